// The rollback action's world, for its end-to-end file (the rollback bundle) and its unit file (the
// same run in the test's process): releases made with the deploy action in this process (each
// recorded in the ledger of GitHub deployments, its archive kept as a workflow artifact), and the
// rollback run as the test says, against an Amezmo simulator and a GitHub stand-in of the test's
// own. What is checked is what a user would see: the bytes Amezmo received, the GitHub
// deployments and statuses, the outputs, the job summary, the exit code and the one error line.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { createSampleApp } from '../../simulator/sample-app.ts';
import { leaksOf, Services, startServices } from './e2e-world.ts';
import { standInStore } from './releases.ts';
import { runActionInProcess, type ActionRunner } from './in-process.ts';
import { simulatorInputs, type RunResult } from '../../simulator/runner.ts';

export { errorLines as errors } from './e2e-world.ts';

export const TOKEN = 'ghs_rollback_test_token';
/** The commit the rollback's own workflow runs on: never the one deployed again. */
const DISPATCHED_SHA = 'e'.repeat(40);
export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/**
 * The commit of run `n`: hex with letters, as commits are, starting with `n` four times (so that
 * `1111` is the start of the first commit, and no deployment's id).
 */
export const commitOf = (n: number) =>
  `${String(n).repeat(4)}c0ffee${createHash('sha1').update(String(n)).digest('hex')}`.slice(0, 40);
export const short = (commit: string) => commit.slice(0, 7);

/** A release made with the deploy action, as the ledger and Amezmo know it. */
export interface Release {
  readonly result: RunResult;
  readonly commit: string;
  /** The bytes Amezmo received for it. */
  readonly bytes: Buffer;
  readonly sha256: string;
  readonly amezmoId: number;
  /** Its GitHub deployment: its entry in the ledger. */
  readonly githubId: number;
  /** The artifact its archive was kept as, if kept. */
  readonly artifactId: number | undefined;
}

/** An Amezmo account and a GitHub repository of a test's own, and the runs made against them. */
export class World extends Services {
  /** How the rollback runs: its bundle, or its entry in this process. */
  private readonly run: ActionRunner;

  constructor(services: ConstructorParameters<typeof Services>[0], run: ActionRunner) {
    super(services);
    this.run = run;
  }

  get worker(): string {
    return String(this.sim.seeded?.workerIds[0]);
  }

  /**
   * Deploys the sample app with the deploy action as run `n` of the workflow, for commit `n`, in
   * this process (the releases are what a test starts from, not what it proves): healthy (its
   * `/up` answers `release <name>`), or broken, which Amezmo's health check finds. Its archive is
   * kept among the stand-in's artifacts, as @actions/artifact would keep it.
   */
  async deploy(
    name: string,
    options: { broken?: boolean; inputs?: Record<string, string>; commit?: string } = {},
  ): Promise<Release> {
    const workspace = join(this.root, name);
    createSampleApp(workspace, { broken: options.broken, healthText: `release ${name}` });
    const run = ++this.runs;
    const commit = options.commit ?? commitOf(run);
    const result = await runActionInProcess({
      workspace,
      eventName: 'push',
      event: { ref: 'refs/heads/main' },
      env: {
        ...this.github.runnerVariables({ runId: run, headSha: commit }),
        GITHUB_RUN_ATTEMPT: '1',
      },
      inputs: { ...simulatorInputs(this.sim), 'github-token': TOKEN, ...options.inputs },
      archives: standInStore(this.github, run, commit),
    });
    // A broken release fails its deploy (it is unhealthy) but is live and in the ledger all the same.
    if (result.exitCode !== (options.broken ? 1 : 0)) {
      throw new Error(`Deploying ${name} ended with ${result.exitCode}:\n${result.stdout}`);
    }
    const bytes = this.received().at(-1) as Buffer;
    const entry = this.ledger().at(-1);
    const payload = entry?.payload as { archive: { artifact?: { id: number } } } | undefined;
    return {
      result,
      commit,
      bytes,
      sha256: sha256(bytes),
      amezmoId: this.sim.account.deployments().at(-1)?.id as number,
      githubId: entry?.id as number,
      artifactId: payload?.archive.artifact?.id,
    };
  }

  /** Runs the rollback action, dispatched by hand on the newest commit, as a run of its own. */
  rollback(inputs: Record<string, string> = {}): Promise<RunResult> {
    const run = ++this.runs;
    return this.run({
      bundle: 'dist/rollback/index.js',
      eventName: 'workflow_dispatch',
      event: { ref: 'refs/heads/main', inputs },
      env: {
        ...this.github.runnerVariables({ runId: run }),
        GITHUB_SHA: DISPATCHED_SHA,
        GITHUB_RUN_ATTEMPT: '1',
      },
      inputs: { ...simulatorInputs(this.sim), 'github-token': TOKEN, ...inputs },
      // In this process, the stand-in's artifacts kept as @actions/artifact keeps them in a runner.
      archives: standInStore(this.github, run, DISPATCHED_SHA),
      timeoutMs: 60_000,
    });
  }

  /** What the live app answers on `/up`: the release's own text, e.g. `release a`. */
  async liveApp(): Promise<string> {
    const answer = await fetch(this.sim.appUrl(this.instance, 'production', '/up'));
    return `${answer.status} ${await answer.text()}`;
  }
}

/** A world whose production environment has Amezmo's health check on `/up`; closed at the end. */
export async function world(
  onTestFinished: (fn: () => Promise<void>) => void,
  run: ActionRunner,
): Promise<World> {
  const services = await startServices(onTestFinished, 'e2e-rollback-', ['production']);
  return new World(services, run);
}

export const leaks = (result: RunResult) => leaksOf(result, TOKEN);

/** The `candidates` output, parsed. */
export const candidatesOf = (result: RunResult) =>
  JSON.parse(result.outputs.candidates ?? 'null') as Record<string, unknown>[];
