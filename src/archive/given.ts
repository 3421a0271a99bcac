// An archive built elsewhere and deployed as it is: its digest and entry count, and its bytes for
// the upload and the ledger's copy. Something else may write the file while the run reads it (a
// step left running in the background, a process of the job's own), so every read opens it
// afresh as the settings found it (a regular file, of that size, no link in its place), and the
// bytes handed on are those the digest was taken of, or an error before their last chunk: the
// ledger names the bytes that were deployed, never others.
import { createHash } from 'node:crypto';
import { closeSync, constants, fstatSync, open, openSync, read, readSync } from 'node:fs';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { ChunkPool, type ReusingReader } from './chunk-pool.js';
import { ArchiveError } from './error.js';

/** What the settings found: a path resolved through links, and its size then. */
export interface GivenFile {
  readonly path: string;
  readonly size: number;
}

/** A given archive's file, its format, and its digest when that is known already. */
export interface GivenArchiveFile extends GivenFile {
  readonly format: 'zip' | 'tar';
  /**
   * The digest its bytes must have, known before it is read: a kept archive read back and
   * checked against the ledger, or one read once for every target of a rollout. Not taken
   * again; what is sent and kept is checked against it.
   */
  readonly sha256?: string;
}

/**
 * The path was resolved through links when the settings were read: a link in its place now is a
 * change, not followed. Non-blocking, so that a FIFO put there is refused, not waited on.
 */
const GIVEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

/** How much of the file one read takes. */
const CHUNK_BYTES = 256 * 1024;

/** What an open's failure says of a file that was there, a regular file, when it was checked. */
const GONE: Record<string, string> = {
  ENOENT: 'it is gone',
  ELOOP: 'a link is in its place',
  EACCES: 'it can no longer be read (permission denied)',
  EPERM: 'it can no longer be read (operation not permitted)',
};

function changed(file: GivenFile, what: string, cause?: unknown): ArchiveError {
  return new ArchiveError(
    `The archive given, ${file.path}, changed while this step read it: ${what}. Let what ` +
      'writes it end before this step, or give a copy that nothing else writes.',
    cause === undefined ? undefined : { cause },
  );
}

/** The file is shorter now than the settings found it: it ends at byte `at`. */
function endsEarly(file: GivenFile, at: number): ArchiveError {
  return changed(file, `it ends after ${at} of its ${file.size} bytes`);
}

function mismatch(file: GivenFile, sha256: string): ArchiveError {
  return changed(file, `its bytes are no longer those whose sha256 is ${sha256}`);
}

