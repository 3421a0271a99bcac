// A rollout's settings: `targets` and the settings that pace it (waves, max-parallel,
// wave-wait, on-failure), read from any front end's source.
import { type OnFailure, parseWaves, parseWaveWait, type RolloutSettings } from '../waves/index.js';
import { has, InputError, type SettingSource } from './source.js';
import { parseTargets } from './targets.js';

type RolloutSettingName =
  'targets' | 'waves' | 'max-parallel' | 'wave-wait' | 'on-failure' | 'instance' | 'environment';

/** The most targets deployed at once a run may ask for. */
const MAX_PARALLEL = 50;

/** The rollout, when `targets` is given; undefined when it is not. */
export function readRolloutSettings<N extends string>(
  source: SettingSource<N | RolloutSettingName>,
): RolloutSettings | undefined {
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
    targets: parseTargets(text, label('targets')),
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
