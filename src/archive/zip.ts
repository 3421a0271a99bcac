// The zip writer: the listed entries, read and deflated on both cores, laid out by fflate, hashed
// on the way, in bounded memory.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { closeSync, openSync, readSync, writeSync } from 'node:fs';
import { crc32, createDeflateRaw } from 'node:zlib';
import { Zip, type ZipInputFile } from 'fflate';
import { DeflateLanes } from './deflate.js';
import { readFailure, type ArchiveEntry, type FileList } from './select.js';
import { MAX_ARCHIVE_BYTES, tooLarge } from './size.js';

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
}

/** Files up to this size are read whole and compressed in one call; larger ones stream. */
const WHOLE_FILE_BYTES = 1024 * 1024;
/** How many entries are read and compressed ahead of the one being written. */
const AHEAD = 16;
/** Deflate streams working at once: as many as zlib's thread pool has threads. */
const DEFLATE_LANES = 4;
/** The zip is gathered in a buffer this large, then hashed and written in one go. */
const SINK_BYTES = 1024 * 1024;
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

/**
 * Where the zip goes: gathered in one buffer, then hashed and written when it is full, so that
 * no chunk is held after it is handed over and the disk sees large writes.
 */
class Sink {
  private readonly buffer = Buffer.allocUnsafe(SINK_BYTES);
  private readonly hash = createHash('sha256');
  private readonly fd: number;
  private used = 0;
  size = 0;

  constructor(fd: number) {
    this.fd = fd;
  }

  write(chunk: Uint8Array): void {
    this.size += chunk.length;
    for (let offset = 0; offset < chunk.length;) {
      const count = Math.min(chunk.length - offset, this.buffer.length - this.used);
      this.buffer.set(chunk.subarray(offset, offset + count), this.used);
      this.used += count;
      offset += count;
      if (this.used === this.buffer.length) this.flush();
    }
  }

