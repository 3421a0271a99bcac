// One deployment, for every front end: the archive (built, or given) -> the GitHub mirror ->
// the upload, with recovery from a lost answer -> following it to its end, cancelling it if the
// run is cancelled -> a result value. The deploy action, the preview action and the command line
// each decide first whether and where to deploy, then call this, then report what it answers.
import { UncertainOutcomeError, type AmezmoClient } from '../api/client.js';
import type { Clock } from '../clock.js';
import type { Logger } from '../logger.js';
import {
  archiveTime,
  listArchive,
  readGivenArchive,
  workFolder,
  writeZip,
  type ArchiveFacts,
  type ArchiveSource,
} from './archive.js';
import { follow } from './follow.js';
import { startMirror, type MirrorSettings } from './mirror.js';
import { uploadArchive, type DeploymentFields, type Launching } from './upload.js';

export interface ReleaseRequest {
  readonly instance: string;
  readonly environment: string;
  readonly source: ArchiveSource;
  /** What the deployment is recorded with: repository, branch or tag, commit, pusher. */
  readonly fields: DeploymentFields;
  /** The commit's time in seconds, when the folder is a git checkout: the archive's time. */
  readonly commitTime?: number;
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
  /** Where the archive, its manifest and a kept copy go. */
  readonly tempDir: string;
  /** When the run began, on the clock: a deployment found after a lost answer is no older. */
  readonly startedAt: number;
}

export interface ReleaseDependencies {
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
    if (source.kind === 'given') {
      const archive = await group('Read the archive given', () =>
        readGivenArchive(source.archive, source.ignored, deps),
      );
      result = { ...result, archive };
    } else {
      const archive = await group('Build the archive', async () => {
        const listing = await listArchive(source.build, request.tempDir, deps);
        result = {
          ...result,
          manifestPath: listing.manifestPath,
          largestFolders: listing.largestFolders,
        };
        const mtime = archiveTime(source.build.sourceDateEpoch, request.commitTime, logger);
        return writeZip(source.build, listing, work.path, request.tempDir, mtime, deps);
      });
      result = { ...result, archive };
    }
    if (request.dryRun) return result;
    const archive = result.archive as ArchiveFacts;

    const mirror = await startMirror(request.mirror);
    try {
      const created = await group('Upload', async () => {
        try {
          return await uploadArchive(request, archive.path, request.fields, deps, {
            launching: request.launching,
            startedAt: request.startedAt,
          });
        } finally {
          await work.dispose();
        }
      });
      result = { ...result, deploymentId: created.id, deploymentStatus: created.status };
      logger.info(`Created deployment ${created.id} (${created.status}).`);
      if (!request.wait) return result;
      await group(`Wait for deployment ${created.id}`, () =>
        follow(request, deps, created.id, (status) => {
          result = { ...result, deploymentStatus: status };
        }),
      );
      result = { ...result, succeeded: true };
      await mirror.succeeded(
        request.mirror?.succeededText ?? `Amezmo deployment ${created.id} succeeded`,
      );
      return result;
    } catch (error) {
      await mirror.failed(error, signal.aborted);
      throw error;
    }
  } catch (error) {
    const likely = error instanceof UncertainOutcomeError ? error.likelyDeployment : undefined;
    if (likely) result = { ...result, deploymentId: likely.id, deploymentStatus: likely.status };
    return { ...result, failure: error };
  } finally {
    await work.dispose();
  }
}
