// The GitHub client of our own, held beside Octokit (what @actions/github gives an action) on the
// same calls: the requests GitHub would receive must be the same, header for header that matters,
// body for body, page for page.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getOctokit } from '@actions/github';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { upsertComment } from '../../src/github/comments.ts';
import { GitHubDeployment, retireDeployments } from '../../src/github/deployments.ts';
import { findPullRequest, pullRequestStates } from '../../src/github/pulls.ts';
import { GitHubApiError, GitHubClient } from '../../src/github/rest.ts';
import type { Logger } from '../../src/logger.ts';
import { RedirectError } from '../../src/http/errors.ts';
import { fakeClock } from '../helpers/clock.ts';

interface Seen {
  method: string;
  path: string;
  query: [string, string][];
  headers: IncomingHttpHeaders;
  body: unknown;
}

let server: Server;
let url: string;
let seen: Seen[];
/** Answers by `METHOD /path` (without the query); a handler may look at the query. */
type Answer = [number, unknown, Record<string, string>?];
let answers: Map<string, (query: URLSearchParams) => Answer>;
const warnings: string[] = [];
const logger: Logger = {
  debug: () => {},
  info: () => {},
  notice: () => {},
  warning: (message) => warnings.push(message),
};

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      const parsed = new URL(request.url ?? '/', 'http://x');
      seen.push({
        method: request.method ?? '',
        path: parsed.pathname,
        query: [...parsed.searchParams].sort(([a], [b]) => a.localeCompare(b)),
        headers: request.headers,
        body: text === '' ? undefined : JSON.parse(text),
      });
      const answer = answers.get(`${request.method} ${parsed.pathname}`);
      const [status, body, headers] = answer?.(parsed.searchParams) ?? [
        404,
        { message: 'Not Found' },
      ];
      response
        .writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
        .end(body === undefined ? '' : JSON.stringify(body));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((done) => server.close(done)));
beforeEach(() => {
  seen = [];
  warnings.length = 0;
  answers = new Map();
});

/** What GitHub would receive of each request: what a server may act on, not the user agent. */
function received(requests: Seen[]) {
  return requests.map(({ method, path, query, headers, body }) => ({
    method,
    path,
    query,
    authorization: headers.authorization,
    accept: headers.accept,
    contentType: headers['content-type'],
    body,
  }));
}

/** Runs `ours` and `theirs` on the same answers, and answers what the server saw of each. */
async function sideBySide(
  ours: (github: GitHubClient) => Promise<unknown>,
  theirs: (octokit: ReturnType<typeof getOctokit>) => Promise<unknown>,
) {
  const github = new GitHubClient({ token: 'ghs_side', apiUrl: url });
  await ours(github);
  github.close();
  const mine = received(seen);
  seen = [];
  await theirs(getOctokit('ghs_side', { baseUrl: url }));
  return { mine, octokit: received(seen) };
}

const repo = { owner: 'acme', repo: 'shop' };

