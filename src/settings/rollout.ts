// A rollout's settings: `targets` and the settings that pace it (waves, max-parallel,
// wave-wait, on-failure), read from any front end's source.
import type { OnFailure, RolloutSettings, WaveStep } from '../waves/index.js';
import { durationSeconds } from './readers.js';
import { has, InputError, type SettingSource } from './source.js';

/**
 * A rollout as the settings ask for it, its targets not read yet: their reader (YAML, and the
 * JSON Schema's validator) is loaded by `readTargets`, so that a bundle that never rolls out
 * does not carry it.
 */
export type RolloutRequest = Omit<RolloutSettings, 'targets'> & {
  readonly targets: { readonly text: string; readonly label: string };
};

/** The rollout with its targets read and checked: throws InputError naming entry and field. */
export async function readTargets(request: RolloutRequest): Promise<RolloutSettings> {
  const { parseTargets } = await import('./targets.js');
  return { ...request, targets: parseTargets(request.targets.text, request.targets.label) };
}

type RolloutSettingName =
  'targets' | 'waves' | 'max-parallel' | 'wave-wait' | 'on-failure' | 'instance' | 'environment';

/** The most targets deployed at once a run may ask for. */
const MAX_PARALLEL = 50;

/** The rollout, when `targets` is given; undefined when it is not. */
export function readRolloutSettings<N extends string>(
  source: SettingSource<N | RolloutSettingName>,
): RolloutRequest | undefined {
  const label = source.label.bind(source);
  const text = source.text('targets');
  if (text === '') {
    const stray = (['waves', 'max-parallel', 'wave-wait', 'on-failure'] as const).filter((name) =>
      source.given(name),
    );
    if (stray.length > 0) {
      throw new InputError(
        `${label(stray[0] as RolloutSettingName)} paces a rollout to many targets, and ` +
          `${label('targets')} is not given: list the targets, or leave it out.`,
      );
    }
    return undefined;
  }
  for (const name of ['instance', 'environment'] as const) {
    if (source.given(name)) {
      throw new InputError(
        `${label(name)} and ${label('targets')} are both given: each target names its own ` +
          'instance and environment, so leave instance and environment out.',
      );
    }
  }
  const waves = parseWaves(source.text('waves'));
  if ('problem' in waves) throw has(label('waves'), source.text('waves'), waves.problem);
  const wait = parseWaveWait(source.text('wave-wait'));
  if ('problem' in wait) throw has(label('wave-wait'), source.text('wave-wait'), wait.problem);
  return {
    targets: { text, label: label('targets') },
    waves: waves.steps,
    maxParallel: parseMaxParallel(source.text('max-parallel'), label('max-parallel')),
    waveWaitMs: wait.ms,
    onFailure: parseOnFailure(source.text('on-failure'), label('on-failure')),
  };
}

export function parseMaxParallel(value: string, label = "Input 'max-parallel'"): number {
  if (!/^\d{1,3}$/.test(value) || Number(value) < 1 || Number(value) > MAX_PARALLEL) {
    throw has(label, value, `write how many targets may deploy at once, 1 to ${MAX_PARALLEL}.`);
  }
  return Number(value);
}

export function parseOnFailure(value: string, label = "Input 'on-failure'"): OnFailure {
  if (value === 'stop' || value === 'rollback-all') return value;
  throw has(label, value, 'use rollback-all (put back every target changed) or stop.');
}

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

/** Reads `wave-wait`: `0`, `30s`, `5m`, `1h`, `1h30m`. Answers milliseconds, or what is wrong. */
export function parseWaveWait(value: string): { ms: number } | PlanProblem {
  const seconds = durationSeconds(value);
  if (seconds === undefined || seconds * 1000 > MAX_WAVE_WAIT_MS) {
    return {
      problem:
        'write a wait as a number and a unit (d, h, m, s), e.g. 30s, 5m or 1h (at most 6h), ' +
        'or 0 for none.',
    };
  }
  return { ms: seconds * 1000 };
}

/** A job runs for 6 hours at most on GitHub's own runners. */
const MAX_WAVE_WAIT_MS = 6 * 3_600_000;
