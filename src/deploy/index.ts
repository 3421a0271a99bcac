// src/deploy/: what the other folders may use. Everything else here is this folder's own.
export { type DeploySettings, newDeployRun, runDeploy } from './flow.js';
export type { GitRef } from './ref.js';
export { deployFacts, deployOutputs, deployParts } from './report.js';
