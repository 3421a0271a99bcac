// src/ledger/: what the other folders may use. Everything else here is this folder's own.
export { type ArchiveStore, ArtifactError } from './artifacts.js';
export { folderLedger, type FolderLedger, LedgerFolderError } from './folder.js';
export { githubLedger } from './github.js';
export type {
  ArchiveState,
  Candidate,
  HowToAsk,
  Journal,
  Ledger,
  LedgerRequest,
  LedgerScope,
  LiveRelease,
  Recording,
  ReleaseAsked,
} from './ledger.js';
export { type MirrorSettings, startMirror } from './mirror.js';
export {
  ENDED_STATES,
  healthDescription,
  type KeptArchive,
  type LedgerEntry,
  type PromotedFrom,
  PROVEN_AGAIN,
  type RecordedHealth,
  type ReleaseOutcome,
} from './record.js';
export { keepArchive, type RecordedRelease, startRecords } from './recording.js';
export { liveEntry } from './releases.js';
