export const id = 776;
export const ids = [776];
export const modules = {

/***/ 29776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RolledBackError: () => (/* binding */ RolledBackError),
/* harmony export */   describeRelease: () => (/* binding */ describeRelease),
/* harmony export */   lastHealthy: () => (/* binding */ lastHealthy),
/* harmony export */   redeploy: () => (/* binding */ redeploy)
/* harmony export */ });
/* unused harmony exports MAX_LOOKED_AT, rollbackOutcome */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53249);
/* harmony import */ var _archive_given_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1055);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(16264);
/* harmony import */ var _release_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(71586);
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
            options.warn?.(`Passed over ${ledger.idName} ${entry.id} (commit ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .shortSha */ .F)(entry.commit)}, sha256 ` +
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
            ..._release_js__WEBPACK_IMPORTED_MODULE_3__/* .NO_RELEASE */ .E,
            failure: new Error(`Release ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .shortSha */ .F)(release.commit)} has no archive kept.`),
        };
    }
    let fetched;
    try {
        fetched = await deps.group(`Read back the archive of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .shortSha */ .F)(release.commit)}`, () => deps.ledger.readArchive({ ...release, artifact }, request.tempDir, deps.signal));
    }
    catch (error) {
        return { ..._release_js__WEBPACK_IMPORTED_MODULE_3__/* .NO_RELEASE */ .E, failure: error };
    }
    try {
        deps.logger.info(`The archive of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .shortSha */ .F)(release.commit)} reads back with the sha256 the ledger ` +
            `recorded: ${release.sha256}.`);
        const format = await formatOf(fetched.path);
        return await (0,_release_js__WEBPACK_IMPORTED_MODULE_3__.deployRelease)({
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
    const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(path, 'r');
    try {
        const head = Buffer.alloc(262);
        const { bytesRead } = await file.read(head, 0, head.length, 0);
        return (0,_archive_given_js__WEBPACK_IMPORTED_MODULE_2__/* .archiveFormatOf */ .j)(head.subarray(0, bytesRead)) ?? 'zip';
    }
    finally {
        await file.close();
    }
}
/** A release as a message names it: its deployment, commit and digest. */
function describeRelease(deploymentId, commit, sha256) {
    return (`Amezmo deployment ${deploymentId ?? '(none)'} of commit ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .shortSha */ .F)(commit)}` +
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
        return (`The rollback to commit ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .shortSha */ .F)(to.commit)} failed: ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .clauseOf */ .pQ)(release.failure)}. ` +
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
