export const id = 369;
export const ids = [369];
export const modules = {

/***/ 64348:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WW: () => (/* binding */ withFlags),
/* harmony export */   aj: () => (/* binding */ detectTrigger),
/* harmony export */   kv: () => (/* binding */ runContextOf),
/* harmony export */   xY: () => (/* binding */ ciCommitTime),
/* harmony export */   y3: () => (/* binding */ CI_NAMES)
/* harmony export */ });
/* unused harmony exports ciOf, repositoryOfRemote */
/** How each CI is named in messages. */
const CI_NAMES = {
    github: 'GitHub Actions',
    gitlab: 'GitLab CI',
    bitbucket: 'Bitbucket Pipelines',
    circleci: 'CircleCI',
    local: 'the local git repository',
};
/** How messages name a commit read from git. */
const GIT_HEAD = "git (HEAD's commit)";
/** Which CI the variables are of; the first that says so wins. */
function ciOf(env) {
    if (env.GITHUB_ACTIONS === 'true')
        return 'github';
    if (env.GITLAB_CI === 'true')
        return 'gitlab';
    if (set(env.BITBUCKET_BUILD_NUMBER) || set(env.BITBUCKET_COMMIT))
        return 'bitbucket';
    if (env.CIRCLECI === 'true')
        return 'circleci';
    return 'local';
}
/** The branch or tag, commit, repository and pusher, from the CI's variables or from git. */
function detectTrigger(env, git) {
    const ci = ciOf(env);
    switch (ci) {
        case 'github': {
            const ref = env.GITHUB_REF ?? '';
            const head = env.GITHUB_HEAD_REF ?? '';
            return trigger(ci, {
                ref: head
                    ? branch(head)
                    : ref.startsWith('refs/tags/')
                        ? tag(ref.slice('refs/tags/'.length))
                        : ref.startsWith('refs/heads/')
                            ? branch(ref.slice('refs/heads/'.length))
                            : undefined,
                missing: `GITHUB_REF is '${ref}', neither a branch nor a tag`,
                commit: env.GITHUB_SHA || git.commit,
                repository: env.GITHUB_REPOSITORY,
                request: /^refs\/pull\/(\d+)\//.exec(ref)?.[1],
                from: {
                    ref: head ? 'GITHUB_HEAD_REF' : 'GITHUB_REF',
                    commit: env.GITHUB_SHA ? 'GITHUB_SHA' : GIT_HEAD,
                    repository: 'GITHUB_REPOSITORY',
                },
                jobUrl: env.GITHUB_RUN_ID && env.GITHUB_REPOSITORY
                    ? `${env.GITHUB_SERVER_URL || 'https://github.com'}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
                    : '',
            });
        }
        case 'gitlab': {
            // A merge request pipeline sets no CI_COMMIT_BRANCH: its branch is the request's source.
            const source = env.CI_MERGE_REQUEST_SOURCE_BRANCH_NAME;
            const sourceProject = env.CI_MERGE_REQUEST_SOURCE_PROJECT_PATH;
            const fork = set(source) &&
                set(sourceProject) &&
                sourceProject !== (env.CI_PROJECT_PATH ?? '') &&
                !set(env.CI_COMMIT_TAG);
            return trigger(ci, {
                ref: set(env.CI_COMMIT_TAG)
                    ? tag(env.CI_COMMIT_TAG)
                    : set(source)
                        ? branch(source)
                        : set(env.CI_COMMIT_BRANCH)
                            ? branch(env.CI_COMMIT_BRANCH)
                            : undefined,
                missing: 'GitLab set none of CI_COMMIT_TAG, CI_COMMIT_BRANCH and CI_MERGE_REQUEST_SOURCE_BRANCH_NAME',
                commit: env.CI_COMMIT_SHA || git.commit,
                repository: env.CI_PROJECT_PATH,
                pusher: env.GITLAB_USER_EMAIL || git.authorEmail,
                request: env.CI_MERGE_REQUEST_IID,
                jobUrl: env.CI_JOB_URL,
                from: {
                    ref: set(env.CI_COMMIT_TAG)
                        ? 'CI_COMMIT_TAG'
                        : set(source)
                            ? 'CI_MERGE_REQUEST_SOURCE_BRANCH_NAME'
                            : 'CI_COMMIT_BRANCH',
                    commit: env.CI_COMMIT_SHA ? 'CI_COMMIT_SHA' : GIT_HEAD,
                    repository: 'CI_PROJECT_PATH',
                },
                ...(fork
                    ? {
                        refused: `merge request !${env.CI_MERGE_REQUEST_IID ?? '?'} comes from the fork ` +
                            `${sourceProject}, not from ${env.CI_PROJECT_PATH || 'this project'}: its branch ` +
                            `'${source}' is the fork's, whatever its name, and is not deployed as this ` +
                            "project's branch. Deploy it from a branch of this project once it is merged " +
                            '(or reviewed and pushed here), or use amezmo-deploy preview up for a preview.',
                    }
                    : {}),
            });
        }
        case 'bitbucket':
            return trigger(ci, {
                ref: set(env.BITBUCKET_TAG)
                    ? tag(env.BITBUCKET_TAG)
                    : set(env.BITBUCKET_BRANCH)
                        ? branch(env.BITBUCKET_BRANCH)
                        : undefined,
                missing: 'Bitbucket set neither BITBUCKET_TAG nor BITBUCKET_BRANCH',
                commit: env.BITBUCKET_COMMIT || git.commit,
                repository: env.BITBUCKET_REPO_FULL_NAME,
                // Bitbucket tells no e-mail of who started the pipeline: the commit's author is taken.
                pusher: git.authorEmail,
                request: env.BITBUCKET_PR_ID,
                from: {
                    ref: set(env.BITBUCKET_TAG) ? 'BITBUCKET_TAG' : 'BITBUCKET_BRANCH',
                    commit: env.BITBUCKET_COMMIT ? 'BITBUCKET_COMMIT' : GIT_HEAD,
                    repository: 'BITBUCKET_REPO_FULL_NAME',
                },
                jobUrl: env.BITBUCKET_GIT_HTTP_ORIGIN && env.BITBUCKET_BUILD_NUMBER
                    ? `${env.BITBUCKET_GIT_HTTP_ORIGIN.replace(/^http:/, 'https:')}/pipelines/results/${env.BITBUCKET_BUILD_NUMBER}`
                    : '',
            });
        case 'circleci':
            return trigger(ci, {
                ref: set(env.CIRCLE_TAG)
                    ? tag(env.CIRCLE_TAG)
                    : set(env.CIRCLE_BRANCH)
                        ? branch(env.CIRCLE_BRANCH)
                        : undefined,
                missing: 'CircleCI set neither CIRCLE_TAG nor CIRCLE_BRANCH',
                commit: env.CIRCLE_SHA1 || git.commit,
                repository: env.CIRCLE_PROJECT_USERNAME && env.CIRCLE_PROJECT_REPONAME
                    ? `${env.CIRCLE_PROJECT_USERNAME}/${env.CIRCLE_PROJECT_REPONAME}`
                    : '',
                // CIRCLE_USERNAME is a login, not an address: the commit's author is taken.
                pusher: git.authorEmail,
                request: env.CIRCLE_PR_NUMBER || /\/pull\/(\d+)$/.exec(env.CIRCLE_PULL_REQUEST ?? '')?.[1],
                jobUrl: env.CIRCLE_BUILD_URL,
                from: {
                    ref: set(env.CIRCLE_TAG) ? 'CIRCLE_TAG' : 'CIRCLE_BRANCH',
                    commit: env.CIRCLE_SHA1 ? 'CIRCLE_SHA1' : GIT_HEAD,
                    repository: 'CIRCLE_PROJECT_USERNAME/CIRCLE_PROJECT_REPONAME',
                },
            });
        case 'local':
            return trigger(ci, {
                ref: git.branch ? branch(git.branch) : git.tag ? tag(git.tag) : undefined,
                missing: git.commit === undefined
                    ? 'this folder is not in a git repository'
                    : `HEAD is detached at ${git.commit.slice(0, 7)} and no tag points at it`,
                commit: git.commit,
                repository: repositoryOfRemote(git.remoteUrl ?? ''),
                pusher: git.userEmail || git.authorEmail,
                from: { ref: 'git (HEAD)', commit: GIT_HEAD, repository: "git (the remote 'origin')" },
            });
    }
}
function withFlags(found, flags) {
    return {
        ...found,
        from: {
            ref: flags.branch ? '--branch' : flags.tag ? '--tag' : found.from.ref,
            commit: flags.commit ? '--commit' : found.from.commit,
            repository: flags.repository ? '--repository' : found.from.repository,
        },
        ...(flags.branch ? { ref: branch(flags.branch) } : {}),
        ...(flags.tag ? { ref: tag(flags.tag) } : {}),
        ...(flags.commit ? { commit: flags.commit } : {}),
        ...(flags.repository ? { repository: flags.repository } : {}),
    };
}
/**
 * The trigger as the deploy job hears a run: a push of the branch or tag, or a pull request of
 * its branch, with the pusher's address in the payload where GitHub's push events carry it.
 */
