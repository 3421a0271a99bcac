// Promotion, end to end: a release made on staging (in the test's process), then the deploy bundle
// run with `promote-from: staging` for production, as a runner runs it, against the Amezmo
// simulator and the GitHub stand-in: the bytes promoted as they are and recorded, a source refused
// in one line, and the command line's promote from a ledger folder with git in its folder. The
// rest is proven in-process by test/promote/action.test.ts.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { createSampleApp } from '../../simulator/sample-app.ts';
import { runAction, runCli, type RunResult } from '../../simulator/runner.ts';
import { gitIn } from '../helpers/git.ts';
import { gitlabJob } from '../helpers/gitlab-job.ts';
import { world, errors, leaks, sha256, short, commitOf } from '../helpers/promote-world.ts';

describe.concurrent('promote-from', () => {
  it("deploys staging's proven bytes to production as they are, shows the commits it brings, and records where they came from", async ({
    expect,
    onTestFinished,
  }) => {
    const w = await world(onTestFinished, runAction);
    const old = await w.deploy('production', 'old');
    const middle = commitOf(7);
    w.github.commits.add(middle, { parents: [old.commit], message: 'Add <b>bold</b> checkout' });
    const staged = await w.deploy('staging', 'new', {
      parent: middle,
      message: '::warning::owned\nsecond line of the message',
    });
    expect(await w.liveApp('production')).toBe('200 release old');

    const result = await w.promote();

    expect(errors(result)).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(leaks(result)).toEqual([]);
    expect(result.tempLeftovers).toEqual([]);
    // The third upload is staging's bytes, exactly: nothing was built.
    expect(w.uploads()).toBe(3);
    const sent = w.received()[2] as Buffer;
    expect(sent.equals(staged.bytes)).toBe(true);
    const promoted = w.sim.account.deployments()[2];
    expect(promoted).toMatchObject({ commit: staged.commit, branch: 'main' });
    expect(await w.liveApp('production')).toBe('200 release new');

    expect(result.outputs).toMatchObject({
      skipped: 'false',
      'archive-sha256': staged.sha256,
      'deployment-id': String(promoted?.id),
      health: 'healthy',
    });
    expect(JSON.parse(result.outputs['promoted-from'] ?? '')).toEqual({
      environment: 'staging',
      instance: w.instance,
      deployment_id: staged.amezmoId,
      commit: staged.commit,
      sha256: staged.sha256,
    });

    // The ledger records the release as promoted, with the sha256 recorded for staging.
    const entry = w.ledger().at(-1);
    const payload = entry?.payload as Record<string, unknown>;
    const stagingPayload = w.ledger().find((e) => e.id === staged.githubId)?.payload as {
      archive: { sha256: string };
    };
    expect(stagingPayload.archive.sha256).toBe(staged.sha256);
    expect(entry).toMatchObject({ environment: 'production', sha: staged.commit });
    expect(payload).toMatchObject({
      amezmo: { instance: w.instance, environment: 'production', deployment_id: promoted?.id },
      archive: { sha256: staged.sha256 },
      commit: staged.commit,
      promoted_from: {
        instance: w.instance,
        environment: 'staging',
        deployment_id: staged.amezmoId,
        id: staged.githubId,
      },
    });
    expect(payload).not.toHaveProperty('redeploy_of');
    expect(entry?.statuses.at(-1)?.description).toMatch(/^health: healthy; /);

    // What it brings, in the log (messages made safe) and the summary (escaped).
    expect(result.stdout).toContain(
      `The promotion brings 2 commit(s) not live yet (${short(old.commit)}..${short(staged.commit)}, GitHub's compare API):`,
    );
    expect(result.stdout).toContain(`  ${short(staged.commit)} ::warning::owned (Octo Cat)`);
    expect(result.stdout).not.toContain('second line of the message');
    expect(result.stdout).toContain(`  ${short(middle)} Add <b>bold</b> checkout (Octo Cat)`);
    expect(result.stdout).toContain('are not applied: a promotion is a deliberate act');
    expect(result.summary).toContain(
      `<td>Promoted from</td><td>staging (instance ${w.instance}): Amezmo deployment ${staged.amezmoId} of commit ${short(staged.commit)}, sha256 ${staged.sha256.slice(0, 12)}…</td>`,
    );
    expect(result.summary).toContain("<td>Changes</td><td>2 commit(s), GitHub's compare API</td>");
    expect(result.summary).toContain('Add &lt;b&gt;bold&lt;/b&gt; checkout');
    expect(result.summary).not.toContain('<b>bold</b>');
  });

  it('refuses an unhealthy, an unsoaked and a tampered source in one line, uploading and recording nothing', async ({
    expect,
    onTestFinished,
  }) => {
    const w = await world(onTestFinished, runAction);
    await w.deploy('production', 'old');
    const broken = await w.deploy('staging', 'broken', { broken: true });
    const refusals = async (result: RunResult, line: string | RegExp) => {
      expect(result.exitCode).toBe(1);
      const [only, ...more] = errors(result);
      expect(more).toEqual([]);
      if (typeof line === 'string') expect(only).toBe(line);
      else expect(only).toMatch(line);
      expect(leaks(result)).toEqual([]);
      return result;
    };

    const unhealthy = await refusals(
      await w.promote(),
      `::error::Refusing to promote from 'staging' (instance ${w.instance}): its live release (commit ${short(broken.commit)}, Amezmo deployment ${broken.amezmoId}) is not recorded healthy (its record says unhealthy). Promote only what was proven healthy: fix it and deploy there again.`,
    );

    expect(unhealthy.outputs['promoted-from']).toBe('');
    const healthy = await w.deploy('staging', 'healthy');
    await refusals(
      await w.promote({ soak: '2h' }),
      new RegExp(
        // Within the second the release was recorded, nothing of the soak has passed yet.
        `^::error::Refusing to promote from 'staging' \\(instance ${w.instance}\\): its live release \\(commit ${short(healthy.commit)}, Amezmo deployment ${healthy.amezmoId}\\) has been proven healthy for (\\d+m )?\\d+s, less than the soak of 2h: (2h|1h 5\\dm( \\d+s)?) left\\. Promote it again then\\.$`,
      ),
    );

    // The same size, other bytes.
    const artifact = w.github.artifacts.at(-1);
    const forged = Buffer.from(healthy.bytes);
    forged[100] = (forged[100] as number) ^ 0xff;
    w.github.setArtifactBytes(artifact?.id as number, forged);
    // The source was found, and its bytes were refused as they read back: nothing promoted.
    const tampered = await refusals(
      await w.promote(),
      `::error::The archive kept as artifact ${artifact?.id} ('${artifact?.name}', run ${artifact?.runId}) reads back as ${healthy.bytes.length} bytes with sha256 ${sha256(forged)}, not the ${healthy.sha256} the ledger recorded: it was not deployed. Deploy a commit again to make a new release.`,
    );

    expect(tampered.outputs['promoted-from']).toBe('');

    // Nothing reached production: three uploads (old, broken, healthy), three records.
    expect(w.uploads()).toBe(3);
    expect(w.ledger()).toHaveLength(3);
    expect(await w.liveApp('production')).toBe('200 release old');
  });
});

