// What src/actions/runner.ts and @actions/core are each asked to do in the runner-oracle test,
// and how a side is run: the cases, played in a child process of their own with the same
// environment. @actions/core's answers are recorded in actions-core.json, which
// test/actions/runner-oracle.test.ts holds ours against; `npm run oracles` plays them through
// @actions/core live and fails when the recording is out of date.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Step } from '../actions/runner-oracle/play.ts';

const sides = {
  ours: join(import.meta.dirname, '..', 'actions', 'runner-oracle', 'runner-side.ts'),
  core: join(import.meta.dirname, '..', 'actions', 'runner-oracle', 'core-side.ts'),
};
export type Side = keyof typeof sides;

export type FileVariable = 'GITHUB_OUTPUT' | 'GITHUB_STEP_SUMMARY';

export interface Case {
  name: string;
  steps: Step[];
  /** INPUT_* variables, or a file variable set to ''. */
  env?: Record<string, string>;
  /** The variables that name a file in the temp folder; both unless told. */
  files?: FileVariable[];
  failed?: boolean;
}

export interface Run {
  code: number | null;
  stdout: Buffer;
  stderr: string;
  /** Every file in the side's folder once the run is over, by name. */
  files: Map<string, Buffer>;
}

export const DELIMITER =
  /ghadelimiter_([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})/g;
const long = 'a%b\r\n,c:d 🚀 '.repeat(10_000);
const place = { title: 'Check: 1, 2 (50%)', file: 'src/app.php', startLine: 12 };