function runContextOf(found, place) {
    const ref = `refs/${found.ref.kind === 'tag' ? 'tags' : 'heads'}/${found.ref.name}`;
    const request = found.request !== '' && found.ref.kind === 'branch';
    return {
        eventName: request ? 'pull_request' : 'push',
        ref,
        headRef: request ? found.ref.name : '',
        sha: found.commit,
        repository: found.repository,
        actor: '',
        actorId: '',
        payload: { ref, ...(found.pusher ? { pusher: { email: found.pusher } } : {}) },
        runUrl: found.jobUrl,
        repositoryUrl: '',
        apiUrl: place.apiUrl,
        tempDir: place.tempDir,
    };
}
/**
 * `owner/name` from a remote's URL: `git@host:owner/name.git`, `https://host/owner/name.git`,
 * `ssh://git@host:22/owner/name`. '' for anything else.
 */
function repositoryOfRemote(url) {
    const scp = /^[\w.-]+@[\w.-]+:(?!\/)(.+)$/.exec(url);
    let path;
    if (scp) {
        path = scp[1];
    }
    else {
        try {
            path = new URL(url).pathname;
        }
        catch {
            return '';
        }
    }
    const parts = path
        .replace(/\.git\/?$/, '')
        .split('/')
        .filter((part) => part !== '');
    return parts.length >= 2 && parts.every((part) => /^[\w.-]+$/.test(part)) ? parts.join('/') : '';
}
function trigger(ci, found) {
    return {
        ci,
        ref: found.ref,
        from: found.from,
        ...(found.refused === undefined ? {} : { refused: found.refused }),
        ...(found.ref ? {} : { missing: found.missing }),
        commit: found.commit ?? '',
        repository: found.repository ?? '',
        pusher: found.pusher ?? '',
        request: found.request ?? '',
        jobUrl: found.jobUrl ?? '',
    };
}
function set(value) {
    return value !== undefined && value !== '';
}
function branch(name) {
    return { kind: 'branch', name };
}
function tag(name) {
    return { kind: 'tag', name };
}
/**
 * The commit's time as the CI tells it, for a job whose image has no git (GitLab's node:24-slim):
 * GitLab's CI_COMMIT_TIMESTAMP (ISO 8601), in whole seconds. Bitbucket and CircleCI tell none;
 * a value that is not a time is passed over, and the files keep their times on disk.
 */
