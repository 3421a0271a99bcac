// The fault matrix: the deploy action against the simulator's injected failures, run whole in
// this process (test/helpers/in-process.ts) on a clock that skips its sleeps. Each row asserts
// what its bundle run asserted: the exit code, the one error line, what the server received, the
// outputs and how many deployments resulted. test/e2e/faults.test.ts runs one row of each kind
// of fault through the bundle itself.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import {
  expectConnectionRefused,
  expectRefused,
  expectRetried,
  expectWaitTimeout,
  world as faultWorld,
  type Context,
  type RunStep,
} from '../helpers/fault-world.ts';
import { runInProcess } from '../helpers/in-process.ts';
import { BAD_INPUTS, createInputsWorkspace } from '../fixtures/bad-inputs.ts';
import type { Fault, RouteName } from '../../simulator/server.ts';

/**
 * The action in this process, as the rows run at once start it: the upload's stall watchdog and
 * the wait for its answer get 10 s each, not FAST's 700 ms and 1.5 s. Neither is these rows'
 * subject, and with every row at once in one process, the simulators' work queued behind the
 * other rows' once held an archive of a few kilobytes past 700 ms (called stalled, sent again)
 * and an upload's answer past 1.5 s (reported as "timed out waiting for an answer", rightly not
 * sent again, where the row expected a success or a reset). The rows that test the watchdog run
 * one at a time, at the end, on FAST's limits.
 */
const runStalling: RunStep = (options) =>
  runInProcess({
    ...options,
    env: {
      ...options.env,
      AMEZMO_DEPLOY_STALL_TIMEOUT_MS: '10000',
      AMEZMO_DEPLOY_UPLOAD_TIMEOUT_MS: '10000',
    },
  });

/**
 * The same, and 5 s for any other request's answer, not FAST's 1 s: on a loaded machine a 404
 * answered past 1 s was timed out, asked again, and counted twice, where a row expected it sent
 * once. The stalled requests' rows keep the 1 s (`runStalling`): they wait it out five times.
 */
const runAtOnce: RunStep = (options) =>
  runStalling({
    ...options,
    env: { ...options.env, AMEZMO_DEPLOY_REQUEST_TIMEOUT_MS: '5000' },
  });

const world = (context: Context) => faultWorld(context, runAtOnce);
const worldStalling = (context: Context) => faultWorld(context, runStalling);
const worldHeldToStall = (context: Context) => faultWorld(context, runInProcess);

/**
 * Each row's time limit: the end-to-end project's, as the bundle's rows had. Rows run at once in
 * one process wait on real time limits (five of a second for a stall) and share its one thread
 * with their simulators, which a loaded machine slows past the unit project's 20 s.
 */
const ROW_LIMIT = { timeout: 60_000 };

describe.concurrent('transient failures are retried', ROW_LIMIT, () => {
  it.for<[string, RouteName, Fault, number]>([
    [
      '429 with Retry-After on the environment read',
      'getEnvironment',
      { kind: 'status', status: 429, retryAfter: '1' },
      1,
    ],
    [
      '429 without Retry-After on the upload',
      'createDeployment',
      { kind: 'status', status: 429 },
      2,
    ],
    [
      '503 bursts on the upload',
      'createDeployment',
      { kind: 'status', status: 503, body: 'html' },
      3,
    ],
    ['a burst of 503 on the status polls', 'getDeployment', { kind: 'status', status: 503 }, 3],
    [
      '500 with an HTML body on the environment read',
      'getEnvironment',
      { kind: 'status', status: 500, body: 'html' },
      2,
    ],
    [
      '502 with an HTML body on the status polls',
      'getDeployment',
      { kind: 'status', status: 502, body: 'html' },
      2,
    ],
    [
      '504 with an HTML body on the worker restart',
      'restartWorker',
      { kind: 'status', status: 504, body: 'html' },
      2,
    ],
    [
      '429 on the worker restart',
      'restartWorker',
      { kind: 'status', status: 429, retryAfter: '0' },
      4,
    ],
    ['a reset before answering the environment read', 'getEnvironment', { kind: 'reset' }, 2],
    ['a reset before answering the status polls', 'getDeployment', { kind: 'reset' }, 2],
    ['a reset before answering the worker restart', 'restartWorker', { kind: 'reset' }, 1],
    [
      'an empty body on the environment read',
      'getEnvironment',
      { kind: 'status', status: 502, body: 'empty' },
      1,
    ],
  ])('%s: succeeds with one deployment', ([, route, fault, times], context) =>
    expectRetried(context, runAtOnce, route, fault, times),
  );
});

