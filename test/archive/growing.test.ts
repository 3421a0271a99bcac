// A file read while it is written, and the bound that decides whether an archive may stream.
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { access } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GrowingFile } from '../../src/archive/growing.ts';
import { MAX_ARCHIVE_BYTES, surelyFits } from '../../src/archive/size.ts';
import type { ArchiveEntry } from '../../src/archive/select.ts';

let folder: string;
let path: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'growing-'));
  path = join(folder, 'app.zip');
  writeFileSync(path, '');
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** Everything a reader gives, once it ends. */
async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('GrowingFile', () => {
  it('gives only what was said to be written, waits for more, and ends once whole', async () => {
    const file = new GrowingFile(path);
    const first = randomBytes(300_000);
    const rest = randomBytes(500_000);
    const reading = readAll(file.open());
    appendFileSync(path, first);
    // Bytes on disk but not yet told are not read.
    appendFileSync(path, rest.subarray(0, 1000));
    file.advance(first.length);
    await tick();
    appendFileSync(path, rest.subarray(1000));
    file.finish(first.length + rest.length);

    expect((await reading).equals(Buffer.concat([first, rest]))).toBe(true);
  });

  it('hands a reader what was written at once, as a writer that holds the thread needs', async () => {
    // The archive's writer deflates on the thread the upload reads on, and lets the event loop
    // turn only between its tasks: each turn must carry everything written since the last.
    const file = new GrowingFile(path);
    const reader = file.open();
    let received = 0;
    reader.on('data', (chunk: Buffer) => (received += chunk.length));
    const piece = randomBytes(256 * 1024);
    let written = 0;
    for (let task = 0; task < 16; task++) {
      appendFileSync(path, piece);
      written += piece.length;
      file.advance(written);
      await new Promise((resolve) => setImmediate(resolve));
      expect(received).toBe(written);
    }
    file.finish(written);
    await new Promise((resolve) => reader.once('end', resolve));
    expect(received).toBe(16 * 256 * 1024);
  });

  it('reads into a chunk given back once written, and only into its own', async () => {
    const file = new GrowingFile(path);
    const reader = file.open();
    const chunks: Buffer[] = [];
    reader.on('data', (chunk: Buffer) => chunks.push(chunk));
    const first = randomBytes(64 * 1024);
    appendFileSync(path, first);
    file.advance(first.length);
    await new Promise((resolve) => setImmediate(resolve));
    const [given] = chunks;
    expect(given?.equals(first)).toBe(true);
    // Given back twice, and a stranger offered: one reuse, of its own chunk.
    reader.recycle(given as Buffer);
    reader.recycle(given as Buffer);
    reader.recycle(Buffer.alloc(64 * 1024));
    const second = randomBytes(128 * 1024);
    appendFileSync(path, second);
    file.finish(first.length + second.length);
    await new Promise((resolve) => reader.once('end', resolve));
    expect(chunks).toHaveLength(3);
    expect(chunks[1]).toBe(given);
    expect(chunks[2]).not.toBe(given);
    expect(Buffer.concat(chunks.slice(1)).equals(second)).toBe(true);
  });

  it('lets a reader be opened before the writer has created the file', async () => {
    // The upload builds its form, and opens its reader, before the zip writer creates the file.
    const late = join(folder, 'late.zip');
    const file = new GrowingFile(late);
    const reading = readAll(file.open());
    // The unlucky order, forced: the file system has said the file is not there yet.
    await expect(access(late)).rejects.toThrow('ENOENT');
    const bytes = randomBytes(100_000);
    writeFileSync(late, bytes);
    file.advance(bytes.length);
    file.finish(bytes.length);

    expect((await reading).equals(bytes)).toBe(true);
  });

  it('holds back bytes written but not told, until finish', async () => {
    const file = new GrowingFile(path);
    const bytes = randomBytes(100_000);
    appendFileSync(path, bytes);
    file.advance(40_000);
    const stream = file.open();
    const got: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => got.push(chunk));
    // What was told arrives (however slow the machine), and then nothing more while it waits.
    await vi.waitFor(() => expect(Buffer.concat(got).length).toBeGreaterThanOrEqual(40_000), {
      timeout: 5000,
    });
    await tick();
    expect(Buffer.concat(got).length).toBe(40_000);
    file.finish(bytes.length);
    await new Promise((resolve) => stream.once('end', resolve));
    expect(Buffer.concat(got).equals(bytes)).toBe(true);
  });

  it('lets a second reader start again from the first byte, as a retry does', async () => {
    const file = new GrowingFile(path);
    const bytes = randomBytes(700_000);
    appendFileSync(path, bytes);
    file.advance(bytes.length);
    const cut = file.open();
    await new Promise((resolve) => cut.once('data', resolve));
    cut.destroy();
    file.finish(bytes.length);
    expect((await readAll(file.open())).equals(bytes)).toBe(true);
  });

  it('fails its readers, and whole(), when the file will never be whole', async () => {
    const file = new GrowingFile(path);
    const reading = readAll(file.open());
    const whole = file.whole();
    whole.catch(() => {});
    await tick();
    file.fail(new Error('Could not read vendor/x.php'));
    await expect(reading).rejects.toThrow('Could not read vendor/x.php');
    await expect(whole).rejects.toThrow('Could not read vendor/x.php');
    // Finishing after a failure changes nothing.
    file.finish(10);
    expect(file.isWhole).toBe(false);
  });

  it('whole() resolves once finished, and rejects on an abort', async () => {
    const file = new GrowingFile(path);
    const controller = new AbortController();
    const aborted = file.whole(controller.signal);
    controller.abort(new Error('cancelled'));
    await expect(aborted).rejects.toThrow('cancelled');
    const done = file.whole();
    file.finish(0);
    await expect(done).resolves.toBeUndefined();
    await expect(file.whole()).resolves.toBeUndefined();
  });
});

describe('surelyFits', () => {
  const file = (name: string, size: number): ArchiveEntry => ({
    name,
    kind: 'file',
    mode: 0o644,
    size,
    mtime: 0,
  });

  it.each([
    ['a vendor tree of 15,000 small files', 15_000, 2_400, true],
    ['one file of 400 MiB', 1, 400 * 1024 * 1024, true],
    ['one file of exactly the limit', 1, MAX_ARCHIVE_BYTES, false],
    ['files of 511 MiB in all', 511, 1024 * 1024, true],
    [
      'one file of 511.9 MiB, which deflate could grow past the limit',
      1,
      511.9 * 1024 * 1024,
      false,
    ],
  ])('%s: %s', (_what, count, size, fits) => {
    const entries = Array.from({ length: count }, (_, i) => file(`vendor/p/${i}.php`, size));
    expect(surelyFits(entries)).toBe(fits);
  });

  it('counts each entry with its records, so many empty files can pass the limit', () => {
    const entries = Array.from({ length: 1000 }, (_, i) => file(`${'d/'.repeat(50)}${i}`, 0));
    expect(surelyFits(entries, 500_000)).toBe(false);
    expect(surelyFits(entries.slice(0, 100), 500_000)).toBe(true);
  });
});
