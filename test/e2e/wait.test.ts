// Following a deployment: dist/index.js against a status endpoint that fails, answers in another
// case, or answers about another deployment. The wait ends only at its deadline, at a final
// status, or on cancellation.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it, type TestContext } from 'vitest';
import { createSampleApp } from '../../simulator/sample-app.ts';
import { startSimulator, type RouteName } from '../helpers/simulator.ts';
import { runAction, simulatorInputs, type RunResult } from '../../simulator/runner.ts';

/** Short client retries, so that each poll's own attempts take milliseconds. */
const FAST = {
  AMEZMO_DEPLOY_REQUEST_TIMEOUT_MS: '1000',
  AMEZMO_DEPLOY_RETRY_DELAY_MS: '20',
};

/** The first deployment the simulator creates. */
const DEPLOYMENT_ID = 838;

/** How many lines of the log contain `fragment`. */
const linesWith = (result: RunResult, fragment: string) =>
  result.stdout.split('\n').filter((line) => line.includes(fragment)).length;

/**
 * A simulator and a workspace of the test's own, closed when it finishes, so that the tests run
 * at once: most of their time is the action's waits.
 */
async function world(
  { expect, onTestFinished }: Pick<TestContext, 'expect' | 'onTestFinished'>,
  finalStatus: string,
  pollsToFinish = 1,
) {
  const sim = await startSimulator({ deployment: { finalStatus, pollsToFinish } });
  const root = mkdtempSync(join(tmpdir(), 'e2e-wait-'));
  onTestFinished(async () => {
    await sim.close();
    rmSync(root, { recursive: true, force: true });
  });
  const workspace = join(root, 'workspace');
  createSampleApp(workspace);
  const requestsTo = (route: RouteName) =>
    sim.requests.filter((request) => request.route === route);
  return {
    sim,
    requestsTo,
    deployWith: (inputs: Record<string, string> = {}, timeoutMs?: number) =>
      runAction({
        workspace,
        eventName: 'push',
        event: { ref: 'refs/heads/main', pusher: { email: 'dev@example.com' } },
        env: FAST,
        timeoutMs,
        inputs: { ...simulatorInputs(sim), ...inputs },
      }),
    expectOneDeployment: () => {
      expect(requestsTo('createDeployment')).toHaveLength(1);
      expect(sim.account.deployments()).toHaveLength(1);
      expect(requestsTo('cancelDeployment')).toHaveLength(0);
    },
  };
}