describe.concurrent('failures that are not retried, or keep failing', ROW_LIMIT, () => {
  it.for<[string, RouteName, Fault, string | RegExp]>([
    [
      '500 with HTML on the upload',
      'createDeployment',
      { kind: 'status', status: 500, body: 'html' },
      'Amezmo API: 500 Internal Server Error: the server answered with an HTML page',
    ],
    [
      '502 with HTML on the upload',
      'createDeployment',
      { kind: 'status', status: 502, body: 'html' },
      'Amezmo API: 502 Bad Gateway: the server answered with an HTML page',
    ],
    [
      '504 on the upload',
      'createDeployment',
      { kind: 'status', status: 504, body: 'html' },
      'Amezmo API: 504 Gateway Timeout',
    ],
    [
      '401',
      'getEnvironment',
      {
        kind: 'status',
        status: 401,
        code: 'invalid_credentials',
        message: 'The API key is missing or not valid.',
      },
      /^Amezmo API: 401 invalid_credentials: The API key is missing or not valid\. \(request req_\w+\)\. Check 'api-key': create a new key under Profile > API keys in the Amezmo dashboard and store it in the repository secret\.$/,
    ],
    [
      '403',
      'getEnvironment',
      { kind: 'status', status: 403, message: 'This key may not deploy.' },
      /^Amezmo API: 403 forbidden: This key may not deploy\. \(request req_\w+\)\. The API key may not do this: check that it belongs to the account or team that owns the instance\.$/,
    ],
    [
      '409 on the upload',
      'createDeployment',
      {
        kind: 'status',
        status: 409,
        code: 'invalid_instance_state',
        message: 'The environment is paused.',
      },
      /^Amezmo API: 409 invalid_instance_state: The environment is paused\. \(request req_\w+\)$/,
    ],
    [
      '413 on the upload',
      'createDeployment',
      { kind: 'status', status: 413, message: 'The archive may not be greater than 512 MB.' },
      'Amezmo API: 413 payload_too_large: The archive may not be greater than 512 MB.',
    ],
    [
      '422 in the envelope shape',
      'createDeployment',
      { kind: 'status', status: 422, message: 'The archive is broken.' },
      /^Amezmo API: 422 validation_error: The archive is broken\. \(request req_\w+\)$/,
    ],
    [
      '422 in the Laravel shape',
      'createDeployment',
      {
        kind: 'status',
        status: 422,
        body: 'laravel',
        message: 'The archive must be a zip or tar file.',
      },
      'Amezmo API: 422 Unprocessable Entity: The archive must be a zip or tar file. archive: The archive must be a zip or tar file.',
    ],
    [
      'malformed JSON',
      'getEnvironment',
      { kind: 'malformed-json' },
      'Amezmo API: GET /instances/1001/environments/production answered 200 with a body that is not JSON.',
    ],
    [
      'an environment without pattern lists',
      'getEnvironment',
      {
        kind: 'body',
        body: JSON.stringify({ environment_name: 'production', auto_deploy_tag_patterns: [] }),
      },
      "with an environment whose 'auto_deploy_branch_patterns' is missing, not a list of strings",
    ],
    [
      'a deployment of the wrong shape',
      'createDeployment',
      { kind: 'body', status: 201, body: '{"deployment": 1}' },
      "with a deployment whose 'id' is missing, not an integer",
    ],
    [
      'an unexpected status string',
      'getDeployment',
      { kind: 'body', body: '{"id": 838, "status": "exploded"}' },
      "Deployment 838 ended with status 'exploded'.",
    ],
  ])('%s: one readable error line', ([, route, fault, message], context) =>
    expectRefused(context, runAtOnce, route, fault, message),
  );

  it.for<[string, Record<string, string>, RegExp]>([
    [
      'an unknown instance',
      { instance: '999999' },
      /^Amezmo API: 404 unknown_resource_error: Instance 999999 was not found\. \(request req_\w+\)\. Check 'instance' \(the number Amezmo shows for your instance\) and that the API key belongs to its account\.$/,
    ],
    [
      'an unknown environment',
      { environment: 'qa' },
      /^Amezmo API: 404 unknown_resource_error: Environment qa was not found\. \(request req_\w+\)\. Instance \d+ has the environments 'production', 'staging': set 'environment' to one of them\.$/,
    ],
    [
      'an environment written in another case',
      { environment: 'Production' },
      /^Amezmo API: 404 unknown_resource_error: Environment Production was not found\. .*names are case-sensitive: use environment: production\.$/,
    ],
    [
      'an unknown worker',
      { workers: '99' },
      /^Could not restart worker 99 \(Amezmo API: 404 unknown_resource_error: Worker 99 was not found\. \(request req_\w+\)\)\. The deployment succeeded\. Check the ids in 'workers': the Amezmo dashboard lists the instance's workers\.$/,
    ],
    ['a wrong API key', { 'api-key': 'sim_wrong_key' }, /^Amezmo API: 401 invalid_credentials/],
  ])(
    '404 and 401 for %s: one readable error line, sent once',
    async ([, inputs, message], context) => {
      const { expect } = context;
      const { sim, deployWith, expectCleanFailure } = await world(context);
      const result = await deployWith(inputs);
      expectCleanFailure(result, message);
      // Each refused request was sent once: a 404 or 401 is not retried.
      const refused = sim.requests.filter((r) => r.status === 404 || r.status === 401);
      expect(refused.length).toBeGreaterThan(0);
      expect(new Set(refused.map((r) => r.route)).size).toBe(refused.length);
    },
  );

  it("follows the environment when the deployment's status answers 404", async (context) => {
    const { expect } = context;
    const { sim, deployWith, count, expectSuccess } = await world(context);
    sim.inject('getDeployment', { kind: 'status', status: 404 });
    const result = await deployWith();
    expectSuccess(result);
    expect(count('getEnvironment')).toBeGreaterThanOrEqual(2);
    expect(result.outputs['deployment-status']).toBe('succeeded');
  });

  it('persistent 500 on the environment read: gives up after 5 attempts', async (context) => {
    const { expect } = context;
    const { sim, deployWith, count, deployments, expectCleanFailure } = await world(context);
    sim.inject('getEnvironment', { kind: 'status', status: 500, body: 'html' }, 10);
    const result = await deployWith();
    expectCleanFailure(
      result,
      'Amezmo API: 500 Internal Server Error: the server answered with an HTML page',
    );
    expect(count('getEnvironment')).toBe(5);
    expect(deployments()).toBe(0);
  });

  it('a reset after the whole upload was sent: not repeated, the deployment may exist', async (context) => {
    const { expect } = context;
    const { sim, deployWith, count, expectCleanFailure } = await world(context);
    sim.inject('createDeployment', { kind: 'reset-after-body' });
    const result = await deployWith();

    expectCleanFailure(
      result,
      /^Could not reach 127\.0\.0\.1:\d+: connection (reset|closed by the server) \([A-Z_]+\) after the whole archive was sent\. The deployment may have been created: check the deployments of environment 'production' on instance 1001 in the Amezmo dashboard before running this again\.$/,
    );
    expect(count('createDeployment')).toBe(1);
  });

  it('connection refused: names the host, after retrying', (context) =>
    expectConnectionRefused(context, runAtOnce));
});

