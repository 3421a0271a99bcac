// What goes into the archive, as data: the walk of the folder to deploy, with what is left out
// and why. Nothing here writes a zip.
import { isUtf8 } from 'node:buffer';
import {
  closeSync,
  existsSync,
  lstatSync,
  openSync,
  readdirSync,
  readlinkSync,
  readSync,
  type Stats,
} from 'node:fs';
import { posix } from 'node:path';
import ignore, { type Ignore } from 'ignore';
import { LISTED_FILE_FLAGS, NOT_REGULAR } from './compress-worker.js';
import { readSmallFile } from '../small-file.js';
import { ArchiveError } from './error.js';
import { DOTENV_MARKED_UP_TO, DOTENV_MARKER, LEDGER_MARKER } from './own.js';

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
  /** `.env.local` and `.env.*.local` files left out by default, at any depth. */
  readonly leftOutLocalEnv: readonly string[];
  /** Files shaped like secrets that are shipped: `.env*` other than the root `.env` and templates. */
  readonly shippedEnv: readonly string[];
  /** Rules (from the ignore file, then `exclude`) that matched no path the walk saw. */
  readonly unusedPatterns: readonly string[];
  /**
   * Links whose target lies outside the archive: an absolute path, or one that climbs above the
   * root with `..`. Unpacked on the server, they point at whatever is there, not at this tree.
   */
  readonly linksOutside: readonly { readonly name: string; readonly target: string }[];
  /** The ignore file whose rules were read, relative to `root`, when there was one. */
  readonly ignoreFile?: string;
  /**
   * What amezmo-deploy wrote itself, left out whatever the rules say: ledger folders (ending in
   * `/`) and --dotenv files, known by their markers (./own.ts).
   */
  readonly leftOutOwn: readonly string[];
}

/**
 * What the walk has listed so far, told after each folder: the entries in the archive's order
 * (each folder's children sorted, a folder's contents right after it), which only grows, and the
 * bytes of their files.
 */
export interface Listed {
  readonly entries: readonly ArchiveEntry[];
  readonly totalBytes: number;
}

/** Where the listing's rules come from, besides the `exclude` input. */
export interface ListOptions {
  /** A file at the root of the folder holding more rules, `.gitignore`-style; may be absent. */
  readonly ignoreFile?: string;
  /** How the walk reads folders and the kind of each name: node:fs's own unless a test says. */
  readonly fileSystem?: WalkFileSystem;
}

/**
 * The two calls of the walk a test stands in for, to see which folders were read, to get a
 * folder's names in another order, or a name gone by the time it is looked at.
 */
export interface WalkFileSystem {
  readonly readdirSync: typeof readdirSync;
  readonly lstatSync: typeof lstatSync;
}

/**
 * Whether the file at `path` is a --dotenv file amezmo-deploy wrote: it starts with the marker
 * line. Read only for files at the root or named `*.env` (where dotenv files are put), and small.
 */
