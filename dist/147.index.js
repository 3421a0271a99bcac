export const id = 147;
export const ids = [147];
export const modules = {

/***/ 20480:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pp: () => (/* binding */ compareCommitTimes),
/* harmony export */   hR: () => (/* binding */ listCommitsBetween),
/* harmony export */   jh: () => (/* binding */ isCommitId),
/* harmony export */   kC: () => (/* binding */ compareCommits)
/* harmony export */ });
/* unused harmony export CompareAnswerError */
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71989);
/* harmony import */ var _http_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58549);
/* harmony import */ var _rest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(66417);
// Where one commit stands to another, as GitHub's compare API tells it: whether the commit to
// deploy is behind (an ancestor of) the live one, ahead of it, diverged or the same. The answer is
// never trusted beyond the one field read.



const STANDINGS = ['behind', 'ahead', 'diverged', 'identical'];
/** A commit id as git names it: hex, abbreviated (7) to whole (SHA-256's 64). */
function isCommitId(value) {
    return /^[0-9a-f]{7,64}$/i.test(value);
}
/** GitHub answered the compare API with a body whose `status` cannot be used. */
class CompareAnswerError extends _http_index_js__WEBPACK_IMPORTED_MODULE_0__/* .UnexpectedResponseError */ .dk {
    errorCode = 'compare-malformed';
    constructor(operation, problem) {
        super(operation, problem, 'GitHub API');
        this.name = 'CompareAnswerError';
    }
}
/**
 * Where `head` stands to `base` (`GET /repos/{owner}/{repo}/compare/{base}...{head}`): `behind`
 * when `head` is an ancestor of `base`. Throws GitHubApiError when GitHub refuses (404 for a
 * commit it does not know), and CompareAnswerError when its answer has no status of those four.
 */
async function compareCommits(target, base, head, signal) {
    // One commit of the comparison is enough: only `status` is read.
    return (await askCompare(target, base, head, 1, signal)).status;
}
/**
 * The commits `head` has that `base` lacks, and where it stands to `base`: the first page of
 * GitHub's answer (oldest first), the newest `most` of it kept. Throws as compareCommits does.
 */
async function listCommitsBetween(target, base, head, most, signal) {
    const { status, answer } = await askCompare(target, base, head, 250, signal);
    const listed = Array.isArray(answer.commits) ? answer.commits : [];
    const commits = listed.flatMap((each) => {
        const commit = (0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .asRecord */ .qY)(each);
        const sha = typeof commit?.sha === 'string' && isCommitId(commit.sha) ? commit.sha : undefined;
        if (!sha)
            return [];
        const detail = (0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .asRecord */ .qY)(commit?.commit);
        const message = typeof detail?.message === 'string' ? detail.message : '';
        const name = (0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .asRecord */ .qY)(detail?.author)?.name ?? (0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .asRecord */ .qY)(commit?.author)?.login;
        return [
            {
                sha,
                subject: (message.split(/\r?\n/, 1)[0] ?? '').slice(0, 200),
                author: typeof name === 'string' ? name.slice(0, 100) : '',
            },
        ];
    });
    const total = Number.isSafeInteger(answer.total_commits)
        ? Math.max(answer.total_commits, commits.length)
        : commits.length;
    return { status, total, commits: commits.reverse().slice(0, most) };
}
async function askCompare(target, base, head, perPage, signal) {
    for (const commit of [base, head]) {
        if (!isCommitId(commit))
            throw new RangeError(`'${commit}' is not a commit id`);
    }
    const path = (0,_rest_js__WEBPACK_IMPORTED_MODULE_2__/* .repoPath */ .qN)(target, `/compare/${base}...${head}`);
    const answer = await target.github.request('GET', path, {
        query: { per_page: perPage },
        ...(signal ? { signal } : {}),
    });
    const status = typeof answer === 'object' && answer !== null && !Array.isArray(answer)
        ? answer.status
        : undefined;
    if (typeof status !== 'string' || !STANDINGS.includes(status)) {
        throw new CompareAnswerError(`GET ${path}`, typeof status === 'string'
            ? `200 with a status that is none of ${STANDINGS.join(', ')}`
            : '200 without a status');
    }
    return { status: status, answer: (0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .asRecord */ .qY)(answer) ?? {} };
}
/** The most pages of commits read from one comparison: 1,000 commits at 100 a page. */
const MAX_COMMIT_PAGES = 10;
/**
 * The committer times (seconds) of the commits `head` has that `base` lacks, from the compare
 * API's `commits` (up to 100 a page, MAX_COMMIT_PAGES pages); a commit without a readable time
 * is passed over. Throws what GitHub answered (404 for a commit it does not know).
 */
async function compareCommitTimes(target, base, head, signal) {
    for (const commit of [base, head]) {
        if (!isCommitId(commit))
            throw new RangeError(`'${commit}' is not a commit id`);
    }
    const path = (0,_rest_js__WEBPACK_IMPORTED_MODULE_2__/* .repoPath */ .qN)(target, `/compare/${base}...${head}`);
    const times = [];
    for (let page = 1; page <= MAX_COMMIT_PAGES; page++) {
        const answer = await target.github.request('GET', path, {
            query: { per_page: 100, page },
            ...(signal ? { signal } : {}),
        });
        const body = (0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .asRecord */ .qY)(answer);
        const commits = Array.isArray(body?.commits) ? body.commits : [];
        for (const commit of commits) {
            const committer = (0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .asRecord */ .qY)((0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .asRecord */ .qY)((0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .asRecord */ .qY)(commit)?.commit)?.committer);
            const date = typeof committer?.date === 'string' ? Date.parse(committer.date) : NaN;
            if (Number.isFinite(date))
                times.push(Math.floor(date / 1000));
        }
        const total = body?.total_commits;
        if (commits.length < 100 || (typeof total === 'number' && page * 100 >= total))
            break;
    }
    return times;
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
