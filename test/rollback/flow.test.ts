// The rollback job, against the Amezmo simulator and the GitHub stand-in: releases are deployed
// first as the deploy job makes them (each recorded in the ledger, its archive kept as a workflow
// artifact, its health proven by Amezmo's own check), then the rollback finds one and deploys its
// exact bytes again. What went where is read from the two servers' records, and the bytes
// Amezmo received are checked against the digest of the archives made here.
import type { KeptArtifact } from '../../src/ledger/record.ts';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AmezmoClient } from '../../src/api/client.ts';
import type { RunContext } from '../../src/github/context.ts';
import { readLedger } from '../../src/ledger/github.ts';
import { LEDGER_TASK } from '../../src/ledger/record.ts';
import { GitHubClient, type RepositoryTarget } from '../../src/github/rest.ts';
import { silentLogger } from '../../src/logger.ts';
import type { HealthSettings } from '../../src/pipeline/health.ts';
import { deployRelease, type ReleaseResult } from '../../src/pipeline/release.ts';
import {
  runRollback,
  type RollbackDependencies,
  type RollbackRun,
  type RollbackSettings,
} from '../../src/rollback/flow.ts';
import { rollbackOutputs, rollbackSummary } from '../../src/rollback/report.ts';
import { parseHealthStatus } from '../../src/settings/health.ts';
import { parseTo } from '../../src/settings/rollback.ts';
import { summaryHtml, type Part } from '../../src/summary.ts';
import { startSimulator, type Simulator } from '../../simulator/server.ts';
import { startGitHubApi, type GitHubApi } from '../github-api/server.ts';
import { fakeClock, type FakeClock } from '../helpers/clock.ts';
import {
  recordDeployment,
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
let logger: ReturnType<typeof recordingLogger>;
let made = 0;

const health: HealthSettings = {
  url: '',
  statuses: parseHealthStatus('2xx'),
  body: '',
  passes: 1,
  timeoutSeconds: 30,
};
const RUN = 77;
const runUrl = `https://github.com/acme/shop/actions/runs/${RUN}`;
const links = { repositoryUrl: 'https://github.com/acme/shop', runUrl };

/** A release the deploy job made: its commit, the bytes made here, and what the pipeline said. */
interface Deployed {
  readonly commit: string;
  readonly archive: MadeArchive;
  readonly result: ReleaseResult;
  readonly amezmoId: number;
  readonly githubId: number;
  readonly artifactId: number | undefined;
}

/**
 * Deploys `files` as commit `commit` as the deploy job of run `runId` does: recorded in the
 * ledger, kept for `keepDays` days, its health verified. A root file `broken` makes the release
 * answer 500, so that Amezmo's check finds it unhealthy.
 */
async function deployed(
  commit: string,
  files: Record<string, string>,
  { keepDays = 30, ledger = true }: { keepDays?: number; ledger?: boolean } = {},
): Promise<Deployed> {
  const archive = await zipOf(root, `release-${++made}`, {
    'index.php': `<?php echo "${commit}";\n`,
    ...files,
  });
  const target: RepositoryTarget = {
    github: gh,
    owner: 'acme',
    repo: 'shop',
    logger: silentLogger,
  };
  const result = await deployRelease(
    {
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
      mirror: ledger
        ? {
            ...target,
            ref: commit,
            environment: 'production',
            environmentUrl: '',
            logUrl: '',
            startedText: 'Deploying',
          }
        : undefined,
      ledger: ledger
        ? { keepDays, attempt: '1', ref: { kind: 'branch', name: 'main' } }
        : undefined,
      health: { ...health, environmentUrl: '' },
      tempDir: temp,
      startedAt: clock.now(),
    },
    {
      client,
      clock,
      logger: silentLogger,
      group: (_title, phase) => phase(),
      signal: new AbortController().signal,
      store: standInStore(github, 100 + made, commit),
    },
  );
  expect(result.failure).toBeUndefined();
  return {
    commit,
    archive,
    result,
    amezmoId: result.deploymentId as number,
    githubId: result.githubDeploymentId as number,
    artifactId: (result.kept as KeptArtifact | undefined)?.id,
  };
}

const good = (commit: string, options?: { keepDays?: number; ledger?: boolean }) =>
  deployed(commit, { 'health.txt': 'ok' }, options);
const broken = (commit: string) => deployed(commit, { broken: 'yes' });

function settings(overrides: Partial<RollbackSettings> = {}): RollbackSettings {
  return {
    instance,
    environment: 'production',
    to: { kind: 'previous' },
    dryRun: false,
    workers: [],
    waitTimeoutSeconds: 60,
    cancelOnAbort: true,
    health,
    keepDays: 30,
    ...overrides,
  };
}

function context(overrides: Partial<RunContext> = {}): RunContext {
  return {
    eventName: 'workflow_dispatch',
    ref: 'refs/heads/main',
    headRef: '',
    sha: 'f'.repeat(40),
    repository: 'acme/shop',
    actor: 'octocat',
    actorId: '1',
    payload: {},
    runUrl,
    repositoryUrl: links.repositoryUrl,
    apiUrl: github.url,
    tempDir: temp,
    runId: String(RUN),
    runAttempt: '1',
    ...overrides,
  };
}

function dependencies(overrides: Partial<RollbackDependencies> = {}): RollbackDependencies {
  return {
    client,
    github: gh,
    clock,
    logger,
    group: (_title, phase) => phase(),
    signal: new AbortController().signal,
    store: standInStore(github, RUN),
    ...overrides,
  };
}

const rollBack = (
  overrides: Partial<RollbackSettings> = {},
  deps: Partial<RollbackDependencies> = {},
  runContext = context(),
) => runRollback(settings(overrides), runContext, dependencies(deps));

const failureOf = (run: RollbackRun) => (run.failure as Error | undefined)?.message ?? '';

/** The archives Amezmo received, in order, by their sha256. */
const uploads = () =>
  sim.requests
    .filter((request) => request.route === 'createDeployment' && request.archive)
    .map((request) => sha256Hex(readFileSync(request.archive?.path as string)));

const c = (digit: string) => digit.repeat(40);

beforeAll(async () => {
  github = await startGitHubApi();
  root = mkdtempSync(join(tmpdir(), 'rollback-flow-'));
});
afterAll(async () => {
  await github.close();
  rmSync(root, { recursive: true, force: true });
});
beforeEach(async () => {
  github.reset();
  sim = await startSimulator({ deployment: { pollsToFinish: 1 }, healthcheckDelayMs: 0 });
  instance = String(sim.seeded?.instanceId);
  sim.account.setHealthcheck(Number(instance), 'production', '/up');
  clock = fakeClock();
  client = new AmezmoClient({ baseUrl: sim.baseUrl, apiKey: sim.apiKey, clock });
  gh = new GitHubClient({ token: 'ghs_x', apiUrl: github.url, retryDelayMs: 1 });
  temp = join(root, `temp-${made}`);
  mkdirSync(temp, { recursive: true });
  logger = recordingLogger();
});
afterEach(async () => {
  gh.close();
  client.close();
  await sim.close();
});

describe('rolling back to the previous healthy release', () => {
  it('deploys its exact bytes again, proves them healthy, records them, and restarts workers', async () => {
    const a = await good(c('a'));
    const b = await good(c('b'));
    const bad = await broken(c('d'));
    expect(bad.result.health?.health).toBe('unhealthy');
    expect(uploads()).toEqual([a.archive.sha256, b.archive.sha256, bad.archive.sha256]);
    const worker = String(sim.seeded?.workerIds[0]);

    const run = await rollBack({ workers: [worker] });
    expect(run.failure).toBeUndefined();
    // The last release verified healthy before the live one: its bytes, as they were made.
    expect(uploads().at(-1)).toBe(b.archive.sha256);
    const upload = sim.requests.filter((request) => request.route === 'createDeployment').at(-1);
    expect(upload?.fields).toEqual({
      environment: 'production',
      repo_owner: 'acme',
      repo_name: 'shop',
      branch: 'main',
      commit: c('b'),
      // The actor's no-reply address, as the deploy job records a pusher.
      pusher: '1+octocat@users.noreply.github.com',
    });
    expect(run.live).toMatchObject({ commit: c('d'), deploymentId: bad.amezmoId });
    expect(run.chosen).toMatchObject({
      commit: c('b'),
      id: b.githubId,
      health: 'healthy',
    });
    expect(run.release?.health?.health).toBe('healthy');
    expect(run.restartedWorkers).toEqual([worker]);
    expect(sim.requests.at(-1)?.route).toBe('restartWorker');

    // The rollback is a release of its own in the ledger: same bytes, a new Amezmo deployment,
    // its archive kept again by this run, proven healthy.
    const record = github.deploymentRecords.at(-1);
    expect(record).toMatchObject({ task: LEDGER_TASK, ref: c('b'), environment: 'production' });
    expect(record?.payload).toEqual({
      amezmo_deploy: 2,
      amezmo: {
        instance,
        environment: 'production',
        deployment_id: run.release?.deploymentId,
      },
      archive: {
        sha256: b.archive.sha256,
        size: b.archive.size,
        artifact: {
          id: (run.release?.kept as KeptArtifact | undefined)?.id,
          name: expect.any(String),
          run_id: String(RUN),
        },
      },
      commit: c('b'),
      ref: { kind: 'branch', name: 'main' },
      run: { id: String(RUN) },
      redeploy_of: b.githubId,
    });
    expect(record?.statuses.map((status) => status.state)).toEqual(['in_progress', 'success']);
    expect(record?.statuses.at(-1)?.description).toMatch(/^health: healthy; /);
    expect(record?.statuses.at(-1)?.log_url).toBe(runUrl);
    const kept = github.artifacts.find(
      (artifact) => artifact.id === (run.release?.kept as KeptArtifact | undefined)?.id,
    );
    expect(kept && sha256Hex(kept.bytes)).toBe(b.archive.sha256);
    expect(kept?.runId).toBe(RUN);
    const ledger = await readLedger(
      { github: gh, owner: 'acme', repo: 'shop', logger: silentLogger },
      { instance, environment: 'production' },
    );
    expect(ledger[0]).toMatchObject({ commit: c('b'), deploymentId: run.release?.deploymentId });

    expect(rollbackOutputs(run)).toEqual({
      skipped: 'false',
      'skip-reason': '',
      commit: c('b'),
      'deployment-id': String(run.release?.deploymentId),
      'deployment-status': 'succeeded',
      'archive-sha256': b.archive.sha256,
      'environment-url': `https://production-${instance}.amezmo.test`,
      health: 'healthy',
      'health-detail': expect.stringContaining("Amezmo's health check of"),
      candidates: '[]',
    });
    const [facts] = rollbackSummary(run, { links });
    expect(facts).toEqual({
      kind: 'facts',
      facts: [
        ['Outcome', { text: '⏪ Rolled back to bbbbbbb' }],
        ['Environment', { text: `production (instance ${instance})` }],
        [
          'URL',
          {
            text: `https://production-${instance}.amezmo.test`,
            href: `https://production-${instance}.amezmo.test`,
          },
        ],
        ['Live before', { text: `commit ddddddd, Amezmo deployment ${bad.amezmoId}` }],
        [
          'Deployed',
          {
            text:
              `commit bbbbbbb, sha256 ${b.archive.sha256} (GitHub deployment ${b.githubId}, ` +
              'recorded healthy)',
          },
        ],
        ['Deployment', { text: `${run.release?.deploymentId} (succeeded)` }],
        ['Health', { text: expect.stringMatching(/^💚 healthy: /) }],
        ['Run', { text: 'workflow run log', href: runUrl }],
      ],
    });
    expect(logger.lines).toContain(
      `Live: commit ddddddd, Amezmo deployment ${bad.amezmoId}, sha256 ${bad.archive.sha256}.`,
    );
  });

  it('goes back past releases not verified healthy or not kept, to the newest that is', async () => {
    const a = await good(c('a'));
    await good(c('b'), { keepDays: 0 });
    await broken(c('e'));
    await good(c('f'));
    const run = await rollBack();
    // The live release is f, the one before it broken, the one before that not kept.
    expect(run.chosen?.commit).toBe(c('a'));
    expect(uploads().at(-1)).toBe(a.archive.sha256);
    expect(run.failure).toBeUndefined();
  });

  it('takes the newest healthy release when the live one is not in the ledger', async () => {
    await good(c('a'));
    const b = await good(c('b'));
    const outside = await good(c('9'), { ledger: false });
    const run = await rollBack();
    expect(logger.lines).toContain(
      `The live deployment (${outside.amezmoId}) is not in the ledger: it was not deployed with this ledger.`,
    );
    expect(run.live).toBeUndefined();
    expect(run.chosen?.commit).toBe(c('b'));
    expect(uploads().at(-1)).toBe(b.archive.sha256);
    expect(rollbackSummary(run, { links })[0]).not.toMatchObject({
      facts: expect.arrayContaining([expect.arrayContaining(['Live before'])]),
    });
  });

  it('says there is nothing to roll back to when no earlier release was verified healthy', async () => {
    await broken(c('a'));
    await good(c('b'), { keepDays: 0 });
    await broken(c('d'));
    const before = uploads().length;
    const run = await rollBack();
    expect(failureOf(run)).toBe(
      'Nothing to roll back to: none of the 2 earlier release(s) in the ledger was verified ' +
        'healthy with its archive kept (1 had no archive kept).',
    );
    expect(uploads()).toHaveLength(before);
  });

  it('says so when the live release is the only one', async () => {
    await good(c('a'));
    const run = await rollBack();
    expect(failureOf(run)).toBe(
      'Nothing to roll back to: the ledger has no earlier release of this environment.',
    );
  });
});

describe('rolling back to a release named', () => {
  it('finds it by a commit abbreviated in any case, and by its GitHub deployment id', async () => {
    const a = await good('abcdef' + c('1').slice(6));
    const b = await good(c('b'));
    await good(c('d'));

    const bySha = await rollBack({ to: parseTo('ABCDEF1') });
    expect(bySha.failure).toBeUndefined();
    expect(bySha.chosen?.id).toBe(a.githubId);
    expect(uploads().at(-1)).toBe(a.archive.sha256);

    const byId = await rollBack({ to: parseTo(String(b.githubId)) });
    expect(byId.failure).toBeUndefined();
    expect(byId.chosen?.commit).toBe(c('b'));
    expect(byId.live?.commit).toBe(a.commit);
    expect(uploads().at(-1)).toBe(b.archive.sha256);
  });

  it('deploys nothing when the release named is the one live', async () => {
    await good(c('a'));
    const b = await good(c('b'));
    const before = uploads().length;
    const run = await rollBack({ to: parseTo('bbbbbbb') });
    expect(run.failure).toBeUndefined();
    expect(run.skipped).toBe(true);
    expect(run.skipReason).toBe(
      `the release of commit bbbbbbb (sha256 ${b.archive.sha256}) is the one live: nothing to deploy.`,
    );
    expect(uploads()).toHaveLength(before);
    expect(rollbackOutputs(run)).toMatchObject({
      skipped: 'true',
      'skip-reason': run.skipReason,
      commit: c('b'),
      'deployment-id': '',
      health: 'unchecked',
    });
    expect(rollbackSummary(run, { links })[0]).toMatchObject({
      facts: expect.arrayContaining([['Outcome', { text: `⏭️ ${run.skipReason}` }]]),
    });
  });

  it('deploys a release not verified healthy when asked, warning, and fails if it is unhealthy', async () => {
    await good(c('a'));
    const bad = await broken(c('e'));
    await good(c('b'));
    const run = await rollBack({ to: parseTo(String(bad.githubId)) });
    expect(logger.lines).toContain(
      'warning: The release of commit eeeeeee was not verified healthy (its record says ' +
        'unhealthy); deploying it again as asked.',
    );
    expect(uploads().at(-1)).toBe(bad.archive.sha256);
    expect(failureOf(run)).toMatch(
      new RegExp(
        `^The release of commit eeeeeee \\(Amezmo deployment ${run.release?.deploymentId}\\) is ` +
          "live but unhealthy: Amezmo's health check of .* answered 500\\. It is live now: " +
          'choose another release, or fix the application and deploy again\\.$',
      ),
    );
    expect(rollbackOutputs(run).health).toBe('unhealthy');
  });

  it('names what it looked for when no release is of that commit', async () => {
    await good(c('a'));
    await good(c('b'));
    const before = uploads().length;
    const run = await rollBack({ to: parseTo('1234abc') });
    expect(failureOf(run)).toBe(
      "No release in the ledger (2 read) is of a commit starting with 1234abc, as 'to: 1234abc' " +
        'asks: check it, or set dry-run: true to list the releases.',
    );
    expect(uploads()).toHaveLength(before);
    expect(rollbackSummary(run, { links, error: failureOf(run) })[0]).toMatchObject({
      facts: expect.arrayContaining([['Outcome', { text: `❌ Failed: ${failureOf(run)}` }]]),
    });
  });

  it('refuses a GitHub deployment that is not one of the ledger, even when a commit starts with its digits', async () => {
    // Another tool's deployment of the environment, and one of the ledger's task whose payload
    // is another instance's.
    const foreign = await recordDeployment(github, { task: 'deploy', ref: 'main' });
    const other = await recordDeployment(github, {
      task: LEDGER_TASK,
      payload: {
        amezmo_deploy: 1,
        amezmo: { instance: '1', environment: 'production', deployment_id: 5 },
        archive: { sha256: 'a'.repeat(64), size: 1 },
        commit: c('a'),
      },
    });
    // A release whose commit happens to begin with the digits of that deployment's id.
    await good(`${foreign}`.padEnd(40, '0'));
    await good(`${other}`.padEnd(40, '1'));
    await good(c('b'));
    const before = uploads().length;
    for (const id of [foreign, other]) {
      const run = await rollBack({ to: parseTo(String(id)) });
      expect(failureOf(run)).toBe(
        `No release in the ledger (3 read) is GitHub deployment ${id}, as 'to: ${id}' asks: ` +
          'check it, or set dry-run: true to list the releases.',
      );
    }
    expect(uploads()).toHaveLength(before);
  });

  it('still takes digits as a commit when they are as long as an abbreviated commit', async () => {
    const a = await good('1234567' + c('0').slice(7));
    await good(c('b'));
    const run = await rollBack({ to: parseTo('1234567') });
    expect(run.failure).toBeUndefined();
    expect(run.chosen?.id).toBe(a.githubId);
  });

  it('refuses a release whose archive was not kept', async () => {
    await good(c('a'), { keepDays: 0 });
    await good(c('b'));
    const run = await rollBack({ to: parseTo('aaaaaaa') });
    expect(failureOf(run)).toBe(
      'The release of commit aaaaaaa has no archive kept (it was deployed with keep-days: 0), ' +
        'so its bytes cannot be deployed again.',
    );
  });
});

describe('an archive that cannot be read back as it was', () => {
  it('is passed over by previous for an older healthy release whose archive is there', async () => {
    const a = await good(c('a'));
    const b = await good(c('b'));
    await broken(c('d'));
    github.expireArtifact(b.artifactId as number);
    const run = await rollBack();
    expect(failureOf(run)).toBe('');
    expect(run.chosen?.commit).toBe(c('a'));
    expect(uploads().at(-1)).toBe(a.archive.sha256);
    github.deleteArtifact(a.artifactId as number);
    const none = await rollBack();
    expect(failureOf(none)).toMatch(
      /the archives of 1 healthy one\(s\) have expired or are gone\)\.$/,
    );
  });

  it.each([
    ['expired', (id: number) => github.expireArtifact(id), /: it has expired \(see keep-days\)\.$/],
    [
      'deleted',
      (id: number) => github.deleteArtifact(id),
      /: GitHub has no such artifact: it was deleted, or the token may not read it/,
    ],
    [
      'corrupted',
      (id: number) => {
        const bytes = Buffer.from(github.artifacts.find((one) => one.id === id)?.bytes ?? []);
        bytes[bytes.length - 1] = (bytes[bytes.length - 1] as number) ^ 1;
        github.setArtifactBytes(id, bytes);
      },
      /reads back as \d+ bytes with sha256 [0-9a-f]{64}, not the [0-9a-f]{64} the ledger recorded: it was not deployed\./,
    ],
    [
      'unreadable for want of a permission',
      () => github.forbid(/actions\/artifacts/),
      /: the token may not read the workflow's artifacts \(GitHub answered 403\): give the job "permissions: actions: read"\.$/,
    ],
  ])('is refused when %s, and nothing is deployed', async (_what, spoil, message) => {
    const a = await good(c('a'));
    await broken(c('d'));
    spoil(a.artifactId as number);
    const before = uploads().length;
    const before2 = github.deploymentRecords.length;
    // Asked for by its commit: `previous` passes over an archive that is gone (below).
    const run = await rollBack({ to: { kind: 'sha', text: c('a') } });
    expect(failureOf(run)).toMatch(message);
    expect(failureOf(run)).toContain(`artifact ${a.artifactId}`);
    expect(uploads()).toHaveLength(before);
    // No GitHub deployment is made for a rollback that deployed nothing.
    expect(github.deploymentRecords).toHaveLength(before2);
    expect(rollbackOutputs(run)).toMatchObject({ 'deployment-id': '', 'archive-sha256': '' });
    // The folder the bytes were read into is gone.
    expect(readdirSync(temp).filter((name) => name.startsWith('amezmo-kept-'))).toEqual([]);
  });
});

