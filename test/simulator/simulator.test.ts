import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  onTestFinished,
  vi,
} from 'vitest';
import { AmezmoClient } from '../../src/api/client.ts';
import { ApiError } from '../../src/api/errors.ts';
import { NetworkError, UnexpectedResponseError } from '../../src/http/errors.ts';
import { runSimulatorCli } from '../../simulator/cli.ts';
import { ROOT } from '../../simulator/runner.ts';
import { selfSignedCertificate } from '../helpers/certificate.ts';
import { fakeClock } from '../helpers/clock.ts';
import { trustedGet } from '../helpers/trusted-get.ts';
import {
  MAX_ARCHIVE_BYTES,
  nestFields,
  startSimulator,
  type Simulator,
} from '../../simulator/server.ts';

const run = promisify(execFile);

// The spec's field tables, as type names. `?` marks a field that may be absent in some views.
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;
type Kind =
  'integer' | 'string' | 'boolean' | 'flag' | 'array' | 'object' | 'null' | 'number' | 'iso';
const ENVIRONMENT_FIELDS: Record<string, Kind[]> = {
  id: ['integer'],
  environment_name: ['string'],
  state: ['string'],
  storage_directory: ['string'],
  ssh_enabled: ['boolean'],
  maintenance_mode_enabled_at: ['iso', 'null'],
  maintenance_mode_enabled: ['boolean'],
  ssh_port: ['integer', 'null'],
  app_domain: ['string'],
  app_domain_enabled: ['flag'],
  current_deployment_id: ['integer', 'null'],
  container_root_directory: ['string'],
  app_type: ['string', 'null'],
  auto_deploy_enabled: ['flag'],
  repo_owner: ['string', 'null'],
  repo_name: ['string', 'null'],
  branch_name: ['string', 'null'],
  provider_name: ['string', 'null'],
  auto_install_composer: ['flag'],
  webroot: ['string', 'null'],
  app_root: ['string', 'null'],
  nginx_basic_auth_enabled: ['flag'],
  nginx_basic_auth_users: ['array'],
  trusted_ips: ['array'],
  node_modules_symlink: ['flag'],
  vendor_symlink: ['flag'],
  static_file_cache: ['flag'],
  auto_artisan_migrations: ['flag'],
  default_composer_version: ['string'],
  auto_deploy_tag_patterns: ['array'],
  auto_deploy_branch_patterns: ['array'],
};
const DETAIL_FIELDS: Record<string, Kind[]> = {
  trusted_ssh_ips: ['array'],
  ssh_host: ['string'],
  newrelic_license_key: ['string', 'null'],
  log_export_schedule: ['null'],
};
const INSTANCE_FIELDS: Record<string, Kind[]> = {
  id: ['integer'],
  name: ['string'],
  runtime_description: ['string'],
  instance_type: ['string'],
  description: ['string', 'null'],
  runtime_config: ['object'],
  state: ['string'],
  trusted_ssh_ips: ['array'],
  created_at: ['iso'],
  region: ['string'],
  environments: ['array'],
};
const DEPLOYMENT_FIELDS: Record<string, Kind[]> = {
  id: ['integer'],
  repo_id: ['integer'],
  site_id: ['integer'],
  status: ['string'],
  created_at: ['iso'],
  total_time: ['number'],
  pusher: ['string'],
  repo: ['string'],
  branch: ['string'],
  commit: ['string'],
  tag: ['string', 'null'],
  sequence_number: ['integer'],
  trigger: ['string'],
  healthcheck: ['object'],
  current_release: ['boolean'],
  directory: ['string'],
};
const WORKER_FIELDS: Record<string, Kind[]> = {
  id: ['integer'],
  status: ['string'],
  name: ['string'],
  command: ['string'],
  stop_wait_seconds: ['integer'],
  auto_restart: ['flag'],
  start_retries: ['integer'],
  worker_processes: ['integer'],
  created_at: ['string'],
  log_file_path: ['string'],
};

function kindOf(value: unknown): Kind[] {
  if (value === null) return ['null'];
  if (Array.isArray(value)) return ['array'];
  if (typeof value === 'boolean') return ['boolean'];
  if (typeof value === 'number') {
    const kinds: Kind[] = ['number'];
    if (Number.isInteger(value)) kinds.push('integer');
    if (value === 0 || value === 1) kinds.push('flag');
    return kinds;
  }
  if (typeof value === 'string') return ISO.test(value) ? ['string', 'iso'] : ['string'];
  return ['object'];
}

/** Checks every field of a spec table: present and of one of its types. */
function expectFields(record: unknown, table: Record<string, Kind[]>, what: string): void {
  const fields = record as Record<string, unknown>;
  for (const [field, kinds] of Object.entries(table)) {
    expect(field in fields, `${what}.${field} is present`).toBe(true);
    const actual = kindOf(fields[field]);
    expect(
      kinds.some((kind) => actual.includes(kind)),
      `${what}.${field} is ${kinds.join(' or ')}, got ${JSON.stringify(fields[field])}`,
    ).toBe(true);
  }
}

let sim: Simulator;
/** How far the service's time has been moved on past the real time, by `pass`. */
let moved = 0;
/** The service's time: real time, moved on by `pass`. */
const serviceNow = () => Date.now() + moved;
/** Lets `ms` pass for the service's rules, at once. */
const pass = (ms: number) => {
  moved += ms;
};
let client: AmezmoClient;
let workdir: string;
let zipPath: string;

async function raw(
  method: string,
  path: string,
  init: { body?: string; headers?: Record<string, string>; auth?: string | null } = {},
): Promise<{ status: number; headers: Headers; json: Record<string, unknown> }> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.auth !== null) headers.authorization = init.auth ?? `Bearer ${sim.apiKey}`;
  const response = await fetch(`${sim.baseUrl}${path}`, { method, headers, body: init.body });
  return {
    status: response.status,
    headers: response.headers,
    json: (await response.json()) as Record<string, unknown>,
  };
}

const instanceId = () => sim.seeded?.instanceId as number;

beforeAll(async () => {
  workdir = mkdtempSync(join(tmpdir(), 'sim-test-'));
  writeFileSync(join(workdir, 'index.php'), '<?php echo "hello";\n');
  await run('zip', ['-q', 'app.zip', 'index.php'], { cwd: workdir });
  zipPath = join(workdir, 'app.zip');
});
afterAll(() => rmSync(workdir, { recursive: true, force: true }));
beforeEach(async () => {
  moved = 0;
  sim = await startSimulator({ now: serviceNow });
  client = new AmezmoClient({
    baseUrl: sim.baseUrl,
    apiKey: sim.apiKey,
    clock: fakeClock(),
    retryPolicy: { maxAttempts: 3 },
    answerTimeoutMs: 2_000,
  });
});
afterEach(async () => {
  await sim.close();
});

