import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AmezmoClient } from '../../src/api/client.ts';
import type { RunContext } from '../../src/github/context.ts';
import {
  runDeploy,
  type DeployDependencies,
  type DeployRun,
  type DeploySettings,
} from '../../src/deploy/index.ts';
import type { BuildSettings } from '../../src/pipeline/archive.ts';
import type { Logger } from '../../src/logger.ts';
import { deployFacts, deployOutputs } from '../../src/deploy/report.ts';
import { fakeClock, type FakeClock } from '../helpers/clock.ts';
import { deploySettings } from '../helpers/deploy-settings.ts';
import { createSampleApp } from '../../simulator/sample-app.ts';
import { startSimulator, type Simulator } from '../../simulator/server.ts';

let sim: Simulator;
let client: AmezmoClient;
let clock: FakeClock;
let root: string;
let workspace: string;
let logs: string[];

const logger: Logger = {
  debug: () => {},
  info: (message) => logs.push(message),
  warning: (message) => logs.push(`warning: ${message}`),
  notice: (message) => logs.push(`notice: ${message}`),
};

function inputs(
  overrides: Partial<DeploySettings> = {},
  build: Partial<BuildSettings> = {},
): DeploySettings {
  return deploySettings(String(sim.seeded?.instanceId), workspace, overrides, build);
}

function context(overrides: Partial<RunContext> = {}): RunContext {
  return {
    eventName: 'push',
    ref: 'refs/heads/main',
    headRef: '',
    sha: 'f'.repeat(40),
    repository: 'acme/shop',
    actor: 'octocat',
    actorId: '1',
    payload: { ref: 'refs/heads/main', pusher: { email: 'dev@example.com' } },
    runUrl: '',
    repositoryUrl: '',
    apiUrl: 'http://127.0.0.1:9',
    tempDir: join(root, 'temp'),
    ...overrides,
  };
}

function dependencies(signal = new AbortController().signal): DeployDependencies {
  return {
    client,
    clock,
    logger,
    group: (_title, phase) => phase(),
    gitHead: async () => undefined,
    signal,
  };
}

const routes = () => sim.requests.map((request) => request.route);

/** The run's deploy, with the test's context and dependencies unless given. */
function deploy(
  settings: DeploySettings,
  runContext = context(),
  deps = dependencies(),
): Promise<DeployRun> {
  return runDeploy(settings, runContext, deps);
}

const links = { runUrl: '', repositoryUrl: '' };
const factNames = (run: DeployRun) => deployFacts(run, { links }).map(([name]) => name);
const failureOf = (run: DeployRun) => (run.failure as Error | undefined)?.message ?? '';

beforeEach(async () => {
  sim = await startSimulator({ deployment: { finalStatus: 'succeeded', pollsToFinish: 3 } });
  clock = fakeClock();
  client = new AmezmoClient({
    baseUrl: sim.baseUrl,
    apiKey: sim.apiKey,
    clock,
  });
  root = mkdtempSync(join(tmpdir(), 'deploy-test-'));
  workspace = join(root, 'workspace');
  mkdirSync(join(root, 'temp'));
  createSampleApp(workspace);
  logs = [];
});
afterEach(async () => {
  await sim.close();
  rmSync(root, { recursive: true, force: true });
});

