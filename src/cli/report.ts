// How a command's run is told: the facts on standard output (or one JSON object with --json),
// and with --dotenv a file of AMEZMO_* variables, as GitLab's `artifacts:reports:dotenv` reads
// them (one KEY=value a line, no quotes, no empty line, no comment) for `environment:url` and
// later jobs.
import { writeFileSync } from 'node:fs';
import { DOTENV_MARKER } from '../archive/own.js';
import { summaryText, type Part } from '../summary.js';
import { has } from '../settings/source.js';
import type { Terminal } from './terminal.js';

/** `environment-url` is AMEZMO_ENVIRONMENT_URL. */
export function dotenvName(output: string): string {
  return `AMEZMO_${output.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

/** The outputs as dotenv lines; each value on one line, as `guard` makes it. */
export function dotenvText(
  outputs: Readonly<Record<string, string>>,
  guard: (text: string) => string,
): string {
  return Object.entries(outputs)
    .map(([name, value]) => `${dotenvName(name)}=${guard(value).trim()}\n`)
    .join('');
}

export function writeDotenv(
  file: string,
  outputs: Readonly<Record<string, string>>,
  terminal: Terminal,
): void {
  try {
    // Its first line marks the file as the tool's own, so that no later deploy ships it.
    writeFileSync(file, `${DOTENV_MARKER}\n${dotenvText(outputs, (text) => terminal.guard(text))}`);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw has(
      '--dotenv',
      file,
      `the file cannot be written (${typeof code === 'string' ? code : 'unwritable'}); give a path in a folder that exists.`,
    );
  }
}

/**
 * Tells a run: its JSON (the outputs the action would set, and `error` when it failed), or its
 * facts as lines; then the dotenv file. A failed run's message is not repeated in its facts:
 * the one error line at the end tells it.
 */
export function tellRun(
  terminal: Terminal,
  options: { readonly json: boolean; readonly dotenv: string | undefined },
  run: {
    readonly outputs: Record<string, string>;
    readonly parts: (error: string | undefined) => Part[];
    readonly error: string | undefined;
  },
): void {
  if (options.json) {
    terminal.json({ ...run.outputs, ...(run.error === undefined ? {} : { error: run.error }) });
  } else {
    const parts = run.parts(run.error === undefined ? undefined : 'see the error below');
    for (const line of summaryText(parts, (text) => terminal.guard(text))) terminal.out(line);
  }
  if (options.dotenv !== undefined) writeDotenv(options.dotenv, run.outputs, terminal);
}
