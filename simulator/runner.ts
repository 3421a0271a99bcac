// Runs an action's bundle as a GitHub runner does: the inputs as INPUT_* variables, an event
// file, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, RUNNER_TEMP; and tells what a user would see.
// The demo, the benchmark and the end-to-end tests all run the actions through here; `runCli` runs
// the command line as a user does.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Simulator } from './server.ts';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The deploy action's bundle; the others are dist/<action>/index.js. */
export const BUNDLE = join(ROOT, 'dist', 'index.js');

export interface RunOptions {
  /** The bundle to run, e.g. `dist/preview/index.js`; the deploy action's when left out. */
  bundle?: string;
  /** Action inputs by their action.yml names, e.g. `{ 'api-key': 'k' }`. */
  inputs?: Record<string, string>;
  /** The event payload, written to GITHUB_EVENT_PATH. */
  event?: unknown;
  eventName?: string;
  /** The workspace folder; a new empty one when left out. */
  workspace?: string;
  /** More variables, e.g. GITHUB_REF; they win over the defaults. */
  env?: Record<string, string | undefined>;
  /** Called with the child once it runs, e.g. to send it a signal. */
  onSpawn?: (child: ChildProcess) => void;
  /** Gives up on the child after this long. */
  timeoutMs?: number;
  /** Also passes on what the child prints, as it prints it. */
  echo?: (text: string) => void;
  /** A command the action runs under, e.g. `['/usr/bin/time', '-f', '%M']`. */
  wrapper?: string[];
  /**
   * Runs the action as the unprivileged user `nobody` when the tests run as root, so that file
   * permissions mean what they say (root reads every file).
   */
  unprivileged?: boolean;
}

const NOBODY = 65534;

/** Makes `path` and its parents up to the temp folder reachable by any user. */
function openUpTo(path: string, top: string): void {
  for (let current = path; current.startsWith(top) && current !== top; current = dirname(current)) {
    chmodSync(current, statSync(current).mode | 0o755);
  }
}

/** The inputs that point the action at a simulator's seeded instance and production. */
export function simulatorInputs(
  sim: Pick<Simulator, 'apiKey' | 'baseUrl' | 'seeded'>,
): Record<string, string> {
  return {
    'api-key': sim.apiKey,
    instance: String(sim.seeded?.instanceId),
    environment: 'production',
    'base-url': sim.baseUrl,
  };
}

/** Sends `signal` to the action a little after it prints `marker`. */
export function signalAfter(marker: string, signal: NodeJS.Signals, delayMs = 150) {
  return (child: ChildProcess) => {
    let seen = '';
    const listener = (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes(marker)) {
        child.stdout?.off('data', listener);
        setTimeout(() => child.kill(signal), delayMs);
      }
    };
    child.stdout?.on('data', listener);
  };
}

export interface RunResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  /** The `::error::` lines, without the prefix. */
  errors: string[];
  /**
   * What RUNNER_TEMP held after the run, besides the harness's own files and the archive manifest,
   * which the action keeps on purpose (its `archive-manifest` output).
   */
  tempLeftovers: string[];
  /** From the spawn to the exit of the process: the run's own time, without the harness's. */
  durationMs: number;
}

/** Parses the GITHUB_OUTPUT file: `name<<DELIMITER`, the value, `DELIMITER`. */
export function parseOutputsFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<]+)<<(.+)$/.exec(lines[i] ?? '');
    if (!match) continue;
    const [, name, delimiter] = match as unknown as [string, string, string];
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i] ?? '');
    outputs[name] = value.join('\n');
  }
  return outputs;
}

/** A step's runner-side files and variables, made by `prepareStep` and read by `stepResult`. */
export interface PreparedStep {
  readonly home: string;
  readonly runnerTemp: string;
  readonly workspace: string;
  readonly outputFile: string;
  readonly summaryFile: string;
  readonly eventFile: string;
  /** The variables a runner gives the step. */
  readonly env: Record<string, string>;
}

/**
 * Makes what a runner makes for a step (its temp folder, workspace, event, output and summary
 * files) in a folder of its own, and the variables that name them, with the inputs and `env`.
 */
export function prepareStep(options: RunOptions = {}): PreparedStep {
  const home = mkdtempSync(join(tmpdir(), 'amezmo-e2e-'));
  const runnerTemp = join(home, 'runner-temp');
  mkdirSync(runnerTemp);
  const workspace = options.workspace ?? join(home, 'workspace');
  if (!existsSync(workspace)) mkdirSync(workspace);
  const outputFile = join(home, 'output');
  const summaryFile = join(home, 'summary');
  const eventFile = join(home, 'event.json');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  writeFileSync(eventFile, JSON.stringify(options.event ?? {}));

  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: home,
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_EVENT_PATH: eventFile,
    GITHUB_EVENT_NAME: options.eventName ?? 'push',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
    GITHUB_REPOSITORY: 'acme/shop',
    GITHUB_ACTOR: 'octocat',
    GITHUB_RUN_ID: '1',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: 'http://127.0.0.1:9/github-api-not-used',
    RUNNER_TEMP: runnerTemp,
    ...QUICK_PACE,
    ...testRunMarker(),
  };
  for (const [name, value] of Object.entries(options.inputs ?? {})) {
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  }
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return { home, runnerTemp, workspace, outputFile, summaryFile, eventFile, env };
}

