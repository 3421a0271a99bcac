// src/preview/: what the other folders may use. Everything else here is this folder's own.
export { type Budget, parseDollars } from './cost.js';
export { mayDeploy, previewEventOf } from './event.js';
export type { PreviewRun, PreviewSettings } from './job.js';
export { prefixProblem } from './name.js';
export { parseMaxAge } from './plan.js';
export { previewFacts, previewOutputs } from './report.js';
export { runPreview } from './run.js';
export { type Trigger, TRIGGERS, type TriggerSettings } from './trigger.js';
