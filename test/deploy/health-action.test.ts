// Health, the ledger and rollback in the deploy action, run in the test's process
// (`runActionInProcess`): what is probed, decided, recorded, rolled back and reported;
// test/e2e/health.test.ts keeps the deploy bundle's healthy and unhealthy runs.
import { describe, it, type ExpectStatic } from 'vitest';
import { runActionInProcess } from '../helpers/in-process.ts';
import { world, commitOf, sha256, errors, type World } from '../helpers/health-world.ts';

// As long as the bundle's runs were allowed: a test makes up to three releases, on a shared machine.
describe.concurrent('a healthy release', { timeout: 60_000 }, () => {
  it('uploads nothing when the same bytes are live already, unless forced', async ({
    expect,
    onTestFinished,
  }) => {
    const { github, uploads, release, deploy, ledger } = await world(
      onTestFinished,
      runActionInProcess,
    );
    const workspace = release('a');
    const first = await deploy(workspace);
    expect(first.exitCode).toBe(0);

    const again = await deploy(workspace);
    expect(again.exitCode).toBe(0);
    expect(again.outputs.skipped).toBe('true');
    expect(again.outputs['skip-reason']).toBe(
      `the archive (sha256 ${first.outputs['archive-sha256']}) is already live: Amezmo deployment ` +
        `${first.outputs['deployment-id']} of commit 1111111 has the same bytes. Set force: true to deploy it again.`,
    );
    expect(uploads()).toBe(1);
    expect(github.artifacts).toHaveLength(1);
    expect(ledger()).toHaveLength(1);

    const forced = await deploy(workspace, { force: 'true' });
    expect(forced.exitCode).toBe(0);
    expect(forced.outputs.skipped).toBe('false');
    expect(uploads()).toBe(2);
  });
});

describe.concurrent('an unhealthy release', { timeout: 60_000 }, () => {
  it.for([
    [
      'by status',
      { healthText: 'ok' },
      {},
      /answered 500 \(broken release\), 0 of 3 answers in a row as expected after 3 s/,
    ],
    [
      'by body',
      {},
      { 'health-body': 'database: up' },
      /answered 200 without 'database: up' \(ok\), 0 of 3 answers in a row as expected after 3 s/,
    ],
  ] as const)(
    'fails when its own probe fails %s',
    async ([_how, app, inputs, detail], { expect, onTestFinished }) => {
      const { sim, instance, release, deploy } = await world(onTestFinished, runActionInProcess);
      const broken = _how === 'by status';
      const result = await deploy(release('b', { ...app, broken }), {
        'health-url': sim.appUrl(instance(), 'production', '/up'),
        'health-timeout': '3',
        ...inputs,
      });
      expect(result.exitCode).toBe(1);
      expect(result.outputs.health).toBe('unhealthy');
      expect(result.outputs['health-detail']).toMatch(detail);
      expect(errors(result)).toHaveLength(1);
    },
  );

  it('fails when its own probe gets no answer in time', async ({ expect, onTestFinished }) => {
    const { sim, instance, release, deploy } = await world(onTestFinished, runActionInProcess);
    sim.inject('app', { kind: 'delay', ms: 20_000 }, Infinity);
    const result = await deploy(release('slow'), {
      'health-url': sim.appUrl(instance(), 'production', '/up'),
      'health-timeout': '2',
    });
    expect(result.exitCode).toBe(1);
    expect(result.outputs['health-detail']).toMatch(
      /\/up gave no answer: .*timed out.*, 0 of 3 answers in a row as expected after 2 s$/,
    );
    expect(errors(result)).toHaveLength(1);
  });

  it("waits for a fresh check of Amezmo's when the one shown is the release before's", async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, instance, instanceId, release, deploy } = await world(
      onTestFinished,
      runActionInProcess,
    );
    sim.account.staleHealthchecks = true;
    sim.account.setHealthcheck(instanceId(), 'production', '/up');
    const good = await deploy(release('good'));
    expect(good.outputs.health).toBe('healthy');
    const bad = await deploy(release('bad', { broken: true }));

    // The good release's 200 was still shown on the new deployment: it was not taken.
    expect(bad.exitCode).toBe(1);
    expect(bad.outputs.health).toBe('unhealthy');
    expect(bad.outputs['health-detail']).toBe(
      `Amezmo's health check of ${sim.appUrl(instance(), 'production', '/up')} answered 500`,
    );
    expect(bad.stdout).toMatch(/shows a result sent at .*, before deployment \d+ was created/);
  });

  /** Runs a release whose probe is redirected to `elsewhere`; answers its health-detail. */
  async function redirectedTo(
    { sim, deploy, release, instance }: World,
    expect: ExpectStatic,
    elsewhere: string,
  ): Promise<string> {
    sim.inject(
      'app',
      { kind: 'body', status: 302, body: '', headers: { location: elsewhere } },
      Infinity,
    );
    const result = await deploy(release('moved'), {
      'health-url': sim.appUrl(instance(), 'production', '/up'),
      'health-timeout': '2',
    });
    expect(result.exitCode).toBe(1);
    return result.outputs['health-detail'] ?? '';
  }

  it('does not follow a redirect to another port of the same host', async ({
    expect,
    onTestFinished,
  }) => {
    const w = await world(onTestFinished, runActionInProcess);
    const { sim } = w;
    const elsewhere = `${new URL(sim.baseUrl).origin}/v1/me`;
    expect(await redirectedTo(w, expect, elsewhere)).toContain(
      `answered a redirect (302) to ${elsewhere}: another port of the same host, not followed`,
    );
    // The service on the other port was never asked by the probe.
    expect(sim.requests.filter((r) => r.path === '/v1/me')).toEqual([]);
  });

  it('does not follow a redirect to another host', async ({ expect, onTestFinished }) => {
    const w = await world(onTestFinished, runActionInProcess);
    const { sim, instance } = w;
    const elsewhere = `http://localhost:${new URL(sim.appOrigin).port}/app/${instance()}/production/up`;
    expect(await redirectedTo(w, expect, elsewhere)).toContain(
      `answered a redirect (302) to ${elsewhere}: another host, not followed`,
    );
    // Only 127.0.0.1 was asked: the probe never went to the other host.
    expect(sim.appRequests.every((r) => r.headers.host?.startsWith('127.0.0.1'))).toBe(true);
  });
});

