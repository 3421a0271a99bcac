export const id = 277;
export const ids = [277];
export const modules = {

/***/ 65640:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ak: () => (/* binding */ isSucceeded),
/* harmony export */   Ks: () => (/* binding */ INSTANCE_LAUNCHING),
/* harmony export */   LT: () => (/* binding */ isInProgress),
/* harmony export */   Xg: () => (/* binding */ isInstanceState),
/* harmony export */   fW: () => (/* binding */ INSTANCE_DELETING)
/* harmony export */ });
// The service's status words, beside its records. service-notes.md: deployments are seen as
// `pending`, `cancelling`, `cancelled` and `succeeded`, and a failed state exists whose word is
// never printed; instances as `Launching` and `Deleting`; workers as `Restarting`, `Starting`,
// `Stopping`. Words are compared without regard to case: the service's spelling is not an
// interface to rely on.
/**
 * Deployment statuses that mean it has not ended: the documented ones, and words that clearly
 * say work is under way. Any other word is final; only `succeeded` is success.
 */
const DEPLOYMENT_IN_PROGRESS = new Set([
    'pending',
    'cancelling',
    'queued',
    'waiting',
    'running',
    'started',
    'starting',
    'deploying',
    'building',
    'extracting',
    'installing',
    'processing',
    'in_progress',
    'in-progress',
]);
const normal = (status) => status.trim().toLowerCase();
/** Whether a deployment status means it has not ended yet. */
function isInProgress(status) {
    return DEPLOYMENT_IN_PROGRESS.has(normal(status));
}
/** Whether a final deployment status means success. */
function isSucceeded(status) {
    return normal(status) === 'succeeded';
}
/** The instance state of a launch under way; once it has left it, the instance is up. */
const INSTANCE_LAUNCHING = 'Launching';
/** The instance state of a termination under way; once done, the instance answers 404. */
const INSTANCE_DELETING = 'Deleting';
function isInstanceState(state, word) {
    return normal(state) === normal(word);
}


/***/ }),

/***/ 99405:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Uo: () => (/* binding */ headOf),
  JA: () => (/* binding */ localCommitTimes),
  gK: () => (/* binding */ localLog),
  o7: () => (/* binding */ localStanding),
  SV: () => (/* binding */ readGitFacts)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
;// CONCATENATED MODULE: ./src/github/git.ts
/** The commit checked out at `path` and its committer time in seconds; undefined outside a checkout. */
function gitHead(path) {
    // Loaded here, not at the top: a run that is skipped never asks, and child_process costs the
    // start of every run about 4 ms.
    const { execFile } = process.getBuiltinModule('node:child_process');
    return new Promise((resolve) => {
        execFile('git', ['log', '-1', '--format=%H %ct'], { cwd: path, timeout: 10_000 }, (error, stdout) => {
            const match = /^([0-9a-f]{40,64}) (\d+)$/.exec(String(stdout).trim());
            resolve(!error && match ? { sha: match[1], time: Number(match[2]) } : undefined);
        });
    });
}

// EXTERNAL MODULE: ./src/github/compare.ts
var compare = __webpack_require__(20480);
// EXTERNAL MODULE: ./src/cli/ci.ts
var ci = __webpack_require__(64348);
;// CONCATENATED MODULE: ./src/cli/git.ts
// What the git repository of a folder says, for the command line outside a CI that tells it:
// each fact asked of git on its own, and undefined when git could not tell (no repository, no
// remote, no e-mail set, or no git at all).



