export const id = 550;
export const ids = [550];
export const modules = {

/***/ 67602:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ ChunkPool)
/* harmony export */ });
/** Whole-size buffers one reader gives out, and those given back, kept for its next reads. */
class ChunkPool {
    given = new WeakSet();
    spare = [];
    chunkBytes;
    spareMax;
    constructor(chunkBytes, spareMax) {
        this.chunkBytes = chunkBytes;
        this.spareMax = spareMax;
    }
    /** A buffer to read `length` bytes into: a spare one when whole-size, else a new one. */
    take(length) {
        if (length !== this.chunkBytes)
            return Buffer.allocUnsafe(length);
        return this.spare.pop() ?? Buffer.allocUnsafe(length);
    }
    /**
     * The chunk read into `buffer` (all of it, or the `bytesRead` it holds), to hand out; a whole
     * one may come back.
     */
    give(buffer, bytesRead) {
        if (bytesRead === this.chunkBytes) {
            this.given.add(buffer);
            return buffer;
        }
        return bytesRead === buffer.length ? buffer : buffer.subarray(0, bytesRead);
    }
    /** `reader` with `recycle`: a chunk is taken back once, only if given, never once it ended. */
    reusing(reader) {
        return Object.assign(reader, {
            recycle: (chunk) => {
                if (!this.given.delete(chunk) || reader.destroyed)
                    return;
                if (this.spare.length < this.spareMax)
                    this.spare.push(chunk);
            },
        });
    }
}


/***/ }),

/***/ 1640:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ ArchiveError)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
// The archive's one error, in a module of its own so that the size rules can name it without
// loading the walk (and its ignore rules) that select.ts is.

/** A file that cannot go into the archive, or an archive that cannot be made. */
class ArchiveError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .AmezmoDeployError */ .n2 {
    errorCode = 'archive-invalid';
    constructor(message, options) {
        super(message, options);
        this.name = 'ArchiveError';
    }
}


/***/ }),

/***/ 1055:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bj: () => (/* binding */ sha256Of),
/* harmony export */   V8: () => (/* binding */ readGivenFacts),
/* harmony export */   X2: () => (/* binding */ exactBytes)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57075);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _chunk_pool_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(67602);
/* harmony import */ var _error_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1640);
// An archive built elsewhere and deployed as it is: its digest and entry count, and its bytes for
// the upload and the ledger's copy. Something else may write the file while the run reads it (a
// step left running in the background, a process of the job's own), so every read opens it
// afresh as the settings found it (a regular file, of that size, no link in its place), and the
// bytes handed on are those the digest was taken of, or an error before their last chunk: the
// ledger names the bytes that were deployed, never others.






/**
 * The path was resolved through links when the settings were read: a link in its place now is a
 * change, not followed. Non-blocking, so that a FIFO put there is refused, not waited on.
 */
