// The commit's checks asked of the GitHub stand-in on 127.0.0.1 and waited for on the fake clock:
// what was asked (both APIs, every page), how often, what a refusal says, and what a 403 or a
// malformed answer comes to.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ChecksSettings } from '../../src/checks/checks.ts';
import { awaitChecks, requireChecks } from '../../src/checks/wait.ts';
import { GitHubClient } from '../../src/github/rest.ts';
import { fakeClock, type FakeClock } from '../helpers/clock.ts';
import { recordingLogger } from '../helpers/releases.ts';
import { startGitHubApi, type GitHubApi } from '../github-api/server.ts';

const COMMIT = 'c'.repeat(40);
let github: GitHubApi;
let client: GitHubClient;
let clock: FakeClock;
let logger: ReturnType<typeof recordingLogger>;

beforeAll(async () => {
  github = await startGitHubApi();
  client = new GitHubClient({
    token: 'ghs_x',
    apiUrl: github.url,
    retryDelayMs: 1,
    maxAttempts: 1,
  });
});
afterAll(async () => {
  client.close();
  await github.close();
});
beforeEach(() => {
  github.reset();
  clock = fakeClock();
  logger = recordingLogger();
});

const settings = (overrides: Partial<ChecksSettings> = {}): ChecksSettings => ({
  required: 'all',
  timeoutMs: 60_000,
  timeout: '1m',
  howToWaitLonger: 'set checks-timeout: 30m',
  namedIn: 'require-checks',
  ...overrides,
});

function wait(overrides: Partial<ChecksSettings> = {}, runId = '70') {
  return awaitChecks(settings(overrides), COMMIT, {
    target: { github: client, owner: 'acme', repo: 'shop' },
    runId,
    clock,
    logger,
    signal: new AbortController().signal,
    pollMs: 100,
  });
}

const reads = () => github.requests.map(({ method, path }) => `${method} ${path}`);
const RUNS = `GET /repos/acme/shop/commits/${COMMIT}/check-runs?per_page=100`;
const STATUS = `GET /repos/acme/shop/commits/${COMMIT}/status?per_page=100`;

