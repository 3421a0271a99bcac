// Delivery figures through the command line's bundle: releases made with a ledger folder against
// the simulator (healthy; broken and rolled back; healthy), then `stats --json` and `history` as a
// user runs them, each figure worked out here by hand from the records the runs left. The deploy
// action's `stats` input runs in-process in test/figures/action-stats.test.ts.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { createSampleApp } from '../../simulator/sample-app.ts';
import { ROOT, runCli } from '../../simulator/runner.ts';
import { ownSimulator } from '../helpers/own-simulator.ts';

const commitOf = (n: number) => String(n).repeat(40);
const short = (n: number) => String(n).repeat(7);
/** The commits' times: commit n an hour and n minutes before the test. */
const STARTED = Math.floor(Date.now() / 1000);
const committedAt = (n: number) => STARTED - 3600 + n * 60;

interface RecordFile {
  payload: { commit: string; commit_time?: number; redeploy_of?: number };
  statuses: { state: string; description: string; created_at: string }[];
}

describe.concurrent('delivery figures', () => {
  it('stats --json and history count what the releases did: healthy, broken and rolled back, healthy', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, root } = await ownSimulator(
      onTestFinished,
      'e2e-figures-',
      { finalStatus: 'succeeded', pollsToFinish: 1 },
      'sample',
      { healthcheckDelayMs: 300 },
    );
    const project = join(root, 'shop');
    const ledger = join(project, '.amezmo-ledger');
    mkdirSync(project);
    const instance = String(sim.seeded?.instanceId);
    sim.account.setHealthcheck(Number(instance), 'production', '/up');
    const release = (n: number, broken = false) => {
      for (const name of readdirSync(project)) {
        if (name !== '.amezmo-ledger')
          rmSync(join(project, name), { recursive: true, force: true });
      }
      createSampleApp(project, { broken });
      writeFileSync(join(project, 'public', 'release.txt'), `release ${n}\n`);
    };
    const cli = (n: number, args: string[]) =>
      runCli({
        args,
        cwd: project,
        timeoutMs: 60_000,
        env: {
          CI: 'true',
          GITLAB_CI: 'true',
          CI_COMMIT_BRANCH: 'main',
          CI_COMMIT_SHA: commitOf(n),
          CI_COMMIT_TIMESTAMP: new Date(committedAt(n) * 1000).toISOString().replace('.000', ''),
          CI_PROJECT_PATH: 'acme/shop',
          AMEZMO_API_KEY: sim.apiKey,
          AMEZMO_BASE_URL: sim.baseUrl,
          AMEZMO_INSTANCE: instance,
          AMEZMO_ENVIRONMENT: 'production',
        },
      });

    release(1);
    expect((await cli(1, ['deploy', '--ledger-dir', ledger])).exitCode).toBe(0);
    release(2, true);
    const broken = await cli(2, ['deploy', '--ledger-dir', ledger, '--on-unhealthy', 'rollback']);
    expect(broken.exitCode).toBe(3);
    release(3);
    expect((await cli(3, ['deploy', '--ledger-dir', ledger])).exitCode).toBe(0);

    // What the runs left: the simulator's deployments, and the ledger's records, oldest first.
    const deployed = sim.account.deployments();
    expect(deployed.map((deployment) => deployment.commit)).toEqual([
      commitOf(1),
      commitOf(2),
      commitOf(1),
      commitOf(3),
    ]);
    const folder = join(ledger, 'releases', instance, 'production');
    const records = readdirSync(folder)
      .sort()
      .map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as RecordFile);
    const ended = (record: RecordFile) => Date.parse(record.statuses[0]?.created_at ?? '');
    const healthOf = (record: RecordFile) =>
      /^health: (\w+)/.exec(record.statuses[0]?.description ?? '')?.[1];
    expect(records.map(healthOf)).toEqual(['healthy', 'unhealthy', 'healthy', 'healthy']);
    const [first, second, rollback, third] = records as [
      RecordFile,
      RecordFile,
      RecordFile,
      RecordFile,
    ];
    expect(rollback.payload.redeploy_of).toBeDefined();

    // By hand: four deployments in 30 days; of the three changes (the rollback is none), the
    // broken one failed; each healthy change's lead time from its commit's time (no clone, no
    // token: its own commit), the nearest-rank median of two is the smaller, the p90 the larger;
    // restored from the broken release's end to the rollback's; the rollback is the one rework.
    const lead = [first, third].map((record) =>
      Math.round((ended(record) - (record.payload.commit_time as number) * 1000) / 1000),
    );
    expect(lead.every((seconds) => seconds >= 3400)).toBe(true);
    // The README's own command lines, as a user copies them (its instance is this account's).
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const readmeLine = (command: string) => {
      const line = new RegExp(`^npx amezmo-deploy ${command} .*--ledger-dir .*$`, 'm').exec(readme);
      expect(line, `the README's ${command} line`).not.toBeNull();
      return (line?.[0] ?? '')
        .split(' ')
        .slice(2)
        .map((word) => (word === '1234' ? instance : word));
    };
    expect(ledger).toBe(join(project, '.amezmo-ledger'));
    const stats = await cli(3, readmeLine('stats'));
    expect(stats.exitCode).toBe(0);
    expect(JSON.parse(stats.stdout)).toEqual({
      deployments: deployed.length,
      'deployments-per-day': deployed.length / 30,
      'change-failure-rate': 1 / 3,
      'lead-time-median-s': Math.min(...lead),
      'lead-time-p90-s': Math.max(...lead),
      'time-to-restore-median-s': Math.round((ended(rollback) - ended(second)) / 1000),
      rework: 1,
    });
    expect(stats.stderr).toContain(
      "Lead time from only each release's own commit time: 2 commit(s)",
    );

    const history = await cli(3, readmeLine('history'));
    expect(history.exitCode).toBe(0);
    const rows = history.stdout
      .trim()
      .split('\n')
      .map((line) => line.split(/\s{2,}/));
    expect(rows[0]).toEqual(['Commit', 'Digest', 'Start', 'End', 'Health', 'Ended']);
    expect(
      rows.slice(1).map(([commit, , , end, health, how]) => [commit, end, health, how]),
    ).toEqual([
      [short(3), third.statuses[0]?.created_at, 'healthy', 'live'],
      [
        `${short(1)} (rollback to ${short(1)})`,
        rollback.statuses[0]?.created_at,
        'healthy',
        'replaced',
      ],
      [short(2), second.statuses[0]?.created_at, 'unhealthy', `rolled back to ${short(1)}`],
      [short(1), first.statuses[0]?.created_at, 'healthy', 'replaced'],
    ]);
  });
});
