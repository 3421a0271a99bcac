// The client against servers that misbehave on the wire: answers that trickle in, answers too
// large to hold, a refusal before the body is read, a key echoed in another spelling, a
// certificate the runner does not trust. A real server on 127.0.0.1 sees the real requests; the
// deadlines run on the fake clock. An upload whose answer trickles in and a self-signed
// certificate are proven where the user reads them, on the bundle: test/e2e/hostile-network.test.ts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { AmezmoClient, UncertainOutcomeError } from '../../src/api/client.ts';
import { adviceOf, ApiError } from '../../src/api/errors.ts';
import {
  InvalidHeaderError,
  NetworkError,
  ProxyRefusedError,
  UnexpectedResponseError,
} from '../../src/http/errors.ts';
import { selfSignedCertificate } from '../helpers/certificate.ts';
import { fakeClock, type FakeClock } from '../helpers/clock.ts';
import { startTunnelProxy } from '../helpers/tunnel.ts';
import { errorEnvelope } from '../../simulator/records.ts';

const KEY = 'key_live/0123456789';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

let server: Server | undefined;
let requests: number;
let connections: number;
let workdir: string;
let archive: string;
let client: AmezmoClient | undefined;

beforeAll(() => {
  workdir = mkdtempSync(join(tmpdir(), 'client-hostile-'));
  archive = join(workdir, 'app.zip');
  writeFileSync(archive, Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200_000, 1)]));
});
afterAll(() => rmSync(workdir, { recursive: true, force: true }));
afterEach(async () => {
  await client?.close();
  client = undefined;
  server?.closeAllConnections();
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server = undefined;
});