export const cases: Case[] = [
  {
    name: 'plain lines, debug and annotations at a place',
    steps: [
      { call: 'info', text: 'Deploying main to production' },
      { call: 'debug', text: 'GET /api/v1/sites/7' },
      { call: 'notice', message: 'Skipped: no change', properties: place },
      { call: 'warning', message: 'Suspicious file', properties: { file: 'a.env', startLine: 1 } },
      { call: 'error', message: 'Bad pattern', properties: { title: 'Patterns' } },
      { call: 'warning', message: 'No place' },
    ],
  },
  {
    name: 'messages with %, CR, LF, colon and comma',
    steps: [
      { call: 'warning', message: '50% done\r\nnext: a, b\rc\n' },
      { call: 'error', message: 'already escaped: %0A %25 %3A %2C' },
      { call: 'notice', message: '%\n%\r%', properties: place },
      { call: 'debug', text: 'line one\nline two: 100%' },
      { call: 'info', text: 'info is written as it is: 100%\r\n,:' },
    ],
  },
  {
    name: 'properties with %, CR, LF, colon and comma',
    steps: [
      {
        call: 'warning',
        message: 'm',
        properties: {
          title: 'Step: 1, of 2 (100%)\r\nnext',
          file: 'src/a,b:c%d.php',
          startLine: 3,
        },
      },
      { call: 'error', message: 'm', properties: { file: 'C:\\work\\a,b.php', startLine: 99999 } },
      { call: 'notice', message: 'm', properties: { title: ',,::%%\n\r', file: ',' } },
    ],
  },
  {
    name: 'empty messages',
    steps: [
      { call: 'warning', message: '' },
      { call: 'error', message: '', properties: { file: 'a.yml', startLine: 2 } },
      { call: 'notice', message: '' },
      { call: 'debug', text: '' },
      { call: 'info', text: '' },
      { call: 'setSecret', text: '' },
    ],
  },
  {
    name: 'a place left out: line 0, an empty title, an empty file',
    steps: [
      { call: 'error', message: 'line 0', properties: { title: '', file: 'a.yml', startLine: 0 } },
      { call: 'warning', message: 'all empty', properties: { title: '', file: '', startLine: 0 } },
      { call: 'notice', message: 'only a line', properties: { startLine: 5 } },
      { call: 'notice', message: 'no properties', properties: {} },
      { call: 'warning', message: 'a negative line', properties: { file: 'b', startLine: -1 } },
    ],
  },
  {
    name: 'unicode',
    steps: [
      { call: 'info', text: 'Déploiement ✓ 🚀 日本語 עברית e\u0301 \u2028 \ufeff' },
      { call: 'warning', message: 'a lone surrogate \ud800 and 🚀', properties: { title: '✓ ü' } },
      { call: 'error', message: 'ünï', properties: { file: 'src/ünï 日本.php', startLine: 7 } },
      { call: 'setOutput', name: 'url', value: 'https://例え.テスト/ü?q=✓' },
      { call: 'appendSummary', html: '<p>Déployé ✓ 🚀 \ud800</p>' },
    ],
  },
  {
    name: 'a very long value',
    steps: [
      { call: 'warning', message: long, properties: { title: long, file: long, startLine: 1 } },
      { call: 'setSecret', text: long },
      { call: 'setOutput', name: 'long', value: long },
      { call: 'appendSummary', html: long },
    ],
  },
  {
    name: 'output values with line breaks',
    steps: [
      { call: 'setOutput', name: 'notes', value: 'one\ntwo\r\nthree\n' },
      { call: 'setOutput', name: 'leading', value: '\nafter a break' },
      { call: 'setOutput', name: 'empty', value: '' },
      { call: 'setOutput', name: 'breaks', value: '\n\n' },
    ],
  },
  {
    name: 'output values that hold workflow commands and heredoc look-alikes',
    steps: [
      {
        call: 'setOutput',
        name: 'forged',
        value: '::error::not a command\n::set-output name=x::y\n::add-mask::z',
      },
      { call: 'setOutput', name: 'heredoc', value: 'x<<EOF\nEOF\nghadelimiter_\nghadelimiter_x' },
      { call: 'info', text: '::warning::written as it is' },
      { call: 'warning', message: '::error file=a::inside a message' },
    ],
  },
  {
    name: 'outputs by the set-output command where GITHUB_OUTPUT is unset',
    files: ['GITHUB_STEP_SUMMARY'],
    steps: [
      { call: 'setOutput', name: 'id', value: '7\n8' },
      { call: 'setOutput', name: 'a:b,c%d e', value: '::error::x\r\n50%' },
      { call: 'setOutput', name: 'empty', value: '' },
      { call: 'setOutput', name: 'long', value: long },
    ],
  },
  {
    name: "outputs by the set-output command where GITHUB_OUTPUT is ''",
    env: { GITHUB_OUTPUT: '' },
    files: ['GITHUB_STEP_SUMMARY'],
    steps: [{ call: 'setOutput', name: 'url', value: 'https://example.test' }],
  },
  {
    name: 'inputs by names with spaces and hyphens, trimmed',
    env: {
      'INPUT_API-KEY': '  key  ',
      INPUT_WAIT_TIMEOUT: '\t300\n',
      INPUT_WORKERS: '\n 11, 12 \n 13 \n',
      'INPUT_MIXED-CASE': 'mixed',
      INPUT__SPACED_: 'spaced',
      INPUT_BLANK: ' \t\r\n ',
      INPUT_EMPTY: '',
      INPUT_NBSP: '\u00a0x\u00a0\u2003',
      INPUT_UNICODE: ' ü 🚀 ',
      INPUT_lower: 'not read by a lower-case name',
      INPUT_COMMAND: '::error::x',
    },
    steps: [
      'api-key',
      'API-KEY',
      'wait timeout',
      'wait_timeout',
      'workers',
      'Mixed-Case',
      ' spaced ',
      'blank',
      'empty',
      'missing',
      'nbsp',
      'unicode',
      'lower',
      'command',
    ].map((name): Step => ({ call: 'getInput', name })),
  },
  {
    name: 'setFailed, with and without a place',
    failed: true,
    steps: [
      { call: 'info', text: 'before' },
      { call: 'setFailed', message: 'It broke: 100%\r\nsee the log' },
      { call: 'setFailed', message: 'Bad line', properties: { file: 'a,b.yml', startLine: 4 } },
      { call: 'setFailed', message: '' },
      { call: 'info', text: 'after' },
    ],
  },
  {
    name: 'an error line alone does not fail the step',
    steps: [{ call: 'error', message: 'Reported, not failed' }],
  },
  {
    name: 'groups around async phases, one of which fails',
    steps: [
      {
        call: 'group',
        title: 'Upload: 1, 2 (50%)\r\n',
        steps: [
          { call: 'info', text: 'inside' },
          { call: 'warning', message: 'a warning inside', properties: place },
          { call: 'setOutput', name: 'in-group', value: 'x' },
        ],
      },
      { call: 'group', title: 'Wait', steps: [{ call: 'debug', text: 'polling' }], fails: 'lost' },
      { call: 'group', title: '', steps: [] },
      { call: 'info', text: 'after the groups' },
    ],
  },
  {
    name: 'masks',
    steps: [
      { call: 'setSecret', text: 'k%y\r\nsecond line' },
      { call: 'setSecret', text: 'a:b,c' },
      { call: 'setSecret', text: '::stop-commands::token' },
      { call: 'info', text: 'the key is k%y' },
    ],
  },
  {
    name: 'the job summary, appended to',
    steps: [
      { call: 'appendSummary', html: '<h2>Deploy</h2>\n<table><tr><td>main</td></tr></table>' },
      { call: 'appendSummary', html: '' },
      { call: 'appendSummary', html: '<p>two\r\n</p>\n' },
    ],
  },
  {
    name: 'no summary where GITHUB_STEP_SUMMARY is unset',
    files: ['GITHUB_OUTPUT'],
    steps: [
      { call: 'appendSummary', html: '<p>lost</p>' },
      { call: 'setOutput', name: 'status', value: 'skipped' },
    ],
  },
  {
    name: 'neither file named',
    files: [],
    env: { GITHUB_STEP_SUMMARY: '' },
    steps: [
      { call: 'appendSummary', html: '<p>lost</p>' },
      { call: 'setOutput', name: 'status', value: 'failed' },
      { call: 'setFailed', message: 'no files' },
    ],
    failed: true,
  },
];

