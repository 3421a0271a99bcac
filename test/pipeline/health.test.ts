// The health verification: Amezmo's own check, read from the environment as the service writes
// it, and the probe, here against real HTTP servers on 127.0.0.1 (one of them on another host
// name, for a redirect that must not be followed).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkOfDeployment,
  failedHealth,
  probeUrl,
  verifyHealth,
  type HealthSettings,
  type ProbeAnswer,
} from '../../src/pipeline/health.ts';
import { createHttpProbe } from '../../src/pipeline/http-probe.ts';
import { parseHealthStatus } from '../../src/settings/health.ts';
import type { Logger } from '../../src/logger.ts';
import { fakeClock } from '../helpers/clock.ts';
import { systemClock } from '../../src/clock.ts';

const logs: string[] = [];
const logger: Logger = {
  debug: () => {},
  info: (message) => logs.push(message),
  warning: (message) => logs.push(`warning: ${message}`),
  notice: (message) => logs.push(`notice: ${message}`),
};

const outer = {
  instance: '7',
  environment: 'production',
  deploymentId: 42,
  environmentUrl: 'https://shop.amezmo.test',
};

function settings(overrides: Partial<HealthSettings> = {}): HealthSettings {
  return {
    url: '',
    statuses: parseHealthStatus('2xx'),
    body: '',
    passes: 3,
    timeoutSeconds: 20,
    ...overrides,
  };
}

/** An environment whose current deployment answers as `answers` say, one look after another. */
/**
 * An environment that answers each look with the next record (the last again and again); a
 * record that says nothing of its creation was created at the start of 2026-06-01.
 */
function environments(...answers: unknown[]) {
  let look = 0;
  return {
    looks: () => look,
    getEnvironment: async () => {
      const answer = answers[Math.min(look++, answers.length - 1)];
      const record =
        answer && typeof answer === 'object' && !('created_at' in answer)
          ? { created_at: '2026-06-01T00:00:00Z', ...answer }
          : answer;
      return { current_deployment: record } as never;
    },
  };
}

const signal = new AbortController().signal;

afterEach(() => {
  logs.length = 0;
});

