// Never deploy behind what is live, end to end: the deploy bundle against the Amezmo simulator and
// the GitHub stand-in (its commit graph answering the compare API), and the command line in a real
// git repository. A run of a commit that the live release's commit descends from fails with one
// error line naming both commits, and nothing is uploaded or recorded; allow-older deploys it.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSampleApp } from '../../simulator/sample-app.ts';
import { startGitHubApi, type GitHubApi } from '../github-api/server.ts';
import { gitIn } from '../helpers/git.ts';
import { gitlabJob } from '../helpers/gitlab-job.ts';
import { startSimulator, type Simulator } from '../../simulator/server.ts';
import { runAction, runCli, simulatorInputs, type RunResult } from '../../simulator/runner.ts';

let sim: Simulator;
let github: GitHubApi;
let root: string;
let run = 0;

// OLD - NEW on main; SIDE branches from OLD.
const OLD = '1'.repeat(40);
const NEW = '2'.repeat(40);
const SIDE = '3'.repeat(40);

beforeEach(async () => {
  sim = await startSimulator({ deployment: { finalStatus: 'succeeded', pollsToFinish: 1 } });
  github = await startGitHubApi();
  root = mkdtempSync(join(tmpdir(), 'e2e-behind-'));
  run = 0;
  github.commits.add(OLD, { date: new Date('2026-11-01T00:00:00Z') });
  github.commits.add(NEW, { parents: [OLD], date: new Date('2026-11-02T00:00:00Z') });
  github.commits.add(SIDE, { parents: [OLD], date: new Date('2026-11-03T00:00:00Z') });
});
afterEach(async () => {
  await sim.close();
  await github.close();
  rmSync(root, { recursive: true, force: true });
});

const uploads = () => sim.requests.filter((r) => r.route === 'createDeployment').length;
const errors = (result: RunResult) =>
  result.stdout.split('\n').filter((line) => line.startsWith('::error'));
const ledger = () => github.deploymentRecords.filter((record) => record.task === 'deploy:amezmo');
const compares = () => github.requests.filter(({ path }) => path.includes('/compare/'));

/** Runs the deploy bundle as the next run of the workflow, for `commit`, with the ledger on. */
function deploy(commit: string, inputs: Record<string, string> = {}): Promise<RunResult> {
  run++;
  const workspace = join(root, `run-${run}`);
  createSampleApp(workspace);
  // Each commit's bytes differ.
  writeFileSync(join(workspace, 'public', 'release.txt'), `${commit}\n`);
  return runAction({
    workspace,
    eventName: 'push',
    event: { ref: 'refs/heads/main' },
    env: { ...github.runnerVariables({ runId: run, headSha: commit }), GITHUB_RUN_ATTEMPT: '1' },
    inputs: { ...simulatorInputs(sim), 'github-token': 'ghs_test_token', ...inputs },
    timeoutMs: 60_000,
  });
}

