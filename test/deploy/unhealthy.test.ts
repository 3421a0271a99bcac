// The deploy job with the ledger, against the Amezmo simulator and the GitHub stand-in: bytes
// already live are not uploaded again; a release found unhealthy fails the step, or with
// `on-unhealthy: rollback` the last release verified healthy is deployed again, byte for byte,
// and the step fails naming both. Releases are archives given as they are, made here, so that
// the bytes Amezmo receives are checked against digests computed here.
import type { KeptArtifact } from '../../src/ledger/record.ts';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AmezmoClient } from '../../src/api/client.ts';
import {
  runDeploy,
  type DeployDependencies,
  type DeployRun,
  type DeploySettings,
} from '../../src/deploy/index.ts';
import { deployFacts, deployOutputs } from '../../src/deploy/report.ts';
import { skipsWithoutProof } from '../../src/pipeline/release.ts';
import type { RunContext } from '../../src/github/context.ts';
import { GitHubClient } from '../../src/github/rest.ts';
import { startSimulator, type Simulator } from '../../simulator/server.ts';
import { startGitHubApi, type GitHubApi } from '../github-api/server.ts';
import { parseHealthStatus } from '../../src/settings/health.ts';
import { fakeClock, type FakeClock } from '../helpers/clock.ts';
import { givenSettings, pushContext } from '../helpers/given-release.ts';
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
let logger: ReturnType<typeof recordingLogger>;
let made = 0;
const links = { repositoryUrl: 'https://github.com/acme/shop', runUrl: '' };

/** An app to deploy as it is; a root file `broken` makes it answer 500 to Amezmo's check. */
const app = (isBroken = false) =>
  zipOf(root, `app-${++made}`, {
    'index.php': `<?php echo ${made};\n`,
    ...(isBroken ? { broken: 'yes' } : { 'health.txt': 'ok' }),
  });

function settings(archive: MadeArchive, overrides: Partial<DeploySettings> = {}): DeploySettings {
  return givenSettings(String(sim.seeded?.instanceId), archive, overrides);
}

function context(sha: string): RunContext {
  return pushContext(sha, { apiUrl: github.url, tempDir: root, runId: String(made) });
}

function dependencies(overrides: Partial<DeployDependencies> = {}): DeployDependencies {
  return {
    client,
    github: gh,
    clock,
    logger,
    group: (_title, phase) => phase(),
    gitHead: async () => undefined,
    signal: new AbortController().signal,
    store: standInStore(github, made),
    ...overrides,
  };
}

/** Deploys `archive` as commit `digit`×40, pushed to main. */
const deploy = (
  archive: MadeArchive,
  digit: string,
  overrides: Partial<DeploySettings> = {},
  deps: Partial<DeployDependencies> = {},
): Promise<DeployRun> =>
  runDeploy(settings(archive, overrides), context(digit.repeat(40)), {
    // Kept by a run of the commit deployed, as GitHub answers for it.
    ...dependencies({ store: standInStore(github, made, digit.repeat(40)) }),
    ...deps,
  });

const failureOf = (run: DeployRun) => (run.failure as Error | undefined)?.message ?? '';

/** The archives Amezmo received, in order, by their sha256. */
const uploads = () =>
  sim.requests
    .filter((request) => request.route === 'createDeployment' && request.archive)
    .map((request) => sha256Hex(readFileSync(request.archive?.path as string)));

beforeAll(async () => {
  github = await startGitHubApi();
  root = mkdtempSync(join(tmpdir(), 'deploy-unhealthy-'));
});
afterAll(async () => {
  await github.close();
  rmSync(root, { recursive: true, force: true });
});
beforeEach(async () => {
  github.reset();
  sim = await startSimulator({ deployment: { pollsToFinish: 1 }, healthcheckDelayMs: 0 });
  sim.account.setHealthcheck(sim.seeded?.instanceId as number, 'production', '/up');
  clock = fakeClock();
  client = new AmezmoClient({ baseUrl: sim.baseUrl, apiKey: sim.apiKey, clock });
  gh = new GitHubClient({ token: 'ghs_x', apiUrl: github.url, retryDelayMs: 1 });
  logger = recordingLogger();
});
afterEach(async () => {
  gh.close();
  client.close();
  await sim.close();
});

