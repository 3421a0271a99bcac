// GitHub's REST API, through the same HTTP core and transport as the Amezmo client: one proxy
// behaviour (HTTPS_PROXY, NO_PROXY, checked once), one set of time limits and one redirect rule
// for every call a job makes. The few endpoints the actions use need JSON in and out, the token,
// paging by the Link header, and retries of what is safe to repeat; not the whole of Octokit,
// whose HTTP stack (undici) would read the proxy variables its own way.
import {
  type Answer,
  createTransport,
  type HttpCall,
  type HttpSettings,
  type Method,
  operationOf,
  parseJsonAnswer,
  parseRetryAfter,
  type ProxyEnv,
  request,
  type RetryPolicy,
  type Transport,
  UnexpectedResponseError,
  withRetries,
} from '../http/index.js';
import { systemClock, type Clock } from '../clock.js';
import { AmezmoDeployError, type ErrorCode } from '../errors.js';
import { silentLogger, type Logger } from '../logger.js';
import { VERSION } from '../version.js';

const SERVICE = 'GitHub API';
/** The REST API's version this client is written for. */
export const API_VERSION = '2022-11-28';
/** The most pages read of one list: 100 items each. */
const MAX_PAGES = 50;

export interface GitHubClientOptions {
  token: string;
  /** GitHub's REST API, e.g. `https://api.github.com` or a GHES `https://ghe.example/api/v3`. */
  apiUrl: string;
  /** Where HTTPS_PROXY, HTTP_PROXY and NO_PROXY are read; without it, requests go direct. */
  proxyEnv?: ProxyEnv;
  transport?: Transport;
  clock?: Clock;
  logger?: Logger;
  random?: () => number;
  /** How long a connection may take to open. Default 10 s. */
  connectTimeoutMs?: number;
  /** How long a request may take until its whole answer is read. Default 30 s. */
  answerTimeoutMs?: number;
  /** How many times a request that is safe to repeat is sent at most. Default 3. */
  maxAttempts?: number;
  /** The first pause between attempts; it doubles. Default 1 s. */
  retryDelayMs?: number;
  /**
   * The longest wait for a rate limit to reset: GitHub names when it does, and a wait within
   * this is waited out (once). Default 60 s: a comment or a GitHub deployment is not worth more of
   * a step's time.
   */
  maxRateLimitWaitMs?: number;
  /** GitHub's GraphQL API, for the token's own identity; by default `graphql` beside `apiUrl`. */
  graphqlUrl?: string;
}

/** One repository, reached through a client, with where to report. */
export interface RepositoryTarget {
  github: GitHubClient;
  owner: string;
  repo: string;
  logger: Logger;
}

/** `/repos/{owner}/{repo}` and `rest`, each segment encoded. */
export function repoPath(
  { owner, repo }: Pick<RepositoryTarget, 'owner' | 'repo'>,
  rest = '',
): string {
  return `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}${rest}`;
}

export interface GitHubRequest {
  query?: Record<string, string | number | undefined>;
  body?: Record<string, unknown>;
  signal?: AbortSignal;
}

/** GitHub answered with an error status. */
export class GitHubApiError extends AmezmoDeployError {
  readonly status: number;
  readonly operation: string;
  /** GitHub's own message, one line. */
  readonly githubMessage: string | undefined;
  readonly documentationUrl: string | undefined;
  /** The server's Retry-After, when it sent one. */
  readonly retryAfterMs: number | undefined;
  /**
   * Set when the answer is a rate limit (429, or 403 with no requests left or a secondary
   * limit), not a refusal: how long until GitHub takes requests again, when it says.
   */
  readonly rateLimit: { readonly resetInMs: number | undefined } | undefined;

  constructor(
    status: number,
    operation: string,
    answer: Pick<Answer, 'text' | 'header'>,
    now: number,
  ) {
    const body = parseObject(answer.text);
    const message = typeof body?.message === 'string' ? oneLine(body.message) : undefined;
    const rateLimit = rateLimitOf(status, answer, message, now);
    super(
      rateLimit
        ? `GitHub API: ${operation} was refused by GitHub's rate limit (${status})` +
            (rateLimit.resetInMs === undefined
              ? ''
              : `, until ${new Date(now + rateLimit.resetInMs).toISOString().slice(11, 19)} UTC`) +
            (message ? `: ${message}` : '')
        : `GitHub API: ${operation} answered ${status}${message ? `: ${message}` : ''}`,
    );
    this.name = 'GitHubApiError';
    this.status = status;
    this.operation = operation;
    this.githubMessage = message;
    this.documentationUrl =
      typeof body?.documentation_url === 'string' ? body.documentation_url : undefined;
    this.retryAfterMs = parseRetryAfter(answer.header('retry-after'), now);
    this.rateLimit = rateLimit;
  }

  get errorCode(): ErrorCode {
    return this.rateLimit ? 'github-rate-limited' : 'github-error-status';
  }
}

/**
 * Whether an answer is GitHub's rate limit, and when it resets: a 429, or a 403 that says no
 * requests are left (`x-ratelimit-remaining: 0`) or names a secondary limit. `retry-after` (in
 * seconds) wins over `x-ratelimit-reset` (the epoch second it resets at).
 */
