import { STATUS_CODES } from 'node:http';
import { AmezmoDeployError, errorCodeOf, type ErrorCode } from '../errors.js';
import { RedirectError } from '../http/index.js';

/** Longest server message shown; a proxy can answer with pages of text. */
const MAX_MESSAGE_LENGTH = 300;

/** Field errors as the service reports them: one message, or a list (a plain Laravel body). */
export type FieldErrors = Record<string, string[]>;

export interface ApiErrorDetails {
  status: number;
  /** What was being done, e.g. `GET /instances/12/environments/production`. */
  operation: string;
  code?: string;
  type?: string;
  /** The server's own message, made into one line. */
  serverMessage?: string;
  fieldErrors?: FieldErrors;
  requestId?: string;
  /** The server's `Retry-After`, in milliseconds, when it sent one. */
  retryAfterMs?: number;
  /** What kind of body it was when it was not the documented JSON envelope. */
  bodyKind?: 'json' | 'html' | 'text' | 'empty';
}

/** The service answered with an error status. Branch on `status` and `code`, show `message`. */
export class ApiError extends AmezmoDeployError {
  readonly status: number;
  readonly operation: string;
  readonly code: string | undefined;
  readonly type: string | undefined;
  readonly serverMessage: string | undefined;
  readonly fieldErrors: FieldErrors;
  readonly requestId: string | undefined;
  readonly retryAfterMs: number | undefined;

  constructor(details: ApiErrorDetails) {
    super(describeApiError(details));
    this.name = 'ApiError';
    this.status = details.status;
    this.operation = details.operation;
    this.code = details.code;
    this.type = details.type;
    this.serverMessage = details.serverMessage;
    this.fieldErrors = details.fieldErrors ?? {};
    this.requestId = details.requestId;
    this.retryAfterMs = details.retryAfterMs;
  }

  get errorCode(): ErrorCode {
    if (this.status === 401) return 'api-unauthorized';
    return this.status === 403 ? 'api-forbidden' : 'api-error-status';
  }
}

function describeApiError(details: ApiErrorDetails): string {
  const parts = [`Amezmo API: ${details.status}`];
  if (details.code) parts.push(` ${details.code}`);
  else parts.push(` ${STATUS_CODES[details.status] ?? 'error'}`);
  if (details.serverMessage) parts.push(`: ${details.serverMessage}`);
  else if (details.bodyKind === 'html') parts.push(': the server answered with an HTML page');
  else if (details.bodyKind === 'empty') parts.push(': the server answered with an empty body');
  const fields = Object.entries(details.fieldErrors ?? {});
  if (fields.length > 0) {
    const text = fields.map(([field, messages]) => `${field}: ${messages.join(' ')}`).join('; ');
    parts.push(
      details.serverMessage && !/[.!?]$/.test(details.serverMessage) ? `. ${text}` : ` ${text}`,
    );
  }
  if (details.requestId) parts.push(` (request ${details.requestId})`);
  return parts.join('');
}

/**
 * How a front end's advice names its settings and its user's places, so that a message says what
 * its user wrote: `'wait-timeout'` in a workflow, `--wait-timeout` on the command line.
 */
export interface Wording {
  /** How a message names a setting, e.g. `'base-url'` or `--base-url (or AMEZMO_BASE_URL)`. */
  setting(name: string): string;
  /** How a message tells the user to give a setting a value, e.g. `set 'wait: false'`. */
  instruct(name: string, value: string): string;
  /** How a message says a setting has a value, e.g. `cancel-on-abort is false`. */
  says(name: string, value: string): string;
  /** Where the user keeps the API key. */
  readonly keyStore: string;
  /** What the user runs again once the service answers, e.g. `the workflow`. */
  readonly rerun: string;
  /** Where the run's network is, e.g. `the runner's network`. */
  readonly network: string;
}