describe('on-unhealthy: rollback', () => {
  it("deploys the last healthy release's exact bytes again, and fails naming both", async () => {
    const good = await app();
    const first = await deploy(good, 'a');
    expect(first.failure).toBeUndefined();
    const bad = await app(true);
    const run = await deploy(bad, 'b');

    expect(uploads()).toEqual([good.sha256, bad.sha256, good.sha256]);
    const badId = run.release?.deploymentId;
    const rollback = run.rollback;
    if (!rollback || 'problem' in rollback) return expect.fail(`no rollback: ${failureOf(run)}`);
    const againId = rollback.release.deploymentId;
    expect(failureOf(run)).toMatch(
      new RegExp(
        `^Amezmo deployment ${badId} of commit bbbbbbb \\(sha256 ${bad.sha256.slice(0, 12)}…\\) ` +
          "was unhealthy: Amezmo's health check of .* answered 500\\. Rolled back: Amezmo " +
          `deployment ${againId} of commit aaaaaaa \\(sha256 ${good.sha256.slice(0, 12)}…\\) is ` +
          'live now, health: healthy\\.$',
      ),
    );
    expect(logger.lines).toContain(
      `warning: Rolling back to commit aaaaaaa (Amezmo deployment ${first.release?.deploymentId}, ` +
        `sha256 ${good.sha256}), the last release verified healthy.`,
    );
    // The rollback is recorded with the good release's commit, as it was deployed.
    expect(
      sim.requests.filter((request) => request.route === 'createDeployment').at(-1)?.fields,
    ).toMatchObject({ commit: 'a'.repeat(40), branch: 'main' });
    expect(deployOutputs(run)).toMatchObject({
      'rolled-back-to': 'a'.repeat(40),
      health: 'unhealthy',
      'deployment-id': String(badId),
    });
    expect(deployFacts(run, { links, error: failureOf(run) })).toContainEqual([
      'Rollback',
      {
        text:
          `to commit aaaaaaa (sha256 ${good.sha256.slice(0, 12)}…): Amezmo deployment ` +
          `${againId} (succeeded), health healthy`,
      },
    ]);
    // Three releases in the ledger: the good one, the broken one failed, and the rollback.
    expect(
      github.deploymentRecords.map((record) => [record.ref, record.statuses.at(-1)?.state]),
    ).toEqual([
      ['a'.repeat(40), 'inactive'],
      ['b'.repeat(40), 'failure'],
      ['a'.repeat(40), 'success'],
    ]);
  });

  it('says there is nothing to roll back to when no release was verified healthy', async () => {
    const run = await deploy(await app(true), 'b');
    expect(failureOf(run)).toMatch(
      / was unhealthy: .* answered 500\. Nothing to roll back to: the ledger has no earlier release of this environment\. Amezmo deployment \d+ of commit bbbbbbb .* stays live\.$/,
    );
    expect(deployOutputs(run)['rolled-back-to']).toBe('');
    expect(deployFacts(run, { links })).toContainEqual([
      'Rollback',
      { text: 'none: the ledger has no earlier release of this environment' },
    ]);
  });

  it('deploys nothing more when the kept bytes do not match the ledger', async () => {
    const good = await app();
    const first = await deploy(good, 'a');
    const corrupted = Buffer.from(good.bytes);
    corrupted[20] = (corrupted[20] as number) ^ 0xff;
    github.setArtifactBytes((first.release?.kept as KeptArtifact).id, corrupted);
    const bad = await app(true);
    const run = await deploy(bad, 'b');
    expect(uploads()).toEqual([good.sha256, bad.sha256]);
    expect(failureOf(run)).toMatch(
      /The rollback to commit aaaaaaa failed: the archive kept as artifact \d+ .* reads back as \d+ bytes with sha256 [0-9a-f]{64}, not the [0-9a-f]{64} the ledger recorded: it was not deployed\. .*Nothing was deployed, and Amezmo deployment \d+ of commit bbbbbbb .* is still live\.$/i,
    );
    expect(deployFacts(run, { links })).toContainEqual([
      'Rollback',
      { text: `to commit aaaaaaa (sha256 ${good.sha256.slice(0, 12)}…) failed` },
    ]);
  });

  it('cannot roll back without the artifact service', async () => {
    await deploy(await app(), 'a');
    const run = await deploy(await app(true), 'b', {}, { store: undefined });
    expect(failureOf(run)).toContain(
      'Nothing to roll back to: the run cannot reach the artifact service.',
    );
  });

  it('says why when the ledger cannot be read to find a release', async () => {
    await deploy(await app(), 'a');
    // The ledger is read before the deployment, then its statuses when the rollback looks.
    github.forbid(/^GET .*\/statuses/);
    const run = await deploy(await app(true), 'b');
    expect(failureOf(run)).toContain(
      'Nothing to roll back to: the ledger could not be read (the token may not read or write ' +
        'deployments (GitHub answered 403): give the job "permissions: deployments: write").',
    );
  });
});

describe('on-unhealthy: fail', () => {
  it('fails the step, leaving the release live, and saying what to do', async () => {
    await deploy(await app(), 'a');
    const run = await deploy(await app(true), 'b', { onUnhealthy: 'fail' });
    expect(failureOf(run)).toMatch(
      /^Amezmo deployment \d+ of commit bbbbbbb .* is live but unhealthy: .* answered 500\. It stays live: fix it and deploy again, or deploy the last healthy release again with the rollback action \(on-unhealthy: rollback does that at once\)\.$/,
    );
    expect(uploads()).toHaveLength(2);
    expect(run.rollback).toBeUndefined();
  });
});

