// Deploying only what CI passed, the world of the end-to-end file (the deploy bundle) and of the
// unit file (the same runs in the test's process): an Amezmo simulator, a GitHub stand-in whose
// commit has the check runs and statuses a test sets up, and a sample app, of a test's own.
import type { TestContext } from 'vitest';
import { startGitHubApi } from '../github-api/server.ts';
import type { ActionRunner } from './in-process.ts';
import { ownSimulator } from './own-simulator.ts';
import { simulatorInputs, type CliOptions, type CliResult } from '../../simulator/runner.ts';

export const COMMIT = 'abcdef0123456789abcdef0123456789abcdef01';

/**
 * A simulator, a GitHub stand-in and a sample app of the test's own; `run` runs the deploy action
 * (its bundle, or its entry in this process), `runCommand` the command line (likewise).
 */
export async function world(
  onTestFinished: TestContext['onTestFinished'],
  run: ActionRunner,
  runCommand?: (options: CliOptions) => Promise<CliResult>,
) {
  const { sim, workspace } = await ownSimulator(onTestFinished, 'e2e-checks-', {
    finalStatus: 'succeeded',
    pollsToFinish: 1,
  });
  const github = await startGitHubApi();
  onTestFinished(() => github.close());
  const uploads = () => sim.requests.filter(({ route }) => route === 'createDeployment');
  const checkReads = () => github.requests.filter(({ path }) => path.includes('/check-runs'));
  const deploy = (inputs: Record<string, string>) =>
    run({
      workspace,
      eventName: 'push',
      event: { ref: 'refs/heads/main' },
      env: github.runnerVariables({ runId: 70, headSha: COMMIT }),
      inputs: {
        ...simulatorInputs(sim),
        'github-token': 'ghs_test_token',
        'github-deployment': 'false',
        ...inputs,
      },
      timeoutMs: 60_000,
    });
  /** `amezmo-deploy deploy` of COMMIT on main, with `args` and variables besides Amezmo's. */
  const cli = (args: string[], env: Record<string, string> = {}) => {
    if (runCommand === undefined) throw new Error('this world runs no command line');
    return runCommand({
      args: ['deploy', '--branch', 'main', '--commit', COMMIT, ...args],
      cwd: workspace,
      env: {
        AMEZMO_API_KEY: sim.apiKey,
        AMEZMO_BASE_URL: sim.baseUrl,
        AMEZMO_INSTANCE: String(sim.seeded?.instanceId),
        AMEZMO_ENVIRONMENT: 'production',
        GITHUB_API_URL: github.url,
        ...env,
      },
      timeoutMs: 60_000,
    });
  };
  return { sim, github, workspace, uploads, checkReads, deploy, cli };
}
