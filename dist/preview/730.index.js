export const id = 730;
export const ids = [730];
export const modules = {

/***/ 1640:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ ArchiveError)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
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

/***/ 3709:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E5: () => (/* binding */ largestFolders),
/* harmony export */   Fb: () => (/* binding */ surelyFits),
/* harmony export */   Ip: () => (/* binding */ MAX_ARCHIVE_BYTES),
/* harmony export */   Ob: () => (/* binding */ STREAM_FROM_BYTES),
/* harmony export */   g$: () => (/* binding */ tooLarge)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6264);
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


/***/ }),

/***/ 1730:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  NO_RELEASE: () => (/* binding */ NO_RELEASE),
  deployRelease: () => (/* binding */ deployRelease),
  skipsWithoutProof: () => (/* binding */ skipsWithoutProof)
});

// EXTERNAL MODULE: ./src/api/statuses.ts
var statuses = __webpack_require__(5640);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(3249);
// EXTERNAL MODULE: ./src/api/client.ts + 1 modules
var client = __webpack_require__(5309);
// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(6264);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(6466);
// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(3916);
;// CONCATENATED MODULE: ./src/ledger/record.ts
// The ledger's record of a release, in every store: the payload, versioned, that names the Amezmo
// deployment, the archive's sha256, the commit and where the archive's bytes are kept (a workflow
// artifact, or a file of a ledger folder), and the statuses whose descriptions say whether it was
// proven healthy. A GitHub deployment of the ledger's task carries the payload and its statuses
// (./github.ts); a ledger folder's record file carries the same (./folder.ts).

/** The task of the ledger's GitHub deployments, so that other deployments are never mistaken. */
const LEDGER_TASK = 'deploy:amezmo';
/** How a message names a kept archive: `artifact 12 ('name', run 3)` or `file archives/….zip`. */
function record_describeKept(kept) {
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
        const at = asRecord(status)?.created_at;
        if (typeof at !== 'string' || !Number.isFinite(Date.parse(at)))
            return '';
        since = at;
    }
    return since;
}
/** The states a release's run ends in; any other (`in_progress`, none) is a run not ended. */
const ENDED_STATES = (/* unused pure expression or super */ null && (['success', 'failure', 'error', 'inactive']));
/** What the description of a health a later run proved starts with, after its health mark. */
const PROVEN_AGAIN = 'proven again';
const PROOF_MARK = new RegExp(`^health: [\\w-]+; ${PROVEN_AGAIN}\\b`);
/** A status a later run added, proving the health of a release live already. */
function isProof(status) {
    const description = asRecord(status)?.description;
    return typeof description === 'string' && PROOF_MARK.test(description);
}
/**
 * How the release's own run ended: its oldest status of an end (statuses newest first), not one
 * a later run added with a proof of its health.
 */
function ranOf(statuses) {
    for (const status of [...statuses].reverse()) {
        const record = asRecord(status);
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
    const stateOf = (status) => asRecord(status)?.state;
    const newest = asRecord(statuses.find((status, index) => stateOf(status) !== 'inactive' ||
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
            return (asRecord(status)?.state === 'success' || health === 'healthy' || health === 'unhealthy');
        }),
    };
}
/** The most releases read back: enough for any rollback, bounded for a long-lived repository. */
const MAX_RELEASES = 200;
/** asRecord's check, as a guard that narrows. */
function isObject(value) {
    return asRecord(value) !== undefined;
}
function parseJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/ledger/artifacts.ts
// A release's bytes, kept as a workflow artifact so that they outlive the run that built them,
// and found again by a later run that rolls back to them. GitHub's own @actions/artifact moves
// the bytes (it speaks the artifact service's protocol, and its blob storage's); this module
// names the artifact, asks GitHub first whether it is still there, and checks the bytes read
// back against the digest the ledger recorded: bytes that do not match are never deployed.







