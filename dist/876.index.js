export const id = 876;
export const ids = [876,804];
export const modules = {

/***/ 2804:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ArchiveError: () => (/* binding */ ArchiveError),
/* harmony export */   listFiles: () => (/* binding */ listFiles),
/* harmony export */   readFailure: () => (/* binding */ readFailure)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_1__);
// What goes into the archive, as data: the walk of the folder to deploy, with what is left out
// and why. Nothing here writes a zip.


class ArchiveError extends Error {
    constructor(message, options) {
        super(message, options);
        this.name = 'ArchiveError';
    }
}
const READ_PROBLEMS = {
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    ENOENT: 'it disappeared while the archive was built',
    EISDIR: 'it is a folder',
    EIO: 'input/output error',
};
function readFailure(name, error) {
    const code = error.code ?? '';
    const problem = READ_PROBLEMS[code] ?? (error instanceof Error ? error.message : String(error));
    return new ArchiveError(`Could not read '${name}' for the archive: ${problem}${code ? ` (${code})` : ''}. ` +
        "Fix its permissions, or leave it out with the 'exclude' input.", { cause: error });
}
/**
 * Lists what goes into the archive: everything below `root` except `.git` (folder or file, at
 * any depth), the root `.env`, and what `exclude` matches. Links are listed, never followed.
 *
 * The walk is synchronous on purpose: metadata comes from the cache in microseconds, and an
 * asynchronous walk of a large tree keeps thousands of promises alive at once, which made V8
 * grow its heap by 80 MB that it never gave back.
 */
function listFiles(root, exclude) {
    // Like .gitignore, a pattern without a slash matches at any depth: `*.log` anywhere.
    const patterns = exclude.map((pattern) => (pattern.includes('/') ? pattern : `**/${pattern}`));
    const isExcluded = patterns.length > 0 ? picomatch__WEBPACK_IMPORTED_MODULE_1___default()(patterns, { dot: true }) : () => false;
    const entries = [];
    const leftOutSpecial = [];
    let leftOutEnv = false;
    let totalBytes = 0;
    const walk = (folder, prefix) => {
        let children;
        try {
            children = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(folder).sort();
        }
        catch (error) {
            throw readFailure(prefix || '.', error);
        }
        for (const child of children) {
            if (child === '.git')
                continue;
            const name = prefix + child;
            if (name === '.env') {
                leftOutEnv = true;
                continue;
            }
            if (isExcluded(name))
                continue;
            const path = `${folder}/${child}`;
            let stat;
            let target;
            try {
                stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path);
                if (stat.isSymbolicLink())
                    target = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(path);
            }
            catch (error) {
                throw readFailure(name, error);
            }
            const common = { mode: stat.mode & 0o7777, mtime: stat.mtimeMs };
            if (target !== undefined) {
                entries.push({ ...common, name, kind: 'symlink', size: 0, target });
            }
            else if (stat.isDirectory()) {
                entries.push({ ...common, name: `${name}/`, kind: 'directory', size: 0 });
                walk(path, `${name}/`);
            }
            else if (stat.isFile()) {
                entries.push({ ...common, name, kind: 'file', size: stat.size });
                totalBytes += stat.size;
            }
            else {
                leftOutSpecial.push(name);
            }
        }
    };
    walk(root, '');
    return { root, entries, leftOutEnv, leftOutSpecial, totalBytes };
}


/***/ }),

/***/ 8876:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  writeArchive: () => (/* binding */ writeArchive)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(8474);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./node_modules/fflate/esm/index.mjs
var esm = __webpack_require__(1306);
;// CONCATENATED MODULE: ./src/archive/deflate.ts

/**
 * A few long-lived raw-deflate streams that compress whole buffers in zlib's thread pool. Every
 * write is flushed with Z_FINISH, so each buffer becomes a complete deflate stream in one trip
 * to the pool, and the stream is reset afterwards. A stream object is made per lane rather than
 * per file: with thousands of small files that saves most of the time and memory a fresh zlib
 * stream per file costs.
 */
class DeflateLanes {
    lanes;
    next = 0;
    constructor(level, count) {
        this.lanes = Array.from({ length: count }, () => ({
            stream: (0,external_node_zlib_.createDeflateRaw)({ level, flush: external_node_zlib_.constants.Z_FINISH }),
            queue: Promise.resolve(),
        }));
    }
    /** The raw deflate of `input`. `input` must not change until the promise settles. */
    deflate(input) {
        const lane = this.lanes[this.next++ % this.lanes.length];
        const result = lane.queue.then(() => compress(lane.stream, input));
        lane.queue = result.catch(() => { });
        return result;
    }
    close() {
        for (const { stream } of this.lanes)
            stream.destroy();
    }
}
function compress(stream, input) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        const onData = (chunk) => {
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
            resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
        });
    });
}

