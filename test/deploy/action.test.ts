// The deploy action in the test's process (\`runActionInProcess\`): which pushes, tags, releases,
// dispatches and pull requests deploy and which are skipped, workers restarted after success, the
// wait's time limit, and what gets uploaded, with the same assertions the bundle's runs had;
// test/e2e/deploy.test.ts keeps what proves dist/index.js itself.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { runActionInProcess } from '../helpers/in-process.ts';
import {
  describeTree,
  exec,
  pushOf,
  workspaceEntries,
  world,
  zipNames,
} from '../helpers/deploy-world.ts';

describe.concurrent('deploy on push', { timeout: 60_000 }, () => {
  it('skips a branch that matches no pattern: exit 0, nothing uploaded', async ({
    expect,
    onTestFinished,
  }) => {
    const { deployWith, routes } = await world(onTestFinished, runActionInProcess);
    const result = await deployWith({}, pushOf('refs/heads/feature/search'));

    expect(result.exitCode).toBe(0);
    expect(routes()).toEqual(['getEnvironment']);
    expect(result.outputs).toMatchObject({
      skipped: 'true',
      'deployment-id': '',
      'archive-size': '',
    });
    expect(result.outputs['skip-reason']).toBe(
      "branch 'feature/search' matches none of the auto-deploy branch patterns of environment 'production' ('^main$', '^release/.+') and is not its deploy branch 'main'. Add a pattern in the Amezmo dashboard, or set force: true to deploy anyway.",
    );
    expect(result.stdout).toContain(`::notice::Skipped: ${result.outputs['skip-reason']}`);
    expect(result.summary).toContain('⏭️ Skipped');
  });

  it('deploys a tag push, sending the tag and no branch', async ({ expect, onTestFinished }) => {
    const { deployWith, uploads } = await world(onTestFinished, runActionInProcess);
    const result = await deployWith({}, pushOf('refs/tags/v2.1.0'));

    expect(result.exitCode).toBe(0);
    expect(uploads()[0]?.fields).toMatchObject({ tag: 'v2.1.0' });
    expect(uploads()[0]?.fields).not.toHaveProperty('branch');
    expect(result.outputs['matched-pattern']).toBe('^v\\d+\\.\\d+\\.\\d+$');
  });

  it('skips a tag deletion with a notice and no request', async ({ expect, onTestFinished }) => {
    const { sim, deployWith } = await world(onTestFinished, runActionInProcess);
    const result = await deployWith(
      {},
      pushOf('refs/tags/v2.1.0', { deleted: true, after: '0'.repeat(40) }),
    );

    expect(result.exitCode).toBe(0);
    expect(sim.requests).toEqual([]);
    expect(result.outputs).toMatchObject({
      skipped: 'true',
      'skip-reason': "the push deleted tag 'v2.1.0'.",
    });
    expect(result.stdout).toContain("::notice::Nothing to deploy: the push deleted tag 'v2.1.0'.");
  });

  it("deploys a published release's tag", async ({ expect, onTestFinished }) => {
    const { deployWith, uploads } = await world(onTestFinished, runActionInProcess);
    const result = await deployWith(
      {},
      {
        eventName: 'release',
        event: {
          action: 'published',
          release: { tag_name: 'v3.0.0', name: 'Three' },
          sender: { login: 'octocat' },
        },
        env: { GITHUB_REF: 'refs/tags/v3.0.0', GITHUB_ACTOR_ID: '583231' },
      },
    );

    expect(result.exitCode).toBe(0);
    expect(uploads()[0]?.fields).toMatchObject({
      tag: 'v3.0.0',
      pusher: '583231+octocat@users.noreply.github.com',
    });
  });

  it('deploys a manual dispatch of any branch with force', async ({ expect, onTestFinished }) => {
    const { deployWith, uploads } = await world(onTestFinished, runActionInProcess);
    const result = await deployWith(
      { force: 'true', pusher: 'release-bot@example.com' },
      {
        eventName: 'workflow_dispatch',
        event: { inputs: {} },
        env: { GITHUB_REF: 'refs/heads/hotfix/login' },
      },
    );

    expect(result.exitCode).toBe(0);
    expect(uploads()[0]?.fields).toMatchObject({
      branch: 'hotfix/login',
      pusher: 'release-bot@example.com',
    });
    expect(result.outputs['matched-pattern']).toBe('');
    expect(result.stdout).toContain("Deploying: force is true, so branch 'hotfix/login' deploys");
  });

  it("deploys a pull request's head branch to staging", async ({ expect, onTestFinished }) => {
    const { deployWith, uploads } = await world(onTestFinished, runActionInProcess);
    const result = await deployWith(
      { environment: 'staging' },
      {
        eventName: 'pull_request',
        event: {
          action: 'synchronize',
          number: 7,
          pull_request: { head: { ref: 'feature/cart', sha: 'abc' } },
        },
        env: { GITHUB_REF: 'refs/pull/7/merge', GITHUB_HEAD_REF: 'feature/cart' },
      },
    );

    expect(result.exitCode).toBe(0);
    expect(uploads()[0]?.fields).toMatchObject({ environment: 'staging', branch: 'feature/cart' });
    expect(result.outputs['matched-pattern']).toBe('^feature/');
  });
});

