// The health probe as every run holds it: its code (health.ts, with the probe's redirects and
// excerpts) is loaded by the first probe, so that a run that skips, or fails before its release,
// never loads it.
import type { createHttpProbe, HttpProbe } from './health.js';

/** createHttpProbe's probe, made when first asked. */
export function lazyHttpProbe(options: Parameters<typeof createHttpProbe>[0]): HttpProbe {
  let loaded: HttpProbe | undefined;
  let loading: Promise<HttpProbe> | undefined;
  const open = () =>
    (loading ??= import('./health.js').then((health) => {
      loaded = health.createHttpProbe(options);
      return loaded;
    }));
  const close = (): void => loaded?.close();
  return {
    probe: async (url, timeoutMs, signal) => (await open()).probe(url, timeoutMs, signal),
    close,
    [Symbol.asyncDispose]: async () => close(),
  };
}
