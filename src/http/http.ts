import type { ClientRequest, IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { Transform, type Readable } from 'node:stream';
import type { TLSSocket } from 'node:tls';
import type { Transport } from './transport.js';
import {
  AbortedAfterSendError,
  codedError,
  AnsweredBeforeSentError,
  InvalidHeaderError,
  NetworkError,
  NEVER_CONNECTED,
  ProxyRefusedError,
  RedirectError,
  TlsCertificateError,
  type RedirectReason,
  UnexpectedResponseError,
} from './errors.js';
import type { FilePart, Upload } from './upload-body.js';
import { redact } from '../secrets.js';

export type { FilePart } from './upload-body.js';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface HttpCall {
  method: Method;
  /** Below the base URL, with the segments already encoded: `/instances/12/environments/qa`. */
  path: string;
  query?: Record<string, string | undefined>;
  /** Sent url-encoded, or as the leading parts of the multipart body when `file` is set. */
  fields?: [string, string][];
  /** Sent as a JSON body. */
  json?: unknown;
  file?: FilePart;
  signal?: AbortSignal;
  onProgress?: (sentBytes: number, totalBytes: number) => void;
}

export interface HttpSettings {
  /** Who answers, as messages name it, e.g. `Amezmo API`. */
  service: string;
  baseUrl: string;
  /** The Authorization header's value, '' for none: sent to the base URL's origin only. */
  authorization: string;
  /** The credential in `authorization`, redacted from every answer read. */
  secret: string;
  accept: string;
  userAgent: string;
  transport: Transport;
  /** How long a connection may take to open, from the request to a socket ready for it. */
  connectTimeoutMs: number;
  /**
   * How long the whole answer, headers and body, may take: from the start of the request, or for
   * an upload from the moment its whole body was sent.
   */
  answerTimeoutMs: number;
  /**
   * How long an upload holds its archive back after the headers and leading fields, for an
   * answer that refuses the body (see uploadBody); 0 for none.
   */
  earlyAnswerHoldMs?: number;
  /** How long an upload may go without sending a byte before it is given up. */
  stallTimeoutMs: number;
  now: () => number;
  /** A signal that aborts after `ms`: the client's clock, so that tests need not wait. */
  timeout: (ms: number) => AbortSignal;
  /** The largest success body read; a larger one fails. Default 8 MiB. */
  maxAnswerBytes?: number;
  /** Read a larger success body only up to `maxAnswerBytes`, instead of failing on it. */
  cutLargeAnswers?: boolean;
  /**
   * Whether a 307 or 308 to the same origin is followed by a request whose body can be sent again
   * (GitHub moves a renamed repository's API so); a GET follows one in any case.
   */
  followSameOriginBodies?: boolean;
}

/** What the server answered, once any redirect was followed: its status, headers and body. */
export interface Answer {
  status: number;
  header(name: string): string | undefined;
  /** The body as text, with the credential redacted in any spelling. */
  text: string;
  /** Where it was answered from (after redirects). */
  url: URL;
}

/** An API record is a few kilobytes; a list of instances with their environments, more. */
const DEFAULT_MAX_ANSWER_BYTES = 8 * 1024 * 1024;
/** Enough of an error answer for its message; the rest of a long proxy page is not needed. */
const MAX_ERROR_BODY_BYTES = 64 * 1024;
/** A GET follows this many redirects on the same origin at most. */
export const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Node's timers fire at once for a delay above this (about 24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;

const NETWORK_CODE =
  /^(ECONN[A-Z]+|EPIPE|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|EHOST[A-Z]+|ENET[A-Z]+|HPE_[A-Z_]+|ERR_PROXY_TUNNEL|ERR_TLS_[A-Z_]+|ERR_SSL_[A-Z_]+|[A-Z_]*CERT[A-Z_]*|UPLOAD_STALLED|CONNECT_TIMEOUT|HEADERS_TIMEOUT|ANSWER_TIMEOUT)$/;
// A certificate the runner does not trust stays untrusted however often it is asked again.
const CERTIFICATE_CODE =
  /^(DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_[A-Z_]+|CERT_[A-Z_]+|[A-Z_]*_CERT_[A-Z_]*|ERR_TLS_CERT_ALTNAME_INVALID|HOSTNAME_MISMATCH)$/;
// Node refuses a request it cannot write; the only value of ours it checks is the key's header.
const INVALID_REQUEST_CODE = /^(ERR_INVALID_CHAR|ERR_INVALID_HTTP_TOKEN)$/;

export function operationOf(call: Pick<HttpCall, 'method' | 'path'>): string {
  return `${call.method} ${call.path}`;
}

export function urlEncoded(fields: [string, string][]): string {
  return new URLSearchParams(fields).toString();
}

/**
 * Sends one request and answers what the server said, whatever the status: a caller reads its
 * own errors from an error status. A redirect is followed only to the same origin (scheme, host
 * and port), so that the credential never goes to another host nor from https to http, and only
 * by a GET (or, with `followSameOriginBodies`, a 307 or 308 whose body can be sent again), at
 * most MAX_REDIRECTS times. Any other redirect is a RedirectError naming where it pointed: an
 * upload's redirect means nothing was deployed, never that something may have been.
 */
export async function request(settings: HttpSettings, call: HttpCall): Promise<Answer> {
  const origin = new URL(settings.baseUrl).origin;
  let url = new URL(settings.baseUrl + call.path);
  for (const [name, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  for (let hops = 0; ; hops++) {
    const answer = await requestOnce(settings, call, url);
    if (!REDIRECT_STATUSES.has(answer.status)) return answer;
    url = redirectTarget(settings, call, answer, origin, hops);
  }
}

/** Where a redirect leads, when it may be followed; else the RedirectError that says why not. */
function redirectTarget(
  settings: HttpSettings,
  call: HttpCall,
  answer: Answer,
  origin: string,
  hops: number,
): URL {
  const operation = operationOf(call);
  const location = answer.header('location');
  const fail = (reason: RedirectReason, shown?: string) =>
    new RedirectError(settings.service, operation, answer.status, shown, reason);
  if (location === undefined || location.trim() === '') throw fail('no-location');
  let target: URL;
  try {
    target = new URL(location.trim(), answer.url);
  } catch {
    throw fail('not-a-url', location);
  }
  const downgrade = answer.url.protocol === 'https:' && target.protocol === 'http:';
  if (target.origin !== origin) {
    throw fail(downgrade ? 'downgrade' : 'other-origin', target.href);
  }
  const replayable =
    settings.followSameOriginBodies === true &&
    !call.file &&
    (answer.status === 307 || answer.status === 308);
  if (call.method !== 'GET' && !replayable) throw fail('not-followed', target.href);
  if (hops >= MAX_REDIRECTS) throw fail('too-many', target.href);
  return target;
}

/** One request to `url`, with its deadlines; the answer's body read up to its limit. */
async function requestOnce(settings: HttpSettings, call: HttpCall, url: URL): Promise<Answer> {
  const operation = operationOf(call);
  // The credential is the base URL's; `request` follows no redirect to another origin.
  const headers: Record<string, string> = {
    ...(settings.authorization ? { authorization: settings.authorization } : {}),
    accept: settings.accept,
    'user-agent': settings.userAgent,
  };

  const answerMs = clampTimer(settings.answerTimeoutMs);
  // One deadline covers the headers and the whole body, so that an answer that trickles in ends.
  const deadline = new AbortController();
  let answered = false;
  let started = false;
  const startDeadline = () => {
    if (started) return;
    started = true;
    settings
      .timeout(answerMs)
      .addEventListener('abort', () => deadline.abort(deadlineError(answered)), { once: true });
  };
  // An upload's answer is waited for once the whole body is out; sending has the stall limit.
  // The body's code loads on the first upload, and node:crypto (for its boundary) with it: a run
  // that only asks never pays for them (test/e2e/startup.test.ts), though an https:// service
  // brings node:crypto in with node:tls.
  let upload: Upload | undefined;
  if (call.file) {
    const { uploadBody } = await import('./upload-body.js');
    upload = await uploadBody(
      { fields: call.fields ?? [], file: call.file, onProgress: call.onProgress },
      settings,
      startDeadline,
    );
  }
  if (!upload) startDeadline();
  let body: string | Transform | undefined;
  if (upload) {
    Object.assign(headers, upload.headers);
    body = upload.stream;
  } else if (call.json !== undefined) {
    headers['content-type'] = 'application/json; charset=utf-8';
    body = JSON.stringify(call.json);
  } else if (call.fields) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = urlEncoded(call.fields);
  }
  const signals = [call.signal, upload?.stalled, deadline.signal].filter(
    (s): s is AbortSignal => s !== undefined,
  );

  try {
    const response = await exchange(
      settings,
      url,
      call.method,
      headers,
      body,
      signals,
      upload?.recycle,
    );
    answered = true;
    const status = response.statusCode ?? 0;
    // A server cannot have read an upload whose bytes were not all taken by the connection: a
    // success then is not the archive's (an error or a redirect still says nothing was done).
    if (upload && !upload.complete() && status >= 200 && status < 300) {
      response.destroy();
      throw new AnsweredBeforeSentError(
        settings.service,
        operation,
        status,
        upload.sentBytes(),
        upload.totalBytes,
      );
    }
    const success = status < 300;
    const limit = success
      ? (settings.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES)
      : MAX_ERROR_BODY_BYTES;
    const read = await readBody(response, limit);
    if (read.tooLarge && success && !settings.cutLargeAnswers) {
      throw new UnexpectedResponseError(
        operation,
        `${status} with a body larger than ${describeBytes(limit)}`,
        settings.service,
      );
    }
    return {
      status,
      header: (name) => {
        const value = response.headers[name];
        return Array.isArray(value) ? value[0] : value;
      },
      text: redact(read.text, [settings.secret]),
      url,
    };
  } catch (error) {
    throw asNetworkError(error, {
      host: url.host,
      operation,
      upload,
      callerSignal: call.signal,
      deadline: deadline.signal,
      proxyVariable: settings.transport.proxyVariable,
    });
  } finally {
    upload?.dispose();
  }
}

/**
 * Sends the request and answers the response once its headers are in; the body is the caller's
 * to read. A failure before the headers rejects; one after them (the body could not all be
 * written because the server already answered and closed) is left to the response. An abort
 * ends the request, and the response if there is one, at once: a request still waiting for a
 * socket (a proxy's tunnel) never reports an error of its own.
 */
function exchange(
  { transport, timeout, connectTimeoutMs }: HttpSettings,
  url: URL,
  method: Method,
  headers: OutgoingHttpHeaders,
  body: string | Transform | undefined,
  signals: AbortSignal[],
  recycle?: (chunk: Buffer) => void,
): Promise<IncomingMessage> {
  const signal = AbortSignal.any(signals);
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise((resolve, reject) => {
    // `timeout` is how long Node lets a proxy take to open its tunnel; past it, Node closes the
    // socket it was opening, which this request, given up by then, never saw. Once the request
    // has its socket, `timeout` only makes idle events nothing here listens to.
    const request = transport.request(url, { method, headers, timeout: connectTimeoutMs });
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      request.destroy(error as Error);
      reject(error);
    };
    // An abort ends the request, and the response being read if there is one.
    const abort = () => {
      request.destroy(signal.reason as Error);
      fail(signal.reason);
    };
    signal.addEventListener('abort', abort, { once: true });
    request.once('close', () => signal.removeEventListener('abort', abort));
    request.once('response', (response) => {
      settled = true;
      resolve(response);
    });
    request.on('error', fail);

    // A host behind a firewall that drops packets, a name that never resolves, a server that
    // never finishes TLS, a proxy that never answers CONNECT: each would hold the request until
    // its whole deadline. The connection gets less, counted until its socket is ready.
    let ready = false;
    timeout(connectTimeoutMs).addEventListener(
      'abort',
      () => {
        if (!ready) fail(codedError('no connection in time', 'CONNECT_TIMEOUT'));
      },
      { once: true },
    );
    request.once('socket', (socket) => {
      // A kept-alive socket is ready at once; a TLS one has sent its Finished message (whether
      // or not its certificate was trusted: NODE_TLS_REJECT_UNAUTHORIZED=0 takes any).
      const secure = url.protocol === 'https:';
      if (secure ? (socket as TLSSocket).getFinished() !== undefined : !socket.connecting) {
        ready = true;
      } else socket.once(secure ? 'secureConnect' : 'connect', () => (ready = true));
    });

    if (body instanceof Transform) {
      send(body, request, recycle).catch(fail);
    } else request.end(body);
  });
}

/**
 * Writes a streamed body to the request as the connection takes it, and gives each chunk back
 * (`recycle`) once the socket has written it. The body flows chunk by chunk ('data'): reading it
 * with read() would join buffered chunks into new buffers. A request that ends first ends the
 * body.
 */
function send(
  body: Readable,
  request: ClientRequest,
  recycle: ((chunk: Buffer) => void) | undefined,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const resume = () => body.resume();
    body.on('data', (chunk: Buffer) => {
      const taken = request.write(chunk, (error) => {
        if (!error) recycle?.(chunk);
      });
      if (!taken) {
        body.pause();
        request.once('drain', resume);
      }
    });
    body.once('end', () => {
      if (!request.destroyed) request.end();
      resolve();
    });
    body.once('error', reject);
    request.once('close', () => {
      request.off('drain', resume);
      if (!body.destroyed) body.destroy();
      resolve();
    });
  });
}

