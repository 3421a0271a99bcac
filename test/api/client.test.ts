import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AmezmoClient, UncertainOutcomeError } from '../../src/api/client.ts';
import { ApiError } from '../../src/api/errors.ts';
import { NetworkError, RedirectError, UnexpectedResponseError } from '../../src/http/errors.ts';
import { VERSION } from '../../src/version.ts';
import { fakeClock, type FakeClock } from '../helpers/clock.ts';
import {
  deploymentRecord,
  environmentRecord,
  errorEnvelope,
  INSTANCE_TYPES,
  instanceRecord,
  REGIONS,
  workerRecord,
} from '../../simulator/records.ts';

const ORIGIN = 'https://api.amezmo.test';
const BASE = `${ORIGIN}/v1`;
const KEY = 'key_live_0123456789';

interface Seen {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  form?: FormData;
}

let seen: Seen[];
let clock: FakeClock;
let client: AmezmoClient;
let workdir: string;

/** Answers `reply` and records the request as the server got it. */
function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return async (request: Request): Promise<[number, string, Record<string, string>]> => {
    const record: Seen = {
      method: request.method,
      path: new URL(request.url).pathname + new URL(request.url).search,
      headers: Object.fromEntries(request.headers),
      body: '',
    };
    if (request.headers.get('content-type')?.startsWith('multipart/')) {
      record.form = await request.formData();
    } else {
      record.body = await request.text();
    }
    seen.push(record);
    return [status, typeof body === 'string' ? body : JSON.stringify(body), headers];
  };
}

const environment = environmentRecord({
  id: 21,
  instanceId: 7,
  name: 'production',
  branchPatterns: ['^main$'],
  tagPatterns: ['^v\\d+'],
});
const instance = instanceRecord({ id: 7 }, [
  environment,
  environmentRecord({ id: 22, instanceId: 7, name: 'staging' }),
]);
const worker = workerRecord({ id: 11, name: 'queue', command: 'php artisan queue:work' });

// nock replaces Node's http client for the whole process, from its import on: on in this file
// only, so that a file run after it in a shared worker (isolate: false) sends real requests.
beforeAll(() => {
  if (!nock.isActive()) nock.activate();
  nock.disableNetConnect();
  workdir = mkdtempSync(join(tmpdir(), 'client-test-'));
});
afterAll(() => {
  nock.enableNetConnect();
  nock.restore();
  rmSync(workdir, { recursive: true, force: true });
});
beforeEach(() => {
  seen = [];
  clock = fakeClock();
  client = new AmezmoClient({ baseUrl: BASE, apiKey: KEY, clock, random: () => 0.5 });
});
afterEach(async () => {
  const pending = nock.pendingMocks();
  nock.cleanAll();
  await client.close();
  expect(pending, 'requests the test expected but the client did not make').toEqual([]);
});

