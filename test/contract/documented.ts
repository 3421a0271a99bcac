// The service's documented answers, one fixture each, as an oracle that owes nothing to this
// project's own reading of the API (src/api/types.ts, simulator/types.ts).
//
// The fixtures were written for this project. Each follows the example answer on a page of the
// service's public documentation (the GitHub repository amezmo/docs, folder api/) field by field:
// the same names, JSON types, nesting and nulls, the int 0/1 flags where the docs show them, and
// strings where the docs show strings (`hourly_price`); the values are our own. The docs show no
// error body, so the two error fixtures follow service-notes.md instead.
//
// Where the docs and hosting-api.md or service-notes.md disagree: see README.md beside this file.

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');

export interface DocumentedAnswer {
  /** What is asked, in the client's and the simulator's words, e.g. `getEnvironment`. */
  endpoint: string;
  method: string;
  /** The path as the docs write it. */
  path: string;
  status: number;
  /** The file under fixtures/. */
  fixture: string;
  /** The page whose example the fixture follows. */
  source: string;
}

const docs = (page: string) => `amezmo/docs api/${page}`;

export const DOCUMENTED_ANSWERS: readonly DocumentedAnswer[] = [
  {
    endpoint: 'getMe',
    method: 'GET',
    path: '/v1/me/',
    status: 200,
    fixture: 'get-me.json',
    source: docs('accounts/get-the-current-user.md'),
  },
  {
    endpoint: 'listRegions',
    method: 'GET',
    path: '/v1/regions',
    status: 200,
    fixture: 'list-regions.json',
    source: docs('regions/list-regions.md'),
  },
  {
    endpoint: 'getRegion',
    method: 'GET',
    path: '/v1/regions/{region_id}',
    status: 200,
    fixture: 'get-region.json',
    source: docs('regions/get-region.md'),
  },
  {
    endpoint: 'listInstanceTypes',
    method: 'GET',
    path: '/v1/instance-types',
    status: 200,
    fixture: 'list-instance-types.json',
    source: docs('instances/list-instance-types.md'),
  },
  {
    endpoint: 'listInstances',
    method: 'GET',
    path: '/v1/instances',
    status: 200,
    fixture: 'list-instances.json',
    source: docs('instances/list-instances.md'),
  },
  {
    endpoint: 'getInstance',
    method: 'GET',
    path: '/v1/instances/{instance_id}',
    status: 200,
    fixture: 'get-instance.json',
    source: docs('instances/get-instance.md'),
  },
  {
    endpoint: 'createInstance',
    method: 'POST',
    path: '/v1/instances',
    status: 201,
    fixture: 'create-instance.json',
    source: docs('instances/create-instance.md'),
  },
  {
    endpoint: 'terminateInstance',
    method: 'DELETE',
    path: '/v1/instances/{instance_id}',
    status: 200,
    fixture: 'terminate-instance.json',
    source: docs('instances/terminate-instance.md'),
  },
  {
    endpoint: 'listEnvironments',
    method: 'GET',
    path: '/v1/instances/{instance_id}/environments',
    status: 200,
    fixture: 'list-environments.json',
    source: docs('environments/list-environments.md'),
  },
  {
    endpoint: 'getEnvironment',
    method: 'GET',
    path: '/v1/instances/{instance_id}/environments/{name}',
    status: 200,
    fixture: 'get-environment.json',
    source: docs('environments/get-environment.md'),
  },
  {
    endpoint: 'updateEnvironment',
    method: 'PATCH',
    path: '/v1/instances/{instance_id}/environments/{name}',
    status: 200,
    fixture: 'update-environment.json',
    source: docs('environments/update-environment.md'),
  },
  {
    endpoint: 'createDeployment',
    method: 'POST',
    path: '/v1/instances/{instance_id}/deployments',
    status: 201,
    fixture: 'create-deployment.json',
    source: docs('deployments/post.md'),
  },
  {
    endpoint: 'getDeployment',
    method: 'GET',
    path: '/v1/instances/{instance_id}/deployments/{deployment_id}',
    status: 200,
    fixture: 'get-deployment.json',
    source: docs('deployments/get.md'),
  },
  {
    endpoint: 'cancelDeployment',
    method: 'POST',
    path: '/v1/instances/{instance_id}/deployments/{deployment_id}/cancel',
    status: 200,
    fixture: 'cancel-deployment.json',
    source: docs('deployments/cancel-deployment.md'),
  },
  {
    endpoint: 'getWorker',
    method: 'GET',
    path: '/v1/instances/{instance_id}/workers/{worker_id}',
    status: 200,
    fixture: 'get-worker.json',
    source: docs('workers/get.md'),
  },
  {
    endpoint: 'startWorker',
    method: 'POST',
    path: '/v1/instances/{instance_id}/workers/{worker_id}/start',
    status: 200,
    fixture: 'start-worker.json',
    source: docs('workers/start.md'),
  },
  {
    endpoint: 'stopWorker',
    method: 'POST',
    path: '/v1/instances/{instance_id}/workers/{worker_id}/stop',
    status: 200,
    fixture: 'stop-worker.json',
    source: docs('workers/stop.md'),
  },
  {
    endpoint: 'restartWorker',
    method: 'POST',
    path: '/v1/instances/{instance_id}/workers/{worker_id}/restart',
    status: 200,
    fixture: 'restart-worker.json',
    source: docs('workers/restart.md'),
  },
];

/** The error bodies code must accept; the docs show none, service-notes.md ("Errors") does. */
export const DOCUMENTED_ERRORS = {
  /** The envelope documented "for every error", here a 422 with a message per field. */
  envelope: 'error-envelope.json',
  /** A plain Laravel body: a list of messages per field, and no code or request id. */
  laravel: 'error-laravel.json',
} as const;

export function readFixture(name: string): unknown {
  return JSON.parse(readFileSync(join(FIXTURES, name), 'utf8'));
}

export function fixtureFiles(): string[] {
  return readdirSync(FIXTURES).filter((name) => name.endsWith('.json'));
}

/** The documented answer of `endpoint`; throws for one not in the table. */
export function documented(endpoint: string): DocumentedAnswer {
  const found = DOCUMENTED_ANSWERS.find((answer) => answer.endpoint === endpoint);
  if (!found) throw new Error(`no documented answer for ${endpoint}`);
  return found;
}
