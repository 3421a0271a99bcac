// Never deploy behind what is live, end to end: the deploy bundle refusing an older commit (one
// error line naming both commits, nothing uploaded or recorded), and the command line asking git
// in its own folder. The rest (allow-older, a diverged commit, GitHub's odd answers, the command
// line asking GitHub) is proven in-process by test/deploy/behind-action.test.ts.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { createSampleApp } from '../../simulator/sample-app.ts';
import { gitIn } from '../helpers/git.ts';
import { runAction, runCli } from '../../simulator/runner.ts';
import { NEW, OLD, errors, world } from '../helpers/behind-world.ts';

describe.concurrent('never behind what is live', () => {
  it('refuses an older commit: one error line, nothing uploaded, nothing recorded', async ({
    expect,
    onTestFinished,
  }) => {
    const { github, uploads, ledger, compares, deploy } = await world(onTestFinished, runAction);
    const live = await deploy(NEW);
    expect(live.exitCode).toBe(0);
    const id = live.outputs['deployment-id'];

    const stale = await deploy(OLD);
    expect(stale.exitCode).toBe(1);
    expect(errors(stale)).toEqual([
      `::error::Refusing to deploy: commit 1111111 is an ancestor of the live commit 2222222 ` +
        `(Amezmo deployment ${id}), as GitHub's compare API says, so it would put older code ` +
        'over newer (a run approved or queued long ago). Deploy a newer commit, or set ' +
        'allow-older: true to deploy it anyway, e.g. for a deliberate revert.',
    ]);
    expect(compares().map(({ path }) => path)).toEqual([
      `/repos/acme/shop/compare/${NEW}...${OLD}?per_page=1`,
    ]);
    expect(uploads()).toBe(1);
    expect(ledger()).toHaveLength(1);
    expect(github.artifacts).toHaveLength(1);
  });

  it('the command line refuses a commit behind the live one as git tells it, and --allow-older deploys it', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, root, uploads } = await world(onTestFinished, runAction);
    const project = join(root, 'shop');
    mkdirSync(project);
    const git = gitIn(project);
    const commit = (n: number) => {
      for (const name of readdirSync(project)) {
        if (name !== '.git' && !name.includes('ledger')) {
          rmSync(join(project, name), { recursive: true, force: true });
        }
      }
      createSampleApp(project);
      writeFileSync(join(project, 'public', 'release.txt'), `release ${n}\n`);
      git('add', '-A', '--', '.', ':!.amezmo-ledger');
      git('commit', '-q', '-m', `release ${n}`);
      return git('rev-parse', 'HEAD');
    };
    git('init', '-q', '-b', 'main');
    const first = commit(1);
    const second = commit(2);
    const cli = (...args: string[]) =>
      runCli({
        args: ['deploy', '--ledger-dir', '.amezmo-ledger', ...args],
        cwd: project,
        env: {
          AMEZMO_API_KEY: sim.apiKey,
          AMEZMO_BASE_URL: sim.baseUrl,
          AMEZMO_INSTANCE: String(sim.seeded?.instanceId),
          AMEZMO_ENVIRONMENT: 'production',
        },
        timeoutMs: 60_000,
      });

    const live = await cli();
    expect(live.errors).toEqual([]);
    expect(live.exitCode).toBe(0);
    git('checkout', '-q', '-B', 'main', first);
    const stale = await cli();
    expect(stale.exitCode).toBe(1);
    expect(stale.errors).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Refusing to deploy: commit ${first.slice(0, 7)} is an ancestor of the live ` +
            `commit ${second.slice(0, 7)} \\(Amezmo deployment \\d+\\), as git merge-base says, .* ` +
            'pass --allow-older to deploy it anyway',
        ),
      ),
    ]);
    expect(uploads()).toBe(1);

    const revert = await cli('--allow-older');
    expect(revert.errors).toEqual([]);
    expect(revert.exitCode).toBe(0);
    expect(uploads()).toBe(2);
  });
});
