// `amezmo-deploy history` and `stats` on a ledger folder written as deploy --ledger-dir writes it,
// with the commits' times from a real clone (or, without one, each release's own), as a user
// reads them on the terminal and in --json.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { Ajv } from 'ajv';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/clock.ts';
import { figuresCommand, type FiguresCommand } from '../../src/cli/figures.ts';
import type { Invocation } from '../../src/cli/invocation.ts';
import { Terminal } from '../../src/cli/terminal.ts';
import { folderLedger } from '../../src/ledger/folder.ts';
import { healthDescription, type RecordedHealth } from '../../src/ledger/record.ts';

const ajv = new Ajv({ allErrors: true, strict: false });
ajv.addSchema(
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, '..', '..', 'schemas', 'cli-output.schema.json'),
      'utf8',
    ),
  ),
  'cli',
);

/** The JSON a command printed, checked against its object in schemas/cli-output.schema.json. */
function valid(definition: string, line: string | undefined): Record<string, unknown> {
  const json = JSON.parse(line ?? '') as Record<string, unknown>;
  const validate = ajv.getSchema(`cli#/definitions/${definition}`);
  expect(validate?.(json), JSON.stringify(validate?.errors)).toBe(true);
  return json;
}

let root: string;
let repo: string;
let ledgerDir: string;
/** Ten days ago, to the second: what every time of the test is counted from. */
const T0 = Math.floor((Date.now() - 10 * 86_400_000) / 1000) * 1000;
const iso = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'figures-cli-'));
  repo = join(root, 'repo');
  ledgerDir = join(root, 'ledger');
  execFileSync('git', ['init', '-q', repo]);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A commit in the clone, committed `seconds` after T0. */
function commit(name: string, seconds: number): string {
  writeFileSync(join(repo, 'file.txt'), name);
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'Dev',
    GIT_AUTHOR_EMAIL: 'dev@example.com',
    GIT_COMMITTER_NAME: 'Dev',
    GIT_COMMITTER_EMAIL: 'dev@example.com',
    GIT_AUTHOR_DATE: iso(seconds),
    GIT_COMMITTER_DATE: iso(seconds),
  };
  execFileSync('git', ['add', '.'], { cwd: repo, env });
  execFileSync('git', ['commit', '-qm', name], { cwd: repo, env });
  return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim();
}

/** Records a release in the folder, made at `start` and ended at `end` (s after T0). */
async function released(
  id: number,
  sha: string,
  times: { start: number; end: number; committed: number },
  health: RecordedHealth,
  redeployOf?: number,
): Promise<void> {
  let now = new Date(T0 + times.start * 1000);
  const ledger = folderLedger(ledgerDir, () => now);
  const recording = await ledger.start({
    instance: '7',
    environment: 'production',
    deploymentId: id,
    sha256: String(id % 10).repeat(64),
    size: 1,
    commit: sha,
    commitTime: T0 / 1000 + times.committed,
    ref: { kind: 'branch', name: 'main' },
    artifact: undefined,
    ...(redeployOf === undefined ? {} : { redeployOf }),
  });
  now = new Date(T0 + times.end * 1000);
  await recording.settle(
    health === 'healthy' ? 'success' : 'failure',
    healthDescription(health as 'healthy', `deployment ${id}`),
  );
}

async function run(command: FiguresCommand, given: Record<string, string>, cwd = repo) {
  const out: string[] = [];
  const err: string[] = [];
  const sink = (lines: string[]) =>
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
  const invocation: Invocation = {
    given: { instance: '7', environment: 'production', ...given },
    env: {},
    cwd,
    tempDir: root,
    json: given.json === 'true',
    clock: systemClock,
    verbose: false,
  };
  const terminal = new Terminal({ stdout: sink(out), stderr: sink(err), env: {}, verbose: false });
  await figuresCommand(command, invocation, terminal, new AbortController().signal);
  return { out, err };
}