  flush(): void {
    const data = this.buffer.subarray(0, this.used);
    this.hash.update(data);
    for (let written = 0; written < data.length;) {
      written += writeSync(this.fd, data, written);
    }
    this.used = 0;
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}

/** An entry ready to be written: whole, or to be streamed at its turn. */
interface Prepared {
  readonly entry: ArchiveEntry;
  /** The bytes to store (compressed when `compression` is DEFLATE); none when streamed. */
  readonly data?: Uint8Array;
  readonly compression: number;
  readonly crc: number;
  readonly size: number;
  /** The read buffer to give back once the entry is written. */
  readonly slot?: Buffer;
}

/**
 * Reads a file of `size` bytes into `slot` in one read: asking for one byte more tells, by
 * getting it, that the file grew since it was listed (then undefined: it is streamed instead).
 */
function readWhole(path: string, size: number, slot: Buffer): Buffer | undefined {
  const fd = openSync(path, 'r');
  try {
    let length = 0;
    // A regular file gives all that is asked up to its end; the loop only covers short reads.
    for (let count = -1; count !== 0 && length <= size; length += count) {
      count = readSync(fd, slot, length, size + 1 - length, null);
    }
    return length > size ? undefined : slot.subarray(0, length);
  } finally {
    closeSync(fd);
  }
}

/**
 * Reads and compresses one entry that is small enough to hold whole. The read is synchronous
 * (an async read costs four trips to the thread pool); zlib compresses in that pool meanwhile.
 */
async function prepare(
  entry: ArchiveEntry,
  root: string,
  level: number,
  lanes: DeflateLanes,
  slot: Buffer,
): Promise<Prepared> {
  if (entry.kind === 'directory')
    return { entry, data: new Uint8Array(0), compression: STORE, crc: 0, size: 0, slot };
  if (entry.kind === 'symlink') {
    // A link is stored as its target, as zip tools store links.
    const data = Buffer.from(entry.target as string);
    return { entry, data, compression: STORE, crc: crc32(data), size: data.length, slot };
  }
  const raw =
    entry.size <= WHOLE_FILE_BYTES
      ? readWhole(`${root}/${entry.name}`, entry.size, slot)
      : undefined;
  if (!raw) return { entry, compression: STORE, crc: 0, size: 0, slot };
  const crc = crc32(raw);
  if (level > 0 && raw.length > 0 && !isCompressedFormat(entry.name)) {
    const deflated = await lanes.deflate(raw);
    if (deflated.length < raw.length) {
      return { entry, data: deflated, compression: DEFLATE, crc, size: raw.length, slot };
    }
  }
  return { entry, data: raw, compression: STORE, crc, size: raw.length, slot };
}

/**
 * Writes the listed entries as a zip at `destination`, hashing it on the way. Compression runs
 * in zlib's thread pool, several entries ahead of the one being written, so that both cores
 * work; fflate lays out the zip. Memory stays flat: a fixed set of read buffers is reused.
 */
export async function writeArchive(
  list: FileList,
  destination: string,
  options: WriteOptions,
): Promise<BuiltArchive> {
  const { level, signal } = options;
  const maxBytes = options.maxBytes ?? MAX_ARCHIVE_BYTES;
  const fd = openSync(destination, 'w');
  const sink = new Sink(fd);
  let failure: unknown;
  const zip = new Zip((error, chunk, final) => {
    if (failure) return;
    if (error) failure = error;
    else if (sink.size + chunk.length > maxBytes) failure = tooLarge(maxBytes, list.entries);
    else {
      try {
        sink.write(chunk);
        if (final) sink.flush();
      } catch (writeError) {
        failure = writeError;
      }
    }
  });
  const check = (): void => {
    signal?.throwIfAborted();
    if (failure) throw failure;
  };

  const { entries, root } = list;
  const lanes = new DeflateLanes(level, DEFLATE_LANES);
  const slots: Buffer[] = [];
  const streamBuffer = Buffer.allocUnsafe(WHOLE_FILE_BYTES);
  const pending: { entry: ArchiveEntry; prepared: Promise<Prepared> }[] = [];
  let next = 0;
  const fill = (): void => {
    while (pending.length < AHEAD && next < entries.length) {
      const entry = entries[next++] as ArchiveEntry;
      // One byte more than a whole file may have, to notice a file that grew since it was listed.
      const slot = slots.pop() ?? Buffer.allocUnsafe(WHOLE_FILE_BYTES + 1);
      const prepared = prepare(entry, root, level, lanes, slot);
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
      if (prepared.data) {
        const file = zipFile(prepared.entry, prepared.compression);
        zip.add(file);
        file.crc = prepared.crc;
        file.size = prepared.size;
        // The sink copies what it is given at once, so the slot is free after this call.
        file.ondata?.(null, prepared.data as Uint8Array<ArrayBuffer>, true);
      } else {
        await streamFile(
          zip,
          prepared.entry,
          `${root}/${prepared.entry.name}`,
          level,
          streamBuffer,
          check,
        );
      }
      if (prepared.slot) slots.push(prepared.slot);
      check();
      fill();
    }
    zip.end();
    check();
  } catch (error) {
    zip.terminate();
    throw error;
  } finally {
    lanes.close();
    closeSync(fd);
  }
  return { path: destination, size: sink.size, sha256: sink.digest(), files: entries.length };
}

/** Streams a large file into the zip, deflating it as it is read, through one reused buffer. */
async function streamFile(
  zip: Zip,
  entry: ArchiveEntry,
  path: string,
  level: number,
  buffer: Buffer,
  check: () => void,
): Promise<void> {
  const deflate = level > 0 && !isCompressedFormat(entry.name);
  const file = zipFile(entry, deflate ? DEFLATE : STORE);
  zip.add(file);
  const push = (chunk: Uint8Array, final: boolean) =>
    file.ondata?.(null, chunk as Uint8Array<ArrayBuffer>, final);
  const deflater = deflate ? createDeflateRaw({ level }) : undefined;
  deflater?.on('data', (chunk: Buffer) => push(chunk, false));
  const deflated = deflater ? once(deflater, 'end') : undefined;
  deflated?.catch(() => {});

  let crc = 0;
  let size = 0;
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    for (let count = readSync(fd, buffer); count > 0; count = readSync(fd, buffer)) {
      const bytes = buffer.subarray(0, count);
      crc = crc32(bytes, crc);
      size += count;
      if (!deflater) push(bytes, false);
      // The buffer is read again only once zlib has taken these bytes.
      else
        await new Promise<void>((resolve, reject) =>
          deflater.write(bytes, (error) => (error ? reject(error) : resolve())),
        );
      check();
    }
  } catch (error) {
    deflater?.destroy();
    throw (error as { code?: unknown }).code ? readFailure(entry.name, error) : error;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  deflater?.end();
  await deflated;
  file.crc = crc;
  file.size = size;
  push(new Uint8Array(0), true);
}
