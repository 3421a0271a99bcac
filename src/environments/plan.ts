// From the file to a plan, as data before any request: the secrets read from the step's
// environment, the service's rules checked, the difference with the live environments setting by
// setting, and the one PATCH per environment that carries only what differs.
import { type Environment, type EnvironmentUpdate, isFlagOn } from '../api/index.js';
import type { EnvironmentSpec, EnvironmentsFile, FileProblem, SettingName } from './file.js';

/** The instance types the service lists; the New Relic integration exists only above them. */
export const TIERS_WITHOUT_NEWRELIC: readonly string[] = ['hobby', 'developer', 'business'];

/** What the file asks of one environment, with its secret read: the values to hold. */
export interface DesiredState {
  readonly 'branch-patterns'?: readonly string[];
  readonly 'tag-patterns'?: readonly string[];
  readonly ssh?: boolean;
  readonly 'trusted-ssh-ips'?: readonly string[];
  /** The key itself, or null for "off". */
  readonly 'newrelic-license-key'?: string | null;
}

/** How a secret differs; its value is never part of a change. */
export type SecretChange = 'set' | 'changed' | 'removed';

/** One setting of one environment that differs between the service and the file. */
export interface Change {
  readonly environment: string;
  readonly setting: SettingName;
  /** What the service holds; for a secret, `set` or null. */
  readonly before: readonly string[] | boolean | string | null;
  /** What the file asks for; for a secret, `set`, `changed` or `removed`. */
  readonly after: readonly string[] | boolean | string | null;
  /** Set when the service makes this change itself, as the consequence of another one. */
  readonly note?: string;
}

export interface EnvironmentPlan {
  readonly name: string;
  readonly changes: readonly Change[];
  /** The fields of the PATCH: only what differs; empty when nothing does. */
  readonly update: EnvironmentUpdate;
}

/** The API's field for each setting of the file. */
export const API_FIELDS = {
  'branch-patterns': 'auto_deploy_branch_patterns',
  'tag-patterns': 'auto_deploy_tag_patterns',
  ssh: 'ssh_enabled',
  'trusted-ssh-ips': 'trusted_ssh_ips',
  'newrelic-license-key': 'newrelic_license_key',
} as const satisfies Record<SettingName, keyof EnvironmentUpdate>;

/**
 * Reads the secrets the file names from the step's environment (`env`), handing each to `mask`
 * the moment it is read; the desired state of every environment, or the problems found.
 */
export function desiredStates(
  file: EnvironmentsFile,
  env: Readonly<Record<string, string | undefined>>,
  mask: (secret: string) => void,
): { states: Map<string, DesiredState>; problems: FileProblem[] } {
  const states = new Map<string, DesiredState>();
  const problems: FileProblem[] = [];
  for (const environment of file.environments) {
    const { 'newrelic-license-key': key, ...plain } = environment.settings;
    const state: { -readonly [K in keyof DesiredState]: DesiredState[K] } = { ...plain };
    if (key === null) state['newrelic-license-key'] = null;
    else if (key !== undefined) {
      const value = env[key.fromEnv] ?? '';
      mask(value);
      if (value.trim() !== value) mask(value.trim());
      if (value.trim() === '') {
        problems.push({
          line: environment.lines['newrelic-license-key'],
          message:
            `newrelic-license-key of environment '${environment.name}' reads ${key.fromEnv}, ` +
            `which is empty or not set in the step's environment: pass it from a secret, ` +
            `env: ${key.fromEnv}: \${{ secrets.${key.fromEnv} }} (secrets are not given to ` +
            'workflows run from forks).',
        });
      } else {
        state['newrelic-license-key'] = value.trim();
      }
    }
    states.set(environment.name, state);
  }
  return { states, problems };
}

/** The service's rules that the file alone can break, checked before any request. */
export function fileRuleProblems(file: EnvironmentsFile): FileProblem[] {
  const problems: FileProblem[] = [];
  for (const environment of file.environments) {
    const { ssh } = environment.settings;
    const addresses = environment.settings['trusted-ssh-ips'] ?? [];
    if (ssh === false && addresses.length > 0) {
      problems.push({
        line: environment.lines['trusted-ssh-ips'],
        message:
          `environment '${environment.name}' has ssh: false and trusted-ssh-ips: the service ` +
          'empties the list when SSH is off. Set ssh: true to allow these addresses, or remove ' +
          'trusted-ssh-ips.',
      });
    }
  }
  return problems;
}