describe.concurrent('a release that never went live', { timeout: 60_000 }, () => {
  it('is not-live, never healthy though the URL answers 200, and fails the step', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, instance, instanceId, release, deploy, ledger } = await world(
      onTestFinished,
      runActionInProcess,
    );
    sim.account.setHealthcheck(instanceId(), 'production', '/up');
    const first = await deploy(release('first'));
    expect(first.outputs.health).toBe('healthy');
    const firstId = sim.account.deployments()[0]?.id;
    // Amezmo says the next deployment succeeded, but the environment keeps running the first.
    sim.account.behaviour = { ...sim.account.behaviour, goesLive: false };
    const probesBefore = sim.appRequests.length;
    const result = await deploy(release('second'), {
      'health-url': sim.appUrl(instance(), 'production', '/up'),
      'health-timeout': '2',
      workers: '11',
    });

    const secondId = sim.account.deployments()[1]?.id;
    expect(result.exitCode).toBe(1);
    expect(result.outputs.health).toBe('not-live');
    expect(result.outputs['health-detail']).toBe(
      `the environment runs deployment ${firstId}, not this one, after 2 s; ` +
        `${sim.appUrl(instance(), 'production', '/up')} was not asked, as it would answer for ` +
        'another release',
    );
    // The first release's app answers 200, but was never asked for the second's health.
    expect(sim.appRequests.length).toBe(probesBefore);
    expect(errors(result)).toEqual([
      `::error::Amezmo deployment ${secondId} of commit 2222222 (sha256 ${result.outputs['archive-sha256']?.slice(0, 12)}…) succeeded but is not live: ${result.outputs['health-detail']}. Look at the environment in the Amezmo dashboard, then deploy again, or deploy the last healthy release again with the rollback action (on-unhealthy: rollback does that at once).`,
    ]);
    expect(sim.requests.filter((r) => r.route === 'restartWorker')).toEqual([]);
    expect(ledger()[1]?.last).toMatchObject({
      state: 'failure',
      description: expect.stringMatching(/^health: not-live; /),
    });
    expect(result.summary).toMatch(/<td>Health<\/td><td>🚫 not-live: the environment runs/);
  });

  it('is rolled back with on-unhealthy: rollback', async ({ expect, onTestFinished }) => {
    const { sim, instanceId, received, release, deploy } = await world(
      onTestFinished,
      runActionInProcess,
    );
    sim.account.setHealthcheck(instanceId(), 'production', '/up');
    await deploy(release('good'));
    sim.account.behaviour = { ...sim.account.behaviour, goesLive: false };
    const stuck = await deploy(
      release('stuck'),
      { 'on-unhealthy': 'rollback', 'health-timeout': '2' },
      {
        echo: (text) => {
          if (text.includes('Rolling back to commit')) {
            sim.account.behaviour = { ...sim.account.behaviour, goesLive: true };
          }
        },
      },
    );

    expect(stuck.exitCode).toBe(1);
    expect(stuck.outputs).toMatchObject({ health: 'not-live', 'rolled-back-to': commitOf(1) });
    const [first, , third] = received();
    expect(received()).toHaveLength(3);
    expect(sha256(third as Buffer)).toBe(sha256(first as Buffer));
    expect(errors(stuck)[0]).toMatch(
      /^::error::Amezmo deployment \d+ of commit 2222222 .* did not go live: the environment runs deployment \d+, not this one, after 2 s\. Rolled back: Amezmo deployment \d+ of commit 1111111 .* is live now, health: healthy\.$/,
    );
  });
});

