// What GitHub says of pull requests: whether one is closed, which one a fork's branch opened, and
// what one is (draft, labels, head): read from an event's payload or from the API alike, and
// never trusted beyond its types.
import { clauseOf } from '../api/index.js';
import { GitHubApiError, isPermissionRefusal, repoPath, type RepositoryTarget } from './rest.js';

/** The commit a pull request proposes: its sha, its branch, and `owner:branch`. */
export interface PullRequestHead {
  sha: string;
  ref: string;
  label: string;
}

/** What a run needs to know of a pull request. */
export interface PullRequestFacts {
  number: number;
  /** Undefined when the record does not say. */
  state: 'open' | 'closed' | undefined;
  draft: boolean;
  /** The names of its labels. */
  labels: readonly string[];
  head: PullRequestHead;
  /** Whether its head branch lives in another repository; undefined when the record does not say. */
  fork: boolean | undefined;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A pull request number: a positive whole number, or undefined. */
export function pullNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

/**
 * The facts of a pull request record, as GitHub gives it in an event's `pull_request` or from
 * `GET /pulls/{n}`; undefined without a number. `repository` (`owner/name`) tells a fork's head.
 */
export function readPullRequest(value: unknown, repository: string): PullRequestFacts | undefined {
  const pull = record(value);
  const number = pullNumber(pull.number);
  if (number === undefined) return undefined;
  const head = record(pull.head);
  const headRepository = text(record(head.repo).full_name);
  const state = pull.state === 'open' || pull.state === 'closed' ? pull.state : undefined;
  return {
    number,
    state,
    draft: pull.draft === true,
    labels: (Array.isArray(pull.labels) ? pull.labels : [])
      .map((label) => text(record(label).name))
      .filter((name) => name !== ''),
    head: { sha: text(head.sha), ref: text(head.ref), label: text(head.label) },
    fork:
      headRepository === '' ? undefined : headRepository.toLowerCase() !== repository.toLowerCase(),
  };
}

/** The pull request as GitHub answers it now; throws when GitHub does not answer it. */
export async function getPullRequest(
  target: RepositoryTarget,
  number: number,
): Promise<PullRequestFacts> {
  const answer = await target.github.request('GET', repoPath(target, `/pulls/${number}`));
  const facts = readPullRequest(answer, `${target.owner}/${target.repo}`);
  if (!facts) throw new Error(`GitHub answered pull request #${number} without its number`);
  return facts;
}

function warnOnce(target: RepositoryTarget, error: unknown): void {
  target.logger.warning(
    isPermissionRefusal(error) && error.status === 403
      ? 'Could not read pull requests (GitHub answered 403): give the job "permissions: ' +
          'pull-requests: read" or write. Closed pull requests are not known; only max-age applies.'
      : `Could not read pull requests: ${clauseOf(error)}. Closed pull requests are not known; ` +
          'only max-age applies.',
  );
}

/** The state of each pull request GitHub could tell; one it could not is left out. */
export async function pullRequestStates(
  target: RepositoryTarget,
  numbers: readonly number[],
): Promise<Map<number, 'open' | 'closed'>> {
  const states = new Map<number, 'open' | 'closed'>();
  try {
    for (const number of numbers) {
      try {
        const pull = await target.github.request('GET', repoPath(target, `/pulls/${number}`));
        const state = (pull as { state?: unknown } | undefined)?.state;
        if (state === 'open' || state === 'closed') states.set(number, state);
      } catch (error) {
        // A preview whose pull request is gone (or was never one) is left to max-age.
        if (!(error instanceof GitHubApiError && error.status === 404)) throw error;
        target.logger.info(`GitHub knows no pull request #${number}.`);
      }
    }
  } catch (error) {
    warnOnce(target, error);
  }
  return states;
}

/** The open pull request whose head is `owner:branch`, e.g. a fork's, or undefined. */
export async function findPullRequest(
  target: RepositoryTarget,
  headLabel: string,
): Promise<number | undefined> {
  try {
    const pulls = await target.github.request('GET', repoPath(target, '/pulls'), {
      query: { state: 'open', head: headLabel },
    });
    return Array.isArray(pulls) ? pullNumber(record(pulls[0]).number) : undefined;
  } catch (error) {
    warnOnce(target, error);
    return undefined;
  }
}
