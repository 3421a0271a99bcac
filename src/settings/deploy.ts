// The deploy job's settings, read and checked from any front end's source.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { DeploySettings } from '../deploy/index.js';
import type { ArchiveSource, BuildSettings } from '../pipeline/index.js';
import { ACTIONS } from './metadata.js';
import {
  parseApiKey,
  parseArchive,
  parseBaseUrl,
  parseDuration,
  parseCompressionLevel,
  parseEnvironment,
  parseExclude,
  parseGitHubToken,
  parseIgnoreFile,
  parseInstance,
  parseLinks,
  parsePath,
  parsePusher,
  parseSourceDateEpoch,
  parseWaitTimeout,
  parseWorkers,
} from './readers.js';
import { parseKeepDays, parseOnUnhealthy, readHealthSettings } from './health.js';
import { readChecksSettings } from './checks.js';
import {
  booleanOf,
  has,
  InputError,
  instruction,
  linesOf,
  requiredText,
  type SettingSource,
} from './source.js';
import { realFolder, workspaceOf } from './workspace.js';
import { readRolloutSettings, type RolloutRequest } from './rollout.js';

export type DeploySettingName = keyof (typeof ACTIONS)['deploy']['inputs'];

/** Everything the deploy job was asked to do, checked, with where and how to reach the API. */
export interface DeployInputs extends DeploySettings {
  readonly apiKey: string;
  readonly baseUrl: string;
  /** '' when there is none. */
  readonly githubToken: string;
  /**
   * Many targets in waves, when `targets` is given (then `instance` and `environment` are ''):
   * its list is read by `readTargets`, before anything is built.
   */
  readonly rollout?: RolloutRequest;
  /** What of the delivery figures the summary shows: none, their line, or it and the history. */
  readonly stats: 'off' | 'line' | 'history';
}

/** Reads `stats`: `false`, `true` (the figures' line) or `history` (and the last releases). */
function parseStats(value: string, label: string): DeployInputs['stats'] {
  const word = value.trim().toLowerCase();
  if (word === '' || word === 'false') return 'off';
  if (word === 'true') return 'line';
  if (word === 'history') return 'history';
  throw has(label, value, 'use true, history (the figures and the last releases) or false.');
}

type Env = Readonly<Record<string, string | undefined>>;

/** Where the environments action keeps the environments' settings, patterns among them. */
const ENVIRONMENTS_FILE = '.amezmo/environments.yml';

/**
 * Reads and checks every setting of the deploy job; `env` gives the workspace and RUNNER_TEMP.
 * `ledgerFolder` is the folder the command line keeps the ledger in, when it keeps one: then
 * `on-unhealthy: rollback` needs no GitHub deployments.
 */