/** The artifact could not be kept or read back; the message says why and what to do. */
class ArtifactError extends src_errors/* AmezmoDeployError */.n2 {
    errorCode = 'artifact-unavailable';
    constructor(message) {
        super(message);
        this.name = 'ArtifactError';
    }
}
/** The bytes read back are not the ones the ledger recorded: they are never deployed. */
class DigestMismatchError extends src_errors/* AmezmoDeployError */.n2 {
    errorCode = 'digest-mismatch';
    constructor(kept, recorded, actual) {
        super(`The archive kept as ${record_describeKept(kept)} reads back as ` +
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
        const answer = await target.github.request('GET', repoPath(target, `/actions/artifacts/${kept.id}`), { signal });
        const expired = answer?.expired;
        return expired === true ? 'expired' : 'kept';
    }
    catch (error) {
        if (signal?.aborted)
            throw error;
        if (error instanceof GitHubApiError && error.status === 404)
            return 'gone';
        return { problem: artifactProblem(error) };
    }
}
/** Why an artifact request failed, as a clause naming the permission when one is missing. */
function artifactProblem(error) {
    if (error instanceof GitHubApiError &&
        error.rateLimit === undefined &&
        (error.status === 401 || error.status === 403)) {
        return (`the token may not read the workflow's artifacts (GitHub answered ${error.status}): give ` +
            'the job "permissions: actions: read"');
    }
    return clauseOf(error);
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
        throw new ArtifactError(`Could not read the archive kept as ${describeKept(kept)}: ${why}.`);
    }
    await trust?.();
    return readBackChecked(tempDir, release, async (folder) => {
        try {
            return await store.fetch(kept, folder);
        }
        catch (error) {
            if (signal?.aborted)
                throw error;
            throw new ArtifactError(`Could not download artifact ${kept.id} ('${kept.name}', run ${kept.runId}): ${clauseOf(error)}.`);
        }
    }, signal);
}
/**
 * A kept archive read back into a folder of its own under `tempDir` (`place` puts the file there
 * and answers its path), and checked against the ledger; the folder is removed when either fails.
 * Every ledger reads its archives back through this.
 */
async function readBackChecked(tempDir, release, place, signal) {
    const folder = await mkdtemp(join(tempDir, 'amezmo-kept-'));
    const dispose = () => rm(folder, { recursive: true, force: true });
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
    const { size } = await stat(path);
    const actual = size === release.size ? await sha256Of(path, signal) : undefined;
    if (actual !== release.sha256) {
        throw new DigestMismatchError(release.artifact, release, { sha256: actual, size });
    }
}

// EXTERNAL MODULE: ./src/github/deployments.ts
var deployments = __webpack_require__(6887);
;// CONCATENATED MODULE: ./src/ledger/mirror.ts
// The GitHub deployment that mirrors an Amezmo one, on the repository's Environments page and its
// pull requests: created and `in_progress` once Amezmo has the deployment (so that the ledger's
// record can name it), `success` once the deployment was followed to success and its health
// verified, `failure` when it fails or is unhealthy, `inactive` when the run is cancelled. With
// `wait: false` it stays `in_progress`, since the outcome is not followed. It never fails a run.
// With a payload of the ledger's task, it is the record of the ledger's GitHub store (./github.ts);
// a preview's is one without.


/** Creates the GitHub deployment and sets it in progress; a mirror that does nothing without one. */
async function startMirror(settings) {
    const github = settings ? await deployments/* GitHubDeployment */.P.create(settings) : undefined;
    await github?.setStatus('in_progress', settings?.startedText ?? '');
    return {
        id: github?.id,
        succeeded: async (text) => github?.setStatus('success', text),
        settle: async (state, text) => github?.setStatus(state, text),
        failed: async (error, cancelled) => github?.setStatus(cancelled ? 'inactive' : 'failure', (0,errors/* messageOf */.bD)(error)),
    };
}

;// CONCATENATED MODULE: ./src/ledger/recording.ts
// A release recorded as the pipeline makes it: its archive kept (as a workflow artifact, or in a
// ledger folder) before the upload, then its record started once Amezmo has the deployment, in
// the GitHub deployment that mirrors it or in the journal of a ledger folder, and its outcome
// marked on it as the run ends. Nothing here fails a deployment: what could not be kept or
// recorded is a warning that says what is lost.








/**
 * Records Amezmo deployment `release.deploymentId`: the GitHub deployment that mirrors it, and
 * the release's record in the ledger, which that deployment carries, or the journal keeps. Its
 * statuses follow the run.
 */
