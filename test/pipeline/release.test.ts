// One release through the pipeline, against the Amezmo simulator and the GitHub stand-in: the
// archive kept (or why not, the release going on), the same bytes not uploaded twice, an answer
// lost after the whole archive went out (the deployment it most likely made named, and recorded
// as failed), and the GitHub deployment's last status saying the health.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AmezmoClient, UncertainOutcomeError } from '../../src/api/client.ts';
import type { ArchiveStore } from '../../src/ledger/artifacts.ts';
import { LEDGER_TASK } from '../../src/ledger/record.ts';
import { GitHubClient } from '../../src/github/rest.ts';
import {
  deployRelease,
  type ReleaseDependencies,
  type ReleaseRequest,
} from '../../src/pipeline/release.ts';
import { parseHealthStatus } from '../../src/settings/health.ts';
import { startSimulator, type Simulator } from '../../simulator/server.ts';
import { startGitHubApi, type GitHubApi } from '../github-api/server.ts';
import { fakeClock, type FakeClock } from '../helpers/clock.ts';
import {
  recordingLogger,
  sha256Hex,
  standInStore,
  zipOf,
  type MadeArchive,
} from '../helpers/releases.ts';

let github: GitHubApi;
let sim: Simulator;
let client: AmezmoClient;
let gh: GitHubClient;
let clock: FakeClock;
let root: string;
let temp: string;
let instance: string;
let archive: MadeArchive;
let logger: ReturnType<typeof recordingLogger>;

const commit = 'c'.repeat(40);
const health = {
  url: '',
  statuses: parseHealthStatus('2xx'),
  body: '',
  passes: 1,
  timeoutSeconds: 20,
  environmentUrl: '',
};

function request(overrides: Partial<ReleaseRequest> = {}): ReleaseRequest {
  return {
    instance,
    environment: 'production',
    source: {
      kind: 'given',
      archive: { path: archive.path, size: archive.size, format: 'zip' },
      ignored: [],
    },
    fields: { repo_owner: 'acme', repo_name: 'shop', branch: 'main', commit },
    dryRun: false,
    wait: true,
    waitTimeoutSeconds: 60,
    cancelOnAbort: true,
    mirror: {
      github: gh,
      owner: 'acme',
      repo: 'shop',
      logger,
      ref: commit,
      environment: 'production',
      environmentUrl: '',
      logUrl: '',
      startedText: 'Deploying: Amezmo production',
    },
    ledger: { keepDays: 7, attempt: '1', ref: { kind: 'branch', name: 'main' } },
    health,
    tempDir: temp,
    startedAt: clock.now(),
    ...overrides,
  };
}

function dependencies(overrides: Partial<ReleaseDependencies> = {}): ReleaseDependencies {
  return {
    client,
    clock,
    logger,
    group: (_title, phase) => phase(),
    signal: new AbortController().signal,
    store: standInStore(github),
    ...overrides,
  };
}

const routes = () => sim.requests.map((one) => one.route);
/** The ledger's record in the last GitHub deployment made, as the stand-in keeps it. */
const ledgerPayload = () =>
  github.deploymentRecords.at(-1)?.payload as {
    amezmo: { deployment_id: number };
    archive: { sha256: string; size: number; artifact?: unknown };
  };

beforeAll(async () => {
  github = await startGitHubApi();
  root = mkdtempSync(join(tmpdir(), 'pipeline-release-'));
  archive = await zipOf(root, 'app', { 'index.php': '<?php echo 1;\n' });
});
afterAll(async () => {
  await github.close();
  rmSync(root, { recursive: true, force: true });
});
beforeEach(async () => {
  github.reset();
  sim = await startSimulator({ deployment: { pollsToFinish: 1 }, healthcheckDelayMs: 0 });
  instance = String(sim.seeded?.instanceId);
  clock = fakeClock();
  client = new AmezmoClient({ baseUrl: sim.baseUrl, apiKey: sim.apiKey, clock });
  gh = new GitHubClient({ token: 'ghs_x', apiUrl: github.url, retryDelayMs: 1 });
  logger = recordingLogger();
  temp = mkdtempSync(join(root, 'temp-'));
});
afterEach(async () => {
  gh.close();
  client.close();
  await sim.close();
});

