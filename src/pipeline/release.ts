// One deployment, for every front end: the archive (built, or given) -> unless those bytes are
// live already -> kept as a workflow artifact -> the upload, with recovery from a lost answer ->
// the GitHub deployment that mirrors it and records it in the ledger -> following it to its end,
// cancelling it if the run is cancelled -> its health verified -> a result value. The deploy
// action, the preview action, the rollback action and the command line each decide first
// whether, what and where to deploy, then call this, then report what it answers.
import {
  type AmezmoClient,
  clauseOf,
  type DeploymentStatus,
  type ExactArchive,
  isSucceeded,
  UncertainOutcomeError,
} from '../api/index.js';
import { shortSha } from '../format.js';
import type { Clock, Pace } from '../clock.js';
import {
  type ArchiveStore,
  healthDescription,
  type Journal,
  keepArchive,
  type KeptArchive,
  type LedgerRequest,
  type LiveRelease,
  type MirrorSettings,
  type RecordedHealth,
  type RecordedRelease,
  type Recording,
  startMirror,
  startRecords,
} from '../ledger/index.js';
import type { Logger } from '../logger.js';
import { exactBytes, GrowingFile, STREAM_FROM_BYTES, surelyFits } from '../archive/index.js';
import {
  archiveTime,
  listArchive,
  refuseEmpty,
  readGivenArchive,
  workFolder,
  writeZip,
  zipDestination,
  type ArchiveFacts,
  type ArchiveSource,
  type BuildSettings,
  type Listing,
  type StartedWalk,
} from './archive.js';
import { follow } from './follow.js';
import {
  failedHealth,
  verifyHealth,
  type HealthReport,
  type HealthSettings,
  type Probe,
} from './health.js';
import type { ReleaseProgress } from './progress.js';
import { uploadArchive, type DeploymentFields, type Launching } from './upload.js';

export interface ReleaseRequest {
  readonly instance: string;
  readonly environment: string;
  readonly source: ArchiveSource;
  /** What the deployment is recorded with: repository, branch or tag, commit, pusher. */
  readonly fields: DeploymentFields;
  /** The commit's time in seconds, when the folder is a git checkout: the archive's time. */
  readonly commitTime?: number;
  /** Where `commitTime` was read, when not from git (`CI_COMMIT_TIMESTAMP`), for the log. */
  readonly commitTimeFrom?: string;
  /** Build the archive, and upload nothing. */
  readonly dryRun: boolean;
  /** Follow the deployment to its end; else finish once it is created. */
  readonly wait: boolean;
  readonly waitTimeoutSeconds: number;
  readonly cancelOnAbort: boolean;
  /** The instance is new and may refuse deployments while it launches. */
  readonly launching?: Launching;
  /** Mirror the deployment as a GitHub deployment. */
  readonly mirror?: MirrorSettings;
  /**
   * Record the release in the ledger: the mirror's GitHub deployment carries its record, and the
   * archive is kept as a workflow artifact for `keepDays` days (0: not kept).
   */
  readonly ledger?: LedgerRequest;
  /**
   * The release live on the environment, as the ledger recorded it: when the archive's digest
   * is the same, nothing is uploaded; unless it was recorded healthy (or unchecked, with no
   * check configured now), its health is proven again.
   */
  readonly live?: LiveRelease;
  /** Verify the release's health once it succeeded (with `wait`). */
  readonly health?: HealthRequest;
  /** Where the archive, its manifest and a kept copy go. */
  readonly tempDir: string;
  /** When the run began, on the clock: a deployment found after a lost answer is no older. */
  readonly startedAt: number;
  /**
   * The deployment current on the environment when the run read it, before its upload: an
   * upload answered with its id created nothing this run can name, and it is never the one
   * found after a lost answer.
   */
  readonly before?: number | null;
  /** The walk of the folder to build, when the run began it already (see StartedWalk). */
  readonly walk?: Promise<StartedWalk>;
}

export type HealthRequest = HealthSettings & {
  readonly environmentUrl: string;
  /** What Amezmo's health check of the deployment before this one said (see HealthTarget). */
  readonly expectedCheck?: string | null;
};

export interface ReleaseDependencies extends Pace {
  client: Pick<
    AmezmoClient,
    'createDeployment' | 'getEnvironment' | 'getDeployment' | 'cancelDeployment'
  >;
  clock: Clock;
  logger: Logger;
  /** Runs one phase, folded in the log under its title. */
  group: <T>(title: string, phase: () => Promise<T>) => Promise<T>;
  /** Aborted when the run is cancelled. */
  signal: AbortSignal;
  /** Where archives are kept, when the run can keep them. */
  store?: ArchiveStore;
  /**
   * Where releases are recorded when it is not in GitHub (a ledger folder): each release's
   * record, as the mirror's GitHub deployment would carry it, with its statuses.
   */
  journal?: Journal;
  /** Asks a health URL once; needed for a probe. */
  probe?: Probe;
  /**
   * From this many bytes before compression, a built archive streams to the upload as it is
   * written (STREAM_FROM_BYTES by default; AMEZMO_DEPLOY_STREAM_FROM_BYTES tunes it).
   */
  streamFromBytes?: number;
  /** A front end that draws progress: the archive, the upload, the statuses while waiting. */
  progress?: ReleaseProgress;
}

