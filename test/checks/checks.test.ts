// The decision over a commit's checks, as a table: what passes, what waits, what refuses and what
// it says; and GitHub's answers read, a malformed one refused clearly.
import { describe, expect, it } from 'vitest';
import {
  type Check,
  ChecksAnswerError,
  type ChecksQuestion,
  judgeChecks,
  readCheckRuns,
  readStatuses,
} from '../../src/checks/checks.ts';

const COMMIT = 'c'.repeat(40);
const run = (name: string, state: Check['state'], word: string, own = false): Check => ({
  kind: 'check run',
  name,
  state,
  word,
  url: `https://github.com/acme/shop/runs/${name}`,
  own,
});
const status = (name: string, state: Check['state'], word: string): Check => ({
  kind: 'status',
  name,
  state,
  word,
  url: undefined,
  own: false,
});

function judge(overrides: Partial<ChecksQuestion>) {
  return judgeChecks({
    required: 'all',
    checks: [],
    commit: COMMIT,
    timedOut: false,
    timeout: '15m',
    howToWaitLonger: 'set checks-timeout: 30m',
    namedIn: 'require-checks',
    ...overrides,
  });
}

describe('judgeChecks', () => {
  it.each<[string, Partial<ChecksQuestion>, ReturnType<typeof judgeChecks>]>([
    [
      'all passed (success, neutral, skipped; a status too)',
      {
        checks: [
          run('test', 'passed', 'success'),
          run('lint', 'passed', 'neutral'),
          run('docs', 'passed', 'skipped'),
          status('ci/circleci', 'passed', 'success'),
        ],
      },
      {
        deploy: true,
        passed: [
          run('test', 'passed', 'success'),
          run('lint', 'passed', 'neutral'),
          run('docs', 'passed', 'skipped'),
          status('ci/circleci', 'passed', 'success'),
        ],
      },
    ],
    ['no checks at all, with all', {}, { deploy: true, passed: [] }],
    [
      'one pending: wait for it',
      { checks: [run('test', 'passed', 'success'), run('e2e', 'pending', 'in_progress')] },
      { deploy: false, waitFor: ["check 'e2e'"] },
    ],
    [
      "with all, this run's own pending job is not waited for",
      { checks: [run('test', 'passed', 'success'), run('deploy', 'pending', 'in_progress', true)] },
      { deploy: true, passed: [run('test', 'passed', 'success')] },
    ],
    [
      'named: only those named count',
      {
        required: ['test'],
        checks: [run('test', 'passed', 'success'), run('flaky', 'failed', 'failure')],
      },
      { deploy: true, passed: [run('test', 'passed', 'success')] },
    ],
    [
      'named and not there yet: wait for it',
      { required: ['test', 'ci/jenkins'], checks: [run('test', 'passed', 'success')] },
      { deploy: false, waitFor: ["'ci/jenkins'"] },
    ],
    [
      'a status named as its context',
      { required: ['ci/jenkins'], checks: [status('ci/jenkins', 'pending', 'pending')] },
      { deploy: false, waitFor: ["status 'ci/jenkins'"] },
    ],
    [
      'the newest of a name wins: a failed run run again and passed',
      { checks: [run('test', 'passed', 'success'), run('test', 'failed', 'failure')] },
      { deploy: true, passed: [run('test', 'passed', 'success')] },
    ],
  ])('%s', (_title, question, verdict) => {
    expect(judge(question)).toEqual(verdict);
  });

  it('refuses at once on a failed check, naming it and its link, whatever is pending', () => {
    expect(
      judge({
        checks: [
          run('e2e', 'pending', 'queued'),
          run('test', 'failed', 'failure'),
          status('ci/jenkins', 'failed', 'error'),
        ],
      }),
    ).toEqual({
      deploy: false,
      refusal:
        "Refusing to deploy commit ccccccc: check 'test' failed (failure): " +
        "https://github.com/acme/shop/runs/test; status 'ci/jenkins' failed (error). Fix it and " +
        'push again, or run the failed check again.',
    });
  });

  it.each(['failure', 'timed_out', 'cancelled', 'action_required', 'startup_failure', 'stale'])(
    'a check run that ended %s fails',
    (conclusion) => {
      const [read] = readCheckRuns(
        'GET x',
        [{ name: 'test', status: 'completed', conclusion }],
        '',
      );
      expect(read?.state).toBe('failed');
      expect(judge({ checks: [read as Check] })).toMatchObject({
        refusal: expect.stringContaining(`check 'test' failed (${conclusion})`),
      });
    },
  );

  it('refuses a check still pending when the time is up, saying how to wait longer', () => {
    expect(judge({ timedOut: true, checks: [run('e2e', 'pending', 'queued')] })).toEqual({
      deploy: false,
      refusal:
        "Refusing to deploy commit ccccccc: within 15m, check 'e2e' was still queued: " +
        'https://github.com/acme/shop/runs/e2e. Wait for it and run the deploy again, or set ' +
        'checks-timeout: 30m.',
    });
  });

  it('refuses a named check that never appeared, naming those the commit has', () => {
    expect(
      judge({
        timedOut: true,
        required: ['tests'],
        checks: [run('test', 'passed', 'success'), status('ci/jenkins', 'passed', 'success')],
      }),
    ).toEqual({
      deploy: false,
      refusal:
        "Refusing to deploy commit ccccccc: within 15m, 'tests' never appeared on the commit. " +
        "Check the names in require-checks (the commit has 'test'; 'ci/jenkins'), or set " +
        'checks-timeout: 30m.',
    });
  });

  it("refuses at once a named check that is only this run's own job", () => {
    expect(
      judge({ required: ['deploy'], checks: [run('deploy', 'pending', 'in_progress', true)] }),
    ).toMatchObject({
      refusal: expect.stringMatching(
        /^Refusing to deploy commit ccccccc: 'deploy' is a job of this very workflow run, which cannot end before this job does\./,
      ),
    });
  });

  it('names five checks at most', () => {
    const failed = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) =>
      run(name, 'failed', 'failure'),
    );
    expect(judge({ checks: failed })).toMatchObject({
      refusal: expect.stringContaining(
        "check 'e' failed (failure): https://github.com/acme/shop/runs/e; and 2 more.",
      ),
    });
  });
});

