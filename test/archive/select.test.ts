import { execFileSync } from 'node:child_process';
import type * as NodeFs from 'node:fs';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listFiles } from '../../src/archive/select.ts';

// Counts the folders the walk reads, to show that a folder left out is never read (file modes
// cannot show it when the tests run as root, who reads every folder).
const readFolders = vi.hoisted(() => [] as string[]);
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof NodeFs>();
  return {
    ...fs,
    readdirSync: ((path: string, ...rest: unknown[]) => {
      readFolders.push(String(path));
      return (fs.readdirSync as (...args: unknown[]) => unknown)(path, ...rest);
    }) as typeof fs.readdirSync,
  };
});

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'select-test-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

function write(path: string, content = 'x'): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), content);
}

/** A tree with the shapes rules trip on: same names at several depths, a file and a folder both named `build`. */
const TREE = [
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
const RULES: [string, string[]][] = [
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

function gitShips(rules: readonly string[]): string[] {
  const repo = mkdtempSync(join(tmpdir(), 'select-git-'));
  try {
    execFileSync('git', ['init', '-q', repo]);
    execFileSync('git', ['-C', repo, 'config', 'core.ignorecase', 'false']);
    execFileSync('cp', ['-a', `${root}/.`, repo]);
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

function shipped(list: ReturnType<typeof listFiles>): string[] {
  return list.entries
    .filter((entry) => entry.kind !== 'directory' && entry.name !== '.gitignore')
    .map((entry) => entry.name)
    .sort();
}

describe('listFiles against git', () => {
  it.each(RULES)('%s', (_title, rules) => {
    for (const path of TREE) write(path);
    const expected = gitShips(rules);
    // Through the exclude input, and through an ignore file: both give git's answer.
    expect(
      shipped(
        listFiles(
          root,
          rules.filter((rule) => rule.trim() !== '' && !rule.startsWith('#')),
        ),
      ),
    ).toEqual(expected);
    writeFileSync(join(root, '.gitignore'), rules.join('\n') + '\n');
    expect(shipped(listFiles(root, [], { ignoreFile: '.gitignore' }))).toEqual(expected);
  });

  it('agrees with git check-ignore path by path, folders included', () => {
    for (const path of TREE) write(path);
    const rules = ['*', '!*/', '!*.php', 'vendor/', '!vendor/autoload.php'];
    execFileSync('git', ['init', '-q', root]);
    writeFileSync(join(root, '.gitignore'), rules.join('\n') + '\n');
    const names = listFiles(root, [], { ignoreFile: '.gitignore' }).entries.map((e) => e.name);
    const out = execFileSync(
      'git',
      ['-C', root, 'check-ignore', '--no-index', '--stdin', '-z', '-n', '-v'],
      {
        input: names.map((name) => name.replace(/\/$/, '')).join('\0') + '\0',
        encoding: 'utf8',
      },
    ).split('\0');
    // -n -v prints four fields per path: source, line, pattern, path; an empty source means not ignored.
    const ignored: string[] = [];
    for (let i = 0; i + 3 < out.length; i += 4) {
      if (out[i] !== '' && !out[i + 2]!.startsWith('!')) ignored.push(out[i + 3]!);
    }
    expect(ignored).toEqual([]);
    expect(names).toContain('public/index.php');
    expect(names).not.toContain('vendor/');
  });
});

describe('listFiles rules', () => {
  it('does not read a folder that is left out, as git does not', () => {
    write('app.php');
    write('cache/a');
    write('cache/deep/b');
    write('logs/keep/c');
    readFolders.length = 0;
    // As in git, the negations cannot re-include below a folder left out, so it is not read.
    const list = listFiles(root, ['cache/', '!cache/deep/b', 'logs/*', '!logs/keep/']);
    expect(list.entries.map((entry) => entry.name)).toEqual([
      'app.php',
      'logs/',
      'logs/keep/',
      'logs/keep/c',
    ]);
    expect(readFolders.map((path) => path.slice(root.length))).toEqual(['', '/logs', '/logs/keep']);
  });

  it('names the rules that matched nothing, negations included', () => {
    write('app.php');
    write('logs/a.log');
    const list = listFiles(root, ['*.log', 'tset/**', '!app.php', '!keep.txt', '*.php']);
    expect(list.unusedPatterns).toEqual(['tset/**', '!keep.txt']);
  });

  it('reads the ignore file first, so exclude can re-include', () => {
    write('app.php');
    write('docs/a.md');
    write('.amezmoignore', '# docs are built elsewhere\ndocs/\n*.php\n');
    const list = listFiles(root, ['!app.php'], { ignoreFile: '.amezmoignore' });
    expect(list.entries.map((entry) => entry.name)).toEqual(['.amezmoignore', 'app.php']);
    expect(list.ignoreFile).toBe('.amezmoignore');
  });

  it('takes a missing default ignore file as no rules', () => {
    write('app.php');
    const list = listFiles(root, [], { ignoreFile: '.amezmoignore' });
    expect(list.entries.map((entry) => entry.name)).toEqual(['app.php']);
    expect(list.ignoreFile).toBeUndefined();
  });
});

describe('files shaped like secrets', () => {
  it('leaves out local overrides at any depth and names the other .env files shipped', () => {
    for (const path of [
      '.env',
      '.env.local',
      '.env.production.local',
      'app/.env.local',
      '.env.production',
      '.env.backup',
      'config/.env',
      'public/.env',
      '.env.example',
      '.env.sample',
      '.env.dist',
      '.env.template',
      'environment.php',
      '.envrc',
    ]) {
      write(path);
    }
    symlinkSync('.env.production', join(root, 'public/.env.link'));
    const list = listFiles(root, []);
    expect(list.leftOutEnv).toBe(true);
    expect(list.leftOutLocalEnv).toEqual(['.env.local', '.env.production.local', 'app/.env.local']);
    expect(list.shippedEnv).toEqual([
      '.env.backup',
      '.env.production',
      'config/.env',
      'public/.env',
      'public/.env.link',
    ]);
    expect(list.entries.map((entry) => entry.name)).toContain('.env.example');
  });

  it('lets a rule re-include a local override, which is then named as shipped', () => {
    write('.env.local');
    const list = listFiles(root, ['!.env.local']);
    expect(list.leftOutLocalEnv).toEqual([]);
    expect(list.shippedEnv).toEqual(['.env.local']);
  });
});
