// Each delivery figure and the history, on ledgers built by hand: none, one release, a rollback
// chain, a promotion from staging, clock skew between records, and a window.
import { describe, expect, it } from 'vitest';
import {
  commitsToRead,
  deliveryFigures,
  figuresJson,
  nearestRank,
} from '../../src/figures/figures.ts';
import { historyOf, type ReleaseRead } from '../../src/figures/history.ts';
import type { RecordedHealth } from '../../src/ledger/index.ts';

const T0 = Date.parse('2026-11-01T00:00:00Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();
const sha = (letter: string) => letter.repeat(40);

/**
 * A release made at `start` s after T0, ended at `end`, of commit `letter` committed at
 * `committed`; proven healthy by a later run at `reproven`, when given.
 */
function release(
  id: number,
  letter: string,
  times: { start: number; end?: number; committed?: number; reproven?: number },
  ended: { health?: RecordedHealth; state?: string; redeployOf?: number } = {},
): ReleaseRead {
  const ran = {
    health: ended.health ?? 'healthy',
    state: ended.state ?? ((ended.health ?? 'healthy') === 'healthy' ? 'success' : 'failure'),
    at: times.end === undefined ? '' : at(times.end),
  };
  return {
    id,
    instance: '7',
    environment: 'production',
    deploymentId: 100 + id,
    sha256: letter.charCodeAt(0).toString(16).padStart(2, '0').repeat(32),
    size: 10,
    commit: sha(letter),
    ...(times.committed === undefined ? {} : { commitTime: T0 / 1000 + times.committed }),
    ref: { kind: 'branch', name: 'main' },
    artifact: undefined,
    ...(ended.redeployOf === undefined ? {} : { redeployOf: ended.redeployOf }),
    createdAt: at(times.start),
    outcome:
      times.reproven === undefined
        ? {
            ...ran,
            healthySince: ran.health === 'healthy' ? ran.at : '',
            ran,
            wasLive: ran.state === 'success' || ['healthy', 'unhealthy'].includes(ran.health),
          }
        : {
            health: 'healthy',
            state: 'success',
            at: at(times.reproven),
            healthySince: at(times.reproven),
            ran,
            wasLive: true,
          },
  };
}

const window = { since: new Date(T0 - 30 * 86_400_000), now: new Date(T0 + 86_400_000) };
const noTimes = new Map<number, readonly number[]>();

describe('deliveryFigures', () => {
  it('counts nothing on an empty ledger: zero deployments, null where nothing is counted', () => {
    const figures = deliveryFigures({ releases: [], ...window, commitTimes: noTimes });
    expect(figuresJson(figures)).toEqual({
      deployments: 0,
      'deployments-per-day': 0,
      'change-failure-rate': null,
      'lead-time-median-s': null,
      'lead-time-p90-s': null,
      'time-to-restore-median-s': null,
      rework: 0,
    });
    expect(historyOf([])).toEqual([]);
  });

  it('measures one healthy release from its commit time to its last status', () => {
    const releases = [release(1, 'a', { start: 100, end: 400, committed: 0 })];
    const figures = deliveryFigures({ releases, ...window, commitTimes: noTimes });
    expect(figuresJson(figures)).toEqual({
      deployments: 1,
      'deployments-per-day': 1 / 31,
      'change-failure-rate': 0,
      'lead-time-median-s': 400,
      'lead-time-p90-s': 400,
      'time-to-restore-median-s': null,
      rework: 0,
    });
    expect(historyOf(releases).map((row) => row.ended)).toEqual(['live']);
  });

  it('counts a rollback chain: failures, restore, rework, and the history of how each ended', () => {
    // a healthy; b unhealthy; rollback to a; c healthy; then c rolled back by hand to a.
    const releases = [
      release(5, 'a', { start: 5000, end: 5100 }, { redeployOf: 1 }),
      release(4, 'c', { start: 4000, end: 4300, committed: 3000 }),
      release(3, 'a', { start: 2500, end: 2600 }, { redeployOf: 1 }),
      release(2, 'b', { start: 2000, end: 2200, committed: 1500 }, { health: 'unhealthy' }),
      release(1, 'a', { start: 100, end: 400, committed: 0 }),
    ];
    const history = historyOf(releases);
    expect(history.map((row) => [row.ended, row.rolledBackTo, row.rollbackOf])).toEqual([
      ['live', undefined, sha('a')],
      ['rolled-back', sha('a'), undefined],
      ['replaced', undefined, sha('a')],
      ['rolled-back', sha('a'), undefined],
      ['replaced', undefined, undefined],
    ]);
    // The commits c brought, after a's (the rollback live before it): two of them.
    expect(commitsToRead({ releases, since: window.since })).toEqual([
      { id: 4, base: sha('a'), head: sha('c') },
      { id: 1, base: undefined, head: sha('a') },
    ]);
    const commitTimes = new Map([[4, [T0 / 1000 + 2900, T0 / 1000 + 3000]]]);
    const figures = deliveryFigures({ releases, ...window, commitTimes });
    expect(figuresJson(figures)).toEqual({
      deployments: 5,
      'deployments-per-day': 5 / 31,
      // a, b and c are changes; b failed and c was rolled back.
      'change-failure-rate': 2 / 3,
      // a: 400; c's commits: 1400 and 1300. Nearest rank: median 400, p90 1400.
      'lead-time-median-s': 1300,
      'lead-time-p90-s': 1400,
      // From b's end (2200) to the rollback's (2600).
      'time-to-restore-median-s': 400,
      // Both rollbacks.
      rework: 2,
    });
  });

  it('counts every release after a failure up to the first healthy one as rework, once an incident', () => {
    const releases = [
      release(4, 'd', { start: 900, end: 1000, committed: 850 }),
      release(3, 'c', { start: 700, end: 800, committed: 650 }, { health: 'not-live' }),
      release(2, 'b', { start: 300, end: 400 }, { health: 'unknown', state: 'failure' }),
      release(1, 'a', { start: 100, end: 200, committed: 0 }),
    ];
    // c was found not live (the environment kept running the release before): never live.
    expect(historyOf(releases).map((row) => row.ended)).toEqual([
      'live',
      'never-live',
      'never-live',
      'replaced',
    ]);
    const figures = deliveryFigures({ releases, ...window, commitTimes: noTimes });
    expect(figures.changeFailureRate).toBe(2 / 4);
    // One incident, from b's end (400) to d's (1000); c and d are rework.
    expect(figures.timeToRestoreMedianS).toBe(600);
    expect(figures.restored).toBe(1);
    expect(figures.rework).toBe(2);
    // c's commits reach production healthy with d, so d's are those after a's, the last proven.
    expect(commitsToRead({ releases, since: window.since })[0]).toEqual({
      id: 4,
      base: sha('a'),
      head: sha('d'),
    });
  });

  it('keeps a failure counted when a later run proves the release healthy: restored then', () => {
    const releases = [
      // Found unhealthy at 400, proven healthy by a later run at 1000; no release since.
      release(2, 'b', { start: 300, end: 400, reproven: 1000 }, { health: 'unhealthy' }),
      release(1, 'a', { start: 100, end: 200, committed: 0 }),
    ];
    expect(historyOf(releases).map((row) => [row.ended, row.health])).toEqual([
      ['live', 'healthy'],
      ['replaced', 'healthy'],
    ]);
    const figures = deliveryFigures({ releases, ...window, commitTimes: noTimes });
    expect(figures.changeFailureRate).toBe(1 / 2);
    // One incident, from b's end (400) to its proof (1000).
    expect(figures.restored).toBe(1);
    expect(figures.timeToRestoreMedianS).toBe(600);
  });

  it('counts one incident for failures before the failed release was proven healthy again', () => {
    // b unhealthy at 10; c's deployment fails at 15 (b stays live); b proven healthy at 30; d
    // healthy at 100: one incident, 10 to 30.
    const one = [
      release(4, 'd', { start: 90, end: 100 }),
      release(3, 'c', { start: 12, end: 15 }, { health: 'unknown', state: 'failure' }),
      release(2, 'b', { start: 5, end: 10, reproven: 30 }, { health: 'unhealthy' }),
      release(1, 'a', { start: 0, end: 2 }),
    ];
    const figures = deliveryFigures({ releases: one, ...window, commitTimes: noTimes });
    expect(figures.restored).toBe(1);
    expect(figures.timeToRestoreMedianS).toBe(20);
    // c was made during the incident: rework; d after b's proof, which had ended it: not.
    expect(figures.rework).toBe(1);
    // c fails at 50, after b's proof at 30: two incidents, 10 to 30 and 50 to 100.
    const two = [
      release(4, 'd', { start: 90, end: 100 }),
      release(3, 'c', { start: 45, end: 50 }, { health: 'unknown', state: 'failure' }),
      release(2, 'b', { start: 5, end: 10, reproven: 30 }, { health: 'unhealthy' }),
      release(1, 'a', { start: 0, end: 2 }),
    ];
    const again = deliveryFigures({ releases: two, ...window, commitTimes: noTimes });
    expect(again.restored).toBe(2);
    expect(again.timeToRestoreMedianS).toBe(20);
    // c opens the second incident; d, which ends it, is rework.
    expect(again.rework).toBe(1);
  });

  it('measures a release promoted from staging from its commit to its health in production', () => {
    // The commit was live on staging an hour before; production's ledger is read alone.
    const staging = [release(9, 'p', { start: 600, end: 700, committed: 0 })];
    const production = [
      release(12, 'p', { start: 4200, end: 4500, committed: 0 }),
      release(11, 'o', { start: 100, end: 200, committed: -100 }),
    ];
    expect(staging[0]?.commit).toBe(production[0]?.commit);
    expect(commitsToRead({ releases: production, since: window.since })[0]).toEqual({
      id: 12,
      base: sha('o'),
      head: sha('p'),
    });
    const figures = deliveryFigures({
      releases: production,
      ...window,
      commitTimes: new Map([[12, [T0 / 1000]]]),
    });
    expect(figures.leadTimeMedianS).toBe(300);
    expect(figures.leadTimeP90S).toBe(4500);
    expect(figures.deployments).toBe(2);
  });

  it('never reports a negative duration: clocks that disagree leave it out, counted as skewed', () => {
    const releases = [
      // Healthy again before the failure ended, by a runner whose clock is behind.
      release(3, 'c', { start: 250, end: 260, committed: 240 }),
      release(2, 'b', { start: 200, end: 300 }, { health: 'unhealthy' }),
      // Its end is before its commit's time: the committer's clock is ahead.
      release(1, 'a', { start: 100, end: 150, committed: 500 }),
    ];
    const figures = deliveryFigures({ releases, ...window, commitTimes: noTimes });
    expect(figures.leadTimeMedianS).toBe(20);
    expect(figures.timeToRestoreMedianS).toBeNull();
    expect(figures.skewed).toBe(2);
    expect(figures.commitsMeasured).toBe(1);
  });

  it('counts only the releases made in the window; the one before is what the first replaced', () => {
    const since = new Date(T0 + 1000 * 1000);
    const releases = [
      release(2, 'b', { start: 2000, end: 2100, committed: 1900 }),
      release(1, 'a', { start: 100, end: 200, committed: 0 }, { health: 'unhealthy' }),
    ];
    const figures = deliveryFigures({
      releases,
      since,
      now: new Date(T0 + 1001 * 1000 + 86_400_000),
      commitTimes: noTimes,
    });
    expect(figures.deployments).toBe(1);
    expect(figures.changeFailureRate).toBe(0);
    // The failure before the window opens no incident in it.
    expect(figures.timeToRestoreMedianS).toBeNull();
    expect(figures.rework).toBe(0);
    expect(commitsToRead({ releases, since })).toEqual([{ id: 2, base: sha('a'), head: sha('b') }]);
  });

  it('leaves out a release still running and one whose health was not checked', () => {
    const releases = [
      release(2, 'b', { start: 200 }, { health: 'unchecked', state: 'in_progress' }),
      release(1, 'a', { start: 100, end: 150 }, { health: 'unchecked', state: 'success' }),
    ];
    const figures = deliveryFigures({ releases, ...window, commitTimes: noTimes });
    expect(figures.deployments).toBe(2);
    expect(figures.changeFailureRate).toBeNull();
    expect(historyOf(releases).map((row) => [row.ended, row.end])).toEqual([
      ['live', ''],
      ['replaced', at(150)],
    ]);
  });
});

describe('nearestRank', () => {
  it.each([
    [[], 0.5, null],
    [[7], 0.9, 7],
    [[1, 2], 0.5, 1],
    [[3, 1, 2], 0.5, 2],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9, 9],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 0.9, 10],
  ])('%j at %d is %s', (values, p, expected) => {
    expect(nearestRank(values, p)).toBe(expected);
  });
});
