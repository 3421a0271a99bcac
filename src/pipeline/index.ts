// src/pipeline/: what the other folders may use. Everything else here is this folder's own.
//
// A release itself (deployRelease, and the rollback's redeploy, with the archive's code behind
// them) is loaded on first use, through loadRelease and loadRollback, so that a run that skips
// never reads it.
export {
  abandonWalk,
  type ArchiveSource,
  type BuildSettings,
  type GivenArchive,
  type LinkPolicy,
  readGivenArchive,
  startWalk,
  type StartedWalk,
} from './archive.js';
export { environmentUrl, healthCheckUrlOf, readEnvironment } from './environment.js';
export { failureOf, RunCancelledError } from './failure.js';
export {
  type AmezmoCheck,
  checkOfDeployment,
  failedHealth,
  replacedLater,
  type HealthReport,
  type HealthSettings,
  type Probe,
  type StatusRule,
  UnhealthyError,
} from './health.js';
export { createHttpProbe, type HttpProbe } from './http-probe.js';
export { lazyHttpProbe } from './probe.js';
export type { ReleaseProgress } from './progress.js';
export type { ReleaseRequest, ReleaseResult } from './release.js';
export { archiveFacts, archiveOutputs, healthFacts, healthOutputs, keptFacts } from './report.js';
export type { RollbackAttempt } from './rollback.js';
export { FIRST_LOOK_MS, LAST_LOOK_MS, LaunchTimeoutError } from './upload.js';
export { restartWorkers } from './workers.js';

/** deployRelease, the one way every job deploys: `const { deployRelease } = await loadRelease()`. */
export const loadRelease = () => import('./release.js');

/** The way back to the last healthy bytes: redeploy, describeRelease, RolledBackError. */
export const loadRollback = () => import('./rollback.js');
