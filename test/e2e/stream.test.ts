// The archive streamed to the upload as it is written, end to end: the deploy bundle against the
// simulator, with a tree large enough to stream. What is checked is what the service received (a
// body with no length, then the same bytes as the kept archive and the digest), and that every
// guarantee of a whole-archive upload holds: a cut connection is tried again from the file and
// makes one deployment, a server that wants a length gets one, an early 413 stops at once, a
// cancelled run leaves no deployment, and a tree that may pass the limit is built first.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it, type ExpectStatic, type TestContext } from 'vitest';
import {
  runAction,
  signalAfter,
  simulatorInputs,
  type RunOptions,
} from '../../simulator/runner.ts';
import { startGitHubApi } from '../../simulator/github.ts';
import { ownSimulatorAndFolder } from '../helpers/own-simulator.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * A simulator and a workspace of about 12 MiB of the test's own, closed when it finishes, so that
 * the tests run at once (docs/testing.md), and the helpers that act on them.
 */
async function world(onTestFinished: TestContext['onTestFinished']) {
  const { sim, root } = await ownSimulatorAndFolder(onTestFinished, 'e2e-stream-', {
    deployment: { finalStatus: 'succeeded', pollsToFinish: 1 },
  });
  const workspace = join(root, 'workspace');
  // About 12 MiB: PHP sources, and media that does not compress.
  mkdirSync(join(workspace, 'public'), { recursive: true });
  writeFileSync(join(workspace, 'public', 'video.bin'), randomBytes(10 * 1024 * 1024));
  for (let i = 0; i < 200; i++) {
    writeFileSync(
      join(workspace, `page-${i}.php`),
      `<?php echo ${i}; // ${randomBytes(6000).toString('base64')}\n`,
    );
  }

  const uploads = () => sim.requests.filter((request) => request.route === 'createDeployment');

  function deploy(inputs: Record<string, string> = {}, options: RunOptions = {}) {
    return runAction({
      workspace,
      eventName: 'push',
      event: { ref: 'refs/heads/main' },
      ...options,
      inputs: { ...simulatorInputs(sim), ...inputs },
    });
  }

  /** The bytes of the one deployment's archive, as the service stored them. */
  function deployed(expect: ExpectStatic): Buffer {
    const deployments = sim.account.deployments();
    expect(deployments).toHaveLength(1);
    return readFileSync((deployments[0] as { archivePath: string }).archivePath);
  }

  return { sim, root, workspace, uploads, deploy, deployed };
}

describe.concurrent('an archive streamed as it is written', () => {
  it('sends a body with no length whose archive is the kept one, byte for byte', async ({
    expect,
    onTestFinished,
  }) => {
    const { root, uploads, deploy, deployed } = await world(onTestFinished);
    const runnerTemp = join(root, 'runner-temp');
    mkdirSync(runnerTemp);
    const result = await deploy({ 'keep-archive': 'true' }, { env: { RUNNER_TEMP: runnerTemp } });

    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('::group::Build and upload the archive');
    expect(result.stdout).toMatch(/Uploaded 100% \([\d.]+ MiB of [\d.]+ MiB/);
    const [upload] = uploads();
    expect(uploads()).toHaveLength(1);
    expect(upload?.headers['content-length']).toBeUndefined();
    expect(upload?.headers['transfer-encoding']).toBe('chunked');
    const bytes = deployed(expect);
    const kept = result.outputs['archive-path'] as string;
    expect(kept.startsWith(runnerTemp)).toBe(true);
    expect(bytes.equals(readFileSync(kept))).toBe(true);
    expect(sha256(bytes)).toBe(result.outputs['archive-sha256']);
    expect(String(bytes.length)).toBe(result.outputs['archive-size']);
    expect(upload?.fields).toMatchObject({ environment: 'production', branch: 'main' });
  });

  it('tries a connection cut mid-stream again from the file, and makes one deployment', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, uploads, deploy, deployed } = await world(onTestFinished);
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
    const { sim, uploads, deploy, deployed } = await world(onTestFinished);
    sim.inject('createDeployment', { kind: 'length-required' }, Infinity);
    const result = await deploy();

    expect(result.exitCode).toBe(0);
    const [first, second] = uploads();
    expect(uploads()).toHaveLength(2);
    expect(first?.status).toBe(411);
    expect(second?.headers['content-length']).toMatch(/^\d+$/);
    expect(sha256(deployed(expect))).toBe(result.outputs['archive-sha256']);
  });

  it('stops at once on an early 413, and deploys nothing', async ({ expect, onTestFinished }) => {
    const { sim, uploads, deploy } = await world(onTestFinished);
    sim.inject('createDeployment', {
      kind: 'answer-early',
      status: 413,
      message: 'The archive may not be greater than 512 MB.',
    });
    const result = await deploy();

    expect(result.exitCode).toBe(1);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(/413/);
    expect(uploads()).toHaveLength(1);
    expect(sim.account.deployments()).toEqual([]);
    expect(result.tempLeftovers).toEqual([]);
  });

  it('takes a 201 answered before the archive was whole for no upload, and looks it up', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, uploads, deploy } = await world(onTestFinished);
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

  it('is cancelled cleanly by SIGTERM while streaming, leaving no deployment', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, deploy } = await world(onTestFinished);
    sim.inject('createDeployment', { kind: 'stall-reading' });
    const result = await deploy(
      {},
      { onSpawn: signalAfter('::group::Build and upload the archive', 'SIGTERM', 300) },
    );

    expect(result.exitCode).toBe(1);
    expect(result.errors).toEqual(['The run was cancelled (SIGTERM).']);
    expect(sim.account.deployments()).toEqual([]);
    expect(result.tempLeftovers).toEqual([]);
  });
});

describe.concurrent('bytes that the ledger says are live already', () => {
  it('are never deployed again: the streamed body is given up before it is complete', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, uploads, deploy } = await world(onTestFinished);
    const github = await startGitHubApi();
    try {
      const run = (runId: number) =>
        deploy(
          { 'github-token': 'ghs_test_token' },
          { env: { ...github.runnerVariables({ runId }), GITHUB_SHA: 'a'.repeat(40) } },
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
    const { sim, workspace, deploy } = await world(onTestFinished);
    const github = await startGitHubApi();
    try {
      sim.account.setHealthcheck(sim.seeded?.instanceId as number, 'production', '/up');
      writeFileSync(join(workspace, 'broken'), 'yes');
      const run = (runId: number) =>
        deploy(
          { 'github-token': 'ghs_test_token', 'health-timeout': '10' },
          { env: { ...github.runnerVariables({ runId }), GITHUB_SHA: 'a'.repeat(40) } },
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

describe.concurrent('a tree that may pass the limit before compression', () => {
  it('is built first, then uploaded with its length when it fits', async ({
    expect,
    onTestFinished,
  }) => {
    const { workspace, uploads, deploy, deployed } = await world(onTestFinished);
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
    const { workspace, uploads, deploy } = await world(onTestFinished);
    // Stored as it is (a format compressed already): 600 MiB, over the 512 MiB limit.
    writeFileSync(join(workspace, 'public', 'film.mp4'), '');
    truncateSync(join(workspace, 'public', 'film.mp4'), 600 * 1024 * 1024);
    const result = await deploy();

    expect(result.exitCode).toBe(1);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toContain("over Amezmo's limit of 512 MiB");
    expect(uploads()).toEqual([]);
  });
});
