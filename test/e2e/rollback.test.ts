// The rollback action's bundle, end to end, as a runner runs it: its success path (a release
// deployed again, byte for byte, recorded and reported) and a refusal (bytes that do not match the
// ledger); everything else it decides is proven in-process by test/rollback/action.test.ts.
//
// Each test has an Amezmo and a GitHub of its own, so the tests run side by side.
import { describe, it } from 'vitest';
import { runAction } from '../../simulator/runner.ts';
import { sha256, short, world, leaks, errors } from '../helpers/rollback-world.ts';

describe.concurrent('the rollback action', () => {
  it('to: previous deploys again the exact bytes of the last release verified healthy before the live one', async ({
    expect,
    onTestFinished,
  }) => {
    const w = await world(onTestFinished, runAction);
    const a = await w.deploy('a');
    const b = await w.deploy('b', { broken: true });
    // Healthy, but its archive was not kept: it cannot be deployed again.
    const c = await w.deploy('c', { inputs: { 'keep-days': '0' } });
    const d = await w.deploy('d');
    expect(c.artifactId).toBeUndefined();
    expect(await w.liveApp()).toBe('200 release d');

    const result = await w.rollback({ to: 'previous', workers: w.worker });

    expect(errors(result)).toEqual([]);
    expect(result.exitCode).toBe(0);
    // The archive read back was not left in the runner's temporary folder.
    expect(result.tempLeftovers).toEqual([]);
    // The fifth upload is the first release's bytes, exactly: b was unhealthy, c's were not kept.
    const received = w.received();
    expect(received).toHaveLength(5);
    expect(received[4]?.equals(a.bytes)).toBe(true);
    expect(sha256(received[4] as Buffer)).toBe(a.sha256);
    const [again] = w.sim.account.deployments().slice(4);
    expect(again).toMatchObject({ commit: a.commit, branch: 'main' });
    expect(await w.liveApp()).toBe('200 release a');
    // The workers restart onto the release deployed again, once it is proven healthy.
    expect(w.sim.requests.filter((r) => r.route === 'restartWorker')).toHaveLength(1);

    expect(result.outputs).toMatchObject({
      skipped: 'false',
      'skip-reason': '',
      commit: a.commit,
      'deployment-id': String(again?.id),
      'deployment-status': 'succeeded',
      'archive-sha256': a.sha256,
      'environment-url': `https://production-${w.instance}.amezmo.test`,
      health: 'healthy',
      candidates: '[]',
    });
    expect(result.outputs['health-detail']).toMatch(
      /^Amezmo's health check of .*\/up answered 200$/,
    );

    // The rollback is a release of its own in the ledger: the first release's commit and bytes,
    // its archive kept again by this run, proven healthy; the release it replaced is inactive.
    const ledger = w.ledger();
    expect(ledger.map((entry) => entry.id)).toEqual([
      a.githubId,
      b.githubId,
      c.githubId,
      d.githubId,
      expect.any(Number),
    ]);
    const entry = ledger[4];
    const kept = w.github.artifacts.at(-1);
    expect(kept).toMatchObject({
      runId: 5,
      name: `amezmo-${w.instance}-production-${a.sha256.slice(0, 16)}.zip`,
    });
    expect(kept?.bytes.equals(a.bytes)).toBe(true);
    expect(entry).toMatchObject({
      sha: a.commit,
      ref: a.commit,
      environment: 'production',
    });
    expect(entry?.payload).toEqual({
      amezmo_deploy: 2,
      amezmo: {
        instance: w.instance,
        environment: 'production',
        deployment_id: again?.id,
      },
      archive: {
        sha256: a.sha256,
        size: a.bytes.length,
        artifact: { id: kept?.id, name: kept?.name, run_id: '5' },
      },
      commit: a.commit,
      ref: { kind: 'branch', name: 'main' },
      // Kept by this run, of another commit: trusted through the release it deployed again.
      run: { id: '5' },
      redeploy_of: a.githubId,
    });
    expect(entry?.statuses.map((s) => [s.state, s.description])).toEqual([
      ['in_progress', 'Rolling back: Amezmo production'],
      ['success', `health: healthy; Amezmo deployment ${again?.id} succeeded`],
    ]);
    expect(ledger[3]?.statuses.at(-1)?.state).toBe('inactive');

    expect(result.summary).toContain(
      `<td>Outcome</td><td>⏪ Rolled back to ${short(a.commit)}</td>`,
    );
    expect(result.summary).toContain(
      `<td>Live before</td><td>commit ${short(d.commit)}, Amezmo deployment ${d.amezmoId}</td>`,
    );
    expect(result.summary).toContain(
      `<td>Deployed</td><td>commit ${short(a.commit)}, sha256 ${a.sha256} (GitHub deployment ${a.githubId}, recorded healthy)</td>`,
    );
    expect(result.summary).toContain(`<td>Deployment</td><td>${again?.id} (succeeded)</td>`);
    expect(result.summary).toMatch(/<td>Health<\/td><td>💚 healthy: /);
  });

  it('never deploys bytes that do not match the ledger', async ({ expect, onTestFinished }) => {
    const w = await world(onTestFinished, runAction);
    const a = await w.deploy('a');
    await w.deploy('b');
    const name = `amezmo-${w.instance}-production-${a.sha256.slice(0, 16)}.zip`;

    // The same size, other bytes.
    const same = Buffer.from(a.bytes);
    same[100] = (same[100] as number) ^ 0xff;
    w.github.setArtifactBytes(a.artifactId as number, same);
    const tampered = await w.rollback({ to: 'previous' });
    expect(tampered.exitCode).toBe(1);
    expect(errors(tampered)).toEqual([
      `::error::The archive kept as artifact ${a.artifactId} ('${name}', run 1) reads back as ${a.bytes.length} bytes with sha256 ${sha256(same)}, not the ${a.sha256} the ledger recorded: it was not deployed. Deploy a commit again to make a new release.`,
    ]);
    expect(leaks(tampered)).toEqual([]);
    expect(tampered.tempLeftovers).toEqual([]);

    // Another size altogether.
    w.github.setArtifactBytes(a.artifactId as number, Buffer.concat([a.bytes, Buffer.from('x')]));
    const longer = await w.rollback({ to: a.commit });
    expect(longer.exitCode).toBe(1);
    expect(errors(longer)[0]).toMatch(
      new RegExp(
        `reads back as ${a.bytes.length + 1} bytes, not the ${a.bytes.length} the ledger recorded: it was not deployed\\.`,
      ),
    );

    expect(w.uploads()).toBe(2);
    expect(w.ledger()).toHaveLength(2);
    expect(await w.liveApp()).toBe('200 release b');
  });
});
