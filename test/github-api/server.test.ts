import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { selfSignedCertificate } from '../helpers/certificate.ts';
import { trustedGet } from '../helpers/trusted-get.ts';
import { startGitHubApi } from './server.ts';

const workdir = mkdtempSync(join(tmpdir(), 'github-api-test-'));
afterAll(() => rmSync(workdir, { recursive: true, force: true }));

describe('the GitHub stand-in', () => {
  it('serves http on 127.0.0.1 by default', async () => {
    const github = await startGitHubApi();
    onTestFinished(() => github.close());
    expect(github.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${github.url}/repos/acme/shop/deployments`);
    expect(await response.json()).toEqual([]);
  });

  it('serves https under a host name only a proxy resolves', async () => {
    const { key, cert } = selfSignedCertificate(workdir, ['api.github.test']);
    const github = await startGitHubApi({ tls: { key, cert }, publicHost: 'api.github.test' });
    onTestFinished(() => github.close());
    expect(github.url).toMatch(/^https:\/\/api\.github\.test:\d+$/);
    github.pulls.set(7, { state: 'open', headLabel: 'acme:feature' });
    const answer = await trustedGet(`${github.url}/repos/acme/shop/pulls/7`, cert, {
      authorization: 'Bearer ghs_test',
    });
    expect(answer).toEqual({
      status: 200,
      body: expect.objectContaining({
        number: 7,
        state: 'open',
        head: expect.objectContaining({ label: 'acme:feature' }),
      }),
    });
    expect(github.requests).toEqual([
      {
        method: 'GET',
        path: '/repos/acme/shop/pulls/7',
        authorization: 'Bearer ghs_test',
        body: {},
      },
    ]);
  });
});
