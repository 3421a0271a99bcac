// A rollout's plan, pure: the targets a list names, and how the `waves` setting splits them
// (the settings themselves are read in src/settings/rollout.ts). Data before any request, tested
// with tables.

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