describe('a dry run', () => {
  it('lists the releases with their health and whether their archives are kept, and deploys nothing', async () => {
    const gone = await good(c('1'));
    const unkept = await good(c('2'), { keepDays: 0 });
    const expired = await good(c('3'));
    const unknown = await good(c('4'));
    const kept = await good(c('5'));
    const live = await broken(c('6'));
    github.deleteArtifact(gone.artifactId as number);
    github.expireArtifact(expired.artifactId as number);
    github.fail(new RegExp(`/actions/artifacts/${unknown.artifactId}$`), 500, Infinity);
    const before = uploads().length;
    const records = github.deploymentRecords.length;

    const run = await rollBack({ dryRun: true });
    expect(run.failure).toBeUndefined();
    expect(run.skipped).toBe(true);
    expect(run.skipReason).toBe(
      'dry run: commit 5555555 would be deployed again; nothing was deployed.',
    );
    expect(logger.lines).toContain(`notice: D${run.skipReason.slice(1)}`);
    expect(uploads()).toHaveLength(before);
    expect(github.deploymentRecords).toHaveLength(records);

    const createdAt = (id: number) =>
      github.deploymentRecords.find((record) => record.id === id)?.created_at;
    const row = (release: Deployed, healthOf: string, archive: string, isLive = false) => ({
      github_deployment_id: release.githubId,
      created_at: createdAt(release.githubId),
      commit: release.commit,
      sha256: release.archive.sha256,
      amezmo_deployment_id: release.amezmoId,
      health: healthOf,
      archive,
      live: isLive,
    });
    expect(JSON.parse(String(rollbackOutputs(run).candidates))).toEqual([
      row(live, 'unhealthy', 'kept', true),
      row(kept, 'healthy', 'kept'),
      row(unknown, 'healthy', 'unknown'),
      row(expired, 'healthy', 'expired'),
      row(unkept, 'healthy', 'not kept'),
      row(gone, 'healthy', 'gone'),
    ]);

    const parts = rollbackSummary(run, { links });
    expect(parts[0]).toMatchObject({
      facts: expect.arrayContaining([
        ['Outcome', { text: `⏭️ ${run.skipReason}` }],
        [
          'Would deploy',
          expect.objectContaining({ text: expect.stringContaining('commit 5555555') }),
        ],
      ]),
    });
    expect(parts[1]).toEqual({
      kind: 'text',
      cells: [{ text: 'Releases in the ledger, newest first:' }],
    });
    expect(parts[2]).toMatchObject({
      kind: 'table',
      head: ['Date', 'Commit', 'sha256', 'Health', 'Archive', 'GitHub deployment', ''],
    });
    const rows = rowsOf(parts[2]);
    expect(rows).toHaveLength(6);
    expect(rows[0]).toEqual([
      { text: createdAt(live.githubId) },
      { text: '6666666', code: true, href: `${links.repositoryUrl}/commit/${c('6')}` },
      { text: `${live.archive.sha256.slice(0, 16)}…`, code: true },
      { text: 'unhealthy' },
      { text: 'kept' },
      { text: String(live.githubId) },
      { text: 'live' },
    ]);
    const html = summaryHtml('Amezmo rollback', parts);
    expect(html).toContain(
      `<a href="${links.repositoryUrl}/commit/${c('6')}"><code>6666666</code></a>`,
    );
  });

  it('lists the releases even when the one named is not among them', async () => {
    await good(c('a'));
    const run = await rollBack({ dryRun: true, to: parseTo('bbbbbbb') });
    expect(failureOf(run)).toMatch(/^No release in the ledger \(1 read\)/);
    expect(run.candidates.map((listed) => listed.commit)).toEqual([c('a')]);
    expect(run.candidates[0]).toMatchObject({ live: true, archive: 'kept', health: 'healthy' });
  });

  it('links no commit that is not a full sha', () => {
    const [, , table] = rollbackSummary(
      {
        ...runWith(),
        candidates: [
          {
            instance: '1',
            environment: 'production',
            deploymentId: 1,
            sha256: 'a'.repeat(64),
            size: 1,
            commit: 'v1.0',
            ref: undefined,
            artifact: undefined,
            id: 2,
            createdAt: '2026-01-01T00:00:00Z',
            health: 'unknown',
            archive: 'not kept',
            live: false,
          },
        ],
      },
      { links },
    );
    expect(rowsOf(table)[0]?.[1]).toEqual({ text: 'v1.0', code: true });
  });
});

