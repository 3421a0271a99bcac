// GitHub Deployments, end to end: dist/index.js against the Amezmo simulator and a local
// stand-in for GitHub's REST API (GITHUB_API_URL points at it), creating one with its links and
// retiring it on SIGTERM. A failed deployment, a skipped ref, the input off and a token refused
// are proven in-process by test/deploy/github-deployment-action.test.ts.
import { describe, it } from 'vitest';
import { runAction, signalAfter } from '../../simulator/runner.ts';
import { SHA, world } from '../helpers/github-deployment-world.ts';

describe.concurrent('GitHub deployments', () => {
  it('creates one for the commit, then in_progress and success with the links', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, github, deployWith } = await world(onTestFinished, runAction);
    const result = await deployWith('refs/heads/main');

    expect(result.exitCode).toBe(0);
    expect(github.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      // The ledger, read first: is this archive live already?
      'GET /repos/acme/shop/deployments?per_page=100&environment=production&task=deploy%3Aamezmo',
      'POST /repos/acme/shop/deployments',
      'POST /repos/acme/shop/deployments/4000/statuses',
      'POST /repos/acme/shop/deployments/4000/statuses',
    ]);
    const [, create, progress, success] = github.requests;
    expect(create?.authorization).toMatch(/ghs_test_token$/);
    expect(create?.body).toEqual({
      ref: SHA,
      task: 'deploy:amezmo',
      payload: {
        amezmo_deploy: 2,
        amezmo: {
          instance: String(sim.seeded?.instanceId),
          environment: 'production',
          deployment_id: 838,
        },
        archive: {
          sha256: result.outputs['archive-sha256'],
          size: Number(result.outputs['archive-size']),
        },
        commit: SHA,
        ref: { kind: 'branch', name: 'main' },
        run: { id: '77' },
      },
      environment: 'production',
      description: 'Amezmo deployment to production',
      auto_merge: false,
      required_contexts: [],
      production_environment: true,
      transient_environment: false,
    });
    const links = {
      environment_url: `https://production-${sim.seeded?.instanceId}.amezmo.test`,
      log_url: 'https://github.com/acme/shop/actions/runs/77',
      auto_inactive: true,
    };
    expect(progress?.body).toEqual({
      state: 'in_progress',
      description: 'Deploying: Amezmo production',
      ...links,
    });
    expect(success?.body).toEqual({
      state: 'success',
      description: 'health: unchecked; Amezmo deployment 838 succeeded',
      ...links,
    });
    expect(result.stdout.replace('::add-mask::ghs_test_token', '')).not.toContain('ghs_test_token');
  });

  it('retires it when the run is cancelled', async ({ expect, onTestFinished }) => {
    const { sim, deployWith, statuses } = await world(onTestFinished, runAction);
    sim.account.behaviour = { finalStatus: 'succeeded', pollsToFinish: 1000 };
    const result = await deployWith(
      'refs/heads/main',
      {},
      {
        onSpawn: signalAfter('::group::Wait for deployment', 'SIGTERM', 100),
      },
    );

    expect(result.exitCode).toBe(1);
    expect(statuses()).toEqual(['in_progress', 'inactive']);
  });
});
