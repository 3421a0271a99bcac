// The rule that leaves a ledger folder inside the project out of the archive, held against git's
// answers (recorded in test/oracles/git.json):
// for folder names with the characters a gitignore pattern gives meaning to, git and the
// archive's selection leave out that folder, and nothing else.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { listFiles } from '../../src/archive/select.ts';
import { anchoredFolderRule } from '../../src/cli/ledger.ts';
import {
  DEEP_LEDGER_TREE,
  LEDGER_NAMES,
  LEDGER_NEIGHBOURS,
  writeLedgerTree,
  writeTree,
  type GitAnswers,
} from '../oracles/git.ts';
import { recorded, recording } from '../oracles/recorded.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'ledger-rule-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const { ledgerRules, deepLedgerRules } = recording<GitAnswers>('git.json');

it.each(LEDGER_NAMES.map((name) => [name]))(
  'leaves out %j and nothing else, as git does',
  (name) => {
    writeLedgerTree(root);
    const rule = anchoredFolderRule([name]);
    const ours = listFiles(root, [rule])
      .entries.filter((entry) => entry.kind === 'file')
      .map((entry) => entry.name)
      .sort();
    const git = recorded(ledgerRules, rule, 'git.json');
    expect(ours).toEqual(git);
    expect(ours.filter((path) => path.startsWith(`${name}/`))).toEqual([]);
    // Every other folder is shipped whole, and the same name deeper down too.
    expect(ours).toHaveLength((LEDGER_NAMES.length + LEDGER_NEIGHBOURS.length - 1) * 2);
  },
);

it('leaves out a folder deeper in the project, and only there', () => {
  writeTree(root, DEEP_LEDGER_TREE);
  const rule = anchoredFolderRule(['cache', 'ledger']);
  const ours = listFiles(root, [rule])
    .entries.filter((entry) => entry.kind === 'file')
    .map((entry) => entry.name)
    .sort();
  expect(ours).toEqual(['ledger/b.txt', 'other/cache/ledger/c.txt']);
  expect(recorded(deepLedgerRules, rule, 'git.json')).toEqual(ours);
});
