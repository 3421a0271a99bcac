// Following a deployment, end to end: dist/index.js polling through an outage of its status
// endpoint and succeeding, and ending at wait-timeout when every poll is unreadable. The wait ends
// only at its deadline, at a final status, or on cancellation; the other answers it may get are
// proven in-process by test/pipeline/wait-action.test.ts.
import { describe, it } from 'vitest';
import { runAction } from '../../simulator/runner.ts';
import { DEPLOYMENT_ID, linesWith, world } from '../helpers/wait-world.ts';

describe.concurrent('the wait', () => {
  // The runs poll from 20 ms (QUICK_PACE) rather than 2 s, so the outage is counted in polls, not
  // seconds: 30 failed polls, which on a runner would be minutes, far longer than the client's own
  // five attempts, whatever time the run took to reach its first poll.
  it('polls through an outage of 30 polls of the status endpoint, and succeeds', async (context) => {
    const { expect } = context;
    const { sim, deployWith, requestsTo, expectOneDeployment } = await world(
      context,
      runAction,
      'succeeded',
    );
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

  it('ends at wait-timeout when every poll is unreadable, naming why, and cancels', async (context) => {
    const { expect } = context;
    const { sim, deployWith, requestsTo } = await world(context, runAction, 'succeeded');
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
});
