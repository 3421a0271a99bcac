// Where one commit stands to another, as GitHub's compare API answers it, against the stand-in's
// commit graph: the four statuses, a commit GitHub does not know, and answers that cannot be used.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CompareAnswerError,
  compareCommits,
  compareCommitTimes,
} from '../../src/github/compare.ts';
import { GitHubApiError, GitHubClient } from '../../src/github/rest.ts';
import { startGitHubApi, type GitHubApi } from '../github-api/server.ts';

let github: GitHubApi;
const target = () => ({
  github: new GitHubClient({ token: 'ghs_x', apiUrl: github.url, retryDelayMs: 1 }),
  owner: 'acme',
  repo: 'shop',
});

// root - one - two (main), and one - side (a branch of its own)
const [ROOT, ONE, TWO, SIDE] = ['1', '2', '3', '4'].map((digit) => digit.repeat(40)) as [
  string,
  string,
  string,
  string,
];

beforeAll(async () => {
  github = await startGitHubApi();
});
afterAll(() => github.close());
beforeEach(() => {
  github.reset();
  github.commits.add(ROOT, { date: new Date('2026-01-01T00:00:00Z') });
  github.commits.add(ONE, { parents: [ROOT], date: new Date('2026-01-02T00:00:00Z') });
  github.commits.add(TWO, { parents: [ONE], date: new Date('2026-01-03T00:00:00Z') });
  github.commits.add(SIDE, { parents: [ONE], date: new Date('2026-01-04T00:00:00Z') });
});

describe('compareCommits', () => {
  it.each([
    ['behind', TWO, ROOT],
    ['ahead', ROOT, TWO],
    ['diverged', TWO, SIDE],
    ['identical', TWO, TWO],
  ])('answers %s (base %s, head %s)', async (status, base, head) => {
    expect(await compareCommits(target(), base, head)).toBe(status);
    expect(github.requests.map(({ path }) => path)).toEqual([
      `/repos/acme/shop/compare/${base}...${head}?per_page=1`,
    ]);
  });

  it('throws GitHubApiError 404 for a commit GitHub does not know', async () => {
    const error = await compareCommits(target(), 'f'.repeat(40), TWO).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubApiError);
    expect((error as GitHubApiError).status).toBe(404);
  });

  it.each([
    ['no status', { ahead_by: 1 }, '200 without a status'],
    ['a status of its own', { status: 'sideways' }, '200 with a status that is none of'],
    ['a list', [1, 2], '200 without a status'],
    ['null', null, '200 without a status'],
  ])('a clear error for an answer with %s, never a crash', async (_, body, problem) => {
    github.commits.answerCompareWith(body);
    const error = await compareCommits(target(), TWO, ROOT).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CompareAnswerError);
    expect((error as Error).message).toContain(
      `GitHub API: GET /repos/acme/shop/compare/${TWO}...${ROOT} answered ${problem}`,
    );
  });

  it('asks nothing for what is not a commit id', async () => {
    await expect(compareCommits(target(), '../x', TWO)).rejects.toThrow(RangeError);
    expect(github.requests).toEqual([]);
  });
});

describe("the stand-in's compare API, as GitHub documents it", () => {
  it('counts ahead and behind, names the merge base, and lists the commits head has, oldest first', async () => {
    const answer = (await target().github.request(
      'GET',
      `/repos/acme/shop/compare/${TWO}...${SIDE}`,
    )) as Record<string, unknown>;
    expect(answer).toMatchObject({
      status: 'diverged',
      ahead_by: 1,
      behind_by: 1,
      total_commits: 1,
      base_commit: { sha: TWO },
      merge_base_commit: { sha: ONE },
      commits: [{ sha: SIDE, parents: [{ sha: ONE }] }],
    });
    const back = (await target().github.request(
      'GET',
      `/repos/acme/shop/compare/${TWO}...${ROOT.slice(0, 7)}`,
    )) as Record<string, unknown>;
    expect(back).toMatchObject({ status: 'behind', ahead_by: 0, behind_by: 2, commits: [] });
  });
});

describe('compareCommitTimes', () => {
  const seconds = (iso: string) => Date.parse(iso) / 1000;

  it("answers the committer times of the commits head has that base lacks, every page's", async () => {
    expect(await compareCommitTimes(target(), ROOT, TWO)).toEqual([
      seconds('2026-01-02T00:00:00Z'),
      seconds('2026-01-03T00:00:00Z'),
    ]);
    expect(await compareCommitTimes(target(), TWO, ROOT)).toEqual([]);
    expect(github.requests.map(({ path }) => path)).toEqual([
      `/repos/acme/shop/compare/${ROOT}...${TWO}?per_page=100&page=1`,
      `/repos/acme/shop/compare/${TWO}...${ROOT}?per_page=100&page=1`,
    ]);
  });

  it('passes over a commit without a readable time, and reads nothing from a hostile answer', async () => {
    github.commits.answerCompareWith({
      total_commits: 3,
      commits: [
        { commit: { committer: { date: '2026-01-02T00:00:00Z' } } },
        { commit: { committer: { date: 'yesterday' } } },
        'nonsense',
      ],
    });
    expect(await compareCommitTimes(target(), ROOT, TWO)).toEqual([
      seconds('2026-01-02T00:00:00Z'),
    ]);
    github.commits.answerCompareWith(['not', 'an', 'object']);
    expect(await compareCommitTimes(target(), ROOT, TWO)).toEqual([]);
    await expect(compareCommitTimes(target(), '--all', TWO)).rejects.toThrow(RangeError);
  });
});
