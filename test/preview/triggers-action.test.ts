// Previews on demand in the test's process (`runActionInProcess`): each trigger (label, comment,
// drafts), hostile comments, each cap of the budget, and what the clean-up says its previews
// cost, with the same assertions the bundle's runs had; test/e2e/preview-triggers.test.ts keeps
// the preview bundle's labeled preview and a workspace refused by its commit.
import { describe, it } from 'vitest';
import type { Simulator } from '../helpers/simulator.ts';
import type { StoredPullRequest } from '../github-api/server.ts';
import { previewName } from '../../src/preview/name.ts';
import { runActionInProcess } from '../helpers/in-process.ts';
import {
  FIRST,
  HOUR,
  RUN_URL,
  shop,
  pullEvent,
  world,
  type World,
} from '../helpers/preview-triggers-world.ts';

describe.concurrent('trigger: comment', { timeout: 60_000 }, () => {
  const COMMENT = { trigger: 'comment' };

  it('launches and deploys on /preview by a writer, reacting 👀 then 🚀, and links the run', async ({
    expect,
    onTestFinished,
  }) => {
    const { github, commentEvent, commitWorkspace, preview, requests, reactionsOn, written } =
      await world(onTestFinished, runActionInProcess);
    github.collaborators.set('octocat', 'maintain');
    const head = commitWorkspace();
    github.pulls.set(7, {
      state: 'open',
      headLabel: 'acme:feature/login',
      headSha: head,
    });
    const { id, event } = commentEvent('/preview', 'octocat');
    const result = await preview('issue_comment', event, COMMENT);
    expect(result.errors).toEqual([]);
    expect(result.exitCode).toBe(0);
    const instance = Number(result.outputs['instance-id']);
    expect(result.outputs).toMatchObject({ outcome: 'created', 'deployment-status': 'succeeded' });
    expect(requests('createDeployment').map((request) => request.fields)).toEqual([
      expect.objectContaining({ commit: head, branch: 'feature/login' }),
    ]);
    expect(requests('createDeployment')[0]?.path).toBe(`/v1/instances/${instance}/deployments`);
    expect(reactionsOn(id)).toEqual(['eyes', 'rocket']);
    // 👀 before anything else is asked, 🚀 after everything.
    const paths = github.requests.map((request) => `${request.method} ${request.path}`);
    expect(paths[0]).toBe(`POST /repos/acme/shop/issues/comments/${id}/reactions`);
    expect(paths[1]).toBe('GET /repos/acme/shop/collaborators/octocat/permission');
    expect(paths.at(-1)).toBe(`POST /repos/acme/shop/issues/comments/${id}/reactions`);
    expect(result.stdout).toContain('Deploying the preview of #7: octocat asked /preview.');
    expect(result.stdout).not.toContain('Could not tell which commit');
    expect(written()).toHaveLength(1);
    expect(written()[0]).toContain(`[Last run](${RUN_URL})`);
    expect(written()[0]).toContain('It is terminated by a `/preview stop` comment');

    // A push updates it; it never launches one where there is none (#8).
    const pushed = await preview('pull_request', pullEvent('synchronize'), COMMENT);
    expect(pushed.outputs).toMatchObject({ outcome: 'updated', 'instance-id': String(instance) });
    const other = await preview('pull_request', pullEvent('synchronize', { number: 8 }), COMMENT);
    expect(other.outputs.outcome).toBe('skipped');
    expect(other.stdout).toContain(
      '::notice::Nothing to deploy: pull request #8 has no preview, and this run launches none; a /preview comment launches one.',
    );
    expect(requests('createInstance')).toHaveLength(1);
  });

  it('refuses /preview by a reader with a reply, and launches nothing', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, github, commentEvent, preview, reactionsOn, written } = await world(
      onTestFinished,
      runActionInProcess,
    );
    github.collaborators.set('mallory', 'triage');
    github.pulls.set(7, { state: 'open', headLabel: 'acme:feature/login', headSha: FIRST });
    const { id, event } = commentEvent('/preview', 'mallory');
    const result = await preview('issue_comment', event, COMMENT);
    expect(result.errors).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(result.outputs.outcome).toBe('refused');
    expect(result.stdout).toContain(
      '::notice::Refused: mallory has triage access to this repository; only people with write, maintain or admin access may launch or stop a preview.',
    );
    expect(reactionsOn(id)).toEqual(['eyes', 'confused']);
    expect(written()).toEqual([
      '### Amezmo preview\n\n`/preview` was not carried out: mallory has triage access to this ' +
        'repository; only people with write, maintain or admin access may launch or stop a ' +
        `preview. [Run](${RUN_URL}).`,
    ]);
    expect(sim.requests.filter((request) => request.method !== 'GET')).toEqual([]);
    // Nor was the pull request read: the refusal comes first.
    expect(github.requests.some((request) => request.path.includes('/pulls/'))).toBe(false);

    // A login GitHub knows no user of is refused alike.
    const stranger = commentEvent('/preview stop', 'nobody-here');
    const refused = await preview('issue_comment', stranger.event, COMMENT, { deploys: false });
    expect(refused.outputs.outcome).toBe('refused');
    expect(refused.stdout).toContain('nobody-here has no access to this repository');
  });

  /** `/preview stop` by a writer on pull request #7, in `state`, whose preview is `hours` old. */
  async function stop(
    { sim, github, commentEvent, preview }: World,
    state: 'open' | 'closed',
    hours: number,
  ) {
    github.collaborators.set('octocat', 'write');
    github.pulls.set(7, { state, headLabel: 'acme:feature/login', headSha: FIRST });
    const instance = sim.account.addInstance({
      name: shop(7),
      instanceType: 'hobby',
      createdAt: new Date(Date.now() - hours * HOUR - 60_000),
    }).seed.id;
    sim.account.terminationMs = 1_000;
    const { id, event } = commentEvent('/preview stop', 'octocat');
    const result = await preview('issue_comment', event, COMMENT, { deploys: false });
    return { id, instance, result };
  }

  it('tears down on /preview stop by a writer, and says what the preview cost', async ({
    expect,
    onTestFinished,
  }) => {
    const w = await world(onTestFinished, runActionInProcess);
    const { reactionsOn, written, expectFollowedTo404 } = w;
    const { id, instance, result } = await stop(w, 'open', 5);
    expect(result.errors).toEqual([]);
    expect(result.outputs).toMatchObject({
      outcome: 'terminated',
      'instance-id': String(instance),
      'hourly-price': '0.026880',
    });
    expectFollowedTo404(expect, instance);
    expect(reactionsOn(id)).toEqual(['eyes', 'rocket']);
    expect(result.stdout).toContain(
      `::notice::Ended ${shop(7)} (${instance}): hobby at $0.026880 an hour for 5h 1m: about $0.17 (6 hours billed).`,
    );
    expect(written()).toHaveLength(1);
    expect(written()[0]).toContain('was terminated because octocat asked /preview stop.');
    expect(result.summary).toContain('about $0.17 (6 hours billed)');
  });

  it("stops, on /preview stop, a closed pull request's preview the close left running, and replies", async ({
    expect,
    onTestFinished,
  }) => {
    const w = await world(onTestFinished, runActionInProcess);
    const { commentEvent, preview, requests, reactionsOn, written, expectFollowedTo404 } = w;
    // The close's run failed, or never ran: its preview is still up and billed.
    const { id, instance, result } = await stop(w, 'closed', 2);
    expect(result.errors).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toMatchObject({
      outcome: 'terminated',
      'instance-id': String(instance),
    });
    expectFollowedTo404(expect, instance);
    expect(reactionsOn(id)).toEqual(['eyes', 'rocket']);
    expect(written()).toEqual([
      expect.stringContaining(
        'was terminated because octocat asked /preview stop on closed pull request #7.',
      ),
      '### Amezmo preview\n\n`/preview stop` was carried out: pull request #7 is closed, but ' +
        `its preview ${shop(7)} was still running: it is terminated now. [Run](${RUN_URL}).`,
    ]);

    // Asked again, there is nothing left to stop: the reply says so.
    const again = commentEvent('/preview stop', 'octocat');
    const nothing = await preview('issue_comment', again.event, COMMENT, { deploys: false });
    expect(nothing.errors).toEqual([]);
    expect(nothing.outputs.outcome).toBe('skipped');
    expect(reactionsOn(again.id)).toEqual(['eyes', 'confused']);
    expect(written().at(-1)).toBe(
      '### Amezmo preview\n\n`/preview stop` was not carried out: pull request #7 is closed, ' +
        `and no preview of it (${shop(7)}) is running. [Run](${RUN_URL}).`,
    );
    expect(requests('terminateInstance')).toHaveLength(1);
  });

  it('answers an unknown word, a closed pull request and a draft with a reply, launching nothing', async ({
    expect,
    onTestFinished,
  }) => {
    const { github, commentEvent, preview, requests, reactionsOn, written } = await world(
      onTestFinished,
      runActionInProcess,
    );
    github.collaborators.set('octocat', 'admin');
    github.pulls.set(7, { state: 'open', draft: true, headLabel: 'acme:feature/login' });
    github.pulls.set(8, { state: 'closed', headLabel: 'acme:fix' });
    const draft = commentEvent('/preview', 'octocat', 7);
    const closed = commentEvent('/preview', 'octocat', 8);
    const unknown = commentEvent('/preview please', 'octocat', 7);
    for (const { id, event } of [draft, closed, unknown]) {
      const result = await preview('issue_comment', event, COMMENT, { deploys: false });
      expect(result.errors).toEqual([]);
      expect(result.outputs.outcome).toBe('skipped');
      expect(reactionsOn(id)).toEqual(['eyes', 'confused']);
    }
    expect(written()).toEqual([
      expect.stringContaining(
        '`/preview` was not carried out: pull request #7 is a draft; drafts get no preview unless drafts: true.',
      ),
      expect.stringContaining('`/preview` was not carried out: pull request #8 is closed.'),
      expect.stringContaining(
        'The comment changed nothing: the comment is not a command the preview knows',
      ),
    ]);
    expect(requests('createInstance')).toEqual([]);
  });

  const CHECK_OUT =
    'check out the pull request\'s head before the preview step (see "Previews on demand" in ' +
    'the README). Nothing was launched or deployed.';
  it.for([
    [
      'a workspace that is not a git checkout',
      { checkout: false, headSha: FIRST },
      'the workspace is not a git checkout whose commit can be read, so it cannot be proven to ' +
        `hold the head of pull request #7 (${FIRST})`,
      CHECK_OUT,
    ],
    [
      'a pull request GitHub answers without its head commit',
      { checkout: true, headSha: null },
      "GitHub's answer for pull request #7 names no head commit (head.sha), so the workspace " +
        'cannot be checked against it',
      'run the workflow again. Nothing was launched or deployed.',
    ],
  ] as const)(
    'refuses /preview for %s, with a reply, before launching',
    async ([, pull, reason, advice], { expect, onTestFinished }) => {
      const { sim, github, commentEvent, commitWorkspace, preview, reactionsOn, written } =
        await world(onTestFinished, runActionInProcess);
      github.collaborators.set('octocat', 'write');
      if (pull.checkout) commitWorkspace();
      github.pulls.set(7, {
        state: 'open',
        headLabel: 'acme:feature/login',
        headSha: pull.headSha,
      });
      const { id, event } = commentEvent('/preview', 'octocat');
      const result = await preview('issue_comment', event, COMMENT);
      expect(result.exitCode).toBe(1);
      expect(result.outputs.outcome).toBe('refused');
      expect(result.errors).toEqual([
        `${reason.charAt(0).toUpperCase()}${reason.slice(1)}: ${advice}`,
      ]);
      expect(result.stdout).not.toContain('::warning::');
      expect(sim.requests.filter((request) => request.method !== 'GET')).toEqual([]);
      expect(reactionsOn(id)).toEqual(['eyes', 'confused']);
      expect(written()).toEqual([
        `### Amezmo preview\n\n\`/preview\` was not carried out: ${reason}. [Run](${RUN_URL}).`,
      ]);
    },
  );

  it("launches a fork's preview on /preview without deploying its code; its workflow_run deploys it", async ({
    expect,
    onTestFinished,
  }) => {
    const { github, commentEvent, preview, requests, reactionsOn, written } = await world(
      onTestFinished,
      runActionInProcess,
    );
    github.collaborators.set('octocat', 'write');
    github.pulls.set(7, {
      state: 'open',
      headLabel: 'forker:fix',
      headSha: FIRST,
      headRepository: 'forker/shop',
    });
    const { id, event } = commentEvent('/preview', 'octocat');
    const launched = await preview('issue_comment', event, COMMENT);
    expect(launched.errors).toEqual([]);
    expect(launched.outputs.outcome).toBe('created');
    expect(requests('createInstance')).toHaveLength(1);
    expect(requests('createDeployment')).toEqual([]);
    expect(launched.stdout).toContain('nothing was deployed: pull request #7 comes from a fork');
    expect(reactionsOn(id)).toEqual(['eyes', 'rocket']);
    expect(written()[0]).toContain('Nothing is deployed yet: pull request #7 comes from a fork');

    // The fork's build, run without secrets, ends; its workflow_run deploys what it built.
    const built = await preview(
      'workflow_run',
      {
        workflow_run: {
          conclusion: 'success',
          head_sha: FIRST,
          head_branch: 'fix',
          head_repository: { owner: { login: 'forker' } },
          pull_requests: [],
        },
      },
      COMMENT,
    );
    expect(built.errors).toEqual([]);
    expect(built.outputs.outcome).toBe('updated');
    expect(requests('createDeployment').map((request) => request.fields.commit)).toEqual([FIRST]);
    expect(requests('createInstance')).toHaveLength(1);
  });

  it('reads no comment with another trigger, and reacts to none', async ({
    expect,
    onTestFinished,
  }) => {
    const { github, commentEvent, preview, reactionsOn } = await world(
      onTestFinished,
      runActionInProcess,
    );
    const { id, event } = commentEvent('/preview', 'octocat');
    const result = await preview('issue_comment', event, {}, { deploys: false });
    expect(result.errors).toEqual([]);
    expect(result.outputs.outcome).toBe('skipped');
    expect(result.stdout).toContain(
      '/preview comments are read only with trigger: comment, and trigger is always',
    );
    expect(reactionsOn(id)).toEqual([]);
    expect(github.requests).toEqual([]);
  });
});

