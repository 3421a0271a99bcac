// What the threads are given to do, in the archive's order: the steps (a batch of small files,
// with the folders and links between them; a chunk of a large file), each started on the pool as
// a slot frees. The deflate may begin while the tree is still walked (EarlyDeflate): the walk
// lists entries in their final order, so the steps planned from what it has listed so far are
// the archive's first steps. Nothing here writes a byte; zip.ts writes the steps in order.
import type { Task } from './compress-worker.js';
import { CompressorPool, defaultWorkerCount, type Job } from './compress.js';
import { walkFiles, type ArchiveEntry, type FileList, type ListOptions } from './select.js';

/** Files up to this size are read whole, many to a task; larger ones are cut into chunks. */
const SMALL_FILE_BYTES = 1024 * 1024;
export const CHUNK_BYTES = 1024 * 1024;
/** A batch of small files ends at this many files or bytes, whichever comes first. */
const BATCH_FILES = 128;
const BATCH_BYTES = 1024 * 1024;
/** Folders and links count too, so that a step never holds an unbounded run of them. */
const BATCH_ENTRIES = 1024;
/** Tasks in flight, per worker: enough to keep each busy, few enough to bound memory. */
const AHEAD_PER_WORKER = 4;
/** Below this many bytes in all, starting worker threads costs more than it saves. */
const INLINE_BYTES = 2 * 1024 * 1024;
/**
 * While it deflates ahead, the walk lets the workers' answers in (and gives them their next
 * tasks) after a folder once it has listed this many entries since it last did: a few ms of
 * walking, where a worker's task of small files takes some 20 ms.
 */
const ENTRIES_PER_TURN = 256;
/** Formats that are compressed already: deflating them costs time and saves nothing. */
const COMPRESSED = new Set(
  'png jpg jpeg gif webp avif heic ico woff woff2 zip gz tgz bz2 xz zst 7z rar jar phar mp3 mp4 m4a m4v mov webm ogg ogv flac'.split(
    ' ',
  ),
);

/** Whether a file is stored as it is: at level 0, or in a format that is compressed already. */
function isStored(name: string, level: number): boolean {
  if (level === 0) return true;
  const dot = name.lastIndexOf('.');
  return dot > name.lastIndexOf('/') && COMPRESSED.has(name.slice(dot + 1).toLowerCase());
}

/**
 * What the tasks are for: a run of entries whose files make one task (the folders and links
 * among them need none), or a large file's chunks.
 */
export type Step =
  | { readonly kind: 'batch'; readonly entries: readonly ArchiveEntry[]; readonly task?: Task }
  | {
      readonly kind: 'chunk';
      readonly entry: ArchiveEntry;
      readonly task: Task;
      readonly first: boolean;
      readonly last: boolean;
    };

/** What `plan` yields when it has planned every entry listed so far, and more are to come. */
const MORE = Symbol('more entries to come');

/** The entries the steps are planned from: those of a listing, or of a walk under way. */
interface Planned {
  readonly root: string;
  readonly entries: readonly ArchiveEntry[];
}

/**
 * The entries, in order, as steps. Folders and links ride in the batch around them: a tree of
 * many small folders would otherwise cut every batch to a few files. While `listed` says the
 * walk goes on, it waits at the end of the entries so far (yielding MORE), its batch still open:
 * the steps are the same however the entries arrive.
 */
export function* plan(
  list: Planned,
  level: number,
  listed: () => boolean = () => true,
): Generator<Step | typeof MORE> {
  const { root } = list;
  let batch: ArchiveEntry[] = [];
  let names: string[] = [];
  let sizes: number[] = [];
  let store: boolean[] = [];
  let batchBytes = 0;
  const flushBatch = function* (): Generator<Step> {
    if (batch.length === 0) return;
    const task: Task | undefined =
      names.length > 0 ? { kind: 'files', level, root, names, sizes, store } : undefined;
    yield { kind: 'batch', entries: batch, ...(task ? { task } : {}) };
    batch = [];
    names = [];
    sizes = [];
    store = [];
    batchBytes = 0;
  };
  for (let index = 0; ; index++) {
    while (index === list.entries.length) {
      if (listed()) {
        yield* flushBatch();
        return;
      }
      yield MORE;
    }
    const entry = list.entries[index] as ArchiveEntry;
    if (entry.kind !== 'file' || entry.size <= SMALL_FILE_BYTES) {
      batch.push(entry);
      if (entry.kind === 'file') {
        names.push(entry.name);
        sizes.push(entry.size);
        store.push(isStored(entry.name, level));
        batchBytes += entry.size;
      }
      if (
        names.length >= BATCH_FILES ||
        batchBytes >= BATCH_BYTES ||
        batch.length >= BATCH_ENTRIES
      ) {
        yield* flushBatch();
      }
    } else {
      yield* flushBatch();
      const store = isStored(entry.name, level);
      const chunks = Math.ceil(entry.size / CHUNK_BYTES);
      for (let index = 0; index < chunks; index++) {
        const last = index === chunks - 1;
        const task: Task = {
          kind: 'chunk',
          level,
          path: `${root}/${entry.name}`,
          offset: index * CHUNK_BYTES,
          // A large file is archived at the size it was listed with (less, if it shrank).
          length: last ? entry.size - index * CHUNK_BYTES : CHUNK_BYTES,
          last,
          store,
        };
        yield { kind: 'chunk', entry, task, first: index === 0, last };
      }
    }
  }
}

/**
 * The steps of a listing started on a pool in order, as many at once as it has slots: a slot
 * holds a task's bytes until the writer has written them, so the bytes made ahead are bounded.
 */
