import { describe, expect, it } from 'vitest';
import type { PreviewRun } from '../../src/preview/job.ts';
import type { BudgetRefusal } from '../../src/preview/cost.ts';
import { NO_RELEASE, type ReleaseResult } from '../../src/pipeline/release.ts';
import {
  costOf,
  endsWhen,
  goneCommentBody,
  liveCommentBody,
  previewFacts,
  previewOutputs,
  refusedCommentBody,
  replyBody,
} from '../../src/preview/report.ts';
import { shop } from './fixture.ts';

const NOW = Date.parse('2026-06-10T12:00:00Z');
const RUN = 'https://github.com/acme/shop/actions/runs/9';
const links = { runUrl: RUN, repositoryUrl: 'https://github.com/acme/shop' };

function release(deploymentStatus: string): ReleaseResult {
  return { ...NO_RELEASE, deploymentId: 840, deploymentStatus };
}

function report(overrides: Partial<PreviewRun> = {}): PreviewRun {
  return {
    steps: [],
    outcome: 'updated',
    pullRequest: 7,
    instanceName: 'pr-shop-7',
    instanceId: 1002,
    instanceType: 'hobby',
    hourlyPrice: '0.026880',
    createdAt: '2026-06-09T09:30:00.000000Z',
    previewUrl: 'https://production-1002.amezmo.test',
    branch: 'feature/`x`|y',
    commit: 'c'.repeat(40),
    release: release('pending'),
    ...overrides,
  };
}

describe('the outputs', () => {
  it('give every output, empty when unknown', () => {
    expect(previewOutputs(report())).toEqual({
      'instance-id': '1002',
      'preview-url': 'https://production-1002.amezmo.test',
      'deployment-id': '840',
      'deployment-status': 'pending',
      'archive-size': '',
      'archive-files': '',
      'archive-sha256': '',
      'archive-manifest': '',
      'archive-path': '',
      'hourly-price': '0.026880',
      outcome: 'updated',
      health: 'unchecked',
      'health-detail': '',
    });
    expect(previewOutputs({ steps: [] })).toEqual({
      'instance-id': '',
      'preview-url': '',
      'deployment-id': '',
      'deployment-status': '',
      'archive-size': '',
      'archive-files': '',
      'archive-sha256': '',
      'archive-manifest': '',
      'archive-path': '',
      'hourly-price': '',
      outcome: '',
      health: 'unchecked',
      'health-detail': '',
    });
  });
});

describe('the summary', () => {
  it('gives one row per fact, with links', () => {
    expect(previewFacts(report(), { ...links, now: NOW })).toEqual([
      ['Outcome', { text: '✅ updated' }],
      ['Pull request', { text: '#7' }],
      ['Instance', { text: 'pr-shop-7 (1002)' }],
      [
        'Preview',
        {
          text: 'https://production-1002.amezmo.test',
          href: 'https://production-1002.amezmo.test',
        },
      ],
      ['Cost', { text: 'hobby, $0.026880 an hour' }],
      [
        'Commit',
        { text: 'c'.repeat(12), href: `https://github.com/acme/shop/commit/${'c'.repeat(40)}` },
      ],
      ['Deployment', { text: '840: pending' }],
      ['Age', { text: '26h 30m' }],
      ['Run', { text: 'workflow run', href: RUN }],
    ]);
  });

  it('says a skip and a failure', () => {
    const skipped = previewFacts(
      { steps: [], outcome: 'skipped', skipReason: 'nothing to do.' },
      { runUrl: '', repositoryUrl: '', now: NOW },
    );
    expect(skipped).toEqual([
      ['Outcome', { text: '⏭️ skipped' }],
      ['Skipped because', { text: 'nothing to do.' }],
    ]);
    const failed = previewFacts(
      { steps: [], instanceName: 'pr-shop-7', instanceType: 'hobby' },
      { error: 'boom', runUrl: '', repositoryUrl: '', now: NOW },
    );
    expect(failed).toEqual([
      ['Outcome', { text: '❌ failed: boom' }],
      ['Instance', { text: 'pr-shop-7 (not created)' }],
      ['Cost', { text: 'hobby' }],
    ]);
  });
});

