import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listFiles } from '../../src/archive/select.ts';
import { largestFolders } from '../../src/archive/size.ts';
import { plan, startCompressors } from '../../src/archive/deflate.ts';
import { writeArchive } from '../../src/archive/zip.ts';
import { formatBytes } from '../../src/format.ts';

const run = promisify(execFile);
let root: string;
let out: string;

function write(path: string, content: string | Buffer = 'x'): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), content);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'archive-test-'));
  out = mkdtempSync(join(tmpdir(), 'archive-out-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
});

describe('listFiles', () => {
  it('refuses a name that is not UTF-8, showing its odd bytes, unless a rule leaves it out', () => {
    mkdirSync(join(root, 'app'));
    // café.php as a Latin-1 system writes it: é is one byte, 0xE9, which is not UTF-8.
    writeFileSync(
      Buffer.concat([Buffer.from(`${root}/app/caf`), Buffer.from([0xe9]), Buffer.from('.php')]),
      'x',
    );
    write('app/ok-é.php');
    expect(() => listFiles(root, [])).toThrow(
      "The name 'app/caf\\xE9.php' is not UTF-8 (the bytes that are not are shown as \\xNN)",
    );
    expect(listFiles(root, ['app/caf*.php']).entries.map((entry) => entry.name)).toEqual([
      'app/',
      'app/ok-é.php',
    ]);
  });

  it('keeps a name holding U+FFFD itself, which is UTF-8, and shows a stray byte among others', () => {
    write('app/odd-\uFFFD.php');
    expect(listFiles(root, []).entries.map((entry) => entry.name)).toEqual([
      'app/',
      'app/odd-\uFFFD.php',
    ]);
    // A valid two-byte é, then a lone continuation byte, then a cut three-byte sequence.
    writeFileSync(
      Buffer.concat([
        Buffer.from(`${root}/app/`),
        Buffer.from([0xc3, 0xa9, 0x80, 0x2d, 0xe2, 0x82]),
      ]),
      'x',
    );
    expect(() => listFiles(root, [])).toThrow("The name 'app/é\\x80-\\xE2\\x82' is not UTF-8");
  });

  it('refuses a link whose target is not UTF-8, showing its odd bytes, unless a rule leaves it out', () => {
    write('index.php');
    symlinkSync(
      Buffer.concat([Buffer.from('caf'), Buffer.from([0xe9]), Buffer.from('.php')]),
      join(root, 'latin1-link'),
    );
    expect(() => listFiles(root, [])).toThrow(
      "The link 'latin1-link' points to 'caf\\xE9.php', which is not UTF-8 (the bytes that are not are shown as \\xNN)",
    );
    expect(listFiles(root, ['latin1-link']).entries.map((entry) => entry.name)).toEqual([
      'index.php',
    ]);
  });

  it('names the links that lead outside the archive, and only those', () => {
    write('storage/app/public/a.txt');
    write('vendor/pkg/bin/tool');
    const links: Record<string, string> = {
      'public-storage': 'storage/app/public',
      'vendor/bin-tool': 'pkg/bin/tool',
      'vendor/up-and-in': '../storage/app/public/a.txt',
      passwd: '/etc/passwd',
      'vendor/climbs': '../../shared/.env',
      'vendor/pkg/deep': '../../../outside',
      dot: '.',
      'vendor/parent': '..',
    };
    for (const [name, target] of Object.entries(links)) symlinkSync(target, join(root, name));
    expect(listFiles(root, []).linksOutside).toEqual([
      { name: 'passwd', target: '/etc/passwd' },
      { name: 'vendor/climbs', target: '../../shared/.env' },
      { name: 'vendor/pkg/deep', target: '../../../outside' },
    ]);
  });

  it('leaves out .git at any depth, folder or file, and the root .env only', async () => {
    write('.git/HEAD');
    write('lib/.git/config');
    write('vendor/pkg/.git', 'gitdir: ../../.git/modules/pkg');
    write('vendor/pkg/src.php');
    write('.env');
    write('config/.env');
    write('.env.example');
    const list = listFiles(root, []);
    expect(list.entries.map((entry) => entry.name)).toEqual([
      '.env.example',
      'config/',
      'config/.env',
      'lib/',
      'vendor/',
      'vendor/pkg/',
      'vendor/pkg/src.php',
    ]);
    expect(list.leftOutEnv).toBe(true);
  });

  it.each([
    // As in git, `tests/**` matches what is inside the folder; the empty folder stays.
    [['tests/**'], ['app.php', 'docs/', 'docs/a.md', 'tests/']],
    [['tests'], ['app.php', 'docs/', 'docs/a.md']],
    [['*.md'], ['app.php', 'docs/', 'tests/', 'tests/t.php']],
    [['docs/*.md'], ['app.php', 'docs/', 'tests/', 'tests/t.php']],
    [['t.php'], ['app.php', 'docs/', 'docs/a.md', 'tests/']],
    [
      ['**/*.md', 'tests/t.php'],
      ['app.php', 'docs/', 'tests/'],
    ],
    [['docs/'], ['app.php', 'tests/', 'tests/t.php']],
  ])('leaves out what %j matches', async (exclude, names) => {
    write('app.php');
    write('docs/a.md');
    write('tests/t.php');
    const list = listFiles(root, exclude);
    expect(list.entries.map((entry) => entry.name)).toEqual(names);
  });

  it('lists links without following them', async () => {
    symlinkSync('/etc', join(root, 'etc-link'));
    const list = listFiles(root, []);
    expect(list.entries).toEqual([
      expect.objectContaining({ name: 'etc-link', kind: 'symlink', target: '/etc' }),
    ]);
  });

  it('fails with the name of a folder it cannot read', () => {
    expect(() => listFiles(join(root, 'missing'), [])).toThrow(
      "Could not read '.' for the archive",
    );
  });
});

