// How every command runs: with a signal that aborts on Ctrl-C or SIGTERM (which cancels the
// remote deployment, as the action does), and a failure told in one line, with the exit code
// the table in exit.ts gives it.
import { failureOf, RunCancelledError } from '../pipeline/index.js';
import { EXIT, exitCodeOf, UsageError } from './exit.js';
import { CLI_WORDING } from './settings.js';
import type { Terminal } from './terminal.js';

export { UsageError };

/** What a command answers: the failure of its run, when it failed (after reporting the run). */
export type CommandWork = (signal: AbortSignal) => Promise<unknown>;

/** The line a failed run is told with, in the command line's words; also its JSON's `error`. */
export function failureLine(error: unknown, signal: AbortSignal): string {
  return failureOf(error, signal, CLI_WORDING).message;
}

/**
 * Runs a command's work, and answers its exit code. The first SIGINT or SIGTERM stops the work
 * (a deployment being followed is cancelled); a second one ends the process at once.
 */
export async function runCommand(
  terminal: Terminal,
  work: CommandWork,
  options: {
    readonly json: boolean;
    /** Where SIGINT and SIGTERM are heard: the process's in the bundle. */
    readonly signals?: Pick<NodeJS.EventEmitter, 'on' | 'off'>;
  } = { json: false },
): Promise<number> {
  const cancellation = new AbortController();
  const onSignal = (signal: NodeJS.Signals): void => {
    if (cancellation.signal.aborted) {
      terminal.fail(`Received ${signal} again: stopped at once.`);
      process.exit(signal === 'SIGINT' ? 130 : 143);
    }
    terminal.logger.info(
      `Received ${signal}: stopping (a deployment being followed is cancelled, unless --no-cancel-on-abort was given; send it again to quit at once).`,
    );
    cancellation.abort(new RunCancelledError(signal));
  };
  const signals = options.signals;
  signals?.on('SIGINT', onSignal);
  signals?.on('SIGTERM', onSignal);
  try {
    const failure = await work(cancellation.signal);
    if (failure !== undefined) throw failure;
    return EXIT.ok;
  } catch (error) {
    const failure = failureOf(error, cancellation.signal, CLI_WORDING);
    // With --json, standard output holds one object whatever happened: a command that failed
    // before it told its result is told as `{"error": ...}`.
    if (options.json && !terminal.wroteJson) terminal.json({ error: failure.message });
    terminal.fail(failure.message);
    return exitCodeOf(error, failure.cancelled);
  } finally {
    signals?.off('SIGINT', onSignal);
    signals?.off('SIGTERM', onSignal);
    terminal.stopBars();
  }
}