/** Runs git in `cwd`: its exit code (undefined when it could not run or ran too long), its output. */
function runGit(cwd, args) {
    return new Promise((resolve) => {
        (0,external_node_child_process_.execFile)('git', args, { cwd, timeout: 10_000, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } }, (error, stdout) => {
            const code = error ? error.code : 0;
            resolve({ code: typeof code === 'number' ? code : undefined, stdout: String(stdout) });
        });
    });
}
/** What git prints, trimmed; undefined when it fails or prints nothing. */
async function git(cwd, args) {
    const { code, stdout } = await runGit(cwd, args);
    const text = stdout.trim();
    return code !== 0 || text === '' ? undefined : text;
}
async function readGitFacts(cwd) {
    const [head, commit, tags, remoteUrl, userEmail, authorEmail] = await Promise.all([
        git(cwd, ['rev-parse', '--abbrev-ref', 'HEAD']),
        git(cwd, ['rev-parse', 'HEAD']),
        git(cwd, ['tag', '--points-at', 'HEAD', '--sort=-v:refname']),
        git(cwd, ['remote', 'get-url', 'origin']),
        git(cwd, ['config', 'user.email']),
        git(cwd, ['log', '-1', '--format=%ae']),
    ]);
    return {
        branch: head === 'HEAD' ? undefined : head,
        tag: tags?.split('\n')[0],
        commit,
        remoteUrl,
        userEmail,
        authorEmail,
    };
}
/** Whether `ancestor` is an ancestor of `commit` in the clone at `cwd`; undefined when git cannot tell. */
async function isAncestor(cwd, ancestor, commit) {
    const { code } = await runGit(cwd, ['merge-base', '--is-ancestor', ancestor, commit]);
    // 0: it is; 1: it is not; anything else (a commit not in the clone, no clone): unknown.
    return code === 0 ? true : code === 1 ? false : undefined;
}
/**
 * Where `head` stands to `base` in the clone at `cwd`, as GitHub's compare API words it;
 * undefined when the clone does not hold both commits (or there is no clone). Both are commit
 * ids (checked by the caller), never options.
 */
async function localStanding(cwd, base, head) {
    const behind = await isAncestor(cwd, head, base);
    const ahead = behind === undefined ? undefined : await isAncestor(cwd, base, head);
    if (behind === undefined || ahead === undefined)
        return undefined;
    // Each an ancestor of the other (git counts a commit as its own): the same commit.
    if (behind && ahead)
        return 'identical';
    return behind ? 'behind' : ahead ? 'ahead' : 'diverged';
}
/**
 * The commits `head` has that `base` lacks in the clone at `cwd` (newest first, `most` of them)
 * and where `head` stands, as GitHub's compare API would list them; undefined when the clone does
 * not hold both commits. Both are commit ids (checked by the caller), never options.
 */
async function localLog(cwd, base, head, most) {
    const status = await localStanding(cwd, base, head);
    if (status === undefined)
        return undefined;
    const range = `${base}..${head}`;
    const count = await git(cwd, ['rev-list', '--count', range]);
    // Fields apart by a unit separator, commits by a record separator: no message holds either.
    const { code, stdout } = await runGit(cwd, [
        'log',
        `--max-count=${most}`,
        '--format=%H%x1f%an%x1f%s%x1e',
        range,
    ]);
    if (code !== 0 || count === undefined)
        return undefined;
    const commits = stdout
        .split('\x1e')
        .map((record) => record.replace(/^\n/, '').split('\x1f'))
        .filter((fields) => fields.length === 3)
        .map(([sha = '', author = '', subject = '']) => ({
        sha,
        author: author.slice(0, 100),
        subject: subject.slice(0, 200),
    }));
    return { status, total: Number(count), commits };
}
/**
 * The commit deployed from `path` and the time its files get: git's HEAD and committer time, with
 * a commit given on the command line recorded instead of HEAD's. Where git reads no commit (no
 * git in the CI's image), the run's commit with the commit time the CI tells, when it tells one.
 */
async function headOf(path, run, env) {
    const head = await gitHead(path);
    if (head)
        return run.given ? { ...head, sha: run.given } : head;
    const told = (0,ci/* ciCommitTime */.xY)(env);
    return told && run.commit ? { sha: run.commit, ...told } : undefined;
}
/**
 * The committer times (seconds) of the commits after `base` up to `head` in the clone at `cwd`
 * (`git log base..head`); undefined when the clone does not hold both. Both are commit ids
 * (checked here), never options.
 */
async function localCommitTimes(cwd, base, head) {
    if (!(0,compare/* isCommitId */.jh)(base) || !(0,compare/* isCommitId */.jh)(head))
        return undefined;
    const { code, stdout } = await runGit(cwd, ['log', '--format=%ct', `${base}..${head}`, '--']);
    if (code !== 0)
        return undefined;
    return stdout
        .split('\n')
        .filter((line) => /^\d+$/.test(line))
        .map(Number);
}


/***/ }),