describe('keeping the archive', () => {
  it('keeps it as an artifact named for what it is, and records where in the ledger', async () => {
    const result = await deployRelease(request(), dependencies());
    expect(result.failure).toBeUndefined();
    const [stored] = github.artifacts;
    expect(stored?.name).toBe(`amezmo-${instance}-production-${archive.sha256.slice(0, 16)}.zip`);
    expect(stored?.bytes.equals(archive.bytes)).toBe(true);
    expect(result.kept).toEqual({ id: stored?.id, name: stored?.name, runId: '1' });
    expect(logger.lines).toContain(
      `Kept the archive as artifact ${stored?.id} ('${stored?.name}', run 1) for 7 days.`,
    );
    expect(ledgerPayload().archive.artifact).toEqual({
      id: stored?.id,
      name: stored?.name,
      run_id: '1',
    });
  });

  it('says, without warning, that a run outside GitHub Actions keeps nothing, and deploys', async () => {
    const result = await deployRelease(request(), dependencies({ store: undefined }));
    expect(result.failure).toBeUndefined();
    expect(result.keepProblem).toBe(
      'this run has no artifact service (it does not run in GitHub Actions)',
    );
    expect(logger.lines).toContain(
      'The archive is not kept: this run has no artifact service (it does not run in GitHub ' +
        'Actions); this release cannot be rolled back to later.',
    );
    expect(logger.lines.filter((line) => line.startsWith('warning:'))).toEqual([]);
    // The release is in the ledger, without bytes to go back to.
    expect(ledgerPayload().archive).toEqual({ sha256: archive.sha256, size: archive.size });
    expect(routes()).toContain('createDeployment');
  });

  it('warns when the artifact service refuses, and deploys all the same', async () => {
    const refusing: ArchiveStore = {
      keep: () =>
        Promise.reject(new Error('Failed to CreateArtifact: Received non-retryable error.')),
      fetch: () => Promise.reject(new Error('unused')),
    };
    const result = await deployRelease(request(), dependencies({ store: refusing }));
    expect(result.failure).toBeUndefined();
    expect(result.succeeded).toBe(true);
    expect(result).toMatchObject({
      kept: undefined,
      keepProblem: 'Failed to CreateArtifact: Received non-retryable error',
    });
    expect(logger.lines).toContain(
      'warning: Could not keep the archive: Failed to CreateArtifact: ' +
        'Received non-retryable error; this release cannot be rolled back to later.',
    );
    expect(ledgerPayload().archive.artifact).toBeUndefined();
  });

  it('keeps nothing with keep-days 0', async () => {
    const store = standInStore(github);
    const result = await deployRelease(
      request({ ledger: { keepDays: 0, attempt: '1' } }),
      dependencies({ store }),
    );
    expect(result).toMatchObject({ kept: undefined, keepProblem: '' });
    expect(github.artifacts).toEqual([]);
  });
});

describe('bytes already live', () => {
  it('uploads nothing, keeps nothing and records nothing', async () => {
    const live = {
      deploymentId: 12,
      sha256: archive.sha256,
      commit: 'b'.repeat(40),
      health: 'healthy' as const,
    };
    const result = await deployRelease(request({ live }), dependencies());
    expect(result.alreadyLive).toEqual(live);
    expect(result.archive?.sha256).toBe(archive.sha256);
    expect(routes()).toEqual([]);
    expect(github.requests).toEqual([]);
    expect(github.artifacts).toEqual([]);
  });
});

