// Getting back to the last good bytes, the part the deploy job and the rollback action share:
// which release of the ledger is the last healthy one (its statuses read from the GitHub
// stand-in, no more of them than the bound), deploying a kept archive again to the Amezmo
// simulator byte for byte, a tar as a tar, and the sentences that say what came of it.
import { githubLedger } from '../../src/ledger/github.ts';
import type { KeptArtifact } from '../../src/ledger/record.ts';
import { artifactName } from '../../src/ledger/artifacts.ts';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AmezmoClient } from '../../src/api/client.ts';
import { LEDGER_TASK, type LedgerEntry } from '../../src/ledger/record.ts';
import { GitHubClient, type RepositoryTarget } from '../../src/github/rest.ts';
import {
  NO_RELEASE,
  type ReleaseDependencies,
  type ReleaseResult,
} from '../../src/pipeline/release.ts';
import type { Candidate } from '../../src/ledger/ledger.ts';
import { lastHealthy, MAX_LOOKED_AT } from '../../src/ledger/releases.ts';
import {
  describeRelease,
  redeploy,
  rollbackOutcome,
  RolledBackError,
} from '../../src/pipeline/rollback.ts';
import { startSimulator, type Simulator } from '../../simulator/server.ts';
import { startGitHubApi, type GitHubApi } from '../github-api/server.ts';
import { fakeClock } from '../helpers/clock.ts';
import {
  recordDeployment,
  recordingLogger,
  sha256Hex,
  standInStore,
  tarOf,
  zipOf,
} from '../helpers/releases.ts';

const PRODUCTION = { instance: '7', environment: 'production' };

let github: GitHubApi;
let target: RepositoryTarget;
let root: string;

/** A ledger entry of commit `digit`×40, recorded on the stand-in with statuses saying `health`. */
async function entry(
  digit: string,
  health: string | undefined,
  overrides: Partial<LedgerEntry> = {},
): Promise<LedgerEntry> {
  const id = await recordDeployment(github, {
    task: LEDGER_TASK,
    statuses:
      health === undefined
        ? [{ state: 'success', description: 'Amezmo deployment succeeded' }]
        : [{ state: 'success', description: `health: ${health}; Amezmo deployment succeeded` }],
  });
  return {
    instance: '7',
    environment: 'production',
    deploymentId: id - 3000,
    sha256: digit.repeat(64),
    size: 10,
    commit: digit.repeat(40),
    ref: { kind: 'branch', name: 'main' },
    // Kept on the stand-in, so that GitHub says it is still there.
    // Named as the deploy job names it, by a run of its commit: a release that may be trusted.
    artifact: {
      id: github.addArtifact({
        name: artifactName(PRODUCTION, digit.repeat(64), '1'),
        bytes: Buffer.from(digit),
        runId: id,
        headSha: digit.repeat(40),
      }).id,
      name: artifactName(PRODUCTION, digit.repeat(64), '1'),
      runId: String(id),
    },
    id,
    createdAt: '2026-06-01T00:00:00Z',
    ...overrides,
  };
}

/** The folders kept archives were read back into, left in the temporary folder. */
const readdirKept = () => readdirSync(root).filter((name) => name.startsWith('amezmo-kept-'));

/** The deployments whose statuses were read, by id. */
const statusesRead = () =>
  github.requests
    .map((request) => /\/deployments\/(\d+)\/statuses/.exec(request.path)?.[1])
    .filter((id) => id !== undefined)
    .map(Number);

beforeAll(async () => {
  github = await startGitHubApi();
  root = mkdtempSync(join(tmpdir(), 'pipeline-rollback-'));
});
afterAll(async () => {
  await github.close();
  rmSync(root, { recursive: true, force: true });
});
beforeEach(() => {
  github.reset();
  target = {
    github: new GitHubClient({ token: 'ghs_x', apiUrl: github.url, retryDelayMs: 1 }),
    owner: 'acme',
    repo: 'shop',
    logger: recordingLogger(),
  };
});

