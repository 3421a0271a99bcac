// Health and the ledger, end to end: the deploy bundle against the Amezmo simulator (its platform
// health check and its deployed app) and the GitHub stand-in (deployments with payloads and
// statuses, and the artifact service @actions/artifact speaks to), as a runner runs it: a healthy
// release recorded and its archive kept byte for byte, and an unhealthy one failing the step.
// Everything else health decides is proven in-process by test/deploy/health-action.test.ts.
import { describe, it } from 'vitest';
import { runAction } from '../../simulator/runner.ts';
import { world, commitOf, sha256, errors } from '../helpers/health-world.ts';

describe.concurrent('a healthy release', () => {
  it('is proven healthy, recorded in the ledger, and its archive kept byte for byte', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, github, instance, instanceId, received, release, deploy, ledger } = await world(
      onTestFinished,
      runAction,
    );
    sim.account.setHealthcheck(instanceId(), 'production', '/up');
    const result = await deploy(release('a'), {
      'health-url': sim.appUrl(instance(), 'production', '/up'),
      'health-body': 'ok',
    });

    expect(errors(result)).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(result.outputs.health).toBe('healthy');
    expect(result.outputs['health-detail']).toContain(
      `Amezmo's health check of ${sim.appUrl(instance(), 'production', '/up')} answered 200`,
    );
    expect(result.outputs['health-detail']).toContain('answered 200 3 times in a row');
    // The probe asked the app itself, three times at least.
    expect(sim.appRequests.filter((r) => r.path.endsWith('/up')).length).toBeGreaterThanOrEqual(3);

    const [bytes] = received();
    const digest = sha256(bytes as Buffer);
    expect(result.outputs['archive-sha256']).toBe(digest);
    const [artifact] = github.artifacts;
    expect(artifact?.bytes.equals(bytes as Buffer)).toBe(true);
    expect(artifact?.name).toBe(`amezmo-${instance()}-production-${digest.slice(0, 16)}.zip`);
    expect(result.outputs['artifact-id']).toBe(String(artifact?.id));
    // Kept for the default 30 days.
    const days =
      (Date.parse(String(artifact?.expiresAt)) - Date.parse(String(artifact?.createdAt))) /
      86_400_000;
    expect(Math.round(days)).toBe(30);

    const [entry] = ledger();
    expect(entry?.sha).toBe(commitOf(1));
    expect(entry?.payload).toEqual({
      amezmo_deploy: 2,
      amezmo: {
        instance: instance(),
        environment: 'production',
        deployment_id: sim.account.deployments()[0]?.id,
      },
      archive: {
        sha256: digest,
        size: (bytes as Buffer).length,
        artifact: { id: artifact?.id, name: artifact?.name, run_id: '1' },
      },
      commit: commitOf(1),
      ref: { kind: 'branch', name: 'main' },
      run: { id: '1' },
    });
    expect(entry?.last).toMatchObject({
      state: 'success',
      description: expect.stringMatching(/^health: healthy; /),
    });
    expect(result.summary).toMatch(/<td>Health<\/td><td>💚 healthy: /);
    // What @actions/artifact printed was shown, never obeyed: it ran with the runner's commands off.
    expect(result.stdout).toMatch(/::stop-commands::([0-9a-f-]{36})\n[\s\S]*\n::\1::\n/);
  });
});

describe.concurrent('an unhealthy release', () => {
  it("fails on Amezmo's own check answering 500, and records the release as unhealthy", async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, instance, instanceId, release, deploy, ledger } = await world(
      onTestFinished,
      runAction,
    );
    sim.account.setHealthcheck(instanceId(), 'production', '/up');
    const result = await deploy(release('broken', { broken: true }), { workers: '11' });

    expect(result.exitCode).toBe(1);
    expect(result.outputs.health).toBe('unhealthy');
    const deploymentId = sim.account.deployments()[0]?.id;
    expect(errors(result)).toEqual([
      `::error::Amezmo deployment ${deploymentId} of commit 1111111 (sha256 ${result.outputs['archive-sha256']?.slice(0, 12)}…) is live but unhealthy: Amezmo's health check of ${sim.appUrl(instance(), 'production', '/up')} answered 500. It stays live: fix it and deploy again, or deploy the last healthy release again with the rollback action (on-unhealthy: rollback does that at once).`,
    ]);
    // The workers are not restarted onto a broken release.
    expect(sim.requests.filter((r) => r.route === 'restartWorker')).toEqual([]);
    expect(ledger()[0]?.last).toMatchObject({
      state: 'failure',
      description: expect.stringMatching(/^health: unhealthy; /),
    });
  });
});
