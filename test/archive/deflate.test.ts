// The deflate begun while the tree is walked: what the walk has listed is deflated ahead, held,
// written nowhere, then written by the archive to the same bytes as a walk done first; a listing
// dropped, or an archive refused, ends the threads and leaves nothing running.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SLOT_BYTES } from '../../src/archive/compress-worker.ts';
import { startCompressors, WALK_ABANDONED } from '../../src/archive/deflate.ts';
import { listFiles } from '../../src/archive/select.ts';
import { writeArchive } from '../../src/archive/zip.ts';
import { deflateThreadsSettled } from '../helpers/threads.ts';

let root: string;
let out: string;

function write(path: string, content: string): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), content);
}

/** `files` PHP files of about 6 KB in folders of eight: 3.6 MB for 600, past the 2 MiB mark. */
function vendor(files: number): void {
  for (let index = 0; index < files; index++) {
    write(
      `vendor/p${Math.floor(index / 8)}/C${index}.php`,
      `<?php // ${index}\nfunction f${index}() { return ${index}; }\n`.repeat(120),
    );
  }
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'deflate-test-'));
  out = mkdtempSync(join(tmpdir(), 'deflate-out-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
});

describe('EarlyDeflate', () => {
  it('deflates what the walk lists once the tree needs the threads, to the same bytes', async () => {
    vendor(600);
    const early = startCompressors(1);
    const list = await early.list(root, [], { level: 6 });
    expect(list.entries).toEqual(listFiles(root, []).entries);
    // Begun before the listing was accepted, bounded by the slots: (1 + 1) * 4.
    expect(early.startedAhead).toBeGreaterThan(0);
    expect(early.startedAhead).toBeLessThanOrEqual(8);
    // Nothing is written until the archive is.
    expect(readdirSync(out)).toEqual([]);
    const ahead = await writeArchive(list, join(out, 'ahead.zip'), {
      level: 6,
      compressors: early,
    });
    const first = await writeArchive(listFiles(root, []), join(out, 'first.zip'), {
      level: 6,
      workers: 0,
    });
    expect(readFileSync(ahead.path).equals(readFileSync(first.path))).toBe(true);
    expect(ahead.files).toBe(list.entries.length);
    expect(early.liveThreads).toBe(0);
    expect(await deflateThreadsSettled(0)).toBe(0);
  });

  it('deflates nothing ahead of a tree too small for the threads, and ends them', async () => {
    vendor(40);
    const early = startCompressors(1);
    const list = await early.list(root, [], { level: 6 });
    expect(early.startedAhead).toBe(0);
    // None was started: a small tree is deflated by the thread that writes the zip.
    expect(await deflateThreadsSettled(0)).toBe(0);
    const archive = await writeArchive(list, join(out, 'app.zip'), {
      level: 6,
      compressors: early,
    });
    expect(archive.files).toBe(list.entries.length);
    expect(await deflateThreadsSettled(0)).toBe(0);
  });

  it('drops what it deflated for another level, and archives at the level asked', async () => {
    vendor(600);
    const early = startCompressors(1);
    const list = await early.list(root, [], { level: 6 });
    expect(early.startedAhead).toBeGreaterThan(0);
    const stored = await writeArchive(list, join(out, 'stored.zip'), {
      level: 0,
      compressors: early,
    });
    const plain = await writeArchive(list, join(out, 'plain.zip'), { level: 0, workers: 0 });
    expect(readFileSync(stored.path).equals(readFileSync(plain.path))).toBe(true);
    expect(await deflateThreadsSettled(0)).toBe(0);
  });

  it('ends the threads and writes nothing when a listing deflated ahead is dropped', async () => {
    vendor(600);
    const early = startCompressors(1);
    await early.list(root, [], { level: 6 });
    expect(early.startedAhead).toBeGreaterThan(0);
    expect(await deflateThreadsSettled(1)).toBe(1);
    await early.close();
    expect(await deflateThreadsSettled(0)).toBe(0);
    expect(early.claim()).toBeUndefined();
    expect(readdirSync(out)).toEqual([]);
  });

  it('stops walking at its next turn once closed, and says so', async () => {
    // A walk begun for a run that then ends before its archive (a check failed, say).
    vendor(600);
    const early = startCompressors(1);
    // Its outcome is taken at once: the walk fails while close() is still ending the threads.
    const outcome = early.list(root, [], { level: 6 }).then(
      () => 'listed',
      (error: unknown) => error,
    );
    await new Promise((resolve) => setImmediate(resolve));
    await early.close();
    expect(await outcome).toMatchObject({ code: WALK_ABANDONED });
    expect(await deflateThreadsSettled(0)).toBe(0);
    expect(early.claim()).toBeUndefined();
  });

  it('ends the threads when the archive cannot be written where it is asked to be', async () => {
    vendor(600);
    const early = startCompressors(1);
    const list = await early.list(root, [], { level: 6 });
    expect(await deflateThreadsSettled(1)).toBe(1);
    await expect(
      writeArchive(list, join(out, 'missing', 'app.zip'), { level: 6, compressors: early }),
    ).rejects.toThrow('ENOENT');
    expect(await deflateThreadsSettled(0)).toBe(0);
  });

  it('ends the threads when the archive deflated ahead passes the size limit', async () => {
    vendor(600);
    const early = startCompressors(1);
    const list = await early.list(root, [], { level: 6 });
    expect(early.startedAhead).toBeGreaterThan(0);
    await expect(
      writeArchive(list, join(out, 'app.zip'), { level: 6, compressors: early, maxBytes: 50_000 }),
    ).rejects.toThrow("The archive is over Amezmo's limit of 49 KiB.");
    expect(await deflateThreadsSettled(0)).toBe(0);
  });
});

describe('the memory of the slots', () => {
  it('holds what a small archive uses, not every slot of the pool', async () => {
    vendor(40);
    const before = process.memoryUsage().arrayBuffers;
    const list = listFiles(root, []);
    await writeArchive(list, join(out, 'app.zip'), { level: 6, workers: 0 });
    // Four slots of some 2 MiB each, zeroed when made: a 240 KB tree needs one, with the
    // writer's 1 MiB buffer and the reader's 1 MiB.
    const grown = process.memoryUsage().arrayBuffers - before;
    expect(grown).toBeGreaterThan(SLOT_BYTES);
    expect(grown).toBeLessThan(2 * SLOT_BYTES + 2 * 1024 * 1024);
  });
});