function isOwnDotenv(path: string, name: string, stat: Stats): boolean {
  if (stat.size > DOTENV_MARKED_UP_TO) return false;
  if (name.includes('/') && !name.endsWith('.env')) return false;
  const head = Buffer.alloc(DOTENV_MARKER.length + 1);
  let fd: number | undefined;
  try {
    fd = openSync(path, LISTED_FILE_FLAGS);
    // The marker's line ends in LF, or in CRLF, whose CR is the last byte read.
    const line = head.toString('latin1', 0, readSync(fd, head, 0, head.length, 0));
    return line === `${DOTENV_MARKER}\n` || line === `${DOTENV_MARKER}\r`;
  } catch {
    // A file that cannot be read now is not known as ours; the zip writer says what is wrong.
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Whether a link's target, read from the link's place in the archive, lies outside the archive. */
export function leadsOutside(name: string, target: string): boolean {
  if (posix.isAbsolute(target)) return true;
  const resolved = posix.normalize(posix.join(posix.dirname(name), target));
  return resolved === '..' || resolved.startsWith('../');
}

/** Left out at any depth unless a rule says otherwise: local overrides hold a developer's secrets. */
const DEFAULT_RULES = ['.env.local', '.env.*.local'];

const KEPT = { ignored: false, unignored: false } as const;

/** `.env` files that are meant to be shipped: they hold names and placeholders, not secrets. */
const ENV_TEMPLATES = new Set(['example', 'sample', 'dist', 'template']);

function isSecretShaped(name: string): boolean {
  const base = name.slice(name.lastIndexOf('/') + 1);
  if (base !== '.env' && !base.startsWith('.env.')) return false;
  const suffix = base.slice('.env.'.length).toLowerCase();
  return !ENV_TEMPLATES.has(suffix);
}

/** The rules of an ignore file, one per line, as git reads them (blank lines and comments dropped). */
export function rulesOf(text: string): string[] {
  return text.split(/\r?\n/).filter((line) => line.trim() !== '' && !line.startsWith('#'));
}

/** What a FIFO, a socket or a device put in a listed file's place answers, whichever way. */
const NOT_A_FILE = 'it is not a regular file (a FIFO, a socket or a device)';

const READ_PROBLEMS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  ENOENT: 'it disappeared while the archive was built',
  EISDIR: 'it is a folder',
  EIO: 'input/output error',
  ELOOP: 'it became a link after it was listed (a link is archived as a link, never followed)',
  [NOT_REGULAR]: NOT_A_FILE,
  ESPIPE: NOT_A_FILE,
  ENXIO: NOT_A_FILE,
  EAGAIN: NOT_A_FILE,
};

/** The largest ignore file read: rules for a tree, not a tree's list. */
const MAX_RULES_BYTES = 1024 * 1024;

/**
 * The text of the ignore file, a regular file (its settings checked it, links resolved, inside
 * the workspace): one put in its place since, a FIFO or a device, fails rather than holding the
 * walk or never ending.
 */
function readRules(path: string): string {
  return readSmallFile(path, MAX_RULES_BYTES, 'a file of rules', (what) => new Error(what));
}

/**
 * A name whose bytes are not UTF-8 (written on a system set to Latin-1, say): a zip names its
 * entries in UTF-8 and the service extracts them so, so such a name would arrive as another one.
 * It is refused, named with its odd bytes shown as \xNN.
 */
function notUtf8Name(prefix: string, raw: Buffer): ArchiveError {
  return new ArchiveError(
    `The name '${prefix}${readableBytes(raw)}' is not UTF-8 (the bytes that are not are shown as \\xNN): ` +
      'a zip names files in UTF-8, and Amezmo would extract it under another name. Rename it ' +
      "in UTF-8 (e.g. convmv -f latin1 -t utf8), or leave it out with 'exclude' or the ignore file.",
  );
}

/** A link whose target's bytes are not UTF-8: stored, it would point somewhere else. */
function notUtf8Target(name: string, raw: Buffer): ArchiveError {
  return new ArchiveError(
    `The link '${name}' points to '${readableBytes(raw)}', which is not UTF-8 (the bytes that ` +
      "are not are shown as \\xNN): a zip stores a link's target as text, and Amezmo would " +
      "extract a link to another name. Point it at a UTF-8 name, or leave it out with 'exclude' " +
      'or the ignore file.',
  );
}

/** The longest UTF-8 sequence of one character. */
const MAX_SEQUENCE = 4;

/** `bytes` as text, with every byte that is not part of valid UTF-8 written as \xNN. */
function readableBytes(bytes: Buffer): string {
  let text = '';
  for (let index = 0; index < bytes.length;) {
    const lead = bytes[index] as number;
    let length = 1;
    if (lead >= 0x80) {
      // The shortest run from here that is UTF-8 is one character; none means a stray byte. A
      // run past the end is cut at the end, and so the shorter run already tried.
      length = 0;
      for (let size = 2; size <= MAX_SEQUENCE; size++) {
        if (isUtf8(bytes.subarray(index, index + size))) {
          length = size;
          break;
        }
      }
    }
    if (length === 0) {
      // Only a byte of 0x80 or more is ever stray: always two digits.
      text += `\\x${lead.toString(16).toUpperCase()}`;
      length = 1;
    } else text += bytes.subarray(index, index + length).toString('utf8');
    index += length;
  }
  return text;
}

/**
 * The names of a folder's children, sorted. Node reads a name that is not UTF-8 with U+FFFD in
 * place of its odd bytes, which names no file: such a name is looked up among the raw names and
 * refused, unless a rule leaves it out.
 */
function childrenOf(
  fs: WalkFileSystem,
  folder: string,
  prefix: string,
  leftOut: (name: string) => boolean,
): string[] {
  const children = fs.readdirSync(folder).sort();
  if (!children.some((child) => child.includes('\uFFFD'))) return children;
  const kept: string[] = [];
  for (const raw of fs.readdirSync(folder, { encoding: 'buffer' })) {
    const child = raw.toString('utf8');
    if (isUtf8(raw)) kept.push(child);
    else if (!leftOut(prefix + child)) throw notUtf8Name(prefix, raw);
  }
  return kept.sort();
}

/** A link's target exactly as written, refused when its bytes are not UTF-8. */
function targetOf(path: string, name: string): string {
  const raw = readlinkSync(path, { encoding: 'buffer' });
  if (!isUtf8(raw)) throw notUtf8Target(name, raw);
  return raw.toString('utf8');
}

/** What changed a file between the walk and its read: not its permissions. */
const CHANGED_SINCE_LISTED = new Set(['ENOENT', 'ELOOP', NOT_REGULAR, 'ESPIPE', 'ENXIO', 'EAGAIN']);

/**
 * Why `name` could not be read, and what to do: `advice`, else what fits the error (permissions,
 * or whatever changes the folder while the archive is built).
 */
export function readFailure(name: string, error: unknown, advice?: string): ArchiveError {
  const code = (error as { code?: string }).code ?? '';
  const problem = READ_PROBLEMS[code] ?? (error instanceof Error ? error.message : String(error));
  const todo =
    advice ??
    `${CHANGED_SINCE_LISTED.has(code) ? 'Let what changes it end before this step' : 'Fix its permissions'}, ` +
      "or leave it out with the 'exclude' input.";
  return new ArchiveError(
    `Could not read '${name}' for the archive: ${problem}${code ? ` (${code})` : ''}. ${todo}`,
    { cause: error },
  );
}

/**
 * Lists what goes into the archive: everything below `root` except `.git` (folder or file, at
 * any depth), the root `.env`, and what the rules leave out. The rules are git's, exactly (the
 * `ignore` package, as eslint and prettier use): the defaults (`.env.local`, `.env.*.local`), then
 * the ignore file's lines, then `exclude`; a later `!rule` re-includes, except inside a folder
 * that is left out, which is never descended (git does not look inside it either). Links are
 * listed, never followed.
 *
 * The walk is synchronous on purpose: metadata comes from the cache in microseconds, and an
 * asynchronous walk of a large tree keeps thousands of promises alive at once, which made V8
 * grow its heap by 80 MB that it never gave back.
 */
export function listFiles(
  root: string,
  exclude: readonly string[],
  options: ListOptions = {},
): FileList {
  const walk = walkFiles(root, exclude, options);
  for (;;) {
    const step = walk.next();
    if (step.done) return step.value;
  }
}

/**
 * `listFiles`, a folder at a time: it yields what is listed so far after each folder, so that
 * the caller may start on those entries (they are final: the walk only adds to them) while the
 * rest is walked, and returns the whole listing.
 */
export function* walkFiles(
  root: string,
  exclude: readonly string[],
  options: ListOptions = {},
): Generator<Listed, FileList, void> {
  let ignoreFile: string | undefined;
  const userRules: string[] = [];
  if (options.ignoreFile !== undefined && existsSync(`${root}/${options.ignoreFile}`)) {
    ignoreFile = options.ignoreFile;
    try {
      userRules.push(...rulesOf(readRules(`${root}/${ignoreFile}`)));
    } catch (error) {
      throw readFailure(
        ignoreFile,
        error,
        'Make it a regular file of rules, which the runner can read.',
      );
    }
  }
  userRules.push(...exclude);
  const fs = options.fileSystem ?? { readdirSync, lstatSync };
  const rules: Ignore = ignore({ ignorecase: false })
    .add(DEFAULT_RULES.map((pattern) => ({ pattern, mark: 'default' })))
    .add(userRules.map((pattern) => ({ pattern, mark: 'user' })));
  const unused = new UnusedRules(userRules);

  const entries: ArchiveEntry[] = [];
  const leftOutSpecial: string[] = [];
  const leftOutLocalEnv: string[] = [];
  const shippedEnv: string[] = [];
  const linksOutside: { name: string; target: string }[] = [];
  const leftOutOwn: string[] = [];
  let leftOutEnv = false;
  let totalBytes = 0;

  const listFolder = (folder: string, prefix: string): string[] => {
    try {
      return childrenOf(fs, folder, prefix, (name) => rules.test(name).ignored);
    } catch (error) {
      if (error instanceof ArchiveError) throw error;
      throw readFailure(prefix || '.', error);
    }
  };

  const walk = function* (
    folder: string,
    prefix: string,
    children: string[],
  ): Generator<Listed, void, void> {
    for (const child of children) {
      if (child === '.git') continue;
      const name = prefix + child;
      if (name === '.env') {
        leftOutEnv = true;
        continue;
      }
      const path = `${folder}/${child}`;
      let stat: Stats;
      let target: string | undefined;
      try {
        stat = fs.lstatSync(path);
        if (stat.isSymbolicLink()) target = targetOf(path, name);
      } catch (error) {
        // What cannot be read or ship as it is (a file gone meanwhile, a link to a name that is
        // not UTF-8) may still be something a rule leaves out, as a file or as a folder.
        if (rules.test(name).ignored || rules.test(`${name}/`).ignored) continue;
        throw error instanceof ArchiveError ? error : readFailure(name, error);
      }
      // A folder's rules are tested with a trailing slash, so that `logs/` matches folders only.
      // A link's own lstat is never a folder's.
      const isFolder = stat.isDirectory();
      const tested = isFolder ? `${name}/` : name;
      // With no rules of the user's, only the defaults apply, and only to names like `.env…`:
      // most trees have no rules, and this keeps their walk as fast as it was.
      const verdict =
        userRules.length === 0 && !child.startsWith('.env') ? KEPT : rules.test(tested);
      unused.see(tested, verdict);
      if (verdict.ignored) {
        if (verdict.rule?.mark === 'default') leftOutLocalEnv.push(name);
        continue;
      }
      const mode = stat.mode & 0o7777;
      const mtime = stat.mtimeMs;
      if (target !== undefined) {
        entries.push({ name, kind: 'symlink', mode, size: 0, mtime, target });
        if (isSecretShaped(name)) shippedEnv.push(name);
        if (leadsOutside(name, target)) linksOutside.push({ name, target });
      } else if (isFolder) {
        // Read before the folder is listed: its own names say whether it is a ledger's.
        const inside = listFolder(path, `${name}/`);
        if (inside.includes(LEDGER_MARKER)) {
          leftOutOwn.push(`${name}/`);
          continue;
        }
        entries.push({ name: `${name}/`, kind: 'directory', mode, size: 0, mtime });
        yield* walk(path, `${name}/`, inside);
      } else if (stat.isFile()) {
        if (isOwnDotenv(path, name, stat)) {
          leftOutOwn.push(name);
          continue;
        }
        entries.push({ name, kind: 'file', mode, size: stat.size, mtime });
        totalBytes += stat.size;
        if (isSecretShaped(name)) shippedEnv.push(name);
      } else {
        leftOutSpecial.push(name);
      }
    }
    yield { entries, totalBytes };
  };

  yield* walk(root, '', listFolder(root, ''));
  return {
    root,
    entries,
    leftOutEnv,
    leftOutSpecial,
    totalBytes,
    leftOutLocalEnv,
    shippedEnv,
    unusedPatterns: unused.remaining(),
    linksOutside,
    ...(ignoreFile !== undefined ? { ignoreFile } : {}),
    leftOutOwn,
  };
}

/**
 * Tracks which rules matched some path, each on its own (a rule overridden by a later one still
 * counts), so that a typo is named. The walk's own verdicts settle the usual rules for free: the
 * rule that left a path out, or re-included it. Only rules still unsettled at the end (typos,
 * mostly, and rules a later one overrode) are tested against every path seen.
 */
class UnusedRules {
  private readonly unsettled: Set<string>;
  private readonly seen: string[] = [];

  constructor(rules: readonly string[]) {
    this.unsettled = new Set(rules);
  }

  see(path: string, verdict: ReturnType<Ignore['test']>): void {
    if (this.unsettled.size === 0) return;
    this.seen.push(path);
    if (verdict.rule?.mark === 'user') this.unsettled.delete(verdict.rule.pattern);
  }

  remaining(): string[] {
    return [...this.unsettled].filter((rule) => {
      // A negation is tested as the rule it negates: it is used when it matched a path.
      const matcher = ignore({ ignorecase: false }).add(
        rule.startsWith('!') ? rule.slice(1) : rule,
      );
      return !this.seen.some((path) => matcher.ignores(path));
    });
  }
}
