// The examples for other CIs (docs/examples/gitlab-ci.yml, bitbucket-pipelines.yml,
// circleci-config.yml), run: each job's `npx --package=<the release's tarball> amezmo-deploy ...`
// line read as the CI's shell reads it, and its arguments given to the command line's `main` in
// the test's process, with the job's own variables and those the CI would set for the push it
// runs on, against the simulator. So an example that names a flag the command line lacks, or
// deploys where it says it does not, fails. test/e2e/cli-examples.test.ts runs such lines with
// npx and the packed tarball.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it, type ExpectStatic, type TestContext } from 'vitest';
import { ROOT } from '../../simulator/runner.ts';
import {
  examplesWorld,
  gitlabCiJob,
  gitlabPush,
  read,
  RELEASE_TARBALL,
  SHA,
  sha256,
} from '../helpers/cli-examples.ts';
import { skippingClock } from '../helpers/clock.ts';
import { runCliInProcess } from '../helpers/in-process.ts';
import { QUICK_HEALTHCHECK_MS } from '../helpers/simulator.ts';

// gitlab-ci.yml's tests make up to three runs each, five at once, all in this one process: on two
// cores shared with other work, the unit project's 20 s is too short for them.
const RUNS_TIMEOUT_MS = 60_000;

// Amezmo's health check 50 ms after a release is live: a clock that skips its pauses looks again
// at once, so a longer real delay is only more looks.
const world = (context: { expect: ExpectStatic; onTestFinished: TestContext['onTestFinished'] }) =>
  examplesWorld(
    context,
    (options) => runCliInProcess({ ...options, clock: skippingClock(Date.now()) }),
    QUICK_HEALTHCHECK_MS,
  );

describe.concurrent('docs/examples/gitlab-ci.yml', { timeout: RUNS_TIMEOUT_MS }, () => {
  const job = gitlabCiJob;
  const gitlab = gitlabPush;

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

  it('keeps one deployment of each environment at a time', ({ expect }) => {
    expect(job('deploy-production')).toMatchObject({ resource_group: 'amezmo-production' });
    expect(job('rollback-production')).toMatchObject({ resource_group: 'amezmo-production' });
    expect(job('review')).toMatchObject({ resource_group: 'review-$CI_MERGE_REQUEST_IID' });
  });
});

describe.concurrent('docs/examples/bitbucket-pipelines.yml', () => {
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

describe.concurrent('docs/examples/circleci-config.yml', () => {
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

describe.concurrent('every command line in the README and the examples', () => {
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