function ciCommitTime(env) {
    const text = env.GITLAB_CI === 'true' ? env.CI_COMMIT_TIMESTAMP?.trim() : undefined;
    if (!text || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:?\d\d)$/.test(text))
        return undefined;
    const milliseconds = Date.parse(text);
    if (!Number.isFinite(milliseconds) || milliseconds < 0)
        return undefined;
    return { time: Math.floor(milliseconds / 1000), timeFrom: 'CI_COMMIT_TIMESTAMP' };
}


/***/ }),

/***/ 35987:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  s4: () => (/* binding */ ledgerDirOf),
  Vg: () => (/* binding */ ledgerRepositoryOf),
  Dw: () => (/* binding */ noLedger),
  au: () => (/* binding */ openLedger),
  OT: () => (/* binding */ withoutLedger)
});

// UNUSED EXPORTS: anchoredFolderRule

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/api/shape.ts
var shape = __webpack_require__(71989);
// EXTERNAL MODULE: ./src/archive/own.ts
var own = __webpack_require__(36982);
// EXTERNAL MODULE: ./src/archive/given.ts
var given = __webpack_require__(1055);
// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(16264);
// EXTERNAL MODULE: ./src/ledger/artifacts.ts
var artifacts = __webpack_require__(39550);
// EXTERNAL MODULE: ./src/ledger/record.ts
var ledger_record = __webpack_require__(97016);
// EXTERNAL MODULE: ./src/ledger/releases.ts
var releases = __webpack_require__(48199);
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
const MAX_RECORD_BYTES = 64 * 1024;
/** The ledger folder cannot be used; the message says why, naming the folder. */
class LedgerFolderError extends src_errors/* AmezmoDeployError */.n2 {
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
    const root = (0,external_node_path_.resolve)(dir);
    const releasesOf = (scope) => (0,external_node_path_.join)(root, 'releases', scope.instance, scope.environment);
    /** A release's statuses, newest first, as its record file keeps them. */
    const statusesOf = async (entry, signal) => {
        signal?.throwIfAborted();
        const found = await readRecordFile((0,external_node_path_.join)(releasesOf(entry), recordName(entry)));
        return found?.statuses ?? [];
    };
    const archiveOf = (kept) => /^archives\/[0-9a-f]{64}$/.test(kept.file) ? (0,external_node_path_.join)(root, kept.file) : undefined;
    return (0,releases/* withQueries */.jQ)({
        dir: root,
        check: async (use) => {
            const found = await (0,promises_.stat)(root).catch((error) => error);
            if (found instanceof Error) {
                if (!isMissing(found) || use === 'read') {
                    throw new LedgerFolderError(isMissing(found)
                        ? `${root} does not exist: name the folder that deploy --ledger-dir recorded ` +
                            'releases in (restore the CI cache that holds it first).'
                        : `${root} cannot be read (${found.code ?? (0,errors/* clauseOf */.pQ)(found)}).`);
                }
                await makeFolder(root);
            }
            else if (!found.isDirectory()) {
                throw new LedgerFolderError(`${root} is not a folder.`);
            }
            if (use === 'write') {
                // Written to and removed, as a record is: a folder that takes no files fails here.
                const probe = (0,external_node_path_.join)(root, `.probe-${process.pid}-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`);
                try {
                    await (0,promises_.writeFile)(probe, '');
                }
                catch (error) {
                    throw new LedgerFolderError(`${root} cannot be written to (${error.code ?? (0,errors/* clauseOf */.pQ)(error)}).`);
                }
                finally {
                    await (0,promises_.rm)(probe, { force: true });
                }
                // Marks the folder as a ledger: no deploy ships it, with --ledger-dir or without.
                await (0,promises_.writeFile)((0,external_node_path_.join)(root, own/* LEDGER_MARKER */.pR), own/* LEDGER_MARKER_TEXT */.hp);
            }
        },
        place: `the ledger folder ${root}`,
        idName: 'Amezmo deployment',
        howToRecord: `amezmo-deploy deploy --ledger-dir ${dir} records each release it makes`,
        read: async (scope) => {
            const folder = releasesOf(scope);
            let names;
            try {
                names = await (0,promises_.readdir)(folder);
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
                const entry = await readRecord((0,external_node_path_.join)(folder, name), scope);
                if (entry)
                    entries.push(entry);
                if (entries.length >= ledger_record/* MAX_RELEASES */.c1)
                    break;
            }
            return entries;
        },
        healthOf: async (entry, signal) => (0,ledger_record/* healthOf */.Wr)(await statusesOf(entry, signal)),
        outcomeOf: async (entry, signal) => (0,ledger_record/* outcomeOf */.sG)(await statusesOf(entry, signal)),
        recordHealth: async (entry, health, text, signal) => {
            signal?.throwIfAborted();
            const path = (0,external_node_path_.join)(releasesOf(entry), recordName(entry));
            const body = (0,shape/* asRecord */.qY)(JSON.parse(await (0,promises_.readFile)(path, 'utf8')));
            if (!body || !Array.isArray(body.statuses)) {
                throw new Error(`the record ${path} is not one this tool wrote`);
            }
            const status = {
                state: health === 'healthy' ? 'success' : 'failure',
                description: (0,ledger_record/* healthDescription */.DI)(health, text),
                created_at: now().toISOString(),
            };
            const updated = { ...body, statuses: [status, ...body.statuses] };
            await writeAside(path, (aside) => (0,promises_.writeFile)(aside, `${JSON.stringify(updated, null, 2)}\n`));
        },
        archiveState: async (entry) => {
            if (!('file' in entry.artifact)) {
                return { problem: 'it was kept as a workflow artifact, which a ledger folder cannot read' };
            }
            const path = archiveOf(entry.artifact);
            if (!path)
                return { problem: `its record names ${JSON.stringify(entry.artifact.file)}` };
            try {
                await (0,promises_.stat)(path);
                return 'kept';
            }
            catch (error) {
                return isMissing(error) ? 'gone' : { problem: (0,errors/* clauseOf */.pQ)(error) };
            }
        },
        // The folder is the user's own: whoever may write it may write its records and archives.
        trust: () => Promise.resolve(undefined),
        readArchive: async (entry, tempDir, signal) => {
            const artifact = entry.artifact;
            const file = 'file' in artifact ? artifact.file : undefined;
            const path = 'file' in artifact ? archiveOf(artifact) : undefined;
            if (!path) {
                throw new artifacts/* ArtifactError */.nE(`The record of commit ${(0,format/* shortSha */.Fu)(entry.commit)} names no archive of ${root}.`);
            }
            return (0,artifacts/* readBackChecked */.r8)(tempDir, entry, async (folder) => {
                const copy = (0,external_node_path_.join)(folder, 'archive');
                // A link holds the bytes even if another run removes the file meanwhile.
                try {
                    await (0,promises_.link)(path, copy).catch(() => (0,promises_.copyFile)(path, copy));
                }
                catch (error) {
                    throw new artifacts/* ArtifactError */.nE(isMissing(error)
                        ? `The archive of this release is gone from ${root} (${file}): its keep-days ` +
                            'ran out, or the folder was not restored in full.'
                        : `Could not read ${path}: ${(0,errors/* clauseOf */.pQ)(error)}.`);
                }
                return copy;
            }, signal);
        },
        problem: (error) => `the folder ${root} could not be read (${(0,errors/* clauseOf */.pQ)(error)})`,
        store: {
            keep: async (path, days, sha256) => {
                const file = `archives/${sha256}`;
                const destination = (0,external_node_path_.join)(root, file);
                await (0,promises_.mkdir)((0,external_node_path_.join)(root, 'archives'), { recursive: true });
                const { size } = await (0,promises_.stat)(path);
                const there = await (0,promises_.stat)(destination).catch(() => undefined);
                // Kept already by an earlier release of the same bytes: touched, so that it is not pruned
                // before this release's record names it. A file whose bytes are not those is replaced.
                const same = there?.size === size && (await (0,given/* sha256Of */.Bj)(destination)) === sha256;
                if (same)
                    await (0,promises_.utimes)(destination, now(), now());
                else
                    await writeAside(destination, (aside) => (0,promises_.copyFile)(path, aside));
                const expiresAt = new Date(now().getTime() + days * DAY_MS).toISOString();
                const foreign = await prune(root, now(), file);
                if (foreign.length > 0) {
                    const shown = foreign.slice(0, FOREIGN_NAMED).join(', ');
                    const more = foreign.length > FOREIGN_NAMED ? ` and ${foreign.length - FOREIGN_NAMED} more` : '';
                    notice(`The ledger folder's archives (${(0,external_node_path_.join)(root, 'archives')}) hold files it did not ` +
                        `write: ${shown}${more}. They were left as they are; keep other files elsewhere.`);
                }
                return { file, expiresAt };
            },
            fetch: () => Promise.reject(new artifacts/* ArtifactError */.nE('A ledger folder keeps no workflow artifacts.')),
        },
        start: async (record) => {
            const folder = releasesOf(record);
            await (0,promises_.mkdir)(folder, { recursive: true });
            const created = now().toISOString();
            const path = (0,external_node_path_.join)(folder, recordName({ id: record.deploymentId, createdAt: created }));
            let statuses = [];
            const write = async (state, description) => {
                statuses = [{ state, description, created_at: now().toISOString() }, ...statuses];
                const body = {
                    amezmo_deploy_ledger: FORMAT,
                    id: record.deploymentId,
                    created_at: created,
                    payload: (0,ledger_record/* payloadOf */.Md)(record),
                    statuses,
                };
                await writeAside(path, (aside) => (0,promises_.writeFile)(aside, `${JSON.stringify(body, null, 2)}\n`));
            };
            await write('in_progress', 'Deploying');
            return {
                id: undefined,
                succeeded: (text) => write('success', text),
                settle: (state, text) => write(state, text),
                failed: (error, cancelled) => write(cancelled ? 'inactive' : 'failure', (0,errors/* messageOf */.bD)(error).slice(0, 1000)),
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
    const found = await (0,promises_.stat)(path).catch(() => undefined);
    if (!found?.isFile() || found.size > MAX_RECORD_BYTES)
        return undefined;
    const text = await (0,promises_.readFile)(path, 'utf8').catch(() => undefined);
    if (text === undefined || text.length > MAX_RECORD_BYTES)
        return undefined;
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    const fields = (0,shape/* asRecord */.qY)(value);
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
    const record = found ? (0,ledger_record/* recordOf */.zv)(found.payload) : undefined;
    if (!found || !record || found.id !== record.deploymentId)
        return undefined;
    if (record.instance !== scope.instance || record.environment !== scope.environment) {
        return undefined;
    }
    // Named for what it holds: a copy under another name is not a record.
    if ((0,external_node_path_.basename)(path) !== recordName(found))
        return undefined;
    return { ...record, id: found.id, createdAt: found.createdAt };
}
/** Writes `destination` through a file beside it, renamed into place once whole. */
async function writeAside(destination, write) {
    const aside = `${destination}.${process.pid}-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}.partial`;
    try {
        await write(aside);
        await (0,promises_.rename)(aside, destination);
    }
    catch (error) {
        await (0,promises_.rm)(aside, { force: true });
        throw error;
    }
}
/** An archive kept this recently (a day) is never removed: its release may not be recorded yet. */
const RECENT_MS = DAY_MS;
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
    const releases = (0,external_node_path_.join)(root, 'releases');
    for (const instance of await namesIn(releases)) {
        for (const environment of await namesIn((0,external_node_path_.join)(releases, instance))) {
            const folder = (0,external_node_path_.join)(releases, instance, environment);
            for (const name of await namesIn(folder)) {
                if (!RECORD_NAME.test(name))
                    continue;
                const found = await readRecordFile((0,external_node_path_.join)(folder, name));
                const kept = found ? (0,ledger_record/* recordOf */.zv)(found.payload)?.artifact : undefined;
                if (!kept || !('file' in kept))
                    continue;
                const ends = Date.parse(kept.expiresAt);
                if (Number.isFinite(ends))
                    until.set(kept.file, Math.max(until.get(kept.file) ?? 0, ends));
            }
        }
    }
    const archives = (0,external_node_path_.join)(root, 'archives');
    const foreign = [];
    for (const name of await namesIn(archives)) {
        if (!ARCHIVE_NAME.test(name) && !PARTIAL_NAME.test(name)) {
            foreign.push(name);
            continue;
        }
        const path = (0,external_node_path_.join)(archives, name);
        const modified = (await (0,promises_.stat)(path).catch(() => undefined))?.mtimeMs ?? now.getTime();
        const kept = `archives/${name}` === keeping || (until.get(`archives/${name}`) ?? 0) >= now.getTime();
        if (!kept && now.getTime() - modified > RECENT_MS)
            await (0,promises_.unlink)(path).catch(() => { });
    }
    return foreign.sort();
}
/**
 * Makes `folder` and the folders above it that are missing, one at a time, so that a path where
 * no folder can be made fails at once (a recursive mkdir loops for ever under /proc).
 */
async function makeFolder(folder) {
    try {
        await (0,promises_.mkdir)(folder);
    }
    catch (error) {
        const code = error.code;
        if (code === 'EEXIST')
            return;
        const parent = (0,external_node_path_.dirname)(folder);
        if (code !== 'ENOENT' || parent === folder) {
            throw new LedgerFolderError(`${folder} cannot be made (${code ?? (0,errors/* clauseOf */.pQ)(error)}).`);
        }
        await makeFolder(parent);
        await (0,promises_.mkdir)(folder).catch((again) => {
            if (again.code !== 'EEXIST') {
                throw new LedgerFolderError(`${folder} cannot be made (${again.code ?? (0,errors/* clauseOf */.pQ)(again)}).`);
            }
        });
    }
}
async function namesIn(folder) {
    return (0,promises_.readdir)(folder).catch(() => []);
}
function isMissing(error) {
    return error?.code === 'ENOENT';
}

// EXTERNAL MODULE: ./src/github/context.ts
var context = __webpack_require__(19556);
// EXTERNAL MODULE: ./src/settings/source.ts
var source = __webpack_require__(80468);
;// CONCATENATED MODULE: ./src/cli/ledger.ts
// The ledger folder of the command line (--ledger-dir, or AMEZMO_LEDGER_DIR): named, checked
// before anything is deployed, and left out of the archive when it is inside the folder deployed.





/** The ledger folder --ledger-dir or AMEZMO_LEDGER_DIR names, resolved from the working folder. */
function ledgerDirOf(invocation) {
    const flag = invocation.given['ledger-dir'];
    if (flag !== undefined && flag.trim() === '') {
        throw new source/* InputError */.dz('--ledger-dir is empty: give the folder the ledger is kept in, e.g. --ledger-dir .amezmo-ledger.');
    }
    const value = (flag ?? invocation.env.AMEZMO_LEDGER_DIR ?? '').trim();
    if (value === '')
        return undefined;
    return {
        path: (0,external_node_path_.resolve)(invocation.cwd, value),
        label: flag === undefined ? 'AMEZMO_LEDGER_DIR' : '--ledger-dir',
        value,
    };
}
/**
 * The ledger kept in the folder named, checked before anything is deployed: for `write` made
 * when missing and written to, for `read` there. A folder that cannot be used is a usage error.
 */
async function openLedger(named, use, notice) {
    const ledger = folderLedger(named.path);
    try {
        await ledger.check(use);
    }
    catch (error) {
        if (!(error instanceof LedgerFolderError))
            throw error;
        throw new source/* InputError */.dz(`${named.label} has '${named.value}', and ${error.message.replace(/\.$/, '')}` +
            (use === 'write'
                ? ': give a folder this user may write, kept between runs (a CI cache, a shared volume).'
                : '.'));
    }
    return folderLedger(await (0,promises_.realpath)(named.path), undefined, notice);
}
/**
 * The settings with the ledger folder left out of the archive, when it is inside the folder
 * deployed (a CI cache must be inside the project): its records and archives are never uploaded
 * from this run. The folder deployed itself cannot be the ledger.
 */
async function withoutLedger(settings, ledger) {
    if (settings.source.kind !== 'build')
        return settings;
    const build = settings.source.build;
    const inside = (0,external_node_path_.relative)(await (0,promises_.realpath)(build.path), ledger.dir);
    if (inside === '') {
        throw new source/* InputError */.dz(`The ledger folder ${ledger.dir} is the folder deployed: give a folder of its own, e.g. ` +
            '--ledger-dir .amezmo-ledger.');
    }
    if (inside === '..' || inside.startsWith(`..${external_node_path_.sep}`) || (0,external_node_path_.isAbsolute)(inside))
        return settings;
    const pattern = anchoredFolderRule(inside.split(external_node_path_.sep));
    return {
        ...settings,
        source: { kind: 'build', build: { ...build, exclude: [...build.exclude, pattern] } },
    };
}
/** A gitignore rule that leaves out exactly the folder at `names` from the root, whatever they hold. */
function anchoredFolderRule(names) {
    return `/${names.map(literalPattern).join('/')}/`;
}
/** A file name as a gitignore pattern that matches only that name. */
function literalPattern(name) {
    return name.replace(/[\\*?[\]!# ]/g, (character) => `\\${character}`);
}
/**
 * Why a command that reads the ledger cannot run here, and what to do: no folder is named, and
 * no token reads the deploy action's ledger in GitHub (one that `may` do what it needs).
 */
function noLedger(command, may) {
    return (`${command} reads a ledger of releases, and none is named: pass --ledger-dir DIR (or set ` +
        'AMEZMO_LEDGER_DIR), the folder that amezmo-deploy deploy --ledger-dir DIR recorded releases ' +
        `in; or, for the deploy action's ledger in a GitHub repository, set GITHUB_TOKEN to a token ` +
        `that ${may} of it, and name it with GITHUB_REPOSITORY or --repository OWNER/NAME.`);
}
/** The GitHub repository whose deployments keep the ledger: --repository, else GITHUB_REPOSITORY. */
function ledgerRepositoryOf(invocation) {
    const { given, env } = invocation;
    const repository = given.repository ?? env.GITHUB_REPOSITORY ?? '';
    const named = (0,context/* splitRepository */.T8)(repository);
    if (!named) {
        throw repository === ''
            ? new source/* InputError */.dz('GITHUB_REPOSITORY is not set, and --repository is not given: name the GitHub ' +
                'repository whose deployments keep the ledger, e.g. --repository acme/shop.')
            : (0,source/* has */.zy)(given.repository === undefined ? 'GITHUB_REPOSITORY' : '--repository', repository, 'give it as owner/name, e.g. acme/shop.');
    }
    return { repository, named };
}


/***/ }),

/***/ 19556:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ readRunContext),
/* harmony export */   T4: () => (/* binding */ isGitRefName),
/* harmony export */   T8: () => (/* binding */ splitRepository)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

// Read by hand rather than through @actions/github, whose import loads Octokit: the skip path
// should not pay for that.
function readRunContext(env = process.env) {
    const server = env.GITHUB_SERVER_URL || 'https://github.com';
    const repository = env.GITHUB_REPOSITORY ?? '';
    return {
        eventName: env.GITHUB_EVENT_NAME ?? '',
        ref: env.GITHUB_REF ?? '',
        headRef: env.GITHUB_HEAD_REF ?? '',
        sha: env.GITHUB_SHA ?? '',
        repository,
        actor: env.GITHUB_ACTOR ?? '',
        actorId: env.GITHUB_ACTOR_ID ?? '',
        payload: readPayload(env.GITHUB_EVENT_PATH),
        runUrl: env.GITHUB_RUN_ID && repository
            ? `${server}/${repository}/actions/runs/${encodeURIComponent(env.GITHUB_RUN_ID)}`
            : '',
        repositoryUrl: /^[\w.-]+\/[\w.-]+$/.test(repository) ? `${server}/${repository}` : '',
        apiUrl: env.GITHUB_API_URL || 'https://api.github.com',
        tempDir: env.RUNNER_TEMP || (env.TMPDIR ?? '/tmp'),
        runId: env.GITHUB_RUN_ID ?? '',
        runAttempt: env.GITHUB_RUN_ATTEMPT ?? '',
    };
}
function readPayload(path) {
    if (!path)
        return {};
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8');
    }
    catch {
        return {};
    }
    try {
        const payload = JSON.parse(text);
        return typeof payload === 'object' && payload !== null
            ? payload
            : {};
    }
    catch {
        throw new Error(`The event payload at GITHUB_EVENT_PATH (${path}) is not valid JSON.`);
    }
}
/**
 * Whether `name` is a branch or tag name git can hold (git check-ref-format): event payloads are
 * not trusted, and a name with a line break or a control character exists in no repository.
 */
function isGitRefName(name) {
    return (name !== '' &&
        name !== '@' &&
        name.length <= 255 &&
        // eslint-disable-next-line no-control-regex
        !/[\x00-\x20\x7f~^:?*[\\]|\.\.|@\{|\/\/|^\/|\/$|\.$|\.lock(\/|$)|(^|\/)\./.test(name));
}
/** `owner/name` split in two; undefined when the repository is not known. */
function splitRepository(repository) {
    const [owner, name, ...rest] = repository.split('/');
    if (!owner || !name || rest.length > 0)
        return undefined;
    return { owner, name };
}


/***/ }),

/***/ 7744:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  VF: () => (/* binding */ githubLedger)
});

