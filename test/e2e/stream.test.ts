// The archive streamed to the upload as it is written, end to end: the deploy bundle against the
// simulator, with a tree large enough to stream: a body with no length whose bytes are the kept
// archive's, an early 413 that stops at once, and a run cancelled by SIGTERM while streaming that
// leaves no deployment. The other guarantees of a streamed upload are proven in-process by
// test/pipeline/stream-action.test.ts.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { runAction, signalAfter } from '../../simulator/runner.ts';
import { sha256, world } from '../helpers/stream-world.ts';

describe.concurrent('an archive streamed as it is written', () => {
  it('sends a body with no length whose archive is the kept one, byte for byte', async ({
    expect,
    onTestFinished,
  }) => {
    const { root, uploads, deploy, deployed } = await world(onTestFinished, runAction);
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

  it('stops at once on an early 413, and deploys nothing', async ({ expect, onTestFinished }) => {
    const { sim, uploads, deploy } = await world(onTestFinished, runAction);
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

  it('is cancelled cleanly by SIGTERM while streaming, leaving no deployment', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, deploy } = await world(onTestFinished, runAction);
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
