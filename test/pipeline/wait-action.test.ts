// Following a deployment in the test's process (`runActionInProcess`): a status written in another
// case, an answer about another deployment, a deployment left running, unreadable answers, a
// redirect, a key refused mid-wait, with the same assertions the bundle's runs had (a wait "in
// seconds" told by the run's clock); test/e2e/wait.test.ts keeps dist/index.js polling through an
// outage and ending at wait-timeout.
import { describe, it } from 'vitest';
import { runActionInProcess } from '../helpers/in-process.ts';
import { DEPLOYMENT_ID, linesWith, world } from '../helpers/wait-world.ts';

describe.concurrent('the wait', { timeout: 60_000 }, () => {
  it('takes a status written in another case for what it says', async (context) => {
    const { expect } = context;
    const { sim, deployWith, requestsTo, expectOneDeployment } = await world(
      context,
      runActionInProcess,
      'Succeeded',
    );
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
    const { sim, deployWith, requestsTo, expectOneDeployment } = await world(
      context,
      runActionInProcess,
      'succeeded',
    );
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

  it('says a deployment still pending at wait-timeout was left running, with cancel-on-abort false', async (context) => {
    const { expect } = context;
    const { sim, deployWith, requestsTo } = await world(
      context,
      runActionInProcess,
      'succeeded',
      1000,
    );
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
        runActionInProcess,
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
      // In seconds: what the run waited on its clock, its polls' pauses skipped.
      expect(result.clock?.sleeps.reduce((sum, ms) => sum + ms, 0)).toBeLessThan(30_000);
      expectOneDeployment();
    },
  );

  it('ends at once on a redirect of the status to another host, without following it', async (context) => {
    const { expect } = context;
    const { sim, deployWith, requestsTo, expectOneDeployment } = await world(
      context,
      runActionInProcess,
      'succeeded',
    );
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
    const { sim, deployWith, requestsTo, expectOneDeployment } = await world(
      context,
      runActionInProcess,
      'succeeded',
    );
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
