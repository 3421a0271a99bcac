export const id = 757;
export const ids = [757];
export const modules = {

/***/ 62757:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  NO_RELEASE: () => (/* binding */ NO_RELEASE),
  deployRelease: () => (/* binding */ deployRelease),
  skipsWithoutProof: () => (/* binding */ skipsWithoutProof)
});

// EXTERNAL MODULE: ./src/api/index.ts + 6 modules
var api = __webpack_require__(87027);
// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(16264);
// EXTERNAL MODULE: ./src/ledger/index.ts + 8 modules
var ledger = __webpack_require__(36811);
// EXTERNAL MODULE: ./src/archive/index.ts + 2 modules
var src_archive = __webpack_require__(68723);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
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
    const { startCompressors } = await (0,src_archive/* loadArchiver */.LH)();
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
    const [{ listFiles, manifestParts, manifestLine, manifestName, largestFolders }, { capYoungGeneration },] = await Promise.all([(0,src_archive/* loadArchiver */.LH)(), __webpack_require__.e(/* import() */ 820).then(__webpack_require__.bind(__webpack_require__, 28820))]);
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
    const { writeArchive } = await (0,src_archive/* loadArchiver */.LH)();
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
    const sha256 = await (0,src_archive/* sha256Of */.Bj)(given.path, signal);
    const files = given.format === 'zip' ? await (0,src_archive/* zipEntryCount */.Pk)(given.path, given.size) : undefined;
    logger.info(`Archive given: ${given.path}, a ${given.format} of ${(0,format/* formatBytes */.z3)(given.size)}` +
        `${files === undefined ? '' : `, ${files} entries`}, sha256 ${sha256}`);
    return { path: given.path, size: given.size, sha256, files, keptPath: '' };
}
/** A folder of its own for one run's archive, removed by `dispose`. */
async function workFolder(tempDir) {
    const path = await (0,promises_.mkdtemp)((0,external_node_path_.join)(tempDir, 'amezmo-deploy-'));
    return { path, dispose: () => (0,promises_.rm)(path, { recursive: true, force: true }) };
}

// EXTERNAL MODULE: ./src/pipeline/follow.ts
var follow = __webpack_require__(31397);
// EXTERNAL MODULE: ./src/pipeline/health.ts
var pipeline_health = __webpack_require__(7826);
// EXTERNAL MODULE: ./src/pipeline/upload.ts
var pipeline_upload = __webpack_require__(63169);
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
                if (streams(request, listing, deps.streamFromBytes ?? src_archive/* STREAM_FROM_BYTES */.Ob)) {
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
                    ...(await (0,ledger/* keepArchive */.QK)(request, request.ledger, archive, work, deps)),
                };
            }
        }
        let mirror = await (0,ledger/* startMirror */.qE)(undefined);
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
                        ...(await (0,ledger/* keepArchive */.QK)(request, request.ledger, sent.archive, work, deps)),
                    };
                }
                await work.dispose();
            }
            else {
                const archive = result.archive;
                created = await group('Upload', async () => {
                    try {
                        return await (0,pipeline_upload/* uploadArchive */.wG)(request, archive.path, request.fields, deps, {
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
            mirror = await (0,ledger/* startRecords */.Vv)(recordedRelease(request, created.id, result), deps);
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
                await mirror.settle('failure', (0,ledger/* healthDescription */.DI)(health.health, health.detail));
            }
            else {
                await mirror.settle('success', (0,ledger/* healthDescription */.DI)(health.health, succeeded));
            }
            return result;
        }
        catch (error) {
            // An upload whose answer was lost, but whose deployment was found: recorded, as failed.
            const likely = ownLikelyDeployment(error);
            if (mirror.id === undefined && likely) {
                mirror = await (0,ledger/* startRecords */.Vv)(recordedRelease(request, likely.id, result), deps);
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
        if (error instanceof api/* UncertainOutcomeError */.un && !error.archiveSent) {
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
    if (!(error instanceof api/* UncertainOutcomeError */.un) || !error.archiveSent)
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
    return (!request.dryRun && listing.list.totalBytes >= fromBytes && (0,src_archive/* surelyFits */.Fb)(listing.list.entries));
}
/**
 * Writes the archive and uploads it at once, the upload reading the file as it grows. The last
 * bytes are held back until the archive is whole and its digest known: when those bytes are the
 * live release's, the upload is given up before its body is complete, so nothing is deployed.
 * A failure of either stops the other; the upload's own error is the one reported.
 */
async function buildWhileUploading(request, build, listing, mtime, workDir, deps) {
    const destination = await zipDestination(build, workDir, request.tempDir);
    const file = new src_archive/* GrowingFile */.eY(destination);
    const stopUpload = new AbortController();
    const stopWriting = new AbortController();
    let uploadFailure;
    const upload = (0,pipeline_upload/* uploadArchive */.wG)(request, destination, request.fields, { ...deps, signal: AbortSignal.any([deps.signal, stopUpload.signal]) }, { launching: request.launching, startedAt: request.startedAt, growing: file }).catch((error) => {
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
        `${(0,format/* shortSha */.Fu)(live.commit)}), but the ledger records them ${RECORDED[live.health]}: their ` +
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
/** What the ledger records of Amezmo deployment `id`, and where. */
function recordedRelease(request, id, result) {
    return {
        instance: request.instance,
        environment: request.environment,
        deploymentId: id,
        commit: request.fields.commit ?? '',
        ...(request.commitTime === undefined ? {} : { commitTime: request.commitTime }),
        archive: result.archive,
        kept: result.kept,
        ledger: request.ledger,
        mirror: request.mirror,
    };
}


/***/ })

};
