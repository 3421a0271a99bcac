// The health probe's HTTP: a GET of the health URL through the runner's proxy, with no
// credential, at most 64 KiB of the body read, and redirects followed on the same origin only
// (./health.ts decides what its answers mean). Loaded by the first probe (./probe.ts).
import { messageOf } from '../api/index.js';
import type { Clock } from '../clock.js';
import {
  createTransport,
  type HttpSettings,
  MAX_REDIRECTS,
  type ProxyEnv,
  RedirectError,
  request,
  type Transport,
} from '../http/index.js';
import { VERSION } from '../version.js';
import type { Probe } from './health.js';

/** The most of a body read, and of it shown. */
const PROBE_BODY_BYTES = 64 * 1024;

/** A probe with the connections it opened, closed by `close` or when held with `await using`. */
export interface HttpProbe extends AsyncDisposable {
  readonly probe: Probe;
  close(): void;
}

/**
 * The probe of a real URL: Node's client through the proxy the runner names, no credential, at
 * most 64 KiB of the body read, redirects followed on the same origin (scheme, host and port)
 * only: another port or scheme of the host may be another service, which must not decide.
 */
export function createHttpProbe(options: {
  proxyEnv?: ProxyEnv;
  connectTimeoutMs?: number;
  clock: Clock;
}): HttpProbe {
  const transports = new Map<string, Transport>();
  const transportFor = (protocol: string): Transport => {
    let transport = transports.get(protocol);
    if (!transport) {
      transport = createTransport(protocol, options.proxyEnv);
      transports.set(protocol, transport);
    }
    return transport;
  };
  const probe: Probe = async (url, timeoutMs, signal) => {
    let transport: Transport;
    try {
      transport = transportFor(new URL(url).protocol);
    } catch (error) {
      return { problem: `could not be asked: ${messageOf(error)}` };
    }
    const settings: HttpSettings = {
      service: 'Health probe',
      baseUrl: url,
      authorization: '',
      secret: '',
      accept: '*/*',
      userAgent: `amezmo-deploy/${VERSION} (health probe)`,
      transport,
      connectTimeoutMs: Math.min(options.connectTimeoutMs ?? 10_000, timeoutMs),
      answerTimeoutMs: timeoutMs,
      stallTimeoutMs: timeoutMs,
      now: () => options.clock.now(),
      timeout: (ms) => options.clock.timeout(ms),
      maxAnswerBytes: PROBE_BODY_BYTES,
      cutLargeAnswers: true,
    };
    try {
      const answer = await request(settings, { method: 'GET', path: '', signal });
      const moved = answer.url.href !== new URL(url).href ? { redirectedTo: answer.url.href } : {};
      return { status: answer.status, text: answer.text, ...moved };
    } catch (error) {
      if (signal.aborted) throw error;
      if (error instanceof RedirectError) return { problem: redirectProblem(error, url) };
      return { problem: `gave no answer: ${messageOf(error).replace(/\.$/, '')}` };
    }
  };
  const close = (): void => {
    for (const transport of transports.values()) transport.destroy();
  };
  return { probe, close, [Symbol.asyncDispose]: async () => close() };
}

/**
 * Why a probe's redirect was not followed, in a few words: to another origin, what differs from
 * `url`'s (which every redirect followed shares).
 */
function redirectProblem({ status, location, reason }: RedirectError, url: string): string {
  const to = location === undefined ? '' : ` to ${location}`;
  const why: Record<RedirectError['reason'], string> = {
    'other-origin': `${otherPart(url, location)}, not followed`,
    downgrade: 'plain http, not followed',
    'not-followed': 'not followed',
    'too-many': `not followed after ${MAX_REDIRECTS} redirects`,
    'no-location': 'without a Location',
    'not-a-url': 'not an address',
  };
  return `answered a redirect (${status})${to}: ${why[reason]}`;
}

/** What makes `location` another origin than `url`'s: its host, its scheme or its port. */
function otherPart(url: string, location: string | undefined): string {
  let from: URL;
  let to: URL;
  try {
    from = new URL(url);
    to = new URL(location ?? '', url);
  } catch {
    return 'another origin';
  }
  if (to.hostname !== from.hostname) return 'another host';
  if (to.protocol !== from.protocol) return 'another scheme';
  return to.port !== from.port ? 'another port of the same host' : 'another origin';
}
