// The ledger's record of a release, in every store: the payload, versioned, that names the Amezmo
// deployment, the archive's sha256, the commit and where the archive's bytes are kept (a workflow
// artifact, or a file of a ledger folder), and the statuses whose descriptions say whether it was
// proven healthy. A GitHub deployment of the ledger's task carries the payload and its statuses
// (./github.ts); a ledger folder's record file carries the same (./folder.ts).
import { asRecord } from '../api/index.js';

/** The task of the ledger's GitHub deployments, so that other deployments are never mistaken. */
export const LEDGER_TASK = 'deploy:amezmo';

/** Whether a release was proven healthy, as its last health status said. */
/** `not-live`: the environment never ran it in the time given to prove its health. */
export type RecordedHealth = 'healthy' | 'unhealthy' | 'unchecked' | 'not-live' | 'unknown';

/** Where a release's archive is kept: a workflow artifact of the run that deployed it. */
export interface KeptArtifact {
  readonly id: number;
  readonly name: string;
  readonly runId: string;
}

/** Where a release's archive is kept: a file of a ledger folder, by its path in the folder. */
export interface KeptFile {
  readonly file: string;
  /** When the file may be removed (ISO 8601): `keep-days` after it was last kept. */
  readonly expiresAt: string;
}

/** Where a release's archive is kept, and what names it in a message. */
export type KeptArchive = KeptArtifact | KeptFile;

/** How a message names a kept archive: `artifact 12 ('name', run 3)` or `file archives/….zip`. */
export function describeKept(kept: KeptArchive): string {
  return 'file' in kept
    ? `file ${kept.file}`
    : `artifact ${kept.id} ('${kept.name}', run ${kept.runId})`;
}

/** What the ledger keeps of one release: the GitHub deployment's payload. */
export interface ReleaseRecord {
  readonly instance: string;
  readonly environment: string;
  readonly deploymentId: number;
  readonly sha256: string;
  readonly size: number;
  readonly commit: string;
  /**
   * The commit's committer time, seconds since 1970, when the run knew it: what tells an older
   * commit where its ancestry cannot be asked. Added to version 2 as an optional field, so that
   * readers of version 2 still read the payload.
   */
  readonly commitTime?: number;
  /** The branch or tag deployed. */
  readonly ref: { readonly kind: 'branch' | 'tag'; readonly name: string } | undefined;
  readonly artifact: KeptArchive | undefined;
  /** The workflow run that made the release (GITHUB_RUN_ID); payloads before version 2 lack it. */
  readonly runId?: string;
  /**
   * The ledger's id of the release this one deployed again (a rollback): its kept archive was
   * made by the rollback's run, not by a run of its commit, so the first release vouches for it.
   */
  readonly redeployOf?: number;
  /**
   * The release of another environment whose kept bytes this one deployed as they were (a
   * promotion). Added to version 2 as an optional field: a record without it stays valid.
   */
  readonly promotedFrom?: PromotedFrom;
}

/** Where a promoted release's bytes were proven: the source environment's release. */
export interface PromotedFrom {
  readonly instance: string;
  readonly environment: string;
  /** The source release's Amezmo deployment. */
  readonly deploymentId: number;
  /** The source release's id in the ledger (its GitHub deployment, or its Amezmo deployment). */
  readonly id: number;
}

/**
 * A release as a later run reads it back: its record, and the id of what holds it (the GitHub
 * deployment, or in a ledger folder the Amezmo deployment itself).
 */
export interface LedgerEntry extends ReleaseRecord {
  readonly id: number;
  readonly createdAt: string;
}

/**
 * The payload's version: 2 added the workflow run that made the release (`run`) and the release
 * a rollback deployed again (`redeploy_of`). Version 1 is still read.
 */
export const PAYLOAD_VERSION = 2;

/** The payload as written: plain JSON, versioned, so that later releases of the action read it. */
export function payloadOf(record: ReleaseRecord): Record<string, unknown> {
  return {
    amezmo_deploy: PAYLOAD_VERSION,
    amezmo: {
      instance: record.instance,
      environment: record.environment,
      deployment_id: record.deploymentId,
    },
    archive: {
      sha256: record.sha256,
      size: record.size,
      ...(record.artifact && 'file' in record.artifact
        ? { file: { path: record.artifact.file, expires_at: record.artifact.expiresAt } }
        : record.artifact
          ? {
              artifact: {
                id: record.artifact.id,
                name: record.artifact.name,
                run_id: record.artifact.runId,
              },
            }
          : {}),
    },
    commit: record.commit,
    ...(record.commitTime === undefined ? {} : { commit_time: record.commitTime }),
    ...(record.ref ? { ref: { kind: record.ref.kind, name: record.ref.name } } : {}),
    ...(record.runId ? { run: { id: record.runId } } : {}),
    ...(record.redeployOf === undefined ? {} : { redeploy_of: record.redeployOf }),
    ...(record.promotedFrom
      ? {
          promoted_from: {
            instance: record.promotedFrom.instance,
            environment: record.promotedFrom.environment,
            deployment_id: record.promotedFrom.deploymentId,
            id: record.promotedFrom.id,
          },
        }
      : {}),
  };
}

