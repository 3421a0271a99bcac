// Promotion's world, shared by the end-to-end file (the deploy bundle) and the unit file (the same
// runs in the test's process): releases made on staging with the deploy action in this process
// (recorded in the ledger of GitHub deployments, their archives kept among the stand-in's
// artifacts), and the promotion to production run as the test says, against the Amezmo simulator
// (two environments whose apps answer health on their own) and the GitHub stand-in (its ledger,
// artifacts and compare API).
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { createSampleApp } from '../../simulator/sample-app.ts';
import { simulatorInputs, type RunResult } from '../../simulator/runner.ts';
import { leaksOf, Services, startServices } from './e2e-world.ts';
import { runActionInProcess, type ActionRunner } from './in-process.ts';
import { standInStore } from './releases.ts';

export { errorLines as errors } from './e2e-world.ts';

export const TOKEN = 'ghs_promote_test_token';
/** The commit the promotion's own workflow runs on: never the one promoted. */
export const DISPATCHED_SHA = 'e'.repeat(40);
export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
export const commitOf = (n: number) => `${String(n).repeat(4)}c0ffee`.padEnd(40, String(n));
export const short = (commit: string) => commit.slice(0, 7);

export interface Release {
  readonly commit: string;
  readonly bytes: Buffer;
  readonly sha256: string;
  readonly amezmoId: number;
  readonly githubId: number;
}

/** An Amezmo account and a GitHub repository of a test's own. */
export class World extends Services {
  /** How the promotion runs: the deploy bundle, or its entry in this process. */
  private readonly run: ActionRunner;

  constructor(services: ConstructorParameters<typeof Services>[0], run: ActionRunner) {
    super(services);
    this.run = run;
  }

  /**
   * Deploys the sample app to `environment` as run n, for commit n (added to the graph), in this
   * process: the releases are what a test starts from, not what it proves.
   */
  async deploy(
    environment: string,
    name: string,
    options: { broken?: boolean; parent?: string; message?: string } = {},
  ): Promise<Release> {
    const workspace = join(this.root, name);
    createSampleApp(workspace, { broken: options.broken, healthText: `release ${name}` });
    const run = ++this.runs;
    const commit = commitOf(run);
    this.github.commits.add(commit, {
      parents: options.parent ? [options.parent] : [],
      ...(options.message ? { message: options.message } : {}),
    });
    const result = await runActionInProcess({
      workspace,
      eventName: 'push',
      event: { ref: 'refs/heads/main' },
      env: {
        ...this.github.runnerVariables({ runId: run, headSha: commit }),
        GITHUB_RUN_ATTEMPT: '1',
      },
      inputs: { ...simulatorInputs(this.sim), environment, 'github-token': TOKEN, force: 'true' },
      archives: standInStore(this.github, run, commit),
    });
    if (result.exitCode !== (options.broken ? 1 : 0)) {
      throw new Error(`Deploying ${name} ended with ${result.exitCode}:\n${result.stdout}`);
    }
    const bytes = this.received().at(-1) as Buffer;
    return {
      commit,
      bytes,
      sha256: sha256(bytes),
      amezmoId: this.sim.account.deployments().at(-1)?.id as number,
      githubId: this.ledger().at(-1)?.id as number,
    };
  }

  /** Runs the deploy action to promote to production, dispatched by hand on another commit. */
  promote(inputs: Record<string, string> = {}): Promise<RunResult> {
    const run = ++this.runs;
    return this.run({
      workspace: this.root,
      eventName: 'workflow_dispatch',
      event: { ref: 'refs/heads/main', inputs: {} },
      env: {
        ...this.github.runnerVariables({ runId: run }),
        GITHUB_SHA: DISPATCHED_SHA,
        GITHUB_RUN_ATTEMPT: '1',
      },
      inputs: {
        ...simulatorInputs(this.sim),
        'github-token': TOKEN,
        'promote-from': 'staging',
        ...inputs,
      },
      archives: standInStore(this.github, run, DISPATCHED_SHA),
      timeoutMs: 60_000,
    });
  }

  async liveApp(environment: string): Promise<string> {
    const answer = await fetch(this.sim.appUrl(this.instance, environment, '/up'));
    return `${answer.status} ${await answer.text()}`;
  }
}

export async function world(
  onTestFinished: (fn: () => Promise<void>) => void,
  run: ActionRunner,
): Promise<World> {
  const services = await startServices(onTestFinished, 'e2e-promote-', ['production', 'staging']);
  return new World(services, run);
}

/** Stack traces, the token, or a workflow command smuggled in by a commit message. */
export const leaks = (result: RunResult) => leaksOf(result, TOKEN, /^\s*::warning::owned/);
