// The command line's commands, whole, in the test's process (`main` over the variables and
// folders `runCli` gives its bundle): GitLab CI, Bitbucket Pipelines, CircleCI, GitHub Actions and
// a laptop's git, the flags over the variables, the usage errors and their exit code, every
// command's help, status and the lists, preview up, down and clean, environments plan and apply.
// What is checked is what a user would notice: the fields the service received, stdout, the one
// error line on stderr, the dotenv file and the exit code. test/e2e/cli.test.ts runs the bundle.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it, type TestContext } from 'vitest';
import { EXIT, EXIT_MEANINGS } from '../../src/cli/exit.ts';
import { previewName } from '../../src/preview/name.ts';
import { cliWorld, gitlab, sha256, SHA } from '../helpers/cli-world.ts';
import { skippingClock } from '../helpers/clock.ts';
import { runCliInProcess } from '../helpers/in-process.ts';

// On today's date, as the bundle's clock is: a preview's age is its instance's, made just now.
const world = (onTestFinished: TestContext['onTestFinished']) =>
  cliWorld(onTestFinished, (options) =>
    runCliInProcess({ ...options, clock: skippingClock(Date.now()) }),
  );

describe.concurrent('GitLab CI', () => {
  it('deploys a tag, sending the tag and no branch', async ({ expect, onTestFinished }) => {
    const { cli, uploads } = await world(onTestFinished);
    const result = await cli(['deploy'], gitlab({ CI_COMMIT_TAG: 'v2.1.0' }));

    expect(result.exitCode).toBe(0);
    expect(uploads()[0]?.fields).toMatchObject({ tag: 'v2.1.0', commit: SHA });
    expect(uploads()[0]?.fields).not.toHaveProperty('branch');
    expect(result.stdout).toMatch(/^Outcome: +✅ Deployed$/m);
    expect(result.stdout).toMatch(/^Matched pattern: +\^v\\d\+\\\.\\d\+\\\.\\d\+\$$/m);
  });

  it("deploys a merge request's source branch when the patterns match it", async ({
    expect,
    onTestFinished,
  }) => {
    const { cli, uploads } = await world(onTestFinished);
    const result = await cli(
      ['deploy', '--json'],
      gitlab({ CI_MERGE_REQUEST_IID: '7', CI_MERGE_REQUEST_SOURCE_BRANCH_NAME: 'release/2.0' }),
    );

    expect(result.exitCode).toBe(0);
    expect(uploads()[0]?.fields).toMatchObject({ branch: 'release/2.0', commit: SHA });
    expect(result.stderr).toContain('(merge or pull request 7)');
  });

  it('skips a merge request whose branch no pattern matches: exit 0, nothing uploaded', async ({
    expect,
    onTestFinished,
  }) => {
    const { cli, uploads } = await world(onTestFinished);
    const result = await cli(
      ['deploy', '--json'],
      gitlab({ CI_MERGE_REQUEST_IID: '8', CI_MERGE_REQUEST_SOURCE_BRANCH_NAME: 'feature/search' }),
    );

    expect(result.exitCode).toBe(0);
    expect(uploads()).toEqual([]);
    const json = JSON.parse(result.stdout) as Record<string, string>;
    expect(json.skipped).toBe(true);
    expect(json['skip-reason']).toContain(
      "branch 'feature/search' matches none of the auto-deploy",
    );
    // It says how to deploy anyway as a user of the command line does it.
    expect(json['skip-reason']).toMatch(/, or pass --force to deploy anyway\.$/);
    expect(result.stderr).toContain(`notice: Skipped: ${json['skip-reason']}`);
  });

  it('writes the dotenv file GitLab reads for environment:url and later jobs', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, root, cli } = await world(onTestFinished);
    const dotenv = join(root, 'deploy.env');
    const result = await cli(['deploy', '--dotenv', dotenv], gitlab({ CI_COMMIT_BRANCH: 'main' }));

    expect(result.exitCode).toBe(0);
    const lines = readFileSync(dotenv, 'utf8').trimEnd().split('\n');
    expect(lines).toContain(
      `AMEZMO_ENVIRONMENT_URL=https://production-${sim.seeded?.instanceId}.amezmo.test`,
    );
    expect(lines).toContain('AMEZMO_DEPLOYMENT_ID=838');
    expect(lines).toContain('AMEZMO_DEPLOYMENT_STATUS=succeeded');
    expect(lines).toContain('AMEZMO_SKIPPED=false');
    // What GitLab's parser takes: KEY=value, nothing else, no empty line.
    for (const line of lines) expect(line).toMatch(/^AMEZMO_[A-Z0-9_]+=[^\n]*$/);
  });
});