describe('shapes and types, per the spec tables', () => {
  it('lists regions and instance types', async () => {
    const regions = await client.listRegions();
    expect(regions[0]).toEqual({ id: 'lb2-us', iso_country_code: 'US', name: 'United States' });
    const types = await client.listInstanceTypes();
    expect(types.map((type) => type.id)).toEqual(['hobby', 'developer', 'business']);
    for (const type of types) {
      expect(type.hourly_price).toMatch(/^\d+\.\d{6}$/);
      expect(Number.isInteger(type.monthly_price)).toBe(true);
    }
  });

  it('answers one region by its id, 404 for one it does not offer', async () => {
    const found = await raw('GET', '/regions/lb2-us');
    expect(found).toMatchObject({
      status: 200,
      json: { id: 'lb2-us', iso_country_code: 'US', name: 'United States' },
    });
    const unknown = await raw('GET', '/regions/mars1');
    expect(unknown).toMatchObject({ status: 404, json: { code: 'unknown_resource_error' } });
  });

  it('ignores a trailing slash, as the docs write GET /v1/me/', async () => {
    expect(await raw('GET', '/me/')).toMatchObject({ status: 200, json: { instance_limit: 4 } });
    const worker = sim.seeded?.workerIds[0] as number;
    const restarted = await raw('POST', `/instances/${instanceId()}/workers/${worker}/restart/`);
    expect(restarted).toMatchObject({ status: 200, json: { status: 'Restarting' } });
  });

  it('gives every environment field in get, with current_deployment only there', async () => {
    const environment = await client.getEnvironment(instanceId(), 'production');
    expectFields(
      environment,
      { ...ENVIRONMENT_FIELDS, ...DETAIL_FIELDS, name: ['string'] },
      'environment',
    );
    expect(environment).toHaveProperty('current_deployment', null);

    const listed = await client.listEnvironments(instanceId());
    expect(listed.map((e) => e.name)).toEqual(['production', 'staging']);
    for (const entry of listed) {
      expectFields(entry, { ...ENVIRONMENT_FIELDS, name: ['string'] }, 'listed environment');
      expect(entry).not.toHaveProperty('current_deployment');
    }
  });

  it('gives every instance field, in list and get alike', async () => {
    const [listed] = await client.listInstances();
    const got = await client.getInstance(instanceId());
    expect(got).toEqual(listed);
    expectFields(got, INSTANCE_FIELDS, 'instance');
    expect(got.runtime_config).toEqual({
      php: { max_upload_size_mb: 64, fpm_worker_memory_limit_mb: 256, version: '8.3' },
      mysql: { enabled: true, version: '8' },
      redis: { enabled: false },
      nginx: { enabled: true },
    });
    expect(got.environments).toHaveLength(2);
  });

  it('gives worker records with created_at as YYYY-MM-DD HH:MM:SS', async () => {
    const worker = await client.getWorker(instanceId(), sim.seeded?.workerIds[0] as number);
    expectFields(worker, WORKER_FIELDS, 'worker');
    expect(worker.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });
});

describe('instances', () => {
  it('creates an instance: 201, Launching, environments of the requested app type', async () => {
    const response = await raw('POST', '/instances', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'runtime=php&instance_type=hobby&region=lb2-us&name=shop&php[version]=8.2&app_type=symfony',
    });
    expect(response.status).toBe(201);
    const instance = response.json;
    expectFields(instance, INSTANCE_FIELDS, 'created instance');
    expect(instance).toMatchObject({
      name: 'shop',
      state: 'Launching',
      instance_type: 'hobby',
      region: 'lb2-us',
    });
    expect((instance.runtime_config as { php: { version: string } }).php.version).toBe('8.2');
    const [production, staging] = instance.environments as Record<string, unknown>[];
    expect(production).toMatchObject({ name: 'production', app_type: 'symfony', state: 'pending' });
    expect(staging).toMatchObject({ environment_name: 'staging', app_type: 'symfony' });
    expect(staging).not.toHaveProperty('name');
  });

  it('creates through the client with nested fields', async () => {
    const created = await client.createInstance({
      runtime: 'php',
      instance_type: 'business',
      region: 'fra1-de',
      php: { version: '8.4', composer_version: '2' },
      mysql: { version: '5.7', enabled: true, database: { name: 'app' } },
      app_type: 'wordpress',
    });
    expect(created.state).toBe('Launching');
    expect(created.environments.map((e) => e.app_type)).toEqual(['wordpress', 'wordpress']);
    expect(sim.requests.at(-1)?.fields).toMatchObject({
      'php[version]': '8.4',
      'mysql[database][name]': 'app',
    });
  });

  it.each([
    [
      'runtime=node&instance_type=hobby&region=lb2-us',
      { runtime: 'The selected runtime is invalid.' },
    ],
    [
      'runtime=php&instance_type=huge&region=lb2-us',
      { instance_type: 'The selected instance type is invalid.' },
    ],
    ['runtime=php&instance_type=hobby', { region: 'The region field is required.' }],
    [
      'runtime=php&instance_type=hobby&region=lb2-us&app_type=rails',
      { app_type: 'The selected app type is invalid.' },
    ],
    [
      'runtime=php&instance_type=hobby&region=lb2-us&mysql[version]=9',
      { 'mysql.version': 'The selected mysql.version is invalid.' },
    ],
  ])('rejects %s with 422', async (body, errors) => {
    const response = await raw('POST', '/instances', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(response.status).toBe(422);
    expect(response.json).toMatchObject({
      http_status: 422,
      type: 'invalid_request_error',
      code: 'validation_error',
      errors,
    });
  });

  it('filters the list by instance_type', async () => {
    await client.createInstance({ runtime: 'php', instance_type: 'hobby', region: 'lb2-us' });
    expect(
      (await client.listInstances({ instanceType: 'hobby' })).map((i) => i.instance_type),
    ).toEqual(['hobby']);
    expect(await client.listInstances({ instanceType: 'business' })).toEqual([]);
    expect(await client.listInstances()).toHaveLength(2);
  });

  it('terminates: Deleting without environment names, then 404', async () => {
    const terminated = await client.terminateInstance(instanceId());
    expect(terminated?.state).toBe('Deleting');
    for (const environment of terminated?.environments ?? [])
      expect(environment).not.toHaveProperty('name');
    const error = await client.getInstance(instanceId()).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, code: 'unknown_resource_error' });
    await expect(client.getEnvironment(instanceId(), 'production')).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('launching, terminating and the instance limit', () => {
  const create = () =>
    client.createInstance({
      runtime: 'php',
      instance_type: 'hobby',
      region: 'lb2-us',
      name: 'pr-shop-7',
    });

  it('answers GET /v1/me with the instance limit', async () => {
    const response = await raw('GET', '/me');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      team_context: null,
      instance_limit: 4,
      email: 'demo@amezmo.test',
    });
  });

  it('is Launching with pending environments, then Running and succeeded after the configured reads', async () => {
    await sim.close();
    sim = await startSimulator({ readsToLaunch: 3 });
    client = new AmezmoClient({
      baseUrl: sim.baseUrl,
      apiKey: sim.apiKey,
    });
    const created = await create();
    expect(created.state).toBe('Launching');
    const seen: string[] = [];
    for (let read = 0; read < 3; read++) {
      const instance = await client.getInstance(created.id);
      seen.push(`${instance.state}/${instance.environments[0]?.state}`);
    }
    expect(seen).toEqual(['Launching/pending', 'Launching/pending', 'Running/succeeded']);
    const production = await client.getEnvironment(created.id, 'production');
    expect(production.state).toBe('succeeded');
  });

  it('counts looks through the list and the environments too', async () => {
    const created = await create();
    await client.listInstances();
    const environment = await client.getEnvironment(created.id, 'production');
    expect(environment.state).toBe('succeeded');
    expect((await client.getInstance(created.id)).state).toBe('Running');
  });

  it('refuses a deployment with 409 invalid_instance_state while launching, then takes it', async () => {
    const created = await create();
    const refused = await client
      .createDeployment(created.id, { environment: 'production', archivePath: zipPath })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 409, code: 'invalid_instance_state' });
    await client.getInstance(created.id);
    await client.getInstance(created.id);
    const deployment = await client.createDeployment(created.id, {
      environment: 'production',
      archivePath: zipPath,
    });
    expect(deployment.status).toBe('pending');
  });

  it('answers Deleting, then 404 once terminationMs have passed', async () => {
    await sim.close();
    sim = await startSimulator({ terminationMs: 200, now: serviceNow });
    client = new AmezmoClient({
      baseUrl: sim.baseUrl,
      apiKey: sim.apiKey,
    });
    const created = await create();
    expect((await client.terminateInstance(created.id))?.state).toBe('Deleting');
    expect((await client.getInstance(created.id)).state).toBe('Deleting');
    pass(250);
    await expect(client.getInstance(created.id)).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a launch past the limit with 422 instance_limit_reached', async () => {
    sim.account.instanceLimit = 2;
    await create();
    const response = await raw('POST', '/instances', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'runtime=php&instance_type=hobby&region=lb2-us&name=pr-shop-8',
    });
    expect(response.status).toBe(422);
    expect(response.json).toMatchObject({
      code: 'instance_limit_reached',
      message: expect.stringContaining('contact support'),
    });
    expect((await raw('GET', '/me')).json.instance_limit).toBe(2);
    expect(await client.listInstances()).toHaveLength(2);
  });
});

