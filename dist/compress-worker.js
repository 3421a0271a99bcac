import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ // The require scope
/******/ var __nccwpck_require__ = {};
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  DB: () => (/* binding */ COMPRESSOR_ROLE),
  L9: () => (/* binding */ FILE_FIELDS),
  fi: () => (/* binding */ LISTED_FILE_FLAGS),
  bh: () => (/* binding */ NOT_REGULAR),
  bN: () => (/* binding */ SLOT_BYTES),
  _S: () => (/* binding */ createCompressor),
  Hz: () => (/* binding */ engineReuse)
});

;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
;// CONCATENATED MODULE: external "node:zlib"
const external_node_zlib_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");
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
const LISTED_FILE_FLAGS = external_node_fs_namespaceObject.constants.O_RDONLY | (external_node_fs_namespaceObject.constants.O_NOFOLLOW ?? 0) | (external_node_fs_namespaceObject.constants.O_NONBLOCK ?? 0);
/** A file listed as a file that is not one now: a FIFO, a socket or a device put in its place. */
const NOT_REGULAR = 'ENOTREG';
/** Fails unless `fd` is a regular file (then no error says why it changed size). */
function expectRegular(fd) {
    if (!(0,external_node_fs_namespaceObject.fstatSync)(fd).isFile()) {
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
    const stream = (0,external_node_zlib_namespaceObject.createDeflateRaw)({ ...options, chunkSize: 64 });
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
    engine._handle.writeSync(external_node_zlib_namespaceObject.constants.Z_FINISH, raw, 0, raw.length, target, 0, target.length);
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
    const expected = (0,external_node_zlib_namespaceObject.deflateRawSync)(sample, options);
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
        const sample = (0,external_node_zlib_namespaceObject.deflateRawSync)(data.subarray(0, SAMPLE), { level: 1, chunkSize: SAMPLE + 64 });
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
        const fd = (0,external_node_fs_namespaceObject.openSync)(path, LISTED_FILE_FLAGS);
        try {
            let length = 0;
            for (;;) {
                if (length === readBuffer.length) {
                    const larger = Buffer.allocUnsafe(readBuffer.length * 2);
                    readBuffer.copy(larger);
                    readBuffer = larger;
                }
                const wanted = readBuffer.length - length;
                const count = (0,external_node_fs_namespaceObject.readSync)(fd, readBuffer, length, wanted, null);
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
            (0,external_node_fs_namespaceObject.closeSync)(fd);
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
            const crc = (0,external_node_zlib_namespaceObject.crc32)(raw);
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
                    const deflated = (0,external_node_zlib_namespaceObject.deflateRawSync)(raw, options);
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
            const fd = (0,external_node_fs_namespaceObject.openSync)(task.path, LISTED_FILE_FLAGS);
            try {
                expectRegular(fd);
                for (let count = -1; count !== 0 && length < wanted; length += count) {
                    count = (0,external_node_fs_namespaceObject.readSync)(fd, readBuffer, length, wanted - length, task.offset - before + length);
                }
            }
            finally {
                (0,external_node_fs_namespaceObject.closeSync)(fd);
            }
        }
        catch (error) {
            const failure = error;
            return { kind: 'error', index: 0, code: failure.code ?? '', message: failure.message };
        }
        const dictionary = readBuffer.subarray(0, Math.min(before, length));
        const raw = readBuffer.subarray(dictionary.length, length);
        const crc = (0,external_node_zlib_namespaceObject.crc32)(raw);
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
        const data = (0,external_node_zlib_namespaceObject.deflateRawSync)(raw, {
            level: task.level,
            chunkSize: outputBytes(raw.length, ratio),
            finishFlush: task.last ? external_node_zlib_namespaceObject.constants.Z_FINISH : external_node_zlib_namespaceObject.constants.Z_SYNC_FLUSH,
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
if (!external_node_worker_threads_namespaceObject.isMainThread &&
    external_node_worker_threads_namespaceObject.parentPort !== null &&
    external_node_worker_threads_namespaceObject.workerData?.role === COMPRESSOR_ROLE) {
    serve(external_node_worker_threads_namespaceObject.parentPort);
}

var __webpack_exports__COMPRESSOR_ROLE = __webpack_exports__.DB;
var __webpack_exports__FILE_FIELDS = __webpack_exports__.L9;
var __webpack_exports__LISTED_FILE_FLAGS = __webpack_exports__.fi;
var __webpack_exports__NOT_REGULAR = __webpack_exports__.bh;
var __webpack_exports__SLOT_BYTES = __webpack_exports__.bN;
var __webpack_exports__createCompressor = __webpack_exports__._S;
var __webpack_exports__engineReuse = __webpack_exports__.Hz;
export { __webpack_exports__COMPRESSOR_ROLE as COMPRESSOR_ROLE, __webpack_exports__FILE_FIELDS as FILE_FIELDS, __webpack_exports__LISTED_FILE_FLAGS as LISTED_FILE_FLAGS, __webpack_exports__NOT_REGULAR as NOT_REGULAR, __webpack_exports__SLOT_BYTES as SLOT_BYTES, __webpack_exports__createCompressor as createCompressor, __webpack_exports__engineReuse as engineReuse };