// UNUSED EXPORTS: healthOfRelease, ledgerProblem, readLedger

// EXTERNAL MODULE: ./src/api/shape.ts
var shape = __webpack_require__(71989);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/github/rest.ts
var rest = __webpack_require__(66417);
// EXTERNAL MODULE: ./src/ledger/artifacts.ts
var artifacts = __webpack_require__(39550);
// EXTERNAL MODULE: ./src/ledger/record.ts
var ledger_record = __webpack_require__(97016);
// EXTERNAL MODULE: ./src/ledger/releases.ts
var releases = __webpack_require__(48199);
// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(16264);
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
async function trustProblem(target, entry, signal) {
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
            (0,shape/* asRecord */.qY)(await target.github.request('GET', (0,rest/* repoPath */.qN)(target, `/actions/artifacts/${kept.id}`), {
                signal,
            })) ?? {};
    }
    catch (error) {
        if (signal?.aborted)
            throw error;
        return {
            problem: error instanceof rest/* GitHubApiError */.OS && error.status === 404
                ? `GitHub has no artifact ${kept.id} in ${repository}`
                : `GitHub could not say which run made its artifact ${kept.id} (${(0,artifacts/* artifactProblem */.QY)(error)})`,
        };
    }
    const name = typeof artifact.name === 'string' ? artifact.name : '';
    if (name !== kept.name || !(0,artifacts/* isArtifactNameOf */.l4)(name, entry, entry.sha256)) {
        return {
            problem: `its artifact ${kept.id} ('${name}') is not named as the archive of environment ` +
                `'${entry.environment}' on instance ${entry.instance} with sha256 ${entry.sha256.slice(0, 16)}…`,
        };
    }
    const run = (0,shape/* asRecord */.qY)(artifact.workflow_run)?.id;
    const recorded = entry.runId ?? kept.runId;
    if (!Number.isSafeInteger(run) || String(run) !== kept.runId || String(run) !== recorded) {
        return {
            problem: `its artifact ${kept.id} was made by workflow run ${String(run)}, not run ${recorded} as recorded`,
        };
    }
    let answer;
    try {
        answer =
            (0,shape/* asRecord */.qY)(await target.github.request('GET', (0,rest/* repoPath */.qN)(target, `/actions/runs/${String(run)}`), {
                signal,
            })) ?? {};
    }
    catch (error) {
        if (signal?.aborted)
            throw error;
        return {
            problem: `GitHub could not say what workflow run ${String(run)} is (${error instanceof rest/* GitHubApiError */.OS && error.status === 404
                ? `it has no such run in ${repository}`
                : (0,errors/* clauseOf */.pQ)(error)})`,
        };
    }
    const fullName = (value) => {
        const named = (0,shape/* asRecord */.qY)(value)?.full_name;
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
                `${(0,format/* shortSha */.Fu)(headSha) || '(none)'}, not for the record's commit ${(0,format/* shortSha */.Fu)(entry.commit)}`,
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
            (0,shape/* asRecord */.qY)(await target.github.request('GET', (0,rest/* repoPath */.qN)(target, `/deployments/${id}`), { signal })) ?? {};
    }
    catch (error) {
        if (signal?.aborted)
            throw error;
        return `the release ${what} (GitHub deployment ${id}) could not be read (${(0,errors/* clauseOf */.pQ)(error)})`;
    }
    const first = deployment.task === ledger_record/* LEDGER_TASK */.wB ? (0,ledger_record/* recordOf */.zv)(deployment.payload) : undefined;
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
class UntrustedReleaseError extends artifacts/* ArtifactError */.nE {
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
    return (0,releases/* withQueries */.jQ)({
        place: `the GitHub deployments of ${target.owner}/${target.repo}`,
        idName: 'GitHub deployment',
        howToRecord: 'the deploy action records each release it makes (with github-deployment: true, its ' +
            'default)',
        read: (scope, signal) => readLedger(target, scope, signal),
        healthOf: (entry, signal) => healthOfRelease(target, entry, signal),
        outcomeOf: async (entry, signal) => (0,ledger_record/* outcomeOf */.sG)(await statusesOf(target, entry, signal)),
        recordHealth: async (entry, health, text, signal) => {
            await target.github.request('POST', (0,rest/* repoPath */.qN)(target, `/deployments/${entry.id}/statuses`), {
                body: {
                    state: health === 'healthy' ? 'success' : 'failure',
                    description: (0,ledger_record/* healthDescription */.DI)(health, text),
                    // Nothing new went live: the environment's other deployments stay as they are.
                    auto_inactive: false,
                },
                signal,
            });
        },
        archiveState: async (entry, signal) => 'file' in entry.artifact
            ? { problem: 'it was kept in a ledger folder, not as a workflow artifact' }
            : (0,artifacts/* artifactState */.iw)(target, entry.artifact, signal),
        trust: async (entry, signal) => 'file' in entry.artifact
            ? 'its archive was kept in a ledger folder, which a GitHub deployment cannot name'
            : trustProblem(target, { ...entry, artifact: entry.artifact }, signal),
        readArchive: async (entry, tempDir, signal) => {
            const artifact = entry.artifact;
            if ('file' in artifact) {
                throw new artifacts/* ArtifactError */.nE(`The archive of this release was kept in a ledger folder (${artifact.file}), which ` +
                    'the GitHub ledger cannot read: roll back with the command line and --ledger-dir.');
            }
            if (!store)
                throw new artifacts/* ArtifactError */.nE('This run cannot reach the artifact service.');
            const kept = { ...entry, artifact };
            return (0,artifacts/* fetchKeptArchive */.pR)(store, target, kept, tempDir, signal, async () => {
                const problem = await trustProblem(target, kept, signal);
                if (problem !== undefined)
                    throw new UntrustedReleaseError(entry, problem);
            });
        },
        problem: ledgerProblem,
    });
}
/**
 * The releases of `environment` on `instance`, newest first (by id, as GitHub lists
 * deployments: a list whose pages shifted while it was read, another run recording a release,
 * gives a deployment twice, read once here). Deployments of other tasks, instances or payloads
 * are passed over. Throws what GitHub answered: the caller says which permission is missing.
 */
