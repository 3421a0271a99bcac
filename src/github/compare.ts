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
  // One commit of the comparison is enough: only `status` is read.
  return (await askCompare(target, base, head, 1, signal)).status;
}

/** A commit as a list of changes shows it: never trusted beyond these three strings. */
export interface ListedCommit {
  readonly sha: string;
  /** The first line of its message, at most 200 characters. */
  readonly subject: string;
  readonly author: string;
}

/** The commits `head` has that `base` lacks, as GitHub's compare API lists them. */
export interface CommitList {
  readonly status: CommitStanding;
  /** How many there are in all (GitHub lists at most 250 on a page). */
  readonly total: number;
  /** The first `most` of them, newest first. */
  readonly commits: readonly ListedCommit[];
}

/**
 * The commits `head` has that `base` lacks, and where it stands to `base`: the first page of
 * GitHub's answer (oldest first), the newest `most` of it kept. Throws as compareCommits does.
 */
export async function listCommitsBetween(
  target: Pick<RepositoryTarget, 'github' | 'owner' | 'repo'>,
  base: string,
  head: string,
  most: number,
  signal?: AbortSignal,
): Promise<CommitList> {
  const { status, answer } = await askCompare(target, base, head, 250, signal);
  const listed = Array.isArray(answer.commits) ? (answer.commits as unknown[]) : [];
  const commits = listed.flatMap((each) => {
    const commit = asRecord(each);
    const sha = typeof commit?.sha === 'string' && isCommitId(commit.sha) ? commit.sha : undefined;
    if (!sha) return [];
    const detail = asRecord(commit?.commit);
    const message = typeof detail?.message === 'string' ? detail.message : '';
    const name = asRecord(detail?.author)?.name ?? asRecord(commit?.author)?.login;
    return [
      {
        sha,
        subject: (message.split(/\r?\n/, 1)[0] ?? '').slice(0, 200),
        author: typeof name === 'string' ? name.slice(0, 100) : '',
      },
    ];
  });
  const total = Number.isSafeInteger(answer.total_commits)
    ? Math.max(answer.total_commits as number, commits.length)
    : commits.length;
  return { status, total, commits: commits.reverse().slice(0, most) };
}

async function askCompare(
  target: Pick<RepositoryTarget, 'github' | 'owner' | 'repo'>,
  base: string,
  head: string,
  perPage: number,
  signal?: AbortSignal,
): Promise<{ status: CommitStanding; answer: Record<string, unknown> }> {
  for (const commit of [base, head]) {
    if (!isCommitId(commit)) throw new RangeError(`'${commit}' is not a commit id`);
  }
  const path = repoPath(target, `/compare/${base}...${head}`);
  const answer = await target.github.request('GET', path, {
    query: { per_page: perPage },
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
  return { status: status as CommitStanding, answer: asRecord(answer) ?? {} };
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