describe('the same requests as Octokit', () => {
  it('creates a deployment and sets its status', async () => {
    answers.set('POST /repos/acme/shop/deployments', () => [201, { id: 41 }]);
    answers.set('POST /repos/acme/shop/deployments/41/statuses', () => [201, { id: 1 }]);
    const { mine, octokit } = await sideBySide(
      async (github) => {
        const deployment = await GitHubDeployment.create({
          github,
          ...repo,
          logger,
          ref: 'c'.repeat(40),
          environment: 'production',
          environmentUrl: 'https://shop.example',
          logUrl: 'https://github.com/acme/shop/actions/runs/1',
        });
        await deployment?.setStatus('success', 'Amezmo deployment 838 succeeded');
      },
      async (octokit) => {
        await octokit.rest.repos.createDeployment({
          ...repo,
          ref: 'c'.repeat(40),
          environment: 'production',
          description: 'Amezmo deployment to production',
          auto_merge: false,
          required_contexts: [],
          production_environment: true,
          transient_environment: false,
        });
        await octokit.rest.repos.createDeploymentStatus({
          ...repo,
          deployment_id: 41,
          state: 'success',
          description: 'Amezmo deployment 838 succeeded',
          environment_url: 'https://shop.example',
          log_url: 'https://github.com/acme/shop/actions/runs/1',
          auto_inactive: true,
        });
      },
    );
    expect(mine).toEqual(octokit);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      authorization: 'token ghs_side',
      contentType: 'application/json; charset=utf-8',
    });
  });

  it('pages through a list by its Link header, as Octokit paginate does', async () => {
    answers.set('GET /repos/acme/shop/deployments', (query): Answer => {
      const page = Number(query.get('page') ?? '1');
      const next = `${url}/repos/acme/shop/deployments?environment=pr-shop-7&per_page=100&page=${page + 1}`;
      return [
        200,
        Array.from({ length: page < 3 ? 100 : 7 }, (_, i) => ({ id: page * 1000 + i })),
        page < 3 ? { link: `<${next}>; rel="next", <${next}>; rel="last"` } : {},
      ];
    });
    let listed: unknown[] = [];
    const { mine, octokit } = await sideBySide(
      async (github) => {
        listed = await github.paginate('/repos/acme/shop/deployments', {
          query: { environment: 'pr-shop-7' },
        });
      },
      (octokit) =>
        octokit.paginate(octokit.rest.repos.listDeployments, {
          ...repo,
          environment: 'pr-shop-7',
          per_page: 100,
        }),
    );
    expect(listed).toHaveLength(207);
    expect(mine).toEqual(octokit);
    expect(mine).toHaveLength(3);
  });

  it('pages through a list answered inside an object (check runs), as Octokit does', async () => {
    const sha = 'c'.repeat(40);
    answers.set(`GET /repos/acme/shop/commits/${sha}/check-runs`, (query): Answer => {
      const page = Number(query.get('page') ?? '1');
      const next = `${url}/repos/acme/shop/commits/${sha}/check-runs?per_page=100&page=${page + 1}`;
      return [
        200,
        {
          total_count: 150,
          check_runs: Array.from({ length: page < 2 ? 100 : 50 }, (_, i) => ({
            id: page * 1000 + i,
          })),
        },
        page < 2 ? { link: `<${next}>; rel="next", <${next}>; rel="last"` } : {},
      ];
    });
    let listed: unknown[] = [];
    let theirs: unknown[] = [];
    const { mine, octokit } = await sideBySide(
      async (github) => {
        listed = await github.paginate(`/repos/acme/shop/commits/${sha}/check-runs`, {
          list: 'check_runs',
        });
      },
      async (octokit) => {
        theirs = await octokit.paginate(octokit.rest.checks.listForRef, {
          ...repo,
          ref: sha,
          per_page: 100,
        });
      },
    );
    expect(listed).toHaveLength(150);
    expect(listed).toEqual(theirs);
    expect(mine).toEqual(octokit);
  });

  it('lists, creates and edits a comment (after asking GraphQL who the token is)', async () => {
    answers.set('POST /graphql', () => [
      200,
      { data: { viewer: { login: 'github-actions[bot]' } } },
    ]);
    answers.set('GET /repos/acme/shop/issues/7/comments', () => [
      200,
      [{ id: 5, body: '<!-- amezmo-deploy:k -->\nold', user: { login: 'github-actions[bot]' } }],
    ]);
    answers.set('PATCH /repos/acme/shop/issues/comments/5', () => [200, { id: 5 }]);
    const edited = await sideBySide(
      (github) => upsertComment({ github, ...repo, issueNumber: 7, logger }, 'k', 'new'),
      async (octokit) => {
        await octokit.paginate(octokit.rest.issues.listComments, {
          ...repo,
          issue_number: 7,
          per_page: 100,
        });
        await octokit.rest.issues.updateComment({
          ...repo,
          comment_id: 5,
          body: '<!-- amezmo-deploy:k -->\nnew',
        });
      },
    );
    // The identity is ours alone: Octokit has nothing to compare it with.
    expect(edited.mine[0]).toMatchObject({
      method: 'POST',
      path: '/graphql',
      body: { query: 'query { viewer { login } }' },
      authorization: 'token ghs_side',
    });
    expect(edited.mine.slice(1)).toEqual(edited.octokit);
    answers.set('GET /repos/acme/shop/issues/7/comments', () => [200, []]);
    answers.set('POST /repos/acme/shop/issues/7/comments', () => [201, { id: 6 }]);
    seen = [];
    const created = await sideBySide(
      (github) => upsertComment({ github, ...repo, issueNumber: 7, logger }, 'k', 'first'),
      async (octokit) => {
        await octokit.paginate(octokit.rest.issues.listComments, {
          ...repo,
          issue_number: 7,
          per_page: 100,
        });
        await octokit.rest.issues.createComment({
          ...repo,
          issue_number: 7,
          body: '<!-- amezmo-deploy:k -->\nfirst',
        });
      },
    );
    expect(created.mine.slice(1)).toEqual(created.octokit);
    expect(warnings).toEqual([]);
  });

  it('reads pull requests by number and by head', async () => {
    answers.set('GET /repos/acme/shop/pulls/5', () => [200, { number: 5, state: 'closed' }]);
    answers.set('GET /repos/acme/shop/pulls', () => [200, [{ number: 9 }]]);
    const { mine, octokit } = await sideBySide(
      async (github) => {
        const target = { github, ...repo, logger };
        expect(await pullRequestStates(target, [5])).toEqual(new Map([[5, 'closed']]));
        expect(await findPullRequest(target, 'forker:fix')).toBe(9);
      },
      async (octokit) => {
        await octokit.rest.pulls.get({ ...repo, pull_number: 5 });
        await octokit.rest.pulls.list({ ...repo, state: 'open', head: 'forker:fix' });
      },
    );
    expect(mine).toEqual(octokit);
  });
});

