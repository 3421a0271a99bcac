// A release recorded as the pipeline makes it: its archive kept (as a workflow artifact, or in a
// ledger folder) before the upload, then its record started once Amezmo has the deployment, in
// the GitHub deployment that mirrors it or in the journal of a ledger folder, and its outcome
// marked on it as the run ends. Nothing here fails a deployment: what could not be kept or
// recorded is a warning that says what is lost.
import { createWriteStream } from 'node:fs';
import { copyFile, link, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { clauseOf } from '../api/index.js';
import type { Logger } from '../logger.js';
import { artifactName, type ArchiveStore } from './artifacts.js';
import type { Journal, LedgerRequest, LedgerScope, Recording } from './ledger.js';
import { startMirror, type MirrorSettings } from './mirror.js';
import {
  describeKept,
  LEDGER_TASK,
  payloadOf,
  type KeptArchive,
  type ReleaseRecord,
} from './record.js';

/** What a release's record says, and where it is written. */
export interface RecordedRelease extends LedgerScope {
  readonly deploymentId: number;
  readonly commit: string;
  /** The commit's committer time in seconds, when known. */
  readonly commitTime?: number;
  /** The archive deployed; the release is recorded in the ledger only when it is known. */
  readonly archive: { readonly sha256: string; readonly size: number } | undefined;
  readonly kept: KeptArchive | undefined;
  /** Record the release in the ledger (else only the mirror, when asked, is started). */
  readonly ledger: LedgerRequest | undefined;
  /** The GitHub deployment that mirrors it, which carries its record unless a journal does. */
  readonly mirror: MirrorSettings | undefined;
}

/**
 * Records Amezmo deployment `release.deploymentId`: the GitHub deployment that mirrors it, and
 * the release's record in the ledger, which that deployment carries, or the journal keeps. Its
 * statuses follow the run.
 */
export async function startRecords(
  release: RecordedRelease,
  deps: { readonly journal?: Journal; readonly logger: Logger },
): Promise<Recording> {
  const { ledger, archive } = release;
  const record: ReleaseRecord | undefined =
    ledger && archive
      ? {
          instance: release.instance,
          environment: release.environment,
          deploymentId: release.deploymentId,
          sha256: archive.sha256,
          size: archive.size,
          commit: release.commit,
          ...(release.commitTime === undefined ? {} : { commitTime: release.commitTime }),
          ref: ledger.ref,
          artifact: release.kept,
          ...(ledger.runId ? { runId: ledger.runId } : {}),
          ...(ledger.redeployOf === undefined ? {} : { redeployOf: ledger.redeployOf }),
          ...(ledger.promotedFrom ? { promotedFrom: ledger.promotedFrom } : {}),
        }
      : undefined;
  if (!record || !deps.journal) return startMirror(mirrorOf(release.mirror, record));
  const [github, journal] = [
    await startMirror(release.mirror),
    await deps.journal.start(record).catch((error: unknown) => {
      deps.logger.warning(
        `Could not record the release in the ledger: ${clauseOf(error)}. The Amezmo ` +
          'deployment goes on, but no later run can find this release to roll back to it.',
      );
      return undefined;
    }),
  ];
  return journal ? bothRecordings(github, journal) : github;
}

/** One recording that sets the statuses of two; the second's failures are its own. */
function bothRecordings(first: Recording, second: Recording): Recording {
  return {
    id: first.id ?? second.id,
    succeeded: async (text) => {
      await first.succeeded(text);
      await second.succeeded(text).catch(() => {});
    },
    settle: async (state, text) => {
      await first.settle(state, text);
      await second.settle(state, text).catch(() => {});
    },
    failed: async (error, cancelled) => {
      await first.failed(error, cancelled);
      await second.failed(error, cancelled).catch(() => {});
    },
  };
}

/** The mirror's settings, carrying the release's ledger record when there is one. */
function mirrorOf(
  mirror: MirrorSettings | undefined,
  record: ReleaseRecord | undefined,
): MirrorSettings | undefined {
  if (!mirror || !record) return mirror;
  return {
    ...mirror,
    task: LEDGER_TASK,
    payload: payloadOf(record),
    withoutIt:
      'The Amezmo deployment goes on, but no later run can find this release to roll back to it.',
  };
}

/**
 * Keeps the archive in `store` (a workflow artifact, or a ledger folder's file), named for what it
 * is: a copy in the run's work folder, so that the artifact's name is the file's. The archive
 * built by this run is linked there; one given as it is, which something else may write, is
 * copied from `exact`, its bytes as they were when its digest was taken. A failure is a warning
 * that says what is lost: the deployment goes on.
 */
export async function keepArchive(
  where: LedgerScope,
  ledger: LedgerRequest,
  archive: {
    readonly path: string;
    readonly sha256: string;
    readonly exact?: { open(): Readable } | undefined;
  },
  work: { readonly path: string },
  {
    store,
    group,
    logger,
    signal,
  }: {
    readonly store?: ArchiveStore;
    readonly group: <T>(title: string, phase: () => Promise<T>) => Promise<T>;
    readonly logger: Logger;
    /** Ends a copy being written (the run cancelled). */
    readonly signal?: AbortSignal;
  },
): Promise<{ kept: KeptArchive | undefined; keepProblem: string }> {
  const lost = 'this release cannot be rolled back to later';
  if (ledger.keepDays === 0) {
    // Said where archives could be kept: keep-days 0 chose not to.
    if (store) logger.info(`The archive is not kept (keep-days is 0): ${lost}.`);
    return { kept: undefined, keepProblem: '' };
  }
  if (!store) {
    // Only a run outside GitHub Actions has none: said, not warned of.
    const problem = 'this run has no artifact service (it does not run in GitHub Actions)';
    logger.info(`The archive is not kept: ${problem}; ${lost}.`);
    return { kept: undefined, keepProblem: problem };
  }
  return group('Keep the archive', async () => {
    const name = artifactName(where, archive.sha256, ledger.attempt);
    try {
      const folder = join(work.path, 'kept');
      await mkdir(folder, { recursive: true });
      const copy = join(folder, name);
      if (archive.exact) await pipeline(archive.exact.open(), createWriteStream(copy), { signal });
      // The run's own archive, in the work folder or (kept) in the temporary folder.
      else await link(archive.path, copy).catch(() => copyFile(archive.path, copy));
      const kept = await store.keep(copy, ledger.keepDays, archive.sha256);
      logger.info(`Kept the archive as ${describeKept(kept)} for ${ledger.keepDays} days.`);
      return { kept, keepProblem: '' };
    } catch (error) {
      const problem = clauseOf(error);
      logger.warning(`Could not keep the archive: ${problem}; ${lost}.`);
      return { kept: undefined, keepProblem: problem };
    }
  });
}
