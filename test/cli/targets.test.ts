import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readTargetsFile } from '../../src/cli/targets.ts';

let cwd: string;
const LIST = '- { instance: 1001, environment: production }\n';

beforeEach(() => {
  cwd = mkdtempSync(join(tmpdir(), 'targets-'));
});
afterEach(() => rmSync(cwd, { recursive: true, force: true }));

const read = (given: Record<string, string>, env: Record<string, string> = {}) =>
  readTargetsFile({ given, env, cwd });

describe('readTargetsFile', () => {
  it('reads the file --targets names, relative to the working folder', () => {
    writeFileSync(join(cwd, 'fleet.yml'), LIST);
    expect(read({ targets: 'fleet.yml' })).toEqual({ text: LIST, label: "--targets 'fleet.yml'" });
  });

  it('reads .amezmo/targets.yml when no instance is named, and not when one is', () => {
    mkdirSync(join(cwd, '.amezmo'));
    writeFileSync(join(cwd, '.amezmo', 'targets.yml'), LIST);
    expect(read({})).toEqual({ text: LIST, label: 'The targets file .amezmo/targets.yml' });
    expect(read({ instance: '7' })).toBeUndefined();
    expect(read({}, { AMEZMO_INSTANCE: '7' })).toBeUndefined();
  });

  it('is undefined with neither', () => {
    expect(read({})).toBeUndefined();
  });

  it.each([
    [
      'a file that is not there',
      'gone.yml',
      /cannot be read: there is no such file \(ENOENT\); give a YAML file/,
    ],
    ['a folder', '.', /cannot be read: it is a folder, not a regular file;/],
  ])('refuses %s, naming it', (_case, path, message) => {
    expect(() => read({ targets: path })).toThrow(message);
  });

  it('refuses a named pipe without waiting on it', () => {
    execFileSync('mkfifo', [join(cwd, 'pipe')]);
    expect(() => read({ targets: 'pipe' })).toThrow(
      "The targets file 'pipe' cannot be read: it is a named pipe (FIFO), not a regular file;",
    );
  });

  it('refuses a file larger than a list of targets can be', () => {
    writeFileSync(join(cwd, 'big.yml'), Buffer.alloc(1024 * 1024 + 1, 0x20));
    expect(() => read({ targets: 'big.yml' })).toThrow(
      /it holds 1048577 bytes, more than a list of targets \(at most 1048576\)/,
    );
  });
});
