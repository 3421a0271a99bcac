export const id = 178;
export const ids = [178];
export const modules = {

/***/ 34959:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ArchiveError: () => (/* binding */ ArchiveError),
  leadsOutside: () => (/* binding */ leadsOutside),
  listFiles: () => (/* binding */ listFiles),
  readFailure: () => (/* binding */ readFailure),
  rulesOf: () => (/* binding */ rulesOf)
});

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/ignore/index.js
var ignore = __webpack_require__(70298);
var ignore_default = /*#__PURE__*/__webpack_require__.n(ignore);
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
    if (stat.size > DOTENV_MARKED_UP_TO || stat.size <= DOTENV_MARKER.length)
        return false;
    if (name.includes('/') && !name.endsWith('.env'))
        return false;
    const head = Buffer.alloc(DOTENV_MARKER.length + 1);
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(path, 'r');
        const read = (0,external_node_fs_.readSync)(fd, head, 0, head.length, 0);
        return read === head.length && head.toString('latin1').replace(/\r?\n?$/, '') === DOTENV_MARKER;
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
/**
 * A name whose bytes are not UTF-8 (written on a system set to Latin-1, say): a zip names its
 * entries in UTF-8 and the service extracts them so, so such a name would arrive as another one.
 * It is refused, named with its odd bytes shown as \xNN.
 */
function notUtf8Name(prefix, raw) {
    return new ArchiveError(`The name '${prefix}${readableBytes(raw)}' is not UTF-8 (the bytes that are not are shown as \\xNN): ` +
        'a zip names files in UTF-8, and Amezmo would extract it under another name. Rename it ' +
        "in UTF-8 (e.g. convmv -f latin1 -t utf8), or leave it out with 'exclude' or the ignore file.");
}
/** A link whose target's bytes are not UTF-8: stored, it would point somewhere else. */
function notUtf8Target(name, raw) {
    return new ArchiveError(`The link '${name}' points to '${readableBytes(raw)}', which is not UTF-8 (the bytes that ` +
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
            // The shortest run from here that is UTF-8 is one character; none means a stray byte.
            length = 0;
            for (let size = 2; size <= MAX_SEQUENCE && index + size <= bytes.length; size++) {
                if ((0,external_node_buffer_.isUtf8)(bytes.subarray(index, index + size))) {
                    length = size;
                    break;
                }
            }
        }
        if (length === 0) {
            text += `\\x${lead.toString(16).toUpperCase().padStart(2, '0')}`;
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
function childrenOf(folder, prefix, leftOut) {
    const children = (0,external_node_fs_.readdirSync)(folder).sort();
    if (!children.some((child) => child.includes('\uFFFD')))
        return children;
    const kept = [];
    for (const raw of (0,external_node_fs_.readdirSync)(folder, { encoding: 'buffer' })) {
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
    const target = (0,external_node_fs_.readlinkSync)(path);
    if (!target.includes('\uFFFD'))
        return target;
    const raw = (0,external_node_fs_.readlinkSync)(path, { encoding: 'buffer' });
    if (!(0,external_node_buffer_.isUtf8)(raw))
        throw notUtf8Target(name, raw);
    return target;
}
function readFailure(name, error) {
    const code = error.code ?? '';
    const problem = READ_PROBLEMS[code] ?? (error instanceof Error ? error.message : String(error));
    return new ArchiveError(`Could not read '${name}' for the archive: ${problem}${code ? ` (${code})` : ''}. ` +
        "Fix its permissions, or leave it out with the 'exclude' input.", { cause: error });
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
    let ignoreFile;
    const userRules = [];
    if (options.ignoreFile !== undefined && (0,external_node_fs_.existsSync)(`${root}/${options.ignoreFile}`)) {
        ignoreFile = options.ignoreFile;
        try {
            userRules.push(...rulesOf((0,external_node_fs_.readFileSync)(`${root}/${ignoreFile}`, 'utf8')));
        }
        catch (error) {
            throw readFailure(ignoreFile, error);
        }
    }
    userRules.push(...exclude);
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
    const walk = (folder, prefix) => {
        let children;
        try {
            children = childrenOf(folder, prefix, (name) => rules.test(name).ignored);
        }
        catch (error) {
            if (error instanceof ArchiveError)
                throw error;
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
            const path = `${folder}/${child}`;
            let stat;
            let target;
            try {
                stat = (0,external_node_fs_.lstatSync)(path);
                if (stat.isSymbolicLink())
                    target = targetOf(path, name);
            }
            catch (error) {
                // What cannot be read or ship as it is (a file gone meanwhile, a link to a name that is
                // not UTF-8) may still be something a rule leaves out, as a file or as a folder.
                if (rules.test(name).ignored || rules.test(`${name}/`).ignored)
                    continue;
                throw error instanceof ArchiveError ? error : readFailure(name, error);
            }
            // A folder's rules are tested with a trailing slash, so that `logs/` matches folders only.
            const isFolder = target === undefined && stat.isDirectory();
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
                if ((0,external_node_fs_.existsSync)(`${path}/${LEDGER_MARKER}`)) {
                    leftOutOwn.push(`${name}/`);
                    continue;
                }
                entries.push({ name: `${name}/`, kind: 'directory', mode, size: 0, mtime });
                walk(path, `${name}/`);
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
    };
    walk(root, '');
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
 * rule that left a path out, and for a path re-included, the rules tested on it alone. Only rules
 * still unsettled at the end (typos, mostly) are tested against every path seen.
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
        if (verdict.unignored)
            this.settle([path]);
    }
    remaining() {
        this.settle(this.seen);
        return [...this.unsettled];
    }
    settle(paths) {
        for (const rule of this.unsettled) {
            const matcher = this.matcherOf(rule);
            if (paths.some((path) => matcher.ignores(path)))
                this.unsettled.delete(rule);
        }
    }
    matchers = new Map();
    matcherOf(rule) {
        let matcher = this.matchers.get(rule);
        if (matcher === undefined) {
            // A negation is tested as the rule it negates: it is used when it matched a path.
            matcher = ignore_default()({ ignorecase: false }).add(rule.startsWith('!') ? rule.slice(1) : rule);
            this.matchers.set(rule, matcher);
        }
        return matcher;
    }
}


/***/ }),

/***/ 83709:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_ARCHIVE_BYTES: () => (/* binding */ MAX_ARCHIVE_BYTES),
/* harmony export */   STREAM_FROM_BYTES: () => (/* binding */ STREAM_FROM_BYTES),
/* harmony export */   largestFolders: () => (/* binding */ largestFolders),
/* harmony export */   surelyFits: () => (/* binding */ surelyFits),
/* harmony export */   tooLarge: () => (/* binding */ tooLarge)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16264);
/* harmony import */ var _select_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34959);
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
        .map(({ folder, bytes }) => `${folder} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z)(bytes)})`)
        .join(', ');
    return new _select_js__WEBPACK_IMPORTED_MODULE_0__.ArchiveError(`The archive is over Amezmo's limit of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z)(limit)}. The largest folders and root files, before ` +
        `compression, are: ${folders}. Leave some out with the 'exclude' input.`);
}


