// The history of an environment's releases, from the ledger's entries and how each one's run
// ended (pure: the entries are read elsewhere). Newest first, as the ledger answers them. How a
// release ended is told from the releases after it: the newest release that went live is live;
// one that went live and that a later one replaced was replaced, or rolled back when what
// replaced it deployed an earlier release's bytes again (a rollback, `redeploy_of`); one whose
// deployment failed or was cancelled, or that the environment did not run (`not-live`), never
// went live (the release before it stayed).
import { ENDED_STATES, type LedgerEntry, type ReleaseOutcome } from '../ledger/index.js';

/** A release of the ledger, with how its run ended. */
export type ReleaseRead = LedgerEntry & { readonly outcome: ReleaseOutcome };

/** How a release ended. */
export type Ending = 'live' | 'replaced' | 'rolled-back' | 'never-live';

export interface HistoryRow {
  /** The ledger's id of the release (a GitHub deployment's, or the Amezmo deployment's). */
  readonly id: number;
  readonly deploymentId: number;
  readonly commit: string;
  readonly sha256: string;
  /** When its record was made (ISO 8601). */
  readonly start: string;
  /** When its run ended (its last status, ISO 8601); '' while it runs. */
  readonly end: string;
  readonly health: ReleaseOutcome['health'];
  readonly ended: Ending;
  /** For a release a rollback replaced: the commit the rollback went back to, when read. */
  readonly rolledBackTo?: string;
  /** For a rollback: the commit of the release it deployed again, when read. */
  readonly rollbackOf?: string;
}

/** Whether the release's run has ended. */
export function hasEnded(release: ReleaseRead): boolean {
  return ENDED_STATES.includes(release.outcome.state);
}

/**
 * Whether the release went live: a status says so (its deployment succeeded, or a run found it
 * healthy or unhealthy: see ReleaseOutcome.wasLive), or its run has not ended (a deployment not
 * followed, `wait: false`). One found `not-live`, and never live since, did not.
 */
export function wentLive(release: ReleaseRead): boolean {
  return !hasEnded(release) || release.outcome.wasLive;
}

/** The environment's history: each release, newest first, with how it ended. */
export function historyOf(releases: readonly ReleaseRead[]): HistoryRow[] {
  const commitOf = (id: number | undefined) =>
    id === undefined ? undefined : releases.find((release) => release.id === id)?.commit;
  // The release that went live after each one, walking from the newest.
  let replacer: ReleaseRead | undefined;
  return releases.map((release) => {
    let ended: Ending;
    let rolledBackTo: string | undefined;
    if (!wentLive(release)) {
      ended = 'never-live';
    } else {
      if (!replacer) ended = 'live';
      else if (replacer.redeployOf === undefined) ended = 'replaced';
      else {
        ended = 'rolled-back';
        rolledBackTo = commitOf(replacer.redeployOf);
      }
      replacer = release;
    }
    const rollbackOf = commitOf(release.redeployOf);
    return {
      id: release.id,
      deploymentId: release.deploymentId,
      commit: release.commit,
      sha256: release.sha256,
      start: release.createdAt,
      end: hasEnded(release) ? release.outcome.at : '',
      health: release.outcome.health,
      ended,
      ...(rolledBackTo === undefined ? {} : { rolledBackTo }),
      ...(rollbackOf === undefined ? {} : { rollbackOf }),
    };
  });
}
