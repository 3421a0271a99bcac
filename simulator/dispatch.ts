// How one request is answered: recorded, failed on purpose when a fault is due, authenticated,
// routed, and handed to its handler, whose result or ServiceError becomes the answer.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson, tainted, type RequestIds } from './answers.ts';
import { applyFault, type Fault, type FaultSchedule } from './faults.ts';
import { flatFields, readForm, type StoredFile } from './form.ts';
import { matchRoute, type Route, type RouteName } from './routes.ts';
import { ServiceError } from './state.ts';

export interface RecordedRequest {
  method: string;
  /** The path without the query, e.g. `/v1/instances/1001/deployments`. */
  path: string;
  route: RouteName | undefined;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  /** Plain form fields (url-encoded or multipart), as the server read them. */
  fields: Record<string, string | string[]>;
  archive?: StoredFile;
  status: number | undefined;
  fault: Fault['kind'] | undefined;
}

/** What answering needs, owned by the server and changed by tests between requests. */
export interface Service {
  apiKey: string;
  routes: readonly Route[];
  faults: FaultSchedule<RouteName>;
  disabled: ReadonlySet<RouteName>;
  /** The suffix every string of a JSON answer gets, if any. */
  taint(): string | undefined;
  requests: RecordedRequest[];
  requestIds: RequestIds;
  log?: (line: string) => void;
}

/** The request listener of the service: answers each request, a 500 on a simulator bug. */
export function dispatcher(service: Service) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    answer(service, request, response).catch((error: unknown) => {
      service.log?.(`simulator error: ${String(error)}`);
      if (response.headersSent) {
        response.destroy();
        return;
      }
      const failure = new ServiceError(500, 'internal_error', 'Internal error.', null, 'api_error');
      sendJson(response, 500, service.requestIds.envelope(failure));
    });
  };
}

async function answer(
  service: Service,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://simulator');
  const method = request.method ?? 'GET';
  const record: RecordedRequest = {
    method,
    path: url.pathname,
    route: undefined,
    query: Object.fromEntries(url.searchParams),
    headers: request.headers,
    fields: {},
    status: undefined,
    fault: undefined,
  };
  service.requests.push(record);
  response.on('finish', () => service.log?.(`${method} ${url.pathname} ${record.status ?? '-'}`));

  const { route, params, samePath } = matchRoute(service.routes, method, url.pathname);
  record.route = route?.name;

  const fault = route ? service.faults.take(route.name) : undefined;
  if (fault) {
    record.fault = fault.kind;
    const target = { request, response, record, requestIds: service.requestIds };
    if (await applyFault(fault, target)) return;
  }

  const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => {
    record.status = status;
    if (fault?.kind === 'lose-answer') {
      request.socket.destroy();
      return;
    }
    // The work is done; the answer says no more, as for a success of no content.
    if (fault?.kind === 'no-content' && status < 300) {
      record.status = fault.status ?? 204;
      response.writeHead(record.status).end();
      return;
    }
    const suffix = service.taint();
    sendJson(response, status, suffix === undefined ? body : tainted(body, suffix), headers);
  };
  const fail = (error: ServiceError, headers: Record<string, string> = {}) => {
    request.resume();
    reply(error.status, service.requestIds.envelope(error), headers);
  };

  if (request.headers.authorization !== `Bearer ${service.apiKey}`) {
    const code = request.headers.authorization ? 'invalid_credentials' : 'unauthenticated';
    const message = 'The API key is missing or not valid.';
    return fail(new ServiceError(401, code, message, null, 'authentication_error'));
  }
  if (!route || service.disabled.has(route.name)) {
    if (samePath.length === 0) {
      return fail(
        new ServiceError(404, 'unknown_resource_error', `No such endpoint: ${url.pathname}.`),
      );
    }
    const allowed = samePath.filter((r) => !service.disabled.has(r.name)).map((r) => r.method);
    const message = `The ${method} method is not supported for this route.`;
    return fail(new ServiceError(405, 'method_not_allowed', message), {
      allow: allowed.join(', '),
    });
  }

  try {
    // An upload streams its own body; every other route takes url-encoded fields.
    const form = route.readsBody ? undefined : await readForm(request);
    if (form) record.fields = flatFields(form.pairs);
    const body = await route.handler({
      param: (name) => {
        const value = params.get(name);
        if (value === undefined) throw new Error(`route ${route.name} has no parameter ${name}`);
        return value;
      },
      query: record.query,
      form: form?.nested ?? {},
      request,
      record,
    });
    reply(route.status ?? 200, body);
  } catch (error) {
    if (error instanceof ServiceError) return fail(error);
    throw error;
  }
}
