// The environment a deployment goes to: read with an error that names the environments the
// instance has when the name is wrong; its address; the URL of its health check.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors.ts';
import type { Environment } from '../../src/api/types.ts';
import {
  environmentUrl,
  healthCheckUrlOf,
  readEnvironment,
} from '../../src/pipeline/environment.ts';

const notFound = (operation: string) =>
  new ApiError({ status: 404, operation, serverMessage: 'Not found' });
const signal = new AbortController().signal;
const record = (name: string) => ({ environment_name: name }) as Environment;

/** A client whose environment read answers `get`, and whose list answers `list`. */
function client(get: () => Environment, list: () => Environment[]) {
  return {
    getEnvironment: async () => get(),
    listEnvironments: async () => list(),
  };
}

describe('readEnvironment', () => {
  it('answers the record', async () => {
    const found = await readEnvironment(
      client(
        () => record('production'),
        () => [],
      ),
      '1',
      'production',
      signal,
    );
    expect(found.environment_name).toBe('production');
  });

  it('names the environments the instance has, and the spelling that differs only in case', async () => {
    const read = readEnvironment(
      client(
        () => {
          throw notFound('GET /instances/1/environments/Production');
        },
        () => [record('production'), record('staging')],
      ),
      '1',
      'Production',
      signal,
    );
    await expect(read).rejects.toThrow(
      "Instance 1 has the environments 'production', 'staging'; names are case-sensitive: use environment: production.",
    );
  });

  it('says to set one of them when none is close', async () => {
    const read = readEnvironment(
      client(
        () => {
          throw notFound('GET /instances/1/environments/qa');
        },
        () => [record('production')],
      ),
      '1',
      'qa',
      signal,
    );
    await expect(read).rejects.toThrow(": set 'environment' to one of them.");
  });

  it('says to check the instance when it is not there either', async () => {
    const read = readEnvironment(
      client(
        () => {
          throw notFound('GET /instances/9/environments/production');
        },
        () => {
          throw notFound('GET /instances/9/environments');
        },
      ),
      '9',
      'production',
      signal,
    );
    await expect(read).rejects.toThrow(
      "Check 'instance' (the number Amezmo shows for your instance)",
    );
  });

  it('passes on any other failure as it is', async () => {
    const refused = new ApiError({
      status: 401,
      operation: 'GET',
      serverMessage: 'Unauthenticated',
    });
    const read = readEnvironment(
      client(
        () => {
          throw refused;
        },
        () => [],
      ),
      '1',
      'production',
      signal,
    );
    await expect(read).rejects.toBe(refused);
    const failedList = readEnvironment(
      client(
        () => {
          throw notFound('GET');
        },
        () => {
          throw refused;
        },
      ),
      '1',
      'production',
      signal,
    );
    await expect(failedList).rejects.toThrow('Not found');
  });

  it('says when the instance has no environments', async () => {
    const read = readEnvironment(
      client(
        () => {
          throw notFound('GET');
        },
        () => [],
      ),
      '1',
      'production',
      signal,
    );
    await expect(read).rejects.toThrow('Instance 1 has no environments');
  });
});

describe('environmentUrl and healthCheckUrlOf', () => {
  it.each([
    ['Shop.Example.com', 'https://shop.example.com'],
    ['', ''],
    [null, ''],
    ['evil.test/path?x', ''],
  ])('app_domain %j is %j', (domain, url) => {
    expect(environmentUrl({ app_domain: domain as string })).toBe(url);
  });

  it.each([
    [
      { current_deployment: { healthcheck: { healthcheck_url: 'https://shop.test/up' } } },
      'https://shop.test/up',
    ],
    [{ current_deployment: { healthcheck: { healthcheck_url: '' } } }, undefined],
    [{ current_deployment: { healthcheck: null } }, undefined],
    [{ current_deployment: null }, undefined],
  ])('the health check URL of %j', (environment, url) => {
    expect(healthCheckUrlOf(environment as unknown as Environment)).toBe(url);
  });
});