/** The file opened as the settings found it, or an ArchiveError that says what changed. */
function openGiven(file: GivenFile): number {
  let fd: number;
  try {
    fd = openSync(file.path, GIVEN_FLAGS);
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    const what = GONE[code];
    if (what) throw changed(file, `${what} (${code})`, error);
    // Not a change (too many open files, an input/output error): said as it is.
    throw new ArchiveError(
      `Could not open the archive given, ${file.path}: ${(error as Error).message}.`,
      { cause: error },
    );
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw changed(file, 'it is no longer a regular file');
    if (stat.size !== file.size) {
      throw changed(file, `it is now ${stat.size} bytes, not the ${file.size} it was`);
    }
    return fd;
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}

const readAsync = promisify(read);
const openAsync = promisify(open);

/** How much of a zip's end is kept for its entry count: the end record, its comment, ZIP64's. */
const TAIL_BYTES = 128 * 1024;

/**
 * The archive's sha256 and, for a zip, the entry count its end record states, both of the same
 * bytes, read once. With the digest known already, only the end is read.
 */
export async function readGivenFacts(
  file: GivenArchiveFile,
  signal?: AbortSignal,
): Promise<{ sha256: string; files: number | undefined }> {
  const fd = openGiven(file);
  try {
    const start = Math.max(0, file.size - TAIL_BYTES);
    const tail = Buffer.alloc(file.size - start);
    if (file.sha256 !== undefined) {
      const { bytesRead } = await readAsync(fd, tail, 0, tail.length, start);
      if (bytesRead < tail.length) {
        throw endsEarly(file, start + bytesRead);
      }
      return { sha256: file.sha256, files: countOf(file, tail, start) };
    }
    const sha256 = await digestOf(fd, file.size, tail, (at) => endsEarly(file, at), signal);
    return { sha256, files: countOf(file, tail, start) };
  } finally {
    closeSync(fd);
  }
}

/**
 * The sha256 of the first `size` bytes of the file open at `fd`, its last `tail.length` copied
 * into `tail`; `ended` is the error for a file that ends sooner. Two buffers take turns, one read
 * while the other is hashed: a fresh buffer for each chunk costs its pages' first touch (on this
 * project's machines, more than the hash), and one read after another leaves the hash waiting.
 */
async function digestOf(
  fd: number,
  size: number,
  tail: Buffer,
  ended: (at: number) => Error,
  signal?: AbortSignal,
): Promise<string> {
  const hash = createHash('sha256');
  const buffers = [Buffer.allocUnsafe(CHUNK_BYTES), Buffer.allocUnsafe(CHUNK_BYTES)] as const;
  const tailStart = size - tail.length;
  const readAt = (at: number, buffer: Buffer) =>
    readAsync(fd, buffer, 0, Math.min(CHUNK_BYTES, size - at), at);
  let at = 0;
  let turn = 0;
  let reading = size > 0 ? readAt(0, buffers[0]) : undefined;
  while (reading) {
    const { bytesRead, buffer } = await reading;
    if (bytesRead === 0) throw ended(at);
    signal?.throwIfAborted();
    const chunk = buffer.subarray(0, bytesRead);
    const chunkAt = at;
    at += bytesRead;
    turn = 1 - turn;
    reading = at < size ? readAt(at, buffers[turn] as Buffer) : undefined;
    hash.update(chunk);
    if (at > tailStart) {
      chunk.copy(tail, Math.max(0, chunkAt - tailStart), Math.max(0, tailStart - chunkAt));
    }
  }
  return hash.digest('hex');
}

function countOf(file: GivenArchiveFile, tail: Buffer, start: number): number | undefined {
  return file.format === 'zip' ? zipEntryCount(tail, start) : undefined;
}

/** How many chunks the reader of a given archive keeps read ahead, and spare for reuse. */
const AHEAD_CHUNKS = 4;
const SPARE_CHUNKS = 8;

/**
 * The archive's bytes, exactly those whose digest is `sha256`: the stream fails with an
 * ArchiveError instead of giving its last chunk when they are not (an upload that stops there
 * has not sent the whole body, so nothing is deployed from it). A stream of whole chunks, which
 * a consumer that is done with one may give back (`recycle`) to be read into again: the upload
 * does, once the socket has written it (a fresh buffer for every chunk took four times as long
 * here). Read as the consumer asks, a chunk at a time, without waiting on the thread pool: the
 * digest was usually just taken and the bytes are in the page cache; when not (a digest known
 * already, an archive larger than the memory), a read from disk holds the event loop for a few
 * milliseconds (a 256 MiB file not cached: 57 ms at the longest here), far within the upload's
 * time limits.
 */
export function exactBytes(file: GivenFile, sha256: string): ReusingReader {
  let fd: number | undefined;
  let at = 0;
  const hash = createHash('sha256');
  const pool = new ChunkPool(CHUNK_BYTES, SPARE_CHUNKS);
  const reader = new Readable({
    // Chunks as they were read: a byte stream's read() would join them into new buffers.
    objectMode: true,
    highWaterMark: AHEAD_CHUNKS,
    read() {
      try {
        fd ??= openGiven(file);
        if (at === file.size) {
          // An empty file has no last chunk to hold back.
          if (file.size === 0 && hash.digest('hex') !== sha256) throw mismatch(file, sha256);
          this.push(null);
          return;
        }
        const buffer = pool.take(Math.min(CHUNK_BYTES, file.size - at));
        const bytesRead = readSync(fd, buffer, 0, buffer.length, at);
        if (bytesRead === 0) throw endsEarly(file, at);
        const chunk = buffer.subarray(0, bytesRead);
        hash.update(chunk);
        at += bytesRead;
        if (at === file.size && hash.digest('hex') !== sha256) throw mismatch(file, sha256);
        this.push(pool.give(buffer, bytesRead));
      } catch (error) {
        this.destroy(error as Error);
      }
    },
    destroy(error, done) {
      try {
        if (fd !== undefined) closeSync(fd);
        fd = undefined;
      } finally {
        done(error);
      }
    },
  });
  return pool.reusing(reader);
}

/**
 * A file's sha256, of its bytes up to the size it has when opened (a kept archive read back, a
 * file in the ledger's folder): read as the given archive's digest is.
 */
export async function sha256Of(path: string, signal?: AbortSignal): Promise<string> {
  const fd = await openAsync(path, 'r');
  try {
    const { size } = fstatSync(fd);
    const ended = (at: number) => new Error(`${path} ended after ${at} of its ${size} bytes`);
    return await digestOf(fd, size, Buffer.alloc(0), ended, signal);
  } finally {
    closeSync(fd);
  }
}

/** The end record is 22 bytes, after which a comment of up to 65,535 bytes may follow. */
const END_RECORD_SEARCH = 22 + 0xffff;

/**
 * The entry count a zip's end of central directory record (or its ZIP64 record) states, read
 * from `tail`, the file's bytes from offset `start` to its end; undefined when they hold none
 * that reads cleanly.
 */
function zipEntryCount(tail: Buffer, start: number): number | undefined {
  const from = Math.max(0, tail.length - END_RECORD_SEARCH);
  for (let at = tail.length - 22; at >= from; at--) {
    if (tail.readUInt32LE(at) !== 0x06054b50) continue;
    if (at + 22 + tail.readUInt16LE(at + 20) !== tail.length) continue;
    const count = tail.readUInt16LE(at + 10);
    if (count !== 0xffff) return count;
    // ZIP64: the locator sits just before the end record and points at the ZIP64 record.
    if (at < 20 || tail.readUInt32LE(at - 20) !== 0x07064b50) return undefined;
    const offset = Number(tail.readBigUInt64LE(at - 12)) - start;
    if (offset < 0 || offset + 56 > tail.length) return undefined;
    if (tail.readUInt32LE(offset) !== 0x06064b50) return undefined;
    return Number(tail.readBigUInt64LE(offset + 32));
  }
  return undefined;
}
