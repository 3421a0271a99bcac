// A tree large enough to stream, shared by the end-to-end file (the deploy bundle) and the unit
// file (the same runs in the test's process): a simulator and a workspace of about 12 MiB of the
// test's own.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ExpectStatic, TestContext } from 'vitest';
import { simulatorInputs } from '../../simulator/runner.ts';
import type { ActionRunner } from './in-process.ts';
import { ownSimulatorAndFolder } from './own-simulator.ts';

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * A simulator and a workspace of about 12 MiB of the test's own, closed when it finishes, so that
 * the tests run at once (docs/testing.md), and the helpers that act on them; `run` runs the
 * deploy action (its bundle, or its entry in this process).
 */
export async function world(onTestFinished: TestContext['onTestFinished'], run: ActionRunner) {
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

  function deploy(inputs: Record<string, string> = {}, options: Parameters<ActionRunner>[0] = {}) {
    return run({
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
