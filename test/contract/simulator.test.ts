// The simulator against the service's documented answers: for each endpoint, its answer over
// HTTP has the shape of the fixture (the same keys at every level, the same JSON types).

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROOT } from '../../simulator/runner.ts';
import { startSimulator, type Simulator } from '../../simulator/server.ts';
import { DOCUMENTED_ANSWERS, DOCUMENTED_ERRORS, readFixture } from './documented.ts';
import { shapeDifferences, type Nullable, type ShapeRules } from './shape.ts';

/**
 * The fields hosting-api.md's tables give as "X or null", with X. Where the docs' example shows
 * null and the simulator a value (or the other way round), the value must be of that type: the
 * example shows one state of the record, the table every state.
 */
const NULLABLE: Nullable = {
  // Instance
  description: 'string',
  // Environment
  maintenance_mode_enabled_at: 'string',
  ssh_port: 'integer',
  current_deployment_id: 'integer',
  app_type: 'string',
  repo_owner: 'string',
  repo_name: 'string',
  branch_name: 'string',
  provider_name: 'string',
  webroot: 'string',
  app_root: 'string',
  newrelic_license_key: 'string',
  // Deployment and its healthcheck
  tag: 'string',
  healthcheck_url: 'string',
  healthcheck_status_code: 'integer',
  healthcheck_sent_at: 'string',
};

/** An error's `errors` is keyed by field name: a map, whose keys are data. */
const ERROR_RULES: ShapeRules = { maps: ['errors'] };

/**
 * `errors` holds field messages for a validation failure, which is what service-notes.md's
 * example shows; other errors have none to give, and answer null.
 */
const ERROR_WITHOUT_FIELDS_RULES: ShapeRules = { ...ERROR_RULES, nullable: { errors: 'object' } };

let sim: Simulator;

beforeEach(async () => {
  // A deployment ends on its first look, so that one becomes current at once.
  sim = await startSimulator({ deployment: { pollsToFinish: 1 } });
});
afterEach(async () => {
  await sim.close();
});

interface Answer {
  status: number;
  body: unknown;
}

async function call(
  method: string,
  path: string,
  body?: URLSearchParams | FormData,
  apiKey = sim.apiKey,
): Promise<Answer> {
  const response = await fetch(`${sim.baseUrl.replace(/\/v1$/, '')}${path}`, {
    method,
    headers: { authorization: `Bearer ${apiKey}` },
    body,
  });
  return { status: response.status, body: await response.json() };
}

const instance = () => sim.seeded?.instanceId as number;
const worker = () => sim.seeded?.workerIds[0] as number;

/** An upload as the docs' curl example sends it, with an empty zip for the archive. */
function upload(fields: Record<string, string>, archive = true): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const emptyZip = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);
  if (archive) form.append('archive', new Blob([emptyZip]), 'app.zip');
  return form;
}

async function createDeployment(): Promise<number> {
  const created = await call(
    'POST',
    `/v1/instances/${instance()}/deployments`,
    upload({ environment: 'production', branch: 'main', commit: '0f3c2a91', pusher: 'a@b.test' }),
  );
  return (created.body as { id: number }).id;
}

/** How each documented answer is had from the simulator, with what it needs set up first. */
const SIMULATOR_CALLS: Record<string, () => Promise<Answer>> = {
  getMe: () => call('GET', '/v1/me/'),
  listRegions: () => call('GET', '/v1/regions'),
  getRegion: () => call('GET', '/v1/regions/lb2-us'),
  listInstanceTypes: () => call('GET', '/v1/instance-types'),
  listInstances: () => call('GET', '/v1/instances'),
  getInstance: () => call('GET', `/v1/instances/${instance()}`),
  createInstance: () =>
    call(
      'POST',
      '/v1/instances',
      new URLSearchParams({
        runtime: 'php',
        instance_type: 'business',
        region: 'lb2-us',
        app_type: 'other',
      }),
    ),
  terminateInstance: () => call('DELETE', `/v1/instances/${instance()}`),
  listEnvironments: () => call('GET', `/v1/instances/${instance()}/environments`),
  getEnvironment: async () => {
    // With a current deployment, as the docs' example has.
    const id = await createDeployment();
    await call('GET', `/v1/instances/${instance()}/deployments/${id}`);
    return call('GET', `/v1/instances/${instance()}/environments/production`);
  },
  updateEnvironment: () =>
    call(
      'PATCH',
      `/v1/instances/${instance()}/environments/production`,
      new URLSearchParams([['auto_deploy_tag_patterns[]', 'v\\d+\\.\\d+\\.\\d+$']]),
    ),
  createDeployment: () =>
    call(
      'POST',
      `/v1/instances/${instance()}/deployments`,
      upload({ environment: 'production', repo_owner: 'acme', repo_name: 'shop' }),
    ),
  getDeployment: async () =>
    call('GET', `/v1/instances/${instance()}/deployments/${await createDeployment()}`),
  cancelDeployment: async () =>
    call('POST', `/v1/instances/${instance()}/deployments/${await createDeployment()}/cancel`),
  getWorker: () => call('GET', `/v1/instances/${instance()}/workers/${worker()}`),
  startWorker: () => call('POST', `/v1/instances/${instance()}/workers/${worker()}/start`),
  stopWorker: () => call('POST', `/v1/instances/${instance()}/workers/${worker()}/stop`),
  restartWorker: () => call('POST', `/v1/instances/${instance()}/workers/${worker()}/restart`),
};

