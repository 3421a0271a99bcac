// The rollout engine against the Amezmo simulator (six instances, each its own app and health)
// and the GitHub stand-in (the ledger): waves in order, at most max-parallel at once, the wait
// between waves on the fake clock, and at the first failure stop or rollback-all.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AmezmoClient } from '../../src/api/client.ts';
import type { DeployDependencies, DeploySettings } from '../../src/deploy/index.ts';
import type { RunContext } from '../../src/github/context.ts';
import { GitHubClient } from '../../src/github/rest.ts';
import type { RolloutSettings, Target } from '../../src/waves/plan.ts';
import { runRollout, type RolloutRun } from '../../src/waves/rollout.ts';
import { startSimulator, type Simulator } from '../../simulator/server.ts';
import { startGitHubApi, type GitHubApi } from '../github-api/server.ts';
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
let instances: number[];
let made = 0;

const app = (isBroken = false) =>
  zipOf(root, `app-${++made}`, {
    'index.php': `<?php echo ${made};\n`,
    ...(isBroken ? { broken: 'yes' } : { 'health.txt': 'ok' }),
  });

const targets = (): Target[] =>
  instances.map((id, index) => ({
    instance: String(id),
    environment: 'production',
    label: `customer-${index + 1}`,
  }));

function settings(
  archive: MadeArchive,
  rollout: Partial<RolloutSettings> = {},
): DeploySettings & { rollout: RolloutSettings } {
  return {
    ...givenSettings('', archive, { environment: '', onUnhealthy: 'fail' }),
    rollout: {
      targets: targets(),
      waves: [{ kind: 'count', count: 1 }, { kind: 'percent', percent: 25 }, { kind: 'rest' }],
      maxParallel: 4,
      waveWaitMs: 0,
      onFailure: 'rollback-all',
      ...rollout,
    },
  };
}

const context = (sha: string): RunContext =>
  pushContext(sha, { apiUrl: github.url, tempDir: root, runId: String(made) });

/** Rolls `archive` out as commit `digit`×40. */
const rollOut = (
  archive: MadeArchive,
  digit: string,
  rollout: Partial<RolloutSettings> = {},
  deps: Partial<DeployDependencies> = {},
  extra: Partial<DeploySettings> = {},
): Promise<RolloutRun> =>
  runRollout({ ...settings(archive, rollout), ...extra }, context(digit.repeat(40)), {
    client,
    github: gh,
    clock,
    logger,
    group: (_title, phase) => phase(),
    gitHead: async () => undefined,
    signal: new AbortController().signal,
    store: standInStore(github, made, digit.repeat(40)),
    ...deps,
  });

