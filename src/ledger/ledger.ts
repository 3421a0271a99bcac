// The ledger: what was released where. Each release a run makes is recorded (the Amezmo deployment,
// the archive's sha256 and size, the commit and branch or tag, where the archive's bytes are kept,
// and statuses that end with the health it was proven to have), so that a later run can tell what
// is live, skip the same bytes, and deploy the last healthy release's exact bytes again. The
// record and its versions are ./record.ts; it is kept in one of two stores, which answer the same
// entries, read the same health and check the bytes they give back against the digest recorded:
//
// - GitHub (./github.ts), the actions' store: each release is a GitHub deployment of the ledger's
//   task, whose payload is the record and whose statuses are the run's (written by the deployment
//   that mirrors the Amezmo one, ./mirror.ts); its bytes are a workflow artifact
//   (./artifacts.ts, kept through @actions/artifact by src/artifacts/), trusted only for
//   what GitHub itself says of that artifact (./trust.ts).
// - A folder (./folder.ts), the command line's --ledger-dir: a record file a release, and the
//   archives kept by their digest, for a CI without GitHub or a laptop.
//
// This module is what the pipeline and the jobs use of it. A `Ledger` reads: the releases, their
// health, whether their bytes are kept and may be trusted, the bytes opened and checked (what
// each store answers, `LedgerStore`), and what is live, the last healthy release and one asked
// for by the start of its commit or its id (`LedgerQueries`, answered alike for both stores by
// ./releases.ts). A release is recorded as the pipeline makes it (./recording.ts): its bytes kept
// in an `ArchiveStore`, its record started (in the GitHub deployment that mirrors it, or a
// `Journal`), and its outcome marked on the `Recording`.
import type { GitHubDeploymentState } from '../github/index.js';
import type { Logger } from '../logger.js';
import type {
  LedgerEntry,
  PromotedFrom,
  RecordedHealth,
  ReleaseOutcome,
  ReleaseRecord,
} from './record.js';

/** Whether a release's archive can still be read back, or why that is unknown. */
export type ArchiveState = 'kept' | 'expired' | 'gone' | { readonly problem: string };

/** A health a run proves a release to have, as its record says it. */
export type ProvenHealth = Exclude<RecordedHealth, 'unknown' | 'unchecked'>;

/** Which environment's releases are asked for. */
export interface LedgerScope {
  readonly instance: string;
  readonly environment: string;
}

/** A release whose archive was kept. */
export type KeptEntry = LedgerEntry & { readonly artifact: NonNullable<LedgerEntry['artifact']> };

/** What a store of the ledger answers: its releases, their health, and their kept bytes. */
export interface LedgerStore {
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
  /** How the release's run ended: its health, its newest status's state and time. */
  outcomeOf(entry: LedgerEntry, signal?: AbortSignal): Promise<ReleaseOutcome>;
  /**
   * Adds to a release already recorded the health a later run proved it to have (a status, as
   * its own run's last one): what the ledger says of a live release is what was last proven.
   */
  recordHealth(
    entry: LedgerEntry,
    health: ProvenHealth,
    text: string,
    signal?: AbortSignal,
  ): Promise<void>;
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

/** What is asked of the ledger alike whatever its store (./releases.ts answers it). */
export interface LedgerQueries {
  /**
   * The release live on the environment, among `entries`: the one whose Amezmo deployment is
   * `current`, with the health its record says (unknown when that cannot be read).
   */
  live(
    entries: readonly LedgerEntry[],
    current: number | string | null | undefined,
    options: { readonly logger: Pick<Logger, 'debug'>; readonly signal: AbortSignal },
  ): Promise<LiveRelease | undefined>;
  /**
   * The newest release, in `entries` from `from` on, verified healthy, whose bytes differ from
   * `not`, are still kept and may be trusted; or why there is none (`warn` names each release
   * passed over as untrusted).
   */
  lastHealthy(
    entries: readonly LedgerEntry[],
    options: HealthySearch,
  ): Promise<{ candidate: Candidate } | { problem: string }>;
  /** The one release `asked` names, by the start of its commit or its id; throws when not one. */
  find(entries: readonly LedgerEntry[], asked: ReleaseAsked, howToAsk?: HowToAsk): LedgerEntry;
}

/** Where the last healthy release is looked for, and what is told of those passed over. */
export interface HealthySearch {
  /** The bytes to leave (the broken release's, or the live one's): never chosen. */
  readonly not: string;
  /** The index in the entries to look from (past the live release). */
  readonly from?: number;
  readonly signal?: AbortSignal;
  /** Told of each release passed over as untrusted. */
  readonly warn?: (message: string) => void;
}

/** The ledger the pipeline and the jobs use, whichever store keeps it. */
export type Ledger = LedgerStore & LedgerQueries;

/** A release of the ledger with the health its statuses recorded. */
export type Candidate = LedgerEntry & { readonly health: RecordedHealth };

/** A release asked for by its commit (or the start of one), or by digits: an id, or a commit. */
export type ReleaseAsked =
  | { readonly kind: 'sha'; readonly text: string }
  /** Digits only: the ledger's id of a release, or else a commit abbreviated to digits. */
  | { readonly kind: 'id-or-sha'; readonly text: string };

/**
 * How a message says to ask for a release, and to list them, in the front end's own words:
 * `to: <release>` and `set dry-run: true` when absent.
 */
export interface HowToAsk {
  readonly to: (release: string) => string;
  readonly list: string;
}

/** The release the ledger says is live: the record whose Amezmo deployment is current. */
export interface LiveRelease {
  readonly deploymentId: number;
  readonly sha256: string;
  readonly commit: string;
  /** The commit's committer time in seconds, when the ledger recorded it. */
  readonly commitTime?: number;
  /** The health its record says it was proven to have. */
  readonly health: RecordedHealth;
}

/** What a release is recorded with, beyond the deployment itself; how long its bytes are kept. */
export interface LedgerRequest {
  readonly keepDays: number;
  /** GITHUB_RUN_ATTEMPT: a run re-run names its artifact apart. */
  readonly attempt?: string;
  /** The branch or tag deployed, as recorded. */
  readonly ref?: ReleaseRecord['ref'];
  /** GITHUB_RUN_ID: the workflow run that makes the release, as recorded. */
  readonly runId?: string;
  /** The ledger's id of the release deployed again, for a rollback. */
  readonly redeployOf?: number;
  /** The release of another environment whose bytes are deployed, for a promotion. */
  readonly promotedFrom?: PromotedFrom;
}

/** A release's record as the run goes on: its statuses, the last of which is its outcome. */
export interface Recording {
  /** The GitHub deployment's id; undefined when there is none. */
  readonly id: number | undefined;
  succeeded(text: string): Promise<void>;
  /** Sets the final state the run came to, e.g. `failure` for a release found unhealthy. */
  settle(state: GitHubDeploymentState, text: string): Promise<void>;
  failed(error: unknown, cancelled: boolean): Promise<void>;
}

/** Records each release as the pipeline makes it, where no GitHub deployment carries it. */
export interface Journal {
  /** Records the release, in progress; its statuses are set as the run goes on. */
  start(record: ReleaseRecord): Promise<Recording>;
}
