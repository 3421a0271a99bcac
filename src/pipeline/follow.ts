// Following a deployment to its end: polling its status within the wait's deadline, riding out
// an outage of the status endpoint, and cancelling the deployment when the wait times out or the
// run is cancelled.
import {
  type AmezmoClient,
  ApiError,
  isInProgress,
  isSucceeded,
  messageOf,
  ShapeError,
} from '../api/index.js';
import { NetworkError, RedirectError, UnexpectedResponseError } from '../http/index.js';
import { backOff, type Clock, type Pace } from '../clock.js';
import { AmezmoDeployError } from '../errors.js';
import type { Logger } from '../logger.js';
import { WaitTimeoutError, withoutFinalStop } from './wait-timeout.js';

export { WaitTimeoutError } from './wait-timeout.js';

export const FIRST_POLL_MS = 2_000;
export const LAST_POLL_MS = 10_000;
/**
 * Answers in a row of the wrong shape (a missing status, a status that is not a string, a list
 * where a record belongs) after which the wait ends: a service that answers so is not
 * about to say the deployment ended, and waiting out wait-timeout would only delay the news.
 */
export const MALFORMED_IN_A_ROW = 3;

/** A stretch of time in which the status could not be read. */
interface Outage {
  /** When the first poll that failed was sent. */
  since: number;
  /** How many polls failed in a row. */
  failures: number;
  /** The message of the last failure. */
  lastError: string;
}

/** How often a wait with no news says where it stands. */
export const WAIT_PROGRESS_EVERY_MS = 30_000;

/** The status endpoint refused this key; waiting longer cannot change that. */
export class StatusRefusedError extends AmezmoDeployError {
  readonly errorCode = 'status-refused';
  constructor(deploymentId: number, cause: ApiError) {
    super(
      `Could not read the status of deployment ${deploymentId}: ${withoutFinalStop(cause.message)}. ` +
        "The deployment may still be running: see the environment's deployments in the Amezmo " +
        'dashboard, and check that the API key is still valid and may read this instance.',
      { cause },
    );
    this.name = 'StatusRefusedError';
  }
}

/**
 * The status cannot be followed: answers of the wrong shape, again and again, or a redirect that
 * is not followed. The deployment is left as it is, neither cancelled nor called failed.
 */
export class StatusNotFollowedError extends AmezmoDeployError {
  readonly errorCode = 'status-not-followed';
  constructor(deploymentId: number, problem: string, cause?: unknown) {
    super(
      `Could not follow deployment ${deploymentId}: ${withoutFinalStop(problem)}. It is left as ` +
        "it is, running or not: see the environment's deployments in the Amezmo dashboard.",
      { cause },
    );
    this.name = 'StatusNotFollowedError';
  }
}

/** A record of the right kind whose status is missing, empty or not a string. */
class MalformedStatusError extends AmezmoDeployError {
  readonly errorCode = 'status-malformed';
  constructor(message: string) {
    super(message);
    this.name = 'MalformedStatusError';
  }
}

/** An answer that cannot be this deployment's status; polled again like a failed request. */
class UnreadableStatusError extends AmezmoDeployError {
  readonly errorCode = 'status-unreadable';
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableStatusError';
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
  /** The first pause between two polls (FIRST_POLL_MS unless tuned); later ones grow from it. */
  firstPollMs?: number;
}

/**
 * What to do when a poll fails. The wait promises to end only at its deadline, at a final
 * status or on cancellation, because ending it early leaves a running deployment that nobody
 * follows or cancels. So every failure is polled through until the deadline (network errors,
 * timeouts, 408, 429, 5xx, answers that cannot be read, and also the odd 4xx, which a proxy in
 * the way can send for a while), except:
 * - 401 and 403: the key was revoked or lost its rights; no amount of waiting brings it back,
 *   and waiting out a long wait-timeout would only delay the news. The wait ends at once, saying
 *   the deployment may still be running and where to look.
 * - 404 and 405 on the deployment: the service lacks the endpoint; follow the environment.
 * Errors that are not about the service (a bug here) are passed on at once.
 */
function verdictOn(
  error: unknown,
  viaEnvironment: boolean,
): 'retry' | 'refused' | 'environment' | 'throw' {
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 403) return 'refused';
    if (!viaEnvironment && (error.status === 404 || error.status === 405)) return 'environment';
    return 'retry';
  }
  if (
    error instanceof NetworkError ||
    error instanceof UnexpectedResponseError ||
    error instanceof UnreadableStatusError ||
    error instanceof MalformedStatusError
  ) {
    return 'retry';
  }
  return 'throw';
}

/**
 * Polls the deployment until it ends, backing off from 2 s to 10 s, and answers its final
 * status. Where the service lacks GET .../deployments/{id} (404 or 405), it follows the
 * environment's `current_deployment` instead. Failures to read the status are retried until the
 * deadline (see `verdictOn`), and each outage is logged once: when it began, and when it ended,
 * for how long and with what last error.
 */