/***/ 33158:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IS: () => (/* binding */ withRef),
/* harmony export */   gb: () => (/* binding */ describeTrigger),
/* harmony export */   o4: () => (/* binding */ triggerFlags),
/* harmony export */   vE: () => (/* binding */ readTrigger)
/* harmony export */ });
/* unused harmony export checkTrigger */
/* harmony import */ var _github_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(19556);
/* harmony import */ var _settings_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(80468);
/* harmony import */ var _ci_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(64348);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(99405);
/* harmony import */ var _shell_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47632);
// What a run is of, for the commands that deploy: the CI's (or git's) word, with the flags that
// say otherwise (--branch, --tag, --commit, --repository), each checked.





/** The flags that say what the run is of, checked. */
function triggerFlags(given) {
    if (given.branch !== undefined && given.tag !== undefined) {
        throw new _shell_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb('--branch and --tag were both given: a deployment is of one or the other.');
    }
    for (const name of ['branch', 'tag']) {
        const value = given[name];
        if (value !== undefined)
            checkRefName(`--${name}`, name, value);
    }
    const commit = given.commit;
    if (commit !== undefined)
        checkCommit('--commit', commit);
    const repository = given.repository;
    if (repository !== undefined)
        checkRepository('--repository', repository);
    return { branch: given.branch, tag: given.tag, commit: commit?.toLowerCase(), repository };
}
function checkRefName(label, kind, value) {
    if (!(0,_github_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isGitRefName */ .T4)(value))
        throw (0,_settings_index_js__WEBPACK_IMPORTED_MODULE_2__/* .has */ .zy)(label, value, `it is not a ${kind} name git allows.`);
}
function checkCommit(label, value) {
    if (!/^[0-9a-f]{7,64}$/i.test(value)) {
        throw (0,_settings_index_js__WEBPACK_IMPORTED_MODULE_2__/* .has */ .zy)(label, value, 'a commit is 7 to 64 hex digits, e.g. $(git rev-parse HEAD).');
    }
}
function checkRepository(label, value) {
    if (!/^[\w.-]+(\/[\w.-]+)+$/.test(value)) {
        throw (0,_settings_index_js__WEBPACK_IMPORTED_MODULE_2__/* .has */ .zy)(label, value, 'give it as owner/name, e.g. acme/shop.');
    }
}
/**
 * The trigger, its ref, commit and repository checked as the flags that give them are, whoever
 * gave them: a CI's variable is outside text too. A message names the variable (or git).
 */
function checkTrigger(found) {
    const { from } = found;
    if (found.ref)
        checkRefName(from.ref, found.ref.kind, found.ref.name);
    if (found.commit !== '')
        checkCommit(from.commit, found.commit);
    if (found.repository !== '')
        checkRepository(from.repository, found.repository);
    return found;
}
/**
 * What the CI (or git, where the CI says nothing) tells of the run, and the flags over it. Git is
 * asked in `folder`, the folder deployed, when it is in a repository; else in the working folder.
 */
async function readTrigger(invocation, flags, folder) {
    const { env, cwd } = invocation;
    // In GitHub Actions the run context says it all; elsewhere git fills what the CI leaves out.
    if (env.GITHUB_ACTIONS === 'true')
        return checkTrigger((0,_ci_js__WEBPACK_IMPORTED_MODULE_3__/* .withFlags */ .WW)((0,_ci_js__WEBPACK_IMPORTED_MODULE_3__/* .detectTrigger */ .aj)(env, {}), flags));
    const inFolder = folder === undefined ? undefined : await (0,_git_js__WEBPACK_IMPORTED_MODULE_4__/* .readGitFacts */ .SV)(folder);
    const git = inFolder?.commit !== undefined ? inFolder : await (0,_git_js__WEBPACK_IMPORTED_MODULE_4__/* .readGitFacts */ .SV)(cwd);
    return checkTrigger((0,_ci_js__WEBPACK_IMPORTED_MODULE_3__/* .withFlags */ .WW)((0,_ci_js__WEBPACK_IMPORTED_MODULE_3__/* .detectTrigger */ .aj)(env, git), flags));
}
/**
 * The trigger, when it names a branch or tag it may deploy; else an error saying which flag to
 * pass, or why the CI's run is not deployed.
 */
