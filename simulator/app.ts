// The deployed apps: each environment's current release, served over HTTP on a port of its own
// at /app/<instance>/<environment>/<path>, answering as its archive says (release.ts). Faults
// injected on the route `app` are carried out here as they are on the API.

import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { drain, type RequestIds } from './answers.ts';
import { answeredByFault, faultFor, recordArrival, type RecordedRequest } from './dispatch.ts';
import type { FaultSchedule } from './faults.ts';
import { appAnswer } from './release.ts';
import { ServiceError, type SimulatedAccount } from './state.ts';

/** What the apps' server needs, owned by the simulator. */
export interface AppService {
  account: SimulatedAccount;
  /** The faults injected on the route `app`; those injected on every route (`*`) are the API's. */
  faults: FaultSchedule<'app'>;
  /** Every request the apps received, in order. */
  requests: RecordedRequest[];
  requestIds: RequestIds;
  log?: (line: string) => void;
}

const APP_PATH = /^\/app\/([^/]+)\/([^/]+)(\/.*)?$/;

export function appListener(service: AppService): RequestListener {
  return (request, response) => {
    answerApp(service, request, response).catch((error: unknown) => {
      service.log?.(`simulator error: ${String(error)}`);
      if (response.headersSent) response.destroy();
      else response.writeHead(500, { 'content-type': 'text/plain' }).end('simulator error');
    });
  };
}

async function answerApp(
  service: AppService,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const { record, url } = recordArrival(request, response, service.requests, service.log);
  record.route = 'app';
  const target = { request, response, record, requestIds: service.requestIds };
  const fault = await faultFor(service.faults, 'app', target);
  if (fault === 'done') return;
  await drain(request);

  const method = record.method;
  const { status, body, headers } = appReply(service.account, method, url.pathname);
  record.status = status;
  if (answeredByFault(fault, status, target)) return;
  response.writeHead(status, {
    ...headers,
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(method === 'HEAD' ? undefined : body);
}

function appReply(
  account: SimulatedAccount,
  method: string,
  pathname: string,
): { status: number; body: string; headers?: Record<string, string> } {
  if (method !== 'GET' && method !== 'HEAD') {
    return { status: 405, body: 'Method Not Allowed', headers: { allow: 'GET, HEAD' } };
  }
  const match = APP_PATH.exec(pathname);
  if (!match) return { status: 404, body: 'Not Found' };
  const [, instanceId, environment, path] = match as unknown as [string, string, string, string?];
  try {
    return appAnswer(
      account.currentRelease(instanceId, decodeURIComponent(environment)),
      path ?? '/',
    );
  } catch (error) {
    if (error instanceof ServiceError || error instanceof URIError) {
      return { status: 404, body: 'Not Found' };
    }
    throw error;
  }
}
