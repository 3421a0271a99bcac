import { ArchiveError } from '../../src/archive/error.ts';
import { DOTENV_MARKED_UP_TO, DOTENV_MARKER } from '../../src/archive/own.ts';
import { execFileSync } from 'node:child_process';
import {
  lstatSync,
  mkdirSync,
  readdirSync as readFolder,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  leadsOutside,
  listFiles,
  readFailure,
  rulesOf,
  type WalkFileSystem,
} from '../../src/archive/select.ts';
import { RULE_SETS, TREE, type GitAnswers } from '../oracles/git.ts';
import { recorded, recording } from '../oracles/recorded.ts';

/**
 * node:fs as the walk sees it, watched: the folders it reads (to show that a folder left out is
 * never read: file modes cannot show it when the tests run as root, who reads every folder),
 * paths whose lstat fails with a code (as a file that vanishes during the walk does), and a
 * folder's names in reverse order when asked (as some file systems give them). Given to
 * `listFiles` as its seam, so that it holds in any order of the files, isolated or not.
 */
function watchedFileSystem() {
  const watched = {
    readFolders: [] as string[],
    readFailures: new Map<string, string>(),
    lstatFailures: new Map<string, string>(),
    /** Names a folder's listing gives that are gone by the time they are looked at. */
    gone: new Map<string, string[]>(),
    /** Paths whose lstat answers as another path's. */
    lstatAs: new Map<string, string>(),
    reversed: false,
  };
  const fail = (code: string, call: string, path: string) =>
    Object.assign(new Error(`${code}: failed, ${call} '${path}'`), { code });
  const fileSystem: WalkFileSystem = {
    readdirSync: ((path: string, ...rest: unknown[]) => {
      watched.readFolders.push(String(path));
      const failure = watched.readFailures.get(String(path));
      if (failure) throw fail(failure, 'scandir', String(path));
      const names = [
        ...(readdirSync as (...args: unknown[]) => unknown[])(path, ...rest),
        ...(rest.length === 0 ? (watched.gone.get(String(path)) ?? []) : []),
      ];
      return watched.reversed ? [...names].sort().reverse() : names;
    }) as typeof readdirSync,
    lstatSync: ((path: string, ...rest: unknown[]) => {
      const code = watched.lstatFailures.get(String(path));
      if (code) throw fail(code, 'lstat', String(path));
      const as = watched.lstatAs.get(String(path)) ?? path;
      return (lstatSync as (...args: unknown[]) => unknown)(as, ...rest);
    }) as typeof lstatSync,
  };
  return Object.assign(watched, { fileSystem });
}

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

function shipped(list: ReturnType<typeof listFiles>): string[] {
  return list.entries
    .filter((entry) => entry.kind !== 'directory' && entry.name !== '.gitignore')
    .map((entry) => entry.name)
    .sort();
}

