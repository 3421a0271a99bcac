// A local stand-in for the part of GitHub the actions use: on its REST API, deployments and their
// statuses (github-deployments.ts), pull requests (draft, labels, head), issue comments (each with
// its author) and their reactions, collaborators' permissions, commits and their comparison
// (github-commits.ts), commits' check runs and statuses (github-checks.ts), the token's own identity
// (GraphQL's viewer) and artifacts (github-artifacts.ts); beside it, the
// results service @actions/artifact uploads through (Twirp, at ACTIONS_RESULTS_URL) and the blob
// store its signed URLs lead to (blob-store.ts), each on a port of its own, as they are different
// hosts on GitHub. It records every request, keeps what was created for the tests to read, and
// can refuse requests as a token without the permission is, as GitHub's rate limits do, or with
// any status on purpose. Like the Amezmo simulator, it can serve https, on another address, under
// a host name a proxy resolves.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { BlobStore, storageError, type RawReply, type RawRequest } from './blob-store.ts';
import {
  ArtifactStore,
  DEFAULT_RUN,
  twirpCodeOf,
  twirpError,
  type ArtifactOptions,
  type StoredArtifact,
  type WorkflowRunOptions,
} from './github-artifacts.ts';
import { CommitChecks } from './github-checks.ts';
import { CommitGraph } from './github-commits.ts';
import {
  DeploymentStore,
  type GitHubDeploymentEntry,
  type StoredDeployment,
} from './github-deployments.ts';
import {
  githubError,
  githubTime,
  invalidField,
  notFound,
  userRecord,
  type Reply,
  type RestContext,
  type RestRoute,
} from './github-rest.ts';
import { serve, type ListenOptions, type Listening } from './listen.ts';

export type {
  ArtifactOptions,
  GitHubDeploymentEntry,
  StoredArtifact,
  StoredDeployment,
  WorkflowRunOptions,
};

/** Who writes as a workflow's own token: the login GraphQL's viewer answers by default. */
export const ACTIONS_BOT = 'github-actions[bot]';

export interface GitHubRequest {
  method: string;
  /** The path with its query, e.g. `/repos/acme/shop/deployments?environment=production`. */
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/** A request to the results service or the blob store, and the status it was answered. */
export interface ArtifactServiceRequest {
  service: 'results' | 'blobs';
  method: string;
  /** The path with its query (a blob's signature included). */
  path: string;
  authorization: string | undefined;
  status: number;
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

export interface StoredPullRequest {
  state: 'open' | 'closed';
  /** `owner:branch`, what `GET /pulls?head=` filters on. */
  headLabel?: string;
  draft?: boolean;
  /** The names of its labels. */
  labels?: string[];
  /** The head commit; 40 zeros when not given; null: the answer names none, as a broken one. */
  headSha?: string | null;
  /** The head branch; the part of `headLabel` after the colon when not given. */
  headRef?: string;
  /** `owner/name` of the head's repository: another's for a fork; the base's when not given. */
  headRepository?: string;
}

/** A repository role, as GitHub names it in `role_name`. */
export type CollaboratorRole = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none';

export interface StoredReaction {
  id: number;
  commentId: number;
  /** `+1`, `-1`, `laugh`, `confused`, `heart`, `hooray`, `rocket` or `eyes`. */
  content: string;
  /** Who reacted: the token's own user. */
  user: string;
}

export interface GitHubApi {
  /** Goes in GITHUB_API_URL, e.g. `http://127.0.0.1:40123` or `https://api.github.test:40123`. */
  readonly url: string;
  /** Every request to the REST API (and GraphQL), in order. */
  readonly requests: GitHubRequest[];
  /** Issue comments, in the order they were created. */
  readonly comments: StoredComment[];
  /** The deployments in short, in the order they were created. */
  readonly deployments: StoredDeployment[];
  /**
   * The deployments as GitHub answers them (payload, task, sha, ...), each with its repository
   * and its statuses as GitHub answers them, oldest first; in the order they were created.
   */
  readonly deploymentRecords: GitHubDeploymentEntry[];
  /** Pull requests by number; `GET /pulls/{n}` answers 404 for one not here. */
  readonly pulls: Map<number, StoredPullRequest>;
  /**
   * Users' roles on every repository, by login; a login not here is no GitHub user (the
   * permission endpoint answers 404), one with `none` is a user without access.
   */
  readonly collaborators: Map<string, CollaboratorRole>;
  /** Reactions to issue comments, in the order they were made. */
  readonly reactions: StoredReaction[];
  /** The repository's commits, which the compare API answers from; a test adds them. */
  readonly commits: CommitGraph;
  /** The commits' check runs and statuses, which a test sets up. */
  readonly checks: CommitChecks;
  /**
   * Answers 403, as GitHub does for a token without the permission: every request to the REST
   * API, or only those whose method and path (`POST /repos/o/r/issues/7/comments`) match `only`.
   */
  forbid(only?: RegExp): void;
  /** Refuses the next `times` requests whose method and path match `only` for a rate limit. */
  rateLimit(only: RegExp, limit: RateLimit, times?: number): void;
  /**
   * Fails the next `times` (1; Infinity for all) requests whose method and path match `only`,
   * with `status`, on the REST API, the results service (`POST /twirp/...ArtifactService/
   * CreateArtifact`) and the blob store (`PUT /actionsresults/...?comp=block...`) alike, each
   * with the body it gives: GitHub's message, Twirp's `{code, msg}`, Azure's XML error.
   */
  fail(only: RegExp, status: number, times?: number): void;
  /** Who the token acts as (GraphQL's viewer, and the author of the comments it writes). */
  viewer: string;

