// Launching a preview: the instance type's price, the account's instance limit, and what it
// means when the instance is gone while it launches.
import { describe, expect, it } from 'vitest';
import { goneWhileLaunching } from '../../src/preview/launch.ts';
import { runPreview } from '../../src/preview/run.ts';
import type { PreviewRun } from '../../src/preview/job.ts';
import {
  client,
  deps,
  failureOf,
  github,
  logs,
  opened,
  route,
  runOf,
  settings,
  shop,
  sim,
  usePreviewRuns,
} from './fixture.ts';

usePreviewRuns();

describe('reusing and the instance limit', () => {
  it('reuses the preview with the price of its own instance type', async () => {
    sim.account.addInstance({ name: shop(7), instanceType: 'business' });
    const run = await runPreview(settings(), opened(), deps());
    expect(run).toMatchObject({
      outcome: 'updated',
      instanceType: 'business',
      hourlyPrice: '0.134400',
    });
    expect(route('createInstance')).toEqual([]);
  });

  it('goes on without /me where the service lacks it, and names the 422', async () => {
    sim.disable('getMe');
    sim.inject('createInstance', {
      kind: 'status',
      status: 422,
      code: 'instance_limit_reached',
      message: 'Limit.',
    });
    sim.account.addInstance({ name: 'pr-other-9' });
    expect(failureOf(await runPreview(settings(), opened(), deps()))?.message).toContain(
      'The Amezmo account has reached its instance limit, so no preview can be created for pull request #7 (Limit.). Previews holding instances: pr-other-9 (',
    );
  });
});

describe('a preview gone while it launched', () => {
  /** What the service answers for an instance that is not there: a real 404. */
  const notFound = (id: number) => client.getInstance(id, { maxAttempts: 1 }).catch((e) => e);

  it('is skipped, with a notice, when its pull request closed meanwhile', async () => {
    github.pulls.set(7, { state: 'closed' });
    const error = await notFound(4242);
    const ending = await goneWhileLaunching(runOf(), 7, { id: 4242, name: shop(7) }, error);
    const said =
      `Pull request #7 was closed while its preview launched: ${shop(7)} was terminated by ` +
      'the close, and nothing was deployed.';
    expect(ending).toEqual({
      outcome: 'skipped',
      skipReason: said,
      gone: 'pull request #7 was closed while it launched',
    });
    expect(logs).toEqual([`notice: ${said}`]);
  });

  it('is taken as closed without a token, which cannot tell', async () => {
    const error = await notFound(4242);
    const ending = await goneWhileLaunching(
      runOf({}, opened(), false),
      7,
      { id: 4242, name: shop(7) },
      error,
    );
    expect(ending.outcome).toBe('skipped');
  });

  it('fails saying it is gone when its pull request is still open', async () => {
    github.pulls.set(7, { state: 'open' });
    const error = await notFound(4242);
    const ending = await goneWhileLaunching(runOf(), 7, { id: 4242, name: shop(7) }, error);
    expect(ending.outcome).toBeUndefined();
    expect(failureOf(ending as PreviewRun)?.message).toBe(
      `Preview instance ${shop(7)} (4242) is gone: it was terminated while this run launched it ` +
        '(in the Amezmo dashboard, or by a clean-up). Run the workflow again to launch a new one.',
    );
    expect(logs).toEqual([]);
  });

  it('fails with the error as it is when the instance is still there, or the error is no 404', async () => {
    const id = sim.account.addInstance({ name: shop(7) }).seed.id;
    const error = await notFound(4242);
    const there = await goneWhileLaunching(runOf(), 7, { id, name: shop(7) }, error);
    expect(there).toEqual({ failure: error });
    const other = new Error('socket hang up');
    const lookups = route('getInstance').length;
    expect(await goneWhileLaunching(runOf(), 7, { id, name: shop(7) }, other)).toEqual({
      failure: other,
    });
    expect(route('getInstance')).toHaveLength(lookups);
  });
});
