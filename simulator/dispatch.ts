// How one request is answered: recorded, failed on purpose when a fault is due, authenticated,
// routed, and handed to its handler, whose result or ServiceError becomes the answer.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson, tainted, type RequestIds } from './answers.ts';
import { applyFault, type Fault, type FaultSchedule, type FaultTarget } from './faults.ts';
import { flatFields, readForm, type StoredFile } from './form.ts';
import { matchRoute, type Route, type RouteName, type ServiceRouteName } from './routes.ts';
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
  faults: FaultSchedule<ServiceRouteName>;
  disabled: ReadonlySet<ServiceRouteName>;
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

/**
 * Records a request as it arrives in `requests`, and logs it with its status once answered;
 * answers the record and the request's URL.
 */
export function recordArrival(
  request: IncomingMessage,
  response: ServerResponse,
  requests: RecordedRequest[],
  log: ((line: string) => void) | undefined,
): { record: RecordedRequest; url: URL } {
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
  requests.push(record);
  response.on('finish', () => log?.(`${method} ${url.pathname} ${record.status ?? '-'}`));
  return { record, url };
}

/**
 * Carries out the fault due on `route`, if any; answers it (the request goes on when the fault
 * lets it), or 'done' when the fault has answered the request.
 */
export async function faultFor<Route extends string>(
  faults: FaultSchedule<Route>,
  route: Route | undefined,
  target: FaultTarget & { record: RecordedRequest },
): Promise<Fault | 'done' | undefined> {
  const fault = route === undefined ? undefined : faults.take(route);
  if (!fault) return undefined;
  target.record.fault = fault.kind;
  return (await applyFault(fault, target)) ? 'done' : fault;
}

/**
 * What a fault that let the work be done makes of the answer: none (`lose-answer`), or no
 * content (`no-content`, for a success). Answers whether it has answered.
 */
export function answeredByFault(
  fault: Fault | undefined,
  status: number,
  { request, response, record }: Pick<FaultTarget, 'request' | 'response' | 'record'>,
): boolean {
  if (fault?.kind === 'lose-answer') {
    request.socket.destroy();
    return true;
  }
  // The work is done; the answer says no more, as for a success of no content.
  if (fault?.kind === 'no-content' && status < 300) {
    record.status = fault.status ?? 204;
    response.writeHead(record.status).end();
    return true;
  }
  return false;
}

async function answer(
  service: Service,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const { record, url } = recordArrival(request, response, service.requests, service.log);
  const method = record.method;

  const { route, params, samePath } = matchRoute(service.routes, method, url.pathname);
  record.route = route?.name;

  const target = { request, response, record, requestIds: service.requestIds };
  const fault = await faultFor(service.faults, route?.name, target);
  if (fault === 'done') return;

  const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => {
    record.status = status;
    if (answeredByFault(fault, status, target)) return;
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
