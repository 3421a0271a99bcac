// The examples for other CIs (docs/examples/gitlab-ci.yml, bitbucket-pipelines.yml,
// circleci-config.yml), run: each
// job's `npx --package=<the release's tarball> amezmo-deploy ...` line is run as the CI's shell
// runs it, with npx and this checkout's packed tarball in place of the release's, with the job's
// own variables and those the CI would set for the push it runs on, against the simulator. So an
// example that names a flag the command line lacks, a package npm cannot run, or deploys where it
// says it does not, fails.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, it, type ExpectStatic, type TestContext } from 'vitest';
import { ROOT, runCli } from '../../simulator/runner.ts';
import { ownSimulator } from '../helpers/own-simulator.ts';
import { npmEnv, packPackage } from '../helpers/package.ts';

/** The address of this version's tarball on its GitHub release, which the examples name. */
const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  version: string;
};
const RELEASE_TARBALL = `https://github.com/amezmo/amezmo-deploy/releases/download/v${version}/amezmo-deploy-${version}.tgz`;

// The package packed once, and npm's cache shared by every run, as a runner's cache would be.
let packed: string;
let tarball: string;
beforeAll(async () => {
  packed = mkdtempSync(join(tmpdir(), 'e2e-cli-examples-pack-'));
  tarball = await packPackage(packed);
}, 120_000);
afterAll(() => rmSync(packed, { recursive: true, force: true }));
/** npm's settings and PATH; the run's home and temporary folder stay its own. */
function npmSettings(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(npmEnv(packed)).filter(([name]) => name !== 'HOME' && name !== 'TMPDIR'),
  );
}

const read = (name: string) =>
  parse(readFileSync(join(ROOT, 'docs', 'examples', name), 'utf8'), { merge: true }) as Record<
    string,
    unknown
  >;

interface Job {
  variables?: Record<string, string>;
  script?: string[];
  extends?: string | string[];
  cache?: { key?: string; paths?: string[]; when?: string };
}

/**
 * The `npx amezmo-deploy` line of a script: its arguments, with "$NAME" read from `env` as the
 * shell reads it, and where stdout goes.
 */
function commandOf(
  expect: ExpectStatic,
  script: readonly string[],
  env: Record<string, string>,
): { launcher: string[]; args: string[]; stdoutFile?: string } {
  const line = script.find((text) => /\bnpx\b.*\bamezmo-deploy\b/.test(text));
  expect(line, 'a script line runs npx amezmo-deploy').toBeDefined();
  const [command, stdoutFile] = (line as string).split(/\s*>\s*/);
  const words = (command as string)
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/^"\$(\w+)"$/, (_all, name: string) => env[name] ?? ''));
  const bin = words.findIndex((word) => /^amezmo-deploy(@|$)/.test(word));
  return { launcher: words.slice(0, bin + 1), args: words.slice(bin + 1), stdoutFile };
}

/** The variables a script sets with `export A=1 B=2`. */
function exportsOf(script: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    script
      .filter((text) => text.startsWith('export '))
      .flatMap((text) => text.slice('export '.length).trim().split(/\s+/))
      .map((pair) => pair.split('=') as [string, string]),
  );
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * A simulator and a sample app of the test's own, closed when it finishes, and the helpers that
 * act on them. The tests run one at a time all the same: each runs npx, whose start is the work
 * of a core, and five at once took as long as one after another (39 s against 38.6 s) while one
 * of them took 33 s of its 60. The packed tarball and npm's cache are shared (npx takes a lock
 * before it installs into its cache).
 */