describe('a release that never goes live', () => {
  it('is not-live, and rolled back to the last healthy release', async () => {
    const good = await app();
    await deploy(good, 'a');
    sim.account.behaviour = { ...sim.account.behaviour, goesLive: false };
    const run = await deploy(
      await app(),
      'b',
      {},
      {
        group: async (title, phase) => {
          // The rollback's deployment goes live.
          if (title === 'Find the last healthy release') {
            sim.account.behaviour = { ...sim.account.behaviour, goesLive: true };
          }
          return phase();
        },
      },
    );
    expect(run.release?.health?.health).toBe('not-live');
    expect(deployOutputs(run).health).toBe('not-live');
    expect(failureOf(run)).toMatch(
      /^Amezmo deployment \d+ of commit bbbbbbb .* did not go live: the environment runs deployment \d+, not this one, after 30 s\. Rolled back: .* of commit aaaaaaa .* is live now, health: healthy\.$/,
    );
    expect(uploads()).toHaveLength(3);
    expect(uploads()[2]).toBe(good.sha256);
  });

  it('is not rolled back over a later deployment that replaced it', async () => {
    await deploy(await app(), 'a');
    // While its health is proven, the environment runs a later deployment.
    const later: AmezmoClient = Object.create(client);
    later.getEnvironment = async (instance, environment, options) => {
      const record = await client.getEnvironment(instance, environment, options);
      return options?.maxAttempts === 1
        ? { ...record, current_deployment: { id: 999_999 } as never }
        : record;
    };
    const run = await deploy(await app(), 'b', {}, { client: later });
    expect(run.release?.health?.amezmo).toEqual({
      verdict: 'not-current',
      current: '999999',
      later: true,
    });
    expect(failureOf(run)).toMatch(
      /succeeded but is not live: the environment runs deployment 999999, a later one\. A later deployment has taken its place, so nothing is rolled back over it\.$/,
    );
    expect(run.rollback).toBeUndefined();
    expect(uploads()).toHaveLength(2);
  });
});

describe('the ledger before the deployment', () => {
  it('proves again the health of the same bytes recorded unhealthy, and fails again', async () => {
    const broken = await app(true);
    const first = await deploy(broken, 'a', { onUnhealthy: 'fail' });
    const run = await deploy(broken, 'a', { onUnhealthy: 'fail' });
    expect(run.skipped).toBe(false);
    expect(run.release?.alreadyLive?.health).toBe('unhealthy');
    expect(run.release?.health?.health).toBe('unhealthy');
    expect(logger.lines).toContain(
      `warning: The same bytes are live already (Amezmo deployment ${first.release?.deploymentId} ` +
        'of commit aaaaaaa), but the ledger records them unhealthy: their health is proven ' +
        'again, and nothing is uploaded.',
    );
    expect(failureOf(run)).toMatch(
      new RegExp(
        `^Amezmo deployment ${first.release?.deploymentId} of commit aaaaaaa .* is live but unhealthy: .* answered 500\\.`,
      ),
    );
    expect(uploads()).toEqual([broken.sha256]);
  });

  it.each([
    ['healthy', '', undefined, true],
    ['unchecked', '', undefined, true],
    ['unchecked', '/up', undefined, false],
    ['unchecked', '', 'https://shop.test/up', false],
    ['unhealthy', '', undefined, false],
    ['not-live', '', undefined, false],
    ['unknown', '', undefined, false],
  ] as const)(
    'skips the same bytes recorded %s without proof, with health-url %j and Amezmo check %j: %s',
    (health, url, expectedCheck, skips) => {
      const live = { deploymentId: 1, sha256: '', commit: '', health };
      const request = {
        url,
        statuses: parseHealthStatus('2xx'),
        body: '',
        passes: 1,
        timeoutSeconds: 30,
        environmentUrl: '',
        expectedCheck,
      };
      expect(skipsWithoutProof(live, request)).toBe(skips);
    },
  );

  it('uploads nothing when the same bytes are live already, unless forced', async () => {
    const good = await app();
    const first = await deploy(good, 'a');
    const run = await deploy(good, 'c');
    expect(run.skipped).toBe(true);
    expect(run.skipReason).toBe(
      `the archive (sha256 ${good.sha256}) is already live: Amezmo deployment ` +
        `${first.release?.deploymentId} of commit aaaaaaa has the same bytes. Set force: true to ` +
        'deploy it again.',
    );
    expect(uploads()).toEqual([good.sha256]);
    const forced = await deploy(good, 'c', { force: true });
    expect(forced.failure).toBeUndefined();
    expect(uploads()).toEqual([good.sha256, good.sha256]);
  });

  it('warns when the ledger cannot be read, and deploys all the same', async () => {
    github.forbid(/GET \/repos\/acme\/shop\/deployments\?/);
    const run = await deploy(await app(), 'a');
    expect(run.failure).toBeUndefined();
    expect(logger.lines).toContain(
      'warning: Could not read the ledger of releases (the GitHub deployments of acme/shop): ' +
        'the token may not ' +
        'read or write deployments (GitHub answered 403): give the job "permissions: ' +
        'deployments: write".',
    );
    expect(uploads()).toHaveLength(1);
  });
});
