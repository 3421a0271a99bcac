import { setTimeout as realDelay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { MAX_TIMER_MS, systemClock } from '../src/clock.ts';

// Delays past one Node timer's range: at its edge, just past it (where a plain timer fires at
// once), past AbortSignal.timeout's range (where it throws), and the unbounded ones.
const HUGE = [
  MAX_TIMER_MS,
  MAX_TIMER_MS + 1,
  2_147_484_000,
  2 ** 32,
  4_294_968_000,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  Infinity,
];

/** Long enough for a timer that overflowed (it fires after 1 ms) to have fired. */
const SETTLE_MS = 30;

describe('systemClock.timeout', () => {
  it.each(HUGE)('does not fire early for %s ms', async (ms) => {
    const signal = systemClock.timeout(ms);
    expect(signal.aborted).toBe(false);
    await realDelay(SETTLE_MS);
    expect(signal.aborted).toBe(false);
  });

  it.each([0, -5, NaN])('fires at once for %s ms', async (ms) => {
    const signal = systemClock.timeout(ms);
    await realDelay(SETTLE_MS);
    expect(signal.aborted).toBe(true);
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('fires after a short delay', async () => {
    const signal = systemClock.timeout(5);
    expect(signal.aborted).toBe(false);
    await realDelay(SETTLE_MS);
    expect(signal.aborted).toBe(true);
  });
});

describe('systemClock.sleep', () => {
  it.each(HUGE)('sleeps for %s ms until aborted, and does not throw', async (ms) => {
    const controller = new AbortController();
    let settled = false;
    const sleeping = systemClock.sleep(ms, controller.signal).finally(() => (settled = true));
    await realDelay(SETTLE_MS);
    expect(settled).toBe(false);
    controller.abort(new Error('cancelled'));
    await expect(sleeping).rejects.toThrow('cancelled');
  });

  it.each([0, -5, NaN])('returns at once for %s ms', async (ms) => {
    await expect(systemClock.sleep(ms)).resolves.toBeUndefined();
  });

  it('returns after a short delay, not before', async () => {
    const start = performance.now();
    await systemClock.sleep(20);
    expect(performance.now() - start).toBeGreaterThanOrEqual(19);
  });

  it('rejects at once when the signal was aborted already', async () => {
    await expect(systemClock.sleep(10, AbortSignal.abort(new Error('gone')))).rejects.toThrow(
      'gone',
    );
  });
});