async function world({ expect, onTestFinished }: Pick<TestContext, 'expect' | 'onTestFinished'>) {
  const { sim, root, workspace } = await ownSimulator(
    onTestFinished,
    'e2e-cli-examples-',
    { finalStatus: 'succeeded', pollsToFinish: 1 },
    'app',
    { healthcheckDelayMs: 300 },
  );

  /**
   * Runs a script's command with `env`, in the workspace, as the CI would: the release's tarball
   * that the line names is this checkout's, packed.
   */
  async function runScript(
    script: readonly string[],
    env: Record<string, string>,
    cwd = workspace,
  ) {
    const { launcher, args, stdoutFile } = commandOf(expect, script, env);
    expect(launcher).toEqual(['npx', '--yes', `--package=${RELEASE_TARBALL}`, 'amezmo-deploy']);
    const result = await runCli({
      launcher: ['npx', '--yes', `--package=${tarball}`, 'amezmo-deploy'],
      args,
      cwd,
      env: {
        ...npmSettings(),
        AMEZMO_API_KEY: sim.apiKey,
        AMEZMO_BASE_URL: sim.baseUrl,
        ...exportsOf(script),
        ...env,
        // The examples name instance 1234; the simulator's is its own.
        AMEZMO_INSTANCE: String(sim.seeded?.instanceId),
      },
    });
    return { ...result, args, stdoutFile };
  }

  const uploads = () => sim.requests.filter((request) => request.route === 'createDeployment');

  return { sim, root, workspace, runScript, uploads };
}

const SHA = 'c'.repeat(40);

