// Deploy only what CI passed, end to end: the deploy bundle and the command line against the
// Amezmo simulator and the GitHub stand-in, whose commit has the check runs and statuses a test
// sets up. A failed check fails the run with one error line naming it and its link, and nothing
// reaches the Amezmo API's upload; a pending one is waited for, then the commit deploys.
import { join } from 'node:path';
import { describe, expect, it, type TestContext } from 'vitest';
import { startGitHubApi } from '../github-api/server.ts';
import { ownSimulator } from '../helpers/own-simulator.ts';
import { readmeStepInputs } from '../helpers/readme.ts';
import { runAction, runCli, simulatorInputs } from '../../simulator/runner.ts';

const COMMIT = 'abcdef0123456789abcdef0123456789abcdef01';

/** A simulator, a GitHub stand-in and a sample app of the test's own. */
async function world(onTestFinished: TestContext['onTestFinished']) {
  const { sim, workspace } = await ownSimulator(onTestFinished, 'e2e-checks-', {
    finalStatus: 'succeeded',
    pollsToFinish: 1,
  });
  const github = await startGitHubApi();
  onTestFinished(() => github.close());
  const uploads = () => sim.requests.filter(({ route }) => route === 'createDeployment');
  const checkReads = () => github.requests.filter(({ path }) => path.includes('/check-runs'));
  const deploy = (inputs: Record<string, string>) =>
    runAction({
      workspace,
      eventName: 'push',
      event: { ref: 'refs/heads/main' },
      env: github.runnerVariables({ runId: 70, headSha: COMMIT }),
      inputs: {
        ...simulatorInputs(sim),
        'github-token': 'ghs_test_token',
        'github-deployment': 'false',
        ...inputs,
      },
      timeoutMs: 60_000,
    });
  return { sim, github, workspace, uploads, checkReads, deploy };
}

describe.concurrent('the deploy action with require-checks', () => {
  it("runs the README's step as a user would: a listed check failed, nothing deployed", async ({
    onTestFinished,
  }) => {
    const { sim, github, deploy, uploads } = await world(onTestFinished);
    const given = readmeStepInputs('checks-timeout: 20m', {
      '${{ secrets.AMEZMO_API_KEY }}': sim.apiKey,
    });
    expect(given.instance).toBe('1234');
    github.checks.addRun(COMMIT, { name: 'test (ubuntu-latest, 8.3)' });
    github.checks.addRun(COMMIT, { name: 'lint', conclusion: 'failure' });
    const refused = await deploy({ ...given, instance: String(sim.seeded?.instanceId) });
    expect(refused.exitCode).toBe(1);
    expect(refused.errors).toEqual([
      expect.stringMatching(/^Refusing to deploy commit abcdef0: check 'lint' failed \(failure\)/),
    ]);
    expect(uploads()).toEqual([]);
  });

  it('fails on a failed check: one error line naming it and its link, no upload', async ({
    onTestFinished,
  }) => {
    const { github, deploy, uploads } = await world(onTestFinished);
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

  it('waits for a pending check and status, then deploys', async ({ onTestFinished }) => {
    const { github, deploy, uploads, checkReads } = await world(onTestFinished);
    github.checks.addRun(COMMIT, { name: 'test', pendingReads: 3, pendingStatus: 'queued' });
    github.checks.addStatus(COMMIT, {
      context: 'ci/jenkins',
      pendingReads: 2,
      target_url: 'https://jenkins.example/job/1',
    });
    const result = await deploy({ 'require-checks': 'test\nci/jenkins' });
    expect(result.errors).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain("Waiting for check 'test', status 'ci/jenkins'.");
    expect(result.stdout).toContain("Checks passed: 'test' (success), 'ci/jenkins' (success).");
    expect(checkReads()).toHaveLength(4);
    expect(uploads()).toHaveLength(1);
    expect(result.outputs['deployment-id']).toMatch(/^\d+$/);
  });

  it('refuses a named check that never appeared, within checks-timeout', async ({
    onTestFinished,
  }) => {
    const { github, deploy, uploads } = await world(onTestFinished);
    github.checks.addRun(COMMIT, { name: 'test' });
    const result = await deploy({ 'require-checks': 'tests', 'checks-timeout': '0' });
    expect(result.exitCode).toBe(1);
    expect(result.errors).toEqual([
      "Refusing to deploy commit abcdef0: within 0, 'tests' never appeared on the commit. Check " +
        "the names in require-checks (the commit has 'test'), or set checks-timeout: 30m.",
    ]);
    expect(uploads()).toEqual([]);
  });

  it('names the permission when GitHub refuses to tell', async ({ onTestFinished }) => {
    const { github, deploy, uploads } = await world(onTestFinished);
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

describe.concurrent('the command line with --require-checks', () => {
  const cli = (
    sim: Awaited<ReturnType<typeof world>>['sim'],
    workspace: string,
    github: Awaited<ReturnType<typeof world>>['github'],
    args: string[],
    env: Record<string, string> = {},
  ) =>
    runCli({
      args: ['deploy', '--branch', 'main', '--commit', COMMIT, ...args],
      cwd: join(workspace),
      env: {
        AMEZMO_API_KEY: sim.apiKey,
        AMEZMO_BASE_URL: sim.baseUrl,
        AMEZMO_INSTANCE: String(sim.seeded?.instanceId),
        AMEZMO_ENVIRONMENT: 'production',
        GITHUB_API_URL: github.url,
        ...env,
      },
      timeoutMs: 60_000,
    });

  it('waits for a pending check, deploys, and refuses a failed one', async ({ onTestFinished }) => {
    const { sim, github, workspace, uploads } = await world(onTestFinished);
    github.checks.addRun(COMMIT, { name: 'test', pendingReads: 2 });
    const args = ['--require-checks', 'test', '--repository', 'acme/shop'];
    const passed = await cli(sim, workspace, github, args, { GITHUB_TOKEN: 'ghp_cli_token' });
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
    const failed = await cli(sim, workspace, github, args, { GITHUB_TOKEN: 'ghp_cli_token' });
    expect(failed.exitCode).toBe(1);
    expect(failed.errors).toEqual([
      "Refusing to deploy commit abcdef0: status 'test' failed (error): https://ci.example/9. " +
        'Fix it and push again, or run the failed check again.',
    ]);
    expect(uploads()).toHaveLength(1);
  });

  it('is a usage error without GITHUB_TOKEN or a repository, asking nothing', async ({
    onTestFinished,
  }) => {
    const { sim, github, workspace, uploads } = await world(onTestFinished);
    const noToken = await cli(sim, workspace, github, ['--require-checks', 'all']);
    expect(noToken.exitCode).toBe(2);
    expect(noToken.errors).toEqual([
      expect.stringMatching(/^--require-checks is set, and GITHUB_TOKEN is empty: /),
    ]);
    const noRepository = await cli(sim, workspace, github, ['--require-checks', 'all'], {
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
