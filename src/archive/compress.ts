// The work of reading and deflating, cut into tasks that run on every core: a batch of small
// files (one message for many files, since the cost of an archive of small files is per file,
// not per byte), or one chunk of a large file, deflated on its own with the 32 KiB before it as
// its dictionary (as pigz does), so that the chunks joined make one deflate stream. Each worker
// reads and deflates synchronously, so a task is one trip, not a promise per file.
//
// `createCompressor` must stay self-contained: its source is what each worker thread runs, so it
// reaches Node's modules through process.getBuiltinModule rather than through imports.
import type * as Fs from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type * as Zlib from 'node:zlib';

/** Small files read whole and deflated in one call; a batch holds several. */
export interface FilesTask {
  readonly kind: 'files';
  readonly level: number;
  readonly files: readonly {
    readonly path: string;
    /** The size it was listed with; it may have changed since. */
    readonly size: number;
    /** Stored as it is: a format compressed already, or level 0. */
    readonly store: boolean;
  }[];
}

/** One chunk of a large file. */
export interface ChunkTask {
  readonly kind: 'chunk';
  readonly level: number;
  readonly path: string;
  readonly offset: number;
  readonly length: number;
  /** The last chunk finishes the deflate stream; the others end on a byte boundary. */
  readonly last: boolean;
  readonly store: boolean;
}

export type Task = FilesTask | ChunkTask;

export interface FileResult {
  readonly crc: number;
  readonly size: number;
  /** 0 (stored) or 8 (deflated). */
  readonly method: number;
  /** Bytes of this file in the result's data. */
  readonly length: number;
}

/**
 * What a task made. Its bytes are in the task's slot of shared memory (`length` of them), so
 * that no buffer is copied between threads or left for the writer's collector; only bytes that
 * outgrew the slot (a file that grew after it was listed) come as `data`.
 */
export type TaskResult =
  | {
      readonly kind: 'files';
      readonly files: readonly FileResult[];
      readonly length: number;
      readonly data?: Uint8Array;
    }
  | {
      readonly kind: 'chunk';
      readonly crc: number;
      readonly size: number;
      readonly length: number;
      readonly data?: Uint8Array;
    }
  | {
      readonly kind: 'error';
      /** Which file of the task failed (0 for a chunk). */
      readonly index: number;
      readonly code: string;
      readonly message: string;
    };

/**
 * A slot holds the most a task can make from what was listed: a batch ends once past 1 MiB, with
 * at most one more file of up to 1 MiB, and what does not deflate is stored; a 1 MiB chunk
 * deflated may pass its size by a few bytes per block.
 */
export const SLOT_BYTES = 2 * 1024 * 1024 + 64 * 1024;

