// Where a stand-in server listens and how it is reached: http or https, on 127.0.0.1 unless told
// otherwise, and named in URLs by the address or by a host name a proxy resolves. The simulator
// and the tests' GitHub stand-in both serve through here.

import { createServer, type RequestListener, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { isIPv6, type AddressInfo, type Socket } from 'node:net';
import { linkFront, type LinkFront, type LinkModel } from './link.ts';

/** A key and certificate (PEM) to serve https with. */
export interface TlsIdentity {
  key: string | Buffer;
  cert: string | Buffer;
}

export interface ListenOptions {
  /** 0 (the default) for any free port. */
  port?: number;
  /**
   * The address to listen on: 127.0.0.1 by default; e.g. `0.0.0.0` for a proxy on another
   * machine or in a container to reach it.
   */
  host?: string;
  /**
   * The host name URLs give, e.g. `api.amezmo.test` when a proxy resolves that name to this
   * server; by default the address listened on (127.0.0.1 for `0.0.0.0`, ::1 for `::`).
   */
  publicHost?: string;
  /** Serves https with this key and certificate instead of http. */
  tls?: TlsIdentity;
  /**
   * Puts a network link between the clients and the server (link.ts): what they send read no
   * faster than its rate, and every answer late. None by default: loopback.
   */
  link?: LinkModel;
}

export interface Listening {
  /** E.g. `http://127.0.0.1:40123` or `https://api.amezmo.test:40123`, without a slash. */
  readonly origin: string;
  readonly port: number;
  /** How many connections have been opened to it. */
  connections(): number;
  /** Stops listening and closes every connection still open, idle or not. */
  close(): Promise<void>;
}

/** Serves `listener`; rejects with the listening error (e.g. EADDRINUSE) when it cannot. */
export async function serve(
  listener: RequestListener,
  options: ListenOptions = {},
): Promise<Listening> {
  const server: Server = options.tls
    ? createTlsServer({ key: options.tls.key, cert: options.tls.cert }, listener)
    : createServer(listener);
  const sockets = new Set<Socket>();
  let connections = 0;
  server.on('connection', (socket: Socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const host = options.host ?? '127.0.0.1';
  const where = { host, port: options.port ?? 0 };
  // Behind a link, the server itself is reached only through it, on loopback.
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    const at = options.link ? { host: '127.0.0.1', port: 0 } : where;
    server.listen(at.port, at.host, () => {
      server.off('error', fail);
      done();
    });
  });
  const closeServer = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((done) => server.close(() => done()));
  };
  let front: LinkFront | undefined;
  if (options.link) {
    const served = (server.address() as AddressInfo).port;
    front = await linkFront(options.link, served, where).catch(async (error: unknown) => {
      await closeServer();
      throw error;
    });
  }
  const port = front?.port ?? (server.address() as AddressInfo).port;
  const scheme = options.tls ? 'https' : 'http';
  return {
    origin: `${scheme}://${urlHost(options.publicHost ?? host)}:${port}`,
    port,
    connections: () => connections,
    close: async () => {
      await front?.close();
      await closeServer();
    },
  };
}

/**
 * How a URL names `host`: an address that listens everywhere is reached on this machine's
 * loopback, and an IPv6 address goes in brackets.
 */
function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return isIPv6(host) ? `[${host}]` : host;
}
