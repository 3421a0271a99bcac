// The delivery figures of an environment, counted from its ledger as ./definitions.ts says
// (pure: the releases, how each ended, and the times of the commits each brought are read
// elsewhere and passed in). Releases are taken in the ledger's order, not sorted by their
// times: a runner whose clock is off cannot reorder them, and a duration it makes negative is
// left out and counted in `skewed`, never reported.
import { historyOf, hasEnded, wentLive, type HistoryRow, type ReleaseRead } from './history.js';

const DAY_MS = 86_400_000;

/** The commits a release brought, to be read from git or GitHub: after `base`, up to `head`. */
export interface BroughtCommits {
  /** The release's ledger id. */
  readonly id: number;
  /** The commit of the last release proven healthy before it; undefined when there was none. */
  readonly base: string | undefined;
  readonly head: string;
}

export interface FiguresRequest {
  /** The environment's releases, newest first, as the ledger answers them (all read). */
  readonly releases: readonly ReleaseRead[];
  /** The window: releases whose record was made from `since` on. */
  readonly since: Date;
  readonly now: Date;
  /**
   * The committer times (seconds) of the commits each release brought, by the release's id;
   * a release missing here is measured from its own commit's time only.
   */
  readonly commitTimes: ReadonlyMap<number, readonly number[]>;
}

export interface DeliveryFigures {
  readonly deployments: number;
  readonly deploymentsPerDay: number;
  /** From 0 to 1; null when no release was proven healthy or failed. */
  readonly changeFailureRate: number | null;
  readonly leadTimeMedianS: number | null;
  readonly leadTimeP90S: number | null;
  readonly timeToRestoreMedianS: number | null;
  readonly rework: number;
  /** How many commits' lead times were measured. */
  readonly commitsMeasured: number;
  /** Incidents restored, whose time to restore was measured. */
  readonly restored: number;
  /** Durations left out because they came out negative (clocks that disagree). */
  readonly skewed: number;
}

/** Whether a release was proven healthy. */
function proven(release: ReleaseRead): boolean {
  return release.outcome.health === 'healthy';
}

/**
 * Whether a release failed: its own run found it unhealthy or not live, or its deployment
 * failed. A later run that proves it healthy restores it; it does not undo the failure.
 */
export function failed(release: ReleaseRead): boolean {
  if (!hasEnded(release)) return false;
  const { state, health } = release.outcome.ran;
  return (
    health === 'unhealthy' || health === 'not-live' || state === 'failure' || state === 'error'
  );
}

/** When a failed release was proven healthy again, by a later run; NaN when it was not. */
function reprovenAt(release: ReleaseRead): number {
  return proven(release) ? Date.parse(release.outcome.healthySince) : Number.NaN;
}

/** The releases whose record was made in the window, by index into `releases`. */
function inWindow(request: FiguresRequest): Set<number> {
  const from = request.since.getTime();
  const inside = new Set<number>();
  request.releases.forEach((release, index) => {
    const made = Date.parse(release.createdAt);
    if (Number.isFinite(made) && made >= from) inside.add(index);
  });
  return inside;
}

/**
 * The commits to read for each release whose lead time is measured: those after the commit of
 * the newest earlier release proven healthy, up to its own. A commit first released broken is
 * delivered by the release that then runs it healthy, and is measured there. Where none read is
 * proven, the newest earlier one that went live bounds them.
 */
export function commitsToRead(
  request: Pick<FiguresRequest, 'releases' | 'since'>,
): BroughtCommits[] {
  const { releases } = request;
  const inside = inWindow({ ...request, now: request.since, commitTimes: new Map() });
  const wanted: BroughtCommits[] = [];
  releases.forEach((release, index) => {
    if (!inside.has(index) || !measured(release)) return;
    const earlier = releases.slice(index + 1);
    const before = earlier.find(proven) ?? earlier.find(wentLive);
    wanted.push({ id: release.id, base: before?.commit, head: release.commit });
  });
  return wanted;
}

/** Whether a release's lead time is measured: a change (not a rollback) proven healthy. */
function measured(release: ReleaseRead): boolean {
  return release.redeployOf === undefined && proven(release) && hasEnded(release);
}

/** The `p` quantile (0 to 1) of `values` by nearest rank; null when there are none. */
export function nearestRank(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] as number;
}