/** Reads and deflates tasks; the same code runs in each worker thread and, alone, inline. */
export function createCompressor(): (task: Task, out: Uint8Array) => TaskResult {
  const fs = process.getBuiltinModule('node:fs') as typeof Fs;
  const zlib = process.getBuiltinModule('node:zlib') as typeof Zlib;
  const WINDOW = 32 * 1024;
  const SAMPLE = 16 * 1024;
  let readBuffer = Buffer.allocUnsafe(1024 * 1024);

  /** Whether a sample of `data` deflates so little that the whole is better stored. */
  const looksIncompressible = (data: Buffer): boolean => {
    if (data.length < 4 * SAMPLE) return false;
    const sample = data.subarray(0, SAMPLE);
    return zlib.deflateRawSync(sample, { level: 1 }).length > sample.length * 0.97;
  };

  /**
   * zlib's options for a whole small file: a window and hash table no larger than the file
   * needs (which deflates it to the same bytes), and an output buffer of about its size. The
   * defaults allocate some 300 KiB per call, which a process that deflates thousands of small
   * files keeps as fragmented heap long after it is freed.
   */
  const smallFileOptions = (length: number, level: number): Zlib.ZlibOptions => {
    const windowBits = Math.min(15, Math.max(9, Math.ceil(Math.log2(length + 262))));
    return {
      level,
      windowBits,
      memLevel: Math.max(1, Math.min(8, windowBits - 7)),
      chunkSize: Math.max(64, Math.min(64 * 1024, length + (length >> 3) + 64)),
    };
  };

  const readAll = (path: string, expected: number): Buffer => {
    const fd = fs.openSync(path, 'r');
    try {
      let length = 0;
      for (;;) {
        if (length === readBuffer.length) {
          const larger = Buffer.allocUnsafe(readBuffer.length * 2);
          readBuffer.copy(larger);
          readBuffer = larger;
        }
        const count = fs.readSync(fd, readBuffer, length, readBuffer.length - length, null);
        if (count === 0) break;
        length += count;
        // A file listed small that has grown past any sense is caught, not read into memory.
        if (length > Math.max(expected * 4, 64 * 1024 * 1024)) {
          throw Object.assign(new Error('it grew while the archive was built'), {
            code: 'EGROWN',
          });
        }
      }
      return readBuffer.subarray(0, length);
    } finally {
      fs.closeSync(fd);
    }
  };

  const files = (task: FilesTask, out: Uint8Array): TaskResult => {
    const results: FileResult[] = [];
    let length = 0;
    // Bytes past the slot, should a file have grown since it was listed.
    let spill: Buffer[] | undefined;
    for (let index = 0; index < task.files.length; index++) {
      const file = task.files[index] as FilesTask['files'][number];
      let raw: Buffer;
      try {
        raw = readAll(file.path, file.size);
      } catch (error) {
        const failure = error as NodeJS.ErrnoException;
        return { kind: 'error', index, code: failure.code ?? '', message: failure.message };
      }
      const crc = zlib.crc32(raw);
      let stored = file.store || raw.length === 0 || looksIncompressible(raw);
      let data = raw;
      if (!stored) {
        const deflated = zlib.deflateRawSync(raw, smallFileOptions(raw.length, task.level));
        if (deflated.length < raw.length) data = deflated;
        else stored = true;
      }
      if (spill === undefined && length + data.length <= out.length) out.set(data, length);
      // The read buffer is reused: bytes kept past the slot are copied out first.
      else (spill ??= [Buffer.from(out.subarray(0, length))]).push(Buffer.from(data));
      length += data.length;
      results.push({ crc, size: raw.length, method: stored ? 0 : 8, length: data.length });
    }
    return spill
      ? { kind: 'files', files: results, length, data: Buffer.concat(spill) }
      : { kind: 'files', files: results, length };
  };

  const chunk = (task: ChunkTask, out: Uint8Array): TaskResult => {
    const before = Math.min(WINDOW, task.offset);
    const wanted = before + task.length;
    if (readBuffer.length < wanted) readBuffer = Buffer.allocUnsafe(wanted);
    let length = 0;
    try {
      const fd = fs.openSync(task.path, 'r');
      try {
        for (let count = -1; count !== 0 && length < wanted; length += count) {
          count = fs.readSync(
            fd,
            readBuffer,
            length,
            wanted - length,
            task.offset - before + length,
          );
        }
      } finally {
        fs.closeSync(fd);
      }
    } catch (error) {
      const failure = error as NodeJS.ErrnoException;
      return { kind: 'error', index: 0, code: failure.code ?? '', message: failure.message };
    }
    const dictionary = readBuffer.subarray(0, Math.min(before, length));
    const raw = readBuffer.subarray(dictionary.length, length);
    const crc = zlib.crc32(raw);
    const result = { kind: 'chunk', crc, size: raw.length } as const;
    if (task.store) return copied(raw, result, out);
    // Data that does not deflate is kept in stored blocks, which cost nothing to make.
    if (looksIncompressible(raw)) {
      const length = storedBlocks(raw, task.last, out);
      if (length !== undefined) return { ...result, length };
    }
    const data = zlib.deflateRawSync(raw, {
      level: task.level,
      finishFlush: task.last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
      ...(dictionary.length > 0 ? { dictionary } : {}),
    });
    return copied(data, result, out);
  };

  /** A chunk's bytes in its slot; past the slot, in a buffer of their own. */
  const copied = (
    data: Uint8Array,
    result: { kind: 'chunk'; crc: number; size: number },
    out: Uint8Array,
  ): TaskResult => {
    if (data.length > out.length)
      return { ...result, length: data.length, data: Buffer.from(data) };
    out.set(data);
    return { ...result, length: data.length };
  };

  /**
   * `raw` as deflate stored blocks, written straight into `out`: what zlib makes at level 0,
   * without its buffers. A chunk starts on a byte boundary (the one before it ends in a sync
   * flush), and so does every stored block: a block is one header byte (final or not), the
   * length and its complement, then up to 65,535 bytes. The last chunk's last block is final.
   */
  const storedBlocks = (raw: Uint8Array, last: boolean, out: Uint8Array): number | undefined => {
    const blocks = Math.max(1, Math.ceil(raw.length / 0xffff));
    if (raw.length + blocks * 5 > out.length) return undefined;
    let at = 0;
    for (let index = 0; index < blocks; index++) {
      const start = index * 0xffff;
      const length = Math.min(0xffff, raw.length - start);
      out[at] = last && index === blocks - 1 ? 1 : 0;
      out[at + 1] = length & 0xff;
      out[at + 2] = length >>> 8;
      out[at + 3] = ~length & 0xff;
      out[at + 4] = (~length >>> 8) & 0xff;
      out.set(raw.subarray(start, start + length), at + 5);
      at += 5 + length;
    }
    return at;
  };

  return (task, out) => (task.kind === 'files' ? files(task, out) : chunk(task, out));
}

