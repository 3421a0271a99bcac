// The command line's exit codes: one table, which `--help`, the README's table (checked by a
// test) and `exitCodeOf` all read, so that a script can act on what happened without reading the
// log. A failure's code comes from what the run learnt, not from its message.
import { AmezmoDeployError } from '../errors.js';

/** Each exit code, by what it says; the numbers are the command line's public contract. */
export const EXIT = {
  ok: 0,
  failed: 1,
  usage: 2,
  rolledBack: 3,
  unhealthyLive: 4,
  timedOut: 5,
  uncertain: 6,
} as const;

export type ExitName = keyof typeof EXIT;

/** What each code means, in the words of `--help` and the README. */
export const EXIT_MEANINGS: Readonly<Record<ExitName, string>> = {
  ok: 'done, or skipped (a `notice:` line says why)',
  failed: 'failed (one `error:` line, last, says why)',
  usage: 'a usage error: a flag or a variable that cannot be used, named in the `error:` line',
  rolledBack:
    'the release was unhealthy and was rolled back: the last healthy release is live again',
  unhealthyLive:
    'the release was not proven healthy (unhealthy, or never live) and nothing was rolled back (none was asked for, or none could be made)',
  timedOut:
    'the deployment had not ended within --wait-timeout (cancelled, unless --no-cancel-on-abort)',
  uncertain:
    'the outcome is uncertain: no answer came for the archive, or one came before it was sent whole, so the deployment may exist',
};

/** A command line that cannot be run as given; the message says which flag and what to do. */
export class UsageError extends AmezmoDeployError {
  readonly errorCode = 'usage-invalid';
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/**
 * The exit code of a command that failed with `error`: the `exit` its code maps to
 * (`src/errors.ts`), or its cause's when it says only that the run failed; a cancelled run
 * failed (1).
 */
export function exitCodeOf(error: unknown, cancelled = false): number {
  if (cancelled) return EXIT.failed;
  for (let cause = error, depth = 0; cause instanceof Error && depth < 8; depth += 1) {
    const exit = cause instanceof AmezmoDeployError ? cause.exit : 'failed';
    // A usage error is the command's own failure: one found under another failure is not.
    if (exit !== 'failed' && (exit !== 'usage' || depth === 0)) return EXIT[exit];
    cause = cause.cause;
  }
  return EXIT.failed;
}

/** The exit codes as `--help` ends: one line a code. */
export function exitCodesHelp(): string {
  const lines = (Object.keys(EXIT) as ExitName[]).map(
    (name) => `  ${EXIT[name]}  ${EXIT_MEANINGS[name].replace(/`/g, '')}`,
  );
  return [
    '',
    '',
    'Exit codes:',
    ...lines,
    'A second Ctrl-C or SIGTERM quits at once (130, 143). The log is written on stderr, the result on stdout.',
  ].join('\n');
}
