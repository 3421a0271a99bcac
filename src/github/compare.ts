// Where one commit stands to another, as GitHub's compare API tells it: whether the commit to
// deploy is behind (an ancestor of) the live one, ahead of it, diverged or the same. The answer is
// never trusted beyond the one field read.
import { asRecord } from '../api/index.js';
import { UnexpectedResponseError } from '../http/index.js';
import { repoPath, type RepositoryTarget } from './rest.js';

/** Where `head` stands to `base`, in the words of GitHub's compare API. */
export type CommitStanding = 'behind' | 'ahead' | 'diverged' | 'identical';

const STANDINGS: readonly string[] = ['behind', 'ahead', 'diverged', 'identical'];

/** A commit id as git names it: hex, abbreviated (7) to whole (SHA-256's 64). */
export function isCommitId(value: string): boolean {
  return /^[0-9a-f]{7,64}$/i.test(value);
}

/** GitHub answered the compare API with a body whose `status` cannot be used. */
export class CompareAnswerError extends UnexpectedResponseError {
  override readonly errorCode = 'compare-malformed';
  constructor(operation: string, problem: string) {
    super(operation, problem, 'GitHub API');
    this.name = 'CompareAnswerError';
  }
}

/**
 * Where `head` stands to `base` (`GET /repos/{owner}/{repo}/compare/{base}...{head}`): `behind`
 * when `head` is an ancestor of `base`. Throws GitHubApiError when GitHub refuses (404 for a
 * commit it does not know), and CompareAnswerError when its answer has no status of those four.
 */
export async function compareCommits(
  target: Pick<RepositoryTarget, 'github' | 'owner' | 'repo'>,
  base: string,
  head: string,
  signal?: AbortSignal,
): Promise<CommitStanding> {
  for (const commit of [base, head]) {
    if (!isCommitId(commit)) throw new RangeError(`'${commit}' is not a commit id`);
  }
  const path = repoPath(target, `/compare/${base}...${head}`);
  // One commit of the comparison is enough: only `status` is read.
  const answer = await target.github.request('GET', path, {
    query: { per_page: 1 },
    ...(signal ? { signal } : {}),
  });
  const status =
    typeof answer === 'object' && answer !== null && !Array.isArray(answer)
      ? (answer as { status?: unknown }).status
      : undefined;
  if (typeof status !== 'string' || !STANDINGS.includes(status)) {
    throw new CompareAnswerError(
      `GET ${path}`,
      typeof status === 'string'
        ? `200 with a status that is none of ${STANDINGS.join(', ')}`
        : '200 without a status',
    );
  }
  return status as CommitStanding;
}

/** The most pages of commits read from one comparison: 1,000 commits at 100 a page. */
const MAX_COMMIT_PAGES = 10;

/**
 * The committer times (seconds) of the commits `head` has that `base` lacks, from the compare
 * API's `commits` (up to 100 a page, MAX_COMMIT_PAGES pages); a commit without a readable time
 * is passed over. Throws what GitHub answered (404 for a commit it does not know).
 */
export async function compareCommitTimes(
  target: Pick<RepositoryTarget, 'github' | 'owner' | 'repo'>,
  base: string,
  head: string,
  signal?: AbortSignal,
): Promise<number[]> {
  for (const commit of [base, head]) {
    if (!isCommitId(commit)) throw new RangeError(`'${commit}' is not a commit id`);
  }
  const path = repoPath(target, `/compare/${base}...${head}`);
  const times: number[] = [];
  for (let page = 1; page <= MAX_COMMIT_PAGES; page++) {
    const answer = await target.github.request('GET', path, {
      query: { per_page: 100, page },
      ...(signal ? { signal } : {}),
    });
    const body = asRecord(answer);
    const commits: unknown[] = Array.isArray(body?.commits) ? body.commits : [];
    for (const commit of commits) {
      const committer = asRecord(asRecord(asRecord(commit)?.commit)?.committer);
      const date = typeof committer?.date === 'string' ? Date.parse(committer.date) : NaN;
      if (Number.isFinite(date)) times.push(Math.floor(date / 1000));
    }
    const total = body?.total_commits;
    if (commits.length < 100 || (typeof total === 'number' && page * 100 >= total)) break;
  }
  return times;
}