function clampTimer(ms: number): number {
  return Math.max(1, Math.min(ms, MAX_TIMER_MS));
}

function deadlineError(answered: boolean): Error {
  return answered
    ? codedError('the whole answer did not arrive in time', 'ANSWER_TIMEOUT')
    : codedError('no answer in time', 'HEADERS_TIMEOUT');
}

/**
 * Reads a body chunk by chunk up to `limit` bytes, so that a huge answer costs no more memory
 * than the limit; past it the connection is given up. Its events are listened to, not iterated
 * with `for await`: the stream's async iterator costs a skipped run some 2 ms on first use.
 */
function readBody(
  body: IncomingMessage,
  limit: number,
): Promise<{ text: string; tooLarge: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      body.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
    };
    const done = (tooLarge: boolean) => {
      stop();
      resolve({ text: Buffer.concat(chunks).toString('utf8'), tooLarge });
    };
    const onData = (chunk: Buffer) => {
      if (size + chunk.length > limit) {
        chunks.push(chunk.subarray(0, limit - size));
        done(true);
        body.destroy();
        return;
      }
      chunks.push(chunk);
      size += chunk.length;
    };
    const onEnd = () => done(false);
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    // Closed before its end, with no error of its own: the answer was cut short.
    const onClose = () => onError(codedError('the answer ended before its end', PREMATURE_CLOSE));
    if (body.errored) return onError(body.errored);
    if (body.destroyed) return onClose();
    body.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}

