// Failures injected on purpose, as a proxy, a flaky network or a broken server would cause them:
// which are due on a route, and how each is carried out on the connection.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { drain, sendJson, type RequestIds } from './answers.ts';

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
  /** Answers a body of the caller's choosing, e.g. a record of the wrong shape or a redirect. */
  | {
      kind: 'body';
      status?: number;
      body: string;
      contentType?: string;
      headers?: Record<string, string>;
    }
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
  /**
   * Holds the request before its handler until `until` settles, then answers as usual; `arrived`
   * is told as each request is held. Two clients' requests held alike let a test order a race.
   */
  | { kind: 'hold'; until: Promise<unknown>; arrived?: () => void }
  /** Does the work (a deployment is created), then closes the connection instead of answering. */
  | { kind: 'lose-answer' }
  /**
   * Does the work, then answers this status with no body instead of the record, as a service
   * may answer a PATCH or a DELETE with 204.
   */
  | { kind: 'no-content'; status?: number }
  /**
   * Answers this status at once without reading the request body, then closes the connection,
   * as nginx does for a body over `client_max_body_size`. With `afterBytes`, it answers once
   * that much of the body was read, then reads no more and leaves the connection to the client.
   * The answer is the error envelope, or `body` (JSON) when given, e.g. a deployment record
   * answered 201 by a server that did not wait for the whole archive.
   */
  | { kind: 'answer-early'; status: number; message?: string; body?: string; afterBytes?: number }
  /**
   * Answers this status with headers at once, then sends the body one byte every `everyMs`,
   * as a broken proxy or a hostile server may: each byte arrives well within any per-read limit.
   */
  | { kind: 'trickle'; status?: number; everyMs: number }
  /** Answers this status with a body of `bytes` bytes of JSON white space, sent in chunks. */
  | { kind: 'huge-body'; status?: number; bytes: number }
  /**
   * Answers 411 at once, without reading it, to a request whose body has no Content-Length
   * (chunked), as a server or proxy that takes no body of unknown length does; a request with
   * a length goes on as usual.
   */
  | { kind: 'length-required' };

interface ScheduledFault<Route extends string> {
  route: Route | '*';
  fault: Fault;
  remaining: number;
  /** When set, the fault lasts until then (as an outage does) rather than for a count. */
  until?: number;
}

/** The faults injected and not yet used up, first injected first served. */
export class FaultSchedule<Route extends string> {
  private readonly entries: ScheduledFault<Route>[] = [];
  private readonly now: () => number;

  /** `now` is the time a fault injected for a time is measured on. */
  constructor(now: () => number = () => Date.now()) {
    this.now = now;
  }

  add(route: Route | '*', fault: Fault, times: number | { forMs: number }): void {
    if (typeof times === 'number') this.entries.push({ route, fault, remaining: times });
    else this.entries.push({ route, fault, remaining: Infinity, until: this.now() + times.forMs });
  }

  /** The fault due on a request to `route`, counted as used; undefined when none is. */
  take(route: Route): Fault | undefined {
    const now = this.now();
    for (let i = this.entries.length - 1; i >= 0; i--) {
      const until = this.entries[i]?.until;
      if (until !== undefined && until <= now) this.entries.splice(i, 1);
    }
    const index = this.entries.findIndex((entry) => entry.route === route || entry.route === '*');
    if (index < 0) return undefined;
    const entry = this.entries[index] as ScheduledFault<Route>;
    if (entry.until === undefined && --entry.remaining <= 0) this.entries.splice(index, 1);
    return entry.fault;
  }
}

/** The request a fault is carried out on, and where to note the status it answered. */
export interface FaultTarget {
  request: IncomingMessage;
  response: ServerResponse;
  record: { status: number | undefined };
  requestIds: RequestIds;
}

/**
 * Carries out a fault; answers whether the request is done with. `delay`, `hold`, `lose-answer`
 * and `no-content` let the request go on to its handler (the last two are finished when the answer
 * is written).
 */