describe('an archive given that something else writes meanwhile', () => {
  /** A copy of its own of a zip of 600 KB that do not compress (three reads), and its bytes changed in place. */
  async function changing(): Promise<{
    request: ReleaseRequest;
    change(): void;
    was: MadeArchive;
  }> {
    const noise = Array.from({ length: 600_000 }, (_, i) =>
      String.fromCharCode(33 + ((i * 7919) % 89)),
    ).join('');
    const was = await zipOf(mkdtempSync(join(root, 'changing-')), 'app', {
      'index.php': '<?php\n',
      noise,
    });
    const change = () => {
      const other = Buffer.from(was.bytes);
      other[40] = other[40]! ^ 0xff;
      writeFileSync(was.path, other);
    };
    const source = {
      kind: 'given',
      archive: { path: was.path, size: was.size, format: 'zip' },
      ignored: [],
    } as const;
    return { request: request({ source }), change, was };
  }
  const changedLine = (was: MadeArchive) =>
    `The archive given, ${was.path}, changed while this step read it: its bytes are no longer ` +
    `those whose sha256 is ${was.sha256}. Let what writes it end before this step, or give a ` +
    'copy that nothing else writes.';

  it('sends one of many chunks byte for byte, its buffers read into again once sent', async () => {
    const big = await zipOf(mkdtempSync(join(root, 'big-')), 'app', {
      'index.php': '<?php\n',
      // Some 8 MB that zip -6 leaves near their size: 32 chunks and more, each sent, then reused.
      noise: randomBytes(6_000_000).toString('base64'),
    });
    const source = {
      kind: 'given',
      archive: { path: big.path, size: big.size, format: 'zip' },
      ignored: [],
    } as const;
    const result = await deployRelease(request({ source }), dependencies({ store: undefined }));
    expect(result.failure).toBeUndefined();
    const upload = sim.requests.find((one) => one.route === 'createDeployment');
    expect(sha256Hex(readFileSync(upload?.archive?.path as string))).toBe(big.sha256);
    expect(ledgerPayload().archive.sha256).toBe(big.sha256);
  });

  it('uploads none of the changed bytes in full, deploys nothing and records nothing', async () => {
    const { request, change, was } = await changing();
    const result = await deployRelease(
      request,
      dependencies({
        store: undefined,
        group: (title, phase) => {
          if (title === 'Upload') change();
          return phase();
        },
      }),
    );
    expect((result.failure as Error).message).toBe(changedLine(was));
    // The upload was given up before its last chunk (here, before the server had any of it: the
    // file is read ahead): no deployment exists.
    expect(sim.account.deployments()).toEqual([]);
    expect(result.deploymentId).toBeUndefined();
    expect(github.deploymentRecords).toEqual([]);
  });

  it('keeps no copy of other bytes under the digest', async () => {
    const { request, change, was } = await changing();
    const store = standInStore(github);
    const result = await deployRelease(
      request,
      dependencies({
        store,
        group: (title, phase) => {
          if (title === 'Keep the archive') change();
          return phase();
        },
      }),
    );
    expect(github.artifacts).toEqual([]);
    expect(logger.lines).toContain(
      `warning: Could not keep the archive: ${changedLine(was).replace(/\.$/, '')}; this ` +
        'release cannot be rolled back to later.',
    );
    expect((result.failure as Error).message).toBe(changedLine(was));
    expect(sim.account.deployments()).toEqual([]);
    expect(github.deploymentRecords).toEqual([]);
  });

  it('keeps a copy of its own, which a write to the file given while it is kept leaves alone', async () => {
    const { request, change, was } = await changing();
    const inner = standInStore(github);
    // The file given is written once its copy is made, while the copy is being kept.
    const store: ArchiveStore = {
      keep: (path, days, sha256) => {
        change();
        return inner.keep(path, days, sha256);
      },
      fetch: inner.fetch,
    };
    const result = await deployRelease(request, dependencies({ store }));
    const [stored] = github.artifacts;
    expect(stored?.bytes.equals(was.bytes)).toBe(true);
    // Its upload then finds the change.
    expect((result.failure as Error).message).toBe(changedLine(was));
    expect(sim.account.deployments()).toEqual([]);
  });
});

