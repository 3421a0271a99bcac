// What every action's shell shares: one guard between the outside world and the runner (the log,
// annotations, outputs, the summary), the secrets it redacts, cancellation on the runner's
// signals, and how a bundle starts.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as core from './runner.js';
import { messageOf } from '../api/index.js';
import { failureOf, RunCancelledError } from '../pipeline/index.js';
import { safeText, type Logger } from '../logger.js';
import { redact } from '../secrets.js';

/** The secrets of this run, once read: never written, in any spelling. */
const secrets: string[] = [];

/** Masks a secret for the runner and redacts it, in every spelling, from all this shell writes. */
export function addSecret(value: string): void {
  // Masked once: a setting read twice is not announced to the runner twice.
  if (value === '' || secrets.includes(value)) return;
  core.setSecret(value);
  secrets.push(value);
}

/** Makes any text fit for the log, an annotation, an output or the summary. */
export function guard(text: string): string {
  return safeText(redact(text, secrets));
}

export const coreLogger: Logger = {
  debug: (message) => core.debug(guard(message)),
  info: (message) => core.info(guard(message)),
  warning: (message) => core.warning(guard(message)),
  notice: (message) => core.notice(guard(message)),
};

/** Runs one phase folded in the log under its title. */
export function group<T>(title: string, phase: () => Promise<T>): Promise<T> {
  return core.group(guard(title), phase);
}

export function setOutputs(outputs: Record<string, string>): void {
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, guard(value));
}

/** Writes the job summary's HTML; a summary that cannot be written is a warning, not a failure. */
export async function writeSummary(html: string): Promise<void> {
  try {
    await core.appendSummary(html);
  } catch (error) {
    coreLogger.warning(`Could not write the job summary: ${messageOf(error)}`);
  }
}

/**
 * Where in the repository a failure is, when the error says (`location: { file, line }`, as a
 * problem in a file the action reads does), for the annotation.
 */
function placeOf(error: unknown): core.AnnotationProperties | undefined {
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
  work: (signal: AbortSignal) => Promise<void>,
  finish: (error: string | undefined) => Promise<void>,
): Promise<void> {
  const cancellation = new AbortController();
  const onSignal = (signal: NodeJS.Signals): void => {
    if (cancellation.signal.aborted) return;
    coreLogger.info(`Received ${signal}: stopping.`);
    cancellation.abort(new RunCancelledError(signal));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  let failure: string | undefined;
  try {
    await work(cancellation.signal);
  } catch (error) {
    const told = failureOf(error, cancellation.signal);
    failure = told.message;
    const cancelled = told.cancelled;
    // One error line, shown on the line of the file it is about when the error says which.
    core.setFailed(guard(failure), cancelled ? undefined : placeOf(error));
  } finally {
    try {
      await finish(failure);
    } finally {
      // Even when the report fails: a later signal must not be heard by a run that has ended.
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
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

/**
 * Runs the action when its bundle is started by a runner. Started by hand, the action would read
 * no inputs and write nowhere a runner reads: it says so and exits 1. Imported (by tests, or by
 * `npm run local`), it does nothing.
 */
export async function startWhenRun(moduleUrl: string, run: () => Promise<void>): Promise<void> {
  if (!isEntryPoint(moduleUrl)) return;
  if (process.env.GITHUB_ACTIONS === 'true') {
    await run();
    return;
  }
  process.stderr.write(
    'amezmo-deploy runs as a step of a GitHub Actions workflow, and GITHUB_ACTIONS is not "true" ' +
      'here. To try it on this machine, run `npm run demo` (against the bundled simulator) or ' +
      '`npm run local`.\n',
  );
  process.exitCode = 1;
}
