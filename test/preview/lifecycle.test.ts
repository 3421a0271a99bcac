// The life cycle against the simulator and the GitHub stand-in, on a fake clock: every wait is
// counted, none is slept.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AmezmoClient } from '../../src/api/client.ts';
import { messageOf } from '../../src/api/errors.ts';
import type { RunContext } from '../../src/github/context.ts';
import type { Logger } from '../../src/logger.ts';
import { GitHubClient } from '../../src/github/rest.ts';
import { NO_RELEASE } from '../../src/pipeline/release.ts';
import type { PreviewDependencies, PreviewRun, PreviewSettings } from '../../src/preview/job.ts';
import { runPreview } from '../../src/preview/run.ts';
import { waitUntilReady } from '../../src/preview/instance.ts';
import { previewName } from '../../src/preview/name.ts';
import { LaunchTimeoutError, uploadArchive } from '../../src/pipeline/upload.ts';
import { liveCommentBody, previewFacts, previewOutputs } from '../../src/preview/report.ts';
import { createSampleApp } from '../../simulator/sample-app.ts';
import { startSimulator, type Simulator } from '../../simulator/server.ts';
import { startGitHubApi, type GitHubApi } from '../github-api/server.ts';
import { fakeClock, type FakeClock } from '../helpers/clock.ts';

const SHA = 'a'.repeat(40);
/** acme/shop's preview of pull request `n`. */
const shop = (n: number) => previewName('pr', 'acme/shop', n);
let sim: Simulator;
let github: GitHubApi;
let client: AmezmoClient;
let clock: FakeClock;
let root: string;
let workspace: string;
let logs: string[];

const logger: Logger = {
  debug: () => {},
  info: (message) => logs.push(message),
  warning: (message) => logs.push(`warning: ${message}`),
  notice: (message) => logs.push(`notice: ${message}`),
};

async function start(options: Parameters<typeof startSimulator>[0] = {}): Promise<void> {
  await sim?.close();
  sim = await startSimulator({ deployment: { pollsToFinish: 1 }, ...options });
  clock = fakeClock(Date.now());
  client = new AmezmoClient({
    baseUrl: sim.baseUrl,
    apiKey: sim.apiKey,
    clock,
  });
}

beforeEach(async () => {
  await start();
  github = await startGitHubApi();
  root = mkdtempSync(join(tmpdir(), 'preview-test-'));
  workspace = join(root, 'workspace');
  mkdirSync(join(root, 'temp'));
  createSampleApp(workspace);
  logs = [];
});
afterEach(async () => {
  await client.close();
  await sim.close();
  await github.close();
  rmSync(root, { recursive: true, force: true });
});

function settings(
  overrides: Partial<PreviewSettings> = {},
  launch: Partial<NonNullable<PreviewSettings['launch']>> = {},
): PreviewSettings {
  return {
    prefix: 'pr',
    launch: {
      region: 'lb2-us',
      instanceType: 'hobby',
      phpVersion: '8.3',
      mysql: false,
      mysqlVersion: undefined,
      appType: 'laravel',
      ...launch,
    },
    environment: 'production',
    build: {
      path: workspace,
      exclude: [],
      ignoreFile: '.amezmoignore',
      compressionLevel: 1,
      keepArchive: false,
      logEntries: false,
      links: 'keep',
    },
    waitTimeoutSeconds: 60,
    launchTimeoutSeconds: 600,
    maxAgeMs: undefined,
    trigger: { trigger: 'always', label: 'preview', drafts: false },
    budget: { maxPreviews: undefined, maxHourlyMicros: undefined },
    comment: true,
    githubDeployment: true,
    ...overrides,
  };
}

function context(eventName: string, payload: Record<string, unknown>): RunContext {
  return {
    eventName,
    ref: '',
    headRef: '',
    sha: SHA,
    repository: 'acme/shop',
    actor: 'octocat',
    actorId: '1',
    payload,
    runUrl: 'https://github.com/acme/shop/actions/runs/1',
    repositoryUrl: 'https://github.com/acme/shop',
    apiUrl: github.url,
    tempDir: join(root, 'temp'),
  };
}

