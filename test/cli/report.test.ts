import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import {
  DOTENV_LIMIT_BYTES,
  dotenvName,
  dotenvText,
  dotenvValue,
  tellRun,
  writeDotenv,
} from '../../src/cli/report.ts';
import { Terminal } from '../../src/cli/terminal.ts';
import { InputError } from '../../src/settings/source.ts';

const folder = mkdtempSync(join(tmpdir(), 'cli-report-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function terminal() {
  let out = '';
  const stdout = new Writable({
    write(chunk: Buffer, _encoding, done) {
      out += chunk.toString();
      done();
    },
  });
  const stderr = new Writable({ write: (_chunk, _encoding, done) => done() });
  return { terminal: new Terminal({ stdout, stderr, env: {}, verbose: false }), out: () => out };
}

describe('dotenv', () => {
  it.each([
    ['environment-url', 'AMEZMO_ENVIRONMENT_URL'],
    ['deployment-id', 'AMEZMO_DEPLOYMENT_ID'],
    ['skip-reason', 'AMEZMO_SKIP_REASON'],
    ['archive-sha256', 'AMEZMO_ARCHIVE_SHA256'],
  ])('names %s %s', (output, name) => {
    expect(dotenvName(output)).toBe(name);
  });

  it('writes one KEY=value a line, each value one line without a secret', () => {
    const { terminal: shown } = terminal();
    shown.addSecret('sk_secret_value');
    expect(
      dotenvText({ 'skip-reason': 'no\nmatch for sk_secret_value', 'deployment-id': '' }, (text) =>
        shown.guard(text),
      ).text,
    ).toBe('AMEZMO_SKIP_REASON=no%5Cnmatch%20for%20%2A%2A%2A\nAMEZMO_DEPLOYMENT_ID=\n');
  });

  it.each([
    ['https://production-1001.amezmo.test/', 'https://production-1001.amezmo.test/'],
    ['838', '838'],
    ['feature/$(touch pwned)`id`\'"x', 'feature/%24%28touch%20pwned%29%60id%60%27%22x'],
    ['100% ~/a;b&c|d', '100%25%20%7E/a%3Bb%26c%7Cd'],
    ['café', 'caf%C3%A9'],
  ])('writes %j as %s, a word a shell reads as itself', (value, written) => {
    expect(dotenvValue(value)).toBe(written);
  });

  it('reads the same in GitLab (literally) and in a POSIX shell that sources it', () => {
    const hostile = 'feat/$(touch pwned)`touch pwned2`\'" ; touch pwned3 # ~ *';
    const { text } = dotenvText({ branch: hostile, 'skip-reason': 'a  b' }, (value) => value);
    const file = join(folder, 'shell.env');
    writeFileSync(file, text);
    const shell = execFileSync(
      'sh',
      ['-c', '. ./shell.env && printf "%s\\n%s" "$AMEZMO_BRANCH" "$AMEZMO_SKIP_REASON"'],
      { cwd: folder, encoding: 'utf8' },
    );
    // GitLab's parser: `^(.*?)=(.*)$`, both sides stripped, the value kept as written.
    const gitlab = text
      .trim()
      .split('\n')
      .map((line) => /^(.*?)=(.*)$/.exec(line)?.[2]?.trim());
    expect(shell.split('\n')).toEqual(gitlab);
    expect(existsSync(join(folder, 'pwned'))).toBe(false);
    expect(existsSync(join(folder, 'pwned2'))).toBe(false);
    expect(existsSync(join(folder, 'pwned3'))).toBe(false);
    expect(decodeURIComponent(gitlab[0] ?? '')).toBe(hostile);
  });

  it("cuts the longest values, never in a %XX, to stay under GitLab's limit, and says so", () => {
    const patterns = Array.from(
      { length: 120 },
      (_, i) => `^release/team-${i}/hotfix-[0-9]+\\.x$`,
    ).join(', ');
    const outputs = {
      'skip-reason': `branch 'x' matches none of ${patterns}`,
      'environment-url': 'https://production-1001.amezmo.test',
    };
    const { text, cuts } = dotenvText(outputs, (value) => value);
    expect(Buffer.byteLength(text)).toBeLessThan(DOTENV_LIMIT_BYTES);
    expect(Buffer.byteLength(text)).toBeGreaterThan(DOTENV_LIMIT_BYTES - 10);
    expect(text).toContain('AMEZMO_ENVIRONMENT_URL=https://production-1001.amezmo.test\n');
    const reason = /^AMEZMO_SKIP_REASON=(.*)$/m.exec(text)?.[1] ?? '';
    expect(reason).toMatch(/^branch%20%27x%27%20matches.*[^%]\.\.\.$/);
    expect(reason).not.toMatch(/%[0-9A-F]?\.\.\.$/);
    expect(cuts).toEqual([
      { name: 'AMEZMO_SKIP_REASON', fromBytes: expect.any(Number), toBytes: reason.length },
    ]);
    expect(cuts[0]?.fromBytes).toBeGreaterThan(reason.length);

    const { terminal: shown } = terminal();
    const said: string[] = [];
    shown.logger.notice = (message) => said.push(message);
    writeDotenv(join(folder, 'long.env'), outputs, shown, folder);
    expect(said).toEqual([
      expect.stringMatching(
        /^--dotenv: AMEZMO_SKIP_REASON was cut from \d+ to \d+ bytes \(it ends in \.\.\.\), as GitLab refuses a dotenv file of 5120 bytes or more/,
      ),
    ]);
  });

  it("writes a relative path in the working folder it is given, not the process's", () => {
    const { terminal: shown } = terminal();
    const working = join(folder, 'working');
    mkdirSync(working);
    writeDotenv('relative.env', { 'deployment-id': '838' }, shown, working);
    expect(readFileSync(join(working, 'relative.env'), 'utf8')).toContain(
      'AMEZMO_DEPLOYMENT_ID=838\n',
    );
    expect(existsSync(join(process.cwd(), 'relative.env'))).toBe(false);
  });

  it('says which file could not be written', () => {
    const { terminal: shown } = terminal();
    expect(() => writeDotenv(join(folder, 'missing', 'x.env'), {}, shown, folder)).toThrow(
      InputError,
    );
    expect(() => writeDotenv(join(folder, 'missing', 'x.env'), {}, shown, folder)).toThrow(
      /^--dotenv has '.*x\.env': the file cannot be written \(ENOENT\)/,
    );
  });
});

describe('tellRun', () => {
  const run = (error?: string) => ({
    outputs: { 'deployment-id': '838' },
    parts: (shown: string | undefined) => [
      {
        kind: 'facts' as const,
        facts: [['Outcome', { text: shown ? `failed: ${shown}` : 'done' }] as const],
      },
    ],
    error,
  });

  it('writes the facts, and the failure only as a pointer to the error line', () => {
    const { terminal: shown, out } = terminal();
    tellRun(shown, { json: false, dotenv: undefined, cwd: folder }, run('it broke'));
    expect(out()).toBe('Outcome: failed: see the error below\n');
  });

  it('writes one JSON object with the error, and the dotenv file', () => {
    const { terminal: shown, out } = terminal();
    const file = join(folder, 'run.env');
    tellRun(shown, { json: true, dotenv: file, cwd: folder }, run('it broke'));
    expect(JSON.parse(out())).toEqual({ 'deployment-id': 838, error: 'it broke' });
    // The first line marks the file as the tool's own, so that no deploy ships it.
    expect(readFileSync(file, 'utf8')).toBe(
      'AMEZMO_WRITTEN_BY=amezmo-deploy\nAMEZMO_DEPLOYMENT_ID=838\n',
    );
  });
});
