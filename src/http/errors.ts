// The errors of the HTTP core, whichever service it talks to: a connection that failed, an answer
// that cannot be used, a redirect not followed, a certificate or a proxy that refused, an upload
// whose outcome is uncertain. The Amezmo API's own error answers are src/api/errors.ts's.
import { AmezmoDeployError, type ErrorCode } from '../errors.js';
import { formatBytes } from '../format.js';
import { withoutCredentials } from '../secrets.js';

/**
 * A low-level failure of the exchange (a time limit, a stalled upload), coded as Node codes its
 * own, for `NetworkError` to name: `CONNECT_TIMEOUT`, `UPLOAD_STALLED`.
 */
export function codedError(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

/** The service could not be reached, or the connection failed before a whole answer came. */
export class NetworkError extends AmezmoDeployError {
  readonly host: string;
  readonly operation: string;
  /** The system, Node or own error code, e.g. `ECONNREFUSED`. */
  readonly code: string;
  /** Whether the whole request body had been handed to the connection when it failed. */
  readonly requestSent: boolean;

  constructor(
    host: string,
    operation: string,
    code: string,
    requestSent: boolean,
    cause?: unknown,
  ) {
    super(`Could not reach ${host}: ${describeNetworkCode(code)} (${code})`, { cause });
    this.name = 'NetworkError';
    this.host = host;
    this.operation = operation;
    this.code = code;
    this.requestSent = requestSent;
  }

  get errorCode(): ErrorCode {
    return NEVER_CONNECTED.has(this.code) ? 'network-unreachable' : 'network-interrupted';
  }
}

const NETWORK_CAUSES: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  EPIPE: 'connection closed while sending',
  ETIMEDOUT: 'timed out',
  CONNECT_TIMEOUT: 'timed out while connecting',
  HEADERS_TIMEOUT: 'timed out waiting for an answer',
  ANSWER_TIMEOUT: 'the whole answer did not arrive in time',
  ERR_PROXY_TUNNEL: 'the proxy would not open a connection to it',
  UPLOAD_STALLED: 'the upload made no progress',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name lookup failed',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
};

/**
 * Failures before any connection exists: nothing of the request can have arrived, and the
 * address or the network is wrong rather than the service.
 */
export const NEVER_CONNECTED: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'CONNECT_TIMEOUT',
  'ERR_PROXY_TUNNEL',
]);

function describeNetworkCode(code: string): string {
  if (NETWORK_CAUSES[code]) return NETWORK_CAUSES[code];
  if (code.startsWith('ERR_TLS') || code.includes('CERT')) return 'TLS certificate problem';
  if (code.startsWith('HPE_')) return 'the answer was not HTTP';
  return 'network error';
}

/** The service answered success with a body this client cannot use. */
export class UnexpectedResponseError extends AmezmoDeployError {
  readonly errorCode: ErrorCode = 'answer-unexpected';
  readonly operation: string;
  /** What was wrong, without advice: `Amezmo API: GET /x answered 200 with an empty body`. */
  readonly problem: string;

  /** `problem` completes "answered …", e.g. `200 with an empty body`. */
  constructor(operation: string, problem: string, service = 'Amezmo API') {
    const what = `${service}: ${operation} answered ${problem}`;
    super(`${what}. Try again; if it persists, contact ${service.replace(/ API$/, '')} support.`);
    this.name = 'UnexpectedResponseError';
    this.operation = operation;
    this.problem = what;
  }
}

/** Why a redirect was not followed. */
export type RedirectReason =
  'other-origin' | 'downgrade' | 'not-followed' | 'too-many' | 'no-location' | 'not-a-url';

/** The longest Location shown: it comes from the server, and a message is one line. */
const MAX_LOCATION_LENGTH = 200;

/**
 * The service answered with a redirect that is not followed: to another host, from https to
 * http, or to a request that is not a GET (an upload among them: nothing was deployed). Asking
 * again gets the same answer, so it is never retried, and a wait that meets it ends at once.
 */
export class RedirectError extends AmezmoDeployError {
  readonly errorCode = 'redirect-refused';
  readonly service: string;
  readonly operation: string;
  readonly status: number;
  /** Where the redirect pointed, as shown: without a user name or password, cut short. */
  readonly location: string | undefined;
  readonly reason: RedirectReason;

  constructor(
    service: string,
    operation: string,
    status: number,
    location: string | undefined,
    reason: RedirectReason,
  ) {
    const shown =
      location === undefined
        ? undefined
        : shorten(withoutCredentials(location), MAX_LOCATION_LENGTH);
    const to = shown === undefined ? '' : ` to ${shown}`;
    const credential = service === 'GitHub API' ? 'token' : 'API key';
    const why: Record<RedirectReason, string> = {
      'other-origin': `${to}, another host: the ${credential} is sent to the base address's own host only, so it was not followed`,
      downgrade: `${to}, plain http: the ${credential} is never sent unencrypted, so it was not followed`,
      'not-followed': /^GET /.test(operation)
        ? `${to}, which is not followed`
        : `${to}: a request that changes something is never sent on elsewhere, so nothing was done`,
      'too-many': `${to}, one too many after a run of redirects`,
      'no-location': ' without saying where (no Location header)',
      'not-a-url': `${to}, which is not an address`,
    };
    super(`${service}: ${operation} was answered ${status}, a redirect${why[reason]}.`);
    this.name = 'RedirectError';
    this.service = service;
    this.operation = operation;
    this.status = status;
    this.location = shown;
    this.reason = reason;
  }
}