function withRef(found) {
    if (found.refused !== undefined)
        throw new Error(`Not deployed: ${found.refused}`);
    if (!found.ref) {
        throw new _settings_index_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`No branch or tag to deploy: ${found.missing ?? 'none was found'}. Pass --branch NAME or --tag NAME.`);
    }
    return { ...found, ref: found.ref };
}
/** One line of the log: what the run is of, and who said so. */
function describeTrigger(trigger) {
    const parts = [
        trigger.ref ? `${trigger.ref.kind} '${trigger.ref.name}'` : '',
        trigger.commit ? `commit ${trigger.commit.slice(0, 12)}` : '',
        trigger.repository ? `of ${trigger.repository}` : '',
        trigger.request ? `(merge or pull request ${trigger.request})` : '',
        trigger.pusher ? `by ${trigger.pusher}` : '',
    ].filter((part) => part !== '');
    const what = parts.length > 0 ? parts.join(' ') : 'no branch, tag or commit named';
    return `Run: ${what}, as told by ${_ci_js__WEBPACK_IMPORTED_MODULE_3__/* .CI_NAMES */ .y3[trigger.ci]}.`;
}


/***/ }),

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

/***/ 48883:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E: () => (/* binding */ buildSettings),
  l: () => (/* binding */ readDeploySettings)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/settings/metadata.ts
var metadata = __webpack_require__(56276);
// EXTERNAL MODULE: ./src/settings/readers.ts
var readers = __webpack_require__(87977);
// EXTERNAL MODULE: ./src/settings/health.ts
var health = __webpack_require__(64471);
// EXTERNAL MODULE: ./src/settings/source.ts
var settings_source = __webpack_require__(80468);
;// CONCATENATED MODULE: ./src/settings/checks.ts



/**
 * The checks to require, or undefined when none are. `githubToken` is the token the run reads
 * GitHub with: without one the checks cannot be asked.
 */
function readChecksSettings(source, githubToken) {
    const label = source.label('require-checks');
    const required = parseRequiredChecks(source.text('require-checks'), label);
    if (required === undefined) {
        // A runner gives every input its default when the step leaves it out.
        const timeout = source.text('checks-timeout');
        if (source.given('checks-timeout') &&
            timeout !== metadata/* ACTIONS */.k.deploy.inputs['checks-timeout'].default) {
            throw new settings_source/* InputError */.dz(`${source.label('checks-timeout')} is given without ${label}: name the checks to wait ` +
                'for, or leave it out.');
        }
        return undefined;
    }
    if (githubToken === '') {
        throw new settings_source/* InputError */.dz(`${label} is set, and ${source.label('github-token')} is empty: the commit's checks are ` +
            'read from GitHub with a token that may read checks and statuses. Give one (in a ' +
            'workflow, leave github-token at its default, ${{ github.token }}).');
    }
    const timeout = source.text('checks-timeout');
    return {
        required,
        timeout,
        timeoutMs: parseChecksTimeout(timeout, source.label('checks-timeout')),
        howToWaitLonger: (0,settings_source/* instruction */.xP)(source, 'checks-timeout', '30m'),
        namedIn: label.replace(/^Input '(.*)'$/, '$1'),
    };
}
/**
 * `all`, or the names: one a line, or separated by commas outside parentheses (a matrix job's
 * check run is named `test (ubuntu, 8.3)`); undefined when empty.
 */
function parseRequiredChecks(value, label) {
    const names = [];
    for (const line of value.split(/\r?\n/)) {
        let depth = 0;
        let name = '';
        for (const char of `${line},`) {
            if (char === '(')
                depth++;
            if (char === ')')
                depth = Math.max(0, depth - 1);
            if (char !== ',' || depth > 0) {
                name += char;
                continue;
            }
            const trimmed = name.trim();
            name = '';
            if (trimmed !== '' && !names.includes(trimmed))
                names.push(trimmed);
        }
    }
    if (names.length === 0)
        return undefined;
    if (names.some((name) => name.toLowerCase() === 'all')) {
        if (names.length === 1)
            return 'all';
        throw (0,settings_source/* has */.zy)(label, value, "'all' already takes every check of the commit: give either all, or the names of the checks.");
    }
    for (const name of names) {
        // eslint-disable-next-line no-control-regex
        if (name.length > 200 || /[\x00-\x1f\x7f]/.test(name)) {
            throw (0,settings_source/* has */.zy)(label, value, 'a check name is at most 200 characters, on one line: give the names as GitHub shows ' +
                "them under the commit's checks, e.g. test, lint.");
        }
    }
    return names;
}
/** A time to wait, in milliseconds: a duration (`15m`, `1h`, `90s`), or 0 not to wait. */
function parseChecksTimeout(value, label) {
    const seconds = (0,readers/* durationSeconds */.o8)(value);
    if (seconds === undefined) {
        throw (0,settings_source/* has */.zy)(label, value, `write a time as ${readers/* DURATION_HOW */.cz}, or 0 to look once and not wait.`);
    }
    if (seconds > readers/* MAX_WAIT_SECONDS */.ZI) {
        throw (0,settings_source/* has */.zy)(label, value, `it is longer than any job may run (5 days); use at most 6h on GitHub's own runners.`);
    }
    return seconds * 1000;
}

