// The runner's side of an action, as the runner reads it: inputs from INPUT_* variables,
// workflow commands (`::warning file=…::message`) on standard output, outputs and the job
// summary appended to the files GITHUB_OUTPUT and GITHUB_STEP_SUMMARY name.
//
// This is what @actions/core does for these calls, written here because @actions/core loads an
// OIDC client, and with it a second HTTP stack, on every start: two thirds of a skipped run's
// time. Everything passed in here has been through the shell's guard first. A `Runner` speaks
// through the variables and the standard output it is given: the bundle's are the process's, a
// test's its own, so that a whole action runs in the test's process.
import { appendFileSync, closeSync, openSync, readSync } from 'node:fs';

/** node:os's EOL, without loading node:os (a module no skipped run otherwise needs). */
const EOL = process.platform === 'win32' ? '\r\n' : '\n';

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

/**
 * Random bytes read ahead from the kernel, 16 for each UUID: one read serves a deploy's outputs
 * (18 of them) and its stretches without commands.
 */
const RANDOM_POOL_BYTES = 16 * 32;
let randomPool = Buffer.alloc(0);

/** The next 16 random bytes of the pool, read again from /dev/urandom once it is used up. */
function randomBytes16(): Buffer {
  if (randomPool.length < 16) {
    const bytes = Buffer.alloc(RANDOM_POOL_BYTES);
    const file = openSync('/dev/urandom', 'r');
    try {
      if (readSync(file, bytes) !== bytes.length) throw new Error('a short read');
    } finally {
      closeSync(file);
    }
    randomPool = bytes;
  }
  // A copy, so that a caller's changes cannot reach the bytes still to be given out.
  const taken = Buffer.from(randomPool.subarray(0, 16));
  randomPool = randomPool.subarray(16);
  return taken;
}

/**
 * A random UUID (version 4), from the kernel's generator where it has one (/dev/urandom, on the
 * Linux and macOS runners, read 512 bytes at a time), else from node:crypto's randomUUID
 * (Windows). node:crypto is not loaded for it because loading it costs a skipped run more than
 * all its own modules' code does (measured on 2026-11-27, docs/benchmarks.md), and nothing else a
 * skipped run against an http:// service needs it (an https:// one loads it with node:tls).
 */
export function randomUuid(): string {
  let bytes: Buffer;
  try {
    bytes = randomBytes16();
  } catch {
    return process.getBuiltinModule('node:crypto').randomUUID();
  }
  // The version (4) and the variant (10xx), as RFC 9562 sets them.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** `%`, CR and LF are what end a command's message early; the runner decodes them. */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A property value also ends at `:` or `,`. */
function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** What a runner gives a step to speak through: its variables and its standard output. */
export interface RunnerIO {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stdout: { write(text: string): unknown };
}

/** The runner's protocol over one step's variables and standard output. */
export class Runner {
  /** 1 once the step has failed, as `process.exitCode` is set by @actions/core. */
  exitCode = 0;
  private readonly io: RunnerIO;

  constructor(io: RunnerIO) {
    this.io = io;
  }

  /** An input by its action.yml name, trimmed; '' when it is not set. */
  getInput = (name: string): string => (this.io.env[inputVariable(name)] ?? '').trim();

  /** Asks the runner to mask `value` wherever it would show it. */
  setSecret = (value: string): void => {
    this.command('add-mask', value);
  };

  info = (message: string): void => {
    this.io.stdout.write(`${message}${EOL}`);
  };

  debug = (message: string): void => {
    this.command('debug', message);
  };

  notice = (message: string, properties?: AnnotationProperties): void => {
    this.command('notice', message, properties);
  };

  warning = (message: string, properties?: AnnotationProperties): void => {
    this.command('warning', message, properties);
  };

  error = (message: string, properties?: AnnotationProperties): void => {
    this.command('error', message, properties);
  };

  /** Fails the step with one error line, on the place in a file it is about when there is one. */
  setFailed = (message: string, properties?: AnnotationProperties): void => {
    this.exitCode = 1;
    this.error(message, properties);
  };

  /** Runs `phase` folded in the log under `title`. */
  group = async <T>(title: string, phase: () => Promise<T>): Promise<T> => {
    this.command('group', title);
    try {
      return await phase();
    } finally {
      this.command('endgroup', '');
    }
  };

  /**
   * Sets a step output, in the GITHUB_OUTPUT file as `name<<delimiter`, value, delimiter: a
   * random delimiter that the value cannot forge, since neither may hold it.
   */
  setOutput = (name: string, value: string): void => {
    const file = this.io.env.GITHUB_OUTPUT;
    if (!file) {
      // Not run by a runner that reads outputs from a file: the older command still works.
      this.io.stdout.write(EOL);
      this.command(`set-output name=${escapeProperty(name)}`, value);
      return;
    }
    const delimiter = `ghadelimiter_${randomUuid()}`;
    if (name.includes(delimiter) || value.includes(delimiter)) {
      throw new Error(`The output '${name}' holds its own delimiter.`);
    }
    appendFileSync(file, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, 'utf8');
  };

  /** Adds HTML to the job summary; nothing when the runner keeps none. */
  appendSummary = async (html: string): Promise<void> => {
    const file = this.io.env.GITHUB_STEP_SUMMARY;
    if (!file) return;
    // Written at once, as the outputs are: a summary is a few kilobytes, and an asynchronous
    // write would load node:fs/promises (3 ms) for it, and start libuv's thread pool (about
    // 1 ms) in a run that has not needed it yet.
    appendFileSync(file, `${html}${EOL}`, 'utf8');
  };

  /**
   * Runs `work` with the runner reading no workflow command on standard output: what a library
   * writes there (@actions/core's own lines, with what a service answered in them) is shown,
   * never obeyed. The token that ends the stretch is random, so nothing written in it can end it
   * early.
   */
  withoutCommands = async <T>(work: () => Promise<T>): Promise<T> => {
    const token = randomUuid();
    this.io.stdout.write(`::stop-commands::${token}${EOL}`);
    try {
      return await work();
    } finally {
      this.io.stdout.write(`::${token}::${EOL}`);
    }
  };

  private command(name: string, message: string, properties?: AnnotationProperties): void {
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
    this.io.stdout.write(`::${head}::${escapeData(message)}${EOL}`);
  }
}