describe('writeArchive', () => {
  it('writes a zip that unzip tests clean, with its size and hash', async () => {
    write('a.txt', 'hello');
    const archive = await writeArchive(listFiles(root, []), join(out, 'app.zip'), {
      level: 9,
    });
    await run('unzip', ['-tq', archive.path]);
    const { stdout } = await run('sha256sum', [archive.path]);
    expect(stdout.split(' ')[0]).toBe(archive.sha256);
    expect(archive.files).toBe(1);
  });

  it('streams files over 1 MiB, deflating text and storing compressed formats', async () => {
    const text = Buffer.from('<?php echo "large";\n'.repeat(200_000));
    const image = Buffer.alloc(3 * 1024 * 1024);
    for (let i = 0; i < image.length; i++) image[i] = (i * 7919) % 251;
    write('big.php', text.toString());
    writeFileSync(join(root, 'photo.png'), image);
    const archive = await writeArchive(listFiles(root, []), join(out, 'app.zip'), { level: 6 });

    const { stdout } = await run('zipinfo', ['-v', archive.path]);
    expect(stdout).toMatch(/big\.php[\s\S]*compression method:\s+deflated/);
    expect(stdout).toMatch(/photo\.png[\s\S]*compression method:\s+none \(stored\)/);
    const extracted = join(out, 'x');
    await run('unzip', ['-q', archive.path, '-d', extracted]);
    expect(readFileSync(join(extracted, 'big.php')).equals(text)).toBe(true);
    expect(readFileSync(join(extracted, 'photo.png')).equals(image)).toBe(true);
  });

  it('joins chunks that deflate and chunks kept as stored blocks into one deflate stream', async () => {
    const text = (size: number) => Buffer.from('<?php echo "chunk";\n'.repeat(size / 20));
    const mib = 1024 * 1024;
    // Under extensions that say nothing, each chunk is judged by a sample of its own bytes.
    const endsStored = Buffer.concat([
      text(mib),
      randomBytes(mib),
      text(mib),
      randomBytes(mib / 2),
    ]);
    const endsDeflated = Buffer.concat([
      randomBytes(mib),
      text(mib),
      randomBytes(mib),
      text(mib / 2),
    ]);
    writeFileSync(join(root, 'a.dat'), endsStored);
    writeFileSync(join(root, 'b.bin'), endsDeflated);
    const archive = await writeArchive(listFiles(root, []), join(out, 'app.zip'), { level: 6 });
    await run('unzip', ['-tq', archive.path]);
    const extracted = join(out, 'x');
    await run('unzip', ['-q', archive.path, '-d', extracted]);
    expect(readFileSync(join(extracted, 'a.dat')).equals(endsStored)).toBe(true);
    expect(readFileSync(join(extracted, 'b.bin')).equals(endsDeflated)).toBe(true);
    // The 3.5 MiB of random bytes cost their size and a few bytes a block; the text deflates.
    expect(archive.size).toBeLessThan(3.55 * mib);
  });

  it('makes the same bytes with worker threads as on this thread alone', async () => {
    const mib = 1024 * 1024;
    for (let index = 0; index < 600; index++) {
      write(`vendor/p${index % 40}/src/C${index}.php`, `<?php // ${index}\n`.repeat(index % 90));
    }
    write('vendor/p0/src/empty.php', '');
    write('public/logo.png', randomBytes(200_000));
    write('storage/noise.bin', randomBytes(100_000));
    // Too short to sample, and deflating to more than zlib's output buffer is sized for.
    write('storage/tokens.txt', randomBytes(30_000).toString('hex'));
    write('storage/export.csv', 'id,name,total\n'.repeat((3.5 * mib) / 14));
    write(
      'storage/mixed.dat',
      Buffer.concat([randomBytes(mib), Buffer.from('text '.repeat(mib / 5)), randomBytes(mib / 3)]),
    );
    symlinkSync('vendor/p1/src/C1.php', join(root, 'entry.php'));
    const list = listFiles(root, []);
    // The workers run src/archive/compress-worker.ts itself, as Node strips its types.
    const threads = await writeArchive(list, join(out, 'threads.zip'), { level: 6, workers: 2 });
    const inline = await writeArchive(list, join(out, 'inline.zip'), { level: 6, workers: 0 });
    expect(threads.sha256).toBe(inline.sha256);
    expect(readFileSync(threads.path).equals(readFileSync(inline.path))).toBe(true);
    expect(threads.files).toBe(list.entries.length);
    await run('unzip', ['-tq', threads.path]);

    // Threads started while the tree was walked do the work, to the same bytes, and are ended.
    const early = startCompressors(2);
    const warm = await writeArchive(list, join(out, 'early.zip'), {
      level: 6,
      compressors: early,
    });
    expect(readFileSync(warm.path).equals(readFileSync(inline.path))).toBe(true);
    expect(early.claim()).toBeUndefined();
    expect(early.liveThreads).toBe(0);
  });

  it('ends the threads started early, unused, for a tree too small to need them', async () => {
    write('index.php', '<?php echo 1;\n');
    const early = startCompressors(1);
    const small = await writeArchive(listFiles(root, []), join(out, 'app.zip'), {
      level: 6,
      compressors: early,
    });
    expect(small.files).toBe(1);
    expect(early.liveThreads).toBe(0);
  });

  it('stores a file that grew after it was listed, whole', async () => {
    write('log.txt', 'short');
    const list = listFiles(root, []);
    writeFileSync(join(root, 'log.txt'), 'now much longer than it was');
    const archive = await writeArchive(list, join(out, 'app.zip'), { level: 6 });
    const { stdout } = await run('unzip', ['-p', archive.path, 'log.txt']);
    expect(stdout).toBe('now much longer than it was');
  });

  it('stores everything at level 0', async () => {
    write('a.php', '<?php '.repeat(1000));
    const archive = await writeArchive(listFiles(root, []), join(out, 'app.zip'), { level: 0 });
    const { stdout } = await run('zipinfo', ['-v', archive.path]);
    expect(stdout).toMatch(/compression method:\s+none \(stored\)/);
    expect(stdout).not.toMatch(/deflated/);
  });

  it('fails when past the size limit, naming the largest folders', async () => {
    write('vendor/big/blob.bin', 'a'.repeat(20_000));
    write('public/small.css', 'b'.repeat(100));
    const list = listFiles(root, []);
    await expect(
      writeArchive(list, join(out, 'app.zip'), { level: 0, maxBytes: 10_000 }),
    ).rejects.toThrow(
      "The archive is over Amezmo's limit of 9.8 KiB. The largest folders and root files, before compression, are: vendor/ (20 KiB), vendor/big/ (20 KiB), public/ (100 B). Leave some out with the 'exclude' input.",
    );
  });

  it('fails with the name of a file that vanished before it was read', async () => {
    write('gone.txt');
    const list = listFiles(root, []);
    rmSync(join(root, 'gone.txt'));
    await expect(writeArchive(list, join(out, 'app.zip'), { level: 6 })).rejects.toThrow(
      "Could not read 'gone.txt' for the archive",
    );
  });

  it.for([
    ['small', 'x'.repeat(100)],
    ['large', 'x'.repeat(3 * 1024 * 1024)],
  ])(
    'fails, naming it, on a %s file that a FIFO replaced after it was listed, without waiting on it',
    async ([, content]) => {
      write('public/app.css', content);
      write('index.php');
      const list = listFiles(root, []);
      const fifo = join(root, 'public/app.css');
      rmSync(fifo);
      // A FIFO no one writes to: opened as a file is, its open would wait for a writer forever.
      await run('mkfifo', [fifo]);
      // Should an open wait all the same (on this thread, for a small archive), writers from
      // another process come and go after a while, so that the test fails rather than holding
      // its thread for good, which no timeout can stop.
      const release = spawn(
        'timeout',
        ['60', 'sh', '-c', 'sleep 2; while :; do : 3>"$1"; done', 'sh', fifo],
        { stdio: 'ignore' },
      );
      try {
        await expect(writeArchive(list, join(out, 'app.zip'), { level: 6 })).rejects.toThrow(
          "Could not read 'public/app.css' for the archive: it is not a regular file (a FIFO, a socket or a device)",
        );
      } finally {
        release.kill('SIGKILL');
      }
    },
  );

  // Only root makes a device node, as a job's own steps in a container can.
  it.runIf(process.getuid?.() === 0).for([
    ['small', 'x'.repeat(100)],
    ['large', 'x'.repeat(3 * 1024 * 1024)],
  ])(
    'fails, naming it, on a %s file that a device (/dev/zero) replaced after it was listed',
    async ([, content]) => {
      write('storage/app.log', content);
      const list = listFiles(root, []);
      rmSync(join(root, 'storage/app.log'));
      await run('mknod', [join(root, 'storage/app.log'), 'c', '1', '5']);
      await expect(writeArchive(list, join(out, 'app.zip'), { level: 6 })).rejects.toThrow(
        "Could not read 'storage/app.log' for the archive: it is not a regular file (a FIFO, a socket or a device)",
      );
    },
  );

  it('does not follow a link that replaced a listed file, wherever it leads', async () => {
    write('config/app.php', '<?php return [];');
    const list = listFiles(root, []);
    const secret = join(out, 'id_rsa');
    writeFileSync(secret, 'PRIVATE KEY');
    rmSync(join(root, 'config/app.php'));
    symlinkSync(secret, join(root, 'config/app.php'));
    await expect(
      writeArchive(list, join(out, 'app.zip'), { level: 0, workers: 1 }),
    ).rejects.toThrow(
      "Could not read 'config/app.php' for the archive: it became a link after it was listed (a link is archived as a link, never followed) (ELOOP). Let what changes it end before this step, or leave it out with the 'exclude' input.",
    );
  });

  it('fails, naming it, on a small file that grew past all sense after it was listed', async () => {
    write('storage/app.log', 'small');
    const list = listFiles(root, []);
    // 70 MiB of a hole: more than 64 MiB and four times its listed size, read in one go.
    truncateSync(join(root, 'storage/app.log'), 70 * 1024 * 1024);
    await expect(
      writeArchive(list, join(out, 'app.zip'), { level: 6, workers: 1 }),
    ).rejects.toThrow(
      /Could not read 'storage\/app\.log' for the archive.*grew while the archive was built/,
    );
  });

  it("archives whole a small file that grew past its task's slot after it was listed", async () => {
    write('a/grew.bin', 'small');
    write('b/kept.txt', 'kept');
    const list = listFiles(root, []);
    // Random bytes do not deflate: the grown file is stored, 3 MiB, more than a slot holds.
    const grown = randomBytes(3 * 1024 * 1024);
    writeFileSync(join(root, 'a/grew.bin'), grown);
    const archive = await writeArchive(list, join(out, 'app.zip'), { level: 6, workers: 1 });
    await run('unzip', ['-tq', archive.path]);
    const extracted = join(out, 'x');
    await run('unzip', ['-q', archive.path, '-d', extracted]);
    expect(readFileSync(join(extracted, 'a/grew.bin')).equals(grown)).toBe(true);
    expect(readFileSync(join(extracted, 'b/kept.txt'), 'utf8')).toBe('kept');
  });

  it('names the file that vanished when folders and links share its batch', async () => {
    for (const folder of ['a', 'b', 'c', 'd']) write(`${folder}/file.txt`);
    symlinkSync('a/file.txt', join(root, 'b-link'));
    const list = listFiles(root, []);
    rmSync(join(root, 'c/file.txt'));
    await expect(writeArchive(list, join(out, 'app.zip'), { level: 6 })).rejects.toThrow(
      "Could not read 'c/file.txt' for the archive",
    );
  });
});

