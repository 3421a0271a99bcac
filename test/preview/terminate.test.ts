// Terminating a preview when its pull request closes.
import { describe, expect, it } from 'vitest';
import { runPreview } from '../../src/preview/run.ts';
import {
  context,
  deps,
  github,
  logs,
  opened,
  route,
  settings,
  shop,
  sim,
  start,
  usePreviewRuns,
} from './fixture.ts';

usePreviewRuns();

describe('closing', () => {
  const closed = (number = 7) =>
    context('pull_request', { action: 'closed', number, pull_request: { number } });

  it('terminates, follows to 404, retires GitHub deployments and edits the comment', async () => {
    await start({ readsToLaunch: 1 });
    const id = (await runPreview(settings(), opened(), deps())).instanceId as number;
    const run = await runPreview(settings(), closed(), deps());
    expect(run).toMatchObject({
      outcome: 'terminated',
      instanceId: id,
      instanceName: shop(7),
    });
    expect(route('terminateInstance').map((request) => request.path)).toEqual([
      `/v1/instances/${id}`,
    ]);
    expect(route('getInstance').at(-1)?.status).toBe(404);
    expect(github.deployments[0]?.states.at(-1)).toBe('inactive');
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]?.body).toContain('because pull request #7 was closed');
  });

  it('warns when the instance is still being deleted after launch-timeout, and does not fail', async () => {
    await start({ readsToLaunch: 1, terminationMs: 3_600_000 });
    const id = sim.account.addInstance({ name: shop(7) }).seed.id;
    await runPreview(settings({ launchTimeoutSeconds: 30, comment: false }), closed(), deps());
    expect(logs).toContain(
      `warning: Preview instance ${id} (${shop(7)}) was still being deleted after 30 s; Amezmo finishes it on its own.`,
    );
    expect(logs).toContain(`Preview instance ${id}: Deleting`);
    expect(github.requests.filter((request) => request.path.includes('/comments'))).toEqual([]);
  });

  it('counts a DELETE answered 404 as gone, and retires the preview all the same', async () => {
    const id = sim.account.addInstance({ name: shop(7) }).seed.id;
    sim.inject('terminateInstance', { kind: 'status', status: 404 });
    const run = await runPreview(settings(), closed(), deps());
    expect(run.failure).toBeUndefined();
    expect(run.outcome).toBe('terminated');
    expect(logs).toContain(`Preview instance ${id} (${shop(7)}) was gone already.`);
    expect(github.comments[0]?.body).toContain('### Amezmo preview: gone');
  });

  it('skips a pull request without a preview, touching no instance', async () => {
    sim.account.addInstance({ name: shop(8) });
    const run = await runPreview(settings(), closed(), deps());
    expect(run.outcome).toBe('skipped');
    expect(run.skipReason).toBe(
      `pull request #7 has no preview instance named ${shop(7)} to terminate.`,
    );
    expect(route('terminateInstance')).toEqual([]);
  });
});
