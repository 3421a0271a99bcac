// What GitHub says of pull requests: whether one is closed, and which one a fork's branch opened.
import { clauseOf } from '../api/errors.js';
import { GitHubApiError, isPermissionRefusal, repoPath, type RepositoryTarget } from './rest.js';

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
    const number = Array.isArray(pulls)
      ? (pulls[0] as { number?: unknown } | undefined)?.number
      : undefined;
    return typeof number === 'number' ? number : undefined;
  } catch (error) {
    warnOnce(target, error);
    return undefined;
  }
}
