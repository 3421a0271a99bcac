// How a command's run is told: the facts on standard output (or one JSON object with --json),
// and with --dotenv a file of AMEZMO_* variables for GitLab's `artifacts:reports:dotenv`
// (`environment:url`, later jobs) that a POSIX shell may also source. GitLab reads a line as
// KEY=value, the value taken literally (quotes kept, nothing unescaped, only blanks trimmed),
// so no quoting reads the same there and in a shell: a value is written with only the characters
// a shell takes literally, every other byte percent-encoded (`%20` a space, `%27` a quote,
// `%24` a dollar), and GitLab and a shell then read the very same text, which runs nothing.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DOTENV_MARKER } from '../archive/index.js';
import { summaryText, type Part } from '../summary.js';
import { has } from '../settings/index.js';
import { jsonResult } from './json.js';
import type { Terminal } from './terminal.js';

/** GitLab refuses a dotenv file of this many bytes or more (its default `dotenv_size`). */
export const DOTENV_LIMIT_BYTES = 5120;

/** `environment-url` is AMEZMO_ENVIRONMENT_URL. */
export function dotenvName(output: string): string {
  return `AMEZMO_${output.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

/**
 * A value as a shell word that means itself: letters, digits and `_@+=:,./-` as they are, every
 * other byte of its UTF-8 as `%XX` (the `%` itself included, so that it decodes back).
 */
export function dotenvValue(value: string): string {
  return Array.from(Buffer.from(value, 'utf8'))
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /^[A-Za-z0-9_@+=:,./-]$/.test(char)
        ? char
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/** A value cut short to fit the file, and by how much. */
export interface DotenvCut {
  readonly name: string;
  readonly fromBytes: number;
  readonly toBytes: number;
}

/**
 * The outputs as dotenv lines, each value one line (as `guard` makes it) written as
 * `dotenvValue` makes it; the longest values are cut (ending in `...`) until the file is under
 * `limit` bytes, and each cut is answered.
 */
export function dotenvText(
  outputs: Readonly<Record<string, string>>,
  guard: (text: string) => string,
  limit = DOTENV_LIMIT_BYTES,
): { readonly text: string; readonly cuts: readonly DotenvCut[] } {
  const lines = Object.entries(outputs).map(([name, value]) => ({
    name: dotenvName(name),
    value: dotenvValue(guard(value).trim()),
  }));
  const size = () => lines.reduce((sum, line) => sum + line.name.length + line.value.length + 2, 0);
  const cuts = new Map<string, DotenvCut>();
  // Every character written is ASCII: a length is a size in bytes.
  for (let excess = size() - (limit - 1); excess > 0; excess = size() - (limit - 1)) {
    const longest = lines.reduce((best, line) =>
      line.value.length > best.value.length ? line : best,
    );
    if (longest.value.length <= 3) break;
    const kept = Math.max(0, longest.value.length - excess - 3);
    // Never half of a %XX.
    const value = `${longest.value.slice(0, kept).replace(/%[0-9A-F]?$/, '')}...`;
    cuts.set(longest.name, {
      name: longest.name,
      fromBytes: cuts.get(longest.name)?.fromBytes ?? longest.value.length,
      toBytes: value.length,
    });
    longest.value = value;
  }
  return {
    text: lines.map((line) => `${line.name}=${line.value}\n`).join(''),
    cuts: [...cuts.values()],
  };
}

export function writeDotenv(
  file: string,
  outputs: Readonly<Record<string, string>>,
  terminal: Terminal,
  cwd: string,
): void {
  // The marker's line counts towards GitLab's limit too.
  const { text, cuts } = dotenvText(
    outputs,
    (value) => terminal.guard(value),
    DOTENV_LIMIT_BYTES - DOTENV_MARKER.length - 1,
  );
  try {
    // Its first line marks the file as the tool's own, so that no later deploy ships it.
    writeFileSync(
      resolve(cwd, file),
      `${DOTENV_MARKER}
${text}`,
    );
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw has(
      '--dotenv',
      file,
      `the file cannot be written (${typeof code === 'string' ? code : 'unwritable'}); give a path in a folder that exists.`,
    );
  }
  for (const cut of cuts) {
    terminal.logger.notice(
      `--dotenv: ${cut.name} was cut from ${cut.fromBytes} to ${cut.toBytes} bytes (it ends in ...), ` +
        `as GitLab refuses a dotenv file of ${DOTENV_LIMIT_BYTES} bytes or more; --json tells the whole value.`,
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
  options: {
    readonly json: boolean;
    readonly dotenv: string | undefined;
    /** The working folder, which a relative --dotenv is written in. */
    readonly cwd: string;
  },
  run: {
    readonly outputs: Record<string, string>;
    readonly parts: (error: string | undefined) => Part[];
    readonly error: string | undefined;
  },
): void {
  if (options.json) {
    terminal.json(jsonResult(run.outputs, run.error));
  } else {
    const parts = run.parts(run.error === undefined ? undefined : 'see the error below');
    for (const line of summaryText(parts, (text) => terminal.guard(text))) terminal.out(line);
  }
  if (options.dotenv !== undefined) {
    writeDotenv(options.dotenv, run.outputs, terminal, options.cwd);
  }
}
