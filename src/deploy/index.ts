// src/deploy/: what the other folders may use. Everything else here is this folder's own.
export { MATCH_TIMEOUT_MS } from './decide.js';
export { type DeploySettings, newDeployRun, runDeploy } from './flow.js';
export { subjectOf, testWithin, translatePattern } from './patterns.js';
export type { GitRef } from './ref.js';
export { deployFacts, deployOutputs } from './report.js';
