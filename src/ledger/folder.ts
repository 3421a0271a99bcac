// The ledger of releases kept in a folder, for a CI without GitHub (a GitLab cache, a Bitbucket
// artifact, a volume shared by runners) and for laptops: `amezmo-deploy deploy --ledger-dir DIR`
// records each release, keeps its bytes, and `amezmo-deploy rollback --ledger-dir DIR` deploys
// them again, checked against the digest recorded. The records say what GitHub deployments say
// for the actions, in the same payload (./record.ts), with their statuses; so they are read, and
// a release's health is told, by the same code. It is the journal of the releases it records
// (./ledger.ts), and their archives' store.
//
//   DIR/releases/<instance>/<environment>/<time>-<Amezmo deployment id>.json
//   DIR/archives/<sha256>
//
// A record is named by the time it was made, so that the newest are found without reading the
// others. An archive is named by its digest: a release deployed again keeps no second copy.
// Every file is written aside and renamed into place, so that two runners sharing the folder
// never read one half written. Nothing read from the folder is trusted: a record that does not
// parse is passed over, and an archive is deployed only when its sha256 is the one recorded.
import { randomBytes } from 'node:crypto';
import {
  copyFile,
  link,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  unlink,
  utimes,
  writeFile,
} from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { asRecord, clauseOf, messageOf } from '../api/index.js';
import { LEDGER_MARKER, LEDGER_MARKER_TEXT, sha256Of } from '../archive/index.js';
import { AmezmoDeployError } from '../errors.js';
import { shortSha } from '../format.js';
import type { GitHubDeploymentState } from '../github/index.js';
import { ArtifactError, readBackChecked, type ArchiveStore } from './artifacts.js';
import type { Journal, Ledger, LedgerQueries, LedgerScope } from './ledger.js';
import {
  healthDescription,
  healthOf,
  MAX_RELEASES,
  outcomeOf,
  payloadOf,
  recordOf,
  type KeptFile,
  type LedgerEntry,
} from './record.js';
import { withQueries } from './releases.js';

const DAY_MS = 86_400_000;

/** A record file is this format, so that a later release of the tool reads it. */
const FORMAT = 1;

/** A record is a few hundred bytes; a larger file is not one of ours, and is not read. */
const MAX_RECORD_BYTES = 64 * 1024;

/** A status of a release, newest first in its record, as a GitHub deployment's are. */
interface FolderStatus {
  readonly state: GitHubDeploymentState;
  readonly description: string;
  readonly created_at: string;
}

export interface FolderLedger extends Ledger, Journal {
  /** Keeps archives in the folder. */
  readonly store: ArchiveStore;
  /** The folder, resolved. */
  readonly dir: string;
  /**
   * Checks that the folder can be used before anything is deployed: for `write`, made when
   * missing and written to; for `read`, there and a folder. Throws a LedgerFolderError that says
   * what is wrong with it.
   */
  check(use: 'read' | 'write'): Promise<void>;
}

/** The ledger folder cannot be used; the message says why, naming the folder. */
export class LedgerFolderError extends AmezmoDeployError {
  readonly errorCode = 'ledger-folder-unusable';
  constructor(message: string) {
    super(message);
    this.name = 'LedgerFolderError';
  }
}

/**
 * The ledger kept in folder `dir`; made as it is first written. `notice` is told of files in its
 * archives that it did not write, which it leaves as they are.
 */
