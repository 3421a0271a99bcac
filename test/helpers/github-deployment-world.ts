// GitHub Deployments, the world of the end-to-end file (dist/index.js) and of the unit file (the
// same runs in the test's process): an Amezmo simulator, a local stand-in for GitHub's REST API
// (GITHUB_API_URL points at it) and a sample app, of a test's own, closed when it finishes.
import type { TestContext } from 'vitest';
import { startGitHubApi } from '../github-api/server.ts';
import type { ActionRunner } from './in-process.ts';
import { ownSimulator } from './own-simulator.ts';
import { simulatorInputs, type RunOptions } from '../../simulator/runner.ts';

export const SHA = '0123456789abcdef0123456789abcdef01234567';

/** `run` runs the deploy action: its bundle, or its entry in this process. */
export async function world(onTestFinished: TestContext['onTestFinished'], run: ActionRunner) {
  const { sim, workspace } = await ownSimulator(onTestFinished, 'e2e-github-', {
    finalStatus: 'succeeded',
    pollsToFinish: 1,
  });
  const github = await startGitHubApi();
  onTestFinished(() => github.close());

  const deployWith = (ref: string, inputs: Record<string, string> = {}, options: RunOptions = {}) =>
    run({
      workspace,
      eventName: 'push',
      event: { ref },
      env: { GITHUB_API_URL: github.url, GITHUB_RUN_ID: '77' },
      ...options,
      inputs: {
        ...simulatorInputs(sim),
        'github-deployment': 'true',
        'github-token': 'ghs_test_token',
        ...inputs,
      },
    });
  /** The states of the deployment statuses GitHub was sent, in order. */
  const statuses = () =>
    github.requests
      .filter((request) => request.path.endsWith('/statuses'))
      .map((request) => request.body.state);
  return { sim, github, deployWith, statuses };
}
