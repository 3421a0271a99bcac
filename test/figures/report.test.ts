// How durations and a history row read in a report.
import { describe, expect, it } from 'vitest';
import { roughDuration, historyJson, historyTable } from '../../src/figures/report.ts';

describe('roughDuration', () => {
  it.each([
    [0, '0s'],
    [59, '59s'],
    [60, '1m'],
    [3599, '59m'],
    [3600, '1h'],
    [3720, '1h 2m'],
    [47 * 3600 + 60, '47h 1m'],
    [48 * 3600, '2d'],
    [50 * 3600, '2d 2h'],
  ])('%d s reads %s', (seconds, shown) => {
    expect(roughDuration(seconds)).toBe(shown);
  });
});

describe('a release without an end or a known rollback target', () => {
  const row = {
    id: 1,
    deploymentId: 2,
    commit: 'f'.repeat(40),
    sha256: 'e'.repeat(64),
    start: '2026-11-01T00:00:00Z',
    end: '',
    health: 'unknown' as const,
    ended: 'rolled-back' as const,
  };

  it('reads running, rolled back, and null in JSON', () => {
    const table = historyTable([row, { ...row, ended: 'never-live' }], 1);
    expect(table.kind === 'table' && table.rows.map((cells) => cells.slice(3))).toEqual([
      [{ text: 'running' }, { text: 'unknown' }, { text: 'rolled back' }],
    ]);
    expect(historyJson(row)).toMatchObject({
      end: null,
      'rolled-back-to': null,
      'rollback-of': null,
    });
  });
});
