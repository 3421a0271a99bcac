import { Writable } from 'node:stream';
import { beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/clock.ts';
import type { Invocation } from '../../src/cli/invocation.ts';
import { runJob, withClient, type JobScope } from '../../src/cli/job.ts';
import { runCommand } from '../../src/cli/shell.ts';
import { Terminal } from '../../src/cli/terminal.ts';
import { InputError } from '../../src/settings/source.ts';

interface Run {
  readonly name: string;
  readonly failure?: unknown;
}

/** What happened, in order: the job's steps, each client's closing, and each line written. */
let events: string[];
beforeEach(() => {
  events = [];
});

function stream(name: string): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n'))
        if (line !== '') events.push(`${name} ${line}`);
      done();
    },
  });
}

function command(json = false) {
  const invocation: Invocation = {
    given: {},
    env: {},
    cwd: '/',
    tempDir: '/tmp',
    clock: systemClock,
    json,
    verbose: false,
  };
  const terminal = new Terminal({
    stdout: stream('out'),
    stderr: stream('err'),
    env: {},
    verbose: false,
  });
  return { invocation, terminal };
}

/** A client that says when it is closed. */
function client(name: string): AsyncDisposable {
  return {
    [Symbol.asyncDispose]: async () => {
      events.push(`closed ${name}`);
    },
  };
}

/** Runs, as the command line does, a job that opens two clients and then does `then`. */
function run(
  then: (scope: JobScope) => Run,
  options: { json?: boolean; failureOf?: (run: Run) => unknown } = {},
): Promise<number> {
  const { invocation, terminal } = command(options.json);
  return runCommand(
    terminal,
    (signal) =>
      runJob<Run>(
        { invocation, terminal, signal },
        {
          work: async (scope) => {
            scope.use(client('api'));
            scope.use(undefined);
            scope.use(client('probe'));
            // The work ends later than it starts: its clients must outlive it.
            await Promise.resolve();
            events.push('worked');
            return then(scope);
          },
          told: (run) => ({
            outputs: { name: run.name },
            parts: (shown) => [
              {
                kind: 'facts',
                facts: [['Run', { text: `${run.name}${shown ? `, ${shown}` : ''}` }]],
              },
            ],
          }),
          ...(options.failureOf ? { failureOf: options.failureOf } : {}),
        },
      ),
    { json: options.json ?? false },
  );
}

describe("a command's job", () => {
  it('that succeeds closes its clients, then tells the run, and exits 0', async () => {
    expect(await run(() => ({ name: 'done' }))).toBe(0);
    expect(events).toEqual(['worked', 'closed probe', 'closed api', 'out Run: done']);
  });

  it('that answers a failed run tells it, then its failure in one error line, and its exit code', async () => {
    const code = await run(() => ({
      name: 'failed',
      failure: new InputError("--instance has 'x'."),
    }));
    expect(code).toBe(2);
    expect(events).toEqual([
      'worked',
      'closed probe',
      'closed api',
      'out Run: failed, see the error below',
      "err error: --instance has 'x'.",
    ]);
  });

  it('that throws closes its clients and ends in one error line, telling no run', async () => {
    const code = await run(() => {
      throw new Error('The API answered 500.');
    });
    expect(code).toBe(1);
    expect(events).toEqual([
      'worked',
      'closed probe',
      'closed api',
      'err error: The API answered 500.',
    ]);
  });

  it('fails a run that its own failure ends (a drift), though the run has none', async () => {
    const code = await run(() => ({ name: 'drifted' }), {
      failureOf: () => new Error('The environments differ from the file.'),
    });
    expect(code).toBe(1);
    expect(events.filter((line) => line.startsWith('err error:'))).toEqual([
      'err error: The environments differ from the file.',
    ]);
  });

  it.each([
    [
      'a failed run',
      () => ({ name: 'failed', failure: new Error('It broke.') }),
      ['out {"name":"failed","error":"It broke."}'],
    ],
    [
      'a throw',
      () => {
        throw new Error('It broke.');
      },
      ['out {"error":"It broke."}'],
    ],
  ])(
    'with --json, tells %s as one object with its error, and one error line',
    async (_name, then, json) => {
      expect(await run(then, { json: true })).toBe(1);
      expect(events.filter((line) => line.startsWith('out'))).toEqual(json);
      expect(events.filter((line) => line.startsWith('err error:'))).toEqual([
        'err error: It broke.',
      ]);
    },
  );
});

describe('a client held for one piece of work', () => {
  it('is closed when the work ends, and answers what the work answers', async () => {
    const answer = await withClient(client('api'), async () => {
      events.push('worked');
      return 7;
    });
    expect(answer).toBe(7);
    expect(events).toEqual(['worked', 'closed api']);
  });

  it('is closed when the work fails', async () => {
    await expect(
      withClient(client('api'), async () => {
        await Promise.resolve();
        events.push('worked');
        throw new Error('lost');
      }),
    ).rejects.toThrow('lost');
    expect(events).toEqual(['worked', 'closed api']);
  });
});
