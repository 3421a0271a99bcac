// The budget a launch must fit in: refused before anything is launched, and told when it fits.
import { describe, expect, it } from 'vitest';
import { runPreview } from '../../src/preview/run.ts';
import {
  context,
  deps,
  failureOf,
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

describe('the budget', () => {
  const NO_CAP = { maxPreviews: undefined, maxHourlyMicros: undefined };

  it('refuses a launch past the budget, and comments who holds it', async () => {
    sim.account.addInstance({ name: shop(3), instanceType: 'business' });
    const run = await runPreview(
      settings({ budget: { ...NO_CAP, maxHourlyMicros: 150_000 } }),
      opened(),
      deps(),
    );
    expect(run.outcome).toBe('refused');
    expect(failureOf(run)?.message).toMatch(
      /^No preview for pull request #7: its hobby instance at \$0\.026880 an hour would bring the previews of acme\/shop to \$0\.161280 an hour, past max-hourly-cost \$0\.150000\. The budget is held by /,
    );
    expect(route('createInstance')).toEqual([]);
    expect(github.comments[0]?.body).toContain('### Amezmo preview of #7: not launched');
    const roomy = await runPreview(
      settings({ budget: { ...NO_CAP, maxPreviews: 2 } }),
      opened(),
      deps(),
    );
    expect(roomy.failure).toBeUndefined();
    expect(logs).toContainEqual('Budget: 2 preview(s) with this one (max-previews 2).');
  });

  it('tells the budget it fits in, and a clean-up with nothing to end asks no prices', async () => {
    await start({ readsToLaunch: 1 });
    const run = await runPreview(
      settings({ budget: { maxPreviews: undefined, maxHourlyMicros: 1_000_000 } }),
      opened(),
      deps(),
    );
    expect(run.outcome).toBe('created');
    expect(logs).toContainEqual('Budget: 1 preview(s) with this one.');
    const cleaned = await runPreview(settings(), context('schedule', {}), deps());
    expect(cleaned.outcome).toBe('cleaned');
    expect(route('listInstanceTypes')).toHaveLength(1);
    expect(logs).toContainEqual('notice: Clean-up terminated 0 preview(s) and kept 1.');
  });
});
