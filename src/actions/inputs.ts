import {
  closeSync,
  existsSync,
  openSync,
  opendirSync,
  readSync,
  realpathSync,
  statSync,
} from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import * as core from './runner.js';
import { withoutCredentials } from '../secrets.js';
import type { DeployOptions, GivenArchive } from '../deploy/flow.js';
import { ACTIONS } from './metadata.js';
import { addSecret } from './shell.js';

export type ActionName = keyof typeof ACTIONS;
export type InputName<A extends ActionName> = keyof (typeof ACTIONS)[A]['inputs'] & string;

/**
 * The inputs of one action, by the names its action.yml gives them (checked when compiling), with
 * its defaults: an empty input means its default, as on a runner.
 */
export function inputsOf<A extends ActionName>(action: A) {
  const spec = ACTIONS[action].inputs as Record<string, { required: boolean; default: string }>;
  const text = (name: InputName<A>): string => core.getInput(name) || (spec[name]?.default ?? '');
  return {
    text,
    /** The input, or an error saying it is required and how to set it. */
    required(name: InputName<A>, hint: string): string {
      const value = text(name);
      if (value === '') throw new InputError(`Input '${name}' is required: ${hint}`);
      return value;
    },
    boolean(name: InputName<A>): boolean {
      return parseBoolean(name, text(name));
    },
    lines(name: InputName<A>): string[] {
      return text(name)
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '');
    },
  };
}

/** Everything the deploy action was asked to do, checked. */
export type Inputs = DeployOptions;

/**
 * Time limits, from environment variables rather than inputs: they are for tuning and for tests
 * that must not wait minutes, not part of the v1 contract. Unset ones keep the client's defaults.
 */
export interface Tuning {
  readonly connectTimeoutMs?: number;
  readonly requestTimeoutMs?: number;
  readonly uploadAnswerTimeoutMs?: number;
  readonly stallTimeoutMs?: number;
  readonly retryDelayMs?: number;
}

const TUNING_VARIABLES: Record<keyof Tuning, string> = {
  connectTimeoutMs: 'AMEZMO_DEPLOY_CONNECT_TIMEOUT_MS',
  requestTimeoutMs: 'AMEZMO_DEPLOY_REQUEST_TIMEOUT_MS',
  uploadAnswerTimeoutMs: 'AMEZMO_DEPLOY_UPLOAD_TIMEOUT_MS',
  stallTimeoutMs: 'AMEZMO_DEPLOY_STALL_TIMEOUT_MS',
  retryDelayMs: 'AMEZMO_DEPLOY_RETRY_DELAY_MS',
};

export function readTuning(env: NodeJS.ProcessEnv = process.env): Tuning {
  const tuning: Record<string, number> = {};
  for (const [key, variable] of Object.entries(TUNING_VARIABLES)) {
    const value = env[variable];
    if (value === undefined || value === '') continue;
    if (!/^\d+$/.test(value) || Number(value) < 1) {
      throw new InputError(
        `${variable} has '${value}': it must be a positive whole number of milliseconds.`,
      );
    }
    tuning[key] = Number(value);
  }
  return tuning;
}

export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InputError';
  }
}

const LOOPBACK_HOSTS = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Reads and checks every input of the deploy action; `env` gives the workspace. */
export function readInputs(env: NodeJS.ProcessEnv = process.env): Inputs {
  const input = inputsOf('deploy');
  const workspace = workspaceOf(env);
  return {
    apiKey: parseApiKey(input.text('api-key')),
    instance: parseInstance(
      input.required('instance', 'set it to the id of your Amezmo instance, e.g. instance: 1234.'),
    ),
    environment: parseEnvironment(
      input.required(
        'environment',
        "set it to the environment's name, e.g. production or staging.",
      ),
    ),
    baseUrl: parseBaseUrl(input.text('base-url')),
    workspace,
    ...parseSource(
      workspace,
      env.RUNNER_TEMP,
      input.text('archive'),
      input.text('path'),
      input.lines('exclude'),
      input.text('ignore-file'),
      core.getInput('ignore-file') !== '',
    ),
    keepArchive: input.boolean('keep-archive'),
    // The runner sets RUNNER_DEBUG=1 when a run is re-run with debug logging.
    logEntries: env.RUNNER_DEBUG === '1',
    workers: parseWorkers(input.text('workers')),
    force: input.boolean('force'),
    dryRun: input.boolean('dry-run'),
    wait: input.boolean('wait'),
    waitTimeoutSeconds: parseWaitTimeout(input.text('wait-timeout')),
    cancelOnAbort: input.boolean('cancel-on-abort'),
    pusher: parsePusher(input.text('pusher')),
    compressionLevel: parseCompressionLevel(input.text('compression-level')),
    ...parseGitHubDeployment(input.boolean('github-deployment'), input.text('github-token')),
    sourceDateEpoch: parseSourceDateEpoch(env.SOURCE_DATE_EPOCH),
  };
}

