// What previews cost: the budget a launch must fit in (max-previews, max-hourly-cost), and what a
// preview that ends has cost. Pure: prices come from the instance types the API lists, ages from
// the instances' created_at and the clock. Money is counted in millionths of a dollar, the API's
// own precision (`hourly_price` has six fractional digits), so that sums are exact.
import {
  type Instance,
  INSTANCE_DELETING,
  type InstanceId,
  type InstanceType,
  isInstanceState,
} from '../api/index.js';
import { ageMs, compareIds, formatAge, repositoryPreviews } from './plan.js';

const HOUR = 3_600_000;
/** Millionths of a dollar in a dollar. */
const DOLLAR = 1_000_000;

/** The caps a launch must fit in; undefined: no cap. */
export interface Budget {
  maxPreviews: number | undefined;
  /** In millionths of a dollar an hour. */
  maxHourlyMicros: number | undefined;
}

/** One preview that holds part of the budget. */
export interface Holder {
  name: string;
  id: InstanceId;
  number: number;
  instanceType: string;
  /** Its type's hourly price in millionths of a dollar; undefined when the API lists no such type. */
  hourlyMicros: number | undefined;
  ageMs: number | undefined;
}

/** The budget a launch would pass, and who holds it. */
export interface BudgetRefusal {
  cap: 'max-previews' | 'max-hourly-cost';
  /** The pull request whose preview is refused. */
  number: number;
  /** Its instance type and hourly price. */
  launching: { instanceType: string; hourlyMicros: number };
  /** Previews with the launch, and their hourly cost with it (unknown prices at the dearest). */
  previews: number;
  hourlyMicros: number;
  budget: Budget;
  holders: Holder[];
  /**
   * Set when the preview was launched already, by a run that raced another past the check, and
   * terminated at once: the newest launch gives way.
   */
  gaveWay?: { name: string; id: InstanceId };
}

