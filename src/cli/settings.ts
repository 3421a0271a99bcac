// The command line's settings: flags named as the actions' inputs are (`--wait-timeout` for
// `wait-timeout`), a few environment variables, and the defaults of the actions' action.yml. A
// flag wins over its variable, and a variable over the default. The API key is read from
// AMEZMO_API_KEY or from the file --api-key-file names, never from a flag's value: a value on a
// command line is seen by every user of the machine and kept in the shell's history.
import type { Wording } from '../api/index.js';
import { readSmallFile } from '../small-file.js';
import { ACTIONS, InputError, type SettingSource } from '../settings/index.js';

type Env = Readonly<Record<string, string | undefined>>;

/** The variables settings are read from, by setting. */
export const VARIABLES: Readonly<Record<string, string>> = {
  'api-key': 'AMEZMO_API_KEY',
  instance: 'AMEZMO_INSTANCE',
  environment: 'AMEZMO_ENVIRONMENT',
  'base-url': 'AMEZMO_BASE_URL',
  'github-token': 'GITHUB_TOKEN',
  'ledger-dir': 'AMEZMO_LEDGER_DIR',
};

/** One flag of a command. */
export interface FlagSpec {
  /** The setting it gives: an input of the action, by its action.yml name, or the CLI's own. */
  readonly name: string;
  /** As commander reads it, e.g. `--instance <id>`; a switch takes no value. */
  readonly flags: string;
  readonly description: string;
  /**
   * `text` (the default) takes a value; `list` may be given again, each value a line; `switch`
   * (`--force`) means true; `negated` (`--no-wait`) means false.
   */
  readonly kind?: 'text' | 'list' | 'switch' | 'negated';
  readonly choices?: readonly string[];
}

/** The long flag of a spec, e.g. `--instance`; `--wait` for `--no-wait`. */
export function longFlag(spec: FlagSpec): string {
  const long = /--[\w-]+/.exec(spec.flags)?.[0] ?? `--${spec.name}`;
  return long.replace(/^--no-/, '--');
}

/** The settings as the command line gave them. */
export interface CommandLine {
  /** The flags of the command. */
  readonly specs: readonly FlagSpec[];
  /** The value of each flag given on the command line, as text, by setting name. */
  readonly given: Readonly<Record<string, string>>;
  readonly env: Env;
  /** The action whose action.yml gives the defaults. */
  readonly action: keyof typeof ACTIONS;
  /** Settings the command line sets itself, whatever the action's default. */
  readonly fixed?: Readonly<Record<string, string>>;
  /** Reads the file --api-key-file names; `readKeyFile` when absent. */
  readFile?(path: string): string;
  /** Hides a secret from every line written, the moment it is read. */
  addSecret(value: string): void;
}

/** The command line's settings as every front end's settings are read. */
export function commandLineSource(line: CommandLine): SettingSource<string> {
  const { given, env } = line;
  const inputs = ACTIONS[line.action].inputs as Record<string, { default: string }>;
  const spec = (name: string) => line.specs.find((candidate) => candidate.name === name);
  const variable = (name: string): string | undefined => {
    const variableName = VARIABLES[name];
    const value = variableName === undefined ? undefined : env[variableName];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };
  /** The flag as it is written: `--no-wait` for a setting that only a negated flag sets. */
  const flagOf = (name: string) => {
    const found = spec(name);
    if (!found) return `--${name}`;
    return found.kind === 'negated' ? `--no-${longFlag(found).slice(2)}` : longFlag(found);
  };
  const text = (name: string): string => {
    if (line.fixed?.[name] !== undefined) return line.fixed[name];
    if (given[name] !== undefined && spec(name)) return given[name].trim();
    return variable(name) ?? inputs[name]?.default ?? '';
  };
  const label = (name: string): string => {
    if (name === 'api-key') return keyLabel(given);
    if (given[name] !== undefined && spec(name)) return flagOf(name);
    const variableName = VARIABLES[name];
    if (variableName !== undefined && variable(name) !== undefined) return variableName;
    if (!spec(name)) return variableName ?? `--${name}`;
    return variableName === undefined ? flagOf(name) : `${flagOf(name)} (or ${variableName})`;
  };
  return {
    text,
    given: (name) =>
      line.fixed?.[name] === undefined &&
      ((given[name] !== undefined && spec(name) !== undefined) || variable(name) !== undefined),
    secret(name) {
      const value =
        name === 'api-key' ? readKey(line) : (line.fixed?.[name] ?? variable(name) ?? '');
      line.addSecret(value);
      return value;
    },
    label,
    instruct: (name, value) => {
      const found = spec(name);
      if (!found) return `set ${VARIABLES[name] ?? name}=${value}`;
      if (found.kind === 'switch') return `pass ${longFlag(found)}`;
      if (found.kind === 'negated') return `pass --no-${longFlag(found).slice(2)}`;
      return `pass ${longFlag(found)} ${value}`;
    },
  };
}