describe('the comment', () => {
  it('tells where, what, its status, its cost and age; a branch cannot break the table', () => {
    expect(liveCommentBody(report(), links, NOW)).toBe(
      [
        '### Amezmo preview of #7',
        '',
        '| Preview | [https://production-1002.amezmo.test](https://production-1002.amezmo.test) |',
        '|---|---|',
        `| Commit | [\`cccccccccccc\`](https://github.com/acme/shop/commit/${'c'.repeat(40)}) on \`feature/xy\` |`,
        '| Deployment | ⏳ 840: pending |',
        '| Instance | pr-shop-7 (1002) |',
        '| Cost | hobby, $0.026880 an hour |',
        '| Age | 26h 30m |',
        '',
        `It is terminated when the pull request closes. [Last run](${RUN}).`,
      ].join('\n'),
    );
  });

  it.each([
    ['succeeded', undefined, '✅'],
    ['pending', undefined, '⏳'],
    ['failed', undefined, '❌'],
    ['pending', 'timed out', '❌'],
  ])('marks %s (error %s) with %s', (status, error, icon) => {
    const run = report({
      release: release(status),
      ...(error ? { failure: new Error(error) } : {}),
    });
    expect(liveCommentBody(run, links, NOW)).toContain(`| Deployment | ${icon} 840: ${status} |`);
  });

  it('shows what it knows before the instance exists', () => {
    const body = liveCommentBody({ steps: [], pullRequest: 7 }, links, NOW);
    expect(body).toContain('| Preview | not yet known |');
    expect(body).not.toContain('| Cost |');
    expect(body).toContain('It is terminated when the pull request closes.');
  });

  it('says a preview is gone and why', () => {
    expect(goneCommentBody('pr-shop-7', 1002, 'pull request #7 was closed', RUN)).toBe(
      `### Amezmo preview: gone\n\nThe preview instance pr-shop-7 (1002) was terminated because pull request #7 was closed. [Run](${RUN}).`,
    );
    expect(goneCommentBody('pr-shop-7', 1002, 'it is old', '')).not.toContain('Run');
  });

  it('gives the cost only with a type', () => {
    expect(costOf(report({ instanceType: undefined }))).toBe('');
    expect(costOf(report({ hourlyPrice: undefined }))).toBe('hobby');
  });
});

