// src/pipeline/: what the other folders may use. Everything else here is this folder's own.
export type { ArchiveSource, BuildSettings, GivenArchive, LinkPolicy } from './archive.js';
export { environmentUrl, healthCheckUrlOf, readEnvironment } from './environment.js';
export { failureOf, RunCancelledError } from './failure.js';
export {
  type AmezmoCheck,
  checkOfDeployment,
  createHttpProbe,
  failedHealth,
  type HealthReport,
  type HealthSettings,
  type HttpProbe,
  type Probe,
  type StatusRule,
  UnhealthyError,
} from './health.js';
export type { ReleaseProgress } from './progress.js';
export { deployRelease, type ReleaseRequest, type ReleaseResult } from './release.js';
export { archiveFacts, archiveOutputs, healthFacts, healthOutputs, keptFacts } from './report.js';
export { describeRelease, redeploy, type RollbackAttempt, RolledBackError } from './rollback.js';
export { FIRST_LOOK_MS, LAST_LOOK_MS, LaunchTimeoutError } from './upload.js';
export { restartWorkers } from './workers.js';
