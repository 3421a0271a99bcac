// The preview action in the test's process (`runActionInProcess`): the pipeline it shares with the
// deploy action, what is not its own, the clean-up, a hostile service, and the failures a user
// can act on, with the same assertions the bundle's runs had; test/e2e/preview.test.ts keeps
// the preview bundle's pull request from opened to closed, and what needs its process.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import type { Simulator } from '../helpers/simulator.ts';
import { previewName } from '../../src/preview/name.ts';
import { runActionInProcess } from '../helpers/in-process.ts';
import {
  SECOND,
  HOUR,
  FAST_RETRIES,
  shop,
  pullRequest,
  world,
  type World,
} from '../helpers/preview-world.ts';

describe.concurrent('a pull request from opened to closed', { timeout: 60_000 }, () => {
  it('skips a close without a preview, and changes nothing', async ({ expect, onTestFinished }) => {
    const { github, preview, requests } = await world(onTestFinished, runActionInProcess);
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

describe.concurrent(
  'the preview deploys through the same pipeline as the deploy action',
  { timeout: 60_000 },
  () => {
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
      const { root, workspace, preview, requests } = await world(
        onTestFinished,
        runActionInProcess,
      );
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
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(
        opened.outputs['archive-sha256'],
      );
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
      const { preview, requests } = await world(onTestFinished, runActionInProcess);
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

    it("never takes the preview's release before a push as the one the push made", async ({
      expect,
      onTestFinished,
    }) => {
      const { sim, preview } = await world(onTestFinished, runActionInProcess);
      const opened = await preview('pull_request', pullRequest('opened'));
      expect(opened.errors).toEqual([]);
      const [live] = sim.account.deployments();
      // The push's upload is answered with the id of the deployment the preview runs.
      sim.inject('createDeployment', {
        kind: 'body',
        status: 201,
        body: JSON.stringify({ id: live?.id, status: 'pending' }),
      });
      const pushed = await preview('pull_request', pullRequest('synchronize', SECOND));
      expect(pushed.exitCode).toBe(1);
      expect(pushed.errors).toEqual([
        expect.stringMatching(
          new RegExp(
            `^The Amezmo API answered the upload with deployment ${live?.id}, the one current on environment 'production' before it, not a new one\\.`,
          ),
        ),
      ]);
    });

    it('finds the deployment when the upload answer is lost, and creates no second one', async ({
      expect,
      onTestFinished,
    }) => {
      const { sim, github, preview, requests } = await world(onTestFinished, runActionInProcess);
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
      const { sim, preview } = await world(onTestFinished, runActionInProcess);
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
  },
);

describe.concurrent('never touching what is not its own', { timeout: 60_000 }, () => {
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
    const { sim, github, preview, requests } = await world(onTestFinished, runActionInProcess, {
      instanceLimit: 10,
    });
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
    const { sim, preview, requests } = await world(onTestFinished, runActionInProcess);
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
    const { github, preview } = await world(onTestFinished, runActionInProcess);
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
    const { sim, github, preview, requests } = await world(onTestFinished, runActionInProcess, {
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
    const { github, preview, requests } = await world(onTestFinished, runActionInProcess);
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
    const { sim, preview, requests } = await world(onTestFinished, runActionInProcess);
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
    const { sim, preview, requests } = await world(onTestFinished, runActionInProcess);
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
    const { github, preview } = await world(onTestFinished, runActionInProcess);
    github.rateLimit(/^POST .*\/comments$/, { kind: 'secondary', retryAfterSeconds: 1 });
    const opened = await preview('pull_request', pullRequest('opened'));
    expect(opened.errors).toEqual([]);
    expect(opened.stdout).toContain(
      "hit GitHub's rate limit; trying again in 1.0 s, when it resets.",
    );
    expect(github.comments).toHaveLength(1);
  });
});

describe.concurrent('clean-up', { timeout: 60_000 }, () => {
  it('terminates only previews of closed pull requests or past max-age, never another instance', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, github, preview, requests } = await world(onTestFinished, runActionInProcess);
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

describe.concurrent('a hostile service', { timeout: 60_000 }, () => {
  it('changes no instance whose name is not exactly a preview name, and writes no command', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, github, preview, requests } = await world(onTestFinished, runActionInProcess);
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

describe.concurrent('failures a user can act on', { timeout: 60_000 }, () => {
  it('says the instance limit is reached and names the previews holding instances', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, preview, requests } = await world(onTestFinished, runActionInProcess, {
      instanceLimit: 2,
    });
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
    const { sim, preview } = await world(onTestFinished, runActionInProcess);
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
    const { preview, requests } = await world(onTestFinished, runActionInProcess);
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
    const { github, preview } = await world(onTestFinished, runActionInProcess);
    github.forbid(/comments/);
    const result = await preview('pull_request', pullRequest('opened'));
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('permissions: pull-requests: write');
    expect(result.outputs.outcome).toBe('created');
  });
});
