// A local stand-in for the hosting API: a real HTTP server on 127.0.0.1 with in-memory state.
// It implements the spec's tables strictly, so the client is tested against the service's
// rules rather than against its own assumptions.

import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { errorEnvelope, INSTANCE_TYPES, REGIONS } from './records.ts';
import {
  ServiceError,
  SimulatedAccount,
  type DeploymentBehaviour,
  type SeededAccount,
} from './state.ts';

/** The largest archive the service takes: 512 MB. */
export const MAX_ARCHIVE_BYTES = 512 * 1024 * 1024;

export type RouteName =
  | 'getMe'
  | 'listRegions'
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

/** A failure to inject on a route, as a proxy, a flaky network or a broken server would. */
export type Fault =
  /** Answers this status; the body is the documented envelope unless another is asked for. */
  | {
      kind: 'status';
      status: number;
      retryAfter?: string;
      body?: 'envelope' | 'laravel' | 'html' | 'empty';
      code?: string;
      message?: string;
    }
  /** Answers a body of the caller's choosing, e.g. a record of the wrong shape. */
  | { kind: 'body'; status?: number; body: string; contentType?: string }
  /** Answers 200 with JSON cut short. */
  | { kind: 'malformed-json' }
  /** Closes the connection as soon as the request arrives. */
  | { kind: 'reset' }
  /** Reads part of the request body, then closes the connection. */
  | { kind: 'reset-during-upload'; afterBytes?: number }
  /** Reads the whole request body, then closes the connection without answering. */
  | { kind: 'reset-after-body' }
  /** Reads the whole request and never answers. */
  | { kind: 'stall' }
  /** Stops reading the request at once and never answers, as a hung server does. */
  | { kind: 'stall-reading' }
  /** Waits, then answers as usual. */
  | { kind: 'delay'; ms: number }
  /** Does the work (a deployment is created), then closes the connection instead of answering. */
  | { kind: 'lose-answer' }
  /**
   * Answers this status at once without reading the request body, then closes the connection,
   * as nginx does for a body over `client_max_body_size`.
   */
  | { kind: 'answer-early'; status: number; message?: string }
  /**
   * Answers this status with headers at once, then sends the body one byte every `everyMs`,
   * as a broken proxy or a hostile server may: each byte arrives well within any per-read limit.
   */
  | { kind: 'trickle'; status?: number; everyMs: number }
  /** Answers this status with a body of `bytes` bytes of JSON white space, sent in chunks. */
  | { kind: 'huge-body'; status?: number; bytes: number };

export interface RecordedRequest {
  method: string;
  /** The path without the query, e.g. `/v1/instances/1001/deployments`. */
  path: string;
  route: RouteName | undefined;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  /** Plain form fields (url-encoded or multipart), as the server read them. */
  fields: Record<string, string | string[]>;
  archive?: { path: string; size: number; filename: string; contentType: string };
  status: number | undefined;
  fault: Fault['kind'] | undefined;
}

export interface SimulatorOptions {
  /** 0 (the default) for any free port. */
  port?: number;
  apiKey?: string;
  /** Seed one instance with production, staging and two workers (default true). */
  seed?: boolean;
  /** Where uploaded archives are stored; a new temporary folder when left out. */
  storageDir?: string;
  deployment?: Partial<DeploymentBehaviour>;
  /** How long termination takes before the instance answers 404. */
  terminationMs?: number;
  /** Looks at a new instance (get, list, its environments) before it leaves `Launching`; 2. */
  readsToLaunch?: number;
  /** The account's instance limit, as `GET /v1/me` gives it; 4. */
  instanceLimit?: number;
  /** Called with one line per request. */
  log?: (line: string) => void;
}

