// The command line's exported entry, `main`: given its variables, its own standard output and
// error, its folders and a clock, it runs a whole command in this process and answers the exit
// code, as its bundle (src/cli/bin.ts, a thin wrapper over it) does.
import { describe, expect, it, onTestFinished } from 'vitest';
import { EXIT } from '../../src/cli/exit.ts';
import { gitlabJob } from '../helpers/gitlab-job.ts';
import { runCliInProcess } from '../helpers/in-process.ts';
import { ownSimulator } from '../helpers/own-simulator.ts';

const SHA = '0123456789abcdef0123456789abcdef01234567';

async function world() {
  const { sim, workspace } = await ownSimulator(
    onTestFinished,
    'cli-main-',
    { finalStatus: 'succeeded', pollsToFinish: 3 },
    'app',
  );
  const env = { ...gitlabJob(sim, SHA), CI_COMMIT_BRANCH: 'main' };
  return { sim, workspace, env };
}

describe("the command line's entry", () => {
  it('deploys in this process: the result on its stdout, the log on its stderr', async () => {
    const { sim, workspace, env } = await world();
    const result = await runCliInProcess({
      args: ['deploy', '--json'],
      cwd: workspace,
      // The runner's own pace: 2 s before the first look at the deployment, skipped.
      env: { ...env, AMEZMO_DEPLOY_POLL_MS: undefined },
    });

    expect(result.errors).toEqual([]);
    expect(result.exitCode).toBe(EXIT.ok);
    const json = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(json['deployment-status']).toBe('succeeded');
    expect(result.stderr).toContain('==> ');
    expect(sim.account.deployments()).toHaveLength(1);
    expect(result.clock.sleeps).toContain(2000);
    expect(result.tempLeftovers).toEqual([]);
  });

  it('answers a usage error with 2 and one line on its own stderr', async () => {
    const { workspace, env } = await world();
    const result = await runCliInProcess({ args: ['deploy', '--nope'], cwd: workspace, env });
    expect(result.exitCode).toBe(EXIT.usage);
    expect(result.errors).toEqual([
      "unknown option '--nope' See amezmo-deploy --help, or amezmo-deploy <command> --help.",
    ]);
    expect(result.stdout).toBe('');
  });

  it('writes its help on its own stdout', async () => {
    const { workspace, env } = await world();
    const result = await runCliInProcess({ args: ['status', '--help'], cwd: workspace, env });
    expect(result.exitCode).toBe(EXIT.ok);
    expect(result.stdout).toContain('Usage: amezmo-deploy status');
    expect(result.stdout).toContain('Exit codes:');
  });
});
