export const id = 782;
export const ids = [782];
export const modules = {

/***/ 1055:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ sha256Of),
/* harmony export */   P: () => (/* binding */ zipEntryCount)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
// An archive built elsewhere and deployed as it is: its digest, and its entry count when a zip's
// end record gives it without reading the whole file.



async function sha256Of(path, signal) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    for await (const chunk of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(path, { signal }))
        hash.update(chunk);
    return hash.digest('hex');
}
/** The end record is 22 bytes, after which a comment of up to 65,535 bytes may follow. */
const END_RECORD_SEARCH = 22 + 0xffff;
/**
 * The entry count a zip's end of central directory record (or its ZIP64 record) states, or
 * undefined when the file has none that reads cleanly.
 */
async function zipEntryCount(path, size) {
    const length = Math.min(size, END_RECORD_SEARCH + 20);
    const tail = Buffer.alloc(length);
    const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(path, 'r');
    try {
        await file.read(tail, 0, length, size - length);
        for (let at = length - 22; at >= 0; at--) {
            if (tail.readUInt32LE(at) !== 0x06054b50)
                continue;
            if (at + 22 + tail.readUInt16LE(at + 20) !== length)
                continue;
            const count = tail.readUInt16LE(at + 10);
            if (count !== 0xffff)
                return count;
            // ZIP64: the locator sits just before the end record and points at the ZIP64 record.
            if (at < 20 || tail.readUInt32LE(at - 20) !== 0x07064b50)
                return undefined;
            const offset = Number(tail.readBigUInt64LE(at - 12));
            const record = Buffer.alloc(56);
            await file.read(record, 0, 56, offset);
            if (record.readUInt32LE(0) !== 0x06064b50)
                return undefined;
            return Number(record.readBigUInt64LE(32));
        }
        return undefined;
    }
    finally {
        await file.close();
    }
}


/***/ }),

/***/ 47748:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Nz: () => (/* binding */ abandonWalk),
  Ku: () => (/* binding */ archiveTime),
  d0: () => (/* binding */ listArchive),
  aA: () => (/* binding */ readGivenArchive),
  Ot: () => (/* binding */ refuseEmpty),
  eh: () => (/* binding */ startWalk),
  kR: () => (/* binding */ workFolder),
  zy: () => (/* binding */ writeZip),
  AJ: () => (/* binding */ zipDestination)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/archive/index.ts





/** The walk, the manifest and the zip writer: `const { writeArchive } = await loadArchiver()`. */
const loadArchiver = () => Promise.all(/* import() */[__webpack_require__.e(298), __webpack_require__.e(695)]).then(__webpack_require__.bind(__webpack_require__, 79695));

// EXTERNAL MODULE: ./src/archive/given.ts
var archive_given = __webpack_require__(1055);
// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(16264);
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
/** Starts the walk of `build`'s folder (see StartedWalk). */
async function startWalk(build) {
    // Loaded here, so that a run that skips never pays for the archive code.
    const [{ startCompressors }, { capYoungGeneration }] = await Promise.all([
        loadArchiver(),
        __webpack_require__.e(/* import() */ 820).then(__webpack_require__.bind(__webpack_require__, 28820)),
    ]);
    capYoungGeneration();
    // Once the walk has listed 2 MiB, the threads load while it goes on, and deflate what it has
    // listed so far: the bytes are held until the listing is accepted, and dropped with the
    // threads if not. A smaller tree starts none.
    const compressors = startCompressors();
    const list = compressors.list(build.path, build.exclude, {
        ignoreFile: build.ignoreFile,
        level: build.compressionLevel,
    });
    list.catch(() => { });
    return { compressors, list };
}
/** Ends a walk begun for an archive that was not built (or gives back nothing once it was). */
async function abandonWalk(walk) {
    const started = await walk?.catch(() => undefined);
    await started?.compressors.close();
}
/**
 * Lists what goes into the archive and says what a user should know of it (what was left out,
 * what ships that looks like a secret, rules that matched nothing), then writes the manifest.
 * The manifest is written before the checks that may fail, so that a workflow can see what a
 * failed run would have shipped; it stays after the run, for an upload-artifact step. The walk
 * is `walk` when the run began it already.
 */
