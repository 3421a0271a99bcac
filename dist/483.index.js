export const id = 483;
export const ids = [483];
export const modules = {

/***/ 6483:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  largestFolders: () => (/* reexport */ size/* largestFolders */.E5),
  manifestLine: () => (/* reexport */ manifestLine),
  manifestName: () => (/* reexport */ manifestName),
  manifestParts: () => (/* reexport */ manifestParts),
  startCompressors: () => (/* reexport */ startCompressors),
  writeArchive: () => (/* reexport */ writeArchive)
});

;// CONCATENATED MODULE: ./src/archive/manifest.ts
/**
 * A name made one line: a backslash, a line break or any control character is written as a
 * backslash escape, so that a hostile name cannot forge a second entry.
 */
function manifestName(name) {
    // eslint-disable-next-line no-control-regex
    return name.replace(/[\\\x00-\x1f\x7f-\x9f\u2028\u2029]/g, (char) => {
        if (char === '\\')
            return '\\\\';
        if (char === '\n')
            return '\\n';
        if (char === '\r')
            return '\\r';
        if (char === '\t')
            return '\\t';
        return `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`.replace(/^\\x(.{3,})$/, (_whole, hex) => `\\u${hex.padStart(4, '0')}`);
    });
}
/** One line an entry: kind, mode in octal, size in bytes, name (a link's target after `->`). */
function manifestLine(entry) {
    const mode = entry.mode.toString(8).padStart(4, '0');
    const link = entry.target === undefined ? '' : ` -> ${manifestName(entry.target)}`;
    return `${entry.kind} ${mode} ${entry.size} ${manifestName(entry.name)}${link}`;
}
/**
 * The manifest in parts of a few thousand lines, to be written one after another: a tree of
 * 100,000 entries would otherwise make a string, and garbage, of tens of megabytes at once.
 */
function* manifestParts(entries, linesPerPart = 4096) {
    for (let start = 0; start < entries.length; start += linesPerPart) {
        let part = '';
        for (const entry of entries.slice(start, start + linesPerPart)) {
            part += `${manifestLine(entry)}\n`;
        }
        yield part;
    }
}

// EXTERNAL MODULE: ./src/archive/size.ts
var size = __webpack_require__(83709);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./src/archive/compress-worker.ts
// The work of reading and deflating, cut into tasks that run on every core: a batch of small
// files (one message for many files, since the cost of an archive of small files is per file,
// not per byte), or one chunk of a large file, deflated on its own with the 32 KiB before it as
// its dictionary (as pigz does), so that the chunks joined make one deflate stream. Each worker
// reads and deflates synchronously, so a task is one trip, not a promise per file.
//
// This module is also what each worker thread runs: scripts/bundle.ts builds it on its own into
// every action's folder, as compress-worker.js, and tests start the TypeScript source as it is.
// Loaded as a file of its own, it has no bundle around it to find other modules in, so it imports
// Node's alone; and, run by Node as TypeScript, it keeps to syntax that is only erased.



/**
 * How a file the walk listed is opened to be read, so that what is read is what was listed: a
 * link put in its place since is not followed (the open fails, ELOOP; a link put in place of a
 * folder above it is, as by any open), and a FIFO put there does not hold the open until a
 * writer comes, nor the thread with it (reads of a regular file ignore O_NONBLOCK). Windows has
 * neither flag, and no FIFO a walk could list.
 */
const LISTED_FILE_FLAGS = external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NOFOLLOW ?? 0) | (external_node_fs_.constants.O_NONBLOCK ?? 0);
/** A file listed as a file that is not one now: a FIFO, a socket or a device put in its place. */
const NOT_REGULAR = 'ENOTREG';
/** Fails unless `fd` is a regular file (then no error says why it changed size). */
function expectRegular(fd) {
    if (!(0,external_node_fs_.fstatSync)(fd).isFile()) {
        throw Object.assign(new Error('it is not a regular file'), { code: NOT_REGULAR });
    }
}
/**
 * What a batch made of each file: `FILE_FIELDS` numbers a file, in one array for the batch (as a
 * task's files are arrays, and for the same reason): its CRC, its size, the method (0 stored,
 * 8 deflated), and how many of the result's bytes are its own.
 */
const FILE_FIELDS = 4;
/**
 * A slot holds the most a task can make from what was listed: a batch ends once past 1 MiB, with
 * at most one more file of up to 1 MiB, and what does not deflate is stored; a 1 MiB chunk
 * deflated may pass its size by a few bytes per block.
 */
const SLOT_BYTES = 2 * 1024 * 1024 + 64 * 1024;
const COMPRESSOR_ROLE = 'amezmo-compressor';
const WINDOW = 32 * 1024;
const SAMPLE = 16 * 1024;
/** A sample that deflates to more than this share of its size says the data is better stored. */
const INCOMPRESSIBLE = 0.97;
/** What source code (PHP, JSON, CSS, JavaScript) deflates to, with room: for data not sampled. */
const SOURCE_RATIO = 0.45;
/** A raw deflate engine made with `options`, if this Node's zlib streams show one. */
function nativeDeflate(options) {
    const stream = (0,external_node_zlib_.createDeflateRaw)({ ...options, chunkSize: 64 });
    // A failure destroys the stream, which then emits it: told by `destroyed` instead.
    stream.on('error', () => undefined);
    const engine = stream;
    if (typeof engine._handle?.writeSync !== 'function' ||
        !(engine._writeState instanceof Uint32Array)) {
        return undefined;
    }
    return engine;
}
/** Bytes deflated into `target` by `engine` (reset first), or 'full' when they did not fit. */
function deflateWith(engine, raw, target) {
    engine.reset();
    engine._handle.writeSync(external_node_zlib_.constants.Z_FINISH, raw, 0, raw.length, target, 0, target.length);
    const [outLeft = 0, inLeft = 0] = engine._writeState;
    // With Z_FINISH, zlib stops only once the stream is finished or the room is full.
    return outLeft > 0 && inLeft === 0 ? target.length - outLeft : 'full';
}
/**
 * Whether this thread deflates through reused engines: once a thread, an engine must show its
 * native handle, and deflate a sample, reset, to deflateRawSync's bytes (twice, so that the reset
 * is tried). A Node whose internals differ falls back to deflateRawSync for every file.
 */
let reusable;
function engineReuse() {
    if (reusable !== undefined)
        return reusable;
    const options = { level: 6, windowBits: 10, memLevel: 3 };
    const sample = Buffer.from('<?php\nreturn [\n' + "    'key' => 'value',\n".repeat(40) + '];\n');
    const expected = (0,external_node_zlib_.deflateRawSync)(sample, options);
    const engine = nativeDeflate(options);
    const target = new Uint8Array(sample.length);
    reusable =
        engine !== undefined &&
            [0, 1].every(() => {
                const length = deflateWith(engine, sample, target);
                return length === expected.length && expected.equals(target.subarray(0, length));
            });
    engine?.close();
    return reusable;
}
/**
 * The zlib engines of one batch of small files, one a window size, each reset for every file:
 * deflateRawSync makes a stream object, a native engine and an output buffer for each file, and
 * a batch of a vendor tree's small files deflates in a fifth less time this way
 * (docs/benchmarks.md). Node's zlib (Chromium's) keeps something of the files before across a
 * reset: a file may deflate to other (valid) bytes after other files than on a fresh engine. So
 * the engines live for one batch, whose files are the same however many threads the archive is
 * made on, and what a file deflates to depends on its batch alone: the archive stays the same
 * bytes for the same tree. Node has no public call that reuses a synchronous engine; this drives
 * the stream's native handle as deflateRawSync itself does (`engineReuse` checks it first).
 */
