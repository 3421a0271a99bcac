// The zip writer. The listed entries are cut into tasks (batches of small files, chunks of large
// ones) that every core reads and deflates at once; this thread lays out what comes back, in the
// listed order, hashes it and writes it, with a bounded number of tasks in flight so that memory
// stays flat. The bytes depend only on the tree and the options: entries in the listed (sorted)
// order, no owner ids, times in UTC or all set to one given time.
import { createHash } from 'node:crypto';
import { closeSync, openSync, writeSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { FILE_FIELDS } from './compress-worker.js';
import { CHUNK_BYTES, deflationOf, type EarlyDeflate } from './deflate.js';
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
   * other core, for trees large enough to be worth starting them. `compressors` that deflated
   * this listing ahead keep their own.
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
   * when the first task is, with what they deflated of this listing while it was walked: the
   * archive claims them and closes them. Left out, claimed already, or never started (a tree
   * too small for them), it starts its own.
   */
  compressors?: EarlyDeflate;
}

/** The zip is gathered in a buffer this large, then hashed and written in one go. */
const SINK_BYTES = 1024 * 1024;
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
  // Opened first: a destination that cannot be written leaves no thread running, and drops
  // what the threads started early deflated.
  let fd: number;
  try {
    fd = openSync(destination, 'w');
  } catch (error) {
    await options.compressors?.close();
    throw error;
  }
  const deflation = await deflationOf(list, level, options.compressors, options.workers);
  const { pool } = deflation;
  const sink = new Sink(fd, maxBytes, () => tooLarge(maxBytes, list.entries), options.onWritten);
  const directory = new CentralDirectory(options.mtime);

  let current: ZipEntry | undefined;
  let doneBytes = 0;
  try {
    for (let next = deflation.next(); next !== undefined; next = deflation.next()) {
      signal?.throwIfAborted();
      const { step, job } = next;
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