function rateLimitOf(
  status: number,
  answer: Pick<Answer, 'header'>,
  message: string | undefined,
  now: number,
): { resetInMs: number | undefined } | undefined {
  const limited =
    status === 429 ||
    (status === 403 &&
      (answer.header('x-ratelimit-remaining') === '0' || /rate limit/i.test(message ?? '')));
  if (!limited) return undefined;
  const retryAfter = parseRetryAfter(answer.header('retry-after'), now);
  if (retryAfter !== undefined) return { resetInMs: retryAfter };
  const reset = Number(answer.header('x-ratelimit-reset'));
  return {
    resetInMs: Number.isFinite(reset) && reset > 0 ? Math.max(0, reset * 1000 - now) : undefined,
  };
}

/**
 * Whether GitHub refused for want of a permission (403 or 404), as opposed to a rate limit or a
 * failure: the advice is then to give the job the permission.
 */
export function isPermissionRefusal(error: unknown): error is GitHubApiError {
  return (
    error instanceof GitHubApiError &&
    error.rateLimit === undefined &&
    (error.status === 403 || error.status === 404)
  );
}

/** Who the token acts as: the login its comments are written by. */
export interface Identity {
  readonly login: string;
}

export class GitHubClient implements AsyncDisposable {
  private readonly settings: HttpSettings;
  private readonly clock: Clock;
  private readonly logger: Logger;
  private readonly random: () => number;
  private readonly policy: RetryPolicy;
  private readonly maxRateLimitWaitMs: number;
  private readonly graphqlUrl: string;
  private identity: Promise<Identity | undefined> | undefined;

  constructor(options: GitHubClientOptions) {
    const baseUrl = options.apiUrl.replace(/\/+$/, '');
    this.clock = options.clock ?? systemClock;
    this.logger = options.logger ?? silentLogger;
    this.random = options.random ?? Math.random;
    this.policy = {
      maxAttempts: options.maxAttempts ?? 3,
      baseDelayMs: options.retryDelayMs ?? 1_000,
      // The pause doubles without a ceiling, and an answer's Retry-After is not waited for:
      // only a rate limit's reset is.
      maxDelayMs: Infinity,
      maxRetryAfterMs: 0,
    };
    this.maxRateLimitWaitMs = options.maxRateLimitWaitMs ?? 60_000;
    this.graphqlUrl = options.graphqlUrl ?? defaultGraphqlUrl(baseUrl);
    this.settings = {
      service: SERVICE,
      baseUrl,
      // As Octokit sends an installation or personal token.
      authorization: `token ${options.token}`,
      secret: options.token,
      // As Octokit sends it (test/github/rest.test.ts holds the two side by side).
      accept: 'application/vnd.github.v3+json',
      userAgent: `amezmo-deploy/${VERSION}`,
      transport: options.transport ?? createTransport(new URL(baseUrl).protocol, options.proxyEnv),
      connectTimeoutMs: options.connectTimeoutMs ?? 10_000,
      answerTimeoutMs: options.answerTimeoutMs ?? 30_000,
      stallTimeoutMs: 60_000,
      now: () => this.clock.now(),
      timeout: (ms) => this.clock.timeout(ms),
      // A renamed repository's API answers 307 or 308 to its new address on the same host.
      followSameOriginBodies: true,
    };
  }

  /** Closes the connections this client opened. */
  close(): void {
    this.settings.transport.destroy();
  }

  /** Closes the client when held with `await using`, however the block ends. */
  async [Symbol.asyncDispose](): Promise<void> {
    this.close();
  }

  /**
   * Who the token acts as, asked once of GitHub's GraphQL `viewer` (which answers for an
   * installation token, the job's own among them, where REST's GET /user does not); undefined
   * when GitHub will not say.
   */
  whoAmI(): Promise<Identity | undefined> {
    this.identity ??= this.askIdentity();
    return this.identity;
  }

  private async askIdentity(): Promise<Identity | undefined> {
    const url = new URL(this.graphqlUrl);
    // The token goes to GitHub's own address only, whatever GITHUB_GRAPHQL_URL says.
    if (url.origin !== new URL(this.settings.baseUrl).origin) return undefined;
    try {
      const answer = await request(
        {
          ...this.settings,
          baseUrl: `${url.origin}${url.pathname}`,
          followSameOriginBodies: false,
        },
        { method: 'POST', path: '', json: { query: 'query { viewer { login } }' } },
      );
      if (answer.status >= 300) return undefined;
      const login = (parseObject(answer.text)?.data as { viewer?: { login?: unknown } } | undefined)
        ?.viewer?.login;
      return typeof login === 'string' && login !== '' ? { login } : undefined;
    } catch {
      return undefined;
    }
  }

  /** Sends one call and answers its JSON body, or undefined for an empty one (204). */
  async request(method: Method, path: string, options: GitHubRequest = {}): Promise<unknown> {
    const answer = await this.send(method, path, options);
    return answer.status === 204 || answer.text.trim() === ''
      ? undefined
      : parseJsonAnswer(SERVICE, operationOf({ method, path }), answer);
  }

