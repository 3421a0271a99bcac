import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sha256Of, zipEntryCount } from '../../src/archive/given.ts';

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

describe('zipEntryCount', () => {
  it.each(ZIPS.slice(0, 3))('reads %i entries from the end record (comment %j)', async (count) => {
    const path = pythonZip(count);
    expect(await zipEntryCount(path, statSync(path).size)).toBe(count);
  });

  it('reads the count past 65,535 from the ZIP64 record', async () => {
    const path = pythonZip(65_536);
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
