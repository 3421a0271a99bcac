// The pool of threads that do the compressor's tasks (src/archive/compress-worker.ts): worker
// threads, each running that module as its entry, and the thread that writes the zip.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import {
  COMPRESSOR_ROLE,
  createCompressor,
  SLOT_BYTES,
  type CompressorData,
  type Task,
  type TaskMessage,
  type TaskResult,
} from './compress-worker.js';

/**
 * Tasks sent to a worker before it answers the first: the next waits in its queue, so that it
 * starts at once, not when this thread, busy with a task of its own, next hears from it.
 */
const SENT_PER_WORKER = 2;

/** What each worker thread is called, by Node and by the system (which keeps 15 characters). */
export const COMPRESSOR_THREAD = 'amezmo-deflate';

/**
 * The workers' entry, beside this module: in a bundle, the compress-worker.js that
 * scripts/bundle.ts builds into each action's folder; where TypeScript runs as it is (vitest,
 * Node's type stripping), the source. The name is put together at run time because ncc, given a
 * literal `new URL('./name.ts', import.meta.url)`, would copy that file as an asset instead.
 */
function workerEntry(): URL {
  const extension = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
  return new URL(`./compress-worker${extension}`, import.meta.url);
}

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
  /**
   * Each worker's tasks, sent and not yet answered, in the order it does them, and the slots
   * whose memory it has been sent.
   */
  private readonly lanes = new Map<Worker, { sent: Job[]; known: Set<number> }>();
  private readonly inline = createCompressor();
  /**
   * Each slot's memory, made on its first task: a slot is some 2 MiB that the system zeroes,
   * and a small tree uses one or two of them (the last freed is taken first).
   */
  private readonly buffers: SharedArrayBuffer[] = [];
  /** Free slots, the last freed on top, so that a few slots stay warm. */
  private readonly free: number[];
  private failure: unknown;
  private claimed = false;
  private exited = 0;
  /** Tasks in flight at most: one a slot. */
  readonly slots: number;

  /**
   * `count` worker threads besides this one, and `slots` tasks in flight at most. A pool started
   * `early`, before it has work (while the tree is walked), does not keep the process alive
   * until it is claimed: a run that fails before it writes the archive ends all the same.
   */
  constructor(count: number, slots: number, { early = false } = {}) {
    this.slots = slots;
    this.free = Array.from({ length: slots }, (_, index) => slots - 1 - index);
    this.workers = Array.from({ length: count }, () => {
      const workerData: CompressorData = { role: COMPRESSOR_ROLE };
      const worker = new Worker(workerEntry(), {
        workerData,
        // The thread's name too, where the system shows one (top -H, a debugger, /proc).
        name: COMPRESSOR_THREAD,
        // A worker holds a task's few megabytes at a time: a small young generation is enough.
        // zlib's buffers are garbage once copied into the slot, and V8 lets a thread's dead
        // buffers reach some 65 MB before it collects them, unless its old generation is small:
        // then about half its limit (11 MB with this one). The worker's heap is some 7 MB.
        resourceLimits: { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 16 },
      });
      worker.on('message', (result: TaskResult) => {
        const job = this.lanes.get(worker)?.sent.shift();
        job?.resolve(result);
        this.dispatch();
      });
      worker.on('error', (error) => this.fail(error));
      worker.on('exit', () => this.exited++);
      if (early) worker.unref();
      return worker;
    });
    for (const worker of this.workers) this.lanes.set(worker, { sent: [], known: new Set() });
  }

  /** The threads, for the one archive that claims them first; undefined after that. */
  claim(): this | undefined {
    if (this.claimed) return undefined;
    this.claimed = true;
    for (const worker of this.workers) worker.ref();
    return this;
  }

  /** How many worker threads it runs besides this one. */
  get workerCount(): number {
    return this.workers.length;
  }

  /** How many of its worker threads have not ended. */
  get liveThreads(): number {
    return this.workers.length - this.exited;
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
    return new Uint8Array(this.buffer(index));
  }

  private buffer(index: number): SharedArrayBuffer {
    return (this.buffers[index] ??= new SharedArrayBuffer(SLOT_BYTES));
  }

  private dispatch(): void {
    for (const [worker, { sent, known }] of this.lanes) {
      while (sent.length < SENT_PER_WORKER && this.waiting.length > 0) {
        const job = this.waiting.shift() as Job;
        sent.push(job);
        const message: TaskMessage = known.has(job.slot)
          ? { task: job.task, slot: job.slot }
          : { task: job.task, slot: job.slot, memory: this.buffer(job.slot) };
        known.add(job.slot);
        worker.postMessage(message);
      }
    }
  }

  /** A worker that died takes every task with it: the archive fails as a whole. */
  private fail(error: unknown): void {
    this.failure ??= error;
    for (const job of [
      ...this.waiting.splice(0),
      ...[...this.lanes.values()].flatMap((lane) => lane.sent),
    ]) {
      job.reject(error);
    }
    for (const { sent } of this.lanes.values()) sent.length = 0;
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
