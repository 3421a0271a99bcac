import { describe, expect, it } from 'vitest';
import type { RunContext } from '../../src/github/context.ts';
import { previewEventOf } from '../../src/preview/event.ts';

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

const pull = (action: string) => ({
  action,
  number: 7,
  pull_request: {
    number: 7,
    head: { sha: 'a'.repeat(40), ref: 'feature/x', label: 'acme:feature/x' },
  },
});

describe('previewEventOf', () => {
  it.each(['opened', 'synchronize', 'reopened'])('pull_request %s deploys the head', (action) => {
    expect(previewEventOf(context('pull_request', pull(action)))).toEqual({
      kind: 'deploy',
      number: 7,
      headLabel: 'acme:feature/x',
      headSha: 'a'.repeat(40),
      headRef: 'feature/x',
    });
  });

  it.each(['pull_request', 'pull_request_target'])('%s closed tears down', (name) => {
    expect(previewEventOf(context(name, pull('closed')))).toEqual({ kind: 'close', number: 7 });
  });

  it.each(['schedule', 'workflow_dispatch'])('%s cleans up', (name) => {
    expect(previewEventOf(context(name, {}))).toEqual({ kind: 'cleanup' });
  });

  it.each([
    ['pull_request', pull('labeled'), 'was labeled'],
    ['pull_request', { action: 'opened' }, 'no pull request number'],
    ['push', {}, 'the push event is not one previews act on'],
    ['workflow_run', { workflow_run: { conclusion: 'failure' } }, "ended 'failure'"],
  ])('%s %j is skipped', (name, payload, reason) => {
    const event = previewEventOf(context(name, payload));
    expect(event.kind).toBe('skip');
    expect(event.kind === 'skip' && event.reason).toContain(reason);
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
      kind: 'deploy',
      number: undefined,
      headLabel: 'forker:fix',
      headSha: 'b'.repeat(40),
      headRef: 'fix',
    });
    run.pull_requests = [{ number: 12 }];
    expect(previewEventOf(context('workflow_run', { workflow_run: run }))).toMatchObject({
      number: 12,
    });
  });
});