async function listArchive(build, tempDir, deps, walk = startWalk(build)) {
    const { compressors, list } = await walk;
    try {
        return { ...(await listTree(build, tempDir, await list, deps)), compressors };
    }
    catch (error) {
        await compressors.close();
        throw error;
    }
}
async function listTree(build, tempDir, list, { logger }) {
    const { manifestParts, manifestLine, manifestName, largestFolders } = await loadArchiver();
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
/**
 * Refuses a listing with no file at all: there would be nothing to deploy. Asked once its
 * manifest is told, before a byte is written or an upload that streams the archive begins; the
 * threads started for it end with it.
 */
async function refuseEmpty(build, listing) {
    if (listing.list.entries.some((entry) => entry.kind !== 'directory'))
        return;
    await listing.compressors?.close();
    throw new Error(`Nothing to deploy: every file below '${build.path}' was left out by 'exclude' or ${build.ignoreFile}.`);
}
/** Where the zip is written: the run's work folder, or, to keep it, a folder of its own. */
async function zipDestination(build, workDir, tempDir) {
    return build.keepArchive
        ? (0,external_node_path_.join)(await (0,promises_.mkdtemp)((0,external_node_path_.join)(tempDir, 'amezmo-archive-')), 'app.zip')
        : (0,external_node_path_.join)(workDir, 'app.zip');
}
/**
 * Writes the zip of `listing` to `destination`, telling `onWritten` how far it is written as it
 * goes (for an upload that streams it).
 */
async function writeZip(build, listing, destination, mtime, { logger, signal, progress }, onWritten) {
    const { list } = listing;
    const { writeArchive } = await loadArchiver();
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
        ? `the files hold ${(0,format/* formatBytes */.z3)(list.totalBytes)}; the rest is the zip's records`
        : `${(0,format/* formatBytes */.z3)(list.totalBytes)} before compression`;
    logger.info(`Archive: ${archive.files} entries, ${(0,format/* formatBytes */.z3)(archive.size)} (${before}), ` +
        `sha256 ${archive.sha256}`);
    return { ...archive, keptPath: build.keepArchive ? archive.path : '' };
}
/** An archive given as it is: its digest and, for a zip, its entry count. */
async function readGivenArchive(given, ignored, { logger, signal }) {
    if (ignored.length > 0) {
        logger.notice(`An archive was given, so ${ignored.map((name) => `'${name}'`).join(' and ')} ` +
            `${ignored.length > 1 ? 'were' : 'was'} ignored: it is deployed as it is.`);
    }
    const sha256 = await (0,archive_given/* sha256Of */.B)(given.path, signal);
    const files = given.format === 'zip' ? await (0,archive_given/* zipEntryCount */.P)(given.path, given.size) : undefined;
    logger.info(`Archive given: ${given.path}, a ${given.format} of ${(0,format/* formatBytes */.z3)(given.size)}` +
        `${files === undefined ? '' : `, ${files} entries`}, sha256 ${sha256}`);
    return { path: given.path, size: given.size, sha256, files, keptPath: '' };
}
/** A folder of its own for one run's archive, removed by `dispose`. */
async function workFolder(tempDir) {
    const path = await (0,promises_.mkdtemp)((0,external_node_path_.join)(tempDir, 'amezmo-deploy-'));
    return { path, dispose: () => (0,promises_.rm)(path, { recursive: true, force: true }) };
}


/***/ }),

