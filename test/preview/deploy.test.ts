// Deploying a preview: launched or reused, waited for, deployed through the pipeline, against
// the simulator and the GitHub stand-in on a fake clock.
import { describe, expect, it } from 'vitest';
import { LaunchTimeoutError } from '../../src/pipeline/upload.ts';
import { previewOutputs } from '../../src/preview/report.ts';
import { runPreview } from '../../src/preview/run.ts';
import {
  clock,
  deps,
  failureOf,
  github,
  logs,
  opened,
  route,
  settings,
  shop,
  sim,
  start,
  usePreviewRuns,
} from './fixture.ts';

usePreviewRuns();

describe('launching', () => {
  it('waits for a launching instance from a tuned first pause', async () => {
    await start({ readsToLaunch: 9, deployment: { pollsToFinish: 1 } });
    const run = await runPreview(settings(), opened(), { ...deps(), pollMs: 20 });
    expect(run.failure).toBeUndefined();
    expect(clock.sleeps.slice(0, 8)).toEqual([20, 30, 45, 68, 102, 150, 150, 150]);
  });

  it('waits for a launching instance on the clock, backing off, then deploys', async () => {
    await start({ readsToLaunch: 4, deployment: { pollsToFinish: 1 } });
    const run = await runPreview(settings(), opened(), deps());
    expect(run.failure).toBeUndefined();
    expect(clock.sleeps.slice(0, 3)).toEqual([2_000, 3_000, 4_500]);
    expect(route('createInstance')[0]?.fields).toEqual({
      runtime: 'php',
      instance_type: 'hobby',
      region: 'lb2-us',
      name: shop(7),
      'php[version]': '8.3',
      'mysql[enabled]': '0',
      app_type: 'laravel',
    });
    expect(previewOutputs(run)).toMatchObject({
      outcome: 'created',
      'deployment-status': 'succeeded',
    });
  });

  it('gives up after launch-timeout with what the instance was, and deploys nothing', async () => {
    await start({ readsToLaunch: 1_000 });
    const error = failureOf(
      await runPreview(settings({ launchTimeoutSeconds: 10 }), opened(), deps()),
    );
    expect(error).toBeInstanceOf(LaunchTimeoutError);
    expect((error as Error).message).toMatch(
      /^Preview instance \d+ was not ready after 10 s \(instance Launching, environment pending\)\. Raise 'launch-timeout'/,
    );
    expect(route('createDeployment')).toEqual([]);
    // The comment says so, with the instance, so a reviewer knows what is going on.
    expect(github.comments[0]?.body).toContain(shop(7));
  });

  it("takes a 409 invalid_instance_state as 'not ready yet' and tries again", async () => {
    await start({ readsToLaunch: 1 });
    sim.inject('createDeployment', {
      kind: 'status',
      status: 409,
      code: 'invalid_instance_state',
      message: 'The environment is paused, launching, or failed.',
    });
    const run = await runPreview(settings(), opened(), deps());
    expect(route('createDeployment').map((request) => request.status)).toEqual([409, 201]);
    expect(logs.some((line) => line.includes('is not ready for deployments yet'))).toBe(true);
    expect(run.release?.deploymentStatus).toBe('succeeded');
  });

  it('tries a refused deployment again after the tuned first pause', async () => {
    await start({ readsToLaunch: 1 });
    sim.inject('createDeployment', {
      kind: 'status',
      status: 409,
      code: 'invalid_instance_state',
      message: 'The environment is paused, launching, or failed.',
    });
    const run = await runPreview(settings(), opened(), { ...deps(), pollMs: 20 });
    expect(route('createDeployment').map((request) => request.status)).toEqual([409, 201]);
    expect(run.release?.deploymentStatus).toBe('succeeded');
    expect(clock.sleeps[0]).toBe(20);
    expect(Math.max(...clock.sleeps)).toBeLessThanOrEqual(150);
  });

  it('fails with the deployment status, and marks the GitHub deployment failed', async () => {
    await start({ readsToLaunch: 1, deployment: { pollsToFinish: 1, finalStatus: 'failed' } });
    expect(failureOf(await runPreview(settings(), opened(), deps()))?.message).toMatch(
      /ended with status 'failed'/,
    );
    expect(github.deployments[0]?.states).toEqual(['in_progress', 'failure']);
    expect(github.comments[0]?.body).toContain('❌ **Deployment 838 ended failed.** See');
  });
});
