// The run from its event: the trigger's decision, and a /preview command's reactions and reply,
// against the simulator and the GitHub stand-in on a fake clock.
import { describe, expect, it } from 'vitest';
import { messageOf } from '../../src/api/errors.ts';
import { GitHubClient } from '../../src/github/rest.ts';
import { runPreview } from '../../src/preview/run.ts';
import {
  clock,
  context,
  deps,
  failureOf,
  github,
  logs,
  opened,
  route,
  settings,
  SHA,
  shop,
  sim,
  start,
  usePreviewRuns,
} from './fixture.ts';

usePreviewRuns();

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

describe('previews on demand', () => {
  const COMMENT = { trigger: 'comment', label: 'preview', drafts: false } as const;
  const LABEL = { trigger: 'label', label: 'preview', drafts: false } as const;

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
});