const GIVEN_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOFOLLOW ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK ?? 0);
/** How much of the file one read takes. */
const CHUNK_BYTES = 256 * 1024;
/** What an open's failure says of a file that was there, a regular file, when it was checked. */
const GONE = {
    ENOENT: 'it is gone',
    ELOOP: 'a link is in its place',
    EACCES: 'it can no longer be read (permission denied)',
    EPERM: 'it can no longer be read (operation not permitted)',
};
function changed(file, what, cause) {
    return new _error_js__WEBPACK_IMPORTED_MODULE_4__/* .ArchiveError */ .d(`The archive given, ${file.path}, changed while this step read it: ${what}. Let what ` +
        'writes it end before this step, or give a copy that nothing else writes.', cause === undefined ? undefined : { cause });
}
/** The file is shorter now than the settings found it: it ends at byte `at`. */
function endsEarly(file, at) {
    return changed(file, `it ends after ${at} of its ${file.size} bytes`);
}
function mismatch(file, sha256) {
    return changed(file, `its bytes are no longer those whose sha256 is ${sha256}`);
}
/** The file opened as the settings found it, or an ArchiveError that says what changed. */
function openGiven(file) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(file.path, GIVEN_FLAGS);
    }
    catch (error) {
        const code = error.code ?? '';
        const what = GONE[code];
        if (what)
            throw changed(file, `${what} (${code})`, error);
        // Not a change (too many open files, an input/output error): said as it is.
        throw new _error_js__WEBPACK_IMPORTED_MODULE_4__/* .ArchiveError */ .d(`Could not open the archive given, ${file.path}: ${error.message}.`, { cause: error });
    }
    try {
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fstatSync)(fd);
        if (!stat.isFile())
            throw changed(file, 'it is no longer a regular file');
        if (stat.size !== file.size) {
            throw changed(file, `it is now ${stat.size} bytes, not the ${file.size} it was`);
        }
        return fd;
    }
    catch (error) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
        throw error;
    }
}
const readAsync = (0,node_util__WEBPACK_IMPORTED_MODULE_3__.promisify)(node_fs__WEBPACK_IMPORTED_MODULE_1__.read);
const openAsync = (0,node_util__WEBPACK_IMPORTED_MODULE_3__.promisify)(node_fs__WEBPACK_IMPORTED_MODULE_1__.open);
/** How much of a zip's end is kept for its entry count: the end record, its comment, ZIP64's. */
const TAIL_BYTES = 128 * 1024;
/**
 * The archive's sha256 and, for a zip, the entry count its end record states, both of the same
 * bytes, read once. With the digest known already, only the end is read.
 */
async function readGivenFacts(file, signal) {
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
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}
/**
 * The sha256 of the first `size` bytes of the file open at `fd`, its last `tail.length` copied
 * into `tail`; `ended` is the error for a file that ends sooner. Two buffers take turns, one read
 * while the other is hashed: a fresh buffer for each chunk costs its pages' first touch (on this
 * project's machines, more than the hash), and one read after another leaves the hash waiting.
 */