describe("Amezmo's own health check", () => {
  const target = outer;
  /** Verifies the health with Amezmo's check alone (no probe), on a fake clock by default. */
  const readAmezmo = (
    client: Parameters<typeof verifyHealth>[2]['client'],
    given: HealthSettings,
    clock = fakeClock(),
  ) =>
    verifyHealth(target, given, {
      client,
      probe: async () => ({ problem: 'unused' }),
      clock,
      logger,
      signal,
    });
  it('waits for this deployment to be current and its check sent, then reads its status', async () => {
    const client = environments(
      { id: 41, healthcheck: { healthcheck_url: 'https://shop.amezmo.test/up' } },
      {
        id: 42,
        healthcheck: {
          healthcheck_url: 'https://shop.amezmo.test/up',
          healthcheck_status_code: null,
          healthcheck_sent_at: null,
        },
      },
      {
        id: 42,
        healthcheck: {
          healthcheck_url: 'https://shop.amezmo.test/up',
          healthcheck_status_code: 200,
          healthcheck_sent_at: '2026-06-01 00:00:04',
        },
      },
    );
    const clock = fakeClock();
    const report = await verifyHealth(target, settings(), {
      client,
      probe: async () => ({ problem: 'unused' }),
      clock,
      logger,
      signal,
    });
    expect(report.health).toBe('healthy');
    expect(report.amezmo).toEqual({
      verdict: 'healthy',
      url: 'https://shop.amezmo.test/up',
      status: 200,
      sentAt: '2026-06-01 00:00:04',
    });
    expect(report.detail).toBe("Amezmo's health check of https://shop.amezmo.test/up answered 200");
    expect(clock.sleeps).toEqual([2000, 2000]);
  });

  it('looks again after a tuned pause', async () => {
    const pending = { healthcheck_url: 'https://shop.amezmo.test/up', healthcheck_sent_at: null };
    const client = environments(
      { id: 42, healthcheck: pending },
      {
        id: 42,
        healthcheck: {
          ...pending,
          healthcheck_status_code: 200,
          healthcheck_sent_at: '2026-06-01T00:00:30Z',
        },
      },
    );
    const clock = fakeClock();
    const report = await verifyHealth(target, settings(), {
      client,
      probe: async () => ({ problem: 'unused' }),
      clock,
      logger,
      signal,
      lookMs: 50,
    });
    expect(report.health).toBe('healthy');
    expect(clock.sleeps).toEqual([50]);
  });

  it.each([
    [500, 'unhealthy'],
    ['500', 'unhealthy'],
    [null, 'unhealthy'],
    ['200', 'healthy'],
  ])('takes a status of %j as %s', async (status, health) => {
    const client = environments({
      id: 42,
      healthcheck: {
        healthcheck_url: 'https://shop.amezmo.test/up',
        healthcheck_status_code: status,
        healthcheck_sent_at: '2026-06-01 00:00:04',
      },
    });
    const report = await verifyHealth(target, settings(), {
      client,
      probe: async () => ({ problem: 'unused' }),
      clock: fakeClock(),
      logger,
      signal,
    });
    expect(report.health).toBe(health);
  });

  it('says once that the environment has none, without waiting, and calls the release unchecked', async () => {
    const client = environments({ id: 42, healthcheck: { healthcheck_url: null } });
    const clock = fakeClock();
    const report = await verifyHealth(target, settings(), {
      client,
      probe: async () => ({ problem: 'unused' }),
      clock,
      logger,
      signal,
    });
    expect(report).toMatchObject({ health: 'unchecked', amezmo: { verdict: 'not-configured' } });
    expect(report.detail).toMatch(/no health check/);
    expect(clock.sleeps).toEqual([]);
    expect(logs.filter((line) => /has no health check/.test(line))).toHaveLength(1);
  });

  it('waits for a check the deployment before had, and calls one never sent unhealthy', async () => {
    const client = environments({ id: 42, healthcheck: null });
    const clock = fakeClock();
    const report = await verifyHealth(
      { ...target, expectedCheck: 'https://shop.amezmo.test/up' },
      settings({ timeoutSeconds: 10 }),
      { client, probe: async () => ({ problem: 'unused' }), clock, logger, signal },
    );
    expect(report.amezmo).toEqual({ verdict: 'not-sent', url: 'https://shop.amezmo.test/up' });
    expect(report.health).toBe('unhealthy');
    expect(clock.sleeps.reduce((sum, ms) => sum + ms, 0)).toBe(10_000);
  });

  it('calls a release that a later deployment replaced not live, at once', async () => {
    const client = environments({ id: 43, healthcheck: null });
    const clock = fakeClock();
    const report = await readAmezmo(client, settings({ timeoutSeconds: 4 }), clock);
    expect(report).toMatchObject({
      health: 'not-live',
      amezmo: { verdict: 'not-current', current: '43', later: true },
    });
    expect(report.detail).toBe('the environment runs deployment 43, a later one');
    expect(clock.sleeps).toEqual([]);
  });

  it('calls a release not live when the environment still runs an older one at the deadline', async () => {
    const client = environments({ id: 41, healthcheck: null });
    const clock = fakeClock();
    const report = await readAmezmo(client, settings({ timeoutSeconds: 10 }), clock);
    expect(report).toMatchObject({
      health: 'not-live',
      amezmo: { verdict: 'not-current', current: '41', later: false },
      probe: undefined,
    });
    expect(report.detail).toBe('the environment runs deployment 41, not this one, after 10 s');
    expect(clock.sleeps.reduce((sum, ms) => sum + ms, 0)).toBe(10_000);
  });

  it('calls a release not live when the environment cannot be read as running it', async () => {
    const client = {
      getEnvironment: async () => {
        throw new Error('503 from the API');
      },
    };
    const report = await readAmezmo(client, settings({ timeoutSeconds: 4 }));
    expect(report.health).toBe('not-live');
    expect(report.detail).toBe(
      'the environment showed no current deployment (or none that could be read) within 4 s',
    );
  });

  it('says once that the environment runs no deployment, and never shows an id that is not one', async () => {
    const client = environments(null, null, { id: '43\n::error::forged' }, null);
    const report = await readAmezmo(client, settings({ timeoutSeconds: 8 }));
    expect(report).toMatchObject({
      health: 'not-live',
      amezmo: { verdict: 'not-current', current: 'none', later: false },
    });
    expect(logs.filter((line) => /runs deployment none/.test(line))).toHaveLength(1);
    expect(logs.join('\n')).not.toContain('forged');
  });

  it('calls a release not live when another deployment takes its place while it is checked', async () => {
    const client = environments(
      { id: 42, healthcheck: { healthcheck_url: 'https://shop.amezmo.test/up' } },
      { id: 43, healthcheck: { healthcheck_url: 'https://shop.amezmo.test/up' } },
    );
    const report = await readAmezmo(client, settings({ timeoutSeconds: 20 }));
    expect(report).toMatchObject({
      health: 'not-live',
      amezmo: { verdict: 'not-current', current: '43', later: true },
    });
  });

  it("waits for a fresh check when the one shown was sent before this deployment's creation", async () => {
    const stale = {
      healthcheck_url: 'https://shop.amezmo.test/up',
      healthcheck_status_code: 200,
      healthcheck_sent_at: '2026-06-01T00:00:04.000000Z',
    };
    const client = environments(
      { id: 42, created_at: '2026-06-01T00:01:00.000000Z', healthcheck: stale },
      {
        id: 42,
        created_at: '2026-06-01T00:01:00.000000Z',
        healthcheck: {
          ...stale,
          healthcheck_status_code: 500,
          healthcheck_sent_at: '2026-06-01T00:01:05.000000Z',
        },
      },
    );
    const report = await readAmezmo(client, settings());
    expect(report.health).toBe('unhealthy');
    expect(report.amezmo).toMatchObject({ status: 500, sentAt: '2026-06-01T00:01:05.000000Z' });
    expect(client.looks()).toBe(2);
    expect(logs).toContain(
      "Amezmo's health check of https://shop.amezmo.test/up shows a result sent at " +
        '2026-06-01T00:00:04.000000Z, before deployment 42 was created: it is the release ' +
        "before's. Waiting for a fresh one.",
    );
  });

  it('calls a release whose check stays stale to the deadline unhealthy, and says why', async () => {
    const client = environments({
      id: 42,
      created_at: '2026-06-01T00:01:00.000000Z',
      healthcheck: {
        healthcheck_url: 'https://shop.amezmo.test/up',
        healthcheck_status_code: 200,
        healthcheck_sent_at: '2026-06-01T00:00:04.000000Z',
      },
    });
    const report = await readAmezmo(client, settings({ timeoutSeconds: 6 }));
    expect(report.health).toBe('unhealthy');
    expect(report.detail).toBe(
      "Amezmo's health check of https://shop.amezmo.test/up had not run after 6 s (the one " +
        'shown, sent at 2026-06-01T00:00:04.000000Z, was of the release before)',
    );
  });

  it("never takes a check as this deployment's when the record says nothing of its creation", async () => {
    const client = environments({
      id: 42,
      created_at: null,
      healthcheck: {
        healthcheck_url: 'https://shop.amezmo.test/up',
        healthcheck_status_code: 200,
        healthcheck_sent_at: '2020-01-01T00:00:04.000000Z',
      },
    });
    const report = await readAmezmo(client, settings({ timeoutSeconds: 6 }));
    // Not proven either way: unchecked, not healthy on the strength of a check of unknown date.
    expect(report.health).toBe('unchecked');
    expect(report.detail).toBe(
      "Amezmo's health check of https://shop.amezmo.test/up had not run after 6 s (the one " +
        "shown, sent at 2020-01-01T00:00:04.000000Z, could not be told to be this deployment's: " +
        "its time, or the deployment's created_at, could not be read)",
    );
    // The action's own probe decides then.
    const probed = await verifyHealth(
      outer,
      settings({ url: '/up', passes: 1, timeoutSeconds: 6 }),
      {
        client,
        probe: async () => ({ status: 200, text: 'ok' }),
        clock: fakeClock(),
        logger,
        signal,
      },
    );
    expect(probed.health).toBe('healthy');
  });

  it.each([
    ['2026-06-01T00:00:04.000000Z', '2026-06-01T00:01:00.000000Z', 'not-sent'],
    ['2026-06-01 00:00:59', '2026-06-01T00:01:00Z', 'not-sent'],
    ['2026-06-01T02:00:59+02:00', '2026-06-01T00:01:00.000000Z', 'not-sent'],
    ['2026-06-01T00:01:00.000000Z', '2026-06-01T00:01:00.000000Z', 'healthy'],
    ['2026-06-01T00:01:05.000000Z', '2026-06-01T00:01:00.000000Z', 'healthy'],
    // What cannot be read as a time cannot tell the check to be this deployment's: not taken.
    ['yesterday', '2026-06-01T00:01:00.000000Z', 'not-sent'],
    ['2026-06-01T00:00:04Z', null, 'not-sent'],
    ['2026-06-01T00:00:04Z', 'an hour ago', 'not-sent'],
  ])(
    'reads a check sent at %s of a deployment created at %s as %s',
    (sentAt, createdAt, verdict) => {
      const check = checkOfDeployment({
        id: 42,
        created_at: createdAt,
        healthcheck: {
          healthcheck_url: 'https://shop.amezmo.test/up',
          healthcheck_status_code: 200,
          healthcheck_sent_at: sentAt,
        },
      });
      expect(check.verdict).toBe(verdict);
    },
  );

  it('shows an unreadable check time shortened, never at any length', () => {
    const check = checkOfDeployment({
      id: 42,
      created_at: '2026-06-01T00:01:00Z',
      healthcheck: {
        healthcheck_url: 'https://shop.amezmo.test/up',
        healthcheck_status_code: 200,
        healthcheck_sent_at: 'x'.repeat(5_000),
      },
    });
    expect(check).toEqual({
      verdict: 'not-sent',
      url: 'https://shop.amezmo.test/up',
      staleSentAt: `${'x'.repeat(40)}…`,
      untimed: true,
    });
  });

  it.each([
    ['healthy', false],
    ['unchecked', false],
    ['unhealthy', true],
    ['not-live', true],
    [undefined, false],
  ] as const)('takes %s as %s a failed health proof', (health, failed) => {
    expect(failedHealth(health)).toBe(failed);
  });
});