describe('every operation', () => {
  const deployment = deploymentRecord({
    id: 838,
    siteId: 21,
    status: 'succeeded',
    createdAt: new Date('2026-05-01T10:00:00Z'),
    sequenceNumber: 4,
  });

  it.each([
    ['listRegions', 'GET', '/v1/regions', REGIONS, (c: AmezmoClient) => c.listRegions()],
    [
      'listInstanceTypes',
      'GET',
      '/v1/instance-types',
      INSTANCE_TYPES,
      (c: AmezmoClient) => c.listInstanceTypes(),
    ],
    ['listInstances', 'GET', '/v1/instances', [instance], (c: AmezmoClient) => c.listInstances()],
    [
      'listInstances filtered',
      'GET',
      '/v1/instances?instance_type=hobby',
      [instance],
      (c: AmezmoClient) => c.listInstances({ instanceType: 'hobby' }),
    ],
    ['getInstance', 'GET', '/v1/instances/7', instance, (c: AmezmoClient) => c.getInstance(7)],
    [
      'terminateInstance',
      'DELETE',
      '/v1/instances/7',
      { ...instance, state: 'Deleting' },
      (c: AmezmoClient) => c.terminateInstance(7),
    ],
    [
      'listEnvironments',
      'GET',
      '/v1/instances/7/environments',
      instance.environments,
      (c: AmezmoClient) => c.listEnvironments(7),
    ],
    [
      'getEnvironment',
      'GET',
      '/v1/instances/7/environments/production',
      { ...environment, current_deployment: deployment },
      (c: AmezmoClient) => c.getEnvironment('7', 'production'),
    ],
    [
      'getEnvironment with an odd name',
      'GET',
      '/v1/instances/7/environments/qa%2Fone',
      environment,
      (c: AmezmoClient) => c.getEnvironment(7, 'qa/one'),
    ],
    [
      'getDeployment',
      'GET',
      '/v1/instances/7/deployments/838',
      { id: 838, status: 'pending' },
      (c: AmezmoClient) => c.getDeployment(7, 838),
    ],
    [
      'cancelDeployment',
      'POST',
      '/v1/instances/7/deployments/838/cancel',
      { id: 838, status: 'cancelling' },
      (c: AmezmoClient) => c.cancelDeployment(7, 838),
    ],
    [
      'getWorker',
      'GET',
      '/v1/instances/7/workers/11',
      worker,
      (c: AmezmoClient) => c.getWorker(7, 11),
    ],
    [
      'startWorker',
      'POST',
      '/v1/instances/7/workers/11/start',
      { ...worker, status: 'Starting' },
      (c: AmezmoClient) => c.startWorker(7, 11),
    ],
    [
      'stopWorker',
      'POST',
      '/v1/instances/7/workers/11/stop',
      { ...worker, status: 'Stopping' },
      (c: AmezmoClient) => c.stopWorker(7, 11),
    ],
    [
      'restartWorker',
      'POST',
      '/v1/instances/7/workers/11/restart',
      { ...worker, status: 'Restarting' },
      (c: AmezmoClient) => c.restartWorker(7, '11'),
    ],
  ] as const)('%s: %s %s', async (_name, method, path, record, operation) => {
    nock(ORIGIN).intercept(path, method).reply(answer(200, record));

    const result = await operation(client);

    expect(result).toEqual(record);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method, path, body: '' });
    expect(seen[0]?.headers).toMatchObject({
      authorization: `Bearer ${KEY}`,
      accept: 'application/json',
      'user-agent': `amezmo-deploy/${VERSION}`,
    });
  });

  it('createInstance sends nested dictionaries as php[version] and booleans as 1/0', async () => {
    const created = { ...instance, state: 'Launching' };
    nock(ORIGIN).post('/v1/instances').reply(answer(201, created));

    const result = await client.createInstance({
      runtime: 'php',
      instance_type: 'hobby',
      region: 'lb2-us',
      name: 'shop',
      php: { version: '8.3', composer_version: '2' },
      mysql: {
        version: '8',
        enabled: true,
        database: { name: 'shop', user: 'app', password: 'p&w=1' },
      },
      app_type: 'laravel',
    });

    expect(result).toEqual(created);
    expect(seen[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect([...new URLSearchParams(seen[0]?.body)]).toEqual([
      ['runtime', 'php'],
      ['instance_type', 'hobby'],
      ['region', 'lb2-us'],
      ['name', 'shop'],
      ['php[version]', '8.3'],
      ['php[composer_version]', '2'],
      ['mysql[version]', '8'],
      ['mysql[enabled]', '1'],
      ['mysql[database][name]', 'shop'],
      ['mysql[database][user]', 'app'],
      ['mysql[database][password]', 'p&w=1'],
      ['app_type', 'laravel'],
    ]);
  });

  it('updateEnvironment sends arrays as name[] and null as an empty field', async () => {
    nock(ORIGIN).patch('/v1/instances/7/environments/staging').reply(answer(200, environment));

    await client.updateEnvironment(7, 'staging', {
      auto_deploy_tag_patterns: ['^v\\d+\\.\\d+$', 'rc'],
      auto_deploy_branch_patterns: [],
      newrelic_license_key: null,
      ssh_enabled: false,
      trusted_ssh_ips: ['10.0.0.1'],
    });

    expect([...new URLSearchParams(seen[0]?.body)]).toEqual([
      ['auto_deploy_tag_patterns[]', '^v\\d+\\.\\d+$'],
      ['auto_deploy_tag_patterns[]', 'rc'],
      ['auto_deploy_branch_patterns', ''],
      ['newrelic_license_key', ''],
      ['ssh_enabled', '0'],
      ['trusted_ssh_ips[]', '10.0.0.1'],
    ]);
  });

  it('createDeployment streams the archive as multipart with a Content-Length', async () => {
    const archive = join(workdir, 'app.zip');
    const bytes = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(70_000, 7)]);
    writeFileSync(archive, bytes);
    nock(ORIGIN)
      .post('/v1/instances/7/deployments')
      .reply(answer(201, { id: 838, status: 'pending' }));
    const progress: number[] = [];

    const result = await client.createDeployment(
      7,
      {
        environment: 'production',
        archivePath: archive,
        repo_owner: 'acme',
        repo_name: 'shop',
        branch: 'main',
        commit: 'abc123',
        pusher: 'dev@example.com',
      },
      { onProgress: (sent, total) => progress.push(sent / total) },
    );

    expect(result).toEqual({ id: 838, status: 'pending' });
    const request = seen[0] as Seen;
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(Number(request.headers['content-length'])).toBeGreaterThan(bytes.length);
    const form = request.form as FormData;
    expect(Object.fromEntries([...form].filter(([, v]) => typeof v === 'string'))).toEqual({
      environment: 'production',
      repo_owner: 'acme',
      repo_name: 'shop',
      branch: 'main',
      commit: 'abc123',
      pusher: 'dev@example.com',
    });
    const file = form.get('archive') as File;
    expect(file.name).toBe('app.zip');
    expect(file.type).toBe('application/zip');
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
    expect(progress.at(-1)).toBe(1);
  });
});