async function readLedger(target, where, signal) {
    const deployments = await target.github.paginate((0,rest/* repoPath */.qN)(target, '/deployments'), {
        query: { environment: where.environment, task: ledger_record/* LEDGER_TASK */.wB },
        signal,
    });
    const entries = [];
    const seen = new Set();
    for (const each of newestFirst(deployments)) {
        const deployment = (0,shape/* asRecord */.qY)(each);
        if (!deployment || !Number.isSafeInteger(deployment.id))
            continue;
        if (seen.has(deployment.id))
            continue;
        seen.add(deployment.id);
        const record = (0,ledger_record/* recordOf */.zv)(deployment.payload);
        if (!record || record.instance !== where.instance || record.environment !== where.environment) {
            continue;
        }
        entries.push({
            ...record,
            id: deployment.id,
            createdAt: typeof deployment.created_at === 'string' ? deployment.created_at : '',
        });
        if (entries.length >= ledger_record/* MAX_RELEASES */.c1)
            break;
    }
    return entries;
}
/** The health a release's statuses recorded: one request to GitHub. */
async function healthOfRelease(target, entry, signal) {
    return (0,ledger_record/* healthOf */.Wr)(await statusesOf(target, entry, signal));
}
/** A release's statuses, newest first. */
async function statusesOf(target, entry, signal) {
    const path = (0,rest/* repoPath */.qN)(target, `/deployments/${entry.id}/statuses`);
    return newestFirst(await target.github.paginate(path, { signal }));
}
/**
 * GitHub's records (deployments, statuses) by id, the newest first, as GitHub lists them, but
 * not taken on trust: what the ledger says is read from the newest. Those without an id go last,
 * in the order they came.
 */
