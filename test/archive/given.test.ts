import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Readable } from 'node:stream';
import { exactBytes, readGivenFacts, sha256Of } from '../../src/archive/given.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'given-test-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The zips Python's zipfile writes, by entry count: each with its archive comment. */
const ZIPS: readonly (readonly [count: number, comment: string])[] = [
  [0, ''],
  [3, ''],
  [5, 'a comment that holds PK\x05\x06 to mislead a search'],
  // Past 65,535 entries zipfile writes the count in the ZIP64 record only.
  [65_536, ''],
];

let zips: string;
/** Python is asked once for every zip of this file: one process, not one a test. */
beforeAll(() => {
  zips = mkdtempSync(join(tmpdir(), 'given-zips-'));
  execFileSync(
    'python3',
    [
      '-c',
      `import json, sys, zipfile
for count, comment in json.loads(sys.argv[2]):
    with zipfile.ZipFile(f'{sys.argv[1]}/{count}.zip', 'w') as z:
        z.comment = comment.encode()
        for i in range(count):
            z.writestr(f'f{i}', b'x')
`,
      zips,
      JSON.stringify(ZIPS),
    ],
    { stdio: 'ignore' },
  );
  // As long as the tests that each asked Python for their own zip were given.
}, 20_000);
afterAll(() => rmSync(zips, { recursive: true, force: true }));

const pythonZip = (count: number) => join(zips, `${count}.zip`);
/** The entry count readGivenFacts reads of the zip at `path`. */
const zipEntryCount = async (path: string) =>
  (await readGivenFacts({ path, size: statSync(path).size, format: 'zip' })).files;

describe('readGivenFacts: the entry count', () => {
  it.each(ZIPS.slice(0, 3))('reads %i entries from the end record (comment %j)', async (count) => {
    const path = pythonZip(count);
    expect(await zipEntryCount(path)).toBe(count);
  });

  it('reads the count past 65,535 from the ZIP64 record', async () => {
    const path = pythonZip(65_536);
    expect(await zipEntryCount(path)).toBe(65_536);
  });

  it('reads only the end of a zip whose digest is known already', async () => {
    const path = pythonZip(65_536);
    const known = 'f'.repeat(64);
    expect(
      await readGivenFacts({ path, size: statSync(path).size, format: 'zip', sha256: known }),
    ).toEqual({ sha256: known, files: 65_536 });
  });

  it('gives no count for a file with no end record', async () => {
    const path = join(dir, 'truncated.zip');
    writeFileSync(path, 'PK\x03\x04 and then nothing a reader could use');
    expect(await zipEntryCount(path)).toBeUndefined();
  });
});

describe('sha256Of', () => {
  it('hashes the file as it is', async () => {
    const path = join(dir, 'a.bin');
    writeFileSync(path, Buffer.alloc(300_000, 7));
    expect(await sha256Of(path)).toBe(
      createHash('sha256').update(readFileSync(path)).digest('hex'),
    );
  });
});

const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** What a stream gave before it ended, and how it ended. */
async function drain(stream: Readable): Promise<{ bytes: Buffer; error: string | undefined }> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { bytes: Buffer.concat(chunks), error: undefined };
  } catch (error) {
    return { bytes: Buffer.concat(chunks), error: (error as Error).message };
  }
}