/***/ }),

/***/ 91178:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lastHealthy: () => (/* binding */ lastHealthy),
  redeploy: () => (/* binding */ redeploy)
});

// UNUSED EXPORTS: MAX_LOOKED_AT, RolledBackError, describeRelease, rollbackOutcome

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/archive/given.ts
var given = __webpack_require__(1055);
// EXTERNAL MODULE: ./src/format.ts
var src_format = __webpack_require__(16264);
// EXTERNAL MODULE: ./src/api/client.ts
var api_client = __webpack_require__(17085);
// EXTERNAL MODULE: ./src/github/artifacts.ts
var artifacts = __webpack_require__(4616);
// EXTERNAL MODULE: ./src/github/ledger.ts
var github_ledger = __webpack_require__(24762);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
;// CONCATENATED MODULE: ./src/archive/growing.ts
// A file read while it is written: the archive streams to the upload as the writer lays it down.
// Every reader reads the file itself, from its start, so that an upload tried again after a cut
// sends the same bytes, and memory stays flat however far the network falls behind the disk.


/** How much a reader asks the file for at once: 256 KiB reads held some 35 MB more at the peak of a 500 MB upload across a slow link. */
const READ_BYTES = 64 * 1024;
/**
 * A file that a writer is writing: `advance` says how far readers may read, `finish` that it is
 * whole at a size, `fail` that it never will be (readers error, and a body streamed from it is
 * never complete).
 */
class GrowingFile {
    path;
    readable = 0;
    finalSize;
    failure;
    waiting = new Set();
    constructor(path) {
        this.path = path;
    }
    /** The writer has written `bytes` bytes, which readers may read. */
    advance(bytes) {
        if (bytes <= this.readable || this.finalSize !== undefined)
            return;
        this.readable = bytes;
        this.wake();
    }
    /** The file is whole, `size` bytes long. */
    finish(size) {
        if (this.failure || this.finalSize !== undefined)
            return;
        this.readable = size;
        this.finalSize = size;
        this.wake();
    }
    /** The file will not be whole: readers fail with `error`. */
    fail(error) {
        if (this.failure || this.finalSize !== undefined)
            return;
        this.failure = error;
        this.wake();
    }
    /** Whether the file is whole. */
    get isWhole() {
        return this.finalSize !== undefined;
    }
    whole(signal) {
        return new Promise((resolve, reject) => {
            const check = () => {
                if (this.failure)
                    reject(this.failure);
                else if (signal?.aborted)
                    reject(signal.reason);
                else if (this.finalSize !== undefined)
                    resolve();
                else
                    return false;
                return true;
            };
            if (check())
                return;
            const onChange = () => {
                if (!check())
                    return;
                this.waiting.delete(onChange);
                signal?.removeEventListener('abort', onChange);
            };
            this.waiting.add(onChange);
            signal?.addEventListener('abort', onChange, { once: true });
        });
    }
    open() {
        // Opened at the first byte the writer has written, never before: a reader may be opened
        // before the writer has created the file (the upload builds its form first).
        let file;
        let closed = false;
        let position = 0;
        const read = async () => {
            for (;;) {
                if (closed)
                    return null;
                if (this.failure)
                    throw this.failure;
                if (position < this.readable) {
                    const length = Math.min(READ_BYTES, this.readable - position);
                    const buffer = Buffer.allocUnsafe(length);
                    file ??= (0,promises_.open)(this.path, 'r');
                    const { bytesRead } = await (await file).read(buffer, 0, length, position);
                    if (bytesRead === 0)
                        throw new Error(`${this.path} ended before its written length`);
                    position += bytesRead;
                    return buffer.subarray(0, bytesRead);
                }
                if (this.finalSize !== undefined)
                    return null;
                await new Promise((resolve) => {
                    const onChange = () => {
                        this.waiting.delete(onChange);
                        resolve();
                    };
                    this.waiting.add(onChange);
                });
            }
        };
        return new external_node_stream_.Readable({
            highWaterMark: READ_BYTES,
            read() {
                read().then((chunk) => this.push(chunk), (error) => this.destroy(error));
            },
            destroy(error, done) {
                closed = true;
                if (!file)
                    return done(error);
                file
                    .then((handle) => handle.close(), () => { })
                    .then(() => done(error), () => done(error));
            },
        });
    }
    wake() {
        for (const waiter of [...this.waiting])
            waiter();
    }
}

// EXTERNAL MODULE: ./src/archive/size.ts
var size = __webpack_require__(83709);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/pipeline/archive.ts
// What is deployed: an archive built from a folder (listed, explained, its manifest written, then
// zipped) or one given as it is. Each step answers what it made; the caller keeps the facts.



/** How many links leading outside are named; the rest are counted. */
const LINKS_NAMED = 10;
/**
 * The one time every entry of the archive gets, so that the same tree gives the same bytes and
 * the same sha256 whatever the files' times on disk (a fresh checkout sets them all to the moment
 * of the checkout): SOURCE_DATE_EPOCH when it is set, else the commit's time (from git, or as the
 * CI tells it: `commitTimeFrom`). Without either, each file keeps its own time.
 */
function archiveTime(sourceDateEpoch, commitTime, logger, commitTimeFrom) {
    const seconds = sourceDateEpoch ?? commitTime;
    if (seconds === undefined) {
        // git may be missing (a slim CI image) as well as the checkout: say what is known.
        logger.info('File times: as on disk, so a fresh clone of the same commit builds other bytes: no ' +
            'SOURCE_DATE_EPOCH, and git read no commit at path (git is not installed, or it is not ' +
            "a checkout). Set SOURCE_DATE_EPOCH to the commit's time (git log -1 --format=%ct) for " +
            'the same bytes from the same files.');
        return undefined;
    }
    const source = sourceDateEpoch !== undefined
        ? 'SOURCE_DATE_EPOCH'
        : commitTimeFrom !== undefined
            ? `the commit's time, from ${commitTimeFrom}`
            : "the commit's time";
    logger.info(`File times: all set to ${new Date(seconds * 1000).toISOString()} (${source}).`);
    return seconds * 1000;
}
/**
 * Lists what goes into the archive and says what a user should know of it (what was left out,
 * what ships that looks like a secret, rules that matched nothing), then writes the manifest.
 * The manifest is written before the checks that may fail, so that a workflow can see what a
 * failed run would have shipped; it stays after the run, for an upload-artifact step.
 */
