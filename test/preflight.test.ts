// The preflight that runs before npm run demo and npm test: before npm ci, one line that says so.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const exec = promisify(execFile);
const preflight = join(import.meta.dirname, '..', 'scripts', 'preflight.cjs');
let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** Runs the preflight from a copy of the project's scripts folder, beside `node_modules` or not. */
async function run(installed: boolean) {
  folder = mkdtempSync(join(tmpdir(), 'preflight-'));
  mkdirSync(join(folder, 'scripts'));
  cpSync(preflight, join(folder, 'scripts', 'preflight.cjs'));
  if (installed) {
    mkdirSync(join(folder, 'node_modules', '.bin'), { recursive: true });
    cpSync(preflight, join(folder, 'node_modules', '.bin', 'tsc'));
  }
  return exec(process.execPath, [join(folder, 'scripts', 'preflight.cjs')]).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  );
}

describe('the preflight', () => {
  it('says to run npm ci first when the dependencies are not installed', async () => {
    expect(await run(false)).toEqual({
      code: 1,
      stderr: 'The dependencies are not installed: run npm ci first.\n',
    });
  });

  it('says nothing on this Node once they are', async () => {
    expect(await run(true)).toEqual({ code: 0, stderr: '' });
  });
});