describe.concurrent('Bitbucket Pipelines', () => {
  it('deploys a branch push, with the commit author as the pusher', async ({
    expect,
    onTestFinished,
  }) => {
    const { cli, uploads, stored, commitWorkspace } = await world(onTestFinished);
    const commit = commitWorkspace('author@example.com');
    const result = await cli(['deploy', '--json'], {
      CI: 'true',
      BITBUCKET_BUILD_NUMBER: '12',
      BITBUCKET_BRANCH: 'main',
      BITBUCKET_COMMIT: commit,
      BITBUCKET_REPO_FULL_NAME: 'acme/shop',
    });

    expect(result.exitCode).toBe(0);
    expect(result.errors).toEqual([]);
    expect(uploads()[0]?.fields).toEqual({
      environment: 'production',
      repo_owner: 'acme',
      repo_name: 'shop',
      branch: 'main',
      commit,
      pusher: 'author@example.com',
    });
    expect(JSON.parse(result.stdout)).toMatchObject({ 'archive-sha256': sha256(stored()) });
  });
});

describe.concurrent('CircleCI', () => {
  it('deploys a tag, with its project and the commit author as the pusher', async ({
    expect,
    onTestFinished,
  }) => {
    const { cli, uploads, stored, commitWorkspace } = await world(onTestFinished);
    const commit = commitWorkspace('author@example.com');
    const result = await cli(['deploy', '--json'], {
      CI: 'true',
      CIRCLECI: 'true',
      CIRCLE_TAG: 'v2.1.0',
      CIRCLE_SHA1: commit,
      CIRCLE_PROJECT_USERNAME: 'acme',
      CIRCLE_PROJECT_REPONAME: 'shop',
      CIRCLE_BUILD_URL: 'https://circleci.com/gh/acme/shop/7',
    });

    expect(result.errors).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(uploads()[0]?.fields).toEqual({
      environment: 'production',
      repo_owner: 'acme',
      repo_name: 'shop',
      tag: 'v2.1.0',
      commit,
      pusher: 'author@example.com',
    });
    expect(JSON.parse(result.stdout)).toMatchObject({ 'archive-sha256': sha256(stored()) });
  });
});

describe.concurrent('GitHub Actions', () => {
  it('reads the event as the deploy action does: the push, its pusher, the repository', async ({
    expect,
    onTestFinished,
  }) => {
    const { root, cli, uploads } = await world(onTestFinished);
    const event = join(root, 'event.json');
    writeFileSync(
      event,
      JSON.stringify({
        ref: 'refs/tags/v2.1.0',
        pusher: { name: 'octocat', email: 'octocat@example.com' },
      }),
    );
    const result = await cli(['deploy', '--json'], {
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: 'push',
      GITHUB_EVENT_PATH: event,
      GITHUB_REF: 'refs/tags/v2.1.0',
      GITHUB_SHA: SHA,
      GITHUB_REPOSITORY: 'acme/shop',
      GITHUB_ACTOR: 'octocat',
    });

    expect(result.exitCode).toBe(0);
    expect(result.errors).toEqual([]);
    expect(uploads()[0]?.fields).toEqual({
      environment: 'production',
      repo_owner: 'acme',
      repo_name: 'shop',
      tag: 'v2.1.0',
      commit: SHA,
      pusher: 'octocat@example.com',
    });
    expect(result.stderr).toContain('as told by GitHub Actions');
  });
});