describe('the deploy action over a newer live release', () => {
  it('refuses an older commit: one error line, nothing uploaded, nothing recorded', async () => {
    const live = await deploy(NEW);
    expect(live.exitCode).toBe(0);
    const id = live.outputs['deployment-id'];

    const stale = await deploy(OLD);
    expect(stale.exitCode).toBe(1);
    expect(errors(stale)).toEqual([
      `::error::Refusing to deploy: commit 1111111 is an ancestor of the live commit 2222222 ` +
        `(Amezmo deployment ${id}), as GitHub's compare API says, so it would put older code ` +
        'over newer (a run approved or queued long ago). Deploy a newer commit, or set ' +
        'allow-older: true to deploy it anyway, e.g. for a deliberate revert.',
    ]);
    expect(compares().map(({ path }) => path)).toEqual([
      `/repos/acme/shop/compare/${NEW}...${OLD}?per_page=1`,
    ]);
    expect(uploads()).toBe(1);
    expect(ledger()).toHaveLength(1);
    expect(github.artifacts).toHaveLength(1);
  });

  it('deploys the older commit with allow-older: true, saying so', async () => {
    expect((await deploy(NEW)).exitCode).toBe(0);
    const revert = await deploy(OLD, { 'allow-older': 'true' });
    expect(errors(revert)).toEqual([]);
    expect(revert.exitCode).toBe(0);
    expect(revert.stdout).toMatch(
      /::notice::Deploying older code over newer, as allowed: commit 1111111/,
    );
    expect(uploads()).toBe(2);
    expect(ledger()).toHaveLength(2);
  });

  it('deploys a newer and a diverged commit', async () => {
    expect((await deploy(OLD)).exitCode).toBe(0);
    expect((await deploy(NEW)).exitCode).toBe(0);
    const side = await deploy(SIDE);
    expect(errors(side)).toEqual([]);
    expect(side.exitCode).toBe(0);
    expect(uploads()).toBe(3);
    expect(ledger()).toHaveLength(3);
  });

  it('fails clearly on a malformed answer, uploading nothing', async () => {
    expect((await deploy(NEW)).exitCode).toBe(0);
    github.commits.answerCompareWith({ status: '::warning::owned' });
    const result = await deploy(OLD);
    expect(result.exitCode).toBe(1);
    const [line, ...more] = errors(result);
    expect(more).toEqual([]);
    expect(line).toMatch(
      /^::error::GitHub API: GET \/repos\/acme\/shop\/compare\/2{40}\.\.\.1{40} answered 200 with a status that is none of behind, ahead, diverged, identical\./,
    );
    expect(result.stdout).not.toMatch(/^::warning::owned/m);
    expect(uploads()).toBe(1);

    // allow-older deploys whatever GitHub answers.
    const allowed = await deploy(OLD, { 'allow-older': 'true' });
    expect(errors(allowed)).toEqual([]);
    expect(allowed.exitCode).toBe(0);
    expect(uploads()).toBe(2);
  });

  it('deploys with a notice when GitHub cannot tell and the ledger has no commit times', async () => {
    expect((await deploy(NEW)).exitCode).toBe(0);
    github.forbid(/\/compare\//);
    const result = await deploy(OLD);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(
      /::notice::Could not tell whether commit 1111111 is older than the live commit 2222222 \(Amezmo deployment \d+\): GitHub's compare API could not tell/,
    );
    expect(uploads()).toBe(2);
  });
});

describe('the command line in a git repository', () => {
  it('refuses a commit behind the live one as git tells it, and --allow-older deploys it', async () => {
    const project = join(root, 'shop');
    mkdirSync(project);
    const git = gitIn(project);
    const commit = (n: number) => {
      for (const name of readdirSync(project)) {
        if (name !== '.git' && !name.includes('ledger')) {
          rmSync(join(project, name), { recursive: true, force: true });
        }
      }
      createSampleApp(project);
      writeFileSync(join(project, 'public', 'release.txt'), `release ${n}\n`);
      git('add', '-A', '--', '.', ':!.amezmo-ledger');
      git('commit', '-q', '-m', `release ${n}`);
      return git('rev-parse', 'HEAD');
    };
    git('init', '-q', '-b', 'main');
    const first = commit(1);
    const second = commit(2);
    const cli = (...args: string[]) =>
      runCli({
        args: ['deploy', '--ledger-dir', '.amezmo-ledger', ...args],
        cwd: project,
        env: {
          AMEZMO_API_KEY: sim.apiKey,
          AMEZMO_BASE_URL: sim.baseUrl,
          AMEZMO_INSTANCE: String(sim.seeded?.instanceId),
          AMEZMO_ENVIRONMENT: 'production',
        },
        timeoutMs: 60_000,
      });

    const live = await cli();
    expect(live.errors).toEqual([]);
    expect(live.exitCode).toBe(0);
    git('checkout', '-q', '-B', 'main', first);
    const stale = await cli();
    expect(stale.exitCode).toBe(1);
    expect(stale.errors).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Refusing to deploy: commit ${first.slice(0, 7)} is an ancestor of the live ` +
            `commit ${second.slice(0, 7)} \\(Amezmo deployment \\d+\\), as git merge-base says, .* ` +
            'pass --allow-older to deploy it anyway',
        ),
      ),
    ]);
    expect(uploads()).toBe(1);

    const revert = await cli('--allow-older');
    expect(revert.errors).toEqual([]);
    expect(revert.exitCode).toBe(0);
    expect(uploads()).toBe(2);
  });

  it("asks GitHub's compare API when the commits are not in a clone and GITHUB_TOKEN is given", async () => {
    const project = join(root, 'plain');
    createSampleApp(project);
    const cli = (commit: string, env: Record<string, string> = {}) => {
      writeFileSync(join(project, 'public', 'release.txt'), `${commit}\n`);
      return runCli({
        args: ['deploy', '--ledger-dir', '.amezmo-ledger'],
        cwd: project,
        env: { ...gitlabJob(sim, commit), CI_COMMIT_BRANCH: 'main', ...env },
        timeoutMs: 60_000,
      });
    };
    expect((await cli(NEW)).exitCode).toBe(0);
    const withToken = {
      GITHUB_TOKEN: 'ghs_cli_compare_token',
      GITHUB_API_URL: github.runnerVariables().GITHUB_API_URL as string,
    };
    const stale = await cli(OLD, withToken);
    expect(stale.exitCode).toBe(1);
    expect(stale.errors).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Refusing to deploy: commit ${OLD.slice(0, 7)} is an ancestor of the live commit ` +
            `${NEW.slice(0, 7)} \\(Amezmo deployment \\d+\\), as GitHub's compare API says`,
        ),
      ),
    ]);
    expect(stale.stderr).not.toContain('ghs_cli_compare_token');
    expect(compares().map(({ path }) => path)).toEqual([
      `/repos/acme/shop/compare/${NEW}...${OLD}?per_page=1`,
    ]);
    expect(uploads()).toBe(1);
  });
});