describe.concurrent('hostile comments', { timeout: 60_000 }, () => {
  const HOSTILE =
    '/preview\n::error::pwned\n## Heading <img src=x onerror=alert(1)> @everyone ' +
    '[click](javascript:alert(1)) <!-- amezmo-deploy:preview -->';

  it('never writes a comment’s text to the log or to a comment', async ({
    expect,
    onTestFinished,
  }) => {
    const { github, commentEvent, commitWorkspace, preview, written } = await world(
      onTestFinished,
      runActionInProcess,
    );
    github.collaborators.set('octocat', 'write');
    github.pulls.set(7, {
      state: 'open',
      headLabel: 'acme:feature/login',
      headSha: commitWorkspace(),
    });
    const command = commentEvent(HOSTILE, 'octocat');
    const launched = await preview('issue_comment', command.event, { trigger: 'comment' });
    expect(launched.errors).toEqual([]);
    expect(launched.outputs.outcome).toBe('created');
    // Not a command at all: skipped, and nothing asked of GitHub.
    const chatter = commentEvent('::error::pwned @everyone <b>hi</b>', 'octocat');
    const skipped = await preview(
      'issue_comment',
      chatter.event,
      { trigger: 'comment' },
      { deploys: false },
    );
    expect(skipped.outputs.outcome).toBe('skipped');
    // A login that is not one: refused, and named nowhere.
    const forged = commentEvent('/preview', 'octocat\n::error::forged');
    const refused = await preview(
      'issue_comment',
      forged.event,
      { trigger: 'comment' },
      { deploys: false },
    );
    expect(refused.outputs.outcome).toBe('refused');
    expect(refused.stdout).toContain("the comment's author is not a GitHub login");

    for (const result of [launched, skipped, refused]) {
      const everything = result.stdout + result.stderr + result.summary;
      for (const text of ['pwned', 'forged', '@everyone', '<img', '<b>', 'javascript:']) {
        expect(everything).not.toContain(text);
      }
      expect(result.errors).toEqual([]);
    }
    for (const body of written()) {
      for (const text of ['pwned', 'forged', '@everyone', '<img', '<b>', 'javascript:']) {
        expect(body).not.toContain(text);
      }
    }
  });
});

