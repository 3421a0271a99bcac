import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';

/**
 * A proxy on 127.0.0.1 that only tunnels (CONNECT), as corporate proxies do for https, and
 * refuses plain requests. `tunnels` lists each `host:port` it was asked for.
 */
export async function startTunnelProxy(): Promise<{
  url: string;
  tunnels: string[];
  close: () => Promise<void>;
}> {
  const tunnels: string[] = [];
  // A tunnel's sockets are no longer the server's once CONNECT is answered: closeAllConnections
  // leaves them, and close waited for the client's kept-alive socket to time out (6 s).
  const open = new Set<Duplex>();
  const proxy = createServer((_request, response) => response.writeHead(405).end());
  proxy.on('connect', (request, client, head) => {
    tunnels.push(request.url ?? '');
    const [host = '', port = ''] = (request.url ?? '').split(':');
    const target = connect(Number(port), host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      target.write(head);
      target.pipe(client).on('error', () => client.destroy());
      client.pipe(target).on('error', () => target.destroy());
    });
    for (const socket of [client, target]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
    }
    target.on('error', () => client.destroy());
    client.on('error', () => target.destroy());
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    tunnels,
    close: async () => {
      proxy.closeAllConnections();
      for (const socket of open) socket.destroy();
      await new Promise((done) => proxy.close(done));
    },
  };
}