export async function followDeployment(options: FollowOptions): Promise<string> {
  const { client, instanceId, environment, deploymentId, clock, logger, signal } = options;
  const deadline = clock.now() + options.timeoutMs;
  let viaEnvironment = false;
  const pauses = backOff(options.firstPollMs, FIRST_POLL_MS, LAST_POLL_MS);
  let interval = pauses.first;
  let last = 'pending';
  let outage: Outage | undefined;
  let malformedInARow = 0;
  const started = clock.now();
  let lastSaid = started;
  const timedOut = () =>
    new WaitTimeoutError(
      deploymentId,
      Math.round(options.timeoutMs / 1000),
      last,
      outage && {
        seconds: Math.round((clock.now() - outage.since) / 1000),
        lastError: outage.lastError,
      },
    );

  const poll = async (pollSignal: AbortSignal): Promise<string> => {
    if (!viaEnvironment) {
      const record = await client.getDeployment(instanceId, deploymentId, {
        signal: pollSignal,
        maxAttempts: 1,
      });
      if (record.id !== deploymentId) {
        throw new UnreadableStatusError(
          `the status endpoint answered with deployment ${String(record.id)} when deployment ` +
            `${deploymentId} was asked for`,
        );
      }
      return readableStatus(
        record.status,
        `Amezmo API: GET /instances/${instanceId}/deployments/${deploymentId}`,
      );
    }
    const record = await client.getEnvironment(instanceId, environment, {
      signal: pollSignal,
      maxAttempts: 1,
    });
    const current: unknown = record.current_deployment;
    // Until the deployment becomes current there is no status to read; it is still going.
    if (typeof current !== 'object' || current === null) return 'pending';
    const { id, status } = current as { id?: unknown; status?: unknown };
    return id === deploymentId
      ? readableStatus(status, `Amezmo API: the environment '${environment}' (current_deployment)`)
      : 'pending';
  };

  for (;;) {
    // A poll that stalls is cut at the deadline, so that wait-timeout bounds the whole wait.
    const deadlineSignal = clock.timeout(deadline - clock.now());
    const pollSignal = signal ? AbortSignal.any([signal, deadlineSignal]) : deadlineSignal;
    const sentAt = clock.now();
    let status: string | undefined;
    let retryAfterMs = 0;
    try {
      status = await poll(pollSignal);
    } catch (error) {
      if (signal?.aborted) throw error;
      if (deadlineSignal.aborted) throw timedOut();
      if (error instanceof RedirectError) {
        throw new StatusNotFollowedError(deploymentId, error.message, error);
      }
      const malformed = malformedProblem(error);
      malformedInARow = malformed === undefined ? 0 : malformedInARow + 1;
      if (malformed !== undefined && malformedInARow >= MALFORMED_IN_A_ROW) {
        throw new StatusNotFollowedError(
          deploymentId,
          `${withoutFinalStop(malformed)}, ${MALFORMED_IN_A_ROW} times in a row`,
          error,
        );
      }
      const verdict = verdictOn(error, viaEnvironment);
      if (verdict === 'throw') throw error;
      if (verdict === 'refused') throw new StatusRefusedError(deploymentId, error as ApiError);
      if (verdict === 'environment') {
        logger.info(
          `The deployment status endpoint answered ${(error as ApiError).status}; following the environment's current deployment instead.`,
        );
        viaEnvironment = true;
        continue;
      }
      const message = messageOf(error);
      if (!outage) {
        outage = { since: sentAt, failures: 0, lastError: message };
        logger.info(
          `Could not read the status of deployment ${deploymentId}: ${withoutFinalStop(message)}. ` +
            `Trying again until the wait ends, ${Math.round((deadline - clock.now()) / 1000)} s from now.`,
        );
      }
      outage.failures++;
      outage.lastError = message;
      if (error instanceof ApiError) retryAfterMs = error.retryAfterMs ?? 0;
    }

    if (status !== undefined) {
      malformedInARow = 0;
      if (outage) {
        logger.info(
          `Read the status of deployment ${deploymentId} again after an outage of ` +
            `${Math.round((clock.now() - outage.since) / 1000)} s, from ${timeOfDay(outage.since)}: ` +
            `${outage.failures} ${outage.failures === 1 ? 'poll' : 'polls'} failed, the last with: ` +
            `${withoutFinalStop(outage.lastError)}.`,
        );
        outage = undefined;
      }
      const now = clock.now();
      if (status !== last) {
        logger.info(`Deployment ${deploymentId}: ${status}`);
        lastSaid = now;
      } else if (now - lastSaid >= WAIT_PROGRESS_EVERY_MS) {
        // A status that does not change is said again at a steady pace, with the time waited.
        logger.info(
          `Deployment ${deploymentId}: still ${status} after ${Math.round((now - started) / 1000)} s ` +
            `(the wait ends in ${Math.max(0, Math.round((deadline - now) / 1000))} s, at ` +
            `${timeOfDay(deadline)})`,
        );
        lastSaid = now;
      }
      last = status;
      options.onStatus?.(status);
      if (!isInProgress(status)) return status;
    }

    const remaining = deadline - clock.now();
    if (remaining <= 0) throw timedOut();
    // A server that asked for a longer pause (Retry-After) gets it, within the deadline.
    await clock.sleep(Math.min(Math.max(interval, retryAfterMs), remaining), signal);
    interval = Math.min(pauses.last, Math.round(interval * 1.5));
  }
}

