// Sending the archive: one deployment created, with its progress in the log. A new instance may
// still be launching (a preview's): its refusal is waited out. An answer lost after the whole
// archive went out is never sent again blindly: the environment is asked whether it now shows a
// deployment of this commit, and the error names it.
import {
  type AmezmoClient,
  ApiError,
  type CreateDeploymentParams,
  type DeploymentStatus,
  type ExactArchive,
  type GrowingArchive,
  messageOf,
  UncertainOutcomeError,
} from '../api/index.js';
import { backOff, type Clock, type Pace } from '../clock.js';
import { AmezmoDeployError } from '../errors.js';
import { formatBytes } from '../format.js';
import type { Logger } from '../logger.js';
import type { ReleaseProgress } from './progress.js';

/** The fields the deployment is recorded with, besides the environment and the archive. */
export type DeploymentFields = Omit<CreateDeploymentParams, 'environment' | 'archivePath'>;

export interface UploadDependencies extends Pace {
  client: Pick<AmezmoClient, 'createDeployment' | 'getEnvironment'>;
  clock: Clock;
  logger: Logger;
  signal: AbortSignal;
  /** A front end that draws the upload's progress; without one, it is logged every few seconds. */
  progress?: ReleaseProgress;
}

/** A new instance that may refuse deployments until it has launched, until `deadline`. */
export interface Launching {
  /** On the clock. */
  readonly deadline: number;
  /** For messages: the setting that sets the deadline, in seconds. */
  readonly timeoutSeconds: number;
}

export class LaunchTimeoutError extends AmezmoDeployError {
  readonly errorCode = 'launch-timed-out';
  constructor(message: string) {
    super(message);
    this.name = 'LaunchTimeoutError';
  }
}

/** How often upload progress is logged, at most. */
const PROGRESS_EVERY_MS = 5_000;
export const FIRST_LOOK_MS = 2_000;
export const LAST_LOOK_MS = 15_000;

/** Logs an upload's progress every few seconds, and when it is done. */
export function progressLogger({ clock, logger }: Pick<UploadDependencies, 'clock' | 'logger'>) {
  const started = clock.now();
  let lastLog = started;
  return (sent: number, total: number): void => {
    const now = clock.now();
    if (sent < total && now - lastLog < PROGRESS_EVERY_MS) return;
    lastLog = now;
    const seconds = Math.max((now - started) / 1000, 0.001);
    const rate = sent / 1024 / 1024 / seconds;
    if (!Number.isFinite(total)) {
      // A body sent as the archive is written: its length is known only at its end.
      logger.info(
        `Uploaded ${formatBytes(sent)} as the archive is written (${rate.toFixed(1)} MiB/s)`,
      );
      return;
    }
    logger.info(
      `Uploaded ${Math.floor((sent / total) * 100)}% (${formatBytes(sent)} of ${formatBytes(total)}, ${rate.toFixed(1)} MiB/s)`,
    );
  };
}

/**
 * Creates the deployment of `archivePath` on `environment` of `instance`. With `launching`, a
 * 409 `invalid_instance_state` (the instance is still launching) is "not yet", tried again on
 * the clock until the deadline. An UncertainOutcomeError names the deployment the environment
 * shows when it is most likely this one (`startedAt` is when the run began).
 */
