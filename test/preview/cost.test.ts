import { describe, expect, it } from 'vitest';
import type { Instance, InstanceType } from '../../src/api/types.ts';
import {
  budgetHolders,
  checkBudget,
  checkLaunched,
  describeEndedCost,
  endedCost,
  formatDollarsUp,
  formatHourly,
  parseDollars,
  priceList,
  refusalLine,
  totalEndedCost,
  type Budget,
  type Holder,
} from '../../src/preview/cost.ts';
import { previewName } from '../../src/preview/name.ts';

const NOW = Date.parse('2026-06-10T12:00:00Z');
const HOUR = 3_600_000;
const shop = (n: number) => previewName('pr', 'acme/shop', n);

const TYPES: InstanceType[] = [
  { id: 'hobby', name: 'Hobby', hourly_price: '0.026880', monthly_price: 19 },
  { id: 'developer', name: 'Developer', hourly_price: '0.053760', monthly_price: 39 },
  { id: 'business', name: 'Business', hourly_price: '0.134400', monthly_price: 99 },
  { id: 'odd', name: 'Odd', hourly_price: 'free', monthly_price: 0 },
];
const PRICES = priceList(TYPES);

function instance(id: number, name: string, type: string, hoursOld: number, state = 'Running') {
  return {
    id,
    name,
    state,
    instance_type: type,
    created_at: new Date(NOW - hoursOld * HOUR).toISOString(),
  } as Instance;
}

describe('money', () => {
  it.each([
    ['0.026880', 26_880],
    ['$0.10', 100_000],
    ['1', 1_000_000],
    [' 2.5 ', 2_500_000],
    ['0.000001', 1],
    ['0.0000001', undefined],
    ['-1', undefined],
    ['1,50', undefined],
    ['free', undefined],
    ['', undefined],
  ])('parseDollars(%j) is %s', (text, micros) => {
    expect(parseDollars(text)).toBe(micros);
  });

  it('writes hourly prices as the API does, and bills rounded up to the cent', () => {
    expect(formatHourly(26_880)).toBe('$0.026880');
    expect(formatHourly(1_107_520)).toBe('$1.107520');
    expect(formatDollarsUp(2_714_880)).toBe('$2.72');
    expect(formatDollarsUp(10_000)).toBe('$0.01');
    expect(formatDollarsUp(0)).toBe('$0.00');
  });

  it('lists the prices it can read', () => {
    expect([...PRICES]).toEqual([
      ['hobby', 26_880],
      ['developer', 53_760],
      ['business', 134_400],
    ]);
  });
});

describe('budgetHolders', () => {
  it("is this repository's live previews, oldest first, priced and aged", () => {
    const holders = budgetHolders(
      [
        instance(1001, 'demo-shop', 'developer', 500),
        instance(1002, shop(4), 'hobby', 2),
        instance(1003, shop(3), 'developer', 26),
        instance(1004, shop(5), 'hobby', 1, 'Deleting'),
        instance(1005, previewName('pr', 'globex/shop', 6), 'hobby', 9),
        instance(1006, 'pr-shop-7', 'hobby', 9),
        instance(1007, shop(8), 'mystery', 1),
      ],
      { prefix: 'pr', repository: 'acme/shop', now: NOW, prices: PRICES },
    );
    expect(holders).toEqual([
      {
        name: shop(3),
        id: 1003,
        number: 3,
        instanceType: 'developer',
        hourlyMicros: 53_760,
        ageMs: 26 * HOUR,
      },
      expect.objectContaining({ id: 1002, number: 4, hourlyMicros: 26_880 }),
      expect.objectContaining({ id: 1007, number: 8, hourlyMicros: undefined }),
    ]);
  });
});

