// The questions the tests put to git, and how git is asked them. The unit tests read git's
// answers from git.json, recorded; `npm run oracles` asks git live and fails when a recording is
// out of date (ORACLES_UPDATE=1 rewrites it).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Branch names held against `git check-ref-format refs/heads/<name>`. */
export const REF_NAMES = [
  'main',
  'feature/login',
  'release/2.0',
  'release-1.2',
  'v1.2.3',
  'user@host',
  'a/b/c',
  'dépôt',
  'feature/.hidden',
  '.start',
  'end.',
  'end/',
  'a//b',
  'a..b',
  'x.lock',
  'x.lock/y',
  'a@{1}',
  'a@{b',
  'a b',
  'tab\there',
  'line\nbreak',
  'a~1',
  'a^2',
  'a:b',
  'a?',
  'a*',
  'a[b',
  'back\\slash',
  'del\x7f',
];

/** A tree with the shapes rules trip on: same names at several depths, a file and a folder both named `build`. */
export const TREE = [
  'index.php',
  'app.php',
  'README.md',
  'build',
  'debug.log',
  'notes.txt',
  'src/index.php',
  'src/Kernel.php',
  'src/build/out.js',
  'src/logs/a.log',
  'src/views/home.blade.php',
  'logs/today.log',
  'logs/keep/.gitkeep',
  'logs/keep/old.log',
  'tests/Unit/ATest.php',
  'tests/fixtures/data.json',
  'vendor/autoload.php',
  'vendor/bin/phpunit',
  'vendor/aws/sdk/Client.php',
  'vendor/aws/sdk/docs/guide.md',
  'public/index.php',
  'public/css/app.css',
  'public/build/app.js',
  'node_modules/lib/index.js',
  'docs/a.md',
  'docs/deep/b.md',
  'Space Name.txt',
  'weird[1].txt',
  'doc/frotz/x.txt',
  'a/doc/frotz/y.txt',
];

/** Rule sets, each written both as a `.gitignore` for git and through `exclude`. */
export const RULE_SETS: [string, string[]][] = [
  ['nothing', []],
  ['a name at any depth', ['index.php']],
  ['an anchored name', ['/index.php']],
  ['a glob at any depth', ['*.log']],
  ['a folder by name', ['logs']],
  ['folders only, trailing slash', ['build/']],
  ['an anchored folder', ['/build']],
  ['a middle slash anchors', ['src/logs']],
  ['leading **/', ['**/build']],
  ['trailing /**', ['vendor/**']],
  ['middle /**/', ['vendor/**/docs']],
  ['negation re-includes a file', ['*.php', '!index.php']],
  ['negation with an anchor', ['*.php', '!/index.php']],
  ['negation cannot reach into an excluded folder', ['logs/', '!logs/keep/']],
  ['negation cannot reach a file in an excluded folder', ['logs', '!logs/keep/old.log']],
  ['ignore the contents, keep one folder', ['logs/*', '!logs/keep/']],
  ['everything but php, in every folder', ['*', '!*/', '!*.php']],
  ['everything at the root but public', ['/*', '!/public']],
  ['a later rule wins', ['!app.php', 'app.php']],
  ['a negation first does nothing', ['!README.md', '*.md']],
  ['character classes', ['*.[mt][dx]*']],
  ['question mark', ['?pp.php']],
  ['escaped and literal brackets', ['weird\\[1\\].txt']],
  ['a name with a space', ['Space Name.txt']],
  ['a comment and a blank line', ['# not a rule', '', 'notes.txt']],
  ['an escaped hash', ['\\#x', 'debug.log']],
  ['doc/frotz, relative to the root', ['doc/frotz/']],
  ['frotz/ at any depth', ['frotz/']],
  ['**/ inside a path', ['src/**/*.js']],
  ['a whole folder but one deep file', ['vendor/*', '!vendor/autoload.php']],
  ['trailing spaces are dropped', ['debug.log   ']],
  ['case matters', ['readme.md']],
  ['** alone', ['**', '!**/', '!*.md']],
];

