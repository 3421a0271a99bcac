// Following a deployment, the world of the end-to-end file (dist/index.js) and of the unit file
// (the same runs in the test's process): a simulator whose status endpoint the test makes fail,
// answer in another case, or answer about another deployment, and a workspace of a test's own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestContext } from 'vitest';
import { createSampleApp } from '../../simulator/sample-app.ts';
import type { ActionRunner } from './in-process.ts';
import { startSimulator, type RouteName } from './simulator.ts';
import { simulatorInputs, type RunResult } from '../../simulator/runner.ts';

/** Short client retries, so that each poll's own attempts take milliseconds. */
export const FAST = {
  AMEZMO_DEPLOY_REQUEST_TIMEOUT_MS: '1000',
  AMEZMO_DEPLOY_RETRY_DELAY_MS: '20',
};

/** The first deployment the simulator creates. */
export const DEPLOYMENT_ID = 838;

/** How many lines of the log contain `fragment`. */
export const linesWith = (result: RunResult, fragment: string) =>
  result.stdout.split('\n').filter((line) => line.includes(fragment)).length;

/**
 * A simulator and a workspace of the test's own, closed when it finishes, so that the tests run
 * at once: most of their time is the action's waits. `run` runs the deploy action (its bundle, or
 * its entry in this process).
 */
export async function world(
  { expect, onTestFinished }: Pick<TestContext, 'expect' | 'onTestFinished'>,
  run: ActionRunner,
  finalStatus: string,
  pollsToFinish = 1,
) {
  const sim = await startSimulator({ deployment: { finalStatus, pollsToFinish } });
  const root = mkdtempSync(join(tmpdir(), 'e2e-wait-'));
  onTestFinished(async () => {
    await sim.close();
    rmSync(root, { recursive: true, force: true });
  });
  const workspace = join(root, 'workspace');
  createSampleApp(workspace);
  const requestsTo = (route: RouteName) =>
    sim.requests.filter((request) => request.route === route);
  return {
    sim,
    requestsTo,
    deployWith: (inputs: Record<string, string> = {}, timeoutMs?: number) =>
      run({
        workspace,
        eventName: 'push',
        event: { ref: 'refs/heads/main', pusher: { email: 'dev@example.com' } },
        env: FAST,
        timeoutMs,
        inputs: { ...simulatorInputs(sim), ...inputs },
      }),
    expectOneDeployment: () => {
      expect(requestsTo('createDeployment')).toHaveLength(1);
      expect(sim.account.deployments()).toHaveLength(1);
      expect(requestsTo('cancelDeployment')).toHaveLength(0);
    },
  };
}