const opened = (number = 7) =>
  context('pull_request', {
    action: 'opened',
    number,
    pull_request: { number, head: { sha: SHA, ref: 'feature/x' } },
  });

/** The dependencies of a run; without `token`, it has no GitHub client, as without a token. */
function deps(token = true): PreviewDependencies {
  return {
    client,
    ...(token ? { github: new GitHubClient({ token: 'ghs_x', apiUrl: github.url }) } : {}),
    clock,
    logger,
    group: (_title, phase) => phase(),
    signal: new AbortController().signal,
  };
}

const route = (name: string) => sim.requests.filter((request) => request.route === name);
const failureOf = (run: PreviewRun) => run.failure as Error | undefined;

describe('launching', () => {
  it('waits for a launching instance from a tuned first pause', async () => {
    await start({ readsToLaunch: 9, deployment: { pollsToFinish: 1 } });
    const run = await runPreview(settings(), opened(), { ...deps(), pollMs: 20 });
    expect(run.failure).toBeUndefined();
    expect(clock.sleeps.slice(0, 8)).toEqual([20, 30, 45, 68, 102, 150, 150, 150]);
  });

  it('waits for a launching instance on the clock, backing off, then deploys', async () => {
    await start({ readsToLaunch: 4, deployment: { pollsToFinish: 1 } });
    const run = await runPreview(settings(), opened(), deps());
    expect(run.failure).toBeUndefined();
    expect(clock.sleeps.slice(0, 3)).toEqual([2_000, 3_000, 4_500]);
    expect(route('createInstance')[0]?.fields).toEqual({
      runtime: 'php',
      instance_type: 'hobby',
      region: 'lb2-us',
      name: shop(7),
      'php[version]': '8.3',
      'mysql[enabled]': '0',
      app_type: 'laravel',
    });
    expect(previewOutputs(run)).toMatchObject({
      outcome: 'created',
      'deployment-status': 'succeeded',
    });
  });

  it('gives up after launch-timeout with what the instance was, and deploys nothing', async () => {
    await start({ readsToLaunch: 1_000 });
    const error = failureOf(
      await runPreview(settings({ launchTimeoutSeconds: 10 }), opened(), deps()),
    );
    expect(error).toBeInstanceOf(LaunchTimeoutError);
    expect((error as Error).message).toMatch(
      /^Preview instance \d+ was not ready after 10 s \(instance Launching, environment pending\)\. Raise 'launch-timeout'/,
    );
    expect(route('createDeployment')).toEqual([]);
    // The comment says so, with the instance, so a reviewer knows what is going on.
    expect(github.comments[0]?.body).toContain(shop(7));
  });

  it("takes a 409 invalid_instance_state as 'not ready yet' and tries again", async () => {
    await start({ readsToLaunch: 1 });
    sim.inject('createDeployment', {
      kind: 'status',
      status: 409,
      code: 'invalid_instance_state',
      message: 'The environment is paused, launching, or failed.',
    });
    const run = await runPreview(settings(), opened(), deps());
    expect(route('createDeployment').map((request) => request.status)).toEqual([409, 201]);
    expect(logs.some((line) => line.includes('is not ready for deployments yet'))).toBe(true);
    expect(run.release?.deploymentStatus).toBe('succeeded');
  });

  it('tries a refused deployment again after the tuned first pause', async () => {
    await start({ readsToLaunch: 1 });
    sim.inject('createDeployment', {
      kind: 'status',
      status: 409,
      code: 'invalid_instance_state',
      message: 'The environment is paused, launching, or failed.',
    });
    const run = await runPreview(settings(), opened(), { ...deps(), pollMs: 20 });
    expect(route('createDeployment').map((request) => request.status)).toEqual([409, 201]);
    expect(run.release?.deploymentStatus).toBe('succeeded');
    expect(clock.sleeps[0]).toBe(20);
    expect(Math.max(...clock.sleeps)).toBeLessThanOrEqual(150);
  });

  it('fails with the deployment status, and marks the GitHub deployment failed', async () => {
    await start({ readsToLaunch: 1, deployment: { pollsToFinish: 1, finalStatus: 'failed' } });
    expect(failureOf(await runPreview(settings(), opened(), deps()))?.message).toMatch(
      /ended with status 'failed'/,
    );
    expect(github.deployments[0]?.states).toEqual(['in_progress', 'failure']);
    expect(github.comments[0]?.body).toContain('❌ **Deployment 838 ended failed.** See');
  });
});

