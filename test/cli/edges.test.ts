// The command line's edges, whole runs in the test's process (`main` over what `runCli` gives
// its bundle): a dotenv file a shell sources, a key file bigger than a key, CI variables that are
// outside text, a merge request from a fork, a run stopped with --no-cancel-on-abort, and the
// advice in the command line's words. Each checks what the user would notice.
// test/e2e/cli-edges.test.ts keeps what only the process shows.
import { execFileSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it, type TestContext } from 'vitest';
import { gitlabJobWorld, SHA } from '../helpers/cli-world.ts';
import { gitlabJob } from '../helpers/gitlab-job.ts';
import { runCliInProcess } from '../helpers/in-process.ts';

const world = (onTestFinished: TestContext['onTestFinished']) =>
  gitlabJobWorld(onTestFinished, (options) => runCliInProcess(options));

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
    const { sim, workspace, routes } = await world(onTestFinished);
    sim.account.behaviour = { finalStatus: 'succeeded', pollsToFinish: 1000 };
    // SIGTERM heard once the wait has begun, as the process hears it from its CI.
    const signals = new EventEmitter();
    let log = '';
    const result = await runCliInProcess({
      args: ['deploy', '--no-cancel-on-abort'],
      cwd: workspace,
      env: { ...gitlabJob(sim, SHA), CI_COMMIT_BRANCH: 'main' },
      signals,
      echo: (text) => {
        const before = log;
        log += text;
        if (
          !before.includes('==> Wait for deployment') &&
          log.includes('==> Wait for deployment')
        ) {
          setImmediate(() => signals.emit('SIGTERM', 'SIGTERM'));
        }
      },
    });

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
