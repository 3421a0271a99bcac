// What GitHub says of pull requests: whether one is closed, and which one a fork's branch opened.
import { clauseOf } from '../api/errors.js';
import type { Logger } from '../logger.js';

export interface RepositoryTarget {
  token: string;
  /** GitHub's REST API address. */
  apiUrl: string;
  owner: string;
  repo: string;
  logger: Logger;
}

interface PullsApi {
  get(parameters: Record<string, unknown>): Promise<{ data: unknown }>;
  list(parameters: Record<string, unknown>): Promise<{ data: unknown }>;
}

async function pullsApi(target: RepositoryTarget): Promise<PullsApi> {
  const { getOctokit } = await import('@actions/github');
  return getOctokit(target.token, { baseUrl: target.apiUrl }).rest.pulls as unknown as PullsApi;
}

function warnOnce(target: RepositoryTarget, error: unknown): void {
  const status = (error as { status?: unknown }).status;
  target.logger.warning(
    status === 403
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
  if (numbers.length === 0) return states;
  try {
    const api = await pullsApi(target);
    for (const number of numbers) {
      try {
        const { data } = await api.get({
          owner: target.owner,
          repo: target.repo,
          pull_number: number,
        });
        const state = (data as { state?: unknown }).state;
        if (state === 'open' || state === 'closed') states.set(number, state);
      } catch (error) {
        // A preview whose pull request is gone (or was never one) is left to max-age.
        if ((error as { status?: unknown }).status !== 404) throw error;
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
    const api = await pullsApi(target);
    const { data } = await api.list({
      owner: target.owner,
      repo: target.repo,
      state: 'open',
      head: headLabel,
    });
    const number = Array.isArray(data)
      ? (data[0] as { number?: unknown } | undefined)?.number
      : undefined;
    return typeof number === 'number' ? number : undefined;
  } catch (error) {
    warnOnce(target, error);
    return undefined;
  }
}
