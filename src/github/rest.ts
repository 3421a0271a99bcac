// GitHub's REST API, through the same HTTP core and transport as the Amezmo client: one proxy
// behaviour (HTTPS_PROXY, NO_PROXY, checked once), one set of time limits and one redirect rule
// for every call a job makes. The few endpoints the actions use need JSON in and out, the token,
// paging by the Link header, and retries of what is safe to repeat; not the whole of Octokit,
// whose HTTP stack (undici) would read the proxy variables its own way.
import { NetworkError, UnexpectedResponseError } from '../api/errors.js';
import {
  operationOf,
  parseJsonAnswer,
  request,
  type Answer,
  type HttpCall,
  type HttpSettings,
  type Method,
} from '../api/http.js';
import { parseRetryAfter } from '../api/retry.js';
import { createTransport, type ProxyEnv, type Transport } from '../api/transport.js';
import { systemClock, type Clock } from '../clock.js';
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
export class GitHubApiError extends Error {
  readonly status: number;
  readonly operation: string;
  /** GitHub's own message, one line. */
  readonly githubMessage: string | undefined;
  readonly documentationUrl: string | undefined;
  /** The server's Retry-After, when it sent one. */
  readonly retryAfterMs: number | undefined;

  constructor(
    status: number,
    operation: string,
    answer: Pick<Answer, 'text' | 'header'>,
    now: number,
  ) {
    const body = parseObject(answer.text);
    const message = typeof body?.message === 'string' ? oneLine(body.message) : undefined;
    super(`GitHub API: ${operation} answered ${status}${message ? `: ${message}` : ''}`);
    this.name = 'GitHubApiError';
    this.status = status;
    this.operation = operation;
    this.githubMessage = message;
    this.documentationUrl =
      typeof body?.documentation_url === 'string' ? body.documentation_url : undefined;
    this.retryAfterMs = parseRetryAfter(answer.header('retry-after'), now);
  }
}

/** Statuses that asking again may mend; a create is asked again only for those not acted on. */
const TRANSIENT = new Set([408, 429, 500, 502, 503, 504]);
const NOT_ACCEPTED = new Set([429, 503]);

export class GitHubClient {
  private readonly settings: HttpSettings;
  private readonly clock: Clock;
  private readonly logger: Logger;
  private readonly random: () => number;
  private readonly maxAttempts: number;
  private readonly retryDelayMs: number;

  constructor(options: GitHubClientOptions) {
    const baseUrl = options.apiUrl.replace(/\/+$/, '');
    this.clock = options.clock ?? systemClock;
    this.logger = options.logger ?? silentLogger;
    this.random = options.random ?? Math.random;
    this.maxAttempts = options.maxAttempts ?? 3;
    this.retryDelayMs = options.retryDelayMs ?? 1_000;
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

  /** Sends one call and answers its JSON body, or undefined for an empty one (204). */
  async request(method: Method, path: string, options: GitHubRequest = {}): Promise<unknown> {
    const answer = await this.send(method, path, options);
    return answer.status === 204 || answer.text.trim() === ''
      ? undefined
      : parseJsonAnswer(SERVICE, operationOf({ method, path }), answer);
  }

  /**
   * Every item of a list, page by page as its Link header leads (on the same origin), 100 a
   * page, at most MAX_PAGES pages.
   */
  async paginate(path: string, options: GitHubRequest = {}): Promise<unknown[]> {
    const items: unknown[] = [];
    let next: string | undefined = withQuery(path, { per_page: 100, ...options.query });
    for (let page = 0; next !== undefined && page < MAX_PAGES; page++) {
      const answer = await this.send('GET', next, { signal: options.signal });
      const body = parseJsonAnswer(SERVICE, operationOf({ method: 'GET', path: next }), answer);
      if (!Array.isArray(body)) {
        throw new UnexpectedResponseError(
          operationOf({ method: 'GET', path: next }),
          `${answer.status} with ${typeof body} where a list was expected`,
          SERVICE,
        );
      }
      items.push(...body);
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
    for (let attempt = 1; ; attempt++) {
      let error: unknown;
      try {
        const answer = await request(this.settings, call);
        if (answer.status < 300) return answer;
        error = new GitHubApiError(answer.status, operation, answer, this.clock.now());
      } catch (caught) {
        error = caught;
      }
      if (attempt >= this.maxAttempts || !retryable(error, creates)) throw error;
      const delay =
        error instanceof GitHubApiError && error.retryAfterMs !== undefined
          ? Math.min(error.retryAfterMs, 60_000)
          : Math.round(this.retryDelayMs * 2 ** (attempt - 1) * (0.5 + this.random() / 2));
      this.logger.info(
        `${SERVICE}: ${operation} failed (${describe(error)}); trying again in ` +
          `${(delay / 1000).toFixed(1)} s (attempt ${attempt + 1} of ${this.maxAttempts}).`,
      );
      await this.clock.sleep(delay, call.signal);
    }
  }
}

function retryable(error: unknown, creates: boolean): boolean {
  if (error instanceof GitHubApiError) {
    return (creates ? NOT_ACCEPTED : TRANSIENT).has(error.status);
  }
  if (error instanceof NetworkError) return !creates || !error.requestSent;
  return false;
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