/**
 * Tasks sent to a worker before it answers the first: the next waits in its queue, so that it
 * starts at once, not when this thread, busy with a task of its own, next hears from it.
 */
const SENT_PER_WORKER = 2;

/** How many bytes of results a thread makes between two collections of its garbage. */
export const GARBAGE_EVERY_BYTES = 4 * 1024 * 1024;

/**
 * What each worker runs: the compressor, writing each task's bytes into its slot and answering
 * one message per task. zlib's buffers are garbage once copied, but V8 lets such memory grow by
 * tens of megabytes per thread before it collects, and what outlives a minor collection waits
 * for a full one: every few megabytes a collection, every other one full, keeps each thread's
 * share flat (V8's own gc, reached through a fresh context, as src/memory.ts does).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
// Some TypeScript transforms name functions through a helper of the module around them.
const __name = (target) => target;
const compress = (${createCompressor.toString()})();
const slots = [];
const slot = (index) =>
  (slots[index] ??= new Uint8Array(workerData.shared, index * ${SLOT_BYTES}, ${SLOT_BYTES}));
let collect = () => {};
try {
  require('node:v8').setFlagsFromString('--expose-gc');
  const gc = require('node:vm').runInNewContext('gc');
  collect = (type) => gc({ type });
} catch {}
let made = 0;
let collections = 0;
parentPort.on('message', ({ task, slot: index }) => {
  const result = compress(task, slot(index));
  parentPort.postMessage(result);
  made += result.length ?? 0;
  if (made > ${GARBAGE_EVERY_BYTES}) {
    made = 0;
    collect(++collections % 2 === 0 ? 'major' : 'minor');
  }
});
`;

/**
 * Runs tasks on worker threads and on the thread that writes the zip: tasks wait in order; a
 * worker takes the first, and the writer, while it waits for the one it needs next, does others
 * itself (`take`). So every core works, with one thread fewer to start and to feed. With no
 * workers, every task is done by `take`.
 *
 * Each task queued holds a slot of shared memory for its bytes until the writer has written
 * them (`release`): the writer has at most as many tasks in flight as there are slots.
 */
export class CompressorPool {
  private readonly workers: Worker[];
  private readonly waiting: Job[] = [];
  /** Each worker's tasks, sent and not yet answered, in the order it does them. */
  private readonly running = new Map<Worker, Job[]>();
  private readonly inline = createCompressor();
  private readonly shared: SharedArrayBuffer;
  /** Free slots, the last freed on top, so that a few slots stay warm. */
  private readonly free: number[];
  private failure: unknown;

