// src/deploy/: what the other folders may use. Everything else here is this folder's own.
export { rollBackRun } from './deliver.js';
export { runDeploy } from './flow.js';
export {
  type DeployDependencies,
  type DeployRun,
  type DeploySettings,
  newDeployRun,
} from './run.js';
export type { GitRef } from './ref.js';
export { deployFacts, deployOutputs, deployParts } from './report.js';