async function listArchive(build, tempDir, deps) {
    const { startCompressors } = await __webpack_require__.e(/* import() */ 976).then(__webpack_require__.bind(__webpack_require__, 14976));
    // The threads load while this one walks the tree: they are ready when the first task is.
    const compressors = startCompressors();
    try {
        return { ...(await listTree(build, tempDir, deps)), compressors };
    }
    catch (error) {
        await compressors.close();
        throw error;
    }
}
async function listTree(build, tempDir, { logger }) {
    // Loaded here, so that a run that skips never pays for the archive code.
    const [{ listFiles }, { manifestParts, manifestLine, manifestName }, { largestFolders }, { capYoungGeneration },] = await Promise.all([
        Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 34959)),
        __webpack_require__.e(/* import() */ 365).then(__webpack_require__.bind(__webpack_require__, 49365)),
        Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 83709)),
        __webpack_require__.e(/* import() */ 820).then(__webpack_require__.bind(__webpack_require__, 28820)),
    ]);
    capYoungGeneration();
    const list = listFiles(build.path, build.exclude, { ignoreFile: build.ignoreFile });
    if (list.ignoreFile !== undefined)
        logger.info(`Exclusion rules read from ${list.ignoreFile}.`);
    if (list.leftOutEnv) {
        logger.notice("The root .env was left out of the archive: Amezmo replaces it with the environment's .env from the dashboard.");
    }
    if (list.leftOutLocalEnv.length > 0) {
        logger.notice(`Left out local overrides, which hold a developer's secrets: ${list.leftOutLocalEnv.map(manifestName).join(', ')}. ` +
            "To ship one, re-include it with a rule such as '!.env.local' in 'exclude' or the ignore file.");
    }
    if (list.shippedEnv.length > 0) {
        logger.notice(`The archive holds files shaped like secrets: ${list.shippedEnv.map(manifestName).join(', ')}. ` +
            `If they should not ship, leave them out with the 'exclude' input or a line in ${build.ignoreFile}, ` +
            "e.g. '.env.*' then '!.env.example'.");
    }
    for (const pattern of list.unusedPatterns) {
        logger.notice(`The exclusion rule '${manifestName(pattern)}' matched nothing below '${build.path}': ` +
            'check its spelling (rules are read as in a .gitignore, relative to path).');
    }
    if (list.leftOutOwn.length > 0) {
        logger.info(`Left out what amezmo-deploy wrote itself: ${list.leftOutOwn
            .map((name) => `${manifestName(name)} (${name.endsWith('/') ? 'a ledger folder' : 'a --dotenv file'})`)
            .join(', ')}.`);
    }
    if (list.leftOutSpecial.length > 0) {
        logger.warning(`Left out what a zip cannot hold (sockets, pipes, devices): ${list.leftOutSpecial.join(', ')}.`);
    }
    if (list.linksOutside.length > 0) {
        const shown = list.linksOutside
            .slice(0, LINKS_NAMED)
            .map(({ name, target }) => `${manifestName(name)} -> ${manifestName(target)}`);
        const more = list.linksOutside.length - shown.length;
        const named = `${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
        if (build.links === 'refuse-outside') {
            throw new Error(`Links that point outside the archive were refused (links: refuse-outside): ${named}. ` +
                "Point them at files inside 'path', or leave them out with 'exclude' or " +
                `${build.ignoreFile}.`);
        }
        logger.warning(`Links that point outside the archive ship as they are, and on the server they lead to ` +
            `whatever is there, not to files of this tree: ${named}. Point them at files inside ` +
            "'path', leave them out with 'exclude', or set links: refuse-outside to refuse them.");
    }
    if (list.entries.some((entry) => entry.name === '.amezmo/after.pull')) {
        logger.notice('The archive has a .amezmo/after.pull hook, which Amezmo does not run for deployments made ' +
            'through the API: move its steps to .amezmo/after.extract.');
    }
    const manifestDir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(tempDir, 'amezmo-manifest-'));
    const manifestPath = (0,external_node_path_.join)(manifestDir, 'archive-manifest.txt');
    await (0,promises_.writeFile)(manifestPath, manifestParts(list.entries));
    logger.info(`Manifest of the archive's ${list.entries.length} entries: ${manifestPath}`);
    if (build.logEntries)
        for (const entry of list.entries)
            logger.info(manifestLine(entry));
    return { list, manifestPath, largestFolders: largestFolders(list.entries) };
}
/** Where the zip is written: the run's work folder, or, to keep it, a folder of its own. */
async function zipDestination(build, workDir, tempDir) {
    return build.keepArchive
        ? (0,external_node_path_.join)(await (0,promises_.mkdtemp)((0,external_node_path_.join)(tempDir, 'amezmo-archive-')), 'app.zip')
        : (0,external_node_path_.join)(workDir, 'app.zip');
}
/**
 * Writes the zip of `listing` to `destination`, telling `onWritten` how far it is written as it
 * goes (for an upload that streams it). A listing with no file at all is refused: there would be
 * nothing to deploy.
 */
async function writeZip(build, listing, destination, mtime, { logger, signal, progress }, onWritten) {
    const { list } = listing;
    if (!list.entries.some((entry) => entry.kind !== 'directory')) {
        await listing.compressors?.close();
        throw new Error(`Nothing to deploy: every file below '${build.path}' was left out by 'exclude' or ${build.ignoreFile}.`);
    }
    const { writeArchive } = await __webpack_require__.e(/* import() */ 976).then(__webpack_require__.bind(__webpack_require__, 14976));
    const archive = await writeArchive(list, destination, {
        level: build.compressionLevel,
        signal,
        mtime,
        onWritten,
        onProgress: progress?.archive?.bind(progress),
        compressors: listing.compressors,
    });
    if (build.keepArchive)
        logger.info(`The archive is kept at ${archive.path}.`);
    // A few small files make an archive larger than they are: its records are most of it.
    const before = archive.size > list.totalBytes
        ? `the files hold ${(0,src_format/* formatBytes */.z)(list.totalBytes)}; the rest is the zip's records`
        : `${(0,src_format/* formatBytes */.z)(list.totalBytes)} before compression`;
    logger.info(`Archive: ${archive.files} entries, ${(0,src_format/* formatBytes */.z)(archive.size)} (${before}), ` +
        `sha256 ${archive.sha256}`);
    return { ...archive, keptPath: build.keepArchive ? archive.path : '' };
}
/** An archive given as it is: its digest and, for a zip, its entry count. */
async function readGivenArchive(given, ignored, { logger, signal }) {
    const { sha256Of, zipEntryCount } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 1055));
    if (ignored.length > 0) {
        logger.notice(`An archive was given, so ${ignored.map((name) => `'${name}'`).join(' and ')} ` +
            `${ignored.length > 1 ? 'were' : 'was'} ignored: it is deployed as it is.`);
    }
    const sha256 = await sha256Of(given.path, signal);
    const files = given.format === 'zip' ? await zipEntryCount(given.path, given.size) : undefined;
    logger.info(`Archive given: ${given.path}, a ${given.format} of ${(0,src_format/* formatBytes */.z)(given.size)}` +
        `${files === undefined ? '' : `, ${files} entries`}, sha256 ${sha256}`);
    return { path: given.path, size: given.size, sha256, files, keptPath: '' };
}
/** A folder of its own for one run's archive, removed by `dispose`. */
async function workFolder(tempDir) {
    const path = await (0,promises_.mkdtemp)((0,external_node_path_.join)(tempDir, 'amezmo-deploy-'));
    return { path, dispose: () => (0,promises_.rm)(path, { recursive: true, force: true }) };
}

