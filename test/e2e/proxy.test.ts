// Both kinds of calls, the Amezmo API's and GitHub's, behind a real proxy (Debian's squid) that
// alone can resolve the servers' names: a request that went around the proxy could not find its
// server at all. This is what a runner behind a corporate proxy does, https through CONNECT.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction, simulatorInputs } from '../../simulator/runner.ts';
import { createSampleApp } from '../../simulator/sample-app.ts';
import { startSimulator, type Simulator } from '../helpers/simulator.ts';
import { startGitHubApi, type GitHubApi } from '../github-api/server.ts';
import { selfSignedCertificate } from '../helpers/certificate.ts';
import { startSquid, type Squid } from '../helpers/squid.ts';

const AMEZMO = 'api.amezmo.test';
const GITHUB = 'api.github.test';
let root: string;
let workspace: string;
let certPath: string;
let sim: Simulator;
let github: GitHubApi;
let squid: Squid;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'e2e-proxy-'));
  workspace = join(root, 'workspace');
  createSampleApp(workspace);
  const certificate = selfSignedCertificate(root, [AMEZMO, GITHUB]);
  certPath = certificate.certPath;
  const tls = { key: certificate.key, cert: certificate.cert };
  sim = await startSimulator({
    tls,
    publicHost: AMEZMO,
    deployment: { finalStatus: 'succeeded', pollsToFinish: 1 },
  });
  github = await startGitHubApi({ tls, publicHost: GITHUB });
  squid = await startSquid({ [AMEZMO]: '127.0.0.1', [GITHUB]: '127.0.0.1' });
});
afterAll(async () => {
  await squid?.close();
  await sim?.close();
  await github?.close();
  rmSync(root, { recursive: true, force: true });
});

function deploy(env: Record<string, string>) {
  return runAction({
    workspace,
    eventName: 'push',
    event: { ref: 'refs/heads/main' },
    env: {
      GITHUB_API_URL: github.url,
      NODE_EXTRA_CA_CERTS: certPath,
      // A direct attempt fails fast; through the proxy the limit is never near.
      AMEZMO_DEPLOY_CONNECT_TIMEOUT_MS: '5000',
      AMEZMO_DEPLOY_RETRY_DELAY_MS: '10',
      ...env,
    },
    inputs: {
      ...simulatorInputs(sim),
      'github-deployment': 'true',
      'github-token': 'ghs_test_token',
    },
  });
}

describe('behind a real proxy (squid)', () => {
  it('cannot reach either server directly: only the proxy knows their names', async () => {
    const result = await deploy({});
    expect(result.exitCode).toBe(1);
    expect(result.errors).toEqual([
      expect.stringMatching(
        new RegExp(`^Could not reach ${AMEZMO}:\\d+: host not found \\(ENOTFOUND\\)`),
      ),
    ]);
    expect(sim.requests).toEqual([]);
    expect(github.requests).toEqual([]);
  });

  it('sends every Amezmo and GitHub call through its CONNECT tunnel, and deploys', async () => {
    const result = await deploy({ HTTPS_PROXY: squid.url });
    expect(result.errors).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(result.outputs['deployment-status']).toBe('succeeded');
    // The Amezmo side: the environment, the upload, the polls.
    expect(sim.requests.map((request) => request.route)).toEqual(
      expect.arrayContaining(['getEnvironment', 'createDeployment', 'getDeployment']),
    );
    // The GitHub side: the deployment and its statuses.
    expect(github.deployments).toHaveLength(1);
    expect(github.deployments[0]?.states).toEqual(['in_progress', 'success']);
    // Both through the proxy, by name: the tunnels squid opened and logged.
    const tunnels = squid.requests().filter((line) => / CONNECT /.test(line));
    expect(tunnels).toEqual(
      expect.arrayContaining([
        `TCP_TUNNEL/200 CONNECT ${AMEZMO}:${sim.port}`,
        `TCP_TUNNEL/200 CONNECT ${GITHUB}:${new URL(github.url).port}`,
      ]),
    );
    expect(tunnels.every((line) => line.startsWith('TCP_TUNNEL/200 '))).toBe(true);
  });
});
