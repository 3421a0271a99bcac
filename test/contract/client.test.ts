// The client against the service's documented answers: a server on 127.0.0.1 answers each
// fixture as the service would, and the client must read it and hand on what it says, value for
// value (no flag turned into a boolean, no field dropped).

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AmezmoClient } from '../../src/api/client.ts';
import { ApiError } from '../../src/api/errors.ts';
import {
  DOCUMENTED_ANSWERS,
  DOCUMENTED_ERRORS,
  documented,
  fixtureFiles,
  readFixture,
} from './documented.ts';

// The ids the fixtures carry.
const INSTANCE = 2093;
const DEPLOYMENT = 5127;
const WORKER = 613;

interface Expected {
  method: string;
  path: string;
  status: number;
  body: unknown;
}

/** What the server was asked that it did not expect; a test fails on any. */
let unexpected: string[];
let closeServer: (() => Promise<void>) | undefined;
let workdir: string;
let archivePath: string;

/**
 * Answers `expected.body` to the one request expected, and 404 to any other, noting it. A trailing
 * slash is ignored, since the docs write one (`GET /v1/me/`) that the client does not send.
 */
async function serveAnswer(expected: Expected): Promise<AmezmoClient> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://x').pathname.replace(/(.)\/$/, '$1');
      const wanted = expected.path.replace(/(.)\/$/, '$1');
      if (request.method !== expected.method || path !== wanted) {
        unexpected.push(`${request.method} ${request.url}`);
        response.writeHead(404).end();
        return;
      }
      response
        .writeHead(expected.status, { 'content-type': 'application/json' })
        .end(JSON.stringify(expected.body));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const client = new AmezmoClient({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    apiKey: 'contract-test-key',
    retryPolicy: { maxAttempts: 1 },
  });
  closeServer = async () => {
    client.close();
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  };
  return client;
}

beforeAll(() => {
  workdir = mkdtempSync(join(tmpdir(), 'contract-client-'));
  archivePath = join(workdir, 'app.zip');
  // An empty zip: its end record alone.
  writeFileSync(archivePath, Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]));
});
afterAll(() => rmSync(workdir, { recursive: true, force: true }));
beforeEach(() => {
  unexpected = [];
});
afterEach(async () => {
  await closeServer?.();
  closeServer = undefined;
  expect(unexpected, 'requests the server did not expect').toEqual([]);
});

type Call = (client: AmezmoClient) => Promise<unknown>;

/** How the client asks for each documented answer, and the path it must ask on. */
const CLIENT_CALLS: Record<string, { path: string; call: Call }> = {
  getMe: { path: '/v1/me', call: (c) => c.getMe() },
  listRegions: { path: '/v1/regions', call: (c) => c.listRegions() },
  listInstanceTypes: { path: '/v1/instance-types', call: (c) => c.listInstanceTypes() },
  listInstances: { path: '/v1/instances', call: (c) => c.listInstances() },
  getInstance: { path: `/v1/instances/${INSTANCE}`, call: (c) => c.getInstance(INSTANCE) },
  createInstance: {
    path: '/v1/instances',
    call: (c) =>
      c.createInstance({
        runtime: 'php',
        instance_type: 'developer',
        region: 'sg1-sg',
        app_type: 'symfony',
      }),
  },
  terminateInstance: {
    path: `/v1/instances/${INSTANCE}`,
    call: (c) => c.terminateInstance(INSTANCE),
  },
  listEnvironments: {
    path: `/v1/instances/${INSTANCE}/environments`,
    call: (c) => c.listEnvironments(INSTANCE),
  },
  getEnvironment: {
    path: `/v1/instances/${INSTANCE}/environments/production`,
    call: (c) => c.getEnvironment(INSTANCE, 'production'),
  },
  updateEnvironment: {
    path: `/v1/instances/${INSTANCE}/environments/production`,
    call: (c) =>
      c.updateEnvironment(INSTANCE, 'production', { auto_deploy_branch_patterns: ['hotfix/*'] }),
  },
  createDeployment: {
    path: `/v1/instances/${INSTANCE}/deployments`,
    call: (c) => c.createDeployment(INSTANCE, { environment: 'production', archivePath }),
  },
  getDeployment: {
    path: `/v1/instances/${INSTANCE}/deployments/${DEPLOYMENT}`,
    call: (c) => c.getDeployment(INSTANCE, DEPLOYMENT),
  },
  cancelDeployment: {
    path: `/v1/instances/${INSTANCE}/deployments/${DEPLOYMENT}/cancel`,
    call: (c) => c.cancelDeployment(INSTANCE, DEPLOYMENT),
  },
  getWorker: {
    path: `/v1/instances/${INSTANCE}/workers/${WORKER}`,
    call: (c) => c.getWorker(INSTANCE, WORKER),
  },
  startWorker: {
    path: `/v1/instances/${INSTANCE}/workers/${WORKER}/start`,
    call: (c) => c.startWorker(INSTANCE, WORKER),
  },
  stopWorker: {
    path: `/v1/instances/${INSTANCE}/workers/${WORKER}/stop`,
    call: (c) => c.stopWorker(INSTANCE, WORKER),
  },
  restartWorker: {
    path: `/v1/instances/${INSTANCE}/workers/${WORKER}/restart`,
    call: (c) => c.restartWorker(INSTANCE, WORKER),
  },
};

/**
 * Documented endpoints the client has no method for, because no action needs them:
 * `GET /v1/regions/{region_id}` (the preview action checks a region against the list).
 */