// EXTERNAL MODULE: ./src/pipeline/follow.ts + 1 modules
var follow = __webpack_require__(43591);
// EXTERNAL MODULE: ./src/pipeline/health.ts
var pipeline_health = __webpack_require__(7826);
// EXTERNAL MODULE: ./src/github/rest.ts
var rest = __webpack_require__(66417);
;// CONCATENATED MODULE: ./src/github/deployments.ts


/**
 * A deployment on the repository's Environments page, mirroring the Amezmo one. It never fails
 * the run: without the permission, or when GitHub is unreachable, it warns and steps aside.
 */
class GitHubDeployment {
    options;
    id;
    constructor(options, id) {
        this.options = options;
        this.id = id;
    }
    /** Creates the deployment, or answers undefined after a warning saying why it could not. */
    static async create(options) {
        try {
            const created = await options.github.request('POST', (0,rest/* repoPath */.qN)(options, '/deployments'), {
                body: {
                    ref: options.ref,
                    ...(options.task ? { task: options.task } : {}),
                    ...(options.payload ? { payload: options.payload } : {}),
                    environment: options.environment,
                    description: `Amezmo deployment to ${options.environment}`,
                    auto_merge: false,
                    required_contexts: [],
                    production_environment: !options.transient && options.environment === 'production',
                    transient_environment: options.transient === true,
                },
            });
            const id = created?.id;
            if (typeof id !== 'number') {
                const message = created?.message;
                throw new Error(`GitHub answered without a deployment id${typeof message === 'string' ? ` (${message})` : ''}`);
            }
            options.logger.info(`Created GitHub deployment ${id} for ${options.environment}.`);
            return new GitHubDeployment(options, id);
        }
        catch (error) {
            options.logger.warning(explain('create a GitHub deployment', error, options.withoutIt));
            return undefined;
        }
    }
    async setStatus(state, description) {
        const { environmentUrl, logUrl, logger } = this.options;
        try {
            await this.options.github.request('POST', (0,rest/* repoPath */.qN)(this.options, `/deployments/${this.id}/statuses`), {
                body: {
                    state,
                    description: description.slice(0, 140),
                    ...(environmentUrl ? { environment_url: environmentUrl } : {}),
                    ...(logUrl ? { log_url: logUrl } : {}),
                    // A successful deployment retires the earlier ones of the same environment.
                    auto_inactive: true,
                },
            });
        }
        catch (error) {
            logger.warning(explain(`set GitHub deployment ${this.id} to ${state}`, error, this.options.withoutIt));
        }
    }
}
/**
 * Marks every deployment of `environment` inactive, as when the environment is gone, but those
 * whose last status says so already; answers how many it marked, and the commit of the newest
 * (the last one deployed there). Like the rest, it warns instead of failing the run.
 */
async function retireDeployments(options) {
    const { environment, logger } = options;
    let lastCommit;
    try {
        const listed = (await options.github.paginate(repoPath(options, '/deployments'), {
            query: { environment },
        }));
        const sha = listed[0]?.sha;
        lastCommit = typeof sha === 'string' && /^[0-9a-f]{40,64}$/.test(sha) ? sha : undefined;
        const ids = listed
            .map((deployment) => deployment?.id)
            .filter((id) => typeof id === 'number');
        let retired = 0;
        for (const id of ids) {
            if ((await lastState(options, id)) === 'inactive')
                continue;
            await options.github.request('POST', repoPath(options, `/deployments/${id}/statuses`), {
                body: {
                    state: 'inactive',
                    description: options.description.slice(0, 140),
                    ...(options.logUrl ? { log_url: options.logUrl } : {}),
                },
            });
            retired++;
        }
        if (retired > 0)
            logger.info(`Marked ${retired} GitHub deployment(s) of ${environment} inactive.`);
        return { retired, lastCommit };
    }
    catch (error) {
        logger.warning(explain(`mark the GitHub deployments of ${environment} inactive`, error));
        return { retired: 0, lastCommit };
    }
}
/** The state of a deployment's newest status; undefined when it has none or it cannot be read. */
async function lastState(options, id) {
    try {
        const answer = await options.github.request('GET', repoPath(options, `/deployments/${id}/statuses`), { query: { per_page: '1' } });
        const [newest] = Array.isArray(answer) ? answer : [];
        return typeof newest?.state === 'string' ? newest.state : undefined;
    }
    catch {
        // Unknown: marked inactive, as before.
        return undefined;
    }
}
function explain(what, error, withoutIt = 'The Amezmo deployment goes on without it.') {
    if ((0,rest/* isPermissionRefusal */.MA)(error)) {
        return (`Could not ${what}: the token may not write deployments (GitHub answered ${error.status}). ` +
            `Give the job "permissions: deployments: write". ${withoutIt}`);
    }
    return `Could not ${what}: ${(0,errors/* clauseOf */.pQ)(error)}. ${withoutIt}`;
}

;// CONCATENATED MODULE: ./src/pipeline/mirror.ts
// The GitHub deployment that mirrors an Amezmo one, on the repository's Environments page and its
// pull requests: created and `in_progress` once Amezmo has the deployment (so that the ledger's
// record can name it), `success` once the deployment was followed to success and its health
// verified, `failure` when it fails or is unhealthy, `inactive` when the run is cancelled. With
// `wait: false` it stays `in_progress`, since the outcome is not followed. It never fails a run.


/** Creates the GitHub deployment and sets it in progress; a mirror that does nothing without one. */
async function startMirror(settings) {
    const github = settings ? await GitHubDeployment.create(settings) : undefined;
    await github?.setStatus('in_progress', settings?.startedText ?? '');
    return {
        id: github?.id,
        succeeded: async (text) => github?.setStatus('success', text),
        settle: async (state, text) => github?.setStatus(state, text),
        failed: async (error, cancelled) => github?.setStatus(cancelled ? 'inactive' : 'failure', (0,errors/* messageOf */.bD)(error)),
    };
}