describe.concurrent(
  'stalls: every request has a time limit, and the run ends by itself',
  ROW_LIMIT,
  () => {
    it('a stalled environment read times out on each attempt', async (context) => {
      const { expect } = context;
      const { sim, deployWith, count, expectCleanFailure } = await worldStalling(context);
      sim.inject('getEnvironment', { kind: 'stall' }, 10);
      const result = await deployWith();
      expectCleanFailure(
        result,
        /^Could not reach 127\.0\.0\.1:\d+: timed out waiting for an answer \(HEADERS_TIMEOUT\)$/,
      );
      expect(count('getEnvironment')).toBe(5);
    });

    it('a stalled answer to the whole upload: not repeated, the deployment may exist', async (context) => {
      const { expect } = context;
      const { sim, deployWith, count, expectCleanFailure } = await worldStalling(context);
      sim.inject('createDeployment', { kind: 'stall' });
      const result = await deployWith();
      expectCleanFailure(
        result,
        'timed out waiting for an answer (HEADERS_TIMEOUT) after the whole archive was sent. The deployment may have been created',
      );
      expect(count('createDeployment')).toBe(1);
    });

    it('stalled status polls end at wait-timeout, and the deployment is cancelled', (context) =>
      expectWaitTimeout(context, runStalling));

    it('a stalled worker restart fails the step, naming the worker', async (context) => {
      const { expect } = context;
      const { sim, deployWith, count, expectCleanFailure } = await worldStalling(context);
      sim.inject('restartWorker', { kind: 'stall' }, 10);
      const result = await deployWith();
      expectCleanFailure(
        result,
        `Could not restart worker ${sim.seeded?.workerIds[0]} (Could not reach 127.0.0.1`,
      );
      expect(count('restartWorker')).toBe(5);
    });
  },
);

