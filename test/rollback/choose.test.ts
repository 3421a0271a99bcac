// Which release a rollback's `to` names: one release, or an error that says why not. Pure: the
// ledger's entries are data here.
import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../../src/ledger/record.ts';
import { pickRelease } from '../../src/ledger/releases.ts';
import { parseTo } from '../../src/settings/rollback.ts';

const entry = (id: number, commit: string, createdAt: string): LedgerEntry => ({
  instance: '7',
  environment: 'production',
  deploymentId: id + 1000,
  sha256: String(id).padStart(64, '0'),
  size: 10,
  commit,
  ref: { kind: 'branch', name: 'main' },
  artifact: { id: id + 500, name: 'a.zip', runId: '1' },
  id,
  createdAt,
});

const twin1 = 'abcdef1' + '1'.repeat(33);
const twin2 = 'abcdef1' + '2'.repeat(33);
// Newest first, as the ledger reads them.
const entries = [
  entry(31, twin2, '2026-11-03T10:00:00Z'),
  entry(30, twin1, '2026-11-02T10:00:00Z'),
  entry(29, 'b'.repeat(40), '2026-11-01T10:00:00Z'),
  entry(28, twin1, '2026-10-30T10:00:00Z'),
  entry(12345678, '1234567' + 'c'.repeat(33), '2026-10-29T10:00:00Z'),
  entry(27, '12345678' + 'd'.repeat(32), '2026-10-28T10:00:00Z'),
];

const pick = (text: string) =>
  pickRelease(
    entries,
    parseTo(text) as Exclude<ReturnType<typeof parseTo>, { kind: 'previous' }>,
    'GitHub deployment',
  );

describe('pickRelease', () => {
  it.each([
    ['abcdef11', 30],
    ['ABCDEF12', 31],
    ['bbbbbbb', 29],
    ['29', 29],
    // A commit deployed twice is one commit: its newest release.
    [twin1, 30],
    ['abcdef111', 30],
  ])('takes %s as release %s', (text, id) => {
    expect(pick(text).id).toBe(id);
  });

  it('refuses a prefix that starts two releases’ commits, naming every candidate', () => {
    expect(() => pick('abcdef1')).toThrow(
      "'to: abcdef1' is ambiguous: it names 2 releases in the ledger: " +
        `commit ${twin2} (GitHub deployment 31, 2026-11-03T10:00:00Z); ` +
        `commit ${twin1} (GitHub deployment 30, 2026-11-02T10:00:00Z). Name one by more of ` +
        'its commit or by its GitHub deployment id, or set dry-run: true to list the releases.',
    );
  });

  it('refuses digits that are one release’s id and the start of another’s commit', () => {
    expect(() => pick('12345678')).toThrow(
      "'to: 12345678' is ambiguous: it names 2 releases in the ledger: " +
        `commit ${'1234567' + 'c'.repeat(33)} (GitHub deployment 12345678, 2026-10-29T10:00:00Z); ` +
        `commit ${'12345678' + 'd'.repeat(32)} (GitHub deployment 27, 2026-10-28T10:00:00Z).`,
    );
  });

  it('says it in the front end’s own words', () => {
    expect(() =>
      pickRelease(entries, { kind: 'sha', text: 'abcdef1' }, 'Amezmo deployment', {
        to: (release) => `--to ${release}`,
        list: 'run with --dry-run',
      }),
    ).toThrow(
      /^'--to abcdef1' is ambiguous: .* \(Amezmo deployment 31, .*or run with --dry-run to list the releases\.$/,
    );
  });

  it('names what it looked for when nothing matches', () => {
    expect(() => pick('9999999')).toThrow(
      'No release in the ledger (6 read) is GitHub deployment 9999999 or of a commit starting ' +
        "with 9999999, as 'to: 9999999' asks: check it, or set dry-run: true to list the releases.",
    );
  });
});