describe('errors', () => {
  it('reads the documented envelope into one line', async () => {
    nock(ORIGIN)
      .post('/v1/instances/7/deployments')
      .reply(
        422,
        errorEnvelope(
          422,
          'invalid_request_error',
          'validation_error',
          'The request you provided failed validation.',
          'req_123',
          {
            archive: 'The archive must be a zip or tar file.',
          },
        ),
      );
    const archive = join(workdir, 'bad.zip');
    writeFileSync(archive, 'not a zip');

    const error = await client
      .createDeployment(7, { environment: 'production', archivePath: archive })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      'Amezmo API: 422 validation_error: The request you provided failed validation. archive: The archive must be a zip or tar file. (request req_123)',
    );
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_error',
      type: 'invalid_request_error',
      requestId: 'req_123',
    });
  });

  it('reads a plain Laravel body with lists of field errors', async () => {
    nock(ORIGIN)
      .patch('/v1/instances/7/environments/production')
      .reply(422, {
        message: 'The given data was invalid.',
        errors: { 'trusted_ssh_ips.0': ['Must be an IPv4 address.', 'Required.'] },
      });

    const error = (await client
      .updateEnvironment(7, 'production', { trusted_ssh_ips: ['x'] })
      .catch((e: unknown) => e)) as ApiError;

    expect(error.message).toBe(
      'Amezmo API: 422 Unprocessable Entity: The given data was invalid. trusted_ssh_ips.0: Must be an IPv4 address. Required.',
    );
    expect(error.fieldErrors).toEqual({
      'trusted_ssh_ips.0': ['Must be an IPv4 address.', 'Required.'],
    });
  });

  it.each([
    [
      'an HTML page',
      404,
      '<!DOCTYPE html><html><body><h1>Not Found</h1></body></html>',
      'Amezmo API: 404 Not Found: the server answered with an HTML page',
    ],
    ['an empty body', 404, '', 'Amezmo API: 404 Not Found: the server answered with an empty body'],
    ['plain text', 403, 'Forbidden by policy', 'Amezmo API: 403 Forbidden: Forbidden by policy'],
  ])('reads %s', async (_kind, status, body, message) => {
    nock(ORIGIN).get('/v1/instances/7').reply(status, body);
    await expect(client.getInstance(7)).rejects.toMatchObject({ name: 'ApiError', message });
  });

  it('never repeats the API key that a server echoes back', async () => {
    nock(ORIGIN)
      .get('/v1/regions')
      .reply(
        401,
        errorEnvelope(
          401,
          'authentication_error',
          'invalid_credentials',
          `Key ${KEY} is not valid`,
          'req_9',
        ),
      );
    const error = (await client.listRegions().catch((e: unknown) => e)) as ApiError;
    expect(error.message).not.toContain(KEY);
    expect(error.message).toBe(
      'Amezmo API: 401 invalid_credentials: Key *** is not valid (request req_9)',
    );
  });

  it.each([
    ['not JSON', '{"id": 1,', 'answered 200 with a body that is not JSON'],
    ['empty', '', 'answered 200 with an empty body'],
    [
      'without pattern lists',
      JSON.stringify({ environment_name: 'production', auto_deploy_tag_patterns: [] }),
      "whose 'auto_deploy_branch_patterns' is missing, not a list of strings",
    ],
    ['a list', '[]', 'with a list where an object was expected'],
  ])('explains a success body that is %s', async (_kind, body, message) => {
    nock(ORIGIN).get('/v1/instances/7/environments/production').reply(200, body);
    const error = await client.getEnvironment(7, 'production').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect((error as Error).message).toContain('GET /instances/7/environments/production');
    expect((error as Error).message).toContain(message);
  });

  it('names the host and the cause of a network failure', async () => {
    nock(ORIGIN)
      .get('/v1/regions')
      .times(5)
      .replyWithError(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }));
    const error = await client.listRegions().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe(
      'Could not reach api.amezmo.test: connection reset (ECONNRESET)',
    );
  });
});