/** The code Node gives a stream closed before its end, which `for await` over it throws. */
const PREMATURE_CLOSE = 'ERR_STREAM_PREMATURE_CLOSE';

function describeBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MiB` : `${bytes / 1024} KiB`;
}

/** A success answer's JSON; an empty body or one that is not JSON cannot be used. */
export function parseJsonAnswer(service: string, operation: string, answer: Answer): unknown {
  if (answer.text.trim() === '') {
    throw new UnexpectedResponseError(operation, `${answer.status} with an empty body`, service);
  }
  try {
    // An integer past 2^53 would be rounded, maybe to another record's id: it is kept as its exact
    // digits instead, for the shape checks to take (an instance's id) or refuse (any other).
    return JSON.parse(answer.text, (_key, value: unknown, context?: { source?: string }) =>
      typeof value === 'number' &&
      !Number.isSafeInteger(value) &&
      context?.source !== undefined &&
      /^-?\d+$/.test(context.source)
        ? context.source
        : value,
    );
  } catch {
    throw new UnexpectedResponseError(
      operation,
      `${answer.status} with a body that is not JSON`,
      service,
    );
  }
}

function asNetworkError(
  error: unknown,
  {
    host,
    operation,
    upload,
    callerSignal,
    deadline,
    proxyVariable,
  }: {
    host: string;
    operation: string;
    upload: Upload | undefined;
    callerSignal: AbortSignal | undefined;
    deadline: AbortSignal;
    proxyVariable: string | undefined;
  },
): unknown {
  // The caller's own abort (the run being cancelled) is passed on as it is, unless a whole
  // upload was already out: then the caller must learn that the deployment may exist.
  if (callerSignal?.aborted) {
    const reason: unknown = callerSignal.reason ?? error;
    return upload?.complete() ? new AbortedAfterSendError(operation, reason) : reason;
  }
  if (upload?.stalled.aborted) {
    return new NetworkError(host, operation, 'UPLOAD_STALLED', upload.complete(), error);
  }
  if (deadline.aborted) {
    const code = networkCodeOf(deadline.reason) ?? 'ANSWER_TIMEOUT';
    return new NetworkError(host, operation, code, upload ? upload.complete() : true, error);
  }
  const refusal = proxyRefusalOf(error);
  if (refusal !== undefined) {
    return new ProxyRefusedError(host, operation, refusal, proxyVariable, error);
  }
  const certificate = codeOf(error, CERTIFICATE_CODE);
  if (certificate !== undefined)
    return new TlsCertificateError(host, operation, certificate, error);
  if (codeOf(error, INVALID_REQUEST_CODE) !== undefined) {
    return new InvalidHeaderError(operation, error);
  }
  const code = networkCodeOf(error);
  if (code === undefined) return error;
  const requestSent = NEVER_CONNECTED.has(code) ? false : upload ? upload.complete() : true;
  return new NetworkError(host, operation, code, requestSent, error);
}

function networkCodeOf(error: unknown): string | undefined {
  return codeOf(error, NETWORK_CODE);
}

/** The error and the causes under it, a few deep. */
function* causesOf(error: unknown): Generator<Error & { code?: unknown; statusCode?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    yield current;
    current = current.cause;
  }
}

/** The first code matching `pattern` on the error or its causes. */
function codeOf(error: unknown, pattern: RegExp): string | undefined {
  for (const { code } of causesOf(error)) {
    if (typeof code === 'string' && pattern.test(code)) return code;
  }
  return undefined;
}

/** The status of a proxy's refusal to open a tunnel, by its rules (403) or its login (407). */
function proxyRefusalOf(error: unknown): number | undefined {
  for (const { code, statusCode } of causesOf(error)) {
    if (code === 'ERR_PROXY_TUNNEL' && (statusCode === 403 || statusCode === 407))
      return statusCode;
  }
  return undefined;
}
