// The preview action end to end: dist/preview/index.js run as a runner does, against the Amezmo
// simulator and the local stand-in for GitHub's REST API: a pull request from opened to closed,
// and what only the process shows (outside a runner, a missing input's one line, SIGTERM while
// the instance launches). The rest is proven in-process by test/preview/action.test.ts.
import { describe, it } from 'vitest';
import { runAction, signalAfter } from '../../simulator/runner.ts';
import { FIRST, SECOND, shop, pullRequest, world } from '../helpers/preview-world.ts';

describe.concurrent('a pull request from opened to closed', () => {
  it('creates, deploys, comments; then updates in place; then tears everything down', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, github, preview, requests } = await world(onTestFinished, runAction);
    const opened = await preview('pull_request', pullRequest('opened'));
    expect(opened.errors).toEqual([]);
    expect(opened.exitCode).toBe(0);
    const id = Number(opened.outputs['instance-id']);
    expect(opened.outputs).toEqual({
      'instance-id': String(id),
      'preview-url': `https://production-${id}.amezmo.test`,
      'deployment-id': expect.stringMatching(/^\d+$/),
      'deployment-status': 'succeeded',
      'archive-size': expect.stringMatching(/^\d+$/),
      'archive-files': expect.stringMatching(/^\d+$/),
      'archive-sha256': expect.stringMatching(/^[0-9a-f]{64}$/),
      'archive-manifest': expect.stringMatching(/archive-manifest\.txt$/),
      'archive-path': '',
      'hourly-price': '0.026880',
      outcome: 'created',
      health: 'unchecked',
      'health-detail':
        "no health check: the environment has none in Amezmo, and 'health-url' is not set",
    });
    expect(requests('createInstance').map((request) => request.fields)).toEqual([
      {
        runtime: 'php',
        instance_type: 'hobby',
        region: 'lb2-us',
        name: shop(7),
        'mysql[enabled]': '1',
      },
    ]);
    // Launching, then ready on the second look, and only then a deployment.
    expect(opened.stdout).toContain(
      `Preview instance ${id}: instance Launching, environment pending`,
    );
    expect(requests('createDeployment').map((request) => request.fields)).toEqual([
      {
        environment: 'production',
        repo_owner: 'acme',
        repo_name: 'shop',
        branch: 'feature/login',
        commit: FIRST,
      },
    ]);
    expect(requests('createDeployment')[0]?.path).toBe(`/v1/instances/${id}/deployments`);
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]).toMatchObject({ issueNumber: 7 });
    // The comment appeared while the instance launched, and said so; then it was edited.
    const commentWrites = github.requests.filter((request) => /\/comments/.test(request.path));
    const [first, edit] = commentWrites.filter((request) => request.method !== 'GET');
    expect(first?.method).toBe('POST');
    expect(String(first?.body.body)).toContain('⏳ **Launching the preview instance.**');
    expect(String(first?.body.body)).toContain('up to 20 minutes');
    expect(edit?.method).toBe('PATCH');
    expect(String(edit?.body.body)).not.toContain('Launching');
    const comment = github.comments[0]?.body ?? '';
    expect(comment).toContain(`<!-- amezmo-deploy:preview:${shop(7)} -->`);
    expect(comment).toContain(`https://production-${id}.amezmo.test`);
    expect(comment).toContain(FIRST.slice(0, 12));
    expect(comment).toContain('succeeded');
    expect(comment).toContain('hobby, $0.026880 an hour');
    expect(github.deployments).toEqual([
      {
        id: expect.any(Number),
        ref: FIRST,
        environment: shop(7),
        transientEnvironment: true,
        states: ['in_progress', 'success'],
        environmentUrl: `https://production-${id}.amezmo.test`,
      },
    ]);
    expect(opened.summary).toContain('created');
    expect(opened.tempLeftovers).toEqual([]);

    const pushed = await preview('pull_request', pullRequest('synchronize', SECOND));
    expect(pushed.errors).toEqual([]);
    expect(pushed.outputs).toMatchObject({ 'instance-id': String(id), outcome: 'updated' });
    expect(pushed.outputs['deployment-id']).not.toBe(opened.outputs['deployment-id']);
    expect(requests('createInstance')).toHaveLength(1);
    expect(requests('createDeployment').map((request) => request.fields.commit)).toEqual([
      FIRST,
      SECOND,
    ]);
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]?.body).toContain(SECOND.slice(0, 12));
    // Edited in place: once when the first run's deployment ended, once for this push.
    expect(github.requests.filter((request) => request.method === 'PATCH')).toHaveLength(2);
    expect(github.deployments.map((deployment) => deployment.ref)).toEqual([FIRST, SECOND]);

    sim.account.terminationMs = 1_000;
    const closed = await preview('pull_request', pullRequest('closed', SECOND));
    expect(closed.errors).toEqual([]);
    expect(closed.exitCode).toBe(0);
    expect(closed.outputs).toMatchObject({ 'instance-id': String(id), outcome: 'terminated' });
    expect(requests('terminateInstance').map((request) => request.path)).toEqual([
      `/v1/instances/${id}`,
    ]);
    // Followed from Deleting to 404.
    const looks = sim.requests.filter(
      (request) =>
        request.route === 'getInstance' &&
        request.path === `/v1/instances/${id}` &&
        sim.requests.indexOf(request) > sim.requests.indexOf(requests('terminateInstance')[0]!),
    );
    // (Every 20 ms or so in these runs, QUICK_PACE: Deleting for a while, then gone.)
    const statuses = looks.map((request) => request.status);
    expect(statuses.at(-1)).toBe(404);
    expect(new Set(statuses.slice(0, -1))).toEqual(new Set([200]));
    expect(sim.account.instanceIds()).not.toContain(id);
    expect(github.deployments.map((deployment) => deployment.states.at(-1))).toEqual([
      'inactive',
      'inactive',
    ]);
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]?.body).toContain(
      `The preview instance ${shop(7)} (${id}) was terminated because pull request #7 was ` +
        `closed. The last commit it ran was [\`${SECOND.slice(0, 12)}\`]` +
        `(https://github.com/acme/shop/commit/${SECOND}). It ran as hobby at $0.026880 an hour`,
    );
    // Deployments inactive already (the first, retired when the second succeeded) are left so.
    const retired = github.requests.filter(
      (request) => request.method === 'POST' && request.body.state === 'inactive',
    );
    expect(retired).toHaveLength(1);
  });
});

