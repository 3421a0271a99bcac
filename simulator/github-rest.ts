// What the GitHub stand-in's REST routes share: how a route is written, how GitHub writes its
// answers (errors, timestamps, users) and how it pages a list (per_page, page, the Link header).

/** One request to a REST route, as the route's handler sees it. */
export interface RestContext {
  /** The groups the route's pattern captured, after the repository's owner and name. */
  params: string[];
  /** `owner/name`. */
  repository: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
  /** The API's origin, for the URLs records and Link headers give. */
  origin: string;
}

/** An answer: JSON unless `body` is undefined (an empty body, e.g. 204 or a redirect). */
export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RestRoute {
  method: string;
  /** Matched against the path below `/repos/{owner}/{repo}`, without the query. */
  pattern: RegExp;
  handler: (context: RestContext) => Reply;
}

const DOCS = 'https://docs.github.com/rest';

/** GitHub's error body: its message, where its docs are, and the status as a string. */
export function githubError(status: number, message: string, docs = DOCS): Reply {
  return { status, body: { message, documentation_url: docs, status: String(status) } };
}

export function notFound(): Reply {
  return githubError(404, 'Not Found');
}

/** A 422 as GitHub gives it for a field it refuses. */
export function invalidField(resource: string, field: string, message: string): Reply {
  return {
    status: 422,
    body: {
      message: `Invalid request.\n\n${message}`,
      errors: [{ resource, field, code: 'invalid' }],
      documentation_url: DOCS,
      status: '422',
    },
  };
}

/** `2026-06-01T12:00:00Z`: how GitHub's REST records give times, to the second. */
export function githubTime(date: Date | number): string {
  return new Date(date).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** A user record as GitHub embeds one (`creator`, `user`). */
export function userRecord(login: string): { login: string; id: number; type: string } {
  return { login, id: 41898282, type: /\[bot\]$/.test(login) ? 'Bot' : 'User' };
}

/**
 * One page of `items` as GitHub gives it: `per_page` (30 by default, 100 at most) and `page`
 * (from 1), with a Link header naming the first, previous, next and last pages that exist.
 */
export function pageOf<T>(
  items: readonly T[],
  context: Pick<RestContext, 'query' | 'origin'>,
  path: string,
): { items: T[]; headers: Record<string, string> } {
  const perPage = Math.min(100, Math.max(1, Number(context.query.get('per_page')) || 30));
  const page = Math.max(1, Math.floor(Number(context.query.get('page')) || 1));
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const link = (to: number, rel: string) => {
    const query = new URLSearchParams(context.query);
    query.set('per_page', String(perPage));
    query.set('page', String(to));
    return `<${context.origin}${path}?${query.toString()}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (page > 1) links.push(link(page - 1, 'prev'));
  if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'));
  if (page > 1) links.push(link(1, 'first'));
  return {
    items: items.slice((page - 1) * perPage, page * perPage),
    headers: links.length > 0 ? { link: links.join(', ') } : {},
  };
}