describe('lastHealthy', () => {
  it('is the newest release verified healthy, kept, and not of the bytes to leave', async () => {
    const broken = await entry('1', 'unhealthy');
    const same = await entry('2', 'healthy', { sha256: '1'.repeat(64) });
    const unkept = await entry('3', 'healthy', { artifact: undefined });
    const unchecked = await entry('4', 'unchecked');
    const silent = await entry('5', undefined);
    const healthy = await entry('6', 'healthy');
    const older = await entry('7', 'healthy');
    github.requests.length = 0;
    const found = await lastHealthy(
      githubLedger(target, undefined),
      [broken, same, unkept, unchecked, silent, healthy, older],
      { not: '1'.repeat(64) },
    );
    expect(found).toEqual({ candidate: { ...healthy, health: 'healthy' } });
    // The bytes to leave and a release without its bytes are not even asked about.
    expect(statusesRead()).toEqual([unchecked.id, silent.id, healthy.id]);
  });

  it('looks only at releases from `from` on', async () => {
    const newer = await entry('1', 'healthy');
    const live = await entry('2', 'healthy');
    const older = await entry('3', 'healthy');
    const found = await lastHealthy(githubLedger(target, undefined), [newer, live, older], {
      not: live.sha256,
      from: 2,
    });
    expect(found).toEqual({ candidate: { ...older, health: 'healthy' } });
  });

  it('says how many earlier releases there were, and how many had no bytes kept', async () => {
    const entries = [
      await entry('1', 'unhealthy'),
      await entry('2', 'healthy', { artifact: undefined }),
      await entry('3', undefined),
    ];
    expect(await lastHealthy(githubLedger(target, undefined), entries, { not: '' })).toEqual({
      problem:
        'none of the 3 earlier release(s) in the ledger was verified healthy with its archive ' +
        'kept (1 had no archive kept)',
    });
    expect(
      await lastHealthy(githubLedger(target, undefined), entries.slice(2), { not: '' }),
    ).toEqual({
      problem:
        'none of the 1 earlier release(s) in the ledger was verified healthy with its archive kept',
    });
    expect(
      await lastHealthy(githubLedger(target, undefined), entries, { not: '', from: 3 }),
    ).toEqual({
      problem: 'the ledger has no earlier release of this environment',
    });
  });

  it(`reads the statuses of ${MAX_LOOKED_AT} releases at most`, async () => {
    const unhealthy = await entry('1', 'unhealthy');
    const healthy = await entry('2', 'healthy');
    // The same record, many times over: only the number of looks matters here.
    const entries = [...Array<LedgerEntry>(MAX_LOOKED_AT).fill(unhealthy), healthy];
    github.requests.length = 0;
    const found = await lastHealthy(githubLedger(target, undefined), entries, { not: '' });
    expect(found).toEqual({
      problem: `none of the ${MAX_LOOKED_AT + 1} earlier release(s) in the ledger was verified healthy with its archive kept`,
    });
    expect(statusesRead()).toHaveLength(MAX_LOOKED_AT);
  });

  it('throws when GitHub will not say', async () => {
    const one = await entry('1', 'healthy');
    github.forbid(/statuses/);
    await expect(lastHealthy(githubLedger(target, undefined), [one], { not: '' })).rejects.toThrow(
      /answered 403/,
    );
  });
});

