// The budget a launch must fit in: a new preview is refused before it is launched when it would
// pass max-previews or max-hourly-cost beside this repository's other previews, and recounted
// once launched, so that of two runs that launched at once the newer gives way. The caps and the
// prices are cost.ts's; this module asks for what they need and answers the refusal.
import { AmezmoDeployError } from '../errors.js';
import { ApiError, clauseOf, type Instance, type InstanceType } from '../api/index.js';
import {
  budgetHolders,
  checkBudget,
  checkLaunched,
  priceList,
  refusalLine,
  type BudgetRefusal,
} from './cost.js';
import { ownPreview, type LaunchSettings, type Run } from './job.js';
import { TeardownError } from './terminate.js';

/** A launch past max-previews or max-hourly-cost: the line names who holds the budget. */
export class BudgetError extends AmezmoDeployError {
  readonly errorCode = 'preview-over-budget';
  readonly refusal: BudgetRefusal;
  constructor(refusal: BudgetRefusal, repository: string) {
    super(refusalLine(refusal, repository));
    this.name = 'BudgetError';
    this.refusal = refusal;
  }
}

/** Whether a new preview of `launch`'s type would pass a cap, beside this repository's others. */
export function budgetRefusal(
  run: Run,
  number: number,
  launch: LaunchSettings,
  instances: readonly Instance[],
  types: readonly InstanceType[],
): BudgetRefusal | undefined {
  const { budget, prefix } = run.settings;
  if (budget.maxPreviews === undefined && budget.maxHourlyMicros === undefined) return undefined;
  const prices = priceList(types);
  const holders = budgetHolders(instances, {
    prefix,
    repository: run.context.repository,
    now: run.deps.clock.now(),
    prices,
  });
  const refusal = checkBudget(
    budget,
    holders,
    {
      number,
      instanceType: launch.instanceType,
      // checkChoices found the type; a price the API writes unreadably counts as the dearest.
      hourlyMicros: prices.get(launch.instanceType) ?? Math.max(0, ...prices.values()),
    },
    prices,
  );
  if (!refusal) {
    run.deps.logger.info(
      `Budget: ${holders.length + 1} preview(s) with this one` +
        (budget.maxPreviews === undefined ? '' : ` (max-previews ${budget.maxPreviews})`) +
        '.',
    );
  }
  return refusal;
}

/**
 * Recounts the budget once `launched` exists: two runs that read the instance list before either
 * launched both passed `budgetRefusal`. When this launch went past a cap, it gives way: its
 * instance is terminated at once, and the answer is the refusal the run fails with, as a refused
 * launch does; undefined when it fits.
 */
export async function recountBudget(
  run: Run,
  launched: Instance,
  types: readonly InstanceType[],
): Promise<BudgetError | undefined> {
  const { settings, context, deps } = run;
  const { client, signal, logger, clock } = deps;
  const { budget, prefix } = settings;
  if (budget.maxPreviews === undefined && budget.maxHourlyMicros === undefined) return undefined;
  let instances: Instance[];
  try {
    instances = await client.listInstances({}, { signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new Error(
      `Launched preview instance ${launched.name} (${launched.id}), but could not recount the ` +
        `budget: ${clauseOf(error)}. It is running: run the workflow again to deploy it, or end it.`,
      { cause: error },
    );
  }
  const refusal = checkLaunched(budget, instances, launched, {
    prefix,
    repository: context.repository,
    now: clock.now(),
    prices: priceList(types),
  });
  if (!refusal) return undefined;
  ownPreview(run, launched);
  logger.info(
    `Another run launched a preview at the same time, past ${refusal.cap}: terminating ` +
      `${launched.name} (${launched.id}), the newest launch.`,
  );
  try {
    await client.terminateInstance(launched.id, { signal });
  } catch (error) {
    if (signal.aborted) throw error;
    if (!(error instanceof ApiError && error.status === 404)) {
      throw new TeardownError(launched, error);
    }
  }
  return new BudgetError(
    { ...refusal, gaveWay: { name: launched.name, id: launched.id } },
    context.repository,
  );
}
