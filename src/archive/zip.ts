// The zip writer. The listed entries are cut into tasks (batches of small files, chunks of large
// ones) that every core reads and deflates at once; this thread lays out what comes back, in the
// listed order, hashes it and writes it, with a bounded number of tasks in flight so that memory
// stays flat. The bytes depend only on the tree and the options: entries in the listed (sorted)
// order, no owner ids, times in UTC or all set to one given time.
import { createHash } from 'node:crypto';
import { closeSync, openSync, writeSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { FILE_FIELDS, type Task } from './compress-worker.js';
import { CompressorPool, defaultWorkerCount, type Job } from './compress.js';
import { readFailure, type ArchiveEntry, type FileList } from './select.js';
import { MAX_ARCHIVE_BYTES, tooLarge } from './size.js';
import {
  centralHeaderLength,
  crc32Combine,
  dataDescriptor,
  DEFLATE,
  endRecords,
  localHeaderLength,
  needsZip64,
  STORE,
  writeCentralHeader,
  writeLocalHeader,
  type ZipEntry,
} from './zip-format.js';

export interface BuiltArchive {
  readonly path: string;
  readonly size: number;
  readonly sha256: string;
  readonly files: number;
}

export interface WriteOptions {
  /** zlib level, 0 (store) to 9. */
  level: number;
  signal?: AbortSignal;
  /** The size limit; tests lower it. */
  maxBytes?: number;
  /** One time, in milliseconds, for every entry (reproducible archives); else each file's own. */
  mtime?: number;
  /**
   * Worker threads besides this one; 0 does all the work on this thread. By default one per
   * other core, for trees large enough to be worth starting them.
   */
  workers?: number;
  /**
   * Told how many bytes of the file are written, each time more are: a reader may read that far
   * while the archive is still written. The last bytes (the end records, and what was gathered
   * with them) are not told: the caller learns the whole size from the result, with the digest.
   */
  onWritten?: (bytes: number) => void;
  /** Told the bytes of files read so far, of all the files', after each step is written. */
  onProgress?: (doneBytes: number, totalBytes: number) => void;
  /**
   * Threads started while the tree was walked (`startCompressors`), so that they are ready
   * when the first task is: the archive claims them and closes them. Left out, or claimed
   * already, it starts its own.
   */
  compressors?: CompressorPool;
}

/** Files up to this size are read whole, many to a task; larger ones are cut into chunks. */
const SMALL_FILE_BYTES = 1024 * 1024;
const CHUNK_BYTES = 1024 * 1024;
/** A batch of small files ends at this many files or bytes, whichever comes first. */
const BATCH_FILES = 128;
const BATCH_BYTES = 1024 * 1024;
/** Folders and links count too, so that a step never holds an unbounded run of them. */
const BATCH_ENTRIES = 1024;
/** Tasks in flight, per worker: enough to keep each busy, few enough to bound memory. */
const AHEAD_PER_WORKER = 4;
/** Below this many bytes in all, starting worker threads costs more than it saves. */
const INLINE_BYTES = 2 * 1024 * 1024;
/** The zip is gathered in a buffer this large, then hashed and written in one go. */
const SINK_BYTES = 1024 * 1024;
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
 * Where the zip goes: gathered in one buffer, then hashed and written when it is full, so that
 * no chunk is held after it is handed over and the disk sees large writes.
 */
class Sink {
  private readonly buffer = Buffer.allocUnsafe(SINK_BYTES);
  private readonly hash = createHash('sha256');
  private readonly fd: number;
  private readonly maxBytes: number;
  private readonly overLimit: () => Error;
  private readonly onWritten: ((bytes: number) => void) | undefined;
  private used = 0;
  private written = 0;
  size = 0;

  constructor(
    fd: number,
    maxBytes: number,
    overLimit: () => Error,
    onWritten?: (bytes: number) => void,
  ) {
    this.fd = fd;
    this.maxBytes = maxBytes;
    this.overLimit = overLimit;
    this.onWritten = onWritten;
  }

  /** Writes a record of `length` bytes that `fill` lays out in place, with no buffer of its own. */
  record(length: number, fill: (target: Buffer, at: number) => void): void {
    if (length > this.buffer.length) {
      const own = Buffer.alloc(length);
      fill(own, 0);
      this.write(own);
      return;
    }
    if (this.size + length > this.maxBytes) throw this.overLimit();
    if (this.used + length > this.buffer.length) this.flush();
    fill(this.buffer, this.used);
    this.used += length;
    this.size += length;
  }

  write(chunk: Uint8Array): void {
    if (this.size + chunk.length > this.maxBytes) throw this.overLimit();
    this.size += chunk.length;
    for (let offset = 0; offset < chunk.length;) {
      const count = Math.min(chunk.length - offset, this.buffer.length - this.used);
      this.buffer.set(chunk.subarray(offset, offset + count), this.used);
      this.used += count;
      offset += count;
      if (this.used === this.buffer.length) this.flush();
    }
  }

  /** Writes what is gathered; `last` for the final bytes, which are not told to `onWritten`. */
  flush(last = false): void {
    const data = this.buffer.subarray(0, this.used);
    this.hash.update(data);
    for (let written = 0; written < data.length;) {
      written += writeSync(this.fd, data, written);
    }
    this.written += data.length;
    this.used = 0;
    if (!last && data.length > 0) this.onWritten?.(this.written);
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}

/**
 * What the tasks are for: a run of entries whose files make one task (the folders and links
 * among them need none), or a large file's chunks.
 */
type Step =
  | { readonly kind: 'batch'; readonly entries: readonly ArchiveEntry[]; readonly task?: Task }
  | {
      readonly kind: 'chunk';
      readonly entry: ArchiveEntry;
      readonly task: Task;
      readonly first: boolean;
      readonly last: boolean;
    };

/**
 * The entries, in order, as steps. Folders and links ride in the batch around them: a tree of
 * many small folders would otherwise cut every batch to a few files.
 */
export function* plan(list: FileList, level: number): Generator<Step> {
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
  for (const entry of list.entries) {
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
          path: `${list.root}/${entry.name}`,
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
  yield* flushBatch();
}

/**
 * Starts the threads that read and deflate, before the tree's size is known: a worker takes
 * some 50 ms to load its module, which the walk of a large tree hides. They wait, without
 * keeping the process alive, until `writeArchive` is given them; `close` ends them otherwise.
 */
export function startCompressors(workers = defaultWorkerCount()): CompressorPool {
  return new CompressorPool(workers, (workers + 1) * AHEAD_PER_WORKER, { early: true });
}

/** The pool for `list`: the threads started early if they fit it, else a pool of its own. */
async function poolFor(list: FileList, options: WriteOptions): Promise<CompressorPool> {
  const workers = options.workers ?? (list.totalBytes < INLINE_BYTES ? 0 : defaultWorkerCount());
  const early = options.compressors?.claim();
  if (early && early.workerCount === workers) return early;
  await early?.close();
  return new CompressorPool(workers, (workers + 1) * AHEAD_PER_WORKER);
}

/**
 * Writes the listed entries as a zip at `destination`, hashing it on the way: ZIP64 records
 * where counts, sizes or offsets pass what the classic fields hold, UTF-8 names, Unix modes and
 * links, and file times clamped to what a zip can hold (and kept exactly in the extended
 * timestamp where it fits).
 */
export async function writeArchive(
  list: FileList,
  destination: string,
  options: WriteOptions,
): Promise<BuiltArchive> {
  const { level, signal } = options;
  const maxBytes = options.maxBytes ?? MAX_ARCHIVE_BYTES;
  // Opened first: a destination that cannot be written leaves no thread running.
  const fd = openSync(destination, 'w');
  const pool = await poolFor(list, options);
  const ahead = pool.slots;
  const sink = new Sink(fd, maxBytes, () => tooLarge(maxBytes, list.entries), options.onWritten);
  const directory = new CentralDirectory(options.mtime);
  const steps = plan(list, level);
  const inFlight: { step: Step; job?: Job }[] = [];
  const fill = (): void => {
    while (inFlight.length < ahead) {
      const next = steps.next();
      if (next.done) return;
      const step = next.value;
      const job = step.task ? pool.run(step.task) : undefined;
      // A failure is reported where the step is written; until then it must not go unhandled.
      job?.result.catch(() => {});
      inFlight.push({ step, job });
    }
  };

  let current: ZipEntry | undefined;
  let doneBytes = 0;
  try {
    fill();
    while (inFlight.length > 0) {
      signal?.throwIfAborted();
      const { step, job } = inFlight.shift() as (typeof inFlight)[number];
      const answer = job ? await pool.take(job) : undefined;
      const bytes = job && answer ? pool.bytes(job, answer) : undefined;
      if (answer?.kind === 'error') {
        const failed =
          step.kind === 'batch'
            ? step.entries.filter((entry) => entry.kind === 'file')[answer.index]
            : step.entry;
        throw readFailure(
          failed?.name ?? '?',
          Object.assign(new Error(answer.message), { code: answer.code }),
        );
      }
      if (step.kind === 'batch') {
        const files = answer?.kind === 'files' ? answer.files : new Uint32Array(0);
        let offset = 0;
        let at = 0;
        for (const entry of step.entries) {
          if (entry.kind !== 'file') {
            directory.add(entry, writeWhole(sink, entry, options.mtime));
            continue;
          }
          const length = files[at + 3] as number;
          const file = {
            crc: files[at] as number,
            size: files[at + 1] as number,
            method: files[at + 2] as number,
            data: (bytes as Uint8Array).subarray(offset, offset + length),
          };
          at += FILE_FIELDS;
          offset += length;
          directory.add(entry, writeWhole(sink, entry, options.mtime, file));
          doneBytes += entry.size;
        }
      } else if (step.kind === 'chunk' && answer?.kind === 'chunk') {
        if (step.first) {
          current = zipEntry(
            step.entry,
            options.mtime,
            step.task.kind === 'chunk' && step.task.store ? STORE : DEFLATE,
            {
              offset: sink.size,
              descriptor: true,
            },
          );
          const header = current;
          sink.record(localHeaderLength(header), (target, at) =>
            writeLocalHeader(header, target, at),
          );
        }
        const entry = current as ZipEntry;
        entry.crc = step.first ? answer.crc : crc32Combine(entry.crc, answer.crc, answer.size);
        entry.size += answer.size;
        doneBytes += answer.size;
        entry.compressedSize += (bytes as Uint8Array).length;
        sink.write(bytes as Uint8Array);
        if (step.last) {
          sink.write(dataDescriptor(entry));
          directory.add(step.entry, entry);
          current = undefined;
        }
      }
      if (job) pool.release(job);
      options.onProgress?.(doneBytes, list.totalBytes);
      fill();
    }
    signal?.throwIfAborted();
    const directoryOffset = sink.size;
    directory.writeTo(sink);
    sink.write(endRecords(directory.count, directoryOffset, sink.size - directoryOffset));
    sink.flush(true);
  } finally {
    closeSync(fd);
    await pool.close();
  }
  return { path: destination, size: sink.size, sha256: sink.digest(), files: directory.count };
}

/**
 * The central directory, kept as a few numbers an entry until the end (the names are the
 * listing's), then laid out record by record into one buffer that is written as it fills: a
 * tree of 100,000 small files would otherwise hold some 10 MB of records while it is archived.
 */
class CentralDirectory {
  private sources: ArchiveEntry[] = [];
  /** Per entry: CRC, compressed size, size, offset of its local header. */
  private numbers = new Float64Array(4 * 1024);
  /** Per entry: the method, and whether a data descriptor follows its data. */
  private layout = new Uint8Array(1024);
  private readonly mtime: number | undefined;
  count = 0;

  constructor(mtime: number | undefined) {
    this.mtime = mtime;
  }

  add(source: ArchiveEntry, entry: ZipEntry): void {
    if (this.count === this.layout.length) {
      const numbers = new Float64Array(this.numbers.length * 2);
      numbers.set(this.numbers);
      this.numbers = numbers;
      const layout = new Uint8Array(this.layout.length * 2);
      layout.set(this.layout);
      this.layout = layout;
    }
    this.sources.push(source);
    const at = this.count * 4;
    this.numbers[at] = entry.crc;
    this.numbers[at + 1] = entry.compressedSize;
    this.numbers[at + 2] = entry.size;
    this.numbers[at + 3] = entry.offset;
    this.layout[this.count] = entry.method | (entry.descriptor ? 0x80 : 0);
    this.count++;
  }

  /** Writes every record to `sink`, through one buffer. */
  writeTo(sink: Sink): void {
    let buffer = Buffer.allocUnsafe(SINK_BYTES);
    let used = 0;
    for (let index = 0; index < this.count; index++) {
      const at = index * 4;
      const layout = this.layout[index] as number;
      const entry = zipEntry(this.sources[index] as ArchiveEntry, this.mtime, layout & 0x7f, {
        offset: this.numbers[at + 3] as number,
        descriptor: (layout & 0x80) !== 0,
      });
      entry.crc = this.numbers[at] as number;
      entry.compressedSize = this.numbers[at + 1] as number;
      entry.size = this.numbers[at + 2] as number;
      const length = centralHeaderLength(entry);
      if (used + length > buffer.length) {
        sink.write(buffer.subarray(0, used));
        used = 0;
        if (length > buffer.length) buffer = Buffer.allocUnsafe(length);
      }
      used += writeCentralHeader(entry, buffer, used);
    }
    sink.write(buffer.subarray(0, used));
  }
}

function zipEntry(
  entry: ArchiveEntry,
  mtime: number | undefined,
  method: number,
  layout: { offset: number; descriptor: boolean },
): ZipEntry {
  return {
    name: entry.name,
    utf8: /[^\x20-\x7e]/.test(entry.name),
    kind: entry.kind,
    mode: entry.mode,
    mtime: mtime ?? entry.mtime,
    method,
    crc: 0,
    compressedSize: 0,
    size: 0,
    offset: layout.offset,
    descriptor: layout.descriptor,
    // A file that may pass 4 GiB reserves ZIP64 sizes in its local header.
    zip64Local: layout.descriptor && needsZip64(entry.size + CHUNK_BYTES),
  };
}

/** Writes an entry whose bytes are all known: a folder, a link, or a small file from a batch. */
function writeWhole(
  sink: Sink,
  entry: ArchiveEntry,
  mtime: number | undefined,
  file?: { crc: number; size: number; method: number; data: Uint8Array },
): ZipEntry {
  // A link is stored as its target, as zip tools store links.
  const data =
    file?.data ?? (entry.kind === 'symlink' ? Buffer.from(entry.target ?? '') : Buffer.alloc(0));
  const zip = zipEntry(entry, mtime, file?.method ?? STORE, {
    offset: sink.size,
    descriptor: false,
  });
  zip.crc = file?.crc ?? (data.length > 0 ? crc32(data) : 0);
  zip.size = file?.size ?? data.length;
  zip.compressedSize = data.length;
  sink.record(localHeaderLength(zip), (target, at) => writeLocalHeader(zip, target, at));
  sink.write(data);
  return zip;
}
