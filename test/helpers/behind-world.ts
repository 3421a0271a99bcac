// Never deploying behind what is live, the world of the end-to-end file (the deploy bundle, the
// command line's) and of the unit file (the same runs in the test's process): an Amezmo simulator
// and a GitHub stand-in whose commit graph answers the compare API, of a test's own, closed when
// it finishes, so that the tests run at once.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestContext } from 'vitest';
import { createSampleApp } from '../../simulator/sample-app.ts';
import { startGitHubApi } from '../github-api/server.ts';
import type { ActionRunner } from './in-process.ts';
import { ownSimulatorAndFolder } from './own-simulator.ts';
import { standInStore } from './releases.ts';
import {
  simulatorInputs,
  type CliOptions,
  type CliResult,
  type RunResult,
} from '../../simulator/runner.ts';

/** Runs the command line as `runCli` runs its bundle, or in this process. */
export type CliRunner = (options: CliOptions) => Promise<CliResult>;

// OLD - NEW on main; SIDE branches from OLD.
export const OLD = '1'.repeat(40);
export const NEW = '2'.repeat(40);
export const SIDE = '3'.repeat(40);

export const errors = (result: RunResult) =>
  result.stdout.split('\n').filter((line) => line.startsWith('::error'));

/**
 * A simulator, a GitHub stand-in with OLD, NEW and SIDE, and a folder of the test's own; `run`
 * runs the deploy action (its bundle, or its entry in this process).
 */
export async function world(onTestFinished: TestContext['onTestFinished'], run: ActionRunner) {
  const { sim, root } = await ownSimulatorAndFolder(onTestFinished, 'e2e-behind-', {
    deployment: { finalStatus: 'succeeded', pollsToFinish: 1 },
  });
  const github = await startGitHubApi();
  onTestFinished(() => github.close());
  github.commits.add(OLD, { date: new Date('2026-11-01T00:00:00Z') });
  github.commits.add(NEW, { parents: [OLD], date: new Date('2026-11-02T00:00:00Z') });
  github.commits.add(SIDE, { parents: [OLD], date: new Date('2026-11-03T00:00:00Z') });
  let runs = 0;

  const uploads = () => sim.requests.filter((r) => r.route === 'createDeployment').length;
  const ledger = () => github.deploymentRecords.filter((record) => record.task === 'deploy:amezmo');
  const compares = () => github.requests.filter(({ path }) => path.includes('/compare/'));

  /**
   * Runs the deploy action as the next run of the workflow, for `commit`, with the ledger on; in
   * this process, its archive is kept among the stand-in's artifacts, as @actions/artifact keeps it.
   */
  function deploy(commit: string, inputs: Record<string, string> = {}): Promise<RunResult> {
    runs++;
    const workspace = join(root, `run-${runs}`);
    createSampleApp(workspace);
    // Each commit's bytes differ.
    writeFileSync(join(workspace, 'public', 'release.txt'), `${commit}\n`);
    return run({
      workspace,
      eventName: 'push',
      event: { ref: 'refs/heads/main' },
      env: { ...github.runnerVariables({ runId: runs, headSha: commit }), GITHUB_RUN_ATTEMPT: '1' },
      inputs: { ...simulatorInputs(sim), 'github-token': 'ghs_test_token', ...inputs },
      archives: standInStore(github, runs, commit),
      timeoutMs: 60_000,
    });
  }

  return { sim, github, root, uploads, ledger, compares, deploy };
}