/** The instance each upload went to, in order, with the sha256 of its archive. */
const uploads = () =>
  sim.requests
    .filter((request) => request.route === 'createDeployment' && request.archive)
    .map((request) => ({
      instance: Number(/instances\/(\d+)\//.exec(request.path)?.[1]),
      sha256: sha256Hex(readFileSync(request.archive?.path as string)),
    }));

/** The sha256 each instance got last, by instance. */
const lastSha = () => new Map(uploads().map(({ instance, sha256 }) => [instance, sha256]));

const outcomes = (run: RolloutRun) => run.targets.map((result) => result.outcome);

beforeAll(async () => {
  github = await startGitHubApi();
  root = mkdtempSync(join(tmpdir(), 'waves-'));
});
afterAll(async () => {
  await github.close();
  rmSync(root, { recursive: true, force: true });
});
beforeEach(async () => {
  github.reset();
  sim = await startSimulator({ deployment: { pollsToFinish: 1 }, healthcheckDelayMs: 0 });
  instances = sim.account.seedFleet(6);
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

describe('a healthy rollout', () => {
  it('deploys wave by wave, waiting between waves on the clock, each target its own release', async () => {
    const good = await app();
    const run = await rollOut(good, 'a', { waveWaitMs: 30_000 });
    expect(run.failure).toBeUndefined();
    expect(outcomes(run)).toEqual(Array(6).fill('deployed'));
    expect(run.targets.map((result) => result.wave)).toEqual([1, 2, 2, 3, 3, 3]);
    expect(run.targets.every((result) => result.health === 'healthy')).toBe(true);
    // Wave 1 alone first, then wave 2's two, then wave 3's three.
    const order = uploads().map(({ instance }) => instances.indexOf(instance) + 1);
    expect(order[0]).toBe(1);
    expect(new Set(order.slice(1, 3))).toEqual(new Set([2, 3]));
    expect(new Set(order.slice(3))).toEqual(new Set([4, 5, 6]));
    expect(uploads().every(({ sha256 }) => sha256 === good.sha256)).toBe(true);
    expect(clock.sleeps.filter((ms) => ms === 30_000)).toHaveLength(2);
    expect(logger.lines).toContain(`Wave 1 of 3 started: customer-1 (${instances[0]}/production).`);
    expect(logger.lines).toContain('Wave 1 of 3 ended: 1 deployed, 0 skipped, 0 failed.');
    expect(logger.lines).toContain('Waiting 30 s before wave 2.');
    expect(logger.lines).toContain('Waiting 30 s before wave 3.');
    expect(logger.lines).toContain('Wave 3 of 3 ended: 3 deployed, 0 skipped, 0 failed.');
    // One GitHub environment, production, with its rules and its one ledger; no target's success
    // retires another's (auto_inactive off for a rollout's targets).
    expect(github.deploymentRecords.map((record) => record.environment)).toEqual(
      Array(6).fill('production'),
    );
    expect(github.deploymentRecords.map((record) => record.statuses.at(-1)?.state)).toEqual(
      Array(6).fill('success'),
    );
  });

  it("asks the commit's checks once for the whole rollout, before anything is built", async () => {
    const checks = {
      required: ['test'],
      timeout: '15m',
      timeoutMs: 900_000,
      howToWaitLonger: 'set checks-timeout: 30m',
      namedIn: 'require-checks',
    } as const;
    const sent = uploads().length;
    github.checks.addRun('8'.repeat(40), { name: 'test', conclusion: 'failure' });
    const refused = await rollOut(await app(), '8', {}, {}, { checks });
    expect(refused.failure).toMatchObject({ errorCode: 'checks-not-passed' });
    expect(outcomes(refused)).toEqual(Array(6).fill('not-started'));
    expect(uploads()).toHaveLength(sent);

    github.checks.addRun('9'.repeat(40), { name: 'test' });
    const asked = () =>
      github.requests.filter((request) => request.path.includes('/check-runs')).length;
    const before = asked();
    const passed = await rollOut(await app(), '9', {}, {}, { checks });
    expect(passed.failure).toBeUndefined();
    expect(outcomes(passed)).toEqual(Array(6).fill('deployed'));
    expect(asked() - before).toBe(1);
  });

  it('waits as the tuning variable says in place of wave-wait, and not at all for wave-wait 0', async () => {
    await rollOut(await app(), 'a', { waveWaitMs: 300_000 }, { waveWaitMs: 250 });
    expect(clock.sleeps.filter((ms) => ms === 250)).toHaveLength(2);
    expect(logger.lines).toContain('Waiting 250 ms before wave 3.');
    logger.lines.length = 0;
    await rollOut(await app(), 'b', { waveWaitMs: 0 }, { waveWaitMs: 250 });
    expect(clock.sleeps.filter((ms) => ms === 250)).toHaveLength(2);
    expect(logger.lines.filter((line) => line.startsWith('Waiting'))).toEqual([]);
  });

  it('deploys no more than max-parallel targets at once', async () => {
    let now = 0;
    let most = 0;
    let started = 0;
    // Each upload waits until a second is under way (or none other can come): two at once are
    // seen however fast the first one is, and a third, if one were let in, would be counted.
    let partner: () => void = () => {};
    let paired = new Promise<void>((resolve) => (partner = resolve));
    const counting = Object.create(client) as AmezmoClient;
    counting.createDeployment = async (...args) => {
      most = Math.max(most, ++now);
      started++;
      if (now >= 2 || started === instances.length) partner();
      await paired;
      try {
        return await client.createDeployment(...args);
      } finally {
        now--;
        if (now === 0) paired = new Promise<void>((resolve) => (partner = resolve));
      }
    };
    const run = await rollOut(
      await app(),
      'a',
      { waves: [{ kind: 'rest' }], maxParallel: 2 },
      {
        client: counting,
      },
    );
    expect(run.failure).toBeUndefined();
    expect(most).toBe(2);
  });

  it('skips each target that has the same bytes live already', async () => {
    const good = await app();
    await rollOut(good, 'a');
    const again = await rollOut(good, 'a');
    expect(again.failure).toBeUndefined();
    expect(outcomes(again)).toEqual(Array(6).fill('skipped'));
    expect(again.targets[0]?.detail).toMatch(/is already live/);
    expect(uploads()).toHaveLength(6);
  });
});

describe('an archive given that is written between waves', () => {
  it('sends the later waves nothing: every target gets the bytes read once, or none', async () => {
    const good = await app();
    const written = () => {
      const other = Buffer.from(good.bytes);
      other[40] = other[40]! ^ 0xff;
      writeFileSync(good.path, other);
    };
    // The wait after wave 1 is when something else writes the file.
    const run = await rollOut(
      good,
      'a',
      { waveWaitMs: 30_000, onFailure: 'stop' },
      {
        clock: {
          ...clock,
          sleep: (ms, signal) => {
            if (ms === 30_000) written();
            return clock.sleep(ms, signal);
          },
        },
      },
    );
    expect(outcomes(run)).toEqual([
      'deployed',
      'failed',
      'failed',
      'not-started',
      'not-started',
      'not-started',
    ]);
    expect(run.sha256).toBe(good.sha256);
    expect(run.targets[1]?.detail).toContain(
      `its bytes are no longer those whose sha256 is ${good.sha256}`,
    );
    expect(uploads()).toEqual([{ instance: instances[0], sha256: good.sha256 }]);
    expect(sim.account.deployments()).toHaveLength(1);
  });
});

describe('a target not proven healthy', () => {
  it('stops at wave 1 and rolls that target back; nothing more starts', async () => {
    const good = await app();
    await rollOut(good, 'a');
    const bad = await app(true);
    const run = await rollOut(bad, 'b');
    expect(outcomes(run)).toEqual(['failed', ...Array(5).fill('not-started')]);
    expect(run.targets[0]).toMatchObject({ health: 'unhealthy', rolledBackTo: 'a'.repeat(40) });
    expect(lastSha().get(instances[0] as number)).toBe(good.sha256);
    expect(uploads()).toHaveLength(6 + 2);
    expect((run.failure as Error).message).toMatch(
      new RegExp(
        `^Target customer-1 \\(${instances[0]}/production\\) in wave 1 failed: .*unhealthy.* ` +
          'The rollout stopped there\\. Of the other targets: 5 not started, 0 rolled back to their last ' +
          'healthy release, 0 left on the new release\\.$',
      ),
    );
  });

  it('with rollback-all, puts every target changed back on its previous bytes', async () => {
    const good = await app();
    await rollOut(good, 'a');
    sim.account.setHealthcheck(instances[2] as number, 'production', '/nope');
    const next = await app();
    const run = await rollOut(next, 'b');
    expect(outcomes(run)).toEqual([
      'rolled-back',
      'rolled-back',
      'failed',
      'not-started',
      'not-started',
      'not-started',
    ]);
    expect(run.targets.slice(0, 2).map((result) => result.rolledBackTo)).toEqual([
      'a'.repeat(40),
      'a'.repeat(40),
    ]);
    for (const id of instances.slice(0, 2)) expect(lastSha().get(id)).toBe(good.sha256);
    expect(logger.lines).toContain(
      'warning: Rolling back the 2 target(s) this rollout changed, each to its last healthy release.',
    );
    expect((run.failure as Error).message).toMatch(
      /in wave 2 failed: .* The rollout stopped there\. Of the other targets: 3 not started, 2 rolled back to their last healthy release, 0 left on the new release\.$/,
    );
  });

  it('with rollback-all, never rolls back a target over a later deployment that replaced it', async () => {
    const good = await app();
    await rollOut(good, 'a');
    // While the third target's health is proven, its environment runs a later deployment.
    const replaced = String(instances[2]);
    const later: AmezmoClient = Object.create(client);
    later.getEnvironment = async (instance, environment, options) => {
      const record = await client.getEnvironment(instance, environment, options);
      return instance === replaced && options?.maxAttempts === 1
        ? { ...record, current_deployment: { id: 999_999 } as never }
        : record;
    };
    const run = await rollOut(await app(), 'b', {}, { client: later });
    expect(outcomes(run)).toEqual([
      'rolled-back',
      'rolled-back',
      'failed',
      'not-started',
      'not-started',
      'not-started',
    ]);
    // The replaced target got the new release once, and nothing after it.
    expect(uploads().filter((upload) => upload.instance === Number(replaced))).toHaveLength(2);
    expect(run.targets[2]?.rolledBackTo).toBe('');
    expect((run.failure as Error).message).toMatch(
      /A later deployment has taken its place, so nothing is rolled back over it\. The rollout stopped there\. Of the other targets: 3 not started, 2 rolled back to their last healthy release, 0 left on the new release\.$/,
    );
  });

  it('with stop, leaves the targets changed on the new release', async () => {
    const good = await app();
    await rollOut(good, 'a');
    sim.account.setHealthcheck(instances[2] as number, 'production', '/nope');
    const next = await app();
    const run = await rollOut(next, 'b', { onFailure: 'stop' });
    expect(outcomes(run).slice(0, 3)).toEqual(['deployed', 'deployed', 'failed']);
    expect(run.targets[2]?.rolledBackTo).toBe('');
    for (const id of instances.slice(0, 3)) expect(lastSha().get(id)).toBe(next.sha256);
    expect((run.failure as Error).message).toMatch(
      /Of the other targets: 3 not started, 0 rolled back to their last healthy release, 2 left on the new release\.$/,
    );
  });

  it('rolls nothing back when the run is cancelled: it was asked to stop', async () => {
    await rollOut(await app(), 'a');
    const cancel = new AbortController();
    const cancelling = Object.create(client) as AmezmoClient;
    cancelling.createDeployment = async (...args) => {
      // Wave 2's first upload: the run is cancelled as it is sent.
      if (sim.account.deployments().length === 7) cancel.abort(new Error('cancelled'));
      return client.createDeployment(...args);
    };
    const run = await rollOut(await app(), 'b', {}, { client: cancelling, signal: cancel.signal });
    expect(run.targets[0]?.outcome).toBe('deployed');
    expect(outcomes(run).slice(3)).toEqual(Array(3).fill('not-started'));
    expect(logger.lines.filter((line) => line.includes('Rolling back'))).toEqual([]);
    expect(sim.account.deployments().length).toBeLessThanOrEqual(9);
  });

  it('fails a target of another account alone, with the words of the key', async () => {
    const run = await rollOut(await app(), 'a', {
      targets: [...targets().slice(0, 1), { instance: '999999', environment: 'production' }],
      waves: [{ kind: 'rest' }],
      onFailure: 'stop',
    });
    expect(outcomes(run)).toEqual(['deployed', 'failed']);
    expect(run.targets[1]?.detail).toMatch(
      /^Amezmo API: 404 .*Instance 999999 was not found\..* the API key belongs to its account\.$/,
    );
    expect((run.failure as Error).message).toMatch(/^Target 999999\/production in wave 1 failed:/);
  });
});