describe('stats and history on a ledger folder', () => {
  let a: string;
  let b: string;
  let c1: string;
  let c2: string;
  beforeEach(async () => {
    a = commit('a', 0);
    b = commit('b', 1000);
    c1 = commit('c1', 3000);
    c2 = commit('c2', 3600);
    await released(101, a, { start: 100, end: 400, committed: 0 }, 'healthy');
    await released(102, b, { start: 2000, end: 2300, committed: 1000 }, 'unhealthy');
    await released(103, a, { start: 2400, end: 2500, committed: 0 }, 'healthy', 101);
    await released(104, c2, { start: 4000, end: 4600, committed: 3600 }, 'healthy');
  });

  it("counts the figures with the commits' times from git log in the clone", async () => {
    const { out, err } = await run('stats', { 'ledger-dir': ledgerDir, json: 'true' });
    // Lead times: a 400; then the commits after a's (the rollback's) up to c2, b's among them,
    // as c2's release proved them healthy at 4600: b 3600, c1 1600, c2 1000.
    expect(valid('stats', out[0])).toEqual({
      deployments: 4,
      'deployments-per-day': 4 / 30,
      'change-failure-rate': 1 / 3,
      'lead-time-median-s': 1000,
      'lead-time-p90-s': 3600,
      'time-to-restore-median-s': 200,
      rework: 1,
    });
    expect(err.join('\n')).toMatch(
      /^Lead time from the commits' times from git log \(else each release's own commit time\): 4 commit\(s\) measured; 1 incident\(s\) restored\.$/m,
    );
    expect(c1).not.toBe(c2);
  });

  it("measures only each release's own commit where no clone holds the commits, and says so", async () => {
    const { out } = await run('stats', { 'ledger-dir': ledgerDir, since: '20d' }, root);
    expect(out[0]).toMatch(
      /^production \(instance 7\): 4 deployment\(s\) in 20 day\(s\) \(0\.2 a day\); change failure rate 33%; lead time median 6m, p90 16m; time to restore median 3m; rework 1$/,
    );
    expect(out[1]).toMatch(/^Lead time from only each release's own commit time: 2 commit/);
  });

  it('says a window shorter than two days as it is, not as 0 days', async () => {
    const { out } = await run('stats', { 'ledger-dir': ledgerDir, since: '12h' }, root);
    expect(out[0]).toMatch(/^production \(instance 7\): \d+ deployment\(s\) in 12h \(/);
  });

  it('tells the history newest first, with how each release ended', async () => {
    const { out } = await run('history', { 'ledger-dir': ledgerDir });
    expect(out[0]).toMatch(/^Commit\s+Digest\s+Start\s+End\s+Health\s+Ended$/);
    expect(out.slice(1).map((line) => line.split(/\s{2,}/))).toEqual([
      [c2.slice(0, 7), '4'.repeat(12), iso(4000), iso(4600), 'healthy', 'live'],
      [
        `${a.slice(0, 7)} (rollback to ${a.slice(0, 7)})`,
        '3'.repeat(12),
        iso(2400),
        iso(2500),
        'healthy',
        'replaced',
      ],
      [
        b.slice(0, 7),
        '2'.repeat(12),
        iso(2000),
        iso(2300),
        'unhealthy',
        `rolled back to ${a.slice(0, 7)}`,
      ],
      [a.slice(0, 7), '1'.repeat(12), iso(100), iso(400), 'healthy', 'replaced'],
    ]);
    const json = await run('history', { 'ledger-dir': ledgerDir, json: 'true' });
    const releases = valid('history', json.out[0]).releases as unknown[];
    expect(releases[2]).toEqual({
      id: 102,
      'deployment-id': 102,
      commit: b,
      sha256: '2'.repeat(64),
      start: iso(2000),
      end: iso(2300),
      health: 'unhealthy',
      ended: 'rolled-back',
      'rolled-back-to': a,
      'rollback-of': null,
    });
  });

  it('refuses a window it cannot read, and a run with no ledger named', async () => {
    await expect(run('stats', { 'ledger-dir': ledgerDir, since: 'yesterday' })).rejects.toThrow(
      "--since has 'yesterday': give a span back from now, e.g. 30d, 12h or 8w",
    );
    await expect(run('stats', {})).rejects.toThrow(
      /^stats reads a ledger of releases, and none is named/,
    );
  });
});