describe.concurrent('waiting and workers', { timeout: 60_000 }, () => {
  it('restarts workers strictly after the deployment succeeded', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, deployWith, routes } = await world(onTestFinished, runActionInProcess);
    sim.account.behaviour = { finalStatus: 'succeeded', pollsToFinish: 2 };
    const [first, second] = sim.seeded?.workerIds as number[];
    const result = await deployWith({ workers: `${first}\n${second}` }, pushOf('refs/heads/main'));

    expect(result.exitCode).toBe(0);
    expect(routes()).toEqual([
      'getEnvironment',
      'createDeployment',
      'getDeployment',
      'getDeployment',
      // Amezmo's health check, read before the workers go onto the release.
      'getEnvironment',
      'restartWorker',
      'restartWorker',
    ]);
    const polls = sim.requests.filter((request) => request.route === 'getDeployment');
    expect(polls.at(-1)?.status).toBe(200);
    expect(
      sim.requests
        .slice(-2)
        .map((request) => request.path)
        .sort(),
    ).toEqual([
      `/v1/instances/${sim.seeded?.instanceId}/workers/${first}/restart`,
      `/v1/instances/${sim.seeded?.instanceId}/workers/${second}/restart`,
    ]);
    expect(result.outputs['restarted-workers']).toBe(`[${first},${second}]`);
  });

  it('fails the step past wait-timeout and cancels the deployment', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, deployWith, routes } = await world(onTestFinished, runActionInProcess);
    sim.account.behaviour = { finalStatus: 'succeeded', pollsToFinish: 1000 };
    const result = await deployWith({ 'wait-timeout': '1' }, pushOf('refs/heads/main'));

    expect(result.exitCode).toBe(1);
    expect(result.errors[0]).toContain(
      'Deployment 838 had not ended after 1 s (last status: pending).',
    );
    expect(routes().at(-1)).toBe('cancelDeployment');
    expect(sim.account.deployments()[0]?.status).toBe('cancelling');
    expect(result.outputs['deployment-status']).toBe('cancelling');
  });
});

describe.concurrent('what gets uploaded', { timeout: 60_000 }, () => {
  it('uploads nothing on a dry run, and reports the archive', async ({
    expect,
    onTestFinished,
  }) => {
    const { workspace, deployWith, routes } = await world(onTestFinished, runActionInProcess);
    const result = await deployWith({ 'dry-run': 'true' }, pushOf('refs/heads/main'));

    expect(result.exitCode).toBe(0);
    expect(routes()).toEqual(['getEnvironment']);
    expect(result.outputs).toMatchObject({
      skipped: 'false',
      'deployment-id': '',
      'archive-files': String(workspaceEntries(workspace)),
    });
    expect(Number(result.outputs['archive-size'])).toBeGreaterThan(1000);
    expect(result.stdout).toContain(
      "::notice::Dry run: branch 'main' would deploy to 'production'",
    );
    expect(result.tempLeftovers).toEqual([]);
  });

  it('leaves out what exclude names', async ({ expect, onTestFinished }) => {
    const { sim, deployWith } = await world(onTestFinished, runActionInProcess);
    const result = await deployWith(
      { exclude: 'tests/**\n*.blade.php', wait: 'false' },
      pushOf('refs/heads/main'),
    );

    expect(result.exitCode).toBe(0);
    const names = await zipNames(sim.account.deployments()[0]?.archivePath as string);
    expect(names).not.toContain('tests/Feature/HomeTest.php');
    expect(names).not.toContain('resources/views/welcome.blade.php');
    expect(names).toContain('resources/views/');
    expect(names).toContain('app/Http/Controllers/HomeController.php');
  });

  it("puts path's contents at the archive's root", async ({ expect, onTestFinished }) => {
    const { sim, deployWith } = await world(onTestFinished, runActionInProcess);
    const result = await deployWith({ path: 'public', wait: 'false' }, pushOf('refs/heads/main'));

    expect(result.exitCode).toBe(0);
    expect((await zipNames(sim.account.deployments()[0]?.archivePath as string)).sort()).toEqual([
      'index.php',
      'storage',
    ]);
  });

  it('stores exactly the workspace: bytes, executable bits, links, empty folders; no .git, no .env', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, root, workspace, deployWith } = await world(onTestFinished, runActionInProcess);
    mkdirSync(join(workspace, 'app', 'Models', '.git'), { recursive: true });
    writeFileSync(join(workspace, 'app', 'Models', '.git', 'HEAD'), 'x');
    writeFileSync(join(workspace, 'vendor', '.git'), 'gitdir: ../.git/modules/vendor');
    const result = await deployWith({ wait: 'false' }, pushOf('refs/heads/main'));
    expect(result.exitCode).toBe(0);

    const extracted = join(root, 'extracted');
    mkdirSync(extracted);
    await exec('unzip', [
      '-q',
      sim.account.deployments()[0]?.archivePath as string,
      '-d',
      extracted,
    ]);

    const expected = describeTree(
      workspace,
      (name) => name.split('/').includes('.git') || name === '.env',
    );
    const actual = describeTree(extracted, () => false);
    expect(actual).toEqual(expected);
    expect(Object.keys(actual)).toContain('storage/logs/');
    expect(actual['artisan']).toMatch(/^file 755 /);
    expect(actual['public/storage']).toBe('link ../storage/app/public');
    expect(Object.keys(actual).some((name) => name.split('/').includes('.git'))).toBe(false);
    expect(actual).not.toHaveProperty('.env');
    expect(actual).toHaveProperty('resources/lang/fr/messages été.php');
  });
});