export function readDeploySettings(
  source: SettingSource<DeploySettingName>,
  env: Env,
  { ledgerFolder }: { readonly ledgerFolder?: string } = {},
): DeployInputs {
  const label = source.label.bind(source);
  const apiKey = parseApiKey(source.secret('api-key'), label('api-key'));
  const githubToken = parseGitHubToken(source.secret('github-token'));
  const workspace = workspaceOf(env);
  // On by default; a run with no token at all (outside a runner) has no GitHub to record in.
  const githubDeployment =
    booleanOf(source, 'github-deployment') &&
    (githubToken !== '' || source.given('github-deployment'));
  if (githubDeployment && githubToken === '') {
    throw new InputError(
      `${label('github-token')} is required when 'github-deployment' is true: leave it at its default, \${{ github.token }}.`,
    );
  }
  const onUnhealthy = parseOnUnhealthy(source.text('on-unhealthy'), label('on-unhealthy'));
  if (onUnhealthy === 'rollback' && !githubDeployment && !ledgerFolder) {
    throw new InputError(
      `${label('on-unhealthy')} is 'rollback', which finds the last healthy release in the ledger ` +
        "that GitHub deployments keep, and 'github-deployment' is false: set it to true (its default).",
    );
  }
  const keepDays = parseKeepDays(source.text('keep-days'), label('keep-days'));
  const rollout = readRolloutSettings(source);
  // A rollout's targets each name their instance and environment; a single deploy names one.
  const { instance, environment } = rollout ? { instance: '', environment: '' } : where(source);
  const promote = promoteFrom(
    source,
    { instance, target: environment },
    { githubDeployment, ledgerFolder },
  );
  const wait = booleanOf(source, 'wait');
  if (rollout && !wait) {
    throw new InputError(
      `${label('targets')} rolls out in waves, each proven healthy before the next starts, ` +
        `which follows every deployment to its end, and ${label('wait')} asks not to: leave ` +
        'it out, or deploy each target in a step of its own.',
    );
  }
  if (rollout && promote) {
    throw new InputError(
      `${label('promote-from')} promotes to one environment, and ${label('targets')} names ` +
        'many: promote to each in a step of its own, or leave promote-from out.',
    );
  }
  if (onUnhealthy === 'rollback' && keepDays === 0) {
    throw new InputError(
      `${label('on-unhealthy')} is 'rollback', which deploys the kept bytes of an earlier release, ` +
        `and ${label('keep-days')} is 0, which keeps none: keep them for some days ` +
        `(${instruction(source, 'keep-days', '30')}).`,
    );
  }
  const checks = readChecksSettings(source, githubToken);
  if (
    rollout?.onFailure === 'rollback-all' &&
    ((!githubDeployment && !ledgerFolder) || keepDays === 0)
  ) {
    throw new InputError(
      `${label('on-failure')} is 'rollback-all', which deploys each target's last healthy ` +
        'release again, from the ledger and the bytes it keeps, and ' +
        (keepDays === 0
          ? `${label('keep-days')} is 0, which keeps none: keep them for some days`
          : "'github-deployment' is false: set it to true (its default)") +
        `, or ${instruction(source, 'on-failure', 'stop')}.`,
    );
  }
  return {
    apiKey,
    ...(rollout ? { rollout } : {}),
    instance,
    environment,
    baseUrl: parseBaseUrl(source.text('base-url'), label('base-url')),
    // A promotion deploys the source's kept bytes: no folder or archive is read.
    source: promote
      ? { kind: 'given', archive: { path: '', size: 0, format: 'zip' }, ignored: [] }
      : archiveSource(source, workspace, env),
    ...(promote ? { promote } : {}),
    workers: parseWorkers(source.text('workers'), label('workers')),
    force: booleanOf(source, 'force'),
    howToForce: instruction(source, 'force', 'true'),
    allowOlder: booleanOf(source, 'allow-older'),
    howToAllowOlder: instruction(source, 'allow-older', 'true'),
    dryRun: booleanOf(source, 'dry-run'),
    wait,
    waitTimeoutSeconds: parseWaitTimeout(source.text('wait-timeout'), label('wait-timeout')),
    cancelOnAbort: booleanOf(source, 'cancel-on-abort'),
    pusher: parsePusher(source.text('pusher'), label('pusher')),
    githubDeployment,
    githubToken,
    patternsFile: existsSync(join(workspace, ENVIRONMENTS_FILE)) ? ENVIRONMENTS_FILE : undefined,
    health: readHealthSettings(source),
    onUnhealthy,
    keepDays,
    ...(checks ? { checks } : {}),
    stats: parseStats(source.text('stats'), label('stats')),
  };
}

/**
 * The environment to promote from, when `promote-from` names one: with neither `path` nor
 * `archive` (the bytes are the source's), and a ledger to read the source's release from.
 */