describe('retry policy', () => {
  it.each([408, 429, 500, 502, 503, 504])(
    'retries a read answered %i, then succeeds',
    async (status) => {
      nock(ORIGIN)
        .get('/v1/regions')
        .times(2)
        .reply(status, '')
        .get('/v1/regions')
        .reply(200, REGIONS);
      await expect(client.listRegions()).resolves.toEqual(REGIONS);
      // Exponential backoff from 1 s with jitter (random() = 0.5 gives 3/4 of the ceiling).
      expect(clock.sleeps).toEqual([750, 1500]);
    },
  );

  it('gives up after 5 attempts and reports the last failure', async () => {
    nock(ORIGIN)
      .get('/v1/regions')
      .times(5)
      .reply(503, errorEnvelope(503, 'api_error', 'internal_error', 'Down', 'req_5'));
    await expect(client.listRegions()).rejects.toThrow(
      'Amezmo API: 503 internal_error: Down (request req_5)',
    );
    expect(clock.sleeps).toHaveLength(4);
  });

  it('sends a request once when the caller asks for one attempt', async () => {
    nock(ORIGIN).get('/v1/instances/7/deployments/838').reply(503, '');
    await expect(client.getDeployment(7, 838, { maxAttempts: 1 })).rejects.toMatchObject({
      status: 503,
    });
    expect(clock.sleeps).toEqual([]);
  });

  it('honours Retry-After in seconds and as a date, capped at 60 s', async () => {
    const inTwentySeconds = new Date(clock.now() + 20_000).toUTCString();
    nock(ORIGIN)
      .get('/v1/regions')
      .reply(429, '', { 'Retry-After': '7' })
      .get('/v1/regions')
      .reply(429, '', { 'Retry-After': inTwentySeconds })
      .get('/v1/regions')
      .reply(503, '', { 'Retry-After': '3600' })
      .get('/v1/regions')
      .reply(200, REGIONS);
    await client.listRegions();
    expect(clock.sleeps).toEqual([7_000, 13_000, 60_000]);
  });

  it('retries worker actions and network errors on reads', async () => {
    nock(ORIGIN)
      .post('/v1/instances/7/workers/11/restart')
      .replyWithError(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))
      .post('/v1/instances/7/workers/11/restart')
      .reply(502, '<html>Bad gateway</html>')
      .post('/v1/instances/7/workers/11/restart')
      .reply(200, { ...worker, status: 'Restarting' });
    await expect(client.restartWorker(7, 11)).resolves.toMatchObject({ status: 'Restarting' });
    expect(clock.sleeps).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 409, 422])(
    'sends a request answered %i exactly once',
    async (status) => {
      nock(ORIGIN)
        .get('/v1/instances/7/environments/production')
        .once()
        .reply(status, errorEnvelope(status, 'invalid_request_error', 'x', 'No', 'req_1'));
      await expect(client.getEnvironment(7, 'production')).rejects.toBeInstanceOf(ApiError);
      expect(clock.sleeps).toEqual([]);
    },
  );

  describe('creating a deployment', () => {
    let archive: string;
    beforeEach(() => {
      archive = join(workdir, 'retry.zip');
      writeFileSync(archive, Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(1000, 1)]));
    });

    it('retries 429 and 503, sending the whole archive again each time', async () => {
      nock(ORIGIN)
        .post('/v1/instances/7/deployments')
        .reply(answer(429, '', { 'Retry-After': '2' }))
        .post('/v1/instances/7/deployments')
        .reply(answer(503, ''))
        .post('/v1/instances/7/deployments')
        .reply(answer(201, { id: 9, status: 'pending' }));

      await expect(
        client.createDeployment(7, { environment: 'production', archivePath: archive }),
      ).resolves.toEqual({ id: 9, status: 'pending' });

      expect(seen).toHaveLength(3);
      for (const request of seen) expect((request.form?.get('archive') as File).size).toBe(1004);
      expect(clock.sleeps).toEqual([2_000, 1_500]);
    });

    it.each([500, 502, 504, 408])(
      'does not retry %i: the server may have acted on it',
      async (status) => {
        nock(ORIGIN).post('/v1/instances/7/deployments').once().reply(status, '');
        await expect(
          client.createDeployment(7, { environment: 'production', archivePath: archive }),
        ).rejects.toMatchObject({ status });
        expect(clock.sleeps).toEqual([]);
      },
    );

    it('retries a connection refused before anything was sent', async () => {
      nock(ORIGIN)
        .post('/v1/instances/7/deployments')
        .replyWithError(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))
        .post('/v1/instances/7/deployments')
        .reply(201, { id: 10, status: 'pending' });
      await expect(
        client.createDeployment(7, { environment: 'production', archivePath: archive }),
      ).resolves.toEqual({ id: 10, status: 'pending' });
    });

    it('does not repeat a create whose body was fully sent and then lost', async () => {
      nock(ORIGIN)
        .post('/v1/instances/7/deployments')
        .once()
        .reply(async (request: Request) => {
          await request.arrayBuffer();
          throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
        });
      const error = await client
        .createDeployment(7, { environment: 'production', archivePath: archive })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UncertainOutcomeError);
      expect((error as Error).message).toBe(
        "Could not reach api.amezmo.test: connection reset (ECONNRESET) after the whole archive was sent. The deployment may have been created: check the deployments of environment 'production' on instance 7 in the Amezmo dashboard before running this again.",
      );
      expect(clock.sleeps).toEqual([]);
    });
  });

  it('stops waiting between attempts when the caller aborts', async () => {
    nock(ORIGIN).get('/v1/regions').reply(503, '');
    const controller = new AbortController();
    controller.abort(new Error('run cancelled'));
    await expect(client.listRegions({ signal: controller.signal })).rejects.toThrow(
      'run cancelled',
    );
    nock.cleanAll();
  });
});

