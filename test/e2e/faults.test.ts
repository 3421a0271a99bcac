// The fault matrix's proof of the bundle itself: one row of each kind of fault (the network, an
// HTTP status, a malformed answer, a time limit) through dist/index.js, as a runner runs it, on
// the real clock. Every row of the matrix runs in-process in test/pipeline/faults-matrix.test.ts,
// asserting the same of each.
import { describe, it } from 'vitest';
import {
  expectConnectionRefused,
  expectRefused,
  expectRetried,
  expectWaitTimeout,
} from '../helpers/fault-world.ts';
import { runAction } from '../../simulator/runner.ts';

describe.concurrent('the bundle under one fault of each kind', () => {
  it('the network: connection refused names the host, after retrying', (context) =>
    expectConnectionRefused(context, runAction));

  it('an HTTP status: 503 bursts on the upload are retried, one deployment', (context) =>
    expectRetried(
      context,
      runAction,
      'createDeployment',
      { kind: 'status', status: 503, body: 'html' },
      3,
    ));

  it('a malformed answer: JSON that does not parse, one readable line', (context) =>
    expectRefused(
      context,
      runAction,
      'getEnvironment',
      { kind: 'malformed-json' },
      'Amezmo API: GET /instances/1001/environments/production answered 200 with a body that is not JSON.',
    ));

  it('a time limit: stalled status polls end at wait-timeout, the deployment cancelled', (context) =>
    expectWaitTimeout(context, runAction));
});
