// What a /preview command needs of GitHub, against the stand-in: the commenter's permission, the
// pull request's draft state, labels and head, a reaction, and a reply.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { react, reply } from '../../src/github/comments.ts';
import { isGitHubLogin, repositoryPermission } from '../../src/github/permissions.ts';
import { getPullRequest, readPullRequest } from '../../src/github/pulls.ts';
import { GitHubClient, type RepositoryTarget } from '../../src/github/rest.ts';
import type { Logger } from '../../src/logger.ts';
import { startGitHubApi, type GitHubApi } from '../github-api/server.ts';

let github: GitHubApi;
let warnings: string[];
const logger: Logger = {
  debug: () => {},
  info: () => {},
  notice: () => {},
  warning: (message) => warnings.push(message),
};
const target = (): RepositoryTarget => ({
  github: new GitHubClient({ token: 'ghs_x', apiUrl: github.url, retryDelayMs: 1 }),
  owner: 'acme',
  repo: 'shop',
  logger,
});

beforeAll(async () => {
  github = await startGitHubApi();
});
afterAll(() => github.close());
beforeEach(() => {
  github.reset();
  warnings = [];
});

describe('repositoryPermission', () => {
  it.each([
    ['admin', 'admin', 'admin'],
    ['maintain', 'write', 'maintain'],
    ['write', 'write', 'write'],
    ['triage', 'read', 'triage'],
    ['read', 'read', 'read'],
    ['none', 'none', 'none'],
  ] as const)('a %s is %s', async (role, permission, named) => {
    github.collaborators.set('Octocat', role);
    expect(await repositoryPermission(target(), 'octocat')).toEqual({ permission, role: named });
    expect(github.requests.map(({ path }) => path)).toEqual([
      '/repos/acme/shop/collaborators/octocat/permission',
    ]);
  });

  it('takes a login GitHub knows no user of as no access', async () => {
    expect(await repositoryPermission(target(), 'ghost')).toEqual({
      permission: 'none',
      role: 'none',
    });
  });

  it('throws when GitHub does not answer it', async () => {
    github.forbid(/permission/);
    await expect(repositoryPermission(target(), 'octocat')).rejects.toThrow('answered 403');
  });

  it.each([
    ['octocat', true],
    ['a-b-c', true],
    ['dependabot[bot]', true],
    ['a'.repeat(39), true],
    ['a'.repeat(40), false],
    ['-lead', false],
    ['double--dash', false],
    ['x\n::error::y', false],
    ['@octocat', false],
    ['', false],
  ])('isGitHubLogin(%j) is %s', (login, valid) => {
    expect(isGitHubLogin(login)).toBe(valid);
  });
});

describe('getPullRequest', () => {
  it('reads the state, the draft, the labels and the head, and tells a fork', async () => {
    github.pulls.set(7, {
      state: 'open',
      draft: true,
      labels: ['preview', 'bug'],
      headLabel: 'forker:fix',
      headSha: 'c'.repeat(40),
      headRepository: 'forker/shop',
    });
    github.pulls.set(8, { state: 'closed', headLabel: 'acme:feature' });
    expect(await getPullRequest(target(), 7)).toEqual({
      number: 7,
      state: 'open',
      draft: true,
      labels: ['preview', 'bug'],
      head: { sha: 'c'.repeat(40), ref: 'fix', label: 'forker:fix' },
      fork: true,
    });
    expect(await getPullRequest(target(), 8)).toMatchObject({
      state: 'closed',
      draft: false,
      fork: false,
    });
    await expect(getPullRequest(target(), 9)).rejects.toThrow('answered 404');
  });

  it('keeps nothing of a record but its typed fields', () => {
    expect(readPullRequest({ number: '7' }, 'acme/shop')).toBeUndefined();
    expect(
      readPullRequest(
        { number: 7, state: 'merged', draft: 'yes', labels: 'preview', head: null },
        'acme/shop',
      ),
    ).toEqual({
      number: 7,
      state: undefined,
      draft: false,
      labels: [],
      head: { sha: '', ref: '', label: '' },
      fork: undefined,
    });
    // A repository's name is the same in any case.
    expect(
      readPullRequest({ number: 7, head: { repo: { full_name: 'ACME/Shop' } } }, 'acme/shop')?.fork,
    ).toBe(false);
  });
});

describe('react and reply', () => {
  it('reacts to a comment once per content, and replies on the pull request', async () => {
    github.comments.push({ id: 501, issueNumber: 7, body: '/preview', author: 'octocat' });
    await react(target(), 501, 'eyes');
    await react(target(), 501, 'eyes');
    await react(target(), 501, 'rocket');
    expect(github.reactions).toEqual([
      { id: expect.any(Number), commentId: 501, content: 'eyes', user: 'github-actions[bot]' },
      { id: expect.any(Number), commentId: 501, content: 'rocket', user: 'github-actions[bot]' },
    ]);
    const id = await reply({ ...target(), issueNumber: 7 }, 'answered');
    expect(github.comments.find((comment) => comment.id === id)).toMatchObject({
      issueNumber: 7,
      body: 'answered',
      author: 'github-actions[bot]',
    });
    expect(warnings).toEqual([]);
  });

  it('warns and goes on when it may not react or reply', async () => {
    github.forbid(/reactions|comments$/);
    await react(target(), 501, 'eyes');
    expect(await reply({ ...target(), issueNumber: 7 }, 'answered')).toBeUndefined();
    expect(warnings).toEqual([
      'Could not react to comment 501 (GitHub answered 403): give the job "permissions: pull-requests: write". The run goes on without the reaction.',
      expect.stringMatching(
        /^Could not reply on pull request #7: .*403.*The run goes on without the reply\.$/,
      ),
    ]);
  });
});

describe('answers GitHub should not give', () => {
  /** A target whose client answers `answer` to every request, or throws it. */
  const faking = (answer: unknown, fails = false): RepositoryTarget => ({
    github: {
      request: () => (fails ? Promise.reject(answer) : Promise.resolve(answer)),
    } as unknown as GitHubClient,
    owner: 'acme',
    repo: 'shop',
    logger,
  });

  it('takes a permission it cannot read as none, and a role it cannot show as the permission', async () => {
    expect(await repositoryPermission(faking('weird'), 'octocat')).toEqual({
      permission: 'none',
      role: 'none',
    });
    expect(
      await repositoryPermission(
        faking({ permission: 'write', role_name: '<b>custom</b>\n' }),
        'octocat',
      ),
    ).toEqual({ permission: 'write', role: 'write' });
    expect(
      await repositoryPermission(
        faking({ permission: 'read', role_name: 'Release managers' }),
        'o',
      ),
    ).toEqual({ permission: 'read', role: 'Release managers' });
  });

  it('goes on without a reply id, and warns for a failure that is no refusal', async () => {
    expect(await reply({ ...faking(undefined), issueNumber: 7 }, 'x')).toBeUndefined();
    await react(faking(new Error('socket hang up'), true), 501, 'eyes');
    expect(warnings).toEqual([
      'Could not react to comment 501: socket hang up. The run goes on without the reaction.',
    ]);
  });
});