  /** Goes in ACTIONS_RESULTS_URL: the results service, e.g. `http://127.0.0.1:40124/`. */
  readonly resultsUrl: string;
  /** Where the blob store is served (the signed URLs' origin), e.g. `http://127.0.0.1:40125`. */
  readonly blobsOrigin: string;
  /**
   * An ACTIONS_RUNTIME_TOKEN for a job of a workflow run (run 1 of `acme/shop`, job `deploy`, by
   * default): a JWT whose `scp` names the run's and the job's backend ids, as the runner's does.
   * The results service takes only tokens given here; the same run and job get the same ids.
   */
  runtimeToken(options?: WorkflowRunOptions): string;
  /**
   * The variables a runner gives a job of that run for artifacts, pointing at this stand-in:
   * ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL, GITHUB_API_URL, GITHUB_RUN_ID, GITHUB_REPOSITORY,
   * GITHUB_SHA when the run's `headSha` is given (the commit `GET .../actions/runs/{id}` and its
   * artifacts' `workflow_run` answer), and GITHUB_SERVER_URL as `http://github.localhost:<port>`: a name @actions/artifact takes for
   * github.com (an address would be GHES to it, where it refuses to work).
   */
  runnerVariables(options?: WorkflowRunOptions): Record<string, string>;
  /** Every request to the results service and the blob store, in order. */
  readonly artifactRequests: ArtifactServiceRequest[];
  /** The artifacts uploaded and finalized (or added), in order; deleted ones are gone. */
  readonly artifacts: StoredArtifact[];
  /** Stores an artifact as if a run (run 1 of `acme/shop` by default) had uploaded it. */
  addArtifact(options: ArtifactOptions): StoredArtifact;
  /** Makes an artifact expired: `expired: true`, its zip answers 410, the library lists it no more. */
  expireArtifact(id: number): void;
  /** Deletes an artifact: the REST API answers 404 for it, its blob is gone. */
  deleteArtifact(id: number): void;
  /** Changes an artifact's stored bytes, keeping its size and digest: a corrupted artifact. */
  setArtifactBytes(id: number, bytes: Buffer): void;