  /**
   * Every item of a list, page by page as its Link header leads (on the same origin), 100 a
   * page, at most MAX_PAGES pages. With `list`, each page is an object holding the list under
   * that key (`check_runs`, `statuses`), as some of GitHub's endpoints answer.
   */
  async paginate(
    path: string,
    options: GitHubRequest & { list?: string } = {},
  ): Promise<unknown[]> {
    const items: unknown[] = [];
    let next: string | undefined = withQuery(path, { per_page: 100, ...options.query });
    for (let page = 0; next !== undefined && page < MAX_PAGES; page++) {
      const answer = await this.send('GET', next, { signal: options.signal });
      const operation = operationOf({ method: 'GET', path: next });
      const body = parseJsonAnswer(SERVICE, operation, answer);
      const list = options.list === undefined ? body : listIn(body, options.list);
      if (!Array.isArray(list)) {
        throw new UnexpectedResponseError(
          operation,
          options.list === undefined
            ? `${answer.status} with ${typeof body} where a list was expected`
            : `${answer.status} without a list '${options.list}'`,
          SERVICE,
        );
      }
      items.push(...list);
      next = nextPage(answer, this.settings.baseUrl);
    }
    return items;
  }

  private async send(method: Method, path: string, options: GitHubRequest): Promise<Answer> {
    const call: HttpCall = {
      method,
      path: options.query ? withQuery(path, options.query) : path,
      ...(options.body === undefined ? {} : { json: options.body }),
      signal: options.signal,
    };
    const operation = operationOf(call);
    // A POST makes something (a deployment, a comment): it is repeated only when GitHub cannot
    // have acted on it. Reads, edits and statuses are safe to repeat.
    const creates = method === 'POST' && !/\/statuses$/.test(path);
    return withRetries(
      async () => {
        const answer = await request(this.settings, call);
        if (answer.status < 300) return answer;
        throw new GitHubApiError(answer.status, operation, answer, this.clock.now());
      },
      {
        kind: creates ? 'create' : 'idempotent',
        policy: this.policy,
        clock: this.clock,
        random: this.random,
        signal: call.signal,
        statusOf: (error) => (error instanceof GitHubApiError ? error.status : undefined),
        // A rate limit is waited out once, when it resets within the cap (GitHub acted on
        // nothing meanwhile); one that resets later is reported at once, as a rate limit.
        limitOf: (error) =>
          error instanceof GitHubApiError && error.rateLimit
            ? { waitMs: rateLimitWaitOf(error, this.maxRateLimitWaitMs) }
            : undefined,
        onLimit: (_error, wait) =>
          this.logger.info(
            `${SERVICE}: ${operation} hit GitHub's rate limit; trying again in ` +
              `${(wait / 1000).toFixed(1)} s, when it resets.`,
          ),
        onRetry: (error, delay, next) =>
          this.logger.info(
            `${SERVICE}: ${operation} failed (${describe(error)}); trying again in ` +
              `${(delay / 1000).toFixed(1)} s (attempt ${next} of ${this.policy.maxAttempts}).`,
          ),
      },
    );
  }
}

/** How long to wait for a rate limit to reset, when it resets within `cap`; else undefined. */
function rateLimitWaitOf(error: GitHubApiError, cap: number): number | undefined {
  // A secondary limit that names no time is asked again after a minute, as GitHub advises.
  const wait = error.rateLimit?.resetInMs ?? 60_000;
  return wait <= cap ? Math.max(wait, 1_000) : undefined;
}

/** The GraphQL endpoint beside a REST address: /graphql on github.com, /api/graphql on GHES. */
function defaultGraphqlUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  url.pathname = url.pathname.replace(/\/v3\/?$/, '').replace(/\/$/, '') + '/graphql';
  return url.href;
}

function describe(error: unknown): string {
  if (error instanceof GitHubApiError) return `${error.status}`;
  if (error instanceof Error) return error.message.replace(/\.$/, '');
  return String(error);
}

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const url = new URL(path, 'http://placeholder');
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return `${url.pathname}${url.search}`;
}

/**
 * The next page's path below the base URL, from the Link header; none when there is no next
 * page, or when it would leave the API's own address (the token goes nowhere else).
 */
function nextPage(answer: Answer, baseUrl: string): string | undefined {
  const link = answer.header('link');
  const next = link
    ?.split(',')
    .map((part) => /<([^>]+)>\s*;\s*rel="?next"?/.exec(part)?.[1])
    .find((href) => href !== undefined);
  if (next === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(next, answer.url);
  } catch {
    return undefined;
  }
  const base = new URL(baseUrl);
  const prefix = base.pathname.replace(/\/$/, '');
  if (url.origin !== base.origin || !url.pathname.startsWith(`${prefix}/`)) return undefined;
  return `${url.pathname.slice(prefix.length)}${url.search}`;
}

/** The value under `key` of an answer that is an object; undefined for any other answer. */
function listIn(body: unknown, key: string): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)[key]
    : undefined;
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}
