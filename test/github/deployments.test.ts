import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GitHubDeployment } from '../../src/github/deployments.ts';
import type { Logger } from '../../src/logger.ts';
import { GitHubClient } from '../../src/github/rest.ts';
import { startGitHubApi, type GitHubApi } from '../github-api/server.ts';

let github: GitHubApi;
let warnings: string[];
const logger: Logger = {
  debug: () => {},
  info: () => {},
  notice: () => {},
  warning: (message) => warnings.push(message),
};

const options = (apiUrl = github.url) => ({
  github: clientFor(apiUrl),
  owner: 'acme',
  repo: 'shop',
  ref: 'abc',
  environment: 'staging',
  environmentUrl: '',
  logUrl: '',
  logger,
});

/** A client of the stand-in (or of an address that does not answer), quick to give up. */
function clientFor(apiUrl: string): GitHubClient {
  return new GitHubClient({ token: 'ghs_x', apiUrl, retryDelayMs: 1 });
}

beforeAll(async () => {
  github = await startGitHubApi();
});
afterAll(() => github.close());
beforeEach(() => {
  github.reset();
  warnings = [];
});

describe('GitHubDeployment', () => {
  it('leaves out links it does not have, and marks staging as not production', async () => {
    const deployment = await GitHubDeployment.create(options());
    await deployment?.setStatus('success', 'x'.repeat(200));
    expect(github.requests[0]?.body).toMatchObject({
      environment: 'staging',
      production_environment: false,
    });
    expect(github.requests[1]?.body).toEqual({
      state: 'success',
      description: 'x'.repeat(140),
      auto_inactive: true,
    });
    expect(warnings).toEqual([]);
  });

  it('warns instead of failing when a status cannot be set', async () => {
    const deployment = await GitHubDeployment.create(options());
    github.forbid();
    await deployment?.setStatus('failure', 'boom');
    expect(warnings).toEqual([
      `Could not set GitHub deployment ${deployment?.id} to failure: the token may not write deployments (GitHub answered 403). Give the job "permissions: deployments: write". The Amezmo deployment goes on without it.`,
    ]);
  });

  it('warns with the cause when GitHub cannot be reached', async () => {
    const closed = await startGitHubApi();
    await closed.close();
    expect(await GitHubDeployment.create(options(closed.url))).toBeUndefined();
    expect(warnings[0]).toMatch(
      /^Could not create a GitHub deployment: .+\. The Amezmo deployment goes on without it\.$/,
    );
  });
});
