// What a promotion brings, asked of the clone first and then of GitHub's compare API (the
// stand-in's, over a commit graph set up here), told in the log and the summary: at most 20
// commits, then how many more; an older commit allowed and said so; nothing asked that cannot be.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changesOf, CHANGES_LISTED, logChanges } from '../../src/promote/changes.ts';
import { changesParts } from '../../src/promote/report.ts';
import type { Promotion } from '../../src/promote/promote.ts';
import { startGitHubApi, type GitHubApi } from '../github-api/server.ts';
import { recordingLogger, standInTarget } from '../helpers/releases.ts';

let github: GitHubApi;
beforeAll(async () => {
  github = await startGitHubApi();
});
afterAll(() => github.close());

const sha = (n: number) => n.toString(16).padStart(8, '0').padEnd(40, 'a');
const LIVE = sha(1);
const signal = new AbortController().signal;
/** 25 commits on top of LIVE, one a second; the newest is `sha(26)`. */
beforeEach(() => {
  github.reset();
  github.commits.add(LIVE, { date: new Date(1_000) });
  for (let n = 2; n <= 26; n++) {
    github.commits.add(sha(n), {
      parents: [sha(n - 1)],
      date: new Date(n * 1_000),
      message: n === 26 ? '::error::newest\nits body' : `Change ${n}`,
    });
  }
});

const ask = (live: string | undefined, promoted: string, more: object = {}) =>
  changesOf({
    live,
    promoted,
    repository: 'acme/shop',
    github: standInTarget(github).github,
    signal,
    ...more,
  });

describe('changesOf', () => {
  it('lists the newest 20 of what GitHub compares, counting them all', async () => {
    const changes = await ask(LIVE, sha(26));
    expect(changes).toMatchObject({ status: 'ahead', total: 25, by: "GitHub's compare API" });
    if ('unknown' in changes) throw new Error('unknown');
    expect(changes.commits).toHaveLength(CHANGES_LISTED);
    expect(changes.commits[0]).toEqual({
      sha: sha(26),
      subject: '::error::newest',
      author: 'Octo Cat',
    });
    expect(changes.commits.at(-1)?.sha).toBe(sha(7));

    const logger = recordingLogger();
    logChanges(changes, logger);
    expect(logger.lines[0]).toBe(
      `The promotion brings 25 commit(s) not live yet (${LIVE.slice(0, 7)}..${sha(26).slice(0, 7)}, GitHub's compare API):`,
    );
    expect(logger.lines[1]).toBe(`  ${sha(26).slice(0, 7)} ::error::newest (Octo Cat)`);
    expect(logger.lines.at(-1)).toBe('  and 5 more');

    const promotion = { changes } as unknown as Promotion;
    const parts = changesParts(promotion, 'https://github.com/acme/shop');
    expect(parts[0]).toMatchObject({ kind: 'table', head: ['Commit', 'Message', 'Author'] });
    expect(parts[1]).toEqual({ kind: 'text', cells: [{ text: 'and 5 more' }] });
  });

  it('says so when the promoted commit is older than the live one: allowed', async () => {
    const changes = await ask(sha(26), LIVE);
    expect(changes).toMatchObject({ status: 'behind', total: 0 });
    const logger = recordingLogger();
    logChanges(changes, logger);
    expect(logger.lines[0]).toBe(
      `notice: Promoting commit ${LIVE.slice(0, 7)}, which is an ancestor of the live commit ${sha(26).slice(0, 7)} (as GitHub's compare API says): a promotion may put older code live, so it is allowed.`,
    );
  });

  it('asks the clone first, and GitHub only when the clone cannot tell', async () => {
    const fromClone = {
      status: 'ahead' as const,
      total: 1,
      commits: [{ sha: sha(2), subject: 'From git', author: 'Dev' }],
    };
    expect(await ask(LIVE, sha(2), { localLog: () => Promise.resolve(fromClone) })).toEqual({
      ...fromClone,
      from: LIVE,
      to: sha(2),
      by: 'git log',
    });
    expect(github.requests).toEqual([]);
    expect(await ask(LIVE, sha(2), { localLog: () => Promise.resolve(undefined) })).toMatchObject({
      total: 1,
      by: "GitHub's compare API",
    });
  });

  it.each([
    [
      'nothing live on the target',
      undefined,
      sha(2),
      {},
      'nothing recorded in the ledger is live there',
    ],
    [
      'a commit that is no commit id',
      'main',
      sha(2),
      {},
      'the ledger names a commit that is not a commit id',
    ],
    [
      'no GitHub to ask',
      LIVE,
      sha(2),
      { github: undefined },
      'GitHub cannot be asked from this run',
    ],
    [
      'a commit GitHub does not know',
      LIVE,
      'f'.repeat(40),
      {},
      /^GitHub's compare API could not tell \(.*404/,
    ],
  ])('cannot tell with %s, and says why', async (_what, live, promoted, more, why) => {
    const changes = await ask(live, promoted, more);
    expect('unknown' in changes && changes.unknown).toMatch(why);
  });
});
