// How every command runs: with a signal that aborts on Ctrl-C or SIGTERM (which cancels the
// remote deployment, as the action does), and a failure told in one line. Exit codes: 0 done or
// skipped, 1 failed, 2 a usage error (a flag or a variable that cannot be used).
import { failureOf, RunCancelledError } from '../pipeline/failure.js';
import { InputError } from '../settings/source.js';
import type { Terminal } from './terminal.js';

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

/** A command line that cannot be run as given; the message says which flag and what to do. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** What a command answers: the failure of its run, when it failed (after reporting the run). */
export type CommandWork = (signal: AbortSignal) => Promise<unknown>;

/** The line a failed run is told with; for a command's own report (its JSON's `error`). */
export function failureLine(error: unknown, signal: AbortSignal): string {
  return failureOf(error, signal).message;
}

/**
 * Runs a command's work, and answers its exit code. The first SIGINT or SIGTERM stops the work
 * (a deployment being followed is cancelled); a second one ends the process at once.
 */
export async function runCommand(terminal: Terminal, work: CommandWork): Promise<number> {
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
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    const failure = await work(cancellation.signal);
    if (failure !== undefined) throw failure;
    return EXIT_OK;
  } catch (error) {
    terminal.fail(failureLine(error, cancellation.signal));
    return error instanceof InputError || error instanceof UsageError ? EXIT_USAGE : EXIT_FAILED;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    terminal.stopBars();
  }
}
