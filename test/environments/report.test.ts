import { describe, expect, it } from 'vitest';
import type { Change, EnvironmentPlan } from '../../src/environments/plan.ts';
import {
  describeChange,
  newEnvironmentsRun,
  outcome,
  outputsOf,
  reportHtml,
  showValue,
  type EnvironmentsRun,
} from '../../src/environments/report.ts';

const CHANGES: Change[] = [
  {
    environment: 'staging',
    setting: 'branch-patterns',
    before: ['^develop$'],
    after: ['^develop$', '^release/'],
  },
  { environment: 'staging', setting: 'newrelic-license-key', before: null, after: 'set' },
  { environment: 'production', setting: 'ssh', before: true, after: false },
  {
    environment: 'production',
    setting: 'trusted-ssh-ips',
    before: ['203.0.113.7'],
    after: [],
    note: 'emptied by the service when SSH is turned off',
  },
];

const RUN_URL = 'https://github.com/acme/shop/actions/runs/9';

function reportWith(
  mode: 'plan' | 'apply',
  changes: Change[] = CHANGES,
  overrides: Partial<EnvironmentsRun> = {},
): EnvironmentsRun {
  const names = [...new Set(changes.map((change) => change.environment))];
  return {
    ...newEnvironmentsRun(mode, '.amezmo/environments.yml'),
    instance: '1001',
    plans: names.map((name): EnvironmentPlan => ({
      name,
      changes: changes.filter((change) => change.environment === name),
      update: {},
    })),
    ...overrides,
  };
}

describe('outputs', () => {
  it('lists every change, secrets as words, and says whether anything differs', () => {
    const outputs = outputsOf(reportWith('plan'));
    expect(outputs.changed).toBe('true');
    expect(JSON.parse(outputs.changes as string)).toEqual(
      CHANGES.map(({ environment, setting, before, after }) => ({
        environment,
        setting,
        before,
        after,
      })),
    );
  });

  it.each<['plan' | 'apply', string[], string]>([
    ['plan', [], 'true'],
    ['apply', [], 'false'],
    ['apply', ['staging'], 'true'],
  ])('in %s mode with %j changed, changed is %s', (mode, applied, changed) => {
    expect(outputsOf(reportWith(mode, CHANGES, { applied })).changed).toBe(changed);
  });

  it('are empty before anything was compared', () => {
    expect(outputsOf(newEnvironmentsRun('plan', 'x.yml'))).toEqual({
      changed: 'false',
      changes: '[]',
    });
  });
});

describe('text', () => {
  it.each<[Change['before'], string]>([
    [null, '(none)'],
    [[], '(none)'],
    [['^main$', 'a b'], "['^main$', 'a b']"],
    [true, 'true'],
    ['set', 'set'],
  ])('shows %j as %s', (value, text) => {
    expect(showValue(value)).toBe(text);
  });

  it('describes a change on one line, with what the service does itself', () => {
    expect(CHANGES.map(describeChange)).toEqual([
      "staging: branch-patterns ['^develop$'] -> ['^develop$', '^release/']",
      'staging: newrelic-license-key (none) -> set',
      'production: ssh true -> false',
      "production: trusted-ssh-ips ['203.0.113.7'] -> (none) (emptied by the service when SSH is turned off)",
    ]);
  });

  it.each<[string, Partial<EnvironmentsRun>, string | undefined, string]>([
    [
      'a plan',
      {},
      undefined,
      '📝 4 settings in 2 environments of instance 1001 differ from .amezmo/environments.yml; nothing was changed.',
    ],
    [
      'an apply',
      { mode: 'apply' },
      undefined,
      '✅ Changed 4 settings in 2 environments of instance 1001, read back and verified.',
    ],
    [
      'no difference',
      { plans: [] },
      undefined,
      '✅ The live environments of instance 1001 match .amezmo/environments.yml.',
    ],
    [
      'a failure after a change',
      { applied: ['staging'] },
      'Boom.',
      '❌ Failed: Boom. Environments already changed: staging.',
    ],
    ['a failure before reading', { plans: undefined }, 'Bad.', '❌ Failed: Bad.'],
    ['nothing yet', { plans: undefined }, undefined, ''],
  ])('tells the outcome of %s', (_, overrides, error, text) => {
    expect(outcome(reportWith('plan', CHANGES, overrides), error)).toBe(text);
  });
});

describe('reportHtml', () => {
  it('shows a table of the changes, escaped, through the guard', () => {
    const report = reportWith('plan', [
      { environment: 'staging', setting: 'tag-patterns', before: ['<b>'], after: ['a&b'] },
    ]);
    const html = reportHtml(report, { runUrl: RUN_URL }, (text) => text.replace('a&b', 'GUARDED'));
    expect(html).toBe(
      '<h3>Amezmo environments: plan</h3>\n' +
        '<p>📝 1 setting in 1 environment of instance 1001 differs from .amezmo/environments.yml; nothing was changed.</p>\n' +
        '<table><tr><th>Environment</th><th>Setting</th><th>Now</th><th>.amezmo/environments.yml</th></tr>' +
        '<tr><td>staging</td><td>tag-patterns</td><td><code>&lt;b&gt;</code></td><td><code>GUARDED</code></td></tr></table>\n' +
        '<p><a href="https://github.com/acme/shop/actions/runs/9">workflow run log</a></p>\n',
    );
  });

  it('writes an @mention from the file so that it notifies nobody', () => {
    const report = reportWith('plan', [
      { environment: 'staging', setting: 'branch-patterns', before: [], after: ['@acme/admins'] },
    ]);
    const html = reportHtml(report, { runUrl: RUN_URL });
    expect(html).toContain('<code>&#64;acme/admins</code>');
    expect(html).not.toContain('@acme');
  });

  it('heads an apply with before and after, and links only https', () => {
    const html = reportHtml(reportWith('apply'), { runUrl: 'javascript:alert(1)' });
    expect(html).toContain('<th>Before</th><th>After</th>');
    expect(html).toContain('<td>none (emptied by the service when SSH is turned off)</td>');
    expect(html).not.toContain('<a ');
  });
});
