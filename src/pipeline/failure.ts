// How a run that failed is told, whichever front end ran it: one line, the cancellation when the
// run was cancelled (not the abort error it caused), else the error with the advice its cause
// always calls for.
import { UncertainOutcomeError } from '../api/client.js';
import { adviceOf, messageOf } from '../api/errors.js';

export class RunCancelledError extends Error {
  constructor(signal: string) {
    super(`The run was cancelled (${signal}).`);
    this.name = 'RunCancelledError';
  }
}

/**
 * The one line a failed run ends with. A cancellation after the whole archive was sent says the
 * deployment may exist: that message stays.
 */
export function failureOf(
  error: unknown,
  cancellation: AbortSignal,
): { readonly message: string; readonly cancelled: boolean } {
  const cancelled = cancellation.aborted && !(error instanceof UncertainOutcomeError);
  if (cancelled) return { message: messageOf(cancellation.reason), cancelled };
  const advice = adviceOf(error);
  return {
    message: advice
      ? `${messageOf(error).replace(/([^.!?])$/, '$1.')} ${advice}`
      : messageOf(error),
    cancelled,
  };
}