describe.concurrent('amezmo-deploy promote', () => {
  it("promotes staging's release from a ledger folder that holds both environments, listing the commits git has", async ({
    expect,
    onTestFinished,
  }) => {
    const w = await world(onTestFinished, runAction);
    const project = join(w.root, 'shop');
    createSampleApp(project, { healthText: 'release one' });
    writeFileSync(join(project, '.gitignore'), '.amezmo-ledger/\n');
    const git = gitIn(project);
    git('init', '-q', '-b', 'main');
    git('add', '-A');
    git('commit', '-q', '-m', 'First release');
    const first = git('rev-parse', 'HEAD');
    const ledger = join(project, '.amezmo-ledger');
    const cli = (args: string[], commit: string, env: Record<string, string> = {}) =>
      runCli({
        args: [...args, '--ledger-dir', '.amezmo-ledger'],
        cwd: project,
        env: { ...gitlabJob(w.sim, commit), CI_COMMIT_BRANCH: 'main', ...env },
        timeoutMs: 60_000,
      });
    const production = await cli(['deploy', '--environment', 'production', '--force'], first);
    expect(production.exitCode).toBe(0);
    writeFileSync(join(project, 'public', 'release.txt'), 'release two\n');
    git('add', '-A');
    git('commit', '-q', '-m', 'Second release\n\nwith a body');
    const second = git('rev-parse', 'HEAD');
    const staging = await cli(['deploy', '--environment', 'staging', '--force'], second);
    expect(staging.exitCode).toBe(0);
    const stagedBytes = w.received()[1] as Buffer;

    const promoted = await cli(
      ['promote', '--from', 'staging', '--to', 'production', '--json'],
      second,
    );

    expect(promoted.stderr).not.toMatch(/^\s+at /m);
    expect(promoted.exitCode).toBe(0);
    expect(w.uploads()).toBe(3);
    expect(w.received()[2]?.equals(stagedBytes)).toBe(true);
    expect(await w.liveApp('production')).toBe(await w.liveApp('staging'));
    expect(promoted.stderr).toContain(
      `The promotion brings 1 commit(s) not live yet (${short(first)}..${short(second)}, git log):`,
    );
    expect(promoted.stderr).toContain(`  ${short(second)} Second release (Dev)`);
    const told = JSON.parse(promoted.stdout) as Record<string, unknown>;
    expect(told['promoted-from']).toMatchObject({
      environment: 'staging',
      commit: second,
      sha256: sha256(stagedBytes),
    });
    // The folder's record of production says where its bytes came from.
    const folder = join(ledger, 'releases', w.instance, 'production');
    const newest = readdirSync(folder).sort().at(-1) as string;
    const record = JSON.parse(readFileSync(join(folder, newest), 'utf8')) as {
      payload: Record<string, unknown>;
    };
    expect(record.payload).toMatchObject({
      commit: second,
      archive: { sha256: sha256(stagedBytes) },
      promoted_from: { instance: w.instance, environment: 'staging' },
    });

    // Again: production runs those bytes, of the same commit; nothing is promoted, and the
    // advice to deploy them again is a flag this command has.
    const again = await cli(
      ['promote', '--from', 'staging', '--to', 'production', '--json'],
      second,
    );
    expect(again.exitCode).toBe(0);
    expect(again.stderr).toContain(
      `The promotion changes no commit: ${short(second)} is live already.`,
    );
    expect(again.stderr).not.toContain('an ancestor of');
    expect(JSON.parse(again.stdout)).toMatchObject({ skipped: true, 'promoted-from': null });
    expect(JSON.parse(again.stdout)['skip-reason']).toMatch(/Pass --force to deploy it again\.$/);
    expect(w.uploads()).toBe(3);
    const forced = await cli(
      ['promote', '--from', 'staging', '--to', 'production', '--force', '--json'],
      second,
    );
    expect(forced.exitCode).toBe(0);
    expect(w.uploads()).toBe(4);
    expect(JSON.parse(forced.stdout)['promoted-from']).toMatchObject({
      sha256: sha256(stagedBytes),
    });

    // Without a ledger folder there is nothing to promote from: a usage error, nothing sent.
    const bare = await runCli({
      args: ['promote', '--from', 'staging', '--to', 'production'],
      cwd: project,
      env: {
        AMEZMO_API_KEY: w.sim.apiKey,
        AMEZMO_BASE_URL: w.sim.baseUrl,
        AMEZMO_INSTANCE: w.instance,
      },
      timeoutMs: 60_000,
    });
    expect(bare.exitCode).toBe(2);
    expect(bare.stderr).toContain('No ledger folder: a promotion deploys the release');
    expect(w.uploads()).toBe(4);
  });
});
