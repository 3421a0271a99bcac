// Where a stand-in server listens and how it is reached: on 127.0.0.1, on the port asked for or
// any free one, with every connection tracked so that closing ends them all.

import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface ListenOptions {
  /** 0 (the default) for any free port. */
  port?: number;
}

export interface Listening {
  /** E.g. `http://127.0.0.1:40123`, without a slash. */
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
  const server: Server = createServer(listener);
  const sockets = new Set<Socket>();
  let connections = 0;
  server.on('connection', (socket: Socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', fail);
      done();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    connections: () => connections,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