/***/ 77782:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FIRST_LOOK_MS: () => (/* reexport safe */ _upload_js__WEBPACK_IMPORTED_MODULE_5__._F),
/* harmony export */   LAST_LOOK_MS: () => (/* reexport safe */ _upload_js__WEBPACK_IMPORTED_MODULE_5__.WP),
/* harmony export */   LaunchTimeoutError: () => (/* reexport safe */ _upload_js__WEBPACK_IMPORTED_MODULE_5__.Hn),
/* harmony export */   RunCancelledError: () => (/* reexport safe */ _failure_js__WEBPACK_IMPORTED_MODULE_2__.B),
/* harmony export */   UnhealthyError: () => (/* reexport safe */ _health_js__WEBPACK_IMPORTED_MODULE_3__.P4),
/* harmony export */   abandonWalk: () => (/* reexport safe */ _archive_js__WEBPACK_IMPORTED_MODULE_0__.Nz),
/* harmony export */   archiveFacts: () => (/* reexport safe */ _report_js__WEBPACK_IMPORTED_MODULE_4__.i_),
/* harmony export */   archiveOutputs: () => (/* reexport safe */ _report_js__WEBPACK_IMPORTED_MODULE_4__.py),
/* harmony export */   checkOfDeployment: () => (/* reexport safe */ _health_js__WEBPACK_IMPORTED_MODULE_3__.PN),
/* harmony export */   createHttpProbe: () => (/* reexport safe */ _health_js__WEBPACK_IMPORTED_MODULE_3__.Xx),
/* harmony export */   environmentUrl: () => (/* reexport safe */ _environment_js__WEBPACK_IMPORTED_MODULE_1__.fw),
/* harmony export */   failedHealth: () => (/* reexport safe */ _health_js__WEBPACK_IMPORTED_MODULE_3__.yD),
/* harmony export */   failureOf: () => (/* reexport safe */ _failure_js__WEBPACK_IMPORTED_MODULE_2__.g),
/* harmony export */   healthCheckUrlOf: () => (/* reexport safe */ _environment_js__WEBPACK_IMPORTED_MODULE_1__.xJ),
/* harmony export */   healthFacts: () => (/* reexport safe */ _report_js__WEBPACK_IMPORTED_MODULE_4__.mv),
/* harmony export */   healthOutputs: () => (/* reexport safe */ _report_js__WEBPACK_IMPORTED_MODULE_4__.Bv),
/* harmony export */   keptFacts: () => (/* reexport safe */ _report_js__WEBPACK_IMPORTED_MODULE_4__.UB),
/* harmony export */   loadRelease: () => (/* binding */ loadRelease),
/* harmony export */   loadRollback: () => (/* binding */ loadRollback),
/* harmony export */   readEnvironment: () => (/* reexport safe */ _environment_js__WEBPACK_IMPORTED_MODULE_1__.Qo),
/* harmony export */   restartWorkers: () => (/* reexport safe */ _workers_js__WEBPACK_IMPORTED_MODULE_6__.L),
/* harmony export */   startWalk: () => (/* reexport safe */ _archive_js__WEBPACK_IMPORTED_MODULE_0__.eh)
/* harmony export */ });
/* harmony import */ var _archive_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47748);
/* harmony import */ var _environment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36151);
/* harmony import */ var _failure_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22948);
/* harmony import */ var _health_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7826);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(62222);
/* harmony import */ var _upload_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(63169);
/* harmony import */ var _workers_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(51217);
// src/pipeline/: what the other folders may use. Everything else here is this folder's own.
//
// A release itself (deployRelease, and the rollback's redeploy, with the archive's code behind
// them) is loaded on first use, through loadRelease and loadRollback, so that a run that skips
// never reads it.







/** deployRelease, the one way every job deploys: `const { deployRelease } = await loadRelease()`. */
const loadRelease = () => __webpack_require__.e(/* import() */ 397).then(__webpack_require__.bind(__webpack_require__, 32397));
/** The way back to the last healthy bytes: redeploy, describeRelease, RolledBackError. */
const loadRollback = () => Promise.all(/* import() */[__webpack_require__.e(397), __webpack_require__.e(776)]).then(__webpack_require__.bind(__webpack_require__, 29776));


/***/ }),

/***/ 62222:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bv: () => (/* binding */ healthOutputs),
/* harmony export */   UB: () => (/* binding */ keptFacts),
/* harmony export */   i_: () => (/* binding */ archiveFacts),
/* harmony export */   mv: () => (/* binding */ healthFacts),
/* harmony export */   py: () => (/* binding */ archiveOutputs)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16264);
// What every front end shows of a deployment the pipeline made: its outputs and its facts in a
// summary, the same in the deploy and the preview actions.

/** The archive outputs of action.yml, set on every run ('' for what is not known). */
function archiveOutputs(release) {
    const archive = release?.archive;
    return {
        'archive-size': archive ? String(archive.size) : '',
        'archive-files': archive?.files === undefined ? '' : String(archive.files),
        'archive-sha256': archive?.sha256 ?? '',
        'archive-manifest': release?.manifestPath ?? '',
        'archive-path': archive?.keptPath ?? '',
    };
}
/** The archive's facts for a summary: its size, entries and digest, and where its bytes are. */
function archiveFacts(release) {
    const archive = release?.archive;
    return [
        [
            'Archive',
            archive
                ? {
                    text: `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(archive.size)}, ` +
                        (archive.files === undefined ? '' : `${archive.files} entries, `) +
                        `sha256 ${archive.sha256}`,
                }
                : undefined,
        ],
        [
            // Folders end in a slash; a file at the root is named as itself.
            'Largest folders and files',
            release && release.largestFolders.length > 0
                ? {
                    text: release.largestFolders
                        .map(({ folder, bytes }) => `${folder} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(bytes)})`)
                        .join(', '),
                }
                : undefined,
        ],
    ];
}
/** The health outputs of action.yml: `unchecked` until a health was verified. */
function healthOutputs(release) {
    return {
        health: release?.health?.health ?? 'unchecked',
        'health-detail': release?.health?.detail ?? '',
    };
}
const HEALTH_ICONS = {
    healthy: '💚',
    unhealthy: '🩺❌',
    unchecked: '➖',
    'not-live': '🚫',
};
/** The health's facts: the verdict and what decided it, the probe's last answer among it. */
function healthFacts(release) {
    const health = release?.health;
    return [
        [
            'Health',
            health
                ? { text: `${HEALTH_ICONS[health.health]} ${health.health}: ${health.detail}` }
                : undefined,
        ],
    ];
}
/** Where the archive's bytes are kept, or why they are not. */
function keptFacts(release) {
    const kept = release?.kept;
    return [
        [
            'Kept',
            kept
                ? {
                    text: 'file' in kept
                        ? `${kept.file} of the ledger folder, until ${kept.expiresAt.slice(0, 10)}`
                        : `workflow artifact ${kept.id} (${kept.name})`,
                }
                : release?.keepProblem
                    ? { text: `not kept: ${release.keepProblem}` }
                    : undefined,
        ],
    ];
}


