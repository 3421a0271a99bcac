// The archive's worker threads as the system sees them: by their name, in this process.
import { readdirSync, readFileSync } from 'node:fs';
import { COMPRESSOR_THREAD } from '../../src/archive/compress.ts';

/** How many of this process's threads are the archive's workers (ended ones are gone). */
export function deflateThreads(): number {
  let count = 0;
  for (const task of readdirSync('/proc/self/task')) {
    try {
      if (readFileSync(`/proc/self/task/${task}/comm`, 'utf8').trim() === COMPRESSOR_THREAD) {
        count++;
      }
    } catch {
      // A thread that ended while it was looked at.
    }
  }
  return count;
}

/**
 * How many of the archive's workers there are once there are `expected`, or, after `withinMs`,
 * how many there are then. A worker names its thread itself once it runs, and an ended one
 * leaves /proc a moment after its exit: on a busy machine a count taken at once can be early
 * either way. A thread that stays, or never comes, still shows after the wait.
 */
export async function deflateThreadsSettled(expected: number, withinMs = 5_000): Promise<number> {
  const deadline = performance.now() + withinMs;
  let count = deflateThreads();
  while (count !== expected && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    count = deflateThreads();
  }
  return count;
}
