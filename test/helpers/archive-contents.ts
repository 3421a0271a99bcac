// What the tests of what goes into the archive share (test/e2e/archive-contents.test.ts through
// the bundle, test/archive/contents.test.ts in-process): a simulator and a workspace of the
// test's own, a deploy of it on a push of main, and the archive's names as zipinfo reads them.
import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { TestContext } from 'vitest';
import {
  runAction,
  simulatorInputs,
  type RunOptions,
  type RunResult,
} from '../../simulator/runner.ts';
import { ownSimulatorAndFolder } from './own-simulator.ts';

export const exec = promisify(execFile);

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/**
 * A simulator and a workspace of the test's own, closed when it finishes, so that the tests run at
 * once (docs/testing.md), and the helpers that act on them; `deployWith` runs the deploy action
 * with `runDeploy`: its bundle, or `runInProcess`.
 */
export async function contentsWorld(
  onTestFinished: TestContext['onTestFinished'],
  runDeploy: (options: RunOptions) => Promise<RunResult> = runAction,
) {
  const { sim, root } = await ownSimulatorAndFolder(onTestFinished, 'e2e-contents-', {
    deployment: { finalStatus: 'succeeded', pollsToFinish: 1 },
  });
  const workspace = join(root, 'workspace');
  /** RUNNER_TEMP for the run, kept by the test so that what the action keeps there can be read. */
  const runnerTemp = join(root, 'runner-temp');
  mkdirSync(workspace);
  mkdirSync(runnerTemp);

  function write(path: string, content = 'x'): void {
    mkdirSync(dirname(join(workspace, path)), { recursive: true });
    writeFileSync(join(workspace, path), content);
  }

  function deployWith(inputs: Record<string, string> = {}) {
    return runDeploy({
      workspace,
      eventName: 'push',
      event: { ref: 'refs/heads/main', pusher: { name: 'octocat', email: 'octocat@example.com' } },
      env: { GITHUB_REF: 'refs/heads/main', RUNNER_TEMP: runnerTemp },
      inputs: { ...simulatorInputs(sim), ...inputs },
    });
  }

  const stored = (): string => sim.account.deployments()[0]?.archivePath as string;

  return { sim, root, workspace, runnerTemp, write, deployWith, stored };
}

export type World = Awaited<ReturnType<typeof contentsWorld>>;

export async function namesIn(zip: string): Promise<string[]> {
  const { stdout } = await exec('zipinfo', ['-1', zip]);
  return stdout.split('\n').filter((name) => name !== '');
}
