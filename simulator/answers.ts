// How the simulator writes answers: JSON with its length, the documented error envelope with a
// request id of its own, and the tainted copy a hostile service would send.

import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorEnvelope } from './records.ts';
import type { ServiceError } from './state.ts';
import type { ErrorEnvelope } from './types.ts';

export function sendJson(
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

/** Reads and drops whatever is left of the request's body. */
export async function drain(request: IncomingMessage): Promise<void> {
  if (request.readableEnded) return;
  request.resume();
  await new Promise<void>((done) => {
    request.on('end', done);
    request.on('close', done);
  });
}

/** Request ids as the service gives them (`req_…`): numbered, so a test can tell them apart. */
export class RequestIds {
  private count = 0;

  next(): string {
    return `req_${(++this.count).toString(16).padStart(6, '0')}${randomBytes(4).toString('hex')}`;
  }

  /** The envelope of `error`, with the next request id. */
  envelope(error: ServiceError): ErrorEnvelope {
    return errorEnvelope(
      error.status,
      error.type,
      error.code,
      error.message,
      this.next(),
      error.errors,
    );
  }

  /** The envelope of a failure made on purpose, of `status`, with its usual code and type. */
  failure(status: number, message: string, code = defaultCode(status)): ErrorEnvelope {
    return errorEnvelope(status, errorTypeOf(status), code, message, this.next());
  }
}

/** The code the service gives a status when nothing more particular is asked for. */
export function defaultCode(status: number): string {
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

/** The envelope's `type` for a status; only `api_error` is documented as safe to retry. */
function errorTypeOf(status: number): string {
  if (status >= 500) return 'api_error';
  if (status === 429) return 'rate_limit_error';
  return 'invalid_request_error';
}

/** `value` with `suffix` appended to every string in it, keys left alone. */
export function tainted(value: unknown, suffix: string): unknown {
  if (typeof value === 'string') return value + suffix;
  if (Array.isArray(value)) return value.map((item) => tainted(item, suffix));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, tainted(item, suffix)]),
    );
  }
  return value;
}
