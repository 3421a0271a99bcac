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