async function listen(handler: Handler, made: Server = createServer()): Promise<string> {
  requests = 0;
  connections = 0;
  server = made;
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    requests++;
    handler(request, response);
  });
  server.on('connection', () => connections++);
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}/v1`;
}

function clientFor(baseUrl: string, clock: FakeClock = fakeClock(), apiKey = KEY) {
  client = new AmezmoClient({ baseUrl, apiKey, clock, random: () => 0.5 });
  return client;
}

/** Headers at once, then a byte of white space every few milliseconds, for ever. */
function trickle(status: number, onByte: (count: number) => void = () => undefined): Handler {
  return (request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.flushHeaders();
      let count = 0;
      const timer = setInterval(() => {
        response.write(' ');
        onByte(++count);
      }, 5);
      response.on('close', () => clearInterval(timer));
    });
  };
}

describe('one deadline for the whole answer', () => {
  it('ends a read whose body trickles in, at the deadline on the clock', async () => {
    const clock = fakeClock();
    // Each byte comes well within any limit on a single read; only the deadline can end this.
    const base = await listen(trickle(200, (count) => count === 5 && clock.advance(60_000)));
    const error = await clientFor(base, clock)
      .getEnvironment(7, 'production')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).code).toBe('ANSWER_TIMEOUT');
    expect((error as Error).message).toMatch(
      /^Could not reach 127\.0\.0\.1:\d+: the whole answer did not arrive in time \(ANSWER_TIMEOUT\)$/,
    );
    // A read is retried: five attempts, each ended by its own deadline.
    expect(requests).toBe(5);
  });

  it('clamps a deadline beyond what Node timers hold, instead of firing at once', async () => {
    const base = await listen((_request, response) => {
      setTimeout(() => response.end(JSON.stringify([])), 30);
    });
    client = new AmezmoClient({ baseUrl: base, apiKey: KEY, answerTimeoutMs: 99_999_999_999 });
    await expect(client.listRegions()).resolves.toEqual([]);
  });
});

describe('answers too large to hold', () => {
  it('gives up on a success body past the cap, naming the operation', async () => {
    const base = await listen((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(Buffer.alloc(9 * 1024 * 1024, ' '));
    });
    const error = await clientFor(base)
      .listInstances()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect((error as Error).message).toBe(
      'Amezmo API: GET /instances answered 200 with a body larger than 8 MiB. Try again; if it persists, contact Amezmo support.',
    );
    expect(requests).toBe(1);
  });

  it('reads the start of a huge error page and reports its status', async () => {
    const base = await listen((_request, response) => {
      response.writeHead(404, { 'content-type': 'text/html' });
      response.end(`<html><body>${'x'.repeat(20 * 1024 * 1024)}</body></html>`);
    });
    await expect(clientFor(base).getInstance(7)).rejects.toMatchObject({
      name: 'ApiError',
      message: 'Amezmo API: 404 Not Found: the server answered with an HTML page',
    });
  });
});

describe('uncertain outcomes once the whole archive was sent', () => {
  it.each([
    ['an empty 201', '', 'answered 201 with an empty body'],
    ['a malformed 201', '{"id": 9, "sta', 'answered 201 with a body that is not JSON'],
    ['a 201 of the wrong shape', '{"deployment": 9}', "whose 'id' is missing, not an integer"],
  ])('%s: may exist, never "try again"', async (_case, body, problem) => {
    const base = await listen((request, response) => {
      request.resume();
      request.on('end', () => response.writeHead(201).end(body));
    });
    const error = await clientFor(base)
      .createDeployment(7, { environment: 'production', archivePath: archive })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UncertainOutcomeError);
    expect((error as Error).message).toContain(problem);
    expect((error as Error).message).toContain(
      "after the whole archive was sent. The deployment may have been created: check the deployments of environment 'production' on instance 7",
    );
    expect((error as Error).message).not.toContain('Try again');
    expect(requests).toBe(1);
  });

  it('a run cancelled after the whole archive was sent: says the deployment may exist', async () => {
    const controller = new AbortController();
    const reason = new Error('The run was cancelled (SIGTERM).');
    const base = await listen((request) => {
      request.resume();
      request.on('end', () => controller.abort(reason));
    });
    const error = await clientFor(base)
      .createDeployment(
        7,
        { environment: 'production', archivePath: archive },
        { signal: controller.signal },
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UncertainOutcomeError);
    expect(error).toMatchObject({ archiveSent: true, cancelled: true, environment: 'production' });
    expect((error as Error).message).toMatch(
      /^The run was cancelled after the whole archive was sent\. The deployment may have been created/,
    );
  });

  it('a run cancelled before the archive was sent: the cancellation as it is', async () => {
    const controller = new AbortController();
    const reason = new Error('The run was cancelled (SIGTERM).');
    const base = await listen((request) => {
      request.pause();
      controller.abort(reason);
    });
    const big = join(workdir, 'big.zip');
    writeFileSync(big, Buffer.alloc(32 * 1024 * 1024, 1));
    const error = await clientFor(base)
      .createDeployment(
        7,
        { environment: 'production', archivePath: big },
        { signal: controller.signal },
      )
      .catch((e: unknown) => e);
    expect(error).toBe(reason);
  });
});

describe('a final answer before the body was read', () => {
  it('413 at once, then the connection closed: reports the 413, never sends the archive twice', async () => {
    const big = join(workdir, 'too-big.zip');
    writeFileSync(big, Buffer.alloc(32 * 1024 * 1024, 1));
    const base = await listen((request, response) => {
      response.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
      response.end(
        JSON.stringify(
          errorEnvelope(413, 'invalid_request_error', 'payload_too_large', 'Too large.', 'req_413'),
        ),
        () => request.socket.destroy(),
      );
    });
    const clock = fakeClock();
    const error = await clientFor(base, clock)
      .createDeployment(7, { environment: 'production', archivePath: big })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe(
      'Amezmo API: 413 payload_too_large: Too large. (request req_413)',
    );
    // The first attempt may lose the answer to a broken pipe; the retry holds the archive back
    // and reads the 413 before sending it. Never a third attempt.
    expect(requests).toBeGreaterThanOrEqual(1);
    expect(requests).toBeLessThanOrEqual(2);
    expect(clock.sleeps.length).toBe(requests - 1);
  });
});

describe('a success answered before the body was sent whole', () => {
  it('is an uncertain outcome whose archive was not sent, naming how much was', async () => {
    const big = join(workdir, 'big.zip');
    writeFileSync(big, Buffer.alloc(32 * 1024 * 1024, 1));
    // Reads 1 MiB, answers a deployment, and reads no more: the client is held by back-pressure.
    const base = await listen((request, response) => {
      let seen = 0;
      request.on('data', (chunk: Buffer) => {
        seen += chunk.length;
        if (seen < 1024 * 1024 || response.headersSent) return;
        request.pause();
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end('{"id": 838, "status": "pending"}');
      });
    });
    const error = await clientFor(base, fakeClock())
      .createDeployment(7, { environment: 'production', archivePath: big })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(UncertainOutcomeError);
    expect((error as UncertainOutcomeError).archiveSent).toBe(false);
    expect((error as Error).message).toMatch(
      /^The Amezmo API answered 201 to POST \/instances\/7\/deployments before the whole archive was sent \([\d.]+ MiB of 32 MiB sent\): the server cannot have received all of it\. The deployment may have been created all the same/,
    );
    expect(requests).toBe(1);
  });
});

describe('secrets echoed in another spelling', () => {
  const jsonEscaped = [...KEY].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  it.each([
    ['as given', KEY],
    ['with \\/ for /', KEY.replace('/', '\\/')],
    ['as \\u escapes', jsonEscaped.join('')],
    ['percent-encoded', encodeURIComponent(KEY)],
  ])('never shows the key echoed %s', async (_case, spelling) => {
    const base = await listen((_request, response) => {
      response.writeHead(401, { 'content-type': 'application/json' });
      // Written by hand, so that the spelling reaches the client as the server chose it.
      response.end(`{"code": "invalid_credentials", "message": "Key ${spelling} is not valid"}`);
    });
    const error = (await clientFor(base)
      .listRegions()
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Amezmo API: 401 invalid_credentials: Key *** is not valid');
  });
});

describe('failures that asking again cannot mend', () => {
  it('a key with a character a header cannot carry: no connection, no retry', async () => {
    const base = await listen((_request, response) => response.end('[]'));
    const clock = fakeClock();
    const error = await clientFor(base, clock, 'key_live_\u200b123')
      .listRegions()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidHeaderError);
    expect((error as Error).message).toBe(
      'Could not send GET /regions: the API key holds a character an HTTP header cannot carry (a line break, a control character or a letter outside ASCII). Copy the key again from the Amezmo dashboard into the secret.',
    );
    expect(connections).toBe(0);
    expect(clock.sleeps).toEqual([]);
  });
});

describe('a connection that never opens', () => {
  it('is given up at the connect limit on the clock, retried, then names what to check', async () => {
    // A name lookup that never answers holds the socket in `connecting`, as a firewall that drops
    // packets does; nothing reaches the server.
    const base = await listen((_request, response) => response.end('[]'));
    let lookups = 0;
    const clock = fakeClock();
    client = new AmezmoClient({
      // A name, not an address: Node looks up only names.
      baseUrl: base.replace('127.0.0.1', 'localhost'),
      apiKey: KEY,
      clock,
      random: () => 0.5,
      transport: {
        request: (url, options) =>
          httpRequest(url, {
            ...options,
            lookup: () => {
              lookups++;
            },
          }),
        destroy: () => undefined,
      },
    });
    const ticking = setInterval(() => clock.advance(1_000), 5);
    try {
      const error = await client.listRegions().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NetworkError);
      expect((error as Error).message).toMatch(
        /^Could not reach localhost:\d+: timed out while connecting \(CONNECT_TIMEOUT\)$/,
      );
      expect(adviceOf(error)).toContain("Check 'base-url'");
      expect(lookups).toBe(5);
      expect(connections).toBe(0);
    } finally {
      clearInterval(ticking);
    }
  });
});

describe('an answer that is not HTTP', () => {
  it('names the host and the parser error, after asking again', async () => {
    // Another service on the port, one that speaks first and hangs up.
    let greeted = 0;
    const other = createTcpServer((socket) => {
      greeted++;
      socket.resume();
      socket.end('SSH-2.0-OpenSSH_9.6\r\n');
    });
    await new Promise<void>((done) => other.listen(0, '127.0.0.1', done));
    try {
      const { port } = other.address() as AddressInfo;
      const clock = fakeClock();
      const error = await clientFor(`http://127.0.0.1:${port}/v1`, clock)
        .listRegions()
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NetworkError);
      expect((error as Error).message).toMatch(
        /^Could not reach 127\.0\.0\.1:\d+: the answer was not HTTP \(HPE_[A-Z_]+\)$/,
      );
      expect(greeted).toBe(5);
      expect(clock.sleeps).toHaveLength(4);
    } finally {
      await new Promise((done) => other.close(done));
    }
  });
});

