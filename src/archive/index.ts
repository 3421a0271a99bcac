// src/archive/: what the other folders may use. Everything else here is this folder's own.
//
// What every run may need is here; what makes an archive (the walk and its ignore rules, the
// manifest, the zip writer and its compressor threads) is loaded on first use, through
// loadArchiver, so that a run that skips never reads it.
export type { EarlyDeflate } from './deflate.js';
export { archiveFormatOf } from './format.js';
export {
  exactBytes,
  readGivenFacts,
  sha256Of,
  type GivenArchiveFile,
  type GivenFile,
} from './given.js';
export { GrowingFile } from './growing.js';
export { DOTENV_MARKER, LEDGER_MARKER, LEDGER_MARKER_TEXT } from './own.js';
export type { FileList } from './select.js';
export { STREAM_FROM_BYTES, surelyFits } from './size.js';

/** The walk, the manifest and the zip writer: `const { writeArchive } = await loadArchiver()`. */
export const loadArchiver = () => import('./archiver.js');
