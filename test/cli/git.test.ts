// Where one commit stands to another in a real git clone, as `deploy` asks before uploading.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStanding } from '../../src/cli/git.ts';
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
