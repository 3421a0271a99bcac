// Whether the release live on the source environment may be promoted: a table of what the
// source's ledger says, and the refusal each case gives (why, and what to do).
import { describe, expect, it } from 'vitest';
import type { Candidate } from '../../src/ledger/index.ts';
import { judgeSource, type SourceFacts } from '../../src/promote/judge.ts';

const NOW = Date.parse('2026-11-27T12:00:00.000Z');
const live: Candidate = {
  instance: '7',
  environment: 'staging',
  deploymentId: 41,
  sha256: 'a'.repeat(64),
  size: 3,
  commit: 'c'.repeat(40),
  ref: { kind: 'branch', name: 'main' },
  artifact: { file: `archives/${'a'.repeat(64)}`, expiresAt: '2026-12-27T12:00:00.000Z' },
  id: 41,
  // Recorded an hour before now, when its upload started.
  createdAt: '2026-11-27T11:00:00.000Z',
  health: 'healthy',
};
const facts = (over: Partial<SourceFacts> = {}, soakSeconds = 0): SourceFacts => ({
  from: { instance: '7', environment: 'staging', soakSeconds },
  current: 41,
  live,
  // Recorded healthy 45 minutes before now.
  healthySince: '2026-11-27T11:15:00.000Z',
  archive: 'kept',
  now: NOW,
  ...over,
});
const lead = "Refusing to promote from 'staging' (instance 7): ";
const release = 'its live release (commit ccccccc, Amezmo deployment 41)';

describe('judgeSource', () => {
  it.each([
    ['a healthy, kept release', facts()],
    ['one live for longer than the soak', facts({}, 30 * 60)],
    ['one live for exactly the soak', facts({}, 45 * 60)],
    [
      'one whose archive state cannot be told (its read-back checks it)',
      facts({ archive: { problem: 'GitHub answered 500' } }),
    ],
  ])('promotes %s', (_what, given) => {
    expect(judgeSource(given)).toEqual({ promote: true });
  });

  it.each([
    [
      'nothing live on the source',
      facts({ current: null, live: undefined }),
      'nothing is live there. Deploy to it first, then promote.',
    ],
    [
      'a live deployment the ledger did not record',
      facts({ current: 99, live: undefined }),
      'its live Amezmo deployment 99 is not in the ledger (it was not deployed with this ledger). Deploy to it with the ledger first, then promote.',
    ],
    [
      'an unhealthy release',
      facts({ live: { ...live, health: 'unhealthy' } }),
      `${release} is not recorded healthy (its record says unhealthy). Promote only what was proven healthy: fix it and deploy there again.`,
    ],
    [
      'a release whose health is unknown',
      facts({ live: { ...live, health: 'unknown' } }),
      `${release} is not recorded healthy (its record says unknown). Promote only what was proven healthy: fix it and deploy there again.`,
    ],
    [
      'an unsoaked release',
      facts({}, 2 * 3600),
      `${release} has been proven healthy for 45m, less than the soak of 2h: 1h 15m left. Promote it again then.`,
    ],
    [
      // Its record was made an hour ago: the soak is not counted from its upload.
      'a release recorded healthy for less than the soak, though recorded longer ago',
      facts({}, 50 * 60),
      `${release} has been proven healthy for 45m, less than the soak of 50m: 5m left. Promote it again then.`,
    ],
    [
      'a release with no time recorded for its health, and a soak',
      facts({ healthySince: '' }, 60),
      `${release} has no time recorded for its health, so its soak of 1m cannot be told. Deploy there again, or promote with soak: 0.`,
    ],
    [
      'a release whose bytes were never kept',
      facts({ live: { ...live, artifact: undefined }, archive: 'not kept' }),
      `the kept archive of ${release} was never kept (keep-days: 0), so its exact bytes cannot be promoted. Deploy its commit there again to keep them, then promote.`,
    ],
    [
      'a release whose bytes are gone',
      facts({ archive: 'gone' }),
      `the kept archive of ${release} is gone, so its exact bytes cannot be promoted. Deploy its commit there again to keep them, then promote.`,
    ],
    [
      'a release whose bytes have expired',
      facts({ archive: 'expired' }),
      `the kept archive of ${release} has expired, so its exact bytes cannot be promoted. Deploy its commit there again to keep them, then promote.`,
    ],
    [
      'an untrusted release',
      facts({ distrust: 'its artifact 5 was made by workflow run 3 of another repository' }),
      `${release} is not trusted: its artifact 5 was made by workflow run 3 of another repository. Deploy its commit there again to make a release of it, then promote.`,
    ],
  ])('refuses %s, naming why and what to do', (_what, given, why) => {
    expect(judgeSource(given)).toEqual({ promote: false, refusal: `${lead}${why}` });
  });
});
