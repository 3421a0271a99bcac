// An action or a command run in the test's own process, as a runner runs its bundle or a user the
// command line: the same variables and files (simulator/runner.ts's `prepareStep`, `prepareCli`),
// the exported entry (each action's `main`, the command line's `main`) given them with standard
// output and error of its own and a clock that skips its sleeps, and what a user would see told
// as `runAction` and `runCli` tell it. What runs is src/, not dist/: the bundles themselves are
// proven by the end-to-end files.
import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import { main as deployAction } from '../../src/actions/deploy.ts';
import { main as environmentsAction } from '../../src/actions/environments.ts';
import { main as previewAction } from '../../src/actions/preview.ts';
import { main as rollbackAction } from '../../src/actions/rollback.ts';
import type { ActionEntry, ShellIO } from '../../src/actions/shell.ts';
import type { ArchiveStore } from '../../src/ledger/index.ts';
import { main as cliMain, type CliIO } from '../../src/cli/main.ts';
import {
  cliResult,
  prepareCli,
  prepareStep,
  stepResult,
  type CliOptions,
  type CliResult,
  type RunOptions,
  type RunResult,
} from '../../simulator/runner.ts';
import { skippingClock, type FakeClock } from './clock.ts';

export interface InProcessOptions extends Omit<
  RunOptions,
  'bundle' | 'onSpawn' | 'wrapper' | 'unprivileged'
> {
  /** The action's entry; the deploy action's when left out. */
  action?: ActionEntry;
  /** The run's clock; one that skips its sleeps when left out. */
  clock?: FakeClock;
  /** Where the run keeps archives (e.g. `standInStore`); @actions/artifact when left out. */
  archives?: ArchiveStore;
  /** Where the run hears SIGINT and SIGTERM (an EventEmitter the test emits on); none by default. */
  signals?: ShellIO['signals'];
}

/** Runs an action in this process over a runner's variables and files; tells what a user sees. */
export async function runInProcess(
  options: InProcessOptions = {},
): Promise<RunResult & { clock: FakeClock }> {
  const step = prepareStep(options);
  const clock = options.clock ?? skippingClock();
  let stdout = '';
  let stderr = '';
  const started = performance.now();
  const exitCode = await (options.action ?? deployAction)({
    // Strings, as a process's variables are whatever a test's inputs held (a number read from YAML).
    env: Object.fromEntries(Object.entries(step.env).map(([name, value]) => [name, String(value)])),
    stdout: {
      write: (text: string) => {
        stdout += text;
        options.echo?.(text);
      },
    },
    stderr: {
      write: (text: string) => {
        stderr += text;
        options.echo?.(text);
      },
    },
    clock,
    archives: options.archives,
    signals: options.signals,
  });
  const durationMs = performance.now() - started;
  return { ...stepResult(step, { exitCode, signal: null, stdout, stderr, durationMs }), clock };
}

/** A stream that keeps what is written to it, as text. */
function kept(echo?: (text: string) => void): Writable & { text: string } {
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      const text = String(chunk);
      stream.text += text;
      echo?.(text);
      done();
    },
  }) as Writable & { text: string };
  stream.text = '';
  return stream;
}

/**
 * Runs `amezmo-deploy <args>` in this process, as `runCli` runs its bundle (the same variables,
 * a temporary folder of its own), on a clock that skips its sleeps; tells what a user would see.
 */
export async function runCliInProcess(
  options: Pick<CliOptions, 'args' | 'cwd' | 'env'> & {
    clock?: FakeClock;
    echo?: (text: string) => void;
    /** Where the run hears SIGINT and SIGTERM (an EventEmitter the test emits on); none by default. */
    signals?: CliIO['signals'];
  },
): Promise<CliResult & { clock: FakeClock }> {
  const prepared = prepareCli(options);
  const clock = options.clock ?? skippingClock();
  const stdout = kept(options.echo);
  const stderr = kept(options.echo);
  const started = performance.now();
  const exitCode = await cliMain(['node', 'amezmo-deploy', ...options.args], {
    env: prepared.env,
    stdout,
    stderr,
    clock,
    cwd: options.cwd,
    tempDir: prepared.temp,
    signals: options.signals,
  });
  const durationMs = performance.now() - started;
  const ended = { exitCode, signal: null, stdout: stdout.text, stderr: stderr.text, durationMs };
  return { ...cliResult(prepared, ended), clock };
}

/** Each action's entry by the bundle that wraps it, as `RunOptions.bundle` names it. */
const ENTRY_OF_BUNDLE: Readonly<Record<string, ActionEntry>> = {
  'dist/index.js': deployAction,
  'dist/preview/index.js': previewAction,
  'dist/rollback/index.js': rollbackAction,
  'dist/environments/index.js': environmentsAction,
};

/**
 * Runs an action as `runAction` or `runActionInProcess` runs it: a world can be given either.
 * `archives` is where a run in this process keeps archives; a bundle keeps them with
 * @actions/artifact, as in a runner. A run in this process answers its clock too.
 */
export type ActionRunner = (
  options: RunOptions & { archives?: ArchiveStore; signals?: ShellIO['signals'] },
) => Promise<RunResult & { clock?: FakeClock }>;

/**
 * `runAction`'s options run in this process, through the entry of the action whose bundle they
 * name: a test written for the bundle, moved to the unit project unchanged. What only a process
 * has (a signal, a wrapper, another user) is refused, not ignored.
 */
export const runActionInProcess: ActionRunner = (options) => {
  const { bundle = 'dist/index.js', onSpawn, wrapper, unprivileged, ...rest } = options;
  const action = ENTRY_OF_BUNDLE[bundle];
  if (action === undefined || onSpawn || wrapper || unprivileged) {
    throw new Error(`runActionInProcess cannot run ${bundle} with a signal, wrapper or user`);
  }
  // At the time of day, as a bundle's run: the services stamp their records with the real time.
  return runInProcess({ ...rest, action, clock: skippingClock(Date.now()) });
};

/**
 * `signalAfter` for a run in this process: `signals` hears `signal` once `echo` has seen `marker`
 * in the log, as soon as this turn of the event loop ends (no time waited).
 */
export function signalAfterInProcess(
  marker: string,
  signal: NodeJS.Signals,
): { signals: ShellIO['signals']; echo: (text: string) => void } {
  const signals = new EventEmitter();
  let seen = '';
  let sent = false;
  return {
    signals,
    echo: (text) => {
      seen += text;
      if (!sent && seen.includes(marker)) {
        sent = true;
        setImmediate(() => signals.emit(signal, signal));
      }
    },
  };
}