/***/ }),

/***/ 63169:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hn: () => (/* binding */ LaunchTimeoutError),
/* harmony export */   WP: () => (/* binding */ LAST_LOOK_MS),
/* harmony export */   _F: () => (/* binding */ FIRST_LOOK_MS),
/* harmony export */   wG: () => (/* binding */ uploadArchive)
/* harmony export */ });
/* unused harmony export progressLogger */
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25309);
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(53249);
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70529);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16264);
// Sending the archive: one deployment created, with its progress in the log. A new instance may
// still be launching (a preview's): its refusal is waited out. An answer lost after the whole
// archive went out is never sent again blindly: the environment is asked whether it now shows a
// deployment of this commit, and the error names it.




class LaunchTimeoutError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .AmezmoDeployError */ .n2 {
    errorCode = 'launch-timed-out';
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
            logger.info(`Uploaded ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z3)(sent)} as the archive is written (${rate.toFixed(1)} MiB/s)`);
            return;
        }
        logger.info(`Uploaded ${Math.floor((sent / total) * 100)}% (${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z3)(sent)} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z3)(total)}, ${rate.toFixed(1)} MiB/s)`);
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
    const pauses = (0,_clock_js__WEBPACK_IMPORTED_MODULE_2__/* .backOff */ .fu)(deps.pollMs, FIRST_LOOK_MS, LAST_LOOK_MS);
    let interval = pauses.first;
    for (;;) {
        try {
            return await client.createDeployment(target.instance, params, { signal, onProgress });
        }
        catch (error) {
            if (error instanceof _api_index_js__WEBPACK_IMPORTED_MODULE_3__/* .UncertainOutcomeError */ .u) {
                throw await withLikelyDeployment(error, deps, fields, options.startedAt);
            }
            const launching = options.launching;
            if (!launching || !isStillLaunching(error))
                throw error;
            logger.info(`Instance ${target.instance} is not ready for deployments yet: ${(0,_api_index_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .bD)(error)}`);
            const remaining = launching.deadline - clock.now();
            if (remaining <= 0) {
                throw new LaunchTimeoutError(`Instance ${target.instance} still refused deployments after ${launching.timeoutSeconds} s ` +
                    `(${(0,_api_index_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .bD)(error)}). Raise 'launch-timeout', or look at the instance in the Amezmo dashboard.`);
            }
            await clock.sleep(Math.min(interval, remaining), signal);
            interval = Math.min(pauses.last, Math.round(interval * 1.5));
        }
    }
}
function isStillLaunching(error) {
    return (error instanceof _api_index_js__WEBPACK_IMPORTED_MODULE_4__/* .ApiError */ .hD && error.status === 409 && error.code === 'invalid_instance_state');
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
            return new _api_index_js__WEBPACK_IMPORTED_MODULE_3__/* .UncertainOutcomeError */ .u(`${error.message} Environment '${error.environment}' now shows deployment ${current.id} ` +
                `(${current.status}) of this commit: ${whose}.`, error.cause, { ...error, likelyDeployment: { id: current.id, status: current.status } });
        }
    }
    catch {
        // The look-up is a courtesy: the error already says where to check.
    }
    return error;
}


/***/ }),

/***/ 51217:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ restartWorkers)
/* harmony export */ });
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);

/** Restarts every listed worker at once; one failing does not stop the others. */
async function restartWorkers(client, instanceId, workerIds, logger, signal) {
    const results = await Promise.allSettled(workerIds.map((id) => client.restartWorker(instanceId, id, { signal })));
    const restarted = [];
    const failed = [];
    results.forEach((result, index) => {
        const id = workerIds[index];
        if (result.status === 'fulfilled') {
            restarted.push(id);
            logger.info(`Worker ${id} (${result.value.name}): ${result.value.status}`);
        }
        else {
            failed.push({ id, message: (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(result.reason) });
            logger.info(`Worker ${id}: failed: ${(0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(result.reason)}`);
        }
    });
    return { restarted, failed };
}


/***/ })

};
