// A file read while it is written: the archive streams to the upload as the writer lays it down.
// Every reader reads the file itself, from its start, so that an upload tried again after a cut
// sends the same bytes, and memory stays flat however far the network falls behind the disk.
import { closeSync, openSync, readSync } from 'node:fs';
import { Readable } from 'node:stream';
import { ChunkPool, type ReusingReader } from './chunk-pool.js';

/** Chunks a reader reads ahead of its consumer, at most. */
const AHEAD_CHUNKS = 4;

/** Chunks a reader keeps for reuse, at most. */
const SPARE_CHUNKS = 32;

/** How much a reader asks the file for at once: 256 KiB reads held some 35 MB more at the peak of a 500 MB upload across a slow link. */
const READ_BYTES = 64 * 1024;

/**
 * A reader that takes back a chunk it gave, once the connection has written it, and reads into
 * it again. Read at the speed the upload sends, fresh 64 KiB buffers died faster than the
 * collector came (up to 30 MB more at the peak of a 500 MB upload); the reader reuses a few.
 */
export type { ReusingReader } from './chunk-pool.js';

/** What an upload needs of a file still being written. */
export interface GrowingSource {
  /** The file's bytes from its start, as they are written; it ends once the file is whole. */
  open(): Readable;
  /** Resolves once the file is whole (rejects when it never will be). */
  whole(signal?: AbortSignal): Promise<void>;
}

/**
 * A file that a writer is writing: `advance` says how far readers may read, `finish` that it is
 * whole at a size, `fail` that it never will be (readers error, and a body streamed from it is
 * never complete).
 */
export class GrowingFile implements GrowingSource {
  readonly path: string;
  private readable = 0;
  private finalSize: number | undefined;
  private failure: Error | undefined;
  private readonly waiting = new Set<() => void>();

  constructor(path: string) {
    this.path = path;
  }

  /** The writer has written `bytes` bytes, which readers may read. */
  advance(bytes: number): void {
    if (bytes <= this.readable || this.finalSize !== undefined) return;
    this.readable = bytes;
    this.wake();
  }

  /** The file is whole, `size` bytes long. */
  finish(size: number): void {
    if (this.failure || this.finalSize !== undefined) return;
    this.readable = size;
    this.finalSize = size;
    this.wake();
  }

  /** The file will not be whole: readers fail with `error`. */
  fail(error: Error): void {
    if (this.failure || this.finalSize !== undefined) return;
    this.failure = error;
    this.wake();
  }

  /** Whether the file is whole. */
  get isWhole(): boolean {
    return this.finalSize !== undefined;
  }

  whole(signal?: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = (): boolean => {
        if (this.failure) reject(this.failure);
        else if (signal?.aborted) reject(signal.reason as Error);
        else if (this.finalSize !== undefined) resolve();
        else return false;
        return true;
      };
      if (check()) return;
      const onChange = () => {
        if (!check()) return;
        this.waiting.delete(onChange);
        signal?.removeEventListener('abort', onChange);
      };
      this.waiting.add(onChange);
      signal?.addEventListener('abort', onChange, { once: true });
    });
  }

  open(): ReusingReader {
    // Opened at the first byte the writer has written, never before: a reader may be opened
    // before the writer has created the file (the upload builds its form first).
    let fd: number | undefined;
    let position = 0;
    let waiting: (() => void) | undefined;
    const pool = new ChunkPool(READ_BYTES, SPARE_CHUNKS);
    const close = () => {
      if (waiting) this.waiting.delete(waiting);
      waiting = undefined;
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
    };
    // Read at once, as much as the consumer takes: the bytes were just written and sit in the
    // page cache. The writer holds the thread while it deflates, and gives it up only between
    // tasks; a read that waited on the thread pool moved one chunk a turn, so that the upload
    // fell megabytes behind the archive and sent most of it after the last byte was written.
    const pump = (stream: Readable): void => {
      for (;;) {
        if (stream.destroyed) return;
        if (this.failure) return void stream.destroy(this.failure);
        if (position < this.readable) {
          const length = Math.min(READ_BYTES, this.readable - position);
          const buffer = pool.take(length);
          let bytesRead: number;
          try {
            fd ??= openSync(this.path, 'r');
            bytesRead = readSync(fd, buffer, 0, length, position);
          } catch (error) {
            return void stream.destroy(error as Error);
          }
          if (bytesRead === 0) {
            return void stream.destroy(new Error(`${this.path} ended before its written length`));
          }
          position += bytesRead;
          if (!stream.push(pool.give(buffer, bytesRead))) return;
          continue;
        }
        if (this.finalSize !== undefined) {
          close();
          stream.push(null);
          return;
        }
        if (!waiting) {
          waiting = () => {
            if (waiting) this.waiting.delete(waiting);
            waiting = undefined;
            pump(stream);
          };
          this.waiting.add(waiting);
        }
        return;
      }
    };
    const reader = new Readable({
      // A stream of chunks, each read as one: a byte stream's read() joins what is buffered into
      // a new buffer, which would be garbage again, and never the chunk to take back.
      objectMode: true,
      highWaterMark: AHEAD_CHUNKS,
      read() {
        pump(this);
      },
      destroy(error, done) {
        try {
          close();
        } finally {
          done(error);
        }
      },
    });
    return pool.reusing(reader);
  }

  private wake(): void {
    for (const waiter of [...this.waiting]) waiter();
  }
}
