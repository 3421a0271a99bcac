// The environments action's world, shared by the end-to-end file (dist/environments/index.js) and
// the unit file (the same runs in the test's process): an Amezmo simulator, the GitHub stand-in
// (for the pull request comment) and a workspace of a test's own.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestContext } from 'vitest';
import { startGitHubApi } from '../github-api/server.ts';
import type { ActionRunner } from './in-process.ts';
import { ownSimulatorAndFolder } from './own-simulator.ts';
import type { RunOptions, RunResult } from '../../simulator/runner.ts';

const BUNDLE = 'dist/environments/index.js';
export const FILE = '.amezmo/environments.yml';
export const KEY = 'eu01xxNEWRELIC0123456789abcdef0123456789';

export const changesOf = (result: RunResult) =>
  JSON.parse(result.outputs.changes ?? 'null') as unknown;

/**
 * A simulator, a GitHub stand-in (for the pull request comment) and a workspace of the test's
 * own, closed when it finishes, so that the tests run at once (docs/testing.md), and the helpers
 * that act on them; `run` runs the environments action (its bundle, or its entry in this process).
 */
export async function world(onTestFinished: TestContext['onTestFinished'], run: ActionRunner) {
  const { sim, root } = await ownSimulatorAndFolder(onTestFinished, 'e2e-environments-');
  const github = await startGitHubApi();
  onTestFinished(() => github.close());
  const workspace = join(root, 'workspace');
  mkdirSync(join(workspace, '.amezmo'), { recursive: true });

  const instanceId = () => sim.seeded?.instanceId as number;

  /** Writes the file from its lines, so that a test can name the line of each one. */
  function writeFile(lines: string[]): void {
    writeFileSync(join(workspace, FILE), `${lines.join('\n')}\n`);
  }

  function runEnvironments(
    inputs: Record<string, string> = {},
    options: RunOptions = {},
  ): Promise<RunResult> {
    return run({
      bundle: BUNDLE,
      workspace,
      ...options,
      inputs: { 'api-key': sim.apiKey, 'base-url': sim.baseUrl, ...inputs },
    });
  }

  const requests = () => sim.requests.map((request) => `${request.method} ${request.path}`);
  const patches = () =>
    sim.requests
      .filter((request) => request.method === 'PATCH')
      .map((request) => ({ path: request.path, fields: request.fields }));

  /** The seeded account's environments, as a file that matches them. */
  function seededFile(instance = instanceId()): string[] {
    return [
      `instance: ${instance}`,
      'environments:',
      '  production:',
      "    branch-patterns: ['^main$', '^release/.+']",
      "    tag-patterns: ['^v\\d+\\.\\d+\\.\\d+$']",
      '    ssh: false',
      '  staging:',
      "    branch-patterns: ['^develop$', '^feature/']",
    ];
  }

  const options = (): RunOptions => ({
    eventName: 'pull_request',
    event: { pull_request: { number: 12 } },
    env: { GITHUB_API_URL: github.url },
  });

  return {
    sim,
    github,
    workspace,
    instanceId,
    writeFile,
    runEnvironments,
    requests,
    patches,
    seededFile,
    options,
  };
}
