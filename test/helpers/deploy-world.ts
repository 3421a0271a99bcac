// The deploy action's world, shared by the end-to-end file (dist/index.js) and the unit file (the
// same runs in the test's process): a simulator and a sample app of a test's own, the events
// GitHub sends, and what an archive holds.
import { execFile } from 'node:child_process';
import { lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TestContext } from 'vitest';
import type { ActionRunner } from './in-process.ts';
import { ownSimulator } from './own-simulator.ts';
import { simulatorInputs, type RunOptions } from '../../simulator/runner.ts';

export const exec = promisify(execFile);

export const pushOf = (ref: string, extra: Record<string, unknown> = {}): RunOptions => ({
  eventName: 'push',
  event: { ref, pusher: { name: 'octocat', email: 'octocat@example.com' }, ...extra },
  env: { GITHUB_REF: ref },
});

/**
 * A simulator and a sample app of the test's own, closed when it finishes, so that the tests run
 * at once (docs/testing.md), and the helpers that act on them; `run` runs the deploy action (its
 * bundle, or its entry in this process).
 */
export async function world(onTestFinished: TestContext['onTestFinished'], run: ActionRunner) {
  const { sim, root, workspace } = await ownSimulator(onTestFinished, 'e2e-deploy-', {
    finalStatus: 'succeeded',
    pollsToFinish: 1,
  });

  function deployWith(inputs: Record<string, string> = {}, options: RunOptions = {}) {
    return run({
      workspace,
      ...options,
      inputs: {
        ...simulatorInputs(sim),
        ...inputs,
      },
    });
  }

  const uploads = () => sim.requests.filter((request) => request.route === 'createDeployment');
  const routes = () => sim.requests.map((request) => request.route);

  return { sim, root, workspace, deployWith, uploads, routes };
}

const leftOutOfArchives = (name: string) => name.split('/').includes('.git') || name === '.env';

/** How many entries the workspace should make in an archive. */
export function workspaceEntries(workspace: string): number {
  return Object.keys(describeTree(workspace, leftOutOfArchives)).length;
}

/** Every entry below `dir`: kind, permission bits and content (or link target). */
export function describeTree(
  dir: string,
  leaveOut: (name: string) => boolean,
): Record<string, string> {
  const tree: Record<string, string> = {};
  const walk = (folder: string, prefix: string) => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      const relative = prefix + name;
      if (leaveOut(relative)) continue;
      const stats = lstatSync(path);
      const mode = (stats.mode & 0o777).toString(8);
      if (stats.isSymbolicLink()) tree[relative] = `link ${readlinkSync(path)}`;
      else if (stats.isDirectory()) {
        tree[`${relative}/`] = `folder ${mode}`;
        walk(path, `${relative}/`);
      } else tree[relative] = `file ${mode} ${readFileSync(path).toString('base64')}`;
    }
  };
  walk(dir, '');
  return tree;
}

export async function zipNames(path: string): Promise<string[]> {
  const { stdout } = await exec('zipinfo', ['-1', path]);
  return stdout.split('\n').filter((line) => line !== '');
}