describe('awaitChecks', () => {
  it('asks both APIs once and goes on when every check passed', async () => {
    github.checks.addRun(COMMIT, { name: 'test', runId: 7 });
    github.checks.addStatus(COMMIT, { context: 'ci/jenkins', state: 'success' });
    const passed = await wait();
    expect(passed.map(({ name }) => name)).toEqual(['test', 'ci/jenkins']);
    expect(reads()).toEqual([RUNS, STATUS]);
    expect(clock.sleeps).toEqual([]);
    expect(logger.lines).toEqual(["Checks passed: 'test' (success), 'ci/jenkins' (success)."]);
  });

  it('waits at the poll pace while a check is pending, then goes on once it passed', async () => {
    github.checks.addRun(COMMIT, { name: 'test', pendingReads: 3, runId: 7 });
    github.checks.addStatus(COMMIT, { context: 'ci/jenkins', pendingReads: 1 });
    await wait();
    expect(clock.sleeps).toEqual([100, 200, 400]);
    expect(reads()).toEqual([RUNS, STATUS, RUNS, STATUS, RUNS, STATUS, RUNS, STATUS]);
    expect(logger.lines).toEqual([
      "Waiting for check 'test', status 'ci/jenkins'.",
      "Waiting for check 'test'.",
      "Checks passed: 'test' (success), 'ci/jenkins' (success).",
    ]);
  });

  it('refuses a check still pending when checks-timeout is up, on the clock', async () => {
    github.checks.addRun(COMMIT, {
      name: 'e2e',
      conclusion: null,
      pendingStatus: 'queued',
      runId: 7,
    });
    await expect(wait({ timeoutMs: 1_000, timeout: '1s' })).rejects.toMatchObject({
      errorCode: 'checks-not-passed',
      message: expect.stringMatching(
        /^Refusing to deploy commit ccccccc: within 1s, check 'e2e' was still queued: https:\/\/github\.com\/acme\/shop\/actions\/runs\/7\/job\/\d+\. Wait for it/,
      ),
    });
    expect(clock.sleeps).toEqual([100, 200, 400, 300]);
    expect(clock.sleeps.reduce((a, b) => a + b)).toBe(1_000);
  });

  it('looks once and does not wait with a timeout of 0', async () => {
    github.checks.addRun(COMMIT, { name: 'e2e', pendingReads: 1 });
    await expect(wait({ timeoutMs: 0, timeout: '0' })).rejects.toThrow(/was still in_progress/);
    expect(clock.sleeps).toEqual([]);
  });

  it('refuses at once on a failed check, naming it and its link', async () => {
    github.checks.addRun(COMMIT, { name: 'e2e', conclusion: null });
    github.checks.addRun(COMMIT, {
      name: 'test',
      conclusion: 'failure',
      url: 'https://ci.example/t/1',
    });
    await expect(wait()).rejects.toThrow(
      "Refusing to deploy commit ccccccc: check 'test' failed (failure): https://ci.example/t/1. " +
        'Fix it and push again, or run the failed check again.',
    );
    expect(clock.sleeps).toEqual([]);
  });

  it("does not wait for this workflow run's own job with all", async () => {
    github.checks.addRun(COMMIT, { name: 'deploy', conclusion: null, runId: 70 });
    github.checks.addRun(COMMIT, { name: 'test', runId: 69 });
    await expect(wait()).resolves.toHaveLength(1);
    expect(clock.sleeps).toEqual([]);
  });

  it('reads every page of the check runs, as the Link header leads', async () => {
    for (let n = 0; n < 130; n++) github.checks.addRun(COMMIT, { name: `job ${n}` });
    github.checks.addRun(COMMIT, { name: 'first', conclusion: 'timed_out' });
    await expect(wait({ required: ['job 0', 'first'] })).rejects.toThrow(
      /check 'first' failed \(timed_out\)/,
    );
    expect(reads()).toEqual([RUNS, `${RUNS}&page=2`, STATUS]);
  });

  it.each([
    ['check runs', /\/check-runs/, 'checks: read'],
    ['statuses', /\/status\b/, 'statuses: read'],
  ])('names the permission when GitHub refuses the %s with 403', async (what, only, permission) => {
    github.forbid(only);
    await expect(wait()).rejects.toMatchObject({
      errorCode: 'checks-not-passed',
      message: expect.stringMatching(
        new RegExp(
          `^Could not read the commit's ${what} \\(GitHub API: GET .* answered 403: Resource not accessible by integration\\), so whether its checks passed is unknown and nothing is deployed: give the job "permissions: ${permission}"`,
        ),
      ),
    });
  });

  it.each<[string, 'check-runs' | 'status', unknown, RegExp]>([
    ['no list', 'check-runs', { total_count: 1 }, /answered 200 without a list 'check_runs'/],
    ['a list', 'check-runs', [], /answered 200 without a list 'check_runs'/],
    [
      'a run without a status',
      'check-runs',
      { total_count: 1, check_runs: [{ name: 'x' }] },
      /answered 200, but check run 'x' has no status/,
    ],
    [
      'statuses that are no list',
      'status',
      { state: 'success', statuses: 'all good' },
      /answered 200 without a list 'statuses'/,
    ],
  ])('fails clearly on an answer with %s', async (_title, endpoint, body, message) => {
    github.checks.answerWith(endpoint, body);
    await expect(wait()).rejects.toThrow(message);
  });
});

describe('requireChecks', () => {
  it('says what it requires, then waits', async () => {
    github.checks.addRun(COMMIT, { name: 'test' });
    await requireChecks(settings({ required: ['test'] }), {
      commit: COMMIT,
      repository: 'acme/shop',
      github: client,
      clock,
      logger,
      signal: new AbortController().signal,
    });
    expect(logger.lines[0]).toBe(
      "Requiring the checks of commit ccccccc: 'test', waiting at most 1m.",
    );
  });

  it('refuses when it cannot reach GitHub, rather than deploying unchecked', async () => {
    await expect(
      requireChecks(settings(), {
        commit: COMMIT,
        repository: 'acme/shop',
        clock,
        logger,
        signal: new AbortController().signal,
      }),
    ).rejects.toMatchObject({ errorCode: 'checks-not-passed' });
    expect(github.requests).toEqual([]);
  });
});
