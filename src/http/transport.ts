// How requests reach the API: Node's own client, over one keep-alive agent for the base URL's
// protocol, through the proxy the runner names. Node's agents read HTTPS_PROXY or HTTP_PROXY and
// NO_PROXY (lower case first) from `proxyEnv`, and pass over, without a word, a proxy that does not
// start with http:// or https://; such a proxy is refused here instead, by name.
import * as http from 'node:http';
import type { Duplex } from 'node:stream';

/** Where the proxy settings are read: the runner's environment, or none. */
export type ProxyEnv = Readonly<Record<string, string | undefined>>;

export interface Transport {
  /** The variable that names the proxy requests go through, e.g. `HTTPS_PROXY`; none, direct. */
  readonly proxyVariable?: string;
  /** Opens a request on the agent, which keeps its connection for the next one. */
  request(url: URL, options: http.RequestOptions): http.ClientRequest;
  /** Closes the connections kept open. */
  destroy(): void;
}

/** The first Node release whose agents take `proxyEnv`. */
const PROXY_SUPPORT = [24, 5] as const;

/**
 * The transport for requests to `protocol` ('https:' or 'http:'); throws, naming the variable,
 * when a proxy is set that requests could not go through.
 */
export function createTransport(
  protocol: string,
  proxyEnv: ProxyEnv = {},
  nodeVersion = process.versions.node,
): Transport {
  const names =
    protocol === 'https:' ? ['https_proxy', 'HTTPS_PROXY'] : ['http_proxy', 'HTTP_PROXY'];
  const proxied = names.find((name) => proxyEnv[name]);
  if (proxied !== undefined) checkProxy(proxied, proxyEnv[proxied] as string, nodeVersion);
  // node:https brings TLS with it; a run against a local http:// server does without.
  const module = protocol === 'https:' ? process.getBuiltinModule('node:https') : http;
  const agent = new module.Agent({ keepAlive: true, proxyEnv: withNoProxyList(proxyEnv) });
  // The agent forgets a socket still opening a proxy's tunnel; destroy() must not.
  const sockets = new Set<Duplex>();
  const createConnection = agent.createConnection.bind(agent);
  agent.createConnection = (...args: Parameters<typeof createConnection>) => {
    const socket = createConnection(...args);
    if (socket) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    }
    return socket;
  };
  return {
    proxyVariable: proxied,
    request: (url, options) => module.request(url, { ...options, agent }),
    destroy: () => {
      agent.destroy();
      for (const socket of sockets) socket.destroy();
    },
  };
}

/**
 * NO_PROXY as Node reads it: a list split at commas only. Spaces between the hosts, which curl
 * and most tools also take, are made commas; spaces around a range's dash are dropped.
 */
function withNoProxyList(env: ProxyEnv): ProxyEnv {
  const copy: Record<string, string | undefined> = { ...env };
  for (const name of ['no_proxy', 'NO_PROXY']) {
    const value = copy[name];
    if (value) {
      copy[name] = value
        .replace(/\s*-\s*/g, '-')
        .split(/[\s,]+/)
        .filter(Boolean)
        .join(',');
    }
  }
  return copy;
}

/** The value is never repeated: a proxy's URL may hold a password. */
function checkProxy(name: string, value: string, nodeVersion: string): void {
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(value)?.[1];
  if (scheme !== undefined && !/^https?$/i.test(scheme)) {
    throw new Error(
      `${name} names a ${scheme} proxy: requests go through an http:// or https:// proxy only. ` +
        `Set it to one, or unset it.`,
    );
  }
  if (!/^https?:\/\//.test(value) || /[\r\n]/.test(value) || !URL.canParse(value)) {
    throw new Error(
      `${name} is not a proxy URL: it must start with http:// or https:// in lower case, e.g. ` +
        `http://proxy.internal:3128. Set it so, or unset it.`,
    );
  }
  const { username, password } = new URL(value);
  try {
    decodeURIComponent(username);
    decodeURIComponent(password);
  } catch {
    throw new Error(
      `${name} is not a proxy URL: a % in its user or password must begin an escape of two hex ` +
        `digits, e.g. %40 for @. Set it so, or unset it.`,
    );
  }
  if (!atLeast(nodeVersion, PROXY_SUPPORT)) {
    throw new Error(
      `${name} is set, but this runner's Node ${nodeVersion} cannot send requests through a ` +
        `proxy (Node ${PROXY_SUPPORT.join('.')} can): update the runner, or unset ${name}.`,
    );
  }
}

function atLeast(version: string, [major, minor]: readonly [number, number]): boolean {
  const [have = 0, haveMinor = 0] = version.split('.').map(Number);
  return have > major || (have === major && haveMinor >= minor);
}