export async function uploadArchive(
  target: { readonly instance: string; readonly environment: string },
  archivePath: string,
  fields: DeploymentFields,
  deps: UploadDependencies,
  options: {
    readonly launching?: Launching;
    readonly startedAt: number;
    /** The file at `archivePath` is still being written: it is sent as it grows. */
    readonly growing?: GrowingArchive;
    /** The file at `archivePath` is sent only as the bytes its digest was taken of. */
    readonly exact?: ExactArchive;
    /** The deployment current on the environment before the upload (see ReleaseRequest). */
    readonly before?: number | null;
  },
): Promise<DeploymentStatus> {
  const { client, clock, logger, signal } = deps;
  const params: CreateDeploymentParams = {
    environment: target.environment,
    archivePath,
    ...(options.growing ? { growing: options.growing } : {}),
    ...(options.exact ? { exact: options.exact } : {}),
    ...fields,
  };
  const onProgress = deps.progress?.upload?.bind(deps.progress) ?? progressLogger(deps);
  const pauses = backOff(deps.pollMs, FIRST_LOOK_MS, LAST_LOOK_MS);
  let interval = pauses.first;
  for (;;) {
    try {
      const created = await client.createDeployment(target.instance, params, {
        signal,
        onProgress,
      });
      if (created.id === options.before) throw notCreated(target, created);
      return created;
    } catch (error) {
      if (error instanceof UncertainOutcomeError) {
        throw await withLikelyDeployment(error, deps, fields, options);
      }
      const launching = options.launching;
      if (!launching || !isStillLaunching(error)) throw error;
      logger.info(
        `Instance ${target.instance} is not ready for deployments yet: ${messageOf(error)}`,
      );
      const remaining = launching.deadline - clock.now();
      if (remaining <= 0) {
        throw new LaunchTimeoutError(
          `Instance ${target.instance} still refused deployments after ${launching.timeoutSeconds} s ` +
            `(${messageOf(error)}). Raise 'launch-timeout', or look at the instance in the Amezmo dashboard.`,
        );
      }
      await clock.sleep(Math.min(interval, remaining), signal);
      interval = Math.min(pauses.last, Math.round(interval * 1.5));
    }
  }
}

/**
 * An upload answered with the deployment that was current before it: no new deployment can be
 * told from that answer, and none is taken as this run's (its bytes were never proven to be
 * these).
 */
function notCreated(
  target: { readonly instance: string; readonly environment: string },
  created: DeploymentStatus,
): UncertainOutcomeError {
  return new UncertainOutcomeError(
    `The Amezmo API answered the upload with deployment ${created.id}, the one current on ` +
      `environment '${target.environment}' before it, not a new one. The deployment may have ` +
      `been created all the same: check the deployments of environment '${target.environment}' ` +
      `on instance ${target.instance} in the Amezmo dashboard before running this again.`,
    undefined,
    { instanceId: target.instance, environment: target.environment },
  );
}

function isStillLaunching(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 409 && error.code === 'invalid_instance_state'
  );
}

/**
 * After an upload whose answer was lost, or came before the whole archive was sent, the
 * deployment may exist. The API has no list of deployments, but the environment shows its
 * current one: when that is of this commit and ref, no older than this run, and not the one
 * current before the upload, it is named, so that nobody deploys again blindly.
 */
async function withLikelyDeployment(
  error: UncertainOutcomeError,
  { client }: Pick<UploadDependencies, 'client'>,
  fields: DeploymentFields,
  { startedAt, before }: { readonly startedAt: number; readonly before?: number | null },
): Promise<UncertainOutcomeError> {
  try {
    // The run's signal may be aborted already: the look-up gets a few seconds of its own.
    const environment = await client.getEnvironment(error.instanceId, error.environment, {
      signal: AbortSignal.timeout(5_000),
      maxAttempts: 1,
    });
    const current = environment.current_deployment;
    const refName = fields.tag ?? fields.branch;
    const ours =
      current &&
      current.id !== before &&
      typeof current.commit === 'string' &&
      current.commit !== '' &&
      (fields.commit ?? '').startsWith(current.commit) &&
      refName !== undefined &&
      (current.branch === refName || current.tag === refName) &&
      Date.parse(current.created_at) >= startedAt - 60_000;
    if (ours) {
      const whose = error.archiveSent
        ? "it is most likely this run's"
        : "if it is this run's, it was made without the whole archive";
      return new UncertainOutcomeError(
        `${error.message} Environment '${error.environment}' now shows deployment ${current.id} ` +
          `(${current.status}) of this commit: ${whose}.`,
        error.cause,
        { ...error, likelyDeployment: { id: current.id, status: current.status } },
      );
    }
  } catch {
    // The look-up is a courtesy: the error already says where to check.
  }
  return error;
}