describe.concurrent('drafts', { timeout: 60_000 }, () => {
  it('gives a draft nothing; launches on ready_for_review; tears down on converted_to_draft', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, preview, requests, written, expectFollowedTo404 } = await world(
      onTestFinished,
      runActionInProcess,
    );
    const draft = await preview('pull_request', pullEvent('opened', { draft: true }));
    expect(draft.errors).toEqual([]);
    expect(draft.outputs.outcome).toBe('skipped');
    expect(draft.stdout).toContain(
      '::notice::Nothing to do: pull request #7 is a draft; drafts get no preview unless drafts: true.',
    );
    expect(requests('createInstance')).toEqual([]);

    const ready = await preview('pull_request', pullEvent('ready_for_review'));
    expect(ready.errors).toEqual([]);
    expect(ready.outputs.outcome).toBe('created');
    const id = Number(ready.outputs['instance-id']);
    expect(requests('createDeployment')).toHaveLength(1);

    sim.account.terminationMs = 1_000;
    const back = await preview(
      'pull_request',
      pullEvent('converted_to_draft', { draft: true }),
      {},
      { deploys: false },
    );
    expect(back.errors).toEqual([]);
    expect(back.outputs.outcome).toBe('terminated');
    expectFollowedTo404(expect, id);
    expect(written()[0]).toContain('because pull request #7 was converted to a draft');
  });

  it('previews drafts with drafts: true, and keeps the preview when one becomes a draft', async ({
    expect,
    onTestFinished,
  }) => {
    const { preview, requests } = await world(onTestFinished, runActionInProcess);
    const draft = await preview('pull_request', pullEvent('opened', { draft: true }), {
      drafts: 'true',
    });
    expect(draft.outputs.outcome).toBe('created');
    const back = await preview(
      'pull_request',
      pullEvent('converted_to_draft', { draft: true }),
      { drafts: 'true' },
      { deploys: false },
    );
    expect(back.outputs.outcome).toBe('skipped');
    expect(requests('terminateInstance')).toEqual([]);
  });

  it('launches on ready_for_review with trigger label only when labeled', async ({
    expect,
    onTestFinished,
  }) => {
    const { preview } = await world(onTestFinished, runActionInProcess);
    const bare = await preview('pull_request', pullEvent('ready_for_review'), {
      trigger: 'label',
    });
    expect(bare.outputs.outcome).toBe('skipped');
    const labeled = await preview(
      'pull_request',
      pullEvent('ready_for_review', { labels: ['preview'] }),
      { trigger: 'label' },
    );
    expect(labeled.outputs.outcome).toBe('created');
  });
});