describe("reading GitHub's answers", () => {
  it('marks a pending check run of this workflow run as its own, by the run id in its link', () => {
    const page = (runId: number) => `https://github.com/acme/shop/actions/runs/${runId}/job/99`;
    const runs = readCheckRuns(
      'GET x',
      [
        { id: 3, name: 'deploy', status: 'in_progress', conclusion: null, details_url: page(70) },
        { id: 2, name: 'test', status: 'queued', conclusion: null, details_url: page(7) },
        { id: 1, name: 'build', status: 'completed', conclusion: 'success', html_url: page(70) },
      ],
      '70',
    );
    expect(runs.map(({ name, own, state }) => ({ name, own, state }))).toEqual([
      { name: 'deploy', own: true, state: 'pending' },
      { name: 'test', own: false, state: 'pending' },
      { name: 'build', own: false, state: 'passed' },
    ]);
  });

  it('keeps only web addresses as links, as the URL standard writes them', () => {
    const [a, b] = readCheckRuns(
      'GET x',
      [
        { id: 2, name: 'a', status: 'queued', details_url: 'javascript:alert(1)' },
        { id: 1, name: 'b', status: 'queued', html_url: 'https://ci.example/x y\n::error::z' },
      ],
      '',
    );
    expect(a?.url).toBeUndefined();
    expect(b?.url).toBe('https://ci.example/x%20y::error::z');
  });

  it('reads statuses: success passes, pending waits, failure and error fail', () => {
    expect(
      readStatuses('GET x', [
        { context: 'a', state: 'success', target_url: 'https://ci.example/a' },
        { context: 'b', state: 'pending', target_url: null },
        { context: 'c', state: 'failure' },
        { context: 'd', state: 'error' },
      ]).map(({ name, state, url }) => ({ name, state, url })),
    ).toEqual([
      { name: 'a', state: 'passed', url: 'https://ci.example/a' },
      { name: 'b', state: 'pending', url: undefined },
      { name: 'c', state: 'failed', url: undefined },
      { name: 'd', state: 'failed', url: undefined },
    ]);
  });

  it.each<[string, () => unknown, string]>([
    [
      'a check run that is no object',
      () => readCheckRuns('GET /r', [7], ''),
      'check run 1 is not an object',
    ],
    [
      'a check run without a name',
      () => readCheckRuns('GET /r', [{ status: 'queued' }], ''),
      'check run 1 has no name',
    ],
    [
      'a check run without a status',
      () => readCheckRuns('GET /r', [{ name: 't', status: 3 }], ''),
      "check run 't' has no status",
    ],
    [
      'a completed check run without a conclusion',
      () => readCheckRuns('GET /r', [{ name: 't', status: 'completed', conclusion: null }], ''),
      "completed check run 't' has no conclusion",
    ],
    [
      'a status without a context',
      () => readStatuses('GET /s', [{ state: 'success' }]),
      'status 1 has no context',
    ],
    [
      'a status with an unknown state',
      () => readStatuses('GET /s', [{ context: 'x', state: 'fine' }]),
      "status 'x' has the state 'fine', none of success, pending, failure, error",
    ],
  ])('refuses %s as a malformed answer', (_title, read, problem) => {
    let thrown: unknown;
    try {
      read();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ChecksAnswerError);
    expect(thrown).toMatchObject({
      errorCode: 'checks-malformed',
      message: expect.stringContaining(`answered 200, but ${problem}.`),
    });
  });

  it('keeps a name to one line of 200 characters', () => {
    const [read] = readCheckRuns(
      'GET x',
      [{ name: `a\nb${'c'.repeat(300)}`, status: 'queued' }],
      '',
    );
    expect(read?.name).toMatch(/^a bc{196}…$/);
  });
});
