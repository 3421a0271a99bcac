// The deploy action's `stats` input, by whole runs of its main in the test's process (on today's
// date, as the bundle's clock is, for the lead times): the figures' line and history in its job
// summary, from the ledger read again and GitHub's compare API, and with `stats` false nothing
// more asked of GitHub. test/e2e/figures.test.ts runs the command line's stats and history.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { simulatorInputs } from '../../simulator/runner.ts';
import { startGitHubApi } from '../github-api/server.ts';
import { skippingClock } from '../helpers/clock.ts';
import { runInProcess } from '../helpers/in-process.ts';
import { ownSimulator } from '../helpers/own-simulator.ts';
import { readmeStepInputs } from '../helpers/readme.ts';

/** The commits' times: commit n an hour and n minutes before the test. */
const STARTED = Math.floor(Date.now() / 1000);
const committedAt = (n: number) => STARTED - 3600 + n * 60;

describe.concurrent('delivery figures', () => {
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
      runInProcess({
        clock: skippingClock(Date.now()),
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