describe('docs/examples/gitlab-ci.yml', () => {
  const pipeline = read('gitlab-ci.yml');
  // A job as GitLab reads it: its `extends` merged in order, the job's own keys last.
  const job = (name: string): Job => {
    const own = pipeline[name] as Job;
    const bases = [own.extends ?? []].flat().map((base) => pipeline[base] as Job);
    return {
      ...Object.assign({}, ...bases),
      ...own,
      variables: Object.assign(
        {},
        pipeline.variables,
        ...bases.map((base) => base.variables),
        own.variables,
      ),
    };
  };
  const gitlab = (extra: Record<string, string>) => ({
    CI: 'true',
    GITLAB_CI: 'true',
    CI_COMMIT_SHA: SHA,
    CI_PROJECT_PATH: 'acme/shop',
    GITLAB_USER_EMAIL: 'dev@example.com',
    ...extra,
  });

  it.for([
    ['a version tag', { CI_COMMIT_TAG: 'v2.1.0' }, { tag: 'v2.1.0' }],
    ['the default branch', { CI_COMMIT_BRANCH: 'main' }, { branch: 'main' }],
  ] as const)(
    'deploy-production deploys %s, and writes the dotenv file GitLab reads',
    async ([, push, fields], { expect, onTestFinished }) => {
      const { sim, workspace, runScript, uploads } = await world({ expect, onTestFinished });
      const production = job('deploy-production');
      const result = await runScript(production.script ?? [], {
        ...(production.variables ?? {}),
        ...gitlab(push),
      });

      expect(result.exitCode).toBe(0);
      expect(result.errors).toEqual([]);
      expect(uploads()[0]?.fields).toMatchObject({ environment: 'production', ...fields });
      // The dotenv file is written where the job's artifacts:reports:dotenv reads it.
      const dotenv = (production as { artifacts?: { reports?: { dotenv?: string } } }).artifacts
        ?.reports?.dotenv as string;
      expect(result.args).toContain(dotenv);
      expect(existsSync(join(workspace, dotenv))).toBe(true);
      expect(readFileSync(join(workspace, dotenv), 'utf8')).toContain(
        `AMEZMO_ENVIRONMENT_URL=https://production-${sim.seeded?.instanceId}.amezmo.test`,
      );
      // environment:url reads the variable the file sets.
      expect((production as { environment?: { url?: string } }).environment?.url).toBe(
        '$AMEZMO_ENVIRONMENT_URL',
      );
    },
  );

  it('review launches a preview per merge request, and stop-review terminates it', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, root, workspace, runScript, uploads } = await world({ expect, onTestFinished });
    const mergeRequest = gitlab({
      CI_MERGE_REQUEST_IID: '3',
      CI_MERGE_REQUEST_SOURCE_BRANCH_NAME: 'feature/search',
      CI_PIPELINE_SOURCE: 'merge_request_event',
    });
    const review = job('review');
    const up = await runScript(review.script ?? [], {
      ...(review.variables ?? {}),
      ...mergeRequest,
    });

    expect(up.errors).toEqual([]);
    expect(up.exitCode).toBe(0);
    const launched = sim.requests.filter((request) => request.route === 'createInstance');
    expect(launched).toHaveLength(1);
    expect(uploads()[0]?.fields).toMatchObject({ branch: 'feature/search', commit: SHA });
    const dotenv = readFileSync(join(workspace, 'amezmo.env'), 'utf8');
    expect(dotenv).toMatch(/^AMEZMO_PREVIEW_URL=https:\/\/production-\d+\.amezmo\.test$/m);
    expect(
      (review as { environment?: { url?: string; on_stop?: string } }).environment,
    ).toMatchObject({
      url: '$AMEZMO_PREVIEW_URL',
      on_stop: 'stop-review',
    });

    // With GIT_STRATEGY: none, GitLab checks nothing out: the job runs in an empty folder.
    const stop = job('stop-review');
    expect(stop.variables).toMatchObject({ GIT_STRATEGY: 'none' });
    const empty = join(root, 'empty');
    mkdirSync(empty);
    const down = await runScript(
      stop.script ?? [],
      { ...(stop.variables ?? {}), ...mergeRequest },
      empty,
    );
    expect(down.errors).toEqual([]);
    expect(down.exitCode).toBe(0);
    expect(sim.requests.filter((request) => request.route === 'terminateInstance')).toHaveLength(1);
  });

  it('keeps a ledger in a cache, and rollback-production deploys the last healthy bytes', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, workspace, runScript } = await world({ expect, onTestFinished });
    sim.account.setHealthcheck(sim.seeded?.instanceId as number, 'production', '/up');
    const production = job('deploy-production');
    const ledger = production.variables?.AMEZMO_LEDGER_DIR as string;
    // The folder the ledger is kept in is the one the cache saves and restores.
    expect(production.cache?.paths).toEqual([`${ledger}/`]);
    expect(job('rollback-production').cache).toEqual(production.cache);
    const deploy = async (commit: string, text: string) => {
      writeFileSync(join(workspace, 'public', 'release.txt'), text);
      const result = await runScript(production.script ?? [], {
        ...(production.variables ?? {}),
        ...gitlab({ CI_COMMIT_BRANCH: 'main', CI_COMMIT_SHA: commit }),
      });
      expect(result.errors).toEqual([]);
      expect(result.exitCode).toBe(0);
    };
    await deploy('a'.repeat(40), 'first\n');
    await deploy('b'.repeat(40), 'second\n');
    expect(existsSync(join(workspace, ledger, 'archives'))).toBe(true);

    const rollback = job('rollback-production');
    const back = await runScript(rollback.script ?? [], {
      ...(rollback.variables ?? {}),
      ...gitlab({ CI_COMMIT_BRANCH: 'main' }),
    });
    expect(back.errors).toEqual([]);
    expect(back.exitCode).toBe(0);
    const received = sim.account.deployments().map((d) => sha256(readFileSync(d.archivePath)));
    expect(received).toHaveLength(3);
    expect(received[2]).toBe(received[0]);
    expect(sim.account.deployments()[2]).toMatchObject({ commit: 'a'.repeat(40) });
    expect(readFileSync(join(workspace, 'amezmo.env'), 'utf8')).toContain(
      `AMEZMO_COMMIT=${'a'.repeat(40)}`,
    );
  });

  it('keeps the dotenv file of a failed job too, so that environment:url says what is live', ({
    expect,
  }) => {
    for (const name of ['deploy-production', 'rollback-production', 'review']) {
      expect(job(name), name).toMatchObject({
        artifacts: { when: 'always', reports: { dotenv: 'amezmo.env' } },
      });
    }
  });

  it('in node:24-slim, with no git, builds the same bytes from every fresh clone of a commit', async ({
    expect,
    onTestFinished,
  }) => {
    const { root, workspace, runScript, uploads } = await world({ expect, onTestFinished });
    // GitLab's runner clones the project (a .git folder is there), and the job's image has no
    // git: a shell, node, npm and npx. Each clone's files get the time of the clone.
    const bin = join(root, 'bin');
    mkdirSync(bin);
    for (const name of ['sh', 'npm', 'npx']) {
      const found = (process.env.PATH ?? '')
        .split(':')
        .map((folder) => join(folder, name))
        .find((path) => existsSync(path));
      symlinkSync(realpathSync(found as string), join(bin, name));
    }
    symlinkSync(process.execPath, join(bin, 'node'));
    const production = job('deploy-production');
    const push = gitlab({ CI_COMMIT_BRANCH: 'main', CI_COMMIT_TIMESTAMP: '2026-11-20T10:00:00Z' });
    const clone = async (at: Date) => {
      // A fresh clone: what the last job wrote is gone, but the ledger's cache is restored.
      rmSync(join(workspace, 'amezmo.env'), { force: true });
      for (const file of ['composer.json', 'public/index.php', 'routes/web.php']) {
        utimesSync(join(workspace, file), at, at);
      }
      return runScript(production.script ?? [], {
        ...(production.variables ?? {}),
        ...push,
        PATH: bin,
      });
    };

    const first = await clone(new Date('2026-11-25T08:00:00Z'));
    expect(first.errors).toEqual([]);
    expect(first.stderr).toContain(
      "File times: all set to 2026-11-20T10:00:00.000Z (the commit's time, from CI_COMMIT_TIMESTAMP).",
    );
    const second = await clone(new Date('2026-11-26T09:30:00Z'));
    expect(second.errors).toEqual([]);
    expect(second.exitCode).toBe(0);
    // The same bytes: the ledger knows them live, and nothing is uploaded again.
    expect(second.stderr).toMatch(/already live/);
    expect(uploads()).toHaveLength(1);
  });

  it('keeps one deployment of each environment at a time', ({ expect }) => {
    expect(job('deploy-production')).toMatchObject({ resource_group: 'amezmo-production' });
    expect(job('rollback-production')).toMatchObject({ resource_group: 'amezmo-production' });
    expect(job('review')).toMatchObject({ resource_group: 'review-$CI_MERGE_REQUEST_IID' });
  });
});

