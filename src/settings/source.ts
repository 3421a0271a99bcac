// Where a front end's settings come from, and the one way each kind of value is read from it. A
// runner gives an action its inputs as INPUT_* variables (src/actions/inputs.ts); the settings
// of each job are read through this interface, so that every front end reads them alike and
// names them as its users write them in its messages.
import { AmezmoDeployError } from '../errors.js';

/** A front end's settings by name, e.g. a runner's inputs. */
export interface SettingSource<Name extends string = string> {
  /** The setting's value, trimmed; its default when it was not given. */
  text(name: Name): string;
  /** Whether the setting was given, rather than left to its default. */
  given(name: Name): boolean;
  /** A secret setting's value, hidden from every log the moment it is read. */
  secret(name: Name): string;
  /** How a message names the setting, e.g. `Input 'instance'`. */
  label(name: Name): string;
  /**
   * How a message tells the user to give the setting this value, e.g. `set force: true` (the
   * action's workflow) or `pass --force` (the command line); `set <name>: <value>` when absent.
   */
  instruct?(name: Name, value: string): string;
}

/** How a message tells the user to give `name` the value `value`, in the source's own words. */
export function instruction<N extends string>(
  source: SettingSource<N>,
  name: N,
  value: string,
): string {
  return source.instruct?.(name, value) ?? `set ${name}: ${value}`;
}

/** A setting with a value that cannot be used; the message says which, why, and what to do. */
export class InputError extends AmezmoDeployError {
  readonly errorCode = 'input-invalid';
  constructor(message: string) {
    super(message);
    this.name = 'InputError';
  }
}

/** `<label> has '<value>': <problem>`. */
export function has(label: string, value: string, problem: string): InputError {
  return new InputError(`${label} has '${value}': ${problem}`);
}

/** The setting, or an error saying it is required and how to set it. */
export function requiredText<N extends string>(
  source: SettingSource<N>,
  name: N,
  hint: string,
): string {
  const value = source.text(name);
  if (value === '') throw new InputError(`${source.label(name)} is required: ${hint}`);
  return value;
}

/** The setting's non-empty lines, each trimmed. */
export function linesOf<N extends string>(source: SettingSource<N>, name: N): string[] {
  return source
    .text(name)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * YAML 1.2's words for true and false, exactly as @actions/core's getBooleanInput takes them;
 * anything else is refused, so that `yes`, `1` or `ture` are never read as a choice.
 */
export function parseBoolean(label: string, value: string): boolean {
  if (value === 'true' || value === 'True' || value === 'TRUE') return true;
  if (value === 'false' || value === 'False' || value === 'FALSE') return false;
  throw has(label, value, 'use true or false.');
}

export function booleanOf<N extends string>(source: SettingSource<N>, name: N): boolean {
  return parseBoolean(source.label(name), source.text(name));
}
