// GitHub Deployments, end to end: dist/index.js against the Amezmo simulator and a local
// stand-in for GitHub's REST API (GITHUB_API_URL points at it).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSampleApp } from '../../simulator/sample-app.ts';
import { startGitHubApi, type GitHubApi } from '../github-api/server.ts';
import { startSimulator, type Simulator } from '../helpers/simulator.ts';
import {
  runAction,
  signalAfter,
  simulatorInputs,
  type RunOptions,
} from '../../simulator/runner.ts';

const SHA = '0123456789abcdef0123456789abcdef01234567';
let sim: Simulator;
let github: GitHubApi;
let root: string;
let workspace: string;

beforeEach(async () => {
  sim = await startSimulator({ deployment: { finalStatus: 'succeeded', pollsToFinish: 1 } });
  github = await startGitHubApi();
  root = mkdtempSync(join(tmpdir(), 'e2e-github-'));
  workspace = join(root, 'workspace');
  createSampleApp(workspace);
});
afterEach(async () => {
  await sim.close();
  await github.close();
  rmSync(root, { recursive: true, force: true });
});

function deployWith(ref: string, inputs: Record<string, string> = {}, options: RunOptions = {}) {
  return runAction({
    workspace,
    eventName: 'push',
    event: { ref },
    env: { GITHUB_API_URL: github.url, GITHUB_RUN_ID: '77' },
    ...options,
    inputs: {
      ...simulatorInputs(sim),
      'github-deployment': 'true',
      'github-token': 'ghs_test_token',
      ...inputs,
    },
  });
}

const statuses = () =>
  github.requests
    .filter((request) => request.path.endsWith('/statuses'))
    .map((request) => request.body.state);

describe('GitHub deployments', () => {
  it('creates one for the commit, then in_progress and success with the links', async () => {
    const result = await deployWith('refs/heads/main');

    expect(result.exitCode).toBe(0);
    expect(github.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      // The ledger, read first: is this archive live already?
      'GET /repos/acme/shop/deployments?per_page=100&environment=production&task=deploy%3Aamezmo',
      'POST /repos/acme/shop/deployments',
      'POST /repos/acme/shop/deployments/4000/statuses',
      'POST /repos/acme/shop/deployments/4000/statuses',
    ]);
    const [, create, progress, success] = github.requests;
    expect(create?.authorization).toMatch(/ghs_test_token$/);
    expect(create?.body).toEqual({
      ref: SHA,
      task: 'deploy:amezmo',
      payload: {
        amezmo_deploy: 2,
        amezmo: {
          instance: String(sim.seeded?.instanceId),
          environment: 'production',
          deployment_id: 838,
        },
        archive: {
          sha256: result.outputs['archive-sha256'],
          size: Number(result.outputs['archive-size']),
        },
        commit: SHA,
        ref: { kind: 'branch', name: 'main' },
        run: { id: '77' },
      },
      environment: 'production',
      description: 'Amezmo deployment to production',
      auto_merge: false,
      required_contexts: [],
      production_environment: true,
      transient_environment: false,
    });
    const links = {
      environment_url: `https://production-${sim.seeded?.instanceId}.amezmo.test`,
      log_url: 'https://github.com/acme/shop/actions/runs/77',
      auto_inactive: true,
    };
    expect(progress?.body).toEqual({
      state: 'in_progress',
      description: 'Deploying: Amezmo production',
      ...links,
    });
    expect(success?.body).toEqual({
      state: 'success',
      description: 'health: unchecked; Amezmo deployment 838 succeeded',
      ...links,
    });
    expect(result.stdout.replace('::add-mask::ghs_test_token', '')).not.toContain('ghs_test_token');
  });

  it('marks it failed when the Amezmo deployment fails', async () => {
    sim.account.behaviour = { finalStatus: 'failed', pollsToFinish: 1 };
    const result = await deployWith('refs/heads/main');

    expect(result.exitCode).toBe(1);
    expect(statuses()).toEqual(['in_progress', 'failure']);
    expect(github.requests.at(-1)?.body.description).toBe(
      "Deployment 838 ended with status 'failed'. Its log: Amezmo dashboard, instance 1001, environment 'production', Deployments.",
    );
  });

  it('retires it when the run is cancelled', async () => {
    sim.account.behaviour = { finalStatus: 'succeeded', pollsToFinish: 1000 };
    const result = await deployWith(
      'refs/heads/main',
      {},
      {
        onSpawn: signalAfter('::group::Wait for deployment', 'SIGTERM', 100),
      },
    );

    expect(result.exitCode).toBe(1);
    expect(statuses()).toEqual(['in_progress', 'inactive']);
  });

  it('creates none when the ref is skipped', async () => {
    const result = await deployWith('refs/heads/feature/nope');
    expect(result.exitCode).toBe(0);
    expect(result.outputs.skipped).toBe('true');
    expect(github.requests).toEqual([]);
  });

  it('creates none unless asked', async () => {
    const result = await deployWith('refs/heads/main', { 'github-deployment': 'false' });
    expect(result.exitCode).toBe(0);
    expect(github.requests).toEqual([]);
  });

  it('warns, naming the permission, and deploys anyway when the token may not', async () => {
    github.forbid();
    const result = await deployWith('refs/heads/main');

    expect(result.exitCode).toBe(0);
    expect(result.outputs['deployment-status']).toBe('succeeded');
    expect(github.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /repos/acme/shop/deployments?per_page=100&environment=production&task=deploy%3Aamezmo',
      'POST /repos/acme/shop/deployments',
    ]);
    expect(result.stdout).toContain(
      '::warning::Could not read the ledger of releases (the GitHub deployments of acme/shop): the token may not read or write deployments (GitHub answered 403): give the job "permissions: deployments: write".',
    );
    expect(result.stdout).toContain(
      '::warning::Could not create a GitHub deployment: the token may not write deployments (GitHub answered 403). Give the job "permissions: deployments: write". The Amezmo deployment goes on, but no later run can find this release to roll back to it.',
    );
  });
});
