import { describe, expect, it } from 'vitest';
import type { RequestOptions } from '../../src/api/client.ts';
import { ApiError } from '../../src/api/errors.ts';
import { NetworkError, RedirectError, UnexpectedResponseError } from '../../src/http/errors.ts';
import { ShapeError } from '../../src/api/shape.ts';
import type { Deployment, DeploymentStatus, Environment } from '../../src/api/types.ts';
import { silentLogger, type Logger } from '../../src/logger.ts';
import {
  follow,
  followDeployment,
  StatusNotFollowedError,
  StatusRefusedError,
  WaitTimeoutError,
} from '../../src/pipeline/follow.ts';
import { fakeClock } from '../helpers/clock.ts';

/** A client whose answers come from a script, one per poll: a status, a whole record, or an error. */
function scripted(
  statuses: (string | Error | { id: number; status: unknown })[],
  environments: (Partial<Deployment> | null)[] = [],
) {
  const calls: string[] = [];
  // What each poll asked of the client's own retries.
  const attempts: (number | undefined)[] = [];
  return {
    calls,
    attempts,
    client: {
      getDeployment: async (_instance: string | number, id: number, options?: RequestOptions) => {
        calls.push(`deployment ${id}`);
        attempts.push(options?.maxAttempts);
        const next = statuses.shift() ?? 'pending';
        if (next instanceof Error) throw next;
        return (typeof next === 'string' ? { id, status: next } : next) as DeploymentStatus;
      },
      getEnvironment: async (
        _instance: string | number,
        _name: string,
        options?: RequestOptions,
      ) => {
        calls.push('environment');
        attempts.push(options?.maxAttempts);
        const current = environments.shift() ?? null;
        return { current_deployment: current } as unknown as Environment;
      },
    },
  };
}

const base = {
  instanceId: '1',
  environment: 'production',
  deploymentId: 838,
  logger: silentLogger,
};

/** A logger that keeps what it was told, to count the lines a user would read. */
function recording() {
  const lines: string[] = [];
  const logger: Logger = { ...silentLogger, info: (message) => lines.push(message) };
  return { lines, logger };
}

const unavailable = () =>
  new ApiError({ status: 503, operation: 'GET /instances/1/deployments/838', code: 'unavailable' });