describe("the action's own probe", () => {
  const none = () => environments({ id: 42, healthcheck: null });
  // The deployment before had no check of Amezmo's: the probe alone decides.
  const target = { ...outer, expectedCheck: null };

  it('puts a path on the environment address, and takes an absolute URL as it is', () => {
    expect(probeUrl('/up', 'https://shop.amezmo.test')).toBe('https://shop.amezmo.test/up');
    expect(probeUrl('up', 'https://shop.amezmo.test')).toBe('https://shop.amezmo.test/up');
    expect(probeUrl('https://other.test/health', 'https://shop.amezmo.test')).toBe(
      'https://other.test/health',
    );
    expect(probeUrl('/up', '')).toBeUndefined();
    expect(probeUrl('', 'https://shop.amezmo.test')).toBeUndefined();
  });

  it('asks only once the environment runs this deployment: before, the answers are not its own', async () => {
    const client = environments({ id: 41 }, { id: 41 }, { id: 42, healthcheck: null });
    const asked: number[] = [];
    const report = await verifyHealth(target, settings({ url: '/up', passes: 1 }), {
      client,
      probe: async () => {
        asked.push(client.looks());
        return { status: 200, text: 'ok' };
      },
      clock: fakeClock(),
      logger,
      signal,
    });
    expect(report.health).toBe('healthy');
    // The first probe came after the third look, which found deployment 42 current.
    expect(asked).toEqual([3]);
  });

  it('says where an answer came from when the probe followed a redirect', async () => {
    const report = await verifyHealth(target, settings({ url: '/up', passes: 1 }), {
      client: none(),
      probe: async () => ({
        status: 200,
        text: 'We are down for maintenance',
        redirectedTo: 'https://shop.amezmo.test/maintenance',
      }),
      clock: fakeClock(),
      logger,
      signal,
    });
    expect(report.detail).toContain(
      'https://shop.amezmo.test/up answered 200 after a redirect to ' +
        'https://shop.amezmo.test/maintenance 1 times in a row',
    );
  });

  it('never asks, and never calls healthy, a release the environment does not run', async () => {
    let probes = 0;
    const report = await verifyHealth(target, settings({ url: '/up', timeoutSeconds: 8 }), {
      client: environments({ id: 41, healthcheck: null }),
      probe: async () => {
        probes++;
        return { status: 200, text: 'ok' };
      },
      clock: fakeClock(),
      logger,
      signal,
    });
    expect(probes).toBe(0);
    expect(report.health).toBe('not-live');
    expect(report.detail).toBe(
      'the environment runs deployment 41, not this one, after 8 s; ' +
        'https://shop.amezmo.test/up was not asked, as it would answer for another release',
    );
  });

  it('needs the given number of expected answers in a row', async () => {
    const answers: ProbeAnswer[] = [
      { status: 200, text: 'ok' },
      { status: 502, text: 'Bad gateway' },
      { status: 200, text: 'ok' },
      { status: 200, text: 'ok' },
      { status: 200, text: 'ok' },
    ];
    const asked: string[] = [];
    const report = await verifyHealth(target, settings({ url: '/up' }), {
      client: none(),
      probe: async (url) => {
        asked.push(url);
        return answers.shift() ?? { problem: 'no more' };
      },
      clock: fakeClock(),
      logger,
      signal,
    });
    expect(report.health).toBe('healthy');
    expect(asked).toHaveLength(5);
    expect(asked[0]).toBe('https://shop.amezmo.test/up');
    expect(report.probe).toMatchObject({ verdict: 'healthy', last: 'answered 200', inARow: 3 });
  });

  it('is unhealthy when the deadline passes first, with the last answer and an excerpt', async () => {
    const report = await verifyHealth(target, settings({ url: '/up', timeoutSeconds: 7 }), {
      client: none(),
      probe: async () => ({ status: 500, text: '<h1>Server   error</h1>\n\nStack: …' }),
      clock: fakeClock(),
      logger,
      signal,
    });
    expect(report.health).toBe('unhealthy');
    expect(report.probe).toMatchObject({
      last: 'answered 500',
      excerpt: '<h1>Server error</h1> Stack: …',
      inARow: 0,
    });
    expect(report.detail).toBe(
      'https://shop.amezmo.test/up answered 500 (<h1>Server error</h1> Stack: …), 0 of 3 answers ' +
        'in a row as expected after 7 s',
    );
  });

  it('wants the body text when one is given', async () => {
    const report = await verifyHealth(
      target,
      settings({ url: '/up', body: 'database: ok', timeoutSeconds: 4 }),
      {
        client: none(),
        probe: async () => ({ status: 200, text: 'database: down' }),
        clock: fakeClock(),
        logger,
        signal,
      },
    );
    expect(report.health).toBe('unhealthy');
    expect(report.probe?.last).toBe("answered 200 without 'database: ok'");
  });

  it('and Amezmo together: either saying unhealthy makes the release unhealthy', async () => {
    const client = environments(
      { id: 42, healthcheck: { healthcheck_url: 'https://shop.amezmo.test/' } },
      {
        id: 42,
        healthcheck: {
          healthcheck_url: 'https://shop.amezmo.test/',
          healthcheck_status_code: 500,
          healthcheck_sent_at: '2026-06-01 00:00:04',
        },
      },
    );
    const report = await verifyHealth(target, settings({ url: '/up', passes: 1 }), {
      client,
      probe: async () => ({ status: 204, text: '' }),
      clock: fakeClock(),
      logger,
      signal,
    });
    expect(report.health).toBe('unhealthy');
    expect(report.probe?.verdict).toBe('healthy');
  });

  it("stops probing once Amezmo's check has found the release unhealthy", async () => {
    const client = environments(
      { id: 41 },
      { id: 42, healthcheck: { healthcheck_url: 'https://shop.amezmo.test/up' } },
      {
        id: 42,
        healthcheck: {
          healthcheck_url: 'https://shop.amezmo.test/up',
          healthcheck_status_code: 500,
          healthcheck_sent_at: '2026-06-01 00:00:04',
        },
      },
    );
    let probes = 0;
    const clock = fakeClock();
    const started = clock.now();
    const report = await verifyHealth(target, settings({ url: '/up', timeoutSeconds: 120 }), {
      client,
      probe: async () => {
        probes++;
        return { status: 500, text: 'Server Error' };
      },
      clock,
      logger,
      signal,
    });
    expect(report.health).toBe('unhealthy');
    expect(report.probe?.verdict).toBe('stopped');
    // Not probed on to the deadline: a few probes, seconds, not two minutes.
    expect(probes).toBeLessThan(5);
    expect(clock.now() - started).toBeLessThan(10_000);
    expect(report.detail).toBe(
      "Amezmo's health check of https://shop.amezmo.test/up answered 500; " +
        'https://shop.amezmo.test/up answered 500 (Server Error) when the probe stopped',
    );
  });
});

