// Never deploying behind what is live, in the test's process (`runActionInProcess`,
// `runCliInProcess`): allow-older, a newer and a diverged commit, GitHub's malformed or refused
// compare answers, and the command line asking GitHub's compare API, with the same assertions the
// bundles' runs had; test/e2e/behind.test.ts keeps the deploy bundle refusing an older commit and
// the command line asking git in its folder.
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { describe, it } from 'vitest';
import { createSampleApp } from '../../simulator/sample-app.ts';
import { gitlabJob } from '../helpers/gitlab-job.ts';
import { runActionInProcess, runCliInProcess } from '../helpers/in-process.ts';
import { NEW, OLD, SIDE, errors, world } from '../helpers/behind-world.ts';

// As long as the bundle's runs were allowed: a test makes up to three releases, on a shared machine.
describe.concurrent('the deploy action over a newer live release', { timeout: 60_000 }, () => {
  it('deploys the older commit with allow-older: true, saying so', async ({
    expect,
    onTestFinished,
  }) => {
    const { uploads, ledger, deploy } = await world(onTestFinished, runActionInProcess);
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

  it('deploys a newer and a diverged commit', async ({ expect, onTestFinished }) => {
    const { uploads, ledger, deploy } = await world(onTestFinished, runActionInProcess);
    expect((await deploy(OLD)).exitCode).toBe(0);
    expect((await deploy(NEW)).exitCode).toBe(0);
    const side = await deploy(SIDE);
    expect(errors(side)).toEqual([]);
    expect(side.exitCode).toBe(0);
    expect(uploads()).toBe(3);
    expect(ledger()).toHaveLength(3);
  });

  it('fails clearly on a malformed answer, uploading nothing', async ({
    expect,
    onTestFinished,
  }) => {
    const { github, uploads, deploy } = await world(onTestFinished, runActionInProcess);
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

  it('deploys with a notice when GitHub cannot tell and the ledger has no commit times', async ({
    expect,
    onTestFinished,
  }) => {
    const { github, uploads, deploy } = await world(onTestFinished, runActionInProcess);
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

describe.concurrent('the command line outside a clone', { timeout: 60_000 }, () => {
  it("asks GitHub's compare API when the commits are not in a clone and GITHUB_TOKEN is given", async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, github, root, uploads, compares } = await world(
      onTestFinished,
      runActionInProcess,
    );
    const project = join(root, 'plain');
    createSampleApp(project);
    const cli = (commit: string, env: Record<string, string> = {}) => {
      writeFileSync(join(project, 'public', 'release.txt'), `${commit}\n`);
      return runCliInProcess({
        args: ['deploy', '--ledger-dir', '.amezmo-ledger'],
        cwd: project,
        env: { ...gitlabJob(sim, commit), CI_COMMIT_BRANCH: 'main', ...env },
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