async function digestOf(fd, size, tail, ended, signal) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    const buffers = [Buffer.allocUnsafe(CHUNK_BYTES), Buffer.allocUnsafe(CHUNK_BYTES)];
    const tailStart = size - tail.length;
    const readAt = (at, buffer) => readAsync(fd, buffer, 0, Math.min(CHUNK_BYTES, size - at), at);
    let at = 0;
    let turn = 0;
    let reading = size > 0 ? readAt(0, buffers[0]) : undefined;
    while (reading) {
        const { bytesRead, buffer } = await reading;
        if (bytesRead === 0)
            throw ended(at);
        signal?.throwIfAborted();
        const chunk = buffer.subarray(0, bytesRead);
        const chunkAt = at;
        at += bytesRead;
        turn = 1 - turn;
        reading = at < size ? readAt(at, buffers[turn]) : undefined;
        hash.update(chunk);
        if (at > tailStart) {
            chunk.copy(tail, Math.max(0, chunkAt - tailStart), Math.max(0, tailStart - chunkAt));
        }
    }
    return hash.digest('hex');
}
function countOf(file, tail, start) {
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
function exactBytes(file, sha256) {
    let fd;
    let at = 0;
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    const pool = new _chunk_pool_js__WEBPACK_IMPORTED_MODULE_5__/* .ChunkPool */ .E(CHUNK_BYTES, SPARE_CHUNKS);
    const reader = new node_stream__WEBPACK_IMPORTED_MODULE_2__.Readable({
        // Chunks as they were read: a byte stream's read() would join them into new buffers.
        objectMode: true,
        highWaterMark: AHEAD_CHUNKS,
        read() {
            try {
                fd ??= openGiven(file);
                if (at === file.size) {
                    // An empty file has no last chunk to hold back.
                    if (file.size === 0 && hash.digest('hex') !== sha256)
                        throw mismatch(file, sha256);
                    this.push(null);
                    return;
                }
                const buffer = pool.take(Math.min(CHUNK_BYTES, file.size - at));
                const bytesRead = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, buffer, 0, buffer.length, at);
                if (bytesRead === 0)
                    throw endsEarly(file, at);
                const chunk = buffer.subarray(0, bytesRead);
                hash.update(chunk);
                at += bytesRead;
                if (at === file.size && hash.digest('hex') !== sha256)
                    throw mismatch(file, sha256);
                this.push(pool.give(buffer, bytesRead));
            }
            catch (error) {
                this.destroy(error);
            }
        },
        destroy(error, done) {
            try {
                if (fd !== undefined)
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
                fd = undefined;
            }
            finally {
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
async function sha256Of(path, signal) {
    const fd = await openAsync(path, 'r');
    try {
        const { size } = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fstatSync)(fd);
        const ended = (at) => new Error(`${path} ended after ${at} of its ${size} bytes`);
        return await digestOf(fd, size, Buffer.alloc(0), ended, signal);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}
/** The end record is 22 bytes, after which a comment of up to 65,535 bytes may follow. */
const END_RECORD_SEARCH = 22 + 0xffff;
/**
 * The entry count a zip's end of central directory record (or its ZIP64 record) states, read
 * from `tail`, the file's bytes from offset `start` to its end; undefined when they hold none
 * that reads cleanly.
 */
function zipEntryCount(tail, start) {
    const from = Math.max(0, tail.length - END_RECORD_SEARCH);
    for (let at = tail.length - 22; at >= from; at--) {
        if (tail.readUInt32LE(at) !== 0x06054b50)
            continue;
        if (at + 22 + tail.readUInt16LE(at + 20) !== tail.length)
            continue;
        const count = tail.readUInt16LE(at + 10);
        if (count !== 0xffff)
            return count;
        // ZIP64: the locator sits just before the end record and points at the ZIP64 record.
        if (at < 20 || tail.readUInt32LE(at - 20) !== 0x07064b50)
            return undefined;
        const offset = Number(tail.readBigUInt64LE(at - 12)) - start;
        if (offset < 0 || offset + 56 > tail.length)
            return undefined;
        if (tail.readUInt32LE(offset) !== 0x06064b50)
            return undefined;
        return Number(tail.readBigUInt64LE(offset + 32));
    }
    return undefined;
}


/***/ }),

/***/ 39550:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cs: () => (/* binding */ artifactName),
/* harmony export */   QY: () => (/* binding */ artifactProblem),
/* harmony export */   iw: () => (/* binding */ artifactState),
/* harmony export */   l4: () => (/* binding */ isArtifactNameOf),
/* harmony export */   nE: () => (/* binding */ ArtifactError),
/* harmony export */   pR: () => (/* binding */ fetchKeptArchive),
/* harmony export */   r8: () => (/* binding */ readBackChecked)
/* harmony export */ });
/* unused harmony export DigestMismatchError */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _archive_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1055);
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(53249);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _record_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(97016);
/* harmony import */ var _github_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(66417);
// A release's bytes, kept as a workflow artifact so that they outlive the run that built them,
// and found again by a later run that rolls back to them. GitHub's own @actions/artifact moves
// the bytes (it speaks the artifact service's protocol, and its blob storage's); this module
// names the artifact, asks GitHub first whether it is still there, and checks the bytes read
// back against the digest the ledger recorded: bytes that do not match are never deployed.







