// The GitHub stand-in's checks of a commit, asked over HTTP as a client asks GitHub: the shapes
// GitHub documents (total_count and check_runs; state, statuses and total_count), paging by the
// Link header, the newest run of each name, and checks that complete after some reads.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startGitHubApi, type GitHubApi } from './server.ts';

const SHA = 'a'.repeat(40);
let github: GitHubApi;

beforeAll(async () => {
  github = await startGitHubApi();
});
afterAll(() => github.close());
beforeEach(() => github.reset());

async function get(path: string) {
  const response = await fetch(`${github.url}/repos/acme/shop/commits/${SHA}/${path}`);
  return {
    body: (await response.json()) as Record<string, unknown>,
    link: response.headers.get('link'),
  };
}

describe('the check runs of a commit', () => {
  it('answers total_count and check_runs, newest first, paged by the Link header', async () => {
    for (let n = 0; n < 3; n++) github.checks.addRun(SHA, { name: `job ${n}` });
    const first = await get('check-runs?per_page=2');
    expect(first.body.total_count).toBe(3);
    expect((first.body.check_runs as { name: string }[]).map(({ name }) => name)).toEqual([
      'job 2',
      'job 1',
    ]);
    expect(first.link).toBe(
      `<${github.url}/repos/acme/shop/commits/${SHA}/check-runs?per_page=2&page=2>; rel="next", ` +
        `<${github.url}/repos/acme/shop/commits/${SHA}/check-runs?per_page=2&page=2>; rel="last"`,
    );
    const second = await get('check-runs?per_page=2&page=2');
    expect((second.body.check_runs as { name: string }[]).map(({ name }) => name)).toEqual([
      'job 0',
    ]);
  });

  it('goes from pending to completed after the reads asked for, linking its job', async () => {
    github.checks.addRun(SHA, { name: 'test', pendingReads: 1, conclusion: 'failure', runId: 42 });
    const pending = (await get('check-runs')).body.check_runs as Record<string, unknown>[];
    expect(pending[0]).toMatchObject({
      status: 'in_progress',
      conclusion: null,
      completed_at: null,
    });
    expect(pending[0]?.details_url).toMatch(
      /^https:\/\/github\.com\/acme\/shop\/actions\/runs\/42\/job\/\d+$/,
    );
    const done = (await get('check-runs')).body.check_runs as Record<string, unknown>[];
    expect(done[0]).toMatchObject({ status: 'completed', conclusion: 'failure', name: 'test' });
  });

  it('answers the newest run of each name, unless filter=all', async () => {
    github.checks.addRun(SHA, { name: 'test', conclusion: 'failure' });
    github.checks.addRun(SHA, { name: 'test' });
    expect((await get('check-runs')).body).toMatchObject({
      total_count: 1,
      check_runs: [{ conclusion: 'success' }],
    });
    expect((await get('check-runs?filter=all')).body.total_count).toBe(2);
  });
});

describe('the statuses of a commit', () => {
  it('combines the newest status of each context, as GitHub does', async () => {
    expect((await get('status')).body).toMatchObject({
      state: 'pending',
      statuses: [],
      total_count: 0,
    });
    github.checks.addStatus(SHA, { context: 'ci/a', state: 'error' });
    github.checks.addStatus(SHA, {
      context: 'ci/a',
      state: 'success',
      target_url: 'https://ci.example/a',
    });
    github.checks.addStatus(SHA, { context: 'ci/b', pendingReads: 1 });
    const first = (await get('status')).body;
    expect(first).toMatchObject({ state: 'pending', total_count: 2, sha: SHA });
    expect(first.statuses).toEqual([
      expect.objectContaining({ context: 'ci/b', state: 'pending', target_url: null }),
      expect.objectContaining({
        context: 'ci/a',
        state: 'success',
        target_url: 'https://ci.example/a',
      }),
    ]);
    expect((await get('status')).body.state).toBe('success');
    // Every status, newest first.
    const all = (await get('statuses')).body as unknown as { context: string; state: string }[];
    expect(all.map(({ context, state }) => `${context} ${state}`)).toEqual([
      'ci/b success',
      'ci/a success',
      'ci/a error',
    ]);
  });

  it('answers a test-given body instead, for a malformed answer', async () => {
    github.checks.answerWith('status', { statuses: 'all good' });
    expect((await get('status')).body).toEqual({ statuses: 'all good' });
  });
});
