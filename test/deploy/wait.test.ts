import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors.ts';
import type { Deployment, Environment } from '../../src/api/types.ts';
import { silentLogger } from '../../src/logger.ts';
import { followDeployment, isInProgress, WaitTimeoutError } from '../../src/deploy/wait.ts';
import { fakeClock } from '../helpers/clock.ts';

/** A client whose answers come from a script, one per poll. */
function scripted(statuses: (string | Error)[], environments: (Partial<Deployment> | null)[] = []) {
  const calls: string[] = [];
  return {
    calls,
    client: {
      getDeployment: async (_instance: string | number, id: number) => {
        calls.push(`deployment ${id}`);
        const next = statuses.shift() ?? 'pending';
        if (next instanceof Error) throw next;
        return { id, status: next };
      },
      getEnvironment: async () => {
        calls.push('environment');
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

describe('followDeployment', () => {
  it('polls until a final status, backing off from 2 s to 10 s', async () => {
    const clock = fakeClock();
    const { client } = scripted([...Array(7).fill('pending'), 'succeeded']);
    await expect(followDeployment({ ...base, client, clock, timeoutMs: 900_000 })).resolves.toBe(
      'succeeded',
    );
    expect(clock.sleeps).toEqual([2000, 3000, 4500, 6750, 10000, 10000, 10000]);
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

  it('passes on other errors', async () => {
    const { client } = scripted([new ApiError({ status: 401, operation: 'GET' })]);
    await expect(
      followDeployment({ ...base, client, clock: fakeClock(), timeoutMs: 60_000 }),
    ).rejects.toMatchObject({ status: 401 });
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

describe('isInProgress', () => {
  it.each(['pending', 'Pending', 'cancelling', 'deploying', 'in_progress'])(
    '%s is in progress',
    (status) => {
      expect(isInProgress(status)).toBe(true);
    },
  );
  it.each(['succeeded', 'failed', 'cancelled', 'unknown'])('%s is final', (status) => {
    expect(isInProgress(status)).toBe(false);
  });
});
