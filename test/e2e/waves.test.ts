// Rollouts in waves, end to end: the deploy bundle runs as a runner runs it, with `targets`,
// against the Amezmo simulator (six instances, each its own app and health check) and the GitHub
// stand-in (the ledger and the kept archives). What is checked is what a user sees: the order
// of the requests Amezmo received, the bytes each instance got, `targets-result`, the summary,
// the exit code and the one error line. The soak between waves is AMEZMO_DEPLOY_WAVE_WAIT_MS.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, it } from 'vitest';
import { createSampleApp } from '../../simulator/sample-app.ts';
import { runAction, runCli, ROOT, type RunResult } from '../../simulator/runner.ts';
import { startGitHubApi, type GitHubApi } from '../github-api/server.ts';
import { startSimulator, type Simulator } from '../helpers/simulator.ts';

const TOKEN = 'ghs_waves_test_token';
const WAIT_MS = 400;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface TargetReport {
  instance: string;
  label: string;
  wave: number;
  outcome: string;
  'deployment-id': number | null;
  health: string;
  'rolled-back-to': string;
}

/** Six customers' instances, a GitHub repository, and the runs made against them. */
class Fleet {
  private runs = 0;
  instances: number[] = [];

  readonly sim: Simulator;
  readonly github: GitHubApi;
  private readonly root: string;
  /** When each request to Amezmo ended, with its line: `POST /v1/instances/7/deployments 201`. */
  readonly log: readonly [number, string][];

  constructor(sim: Simulator, github: GitHubApi, root: string, log: readonly [number, string][]) {
    this.sim = sim;
    this.github = github;
    this.root = root;
    this.log = log;
  }

  targets(instances = this.instances): string {
    return instances
      .map((id) => `- { instance: ${id}, environment: production, label: c${this.label(id)} }`)
      .join('\n');
  }

  label(id: number): number {
    return this.instances.indexOf(id) + 1;
  }

  /** Rolls the sample app out as run `n`, for commit `n`×40. */
  async rollOut(
    name: string,
    options: { broken?: boolean; inputs?: Record<string, string>; commit?: string } = {},
  ): Promise<RunResult & { targets: TargetReport[]; commit: string }> {
    const workspace = join(this.root, name);
    // The same name is the same tree, rolled out again.
    if (!existsSync(workspace)) {
      createSampleApp(workspace, { broken: options.broken, healthText: `release ${name}` });
    }
    const run = ++this.runs;
    const commit = options.commit ?? String(run).repeat(40);
    const result = await runAction({
      workspace,
      eventName: 'push',
      event: { ref: 'refs/heads/main' },
      env: {
        ...this.github.runnerVariables({ runId: run, headSha: commit }),
        GITHUB_SHA: commit,
        GITHUB_RUN_ATTEMPT: '1',
        // The same tree, the same bytes: what the skip of identical bytes needs.
        SOURCE_DATE_EPOCH: '1700000000',
        AMEZMO_DEPLOY_WAVE_WAIT_MS: String(WAIT_MS),
      },
      inputs: {
        'api-key': this.sim.apiKey,
        'base-url': this.sim.baseUrl,
        'github-token': TOKEN,
        targets: this.targets(),
        waves: '1, 25%, rest',
        ...options.inputs,
      },
      timeoutMs: 90_000,
    });
    const targets = JSON.parse(result.outputs['targets-result'] || '[]') as TargetReport[];
    return { ...result, targets, commit };
  }

  /** The instance of each upload, in order. */
  uploads(): number[] {
    return this.sim.account.deployments().map((deployment) => deployment.instanceId);
  }

  /** The sha256 of the bytes each instance got last. */
  lastSha(): Map<number, string> {
    return new Map(
      this.sim.account
        .deployments()
        .map((d) => [d.instanceId, sha256(readFileSync(d.archivePath))] as const),
    );
  }
}