/** What a user would see of a step that ended as `ended` says; its folder is removed. */
export function stepResult(
  step: PreparedStep,
  ended: Pick<RunResult, 'exitCode' | 'signal' | 'stdout' | 'stderr' | 'durationMs'>,
): RunResult {
  const result: RunResult = {
    ...ended,
    outputs: parseOutputsFile(readFileSync(step.outputFile, 'utf8')),
    summary: readFileSync(step.summaryFile, 'utf8'),
    errors: ended.stdout
      .split('\n')
      .filter((line) => line.startsWith('::error'))
      .map((line) => line.replace(/^::error[^:]*::/, '')),
    tempLeftovers: readdirSync(step.runnerTemp).filter(
      (name) => !name.startsWith('amezmo-manifest-'),
    ),
  };
  rmSync(step.home, { recursive: true, force: true });
  return result;
}

/** Runs the bundled action as a runner would, and tells what a user would see. */
export async function runAction(options: RunOptions = {}): Promise<RunResult> {
  const step = prepareStep(options);
  const { home, runnerTemp, workspace, env } = step;

  let node = process.execPath;
  let bundle = options.bundle ? join(ROOT, options.bundle) : BUNDLE;
  let user: { uid: number; gid: number } | undefined;
  if (options.unprivileged && process.getuid?.() === 0) {
    // Node and the bundle may sit in folders only root can enter: run copies of them.
    const tools = join(home, 'tools');
    cpSync(join(ROOT, 'dist'), join(tools, 'dist'), { recursive: true });
    copyFileSync(process.execPath, join(tools, 'node'));
    node = join(tools, 'node');
    bundle = join(tools, relative(ROOT, bundle));
    user = { uid: NOBODY, gid: NOBODY };
    for (const path of [home, tools, join(tools, 'dist'), workspace]) openUpTo(path, tmpdir());
    chmodSync(runnerTemp, 0o777);
    for (const file of [step.outputFile, step.summaryFile, step.eventFile]) chmodSync(file, 0o666);
  }

  const [command = node, ...args] = [...(options.wrapper ?? []), node, bundle];
  const spawned = performance.now();
  const child = spawn(command, args, { env, cwd: workspace, stdio: 'pipe', ...user });
  return stepResult(step, await ended(child, spawned, options));
}

/** A piece of the action's log as a runner's page shows it: indented, `::debug::` lines hidden. */
export function shownLog(text: string): string {
  return text
    .split('\n')
    .filter((line) => !line.startsWith('::debug::'))
    .map((line) => (line === '' ? line : `  │ ${line}`))
    .join('\n');
}

/** A job summary's HTML as the lines of text it shows: a table's cells separated by bars. */
export function summaryText(html: string): string[] {
  return html
    .replace(/<\/tr>/g, '\n')
    .replace(/<\/t[hd]>/g, ' | ')
    .replace(/<h\d>(.*?)<\/h\d>/g, '$1\n')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<\/(p|li|details|summary)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.replace(/ \| $/, '').trimEnd())
    .filter((line) => line.trim() !== '');
}

/** The command line's bundle, the package's `bin`. */
export const CLI_BUNDLE = join(ROOT, 'dist', 'cli', 'index.js');

export interface CliOptions {
  /** The arguments after `amezmo-deploy`, e.g. `['deploy', '--json']`. */
  args: string[];
  /** The working folder. */
  cwd: string;
  /**
   * The variables, besides PATH, HOME, TMPDIR (a folder of the run's own, removed after it) and
   * QUICK_PACE (unset one with `undefined`):
   * nothing else of this process's environment is passed on, so that a CI running the tests is
   * not taken for the CI the command line runs in.
   */
  env?: Record<string, string | undefined>;
  /** Called with the child once it runs, e.g. to send it a signal. */
  onSpawn?: (child: ChildProcess) => void;
  timeoutMs?: number;
  /**
   * The command that runs the command line, and its first arguments, as a user's shell runs it
   * (e.g. `['npx', '--yes', '--package=/tmp/amezmo-deploy-1.0.0.tgz', 'amezmo-deploy']`): found
   * on PATH. By default `node dist/cli/index.js`.
   */
  launcher?: readonly string[];
}