describe('plan', () => {
  it('keeps a tree of many small folders in few tasks, and cuts a large file into chunks', () => {
    for (let index = 0; index < 300; index++) write(`vendor/p${index}/src/A.php`, 'a'.repeat(10));
    write('z/big.bin', 'b'.repeat(2.5 * 1024 * 1024));
    const list = listFiles(root, []);
    const steps = [...plan(list, 6)].filter((step) => typeof step !== 'symbol');
    const batches = steps.filter((step) => step.kind === 'batch');
    // 300 files and 601 folders: the files make three tasks (128 files each at most).
    expect(batches.filter((step) => step.task).length).toBe(3);
    expect(batches.flatMap((step) => step.entries).map((entry) => entry.name)).toEqual(
      list.entries.filter((entry) => entry.name !== 'z/big.bin').map((entry) => entry.name),
    );
    expect(steps.filter((step) => step.kind === 'chunk').length).toBe(3);
  });
});

describe('largestFolders and formatBytes', () => {
  it('totals the first two levels of folders, and names files at the root', async () => {
    write('vendor/a/x', 'a'.repeat(300));
    write('vendor/b/y', 'a'.repeat(200));
    write('app/z', 'a'.repeat(100));
    write('top', 'a'.repeat(1000));
    expect(largestFolders(listFiles(root, []).entries, 4)).toEqual([
      { folder: 'top', bytes: 1000 },
      { folder: 'vendor/', bytes: 500 },
      { folder: 'vendor/a/', bytes: 300 },
      { folder: 'vendor/b/', bytes: 200 },
    ]);
  });

  it('names a single large file at the root instead of an empty list', async () => {
    write('dump.sql', 'a'.repeat(20_000));
    await expect(
      writeArchive(listFiles(root, []), join(out, 'app.zip'), { level: 0, maxBytes: 10_000 }),
    ).rejects.toThrow('before compression, are: dump.sql (20 KiB).');
  });
  it.each([
    [512, '512 B'],
    [2048, '2.0 KiB'],
    [5 * 1024 * 1024, '5.0 MiB'],
    [600 * 1024 * 1024, '600 MiB'],
  ])('formats %i as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
