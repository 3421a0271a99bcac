import { createHash } from 'node:crypto';
import { once } from 'node:events';
import {
  createReadStream,
  createWriteStream,
  readFileSync,
  type Dirent,
  type Stats,
} from 'node:fs';
import { lstat, readdir, readlink } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { crc32, createDeflateRaw, deflateRaw } from 'node:zlib';
import { Zip, type ZipInputFile } from 'fflate';
import picomatch from 'picomatch';

const deflateRawAsync = promisify(deflateRaw);

/** The largest archive the service takes: 512 MiB. */
export const MAX_ARCHIVE_BYTES = 512 * 1024 * 1024;

export interface ArchiveEntry {
  /** Path inside the archive, `/`-separated; folders end in `/`. */
  readonly name: string;
  readonly kind: 'file' | 'directory' | 'symlink';
  readonly absolutePath: string;
  /** Permission bits, executable bits included. */
  readonly mode: number;
  readonly size: number;
  readonly mtime: Date;
  /** For a link: its target exactly as written. */
  readonly target?: string;
}

export interface FileList {
  readonly entries: readonly ArchiveEntry[];
  /** Whether a root `.env` was left out. */
  readonly leftOutEnv: boolean;
  /** Special files (sockets, FIFOs, devices) that cannot go in a zip. */
  readonly leftOutSpecial: readonly string[];
  /** Bytes of all files, before compression. */
  readonly totalBytes: number;
}

export interface BuiltArchive {
  readonly path: string;
  readonly size: number;
  readonly sha256: string;
  readonly files: number;
}

export class ArchiveError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ArchiveError';
  }
}

const READ_PROBLEMS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  ENOENT: 'it disappeared while the archive was built',
  EISDIR: 'it is a folder',
  EIO: 'input/output error',
};

function readFailure(name: string, error: unknown): ArchiveError {
  const code = (error as { code?: string }).code ?? '';
  const problem = READ_PROBLEMS[code] ?? (error instanceof Error ? error.message : String(error));
  return new ArchiveError(
    `Could not read '${name}' for the archive: ${problem}${code ? ` (${code})` : ''}. ` +
      "Fix its permissions, or leave it out with the 'exclude' input.",
    { cause: error },
  );
}

/**
 * Lists what goes into the archive: everything below `root` except `.git` (folder or file, at
 * any depth), the root `.env`, and what `exclude` matches. Links are listed, never followed.
 */
export async function listFiles(root: string, exclude: readonly string[]): Promise<FileList> {
  // Like .gitignore, a pattern without a slash matches at any depth: `*.log` anywhere.
  const patterns = exclude.map((pattern) => (pattern.includes('/') ? pattern : `**/${pattern}`));
  const isExcluded = patterns.length > 0 ? picomatch(patterns, { dot: true }) : () => false;
  const leftOutSpecial: string[] = [];
  let leftOutEnv = false;
  let totalBytes = 0;

  /** The entries below `folder`, in order; sibling folders are read concurrently. */
  async function walk(folder: string, prefix: string): Promise<ArchiveEntry[]> {
    let children: Dirent[];
    try {
      children = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      throw readFailure(prefix || '.', error);
    }
    children.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const kept = children.filter((child) => {
      if (child.name === '.git') return false;
      const name = prefix + child.name;
      if (name === '.env') {
        leftOutEnv = true;
        return false;
      }
      return !isExcluded(name);
    });
    const subtrees = await Promise.all(
      kept.map(async (child): Promise<ArchiveEntry[]> => {
        const name = prefix + child.name;
        const absolutePath = join(folder, child.name);
        let stat: Stats;
        try {
          stat = await lstat(absolutePath);
        } catch (error) {
          throw readFailure(name, error);
        }
        const common = { absolutePath, mode: stat.mode & 0o7777, mtime: stat.mtime };
        if (stat.isSymbolicLink()) {
          return [
            { ...common, name, kind: 'symlink', size: 0, target: await readlink(absolutePath) },
          ];
        }
        if (stat.isDirectory()) {
          const folderEntry: ArchiveEntry = {
            ...common,
            name: `${name}/`,
            kind: 'directory',
            size: 0,
          };
          return [folderEntry, ...(await walk(absolutePath, `${name}/`))];
        }
        if (stat.isFile()) {
          totalBytes += stat.size;
          return [{ ...common, name, kind: 'file', size: stat.size }];
        }
        leftOutSpecial.push(name);
        return [];
      }),
    );
    return subtrees.flat();
  }

  const entries = await walk(root, '');
  leftOutSpecial.sort();
  return { entries, leftOutEnv, leftOutSpecial, totalBytes };
}