describe('listFiles against git', () => {
  const { ruleSets } = recording<GitAnswers>('git.json');

  it.each(RULE_SETS)('%s', (title, rules) => {
    for (const path of TREE) write(path);
    const expected = recorded(ruleSets, title, 'git.json');
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
    const { readFolders, fileSystem } = watchedFileSystem();
    // As in git, the negations cannot re-include below a folder left out, so it is not read.
    const list = listFiles(root, ['cache/', '!cache/deep/b', 'logs/*', '!logs/keep/'], {
      fileSystem,
    });
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
    // '* *' (a name with a space) matches nothing here, whatever name a slip might add to the paths.
    const list = listFiles(root, ['*.log', 'tset/**', '!app.php', '!keep.txt', '*.php', '* *']);
    expect(list.unusedPatterns).toEqual(['tset/**', '!keep.txt', '* *']);
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

describe('what amezmo-deploy wrote itself', () => {
  it('leaves out ledger folders and --dotenv files by their markers, whatever the rules say', () => {
    write('.amezmo-ledger/.amezmo-deploy-ledger', 'a ledger');
    write('.amezmo-ledger/archives/' + 'a'.repeat(64), 'zip');
    write('ci/ledger/.amezmo-deploy-ledger', 'a ledger');
    write('amezmo.env', 'AMEZMO_WRITTEN_BY=amezmo-deploy\nAMEZMO_DEPLOYMENT_ID=838\n');
    write('deploy/review.env', 'AMEZMO_WRITTEN_BY=amezmo-deploy\r\nAMEZMO_DEPLOYMENT_ID=9\r\n');
    // Not the tool's: another first line, the marker later, a file in a folder not named *.env.
    write('app.env', 'APP_NAME=shop\nAMEZMO_WRITTEN_BY=amezmo-deploy\n');
    write('AMEZMO_WRITTEN_BY=amezmo-deploy.txt', 'x');
    write('notes/marker.txt', 'AMEZMO_WRITTEN_BY=amezmo-deploy\n');
    write('ledger-notes/.amezmo-deploy-ledger-not', 'x');
    write('index.php', '<?php');

    const list = listFiles(root, ['!amezmo.env']);
    expect(list.leftOutOwn).toEqual([
      '.amezmo-ledger/',
      'amezmo.env',
      'ci/ledger/',
      'deploy/review.env',
    ]);
    expect(list.entries.map((entry) => entry.name)).toEqual([
      'AMEZMO_WRITTEN_BY=amezmo-deploy.txt',
      'app.env',
      'ci/',
      'deploy/',
      'index.php',
      'ledger-notes/',
      'ledger-notes/.amezmo-deploy-ledger-not',
      'notes/',
      'notes/marker.txt',
    ]);
  });
});

describe('the edges of what amezmo-deploy wrote itself', () => {
  it('reads the marker of a file at the root whatever its name, and of no file past 64 KiB', () => {
    const marked = 'AMEZMO_WRITTEN_BY=amezmo-deploy\nAMEZMO_DEPLOYMENT_ID=838\n';
    // At the root, any name: where --dotenv puts a file it is told to.
    write('deploy.vars', marked);
    // Larger than a dotenv file the tool writes: not read, so shipped.
    write('big.env', marked + '#'.repeat(64 * 1024));
    const list = listFiles(root, []);
    expect(list.leftOutOwn).toEqual(['deploy.vars']);
    expect(shipped(list)).toEqual(['big.env']);
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

describe('what the listing tells', () => {
  it('lists in name order, whatever order the folder gives', () => {
    for (const name of ['b.php', 'c.php', 'a.php', 'sub/z', 'sub/m']) write(name);
    const watched = watchedFileSystem();
    watched.reversed = true;
    expect(
      listFiles(root, [], { fileSystem: watched.fileSystem }).entries.map((entry) => entry.name),
    ).toEqual(['a.php', 'b.php', 'c.php', 'sub/', 'sub/m', 'sub/z']);
  });

  it('counts the bytes of every file, and says no root .env was left out when there was none', () => {
    write('a.php', '12345');
    write('sub/b.php', '123');
    const list = listFiles(root, []);
    expect(list.totalBytes).toBe(8);
    expect(list.leftOutEnv).toBe(false);
    expect(Object.keys(list)).not.toContain('ignoreFile');
  });

  it('leaves out what a zip cannot hold, naming it', () => {
    write('a.php');
    execFileSync('mkfifo', [join(root, 'queue.fifo')]);
    const list = listFiles(root, []);
    expect(list.leftOutSpecial).toEqual(['queue.fifo']);
    expect(list.entries.map((entry) => entry.name)).toEqual(['a.php']);
  });

  it('counts as left out by default only what a default rule leaves out', () => {
    write('a.log');
    write('.env.local');
    write('keep.php');
    symlinkSync('keep.php', join(root, 'current'));
    const list = listFiles(root, ['*.log']);
    expect(list.leftOutLocalEnv).toEqual(['.env.local']);
    // A link is named as shipped only when shaped like a secret.
    expect(list.shippedEnv).toEqual([]);
  });

  it('takes a rule overridden by a later negation as used, and is case-sensitive as git is', () => {
    write('keep.log');
    write('tests/a.php');
    expect(listFiles(root, ['*.log', '!keep.log']).unusedPatterns).toEqual([]);
    expect(listFiles(root, ['TESTS/']).unusedPatterns).toEqual(['TESTS/']);
  });

  it('reads no ignore file unless asked, even one named undefined', () => {
    write('a.php');
    write('undefined', '*.php\n');
    expect(listFiles(root, []).entries.map((entry) => entry.name)).toEqual(['a.php', 'undefined']);
  });

  it('says which ignore file it could not read, and why', () => {
    write('a.php');
    mkdirSync(join(root, '.amezmoignore'));
    expect(() => listFiles(root, [], { ignoreFile: '.amezmoignore' })).toThrow(
      "Could not read '.amezmoignore' for the archive: it is a folder, not a regular file. Make it a regular file of rules, which the runner can read.",
    );
  });

  it('refuses an ignore file that is a device, which read whole would fill the memory', () => {
    write('a.php');
    // Its settings refuse it (it is not a file); here, one put in its place after they looked.
    symlinkSync('/dev/zero', join(root, '.amezmoignore'));
    expect(() => listFiles(root, [], { ignoreFile: '.amezmoignore' })).toThrow(
      "Could not read '.amezmoignore' for the archive: it is a device, not a regular file. Make it a regular file of rules, which the runner can read.",
    );
  });

  it('names a file that vanished during the walk, unless a rule leaves it out', () => {
    write('a.php');
    write('gone.tmp');
    const { lstatFailures, fileSystem } = watchedFileSystem();
    lstatFailures.set(join(root, 'gone.tmp'), 'ENOENT');
    const error = (() => {
      try {
        listFiles(root, [], { fileSystem });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ArchiveError);
    expect((error as Error).message).toBe(
      "Could not read 'gone.tmp' for the archive: it disappeared while the archive was built (ENOENT). Let what changes it end before this step, or leave it out with the 'exclude' input.",
    );
    expect((error as Error).name).toBe('ArchiveError');
    expect(listFiles(root, ['*.tmp'], { fileSystem }).entries.map((entry) => entry.name)).toEqual([
      'a.php',
    ]);
    // A folder-only rule leaves out a folder that vanished, too.
    mkdirSync(join(root, 'cache'));
    lstatFailures.set(join(root, 'cache'), 'ENOENT');
    expect(
      listFiles(root, ['*.tmp', 'cache/'], { fileSystem }).entries.map((entry) => entry.name),
    ).toEqual(['a.php']);
  });

  it('keeps a link whose target holds U+FFFD itself, which is UTF-8', () => {
    write('odd-\uFFFD.php');
    symlinkSync('odd-\uFFFD.php', join(root, 'current'));
    expect(listFiles(root, []).entries.map((entry) => [entry.name, entry.target])).toEqual([
      ['current', 'odd-\uFFFD.php'],
      ['odd-\uFFFD.php', undefined],
    ]);
  });

  it('refuses a name that is not UTF-8 in one line of its own, keeping the others in order', () => {
    for (const name of ['b.php', 'c.php', 'a.php']) write(name);
    const latin1 = Buffer.concat([Buffer.from(`${root}/caf`), Buffer.from([0xe9])]);
    writeFileSync(latin1, 'x');
    const watched = watchedFileSystem();
    watched.reversed = true;
    const { fileSystem } = watched;
    expect(() => listFiles(root, [], { fileSystem })).toThrow(
      new ArchiveError(
        "The name 'caf\\xE9' is not UTF-8 (the bytes that are not are shown as \\xNN): a zip names files in UTF-8, and Amezmo would extract it under another name. Rename it in UTF-8 (e.g. convmv -f latin1 -t utf8), or leave it out with 'exclude' or the ignore file.",
      ),
    );
    expect(listFiles(root, ['caf*'], { fileSystem }).entries.map((entry) => entry.name)).toEqual([
      'a.php',
      'b.php',
      'c.php',
    ]);
  });

  it('shows every kind of odd byte among valid characters of one to four bytes', () => {
    // é (2 bytes), € (3), an emoji (4), each next to a byte that begins nothing.
    const name = Buffer.concat([
      Buffer.from('x'),
      Buffer.from([0x80]),
      Buffer.from('é€'),
      Buffer.from([0xff]),
      Buffer.from('🙂'),
      Buffer.from([0xc3]),
    ]);
    writeFileSync(Buffer.concat([Buffer.from(`${root}/`), name]), 'x');
    expect(() => listFiles(root, [])).toThrow("The name 'x\\x80é€\\xFF🙂\\xC3' is not UTF-8");
  });

  it('shows a valid character that ends the name after an odd byte', () => {
    writeFileSync(Buffer.concat([Buffer.from(`${root}/`), Buffer.from([0x80, 0xc3, 0xa9])]), 'x');
    expect(() => listFiles(root, [])).toThrow("The name '\\x80é' is not UTF-8");
  });

  it('refuses a link whose target is not UTF-8 with the whole advice', () => {
    symlinkSync(Buffer.from([0x61, 0xe9]), join(root, 'link'));
    expect(() => listFiles(root, [])).toThrow(
      new ArchiveError(
        "The link 'link' points to 'a\\xE9', which is not UTF-8 (the bytes that are not are shown as \\xNN): a zip stores a link's target as text, and Amezmo would extract a link to another name. Point it at a UTF-8 name, or leave it out with 'exclude' or the ignore file.",
      ),
    );
  });
});

describe('what the walk leaves out and tells, edge by edge', () => {
  it('leaves out .git, folder or file, at any depth, and nothing merely named like it', () => {
    write('.git/HEAD', 'ref: refs/heads/main');
    write('vendor/lib/.git', 'gitdir: ../../.git/modules/lib');
    write('vendor/lib/src.php');
    write('.github/workflows/deploy.yml');
    write('.gitignore', 'nothing\n');
    write('.gitkeep');
    expect(listFiles(root, []).entries.map((entry) => entry.name)).toEqual([
      '.github/',
      '.github/workflows/',
      '.github/workflows/deploy.yml',
      '.gitignore',
      '.gitkeep',
      'vendor/',
      'vendor/lib/',
      'vendor/lib/src.php',
    ]);
  });

  it('gives each entry its kind, size and, for a link, its target', () => {
    write('app.php', '<?php');
    write('public/index.php', '<?php echo 1;');
    symlinkSync('app.php', join(root, 'current'));
    expect(
      listFiles(root, []).entries.map(({ name, kind, size, target }) => ({
        name,
        kind,
        size,
        target,
      })),
    ).toEqual([
      { name: 'app.php', kind: 'file', size: 5, target: undefined },
      { name: 'current', kind: 'symlink', size: 0, target: 'app.php' },
      { name: 'public/', kind: 'directory', size: 0, target: undefined },
      { name: 'public/index.php', kind: 'file', size: 13, target: undefined },
    ]);
  });

  it('names the links that lead outside the archive, and only those', () => {
    write('storage/app/public/logo.png');
    write('public/index.php');
    symlinkSync('../storage/app/public', join(root, 'public/storage'));
    symlinkSync('/etc/passwd', join(root, 'passwd'));
    symlinkSync('../../shared/.env', join(root, 'public/.env.shared'));
    expect(listFiles(root, []).linksOutside).toEqual([
      { name: 'passwd', target: '/etc/passwd' },
      { name: 'public/.env.shared', target: '../../shared/.env' },
    ]);
    rmSync(join(root, 'passwd'));
    rmSync(join(root, 'public/.env.shared'));
    expect(listFiles(root, []).linksOutside).toEqual([]);
  });

  it('names a folder it could not read, the root as .', () => {
    write('app.php');
    write('cache/a');
    const watched = watchedFileSystem();
    const { fileSystem } = watched;
    watched.readFailures.set(join(root, 'cache'), 'EACCES');
    expect(() => listFiles(root, [], { fileSystem })).toThrow(
      new ArchiveError(
        "Could not read 'cache/' for the archive: permission denied (EACCES). Fix its permissions, or leave it out with the 'exclude' input.",
      ),
    );
    expect(listFiles(root, ['cache/'], { fileSystem }).entries.map((e) => e.name)).toEqual([
      'app.php',
    ]);
    watched.readFailures.set(root, 'EIO');
    expect(() => listFiles(root, [], { fileSystem })).toThrow(
      "Could not read '.' for the archive: input/output error (EIO).",
    );
  });

  it('reads the marker in a file of 64 KiB exactly, and only a marker that ends its line', () => {
    const marker = `${DOTENV_MARKER}\n`;
    write('at-limit.env', marker + '#'.repeat(DOTENV_MARKED_UP_TO - marker.length));
    write('past-limit.env', marker + '#'.repeat(DOTENV_MARKED_UP_TO - marker.length + 1));
    write('marker-alone.env', DOTENV_MARKER);
    write('marker-longer.env', `${DOTENV_MARKER}X\n`);
    write('crlf.env', `${DOTENV_MARKER}\r\nAMEZMO_DEPLOYMENT_ID=9\r\n`);
    const list = listFiles(root, []);
    expect(list.leftOutOwn).toEqual(['at-limit.env', 'crlf.env']);
    expect(shipped(list)).toEqual(['marker-alone.env', 'marker-longer.env', 'past-limit.env']);
  });

  it('lists a file gone before its marker could be read, for the zip writer to name', () => {
    write('app.php');
    write('stand-in.env', `${DOTENV_MARKER}\n`);
    const watched = watchedFileSystem();
    // Listed, and its lstat answers as a marked file's; the file is gone by the time it is read.
    watched.gone.set(root, ['gone.env']);
    watched.lstatAs.set(join(root, 'gone.env'), join(root, 'stand-in.env'));
    const list = listFiles(root, [], { fileSystem: watched.fileSystem });
    expect(list.leftOutOwn).toEqual(['stand-in.env']);
    expect(list.entries.map((entry) => entry.name)).toEqual(['app.php', 'gone.env']);
  });

  it('closes every file it reads for the marker', () => {
    const open = () => readFolder('/proc/self/fd').length;
    for (let index = 0; index < 20; index++) {
      write(`own-${index}.env`, `${DOTENV_MARKER}\n`);
      write(`other-${index}.env`, 'APP_NAME=shop\n');
    }
    const before = open();
    expect(listFiles(root, []).leftOutOwn).toHaveLength(20);
    expect(open()).toBe(before);
  });
});

describe('readFailure', () => {
  it.each<[string, unknown, string]>([
    [
      'a known code',
      Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' }),
      "Could not read 'a.php' for the archive: permission denied (EACCES). Fix its permissions, or leave it out with the 'exclude' input.",
    ],
    [
      'EPERM',
      Object.assign(new Error('x'), { code: 'EPERM' }),
      "Could not read 'a.php' for the archive: operation not permitted (EPERM). Fix its permissions, or leave it out with the 'exclude' input.",
    ],
    [
      'EIO',
      Object.assign(new Error('x'), { code: 'EIO' }),
      "Could not read 'a.php' for the archive: input/output error (EIO). Fix its permissions, or leave it out with the 'exclude' input.",
    ],
    [
      'an unknown code',
      Object.assign(new Error('EMFILE: too many open files'), { code: 'EMFILE' }),
      "Could not read 'a.php' for the archive: EMFILE: too many open files (EMFILE). Fix its permissions, or leave it out with the 'exclude' input.",
    ],
    [
      'no code at all',
      'odd',
      "Could not read 'a.php' for the archive: odd. Fix its permissions, or leave it out with the 'exclude' input.",
    ],
  ])('says what happened for %s, keeping the cause', (_case, cause, message) => {
    const error = readFailure('a.php', cause);
    expect(error.message).toBe(message);
    expect(error.cause).toBe(cause);
  });
});

describe('rules and links as data', () => {
  it('reads an ignore file as git does: blank lines and comments dropped, a hash inside kept', () => {
    expect(rulesOf('a\n\n  \n# comment\nb#c\n  #indented\n\\#x\r\nlast')).toEqual([
      'a',
      'b#c',
      '  #indented',
      '\\#x',
      'last',
    ]);
  });

  it.each<[string, string, boolean]>([
    ['current', 'index.php', false],
    ['public/storage', '../storage/app/public', false],
    ['vendor/bin/tool', '../pkg/bin/tool', false],
    ['here', '.', false],
    ['up', '..', true],
    ['a/up', '../..', true],
    ['passwd', '/etc/passwd', true],
    ['a/b/c', '../../../x', true],
    ['a/b/c', '../../x', false],
  ])('a link %s -> %s leads outside: %s', (name, target, outside) => {
    expect(leadsOutside(name, target)).toBe(outside);
  });
});
