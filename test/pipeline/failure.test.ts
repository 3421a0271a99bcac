import { describe, expect, it } from 'vitest';
import { UncertainOutcomeError } from '../../src/api/client.ts';
import { ApiError } from '../../src/api/errors.ts';
import { failureOf, RunCancelledError } from '../../src/pipeline/failure.ts';

const running = () => new AbortController().signal;
const cancelled = () => {
  const controller = new AbortController();
  controller.abort(new RunCancelledError('SIGTERM'));
  return controller.signal;
};

describe('failureOf', () => {
  it('tells the error, with the advice its cause always calls for', () => {
    const refused = new ApiError({
      status: 401,
      operation: 'GET /instances',
      serverMessage: 'Unauthenticated',
    });
    const told = failureOf(refused, running());
    expect(told.cancelled).toBe(false);
    expect(told.message).toMatch(/Check 'api-key'/);
  });

  it('tells a plain error as it is, and anything thrown', () => {
    expect(failureOf(new Error('it broke'), running())).toEqual({
      message: 'it broke',
      cancelled: false,
    });
    expect(failureOf('a string', running()).message).toBe('a string');
  });

  it('tells the cancellation, not the abort it caused', () => {
    expect(failureOf(new Error('The operation was aborted'), cancelled())).toEqual({
      message: 'The run was cancelled (SIGTERM).',
      cancelled: true,
    });
  });

  it('keeps the message of an upload whose outcome is not known, even when cancelled', () => {
    const uncertain = new UncertainOutcomeError('The deployment may exist.', undefined, {
      instanceId: '1',
      environment: 'production',
      cancelled: true,
    });
    expect(failureOf(uncertain, cancelled())).toEqual({
      message: 'The deployment may exist.',
      cancelled: false,
    });
  });
});