function newestFirst(records) {
    const idOf = (record) => {
        const id = (0,shape/* asRecord */.qY)(record)?.id;
        return Number.isSafeInteger(id) ? id : -1;
    };
    return records
        .map((record, index) => ({ record, index, id: idOf(record) }))
        .sort((a, b) => b.id - a.id || a.index - b.index)
        .map(({ record }) => record);
}
/** Why the ledger could not be read or written, as one clause a warning or an error ends with. */
function ledgerProblem(error) {
    return (0,rest/* isPermissionRefusal */.MA)(error)
        ? `the token may not read or write deployments (GitHub answered ${error.status}): give the ` +
            'job "permissions: deployments: write"'
        : (0,errors/* clauseOf */.pQ)(error);
}


/***/ }),

/***/ 48199:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H$: () => (/* binding */ liveEntry),
/* harmony export */   jQ: () => (/* binding */ withQueries)
/* harmony export */ });
/* unused harmony exports liveRelease, MAX_LOOKED_AT, lastHealthy, pickRelease */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16264);

/** A store's ledger: what it answers, and the questions every store answers alike. */
function withQueries(store) {
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
            options.warn?.(`Passed over ${ledger.idName} ${entry.id} (commit ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .shortSha */ .Fu)(entry.commit)}, sha256 ` +
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


/***/ })

};
