// The deploy job with require-checks: the commit's checks are asked before anything is built,
// a refused run builds and uploads nothing, and one whose checks passed deploys as any run.
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AmezmoClient } from '../../src/api/client.ts';
import type { ChecksSettings } from '../../src/checks/checks.ts';
import type { RunContext } from '../../src/github/context.ts';
import { GitHubClient } from '../../src/github/rest.ts';
import { runDeploy, type DeploySettings } from '../../src/deploy/index.ts';
import { fakeClock } from '../helpers/clock.ts';
import { deploySettings } from '../helpers/deploy-settings.ts';
import { recordingLogger } from '../helpers/releases.ts';
import { createSampleApp } from '../../simulator/sample-app.ts';
import { startSimulator, type Simulator } from '../../simulator/server.ts';
import { startGitHubApi, type GitHubApi } from '../github-api/server.ts';

const COMMIT = 'f'.repeat(40);
let sim: Simulator;
let github: GitHubApi;
let root: string;

beforeAll(async () => {
  github = await startGitHubApi();
});
afterAll(() => github.close());
beforeEach(async () => {
  github.reset();
  sim = await startSimulator({ deployment: { finalStatus: 'succeeded', pollsToFinish: 1 } });
  root = mkdtempSync(join(tmpdir(), 'deploy-checks-'));
  mkdirSync(join(root, 'temp'));
  createSampleApp(join(root, 'workspace'));
});
afterEach(async () => {
  await sim.close();
  rmSync(root, { recursive: true, force: true });
});

const checks: ChecksSettings = {
  required: ['test'],
  timeoutMs: 60_000,
  timeout: '1m',
  howToWaitLonger: 'set checks-timeout: 30m',
  namedIn: 'require-checks',
};

async function deploy(overrides: Partial<DeploySettings> = {}) {
  const clock = fakeClock();
  const settings = deploySettings(
    String(sim.seeded?.instanceId),
    join(root, 'workspace'),
    { checks, ...overrides },
    { keepArchive: true },
  );
  const context: RunContext = {
    eventName: 'push',
    ref: 'refs/heads/main',
    headRef: '',
    sha: COMMIT,
    repository: 'acme/shop',
    actor: 'octocat',
    actorId: '1',
    payload: { ref: 'refs/heads/main' },
    runUrl: '',
    repositoryUrl: '',
    apiUrl: github.url,
    tempDir: join(root, 'temp'),
    runId: '70',
  };
  await using client = new AmezmoClient({ baseUrl: sim.baseUrl, apiKey: sim.apiKey, clock });
  await using githubClient = new GitHubClient({ token: 'ghs_x', apiUrl: github.url, clock });
  const logger = recordingLogger();
  const run = await runDeploy(settings, context, {
    client,
    github: githubClient,
    clock,
    logger,
    group: (_title, phase) => phase(),
    gitHead: async () => undefined,
    signal: new AbortController().signal,
    pollMs: 10,
  });
  return { run, clock, logger };
}

const uploads = () => sim.requests.filter(({ route }) => route === 'createDeployment');
const checkReads = () => github.requests.filter(({ path }) => path.includes('/check-runs'));

describe('the deploy job with require-checks', () => {
  it('refuses a commit whose check failed before building anything', async () => {
    github.checks.addRun(COMMIT, {
      name: 'test',
      conclusion: 'failure',
      url: 'https://ci.example/1',
    });
    const { run } = await deploy();
    expect(run.failure).toMatchObject({
      errorCode: 'checks-not-passed',
      message:
        "Refusing to deploy commit fffffff: check 'test' failed (failure): https://ci.example/1. " +
        'Fix it and push again, or run the failed check again.',
    });
    expect(run.release).toBeUndefined();
    expect(uploads()).toEqual([]);
    // keep-archive is on: an archive built would be left in the temp folder.
    expect(readdirSync(join(root, 'temp'))).toEqual([]);
  });

  it('waits for a pending check on the clock, then deploys', async () => {
    github.checks.addRun(COMMIT, { name: 'test', pendingReads: 2 });
    const { run, clock } = await deploy();
    expect(run.failure).toBeUndefined();
    expect(checkReads()).toHaveLength(3);
    expect(clock.sleeps.slice(0, 2)).toEqual([10, 20]);
    expect(uploads()).toHaveLength(1);
  });

  it('asks nothing of GitHub without require-checks', async () => {
    github.checks.addRun(COMMIT, { name: 'test', conclusion: 'failure' });
    const { run } = await deploy({ checks: undefined });
    expect(run.failure).toBeUndefined();
    expect(github.requests).toEqual([]);
    // What the refused run above would have left, had it built the archive.
    expect(readdirSync(join(root, 'temp'))).toContainEqual(
      expect.stringMatching(/^amezmo-archive-/),
    );
  });
});