describe.concurrent('a laptop', () => {
  it('asks git in the folder deployed, run from outside it (--path)', async ({
    expect,
    onTestFinished,
  }) => {
    const { root, cli, uploads, commitWorkspace } = await world(onTestFinished);
    const commit = commitWorkspace();
    const result = await cli(['deploy', '--path', 'app'], {}, { cwd: root });

    expect(result.errors).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(uploads()[0]?.fields).toMatchObject({ branch: 'main', commit, repo_name: 'shop' });
  });

  it('takes flags over the variables, and over git', async ({ expect, onTestFinished }) => {
    const { cli, uploads, commitWorkspace } = await world(onTestFinished);
    commitWorkspace();
    const result = await cli(
      [
        'deploy',
        '--environment',
        'staging',
        '--branch',
        'develop',
        '--commit',
        SHA,
        '--pusher',
        'me@example.com',
      ],
      { AMEZMO_ENVIRONMENT: 'production' },
    );

    expect(result.exitCode).toBe(0);
    expect(uploads()[0]?.fields).toMatchObject({
      environment: 'staging',
      branch: 'develop',
      commit: SHA,
      pusher: 'me@example.com',
    });
  });

  it('builds the archive on --dry-run and uploads nothing', async ({ expect, onTestFinished }) => {
    const { cli, uploads, commitWorkspace } = await world(onTestFinished);
    commitWorkspace();
    const result = await cli(['deploy', '--dry-run', '--json']);

    expect(result.exitCode).toBe(0);
    expect(uploads()).toEqual([]);
    expect(JSON.parse(result.stdout)).toMatchObject({ skipped: false, 'deployment-id': null });
    expect(result.stderr).toContain("notice: Dry run: branch 'main' would deploy to 'production'");
  });

  it('says which flag to pass when HEAD is detached at no tag: exit 2', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, workspace, cli, commitWorkspace } = await world(onTestFinished);
    commitWorkspace();
    execFileSync('git', ['checkout', '-q', '--detach'], { cwd: workspace });
    const result = await cli(['deploy']);

    expect(result.exitCode).toBe(2);
    expect(result.errors).toEqual([
      expect.stringMatching(
        /^No branch or tag to deploy: HEAD is detached at [0-9a-f]{7} and no tag points at it\. Pass --branch NAME or --tag NAME\.$/,
      ),
    ]);
    expect(sim.requests).toEqual([]);
  });
});

describe.concurrent('exit codes and errors', () => {
  it.for([
    [
      'no instance',
      { AMEZMO_INSTANCE: undefined },
      [],
      /^--instance \(or AMEZMO_INSTANCE\) is required: /,
    ],
    [
      'a bad instance variable',
      { AMEZMO_INSTANCE: 'shop' },
      [],
      /^AMEZMO_INSTANCE has 'shop': an instance id is a whole number/,
    ],
    [
      'a bad instance flag over a good variable',
      {},
      ['--instance', 'x1'],
      /^--instance has 'x1': /,
    ],
    [
      'no key',
      { AMEZMO_API_KEY: undefined },
      [],
      /^AMEZMO_API_KEY is not set, and --api-key-file is not given: /,
    ],
    [
      'a bad wait timeout',
      {},
      ['--wait-timeout', '0'],
      /^--wait-timeout has '0': it must be a positive whole number/,
    ],
    [
      'an unknown flag',
      {},
      ['--instanse', '1'],
      /^unknown option '--instanse' \(did you mean --instance\?\)/,
    ],
    [
      'both --branch and --tag',
      {},
      ['--branch', 'main', '--tag', 'v1.0.0'],
      /^--branch and --tag were both given/,
    ],
  ] as const)(
    'exits 2 naming what to fix: %s',
    async ([, env, args, line], { expect, onTestFinished }) => {
      const { sim, cli } = await world(onTestFinished);
      const result = await cli(['deploy', ...args], {
        ...gitlab({ CI_COMMIT_BRANCH: 'main' }),
        ...env,
      });

      expect(result.exitCode).toBe(2);
      expect(result.errors).toEqual([expect.stringMatching(line)]);
      expect(result.stdout).toBe('');
      expect(sim.requests).toEqual([]);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    },
  );

  it('refuses --targets with --no-wait, saying why in its own words', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, root, cli } = await world(onTestFinished);
    const targets = join(root, 'targets.yml');
    writeFileSync(targets, `- { instance: ${sim.seeded?.instanceId}, environment: production }\n`);
    const result = await cli(
      ['deploy', '--targets', targets, '--on-failure', 'stop', '--no-wait'],
      { ...gitlab({ CI_COMMIT_BRANCH: 'main' }), AMEZMO_INSTANCE: undefined },
    );
    expect(result.exitCode).toBe(2);
    expect(result.errors).toEqual([
      `--targets '${targets}' rolls out in waves, each proven healthy before the next starts, ` +
        'which follows every deployment to its end, and --no-wait asks not to: leave it out, or ' +
        'deploy each target in a step of its own.',
    ]);
    expect(sim.requests).toEqual([]);
  });

  it('refuses a key given as a flag, and never repeats it', async ({ expect, onTestFinished }) => {
    const { sim, cli } = await world(onTestFinished);
    const result = await cli(
      ['deploy', `--api-key=${sim.apiKey}`],
      gitlab({ CI_COMMIT_BRANCH: 'main' }),
    );

    expect(result.exitCode).toBe(2);
    expect(result.errors).toEqual([
      expect.stringMatching(
        /^--api-key is not taken: a key on a command line is seen by every user/,
      ),
    ]);
    expect(result.stdout + result.stderr).not.toContain(sim.apiKey);
    expect(sim.requests).toEqual([]);
  });

  it('reads the key from --api-key-file', async ({ expect, onTestFinished }) => {
    const { sim, root, cli, uploads } = await world(onTestFinished);
    const keyFile = join(root, 'key');
    writeFileSync(keyFile, `${sim.apiKey}\n`);
    const result = await cli(['deploy', '--api-key-file', keyFile], {
      ...gitlab({ CI_COMMIT_BRANCH: 'main' }),
      AMEZMO_API_KEY: 'not-the-key',
    });

    expect(result.exitCode).toBe(0);
    expect(uploads()).toHaveLength(1);
  });
});