// EXTERNAL MODULE: ./src/clock.ts + 1 modules
var src_clock = __webpack_require__(70529);
;// CONCATENATED MODULE: ./src/pipeline/upload.ts
// Sending the archive: one deployment created, with its progress in the log. A new instance may
// still be launching (a preview's): its refusal is waited out. An answer lost after the whole
// archive went out is never sent again blindly: the environment is asked whether it now shows a
// deployment of this commit, and the error names it.




class LaunchTimeoutError extends Error {
    constructor(message) {
        super(message);
        this.name = 'LaunchTimeoutError';
    }
}
/** How often upload progress is logged, at most. */
const PROGRESS_EVERY_MS = 5_000;
const FIRST_LOOK_MS = 2_000;
const LAST_LOOK_MS = 15_000;
/** Logs an upload's progress every few seconds, and when it is done. */
function progressLogger({ clock, logger }) {
    const started = clock.now();
    let lastLog = started;
    return (sent, total) => {
        const now = clock.now();
        if (sent < total && now - lastLog < PROGRESS_EVERY_MS)
            return;
        lastLog = now;
        const seconds = Math.max((now - started) / 1000, 0.001);
        const rate = sent / 1024 / 1024 / seconds;
        if (!Number.isFinite(total)) {
            // A body sent as the archive is written: its length is known only at its end.
            logger.info(`Uploaded ${(0,src_format/* formatBytes */.z)(sent)} as the archive is written (${rate.toFixed(1)} MiB/s)`);
            return;
        }
        logger.info(`Uploaded ${Math.floor((sent / total) * 100)}% (${(0,src_format/* formatBytes */.z)(sent)} of ${(0,src_format/* formatBytes */.z)(total)}, ${rate.toFixed(1)} MiB/s)`);
    };
}
/**
 * Creates the deployment of `archivePath` on `environment` of `instance`. With `launching`, a
 * 409 `invalid_instance_state` (the instance is still launching) is "not yet", tried again on
 * the clock until the deadline. An UncertainOutcomeError names the deployment the environment
 * shows when it is most likely this one (`startedAt` is when the run began).
 */
async function uploadArchive(target, archivePath, fields, deps, options) {
    const { client, clock, logger, signal } = deps;
    const params = {
        environment: target.environment,
        archivePath,
        ...(options.growing ? { growing: options.growing } : {}),
        ...fields,
    };
    const onProgress = deps.progress?.upload?.bind(deps.progress) ?? progressLogger(deps);
    const pauses = (0,src_clock/* backOff */.fu)(deps.pollMs, FIRST_LOOK_MS, LAST_LOOK_MS);
    let interval = pauses.first;
    for (;;) {
        try {
            return await client.createDeployment(target.instance, params, { signal, onProgress });
        }
        catch (error) {
            if (error instanceof api_client/* UncertainOutcomeError */.u) {
                throw await withLikelyDeployment(error, deps, fields, options.startedAt);
            }
            const launching = options.launching;
            if (!launching || !isStillLaunching(error))
                throw error;
            logger.info(`Instance ${target.instance} is not ready for deployments yet: ${(0,errors/* messageOf */.bD)(error)}`);
            const remaining = launching.deadline - clock.now();
            if (remaining <= 0) {
                throw new LaunchTimeoutError(`Instance ${target.instance} still refused deployments after ${launching.timeoutSeconds} s ` +
                    `(${(0,errors/* messageOf */.bD)(error)}). Raise 'launch-timeout', or look at the instance in the Amezmo dashboard.`);
            }
            await clock.sleep(Math.min(interval, remaining), signal);
            interval = Math.min(pauses.last, Math.round(interval * 1.5));
        }
    }
}
function isStillLaunching(error) {
    return (error instanceof errors/* ApiError */.hD && error.status === 409 && error.code === 'invalid_instance_state');
}
/**
 * After an upload whose answer was lost, or came before the whole archive was sent, the
 * deployment may exist. The API has no list of deployments, but the environment shows its
 * current one: when that is of this commit and ref, and no older than this run, it is named, so
 * that nobody deploys again blindly.
 */
async function withLikelyDeployment(error, { client }, fields, startedAt) {
    try {
        // The run's signal may be aborted already: the look-up gets a few seconds of its own.
        const environment = await client.getEnvironment(error.instanceId, error.environment, {
            signal: AbortSignal.timeout(5_000),
            maxAttempts: 1,
        });
        const current = environment.current_deployment;
        const refName = fields.tag ?? fields.branch;
        const ours = current &&
            typeof current.commit === 'string' &&
            current.commit !== '' &&
            (fields.commit ?? '').startsWith(current.commit) &&
            refName !== undefined &&
            (current.branch === refName || current.tag === refName) &&
            Date.parse(current.created_at) >= startedAt - 60_000;
        if (ours) {
            const whose = error.archiveSent
                ? "it is most likely this run's"
                : "if it is this run's, it was made without the whole archive";
            return new api_client/* UncertainOutcomeError */.u(`${error.message} Environment '${error.environment}' now shows deployment ${current.id} ` +
                `(${current.status}) of this commit: ${whose}.`, error.cause, { ...error, likelyDeployment: { id: current.id, status: current.status } });
        }
    }
    catch {
        // The look-up is a courtesy: the error already says where to check.
    }
    return error;
}

;// CONCATENATED MODULE: ./src/pipeline/release.ts
// One deployment, for every front end: the archive (built, or given) -> unless those bytes are
// live already -> kept as a workflow artifact -> the upload, with recovery from a lost answer ->
// the GitHub deployment that mirrors it and records it in the ledger -> following it to its end,
// cancelling it if the run is cancelled -> its health verified -> a result value. The deploy
// action, the preview action, the rollback action and the command line each decide first
// whether, what and where to deploy, then call this, then report what it answers.












