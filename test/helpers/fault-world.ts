// A world of one test's own for the fault matrix (test/pipeline/faults-matrix.test.ts, in this
// process) and the bundle's rows that prove the same faults through dist/index.js
// (test/e2e/faults.test.ts): a simulator, a sample app's workspace, a deploy run against them by
// `run`, and what a clean failure or success looks like to a user.
import { createServer } from 'node:net';
import type { TestContext } from 'vitest';
import type { Fault, RouteName } from '../../simulator/server.ts';
import { simulatorInputs, type RunOptions, type RunResult } from '../../simulator/runner.ts';
import { ownSimulator } from './own-simulator.ts';

/** How a deploy is run: the bundle (`runAction`), or the action in this process. */
export type RunStep = (options: RunOptions) => Promise<RunResult>;

/** Short time limits, so that stalls and retries take seconds, not minutes. */
export const FAST = {
  AMEZMO_DEPLOY_REQUEST_TIMEOUT_MS: '1000',
  AMEZMO_DEPLOY_UPLOAD_TIMEOUT_MS: '1500',
  AMEZMO_DEPLOY_STALL_TIMEOUT_MS: '700',
  AMEZMO_DEPLOY_RETRY_DELAY_MS: '20',
};

export type Context = Pick<TestContext, 'expect' | 'onTestFinished'>;

/**
 * A simulator and a workspace of the test's own, closed when it finishes, so that the rows run
 * at once: most of their time is retries and time limits.
 */
export async function world({ expect, onTestFinished }: Context, run: RunStep) {
  const { sim, root, workspace } = await ownSimulator(onTestFinished, 'e2e-faults-', {
    finalStatus: 'succeeded',
    pollsToFinish: 1,
  });

  const deployWith = (inputs: Record<string, string> = {}, env: Record<string, string> = {}) =>
    run({
      workspace,
      eventName: 'push',
      event: { ref: 'refs/heads/main', pusher: { email: 'dev@example.com' } },
      env: { ...FAST, ...env },
      inputs: {
        ...simulatorInputs(sim),
        workers: String(sim.seeded?.workerIds[0]),
        ...inputs,
      },
    });

  const count = (route: RouteName) =>
    sim.requests.filter((request) => request.route === route).length;
  const deployments = () => sim.account.deployments().length;

  const expectNothingLeaked = (result: RunResult): void => {
    const everything = [
      result.stdout,
      result.stderr,
      result.summary,
      JSON.stringify(result.outputs),
    ].join('\n');
    expect(everything).not.toMatch(/\n\s+at \S+ \(|node:internal/);
    expect(everything).not.toMatch(/<html|<!doctype|<body/i);
    expect(everything).not.toMatch(
      /SyntaxError|JSON\.parse|Unexpected token|Unexpected end of JSON/,
    );
    expect(everything.replaceAll(`::add-mask::${sim.apiKey}`, '')).not.toContain(sim.apiKey);
    expect(result.tempLeftovers).toEqual([]);
  };

  return {
    sim,
    root,
    workspace,
    deployWith,
    count,
    deployments,
    /** The run failed with one readable line: no stack, no HTML, no parser noise, no key. */
    expectCleanFailure: (result: RunResult, fragment: string | RegExp): void => {
      expect(result.signal, 'the run ended by itself').toBeNull();
      expect(result.exitCode).toBe(1);
      expect(result.errors).toHaveLength(1);
      if (typeof fragment === 'string') expect(result.errors[0]).toContain(fragment);
      else expect(result.errors[0]).toMatch(fragment);
      expectNothingLeaked(result);
    },
    expectSuccess: (result: RunResult): void => {
      expect(result.errors).toEqual([]);
      expect(result.exitCode).toBe(0);
      expectNothingLeaked(result);
    },
  };
}

// The rows both the matrix and the bundle's proof run, each asserting the same of its run.

/** A fault `times` in a row on `route`: retried, and the deploy succeeds with one deployment. */
export async function expectRetried(
  context: Context,
  run: RunStep,
  route: RouteName,
  fault: Fault,
  times: number,
): Promise<void> {
  const { expect } = context;
  const { sim, deployWith, count, deployments, expectSuccess } = await world(context, run);
  sim.inject(route, fault, times);
  const result = await deployWith();

  expectSuccess(result);
  // The environment is read once more after the deployment, for Amezmo's health check.
  expect(count(route)).toBe(times + 1 + (route === 'getEnvironment' ? 1 : 0));
  expect(deployments()).toBe(1);
  expect(result.outputs['deployment-status']).toBe('succeeded');
}

/** A fault on `route` that is not retried, or keeps coming: one readable line, no worker. */
export async function expectRefused(
  context: Context,
  run: RunStep,
  route: RouteName,
  fault: Fault,
  message: string | RegExp,
): Promise<void> {
  const { expect } = context;
  const { sim, deployWith, count, expectCleanFailure } = await world(context, run);
  sim.inject(route, fault, 10);
  const result = await deployWith();

  expectCleanFailure(result, message);
  expect(count('restartWorker')).toBe(0);
}

/** A base URL whose port refuses connections: the host named, after four more tries. */
export async function expectConnectionRefused(context: Context, run: RunStep): Promise<void> {
  const { expect } = context;
  const { deployWith, expectCleanFailure } = await world(context, run);
  const closed = createServer();
  const port = await new Promise<number>((done) =>
    closed.listen(0, '127.0.0.1', () => done((closed.address() as { port: number }).port)),
  );
  await new Promise((done) => closed.close(done));

  const result = await deployWith({ 'base-url': `http://127.0.0.1:${port}/v1` });
  expectCleanFailure(
    result,
    `Could not reach 127.0.0.1:${port}: connection refused (ECONNREFUSED)`,
  );
  expect(result.stdout.match(/Trying again in/g)).toHaveLength(4);
}

/** Status polls that never answer: the wait ends at wait-timeout and cancels the deployment. */
export async function expectWaitTimeout(context: Context, run: RunStep): Promise<void> {
  const { expect } = context;
  const { sim, deployWith, count, expectCleanFailure } = await world(context, run);
  sim.inject('getDeployment', { kind: 'stall' }, 100);
  const result = await deployWith({ 'wait-timeout': '2' });
  expectCleanFailure(result, 'Deployment 838 had not ended after 2 s (last status: pending).');
  expect(count('cancelDeployment')).toBe(1);
  expect(sim.account.deployments()[0]?.status).toBe('cancelling');
}