describe('environments', () => {
  it('updates patterns and answers the get shape without current_deployment', async () => {
    const updated = await client.updateEnvironment(instanceId(), 'staging', {
      auto_deploy_branch_patterns: ['^qa/'],
      auto_deploy_tag_patterns: [],
    });
    expectFields(updated, { ...ENVIRONMENT_FIELDS, ...DETAIL_FIELDS }, 'updated environment');
    expect(updated).not.toHaveProperty('current_deployment');
    expect(updated?.auto_deploy_branch_patterns).toEqual(['^qa/']);
    expect(updated?.auto_deploy_tag_patterns).toEqual([]);
  });

  it('resets trusted_ssh_ips when SSH is turned off', async () => {
    await client.updateEnvironment(instanceId(), 'production', {
      ssh_enabled: true,
      trusted_ssh_ips: ['203.0.113.7'],
    });
    expect((await client.getEnvironment(instanceId(), 'production')).trusted_ssh_ips).toEqual([
      '203.0.113.7',
    ]);
    const off = await client.updateEnvironment(instanceId(), 'production', { ssh_enabled: false });
    expect(off).toMatchObject({ ssh_enabled: false, trusted_ssh_ips: [] });
  });

  it('validates IPv4 addresses', async () => {
    const error = (await client
      .updateEnvironment(instanceId(), 'production', {
        trusted_ssh_ips: ['10.0.0.1', '300.1.1.1', 'host'],
      })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({
      'trusted_ssh_ips.1': ['The trusted_ssh_ips.1 must be a valid IPv4 address.'],
      'trusted_ssh_ips.2': ['The trusted_ssh_ips.2 must be a valid IPv4 address.'],
    });
  });

  it('turns New Relic off with a null key, and refuses a key below the advanced tier', async () => {
    const off = await client.updateEnvironment(instanceId(), 'production', {
      newrelic_license_key: null,
    });
    expect(off?.newrelic_license_key).toBeNull();
    await expect(
      client.updateEnvironment(instanceId(), 'production', { newrelic_license_key: 'nr-123' }),
    ).rejects.toMatchObject({ status: 422, code: 'feature_not_supported' });

    const advanced = sim.account.addInstance({ instanceType: 'advanced' });
    const on = await client.updateEnvironment(advanced.seed.id, 'production', {
      newrelic_license_key: 'nr-123',
    });
    expect(on?.newrelic_license_key).toBe('********');
    expect(sim.account.storedNewRelicKey(advanced.seed.id, 'production')).toBe('nr-123');
  });

  it('stores the New Relic key but never shows it in clear, in any answer', async () => {
    const key = 'eu01xx0123456789abcdef0123456789abcdNRAL';
    const advanced = sim.account.addInstance({ name: 'apm', instanceType: 'advanced' });
    const id = advanced.seed.id;
    const updated = await client.updateEnvironment(id, 'staging', { newrelic_license_key: key });
    expect(updated?.newrelic_license_key).toBe('****NRAL');
    expect((await client.getEnvironment(id, 'staging')).newrelic_license_key).toBe('****NRAL');
    expect(sim.account.storedNewRelicKey(id, 'staging')).toBe(key);
    // Only the PATCH that carried it ever held the key.
    const answers = await Promise.all(
      ['/environments/staging', '/environments', ''].map((path) =>
        fetch(`${sim.baseUrl}/instances/${id}${path}`, {
          headers: { authorization: `Bearer ${sim.apiKey}` },
        }).then((response) => response.text()),
      ),
    );
    for (const text of answers) expect(text).not.toContain(key.slice(0, 12));
    expect(answers[0]).toContain('"newrelic_license_key":"****NRAL"');

    const off = await client.updateEnvironment(id, 'staging', { newrelic_license_key: null });
    expect(off?.newrelic_license_key).toBeNull();
    expect(sim.account.storedNewRelicKey(id, 'staging')).toBeNull();
  });

  it('knows environments beyond production and staging when added', async () => {
    sim.account.addEnvironment(instanceId(), 'qa');
    expect((await client.getEnvironment(instanceId(), 'qa')).environment_name).toBe('qa');
    await expect(client.getEnvironment(instanceId(), 'nope')).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('deployments', () => {
  it("accepts the service's documented curl example and stores the archive byte for byte", async () => {
    const { stdout } = await run('curl', [
      '-s',
      '-H',
      `Authorization: Bearer ${sim.apiKey}`,
      '-F',
      'environment=production',
      '-F',
      `archive=@${zipPath}`,
      `${sim.baseUrl}/instances/${instanceId()}/deployments`,
    ]);
    expect(JSON.parse(stdout)).toEqual({ id: 838, status: 'pending' });
    const [deployment] = sim.account.deployments();
    expect(readFileSync(deployment?.archivePath as string).equals(readFileSync(zipPath))).toBe(
      true,
    );
    expect(sim.requests.at(-1)?.archive).toMatchObject({
      filename: 'app.zip',
      size: readFileSync(zipPath).length,
    });
  });

  it('moves pending -> succeeded after the configured polls and becomes current', async () => {
    const created = await client.createDeployment(instanceId(), {
      environment: 'production',
      archivePath: zipPath,
      repo_owner: 'acme',
      repo_name: 'shop',
      branch: 'main',
      commit: 'abc1234',
      pusher: 'dev@example.com',
    });
    expect(created).toEqual({ id: 838, status: 'pending' });
    expect((await client.getDeployment(instanceId(), created.id)).status).toBe('pending');
    expect((await client.getDeployment(instanceId(), created.id)).status).toBe('succeeded');

    const environment = await client.getEnvironment(instanceId(), 'production');
    expect(environment.current_deployment_id).toBe(created.id);
    expectFields(environment.current_deployment, DEPLOYMENT_FIELDS, 'current_deployment');
    expect(environment.current_deployment).toMatchObject({
      id: created.id,
      status: 'succeeded',
      repo: 'acme/shop',
      branch: 'main',
      commit: 'abc1234',
      pusher: 'dev@example.com',
      tag: null,
      site_id: environment.id,
      sequence_number: 1,
      current_release: true,
    });
  });

  it('ends in a configured final status, and then never becomes current', async () => {
    await sim.close();
    sim = await startSimulator({ deployment: { finalStatus: 'failed', pollsToFinish: 1 } });
    client = new AmezmoClient({
      baseUrl: sim.baseUrl,
      apiKey: sim.apiKey,
    });
    const created = await client.createDeployment(instanceId(), {
      environment: 'staging',
      archivePath: zipPath,
    });
    expect((await client.getDeployment(instanceId(), created.id)).status).toBe('failed');
    expect((await client.getEnvironment(instanceId(), 'staging')).current_deployment).toBeNull();
  });

  it('ends after the configured milliseconds too', async () => {
    sim.account.behaviour = { finalStatus: 'succeeded', pollsToFinish: 1000, msToFinish: 50 };
    const created = await client.createDeployment(instanceId(), {
      environment: 'staging',
      archivePath: zipPath,
    });
    expect((await client.getDeployment(instanceId(), created.id)).status).toBe('pending');
    pass(80);
    expect((await client.getDeployment(instanceId(), created.id)).status).toBe('succeeded');
  });

  it('counts polls of the environment as looks at the deployment', async () => {
    const created = await client.createDeployment(instanceId(), {
      environment: 'production',
      archivePath: zipPath,
    });
    await client.getEnvironment(instanceId(), 'production');
    const environment = await client.getEnvironment(instanceId(), 'production');
    expect(environment.current_deployment?.id).toBe(created.id);
  });

  it('cancels: cancelling, then cancelled; a finished one answers 409', async () => {
    sim.account.behaviour = { finalStatus: 'succeeded', pollsToFinish: 10 };
    const created = await client.createDeployment(instanceId(), {
      environment: 'production',
      archivePath: zipPath,
    });
    expect(await client.cancelDeployment(instanceId(), created.id)).toEqual({
      id: created.id,
      status: 'cancelling',
    });
    expect((await client.getDeployment(instanceId(), created.id)).status).toBe('cancelled');
    await expect(client.cancelDeployment(instanceId(), created.id)).rejects.toMatchObject({
      status: 409,
      code: 'conflict',
    });
  });

  it.each([
    ['no environment', [['archive', 'zip']], { environment: 'The environment field is required.' }],
    ['no archive', [['environment', 'production']], { archive: 'The archive field is required.' }],
    [
      'repo_owner without repo_name',
      [
        ['environment', 'production'],
        ['repo_owner', 'acme'],
        ['archive', 'zip'],
      ],
      { repo_name: 'The repo name field is required when repo owner is present.' },
    ],
    [
      'repo_name without repo_owner',
      [
        ['environment', 'production'],
        ['repo_name', 'shop'],
        ['archive', 'zip'],
      ],
      { repo_owner: 'The repo owner field is required when repo name is present.' },
    ],
    [
      'a text file named .zip',
      [
        ['environment', 'production'],
        ['archive', 'text'],
      ],
      { archive: 'The archive must be a zip or tar file.' },
    ],
    [
      'an unknown environment',
      [
        ['environment', 'preview'],
        ['archive', 'zip'],
      ],
      { environment: 'The selected environment is invalid.' },
    ],
  ])('rejects an upload with %s: 422', async (_case, parts, errors) => {
    const form = new FormData();
    for (const [name, value] of parts as [string, string][]) {
      if (name === 'archive') {
        const bytes = value === 'zip' ? readFileSync(zipPath) : Buffer.from('just text');
        form.append('archive', new Blob([bytes]), 'app.zip');
      } else form.append(name, value);
    }
    const response = await fetch(`${sim.baseUrl}/instances/${instanceId()}/deployments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sim.apiKey}` },
      body: form,
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: 'validation_error', errors });
    expect(sim.account.deployments()).toEqual([]);
  });

  it('accepts a tar archive, checked by its bytes', async () => {
    await run('tar', ['-cf', 'app.tar', 'index.php'], { cwd: workdir });
    const created = await client.createDeployment(instanceId(), {
      environment: 'production',
      archivePath: join(workdir, 'app.tar'),
    });
    expect(created.status).toBe('pending');
  });

  it('answers 413 to an upload past 512 MB without reading it', async () => {
    const status = await new Promise<number>((done, fail) => {
      const request = httpRequest(
        `${sim.baseUrl}/instances/${instanceId()}/deployments`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${sim.apiKey}`,
            'content-type': 'multipart/form-data; boundary=x',
            'content-length': String(MAX_ARCHIVE_BYTES + 1024 * 1024),
          },
        },
        (response) => {
          response.resume();
          done(response.statusCode ?? 0);
          request.destroy();
        },
      );
      request.on('error', fail);
      request.write('--x\r\n');
    });
    expect(status).toBe(413);
  });

  it('answers 404 for an unknown deployment', async () => {
    await expect(client.getDeployment(instanceId(), 999)).rejects.toMatchObject({ status: 404 });
  });
});

describe('workers', () => {
  it.each([
    ['restart', 'Restarting', 'Running'],
    ['start', 'Starting', 'Running'],
    ['stop', 'Stopping', 'Stopped'],
  ] as const)('%s answers %s, then settles to %s', async (action, during, after) => {
    const id = sim.seeded?.workerIds[1] as number;
    const method = { restart: 'restartWorker', start: 'startWorker', stop: 'stopWorker' } as const;
    const answered = await client[method[action]](instanceId(), id);
    expectFields(answered, WORKER_FIELDS, 'worker');
    expect(answered.status).toBe(during);
    expect((await client.getWorker(instanceId(), id)).status).toBe(during);
    expect((await client.getWorker(instanceId(), id)).status).toBe(after);
  });

  it('answers 404 for an unknown worker', async () => {
    await expect(client.restartWorker(instanceId(), 99)).rejects.toMatchObject({ status: 404 });
  });
});

describe('authentication and errors', () => {
  it.each([
    ['no key', null, 'unauthenticated'],
    ['a wrong key', 'Bearer nope', 'invalid_credentials'],
    ['another scheme', 'Basic abc', 'invalid_credentials'],
  ])('answers 401 to %s with the documented envelope', async (_case, auth, code) => {
    const response = await raw('GET', '/regions', { auth });
    expect(response.status).toBe(401);
    expect(Object.keys(response.json).sort()).toEqual(
      ['code', 'doc_url', 'error', 'errors', 'http_status', 'message', 'request_id', 'type'].sort(),
    );
    expect(response.json).toMatchObject({
      http_status: 401,
      type: 'authentication_error',
      code,
      error: null,
    });
    expect(response.json.request_id).toMatch(/^req_/);
  });

  it('answers 404 for unknown instances and paths, 405 with Allow for a wrong method', async () => {
    expect((await raw('GET', '/instances/424242')).status).toBe(404);
    expect((await raw('GET', '/instances/abc/environments')).status).toBe(404);
    expect((await raw('GET', '/nothing-here')).status).toBe(404);
    const wrong = await raw('PUT', `/instances/${instanceId()}/environments/production`);
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, PATCH');
  });

  it('answers 405 for a route the test disabled, as a service without it would', async () => {
    sim.disable('getDeployment');
    await expect(client.getDeployment(instanceId(), 838)).rejects.toMatchObject({ status: 405 });
  });
});

describe('fault injection', () => {
  it('answers a status with Retry-After, for the given number of requests', async () => {
    sim.inject('listRegions', { kind: 'status', status: 429, retryAfter: '0' }, 2);
    await expect(client.listRegions()).resolves.toHaveLength(2);
    expect(sim.requests.map((r) => r.status)).toEqual([429, 429, 200]);
    expect(sim.requests.map((r) => r.fault)).toEqual(['status', 'status', undefined]);
  });

  it('fails every request on a route for a time, then answers again', async () => {
    sim.inject('listRegions', { kind: 'status', status: 503 }, { forMs: 300 });
    await expect(client.listRegions()).rejects.toMatchObject({ status: 503 });
    await expect(client.listRegions()).rejects.toMatchObject({ status: 503 });
    // Every attempt of both calls failed: the outage lasts for its time, not for a count.
    expect(sim.requests.map((r) => r.status)).toEqual(Array(6).fill(503));
    pass(350);
    await expect(client.listRegions()).resolves.toHaveLength(2);
  });

  it.each([
    ['html', 'the server answered with an HTML page'],
    ['empty', 'the server answered with an empty body'],
    ['laravel', 'Simulated failure 502.'],
    ['envelope', 'internal_error: Simulated failure 502.'],
  ] as const)('answers an error with a %s body', async (body, message) => {
    sim.inject('getInstance', { kind: 'status', status: 502, body }, 3);
    const error = (await client.getInstance(instanceId()).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toContain(message);
  });

  it('answers malformed JSON and bodies of the wrong shape', async () => {
    sim.inject('getEnvironment', { kind: 'malformed-json' });
    await expect(client.getEnvironment(instanceId(), 'production')).rejects.toBeInstanceOf(
      UnexpectedResponseError,
    );
    sim.inject('getEnvironment', {
      kind: 'body',
      body: JSON.stringify({ environment_name: 'production' }),
    });
    await expect(client.getEnvironment(instanceId(), 'production')).rejects.toThrow(
      /auto_deploy_branch_patterns/,
    );
  });

  it('resets the connection before answering', async () => {
    sim.inject('getWorker', { kind: 'reset' }, 3);
    const error = await client.getWorker(instanceId(), 11).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(sim.requests).toHaveLength(3);
  });

  it('resets part-way through an upload: retried, one deployment results', async () => {
    const big = join(workdir, 'big.zip');
    writeFileSync(big, Buffer.concat([readFileSync(zipPath), Buffer.alloc(2 * 1024 * 1024, 1)]));
    sim.inject('createDeployment', { kind: 'reset-during-upload', afterBytes: 256 * 1024 });
    const created = await client.createDeployment(instanceId(), {
      environment: 'production',
      archivePath: big,
    });
    expect(created.status).toBe('pending');
    expect(sim.account.deployments()).toHaveLength(1);
    expect(sim.requests.map((r) => r.fault)).toEqual(['reset-during-upload', undefined]);
  });

  it.each([
    ['answer-early', { kind: 'answer-early', status: 413 }, '413 Payload Too Large'],
    ['length-required', { kind: 'length-required' }, '411 Length Required'],
  ] as const)(
    '%s answers before the body, then reads what the client still sends',
    async (_, fault, status) => {
      sim.inject('createDeployment', fault);
      // A client that goes on sending 4 MiB after the answer, on a socket of its own: a server
      // that stopped reading and closed would leave it stuck, or reset the connection, which can
      // reach a client before the answer does (nginx reads on for a while: a lingering close).
      const { hostname, port, pathname } = new URL(sim.baseUrl);
      const socket = connect(Number(port), hostname);
      onTestFinished(() => void socket.destroy());
      let answer = '';
      socket.setEncoding('latin1').on('data', (text: string) => (answer += text));
      const broken = new Promise<never>((_, fail) => {
        socket.on('error', fail);
        socket.on('close', () => fail(new Error(`closed after ${JSON.stringify(answer)}`)));
      });
      broken.catch(() => undefined); // told by the race below while sending; then closed by us
      const path = `${pathname.replace(/\/$/, '')}/instances/${instanceId()}/deployments`;
      socket.write(
        `POST ${path} HTTP/1.1\r\nhost: simulator\r\nauthorization: Bearer ${sim.apiKey}\r\n` +
          'content-type: multipart/form-data; boundary=x\r\ntransfer-encoding: chunked\r\n\r\n' +
          '5\r\n--x\r\n\r\n',
      );
      await vi.waitFor(() => expect(answer).toContain('\r\n\r\n'));
      expect(answer.split('\r\n')[0]).toBe(`HTTP/1.1 ${status}`);
      const chunk = Buffer.alloc(64 * 1024, 'x');
      const framed = Buffer.concat([Buffer.from('10000\r\n'), chunk, Buffer.from('\r\n')]);
      const stuck = (sent: number) =>
        new Promise<never>((_, fail) =>
          setTimeout(() => fail(new Error(`no longer read after ${sent} bytes`)), 5_000).unref(),
        );
      for (let sent = 0; sent < 4 * 1024 * 1024; sent += chunk.length) {
        if (socket.write(framed)) continue;
        await Promise.race([once(socket, 'drain'), broken, stuck(sent)]);
      }
      expect(sim.account.deployments()).toEqual([]);
    },
  );

  it('resets after the whole upload: not retried', async () => {
    sim.inject('createDeployment', { kind: 'reset-after-body' });
    await expect(
      client.createDeployment(instanceId(), { environment: 'production', archivePath: zipPath }),
    ).rejects.toThrow(/may have been created/);
    expect(sim.requests).toHaveLength(1);
  });

  it('stalls: the client gives up after its answer timeout', async () => {
    sim.inject('listRegions', { kind: 'stall' }, 3);
    const clock = fakeClock();
    const stalled = new AmezmoClient({
      baseUrl: sim.baseUrl,
      apiKey: sim.apiKey,
      clock,
      retryPolicy: { maxAttempts: 3 },
      answerTimeoutMs: 2_000,
    });
    // Nothing but the passing time ends a stalled answer: each attempt's deadline on the clock.
    const ticking = setInterval(() => clock.advance(500), 5);
    try {
      const error = await stalled.listRegions().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NetworkError);
      expect((error as NetworkError).code).toBe('HEADERS_TIMEOUT');
      expect(sim.requests.filter((r) => r.path === '/v1/regions')).toHaveLength(3);
    } finally {
      clearInterval(ticking);
      stalled.close();
    }
  });

  it('delays, then answers as usual', async () => {
    sim.inject('*', { kind: 'delay', ms: 100 });
    const started = Date.now();
    await client.listRegions();
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });

  it('holds requests until released, saying once all of them are held', async () => {
    const hold = sim.hold('createInstance', 2);
    const launch = (name: string) =>
      client.createInstance({ runtime: 'php', instance_type: 'hobby', region: 'lb2-us', name });
    const both = Promise.all([launch('first'), launch('second')]);
    await hold.held;
    // Held before the service acted: neither instance exists yet.
    expect((await client.listInstances()).map((instance) => instance.name)).not.toContain('first');
    expect(sim.requests.filter((r) => r.route === 'createInstance')).toHaveLength(2);
    hold.release();
    const made = await both;
    expect(made.map((instance) => instance.name).sort()).toEqual(['first', 'second']);
    expect(sim.requests.filter((r) => r.fault === 'hold')).toHaveLength(2);
    // Only `times` requests are held: the next goes through.
    await launch('third');
    expect(sim.requests.filter((r) => r.fault === 'hold')).toHaveLength(2);
  });

  it('records what it received for inspection', async () => {
    await client.updateEnvironment(instanceId(), 'staging', {
      auto_deploy_branch_patterns: ['a', 'b'],
    });
    const [request] = sim.requests;
    expect(request).toMatchObject({
      method: 'PATCH',
      path: `/v1/instances/${instanceId()}/environments/staging`,
      route: 'updateEnvironment',
      fields: { 'auto_deploy_branch_patterns[]': ['a', 'b'] },
      status: 200,
    });
    expect(request?.headers['user-agent']).toMatch(/^amezmo-deploy\//);
  });
});

describe('a body that is not form fields', () => {
  it('is refused with the service error envelope, and changes nothing', async () => {
    const path = `/instances/${instanceId()}/environments/staging`;
    const before = await raw('GET', path);
    const answer = await raw('PATCH', path, {
      body: JSON.stringify({ auto_deploy_branch_patterns: ['^x$'] }),
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(415);
    expect(answer.json).toMatchObject({
      http_status: 415,
      code: 'unsupported_media_type',
      message: expect.stringContaining('form fields') as unknown,
    });
    expect((await raw('GET', path)).json).toEqual(before.json);
  });
});

describe('form fields as PHP reads them', () => {
  it('nests dictionaries and lists', () => {
    expect(
      nestFields([
        ['php[version]', '8.3'],
        ['mysql[database][name]', 'app'],
        ['tags[]', 'a'],
        ['tags[]', 'b'],
        ['plain', 'x'],
      ]),
    ).toEqual({
      php: { version: '8.3' },
      mysql: { database: { name: 'app' } },
      tags: ['a', 'b'],
      plain: 'x',
    });
  });
});

describe('https, host names and addresses, for a proxy in front', () => {
  it('serves https with the given key and certificate', async () => {
    const { key, cert } = selfSignedCertificate(workdir);
    const secure = await startSimulator({ tls: { key, cert } });
    onTestFinished(() => secure.close());
    expect(secure.baseUrl).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/v1$/);
    const answer = await trustedGet(`${secure.baseUrl}/regions`, cert, {
      authorization: `Bearer ${secure.apiKey}`,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toContainEqual({
      id: 'lb2-us',
      iso_country_code: 'US',
      name: 'United States',
    });
    // Really TLS: a client that does not trust the certificate is refused.
    await expect(fetch(`${secure.baseUrl}/regions`)).rejects.toThrow();
  });

  it('names itself by a host name only a proxy resolves, with a certificate for it', async () => {
    const { key, cert } = selfSignedCertificate(workdir, ['api.amezmo.test']);
    const secure = await startSimulator({ tls: { key, cert }, publicHost: 'api.amezmo.test' });
    onTestFinished(() => secure.close());
    expect(secure.baseUrl).toBe(`https://api.amezmo.test:${secure.port}/v1`);
    const id = secure.seeded?.instanceId as number;
    const answer = await trustedGet(
      `${secure.baseUrl}/instances/${id}/environments/production`,
      cert,
      {
        authorization: `Bearer ${secure.apiKey}`,
      },
    );
    expect(answer).toMatchObject({ status: 200, body: { environment_name: 'production' } });
    expect(secure.requests[0]?.headers.host).toBe(`api.amezmo.test:${secure.port}`);
  });

  it('listens on every address when asked, and is reached on each', async () => {
    const everywhere = await startSimulator({ host: '0.0.0.0' });
    onTestFinished(() => everywhere.close());
    expect(everywhere.baseUrl).toBe(`http://127.0.0.1:${everywhere.port}/v1`);
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((address) => address?.family === 'IPv4' && !address.internal)?.address;
    const origins = [`http://127.0.0.1:${everywhere.port}`];
    if (outside) origins.push(`http://${outside}:${everywhere.port}`);
    for (const origin of origins) {
      const response = await fetch(`${origin}/v1/me`, {
        headers: { authorization: `Bearer ${everywhere.apiKey}` },
      });
      expect(response.status, origin).toBe(200);
    }
  });
});

/** The first line the simulator prints: where it is and with which key. */
function firstLine(child: ChildProcess): Promise<string> {
  return new Promise<string>((done, fail) => {
    let text = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      text += chunk;
      if (text.includes('\n')) done(text.split('\n')[0] as string);
    });
    child.on('exit', (code) => fail(new Error(`simulator exited with ${code}`)));
  });
}

describe('npm run simulator', () => {
  it('prints its line, answers the documented requests, and stops on Ctrl-C', async () => {
    const args = ['run', '--silent', 'simulator', '--', '--port', '0', '--healthcheck', '/up'];
    const child = spawn('npm', args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      // npm turns on Node's compile cache, a folder in TMPDIR that would outlive the suite.
      env: { ...process.env, NODE_DISABLE_COMPILE_CACHE: '1' },
      // Its own process group, so that Ctrl-C can be sent as a terminal sends it: to the group.
      detached: true,
    });
    onTestFinished(() => {
      if (child.exitCode === null && child.signalCode === null)
        process.kill(-(child.pid as number), 'SIGKILL');
    });
    const line = await firstLine(child);
    const match =
      /^base-url=(http:\/\/127\.0\.0\.1:\d+\/v1) api-key=(\S+) instance=(\d+) workers=(\d+),(\d+) app=(http:\/\/127\.0\.0\.1:\d+\/app\/\d+) advanced-instance=\d+$/.exec(
        line,
      );
    expect(match, line).not.toBeNull();
    const [, baseUrl, apiKey, instance, worker, , app] = match as unknown as string[];
    expect(app).toBe(`${app?.replace(/\/app\/.*/, '')}/app/${instance}`);
    const cli = new AmezmoClient({
      baseUrl: baseUrl as string,
      apiKey: apiKey as string,
    });
    const environment = await cli.getEnvironment(instance as string, 'production');
    expect(environment.auto_deploy_branch_patterns.length).toBeGreaterThan(0);
    expect((await cli.restartWorker(instance as string, worker as string)).status).toBe(
      'Restarting',
    );
    // --healthcheck: the release is checked at /up, two seconds after it became current.
    expect((await fetch(`${app}/production/up`)).status).toBe(503);
    await cli.createDeployment(instance as string, {
      environment: 'production',
      archivePath: zipPath,
    });
    let healthcheck: unknown;
    for (let look = 0; look < 50; look++) {
      const current = (await cli.getEnvironment(instance as string, 'production'))
        .current_deployment;
      healthcheck = current?.healthcheck;
      if (current?.healthcheck.healthcheck_status_code != null) break;
      await new Promise((done) => setTimeout(done, 100));
    }
    expect(healthcheck).toMatchObject({
      healthcheck_url: `${app}/production/up`,
      healthcheck_status_code: 200,
    });
    expect((await fetch(`${app}/production/up`)).status).toBe(200);
    await cli.close();

    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const exited = new Promise<void>((done) => child.on('exit', () => done()));
    process.kill(-(child.pid as number), 'SIGINT');
    await exited;
    // npm ends by re-raising the signal once its script has exited; the simulator itself closed.
    expect(stderr).toContain('simulator: stopping');
    await expect(fetch(`${baseUrl as string}/regions`)).rejects.toThrow();
  });

  it('says in one line that its port is in use, and exits 1', async () => {
    const holder = await startSimulator();
    try {
      const failure = await run(
        process.execPath,
        [join(ROOT, 'simulator', 'cli.ts'), '--port', String(holder.port)],
        { cwd: ROOT },
      ).then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toBe(
        `simulator: port ${holder.port} is in use: pick another with --port, or --port 0 for any free one.\n`,
      );
    } finally {
      await holder.close();
    }
  });

  it('serves https under a public host name with --tls-cert, --tls-key and --public-host', async () => {
    const { certPath } = selfSignedCertificate(workdir, ['api.amezmo.test']);
    const keyPath = certPath.replace('test-only-cert', 'test-only-key');
    const child = spawn(
      process.execPath,
      [
        join(ROOT, 'simulator', 'cli.ts'),
        ...['--port', '0', '--host', '127.0.0.1', '--public-host', 'api.amezmo.test'],
        ...['--tls-cert', certPath, '--tls-key', keyPath, '--quiet'],
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    onTestFinished(async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    });
    const line = await firstLine(child);
    const match = /^base-url=(https:\/\/api\.amezmo\.test:\d+\/v1) api-key=(\S+) /.exec(line);
    expect(match, line).not.toBeNull();
    const [, baseUrl, apiKey] = match as unknown as [string, string, string];
    const answer = await trustedGet(`${baseUrl}/me`, readFileSync(certPath), {
      authorization: `Bearer ${apiKey}`,
    });
    expect(answer).toMatchObject({ status: 200, body: { instance_limit: 4 } });
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  /**
   * Starts the simulator's command line with `args` in this process, on the service's time of
   * this test (`pass`); answers its client and seeded ids.
   */
  async function started(...args: string[]) {
    let line = '';
    const answer = await runSimulatorCli(['--quiet', ...args], {
      stdout: { write: (text: string) => (line += text) },
      stderr: { write: (text: string) => process.stderr.write(text) },
      now: serviceNow,
    });
    if (!('simulator' in answer)) throw new Error(`exited with ${answer.exitCode}`);
    onTestFinished(() => answer.simulator.close());
    const [, baseUrl, apiKey, instance, advanced, fleet] =
      /base-url=(\S+) api-key=(\S+) instance=(\d+) .* advanced-instance=(\d+)(?: fleet=(\S+))?$/.exec(
        line.trim(),
      ) ?? [];
    const cli = new AmezmoClient({ baseUrl: baseUrl as string, apiKey: apiKey as string });
    onTestFinished(() => cli.close());
    return {
      cli,
      instance: instance as string,
      advanced: advanced as string,
      fleet: fleet?.split(',') ?? [],
    };
  }

  /** What the command line writes and answers for `args` it does not start with, in this process. */
  async function notStarted(...args: string[]) {
    const written = { stdout: '', stderr: '' };
    const answer = await runSimulatorCli(args, {
      stdout: { write: (text: string) => (written.stdout += text) },
      stderr: { write: (text: string) => (written.stderr += text) },
    });
    if ('simulator' in answer) {
      await answer.simulator.close();
      throw new Error(`started with ${args.join(' ')}`);
    }
    return { code: answer.exitCode, ...written };
  }

  /** The status of a new deployment after `polls` reads of it. */
  async function statusAfter(cli: AmezmoClient, instance: string, polls: number) {
    const created = await cli.createDeployment(instance, {
      environment: 'production',
      archivePath: zipPath,
    });
    let status = created.status;
    for (let poll = 0; poll < polls; poll++) {
      status = (await cli.getDeployment(instance, created.id)).status;
    }
    return status;
  }

  it.each([
    ['fail', 'failed'],
    ['pending', 'pending'],
    ['succeed', 'succeeded'],
  ])('--deployments %s: the next deployments end %s', async (how, status) => {
    const { cli, instance } = await started('--deployments', how);
    expect(await statusAfter(cli, instance, 5)).toBe(status);
  });

  it('--deployments not-live: a deployment succeeds, and the environment keeps the one before', async () => {
    const { cli, instance } = await started('--deployments', 'not-live');
    expect(await statusAfter(cli, instance, 5)).toBe('succeeded');
    const environment = await cli.getEnvironment(instance, 'production');
    expect(environment.current_deployment_id ?? null).toBeNull();
  });

  it('--stale-healthchecks is an option it takes and lists (the account switch is tested in health.test.ts)', async () => {
    const { cli, instance } = await started('--stale-healthchecks', '--healthcheck', '/up');
    expect(await statusAfter(cli, instance, 5)).toBe('succeeded');
    const help = await notStarted('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/--stale-healthchecks\n +a new release shows the release before's/);
    expect(help.stdout).toMatch(/or not-live \(they succeed, but the environment keeps running/);
  });

  it('--deploy-seconds N: a deployment ends N seconds after it was created, not before', async () => {
    const { cli, instance } = await started('--deploy-seconds', '1');
    expect(await statusAfter(cli, instance, 3)).toBe('pending');
    pass(1000);
    const current = (await cli.getEnvironment(instance, 'production')).current_deployment;
    expect(current?.status).toBe('succeeded');
  });

  it('seeds an advanced instance, whose environments take a New Relic key', async () => {
    const { cli, instance, advanced } = await started();
    await expect(
      cli.updateEnvironment(instance, 'staging', { newrelic_license_key: 'nr-0123456789' }),
    ).rejects.toThrow(/advanced instance tier/);
    const changed = await cli.updateEnvironment(advanced, 'staging', {
      newrelic_license_key: 'nr-0123456789',
    });
    expect(changed?.newrelic_license_key).toMatch(/^\*+6789$/);
  });

  it('--fleet N: N instances, the seeded one first, each deploying main with a health check', async () => {
    const { cli, instance, fleet } = await started('--fleet', '3', '--healthcheck', '/health');
    expect(fleet).toHaveLength(3);
    expect(fleet[0]).toBe(instance);
    expect(new Set(fleet).size).toBe(3);
    for (const id of fleet) {
      expect(await statusAfter(cli, id, 2)).toBe('succeeded');
      const production = await cli.getEnvironment(id, 'production');
      expect(production.branch_name).toBe('main');
      expect(production.current_deployment?.healthcheck?.healthcheck_url).toMatch(
        new RegExp(`/app/${id}/production/health$`),
      );
    }
  });

  it.each([
    [
      ['--fleet', '0'],
      "--fleet has '0': give how many instances to seed, from 1 to 9999, e.g. 200.\n",
    ],
    [
      ['--deployments', 'maybe'],
      "--deployments has 'maybe': use succeed, fail, pending (never ends), or not-live " +
        '(succeeds, but the environment keeps running the release before).\n',
    ],
    [
      ['--deploy-seconds', 'soon'],
      "--deploy-seconds has 'soon': give a whole number of seconds, e.g. 30.\n",
    ],
  ])('refuses %j in one line', async (args, message) => {
    const failure = await notStarted(...args);
    expect(failure.code).toBe(2);
    expect(failure.stderr).toBe(message);
  });

  it('refuses a --healthcheck that is not a path, in one line', async () => {
    const failure = await notStarted('--healthcheck', 'up');
    expect(failure.code).toBe(2);
    expect(failure.stderr).toBe("--healthcheck has 'up': give a path of the app, e.g. /up.\n");
  });

  it('refuses --tls-cert without --tls-key in one line', async () => {
    const failure = await notStarted('--tls-cert', 'cert.pem');
    expect(failure.code).toBe(2);
    expect(failure.stderr).toBe(
      'simulator: --tls-cert and --tls-key go together: give both, or neither for http.\n',
    );
  });

  it('answers --help with its usage, and an unknown option in two lines, not a stack trace', async () => {
    const cli = join(ROOT, 'simulator', 'cli.ts');
    const help = await run(process.execPath, [cli, '--help'], { cwd: ROOT });
    expect(help.stdout).toMatch(/^Usage: npm run simulator -- \[--port N\]/);
    const failure = await run(process.execPath, [cli, '--nope'], { cwd: ROOT }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toMatch(/^simulator: Unknown option '--nope'\nUsage:/);
    expect(failure?.stderr).not.toMatch(/\n\s+at /);
  });
});
