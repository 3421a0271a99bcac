// What goes into the archive, as data: the walk of the folder to deploy, with what is left out
// and why. Nothing here writes a zip.
import { lstatSync, readdirSync, readlinkSync, type Stats } from 'node:fs';
import picomatch from 'picomatch';

export interface ArchiveEntry {
  /** Path inside the archive, `/`-separated; folders end in `/`. */
  readonly name: string;
  readonly kind: 'file' | 'directory' | 'symlink';
  /** Permission bits, executable bits included. */
  readonly mode: number;
  readonly size: number;
  /** Modification time, in milliseconds. */
  readonly mtime: number;
  /** For a link: its target exactly as written. */
  readonly target?: string;
}

export interface FileList {
  /** The folder the entries' names are relative to. */
  readonly root: string;
  readonly entries: readonly ArchiveEntry[];
  /** Whether a root `.env` was left out. */
  readonly leftOutEnv: boolean;
  /** Special files (sockets, FIFOs, devices) that cannot go in a zip. */
  readonly leftOutSpecial: readonly string[];
  /** Bytes of all files, before compression. */
  readonly totalBytes: number;
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

export function readFailure(name: string, error: unknown): ArchiveError {
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
 *
 * The walk is synchronous on purpose: metadata comes from the cache in microseconds, and an
 * asynchronous walk of a large tree keeps thousands of promises alive at once, which made V8
 * grow its heap by 80 MB that it never gave back.
 */
export function listFiles(root: string, exclude: readonly string[]): FileList {
  // Like .gitignore, a pattern without a slash matches at any depth: `*.log` anywhere.
  const patterns = exclude.map((pattern) => (pattern.includes('/') ? pattern : `**/${pattern}`));
  const isExcluded = patterns.length > 0 ? picomatch(patterns, { dot: true }) : () => false;
  const entries: ArchiveEntry[] = [];
  const leftOutSpecial: string[] = [];
  let leftOutEnv = false;
  let totalBytes = 0;

  const walk = (folder: string, prefix: string): void => {
    let children: string[];
    try {
      children = readdirSync(folder).sort();
    } catch (error) {
      throw readFailure(prefix || '.', error);
    }
    for (const child of children) {
      if (child === '.git') continue;
      const name = prefix + child;
      if (name === '.env') {
        leftOutEnv = true;
        continue;
      }
      if (isExcluded(name)) continue;
      const path = `${folder}/${child}`;
      let stat: Stats;
      let target: string | undefined;
      try {
        stat = lstatSync(path);
        if (stat.isSymbolicLink()) target = readlinkSync(path);
      } catch (error) {
        throw readFailure(name, error);
      }
      const common = { mode: stat.mode & 0o7777, mtime: stat.mtimeMs };
      if (target !== undefined) {
        entries.push({ ...common, name, kind: 'symlink', size: 0, target });
      } else if (stat.isDirectory()) {
        entries.push({ ...common, name: `${name}/`, kind: 'directory', size: 0 });
        walk(path, `${name}/`);
      } else if (stat.isFile()) {
        entries.push({ ...common, name, kind: 'file', size: stat.size });
        totalBytes += stat.size;
      } else {
        leftOutSpecial.push(name);
      }
    }
  };

  walk(root, '');
  return { root, entries, leftOutEnv, leftOutSpecial, totalBytes };
}
