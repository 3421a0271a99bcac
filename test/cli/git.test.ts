// Where one commit stands to another in a real git clone, as `deploy` asks before uploading.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localLog, localStanding } from '../../src/cli/git.ts';
import { gitIn } from '../helpers/git.ts';

let clone: string;
const commits: Record<string, string> = {};

beforeAll(() => {
  clone = mkdtempSync(join(tmpdir(), 'git-standing-'));
  const git = gitIn(clone);
  const commit = (name: string) => {
    writeFileSync(join(clone, 'file.txt'), `${name}\n`);
    git('add', 'file.txt');
    git('commit', '-q', '-m', name);
    commits[name] = git('rev-parse', 'HEAD');
  };
  git('init', '-q', '-b', 'main');
  commit('old');
  commit('new');
  git('checkout', '-q', '-b', 'side', commits.old as string);
  commit('side');
});
afterAll(() => rmSync(clone, { recursive: true, force: true }));

describe('localStanding', () => {
  it.each([
    ['behind', 'new', 'old'],
    ['ahead', 'old', 'new'],
    ['diverged', 'new', 'side'],
    ['identical', 'new', 'new'],
  ])('answers %s for %s...%s', async (standing, base, head) => {
    expect(await localStanding(clone, commits[base] as string, commits[head] as string)).toBe(
      standing,
    );
  });

  it('cannot tell of a commit the clone does not hold, nor outside a clone', async () => {
    expect(await localStanding(clone, 'f'.repeat(40), commits.new as string)).toBeUndefined();
    expect(
      await localStanding(tmpdir(), commits.new as string, commits.old as string),
    ).toBeUndefined();
  });
});

describe('localLog', () => {
  it('lists the commits head has that base lacks, newest first, at most `most`, and counts them all', async () => {
    const git = gitIn(clone);
    git('checkout', '-q', 'side');
    for (const name of ['::warning::one', 'two\u001b[31m red', 'three']) {
      writeFileSync(join(clone, 'file.txt'), `${name}\n`);
      git('commit', '-q', '-am', `${name}\n\nbody line`);
    }
    const head = git('rev-parse', 'HEAD');
    const listed = await localLog(clone, commits.old as string, head, 2);
    expect(listed).toMatchObject({ status: 'ahead', total: 4 });
    // The subject as git keeps it: the logger makes it safe, not this.
    expect(listed?.commits.map((commit) => [commit.subject, commit.author])).toEqual([
      ['three', 'Dev'],
      ['two\u001b[31m red', 'Dev'],
    ]);
    expect(listed?.commits[0]?.sha).toBe(head);
    expect(await localLog(clone, commits.new as string, head, 20)).toMatchObject({
      status: 'diverged',
      total: 4,
    });
  });

  it('cannot tell of a commit the clone does not hold', async () => {
    expect(await localLog(clone, 'f'.repeat(40), commits.new as string, 20)).toBeUndefined();
  });
});