// EXTERNAL MODULE: ./src/archive/select.ts
var archive_select = __webpack_require__(2804);
// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(6264);
;// CONCATENATED MODULE: ./src/archive/size.ts
// Explaining an archive that is too large: where the bytes are.


/** The largest archive the service takes: 512 MiB. */
const MAX_ARCHIVE_BYTES = 512 * 1024 * 1024;
/** The folders holding the most bytes, biggest first, to show what makes an archive too large. */
function largestFolders(entries, count = 5) {
    const totals = new Map();
    for (const entry of entries) {
        if (entry.kind !== 'file')
            continue;
        const parts = entry.name.split('/').slice(0, -1);
        // Count each file in its first two levels of folders, so `vendor/` and `vendor/aws/` both show.
        for (let depth = 1; depth <= Math.min(2, parts.length); depth++) {
            const folder = `${parts.slice(0, depth).join('/')}/`;
            totals.set(folder, (totals.get(folder) ?? 0) + entry.size);
        }
    }
    return [...totals]
        .map(([folder, bytes]) => ({ folder, bytes }))
        .sort((a, b) => b.bytes - a.bytes || a.folder.localeCompare(b.folder))
        .slice(0, count);
}
function tooLarge(limit, entries) {
    const folders = largestFolders(entries)
        .map(({ folder, bytes }) => `${folder} (${(0,format/* formatBytes */.z)(bytes)})`)
        .join(', ');
    return new archive_select.ArchiveError(`The archive is over Amezmo's limit of ${(0,format/* formatBytes */.z)(limit)}. The largest folders, before ` +
        `compression, are: ${folders}. Leave some out with the 'exclude' input.`);
}

;// CONCATENATED MODULE: ./src/archive/zip.ts
// The zip writer: the listed entries, read and deflated on both cores, laid out by fflate, hashed
// on the way, in bounded memory.








