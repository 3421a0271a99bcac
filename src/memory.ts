import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collector = (options?: { type?: 'minor' | 'major'; execution?: 'sync' | 'async' }) => void;

let collector: Collector | null | undefined;

/**
 * Frees the young generation now. During a long transfer every chunk read is garbage at once,
 * but V8 waits until such memory has grown by about 64 MB before it collects; nudging it every
 * few megabytes keeps the peak flat. Node offers no API for this, so V8's own `gc` is exposed
 * once through a fresh context; where that is not possible this does nothing.
 */
export function releaseGarbage(): void {
  if (collector === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      collector = runInNewContext('gc') as Collector;
    } catch {
      collector = null;
    }
  }
  collector?.({ type: 'minor' });
}