describe('events', () => {
  it("finds a fork's pull request of a workflow_run by its head", async () => {
    await start({ readsToLaunch: 1 });
    github.pulls.set(12, { state: 'open', headLabel: 'forker:fix' });
    const run = context('workflow_run', {
      workflow_run: {
        conclusion: 'success',
        head_sha: SHA,
        head_branch: 'fix',
        head_repository: { owner: { login: 'forker' } },
        pull_requests: [],
      },
    });
    const result = await runPreview(settings(), run, deps());
    expect(result.instanceName).toBe(shop(12));
    expect(github.comments[0]?.issueNumber).toBe(12);
  });

  it('says what is missing when no pull request can be found', async () => {
    const run = context('workflow_run', {
      workflow_run: { conclusion: 'success', head_sha: SHA, pull_requests: [] },
    });
    expect(failureOf(await runPreview(settings(), run, deps(false)))?.message).toContain(
      'The workflow_run event names no pull request: run previews on pull_request events',
    );
  });

  it('skips events it does not act on, with a notice and the outcome', async () => {
    const run = await runPreview(settings(), context('push', {}), deps());
    expect(run.outcome).toBe('skipped');
    expect(logs).toEqual([
      'notice: Nothing to do: the push event is not one previews act on; use pull_request, issue_comment, workflow_run, schedule or workflow_dispatch.',
    ]);
    expect(sim.requests).toEqual([]);
  });

  it('refuses a repository it cannot name previews after', async () => {
    const run = await runPreview(settings(), { ...opened(), repository: 'nope' }, deps());
    expect(failureOf(run)?.message).toContain("GITHUB_REPOSITORY is 'nope', not owner/name");
  });

  it('lists the instance types when the type is wrong', async () => {
    expect(
      failureOf(await runPreview(settings({}, { instanceType: 'huge' }), opened(), deps()))
        ?.message,
    ).toBe(
      "Input 'instance-type' has 'huge', which Amezmo does not offer. Types: hobby ($0.026880 an hour), developer ($0.053760 an hour), business ($0.134400 an hour).",
    );
  });
});

describe('clean-up', () => {
  const HOUR = 3_600_000;
  const add = (name: string, hoursOld: number) =>
    sim.account.addInstance({
      name,
      instanceType: 'hobby',
      createdAt: new Date(clock.now() - hoursOld * HOUR),
    }).seed.id;

  it('without a token, warns and terminates for age only', async () => {
    const old = add(shop(1), 80);
    add(shop(2), 1);
    const run = await runPreview(
      settings({ maxAgeMs: 72 * HOUR }),
      context('schedule', {}),
      deps(false),
    );
    expect(logs).toContain(
      "warning: Without 'github-token', closed pull requests are not known; only max-age applies.",
    );
    expect(route('terminateInstance').map((request) => request.path)).toEqual([
      `/v1/instances/${old}`,
    ]);
    const facts = previewFacts(run, {
      runUrl: 'https://github.com/acme/shop/actions/runs/1',
      repositoryUrl: '',
      now: clock.now(),
    });
    expect(facts.map(([name]) => name)).toEqual([
      'Outcome',
      `${shop(1)} (#1)`,
      `${shop(2)} (#2)`,
      'Run',
    ]);
  });

  it('goes on past a preview it cannot terminate, then fails naming it', async () => {
    const first = add(shop(1), 1);
    const second = add(shop(2), 1);
    github.pulls.set(1, { state: 'closed' });
    github.pulls.set(2, { state: 'closed' });
    sim.inject('terminateInstance', { kind: 'status', status: 403, message: 'Not yours.' });
    const run = await runPreview(settings(), context('schedule', {}), deps());
    expect(failureOf(run)?.message).toMatch(
      new RegExp(
        `^Could not terminate preview instance ${shop(1)} \\(\\d+\\): Amezmo API: 403 forbidden: Not yours\\. .*It is still running, and billed by the hour: terminate it in the Amezmo dashboard, or run the clean-up \\(schedule or workflow_dispatch\\) again\\.$`,
      ),
    );
    expect(sim.account.instanceIds()).toEqual([sim.seeded?.instanceId, first]);
    expect(second).toBeGreaterThan(first);
    expect(run.steps.map((step) => step.result?.slice(0, 7))).toEqual(['failed:', 'termina']);
    expect(github.comments.map((comment) => comment.issueNumber)).toEqual([2]);
  });
});