/** The artifact could not be kept or read back; the message says why and what to do. */
class ArtifactError extends _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .AmezmoDeployError */ .n2 {
    errorCode = 'artifact-unavailable';
    constructor(message) {
        super(message);
        this.name = 'ArtifactError';
    }
}
/** The bytes read back are not the ones the ledger recorded: they are never deployed. */
class DigestMismatchError extends _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .AmezmoDeployError */ .n2 {
    errorCode = 'digest-mismatch';
    constructor(kept, recorded, actual) {
        super(`The archive kept as ${(0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .describeKept */ .gt)(kept)} reads back as ` +
            (actual.sha256 === undefined
                ? `${actual.size} bytes, not the ${recorded.size} the ledger recorded`
                : `${actual.size} bytes with sha256 ${actual.sha256}, not the ${recorded.sha256} the ` +
                    'ledger recorded') +
            ': it was not deployed. Deploy a commit again to make a new release.');
        this.name = 'DigestMismatchError';
    }
}
/**
 * The artifact's name: what, where, and the first bytes of the digest, which a run re-run keeps
 * apart with its attempt. Artifact names are unique in a run, and forbid `\ / : * ? " < > |`.
 */
function artifactName(where, sha256, attempt) {
    const again = attempt && attempt !== '1' ? `-attempt${safeName(attempt)}` : '';
    return `${artifactStem(where, sha256)}${again}.zip`;
}
/** Whether `name` is what artifactName names an archive of `where` with digest `sha256`. */
function isArtifactNameOf(name, where, sha256) {
    const stem = artifactStem(where, sha256);
    return name.startsWith(stem) && /^(-attempt[A-Za-z0-9._-]+)?\.zip$/.test(name.slice(stem.length));
}
function artifactStem(where, sha256) {
    return `amezmo-${safeName(where.instance)}-${safeName(where.environment)}-${sha256.slice(0, 16)}`;
}
const safeName = (text) => text.replace(/[^A-Za-z0-9._-]/g, '_');
/**
 * Whether an artifact is still there, as GitHub's API says: `kept`, `expired`, `gone` (deleted,
 * or never there), or why it could not tell.
 */
async function artifactState(target, kept, signal) {
    try {
        const answer = await target.github.request('GET', (0,_github_index_js__WEBPACK_IMPORTED_MODULE_4__/* .repoPath */ .qN)(target, `/actions/artifacts/${kept.id}`), { signal });
        const expired = answer?.expired;
        return expired === true ? 'expired' : 'kept';
    }
    catch (error) {
        if (signal?.aborted)
            throw error;
        if (error instanceof _github_index_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubApiError */ .OS && error.status === 404)
            return 'gone';
        return { problem: artifactProblem(error) };
    }
}
/** Why an artifact request failed, as a clause naming the permission when one is missing. */
function artifactProblem(error) {
    if (error instanceof _github_index_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubApiError */ .OS &&
        error.rateLimit === undefined &&
        (error.status === 401 || error.status === 403)) {
        return (`the token may not read the workflow's artifacts (GitHub answered ${error.status}): give ` +
            'the job "permissions: actions: read"');
    }
    return (0,_api_index_js__WEBPACK_IMPORTED_MODULE_5__/* .clauseOf */ .pQ)(error);
}
/**
 * Reads a kept archive back into a folder of its own under `tempDir`, and checks it: its size and
 * sha256 must be the ledger's. Throws ArtifactError when it is gone or cannot be read, and
 * DigestMismatchError when its bytes are not the recorded ones; `trust` throws when the release
 * may not be trusted, once the artifact is known to be there.
 */
async function fetchKeptArchive(store, target, release, tempDir, signal, trust) {
    const kept = release.artifact;
    const state = await artifactState(target, kept, signal);
    if (state !== 'kept') {
        const why = state === 'expired'
            ? 'it has expired (see keep-days)'
            : state === 'gone'
                ? 'GitHub has no such artifact: it was deleted, or the token may not read it ' +
                    '("permissions: actions: read")'
                : state.problem;
        throw new ArtifactError(`Could not read the archive kept as ${(0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .describeKept */ .gt)(kept)}: ${why}.`);
    }
    await trust?.();
    return readBackChecked(tempDir, release, async (folder) => {
        try {
            return await store.fetch(kept, folder);
        }
        catch (error) {
            if (signal?.aborted)
                throw error;
            throw new ArtifactError(`Could not download artifact ${kept.id} ('${kept.name}', run ${kept.runId}): ${(0,_api_index_js__WEBPACK_IMPORTED_MODULE_5__/* .clauseOf */ .pQ)(error)}.`);
        }
    }, signal);
}
/**
 * A kept archive read back into a folder of its own under `tempDir` (`place` puts the file there
 * and answers its path), and checked against the ledger; the folder is removed when either fails.
 * Every ledger reads its archives back through this.
 */
