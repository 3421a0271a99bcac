// Each action's exported entry, `main`: given a runner's variables, its own standard output and
// error and a clock, it runs the whole action in this process and answers the step's exit code,
// as its bundle (a thin wrapper over it) does in a runner.
import { describe, expect, it, onTestFinished } from 'vitest';
import { main as deployAction } from '../../src/actions/deploy.ts';
import { main as environmentsAction } from '../../src/actions/environments.ts';
import { main as previewAction } from '../../src/actions/preview.ts';
import { main as rollbackAction } from '../../src/actions/rollback.ts';
import { fakeClock } from '../helpers/clock.ts';
import { runInProcess } from '../helpers/in-process.ts';
import { ownSimulator } from '../helpers/own-simulator.ts';
import { simulatorInputs } from '../../simulator/runner.ts';

describe("an action's entry", () => {
  it.each([
    ['deploy', deployAction],
    ['preview', previewAction],
    ['rollback', rollbackAction],
    ['environments', environmentsAction],
  ])('of %s outside a runner answers 1, saying so on its own standard error', async (_, main) => {
    const written = { stdout: '', stderr: '' };
    const exitCode = await main({
      env: { INPUT_INSTANCE: '1' },
      stdout: { write: (text: string) => (written.stdout += text) },
      stderr: { write: (text: string) => (written.stderr += text) },
      clock: fakeClock(),
    });
    expect(exitCode).toBe(1);
    expect(written.stdout).toBe('');
    expect(written.stderr).toContain('GITHUB_ACTIONS is not "true" here');
    expect(process.exitCode ?? 0).toBe(0);
  });

  it('deploys in this process, its polls at the runner pace skipped on its clock', async () => {
    const { sim, workspace } = await ownSimulator(onTestFinished, 'main-deploy-', {
      finalStatus: 'succeeded',
      pollsToFinish: 3,
    });
    const result = await runInProcess({
      workspace,
      inputs: { ...simulatorInputs(sim), workers: '' },
      // The runner's own pace: 2 s before the first look at the deployment.
      env: { AMEZMO_DEPLOY_POLL_MS: undefined },
    });

    expect(result.errors).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(result.outputs['deployment-status']).toBe('succeeded');
    expect(sim.account.deployments()).toHaveLength(1);
    expect(result.clock.sleeps).toContain(2000);
    expect(result.stdout.split('\n')[0]).toBe(`::add-mask::${sim.apiKey}`);
    expect(process.exitCode ?? 0).toBe(0);
  });

  it('keeps two runs at once apart: each its own secrets, failure and exit code', async () => {
    const { sim, workspace } = await ownSimulator(onTestFinished, 'main-two-', {
      finalStatus: 'succeeded',
      pollsToFinish: 1,
    });
    const [good, refused] = await Promise.all([
      runInProcess({ workspace, inputs: { ...simulatorInputs(sim), workers: '' } }),
      runInProcess({
        workspace,
        inputs: { ...simulatorInputs(sim), 'api-key': 'sim_other_key', workers: '' },
      }),
    ]);

    expect([good.exitCode, refused.exitCode]).toEqual([0, 1]);
    expect(good.errors).toEqual([]);
    expect(refused.errors).toEqual([expect.stringMatching(/^Amezmo API: 401 invalid_credentials/)]);
    // Each masks its own key, and only its own.
    expect(good.stdout).toContain(`::add-mask::${sim.apiKey}`);
    expect(good.stdout).not.toContain('sim_other_key');
    expect(refused.stdout).toContain('::add-mask::sim_other_key');
    expect(refused.stdout).not.toContain(sim.apiKey);
  });
});
