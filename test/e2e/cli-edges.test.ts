// The command line's edges that only its process shows, through the bundle: a reader of the log
// that goes away (bin.ts drops what it can no longer write, and the command runs on to its own
// exit code), and a key file that is a named pipe refused at once, never blocking the process.
// The other edges (the dotenv file, CI variables, a fork's merge request, --no-cancel-on-abort,
// the advice) run in-process in test/cli/edges.test.ts, through the same helpers.
import { execFileSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { gitlabJobWorld as world } from '../helpers/cli-world.ts';

/** Closes both pipes of the command line, as `| head` does, once it has written `marker`. */
function readerGoesAway(marker: string, then?: (child: ChildProcess) => void) {
  return (child: ChildProcess) => {
    let seen = '';
    const listener = (chunk: Buffer | string) => {
      seen += chunk.toString();
      if (!seen.includes(marker)) return;
      child.stderr?.off('data', listener);
      child.stdout?.destroy();
      child.stderr?.destroy();
      then?.(child);
    };
    child.stderr?.on('data', listener);
  };
}

describe.concurrent('a reader of the log that goes away', () => {
  it('still follows the deployment to its end, and a failed one exits 1', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, cli, routes, uploads } = await world(onTestFinished);
    sim.account.behaviour = { finalStatus: 'failed', pollsToFinish: 4 };
    const result = await cli(
      ['deploy'],
      { CI_COMMIT_BRANCH: 'main' },
      {
        onSpawn: readerGoesAway('==> Upload'),
      },
    );

    expect(result.exitCode).toBe(1);
    expect(result.signal).toBeNull();
    expect(uploads()).toHaveLength(1);
    // Followed to the end after the pipe closed: every poll until the deployment failed.
    expect(routes().filter((route) => route === 'getDeployment').length).toBeGreaterThanOrEqual(4);
  });

  it('still cancels a deployment being followed when stopped, and exits 1', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, cli, routes } = await world(onTestFinished);
    sim.account.behaviour = { finalStatus: 'succeeded', pollsToFinish: 1000 };
    const result = await cli(
      ['deploy'],
      { CI_COMMIT_BRANCH: 'main' },
      {
        onSpawn: readerGoesAway('==> Wait for deployment', (child) => {
          setTimeout(() => child.kill('SIGTERM'), 300);
        }),
      },
    );

    expect(result.exitCode).toBe(1);
    expect(routes()).toContain('cancelDeployment');
  });

  it('exits 0 for a deployment that succeeded', async ({ expect, onTestFinished }) => {
    const { sim, cli } = await world(onTestFinished);
    const result = await cli(
      ['deploy'],
      { CI_COMMIT_BRANCH: 'main' },
      {
        onSpawn: readerGoesAway('==> '),
      },
    );

    expect(result.exitCode).toBe(0);
    expect(sim.account.deployments()[0]?.status).toBe('succeeded');
  });
});

describe.concurrent('--api-key-file', () => {
  it('refuses a named pipe at once, uploading nothing', async ({ expect, onTestFinished }) => {
    const { root, cli, uploads } = await world(onTestFinished);
    const fifo = join(root, 'key.fifo');
    execFileSync('mkfifo', [fifo]);
    const result = await cli(
      ['deploy', '--api-key-file', fifo],
      { CI_COMMIT_BRANCH: 'main' },
      {
        timeoutMs: 15_000,
      },
    );

    expect(result.signal).toBeNull();
    expect(result.exitCode).toBe(2);
    expect(result.errors).toEqual([
      `--api-key-file has '${fifo}': it is a named pipe (FIFO), not a regular file; give a regular file that holds only the key, e.g. one your CI writes from a secret.`,
    ]);
    expect(uploads()).toEqual([]);
  });
});
