// src/http/: what the other folders may use. Everything else here is this folder's own.
export {
  AbortedAfterSendError,
  AnsweredBeforeSentError,
  NetworkError,
  RedirectError,
  UnexpectedResponseError,
} from './errors.js';
export {
  type Answer,
  type HttpCall,
  type HttpSettings,
  MAX_REDIRECTS,
  type Method,
  operationOf,
  parseJsonAnswer,
  request,
} from './http.js';
export {
  defaultRetryPolicy,
  parseRetryAfter,
  type RetryKind,
  type RetryPolicy,
  withRetries,
} from './retry.js';
export { createTransport, type ProxyEnv, type Transport } from './transport.js';
