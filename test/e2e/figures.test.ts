// Delivery figures end to end: releases made with the command line and a ledger folder against the
// simulator (healthy; broken and rolled back; healthy), then `stats --json` and `history` as a user
// runs them, each figure worked out here by hand from the records the runs left; and the deploy
// action's `stats` input, which adds the figures' line to its job summary, and asks GitHub nothing
// more when it is false.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { createSampleApp } from '../../simulator/sample-app.ts';
import { ROOT, runAction, runCli, simulatorInputs } from '../../simulator/runner.ts';
import { startGitHubApi } from '../github-api/server.ts';
import { ownSimulator } from '../helpers/own-simulator.ts';
import { readmeStepInputs } from '../helpers/readme.ts';

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

  it("the deploy action's stats: its figures in the summary; false asks GitHub nothing more", async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, workspace } = await ownSimulator(
      onTestFinished,
      'e2e-figures-action-',
      { finalStatus: 'succeeded', pollsToFinish: 1 },
      'workspace',
      { healthcheckDelayMs: 300 },
    );
    const github = await startGitHubApi();
    onTestFinished(() => github.close());
    sim.account.setHealthcheck(sim.seeded?.instanceId as number, 'production', '/up');
    const [one, two] = ['a', 'b'].map((letter) => letter.repeat(40)) as [string, string];
    github.commits.add(one, { date: new Date(committedAt(1) * 1000) });
    github.commits.add(two, { parents: [one], date: new Date(committedAt(2) * 1000) });
    const deploy = (sha: string, inputs: Record<string, string>) =>
      runAction({
        workspace,
        eventName: 'push',
        event: { ref: 'refs/heads/main' },
        env: { GITHUB_API_URL: github.url, GITHUB_RUN_ID: '77', GITHUB_SHA: sha },
        inputs: {
          ...simulatorInputs(sim),
          'github-token': 'ghs_test_token',
          ...inputs,
        },
      });
    const asked = () => github.requests.map((request) => `${request.method} ${request.path}`);

    const quiet = await deploy(one, {});
    expect(quiet.exitCode).toBe(0);
    expect(quiet.outputs.health).toBe('healthy');
    expect(asked()).toEqual([
      'GET /repos/acme/shop/deployments?per_page=100&environment=production&task=deploy%3Aamezmo',
      'POST /repos/acme/shop/deployments',
      'POST /repos/acme/shop/deployments/4000/statuses',
      'POST /repos/acme/shop/deployments/4000/statuses',
    ]);
    expect(quiet.summary).not.toContain('Delivery figures');

    writeFileSync(join(workspace, 'public', 'release.txt'), 'release 2\n');
    const told = await deploy(two, { stats: 'history' });
    expect(told.exitCode).toBe(0);
    // After the run: the ledger read again, each release's statuses, and the commits release 2
    // brought (after release 1's), which GitHub's compare API times.
    expect(asked().slice(-4)).toEqual([
      'GET /repos/acme/shop/deployments?per_page=100&environment=production&task=deploy%3Aamezmo',
      'GET /repos/acme/shop/deployments/4001/statuses?per_page=100',
      'GET /repos/acme/shop/deployments/4000/statuses?per_page=100',
      `GET /repos/acme/shop/compare/${one}...${two}?per_page=100&page=1`,
    ]);
    // Two healthy changes; only release 2's commit is timed (release 1 has nothing before it, and
    // the action's workspace is no clone): 58 minutes before the test, so 58m or
    // a minute more, as the run takes.
    expect(told.summary).toMatch(
      /<p>Delivery figures: 2 deployment\(s\) in 30 day\(s\) \(0\.07 a day\); change failure rate 0%; lead time median (58m|59m), p90 (58m|59m); time to restore median none; rework 0\. Lead time from the commits' times from GitHub's compare API \(else each release's own commit time\): 1 commit\(s\) measured; 0 incident\(s\) restored\.<\/p>/,
    );
    expect(told.summary).toContain(`<td><code>bbbbbbb</code></td>`);
    expect(told.summary).toMatch(
      /<td>healthy<\/td><td>live<\/td><\/tr><tr><td><code>aaaaaaa<\/code>/,
    );
    // The README's step, as a user copies it (its instance is this account's): the figures' line.
    const three = 'c'.repeat(40);
    github.commits.add(three, { parents: [two], date: new Date(committedAt(3) * 1000) });
    writeFileSync(join(workspace, 'public', 'release.txt'), 'release 3\n');
    const given = readmeStepInputs('stats: true', { '${{ secrets.AMEZMO_API_KEY }}': sim.apiKey });
    expect(given.instance).toBe('1234');
    const copied = await deploy(three, { ...given, instance: String(sim.seeded?.instanceId) });
    expect(copied.exitCode).toBe(0);
    expect(copied.summary).toMatch(/<p>Delivery figures: 3 deployment\(s\) in 30 day\(s\)/);
    expect(copied.summary).not.toContain('<th>Commit</th>');
  });
});
