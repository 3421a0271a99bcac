import { createHash } from 'node:crypto';
import { createWriteStream, type Dirent } from 'node:fs';
import { lstat, readdir, readlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipArchive } from 'archiver';
import picomatch from 'picomatch';

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
  const entries: ArchiveEntry[] = [];
  const leftOutSpecial: string[] = [];
  let leftOutEnv = false;
  let totalBytes = 0;

  async function walk(folder: string, prefix: string): Promise<void> {
    let children: Dirent[];
    try {
      children = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      throw readFailure(prefix || '.', error);
    }
    children.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const child of children) {
      if (child.name === '.git') continue;
      const name = prefix + child.name;
      if (name === '.env') {
        leftOutEnv = true;
        continue;
      }
      if (isExcluded(name)) continue;
      const absolutePath = join(folder, child.name);
      let stats;
      try {
        stats = await lstat(absolutePath);
      } catch (error) {
        throw readFailure(name, error);
      }
      const common = { absolutePath, mode: stats.mode & 0o7777, mtime: stats.mtime };
      if (stats.isSymbolicLink()) {
        const target = await readlink(absolutePath);
        entries.push({ ...common, name, kind: 'symlink', size: 0, target });
      } else if (stats.isDirectory()) {
        entries.push({ ...common, name: `${name}/`, kind: 'directory', size: 0 });
        await walk(absolutePath, `${name}/`);
      } else if (stats.isFile()) {
        entries.push({ ...common, name, kind: 'file', size: stats.size });
        totalBytes += stats.size;
      } else {
        leftOutSpecial.push(name);
      }
    }
  }

  await walk(root, '');
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

/** Writes the listed entries as a zip at `destination`, hashing it on the way. */
export async function writeArchive(
  list: FileList,
  destination: string,
  options: WriteOptions,
): Promise<BuiltArchive> {
  const maxBytes = options.maxBytes ?? MAX_ARCHIVE_BYTES;
  const zip = new ZipArchive({ zlib: { level: options.level }, store: options.level === 0 });
  const hash = createHash('sha256');
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) {
        done(tooLarge(maxBytes, list.entries));
        return;
      }
      hash.update(chunk);
      done(null, chunk);
    },
  });

  const failure = new Promise<never>((_resolve, reject) => {
    zip.on('error', reject);
    zip.on('warning', reject);
  });
  failure.catch(() => zip.abort());

  for (const entry of list.entries) {
    const data = { name: entry.name, mode: entry.mode, date: entry.mtime };
    if (entry.kind === 'directory') zip.append(Buffer.alloc(0), { ...data, type: 'directory' });
    else if (entry.kind === 'symlink') zip.symlink(entry.name, entry.target as string, entry.mode);
    else zip.file(entry.absolutePath, data);
  }
  const written = pipeline(zip, measure, createWriteStream(destination), {
    signal: options.signal,
  });
  try {
    await Promise.race([Promise.all([zip.finalize(), written]), failure]);
  } catch (error) {
    // A file that cannot be read fails the whole archive, with its name.
    const path = (error as { path?: unknown }).path;
    const entry = list.entries.find((candidate) => candidate.absolutePath === path);
    throw entry ? readFailure(entry.name, error) : error;
  }
  return { path: destination, size, sha256: hash.digest('hex'), files: list.entries.length };
}