describe('checkBudget', () => {
  const holder = (number: number, type: string, hours: number): Holder => ({
    name: shop(number),
    id: 1000 + number,
    number,
    instanceType: type,
    hourlyMicros: PRICES.get(type),
    ageMs: hours * HOUR,
  });
  const two = [holder(3, 'developer', 26), holder(4, 'hobby', 2)];
  const hobby = { number: 7, instanceType: 'hobby', hourlyMicros: 26_880 };
  const budget = (maxPreviews?: number, maxHourlyMicros?: number): Budget => ({
    maxPreviews,
    maxHourlyMicros,
  });

  it.each([
    ['no caps', budget(), two, undefined],
    ['room for a third', budget(3), two, undefined],
    ['a third past max-previews 2', budget(2), two, 'max-previews'],
    ['the first past max-previews 1? no', budget(1), [], undefined],
    ['exactly at the cost cap', budget(undefined, 107_520), two, undefined],
    ['a millionth past the cost cap', budget(undefined, 107_519), two, 'max-hourly-cost'],
    ['both passed: the count is named', budget(1, 1), two, 'max-previews'],
    // An unlisted type counts at the dearest listed price (business, 0.134400).
    [
      'an unlisted price counts as the dearest',
      budget(undefined, 200_000),
      [holder(9, 'mystery', 1)],
      undefined,
    ],
    [
      'an unlisted price counts as the dearest, past the cap',
      budget(undefined, 150_000),
      [holder(9, 'mystery', 1)],
      'max-hourly-cost',
    ],
  ] as const)('%s', (_name, caps, holders, cap) => {
    expect(checkBudget(caps, holders, hobby, PRICES)?.cap).toBe(cap);
  });

  it('orders previews of one age by id, and tells an age it cannot read', () => {
    const holders = budgetHolders(
      [
        instance(1012, shop(12), 'hobby', 3),
        instance(1011, shop(11), 'hobby', 3),
        { ...instance(1013, shop(13), 'hobby', 1), created_at: 'soon' },
      ],
      { prefix: 'pr', repository: 'acme/shop', now: NOW, prices: PRICES },
    );
    expect(holders.map(({ id }) => id)).toEqual([1011, 1012, 1013]);
    const refusal = checkBudget(budget(1), holders, hobby, PRICES);
    expect(refusalLine(refusal!, 'acme/shop')).toContain(
      `${shop(13)} (#13, hobby at $0.026880 an hour, age unknown)`,
    );
  });

  it('names the previews holding the budget and their ages, in one line', () => {
    const count = checkBudget(budget(2), two, hobby, PRICES);
    expect(refusalLine(count!, 'acme/shop')).toBe(
      'No preview for pull request #7: it would be preview 3 of acme/shop at once, past ' +
        `max-previews 2. The budget is held by ${shop(3)} (#3, developer at $0.053760 an hour, ` +
        `26h 0m old), ${shop(4)} (#4, hobby at $0.026880 an hour, 2h 0m old). End one of them, ` +
        'or raise max-previews.',
    );
    const cost = checkBudget(budget(undefined, 50_000), [holder(9, 'mystery', 50)], hobby, PRICES);
    expect(refusalLine(cost!, 'acme/shop')).toBe(
      'No preview for pull request #7: its hobby instance at $0.026880 an hour would bring the ' +
        'previews of acme/shop to $0.161280 an hour, past max-hourly-cost $0.050000. The budget ' +
        `is held by ${shop(9)} (#9, mystery price not listed, 2d 2h old). End one of them, or ` +
        'raise max-hourly-cost.',
    );
    const alone = checkBudget(budget(undefined, 10_000), [], hobby, PRICES);
    expect(refusalLine(alone!, 'acme/shop')).toMatch(
      /No preview holds it: raise max-hourly-cost\.$/,
    );
  });
});

