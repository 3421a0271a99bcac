import { describe, expect, it } from 'vitest';
import type { PullRequestFacts } from '../../src/github/pulls.ts';
import type { PreviewEvent } from '../../src/preview/event.ts';
import {
  decide,
  type Decision,
  type Known,
  type Trigger,
  type TriggerSettings,
} from '../../src/preview/trigger.ts';

const HEAD = { sha: 'a'.repeat(40), ref: 'feature/x', label: 'acme:feature/x' };
const RUN_HEAD = { sha: 'b'.repeat(40), ref: 'fix', label: 'forker:fix' };

function facts(overrides: Partial<PullRequestFacts> = {}): PullRequestFacts {
  return {
    number: 7,
    state: 'open',
    draft: false,
    labels: [],
    head: HEAD,
    fork: false,
    ...overrides,
  };
}

function settings(trigger: Trigger, drafts = false): TriggerSettings {
  return { trigger, label: 'preview', drafts };
}

const pull = (
  action: string,
  overrides: Partial<PullRequestFacts> = {},
  label?: string,
): PreviewEvent => ({ kind: 'pull', action, pull: facts(overrides), label });

const comment = (command: 'launch' | 'stop' | 'unknown', author?: string): PreviewEvent => ({
  kind: 'comment',
  number: 7,
  command,
  commentId: 501,
  author,
});

const run: PreviewEvent = { kind: 'run', number: 7, head: RUN_HEAD };

/** A decision in short: `deploy create`, `deploy update`, `teardown`, `skip`, `ask pull` ... */
function short(decision: Decision): string {
  switch (decision.kind) {
    case 'deploy':
      return `deploy ${decision.create ? 'create' : 'update'}${decision.code ? '' : ' no-code'}`;
    case 'ask':
      return `ask ${decision.what}`;
    case 'skip':
      return decision.reply ? 'skip reply' : 'skip';
    case 'teardown':
      return decision.reply ? 'teardown reply' : 'teardown';
    default:
      return decision.kind;
  }
}

