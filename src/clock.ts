import { setTimeout as delay } from 'node:timers/promises';

/** Time as the action sees it; tests pass their own so that nothing waits for real. */
export interface Clock {
  now(): number;
  /** Resolves after `ms`, or rejects with the signal's reason when it is aborted first. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  /** A signal that aborts once `ms` have passed on this clock. */
  timeout(ms: number): AbortSignal;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: async (ms, signal) => {
    await delay(ms, undefined, signal ? { signal } : undefined);
  },
  timeout: (ms) => AbortSignal.timeout(Math.max(0, ms)),
};