async function fleet(onTestFinished: (fn: () => Promise<void>) => void): Promise<Fleet> {
  const log: [number, string][] = [];
  const sim = await startSimulator({
    deployment: { finalStatus: 'succeeded', pollsToFinish: 1 },
    log: (line) => log.push([performance.now(), line]),
  });
  const github = await startGitHubApi();
  const root = mkdtempSync(join(tmpdir(), 'e2e-waves-'));
  onTestFinished(async () => {
    await sim.close();
    await github.close();
    rmSync(root, { recursive: true, force: true });
  });
  const f = new Fleet(sim, github, root, log);
  f.instances = sim.account.seedFleet(6);
  return f;
}

const outcomes = (targets: readonly TargetReport[]) => targets.map((target) => target.outcome);

describe.concurrent('a rollout in waves', () => {
  it('deploys 6 targets in 3 waves, in order, soaking between waves, each its own release', async ({
    expect,
    onTestFinished,
  }) => {
    const f = await fleet(onTestFinished);
    const result = await f.rollOut('a', {
      inputs: { 'wave-wait': '5m', 'max-parallel': '2', stats: 'true' },
    });
    expect(result.errors).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(outcomes(result.targets)).toEqual(Array(6).fill('deployed'));
    expect(result.targets.map((target) => target.wave)).toEqual([1, 2, 2, 3, 3, 3]);
    expect(result.targets.map((target) => target.health)).toEqual(Array(6).fill('healthy'));
    expect(result.targets[0]).toMatchObject({
      instance: String(f.instances[0]),
      environment: 'production',
      label: 'c1',
      'rolled-back-to': '',
    });
    // Wave 1 alone, then wave 2's two, then wave 3's three, as Amezmo received them.
    const waves = f.uploads().map((id) => result.targets[f.label(id) - 1]?.wave);
    expect(waves).toEqual([1, 2, 2, 3, 3, 3]);
    // The soak: no request for wave 2's instances reached Amezmo until WAIT_MS after wave 1's
    // last one.
    const ofWave2 = new RegExp(` /v1/instances/(${f.instances[1]}|${f.instances[2]})/`);
    const wave2 = f.log.find(([, line]) => ofWave2.test(line))?.[0] as number;
    const before = f.log.filter(([at]) => at < wave2).at(-1)?.[0] as number;
    expect(wave2 - before).toBeGreaterThanOrEqual(WAIT_MS - 20);
    for (const wave of [1, 2, 3]) {
      expect(result.stdout).toMatch(new RegExp(`^Wave ${wave} of 3 started: `, 'm'));
      expect(result.stdout).toMatch(new RegExp(`^Wave ${wave} of 3 ended: `, 'm'));
    }
    expect(result.stdout).toContain(`Waiting ${WAIT_MS} ms before wave 2.`);
    // The figures are one environment's: a rollout says so rather than drop them unsaid.
    expect(result.stdout).toMatch(
      /^::notice::Input 'stats' adds one environment's delivery figures/m,
    );
    // All under production, its rules and its one ledger: no target's success retires another's.
    const ledger = f.github.deploymentRecords;
    expect(ledger.map((record) => record.environment)).toEqual(Array(6).fill('production'));
    expect(ledger.map((record) => record.statuses.at(-1)?.state)).toEqual(Array(6).fill('success'));
    expect(result.summary).toContain('<th>Target</th><th>Wave</th>');
    expect(result.summary).toContain(`c1 (${f.instances[0]}/production)`);
  });

  it('stops a broken release at wave 1 and rolls that instance back, touching no other', async ({
    expect,
    onTestFinished,
  }) => {
    const f = await fleet(onTestFinished);
    const good = await f.rollOut('a');
    const bad = await f.rollOut('b', { broken: true });
    expect(bad.exitCode).toBe(1);
    expect(outcomes(bad.targets)).toEqual(['failed', ...Array(5).fill('not-started')]);
    expect(bad.targets[0]).toMatchObject({ health: 'unhealthy', 'rolled-back-to': good.commit });
    expect(bad.errors).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Target c1 \\(${f.instances[0]}/production\\) in wave 1 failed: .* The rollout stopped ` +
            'there: 5 target\\(s\\) not started, 0 rolled back to their last healthy release, 0 ' +
            'left on the new release\\.$',
        ),
      ),
    ]);
    // Six of the good release, the broken one, and the good one's bytes again on instance 1.
    expect(f.uploads()).toEqual([...f.uploads().slice(0, 6), f.instances[0], f.instances[0]]);
    const goodSha = f.lastSha().get(f.instances[1] as number);
    expect(f.lastSha().get(f.instances[0] as number)).toBe(goodSha);
    const live = await fetch(f.sim.appUrl(f.instances[0] as number, 'production', '/up'));
    expect(`${live.status} ${await live.text()}`).toBe('200 release a');
  });

  it.for<[string, string[], 'good' | 'next']>([
    ['rollback-all', ['rolled-back', 'rolled-back', 'failed'], 'good'],
    ['stop', ['deployed', 'deployed', 'failed'], 'next'],
  ])(
    'on-failure: %s, when a wave-2 target fails',
    async ([onFailure, first3, onWhich], { expect, onTestFinished }) => {
      const f = await fleet(onTestFinished);
      const good = await f.rollOut('a');
      const goodSha = f.lastSha();
      // Instance 3's own health check now fails on whatever is deployed.
      f.sim.account.setHealthcheck(f.instances[2] as number, 'production', '/nope');
      const next = await f.rollOut('b', { inputs: { 'on-failure': onFailure } });
      expect(next.exitCode).toBe(1);
      expect(outcomes(next.targets)).toEqual([...first3, ...Array(3).fill('not-started')]);
      const now = f.lastSha();
      for (const id of f.instances.slice(0, 2)) {
        if (onWhich === 'good') expect(now.get(id)).toBe(goodSha.get(id));
        else expect(now.get(id)).not.toBe(goodSha.get(id));
      }
      for (const id of f.instances.slice(3)) expect(now.get(id)).toBe(goodSha.get(id));
      if (onFailure === 'rollback-all') {
        expect(next.targets[0]?.['rolled-back-to']).toBe(good.commit);
        expect(next.stdout).toContain(
          'Rolling back the 2 target(s) this rollout changed, each to its last healthy release.',
        );
      }
      expect(next.errors).toEqual([
        expect.stringMatching(/^Target c3 \(\d+\/production\) in wave 2 failed: /),
      ]);
    },
  );

  it('skips a target that has the same bytes live already', async ({ expect, onTestFinished }) => {
    const f = await fleet(onTestFinished);
    await f.rollOut('a');
    const again = await f.rollOut('a', { commit: '1'.repeat(40) });
    expect(again.exitCode).toBe(0);
    expect(outcomes(again.targets)).toEqual(Array(6).fill('skipped'));
    expect(again.outputs.skipped).toBe('true');
    expect(f.uploads()).toHaveLength(6);
  });

  it('waits out a storm of 429s', async ({ expect, onTestFinished }) => {
    const f = await fleet(onTestFinished);
    f.sim.inject('createDeployment', { kind: 'status', status: 429, retryAfter: '0' }, 4);
    const result = await f.rollOut('a');
    expect(result.errors).toEqual([]);
    expect(outcomes(result.targets)).toEqual(Array(6).fill('deployed'));
    const refused = f.sim.requests.filter(
      (request) => request.route === 'createDeployment' && request.status === 429,
    );
    expect(refused).toHaveLength(4);
  });

  it("fails a target of another account alone, with the key's words", async ({
    expect,
    onTestFinished,
  }) => {
    const f = await fleet(onTestFinished);
    await f.rollOut('a');
    const result = await f.rollOut('b', {
      inputs: {
        targets: `${f.targets(f.instances.slice(0, 1))}\n- { instance: 999999, environment: production, label: other }`,
        waves: 'rest',
      },
    });
    expect(result.exitCode).toBe(1);
    expect(outcomes(result.targets)).toEqual(['rolled-back', 'failed']);
    expect(result.errors).toEqual([
      expect.stringMatching(
        /^Target other \(999999\/production\) in wave 1 failed: Amezmo API: 404 .*Instance 999999 was not found\..*the API key belongs to its account\. The rollout stopped there: 0 target\(s\) not started, 1 rolled back/,
      ),
    ]);
  });

  it('refuses a bad list before anything is built, naming the entry and the field', async ({
    expect,
    onTestFinished,
  }) => {
    const f = await fleet(onTestFinished);
    const result = await f.rollOut('a', {
      inputs: {
        targets: '- { instance: 1, environment: production }\n- { instance: 2, label: x }',
      },
    });
    expect(result.exitCode).toBe(1);
    expect(result.errors).toEqual([
      "Input 'targets', entry 2 (x) has no field 'environment': every target names its instance and environment, e.g. - { instance: 1001, environment: production, label: acme }",
    ]);
    expect(f.sim.requests).toEqual([]);
  });

  it('runs docs/examples/waves.yml as a user would', async ({ expect, onTestFinished }) => {
    const f = await fleet(onTestFinished);
    const workflow = parse(readFileSync(join(ROOT, 'docs', 'examples', 'waves.yml'), 'utf8')) as {
      jobs: { deploy: { steps: { uses?: string; with?: Record<string, string> }[] } };
    };
    const step = workflow.jobs.deploy.steps.find((s) => s.uses?.startsWith('amezmo/'));
    const given = { ...step?.with };
    // The example's instances and worker, as this account numbers them; and the probe of /up
    // on each app as the simulator serves it (the example's paths are on each environment's
    // own address, which only Amezmo serves).
    given.targets = (given.targets ?? '')
      .split('\n')
      .map((line) => {
        const id = f.instances[Number(/instance: 100(\d)/.exec(line)?.[1]) - 1];
        if (id === undefined) return line;
        return line
          .replace(/instance: 100\d/, `instance: ${id}`)
          .replace('health-url: /up', `health-url: '${f.sim.appUrl(id, 'production', '/up')}'`)
          .replace('workers: [11]', `workers: [${f.sim.seeded?.workerIds[0]}]`);
      })
      .join('\n');
    expect(given['health-url']).toBe('/up');
    delete given['health-url'];
    const result = await f.rollOut('a', {
      inputs: { ...given, 'api-key': f.sim.apiKey, 'base-url': f.sim.baseUrl },
    });
    expect(result.errors).toEqual([]);
    expect(outcomes(result.targets)).toEqual(Array(4).fill('deployed'));
    expect(result.targets.map((target) => target.label)).toEqual([
      'acme',
      'globex',
      'initech',
      'umbrella',
    ]);
    expect(f.sim.requests.filter((request) => request.route === 'restartWorker')).toHaveLength(1);
  });

  it('amezmo-deploy deploy --targets FILE --json gives the same array', async ({
    expect,
    onTestFinished,
  }) => {
    const f = await fleet(onTestFinished);
    const cwd = mkdtempSync(join(tmpdir(), 'e2e-waves-cli-'));
    onTestFinished(() => Promise.resolve(rmSync(cwd, { recursive: true, force: true })));
    createSampleApp(join(cwd, 'app'));
    writeFileSync(join(cwd, 'fleet.yml'), f.targets(f.instances.slice(0, 3)));
    const result = await runCli({
      cwd,
      args: [
        'deploy',
        '--targets',
        'fleet.yml',
        '--path',
        'app',
        '--branch',
        'main',
        '--commit',
        'c'.repeat(40),
        '--on-failure',
        'stop',
        '--base-url',
        f.sim.baseUrl,
        '--json',
      ],
      // A CI's defaults for a single deploy give way to the targets' own.
      env: {
        AMEZMO_API_KEY: f.sim.apiKey,
        AMEZMO_INSTANCE: String(f.instances[5]),
        AMEZMO_ENVIRONMENT: 'staging',
      },
    });
    expect(result.errors).toEqual([]);
    expect(result.exitCode).toBe(0);
    const printed = JSON.parse(result.stdout) as { 'targets-result': TargetReport[] };
    expect(outcomes(printed['targets-result'])).toEqual(Array(3).fill('deployed'));
    expect(printed['targets-result'].map((target) => target.wave)).toEqual([1, 2, 3]);
    expect(f.uploads()).toEqual(f.instances.slice(0, 3));
  });
});