/** A status as read; an empty, missing or non-text one cannot say whether the deployment ended. */
function readableStatus(status: unknown, where: string): string {
  if (typeof status !== 'string' || status.trim() === '') {
    throw new MalformedStatusError(
      `${where} answered a deployment whose 'status' is ` +
        `${status === undefined ? 'missing' : (JSON.stringify(status) ?? typeof status)}, not a word such as 'pending'`,
    );
  }
  return status;
}

/** What was wrong with an answer of the wrong shape; undefined for any other failure. */
function malformedProblem(error: unknown): string | undefined {
  if (error instanceof ShapeError) return error.problem;
  if (error instanceof MalformedStatusError) return error.message;
  return undefined;
}

/** `HH:MM:SS UTC`, the form a job log's own timestamps can be compared with. */
function timeOfDay(ms: number): string {
  return `${new Date(ms).toISOString().slice(11, 19)} UTC`;
}

export class DeploymentFailedError extends AmezmoDeployError {
  readonly errorCode = 'deployment-failed';
  readonly status: string;
  constructor(
    deploymentId: number,
    status: string,
    where?: { instance: string; environment: string },
  ) {
    super(
      `Deployment ${deploymentId} ended with status '${status}'. ` +
        (where
          ? `Its log: Amezmo dashboard, instance ${where.instance}, environment ` +
            `'${where.environment}', Deployments.`
          : "Its log is in the Amezmo dashboard, under the environment's deployments."),
    );
    this.name = 'DeploymentFailedError';
    this.status = status;
  }
}

/** Where a deployment runs and how it is followed. */
export interface FollowTarget {
  readonly instance: string;
  readonly environment: string;
  readonly waitTimeoutSeconds: number;
  readonly cancelOnAbort: boolean;
}

export interface FollowDependencies extends Pace {
  client: Pick<AmezmoClient, 'getDeployment' | 'getEnvironment' | 'cancelDeployment'>;
  clock: Clock;
  logger: Logger;
  signal: AbortSignal;
}

/**
 * Follows the deployment to success, telling each status it sees to `onStatus`; a final status
 * other than `succeeded` is a DeploymentFailedError. On a timeout or a cancelled run it cancels
 * the deployment first, when asked to, and tells the status the cancel answered.
 */
export async function follow(
  target: FollowTarget,
  deps: FollowDependencies,
  deploymentId: number,
  onStatus: (status: string) => void,
): Promise<void> {
  let final: string;
  try {
    final = await followDeployment({
      client: deps.client,
      instanceId: target.instance,
      environment: target.environment,
      deploymentId,
      timeoutMs: target.waitTimeoutSeconds * 1000,
      clock: deps.clock,
      logger: deps.logger,
      signal: deps.signal,
      onStatus,
      firstPollMs: deps.pollMs,
    });
  } catch (error) {
    if (target.cancelOnAbort && (error instanceof WaitTimeoutError || deps.signal.aborted)) {
      const status = await cancel(deps, target.instance, deploymentId);
      if (status !== undefined) onStatus(status);
    }
    if (!target.cancelOnAbort && error instanceof WaitTimeoutError) throw error.leftRunning();
    if (!target.cancelOnAbort && deps.signal.aborted) {
      deps.logger.warning(
        `Deployment ${deploymentId} was left running, not cancelled, as asked: it may still ` +
          "succeed or fail; see the environment's deployments in the Amezmo dashboard.",
      );
    }
    throw error;
  }
  if (!isSucceeded(final)) {
    throw new DeploymentFailedError(deploymentId, final, {
      instance: target.instance,
      environment: target.environment,
    });
  }
}

/** Cancels a deployment, answering the status the service gave, or undefined when it could not. */
async function cancel(
  { client, logger }: FollowDependencies,
  instanceId: string,
  deploymentId: number,
): Promise<string | undefined> {
  try {
    // The run's own signal may be aborted already; the cancel gets a few seconds of its own.
    const cancelled = await client.cancelDeployment(instanceId, deploymentId, {
      signal: AbortSignal.timeout(5_000),
    });
    logger.warning(`Cancelled deployment ${deploymentId} (${cancelled.status}).`);
    return cancelled.status;
  } catch (error) {
    logger.warning(`Could not cancel deployment ${deploymentId}: ${messageOf(error)}`);
    return undefined;
  }
}