/** What one deployment came to; `failure` is set when it failed, with what was learnt before. */
export interface ReleaseResult {
  /** The manifest of the archive built; '' when none was built. */
  readonly manifestPath: string;
  readonly largestFolders: readonly { folder: string; bytes: number }[];
  readonly archive: ArchiveFacts | undefined;
  readonly deploymentId: number | undefined;
  /** The last status seen of the deployment. */
  readonly deploymentStatus: string;
  /** Followed to `succeeded`. */
  readonly succeeded: boolean;
  /**
   * Those bytes were live already: nothing was uploaded (`health` is then the live release's,
   * when it was proven again).
   */
  readonly alreadyLive: LiveRelease | undefined;
  /** Where the archive is kept; undefined when it is not. */
  readonly kept: KeptArchive | undefined;
  /** Why the archive could not be kept; '' when it was, or was not asked to be. */
  readonly keepProblem: string;
  /** The GitHub deployment that mirrors it and holds its ledger record. */
  readonly githubDeploymentId: number | undefined;
  /** Its health, once it succeeded. */
  readonly health: HealthReport | undefined;
  readonly failure?: unknown;
}

/** A deployment that has learnt nothing yet. */
export const NO_RELEASE: ReleaseResult = {
  manifestPath: '',
  largestFolders: [],
  archive: undefined,
  deploymentId: undefined,
  deploymentStatus: '',
  succeeded: false,
  alreadyLive: undefined,
  kept: undefined,
  keepProblem: '',
  githubDeploymentId: undefined,
  health: undefined,
};

