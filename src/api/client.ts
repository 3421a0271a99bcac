import { AmezmoDeployError } from '../errors.js';
import {
  AbortedAfterSendError,
  AnsweredBeforeSentError,
  createTransport,
  defaultRetryPolicy,
  type HttpCall,
  type HttpSettings,
  NetworkError,
  operationOf,
  parseJsonAnswer,
  parseRetryAfter,
  type ProxyEnv,
  request,
  type RetryKind,
  type RetryPolicy,
  type Transport,
  UnexpectedResponseError,
  withRetries,
} from '../http/index.js';
import { systemClock, type Clock } from '../clock.js';
import { silentLogger, type Logger } from '../logger.js';
import { VERSION } from '../version.js';
import { ApiError, apiErrorFromBody, clauseOf } from './errors.js';
import { formFields } from './form.js';
import {
  expectArray,
  expectDeploymentStatus,
  expectEnvironment,
  expectInstance,
  expectRecord,
  expectWorker,
} from './shape.js';
import type {
  Account,
  CreateDeploymentParams,
  CreateInstanceParams,
  DeploymentStatus,
  Environment,
  EnvironmentUpdate,
  Instance,
  InstanceType,
  Region,
  Worker,
} from './types.js';

export interface ClientOptions {
  /** Ends in the version prefix, e.g. `https://api.amezmo.com/v1`. */
  baseUrl: string;
  apiKey: string;
  /**
   * Where HTTPS_PROXY, HTTP_PROXY and NO_PROXY are read (the runner's environment); without it,
   * requests go direct. A proxy requests could not go through is an error here.
   */
  proxyEnv?: ProxyEnv;
  /** How requests are sent; by default Node's own client, through the proxy of `proxyEnv`. */
  transport?: Transport;
  clock?: Clock;
  random?: () => number;
  logger?: Logger;
  retryPolicy?: Partial<RetryPolicy>;
  /** How long a connection may take to open, TLS and any proxy's tunnel included. Default 10 s. */
  connectTimeoutMs?: number;
  /** How long a request may take until its whole answer is read. Default 60 s. */
  answerTimeoutMs?: number;
  /** How long the whole answer to an upload may take once the archive is sent. Default 10 min. */
  uploadAnswerTimeoutMs?: number;
  /** The largest answer read; a larger one fails. Default 8 MiB. */
  maxAnswerBytes?: number;
  /** How long an upload may go without progress. Default 60 s. */
  stallTimeoutMs?: number;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /**
   * How many times the request is sent at most; the retry policy's when left out. A caller with
   * its own retry loop (the wait for a deployment) asks for 1, so that one loop does the waiting
   * and the log tells of an outage once, not once per attempt.
   */
  maxAttempts?: number;
}

export interface UploadOptions extends RequestOptions {
  onProgress?: (sentBytes: number, totalBytes: number) => void;
}

export type WorkerAction = 'start' | 'stop' | 'restart';

/**
 * Thrown when the deployment may exist but the answer does not say which: the whole archive was
 * sent and no usable answer came, or a success came before the whole archive was sent. A caller
 * can look up the environment's deployments to name it; `cancelled` says the run's own signal
 * ended the wait, so that the caller can word its message.
 */
export class UncertainOutcomeError extends AmezmoDeployError {
  readonly errorCode = 'upload-uncertain';
  /**
   * Whether the connection took the whole archive. False when the server answered before it
   * did: whatever the server made, it was not of these bytes, which are never reported uploaded.
   */
  readonly archiveSent: boolean;
  readonly cancelled: boolean;
  readonly instanceId: string;
  readonly environment: string;
  /** The deployment the environment shows that is most likely the one the upload created. */
  readonly likelyDeployment: { readonly id: number; readonly status: string } | undefined;

  constructor(
    message: string,
    cause: unknown,
    where: {
      instanceId: string | number;
      environment: string;
      cancelled?: boolean;
      archiveSent?: boolean;
      likelyDeployment?: { id: number; status: string };
    },
  ) {
    super(message, { cause });
    this.name = 'UncertainOutcomeError';
    this.archiveSent = where.archiveSent ?? true;
    this.instanceId = String(where.instanceId);
    this.environment = where.environment;
    this.cancelled = where.cancelled ?? false;
    this.likelyDeployment = where.likelyDeployment;
  }
}

/** How messages name the service. */
const SERVICE = 'Amezmo API';

/** How long a retried upload waits for an answer that refuses its body before sending it. */
const EARLY_ANSWER_HOLD_MS = 500;

