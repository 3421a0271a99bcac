// src/environments/: what the other folders may use. Everything else here is this folder's own.
export { readEnvironmentsFile } from './file.js';
export type { PatternFinding } from './lint.js';
export {
  driftError,
  type Mode,
  newEnvironmentsRun,
  outputsOf,
  reportHtml,
  reportParts,
} from './report.js';
export { syncEnvironments } from './sync.js';