// EXTERNAL MODULE: ./src/settings/workspace.ts
var settings_workspace = __webpack_require__(77180);
// EXTERNAL MODULE: ./src/settings/rollout.ts
var settings_rollout = __webpack_require__(18284);
;// CONCATENATED MODULE: ./src/settings/deploy.ts
// The deploy job's settings, read and checked from any front end's source.









/** Reads `stats`: `false`, `true` (the figures' line) or `history` (and the last releases). */
function parseStats(value, label) {
    const word = value.trim().toLowerCase();
    if (word === '' || word === 'false')
        return 'off';
    if (word === 'true')
        return 'line';
    if (word === 'history')
        return 'history';
    throw (0,settings_source/* has */.zy)(label, value, 'use true, history (the figures and the last releases) or false.');
}
/** Where the environments action keeps the environments' settings, patterns among them. */
const ENVIRONMENTS_FILE = '.amezmo/environments.yml';
/**
 * Reads and checks every setting of the deploy job; `env` gives the workspace and RUNNER_TEMP.
 * `ledgerFolder` is the folder the command line keeps the ledger in, when it keeps one: then
 * `on-unhealthy: rollback` needs no GitHub deployments.
 */
function readDeploySettings(source, env, { ledgerFolder } = {}) {
    const label = source.label.bind(source);
    const apiKey = (0,readers/* parseApiKey */.Xu)(source.secret('api-key'), label('api-key'));
    const githubToken = (0,readers/* parseGitHubToken */.YD)(source.secret('github-token'));
    const workspace = (0,settings_workspace/* workspaceOf */.B3)(env);
    // On by default; a run with no token at all (outside a runner) has no GitHub to record in.
    const githubDeployment = (0,settings_source/* booleanOf */.SF)(source, 'github-deployment') &&
        (githubToken !== '' || source.given('github-deployment'));
    if (githubDeployment && githubToken === '') {
        throw new settings_source/* InputError */.dz(`${label('github-token')} is required when 'github-deployment' is true: leave it at its default, \${{ github.token }}.`);
    }
    const onUnhealthy = (0,health/* parseOnUnhealthy */.ze)(source.text('on-unhealthy'), label('on-unhealthy'));
    if (onUnhealthy === 'rollback' && !githubDeployment && !ledgerFolder) {
        throw new settings_source/* InputError */.dz(`${label('on-unhealthy')} is 'rollback', which finds the last healthy release in the ledger ` +
            "that GitHub deployments keep, and 'github-deployment' is false: set it to true (its default).");
    }
    const keepDays = (0,health/* parseKeepDays */.OD)(source.text('keep-days'), label('keep-days'));
    const rollout = (0,settings_rollout/* readRolloutSettings */.nm)(source);
    // A rollout's targets each name their instance and environment; a single deploy names one.
    const { instance, environment } = rollout ? { instance: '', environment: '' } : where(source);
    const promote = promoteFrom(source, { instance, target: environment }, { githubDeployment, ledgerFolder });
    const wait = (0,settings_source/* booleanOf */.SF)(source, 'wait');
    if (rollout && !wait) {
        throw new settings_source/* InputError */.dz(`${label('targets')} rolls out in waves, each proven healthy before the next starts, ` +
            `which follows every deployment to its end, and ${label('wait')} asks not to: leave ` +
            'it out, or deploy each target in a step of its own.');
    }
    if (rollout && promote) {
        throw new settings_source/* InputError */.dz(`${label('promote-from')} promotes to one environment, and ${label('targets')} names ` +
            'many: promote to each in a step of its own, or leave promote-from out.');
    }
    if (onUnhealthy === 'rollback' && keepDays === 0) {
        throw new settings_source/* InputError */.dz(`${label('on-unhealthy')} is 'rollback', which deploys the kept bytes of an earlier release, ` +
            `and ${label('keep-days')} is 0, which keeps none: keep them for some days ` +
            `(${(0,settings_source/* instruction */.xP)(source, 'keep-days', '30')}).`);
    }
    const checks = readChecksSettings(source, githubToken);
    if (rollout?.onFailure === 'rollback-all' &&
        ((!githubDeployment && !ledgerFolder) || keepDays === 0)) {
        throw new settings_source/* InputError */.dz(`${label('on-failure')} is 'rollback-all', which deploys each target's last healthy ` +
            'release again, from the ledger and the bytes it keeps, and ' +
            (keepDays === 0
                ? `${label('keep-days')} is 0, which keeps none: keep them for some days`
                : "'github-deployment' is false: set it to true (its default)") +
            `, or ${(0,settings_source/* instruction */.xP)(source, 'on-failure', 'stop')}.`);
    }
    return {
        apiKey,
        ...(rollout ? { rollout } : {}),
        instance,
        environment,
        baseUrl: (0,readers/* parseBaseUrl */.Q2)(source.text('base-url'), label('base-url')),
        // A promotion deploys the source's kept bytes: no folder or archive is read.
        source: promote
            ? { kind: 'given', archive: { path: '', size: 0, format: 'zip' }, ignored: [] }
            : archiveSource(source, workspace, env),
        ...(promote ? { promote } : {}),
        workers: (0,readers/* parseWorkers */.jO)(source.text('workers'), label('workers')),
        force: (0,settings_source/* booleanOf */.SF)(source, 'force'),
        howToForce: (0,settings_source/* instruction */.xP)(source, 'force', 'true'),
        allowOlder: (0,settings_source/* booleanOf */.SF)(source, 'allow-older'),
        howToAllowOlder: (0,settings_source/* instruction */.xP)(source, 'allow-older', 'true'),
        dryRun: (0,settings_source/* booleanOf */.SF)(source, 'dry-run'),
        wait,
        waitTimeoutSeconds: (0,readers/* parseWaitTimeout */.Mh)(source.text('wait-timeout'), label('wait-timeout')),
        cancelOnAbort: (0,settings_source/* booleanOf */.SF)(source, 'cancel-on-abort'),
        pusher: (0,readers/* parsePusher */.xb)(source.text('pusher'), label('pusher')),
        githubDeployment,
        githubToken,
        patternsFile: (0,external_node_fs_.existsSync)((0,external_node_path_.join)(workspace, ENVIRONMENTS_FILE)) ? ENVIRONMENTS_FILE : undefined,
        health: (0,health/* readHealthSettings */.Ch)(source),
        onUnhealthy,
        keepDays,
        ...(checks ? { checks } : {}),
        stats: parseStats(source.text('stats'), label('stats')),
    };
}
/**
 * The environment to promote from, when `promote-from` names one: with neither `path` nor
 * `archive` (the bytes are the source's), and a ledger to read the source's release from.
 */
