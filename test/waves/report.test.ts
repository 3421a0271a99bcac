import { describe, expect, it } from 'vitest';
import { rolloutOutputs, rolloutSummary, targetsResult } from '../../src/waves/report.ts';
import type { RolloutRun, TargetResult } from '../../src/waves/rollout.ts';
import { summaryText } from '../../src/summary.ts';

const result = (n: number, outcome: TargetResult['outcome'], more: Partial<TargetResult> = {}) =>
  ({
    target: { instance: String(1000 + n), environment: 'production', label: `c${n}` },
    wave: n,
    outcome,
    deploymentId: undefined,
    health: '',
    rolledBackTo: '',
    detail: '',
    durationMs: 0,
    ...more,
  }) satisfies TargetResult;

const run: RolloutRun = {
  waves: 3,
  sha256: 'e'.repeat(64),
  targets: [
    result(1, 'rolled-back', {
      deploymentId: 801,
      health: 'healthy',
      rolledBackTo: 'a'.repeat(40),
      durationMs: 2500,
    }),
    result(2, 'failed', { deploymentId: 802, health: 'unhealthy', durationMs: 1200 }),
    { ...result(3, 'not-started'), target: { instance: '1003', environment: 'staging' } },
  ],
};

describe('the report of a rollout', () => {
  it('gives each target in the list order, by the names of targets-result', () => {
    expect(targetsResult(run)).toEqual([
      {
        instance: '1001',
        environment: 'production',
        label: 'c1',
        wave: 1,
        outcome: 'rolled-back',
        'deployment-id': 801,
        health: 'healthy',
        'rolled-back-to': 'a'.repeat(40),
      },
      {
        instance: '1002',
        environment: 'production',
        label: 'c2',
        wave: 2,
        outcome: 'failed',
        'deployment-id': 802,
        health: 'unhealthy',
        'rolled-back-to': '',
      },
      {
        instance: '1003',
        environment: 'staging',
        label: '',
        wave: 3,
        outcome: 'not-started',
        'deployment-id': null,
        health: '',
        'rolled-back-to': '',
      },
    ]);
    expect(JSON.parse(rolloutOutputs(run)['targets-result'] as string)).toEqual(targetsResult(run));
    expect(rolloutOutputs(run).skipped).toBe('false');
  });

  it('says skipped only when every target was skipped', () => {
    expect(rolloutOutputs({ ...run, targets: [result(1, 'skipped')] }).skipped).toBe('true');
  });

  it('is one table, a row a target, under what the rollout came to', () => {
    const lines = summaryText(
      rolloutSummary(run, { error: 'Target c2 failed.', durationMs: 4000 }),
    );
    expect(lines).toEqual([
      'Outcome:  ❌ Failed: Target c2 failed.',
      `Archive:  sha256 ${'e'.repeat(64)}`,
      'Duration: 4.0 s',
      'Target                Wave  Outcome         Deployment  Health     Time   Rolled back to',
      'c1 (1001/production)  1     ↩️ rolled back  801         healthy    2.5 s  commit aaaaaaa',
      'c2 (1002/production)  2     ❌ failed        802         unhealthy  1.2 s',
      '1003/staging          3     ⏸️ not started',
    ]);
  });
});
