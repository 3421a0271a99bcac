// How every action runs its job, written once: the job opens its clients through `use`, which
// holds them until the run is reported (closed then, by `await using`, whatever happened); a run
// that answers a failure fails like one thrown; outputs and the summary are written from the run
// as far as it got; and the failure ends in the one error line `runShell` writes.
import { runShell, type ActionShell } from './shell.js';

/** What a job answers: its run, with the failure that ended it, if one did. */
export interface JobRun {
  readonly failure?: unknown;
}

/** What a job is given to work with. */
export interface JobScope<Run extends JobRun> {
  /** Aborts when the runner cancels the run. */
  readonly signal: AbortSignal;
  /** Holds a client (none is held as none) until the run is reported, then closes it. */
  use<Client extends AsyncDisposable | undefined>(client: Client): Client;
  /** The run as far as it is known, reported when the job throws before it answers one. */
  reached(run: Run): void;
}

export interface Job<Run extends JobRun> {
  /** The run reported when the job throws before anything is known, e.g. on a bad input. */
  readonly start: Run;
  /** Reads the inputs, opens the clients, runs the job, and answers its run. */
  work(scope: JobScope<Run>): Promise<Run>;
  /** Sets the outputs and writes the summary of the run, with the failure's message, if any. */
  report(run: Run, error: string | undefined): Promise<void>;
}

/** Runs an action's job, reports its run, closes its clients, and ends any failure in one line. */
export async function runJob<Run extends JobRun>(shell: ActionShell, job: Job<Run>): Promise<void> {
  await using clients = new AsyncDisposableStack();
  let run = job.start;
  await runShell(
    shell,
    async (signal) => {
      run = await job.work({
        signal,
        use: (client) => clients.use(client),
        reached: (known) => {
          run = known;
        },
      });
      if (run.failure !== undefined) throw run.failure;
    },
    (error) => job.report(run, error),
  );
}