function promoteFrom(
  source: SettingSource<DeploySettingName>,
  { instance, target }: { readonly instance: string; readonly target: string },
  ledger: { readonly githubDeployment: boolean; readonly ledgerFolder?: string },
): DeploySettings['promote'] {
  const label = source.label.bind(source);
  // A runner sets every input to its default when the step leaves it out.
  const changed = (name: 'path' | 'archive' | 'promote-from-instance' | 'soak') =>
    source.given(name) && source.text(name) !== ACTIONS.deploy.inputs[name].default;
  const text = source.text('promote-from');
  if (text === '') {
    for (const name of ['promote-from-instance', 'soak'] as const) {
      if (changed(name)) {
        throw new InputError(
          `${label(name)} is given without ${label('promote-from')}: name the environment to ` +
            'promote from, or leave it out.',
        );
      }
    }
    return undefined;
  }
  const environment = parseEnvironment(text, label('promote-from'));
  const other = source.text('promote-from-instance');
  const from = other === '' ? instance : parseInstance(other, label('promote-from-instance'));
  if (environment === target && from === instance) {
    throw has(
      label('promote-from'),
      text,
      `it is the environment deployed to: name the one to promote from, e.g. staging.`,
    );
  }
  for (const name of ['path', 'archive'] as const) {
    if (changed(name)) {
      throw new InputError(
        `${label(name)} is given with ${label('promote-from')}: a promotion deploys the exact ` +
          `bytes live on '${environment}', and builds or reads nothing. Leave ${label(name)} out ` +
          `to promote, or ${label('promote-from')} out to deploy it.`,
      );
    }
  }
  if (!ledger.githubDeployment && !ledger.ledgerFolder) {
    throw new InputError(
      `${label('promote-from')} is '${environment}', whose release is read from the ledger that ` +
        "GitHub deployments keep, and 'github-deployment' is false: set it to true (its default).",
    );
  }
  return {
    environment,
    instance: from,
    soakSeconds: parseDuration(source.text('soak'), label('soak')),
    named: {
      instance: label(other === '' ? 'instance' : 'promote-from-instance'),
      environment: label('promote-from'),
      howToName: (name) => instruction(source, 'promote-from', name),
    },
  };
}

/** The one instance and environment deployed to, when `targets` does not list many. */
function where(source: SettingSource<DeploySettingName>): {
  instance: string;
  environment: string;
} {
  return {
    instance: parseInstance(
      requiredText(
        source,
        'instance',
        'set it to the id of your Amezmo instance, e.g. instance: 1234.',
      ),
      source.label('instance'),
    ),
    environment: parseEnvironment(
      requiredText(
        source,
        'environment',
        "set it to the environment's name, e.g. production or staging.",
      ),
      source.label('environment'),
    ),
  };
}

/** The names of the settings that say how an archive is built from a folder. */
type BuildSettingName =
  'path' | 'exclude' | 'ignore-file' | 'compression-level' | 'keep-archive' | 'links';

/**
 * What is deployed: an archive given as it is (inside the workspace or RUNNER_TEMP), or the folder
 * `path` less the exclusion rules. With an archive, `path` is not read (a deploy job may have no
 * checkout at all), so it is not checked.
 */
function archiveSource(
  source: SettingSource<DeploySettingName>,
  workspace: string,
  env: Env,
): ArchiveSource {
  const archive = source.text('archive');
  if (archive === '') return { kind: 'build', build: buildSettings(source, workspace, env) };
  const roots = [workspace];
  if (env.RUNNER_TEMP) {
    try {
      roots.push(realFolder(env.RUNNER_TEMP, 'RUNNER_TEMP'));
    } catch {
      // A RUNNER_TEMP that does not exist holds nothing.
    }
  }
  return {
    kind: 'given',
    archive: parseArchive(archive, roots, source.label('archive')),
    ignored: (['path', 'exclude'] as const).filter((name) => source.given(name)),
  };
}

/** How an archive is built from a folder: the settings the deploy and preview jobs share. */
export function buildSettings<N extends string>(
  source: SettingSource<N | BuildSettingName>,
  workspace: string,
  env: Env,
): BuildSettings {
  const label = source.label.bind(source);
  const path = parsePath(workspace, source.text('path'), label('path'));
  return {
    path,
    exclude: parseExclude(linesOf(source, 'exclude'), label('exclude')),
    ignoreFile: parseIgnoreFile(
      path,
      workspace,
      source.text('ignore-file'),
      source.given('ignore-file'),
      label('ignore-file'),
    ),
    compressionLevel: parseCompressionLevel(
      source.text('compression-level'),
      label('compression-level'),
    ),
    keepArchive: booleanOf(source, 'keep-archive'),
    links: parseLinks(source.text('links'), label('links')),
    // The runner sets RUNNER_DEBUG=1 when a run is re-run with debug logging.
    logEntries: env.RUNNER_DEBUG === '1',
    sourceDateEpoch: parseSourceDateEpoch(env.SOURCE_DATE_EPOCH),
  };
}