describe.concurrent('the budget', { timeout: 60_000 }, () => {
  /** This repository's previews of #3 and #4, 26 hours and 2 hours old. */
  function holders(sim: Simulator, types: [string, string] = ['hobby', 'hobby']): [number, number] {
    const add = (number: number, type: string, hours: number) =>
      sim.account.addInstance({
        name: shop(number),
        instanceType: type,
        createdAt: new Date(Date.now() - hours * HOUR - 60_000),
      }).seed.id;
    return [add(3, types[0], 26), add(4, types[1], 2)];
  }

  it('refuses a launch past max-previews, naming the previews that hold it and their ages', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, preview, requests, written } = await world(onTestFinished, runActionInProcess);
    const [three, four] = holders(sim);
    // Neither another repository's preview nor another instance counts.
    sim.account.addInstance({ name: previewName('pr', 'globex/shop', 9), instanceType: 'hobby' });
    const result = await preview('pull_request', pullEvent('opened'), { 'max-previews': '2' });
    expect(result.exitCode).toBe(1);
    const line =
      'No preview for pull request #7: it would be preview 3 of acme/shop at once, past ' +
      `max-previews 2. The budget is held by ${shop(3)} (#3, hobby at $0.026880 an hour, 26h 1m ` +
      `old), ${shop(4)} (#4, hobby at $0.026880 an hour, 2h 1m old). End one of them, or raise ` +
      'max-previews.';
    expect(result.errors).toEqual([line]);
    expect(result.outputs.outcome).toBe('refused');
    expect(requests('createInstance')).toEqual([]);
    expect(sim.account.instanceIds()).toEqual(expect.arrayContaining([three, four]));
    expect(written()).toHaveLength(1);
    const comment = written()[0] ?? '';
    expect(comment).toContain('### Amezmo preview of #7: not launched');
    expect(comment).toContain(
      'No preview was launched: it would be preview 3 of acme/shop at once, past max-previews 2.',
    );
    expect(comment).toContain(`| ${shop(3)} | #3 | hobby | $0.026880 an hour | 26h 1m |`);
    expect(comment).toContain(`| ${shop(4)} | #4 | hobby | $0.026880 an hour | 2h 1m |`);

    // Under the cap it launches, and the comment becomes the preview's.
    const roomy = await preview('pull_request', pullEvent('synchronize'), { 'max-previews': '3' });
    expect(roomy.errors).toEqual([]);
    expect(roomy.outputs.outcome).toBe('created');
    expect(written()).toHaveLength(1);
    expect(written()[0]).toContain('### Amezmo preview of #7\n');
    // A preview that exists is deployed again whatever the cap: it holds its part already.
    const pushed = await preview('pull_request', pullEvent('synchronize'), { 'max-previews': '1' });
    expect(pushed.errors).toEqual([]);
    expect(pushed.outputs.outcome).toBe('updated');
  });

  it('refuses a launch past max-hourly-cost, naming the previews that hold it', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, preview, requests, written } = await world(onTestFinished, runActionInProcess);
    holders(sim, ['developer', 'hobby']);
    const result = await preview('pull_request', pullEvent('opened'), {
      'max-hourly-cost': '0.10',
    });
    expect(result.exitCode).toBe(1);
    expect(result.errors).toEqual([
      'No preview for pull request #7: its hobby instance at $0.026880 an hour would bring the ' +
        'previews of acme/shop to $0.107520 an hour, past max-hourly-cost $0.100000. The budget ' +
        `is held by ${shop(3)} (#3, developer at $0.053760 an hour, 26h 1m old), ${shop(4)} (#4, ` +
        'hobby at $0.026880 an hour, 2h 1m old). End one of them, or raise max-hourly-cost.',
    ]);
    expect(requests('createInstance')).toEqual([]);
    expect(written()[0]).toContain(
      'No preview was launched: its hobby instance at $0.026880 an hour would bring the previews of acme/shop to $0.107520 an hour, past max-hourly-cost $0.100000.',
    );

    const cheaper = await preview('pull_request', pullEvent('opened'), {
      'max-hourly-cost': '$0.11',
    });
    expect(cheaper.errors).toEqual([]);
    expect(cheaper.outputs.outcome).toBe('created');
  });

  it.for([
    [
      'max-previews',
      { 'max-previews': '2' },
      'it would be preview 3 of acme/shop at once, past max-previews 2',
    ],
    [
      'max-hourly-cost',
      { 'max-hourly-cost': '0.06' },
      'its hobby instance at $0.026880 an hour would bring the previews of acme/shop to ' +
        '$0.080640 an hour, past max-hourly-cost $0.060000',
    ],
  ] as const)(
    'gives way with the newest of two launches that raced past %s, and only with it',
    async ([cap, inputs, clause], { expect, onTestFinished }) => {
      const { sim, github, preview, requests } = await world(onTestFinished, runActionInProcess);
      const three = sim.account.addInstance({
        name: shop(3),
        instanceType: 'hobby',
        createdAt: new Date(Date.now() - 26 * HOUR - 60_000),
      }).seed.id;
      // Both runs read the instance list and pass the budget before either instance exists.
      const hold = sim.hold('createInstance', 2);
      const runs = Promise.all([
        preview('pull_request', pullEvent('opened', { number: 7 }), inputs),
        preview('pull_request', pullEvent('opened', { number: 8 }), inputs),
      ]);
      try {
        await hold.held;
        expect(requests('listInstances')).toHaveLength(2);
      } finally {
        hold.release();
      }
      const results = await runs;
      const kept = results.find((result) => result.outputs.outcome === 'created');
      const refused = results.find((result) => result.outputs.outcome === 'refused');
      expect(kept?.errors).toEqual([]);
      expect(kept?.exitCode).toBe(0);
      expect(refused?.exitCode).toBe(1);
      const keptNumber = results.indexOf(kept!) === 0 ? 7 : 8;
      const refusedNumber = 15 - keptNumber;
      const keptId = Number(kept?.outputs['instance-id']);
      // The newest launch gives way: the instance the service made last.
      const launched = requests('createInstance').map((request) => request.status);
      expect(launched).toEqual([201, 201]);
      const terminated = requests('terminateInstance').map((request) => request.path);
      expect(terminated).toHaveLength(1);
      const givenWay = Number(terminated[0]?.split('/').at(-1));
      expect(givenWay).toBeGreaterThan(keptId);
      expect(sim.account.instanceIds()).toEqual(expect.arrayContaining([three, keptId]));
      expect(sim.account.instanceIds()).not.toContain(givenWay);
      expect(refused?.outputs['instance-id']).toBe('');
      expect(refused?.errors).toEqual([
        `No preview for pull request #${refusedNumber}: another run launched a preview at the ` +
          `same time, and ${clause}: the newest launch gives way, so ${shop(refusedNumber)} ` +
          `(${givenWay}) was terminated. The budget is held by ${shop(3)} (#3, hobby at ` +
          `$0.026880 an hour, 26h 1m old), ${shop(keptNumber)} (#${keptNumber}, hobby at ` +
          `$0.026880 an hour, 0m old). End one of them, or raise ${cap}.`,
      ]);
      const comments = github.comments.filter(
        (comment) => comment.author === github.viewer && comment.issueNumber === refusedNumber,
      );
      expect(comments).toHaveLength(1);
      expect(comments[0]?.body).toContain(
        `### Amezmo preview of #${refusedNumber}: terminated, past the budget\n\nThe preview launched, ` +
          `${shop(refusedNumber)}, was terminated at once: another run launched a preview at the ` +
          `same time, and ${clause}. The newest launch gives way.`,
      );
    },
  );

  it('refuses a /preview past the budget with 😕, and the comment says why', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, github, commentEvent, commitWorkspace, preview, reactionsOn, written } =
      await world(onTestFinished, runActionInProcess);
    holders(sim);
    github.collaborators.set('octocat', 'write');
    github.pulls.set(7, {
      state: 'open',
      headLabel: 'acme:feature/login',
      headSha: commitWorkspace(),
    });
    const { id, event } = commentEvent('/preview', 'octocat');
    const result = await preview('issue_comment', event, {
      trigger: 'comment',
      'max-previews': '2',
    });
    expect(result.exitCode).toBe(1);
    expect(result.errors[0]).toMatch(/^No preview for pull request #7: .*past max-previews 2\./);
    expect(reactionsOn(id)).toEqual(['eyes', 'confused']);
    expect(written()[0]).toContain('### Amezmo preview of #7: not launched');
  });
});