describe('closing', () => {
  const closed = (number = 7) =>
    context('pull_request', { action: 'closed', number, pull_request: { number } });

  it('terminates, follows to 404, retires GitHub deployments and edits the comment', async () => {
    await start({ readsToLaunch: 1 });
    const id = (await runPreview(settings(), opened(), deps())).instanceId as number;
    const run = await runPreview(settings(), closed(), deps());
    expect(run).toMatchObject({
      outcome: 'terminated',
      instanceId: id,
      instanceName: shop(7),
    });
    expect(route('terminateInstance').map((request) => request.path)).toEqual([
      `/v1/instances/${id}`,
    ]);
    expect(route('getInstance').at(-1)?.status).toBe(404);
    expect(github.deployments[0]?.states.at(-1)).toBe('inactive');
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]?.body).toContain('because pull request #7 was closed');
  });

  it('warns when the instance is still being deleted after launch-timeout, and does not fail', async () => {
    await start({ readsToLaunch: 1, terminationMs: 3_600_000 });
    const id = sim.account.addInstance({ name: shop(7) }).seed.id;
    await runPreview(settings({ launchTimeoutSeconds: 30, comment: false }), closed(), deps());
    expect(logs).toContain(
      `warning: Preview instance ${id} (${shop(7)}) was still being deleted after 30 s; Amezmo finishes it on its own.`,
    );
    expect(logs).toContain(`Preview instance ${id}: Deleting`);
    expect(github.requests.filter((request) => request.path.includes('/comments'))).toEqual([]);
  });

  it('counts a DELETE answered 404 as gone, and retires the preview all the same', async () => {
    const id = sim.account.addInstance({ name: shop(7) }).seed.id;
    sim.inject('terminateInstance', { kind: 'status', status: 404 });
    const run = await runPreview(settings(), closed(), deps());
    expect(run.failure).toBeUndefined();
    expect(run.outcome).toBe('terminated');
    expect(logs).toContain(`Preview instance ${id} (${shop(7)}) was gone already.`);
    expect(github.comments[0]?.body).toContain('### Amezmo preview: gone');
  });

  it('skips a pull request without a preview, touching no instance', async () => {
    sim.account.addInstance({ name: shop(8) });
    const run = await runPreview(settings(), closed(), deps());
    expect(run.outcome).toBe('skipped');
    expect(run.skipReason).toBe(
      `pull request #7 has no preview instance named ${shop(7)} to terminate.`,
    );
    expect(route('terminateInstance')).toEqual([]);
  });
});

describe('reusing and the instance limit', () => {
  it('reuses the preview with the price of its own instance type', async () => {
    sim.account.addInstance({ name: shop(7), instanceType: 'business' });
    const run = await runPreview(settings(), opened(), deps());
    expect(run).toMatchObject({
      outcome: 'updated',
      instanceType: 'business',
      hourlyPrice: '0.134400',
    });
    expect(route('createInstance')).toEqual([]);
  });

  it('goes on without /me where the service lacks it, and names the 422', async () => {
    sim.disable('getMe');
    sim.inject('createInstance', {
      kind: 'status',
      status: 422,
      code: 'instance_limit_reached',
      message: 'Limit.',
    });
    sim.account.addInstance({ name: 'pr-other-9' });
    expect(failureOf(await runPreview(settings(), opened(), deps()))?.message).toContain(
      'The Amezmo account has reached its instance limit, so no preview can be created for pull request #7 (Limit.). Previews holding instances: pr-other-9 (',
    );
  });
});