export interface Simulator {
  readonly baseUrl: string;
  readonly port: number;
  readonly apiKey: string;
  /** What was seeded; undefined when `seed` was false. */
  readonly seeded: SeededAccount | undefined;
  /** The account's state, to set up and inspect. */
  readonly account: SimulatedAccount;
  /** Every request received, in order. */
  readonly requests: readonly RecordedRequest[];
  readonly storageDir: string;
  /**
   * Makes the next `times` requests on `route` (or on every route, `'*'`) fail this way, or, with
   * `{ forMs }`, every request on it from now until that many milliseconds have passed: an outage.
   */
  inject(route: RouteName | '*', fault: Fault, times?: number | { forMs: number }): void;
  /** Makes a route answer 405, as if the service lacked it. */
  disable(route: RouteName): void;
  /**
   * Appends `suffix` to every string in every JSON answer from now on (undefined stops it), as a
   * hostile or compromised service would, e.g. a line break and a workflow command.
   */
  taint(suffix: string | undefined): void;
  /** How many connections the server has had opened to it. */
  connections(): number;
  close(): Promise<void>;
}

type Handler = (context: RequestContext) => Promise<unknown> | unknown;

interface Route {
  name: RouteName;
  method: string;
  pattern: RegExp;
  status?: number;
  handler: Handler;
}

interface RequestContext {
  params: string[];
  query: Record<string, string>;
  form: Record<string, unknown>;
  request: IncomingMessage;
  record: RecordedRequest;
}

const ID = '([^/]+)';

