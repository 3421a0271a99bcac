// Whether the release live on the source environment may be promoted: live there as the ledger
// recorded it, proven healthy, live for at least the soak, and its bytes still kept and trusted.
// Pure: what the ledger says is asked before (./source.ts), and the digest is checked as the
// bytes are read back, by the rollback's own code.
import type { ArchiveState, Candidate } from '../ledger/index.js';
import { formatDuration, shortSha } from '../format.js';

/** The environment a promotion takes its release from, and how long it must have been healthy. */
export interface PromoteFrom {
  readonly instance: string;
  readonly environment: string;
  /** Seconds the release must have been recorded healthy on the source; 0 for none. */
  readonly soakSeconds: number;
  /** How messages name the settings that chose the source (its instance, its environment). */
  readonly named?: {
    readonly instance: string;
    readonly environment: string;
    readonly howToName: (name: string) => string;
  };
}

/** What the ledger of the source says of its live release. */
export interface SourceFacts {
  readonly from: PromoteFrom;
  /** The source environment's current Amezmo deployment, as Amezmo says. */
  readonly current: number | string | null | undefined;
  /** The ledger's record of that deployment, with its recorded health; none when not recorded. */
  readonly live: Candidate | undefined;
  /**
   * Since when its record has said it is healthy, without a break (ISO 8601; see
   * ReleaseOutcome); '' when that time is not recorded.
   */
  readonly healthySince: string;
  /** Whether its kept archive is still there; 'not kept' when it was never kept. */
  readonly archive: ArchiveState | 'not kept';
  /** Why the record may not be trusted, when it may not. */
  readonly distrust?: string;
  /** Now, in milliseconds since 1970. */
  readonly now: number;
}

export type PromotionVerdict =
  { readonly promote: true } | { readonly promote: false; readonly refusal: string };

/**
 * Promote, or refuse naming why and what to do. The soak is counted from the time the release
 * was first recorded healthy in its newest unbroken run of healthy marks: never from before it
 * was live (its record is made when its upload starts), nor across a time it was recorded
 * unhealthy.
 */
export function judgeSource(facts: SourceFacts): PromotionVerdict {
  const { from, live } = facts;
  const where = `'${from.environment}' (instance ${from.instance})`;
  const refuse = (why: string): PromotionVerdict => ({
    promote: false,
    refusal: `Refusing to promote from ${where}: ${why}`,
  });
  if (!live) {
    return refuse(
      facts.current === null || facts.current === undefined
        ? 'nothing is live there. Deploy to it first, then promote.'
        : `its live Amezmo deployment ${String(facts.current)} is not in the ledger (it was not ` +
            'deployed with this ledger). Deploy to it with the ledger first, then promote.',
    );
  }
  const release = `its live release (commit ${shortSha(live.commit)}, Amezmo deployment ${live.deploymentId})`;
  if (live.health !== 'healthy') {
    return refuse(
      `${release} is not recorded healthy (its record says ${live.health}). Promote only what ` +
        'was proven healthy: fix it and deploy there again.',
    );
  }
  if (from.soakSeconds > 0) {
    const since = Date.parse(facts.healthySince);
    if (!Number.isFinite(since)) {
      return refuse(
        `${release} has no time recorded for its health, so its soak of ` +
          `${formatDuration(from.soakSeconds)} cannot be told. Deploy there again, or promote ` +
          'with soak: 0.',
      );
    }
    const left = Math.ceil(from.soakSeconds - (facts.now - since) / 1000);
    if (left > 0) {
      return refuse(
        `${release} has been proven healthy for ` +
          `${formatDuration(Math.max(0, from.soakSeconds - left))}, less than the soak of ` +
          `${formatDuration(from.soakSeconds)}: ${formatDuration(left)} left. Promote it again then.`,
      );
    }
  }
  const gone = (how: string) =>
    refuse(
      `the kept archive of ${release} ${how}, so its exact bytes cannot be promoted. Deploy its commit there again to keep them, then promote.`,
    );
  if (facts.archive === 'not kept') return gone('was never kept (keep-days: 0)');
  if (facts.archive === 'gone') return gone('is gone');
  if (facts.archive === 'expired') return gone('has expired');
  if (facts.distrust !== undefined) {
    return refuse(
      `${release} is not trusted: ${facts.distrust}. Deploy its commit there again to make a ` +
        'release of it, then promote.',
    );
  }
  return { promote: true };
}