  /** Forgets the requests and everything stored, and answers normally again. */
  reset(): void;
  close(): Promise<void>;
}

interface Failure {
  only: RegExp;
  status: number;
  remaining: number;
}

/** `port`, `host`, `publicHost` and `tls` as the simulator takes them; http://127.0.0.1 by default. */
export async function startGitHubApi(options: ListenOptions = {}): Promise<GitHubApi> {
  const now = () => Date.now();
  const requests: GitHubRequest[] = [];
  const artifactRequests: ArtifactServiceRequest[] = [];
  const comments: StoredComment[] = [];
  const pulls = new Map<number, StoredPullRequest>();
  const collaborators = new Map<string, CollaboratorRole>();
  const reactions: StoredReaction[] = [];
  let forbidden: RegExp | undefined;
  const limits: { only: RegExp; limit: RateLimit; remaining: number }[] = [];
  const failures: Failure[] = [];
  let viewer = ACTIONS_BOT;
  let nextCommentId = 9000;
  const deployments = new DeploymentStore(now, () => viewer);
  const blobs = new BlobStore(now);
  const artifacts = new ArtifactStore(now, blobs);
  const commits = new CommitGraph(now);
  const checks = new CommitChecks(now);

  /** The status a `fail` rule gives this request, if one is due. */
  const failureFor = (method: string, path: string): number | undefined => {
    const failure = failures.find(({ only }) => only.test(`${method} ${path}`));
    if (!failure) return undefined;
    if (--failure.remaining <= 0) failures.splice(failures.indexOf(failure), 1);
    return failure.status;
  };

  const repositoryRoutes: RestRoute[] = [
    ...deployments.routes(),
    ...artifacts.restRoutes(),
    ...pullRoutes(pulls),
    ...commentRoutes(
      comments,
      () => viewer,
      () => nextCommentId++,
    ),
    ...reactionRoutes(comments, reactions, () => viewer),
    ...collaboratorRoutes(collaborators),
    ...commits.routes(),
    ...checks.routes(),
  ];

  let origin = '';
  const answerRest = (method: string, path: string, body: Record<string, unknown>): Reply => {
    const limited = limits.find(({ only }) => only.test(`${method} ${path}`));
    if (limited) {
      if (--limited.remaining <= 0) limits.splice(limits.indexOf(limited), 1);
      return rateLimited(limited.limit);
    }
    if (forbidden?.test(`${method} ${path}`)) {
      return githubError(
        403,
        'Resource not accessible by integration',
        'https://docs.github.com/rest/deployments/deployments#create-a-deployment',
      );
    }
    const failed = failureFor(method, path);
    if (failed !== undefined) return githubError(failed, `Simulated failure ${failed}.`);
    const url = new URL(path, 'http://github');
    if (method === 'POST' && url.pathname === '/graphql') {
      return /\bviewer\b/.test(String(body.query))
        ? { status: 200, body: { data: { viewer: { login: viewer } } } }
        : { status: 200, body: { errors: [{ message: 'Only viewer is answered here.' }] } };
    }
    const inRepository = /^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(url.pathname);
    if (!inRepository) return notFound();
    const [, owner, name, rest = ''] = inRepository as unknown as [string, string, string, string?];
    for (const route of repositoryRoutes) {
      const match = route.method === method ? route.pattern.exec(rest) : null;
      if (!match) continue;
      const context: RestContext = {
        params: match.slice(1),
        repository: `${decodeURIComponent(owner)}/${decodeURIComponent(name)}`,
        query: url.searchParams,
        body,
        origin,
      };
      return route.handler(context);
    }
    return notFound();
  };

  const restListener: RequestListener = (request, response) => {
    readBody(request)
      .then((bytes) => {
        const path = request.url ?? '/';
        const method = request.method ?? '';
        const text = bytes.toString('utf8');
        const body = text ? jsonObject(text) : {};
        requests.push({
          method,
          path,
          authorization: request.headers.authorization,
          body: body ?? {},
        });
        const reply = body
          ? answerRest(method, path, body)
          : githubError(400, 'Problems parsing JSON');
        writeJsonReply(response, reply);
      })
      .catch(() => answerFailure(response));
  };

  /** The listener of a service of artifacts: records, fails on purpose, or lets `answer` answer. */
  const artifactListener =
    (
      service: ArtifactServiceRequest['service'],
      answer: (request: RawRequest) => RawReply,
    ): RequestListener =>
    (request, response) => {
      readBody(request)
        .then((body) => {
          const method = request.method ?? '';
          const path = request.url ?? '/';
          const failed = failureFor(method, path);
          const raw: RawRequest = {
            method,
            url: new URL(path, 'http://artifacts'),
            headers: request.headers,
            body,
          };
          const reply =
            failed === undefined
              ? answer(raw)
              : service === 'results'
                ? twirpError(twirpCodeOf(failed), `Simulated failure ${failed}.`)
                : storageError(failed, 'SimulatedFailure', `Simulated failure ${failed}.`);
          artifactRequests.push({
            service,
            method,
            path,
            authorization: request.headers.authorization,
            status: reply.status,
          });
          response.writeHead(reply.status, reply.headers).end(reply.body);
        })
        .catch(() => answerFailure(response));
    };

  const listenings: Listening[] = [];
  try {
    listenings.push(await serve(restListener, options));
    // The results service and the blob store are other hosts: here, other ports.
    listenings.push(
      await serve(
        artifactListener('results', (request) => artifacts.twirp(request)),
        { ...options, port: 0 },
      ),
    );
    listenings.push(
      await serve(
        artifactListener('blobs', (request) => blobs.answer(request)),
        { ...options, port: 0 },
      ),
    );
  } catch (error) {
    await Promise.all(listenings.map((listening) => listening.close()));
    throw error;
  }
  const [api, results, blobServer] = listenings as [Listening, Listening, Listening];
  origin = api.origin;
  blobs.origin = blobServer.origin;

  return {
    url: api.origin,
    requests,
    comments,
    get deployments() {
      return deployments.shortViews();
    },
    get deploymentRecords() {
      return deployments.entries;
    },
    pulls,
    collaborators,
    reactions,
    commits,
    checks,
    forbid: (only) => {
      forbidden = only ?? /^/;
    },
    rateLimit: (only, limit, times = 1) => {
      limits.push({ only, limit, remaining: times });
    },
    fail: (only, status, times = 1) => {
      failures.push({ only, status, remaining: times });
    },
    get viewer() {
      return viewer;
    },
    set viewer(login: string) {
      viewer = login;
    },
    resultsUrl: `${results.origin}/`,
    blobsOrigin: blobServer.origin,
    runtimeToken: (run) => artifacts.runtimeToken(run),
    runnerVariables: (run = {}) => ({
      ACTIONS_RUNTIME_TOKEN: artifacts.runtimeToken(run),
      ACTIONS_RESULTS_URL: `${results.origin}/`,
      GITHUB_API_URL: api.origin,
      GITHUB_SERVER_URL: `http://github.localhost:${api.port}`,
      GITHUB_RUN_ID: String(run.runId ?? DEFAULT_RUN.runId),
      GITHUB_REPOSITORY: run.repository ?? DEFAULT_RUN.repository,
      ...(run.headSha === undefined ? {} : { GITHUB_SHA: run.headSha }),
    }),
    artifactRequests,
    get artifacts() {
      return artifacts.list();
    },
    addArtifact: (artifact) => artifacts.add(artifact),
    expireArtifact: (id) => artifacts.expire(id),
    deleteArtifact: (id) => artifacts.remove(id),
    setArtifactBytes: (id, bytes) => artifacts.setBytes(id, bytes),
    reset: () => {
      requests.length = 0;
      artifactRequests.length = 0;
      comments.length = 0;
      deployments.reset();
      artifacts.reset();
      blobs.reset();
      pulls.clear();
      collaborators.clear();
      commits.reset();
      checks.reset();
      reactions.length = 0;
      forbidden = undefined;
      limits.length = 0;
      failures.length = 0;
      viewer = ACTIONS_BOT;
    },
    // Keep-alive connections go too, or they would outlive the server in the client's pool.
    close: async () => {
      await Promise.all(listenings.map((listening) => listening.close()));
    },
  };
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => done(Buffer.concat(chunks)));
    request.on('error', fail);
  });
}