/**
 * What is deployed: an archive given as it is, or the folder `path` less the exclusion rules. With
 * an archive, `path` is not read (a deploy job may have no checkout at all), so it is not checked.
 */
function parseSource(
  workspace: string,
  runnerTemp: string | undefined,
  archive: string,
  path: string,
  exclude: readonly string[],
  ignoreFile: string,
  ignoreFileNamed: boolean,
): Pick<DeployOptions, 'path' | 'exclude' | 'ignoreFile' | 'archive'> {
  if (archive !== '') {
    return {
      path: workspace,
      exclude: [],
      ignoreFile,
      ...parseArchive(archive, workspace, runnerTemp, {
        path: core.getInput('path') !== '',
        exclude: exclude.length > 0,
      }),
    };
  }
  const folder = parsePath(workspace, path);
  return {
    path: folder,
    exclude: parseExclude(exclude),
    ignoreFile: parseIgnoreFile(folder, ignoreFile, ignoreFileNamed),
  };
}

/** SOURCE_DATE_EPOCH (reproducible-builds.org): whole seconds since 1970, when it is set. */
export function parseSourceDateEpoch(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,12}$/.test(value)) {
    throw new InputError(
      `SOURCE_DATE_EPOCH has '${value}': it must be a whole number of seconds since 1970, e.g. $(git log -1 --format=%ct).`,
    );
  }
  return Number(value);
}

/** The workspace folder (GITHUB_WORKSPACE, else the working folder), resolved through links. */
export function workspaceOf(env: NodeJS.ProcessEnv = process.env): string {
  return realFolder(env.GITHUB_WORKSPACE || process.cwd(), 'GITHUB_WORKSPACE');
}

/** The API key, masked at once; it must be something an HTTP header can carry. */
export function parseApiKey(apiKey: string): string {
  addSecret(apiKey);
  if (apiKey === '') {
    throw new InputError(
      "Input 'api-key' is required: pass your Amezmo API key from a secret, " +
        'e.g. api-key: ${{ secrets.AMEZMO_API_KEY }}.',
    );
  }
  if (/\s/.test(apiKey)) {
    throw new InputError(
      "Input 'api-key' contains white space: copy the key again from Profile > API keys in the Amezmo dashboard.",
    );
  }
  const unfit = /[^\x21-\x7e]/.exec(apiKey);
  if (unfit) {
    const code = (unfit[0].codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0');
    throw new InputError(
      `Input 'api-key' holds the character U+${code} at position ${unfit.index + 1}, which an HTTP ` +
        'header cannot carry (often a zero-width space pasted from a web page): copy the key ' +
        'again from Profile > API keys in the Amezmo dashboard.',
    );
  }
  return apiKey;
}

/** A GitHub token input, masked at once; '' when there is none. */
export function parseGitHubToken(value: string): string {
  // The default is an expression the runner fills in; outside a runner it stays as written.
  const token = value.startsWith('${{') ? '' : value;
  addSecret(token);
  return token;
}

function parseGitHubDeployment(
  githubDeployment: boolean,
  given: string,
): { githubDeployment: boolean; githubToken: string } {
  const githubToken = parseGitHubToken(given);
  if (githubDeployment && githubToken === '') {
    throw new InputError(
      "Input 'github-token' is required when 'github-deployment' is true: leave it at its default, ${{ github.token }}.",
    );
  }
  return { githubDeployment, githubToken };
}

export function has(name: string, value: string, problem: string): InputError {
  return new InputError(`Input '${name}' has '${value}': ${problem}`);
}

export function parseInstance(value: string): string {
  if (!/^\d+$/.test(value))
    throw has('instance', value, 'an instance id is a whole number, e.g. 1234.');
  return value;
}

export function parseEnvironment(value: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(value)) {
    throw has(
      'environment',
      value,
      'an environment name is letters, digits, "-", "_" or ".", e.g. production or staging.',
    );
  }
  return value;
}