/** A TCP server that takes connections and never says a word; `open` counts those still open. */
async function silentServer(): Promise<{
  port: number;
  accepted: () => number;
  open: () => number;
  close: () => Promise<void>;
}> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  const silent = createTcpServer((socket) => {
    accepted++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.resume();
  });
  await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
  return {
    port: (silent.address() as AddressInfo).port,
    accepted: () => accepted,
    open: () => sockets.size,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((done) => silent.close(done));
    },
  };
}

/** Runs `work` while the clock moves on by itself, as time would. */
async function withTicking<T>(clock: FakeClock, work: () => Promise<T>): Promise<T> {
  const ticking = setInterval(() => clock.advance(1_000), 5);
  try {
    return await work();
  } finally {
    clearInterval(ticking);
  }
}

/** A client of an API on https://127.0.0.1:9 (where nothing listens) through `proxyUrl`. */
function clientThrough(
  proxyUrl: string,
  clock: FakeClock = fakeClock(),
  options: { variable?: string; baseUrl?: string; connectTimeoutMs?: number } = {},
): AmezmoClient {
  client = new AmezmoClient({
    baseUrl: options.baseUrl ?? 'https://127.0.0.1:9/v1',
    apiKey: KEY,
    clock,
    random: () => 0.5,
    proxyEnv: { [options.variable ?? 'HTTPS_PROXY']: proxyUrl },
    connectTimeoutMs: options.connectTimeoutMs,
  });
  return client;
}

