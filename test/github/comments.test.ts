import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { upsertComment, type CommentTarget } from '../../src/github/comments.ts';
import { retireDeployments, GitHubDeployment } from '../../src/github/deployments.ts';
import { findPullRequest, pullRequestStates } from '../../src/github/pulls.ts';
import type { Logger } from '../../src/logger.ts';
import { GitHubClient } from '../../src/github/rest.ts';
import { fakeClock } from '../helpers/clock.ts';
import { startGitHubApi, type GitHubApi } from '../github-api/server.ts';

let github: GitHubApi;
let warnings: string[];
const logger: Logger = {
  debug: () => {},
  info: () => {},
  notice: () => {},
  warning: (message) => warnings.push(message),
};
const target = (issueNumber = 7, apiUrl = github.url): CommentTarget => ({
  github: clientFor(apiUrl),
  owner: 'acme',
  repo: 'shop',
  issueNumber,
  logger,
});

/** A client of the stand-in (or of an address that does not answer), quick to give up. */
function clientFor(apiUrl: string): GitHubClient {
  return new GitHubClient({ token: 'ghs_x', apiUrl, retryDelayMs: 1 });
}

beforeAll(async () => {
  github = await startGitHubApi();
});
afterAll(() => github.close());
beforeEach(() => {
  github.reset();
  warnings = [];
});

describe('upsertComment', () => {
  it('creates the comment once, then edits it in place', async () => {
    const first = await upsertComment(target(), 'preview:pr-shop-7', 'one');
    const second = await upsertComment(target(), 'preview:pr-shop-7', 'two');
    expect(second).toBe(first);
    expect(github.comments).toEqual([
      {
        id: first,
        issueNumber: 7,
        body: '<!-- amezmo-deploy:preview:pr-shop-7 -->\ntwo',
        author: 'github-actions[bot]',
      },
    ]);
    expect(
      github.requests.map((request) => `${request.method} ${request.path.split('?')[0]}`),
    ).toEqual([
      'POST /graphql',
      'GET /repos/acme/shop/issues/7/comments',
      'POST /repos/acme/shop/issues/7/comments',
      'POST /graphql',
      'GET /repos/acme/shop/issues/7/comments',
      'PATCH /repos/acme/shop/issues/comments/9000',
    ]);
  });

  it('keeps comments of other keys, other pull requests, and ones that only quote the marker', async () => {
    github.comments.push({
      id: 1,
      issueNumber: 7,
      body: 'Look: <!-- amezmo-deploy:preview:pr-shop-7 --> is what it writes',
    });
    await upsertComment(target(8), 'preview:pr-shop-7', 'on eight');
    await upsertComment(target(), 'other', 'other key');
    await upsertComment(target(), 'preview:pr-shop-7', 'mine');
    expect(
      github.comments.map(({ issueNumber, body }) => [issueNumber, body.split('\n')[1] ?? body]),
    ).toEqual([
      [7, 'Look: <!-- amezmo-deploy:preview:pr-shop-7 --> is what it writes'],
      [8, 'on eight'],
      [7, 'other key'],
      [7, 'mine'],
    ]);
  });

  it("never edits another user's comment, even one that begins with the marker", async () => {
    github.comments.push({
      id: 1,
      issueNumber: 7,
      body: '<!-- amezmo-deploy:preview:pr-shop-7 -->\nplanted by someone else',
      author: 'mallory',
    });
    const mine = await upsertComment(target(), 'preview:pr-shop-7', 'mine');
    expect(mine).not.toBe(1);
    expect(
      github.comments.map(({ id, author, body }) => [id, author, body.split('\n')[1]]),
    ).toEqual([
      [1, 'mallory', 'planted by someone else'],
      [mine, 'github-actions[bot]', 'mine'],
    ]);
    // And its own comment is found again by its author, the token's viewer.
    await upsertComment(target(), 'preview:pr-shop-7', 'mine, edited');
    expect(github.comments).toHaveLength(2);
    expect(github.comments[1]?.body).toContain('mine, edited');
  });

  it("edits the comments of a personal token's own user, as GraphQL's viewer names it", async () => {
    github.viewer = 'octocat';
    github.comments.push({
      id: 1,
      issueNumber: 7,
      body: '<!-- amezmo-deploy:k -->\nold',
      author: 'octocat',
    });
    expect(await upsertComment(target(), 'k', 'new')).toBe(1);
    expect(github.comments).toEqual([
      { id: 1, issueNumber: 7, body: '<!-- amezmo-deploy:k -->\nnew', author: 'octocat' },
    ]);
  });

  it('waits once for a rate limit that resets soon, then comments, and says so', async () => {
    github.rateLimit(/^POST .*\/comments$/, { kind: 'secondary', retryAfterSeconds: 1 });
    const clock = fakeClock();
    const infos: string[] = [];
    const client = new GitHubClient({
      token: 'ghs_x',
      apiUrl: github.url,
      clock,
      logger: { ...logger, info: (message) => infos.push(message) },
    });
    expect(await upsertComment({ ...target(), github: client }, 'k', 'body')).toBeTypeOf('number');
    expect(clock.sleeps).toEqual([1000]);
    expect(infos).toContain(
      "GitHub API: POST /repos/acme/shop/issues/7/comments hit GitHub's rate limit; trying again in 1.0 s, when it resets.",
    );
    expect(github.comments).toHaveLength(1);
    expect(warnings).toEqual([]);
  });

  it('reports a rate limit that resets later as a rate limit, not as a missing permission', async () => {
    github.rateLimit(/^GET .*\/comments/, { kind: 'primary', resetInSeconds: 3600 });
    expect(await upsertComment(target(), 'k', 'body')).toBeUndefined();
    expect(warnings).toEqual([
      expect.stringMatching(
        /^Could not comment on pull request #7: GitHub API: GET \/repos\/acme\/shop\/issues\/7\/comments\?per_page=100 was refused by GitHub's rate limit \(403\), until \d\d:\d\d:\d\d UTC: API rate limit exceeded for installation\. The run goes on without the comment\.$/,
      ),
    ]);
  });

  it('does not send an edit that changes nothing', async () => {
    await upsertComment(target(), 'k', 'same');
    await upsertComment(target(), 'k', 'same');
    expect(github.requests.filter((request) => request.method === 'PATCH')).toEqual([]);
  });

  it('warns, naming pull-requests: write, and answers undefined on 403', async () => {
    github.forbid(/comments/);
    expect(await upsertComment(target(), 'k', 'body')).toBeUndefined();
    expect(warnings).toEqual([
      'Could not comment on pull request #7: the token may not write pull request comments (GitHub answered 403). Give the job "permissions: pull-requests: write"; the run goes on without the comment.',
    ]);
  });

  it('warns and answers undefined when GitHub cannot be reached', async () => {
    const result = await upsertComment(target(7, 'http://127.0.0.1:9'), 'k', 'b');
    expect(result).toBeUndefined();
    expect(warnings[0]).toMatch(
      /^Could not comment on pull request #7: .+ The run goes on without the comment\.$/,
    );
  });
});

