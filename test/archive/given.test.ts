import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha256Of, zipEntryCount } from '../../src/archive/given.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'given-test-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A zip written by Python's zipfile: `count` entries, an archive comment, ZIP64 when forced. */
function pythonZip(count: number, comment: string, zip64 = false): string {
  const path = join(dir, `${count}-${zip64}.zip`);
  execFileSync('python3', [
    '-c',
    `import sys, zipfile
with zipfile.ZipFile(sys.argv[1], 'w') as z:
    z.comment = sys.argv[3].encode()
    for i in range(int(sys.argv[2])):
        with z.open(f'f{i}', 'w', force_zip64=sys.argv[4] == '1') as f: f.write(b'x')
`,
    path,
    String(count),
    comment,
    zip64 ? '1' : '0',
  ]);
  return path;
}

describe('zipEntryCount', () => {
  it.each([
    [0, ''],
    [3, ''],
    [5, 'a comment that holds PK\x05\x06 to mislead a search'],
  ])('reads %i entries from the end record (comment %j)', async (count, comment) => {
    const path = pythonZip(count, comment);
    expect(await zipEntryCount(path, statSync(path).size)).toBe(count);
  });

  it('reads the count past 65,535 from the ZIP64 record', async () => {
    const path = pythonZip(65_536, '');
    expect(await zipEntryCount(path, statSync(path).size)).toBe(65_536);
  });

  it('gives no count for a file with no end record', async () => {
    const path = join(dir, 'truncated.zip');
    writeFileSync(path, 'PK\x03\x04 and then nothing a reader could use');
    expect(await zipEntryCount(path, statSync(path).size)).toBeUndefined();
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