describe('waiting for an instance', () => {
  const wait = () => ({
    client,
    clock,
    logger,
    deadline: clock.now() + 10_000,
    timeoutSeconds: 10,
  });

  it.each([
    [
      'has no such environment',
      'qa',
      undefined,
      "has no environment 'qa' (it has 'production', 'staging')",
    ],
    ['is being deleted', 'production', 'Deleting', 'is being deleted'],
    ['failed', 'production', 'Failed', 'failed to launch (instance Failed'],
  ])('fails at once when the instance %s', async (_, environment, state, message) => {
    const id = sim.account.addInstance({ name: shop(7), state }).seed.id;
    await expect(waitUntilReady(wait(), id, environment)).rejects.toThrow(message);
    expect(clock.sleeps).toEqual([]);
  });

  it('stops trying a refused deployment at the deadline', async () => {
    const id = sim.account.addInstance({ name: shop(7), state: 'Launching' }).seed.id;
    // An empty zip: its end record alone.
    const archivePath = join(root, 'empty.zip');
    writeFileSync(
      archivePath,
      Buffer.concat([Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]),
    );
    const launching = { deadline: clock.now() + 10_000, timeoutSeconds: 10 };
    await expect(
      uploadArchive(
        { instance: String(id), environment: 'production' },
        archivePath,
        {},
        { client, clock, logger, signal: new AbortController().signal },
        { launching, startedAt: clock.now() },
      ),
    ).rejects.toThrow(
      /still refused deployments after 10 s \(Amezmo API: 409 invalid_instance_state/,
    );
    expect(clock.sleeps.reduce((sum, ms) => sum + ms, 0)).toBe(10_000);
  });
});

describe('the comment', () => {
  it('shows no link for an address that is not https, and a failure with its run', () => {
    const body = liveCommentBody(
      {
        steps: [],
        pullRequest: 3,
        instanceName: shop(3),
        previewUrl: 'javascript:alert(1)',
        release: { ...NO_RELEASE, deploymentStatus: '<b>x</b>' },
        failure: new Error('boom'),
      },
      { runUrl: 'https://github.com/acme/shop/actions/runs/1', repositoryUrl: '' },
      0,
    );
    expect(body).toContain('| Preview | javascript:alert(1) |');
    expect(body).toContain('| Deployment | ❌ bxb |');
    // What failed leads, before the address: built from what the run learnt, not its message.
    expect(body.split('\n')[2]).toBe(
      '❌ **The last run failed.** See [the run log](https://github.com/acme/shop/actions/runs/1).',
    );
    expect(body).not.toContain('boom');
    expect(body).toContain(`| Instance | ${shop(3)} (not created) |`);
  });

  it('says the instance is launching, and how long that may take, before any deployment', () => {
    const body = liveCommentBody(
      {
        steps: [],
        pullRequest: 3,
        instanceName: shop(3),
        instanceId: 1002,
        launching: { timeoutSeconds: 1200 },
      },
      { runUrl: 'https://github.com/acme/shop/actions/runs/1', repositoryUrl: '' },
      0,
    );
    expect(body).toContain('⏳ **Launching the preview instance.**');
    expect(body).toContain('| Preview | known once the instance has launched |');
    expect(body).toContain('| Deployment | ⏳ once the instance has launched (up to 20 minutes) |');
  });
});

describe('previews on demand', () => {
  const COMMENT = { trigger: 'comment', label: 'preview', drafts: false } as const;
  const LABEL = { trigger: 'label', label: 'preview', drafts: false } as const;
  const NO_CAP = { maxPreviews: undefined, maxHourlyMicros: undefined };

  /** A `/preview` comment of `login` on pull request 7, kept by the stand-in. */
  function command(body: string, login = 'octocat', id = 501) {
    github.comments.push({ id, issueNumber: 7, body, author: login });
    return context('issue_comment', {
      action: 'created',
      issue: { number: 7, pull_request: {} },
      comment: { id, body, user: { login } },
    });
  }
  const reactions = () => github.reactions.map(({ content }) => content);
  const pullEvent = (action: string, extra: Record<string, unknown> = {}) =>
    context('pull_request', {
      action,
      number: 7,
      pull_request: { number: 7, head: { sha: SHA, ref: 'feature/x' }, ...extra },
      ...(action.endsWith('labeled') ? { label: { name: 'preview' } } : {}),
    });

  it('launches on /preview by a writer, checking the workspace holds the head', async () => {
    await start({ readsToLaunch: 1 });
    github.collaborators.set('octocat', 'write');
    github.pulls.set(7, { state: 'open', headLabel: 'acme:feature/x', headSha: SHA });
    const run = await runPreview(settings({ trigger: COMMENT }), command('/preview'), {
      ...deps(),
      gitHead: () => Promise.resolve({ sha: SHA, time: 1_700_000_000 }),
    });
    expect(run.failure).toBeUndefined();
    expect(run.outcome).toBe('created');
    expect(reactions()).toEqual(['eyes', 'rocket']);
    expect(route('createDeployment')[0]?.fields.commit).toBe(SHA);
  });

  it('launches nothing when the workspace holds another commit', async () => {
    github.collaborators.set('octocat', 'admin');
    github.pulls.set(7, { state: 'open', headLabel: 'acme:feature/x', headSha: SHA });
    const run = await runPreview(settings({ trigger: COMMENT }), command('/preview'), {
      ...deps(),
      gitHead: () => Promise.resolve({ sha: 'b'.repeat(40), time: 1 }),
    });
    expect(failureOf(run)?.message).toMatch(/^The workspace holds commit b{40}, not the head/);
    expect(route('createInstance')).toEqual([]);
    expect(reactions()).toEqual(['eyes', 'confused']);
  });

  it('throws the folder problem only when the workspace is to be deployed', async () => {
    github.collaborators.set('octocat', 'write');
    github.pulls.set(7, { state: 'open', headLabel: 'acme:feature/x', headSha: SHA });
    const problem = new Error("Input 'path' has '.': the folder is empty.");
    const run = await runPreview(
      settings({ trigger: COMMENT, build: undefined, buildProblem: problem }),
      command('/preview'),
      deps(),
    );
    expect(run.failure).toBe(problem);
  });

  it('refuses a reader, and says so in a reply', async () => {
    github.collaborators.set('mallory', 'read');
    const run = await runPreview(
      settings({ trigger: COMMENT }),
      command('/preview', 'mallory'),
      deps(),
    );
    expect(run).toMatchObject({ outcome: 'refused', pullRequest: 7 });
    expect(github.comments.at(-1)?.body).toContain('mallory has read access');
    expect(reactions()).toEqual(['eyes', 'confused']);
    expect(sim.requests).toEqual([]);
  });

  it('fails when it cannot check who asked, and launches nothing', async () => {
    github.fail(/permission/, 500, Infinity);
    const run = await runPreview(settings({ trigger: COMMENT }), command('/preview'), {
      ...deps(),
      github: new GitHubClient({ token: 'ghs_x', apiUrl: github.url, retryDelayMs: 1 }),
    });
    expect(failureOf(run)?.message).toMatch(
      /^Could not check octocat's permission on acme\/shop: .*Nothing was launched or stopped/,
    );
    expect(sim.requests).toEqual([]);
  });

  it('needs a token to read a comment', async () => {
    const run = await runPreview(settings({ trigger: COMMENT }), command('/preview'), deps(false));
    expect(failureOf(run)?.message).toContain("A /preview comment needs 'github-token'");
  });

  it("launches a fork's preview and deploys nothing of it", async () => {
    await start({ readsToLaunch: 1 });
    github.collaborators.set('octocat', 'maintain');
    github.pulls.set(7, { state: 'open', headLabel: 'forker:x', headRepository: 'forker/shop' });
    const run = await runPreview(
      settings({ trigger: COMMENT, build: undefined }),
      command('/preview'),
      deps(),
    );
    expect(run.failure).toBeUndefined();
    expect(run.outcome).toBe('created');
    expect(run.awaiting).toContain('comes from a fork');
    expect(route('createDeployment')).toEqual([]);
    expect(github.comments.at(-1)?.body).toContain('Nothing is deployed yet');
  });

  it('tears down on /preview stop, and on unlabel, telling the cost', async () => {
    github.collaborators.set('octocat', 'write');
    github.pulls.set(7, { state: 'open', headLabel: 'acme:feature/x' });
    sim.account.addInstance({
      name: shop(7),
      instanceType: 'developer',
      createdAt: new Date(clock.now() - 3 * 3_600_000),
    });
    const stopped = await runPreview(
      settings({ trigger: COMMENT }),
      command('/preview stop'),
      deps(),
    );
    expect(stopped.outcome).toBe('terminated');
    expect(stopped.hourlyPrice).toBe('0.053760');
    expect(stopped.ended).toEqual([
      expect.objectContaining({ billedHours: 3, totalMicros: 161_280 }),
    ]);
    expect(logs).toContainEqual(
      expect.stringMatching(
        /notice: Ended .*: developer at \$0\.053760 an hour for 3h 0m: about \$0\.17 \(3 hours billed\)\./,
      ),
    );
    sim.account.addInstance({ name: shop(7), instanceType: 'hobby' });
    const unlabeled = await runPreview(
      settings({ trigger: LABEL }),
      pullEvent('unlabeled'),
      deps(),
    );
    expect(unlabeled.outcome).toBe('terminated');
    expect(github.comments.at(-1)?.body).toContain(
      'because the label `preview` was removed from pull request #7',
    );
  });

  it('tells no cost it cannot know, and tears down all the same', async () => {
    sim.account.addInstance({ name: shop(7), instanceType: 'hobby' });
    sim.inject('listInstanceTypes', { kind: 'status', status: 404 }, 5);
    const run = await runPreview(settings(), pullEvent('closed'), deps());
    expect(run.outcome).toBe('terminated');
    expect(run.ended?.[0]?.totalMicros).toBeUndefined();
    expect(logs).toContainEqual(expect.stringContaining('costs are not told'));
  });

  it('deploys again on a push with trigger comment, and launches none', async () => {
    const run = await runPreview(settings({ trigger: COMMENT }), pullEvent('synchronize'), deps());
    expect(run.outcome).toBe('skipped');
    expect(run.skipReason).toBe(
      'pull request #7 has no preview, and this run launches none; a /preview comment launches one.',
    );
    expect(route('createInstance')).toEqual([]);
  });

  it('refuses a launch past the budget, and comments who holds it', async () => {
    sim.account.addInstance({ name: shop(3), instanceType: 'business' });
    const run = await runPreview(
      settings({ budget: { ...NO_CAP, maxHourlyMicros: 150_000 } }),
      opened(),
      deps(),
    );
    expect(run.outcome).toBe('refused');
    expect(failureOf(run)?.message).toMatch(
      /^No preview for pull request #7: its hobby instance at \$0\.026880 an hour would bring the previews of acme\/shop to \$0\.161280 an hour, past max-hourly-cost \$0\.150000\. The budget is held by /,
    );
    expect(route('createInstance')).toEqual([]);
    expect(github.comments[0]?.body).toContain('### Amezmo preview of #7: not launched');
    const roomy = await runPreview(
      settings({ budget: { ...NO_CAP, maxPreviews: 2 } }),
      opened(),
      deps(),
    );
    expect(roomy.failure).toBeUndefined();
    expect(logs).toContainEqual('Budget: 2 preview(s) with this one (max-previews 2).');
  });

  it("reads a workflow_run's pull request: its labels decide, and one it cannot read is unknown", async () => {
    github.pulls.set(12, { state: 'open', headLabel: 'forker:fix', labels: [] });
    const built = context('workflow_run', {
      workflow_run: { conclusion: 'success', head_sha: SHA, pull_requests: [{ number: 12 }] },
    });
    const unlabeled = await runPreview(settings({ trigger: LABEL }), built, deps());
    expect(unlabeled.skipReason).toBe('pull request #12 does not carry the label `preview`.');
    github.fail(/pulls\/12/, 500, Infinity);
    const unknown = await runPreview(settings({ trigger: LABEL }), built, {
      ...deps(),
      github: new GitHubClient({ token: 'ghs_x', apiUrl: github.url, retryDelayMs: 1 }),
    });
    expect(unknown.skipReason).toContain(
      "labels could not be read; trigger: label needs 'github-token'",
    );
    expect(logs).toContainEqual(
      expect.stringContaining('warning: Could not read pull request #12'),
    );
  });
});

describe('previews on demand: the rest of the way', () => {
  const COMMENT = { trigger: 'comment', label: 'preview', drafts: false } as const;

  it('deploys a workflow_run without a token, its draft state unknown', async () => {
    await start({ readsToLaunch: 1 });
    const built = context('workflow_run', {
      workflow_run: { conclusion: 'success', head_sha: SHA, pull_requests: [{ number: 12 }] },
    });
    const run = await runPreview(settings(), built, deps(false));
    expect(run.failure).toBeUndefined();
    expect(run.outcome).toBe('created');
  });

  it('refuses, with a reply, a workspace whose commit it cannot tell, launching nothing', async () => {
    await start({ readsToLaunch: 1 });
    github.collaborators.set('octocat', 'write');
    github.pulls.set(7, { state: 'open', headLabel: 'acme:feature/x', headSha: SHA });
    github.comments.push({ id: 501, issueNumber: 7, body: '/preview', author: 'octocat' });
    const run = await runPreview(
      settings({ trigger: COMMENT }),
      context('issue_comment', {
        action: 'created',
        issue: { number: 7, pull_request: {} },
        comment: { id: 501, body: '/preview', user: { login: 'octocat' } },
      }),
      { ...deps(), gitHead: () => Promise.resolve(undefined) },
    );
    expect(run.outcome).toBe('refused');
    expect(messageOf(run.failure)).toBe(
      'The workspace is not a git checkout whose commit can be read, so it cannot be proven to ' +
        `hold the head of pull request #7 (${SHA}): check out the pull request's head before the ` +
        'preview step (see "Previews on demand" in the README). Nothing was launched or deployed.',
    );
    expect(route('createInstance')).toEqual([]);
    expect(github.comments.at(-1)?.body).toContain(
      '`/preview` was not carried out: the workspace is not a git checkout',
    );
  });

  it('launches nothing for a push after the close, and names duplicates of a race', async () => {
    github.pulls.set(7, { state: 'closed' });
    const late = await runPreview(settings(), opened(), deps());
    expect(late.skipReason).toBe('pull request #7 is closed.');
    github.pulls.set(7, { state: 'open' });
    await start({ readsToLaunch: 1 });
    sim.account.addInstance({ name: shop(7), instanceType: 'hobby' });
    sim.account.addInstance({ name: shop(7), instanceType: 'hobby' });
    const run = await runPreview(
      settings({ budget: { maxPreviews: undefined, maxHourlyMicros: 1_000_000 } }),
      opened(),
      deps(),
    );
    expect(run.outcome).toBe('updated');
    expect(logs).toContainEqual(
      expect.stringMatching(
        /^warning: Pull request #7 has 2 instances named .* is terminated when/,
      ),
    );
  });

  it('tells the budget it fits in, and a clean-up with nothing to end asks no prices', async () => {
    await start({ readsToLaunch: 1 });
    const run = await runPreview(
      settings({ budget: { maxPreviews: undefined, maxHourlyMicros: 1_000_000 } }),
      opened(),
      deps(),
    );
    expect(run.outcome).toBe('created');
    expect(logs).toContainEqual('Budget: 1 preview(s) with this one.');
    const cleaned = await runPreview(settings(), context('schedule', {}), deps());
    expect(cleaned.outcome).toBe('cleaned');
    expect(route('listInstanceTypes')).toHaveLength(1);
    expect(logs).toContainEqual('notice: Clean-up terminated 0 preview(s) and kept 1.');
  });
});
