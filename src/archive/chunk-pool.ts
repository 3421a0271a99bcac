// The buffers a reader reads a file into, for a consumer that gives each back once it is done with
// it (src/http/upload-body.ts gives back what the socket wrote): read at the speed an upload
// sends, fresh buffers died faster than the collector came, and each new one's pages cost their
// first touch. The growing archive's reader and the given archive's share it.
import type { Readable } from 'node:stream';

/** A reader whose chunks may be given back (`recycle`), to be read into again. */
export type ReusingReader = Readable & { recycle(chunk: Buffer): void };

/** Whole-size buffers one reader gives out, and those given back, kept for its next reads. */
export class ChunkPool {
  private readonly given = new WeakSet<Buffer>();
  private readonly spare: Buffer[] = [];
  private readonly chunkBytes: number;
  private readonly spareMax: number;

  constructor(chunkBytes: number, spareMax: number) {
    this.chunkBytes = chunkBytes;
    this.spareMax = spareMax;
  }

  /** A buffer to read `length` bytes into: a spare one when whole-size, else a new one. */
  take(length: number): Buffer {
    if (length !== this.chunkBytes) return Buffer.allocUnsafe(length);
    return this.spare.pop() ?? Buffer.allocUnsafe(length);
  }

  /**
   * The chunk read into `buffer` (all of it, or the `bytesRead` it holds), to hand out; a whole
   * one may come back.
   */
  give(buffer: Buffer, bytesRead: number): Buffer {
    if (bytesRead === this.chunkBytes) {
      this.given.add(buffer);
      return buffer;
    }
    return bytesRead === buffer.length ? buffer : buffer.subarray(0, bytesRead);
  }

  /** `reader` with `recycle`: a chunk is taken back once, only if given, never once it ended. */
  reusing(reader: Readable): ReusingReader {
    return Object.assign(reader, {
      recycle: (chunk: Buffer) => {
        if (!this.given.delete(chunk) || reader.destroyed) return;
        if (this.spare.length < this.spareMax) this.spare.push(chunk);
      },
    });
  }
}