describe('what the client does on its own', () => {
  it('retires every deployment of an environment, past the first page', async () => {
    answers.set('GET /repos/acme/shop/deployments', (query): Answer => {
      const page = Number(query.get('page') ?? '1');
      return [
        200,
        Array.from({ length: page === 1 ? 100 : 1 }, (_, i) => ({ id: page * 1000 + i })),
        page === 1 ? { link: `<${url}/repos/acme/shop/deployments?page=2>; rel="next"` } : {},
      ];
    });
    for (const id of [...Array.from({ length: 100 }, (_, i) => 1000 + i), 2000]) {
      answers.set(`POST /repos/acme/shop/deployments/${id}/statuses`, () => [201, {}]);
    }
    const github = new GitHubClient({ token: 't', apiUrl: url });
    const retired = await retireDeployments({
      github,
      ...repo,
      logger,
      environment: 'pr-shop-7',
      description: 'gone',
      logUrl: '',
    });
    github.close();
    expect(retired.retired).toBe(101);
  });

  it('follows no page link to another host, and keeps the token to the API address', async () => {
    answers.set('GET /repos/acme/shop/deployments', () => [
      200,
      [{ id: 1 }],
      { link: '<https://elsewhere.example/repos/acme/shop/deployments?page=2>; rel="next"' },
    ]);
    const github = new GitHubClient({ token: 't', apiUrl: url });
    expect(await github.paginate('/repos/acme/shop/deployments')).toEqual([{ id: 1 }]);
    github.close();
    expect(seen).toHaveLength(1);
  });

  it('follows a renamed repository on the same host, and no redirect elsewhere', async () => {
    answers.set('POST /repos/acme/old/deployments', () => [
      307,
      undefined,
      { location: `${url}/repositories/7/deployments` },
    ]);
    answers.set('POST /repositories/7/deployments', () => [201, { id: 3 }]);
    answers.set('GET /repos/acme/shop/pulls/1', () => [
      301,
      undefined,
      { location: 'https://elsewhere.example/repos/acme/shop/pulls/1' },
    ]);
    const github = new GitHubClient({ token: 't', apiUrl: url });
    expect(
      await github.request('POST', '/repos/acme/old/deployments', { body: { ref: 'x' } }),
    ).toEqual({ id: 3 });
    expect(seen.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', '/repos/acme/old/deployments', { ref: 'x' }],
      ['POST', '/repositories/7/deployments', { ref: 'x' }],
    ]);
    await expect(github.request('GET', '/repos/acme/shop/pulls/1')).rejects.toBeInstanceOf(
      RedirectError,
    );
    github.close();
  });

  it('asks again after a 502 on a read, on its clock, and not a create GitHub may have made', async () => {
    let reads = 0;
    answers.set('GET /repos/acme/shop/pulls/1', () =>
      ++reads === 1 ? [502, { message: 'Bad gateway' }] : [200, { state: 'open' }],
    );
    answers.set('POST /repos/acme/shop/deployments', () => [502, { message: 'Bad gateway' }]);
    const clock = fakeClock();
    const github = new GitHubClient({ token: 't', apiUrl: url, clock, random: () => 0.5 });
    expect(await github.request('GET', '/repos/acme/shop/pulls/1')).toEqual({ state: 'open' });
    expect(clock.sleeps).toEqual([750]);
    const error = await github
      .request('POST', '/repos/acme/shop/deployments', { body: {} })
      .catch((e: unknown) => e);
    github.close();
    expect(error).toBeInstanceOf(GitHubApiError);
    expect((error as Error).message).toBe(
      'GitHub API: POST /repos/acme/shop/deployments answered 502: Bad gateway',
    );
    expect(seen.filter(({ method }) => method === 'POST')).toHaveLength(1);
  });
});
