// src/rollback/: what the other folders may use. Everything else here is this folder's own.
export {
  newRollbackRun,
  type RollbackDependencies,
  type RollbackSettings,
  type RollbackTarget,
  runRollback,
} from './flow.js';
export { rollbackOutputs, rollbackSummary } from './report.js';
