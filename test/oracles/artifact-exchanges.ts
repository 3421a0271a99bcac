// How the GitHub stand-in's exchanges are seen, recorded and sent again: each request its three
// servers (REST, the results service, the blob store) receive and its answer, seen from the
// server's side through Node's `http.server.request.start` channel, with what changes from one
// run to the next named (`Names`), so that a recording compares equal run after run and its
// requests can be sent to another stand-in. Used by actions-artifact.ts.
import { createHash, randomUUID } from 'node:crypto';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { GitHubApi } from '../../simulator/github.ts';
import type { ArtifactCallResult } from '../helpers/artifact-client.ts';

export type Service = 'rest' | 'results' | 'blobs';

/** A body as recorded: text, or bytes by their length and digest (and where they come from). */
export type RecordedBody =
  string | { bytes: number; sha256: string; file?: string; offset?: number };

/** One request the stand-in received, and its answer. */
export interface Exchange {
  service: Service;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: RecordedBody;
  answer: { status: number; headers: Record<string, string>; body: RecordedBody };
}

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function originsOf(github: GitHubApi): Record<Service, string> {
  return {
    rest: github.url,
    results: github.resultsUrl.replace(/\/$/, ''),
    blobs: github.blobsOrigin,
  };
}

export function hostsOf(github: GitHubApi, ...services: Service[]): string[] {
  const origins = originsOf(github);
  return services.map((service) => new URL(origins[service]).host);
}

