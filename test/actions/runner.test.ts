import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomUuid, Runner } from '../../src/actions/runner.ts';
import { parseOutputsFile } from '../../simulator/runner.ts';

let folder: string;
let runner: Runner;
const written = () => vi.mocked(process.stdout.write).mock.calls.map(([text]) => String(text));

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'runner-test-'));
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  runner = new Runner({ env: process.env, stdout: process.stdout });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  rmSync(folder, { recursive: true, force: true });
});

describe('the runner protocol', () => {
  it('reads an input by its name, spaces as underscores, trimmed', () => {
    vi.stubEnv('INPUT_WAIT-TIMEOUT', '  300\n');
    vi.stubEnv('INPUT_A_B', 'x');
    expect(runner.getInput('wait-timeout')).toBe('300');
    expect(runner.getInput('a b')).toBe('x');
    expect(runner.getInput('missing')).toBe('');
  });

  it('escapes what would end a command early, in the message and in each property', () => {
    runner.warning('50% done\r\nnext', { file: 'a,b:c.yml', startLine: 3, title: 'T' });
    runner.error('plain', { file: '', startLine: 0 });
    runner.setSecret('k%y');
    expect(written()).toEqual([
      '::warning title=T,file=a%2Cb%3Ac.yml,line=3::50%25 done%0D%0Anext\n',
      '::error ::plain\n',
      '::add-mask::k%25y\n',
    ]);
  });

  it('folds a phase in a group, closed even when the phase fails', async () => {
    await expect(runner.group('Upload', () => Promise.reject(new Error('lost')))).rejects.toThrow(
      'lost',
    );
    expect(written()).toEqual(['::group::Upload\n', '::endgroup::\n']);
  });

  it('fails the step with one error line', () => {
    runner.setFailed('It broke.');
    runner.setFailed('Bad line.', { file: 'a.yml', startLine: 4 });
    expect(runner.exitCode).toBe(1);
    expect(written()).toEqual(['::error::It broke.\n', '::error file=a.yml,line=4::Bad line.\n']);
  });

  it('appends outputs a runner reads back whole, line breaks included', () => {
    const file = join(folder, 'output');
    writeFileSync(file, '');
    vi.stubEnv('GITHUB_OUTPUT', file);
    runner.setOutput('url', 'https://example.test');
    runner.setOutput('notes', 'one\ntwo\n::error::not a command');
    expect(parseOutputsFile(readFileSync(file, 'utf8'))).toEqual({
      url: 'https://example.test',
      notes: 'one\ntwo\n::error::not a command',
    });
    expect(readFileSync(file, 'utf8')).toMatch(/^url<<ghadelimiter_[0-9a-f-]{36}\n/);
  });

  it('falls back to the set-output command where no output file is named', () => {
    vi.stubEnv('GITHUB_OUTPUT', '');
    runner.setOutput('id', '7\n8');
    expect(written()).toEqual(['\n', '::set-output name=id::7%0A8\n']);
  });

  it('appends to the job summary, and writes nothing where there is none', async () => {
    const file = join(folder, 'summary');
    vi.stubEnv('GITHUB_STEP_SUMMARY', '');
    await runner.appendSummary('<p>lost</p>');
    vi.stubEnv('GITHUB_STEP_SUMMARY', file);
    await runner.appendSummary('<p>one</p>');
    await runner.appendSummary('<p>two</p>');
    expect(readFileSync(file, 'utf8')).toBe('<p>one</p>\n<p>two</p>\n');
  });

  it('makes each delimiter a fresh version 4 UUID', () => {
    const made = Array.from({ length: 200 }, randomUuid);
    for (const uuid of made) {
      expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(new Set(made).size).toBe(made.length);
  });
});
