// A release's bytes, kept as a workflow artifact so that they outlive the run that built them,
// and found again by a later run that rolls back to them. GitHub's own @actions/artifact moves
// the bytes (it speaks the artifact service's protocol, and its blob storage's); this module
// names the artifact, asks GitHub first whether it is still there, and checks the bytes read
// back against the digest the ledger recorded: bytes that do not match are never deployed.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sha256Of } from '../archive/index.js';
import { clauseOf } from '../api/index.js';
import { AmezmoDeployError, type ErrorCode } from '../errors.js';
import { describeKept, type KeptArchive, type KeptArtifact } from './record.js';
import { GitHubApiError, repoPath, type RepositoryTarget } from '../github/index.js';

/**
 * What keeps archives: @actions/artifact in a runner, a ledger folder on the command line, a
 * stand-in in tests.
 */
export interface ArchiveStore {
  /** Keeps the file at `path` (named as the artifact is), of digest `sha256`, for `days` days. */
  keep(path: string, days: number, sha256: string): Promise<KeptArchive>;
  /** Reads artifact `kept` back into `folder`; answers the file's path. */
  fetch(kept: KeptArtifact, folder: string): Promise<string>;
}

/** The artifact could not be kept or read back; the message says why and what to do. */
export class ArtifactError extends AmezmoDeployError {
  readonly errorCode: ErrorCode = 'artifact-unavailable';
  constructor(message: string) {
    super(message);
    this.name = 'ArtifactError';
  }
}

/** The bytes read back are not the ones the ledger recorded: they are never deployed. */
export class DigestMismatchError extends AmezmoDeployError {
  readonly errorCode = 'digest-mismatch';
  constructor(
    kept: KeptArchive,
    recorded: { readonly sha256: string; readonly size: number },
    actual: { readonly sha256: string | undefined; readonly size: number },
  ) {
    super(
      `The archive kept as ${describeKept(kept)} reads back as ` +
        (actual.sha256 === undefined
          ? `${actual.size} bytes, not the ${recorded.size} the ledger recorded`
          : `${actual.size} bytes with sha256 ${actual.sha256}, not the ${recorded.sha256} the ` +
            'ledger recorded') +
        ': it was not deployed. Deploy a commit again to make a new release.',
    );
    this.name = 'DigestMismatchError';
  }
}

/**
 * The artifact's name: what, where, and the first bytes of the digest, which a run re-run keeps
 * apart with its attempt. Artifact names are unique in a run, and forbid `\ / : * ? " < > |`.
 */
export function artifactName(
  where: { readonly instance: string; readonly environment: string },
  sha256: string,
  attempt: string | undefined,
): string {
  const again = attempt && attempt !== '1' ? `-attempt${safeName(attempt)}` : '';
  return `${artifactStem(where, sha256)}${again}.zip`;
}

/** Whether `name` is what artifactName names an archive of `where` with digest `sha256`. */
export function isArtifactNameOf(
  name: string,
  where: { readonly instance: string; readonly environment: string },
  sha256: string,
): boolean {
  const stem = artifactStem(where, sha256);
  return name.startsWith(stem) && /^(-attempt[A-Za-z0-9._-]+)?\.zip$/.test(name.slice(stem.length));
}

function artifactStem(
  where: { readonly instance: string; readonly environment: string },
  sha256: string,
): string {
  return `amezmo-${safeName(where.instance)}-${safeName(where.environment)}-${sha256.slice(0, 16)}`;
}

const safeName = (text: string) => text.replace(/[^A-Za-z0-9._-]/g, '_');

/**
 * Whether an artifact is still there, as GitHub's API says: `kept`, `expired`, `gone` (deleted,
 * or never there), or why it could not tell.
 */
export async function artifactState(
  target: RepositoryTarget,
  kept: KeptArtifact,
  signal?: AbortSignal,
): Promise<'kept' | 'expired' | 'gone' | { problem: string }> {
  try {
    const answer = await target.github.request(
      'GET',
      repoPath(target, `/actions/artifacts/${kept.id}`),
      { signal },
    );
    const expired = (answer as { expired?: unknown } | undefined)?.expired;
    return expired === true ? 'expired' : 'kept';
  } catch (error) {
    if (signal?.aborted) throw error;
    if (error instanceof GitHubApiError && error.status === 404) return 'gone';
    return { problem: artifactProblem(error) };
  }
}

/** Why an artifact request failed, as a clause naming the permission when one is missing. */
export function artifactProblem(error: unknown): string {
  if (
    error instanceof GitHubApiError &&
    error.rateLimit === undefined &&
    (error.status === 401 || error.status === 403)
  ) {
    return (
      `the token may not read the workflow's artifacts (GitHub answered ${error.status}): give ` +
      'the job "permissions: actions: read"'
    );
  }
  return clauseOf(error);
}

/**
 * Reads a kept archive back into a folder of its own under `tempDir`, and checks it: its size and
 * sha256 must be the ledger's. Throws ArtifactError when it is gone or cannot be read, and
 * DigestMismatchError when its bytes are not the recorded ones; `trust` throws when the release
 * may not be trusted, once the artifact is known to be there.
 */
export async function fetchKeptArchive(
  store: ArchiveStore,
  target: RepositoryTarget,
  release: { readonly artifact: KeptArtifact; readonly sha256: string; readonly size: number },
  tempDir: string,
  signal?: AbortSignal,
  trust?: () => Promise<void>,
): Promise<{ path: string; dispose(): Promise<void> }> {
  const kept = release.artifact;
  const state = await artifactState(target, kept, signal);
  if (state !== 'kept') {
    const why =
      state === 'expired'
        ? 'it has expired (see keep-days)'
        : state === 'gone'
          ? 'GitHub has no such artifact: it was deleted, or the token may not read it ' +
            '("permissions: actions: read")'
          : state.problem;
    throw new ArtifactError(`Could not read the archive kept as ${describeKept(kept)}: ${why}.`);
  }
  await trust?.();
  return readBackChecked(
    tempDir,
    release,
    async (folder) => {
      try {
        return await store.fetch(kept, folder);
      } catch (error) {
        if (signal?.aborted) throw error;
        throw new ArtifactError(
          `Could not download artifact ${kept.id} ('${kept.name}', run ${kept.runId}): ${clauseOf(error)}.`,
        );
      }
    },
    signal,
  );
}

/**
 * A kept archive read back into a folder of its own under `tempDir` (`place` puts the file there
 * and answers its path), and checked against the ledger; the folder is removed when either fails.
 * Every ledger reads its archives back through this.
 */
export async function readBackChecked(
  tempDir: string,
  release: { readonly artifact: KeptArchive; readonly sha256: string; readonly size: number },
  place: (folder: string) => Promise<string>,
  signal?: AbortSignal,
): Promise<{ path: string; dispose(): Promise<void> }> {
  const folder = await mkdtemp(join(tempDir, 'amezmo-kept-'));
  const dispose = () => rm(folder, { recursive: true, force: true });
  try {
    const path = await place(folder);
    await checkKeptBytes(path, release, signal);
    return { path, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/**
 * Checks the bytes read back of a kept archive: their size and sha256 must be the ledger's, else
 * DigestMismatchError. A file of another size is not read.
 */
async function checkKeptBytes(
  path: string,
  release: { readonly artifact: KeptArchive; readonly sha256: string; readonly size: number },
  signal?: AbortSignal,
): Promise<void> {
  const { size } = await stat(path);
  const actual = size === release.size ? await sha256Of(path, signal) : undefined;
  if (actual !== release.sha256) {
    throw new DigestMismatchError(release.artifact, release, { sha256: actual, size });
  }
}