/** The one place that talks to the hosting API. */
export class AmezmoClient implements AsyncDisposable {
  private readonly settings: HttpSettings;
  private readonly uploadAnswerTimeoutMs: number;
  private readonly clock: Clock;
  private readonly random: () => number;
  private readonly logger: Logger;
  private readonly policy: RetryPolicy;

  constructor(options: ClientOptions) {
    this.clock = options.clock ?? systemClock;
    this.random = options.random ?? Math.random;
    this.logger = options.logger ?? silentLogger;
    this.policy = { ...defaultRetryPolicy, ...options.retryPolicy };
    const baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.settings = {
      service: SERVICE,
      baseUrl,
      authorization: `Bearer ${options.apiKey}`,
      secret: options.apiKey,
      accept: 'application/json',
      userAgent: `amezmo-deploy/${VERSION}`,
      transport: options.transport ?? createTransport(new URL(baseUrl).protocol, options.proxyEnv),
      connectTimeoutMs: options.connectTimeoutMs ?? 10_000,
      answerTimeoutMs: options.answerTimeoutMs ?? 60_000,
      maxAnswerBytes: options.maxAnswerBytes,
      stallTimeoutMs: options.stallTimeoutMs ?? 60_000,
      now: () => this.clock.now(),
      timeout: (ms) => this.clock.timeout(ms),
    };
    this.uploadAnswerTimeoutMs = options.uploadAnswerTimeoutMs ?? 600_000;
  }

  /** Closes the connections this client opened. */
  close(): void {
    this.settings.transport.destroy();
  }

  /** Closes the client when held with `await using`, however the block ends. */
  async [Symbol.asyncDispose](): Promise<void> {
    this.close();
  }

  /** The account the key belongs to, with its instance limit. */
  async getMe(options?: RequestOptions): Promise<Account> {
    const call = { method: 'GET', path: '/me', ...options } as const;
    return (await this.call(call, 'idempotent', expectRecord)) as unknown as Account;
  }

  async listRegions(options?: RequestOptions): Promise<Region[]> {
    const call = { method: 'GET', path: '/regions', ...options } as const;
    const regions = await this.call(call, 'idempotent', (body, operation) =>
      expectArray(body, operation, expectRecord),
    );
    return regions as Region[];
  }

  async listInstanceTypes(options?: RequestOptions): Promise<InstanceType[]> {
    const call = { method: 'GET', path: '/instance-types', ...options } as const;
    const types = await this.call(call, 'idempotent', (body, operation) =>
      expectArray(body, operation, expectRecord),
    );
    return types as unknown as InstanceType[];
  }

  async listInstances(
    filter: { instanceType?: string } = {},
    options?: RequestOptions,
  ): Promise<Instance[]> {
    const call = {
      method: 'GET',
      path: '/instances',
      query: { instance_type: filter.instanceType },
      ...options,
    } as const;
    return this.call(call, 'idempotent', (body, operation) =>
      expectArray(body, operation, expectInstance),
    );
  }

  async getInstance(instanceId: string | number, options?: RequestOptions): Promise<Instance> {
    const call = { method: 'GET', path: instancePath(instanceId), ...options } as const;
    return this.call(call, 'idempotent', expectInstance);
  }

  async createInstance(params: CreateInstanceParams, options?: RequestOptions): Promise<Instance> {
    const call = {
      method: 'POST',
      path: '/instances',
      fields: formFields({ ...params }),
      ...options,
    } as const;
    return this.call(call, 'create', expectInstance);
  }

  /**
   * Terminates an instance: the Instance `Deleting`, or undefined when the service answers 204.
   * Repeating it is safe, so it is retried like a read: an instance left running is billed.
   */
  async terminateInstance(
    instanceId: string | number,
    options?: RequestOptions,
  ): Promise<Instance | undefined> {
    const call = { method: 'DELETE', path: instancePath(instanceId), ...options } as const;
    return this.call(call, 'idempotent', orNothing(expectInstance));
  }

  async listEnvironments(
    instanceId: string | number,
    options?: RequestOptions,
  ): Promise<Environment[]> {
    const call = {
      method: 'GET',
      path: `${instancePath(instanceId)}/environments`,
      ...options,
    } as const;
    return this.call(call, 'idempotent', (body, operation) =>
      expectArray(body, operation, expectEnvironment),
    );
  }

