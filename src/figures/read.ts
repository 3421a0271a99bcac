// The figures and the history of an environment, read from its ledger (either store): its
// releases, how each one's run ended, and the times of the commits each brought, asked of the
// first source that can tell (git in a clone, GitHub's compare API), else each release's own
// commit time. Only the releases in the window are asked about, and the ones before them up to
// the one they replaced: a long ledger costs no more requests than the window holds.
import type { Ledger, LedgerScope } from '../ledger/index.js';
import {
  commitsToRead,
  deliveryFigures,
  type DeliveryFigures,
  type FiguresRequest,
} from './figures.js';
import { historyOf, wentLive, type HistoryRow, type ReleaseRead } from './history.js';

/** A source of commits' times: those after `base` up to `head`, or undefined when it cannot tell. */
export interface CommitSource {
  readonly name: 'git' | 'github';
  readonly read: (
    base: string,
    head: string,
    signal?: AbortSignal,
  ) => Promise<number[] | undefined>;
}

/** Where the commits' times came from: each source that told some, and `records` for the rest. */
export type CommitsFrom = 'git' | 'github' | 'records';

export interface ReadFigures {
  readonly releases: readonly ReleaseRead[];
  readonly history: readonly HistoryRow[];
  readonly figures: DeliveryFigures;
  readonly commitsFrom: readonly CommitsFrom[];
}

/**
 * The environment's releases from `since` on, and the ones before them up to one that went live,
 * each with how its run ended; newest first.
 */
export async function readReleases(
  ledger: Pick<Ledger, 'read' | 'outcomeOf'>,
  scope: LedgerScope,
  since: Date,
  signal?: AbortSignal,
): Promise<ReleaseRead[]> {
  const entries = await ledger.read(scope, signal);
  const releases: ReleaseRead[] = [];
  const inWindow = (release: ReleaseRead) => {
    const made = Date.parse(release.createdAt);
    return Number.isFinite(made) && made >= since.getTime();
  };
  for (const entry of entries) {
    // Past the window, the first release that went live is what the window's first replaced.
    const last = releases[releases.length - 1];
    if (last && !inWindow(last) && wentLive(last)) break;
    releases.push({ ...entry, outcome: await ledger.outcomeOf(entry, signal) });
  }
  return releases;
}

/** The figures over the window, and the history of the releases read. */
export async function readFigures(
  ledger: Pick<Ledger, 'read' | 'outcomeOf'>,
  scope: LedgerScope,
  window: { readonly since: Date; readonly now: Date },
  sources: readonly CommitSource[],
  signal?: AbortSignal,
): Promise<ReadFigures> {
  const releases = await readReleases(ledger, scope, window.since, signal);
  const commitTimes = new Map<number, readonly number[]>();
  const used = new Set<CommitsFrom>();
  for (const wanted of commitsToRead({ releases, since: window.since })) {
    let times: number[] | undefined;
    if (wanted.base !== undefined && wanted.base.toLowerCase() === wanted.head.toLowerCase()) {
      times = [];
    } else if (wanted.base !== undefined) {
      for (const source of sources) {
        times = await source.read(wanted.base, wanted.head, signal);
        if (times !== undefined) {
          used.add(source.name);
          break;
        }
      }
    }
    if (times === undefined) used.add('records');
    else commitTimes.set(wanted.id, times);
  }
  const request: FiguresRequest = { releases, ...window, commitTimes };
  return {
    releases,
    history: historyOf(releases),
    figures: deliveryFigures(request),
    commitsFrom: [...used],
  };
}
