import type { Clock } from '../../src/clock.ts';

/** A clock whose sleeps return at once and move time on; `sleeps` records what was asked. */
export interface FakeClock extends Clock {
  readonly sleeps: number[];
  advance(ms: number): void;
}

export function fakeClock(start = Date.parse('2026-06-01T00:00:00Z')): FakeClock {
  let time = start;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => time,
    advance: (ms) => {
      time += ms;
    },
    sleep: async (ms, signal) => {
      signal?.throwIfAborted();
      sleeps.push(ms);
      time += ms;
    },
  };
}