describe.concurrent('clean-up', { timeout: 60_000 }, () => {
  it('says what each preview it ends cost, and what they cost together', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, github, preview } = await world(onTestFinished, runActionInProcess);
    const add = (number: number, type: string, hours: number) =>
      sim.account.addInstance({
        name: shop(number),
        instanceType: type,
        createdAt: new Date(Date.now() - hours * HOUR - 60_000),
      }).seed.id;
    const closed = add(1, 'hobby', 100);
    const old = add(2, 'developer', 80);
    const kept = add(3, 'hobby', 1);
    github.pulls.set(1, { state: 'closed' } satisfies StoredPullRequest);
    github.pulls.set(2, { state: 'open' });
    github.pulls.set(3, { state: 'open' });
    const result = await preview('schedule', {}, { 'max-age': '72h' }, { deploys: false });
    expect(result.errors).toEqual([]);
    expect(result.outputs.outcome).toBe('cleaned');
    expect(sim.account.instanceIds()).not.toContain(closed);
    expect(sim.account.instanceIds()).not.toContain(old);
    expect(sim.account.instanceIds()).toContain(kept);
    expect(result.stdout).toContain(
      `Ended ${shop(1)} (${closed}): hobby at $0.026880 an hour for 4d 4h: about $2.72 (101 hours billed).`,
    );
    expect(result.stdout).toContain(
      `Ended ${shop(2)} (${old}): developer at $0.053760 an hour for 3d 8h: about $4.36 (81 hours billed).`,
    );
    // 101 × 0.026880 + 81 × 0.053760 = 2.71488 + 4.35456 = 7.06944
    expect(result.stdout).toContain(
      '::notice::Clean-up terminated 2 preview(s) and kept 1; those terminated cost $0.080640 an hour together, about $7.07 over their lives.',
    );
    expect(result.summary).toContain('about $2.72 (101 hours billed)');
  });
});