describe.concurrent('help', () => {
  it.for([
    'deploy',
    'status',
    'rollback',
    'instances',
    'regions',
    'types',
    'preview up',
    'preview down',
    'preview clean',
    'environments plan',
    'environments apply',
  ])('%s --help says what it does and exits 0', async (command, { expect, onTestFinished }) => {
    const { cli } = await world(onTestFinished);
    const result = await cli([...command.split(' '), '--help']);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain(`Usage: amezmo-deploy ${command} [options]`);
    // Every exit code of the table, as the README's table has them.
    expect(result.stdout).toContain('Exit codes:\n');
    for (const name of Object.keys(EXIT) as (keyof typeof EXIT)[]) {
      expect(result.stdout).toContain(
        `\n  ${EXIT[name]}  ${EXIT_MEANINGS[name].replace(/`/g, '')}\n`,
      );
    }
  });
});

describe.concurrent('status, lists and rollback', () => {
  it('tells the live deployment after a deploy', async ({ expect, onTestFinished }) => {
    const { cli } = await world(onTestFinished);
    await cli(['deploy'], gitlab({ CI_COMMIT_BRANCH: 'main' }));
    const result = await cli(['status', '--json']);

    expect(result.exitCode).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      environment: 'production',
      'deployment-id': 838,
      'deployment-status': 'succeeded',
      branch: 'main',
      pusher: 'dev@example.com',
      health: 'unchecked',
    });
    const text = await cli(['status']);
    expect(text.stdout).toMatch(/^Live: +deployment 838 \(succeeded\)$/m);
  });

  it("tells what Amezmo's own health check of the live deployment said", async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, cli } = await world(onTestFinished);
    sim.account.setHealthcheck(sim.seeded?.instanceId as number, 'production', '/up');
    const deployed = await cli(
      ['deploy', '--health-timeout', '30'],
      gitlab({ CI_COMMIT_BRANCH: 'main' }),
    );
    expect(deployed.exitCode).toBe(0);
    const result = await cli(['status']);

    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(
      /^Health: +healthy: Amezmo's health check of http:\/\/127\.0\.0\.1:\d+\/app\/\d+\/production\/up answered 200 at /m,
    );
    expect(result.stdout).toMatch(/^Environment: +production \(instance \d+\), state /m);
  });

  it('lists instances, regions and types as tables or JSON', async ({ expect, onTestFinished }) => {
    const { sim, cli } = await world(onTestFinished);
    const instances = await cli(['instances', '--json']);
    expect(instances.exitCode).toBe(0);
    expect(JSON.parse(instances.stdout)).toEqual([
      expect.objectContaining({ id: sim.seeded?.instanceId, name: 'demo-shop' }),
    ]);
    const types = await cli(['types']);
    expect(types.exitCode).toBe(0);
    expect(types.stdout.split('\n')[0]).toMatch(/^ID +NAME +HOURLY +MONTHLY$/);
    expect(types.stdout).toMatch(/^hobby +/m);
    const regions = await cli(['regions']);
    expect(regions.exitCode).toBe(0);
    expect(regions.stdout.split('\n')[0]).toMatch(/^ID +NAME +COUNTRY$/);
  });
});

describe.concurrent('preview up, down and clean in a GitLab merge request pipeline', () => {
  const mergeRequest = gitlab({
    CI_MERGE_REQUEST_IID: '7',
    CI_MERGE_REQUEST_SOURCE_BRANCH_NAME: 'feature/login',
  });

  it("launches the request's preview, deploys its branch, then terminates it", async ({
    expect,
    onTestFinished,
  }) => {
    const { cli, requests, uploads } = await world(onTestFinished);
    const up = await cli(['preview', 'up', '--region', 'lb2-us', '--json'], mergeRequest);

    expect(up.errors).toEqual([]);
    expect(up.exitCode).toBe(0);
    expect(requests('createInstance').map((request) => request.fields)).toEqual([
      expect.objectContaining({ name: previewName('pr', 'acme/shop', 7), region: 'lb2-us' }),
    ]);
    const id = (JSON.parse(up.stdout) as Record<string, number>)['instance-id'];
    expect(JSON.parse(up.stdout)).toMatchObject({
      outcome: 'created',
      'preview-url': `https://production-${id}.amezmo.test`,
      'deployment-status': 'succeeded',
    });
    expect(uploads()[0]?.fields).toMatchObject({
      repo_owner: 'acme',
      repo_name: 'shop',
      branch: 'feature/login',
      commit: SHA,
    });

    const down = await cli(['preview', 'down'], mergeRequest);
    expect(down.errors).toEqual([]);
    expect(down.exitCode).toBe(0);
    expect(requests('terminateInstance').map((request) => request.path)).toEqual([
      expect.stringContaining(`/instances/${id}`),
    ]);
    expect(down.stdout).toMatch(/^Outcome: +🗑️ terminated$/m);
    // In the command line's words: no pull request was closed, the user ran preview down.
    expect(down.stderr).toContain('amezmo-deploy preview down was run for merge request !7');
    expect(down.stdout + down.stderr).not.toContain('was closed');
  });

  it('cleans up the previews older than --max-age, and no other instance', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, cli, requests } = await world(onTestFinished);
    const old = sim.account.addInstance({
      name: previewName('pr', 'acme/shop', 3),
      instanceType: 'hobby',
      createdAt: new Date(Date.now() - 100 * 3_600_000),
    }).seed.id;
    const result = await cli(
      ['preview', 'clean', '--max-age', '72h'],
      gitlab({ CI_COMMIT_BRANCH: 'main' }),
    );

    expect(result.errors).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(requests('terminateInstance').map((request) => request.path)).toEqual([
      expect.stringContaining(`/instances/${old}`),
    ]);
  });

  it('says which flag to pass when the pipeline is of no merge request: exit 2', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, cli } = await world(onTestFinished);
    const result = await cli(
      ['preview', 'up', '--region', 'lb2-us'],
      gitlab({ CI_COMMIT_BRANCH: 'main' }),
    );

    expect(result.exitCode).toBe(2);
    expect(result.errors).toEqual([
      expect.stringMatching(
        /^No merge or pull request to preview: GitLab CI names none .* Pass --request NUMBER\.$/,
      ),
    ]);
    expect(sim.requests).toEqual([]);
  });
});

