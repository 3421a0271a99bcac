// The command line's exit codes and its --json, whole runs in the test's process (`main` over what
// `runCli` gives its bundle): each code of the table in src/cli/exit.ts made by a run that earns
// it, against the simulator, and each JSON object printed checked against
// schemas/cli-output.schema.json, with its values of their JSON types. test/e2e/cli-exit.test.ts
// runs the bundle for 0, 1 and 2.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it, type TestContext } from 'vitest';
import { createSampleApp } from '../../simulator/sample-app.ts';
import { EXIT } from '../../src/cli/exit.ts';
import { skippingClock } from '../helpers/clock.ts';
import { commitOf, exitWorld, valid } from '../helpers/exit-world.ts';
import { runCliInProcess } from '../helpers/in-process.ts';
import { QUICK_HEALTHCHECK_MS } from '../helpers/simulator.ts';

// Amezmo's health check 50 ms after a release is live: a clock that skips its pauses looks again
// at once, so a longer real delay is only more looks.
const world = (onTestFinished: TestContext['onTestFinished']) =>
  exitWorld(
    onTestFinished,
    (options) => runCliInProcess({ ...options, clock: skippingClock(Date.now()) }),
    QUICK_HEALTHCHECK_MS,
  );

describe.concurrent('exit codes', () => {
  it('0: skipped, with null where nothing was made', async ({ expect, onTestFinished }) => {
    const { cli } = await world(onTestFinished);
    const result = await cli(['deploy', '--json'], { CI_COMMIT_BRANCH: 'no-pattern-matches' });

    expect(result.exitCode).toBe(EXIT.ok);
    const json = valid(expect, 'deploy', result.stdout);
    expect(json).toMatchObject({ skipped: true, 'deployment-id': null, 'archive-size': null });
  });

  it('3: unhealthy, rolled back', async ({ expect, onTestFinished }) => {
    const { sim, root, workspace, cli } = await world(onTestFinished);
    const ledger = join(root, 'ledger');
    sim.account.setHealthcheck(sim.seeded?.instanceId as number, 'production', '/up');
    expect((await cli(['deploy', '--ledger-dir', ledger])).exitCode).toBe(EXIT.ok);
    rmSync(workspace, { recursive: true, force: true });
    createSampleApp(workspace, { broken: true });
    const result = await cli(
      ['deploy', '--json', '--ledger-dir', ledger, '--on-unhealthy', 'rollback'],
      {},
      2,
    );

    expect(result.exitCode).toBe(EXIT.rolledBack);
    const json = valid(expect, 'deploy', result.stdout);
    expect(json).toMatchObject({ health: 'unhealthy', 'rolled-back-to': commitOf(1) });
  });

  it('4: unhealthy, left live', async ({ expect, onTestFinished }) => {
    const { sim, workspace, cli } = await world(onTestFinished);
    sim.account.setHealthcheck(sim.seeded?.instanceId as number, 'production', '/up');
    rmSync(workspace, { recursive: true, force: true });
    createSampleApp(workspace, { broken: true });
    const result = await cli(['deploy', '--json']);

    expect(result.exitCode).toBe(EXIT.unhealthyLive);
    expect(valid(expect, 'deploy', result.stdout)).toMatchObject({ health: 'unhealthy' });
  });

  it('5: timed out waiting', async ({ expect, onTestFinished }) => {
    const { sim, cli } = await world(onTestFinished);
    sim.account.behaviour = { finalStatus: 'succeeded', pollsToFinish: 1000 };
    const result = await cli(['deploy', '--json', '--wait-timeout', '1']);

    expect(result.exitCode).toBe(EXIT.timedOut);
    // In the command line's words: the flags a user passes, not a workflow's inputs.
    expect(valid(expect, 'deploy', result.stdout).error).toMatch(
      /had not ended after 1 s .*Raise --wait-timeout, or pass --no-wait to finish once the deployment is created\.$/,
    );
    expect(sim.requests.map((request) => request.route)).toContain('cancelDeployment');
  });
});

describe.concurrent('status --json', () => {
  it('prints the live deployment with its types', async ({ expect, onTestFinished }) => {
    const { cli } = await world(onTestFinished);
    expect((await cli(['deploy'])).exitCode).toBe(0);
    const result = await cli(['status', '--json']);

    expect(result.exitCode).toBe(0);
    expect(valid(expect, 'status', result.stdout)).toMatchObject({
      environment: 'production',
      'deployment-id': 838,
      'deployment-status': 'succeeded',
    });
  });

  it('prints one object with error when it fails, as deploy does', async ({
    expect,
    onTestFinished,
  }) => {
    const { cli } = await world(onTestFinished);
    const result = await cli(['status', '--json'], { AMEZMO_ENVIRONMENT: 'nowhere' });

    expect(result.exitCode).toBe(EXIT.failed);
    expect(valid(expect, 'failure', result.stdout)).toEqual({ error: result.errors[0] });
    expect(result.stdout.trim().split('\n')).toHaveLength(1);
  });
});

describe.concurrent('rollback --json', () => {
  it('lists the releases with their types', async ({ expect, onTestFinished }) => {
    const { sim, root, workspace, cli } = await world(onTestFinished);
    const ledger = join(root, 'ledger');
    sim.account.setHealthcheck(sim.seeded?.instanceId as number, 'production', '/up');
    expect((await cli(['deploy', '--ledger-dir', ledger])).exitCode).toBe(0);
    writeFileSync(join(workspace, 'public', 'release.txt'), 'release 2\n');
    expect((await cli(['deploy', '--ledger-dir', ledger], {}, 2)).exitCode).toBe(0);
    const result = await cli(['rollback', '--json', '--ledger-dir', ledger, '--dry-run']);

    expect(result.exitCode).toBe(0);
    const json = valid(expect, 'rollback', result.stdout);
    expect(json).toMatchObject({ skipped: true, commit: commitOf(1) });
    expect(json.candidates).toEqual([
      expect.objectContaining({ commit: commitOf(2), health: 'healthy', live: true }),
      expect.objectContaining({ commit: commitOf(1), health: 'healthy', live: false }),
    ]);
  });
});

// One at a time: the upload's answer is lost and waited for 2 s, and a request of the same run
// has 2 s too; with other runs keeping the machine busy, a read before the upload could be cut
// as well, and the run would end for that instead (docs/testing.md).
describe('an answer lost, waited for against a short limit', () => {
  it('6: the outcome is uncertain, the deployment may exist', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, cli } = await world(onTestFinished);
    sim.inject('createDeployment', { kind: 'lose-answer' });
    const result = await cli(['deploy', '--json'], {
      AMEZMO_DEPLOY_REQUEST_TIMEOUT_MS: '2000',
      AMEZMO_DEPLOY_UPLOAD_TIMEOUT_MS: '2000',
    });

    expect(result.exitCode).toBe(EXIT.uncertain);
    expect(valid(expect, 'deploy', result.stdout).error).toEqual(result.errors[0]);
  });
});