describe('decide: pull_request events', () => {
  const labeled = { labels: ['bug', 'Preview'] };
  it.each([
    // trigger, drafts, action, facts, label, decision
    ['always', false, 'opened', {}, undefined, 'deploy create'],
    ['always', false, 'synchronize', {}, undefined, 'deploy create'],
    ['always', false, 'reopened', {}, undefined, 'deploy create'],
    ['always', false, 'ready_for_review', {}, undefined, 'deploy create'],
    ['always', false, 'labeled', labeled, 'preview', 'skip'],
    ['always', false, 'unlabeled', {}, 'preview', 'skip'],
    ['always', false, 'closed', {}, undefined, 'teardown'],
    ['always', false, 'edited', {}, undefined, 'skip'],
    ['always', false, '', {}, undefined, 'skip'],
    ['always', false, 'opened', { draft: true }, undefined, 'skip'],
    ['always', false, 'synchronize', { draft: true }, undefined, 'skip'],
    ['always', false, 'converted_to_draft', { draft: true }, undefined, 'teardown'],
    ['always', true, 'opened', { draft: true }, undefined, 'deploy create'],
    ['always', true, 'converted_to_draft', { draft: true }, undefined, 'skip'],
    ['always', true, 'closed', { draft: true }, undefined, 'teardown'],

    ['label', false, 'opened', {}, undefined, 'skip'],
    ['label', false, 'opened', labeled, undefined, 'deploy create'],
    ['label', false, 'synchronize', {}, undefined, 'skip'],
    ['label', false, 'synchronize', labeled, undefined, 'deploy create'],
    ['label', false, 'labeled', labeled, 'Preview', 'deploy create'],
    ['label', false, 'labeled', labeled, 'bug', 'skip'],
    ['label', false, 'labeled', { ...labeled, draft: true }, 'preview', 'skip'],
    ['label', true, 'labeled', { ...labeled, draft: true }, 'preview', 'deploy create'],
    ['label', false, 'unlabeled', {}, 'preview', 'teardown'],
    ['label', false, 'unlabeled', labeled, 'bug', 'skip'],
    ['label', false, 'unlabeled', {}, undefined, 'skip'],
    ['label', false, 'ready_for_review', {}, undefined, 'skip'],
    ['label', false, 'ready_for_review', labeled, undefined, 'deploy create'],
    ['label', false, 'converted_to_draft', { ...labeled, draft: true }, undefined, 'teardown'],
    ['label', false, 'closed', labeled, undefined, 'teardown'],

    ['comment', false, 'opened', {}, undefined, 'skip'],
    ['comment', false, 'reopened', {}, undefined, 'skip'],
    ['comment', false, 'synchronize', {}, undefined, 'deploy update'],
    ['comment', false, 'synchronize', { draft: true }, undefined, 'skip'],
    ['comment', false, 'ready_for_review', {}, undefined, 'skip'],
    ['comment', false, 'labeled', labeled, 'preview', 'skip'],
    ['comment', false, 'converted_to_draft', { draft: true }, undefined, 'teardown'],
    ['comment', false, 'closed', {}, undefined, 'teardown'],
  ] as const)(
    '%s, drafts %s: %s %j (label %s) -> %s',
    (trigger, drafts, action, f, label, want) => {
      expect(short(decide(pull(action, f, label), settings(trigger, drafts)))).toBe(want);
    },
  );

  it.each([
    [pull('closed'), 'pull request #7 was closed'],
    [pull('converted_to_draft'), 'pull request #7 was converted to a draft'],
  ])('a teardown says why: %j', (event, reason) => {
    expect(decide(event, settings('always'))).toEqual({ kind: 'teardown', number: 7, reason });
  });

  it("says why a closed request's preview goes in the front end's words", () => {
    const closedReason = (number: number) => `preview down was run for merge request !${number}`;
    expect(decide(pull('closed'), { ...settings('always'), closedReason })).toEqual({
      kind: 'teardown',
      number: 7,
      reason: 'preview down was run for merge request !7',
    });
  });

  it('says why in words a user reads', () => {
    const reason = (event: PreviewEvent, trigger: Trigger) => {
      const decision = decide(event, settings(trigger));
      return 'reason' in decision ? decision.reason : '';
    };
    expect(reason(pull('opened'), 'label')).toBe(
      'pull request #7 does not carry the label `preview`',
    );
    expect(reason(pull('unlabeled', {}, 'preview'), 'label')).toBe(
      'the label `preview` was removed from pull request #7',
    );
    expect(reason(pull('opened', { draft: true }), 'always')).toBe(
      'pull request #7 is a draft; drafts get no preview unless drafts: true',
    );
    expect(reason(pull('opened'), 'comment')).toBe(
      'pull request #7 was opened; with trigger: comment, a preview is launched by a /preview comment',
    );
  });

  it('deploys the head of the payload, and checks no workspace', () => {
    expect(decide(pull('opened'), settings('always'))).toEqual({
      kind: 'deploy',
      number: 7,
      head: HEAD,
      create: true,
      code: true,
      checkHead: false,
      reason: 'pull request #7 was opened',
    });
  });
});