describe.concurrent('environments plan and apply', () => {
  it('plans (with --fail-on-drift, exit 1 on a difference), then applies the file', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, cli, patches, writeEnvironments } = await world(onTestFinished);
    writeEnvironments([
      `instance: ${sim.seeded?.instanceId}`,
      'environments:',
      '  staging:',
      '    branch-patterns: ["^develop$", "^release/"]',
    ]);

    const plan = await cli(['environments', 'plan', '--json']);
    expect(plan.exitCode).toBe(0);
    expect(JSON.parse(plan.stdout)).toMatchObject({
      changed: true,
      changes: [{ environment: 'staging', setting: expect.any(String) }],
    });
    expect(patches()).toEqual([]);

    const drift = await cli(['environments', 'plan', '--fail-on-drift']);
    expect(drift.exitCode).toBe(1);
    expect(drift.errors).toEqual([
      expect.stringMatching(
        /^The environments of instance \d+ have drifted from \.amezmo\/environments\.yml: /,
      ),
    ]);
    expect(drift.stdout).toMatch(
      /^staging +branch-patterns +\^develop\$ \^feature\/ +\^develop\$ \^release\/$/m,
    );

    const apply = await cli(['environments', 'apply']);
    expect(apply.errors).toEqual([]);
    expect(apply.exitCode).toBe(0);
    expect(patches()).toHaveLength(1);
    expect(
      sim.account.getEnvironment(String(sim.seeded?.instanceId), 'staging')
        .auto_deploy_branch_patterns,
    ).toEqual(['^develop$', '^release/']);

    const after = await cli(['environments', 'plan', '--fail-on-drift']);
    expect(after.exitCode).toBe(0);
  });
});
