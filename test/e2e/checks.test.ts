// Deploy only what CI passed, end to end: the deploy bundle running the README's step refused by
// a failed check (one error line, nothing uploaded), and waiting for a pending check and status
// before it deploys. The other answers, and the command line's --require-checks, are proven
// in-process by test/deploy/checks-action.test.ts.
import { describe, it } from 'vitest';
import { readmeStepInputs } from '../helpers/readme.ts';
import { COMMIT, world } from '../helpers/checks-world.ts';
import { runAction } from '../../simulator/runner.ts';

describe.concurrent('the deploy action with require-checks', () => {
  it("runs the README's step as a user would: a listed check failed, nothing deployed", async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, github, deploy, uploads } = await world(onTestFinished, runAction);
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

  it('waits for a pending check and status, then deploys', async ({ expect, onTestFinished }) => {
    const { github, deploy, uploads, checkReads } = await world(onTestFinished, runAction);
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
});