describe.concurrent('the wait', () => {
  // The runs poll from 20 ms (QUICK_PACE) rather than 2 s, so the outage is counted in polls, not
  // seconds: 30 failed polls, which on a runner would be minutes, far longer than the client's own
  // five attempts, whatever time the run took to reach its first poll.
  it('polls through an outage of 30 polls of the status endpoint, and succeeds', async (context) => {
    const { expect } = context;
    const { sim, deployWith, requestsTo, expectOneDeployment } = await world(context, 'succeeded');
    // Resets for the first 8 polls, then 503s for 22: the first fault found is the one used.
    sim.inject('getDeployment', { kind: 'reset' }, 8);
    sim.inject('getDeployment', { kind: 'status', status: 503 }, 22);
    const result = await deployWith({ 'wait-timeout': '60' }, 90_000);

    expect(result.errors).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(result.outputs['deployment-status']).toBe('succeeded');
    expectOneDeployment();
    const faults = requestsTo('getDeployment').map((request) => request.fault);
    expect(faults.filter((fault) => fault === 'reset')).toHaveLength(8);
    expect(faults.filter((fault) => fault === 'status')).toHaveLength(22);
    expect(faults.at(-1)).toBeUndefined();
    // The outage was reported once when it began and once when it ended, not once per failed poll.
    expect(linesWith(result, `Could not read the status of deployment ${DEPLOYMENT_ID}`)).toBe(1);
    expect(linesWith(result, `deployments/${DEPLOYMENT_ID} failed`)).toBe(0);
    expect(
      linesWith(result, `Read the status of deployment ${DEPLOYMENT_ID} again after an outage`),
    ).toBe(1);
    expect(result.stdout).toMatch(
      /Read the status of deployment 838 again after an outage of \d+ s, from \d\d:\d\d:\d\d UTC: 30 polls failed, the last with: Amezmo API: 503 /,
    );
  });

  it('takes a status written in another case for what it says', async (context) => {
    const { expect } = context;
    const { sim, deployWith, requestsTo, expectOneDeployment } = await world(context, 'Succeeded');
    sim.inject('getDeployment', {
      kind: 'body',
      body: JSON.stringify({ id: DEPLOYMENT_ID, status: 'PENDING' }),
    });
    const result = await deployWith();

    expect(result.errors).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(result.outputs['deployment-status']).toBe('Succeeded');
    // PENDING was polled through; Succeeded ended the wait.
    expect(requestsTo('getDeployment')).toHaveLength(2);
    expectOneDeployment();
  });

  it('does not take an answer about another deployment for this one', async (context) => {
    const { expect } = context;
    const { sim, deployWith, requestsTo, expectOneDeployment } = await world(context, 'succeeded');
    sim.inject(
      'getDeployment',
      { kind: 'body', body: JSON.stringify({ id: 999, status: 'failed' }) },
      2,
    );
    const result = await deployWith();

    expect(result.errors).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(result.outputs['deployment-status']).toBe('succeeded');
    expect(requestsTo('getDeployment')).toHaveLength(3);
    // Said once, as the outage began (the line that ends it repeats the last error).
    expect(
      linesWith(
        result,
        'Could not read the status of deployment 838: the status endpoint answered with deployment 999 when deployment 838 was asked for',
      ),
    ).toBe(1);
    expectOneDeployment();
  });

  it('ends at wait-timeout when every poll is unreadable, naming why, and cancels', async (context) => {
    const { expect } = context;
    const { sim, deployWith, requestsTo } = await world(context, 'succeeded');
    sim.inject('getDeployment', { kind: 'body', body: '' }, { forMs: 60_000 });
    const result = await deployWith({ 'wait-timeout': '5' });

    expect(result.exitCode).toBe(1);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(
      /^Deployment 838 had not ended after 5 s \(last status: pending\)\. Its status could not be read for the last [45] s \(last error: Amezmo API: GET \/instances\/1001\/deployments\/838 answered 200 with an empty body\. .*\), so it may have ended since: see the environment's deployments in the Amezmo dashboard/,
    );
    expect(linesWith(result, 'Could not read the status of deployment 838')).toBe(1);
    expect(requestsTo('getDeployment').length).toBeGreaterThanOrEqual(3);
    // cancel-on-abort (true by default) cancels on the timeout, as for any other.
    expect(requestsTo('cancelDeployment')).toHaveLength(1);
    expect(sim.account.deployments()).toHaveLength(1);
  });

  it('says a deployment still pending at wait-timeout was left running, with cancel-on-abort false', async (context) => {
    const { expect } = context;
    const { sim, deployWith, requestsTo } = await world(context, 'succeeded', 1000);
    const result = await deployWith({ 'wait-timeout': '3', 'cancel-on-abort': 'false' });

    expect(result.exitCode).toBe(1);
    expect(result.errors).toEqual([
      'Deployment 838 had not ended after 3 s (last status: pending). It was left running, as ' +
        "cancel-on-abort is false: it may still succeed or fail; see the environment's " +
        "deployments in the Amezmo dashboard. Raise 'wait-timeout', or set 'wait: false' to " +
        'finish once the deployment is created.',
    ]);
    expect(requestsTo('cancelDeployment')).toHaveLength(0);
    expect(sim.account.deployments()[0]?.status).toBe('pending');
  });

  it.for<[string, string, string]>([
    ['without a status', '{"id": 838}', "whose 'status' is missing"],
    ['with a status that is a number', '{"id": 838, "status": 3}', "whose 'status' is number 3"],
    ['that is a list', '[{"id": 838, "status": "pending"}]', 'a list where an object was expected'],
  ])(
    'ends after three answers in a row %s, in seconds, leaving the deployment as it is',
    async ([, body, problem], context) => {
      const { expect } = context;
      const { sim, deployWith, requestsTo, expectOneDeployment } = await world(
        context,
        'succeeded',
      );
      sim.inject('getDeployment', { kind: 'body', body }, { forMs: 60_000 });
      // 900 s by default: the wait ends long before it.
      const result = await deployWith();

      expect(result.exitCode).toBe(1);
      expect(result.errors).toHaveLength(1);
      expect(result.errors[0]).toContain(
        'Could not follow deployment 838: Amezmo API: GET /instances/1001/deployments/838 answered',
      );
      expect(result.errors[0]).toContain(problem);
      expect(result.errors[0]).toContain('3 times in a row. It is left as it is, running or not');
      expect(requestsTo('getDeployment')).toHaveLength(3);
      expect(result.durationMs).toBeLessThan(30_000);
      expectOneDeployment();
    },
  );

  it('ends at once on a redirect of the status to another host, without following it', async (context) => {
    const { expect } = context;
    const { sim, deployWith, requestsTo, expectOneDeployment } = await world(context, 'succeeded');
    sim.inject(
      'getDeployment',
      {
        kind: 'body',
        status: 308,
        body: '',
        headers: { location: 'https://elsewhere.example/v1/instances/1001/deployments/838' },
      },
      { forMs: 60_000 },
    );
    const result = await deployWith();

    expect(result.exitCode).toBe(1);
    expect(result.errors).toEqual([
      expect.stringMatching(
        /^Could not follow deployment 838: Amezmo API: GET \/instances\/1001\/deployments\/838 was answered 308, a redirect to https:\/\/elsewhere\.example\/v1\/instances\/1001\/deployments\/838, another host: the API key is sent to the base address's own host only, so it was not followed\. It is left as it is/,
      ),
    ]);
    expect(requestsTo('getDeployment')).toHaveLength(1);
    expectOneDeployment();
  });

  it('ends at once when the key is refused mid-wait, saying where to look', async (context) => {
    const { expect } = context;
    const { sim, deployWith, requestsTo, expectOneDeployment } = await world(context, 'succeeded');
    sim.inject('getDeployment', { kind: 'status', status: 401 });
    const result = await deployWith();

    expect(result.exitCode).toBe(1);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(
      /^Could not read the status of deployment 838: Amezmo API: 401 .*The deployment may still be running: see the environment's deployments in the Amezmo dashboard, and check that the API key is still valid and may read this instance\.$/,
    );
    expect(requestsTo('getDeployment')).toHaveLength(1);
    expectOneDeployment();
  });
});