/** Plays a case's steps (written to steps.json in `caseFolder`) through one side, in a folder of its own for the files it may write. */
export async function runSide(side: Side, testCase: Case, caseFolder: string): Promise<Run> {
  const folder = join(caseFolder, side);
  mkdirSync(folder);
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', ...testCase.env };
  for (const variable of testCase.files ?? ['GITHUB_OUTPUT', 'GITHUB_STEP_SUMMARY']) {
    env[variable] = join(folder, variable === 'GITHUB_OUTPUT' ? 'output' : 'summary');
    writeFileSync(env[variable], '');
  }
  const stepsFile = join(caseFolder, 'steps.json');
  const child = spawn(process.execPath, [sides[side], stepsFile], { env, cwd: caseFolder });
  const stdout: Buffer[] = [];
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  const files = new Map<string, Buffer>();
  for (const name of await readdir(folder)) files.set(name, readFileSync(join(folder, name)));
  return { code, stdout: Buffer.concat(stdout), stderr, files };
}

/** How many outputs the steps set, those in groups included. */
export function outputsIn(steps: Step[]): number {
  return steps.reduce(
    (count, step) =>
      count +
      (step.call === 'setOutput' ? 1 : 0) +
      (step.call === 'group' ? outputsIn(step.steps) : 0),
    0,
  );
}

/**
 * Bytes as the recording keeps them: as text (one character a byte) up to 4 KiB, else their
 * length and SHA-256, which keeps the recording small where a case writes 140,000 characters.
 */
export type Kept = string | { bytes: number; sha256: string };

export function kept(bytes: Buffer): Kept {
  if (bytes.length <= 4096) return bytes.toString('latin1');
  return { bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** What a runner reads back from one side's run, as recorded. */
export interface Answer {
  code: number | null;
  stdout: Kept;
  /** Each file by name; GITHUB_OUTPUT's delimiters written `ghadelimiter_<uuid>`. */
  files: Record<string, Kept>;
}

export function answerOf(run: Run): Answer {
  const files: Record<string, Kept> = {};
  for (const [name, bytes] of [...run.files].sort(([a], [b]) => a.localeCompare(b))) {
    const text = bytes.toString('latin1');
    files[name] = kept(
      name === 'output'
        ? Buffer.from(text.replace(DELIMITER, 'ghadelimiter_<uuid>'), 'latin1')
        : bytes,
    );
  }
  return { code: run.code, stdout: kept(run.stdout), files };
}

export const CORE_RECORDING = join(import.meta.dirname, 'actions-core.json');

export function readRecording(): Record<string, Answer> {
  return JSON.parse(readFileSync(CORE_RECORDING, 'utf8')) as Record<string, Answer>;
}

/**
 * Checks that each delimiter of the run's outputs file is a UUID that opens and closes one value,
 * and one not `seen` before (it is added).
 */
export function expectFreshDelimiters(run: Run, outputs: number, seen: Set<string>): void {
  const file = run.files.get('output');
  if (file === undefined) return;
  const found = [...file.toString('latin1').matchAll(DELIMITER)].map((match) => match[1] ?? '');
  expect(found).toHaveLength(2 * outputs);
  for (let i = 0; i < found.length; i += 2) {
    expect(found[i + 1], 'a value is closed by the delimiter that opened it').toBe(found[i]);
    expect(seen.has(found[i] ?? ''), `${found[i]} was used before`).toBe(false);
    seen.add(found[i] ?? '');
  }
}