export async function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const apiKey = options.apiKey ?? `sim_${randomBytes(12).toString('hex')}`;
  const ownsStorage = options.storageDir === undefined;
  const storageDir = options.storageDir ?? mkdtempSync(join(tmpdir(), 'amezmo-sim-'));
  mkdirSync(storageDir, { recursive: true });
  const account = new SimulatedAccount(
    () => Date.now(),
    { finalStatus: 'succeeded', pollsToFinish: 2, ...options.deployment },
    options.terminationMs ?? 0,
  );
  if (options.readsToLaunch !== undefined) account.readsToLaunch = options.readsToLaunch;
  if (options.instanceLimit !== undefined) account.instanceLimit = options.instanceLimit;
  const seeded = options.seed === false ? undefined : account.seed();
  const requests: RecordedRequest[] = [];
  // An entry with `until` lasts for a time (as an outage does) rather than for a count.
  const faults: { route: RouteName | '*'; fault: Fault; remaining: number; until?: number }[] = [];
  const disabled = new Set<RouteName>();
  let taint: string | undefined;
  const sockets = new Set<Socket>();
  let connectionCount = 0;
  let uploadCount = 0;
  let requestCount = 0;

  const routes: Route[] = [
    { name: 'getMe', method: 'GET', pattern: /^\/v1\/me$/, handler: () => account.me() },
    { name: 'listRegions', method: 'GET', pattern: /^\/v1\/regions$/, handler: () => REGIONS },
    {
      name: 'listInstanceTypes',
      method: 'GET',
      pattern: /^\/v1\/instance-types$/,
      handler: () => INSTANCE_TYPES,
    },
    {
      name: 'listInstances',
      method: 'GET',
      pattern: /^\/v1\/instances$/,
      handler: ({ query }) => account.listInstances(query.instance_type),
    },
    {
      name: 'createInstance',
      method: 'POST',
      pattern: /^\/v1\/instances$/,
      status: 201,
      handler: ({ form }) => account.createInstance(form),
    },
    {
      name: 'getInstance',
      method: 'GET',
      pattern: new RegExp(`^/v1/instances/${ID}$`),
      handler: ({ params }) => account.getInstance(params[0] as string),
    },
    {
      name: 'terminateInstance',
      method: 'DELETE',
      pattern: new RegExp(`^/v1/instances/${ID}$`),
      handler: ({ params }) => account.terminateInstance(params[0] as string),
    },
    {
      name: 'listEnvironments',
      method: 'GET',
      pattern: new RegExp(`^/v1/instances/${ID}/environments$`),
      handler: ({ params }) => account.listEnvironments(params[0] as string),
    },
    {
      name: 'getEnvironment',
      method: 'GET',
      pattern: new RegExp(`^/v1/instances/${ID}/environments/${ID}$`),
      handler: ({ params: [id, name] }) => account.getEnvironment(id as string, name as string),
    },
    {
      name: 'updateEnvironment',
      method: 'PATCH',
      pattern: new RegExp(`^/v1/instances/${ID}/environments/${ID}$`),
      handler: ({ params: [id, name], form }) =>
        account.updateEnvironment(id as string, name as string, form),
    },
    {
      name: 'createDeployment',
      method: 'POST',
      pattern: new RegExp(`^/v1/instances/${ID}/deployments$`),
      status: 201,
      handler: (context) => createDeployment(context),
    },
    {
      name: 'getDeployment',
      method: 'GET',
      pattern: new RegExp(`^/v1/instances/${ID}/deployments/${ID}$`),
      handler: ({ params: [id, deployment] }) =>
        account.getDeployment(id as string, deployment as string),
    },
    {
      name: 'cancelDeployment',
      method: 'POST',
      pattern: new RegExp(`^/v1/instances/${ID}/deployments/${ID}/cancel$`),
      handler: ({ params: [id, deployment] }) =>
        account.cancelDeployment(id as string, deployment as string),
    },
    {
      name: 'getWorker',
      method: 'GET',
      pattern: new RegExp(`^/v1/instances/${ID}/workers/${ID}$`),
      handler: ({ params: [id, worker] }) => account.getWorker(id as string, worker as string),
    },
    ...(['start', 'stop', 'restart'] as const).map((action): Route => ({
      name: `${action}Worker`,
      method: 'POST',
      pattern: new RegExp(`^/v1/instances/${ID}/workers/${ID}/${action}$`),
      handler: ({ params: [id, worker] }) =>
        account.workerAction(id as string, worker as string, action),
    })),
  ];

  async function createDeployment(context: RequestContext): Promise<unknown> {
    const [instanceId] = context.params as [string];
    const { request, record } = context;
    account.checkInstance(instanceId);
    const length = Number(request.headers['content-length'] ?? NaN);
    if (length > MAX_ARCHIVE_BYTES + 64 * 1024) throw tooLarge();
    if (!request.headers['content-type']?.startsWith('multipart/form-data')) {
      throw new ServiceError(
        422,
        'validation_error',
        'The request you provided failed validation.',
        {
          archive: 'The archive must be sent as multipart/form-data.',
        },
      );
    }
    const upload = await receiveMultipart(request, join(storageDir, `upload-${++uploadCount}`));
    record.fields = upload.fields;
    if (upload.archive) record.archive = upload.archive;
    if (upload.truncated) throw tooLarge();
    account.validateUploadFields(upload.fields, upload.archive !== undefined);
    const archive = upload.archive as NonNullable<typeof upload.archive>;
    if (!isZipOrTar(upload.head)) {
      throw new ServiceError(
        422,
        'validation_error',
        'The request you provided failed validation.',
        {
          archive: 'The archive must be a zip or tar file.',
        },
      );
    }
    const { environment, repo_owner, repo_name, branch, pusher, commit, tag } = upload.fields;
    return account.createDeployment(instanceId, {
      environment: environment as string,
      archivePath: archive.path,
      archiveSize: archive.size,
      ...defined({ repo_owner, repo_name, branch, pusher, commit, tag }),
    });
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      options.log?.(`simulator error: ${String(error)}`);
      if (!response.headersSent)
        sendJson(
          response,
          500,
          envelopeFor(
            new ServiceError(500, 'internal_error', 'Internal error.', null, 'api_error'),
          ),
        );
      else response.destroy();
    });
  });
  server.on('connection', (socket) => {
    connectionCount++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
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
    response.on('finish', () => options.log?.(`${method} ${url.pathname} ${record.status ?? '-'}`));

    const samePath = routes.filter((route) => route.pattern.test(url.pathname));
    const route = samePath.find((candidate) => candidate.method === method);
    record.route = route?.name;

    const fault = route ? takeFault(route.name) : undefined;
    if (fault) {
      record.fault = fault.kind;
      const handled = await applyFault(fault, request, response, record);
      if (handled) return;
    }

    const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      record.status = status;
      if (fault?.kind === 'lose-answer') {
        request.socket.destroy();
        return;
      }
      sendJson(response, status, taint === undefined ? body : tainted(body, taint), headers);
    };
    const fail = (error: ServiceError, headers: Record<string, string> = {}) => {
      request.resume();
      reply(error.status, envelopeFor(error), headers);
    };

    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      const code = request.headers.authorization ? 'invalid_credentials' : 'unauthenticated';
      return fail(
        new ServiceError(
          401,
          code,
          'The API key is missing or not valid.',
          null,
          'authentication_error',
        ),
      );
    }
    if (!route || disabled.has(route.name)) {
      if (samePath.length === 0) {
        return fail(
          new ServiceError(404, 'unknown_resource_error', `No such endpoint: ${url.pathname}.`),
        );
      }
      const allowed = samePath.filter((r) => !disabled.has(r.name)).map((r) => r.method);
      return fail(
        new ServiceError(
          405,
          'method_not_allowed',
          `The ${method} method is not supported for this route.`,
        ),
        {
          allow: allowed.join(', '),
        },
      );
    }

    try {
      // The upload streams its own body; every other route takes url-encoded fields.
      const form =
        route.name === 'createDeployment' ? ({ pairs: [] } as ReadForm) : await readForm(request);
      record.fields = flatFields(form.pairs);
      const params = (route.pattern.exec(url.pathname) ?? []).slice(1).map(decodeURIComponent);
      const body = await route.handler({
        params,
        query: record.query,
        form: form.nested ?? {},
        request,
        record,
      });
      reply(route.status ?? 200, body);
    } catch (error) {
      if (error instanceof ServiceError) return fail(error);
      throw error;
    }
  }

  function envelopeFor(error: ServiceError): unknown {
    return errorEnvelope(
      error.status,
      error.type,
      error.code,
      error.message,
      nextRequestId(),
      error.errors,
    );
  }

  function nextRequestId(): string {
    return `req_${(++requestCount).toString(16).padStart(6, '0')}${randomBytes(4).toString('hex')}`;
  }

  function takeFault(route: RouteName): Fault | undefined {
    const now = Date.now();
    for (let i = faults.length - 1; i >= 0; i--) {
      const until = faults[i]?.until;
      if (until !== undefined && until <= now) faults.splice(i, 1);
    }
    const index = faults.findIndex((entry) => entry.route === route || entry.route === '*');
    if (index < 0) return undefined;
    const entry = faults[index] as (typeof faults)[number];
    if (entry.until === undefined && --entry.remaining <= 0) faults.splice(index, 1);
    return entry.fault;
  }

  /** Carries out a fault; answers whether the request is done with. */
  async function applyFault(
    fault: Fault,
    request: IncomingMessage,
    response: ServerResponse,
    record: RecordedRequest,
  ): Promise<boolean> {
    switch (fault.kind) {
      case 'delay':
        await new Promise((done) => setTimeout(done, fault.ms));
        return false;
      case 'lose-answer':
        return false;
      case 'reset':
        request.socket.destroy();
        return true;
      case 'stall':
        // Keep the connection open and say nothing; close() ends it.
        request.resume();
        return true;
      case 'stall-reading':
        request.pause();
        return true;
      case 'reset-during-upload': {
        const limit = fault.afterBytes ?? 64 * 1024;
        let seen = 0;
        await new Promise<void>((done) => {
          request.on('data', (chunk: Buffer) => {
            seen += chunk.length;
            if (seen >= limit) {
              request.socket.destroy();
              done();
            }
          });
          request.on('end', () => {
            request.socket.destroy();
            done();
          });
          request.on('close', done);
        });
        return true;
      }
      case 'reset-after-body':
        await drain(request);
        request.socket.destroy();
        return true;
      case 'answer-early': {
        record.status = fault.status;
        const body = JSON.stringify(
          errorEnvelope(
            fault.status,
            'invalid_request_error',
            defaultCode(fault.status),
            fault.message ?? `Simulated failure ${fault.status}.`,
            nextRequestId(),
          ),
        );
        response.writeHead(fault.status, {
          'content-type': 'application/json',
          connection: 'close',
        });
        response.end(body, () => request.socket.destroy());
        return true;
      }
      case 'trickle': {
        await drain(request);
        record.status = fault.status ?? 200;
        response.writeHead(record.status, { 'content-type': 'application/json' });
        response.flushHeaders();
        // White space is valid JSON padding, so only the time it takes is wrong.
        const timer = setInterval(() => {
          if (response.destroyed) clearInterval(timer);
          else response.write(' ');
        }, fault.everyMs);
        response.on('close', () => clearInterval(timer));
        return true;
      }
      case 'huge-body': {
        await drain(request);
        record.status = fault.status ?? 200;
        response.writeHead(record.status, { 'content-type': 'application/json' });
        const chunk = Buffer.alloc(64 * 1024, ' ');
        let left = fault.bytes;
        const more = () => {
          while (left > 0 && !response.destroyed) {
            const piece = chunk.subarray(0, Math.min(chunk.length, left));
            left -= piece.length;
            if (!response.write(piece)) return void response.once('drain', more);
          }
          if (!response.destroyed) response.end();
        };
        more();
        return true;
      }
      case 'malformed-json':
        await drain(request);
        record.status = 200;
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end('{"id": 1, "status": "pen');
        return true;
      case 'body':
        await drain(request);
        record.status = fault.status ?? 200;
        response
          .writeHead(record.status, { 'content-type': fault.contentType ?? 'application/json' })
          .end(fault.body);
        return true;
      case 'status': {
        await drain(request);
        record.status = fault.status;
        const headers: Record<string, string> = {};
        if (fault.retryAfter !== undefined) headers['retry-after'] = fault.retryAfter;
        const message = fault.message ?? `Simulated failure ${fault.status}.`;
        const code = fault.code ?? defaultCode(fault.status);
        switch (fault.body ?? 'envelope') {
          case 'html':
            response
              .writeHead(fault.status, { ...headers, 'content-type': 'text/html' })
              .end(
                `<html><head><title>${fault.status} Error</title></head><body><h1>${fault.status} Error</h1><hr><center>nginx</center></body></html>`,
              );
            break;
          case 'empty':
            response.writeHead(fault.status, headers).end();
            break;
          case 'laravel':
            sendJson(response, fault.status, { message, errors: { archive: [message] } }, headers);
            break;
          default:
            sendJson(
              response,
              fault.status,
              errorEnvelope(
                fault.status,
                fault.status >= 500
                  ? 'api_error'
                  : fault.status === 429
                    ? 'rate_limit_error'
                    : 'invalid_request_error',
                code,
                message,
                nextRequestId(),
              ),
              headers,
            );
        }
        return true;
      }
    }
  }

  try {
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(options.port ?? 0, '127.0.0.1', () => done());
    });
  } catch (error) {
    // A port in use: nothing was served, so the storage made for it goes.
    if (ownsStorage) rmSync(storageDir, { recursive: true, force: true });
    throw error;
  }
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    port,
    apiKey,
    seeded,
    account,
    requests,
    storageDir,
    inject: (route, fault, times = 1) => {
      if (typeof times === 'number') faults.push({ route, fault, remaining: times });
      else faults.push({ route, fault, remaining: Infinity, until: Date.now() + times.forMs });
    },
    disable: (route) => disabled.add(route),
    taint: (suffix) => {
      taint = suffix;
    },
    connections: () => connectionCount,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
      if (ownsStorage) rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

