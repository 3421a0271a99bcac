// The preview job's settings, read and checked from any front end's source with the readers the
// deploy job uses.
import { APP_TYPES, type AppType } from '../api/index.js';
import {
  type Budget,
  parseDollars,
  parseMaxAge,
  prefixProblem,
  type PreviewSettings,
  type Trigger,
  TRIGGERS,
  type TriggerSettings,
} from '../preview/index.js';
import { buildSettings } from './deploy.js';
import type { ACTIONS } from './metadata.js';
import {
  parseApiKey,
  parseBaseUrl,
  parseEnvironment,
  parseGitHubToken,
  parseWaitTimeout,
} from './readers.js';
import { readHealthSettings } from './health.js';
import { booleanOf, has, InputError, requiredText, type SettingSource } from './source.js';
import { workspaceOf } from './workspace.js';

export type PreviewSettingName = keyof (typeof ACTIONS)['preview']['inputs'];

export interface PreviewInputs extends PreviewSettings {
  readonly apiKey: string;
  readonly baseUrl: string;
  /** '' when there is none. */
  readonly githubToken: string;
}

/**
 * Reads and checks every setting of the preview job; `env` gives the workspace. What only a run
 * that `deploys` needs (the folder, the region, what a new instance is made of) is read only
 * then: a teardown or a clean-up needs no checkout and no region. `if-needed` is a run that may
 * deploy its workspace or not, as the trigger decides (a pull request without the label, or a
 * fork's /preview, has no checkout): a problem with the folder is kept, for the deploy to throw.
 */
export function readPreviewSettings(
  source: SettingSource<PreviewSettingName>,
  env: Readonly<Record<string, string | undefined>>,
  deploys: boolean | 'if-needed',
): PreviewInputs {
  const label = source.label.bind(source);
  const apiKey = parseApiKey(source.secret('api-key'), label('api-key'));
  const githubToken = parseGitHubToken(source.secret('github-token'));
  const prefix = source.text('name-prefix');
  const problem = prefixProblem(prefix);
  if (problem) throw has(label('name-prefix'), prefix, problem);
  const maxAge = parseMaxAge(source.text('max-age'));
  if ('problem' in maxAge) throw has(label('max-age'), source.text('max-age'), maxAge.problem);
  return {
    apiKey,
    baseUrl: parseBaseUrl(source.text('base-url'), label('base-url')),
    prefix,
    launch: deploys ? launchSettings(source) : undefined,
    environment: parsePreviewEnvironment(source.text('environment'), label('environment')),
    ...buildOf(source, env, deploys),
    waitTimeoutSeconds: parseWaitTimeout(source.text('wait-timeout'), label('wait-timeout')),
    launchTimeoutSeconds: parseWaitTimeout(source.text('launch-timeout'), label('launch-timeout')),
    maxAgeMs: maxAge.ms,
    trigger: triggerSettings(source),
    budget: budgetSettings(source),
    comment: booleanOf(source, 'comment'),
    githubDeployment: booleanOf(source, 'github-deployment'),
    githubToken,
    health: deploys ? readHealthSettings(source) : undefined,
  };
}

/** The folder to deploy and how to archive it, or (`if-needed`) why it cannot be. */
function buildOf(
  source: SettingSource<PreviewSettingName>,
  env: Readonly<Record<string, string | undefined>>,
  deploys: boolean | 'if-needed',
): Pick<PreviewSettings, 'build' | 'buildProblem'> {
  if (deploys === false) return { build: undefined };
  if (deploys === true) return { build: buildSettings(source, workspaceOf(env), env) };
  try {
    return { build: buildSettings(source, workspaceOf(env), env) };
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return { build: undefined, buildProblem: error };
  }
}

