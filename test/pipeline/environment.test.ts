// The environment a job deploys to, read from the Amezmo simulator: a wrong name is answered
// with the names the instance has (the usual mistake is the case), a wrong instance with what to
// check; and the addresses read from its record, which is not trusted to hold a host name.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AmezmoClient } from '../../src/api/client.ts';
import { ApiError } from '../../src/api/errors.ts';
import type { Environment } from '../../src/api/types.ts';
import {
  environmentUrl,
  healthCheckUrlOf,
  readEnvironment,
} from '../../src/pipeline/environment.ts';
import { startSimulator, type Simulator } from '../../simulator/server.ts';
import { fakeClock } from '../helpers/clock.ts';

let sim: Simulator;
let client: AmezmoClient;
let instance: string;
const signal = new AbortController().signal;

const failure = (name: string, on = instance) =>
  readEnvironment(client, on, name, signal).then(
    () => expect.fail('the environment was found'),
    (error: unknown) => error as Error,
  );

/** The message without the request id the service gives each answer. */
const withoutRequestId = (message: string) => message.replace(/ \(request req_[0-9a-f]+\)\./, '');

beforeEach(async () => {
  sim = await startSimulator();
  client = new AmezmoClient({ baseUrl: sim.baseUrl, apiKey: sim.apiKey, clock: fakeClock() });
  instance = String(sim.seeded?.instanceId);
});
afterEach(() => sim.close());

describe('readEnvironment', () => {
  it('reads the record of an environment the instance has', async () => {
    const found = await readEnvironment(client, instance, 'staging', signal);
    expect(found.environment_name).toBe('staging');
    expect(sim.requests.map((request) => request.route)).toEqual(['getEnvironment']);
  });

  it('names the environment meant when only the case is wrong', async () => {
    const error = await failure('Production');
    expect(withoutRequestId(error.message)).toBe(
      'Amezmo API: 404 unknown_resource_error: Environment Production was not found. Instance ' +
        `${instance} has the environments 'production', 'staging'; names are case-sensitive: ` +
        'use environment: production.',
    );
    expect(error.cause).toBeInstanceOf(ApiError);
  });

  it('lists the environments the instance has for a name it has not', async () => {
    const error = await failure('qa');
    expect(withoutRequestId(error.message)).toMatch(
      /Environment qa was not found\. Instance \d+ has the environments 'production', 'staging': set 'environment' to one of them\.$/,
    );
  });

  it('says to check the instance and the key when the instance is unknown', async () => {
    const error = await failure('production', '999999');
    expect(withoutRequestId(error.message)).toBe(
      'Amezmo API: 404 unknown_resource_error: Instance 999999 was not found. Check ' +
        "'instance' (the number Amezmo shows for your instance) and that the API key belongs to " +
        'its account.',
    );
    expect(sim.requests.map((request) => request.route)).toEqual([
      'getEnvironment',
      'listEnvironments',
    ]);
  });

  it('gives the first error when the environments cannot be listed for another reason', async () => {
    sim.inject('listEnvironments', { kind: 'status', status: 403, code: 'forbidden' });
    const error = await failure('qa');
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toContain('Environment qa was not found');
  });

  it('throws any other error as it is, asking nothing more', async () => {
    sim.inject('getEnvironment', { kind: 'status', status: 401, code: 'unauthenticated' });
    const error = await failure('production');
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(sim.requests.map((request) => request.route)).toEqual(['getEnvironment']);
  });
});

describe('environmentUrl', () => {
  it.each([
    ['shop.example.com', 'https://shop.example.com'],
    ['Shop.Example.COM', 'https://shop.example.com'],
    ['production-1.amezmo.test', 'https://production-1.amezmo.test'],
    ['', ''],
    [null, ''],
    ['shop.example.com/path', ''],
    ['evil.test\n::error::x', ''],
    ['-shop.example.com', ''],
    [`${'a'.repeat(64)}.example.com`, ''],
  ])('makes %j into %j', (domain, url) => {
    expect(environmentUrl({ app_domain: domain as string })).toBe(url);
  });
});

describe('healthCheckUrlOf', () => {
  const withCurrent = (current: unknown) => ({ current_deployment: current }) as Environment;
  it('is the URL of the check of the current deployment, when it has one', () => {
    expect(
      healthCheckUrlOf(withCurrent({ healthcheck: { healthcheck_url: 'https://shop.test/up' } })),
    ).toBe('https://shop.test/up');
    expect(healthCheckUrlOf(withCurrent(null))).toBeUndefined();
    expect(healthCheckUrlOf(withCurrent({ healthcheck: null }))).toBeUndefined();
    expect(healthCheckUrlOf(withCurrent({ healthcheck: { healthcheck_url: '' } }))).toBeUndefined();
    expect(healthCheckUrlOf(withCurrent({ healthcheck: { healthcheck_url: 5 } }))).toBeUndefined();
  });
});