export class Deflation {
  readonly pool: CompressorPool;
  readonly list: Planned;
  readonly level: number;
  private readonly steps: Generator<Step | typeof MORE>;
  private readonly inFlight: { step: Step; job?: Job }[] = [];
  /** Steps started so far. */
  started = 0;

  constructor(pool: CompressorPool, list: Planned, level: number, listed?: () => boolean) {
    this.pool = pool;
    this.list = list;
    this.level = level;
    this.steps = plan(list, level, listed);
  }

  /** Starts the steps planned so far while there are free slots. */
  fill(): void {
    while (this.inFlight.length < this.pool.slots) {
      const next = this.steps.next();
      if (next.done || next.value === MORE) return;
      const step = next.value;
      const job = step.task ? this.pool.run(step.task) : undefined;
      // A failure is reported where the step is written; until then it must not go unhandled.
      job?.result.catch(() => {});
      this.inFlight.push({ step, job });
      this.started++;
    }
  }

  /** The next step in the archive's order, started; undefined when every one was. */
  next(): { step: Step; job?: Job } | undefined {
    this.fill();
    return this.inFlight.shift();
  }
}

/**
 * The threads that read and deflate, started while the tree is walked, and the deflate of what
 * the walk lists, begun before the listing is accepted: once the walk has listed enough for the
 * tree to need the threads (past 2 MiB), they start (a worker takes some 50 ms to load its
 * module, while the walk goes on), each folder's entries are planned and started as slots allow,
 * and the bytes are held in the slots, written nowhere, until `writeArchive` is given this
 * listing. A smaller tree starts no thread at all. A listing refused (a link leading out, say) is
 * dropped with `close`, which ends the threads. They never keep the process alive until claimed:
 * a run that fails before it writes the archive ends all the same.
 */
export class EarlyDeflate {
  private readonly workers: number;
  private pool: CompressorPool | undefined;
  private deflation: Deflation | undefined;
  private walked = false;
  private closed = false;
  /** Steps started before the walk ended, deflated (or being deflated) ahead of the writer. */
  startedAhead = 0;

  constructor(workers: number) {
    this.workers = workers;
  }

  /**
   * Lists the tree as `listFiles` does, and deflates its entries at `level` as they are listed.
   * The walk stays synchronous but for a turn of the event loop every few hundred entries, to
   * hear the workers and whatever else the run waits for (the walk may begin while the run asks
   * git and GitHub); once closed, it stops at its next turn.
   */
  async list(
    root: string,
    exclude: readonly string[],
    options: ListOptions & { level: number },
  ): Promise<FileList> {
    const walk = walkFiles(root, exclude, options);
    let turnAt = ENTRIES_PER_TURN;
    for (;;) {
      const step = walk.next();
      if (step.done) {
        this.walked = true;
        this.startedAhead = this.deflation?.started ?? 0;
        this.deflation?.fill();
        return step.value;
      }
      const { entries, totalBytes } = step.value;
      if (!this.deflation && !this.closed && totalBytes >= INLINE_BYTES && this.workers > 0) {
        this.pool = new CompressorPool(this.workers, slotsFor(this.workers), { early: true });
        this.deflation = new Deflation(this.pool, { root, entries }, options.level, () => {
          return this.walked;
        });
        turnAt = 0;
      }
      if (entries.length >= turnAt) {
        this.deflation?.fill();
        await new Promise((resolve) => setImmediate(resolve));
        if (this.closed) throw walkAbandoned();
        turnAt = entries.length + ENTRIES_PER_TURN;
      }
    }
  }

  /** How many of its worker threads have not ended. */
  get liveThreads(): number {
    return this.pool?.liveThreads ?? 0;
  }

  /**
   * The threads, for the one archive that claims them first, with what was deflated ahead;
   * undefined after that.
   */
  claim(): { pool: CompressorPool; deflation?: Deflation } | undefined {
    if (this.closed) return undefined;
    const pool = this.pool?.claim();
    if (!pool) return undefined;
    return { pool, ...(this.deflation ? { deflation: this.deflation } : {}) };
  }

  /** Ends the threads, dropping what they deflated: no archive may claim them after this. */
  async close(): Promise<void> {
    this.closed = true;
    await this.pool?.close();
  }
}

/**
 * What a walk ends with once its threads were closed: the run ended before its archive was
 * built, and nobody reads the listing (never told to a user).
 */
export const WALK_ABANDONED = 'WALK_ABANDONED';

function walkAbandoned(): Error {
  return Object.assign(
    new Error('The walk of the tree was given up: the run ended before its archive was built.'),
    { code: WALK_ABANDONED },
  );
}

/** The threads that read and deflate, to be started by the walk once the tree needs them. */
export function startCompressors(workers = defaultWorkerCount()): EarlyDeflate {
  return new EarlyDeflate(workers);
}

function slotsFor(workers: number): number {
  return (workers + 1) * AHEAD_PER_WORKER;
}

/**
 * The steps of `list` on a pool: those deflated ahead when they are this listing's, at this
 * level; else on a pool of its own (`workers` besides this thread; by default one per other core
 * for a tree large enough).
 */
export async function deflationOf(
  list: FileList,
  level: number,
  early: EarlyDeflate | undefined,
  workers?: number,
): Promise<Deflation> {
  const claimed = early?.claim();
  const ahead = claimed?.deflation;
  if (ahead && ahead.list.entries === list.entries && ahead.level === level) return ahead;
  const count = workers ?? (list.totalBytes < INLINE_BYTES ? 0 : defaultWorkerCount());
  // Threads that deflated another listing, or at another level, hold its bytes in their slots.
  await claimed?.pool.close();
  return new Deflation(new CompressorPool(count, slotsFor(count)), list, level);
}