describe('answers the service may give', () => {
  it('keeps an instance id past 2^53 exact, as its digits, where a number would round it', async () => {
    const text = JSON.stringify({ ...instance, id: 1 }).replace('"id":1', '"id":9007199254740993');
    nock(ORIGIN)
      .get('/v1/instances')
      .reply(answer(200, `[${text}]`));
    const [found] = await client.listInstances();
    expect(found?.id).toBe('9007199254740993');
    // And a request about it names exactly that instance.
    nock(ORIGIN).delete('/v1/instances/9007199254740993').reply(answer(204, ''));
    await expect(client.terminateInstance(found?.id as string)).resolves.toBeUndefined();
  });

  it('refuses a deployment id past 2^53 in one line, never rounding it', async () => {
    nock(ORIGIN)
      .get('/v1/instances/7/deployments/838')
      .reply(answer(200, '{"id": 9007199254740993, "status": "pending"}'));
    await expect(client.getDeployment(7, 838)).rejects.toThrow(
      `Amezmo API: GET /instances/7/deployments/838 answered with a deployment whose 'id' is string "9007199254740993", not an integer.`,
    );
  });

  it('takes a 204 to a PATCH or a DELETE as done, with no record', async () => {
    nock(ORIGIN)
      .patch('/v1/instances/7/environments/production')
      .reply(answer(204, ''))
      .delete('/v1/instances/7')
      .reply(answer(204, ''));
    await expect(
      client.updateEnvironment(7, 'production', { ssh_enabled: false }),
    ).resolves.toBeUndefined();
    await expect(client.terminateInstance(7)).resolves.toBeUndefined();
  });

  it('asks again after a 502 to a DELETE, which is safe to repeat', async () => {
    nock(ORIGIN)
      .delete('/v1/instances/7')
      .reply(answer(502, '<html>Bad Gateway</html>'))
      .delete('/v1/instances/7')
      .reply(answer(200, { ...instance, state: 'Deleting' }));
    await expect(client.terminateInstance(7)).resolves.toMatchObject({ state: 'Deleting' });
    expect(seen.map((request) => request.method)).toEqual(['DELETE', 'DELETE']);
  });
});

