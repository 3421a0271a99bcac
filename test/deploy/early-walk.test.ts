// Once the ref deploys, the folder is walked (and, past 2 MiB, deflated by the threads) while
// git, the ledger and the checks answer, not after them; a run that ends before its archive is
// built ends that walk and its threads. The threads are counted in /proc/self/task, so this file
// runs in a process of its own (vitest.config.ts).
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AmezmoClient } from '../../src/api/client.ts';
import type { ChecksSettings } from '../../src/checks/checks.ts';
import type { RunContext } from '../../src/github/context.ts';
import type { GitHead } from '../../src/github/index.ts';
import { GitHubClient } from '../../src/github/rest.ts';
import { runDeploy, type DeploySettings } from '../../src/deploy/index.ts';
import { startSimulator, type Simulator } from '../../simulator/server.ts';
import { startGitHubApi, type GitHubApi } from '../github-api/server.ts';
import { fakeClock } from '../helpers/clock.ts';
import { deploySettings } from '../helpers/deploy-settings.ts';
import { recordingLogger } from '../helpers/releases.ts';
import { deflateThreads, deflateThreadsSettled } from '../helpers/threads.ts';

const COMMIT = 'f'.repeat(40);
let sim: Simulator;
let github: GitHubApi;
let root: string;
let app: string;

beforeAll(async () => {
  github = await startGitHubApi();
  root = mkdtempSync(join(tmpdir(), 'deploy-early-walk-'));
  // 600 files of about 6 KB: past 2 MiB, so the walk starts the threads as it lists.
  app = join(root, 'app');
  for (let index = 0; index < 600; index++) {
    const folder = join(app, 'vendor', `p${Math.floor(index / 8)}`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      join(folder, `C${index}.php`),
      `<?php // ${index}\nfunction f${index}() { return ${index}; }\n`.repeat(120),
    );
  }
});
afterAll(async () => {
  await github.close();
  rmSync(root, { recursive: true, force: true });
});
beforeEach(async () => {
  github.reset();
  sim = await startSimulator({ deployment: { finalStatus: 'succeeded', pollsToFinish: 1 } });
  rmSync(join(root, 'temp'), { recursive: true, force: true });
  mkdirSync(join(root, 'temp'));
});
afterEach(() => sim.close());

/** Resolves once the archive's threads run, or after `ms`: whether they ran. */
async function threadsWithin(ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (deflateThreads() > 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return false;
}

async function deploy(
  gitHead: (folder: string) => Promise<GitHead | undefined>,
  overrides: Partial<DeploySettings> = {},
) {
  const clock = fakeClock();
  const settings = deploySettings(String(sim.seeded?.instanceId), app, overrides, {
    keepArchive: true,
  });
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
    gitHead,
    signal: new AbortController().signal,
    pollMs: 10,
  });
  return { run, logger };
}

const uploads = () => sim.requests.filter(({ route }) => route === 'createDeployment');

describe('the walk of the folder, begun once the ref deploys', () => {
  it('lists and deflates while git is asked, then deploys what it listed', async () => {
    let threadsWhileAsked = false;
    const { run, logger } = await deploy(async () => {
      // git answers only once the archive's threads run (or gives up after 5 s): before this
      // change, the folder was walked only after git had answered.
      threadsWhileAsked = await threadsWithin(5_000);
      return undefined;
    });
    expect(threadsWhileAsked).toBe(true);
    expect(run.failure).toBeUndefined();
    expect(uploads()).toHaveLength(1);
    expect(run.release?.archive?.files).toBe(600 + 75 + 1);
    // What the walk found is told in its place: after the decision, with the archive.
    const lines = logger.lines;
    const deciding = lines.findIndex((line) => line.startsWith('Deploying:'));
    const manifest = lines.findIndex((line) =>
      line.startsWith("Manifest of the archive's 676 entries"),
    );
    expect(deciding).toBeGreaterThan(-1);
    expect(manifest).toBeGreaterThan(deciding);
  });

  it('ends the walk and its threads when the run is refused before building', async () => {
    github.checks.addRun(COMMIT, { name: 'test', conclusion: 'failure' });
    const checks: ChecksSettings = {
      required: ['test'],
      timeoutMs: 60_000,
      timeout: '1m',
      howToWaitLonger: 'set checks-timeout: 30m',
      namedIn: 'require-checks',
    };
    let threadsWhileAsked = false;
    const { run, logger } = await deploy(
      async () => {
        threadsWhileAsked = await threadsWithin(5_000);
        return undefined;
      },
      { checks },
    );
    expect(threadsWhileAsked).toBe(true);
    expect(run.failure).toMatchObject({ errorCode: 'checks-not-passed' });
    expect(uploads()).toEqual([]);
    // Nothing was written (keep-archive is on; no manifest either) and nothing was told.
    expect(readdirSync(join(root, 'temp'))).toEqual([]);
    expect(logger.lines.join('\n')).not.toMatch(/Manifest|archive's/);
    // The threads ended with the run.
    expect(await deflateThreadsSettled(0)).toBe(0);
  });
});