function promoteFrom(source, { instance, target }, ledger) {
    const label = source.label.bind(source);
    // A runner sets every input to its default when the step leaves it out.
    const changed = (name) => source.given(name) && source.text(name) !== metadata/* ACTIONS */.k.deploy.inputs[name].default;
    const text = source.text('promote-from');
    if (text === '') {
        for (const name of ['promote-from-instance', 'soak']) {
            if (changed(name)) {
                throw new settings_source/* InputError */.dz(`${label(name)} is given without ${label('promote-from')}: name the environment to ` +
                    'promote from, or leave it out.');
            }
        }
        return undefined;
    }
    const environment = (0,readers/* parseEnvironment */.Nq)(text, label('promote-from'));
    const other = source.text('promote-from-instance');
    const from = other === '' ? instance : (0,readers/* parseInstance */.LW)(other, label('promote-from-instance'));
    if (environment === target && from === instance) {
        throw (0,settings_source/* has */.zy)(label('promote-from'), text, `it is the environment deployed to: name the one to promote from, e.g. staging.`);
    }
    for (const name of ['path', 'archive']) {
        if (changed(name)) {
            throw new settings_source/* InputError */.dz(`${label(name)} is given with ${label('promote-from')}: a promotion deploys the exact ` +
                `bytes live on '${environment}', and builds or reads nothing. Leave ${label(name)} out ` +
                `to promote, or ${label('promote-from')} out to deploy it.`);
        }
    }
    if (!ledger.githubDeployment && !ledger.ledgerFolder) {
        throw new settings_source/* InputError */.dz(`${label('promote-from')} is '${environment}', whose release is read from the ledger that ` +
            "GitHub deployments keep, and 'github-deployment' is false: set it to true (its default).");
    }
    return {
        environment,
        instance: from,
        soakSeconds: (0,readers/* parseDuration */.E9)(source.text('soak'), label('soak')),
        named: {
            instance: label(other === '' ? 'instance' : 'promote-from-instance'),
            environment: label('promote-from'),
            howToName: (name) => (0,settings_source/* instruction */.xP)(source, 'promote-from', name),
        },
    };
}
/** The one instance and environment deployed to, when `targets` does not list many. */
function where(source) {
    return {
        instance: (0,readers/* parseInstance */.LW)((0,settings_source/* requiredText */.$4)(source, 'instance', 'set it to the id of your Amezmo instance, e.g. instance: 1234.'), source.label('instance')),
        environment: (0,readers/* parseEnvironment */.Nq)((0,settings_source/* requiredText */.$4)(source, 'environment', "set it to the environment's name, e.g. production or staging."), source.label('environment')),
    };
}
/**
 * What is deployed: an archive given as it is (inside the workspace or RUNNER_TEMP), or the folder
 * `path` less the exclusion rules. With an archive, `path` is not read (a deploy job may have no
 * checkout at all), so it is not checked.
 */