/** A deployment that has learnt nothing yet. */
const NO_RELEASE = {
    manifestPath: '',
    largestFolders: [],
    archive: undefined,
    deploymentId: undefined,
    deploymentStatus: '',
    succeeded: false,
    alreadyLive: undefined,
    kept: undefined,
    keepProblem: '',
    githubDeploymentId: undefined,
    health: undefined,
};
/** Builds or reads the archive, uploads it, and follows the deployment; never throws. */
async function deployRelease(request, deps) {
    const { group, logger, signal } = deps;
    let result = NO_RELEASE;
    const work = await workFolder(request.tempDir);
    try {
        const { source } = request;
        // A listing whose archive streams to the upload as it is written.
        let streamed;
        if (source.kind === 'given') {
            const archive = await group('Read the archive given', () => readGivenArchive(source.archive, source.ignored, deps));
            result = { ...result, archive };
        }
        else {
            const archive = await group('Build the archive', async () => {
                const listing = await listArchive(source.build, request.tempDir, deps);
                result = {
                    ...result,
                    manifestPath: listing.manifestPath,
                    largestFolders: listing.largestFolders,
                };
                const mtime = archiveTime(source.build.sourceDateEpoch, request.commitTime, logger, request.commitTimeFrom);
                if (streams(request, listing, deps.streamFromBytes ?? size.STREAM_FROM_BYTES)) {
                    streamed = { listing, mtime };
                    return undefined;
                }
                const destination = await zipDestination(source.build, work.path, request.tempDir);
                return writeZip(source.build, listing, destination, mtime, deps);
            });
            result = { ...result, archive };
        }
        if (request.dryRun)
            return result;
        if (!streamed) {
            const archive = result.archive;
            if (request.live && request.live.sha256 === archive.sha256 && request.health) {
                return await sameBytesLive(request, request.live, request.health, result, deps);
            }
            if (request.ledger) {
                result = {
                    ...result,
                    ...(await keepArchive(request, request.ledger, archive, work, deps)),
                };
            }
        }
        let mirror = await startMirror(undefined);
        try {
            let created;
            if (streamed && source.kind === 'build') {
                const { listing, mtime } = streamed;
                const sent = await group('Build and upload the archive', () => buildWhileUploading(request, source.build, listing, mtime, work.path, deps));
                result = { ...result, archive: sent.archive };
                if (!sent.created) {
                    const { live, health } = request;
                    return await sameBytesLive(request, live, health, result, deps);
                }
                created = sent.created;
                // Kept once whole, from the file the upload was streamed from.
                if (request.ledger) {
                    result = {
                        ...result,
                        ...(await keepArchive(request, request.ledger, sent.archive, work, deps)),
                    };
                }
                await work.dispose();
            }
            else {
                const archive = result.archive;
                created = await group('Upload', async () => {
                    try {
                        return await uploadArchive(request, archive.path, request.fields, deps, {
                            launching: request.launching,
                            startedAt: request.startedAt,
                        });
                    }
                    finally {
                        await work.dispose();
                    }
                });
            }
            result = { ...result, deploymentId: created.id, deploymentStatus: created.status };
            logger.info(`Created deployment ${created.id} (${created.status}).`);
            mirror = await startRecords(request, created.id, result, deps);
            result = { ...result, githubDeploymentId: mirror.id };
            if (!request.wait)
                return result;
            await group(`Wait for deployment ${created.id}`, () => {
                deps.progress?.status?.(created.id, created.status);
                return (0,follow/* follow */.e6)(request, deps, created.id, (status) => {
                    result = { ...result, deploymentStatus: status };
                    deps.progress?.status?.(created.id, status);
                });
            });
            result = { ...result, succeeded: true };
            const succeeded = request.mirror?.succeededText ?? `Amezmo deployment ${created.id} succeeded`;
            if (!request.health) {
                await mirror.succeeded(succeeded);
                return result;
            }
            const health = await proveHealth(request, created.id, request.health, 'Verify health', deps);
            result = { ...result, health };
            if ((0,pipeline_health/* failedHealth */.yD)(health.health)) {
                await mirror.settle('failure', (0,github_ledger/* healthDescription */.DI)(health.health, health.detail));
            }
            else {
                await mirror.settle('success', (0,github_ledger/* healthDescription */.DI)(health.health, succeeded));
            }
            return result;
        }
        catch (error) {
            // An upload whose answer was lost, but whose deployment was found: recorded, as failed.
            const likely = ownLikelyDeployment(error);
            if (mirror.id === undefined && likely) {
                mirror = await startRecords(request, likely.id, result, deps);
            }
            await mirror.failed(error, signal.aborted);
            throw error;
        }
    }
    catch (error) {
        const likely = ownLikelyDeployment(error);
        if (likely)
            result = { ...result, deploymentId: likely.id, deploymentStatus: likely.status };
        // Bytes the server did not get whole were not uploaded: their size and digest are not shown.
        if (error instanceof api_client/* UncertainOutcomeError */.u && !error.archiveSent) {
            result = { ...result, archive: undefined };
        }
        return { ...result, failure: error };
    }
    finally {
        await work.dispose();
    }
}
/**
 * The deployment an upload with a lost answer most likely made, taken as this run's; none when
 * the server answered before it had the whole archive: whatever it made is not of these bytes.
 */
function ownLikelyDeployment(error) {
    if (!(error instanceof api_client/* UncertainOutcomeError */.u) || !error.archiveSent)
        return undefined;
    return error.likelyDeployment;
}
/**
 * Whether the archive streams to the upload as it is written: a tree built here, large enough
 * for the overlap to matter, and sure to fit the size limit before it is compressed (else it is
 * built first, and refused before any upload when too large). A new instance's refusals while
 * it launches are waited out as for any upload: each attempt reads the file from its start.
 */
function streams(request, listing, fromBytes) {
    return (!request.dryRun && listing.list.totalBytes >= fromBytes && (0,size.surelyFits)(listing.list.entries));
}
/**
 * Writes the archive and uploads it at once, the upload reading the file as it grows. The last
 * bytes are held back until the archive is whole and its digest known: when those bytes are the
 * live release's, the upload is given up before its body is complete, so nothing is deployed.
 * A failure of either stops the other; the upload's own error is the one reported.
 */
async function buildWhileUploading(request, build, listing, mtime, workDir, deps) {
    const destination = await zipDestination(build, workDir, request.tempDir);
    const file = new GrowingFile(destination);
    const stopUpload = new AbortController();
    const stopWriting = new AbortController();
    let uploadFailure;
    const upload = uploadArchive(request, destination, request.fields, { ...deps, signal: AbortSignal.any([deps.signal, stopUpload.signal]) }, { launching: request.launching, startedAt: request.startedAt, growing: file }).catch((error) => {
        uploadFailure = { error };
        stopWriting.abort(error);
        throw error;
    });
    // Settled below in every case; until then a failure must not go unhandled.
    upload.catch(() => { });
    let archive;
    try {
        archive = await writeZip(build, listing, destination, mtime, { ...deps, signal: AbortSignal.any([deps.signal, stopWriting.signal]) }, (bytes) => file.advance(bytes));
    }
    catch (error) {
        file.fail(error);
        stopUpload.abort(error);
        await upload.catch(() => { });
        throw uploadFailure ? uploadFailure.error : error;
    }
    if (request.live && request.live.sha256 === archive.sha256 && request.health) {
        const same = new Error('the same bytes are live already');
        file.fail(same);
        stopUpload.abort(same);
        await upload.catch(() => { });
        return { archive };
    }
    file.finish(archive.size);
    return { archive, created: await upload };
}
/**
 * Whether the live release whose bytes are the same may be skipped without a word: it was
 * recorded healthy, or unchecked while no health check is configured now. A failure recorded is
 * never skipped as if it were green: its health is proven again.
 */
