// Getting back to the last good bytes: which release of the ledger to go back to, and deploying
// its kept archive again, exactly, through the same pipeline as any release. The deploy job does
// it when a release is found unhealthy (`on-unhealthy: rollback`); the rollback action does it
// on demand. Bytes whose digest is not the ledger's are never deployed.
import { open } from 'node:fs/promises';
import { clauseOf } from '../api/errors.js';
import { archiveFormatOf } from '../archive/given.js';
import { AmezmoDeployError, type ErrorCode } from '../errors.js';
import type { LedgerEntry, RecordedHealth } from '../github/ledger.js';
import type { Ledger } from '../ledger/ledger.js';
import type { HealthReport } from './health.js';
import { shortSha } from '../format.js';
import {
  deployRelease,
  NO_RELEASE,
  type ReleaseDependencies,
  type ReleaseRequest,
  type ReleaseResult,
} from './release.js';

/** A release of the ledger with the health its statuses recorded. */
export type Candidate = LedgerEntry & { readonly health: RecordedHealth };

/** How many releases' statuses are read, at most, looking for a healthy one. */
export const MAX_LOOKED_AT = 50;

/**
 * The newest release, in `entries` (newest first) from `from` on, that was verified healthy,
 * whose bytes differ from `not` and were kept, and are still there, and that may be trusted; or
 * why there is none. A release that may not be trusted is passed over, and `warn` names it.
 */
export async function lastHealthy(
  ledger: Pick<Ledger, 'healthOf' | 'archiveState' | 'trust' | 'idName'>,
  entries: readonly LedgerEntry[],
  options: {
    readonly not: string;
    readonly from?: number;
    readonly signal?: AbortSignal;
    readonly warn?: (message: string) => void;
  },
): Promise<{ candidate: Candidate } | { problem: string }> {
  let looked = 0;
  let unkept = 0;
  let lost = 0;
  let untrusted = 0;
  for (const entry of entries.slice(options.from ?? 0)) {
    const artifact = entry.artifact;
    if (entry.sha256 === options.not) continue;
    if (!artifact) {
      unkept++;
      continue;
    }
    if (looked++ >= MAX_LOOKED_AT) break;
    const health = await ledger.healthOf(entry, options.signal);
    if (health !== 'healthy') continue;
    // An archive that has expired or was removed is passed over for an older one; one whose
    // state cannot be told is tried, and its bytes checked as they are read back.
    const state = await ledger.archiveState({ ...entry, artifact }, options.signal);
    if (state === 'gone' || state === 'expired') {
      lost++;
      continue;
    }
    // One whose state cannot be told is tried: reading it back asks again, and checks its trust.
    const distrust =
      state === 'kept' ? await ledger.trust({ ...entry, artifact }, options.signal) : undefined;
    if (distrust !== undefined) {
      untrusted++;
      options.warn?.(
        `Passed over ${ledger.idName} ${entry.id} (commit ${shortSha(entry.commit)}, sha256 ` +
          `${entry.sha256}): it is not trusted: ${distrust}. It was not deployed.`,
      );
      continue;
    }
    return { candidate: { ...entry, health } };
  }
  const earlier = entries.length - (options.from ?? 0);
  return {
    problem:
      earlier <= 0
        ? 'the ledger has no earlier release of this environment'
        : `none of the ${earlier} earlier release(s) in the ledger was verified healthy with its ` +
          `archive kept${unkept > 0 ? ` (${unkept} had no archive kept)` : ''}` +
          (lost > 0 ? ` (the archives of ${lost} healthy one(s) have expired or are gone)` : '') +
          (untrusted > 0 ? ` (${untrusted} healthy one(s) could not be trusted)` : ''),
  };
}

/** What a rollback is asked to do: the release to go back to, and how to deploy it. */
export type RedeployRequest = Omit<ReleaseRequest, 'source' | 'fields' | 'live'> & {
  readonly fields: Omit<ReleaseRequest['fields'], 'branch' | 'tag' | 'commit'>;
  readonly release: LedgerEntry;
};

/**
 * Reads the release's kept archive back, checks its size and sha256 against the ledger, and
 * deploys those bytes as they are: recorded with the release's own commit and branch or tag.
 * Never throws: a failure to read the bytes is the result's `failure`, with nothing uploaded.
 */
