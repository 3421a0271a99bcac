// What every action's shell shares: one guard between the outside world and the runner (the log,
// annotations, outputs, the summary), the secrets it redacts, cancellation on the runner's
// signals, and how a bundle starts.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Runner, type AnnotationProperties } from './runner.js';
import { messageOf } from '../api/index.js';
import { systemClock, type Clock } from '../clock.js';
import type { ArchiveStore } from '../ledger/index.js';
import { failureOf, RunCancelledError } from '../pipeline/index.js';
import { safeText, type Logger } from '../logger.js';
import { redact } from '../secrets.js';

/**
 * What an action is run with: the runner's variables, where it writes, its clock, and where the
 * runner's cancellation is heard. The bundle's are the process's own (`processIO`); a test gives
 * its own, so that a whole action runs in the test's process on a fake clock.
 */
export interface ShellIO {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stdout: { write(text: string): unknown };
  readonly stderr: { write(text: string): unknown };
  readonly clock: Clock;
  /** Emits SIGINT and SIGTERM when the runner cancels the run; none is never cancelled. */
  readonly signals?: Pick<NodeJS.EventEmitter, 'on' | 'off'>;
  /**
   * Where the run keeps archives and reads them back; GitHub's artifact service when left out,
   * through @actions/artifact, which reads the process's own variables, never `env`.
   */
  readonly archives?: ArchiveStore;
}

/** The bundle's I/O: the process's variables, standard output and error, signals, real time. */
export function processIO(): ShellIO {
  return {
    env: process.env,
    stdout: process.stdout,
    stderr: process.stderr,
    clock: systemClock,
    signals: process,
  };
}

/**
 * One run of an action: the runner it speaks to, and the one guard between the outside world and
 * the runner, with the secrets it redacts.
 */
export interface ActionShell {
  readonly env: ShellIO['env'];
  readonly clock: Clock;
  readonly core: Runner;
  readonly logger: Logger;
  /** Masks a secret for the runner and redacts it, in every spelling, from all this run writes. */
  addSecret(value: string): void;
  /** Makes any text fit for the log, an annotation, an output or the summary. */
  guard(text: string): string;
  /** Runs one phase folded in the log under its title. */
  group<T>(title: string, phase: () => Promise<T>): Promise<T>;
  setOutputs(outputs: Record<string, string>): void;
  /** Writes the job summary's HTML; one that cannot be written is a warning, not a failure. */
  writeSummary(html: string): Promise<void>;
  readonly io: ShellIO;
}

/** Opens the shell of one run over `io`. */
export function openShell(io: ShellIO): ActionShell {
  const core = new Runner(io);
  /** The secrets of this run, once read: never written, in any spelling. */
  const secrets: string[] = [];
  const guard = (text: string): string => safeText(redact(text, secrets));
  const logger: Logger = {
    debug: (message) => core.debug(guard(message)),
    info: (message) => core.info(guard(message)),
    warning: (message) => core.warning(guard(message)),
    notice: (message) => core.notice(guard(message)),
  };
  return {
    io,
    env: io.env,
    clock: io.clock,
    core,
    logger,
    guard,
    addSecret(value) {
      // Masked once: a setting read twice is not announced to the runner twice.
      if (value === '' || secrets.includes(value)) return;
      core.setSecret(value);
      secrets.push(value);
    },
    group: (title, phase) => core.group(guard(title), phase),
    setOutputs(outputs) {
      for (const [name, value] of Object.entries(outputs)) core.setOutput(name, guard(value));
    },
    async writeSummary(html) {
      try {
        await core.appendSummary(html);
      } catch (error) {
        logger.warning(`Could not write the job summary: ${messageOf(error)}`);
      }
    },
  };
}

/**
 * Where in the repository a failure is, when the error says (`location: { file, line }`, as a
 * problem in a file the action reads does), for the annotation.
 */
function placeOf(
  error: unknown,
  guard: (text: string) => string,
): AnnotationProperties | undefined {
  const location = (error as { location?: { file?: unknown; line?: unknown } } | null)?.location;
  if (typeof location?.file !== 'string') return undefined;
  return {
    file: guard(location.file),
    ...(typeof location.line === 'number' ? { startLine: location.line } : {}),
  };
}

export { RunCancelledError };

/**
 * Runs an action's work with a signal that aborts when the runner cancels the run (SIGINT, then
 * SIGTERM), and reports any failure in one error line. `finish` always runs, failure or not, with
 * the message of the failure, to set outputs and write the summary. A cancelled run reports the
 * cancellation, not the abort error it caused.
 */
export async function runShell(
  shell: ActionShell,
  work: (signal: AbortSignal) => Promise<void>,
  finish: (error: string | undefined) => Promise<void>,
): Promise<void> {
  const cancellation = new AbortController();
  const onSignal = (signal: NodeJS.Signals): void => {
    if (cancellation.signal.aborted) return;
    shell.logger.info(`Received ${signal}: stopping.`);
    cancellation.abort(new RunCancelledError(signal));
  };
  const signals = shell.io.signals;
  signals?.on('SIGINT', onSignal);
  signals?.on('SIGTERM', onSignal);
  let failure: string | undefined;
  try {
    await work(cancellation.signal);
  } catch (error) {
    const told = failureOf(error, cancellation.signal);
    failure = told.message;
    const cancelled = told.cancelled;
    // One error line, shown on the line of the file it is about when the error says which.
    shell.core.setFailed(shell.guard(failure), cancelled ? undefined : placeOf(error, shell.guard));
  } finally {
    try {
      await finish(failure);
    } finally {
      // Even when the report fails: a later signal must not be heard by a run that has ended.
      signals?.off('SIGINT', onSignal);
      signals?.off('SIGTERM', onSignal);
    }
  }
}

/** Whether the module at `moduleUrl` is the script node was started with (the bundle). */
export function isEntryPoint(moduleUrl: string): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(fileURLToPath(moduleUrl)) === realpathSync(script);
  } catch {
    return false;
  }
}

/** An action as a runner starts it: given its I/O, it answers the step's exit code. */
export type ActionEntry = (io: ShellIO) => Promise<number>;

/**
 * The entry of an action that runs `run` in a shell of its own over the I/O it is given. Started
 * outside a runner (GITHUB_ACTIONS not "true"), the action would read no inputs and write nowhere
 * a runner reads: it says so and answers 1.
 */
export function actionEntry(run: (shell: ActionShell) => Promise<void>): ActionEntry {
  return async (io) => {
    if (io.env.GITHUB_ACTIONS !== 'true') {
      io.stderr.write(
        'amezmo-deploy runs as a step of a GitHub Actions workflow, and GITHUB_ACTIONS is not ' +
          '"true" here. To try it on this machine, run `npm run demo` (against the bundled ' +
          'simulator) or `npm run local`.\n',
      );
      return 1;
    }
    const shell = openShell(io);
    await run(shell);
    return shell.core.exitCode;
  };
}

/**
 * Runs the action over the process's I/O when its bundle is started by a runner. Imported (by
 * tests, or by `npm run local`), it does nothing.
 */
export async function startWhenRun(moduleUrl: string, entry: ActionEntry): Promise<void> {
  if (!isEntryPoint(moduleUrl)) return;
  process.exitCode = await entry(processIO());
}
