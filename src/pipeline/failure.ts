// How a run that failed is told, whichever front end ran it: one line, the cancellation when the
// run was cancelled (not the abort error it caused), else the error with the advice its cause
// always calls for.
import { ACTION_WORDING, adviceOf, messageOf, type Wording } from '../api/index.js';
import { AmezmoDeployError, errorCodeOf } from '../errors.js';
import { WaitTimeoutError } from './wait-timeout.js';

export class RunCancelledError extends AmezmoDeployError {
  readonly errorCode = 'run-cancelled';
  constructor(signal: string) {
    super(`The run was cancelled (${signal}).`);
    this.name = 'RunCancelledError';
  }
}

/**
 * The one line a failed run ends with, in the front end's words. A cancellation after the whole archive was sent says the
 * deployment may exist: that message stays.
 */
export function failureOf(
  error: unknown,
  cancellation: AbortSignal,
  wording: Wording = ACTION_WORDING,
): { readonly message: string; readonly cancelled: boolean } {
  const cancelled = cancellation.aborted && errorCodeOf(error) !== 'upload-uncertain';
  if (cancelled) return { message: messageOf(cancellation.reason), cancelled };
  const message = error instanceof WaitTimeoutError ? error.describe(wording) : messageOf(error);
  const advice = adviceOf(error, wording);
  return {
    message: advice ? `${message.replace(/([^.!?])$/, '$1.')} ${advice}` : message,
    cancelled,
  };
}