export interface CliResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** The lines of stderr that start with `error:`. */
  errors: string[];
  /** What the run left in its temporary folder, besides the archive manifest it keeps. */
  tempLeftovers: string[];
  durationMs: number;
}

/**
 * The pauses of the action's waits (a deployment's status, a launching instance, a release's
 * health) in every run of a bundle, unless a test sets or unsets them: the simulator counts polls,
 * not seconds, so a run waits milliseconds where a runner would wait 2 s between two looks.
 */
export const QUICK_PACE: Readonly<Record<string, string>> = {
  AMEZMO_DEPLOY_POLL_MS: '20',
  AMEZMO_DEPLOY_LOOK_MS: '20',
};

/**
 * The project's test suite marks the processes it starts (test/global-setup.ts), so that it can
 * find its own leftovers among the machine's: the marker is passed on, and nothing else.
 */
function testRunMarker(): Record<string, string> {
  const run = process.env.AMEZMO_TEST_RUN;
  return run === undefined ? {} : { AMEZMO_TEST_RUN: run };
}

/** A command's home and temporary folder, and its variables, made by `prepareCli`. */
export interface PreparedCli {
  readonly home: string;
  /** TMPDIR: where the command makes its archive; what it leaves there is told. */
  readonly temp: string;
  readonly env: Record<string, string>;
}

/** Makes a command's home and temporary folder, and its variables (see `CliOptions.env`). */
export function prepareCli(options: Pick<CliOptions, 'env'>): PreparedCli {
  const home = mkdtempSync(join(tmpdir(), 'amezmo-cli-'));
  const temp = join(home, 'tmp');
  mkdirSync(temp);
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: home,
    TMPDIR: temp,
    ...QUICK_PACE,
    ...testRunMarker(),
  };
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return { home, temp, env };
}

/** What a user would see of a command that ended as `ended` says; its folders are removed. */
export function cliResult(
  prepared: PreparedCli,
  ended: Pick<CliResult, 'exitCode' | 'signal' | 'stdout' | 'stderr' | 'durationMs'>,
): CliResult {
  const result: CliResult = {
    ...ended,
    errors: ended.stderr
      .split('\n')
      .filter((line) => line.startsWith('error: '))
      .map((line) => line.slice('error: '.length)),
    tempLeftovers: readdirSync(prepared.temp).filter(
      (name) => !name.startsWith('amezmo-manifest-'),
    ),
  };
  rmSync(prepared.home, { recursive: true, force: true });
  return result;
}

/** Runs `node dist/cli/index.js <args>` as a user would, and tells what they would see. */
export async function runCli(options: CliOptions): Promise<CliResult> {
  const prepared = prepareCli(options);
  const spawned = performance.now();
  const [command, ...first] = options.launcher ?? [process.execPath, CLI_BUNDLE];
  const child = spawn(command as string, [...first, ...options.args], {
    env: prepared.env,
    cwd: options.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return cliResult(prepared, await ended(child, spawned, options));
}

/** Sends `signal` to the command line a little after it writes `marker` on stderr. */
export function signalAfterLog(marker: string, signal: NodeJS.Signals, delayMs = 150) {
  return (child: ChildProcess) => {
    let seen = '';
    const listener = (chunk: Buffer | string) => {
      seen += chunk.toString();
      if (seen.includes(marker)) {
        child.stderr?.off('data', listener);
        setTimeout(() => child.kill(signal), delayMs);
      }
    };
    child.stderr?.on('data', listener);
  };
}

/**
 * Gathers a child's output (telling each piece to `echo`) until it closes, killed past
 * `timeoutMs`; with how long it ran from `spawned`, its own time as zip and curl are timed.
 */
async function ended(
  child: ChildProcess,
  spawned: number,
  options: {
    echo?: (text: string) => void;
    onSpawn?: (child: ChildProcess) => void;
    timeoutMs?: number;
  },
): Promise<{
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  durationMs: number;
}> {
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    options.echo?.(chunk);
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
    options.echo?.(chunk);
  });
  options.onSpawn?.(child);
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 45_000);
  let durationMs = 0;
  const [exitCode, signal] = await new Promise<[number | null, NodeJS.Signals | null]>(
    (done, fail) => {
      child.on('close', (code, sig) => {
        durationMs = performance.now() - spawned;
        done([code, sig]);
      });
      child.on('error', fail);
    },
  ).finally(() => clearTimeout(timer));
  if (signal !== null) {
    // Neither the action nor the command line ends by a signal it is sent (each exits with a
    // code): one that did crashed or was killed. Say so where a failed CI run shows it.
    process.stderr.write(
      `${child.spawnargs.join(' ')} ended by ${signal} after ${Math.round(durationMs)} ms.\n` +
        `Its last standard error:\n${stderr.slice(-4000)}\nIts last output:\n${stdout.slice(-2000)}\n`,
    );
  }
  return { exitCode, signal, stdout, stderr, durationMs };
}
