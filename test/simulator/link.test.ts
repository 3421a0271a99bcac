// The link model (`link` of startSimulator, `--link` of its command line): uploads read no faster
// than the link's rate, every answer late. The bounds are wide: this checks that the throttle and
// the delay are applied, not how fast anything is (that is `npm run bench`).
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { parseLink } from '../../simulator/link.ts';
import { ROOT } from '../../simulator/runner.ts';
import { startSimulator, type Simulator } from '../../simulator/server.ts';

const run = promisify(execFile);

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

interface Answer {
  status: number;
  body: string;
  /** From the request's start to the answer's last byte. */
  ms: number;
}

/** One request to the simulator, timed; `agent` to reuse a connection. */
function timed(
  baseUrl: string,
  apiKey: string,
  {
    method = 'GET',
    path = '/me',
    body,
    headers = {},
    agent,
  }: {
    method?: string;
    path?: string;
    body?: Buffer;
    headers?: Record<string, string>;
    agent?: Agent;
  } = {},
): Promise<Answer> {
  const started = performance.now();
  return new Promise((done, fail) => {
    const sent = request(
      `${baseUrl}${path}`,
      { method, agent, headers: { authorization: `Bearer ${apiKey}`, ...headers } },
      (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          done({ status: response.statusCode ?? 0, body: text, ms: performance.now() - started }),
        );
      },
    );
    sent.on('error', fail);
    sent.end(body);
  });
}

/** A multipart upload of `archive` to production, as the service's curl example sends it. */
function upload(archive: Buffer): { body: Buffer; headers: Record<string, string> } {
  const boundary = 'link-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="environment"\r\n\r\nproduction\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="archive"; filename="app.zip"\r\n` +
        'Content-Type: application/zip\r\n\r\n',
    ),
    archive,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    body,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(body.length),
    },
  };
}

/** Bytes that the simulator takes for a zip: a local header's signature, then anything. */
function zipLike(bytes: number): Buffer {
  const archive = randomBytes(bytes);
  archive.writeUInt32LE(0x04034b50, 0);
  return archive;
}

describe('parseLink', () => {
  it.each([
    ['200:30', { uploadMbps: 200, answerDelayMs: 30 }],
    ['0.5:0', { uploadMbps: 0.5, answerDelayMs: 0 }],
    [' 1000:2.5 ', { uploadMbps: 1000, answerDelayMs: 2.5 }],
  ])('reads %j', (text, link) => {
    expect(parseLink(text)).toEqual(link);
  });

  it.each(['200', '0:30', '200:-1', '-200:30', 'fast:30', '200:30:1', ''])(
    'refuses %j with what to give',
    (text) => {
      expect(() => parseLink(text)).toThrow(
        `--link has '${text}': give the upload rate in Mbit/s and the delay of each answer in ms, e.g. 200:30.`,
      );
    },
  );
});

describe('a simulator behind a link', () => {
  it('reads an upload no faster than the rate, and stores it byte for byte', async () => {
    // 16 Mbit/s is 2 MB a second: 2 MB take a second.
    sim = await startSimulator({ link: { uploadMbps: 16, answerDelayMs: 0 } });
    const archive = zipLike(2_000_000);
    const { body, headers } = upload(archive);
    const path = `/instances/${sim.seeded?.instanceId}/deployments`;
    const answer = await timed(sim.baseUrl, sim.apiKey, { method: 'POST', path, body, headers });
    expect(answer.status, answer.body).toBe(201);
    const mbps = (body.length * 8) / 1e6 / (answer.ms / 1000);
    expect(mbps).toBeLessThanOrEqual(16 * 1.1);
    expect(mbps).toBeGreaterThan(16 / 4);
    const [deployment] = sim.account.deployments();
    expect(readFileSync(deployment?.archivePath as string).equals(archive)).toBe(true);

    // Without the link, the same upload is far quicker: the throttle is what took the time.
    const loopback = await startSimulator();
    try {
      const fast = await timed(loopback.baseUrl, loopback.apiKey, {
        method: 'POST',
        path: `/instances/${loopback.seeded?.instanceId}/deployments`,
        body,
        headers,
      });
      expect(fast.status).toBe(201);
      expect(fast.ms).toBeLessThan(answer.ms / 2);
    } finally {
      await loopback.close();
    }
  });

  it('sends every answer late, on a new connection and on one reused', async () => {
    sim = await startSimulator({ link: { uploadMbps: 1000, answerDelayMs: 150 } });
    const agent = new Agent({ keepAlive: true });
    onTestFinished(() => agent.destroy());
    const answers: Answer[] = [];
    for (let i = 0; i < 3; i++) answers.push(await timed(sim.baseUrl, sim.apiKey, { agent }));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ instance_limit: 4 });
      expect(answer.ms).toBeGreaterThanOrEqual(145);
      expect(answer.ms).toBeLessThan(2_000);
    }
    expect(sim.connections()).toBe(1);
    // The apps are across the same link.
    const started = performance.now();
    const app = await fetch(sim.appUrl(sim.seeded?.instanceId as number, 'production', '/up'));
    expect(app.status).toBe(503);
    expect(performance.now() - started).toBeGreaterThanOrEqual(145);
  });

  it('passes a connection the server cuts on to the client, late', async () => {
    sim = await startSimulator({ link: { uploadMbps: 1000, answerDelayMs: 100 } });
    sim.inject('getMe', { kind: 'reset' });
    const started = performance.now();
    await expect(timed(sim.baseUrl, sim.apiKey)).rejects.toThrow();
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
    expect((await timed(sim.baseUrl, sim.apiKey)).status).toBe(200);
  });
});

describe('npm run simulator -- --link', () => {
  it('serves behind the link, and keeps uploads in --storage-dir', async () => {
    const storage = join(mkdtempSync(join(tmpdir(), 'link-cli-')), 'uploads');
    onTestFinished(() => rmSync(join(storage, '..'), { recursive: true, force: true }));
    const child = spawn(
      process.execPath,
      [
        join(ROOT, 'simulator', 'cli.ts'),
        ...['--port', '0', '--api-key', 'link-key', '--quiet'],
        ...['--link', '40:120', '--storage-dir', storage],
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    onTestFinished(async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    });
    const line = await new Promise<string>((done, fail) => {
      let text = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        text += chunk;
        if (text.includes('\n')) done(text.split('\n')[0] as string);
      });
      child.on('exit', (code) => fail(new Error(`simulator exited with ${code}`)));
    });
    const [, baseUrl, instance] = /^base-url=(\S+) api-key=link-key instance=(\d+) /.exec(
      line,
    ) as unknown as [string, string, string];

    expect((await timed(baseUrl, 'link-key')).ms).toBeGreaterThanOrEqual(115);
    // 40 Mbit/s is 5 MB a second: 1 MB takes a fifth of a second.
    const { body, headers } = upload(zipLike(1_000_000));
    const path = `/instances/${instance}/deployments`;
    const answer = await timed(baseUrl, 'link-key', { method: 'POST', path, body, headers });
    expect(answer.status).toBe(201);
    expect(answer.ms).toBeGreaterThanOrEqual(115 + 180);
    expect(readdirSync(storage)).toEqual(['upload-1']);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(existsSync(join(storage, 'upload-1'))).toBe(true);
  });

  it('refuses a --link that is not a rate and a delay, in one line', async () => {
    const cli = join(ROOT, 'simulator', 'cli.ts');
    const failure = await run(process.execPath, [cli, '--link', '200'], { cwd: ROOT }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toBe(
      "simulator: --link has '200': give the upload rate in Mbit/s and the delay of each answer in ms, e.g. 200:30.\n",
    );
  });
});