/** A JSON object, or undefined for text that is not one. */
function jsonObject(text: string): Record<string, unknown> | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  // GitHub's endpoints take an object: `null`, a list or a number is refused as unparsable.
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  return isObject ? (value as Record<string, unknown>) : undefined;
}

/** A stand-in's own bug, or a connection gone: a 500 if the answer has not begun. */
function answerFailure(response: ServerResponse): void {
  if (response.headersSent) response.destroy();
  else
    response
      .writeHead(500, { 'content-type': 'application/json' })
      .end('{"message":"stand-in error"}');
}

function writeJsonReply(response: ServerResponse, reply: Reply): void {
  if (reply.body === undefined) {
    response.writeHead(reply.status, reply.headers).end();
    return;
  }
  response
    .writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers })
    .end(JSON.stringify(reply.body));
}

function rateLimited(limit: RateLimit): Reply {
  return limit.kind === 'primary'
    ? {
        status: 403,
        body: { message: 'API rate limit exceeded for installation.', status: '403' },
        headers: {
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000 + limit.resetInSeconds)),
        },
      }
    : {
        status: 429,
        body: { message: 'You have exceeded a secondary rate limit.', status: '429' },
        headers: { 'retry-after': String(limit.retryAfterSeconds) },
      };
}

/** A pull request as GitHub's REST API gives it: the fields the actions read, and a few more. */
function pullRecord(
  number: number,
  found: StoredPullRequest,
  { repository, origin }: Pick<RestContext, 'repository' | 'origin'>,
) {
  const [owner = '', name = ''] = repository.split('/');
  const headLabel = found.headLabel ?? `${owner}:pr-${number}`;
  const headRepository = found.headRepository ?? repository;
  return {
    url: `${origin}/repos/${repository}/pulls/${number}`,
    html_url: `https://github.com/${repository}/pull/${number}`,
    number,
    state: found.state,
    locked: false,
    title: `Pull request #${number}`,
    user: userRecord(headLabel.split(':')[0] ?? owner),
    draft: found.draft ?? false,
    merged: false,
    labels: (found.labels ?? []).map((label, index) => ({
      id: 7000 + index,
      name: label,
      color: 'ededed',
      default: false,
      description: null,
    })),
    head: {
      label: headLabel,
      ref: found.headRef ?? headLabel.slice(headLabel.indexOf(':') + 1),
      ...(found.headSha === null ? {} : { sha: found.headSha ?? '0'.repeat(40) }),
      repo: { full_name: headRepository, fork: headRepository !== repository },
    },
    base: {
      label: `${owner}:main`,
      ref: 'main',
      repo: { full_name: repository, name, fork: false },
    },
  };
}

