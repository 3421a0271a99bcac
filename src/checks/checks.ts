// Whether the commit's CI passed: its check runs and commit statuses read from GitHub's answers,
// and the decision over them (deploy, wait, or refuse and why). Pure: the answers are asked
// for, and the waiting done, in wait.ts.
import { AmezmoDeployError } from '../errors.js';
import { shortSha } from '../format.js';
import { UnexpectedResponseError } from '../http/index.js';

/** One check of the commit, as either API tells it. */
export interface Check {
  readonly kind: 'check run' | 'status';
  /** A check run's name, a status's context. */
  readonly name: string;
  readonly state: 'pending' | 'passed' | 'failed';
  /** GitHub's own word for it: a check run's status or conclusion, a status's state. */
  readonly word: string;
  /** Its page (`html_url`, `details_url`, `target_url`), when it is a web address. */
  readonly url: string | undefined;
  /**
   * A check run of this very workflow run that has not completed: this job, or a job beside it
   * that cannot be waited for from here (the order of a run's own jobs is what `needs:` says).
   */
  readonly own: boolean;
}

/** Which checks must pass: every one the commit has (`all`), or those named. */
export type RequiredChecks = 'all' | readonly string[];

/** What is required of the commit's checks, as the settings say it. */
export interface ChecksSettings {
  readonly required: RequiredChecks;
  readonly timeoutMs: number;
  /** The timeout as the setting says it, e.g. `15m`. */
  readonly timeout: string;
  /** How a message says to wait longer, e.g. `set checks-timeout: 30m`. */
  readonly howToWaitLonger: string;
  /** Where a message says the names are given, e.g. `require-checks`. */
  readonly namedIn: string;
}

export interface ChecksQuestion extends Omit<ChecksSettings, 'timeoutMs'> {
  readonly checks: readonly Check[];
  readonly commit: string;
  /** The time waited is up: what is still pending or missing refuses the deploy. */
  readonly timedOut: boolean;
}

/** Deploy (the checks that passed), wait (for what), or refuse (why). */
export type ChecksVerdict =
  | { readonly deploy: true; readonly passed: readonly Check[] }
  | { readonly deploy: false; readonly waitFor: readonly string[] }
  | { readonly deploy: false; readonly refusal: string };

/** Check run conclusions that pass; every other conclusion fails. */
const PASSING_CONCLUSIONS = ['success', 'neutral', 'skipped'];
/** Commit status states. */
const STATUS_STATES: Readonly<Record<string, Check['state']>> = {
  success: 'passed',
  pending: 'pending',
  failure: 'failed',
  error: 'failed',
};
/** The most checks a message names one by one. */
const NAMED_AT_MOST = 5;

/**
 * The decision over the commit's checks. A failed check refuses at once, whatever else is
 * pending; a required check pending (or, by name, not there yet) waits, until the time is up.
 */
export function judgeChecks(question: ChecksQuestion): ChecksVerdict {
  const { required, commit } = question;
  const considered = newestByName(question.checks.filter((check) => !check.own));
  const wanted =
    required === 'all' ? considered : considered.filter((check) => required.includes(check.name));
  const failed = wanted.filter((check) => check.state === 'failed');
  const lead = `Refusing to deploy commit ${shortSha(commit)}`;
  if (failed.length > 0) {
    return {
      deploy: false,
      refusal:
        `${lead}: ${listed(failed, (check) => `${describe(check)} failed (${check.word})${linkOf(check)}`)}. ` +
        'Fix it and push again, or run the failed check again.',
    };
  }
  const pending = wanted.filter((check) => check.state === 'pending');
  const missing =
    required === 'all'
      ? []
      : required.filter((name) => !wanted.some((check) => check.name === name));
  const ownOnly = missing.filter((name) =>
    question.checks.some((check) => check.own && check.name === name),
  );
  if (ownOnly.length > 0) {
    return {
      deploy: false,
      refusal:
        `${lead}: ${listed(ownOnly, (name) => `'${name}'`)} ${ownOnly.length > 1 ? 'are jobs' : 'is a job'} ` +
        'of this very workflow run, which cannot end before this job does. Order jobs of one ' +
        `run with 'needs:', and name in ${question.namedIn} only checks of other workflows or apps.`,
    };
  }
  if (pending.length === 0 && missing.length === 0) return { deploy: true, passed: wanted };
  if (!question.timedOut) {
    return {
      deploy: false,
      waitFor: [...pending.map(describe), ...missing.map((name) => `'${name}'`)],
    };
  }
  const still = [
    ...pending.map((check) => `${describe(check)} was still ${check.word}${linkOf(check)}`),
    ...missing.map((name) => `'${name}' never appeared on the commit`),
  ];
  const known = considered.map((check) => check.name);
  return {
    deploy: false,
    refusal:
      `${lead}: within ${question.timeout}, ${listed(still, (text) => text)}. ` +
      (missing.length > 0
        ? `Check the names in ${question.namedIn} (the commit has ${known.length > 0 ? listed(known, (name) => `'${name}'`) : 'no checks'}), or ${question.howToWaitLonger}.`
        : `Wait for it and run the deploy again, or ${question.howToWaitLonger}.`),
  };
}

