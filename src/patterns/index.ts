// src/patterns/: auto-deploy patterns as Amezmo's PHP matches them, for the deploy job's decision
// and the environments job's lint alike, so that neither job imports the other.
export {
  MATCH_TIMEOUT_MS,
  type PatternProblemKind,
  subjectOf,
  testWithin,
  translatePattern,
} from './patterns.js';
