// The readers every front end shares: each takes a value as given and the label that names its
// setting in messages, and answers the value checked, or throws one InputError that says what was
// wrong, the value (never a secret) and what to do.
import {
  closeSync,
  constants,
  fstatSync,
  openSync,
  readdirSync,
  readSync,
  statSync,
} from 'node:fs';
import { isAbsolute } from 'node:path';
import { archiveFormatOf } from '../archive/index.js';
import type { Pace } from '../clock.js';
import { DURATION_UNITS } from '../format.js';
import type { GivenArchive, LinkPolicy } from '../pipeline/index.js';
import { withoutCredentials } from '../secrets.js';
import { has, InputError } from './source.js';
import { resolveInside } from './workspace.js';

const LOOPBACK_HOSTS = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The API key; it must be something an HTTP header can carry. */
export function parseApiKey(apiKey: string, label = "Input 'api-key'"): string {
  if (apiKey === '') {
    throw new InputError(
      `${label} is required: pass your Amezmo API key from a secret, ` +
        'e.g. api-key: ${{ secrets.AMEZMO_API_KEY }}.',
    );
  }
  if (/\s/.test(apiKey)) {
    throw new InputError(
      `${label} contains white space: copy the key again from Profile > API keys in the Amezmo dashboard.`,
    );
  }
  const unfit = /[^\x21-\x7e]/.exec(apiKey);
  if (unfit) {
    const code = (unfit[0].codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0');
    throw new InputError(
      `${label} holds the character U+${code} at position ${unfit.index + 1}, which an HTTP ` +
        'header cannot carry (often a zero-width space pasted from a web page): copy the key ' +
        'again from Profile > API keys in the Amezmo dashboard.',
    );
  }
  return apiKey;
}

/** A GitHub token; '' when there is none (the default expression outside a runner is none). */
export function parseGitHubToken(value: string): string {
  return value.startsWith('${{') ? '' : value;
}

export function parseInstance(value: string, label = "Input 'instance'"): string {
  if (!/^\d+$/.test(value)) throw has(label, value, 'an instance id is a whole number, e.g. 1234.');
  return value;
}

export function parseEnvironment(value: string, label = "Input 'environment'"): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(value)) {
    throw has(
      label,
      value,
      'an environment name is letters, digits, "-", "_" or ".", e.g. production or staging.',
    );
  }
  return value;
}

/** How a duration is written, for a message. */
export const DURATION_HOW = 'a number and a unit (d, h, m, s), e.g. 30m, 2h or 1h30m';

/**
 * The seconds of a duration written `30m`, `2h`, `1h30m`, `45s`, `7d` (in either case) or `0`,
 * as every setting that takes one (`soak`, `wave-wait`, `checks-timeout`) reads it; undefined
 * when it is not one.
 */
export function durationSeconds(value: string): number | undefined {
  const text = value.trim().toLowerCase();
  if (text === '0') return 0;
  const parts = [...text.matchAll(/(\d{1,9})([dhms])/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== text) return undefined;
  return parts.reduce(
    (sum, [, amount, unit]) =>
      sum + Number(amount) * DURATION_UNITS[unit as keyof typeof DURATION_UNITS],
    0,
  );
}

/** The longest soak: a promotion waits at most this long after its release went live. */
const MAX_SOAK_SECONDS = 90 * 86_400;

/** `soak`: a duration (`30m`, `2h`, `1h30m`, `45s`, `7d`), or `0`; its seconds. */
export function parseDuration(value: string, label: string): number {
  const seconds = durationSeconds(value);
  if (seconds === undefined) throw has(label, value, `a duration is ${DURATION_HOW}; 0 for none.`);
  if (seconds > MAX_SOAK_SECONDS) {
    throw has(label, value, 'it is longer than 90 days, the longest a kept archive is kept.');
  }
  return seconds;
}

export function parseBaseUrl(given: string, label = "Input 'base-url'"): string {
  // A password written into the URL is never repeated in a message.
  const value = withoutCredentials(given);
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw has(label, value, 'it is not a URL; use e.g. https://api.amezmo.com/v1.');
  }
  if (
    url.protocol !== 'https:' &&
    !(url.protocol === 'http:' && LOOPBACK_HOSTS.test(url.hostname))
  ) {
    throw has(
      label,
      value,
      'it must use https:// (plain http:// is allowed only for localhost), so that the API key ' +
        'never crosses a network in clear text.',
    );
  }
  if (url.username || url.password) {
    throw has(
      label,
      value,
      'it must not carry a user name or password; the API key is the only credential, passed in api-key.',
    );
  }
  if (url.search || url.hash) throw has(label, value, 'it must not carry a query or a fragment.');
  const base = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  if (!/\/v\d+$/.test(base)) {
    throw has(
      label,
      value,
      'it must end in the API version prefix, e.g. https://api.amezmo.com/v1.',
    );
  }
  return base;
}

