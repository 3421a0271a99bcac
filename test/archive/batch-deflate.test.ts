// A batch's small files share its zlib engines, one a window size, reset for each file
// (src/archive/compress-worker.ts, BatchDeflate), where deflateRawSync would make one a file. Held
// side by side with deflateRawSync on the same input, and read back by zlib's inflate, which does
// not care how the matches were chosen.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompressor,
  engineReuse,
  FILE_FIELDS,
  SLOT_BYTES,
  type FilesTask,
} from '../../src/archive/compress-worker.ts';

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'batch-deflate-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** PHP-like text of exactly `bytes` bytes, its lines varied by `seed`. */
function php(seed: number, bytes: number): Buffer {
  let text = '<?php\n';
  for (let line = 0; text.length < bytes; line++) {
    text += `    $value${(line * 7 + seed) % 13} = $this->get('key-${(line * seed) % 31}');\n`;
  }
  return Buffer.from(text.slice(0, bytes));
}

/** Each file's bytes as the batch made them, and how it stored them. */
function compressBatch(files: Buffer[]): { method: number; bytes: Buffer }[] {
  const names = files.map((content, index) => {
    writeFileSync(join(root, `f${index}.php`), content);
    return `f${index}.php`;
  });
  const task: FilesTask = {
    kind: 'files',
    level: 6,
    root,
    names,
    sizes: files.map((content) => content.length),
    store: files.map(() => false),
  };
  const out = new Uint8Array(new SharedArrayBuffer(SLOT_BYTES));
  const result = createCompressor()(task, out);
  if (result.kind !== 'files') throw new Error(`the batch failed: ${JSON.stringify(result)}`);
  let offset = 0;
  return files.map((_, index) => {
    const method = result.files[index * FILE_FIELDS + 2] as number;
    const length = result.files[index * FILE_FIELDS + 3] as number;
    const bytes = Buffer.from(out.subarray(offset, offset + length));
    offset += length;
    return { method, bytes };
  });
}

describe("a batch's small files", () => {
  it('share engines on the Node the actions run on: its zlib streams show their native handle', () => {
    // Where they do not (another Node), every file goes through deflateRawSync, to the same
    // bytes as a fresh engine's, only slower: this says when the faster way is gone.
    expect(engineReuse()).toBe(true);
  });

  it("deflate, each first of its window size in the batch, to deflateRawSync's bytes", () => {
    // The window the worker gives a file: the smallest from 2^9 to 2^15 that holds it and 262
    // bytes more; its memLevel seven less. One file a window size here, each on a fresh engine.
    const sizes = [200, 600, 1_500, 3_000, 7_000, 15_000, 40_000];
    const files = sizes.map((size, index) => php(index + 1, size));
    const made = compressBatch(files);
    files.forEach((content, index) => {
      const windowBits = Math.min(15, Math.max(9, Math.ceil(Math.log2(content.length + 262))));
      const options = { level: 6, windowBits, memLevel: Math.min(8, windowBits - 7) };
      expect({ index, method: made[index]?.method }).toEqual({ index, method: 8 });
      expect(made[index]?.bytes.equals(deflateRawSync(content, options))).toBe(true);
    });
    expect(new Set(sizes.map((size) => Math.ceil(Math.log2(size + 262)))).size).toBe(7);
  });

  it('deflate, after others on the same engine, to bytes that inflate back, the same each time', () => {
    // Files that repeat themselves, as generated code does: those whose matches a reused engine
    // chooses otherwise than a fresh one (some 1 in 100 of them, by trying).
    const files = Array.from({ length: 120 }, (_, index) =>
      Buffer.from(`<?php // ${index}\n`.repeat(1 + (index % 90))),
    );
    const first = compressBatch(files);
    const again = compressBatch(files);
    files.forEach((content, index) => {
      const { method, bytes } = first[index] as { method: number; bytes: Buffer };
      expect(method === 8 ? inflateRawSync(bytes) : bytes).toEqual(content);
      expect(again[index]?.bytes.equals(bytes)).toBe(true);
    });
    expect(first.filter(({ method }) => method === 8).length).toBeGreaterThan(100);
  });
});
