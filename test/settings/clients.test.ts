import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { AmezmoClient } from '../../src/api/client.ts';
import { systemClock } from '../../src/clock.ts';
import { GitHubClient } from '../../src/github/rest.ts';
import { silentLogger } from '../../src/logger.ts';
import {
  createAmezmoClient,
  createGitHubApiClient,
  createHealthProbe,
} from '../../src/settings/clients.ts';

const context = { logger: silentLogger, env: { AMEZMO_DEPLOY_RETRY_DELAY_MS: '5' } };

describe('the clients every front end builds', () => {
  it('builds the Amezmo client, the GitHub client and the probe from the same variables', () => {
    const amezmo = createAmezmoClient('http://127.0.0.1:1/v1', 'key_123456', context);
    expect(amezmo).toBeInstanceOf(AmezmoClient);
    amezmo.close();
    const github = createGitHubApiClient('ghs_token', 'http://127.0.0.1:1', context);
    expect(github).toBeInstanceOf(GitHubClient);
    github?.close();
    const probe = createHealthProbe(systemClock, context);
    expect(typeof probe.probe).toBe('function');
    probe.close();
  });

  it('builds no GitHub client without a token', () => {
    expect(createGitHubApiClient('', 'https://api.github.com', context)).toBeUndefined();
  });

  it('refuses a tuning variable that is no number, naming it', () => {
    expect(() =>
      createAmezmoClient('http://127.0.0.1:1/v1', 'key_123456', {
        logger: silentLogger,
        env: { AMEZMO_DEPLOY_CONNECT_TIMEOUT_MS: 'soon' },
      }),
    ).toThrow("AMEZMO_DEPLOY_CONNECT_TIMEOUT_MS has 'soon'");
  });
});

describe('a client held with await using', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
    server = undefined;
  });

  /** A server that answers {} and keeps each connection open, and the sockets it was asked on. */
  async function serve(): Promise<{ url: string; sockets: Socket[] }> {
    const sockets: Socket[] = [];
    server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    // Kept open far longer than a test runs: only the client's closing ends a connection.
    server.keepAliveTimeout = 600_000;
    server.on('connection', (socket: Socket) => sockets.push(socket));
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, sockets };
  }

  /** Resolves when every socket the server was asked on is closed by the client. */
  const closed = (sockets: Socket[]) =>
    Promise.all(
      sockets.map((socket) =>
        socket.closed ? undefined : new Promise((resolve) => socket.once('close', resolve)),
      ),
    );

  /** Asks once through a client held with `await using`, and checks it closed on leaving. */
  async function closesOnLeaving<Client extends AsyncDisposable>(
    open: (url: string) => Client,
    ask: (client: Client, url: string) => Promise<unknown>,
  ): Promise<void> {
    const { url, sockets } = await serve();
    {
      await using client = open(url);
      await ask(client, url);
      expect(sockets).toHaveLength(1);
      expect(sockets[0]?.closed).toBe(false);
    }
    await closed(sockets);
    expect(sockets.every((socket) => socket.closed)).toBe(true);
  }

  it('the Amezmo client closes its connections when the block ends', () =>
    closesOnLeaving(
      (url) => createAmezmoClient(`${url}/v1`, 'key_123456', context),
      (client) => client.getMe(),
    ));

  it('the GitHub client closes its connections when the block ends', () =>
    closesOnLeaving(
      (url) => createGitHubApiClient('ghs_token', url, context) as GitHubClient,
      (client) => client.request('GET', '/repos/acme/shop'),
    ));

  it('the health probe closes its connections when the block ends', () =>
    closesOnLeaving(
      () => createHealthProbe(systemClock, context),
      (held, url) => held.probe(`${url}/up`, 5_000, new AbortController().signal),
    ));
});
