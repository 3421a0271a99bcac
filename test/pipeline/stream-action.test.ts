// The archive streamed to the upload as it is written, run in the test's process
// (`runActionInProcess`): a cut connection tried again from the file, a server that wants a
// length, an early 201, bytes the ledger says are live, and a tree that may pass the limit;
// test/e2e/stream.test.ts keeps the deploy bundle's streamed upload, its early 413, and SIGTERM.
import { truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { startGitHubApi } from '../../simulator/github.ts';
import { runActionInProcess } from '../helpers/in-process.ts';
import { standInStore } from '../helpers/releases.ts';
import { sha256, world } from '../helpers/stream-world.ts';

// As long as the bundle's runs were allowed: each test writes and compresses 12 MiB.
describe.concurrent('an archive streamed as it is written', { timeout: 60_000 }, () => {
  it('tries a connection cut mid-stream again from the file, and makes one deployment', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, uploads, deploy, deployed } = await world(onTestFinished, runActionInProcess);
    sim.inject('createDeployment', { kind: 'reset-during-upload', afterBytes: 1024 * 1024 });
    const result = await deploy({}, { env: { AMEZMO_DEPLOY_RETRY_DELAY_MS: '10' } });

    expect(result.exitCode).toBe(0);
    expect(uploads()).toHaveLength(2);
    expect(uploads()[0]?.fault).toBe('reset-during-upload');
    expect(sha256(deployed(expect))).toBe(result.outputs['archive-sha256']);
  });

  it('sends the same bytes again with a length to a server that wants one (411)', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, uploads, deploy, deployed } = await world(onTestFinished, runActionInProcess);
    sim.inject('createDeployment', { kind: 'length-required' }, Infinity);
    const result = await deploy();

    expect(result.exitCode).toBe(0);
    const [first, second] = uploads();
    expect(uploads()).toHaveLength(2);
    expect(first?.status).toBe(411);
    expect(second?.headers['content-length']).toMatch(/^\d+$/);
    expect(sha256(deployed(expect))).toBe(result.outputs['archive-sha256']);
  });

  it('takes a 201 answered before the archive was whole for no upload, and looks it up', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, uploads, deploy } = await world(onTestFinished, runActionInProcess);
    sim.inject('createDeployment', {
      kind: 'answer-early',
      status: 201,
      afterBytes: 1024 * 1024,
      body: JSON.stringify({ id: 9838, status: 'pending', created_at: '2026-11-26T10:00:00Z' }),
    });
    const result = await deploy();

    expect(result.exitCode).toBe(1);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(
      /^The Amezmo API answered 201 to POST \/instances\/1001\/deployments before the whole archive was sent \([\d.]+ [KM]iB sent\): the server cannot have received all of it\. The deployment may have been created all the same/,
    );
    expect(result.stdout).not.toContain('Created deployment');
    expect(uploads()).toHaveLength(1);
    // The environment was asked what it now runs, once the upload was answered.
    const upload = sim.requests.findIndex((request) => request.route === 'createDeployment');
    expect(sim.requests.slice(upload).some((request) => request.route === 'getEnvironment')).toBe(
      true,
    );
    expect(sim.requests.some((request) => request.path.endsWith('/deployments/9838'))).toBe(false);
    expect(result.outputs['archive-size']).toBe('');
    expect(result.outputs['archive-sha256']).toBe('');
    expect(result.tempLeftovers).toEqual([]);
  });
});

describe.concurrent('bytes that the ledger says are live already', { timeout: 60_000 }, () => {
  it('are never deployed again: the streamed body is given up before it is complete', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, uploads, deploy } = await world(onTestFinished, runActionInProcess);
    const github = await startGitHubApi();
    try {
      const run = (runId: number) =>
        deploy(
          { 'github-token': 'ghs_test_token' },
          {
            env: { ...github.runnerVariables({ runId }), GITHUB_SHA: 'a'.repeat(40) },
            archives: standInStore(github, runId, 'a'.repeat(40)),
          },
        );
      const first = await run(1);
      expect(first.exitCode).toBe(0);
      const again = await run(2);

      expect(again.exitCode).toBe(0);
      expect(again.outputs.skipped).toBe('true');
      expect(again.outputs['skip-reason']).toContain(
        `the archive (sha256 ${first.outputs['archive-sha256']}) is already live`,
      );
      // The second body started streaming, but never ended: one deployment in all.
      expect(uploads()).toHaveLength(2);
      expect(sim.account.deployments()).toHaveLength(1);
    } finally {
      await github.close();
    }
  });
  it('are proven healthy again when recorded unhealthy, and fail again, uploading nothing', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, workspace, deploy } = await world(onTestFinished, runActionInProcess);
    const github = await startGitHubApi();
    try {
      sim.account.setHealthcheck(sim.seeded?.instanceId as number, 'production', '/up');
      writeFileSync(join(workspace, 'broken'), 'yes');
      const run = (runId: number) =>
        deploy(
          { 'github-token': 'ghs_test_token', 'health-timeout': '10' },
          {
            env: { ...github.runnerVariables({ runId }), GITHUB_SHA: 'a'.repeat(40) },
            archives: standInStore(github, runId, 'a'.repeat(40)),
          },
        );
      const first = await run(1);
      expect(first.outputs.health).toBe('unhealthy');
      const again = await run(2);

      expect(again.exitCode).toBe(1);
      expect(again.outputs).toMatchObject({ skipped: 'false', health: 'unhealthy' });
      expect(again.stdout).toMatch(
        /::warning::The same bytes are live already \(Amezmo deployment \d+ of commit aaaaaaa\), but the ledger records them unhealthy/,
      );
      // The second body started streaming, but never ended: one deployment in all.
      expect(sim.account.deployments()).toHaveLength(1);
    } finally {
      await github.close();
    }
  });
});

describe.concurrent(
  'a tree that may pass the limit before compression',
  { timeout: 60_000 },
  () => {
    it('is built first, then uploaded with its length when it fits', async ({
      expect,
      onTestFinished,
    }) => {
      const { workspace, uploads, deploy, deployed } = await world(
        onTestFinished,
        runActionInProcess,
      );
      // 600 MiB of zeros (a sparse file: no disk is used) compresses to well under a MiB.
      truncateSync(join(workspace, 'public', 'video.bin'), 0);
      writeFileSync(join(workspace, 'zeros.dat'), '');
      truncateSync(join(workspace, 'zeros.dat'), 600 * 1024 * 1024);
      const result = await deploy();

      expect(result.exitCode).toBe(0);
      expect(result.stdout).toContain('::group::Build the archive');
      expect(result.stdout).not.toContain('Build and upload the archive');
      expect(uploads()[0]?.headers['content-length']).toMatch(/^\d+$/);
      expect(sha256(deployed(expect))).toBe(result.outputs['archive-sha256']);
    });

    it('is refused before any upload when its archive is too large', async ({
      expect,
      onTestFinished,
    }) => {
      const { workspace, uploads, deploy } = await world(onTestFinished, runActionInProcess);
      // Stored as it is (a format compressed already): 600 MiB, over the 512 MiB limit.
      writeFileSync(join(workspace, 'public', 'film.mp4'), '');
      truncateSync(join(workspace, 'public', 'film.mp4'), 600 * 1024 * 1024);
      const result = await deploy();

      expect(result.exitCode).toBe(1);
      expect(result.errors).toHaveLength(1);
      expect(result.errors[0]).toContain("over Amezmo's limit of 512 MiB");
      expect(uploads()).toEqual([]);
    });
  },
);