class BatchDeflate {
    engines = new Map();
    /**
     * `raw` deflated straight into `target`: how many bytes it took, 'full' when it did not
     * finish within them, or undefined when no engine can be reused here.
     */
    deflateInto(raw, options, target) {
        if (!engineReuse())
            return undefined;
        const key = options.windowBits ?? 15;
        let engine = this.engines.get(key);
        if (engine === undefined) {
            if (this.engines.has(key))
                return undefined;
            engine = nativeDeflate(options);
            this.engines.set(key, engine);
            if (engine === undefined)
                return undefined;
        }
        const result = deflateWith(engine, raw, target);
        if (!engine.destroyed)
            return result;
        // zlib failed (out of memory): this file, and the batch's next of this size, go without.
        this.engines.set(key, undefined);
        return undefined;
    }
    /** Ends the batch's engines: each holds up to some 300 KiB outside the JavaScript heap. */
    close() {
        for (const engine of this.engines.values())
            engine?.close();
        this.engines.clear();
    }
}
/** Reads and deflates tasks; the same code runs in each worker thread and, alone, inline. */
function createCompressor() {
    let readBuffer = Buffer.allocUnsafe(1024 * 1024);
    /**
     * What a sample of `data` deflates to at level 1, as a share of its size; undefined for data
     * too short to be worth a sample.
     */
    const sampleRatio = (data) => {
        if (data.length < 4 * SAMPLE)
            return undefined;
        // An output buffer the sample fits in: zlib makes one, not two and their copy.
        const sample = (0,external_node_zlib_.deflateRawSync)(data.subarray(0, SAMPLE), { level: 1, chunkSize: SAMPLE + 64 });
        return sample.length / SAMPLE;
    };
    /**
     * The size of zlib's output buffer for `length` bytes whose sample deflated to `ratio` of it
     * (the level asked for seldom makes more than level 1; a tenth more covers a sample that
     * flatters the rest). zlib makes one buffer of this size, and should the output pass it, more
     * and a copy of them all. What zlib makes is garbage once copied into the slot, and V8 lets
     * tens of megabytes of it wait before it collects: a buffer as large as the input, or many
     * small ones and their copy, made two to three times what the output needed.
     */
    const outputBytes = (length, ratio = SOURCE_RATIO) => Math.ceil(length * Math.min(1, ratio * 1.1 + 0.02)) + 64;
    /**
     * zlib's options for a whole small file: a window and hash table no larger than the file
     * needs (which deflates it to the same bytes), and an output buffer of about what it will
     * make. The defaults allocate some 300 KiB per call, which a process that deflates thousands
     * of small files keeps as fragmented heap long after it is freed.
     */
    const smallFileOptions = (length, level, ratio) => {
        const windowBits = Math.min(15, Math.max(9, Math.ceil(Math.log2(length + 262))));
        return {
            level,
            windowBits,
            memLevel: Math.max(1, Math.min(8, windowBits - 7)),
            chunkSize: outputBytes(length, ratio),
        };
    };
    /**
     * A file's bytes. A read that comes back short at the size the file was listed with is its
     * end, so that a small file takes one read, not a second one that answers nothing (3 µs a file
     * of a vendor tree here: docs/benchmarks.md); any other short read (a file that changed, a
     * file system that reads in pieces) is followed by more, until one answers nothing.
     */
    const readAll = (path, expected) => {
        const fd = (0,external_node_fs_.openSync)(path, LISTED_FILE_FLAGS);
        try {
            let length = 0;
            for (;;) {
                if (length === readBuffer.length) {
                    const larger = Buffer.allocUnsafe(readBuffer.length * 2);
                    readBuffer.copy(larger);
                    readBuffer = larger;
                }
                const wanted = readBuffer.length - length;
                const count = (0,external_node_fs_.readSync)(fd, readBuffer, length, wanted, null);
                // A device put in its place (/dev/zero) reads on past the listed size.
                if (length <= expected && length + count > expected)
                    expectRegular(fd);
                length += count;
                // A file listed small that has grown past any sense is caught, not read into memory.
                if (length > Math.max(expected * 4, 64 * 1024 * 1024)) {
                    throw Object.assign(new Error('it grew while the archive was built'), {
                        code: 'EGROWN',
                    });
                }
                if (count === 0 || (count < wanted && length === expected))
                    break;
            }
            // A FIFO put in its place answers nothing at once. Only a read that does not end at the
            // listed size is looked at: the usual one costs no stat (3 µs a file here; a vendor tree
            // has 15,000). A FIFO whose writer sends exactly the listed size is read as that file.
            if (length < expected)
                expectRegular(fd);
            return readBuffer.subarray(0, length);
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
    };
    const filesWith = (task, out, engines) => {
        const results = new Uint32Array(task.names.length * FILE_FIELDS);
        let length = 0;
        // Bytes past the slot, should a file have grown since it was listed.
        let spill;
        for (let index = 0; index < task.names.length; index++) {
            let raw;
            try {
                raw = readAll(`${task.root}/${task.names[index]}`, task.sizes[index]);
            }
            catch (error) {
                const failure = error;
                return { kind: 'error', index, code: failure.code ?? '', message: failure.message };
            }
            const crc = (0,external_node_zlib_.crc32)(raw);
            let stored = task.store[index] === true || raw.length === 0;
            const ratio = stored ? undefined : sampleRatio(raw);
            stored ||= ratio !== undefined && ratio > INCOMPRESSIBLE;
            let data = raw;
            let written;
            if (!stored) {
                const options = smallFileOptions(raw.length, task.level, ratio);
                // Room for as many bytes as the file has: one that does not deflate smaller is stored.
                const room = Math.min(out.length - length, raw.length);
                const inPlace = spill === undefined
                    ? engines.deflateInto(raw, options, out.subarray(length, length + room))
                    : undefined;
                if (typeof inPlace === 'number')
                    written = inPlace;
                else if (inPlace === 'full' && room === raw.length)
                    stored = true;
                else {
                    const deflated = (0,external_node_zlib_.deflateRawSync)(raw, options);
                    if (deflated.length < raw.length)
                        data = deflated;
                    else
                        stored = true;
                }
            }
            const size = written ?? data.length;
            if (written === undefined) {
                if (spill === undefined && length + size <= out.length)
                    out.set(data, length);
                // The read buffer is reused: bytes kept past the slot are copied out first.
                else
                    (spill ??= [Buffer.from(out.subarray(0, length))]).push(Buffer.from(data));
            }
            length += size;
            const at = index * FILE_FIELDS;
            results[at] = crc;
            results[at + 1] = raw.length;
            results[at + 2] = stored ? 0 : 8;
            results[at + 3] = size;
        }
        return spill
            ? { kind: 'files', files: results, length, data: Buffer.concat(spill) }
            : { kind: 'files', files: results, length };
    };
    const files = (task, out) => {
        // The batch's own engines: what a file deflates to depends on this batch's files alone.
        const engines = new BatchDeflate();
        try {
            return filesWith(task, out, engines);
        }
        finally {
            engines.close();
        }
    };
    const chunk = (task, out) => {
        const before = Math.min(WINDOW, task.offset);
        const wanted = before + task.length;
        if (readBuffer.length < wanted)
            readBuffer = Buffer.allocUnsafe(wanted);
        let length = 0;
        try {
            // One stat a megabyte: a FIFO or a device put in its place fails here.
            const fd = (0,external_node_fs_.openSync)(task.path, LISTED_FILE_FLAGS);
            try {
                expectRegular(fd);
                for (let count = -1; count !== 0 && length < wanted; length += count) {
                    count = (0,external_node_fs_.readSync)(fd, readBuffer, length, wanted - length, task.offset - before + length);
                }
            }
            finally {
                (0,external_node_fs_.closeSync)(fd);
            }
        }
        catch (error) {
            const failure = error;
            return { kind: 'error', index: 0, code: failure.code ?? '', message: failure.message };
        }
        const dictionary = readBuffer.subarray(0, Math.min(before, length));
        const raw = readBuffer.subarray(dictionary.length, length);
        const crc = (0,external_node_zlib_.crc32)(raw);
        const result = { kind: 'chunk', crc, size: raw.length };
        if (task.store)
            return copied(raw, result, out);
        // Data that does not deflate is kept in stored blocks, which cost nothing to make.
        const ratio = sampleRatio(raw);
        if (ratio !== undefined && ratio > INCOMPRESSIBLE) {
            const length = storedBlocks(raw, task.last, out);
            if (length !== undefined)
                return { ...result, length };
        }
        const data = (0,external_node_zlib_.deflateRawSync)(raw, {
            level: task.level,
            chunkSize: outputBytes(raw.length, ratio),
            finishFlush: task.last ? external_node_zlib_.constants.Z_FINISH : external_node_zlib_.constants.Z_SYNC_FLUSH,
            ...(dictionary.length > 0 ? { dictionary } : {}),
        });
        return copied(data, result, out);
    };
    /** A chunk's bytes in its slot; past the slot, in a buffer of their own. */
    const copied = (data, result, out) => {
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
    const storedBlocks = (raw, last, out) => {
        const blocks = Math.max(1, Math.ceil(raw.length / 0xffff));
        if (raw.length + blocks * 5 > out.length)
            return undefined;
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
/** A worker's life: each task's bytes into its slot, and one answer per task, in order. */
function serve(port) {
    const compress = createCompressor();
    const slots = [];
    port.on('message', ({ task, slot, memory }) => {
        if (memory)
            slots[slot] = new Uint8Array(memory);
        port.postMessage(compress(task, slots[slot]));
    });
}
// The main thread imports this module for `createCompressor`; so may a thread the pool did not
// start (a test runner's, say), whose port is not this module's to answer on.
if (!external_node_worker_threads_.isMainThread &&
    external_node_worker_threads_.parentPort !== null &&
    external_node_worker_threads_.workerData?.role === COMPRESSOR_ROLE) {
    serve(external_node_worker_threads_.parentPort);
}

;// CONCATENATED MODULE: ./src/archive/compress.ts
// The pool of threads that do the compressor's tasks (src/archive/compress-worker.ts): worker
// threads, each running that module as its entry, and the thread that writes the zip.



/**
 * Tasks sent to a worker before it answers the first: the next waits in its queue, so that it
 * starts at once, not when this thread, busy with a task of its own, next hears from it.
 */
const SENT_PER_WORKER = 2;
/** What each worker thread is called, by Node and by the system (which keeps 15 characters). */
const COMPRESSOR_THREAD = 'amezmo-deflate';
/**
 * The workers' entry, beside this module: in a bundle, the compress-worker.js that
 * scripts/bundle.ts builds into each action's folder; where TypeScript runs as it is (vitest,
 * Node's type stripping), the source. The name is put together at run time because ncc, given a
 * literal `new URL('./name.ts', import.meta.url)`, would copy that file as an asset instead.
 */
function workerEntry() {
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
class CompressorPool {
    workers;
    waiting = [];
    /**
     * Each worker's tasks, sent and not yet answered, in the order it does them, and the slots
     * whose memory it has been sent.
     */
    lanes = new Map();
    inline = createCompressor();
    /**
     * Each slot's memory, made on its first task: a slot is some 2 MiB that the system zeroes,
     * and a small tree uses one or two of them (the last freed is taken first).
     */
    buffers = [];
    /** Free slots, the last freed on top, so that a few slots stay warm. */
    free;
    failure;
    claimed = false;
    exited = 0;
    /** Tasks in flight at most: one a slot. */
    slots;
    /**
     * `count` worker threads besides this one, and `slots` tasks in flight at most. A pool started
     * `early`, before it has work (while the tree is walked), does not keep the process alive
     * until it is claimed: a run that fails before it writes the archive ends all the same.
     */
    constructor(count, slots, { early = false } = {}) {
        this.slots = slots;
        this.free = Array.from({ length: slots }, (_, index) => slots - 1 - index);
        this.workers = Array.from({ length: count }, () => {
            const workerData = { role: COMPRESSOR_ROLE };
            const worker = new external_node_worker_threads_.Worker(workerEntry(), {
                workerData,
                // The thread's name too, where the system shows one (top -H, a debugger, /proc).
                name: COMPRESSOR_THREAD,
                // A worker holds a task's few megabytes at a time: a small young generation is enough.
                // zlib's buffers are garbage once copied into the slot, and V8 lets a thread's dead
                // buffers reach some 65 MB before it collects them, unless its old generation is small:
                // then about half its limit (11 MB with this one). The worker's heap is some 7 MB.
                resourceLimits: { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 16 },
            });
            worker.on('message', (result) => {
                const job = this.lanes.get(worker)?.sent.shift();
                job?.resolve(result);
                this.dispatch();
            });
            worker.on('error', (error) => this.fail(error));
            worker.on('exit', () => this.exited++);
            if (early)
                worker.unref();
            return worker;
        });
        for (const worker of this.workers)
            this.lanes.set(worker, { sent: [], known: new Set() });
    }
    /** The threads, for the one archive that claims them first; undefined after that. */
    claim() {
        if (this.claimed)
            return undefined;
        this.claimed = true;
        for (const worker of this.workers)
            worker.ref();
        return this;
    }
    /** How many worker threads it runs besides this one. */
    get workerCount() {
        return this.workers.length;
    }
    /** How many of its worker threads have not ended. */
    get liveThreads() {
        return this.workers.length - this.exited;
    }
    /** Queues a task; its result comes from a worker, or from `take` on this thread. */
    run(task) {
        const slot = this.free.pop();
        if (slot === undefined)
            throw new Error('more tasks in flight than slots');
        let job;
        const result = new Promise((resolve, reject) => {
            job = {
                task,
                slot,
                done: false,
                result: undefined,
                resolve: (value) => {
                    job.done = true;
                    resolve(value);
                },
                reject,
            };
        });
        job.result = result;
        if (this.failure)
            job.reject(this.failure);
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
    async take(job) {
        for (;;) {
            if (job.done || this.failure)
                return job.result;
            const index = this.waiting.indexOf(job);
            const mine = index >= 0 ? this.waiting.splice(index, 1)[0] : this.waiting.pop();
            if (!mine)
                return job.result;
            mine.resolve(this.inline(mine.task, this.slot(mine.slot)));
            // Lets the workers' answers in, so that they are given their next tasks.
            await new Promise((resolve) => setImmediate(resolve));
        }
    }
    /** The bytes a finished job made; valid until the job is released. */
    bytes(job, result) {
        if (result.kind === 'error')
            return new Uint8Array(0);
        return result.data ?? this.slot(job.slot).subarray(0, result.length);
    }
    /** Gives the job's slot back, once its bytes are written. */
    release(job) {
        this.free.push(job.slot);
    }
    async close() {
        await Promise.all(this.workers.map((worker) => worker.terminate()));
    }
    slot(index) {
        return new Uint8Array(this.buffer(index));
    }
    buffer(index) {
        return (this.buffers[index] ??= new SharedArrayBuffer(SLOT_BYTES));
    }
    dispatch() {
        for (const [worker, { sent, known }] of this.lanes) {
            while (sent.length < SENT_PER_WORKER && this.waiting.length > 0) {
                const job = this.waiting.shift();
                sent.push(job);
                const message = known.has(job.slot)
                    ? { task: job.task, slot: job.slot }
                    : { task: job.task, slot: job.slot, memory: this.buffer(job.slot) };
                known.add(job.slot);
                worker.postMessage(message);
            }
        }
    }
    /** A worker that died takes every task with it: the archive fails as a whole. */
    fail(error) {
        this.failure ??= error;
        for (const job of [
            ...this.waiting.splice(0),
            ...[...this.lanes.values()].flatMap((lane) => lane.sent),
        ]) {
            job.reject(error);
        }
        for (const { sent } of this.lanes.values())
            sent.length = 0;
    }
}
/** One thread per core: this one, and a worker for each other core. */
function defaultWorkerCount() {
    return Math.max(1, Math.min((0,external_node_os_.availableParallelism)(), 8) - 1);
}

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/ignore/index.js
var ignore = __webpack_require__(70298);
var ignore_default = /*#__PURE__*/__webpack_require__.n(ignore);
;// CONCATENATED MODULE: ./src/small-file.ts
// The one way a file a setting names, or the workspace holds, is read whole (a key, a list of
// targets, the environments file, an ignore file): what is there may be a FIFO that would hold
// the run until a writer comes, or a device that never ends, put in a regular file's place since
// it was looked at.

/**
 * A small file's text: a regular file of at most `maxBytes`, opened without blocking (a named
 * pipe is refused, not waited on; a device is refused, not read without end). `refuse` words the
 * error for what is wrong, `holding` says what the file should hold, e.g. "a key".
 */
function readSmallFile(path, maxBytes, holding, refuse) {
    const fd = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK);
    try {
        const stat = (0,external_node_fs_.fstatSync)(fd);
        if (!stat.isFile())
            throw refuse(`it is ${kindOf(stat)}, not a regular file`);
        if (stat.size > maxBytes) {
            throw refuse(`it holds ${stat.size} bytes, more than ${holding} (at most ${maxBytes})`);
        }
        const buffer = Buffer.alloc(maxBytes + 1);
        let length = 0;
        for (;;) {
            const read = (0,external_node_fs_.readSync)(fd, buffer, length, buffer.length - length, null);
            if (read === 0)
                break;
            length += read;
            if (length > maxBytes) {
                throw refuse(`it holds more than ${holding} (at most ${maxBytes} bytes)`);
            }
        }
        return buffer.subarray(0, length).toString('utf8');
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
function kindOf(stat) {
    if (stat.isDirectory())
        return 'a folder';
    if (stat.isFIFO())
        return 'a named pipe (FIFO)';
    if (stat.isSocket())
        return 'a socket';
    if (stat.isCharacterDevice() || stat.isBlockDevice())
        return 'a device';
    return 'not a regular file';
}

// EXTERNAL MODULE: ./src/archive/error.ts
var archive_error = __webpack_require__(1640);
;// CONCATENATED MODULE: ./src/archive/own.ts
// What amezmo-deploy writes into a project itself, marked so that the archive walk knows it and
// never ships it, whichever run deploys that folder next: a ledger folder (--ledger-dir) holds
// the file LEDGER_MARKER; a --dotenv file starts with the line DOTENV_MARKER.
/** The file that marks a ledger folder, written when the folder is first written to. */
const LEDGER_MARKER = '.amezmo-deploy-ledger';
/** What the marker file says, to whoever finds it. */
const LEDGER_MARKER_TEXT = (/* unused pure expression or super */ null && ('amezmo-deploy keeps its ledger of releases in this folder (--ledger-dir). ' +
    'Deploys leave any folder holding this file out of the archive.\n'));
/**
 * The first line of every --dotenv file. A variable, not a comment: GitLab's dotenv reports take
 * KEY=value lines only, and refuse a file with any other.
 */
const DOTENV_MARKER = 'AMEZMO_WRITTEN_BY=amezmo-deploy';
/** A file is read for the marker only up to this size: a dotenv file of outputs is far smaller. */
const DOTENV_MARKED_UP_TO = 64 * 1024;

;// CONCATENATED MODULE: ./src/archive/select.ts
// What goes into the archive, as data: the walk of the folder to deploy, with what is left out
// and why. Nothing here writes a zip.








/**
 * Whether the file at `path` is a --dotenv file amezmo-deploy wrote: it starts with the marker
 * line. Read only for files at the root or named `*.env` (where dotenv files are put), and small.
 */
function isOwnDotenv(path, name, stat) {
    if (stat.size > DOTENV_MARKED_UP_TO)
        return false;
    if (name.includes('/') && !name.endsWith('.env'))
        return false;
    const head = Buffer.alloc(DOTENV_MARKER.length + 1);
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(path, LISTED_FILE_FLAGS);
        // The marker's line ends in LF, or in CRLF, whose CR is the last byte read.
        const line = head.toString('latin1', 0, (0,external_node_fs_.readSync)(fd, head, 0, head.length, 0));
        return line === `${DOTENV_MARKER}\n` || line === `${DOTENV_MARKER}\r`;
    }
    catch {
        // A file that cannot be read now is not known as ours; the zip writer says what is wrong.
        return false;
    }
    finally {
        if (fd !== undefined)
            (0,external_node_fs_.closeSync)(fd);
    }
}
/** Whether a link's target, read from the link's place in the archive, lies outside the archive. */
function leadsOutside(name, target) {
    if (external_node_path_.posix.isAbsolute(target))
        return true;
    const resolved = external_node_path_.posix.normalize(external_node_path_.posix.join(external_node_path_.posix.dirname(name), target));
    return resolved === '..' || resolved.startsWith('../');
}
/** Left out at any depth unless a rule says otherwise: local overrides hold a developer's secrets. */
const DEFAULT_RULES = ['.env.local', '.env.*.local'];
const KEPT = { ignored: false, unignored: false };
/** `.env` files that are meant to be shipped: they hold names and placeholders, not secrets. */
const ENV_TEMPLATES = new Set(['example', 'sample', 'dist', 'template']);
function isSecretShaped(name) {
    const base = name.slice(name.lastIndexOf('/') + 1);
    if (base !== '.env' && !base.startsWith('.env.'))
        return false;
    const suffix = base.slice('.env.'.length).toLowerCase();
    return !ENV_TEMPLATES.has(suffix);
}
/** The rules of an ignore file, one per line, as git reads them (blank lines and comments dropped). */
function rulesOf(text) {
    return text.split(/\r?\n/).filter((line) => line.trim() !== '' && !line.startsWith('#'));
}
/** What a FIFO, a socket or a device put in a listed file's place answers, whichever way. */
const NOT_A_FILE = 'it is not a regular file (a FIFO, a socket or a device)';
const READ_PROBLEMS = {
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    ENOENT: 'it disappeared while the archive was built',
    EISDIR: 'it is a folder',
    EIO: 'input/output error',
    ELOOP: 'it became a link after it was listed (a link is archived as a link, never followed)',
    [NOT_REGULAR]: NOT_A_FILE,
    ESPIPE: NOT_A_FILE,
    ENXIO: NOT_A_FILE,
    EAGAIN: NOT_A_FILE,
};
/** The largest ignore file read: rules for a tree, not a tree's list. */
const MAX_RULES_BYTES = 1024 * 1024;
/**
 * The text of the ignore file, a regular file (its settings checked it, links resolved, inside
 * the workspace): one put in its place since, a FIFO or a device, fails rather than holding the
 * walk or never ending.
 */
function readRules(path) {
    return readSmallFile(path, MAX_RULES_BYTES, 'a file of rules', (what) => new Error(what));
}
/**
 * A name whose bytes are not UTF-8 (written on a system set to Latin-1, say): a zip names its
 * entries in UTF-8 and the service extracts them so, so such a name would arrive as another one.
 * It is refused, named with its odd bytes shown as \xNN.
 */
function notUtf8Name(prefix, raw) {
    return new archive_error/* ArchiveError */.d(`The name '${prefix}${readableBytes(raw)}' is not UTF-8 (the bytes that are not are shown as \\xNN): ` +
        'a zip names files in UTF-8, and Amezmo would extract it under another name. Rename it ' +
        "in UTF-8 (e.g. convmv -f latin1 -t utf8), or leave it out with 'exclude' or the ignore file.");
}
/** A link whose target's bytes are not UTF-8: stored, it would point somewhere else. */
function notUtf8Target(name, raw) {
    return new archive_error/* ArchiveError */.d(`The link '${name}' points to '${readableBytes(raw)}', which is not UTF-8 (the bytes that ` +
        "are not are shown as \\xNN): a zip stores a link's target as text, and Amezmo would " +
        "extract a link to another name. Point it at a UTF-8 name, or leave it out with 'exclude' " +
        'or the ignore file.');
}
/** The longest UTF-8 sequence of one character. */
const MAX_SEQUENCE = 4;
/** `bytes` as text, with every byte that is not part of valid UTF-8 written as \xNN. */
function readableBytes(bytes) {
    let text = '';
    for (let index = 0; index < bytes.length;) {
        const lead = bytes[index];
        let length = 1;
        if (lead >= 0x80) {
            // The shortest run from here that is UTF-8 is one character; none means a stray byte. A
            // run past the end is cut at the end, and so the shorter run already tried.
            length = 0;
            for (let size = 2; size <= MAX_SEQUENCE; size++) {
                if ((0,external_node_buffer_.isUtf8)(bytes.subarray(index, index + size))) {
                    length = size;
                    break;
                }
            }
        }
        if (length === 0) {
            // Only a byte of 0x80 or more is ever stray: always two digits.
            text += `\\x${lead.toString(16).toUpperCase()}`;
            length = 1;
        }
        else
            text += bytes.subarray(index, index + length).toString('utf8');
        index += length;
    }
    return text;
}
/**
 * The names of a folder's children, sorted. Node reads a name that is not UTF-8 with U+FFFD in
 * place of its odd bytes, which names no file: such a name is looked up among the raw names and
 * refused, unless a rule leaves it out.
 */
function childrenOf(fs, folder, prefix, leftOut) {
    const children = fs.readdirSync(folder).sort();
    if (!children.some((child) => child.includes('\uFFFD')))
        return children;
    const kept = [];
    for (const raw of fs.readdirSync(folder, { encoding: 'buffer' })) {
        const child = raw.toString('utf8');
        if ((0,external_node_buffer_.isUtf8)(raw))
            kept.push(child);
        else if (!leftOut(prefix + child))
            throw notUtf8Name(prefix, raw);
    }
    return kept.sort();
}
/** A link's target exactly as written, refused when its bytes are not UTF-8. */
function targetOf(path, name) {
    const raw = (0,external_node_fs_.readlinkSync)(path, { encoding: 'buffer' });
    if (!(0,external_node_buffer_.isUtf8)(raw))
        throw notUtf8Target(name, raw);
    return raw.toString('utf8');
}
/** What changed a file between the walk and its read: not its permissions. */
const CHANGED_SINCE_LISTED = new Set(['ENOENT', 'ELOOP', NOT_REGULAR, 'ESPIPE', 'ENXIO', 'EAGAIN']);
/**
 * Why `name` could not be read, and what to do: `advice`, else what fits the error (permissions,
 * or whatever changes the folder while the archive is built).
 */
function readFailure(name, error, advice) {
    const code = error.code ?? '';
    const problem = READ_PROBLEMS[code] ?? (error instanceof Error ? error.message : String(error));
    const todo = advice ??
        `${CHANGED_SINCE_LISTED.has(code) ? 'Let what changes it end before this step' : 'Fix its permissions'}, ` +
            "or leave it out with the 'exclude' input.";
    return new archive_error/* ArchiveError */.d(`Could not read '${name}' for the archive: ${problem}${code ? ` (${code})` : ''}. ${todo}`, { cause: error });
}
/**
 * Lists what goes into the archive: everything below `root` except `.git` (folder or file, at
 * any depth), the root `.env`, and what the rules leave out. The rules are git's, exactly (the
 * `ignore` package, as eslint and prettier use): the defaults (`.env.local`, `.env.*.local`), then
 * the ignore file's lines, then `exclude`; a later `!rule` re-includes, except inside a folder
 * that is left out, which is never descended (git does not look inside it either). Links are
 * listed, never followed.
 *
 * The walk is synchronous on purpose: metadata comes from the cache in microseconds, and an
 * asynchronous walk of a large tree keeps thousands of promises alive at once, which made V8
 * grow its heap by 80 MB that it never gave back.
 */
function listFiles(root, exclude, options = {}) {
    const walk = walkFiles(root, exclude, options);
    for (;;) {
        const step = walk.next();
        if (step.done)
            return step.value;
    }
}
/**
 * `listFiles`, a folder at a time: it yields what is listed so far after each folder, so that
 * the caller may start on those entries (they are final: the walk only adds to them) while the
 * rest is walked, and returns the whole listing.
 */
function* walkFiles(root, exclude, options = {}) {
    let ignoreFile;
    const userRules = [];
    if (options.ignoreFile !== undefined && (0,external_node_fs_.existsSync)(`${root}/${options.ignoreFile}`)) {
        ignoreFile = options.ignoreFile;
        try {
            userRules.push(...rulesOf(readRules(`${root}/${ignoreFile}`)));
        }
        catch (error) {
            throw readFailure(ignoreFile, error, 'Make it a regular file of rules, which the runner can read.');
        }
    }
    userRules.push(...exclude);
    const fs = options.fileSystem ?? { readdirSync: external_node_fs_.readdirSync, lstatSync: external_node_fs_.lstatSync };
    const rules = ignore_default()({ ignorecase: false })
        .add(DEFAULT_RULES.map((pattern) => ({ pattern, mark: 'default' })))
        .add(userRules.map((pattern) => ({ pattern, mark: 'user' })));
    const unused = new UnusedRules(userRules);
    const entries = [];
    const leftOutSpecial = [];
    const leftOutLocalEnv = [];
    const shippedEnv = [];
    const linksOutside = [];
    const leftOutOwn = [];
    let leftOutEnv = false;
    let totalBytes = 0;
    const listFolder = (folder, prefix) => {
        try {
            return childrenOf(fs, folder, prefix, (name) => rules.test(name).ignored);
        }
        catch (error) {
            if (error instanceof archive_error/* ArchiveError */.d)
                throw error;
            throw readFailure(prefix || '.', error);
        }
    };
    const walk = function* (folder, prefix, children) {
        for (const child of children) {
            if (child === '.git')
                continue;
            const name = prefix + child;
            if (name === '.env') {
                leftOutEnv = true;
                continue;
            }
            const path = `${folder}/${child}`;
            let stat;
            let target;
            try {
                stat = fs.lstatSync(path);
                if (stat.isSymbolicLink())
                    target = targetOf(path, name);
            }
            catch (error) {
                // What cannot be read or ship as it is (a file gone meanwhile, a link to a name that is
                // not UTF-8) may still be something a rule leaves out, as a file or as a folder.
                if (rules.test(name).ignored || rules.test(`${name}/`).ignored)
                    continue;
                throw error instanceof archive_error/* ArchiveError */.d ? error : readFailure(name, error);
            }
            // A folder's rules are tested with a trailing slash, so that `logs/` matches folders only.
            // A link's own lstat is never a folder's.
            const isFolder = stat.isDirectory();
            const tested = isFolder ? `${name}/` : name;
            // With no rules of the user's, only the defaults apply, and only to names like `.env…`:
            // most trees have no rules, and this keeps their walk as fast as it was.
            const verdict = userRules.length === 0 && !child.startsWith('.env') ? KEPT : rules.test(tested);
            unused.see(tested, verdict);
            if (verdict.ignored) {
                if (verdict.rule?.mark === 'default')
                    leftOutLocalEnv.push(name);
                continue;
            }
            const mode = stat.mode & 0o7777;
            const mtime = stat.mtimeMs;
            if (target !== undefined) {
                entries.push({ name, kind: 'symlink', mode, size: 0, mtime, target });
                if (isSecretShaped(name))
                    shippedEnv.push(name);
                if (leadsOutside(name, target))
                    linksOutside.push({ name, target });
            }
            else if (isFolder) {
                // Read before the folder is listed: its own names say whether it is a ledger's.
                const inside = listFolder(path, `${name}/`);
                if (inside.includes(LEDGER_MARKER)) {
                    leftOutOwn.push(`${name}/`);
                    continue;
                }
                entries.push({ name: `${name}/`, kind: 'directory', mode, size: 0, mtime });
                yield* walk(path, `${name}/`, inside);
            }
            else if (stat.isFile()) {
                if (isOwnDotenv(path, name, stat)) {
                    leftOutOwn.push(name);
                    continue;
                }
                entries.push({ name, kind: 'file', mode, size: stat.size, mtime });
                totalBytes += stat.size;
                if (isSecretShaped(name))
                    shippedEnv.push(name);
            }
            else {
                leftOutSpecial.push(name);
            }
        }
        yield { entries, totalBytes };
    };
    yield* walk(root, '', listFolder(root, ''));
    return {
        root,
        entries,
        leftOutEnv,
        leftOutSpecial,
        totalBytes,
        leftOutLocalEnv,
        shippedEnv,
        unusedPatterns: unused.remaining(),
        linksOutside,
        ...(ignoreFile !== undefined ? { ignoreFile } : {}),
        leftOutOwn,
    };
}
/**
 * Tracks which rules matched some path, each on its own (a rule overridden by a later one still
 * counts), so that a typo is named. The walk's own verdicts settle the usual rules for free: the
 * rule that left a path out, or re-included it. Only rules still unsettled at the end (typos,
 * mostly, and rules a later one overrode) are tested against every path seen.
 */
class UnusedRules {
    unsettled;
    seen = [];
    constructor(rules) {
        this.unsettled = new Set(rules);
    }
    see(path, verdict) {
        if (this.unsettled.size === 0)
            return;
        this.seen.push(path);
        if (verdict.rule?.mark === 'user')
            this.unsettled.delete(verdict.rule.pattern);
    }
    remaining() {
        return [...this.unsettled].filter((rule) => {
            // A negation is tested as the rule it negates: it is used when it matched a path.
            const matcher = ignore_default()({ ignorecase: false }).add(rule.startsWith('!') ? rule.slice(1) : rule);
            return !this.seen.some((path) => matcher.ignores(path));
        });
    }
}

;// CONCATENATED MODULE: ./src/archive/deflate.ts


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
/**
 * While it deflates ahead, the walk lets the workers' answers in (and gives them their next
 * tasks) after a folder once it has listed this many entries since it last did: a few ms of
 * walking, where a worker's task of small files takes some 20 ms.
 */
const ENTRIES_PER_TURN = 256;
/** Formats that are compressed already: deflating them costs time and saves nothing. */
const COMPRESSED = new Set('png jpg jpeg gif webp avif heic ico woff woff2 zip gz tgz bz2 xz zst 7z rar jar phar mp3 mp4 m4a m4v mov webm ogg ogv flac'.split(' '));
/** Whether a file is stored as it is: at level 0, or in a format that is compressed already. */
function isStored(name, level) {
    if (level === 0)
        return true;
    const dot = name.lastIndexOf('.');
    return dot > name.lastIndexOf('/') && COMPRESSED.has(name.slice(dot + 1).toLowerCase());
}
/** What `plan` yields when it has planned every entry listed so far, and more are to come. */
const MORE = Symbol('more entries to come');
/**
 * The entries, in order, as steps. Folders and links ride in the batch around them: a tree of
 * many small folders would otherwise cut every batch to a few files. While `listed` says the
 * walk goes on, it waits at the end of the entries so far (yielding MORE), its batch still open:
 * the steps are the same however the entries arrive.
 */
function* plan(list, level, listed = () => true) {
    const { root } = list;
    let batch = [];
    let names = [];
    let sizes = [];
    let store = [];
    let batchBytes = 0;
    const flushBatch = function* () {
        if (batch.length === 0)
            return;
        const task = names.length > 0 ? { kind: 'files', level, root, names, sizes, store } : undefined;
        yield { kind: 'batch', entries: batch, ...(task ? { task } : {}) };
        batch = [];
        names = [];
        sizes = [];
        store = [];
        batchBytes = 0;
    };
    for (let index = 0;; index++) {
        while (index === list.entries.length) {
            if (listed()) {
                yield* flushBatch();
                return;
            }
            yield MORE;
        }
        const entry = list.entries[index];
        if (entry.kind !== 'file' || entry.size <= SMALL_FILE_BYTES) {
            batch.push(entry);
            if (entry.kind === 'file') {
                names.push(entry.name);
                sizes.push(entry.size);
                store.push(isStored(entry.name, level));
                batchBytes += entry.size;
            }
            if (names.length >= BATCH_FILES ||
                batchBytes >= BATCH_BYTES ||
                batch.length >= BATCH_ENTRIES) {
                yield* flushBatch();
            }
        }
        else {
            yield* flushBatch();
            const store = isStored(entry.name, level);
            const chunks = Math.ceil(entry.size / CHUNK_BYTES);
            for (let index = 0; index < chunks; index++) {
                const last = index === chunks - 1;
                const task = {
                    kind: 'chunk',
                    level,
                    path: `${root}/${entry.name}`,
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
}
/**
 * The steps of a listing started on a pool in order, as many at once as it has slots: a slot
 * holds a task's bytes until the writer has written them, so the bytes made ahead are bounded.
 */
class Deflation {
    pool;
    list;
    level;
    steps;
    inFlight = [];
    /** Steps started so far. */
    started = 0;
    constructor(pool, list, level, listed) {
        this.pool = pool;
        this.list = list;
        this.level = level;
        this.steps = plan(list, level, listed);
    }
    /** Starts the steps planned so far while there are free slots. */
    fill() {
        while (this.inFlight.length < this.pool.slots) {
            const next = this.steps.next();
            if (next.done || next.value === MORE)
                return;
            const step = next.value;
            const job = step.task ? this.pool.run(step.task) : undefined;
            // A failure is reported where the step is written; until then it must not go unhandled.
            job?.result.catch(() => { });
            this.inFlight.push({ step, job });
            this.started++;
        }
    }
    /** The next step in the archive's order, started; undefined when every one was. */
    next() {
        this.fill();
        return this.inFlight.shift();
    }
}
/**
 * The threads that read and deflate, started while the tree is walked, and the deflate of what
 * the walk lists, begun before the listing is accepted: once the walk has listed enough for the
 * tree to need the threads (past 2 MiB), they start (a worker takes some 50 ms to load its
 * module, while the walk goes on), each folder's entries are planned and started as slots allow,
 * and the bytes are held in the slots, written nowhere, until `writeArchive` is given this
 * listing. A smaller tree starts no thread at all. A listing refused (a link leading out, say) is
 * dropped with `close`, which ends the threads. They never keep the process alive until claimed:
 * a run that fails before it writes the archive ends all the same.
 */
class EarlyDeflate {
    workers;
    pool;
    deflation;
    walked = false;
    closed = false;
    /** Steps started before the walk ended, deflated (or being deflated) ahead of the writer. */
    startedAhead = 0;
    constructor(workers) {
        this.workers = workers;
    }
    /**
     * Lists the tree as `listFiles` does, and deflates its entries at `level` as they are listed.
     * The walk stays synchronous but for a turn of the event loop every few hundred entries, to
     * hear the workers and whatever else the run waits for (the walk may begin while the run asks
     * git and GitHub); once closed, it stops at its next turn.
     */
    async list(root, exclude, options) {
        const walk = walkFiles(root, exclude, options);
        let turnAt = ENTRIES_PER_TURN;
        for (;;) {
            const step = walk.next();
            if (step.done) {
                this.walked = true;
                this.startedAhead = this.deflation?.started ?? 0;
                this.deflation?.fill();
                return step.value;
            }
            const { entries, totalBytes } = step.value;
            if (!this.deflation && !this.closed && totalBytes >= INLINE_BYTES && this.workers > 0) {
                this.pool = new CompressorPool(this.workers, slotsFor(this.workers), { early: true });
                this.deflation = new Deflation(this.pool, { root, entries }, options.level, () => {
                    return this.walked;
                });
                turnAt = 0;
            }
            if (entries.length >= turnAt) {
                this.deflation?.fill();
                await new Promise((resolve) => setImmediate(resolve));
                if (this.closed)
                    throw walkAbandoned();
                turnAt = entries.length + ENTRIES_PER_TURN;
            }
        }
    }
    /** How many of its worker threads have not ended. */
    get liveThreads() {
        return this.pool?.liveThreads ?? 0;
    }
    /**
     * The threads, for the one archive that claims them first, with what was deflated ahead;
     * undefined after that.
     */
    claim() {
        if (this.closed)
            return undefined;
        const pool = this.pool?.claim();
        if (!pool)
            return undefined;
        return { pool, ...(this.deflation ? { deflation: this.deflation } : {}) };
    }
    /** Ends the threads, dropping what they deflated: no archive may claim them after this. */
    async close() {
        this.closed = true;
        await this.pool?.close();
    }
}
/**
 * What a walk ends with once its threads were closed: the run ended before its archive was
 * built, and nobody reads the listing (never told to a user).
 */
const WALK_ABANDONED = 'WALK_ABANDONED';
function walkAbandoned() {
    return Object.assign(new Error('The walk of the tree was given up: the run ended before its archive was built.'), { code: WALK_ABANDONED });
}
/** The threads that read and deflate, to be started by the walk once the tree needs them. */
function startCompressors(workers = defaultWorkerCount()) {
    return new EarlyDeflate(workers);
}
function slotsFor(workers) {
    return (workers + 1) * AHEAD_PER_WORKER;
}
/**
 * The steps of `list` on a pool: those deflated ahead when they are this listing's, at this
 * level; else on a pool of its own (`workers` besides this thread; by default one per other core
 * for a tree large enough).
 */
async function deflationOf(list, level, early, workers) {
    const claimed = early?.claim();
    const ahead = claimed?.deflation;
    if (ahead && ahead.list.entries === list.entries && ahead.level === level)
        return ahead;
    const count = workers ?? (list.totalBytes < INLINE_BYTES ? 0 : defaultWorkerCount());
    // Threads that deflated another listing, or at another level, hold its bytes in their slots.
    await claimed?.pool.close();
    return new Deflation(new CompressorPool(count, slotsFor(count)), list, level);
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/archive/zip-format.ts
// The zip format's records, as APPNOTE 6.3 lays them out: local and central headers, data
// descriptors, the ZIP64 records, file times and names. Pure functions over bytes; the writer in
// zip.ts decides what goes where. No library writes ZIP64 records and takes data deflated
// elsewhere (fflate, the one used before, counts entries in 16 bits and sizes in 32), so these
// few records are written here.
const STORE = 0;
const DEFLATE = 8;
const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const DATA_DESCRIPTOR = 0x08074b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP64_END_OF_CENTRAL_DIRECTORY = 0x06064b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EXTRA = 0x0001;
const EXTENDED_TIMESTAMP = 0x5455;
/** General purpose flags: sizes follow the data (bit 3); the name is UTF-8 (bit 11). */
const FLAG_DESCRIPTOR = 1 << 3;
const FLAG_UTF8 = 1 << 11;
/** Made by Unix (3), spec version 6.3; needed to extract: 2.0, or 4.5 with ZIP64 fields. */
const MADE_BY = (3 << 8) | 63;
const NEEDS = 20;
const NEEDS_ZIP64 = 45;
const MAX_16 = 0xffff;
const MAX_32 = 0xffffffff;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;
const MSDOS_DIRECTORY = 0x10;
// 1980-01-01T00:00:00Z and 2107-12-31T23:59:58Z: what an MS-DOS date and time can hold.
const DOS_FIRST = Date.UTC(1980, 0, 1);
const DOS_LAST = Date.UTC(2107, 11, 31, 23, 59, 58);
/**
 * The MS-DOS date and time of `ms`, in UTC (so that the bytes do not depend on the machine's
 * time zone), clamped to what the fields can hold: 1980 to 2107.
 */
function dosDateTime(ms) {
    const clamped = new Date(Math.min(Math.max(Number.isFinite(ms) ? ms : 0, DOS_FIRST), DOS_LAST));
    return {
        date: ((clamped.getUTCFullYear() - 1980) << 9) |
            ((clamped.getUTCMonth() + 1) << 5) |
            clamped.getUTCDate(),
        time: (clamped.getUTCHours() << 11) |
            (clamped.getUTCMinutes() << 5) |
            Math.floor(clamped.getUTCSeconds() / 2),
    };
}
/** Seconds since 1970 when they fit the extended timestamp's signed 32 bits, else undefined. */
function unixSeconds(ms) {
    const seconds = Math.floor(ms / 1000);
    return Number.isFinite(seconds) && seconds >= -0x80000000 && seconds <= 0x7fffffff
        ? seconds
        : undefined;
}
// A reproducible archive gives every entry one time: its fields are worked out once.
let lastTime;
function timeFields(ms) {
    if (lastTime?.ms !== ms)
        lastTime = { ms, ...dosDateTime(ms), seconds: unixSeconds(ms) };
    return lastTime;
}
/** Writes the extended timestamp (the modification time alone) when it fits; answers its length. */
function writeExtendedTimestamp(seconds, target, at) {
    if (seconds === undefined)
        return 0;
    target.writeUInt16LE(EXTENDED_TIMESTAMP, at);
    target.writeUInt16LE(5, at + 2);
    target.writeUInt8(1, at + 4); // the modification time only
    target.writeInt32LE(seconds, at + 5);
    return 9;
}
function writeZip64Field(values, target, at) {
    if (values.length === 0)
        return 0;
    target.writeUInt16LE(ZIP64_EXTRA, at);
    target.writeUInt16LE(8 * values.length, at + 2);
    values.forEach((value, index) => target.writeBigUInt64LE(BigInt(value), at + 4 + 8 * index));
    return 4 + 8 * values.length;
}
function externalAttributes(kind, mode) {
    const type = kind === 'directory' ? S_IFDIR : kind === 'symlink' ? S_IFLNK : S_IFREG;
    const dos = kind === 'directory' ? MSDOS_DIRECTORY : 0;
    return (((type | (mode & 0o7777)) << 16) | dos) >>> 0;
}
function flags(entry) {
    return (entry.descriptor ? FLAG_DESCRIPTOR : 0) | (entry.utf8 ? FLAG_UTF8 : 0);
}
/** Whether an uncompressed size this large needs ZIP64 fields. */
function needsZip64(size) {
    return size >= MAX_32;
}
function nameLength(name) {
    return typeof name === 'string' ? Buffer.byteLength(name) : name.length;
}
function writeName(name, target, at) {
    return typeof name === 'string' ? target.write(name, at) : name.copy(target, at);
}
/** The length of an entry's local header, name and extra fields included. */
function localHeaderLength(entry) {
    const timestamp = unixSeconds(entry.mtime) === undefined ? 0 : 9;
    return 30 + nameLength(entry.name) + (entry.zip64Local ? 20 : 0) + timestamp;
}
/**
 * Writes the local header at `at`. With a data descriptor, CRC and sizes are zero here; a ZIP64
 * field is reserved when the file may pass 4 GiB, so that readers take the descriptor's sizes as
 * 8 bytes.
 */
function writeLocalHeader(entry, target, at) {
    const known = !entry.descriptor;
    const zip64 = entry.zip64Local;
    const { date, time, seconds } = timeFields(entry.mtime);
    target.writeUInt32LE(LOCAL_HEADER, at);
    target.writeUInt16LE(zip64 ? NEEDS_ZIP64 : NEEDS, at + 4);
    target.writeUInt16LE(flags(entry), at + 6);
    target.writeUInt16LE(entry.method, at + 8);
    target.writeUInt16LE(time, at + 10);
    target.writeUInt16LE(date, at + 12);
    target.writeUInt32LE(known ? entry.crc : 0, at + 14);
    target.writeUInt32LE(known ? (zip64 ? MAX_32 : entry.compressedSize) : 0, at + 18);
    target.writeUInt32LE(known ? (zip64 ? MAX_32 : entry.size) : 0, at + 22);
    const length = nameLength(entry.name);
    target.writeUInt16LE(length, at + 26);
    let end = at + 30 + writeName(entry.name, target, at + 30);
    if (zip64) {
        end += writeZip64Field(known ? [entry.size, entry.compressedSize] : [0, 0], target, end);
    }
    end += writeExtendedTimestamp(seconds, target, end);
    target.writeUInt16LE(end - at - 30 - length, at + 28);
    return end - at;
}
function localHeader(entry) {
    const header = Buffer.alloc(localHeaderLength(entry));
    writeLocalHeader(entry, header, 0);
    return header;
}
/** The data descriptor that follows an entry's data when its header could not say the sizes. */
function dataDescriptor(entry) {
    const wide = entry.zip64Local;
    const descriptor = Buffer.alloc(wide ? 24 : 16);
    descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
    descriptor.writeUInt32LE(entry.crc, 4);
    if (wide) {
        descriptor.writeBigUInt64LE(BigInt(entry.compressedSize), 8);
        descriptor.writeBigUInt64LE(BigInt(entry.size), 16);
    }
    else {
        descriptor.writeUInt32LE(entry.compressedSize, 8);
        descriptor.writeUInt32LE(entry.size, 12);
    }
    return descriptor;
}
/** The values of an entry that pass 32 bits, in the order the ZIP64 field keeps them. */
function wideValues(entry) {
    return [entry.size, entry.compressedSize, entry.offset].filter((value) => value >= MAX_32);
}
/** The length of an entry's central directory header, name and extra fields included. */
function centralHeaderLength(entry) {
    const wide = wideValues(entry).length;
    const timestamp = unixSeconds(entry.mtime) === undefined ? 0 : 9;
    return 46 + nameLength(entry.name) + (wide > 0 ? 4 + 8 * wide : 0) + timestamp;
}
/** Writes the central directory header at `at`; ZIP64 fields hold whatever passes 32 bits. */
function writeCentralHeader(entry, target, at) {
    const wide = wideValues(entry);
    const zip64 = wide.length > 0 || entry.zip64Local;
    const { date, time, seconds } = timeFields(entry.mtime);
    target.writeUInt32LE(CENTRAL_HEADER, at);
    target.writeUInt16LE(MADE_BY, at + 4);
    target.writeUInt16LE(zip64 ? NEEDS_ZIP64 : NEEDS, at + 6);
    target.writeUInt16LE(flags(entry), at + 8);
    target.writeUInt16LE(entry.method, at + 10);
    target.writeUInt16LE(time, at + 12);
    target.writeUInt16LE(date, at + 14);
    target.writeUInt32LE(entry.crc, at + 16);
    target.writeUInt32LE(Math.min(entry.compressedSize, MAX_32), at + 20);
    target.writeUInt32LE(Math.min(entry.size, MAX_32), at + 24);
    const length = nameLength(entry.name);
    target.writeUInt16LE(length, at + 28);
    target.writeUInt16LE(0, at + 32); // no comment
    target.writeUInt16LE(0, at + 34); // disk 0
    target.writeUInt16LE(0, at + 36); // internal attributes
    target.writeUInt32LE(externalAttributes(entry.kind, entry.mode), at + 38);
    target.writeUInt32LE(Math.min(entry.offset, MAX_32), at + 42);
    let end = at + 46 + writeName(entry.name, target, at + 46);
    end += writeZip64Field(wide, target, end);
    end += writeExtendedTimestamp(seconds, target, end);
    target.writeUInt16LE(end - at - 46 - length, at + 30);
    return end - at;
}
function centralHeader(entry) {
    const header = Buffer.alloc(centralHeaderLength(entry));
    writeCentralHeader(entry, header, 0);
    return header;
}
/**
 * The end of the archive: a ZIP64 end record and its locator whenever the entry count passes
 * 65,535 or the directory's size or offset passes 4 GiB, then the classic end record (with its
 * fields at their maximum where the ZIP64 record holds the true values).
 */
function endRecords(count, directoryOffset, directorySize) {
    const zip64 = count >= MAX_16 || directoryOffset >= MAX_32 || directorySize >= MAX_32;
    const records = [];
    if (zip64) {
        const record = Buffer.alloc(56);
        record.writeUInt32LE(ZIP64_END_OF_CENTRAL_DIRECTORY, 0);
        record.writeBigUInt64LE(44n, 4); // the size of what follows this field
        record.writeUInt16LE(MADE_BY, 12);
        record.writeUInt16LE(NEEDS_ZIP64, 14);
        record.writeUInt32LE(0, 16); // this disk
        record.writeUInt32LE(0, 20); // the disk where the directory starts
        record.writeBigUInt64LE(BigInt(count), 24);
        record.writeBigUInt64LE(BigInt(count), 32);
        record.writeBigUInt64LE(BigInt(directorySize), 40);
        record.writeBigUInt64LE(BigInt(directoryOffset), 48);
        const locator = Buffer.alloc(20);
        locator.writeUInt32LE(ZIP64_LOCATOR, 0);
        locator.writeUInt32LE(0, 4);
        locator.writeBigUInt64LE(BigInt(directoryOffset + directorySize), 8);
        locator.writeUInt32LE(1, 16); // disks in all
        records.push(record, locator);
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
    end.writeUInt16LE(0, 4);
    end.writeUInt16LE(0, 6);
    end.writeUInt16LE(Math.min(count, MAX_16), 8);
    end.writeUInt16LE(Math.min(count, MAX_16), 10);
    end.writeUInt32LE(Math.min(directorySize, MAX_32), 12);
    end.writeUInt32LE(Math.min(directoryOffset, MAX_32), 16);
    end.writeUInt16LE(0, 20); // no comment
    records.push(end);
    return Buffer.concat(records);
}
// CRC-32 of two pieces joined, from their CRCs and the second's length (zlib's crc32_combine):
// each core computes the CRC of its own chunk of a large file, and the chunks' CRCs are joined.
const GF2_DIM = 32;
function gf2Times(matrix, vector) {
    let sum = 0;
    for (let index = 0; vector !== 0; index++, vector >>>= 1) {
        if (vector & 1)
            sum ^= matrix[index];
    }
    return sum >>> 0;
}
function gf2Square(square, matrix) {
    for (let n = 0; n < GF2_DIM; n++)
        square[n] = gf2Times(matrix, matrix[n]);
}
function crc32Combine(crc1, crc2, length2) {
    if (length2 <= 0)
        return crc1 >>> 0;
    const even = new Uint32Array(GF2_DIM);
    const odd = new Uint32Array(GF2_DIM);
    odd[0] = 0xedb88320; // the CRC-32 polynomial
    for (let n = 1, row = 1; n < GF2_DIM; n++, row <<= 1)
        odd[n] = row;
    gf2Square(even, odd); // two zero bits
    gf2Square(odd, even); // four zero bits
    let crc = crc1 >>> 0;
    let remaining = length2;
    do {
        gf2Square(even, odd);
        if (remaining % 2)
            crc = gf2Times(even, crc);
        remaining = Math.floor(remaining / 2);
        if (remaining === 0)
            break;
        gf2Square(odd, even);
        if (remaining % 2)
            crc = gf2Times(odd, crc);
        remaining = Math.floor(remaining / 2);
    } while (remaining !== 0);
    return (crc ^ crc2) >>> 0;
}

;// CONCATENATED MODULE: ./src/archive/zip.ts
// The zip writer. The listed entries are cut into tasks (batches of small files, chunks of large
// ones) that every core reads and deflates at once; this thread lays out what comes back, in the
// listed order, hashes it and writes it, with a bounded number of tasks in flight so that memory
// stays flat. The bytes depend only on the tree and the options: entries in the listed (sorted)
// order, no owner ids, times in UTC or all set to one given time.








/** The zip is gathered in a buffer this large, then hashed and written in one go. */
const SINK_BYTES = 1024 * 1024;
/**
 * Where the zip goes: gathered in one buffer, then hashed and written when it is full, so that
 * no chunk is held after it is handed over and the disk sees large writes.
 */
class Sink {
    buffer = Buffer.allocUnsafe(SINK_BYTES);
    hash = (0,external_node_crypto_.createHash)('sha256');
    fd;
    maxBytes;
    overLimit;
    onWritten;
    used = 0;
    written = 0;
    size = 0;
    constructor(fd, maxBytes, overLimit, onWritten) {
        this.fd = fd;
        this.maxBytes = maxBytes;
        this.overLimit = overLimit;
        this.onWritten = onWritten;
    }
    /** Writes a record of `length` bytes that `fill` lays out in place, with no buffer of its own. */
    record(length, fill) {
        if (length > this.buffer.length) {
            const own = Buffer.alloc(length);
            fill(own, 0);
            this.write(own);
            return;
        }
        if (this.size + length > this.maxBytes)
            throw this.overLimit();
        if (this.used + length > this.buffer.length)
            this.flush();
        fill(this.buffer, this.used);
        this.used += length;
        this.size += length;
    }
    write(chunk) {
        if (this.size + chunk.length > this.maxBytes)
            throw this.overLimit();
        this.size += chunk.length;
        for (let offset = 0; offset < chunk.length;) {
            const count = Math.min(chunk.length - offset, this.buffer.length - this.used);
            this.buffer.set(chunk.subarray(offset, offset + count), this.used);
            this.used += count;
            offset += count;
            if (this.used === this.buffer.length)
                this.flush();
        }
    }
    /** Writes what is gathered; `last` for the final bytes, which are not told to `onWritten`. */
    flush(last = false) {
        const data = this.buffer.subarray(0, this.used);
        this.hash.update(data);
        for (let written = 0; written < data.length;) {
            written += (0,external_node_fs_.writeSync)(this.fd, data, written);
        }
        this.written += data.length;
        this.used = 0;
        if (!last && data.length > 0)
            this.onWritten?.(this.written);
    }
    digest() {
        return this.hash.digest('hex');
    }
}
/**
 * Writes the listed entries as a zip at `destination`, hashing it on the way: ZIP64 records
 * where counts, sizes or offsets pass what the classic fields hold, UTF-8 names, Unix modes and
 * links, and file times clamped to what a zip can hold (and kept exactly in the extended
 * timestamp where it fits).
 */
async function writeArchive(list, destination, options) {
    const { level, signal } = options;
    const maxBytes = options.maxBytes ?? size/* MAX_ARCHIVE_BYTES */.Ip;
    // Opened first: a destination that cannot be written leaves no thread running, and drops
    // what the threads started early deflated.
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(destination, 'w');
    }
    catch (error) {
        await options.compressors?.close();
        throw error;
    }
    const deflation = await deflationOf(list, level, options.compressors, options.workers);
    const { pool } = deflation;
    const sink = new Sink(fd, maxBytes, () => (0,size/* tooLarge */.g$)(maxBytes, list.entries), options.onWritten);
    const directory = new CentralDirectory(options.mtime);
    let current;
    let doneBytes = 0;
    try {
        for (let next = deflation.next(); next !== undefined; next = deflation.next()) {
            signal?.throwIfAborted();
            const { step, job } = next;
            const answer = job ? await pool.take(job) : undefined;
            const bytes = job && answer ? pool.bytes(job, answer) : undefined;
            if (answer?.kind === 'error') {
                const failed = step.kind === 'batch'
                    ? step.entries.filter((entry) => entry.kind === 'file')[answer.index]
                    : step.entry;
                throw readFailure(failed?.name ?? '?', Object.assign(new Error(answer.message), { code: answer.code }));
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
                    const length = files[at + 3];
                    const file = {
                        crc: files[at],
                        size: files[at + 1],
                        method: files[at + 2],
                        data: bytes.subarray(offset, offset + length),
                    };
                    at += FILE_FIELDS;
                    offset += length;
                    directory.add(entry, writeWhole(sink, entry, options.mtime, file));
                    doneBytes += entry.size;
                }
            }
            else if (step.kind === 'chunk' && answer?.kind === 'chunk') {
                if (step.first) {
                    current = zipEntry(step.entry, options.mtime, step.task.kind === 'chunk' && step.task.store ? STORE : DEFLATE, {
                        offset: sink.size,
                        descriptor: true,
                    });
                    const header = current;
                    sink.record(localHeaderLength(header), (target, at) => writeLocalHeader(header, target, at));
                }
                const entry = current;
                entry.crc = step.first ? answer.crc : crc32Combine(entry.crc, answer.crc, answer.size);
                entry.size += answer.size;
                doneBytes += answer.size;
                entry.compressedSize += bytes.length;
                sink.write(bytes);
                if (step.last) {
                    sink.write(dataDescriptor(entry));
                    directory.add(step.entry, entry);
                    current = undefined;
                }
            }
            if (job)
                pool.release(job);
            options.onProgress?.(doneBytes, list.totalBytes);
        }
        signal?.throwIfAborted();
        const directoryOffset = sink.size;
        directory.writeTo(sink);
        sink.write(endRecords(directory.count, directoryOffset, sink.size - directoryOffset));
        sink.flush(true);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
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
    sources = [];
    /** Per entry: CRC, compressed size, size, offset of its local header. */
    numbers = new Float64Array(4 * 1024);
    /** Per entry: the method, and whether a data descriptor follows its data. */
    layout = new Uint8Array(1024);
    mtime;
    count = 0;
    constructor(mtime) {
        this.mtime = mtime;
    }
    add(source, entry) {
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
    writeTo(sink) {
        let buffer = Buffer.allocUnsafe(SINK_BYTES);
        let used = 0;
        for (let index = 0; index < this.count; index++) {
            const at = index * 4;
            const layout = this.layout[index];
            const entry = zipEntry(this.sources[index], this.mtime, layout & 0x7f, {
                offset: this.numbers[at + 3],
                descriptor: (layout & 0x80) !== 0,
            });
            entry.crc = this.numbers[at];
            entry.compressedSize = this.numbers[at + 1];
            entry.size = this.numbers[at + 2];
            const length = centralHeaderLength(entry);
            if (used + length > buffer.length) {
                sink.write(buffer.subarray(0, used));
                used = 0;
                if (length > buffer.length)
                    buffer = Buffer.allocUnsafe(length);
            }
            used += writeCentralHeader(entry, buffer, used);
        }
        sink.write(buffer.subarray(0, used));
    }
}
function zipEntry(entry, mtime, method, layout) {
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
function writeWhole(sink, entry, mtime, file) {
    // A link is stored as its target, as zip tools store links.
    const data = file?.data ?? (entry.kind === 'symlink' ? Buffer.from(entry.target ?? '') : Buffer.alloc(0));
    const zip = zipEntry(entry, mtime, file?.method ?? STORE, {
        offset: sink.size,
        descriptor: false,
    });
    zip.crc = file?.crc ?? (data.length > 0 ? (0,external_node_zlib_.crc32)(data) : 0);
    zip.size = file?.size ?? data.length;
    zip.compressedSize = data.length;
    sink.record(localHeaderLength(zip), (target, at) => writeLocalHeader(zip, target, at));
    sink.write(data);
    return zip;
}

;// CONCATENATED MODULE: ./src/archive/archiver.ts
// What makes an archive, loaded on first use through index.ts's loadArchiver: the walk with its
// ignore rules (deflate.ts lists the tree and deflates it as it goes), the manifest, the largest
// folders, the zip writer and its compressor threads.






/***/ }),

/***/ 83709:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E5: () => (/* binding */ largestFolders),
/* harmony export */   Fb: () => (/* binding */ surelyFits),
/* harmony export */   Ip: () => (/* binding */ MAX_ARCHIVE_BYTES),
/* harmony export */   Ob: () => (/* binding */ STREAM_FROM_BYTES),
/* harmony export */   g$: () => (/* binding */ tooLarge)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16264);
/* harmony import */ var _error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1640);
// Explaining an archive that is too large: where the bytes are.


/** The largest archive the service takes: 512 MiB. */
const MAX_ARCHIVE_BYTES = 512 * 1024 * 1024;
/**
 * The folders holding the most bytes, biggest first, to show what makes an archive too large. A
 * file at the root counts as itself, so that one large file there is named rather than nothing.
 */
function largestFolders(entries, count = 5) {
    const totals = new Map();
    const add = (folder, bytes) => totals.set(folder, (totals.get(folder) ?? 0) + bytes);
    for (const entry of entries) {
        if (entry.kind !== 'file')
            continue;
        // Count each file in its first two levels of folders, so `vendor/` and `vendor/aws/` both
        // show. Names are cut where their slashes are: a tree of 100,000 files makes little garbage.
        const first = entry.name.indexOf('/');
        if (first < 0) {
            add(entry.name, entry.size);
            continue;
        }
        add(entry.name.slice(0, first + 1), entry.size);
        const second = entry.name.indexOf('/', first + 1);
        if (second >= 0)
            add(entry.name.slice(0, second + 1), entry.size);
    }
    return ([...totals]
        .map(([folder, bytes]) => ({ folder, bytes }))
        // Ties in name order by code unit, as the listing is: a locale's order would load ICU's
        // collation data (megabytes of memory) for a tie-break.
        .sort((a, b) => b.bytes - a.bytes || (a.folder < b.folder ? -1 : a.folder > b.folder ? 1 : 0))
        .slice(0, count));
}
/** Below this many bytes before compression, streaming an archive as it is written saves nothing. */
const STREAM_FROM_BYTES = 4 * 1024 * 1024;
/**
 * Whether the archive of `entries` is sure to be within `limit` whatever deflate makes of them,
 * before it is written: each file at its size with deflate's worst growth (stored blocks, well
 * under 0.1%), and each entry's records at their largest (a name of up to three bytes a UTF-16
 * unit, twice; ZIP64 and time fields; a data descriptor), and the end records.
 */
function surelyFits(entries, limit = MAX_ARCHIVE_BYTES) {
    let bound = 1024;
    for (const entry of entries) {
        bound += entry.size + Math.ceil(entry.size / 1024) + 64 + 6 * entry.name.length + 200;
        bound += 3 * (entry.target?.length ?? 0);
        if (bound > limit)
            return false;
    }
    return true;
}
function tooLarge(limit, entries) {
    const folders = largestFolders(entries)
        .map(({ folder, bytes }) => `${folder} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(bytes)})`)
        .join(', ');
    return new _error_js__WEBPACK_IMPORTED_MODULE_1__/* .ArchiveError */ .d(`The archive is over Amezmo's limit of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(limit)}. The largest folders and root files, before ` +
        `compression, are: ${folders}. Leave some out with the 'exclude' input.`);
}


/***/ })

};