async function readBackChecked(tempDir, release, place, signal) {
    const folder = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(tempDir, 'amezmo-kept-'));
    const dispose = () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(folder, { recursive: true, force: true });
    try {
        const path = await place(folder);
        await checkKeptBytes(path, release, signal);
        return { path, dispose };
    }
    catch (error) {
        await dispose();
        throw error;
    }
}
/**
 * Checks the bytes read back of a kept archive: their size and sha256 must be the ledger's, else
 * DigestMismatchError. A file of another size is not read.
 */
async function checkKeptBytes(path, release, signal) {
    const { size } = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path);
    const actual = size === release.size ? await (0,_archive_index_js__WEBPACK_IMPORTED_MODULE_6__/* .sha256Of */ .Bj)(path, signal) : undefined;
    if (actual !== release.sha256) {
        throw new DigestMismatchError(release.artifact, release, { sha256: actual, size });
    }
}


/***/ }),

/***/ 97016:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DI: () => (/* binding */ healthDescription),
/* harmony export */   Md: () => (/* binding */ payloadOf),
/* harmony export */   US: () => (/* binding */ PROVEN_AGAIN),
/* harmony export */   Wr: () => (/* binding */ healthOf),
/* harmony export */   c1: () => (/* binding */ MAX_RELEASES),
/* harmony export */   cW: () => (/* binding */ ENDED_STATES),
/* harmony export */   gt: () => (/* binding */ describeKept),
/* harmony export */   sG: () => (/* binding */ outcomeOf),
/* harmony export */   wB: () => (/* binding */ LEDGER_TASK),
/* harmony export */   zv: () => (/* binding */ recordOf)
/* harmony export */ });
/* unused harmony export PAYLOAD_VERSION */
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(71989);
// The ledger's record of a release, in every store: the payload, versioned, that names the Amezmo
// deployment, the archive's sha256, the commit and where the archive's bytes are kept (a workflow
// artifact, or a file of a ledger folder), and the statuses whose descriptions say whether it was
// proven healthy. A GitHub deployment of the ledger's task carries the payload and its statuses
// (./github.ts); a ledger folder's record file carries the same (./folder.ts).

/** The task of the ledger's GitHub deployments, so that other deployments are never mistaken. */
const LEDGER_TASK = 'deploy:amezmo';
/** How a message names a kept archive: `artifact 12 ('name', run 3)` or `file archives/….zip`. */
function describeKept(kept) {
    return 'file' in kept
        ? `file ${kept.file}`
        : `artifact ${kept.id} ('${kept.name}', run ${kept.runId})`;
}
/**
 * The payload's version: 2 added the workflow run that made the release (`run`) and the release
 * a rollback deployed again (`redeploy_of`). Version 1 is still read.
 */