describe('redeploy', () => {
  let sim: Simulator;
  let client: AmezmoClient;
  let instance: string;

  beforeEach(async () => {
    sim = await startSimulator({ deployment: { pollsToFinish: 1 } });
    client = new AmezmoClient({ baseUrl: sim.baseUrl, apiKey: sim.apiKey, clock: fakeClock() });
    instance = String(sim.seeded?.instanceId);
  });
  afterEach(async () => {
    client.close();
    await sim.close();
  });

  /** Redeploys `release` as the rollback action asks, recording the log. */
  async function again(
    release: LedgerEntry,
    store = standInStore(github),
    group: ReleaseDependencies['group'] = (_title, phase) => phase(),
  ) {
    const logger = recordingLogger();
    const result = await redeploy(
      {
        release,
        instance,
        environment: 'production',
        fields: { repo_owner: 'acme', repo_name: 'shop', pusher: 'dev@example.com' },
        dryRun: false,
        wait: true,
        waitTimeoutSeconds: 60,
        cancelOnAbort: true,
        tempDir: root,
        startedAt: 0,
      },
      {
        client,
        clock: fakeClock(),
        logger,
        group,
        signal: new AbortController().signal,
        store,
        ledger: githubLedger(target, store),
      },
    );
    return { result, logger, store };
  }

  /** A release whose archive is kept as an artifact of run 9 on the stand-in. */
  function keptRelease(
    archive: { bytes: Buffer; size: number; sha256: string },
    name: string,
    ref: LedgerEntry['ref'],
  ): LedgerEntry {
    // Named as the deploy job names it (`name` tells the attempt apart), by a run of its commit.
    const kept = artifactName({ instance, environment: 'production' }, archive.sha256, name);
    const stored = github.addArtifact({
      name: kept,
      bytes: archive.bytes,
      runId: 9,
      headSha: 'c'.repeat(40),
    });
    return {
      instance,
      environment: 'production',
      deploymentId: 1,
      sha256: archive.sha256,
      size: archive.size,
      commit: 'c'.repeat(40),
      ref,
      artifact: { id: stored.id, name: kept, runId: '9' },
      id: 4000,
      createdAt: '',
    };
  }

  it("deploys a kept tar as the tar it is, recorded with the release's own tag and commit", async () => {
    const tar = await tarOf(root, 'release-tar', { 'index.php': '<?php echo 1;\n' });
    const release = keptRelease(tar, 'tar', {
      kind: 'tag',
      name: 'v1.2.0',
    });
    const { result, logger } = await again(release);
    expect(result.failure).toBeUndefined();
    expect(result.succeeded).toBe(true);
    // A tar has no entry count to read.
    expect(result.archive).toMatchObject({ sha256: tar.sha256, size: tar.size, files: undefined });
    const upload = sim.requests.find((request) => request.route === 'createDeployment');
    expect(sha256Hex(readFileSync(upload?.archive?.path as string))).toBe(tar.sha256);
    expect(upload?.fields).toEqual({
      environment: 'production',
      repo_owner: 'acme',
      repo_name: 'shop',
      pusher: 'dev@example.com',
      tag: 'v1.2.0',
      commit: 'c'.repeat(40),
    });
    expect(logger.lines).toContain(
      `The archive of ccccccc reads back with the sha256 the ledger recorded: ${tar.sha256}.`,
    );
    // The folder it was read into is gone once deployed.
    expect(readdirKept()).toEqual([]);
  });

  it('deploys none of the read-back bytes when they are written after their check', async () => {
    const zip = await zipOf(root, 'release-written', { 'index.php': '<?php echo 4;\n' });
    const release = keptRelease(zip, 'written', undefined);
    const { result } = await again(release, standInStore(github), (title, phase) => {
      // Between the ledger's check of the copy read back and its upload, the copy changes.
      if (title === 'Read the archive given') {
        const [folder] = readdirKept();
        const [name] = readdirSync(join(root, folder as string));
        const path = join(root, folder as string, name as string);
        const other = readFileSync(path);
        other[40] = other[40]! ^ 0xff;
        writeFileSync(path, other);
      }
      return phase();
    });
    expect((result.failure as Error).message).toMatch(
      new RegExp(`its bytes are no longer those whose sha256 is ${zip.sha256}\\.`),
    );
    expect(result.archive?.sha256).toBe(zip.sha256);
    expect(sim.account.deployments()).toEqual([]);
    expect(readdirKept()).toEqual([]);
  });

  it('records the branch of a release made from one, and none for a release without a ref', async () => {
    const zip = await zipOf(root, 'release-zip', { 'index.php': '<?php echo 2;\n' });
    await again(keptRelease(zip, 'a', { kind: 'branch', name: 'main' }));
    await again(keptRelease(zip, 'b', undefined));
    const [first, second] = sim.requests
      .filter((request) => request.route === 'createDeployment')
      .map((request) => request.fields);
    expect(first).toMatchObject({ branch: 'main', commit: 'c'.repeat(40) });
    expect(second).not.toHaveProperty('branch');
    expect(second).not.toHaveProperty('tag');
  });

  it('uploads nothing for a release with no archive kept, or one that cannot be read back', async () => {
    const zip = await zipOf(root, 'release-gone', { 'index.php': '<?php echo 3;\n' });
    const release = keptRelease(zip, 'gone', undefined);
    const unkept = await again({ ...release, artifact: undefined });
    expect((unkept.result.failure as Error).message).toBe('Release ccccccc has no archive kept.');
    github.deleteArtifact((release.artifact as KeptArtifact).id);
    const gone = await again(release);
    expect((gone.result.failure as Error).message).toMatch(/GitHub has no such artifact/);
    expect(gone.store.fetched).toEqual([]);
    expect(gone.result).toMatchObject({ deploymentId: undefined, archive: undefined });
    expect(sim.requests).toEqual([]);
  });
});

