// A local stand-in for the part of GitHub's API the actions use: deployments and their statuses,
// pull requests, issue comments (each with its author), and the token's own identity (GraphQL's
// viewer). It records every request, keeps what was created for the tests to read, and can refuse
// requests as a token without the permission is, or as GitHub's rate limits do. Like the Amezmo
// simulator, it can serve https, on another address, under a host name a proxy resolves.
import type { RequestListener } from 'node:http';
import { serve, type ListenOptions } from './listen.ts';

/** Who writes as a workflow's own token: the login GraphQL's viewer answers by default. */
export const ACTIONS_BOT = 'github-actions[bot]';

export interface GitHubRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export interface StoredComment {
  id: number;
  issueNumber: number;
  body: string;
  /** Who wrote it: the token's own user for a comment made through the API. */
  author?: string;
}

/** How GitHub refuses a request past a rate limit. */
export type RateLimit =
  /** 403 with `x-ratelimit-remaining: 0` and `x-ratelimit-reset`, `resetInSeconds` away. */
  | { kind: 'primary'; resetInSeconds: number }
  /** 429 with `retry-after`. */
  | { kind: 'secondary'; retryAfterSeconds: number };

export interface StoredDeployment {
  id: number;
  ref: string;
  environment: string;
  transientEnvironment: boolean;
  /** The states of its statuses, oldest first. */
  states: string[];
  /** The last `environment_url` a status gave. */
  environmentUrl: string | undefined;
}

export interface StoredPullRequest {
  state: 'open' | 'closed';
  /** `owner:branch`, what `GET /pulls?head=` filters on. */
  headLabel?: string;
}

export interface GitHubApi {
  /** Goes in GITHUB_API_URL, e.g. `http://127.0.0.1:40123` or `https://api.github.test:40123`. */
  readonly url: string;
  readonly requests: GitHubRequest[];
  /** Issue comments, in the order they were created. */
  readonly comments: StoredComment[];
  readonly deployments: StoredDeployment[];
  /** Pull requests by number; `GET /pulls/{n}` answers 404 for one not here. */
  readonly pulls: Map<number, StoredPullRequest>;
  /**
   * Answers 403, as GitHub does for a token without the permission: every request, or only those
   * whose method and path (`POST /repos/o/r/issues/7/comments`) match `only`.
   */
  forbid(only?: RegExp): void;
  /** Refuses the next `times` requests whose method and path match `only` for a rate limit. */
  rateLimit(only: RegExp, limit: RateLimit, times?: number): void;
  /** Who the token acts as (GraphQL's viewer, and the author of the comments it writes). */
  viewer: string;
  /** Forgets the requests and everything stored, and answers normally again. */
  reset(): void;
  close(): Promise<void>;
}

const REPO = '/repos/[^/]+/[^/]+';

