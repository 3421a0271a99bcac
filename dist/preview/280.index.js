export const id = 280;
export const ids = [280];
export const modules = {

/***/ 3280:
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
var api = __webpack_require__(7027);
// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(6264);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/archive/index.ts + 2 modules
var src_archive = __webpack_require__(8723);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
;// CONCATENATED MODULE: ./src/ledger/record.ts
// The ledger's record of a release, in every store: the payload, versioned, that names the Amezmo
// deployment, the archive's sha256, the commit and where the archive's bytes are kept (a workflow
// artifact, or a file of a ledger folder), and the statuses whose descriptions say whether it was
// proven healthy. A GitHub deployment of the ledger's task carries the payload and its statuses
// (./github.ts); a ledger folder's record file carries the same (./folder.ts).

/** The task of the ledger's GitHub deployments, so that other deployments are never mistaken. */
const record_LEDGER_TASK = 'deploy:amezmo';
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
function record_payloadOf(record) {
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
function record_recordOf(payload) {
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
function record_healthDescription(health, rest) {
    return `health: ${health}; ${rest}`.slice(0, 140);
}
/** The health a release's statuses recorded, the newest that says; unknown when none did. */
function record_healthOf(statuses) {
    for (const status of statuses) {
        const description = isObject(status) ? status.description : undefined;
        const match = typeof description === 'string' ? HEALTH_MARK.exec(description) : null;
        if (match)
            return match[1];
    }
    return 'unknown';
}
/**
 * How a release ended, from its statuses, newest first (as GitHub lists them). GitHub marks a
 * successful deployment `inactive` once a later one succeeds (`auto_inactive`): that status is
 * GitHub's, not the run's, whose outcome is the success before it. A run that was cancelled
 * writes `inactive` over `in_progress`, and that one is its own.
 */
function record_outcomeOf(statuses) {
    const stateOf = (status) => asRecord(status)?.state;
    const newest = asRecord(statuses.find((status, index) => stateOf(status) !== 'inactive' ||
        !statuses.slice(index + 1).some((older) => stateOf(older) === 'success')));
    const state = newest?.state;
    const at = newest?.created_at;
    return {
        health: record_healthOf(statuses),
        state: typeof state === 'string' ? state : '',
        at: typeof at === 'string' ? at : '',
    };
}
/** The most releases read back: enough for any rollback, bounded for a long-lived repository. */
const record_MAX_RELEASES = 200;
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

// EXTERNAL MODULE: ./src/github/index.ts + 8 modules
var src_github = __webpack_require__(7792);
;// CONCATENATED MODULE: ./src/ledger/artifacts.ts
// A release's bytes, kept as a workflow artifact so that they outlive the run that built them,
// and found again by a later run that rolls back to them. GitHub's own @actions/artifact moves
// the bytes (it speaks the artifact service's protocol, and its blob storage's); this module
// names the artifact, asks GitHub first whether it is still there, and checks the bytes read
// back against the digest the ledger recorded: bytes that do not match are never deployed.







/** The artifact could not be kept or read back; the message says why and what to do. */
class artifacts_ArtifactError extends errors/* AmezmoDeployError */.n2 {
    errorCode = 'artifact-unavailable';
    constructor(message) {
        super(message);
        this.name = 'ArtifactError';
    }
}
/** The bytes read back are not the ones the ledger recorded: they are never deployed. */
class DigestMismatchError extends errors/* AmezmoDeployError */.n2 {
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
function artifacts_isArtifactNameOf(name, where, sha256) {
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
async function artifacts_artifactState(target, kept, signal) {
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
        return { problem: artifacts_artifactProblem(error) };
    }
}
/** Why an artifact request failed, as a clause naming the permission when one is missing. */
function artifacts_artifactProblem(error) {
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
async function artifacts_fetchKeptArchive(store, target, release, tempDir, signal, trust) {
    const kept = release.artifact;
    const state = await artifacts_artifactState(target, kept, signal);
    if (state !== 'kept') {
        const why = state === 'expired'
            ? 'it has expired (see keep-days)'
            : state === 'gone'
                ? 'GitHub has no such artifact: it was deleted, or the token may not read it ' +
                    '("permissions: actions: read")'
                : state.problem;
        throw new artifacts_ArtifactError(`Could not read the archive kept as ${describeKept(kept)}: ${why}.`);
    }
    await trust?.();
    return artifacts_readBackChecked(tempDir, release, async (folder) => {
        try {
            return await store.fetch(kept, folder);
        }
        catch (error) {
            if (signal?.aborted)
                throw error;
            throw new artifacts_ArtifactError(`Could not download artifact ${kept.id} ('${kept.name}', run ${kept.runId}): ${clauseOf(error)}.`);
        }
    }, signal);
}
/**
 * A kept archive read back into a folder of its own under `tempDir` (`place` puts the file there
 * and answers its path), and checked against the ledger; the folder is removed when either fails.
 * Every ledger reads its archives back through this.
 */
async function artifacts_readBackChecked(tempDir, release, place, signal) {
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

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/ledger/releases.ts

/** A store's ledger: what it answers, and the questions every store answers alike. */
function releases_withQueries(store) {
    return {
        ...store,
        live: (entries, current, options) => liveRelease(store, entries, current, options),
        lastHealthy: (entries, options) => lastHealthy(store, entries, options),
        find: (entries, asked, howToAsk) => pickRelease(entries, asked, store.idName, howToAsk),
    };
}
/**
 * The ledger's record of the release live on the environment: the one whose Amezmo deployment is
 * `current` (the environment's current_deployment_id); none when it was not deployed with it.
 */
function liveEntry(entries, current) {
    if (current === null || current === undefined)
        return undefined;
    return entries.find((entry) => String(entry.deploymentId) === String(current));
}
/**
 * The release live on the environment, as the ledger recorded it, with the health it recorded
 * (unknown when that cannot be read: the health is then proven again).
 */
async function liveRelease(ledger, entries, current, { logger, signal }) {
    const entry = liveEntry(entries, current);
    if (!entry)
        return undefined;
    const health = await ledger.healthOf(entry, signal).catch((error) => {
        if (signal.aborted)
            throw error;
        logger.debug(`Could not read the health recorded of the live release: ${ledger.problem(error)}`);
        return 'unknown';
    });
    return { ...entry, health };
}
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
            options.warn?.(`Passed over ${ledger.idName} ${entry.id} (commit ${shortSha(entry.commit)}, sha256 ` +
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
 * The one release `to` names (a commit or an id, not `previous`), as git resolves an abbreviated
 * commit: one that starts more than one release's commit, or names a release by its id and
 * another by its commit, is refused, naming every candidate. Throws an error that says what was
 * looked for when none matches.
 */
function pickRelease(entries, to, idName, howToAsk) {
    const byId = to.kind === 'id-or-sha' ? entries.find((entry) => String(entry.id) === to.text) : undefined;
    // Digits are a commit too only when there are as many as a commit is shortened to: fewer are
    // an id, never the start of whichever commit they happen to begin.
    const asCommit = to.kind === 'sha' || to.text.length >= 7;
    const prefix = to.text.toLowerCase();
    const byCommit = asCommit
        ? entries.filter((candidate) => candidate.commit.toLowerCase().startsWith(prefix))
        : [];
    // A commit deployed more than once is one commit: its newest release (or the one the id
    // names) is meant.
    const matches = [...(byId ? [byId] : []), ...byCommit].filter((candidate, index, all) => all.findIndex((other) => other.commit.toLowerCase() === candidate.commit.toLowerCase()) ===
        index);
    const asked = howToAsk?.to(to.text) ?? `to: ${to.text}`;
    const list = howToAsk?.list ?? 'set dry-run: true';
    if (matches.length > 1) {
        const named = matches
            .map((candidate) => `commit ${candidate.commit} (${idName} ${candidate.id}, ` +
            `${candidate.createdAt || 'time unknown'})`)
            .join('; ');
        throw new Error(`'${asked}' is ambiguous: it names ${matches.length} releases in the ledger: ${named}. ` +
            `Name one by more of its commit or by its ${idName} id, or ${list} to list the releases.`);
    }
    const entry = matches[0];
    if (!entry) {
        const sought = [
            ...(to.kind === 'id-or-sha' ? [`${idName} ${to.text}`] : []),
            ...(asCommit ? [`of a commit starting with ${to.text}`] : []),
        ];
        throw new Error(`No release in the ledger (${entries.length} read) is ${sought.join(' or ')}, as ` +
            `'${asked}' asks: check it, or ${list} to list the releases.`);
    }
    return entry;
}

;// CONCATENATED MODULE: ./src/ledger/folder.ts
// The ledger of releases kept in a folder, for a CI without GitHub (a GitLab cache, a Bitbucket
// artifact, a volume shared by runners) and for laptops: `amezmo-deploy deploy --ledger-dir DIR`
// records each release, keeps its bytes, and `amezmo-deploy rollback --ledger-dir DIR` deploys
// them again, checked against the digest recorded. The records say what GitHub deployments say
// for the actions, in the same payload (./record.ts), with their statuses; so they are read, and
// a release's health is told, by the same code. It is the journal of the releases it records
// (./ledger.ts), and their archives' store.
//
//   DIR/releases/<instance>/<environment>/<time>-<Amezmo deployment id>.json
//   DIR/archives/<sha256>
//
// A record is named by the time it was made, so that the newest are found without reading the
// others. An archive is named by its digest: a release deployed again keeps no second copy.
// Every file is written aside and renamed into place, so that two runners sharing the folder
// never read one half written. Nothing read from the folder is trusted: a record that does not
// parse is passed over, and an archive is deployed only when its sha256 is the one recorded.










const DAY_MS = 86_400_000;
/** A record file is this format, so that a later release of the tool reads it. */
const FORMAT = 1;
/** A record is a few hundred bytes; a larger file is not one of ours, and is not read. */
const MAX_RECORD_BYTES = (/* unused pure expression or super */ null && (64 * 1024));
/** The ledger folder cannot be used; the message says why, naming the folder. */
class LedgerFolderError extends errors/* AmezmoDeployError */.n2 {
    errorCode = 'ledger-folder-unusable';
    constructor(message) {
        super(message);
        this.name = 'LedgerFolderError';
    }
}
/**
 * The ledger kept in folder `dir`; made as it is first written. `notice` is told of files in its
 * archives that it did not write, which it leaves as they are.
 */
function folderLedger(dir, now = () => new Date(), notice = () => { }) {
    const root = resolve(dir);
    const releasesOf = (scope) => join(root, 'releases', scope.instance, scope.environment);
    /** A release's statuses, newest first, as its record file keeps them. */
    const statusesOf = async (entry, signal) => {
        signal?.throwIfAborted();
        const found = await readRecordFile(join(releasesOf(entry), recordName(entry)));
        return found?.statuses ?? [];
    };
    const archiveOf = (kept) => /^archives\/[0-9a-f]{64}$/.test(kept.file) ? join(root, kept.file) : undefined;
    return withQueries({
        dir: root,
        check: async (use) => {
            const found = await stat(root).catch((error) => error);
            if (found instanceof Error) {
                if (!isMissing(found) || use === 'read') {
                    throw new LedgerFolderError(isMissing(found)
                        ? `${root} does not exist: name the folder that deploy --ledger-dir recorded ` +
                            'releases in (restore the CI cache that holds it first).'
                        : `${root} cannot be read (${found.code ?? clauseOf(found)}).`);
                }
                await makeFolder(root);
            }
            else if (!found.isDirectory()) {
                throw new LedgerFolderError(`${root} is not a folder.`);
            }
            if (use === 'write') {
                // Written to and removed, as a record is: a folder that takes no files fails here.
                const probe = join(root, `.probe-${process.pid}-${randomBytes(4).toString('hex')}`);
                try {
                    await writeFile(probe, '');
                }
                catch (error) {
                    throw new LedgerFolderError(`${root} cannot be written to (${error.code ?? clauseOf(error)}).`);
                }
                finally {
                    await rm(probe, { force: true });
                }
                // Marks the folder as a ledger: no deploy ships it, with --ledger-dir or without.
                await writeFile(join(root, LEDGER_MARKER), LEDGER_MARKER_TEXT);
            }
        },
        place: `the ledger folder ${root}`,
        idName: 'Amezmo deployment',
        howToRecord: `amezmo-deploy deploy --ledger-dir ${dir} records each release it makes`,
        read: async (scope) => {
            const folder = releasesOf(scope);
            let names;
            try {
                names = await readdir(folder);
            }
            catch (error) {
                if (isMissing(error))
                    return [];
                throw error;
            }
            const entries = [];
            // Named by the time they were made: the newest last in this order.
            for (const name of names
                .filter((each) => RECORD_NAME.test(each))
                .sort()
                .reverse()) {
                const entry = await readRecord(join(folder, name), scope);
                if (entry)
                    entries.push(entry);
                if (entries.length >= MAX_RELEASES)
                    break;
            }
            return entries;
        },
        healthOf: async (entry, signal) => healthOf(await statusesOf(entry, signal)),
        outcomeOf: async (entry, signal) => outcomeOf(await statusesOf(entry, signal)),
        recordHealth: async (entry, health, text, signal) => {
            signal?.throwIfAborted();
            const path = join(releasesOf(entry), recordName(entry));
            const body = asRecord(JSON.parse(await readFile(path, 'utf8')));
            if (!body || !Array.isArray(body.statuses)) {
                throw new Error(`the record ${path} is not one this tool wrote`);
            }
            const status = {
                state: health === 'healthy' ? 'success' : 'failure',
                description: healthDescription(health, text),
                created_at: now().toISOString(),
            };
            const updated = { ...body, statuses: [status, ...body.statuses] };
            await writeAside(path, (aside) => writeFile(aside, `${JSON.stringify(updated, null, 2)}\n`));
        },
        archiveState: async (entry) => {
            if (!('file' in entry.artifact)) {
                return { problem: 'it was kept as a workflow artifact, which a ledger folder cannot read' };
            }
            const path = archiveOf(entry.artifact);
            if (!path)
                return { problem: `its record names ${JSON.stringify(entry.artifact.file)}` };
            try {
                await stat(path);
                return 'kept';
            }
            catch (error) {
                return isMissing(error) ? 'gone' : { problem: clauseOf(error) };
            }
        },
        // The folder is the user's own: whoever may write it may write its records and archives.
        trust: () => Promise.resolve(undefined),
        readArchive: async (entry, tempDir, signal) => {
            const artifact = entry.artifact;
            const file = 'file' in artifact ? artifact.file : undefined;
            const path = 'file' in artifact ? archiveOf(artifact) : undefined;
            if (!path) {
                throw new ArtifactError(`The record of commit ${shortSha(entry.commit)} names no archive of ${root}.`);
            }
            return readBackChecked(tempDir, entry, async (folder) => {
                const copy = join(folder, 'archive');
                // A link holds the bytes even if another run removes the file meanwhile.
                try {
                    await link(path, copy).catch(() => copyFile(path, copy));
                }
                catch (error) {
                    throw new ArtifactError(isMissing(error)
                        ? `The archive of this release is gone from ${root} (${file}): its keep-days ` +
                            'ran out, or the folder was not restored in full.'
                        : `Could not read ${path}: ${clauseOf(error)}.`);
                }
                return copy;
            }, signal);
        },
        problem: (error) => `the folder ${root} could not be read (${clauseOf(error)})`,
        store: {
            keep: async (path, days, sha256) => {
                const file = `archives/${sha256}`;
                const destination = join(root, file);
                await mkdir(join(root, 'archives'), { recursive: true });
                const { size } = await stat(path);
                const there = await stat(destination).catch(() => undefined);
                // Kept already by an earlier release of the same bytes: touched, so that it is not pruned
                // before this release's record names it. A file whose bytes are not those is replaced.
                const same = there?.size === size && (await sha256Of(destination)) === sha256;
                if (same)
                    await utimes(destination, now(), now());
                else
                    await writeAside(destination, (aside) => copyFile(path, aside));
                const expiresAt = new Date(now().getTime() + days * DAY_MS).toISOString();
                const foreign = await prune(root, now(), file);
                if (foreign.length > 0) {
                    const shown = foreign.slice(0, FOREIGN_NAMED).join(', ');
                    const more = foreign.length > FOREIGN_NAMED ? ` and ${foreign.length - FOREIGN_NAMED} more` : '';
                    notice(`The ledger folder's archives (${join(root, 'archives')}) hold files it did not ` +
                        `write: ${shown}${more}. They were left as they are; keep other files elsewhere.`);
                }
                return { file, expiresAt };
            },
            fetch: () => Promise.reject(new ArtifactError('A ledger folder keeps no workflow artifacts.')),
        },
        start: async (record) => {
            const folder = releasesOf(record);
            await mkdir(folder, { recursive: true });
            const created = now().toISOString();
            const path = join(folder, recordName({ id: record.deploymentId, createdAt: created }));
            let statuses = [];
            const write = async (state, description) => {
                statuses = [{ state, description, created_at: now().toISOString() }, ...statuses];
                const body = {
                    amezmo_deploy_ledger: FORMAT,
                    id: record.deploymentId,
                    created_at: created,
                    payload: payloadOf(record),
                    statuses,
                };
                await writeAside(path, (aside) => writeFile(aside, `${JSON.stringify(body, null, 2)}\n`));
            };
            await write('in_progress', 'Deploying');
            return {
                id: undefined,
                succeeded: (text) => write('success', text),
                settle: (state, text) => write(state, text),
                failed: (error, cancelled) => write(cancelled ? 'inactive' : 'failure', messageOf(error).slice(0, 1000)),
            };
        },
    });
}
/** A record's file name: the time it was made (sortable), and the Amezmo deployment's id. */
function recordName(entry) {
    return `${entry.createdAt.replace(/[-:.]/g, '')}-${entry.id}.json`;
}
const RECORD_NAME = /^\d{8}T\d{9}Z-\d+\.json$/;
/** A record file as written, or undefined when it is not one (too large, not JSON, not ours). */
async function readRecordFile(path) {
    // A file too large to be a record is not read at all.
    const found = await stat(path).catch(() => undefined);
    if (!found?.isFile() || found.size > MAX_RECORD_BYTES)
        return undefined;
    const text = await readFile(path, 'utf8').catch(() => undefined);
    if (text === undefined || text.length > MAX_RECORD_BYTES)
        return undefined;
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    const fields = asRecord(value);
    if (!fields)
        return undefined;
    const { amezmo_deploy_ledger: format, id, created_at: createdAt, payload, statuses } = fields;
    if (format !== FORMAT || !Number.isSafeInteger(id) || typeof createdAt !== 'string') {
        return undefined;
    }
    return {
        id: id,
        createdAt,
        payload,
        statuses: Array.isArray(statuses) ? statuses : [],
    };
}
/** The release a record file holds, when it is one of `scope`'s. */
async function readRecord(path, scope) {
    const found = await readRecordFile(path);
    const record = found ? recordOf(found.payload) : undefined;
    if (!found || !record || found.id !== record.deploymentId)
        return undefined;
    if (record.instance !== scope.instance || record.environment !== scope.environment) {
        return undefined;
    }
    // Named for what it holds: a copy under another name is not a record.
    if (basename(path) !== recordName(found))
        return undefined;
    return { ...record, id: found.id, createdAt: found.createdAt };
}
/** Writes `destination` through a file beside it, renamed into place once whole. */
async function writeAside(destination, write) {
    const aside = `${destination}.${process.pid}-${randomBytes(4).toString('hex')}.partial`;
    try {
        await write(aside);
        await rename(aside, destination);
    }
    catch (error) {
        await rm(aside, { force: true });
        throw error;
    }
}
/** An archive kept this recently (a day) is never removed: its release may not be recorded yet. */
const RECENT_MS = (/* unused pure expression or super */ null && (DAY_MS));
/** The names the ledger writes in its archives: a digest, and a digest's file half written. */
const ARCHIVE_NAME = /^[0-9a-f]{64}$/;
const PARTIAL_NAME = /^[0-9a-f]{64}\.\d+-[0-9a-f]+\.partial$/;
/** How many foreign files a notice names. */
const FOREIGN_NAMED = 10;
/**
 * Removes the archives that no record keeps any longer (their keep-days have run out) and that
 * were not kept in the last day, and files it left half written a day ago or more (a run that
 * was killed); never `keeping`, the archive this run has just kept and will record. A file of
 * any other name is not the ledger's: it is never touched, and answered by name.
 */
async function prune(root, now, keeping) {
    const until = new Map();
    const releases = join(root, 'releases');
    for (const instance of await namesIn(releases)) {
        for (const environment of await namesIn(join(releases, instance))) {
            const folder = join(releases, instance, environment);
            for (const name of await namesIn(folder)) {
                if (!RECORD_NAME.test(name))
                    continue;
                const found = await readRecordFile(join(folder, name));
                const kept = found ? recordOf(found.payload)?.artifact : undefined;
                if (!kept || !('file' in kept))
                    continue;
                const ends = Date.parse(kept.expiresAt);
                if (Number.isFinite(ends))
                    until.set(kept.file, Math.max(until.get(kept.file) ?? 0, ends));
            }
        }
    }
    const archives = join(root, 'archives');
    const foreign = [];
    for (const name of await namesIn(archives)) {
        if (!ARCHIVE_NAME.test(name) && !PARTIAL_NAME.test(name)) {
            foreign.push(name);
            continue;
        }
        const path = join(archives, name);
        const modified = (await stat(path).catch(() => undefined))?.mtimeMs ?? now.getTime();
        const kept = `archives/${name}` === keeping || (until.get(`archives/${name}`) ?? 0) >= now.getTime();
        if (!kept && now.getTime() - modified > RECENT_MS)
            await unlink(path).catch(() => { });
    }
    return foreign.sort();
}
/**
 * Makes `folder` and the folders above it that are missing, one at a time, so that a path where
 * no folder can be made fails at once (a recursive mkdir loops for ever under /proc).
 */
async function makeFolder(folder) {
    try {
        await mkdir(folder);
    }
    catch (error) {
        const code = error.code;
        if (code === 'EEXIST')
            return;
        const parent = dirname(folder);
        if (code !== 'ENOENT' || parent === folder) {
            throw new LedgerFolderError(`${folder} cannot be made (${code ?? clauseOf(error)}).`);
        }
        await makeFolder(parent);
        await mkdir(folder).catch((again) => {
            if (again.code !== 'EEXIST') {
                throw new LedgerFolderError(`${folder} cannot be made (${again.code ?? clauseOf(again)}).`);
            }
        });
    }
}
async function namesIn(folder) {
    return readdir(folder).catch(() => []);
}
function isMissing(error) {
    return error?.code === 'ENOENT';
}

;// CONCATENATED MODULE: ./src/ledger/trust.ts
// Whether a release of the ledger may be deployed again. Anyone whose token may write deployments
// can write a GitHub deployment of the ledger's task, with a payload naming any artifact and its
// digest: the digest check cannot tell a forged record, since the forger writes the digest too.
// So a record is trusted only for what GitHub itself answers: its kept artifact is an archive of
// the record's instance and environment with the record's digest (by the name the deploy job
// gives it), made by a workflow run of this repository, of the record's commit. A release a
// rollback deployed again was kept by the rollback's run, of another commit: it is trusted when
// the release it deployed again is, with the same bytes. A release promoted from another
// environment likewise, when the source release it names is, with the same commit and bytes.





/**
 * Why the release may not be trusted, as a clause ("its artifact 12 was made by workflow run 3
 * for commit 1234567, not the record's commit abcdef1"); undefined when it may be.
 */
async function trust_trustProblem(target, entry, signal) {
    const made = await madeHere(target, entry, signal);
    if (made === undefined)
        return undefined;
    const from = entry.promotedFrom;
    const vouch = entry.redeployOf !== undefined
        ? { id: entry.redeployOf, where: entry, what: 'it says it deployed again' }
        : from && { id: from.id, where: from, what: 'it says it was promoted from' };
    if (!made.otherCommit || !vouch)
        return made.problem;
    const first = await redeployed(target, entry, vouch, signal);
    if (first === undefined)
        return undefined;
    return `${made.problem}, and ${first}`;
}
/** Why the artifact was not made here for this release, when it was not. */
async function madeHere(target, entry, signal) {
    const kept = entry.artifact;
    const repository = `${target.owner}/${target.repo}`;
    let artifact;
    try {
        artifact =
            asRecord(await target.github.request('GET', repoPath(target, `/actions/artifacts/${kept.id}`), {
                signal,
            })) ?? {};
    }
    catch (error) {
        if (signal?.aborted)
            throw error;
        return {
            problem: error instanceof GitHubApiError && error.status === 404
                ? `GitHub has no artifact ${kept.id} in ${repository}`
                : `GitHub could not say which run made its artifact ${kept.id} (${artifactProblem(error)})`,
        };
    }
    const name = typeof artifact.name === 'string' ? artifact.name : '';
    if (name !== kept.name || !isArtifactNameOf(name, entry, entry.sha256)) {
        return {
            problem: `its artifact ${kept.id} ('${name}') is not named as the archive of environment ` +
                `'${entry.environment}' on instance ${entry.instance} with sha256 ${entry.sha256.slice(0, 16)}…`,
        };
    }
    const run = asRecord(artifact.workflow_run)?.id;
    const recorded = entry.runId ?? kept.runId;
    if (!Number.isSafeInteger(run) || String(run) !== kept.runId || String(run) !== recorded) {
        return {
            problem: `its artifact ${kept.id} was made by workflow run ${String(run)}, not run ${recorded} as recorded`,
        };
    }
    let answer;
    try {
        answer =
            asRecord(await target.github.request('GET', repoPath(target, `/actions/runs/${String(run)}`), {
                signal,
            })) ?? {};
    }
    catch (error) {
        if (signal?.aborted)
            throw error;
        return {
            problem: `GitHub could not say what workflow run ${String(run)} is (${error instanceof GitHubApiError && error.status === 404
                ? `it has no such run in ${repository}`
                : clauseOf(error)})`,
        };
    }
    const fullName = (value) => {
        const named = asRecord(value)?.full_name;
        return typeof named === 'string' ? named : '(none)';
    };
    const same = (name) => name.toLowerCase() === repository.toLowerCase();
    const of = fullName(answer.repository);
    const head = fullName(answer.head_repository);
    if (!same(of) || !same(head)) {
        return {
            problem: `its artifact ${kept.id} was made by workflow run ${String(run)} ` +
                (same(of) ? `of a commit of ${head}` : `of ${of}`) +
                `, not of ${repository}`,
        };
    }
    const headSha = typeof answer.head_sha === 'string' ? answer.head_sha : '';
    if (headSha.toLowerCase() !== entry.commit.toLowerCase()) {
        return {
            problem: `its artifact ${kept.id} was made by workflow run ${String(run)} for commit ` +
                `${shortSha(headSha) || '(none)'}, not for the record's commit ${shortSha(entry.commit)}`,
            otherCommit: true,
        };
    }
    return undefined;
}
/**
 * Why the release that `entry` says it deployed again does not vouch for it: it must be a record
 * of the ledger of the same instance, environment, commit and bytes, its artifact made here.
 */
async function redeployed(target, entry, vouch, signal) {
    const { id, where, what } = vouch;
    let deployment;
    try {
        deployment =
            asRecord(await target.github.request('GET', repoPath(target, `/deployments/${id}`), { signal })) ?? {};
    }
    catch (error) {
        if (signal?.aborted)
            throw error;
        return `the release ${what} (GitHub deployment ${id}) could not be read (${clauseOf(error)})`;
    }
    const first = deployment.task === LEDGER_TASK ? recordOf(deployment.payload) : undefined;
    if (!first ||
        first.instance !== where.instance ||
        first.environment !== where.environment ||
        first.commit !== entry.commit ||
        first.sha256 !== entry.sha256 ||
        !first.artifact ||
        'file' in first.artifact) {
        return `GitHub deployment ${id}, which ${what}, is not a release of the same commit and bytes`;
    }
    const made = await madeHere(target, { ...first, artifact: first.artifact, id, createdAt: '' }, signal);
    return made && `GitHub deployment ${id}, which ${what}, is not trusted: ${made.problem}`;
}
/** The release is not trusted: its bytes are never deployed. */
class trust_UntrustedReleaseError extends artifacts_ArtifactError {
    errorCode = 'release-untrusted';
    constructor(entry, problem) {
        super(`The release of commit ${(0,format/* shortSha */.Fu)(entry.commit)} (GitHub deployment ${entry.id}) is not ` +
            `trusted: ${problem}. It was not deployed. Its record may have been written by anyone ` +
            'whose token may write deployments: deploy its commit again to make a release of it.');
        this.name = 'UntrustedReleaseError';
    }
}

;// CONCATENATED MODULE: ./src/ledger/github.ts
// The ledger's GitHub store, the actions' own: each release is a GitHub deployment of the ledger's
// task (LEDGER_TASK) in the repository, whose payload is the release's record and whose statuses
// say how its run ended and the health it was proven to have; its archive is a workflow artifact
// (./artifacts.ts), deployed again only when GitHub's answers about it may be trusted
// (./trust.ts). The records are written by the GitHub deployment that mirrors each Amezmo one
// (./mirror.ts, started by ./recording.ts).






/**
 * The ledger of the actions: the repository's GitHub deployments, with the archives kept as
 * workflow artifacts in `store` (none when the run cannot reach the artifact service).
 */
function githubLedger(target, store) {
    return withQueries({
        place: `the GitHub deployments of ${target.owner}/${target.repo}`,
        idName: 'GitHub deployment',
        howToRecord: 'the deploy action records each release it makes (with github-deployment: true, its ' +
            'default)',
        read: (scope, signal) => readLedger(target, scope, signal),
        healthOf: (entry, signal) => healthOfRelease(target, entry, signal),
        outcomeOf: async (entry, signal) => outcomeOf(await statusesOf(target, entry, signal)),
        recordHealth: async (entry, health, text, signal) => {
            await target.github.request('POST', repoPath(target, `/deployments/${entry.id}/statuses`), {
                body: {
                    state: health === 'healthy' ? 'success' : 'failure',
                    description: healthDescription(health, text),
                    // Nothing new went live: the environment's other deployments stay as they are.
                    auto_inactive: false,
                },
                signal,
            });
        },
        archiveState: async (entry, signal) => 'file' in entry.artifact
            ? { problem: 'it was kept in a ledger folder, not as a workflow artifact' }
            : artifactState(target, entry.artifact, signal),
        trust: async (entry, signal) => 'file' in entry.artifact
            ? 'its archive was kept in a ledger folder, which a GitHub deployment cannot name'
            : trustProblem(target, { ...entry, artifact: entry.artifact }, signal),
        readArchive: async (entry, tempDir, signal) => {
            const artifact = entry.artifact;
            if ('file' in artifact) {
                throw new ArtifactError(`The archive of this release was kept in a ledger folder (${artifact.file}), which ` +
                    'the GitHub ledger cannot read: roll back with the command line and --ledger-dir.');
            }
            if (!store)
                throw new ArtifactError('This run cannot reach the artifact service.');
            const kept = { ...entry, artifact };
            return fetchKeptArchive(store, target, kept, tempDir, signal, async () => {
                const problem = await trustProblem(target, kept, signal);
                if (problem !== undefined)
                    throw new UntrustedReleaseError(entry, problem);
            });
        },
        problem: ledgerProblem,
    });
}
/**
 * The releases of `environment` on `instance`, newest first (as GitHub lists deployments).
 * Deployments of other tasks, instances or payloads are passed over. Throws what GitHub
 * answered: the caller says which permission is missing.
 */
async function readLedger(target, where, signal) {
    const deployments = await target.github.paginate(repoPath(target, '/deployments'), {
        query: { environment: where.environment, task: LEDGER_TASK },
        signal,
    });
    const entries = [];
    for (const each of deployments) {
        const deployment = asRecord(each);
        if (!deployment || !Number.isSafeInteger(deployment.id))
            continue;
        const record = recordOf(deployment.payload);
        if (!record || record.instance !== where.instance || record.environment !== where.environment) {
            continue;
        }
        entries.push({
            ...record,
            id: deployment.id,
            createdAt: typeof deployment.created_at === 'string' ? deployment.created_at : '',
        });
        if (entries.length >= MAX_RELEASES)
            break;
    }
    return entries;
}
/** The health a release's statuses recorded: one request to GitHub. */
async function healthOfRelease(target, entry, signal) {
    return healthOf(await statusesOf(target, entry, signal));
}
/** A release's statuses, newest first, as GitHub answers them. */
function statusesOf(target, entry, signal) {
    return target.github.paginate(repoPath(target, `/deployments/${entry.id}/statuses`), { signal });
}
/** Why the ledger could not be read or written, as one clause a warning or an error ends with. */
function ledgerProblem(error) {
    return isPermissionRefusal(error)
        ? `the token may not read or write deployments (GitHub answered ${error.status}): give the ` +
            'job "permissions: deployments: write"'
        : clauseOf(error);
}

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
    const github = settings ? await src_github/* GitHubDeployment */.Pl.create(settings) : undefined;
    await github?.setStatus('in_progress', settings?.startedText ?? '');
    return {
        id: github?.id,
        succeeded: async (text) => github?.setStatus('success', text),
        settle: async (state, text) => github?.setStatus(state, text),
        failed: async (error, cancelled) => github?.setStatus(cancelled ? 'inactive' : 'failure', (0,api/* messageOf */.bD)(error)),
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
            deps.logger.warning(`Could not record the release in the ledger: ${(0,api/* clauseOf */.pQ)(error)}. The Amezmo ` +
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
        task: record_LEDGER_TASK,
        payload: record_payloadOf(record),
        withoutIt: 'The Amezmo deployment goes on, but no later run can find this release to roll back to it.',
    };
}
/**
 * Keeps the archive in `store` (a workflow artifact, or a ledger folder's file), named for what it
 * is: a copy made by a hard link in the run's work folder, so that the artifact's name is the
 * file's. A failure is a warning that says what is lost: the deployment goes on.
 */
async function keepArchive(where, ledger, archive, work, { store, group, logger, }) {
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
            // A given archive may be on another file system than the work folder.
            await (0,promises_.link)(archive.path, copy).catch(() => (0,promises_.copyFile)(archive.path, copy));
            const kept = await store.keep(copy, ledger.keepDays, archive.sha256);
            logger.info(`Kept the archive as ${record_describeKept(kept)} for ${ledger.keepDays} days.`);
            return { kept, keepProblem: '' };
        }
        catch (error) {
            const problem = (0,api/* clauseOf */.pQ)(error);
            logger.warning(`Could not keep the archive: ${problem}; ${lost}.`);
            return { kept: undefined, keepProblem: problem };
        }
    });
}

;// CONCATENATED MODULE: ./src/ledger/index.ts
// src/ledger/: what the other folders may use. Everything else here is this folder's own.








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
    const [{ listFiles, manifestParts, manifestLine, manifestName, largestFolders }, { capYoungGeneration },] = await Promise.all([(0,src_archive/* loadArchiver */.LH)(), __webpack_require__.e(/* import() */ 820).then(__webpack_require__.bind(__webpack_require__, 8820))]);
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
var follow = __webpack_require__(1397);
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
            mirror = await startRecords(recordedRelease(request, created.id, result), deps);
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
                await mirror.settle('failure', record_healthDescription(health.health, health.detail));
            }
            else {
                await mirror.settle('success', record_healthDescription(health.health, succeeded));
            }
            return result;
        }
        catch (error) {
            // An upload whose answer was lost, but whose deployment was found: recorded, as failed.
            const likely = ownLikelyDeployment(error);
            if (mirror.id === undefined && likely) {
                mirror = await startRecords(recordedRelease(request, likely.id, result), deps);
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
