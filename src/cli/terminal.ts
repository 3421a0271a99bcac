// Where the command line writes. The log (what each step says, warnings, the one error line) goes
// to standard error; the result (the facts of the run, a list, or one JSON object with --json)
// goes to standard output, so that `amezmo-deploy deploy --json | jq` reads only the result. On
// a terminal, outside CI, the archive, the upload and the wait are drawn as progress bars
// (cli-progress); anywhere else every line is plain text, without an escape sequence. Every
// line passes through `guard`: text from outside is made safe once, and no secret is written.
import cliProgress from 'cli-progress';
import type { Writable } from 'node:stream';
import { formatBytes } from '../format.js';
import { safeText, type Logger } from '../logger.js';
import type { ReleaseProgress } from '../pipeline/index.js';
import { redact } from '../secrets.js';

type Env = Readonly<Record<string, string | undefined>>;

export interface TerminalOptions {
  readonly stdout: Writable;
  readonly stderr: Writable & { isTTY?: boolean };
  readonly env: Env;
  /** Write the steps' debug lines too. */
  readonly verbose: boolean;
}

/** Whether progress bars may be drawn: standard error is a terminal, and no CI is said to run. */
export function drawsBars(stderr: { isTTY?: boolean }, env: Env): boolean {
  const ci = env.CI !== undefined && env.CI !== '' && env.CI !== 'false' && env.CI !== '0';
  return stderr.isTTY === true && !ci && env.TERM !== 'dumb';
}

export class Terminal {
  readonly bars: boolean;
  readonly logger: Logger;
  private readonly secrets: string[] = [];
  private multibar: cliProgress.MultiBar | undefined;
  private readonly active = new Map<string, cliProgress.SingleBar>();
  private waitTimer: NodeJS.Timeout | undefined;
  private readonly options: TerminalOptions;

  constructor(options: TerminalOptions) {
    this.options = options;
    this.bars = drawsBars(options.stderr, options.env);
    this.logger = {
      debug: (message) => {
        if (options.verbose) this.line(`debug: ${message}`);
      },
      info: (message) => this.line(message),
      notice: (message) => this.line(`notice: ${message}`),
      warning: (message) => this.line(`warning: ${message}`),
    };
  }

  /** Hides a secret, in every spelling, from all that is written from now on. */
  addSecret(value: string): void {
    if (value !== '' && !this.secrets.includes(value)) this.secrets.push(value);
  }

  /** Makes any text fit to be written: one line, no escape sequence, no secret. */
  guard(text: string): string {
    return safeText(redact(text, this.secrets));
  }

  /** A line of the log, on standard error (above the bars while they are drawn). */
  private line(text: string): void {
    const guarded = `${this.guard(text)}\n`;
    if (this.multibar) this.multibar.log(guarded);
    else this.options.stderr.write(guarded);
  }

  /** A line of the result, on standard output. */
  out(text: string): void {
    this.options.stdout.write(`${this.guard(text)}\n`);
  }

  /** Whether the JSON result was written. */
  wroteJson = false;

  /** The JSON result: one object, on one line; JSON escapes every control character. */
  json(value: unknown): void {
    this.wroteJson = true;
    this.options.stdout.write(`${redact(JSON.stringify(value), this.secrets)}\n`);
  }

  /** The one error line a failed command ends with. */
  fail(message: string): void {
    this.stopBars();
    this.options.stderr.write(`error: ${this.guard(message)}\n`);
  }

  /** Runs one phase under its title; the bars it drew stay drawn, finished, when it ends. */
  async group<T>(title: string, phase: () => Promise<T>): Promise<T> {
    this.line(`==> ${title}`);
    try {
      return await phase();
    } finally {
      this.stopBars();
    }
  }

  /**
   * Runs `work` with what a library writes on standard output (@actions/artifact's lines) turned
   * into debug lines of the log, so that standard output keeps only the result.
   */
  async quiet<T>(work: () => Promise<T>): Promise<T> {
    const stdout = process.stdout;
    const write = stdout.write;
    stdout.write = ((chunk: string | Uint8Array) => {
      for (const text of String(chunk).split('\n')) if (text !== '') this.logger.debug(text);
      return true;
    }) as typeof stdout.write;
    try {
      return await work();
    } finally {
      stdout.write = write;
    }
  }

  /** What the steps of a release tell, drawn as bars; undefined when no bars are drawn. */
  progress(waitTimeoutSeconds: number): ReleaseProgress | undefined {
    if (!this.bars) return undefined;
    return {
      archive: (done, total) => this.bytesBar('archive', 'Archive', done, total),
      upload: (sent, total) => this.bytesBar('upload', 'Upload ', sent, total),
      status: (deploymentId, status) => this.waitBar(deploymentId, status, waitTimeoutSeconds),
    };
  }

  private barStack(): cliProgress.MultiBar {
    this.multibar ??= new cliProgress.MultiBar(
      {
        stream: this.options.stderr as NodeJS.WritableStream,
        clearOnComplete: false,
        hideCursor: true,
        barsize: 30,
        autopadding: true,
      },
      cliProgress.Presets.shades_classic,
    );
    return this.multibar;
  }

  private bytesBar(key: string, title: string, done: number, total: number): void {
    const payload = { done: formatBytes(done), all: formatBytes(total) };
    const bar = this.active.get(key);
    if (bar) {
      bar.update(done, payload);
      return;
    }
    this.active.set(
      key,
      this.barStack().create(Math.max(total, 1), done, payload, {
        format: `${title} {bar} {percentage}% | {done} of {all}`,
      }),
    );
  }

  private waitBar(deploymentId: number, status: string, timeoutSeconds: number): void {
    const payload = { status: this.guard(status) };
    const bar = this.active.get('wait');
    if (bar) {
      bar.update(payload);
      return;
    }
    const started = Date.now();
    const created = this.barStack().create(timeoutSeconds, 0, payload, {
      format: `Deployment ${deploymentId} {bar} {status} | {duration_formatted} of ${timeoutSeconds} s`,
    });
    this.active.set('wait', created);
    this.waitTimer = setInterval(() => {
      created.update(Math.min(timeoutSeconds, Math.floor((Date.now() - started) / 1000)));
    }, 1000);
    this.waitTimer.unref();
  }

  /** Stops drawing: the bars stay as last drawn, and lines are written plainly again. */
  stopBars(): void {
    if (this.waitTimer) clearInterval(this.waitTimer);
    this.waitTimer = undefined;
    this.active.clear();
    // A last drawing writes the lines logged since the one before; stopping alone drops them.
    this.multibar?.update();
    this.multibar?.stop();
    this.multibar = undefined;
  }
}