export function parseBaseUrl(given: string): string {
  // A password written into the URL is never repeated in a message.
  const value = withoutCredentials(given);
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw has('base-url', value, 'it is not a URL; use e.g. https://api.amezmo.com/v1.');
  }
  if (
    url.protocol !== 'https:' &&
    !(url.protocol === 'http:' && LOOPBACK_HOSTS.test(url.hostname))
  ) {
    throw has(
      'base-url',
      value,
      'it must use https:// (plain http:// is allowed only for localhost), so that the API key ' +
        'never crosses a network in clear text.',
    );
  }
  if (url.username || url.password) {
    throw has(
      'base-url',
      value,
      'it must not carry a user name or password; the API key is the only credential, passed in api-key.',
    );
  }
  if (url.search || url.hash) {
    throw has('base-url', value, 'it must not carry a query or a fragment.');
  }
  const base = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  if (!/\/v\d+$/.test(base)) {
    throw has(
      'base-url',
      value,
      'it must end in the API version prefix, e.g. https://api.amezmo.com/v1.',
    );
  }
  return base;
}

function realFolder(path: string, name: string): string {
  try {
    const real = realpathSync(path);
    if (statSync(real).isDirectory()) return real;
  } catch {
    // Reported below with the same message as a file.
  }
  throw new InputError(`${name} '${path}' is not a folder that exists.`);
}

export function parsePath(workspace: string, value: string): string {
  const wanted = resolve(workspace, value);
  let real: string;
  try {
    real = realpathSync(wanted);
  } catch {
    throw has('path', value, `no such folder in the workspace (${workspace}).`);
  }
  const inside = relative(workspace, real);
  if (inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) {
    throw has(
      'path',
      value,
      `it leads outside the workspace (to ${real}); only folders inside ${workspace} can be deployed.`,
    );
  }
  if (!statSync(real).isDirectory())
    throw has('path', value, 'it is a file; give the folder to deploy.');
  const dir = opendirSync(real);
  try {
    if (dir.readSync() === null)
      throw has('path', value, 'the folder is empty; there is nothing to deploy.');
  } finally {
    dir.closeSync();
  }
  return real;
}

/**
 * The exclusion rules, one per line, kept as written: git reads them (a leading `/` anchors, a
 * trailing `/` means folders only). A comma-separated list on one line would be one rule that
 * matches nothing, so it is refused.
 */