describe('what is said of a rollback', () => {
  const to: Candidate = {
    instance: '7',
    environment: 'production',
    deploymentId: 40,
    sha256: 'ab'.repeat(32),
    size: 10,
    commit: 'c'.repeat(40),
    ref: undefined,
    artifact: { id: 1, name: 'x.zip', runId: '1' },
    id: 4000,
    createdAt: '',
    health: 'healthy',
  };
  const broken = describeRelease(41, 'd'.repeat(40), 'ef'.repeat(32));
  const released = (overrides: Partial<ReleaseResult>): ReleaseResult => ({
    ...NO_RELEASE,
    ...overrides,
  });
  const healthReport = (health: 'healthy' | 'unhealthy' | 'unchecked', detail: string) => ({
    health,
    detail,
    amezmo: { verdict: 'not-configured' as const },
    probe: undefined,
  });

  it('names a release by its deployment, commit and digest', () => {
    expect(broken).toBe('Amezmo deployment 41 of commit ddddddd (sha256 efefefefefef…)');
    expect(describeRelease(undefined, 'main', undefined)).toBe(
      'Amezmo deployment (none) of commit main',
    );
  });

  it.each([
    [
      { problem: 'the ledger has no earlier release' },
      `Nothing to roll back to: the ledger has no earlier release. ${broken} stays live.`,
    ],
    [
      { to, release: released({ failure: new Error('Could not download artifact 1.') }) },
      `The rollback to commit ccccccc failed: Could not download artifact 1. Nothing was deployed, and ${broken} is still live.`,
    ],
    [
      {
        to,
        release: released({
          deploymentId: 42,
          failure: new Error("Deployment 42 ended with status 'failed'."),
        }),
      },
      `The rollback to commit ccccccc failed: Deployment 42 ended with status 'failed'. ${broken} is still live.`,
    ],
    [
      {
        to,
        release: released({ deploymentId: 42, health: healthReport('unhealthy', 'answered 500') }),
      },
      'Rolled back to Amezmo deployment 42 of commit ccccccc (sha256 abababababab…), but it is ' +
        'unhealthy too: answered 500. It is live now; fix the application and deploy again.',
    ],
    [
      {
        to,
        release: released({ deploymentId: 42, health: healthReport('healthy', 'answered 200') }),
      },
      'Rolled back: Amezmo deployment 42 of commit ccccccc (sha256 abababababab…) is live now, health: healthy.',
    ],
    [
      { to, release: released({ deploymentId: 42 }) },
      'Rolled back: Amezmo deployment 42 of commit ccccccc (sha256 abababababab…) is live now, health: unchecked.',
    ],
  ])('says what came of %#', (attempt, said) => {
    expect(rollbackOutcome(broken, attempt)).toBe(said);
  });

  it('fails the step naming what was broken, why, and what is live now', () => {
    const error = new RolledBackError(
      broken,
      { health: 'unhealthy', detail: 'answered 500' },
      {
        to,
        release: released({ deploymentId: 42, health: healthReport('healthy', 'answered 200') }),
      },
    );
    expect(error.name).toBe('RolledBackError');
    expect(error.message).toBe(
      `${broken} was unhealthy: answered 500. Rolled back: Amezmo deployment 42 of commit ` +
        'ccccccc (sha256 abababababab…) is live now, health: healthy.',
    );
  });
});