function archiveSource(source, workspace, env) {
    const archive = source.text('archive');
    if (archive === '')
        return { kind: 'build', build: buildSettings(source, workspace, env) };
    const roots = [workspace];
    if (env.RUNNER_TEMP) {
        try {
            roots.push((0,settings_workspace/* realFolder */.PX)(env.RUNNER_TEMP, 'RUNNER_TEMP'));
        }
        catch {
            // A RUNNER_TEMP that does not exist holds nothing.
        }
    }
    return {
        kind: 'given',
        archive: (0,readers/* parseArchive */.cM)(archive, roots, source.label('archive')),
        ignored: ['path', 'exclude'].filter((name) => source.given(name)),
    };
}
/** How an archive is built from a folder: the settings the deploy and preview jobs share. */
function buildSettings(source, workspace, env) {
    const label = source.label.bind(source);
    const path = (0,readers/* parsePath */.Rr)(workspace, source.text('path'), label('path'));
    return {
        path,
        exclude: (0,readers/* parseExclude */.Eg)((0,settings_source/* linesOf */.Dx)(source, 'exclude'), label('exclude')),
        ignoreFile: (0,readers/* parseIgnoreFile */.a0)(path, workspace, source.text('ignore-file'), source.given('ignore-file'), label('ignore-file')),
        compressionLevel: (0,readers/* parseCompressionLevel */.m)(source.text('compression-level'), label('compression-level')),
        keepArchive: (0,settings_source/* booleanOf */.SF)(source, 'keep-archive'),
        links: (0,readers/* parseLinks */.hO)(source.text('links'), label('links')),
        // The runner sets RUNNER_DEBUG=1 when a run is re-run with debug logging.
        logEntries: env.RUNNER_DEBUG === '1',
        sourceDateEpoch: (0,readers/* parseSourceDateEpoch */.QS)(env.SOURCE_DATE_EPOCH),
    };
}


/***/ }),

/***/ 18284:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R0: () => (/* binding */ readTargets),
/* harmony export */   nm: () => (/* binding */ readRolloutSettings)
/* harmony export */ });
/* unused harmony exports parseMaxParallel, parseOnFailure, parseWaves, parseWaveWait */
/* harmony import */ var _readers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(87977);
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80468);


