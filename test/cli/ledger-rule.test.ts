// The rule that leaves a ledger folder inside the project out of the archive, held against git:
// for folder names with the characters a gitignore pattern gives meaning to, git and the
// archive's selection leave out that folder, and nothing else.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { listFiles } from '../../src/archive/select.ts';
import { anchoredFolderRule } from '../../src/cli/ledger.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'ledger-rule-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Names that look like patterns, and their neighbours that such a pattern would also match. */
const NAMES = [
  '.amezmo-ledger',
  'led*ger',
  'le?ger',
  'le[d]ger',
  '#ledger',
  '!ledger',
  'a ledger',
  'ledger ',
];
const NEIGHBOURS = ['ledger', 'lexger', 'leddger', 'led', 'amezmo-ledger', 'a'];

function gitShips(rule: string): string[] {
  execFileSync('git', ['init', '-q', root]);
  writeFileSync(join(root, '.gitignore'), `${rule}\n`);
  const out = execFileSync(
    'git',
    ['-C', root, 'ls-files', '-z', '--others', '--exclude-standard'],
    {
      encoding: 'utf8',
    },
  );
  rmSync(join(root, '.git'), { recursive: true, force: true });
  rmSync(join(root, '.gitignore'));
  return out
    .split('\0')
    .filter((name) => name !== '' && name !== '.gitignore')
    .sort();
}

it.each(NAMES.map((name) => [name]))('leaves out %j and nothing else, as git does', (name) => {
  for (const folder of [...NAMES, ...NEIGHBOURS]) {
    mkdirSync(join(root, folder, 'nested', folder), { recursive: true });
    writeFileSync(join(root, folder, 'file.txt'), folder);
    writeFileSync(join(root, folder, 'nested', folder, 'deep.txt'), folder);
  }
  const rule = anchoredFolderRule([name]);
  const ours = listFiles(root, [rule])
    .entries.filter((entry) => entry.kind === 'file')
    .map((entry) => entry.name)
    .sort();
  const git = gitShips(rule);
  expect(ours).toEqual(git);
  expect(ours.filter((path) => path.startsWith(`${name}/`))).toEqual([]);
  // Every other folder is shipped whole, and the same name deeper down too.
  expect(ours).toHaveLength((NAMES.length + NEIGHBOURS.length - 1) * 2);
});

it('leaves out a folder deeper in the project, and only there', () => {
  for (const path of ['cache/ledger/a.txt', 'ledger/b.txt', 'other/cache/ledger/c.txt']) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), path);
  }
  const rule = anchoredFolderRule(['cache', 'ledger']);
  const ours = listFiles(root, [rule])
    .entries.filter((entry) => entry.kind === 'file')
    .map((entry) => entry.name)
    .sort();
  expect(ours).toEqual(['ledger/b.txt', 'other/cache/ledger/c.txt']);
  expect(gitShips(rule)).toEqual(ours);
});
