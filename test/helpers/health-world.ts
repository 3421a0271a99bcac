// The deploy action's world for health, the ledger and rollback, shared by its end-to-end file
// (the deploy bundle) and its unit file (the same runs in the test's process): an Amezmo
// simulator (its platform health check and its deployed app) and a GitHub stand-in (deployments
// with payloads and statuses, and the artifact service) of a test's own, closed when it finishes,
// so that the tests run at once (docs/testing.md).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestContext } from 'vitest';
import { createSampleApp } from '../../simulator/sample-app.ts';
import { startGitHubApi } from '../github-api/server.ts';
import type { ActionRunner } from './in-process.ts';
import { ownSimulator } from './own-simulator.ts';
import { standInStore } from './releases.ts';
import { simulatorInputs, type RunResult } from '../../simulator/runner.ts';

export const commitOf = (n: number) => String(n).repeat(40).slice(0, 40);
export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
export const errors = (result: RunResult) =>
  result.stdout.split('\n').filter((line) => line.startsWith('::error'));

/**
 * A simulator, a GitHub stand-in and a folder of the test's own, and the helpers that act on
 * them; `runner` runs the deploy action (its bundle, or its entry in this process).
 */
export async function world(onTestFinished: TestContext['onTestFinished'], runner: ActionRunner) {
  const { sim, root } = await ownSimulator(
    onTestFinished,
    'e2e-health-',
    { finalStatus: 'succeeded', pollsToFinish: 1 },
    'workspace',
    { healthcheckDelayMs: 300 },
  );
  const github = await startGitHubApi();
  onTestFinished(() => github.close());
  let run = 0;

  const instance = () => String(sim.seeded?.instanceId);
  const instanceId = () => sim.seeded?.instanceId ?? 0;
  /** The bytes of every archive Amezmo received, in order. */
  const received = () => sim.account.deployments().map((d) => readFileSync(d.archivePath));
  const uploads = () => sim.requests.filter((r) => r.route === 'createDeployment').length;

  /** A workspace holding the sample app, healthy or broken, with its own health text. */
  function release(name: string, options: { broken?: boolean; healthText?: string } = {}): string {
    const workspace = join(root, name);
    createSampleApp(workspace, options);
    // Each release's bytes differ, as two commits' do.
    writeFileSync(join(workspace, 'public', 'release.txt'), `${name}\n`);
    return workspace;
  }

  /**
   * Runs the deploy action as run `n` of the workflow, for commit `n`, with the ledger on; in this
   * process, its archive is kept among the stand-in's artifacts, as @actions/artifact keeps it.
   */
  function deploy(
    workspace: string,
    inputs: Record<string, string> = {},
    options: { echo?: (text: string) => void } = {},
  ): Promise<RunResult> {
    run++;
    return runner({
      workspace,
      eventName: 'push',
      event: { ref: 'refs/heads/main' },
      env: {
        ...github.runnerVariables({ runId: run, headSha: commitOf(run) }),
        GITHUB_RUN_ATTEMPT: '1',
      },
      inputs: {
        ...simulatorInputs(sim),
        'github-token': 'ghs_test_token',
        ...inputs,
      },
      archives: standInStore(github, run, commitOf(run)),
      timeoutMs: 60_000,
      ...options,
    });
  }

  /** The GitHub deployments of the ledger, oldest first, with their last status. */
  const ledger = () =>
    github.deploymentRecords
      .filter((record) => record.task === 'deploy:amezmo')
      .map((record) => ({
        payload: record.payload as Record<string, Record<string, unknown>>,
        sha: record.sha,
        last: record.statuses.at(-1),
      }));

  return { sim, github, instance, instanceId, received, uploads, release, deploy, ledger };
}

export type World = Awaited<ReturnType<typeof world>>;
