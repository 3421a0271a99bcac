// What the runner tells about the run, read by hand from its variables: held beside what
// @actions/github's own context (built from process.env) reads from the
// same variables, and beside git's own rules for ref names (recorded in test/oracles/git.json).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isGitRefName, readRunContext, splitRepository } from '../../src/github/context.ts';
import type { GitAnswers } from '../oracles/git.ts';
import { recording } from '../oracles/recorded.ts';

let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'context-test-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/**
 * @actions/github's context, as an action that imports it now would see it: the module builds
 * its one context when it is first imported, and Node keeps that module, so a new one is built
 * by the same class from the variables as they are now.
 */
async function actionsContext() {
  const { context } = await import('@actions/github');
  return new (context.constructor as new () => typeof context)();
}

describe('readRunContext', () => {
  it('reads what @actions/github reads from the same variables', async () => {
    const event = join(root, 'push.json');
    const payload = { ref: 'refs/heads/main', pusher: { name: 'octocat' }, head_commit: null };
    writeFileSync(event, JSON.stringify(payload));
    const env = {
      GITHUB_EVENT_NAME: 'push',
      GITHUB_EVENT_PATH: event,
      GITHUB_SHA: 'f'.repeat(40),
      GITHUB_REF: 'refs/heads/main',
      GITHUB_ACTOR: 'octocat',
      GITHUB_RUN_ID: '555',
      GITHUB_RUN_ATTEMPT: '2',
      GITHUB_REPOSITORY: 'acme/shop',
      GITHUB_API_URL: 'https://ghe.example/api/v3',
      GITHUB_SERVER_URL: 'https://ghe.example',
    };
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    const theirs = await actionsContext();
    const ours = readRunContext(process.env);

    expect(ours).toMatchObject({
      eventName: theirs.eventName,
      sha: theirs.sha,
      ref: theirs.ref,
      actor: theirs.actor,
      apiUrl: theirs.apiUrl,
      repository: `${theirs.repo.owner}/${theirs.repo.repo}`,
      runId: String(theirs.runId),
      runAttempt: String(theirs.runAttempt),
      payload: theirs.payload,
    });
    expect(ours.payload).toEqual(payload);
    expect(ours.runUrl).toBe(`${theirs.serverUrl}/acme/shop/actions/runs/${theirs.runId}`);
    expect(ours.repositoryUrl).toBe(`${theirs.serverUrl}/acme/shop`);
  });

  it('reads every variable the runner tells, and nothing else', () => {
    const event = join(root, 'event.json');
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

  it("falls back as @actions/github does when the runner's addresses are not set", async () => {
    vi.stubEnv('GITHUB_API_URL', undefined);
    vi.stubEnv('GITHUB_SERVER_URL', undefined);
    vi.stubEnv('GITHUB_EVENT_PATH', undefined);
    const theirs = await actionsContext();
    const ours = readRunContext({ GITHUB_REPOSITORY: 'acme/shop', GITHUB_RUN_ID: '9' });
    expect(ours.apiUrl).toBe(theirs.apiUrl);
    expect(ours.repositoryUrl).toBe(`${theirs.serverUrl}/acme/shop`);
    expect(ours.runUrl).toBe(`${theirs.serverUrl}/acme/shop/actions/runs/9`);
    expect(ours.payload).toEqual(theirs.payload);
  });

  it('has no links without a repository, and no run link without a run', () => {
    const bare = readRunContext({});
    expect(bare).toMatchObject({
      repository: '',
      runUrl: '',
      repositoryUrl: '',
      runId: '',
      runAttempt: '',
      payload: {},
    });
    expect(readRunContext({ GITHUB_REPOSITORY: 'acme/shop' }).runUrl).toBe('');
    // Something that is no owner/name gives no link to it.
    expect(readRunContext({ GITHUB_REPOSITORY: 'acme/shop/extra' }).repositoryUrl).toBe('');
    // A run id is put in the link encoded.
    expect(readRunContext({ GITHUB_REPOSITORY: 'acme/shop', GITHUB_RUN_ID: '1?x=2' }).runUrl).toBe(
      'https://github.com/acme/shop/actions/runs/1%3Fx%3D2',
    );
  });

  it("takes the runner's temporary folder, else TMPDIR, else /tmp", () => {
    expect(readRunContext({ RUNNER_TEMP: '/r', TMPDIR: '/t' }).tempDir).toBe('/r');
    expect(readRunContext({ TMPDIR: '/t' }).tempDir).toBe('/t');
    expect(readRunContext({}).tempDir).toBe('/tmp');
  });

  it('takes an event file that is missing or not an object as no payload', () => {
    expect(readRunContext({ GITHUB_EVENT_PATH: join(root, 'none.json') }).payload).toEqual({});
    const number = join(root, 'number.json');
    writeFileSync(number, '42');
    expect(readRunContext({ GITHUB_EVENT_PATH: number }).payload).toEqual({});
    const text = join(root, 'text.json');
    writeFileSync(text, '"text"');
    expect(readRunContext({ GITHUB_EVENT_PATH: text }).payload).toEqual({});
    // A list is an object to JavaScript, and is kept as the payload it is.
    const list = join(root, 'list.json');
    writeFileSync(list, '[1, 2]');
    expect(readRunContext({ GITHUB_EVENT_PATH: list }).payload).toEqual([1, 2]);
  });

  it('refuses an event file that is not JSON, naming it', () => {
    const broken = join(root, 'broken.json');
    writeFileSync(broken, '{"ref": ');
    expect(() => readRunContext({ GITHUB_EVENT_PATH: broken })).toThrow(
      `The event payload at GITHUB_EVENT_PATH (${broken}) is not valid JSON.`,
    );
  });
});

describe('isGitRefName', () => {
  const { refNames } = recording<GitAnswers>('git.json');

  it.each(Object.entries(refNames))('agrees with git check-ref-format on %j', (name, git) => {
    expect(isGitRefName(name)).toBe(git);
  });

  it('refuses what no branch is named, which git takes only as part of a longer name', () => {
    expect(isGitRefName('')).toBe(false);
    expect(isGitRefName('@')).toBe(false);
    expect(isGitRefName('/main')).toBe(false);
    expect(isGitRefName('x'.repeat(256))).toBe(false);
    expect(isGitRefName('x'.repeat(255))).toBe(true);
  });
});

describe('splitRepository', () => {
  it('splits owner/name, and nothing else', () => {
    expect(splitRepository('acme/shop')).toEqual({ owner: 'acme', name: 'shop' });
    for (const bad of ['', 'acme', 'acme/', '/shop', 'a/b/c']) {
      expect(splitRepository(bad)).toBeUndefined();
    }
  });
});