describe('the comments of previews on demand', () => {
  it('says when the preview ends, as the trigger has it', () => {
    const ends = (trigger: 'always' | 'label' | 'comment', drafts = false) =>
      endsWhen({ trigger, label: 'needs preview', drafts });
    expect(ends('always')).toBe('It is terminated when the pull request becomes a draft or closes');
    expect(ends('always', true)).toBe('It is terminated when the pull request closes');
    expect(ends('label')).toBe(
      'It is terminated when the label `needs preview` is removed, when it becomes a draft, or when the pull request closes',
    );
    expect(ends('label', true)).toBe(
      'It is terminated when the label `needs preview` is removed, or when the pull request closes',
    );
    expect(ends('comment', true)).toBe(
      'It is terminated by a `/preview stop` comment, or when the pull request closes',
    );
    expect(endsWhen(undefined)).toBe('It is terminated when the pull request closes');
  });

  it("says a fork's preview waits for its build", () => {
    const body = liveCommentBody(report({ release: undefined, awaiting: 'a fork' }), links, NOW);
    expect(body).toContain('Nothing is deployed yet: pull request #7 comes from a fork');
    expect(body).toContain('| Deployment | ⏳ waiting for the build |');
    expect(body).not.toContain('| Commit |');
  });

  it('says what a gone preview cost, with the service’s words cut to plain ones', () => {
    const body = goneCommentBody('pr-shop-7', 1002, 'pull request #7 was closed', RUN, {
      instanceType: 'hob<b>by',
      hourlyMicros: 26_880,
      ageMs: 3_600_000 * 5.5,
      billedHours: 6,
      totalMicros: 161_280,
    });
    expect(body).toContain(
      'It ran as hobbby at $0.026880 an hour for 5h 30m: about $0.17 (6 hours billed).',
    );
    expect(body).not.toContain('<');
  });

  const REFUSED: BudgetRefusal = {
    cap: 'max-hourly-cost',
    number: 7,
    launching: { instanceType: 'hobby', hourlyMicros: 26_880 },
    previews: 2,
    hourlyMicros: 161_280,
    budget: { maxPreviews: undefined, maxHourlyMicros: 100_000 },
    holders: [
      {
        name: 'pr-shop-d21b2cdf-3',
        id: 1003,
        number: 3,
        instanceType: '<img src=x>|@x',
        hourlyMicros: undefined,
        ageMs: 7_200_000,
      },
    ],
  };

  it('tells a refused launch with the holders in a table, nothing of the service raw', () => {
    const body = refusedCommentBody(REFUSED, 'acme/shop', RUN);
    expect(body).toBe(
      [
        '### Amezmo preview of #7: not launched',
        '',
        'No preview was launched: its hobby instance at $0.026880 an hour would bring the ' +
          'previews of acme/shop to $0.161280 an hour, past max-hourly-cost $0.100000. The ' +
          'budget is held by:',
        '',
        '| Preview | Pull request | Type | Price | Age |',
        '|---|---|---|---|---|',
        '| pr-shop-d21b2cdf-3 | #3 | imgsrcxx | not listed | 2h 0m |',
        '',
        `End one of them, or raise \`max-hourly-cost\`, and run the preview again. [Run](${RUN}).`,
      ].join('\n'),
    );
  });

  it('tells a launch that gave way to another at the same time', () => {
    const gaveWay = { name: 'pr-shop-d21b2cdf-7<b>', id: 1007 };
    const body = refusedCommentBody({ ...REFUSED, gaveWay }, 'acme/shop', RUN);
    expect(body.split('\n').slice(0, 3)).toEqual([
      '### Amezmo preview of #7: terminated, past the budget',
      '',
      'The preview launched, pr-shop-d21b2cdf-7b, was terminated at once: another run launched ' +
        'a preview at the same time, and its hobby instance at $0.026880 an hour would bring the ' +
        'previews of acme/shop to $0.161280 an hour, past max-hourly-cost $0.100000. The newest ' +
        'launch gives way. The budget is held by:',
    ]);
  });

  it('replies to a command that changed nothing, with why', () => {
    expect(replyBody('launch', 'pull request #7 is closed', RUN)).toBe(
      `### Amezmo preview\n\n\`/preview\` was not carried out: pull request #7 is closed. [Run](${RUN}).`,
    );
    expect(replyBody('stop', 'x', '')).toContain('`/preview stop` was not carried out: x.');
    expect(replyBody('unknown', 'y', '')).toContain('The comment changed nothing: y.');
  });
});

describe('the comment', () => {
  it('shows no link for an address that is not https, and a failure with its run', () => {
    const body = liveCommentBody(
      {
        steps: [],
        pullRequest: 3,
        instanceName: shop(3),
        previewUrl: 'javascript:alert(1)',
        release: { ...NO_RELEASE, deploymentStatus: '<b>x</b>' },
        failure: new Error('boom'),
      },
      { runUrl: 'https://github.com/acme/shop/actions/runs/1', repositoryUrl: '' },
      0,
    );
    expect(body).toContain('| Preview | javascript:alert(1) |');
    expect(body).toContain('| Deployment | ❌ bxb |');
    // What failed leads, before the address: built from what the run learnt, not its message.
    expect(body.split('\n')[2]).toBe(
      '❌ **The last run failed.** See [the run log](https://github.com/acme/shop/actions/runs/1).',
    );
    expect(body).not.toContain('boom');
    expect(body).toContain(`| Instance | ${shop(3)} (not created) |`);
  });

  it('says the instance is launching, and how long that may take, before any deployment', () => {
    const body = liveCommentBody(
      {
        steps: [],
        pullRequest: 3,
        instanceName: shop(3),
        instanceId: 1002,
        launching: { timeoutSeconds: 1200 },
      },
      { runUrl: 'https://github.com/acme/shop/actions/runs/1', repositoryUrl: '' },
      0,
    );
    expect(body).toContain('⏳ **Launching the preview instance.**');
    expect(body).toContain('| Preview | known once the instance has launched |');
    expect(body).toContain('| Deployment | ⏳ once the instance has launched (up to 20 minutes) |');
  });
});