  async getEnvironment(
    instanceId: string | number,
    name: string,
    options?: RequestOptions,
  ): Promise<Environment> {
    const call = { method: 'GET', path: environmentPath(instanceId, name), ...options } as const;
    return this.call(call, 'idempotent', expectEnvironment);
  }

  /** Changes an environment: the record, or undefined when the service answers 204. */
  async updateEnvironment(
    instanceId: string | number,
    name: string,
    changes: EnvironmentUpdate,
    options?: RequestOptions,
  ): Promise<Environment | undefined> {
    const call = {
      method: 'PATCH',
      path: environmentPath(instanceId, name),
      fields: formFields({ ...changes }),
      ...options,
    } as const;
    return this.call(call, 'idempotent', orNothing(expectEnvironment));
  }

  /**
   * Uploads an archive and creates a deployment. Repeated only when the server cannot have
   * accepted it; the archive is opened afresh for each attempt.
   */
  async createDeployment(
    instanceId: string | number,
    params: CreateDeploymentParams,
    options: UploadOptions = {},
  ): Promise<DeploymentStatus> {
    const { archivePath, growing, exact, ...fields } = params;
    const call: HttpCall = {
      method: 'POST',
      path: `${instancePath(instanceId)}/deployments`,
      fields: formFields({ ...fields }),
      file: { field: 'archive', path: archivePath, growing, exact },
      ...options,
    };
    try {
      try {
        // Awaited here, so that a lost upload is caught below.
        return await this.call(call, 'create', expectDeploymentStatus);
      } catch (error) {
        // A server that takes no body without a length refused it before creating anything:
        // the same bytes go again, with their length, once the file is whole.
        if (!growing || !(error instanceof ApiError) || error.status !== 411) throw error;
        await growing.whole(options.signal);
        const again = { ...call, file: { field: 'archive', path: archivePath } };
        return await this.call(again, 'create', expectDeploymentStatus);
      }
    } catch (error) {
      if (error instanceof AnsweredBeforeSentError) {
        throw new UncertainOutcomeError(
          `${error.message}. The deployment may have been created all the same, from part of ` +
            `the archive or none of it: check the deployments of environment ` +
            `'${params.environment}' on instance ${instanceId} in the Amezmo dashboard before ` +
            `running this again.`,
          error,
          { instanceId, environment: params.environment, archiveSent: false },
        );
      }
      const what = whatWentWrongAfterSending(error);
      if (what === undefined) throw error;
      throw new UncertainOutcomeError(
        `${what} after the whole archive was sent. The deployment may have been ` +
          `created: check the deployments of environment '${params.environment}' on instance ` +
          `${instanceId} in the Amezmo dashboard before running this again.`,
        error,
        {
          instanceId,
          environment: params.environment,
          cancelled: error instanceof AbortedAfterSendError,
        },
      );
    }
  }

  async getDeployment(
    instanceId: string | number,
    deploymentId: number,
    options?: RequestOptions,
  ): Promise<DeploymentStatus> {
    const call = {
      method: 'GET',
      path: `${instancePath(instanceId)}/deployments/${deploymentId}`,
      ...options,
    } as const;
    return this.call(call, 'idempotent', expectDeploymentStatus);
  }

  async cancelDeployment(
    instanceId: string | number,
    deploymentId: number,
    options?: RequestOptions,
  ): Promise<DeploymentStatus> {
    const call = {
      method: 'POST',
      path: `${instancePath(instanceId)}/deployments/${deploymentId}/cancel`,
      ...options,
    } as const;
    return this.call(call, 'idempotent', expectDeploymentStatus);
  }

  async getWorker(
    instanceId: string | number,
    workerId: string | number,
    options?: RequestOptions,
  ): Promise<Worker> {
    const call = { method: 'GET', path: workerPath(instanceId, workerId), ...options } as const;
    return this.call(call, 'idempotent', expectWorker);
  }

  startWorker(instanceId: string | number, workerId: string | number, options?: RequestOptions) {
    return this.workerAction('start', instanceId, workerId, options);
  }

  stopWorker(instanceId: string | number, workerId: string | number, options?: RequestOptions) {
    return this.workerAction('stop', instanceId, workerId, options);
  }

  restartWorker(instanceId: string | number, workerId: string | number, options?: RequestOptions) {
    return this.workerAction('restart', instanceId, workerId, options);
  }

