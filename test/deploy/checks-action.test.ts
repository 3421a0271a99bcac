// Deploying only what CI passed, in the test's process (`runActionInProcess`, `runCliInProcess`):
// a failed check's hostile link, a check that never appeared, checks GitHub refuses to tell, and
// the command line's --require-checks, with the same assertions the bundles' runs had;
// test/e2e/checks.test.ts keeps the deploy bundle refused by the README's step and waiting for a
// pending check.
import { describe, it } from 'vitest';
import { runActionInProcess, runCliInProcess } from '../helpers/in-process.ts';
import { COMMIT, world } from '../helpers/checks-world.ts';

describe.concurrent('the deploy action with require-checks', { timeout: 60_000 }, () => {
  it('fails on a failed check: one error line naming it and its link, no upload', async ({
    expect,
    onTestFinished,
  }) => {
    const { github, deploy, uploads } = await world(onTestFinished, runActionInProcess);
    github.checks.addRun(COMMIT, { name: 'test', runId: 69 });
    github.checks.addRun(COMMIT, {
      name: 'e2e (ubuntu, 8.3)',
      conclusion: 'failure',
      url: 'https://github.com/acme/shop/actions/runs/69/job/5\n::warning::owned',
    });
    github.checks.addRun(COMMIT, { name: 'deploy', conclusion: null, runId: 70 });
    const result = await deploy({ 'require-checks': 'all' });
    expect(result.exitCode).toBe(1);
    expect(result.errors).toEqual([
      "Refusing to deploy commit abcdef0: check 'e2e (ubuntu, 8.3)' failed (failure): " +
        'https://github.com/acme/shop/actions/runs/69/job/5::warning::owned. Fix it and push ' +
        'again, or run the failed check again.',
    ]);
    expect(result.stdout).not.toMatch(/^::warning::owned/m);
    expect(uploads()).toEqual([]);
    expect(result.outputs['deployment-id'] ?? '').toBe('');
  });

  it('refuses a named check that never appeared, within checks-timeout', async ({
    expect,
    onTestFinished,
  }) => {
    const { github, deploy, uploads } = await world(onTestFinished, runActionInProcess);
    github.checks.addRun(COMMIT, { name: 'test' });
    const result = await deploy({ 'require-checks': 'tests', 'checks-timeout': '0' });
    expect(result.exitCode).toBe(1);
    expect(result.errors).toEqual([
      "Refusing to deploy commit abcdef0: within 0, 'tests' never appeared on the commit. Check " +
        "the names in require-checks (the commit has 'test'), or set checks-timeout: 30m.",
    ]);
    expect(uploads()).toEqual([]);
  });

  it('names the permission when GitHub refuses to tell', async ({ expect, onTestFinished }) => {
    const { github, deploy, uploads } = await world(onTestFinished, runActionInProcess);
    github.forbid(/\/check-runs/);
    const result = await deploy({ 'require-checks': 'all' });
    expect(result.exitCode).toBe(1);
    expect(result.errors).toEqual([
      expect.stringMatching(
        /^Could not read the commit's check runs \(GitHub API: GET \/repos\/acme\/shop\/commits\/abcdef0123456789abcdef0123456789abcdef01\/check-runs\?per_page=100 answered 403: Resource not accessible by integration\), so whether its checks passed is unknown and nothing is deployed: give the job "permissions: checks: read"/,
      ),
    ]);
    expect(uploads()).toEqual([]);
  });
});

// As long as the bundle's runs were allowed: two runs a test, on a shared machine.
describe.concurrent('the command line with --require-checks', { timeout: 60_000 }, () => {
  it('waits for a pending check, deploys, and refuses a failed one', async ({
    expect,
    onTestFinished,
  }) => {
    const { github, uploads, cli } = await world(
      onTestFinished,
      runActionInProcess,
      runCliInProcess,
    );
    github.checks.addRun(COMMIT, { name: 'test', pendingReads: 2 });
    const args = ['--require-checks', 'test', '--repository', 'acme/shop'];
    const passed = await cli(args, { GITHUB_TOKEN: 'ghp_cli_token' });
    expect(passed.errors).toEqual([]);
    expect(passed.exitCode).toBe(0);
    expect(uploads()).toHaveLength(1);
    expect(
      github.requests.every(({ authorization }) => authorization === 'token ghp_cli_token'),
    ).toBe(true);

    github.checks.reset();
    github.checks.addStatus(COMMIT, {
      context: 'test',
      state: 'error',
      target_url: 'https://ci.example/9',
    });
    const failed = await cli(args, { GITHUB_TOKEN: 'ghp_cli_token' });
    expect(failed.exitCode).toBe(1);
    expect(failed.errors).toEqual([
      "Refusing to deploy commit abcdef0: status 'test' failed (error): https://ci.example/9. " +
        'Fix it and push again, or run the failed check again.',
    ]);
    expect(uploads()).toHaveLength(1);
  });

  it('is a usage error without GITHUB_TOKEN or a repository, asking nothing', async ({
    expect,
    onTestFinished,
  }) => {
    const { github, uploads, cli } = await world(
      onTestFinished,
      runActionInProcess,
      runCliInProcess,
    );
    const noToken = await cli(['--require-checks', 'all']);
    expect(noToken.exitCode).toBe(2);
    expect(noToken.errors).toEqual([
      expect.stringMatching(/^--require-checks is set, and GITHUB_TOKEN is empty: /),
    ]);
    const noRepository = await cli(['--require-checks', 'all'], {
      GITHUB_TOKEN: 'ghp_cli_token',
    });
    expect(noRepository.exitCode).toBe(2);
    expect(noRepository.errors).toEqual([
      expect.stringMatching(
        /^No repository is known \(no --repository, and none from the CI\): --require-checks reads the commit's checks/,
      ),
    ]);
    expect(github.requests).toEqual([]);
    expect(uploads()).toEqual([]);
  });
});
