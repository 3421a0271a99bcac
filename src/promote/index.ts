// src/promote/: what the other folders may use. Everything else here is this folder's own.
export type { Changes } from './changes.js';
export { type PromoteFrom } from './judge.js';
export {
  deployPromotion,
  preparePromotion,
  promotedFrom,
  type Promotion,
  type PromotionDependencies,
} from './promote.js';
export { PromotionRefusedError } from './source.js';
export { changesParts, promotedFromOutput, promotionFacts } from './report.js';
