// src/figures/: the delivery figures and the history of an environment, from its ledger.
export { COUNTED, FIGURES, figuresHelp } from './definitions.js';
export {
  deliveryFigures,
  figuresJson,
  parseSince,
  type BroughtCommits,
  type DeliveryFigures,
} from './figures.js';
export { historyOf, type HistoryRow, type ReleaseRead } from './history.js';
export { type CommitSource, type CommitsFrom, readFigures, type ReadFigures } from './read.js';
export { figuresLine, figuresNote, figuresParts, historyJson, historyTable } from './report.js';
