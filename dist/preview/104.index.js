export const id = 104;
export const ids = [104];
export const modules = {

/***/ 4104:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RolledBackError: () => (/* binding */ RolledBackError),
  describeRelease: () => (/* binding */ describeRelease),
  redeploy: () => (/* binding */ redeploy),
  rollbackOutcome: () => (/* binding */ rollbackOutcome)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(3249);
;// CONCATENATED MODULE: ./src/archive/format.ts
// What an archive given as it is turns out to be, from its first bytes: read when the setting
// that names it is checked, at the start of a run, so apart from given.ts and its node:crypto.
/** A zip's or a tar's first bytes (at least 262 of them for a tar); undefined for anything else. */
function archiveFormatOf(head) {
    const start = head.subarray(0, 4).toString('latin1');
    if (start === 'PK\x03\x04' || start === 'PK\x05\x06')
        return 'zip';
    return head.length >= 262 && head.subarray(257, 262).toString('latin1') === 'ustar'
        ? 'tar'
        : undefined;
}

// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/format.ts
var src_format = __webpack_require__(6264);
// EXTERNAL MODULE: ./src/pipeline/release.ts + 10 modules
var pipeline_release = __webpack_require__(1730);
;// CONCATENATED MODULE: ./src/pipeline/rollback.ts
// Getting back to the last good bytes: a release of the ledger (the last healthy one, found by
// src/ledger/releases.ts, or one asked for) deployed again from its kept archive, exactly,
// through the same pipeline as any release. The deploy job does
// it when a release is found unhealthy (`on-unhealthy: rollback`); the rollback action does it
// on demand. Bytes whose digest is not the ledger's are never deployed.






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
            ...pipeline_release.NO_RELEASE,
            failure: new Error(`Release ${(0,src_format/* shortSha */.Fu)(release.commit)} has no archive kept.`),
        };
    }
    let fetched;
    try {
        fetched = await deps.group(`Read back the archive of ${(0,src_format/* shortSha */.Fu)(release.commit)}`, () => deps.ledger.readArchive({ ...release, artifact }, request.tempDir, deps.signal));
    }
    catch (error) {
        return { ...pipeline_release.NO_RELEASE, failure: error };
    }
    try {
        deps.logger.info(`The archive of ${(0,src_format/* shortSha */.Fu)(release.commit)} reads back with the sha256 the ledger ` +
            `recorded: ${release.sha256}.`);
        const format = await formatOf(fetched.path);
        return await (0,pipeline_release.deployRelease)({
            ...request,
            source: {
                kind: 'given',
                // Read back and checked: the ledger's digest is the one every read must find.
                archive: { path: fetched.path, size: release.size, format, sha256: release.sha256 },
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
            // A promotion's bytes are vouched for by the release it names instead.
            ledger: request.ledger
                ? {
                    ...request.ledger,
                    ref: release.ref,
                    ...(request.ledger.promotedFrom
                        ? {}
                        : { redeployOf: release.redeployOf ?? release.id }),
                }
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
        return archiveFormatOf(head.subarray(0, bytesRead)) ?? 'zip';
    }
    finally {
        await file.close();
    }
}
/** A release as a message names it: its deployment, commit and digest. */
function describeRelease(deploymentId, commit, sha256) {
    return (`Amezmo deployment ${deploymentId ?? '(none)'} of commit ${(0,src_format/* shortSha */.Fu)(commit)}` +
        (sha256 ? ` (sha256 ${sha256.slice(0, 12)}…)` : ''));
}
/**
 * The release was unhealthy, or never went live, and a rollback was tried: the step fails,
 * naming what was broken and what is live now.
 */
class RolledBackError extends src_errors/* AmezmoDeployError */.n2 {
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
    get errorCode() {
        return this.rolledBack ? 'release-rolled-back' : 'rollback-failed';
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
        return (`The rollback to commit ${(0,src_format/* shortSha */.Fu)(to.commit)} failed: ${(0,errors/* clauseOf */.pQ)(release.failure)}. ` +
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
