// What makes an archive, loaded on first use through index.ts's loadArchiver: the walk with its
// ignore rules, the manifest, the largest folders, the zip writer and its compressor threads.
export { listFiles } from './select.js';
export { manifestLine, manifestName, manifestParts } from './manifest.js';
export { largestFolders } from './size.js';
export { startCompressors, writeArchive } from './zip.js';