describe.concurrent('secrets', ROW_LIMIT, () => {
  it('never shows the API key, even when the server echoes it back', async (context) => {
    const { expect } = context;
    const { sim, deployWith, expectCleanFailure } = await world(context);
    sim.inject('getEnvironment', {
      kind: 'status',
      status: 401,
      message: `The key ${sim.apiKey} is not valid for this instance.`,
    });
    const result = await deployWith();
    expectCleanFailure(result, 'The key *** is not valid for this instance.');
    expect(result.stdout.split('\n')[0]).toBe(`::add-mask::${sim.apiKey}`);
  });
});

describe.concurrent('bad input fails before any request', ROW_LIMIT, () => {
  it.for(BAD_INPUTS)('%s = %j', async ([name, value, message], context) => {
    const { expect } = context;
    const { sim, root } = await world(context);
    const inputsRoot = mkdtempSync(join(root, 'inputs-'));
    const result = await runInProcess({
      workspace: createInputsWorkspace(inputsRoot),
      inputs: {
        'api-key': 'key_abc',
        instance: '1234',
        environment: 'production',
        'base-url': sim.baseUrl,
        [name]: value,
      },
    });
    expect(result.exitCode).toBe(1);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toContain(message);
    expect(sim.requests).toEqual([]);
    expect(sim.connections()).toBe(0);
  });
});

// One at a time: an upload is held to a stall limit of 700 ms, and the simulator that reads it
// runs in this process, which tests run at once can keep busy for longer than that, so that the
// good attempt would be cut for want of progress too. The action runs in this process too, and
// five uploads of 48 MiB refused one after another take seconds of its time.
describe('uploads held to the stall limit', ROW_LIMIT, () => {
  it('an upload the server never reads: gives up after 5 attempts', async (context) => {
    const { expect } = context;
    const { sim, workspace, deployWith, count, deployments, expectCleanFailure } =
      await worldHeldToStall(context);
    writeFileSync(join(workspace, 'assets.bin'), randomBytes(48 * 1024 * 1024));
    sim.inject('createDeployment', { kind: 'stall-reading' }, 10);
    const result = await deployWith({ 'compression-level': '0' });
    expectCleanFailure(
      result,
      /^Could not reach 127\.0\.0\.1:\d+: the upload made no progress \(UPLOAD_STALLED\)$/,
    );
    expect(count('createDeployment')).toBe(5);
    expect(deployments()).toBe(0);
  });

  it('a reset part-way through the upload: sent again, exactly one deployment', async (context) => {
    const { expect } = context;
    const { sim, workspace, deployWith, deployments, expectSuccess } =
      await worldHeldToStall(context);
    // Bigger than what the loopback socket buffers hold: the reset comes while the archive is
    // still being sent, not after the last byte was handed to the connection (then the outcome
    // is unknown, and the upload is rightly not sent again).
    writeFileSync(join(workspace, 'assets.bin'), randomBytes(24 * 1024 * 1024));
    sim.inject('createDeployment', { kind: 'reset-during-upload', afterBytes: 512 * 1024 });
    const result = await deployWith({ 'compression-level': '0' });

    expectSuccess(result);
    expect(sim.requests.filter((r) => r.route === 'createDeployment').map((r) => r.fault)).toEqual([
      'reset-during-upload',
      undefined,
    ]);
    expect(deployments()).toBe(1);
  });

  it('an upload the server stops reading: caught by lack of progress, sent again', async (context) => {
    const { expect } = context;
    const { sim, workspace, deployWith, count, deployments, expectSuccess } =
      await worldHeldToStall(context);
    // Bigger than what the loopback socket buffers hold, so that the sender really blocks.
    writeFileSync(join(workspace, 'assets.bin'), randomBytes(48 * 1024 * 1024));
    sim.inject('createDeployment', { kind: 'stall-reading' });
    const result = await deployWith({ 'compression-level': '0', wait: 'false', workers: '' });

    expectSuccess(result);
    expect(result.stdout).toContain('the upload made no progress (UPLOAD_STALLED)');
    expect(count('createDeployment')).toBe(2);
    expect(deployments()).toBe(1);
  });
});