describe('transient deployments and retiring them', () => {
  const options = {
    owner: 'acme',
    repo: 'shop',
    ref: 'abc',
    environment: 'pr-shop-7',
    environmentUrl: 'https://pr-shop-7.example',
    logUrl: '',
    logger,
  };

  it('creates a transient one, never production, and marks all of the environment inactive', async () => {
    await GitHubDeployment.create({ ...options, github: clientFor(github.url), transient: true });
    await GitHubDeployment.create({ ...options, github: clientFor(github.url), transient: true });
    await GitHubDeployment.create({
      ...options,
      github: clientFor(github.url),
      environment: 'staging',
    });
    expect(github.requests[0]?.body).toMatchObject({
      transient_environment: true,
      production_environment: false,
    });
    const retired = await retireDeployments({
      ...options,
      github: clientFor(github.url),
      description: 'Preview terminated',
    });
    expect(retired).toEqual({ retired: 2, lastCommit: undefined });
    expect(github.deployments.map(({ environment, states }) => [environment, states])).toEqual([
      ['pr-shop-7', ['inactive']],
      ['pr-shop-7', ['inactive']],
      ['staging', []],
    ]);
  });

  it('warns instead of failing when it may not', async () => {
    github.forbid();
    expect(
      await retireDeployments({ ...options, github: clientFor(github.url), description: 'gone' }),
    ).toEqual({ retired: 0, lastCommit: undefined });
    expect(warnings[0]).toContain('permissions: deployments: write');
  });
});

describe('pull requests', () => {
  const repository = (apiUrl = github.url) => ({
    github: clientFor(apiUrl),
    owner: 'acme',
    repo: 'shop',
    logger,
  });

  it('tells open and closed ones, and leaves out unknown ones', async () => {
    github.pulls.set(1, { state: 'open' });
    github.pulls.set(2, { state: 'closed' });
    expect(await pullRequestStates(repository(), [])).toEqual(new Map());
    expect(await pullRequestStates(repository(), [1, 2, 3])).toEqual(
      new Map([
        [1, 'open'],
        [2, 'closed'],
      ]),
    );
    expect(warnings).toEqual([]);
  });

  it('warns once and knows none when it may not read them', async () => {
    github.forbid();
    expect((await pullRequestStates(repository(), [1, 2])).size).toBe(0);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('only max-age applies');
  });

  it('warns when GitHub cannot be reached', async () => {
    const away = repository('http://127.0.0.1:9');
    expect(await findPullRequest(away, 'forker:fix')).toBeUndefined();
    expect(warnings[0]).toMatch(/^Could not read pull requests: .+ only max-age applies\.$/);
  });

  it("finds a fork's open pull request by its head", async () => {
    github.pulls.set(4, { state: 'closed', headLabel: 'forker:fix' });
    github.pulls.set(5, { state: 'open', headLabel: 'forker:fix' });
    expect(await findPullRequest(repository(), 'forker:fix')).toBe(5);
    expect(await findPullRequest(repository(), 'forker:other')).toBeUndefined();
  });
});