async function startRecords(release, deps) {
    const { ledger, archive } = release;
    const record = ledger && archive
        ? {
            instance: release.instance,
            environment: release.environment,
            deploymentId: release.deploymentId,
            sha256: archive.sha256,
            size: archive.size,
            commit: release.commit,
            ...(release.commitTime === undefined ? {} : { commitTime: release.commitTime }),
            ref: ledger.ref,
            artifact: release.kept,
            ...(ledger.runId ? { runId: ledger.runId } : {}),
            ...(ledger.redeployOf === undefined ? {} : { redeployOf: ledger.redeployOf }),
            ...(ledger.promotedFrom ? { promotedFrom: ledger.promotedFrom } : {}),
        }
        : undefined;
    if (!record || !deps.journal)
        return startMirror(mirrorOf(release.mirror, record));
    const [github, journal] = [
        await startMirror(release.mirror),
        await deps.journal.start(record).catch((error) => {
            deps.logger.warning(`Could not record the release in the ledger: ${(0,errors/* clauseOf */.pQ)(error)}. The Amezmo ` +
                'deployment goes on, but no later run can find this release to roll back to it.');
            return undefined;
        }),
    ];
    return journal ? bothRecordings(github, journal) : github;
}
/** One recording that sets the statuses of two; the second's failures are its own. */
function bothRecordings(first, second) {
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
function mirrorOf(mirror, record) {
    if (!mirror || !record)
        return mirror;
    return {
        ...mirror,
        task: LEDGER_TASK,
        payload: payloadOf(record),
        withoutIt: 'The Amezmo deployment goes on, but no later run can find this release to roll back to it.',
    };
}
/**
 * Keeps the archive in `store` (a workflow artifact, or a ledger folder's file), named for what it
 * is: a copy in the run's work folder, so that the artifact's name is the file's. The archive
 * built by this run is linked there; one given as it is, which something else may write, is
 * copied from `exact`, its bytes as they were when its digest was taken. A failure is a warning
 * that says what is lost: the deployment goes on.
 */
async function keepArchive(where, ledger, archive, work, { store, group, logger, signal, }) {
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
        const name = artifactName(where, archive.sha256, ledger.attempt);
        try {
            const folder = (0,external_node_path_.join)(work.path, 'kept');
            await (0,promises_.mkdir)(folder, { recursive: true });
            const copy = (0,external_node_path_.join)(folder, name);
            if (archive.exact)
                await (0,external_node_stream_promises_.pipeline)(archive.exact.open(), (0,external_node_fs_.createWriteStream)(copy), { signal });
            // The run's own archive, in the work folder or (kept) in the temporary folder.
            else
                await (0,promises_.link)(archive.path, copy).catch(() => (0,promises_.copyFile)(archive.path, copy));
            const kept = await store.keep(copy, ledger.keepDays, archive.sha256);
            logger.info(`Kept the archive as ${record_describeKept(kept)} for ${ledger.keepDays} days.`);
            return { kept, keepProblem: '' };
        }
        catch (error) {
            const problem = (0,errors/* clauseOf */.pQ)(error);
            logger.warning(`Could not keep the archive: ${problem}; ${lost}.`);
            return { kept: undefined, keepProblem: problem };
        }
    });
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
;// CONCATENATED MODULE: ./src/archive/chunk-pool.ts
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

// EXTERNAL MODULE: ./src/archive/error.ts
var archive_error = __webpack_require__(1640);
;// CONCATENATED MODULE: ./src/archive/given.ts
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
const GIVEN_FLAGS = external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NOFOLLOW ?? 0) | (external_node_fs_.constants.O_NONBLOCK ?? 0);
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
    return new archive_error/* ArchiveError */.d(`The archive given, ${file.path}, changed while this step read it: ${what}. Let what ` +
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
        fd = (0,external_node_fs_.openSync)(file.path, GIVEN_FLAGS);
    }
    catch (error) {
        const code = error.code ?? '';
        const what = GONE[code];
        if (what)
            throw changed(file, `${what} (${code})`, error);
        // Not a change (too many open files, an input/output error): said as it is.
        throw new archive_error/* ArchiveError */.d(`Could not open the archive given, ${file.path}: ${error.message}.`, { cause: error });
    }
    try {
        const stat = (0,external_node_fs_.fstatSync)(fd);
        if (!stat.isFile())
            throw changed(file, 'it is no longer a regular file');
        if (stat.size !== file.size) {
            throw changed(file, `it is now ${stat.size} bytes, not the ${file.size} it was`);
        }
        return fd;
    }
    catch (error) {
        (0,external_node_fs_.closeSync)(fd);
        throw error;
    }
}
const readAsync = (0,external_node_util_.promisify)(external_node_fs_.read);
const openAsync = (0,external_node_util_.promisify)(external_node_fs_.open);
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
        (0,external_node_fs_.closeSync)(fd);
    }
}
/**
 * The sha256 of the first `size` bytes of the file open at `fd`, its last `tail.length` copied
 * into `tail`; `ended` is the error for a file that ends sooner. Two buffers take turns, one read
 * while the other is hashed: a fresh buffer for each chunk costs its pages' first touch (on this
 * project's machines, more than the hash), and one read after another leaves the hash waiting.
 */