/** The environment's delivery figures over the window, as ./definitions.ts defines them. */
export function deliveryFigures(request: FiguresRequest): DeliveryFigures {
  const { releases } = request;
  const history = historyOf(releases);
  const inside = inWindow(request);
  let skewed = 0;
  /** A duration in whole seconds from `from` to `to` (ms); undefined when negative or unknown. */
  const seconds = (from: number, to: number): number | undefined => {
    if (!Number.isFinite(from) || !Number.isFinite(to)) return undefined;
    if (to < from) {
      skewed++;
      return undefined;
    }
    return Math.round((to - from) / 1000);
  };

  const leadTimes: number[] = [];
  for (const [index, release] of releases.entries()) {
    if (!inside.has(index) || !measured(release)) continue;
    const end = Date.parse(release.outcome.at);
    const times =
      request.commitTimes.get(release.id) ??
      (release.commitTime === undefined ? [] : [release.commitTime]);
    for (const time of times) {
      const lead = seconds(time * 1000, end);
      if (lead !== undefined) leadTimes.push(lead);
    }
  }

  let changes = 0;
  let failures = 0;
  for (const [index, release] of releases.entries()) {
    if (!inside.has(index) || release.redeployOf !== undefined) continue;
    const rolledBack = (history[index] as HistoryRow).ended === 'rolled-back';
    if (failed(release) || rolledBack) failures++;
    if (failed(release) || rolledBack || proven(release)) changes++;
  }

  // Oldest first: an incident opens at a failed release's end and closes at the end of the next
  // release proven healthy, or when the failed one is proven healthy again by a later run; every
  // release in between, and that one, is rework, as is a rollback.
  const restores: number[] = [];
  let rework = 0;
  let openedAt: number | undefined;
  // When a failed release of the open incident was proven healthy again by a later run: the
  // incident ends then, unless a later release ends it sooner; a failure after it opens another.
  let reproven: number | undefined;
  const restoredAt = (at: number) => {
    const restore = seconds(openedAt as number, at);
    if (restore !== undefined) restores.push(restore);
    openedAt = undefined;
    reproven = undefined;
  };
  for (let index = releases.length - 1; index >= 0; index--) {
    const release = releases[index] as ReleaseRead;
    const counted = inside.has(index);
    // A release made after the proof is after the incident (one whose time cannot be read too).
    const made = Date.parse(release.createdAt);
    if (openedAt !== undefined && reproven !== undefined && !(made <= reproven)) {
      restoredAt(reproven);
    }
    if (counted && (openedAt !== undefined || release.redeployOf !== undefined)) rework++;
    if (failed(release)) {
      const at = Date.parse(release.outcome.ran.at);
      if (openedAt === undefined && counted) openedAt = at;
      const again = reprovenAt(release);
      if (openedAt !== undefined && Number.isFinite(again)) {
        reproven = reproven === undefined ? again : Math.min(reproven, again);
      }
    } else if (openedAt !== undefined && proven(release) && hasEnded(release)) {
      const end = Date.parse(release.outcome.at);
      restoredAt(reproven === undefined ? end : Math.min(reproven, end));
    }
  }
  if (openedAt !== undefined && reproven !== undefined) restoredAt(reproven);

  const deployments = inside.size;
  const days = Math.max(request.now.getTime() - request.since.getTime(), 0) / DAY_MS;
  return {
    deployments,
    deploymentsPerDay: days > 0 ? deployments / days : deployments,
    changeFailureRate: changes > 0 ? failures / changes : null,
    leadTimeMedianS: nearestRank(leadTimes, 0.5),
    leadTimeP90S: nearestRank(leadTimes, 0.9),
    timeToRestoreMedianS: nearestRank(restores, 0.5),
    rework,
    commitsMeasured: leadTimes.length,
    restored: restores.length,
    skewed,
  };
}

/** The figures as `stats --json` gives them: numbers, or null where there is nothing to count. */
export function figuresJson(figures: DeliveryFigures): Record<string, number | null> {
  return {
    deployments: figures.deployments,
    'deployments-per-day': figures.deploymentsPerDay,
    'change-failure-rate': figures.changeFailureRate,
    'lead-time-median-s': figures.leadTimeMedianS,
    'lead-time-p90-s': figures.leadTimeP90S,
    'time-to-restore-median-s': figures.timeToRestoreMedianS,
    rework: figures.rework,
  };
}

/**
 * When the window starts, from `--since`: a span back from `now` (`30d`, `12h`, `8w`) or a date
 * (`2026-11-01`, or a time in ISO 8601); undefined when it is neither, or after `now`.
 */
export function parseSince(text: string, now: Date): Date | undefined {
  const span = /^\s*(\d{1,5})\s*([hdw])\s*$/i.exec(text);
  if (span) {
    const hours = { h: 1, d: 24, w: 168 }[(span[2] as string).toLowerCase() as 'h' | 'd' | 'w'];
    const count = Number(span[1]);
    return count > 0 ? new Date(now.getTime() - count * hours * 3_600_000) : undefined;
  }
  if (!/^\s*\d{4}-\d\d-\d\d([T ][\d:.]+(Z|[+-]\d\d:?\d\d)?)?\s*$/.test(text)) return undefined;
  const date = new Date(text.trim());
  return Number.isFinite(date.getTime()) && date.getTime() < now.getTime() ? date : undefined;
}