/** The rollout with its targets read and checked: throws InputError naming entry and field. */
async function readTargets(request) {
    const { parseTargets } = await Promise.all(/* import() */[__webpack_require__.e(225), __webpack_require__.e(975)]).then(__webpack_require__.bind(__webpack_require__, 25975));
    return { ...request, targets: parseTargets(request.targets.text, request.targets.label) };
}
/** The most targets deployed at once a run may ask for. */
const MAX_PARALLEL = 50;
/** The rollout, when `targets` is given; undefined when it is not. */
function readRolloutSettings(source) {
    const label = source.label.bind(source);
    const text = source.text('targets');
    if (text === '') {
        const stray = ['waves', 'max-parallel', 'wave-wait', 'on-failure'].filter((name) => source.given(name));
        if (stray.length > 0) {
            throw new _source_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`${label(stray[0])} paces a rollout to many targets, and ` +
                `${label('targets')} is not given: list the targets, or leave it out.`);
        }
        return undefined;
    }
    for (const name of ['instance', 'environment']) {
        if (source.given(name)) {
            throw new _source_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`${label(name)} and ${label('targets')} are both given: each target names its own ` +
                'instance and environment, so leave instance and environment out.');
        }
    }
    const waves = parseWaves(source.text('waves'));
    if ('problem' in waves)
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_0__/* .has */ .zy)(label('waves'), source.text('waves'), waves.problem);
    const wait = parseWaveWait(source.text('wave-wait'));
    if ('problem' in wait)
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_0__/* .has */ .zy)(label('wave-wait'), source.text('wave-wait'), wait.problem);
    return {
        targets: { text, label: label('targets') },
        waves: waves.steps,
        maxParallel: parseMaxParallel(source.text('max-parallel'), label('max-parallel')),
        waveWaitMs: wait.ms,
        onFailure: parseOnFailure(source.text('on-failure'), label('on-failure')),
    };
}
function parseMaxParallel(value, label = "Input 'max-parallel'") {
    if (!/^\d{1,3}$/.test(value) || Number(value) < 1 || Number(value) > MAX_PARALLEL) {
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_0__/* .has */ .zy)(label, value, `write how many targets may deploy at once, 1 to ${MAX_PARALLEL}.`);
    }
    return Number(value);
}
function parseOnFailure(value, label = "Input 'on-failure'") {
    if (value === 'stop' || value === 'rollback-all')
        return value;
    throw (0,_source_js__WEBPACK_IMPORTED_MODULE_0__/* .has */ .zy)(label, value, 'use rollback-all (put back every target changed) or stop.');
}
const WAVES_HOW = 'write wave sizes separated by commas: a number of targets (1), a share of all targets (25%), ' +
    'and last, if you like, rest; e.g. "1, 25%, rest".';
/** Reads `waves`, e.g. `1, 25%, rest`: answers its steps, or what is wrong. */
function parseWaves(value) {
    const parts = value.split(',').map((part) => part.trim());
    if (parts.every((part) => part === ''))
        return { problem: `it is empty: ${WAVES_HOW}` };
    const steps = [];
    for (const [index, part] of parts.entries()) {
        if (steps.at(-1)?.kind === 'rest') {
            return { problem: `'rest' takes every target left, so it comes last: ${WAVES_HOW}` };
        }
        if (/^rest$/i.test(part)) {
            steps.push({ kind: 'rest' });
            continue;
        }
        const count = /^(\d{1,4})$/.exec(part);
        if (count && Number(count[1]) > 0) {
            steps.push({ kind: 'count', count: Number(count[1]) });
            continue;
        }
        const percent = /^(\d{1,3}(?:\.\d{1,2})?)\s*%$/.exec(part);
        if (percent && Number(percent[1]) > 0 && Number(percent[1]) <= 100) {
            steps.push({ kind: 'percent', percent: Number(percent[1]) });
            continue;
        }
        return { problem: `wave ${index + 1}, '${part.slice(0, 40)}', is not a size: ${WAVES_HOW}` };
    }
    return { steps };
}
/** Reads `wave-wait`: `0`, `30s`, `5m`, `1h`, `1h30m`. Answers milliseconds, or what is wrong. */
function parseWaveWait(value) {
    const seconds = (0,_readers_js__WEBPACK_IMPORTED_MODULE_1__/* .durationSeconds */ .o8)(value);
    if (seconds === undefined || seconds * 1000 > MAX_WAVE_WAIT_MS) {
        return {
            problem: 'write a wait as a number and a unit (d, h, m, s), e.g. 30s, 5m or 1h (at most 6h), ' +
                'or 0 for none.',
        };
    }
    return { ms: seconds * 1000 };
}
/** A job runs for 6 hours at most on GitHub's own runners. */
const MAX_WAVE_WAIT_MS = 6 * 3_600_000;


/***/ })

};
