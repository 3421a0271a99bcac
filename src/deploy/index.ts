// src/deploy/: what the other folders may use. Everything else here is this folder's own.
export {
  type DeployDependencies,
  type DeployRun,
  type DeploySettings,
  newDeployRun,
  rollBackRun,
  runDeploy,
} from './flow.js';
export type { GitRef } from './ref.js';
export { deployFacts, deployOutputs, deployParts } from './report.js';