describe('decide: /preview comments', () => {
  const writer: Known = { permission: { permission: 'write', role: 'maintain' } };
  it.each([
    // trigger, command, author, known, decision
    ['always', 'launch', 'octocat', {}, 'skip'],
    ['label', 'stop', 'octocat', {}, 'skip'],
    ['comment', 'launch', undefined, {}, 'refuse'],
    ['comment', 'launch', 'octocat', {}, 'ask permission'],
    [
      'comment',
      'launch',
      'octocat',
      { permission: { permission: 'read', role: 'triage' } },
      'refuse',
    ],
    ['comment', 'stop', 'octocat', { permission: { permission: 'none', role: 'none' } }, 'refuse'],
    ['comment', 'launch', 'octocat', writer, 'ask pull'],
    ['comment', 'launch', 'octocat', { ...writer, pull: facts() }, 'deploy create'],
    [
      'comment',
      'launch',
      'octocat',
      { ...writer, pull: facts({ fork: true }) },
      'deploy create no-code',
    ],
    [
      'comment',
      'launch',
      'octocat',
      { ...writer, pull: facts({ fork: undefined }) },
      'deploy create no-code',
    ],
    ['comment', 'launch', 'octocat', { ...writer, pull: facts({ draft: true }) }, 'skip reply'],
    ['comment', 'launch', 'octocat', { ...writer, pull: facts({ state: 'closed' }) }, 'skip reply'],
    ['comment', 'stop', 'octocat', { ...writer, pull: facts() }, 'teardown'],
    ['comment', 'stop', 'octocat', { ...writer, pull: facts({ draft: true }) }, 'teardown'],
    // The close's teardown may have failed or never run: a stop still stops, and says so.
    [
      'comment',
      'stop',
      'octocat',
      { ...writer, pull: facts({ state: 'closed' }) },
      'teardown reply',
    ],
    ['comment', 'unknown', 'octocat', { ...writer, pull: facts() }, 'skip reply'],
    [
      'comment',
      'unknown',
      'octocat',
      { permission: { permission: 'read', role: 'read' } },
      'refuse',
    ],
    [
      'comment',
      'launch',
      'octocat',
      { permission: { permission: 'admin', role: 'admin' }, pull: facts() },
      'deploy create',
    ],
  ] as const)('%s: %s by %s knowing %j -> %s', (trigger, command, author, known, want) => {
    expect(short(decide(comment(command, author), settings(trigger), known))).toBe(want);
  });

  it('with drafts: true, a draft launches', () => {
    expect(
      short(
        decide(comment('launch', 'octocat'), settings('comment', true), {
          ...writer,
          pull: facts({ draft: true }),
        }),
      ),
    ).toBe('deploy create');
  });

  it("deploys the pull request's head, checked against the workspace; a fork's only launches", () => {
    expect(
      decide(comment('launch', 'octocat'), settings('comment'), { ...writer, pull: facts() }),
    ).toEqual({
      kind: 'deploy',
      number: 7,
      head: HEAD,
      create: true,
      code: true,
      checkHead: true,
      reason: 'octocat asked /preview',
    });
    expect(
      decide(comment('launch', 'octocat'), settings('comment'), {
        ...writer,
        pull: facts({ fork: true }),
      }),
    ).toMatchObject({ code: false, checkHead: false });
  });

  it('says who may ask, with the role GitHub names', () => {
    expect(
      decide(comment('launch', 'mallory'), settings('comment'), {
        permission: { permission: 'read', role: 'triage' },
      }),
    ).toEqual({
      kind: 'refuse',
      number: 7,
      reason:
        'mallory has triage access to this repository; only people with write, maintain or admin access may launch or stop a preview',
    });
    expect(
      decide(comment('stop', 'octocat'), settings('comment'), { ...writer, pull: facts() }),
    ).toEqual({ kind: 'teardown', number: 7, reason: 'octocat asked /preview stop' });
  });
});

describe('decide: workflow_run', () => {
  it.each([
    // trigger, drafts, known, decision
    ['always', false, {}, 'ask pull'],
    ['always', false, { pull: null }, 'deploy create'],
    ['always', false, { pull: facts() }, 'deploy create'],
    ['always', false, { pull: facts({ draft: true }) }, 'skip'],
    ['always', true, { pull: facts({ draft: true }) }, 'deploy create'],
    ['always', false, { pull: facts({ state: 'closed' }) }, 'skip'],
    ['label', false, { pull: null }, 'skip'],
    ['label', false, { pull: facts() }, 'skip'],
    ['label', false, { pull: facts({ labels: ['preview'] }) }, 'deploy create'],
    ['comment', false, { pull: null }, 'deploy update'],
    ['comment', false, { pull: facts() }, 'deploy update'],
    ['comment', false, { pull: facts({ draft: true }) }, 'skip'],
  ] as const)('%s, drafts %s, knowing %j -> %s', (trigger, drafts, known, want) => {
    expect(short(decide(run, settings(trigger, drafts), known))).toBe(want);
  });

  it('deploys the commit the run built, to the pull request found by its head', () => {
    const fork: PreviewEvent = { kind: 'run', number: undefined, head: RUN_HEAD };
    expect(decide(fork, settings('always'), { pull: null, number: 12 })).toMatchObject({
      kind: 'deploy',
      number: 12,
      head: RUN_HEAD,
      code: true,
      checkHead: false,
    });
    expect(decide(fork, settings('always'), { pull: null })).toMatchObject({ kind: 'skip' });
  });
});

describe('decide: the rest', () => {
  it('passes a clean-up and a skip on', () => {
    expect(decide({ kind: 'cleanup' }, settings('label'))).toEqual({ kind: 'cleanup' });
    expect(decide({ kind: 'skip', reason: 'why' }, settings('comment'))).toEqual({
      kind: 'skip',
      reason: 'why',
    });
  });
});