describe('redirects', () => {
  const archive = () => {
    const path = join(workdir, 'redirected.zip');
    writeFileSync(path, Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(4_000, 1)]));
    return path;
  };

  it('a GET follows a redirect on the same origin, with the key, a few times at most', async () => {
    nock(ORIGIN)
      .get('/v1/regions')
      .reply(answer(301, '', { location: '/v1/regions/' }))
      .get('/v1/regions/')
      .reply(answer(307, '', { location: `${ORIGIN}/v1/all-regions` }))
      .get('/v1/all-regions')
      .reply(answer(200, REGIONS));

    await expect(client.listRegions()).resolves.toEqual(REGIONS);

    expect(seen.map((request) => request.path)).toEqual([
      '/v1/regions',
      '/v1/regions/',
      '/v1/all-regions',
    ]);
    expect(seen.every((request) => request.headers.authorization === `Bearer ${KEY}`)).toBe(true);
  });

  it('a GET gives up after five redirects, naming where the last one pointed', async () => {
    nock(ORIGIN)
      .get('/v1/instances/7')
      .reply(answer(302, '', { location: '/v1/loop/0' }));
    for (let hop = 0; hop < 5; hop++) {
      nock(ORIGIN)
        .get(`/v1/loop/${hop}`)
        .reply(answer(302, '', { location: `/v1/loop/${hop + 1}` }));
    }
    const failure = await client.getInstance(7).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(RedirectError);
    expect((failure as Error).message).toBe(
      'Amezmo API: GET /instances/7 was answered 302, a redirect to https://api.amezmo.test/v1/loop/5, one too many after a run of redirects.',
    );
    expect(seen).toHaveLength(6);
  });

  it('a GET redirected to another host stops there: the key is not sent, nor asked again', async () => {
    const other = nock('https://elsewhere.example').get(/.*/).reply(200, REGIONS);
    nock(ORIGIN)
      .get('/v1/regions')
      .reply(answer(308, '', { location: 'https://user:secret@elsewhere.example/v1/regions' }));

    const error = await client.listRegions().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(RedirectError);
    expect((error as Error).message).toBe(
      "Amezmo API: GET /regions was answered 308, a redirect to https://elsewhere.example/v1/regions, another host: the API key is sent to the base address's own host only, so it was not followed.",
    );
    expect(other.isDone()).toBe(false);
    expect(seen).toHaveLength(1);
    expect(clock.sleeps).toEqual([]);
    nock.cleanAll();
  });

  it('a GET redirected from https to http of the same host stops there', async () => {
    const plain = nock('http://api.amezmo.test').get(/.*/).reply(200, REGIONS);
    nock(ORIGIN)
      .get('/v1/regions')
      .reply(answer(301, '', { location: 'http://api.amezmo.test/v1/regions' }));

    const error = await client.listRegions().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(RedirectError);
    expect((error as RedirectError).reason).toBe('downgrade');
    expect((error as Error).message).toContain(
      'a redirect to http://api.amezmo.test/v1/regions, plain http: the API key is never sent unencrypted',
    );
    expect(plain.isDone()).toBe(false);
    nock.cleanAll();
  });

  it.each([307, 301])(
    'an upload answered %i is a clear error naming the Location, never an uncertain outcome',
    async (status) => {
      nock(ORIGIN)
        .post('/v1/instances/7/deployments')
        .reply(
          answer(status, '', { location: 'https://api.amezmo.test/v2/instances/7/deployments' }),
        );

      const error = await client
        .createDeployment(7, { environment: 'production', archivePath: archive() })
        .catch((e: unknown) => e);

      expect(error).toBeInstanceOf(RedirectError);
      expect(error).not.toBeInstanceOf(UncertainOutcomeError);
      expect((error as Error).message).toBe(
        `Amezmo API: POST /instances/7/deployments was answered ${status}, a redirect to https://api.amezmo.test/v2/instances/7/deployments: a request that changes something is never sent on elsewhere, so nothing was done.`,
      );
      // Sent once: a redirect is not a failure that asking again mends.
      expect(seen).toHaveLength(1);
      expect(clock.sleeps).toEqual([]);
    },
  );

  it('a redirect without a Location says so', async () => {
    nock(ORIGIN).get('/v1/regions').reply(answer(302, 'moved'));
    await expect(client.listRegions()).rejects.toThrow(
      'Amezmo API: GET /regions was answered 302, a redirect without saying where (no Location header).',
    );
  });
});

describe('configuration', () => {
  it('keeps the User-Agent version equal to package.json', async () => {
    const { readFileSync } = await import('node:fs');
    const pkg = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    expect(VERSION).toBe(pkg.version);
  });
});