/** The actions' words: inputs of a workflow, secrets of a repository. */
export const ACTION_WORDING: Wording = {
  setting: (name) => `'${name}'`,
  instruct: (name, value) => `set '${name}: ${value}'`,
  says: (name, value) => `${name} is ${value}`,
  keyStore: 'the repository secret',
  rerun: 'the workflow',
  network: "the runner's network",
};

/**
 * What to do about a failure whose cause is the same wherever it happens: a refused key, or an
 * address that cannot be reached, in the front end's words. The shells add it to the one error
 * line; messages that wrap the error give their own advice instead.
 */
export function adviceOf(error: unknown, wording: Wording = ACTION_WORDING): string | undefined {
  switch (errorCodeOf(error)) {
    case 'api-unauthorized':
      return (
        `Check ${wording.setting('api-key')}: create a new key under Profile > API keys in the ` +
        `Amezmo dashboard and store it in ${wording.keyStore}.`
      );
    case 'api-forbidden':
      return 'The API key may not do this: check that it belongs to the account or team that owns the instance.';
    case 'network-unreachable':
      return `Check ${wording.setting('base-url')} and ${wording.network}; HTTPS_PROXY and NO_PROXY are honoured.`;
  }
  // Which service redirected is the error's own field: only the API's redirect is advised on.
  if (error instanceof RedirectError && error.service === 'Amezmo API') {
    return (
      `A redirect from the API almost always means a wrong ${wording.setting('base-url')}: it ` +
      "must be the API's own address, ending in its version prefix, e.g. https://api.amezmo.com/v1."
    );
  }
  return undefined;
}

/**
 * Builds an ApiError from whatever body came with an error status: the documented envelope,
 * a plain Laravel body, an HTML page from a proxy, or nothing at all.
 */
export function apiErrorFromBody(
  status: number,
  operation: string,
  body: string,
  contentType: string | undefined,
  retryAfterMs: number | undefined,
): ApiError {
  const details: ApiErrorDetails = { status, operation, retryAfterMs };
  const text = body.trim();
  if (text === '') return new ApiError({ ...details, bodyKind: 'empty' });

  const json = parseJson(text);
  if (json !== undefined && typeof json === 'object' && json !== null && !Array.isArray(json)) {
    const envelope = json as Record<string, unknown>;
    return new ApiError({
      ...details,
      bodyKind: 'json',
      code: stringField(envelope, 'code'),
      type: stringField(envelope, 'type'),
      serverMessage: oneLine(stringField(envelope, 'message') ?? stringField(envelope, 'error')),
      fieldErrors: fieldErrorsOf(envelope.errors),
      requestId: stringField(envelope, 'request_id'),
    });
  }
  if (/^<(!doctype|html|head|body)/i.test(text) || contentType?.includes('html')) {
    return new ApiError({ ...details, bodyKind: 'html' });
  }
  return new ApiError({ ...details, bodyKind: 'text', serverMessage: oneLine(text) });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function stringField(record: Record<string, unknown>, name: string): string | undefined {
  const value = record[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function fieldErrorsOf(value: unknown): FieldErrors {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = (Array.isArray(messages) ? messages : [messages])
      .filter((message): message is string => typeof message === 'string')
      .map((message) => oneLine(message) ?? '')
      .filter((message) => message !== '');
    if (list.length > 0) result[field] = list;
  }
  return result;
}

/** Folds white space, strips markup and cuts a long text, so a message stays one readable line. */
export function oneLine(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const folded = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (folded === '') return undefined;
  return folded.length > MAX_MESSAGE_LENGTH
    ? `${folded.slice(0, MAX_MESSAGE_LENGTH - 1)}…`
    : folded;
}

/** The message of anything thrown, without its closing period, to go on in a sentence. */
export function clauseOf(error: unknown): string {
  return messageOf(error).replace(/[.\s]+$/, '');
}

/** The text to show for anything thrown, Error or not. */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return `Unexpected error: ${String(error)}`;
}