describe('deploy', () => {
  it('deploys a matching push, waits, then restarts the workers', async () => {
    const run = await deploy(inputs({ workers: ['11', '12'] }));
    expect(run.failure).toBeUndefined();

    expect(routes()).toEqual([
      'getEnvironment',
      'createDeployment',
      'getDeployment',
      'getDeployment',
      'getDeployment',
      // The health: Amezmo's check, which this environment has not.
      'getEnvironment',
      'restartWorker',
      'restartWorker',
    ]);
    expect(clock.sleeps).toEqual([2000, 3000]);
    expect(sim.requests[1]?.fields).toEqual({
      environment: 'production',
      repo_owner: 'acme',
      repo_name: 'shop',
      branch: 'main',
      commit: 'f'.repeat(40),
      pusher: 'dev@example.com',
    });
    expect(deployOutputs(run)).toMatchObject({
      skipped: 'false',
      'matched-pattern': '^main$',
      'deployment-id': '838',
      'deployment-status': 'succeeded',
      'environment-url': `https://production-${sim.seeded?.instanceId}.amezmo.test`,
      'restarted-workers': '[11,12]',
    });
    expect(logs).toContain(
      "notice: The root .env was left out of the archive: Amezmo replaces it with the environment's .env from the dashboard.",
    );
    expect(factNames(run)).toContain('Workers');
  });

  it('skips a branch no pattern matches, after one request', async () => {
    const run = await deploy(inputs(), context({ payload: { ref: 'refs/heads/feature/x' } }));
    expect(routes()).toEqual(['getEnvironment']);
    expect(run.skipped).toBe(true);
    expect(run.skipReason).toContain(
      "branch 'feature/x' matches none of the auto-deploy branch patterns",
    );
    expect(logs.at(-1)).toMatch(/^notice: Skipped: branch 'feature\/x'/);
    expect(deployFacts(run, { links })[0]).toEqual([
      'Outcome',
      { text: `⏭️ Skipped: ${run.skipReason}` },
    ]);
    // The skip's reason is the outcome: it is not repeated as the decision.
    expect(factNames(run)).not.toContain('Decision');
  });

  it('skips a deleted ref without any request', async () => {
    const run = await deploy(
      inputs(),
      context({ payload: { ref: 'refs/tags/v1.0.0', deleted: true } }),
    );
    expect(routes()).toEqual([]);
    expect(run.skipReason).toBe("the push deleted tag 'v1.0.0'.");
  });

  it('builds but uploads nothing on a dry run', async () => {
    const run = await deploy(inputs({ dryRun: true }));
    expect(routes()).toEqual(['getEnvironment']);
    expect(run.release?.archive?.files).toBeGreaterThan(10);
    expect(logs.at(-1)).toMatch(/^notice: Dry run: branch 'main' would deploy to 'production'/);
    expect(deployFacts(run, { links })[0]).toEqual([
      'Outcome',
      { text: '🧪 Dry run: nothing was uploaded' },
    ]);
  });

  it('cancels the deployment when the wait times out', async () => {
    sim.account.behaviour = { finalStatus: 'succeeded', pollsToFinish: 1000 };
    const run = await deploy(inputs({ waitTimeoutSeconds: 10 }));
    expect(failureOf(run)).toContain(
      'Deployment 838 had not ended after 10 s (last status: pending)',
    );
    expect(routes().at(-1)).toBe('cancelDeployment');
    expect(run.release?.deploymentStatus).toBe('cancelling');
    expect(clock.now() - Date.parse('2026-06-01T00:00:00Z')).toBe(10_000);
  });

  it('leaves a timed-out deployment running when cancel-on-abort is false', async () => {
    sim.account.behaviour = { finalStatus: 'succeeded', pollsToFinish: 1000 };
    const run = await deploy(inputs({ waitTimeoutSeconds: 5, cancelOnAbort: false }));
    expect(failureOf(run)).toContain('had not ended');
    expect(routes()).not.toContain('cancelDeployment');
  });

  it('cancels the deployment when the run is cancelled during the wait', async () => {
    sim.account.behaviour = { finalStatus: 'succeeded', pollsToFinish: 1000 };
    const controller = new AbortController();
    const sleep = clock.sleep;
    clock.sleep = async (ms, signal) => {
      controller.abort(new Error('The run was cancelled (SIGTERM).'));
      return sleep(ms, signal);
    };
    const run = await deploy(inputs(), context(), dependencies(controller.signal));
    expect(failureOf(run)).toBe('The run was cancelled (SIGTERM).');
    expect(routes().at(-1)).toBe('cancelDeployment');
  });

  it('fails on a final status other than succeeded, and restarts no worker', async () => {
    sim.account.behaviour = { finalStatus: 'failed', pollsToFinish: 1 };
    const run = await deploy(inputs({ workers: ['11'] }));
    expect(failureOf(run)).toContain("Deployment 838 ended with status 'failed'.");
    expect(routes()).not.toContain('restartWorker');
    expect(run.release?.deploymentStatus).toBe('failed');
  });

  it('restarts workers at once, with a warning, when not waiting', async () => {
    await deploy(inputs({ wait: false, workers: ['11'] }));
    expect(routes()).toEqual(['getEnvironment', 'createDeployment', 'restartWorker']);
    expect(logs).toContainEqual(
      expect.stringMatching(/^warning: Restarting workers right after creating/),
    );
  });

  it('tries every worker and then fails, naming the ones that failed', async () => {
    const run = await deploy(inputs({ workers: ['11', '99', '12'] }));
    expect(failureOf(run)).toContain(
      'Could not restart worker 99 (Amezmo API: 404 unknown_resource_error: Worker 99 was not found.',
    );
    expect(run.restartedWorkers).toEqual(['11', '12']);
    expect(run.failedWorkers).toEqual(['99']);
  });

  it('warns of patterns it cannot match as PHP does, of double deployments, and of after.pull', async () => {
    const instanceId = sim.seeded?.instanceId as number;
    sim.account.updateEnvironmentSettings(instanceId, 'production', {
      auto_deploy_branch_patterns: ['^(m)\\1?ain', '^main$'],
      auto_deploy_enabled: 1,
      repo_owner: 'acme',
      repo_name: 'shop',
    });
    mkdirSync(join(workspace, '.amezmo'), { recursive: true });
    writeFileSync(join(workspace, '.amezmo', 'after.pull'), '#!/bin/bash\n');
    await deploy(inputs({ wait: false }));
    expect(
      logs.filter((line) => line.startsWith('warning:') || line.includes('after.pull')),
    ).toEqual([
      expect.stringContaining(
        "warning: The auto-deploy pattern '^(m)\\1?ain' of environment 'production' uses a backreference \\1",
      ),
      expect.stringContaining(
        "warning: Environment 'production' also deploys itself from acme/shop",
      ),
      expect.stringContaining('notice: The archive has a .amezmo/after.pull hook'),
    ]);
  });

  it('says to fix a pattern in the environments file when the repository keeps one', async () => {
    const instanceId = sim.seeded?.instanceId as number;
    sim.account.updateEnvironmentSettings(instanceId, 'production', {
      auto_deploy_branch_patterns: ['^release/(', '^main$'],
    });
    await deploy(inputs({ wait: false }));
    await deploy(inputs({ wait: false, patternsFile: '.amezmo/environments.yml' }));
    const warnings = logs.filter((line) => line.startsWith('warning:'));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/it was skipped\. Fix it in the Amezmo dashboard\.$/);
    expect(warnings[1]).toMatch(
      /it was skipped\. Fix it in \.amezmo\/environments\.yml \(then apply it with the environments action\)\.$/,
    );
  });

  it('fails when exclude leaves nothing', async () => {
    const run = await deploy(inputs({}, { exclude: ['**'] }));
    expect(failureOf(run)).toContain('Nothing to deploy: every file below');
    // The manifest is written before the check, so that it tells what would have shipped.
    expect(deployOutputs(run)['archive-manifest']).toMatch(/archive-manifest\.txt$/);
    expect(routes()).toEqual(['getEnvironment']);
  });

  it('sends the tag, not a branch, for a tag', async () => {
    await deploy(inputs({ wait: false }), context({ payload: { ref: 'refs/tags/v1.2.3' } }));
    expect(sim.requests[1]?.fields).toMatchObject({ tag: 'v1.2.3' });
    expect(sim.requests[1]?.fields).not.toHaveProperty('branch');
  });
});
