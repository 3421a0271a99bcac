// What is deployed: an archive built from a folder (listed, explained, its manifest written, then
// zipped) or one given as it is. Each step answers what it made; the caller keeps the facts.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  loadArchiver,
  readGivenFacts,
  type EarlyDeflate,
  type FileList,
  type GivenArchiveFile,
} from '../archive/index.js';
import { formatBytes } from '../format.js';
import type { Logger } from '../logger.js';
import type { ReleaseProgress } from './progress.js';

/** A zip or tar file given to deploy as it is, checked. */
export type GivenArchive = GivenArchiveFile;

/** Links are shipped as links; those that point outside the archive are warned of or refused. */
export type LinkPolicy = 'keep' | 'refuse-outside';

/** How many links leading outside are named; the rest are counted. */
const LINKS_NAMED = 10;

/** How an archive is built from a folder. */
export interface BuildSettings {
  /** The folder to deploy, resolved, inside the workspace. */
  readonly path: string;
  readonly exclude: readonly string[];
  /** The ignore file's name at the root of `path`; read when it exists. */
  readonly ignoreFile: string;
  readonly compressionLevel: number;
  /** Keep the archive built in the temporary folder, and say where. */
  readonly keepArchive: boolean;
  /** Log every entry of the archive (the runner's debug logging is on). */
  readonly logEntries: boolean;
  /** What to do with links that point outside the archive: ship them, warned of, or refuse. */
  readonly links: LinkPolicy;
  /** SOURCE_DATE_EPOCH, in seconds: the time every entry gets. */
  readonly sourceDateEpoch?: number;
}

/** What is deployed: a folder made into a zip, or an archive given as it is. */
export type ArchiveSource =
  | { readonly kind: 'build'; readonly build: BuildSettings }
  | {
      readonly kind: 'given';
      readonly archive: GivenArchive;
      /** Settings that were given but mean nothing with an archive, for a notice. */
      readonly ignored: readonly string[];
      /**
       * The commit this run built the archive from, and its committer time (seconds): a
       * rollout's one archive. Undefined for an archive built elsewhere.
       */
      readonly builtFrom?: {
        readonly sha: string;
        readonly time: number;
        readonly timeFrom?: string;
      };
    };

/** The listing of an archive to build, written out before the archive is. */
export interface Listing {
  readonly list: FileList;
  /** The manifest: every entry, one a line, kept after the run. */
  readonly manifestPath: string;
  /** The folders (or root files) holding the most bytes, biggest first. */
  readonly largestFolders: { folder: string; bytes: number }[];
  /**
   * The threads that read and deflate, started by the walk once the tree passed 2 MiB (none for
   * a smaller tree), holding what they deflated of it meanwhile (written nowhere yet); `writeZip`
   * ends them.
   */
  readonly compressors?: EarlyDeflate;
}

/** The archive to upload. */
export interface ArchiveFacts {
  readonly path: string;
  readonly size: number;
  readonly sha256: string;
  /** Unknown for a given tar. */
  readonly files: number | undefined;
  /** Where the archive is kept after the run, with `keepArchive`; '' otherwise. */
  readonly keptPath: string;
}

export interface ArchiveDependencies {
  logger: Logger;
  signal: AbortSignal;
  progress?: ReleaseProgress;
}

/**
 * The one time every entry of the archive gets, so that the same tree gives the same bytes and
 * the same sha256 whatever the files' times on disk (a fresh checkout sets them all to the moment
 * of the checkout): SOURCE_DATE_EPOCH when it is set, else the commit's time (from git, or as the
 * CI tells it: `commitTimeFrom`). Without either, each file keeps its own time.
 */
export function archiveTime(
  sourceDateEpoch: number | undefined,
  commitTime: number | undefined,
  logger: Logger,
  commitTimeFrom?: string,
): number | undefined {
  const seconds = sourceDateEpoch ?? commitTime;
  if (seconds === undefined) {
    // git may be missing (a slim CI image) as well as the checkout: say what is known.
    logger.info(
      'File times: as on disk, so a fresh clone of the same commit builds other bytes: no ' +
        'SOURCE_DATE_EPOCH, and git read no commit at path (git is not installed, or it is not ' +
        "a checkout). Set SOURCE_DATE_EPOCH to the commit's time (git log -1 --format=%ct) for " +
        'the same bytes from the same files.',
    );
    return undefined;
  }
  const source =
    sourceDateEpoch !== undefined
      ? 'SOURCE_DATE_EPOCH'
      : commitTimeFrom !== undefined
        ? `the commit's time, from ${commitTimeFrom}`
        : "the commit's time";
  logger.info(`File times: all set to ${new Date(seconds * 1000).toISOString()} (${source}).`);
  return seconds * 1000;
}