describe('followDeployment', () => {
  it('polls until a final status, backing off from 2 s to 10 s', async () => {
    const clock = fakeClock();
    const { client } = scripted([...Array(7).fill('pending'), 'succeeded']);
    await expect(followDeployment({ ...base, client, clock, timeoutMs: 900_000 })).resolves.toBe(
      'succeeded',
    );
    expect(clock.sleeps).toEqual([2000, 3000, 4500, 6750, 10000, 10000, 10000]);
  });

  it('polls from a tuned first pause, backing off to five times it', async () => {
    const clock = fakeClock();
    const { client } = scripted([...Array(7).fill('pending'), 'succeeded']);
    await expect(
      followDeployment({ ...base, client, clock, timeoutMs: 900_000, firstPollMs: 100 }),
    ).resolves.toBe('succeeded');
    expect(clock.sleeps).toEqual([100, 150, 225, 338, 500, 500, 500]);
  });

  it.each(['failed', 'cancelled', 'error', 'something-new'])(
    'ends on the final status %s',
    async (status) => {
      const { client } = scripted(['pending', status]);
      await expect(
        followDeployment({ ...base, client, clock: fakeClock(), timeoutMs: 60_000 }),
      ).resolves.toBe(status);
    },
  );

  it('fails past the timeout, naming the last status', async () => {
    const clock = fakeClock();
    const { client } = scripted([]);
    const error = await followDeployment({ ...base, client, clock, timeoutMs: 10_000 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(WaitTimeoutError);
    expect((error as Error).message).toBe(
      "Deployment 838 had not ended after 10 s (last status: pending). Raise 'wait-timeout', or set 'wait: false' to finish once the deployment is created.",
    );
    // 2 + 3 + 4.5 = 9.5 s, then the last 0.5 s: never past the deadline.
    expect(clock.sleeps).toEqual([2000, 3000, 4500, 500]);
  });

  it.each([404, 405])(
    "follows the environment's current deployment when polling answers %i",
    async (status) => {
      const { client, calls } = scripted(
        [new ApiError({ status, operation: 'GET' })],
        [
          { id: 700, status: 'succeeded' },
          { id: 838, status: 'succeeded' },
        ],
      );
      await expect(
        followDeployment({ ...base, client, clock: fakeClock(), timeoutMs: 60_000 }),
      ).resolves.toBe('succeeded');
      expect(calls).toEqual(['deployment 838', 'environment', 'environment']);
    },
  );

  it('cuts a poll that stalls at the deadline', async () => {
    const clock = fakeClock();
    const client = {
      getDeployment: (
        _instance: string | number,
        _id: number,
        options?: { signal?: AbortSignal },
      ) =>
        new Promise<never>((_resolve, reject) => {
          options?.signal?.addEventListener('abort', () => reject(options.signal?.reason));
          // The server says nothing while time passes.
          clock.advance(30_000);
        }),
      getEnvironment: async () => ({}) as Environment,
    };
    const error = await followDeployment({ ...base, client, clock, timeoutMs: 20_000 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(WaitTimeoutError);
    expect((error as Error).message).toContain('had not ended after 20 s (last status: pending)');
  });

  it.each<[string, () => Error | { id: number; status: unknown }]>([
    ['a network error', () => new NetworkError('api.amezmo.test', 'GET', 'ECONNRESET', true)],
    ['a timeout', () => new NetworkError('api.amezmo.test', 'GET', 'HEADERS_TIMEOUT', true)],
    ['408', () => new ApiError({ status: 408, operation: 'GET' })],
    ['429', () => new ApiError({ status: 429, operation: 'GET' })],
    ['500', () => new ApiError({ status: 500, operation: 'GET' })],
    ['502', () => new ApiError({ status: 502, operation: 'GET' })],
    ['503', () => new ApiError({ status: 503, operation: 'GET' })],
    ['504', () => new ApiError({ status: 504, operation: 'GET' })],
    ['an odd 4xx from a proxy', () => new ApiError({ status: 409, operation: 'GET' })],
    ['an unreadable answer', () => new UnexpectedResponseError('GET', '200 with an empty body')],
    ['an answer about another deployment', () => ({ id: 999, status: 'succeeded' })],
  ])('polls through %s, many times over, until the status is read', async (_case, failure) => {
    const clock = fakeClock();
    const { client, calls, attempts } = scripted([
      ...Array.from({ length: 6 }, failure),
      'succeeded',
    ]);
    await expect(followDeployment({ ...base, client, clock, timeoutMs: 900_000 })).resolves.toBe(
      'succeeded',
    );
    expect(calls).toHaveLength(7);
    // One attempt per poll: this loop is the only one that waits, so it alone reports outages.
    expect(attempts).toEqual(Array(7).fill(1));
    // The same backoff as for a pending status: failures do not make polling faster.
    expect(clock.sleeps).toEqual([2000, 3000, 4500, 6750, 10000, 10000]);
  });

  it.each<[string, () => Error | { id: number; status: unknown }, string]>([
    [
      'without a status',
      () => ({ id: 838, status: undefined }),
      "Could not follow deployment 838: Amezmo API: GET /instances/1/deployments/838 answered a deployment whose 'status' is missing, not a word such as 'pending', 3 times in a row. It is left as it is, running or not: see the environment's deployments in the Amezmo dashboard.",
    ],
    [
      'with a status that is a number',
      () => ({ id: 838, status: 3 }),
      "answered a deployment whose 'status' is 3, not a word such as 'pending', 3 times in a row",
    ],
    [
      'with an empty status',
      () => ({ id: 838, status: '' }),
      'answered a deployment whose \'status\' is "", not a word',
    ],
    [
      'a list where a deployment belongs',
      () =>
        new ShapeError(
          'GET /instances/1/deployments/838',
          'a list where an object was expected',
          '',
        ),
      'Could not follow deployment 838: Amezmo API: GET /instances/1/deployments/838 answered with a list where an object was expected, 3 times in a row.',
    ],
  ])(
    'ends after three answers in a row %s, naming what is wrong, without cancelling',
    async (_case, answer, message) => {
      const clock = fakeClock();
      const { client, calls } = scripted(Array.from({ length: 10 }, answer));
      const error = await followDeployment({ ...base, client, clock, timeoutMs: 900_000 }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(StatusNotFollowedError);
      expect((error as Error).message).toContain(message);
      expect(calls).toHaveLength(3);
      expect(clock.sleeps).toEqual([2000, 3000]);
    },
  );

  it('goes on after fewer malformed answers in a row than that', async () => {
    const missing = { id: 838, status: undefined };
    const { client, calls } = scripted([
      'pending',
      missing,
      missing,
      'pending',
      missing,
      missing,
      'succeeded',
    ]);
    await expect(
      followDeployment({ ...base, client, clock: fakeClock(), timeoutMs: 900_000 }),
    ).resolves.toBe('succeeded');
    expect(calls).toHaveLength(7);
  });

  it('ends at once on a redirect that is not followed, e.g. to another host', async () => {
    const redirect = new RedirectError(
      'Amezmo API',
      'GET /instances/1/deployments/838',
      308,
      'https://elsewhere.example/v1/instances/1/deployments/838',
      'other-origin',
    );
    const { client, calls } = scripted([redirect, 'succeeded']);
    const clock = fakeClock();
    const error = await followDeployment({ ...base, client, clock, timeoutMs: 900_000 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StatusNotFollowedError);
    expect((error as Error).message).toMatch(
      /^Could not follow deployment 838: Amezmo API: GET \/instances\/1\/deployments\/838 was answered 308, a redirect to https:\/\/elsewhere\.example\/v1\/instances\/1\/deployments\/838, another host: .* It is left as it is, running or not/,
    );
    expect(calls).toHaveLength(1);
    expect(clock.sleeps).toEqual([]);
  });

  it('reports an outage once when it begins and once when it ends', async () => {
    const clock = fakeClock(Date.parse('2026-06-01T10:00:00Z'));
    const { lines, logger } = recording();
    const { client } = scripted([
      'pending',
      unavailable(),
      new NetworkError('api.amezmo.test', 'GET', 'ECONNRESET', true),
      unavailable(),
      'pending',
      unavailable(),
      'succeeded',
    ]);
    await followDeployment({ ...base, client, clock, logger, timeoutMs: 900_000 });
    expect(lines).toEqual([
      'Could not read the status of deployment 838: Amezmo API: 503 unavailable. Trying again until the wait ends, 898 s from now.',
      // Polls at 2, 5 and 9.5 s failed; the one at 16.25 s answered.
      'Read the status of deployment 838 again after an outage of 14 s, from 10:00:02 UTC: 3 polls failed, the last with: Amezmo API: 503 unavailable.',
      'Could not read the status of deployment 838: Amezmo API: 503 unavailable. Trying again until the wait ends, 874 s from now.',
      'Read the status of deployment 838 again after an outage of 10 s, from 10:00:26 UTC: 1 poll failed, the last with: Amezmo API: 503 unavailable.',
      'Deployment 838: succeeded',
    ]);
  });

  it('fails at the deadline of an outage, saying the status could not be read and why', async () => {
    const clock = fakeClock();
    const { lines, logger } = recording();
    const { client, calls } = scripted(['pending', ...Array.from({ length: 50 }, unavailable)]);
    const error = await followDeployment({
      ...base,
      client,
      clock,
      logger,
      timeoutMs: 60_000,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WaitTimeoutError);
    expect((error as WaitTimeoutError).lastStatus).toBe('pending');
    expect((error as Error).message).toBe(
      'Deployment 838 had not ended after 60 s (last status: pending). Its status could not be read for the last 58 s (last error: Amezmo API: 503 unavailable), ' +
        "so it may have ended since: see the environment's deployments in the Amezmo dashboard, and run the workflow again once the Amezmo API answers.",
    );
    // Polled to the deadline: 0, 2, 5, 9.5, 16.25, 26.25, 36.25, 46.25, 56.25 and 60 s.
    expect(calls).toHaveLength(10);
    expect(clock.sleeps.reduce((sum, ms) => sum + ms, 0)).toBe(60_000);
    expect(lines.filter((line) => line.startsWith('Could not read'))).toHaveLength(1);
  });

  it('says the status was readable again when an outage ended before the deadline', async () => {
    const clock = fakeClock();
    const { client } = scripted([unavailable(), 'pending']);
    const error = await followDeployment({ ...base, client, clock, timeoutMs: 10_000 }).catch(
      (e: unknown) => e,
    );
    expect((error as Error).message).toBe(
      "Deployment 838 had not ended after 10 s (last status: pending). Raise 'wait-timeout', or set 'wait: false' to finish once the deployment is created.",
    );
  });

  it('cuts a stalled poll in an outage at the deadline, naming the outage', async () => {
    const clock = fakeClock();
    let polls = 0;
    const client = {
      getDeployment: (
        _instance: string | number,
        _id: number,
        options?: { signal?: AbortSignal },
      ) =>
        new Promise<never>((_resolve, reject) => {
          if (++polls === 1) {
            reject(new NetworkError('api.amezmo.test', 'GET', 'ECONNREFUSED', false));
            return;
          }
          options?.signal?.addEventListener('abort', () => reject(options.signal?.reason));
          // Silence until the deadline, 18 s after this poll was sent at 2 s.
          clock.advance(18_000);
        }),
      getEnvironment: async () => ({}) as Environment,
    };
    const error = await followDeployment({ ...base, client, clock, timeoutMs: 20_000 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(WaitTimeoutError);
    expect((error as Error).message).toContain(
      'Its status could not be read for the last 20 s (last error: Could not reach api.amezmo.test: connection refused (ECONNREFUSED))',
    );
  });

  it('waits as long as a Retry-After asks, within the deadline', async () => {
    const clock = fakeClock();
    const { client } = scripted([
      new ApiError({ status: 429, operation: 'GET', retryAfterMs: 45_000 }),
      new ApiError({ status: 429, operation: 'GET', retryAfterMs: 45_000 }),
    ]);
    await followDeployment({ ...base, client, clock, timeoutMs: 60_000 }).catch(() => {});
    expect(clock.sleeps.slice(0, 2)).toEqual([45_000, 15_000]);
  });

  it.each([401, 403])(
    'ends at once on %i mid-wait: the key cannot read the status',
    async (code) => {
      const clock = fakeClock();
      const { client, calls } = scripted([
        'pending',
        unavailable(),
        new ApiError({
          status: code,
          operation: 'GET /instances/1/deployments/838',
          code: 'denied',
        }),
      ]);
      const error = await followDeployment({ ...base, client, clock, timeoutMs: 900_000 }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(StatusRefusedError);
      expect((error as Error).message).toBe(
        `Could not read the status of deployment 838: Amezmo API: ${code} denied. The deployment may still be running: see the environment's deployments in the Amezmo dashboard, and check that the API key is still valid and may read this instance.`,
      );
      expect(calls).toHaveLength(3);
    },
  );

  it('passes on an error that is not about the service at once', async () => {
    const { client, calls } = scripted([new TypeError('a bug')]);
    await expect(
      followDeployment({ ...base, client, clock: fakeClock(), timeoutMs: 60_000 }),
    ).rejects.toThrow('a bug');
    expect(calls).toHaveLength(1);
  });

  it('polls through a current deployment without a status when following the environment', async () => {
    const { client, calls } = scripted(
      [new ApiError({ status: 404, operation: 'GET' })],
      [{ id: 838 } as Partial<Deployment>, { id: 838, status: 'Succeeded' }],
    );
    await expect(
      followDeployment({ ...base, client, clock: fakeClock(), timeoutMs: 60_000 }),
    ).resolves.toBe('Succeeded');
    expect(calls).toEqual(['deployment 838', 'environment', 'environment']);
  });

  it.each([
    [['PENDING', 'Deploying', 'Succeeded'], 'Succeeded'],
    [['Pending', 'FAILED'], 'FAILED'],
  ])('compares statuses without case: %j ends with %s', async (statuses, final) => {
    const { client, calls } = scripted([...statuses]);
    await expect(
      followDeployment({ ...base, client, clock: fakeClock(), timeoutMs: 60_000 }),
    ).resolves.toBe(final);
    expect(calls).toHaveLength(statuses.length);
  });

  it('stops when the run is cancelled', async () => {
    const controller = new AbortController();
    const { client } = scripted(['pending', 'pending']);
    const clock = fakeClock();
    const sleep = clock.sleep;
    clock.sleep = async (ms, signal) => {
      controller.abort(new Error('cancelled'));
      return sleep(ms, signal);
    };
    await expect(
      followDeployment({ ...base, client, clock, timeoutMs: 60_000, signal: controller.signal }),
    ).rejects.toThrow('cancelled');
  });

  it('reports every status it sees', async () => {
    const seen: string[] = [];
    const { client } = scripted(['pending', 'deploying', 'succeeded']);
    await followDeployment({
      ...base,
      client,
      clock: fakeClock(),
      timeoutMs: 60_000,
      onStatus: (s) => seen.push(s),
    });
    expect(seen).toEqual(['pending', 'deploying', 'succeeded']);
  });
});

describe('a wait with no news', () => {
  it('says where the deployment stands every 30 s: status, time waited, the deadline', async () => {
    const clock = fakeClock(Date.parse('2026-06-01T10:00:00Z'));
    const { lines, logger } = recording();
    const { client } = scripted([...Array.from({ length: 13 }, () => 'pending'), 'succeeded']);
    await followDeployment({ ...base, client, clock, logger, timeoutMs: 900_000 });
    // Polls at 0, 2, 5, 9.5, 16.25, 26.25, 36.25, ... s: pending until 116.25 s.
    expect(lines).toEqual([
      'Deployment 838: still pending after 36 s (the wait ends in 864 s, at 10:15:00 UTC)',
      'Deployment 838: still pending after 66 s (the wait ends in 834 s, at 10:15:00 UTC)',
      'Deployment 838: still pending after 96 s (the wait ends in 804 s, at 10:15:00 UTC)',
      'Deployment 838: succeeded',
    ]);
  });
});

describe('follow', () => {
  const target = {
    instance: '1',
    environment: 'production',
    waitTimeoutSeconds: 20,
    cancelOnAbort: false,
  };
  const cancels: number[] = [];
  const deps = (statuses: string[]) => ({
    client: {
      ...scripted(statuses).client,
      cancelDeployment: async (_instance: string | number, id: number) => {
        cancels.push(id);
        return { id, status: 'cancelled' } as DeploymentStatus;
      },
    },
    clock: fakeClock(),
    logger: silentLogger,
    signal: new AbortController().signal,
  });

  it('says a deployment it timed out on was left running, with cancel-on-abort false', async () => {
    const error = await follow(target, deps([]), 838, () => {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WaitTimeoutError);
    expect((error as Error).message).toBe(
      'Deployment 838 had not ended after 20 s (last status: pending). It was left running, as ' +
        "cancel-on-abort is false: it may still succeed or fail; see the environment's " +
        "deployments in the Amezmo dashboard. Raise 'wait-timeout', or set 'wait: false' to " +
        'finish once the deployment is created.',
    );
    expect(cancels).toEqual([]);
  });

  it('names where the log of a failed deployment is', async () => {
    const error = await follow(target, deps(['failed']), 838, () => {}).catch((e: unknown) => e);
    expect((error as Error).message).toBe(
      "Deployment 838 ended with status 'failed'. Its log: Amezmo dashboard, instance 1, " +
        "environment 'production', Deployments.",
    );
  });
});