describe('the simulator answers every documented endpoint in the documented shape', () => {
  it('has a call for every documented answer', () => {
    expect(Object.keys(SIMULATOR_CALLS).sort()).toEqual(
      DOCUMENTED_ANSWERS.map((answer) => answer.endpoint).sort(),
    );
  });

  it.each(DOCUMENTED_ANSWERS)('$method $path ($source)', async ({ endpoint, fixture, status }) => {
    const answer = await (SIMULATOR_CALLS[endpoint] as () => Promise<Answer>)();
    expect(answer.status).toBe(status);
    expect(shapeDifferences(readFixture(fixture), answer.body, { nullable: NULLABLE })).toEqual([]);
  });

  it('answers the documented values where the docs fix them', async () => {
    const created = await SIMULATOR_CALLS.createInstance?.();
    expect(created?.body).toMatchObject({ state: 'Launching', runtime_description: 'PHP' });
    const environments = (created?.body as { environments: Record<string, unknown>[] })
      .environments;
    expect(
      environments.map((environment) => [environment.environment_name, environment.state]),
    ).toEqual([
      ['production', 'pending'],
      ['staging', 'pending'],
    ]);
    expect(environments.every((environment) => environment.app_type === 'other')).toBe(true);

    const terminated = await call(
      'DELETE',
      `/v1/instances/${(created?.body as { id: number }).id}`,
    );
    expect(terminated.body).toMatchObject({ state: 'Deleting' });

    const deployment = await SIMULATOR_CALLS.createDeployment?.();
    expect(deployment?.body).toMatchObject({ status: 'pending' });
    const cancelled = await call(
      'POST',
      `/v1/instances/${instance()}/deployments/${(deployment?.body as { id: number }).id}/cancel`,
    );
    expect(cancelled.body).toMatchObject({ status: 'cancelling' });

    for (const [action, status] of [
      ['start', 'Starting'],
      ['stop', 'Stopping'],
      ['restart', 'Restarting'],
    ]) {
      const answer = await call(
        'POST',
        `/v1/instances/${instance()}/workers/${worker()}/${action}`,
      );
      expect(answer.body).toMatchObject({ status });
    }
  });
});

describe('the simulator answers errors in the documented envelope', () => {
  const envelope = () => readFixture(DOCUMENTED_ERRORS.envelope);

  it('a validation failure: 422 with a message per field', async () => {
    const answer = await call(
      'POST',
      `/v1/instances/${instance()}/deployments`,
      upload({ environment: 'production' }, false),
    );
    expect(answer.status).toBe(422);
    expect(shapeDifferences(envelope(), answer.body, ERROR_RULES)).toEqual([]);
    expect(answer.body).toMatchObject({
      http_status: 422,
      type: 'invalid_request_error',
      code: 'validation_error',
      errors: { archive: 'The archive field is required.' },
    });
  });

  it.each([
    ['a terminated instance: 404', 404, 'unknown_resource_error', () => terminatedInstance()],
    ['a refused key: 401', 401, 'invalid_credentials', () => call('GET', '/v1/me', undefined, 'x')],
    [
      'a launching instance: 409',
      409,
      'invalid_instance_state',
      async () => {
        const created = await SIMULATOR_CALLS.createInstance?.();
        const id = (created?.body as { id: number }).id;
        return call('POST', `/v1/instances/${id}/deployments`, upload({ environment: 'staging' }));
      },
    ],
  ])('%s, without field errors', async (_, status, code, ask) => {
    const answer = await ask();
    expect(answer.status).toBe(status);
    expect(shapeDifferences(envelope(), answer.body, ERROR_WITHOUT_FIELDS_RULES)).toEqual([]);
    expect(answer.body).toMatchObject({ http_status: status, code, errors: null });
  });

  it('a plain Laravel body when asked to answer as one', async () => {
    sim.inject('getEnvironment', { kind: 'status', status: 422, body: 'laravel' });
    const answer = await call('GET', `/v1/instances/${instance()}/environments/production`);
    expect(answer.status).toBe(422);
    expect(
      shapeDifferences(readFixture(DOCUMENTED_ERRORS.laravel), answer.body, ERROR_RULES),
    ).toEqual([]);
  });
});

async function terminatedInstance(): Promise<Answer> {
  await call('DELETE', `/v1/instances/${instance()}`);
  return call('GET', `/v1/instances/${instance()}`);
}

describe("the simulator's reading of the API", () => {
  it('is its own: nothing in simulator/ imports from src/', () => {
    const folder = join(ROOT, 'simulator');
    const imports = readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts'))
      .flatMap((name) =>
        [
          ...readFileSync(join(folder, name), 'utf8').matchAll(
            /from '([^']+)'|import\('([^']+)'\)/g,
          ),
        ]
          .map((match) => match[1] ?? match[2])
          .filter((target) => target?.includes('/src/'))
          .map((target) => `${name}: ${target}`),
      );
    expect(imports).toEqual([]);
  });
});