/**
 * The walk of a tree begun before its archive is built: the run starts it once the ref deploys,
 * and asks git, the ledger and the checks while it lists (and, past 2 MiB, its threads deflate).
 * It says nothing and writes nothing: `listArchive` tells what it found, in its place in the
 * log. Whoever starts one ends it with `abandonWalk` when the run ends without building.
 */
export interface StartedWalk {
  readonly compressors: EarlyDeflate;
  /** The listing; its failure is told when `listArchive` takes it, never unhandled before. */
  readonly list: Promise<FileList>;
}

/** Starts the walk of `build`'s folder (see StartedWalk). */
export async function startWalk(build: BuildSettings): Promise<StartedWalk> {
  // Loaded here, so that a run that skips never pays for the archive code.
  const [{ startCompressors }, { capYoungGeneration }] = await Promise.all([
    loadArchiver(),
    import('../memory.js'),
  ]);
  capYoungGeneration();
  // Once the walk has listed 2 MiB, the threads load while it goes on, and deflate what it has
  // listed so far: the bytes are held until the listing is accepted, and dropped with the
  // threads if not. A smaller tree starts none.
  const compressors = startCompressors();
  const list = compressors.list(build.path, build.exclude, {
    ignoreFile: build.ignoreFile,
    level: build.compressionLevel,
  });
  list.catch(() => {});
  return { compressors, list };
}

/** Ends a walk begun for an archive that was not built (or gives back nothing once it was). */
export async function abandonWalk(walk: Promise<StartedWalk> | undefined): Promise<void> {
  const started = await walk?.catch(() => undefined);
  await started?.compressors.close();
}

/**
 * Lists what goes into the archive and says what a user should know of it (what was left out,
 * what ships that looks like a secret, rules that matched nothing), then writes the manifest.
 * The manifest is written before the checks that may fail, so that a workflow can see what a
 * failed run would have shipped; it stays after the run, for an upload-artifact step. The walk
 * is `walk` when the run began it already.
 */
export async function listArchive(
  build: BuildSettings,
  tempDir: string,
  deps: ArchiveDependencies,
  walk: Promise<StartedWalk> = startWalk(build),
): Promise<Listing> {
  const { compressors, list } = await walk;
  try {
    return { ...(await listTree(build, tempDir, await list, deps)), compressors };
  } catch (error) {
    await compressors.close();
    throw error;
  }
}

