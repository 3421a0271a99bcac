import { describe, expect, it } from 'vitest';
import type { RunContext } from '../../src/github/context.ts';
import { commandOf, mayDeploy, previewEventOf } from '../../src/preview/event.ts';

function context(eventName: string, payload: Record<string, unknown>): RunContext {
  return {
    eventName,
    ref: 'refs/pull/7/merge',
    headRef: 'feature/x',
    sha: 'f'.repeat(40),
    repository: 'acme/shop',
    actor: 'octocat',
    actorId: '1',
    payload,
    runUrl: '',
    repositoryUrl: '',
    apiUrl: '',
    tempDir: '/tmp',
  };
}

const pull = (action: string, extra: Record<string, unknown> = {}) => ({
  action,
  number: 7,
  pull_request: {
    number: 7,
    state: 'open',
    head: {
      sha: 'a'.repeat(40),
      ref: 'feature/x',
      label: 'acme:feature/x',
      repo: { full_name: 'acme/shop' },
    },
    ...extra,
  },
});

const HEAD = { sha: 'a'.repeat(40), ref: 'feature/x', label: 'acme:feature/x' };

const comment = (
  body: unknown,
  login: unknown = 'octocat',
  extra: Record<string, unknown> = {},
) => ({
  action: 'created',
  issue: { number: 7, pull_request: { url: 'https://api.github.com/repos/acme/shop/pulls/7' } },
  comment: { id: 501, body, user: { login } },
  ...extra,
});

describe('previewEventOf', () => {
  it.each(['opened', 'synchronize', 'reopened', 'closed', 'ready_for_review'])(
    'pull_request %s: the action and the pull request',
    (action) => {
      expect(previewEventOf(context('pull_request', pull(action)))).toEqual({
        kind: 'pull',
        action,
        pull: {
          number: 7,
          state: 'open',
          draft: false,
          labels: [],
          head: HEAD,
          fork: false,
        },
        label: undefined,
      });
    },
  );

  it('reads the draft, the labels, the label labeled and whether the head is a fork', () => {
    const event = previewEventOf(
      context('pull_request_target', {
        ...pull('labeled', {
          draft: true,
          labels: [{ name: 'preview' }, { name: 'bug' }, { nope: 1 }, 'junk'],
          head: { sha: 'b'.repeat(40), repo: { full_name: 'forker/shop' } },
        }),
        label: { name: 'preview' },
      }),
    );
    expect(event).toEqual({
      kind: 'pull',
      action: 'labeled',
      pull: {
        number: 7,
        state: 'open',
        draft: true,
        labels: ['preview', 'bug'],
        // The branch of the run when the payload has none.
        head: { sha: 'b'.repeat(40), ref: 'feature/x', label: '' },
        fork: true,
      },
      label: 'preview',
    });
  });

  it.each(['schedule', 'workflow_dispatch'])('%s cleans up', (name) => {
    expect(previewEventOf(context(name, {}))).toEqual({ kind: 'cleanup' });
  });

  it.each([
    ['pull_request', { action: 'opened' }, 'no pull request number'],
    ['push', {}, 'the push event is not one previews act on'],
    ['workflow_run', { workflow_run: { conclusion: 'failure' } }, "ended 'failure'"],
    [
      'workflow_run',
      { workflow_run: { conclusion: '::error::x' } },
      "ended 'without a conclusion'",
    ],
    ['issue_comment', { ...comment('/preview'), issue: { number: 7 } }, 'on an issue'],
    ['issue_comment', { ...comment('/preview'), action: 'edited' }, 'edited or deleted'],
    ['issue_comment', comment('looks good'), 'is not a /preview command'],
    ['issue_comment', comment('::error::x\n/preview'), 'is not a /preview command'],
    ['issue_comment', comment(42), 'is not a /preview command'],
  ])('%s %j is skipped', (name, payload, reason) => {
    const event = previewEventOf(context(name, payload));
    expect(event.kind).toBe('skip');
    expect(event.kind === 'skip' && event.reason).toContain(reason);
  });

  it('a pull request action that is not a word is kept as none', () => {
    const event = previewEventOf(context('pull_request', pull('opened\n::error::x')));
    expect(event.kind === 'pull' && event.action).toBe('');
  });

  it('issue_comment: the command, the comment and a checked login, never the text', () => {
    expect(previewEventOf(context('issue_comment', comment('/preview\n<b>hi</b>')))).toEqual({
      kind: 'comment',
      number: 7,
      command: 'launch',
      commentId: 501,
      author: 'octocat',
    });
    expect(
      previewEventOf(context('issue_comment', comment('/preview stop', 'x\n::error::y'))),
    ).toMatchObject({ command: 'stop', author: undefined });
    expect(
      previewEventOf(context('issue_comment', comment('/preview', 'dependabot[bot]'))),
    ).toMatchObject({ author: 'dependabot[bot]' });
  });

  it('workflow_run: the pull request of the run, or its fork head to look it up by', () => {
    const run = {
      conclusion: 'success',
      head_sha: 'b'.repeat(40),
      head_branch: 'fix',
      head_repository: { owner: { login: 'forker' } },
      pull_requests: [] as unknown[],
    };
    expect(previewEventOf(context('workflow_run', { workflow_run: run }))).toEqual({
      kind: 'run',
      number: undefined,
      head: { sha: 'b'.repeat(40), ref: 'fix', label: 'forker:fix' },
    });
    run.pull_requests = [{ number: 12 }];
    expect(previewEventOf(context('workflow_run', { workflow_run: run }))).toMatchObject({
      number: 12,
    });
  });
});

describe('commandOf', () => {
  it.each([
    ['/preview', 'launch'],
    ['  /preview  \nplease look', 'launch'],
    ['\n\n/Preview', 'launch'],
    ['/preview stop', 'stop'],
    ['/preview   STOP\r\nthanks', 'stop'],
    ['/preview please', 'unknown'],
    ['/preview stop now', 'unknown'],
    ['/previews', undefined],
    ['/preview-stop', undefined],
    ['please /preview', undefined],
    ['> /preview', undefined],
    ['`/preview`', undefined],
    ['', undefined],
  ])('%j is %s', (body, command) => {
    expect(commandOf(body)).toBe(command);
  });
});

describe('mayDeploy', () => {
  it.each([
    [pull('opened'), 'pull_request', true],
    [pull('labeled'), 'pull_request', true],
    [pull('ready_for_review'), 'pull_request', true],
    [pull('unlabeled'), 'pull_request', false],
    [pull('converted_to_draft'), 'pull_request', false],
    [pull('closed'), 'pull_request', false],
    [comment('/preview'), 'issue_comment', true],
    [comment('/preview stop'), 'issue_comment', false],
    [comment('/preview what'), 'issue_comment', false],
    [{ workflow_run: { conclusion: 'success' } }, 'workflow_run', true],
    [{}, 'schedule', false],
  ])('%j on %s: %s', (payload, name, deploys) => {
    expect(mayDeploy(previewEventOf(context(name, payload)))).toBe(deploys);
  });
});