export function parseExclude(lines: readonly string[]): string[] {
  const patterns: string[] = [];
  for (const line of lines) {
    const pattern = line.trim();
    if (pattern === '' || pattern.startsWith('#')) continue;
    if (/(^|\/)\.\.(\/|$)/.test(pattern)) {
      throw has('exclude', pattern, "rules are relative to 'path', e.g. tests/** or *.log.");
    }
    if (/(^|[^\\]),/.test(pattern)) {
      throw has(
        'exclude',
        pattern,
        'put one rule per line, not a comma-separated list: write "exclude: |" and then ' +
          'each rule on its own line below it (write \\, for a comma in a name).',
      );
    }
    patterns.push(pattern.replace(/^\.\//, ''));
  }
  return patterns;
}

/**
 * The ignore file's name, relative to the folder to deploy. The default may be absent; a file the
 * workflow names must exist, or its rules would silently not apply.
 */
export function parseIgnoreFile(path: string, value: string, named: boolean): string {
  const name = value.replace(/^\.\//, '');
  if (isAbsolute(name) || /(^|\/)\.\.(\/|$)/.test(name)) {
    throw has('ignore-file', value, "it is a file at the root of 'path', e.g. .amezmoignore.");
  }
  if (named && !existsSync(resolve(path, name))) {
    throw has(
      'ignore-file',
      value,
      `no such file in the folder to deploy (${path}); create it, or leave the input out to use .amezmoignore when present.`,
    );
  }
  return name;
}

/** The largest archive the service takes, and so the largest one given with `archive`. */
const MAX_GIVEN_ARCHIVE_BYTES = 512 * 1024 * 1024;

/**
 * A zip or tar file to deploy as it is: inside the workspace or RUNNER_TEMP (links resolved, so a
 * link cannot send a file from elsewhere on the runner), at most 512 MiB, and a zip or a tar by
 * its first bytes. Checked before any request.
 */
export function parseArchive(
  value: string,
  workspace: string,
  runnerTemp: string | undefined,
  alsoSet: { path: boolean; exclude: boolean } = { path: false, exclude: false },
): { archive?: GivenArchive } {
  if (value === '') return {};
  let real: string;
  try {
    real = realpathSync(resolve(workspace, value));
  } catch {
    throw has('archive', value, `no such file (looked in ${workspace}).`);
  }
  const roots = [workspace];
  if (runnerTemp) {
    try {
      roots.push(realpathSync(runnerTemp));
    } catch {
      // A RUNNER_TEMP that does not exist holds nothing.
    }
  }
  const within = (root: string): boolean => {
    const inside = relative(root, real);
    return !(inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside));
  };
  if (!roots.some(within)) {
    throw has(
      'archive',
      value,
      `it leads outside the workspace and RUNNER_TEMP (to ${real}); put the archive in one of them, e.g. with actions/download-artifact.`,
    );
  }
  const stat = statSync(real);
  if (!stat.isFile()) throw has('archive', value, 'it is not a file; give a zip or tar file.');
  if (stat.size > MAX_GIVEN_ARCHIVE_BYTES) {
    throw has(
      'archive',
      value,
      `it is ${stat.size} bytes, over Amezmo's limit of 512 MiB; leave some files out when building it.`,
    );
  }
  const head = Buffer.alloc(262);
  const fd = openSync(real, 'r');
  let read: number;
  try {
    read = readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  const start = head.subarray(0, 4).toString('latin1');
  const format =
    start === 'PK\x03\x04' || start === 'PK\x05\x06'
      ? 'zip'
      : read >= 262 && head.subarray(257, 262).toString('latin1') === 'ustar'
        ? 'tar'
        : undefined;
  if (format === undefined) {
    throw has(
      'archive',
      value,
      'it is neither a zip nor a tar file (by its first bytes); give the archive itself, not a compressed copy of it.',
    );
  }
  return { archive: { path: real, size: stat.size, format, ignored: ignoredInputs(alsoSet) } };
}

function ignoredInputs(alsoSet: { path: boolean; exclude: boolean }): string[] {
  return (['path', 'exclude'] as const).filter((name) => alsoSet[name]);
}

/** The largest worker list taken: more is surely a mistake, and each one is a request. */
const MAX_WORKERS = 50;

export function parseWorkers(value: string): string[] {
  const ids = value
    .split(/[,\n]/)
    .map((id) => id.trim())
    .filter((id) => id !== '');
  const unique = new Set<string>();
  for (const id of ids) {
    if (!/^\d{1,15}$/.test(id) || Number(id) === 0) {
      throw has('workers', id, 'worker ids are positive whole numbers, e.g. "11, 12".');
    }
    // `011` and `11` are one worker: restarted once.
    unique.add(String(Number(id)));
  }
  if (unique.size > MAX_WORKERS) {
    throw has(
      'workers',
      value,
      `it lists ${unique.size} workers; at most ${MAX_WORKERS} are taken.`,
    );
  }
  return [...unique];
}

export function parseBoolean(name: string, value: string): boolean {
  if (/^true$/i.test(value)) return true;
  if (/^false$/i.test(value)) return false;
  throw has(name, value, 'use true or false.');
}

/** A job runs for 6 hours at the most on GitHub's runners; no wait can outlast it. */
export const MAX_WAIT_SECONDS = 6 * 60 * 60;

/** A number of seconds to wait; `name` is the input it came from, for the message. */
export function parseWaitTimeout(value: string, name = 'wait-timeout'): number {
  const seconds = Number(value);
  if (!/^\d+$/.test(value) || seconds < 1) {
    throw has(name, value, 'it must be a positive whole number of seconds, e.g. 600.');
  }
  if (seconds > MAX_WAIT_SECONDS) {
    throw has(
      name,
      value,
      `it is longer than a job may run (6 hours); use at most ${MAX_WAIT_SECONDS} seconds.`,
    );
  }
  return seconds;
}

export function parsePusher(value: string): string | undefined {
  if (value === '') return undefined;
  if (!EMAIL.test(value))
    throw has('pusher', value, 'it must be an e-mail address, e.g. dev@example.com.');
  return value;
}

export function parseCompressionLevel(value: string): number {
  if (!/^\d$/.test(value))
    throw has('compression-level', value, 'it must be a whole number from 0 to 9.');
  return Number(value);
}
