import { describe, expect, it } from 'vitest';
import type { Instance } from '../../src/api/types.ts';
import { previewName } from '../../src/preview/name.ts';
import { compareIds, parseMaxAge, planPreview, type PlanContext } from '../../src/preview/plan.ts';

/** acme/shop's preview of pull request `n`; another repository's is `other(n)`. */
const shop = (n: number) => previewName('pr', 'acme/shop', n);
const globex = (n: number) => previewName('pr', 'globex/shop', n);

const NOW = Date.parse('2026-06-10T12:00:00Z');
const HOUR = 3_600_000;

function instance(id: number, name: string, hoursOld = 1, state = 'Running'): Instance {
  return {
    id,
    name,
    state,
    created_at: new Date(NOW - hoursOld * HOUR).toISOString(),
  } as Instance;
}

function context(overrides: Partial<PlanContext> = {}): PlanContext {
  return {
    prefix: 'pr',
    repository: 'acme/shop',
    now: NOW,
    maxAgeMs: 72 * HOUR,
    pullRequests: new Map(),
    ...overrides,
  };
}

const summary = (plan: ReturnType<typeof planPreview>) =>
  plan.steps.map((step) =>
    step.action === 'create' ? `create ${step.name}` : `${step.action} ${step.instance.id}`,
  );

describe('planPreview: deploy and close', () => {
  const demo = instance(1001, 'demo-shop');
  it.each([
    [
      'no preview yet: create',
      { kind: 'deploy', number: 7 },
      [demo],
      'created',
      [`create ${shop(7)}`],
    ],
    [
      'a preview: reuse it',
      { kind: 'deploy', number: 7 },
      [demo, instance(1002, shop(7))],
      'updated',
      ['reuse 1002'],
    ],
    [
      'a preview being deleted: create another',
      { kind: 'deploy', number: 7 },
      [instance(1002, shop(7), 1, 'Deleting')],
      'created',
      [`create ${shop(7)}`],
    ],
    [
      'the same name twice: the oldest',
      { kind: 'deploy', number: 7 },
      [instance(1005, shop(7)), instance(1003, shop(7))],
      'updated',
      ['reuse 1003'],
    ],
    [
      "an earlier version's preview of the number: create",
      { kind: 'deploy', number: 7 },
      [instance(1002, 'pr-shop-7')],
      'created',
      [`create ${shop(7)}`],
    ],
    [
      'closed: terminate the preview',
      { kind: 'close', number: 7 },
      [demo, instance(1002, shop(7)), instance(1003, shop(8))],
      'terminated',
      ['terminate 1002'],
    ],
    ['closed without a preview: skip', { kind: 'close', number: 7 }, [demo], 'skipped', []],
    [
      'update only, with a preview: reuse it',
      { kind: 'deploy', number: 7, create: false },
      [demo, instance(1002, shop(7))],
      'updated',
      ['reuse 1002'],
    ],
    [
      'update only, without a preview: skip',
      { kind: 'deploy', number: 7, create: false },
      [demo, instance(1002, shop(7), 1, 'Deleting')],
      'skipped',
      [],
    ],
    [
      "another repository's preview of the same name and number: create ours",
      { kind: 'deploy', number: 7 },
      [instance(1002, globex(7))],
      'created',
      [`create ${shop(7)}`],
    ],
    [
      "closed: another repository's preview of the same number is never terminated",
      { kind: 'close', number: 7 },
      [instance(1002, globex(7)), instance(1003, 'pr-shop-7')],
      'skipped',
      [],
    ],
    [
      'closed with two instances of the name (a race): terminate both, oldest first',
      { kind: 'close', number: 7 },
      [instance(1005, shop(7)), instance(1003, shop(7)), instance(1004, shop(7), 1, 'Deleting')],
      'terminated',
      ['terminate 1003', 'terminate 1005'],
    ],
  ] as const)('%s', (_, event, instances, outcome, steps) => {
    const plan = planPreview(event, instances, context());
    expect(plan.outcome).toBe(outcome);
    expect(summary(plan)).toEqual(steps);
  });

  it("names the look-alikes of the same number, another repository's and an earlier version's", () => {
    const plan = planPreview(
      { kind: 'close', number: 7 },
      [instance(1002, globex(7)), instance(1003, 'pr-shop-7'), instance(1004, globex(8))],
      context(),
    );
    expect(plan.lookalikes.map((found) => found.id)).toEqual([1002, 1003]);
  });

  it('tells the duplicates of a deploy, reusing the oldest', () => {
    const plan = planPreview(
      { kind: 'deploy', number: 7 },
      [instance(1005, shop(7)), instance(1003, shop(7))],
      context(),
    );
    expect(summary(plan)).toEqual(['reuse 1003']);
    expect(plan.duplicates.map((found) => found.id)).toEqual([1005]);
  });

  it('orders ids past 2^53, kept as exact strings, without rounding', () => {
    expect(compareIds('9007199254740993', '9007199254740992')).toBe(1);
    expect(compareIds(1002, '9007199254740993')).toBe(-1);
    expect(compareIds('1003', 1003)).toBe(0);
  });

  it('says why a close is skipped', () => {
    expect(planPreview({ kind: 'close', number: 9 }, [], context()).reason).toBe(
      `pull request #9 has no preview instance named ${shop(9)} to terminate`,
    );
  });
});

