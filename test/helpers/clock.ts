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
