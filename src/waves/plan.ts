// A rollout's plan, pure: the targets a list names, how the `waves` setting splits them, and how
// long to wait between waves. Data before any request, tested with tables.

/** One environment of one instance the archive is deployed to. */
export interface Target {
  readonly instance: string;
  readonly environment: string;
  /** The target's name in the log and the report, e.g. its customer's. */
  readonly label?: string;
  /** Its own probe URL; the run's `health-url` when absent. */
  readonly healthUrl?: string;
  /** Its own workers to restart; none when absent. */
  readonly workers?: readonly string[];
}

/** One wave's size as the `waves` setting says it. */
export type WaveStep =
  | { readonly kind: 'count'; readonly count: number }
  | { readonly kind: 'percent'; readonly percent: number }
  | { readonly kind: 'rest' };

/** What a setting's value is wrong with, to be worded by the setting's reader. */
export interface PlanProblem {
  readonly problem: string;
}

const WAVES_HOW =
  'write wave sizes separated by commas: a number of targets (1), a share of all targets (25%), ' +
  'and last, if you like, rest; e.g. "1, 25%, rest".';

/** Reads `waves`, e.g. `1, 25%, rest`: answers its steps, or what is wrong. */
export function parseWaves(value: string): { steps: WaveStep[] } | PlanProblem {
  const parts = value.split(',').map((part) => part.trim());
  if (parts.every((part) => part === '')) return { problem: `it is empty: ${WAVES_HOW}` };
  const steps: WaveStep[] = [];
  for (const [index, part] of parts.entries()) {
    if (steps.at(-1)?.kind === 'rest') {
      return { problem: `'rest' takes every target left, so it comes last: ${WAVES_HOW}` };
    }
    if (/^rest$/i.test(part)) {
      steps.push({ kind: 'rest' });
      continue;
    }
    const count = /^(\d{1,4})$/.exec(part);
    if (count && Number(count[1]) > 0) {
      steps.push({ kind: 'count', count: Number(count[1]) });
      continue;
    }
    const percent = /^(\d{1,3}(?:\.\d{1,2})?)\s*%$/.exec(part);
    if (percent && Number(percent[1]) > 0 && Number(percent[1]) <= 100) {
      steps.push({ kind: 'percent', percent: Number(percent[1]) });
      continue;
    }
    return { problem: `wave ${index + 1}, '${part.slice(0, 40)}', is not a size: ${WAVES_HOW}` };
  }
  return { steps };
}

/**
 * How many targets each wave takes, out of `total`. A share is of all the targets, rounded up
 * (25% of 6 is 2), so that no wave is empty; a wave takes no more than are left, and waves that
 * would find none left are dropped. Targets left once the steps are done make one last wave, as
 * if the steps ended in `rest`.
 */
export function waveSizes(steps: readonly WaveStep[], total: number): number[] {
  const sizes: number[] = [];
  let left = total;
  for (const step of steps) {
    if (left === 0) break;
    const wanted =
      step.kind === 'rest'
        ? left
        : step.kind === 'count'
          ? step.count
          : Math.max(1, Math.ceil((step.percent * total) / 100 - 1e-9));
    const size = Math.min(wanted, left);
    sizes.push(size);
    left -= size;
  }
  if (left > 0) sizes.push(left);
  return sizes;
}

/** The wave of each target (1, 2, …), in the list's order. */
export function wavesOf(steps: readonly WaveStep[], total: number): number[] {
  return waveSizes(steps, total).flatMap((size, index) => Array<number>(size).fill(index + 1));
}

/** Reads `wave-wait`: `0`, `30s`, `5m`, `1h`. Answers milliseconds, or what is wrong. */
export function parseWaveWait(value: string): { ms: number } | PlanProblem {
  if (value.trim() === '0') return { ms: 0 };
  const match = /^\s*(\d{1,6})\s*(s|m|h)\s*$/i.exec(value);
  const unit = { s: 1000, m: 60_000, h: 3_600_000 }[
    (match?.[2] ?? '').toLowerCase() as 's' | 'm' | 'h'
  ];
  if (!match || unit === undefined || Number(match[1]) * unit > MAX_WAVE_WAIT_MS) {
    return {
      problem:
        'write a wait in seconds, minutes or hours, e.g. 30s, 5m or 1h (at most 6h), or 0 for none.',
    };
  }
  return { ms: Number(match[1]) * unit };
}

/** A job runs for 6 hours at most on GitHub's own runners. */
const MAX_WAVE_WAIT_MS = 6 * 3_600_000;

/** How a target is named in the log and the report: its label, or where it is. */
export function targetName(target: Target): string {
  const where = `${target.instance}/${target.environment}`;
  return target.label ? `${target.label} (${where})` : where;
}

/** What follows the first target not proven healthy. */
export type OnFailure = 'stop' | 'rollback-all';

/** A rollout to many targets, checked: what the `targets` setting and its companions say. */
export interface RolloutSettings {
  readonly targets: readonly Target[];
  readonly waves: readonly WaveStep[];
  /** The most targets deployed at once. */
  readonly maxParallel: number;
  /** The wait after a healthy wave before the next, in ms. */
  readonly waveWaitMs: number;
  readonly onFailure: OnFailure;
}
