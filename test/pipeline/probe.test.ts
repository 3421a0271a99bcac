// The probe every run holds, whose code loads with its first probe: it answers as the probe it
// stands for, against a real server on 127.0.0.1, and closes the connection it kept.
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyHttpProbe } from '../../src/pipeline/probe.ts';
import { systemClock } from '../../src/clock.ts';

const servers: Server[] = [];

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

/** A server answering `/up` with 200 `fine`, and the sockets it was asked on, closed or not. */
async function serve(): Promise<{ url: string; sockets: Socket[] }> {
  const sockets: Socket[] = [];
  const server = createServer((_request, response) => response.end('fine'));
  server.on('connection', (socket) => sockets.push(socket));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/up`, sockets };
}

describe('lazyHttpProbe', () => {
  const signal = new AbortController().signal;

  it('answers as the probe it stands for, over kept connections, which close() ends', async () => {
    const { url, sockets } = await serve();
    const probe = lazyHttpProbe({ clock: systemClock, proxyEnv: {} });
    const [first, second] = await Promise.all([
      probe.probe(url, 5_000, signal),
      probe.probe(url, 5_000, signal),
    ]);
    expect(first).toEqual({ status: 200, text: 'fine' });
    expect(second).toEqual({ status: 200, text: 'fine' });
    expect(await probe.probe(url, 5_000, signal)).toEqual({ status: 200, text: 'fine' });
    expect(sockets.some((socket) => !socket.destroyed)).toBe(true);

    probe.close();
    await expect
      .poll(() => sockets.every((socket) => socket.destroyed || socket.readableEnded))
      .toBe(true);
  });

  it('opens no connection for a probe asked as it is closed, while its code loads', async () => {
    const { url, sockets } = await serve();
    const probe = lazyHttpProbe({ clock: systemClock, proxyEnv: {} });
    const answer = probe.probe(url, 5_000, signal);
    probe.close();
    expect(await answer).toEqual({ problem: 'gave no answer: the run closed its probe' });
    expect(sockets).toEqual([]);
  });

  it('is closed without a probe, and disposed with await using', async () => {
    lazyHttpProbe({ clock: systemClock, proxyEnv: {} }).close();
    const { url } = await serve();
    let answer: unknown;
    {
      await using probe = lazyHttpProbe({ clock: systemClock, proxyEnv: {} });
      answer = await probe.probe(url, 5_000, signal);
    }
    expect(answer).toEqual({ status: 200, text: 'fine' });
  });
});
