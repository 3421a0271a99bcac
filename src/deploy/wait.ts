import type { AmezmoClient } from '../api/client.js';
import { ApiError } from '../api/errors.js';
import type { Clock } from '../clock.js';
import type { Logger } from '../logger.js';

/** Statuses that mean the deployment has not ended. Any other word is final. */
const IN_PROGRESS = new Set([
  'pending',
  'queued',
  'waiting',
  'running',
  'started',
  'starting',
  'deploying',
  'building',
  'extracting',
  'installing',
  'processing',
  'in_progress',
  'in-progress',
  'cancelling',
]);

export function isInProgress(status: string): boolean {
  return IN_PROGRESS.has(status.toLowerCase());
}

export const FIRST_POLL_MS = 2_000;
export const LAST_POLL_MS = 10_000;

export class WaitTimeoutError extends Error {
  readonly lastStatus: string;
  constructor(deploymentId: number, seconds: number, lastStatus: string) {
    super(
      `Deployment ${deploymentId} had not ended after ${seconds} s (last status: ${lastStatus}). ` +
        "Raise 'wait-timeout', or set 'wait: false' to finish once the deployment is created.",
    );
    this.name = 'WaitTimeoutError';
    this.lastStatus = lastStatus;
  }
}

export interface FollowOptions {
  client: Pick<AmezmoClient, 'getDeployment' | 'getEnvironment'>;
  instanceId: string;
  environment: string;
  deploymentId: number;
  timeoutMs: number;
  clock: Clock;
  logger: Logger;
  signal?: AbortSignal;
  /** Called with every status seen. */
  onStatus?: (status: string) => void;
}

/**
 * Polls the deployment until it ends, backing off from 2 s to 10 s, and answers its final
 * status. Where the service lacks GET .../deployments/{id} (404 or 405), it follows the
 * environment's `current_deployment` instead.
 */
export async function followDeployment(options: FollowOptions): Promise<string> {
  const { client, instanceId, environment, deploymentId, clock, logger, signal } = options;
  const deadline = clock.now() + options.timeoutMs;
  let viaEnvironment = false;
  let interval = FIRST_POLL_MS;
  let last = 'pending';
  const timedOut = () =>
    new WaitTimeoutError(deploymentId, Math.round(options.timeoutMs / 1000), last);

  const poll = async (pollSignal: AbortSignal): Promise<string> => {
    if (!viaEnvironment) {
      return (await client.getDeployment(instanceId, deploymentId, { signal: pollSignal })).status;
    }
    const record = await client.getEnvironment(instanceId, environment, { signal: pollSignal });
    const current = record.current_deployment;
    // Until the deployment becomes current there is no status to read; it is still going.
    return current && current.id === deploymentId ? current.status : 'pending';
  };

  for (;;) {
    // A poll that stalls is cut at the deadline, so that wait-timeout bounds the whole wait.
    const deadlineSignal = clock.timeout(deadline - clock.now());
    const pollSignal = signal ? AbortSignal.any([signal, deadlineSignal]) : deadlineSignal;
    let status: string;
    try {
      status = await poll(pollSignal);
    } catch (error) {
      if (deadlineSignal.aborted && !signal?.aborted) {
        throw timedOut();
      }
      if (
        !viaEnvironment &&
        error instanceof ApiError &&
        (error.status === 404 || error.status === 405)
      ) {
        logger.info(
          `The deployment status endpoint answered ${error.status}; following the environment's current deployment instead.`,
        );
        viaEnvironment = true;
        continue;
      }
      throw error;
    }
    if (status !== last) logger.info(`Deployment ${deploymentId}: ${status}`);
    last = status;
    options.onStatus?.(status);
    if (!isInProgress(status)) return status;

    const remaining = deadline - clock.now();
    if (remaining <= 0) throw timedOut();
    await clock.sleep(Math.min(interval, remaining), signal);
    interval = Math.min(LAST_POLL_MS, Math.round(interval * 1.5));
  }
}