/** `value` with `suffix` appended to every string in it, keys left alone. */
function tainted(value: unknown, suffix: string): unknown {
  if (typeof value === 'string') return value + suffix;
  if (Array.isArray(value)) return value.map((item) => tainted(item, suffix));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, tainted(item, suffix)]),
    );
  }
  return value;
}

function defaultCode(status: number): string {
  const codes: Record<number, string> = {
    401: 'unauthenticated',
    403: 'forbidden',
    404: 'unknown_resource_error',
    409: 'conflict',
    413: 'payload_too_large',
    422: 'validation_error',
    429: 'rate_limit_exceeded',
  };
  return codes[status] ?? 'internal_error';
}

function tooLarge(): ServiceError {
  return new ServiceError(413, 'payload_too_large', 'The archive may not be greater than 512 MB.', {
    archive: 'The archive may not be greater than 512 MB.',
  });
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    ...headers,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

async function drain(request: IncomingMessage): Promise<void> {
  if (request.readableEnded) return;
  request.resume();
  await new Promise<void>((done) => {
    request.on('end', done);
    request.on('close', done);
  });
}

function defined<T extends Record<string, string | undefined>>(
  values: T,
): Partial<Record<keyof T, string>> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<Record<keyof T, string>>;
}

/** Reads a url-encoded body into pairs and into PHP's nested shape (`a[b]`, `a[]`). */
interface ReadForm {
  pairs: [string, string][];
  nested?: Record<string, unknown>;
}

