// Waiting on an instance: until a new one is ready for deployments, and until a terminated one is
// gone. Every wait runs on the injected clock, so tests never sleep.
import {
  type AmezmoClient,
  ApiError,
  type Instance,
  INSTANCE_DELETING,
  INSTANCE_LAUNCHING,
  type InstanceId,
  isInstanceState,
  isSucceeded,
} from '../api/index.js';
import { FIRST_LOOK_MS, LAST_LOOK_MS, LaunchTimeoutError } from '../pipeline/index.js';
import { backOff, type Clock } from '../clock.js';
import type { Logger } from '../logger.js';

export interface InstanceWait {
  client: Pick<AmezmoClient, 'getInstance'>;
  clock: Clock;
  logger: Logger;
  signal?: AbortSignal;
  /** On `clock`: when to give up. */
  deadline: number;
  /** For messages: the input that sets the deadline. */
  timeoutSeconds: number;
  /** The first pause between two looks (FIRST_LOOK_MS unless tuned); later ones grow from it. */
  pollMs?: number;
}

function pauses(wait: InstanceWait): { first: number; last: number } {
  return backOff(wait.pollMs, FIRST_LOOK_MS, LAST_LOOK_MS);
}

/** Sleeps the next back-off interval, or throws `timedOut()` when the deadline has passed. */
async function pause(wait: InstanceWait, interval: number, timedOut: () => Error): Promise<number> {
  const remaining = wait.deadline - wait.clock.now();
  if (remaining <= 0) throw timedOut();
  await wait.clock.sleep(Math.min(interval, remaining), wait.signal);
  return Math.min(pauses(wait).last, Math.round(interval * 1.5));
}

/**
 * Follows a launching instance until it is ready: no longer `Launching`, and `environment` is
 * `succeeded` (the service does not document the ready word itself).
 */
export async function waitUntilReady(
  wait: InstanceWait,
  instanceId: InstanceId,
  environment: string,
): Promise<Instance> {
  let interval = pauses(wait).first;
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

/** Follows a terminated instance until it answers 404; answers whether it is gone in time. */
export async function waitUntilGone(wait: InstanceWait, instanceId: InstanceId): Promise<boolean> {
  let interval = pauses(wait).first;
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
