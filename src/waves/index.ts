// src/waves/: a rollout of one archive to many targets, in waves.
export {
  type OnFailure,
  type RolloutSettings,
  type Target,
  targetName,
  type WaveStep,
  waveSizes,
  wavesOf,
} from './plan.js';
export {
  RolloutStoppedError,
  type RolloutRun,
  runRollout,
  type TargetOutcome,
  type TargetResult,
} from './rollout.js';
export { rolloutOutputs, rolloutSummary, type TargetReport, targetsResult } from './report.js';