/** Files up to this size are read whole and compressed in one call; larger ones stream. */
const WHOLE_FILE_BYTES = 1024 * 1024;
/** How many entries are read and compressed ahead of the one being written. */
const AHEAD = 16;
/** Deflate streams working at once: as many as zlib's thread pool has threads. */
const DEFLATE_LANES = 4;
/** The zip is gathered in a buffer this large, then hashed and written in one go. */
const SINK_BYTES = 1024 * 1024;
/** Formats that are compressed already: deflating them costs time and saves nothing. */
const COMPRESSED = new Set('png jpg jpeg gif webp avif heic ico woff woff2 zip gz tgz bz2 xz zst 7z rar jar phar mp3 mp4 m4a m4v mov webm ogg ogv flac'.split(' '));
const DEFLATE = 8;
const STORE = 0;
const UNIX = 3;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;
const MSDOS_DIRECTORY = 0x10;
function isCompressedFormat(name) {
    const dot = name.lastIndexOf('.');
    return dot > name.lastIndexOf('/') && COMPRESSED.has(name.slice(dot + 1).toLowerCase());
}
function zipFile(entry, compression) {
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
    buffer = Buffer.allocUnsafe(SINK_BYTES);
    hash = (0,external_node_crypto_.createHash)('sha256');
    fd;
    used = 0;
    size = 0;
    constructor(fd) {
        this.fd = fd;
    }
    write(chunk) {
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
    flush() {
        const data = this.buffer.subarray(0, this.used);
        this.hash.update(data);
        for (let written = 0; written < data.length;) {
            written += (0,external_node_fs_.writeSync)(this.fd, data, written);
        }
        this.used = 0;
    }
    digest() {
        return this.hash.digest('hex');
    }
}
/**
 * Reads a file of `size` bytes into `slot` in one read: asking for one byte more tells, by
 * getting it, that the file grew since it was listed (then undefined: it is streamed instead).
 */
function readWhole(path, size, slot) {
    const fd = (0,external_node_fs_.openSync)(path, 'r');
    try {
        let length = 0;
        // A regular file gives all that is asked up to its end; the loop only covers short reads.
        for (let count = -1; count !== 0 && length <= size; length += count) {
            count = (0,external_node_fs_.readSync)(fd, slot, length, size + 1 - length, null);
        }
        return length > size ? undefined : slot.subarray(0, length);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/**
 * Reads and compresses one entry that is small enough to hold whole. The read is synchronous
 * (an async read costs four trips to the thread pool); zlib compresses in that pool meanwhile.
 */
async function prepare(entry, root, level, lanes, slot) {
    if (entry.kind === 'directory')
        return { entry, data: new Uint8Array(0), compression: STORE, crc: 0, size: 0, slot };
    if (entry.kind === 'symlink') {
        // A link is stored as its target, as zip tools store links.
        const data = Buffer.from(entry.target);
        return { entry, data, compression: STORE, crc: (0,external_node_zlib_.crc32)(data), size: data.length, slot };
    }
    const raw = entry.size <= WHOLE_FILE_BYTES
        ? readWhole(`${root}/${entry.name}`, entry.size, slot)
        : undefined;
    if (!raw)
        return { entry, compression: STORE, crc: 0, size: 0, slot };
    const crc = (0,external_node_zlib_.crc32)(raw);
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
async function writeArchive(list, destination, options) {
    const { level, signal } = options;
    const maxBytes = options.maxBytes ?? MAX_ARCHIVE_BYTES;
    const fd = (0,external_node_fs_.openSync)(destination, 'w');
    const sink = new Sink(fd);
    let failure;
    const zip = new esm/* Zip */.qQ((error, chunk, final) => {
        if (failure)
            return;
        if (error)
            failure = error;
        else if (sink.size + chunk.length > maxBytes)
            failure = tooLarge(maxBytes, list.entries);
        else {
            try {
                sink.write(chunk);
                if (final)
                    sink.flush();
            }
            catch (writeError) {
                failure = writeError;
            }
        }
    });
    const check = () => {
        signal?.throwIfAborted();
        if (failure)
            throw failure;
    };
    const { entries, root } = list;
    const lanes = new DeflateLanes(level, DEFLATE_LANES);
    const slots = [];
    const streamBuffer = Buffer.allocUnsafe(WHOLE_FILE_BYTES);
    const pending = [];
    let next = 0;
    const fill = () => {
        while (pending.length < AHEAD && next < entries.length) {
            const entry = entries[next++];
            // One byte more than a whole file may have, to notice a file that grew since it was listed.
            const slot = slots.pop() ?? Buffer.allocUnsafe(WHOLE_FILE_BYTES + 1);
            const prepared = prepare(entry, root, level, lanes, slot);
            // A failure is reported where the entry is written; until then it must not go unhandled.
            prepared.catch(() => { });
            pending.push({ entry, prepared });
        }
    };
    try {
        fill();
        while (pending.length > 0) {
            const head = pending.shift();
            let prepared;
            try {
                prepared = await head.prepared;
            }
            catch (error) {
                throw (0,archive_select.readFailure)(head.entry.name, error);
            }
            if (prepared.data) {
                const file = zipFile(prepared.entry, prepared.compression);
                zip.add(file);
                file.crc = prepared.crc;
                file.size = prepared.size;
                // The sink copies what it is given at once, so the slot is free after this call.
                file.ondata?.(null, prepared.data, true);
            }
            else {
                await streamFile(zip, prepared.entry, `${root}/${prepared.entry.name}`, level, streamBuffer, check);
            }
            if (prepared.slot)
                slots.push(prepared.slot);
            check();
            fill();
        }
        zip.end();
        check();
    }
    catch (error) {
        zip.terminate();
        throw error;
    }
    finally {
        lanes.close();
        (0,external_node_fs_.closeSync)(fd);
    }
    return { path: destination, size: sink.size, sha256: sink.digest(), files: entries.length };
}
/** Streams a large file into the zip, deflating it as it is read, through one reused buffer. */
async function streamFile(zip, entry, path, level, buffer, check) {
    const deflate = level > 0 && !isCompressedFormat(entry.name);
    const file = zipFile(entry, deflate ? DEFLATE : STORE);
    zip.add(file);
    const push = (chunk, final) => file.ondata?.(null, chunk, final);
    const deflater = deflate ? (0,external_node_zlib_.createDeflateRaw)({ level }) : undefined;
    deflater?.on('data', (chunk) => push(chunk, false));
    const deflated = deflater ? (0,external_node_events_.once)(deflater, 'end') : undefined;
    deflated?.catch(() => { });
    let crc = 0;
    let size = 0;
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(path, 'r');
        for (let count = (0,external_node_fs_.readSync)(fd, buffer); count > 0; count = (0,external_node_fs_.readSync)(fd, buffer)) {
            const bytes = buffer.subarray(0, count);
            crc = (0,external_node_zlib_.crc32)(bytes, crc);
            size += count;
            if (!deflater)
                push(bytes, false);
            // The buffer is read again only once zlib has taken these bytes.
            else
                await new Promise((resolve, reject) => deflater.write(bytes, (error) => (error ? reject(error) : resolve())));
            check();
        }
    }
    catch (error) {
        deflater?.destroy();
        throw error.code ? (0,archive_select.readFailure)(entry.name, error) : error;
    }
    finally {
        if (fd !== undefined)
            (0,external_node_fs_.closeSync)(fd);
    }
    deflater?.end();
    await deflated;
    file.crc = crc;
    file.size = size;
    push(new Uint8Array(0), true);
}


/***/ })

};
