// Launching a preview: the instance type's price, and the account's instance limit.
import { describe, expect, it } from 'vitest';
import { runPreview } from '../../src/preview/run.ts';
import { deps, failureOf, opened, route, settings, shop, sim, usePreviewRuns } from './fixture.ts';

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