function shorten(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

const CERTIFICATE_PROBLEMS: Record<string, string> = {
  DEPTH_ZERO_SELF_SIGNED_CERT: 'its certificate is self-signed',
  SELF_SIGNED_CERT_IN_CHAIN: 'its certificate chain ends in a self-signed certificate',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE:
    'its certificate is signed by an authority the runner does not know',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY:
    'its certificate is signed by an authority the runner does not know',
  CERT_HAS_EXPIRED: 'its certificate has expired',
  CERT_NOT_YET_VALID: 'its certificate is not valid yet',
  ERR_TLS_CERT_ALTNAME_INVALID: 'its certificate is for another host name',
  HOSTNAME_MISMATCH: 'its certificate is for another host name',
};

/**
 * The server's TLS certificate is not trusted. Asking again gives the same answer, so this is
 * never retried.
 */
export class TlsCertificateError extends AmezmoDeployError {
  readonly errorCode = 'tls-untrusted';
  readonly host: string;
  readonly operation: string;
  readonly code: string;

  constructor(host: string, operation: string, code: string, cause?: unknown) {
    const problem = CERTIFICATE_PROBLEMS[code] ?? 'its certificate is not trusted';
    super(
      `Could not trust ${host}: ${problem} (${code}). Check that 'base-url' names the Amezmo API; ` +
        `for a server of your own, give the runner its authority with NODE_EXTRA_CA_CERTS.`,
      { cause },
    );
    this.name = 'TlsCertificateError';
    this.host = host;
    this.operation = operation;
    this.code = code;
  }
}

/**
 * The proxy would not open a tunnel to the API: its login failed (407) or its rules forbid the
 * host (403). Asking again gives the same answer, and a proxy may lock an account after a few
 * failed logins, so this is never retried.
 */
export class ProxyRefusedError extends AmezmoDeployError {
  readonly errorCode = 'proxy-refused';
  readonly host: string;
  readonly operation: string;
  readonly status: number;

  /** `proxyVariable` is the variable that names the proxy, e.g. `https_proxy`. */
  constructor(
    host: string,
    operation: string,
    status: number,
    proxyVariable = 'HTTPS_PROXY',
    cause?: unknown,
  ) {
    const [reason, advice] =
      status === 407
        ? [
            'Proxy Authentication Required',
            `Check the user and password in the proxy URL (${proxyVariable}); an @, : or % in ` +
              'them is written percent-encoded, e.g. %40.',
          ]
        : [
            'Forbidden',
            `Ask for ${host} to be allowed through the proxy, or list it in NO_PROXY if the ` +
              'runner can reach it directly.',
          ];
    super(
      `Could not reach ${host}: the proxy refused to open a tunnel (${status} ${reason}). ${advice}`,
      { cause },
    );
    this.name = 'ProxyRefusedError';
    this.host = host;
    this.operation = operation;
    this.status = status;
  }
}

/** A request that could not be written at all: the key holds a character a header cannot carry. */
export class InvalidHeaderError extends AmezmoDeployError {
  readonly errorCode = 'header-invalid';
  readonly operation: string;

  constructor(operation: string, cause?: unknown) {
    super(
      `Could not send ${operation}: the API key holds a character an HTTP header cannot carry ` +
        `(a line break, a control character or a letter outside ASCII). Copy the key again from ` +
        `the Amezmo dashboard into the secret.`,
      { cause },
    );
    this.name = 'InvalidHeaderError';
    this.operation = operation;
  }
}

/**
 * The caller's signal aborted an upload after its whole body was sent: the server may act on it.
 * `cause` is the caller's own reason.
 */
export class AbortedAfterSendError extends AmezmoDeployError {
  readonly errorCode = 'cancelled-after-send';
  readonly operation: string;

  constructor(operation: string, reason: unknown) {
    super(`${operation} was cancelled after the whole request was sent`, { cause: reason });
    this.name = 'AbortedAfterSendError';
    this.operation = operation;
  }
}

/**
 * The server answered an upload with a success before the connection had taken the whole body:
 * it cannot have received the archive, so its answer is not the archive's deployment, whatever
 * it says. It may still have made one (of part of the archive, or of nothing).
 */
export class AnsweredBeforeSentError extends AmezmoDeployError {
  readonly errorCode = 'answered-before-sent';
  readonly operation: string;
  readonly status: number;
  readonly sentBytes: number;
  /** The body's length; Infinity for a body streamed as its file was written. */
  readonly totalBytes: number;

  /** `service` as messages name it, e.g. `Amezmo API`. */
  constructor(
    service: string,
    operation: string,
    status: number,
    sentBytes: number,
    totalBytes: number,
  ) {
    const of = Number.isFinite(totalBytes) ? ` of ${formatBytes(totalBytes)}` : '';
    super(
      `The ${service} answered ${status} to ${operation} before the whole archive was sent ` +
        `(${formatBytes(sentBytes)}${of} sent): the server cannot have received all of it`,
    );
    this.name = 'AnsweredBeforeSentError';
    this.operation = operation;
    this.status = status;
    this.sentBytes = sentBytes;
    this.totalBytes = totalBytes;
  }
}
