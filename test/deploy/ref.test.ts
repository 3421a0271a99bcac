import { describe, expect, it } from 'vitest';
import type { RunContext } from '../../src/github/context.ts';
import { splitRepository } from '../../src/github/context.ts';
import { parseRef, resolveRef } from '../../src/deploy/ref.ts';
import { resolvePusher } from '../../src/github/pusher.ts';

function context(overrides: Partial<RunContext>): RunContext {
  return {
    eventName: 'push',
    ref: 'refs/heads/main',
    headRef: '',
    sha: 'abc',
    repository: 'acme/shop',
    actor: 'octocat',
    actorId: '583231',
    payload: {},
    runUrl: '',
    repositoryUrl: '',
    apiUrl: 'http://127.0.0.1:9',
    tempDir: '/tmp',
    ...overrides,
  };
}

describe('resolveRef', () => {
  it.each([
    [
      'a branch push',
      { eventName: 'push', payload: { ref: 'refs/heads/feature/x' } },
      { kind: 'branch', name: 'feature/x' },
    ],
    [
      'a tag push',
      { eventName: 'push', ref: 'refs/tags/v1.2.3', payload: {} },
      { kind: 'tag', name: 'v1.2.3' },
    ],
    [
      'a published release',
      { eventName: 'release', payload: { action: 'published', release: { tag_name: 'v2.0.0' } } },
      { kind: 'tag', name: 'v2.0.0' },
    ],
    [
      'a published prerelease',
      {
        eventName: 'release',
        payload: { action: 'published', release: { tag_name: 'v2.0.0-rc.1', prerelease: true } },
      },
      { kind: 'tag', name: 'v2.0.0-rc.1' },
    ],
    [
      'a pull request',
      { eventName: 'pull_request', ref: 'refs/pull/7/merge', headRef: 'feature/login' },
      { kind: 'branch', name: 'feature/login' },
    ],
    [
      'a pull_request_target without GITHUB_HEAD_REF',
      { eventName: 'pull_request_target', payload: { pull_request: { head: { ref: 'fix/a' } } } },
      { kind: 'branch', name: 'fix/a' },
    ],
    [
      'a manual dispatch',
      { eventName: 'workflow_dispatch', ref: 'refs/heads/develop' },
      { kind: 'branch', name: 'develop' },
    ],
    [
      'a schedule on a tag',
      { eventName: 'schedule', ref: 'refs/tags/nightly' },
      { kind: 'tag', name: 'nightly' },
    ],
  ] as const)('finds the ref of %s', (_case, overrides, ref) => {
    expect(resolveRef(context(overrides))).toEqual({ ref });
  });

  it.each([
    [
      'a branch deletion',
      { eventName: 'push', payload: { ref: 'refs/heads/old', deleted: true } },
      "the push deleted branch 'old'",
    ],
    [
      'a tag deletion',
      { eventName: 'push', payload: { ref: 'refs/tags/v1', deleted: true } },
      "the push deleted tag 'v1'",
    ],
    [
      'a deleted release',
      { eventName: 'release', payload: { action: 'deleted', release: { tag_name: 'v1' } } },
      "release events with action 'deleted' do not deploy",
    ],
    [
      'a release created alongside published',
      { eventName: 'release', payload: { action: 'created', release: { tag_name: 'v1' } } },
      "release events with action 'created' do not deploy: only 'published' does, so that one release makes one deployment",
    ],
    [
      'a release released alongside published',
      { eventName: 'release', payload: { action: 'released', release: { tag_name: 'v1' } } },
      "release events with action 'released' do not deploy: only 'published' does, so that one release makes one deployment",
    ],
    [
      'a release prereleased alongside published',
      { eventName: 'release', payload: { action: 'prereleased', release: { tag_name: 'v1' } } },
      "release events with action 'prereleased' do not deploy: only 'published' does, so that one release makes one deployment",
    ],
    [
      'a release without tag',
      { eventName: 'release', payload: { action: 'published', release: {} } },
      'the release event carries no tag',
    ],
    [
      'a pull request without head',
      { eventName: 'pull_request', payload: {} },
      'the pull request event carries no head branch',
    ],
    [
      'a dispatch on a pull ref',
      { eventName: 'workflow_dispatch', ref: 'refs/pull/1/merge' },
      "the ref 'refs/pull/1/merge' is neither a branch nor a tag",
    ],
    [
      'a push of a note',
      { eventName: 'push', ref: 'refs/notes/x', payload: {} },
      "the push is of 'refs/notes/x'",
    ],
  ] as const)('skips %s', (_case, overrides, reason) => {
    expect(resolveRef(context(overrides)).skip).toContain(reason);
  });
});

describe('resolvePusher', () => {
  it.each([
    ['the input first', { payload: { pusher: { email: 'p@x.io' } } }, 'in@x.io', 'in@x.io'],
    [
      "the push event's pusher",
      { payload: { pusher: { email: 'p@x.io' }, head_commit: { author: { email: 'a@x.io' } } } },
      undefined,
      'p@x.io',
    ],
    [
      "the head commit's author",
      { payload: { pusher: { name: 'p' }, head_commit: { author: { email: 'a@x.io' } } } },
      undefined,
      'a@x.io',
    ],
    [
      "the actor's no-reply address",
      { payload: {} },
      undefined,
      '583231+octocat@users.noreply.github.com',
    ],
    [
      'the actor without an id',
      { payload: {}, actorId: '' },
      undefined,
      'octocat@users.noreply.github.com',
    ],
  ] as const)('takes %s', (_case, overrides, input, pusher) => {
    expect(resolvePusher(context(overrides), input)).toBe(pusher);
  });
});

describe('small parsers', () => {
  it('parses refs', () => {
    expect(parseRef('refs/heads/a/b')).toEqual({ kind: 'branch', name: 'a/b' });
    expect(parseRef('refs/remotes/x')).toBeUndefined();
  });
  it('splits repositories', () => {
    expect(splitRepository('acme/shop')).toEqual({ owner: 'acme', name: 'shop' });
    expect(splitRepository('')).toBeUndefined();
    expect(splitRepository('a/b/c')).toBeUndefined();
  });
});

describe('a run with no ref at all', () => {
  it.each([
    ['push', { eventName: 'push', ref: '', payload: {} }],
    ['workflow_dispatch', { eventName: 'workflow_dispatch', ref: '', payload: {} }],
    ['no event', { eventName: '', ref: '', payload: {} }],
  ])('is an error on %s, not a skip', (_event, overrides) => {
    expect(() => resolveRef(context(overrides))).toThrow(
      /^GITHUB_REF is not set, and the \S+ event names no ref/,
    );
  });

  it('takes the push payload ref when GITHUB_REF is empty', () => {
    expect(
      resolveRef(context({ eventName: 'push', ref: '', payload: { ref: 'refs/heads/main' } })),
    ).toEqual({ ref: { kind: 'branch', name: 'main' } });
  });
});
