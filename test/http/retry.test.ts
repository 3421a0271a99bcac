// The one retry loop both clients use, told of a service's errors as each client tells it. The
// clients' own tests (test/api/client.test.ts, test/github/rest.test.ts) prove it on real
// requests; here are its rules, on the fake clock.
import { describe, expect, it } from 'vitest';
import { NetworkError, RedirectError } from '../../src/http/errors.ts';
import {
  isRetryable,
  parseRetryAfter,
  retryDelayMs,
  withRetries,
  type RetryKind,
  type RetryOptions,
} from '../../src/http/retry.ts';
import { fakeClock, type FakeClock } from '../helpers/clock.ts';

/** A service's error answer, as a client's own error class would carry it. */
class Refusal extends Error {
  readonly status: number;
  readonly retryAfterMs: number | undefined;
  /** A limit's wait, when the answer is one. */
  readonly limitWaitMs: number | 'too late' | undefined;

  constructor(status: number, retryAfterMs?: number, limitWaitMs?: number | 'too late') {
    super(`answered ${status}`);
    this.status = status;
    this.retryAfterMs = retryAfterMs;
    this.limitWaitMs = limitWaitMs;
  }
}

const statusOf = (error: unknown) => (error instanceof Refusal ? error.status : undefined);
const lost = (requestSent: boolean) =>
  new NetworkError('api.test', 'POST /x', 'ECONNRESET', requestSent);

describe('isRetryable', () => {
  it.each<[string, RetryKind, unknown, boolean]>([
    ['a 502 on a read', 'idempotent', new Refusal(502), true],
    ['a 408 on a read', 'idempotent', new Refusal(408), true],
    ['a 404 on a read', 'idempotent', new Refusal(404), false],
    ['a 502 on a create: it may have been made', 'create', new Refusal(502), false],
    ['a 503 on a create: turned away before it was acted on', 'create', new Refusal(503), true],
    ['a 429 on a create', 'create', new Refusal(429), true],
    ['a lost connection on a read', 'idempotent', lost(true), true],
    ['a lost connection on a create, once all was sent', 'create', lost(true), false],
    ['a lost connection on a create, before all was sent', 'create', lost(false), true],
    ['a redirect not followed, though it has a status', 'idempotent', redirect(), false],
    ['anything else thrown', 'idempotent', new Error('bug'), false],
  ])('%s: %s', (_case, kind, error, expected) => {
    expect(isRetryable(kind, error, statusOf)).toBe(expected);
  });
});

function redirect(): RedirectError {
  return new RedirectError('Amezmo API', 'GET /x', 503, 'https://else.test/', 'other-origin');
}

