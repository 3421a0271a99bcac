import { beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/clock.ts';
import { runJob, type Job, type JobScope } from '../../src/actions/job.ts';
import { openShell, type ActionShell } from '../../src/actions/shell.ts';

interface Run {
  readonly name: string;
  readonly failure?: unknown;
}

/** What happened, in order: the job's steps, the report, and each client's closing. */
let events: string[];
/** What the run wrote on its standard output. */
let written: string[];
let shell: ActionShell;
const errorLines = () => written.filter((line) => line.startsWith('::error'));

beforeEach(() => {
  events = [];
  written = [];
  const write = (text: string) => written.push(text);
  shell = openShell({
    env: {},
    stdout: { write },
    stderr: { write },
    clock: systemClock,
    signals: process,
  });
});

/** A client that says when it is closed. */
function client(name: string): AsyncDisposable {
  return {
    [Symbol.asyncDispose]: async () => {
      events.push(`closed ${name}`);
    },
  };
}

/** A job that opens two clients (and none for a setting left off), then does `then`. */
function job(then: (scope: JobScope<Run>) => Run): Job<Run> {
  return {
    start: { name: 'start' },
    work: async (scope: JobScope<Run>) => {
      scope.use(client('api'));
      scope.use(undefined);
      scope.use(client('probe'));
      events.push('worked');
      return then(scope);
    },
    report: async (run: Run, error: string | undefined) => {
      events.push(`reported ${run.name}: ${error ?? 'no error'}`);
    },
  };
}

describe("an action's job", () => {
  it.each([
    ['succeeds', () => ({ name: 'done' }), 'reported done: no error', []],
    [
      'answers a failed run',
      () => ({ name: 'failed', failure: new Error('The deployment failed.') }),
      'reported failed: The deployment failed.',
      ['::error::The deployment failed.\n'],
    ],
    [
      'throws',
      ({ reached }: JobScope<Run>) => {
        reached({ name: 'half' });
        throw new Error("Input 'instance' has 'x': set it to your instance's id.");
      },
      "reported half: Input 'instance' has 'x': set it to your instance's id.",
      ["::error::Input 'instance' has 'x': set it to your instance's id.\n"],
    ],
  ])(
    'that %s is reported, then its clients closed, its failure in one line',
    async (...[, then, report, lines]) => {
      await runJob(shell, job(then));
      expect(events).toEqual(['worked', report, 'closed probe', 'closed api']);
      expect(errorLines()).toEqual(lines);
      expect(shell.core.exitCode).toBe(lines.length === 0 ? 0 : 1);
    },
  );

  it('reports the run it started with when the job throws before it opens anything', async () => {
    await runJob<Run>(shell, {
      start: { name: 'start' },
      work: async () => {
        throw new Error("Input 'api-key' is required.");
      },
      report: async (run: Run, error) => {
        events.push(`reported ${run.name}: ${error}`);
      },
    });
    expect(events).toEqual(["reported start: Input 'api-key' is required."]);
    expect(errorLines()).toEqual(["::error::Input 'api-key' is required.\n"]);
  });

  it('closes its clients, and stops listening for a cancel, even when the report fails', async () => {
    const failing = {
      ...job(() => ({ name: 'done' })),
      report: async () => {
        throw new Error('summary lost');
      },
    };
    const listening = process.listenerCount('SIGTERM');
    await expect(runJob(shell, failing)).rejects.toThrow('summary lost');
    expect(events).toEqual(['worked', 'closed probe', 'closed api']);
    // Nor does the ended run still listen for the runner's cancel.
    expect(process.listenerCount('SIGTERM')).toBe(listening);
  });
});