describe('docs/examples/bitbucket-pipelines.yml', () => {
  const pipelines = read('bitbucket-pipelines.yml').pipelines as {
    branches: Record<string, { step: { script: string[]; deployment?: string } }[]>;
    tags: Record<string, { step: { script: string[] } }[]>;
  };

  it.for([
    ['main', pipelines.branches.main, { BITBUCKET_BRANCH: 'main' }, { branch: 'main' }],
    ['a version tag', pipelines.tags['v*'], { BITBUCKET_TAG: 'v2.1.0' }, { tag: 'v2.1.0' }],
  ] as const)(
    'deploys %s to production, its JSON kept as an artifact',
    async ([, steps, push, fields], { expect, onTestFinished }) => {
      const { runScript, uploads } = await world({ expect, onTestFinished });
      const step = steps?.[0]?.step as { script: string[]; deployment?: string };
      expect(step.deployment).toBe('production');
      const result = await runScript(step.script, {
        CI: 'true',
        BITBUCKET_BUILD_NUMBER: '9',
        BITBUCKET_COMMIT: SHA,
        BITBUCKET_REPO_FULL_NAME: 'acme/shop',
        ...push,
      });

      expect(result.exitCode).toBe(0);
      expect(uploads()[0]?.fields).toMatchObject({
        environment: 'production',
        commit: SHA,
        ...fields,
      });
      expect(result.stdoutFile).toBe('amezmo.json');
      expect(JSON.parse(result.stdout)).toMatchObject({ 'deployment-status': 'succeeded' });
    },
  );
});