export async function redeploy(
  request: RedeployRequest,
  deps: ReleaseDependencies & { ledger: Ledger },
): Promise<ReleaseResult> {
  const { release } = request;
  const artifact = release.artifact;
  if (!artifact) {
    return {
      ...NO_RELEASE,
      failure: new Error(`Release ${shortSha(release.commit)} has no archive kept.`),
    };
  }
  let fetched: { path: string; dispose(): Promise<void> };
  try {
    fetched = await deps.group(`Read back the archive of ${shortSha(release.commit)}`, () =>
      deps.ledger.readArchive({ ...release, artifact }, request.tempDir, deps.signal),
    );
  } catch (error) {
    return { ...NO_RELEASE, failure: error };
  }
  try {
    deps.logger.info(
      `The archive of ${shortSha(release.commit)} reads back with the sha256 the ledger ` +
        `recorded: ${release.sha256}.`,
    );
    const format = await formatOf(fetched.path);
    return await deployRelease(
      {
        ...request,
        source: {
          kind: 'given',
          archive: { path: fetched.path, size: release.size, format },
          ignored: [],
        },
        fields: {
          ...request.fields,
          ...(release.ref?.kind === 'tag'
            ? { tag: release.ref.name }
            : release.ref
              ? { branch: release.ref.name }
              : {}),
          commit: release.commit,
        },
        ledger: request.ledger
          ? { ...request.ledger, ref: release.ref, redeployOf: release.redeployOf ?? release.id }
          : undefined,
        mirror: request.mirror ? { ...request.mirror, ref: release.commit } : undefined,
      },
      deps,
    );
  } finally {
    await fetched.dispose();
  }
}

/** The kept file's format, by its first bytes; a zip unless it reads as a tar. */
async function formatOf(path: string): Promise<'zip' | 'tar'> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(262);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return archiveFormatOf(head.subarray(0, bytesRead)) ?? 'zip';
  } finally {
    await file.close();
  }
}

/** A release as a message names it: its deployment, commit and digest. */
export function describeRelease(
  deploymentId: number | undefined,
  commit: string,
  sha256: string | undefined,
): string {
  return (
    `Amezmo deployment ${deploymentId ?? '(none)'} of commit ${shortSha(commit)}` +
    (sha256 ? ` (sha256 ${sha256.slice(0, 12)}…)` : '')
  );
}

/** A rollback the run made, or why it could make none. */
export type RollbackAttempt =
  { readonly to: Candidate; readonly release: ReleaseResult } | { readonly problem: string };

/**
 * The release was unhealthy, or never went live, and a rollback was tried: the step fails,
 * naming what was broken and what is live now.
 */
export class RolledBackError extends AmezmoDeployError {
  /** Whether another release is live now: the rollback was deployed (healthy or not). */
  readonly rolledBack: boolean;
  constructor(
    broken: string,
    found: Pick<HealthReport, 'health' | 'detail'>,
    attempt: RollbackAttempt,
  ) {
    const live = found.health !== 'not-live';
    super(
      `${broken} ${live ? 'was unhealthy' : 'did not go live'}: ${found.detail}. ` +
        rollbackOutcome(broken, attempt, live),
    );
    this.name = 'RolledBackError';
    this.rolledBack =
      !('problem' in attempt) &&
      attempt.release.failure === undefined &&
      attempt.release.deploymentId !== undefined;
  }

  get errorCode(): ErrorCode {
    return this.rolledBack ? 'release-rolled-back' : 'rollback-failed';
  }
}

/**
 * What came of a rollback, and what is live now, in a sentence or two; `brokenLive`: whether the
 * broken release is the one live (else the environment runs what it ran, and that is not said).
 */
export function rollbackOutcome(
  broken: string,
  attempt: RollbackAttempt,
  brokenLive = true,
): string {
  if ('problem' in attempt) {
    return `Nothing to roll back to: ${attempt.problem}.${brokenLive ? ` ${broken} stays live.` : ''}`;
  }
  const { to, release } = attempt;
  if (release.failure !== undefined) {
    return (
      `The rollback to commit ${shortSha(to.commit)} failed: ${clauseOf(release.failure)}. ` +
      (brokenLive
        ? `${release.deploymentId === undefined ? 'Nothing was deployed, and ' : ''}${broken} ` +
          'is still live.'
        : release.deploymentId === undefined
          ? 'Nothing was deployed.'
          : '')
    ).trimEnd();
  }
  const target = describeRelease(release.deploymentId, to.commit, to.sha256);
  const health = release.health;
  if (health?.health === 'not-live') {
    return (
      `Rolled back to ${target}, but it did not go live either: ${health.detail}. Check the ` +
      'environment in the Amezmo dashboard.'
    );
  }
  if (health?.health === 'unhealthy') {
    return (
      `Rolled back to ${target}, but it is unhealthy too: ${health.detail}. It is live now; ` +
      'fix the application and deploy again.'
    );
  }
  return `Rolled back: ${target} is live now, health: ${health?.health ?? 'unchecked'}.`;
}
