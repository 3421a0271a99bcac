// The preview job's settings, read and checked from any front end's source with the readers the
// deploy job uses.
import { APP_TYPES, type AppType } from '../api/types.js';
import { prefixProblem } from '../preview/name.js';
import { parseMaxAge } from '../preview/plan.js';
import type { PreviewSettings } from '../preview/lifecycle.js';
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
 * then: a teardown or a clean-up needs no checkout and no region.
 */
export function readPreviewSettings(
  source: SettingSource<PreviewSettingName>,
  env: Readonly<Record<string, string | undefined>>,
  deploys: boolean,
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
    build: deploys ? buildSettings(source, workspaceOf(env), env) : undefined,
    waitTimeoutSeconds: parseWaitTimeout(source.text('wait-timeout'), label('wait-timeout')),
    launchTimeoutSeconds: parseWaitTimeout(source.text('launch-timeout'), label('launch-timeout')),
    maxAgeMs: maxAge.ms,
    comment: booleanOf(source, 'comment'),
    githubDeployment: booleanOf(source, 'github-deployment'),
    githubToken,
    health: deploys ? readHealthSettings(source) : undefined,
  };
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
