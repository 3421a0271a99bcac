// src/checks/: what the other folders may use. Everything else here is this folder's own.
export {
  type Check,
  ChecksAnswerError,
  ChecksRefusedError,
  type ChecksSettings,
  judgeChecks,
  type RequiredChecks,
} from './checks.js';
export { awaitChecks, type ChecksDependencies, type CommitChecks, requireChecks } from './wait.js';
