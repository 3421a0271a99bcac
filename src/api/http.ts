import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { Transform } from 'node:stream';
import type FormDataType from 'form-data';
import { request, type Dispatcher } from 'undici';
import { apiErrorFromBody, NetworkError, UnexpectedResponseError } from './errors.js';
import { releaseGarbage } from '../memory.js';
import { parseRetryAfter } from './retry.js';
import { urlEncoded } from './form.js';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A file sent as one part of a multipart body, after the plain fields. */
export interface FilePart {
  field: string;
  path: string;
}

export interface HttpCall {
  method: Method;
  /** Below the base URL, with the segments already encoded: `/instances/12/environments/qa`. */
  path: string;
  query?: Record<string, string | undefined>;
  /** Sent url-encoded, or as the leading parts of the multipart body when `file` is set. */
  fields?: [string, string][];
  file?: FilePart;
  signal?: AbortSignal;
  onProgress?: (sentBytes: number, totalBytes: number) => void;
}

export interface HttpSettings {
  baseUrl: string;
  apiKey: string;
  userAgent: string;
  dispatcher: Dispatcher;
  /** How long to wait for an answer to start once the request is sent. */
  answerTimeoutMs: number;
  /** How long an upload may go without sending a byte before it is given up. */
  stallTimeoutMs: number;
  now: () => number;
}

/** How often, in bytes uploaded, the chunks already sent are given back. */
const RELEASE_EVERY_BYTES = 16 * 1024 * 1024;

const NETWORK_CODE =
  /^(ECONN[A-Z]+|EPIPE|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|EHOST[A-Z]+|ENET[A-Z]+|UND_ERR_[A-Z_]+|ERR_TLS_[A-Z_]+|ERR_SSL_[A-Z_]+|[A-Z_]*CERT[A-Z_]*|UPLOAD_STALLED)$/;
// Failures that happen before a connection exists: nothing of the request can have arrived.
const NEVER_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

export function operationOf(call: Pick<HttpCall, 'method' | 'path'>): string {
  return `${call.method} ${call.path}`;
}

/**
 * Sends one request, once, and answers its parsed JSON body. Error statuses become ApiError,
 * connection failures NetworkError, and unusable success bodies UnexpectedResponseError.
 */
export async function send(settings: HttpSettings, call: HttpCall): Promise<unknown> {
  const url = new URL(settings.baseUrl + call.path);
  for (const [name, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  const operation = operationOf(call);
  const headers: Record<string, string> = {
    authorization: `Bearer ${settings.apiKey}`,
    accept: 'application/json',
    'user-agent': settings.userAgent,
  };

  const upload = call.file ? await multipartBody(call, settings.stallTimeoutMs) : undefined;
  let body: string | Transform | undefined;
  if (upload) {
    Object.assign(headers, upload.headers);
    body = upload.stream;
  } else if (call.fields) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = urlEncoded(call.fields);
  }
  const signals = [call.signal, upload?.stalled].filter((s): s is AbortSignal => s !== undefined);

  try {
    const response = await request(url, {
      method: call.method,
      headers,
      body,
      dispatcher: settings.dispatcher,
      signal: signals.length > 0 ? AbortSignal.any(signals) : undefined,
      headersTimeout: settings.answerTimeoutMs,
      bodyTimeout: settings.answerTimeoutMs,
    });
    const text = redact(await response.body.text(), settings.apiKey);
    const header = (name: string): string | undefined => {
      const value = response.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    if (response.statusCode >= 400) {
      throw apiErrorFromBody(
        response.statusCode,
        operation,
        text,
        header('content-type'),
        parseRetryAfter(header('retry-after'), settings.now()),
      );
    }
    return parseSuccessBody(operation, response.statusCode, text);
  } catch (error) {
    throw asNetworkError(error, url.host, operation, upload, call.signal);
  } finally {
    upload?.dispose();
  }
}

function parseSuccessBody(operation: string, status: number, text: string): unknown {
  if (text.trim() === '')
    throw new UnexpectedResponseError(operation, `${status} with an empty body`);
  try {
    return JSON.parse(text);
  } catch {
    throw new UnexpectedResponseError(operation, `${status} with a body that is not JSON`);
  }
}

function redact(text: string, secret: string): string {
  return secret === '' ? text : text.split(secret).join('***');
}

interface Upload {
  stream: Transform;
  headers: Record<string, string>;
  /** Aborts when no byte was taken for the stall timeout. */
  stalled: AbortSignal;
  /** Whether every byte of the body was taken by the connection. */
  complete(): boolean;
  dispose(): void;
}

async function multipartBody(call: HttpCall, stallTimeoutMs: number): Promise<Upload> {
  const file = call.file as FilePart;
  const size = (await stat(file.path)).size;
  // Loaded on the first upload only: form-data brings the whole MIME database with it.
  const { default: FormData } = await import('form-data');
  const form: FormDataType = new FormData();
  for (const [name, value] of call.fields ?? []) form.append(name, value);
  form.append(file.field, createReadStream(file.path), {
    filename: basename(file.path),
    contentType: contentTypeOf(file.path),
    knownLength: size,
  });
  const total = form.getLengthSync();

  const watchdog = new AbortController();
  const timer = setTimeout(() => watchdog.abort(stallError()), stallTimeoutMs);
  let sent = 0;
  // Counting what the connection takes (with back-pressure, not what is read from disk) tells
  // both the progress and whether the server can have received the whole request.
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sent += chunk.length;
      if (
        Math.floor(sent / RELEASE_EVERY_BYTES) >
        Math.floor((sent - chunk.length) / RELEASE_EVERY_BYTES)
      ) {
        releaseGarbage();
      }
      // Once the whole body is out, the wait for the answer has its own time limit.
      if (sent >= total) clearTimeout(timer);
      else timer.refresh();
      call.onProgress?.(sent, total);
      done(null, chunk);
    },
  });
  form.on('error', (error) => stream.destroy(error));
  form.pipe(stream);
  return {
    stream,
    headers: { ...form.getHeaders(), 'content-length': String(total) },
    stalled: watchdog.signal,
    complete: () => sent >= total,
    dispose: () => {
      clearTimeout(timer);
      if (!stream.destroyed) stream.destroy();
      form.destroy();
    },
  };
}

function stallError(): Error {
  return Object.assign(new Error('the upload made no progress'), { code: 'UPLOAD_STALLED' });
}

function contentTypeOf(path: string): string {
  if (/\.zip$/i.test(path)) return 'application/zip';
  if (/\.(tgz|tar\.gz)$/i.test(path)) return 'application/gzip';
  if (/\.tar$/i.test(path)) return 'application/x-tar';
  return 'application/octet-stream';
}

function asNetworkError(
  error: unknown,
  host: string,
  operation: string,
  upload: Upload | undefined,
  callerSignal: AbortSignal | undefined,
): unknown {
  // The caller's own abort (the run being cancelled) is passed on as it is.
  if (callerSignal?.aborted) return callerSignal.reason ?? error;
  if (upload?.stalled.aborted) {
    return new NetworkError(host, operation, 'UPLOAD_STALLED', upload.complete(), error);
  }
  const code = networkCodeOf(error);
  if (code === undefined) return error;
  const requestSent = NEVER_CONNECTED.has(code) ? false : upload ? upload.complete() : true;
  return new NetworkError(host, operation, code, requestSent, error);
}

function networkCodeOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && NETWORK_CODE.test(code)) return code;
    current = current.cause;
  }
  return undefined;
}