describe('docs/examples/circleci-config.yml', () => {
  const config = read('circleci-config.yml') as {
    jobs: Record<string, { environment?: Record<string, string>; steps: unknown[] }>;
    workflows: {
      deploy: { jobs: Record<string, { filters: { tags: { only: string } } }>[] };
    };
  };
  const job = config.jobs['deploy-production'];
  const command = job?.steps
    .map((step) => (step as { run?: { command?: string } }).run?.command)
    .find((text) => text !== undefined) as string;

  it.for([
    ['main', { CIRCLE_BRANCH: 'main' }, { branch: 'main' }],
    ['a version tag', { CIRCLE_TAG: 'v2.1.0' }, { tag: 'v2.1.0' }],
  ] as const)(
    'deploys %s to production, its JSON kept as an artifact',
    async ([, push, fields], { expect, onTestFinished }) => {
      const { runScript, uploads } = await world({ expect, onTestFinished });
      const result = await runScript([command], {
        ...(job?.environment ?? {}),
        CI: 'true',
        CIRCLECI: 'true',
        CIRCLE_SHA1: SHA,
        CIRCLE_PROJECT_USERNAME: 'acme',
        CIRCLE_PROJECT_REPONAME: 'shop',
        ...push,
      });

      expect(result.errors).toEqual([]);
      expect(result.exitCode).toBe(0);
      expect(uploads()[0]?.fields).toMatchObject({
        environment: 'production',
        commit: SHA,
        repo_owner: 'acme',
        repo_name: 'shop',
        ...fields,
      });
      expect(result.stdoutFile).toBe('amezmo.json');
      expect(JSON.parse(result.stdout)).toMatchObject({ 'deployment-status': 'succeeded' });
    },
  );

  it('runs for version tags, which CircleCI builds only when the filters name them', ({
    expect,
  }) => {
    const filters = config.workflows.deploy.jobs[0]?.['deploy-production']?.filters;
    expect(new RegExp(filters?.tags.only.slice(1, -1) ?? '$^').test('v2.1.0')).toBe(true);
  });
});

describe("the README's GitLab job, copied as it is", () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const snippet = /\n```yaml\n(deploy-production:\n[\s\S]*?)```/.exec(readme)?.[1];

  it('deploys the default branch from the packed tarball, and keeps its dotenv file always', async ({
    expect,
    onTestFinished,
  }) => {
    const { workspace, runScript, uploads } = await world({ expect, onTestFinished });
    expect(snippet).toBeDefined();
    const production = (parse(snippet as string) as Record<string, Job>)['deploy-production'];
    expect(production).toMatchObject({
      artifacts: { when: 'always', reports: { dotenv: 'amezmo.env' } },
    });
    const result = await runScript(production?.script ?? [], {
      ...(production?.variables ?? {}),
      CI: 'true',
      GITLAB_CI: 'true',
      CI_COMMIT_BRANCH: 'main',
      CI_COMMIT_SHA: SHA,
      CI_COMMIT_TIMESTAMP: '2026-11-20T10:00:00+00:00',
      CI_PROJECT_PATH: 'acme/shop',
    });
    expect(result.errors).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(uploads()[0]?.fields).toMatchObject({ environment: 'production', branch: 'main' });
    expect(readFileSync(join(workspace, 'amezmo.env'), 'utf8')).toMatch(
      /^AMEZMO_DEPLOYMENT_STATUS=succeeded$/m,
    );
  });
});

describe('every command line in the README and the examples', () => {
  const texts = [
    'README.md',
    ...readdirSync(join(ROOT, 'docs', 'examples')).map((name) => `docs/examples/${name}`),
  ].map((path) => [path, readFileSync(join(ROOT, path), 'utf8')] as const);

  it("runs the release's tarball of this version, until the package is on the registry", ({
    expect,
  }) => {
    for (const [path, text] of texts) {
      // A version asked of the registry answers 404 Not Found.
      expect(text, path).not.toMatch(/^\s*(- )?npx\b.*\bamezmo-deploy@\d/m);
      for (const [, address] of text.matchAll(/--package=(https?:\S+)/g)) {
        expect(address, path).toBe(RELEASE_TARBALL);
      }
    }
    expect(texts.find(([path]) => path === 'README.md')?.[1]).toContain(
      `npx --yes --package=${RELEASE_TARBALL} amezmo-deploy`,
    );
  });
});
