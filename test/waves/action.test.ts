// Rollouts in waves, run in the test's process (`runActionInProcess`, `runCliInProcess`): the
// order of what Amezmo received, the bytes each instance got, `targets-result`, the rollbacks,
// the errors; test/e2e/waves.test.ts keeps the deploy bundle's rollout with its soak in real time,
// and a refused list.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, it } from 'vitest';
import { createSampleApp } from '../../simulator/sample-app.ts';
import { ROOT } from '../../simulator/runner.ts';
import { runActionInProcess, runCliInProcess } from '../helpers/in-process.ts';
import { gitIn } from '../helpers/git.ts';
import { fleet, outcomes, type TargetReport } from '../helpers/waves-world.ts';

// As long as the bundle's runs were allowed: a test rolls out to six instances twice.
describe.concurrent('a rollout in waves', { timeout: 60_000 }, () => {
  it('stops a broken release at wave 1 and rolls that instance back, touching no other', async ({
    expect,
    onTestFinished,
  }) => {
    const f = await fleet(onTestFinished, runActionInProcess);
    const good = await f.rollOut('a');
    const bad = await f.rollOut('b', { broken: true });
    expect(bad.exitCode).toBe(1);
    expect(outcomes(bad.targets)).toEqual(['failed', ...Array(5).fill('not-started')]);
    expect(bad.targets[0]).toMatchObject({ health: 'unhealthy', 'rolled-back-to': good.commit });
    expect(bad.errors).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Target c1 \\(${f.instances[0]}/production\\) in wave 1 failed: .* The rollout stopped ` +
            'there\\. Of the other targets: 5 not started, 0 rolled back to their last healthy ' +
            'release, 0 left on the new release\\.$',
        ),
      ),
    ]);
    // Six of the good release, the broken one, and the good one's bytes again on instance 1.
    expect(f.uploads()).toEqual([...f.uploads().slice(0, 6), f.instances[0], f.instances[0]]);
    const goodSha = f.lastSha().get(f.instances[1] as number);
    expect(f.lastSha().get(f.instances[0] as number)).toBe(goodSha);
    const live = await fetch(f.sim.appUrl(f.instances[0] as number, 'production', '/up'));
    expect(`${live.status} ${await live.text()}`).toBe('200 release a');
  });

  it.for<[string, string[], 'good' | 'next']>([
    ['rollback-all', ['rolled-back', 'rolled-back', 'failed'], 'good'],
    ['stop', ['deployed', 'deployed', 'failed'], 'next'],
  ])(
    'on-failure: %s, when a wave-2 target fails',
    async ([onFailure, first3, onWhich], { expect, onTestFinished }) => {
      const f = await fleet(onTestFinished, runActionInProcess);
      const good = await f.rollOut('a');
      const goodSha = f.lastSha();
      // Instance 3's own health check now fails on whatever is deployed.
      f.sim.account.setHealthcheck(f.instances[2] as number, 'production', '/nope');
      const next = await f.rollOut('b', { inputs: { 'on-failure': onFailure } });
      expect(next.exitCode).toBe(1);
      expect(outcomes(next.targets)).toEqual([...first3, ...Array(3).fill('not-started')]);
      const now = f.lastSha();
      for (const id of f.instances.slice(0, 2)) {
        if (onWhich === 'good') expect(now.get(id)).toBe(goodSha.get(id));
        else expect(now.get(id)).not.toBe(goodSha.get(id));
      }
      for (const id of f.instances.slice(3)) expect(now.get(id)).toBe(goodSha.get(id));
      if (onFailure === 'rollback-all') {
        expect(next.targets[0]?.['rolled-back-to']).toBe(good.commit);
        expect(next.stdout).toContain(
          'Rolling back the 2 target(s) this rollout changed, each to its last healthy release.',
        );
      }
      expect(next.errors).toEqual([
        expect.stringMatching(/^Target c3 \(\d+\/production\) in wave 2 failed: /),
      ]);
    },
  );

  it('with rollback-all, puts back a target that failed after its deployment succeeded', async ({
    expect,
    onTestFinished,
  }) => {
    const f = await fleet(onTestFinished, runActionInProcess);
    const good = await f.rollOut('a');
    const goodSha = f.lastSha();
    // c3 (wave 2) names a worker its instance does not have: its restart fails (404) once its
    // deployment of the new release succeeded.
    const targets = f.targets().replace(/(label: c3)/, '$1, workers: [987654]');
    expect(targets).toContain('workers: [987654]');
    const next = await f.rollOut('b', { inputs: { 'on-failure': 'rollback-all', targets } });
    expect(next.exitCode).toBe(1);
    // c3 stays failed, and says where it was put back.
    expect(outcomes(next.targets)).toEqual([
      'rolled-back',
      'rolled-back',
      'failed',
      ...Array(3).fill('not-started'),
    ]);
    expect(next.targets[2]?.['rolled-back-to']).toBe(good.commit);
    // Every instance runs the bytes it ran before the rollout.
    const now = f.lastSha();
    for (const id of f.instances) expect(now.get(id)).toBe(goodSha.get(id));
    expect(next.stdout).toContain(
      'Rolling back the 3 target(s) this rollout changed, each to its last healthy release.',
    );
    expect(next.errors).toEqual([
      expect.stringMatching(
        /^Target c3 \(\d+\/production\) in wave 2 failed: Could not restart worker 987654 .* It was rolled back to commit 1111111\. The rollout stopped there\. Of the other targets: 3 not started, 2 rolled back to their last healthy release, 0 left on the new release\.$/,
      ),
    ]);
  });

  it("records each target's release with its commit and the commit's time", async ({
    expect,
    onTestFinished,
  }) => {
    const f = await fleet(onTestFinished, runActionInProcess);
    // The tree rolled out is a checkout of one commit, made at a time of the test's choosing.
    const workspace = join(f.root, 'checkout');
    createSampleApp(workspace, { healthText: 'release checkout' });
    const git = gitIn(workspace, { GIT_COMMITTER_DATE: '2026-11-20T10:00:00Z' });
    git('init', '-q', '-b', 'main');
    git('add', '-A');
    git('commit', '-q', '-m', 'first');
    const commit = git('rev-parse', 'HEAD');
    const result = await f.rollOut('checkout', { commit });
    expect(result.errors).toEqual([]);
    const payloads = f.github.deploymentRecords.map(
      (record) => record.payload as { commit: string; commit_time?: number },
    );
    expect(payloads).toHaveLength(6);
    for (const payload of payloads) {
      expect(payload).toMatchObject({
        commit,
        commit_time: Date.parse('2026-11-20T10:00:00Z') / 1000,
      });
    }
  });

  it('skips a target that has the same bytes live already', async ({ expect, onTestFinished }) => {
    const f = await fleet(onTestFinished, runActionInProcess);
    await f.rollOut('a');
    const again = await f.rollOut('a', { commit: '1'.repeat(40) });
    expect(again.exitCode).toBe(0);
    expect(outcomes(again.targets)).toEqual(Array(6).fill('skipped'));
    expect(again.outputs.skipped).toBe('true');
    expect(f.uploads()).toHaveLength(6);
  });

  it('waits out a storm of 429s', async ({ expect, onTestFinished }) => {
    const f = await fleet(onTestFinished, runActionInProcess);
    f.sim.inject('createDeployment', { kind: 'status', status: 429, retryAfter: '0' }, 4);
    const result = await f.rollOut('a');
    expect(result.errors).toEqual([]);
    expect(outcomes(result.targets)).toEqual(Array(6).fill('deployed'));
    const refused = f.sim.requests.filter(
      (request) => request.route === 'createDeployment' && request.status === 429,
    );
    expect(refused).toHaveLength(4);
  });

  it("fails a target of another account alone, with the key's words", async ({
    expect,
    onTestFinished,
  }) => {
    const f = await fleet(onTestFinished, runActionInProcess);
    await f.rollOut('a');
    const result = await f.rollOut('b', {
      inputs: {
        targets: `${f.targets(f.instances.slice(0, 1))}\n- { instance: 999999, environment: production, label: other }`,
        waves: 'rest',
      },
    });
    expect(result.exitCode).toBe(1);
    expect(outcomes(result.targets)).toEqual(['rolled-back', 'failed']);
    expect(result.errors).toEqual([
      expect.stringMatching(
        /^Target other \(999999\/production\) in wave 1 failed: Amezmo API: 404 .*Instance 999999 was not found\..*the API key belongs to its account\. The rollout stopped there\. Of the other targets: 0 not started, 1 rolled back/,
      ),
    ]);
  });

  it('runs docs/examples/waves.yml as a user would', async ({ expect, onTestFinished }) => {
    const f = await fleet(onTestFinished, runActionInProcess);
    const workflow = parse(readFileSync(join(ROOT, 'docs', 'examples', 'waves.yml'), 'utf8')) as {
      jobs: { deploy: { steps: { uses?: string; with?: Record<string, string> }[] } };
    };
    const step = workflow.jobs.deploy.steps.find((s) => s.uses?.startsWith('amezmo/'));
    const given = { ...step?.with };
    // The example's instances and worker, as this account numbers them; and the probe of /up
    // on each app as the simulator serves it (the example's paths are on each environment's
    // own address, which only Amezmo serves).
    given.targets = (given.targets ?? '')
      .split('\n')
      .map((line) => {
        const id = f.instances[Number(/instance: 100(\d)/.exec(line)?.[1]) - 1];
        if (id === undefined) return line;
        return line
          .replace(/instance: 100\d/, `instance: ${id}`)
          .replace('health-url: /up', `health-url: '${f.sim.appUrl(id, 'production', '/up')}'`)
          .replace('workers: [11]', `workers: [${f.sim.seeded?.workerIds[0]}]`);
      })
      .join('\n');
    expect(given['health-url']).toBe('/up');
    delete given['health-url'];
    const result = await f.rollOut('a', {
      inputs: { ...given, 'api-key': f.sim.apiKey, 'base-url': f.sim.baseUrl },
    });
    expect(result.errors).toEqual([]);
    expect(outcomes(result.targets)).toEqual(Array(4).fill('deployed'));
    expect(result.targets.map((target) => target.label)).toEqual([
      'acme',
      'globex',
      'initech',
      'umbrella',
    ]);
    expect(f.sim.requests.filter((request) => request.route === 'restartWorker')).toHaveLength(1);
  });

  it('amezmo-deploy deploy --targets FILE --json gives the same array', async ({
    expect,
    onTestFinished,
  }) => {
    const f = await fleet(onTestFinished, runActionInProcess);
    const cwd = mkdtempSync(join(tmpdir(), 'e2e-waves-cli-'));
    onTestFinished(() => Promise.resolve(rmSync(cwd, { recursive: true, force: true })));
    createSampleApp(join(cwd, 'app'));
    writeFileSync(join(cwd, 'fleet.yml'), f.targets(f.instances.slice(0, 3)));
    const result = await runCliInProcess({
      cwd,
      args: [
        'deploy',
        '--targets',
        'fleet.yml',
        '--path',
        'app',
        '--branch',
        'main',
        '--commit',
        'c'.repeat(40),
        '--on-failure',
        'stop',
        '--base-url',
        f.sim.baseUrl,
        '--json',
      ],
      // A CI's defaults for a single deploy give way to the targets' own.
      env: {
        AMEZMO_API_KEY: f.sim.apiKey,
        AMEZMO_INSTANCE: String(f.instances[5]),
        AMEZMO_ENVIRONMENT: 'staging',
      },
    });
    expect(result.errors).toEqual([]);
    expect(result.exitCode).toBe(0);
    const printed = JSON.parse(result.stdout) as { 'targets-result': TargetReport[] };
    expect(outcomes(printed['targets-result'])).toEqual(Array(3).fill('deployed'));
    expect(printed['targets-result'].map((target) => target.wave)).toEqual([1, 2, 3]);
    expect(f.uploads()).toEqual(f.instances.slice(0, 3));
  });
});
