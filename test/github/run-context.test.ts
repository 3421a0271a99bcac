import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isGitRefName, readRunContext, splitRepository } from '../../src/github/context.ts';

const folder = mkdtempSync(join(tmpdir(), 'run-context-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('readRunContext', () => {
  it('reads what the runner tells, the event payload included', () => {
    const event = join(folder, 'event.json');
    writeFileSync(event, JSON.stringify({ ref: 'refs/heads/main', pusher: { email: 'a@b.test' } }));
    expect(
      readRunContext({
        GITHUB_EVENT_NAME: 'push',
        GITHUB_REF: 'refs/heads/main',
        GITHUB_HEAD_REF: '',
        GITHUB_SHA: 'f'.repeat(40),
        GITHUB_REPOSITORY: 'acme/shop',
        GITHUB_ACTOR: 'octocat',
        GITHUB_ACTOR_ID: '583231',
        GITHUB_EVENT_PATH: event,
        GITHUB_RUN_ID: '12',
        GITHUB_RUN_ATTEMPT: '2',
        GITHUB_SERVER_URL: 'https://ghes.example',
        GITHUB_API_URL: 'https://ghes.example/api/v3',
        RUNNER_TEMP: '/runner/temp',
      }),
    ).toEqual({
      eventName: 'push',
      ref: 'refs/heads/main',
      headRef: '',
      sha: 'f'.repeat(40),
      repository: 'acme/shop',
      actor: 'octocat',
      actorId: '583231',
      payload: { ref: 'refs/heads/main', pusher: { email: 'a@b.test' } },
      runUrl: 'https://ghes.example/acme/shop/actions/runs/12',
      repositoryUrl: 'https://ghes.example/acme/shop',
      apiUrl: 'https://ghes.example/api/v3',
      tempDir: '/runner/temp',
      runId: '12',
      runAttempt: '2',
    });
  });

  it('takes defaults outside a runner, and no payload without an event file', () => {
    const context = readRunContext({ TMPDIR: '/tmp/x' });
    expect(context).toMatchObject({
      eventName: '',
      payload: {},
      runUrl: '',
      repositoryUrl: '',
      apiUrl: 'https://api.github.com',
      tempDir: '/tmp/x',
    });
    expect(readRunContext({ GITHUB_EVENT_PATH: join(folder, 'missing.json') }).payload).toEqual({});
  });

  it('reads an event that is not an object as no payload, and refuses one that is not JSON', () => {
    const array = join(folder, 'array.json');
    writeFileSync(array, '[1, 2]');
    expect(readRunContext({ GITHUB_EVENT_PATH: array }).payload).toEqual([1, 2]);
    const scalar = join(folder, 'scalar.json');
    writeFileSync(scalar, '"text"');
    expect(readRunContext({ GITHUB_EVENT_PATH: scalar }).payload).toEqual({});
    const broken = join(folder, 'broken.json');
    writeFileSync(broken, '{');
    expect(() => readRunContext({ GITHUB_EVENT_PATH: broken })).toThrow(
      `The event payload at GITHUB_EVENT_PATH (${broken}) is not valid JSON.`,
    );
  });

  it('links no repository whose name is not owner/name', () => {
    expect(readRunContext({ GITHUB_REPOSITORY: 'a/b/c', GITHUB_RUN_ID: '1' }).repositoryUrl).toBe(
      '',
    );
  });
});

describe('isGitRefName', () => {
  it.each([
    ['main', true],
    ['release/2.0', true],
    ['v1.2.3', true],
    ['', false],
    ['@', false],
    ['has space', false],
    ['a..b', false],
    ['a@{b', false],
    ['a//b', false],
    ['/a', false],
    ['a/', false],
    ['a.', false],
    ['a.lock', false],
    ['a/.b', false],
    ['line\nbreak', false],
    ['x'.repeat(256), false],
  ])('%j: %s', (name, allowed) => {
    expect(isGitRefName(name)).toBe(allowed);
  });
});

describe('splitRepository', () => {
  it.each([
    ['acme/shop', { owner: 'acme', name: 'shop' }],
    ['acme', undefined],
    ['/shop', undefined],
    ['acme/', undefined],
  ])('%j', (repository, split) => {
    expect(splitRepository(repository)).toEqual(split);
  });
});