/** `port`, `host`, `publicHost` and `tls` as the simulator takes them; http://127.0.0.1 by default. */
export async function startGitHubApi(options: ListenOptions = {}): Promise<GitHubApi> {
  const requests: GitHubRequest[] = [];
  const comments: StoredComment[] = [];
  const deployments: StoredDeployment[] = [];
  const pulls = new Map<number, StoredPullRequest>();
  let forbidden: RegExp | undefined;
  const limits: { only: RegExp; limit: RateLimit; remaining: number }[] = [];
  let viewer = ACTIONS_BOT;
  let nextId = 4000;
  let nextCommentId = 9000;
  const listener: RequestListener = (request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const method = request.method ?? '';
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      requests.push({ method, path, authorization: request.headers.authorization, body });
      const answer = (status: number, reply: unknown, headers: Record<string, string> = {}) =>
        response
          .writeHead(status, { 'content-type': 'application/json', ...headers })
          .end(JSON.stringify(reply));
      const limited = limits.find(({ only }) => only.test(`${method} ${path}`));
      if (limited) {
        if (--limited.remaining <= 0) limits.splice(limits.indexOf(limited), 1);
        const { limit } = limited;
        return limit.kind === 'primary'
          ? answer(
              403,
              { message: 'API rate limit exceeded for installation.', status: '403' },
              {
                'x-ratelimit-remaining': '0',
                'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000 + limit.resetInSeconds)),
              },
            )
          : answer(
              429,
              { message: 'You have exceeded a secondary rate limit.', status: '429' },
              { 'retry-after': String(limit.retryAfterSeconds) },
            );
      }
      if (forbidden?.test(`${method} ${path}`)) {
        return answer(403, {
          message: 'Resource not accessible by integration',
          documentation_url:
            'https://docs.github.com/rest/deployments/deployments#create-a-deployment',
          status: '403',
        });
      }
      const url = new URL(path, 'http://github');
      const route = (pattern: string) => new RegExp(`^${REPO}${pattern}$`).exec(url.pathname);

      if (method === 'POST' && url.pathname === '/graphql') {
        return /\bviewer\b/.test(String(body.query))
          ? answer(200, { data: { viewer: { login: viewer } } })
          : answer(200, { errors: [{ message: 'Only viewer is answered here.' }] });
      }

      if (method === 'POST' && /^\/repos\/[^/]+\/[^/]+\/deployments$/.test(path)) {
        const id = nextId++;
        deployments.push({
          id,
          ref: String(body.ref ?? ''),
          environment: String(body.environment ?? ''),
          transientEnvironment: body.transient_environment === true,
          states: [],
          environmentUrl: undefined,
        });
        return answer(201, { id, sha: 'sha', environment: 'production' });
      }
      if (method === 'GET' && route('/deployments')) {
        const environment = url.searchParams.get('environment');
        const listed = deployments
          .filter((deployment) => environment === null || deployment.environment === environment)
          .reverse()
          .map(({ id, ref, environment: name }) => ({ id, ref, sha: ref, environment: name }));
        return answer(200, listed);
      }
      const status = /^\/repos\/[^/]+\/[^/]+\/deployments\/(\d+)\/statuses$/.exec(path);
      if (method === 'POST' && status) {
        const deployment = deployments.find(({ id }) => id === Number(status[1]));
        deployment?.states.push(String(body.state));
        if (deployment && typeof body.environment_url === 'string') {
          deployment.environmentUrl = body.environment_url;
        }
        return answer(201, { id: 1, state: 'success' });
      }

      const pull = route('/pulls/(\\d+)');
      if (method === 'GET' && pull) {
        const number = Number(pull[1]);
        const found = pulls.get(number);
        if (!found) return answer(404, { message: 'Not Found' });
        return answer(200, { number, state: found.state, head: { label: found.headLabel } });
      }
      if (method === 'GET' && route('/pulls')) {
        const head = url.searchParams.get('head');
        const state = url.searchParams.get('state') ?? 'open';
        const listed = [...pulls.entries()]
          .filter(
            ([, found]) =>
              (head === null || found.headLabel === head) &&
              (state === 'all' || found.state === state),
          )
          .map(([number, found]) => ({
            number,
            state: found.state,
            head: { label: found.headLabel },
          }));
        return answer(200, listed);
      }

      const issueComments = route('/issues/(\\d+)/comments');
      if (issueComments && method === 'GET') {
        const issueNumber = Number(issueComments[1]);
        return answer(
          200,
          comments
            .filter((comment) => comment.issueNumber === issueNumber)
            .map(({ id, body: commentBody, author }) => ({
              id,
              body: commentBody,
              user: {
                login: author ?? viewer,
                type: /\[bot\]$/.test(author ?? viewer) ? 'Bot' : 'User',
              },
            })),
        );
      }
      if (issueComments && method === 'POST') {
        const comment = {
          id: nextCommentId++,
          issueNumber: Number(issueComments[1]),
          body: String(body.body ?? ''),
          author: viewer,
        };
        comments.push(comment);
        return answer(201, { id: comment.id, body: comment.body, user: { login: viewer } });
      }
      const edited = route('/issues/comments/(\\d+)');
      if (edited && method === 'PATCH') {
        const comment = comments.find(({ id }) => id === Number(edited[1]));
        if (!comment) return answer(404, { message: 'Not Found' });
        comment.body = String(body.body ?? '');
        return answer(200, { id: comment.id, body: comment.body });
      }
      answer(404, { message: 'Not Found' });
    });
  };
  const listening = await serve(listener, options);
  return {
    url: listening.origin,
    requests,
    comments,
    deployments,
    pulls,
    forbid: (only) => {
      forbidden = only ?? /^/;
    },
    rateLimit: (only, limit, times = 1) => {
      limits.push({ only, limit, remaining: times });
    },
    get viewer() {
      return viewer;
    },
    set viewer(login: string) {
      viewer = login;
    },
    reset: () => {
      requests.length = 0;
      comments.length = 0;
      deployments.length = 0;
      pulls.clear();
      forbidden = undefined;
      limits.length = 0;
      viewer = ACTIONS_BOT;
    },
    // Keep-alive connections go too, or they would outlive the server in the client's pool.
    close: () => listening.close(),
  };
}