const SHA256 = /^[0-9a-f]{64}$/;

/** A payload read back, when it is one of the ledger's; undefined for anything else. */
export function recordOf(payload: unknown): ReleaseRecord | undefined {
  const value = typeof payload === 'string' ? parseJson(payload) : payload;
  if (!isObject(value) || (value.amezmo_deploy !== 1 && value.amezmo_deploy !== 2)) {
    return undefined;
  }
  const amezmo = value.amezmo;
  const archive = value.archive;
  if (!isObject(amezmo) || !isObject(archive)) return undefined;
  const { instance, environment, deployment_id: deploymentId } = amezmo;
  const { sha256, size, artifact, file } = archive;
  if (
    typeof instance !== 'string' ||
    typeof environment !== 'string' ||
    !Number.isSafeInteger(deploymentId) ||
    typeof sha256 !== 'string' ||
    !SHA256.test(sha256) ||
    !Number.isSafeInteger(size) ||
    typeof value.commit !== 'string'
  ) {
    return undefined;
  }
  const { ref, run, redeploy_of: redeployOf, commit_time: commitTime } = value;
  const promotedFrom = promotedFromOf(value.promoted_from);
  const runId = isObject(run) ? run.id : undefined;
  const kept: KeptArchive | undefined =
    isObject(artifact) &&
    Number.isSafeInteger(artifact.id) &&
    typeof artifact.name === 'string' &&
    (typeof artifact.run_id === 'string' || Number.isSafeInteger(artifact.run_id))
      ? { id: artifact.id as number, name: artifact.name, runId: String(artifact.run_id) }
      : isObject(file) && typeof file.path === 'string' && typeof file.expires_at === 'string'
        ? { file: file.path, expiresAt: file.expires_at }
        : undefined;
  return {
    instance,
    environment,
    deploymentId: deploymentId as number,
    sha256,
    size: size as number,
    commit: value.commit,
    ...(Number.isSafeInteger(commitTime) && (commitTime as number) > 0
      ? { commitTime: commitTime as number }
      : {}),
    ref:
      isObject(ref) && (ref.kind === 'branch' || ref.kind === 'tag') && typeof ref.name === 'string'
        ? { kind: ref.kind, name: ref.name }
        : undefined,
    artifact: kept,
    ...(typeof runId === 'string' || Number.isSafeInteger(runId) ? { runId: String(runId) } : {}),
    ...(Number.isSafeInteger(redeployOf) ? { redeployOf: redeployOf as number } : {}),
    ...(promotedFrom ? { promotedFrom } : {}),
  };
}

/** A record's `promoted_from`, when it is whole; anything else is read as no promotion. */
function promotedFromOf(value: unknown): PromotedFrom | undefined {
  if (!isObject(value)) return undefined;
  const { instance, environment, deployment_id: deploymentId, id } = value;
  if (
    typeof instance !== 'string' ||
    typeof environment !== 'string' ||
    !Number.isSafeInteger(deploymentId) ||
    !Number.isSafeInteger(id)
  ) {
    return undefined;
  }
  return { instance, environment, deploymentId: deploymentId as number, id: id as number };
}

/** A status description that records health starts with these words. */
const HEALTH_MARK = /^health: (healthy|unhealthy|unchecked|not-live)(?![\w-])/;

/** The description of a release's final status: its health first, for the ledger to read. */
export function healthDescription(
  health: Exclude<RecordedHealth, 'unknown'>,
  rest: string,
): string {
  return `health: ${health}; ${rest}`.slice(0, 140);
}

/** The health a status records, when it records one. */
function markOf(status: unknown): RecordedHealth | undefined {
  const description = isObject(status) ? status.description : undefined;
  const match = typeof description === 'string' ? HEALTH_MARK.exec(description) : null;
  return match ? (match[1] as RecordedHealth) : undefined;
}

/** The health a release's statuses recorded, the newest that says; unknown when none did. */
export function healthOf(statuses: readonly unknown[]): RecordedHealth {
  for (const status of statuses) {
    const health = markOf(status);
    if (health) return health;
  }
  return 'unknown';
}

