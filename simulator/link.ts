// A network link between the clients and a server, as a runner on the internet has to the
// service: the server reads what clients send no faster than the link's rate, and everything it
// answers arrives some milliseconds late. It is a TCP relay in front of the server, so every
// request, its headers and an interim `100 Continue` cross it as they would cross a real link,
// and the server's own code runs as it does without one.

import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

export interface LinkModel {
  /** The fastest the server reads what clients send, in Mbit/s (10^6 bits a second). */
  readonly uploadMbps: number;
  /** How late every answer arrives: each byte the server sends reaches its client this late. */
  readonly answerDelayMs: number;
}

/** `200:30`: 200 Mbit/s towards the server, each answer 30 ms late. */
export function parseLink(text: string): LinkModel {
  const match = /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/.exec(text.trim());
  const uploadMbps = Number(match?.[1]);
  const answerDelayMs = Number(match?.[2]);
  if (!match || !(uploadMbps > 0)) {
    throw new Error(
      `--link has '${text}': give the upload rate in Mbit/s and the delay of each answer in ms, e.g. 200:30.`,
    );
  }
  return { uploadMbps, answerDelayMs };
}

/** How much the link lets through at once after an idle time: one read from a socket. */
const BURST_BYTES = 64 * 1024;

/** The link's capacity towards the server, shared by every connection, as a token bucket. */
class Throttle {
  private readonly bytesPerMs: number;
  private tokens = BURST_BYTES;
  private last = performance.now();

  constructor(mbps: number) {
    this.bytesPerMs = (mbps * 1e6) / 8 / 1000;
  }

  /** Counts `bytes` as read; answers how long the reader waits before it reads more. */
  take(bytes: number): number {
    const now = performance.now();
    this.tokens = Math.min(BURST_BYTES, this.tokens + (now - this.last) * this.bytesPerMs);
    this.last = now;
    this.tokens -= bytes;
    return this.tokens >= 0 ? 0 : -this.tokens / this.bytesPerMs;
  }
}

export interface LinkFront {
  readonly port: number;
  /** Stops listening and cuts every connection across the link. */
  close(): Promise<void>;
}

/**
 * Listens on `host`:`port` and relays each connection to the server on 127.0.0.1:`serverPort`
 * across the link `link`.
 */
export async function linkFront(
  link: LinkModel,
  serverPort: number,
  { host, port }: { host: string; port: number },
): Promise<LinkFront> {
  const throttle = new Throttle(link.uploadMbps);
  const sockets = new Set<Socket>();
  // Each side's end is passed on by the relay itself, when it has crossed the link.
  const front = createServer({ allowHalfOpen: true }, (client) => {
    const server = connect({ host: '127.0.0.1', port: serverPort, allowHalfOpen: true });
    for (const socket of [client, server]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.setNoDelay(true);
    }
    towardsServer(client, server, throttle);
    towardsClient(server, client, link.answerDelayMs);
  });
  await new Promise<void>((done, fail) => {
    front.once('error', fail);
    front.listen(port, host, () => {
      front.off('error', fail);
      done();
    });
  });
  return {
    port: (front.address() as AddressInfo).port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => front.close(() => done()));
    },
  };
}

/**
 * What the client sends, read no faster than the link carries it: while the bucket is empty (or
 * the server does not take more), the client's socket is not read, and TCP holds the client back.
 */
function towardsServer(client: Socket, server: Socket, throttle: Throttle): void {
  let waits = 0;
  const waited = () => {
    if (--waits === 0 && !client.destroyed) client.resume();
  };
  client.on('data', (chunk: Buffer) => {
    const taken = server.write(chunk);
    const wait = throttle.take(chunk.length);
    if (taken && wait === 0) return;
    if (waits === 0) client.pause();
    if (!taken) {
      waits++;
      server.once('drain', waited);
    }
    if (wait > 0) {
      waits++;
      setTimeout(waited, wait);
    }
  });
  client.on('end', () => {
    if (!server.destroyed) server.end();
  });
  client.on('error', () => server.destroy());
  client.on('close', () => server.destroy());
}

/**
 * What the server sends, each piece passed on `delayMs` after it was sent, in order; its end or
 * its reset, too, crosses the link after what came before it.
 */
function towardsClient(server: Socket, client: Socket, delayMs: number): void {
  type Piece = { due: number } & ({ chunk: Buffer } | { end: 'end' | 'reset' });
  const queue: Piece[] = [];
  let timer: NodeJS.Timeout | undefined;
  let ended = false;
  let clientFull = false;
  const deliver = () => {
    timer = undefined;
    const now = performance.now();
    while (queue.length > 0 && (queue[0] as Piece).due <= now) {
      const piece = queue.shift() as Piece;
      if (client.destroyed) continue;
      if ('end' in piece) {
        if (piece.end === 'end') client.end();
        else client.resetAndDestroy();
      } else if (!client.write(piece.chunk) && !clientFull) {
        // The client reads slowly: the server waits for it, as over a real link.
        clientFull = true;
        server.pause();
        client.once('drain', () => {
          clientFull = false;
          server.resume();
        });
      }
    }
    if (queue.length > 0) timer = setTimeout(deliver, (queue[0] as Piece).due - now);
  };
  const send = (piece: { chunk: Buffer } | { end: 'end' | 'reset' }) => {
    queue.push({ due: performance.now() + delayMs, ...piece });
    timer ??= setTimeout(deliver, delayMs);
  };
  server.on('data', (chunk: Buffer) => send({ chunk }));
  server.on('end', () => {
    ended = true;
    send({ end: 'end' });
  });
  // A connection the server cut without ending it (a reset) is cut for the client too.
  server.on('close', () => {
    if (!ended) send({ end: 'reset' });
  });
  server.on('error', () => {});
  client.on('close', () => {
    if (timer) clearTimeout(timer);
    queue.length = 0;
  });
}