/** `0.026880` (or `$0.10`) in millionths of a dollar; undefined for anything else. */
export function parseDollars(text: string): number | undefined {
  const match = /^\$?(\d{1,9})(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * DOLLAR + Number((match[2] ?? '').padEnd(6, '0'));
}

/** `$0.026880`: millionths of a dollar as the API writes prices. */
export function formatHourly(micros: number): string {
  return `$${Math.floor(micros / DOLLAR)}.${String(micros % DOLLAR).padStart(6, '0')}`;
}

/** `$1.94`: to the cent, rounded up (a bill is never less than the sum of its hours). */
export function formatDollarsUp(micros: number): string {
  const cents = Math.ceil(micros / 10_000);
  return `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Hourly prices by instance type id, in millionths of a dollar. */
export function priceList(types: readonly InstanceType[]): Map<string, number> {
  const prices = new Map<string, number>();
  for (const type of types) {
    const micros = parseDollars(String(type.hourly_price));
    if (micros !== undefined) prices.set(type.id, micros);
  }
  return prices;
}

/** This repository's live previews (not being deleted), oldest first, with their prices and ages. */
export function budgetHolders(
  instances: readonly Instance[],
  context: { prefix: string; repository: string; now: number; prices: ReadonlyMap<string, number> },
): Holder[] {
  return repositoryPreviews(instances, context.prefix, context.repository)
    .filter(({ instance }) => !isInstanceState(instance.state, INSTANCE_DELETING))
    .map(({ instance, number }) => ({
      name: instance.name,
      id: instance.id,
      number,
      instanceType: instance.instance_type,
      hourlyMicros: context.prices.get(instance.instance_type),
      ageMs: ageMs(instance, context.now),
    }))
    .sort((a, b) => (b.ageMs ?? 0) - (a.ageMs ?? 0) || compareIds(a.id, b.id));
}

/**
 * Whether a new preview fits in the budget beside `holders`; the refusal when it does not. A
 * holder whose type the API does not list is counted at the dearest listed price: the cap is a
 * promise about the bill, so an unknown price is never taken as free.
 */
export function checkBudget(
  budget: Budget,
  holders: readonly Holder[],
  launching: { number: number; instanceType: string; hourlyMicros: number },
  prices: ReadonlyMap<string, number>,
): BudgetRefusal | undefined {
  const dearest = Math.max(launching.hourlyMicros, ...prices.values());
  const previews = holders.length + 1;
  const hourlyMicros =
    launching.hourlyMicros +
    holders.reduce((sum, holder) => sum + (holder.hourlyMicros ?? dearest), 0);
  const refusal = {
    number: launching.number,
    launching: { instanceType: launching.instanceType, hourlyMicros: launching.hourlyMicros },
    previews,
    hourlyMicros,
    budget,
    holders: [...holders],
  };
  if (budget.maxPreviews !== undefined && previews > budget.maxPreviews) {
    return { cap: 'max-previews', ...refusal };
  }
  if (budget.maxHourlyMicros !== undefined && hourlyMicros > budget.maxHourlyMicros) {
    return { cap: 'max-hourly-cost', ...refusal };
  }
  return undefined;
}

/** When an instance was created, in ms; unreadable ones sort as the newest. */
function createdAt(instance: Pick<Instance, 'created_at'>): number {
  const time = Date.parse(instance.created_at);
  return Number.isNaN(time) ? Infinity : time;
}

/**
 * After a launch, whether the preview `launched` passed a cap. Runs that read the instance list
 * before either launched both passed the check (`checkBudget`); each recounts once its instance
 * exists. The previews are taken in the order they were launched (created_at, then id), and one
 * passes a cap when it does with those launched before it: every run that recounts sees the same
 * order, so the newest launches past a cap give way, and only they.
 */
export function checkLaunched(
  budget: Budget,
  instances: readonly Instance[],
  launched: Instance,
  context: { prefix: string; repository: string; now: number; prices: ReadonlyMap<string, number> },
): BudgetRefusal | undefined {
  if (budget.maxPreviews === undefined && budget.maxHourlyMicros === undefined) return undefined;
  const same = (instance: Pick<Instance, 'id'>) => String(instance.id) === String(launched.id);
  // A list read just after the create may not show it yet.
  const listed = instances.some(same) ? instances : [...instances, launched];
  const order = new Map(listed.map((instance) => [String(instance.id), createdAt(instance)]));
  const key = (holder: Holder) => order.get(String(holder.id)) ?? Infinity;
  const holders = budgetHolders(listed, context);
  const mine = holders.find(same);
  if (!mine) return undefined;
  const before = holders.filter(
    (holder) => holder !== mine && (key(holder) - key(mine) || compareIds(holder.id, mine.id)) < 0,
  );
  const { prices } = context;
  return checkBudget(
    budget,
    before,
    {
      number: mine.number,
      instanceType: mine.instanceType,
      hourlyMicros: mine.hourlyMicros ?? Math.max(0, ...prices.values()),
    },
    prices,
  );
}

/** `pr-shop-d21b2cdf-3 (#3, hobby at $0.026880 an hour, 2h 5m old)`. */
export function describeHolder(holder: Holder): string {
  const price =
    holder.hourlyMicros === undefined
      ? 'price not listed'
      : `at ${formatHourly(holder.hourlyMicros)} an hour`;
  const age = holder.ageMs === undefined ? 'age unknown' : `${formatAge(holder.ageMs)} old`;
  return `${holder.name} (#${holder.number}, ${holder.instanceType} ${price}, ${age})`;
}

/** What the refusal passes, in one clause, e.g. `a 3rd preview would pass max-previews 2`. */
export function refusalClause(refusal: BudgetRefusal, repository: string): string {
  return refusal.cap === 'max-previews'
    ? `it would be preview ${refusal.previews} of ${repository} at once, past max-previews ` +
        `${refusal.budget.maxPreviews ?? ''}`
    : `its ${refusal.launching.instanceType} instance at ` +
        `${formatHourly(refusal.launching.hourlyMicros)} an hour would bring the previews of ` +
        `${repository} to ${formatHourly(refusal.hourlyMicros)} an hour, past max-hourly-cost ` +
        `${formatHourly(refusal.budget.maxHourlyMicros ?? 0)}`;
}

/** The one line a refused launch is told in: what it would pass, and who holds the budget. */
export function refusalLine(refusal: BudgetRefusal, repository: string): string {
  const holders = refusal.holders.map(describeHolder);
  const gaveWay = refusal.gaveWay
    ? `another run launched a preview at the same time, and ${refusalClause(refusal, repository)}: ` +
      `the newest launch gives way, so ${refusal.gaveWay.name} (${refusal.gaveWay.id}) was terminated`
    : undefined;
  return (
    `No preview for pull request #${refusal.number}: ${gaveWay ?? refusalClause(refusal, repository)}. ` +
    (holders.length > 0
      ? `The budget is held by ${holders.join(', ')}. End one of them, or raise ${refusal.cap}.`
      : `No preview holds it: raise ${refusal.cap}.`)
  );
}

/** What a preview that ends has cost: its type's price for every hour begun (billed hourly). */
export interface EndedCost {
  instanceType: string;
  hourlyMicros: number | undefined;
  ageMs: number | undefined;
  /** Hours begun since it was created, at least one; undefined when its age is unknown. */
  billedHours: number | undefined;
  /** Undefined when the price or the age is unknown. */
  totalMicros: number | undefined;
}

export function endedCost(
  instance: Pick<Instance, 'instance_type' | 'created_at'>,
  prices: ReadonlyMap<string, number>,
  now: number,
): EndedCost {
  const hourlyMicros = prices.get(instance.instance_type);
  const age = ageMs(instance, now);
  const billedHours = age === undefined ? undefined : Math.max(1, Math.ceil(age / HOUR));
  return {
    instanceType: instance.instance_type,
    hourlyMicros,
    ageMs: age,
    billedHours,
    totalMicros:
      hourlyMicros === undefined || billedHours === undefined
        ? undefined
        : hourlyMicros * billedHours,
  };
}

/** `hobby at $0.026880 an hour for 2h 5m: about $0.09 (3 hours billed)`. */
export function describeEndedCost(cost: EndedCost): string {
  const price =
    cost.hourlyMicros === undefined
      ? `${cost.instanceType} (price not listed)`
      : `${cost.instanceType} at ${formatHourly(cost.hourlyMicros)} an hour`;
  if (cost.ageMs === undefined) return price;
  const total =
    cost.totalMicros === undefined
      ? ''
      : `: about ${formatDollarsUp(cost.totalMicros)} (${cost.billedHours} hour${cost.billedHours === 1 ? '' : 's'} billed)`;
  return `${price} for ${formatAge(cost.ageMs)}${total}`;
}

/** What several ended previews cost together: an hourly rate and a total, where known. */
export function totalEndedCost(costs: readonly EndedCost[]): string {
  const hourly = costs.reduce((sum, cost) => sum + (cost.hourlyMicros ?? 0), 0);
  const total = costs.reduce((sum, cost) => sum + (cost.totalMicros ?? 0), 0);
  const unknown = costs.some((cost) => cost.totalMicros === undefined);
  return (
    `${formatHourly(hourly)} an hour together, about ${formatDollarsUp(total)} over their lives` +
    (unknown ? ' (some prices or ages unknown)' : '')
  );
}
