// The preview action end to end: dist/preview/index.js run as a runner does, against the Amezmo
// simulator and the local stand-in for GitHub's REST API.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it, type TestContext } from 'vitest';
import { previewName } from '../../src/preview/name.ts';
import { runAction, signalAfter } from '../../simulator/runner.ts';
import { ownSimulator } from '../helpers/own-simulator.ts';
import type { SimulatorOptions, Simulator } from '../helpers/simulator.ts';
import { startGitHubApi } from '../github-api/server.ts';

const FIRST = '1111111111111111111111111111111111111111';
/** acme/shop's preview of pull request `n`: the prefix, the name, its hash, the number. */
const shop = (n: number) => previewName('pr', 'acme/shop', n);
const SECOND = '2222222222222222222222222222222222222222';
const HOUR = 3_600_000;
/** Short client retries, so that a retried request takes milliseconds. */
const FAST_RETRIES = { AMEZMO_DEPLOY_RETRY_DELAY_MS: '10' };
function pullRequest(action: string, sha = FIRST, number = 7) {
  return {
    action,
    number,
    pull_request: {
      number,
      head: { sha, ref: 'feature/login', label: 'acme:feature/login' },
    },
  };
}

/**
 * A simulator (as `options` say), a GitHub stand-in and a workspace of the test's own, closed
 * when it finishes, so that the tests run at once (docs/testing.md), and the helpers that act on
 * them.
 */
async function world(
  onTestFinished: TestContext['onTestFinished'],
  options: Omit<SimulatorOptions, 'deployment'> = {},
) {
  const { sim, root, workspace } = await ownSimulator(
    onTestFinished,
    'e2e-preview-',
    { finalStatus: 'succeeded', pollsToFinish: 1 },
    'workspace',
    { readsToLaunch: 2, ...options },
  );
  const github = await startGitHubApi();
  onTestFinished(() => github.close());

  function preview(
    eventName: string,
    event: unknown,
    inputs: Record<string, string> = {},
    env: Record<string, string> = {},
  ) {
    const deploys =
      eventName === 'pull_request' && (event as { action?: string }).action !== 'closed';
    return runAction({
      bundle: 'dist/preview/index.js',
      // A teardown or a clean-up runs without a checkout: an empty workspace.
      workspace: deploys ? workspace : undefined,
      eventName,
      event,
      env: { GITHUB_API_URL: github.url, GITHUB_RUN_ID: '77', ...env },
      inputs: {
        'api-key': sim.apiKey,
        'base-url': sim.baseUrl,
        region: 'lb2-us',
        'github-token': 'ghs_test_token',
        ...inputs,
      },
    });
  }

  const requests = (route: string) => sim.requests.filter((request) => request.route === route);

  return { sim, github, root, workspace, preview, requests };
}

type World = Awaited<ReturnType<typeof world>>;

describe.concurrent('a pull request from opened to closed', () => {
  it('creates, deploys, comments; then updates in place; then tears everything down', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, github, preview, requests } = await world(onTestFinished);
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

  it('skips a close without a preview, and changes nothing', async ({ expect, onTestFinished }) => {
    const { github, preview, requests } = await world(onTestFinished);
    const closed = await preview('pull_request', pullRequest('closed'));
    expect(closed.exitCode).toBe(0);
    expect(closed.outputs.outcome).toBe('skipped');
    expect(closed.stdout).toContain(
      '::notice::Nothing to tear down: pull request #7 has no preview',
    );
    expect(requests('terminateInstance')).toEqual([]);
    expect(github.comments).toEqual([]);
  });
});