// ---- names for what changes from run to run ----------------------------------------------------

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const ISO_TIME = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z/g;
const HTTP_DATE = /(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT/g;
const BLOCK_INDEX_DIGITS = 12;
const UNIT_MINUTES = { m: 1, h: 60, d: 1440 };

/**
 * `now`, `now+1m`, `now+6h`, `now+3d`: a time as its distance from `at`. A time past (a record
 * made when the case began) or within 30 s is `now`; one ahead is to the minute within the hour,
 * else to the hour, so that a slow machine's seconds never change a name.
 */
function distance(time: number, at: number): string {
  const ahead = time - at;
  if (ahead < 30_000) return 'now';
  const minutes =
    ahead < 3_600_000 ? Math.round(ahead / 60_000) : 60 * Math.round(ahead / 3_600_000);
  const [count, unit] =
    minutes % 1440 === 0
      ? [minutes / 1440, 'd']
      : minutes % 60 === 0
        ? [minutes / 60, 'h']
        : [minutes, 'm'];
  return `now+${count}${unit}`;
}

/**
 * Names for the values that change from one run to the next, both ways: a value seen is named
 * `<kind N>` in the order it first appears (or as the case named it: `<rest>`, `<run 4 token>`),
 * and a name is the value it stood for, so that a recorded request can be sent again.
 */
export class Names {
  private readonly byValue = new Map<string, string>();
  private readonly byName = new Map<string, string>();
  private readonly counts = new Map<string, number>();

  known(value: string, name: string): void {
    this.byValue.set(value, name);
    this.byName.set(name, value);
  }

  private nameOf(kind: string, value: string): string {
    const found = this.byValue.get(value);
    if (found !== undefined) return found;
    const count = (this.counts.get(kind) ?? 0) + 1;
    this.counts.set(kind, count);
    const name = `<${kind} ${count}>`;
    this.known(value, name);
    return name;
  }

  /** `text` with what changes named; times as their distance from `at`. */
  normalise(text: string, at: number): string {
    let out = text;
    for (const [value, name] of [...this.byValue].sort(([a], [b]) => b.length - a.length)) {
      out = out.replaceAll(value, name);
    }
    out = out
      .replace(/(?<=\/artifacts\/)[0-9a-f]{64}/g, (blob) => this.nameOf('blob', blob))
      .replace(/(?<=[?&]sig=)[^&"\s<]+/g, (sig) => this.nameOf('sig', sig))
      .replace(/(?<=[?&]se=)[^&"\s<]+/g, (se) =>
        this.nameOf(`se ${distance(Date.parse(decodeURIComponent(se)), at)}`, se),
      )
      .replace(/(?<=blockid=|<Latest>)[A-Za-z0-9+/]+={0,2}/g, (id) => this.blockName(id))
      .replace(UUID, (uuid) => this.nameOf('uuid', uuid))
      .replace(ISO_TIME, (time) => `<time ${distance(Date.parse(time), at)}>`)
      .replace(HTTP_DATE, (time) => `<http date ${distance(Date.parse(time), at)}>`)
      // Azure's client names the machine's Node and kernel.
      .replace(/ Node\/[\d.]+ \([^)]*\)/g, ' Node/<version>');
    return out;
  }

  /** A block id as Azure's client makes it (base64 of a UUID and the block's index), by index. */
  private blockName(id: string): string {
    const decoded = Buffer.from(id, 'base64').toString('latin1');
    const parts = new RegExp(`^(.{36})(\\d{${BLOCK_INDEX_DIGITS}})$`).exec(decoded);
    if (!parts) return this.nameOf('block id', id);
    const prefix = this.nameOf('block prefix', parts[1] as string);
    const name = `<block ${prefix.slice(14, -1)}.${Number(parts[2])}>`;
    this.known(id, name);
    return name;
  }

  /** `text` with each name replaced by its value; a name never seen gets a value of its kind. */
  restore(text: string, at: number): string {
    let out = text;
    for (const [name, value] of [...this.byName].sort(([a], [b]) => b.length - a.length)) {
      out = out.replaceAll(name, value);
    }
    return out
      .replace(/<uuid \d+>/g, (name) => this.invent(name, randomUUID()))
      .replace(/<block (\d+)\.(\d+)>/g, (name, prefix: string, index: string) => {
        const uuid =
          this.byName.get(`<block prefix ${prefix}>`) ??
          this.invent(`<block prefix ${prefix}>`, randomUUID());
        const id = Buffer.from(uuid + index.padStart(BLOCK_INDEX_DIGITS, '0')).toString('base64');
        return this.invent(name, id);
      })
      .replace(/<time now(?:\+(\d+)([mhd]))?>/g, (_, count?: string, unit?: string) => {
        const minutes = count === undefined ? 0 : Number(count) * UNIT_MINUTES[unit as 'm'];
        return new Date(at + minutes * 60_000).toISOString();
      });
  }

  private invent(name: string, value: string): string {
    this.known(value, name);
    return value;
  }
}

/** The names a case starts with: the stand-in's addresses, its folder, each run's token and ids. */
export function caseNames(github: GitHubApi, workdir: string): Names {
  const names = new Names();
  names.known(workdir, '<workdir>');
  for (const [service, origin] of Object.entries(originsOf(github))) {
    names.known(origin, `<${service}>`);
    names.known(new URL(origin).host, `<${service} host>`);
  }
  return names;
}

/** The runner's variables for a job of `run`, its token and backend ids named in `names`. */
export function runVariables(github: GitHubApi, names: Names, run: number): Record<string, string> {
  const variables = github.runnerVariables({ runId: run });
  const token = variables.ACTIONS_RUNTIME_TOKEN ?? '';
  names.known(token, `<run ${run} token>`);
  const claims = JSON.parse(
    Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as { scp: string };
  const [, runId, jobId] = /Actions\.Results:([^:]+):([^: ]+)/.exec(claims.scp) ?? [];
  names.known(runId ?? '', `<run ${run} backend id>`);
  names.known(jobId ?? '', `<run ${run} job backend id>`);
  return variables;
}

// ---- what the stand-in receives and answers, seen from its side ------------------------------

interface Seen {
  service: Service;
  at: number;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer;
  status: number;
  answerHeaders: Record<string, string>;
  answerBody: Buffer;
}

/**
 * Records each request the stand-in's three servers receive, and how each is answered, through
 * Node's own `http.server.request.start` channel; `stop` ends it and gives them in order.
 */
export function watch(github: GitHubApi): { stop: () => Promise<Seen[]> } {
  const ports = new Map<number, Service>(
    Object.entries(originsOf(github)).map(([service, origin]) => [
      Number(new URL(origin).port),
      service as Service,
    ]),
  );
  const seen: Promise<Seen>[] = [];
  const listener = (message: unknown) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    const service = ports.get(request.socket.localPort ?? 0);
    if (service === undefined) return;
    const at = Date.now();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
    const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
    let status = 0;
    let answerHeaders: Record<string, string> = {};
    seen.push(
      new Promise((done) => {
        response.writeHead = ((...args: unknown[]) => {
          status = args[0] as number;
          answerHeaders = (args.find((arg) => typeof arg === 'object') ?? {}) as Record<
            string,
            string
          >;
          return writeHead(...args);
        }) as typeof response.writeHead;
        response.end = ((...args: unknown[]) => {
          const [chunk] = args;
          const answerBody =
            typeof chunk === 'string' || Buffer.isBuffer(chunk)
              ? Buffer.from(chunk)
              : Buffer.alloc(0);
          done({
            service,
            at,
            method: request.method ?? '',
            path: request.url ?? '',
            headers: request.headers as Record<string, string>,
            body: Buffer.concat(chunks),
            status,
            answerHeaders,
            answerBody,
          });
          return end(...args);
        }) as typeof response.end;
      }),
    );
  };
  subscribe('http.server.request.start', listener);
  return {
    stop: async () => {
      unsubscribe('http.server.request.start', listener);
      return Promise.all(seen);
    },
  };
}

const DROPPED_REQUEST_HEADERS = new Set(['host', 'connection', 'content-length']);

function isText(contentType: string | undefined, body: Buffer): boolean {
  return body.length === 0 || /json|xml|text/.test(contentType ?? '');
}

function recordedBody(
  body: Buffer,
  contentType: string | undefined,
  names: Names,
  at: number,
  files: Record<string, Buffer>,
): RecordedBody {
  if (isText(contentType, body)) return names.normalise(body.toString('utf8'), at);
  for (const [file, bytes] of Object.entries(files)) {
    const offset = bytes.indexOf(body);
    if (offset >= 0) return { bytes: body.length, sha256: sha256(body), file, offset };
  }
  return { bytes: body.length, sha256: sha256(body) };
}

/** The exchanges as recorded: what changes named, Node's own headers left out. */
export function exchangesOf(seen: Seen[], names: Names, files: Record<string, Buffer>): Exchange[] {
  const exchanges = seen.map((one): Exchange => {
    // Azure's request ids are each exchange's own: named apart from the case's numbering.
    const own: [string | undefined, string][] = [
      [one.headers['x-ms-client-request-id'], '<client request id>'],
      [one.answerHeaders['x-ms-request-id'], '<server request id>'],
    ];
    const name = (text: string) =>
      names.normalise(
        own.reduce(
          (out, [id, named]) => (id === undefined ? out : out.replaceAll(id, named)),
          text,
        ),
        one.at,
      );
    const headers = (given: Record<string, string>, dropped: Set<string>) =>
      Object.fromEntries(
        Object.entries(given)
          .filter(([key]) => !dropped.has(key.toLowerCase()))
          .map(([key, value]) => [key.toLowerCase(), name(String(value))] as const)
          .sort(([a], [b]) => a.localeCompare(b)),
      );
    const answerType = Object.entries(one.answerHeaders).find(
      ([key]) => key.toLowerCase() === 'content-type',
    )?.[1];
    const localBody = (body: Buffer, type: string | undefined) =>
      isText(type, body)
        ? name(body.toString('utf8'))
        : recordedBody(body, type, names, one.at, files);
    return {
      service: one.service,
      method: one.method,
      path: name(one.path),
      headers: headers(one.headers, DROPPED_REQUEST_HEADERS),
      body: localBody(one.body, one.headers['content-type']),
      answer: {
        status: one.status,
        headers: headers(one.answerHeaders, new Set(['date'])),
        body: localBody(one.answerBody, answerType),
      },
    };
  });
  // Azure's client sends a blob's blocks at once: in whichever order they arrive, by their index.
  const block = (exchange: Exchange) => /[?&]comp=block&/.test(exchange.path);
  for (let start = 0; start < exchanges.length; start++) {
    let end = start;
    while (end < exchanges.length && block(exchanges[end] as Exchange)) end++;
    if (end - start > 1) {
      const run = exchanges
        .slice(start, end)
        .sort((a, b) => a.path.localeCompare(b.path, 'en', { numeric: true }));
      exchanges.splice(start, run.length, ...run);
    }
    start = end;
  }
  return exchanges;
}

/** A call's result as recorded: its folder, addresses and times named. */
export function recordedResult(
  result: ArtifactCallResult,
  names: Names,
  at: number,
): ArtifactCallResult {
  const named = JSON.parse(names.normalise(JSON.stringify(result), at)) as ArtifactCallResult;
  // How many sockets the library opens depends on timing; where they go does not.
  named.connections = [...new Set(named.connections)].sort();
  return named;
}

/** Sends a recorded request again, to the stand-in's service it went to; resolves once answered. */
export function replay(
  github: GitHubApi,
  names: Names,
  exchange: Exchange,
  files: Record<string, Buffer>,
): Promise<void> {
  const at = Date.now();
  const origin = new URL(originsOf(github)[exchange.service]);
  // Azure's request id is the request's own: a new one each time, as its client makes it.
  const requestId = randomUUID();
  const restore = (text: string) =>
    names.restore(text.replaceAll('<client request id>', requestId), at);
  const headers = Object.fromEntries(
    Object.entries(exchange.headers).map(([key, value]) => [key, restore(value)]),
  );
  const { body } = exchange;
  const bytes =
    typeof body === 'string'
      ? Buffer.from(restore(body))
      : (files[body.file ?? '']?.subarray(body.offset, (body.offset ?? 0) + body.bytes) ??
        Buffer.alloc(0));
  return new Promise((done, fail) => {
    const sent = httpRequest(
      {
        host: origin.hostname,
        port: origin.port,
        method: exchange.method,
        path: restore(exchange.path),
        headers: { ...headers, 'content-length': String(bytes.length) },
        agent: false,
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => done());
        answer.on('error', fail);
      },
    );
    sent.on('error', fail);
    sent.end(bytes);
  });
}
