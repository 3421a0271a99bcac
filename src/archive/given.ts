// An archive built elsewhere and deployed as it is: its digest and entry count, and its bytes for
// the upload and the ledger's copy. Something else may write the file while the run reads it (a
// step left running in the background, a process of the job's own), so every read opens it
// afresh as the settings found it (a regular file, of that size, no link in its place), and the
// bytes handed on are those the digest was taken of, or an error before their last chunk: the
// ledger names the bytes that were deployed, never others.
import { createHash } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
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

async function openGiven(file: GivenFile): Promise<FileHandle> {
  let handle: FileHandle;
  try {
    handle = await open(file.path, GIVEN_FLAGS);
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
    const stat = await handle.stat();
    if (!stat.isFile()) throw changed(file, 'it is no longer a regular file');
    if (stat.size !== file.size) {
      throw changed(file, `it is now ${stat.size} bytes, not the ${file.size} it was`);
    }
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** The file's `size` bytes, chunk by chunk, each a buffer of its own; fewer is a change. */
async function* chunksOf(
  handle: FileHandle,
  file: GivenFile,
  signal?: AbortSignal,
): AsyncGenerator<Buffer, void, void> {
  for (let at = 0; at < file.size;) {
    signal?.throwIfAborted();
    const buffer = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, file.size - at));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, at);
    if (bytesRead === 0) throw changed(file, `it ends after ${at} of its ${file.size} bytes`);
    at += bytesRead;
    yield bytesRead === buffer.length ? buffer : buffer.subarray(0, bytesRead);
  }
}

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
  const handle = await openGiven(file);
  try {
    const start = Math.max(0, file.size - TAIL_BYTES);
    if (file.sha256 !== undefined) {
      const tail = Buffer.alloc(file.size - start);
      await handle.read(tail, 0, tail.length, start);
      return { sha256: file.sha256, files: countOf(file, tail, start) };
    }
    const hash = createHash('sha256');
    // The last two chunks: together at least TAIL_BYTES, unless the file is smaller.
    let before: Buffer = Buffer.alloc(0);
    let last: Buffer = Buffer.alloc(0);
    for await (const chunk of chunksOf(handle, file, signal)) {
      hash.update(chunk);
      before = last;
      last = chunk;
    }
    const tail = Buffer.concat([before, last]).subarray(-(file.size - start));
    return { sha256: hash.digest('hex'), files: countOf(file, tail, start) };
  } finally {
    await handle.close();
  }
}

function countOf(file: GivenArchiveFile, tail: Buffer, start: number): number | undefined {
  return file.format === 'zip' ? zipEntryCount(tail, start) : undefined;
}

/**
 * The archive's bytes, exactly those whose digest is `sha256`: the stream fails with an
 * ArchiveError instead of giving its last chunk when they are not (an upload that stops there
 * has not sent the whole body, so nothing is deployed from it).
 */
export function exactBytes(file: GivenFile, sha256: string): Readable {
  return Readable.from(
    (async function* () {
      const handle = await openGiven(file);
      try {
        const hash = createHash('sha256');
        let read = 0;
        for await (const chunk of chunksOf(handle, file)) {
          hash.update(chunk);
          read += chunk.length;
          if (read === file.size && hash.digest('hex') !== sha256) {
            throw changed(file, `its bytes are no longer those whose sha256 is ${sha256}`);
          }
          yield chunk;
        }
      } finally {
        await handle.close();
      }
    })(),
    { objectMode: false },
  );
}

/** A file's sha256 (a kept archive read back, a file in the ledger's folder). */
export async function sha256Of(path: string, signal?: AbortSignal): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path, { signal })) hash.update(chunk as Buffer);
  return hash.digest('hex');
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
