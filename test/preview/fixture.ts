// What the tests of the preview job share: a run against the simulator and the GitHub stand-in,
// on a fake clock (every wait is counted, none is slept), its settings, events and dependencies.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { AmezmoClient } from '../../src/api/client.ts';
import type { RunContext } from '../../src/github/context.ts';
import type { Logger } from '../../src/logger.ts';
import { GitHubClient } from '../../src/github/rest.ts';
import type {
  PreviewDependencies,
  PreviewRun,
  PreviewSettings,
  Run,
} from '../../src/preview/job.ts';
import { previewName } from '../../src/preview/name.ts';
import { createSampleApp } from '../../simulator/sample-app.ts';
import { startSimulator, type Simulator } from '../../simulator/server.ts';
import { startGitHubApi, type GitHubApi } from '../github-api/server.ts';
import { fakeClock, type FakeClock } from '../helpers/clock.ts';

export const SHA = 'a'.repeat(40);
/** acme/shop's preview of pull request `n`. */
export const shop = (n: number) => previewName('pr', 'acme/shop', n);
export let sim: Simulator;
export let github: GitHubApi;
export let client: AmezmoClient;
export let clock: FakeClock;
export let root: string;
let workspace: string;
export let logs: string[];

export const logger: Logger = {
  debug: () => {},
  info: (message) => logs.push(message),
  warning: (message) => logs.push(`warning: ${message}`),
  notice: (message) => logs.push(`notice: ${message}`),
};

export async function start(options: Parameters<typeof startSimulator>[0] = {}): Promise<void> {
  await sim?.close();
  sim = await startSimulator({ deployment: { pollsToFinish: 1 }, ...options });
  clock = fakeClock(Date.now());
  client = new AmezmoClient({
    baseUrl: sim.baseUrl,
    apiKey: sim.apiKey,
    clock,
  });
}

/** Starts a simulator, a GitHub stand-in and a workspace before each test, and ends them after. */
export function usePreviewRuns(): void {
  beforeEach(async () => {
    await start();
    github = await startGitHubApi();
    root = mkdtempSync(join(tmpdir(), 'preview-test-'));
    workspace = join(root, 'workspace');
    mkdirSync(join(root, 'temp'));
    createSampleApp(workspace);
    logs = [];
  });
  afterEach(async () => {
    await client.close();
    await sim.close();
    await github.close();
    rmSync(root, { recursive: true, force: true });
  });
}

export function settings(
  overrides: Partial<PreviewSettings> = {},
  launch: Partial<NonNullable<PreviewSettings['launch']>> = {},
): PreviewSettings {
  return {
    prefix: 'pr',
    launch: {
      region: 'lb2-us',
      instanceType: 'hobby',
      phpVersion: '8.3',
      mysql: false,
      mysqlVersion: undefined,
      appType: 'laravel',
      ...launch,
    },
    environment: 'production',
    build: {
      path: workspace,
      exclude: [],
      ignoreFile: '.amezmoignore',
      compressionLevel: 1,
      keepArchive: false,
      logEntries: false,
      links: 'keep',
    },
    waitTimeoutSeconds: 60,
    launchTimeoutSeconds: 600,
    maxAgeMs: undefined,
    trigger: { trigger: 'always', label: 'preview', drafts: false },
    budget: { maxPreviews: undefined, maxHourlyMicros: undefined },
    comment: true,
    githubDeployment: true,
    ...overrides,
  };
}

export function context(eventName: string, payload: Record<string, unknown>): RunContext {
  return {
    eventName,
    ref: '',
    headRef: '',
    sha: SHA,
    repository: 'acme/shop',
    actor: 'octocat',
    actorId: '1',
    payload,
    runUrl: 'https://github.com/acme/shop/actions/runs/1',
    repositoryUrl: 'https://github.com/acme/shop',
    apiUrl: github.url,
    tempDir: join(root, 'temp'),
  };
}

export const opened = (number = 7) =>
  context('pull_request', {
    action: 'opened',
    number,
    pull_request: { number, head: { sha: SHA, ref: 'feature/x' } },
  });

/** The dependencies of a run; without `token`, it has no GitHub client, as without a token. */
export function deps(token = true): PreviewDependencies {
  return {
    client,
    ...(token ? { github: new GitHubClient({ token: 'ghs_x', apiUrl: github.url }) } : {}),
    clock,
    logger,
    group: (_title, phase) => phase(),
    signal: new AbortController().signal,
  };
}

export const route = (name: string) => sim.requests.filter((request) => request.route === name);
export const failureOf = (run: PreviewRun) => run.failure as Error | undefined;

/** A run of acme/shop's preview job for `event`, for a step tested on its own. */
export function runOf(
  overrides: Partial<PreviewSettings> = {},
  event: RunContext = opened(),
  token = true,
): Run {
  const dependencies = deps(token);
  const { github: rest } = dependencies;
  return {
    settings: settings(overrides),
    context: event,
    deps: dependencies,
    owner: 'acme',
    repo: 'shop',
    github: rest ? { github: rest, owner: 'acme', repo: 'shop', logger } : undefined,
  };
}