/**
 * Since when a release's statuses (newest first) have said it is healthy, without a break: the
 * time of the oldest healthy mark after the newest that said otherwise. '' when the newest mark
 * is not healthy, or a mark of that run has no time.
 */
function healthySinceOf(statuses: readonly unknown[]): string {
  let since = '';
  for (const status of statuses) {
    const health = markOf(status);
    if (health === undefined) continue;
    if (health !== 'healthy') break;
    const at = asRecord(status)?.created_at;
    if (typeof at !== 'string' || !Number.isFinite(Date.parse(at))) return '';
    since = at;
  }
  return since;
}

/** How a release's run ended, as its newest status says: its state and when it was set. */
export interface ReleaseOutcome {
  /** The health its statuses recorded (unknown when none did). */
  readonly health: RecordedHealth;
  /** The newest status's state (`success`, `failure`, `inactive`, `in_progress`…); '' for none. */
  readonly state: string;
  /** When the newest status was set (ISO 8601); '' when none says. */
  readonly at: string;
  /**
   * When the release was first recorded healthy in the run of healthy marks that ends with its
   * newest (ISO 8601): proven healthy since then, as far as the ledger knows; '' when it is not
   * recorded healthy now, or that time is not recorded.
   */
  readonly healthySince: string;
  /**
   * How the release's own run ended, before any later run proved its health again: its oldest
   * status of an end (`success`, `failure`, `error`, `inactive`), with the health that status
   * recorded; state '' when its run has not ended.
   */
  readonly ran: { readonly state: string; readonly health: RecordedHealth; readonly at: string };
  /**
   * Whether any status says the release was live at some time: its deployment succeeded, or a
   * run found it healthy or unhealthy (a health is only proven of the release the environment
   * runs). One found `not-live`, whose deployment failed, or whose run was cancelled before
   * Amezmo said it succeeded, was not, as far as the ledger knows.
   */
  readonly wasLive: boolean;
}

/** The states a release's run ends in; any other (`in_progress`, none) is a run not ended. */
export const ENDED_STATES: readonly string[] = ['success', 'failure', 'error', 'inactive'];

/** What the description of a health a later run proved starts with, after its health mark. */
export const PROVEN_AGAIN = 'proven again';

const PROOF_MARK = new RegExp(`^health: [\\w-]+; ${PROVEN_AGAIN}\\b`);

/** A status a later run added, proving the health of a release live already. */
function isProof(status: unknown): boolean {
  const description = asRecord(status)?.description;
  return typeof description === 'string' && PROOF_MARK.test(description);
}

/**
 * How the release's own run ended: its oldest status of an end (statuses newest first), not one
 * a later run added with a proof of its health.
 */
function ranOf(statuses: readonly unknown[]): ReleaseOutcome['ran'] {
  for (const status of [...statuses].reverse()) {
    const record = asRecord(status);
    const state = record?.state;
    if (typeof state !== 'string' || !ENDED_STATES.includes(state) || isProof(status)) continue;
    const at = record?.created_at;
    return { state, health: markOf(status) ?? 'unknown', at: typeof at === 'string' ? at : '' };
  }
  return { state: '', health: 'unknown', at: '' };
}

/**
 * How a release ended, from its statuses, newest first (as GitHub lists them). GitHub marks a
 * successful deployment `inactive` once a later one succeeds (`auto_inactive`): that status is
 * GitHub's, not the run's, whose outcome is the success before it. A run that was cancelled
 * writes `inactive` over `in_progress`, and that one is its own.
 */
export function outcomeOf(statuses: readonly unknown[]): ReleaseOutcome {
  const stateOf = (status: unknown) => asRecord(status)?.state;
  const newest = asRecord(
    statuses.find(
      (status, index) =>
        stateOf(status) !== 'inactive' ||
        !statuses.slice(index + 1).some((older) => stateOf(older) === 'success'),
    ),
  );
  const state = newest?.state;
  const at = newest?.created_at;
  return {
    health: healthOf(statuses),
    state: typeof state === 'string' ? state : '',
    at: typeof at === 'string' ? at : '',
    healthySince: healthySinceOf(statuses),
    ran: ranOf(statuses),
    wasLive: statuses.some((status) => {
      const health = markOf(status);
      return (
        asRecord(status)?.state === 'success' || health === 'healthy' || health === 'unhealthy'
      );
    }),
  };
}

/** The most releases read back: enough for any rollback, bounded for a long-lived repository. */
export const MAX_RELEASES = 200;

/** asRecord's check, as a guard that narrows. */
function isObject(value: unknown): value is Record<string, unknown> {
  return asRecord(value) !== undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