describe('checkLaunched', () => {
  const context = { prefix: 'pr', repository: 'acme/shop', now: NOW, prices: PRICES };
  const old = instance(1003, shop(3), 'hobby', 26);
  // Two runs raced: #7 and #8 launched past the same check; seconds apart, or at the same time.
  const seven = instance(1007, shop(7), 'hobby', 0.001);
  const eight = instance(1008, shop(8), 'hobby', 0);
  const tied = { ...seven, created_at: eight.created_at };
  const costly = instance(1008, shop(8), 'business', 0);
  const unknownTime = { ...seven, created_at: 'soon' };
  const caps = (maxPreviews?: number, maxHourlyMicros?: number): Budget => ({
    maxPreviews,
    maxHourlyMicros,
  });

  it.each([
    ['no caps', caps(), [old, seven, eight], seven, undefined],
    ['within the cap, the older launch', caps(2), [old, seven, eight], seven, undefined],
    ['past it, the newer launch', caps(2), [old, seven, eight], eight, 'max-previews'],
    ['the list not showing it yet', caps(2), [old, seven], eight, 'max-previews'],
    ['the same time: the lower id stays', caps(2), [old, tied, eight], tied, undefined],
    ['the same time: the higher id goes', caps(2), [old, tied, eight], eight, 'max-previews'],
    ['room for both', caps(3), [old, seven, eight], eight, undefined],
    // The newer one counts only those launched before it, whatever each costs.
    ['the older at the cost cap', caps(undefined, 53_760), [old, seven, costly], seven, undefined],
    ['the newer past it', caps(undefined, 53_760), [old, seven, costly], costly, 'max-hourly-cost'],
    // One that gave way already is being deleted: it holds nothing.
    [
      'an older one that gave way',
      caps(2),
      [old, { ...seven, state: 'Deleting' }, eight],
      eight,
      undefined,
    ],
    // A time that cannot be read counts as the newest; ids order two such.
    ['an unreadable time is the newest', caps(2), [old, unknownTime, eight], eight, undefined],
    [
      'an unreadable time gives way',
      caps(2),
      [old, unknownTime, eight],
      unknownTime,
      'max-previews',
    ],
  ] as const)('%s', (_name, budget, instances, launched, cap) => {
    expect(checkLaunched(budget, instances, launched, context)?.cap).toBe(cap);
  });

  it('names the previews launched before it as the holders', () => {
    const refusal = checkLaunched(caps(2), [eight, seven, old], eight, context);
    expect(refusal).toMatchObject({ number: 8, previews: 3 });
    expect(refusal?.holders.map(({ id }) => id)).toEqual([1003, 1007]);
    expect(refusalLine({ ...refusal!, gaveWay: { name: shop(8), id: 1008 } }, 'acme/shop')).toMatch(
      new RegExp(
        '^No preview for pull request #8: another run launched a preview at the same time, and ' +
          'it would be preview 3 of acme/shop at once, past max-previews 2: the newest launch ' +
          `gives way, so ${shop(8)} \\(1008\\) was terminated\\. The budget is held by ${shop(3)} `,
      ),
    );
  });
});

describe('endedCost', () => {
  it.each([
    // type, age, billed hours, total, text
    ['hobby', 0.01, 1, 26_880, 'hobby at $0.026880 an hour for 0m: about $0.03 (1 hour billed)'],
    ['hobby', 1, 1, 26_880, 'hobby at $0.026880 an hour for 1h 0m: about $0.03 (1 hour billed)'],
    [
      'developer',
      80.5,
      81,
      4_354_560,
      'developer at $0.053760 an hour for 3d 8h: about $4.36 (81 hours billed)',
    ],
    ['mystery', 3, 3, undefined, 'mystery (price not listed) for 3h 0m'],
  ] as const)('%s for %s hours', (type, hours, billed, total, text) => {
    const cost = endedCost(instance(1, shop(1), type, hours), PRICES, NOW);
    expect(cost.billedHours).toBe(billed);
    expect(cost.totalMicros).toBe(total);
    expect(describeEndedCost(cost)).toBe(text);
  });

  it('tells no age it cannot read', () => {
    const cost = endedCost({ instance_type: 'hobby', created_at: 'soon' }, PRICES, NOW);
    expect(cost).toMatchObject({
      ageMs: undefined,
      billedHours: undefined,
      totalMicros: undefined,
    });
    expect(describeEndedCost(cost)).toBe('hobby at $0.026880 an hour');
  });

  it('adds up what several cost', () => {
    const costs = [
      endedCost(instance(1, shop(1), 'hobby', 100.1), PRICES, NOW),
      endedCost(instance(2, shop(2), 'developer', 80.1), PRICES, NOW),
    ];
    expect(totalEndedCost(costs)).toBe('$0.080640 an hour together, about $7.07 over their lives');
    costs.push(endedCost(instance(3, shop(3), 'mystery', 1), PRICES, NOW));
    expect(totalEndedCost(costs)).toBe(
      '$0.080640 an hour together, about $7.07 over their lives (some prices or ages unknown)',
    );
  });
});
