import type { Clock } from '../../src/clock.ts';

/** A clock whose sleeps return at once and move time on; `sleeps` records what was asked. */
export interface FakeClock extends Clock {
  readonly sleeps: number[];
  advance(ms: number): void;
}

interface Timer {
  at: number;
  controller: AbortController;
}

export function fakeClock(start = Date.parse('2026-06-01T00:00:00Z')): FakeClock {
  let time = start;
  const sleeps: number[] = [];
  const timers: Timer[] = [];
  const advance = (ms: number) => {
    time += ms;
    for (const timer of timers.filter((t) => t.at <= time)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    }
  };
  return {
    sleeps,
    now: () => time,
    advance,
    sleep: async (ms, signal) => {
      signal?.throwIfAborted();
      sleeps.push(ms);
      advance(ms);
    },
    timeout: (ms) => {
      const controller = new AbortController();
      timers.push({ at: time + ms, controller });
      return controller.signal;
    },
  };
}

/** The most real time a skipped sleep takes. */
const YIELD_MS = 2;

/** The longest delay one Node timer holds; a time limit longer than that has no timer here. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * A clock that runs at real speed but skips every sleep at once, for a whole run in the test's
 * process: a pause between two polls, a back-off or a Retry-After takes no time, while a time
 * limit on an answer that never comes (a stall) still ends when its time has passed, whether by
 * a skip or by real time. `sleeps` records what was asked.
 */
export function skippingClock(start = Date.parse('2026-06-01T00:00:00Z')): FakeClock {
  const began = performance.now();
  let skipped = 0;
  const sleeps: number[] = [];
  const timers = new Set<Timer & { real?: NodeJS.Timeout }>();
  const now = () => start + (performance.now() - began) + skipped;
  const fire = () => {
    for (const timer of timers) {
      if (timer.at > now()) continue;
      timers.delete(timer);
      clearTimeout(timer.real);
      timer.controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    }
  };
  const advance = (ms: number) => {
    skipped += ms;
    fire();
  };
  return {
    sleeps,
    now,
    advance,
    sleep: async (ms, signal) => {
      signal?.throwIfAborted();
      sleeps.push(ms);
      if (!Number.isFinite(ms)) {
        // Only an abort ends an endless wait.
        await new Promise((_, fail) =>
          signal?.addEventListener('abort', () => fail(signal.reason as Error), { once: true }),
        );
      }
      advance(Math.max(0, ms));
      // A moment of real time, at most YIELD_MS: a loop of skipped sleeps lets answers in, and one
      // that waits for something real (the simulator's health check, 50 ms after a release)
      // looks a few times, not some hundred times a second, starving the tests beside it.
      await new Promise((done) => setTimeout(done, Math.min(Math.max(0, ms), YIELD_MS)));
      signal?.throwIfAborted();
    },
    timeout: (ms) => {
      const controller = new AbortController();
      const timer: Timer & { real?: NodeJS.Timeout } = { at: now() + ms, controller };
      if (ms <= LONGEST_TIMER_MS) {
        timer.real = setTimeout(fire, Math.max(0, ms) + 1);
        timer.real.unref();
      }
      timers.add(timer);
      return controller.signal;
    },
  };
}