/** The folders holding the most bytes, biggest first, to show what makes an archive too large. */
export function largestFolders(
  entries: readonly ArchiveEntry[],
  count = 5,
): { folder: string; bytes: number }[] {
  const totals = new Map<string, number>();
  for (const entry of entries) {
    if (entry.kind !== 'file') continue;
    const parts = entry.name.split('/').slice(0, -1);
    // Count each file in its first two levels of folders, so `vendor/` and `vendor/aws/` both show.
    for (let depth = 1; depth <= Math.min(2, parts.length); depth++) {
      const folder = `${parts.slice(0, depth).join('/')}/`;
      totals.set(folder, (totals.get(folder) ?? 0) + entry.size);
    }
  }
  return [...totals]
    .map(([folder, bytes]) => ({ folder, bytes }))
    .sort((a, b) => b.bytes - a.bytes || a.folder.localeCompare(b.folder))
    .slice(0, count);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KiB', 'MiB', 'GiB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

function tooLarge(limit: number, entries: readonly ArchiveEntry[]): ArchiveError {
  const folders = largestFolders(entries)
    .map(({ folder, bytes }) => `${folder} (${formatBytes(bytes)})`)
    .join(', ');
  return new ArchiveError(
    `The archive is over Amezmo's limit of ${formatBytes(limit)}. The largest folders, before ` +
      `compression, are: ${folders}. Leave some out with the 'exclude' input.`,
  );
}

export interface WriteOptions {
  /** zlib level, 0 (store) to 9. */
  level: number;
  signal?: AbortSignal;
  /** The size limit; tests lower it. */
  maxBytes?: number;
}

/** Files up to this size are read whole and compressed in one call; larger ones stream. */
const WHOLE_FILE_BYTES = 1024 * 1024;
/** How many entries are read and compressed ahead of the one being written. */
const AHEAD = 16;
/** Formats that are compressed already: deflating them costs time and saves nothing. */
const COMPRESSED = new Set(
  'png jpg jpeg gif webp avif heic ico woff woff2 zip gz tgz bz2 xz zst 7z rar jar phar mp3 mp4 m4a m4v mov webm ogg ogv flac'.split(
    ' ',
  ),
);

const DEFLATE = 8;
const STORE = 0;
const UNIX = 3;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;
const MSDOS_DIRECTORY = 0x10;

interface Prepared {
  readonly entry: ArchiveEntry;
  /** The bytes to store, already compressed when `compression` is DEFLATE; none for a streamed file. */
  readonly data?: Buffer;
  readonly compression: number;
  readonly crc: number;
  readonly size: number;
}

function isCompressedFormat(name: string): boolean {
  const dot = name.lastIndexOf('.');
  return dot > name.lastIndexOf('/') && COMPRESSED.has(name.slice(dot + 1).toLowerCase());
}

function zipFile(entry: ArchiveEntry, compression: number): ZipInputFile {
  const type = entry.kind === 'directory' ? S_IFDIR : entry.kind === 'symlink' ? S_IFLNK : S_IFREG;
  const dos = entry.kind === 'directory' ? MSDOS_DIRECTORY : 0;
  return {
    filename: entry.name,
    size: 0,
    crc: 0,
    compression,
    os: UNIX,
    attrs: (((type | entry.mode) << 16) | dos) >>> 0,
    mtime: entry.mtime,
  };
}

/** Reads and compresses one entry that is small enough to hold whole. */
async function prepare(entry: ArchiveEntry, level: number): Promise<Prepared> {
  if (entry.kind === 'directory')
    return { entry, data: Buffer.alloc(0), compression: STORE, crc: 0, size: 0 };
  if (entry.kind === 'symlink') {
    // A link is stored as its target, as zip tools store links.
    const data = Buffer.from(entry.target as string);
    return { entry, data, compression: STORE, crc: crc32(data), size: data.length };
  }
  if (entry.size > WHOLE_FILE_BYTES) return { entry, compression: STORE, crc: 0, size: entry.size };
  // Small files are read in one go on the main thread (an async read costs four trips to the
  // thread pool), while zlib compresses earlier ones in that pool.
  const raw = readFileSync(entry.absolutePath);
  const crc = crc32(raw);
  if (level > 0 && raw.length > 0 && !isCompressedFormat(entry.name)) {
    const deflated = await deflateRawAsync(raw, { level });
    if (deflated.length < raw.length)
      return { entry, data: deflated, compression: DEFLATE, crc, size: raw.length };
  }
  return { entry, data: raw, compression: STORE, crc, size: raw.length };
}

/**
 * Writes the listed entries as a zip at `destination`, hashing it on the way. Compression runs
 * in zlib's thread pool, several entries ahead of the one being written, so that both cores
 * work; fflate lays out the zip. Memory stays bounded: at most AHEAD small files are held.
 */
export async function writeArchive(
  list: FileList,
  destination: string,
  options: WriteOptions,
): Promise<BuiltArchive> {
  const { level, signal } = options;
  const maxBytes = options.maxBytes ?? MAX_ARCHIVE_BYTES;
  const output = createWriteStream(destination);
  const hash = createHash('sha256');
  let size = 0;
  let failure: Error | undefined;
  const finished = new Promise<void>((resolve, reject) => {
    output.on('error', reject);
    output.on('finish', resolve);
  });
  finished.catch(() => {});

  const zip = new Zip((error, chunk, final) => {
    if (failure) return;
    if (error) {
      failure = error;
      return;
    }
    size += chunk.length;
    if (size > maxBytes) {
      failure = tooLarge(maxBytes, list.entries);
      return;
    }
    hash.update(chunk);
    output.write(chunk);
    if (final) output.end();
  });

  const check = async (): Promise<void> => {
    signal?.throwIfAborted();
    if (failure) throw failure;
    if (output.writableNeedDrain) await once(output, 'drain', { signal });
  };

  const entries = list.entries;
  const pending: { entry: ArchiveEntry; prepared: Promise<Prepared> }[] = [];
  let next = 0;
  const fill = (): void => {
    while (pending.length < AHEAD && next < entries.length) {
      const entry = entries[next++] as ArchiveEntry;
      const prepared = prepare(entry, level);
      // A failure is reported where the entry is written; until then it must not go unhandled.
      prepared.catch(() => {});
      pending.push({ entry, prepared });
    }
  };

  try {
    fill();
    while (pending.length > 0) {
      const head = pending.shift() as (typeof pending)[number];
      let prepared: Prepared;
      try {
        prepared = await head.prepared;
      } catch (error) {
        throw readFailure(head.entry.name, error);
      }
      fill();
      if (prepared.data) {
        const file = zipFile(prepared.entry, prepared.compression);
        zip.add(file);
        file.crc = prepared.crc;
        file.size = prepared.size;
        file.ondata?.(null, prepared.data as Uint8Array<ArrayBuffer>, true);
      } else {
        await streamFile(zip, prepared.entry, level, check, signal);
      }
      await check();
    }
    zip.end();
    await check();
    await finished;
  } catch (error) {
    zip.terminate();
    output.destroy();
    throw error;
  }
  return { path: destination, size, sha256: hash.digest('hex'), files: entries.length };
}

/** Streams a large file into the zip, deflating it as it is read. */
async function streamFile(
  zip: Zip,
  entry: ArchiveEntry,
  level: number,
  check: () => Promise<void>,
  signal: AbortSignal | undefined,
): Promise<void> {
  const deflate = level > 0 && !isCompressedFormat(entry.name);
  const file = zipFile(entry, deflate ? DEFLATE : STORE);
  zip.add(file);
  const push = (chunk: Uint8Array, final: boolean) =>
    file.ondata?.(null, chunk as Uint8Array<ArrayBuffer>, final);
  const deflater = deflate ? createDeflateRaw({ level }) : undefined;
  deflater?.on('data', (chunk: Buffer) => push(chunk, false));
  const deflated = deflater ? once(deflater, 'end') : undefined;

  let crc = 0;
  let size = 0;
  try {
    for await (const chunk of createReadStream(entry.absolutePath, {
      highWaterMark: WHOLE_FILE_BYTES,
      signal,
    })) {
      const bytes = chunk as Buffer;
      crc = crc32(bytes, crc);
      size += bytes.length;
      if (!deflater) push(bytes, false);
      else if (!deflater.write(bytes)) await once(deflater, 'drain', { signal });
      await check();
    }
  } catch (error) {
    deflater?.destroy();
    throw signal?.aborted ? error : readFailure(entry.name, error);
  }
  deflater?.end();
  await deflated;
  file.crc = crc;
  file.size = size;
  push(new Uint8Array(0), true);
}
