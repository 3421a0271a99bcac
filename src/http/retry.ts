import { ApiError } from '../api/errors.js';
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

export function isRetryable(kind: RetryKind, error: unknown): boolean {
  if (error instanceof ApiError) {
    return (kind === 'idempotent' ? TRANSIENT_STATUSES : NOT_ACCEPTED_STATUSES).has(error.status);
  }
  if (error instanceof NetworkError) return kind === 'idempotent' || !error.requestSent;
  return false;
}

/** Exponential backoff with jitter; the server's Retry-After wins when it sent one. */
export function retryDelayMs(
  policy: RetryPolicy,
  failedAttempt: number,
  error: unknown,
  random: () => number,
): number {
  if (error instanceof ApiError && error.retryAfterMs !== undefined) {
    return Math.min(error.retryAfterMs, policy.maxRetryAfterMs);
  }
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (failedAttempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
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