function pullRoutes(pulls: Map<number, StoredPullRequest>): RestRoute[] {
  return [
    {
      method: 'GET',
      pattern: /^\/pulls\/(\d+)$/,
      handler: (context) => {
        const number = Number(context.params[0]);
        const found = pulls.get(number);
        if (!found) return notFound();
        return { status: 200, body: pullRecord(number, found, context) };
      },
    },
    {
      method: 'GET',
      pattern: /^\/pulls$/,
      handler: (context) => {
        const head = context.query.get('head');
        const state = context.query.get('state') ?? 'open';
        const listed = [...pulls.entries()]
          .filter(
            ([, found]) =>
              (head === null || found.headLabel === head) &&
              (state === 'all' || found.state === state),
          )
          .map(([number, found]) => pullRecord(number, found, context));
        return { status: 200, body: listed };
      },
    },
  ];
}

/** The base permission GitHub answers for a role: maintain is write, triage is read. */
const BASE_PERMISSION: Record<CollaboratorRole, string> = {
  admin: 'admin',
  maintain: 'write',
  write: 'write',
  triage: 'read',
  read: 'read',
  none: 'none',
};

function collaboratorRoutes(collaborators: Map<string, CollaboratorRole>): RestRoute[] {
  return [
    {
      method: 'GET',
      pattern: /^\/collaborators\/([^/]+)\/permission$/,
      handler: ({ params }) => {
        const login = decodeURIComponent(params[0] ?? '');
        const role = [...collaborators].find(
          ([known]) => known.toLowerCase() === login.toLowerCase(),
        );
        // GitHub answers 404 for a login that is no user.
        if (!role) return notFound();
        return {
          status: 200,
          body: {
            permission: BASE_PERMISSION[role[1]],
            role_name: role[1],
            user: role[1] === 'none' ? null : userRecord(role[0]),
          },
        };
      },
    },
  ];
}