const NOT_IN_CLIENT = ['getRegion'];

/** Asks for `endpoint` as the client does, with the server answering its fixture. */
async function ask(endpoint: string, body: unknown = readFixture(documented(endpoint).fixture)) {
  const { method, status } = documented(endpoint);
  const { path, call } = CLIENT_CALLS[endpoint] as { path: string; call: Call };
  const client = await serveAnswer({ method, path, status, body });
  return call(client);
}

describe('the fixtures', () => {
  it('are each in the table of documented answers or errors, and the table names real files', () => {
    const named = [
      ...DOCUMENTED_ANSWERS.map((answer) => answer.fixture),
      ...Object.values(DOCUMENTED_ERRORS),
    ];
    expect(fixtureFiles().sort()).toEqual([...named].sort());
  });

  it('cover every endpoint the client has a method for', () => {
    const endpoints = DOCUMENTED_ANSWERS.map((answer) => answer.endpoint);
    expect([...Object.keys(CLIENT_CALLS), ...NOT_IN_CLIENT].sort()).toEqual([...endpoints].sort());
  });
});

describe('the client reads every documented answer and hands on what it says', () => {
  it.each(DOCUMENTED_ANSWERS.filter(({ endpoint }) => endpoint in CLIENT_CALLS))(
    '$method $path ($source)',
    async ({ endpoint, fixture }) => {
      await expect(ask(endpoint)).resolves.toEqual(readFixture(fixture));
    },
  );
});

describe('the documented values the actions rely on', () => {
  it('reads the environment with its current deployment, patterns and int flags', async () => {
    const environment = (await ask('getEnvironment')) as Record<string, unknown>;
    expect(environment).toMatchObject({
      environment_name: 'production',
      current_deployment_id: DEPLOYMENT,
      branch_name: 'release',
      auto_deploy_enabled: 1,
      auto_deploy_tag_patterns: ['^release-\\d{4}\\.\\d{2}$'],
      auto_deploy_branch_patterns: ['hotfix/*'],
      newrelic_license_key: null,
      log_export_schedule: null,
      current_deployment: {
        id: DEPLOYMENT,
        status: 'succeeded',
        commit: '4be91c0a',
        branch: 'release',
        tag: null,
        pusher: 'dev@orchard-bakery.test',
        total_time: 27.43,
        current_release: true,
      },
    });
  });

  it('reads a deployment as created, followed and cancelled', async () => {
    await expect(ask('createDeployment')).resolves.toEqual({ id: DEPLOYMENT, status: 'pending' });
    await closeServer?.();
    await expect(ask('getDeployment')).resolves.toEqual({ id: DEPLOYMENT, status: 'cancelled' });
    await closeServer?.();
    await expect(ask('cancelDeployment')).resolves.toEqual({
      id: DEPLOYMENT,
      status: 'cancelling',
    });
  });

  it('reads a new instance: Launching, its staging entry without a name', async () => {
    const instance = (await ask('createInstance')) as {
      state: string;
      environments: Record<string, unknown>[];
    };
    expect(instance.state).toBe('Launching');
    expect(instance.environments.map((environment) => environment.name)).toEqual([
      'production',
      undefined,
    ]);
    expect(instance.environments.map((environment) => environment.environment_name)).toEqual([
      'production',
      'staging',
    ]);
  });

  it('reads prices as the service writes them: hourly a string, monthly a number', async () => {
    const types = (await ask('listInstanceTypes')) as Record<string, unknown>[];
    expect(types.map((type) => [type.id, type.hourly_price, type.monthly_price])).toEqual([
      ['business', '0.041250', 30],
      ['developer', '0.020830', 15],
      ['hobby', '0.009720', 7],
    ]);
  });

  it("reads a worker's status after an action, and its escaped log path", async () => {
    const worker = (await ask('restartWorker')) as Record<string, unknown>;
    expect(worker.status).toBe('Restarting');
    expect(worker.log_file_path).toBe(
      '/backups/logs/5f0c2a9e-3b7d-4e11-9a60-c84d2f17b3e5-worker.log',
    );
  });
});

describe('the documented error bodies', () => {
  it('reads the envelope: status, code, type, message, field errors and request id', async () => {
    const body = readFixture(DOCUMENTED_ERRORS.envelope);
    const client = await serveAnswer({
      method: 'POST',
      path: `/v1/instances/${INSTANCE}/deployments`,
      status: 422,
      body,
    });
    const error = await client
      .createDeployment(INSTANCE, { environment: 'production', archivePath })
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_error',
      type: 'invalid_request_error',
      serverMessage: 'The given data was invalid.',
      fieldErrors: { environment: ['The selected environment is invalid.'] },
      requestId: 'req_5d1e0b7a93c4f268',
    });
  });

  it('reads a plain Laravel body: its message and the list of messages per field', async () => {
    const client = await serveAnswer({
      method: 'PATCH',
      path: `/v1/instances/${INSTANCE}/environments/production`,
      status: 422,
      body: readFixture(DOCUMENTED_ERRORS.laravel),
    });
    const error = await client
      .updateEnvironment(INSTANCE, 'production', { ssh_enabled: true })
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: undefined,
      requestId: undefined,
      serverMessage: 'The archive field is required. (and 1 more error)',
      fieldErrors: {
        archive: ['The archive field is required.'],
        pusher: ['The pusher must be a valid email address.'],
      },
    });
  });
});