/** The rows of a table of the summary. */
function rowsOf(part: Part | undefined) {
  if (part?.kind !== 'table') return expect.fail(`not a table: ${JSON.stringify(part)}`);
  return part.rows;
}

/** A run that learnt nothing. */
function runWith(): RollbackRun {
  return {
    instance: '',
    environment: '',
    dryRun: true,
    environmentUrl: '',
    skipped: false,
    skipReason: '',
    idName: 'GitHub deployment',
    live: undefined,
    chosen: undefined,
    candidates: [],
    release: undefined,
    restartedWorkers: [],
  };
}

describe('what stops a rollback before it starts', () => {
  it('needs a ledger with a release of the environment', async () => {
    const run = await rollBack();
    expect(failureOf(run)).toBe(
      `The ledger (the GitHub deployments of acme/shop) has no release of environment ` +
        `'production' on instance ${instance}: the ` +
        'deploy action records each release it makes (with github-deployment: true, its ' +
        'default), so deploy with it first.',
    );
    expect(run.environmentUrl).toBe(`https://production-${instance}.amezmo.test`);
  });

  it('names the permission when GitHub refuses the ledger', async () => {
    github.forbid(/deployments/);
    const run = await rollBack();
    expect(failureOf(run)).toBe(
      'Could not read the ledger of releases: the token may not read or write deployments ' +
        '(GitHub answered 403): give the job "permissions: deployments: write".',
    );
  });

  it('says what GitHub answered when it fails', async () => {
    github.fail(/GET \/repos\/acme\/shop\/deployments/, 502, Infinity);
    const run = await rollBack();
    expect(failureOf(run)).toMatch(/^Could not read the ledger of releases: .*answered 502/);
    expect(failureOf(run)).not.toContain('permissions');
  });

  it('needs the repository as owner/name', async () => {
    const run = await rollBack({}, {}, context({ repository: 'shop' }));
    expect(failureOf(run)).toBe(
      "GITHUB_REPOSITORY is 'shop', not owner/name: the ledger of releases is kept in the " +
        "repository's GitHub deployments.",
    );
    expect(sim.requests).toEqual([]);
  });

  it('names the environment meant when the case is wrong', async () => {
    const run = await rollBack({ environment: 'Production' });
    expect(failureOf(run)).toContain('names are case-sensitive: use environment: production.');
    expect(github.requests).toEqual([]);
  });

  it('needs the artifact service to read the bytes back', async () => {
    await good(c('a'));
    await broken(c('d'));
    const run = await rollBack({}, { store: undefined });
    expect(failureOf(run)).toBe('This run cannot reach the artifact service.');
  });
});

describe('after the rollback', () => {
  it('fails naming the workers it could not restart, saying the rollback succeeded', async () => {
    await good(c('a'));
    await broken(c('d'));
    const worker = String(sim.seeded?.workerIds[0]);
    const run = await rollBack({ workers: [worker, '99'] });
    expect(failureOf(run)).toMatch(
      /^Could not restart worker\(s\) 99 \(Amezmo API: 404 unknown_resource_error: Worker 99 was not found\..*\)\. The rollback succeeded\.$/,
    );
    expect(run.restartedWorkers).toEqual([worker]);
    expect(run.release?.health?.health).toBe('healthy');
  });

  it('fails when the deployment itself fails, with what was learnt', async () => {
    await good(c('a'));
    await broken(c('d'));
    sim.account.behaviour = { finalStatus: 'failed', pollsToFinish: 1 };
    const run = await rollBack();
    expect(failureOf(run)).toMatch(/ended with status 'failed'/);
    expect(rollbackOutputs(run)).toMatchObject({
      'deployment-id': String(run.release?.deploymentId),
      'deployment-status': 'failed',
    });
    expect(github.deploymentRecords.at(-1)?.statuses.at(-1)?.state).toBe('failure');
  });
});