async function digestOf(fd, size, tail, ended, signal) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
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
    const hash = (0,external_node_crypto_.createHash)('sha256');
    const pool = new ChunkPool(CHUNK_BYTES, SPARE_CHUNKS);
    const reader = new external_node_stream_.Readable({
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
                const bytesRead = (0,external_node_fs_.readSync)(fd, buffer, 0, buffer.length, at);
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
                    (0,external_node_fs_.closeSync)(fd);
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
async function given_sha256Of(path, signal) {
    const fd = await openAsync(path, 'r');
    try {
        const { size } = fstatSync(fd);
        const ended = (at) => new Error(`${path} ended after ${at} of its ${size} bytes`);
        return await digestOf(fd, size, Buffer.alloc(0), ended, signal);
    }
    finally {
        closeSync(fd);
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

// EXTERNAL MODULE: ./src/archive/size.ts
var size = __webpack_require__(3709);
;// CONCATENATED MODULE: ./src/archive/growing.ts
// A file read while it is written: the archive streams to the upload as the writer lays it down.
// Every reader reads the file itself, from its start, so that an upload tried again after a cut
// sends the same bytes, and memory stays flat however far the network falls behind the disk.



/** Chunks a reader reads ahead of its consumer, at most. */
const growing_AHEAD_CHUNKS = 4;
/** Chunks a reader keeps for reuse, at most. */
const growing_SPARE_CHUNKS = 32;
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
        let fd;
        let position = 0;
        let waiting;
        const pool = new ChunkPool(READ_BYTES, growing_SPARE_CHUNKS);
        const close = () => {
            if (waiting)
                this.waiting.delete(waiting);
            waiting = undefined;
            if (fd !== undefined)
                (0,external_node_fs_.closeSync)(fd);
            fd = undefined;
        };
        // Read at once, as much as the consumer takes: the bytes were just written and sit in the
        // page cache. The writer holds the thread while it deflates, and gives it up only between
        // tasks; a read that waited on the thread pool moved one chunk a turn, so that the upload
        // fell megabytes behind the archive and sent most of it after the last byte was written.
        const pump = (stream) => {
            for (;;) {
                if (stream.destroyed)
                    return;
                if (this.failure)
                    return void stream.destroy(this.failure);
                if (position < this.readable) {
                    const length = Math.min(READ_BYTES, this.readable - position);
                    const buffer = pool.take(length);
                    let bytesRead;
                    try {
                        fd ??= (0,external_node_fs_.openSync)(this.path, 'r');
                        bytesRead = (0,external_node_fs_.readSync)(fd, buffer, 0, length, position);
                    }
                    catch (error) {
                        return void stream.destroy(error);
                    }
                    if (bytesRead === 0) {
                        return void stream.destroy(new Error(`${this.path} ended before its written length`));
                    }
                    position += bytesRead;
                    if (!stream.push(pool.give(buffer, bytesRead)))
                        return;
                    continue;
                }
                if (this.finalSize !== undefined) {
                    close();
                    stream.push(null);
                    return;
                }
                if (!waiting) {
                    waiting = () => {
                        if (waiting)
                            this.waiting.delete(waiting);
                        waiting = undefined;
                        pump(stream);
                    };
                    this.waiting.add(waiting);
                }
                return;
            }
        };
        const reader = new external_node_stream_.Readable({
            // A stream of chunks, each read as one: a byte stream's read() joins what is buffered into
            // a new buffer, which would be garbage again, and never the chunk to take back.
            objectMode: true,
            highWaterMark: growing_AHEAD_CHUNKS,
            read() {
                pump(this);
            },
            destroy(error, done) {
                try {
                    close();
                }
                finally {
                    done(error);
                }
            },
        });
        return pool.reusing(reader);
    }
    wake() {
        for (const waiter of [...this.waiting])
            waiter();
    }
}

;// CONCATENATED MODULE: ./src/archive/index.ts





/** The walk, the manifest and the zip writer: `const { writeArchive } = await loadArchiver()`. */
const loadArchiver = () => Promise.all(/* import() */[__webpack_require__.e(298), __webpack_require__.e(483)]).then(__webpack_require__.bind(__webpack_require__, 6483));

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
        __webpack_require__.e(/* import() */ 820).then(__webpack_require__.bind(__webpack_require__, 8820)),
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
    const { sha256, files } = await readGivenFacts(given, signal);
    logger.info(`Archive given: ${given.path}, a ${given.format} of ${(0,format/* formatBytes */.z3)(given.size)}` +
        `${files === undefined ? '' : `, ${files} entries`}, sha256 ${sha256}`);
    return { path: given.path, size: given.size, sha256, files, keptPath: '' };
}
/** A folder of its own for one run's archive, removed by `dispose`. */
async function workFolder(tempDir) {
    const path = await (0,promises_.mkdtemp)((0,external_node_path_.join)(tempDir, 'amezmo-deploy-'));
    return { path, dispose: () => (0,promises_.rm)(path, { recursive: true, force: true }) };
}

// EXTERNAL MODULE: ./src/api/shape.ts
var shape = __webpack_require__(1989);
// EXTERNAL MODULE: ./src/http/errors.ts
var http_errors = __webpack_require__(8549);
// EXTERNAL MODULE: ./src/clock.ts
var src_clock = __webpack_require__(9373);
// EXTERNAL MODULE: ./src/pipeline/wait-timeout.ts
var wait_timeout = __webpack_require__(5631);
;// CONCATENATED MODULE: ./src/pipeline/follow.ts
// Following a deployment to its end: polling its status within the wait's deadline, riding out
// an outage of the status endpoint, and cancelling the deployment when the wait times out or the
// run is cancelled.






const FIRST_POLL_MS = 2_000;
const LAST_POLL_MS = 10_000;
/**
 * Answers in a row of the wrong shape (a missing status, a status that is not a string, a list
 * where a record belongs) after which the wait ends: a service that answers so is not
 * about to say the deployment ended, and waiting out wait-timeout would only delay the news.
 */
const MALFORMED_IN_A_ROW = 3;
/** How often a wait with no news says where it stands. */
const WAIT_PROGRESS_EVERY_MS = 30_000;
/** The status endpoint refused this key; waiting longer cannot change that. */
class StatusRefusedError extends src_errors/* AmezmoDeployError */.n2 {
    errorCode = 'status-refused';
    constructor(deploymentId, cause) {
        super(`Could not read the status of deployment ${deploymentId}: ${(0,wait_timeout/* withoutFinalStop */.f)(cause.message)}. ` +
            "The deployment may still be running: see the environment's deployments in the Amezmo " +
            'dashboard, and check that the API key is still valid and may read this instance.', { cause });
        this.name = 'StatusRefusedError';
    }
}
/**
 * The status cannot be followed: answers of the wrong shape, again and again, or a redirect that
 * is not followed. The deployment is left as it is, neither cancelled nor called failed.
 */
class StatusNotFollowedError extends src_errors/* AmezmoDeployError */.n2 {
    errorCode = 'status-not-followed';
    constructor(deploymentId, problem, cause) {
        super(`Could not follow deployment ${deploymentId}: ${(0,wait_timeout/* withoutFinalStop */.f)(problem)}. It is left as ` +
            "it is, running or not: see the environment's deployments in the Amezmo dashboard.", { cause });
        this.name = 'StatusNotFollowedError';
    }
}
/** A record of the right kind whose status is missing, empty or not a string. */
class MalformedStatusError extends src_errors/* AmezmoDeployError */.n2 {
    errorCode = 'status-malformed';
    constructor(message) {
        super(message);
        this.name = 'MalformedStatusError';
    }
}
/** An answer that cannot be this deployment's status; polled again like a failed request. */
class UnreadableStatusError extends src_errors/* AmezmoDeployError */.n2 {
    errorCode = 'status-unreadable';
    constructor(message) {
        super(message);
        this.name = 'UnreadableStatusError';
    }
}
/**
 * What to do when a poll fails. The wait promises to end only at its deadline, at a final
 * status or on cancellation, because ending it early leaves a running deployment that nobody
 * follows or cancels. So every failure is polled through until the deadline (network errors,
 * timeouts, 408, 429, 5xx, answers that cannot be read, and also the odd 4xx, which a proxy in
 * the way can send for a while), except:
 * - 401 and 403: the key was revoked or lost its rights; no amount of waiting brings it back,
 *   and waiting out a long wait-timeout would only delay the news. The wait ends at once, saying
 *   the deployment may still be running and where to look.
 * - 404 and 405 on the deployment: the service lacks the endpoint; follow the environment.
 * Errors that are not about the service (a bug here) are passed on at once.
 */
function verdictOn(error, viaEnvironment) {
    if (error instanceof errors/* ApiError */.hD) {
        if (error.status === 401 || error.status === 403)
            return 'refused';
        if (!viaEnvironment && (error.status === 404 || error.status === 405))
            return 'environment';
        return 'retry';
    }
    if (error instanceof http_errors/* NetworkError */.Dr ||
        error instanceof http_errors/* UnexpectedResponseError */.dk ||
        error instanceof UnreadableStatusError ||
        error instanceof MalformedStatusError) {
        return 'retry';
    }
    return 'throw';
}
/**
 * Polls the deployment until it ends, backing off from 2 s to 10 s, and answers its final
 * status. Where the service lacks GET .../deployments/{id} (404 or 405), it follows the
 * environment's `current_deployment` instead. Failures to read the status are retried until the
 * deadline (see `verdictOn`), and each outage is logged once: when it began, and when it ended,
 * for how long and with what last error.
 */
async function followDeployment(options) {
    const { client, instanceId, environment, deploymentId, clock, logger, signal } = options;
    const deadline = clock.now() + options.timeoutMs;
    let viaEnvironment = false;
    const pauses = (0,src_clock/* backOff */.fu)(options.firstPollMs, FIRST_POLL_MS, LAST_POLL_MS);
    let interval = pauses.first;
    let last = 'pending';
    let outage;
    let malformedInARow = 0;
    const started = clock.now();
    let lastSaid = started;
    const timedOut = () => new wait_timeout/* WaitTimeoutError */.D(deploymentId, Math.round(options.timeoutMs / 1000), last, outage && {
        seconds: Math.round((clock.now() - outage.since) / 1000),
        lastError: outage.lastError,
    });
    const poll = async (pollSignal) => {
        if (!viaEnvironment) {
            const record = await client.getDeployment(instanceId, deploymentId, {
                signal: pollSignal,
                maxAttempts: 1,
            });
            if (record.id !== deploymentId) {
                throw new UnreadableStatusError(`the status endpoint answered with deployment ${String(record.id)} when deployment ` +
                    `${deploymentId} was asked for`);
            }
            return readableStatus(record.status, `Amezmo API: GET /instances/${instanceId}/deployments/${deploymentId}`);
        }
        const record = await client.getEnvironment(instanceId, environment, {
            signal: pollSignal,
            maxAttempts: 1,
        });
        const current = record.current_deployment;
        // Until the deployment becomes current there is no status to read; it is still going.
        if (typeof current !== 'object' || current === null)
            return 'pending';
        const { id, status } = current;
        return id === deploymentId
            ? readableStatus(status, `Amezmo API: the environment '${environment}' (current_deployment)`)
            : 'pending';
    };
    for (;;) {
        // A poll that stalls is cut at the deadline, so that wait-timeout bounds the whole wait.
        const deadlineSignal = clock.timeout(deadline - clock.now());
        const pollSignal = signal ? AbortSignal.any([signal, deadlineSignal]) : deadlineSignal;
        const sentAt = clock.now();
        let status;
        let retryAfterMs = 0;
        try {
            status = await poll(pollSignal);
        }
        catch (error) {
            if (signal?.aborted)
                throw error;
            if (deadlineSignal.aborted)
                throw timedOut();
            if (error instanceof http_errors/* RedirectError */.Lx) {
                throw new StatusNotFollowedError(deploymentId, error.message, error);
            }
            const malformed = malformedProblem(error);
            malformedInARow = malformed === undefined ? 0 : malformedInARow + 1;
            if (malformed !== undefined && malformedInARow >= MALFORMED_IN_A_ROW) {
                throw new StatusNotFollowedError(deploymentId, `${(0,wait_timeout/* withoutFinalStop */.f)(malformed)}, ${MALFORMED_IN_A_ROW} times in a row`, error);
            }
            const verdict = verdictOn(error, viaEnvironment);
            if (verdict === 'throw')
                throw error;
            if (verdict === 'refused')
                throw new StatusRefusedError(deploymentId, error);
            if (verdict === 'environment') {
                logger.info(`The deployment status endpoint answered ${error.status}; following the environment's current deployment instead.`);
                viaEnvironment = true;
                continue;
            }
            const message = (0,errors/* messageOf */.bD)(error);
            if (!outage) {
                outage = { since: sentAt, failures: 0, lastError: message };
                logger.info(`Could not read the status of deployment ${deploymentId}: ${(0,wait_timeout/* withoutFinalStop */.f)(message)}. ` +
                    `Trying again until the wait ends, ${Math.round((deadline - clock.now()) / 1000)} s from now.`);
            }
            outage.failures++;
            outage.lastError = message;
            if (error instanceof errors/* ApiError */.hD)
                retryAfterMs = error.retryAfterMs ?? 0;
        }
        if (status !== undefined) {
            malformedInARow = 0;
            if (outage) {
                logger.info(`Read the status of deployment ${deploymentId} again after an outage of ` +
                    `${Math.round((clock.now() - outage.since) / 1000)} s, from ${timeOfDay(outage.since)}: ` +
                    `${outage.failures} ${outage.failures === 1 ? 'poll' : 'polls'} failed, the last with: ` +
                    `${(0,wait_timeout/* withoutFinalStop */.f)(outage.lastError)}.`);
                outage = undefined;
            }
            const now = clock.now();
            if (status !== last) {
                logger.info(`Deployment ${deploymentId}: ${status}`);
                lastSaid = now;
            }
            else if (now - lastSaid >= WAIT_PROGRESS_EVERY_MS) {
                // A status that does not change is said again at a steady pace, with the time waited.
                logger.info(`Deployment ${deploymentId}: still ${status} after ${Math.round((now - started) / 1000)} s ` +
                    `(the wait ends in ${Math.max(0, Math.round((deadline - now) / 1000))} s, at ` +
                    `${timeOfDay(deadline)})`);
                lastSaid = now;
            }
            last = status;
            options.onStatus?.(status);
            if (!(0,statuses/* isInProgress */.LT)(status))
                return status;
        }
        const remaining = deadline - clock.now();
        if (remaining <= 0)
            throw timedOut();
        // A server that asked for a longer pause (Retry-After) gets it, within the deadline.
        await clock.sleep(Math.min(Math.max(interval, retryAfterMs), remaining), signal);
        interval = Math.min(pauses.last, Math.round(interval * 1.5));
    }
}
/** A status as read; an empty, missing or non-text one cannot say whether the deployment ended. */
function readableStatus(status, where) {
    if (typeof status !== 'string' || status.trim() === '') {
        throw new MalformedStatusError(`${where} answered a deployment whose 'status' is ` +
            `${status === undefined ? 'missing' : (JSON.stringify(status) ?? typeof status)}, not a word such as 'pending'`);
    }
    return status;
}
/** What was wrong with an answer of the wrong shape; undefined for any other failure. */
function malformedProblem(error) {
    if (error instanceof shape/* ShapeError */.ym)
        return error.problem;
    if (error instanceof MalformedStatusError)
        return error.message;
    return undefined;
}
/** `HH:MM:SS UTC`, the form a job log's own timestamps can be compared with. */
function timeOfDay(ms) {
    return `${new Date(ms).toISOString().slice(11, 19)} UTC`;
}
class DeploymentFailedError extends src_errors/* AmezmoDeployError */.n2 {
    errorCode = 'deployment-failed';
    status;
    constructor(deploymentId, status, where) {
        super(`Deployment ${deploymentId} ended with status '${status}'. ` +
            (where
                ? `Its log: Amezmo dashboard, instance ${where.instance}, environment ` +
                    `'${where.environment}', Deployments.`
                : "Its log is in the Amezmo dashboard, under the environment's deployments."));
        this.name = 'DeploymentFailedError';
        this.status = status;
    }
}
/**
 * Follows the deployment to success, telling each status it sees to `onStatus`; a final status
 * other than `succeeded` is a DeploymentFailedError. On a timeout or a cancelled run it cancels
 * the deployment first, when asked to, and tells the status the cancel answered.
 */
async function follow(target, deps, deploymentId, onStatus) {
    let final;
    try {
        final = await followDeployment({
            client: deps.client,
            instanceId: target.instance,
            environment: target.environment,
            deploymentId,
            timeoutMs: target.waitTimeoutSeconds * 1000,
            clock: deps.clock,
            logger: deps.logger,
            signal: deps.signal,
            onStatus,
            firstPollMs: deps.pollMs,
        });
    }
    catch (error) {
        if (target.cancelOnAbort && (error instanceof wait_timeout/* WaitTimeoutError */.D || deps.signal.aborted)) {
            const status = await cancel(deps, target.instance, deploymentId);
            if (status !== undefined)
                onStatus(status);
        }
        if (!target.cancelOnAbort && error instanceof wait_timeout/* WaitTimeoutError */.D)
            throw error.leftRunning();
        if (!target.cancelOnAbort && deps.signal.aborted) {
            deps.logger.warning(`Deployment ${deploymentId} was left running, not cancelled, as asked: it may still ` +
                "succeed or fail; see the environment's deployments in the Amezmo dashboard.");
        }
        throw error;
    }
    if (!(0,statuses/* isSucceeded */.Ak)(final)) {
        throw new DeploymentFailedError(deploymentId, final, {
            instance: target.instance,
            environment: target.environment,
        });
    }
}
/** Cancels a deployment, answering the status the service gave, or undefined when it could not. */
async function cancel({ client, logger }, instanceId, deploymentId) {
    try {
        // The run's own signal may be aborted already; the cancel gets a few seconds of its own.
        const cancelled = await client.cancelDeployment(instanceId, deploymentId, {
            signal: AbortSignal.timeout(5_000),
        });
        logger.warning(`Cancelled deployment ${deploymentId} (${cancelled.status}).`);
        return cancelled.status;
    }
    catch (error) {
        logger.warning(`Could not cancel deployment ${deploymentId}: ${(0,errors/* messageOf */.bD)(error)}`);
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/pipeline/health.ts
var pipeline_health = __webpack_require__(7826);
// EXTERNAL MODULE: ./src/pipeline/upload.ts
var pipeline_upload = __webpack_require__(3169);
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
        // A given archive's bytes, for its copy and its upload: only those its digest was taken of.
        let exact;
        if (source.kind === 'given') {
            const archive = await group('Read the archive given', () => readGivenArchive(source.archive, source.ignored, deps));
            result = { ...result, archive };
            exact = { size: archive.size, open: () => exactBytes(source.archive, archive.sha256) };
        }
        else {
            const archive = await group('Build the archive', async () => {
                const listing = await listArchive(source.build, request.tempDir, deps, request.walk);
                result = {
                    ...result,
                    manifestPath: listing.manifestPath,
                    largestFolders: listing.largestFolders,
                };
                await refuseEmpty(source.build, listing);
                const mtime = archiveTime(source.build.sourceDateEpoch, request.commitTime, logger, request.commitTimeFrom);
                if (streams(request, listing, deps.streamFromBytes ?? size/* STREAM_FROM_BYTES */.Ob)) {
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
                    ...(await keepArchive(request, request.ledger, { ...archive, exact }, work, deps)),
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
                        return await (0,pipeline_upload/* uploadArchive */.wG)(request, archive.path, request.fields, deps, {
                            launching: request.launching,
                            startedAt: request.startedAt,
                            before: request.before,
                            exact,
                        });
                    }
                    finally {
                        await work.dispose();
                    }
                });
            }
            result = { ...result, deploymentId: created.id, deploymentStatus: created.status };
            logger.info(`Created deployment ${created.id} (${created.status}).`);
            mirror = await startRecords(recordedRelease(request, created.id, result), deps);
            result = { ...result, githubDeploymentId: mirror.id };
            if (!request.wait)
                return result;
            await group(`Wait for deployment ${created.id}`, () => {
                deps.progress?.status?.(created.id, created.status);
                return follow(request, deps, created.id, (status) => {
                    result = { ...result, deploymentStatus: status };
                    deps.progress?.status?.(created.id, status);
                });
            });
            result = { ...result, succeeded: true };
            const succeeded = succeededText(request, created.id);
            if (!request.health) {
                await mirror.succeeded(succeeded);
                return result;
            }
            const health = await proveHealth(request, created.id, request.health, 'Verify health', deps);
            result = { ...result, health };
            if ((0,pipeline_health/* failedHealth */.yD)(health.health)) {
                await mirror.settle('failure', healthDescription(health.health, health.detail));
            }
            else {
                await mirror.settle('success', healthDescription(health.health, succeeded));
            }
            return result;
        }
        catch (error) {
            // An upload whose answer was lost, but whose deployment was found: recorded, as failed.
            const likely = ownLikelyDeployment(error);
            if (mirror.id === undefined && likely) {
                mirror = await startRecords(recordedRelease(request, likely.id, result), deps);
            }
            if (result.deploymentId !== undefined && (0,statuses/* isSucceeded */.Ak)(result.deploymentStatus)) {
                // Amezmo said it succeeded (the cancel of a run stopped late may say so too): it is
                // live, whatever stopped the proof of its health, which stays unknown.
                const why = signal.aborted ? 'the run was cancelled' : (0,errors/* clauseOf */.pQ)(error);
                const text = `${succeededText(request, result.deploymentId)}; health not proven: ${why}`;
                await mirror.settle('success', text.slice(0, 140));
            }
            else {
                await mirror.failed(error, signal.aborted);
            }
            throw error;
        }
    }
    catch (error) {
        const likely = ownLikelyDeployment(error);
        if (likely)
            result = { ...result, deploymentId: likely.id, deploymentStatus: likely.status };
        // Bytes the server did not get whole were not uploaded: their size and digest are not shown.
        if (error instanceof client/* UncertainOutcomeError */.u && !error.archiveSent) {
            result = { ...result, archive: undefined };
        }
        return { ...result, failure: error };
    }
    finally {
        await work.dispose();
    }
}
/** What the record says of a deployment that succeeded. */
function succeededText(request, deploymentId) {
    return request.mirror?.succeededText ?? `Amezmo deployment ${deploymentId} succeeded`;
}
/**
 * The deployment an upload with a lost answer most likely made, taken as this run's; none when
 * the server answered before it had the whole archive: whatever it made is not of these bytes.
 */
function ownLikelyDeployment(error) {
    if (!(error instanceof client/* UncertainOutcomeError */.u) || !error.archiveSent)
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
    return (!request.dryRun && listing.list.totalBytes >= fromBytes && (0,size/* surelyFits */.Fb)(listing.list.entries));
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
    const upload = (0,pipeline_upload/* uploadArchive */.wG)(request, destination, request.fields, { ...deps, signal: AbortSignal.any([deps.signal, stopUpload.signal]) }, {
        launching: request.launching,
        startedAt: request.startedAt,
        before: request.before,
        growing: file,
    }).catch((error) => {
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