describe.concurrent('node dist/preview/index.js', () => {
  it('says it needs a runner and exits 1 when started outside GitHub Actions', async ({
    expect,
    onTestFinished,
  }) => {
    await world(onTestFinished, runAction);
    const result = await runAction({
      bundle: 'dist/preview/index.js',
      env: { GITHUB_ACTIONS: undefined },
    });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('runs as a step of a GitHub Actions workflow');
  });

  it('exits 1 with one error line naming a missing input, and no stack trace', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, preview } = await world(onTestFinished, runAction);
    const result = await preview('pull_request', pullRequest('opened'), { region: '' });
    expect(result.exitCode).toBe(1);
    expect(result.errors).toEqual([
      "Input 'region' is required: set it to an Amezmo region id, e.g. region: lb2-us (a run that deploys may launch an instance).",
    ]);
    expect(result.stdout + result.stderr).not.toMatch(/\n\s+at /);
    expect(sim.requests).toEqual([]);
  });

  it('stops waiting for the launch when the run is cancelled, with one error line', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, github, workspace, requests } = await world(onTestFinished, runAction, {
      readsToLaunch: 1_000,
    });
    const result = await runAction({
      bundle: 'dist/preview/index.js',
      workspace,
      eventName: 'pull_request',
      event: pullRequest('opened'),
      env: { GITHUB_API_URL: github.url },
      inputs: {
        'api-key': sim.apiKey,
        'base-url': sim.baseUrl,
        region: 'lb2-us',
        comment: 'false',
      },
      onSpawn: signalAfter('instance Launching, environment pending', 'SIGTERM'),
    });
    expect(result.exitCode).toBe(1);
    expect(result.errors).toEqual(['The run was cancelled (SIGTERM).']);
    expect(requests('createDeployment')).toEqual([]);
    expect(result.tempLeftovers).toEqual([]);
  });
});