function skipsWithoutProof(live, health) {
    if (live.health === 'healthy')
        return true;
    const configured = health.url !== '' || Boolean(health.expectedCheck);
    return live.health === 'unchecked' && !configured;
}
/** How a message says what the ledger recorded of a release's health. */
const RECORDED = {
    healthy: 'healthy',
    unhealthy: 'unhealthy',
    'not-live': 'not live',
    unchecked: 'unchecked, and a health check is configured now',
    unknown: 'with no health proven',
};
/**
 * The same bytes are live already: nothing is uploaded. Unless the ledger recorded them proven
 * (see skipsWithoutProof), says so, and proves the live release's health again.
 */
async function sameBytesLive(request, live, health, result, deps) {
    if (skipsWithoutProof(live, health))
        return { ...result, alreadyLive: live };
    deps.logger.warning(`The same bytes are live already (Amezmo deployment ${live.deploymentId} of commit ` +
        `${(0,src_format/* shortSha */.F)(live.commit)}), but the ledger records them ${RECORDED[live.health]}: their ` +
        'health is proven again, and nothing is uploaded.');
    const title = `Verify the health of deployment ${live.deploymentId}`;
    const proof = await proveHealth(request, live.deploymentId, health, title, deps);
    return { ...result, alreadyLive: live, health: proof };
}
/** Verifies the health of Amezmo deployment `id`, in a group of its own, and logs the verdict. */
async function proveHealth(request, id, health, title, deps) {
    const report = await deps.group(title, () => (0,pipeline_health/* verifyHealth */.g)({
        instance: request.instance,
        environment: request.environment,
        deploymentId: id,
        environmentUrl: health.environmentUrl,
        expectedCheck: health.expectedCheck,
    }, health, { ...deps, probe: deps.probe ?? noProbe }));
    deps.logger.info(`Health: ${report.health} (${report.detail}).`);
    return report;
}
/** A probe for a run that has none: every answer is that there is no way to ask. */
const noProbe = async () => ({ problem: 'could not be asked: this run has no probe' });
/**
 * Records Amezmo deployment `id`: the GitHub deployment that mirrors it, and the release's record
 * in the ledger, which that deployment carries, or the journal keeps. Its statuses follow the run.
 */
async function startRecords(request, id, result, deps) {
    const { ledger } = request;
    const archive = result.archive;
    const record = ledger && archive
        ? {
            instance: request.instance,
            environment: request.environment,
            deploymentId: id,
            sha256: archive.sha256,
            size: archive.size,
            commit: request.fields.commit ?? '',
            ref: ledger.ref,
            artifact: result.kept,
            ...(ledger.runId ? { runId: ledger.runId } : {}),
            ...(ledger.redeployOf === undefined ? {} : { redeployOf: ledger.redeployOf }),
        }
        : undefined;
    if (!record || !deps.journal)
        return startMirror(mirrorOf(request, record));
    const [github, journal] = [
        await startMirror(request.mirror),
        await deps.journal.start(record).catch((error) => {
            deps.logger.warning(`Could not record the release in the ledger: ${(0,errors/* clauseOf */.pQ)(error)}. The Amezmo ` +
                'deployment goes on, but no later run can find this release to roll back to it.');
            return undefined;
        }),
    ];
    return journal ? bothMirrors(github, journal) : github;
}
/** One mirror that sets the statuses of two. */
function bothMirrors(first, second) {
    return {
        id: first.id ?? second.id,
        succeeded: async (text) => {
            await first.succeeded(text);
            await second.succeeded(text).catch(() => { });
        },
        settle: async (state, text) => {
            await first.settle(state, text);
            await second.settle(state, text).catch(() => { });
        },
        failed: async (error, cancelled) => {
            await first.failed(error, cancelled);
            await second.failed(error, cancelled).catch(() => { });
        },
    };
}
/** The mirror's settings, carrying the release's ledger record when there is one. */
function mirrorOf(request, record) {
    const { mirror } = request;
    if (!mirror || !record)
        return mirror;
    return {
        ...mirror,
        task: github_ledger/* LEDGER_TASK */.wB,
        payload: (0,github_ledger/* payloadOf */.Md)(record),
        withoutIt: 'The Amezmo deployment goes on, but no later run can find this release to roll back to it.',
    };
}
/**
 * Keeps the archive as a workflow artifact, named for what it is: a copy made by a hard link in
 * the run's work folder, so that the artifact's name is the file's. A failure is a warning that
 * says what is lost: the deployment goes on.
 */
async function keepArchive(request, ledger, archive, work, { store, group, logger }) {
    const lost = 'this release cannot be rolled back to later';
    if (ledger.keepDays === 0) {
        // Said where archives could be kept: keep-days 0 chose not to.
        if (store)
            logger.info(`The archive is not kept (keep-days is 0): ${lost}.`);
        return { kept: undefined, keepProblem: '' };
    }
    if (!store) {
        // Only a run outside GitHub Actions has none: said, not warned of.
        const problem = 'this run has no artifact service (it does not run in GitHub Actions)';
        logger.info(`The archive is not kept: ${problem}; ${lost}.`);
        return { kept: undefined, keepProblem: problem };
    }
    return group('Keep the archive', async () => {
        const name = (0,artifacts/* artifactName */.Cs)(request, archive.sha256, ledger.attempt);
        try {
            const { copyFile, link, mkdir } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 51455, 23));
            const { join } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 76760, 23));
            const folder = join(work.path, 'kept');
            await mkdir(folder, { recursive: true });
            const copy = join(folder, name);
            // A given archive may be on another file system than the work folder.
            await link(archive.path, copy).catch(() => copyFile(archive.path, copy));
            const kept = await store.keep(copy, ledger.keepDays, archive.sha256);
            logger.info(`Kept the archive as ${(0,github_ledger/* describeKept */.gt)(kept)} for ${ledger.keepDays} days.`);
            return { kept, keepProblem: '' };
        }
        catch (error) {
            const problem = (0,errors/* clauseOf */.pQ)(error);
            logger.warning(`Could not keep the archive: ${problem}; ${lost}.`);
            return { kept: undefined, keepProblem: problem };
        }
    });
}

;// CONCATENATED MODULE: ./src/pipeline/rollback.ts
// Getting back to the last good bytes: which release of the ledger to go back to, and deploying
// its kept archive again, exactly, through the same pipeline as any release. The deploy job does
// it when a release is found unhealthy (`on-unhealthy: rollback`); the rollback action does it
// on demand. Bytes whose digest is not the ledger's are never deployed.





/** How many releases' statuses are read, at most, looking for a healthy one. */
const MAX_LOOKED_AT = 50;
/**
 * The newest release, in `entries` (newest first) from `from` on, that was verified healthy,
 * whose bytes differ from `not` and were kept, and are still there, and that may be trusted; or
 * why there is none. A release that may not be trusted is passed over, and `warn` names it.
 */