/** Where the key was read from, for messages about it. */
function keyLabel(given: Readonly<Record<string, string>>): string {
  return given['api-key-file'] !== undefined ? '--api-key-file' : 'AMEZMO_API_KEY';
}

/** The key: from the file --api-key-file names, else from AMEZMO_API_KEY. */
function readKey(line: CommandLine): string {
  const file = line.given['api-key-file'];
  if (file !== undefined) {
    let text: string;
    try {
      text = (line.readFile ?? readKeyFile)(file);
    } catch (error) {
      if (error instanceof InputError) throw error;
      const code = (error as { code?: unknown }).code;
      throw new InputError(
        `--api-key-file has '${file}': the file cannot be read (${typeof code === 'string' ? code : 'unreadable'}); ` +
          'give a file that holds only the key, e.g. one your CI writes from a secret.',
      );
    }
    // One line: the key, and the line break an editor or `echo` adds.
    return text.replace(/\r?\n$/, '');
  }
  const value = line.env.AMEZMO_API_KEY ?? '';
  if (value === '') {
    throw new InputError(
      'AMEZMO_API_KEY is not set, and --api-key-file is not given: set the variable from a ' +
        'masked secret of your CI (or export it in your shell), or pass --api-key-file FILE. The key is under Profile > API keys in the Amezmo dashboard.',
    );
  }
  return value;
}

/** The most a key file may hold: a key is a line, and a bigger file is not one. */
export const KEY_FILE_MAX_BYTES = 4096;

/**
 * The text of the file --api-key-file names: a regular file (a symbolic link to one will do) of
 * at most KEY_FILE_MAX_BYTES. It is opened without waiting, so that a FIFO or a device never
 * blocks the process (nor a SIGTERM), and checked once open, so that what is read is what was
 * checked.
 */
export function readKeyFile(path: string): string {
  return readSmallFile(
    path,
    KEY_FILE_MAX_BYTES,
    'a key',
    (what) =>
      new InputError(
        `--api-key-file has '${path}': ${what}; give a regular file that holds only the key, e.g. one your CI writes from a secret.`,
      ),
  );
}

/** The refusal of a key given as a flag's value; the value is never repeated. */
export const API_KEY_FLAG_REFUSED =
  '--api-key is not taken: a key on a command line is seen by every user of the machine and kept ' +
  "in the shell's history. Set AMEZMO_API_KEY (from your CI's masked secret), or pass --api-key-file FILE.";

/**
 * The command line's words for the engine's advice: the flag (and its variable) a user sets,
 * the CI's masked variable where the key is kept, the job run again.
 */
export const CLI_WORDING: Wording = {
  setting: (name) => {
    if (name === 'api-key') return 'AMEZMO_API_KEY (or the file --api-key-file names)';
    const variable = VARIABLES[name];
    return variable === undefined ? `--${name}` : `--${name} (or ${variable})`;
  },
  instruct: (name, value) =>
    value === 'true'
      ? `pass --${name}`
      : value === 'false'
        ? `pass --no-${name}`
        : `pass --${name} ${value}`,
  says: (name, value) =>
    value === 'true'
      ? `--${name} was given`
      : value === 'false'
        ? `--no-${name} was given`
        : `--${name} is ${value}`,
  keyStore: "your CI's masked variable AMEZMO_API_KEY (or a file you pass as --api-key-file)",
  rerun: 'the job',
  network: "the machine's network",
};