describe.concurrent('the preview deploys through the same pipeline as the deploy action', () => {
  /** The entry names of the archive the service received for the `index`th deployment. */
  function received(requests: World['requests'], index = 0): { names: string[]; bytes: Buffer } {
    const archive = requests('createDeployment')[index]?.archive;
    if (!archive) throw new Error('no archive received');
    const names = execFileSync('unzip', ['-Z1', archive.path], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    return { names, bytes: readFileSync(archive.path) };
  }

  it('reads .amezmoignore and the named ignore file, keeps the archive, and lists it', async ({
    expect,
    onTestFinished,
  }) => {
    const { root, workspace, preview, requests } = await world(onTestFinished);
    writeFileSync(join(workspace, '.amezmoignore'), 'tests/\n');
    // RUNNER_TEMP kept by the test, so that what the action keeps there can be read.
    const runnerTemp = join(root, 'runner-temp');
    mkdirSync(runnerTemp);
    const opened = await preview(
      'pull_request',
      pullRequest('opened'),
      { 'keep-archive': 'true' },
      { RUNNER_TEMP: runnerTemp },
    );
    expect(opened.errors).toEqual([]);
    const { names, bytes } = received(requests);
    expect(names).not.toContain('tests/Feature/HomeTest.php');
    expect(names).toContain('public/index.php');
    expect(opened.stdout).toContain('Exclusion rules read from .amezmoignore.');
    // The bytes the service received are the archive kept and its digest.
    const kept = opened.outputs['archive-path'] as string;
    expect(readFileSync(kept).equals(bytes)).toBe(true);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(opened.outputs['archive-sha256']);
    expect(readFileSync(opened.outputs['archive-manifest'] as string, 'utf8')).toContain(
      'public/index.php',
    );

    writeFileSync(join(workspace, '.previewignore'), 'resources/\n');
    const pushed = await preview('pull_request', pullRequest('synchronize', SECOND), {
      'ignore-file': '.previewignore',
    });
    expect(pushed.errors).toEqual([]);
    const second = received(requests, 1).names;
    expect(second.some((name) => name.startsWith('resources/'))).toBe(false);
    // Named instead of the default, the default no longer applies.
    expect(second).toContain('tests/Feature/HomeTest.php');
  });

  it('sets every entry to SOURCE_DATE_EPOCH: one tree, one archive, on every push', async ({
    expect,
    onTestFinished,
  }) => {
    const { preview, requests } = await world(onTestFinished);
    const epoch = { SOURCE_DATE_EPOCH: '1700000000' };
    const opened = await preview('pull_request', pullRequest('opened'), {}, epoch);
    const pushed = await preview('pull_request', pullRequest('synchronize', SECOND), {}, epoch);
    expect(opened.errors).toEqual([]);
    expect(pushed.errors).toEqual([]);
    expect(opened.stdout).toContain(
      'File times: all set to 2023-11-14T22:13:20.000Z (SOURCE_DATE_EPOCH).',
    );
    expect(pushed.outputs['archive-sha256']).toBe(opened.outputs['archive-sha256']);
    expect(received(requests, 0).bytes.equals(received(requests, 1).bytes)).toBe(true);
    const times = execFileSync(
      'unzip',
      ['-Z', '-T', requests('createDeployment')[0]!.archive!.path],
      {
        encoding: 'utf8',
      },
    );
    expect(times).toContain('20231114.221320');
  });

  it('finds the deployment when the upload answer is lost, and creates no second one', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, github, preview, requests } = await world(onTestFinished);
    // The service creates the deployment, which succeeds at once, then the answer is lost.
    sim.account.behaviour = { finalStatus: 'succeeded', pollsToFinish: 1, msToFinish: 0 };
    sim.inject('createDeployment', { kind: 'lose-answer' });
    const result = await preview('pull_request', pullRequest('opened'));

    const [deployment] = sim.account.deployments();
    expect(result.exitCode).toBe(1);
    expect(result.errors).toEqual([
      expect.stringMatching(
        new RegExp(
          `after the whole archive was sent\\. The deployment may have been created: .* now shows deployment ${deployment?.id} \\(succeeded\\) of this commit: it is most likely this run's\\.$`,
        ),
      ),
    ]);
    expect(requests('createDeployment')).toHaveLength(1);
    expect(sim.account.deployments()).toHaveLength(1);
    expect(result.outputs['deployment-id']).toBe(String(deployment?.id));
    // The comment and the GitHub deployment say it failed, not that it is going.
    expect(github.comments[0]?.body).toContain('The last run failed');
    expect(github.deployments[0]?.states).toEqual(['in_progress', 'failure']);
  });

  it('tears down and cleans up without a region, a folder or instance settings', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, preview } = await world(onTestFinished);
    const id = sim.account.addInstance({ name: shop(7), instanceType: 'hobby' }).seed.id;
    const closed = await preview('pull_request', pullRequest('closed'), {
      region: '',
      path: 'nowhere',
      'instance-type': 'Not A Type',
    });
    expect(closed.errors).toEqual([]);
    expect(closed.outputs).toMatchObject({ outcome: 'terminated', 'instance-id': String(id) });
    const cleaned = await preview('schedule', {}, { region: '' });
    expect(cleaned.errors).toEqual([]);
    expect(cleaned.outputs.outcome).toBe('cleaned');
  });
});