const PAYLOAD_VERSION = 2;
/** The payload as written: plain JSON, versioned, so that later releases of the action read it. */
function payloadOf(record) {
    return {
        amezmo_deploy: PAYLOAD_VERSION,
        amezmo: {
            instance: record.instance,
            environment: record.environment,
            deployment_id: record.deploymentId,
        },
        archive: {
            sha256: record.sha256,
            size: record.size,
            ...(record.artifact && 'file' in record.artifact
                ? { file: { path: record.artifact.file, expires_at: record.artifact.expiresAt } }
                : record.artifact
                    ? {
                        artifact: {
                            id: record.artifact.id,
                            name: record.artifact.name,
                            run_id: record.artifact.runId,
                        },
                    }
                    : {}),
        },
        commit: record.commit,
        ...(record.commitTime === undefined ? {} : { commit_time: record.commitTime }),
        ...(record.ref ? { ref: { kind: record.ref.kind, name: record.ref.name } } : {}),
        ...(record.runId ? { run: { id: record.runId } } : {}),
        ...(record.redeployOf === undefined ? {} : { redeploy_of: record.redeployOf }),
        ...(record.promotedFrom
            ? {
                promoted_from: {
                    instance: record.promotedFrom.instance,
                    environment: record.promotedFrom.environment,
                    deployment_id: record.promotedFrom.deploymentId,
                    id: record.promotedFrom.id,
                },
            }
            : {}),
    };
}
const SHA256 = /^[0-9a-f]{64}$/;
/** A payload read back, when it is one of the ledger's; undefined for anything else. */
function recordOf(payload) {
    const value = typeof payload === 'string' ? parseJson(payload) : payload;
    if (!isObject(value) || (value.amezmo_deploy !== 1 && value.amezmo_deploy !== 2)) {
        return undefined;
    }
    const amezmo = value.amezmo;
    const archive = value.archive;
    if (!isObject(amezmo) || !isObject(archive))
        return undefined;
    const { instance, environment, deployment_id: deploymentId } = amezmo;
    const { sha256, size, artifact, file } = archive;
    if (typeof instance !== 'string' ||
        typeof environment !== 'string' ||
        !Number.isSafeInteger(deploymentId) ||
        typeof sha256 !== 'string' ||
        !SHA256.test(sha256) ||
        !Number.isSafeInteger(size) ||
        typeof value.commit !== 'string') {
        return undefined;
    }
    const { ref, run, redeploy_of: redeployOf, commit_time: commitTime } = value;
    const promotedFrom = promotedFromOf(value.promoted_from);
    const runId = isObject(run) ? run.id : undefined;
    const kept = isObject(artifact) &&
        Number.isSafeInteger(artifact.id) &&
        typeof artifact.name === 'string' &&
        (typeof artifact.run_id === 'string' || Number.isSafeInteger(artifact.run_id))
        ? { id: artifact.id, name: artifact.name, runId: String(artifact.run_id) }
        : isObject(file) && typeof file.path === 'string' && typeof file.expires_at === 'string'
            ? { file: file.path, expiresAt: file.expires_at }
            : undefined;
    return {
        instance,
        environment,
        deploymentId: deploymentId,
        sha256,
        size: size,
        commit: value.commit,
        ...(Number.isSafeInteger(commitTime) && commitTime > 0
            ? { commitTime: commitTime }
            : {}),
        ref: isObject(ref) && (ref.kind === 'branch' || ref.kind === 'tag') && typeof ref.name === 'string'
            ? { kind: ref.kind, name: ref.name }
            : undefined,
        artifact: kept,
        ...(typeof runId === 'string' || Number.isSafeInteger(runId) ? { runId: String(runId) } : {}),
        ...(Number.isSafeInteger(redeployOf) ? { redeployOf: redeployOf } : {}),
        ...(promotedFrom ? { promotedFrom } : {}),
    };
}
/** A record's `promoted_from`, when it is whole; anything else is read as no promotion. */
function promotedFromOf(value) {
    if (!isObject(value))
        return undefined;
    const { instance, environment, deployment_id: deploymentId, id } = value;
    if (typeof instance !== 'string' ||
        typeof environment !== 'string' ||
        !Number.isSafeInteger(deploymentId) ||
        !Number.isSafeInteger(id)) {
        return undefined;
    }
    return { instance, environment, deploymentId: deploymentId, id: id };
}
/** A status description that records health starts with these words. */
const HEALTH_MARK = /^health: (healthy|unhealthy|unchecked|not-live)(?![\w-])/;
/** The description of a release's final status: its health first, for the ledger to read. */
function healthDescription(health, rest) {
    return `health: ${health}; ${rest}`.slice(0, 140);
}
/** The health a status records, when it records one. */
function markOf(status) {
    const description = isObject(status) ? status.description : undefined;
    const match = typeof description === 'string' ? HEALTH_MARK.exec(description) : null;
    return match ? match[1] : undefined;
}
/** The health a release's statuses recorded, the newest that says; unknown when none did. */
function healthOf(statuses) {
    for (const status of statuses) {
        const health = markOf(status);
        if (health)
            return health;
    }
    return 'unknown';
}
/**
 * Since when a release's statuses (newest first) have said it is healthy, without a break: the
 * time of the oldest healthy mark after the newest that said otherwise. '' when the newest mark
 * is not healthy, or a mark of that run has no time.
 */