async function lastHealthy(ledger, entries, options) {
    let looked = 0;
    let unkept = 0;
    let lost = 0;
    let untrusted = 0;
    for (const entry of entries.slice(options.from ?? 0)) {
        const artifact = entry.artifact;
        if (entry.sha256 === options.not)
            continue;
        if (!artifact) {
            unkept++;
            continue;
        }
        if (looked++ >= MAX_LOOKED_AT)
            break;
        const health = await ledger.healthOf(entry, options.signal);
        if (health !== 'healthy')
            continue;
        // An archive that has expired or was removed is passed over for an older one; one whose
        // state cannot be told is tried, and its bytes checked as they are read back.
        const state = await ledger.archiveState({ ...entry, artifact }, options.signal);
        if (state === 'gone' || state === 'expired') {
            lost++;
            continue;
        }
        // One whose state cannot be told is tried: reading it back asks again, and checks its trust.
        const distrust = state === 'kept' ? await ledger.trust({ ...entry, artifact }, options.signal) : undefined;
        if (distrust !== undefined) {
            untrusted++;
            options.warn?.(`Passed over ${ledger.idName} ${entry.id} (commit ${(0,src_format/* shortSha */.F)(entry.commit)}, sha256 ` +
                `${entry.sha256}): it is not trusted: ${distrust}. It was not deployed.`);
            continue;
        }
        return { candidate: { ...entry, health } };
    }
    const earlier = entries.length - (options.from ?? 0);
    return {
        problem: earlier <= 0
            ? 'the ledger has no earlier release of this environment'
            : `none of the ${earlier} earlier release(s) in the ledger was verified healthy with its ` +
                `archive kept${unkept > 0 ? ` (${unkept} had no archive kept)` : ''}` +
                (lost > 0 ? ` (the archives of ${lost} healthy one(s) have expired or are gone)` : '') +
                (untrusted > 0 ? ` (${untrusted} healthy one(s) could not be trusted)` : ''),
    };
}
/**
 * Reads the release's kept archive back, checks its size and sha256 against the ledger, and
 * deploys those bytes as they are: recorded with the release's own commit and branch or tag.
 * Never throws: a failure to read the bytes is the result's `failure`, with nothing uploaded.
 */
async function redeploy(request, deps) {
    const { release } = request;
    const artifact = release.artifact;
    if (!artifact) {
        return {
            ...NO_RELEASE,
            failure: new Error(`Release ${(0,src_format/* shortSha */.F)(release.commit)} has no archive kept.`),
        };
    }
    let fetched;
    try {
        fetched = await deps.group(`Read back the archive of ${(0,src_format/* shortSha */.F)(release.commit)}`, () => deps.ledger.readArchive({ ...release, artifact }, request.tempDir, deps.signal));
    }
    catch (error) {
        return { ...NO_RELEASE, failure: error };
    }
    try {
        deps.logger.info(`The archive of ${(0,src_format/* shortSha */.F)(release.commit)} reads back with the sha256 the ledger ` +
            `recorded: ${release.sha256}.`);
        const format = await formatOf(fetched.path);
        return await deployRelease({
            ...request,
            source: {
                kind: 'given',
                archive: { path: fetched.path, size: release.size, format },
                ignored: [],
            },
            fields: {
                ...request.fields,
                ...(release.ref?.kind === 'tag'
                    ? { tag: release.ref.name }
                    : release.ref
                        ? { branch: release.ref.name }
                        : {}),
                commit: release.commit,
            },
            ledger: request.ledger
                ? { ...request.ledger, ref: release.ref, redeployOf: release.redeployOf ?? release.id }
                : undefined,
            mirror: request.mirror ? { ...request.mirror, ref: release.commit } : undefined,
        }, deps);
    }
    finally {
        await fetched.dispose();
    }
}
/** The kept file's format, by its first bytes; a zip unless it reads as a tar. */
async function formatOf(path) {
    const file = await (0,promises_.open)(path, 'r');
    try {
        const head = Buffer.alloc(262);
        const { bytesRead } = await file.read(head, 0, head.length, 0);
        return (0,given/* archiveFormatOf */.j)(head.subarray(0, bytesRead)) ?? 'zip';
    }
    finally {
        await file.close();
    }
}
/** A release as a message names it: its deployment, commit and digest. */
function describeRelease(deploymentId, commit, sha256) {
    return (`Amezmo deployment ${deploymentId ?? '(none)'} of commit ${(0,src_format/* shortSha */.F)(commit)}` +
        (sha256 ? ` (sha256 ${sha256.slice(0, 12)}…)` : ''));
}
/**
 * The release was unhealthy, or never went live, and a rollback was tried: the step fails,
 * naming what was broken and what is live now.
 */
class RolledBackError extends Error {
    /** Whether another release is live now: the rollback was deployed (healthy or not). */
    rolledBack;
    constructor(broken, found, attempt) {
        const live = found.health !== 'not-live';
        super(`${broken} ${live ? 'was unhealthy' : 'did not go live'}: ${found.detail}. ` +
            rollbackOutcome(broken, attempt, live));
        this.name = 'RolledBackError';
        this.rolledBack =
            !('problem' in attempt) &&
                attempt.release.failure === undefined &&
                attempt.release.deploymentId !== undefined;
    }
}
/**
 * What came of a rollback, and what is live now, in a sentence or two; `brokenLive`: whether the
 * broken release is the one live (else the environment runs what it ran, and that is not said).
 */
function rollbackOutcome(broken, attempt, brokenLive = true) {
    if ('problem' in attempt) {
        return `Nothing to roll back to: ${attempt.problem}.${brokenLive ? ` ${broken} stays live.` : ''}`;
    }
    const { to, release } = attempt;
    if (release.failure !== undefined) {
        return (`The rollback to commit ${(0,src_format/* shortSha */.F)(to.commit)} failed: ${(0,errors/* clauseOf */.pQ)(release.failure)}. ` +
            (brokenLive
                ? `${release.deploymentId === undefined ? 'Nothing was deployed, and ' : ''}${broken} ` +
                    'is still live.'
                : release.deploymentId === undefined
                    ? 'Nothing was deployed.'
                    : '')).trimEnd();
    }
    const target = describeRelease(release.deploymentId, to.commit, to.sha256);
    const health = release.health;
    if (health?.health === 'not-live') {
        return (`Rolled back to ${target}, but it did not go live either: ${health.detail}. Check the ` +
            'environment in the Amezmo dashboard.');
    }
    if (health?.health === 'unhealthy') {
        return (`Rolled back to ${target}, but it is unhealthy too: ${health.detail}. It is live now; ` +
            'fix the application and deploy again.');
    }
    return `Rolled back: ${target} is live now, health: ${health?.health ?? 'unchecked'}.`;
}


/***/ })

};
