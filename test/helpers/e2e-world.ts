// What the end-to-end tests of releases made again (rollback, promotion) share: an Amezmo and a
// GitHub of a test's own, what they received, and what a run must never show.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunResult } from '../../simulator/runner.ts';
import { startGitHubApi, type GitHubApi } from '../github-api/server.ts';
import { startSimulator, type Simulator } from './simulator.ts';

/**
 * An Amezmo whose deployments succeed at once, whose environments named in `healthchecks` have
 * Amezmo's health check on `/up`, a GitHub stand-in and a folder; all closed when the test ends.
 */
export async function startServices(
  onTestFinished: (fn: () => Promise<void>) => void,
  prefix: string,
  healthchecks: readonly string[],
): Promise<{ sim: Simulator; github: GitHubApi; root: string }> {
  const sim = await startSimulator({
    deployment: { finalStatus: 'succeeded', pollsToFinish: 1 },
    healthcheckDelayMs: 200,
  });
  const github = await startGitHubApi();
  const root = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(async () => {
    await sim.close();
    await github.close();
    rmSync(root, { recursive: true, force: true });
  });
  for (const environment of healthchecks) {
    sim.account.setHealthcheck(sim.seeded?.instanceId ?? 0, environment, '/up');
  }
  return { sim, github, root };
}

/** An Amezmo account and a GitHub repository of a test's own, and what they received. */
export class Services {
  /** How many workflow runs the test made: the next run's number is one more. */
  protected runs = 0;
  readonly sim: Simulator;
  readonly github: GitHubApi;
  readonly root: string;

  constructor({ sim, github, root }: { sim: Simulator; github: GitHubApi; root: string }) {
    this.sim = sim;
    this.github = github;
    this.root = root;
  }

  get instance(): string {
    return String(this.sim.seeded?.instanceId);
  }

  /** The bytes of every archive Amezmo received, in order. */
  received(): Buffer[] {
    return this.sim.account.deployments().map((d) => readFileSync(d.archivePath));
  }

  /** How many requests uploaded an archive to Amezmo. */
  uploads(): number {
    return this.sim.requests.filter((r) => r.route === 'createDeployment').length;
  }

  /** The ledger's GitHub deployments, oldest first. */
  ledger() {
    return this.github.deploymentRecords.filter((record) => record.task === 'deploy:amezmo');
  }
}

/** The `::error::` lines of a run, whole. */
export function errorLines(result: RunResult): string[] {
  return result.stdout.split('\n').filter((line) => line.startsWith('::error'));
}

/**
 * What a run must never show: a stack trace, the token anywhere but in the command that masks it
 * (which the runner takes, and never shows), or a line `forbidden` matches.
 */
export function leaksOf(result: RunResult, token: string, forbidden?: RegExp): string[] {
  const shown = [
    ...result.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')),
    ...result.stderr.split('\n'),
    result.summary,
    ...Object.values(result.outputs),
  ];
  return shown.filter(
    (line) =>
      /^\s+at /.test(line) ||
      line.includes(token) ||
      /Error: /.test(line) ||
      (forbidden?.test(line) ?? false),
  );
}
