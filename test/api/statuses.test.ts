import { describe, expect, it } from 'vitest';
import { isInProgress, isInstanceState, isSucceeded } from '../../src/api/statuses.ts';

describe('isInProgress', () => {
  it.each(['pending', 'Pending', 'PENDING', 'CANCELLING', 'deploying', 'in_progress'])(
    '%s is in progress',
    (status) => {
      expect(isInProgress(status)).toBe(true);
    },
  );
  it.each(['succeeded', 'failed', 'cancelled', 'unknown'])('%s is final', (status) => {
    expect(isInProgress(status)).toBe(false);
  });
});

describe('isSucceeded', () => {
  it.each([
    ['succeeded', true],
    ['Succeeded', true],
    ['SUCCEEDED', true],
    [' succeeded ', true],
    ['success', false],
    ['failed', false],
    ['pending', false],
    ['', false],
  ])('%j is success: %s', (status, expected) => {
    expect(isSucceeded(status)).toBe(expected);
  });
});

describe('isInstanceState', () => {
  it.each([
    ['Launching', 'Launching', true],
    ['launching', 'Launching', true],
    [' DELETING ', 'Deleting', true],
    ['Running', 'Launching', false],
  ])('%j is %s: %s', (state, word, expected) => {
    expect(isInstanceState(state, word)).toBe(expected);
  });
});