/** When a pull request has a preview: `trigger`, `preview-label`, `drafts`. */
function triggerSettings(source: SettingSource<PreviewSettingName>): TriggerSettings {
  const label = source.label.bind(source);
  const trigger = source.text('trigger');
  if (!(TRIGGERS as readonly string[]).includes(trigger)) {
    throw has(label('trigger'), trigger, `use one of ${TRIGGERS.join(', ')}.`);
  }
  const previewLabel = source.text('preview-label');
  // It is written into comments in a code span, where only a backquote would end it.
  // eslint-disable-next-line no-control-regex
  if (previewLabel === '' || previewLabel.length > 50 || /[\x00-\x1f\x7f`]/.test(previewLabel)) {
    throw has(
      label('preview-label'),
      previewLabel,
      'a label name of 1 to 50 characters, without a backquote, e.g. preview.',
    );
  }
  return { trigger: trigger as Trigger, label: previewLabel, drafts: booleanOf(source, 'drafts') };
}

/** The caps a launch must fit in: `max-previews`, `max-hourly-cost`; empty for none. */
function budgetSettings(source: SettingSource<PreviewSettingName>): Budget {
  const label = source.label.bind(source);
  const count = source.text('max-previews');
  if (count !== '' && !/^[1-9]\d{0,5}$/.test(count)) {
    throw has(
      label('max-previews'),
      count,
      'write the most previews at once as a whole number, e.g. 3, or leave it empty for no cap.',
    );
  }
  const cost = source.text('max-hourly-cost');
  const micros = cost === '' ? undefined : parseDollars(cost);
  if (cost !== '' && (micros === undefined || micros === 0)) {
    throw has(
      label('max-hourly-cost'),
      cost,
      'write dollars an hour with up to six decimals, e.g. 0.10, or leave it empty for no cap.',
    );
  }
  return { maxPreviews: count === '' ? undefined : Number(count), maxHourlyMicros: micros };
}

/** What a new preview instance is made of. */
function launchSettings(
  source: SettingSource<PreviewSettingName>,
): NonNullable<PreviewSettings['launch']> {
  const label = source.label.bind(source);
  const region = requiredText(
    source,
    'region',
    'set it to an Amezmo region id, e.g. region: lb2-us (a run that deploys may launch an instance).',
  );
  if (!/^[a-z0-9-]{1,40}$/.test(region)) {
    throw has(
      label('region'),
      region,
      'a region id is lower-case letters, digits and dashes, e.g. lb2-us.',
    );
  }
  const instanceType = source.text('instance-type');
  if (!/^[a-z0-9-]{1,40}$/.test(instanceType)) {
    throw has(
      label('instance-type'),
      instanceType,
      'an instance type is e.g. hobby, developer or business.',
    );
  }
  const phpVersion = source.text('php-version');
  if (phpVersion !== '' && !/^\d+\.\d+$/.test(phpVersion)) {
    throw has(label('php-version'), phpVersion, 'write a PHP version as major.minor, e.g. 8.3.');
  }
  const mysqlVersion = source.text('mysql-version');
  if (mysqlVersion !== '' && mysqlVersion !== '5.7' && mysqlVersion !== '8') {
    throw has(label('mysql-version'), mysqlVersion, 'Amezmo offers 5.7 and 8.');
  }
  const appType = source.text('app-type');
  if (appType !== '' && !(APP_TYPES as readonly string[]).includes(appType)) {
    throw has(label('app-type'), appType, `use one of ${APP_TYPES.join(', ')}.`);
  }
  return {
    region,
    instanceType,
    phpVersion: phpVersion || undefined,
    mysql: booleanOf(source, 'mysql'),
    mysqlVersion: (mysqlVersion || undefined) as '5.7' | '8' | undefined,
    appType: (appType || undefined) as AppType | undefined,
  };
}

/**
 * A new instance has two environments, production and staging, and a preview is always a new
 * instance: any other name would launch an instance (billed from its first hour) that the
 * deployment then cannot reach. So it is refused before anything is launched.
 */
function parsePreviewEnvironment(value: string, label: string): string {
  const environment = parseEnvironment(value, label);
  if (environment !== 'production' && environment !== 'staging') {
    throw new InputError(
      `${label} has '${environment}': a preview instance has the environments ` +
        "'production' and 'staging' only; use one of them.",
    );
  }
  return environment;
}
