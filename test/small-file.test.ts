// The one reader of a small file a setting names or the workspace holds: a regular file is read,
// and anything else is refused at once, in the caller's words, never waited on or read on.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSmallFile } from '../src/small-file.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'small-file-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const read = (path: string, maxBytes = 16) =>
  readSmallFile(path, maxBytes, 'a few words', (what) => new Error(`refused: ${what}`));

describe('readSmallFile', () => {
  it('reads a regular file up to its limit', () => {
    writeFileSync(join(root, 'words'), 'sixteen bytes ok');
    expect(read(join(root, 'words'))).toBe('sixteen bytes ok');
  });

  it('refuses a larger file, saying how large', () => {
    writeFileSync(join(root, 'words'), 'seventeen bytes!!');
    expect(() => read(join(root, 'words'))).toThrow(
      'refused: it holds 17 bytes, more than a few words (at most 16)',
    );
  });

  it.for([
    ['a named pipe (FIFO)', (path: string) => execFileSync('mkfifo', [path])],
    ['a folder', (path: string) => mkdirSync(path)],
  ] as const)('refuses %s at once', ([kind, make]) => {
    const path = join(root, 'thing');
    make(path);
    expect(() => read(path)).toThrow(`refused: it is ${kind}, not a regular file`);
  });

  it('refuses a device, which read whole would never end', () => {
    expect(() => read('/dev/zero')).toThrow('refused: it is a device, not a regular file');
  });
});