const REACTIONS = ['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'rocket', 'eyes'];

function reactionRoutes(
  comments: StoredComment[],
  reactions: StoredReaction[],
  viewer: () => string,
): RestRoute[] {
  return [
    {
      method: 'POST',
      pattern: /^\/issues\/comments\/(\d+)\/reactions$/,
      handler: ({ params, body }) => {
        const commentId = Number(params[0]);
        if (!comments.some(({ id }) => id === commentId)) return notFound();
        const content = body.content;
        if (typeof content !== 'string' || !REACTIONS.includes(content)) {
          return invalidField(
            'Reaction',
            'content',
            `content is not one of ${REACTIONS.join(', ')}.`,
          );
        }
        const record = (reaction: StoredReaction) => ({
          id: reaction.id,
          user: userRecord(reaction.user),
          content: reaction.content,
          created_at: githubTime(Date.now()),
        });
        // The same reaction of the same user again: 200 with the one there.
        const existing = reactions.find(
          (reaction) =>
            reaction.commentId === commentId &&
            reaction.content === content &&
            reaction.user === viewer(),
        );
        if (existing) return { status: 200, body: record(existing) };
        const reaction = { id: 5000 + reactions.length, commentId, content, user: viewer() };
        reactions.push(reaction);
        return { status: 201, body: record(reaction) };
      },
    },
  ];
}

function commentRoutes(
  comments: StoredComment[],
  viewer: () => string,
  nextId: () => number,
): RestRoute[] {
  return [
    {
      method: 'GET',
      pattern: /^\/issues\/(\d+)\/comments$/,
      handler: ({ params }) => {
        const issueNumber = Number(params[0]);
        const listed = comments
          .filter((comment) => comment.issueNumber === issueNumber)
          .map(({ id, body, author }) => {
            const login = author ?? viewer();
            return {
              id,
              body,
              user: { login, type: /\[bot\]$/.test(login) ? 'Bot' : 'User' },
            };
          });
        return { status: 200, body: listed };
      },
    },
    {
      method: 'POST',
      pattern: /^\/issues\/(\d+)\/comments$/,
      handler: ({ params, body }) => {
        const comment = {
          id: nextId(),
          issueNumber: Number(params[0]),
          body: String(body.body ?? ''),
          author: viewer(),
        };
        comments.push(comment);
        return {
          status: 201,
          body: { id: comment.id, body: comment.body, user: { login: viewer() } },
        };
      },
    },
    {
      method: 'PATCH',
      pattern: /^\/issues\/comments\/(\d+)$/,
      handler: ({ params, body }) => {
        const comment = comments.find(({ id }) => id === Number(params[0]));
        if (!comment) return notFound();
        comment.body = String(body.body ?? '');
        return { status: 200, body: { id: comment.id, body: comment.body } };
      },
    },
  ];
}