describe('connections that open but never become ready', () => {
  it('a server that never finishes TLS: cut at the connect limit, retried, never connected', async () => {
    const silent = await silentServer();
    try {
      const clock = fakeClock();
      const error = await withTicking(clock, () =>
        clientFor(`https://127.0.0.1:${silent.port}/v1`, clock)
          .listRegions()
          .catch((e: unknown) => e),
      );
      expect((error as Error).message).toBe(
        `Could not reach 127.0.0.1:${silent.port}: timed out while connecting (CONNECT_TIMEOUT)`,
      );
      expect(adviceOf(error)).toContain("Check 'base-url'");
      expect(silent.accepted()).toBe(5);
    } finally {
      await silent.close();
    }
  });

  it('a kept-alive TLS socket is ready, even one whose certificate was taken untrusted', async () => {
    // With NODE_TLS_REJECT_UNAUTHORIZED=0 a socket is never `authorized`; the second request
    // reuses it, and its answer takes longer than the connect limit on the ticking clock.
    const { key, cert } = selfSignedCertificate(workdir);
    const base = await listen((_request, response) => {
      setTimeout(() => response.end('[]'), requests === 1 ? 0 : 100);
    }, createHttpsServer({ key, cert }));
    const saved = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    try {
      const clock = fakeClock();
      const https = clientFor(base.replace('http:', 'https:'), clock);
      await https.listRegions();
      await withTicking(clock, () => https.listRegions());
      expect(requests).toBe(2);
      expect(connections).toBe(1);
    } finally {
      if (saved === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
      else process.env.NODE_TLS_REJECT_UNAUTHORIZED = saved;
    }
  });

  it('a proxy that never answers CONNECT: cut at the connect limit, its sockets closed', async () => {
    const proxy = await silentServer();
    try {
      const clock = fakeClock();
      const through = clientThrough(`http://127.0.0.1:${proxy.port}`, clock);
      const error = await withTicking(clock, () => through.listRegions().catch((e: unknown) => e));
      expect((error as Error).message).toBe(
        'Could not reach 127.0.0.1:9: timed out while connecting (CONNECT_TIMEOUT)',
      );
      expect(proxy.accepted()).toBe(5);
      through.close();
      await expect.poll(() => proxy.open()).toBe(0);
    } finally {
      await proxy.close();
    }
  });

  it('a proxy that never answers CONNECT: the socket of each attempt given up is closed by itself', async () => {
    const proxy = await silentServer();
    try {
      const clock = fakeClock();
      const through = clientThrough(`http://127.0.0.1:${proxy.port}`, clock, {
        connectTimeoutMs: 200,
      });
      for (let poll = 1; poll <= 3; poll++) {
        const error = await withTicking(clock, () =>
          through.listRegions({ maxAttempts: 1 }).catch((e: unknown) => e),
        );
        expect((error as NetworkError).code).toBe('CONNECT_TIMEOUT');
        // Without close(): the wait's polls go on for minutes, one attempt each.
        await expect.poll(() => proxy.open(), { timeout: 3_000 }).toBe(0);
      }
      expect(proxy.accepted()).toBe(3);
    } finally {
      await proxy.close();
    }
  });

  it('a run cancelled while a tunnel opens: the cancellation at once', async () => {
    const proxy = await silentServer();
    try {
      const through = clientThrough(`http://127.0.0.1:${proxy.port}`);
      const controller = new AbortController();
      const reason = new Error('The run was cancelled (SIGTERM).');
      const pending = through.listRegions({ signal: controller.signal }).catch((e: unknown) => e);
      await expect.poll(() => proxy.accepted()).toBe(1);
      controller.abort(reason);
      expect(await pending).toBe(reason);
    } finally {
      await proxy.close();
    }
  });
});

describe('a tunnel to a server whose certificate is taken untrusted', () => {
  it('is ready once its handshake is done: an answer slower than the connect limit arrives', async () => {
    // NODE_TLS_REJECT_UNAUTHORIZED=0 takes any certificate; the socket is then never
    // `authorized`, and Node hands the request a tunnel's socket only after its handshake.
    const { key, cert } = selfSignedCertificate(workdir);
    const api = createHttpsServer({ key, cert }, (_request, response) => {
      setTimeout(() => response.end('[]'), 100);
    });
    await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
    const proxy = await startTunnelProxy();
    const saved = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    try {
      const clock = fakeClock();
      const through = clientThrough(proxy.url, clock, {
        baseUrl: `https://127.0.0.1:${(api.address() as AddressInfo).port}/v1`,
      });
      expect(await withTicking(clock, () => through.listRegions())).toEqual([]);
      expect(proxy.tunnels).toHaveLength(1);
    } finally {
      if (saved === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
      else process.env.NODE_TLS_REJECT_UNAUTHORIZED = saved;
      await proxy.close();
      api.closeAllConnections();
      await new Promise((done) => api.close(done));
    }
  });
});

describe('a proxy that refuses the tunnel', () => {
  /** A proxy that answers every CONNECT with `status`, and counts them. */
  async function refusingProxy(status: string): Promise<{ url: string; connects: () => number }> {
    let connects = 0;
    await listen((_request, response) => response.writeHead(405).end());
    server?.on('connect', (_request: IncomingMessage, socket: Socket) => {
      connects++;
      socket.end(`HTTP/1.1 ${status}\r\nContent-Length: 0\r\n\r\n`);
    });
    const { port } = server?.address() as AddressInfo;
    return { url: `http://builder:hunter2@127.0.0.1:${port}`, connects: () => connects };
  }

  it.each([
    [
      '407 Proxy Authentication Required',
      'https_proxy',
      'Could not reach 127.0.0.1:9: the proxy refused to open a tunnel (407 Proxy Authentication Required). Check the user and password in the proxy URL (https_proxy); an @, : or % in them is written percent-encoded, e.g. %40.',
    ],
    [
      '403 Forbidden',
      'HTTPS_PROXY',
      'Could not reach 127.0.0.1:9: the proxy refused to open a tunnel (403 Forbidden). Ask for 127.0.0.1:9 to be allowed through the proxy, or list it in NO_PROXY if the runner can reach it directly.',
    ],
  ])(
    '%s through %s: asked once, says what to check, never the password',
    async (status, variable, message) => {
      const proxy = await refusingProxy(status);
      const clock = fakeClock();
      const error = await clientThrough(proxy.url, clock, { variable })
        .listRegions()
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProxyRefusedError);
      expect((error as Error).message).toBe(message);
      expect(proxy.connects()).toBe(1);
      expect(clock.sleeps).toEqual([]);
    },
  );

  it('502 Bad Gateway: asked again, as a network failure', async () => {
    const proxy = await refusingProxy('502 Bad Gateway');
    const clock = fakeClock();
    const error = await clientThrough(proxy.url, clock)
      .listRegions()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe(
      'Could not reach 127.0.0.1:9: the proxy would not open a connection to it (ERR_PROXY_TUNNEL)',
    );
    expect(proxy.connects()).toBe(5);
  });
});

describe('an archive that cannot be read while it is sent', () => {
  it('fails at once with the read error, not at the stall limit', async () => {
    const base = await listen((request, response) => {
      request.resume();
      request.on('end', () => response.writeHead(201).end('{}'));
    });
    const folder = join(workdir, 'not-a-file.zip');
    mkdirSync(folder, { recursive: true });
    const error = await clientFor(base)
      .createDeployment(7, { environment: 'production', archivePath: folder })
      .catch((e: unknown) => e);
    expect((error as NodeJS.ErrnoException).code).toBe('EISDIR');
  });
});