describe('an answer lost after the whole archive went out', () => {
  it('names the deployment the environment now shows of this commit, and records it as failed', async () => {
    sim.inject('createDeployment', { kind: 'lose-answer' });
    const result = await deployRelease(request(), dependencies());
    expect(result.failure).toBeInstanceOf(UncertainOutcomeError);
    const [made] = sim.account.deployments();
    const id = made?.id as number;
    expect(made?.commit).toBe(commit);
    expect((result.failure as Error).message).toContain(
      `Environment 'production' now shows deployment ${id} (succeeded) of this commit: it is most likely this run's.`,
    );
    expect(result).toMatchObject({ deploymentId: id, deploymentStatus: 'succeeded' });
    // Recorded in the ledger, under the deployment it most likely made, as failed.
    expect(ledgerPayload().amezmo.deployment_id).toBe(id);
    expect(github.deploymentRecords.at(-1)?.statuses.map((status) => status.state)).toEqual([
      'in_progress',
      'failure',
    ]);
    expect(github.deploymentRecords.at(-1)?.task).toBe(LEDGER_TASK);
  });

  it('names none that was current before the upload, however like it', async () => {
    await deployRelease(request(), dependencies());
    const [before] = sim.account.deployments();
    const id = before?.id as number;
    const records = github.deploymentRecords.length;
    // The same commit again: the first upload's answer is lost, and nothing new is made.
    sim.inject('createDeployment', { kind: 'reset-after-body' });
    const lost = await deployRelease(request({ before: id }), dependencies());
    expect(lost.failure).toBeInstanceOf(UncertainOutcomeError);
    expect((lost.failure as Error).message).not.toContain(`deployment ${id}`);
    expect(lost.deploymentId).toBeUndefined();
    expect(github.deploymentRecords).toHaveLength(records);
    // Not told which deployment was current before, the same look-up names it, as it does a
    // deployment made by an answer that came before the whole archive: without a claim.
    const big = join(root, 'early.zip');
    writeFileSync(big, randomBytes(24 * 1024 * 1024));
    sim.inject('createDeployment', {
      kind: 'answer-early',
      status: 201,
      afterBytes: 1024 * 1024,
      body: JSON.stringify({ id: 9838, status: 'pending' }),
    });
    const source = {
      kind: 'given',
      archive: { path: big, size: 24 * 1024 * 1024, format: 'zip' },
      ignored: [],
    } as const;
    const early = await deployRelease(request({ source }), dependencies({ store: undefined }));
    expect((early.failure as Error).message).toContain(
      `Environment 'production' now shows deployment ${id} (succeeded) of this commit: if it ` +
        "is this run's, it was made without the whole archive.",
    );
    expect(early.deploymentId).toBeUndefined();
    expect(github.deploymentRecords).toHaveLength(records);
  });

  it('names none older than the run, however like it', async () => {
    sim.inject('createDeployment', { kind: 'lose-answer' });
    // The run began ten minutes after the deployment the environment shows was made.
    const result = await deployRelease(
      request({ startedAt: Date.now() + 10 * 60_000 }),
      dependencies(),
    );
    expect(result.failure).toBeInstanceOf(UncertainOutcomeError);
    expect((result.failure as Error).message).not.toContain('most likely');
    expect(result.deploymentId).toBeUndefined();
    expect(github.deploymentRecords).toEqual([]);
  });

  it('names none when the environment shows a deployment of other bytes', async () => {
    // A release of another commit is live; the next upload's answer is lost, and its
    // deployment never becomes current.
    await deployRelease(
      request({
        fields: { repo_owner: 'acme', repo_name: 'shop', branch: 'main', commit: 'd'.repeat(40) },
      }),
      dependencies(),
    );
    sim.account.behaviour = { finalStatus: 'succeeded', pollsToFinish: 1000 };
    sim.inject('createDeployment', { kind: 'lose-answer' });
    const records = github.deploymentRecords.length;
    const result = await deployRelease(request(), dependencies());
    expect(result.failure).toBeInstanceOf(UncertainOutcomeError);
    expect((result.failure as Error).message).not.toContain('most likely');
    expect(result.deploymentId).toBeUndefined();
    expect(github.deploymentRecords).toHaveLength(records);
  });

  it('keeps the error as it is when the environment cannot be asked', async () => {
    sim.inject('createDeployment', { kind: 'lose-answer' });
    sim.inject('getEnvironment', { kind: 'status', status: 500 });
    const result = await deployRelease(request(), dependencies());
    expect(result.failure).toBeInstanceOf(UncertainOutcomeError);
    expect((result.failure as Error).message).toMatch(
      /check the deployments of environment 'production' on instance \d+ in the Amezmo dashboard before running this again\.$/,
    );
    expect(result.deploymentId).toBeUndefined();
  });
});

describe('the GitHub deployment that records the release', () => {
  it('ends in failure, saying so first, for a release found unhealthy', async () => {
    sim.account.setHealthcheck(Number(instance), 'production', '/up');
    const broken = await zipOf(root, 'broken', { 'index.php': '<?php\n', broken: 'yes' });
    const result = await deployRelease(
      request({
        source: {
          kind: 'given',
          archive: { path: broken.path, size: broken.size, format: 'zip' },
          ignored: [],
        },
      }),
      dependencies(),
    );
    expect(result.failure).toBeUndefined();
    expect(result.health?.health).toBe('unhealthy');
    const last = github.deploymentRecords.at(-1)?.statuses.at(-1);
    expect(last?.state).toBe('failure');
    expect(last?.description).toMatch(
      /^health: unhealthy; Amezmo's health check of .* answered 500/,
    );
  });

  it('stays in progress when the deployment is not followed', async () => {
    const result = await deployRelease(request({ wait: false }), dependencies());
    expect(result).toMatchObject({
      succeeded: false,
      deploymentStatus: 'pending',
      health: undefined,
    });
    expect(github.deploymentRecords.at(-1)?.statuses.map((status) => status.state)).toEqual([
      'in_progress',
    ]);
    expect(routes()).toEqual(['createDeployment']);
  });

  it('says the probe could not be asked when the run has none', async () => {
    const result = await deployRelease(
      request({ health: { ...health, url: 'https://shop.example.test/up', timeoutSeconds: 5 } }),
      dependencies({ probe: undefined }),
    );
    expect(result.health?.probe?.last).toBe('could not be asked: this run has no probe');
  });
});
