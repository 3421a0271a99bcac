import { constants, createDeflateRaw, type DeflateRaw } from 'node:zlib';

/**
 * A few long-lived raw-deflate streams that compress whole buffers in zlib's thread pool. Every
 * write is flushed with Z_FINISH, so each buffer becomes a complete deflate stream in one trip
 * to the pool, and the stream is reset afterwards. A stream object is made per lane rather than
 * per file: with thousands of small files that saves most of the time and memory a fresh zlib
 * stream per file costs.
 */
export class DeflateLanes {
  private readonly lanes: { stream: DeflateRaw; queue: Promise<unknown> }[];
  private next = 0;

  constructor(level: number, count: number) {
    this.lanes = Array.from({ length: count }, () => ({
      stream: createDeflateRaw({ level, flush: constants.Z_FINISH }),
      queue: Promise.resolve(),
    }));
  }

  /** The raw deflate of `input`. `input` must not change until the promise settles. */
  deflate(input: Uint8Array): Promise<Buffer> {
    const lane = this.lanes[this.next++ % this.lanes.length] as (typeof this.lanes)[number];
    const result = lane.queue.then(() => compress(lane.stream, input));
    lane.queue = result.catch(() => {});
    return result;
  }

  close(): void {
    for (const { stream } of this.lanes) stream.destroy();
  }
}

function compress(stream: DeflateRaw, input: Uint8Array): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const onData = (chunk: Buffer): void => {
      chunks.push(chunk);
    };
    stream.on('data', onData);
    stream.write(input, (error) => {
      stream.off('data', onData);
      // Closed while this buffer was in the pool (the archive failed): nothing more to do.
      if (error || stream.destroyed) {
        reject(error ?? new Error('The deflate stream was closed.'));
        return;
      }
      stream.reset();
      resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks));
    });
  });
}
