// What the command line's tests of its commands share (test/e2e/cli.test.ts and cli-edges.test.ts
// through the bundle, test/cli/commands.test.ts and edges.test.ts in-process): GitLab CI's
// variables, a simulator and a sample app of the test's own, and the helpers that act on them.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestContext } from 'vitest';
import { runCli, type CliOptions, type CliResult } from '../../simulator/runner.ts';
import { gitlabJob } from './gitlab-job.ts';
import { ownSimulator } from './own-simulator.ts';
import type { Simulator } from './simulator.ts';

/** Runs the command line as `runCli` does: its bundle, or its `main` in this process. */
export type CliRunner = (options: CliOptions) => Promise<CliResult>;

export const SHA = '0123456789abcdef0123456789abcdef01234567';

/** The variables that point the command line at the simulator's seeded production. */
export const amezmo = (sim: Simulator) => ({
  AMEZMO_API_KEY: sim.apiKey,
  AMEZMO_BASE_URL: sim.baseUrl,
  AMEZMO_INSTANCE: String(sim.seeded?.instanceId),
  AMEZMO_ENVIRONMENT: 'production',
});

export const gitlab = (extra: Record<string, string> = {}) => ({
  CI: 'true',
  GITLAB_CI: 'true',
  CI_COMMIT_SHA: SHA,
  CI_PROJECT_PATH: 'acme/shop',
  GITLAB_USER_EMAIL: 'dev@example.com',
  CI_JOB_URL: 'https://gitlab.com/acme/shop/-/jobs/1',
  ...extra,
});

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
export const entries = (file: string) =>
  execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n').sort();

/**
 * A simulator and a sample app of the test's own, closed when it finishes, so that the tests run
 * at once (docs/testing.md), and the helpers that act on them; `cli` runs the command line with
 * `run`: the bundle (`runCli`), or `runCliInProcess`.
 */
export async function cliWorld(
  onTestFinished: TestContext['onTestFinished'],
  run: CliRunner = runCli,
) {
  const { sim, root, workspace } = await ownSimulator(
    onTestFinished,
    'e2e-cli-',
    { finalStatus: 'succeeded', pollsToFinish: 1 },
    'app',
  );

  function cli(
    args: string[],
    env: Record<string, string | undefined> = {},
    more: Partial<CliOptions> = {},
  ) {
    return run({ args, cwd: workspace, env: { ...amezmo(sim), ...env }, ...more });
  }

  const requests = (route: string) => sim.requests.filter((request) => request.route === route);
  const uploads = () => requests('createDeployment');
  const stored = () => readFileSync(sim.account.deployments()[0]?.archivePath as string);
  const patches = () => sim.requests.filter((request) => request.method === 'PATCH');

  /** Makes the workspace a git repository of one commit by `author`; answers the commit. */
  function commitWorkspace(author = 'author@example.com'): string {
    rmSync(join(workspace, '.git'), { recursive: true, force: true });
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: workspace,
        encoding: 'utf8',
        env: {
          PATH: process.env.PATH ?? '',
          HOME: root,
          GIT_AUTHOR_NAME: 'Author',
          GIT_AUTHOR_EMAIL: author,
          GIT_COMMITTER_NAME: 'Author',
          GIT_COMMITTER_EMAIL: author,
          GIT_CONFIG_NOSYSTEM: '1',
        },
      }).trim();
    git('init', '-q', '-b', 'main');
    git('add', '-A');
    git('commit', '-q', '-m', 'first');
    git('remote', 'add', 'origin', 'git@gitlab.com:acme/shop.git');
    git('config', 'user.email', 'laptop@example.com');
    return git('rev-parse', 'HEAD');
  }

  function writeEnvironments(lines: string[]): void {
    mkdirSync(join(workspace, '.amezmo'), { recursive: true });
    writeFileSync(join(workspace, '.amezmo', 'environments.yml'), `${lines.join('\n')}\n`);
  }

  return {
    sim,
    root,
    workspace,
    cli,
    requests,
    uploads,
    stored,
    patches,
    commitWorkspace,
    writeEnvironments,
  };
}

/**
 * A simulator and a sample app of the test's own, as `cliWorld`'s, where `cli` runs the command
 * line as GitLab CI's job of SHA (`gitlabJob`), with `run`: the bundle, or its `main` in-process.
 */
export async function gitlabJobWorld(
  onTestFinished: TestContext['onTestFinished'],
  run: CliRunner = runCli,
) {
  const { sim, root, workspace } = await ownSimulator(
    onTestFinished,
    'e2e-cli-edges-',
    { finalStatus: 'succeeded', pollsToFinish: 1 },
    'app',
  );

  function cli(
    args: string[],
    env: Record<string, string | undefined> = {},
    more: Partial<CliOptions> = {},
  ) {
    return run({
      args,
      cwd: workspace,
      env: { ...gitlabJob(sim, SHA), ...env },
      ...more,
    });
  }

  const routes = () => sim.requests.map((request) => request.route);
  const uploads = () => sim.requests.filter((request) => request.route === 'createDeployment');

  return { sim, root, workspace, cli, routes, uploads };
}