function healthySinceOf(statuses) {
    let since = '';
    for (const status of statuses) {
        const health = markOf(status);
        if (health === undefined)
            continue;
        if (health !== 'healthy')
            break;
        const at = (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .asRecord */ .qY)(status)?.created_at;
        if (typeof at !== 'string' || !Number.isFinite(Date.parse(at)))
            return '';
        since = at;
    }
    return since;
}
/** The states a release's run ends in; any other (`in_progress`, none) is a run not ended. */
const ENDED_STATES = ['success', 'failure', 'error', 'inactive'];
/** What the description of a health a later run proved starts with, after its health mark. */
const PROVEN_AGAIN = 'proven again';
const PROOF_MARK = new RegExp(`^health: [\\w-]+; ${PROVEN_AGAIN}\\b`);
/** A status a later run added, proving the health of a release live already. */
function isProof(status) {
    const description = (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .asRecord */ .qY)(status)?.description;
    return typeof description === 'string' && PROOF_MARK.test(description);
}
/**
 * How the release's own run ended: its oldest status of an end (statuses newest first), not one
 * a later run added with a proof of its health.
 */
function ranOf(statuses) {
    for (const status of [...statuses].reverse()) {
        const record = (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .asRecord */ .qY)(status);
        const state = record?.state;
        if (typeof state !== 'string' || !ENDED_STATES.includes(state) || isProof(status))
            continue;
        const at = record?.created_at;
        return { state, health: markOf(status) ?? 'unknown', at: typeof at === 'string' ? at : '' };
    }
    return { state: '', health: 'unknown', at: '' };
}
/**
 * How a release ended, from its statuses, newest first (as GitHub lists them). GitHub marks a
 * successful deployment `inactive` once a later one succeeds (`auto_inactive`): that status is
 * GitHub's, not the run's, whose outcome is the success before it. A run that was cancelled
 * writes `inactive` over `in_progress`, and that one is its own.
 */
function outcomeOf(statuses) {
    const stateOf = (status) => (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .asRecord */ .qY)(status)?.state;
    const newest = (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .asRecord */ .qY)(statuses.find((status, index) => stateOf(status) !== 'inactive' ||
        !statuses.slice(index + 1).some((older) => stateOf(older) === 'success')));
    const state = newest?.state;
    const at = newest?.created_at;
    return {
        health: healthOf(statuses),
        state: typeof state === 'string' ? state : '',
        at: typeof at === 'string' ? at : '',
        healthySince: healthySinceOf(statuses),
        ran: ranOf(statuses),
        wasLive: statuses.some((status) => {
            const health = markOf(status);
            return ((0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .asRecord */ .qY)(status)?.state === 'success' || health === 'healthy' || health === 'unhealthy');
        }),
    };
}
/** The most releases read back: enough for any rollback, bounded for a long-lived repository. */
const MAX_RELEASES = 200;
/** asRecord's check, as a guard that narrows. */
function isObject(value) {
    return (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .asRecord */ .qY)(value) !== undefined;
}
function parseJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}


/***/ })

};
