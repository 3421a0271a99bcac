// The deploy action end to end: dist/index.js run as a runner runs it, against the simulator: a
// branch push deployed with its metadata, a failed deployment failing the step, SIGTERM during the
// wait cancelling the deployment, and the commit git finds checked out in the workspace. Which
// events deploy, workers, the wait's time limit and what gets uploaded are proven in-process by
// test/deploy/action.test.ts.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { runAction, signalAfter } from '../../simulator/runner.ts';
import { exec, pushOf, workspaceEntries, world } from '../helpers/deploy-world.ts';

describe.concurrent('deploy on push', () => {
  it('deploys a matching branch push with its metadata', async ({ expect, onTestFinished }) => {
    const { sim, workspace, deployWith, uploads } = await world(onTestFinished, runAction);
    const result = await deployWith({}, pushOf('refs/heads/main'));

    expect(result.exitCode).toBe(0);
    expect(result.errors).toEqual([]);
    expect(uploads()).toHaveLength(1);
    expect(uploads()[0]?.fields).toEqual({
      environment: 'production',
      repo_owner: 'acme',
      repo_name: 'shop',
      branch: 'main',
      commit: '0123456789abcdef0123456789abcdef01234567',
      pusher: 'octocat@example.com',
    });
    const stored = readFileSync(sim.account.deployments()[0]?.archivePath as string);
    expect(result.outputs).toEqual({
      skipped: 'false',
      'skip-reason': '',
      'matched-pattern': '^main$',
      'deployment-id': '838',
      'deployment-status': 'succeeded',
      'environment-url': `https://production-${sim.seeded?.instanceId}.amezmo.test`,
      'archive-size': String(stored.length),
      'archive-files': String(workspaceEntries(workspace)),
      'archive-sha256': (await import('node:crypto'))
        .createHash('sha256')
        .update(stored)
        .digest('hex'),
      'promoted-from': '',
      'archive-manifest': expect.stringMatching(/amezmo-manifest-\w+\/archive-manifest\.txt$/),
      'archive-path': '',
      'restarted-workers': '[]',
      health: 'unchecked',
      'health-detail':
        "no health check: the environment has none in Amezmo, and 'health-url' is not set",
      // A runner without the artifact service keeps nothing (the step warns).
      'artifact-id': '',
      'rolled-back-to': '',
      'targets-result': '',
    });
    expect(result.summary).toContain('<td>Outcome</td><td>✅ Deployed</td>');
    expect(result.stdout).toContain('::notice::The root .env was left out of the archive');
    expect(result.tempLeftovers).toEqual([]);
  });

  it('sends the commit checked out in the workspace', async ({ expect, onTestFinished }) => {
    const { workspace, deployWith, uploads } = await world(onTestFinished, runAction);
    const git = (...args: string[]) =>
      exec('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
        cwd: workspace,
      });
    rmSync(join(workspace, '.git'), { recursive: true });
    await git('init', '-q');
    await git('add', '-A');
    await git('commit', '-qm', 'initial');
    const head = (await git('rev-parse', 'HEAD')).stdout.trim();

    const result = await deployWith({ wait: 'false' }, pushOf('refs/heads/main'));

    expect(result.exitCode).toBe(0);
    expect(uploads()[0]?.fields.commit).toBe(head);
  });
});

describe.concurrent('waiting and workers', () => {
  it('fails the step on a failed deployment and restarts no worker', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, deployWith, routes } = await world(onTestFinished, runAction);
    sim.account.behaviour = { finalStatus: 'failed', pollsToFinish: 1 };
    const result = await deployWith({ workers: '11' }, pushOf('refs/heads/main'));

    expect(result.exitCode).toBe(1);
    expect(result.errors).toEqual([
      "Deployment 838 ended with status 'failed'. Its log: Amezmo dashboard, instance 1001, environment 'production', Deployments.",
    ]);
    expect(routes()).not.toContain('restartWorker');
    expect(result.outputs).toMatchObject({
      'deployment-id': '838',
      'deployment-status': 'failed',
      'restarted-workers': '[]',
    });
  });

  it('cancels the deployment when the runner sends SIGTERM during the wait', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, deployWith, routes } = await world(onTestFinished, runAction);
    sim.account.behaviour = { finalStatus: 'succeeded', pollsToFinish: 1000 };
    const result = await deployWith(
      {},
      {
        ...pushOf('refs/heads/main'),
        onSpawn: signalAfter('::group::Wait for deployment', 'SIGTERM', 100),
      },
    );

    expect(result.exitCode).toBe(1);
    expect(result.errors).toEqual(['The run was cancelled (SIGTERM).']);
    expect(routes()).toContain('cancelDeployment');
    expect(sim.account.deployments()[0]?.status).toBe('cancelling');
    expect(result.tempLeftovers).toEqual([]);
  });
});