describe('the HTTP probe, against servers on 127.0.0.1', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(
      servers.splice(0).map((server) => {
        server.closeAllConnections();
        return new Promise((resolve) => server.close(resolve));
      }),
    );
  });

  async function serve(handler: Parameters<typeof createServer>[1]): Promise<number> {
    const server = createServer(handler);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  }

  const ask = async (url: string, timeoutMs = 5_000) => {
    const { probe, close } = createHttpProbe({ clock: systemClock, proxyEnv: {} });
    try {
      return await probe(url, timeoutMs, signal);
    } finally {
      close();
    }
  };

  it('reads the status and at most 64 KiB of the body, sending no credential', async () => {
    let headers: Record<string, unknown> = {};
    const port = await serve((request, response) => {
      headers = request.headers;
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('x'.repeat(1024 * 1024));
    });
    const answer = await ask(`http://127.0.0.1:${port}/up`);
    expect(answer).toMatchObject({ status: 200 });
    expect((answer as { text: string }).text.length).toBeLessThanOrEqual(64 * 1024);
    expect(headers.authorization).toBeUndefined();
    expect(headers['user-agent']).toMatch(/^amezmo-deploy\/.+ \(health probe\)$/);
  });

  it('follows a redirect on the same host, and not one to another host', async () => {
    const other = await serve((_request, response) => response.end('elsewhere'));
    const port = await serve((request, response) => {
      if (request.url === '/up') {
        response.writeHead(302, { location: '/health' }).end();
      } else if (request.url === '/health') {
        response.end('fine');
      } else {
        // `localhost` is another host name than 127.0.0.1, though the same machine.
        response.writeHead(301, { location: `http://localhost:${other}/` }).end();
      }
    });
    // Followed, and said: the answer is another page's.
    expect(await ask(`http://127.0.0.1:${port}/up`)).toEqual({
      status: 200,
      text: 'fine',
      redirectedTo: `http://127.0.0.1:${port}/health`,
    });
    // Not redirected: nothing said.
    expect(await ask(`http://127.0.0.1:${port}/health`)).toEqual({ status: 200, text: 'fine' });
    expect(await ask(`http://127.0.0.1:${port}/away`)).toEqual({
      problem: `answered a redirect (301) to http://localhost:${other}/: another host, not followed`,
    });
  });

  it('does not follow a redirect to another port of the same host: another service may answer', async () => {
    let asked = 0;
    const other = await serve((_request, response) => {
      asked++;
      response.end('ok from another service');
    });
    const port = await serve((_request, response) => {
      response.writeHead(302, { location: `http://127.0.0.1:${other}/up` }).end();
    });
    expect(await ask(`http://127.0.0.1:${port}/up`)).toEqual({
      problem:
        `answered a redirect (302) to http://127.0.0.1:${other}/up: another port of the same ` +
        'host, not followed',
    });
    expect(asked).toBe(0);
  });

  it('gives up on an answer that does not come in time', async () => {
    const port = await serve(() => {
      // Never answers.
    });
    const answer = await ask(`http://127.0.0.1:${port}/up`, 300);
    expect(answer).toHaveProperty('problem');
    expect((answer as { problem: string }).problem).toMatch(/time|answer/i);
  });
});
