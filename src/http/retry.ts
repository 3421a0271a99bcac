// The one retry loop of every client on the HTTP core. What asking again may mend is the same for
// every service (a transient status, a connection lost); how each service's errors are read (its
// error class, whether its Retry-After is honoured, a rate limit that names when it ends) is told
// by the client.
import type { Clock } from '../clock.js';
import { NetworkError } from './errors.js';

/**
 * `idempotent`: reads and actions that are safe to repeat (GET, PATCH, worker actions, cancel).
 * `create`: requests that make something; repeated only when the server cannot have accepted them.
 */
export type RetryKind = 'idempotent' | 'create';

export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A longer `Retry-After` than this is waited for only this long. */
  maxRetryAfterMs: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 30_000,
  maxRetryAfterMs: 60_000,
};

const TRANSIENT_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
// 429 and 503 say the request was turned away before it was acted on.
const NOT_ACCEPTED_STATUSES = new Set([429, 503]);

/** How a service's errors are read by the loop. */
export interface ServiceErrors {
  /** The status of the service's own error answer; undefined for anything else thrown. */
  statusOf(error: unknown): number | undefined;
  /** The answer's Retry-After in milliseconds, where the service's is honoured. */
  retryAfterOf?(error: unknown): number | undefined;
  /**
   * A refusal that says when to ask again (GitHub's rate limit), undefined for any other error:
   * waited out once, without counting as an attempt, when `waitMs` is given; thrown at once
   * when it is not (the limit ends too late).
   */
  limitOf?(error: unknown): { readonly waitMs: number | undefined } | undefined;
}

/** Whether asking again may mend `error`, for a request of `kind`. */
export function isRetryable(
  kind: RetryKind,
  error: unknown,
  statusOf: ServiceErrors['statusOf'],
): boolean {
  const status = statusOf(error);
  if (status !== undefined) {
    return (kind === 'idempotent' ? TRANSIENT_STATUSES : NOT_ACCEPTED_STATUSES).has(status);
  }
  if (error instanceof NetworkError) return kind === 'idempotent' || !error.requestSent;
  return false;
}

/** Exponential backoff with jitter; the server's Retry-After wins when it sent one. */
export function retryDelayMs(
  policy: RetryPolicy,
  failedAttempt: number,
  retryAfterMs: number | undefined,
  random: () => number,
): number {
  if (retryAfterMs !== undefined) return Math.min(retryAfterMs, policy.maxRetryAfterMs);
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (failedAttempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export interface RetryOptions extends ServiceErrors {
  kind: RetryKind;
  policy: RetryPolicy;
  clock: Pick<Clock, 'sleep'>;
  random: () => number;
  /** Ends a pause between attempts at once, with its reason. */
  signal?: AbortSignal;
  /** Tells that `error` is asked again after `delayMs`, as attempt `next`. */
  onRetry(error: unknown, delayMs: number, next: number): void;
  /** Tells that a limit (`limitOf`) is waited out for `waitMs`. */
  onLimit?(error: unknown, waitMs: number): void;
}

/**
 * Runs `attempt` (given its number, from 1) until it answers, asking again under `options`: a
 * failure that cannot be mended, or the last attempt's, is thrown as it is.
 */
export async function withRetries<T>(
  attempt: (attemptNumber: number) => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  let limitWaited = false;
  for (let attemptNumber = 1; ; attemptNumber++) {
    try {
      return await attempt(attemptNumber);
    } catch (error) {
      const limit = options.limitOf?.(error);
      if (limit) {
        if (limit.waitMs === undefined || limitWaited) throw error;
        limitWaited = true;
        options.onLimit?.(error, limit.waitMs);
        await options.clock.sleep(limit.waitMs, options.signal);
        attemptNumber--;
        continue;
      }
      if (attemptNumber >= options.policy.maxAttempts) throw error;
      if (!isRetryable(options.kind, error, options.statusOf)) throw error;
      const delay = retryDelayMs(
        options.policy,
        attemptNumber,
        options.retryAfterOf?.(error),
        options.random,
      );
      options.onRetry(error, delay, attemptNumber + 1);
      await options.clock.sleep(delay, options.signal);
    }
  }
}

/** `Retry-After` as seconds or an HTTP date, in milliseconds from `nowMs`. */
export function parseRetryAfter(value: string | undefined, nowMs: number): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - nowMs);
}
