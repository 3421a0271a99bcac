/** Time as the action sees it; tests pass their own so that nothing waits for real. */
export interface Clock {
  now(): number;
  /** Resolves after `ms`, or rejects with the signal's reason when it is aborted first. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  /** A signal that aborts once `ms` have passed on this clock. */
  timeout(ms: number): AbortSignal;
}

/**
 * How soon the waits look again: a run's settings for tuning, and for tests that must not sleep
 * for seconds (AMEZMO_DEPLOY_POLL_MS, AMEZMO_DEPLOY_LOOK_MS). Unset, each wait keeps its default.
 */
export interface Pace {
  /**
   * The first pause between two reads of a status that is awaited (a deployment's, a launching
   * or terminated instance's); the later pauses grow from it as they grow from the default.
   */
  readonly pollMs?: number;
  /** The pause between two looks at a release's health. */
  readonly lookMs?: number;
  /** The wait between two waves of a rollout, in place of a `wave-wait` that is not 0. */
  readonly waveWaitMs?: number;
}

/** The pauses of a back-off from `first` (`defaultFirst` unless paced) to its longest. */
export function backOff(
  first: number | undefined,
  defaultFirst: number,
  defaultLast: number,
): { first: number; last: number } {
  if (first === undefined) return { first: defaultFirst, last: defaultLast };
  return { first, last: Math.max(first, Math.round((defaultLast * first) / defaultFirst)) };
}

/**
 * The longest delay one Node timer holds (2^31 - 1 ms, about 24.8 days). A longer one fires at
 * once with a warning, and AbortSignal.timeout throws a RangeError past 2^32 - 1, so longer
 * waits are made of several timers in a row.
 */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Milliseconds on the monotonic clock, which no change of the wall clock moves: what
 * `performance.now()` counts, read from `process.hrtime` because the global `performance` loads
 * node:perf_hooks on first use, some 2 ms of a skipped run's start.
 */
export function monotonicMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

/** node:timers/promises' setTimeout, loaded by the first wait: a skipped run never waits. */
const delay = () => process.getBuiltinModule('node:timers/promises').setTimeout;

/** `ms` as a delay a timer can be asked for: a negative or NaN one is no delay at all. */
function delayOf(ms: number): number {
  return Number.isNaN(ms) || ms < 0 ? 0 : ms;
}

async function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  // Measured against the monotonic clock, so that a wall-clock change cannot end a wait early.
  const end = monotonicMs() + delayOf(ms);
  const options = signal ? { signal } : undefined;
  try {
    do {
      // Infinity stays Infinity here and is waited for in steps until the signal aborts.
      await delay()(Math.min(MAX_TIMER_MS, Math.max(0, end - monotonicMs())), undefined, options);
    } while (monotonicMs() < end);
  } catch (error) {
    // Node rejects with its own AbortError; callers look at why the run was stopped.
    throw signal?.aborted ? signal.reason : error;
  }
}

function timeout(ms: number): AbortSignal {
  const wait = delayOf(ms);
  if (wait <= MAX_TIMER_MS) return AbortSignal.timeout(wait);
  const controller = new AbortController();
  const end = monotonicMs() + wait;
  const arm = () => {
    const left = end - monotonicMs();
    if (left <= 0) {
      controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
      return;
    }
    // Unreferenced, as AbortSignal.timeout's own timer is: a pending deadline alone does not
    // keep the process running.
    setTimeout(arm, Math.min(MAX_TIMER_MS, left)).unref();
  };
  arm();
  return controller.signal;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep,
  timeout,
};
