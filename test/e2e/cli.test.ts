// The command line's bundle, end to end: `node dist/cli/index.js <command>` run as a user runs
// it, against the simulator. It keeps what the bundle itself must show: a deploy in GitLab CI
// (the fields sent, the archive, the JSON, a plain log), git asked in the working folder, a failed
// deployment's exit code and one error line, SIGTERM, and commander's usage exit. Every other
// command and case runs in-process in test/cli/commands.test.ts, through the same helpers.
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { describe, it } from 'vitest';
import { signalAfterLog } from '../../simulator/runner.ts';
import { cliWorld as world, entries, gitlab, sha256, SHA } from '../helpers/cli-world.ts';

describe.concurrent('GitLab CI', () => {
  it('deploys a branch push with the fields GitLab gives, and tells the run as JSON', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, root, cli, uploads, stored } = await world(onTestFinished);
    const result = await cli(['deploy', '--json'], gitlab({ CI_COMMIT_BRANCH: 'main' }));

    expect(result.exitCode).toBe(0);
    expect(result.errors).toEqual([]);
    expect(uploads()[0]?.fields).toEqual({
      environment: 'production',
      repo_owner: 'acme',
      repo_name: 'shop',
      branch: 'main',
      commit: SHA,
      pusher: 'dev@example.com',
    });
    const json = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(json).toMatchObject({
      skipped: false,
      'matched-pattern': '^main$',
      'deployment-id': 838,
      'deployment-status': 'succeeded',
      'environment-url': `https://production-${sim.seeded?.instanceId}.amezmo.test`,
      'archive-sha256': sha256(stored()),
      'archive-size': stored().length,
    });
    expect(json).not.toHaveProperty('error');
    // The archive holds the app, less .env and .git.
    const file = join(root, 'stored.zip');
    writeFileSync(file, stored());
    expect(entries(file)).toContain('public/index.php');
    expect(entries(file)).not.toContain('.env');
    expect(entries(file).some((name) => name.startsWith('.git/'))).toBe(false);
    // The log is on stderr, plain: no escape sequence of a progress bar anywhere.
    expect(result.stderr).toContain("Run: branch 'main' commit 0123456789ab of acme/shop");
    expect(result.stderr).toContain('==> Upload');
    expect(result.stdout + result.stderr).not.toContain('\u001b');
    expect(result.stdout + result.stderr).not.toContain(sim.apiKey);
    expect(result.tempLeftovers).toEqual([]);
  });
});

describe.concurrent('a laptop', () => {
  it('deploys what git says: the branch checked out, HEAD, origin and user.email', async ({
    expect,
    onTestFinished,
  }) => {
    const { cli, uploads, commitWorkspace } = await world(onTestFinished);
    const commit = commitWorkspace();
    const result = await cli(['deploy']);

    expect(result.exitCode).toBe(0);
    expect(result.errors).toEqual([]);
    expect(uploads()[0]?.fields).toEqual({
      environment: 'production',
      repo_owner: 'acme',
      repo_name: 'shop',
      branch: 'main',
      commit,
      pusher: 'laptop@example.com',
    });
    expect(result.stderr).toContain('as told by the local git repository');
    expect(result.stdout).toContain(`Commit:`);
  });
});

describe.concurrent('exit codes and errors', () => {
  it('exits 1 with one error line when the deployment fails', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, cli } = await world(onTestFinished);
    sim.account.behaviour = { finalStatus: 'failed', pollsToFinish: 1 };
    const result = await cli(['deploy', '--json'], gitlab({ CI_COMMIT_BRANCH: 'main' }));

    expect(result.exitCode).toBe(1);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(/^Deployment 838 ended with status 'failed'/);
    const json = JSON.parse(result.stdout) as Record<string, string>;
    expect(json).toMatchObject({ 'deployment-id': 838, 'deployment-status': 'failed' });
    expect(json.error).toBe(result.errors[0]);
    expect(result.stdout + result.stderr).not.toMatch(/\n\s+at /);
  });

  it('cancels the deployment on SIGTERM while it waits, and exits 1', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, cli } = await world(onTestFinished);
    sim.account.behaviour = { finalStatus: 'succeeded', pollsToFinish: 1000 };
    const result = await cli(['deploy'], gitlab({ CI_COMMIT_BRANCH: 'main' }), {
      onSpawn: signalAfterLog('==> Wait for deployment', 'SIGTERM', 300),
    });

    expect(result.exitCode).toBe(1);
    expect(sim.requests.map((request) => request.route)).toContain('cancelDeployment');
    expect(result.stderr).toContain('warning: Cancelled deployment 838');
    expect(result.errors).toEqual(['The run was cancelled (SIGTERM).']);
  });
});

describe.concurrent('help', () => {
  it('with no command, writes the help on stderr and exits 2', async ({
    expect,
    onTestFinished,
  }) => {
    const { cli } = await world(onTestFinished);
    const result = await cli([]);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain('Usage: amezmo-deploy [options] [command]');
  });
});
