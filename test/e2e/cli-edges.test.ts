// The command line's edges, end to end: a reader of the log that goes away, a dotenv file a shell
// sources, a key file that is not a file, CI variables that are outside text, a merge request
// from a fork, and a run stopped with --no-cancel-on-abort. Each runs the bundle as a user does,
// against the simulator, and checks what the user would notice.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { describe, it, type TestContext } from 'vitest';
import { ownSimulator } from '../helpers/own-simulator.ts';
import { runCli, signalAfterLog, type CliOptions } from '../../simulator/runner.ts';
import { gitlabJob } from '../helpers/gitlab-job.ts';

const SHA = '0123456789abcdef0123456789abcdef01234567';

/**
 * A simulator and a sample app of the test's own, closed when it finishes, so that the tests run
 * at once (docs/testing.md), and the helpers that act on them.
 */
async function world(onTestFinished: TestContext['onTestFinished']) {
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
    return runCli({
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

describe.concurrent('--dotenv', () => {
  it('writes values GitLab and a shell read the same, running nothing, cut to fit', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, root, cli } = await world(onTestFinished);
    sim.account.updateEnvironment(String(sim.seeded?.instanceId), 'production', {
      auto_deploy_branch_patterns: Array.from(
        { length: 120 },
        (_, i) => `^release/team-${i}/hotfix-[0-9]+$`,
      ),
    });
    const branch = 'feat/$(touch${IFS}pwned)`touch${IFS}pwned2`';
    const dotenv = join(root, 'deploy.env');
    const result = await cli(['deploy', '--dotenv', dotenv, '--json'], {
      CI_COMMIT_BRANCH: branch,
    });

    expect(result.exitCode).toBe(0);
    const json = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(json['skip-reason']).toContain(branch);
    const text = readFileSync(dotenv, 'utf8');
    expect(Buffer.byteLength(text)).toBeLessThan(5120);
    // GitLab's parser: `^(.*?)=(.*)$`, both sides stripped, the value kept as written.
    const gitlab = Object.fromEntries(
      text
        .trimEnd()
        .split('\n')
        .map(
          (line) =>
            /^(.*?)=(.*)$/
              .exec(line)
              ?.slice(1, 3)
              .map((part) => part.trim()) ?? [],
        ),
    ) as Record<string, string>;
    const shell = execFileSync(
      'sh',
      ['-c', `. "${dotenv}" && printf '%s\\n' "$AMEZMO_SKIP_REASON" "$AMEZMO_SKIPPED"`],
      { cwd: root, encoding: 'utf8' },
    );
    expect(shell).toBe(`${gitlab.AMEZMO_SKIP_REASON}\n${gitlab.AMEZMO_SKIPPED}\n`);
    expect(existsSync(join(root, 'pwned'))).toBe(false);
    expect(existsSync(join(root, 'pwned2'))).toBe(false);
    expect(gitlab.AMEZMO_SKIP_REASON).toMatch(/\.\.\.$/);
    expect(decodeURIComponent(gitlab.AMEZMO_SKIP_REASON?.slice(0, 80) ?? '')).toContain(branch);
    expect(result.stderr).toMatch(
      /notice: --dotenv: AMEZMO_SKIP_REASON was cut from \d+ to \d+ bytes \(it ends in \.\.\.\), as GitLab refuses a dotenv file of 5120 bytes or more/,
    );
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

  it('refuses a file bigger than a key', async ({ expect, onTestFinished }) => {
    const { root, cli } = await world(onTestFinished);
    const big = join(root, 'key');
    execFileSync('truncate', ['-s', '1M', big]);
    const result = await cli(['status', '--api-key-file', big]);

    expect(result.exitCode).toBe(2);
    expect(result.errors[0]).toMatch(
      /^--api-key-file has '.*key': it holds 1048576 bytes, more than a key/,
    );
  });
});

describe.concurrent('CI variables', () => {
  it.for([
    [
      'CI_COMMIT_SHA',
      { CI_COMMIT_SHA: `${SHA}\nINJECTED=1` },
      /^CI_COMMIT_SHA has '.*': a commit is 7 to 64 hex digits/,
    ],
    [
      'CI_PROJECT_PATH',
      { CI_PROJECT_PATH: 'acme/shop\nx' },
      /^CI_PROJECT_PATH has '.*': give it as owner\/name/,
    ],
    [
      'CI_COMMIT_BRANCH',
      { CI_COMMIT_BRANCH: 'main\nx' },
      /^CI_COMMIT_BRANCH has '.*': it is not a branch name git allows\./,
    ],
  ] as const)(
    'checks %s as its flag is checked, naming it, and uploads nothing',
    async ([, env, message], { expect, onTestFinished }) => {
      const { cli, uploads } = await world(onTestFinished);
      const result = await cli(['deploy'], { CI_COMMIT_BRANCH: 'main', ...env });

      expect(result.exitCode).toBe(2);
      expect(result.errors).toHaveLength(1);
      expect(result.errors[0]).toMatch(message);
      expect(uploads()).toEqual([]);
    },
  );
});

describe.concurrent('a GitLab merge request from a fork', () => {
  it("is not deployed as this project's branch, even named main", async ({
    expect,
    onTestFinished,
  }) => {
    const { cli, uploads } = await world(onTestFinished);
    const result = await cli(['deploy'], {
      CI_MERGE_REQUEST_IID: '7',
      CI_MERGE_REQUEST_SOURCE_BRANCH_NAME: 'main',
      CI_MERGE_REQUEST_SOURCE_PROJECT_PATH: 'mallory/shop',
    });

    expect(result.exitCode).toBe(1);
    expect(result.errors).toEqual([
      expect.stringMatching(
        /^Not deployed: merge request !7 comes from the fork mallory\/shop, not from acme\/shop: its branch 'main' is the fork's/,
      ),
    ]);
    expect(uploads()).toEqual([]);
  });

  it('from the project itself is deployed', async ({ expect, onTestFinished }) => {
    const { cli, uploads } = await world(onTestFinished);
    const result = await cli(['deploy'], {
      CI_MERGE_REQUEST_IID: '7',
      CI_MERGE_REQUEST_SOURCE_BRANCH_NAME: 'main',
      CI_MERGE_REQUEST_SOURCE_PROJECT_PATH: 'acme/shop',
    });

    expect(result.exitCode).toBe(0);
    expect(uploads()).toHaveLength(1);
  });
});

describe.concurrent('--no-cancel-on-abort', () => {
  it('leaves the deployment running on SIGTERM, and says so', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, cli, routes } = await world(onTestFinished);
    sim.account.behaviour = { finalStatus: 'succeeded', pollsToFinish: 1000 };
    const result = await cli(
      ['deploy', '--no-cancel-on-abort'],
      { CI_COMMIT_BRANCH: 'main' },
      {
        onSpawn: signalAfterLog('==> Wait for deployment', 'SIGTERM', 300),
      },
    );

    expect(result.exitCode).toBe(1);
    expect(routes()).not.toContain('cancelDeployment');
    expect(result.stderr).not.toContain('Cancelled deployment');
    expect(result.stderr).toContain(
      'warning: Deployment 838 was left running, not cancelled, as asked: it may still succeed or fail',
    );
  });
});

describe.concurrent("advice in the command line's words", () => {
  it("names AMEZMO_API_KEY and the CI's masked variable for a refused key", async ({
    expect,
    onTestFinished,
  }) => {
    const { cli } = await world(onTestFinished);
    const result = await cli(['status', '--json'], { AMEZMO_API_KEY: 'key_not_known_here' });

    expect(result.exitCode).toBe(1);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(
      /Check AMEZMO_API_KEY \(or the file --api-key-file names\): create a new key under Profile > API keys in the Amezmo dashboard and store it in your CI's masked variable AMEZMO_API_KEY/,
    );
    expect(result.stderr).not.toMatch(/repository secret|'api-key'/);
    expect(JSON.parse(result.stdout)).toEqual({ error: result.errors[0] });
  });

  it('names --base-url for an address that cannot be reached', async ({
    expect,
    onTestFinished,
  }) => {
    const { cli } = await world(onTestFinished);
    const result = await cli(['status'], {
      AMEZMO_BASE_URL: 'http://127.0.0.1:9/v1',
      AMEZMO_DEPLOY_RETRY_DELAY_MS: '1',
    });

    expect(result.exitCode).toBe(1);
    expect(result.errors[0]).toMatch(
      /Check --base-url \(or AMEZMO_BASE_URL\) and the machine's network; HTTPS_PROXY and NO_PROXY are honoured\.$/,
    );
  });
});