/** A folder to deploy: inside the workspace (links resolved), a folder, and not empty. */
export function parsePath(workspace: string, value: string, label = "Input 'path'"): string {
  const resolved = resolveInside(value, [workspace]);
  if ('problem' in resolved) {
    throw has(
      label,
      value,
      resolved.problem === 'missing'
        ? `no such folder in the workspace (${workspace}).`
        : `it leads outside the workspace (to ${resolved.real}); only folders inside ${workspace} can be deployed.`,
    );
  }
  const { real } = resolved;
  if (!statSync(real).isDirectory())
    throw has(label, value, 'it is a file; give the folder to deploy.');
  // Its names read whole, not through opendirSync, whose module (internal/fs/dir) a skipped run
  // would load for this alone: a folder to deploy holds tens of names at its root, not millions.
  if (readdirSync(real).length === 0)
    throw has(label, value, 'the folder is empty; there is nothing to deploy.');
  return real;
}

/**
 * The exclusion rules, one per line, kept as written: git reads them (a leading `/` anchors, a
 * trailing `/` means folders only). A comma-separated list on one line would be one rule that
 * matches nothing, so it is refused.
 */
export function parseExclude(lines: readonly string[], label = "Input 'exclude'"): string[] {
  const patterns: string[] = [];
  for (const line of lines) {
    const pattern = line.trim();
    if (pattern === '' || pattern.startsWith('#')) continue;
    if (/(^|\/)\.\.(\/|$)/.test(pattern)) {
      throw has(label, pattern, "rules are relative to 'path', e.g. tests/** or *.log.");
    }
    if (/(^|[^\\]),/.test(pattern)) {
      throw has(
        label,
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
 * workflow names must exist, or its rules would silently not apply. It may be a link to a file
 * elsewhere in the workspace (a monorepo's app/.amezmoignore to its root .gitignore).
 */
export function parseIgnoreFile(
  path: string,
  workspace: string,
  value: string,
  named: boolean,
  label = "Input 'ignore-file'",
): string {
  const name = value.replace(/^\.\//, '');
  if (isAbsolute(name) || /(^|\/)\.\.(\/|$)/.test(name)) {
    throw has(label, value, "it is a file at the root of 'path', e.g. .amezmoignore.");
  }
  // Named or not, a file present is read as rules (and the rules that match nothing are logged):
  // a link in the repository may not lead it out of the workspace, nor to a FIFO or a device.
  const resolved = resolveInside(name, [path, workspace]);
  if ('problem' in resolved) {
    if (resolved.problem === 'missing' && !named) return name;
    throw has(
      label,
      value,
      resolved.problem === 'missing'
        ? `no such file in the folder to deploy (${path}); create it, or leave the input out to use .amezmoignore when present.`
        : `it leads outside the workspace (to ${resolved.real}); keep the rules in a file inside it.`,
    );
  }
  if (!statSync(resolved.real).isFile()) {
    throw has(
      label,
      value,
      'it is not a file; give a file of rules, one per line, as .gitignore holds.',
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
  roots: readonly string[],
  label = "Input 'archive'",
): GivenArchive {
  const resolved = resolveInside(value, roots);
  if ('problem' in resolved) {
    throw has(
      label,
      value,
      resolved.problem === 'missing'
        ? `no such file (looked in ${roots[0]}).`
        : `it leads outside the workspace and RUNNER_TEMP (to ${resolved.real}); put the archive in one of them, e.g. with actions/download-artifact.`,
    );
  }
  const { real } = resolved;
  const head = Buffer.alloc(262);
  let size: number;
  let read: number;
  // One open, that waits on nothing: what is checked is what is read.
  let fd: number;
  try {
    fd = openSync(real, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'an error';
    throw has(
      label,
      value,
      `it cannot be opened (${code}); give a zip or tar file the runner can read.`,
    );
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw has(label, value, 'it is not a file; give a zip or tar file.');
    if (stat.size > MAX_GIVEN_ARCHIVE_BYTES) {
      throw has(
        label,
        value,
        `it is ${stat.size} bytes, over Amezmo's limit of 512 MiB; leave some files out when building it.`,
      );
    }
    size = stat.size;
    read = readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  const format = archiveFormatOf(head.subarray(0, read));
  if (format === undefined) {
    throw has(
      label,
      value,
      'it is neither a zip nor a tar file (by its first bytes); give the archive itself, not a compressed copy of it.',
    );
  }
  return { path: real, size, format };
}

export function parseLinks(value: string, label = "Input 'links'"): LinkPolicy {
  if (value === 'keep' || value === 'refuse-outside') return value;
  throw has(
    label,
    value,
    'use keep (ship links, warning of those that point outside the archive) or refuse-outside.',
  );
}

/** The largest worker list taken: more is surely a mistake, and each one is a request. */
const MAX_WORKERS = 50;

export function parseWorkers(value: string, label = "Input 'workers'"): string[] {
  const ids = value
    .split(/[,\n]/)
    .map((id) => id.trim())
    .filter((id) => id !== '');
  const unique = new Set<string>();
  for (const id of ids) {
    if (!/^\d{1,15}$/.test(id) || Number(id) === 0) {
      throw has(label, id, 'worker ids are positive whole numbers, e.g. "11, 12".');
    }
    // `011` and `11` are one worker: restarted once.
    unique.add(String(Number(id)));
  }
  if (unique.size > MAX_WORKERS) {
    throw has(label, value, `it lists ${unique.size} workers; at most ${MAX_WORKERS} are taken.`);
  }
  return [...unique];
}

/** A job runs for 6 hours at most on GitHub's own runners. */
export const HOSTED_JOB_SECONDS = 6 * 60 * 60;
/** A job on a self-hosted runner runs for 5 days at most: no wait can outlast that. */
export const MAX_WAIT_SECONDS = 5 * 24 * 60 * 60;

/** A number of seconds to wait. */
export function parseWaitTimeout(value: string, label = "Input 'wait-timeout'"): number {
  const seconds = Number(value);
  if (!/^\d+$/.test(value) || seconds < 1) {
    throw has(label, value, 'it must be a positive whole number of seconds, e.g. 600.');
  }
  if (seconds > MAX_WAIT_SECONDS) {
    throw has(
      label,
      value,
      `it is longer than any job may run: ${MAX_WAIT_SECONDS} seconds (5 days) on a self-hosted ` +
        `runner, ${HOSTED_JOB_SECONDS} (6 hours) on GitHub's own runners; use at most that.`,
    );
  }
  return seconds;
}

export function parsePusher(value: string, label = "Input 'pusher'"): string | undefined {
  if (value === '') return undefined;
  if (!EMAIL.test(value))
    throw has(label, value, 'it must be an e-mail address, e.g. dev@example.com.');
  return value;
}

export function parseCompressionLevel(value: string, label = "Input 'compression-level'"): number {
  if (!/^\d$/.test(value)) throw has(label, value, 'it must be a whole number from 0 to 9.');
  return Number(value);
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

/**
 * Time limits and sizes, from environment variables rather than settings: they are for tuning
 * and for tests that must not wait minutes, not part of the v1 contract. Unset ones keep the
 * defaults.
 */
export interface Tuning {
  readonly connectTimeoutMs?: number;
  readonly requestTimeoutMs?: number;
  readonly uploadAnswerTimeoutMs?: number;
  readonly stallTimeoutMs?: number;
  readonly retryDelayMs?: number;
  /** From this many bytes before compression, the archive streams to the upload as it is written. */
  readonly streamFromBytes?: number;
  /** The first pause between two reads of an awaited status (see Pace). */
  readonly pollMs?: number;
  /** The pause between two looks at a release's health (see Pace). */
  readonly lookMs?: number;
  /** The wait between two waves of a rollout (see Pace). */
  readonly waveWaitMs?: number;
}

const TUNING_VARIABLES: Record<keyof Tuning, [variable: string, unit: string]> = {
  connectTimeoutMs: ['AMEZMO_DEPLOY_CONNECT_TIMEOUT_MS', 'milliseconds'],
  requestTimeoutMs: ['AMEZMO_DEPLOY_REQUEST_TIMEOUT_MS', 'milliseconds'],
  uploadAnswerTimeoutMs: ['AMEZMO_DEPLOY_UPLOAD_TIMEOUT_MS', 'milliseconds'],
  stallTimeoutMs: ['AMEZMO_DEPLOY_STALL_TIMEOUT_MS', 'milliseconds'],
  retryDelayMs: ['AMEZMO_DEPLOY_RETRY_DELAY_MS', 'milliseconds'],
  streamFromBytes: ['AMEZMO_DEPLOY_STREAM_FROM_BYTES', 'bytes'],
  pollMs: ['AMEZMO_DEPLOY_POLL_MS', 'milliseconds'],
  lookMs: ['AMEZMO_DEPLOY_LOOK_MS', 'milliseconds'],
  waveWaitMs: ['AMEZMO_DEPLOY_WAVE_WAIT_MS', 'milliseconds'],
};

export function readTuning(env: Readonly<Record<string, string | undefined>>): Tuning {
  const tuning: Record<string, number> = {};
  for (const [key, [variable, unit]] of Object.entries(TUNING_VARIABLES)) {
    const value = env[variable];
    if (value === undefined || value === '') continue;
    if (!/^\d{1,15}$/.test(value) || Number(value) < 1) {
      throw new InputError(
        `${variable} has '${value}': it must be a positive whole number of ${unit}.`,
      );
    }
    tuning[key] = Number(value);
  }
  return tuning;
}

/** How soon a run's waits look again, from the tuning variables; empty unless they are set. */
export function readPace(env: Readonly<Record<string, string | undefined>>): Pace {
  const { pollMs, lookMs, waveWaitMs } = readTuning(env);
  return { pollMs, lookMs, waveWaitMs };
}
