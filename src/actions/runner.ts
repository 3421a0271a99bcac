// The runner's side of an action, as the runner reads it: inputs from INPUT_* variables,
// workflow commands (`::warning file=…::message`) on standard output, outputs and the job
// summary appended to the files GITHUB_OUTPUT and GITHUB_STEP_SUMMARY name.
//
// This is what @actions/core does for these calls, written here because @actions/core loads an
// OIDC client, and with it a second HTTP stack, on every start: two thirds of a skipped run's
// time. Everything passed in here has been through the shell's guard first.
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { EOL } from 'node:os';

/** Where an annotation points: a file, and a line in it. */
export interface AnnotationProperties {
  title?: string;
  file?: string;
  startLine?: number;
}

/** The variable a runner puts an input in: `base-url` in INPUT_BASE-URL. */
export function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

/** An input by its action.yml name, trimmed; '' when it is not set. */
export function getInput(name: string): string {
  return (process.env[inputVariable(name)] ?? '').trim();
}

/** `%`, CR and LF are what end a command's message early; the runner decodes them. */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A property value also ends at `:` or `,`. */
function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

function command(name: string, message: string, properties?: AnnotationProperties): void {
  const pairs = Object.entries({
    title: properties?.title,
    file: properties?.file,
    line: properties?.startLine,
  })
    // As @actions/core does: a property that is empty, or a line 0, is left out.
    .filter(([, value]) => Boolean(value))
    .map(([key, value]) => `${key}=${escapeProperty(String(value))}`);
  // And as it does, the space before them is written once any were passed, even all left out.
  const head = Object.keys(properties ?? {}).length > 0 ? `${name} ${pairs.join(',')}` : name;
  process.stdout.write(`::${head}::${escapeData(message)}${EOL}`);
}

/** Asks the runner to mask `value` wherever it would show it. */
export function setSecret(value: string): void {
  command('add-mask', value);
}

export function info(message: string): void {
  process.stdout.write(`${message}${EOL}`);
}

export function debug(message: string): void {
  command('debug', message);
}

export function notice(message: string, properties?: AnnotationProperties): void {
  command('notice', message, properties);
}

export function warning(message: string, properties?: AnnotationProperties): void {
  command('warning', message, properties);
}

export function error(message: string, properties?: AnnotationProperties): void {
  command('error', message, properties);
}

/** Fails the step with one error line, on the place in a file it is about when there is one. */
export function setFailed(message: string, properties?: AnnotationProperties): void {
  process.exitCode = 1;
  error(message, properties);
}

/** Runs `phase` folded in the log under `title`. */
export async function group<T>(title: string, phase: () => Promise<T>): Promise<T> {
  command('group', title);
  try {
    return await phase();
  } finally {
    command('endgroup', '');
  }
}

/**
 * Sets a step output, in the GITHUB_OUTPUT file as `name<<delimiter`, value, delimiter: a
 * random delimiter that the value cannot forge, since neither may hold it.
 */
export function setOutput(name: string, value: string): void {
  const file = process.env.GITHUB_OUTPUT;
  if (!file) {
    // Not run by a runner that reads outputs from a file: the older command still works.
    process.stdout.write(EOL);
    command(`set-output name=${escapeProperty(name)}`, value);
    return;
  }
  const delimiter = `ghadelimiter_${randomUUID()}`;
  if (name.includes(delimiter) || value.includes(delimiter)) {
    throw new Error(`The output '${name}' holds its own delimiter.`);
  }
  appendFileSync(file, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, 'utf8');
}

/** Adds HTML to the job summary; nothing when the runner keeps none. */
export async function appendSummary(html: string): Promise<void> {
  const file = process.env.GITHUB_STEP_SUMMARY;
  if (!file) return;
  await appendFile(file, `${html}${EOL}`, 'utf8');
}

/**
 * Runs `work` with the runner reading no workflow command on standard output: what a library
 * writes there (@actions/core's own lines, with what a service answered in them) is shown, never
 * obeyed. The token that ends the stretch is random, so nothing written in it can end it early.
 */
export async function withoutCommands<T>(work: () => Promise<T>): Promise<T> {
  const token = randomUUID();
  process.stdout.write(`::stop-commands::${token}${EOL}`);
  try {
    return await work();
  } finally {
    process.stdout.write(`::${token}::${EOL}`);
  }
}