  /** `count` worker threads besides this one, and `slots` tasks in flight at most. */
  constructor(count: number, slots: number) {
    this.shared = new SharedArrayBuffer(slots * SLOT_BYTES);
    this.free = Array.from({ length: slots }, (_, index) => slots - 1 - index);
    this.workers = Array.from({ length: count }, () => {
      const worker = new Worker(WORKER_SOURCE, {
        eval: true,
        workerData: { shared: this.shared },
        // A worker holds a task's few megabytes at a time: a small young generation is enough.
        resourceLimits: { maxYoungGenerationSizeMb: 8 },
      });
      worker.on('message', (result: TaskResult) => {
        const job = this.running.get(worker)?.shift();
        job?.resolve(result);
        this.dispatch();
      });
      worker.on('error', (error) => this.fail(error));
      return worker;
    });
    for (const worker of this.workers) this.running.set(worker, []);
  }

  /** Queues a task; its result comes from a worker, or from `take` on this thread. */
  run(task: Task): Job {
    const slot = this.free.pop();
    if (slot === undefined) throw new Error('more tasks in flight than slots');
    let job!: Job;
    const result = new Promise<TaskResult>((resolve, reject) => {
      job = {
        task,
        slot,
        done: false,
        result: undefined as unknown as Promise<TaskResult>,
        resolve: (value) => {
          job.done = true;
          resolve(value);
        },
        reject,
      };
    });
    job.result = result;
    if (this.failure) job.reject(this.failure);
    else {
      this.waiting.push(job);
      this.dispatch();
    }
    return job;
  }

  /**
   * The job's result. While a worker does it, this thread does the last task waiting (workers
   * take from the front, so the two seldom want the same one); a job no worker has taken is
   * done here and now.
   */
  async take(job: Job): Promise<TaskResult> {
    for (;;) {
      if (job.done || this.failure) return job.result;
      const index = this.waiting.indexOf(job);
      const mine = index >= 0 ? this.waiting.splice(index, 1)[0] : this.waiting.pop();
      if (!mine) return job.result;
      mine.resolve(this.inline(mine.task, this.slot(mine.slot)));
      // Lets the workers' answers in, so that they are given their next tasks.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** The bytes a finished job made; valid until the job is released. */
  bytes(job: Job, result: TaskResult): Uint8Array {
    if (result.kind === 'error') return new Uint8Array(0);
    return result.data ?? this.slot(job.slot).subarray(0, result.length);
  }

  /** Gives the job's slot back, once its bytes are written. */
  release(job: Job): void {
    this.free.push(job.slot);
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }

  private slot(index: number): Uint8Array {
    return new Uint8Array(this.shared, index * SLOT_BYTES, SLOT_BYTES);
  }

  private dispatch(): void {
    for (const [worker, sent] of this.running) {
      while (sent.length < SENT_PER_WORKER && this.waiting.length > 0) {
        const job = this.waiting.shift() as Job;
        sent.push(job);
        worker.postMessage({ task: job.task, slot: job.slot });
      }
    }
  }

  /** A worker that died takes every task with it: the archive fails as a whole. */
  private fail(error: unknown): void {
    this.failure ??= error;
    for (const job of [...this.waiting.splice(0), ...[...this.running.values()].flat()]) {
      job.reject(error);
    }
    for (const sent of this.running.values()) sent.length = 0;
  }
}

export interface Job {
  readonly task: Task;
  /** Where its bytes go in the shared memory. */
  readonly slot: number;
  done: boolean;
  result: Promise<TaskResult>;
  resolve: (result: TaskResult) => void;
  reject: (error: unknown) => void;
}

/** One thread per core: this one, and a worker for each other core. */
export function defaultWorkerCount(): number {
  return Math.max(1, Math.min(availableParallelism(), 8) - 1);
}