export function folderLedger(
  dir: string,
  now: () => Date = () => new Date(),
  notice: (message: string) => void = () => {},
): FolderLedger {
  const root = resolve(dir);
  const releasesOf = (scope: LedgerScope) =>
    join(root, 'releases', scope.instance, scope.environment);
  /** A release's statuses, newest first, as its record file keeps them. */
  const statusesOf = async (entry: LedgerEntry, signal?: AbortSignal) => {
    signal?.throwIfAborted();
    const found = await readRecordFile(join(releasesOf(entry), recordName(entry)));
    return found?.statuses ?? [];
  };
  const archiveOf = (kept: KeptFile) =>
    /^archives\/[0-9a-f]{64}$/.test(kept.file) ? join(root, kept.file) : undefined;

  return withQueries<Omit<FolderLedger, keyof LedgerQueries>>({
    dir: root,
    check: async (use) => {
      const found = await stat(root).catch((error: unknown) => error as NodeJS.ErrnoException);
      if (found instanceof Error) {
        if (!isMissing(found) || use === 'read') {
          throw new LedgerFolderError(
            isMissing(found)
              ? `${root} does not exist: name the folder that deploy --ledger-dir recorded ` +
                  'releases in (restore the CI cache that holds it first).'
              : `${root} cannot be read (${found.code ?? clauseOf(found)}).`,
          );
        }
        await makeFolder(root);
      } else if (!found.isDirectory()) {
        throw new LedgerFolderError(`${root} is not a folder.`);
      }
      if (use === 'write') {
        // Written to and removed, as a record is: a folder that takes no files fails here.
        const probe = join(root, `.probe-${process.pid}-${randomBytes(4).toString('hex')}`);
        try {
          await writeFile(probe, '');
        } catch (error) {
          throw new LedgerFolderError(
            `${root} cannot be written to (${(error as NodeJS.ErrnoException).code ?? clauseOf(error)}).`,
          );
        } finally {
          await rm(probe, { force: true });
        }
        // Marks the folder as a ledger: no deploy ships it, with --ledger-dir or without.
        await writeFile(join(root, LEDGER_MARKER), LEDGER_MARKER_TEXT);
      }
    },
    place: `the ledger folder ${root}`,
    idName: 'Amezmo deployment',
    howToRecord: `amezmo-deploy deploy --ledger-dir ${dir} records each release it makes`,

    read: async (scope) => {
      const folder = releasesOf(scope);
      let names: string[];
      try {
        names = await readdir(folder);
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      const entries: LedgerEntry[] = [];
      // Named by the time they were made: the newest last in this order.
      for (const name of names
        .filter((each) => RECORD_NAME.test(each))
        .sort()
        .reverse()) {
        const entry = await readRecord(join(folder, name), scope);
        if (entry) entries.push(entry);
        if (entries.length >= MAX_RELEASES) break;
      }
      return entries;
    },

    healthOf: async (entry, signal) => healthOf(await statusesOf(entry, signal)),

    outcomeOf: async (entry, signal) => outcomeOf(await statusesOf(entry, signal)),

    recordHealth: async (entry, health, text, signal) => {
      signal?.throwIfAborted();
      const path = join(releasesOf(entry), recordName(entry));
      const body = asRecord(JSON.parse(await readFile(path, 'utf8')));
      if (!body || !Array.isArray(body.statuses)) {
        throw new Error(`the record ${path} is not one this tool wrote`);
      }
      const status = {
        state: health === 'healthy' ? 'success' : 'failure',
        description: healthDescription(health, text),
        created_at: now().toISOString(),
      };
      const updated = { ...body, statuses: [status, ...body.statuses] };
      await writeAside(path, (aside) => writeFile(aside, `${JSON.stringify(updated, null, 2)}\n`));
    },

    archiveState: async (entry) => {
      if (!('file' in entry.artifact)) {
        return { problem: 'it was kept as a workflow artifact, which a ledger folder cannot read' };
      }
      const path = archiveOf(entry.artifact);
      if (!path) return { problem: `its record names ${JSON.stringify(entry.artifact.file)}` };
      try {
        await stat(path);
        return 'kept';
      } catch (error) {
        return isMissing(error) ? 'gone' : { problem: clauseOf(error) };
      }
    },

    // The folder is the user's own: whoever may write it may write its records and archives.
    trust: () => Promise.resolve(undefined),

    readArchive: async (entry, tempDir, signal) => {
      const artifact = entry.artifact;
      const file = 'file' in artifact ? artifact.file : undefined;
      const path = 'file' in artifact ? archiveOf(artifact) : undefined;
      if (!path) {
        throw new ArtifactError(
          `The record of commit ${shortSha(entry.commit)} names no archive of ${root}.`,
        );
      }
      return readBackChecked(
        tempDir,
        entry,
        async (folder) => {
          const copy = join(folder, 'archive');
          // A link holds the bytes even if another run removes the file meanwhile.
          try {
            await link(path, copy).catch(() => copyFile(path, copy));
          } catch (error) {
            throw new ArtifactError(
              isMissing(error)
                ? `The archive of this release is gone from ${root} (${file}): its keep-days ` +
                    'ran out, or the folder was not restored in full.'
                : `Could not read ${path}: ${clauseOf(error)}.`,
            );
          }
          return copy;
        },
        signal,
      );
    },

    problem: (error) => `the folder ${root} could not be read (${clauseOf(error)})`,

    store: {
      keep: async (path, days, sha256) => {
        const file = `archives/${sha256}`;
        const destination = join(root, file);
        await mkdir(join(root, 'archives'), { recursive: true });
        const { size } = await stat(path);
        const there = await stat(destination).catch(() => undefined);
        // Kept already by an earlier release of the same bytes: touched, so that it is not pruned
        // before this release's record names it. A file whose bytes are not those is replaced.
        const same = there?.size === size && (await sha256Of(destination)) === sha256;
        if (same) await utimes(destination, now(), now());
        else await writeAside(destination, (aside) => copyFile(path, aside));
        const expiresAt = new Date(now().getTime() + days * DAY_MS).toISOString();
        const foreign = await prune(root, now(), file);
        if (foreign.length > 0) {
          const shown = foreign.slice(0, FOREIGN_NAMED).join(', ');
          const more =
            foreign.length > FOREIGN_NAMED ? ` and ${foreign.length - FOREIGN_NAMED} more` : '';
          notice(
            `The ledger folder's archives (${join(root, 'archives')}) hold files it did not ` +
              `write: ${shown}${more}. They were left as they are; keep other files elsewhere.`,
          );
        }
        return { file, expiresAt };
      },
      fetch: () =>
        Promise.reject(new ArtifactError('A ledger folder keeps no workflow artifacts.')),
    },

    start: async (record) => {
      const folder = releasesOf(record);
      await mkdir(folder, { recursive: true });
      const created = now().toISOString();
      const path = join(folder, recordName({ id: record.deploymentId, createdAt: created }));
      let statuses: FolderStatus[] = [];
      const write = async (state: GitHubDeploymentState, description: string) => {
        statuses = [{ state, description, created_at: now().toISOString() }, ...statuses];
        const body = {
          amezmo_deploy_ledger: FORMAT,
          id: record.deploymentId,
          created_at: created,
          payload: payloadOf(record),
          statuses,
        };
        await writeAside(path, (aside) => writeFile(aside, `${JSON.stringify(body, null, 2)}\n`));
      };
      await write('in_progress', 'Deploying');
      return {
        id: undefined,
        succeeded: (text) => write('success', text),
        settle: (state, text) => write(state, text),
        failed: (error, cancelled) =>
          write(cancelled ? 'inactive' : 'failure', messageOf(error).slice(0, 1000)),
      };
    },
  });
}

/** A record's file name: the time it was made (sortable), and the Amezmo deployment's id. */
function recordName(entry: Pick<LedgerEntry, 'id' | 'createdAt'>): string {
  return `${entry.createdAt.replace(/[-:.]/g, '')}-${entry.id}.json`;
}

const RECORD_NAME = /^\d{8}T\d{9}Z-\d+\.json$/;

interface RecordFile {
  readonly id: number;
  readonly createdAt: string;
  readonly payload: unknown;
  readonly statuses: readonly unknown[];
}

/** A record file as written, or undefined when it is not one (too large, not JSON, not ours). */
async function readRecordFile(path: string): Promise<RecordFile | undefined> {
  // A file too large to be a record is not read at all.
  const found = await stat(path).catch(() => undefined);
  if (!found?.isFile() || found.size > MAX_RECORD_BYTES) return undefined;
  const text = await readFile(path, 'utf8').catch(() => undefined);
  if (text === undefined || text.length > MAX_RECORD_BYTES) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const fields = asRecord(value);
  if (!fields) return undefined;
  const { amezmo_deploy_ledger: format, id, created_at: createdAt, payload, statuses } = fields;
  if (format !== FORMAT || !Number.isSafeInteger(id) || typeof createdAt !== 'string') {
    return undefined;
  }
  return {
    id: id as number,
    createdAt,
    payload,
    statuses: Array.isArray(statuses) ? statuses : [],
  };
}

/** The release a record file holds, when it is one of `scope`'s. */
async function readRecord(path: string, scope: LedgerScope): Promise<LedgerEntry | undefined> {
  const found = await readRecordFile(path);
  const record = found ? recordOf(found.payload) : undefined;
  if (!found || !record || found.id !== record.deploymentId) return undefined;
  if (record.instance !== scope.instance || record.environment !== scope.environment) {
    return undefined;
  }
  // Named for what it holds: a copy under another name is not a record.
  if (basename(path) !== recordName(found)) return undefined;
  return { ...record, id: found.id, createdAt: found.createdAt };
}

/** Writes `destination` through a file beside it, renamed into place once whole. */
async function writeAside(
  destination: string,
  write: (aside: string) => Promise<void>,
): Promise<void> {
  const aside = `${destination}.${process.pid}-${randomBytes(4).toString('hex')}.partial`;
  try {
    await write(aside);
    await rename(aside, destination);
  } catch (error) {
    await rm(aside, { force: true });
    throw error;
  }
}

/** An archive kept this recently (a day) is never removed: its release may not be recorded yet. */
const RECENT_MS = DAY_MS;

/** The names the ledger writes in its archives: a digest, and a digest's file half written. */
const ARCHIVE_NAME = /^[0-9a-f]{64}$/;
const PARTIAL_NAME = /^[0-9a-f]{64}\.\d+-[0-9a-f]+\.partial$/;

/** How many foreign files a notice names. */
const FOREIGN_NAMED = 10;

/**
 * Removes the archives that no record keeps any longer (their keep-days have run out) and that
 * were not kept in the last day, and files it left half written a day ago or more (a run that
 * was killed); never `keeping`, the archive this run has just kept and will record. A file of
 * any other name is not the ledger's: it is never touched, and answered by name.
 */
async function prune(root: string, now: Date, keeping: string): Promise<string[]> {
  const until = new Map<string, number>();
  const releases = join(root, 'releases');
  for (const instance of await namesIn(releases)) {
    for (const environment of await namesIn(join(releases, instance))) {
      const folder = join(releases, instance, environment);
      for (const name of await namesIn(folder)) {
        if (!RECORD_NAME.test(name)) continue;
        const found = await readRecordFile(join(folder, name));
        const kept = found ? recordOf(found.payload)?.artifact : undefined;
        if (!kept || !('file' in kept)) continue;
        const ends = Date.parse(kept.expiresAt);
        if (Number.isFinite(ends)) until.set(kept.file, Math.max(until.get(kept.file) ?? 0, ends));
      }
    }
  }
  const archives = join(root, 'archives');
  const foreign: string[] = [];
  for (const name of await namesIn(archives)) {
    if (!ARCHIVE_NAME.test(name) && !PARTIAL_NAME.test(name)) {
      foreign.push(name);
      continue;
    }
    const path = join(archives, name);
    const modified = (await stat(path).catch(() => undefined))?.mtimeMs ?? now.getTime();
    const kept =
      `archives/${name}` === keeping || (until.get(`archives/${name}`) ?? 0) >= now.getTime();
    if (!kept && now.getTime() - modified > RECENT_MS) await unlink(path).catch(() => {});
  }
  return foreign.sort();
}

/**
 * Makes `folder` and the folders above it that are missing, one at a time, so that a path where
 * no folder can be made fails at once (a recursive mkdir loops for ever under /proc).
 */
async function makeFolder(folder: string): Promise<void> {
  try {
    await mkdir(folder);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return;
    const parent = dirname(folder);
    if (code !== 'ENOENT' || parent === folder) {
      throw new LedgerFolderError(`${folder} cannot be made (${code ?? clauseOf(error)}).`);
    }
    await makeFolder(parent);
    await mkdir(folder).catch((again: NodeJS.ErrnoException) => {
      if (again.code !== 'EEXIST') {
        throw new LedgerFolderError(`${folder} cannot be made (${again.code ?? clauseOf(again)}).`);
      }
    });
  }
}

async function namesIn(folder: string): Promise<string[]> {
  return readdir(folder).catch(() => []);
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}
