// Whether a deploy would put older code over what is live: a table of where the two commits
// stand (as git or GitHub's compare API tell it, or not at all), their times, and allow-older.
import { describe, expect, it } from 'vitest';
import { judgeBehind, sameCommit, type Standing } from '../../src/deploy/behind.ts';

const OLD = 'a'.repeat(40);
const LIVE = 'b'.repeat(40);
const T = 1_780_000_000;

function judge(
  standing: Standing,
  options: { allowOlder?: boolean; deployTime?: number; liveTime?: number; commit?: string } = {},
) {
  return judgeBehind({
    deploying: { commit: options.commit ?? OLD, time: options.deployTime },
    live: { deploymentId: 42, commit: LIVE, time: options.liveTime },
    standing,
    allowOlder: options.allowOlder ?? false,
    howToAllowOlder: 'set allow-older: true',
  });
}

const compare = (known: 'behind' | 'ahead' | 'diverged' | 'identical'): Standing => ({
  known,
  by: "GitHub's compare API",
});
const unknown: Standing = { unknown: "GitHub's compare API could not tell (404)" };

describe('judgeBehind', () => {
  it('refuses a commit behind the live one, naming both commits, the deployment and the way out', () => {
    const verdict = judge(compare('behind'));
    expect(verdict).toEqual({
      deploy: false,
      refusal:
        'Refusing to deploy: commit aaaaaaa is an ancestor of the live commit bbbbbbb (Amezmo ' +
        "deployment 42), as GitHub's compare API says, so it would put older code over newer (a run " +
        'approved or queued long ago). Deploy a newer commit, or set allow-older: true to ' +
        'deploy it anyway, e.g. for a deliberate revert.',
    });
  });

  it.each([['ahead'], ['diverged'], ['identical']] as const)(
    'deploys a commit %s of the live one, whatever the times say',
    (known) => {
      expect(judge(compare(known), { deployTime: T - 100, liveTime: T })).toEqual({ deploy: true });
    },
  );

  it.each([
    ['the same commit', LIVE],
    ['the same commit abbreviated', LIVE.slice(0, 7)],
    ['the same commit in capitals', LIVE.toUpperCase()],
  ])('never refuses %s: a re-run is for the identical-bytes check', (_, commit) => {
    expect(judge(compare('behind'), { commit })).toEqual({ deploy: true });
  });

  it('deploys a commit behind with allow-older, and says so', () => {
    expect(judge(compare('behind'), { allowOlder: true })).toEqual({
      deploy: true,
      notice:
        'Deploying older code over newer, as allowed: commit aaaaaaa is an ancestor of the live ' +
        "commit bbbbbbb (Amezmo deployment 42), as GitHub's compare API says.",
    });
  });

  it.each([
    ['earlier', T - 1, false],
    ['the same', T, true],
    ['later', T + 1, true],
  ])(
    'where ancestry cannot be asked, a commit time %s than the live one deploys: %s',
    (_, time, deploys) => {
      const verdict = judge(unknown, { deployTime: time, liveTime: T });
      expect(verdict.deploy).toBe(deploys);
      if (!verdict.deploy) {
        expect(verdict.refusal).toContain(
          'commit aaaaaaa is older than the live commit bbbbbbb (Amezmo deployment 42): its ' +
            "commit time is earlier, as the ledger records it (GitHub's compare API could not " +
            'tell (404))',
        );
      }
    },
  );

  it('an earlier commit time with allow-older deploys, saying so', () => {
    const verdict = judge(unknown, { deployTime: T - 1, liveTime: T, allowOlder: true });
    expect(verdict).toMatchObject({
      deploy: true,
      notice: expect.stringMatching(/^Deploying older/),
    });
  });

  it.each([
    ['no time of the live release', { deployTime: T }],
    ['no time of the commit to deploy', { liveTime: T }],
    ['no time at all', {}],
  ])('with %s and no ancestry, deploys with a notice that it could not tell', (_, times) => {
    expect(judge(unknown, times)).toEqual({
      deploy: true,
      notice:
        'Could not tell whether commit aaaaaaa is older than the live commit bbbbbbb (Amezmo ' +
        "deployment 42): GitHub's compare API could not tell (404). Deploying it.",
    });
  });
});

describe('sameCommit', () => {
  it.each([
    [LIVE, LIVE, true],
    [LIVE, LIVE.slice(0, 7), true],
    [LIVE, OLD, false],
    ['', LIVE, false],
    [LIVE, '', false],
  ])('%s and %s: %s', (a, b, same) => {
    expect(sameCommit(a, b)).toBe(same);
  });
});