/** Builds or reads the archive, uploads it, and follows the deployment; never throws. */
export async function deployRelease(
  request: ReleaseRequest,
  deps: ReleaseDependencies,
): Promise<ReleaseResult> {
  const { group, logger, signal } = deps;
  let result = NO_RELEASE;
  const work = await workFolder(request.tempDir);
  try {
    const { source } = request;
    // A listing whose archive streams to the upload as it is written.
    let streamed: { listing: Listing; mtime: number | undefined } | undefined;
    // A given archive's bytes, for its copy and its upload: only those its digest was taken of.
    let exact: ExactArchive | undefined;
    if (source.kind === 'given') {
      const archive = await group('Read the archive given', () =>
        readGivenArchive(source.archive, source.ignored, deps),
      );
      result = { ...result, archive };
      exact = { size: archive.size, open: () => exactBytes(source.archive, archive.sha256) };
    } else {
      const archive = await group('Build the archive', async () => {
        const listing = await listArchive(source.build, request.tempDir, deps, request.walk);
        result = {
          ...result,
          manifestPath: listing.manifestPath,
          largestFolders: listing.largestFolders,
        };
        await refuseEmpty(source.build, listing);
        const mtime = archiveTime(
          source.build.sourceDateEpoch,
          request.commitTime,
          logger,
          request.commitTimeFrom,
        );
        if (streams(request, listing, deps.streamFromBytes ?? STREAM_FROM_BYTES)) {
          streamed = { listing, mtime };
          return undefined;
        }
        const destination = await zipDestination(source.build, work.path, request.tempDir);
        return writeZip(source.build, listing, destination, mtime, deps);
      });
      result = { ...result, archive };
    }
    if (request.dryRun) return result;
    if (!streamed) {
      const archive = result.archive as ArchiveFacts;
      if (request.live && request.live.sha256 === archive.sha256 && request.health) {
        return await sameBytesLive(request, request.live, request.health, result, deps);
      }
      if (request.ledger) {
        result = {
          ...result,
          ...(await keepArchive(request, request.ledger, { ...archive, exact }, work, deps)),
        };
      }
    }

    let mirror: Recording = await startMirror(undefined);
    try {
      let created: DeploymentStatus;
      if (streamed && source.kind === 'build') {
        const { listing, mtime } = streamed;
        const sent = await group('Build and upload the archive', () =>
          buildWhileUploading(request, source.build, listing, mtime, work.path, deps),
        );
        result = { ...result, archive: sent.archive };
        if (!sent.created) {
          const { live, health } = request as Required<Pick<ReleaseRequest, 'live' | 'health'>>;
          return await sameBytesLive(request, live, health, result, deps);
        }
        created = sent.created;
        // Kept once whole, from the file the upload was streamed from.
        if (request.ledger) {
          result = {
            ...result,
            ...(await keepArchive(request, request.ledger, sent.archive, work, deps)),
          };
        }
        await work.dispose();
      } else {
        const archive = result.archive as ArchiveFacts;
        created = await group('Upload', async () => {
          try {
            return await uploadArchive(request, archive.path, request.fields, deps, {
              launching: request.launching,
              startedAt: request.startedAt,
              before: request.before,
              exact,
            });
          } finally {
            await work.dispose();
          }
        });
      }
      result = { ...result, deploymentId: created.id, deploymentStatus: created.status };
      logger.info(`Created deployment ${created.id} (${created.status}).`);
      mirror = await startRecords(recordedRelease(request, created.id, result), deps);
      result = { ...result, githubDeploymentId: mirror.id };
      if (!request.wait) return result;
      await group(`Wait for deployment ${created.id}`, () => {
        deps.progress?.status?.(created.id, created.status);
        return follow(request, deps, created.id, (status) => {
          result = { ...result, deploymentStatus: status };
          deps.progress?.status?.(created.id, status);
        });
      });
      result = { ...result, succeeded: true };
      const succeeded = succeededText(request, created.id);
      if (!request.health) {
        await mirror.succeeded(succeeded);
        return result;
      }
      const health = await proveHealth(request, created.id, request.health, 'Verify health', deps);
      result = { ...result, health };
      if (failedHealth(health.health)) {
        await mirror.settle('failure', healthDescription(health.health, health.detail));
      } else {
        await mirror.settle('success', healthDescription(health.health, succeeded));
      }
      return result;
    } catch (error) {
      // An upload whose answer was lost, but whose deployment was found: recorded, as failed.
      const likely = ownLikelyDeployment(error);
      if (mirror.id === undefined && likely) {
        mirror = await startRecords(recordedRelease(request, likely.id, result), deps);
      }
      if (result.deploymentId !== undefined && isSucceeded(result.deploymentStatus)) {
        // Amezmo said it succeeded (the cancel of a run stopped late may say so too): it is
        // live, whatever stopped the proof of its health, which stays unknown.
        const why = signal.aborted ? 'the run was cancelled' : clauseOf(error);
        const text = `${succeededText(request, result.deploymentId)}; health not proven: ${why}`;
        await mirror.settle('success', text.slice(0, 140));
      } else {
        await mirror.failed(error, signal.aborted);
      }
      throw error;
    }
  } catch (error) {
    const likely = ownLikelyDeployment(error);
    if (likely) result = { ...result, deploymentId: likely.id, deploymentStatus: likely.status };
    // Bytes the server did not get whole were not uploaded: their size and digest are not shown.
    if (error instanceof UncertainOutcomeError && !error.archiveSent) {
      result = { ...result, archive: undefined };
    }
    return { ...result, failure: error };
  } finally {
    await work.dispose();
  }
}

/** What the record says of a deployment that succeeded. */
function succeededText(request: ReleaseRequest, deploymentId: number): string {
  return request.mirror?.succeededText ?? `Amezmo deployment ${deploymentId} succeeded`;
}

/**
 * The deployment an upload with a lost answer most likely made, taken as this run's; none when
 * the server answered before it had the whole archive: whatever it made is not of these bytes.
 */
function ownLikelyDeployment(error: unknown): UncertainOutcomeError['likelyDeployment'] {
  if (!(error instanceof UncertainOutcomeError) || !error.archiveSent) return undefined;
  return error.likelyDeployment;
}

/**
 * Whether the archive streams to the upload as it is written: a tree built here, large enough
 * for the overlap to matter, and sure to fit the size limit before it is compressed (else it is
 * built first, and refused before any upload when too large). A new instance's refusals while
 * it launches are waited out as for any upload: each attempt reads the file from its start.
 */
function streams(request: ReleaseRequest, listing: Listing, fromBytes: number): boolean {
  return (
    !request.dryRun && listing.list.totalBytes >= fromBytes && surelyFits(listing.list.entries)
  );
}

/**
 * Writes the archive and uploads it at once, the upload reading the file as it grows. The last
 * bytes are held back until the archive is whole and its digest known: when those bytes are the
 * live release's, the upload is given up before its body is complete, so nothing is deployed.
 * A failure of either stops the other; the upload's own error is the one reported.
 */