  private async workerAction(
    action: WorkerAction,
    instanceId: string | number,
    workerId: string | number,
    options?: RequestOptions,
  ): Promise<Worker> {
    const call = {
      method: 'POST',
      path: `${workerPath(instanceId, workerId)}/${action}`,
      ...options,
    } as const;
    return this.call(call, 'idempotent', expectWorker);
  }

  /** Sends `call` under the retry policy of `kind`, and checks the answer's shape with `expect`. */
  private async call<T>(
    call: HttpCall & Pick<RequestOptions, 'maxAttempts'>,
    kind: RetryKind,
    expect: (body: unknown, operation: string) => T,
  ): Promise<T> {
    return expect(await this.send(call, kind), operationOf(call));
  }

  private async send(
    call: HttpCall & Pick<RequestOptions, 'maxAttempts'>,
    kind: RetryKind,
  ): Promise<unknown> {
    const settings: HttpSettings = call.file
      ? { ...this.settings, answerTimeoutMs: this.uploadAnswerTimeoutMs }
      : this.settings;
    const maxAttempts = call.maxAttempts ?? this.policy.maxAttempts;
    return withRetries(
      // A proxy that refuses the archive by its size (nginx's 413) answers at once and closes;
      // once closed, a write fails and that answer can be lost unread, so the first attempt
      // may end in a broken pipe. A retry holds the archive back for a moment, as a client
      // does for `Expect: 100-continue` (which not every server answers), so that the
      // refusal is read before the archive is sent again. The first attempt does not wait:
      // every deployment would pay for the rare refusal.
      (attempt) =>
        sendOnce(
          call.file && attempt > 1
            ? { ...settings, earlyAnswerHoldMs: EARLY_ANSWER_HOLD_MS }
            : settings,
          call,
        ),
      {
        kind,
        policy: { ...this.policy, maxAttempts },
        clock: this.clock,
        random: this.random,
        signal: call.signal,
        statusOf: (error) => (error instanceof ApiError ? error.status : undefined),
        retryAfterOf: (error) => (error instanceof ApiError ? error.retryAfterMs : undefined),
        onRetry: (error, delay, next) =>
          this.logger.info(
            `${operationOf(call)} failed: ${clauseOf(error)}. Trying again in ` +
              `${(delay / 1000).toFixed(1)} s (attempt ${next} of ${maxAttempts}).`,
          ),
      },
    );
  }
}

/**
 * Sends one request and answers its JSON body. Error statuses become ApiError, in whatever body
 * they came (the documented envelope, a Laravel body, a proxy's HTML page, nothing).
 */
async function sendOnce(settings: HttpSettings, call: HttpCall): Promise<unknown> {
  const answer = await request(settings, call);
  const operation = operationOf(call);
  if (answer.status >= 400 || answer.status < 200) {
    throw apiErrorFromBody(
      answer.status,
      operation,
      answer.text,
      answer.header('content-type'),
      parseRetryAfter(answer.header('retry-after'), settings.now()),
    );
  }
  // A PATCH or a DELETE may answer 204 with nothing: it was done, and says no more.
  if (answer.status === 204 && (call.method === 'PATCH' || call.method === 'DELETE')) {
    return NO_CONTENT;
  }
  return parseJsonAnswer(SERVICE, operation, answer);
}

/** What a 204 answers: no record. */
const NO_CONTENT = Symbol('no content');

/** `expect`, or undefined for an answer of no content (204). */
function orNothing<T>(
  expect: (body: unknown, operation: string) => T,
): (body: unknown, operation: string) => T | undefined {
  return (body, operation) => (body === NO_CONTENT ? undefined : expect(body, operation));
}

/**
 * What went wrong, when it happened once the whole archive was out: a lost connection or an
 * answer past its deadline, a success answer that cannot be read (which only comes once the
 * request was read), or the run being cancelled. Undefined for anything else.
 */
function whatWentWrongAfterSending(error: unknown): string | undefined {
  if (error instanceof NetworkError) return error.requestSent ? error.message : undefined;
  if (error instanceof UnexpectedResponseError) return error.problem;
  if (error instanceof AbortedAfterSendError) return 'The run was cancelled';
  return undefined;
}

function instancePath(instanceId: string | number): string {
  return `/instances/${encodeURIComponent(String(instanceId))}`;
}

function environmentPath(instanceId: string | number, name: string): string {
  return `${instancePath(instanceId)}/environments/${encodeURIComponent(name)}`;
}

function workerPath(instanceId: string | number, workerId: string | number): string {
  return `${instancePath(instanceId)}/workers/${encodeURIComponent(String(workerId))}`;
}
