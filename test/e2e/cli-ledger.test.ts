// Rollback outside GitHub through the command line's bundle: `amezmo-deploy deploy --ledger-dir
// DIR` run as GitLab CI runs it, the folder inside the project as a GitLab cache is. It keeps a
// release recorded and its bytes kept (compared by sha256 with what the server received), and an
// unhealthy release rolled back (exit 3, one error line). The rest of the ledger folder's cases
// (skips, health proven again, refusals, rollback --ledger-dir) run in-process in
// test/cli/ledger-runs.test.ts, through the same helpers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { commitOf, ledgerWorld as world, sha256 } from '../helpers/ledger-world.ts';

describe.concurrent('deploy --ledger-dir', () => {
  it('records each release and keeps its bytes, outside the archive it uploads', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, ledger, instanceId, received, entriesOf, release, cli, records } =
      await world(onTestFinished);
    release(1);
    const first = await cli(1, ['deploy', '--ledger-dir', '.amezmo-ledger', '--json']);
    expect(first.errors).toEqual([]);
    expect(first.exitCode).toBe(0);
    // The rule that leaves the folder out is the command line's own: it is never reported.
    expect(first.stderr).not.toContain('matched nothing');
    release(2);
    const second = await cli(2, ['deploy', '--json'], { AMEZMO_LEDGER_DIR: '.amezmo-ledger' });
    expect(second.exitCode).toBe(0);

    const [one, two] = received();
    expect(received()).toHaveLength(2);
    // The second run had the folder in the project, as a restored cache is: it was left out.
    expect(entriesOf(two as Buffer).filter((name) => name.includes('amezmo-ledger'))).toEqual([]);
    expect(entriesOf(two as Buffer)).toContain('public/release.txt');

    const [a, b] = records();
    const ids = sim.account.deployments().map((d) => d.id);
    expect(records()).toHaveLength(2);
    expect(a).toMatchObject({
      id: ids[0],
      payload: {
        amezmo_deploy: 2,
        amezmo: {
          instance: String(instanceId()),
          environment: 'production',
          deployment_id: ids[0],
        },
        archive: { sha256: sha256(one as Buffer), size: (one as Buffer).length },
        commit: commitOf(1),
        ref: { kind: 'branch', name: 'main' },
      },
    });
    expect(a?.statuses.map((status) => status.state)).toEqual(['success', 'in_progress']);
    expect(a?.statuses[0]?.description).toMatch(/^health: healthy; /);
    // Each archive is kept by its digest, byte for byte what Amezmo received.
    for (const [record, bytes] of [
      [a, one],
      [b, two],
    ] as const) {
      const kept = readFileSync(
        join(ledger, (record?.payload.archive.file as { path: string }).path),
      );
      expect(sha256(kept)).toBe(sha256(bytes as Buffer));
    }
    expect(JSON.parse(second.stdout)).toMatchObject({
      'deployment-id': ids[1],
      'archive-sha256': sha256(two as Buffer),
      health: 'healthy',
    });
  });

  it('rolls an unhealthy release back to the last healthy bytes (--on-unhealthy rollback)', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, ledger, received, release, cli, records } = await world(onTestFinished);
    release(1);
    expect((await cli(1, ['deploy', '--ledger-dir', ledger])).exitCode).toBe(0);
    release(2, { broken: true });
    const bad = await cli(2, ['deploy', '--ledger-dir', ledger, '--on-unhealthy', 'rollback']);

    // 3: unhealthy, rolled back.
    expect(bad.exitCode).toBe(3);
    const [first, second, third] = received();
    expect(received()).toHaveLength(3);
    expect(sha256(third as Buffer)).toBe(sha256(first as Buffer));
    expect(sha256(second as Buffer)).not.toBe(sha256(first as Buffer));
    expect(sim.account.deployments()[2]).toMatchObject({ commit: commitOf(1), branch: 'main' });
    expect(bad.errors).toHaveLength(1);
    expect(bad.errors[0]).toMatch(
      /was unhealthy: .* answered 500\. Rolled back: Amezmo deployment \d+ of commit 1111111 .* is live now, health: healthy\./,
    );
    // The broken release is recorded unhealthy, the rollback healthy.
    expect(records().map((record) => record.statuses[0]?.description.split(';')[0])).toEqual([
      'health: healthy',
      'health: unhealthy',
      'health: healthy',
    ]);
  });
});
