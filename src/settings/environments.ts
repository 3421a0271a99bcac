// The environments job's settings, read and checked from any front end's source.
import { statSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import type { Mode } from '../environments/index.js';
import { readSmallFile } from '../small-file.js';
import type { ACTIONS } from './metadata.js';
import { parseApiKey, parseBaseUrl, parseGitHubToken } from './readers.js';
import { booleanOf, InputError, type SettingSource } from './source.js';
import { resolveInside, workspaceOf } from './workspace.js';

export type EnvironmentsSettingName = keyof (typeof ACTIONS)['environments']['inputs'];

export interface EnvironmentsInputs {
  readonly apiKey: string;
  readonly baseUrl: string;
  readonly mode: Mode;
  readonly failOnDrift: boolean;
  readonly comment: boolean;
  /** '' when there is none. */
  readonly githubToken: string;
  /** The environments file: its path as shown (relative to the workspace) and its text. */
  readonly file: { readonly path: string; readonly text: string };
}

/** Reads and checks every setting of the environments job; `env` gives the workspace. */
export function readEnvironmentsSettings(
  source: SettingSource<EnvironmentsSettingName>,
  env: Readonly<Record<string, string | undefined>>,
): EnvironmentsInputs {
  const label = source.label.bind(source);
  const apiKey = parseApiKey(source.secret('api-key'), label('api-key'));
  const githubToken = parseGitHubToken(source.secret('github-token'));
  return {
    apiKey,
    githubToken,
    baseUrl: parseBaseUrl(source.text('base-url'), label('base-url')),
    mode: parseMode(source.text('mode'), label('mode')),
    failOnDrift: booleanOf(source, 'fail-on-drift'),
    comment: booleanOf(source, 'comment'),
    file: readWorkspaceFile(workspaceOf(env), source.text('file'), label('file')),
  };
}

export function parseMode(value: string, label = "Input 'mode'"): Mode {
  if (value === 'plan' || value === 'apply') return value;
  throw new InputError(
    `${label} has '${value}': use plan (show how the environments differ, change nothing) ` +
      'or apply (change them to match the file).',
  );
}

/** The largest environments file read: some thousands of environments. */
const MAX_ENVIRONMENTS_BYTES = 4 * 1024 * 1024;

/** The environments file: its path as shown (relative to the workspace) and its text. */
export function readWorkspaceFile(
  workspace: string,
  value: string,
  label = "Input 'file'",
): { path: string; text: string } {
  const shown = relative(workspace, resolve(workspace, value)).split(sep).join('/');
  const resolved = resolveInside(value, [workspace]);
  if ('problem' in resolved) {
    throw new InputError(
      resolved.problem === 'missing'
        ? `${label} has '${value}': no such file in the workspace (${workspace}). Check out the ` +
            'repository first (actions/checkout), or set file to where the environments are kept.'
        : `${label} has '${value}': it leads outside the workspace (to ${resolved.real}); keep the file in the repository.`,
    );
  }
  if (!statSync(resolved.real).isFile()) {
    throw new InputError(`${label} has '${value}': it is not a file; give the environments file.`);
  }
  // Read as a regular file still: not a FIFO put in its place since, which would hold the run.
  const text = readSmallFile(
    resolved.real,
    MAX_ENVIRONMENTS_BYTES,
    'an environments file',
    (what) => new InputError(`${label} has '${value}': ${what}; give the environments file.`),
  );
  return { path: shown, text };
}