describe('planPreview: clean-up', () => {
  const instances = [
    instance(1001, 'demo-shop', 500),
    instance(1002, shop(1), 100),
    instance(1003, shop(2), 2),
    instance(1004, shop(3), 2),
    instance(1005, globex(4), 500),
    instance(1006, shop(5), 500, 'Deleting'),
    instance(1007, 'production', 900),
  ];

  it('terminates previews of closed pull requests and those past max-age, nothing else', () => {
    const plan = planPreview(
      { kind: 'cleanup' },
      instances,
      context({
        pullRequests: new Map([
          [2, 'closed'],
          [3, 'open'],
          [1, 'open'],
        ]),
      }),
    );
    expect(plan.outcome).toBe('cleaned');
    expect(
      plan.steps.map((step) => [
        step.action,
        'instance' in step ? step.instance.name : step.name,
        step.reason,
      ]),
    ).toEqual([
      ['terminate', shop(1), 'it is 4d 4h old, past max-age 3d 0h'],
      ['terminate', shop(2), 'pull request #2 is closed'],
      ['keep', shop(3), 'pull request #3 is open and the preview is 2h 0m old'],
    ]);
  });

  it('terminates for age only when max-age is set', () => {
    const plan = planPreview({ kind: 'cleanup' }, instances, context({ maxAgeMs: undefined }));
    expect(plan.steps.filter((step) => step.action === 'terminate')).toEqual([]);
  });
});

describe('parseMaxAge', () => {
  it.each([
    ['72h', 72 * HOUR],
    ['3d', 72 * HOUR],
    ['90m', 90 * 60_000],
    ['', undefined],
    ['0', undefined],
  ])('%j -> %s ms', (value, ms) => {
    expect(parseMaxAge(value)).toEqual({ ms });
  });

  it.each(['0h', '72', 'h', '1w', '-3d', '1.5h'])('%j is refused', (value) => {
    expect(parseMaxAge(value)).toHaveProperty('problem');
  });
});

describe('planPreview: why a preview goes', () => {
  it('says the reason it was given, for each instance of the name', () => {
    const plan = planPreview(
      { kind: 'close', number: 7, reason: 'the label `preview` was removed from pull request #7' },
      [instance(1002, shop(7)), instance(1003, shop(7))],
      context(),
    );
    expect(plan.steps.map((step) => step.reason)).toEqual([
      `the label \`preview\` was removed from pull request #7 (one of 2 instances named ${shop(7)})`,
      `the label \`preview\` was removed from pull request #7 (one of 2 instances named ${shop(7)})`,
    ]);
    expect(planPreview({ kind: 'deploy', number: 7, create: false }, [], context()).reason).toBe(
      'pull request #7 has no preview, and this run launches none',
    );
  });
});