/** The newest check of each kind and name: a check run re-run, a status set again. */
function newestByName(checks: readonly Check[]): Check[] {
  const newest = new Map<string, Check>();
  // GitHub lists the newest first; the first of each name is kept.
  for (const check of checks) {
    const key = `${check.kind}\u0000${check.name}`;
    if (!newest.has(key)) newest.set(key, check);
  }
  return [...newest.values()];
}

function describe(check: Pick<Check, 'kind' | 'name'>): string {
  return `${check.kind === 'status' ? 'status' : 'check'} '${check.name}'`;
}

function linkOf(check: Pick<Check, 'url'>): string {
  return check.url === undefined ? '' : `: ${check.url}`;
}

/** `a; b; c` for a few, `a; b; and 3 more` for many. */
function listed<T>(items: readonly T[], say: (item: T) => string): string {
  const shown = items.slice(0, NAMED_AT_MOST).map(say);
  const more = items.length - shown.length;
  return more > 0 ? `${shown.join('; ')}; and ${more} more` : shown.join('; ');
}

/** The check runs of one answer of `GET .../commits/{ref}/check-runs`, the newest first. */
export function readCheckRuns(
  operation: string,
  runs: readonly unknown[],
  runId: string | undefined,
): Check[] {
  const ownRun = runId ? `/actions/runs/${runId}/` : undefined;
  return runs
    .map((item, index) => {
      const run = objectOf(item, operation, `check run ${index + 1}`);
      const name = textOf(run.name, operation, `check run ${index + 1} has no name`);
      const status = textOf(run.status, operation, `check run '${name}' has no status`);
      const url = webAddress(run.html_url) ?? webAddress(run.details_url);
      const id = typeof run.id === 'number' ? run.id : 0;
      if (status !== 'completed') {
        const own =
          ownRun !== undefined &&
          [run.details_url, run.html_url].some(
            (address) => typeof address === 'string' && address.includes(ownRun),
          );
        return { id, check: { kind: 'check run', name, state: 'pending', word: status, url, own } };
      }
      const conclusion = textOf(
        run.conclusion,
        operation,
        `completed check run '${name}' has no conclusion`,
      );
      const state = PASSING_CONCLUSIONS.includes(conclusion) ? 'passed' : 'failed';
      return { id, check: { kind: 'check run', name, state, word: conclusion, url, own: false } };
    })
    .sort((a, b) => b.id - a.id)
    .map(({ check }) => check as Check);
}

/** The statuses of one answer of `GET .../commits/{ref}/status`, as GitHub orders them. */
export function readStatuses(operation: string, statuses: readonly unknown[]): Check[] {
  return statuses.map((item, index) => {
    const status = objectOf(item, operation, `status ${index + 1}`);
    const name = textOf(status.context, operation, `status ${index + 1} has no context`);
    const word = textOf(status.state, operation, `status '${name}' has no state`);
    const state = STATUS_STATES[word];
    if (state === undefined) {
      throw new ChecksAnswerError(
        operation,
        `status '${name}' has the state '${word}', none of ${Object.keys(STATUS_STATES).join(', ')}`,
      );
    }
    return { kind: 'status', name, state, word, url: webAddress(status.target_url), own: false };
  });
}

function objectOf(item: unknown, operation: string, what: string): Record<string, unknown> {
  if (typeof item === 'object' && item !== null && !Array.isArray(item)) {
    return item as Record<string, unknown>;
  }
  throw new ChecksAnswerError(operation, `${what} is not an object`);
}

/** A name or word from an answer: one line of at most 200 characters, else the answer is bad. */
function textOf(value: unknown, operation: string, problem: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ChecksAnswerError(operation, problem);
  }
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/** An http(s) address as the URL standard writes it (so escaped), when `value` is one. */
function webAddress(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** GitHub answered a commit's check runs or statuses with a body that cannot be used. */
export class ChecksAnswerError extends UnexpectedResponseError {
  override readonly errorCode = 'checks-malformed';
  constructor(operation: string, problem: string) {
    super(operation, `200, but ${problem}`, 'GitHub API');
    this.name = 'ChecksAnswerError';
  }
}

/** The commit's checks did not pass (failed, still pending, or missing), or cannot be read. */
export class ChecksRefusedError extends AmezmoDeployError {
  readonly errorCode = 'checks-not-passed';
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ChecksRefusedError';
  }
}
