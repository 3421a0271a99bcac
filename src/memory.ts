import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collector = (options?: { type?: 'minor' | 'major'; execution?: 'sync' | 'async' }) => void;

let collector: Collector | null | undefined;

/**
 * Frees the young generation now, or with `major` all of this thread's garbage. During a long
 * transfer every chunk read is garbage at once, but V8 waits until such memory has grown by
 * about 64 MB before it collects; nudging it every few megabytes keeps the peak flat. Node offers
 * no API for this, so V8's own `gc` is exposed once through a fresh context; where that is not
 * possible this does nothing.
 */
export function releaseGarbage(type: 'minor' | 'major' = 'minor'): void {
  if (collector === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      collector = runInNewContext('gc') as Collector;
    } catch {
      collector = null;
    }
  }
  collector?.({ type });
}

/**
 * Keeps the young generation at the size it starts with. While it lists and archives a large
 * tree, V8 sees much allocation that survives (the listing itself) and grows the young
 * generation to well over 100 MB, which stays committed until the process ends, for a gain in
 * speed too small to measure here. V8 reads its growth factor each time it would grow, so the
 * flag takes effect even now; where it cannot be set, this does nothing.
 */
export function capYoungGeneration(): void {
  try {
    setFlagsFromString('--semi-space-growth-factor=1');
  } catch {
    // Only memory is at stake.
  }
}
