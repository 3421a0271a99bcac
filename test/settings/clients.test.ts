import { describe, expect, it } from 'vitest';
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