describe.concurrent('never touching what is not its own', () => {
  /** Previews of other repositories with the same or a similar name, and one of an old version. */
  function strangers(sim: Simulator): Record<string, number> {
    const add = (name: string) =>
      sim.account.addInstance({ name, instanceType: 'hobby', createdAt: new Date(0) }).seed.id;
    return {
      // globex/shop's preview of pull request #7: the same repository name, another owner.
      [previewName('pr', 'globex/shop', 7)]: add(previewName('pr', 'globex/shop', 7)),
      // acme/Shop_ is alike as a slug (shop): another repository all the same.
      [previewName('pr', 'acme/shop_', 7)]: add(previewName('pr', 'acme/shop_', 7)),
      // A preview named by an earlier version, without the repository's hash.
      'pr-shop-7': add('pr-shop-7'),
    };
  }

  it('deploys, tears down and cleans up its own preview only, naming the look-alikes', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, github, preview, requests } = await world(onTestFinished, { instanceLimit: 10 });
    const others = strangers(sim);
    const opened = await preview('pull_request', pullRequest('opened'));
    expect(opened.errors).toEqual([]);
    const id = Number(opened.outputs['instance-id']);
    expect(Object.values(others)).not.toContain(id);
    expect(requests('createInstance').map((request) => request.fields.name)).toEqual([shop(7)]);
    expect(requests('createDeployment').map((request) => request.path)).toEqual([
      `/v1/instances/${id}/deployments`,
    ]);
    expect(opened.stdout).toMatch(/::notice::Left alone: .*pr-shop-7 \(\d+\)/);

    github.pulls.set(7, { state: 'closed' });
    const closed = await preview('pull_request', pullRequest('closed'));
    expect(closed.errors).toEqual([]);
    const cleaned = await preview('schedule', {}, { 'max-age': '1m' });
    expect(cleaned.errors).toEqual([]);
    expect(requests('terminateInstance').map((request) => request.path)).toEqual([
      `/v1/instances/${id}`,
    ]);
    for (const other of Object.values(others)) expect(sim.account.instanceIds()).toContain(other);
    expect(cleaned.stdout).toContain('::notice::Left alone: ');
    for (const name of Object.keys(others)) expect(cleaned.stdout).toContain(`${name} (`);
  });

  it('terminates every instance of its name when the pull request closes, duplicates of a race too', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, preview, requests } = await world(onTestFinished);
    const first = sim.account.addInstance({ name: shop(7), instanceType: 'hobby' }).seed.id;
    const second = sim.account.addInstance({ name: shop(7), instanceType: 'hobby' }).seed.id;
    const closed = await preview('pull_request', pullRequest('closed'));
    expect(closed.errors).toEqual([]);
    expect(requests('terminateInstance').map((request) => request.path)).toEqual([
      `/v1/instances/${first}`,
      `/v1/instances/${second}`,
    ]);
    expect(sim.account.instanceIds()).not.toContain(first);
    expect(sim.account.instanceIds()).not.toContain(second);
  });

  it("edits its own comment only, never another user's that begins with its marker", async ({
    expect,
    onTestFinished,
  }) => {
    const { github, preview } = await world(onTestFinished);
    github.comments.push({
      id: 1,
      issueNumber: 7,
      body: `<!-- amezmo-deploy:preview:${shop(7)} -->\nplanted by someone else`,
      author: 'mallory',
    });
    const opened = await preview('pull_request', pullRequest('opened'));
    expect(opened.errors).toEqual([]);
    expect(github.comments[0]?.body).toContain('planted by someone else');
    expect(github.comments).toHaveLength(2);
    expect(github.comments[1]).toMatchObject({ author: 'github-actions[bot]', issueNumber: 7 });
  });

  it('ends both runs cleanly when the pull request closes while its preview launches', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, github, preview, requests } = await world(onTestFinished, {
      readsToLaunch: 1_000,
    });
    const launching = preview('pull_request', pullRequest('opened'));
    // Wait for the instance, then close the pull request: the close run terminates it.
    for (
      let tries = 0;
      !sim.account.instanceIds().some((id) => id !== sim.seeded?.instanceId);
      tries++
    ) {
      if (tries > 200) throw new Error('no preview was launched');
      await new Promise((done) => setTimeout(done, 50));
    }
    github.pulls.set(7, { state: 'closed' });
    const closed = await preview('pull_request', pullRequest('closed'));
    const opened = await launching;

    expect(closed.errors).toEqual([]);
    expect(closed.outputs.outcome).toBe('terminated');
    expect(opened.errors).toEqual([]);
    expect(opened.exitCode).toBe(0);
    expect(opened.outputs.outcome).toBe('skipped');
    expect(opened.stdout).toContain(
      `::notice::Pull request #7 was closed while its preview launched: ${shop(7)} was terminated by the close, and nothing was deployed.`,
    );
    expect(requests('createDeployment')).toEqual([]);
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]?.body).toContain('### Amezmo preview: gone');
  }, 60_000);

  it('launches nothing for a push that arrives after the close', async ({
    expect,
    onTestFinished,
  }) => {
    const { github, preview, requests } = await world(onTestFinished);
    github.pulls.set(7, { state: 'closed' });
    const late = await preview('pull_request', pullRequest('synchronize', SECOND));
    expect(late.errors).toEqual([]);
    expect(late.outputs.outcome).toBe('skipped');
    expect(late.stdout).toContain('::notice::Nothing to deploy: pull request #7 is closed.');
    expect(requests('createInstance')).toEqual([]);
  });

  it('asks again when a DELETE answers 502, and takes a 204 as done', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, preview, requests } = await world(onTestFinished);
    const id = sim.account.addInstance({ name: shop(7), instanceType: 'hobby' }).seed.id;
    sim.inject('terminateInstance', { kind: 'status', status: 502, body: 'html' });
    sim.inject('terminateInstance', { kind: 'no-content' });
    const closed = await preview('pull_request', pullRequest('closed'), {}, FAST_RETRIES);
    expect(closed.errors).toEqual([]);
    expect(requests('terminateInstance').map((request) => request.status)).toEqual([502, 204]);
    expect(sim.account.instanceIds()).not.toContain(id);
  });

  it('says in one line that a preview it could not terminate is still running and billed', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, preview, requests } = await world(onTestFinished);
    const id = sim.account.addInstance({ name: shop(7), instanceType: 'hobby' }).seed.id;
    sim.inject('terminateInstance', { kind: 'status', status: 502, body: 'html' }, 10);
    const closed = await preview('pull_request', pullRequest('closed'), {}, FAST_RETRIES);
    expect(closed.exitCode).toBe(1);
    expect(closed.errors).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Could not terminate preview instance ${shop(7)} \\(${id}\\): Amezmo API: 502 .* It is still running, and billed by the hour: terminate it in the Amezmo dashboard, or run the clean-up \\(schedule or workflow_dispatch\\) again\\.$`,
        ),
      ),
    ]);
    expect(requests('terminateInstance')).toHaveLength(5);
  });

  it("waits out GitHub's rate limit on the comment, and says it was one", async ({
    expect,
    onTestFinished,
  }) => {
    const { github, preview } = await world(onTestFinished);
    github.rateLimit(/^POST .*\/comments$/, { kind: 'secondary', retryAfterSeconds: 1 });
    const opened = await preview('pull_request', pullRequest('opened'));
    expect(opened.errors).toEqual([]);
    expect(opened.stdout).toContain(
      "hit GitHub's rate limit; trying again in 1.0 s, when it resets.",
    );
    expect(github.comments).toHaveLength(1);
  });
});

describe.concurrent('clean-up', () => {
  it('terminates only previews of closed pull requests or past max-age, never another instance', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, github, preview, requests } = await world(onTestFinished);
    const old = new Date(Date.now() - 100 * HOUR);
    const add = (name: string, createdAt = new Date()) =>
      sim.account.addInstance({ name, instanceType: 'hobby', createdAt }).seed.id;
    const closedPreview = add(shop(1));
    const openPreview = add(shop(2));
    const oldPreview = add(shop(3), old);
    const otherRepository = add('pr-blog-4', old);
    const noNumber = add('pr-shop', old);
    const lookalike = add('production-shop-5', old);
    github.pulls.set(1, { state: 'closed' });
    github.pulls.set(2, { state: 'open' });
    github.pulls.set(3, { state: 'open' });
    github.pulls.set(4, { state: 'closed' });
    github.pulls.set(5, { state: 'closed' });

    const result = await preview('schedule', {}, { 'max-age': '72h' });
    expect(result.errors).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(result.outputs.outcome).toBe('cleaned');
    expect(requests('terminateInstance').map((request) => request.path)).toEqual([
      `/v1/instances/${closedPreview}`,
      `/v1/instances/${oldPreview}`,
    ]);
    expect(sim.account.instanceIds()).toEqual([
      sim.seeded?.instanceId,
      openPreview,
      otherRepository,
      noNumber,
      lookalike,
    ]);
    expect(result.stdout).toContain(`Terminating ${shop(1)} (`);
    expect(result.stdout).toContain('pull request #1 is closed');
    expect(result.stdout).toContain('past max-age 3d 0h');
    expect(result.stdout).toContain(`Keeping ${shop(2)} (`);
    expect(result.summary).toContain(`${shop(3)} (#3)`);
    expect(requests('createInstance')).toEqual([]);
    expect(requests('createDeployment')).toEqual([]);
  });
});

