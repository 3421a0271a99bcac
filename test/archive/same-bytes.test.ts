// The archive's bytes are a function of the tree alone, however its work is scheduled: the walk
// done first then the deflate, or the deflate started on what the walk has listed so far, on any
// number of threads. Each tree below was archived by the code before the deflate overlapped the
// walk, and its sha256 recorded here; every way of building it now must give those bytes. Two
// were recorded again once, when a batch's small files came to share reused zlib engines, which
// deflate some files to other bytes (src/archive/compress-worker.ts, BatchDeflate): the same
// tree then gives other bytes than before, so that a commit deploys again after an upgrade.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles } from '../../src/archive/select.ts';
import { writeArchive } from '../../src/archive/zip.ts';
import { listArchive, writeZip, type BuildSettings } from '../../src/pipeline/archive.ts';
import { recordingLogger } from '../helpers/releases.ts';
import { seeded } from '../helpers/seeded.ts';

const WORDS =
  'public function return array string static self null $this->value if else foreach'.split(' ');

/** PHP-shaped text of about `bytes` bytes. */
function php(random: () => number, bytes: number): string {
  let text = '<?php\n\nnamespace App;\n\n';
  while (text.length < bytes) {
    const line = Array.from({ length: 3 + Math.floor(random() * 8) }, () => {
      return WORDS[Math.floor(random() * WORDS.length)] as string;
    }).join(' ');
    text += `    ${line};\n`;
  }
  return text.slice(0, bytes);
}

function noise(random: () => number, bytes: number): Buffer {
  const data = Buffer.alloc(bytes);
  for (let index = 0; index < bytes; index++) data[index] = Math.floor(random() * 256);
  return data;
}

/** A tree at `root`: every mode set, so that the umask changes nothing. */
class Tree {
  readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  folder(path: string, mode = 0o755): void {
    mkdirSync(join(this.root, path), { recursive: true });
    chmodSync(join(this.root, path), mode);
  }

  file(path: string, content: string | Buffer, mode = 0o644): void {
    this.folder(dirname(path));
    writeFileSync(join(this.root, path), content);
    chmodSync(join(this.root, path), mode);
  }

  link(path: string, target: string): void {
    this.folder(dirname(path));
    symlinkSync(target, join(this.root, path));
  }
}

/**
 * An application over 2 MiB, so that the threads deflate while it is walked: a vendor of many
 * small folders, executables, links in and out, names that sort with care, empty folders and
 * files, what the rules and the defaults leave out, large files that deflate and that do not.
 */
function application(root: string): void {
  const random = seeded(38);
  const tree = new Tree(root);
  tree.folder('.');
  for (let index = 0; index < 700; index++) {
    const size = Math.floor(random() * 6000);
    tree.file(`vendor/acme/p${index % 90}/src/C${index}.php`, php(random, size));
  }
  tree.file('vendor/bin/phpunit', php(random, 900), 0o755);
  tree.file('artisan', php(random, 1700), 0o755);
  tree.file('composer.json', '{"name": "acme/app"}\n');
  tree.file('a0', 'a0\n');
  tree.file('a-b', 'a-b\n');
  tree.file('a.b', 'a.b\n');
  tree.file('a/x.php', php(random, 300));
  tree.file('B.php', php(random, 200));
  tree.file('é/ü.txt', 'ü\n');
  tree.file('empty.txt', '');
  tree.folder('storage/logs');
  tree.folder('storage/cache/empty', 0o700);
  tree.file('storage/export.csv', 'id,name,total\n'.repeat(250_000));
  tree.file('storage/blob.dat', noise(random, 1_500_000));
  tree.file('public/logo.png', noise(random, 300_000));
  tree.file('public/index.php', php(random, 400));
  tree.link('public/storage', '../storage');
  tree.link('entry.php', 'vendor/acme/p1/src/C1.php');
  tree.link('shared', '/var/shared');
  tree.file('.env', 'APP_KEY=secret\n');
  tree.file('.env.local', 'APP_KEY=local\n');
  tree.file('.env.example', 'APP_KEY=\n');
  tree.file('.git/HEAD', 'ref: refs/heads/main\n');
  tree.file('node_modules/left/out.js', 'out\n');
  tree.file('tests/Unit/ATest.php', php(random, 500));
  tree.file('.amezmoignore', 'node_modules/\n*.log\n');
  tree.file('storage/logs/app.log', 'log\n');
}

/** Under 2 MiB: the writing thread does every task. */
function small(root: string): void {
  const random = seeded(7);
  const tree = new Tree(root);
  tree.folder('.');
  for (let index = 0; index < 40; index++) {
    tree.file(`src/m${index % 7}/F${index}.php`, php(random, Math.floor(random() * 3000)));
  }
  tree.file('bin/run', '#!/bin/sh\n', 0o755);
  tree.link('run', 'bin/run');
  tree.folder('empty');
}

/** Many files in many folders, past 2 MiB long before the walk ends. */
function vendor(root: string): void {
  const random = seeded(15);
  const tree = new Tree(root);
  tree.folder('.');
  for (let index = 0; index < 3000; index++) {
    const size = 200 + Math.floor(random() * 4000);
    tree.file(`vendor/v${index % 37}/p${index % 251}/C${index}.php`, php(random, size));
  }
}

const TREES = { application, small, vendor };

/**
 * The sha256 of each tree's archive, from the code before the deflate overlapped the walk; the
 * application's and the vendor tree's from the code that first shared a batch's engines.
 */
const RECORDED: Record<keyof typeof TREES, string> = {
  application: '044f233c4e3beb7628238dbd502aaa738de3cee53dd7c15ff63ac2a604308a5b',
  small: 'f9730ca1f20992a6ac47dab6017866dc42bba50e53fe20a68a0e12d112866489',
  vendor: 'c9645dbe46035a798752b52c3b5465d4e63cdb1d4d481acc51452fd3bfeb8983',
};

const MTIME = Date.UTC(2026, 0, 2, 3, 4, 5);
const EXCLUDE = ['tests/'];
let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'same-bytes-'));
  for (const [name, build] of Object.entries(TREES)) build(join(root, name));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function settings(name: string): BuildSettings {
  return {
    path: join(root, name),
    exclude: EXCLUDE,
    ignoreFile: '.amezmoignore',
    compressionLevel: 6,
    keepArchive: false,
    logEntries: false,
    links: 'keep',
  };
}

describe.each(Object.keys(TREES) as (keyof typeof TREES)[])('the %s tree', (name) => {
  it('is archived to the recorded bytes with the walk done first, on any number of threads', async () => {
    const list = listFiles(join(root, name), EXCLUDE, { ignoreFile: '.amezmoignore' });
    for (const workers of [0, 1, 2]) {
      const archive = await writeArchive(list, join(root, `${name}-${workers}.zip`), {
        level: 6,
        mtime: MTIME,
        workers,
      });
      expect({ workers, sha256: archive.sha256 }).toEqual({ workers, sha256: RECORDED[name] });
    }
  });

  it('is archived to the recorded bytes by the pipeline, listed and zipped', async () => {
    const deps = { logger: recordingLogger(), signal: new AbortController().signal };
    const temp = mkdtempSync(join(root, 'temp-'));
    const listing = await listArchive(settings(name), temp, deps);
    const archive = await writeZip(settings(name), listing, join(temp, 'app.zip'), MTIME, deps);
    expect(archive.sha256).toBe(RECORDED[name]);
  });
});
