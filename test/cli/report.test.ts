import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { dotenvName, dotenvText, tellRun, writeDotenv } from '../../src/cli/report.ts';
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
      ),
    ).toBe('AMEZMO_SKIP_REASON=no\\nmatch for ***\nAMEZMO_DEPLOYMENT_ID=\n');
  });

  it('says which file could not be written', () => {
    const { terminal: shown } = terminal();
    expect(() => writeDotenv(join(folder, 'missing', 'x.env'), {}, shown)).toThrow(InputError);
    expect(() => writeDotenv(join(folder, 'missing', 'x.env'), {}, shown)).toThrow(
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
    tellRun(shown, { json: false, dotenv: undefined }, run('it broke'));
    expect(out()).toBe('Outcome: failed: see the error below\n');
  });

  it('writes one JSON object with the error, and the dotenv file', () => {
    const { terminal: shown, out } = terminal();
    const file = join(folder, 'run.env');
    tellRun(shown, { json: true, dotenv: file }, run('it broke'));
    expect(JSON.parse(out())).toEqual({ 'deployment-id': '838', error: 'it broke' });
    // The first line marks the file as the tool's own, so that no deploy ships it.
    expect(readFileSync(file, 'utf8')).toBe(
      'AMEZMO_WRITTEN_BY=amezmo-deploy\nAMEZMO_DEPLOYMENT_ID=838\n',
    );
  });
});
