// The health probe as every run holds it: its code (http-probe.ts, with the probe's redirects)
// is loaded by the first probe, so that a run that skips, or fails before its release, never
// loads it.
import type { createHttpProbe, HttpProbe } from './http-probe.js';

/** createHttpProbe's probe, made when first asked. */
export function lazyHttpProbe(options: Parameters<typeof createHttpProbe>[0]): HttpProbe {
  let loaded: HttpProbe | undefined;
  let loading: Promise<HttpProbe> | undefined;
  let closed = false;
  const open = () =>
    (loading ??= import('./http-probe.js').then((http) => {
      loaded = http.createHttpProbe(options);
      return loaded;
    }));
  const close = (): void => {
    closed = true;
    loaded?.close();
  };
  return {
    probe: async (url, timeoutMs, signal) => {
      const probe = await open();
      // Closed while its code loaded: no connection is opened that nothing would close. (Closed
      // later, its connections end under the probe, as the probe made at once had them end.)
      if (closed) return { problem: 'gave no answer: the run closed its probe' };
      return probe.probe(url, timeoutMs, signal);
    },
    close,
    [Symbol.asyncDispose]: async () => close(),
  };
}
