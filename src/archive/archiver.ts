// What makes an archive, loaded on first use through index.ts's loadArchiver: the walk with its
// ignore rules (deflate.ts lists the tree and deflates it as it goes), the manifest, the largest
// folders, the zip writer and its compressor threads.
export { manifestLine, manifestName, manifestParts } from './manifest.js';
export { largestFolders } from './size.js';
export { startCompressors } from './deflate.js';
export { writeArchive } from './zip.js';
