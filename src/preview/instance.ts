// Waiting on an instance: until a new one is ready for deployments, and until a terminated one is
// gone. Every wait runs on the injected clock, so tests never sleep.
import type { AmezmoClient } from '../api/client.js';
import { ApiError, messageOf } from '../api/errors.js';
import {
  INSTANCE_DELETING,
  INSTANCE_LAUNCHING,
  isInstanceState,
  isSucceeded,
} from '../api/statuses.js';
import type { CreateDeploymentParams, DeploymentStatus, Instance } from '../api/types.js';
import type { Clock } from '../clock.js';
import type { Logger } from '../logger.js';

export const FIRST_LOOK_MS = 2_000;
export const LAST_LOOK_MS = 15_000;

export interface InstanceWait {
  client: Pick<AmezmoClient, 'getInstance' | 'createDeployment'>;
  clock: Clock;
  logger: Logger;
  signal?: AbortSignal;
  /** On `clock`: when to give up. */
  deadline: number;
  /** For messages: the input that sets the deadline. */
  timeoutSeconds: number;
}

export class LaunchTimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LaunchTimeoutError';
  }
}

/** Sleeps the next back-off interval, or throws `timedOut()` when the deadline has passed. */
async function pause(wait: InstanceWait, interval: number, timedOut: () => Error): Promise<number> {
  const remaining = wait.deadline - wait.clock.now();
  if (remaining <= 0) throw timedOut();
  await wait.clock.sleep(Math.min(interval, remaining), wait.signal);
  return Math.min(LAST_LOOK_MS, Math.round(interval * 1.5));
}

/**
 * Follows a launching instance until it is ready: no longer `Launching`, and `environment` is
 * `succeeded` (the service does not document the ready word itself).
 */
export async function waitUntilReady(
  wait: InstanceWait,
  instanceId: number,
  environment: string,
): Promise<Instance> {
  let interval = FIRST_LOOK_MS;
  let last = '';
  for (;;) {
    const instance = await wait.client.getInstance(instanceId, { signal: wait.signal });
    const record = instance.environments.find((entry) => entry.environment_name === environment);
    if (!record) {
      const names = instance.environments.map((entry) => `'${entry.environment_name}'`).join(', ');
      throw new Error(
        `Preview instance ${instanceId} has no environment '${environment}' (it has ${names || 'none'}): ` +
          "set 'environment' to one of them.",
      );
    }
    if (isInstanceState(instance.state, INSTANCE_DELETING)) {
      throw new Error(
        `Preview instance ${instanceId} is being deleted; run the workflow again to create a new one.`,
      );
    }
    if (/^fail/i.test(record.state) || /^fail/i.test(instance.state)) {
      throw new Error(
        `Preview instance ${instanceId} failed to launch (instance ${instance.state}, environment ` +
          `${record.state}). Look at it in the Amezmo dashboard; terminate it there or close and ` +
          'reopen the pull request to start again.',
      );
    }
    if (!isInstanceState(instance.state, INSTANCE_LAUNCHING) && isSucceeded(record.state)) {
      return instance;
    }
    const now = `instance ${instance.state}, environment ${record.state}`;
    if (now !== last) wait.logger.info(`Preview instance ${instanceId}: ${now}`);
    last = now;
    interval = await pause(
      wait,
      interval,
      () =>
        new LaunchTimeoutError(
          `Preview instance ${instanceId} was not ready after ${wait.timeoutSeconds} s (${now}). ` +
            "Raise 'launch-timeout'; the instance goes on launching and the next run reuses it.",
        ),
    );
  }
}

/**
 * Creates a deployment, taking a 409 `invalid_instance_state` (the instance is still launching)
 * as "not yet": tried again until the deadline.
 */
export async function deployWhenReady(
  wait: InstanceWait,
  instanceId: number,
  params: CreateDeploymentParams,
  onProgress?: (sent: number, total: number) => void,
): Promise<DeploymentStatus> {
  let interval = FIRST_LOOK_MS;
  for (;;) {
    try {
      return await wait.client.createDeployment(instanceId, params, {
        signal: wait.signal,
        onProgress,
      });
    } catch (error) {
      if (!(
        error instanceof ApiError &&
        error.status === 409 &&
        error.code === 'invalid_instance_state'
      )) {
        throw error;
      }
      wait.logger.info(
        `Preview instance ${instanceId} is not ready for deployments yet: ${messageOf(error)}`,
      );
      interval = await pause(
        wait,
        interval,
        () =>
          new LaunchTimeoutError(
            `Preview instance ${instanceId} still refused deployments after ${wait.timeoutSeconds} s ` +
              `(${messageOf(error)}). Raise 'launch-timeout', or look at the instance in the Amezmo dashboard.`,
          ),
      );
    }
  }
}

/** Follows a terminated instance until it answers 404; answers whether it is gone in time. */
export async function waitUntilGone(wait: InstanceWait, instanceId: number): Promise<boolean> {
  let interval = FIRST_LOOK_MS;
  for (;;) {
    try {
      const instance = await wait.client.getInstance(instanceId, { signal: wait.signal });
      wait.logger.info(`Preview instance ${instanceId}: ${instance.state}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return true;
      throw error;
    }
    if (wait.deadline - wait.clock.now() <= 0) return false;
    interval = await pause(wait, interval, () => new Error('unreachable'));
  }
}