describe.concurrent('a re-run of a release recorded unhealthy', { timeout: 60_000 }, () => {
  it('is not skipped as already live: its health is proven again, and it fails again', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, instance, instanceId, uploads, release, deploy } = await world(
      onTestFinished,
      runActionInProcess,
    );
    sim.account.setHealthcheck(instanceId(), 'production', '/up');
    const workspace = release('broken', { broken: true });
    const first = await deploy(workspace);
    expect(first.exitCode).toBe(1);
    const again = await deploy(workspace);

    expect(again.exitCode).toBe(1);
    expect(again.outputs.skipped).toBe('false');
    expect(again.outputs.health).toBe('unhealthy');
    expect(uploads()).toBe(1);
    const id = sim.account.deployments()[0]?.id;
    expect(again.stdout).toContain(
      `::warning::The same bytes are live already (Amezmo deployment ${id} of commit 1111111), ` +
        'but the ledger records them unhealthy: their health is proven again, and nothing is ' +
        'uploaded.',
    );
    expect(errors(again)).toEqual([
      `::error::Amezmo deployment ${id} of commit 1111111 (sha256 ${first.outputs['archive-sha256']?.slice(0, 12)}…) is live but unhealthy: Amezmo's health check of ${sim.appUrl(instance(), 'production', '/up')} answered 500. It stays live: fix it and deploy again, or deploy the last healthy release again with the rollback action (on-unhealthy: rollback does that at once).`,
    ]);
  });

  it('is rolled back with on-unhealthy: rollback', async ({ expect, onTestFinished }) => {
    const { sim, instanceId, received, release, deploy } = await world(
      onTestFinished,
      runActionInProcess,
    );
    sim.account.setHealthcheck(instanceId(), 'production', '/up');
    await deploy(release('good'));
    const workspace = release('bad', { broken: true });
    expect((await deploy(workspace)).exitCode).toBe(1);
    const again = await deploy(workspace, { 'on-unhealthy': 'rollback' });

    expect(again.exitCode).toBe(1);
    const [first, , third] = received();
    expect(received()).toHaveLength(3);
    expect(sha256(third as Buffer)).toBe(sha256(first as Buffer));
    expect(again.outputs['rolled-back-to']).toBe(commitOf(1));
    expect(errors(again)[0]).toMatch(
      / of commit 2222222 .* was unhealthy: .*answered 500\. Rolled back: /,
    );
  });

  it('is skipped once its health is proven again', async ({ expect, onTestFinished }) => {
    const { sim, instance, uploads, release, deploy } = await world(
      onTestFinished,
      runActionInProcess,
    );
    const workspace = release('a');
    const url = sim.appUrl(instance(), 'production', '/up');
    const first = await deploy(workspace, {
      'health-url': url,
      'health-body': 'database: up',
      'health-timeout': '2',
    });
    expect(first.outputs.health).toBe('unhealthy');
    const again = await deploy(workspace, { 'health-url': url, 'health-passes': '1' });

    expect(again.exitCode).toBe(0);
    expect(again.outputs.skipped).toBe('true');
    expect(again.outputs.health).toBe('healthy');
    expect(again.outputs['skip-reason']).toContain('Its health was proven again: healthy.');
    expect(uploads()).toBe(1);
  });
});

