// The figures read from a ledger: only the releases of the window are asked about, and the ones
// before them up to one that went live; the commits' times from the first source that tells.
import { describe, expect, it } from 'vitest';
import { readFigures } from '../../src/figures/read.ts';
import type { LedgerEntry, ReleaseOutcome } from '../../src/ledger/index.ts';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-27T00:00:00Z');
const scope = { instance: '7', environment: 'production' };

/** Release `id` of commit `letter`, made `daysAgo` days ago, ended an hour later as `outcome`. */
function entry(id: number, letter: string, daysAgo: number, outcome: Partial<ReleaseOutcome> = {}) {
  const made = NOW - daysAgo * DAY;
  const { state = 'success', health = 'healthy' } = outcome;
  return {
    entry: {
      ...scope,
      id,
      deploymentId: id,
      sha256: '0'.repeat(64),
      size: 1,
      commit: letter.repeat(40),
      commitTime: Math.floor(made / 1000) - 600,
      ref: undefined,
      artifact: undefined,
      createdAt: new Date(made).toISOString(),
    } satisfies LedgerEntry,
    outcome: {
      health: 'healthy',
      state: 'success',
      at: new Date(made + 3_600_000).toISOString(),
      healthySince: '',
      ran: { health: 'healthy', state: 'success', at: new Date(made + 3_600_000).toISOString() },
      wasLive: state === 'success' || health === 'healthy' || health === 'unhealthy',
      ...outcome,
    } satisfies ReleaseOutcome,
  };
}

function ledgerOf(releases: ReturnType<typeof entry>[]) {
  const asked: number[] = [];
  return {
    asked,
    ledger: {
      read: () => Promise.resolve(releases.map(({ entry }) => entry)),
      outcomeOf: (wanted: LedgerEntry) => {
        asked.push(wanted.id);
        return Promise.resolve(releases.find(({ entry }) => entry.id === wanted.id)!.outcome);
      },
    },
  };
}

const window = { since: new Date(NOW - 30 * DAY), now: new Date(NOW) };

describe('readFigures', () => {
  it('asks about the window, and before it only up to the release that went live', async () => {
    const { ledger, asked } = ledgerOf([
      entry(5, 'e', 1),
      entry(4, 'd', 40, { health: 'unknown', state: 'failure' }),
      entry(3, 'c', 50),
      entry(2, 'b', 60),
      entry(1, 'a', 70),
    ]);
    const read = await readFigures(ledger, scope, window, []);
    expect(asked).toEqual([5, 4, 3]);
    expect(read.figures.deployments).toBe(1);
    expect(read.history.map((row) => row.ended)).toEqual(['live', 'never-live', 'replaced']);
  });

  it('times the commits by the first source that tells, and says which told', async () => {
    const { ledger } = ledgerOf([entry(3, 'c', 1), entry(2, 'b', 2), entry(1, 'a', 3)]);
    const calls: string[] = [];
    const read = await readFigures(ledger, scope, window, [
      {
        name: 'git',
        read: (base, head) => {
          calls.push(`git ${base[0]}..${head[0]}`);
          return Promise.resolve(
            base.startsWith('b') ? undefined : [NOW / 1000 - (2 * DAY) / 1000],
          );
        },
      },
      {
        name: 'github',
        read: (base, head) => {
          calls.push(`github ${base[0]}..${head[0]}`);
          return Promise.resolve([]);
        },
      },
    ]);
    expect(calls).toEqual(['git b..c', 'github b..c', 'git a..b']);
    // a has nothing before it: only its own commit is timed.
    expect(read.commitsFrom).toEqual(['github', 'git', 'records']);
    expect(read.figures.commitsMeasured).toBe(2);
  });
});
