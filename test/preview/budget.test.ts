// The budget a launch must fit in: refused before anything is launched, told when it fits, and
// recounted once launched, when the newer of two launches at once gives way.
import { describe, expect, it } from 'vitest';
import { recountBudget } from '../../src/preview/budget.ts';
import { runPreview } from '../../src/preview/run.ts';
import {
  client,
  clock,
  context,
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

describe('the recount once launched', () => {
  const ONE = { maxPreviews: 1, maxHourlyMicros: undefined };

  /** Preview `n` of acme/shop, launched `minutesAgo`, as the service lists it. */
  async function launched(n: number, minutesAgo: number) {
    const createdAt = new Date(clock.now() - minutesAgo * 60_000);
    const id = sim.account.addInstance({ name: shop(n), instanceType: 'hobby', createdAt }).seed.id;
    return client.getInstance(id);
  }

  it('gives way when another launch at the same time took the room: terminated, and refused', async () => {
    await launched(3, 2);
    const mine = await launched(7, 1);
    const types = await client.listInstanceTypes();
    const refusal = await recountBudget(runOf({ budget: ONE }), mine, types);
    expect(refusal?.refusal).toMatchObject({
      cap: 'max-previews',
      gaveWay: { name: shop(7), id: mine.id },
    });
    expect(route('terminateInstance').map(({ path }) => path)).toEqual([
      `/v1/instances/${mine.id}`,
    ]);
    expect(logs).toEqual([
      `Another run launched a preview at the same time, past max-previews: terminating ${shop(7)} (${mine.id}), the newest launch.`,
    ]);
  });

  it('keeps the older launch, and asks nothing without a cap', async () => {
    const mine = await launched(3, 2);
    await launched(7, 1);
    const types = await client.listInstanceTypes();
    expect(await recountBudget(runOf({ budget: ONE }), mine, types)).toBeUndefined();
    const listed = route('listInstances').length;
    const none = { maxPreviews: undefined, maxHourlyMicros: undefined };
    expect(await recountBudget(runOf({ budget: none }), mine, types)).toBeUndefined();
    expect(route('listInstances')).toHaveLength(listed);
    expect(route('terminateInstance')).toEqual([]);
  });

  it('says the launched preview runs on when the budget cannot be recounted', async () => {
    const mine = await launched(7, 1);
    sim.inject('listInstances', { kind: 'status', status: 403, code: 'forbidden', message: 'No.' });
    await expect(
      recountBudget(runOf({ budget: ONE }), mine, await client.listInstanceTypes()),
    ).rejects.toThrow(
      new RegExp(
        `^Launched preview instance ${shop(7)} \\(${mine.id}\\), but could not recount the budget: .*It is running: run the workflow again to deploy it, or end it\\.$`,
      ),
    );
    expect(route('terminateInstance')).toEqual([]);
  });
});
