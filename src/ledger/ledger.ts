// The ledger of releases, wherever it is kept: what the deploy and rollback jobs ask of it. The
// actions keep it in the repository's GitHub deployments, with each release's bytes a workflow
// artifact (src/github/ledger.ts, artifacts.ts); the command line may keep it in a folder, for a
// CI cache or a shared volume (./folder.ts). Both answer the same entries, read the same health,
// and check the bytes they give back against the digest they recorded.
import { fetchKeptArchive, artifactState, ArtifactError } from '../github/artifacts.js';
import type { ArchiveStore } from '../github/artifacts.js';
import {
  healthOfRelease,
  ledgerProblem,
  readLedger,
  type LedgerEntry,
  type RecordedHealth,
} from '../github/ledger.js';
import type { RepositoryTarget } from '../github/rest.js';
import { trustProblem, UntrustedReleaseError } from '../github/trust.js';

/** Whether a release's archive can still be read back, or why that is unknown. */
export type ArchiveState = 'kept' | 'expired' | 'gone' | { readonly problem: string };

/** Which environment's releases are asked for. */
export interface LedgerScope {
  readonly instance: string;
  readonly environment: string;
}

/** A release whose archive was kept. */
export type KeptEntry = LedgerEntry & { readonly artifact: NonNullable<LedgerEntry['artifact']> };

export interface Ledger {
  /** Where it is kept, as a message names it: "the repository's GitHub deployments". */
  readonly place: string;
  /** What an entry's id is, as a message and a rollback's `to` name it. */
  readonly idName: 'GitHub deployment' | 'Amezmo deployment';
  /** What records a release in it, as a clause: "the deploy action records each release…". */
  readonly howToRecord: string;
  /** The environment's releases, newest first (MAX_RELEASES at most). */
  read(scope: LedgerScope, signal?: AbortSignal): Promise<LedgerEntry[]>;
  /** The health the release's record says it was proven to have. */
  healthOf(entry: LedgerEntry, signal?: AbortSignal): Promise<RecordedHealth>;
  /** Whether the release's kept archive is still there. */
  archiveState(entry: KeptEntry, signal?: AbortSignal): Promise<ArchiveState>;
  /**
   * Why the release may not be trusted (a clause), or undefined when it may: GitHub's answers
   * about its artifact must bind it to this repository, its commit and its environment.
   */
  trust(entry: KeptEntry, signal?: AbortSignal): Promise<string | undefined>;
  /**
   * The release's kept archive, read back into a folder of its own under `tempDir` and checked:
   * its size and sha256 must be the ledger's. Throws ArtifactError when it cannot be read, and
   * DigestMismatchError when the bytes are not the ones recorded, and UntrustedReleaseError
   * (an ArtifactError) when the release may not be trusted.
   */
  readArchive(
    entry: KeptEntry,
    tempDir: string,
    signal?: AbortSignal,
  ): Promise<{ path: string; dispose(): Promise<void> }>;
  /** Why the ledger could not be read, as a clause; naming the permission when one is missing. */
  problem(error: unknown): string;
}

/**
 * The ledger of the actions: the repository's GitHub deployments, with the archives kept as
 * workflow artifacts in `store` (none when the run cannot reach the artifact service).
 */
export function githubLedger(target: RepositoryTarget, store: ArchiveStore | undefined): Ledger {
  return {
    place: `the GitHub deployments of ${target.owner}/${target.repo}`,
    idName: 'GitHub deployment',
    howToRecord:
      'the deploy action records each release it makes (with github-deployment: true, its ' +
      'default)',
    read: (scope, signal) => readLedger(target, scope, signal),
    healthOf: (entry, signal) => healthOfRelease(target, entry, signal),
    archiveState: async (entry, signal) =>
      'file' in entry.artifact
        ? { problem: 'it was kept in a ledger folder, not as a workflow artifact' }
        : artifactState(target, entry.artifact, signal),
    trust: async (entry, signal) =>
      'file' in entry.artifact
        ? 'its archive was kept in a ledger folder, which a GitHub deployment cannot name'
        : trustProblem(target, { ...entry, artifact: entry.artifact }, signal),
    readArchive: async (entry, tempDir, signal) => {
      const artifact = entry.artifact;
      if ('file' in artifact) {
        throw new ArtifactError(
          `The archive of this release was kept in a ledger folder (${artifact.file}), which ` +
            'the GitHub ledger cannot read: roll back with the command line and --ledger-dir.',
        );
      }
      if (!store) throw new ArtifactError('This run cannot reach the artifact service.');
      const kept = { ...entry, artifact };
      return fetchKeptArchive(store, target, kept, tempDir, signal, async () => {
        const problem = await trustProblem(target, kept, signal);
        if (problem !== undefined) throw new UntrustedReleaseError(entry, problem);
      });
    },
    problem: ledgerProblem,
  };
}