describe.concurrent('on-unhealthy: rollback', { timeout: 60_000 }, () => {
  const rollback = { 'on-unhealthy': 'rollback' };

  it("deploys the last healthy release's exact bytes again, verifies them, and fails naming both", async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, instance, instanceId, received, release, deploy, ledger } = await world(
      onTestFinished,
      runActionInProcess,
    );
    sim.account.setHealthcheck(instanceId(), 'production', '/up');
    const good = await deploy(release('good'), rollback);
    expect(good.exitCode).toBe(0);
    const bad = await deploy(release('bad', { broken: true }), { ...rollback, workers: '11' });

    expect(bad.exitCode).toBe(1);
    const [first, second, third] = received();
    expect(received()).toHaveLength(3);
    // The third upload is the first release's bytes, exactly.
    expect(sha256(third as Buffer)).toBe(sha256(first as Buffer));
    expect(sha256(second as Buffer)).toBe(bad.outputs['archive-sha256']);
    const [goodId, badId, againId] = sim.account.deployments().map((d) => d.id);
    expect(sim.account.deployments()[2]).toMatchObject({ commit: commitOf(1), branch: 'main' });

    expect(errors(bad)).toEqual([
      `::error::Amezmo deployment ${badId} of commit 2222222 (sha256 ${sha256(second as Buffer).slice(0, 12)}…) was unhealthy: Amezmo's health check of ${sim.appUrl(instance(), 'production', '/up')} answered 500. Rolled back: Amezmo deployment ${againId} of commit 1111111 (sha256 ${sha256(first as Buffer).slice(0, 12)}…) is live now, health: healthy.`,
    ]);
    expect(bad.outputs).toMatchObject({ health: 'unhealthy', 'rolled-back-to': commitOf(1) });
    // The environment runs the good bytes again.
    const live = await fetch(sim.appUrl(instance(), 'production', '/up'));
    expect(live.status).toBe(200);
    expect(sim.requests.filter((r) => r.route === 'restartWorker')).toHaveLength(0);

    // The ledger: the good release, the bad one failed, and the rollback a release of its own.
    expect(
      ledger().map((entry) => [entry.payload.amezmo?.deployment_id, entry.sha, entry.last?.state]),
    ).toEqual([
      [goodId, commitOf(1), 'inactive'],
      [badId, commitOf(2), 'failure'],
      [againId, commitOf(1), 'success'],
    ]);
    expect(bad.summary).toMatch(/<td>Rollback<\/td><td>to commit 1111111 .*health healthy/);
  });

  it('says there is nothing to roll back to when no release was verified healthy', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, instanceId, uploads, release, deploy } = await world(
      onTestFinished,
      runActionInProcess,
    );
    sim.account.setHealthcheck(instanceId(), 'production', '/up');
    const result = await deploy(release('bad', { broken: true }), rollback);
    expect(result.exitCode).toBe(1);
    expect(uploads()).toBe(1);
    expect(errors(result)[0]).toMatch(
      /was unhealthy: .* Nothing to roll back to: the ledger has no earlier release of this environment\. Amezmo deployment \d+ of commit 1111111 .* stays live\.$/,
    );
  });

  // Kept bytes that do not match the ledger are never deployed: proven for the automatic rollback
  // in test/deploy/unhealthy.test.ts, and on the bundle by test/e2e/rollback.test.ts.
  it('says plainly when the rollback deployment itself fails, and names the release left live', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, instanceId, uploads, release, deploy, ledger } = await world(
      onTestFinished,
      runActionInProcess,
    );
    sim.account.setHealthcheck(instanceId(), 'production', '/up');
    await deploy(release('good'), rollback);
    const bad = await deploy(release('bad', { broken: true }), rollback, {
      echo: (text) => {
        // The rollback's deployment, once the broken one was found, fails in Amezmo.
        if (text.includes('Rolling back to commit')) {
          sim.account.behaviour = { finalStatus: 'failed', pollsToFinish: 1 };
        }
      },
    });

    expect(bad.exitCode).toBe(1);
    expect(uploads()).toBe(3);
    const badId = sim.account.deployments()[1]?.id;
    expect(errors(bad)[0]).toMatch(
      new RegExp(
        `The rollback to commit 1111111 failed: deployment \\d+ ended with status 'failed'.*Amezmo deployment ${badId} of commit 2222222 .* is still live\\.$`,
        'i',
      ),
    );
    expect(ledger().at(-1)?.last?.state).toBe('failure');
  });
});