export async function applyFault(fault: Fault, target: FaultTarget): Promise<boolean> {
  const { request, response, record } = target;
  switch (fault.kind) {
    case 'delay':
      await new Promise((done) => setTimeout(done, fault.ms));
      return false;
    case 'hold':
      fault.arrived?.();
      await fault.until;
      return false;
    case 'lose-answer':
    case 'no-content':
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
    case 'reset-during-upload':
      await resetAfter(request, fault.afterBytes ?? 64 * 1024);
      return true;
    case 'reset-after-body':
      await drain(request);
      request.socket.destroy();
      return true;
    case 'length-required': {
      if (request.headers['content-length'] !== undefined) return false;
      record.status = 411;
      const body = target.requestIds.failure(411, 'A request body must have a Content-Length.');
      answerBeforeTheBody(target, 411, JSON.stringify(body));
      return true;
    }
    case 'answer-early': {
      if (fault.afterBytes !== undefined) await readAtLeast(request, fault.afterBytes);
      record.status = fault.status;
      const body =
        fault.body ??
        JSON.stringify(
          target.requestIds.failure(
            fault.status,
            fault.message ?? `Simulated failure ${fault.status}.`,
          ),
        );
      if (fault.afterBytes !== undefined) {
        // The rest of the body stays unread, as from a server that answered and stopped
        // listening: the client is held by back-pressure until it ends the connection.
        response.writeHead(fault.status, { 'content-type': 'application/json' }).end(body);
        return true;
      }
      answerBeforeTheBody(target, fault.status, body);
      return true;
    }
    case 'trickle':
      await drain(request);
      record.status = fault.status ?? 200;
      trickle(response, record.status, fault.everyMs);
      return true;
    case 'huge-body':
      await drain(request);
      record.status = fault.status ?? 200;
      sendWhiteSpace(response, record.status, fault.bytes);
      return true;
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
        .writeHead(record.status, {
          'content-type': fault.contentType ?? 'application/json',
          ...fault.headers,
        })
        .end(fault.body);
      return true;
    case 'status':
      await drain(request);
      record.status = fault.status;
      answerStatus(fault, target);
      return true;
  }
}

/**
 * Answers at once, before the body has been read, as the web servers in front of the service do:
 * what the client still sends is read and thrown away (nginx's lingering close) until it has read
 * the answer and ends the connection. A socket closed with the body unread is reset instead, and a
 * reset can reach the client before the answer does: it would then see a lost connection, not the
 * answer, and try again (a race that made test/e2e/stream.test.ts fail on a loaded machine).
 */
function answerBeforeTheBody(target: FaultTarget, status: number, body: string): void {
  target.request.resume();
  target.response.writeHead(status, { 'content-type': 'application/json' }).end(body);
}

/** Reads `limit` bytes of the body (or all of a shorter one), then stops reading it. */
async function readAtLeast(request: IncomingMessage, limit: number): Promise<void> {
  let seen = 0;
  await new Promise<void>((done) => {
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen < limit) return;
      request.off('data', onData);
      request.pause();
      done();
    };
    request.on('data', onData);
    request.once('end', done);
    request.once('close', done);
  });
}

/** Reads `limit` bytes of the body (or all of a shorter one), then closes the connection. */
async function resetAfter(request: IncomingMessage, limit: number): Promise<void> {
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
}

/** Sends headers at once, then one space every `everyMs`: valid JSON padding, forever. */
function trickle(response: ServerResponse, status: number, everyMs: number): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.flushHeaders();
  const timer = setInterval(() => {
    if (response.destroyed) clearInterval(timer);
    else response.write(' ');
  }, everyMs);
  response.on('close', () => clearInterval(timer));
}

/** A body of `bytes` spaces, written as fast as the client reads. */
function sendWhiteSpace(response: ServerResponse, status: number, bytes: number): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  const chunk = Buffer.alloc(64 * 1024, ' ');
  let left = bytes;
  const more = () => {
    while (left > 0 && !response.destroyed) {
      const piece = chunk.subarray(0, Math.min(chunk.length, left));
      left -= piece.length;
      if (!response.write(piece)) return void response.once('drain', more);
    }
    if (!response.destroyed) response.end();
  };
  more();
}

/** An error status with the body asked for: the envelope, a Laravel body, a proxy's page, none. */
function answerStatus(fault: Extract<Fault, { kind: 'status' }>, target: FaultTarget): void {
  const { response, requestIds } = target;
  const headers: Record<string, string> = {};
  if (fault.retryAfter !== undefined) headers['retry-after'] = fault.retryAfter;
  const message = fault.message ?? `Simulated failure ${fault.status}.`;
  switch (fault.body ?? 'envelope') {
    case 'html':
      response
        .writeHead(fault.status, { ...headers, 'content-type': 'text/html' })
        .end(
          `<html><head><title>${fault.status} Error</title></head><body><h1>${fault.status} Error</h1><hr><center>nginx</center></body></html>`,
        );
      return;
    case 'empty':
      response.writeHead(fault.status, headers).end();
      return;
    case 'laravel':
      sendJson(response, fault.status, { message, errors: { archive: [message] } }, headers);
      return;
    default:
      sendJson(
        response,
        fault.status,
        requestIds.failure(fault.status, message, fault.code),
        headers,
      );
  }
}