async function buildWhileUploading(
  request: ReleaseRequest,
  build: BuildSettings,
  listing: Listing,
  mtime: number | undefined,
  workDir: string,
  deps: ReleaseDependencies,
): Promise<{ archive: ArchiveFacts; created?: DeploymentStatus }> {
  const destination = await zipDestination(build, workDir, request.tempDir);
  const file = new GrowingFile(destination);
  const stopUpload = new AbortController();
  const stopWriting = new AbortController();
  let uploadFailure: { error: unknown } | undefined;
  const upload = uploadArchive(
    request,
    destination,
    request.fields,
    { ...deps, signal: AbortSignal.any([deps.signal, stopUpload.signal]) },
    {
      launching: request.launching,
      startedAt: request.startedAt,
      before: request.before,
      growing: file,
    },
  ).catch((error: unknown) => {
    uploadFailure = { error };
    stopWriting.abort(error);
    throw error;
  });
  // Settled below in every case; until then a failure must not go unhandled.
  upload.catch(() => {});
  let archive: ArchiveFacts;
  try {
    archive = await writeZip(
      build,
      listing,
      destination,
      mtime,
      { ...deps, signal: AbortSignal.any([deps.signal, stopWriting.signal]) },
      (bytes) => file.advance(bytes),
    );
  } catch (error) {
    file.fail(error as Error);
    stopUpload.abort(error);
    await upload.catch(() => {});
    throw uploadFailure ? uploadFailure.error : error;
  }
  if (request.live && request.live.sha256 === archive.sha256 && request.health) {
    const same = new Error('the same bytes are live already');
    file.fail(same);
    stopUpload.abort(same);
    await upload.catch(() => {});
    return { archive };
  }
  file.finish(archive.size);
  return { archive, created: await upload };
}

/**
 * Whether the live release whose bytes are the same may be skipped without a word: it was
 * recorded healthy, or unchecked while no health check is configured now. A failure recorded is
 * never skipped as if it were green: its health is proven again.
 */
export function skipsWithoutProof(live: LiveRelease, health: HealthRequest): boolean {
  if (live.health === 'healthy') return true;
  const configured = health.url !== '' || Boolean(health.expectedCheck);
  return live.health === 'unchecked' && !configured;
}

/** How a message says what the ledger recorded of a release's health. */
const RECORDED: Record<RecordedHealth, string> = {
  healthy: 'healthy',
  unhealthy: 'unhealthy',
  'not-live': 'not live',
  unchecked: 'unchecked, and a health check is configured now',
  unknown: 'with no health proven',
};

/**
 * The same bytes are live already: nothing is uploaded. Unless the ledger recorded them proven
 * (see skipsWithoutProof), says so, and proves the live release's health again.
 */
async function sameBytesLive(
  request: ReleaseRequest,
  live: LiveRelease,
  health: HealthRequest,
  result: ReleaseResult,
  deps: ReleaseDependencies,
): Promise<ReleaseResult> {
  if (skipsWithoutProof(live, health)) return { ...result, alreadyLive: live };
  deps.logger.warning(
    `The same bytes are live already (Amezmo deployment ${live.deploymentId} of commit ` +
      `${shortSha(live.commit)}), but the ledger records them ${RECORDED[live.health]}: their ` +
      'health is proven again, and nothing is uploaded.',
  );
  const title = `Verify the health of deployment ${live.deploymentId}`;
  const proof = await proveHealth(request, live.deploymentId, health, title, deps);
  return { ...result, alreadyLive: live, health: proof };
}

/** Verifies the health of Amezmo deployment `id`, in a group of its own, and logs the verdict. */
async function proveHealth(
  request: Pick<ReleaseRequest, 'instance' | 'environment'>,
  id: number,
  health: HealthRequest,
  title: string,
  deps: ReleaseDependencies,
): Promise<HealthReport> {
  const report = await deps.group(title, () =>
    verifyHealth(
      {
        instance: request.instance,
        environment: request.environment,
        deploymentId: id,
        environmentUrl: health.environmentUrl,
        expectedCheck: health.expectedCheck,
      },
      health,
      { ...deps, probe: deps.probe ?? noProbe },
    ),
  );
  deps.logger.info(`Health: ${report.health} (${report.detail}).`);
  return report;
}

/** A probe for a run that has none: every answer is that there is no way to ask. */
const noProbe: Probe = async () => ({ problem: 'could not be asked: this run has no probe' });

/** What the ledger records of Amezmo deployment `id`, and where. */
function recordedRelease(
  request: ReleaseRequest,
  id: number,
  result: ReleaseResult,
): RecordedRelease {
  return {
    instance: request.instance,
    environment: request.environment,
    deploymentId: id,
    commit: request.fields.commit ?? '',
    ...(request.commitTime === undefined ? {} : { commitTime: request.commitTime }),
    archive: result.archive,
    kept: result.kept,
    ledger: request.ledger,
    mirror: request.mirror,
  };
}
