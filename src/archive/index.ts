// src/archive/: what the other folders may use. Everything else here is this folder's own.
export type { CompressorPool } from './compress.js';
export { archiveFormatOf, sha256Of, zipEntryCount } from './given.js';
export { GrowingFile } from './growing.js';
export { manifestLine, manifestName, manifestParts } from './manifest.js';
export { DOTENV_MARKER, LEDGER_MARKER, LEDGER_MARKER_TEXT } from './own.js';
export { type FileList, listFiles } from './select.js';
export { largestFolders, STREAM_FROM_BYTES, surelyFits } from './size.js';
export { startCompressors, writeArchive } from './zip.js';
