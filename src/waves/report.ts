// How a rollout is told: the `targets-result` output (and the command line's --json), and the
// job summary's one table, a row a target. Pure: the shell writes what these make.
import { deployOutputs, newDeployRun } from '../deploy/index.js';
import { shortSha } from '../format.js';
import { type Cell, type Part, presentFacts } from '../summary.js';
import { targetName } from './plan.js';
import type { RolloutRun, TargetResult } from './rollout.js';

/** One target in `targets-result`, by the names action.yml gives. */
export interface TargetReport {
  readonly instance: string;
  readonly environment: string;
  readonly label: string;
  readonly wave: number;
  readonly outcome: TargetResult['outcome'];
  readonly 'deployment-id': number | null;
  readonly health: string;
  readonly 'rolled-back-to': string;
}

/** Each target's result, in the list's order. */
export function targetsResult(run: RolloutRun): TargetReport[] {
  return run.targets.map((result) => ({
    instance: result.target.instance,
    environment: result.target.environment,
    label: result.target.label ?? '',
    wave: result.wave,
    outcome: result.outcome,
    'deployment-id': result.deploymentId ?? null,
    health: result.health,
    'rolled-back-to': result.rolledBackTo,
  }));
}

/** The deploy action's outputs for a rollout: `targets-result`, and whether it deployed nothing. */
export function rolloutOutputs(run: RolloutRun): Record<string, string> {
  return {
    ...deployOutputs(newDeployRun()),
    skipped: String(
      run.targets.length > 0 && run.targets.every((result) => result.outcome === 'skipped'),
    ),
    'targets-result': JSON.stringify(targetsResult(run)),
  };
}

const OUTCOME: Record<TargetResult['outcome'], string> = {
  deployed: '✅ deployed',
  skipped: '⏭️ skipped',
  failed: '❌ failed',
  'not-started': '⏸️ not started',
  'rolled-back': '↩️ rolled back',
};

/** The summary's parts: what the rollout came to, then one row a target. */
export function rolloutSummary(
  run: RolloutRun,
  { error, durationMs }: { error?: string; durationMs?: number },
): Part[] {
  const count = (outcome: TargetResult['outcome']) =>
    run.targets.filter((result) => result.outcome === outcome).length;
  const outcome = error
    ? `❌ Failed: ${error}`
    : `✅ ${count('deployed')} deployed, ${count('skipped')} skipped, in ${run.waves} wave(s)`;
  const facts = presentFacts([
    ['Outcome', { text: outcome }],
    ['Archive', run.sha256 ? { text: `sha256 ${run.sha256}`, code: true } : undefined],
    [
      'Duration',
      durationMs === undefined ? undefined : { text: `${(durationMs / 1000).toFixed(1)} s` },
    ],
  ]);
  return [
    { kind: 'facts', facts },
    {
      kind: 'table',
      head: ['Target', 'Wave', 'Outcome', 'Deployment', 'Health', 'Time', 'Rolled back to'],
      rows: run.targets.map((result): Cell[] => [
        { text: targetName(result.target) },
        { text: String(result.wave) },
        { text: OUTCOME[result.outcome] },
        { text: result.deploymentId === undefined ? '' : String(result.deploymentId) },
        { text: result.health },
        { text: result.durationMs > 0 ? `${(result.durationMs / 1000).toFixed(1)} s` : '' },
        { text: result.rolledBackTo ? `commit ${shortSha(result.rolledBackTo)}` : '' },
      ]),
    },
  ];
}
