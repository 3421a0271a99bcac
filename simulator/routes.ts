// The service's endpoints, one table per resource: each names its route, its method and path (as
// the docs write them), the status it answers with, and what it asks of the account.

import type { IncomingMessage } from 'node:http';
import type { RecordedRequest } from './dispatch.ts';
import { INSTANCE_TYPES, REGIONS } from './records.ts';
import type { SimulatedAccount } from './state.ts';

/** The API's routes, by name. */
export type ServiceRouteName =
  | 'getMe'
  | 'listRegions'
  | 'getRegion'
  | 'listInstanceTypes'
  | 'listInstances'
  | 'createInstance'
  | 'getInstance'
  | 'terminateInstance'
  | 'listEnvironments'
  | 'getEnvironment'
  | 'updateEnvironment'
  | 'createDeployment'
  | 'getDeployment'
  | 'cancelDeployment'
  | 'getWorker'
  | 'startWorker'
  | 'stopWorker'
  | 'restartWorker';

/** Where a fault can be injected: a route of the API, or `app`, the deployed apps (app.ts). */
export type RouteName = ServiceRouteName | 'app';

/** What a handler is given: the path's parameters by name, the query, the form, the request. */
export interface RequestContext {
  /** A parameter of the path, e.g. `param('instance_id')`. */
  param(name: string): string;
  query: Record<string, string>;
  /** Url-encoded fields as PHP nests them; empty for an upload, which reads its own body. */
  form: Record<string, unknown>;
  request: IncomingMessage;
  record: RecordedRequest;
}

export type Handler = (context: RequestContext) => Promise<unknown> | unknown;

export interface Route {
  name: ServiceRouteName;
  method: string;
  /** As the docs write it, e.g. `/v1/instances/{instance_id}/environments/{name}`. */
  path: string;
  /** The success status; 200 when left out. */
  status?: number;
  /** Whether the handler reads the body itself (an upload); others get the url-encoded form. */
  readsBody?: boolean;
  handler: Handler;
}

function accountRoutes(account: SimulatedAccount): Route[] {
  return [
    { name: 'getMe', method: 'GET', path: '/v1/me', handler: () => account.me() },
    { name: 'listRegions', method: 'GET', path: '/v1/regions', handler: () => REGIONS },
    {
      name: 'getRegion',
      method: 'GET',
      path: '/v1/regions/{region_id}',
      handler: ({ param }) => account.getRegion(param('region_id')),
    },
    {
      name: 'listInstanceTypes',
      method: 'GET',
      path: '/v1/instance-types',
      handler: () => INSTANCE_TYPES,
    },
  ];
}

function instanceRoutes(account: SimulatedAccount): Route[] {
  return [
    {
      name: 'listInstances',
      method: 'GET',
      path: '/v1/instances',
      handler: ({ query }) => account.listInstances(query.instance_type),
    },
    {
      name: 'createInstance',
      method: 'POST',
      path: '/v1/instances',
      status: 201,
      handler: ({ form }) => account.createInstance(form),
    },
    {
      name: 'getInstance',
      method: 'GET',
      path: '/v1/instances/{instance_id}',
      handler: ({ param }) => account.getInstance(param('instance_id')),
    },
    {
      name: 'terminateInstance',
      method: 'DELETE',
      path: '/v1/instances/{instance_id}',
      handler: ({ param }) => account.terminateInstance(param('instance_id')),
    },
  ];
}

function environmentRoutes(account: SimulatedAccount): Route[] {
  return [
    {
      name: 'listEnvironments',
      method: 'GET',
      path: '/v1/instances/{instance_id}/environments',
      handler: ({ param }) => account.listEnvironments(param('instance_id')),
    },
    {
      name: 'getEnvironment',
      method: 'GET',
      path: '/v1/instances/{instance_id}/environments/{name}',
      handler: ({ param }) => account.getEnvironment(param('instance_id'), param('name')),
    },
    {
      name: 'updateEnvironment',
      method: 'PATCH',
      path: '/v1/instances/{instance_id}/environments/{name}',
      handler: ({ param, form }) =>
        account.updateEnvironment(param('instance_id'), param('name'), form),
    },
  ];
}

function deploymentRoutes(account: SimulatedAccount, receiveUpload: Handler): Route[] {
  return [
    {
      name: 'createDeployment',
      method: 'POST',
      path: '/v1/instances/{instance_id}/deployments',
      status: 201,
      readsBody: true,
      handler: receiveUpload,
    },
    {
      name: 'getDeployment',
      method: 'GET',
      path: '/v1/instances/{instance_id}/deployments/{deployment_id}',
      handler: ({ param }) => account.getDeployment(param('instance_id'), param('deployment_id')),
    },
    {
      name: 'cancelDeployment',
      method: 'POST',
      path: '/v1/instances/{instance_id}/deployments/{deployment_id}/cancel',
      handler: ({ param }) =>
        account.cancelDeployment(param('instance_id'), param('deployment_id')),
    },
  ];
}

function workerRoutes(account: SimulatedAccount): Route[] {
  const worker = '/v1/instances/{instance_id}/workers/{worker_id}';
  return [
    {
      name: 'getWorker',
      method: 'GET',
      path: worker,
      handler: ({ param }) => account.getWorker(param('instance_id'), param('worker_id')),
    },
    ...(['start', 'stop', 'restart'] as const).map((action): Route => ({
      name: `${action}Worker`,
      method: 'POST',
      path: `${worker}/${action}`,
      handler: ({ param }) =>
        account.workerAction(param('instance_id'), param('worker_id'), action),
    })),
  ];
}

/** Every route of the service, answered from `account`; uploads go to `receiveUpload`. */
export function serviceRoutes(account: SimulatedAccount, receiveUpload: Handler): Route[] {
  return [
    ...accountRoutes(account),
    ...instanceRoutes(account),
    ...environmentRoutes(account),
    ...deploymentRoutes(account, receiveUpload),
    ...workerRoutes(account),
  ];
}

export interface RouteMatch {
  /** The route for this method and path, if any. */
  route: Route | undefined;
  /** The path's parameters, decoded, by name. */
  params: Map<string, string>;
  /** Every route on this path, whatever its method: a wrong method answers 405, not 404. */
  samePath: Route[];
}

/**
 * The route a request is for. A trailing slash is ignored, as the service's framework does (its
 * docs write `GET /v1/me/`).
 */
export function matchRoute(routes: readonly Route[], method: string, path: string): RouteMatch {
  const trimmed = path.length > 1 ? path.replace(/\/$/, '') : path;
  const samePath: Route[] = [];
  let found: { route: Route; params: Map<string, string> } | undefined;
  for (const route of routes) {
    const params = matchPath(route.path, trimmed);
    if (!params) continue;
    samePath.push(route);
    if (!found && route.method === method) found = { route, params };
  }
  return { route: found?.route, params: found?.params ?? new Map(), samePath };
}

const compiled = new Map<string, { pattern: RegExp; names: string[] }>();

/** The parameters of `path` under `template` (`/a/{id}`), or undefined when it does not match. */
function matchPath(template: string, path: string): Map<string, string> | undefined {
  let entry = compiled.get(template);
  if (!entry) {
    const names: string[] = [];
    const source = template.replace(/\{(\w+)\}/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    entry = { pattern: new RegExp(`^${source}$`), names };
    compiled.set(template, entry);
  }
  const match = entry.pattern.exec(path);
  if (!match) return undefined;
  return new Map(entry.names.map((name, index) => [name, safeDecode(match[index + 1] as string)]));
}

/** A malformed escape (`%E0%A4%A`) is kept as it came, for the account to refuse as unknown. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