async function listTree(
  build: BuildSettings,
  tempDir: string,
  list: FileList,
  { logger }: ArchiveDependencies,
): Promise<Listing> {
  const { manifestParts, manifestLine, manifestName, largestFolders } = await loadArchiver();
  if (list.ignoreFile !== undefined) logger.info(`Exclusion rules read from ${list.ignoreFile}.`);
  if (list.leftOutEnv) {
    logger.notice(
      "The root .env was left out of the archive: Amezmo replaces it with the environment's .env from the dashboard.",
    );
  }
  if (list.leftOutLocalEnv.length > 0) {
    logger.notice(
      `Left out local overrides, which hold a developer's secrets: ${list.leftOutLocalEnv.map(manifestName).join(', ')}. ` +
        "To ship one, re-include it with a rule such as '!.env.local' in 'exclude' or the ignore file.",
    );
  }
  if (list.shippedEnv.length > 0) {
    logger.notice(
      `The archive holds files shaped like secrets: ${list.shippedEnv.map(manifestName).join(', ')}. ` +
        `If they should not ship, leave them out with the 'exclude' input or a line in ${build.ignoreFile}, ` +
        "e.g. '.env.*' then '!.env.example'.",
    );
  }
  for (const pattern of list.unusedPatterns) {
    logger.notice(
      `The exclusion rule '${manifestName(pattern)}' matched nothing below '${build.path}': ` +
        'check its spelling (rules are read as in a .gitignore, relative to path).',
    );
  }
  if (list.leftOutOwn.length > 0) {
    logger.info(
      `Left out what amezmo-deploy wrote itself: ${list.leftOutOwn
        .map(
          (name) =>
            `${manifestName(name)} (${name.endsWith('/') ? 'a ledger folder' : 'a --dotenv file'})`,
        )
        .join(', ')}.`,
    );
  }
  if (list.leftOutSpecial.length > 0) {
    logger.warning(
      `Left out what a zip cannot hold (sockets, pipes, devices): ${list.leftOutSpecial.join(', ')}.`,
    );
  }
  if (list.linksOutside.length > 0) {
    const shown = list.linksOutside
      .slice(0, LINKS_NAMED)
      .map(({ name, target }) => `${manifestName(name)} -> ${manifestName(target)}`);
    const more = list.linksOutside.length - shown.length;
    const named = `${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
    if (build.links === 'refuse-outside') {
      throw new Error(
        `Links that point outside the archive were refused (links: refuse-outside): ${named}. ` +
          "Point them at files inside 'path', or leave them out with 'exclude' or " +
          `${build.ignoreFile}.`,
      );
    }
    logger.warning(
      `Links that point outside the archive ship as they are, and on the server they lead to ` +
        `whatever is there, not to files of this tree: ${named}. Point them at files inside ` +
        "'path', leave them out with 'exclude', or set links: refuse-outside to refuse them.",
    );
  }
  if (list.entries.some((entry) => entry.name === '.amezmo/after.pull')) {
    logger.notice(
      'The archive has a .amezmo/after.pull hook, which Amezmo does not run for deployments made ' +
        'through the API: move its steps to .amezmo/after.extract.',
    );
  }
  const manifestDir = await mkdtemp(join(tempDir, 'amezmo-manifest-'));
  const manifestPath = join(manifestDir, 'archive-manifest.txt');
  await writeFile(manifestPath, manifestParts(list.entries));
  logger.info(`Manifest of the archive's ${list.entries.length} entries: ${manifestPath}`);
  if (build.logEntries) for (const entry of list.entries) logger.info(manifestLine(entry));
  return { list, manifestPath, largestFolders: largestFolders(list.entries) };
}

/**
 * Refuses a listing with no file at all: there would be nothing to deploy. Asked once its
 * manifest is told, before a byte is written or an upload that streams the archive begins; the
 * threads started for it end with it.
 */
export async function refuseEmpty(build: BuildSettings, listing: Listing): Promise<void> {
  if (listing.list.entries.some((entry) => entry.kind !== 'directory')) return;
  await listing.compressors?.close();
  throw new Error(
    `Nothing to deploy: every file below '${build.path}' was left out by 'exclude' or ${build.ignoreFile}.`,
  );
}

/** Where the zip is written: the run's work folder, or, to keep it, a folder of its own. */
export async function zipDestination(
  build: BuildSettings,
  workDir: string,
  tempDir: string,
): Promise<string> {
  return build.keepArchive
    ? join(await mkdtemp(join(tempDir, 'amezmo-archive-')), 'app.zip')
    : join(workDir, 'app.zip');
}

/**
 * Writes the zip of `listing` to `destination`, telling `onWritten` how far it is written as it
 * goes (for an upload that streams it).
 */
export async function writeZip(
  build: BuildSettings,
  listing: Listing,
  destination: string,
  mtime: number | undefined,
  { logger, signal, progress }: ArchiveDependencies,
  onWritten?: (bytes: number) => void,
): Promise<ArchiveFacts> {
  const { list } = listing;
  const { writeArchive } = await loadArchiver();
  const archive = await writeArchive(list, destination, {
    level: build.compressionLevel,
    signal,
    mtime,
    onWritten,
    onProgress: progress?.archive?.bind(progress),
    compressors: listing.compressors,
  });
  if (build.keepArchive) logger.info(`The archive is kept at ${archive.path}.`);
  // A few small files make an archive larger than they are: its records are most of it.
  const before =
    archive.size > list.totalBytes
      ? `the files hold ${formatBytes(list.totalBytes)}; the rest is the zip's records`
      : `${formatBytes(list.totalBytes)} before compression`;
  logger.info(
    `Archive: ${archive.files} entries, ${formatBytes(archive.size)} (${before}), ` +
      `sha256 ${archive.sha256}`,
  );
  return { ...archive, keptPath: build.keepArchive ? archive.path : '' };
}

/** An archive given as it is: its digest and, for a zip, its entry count. */
export async function readGivenArchive(
  given: GivenArchive,
  ignored: readonly string[],
  { logger, signal }: ArchiveDependencies,
): Promise<ArchiveFacts> {
  if (ignored.length > 0) {
    logger.notice(
      `An archive was given, so ${ignored.map((name) => `'${name}'`).join(' and ')} ` +
        `${ignored.length > 1 ? 'were' : 'was'} ignored: it is deployed as it is.`,
    );
  }
  const { sha256, files } = await readGivenFacts(given, signal);
  logger.info(
    `Archive given: ${given.path}, a ${given.format} of ${formatBytes(given.size)}` +
      `${files === undefined ? '' : `, ${files} entries`}, sha256 ${sha256}`,
  );
  return { path: given.path, size: given.size, sha256, files, keptPath: '' };
}

/** A folder of its own for one run's archive, removed by `dispose`. */
export async function workFolder(
  tempDir: string,
): Promise<{ path: string; dispose(): Promise<void> }> {
  const path = await mkdtemp(join(tempDir, 'amezmo-deploy-'));
  return { path, dispose: () => rm(path, { recursive: true, force: true }) };
}