describe('an archive given that something else writes', () => {
  /** 600 KB that do not compress: three reads of the file. */
  const original = Buffer.from(Array.from({ length: 600_000 }, (_, i) => (i * 7919) % 251));
  let path: string;
  let given: { path: string; size: number; format: 'tar' };
  beforeEach(() => {
    path = join(dir, 'app.tar');
    writeFileSync(path, original);
    given = { path, size: original.length, format: 'tar' };
  });
  const changedLine = (what: string) =>
    `The archive given, ${path}, changed while this step read it: ${what}. Let what writes ` +
    'it end before this step, or give a copy that nothing else writes.';

  it('reads its digest and hands on those very bytes', async () => {
    const facts = await readGivenFacts(given);
    expect(facts).toEqual({ sha256: digest(original), files: undefined });
    const read = await drain(exactBytes(given, facts.sha256));
    expect(read.error).toBeUndefined();
    expect(read.bytes.equals(original)).toBe(true);
  });

  it('fails before the last chunk when the bytes are no longer those digested', async () => {
    const { sha256 } = await readGivenFacts(given);
    const other = Buffer.from(original);
    other[10] = other[10]! ^ 0xff;
    writeFileSync(path, other);
    const read = await drain(exactBytes(given, sha256));
    expect(read.error).toBe(changedLine(`its bytes are no longer those whose sha256 is ${sha256}`));
    // Two whole reads of 256 KiB went on; the third, the last, was held back.
    expect(read.bytes.length).toBe(2 * 256 * 1024);
  });

  it('refuses a file of another size, or one cut short while it is read', async () => {
    const { sha256 } = await readGivenFacts(given);
    writeFileSync(path, original.subarray(0, 1000));
    await expect(readGivenFacts(given)).rejects.toThrow(
      changedLine(`it is now 1000 bytes, not the ${original.length} it was`),
    );
    expect((await drain(exactBytes(given, sha256))).error).toBe(
      changedLine(`it is now 1000 bytes, not the ${original.length} it was`),
    );
  });

  it('follows no link put in its place, and waits on no FIFO', async () => {
    const elsewhere = join(dir, 'elsewhere.tar');
    writeFileSync(elsewhere, original);
    rmSync(path);
    symlinkSync(elsewhere, path);
    await expect(readGivenFacts(given)).rejects.toThrow(
      changedLine('a link is in its place (ELOOP)'),
    );
    rmSync(path);
    execFileSync('mkfifo', [path]);
    // A plain open of a FIFO waits for a writer: this would hang, not fail.
    await expect(readGivenFacts(given)).rejects.toThrow(
      changedLine('it is no longer a regular file'),
    );
    expect((await drain(exactBytes(given, digest(original)))).error).toBe(
      changedLine('it is no longer a regular file'),
    );
    rmSync(path);
    await expect(readGivenFacts(given)).rejects.toThrow(changedLine('it is gone (ENOENT)'));
  });

  it('hands on no empty file whose digest is another', async () => {
    writeFileSync(path, '');
    const empty = { path, size: 0 };
    expect(await drain(exactBytes(empty, digest(Buffer.alloc(0))))).toEqual({
      bytes: Buffer.alloc(0),
      error: undefined,
    });
    expect((await drain(exactBytes(empty, digest(original)))).error).toBe(
      changedLine(`its bytes are no longer those whose sha256 is ${digest(original)}`),
    );
  });

  it('reads into a chunk given back once only, however often it is given back', async () => {
    const long = Buffer.concat(Array.from({ length: 5 }, () => original));
    writeFileSync(path, long);
    const reader = exactBytes({ path, size: long.length }, digest(long));
    const chunks = reader[Symbol.asyncIterator]();
    const first = (await chunks.next()).value as Buffer;
    reader.recycle(first);
    reader.recycle(first);
    const read: Buffer[] = [];
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      read.push(next.value as Buffer);
    }
    expect(read.filter((chunk) => chunk === first)).toHaveLength(1);
  });

  it('reads the file it opened when another is renamed into its place meanwhile', async () => {
    // Twelve chunks: more than the reader reads ahead of its consumer.
    const long = Buffer.concat(Array.from({ length: 5 }, () => original));
    writeFileSync(path, long);
    const file = { path, size: long.length, format: 'tar' } as const;
    const { sha256 } = await readGivenFacts(file);
    const chunks = exactBytes(file, sha256)[Symbol.asyncIterator]();
    const read: Buffer[] = [(await chunks.next()).value as Buffer];
    const other = join(dir, 'other.tar');
    writeFileSync(other, Buffer.alloc(long.length, 1));
    renameSync(other, path);
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      read.push(next.value as Buffer);
    }
    expect(read.length).toBe(12);
    expect(Buffer.concat(read).equals(long)).toBe(true);
  });
});