describe('retryDelayMs', () => {
  const policy = { maxAttempts: 9, baseDelayMs: 1_000, maxDelayMs: 5_000, maxRetryAfterMs: 8_000 };
  it.each<[string, number, number | undefined, number, number]>([
    ['the first pause, at its least', 1, undefined, 0, 500],
    ['the first pause, at its most', 1, undefined, 1, 1_000],
    ['doubling with each attempt', 3, undefined, 0.5, 3_000],
    ['up to the ceiling', 6, undefined, 1, 5_000],
    ["the server's Retry-After", 1, 7_000, 0, 7_000],
    ['a Retry-After past the cap, cut to it', 1, 90_000, 0, 8_000],
  ])('%s', (_case, failedAttempt, retryAfterMs, random, expected) => {
    expect(retryDelayMs(policy, failedAttempt, retryAfterMs, () => random)).toBe(expected);
  });

  it('doubles without end when the policy has no ceiling', () => {
    const unbounded = { ...policy, maxDelayMs: Infinity };
    expect(retryDelayMs(unbounded, 10, undefined, () => 0.5)).toBe(384_000);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-06-01T00:00:00Z');
  it.each<[string | undefined, number | undefined]>([
    [undefined, undefined],
    ['120', 120_000],
    [' 3 ', 3_000],
    ['Mon, 01 Jun 2026 00:00:30 GMT', 30_000],
    ['Sun, 31 May 2026 23:00:00 GMT', 0],
    ['soon', undefined],
  ])('%j -> %j', (value, expected) => {
    expect(parseRetryAfter(value, now)).toBe(expected);
  });
});

describe('withRetries', () => {
  /** Runs `answers` in turn (a value answers, an error is thrown) under the loop. */
  async function run(
    answers: unknown[],
    options: Partial<RetryOptions> = {},
  ): Promise<{ result: unknown; attempts: number[]; clock: FakeClock; told: string[] }> {
    const clock = fakeClock();
    const attempts: number[] = [];
    const told: string[] = [];
    const result = await withRetries(
      async (attempt) => {
        attempts.push(attempt);
        const answer = answers[attempts.length - 1];
        if (answer instanceof Error) throw answer;
        return answer;
      },
      {
        kind: 'idempotent',
        policy: { maxAttempts: 3, baseDelayMs: 100, maxDelayMs: 1_000, maxRetryAfterMs: 5_000 },
        clock,
        random: () => 1,
        statusOf,
        onRetry: (error, delay, next) => told.push(`retry ${next} in ${delay}: ${String(error)}`),
        onLimit: (_error, wait) => told.push(`limit ${wait}`),
        ...options,
      },
    ).catch((error: unknown) => error);
    return { result, attempts, clock, told };
  }

  it('answers the first success, after pausing on the clock between attempts', async () => {
    const { result, attempts, clock, told } = await run([lost(true), new Refusal(503), 'done']);
    expect(result).toBe('done');
    expect(attempts).toEqual([1, 2, 3]);
    expect(clock.sleeps).toEqual([100, 200]);
    expect(told).toEqual([
      'retry 2 in 100: NetworkError: Could not reach api.test: connection reset (ECONNRESET)',
      'retry 3 in 200: Error: answered 503',
    ]);
  });

  it('throws the last attempt’s failure as it is', async () => {
    const last = new Refusal(502);
    const { result, attempts } = await run([new Refusal(502), new Refusal(502), last]);
    expect(result).toBe(last);
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('throws at once what asking again cannot mend', async () => {
    const refusal = new Refusal(422);
    const { result, attempts, clock } = await run([refusal, 'never']);
    expect(result).toBe(refusal);
    expect(attempts).toEqual([1]);
    expect(clock.sleeps).toEqual([]);
  });

  it('asks a create again only when it cannot have been acted on', async () => {
    const sent = lost(true);
    const { result, attempts } = await run([lost(false), sent, 'never'], { kind: 'create' });
    expect(result).toBe(sent);
    expect(attempts).toEqual([1, 2]);
  });

  it("waits the server's Retry-After where the service's is honoured, and not elsewhere", async () => {
    const answers = [new Refusal(503, 4_000), 'done'];
    const honoured = await run(answers, {
      retryAfterOf: (error) => (error instanceof Refusal ? error.retryAfterMs : undefined),
    });
    expect(honoured.clock.sleeps).toEqual([4_000]);
    const ignored = await run(answers);
    expect(ignored.clock.sleeps).toEqual([100]);
  });

  describe('a limit that names when it ends', () => {
    const limitOf = (error: unknown) =>
      error instanceof Refusal && error.limitWaitMs !== undefined
        ? { waitMs: error.limitWaitMs === 'too late' ? undefined : error.limitWaitMs }
        : undefined;

    it('is waited out once, without counting as an attempt', async () => {
      const { result, attempts, clock, told } = await run(
        [new Refusal(429, undefined, 30_000), lost(true), lost(true), 'done'],
        { limitOf },
      );
      expect(result).toBe('done');
      expect(attempts).toEqual([1, 1, 2, 3]);
      expect(clock.sleeps).toEqual([30_000, 100, 200]);
      expect(told[0]).toBe('limit 30000');
    });

    it('is thrown at once when it ends too late, even with attempts left', async () => {
      const limit = new Refusal(429, undefined, 'too late');
      const { result, attempts, clock } = await run([limit, 'never'], { limitOf });
      expect(result).toBe(limit);
      expect(attempts).toEqual([1]);
      expect(clock.sleeps).toEqual([]);
    });

    it('is thrown when it comes a second time', async () => {
      const second = new Refusal(403, undefined, 1_000);
      const { result, attempts, clock } = await run(
        [new Refusal(429, undefined, 1_000), second, 'never'],
        { limitOf },
      );
      expect(result).toBe(second);
      expect(attempts).toEqual([1, 1]);
      expect(clock.sleeps).toEqual([1_000]);
    });
  });

  it("ends a pause at once when the caller's signal aborts", async () => {
    const controller = new AbortController();
    const reason = new Error('cancelled');
    controller.abort(reason);
    const { result, attempts } = await run([lost(true), 'never'], {
      signal: controller.signal,
    });
    expect(result).toBe(reason);
    expect(attempts).toEqual([1]);
  });
});
