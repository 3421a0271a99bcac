// The rollback job's settings, read and checked from any front end's source with the readers the
// deploy job uses.
import type { RollbackSettings, RollbackTarget } from '../rollback/index.js';
import { parseKeepDays, readHealthSettings } from './health.js';
import type { ACTIONS } from './metadata.js';
import {
  parseApiKey,
  parseBaseUrl,
  parseEnvironment,
  parseGitHubToken,
  parseInstance,
  parseWaitTimeout,
  parseWorkers,
} from './readers.js';
import {
  booleanOf,
  has,
  InputError,
  instruction,
  requiredText,
  type SettingSource,
} from './source.js';

export type RollbackSettingName = keyof (typeof ACTIONS)['rollback']['inputs'];

export interface RollbackInputs extends RollbackSettings {
  readonly apiKey: string;
  readonly baseUrl: string;
  readonly githubToken: string;
}

/**
 * Reads and checks the rollback job's settings. `ledgerFolder` is the folder the command line
 * keeps the ledger in, when it keeps one: then no GitHub token is needed.
 */
export function readRollbackSettings(
  source: SettingSource<RollbackSettingName>,
  { ledgerFolder }: { readonly ledgerFolder?: string } = {},
): RollbackInputs {
  const label = source.label.bind(source);
  const apiKey = parseApiKey(source.secret('api-key'), label('api-key'));
  const githubToken = parseGitHubToken(source.secret('github-token'));
  if (githubToken === '' && !ledgerFolder) {
    throw new InputError(
      `${label('github-token')} is required: the ledger of releases is kept in the repository's ` +
        'GitHub deployments. Leave it at its default, ${{ github.token }}.',
    );
  }
  return {
    apiKey,
    githubToken,
    instance: parseInstance(
      requiredText(source, 'instance', 'set it to the id of your Amezmo instance, e.g. 1234.'),
      label('instance'),
    ),
    environment: parseEnvironment(
      requiredText(source, 'environment', "set it to the environment's name, e.g. production."),
      label('environment'),
    ),
    baseUrl: parseBaseUrl(source.text('base-url'), label('base-url')),
    to: parseTo(
      source.text('to'),
      label('to'),
      ledgerFolder ? 'the Amezmo deployment id of a release in the ledger' : undefined,
    ),
    dryRun: booleanOf(source, 'dry-run'),
    workers: parseWorkers(source.text('workers'), label('workers')),
    waitTimeoutSeconds: parseWaitTimeout(source.text('wait-timeout'), label('wait-timeout')),
    cancelOnAbort: booleanOf(source, 'cancel-on-abort'),
    health: readHealthSettings(source),
    keepDays: parseKeepDays(source.text('keep-days'), label('keep-days')),
    howToAsk: {
      to: (release) => instruction(source, 'to', release).replace(/^(set|pass) /, ''),
      list: instruction(source, 'dry-run', 'true'),
    },
  };
}

/**
 * `previous`, a commit sha (7 to 40 hex digits), or the id of a release in the ledger (digits: a
 * GitHub deployment's, or in a ledger folder the Amezmo deployment's).
 */
export function parseTo(
  value: string,
  label = "Input 'to'",
  idName = 'a GitHub deployment id',
): RollbackTarget {
  if (value === 'previous') return { kind: 'previous' };
  // All digits: a GitHub deployment id, or (7 digits or more) a commit abbreviated; both are tried.
  if (/^\d{1,19}$/.test(value)) return { kind: 'id-or-sha', text: value };
  if (/^[0-9a-f]{7,40}$/i.test(value)) return { kind: 'sha', text: value.toLowerCase() };
  throw has(label, value, `use previous, a commit sha (at least 7 hex digits), or ${idName}.`);
}
