// A hostile or broken network between the runner and the API, the world of the end-to-end file
// (dist/index.js) and of the unit file (the same runs in the test's process): a simulator and a
// workspace of a test's own, short time limits, and what a run must show when it fails.
import type { TestContext } from 'vitest';
import type { ActionRunner } from './in-process.ts';
import { ownSimulator } from './own-simulator.ts';
import type { RouteName } from '../../simulator/server.ts';
import { simulatorInputs, type RunResult } from '../../simulator/runner.ts';

/** Short time limits, so that each deadline is reached in about a second. */
export const FAST = {
  AMEZMO_DEPLOY_REQUEST_TIMEOUT_MS: '1000',
  AMEZMO_DEPLOY_UPLOAD_TIMEOUT_MS: '1500',
  AMEZMO_DEPLOY_STALL_TIMEOUT_MS: '700',
  AMEZMO_DEPLOY_RETRY_DELAY_MS: '20',
};
/** Far below every time limit of a single read: only the deadline for the whole answer can end it. */
export const TRICKLE = { kind: 'trickle', everyMs: 100 } as const;

export type Context = Pick<TestContext, 'expect' | 'onTestFinished'>;

/**
 * A simulator and a workspace of the test's own, closed when it finishes, so that the tests run
 * at once: most of their time is waiting for a deadline. `run` runs the deploy action (its bundle,
 * or its entry in this process).
 */
export async function world({ expect, onTestFinished }: Context, run: ActionRunner) {
  const { sim, root, workspace } = await ownSimulator(onTestFinished, 'e2e-hostile-network-', {
    finalStatus: 'succeeded',
    pollsToFinish: 1,
  });

  const deployWith = (inputs: Record<string, string> = {}, env: Record<string, string> = {}) =>
    run({
      workspace,
      eventName: 'push',
      event: { ref: 'refs/heads/main', pusher: { email: 'dev@example.com' } },
      env: { ...FAST, ...env },
      timeoutMs: 60_000,
      inputs: {
        ...simulatorInputs(sim),
        workers: String(sim.seeded?.workerIds[0]),
        ...inputs,
      },
    });

  const count = (route: RouteName) =>
    sim.requests.filter((request) => request.route === route).length;

  const expectOneErrorLine = (result: RunResult, fragment: string | RegExp): void => {
    expect(result.signal, 'the run ended by itself').toBeNull();
    expect(result.exitCode).toBe(1);
    expect(result.errors).toHaveLength(1);
    if (typeof fragment === 'string') expect(result.errors[0]).toContain(fragment);
    else expect(result.errors[0]).toMatch(fragment);
    const everything = [result.stdout, result.stderr, result.summary].join('\n');
    expect(everything).not.toMatch(/\n\s+at \S+ \(|node:internal/);
    expect(everything.replaceAll(`::add-mask::${sim.apiKey}`, '')).not.toContain(sim.apiKey);
    expect(result.tempLeftovers).toEqual([]);
  };

  return { sim, root, workspace, deployWith, count, expectOneErrorLine };
}

/** What a server that did not wait for the archive answers: a deployment that is not of it. */
export const EARLY_RECORD = JSON.stringify({
  id: 9838,
  status: 'pending',
  created_at: '2026-11-26T10:00:00Z',
});
