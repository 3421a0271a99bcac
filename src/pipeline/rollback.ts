// Getting back to the last good bytes: a release of the ledger (the last healthy one, found by
// src/ledger/releases.ts, or one asked for) deployed again from its kept archive, exactly,
// through the same pipeline as any release. The deploy job does
// it when a release is found unhealthy (`on-unhealthy: rollback`); the rollback action does it
// on demand. Bytes whose digest is not the ledger's are never deployed.
import { open } from 'node:fs/promises';
import { clauseOf } from '../api/index.js';
import { archiveFormatOf } from '../archive/index.js';
import { AmezmoDeployError, type ErrorCode } from '../errors.js';
import type { Candidate, Ledger, LedgerEntry } from '../ledger/index.js';
import type { HealthReport } from './health.js';
import { shortSha } from '../format.js';
import {
  deployRelease,
  NO_RELEASE,
  type ReleaseDependencies,
  type ReleaseRequest,
  type ReleaseResult,
} from './release.js';

/** What a rollback is asked to do: the release to go back to, and how to deploy it. */
export type RedeployRequest = Omit<ReleaseRequest, 'source' | 'fields'> & {
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
          // Read back and checked: the ledger's digest is the one every read must find.
          archive: { path: fetched.path, size: release.size, format, sha256: release.sha256 },
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
        // A promotion's bytes are vouched for by the release it names instead.
        ledger: request.ledger
          ? {
              ...request.ledger,
              ref: release.ref,
              ...(request.ledger.promotedFrom
                ? {}
                : { redeployOf: release.redeployOf ?? release.id }),
            }
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
