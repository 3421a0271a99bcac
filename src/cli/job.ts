// How every command runs its job, written once: the job opens its clients through `use`, which
// holds them until the job ends (closed then, by `await using`, whatever happened); the run is
// told (its facts, or its JSON, and the dotenv file) with the line of its failure, in the
// command line's words; and the failure is answered, for `runCommand` to end the command with
// its one error line and exit code.
import type { ClientContext } from '../settings/index.js';
import type { Part } from '../summary.js';
import type { Invocation } from './invocation.js';
import { tellRun } from './report.js';
import { failureLine } from './shell.js';
import type { Terminal } from './terminal.js';

/** What a command is run with. */
export interface Command {
  readonly invocation: Invocation;
  readonly terminal: Terminal;
  /** Aborts on Ctrl-C or SIGTERM. */
  readonly signal: AbortSignal;
}

/** What a job answers: its run, with the failure that ended it, if one did. */
export interface JobRun {
  readonly failure?: unknown;
}

/** What a job is given to open its clients with. */
export interface JobScope {
  /** Holds a client (none is held as none) until the job ends, then closes it. */
  use<Client extends AsyncDisposable | undefined>(client: Client): Client;
  /** Where the command's clients log, and the variables they read their proxy and limits from. */
  readonly clients: ClientContext;
}

export interface Job<Run extends JobRun> {
  /** Runs the job with the clients it opens, and answers its run. */
  work(scope: JobScope): Promise<Run>;
  /** What the run tells: the outputs the action would set, and the parts of its facts. */
  told(run: Run): {
    readonly outputs: Record<string, string>;
    readonly parts: (error: string | undefined) => Part[];
  };
  /** The failure of a run, when more than its own ends it (a drift); else `run.failure`. */
  failureOf?(run: Run): unknown;
}

/** Runs a command's job, closes its clients, tells its run, and answers its failure, if any. */
export async function runJob<Run extends JobRun>(
  command: Command,
  job: Job<Run>,
): Promise<unknown> {
  const { invocation, terminal, signal } = command;
  const run = await withClients(
    { logger: terminal.logger, env: invocation.env, clock: invocation.clock },
    job.work,
  );
  const failure = job.failureOf ? job.failureOf(run) : run.failure;
  const { outputs, parts } = job.told(run);
  tellRun(
    terminal,
    { json: invocation.json, dotenv: invocation.given.dotenv, cwd: invocation.cwd },
    { outputs, parts, error: failure === undefined ? undefined : failureLine(failure, signal) },
  );
  return failure;
}

/** The answer of `work`, the clients it opened closed before it is told, as they always were. */
function withClients<Run>(
  clients: ClientContext,
  work: (scope: JobScope) => Promise<Run>,
): Promise<Run> {
  return withClient(new AsyncDisposableStack(), (held) =>
    work({ use: (client) => held.use(client), clients }),
  );
}

/** The answer of `work` with `client`, which is closed when the work ends, however it ends. */
export async function withClient<Client extends AsyncDisposable, Answer>(
  client: Client,
  work: (client: Client) => Promise<Answer>,
): Promise<Answer> {
  await using held = client;
  // Awaited here, so that the client is closed after the work ends, not as it starts.
  return await work(held);
}