async function readForm(request: IncomingMessage): Promise<ReadForm> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return { pairs: [] };
  const pairs = [...new URLSearchParams(text)];
  return { pairs, nested: nestFields(pairs) };
}

/** `php[version]=8.3&patterns[]=a` as PHP reads it: `{php: {version: '8.3'}, patterns: ['a']}`. */
export function nestFields(pairs: [string, string][]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of pairs) {
    const keys = [
      name.replace(/\[.*$/, ''),
      ...[...name.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] as string),
    ];
    let node: Record<string, unknown> | unknown[] = root;
    keys.forEach((key, index) => {
      const last = index === keys.length - 1;
      const nextIsList = keys[index + 1] === '';
      const container = node as Record<string, unknown> & unknown[];
      if (key === '' && Array.isArray(node)) {
        if (last) node.push(value);
        else {
          const child = nextIsList ? [] : {};
          node.push(child);
          node = child;
        }
        return;
      }
      if (last) container[key] = value;
      else {
        const existing = container[key];
        const child =
          typeof existing === 'object' && existing !== null ? existing : nextIsList ? [] : {};
        container[key] = child;
        node = child as Record<string, unknown>;
      }
    });
  }
  return root;
}

function flatFields(pairs: [string, string][]): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of pairs) {
    const existing = fields[name];
    if (existing === undefined) fields[name] = value;
    else fields[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return fields;
}

interface ReceivedUpload {
  fields: Record<string, string>;
  archive?: { path: string; size: number; filename: string; contentType: string };
  /** The archive's first bytes, to tell zip from tar. */
  head: Buffer;
  truncated: boolean;
}

/** Streams a multipart body: fields into memory, the archive straight to disk. */
function receiveMultipart(request: IncomingMessage, archivePath: string): Promise<ReceivedUpload> {
  return new Promise((resolve, reject) => {
    const result: ReceivedUpload = { fields: {}, head: Buffer.alloc(0), truncated: false };
    const writes: Promise<void>[] = [];
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: request.headers,
        limits: { fileSize: MAX_ARCHIVE_BYTES, files: 1, fields: 50, fieldSize: 64 * 1024 },
      });
    } catch {
      reject(
        new ServiceError(422, 'validation_error', 'The request you provided failed validation.', {
          archive: 'The multipart body could not be read.',
        }),
      );
      return;
    }
    parser.on('field', (name, value) => {
      result.fields[name] = value;
    });
    parser.on('file', (name, file, info) => {
      if (name !== 'archive') {
        file.resume();
        return;
      }
      const archive = {
        path: archivePath,
        size: 0,
        filename: info.filename ?? '',
        contentType: info.mimeType,
      };
      result.archive = archive;
      file.on('data', (chunk: Buffer) => {
        archive.size += chunk.length;
        if (result.head.length < 512)
          result.head = Buffer.concat([result.head, chunk]).subarray(0, 512);
      });
      file.on('limit', () => {
        result.truncated = true;
      });
      writes.push(pipeline(file, createWriteStream(archivePath)));
    });
    parser.on('error', (error: Error) =>
      reject(
        new ServiceError(
          422,
          'validation_error',
          `The multipart body could not be read: ${error.message}`,
        ),
      ),
    );
    parser.on('close', () => {
      Promise.all(writes).then(() => resolve(result), reject);
    });
    request.on('aborted', () => reject(new Error('upload aborted')));
    request.pipe(parser);
  });
}

/** Zip (local header or an empty archive's end record), or tar (the ustar magic at 257). */
function isZipOrTar(head: Buffer): boolean {
  const zip =
    head.length >= 4 &&
    head[0] === 0x50 &&
    head[1] === 0x4b &&
    (head[2] === 3 || head[2] === 5) &&
    (head[3] === 4 || head[3] === 6);
  const tar = head.length >= 262 && head.subarray(257, 262).toString('latin1') === 'ustar';
  return zip || tar;
}
