// A fleet for rollouts in waves, shared by the end-to-end file (the deploy bundle) and the unit
// file (the same runs in the test's process): the Amezmo simulator with six instances (each its
// own app and health check) and the GitHub stand-in (the ledger and the kept archives). The soak
// between waves is AMEZMO_DEPLOY_WAVE_WAIT_MS.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSampleApp } from '../../simulator/sample-app.ts';
import type { RunResult } from '../../simulator/runner.ts';
import { startGitHubApi, type GitHubApi } from '../github-api/server.ts';
import type { ActionRunner } from './in-process.ts';
import { standInStore } from './releases.ts';
import { startSimulator, type Simulator } from './simulator.ts';

export const TOKEN = 'ghs_waves_test_token';
export const WAIT_MS = 400;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export interface TargetReport {
  instance: string;
  label: string;
  wave: number;
  outcome: string;
  'deployment-id': number | null;
  health: string;
  'rolled-back-to': string;
}

/** Six customers' instances, a GitHub repository, and the runs made against them. */
export class Fleet {
  private runs = 0;
  instances: number[] = [];

  readonly sim: Simulator;
  readonly github: GitHubApi;
  readonly root: string;
  /** When each request to Amezmo ended, with its line: `POST /v1/instances/7/deployments 201`. */
  readonly log: readonly [number, string][];

  /** How the deploy action runs: its bundle, or its entry in this process. */
  private readonly run: ActionRunner;

  constructor(
    sim: Simulator,
    github: GitHubApi,
    root: string,
    log: readonly [number, string][],
    run: ActionRunner,
  ) {
    this.sim = sim;
    this.github = github;
    this.root = root;
    this.log = log;
    this.run = run;
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
    const result = await this.run({
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
      // In this process, kept among the stand-in's artifacts as @actions/artifact keeps them.
      archives: standInStore(this.github, run, commit),
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

export async function fleet(
  onTestFinished: (fn: () => Promise<void>) => void,
  run: ActionRunner,
): Promise<Fleet> {
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
  const f = new Fleet(sim, github, root, log, run);
  f.instances = sim.account.seedFleet(6);
  return f;
}

export const outcomes = (targets: readonly TargetReport[]) =>
  targets.map((target) => target.outcome);