/** Environments whose file sets a New Relic key (not null): they need the advanced tier. */
export function environmentsWithKey(file: EnvironmentsFile): EnvironmentSpec[] {
  return file.environments.filter((environment) => {
    const key = environment.settings['newrelic-license-key'];
    return key !== undefined && key !== null;
  });
}

/** The tier rule: a New Relic key on an instance type the service lists is refused. */
export function tierProblems(file: EnvironmentsFile, instanceType: string): FileProblem[] {
  if (!TIERS_WITHOUT_NEWRELIC.includes(instanceType)) return [];
  return environmentsWithKey(file).map((environment) => ({
    line: environment.lines['newrelic-license-key'],
    message:
      `environment '${environment.name}' sets newrelic-license-key, but instance ${file.instance} ` +
      `is of type '${instanceType}', and the New Relic integration exists only on the advanced ` +
      'tier. Remove newrelic-license-key (or set it to null), or move the instance to the ' +
      'advanced tier.',
  }));
}

// Characters a service uses to hide part of a secret it shows, e.g. `****a1b2`.
const MASK_RUN = /[*\u2022\u25cf]+/;

/**
 * Whether the key the service shows (`shown`) can be `key`. The service stores the key and never
 * shows it in clear: a masked form matches any key it could hide (`****a1b2` matches any key
 * ending in `a1b2`; `********` matches every key). A key shown in clear must equal `key`.
 */
export function keyMayBe(shown: string, key: string): boolean {
  if (shown === key) return true;
  const pattern = shown
    .split(MASK_RUN)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\s\\S]*');
  return MASK_RUN.test(shown) && new RegExp(`^${pattern}$`).test(key);
}

export function secretChange(
  shown: string | null | undefined,
  wanted: string | null,
): SecretChange | undefined {
  const live = shown === undefined || shown === '' ? null : shown;
  if (wanted === null) return live === null ? undefined : 'removed';
  if (live === null) return 'set';
  return keyMayBe(live, wanted) ? undefined : 'changed';
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item) => b.includes(item));
}

/** The settings of `live` that differ from `desired`, in the order of the file's settings. */
export function diffEnvironment(
  name: string,
  desired: DesiredState,
  live: Environment,
): EnvironmentPlan {
  const changes: Change[] = [];
  const update: Record<string, unknown> = {};
  const add = (setting: SettingName, before: Change['before'], after: Change['after']) => {
    changes.push({ environment: name, setting, before, after });
  };
  for (const setting of ['branch-patterns', 'tag-patterns'] as const) {
    const wanted = desired[setting];
    const field = API_FIELDS[setting];
    // Order matters: the first pattern that matches wins.
    if (wanted !== undefined && !sameList(live[field] ?? [], wanted)) {
      add(setting, live[field] ?? [], wanted);
      update[field] = [...wanted];
    }
  }
  // A boolean in the spec, an 0/1 flag elsewhere: "0" is off, whatever Boolean() would say.
  const liveSsh = isFlagOn(live.ssh_enabled);
  if (desired.ssh !== undefined && desired.ssh !== liveSsh) {
    add('ssh', liveSsh, desired.ssh);
    update.ssh_enabled = desired.ssh;
  }
  const liveAddresses = live.trusted_ssh_ips ?? [];
  const addresses = desired['trusted-ssh-ips'];
  // The addresses are a set: the service may keep them in another order.
  if (addresses !== undefined && !sameSet(liveAddresses, addresses)) {
    add('trusted-ssh-ips', liveAddresses, addresses);
    update.trusted_ssh_ips = [...addresses];
  } else if (
    addresses === undefined &&
    desired.ssh === false &&
    liveSsh &&
    liveAddresses.length > 0
  ) {
    changes.push({
      environment: name,
      setting: 'trusted-ssh-ips',
      before: liveAddresses,
      after: [],
      note: 'emptied by the service when SSH is turned off',
    });
  }
  const key = desired['newrelic-license-key'];
  if (key !== undefined) {
    const change = secretChange(live.newrelic_license_key, key);
    if (change !== undefined) {
      add('newrelic-license-key', change === 'set' ? null : 'set', change);
      update.newrelic_license_key = key;
    }
  }
  return { name, changes, update: update as EnvironmentUpdate };
}

/**
 * What still differs once the service was changed: the changes of a second diff, less those the
 * service makes itself. Empty when the service holds the file's values.
 */
export function remainingDifferences(
  name: string,
  desired: DesiredState,
  live: Environment,
): Change[] {
  return diffEnvironment(name, desired, live).changes.filter((change) => !change.note);
}