describe.concurrent('a hostile service', () => {
  it('changes no instance whose name is not exactly a preview name, and writes no command', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, github, preview, requests } = await world(onTestFinished);
    sim.account.addInstance({
      name: shop(1),
      instanceType: 'hobby',
      createdAt: new Date(Date.now() - 100 * HOUR),
    });
    github.pulls.set(1, { state: 'closed' });
    sim.taint('\n::error::injected');
    const result = await preview('schedule', {});
    expect(result.exitCode).toBe(0);
    expect(result.errors).toEqual([]);
    expect(requests('terminateInstance')).toEqual([]);
    expect(result.stdout).not.toMatch(/^::error::injected/m);
  });
});

describe.concurrent('failures a user can act on', () => {
  it('says the instance limit is reached and names the previews holding instances', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, preview, requests } = await world(onTestFinished, { instanceLimit: 2 });
    sim.account.addInstance({ name: shop(3), instanceType: 'hobby' });
    const result = await preview('pull_request', pullRequest('opened'));
    expect(result.exitCode).toBe(1);
    expect(result.errors).toEqual([
      expect.stringMatching(
        new RegExp(
          `^The Amezmo account has reached its instance limit of 2, so no preview can be created for pull request #7\\. Previews holding instances: ${shop(3)} \\(\\d+, 0m old\\)\\. .*raise the limit\\.$`,
        ),
      ),
    ]);
    expect(requests('createInstance')).toEqual([]);
  });

  it('says so when the launch itself is refused for the limit', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, preview } = await world(onTestFinished);
    sim.inject('createInstance', {
      kind: 'status',
      status: 422,
      code: 'instance_limit_reached',
      message: 'Please contact support to get your account limit increased.',
    });
    const result = await preview('pull_request', pullRequest('opened'));
    expect(result.exitCode).toBe(1);
    expect(result.errors[0]).toMatch(
      /^The Amezmo account has reached its instance limit of 4, so no preview can be created for pull request #7 \(Please contact support to get your account limit increased\.\)\. Previews holding instances: none; other instances fill the limit\./,
    );
  });

  it('lists the regions when the region is wrong, and launches nothing', async ({
    expect,
    onTestFinished,
  }) => {
    const { preview, requests } = await world(onTestFinished);
    const result = await preview('pull_request', pullRequest('opened'), { region: 'mars-1' });
    expect(result.exitCode).toBe(1);
    expect(result.errors).toEqual([
      "Input 'region' has 'mars-1', which Amezmo does not offer. Regions: lb2-us (United States), fra1-de (Germany).",
    ]);
    expect(requests('createInstance')).toEqual([]);
    expect(result.outputs.outcome).toBe('');
  });

  it('deploys without the comment when the token may not write one, and says which permission', async ({
    expect,
    onTestFinished,
  }) => {
    const { github, preview } = await world(onTestFinished);
    github.forbid(/comments/);
    const result = await preview('pull_request', pullRequest('opened'));
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('permissions: pull-requests: write');
    expect(result.outputs.outcome).toBe('created');
  });
});

describe.concurrent('node dist/preview/index.js', () => {
  it('says it needs a runner and exits 1 when started outside GitHub Actions', async ({
    expect,
    onTestFinished,
  }) => {
    await world(onTestFinished);
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
    const { sim, preview } = await world(onTestFinished);
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
    const { sim, github, workspace, requests } = await world(onTestFinished, {
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