/** Ledger folder names that look like patterns, and neighbours such a pattern would also match. */
export const LEDGER_NAMES = [
  '.amezmo-ledger',
  'led*ger',
  'le?ger',
  'le[d]ger',
  '#ledger',
  '!ledger',
  'a ledger',
  'ledger ',
];
export const LEDGER_NEIGHBOURS = ['ledger', 'lexger', 'leddger', 'led', 'amezmo-ledger', 'a'];

/** A ledger folder deeper in the project, and the same name elsewhere. */
export const DEEP_LEDGER_TREE = ['cache/ledger/a.txt', 'ledger/b.txt', 'other/cache/ledger/c.txt'];

/** Writes `paths` as files (each holding `x`, or its own path) under `root`. */
export function writeTree(root: string, paths: readonly string[], content?: string): void {
  for (const path of paths) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content ?? path);
  }
}

/** The folders of LEDGER_NAMES and LEDGER_NEIGHBOURS, each with a file and the same name nested. */
export function writeLedgerTree(root: string): void {
  for (const folder of [...LEDGER_NAMES, ...LEDGER_NEIGHBOURS]) {
    writeTree(root, [join(folder, 'file.txt'), join(folder, 'nested', folder, 'deep.txt')], folder);
  }
}

/** Whether git takes `name` as a branch name. */
export function gitTakesRefName(name: string): boolean {
  try {
    execFileSync('git', ['check-ref-format', `refs/heads/${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The files of the tree `write` makes that git would ship past `rules` in a .gitignore. */
export function gitShips(write: (root: string) => void, rules: readonly string[]): string[] {
  const repo = mkdtempSync(join(tmpdir(), 'oracle-git-'));
  try {
    write(repo);
    execFileSync('git', ['init', '-q', repo]);
    execFileSync('git', ['-C', repo, 'config', 'core.ignorecase', 'false']);
    writeFileSync(join(repo, '.gitignore'), rules.join('\n') + '\n');
    const out = execFileSync(
      'git',
      ['-C', repo, 'ls-files', '-z', '--others', '--exclude-standard'],
      { encoding: 'utf8' },
    );
    return out
      .split('\0')
      .filter((name) => name !== '' && name !== '.gitignore')
      .sort();
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
}

/** What git answered, as git.json keeps it. */
export interface GitAnswers {
  /** Each of REF_NAMES: whether git takes it as a branch name. */
  readonly refNames: Record<string, boolean>;
  /** Each of RULE_SETS by its title: the files of TREE git ships. */
  readonly ruleSets: Record<string, string[]>;
  /** By rule (anchoredFolderRule of one of LEDGER_NAMES): the files of the ledger tree git ships. */
  readonly ledgerRules: Record<string, string[]>;
  /** By rule (anchoredFolderRule of cache/ledger): the files of DEEP_LEDGER_TREE git ships. */
  readonly deepLedgerRules: Record<string, string[]>;
}

export const GIT_RECORDING = join(import.meta.dirname, 'git.json');

/** Asks git every question; `ledgerRule` is the rule the archive writes for a ledger folder. */
export function askGit(ledgerRule: (path: string[]) => string): GitAnswers {
  const deepRule = ledgerRule(['cache', 'ledger']);
  return {
    refNames: Object.fromEntries(REF_NAMES.map((name) => [name, gitTakesRefName(name)])),
    ruleSets: Object.fromEntries(
      RULE_SETS.map(([title, rules]) => [title, gitShips((root) => writeTree(root, TREE), rules)]),
    ),
    ledgerRules: Object.fromEntries(
      LEDGER_NAMES.map((name) => {
        const rule = ledgerRule([name]);
        return [rule, gitShips(writeLedgerTree, [rule])];
      }),
    ),
    deepLedgerRules: {
      [deepRule]: gitShips((root) => writeTree(root, DEEP_LEDGER_TREE), [deepRule]),
    },
  };
}
