export const id = 984;
export const ids = [984];
export const modules = {

/***/ 86883:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Nq: () => (/* binding */ requireChecks)
});

// UNUSED EXPORTS: FIRST_CHECKS_POLL_MS, LAST_CHECKS_POLL_MS, awaitChecks

// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/clock.ts
var src_clock = __webpack_require__(99373);
// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(16264);
// EXTERNAL MODULE: ./src/github/context.ts
var context = __webpack_require__(19556);
// EXTERNAL MODULE: ./src/github/rest.ts
var rest = __webpack_require__(66417);
// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/http/errors.ts
var http_errors = __webpack_require__(58549);
;// CONCATENATED MODULE: ./src/checks/checks.ts
// Whether the commit's CI passed: its check runs and commit statuses read from GitHub's answers,
// and the decision over them (deploy, wait, or refuse and why). Pure: the answers are asked
// for, and the waiting done, in wait.ts.



/** Check run conclusions that pass; every other conclusion fails. */
const PASSING_CONCLUSIONS = ['success', 'neutral', 'skipped'];
/** Commit status states. */
const STATUS_STATES = {
    success: 'passed',
    pending: 'pending',
    failure: 'failed',
    error: 'failed',
};
/** The most checks a message names one by one. */
const NAMED_AT_MOST = 5;
/**
 * The decision over the commit's checks. A failed check refuses at once, whatever else is
 * pending; a required check pending (or, by name, not there yet) waits, until the time is up.
 */
function judgeChecks(question) {
    const { required, commit } = question;
    const considered = newestByName(question.checks.filter((check) => !check.own));
    const wanted = required === 'all' ? considered : considered.filter((check) => required.includes(check.name));
    const failed = wanted.filter((check) => check.state === 'failed');
    const lead = `Refusing to deploy commit ${(0,format/* shortSha */.Fu)(commit)}`;
    if (failed.length > 0) {
        return {
            deploy: false,
            refusal: `${lead}: ${listed(failed, (check) => `${describe(check)} failed (${check.word})${linkOf(check)}`)}. ` +
                'Fix it and push again, or run the failed check again.',
        };
    }
    const pending = wanted.filter((check) => check.state === 'pending');
    const missing = required === 'all'
        ? []
        : required.filter((name) => !wanted.some((check) => check.name === name));
    const ownOnly = missing.filter((name) => question.checks.some((check) => check.own && check.name === name));
    if (ownOnly.length > 0) {
        return {
            deploy: false,
            refusal: `${lead}: ${listed(ownOnly, (name) => `'${name}'`)} ${ownOnly.length > 1 ? 'are jobs' : 'is a job'} ` +
                'of this very workflow run, which cannot end before this job does. Order jobs of one ' +
                `run with 'needs:', and name in ${question.namedIn} only checks of other workflows or apps.`,
        };
    }
    if (pending.length === 0 && missing.length === 0)
        return { deploy: true, passed: wanted };
    if (!question.timedOut) {
        return {
            deploy: false,
            waitFor: [...pending.map(describe), ...missing.map((name) => `'${name}'`)],
        };
    }
    const still = [
        ...pending.map((check) => `${describe(check)} was still ${check.word}${linkOf(check)}`),
        ...missing.map((name) => `'${name}' never appeared on the commit`),
    ];
    const known = considered.map((check) => check.name);
    return {
        deploy: false,
        refusal: `${lead}: within ${question.timeout}, ${listed(still, (text) => text)}. ` +
            (missing.length > 0
                ? `Check the names in ${question.namedIn} (the commit has ${known.length > 0 ? listed(known, (name) => `'${name}'`) : 'no checks'}), or ${question.howToWaitLonger}.`
                : `Wait for it and run the deploy again, or ${question.howToWaitLonger}.`),
    };
}
/** The newest check of each kind and name: a check run re-run, a status set again. */
function newestByName(checks) {
    const newest = new Map();
    // GitHub lists the newest first; the first of each name is kept.
    for (const check of checks) {
        const key = `${check.kind}\u0000${check.name}`;
        if (!newest.has(key))
            newest.set(key, check);
    }
    return [...newest.values()];
}
function describe(check) {
    return `${check.kind === 'status' ? 'status' : 'check'} '${check.name}'`;
}
function linkOf(check) {
    return check.url === undefined ? '' : `: ${check.url}`;
}
/** `a; b; c` for a few, `a; b; and 3 more` for many. */
function listed(items, say) {
    const shown = items.slice(0, NAMED_AT_MOST).map(say);
    const more = items.length - shown.length;
    return more > 0 ? `${shown.join('; ')}; and ${more} more` : shown.join('; ');
}
/** The check runs of one answer of `GET .../commits/{ref}/check-runs`, the newest first. */
function readCheckRuns(operation, runs, runId) {
    const ownRun = runId ? `/actions/runs/${runId}/` : undefined;
    return runs
        .map((item, index) => {
        const run = objectOf(item, operation, `check run ${index + 1}`);
        const name = textOf(run.name, operation, `check run ${index + 1} has no name`);
        const status = textOf(run.status, operation, `check run '${name}' has no status`);
        const url = webAddress(run.html_url) ?? webAddress(run.details_url);
        const id = typeof run.id === 'number' ? run.id : 0;
        if (status !== 'completed') {
            const own = ownRun !== undefined &&
                [run.details_url, run.html_url].some((address) => typeof address === 'string' && address.includes(ownRun));
            return { id, check: { kind: 'check run', name, state: 'pending', word: status, url, own } };
        }
        const conclusion = textOf(run.conclusion, operation, `completed check run '${name}' has no conclusion`);
        const state = PASSING_CONCLUSIONS.includes(conclusion) ? 'passed' : 'failed';
        return { id, check: { kind: 'check run', name, state, word: conclusion, url, own: false } };
    })
        .sort((a, b) => b.id - a.id)
        .map(({ check }) => check);
}
/** The statuses of one answer of `GET .../commits/{ref}/status`, as GitHub orders them. */
function readStatuses(operation, statuses) {
    return statuses.map((item, index) => {
        const status = objectOf(item, operation, `status ${index + 1}`);
        const name = textOf(status.context, operation, `status ${index + 1} has no context`);
        const word = textOf(status.state, operation, `status '${name}' has no state`);
        const state = STATUS_STATES[word];
        if (state === undefined) {
            throw new ChecksAnswerError(operation, `status '${name}' has the state '${word}', none of ${Object.keys(STATUS_STATES).join(', ')}`);
        }
        return { kind: 'status', name, state, word, url: webAddress(status.target_url), own: false };
    });
}
function objectOf(item, operation, what) {
    if (typeof item === 'object' && item !== null && !Array.isArray(item)) {
        return item;
    }
    throw new ChecksAnswerError(operation, `${what} is not an object`);
}
/** A name or word from an answer: one line of at most 200 characters, else the answer is bad. */
function textOf(value, operation, problem) {
    if (typeof value !== 'string' || value.trim() === '') {
        throw new ChecksAnswerError(operation, problem);
    }
    const line = value.replace(/\s+/g, ' ').trim();
    return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}
/** An http(s) address as the URL standard writes it (so escaped), when `value` is one. */
function webAddress(value) {
    if (typeof value !== 'string' || value.length > 2000)
        return undefined;
    try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
    }
    catch {
        return undefined;
    }
}
/** GitHub answered a commit's check runs or statuses with a body that cannot be used. */
class ChecksAnswerError extends http_errors/* UnexpectedResponseError */.dk {
    errorCode = 'checks-malformed';
    constructor(operation, problem) {
        super(operation, `200, but ${problem}`, 'GitHub API');
        this.name = 'ChecksAnswerError';
    }
}
/** The commit's checks did not pass (failed, still pending, or missing), or cannot be read. */
class ChecksRefusedError extends src_errors/* AmezmoDeployError */.n2 {
    errorCode = 'checks-not-passed';
    constructor(message, options) {
        super(message, options);
        this.name = 'ChecksRefusedError';
    }
}

;// CONCATENATED MODULE: ./src/checks/wait.ts
// The commit's checks asked of GitHub (its check runs and its combined status), and asked again
// at the poll pace while a required one is pending, within the time allowed: the side effects
// around the pure `judgeChecks`.





/** The first pause between two reads of the checks, and the longest. */
const FIRST_CHECKS_POLL_MS = 5_000;
const LAST_CHECKS_POLL_MS = 30_000;
/** Waits for the commit's required checks, in its repository; see awaitChecks. */
async function requireChecks(settings, { commit, repository, github, ...deps }) {
    const named = (0,context/* splitRepository */.T8)(repository);
    // The settings make sure of both; a front end that forgot fails here, not silently.
    if (!github || !named) {
        throw new ChecksRefusedError("The commit's checks cannot be asked: the run has no GitHub token or no repository " +
            `('${repository}'), so nothing is deployed. Give the job a GitHub token and its repository.`);
    }
    deps.logger.info(`Requiring the checks of commit ${(0,format/* shortSha */.Fu)(commit)}: ` +
        (settings.required === 'all'
            ? "all of them, but this workflow run's own jobs"
            : settings.required.map((name) => `'${name}'`).join(', ')) +
        `, waiting at most ${settings.timeout}.`);
    return awaitChecks(settings, commit, {
        ...deps,
        target: { github, owner: named.owner, repo: named.name },
    });
}
/**
 * Resolves once the required checks of `commit` passed; throws ChecksRefusedError when one
 * failed, or one is still pending (or, named, missing) when `timeoutMs` is up.
 */
async function awaitChecks(settings, commit, deps) {
    const { clock, logger, signal } = deps;
    const deadline = clock.now() + settings.timeoutMs;
    const pauses = (0,src_clock/* backOff */.fu)(deps.pollMs, FIRST_CHECKS_POLL_MS, LAST_CHECKS_POLL_MS);
    let pause = pauses.first;
    let said = '';
    for (;;) {
        const checks = await readChecks(commit, deps);
        const verdict = judgeChecks({
            ...settings,
            checks,
            commit,
            timedOut: clock.now() >= deadline,
        });
        if (verdict.deploy) {
            logger.info(verdict.passed.length === 0
                ? `Commit ${(0,format/* shortSha */.Fu)(commit)} has no checks to wait for.`
                : `Checks passed: ${verdict.passed.map(({ name, word }) => `'${name}' (${word})`).join(', ')}.`);
            return verdict.passed;
        }
        if ('refusal' in verdict)
            throw new ChecksRefusedError(verdict.refusal);
        const waiting = `Waiting for ${verdict.waitFor.join(', ')}.`;
        if (waiting !== said)
            logger.info(waiting);
        said = waiting;
        await clock.sleep(Math.max(0, Math.min(pause, deadline - clock.now())), signal);
        pause = Math.min(pause * 2, pauses.last);
    }
}
/** Every check run and status of `commit`, as GitHub tells them now. */
async function readChecks(commit, deps) {
    const { target, signal } = deps;
    const runsPath = (0,rest/* repoPath */.qN)(target, `/commits/${encodeURIComponent(commit)}/check-runs`);
    const statusPath = (0,rest/* repoPath */.qN)(target, `/commits/${encodeURIComponent(commit)}/status`);
    const runs = await target.github
        .paginate(runsPath, { list: 'check_runs', signal })
        .catch((error) => refused(error, 'check runs', 'checks: read', signal));
    const statuses = await target.github
        .paginate(statusPath, { list: 'statuses', signal })
        .catch((error) => refused(error, 'statuses', 'statuses: read', signal));
    return [
        ...readCheckRuns(`GET ${runsPath}`, runs, deps.runId),
        ...readStatuses(`GET ${statusPath}`, statuses),
    ];
}
/** GitHub would not tell: the permission to give, when that is why. */
function refused(error, what, permission, signal) {
    if (signal.aborted || !(error instanceof rest/* GitHubApiError */.OS))
        throw error;
    const advice = (0,rest/* isPermissionRefusal */.MA)(error)
        ? `give the job "permissions: ${permission}" (with the other permissions it has), or a ` +
            'token that may read them'
        : unknownCommit(error)
            ? 'GitHub does not know the commit: push it before deploying it'
            : 'run the job again';
    throw new ChecksRefusedError(`Could not read the commit's ${what} (${(0,errors/* clauseOf */.pQ)(error)}), so whether its checks passed is ` +
        `unknown and nothing is deployed: ${advice}.`, { cause: error });
}
/** GitHub's 422 for a ref it cannot resolve to a commit ("No commit found for SHA"). */
function unknownCommit(error) {
    return error.status === 422;
}


/***/ }),

/***/ 56984:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  deliver: () => (/* binding */ deliver),
  rollBackRun: () => (/* binding */ rollBackRun)
});

// EXTERNAL MODULE: ./src/checks/wait.ts + 1 modules
var wait = __webpack_require__(86883);
// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(16264);
// EXTERNAL MODULE: ./src/github/context.ts
var github_context = __webpack_require__(19556);
;// CONCATENATED MODULE: ./src/github/pusher.ts
function record(value) {
    return typeof value === 'object' && value !== null ? value : {};
}
// A plain address of printable ASCII, as the service checks it; anything else in a payload is
// passed over rather than sent.
const EMAIL = /^[^\s@<>()[\],;:"\\]+@[^\s@<>()[\],;:"\\]+\.[^\s@<>()[\],;:"\\]+$/;
function isEmail(value) {
    return (typeof value === 'string' &&
        value.length <= 254 &&
        EMAIL.test(value) &&
        !/[^\x21-\x7e]/.test(value));
}
/**
 * Who gets recorded as the pusher: the input, else the event's e-mails, else the actor's no-reply
 * address. A run with no actor (the command line outside GitHub Actions) records none.
 */
function resolvePusher(context, input) {
    if (input)
        return input;
    const { payload } = context;
    const pusherEmail = record(payload.pusher).email;
    if (isEmail(pusherEmail))
        return pusherEmail;
    const authorEmail = record(record(payload.head_commit).author).email;
    if (isEmail(authorEmail))
        return authorEmail;
    if (context.actor === '')
        return undefined;
    const login = /^[A-Za-z0-9-]{1,39}(\[bot\])?$/.test(context.actor)
        ? context.actor
        : 'github-actions';
    return context.actorId
        ? `${context.actorId}+${login}@users.noreply.github.com`
        : `${login}@users.noreply.github.com`;
}

// EXTERNAL MODULE: ./src/ledger/github.ts + 1 modules
var github = __webpack_require__(7744);
// EXTERNAL MODULE: ./src/pipeline/archive.ts + 1 modules
var archive = __webpack_require__(47748);
// EXTERNAL MODULE: ./src/pipeline/index.ts
var pipeline = __webpack_require__(77782);
// EXTERNAL MODULE: ./src/pipeline/environment.ts
var pipeline_environment = __webpack_require__(36151);
// EXTERNAL MODULE: ./src/pipeline/health.ts
var health = __webpack_require__(7826);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
;// CONCATENATED MODULE: ./src/pipeline/workers.ts

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
            failed.push({ id, message: (0,errors/* messageOf */.bD)(result.reason) });
            logger.info(`Worker ${id}: failed: ${(0,errors/* messageOf */.bD)(result.reason)}`);
        }
    });
    return { restarted, failed };
}

// EXTERNAL MODULE: ./src/github/compare.ts
var compare = __webpack_require__(20480);
;// CONCATENATED MODULE: ./src/promote/changes.ts
// What a promotion changes on the target: the commits between the commit live there and the
// one promoted, as GitHub's compare API (or a local clone's git log) lists them, as Heroku's
// `pipelines:diff` shows them. Commit messages are outside text: the logger makes them safe.



/** How many commits are listed; the rest are counted. */
const CHANGES_LISTED = 20;
/** The commits between the target's live commit and the promoted one: git, else GitHub. */
async function changesOf(question) {
    const { live, promoted, signal } = question;
    if (live === undefined)
        return { unknown: 'nothing recorded in the ledger is live there' };
    if (!(0,compare/* isCommitId */.jh)(live) || !(0,compare/* isCommitId */.jh)(promoted)) {
        return { unknown: 'the ledger names a commit that is not a commit id' };
    }
    const range = { from: live, to: promoted };
    const local = await question.localLog?.(live, promoted, CHANGES_LISTED);
    if (local)
        return { ...local, ...range, by: 'git log' };
    const target = (0,github_context/* splitRepository */.T8)(question.repository);
    if (!question.github || !target) {
        return {
            unknown: question.localLog
                ? 'the clone does not hold both commits, and GitHub is not asked from here'
                : 'GitHub cannot be asked from this run',
        };
    }
    try {
        const where = { github: question.github, owner: target.owner, repo: target.name };
        const list = await (0,compare/* listCommitsBetween */.hR)(where, live, promoted, CHANGES_LISTED, signal);
        return { ...list, ...range, by: "GitHub's compare API" };
    }
    catch (error) {
        if (signal.aborted)
            throw error;
        return { unknown: `GitHub's compare API could not tell (${(0,errors/* clauseOf */.pQ)(error)})` };
    }
}
/** One commit as a line of the log: short sha, subject, author. */
function commitLine(commit) {
    return `${(0,format/* shortSha */.Fu)(commit.sha)} ${commit.subject}${commit.author ? ` (${commit.author})` : ''}`;
}
/** Tells the changes in the log; a promotion of an older commit is allowed, and said so. */
function logChanges(changes, logger) {
    if ('unknown' in changes) {
        logger.info(`What the promotion changes could not be told: ${changes.unknown}.`);
        return;
    }
    const { from, to, status } = changes;
    if (status === 'identical') {
        logger.info(`The promotion changes no commit: ${(0,format/* shortSha */.Fu)(to)} is live already.`);
        return;
    }
    if (status === 'behind' || status === 'diverged') {
        logger.notice(`Promoting commit ${(0,format/* shortSha */.Fu)(to)}, which is ${status === 'behind' ? 'an ancestor of' : 'diverged from'} ` +
            `the live commit ${(0,format/* shortSha */.Fu)(from)} (as ${changes.by} says): a promotion may put older ` +
            'code live, so it is allowed.');
    }
    logger.info(`The promotion brings ${changes.total} commit(s) not live yet (${(0,format/* shortSha */.Fu)(from)}..${(0,format/* shortSha */.Fu)(to)}, ${changes.by}):`);
    for (const commit of changes.commits)
        logger.info(`  ${commitLine(commit)}`);
    const more = changes.total - changes.commits.length;
    if (more > 0)
        logger.info(`  and ${more} more`);
}

// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/ledger/releases.ts
var releases = __webpack_require__(48199);
;// CONCATENATED MODULE: ./src/promote/judge.ts

/**
 * Promote, or refuse naming why and what to do. The soak is counted from the time the release
 * was first recorded healthy in its newest unbroken run of healthy marks: never from before it
 * was live (its record is made when its upload starts), nor across a time it was recorded
 * unhealthy.
 */
function judgeSource(facts) {
    const { from, live } = facts;
    const where = `'${from.environment}' (instance ${from.instance})`;
    const refuse = (why) => ({
        promote: false,
        refusal: `Refusing to promote from ${where}: ${why}`,
    });
    if (!live) {
        return refuse(facts.current === null || facts.current === undefined
            ? 'nothing is live there. Deploy to it first, then promote.'
            : `its live Amezmo deployment ${String(facts.current)} is not in the ledger (it was not ` +
                'deployed with this ledger). Deploy to it with the ledger first, then promote.');
    }
    const release = `its live release (commit ${(0,format/* shortSha */.Fu)(live.commit)}, Amezmo deployment ${live.deploymentId})`;
    if (live.health !== 'healthy') {
        return refuse(`${release} is not recorded healthy (its record says ${live.health}). Promote only what ` +
            'was proven healthy: fix it and deploy there again.');
    }
    if (from.soakSeconds > 0) {
        const since = Date.parse(facts.healthySince);
        if (!Number.isFinite(since)) {
            return refuse(`${release} has no time recorded for its health, so its soak of ` +
                `${(0,format/* formatDuration */.a3)(from.soakSeconds)} cannot be told. Deploy there again, or promote ` +
                'with soak: 0.');
        }
        const left = Math.ceil(from.soakSeconds - (facts.now - since) / 1000);
        if (left > 0) {
            return refuse(`${release} has been proven healthy for ` +
                `${(0,format/* formatDuration */.a3)(Math.max(0, from.soakSeconds - left))}, less than the soak of ` +
                `${(0,format/* formatDuration */.a3)(from.soakSeconds)}: ${(0,format/* formatDuration */.a3)(left)} left. Promote it again then.`);
        }
    }
    const gone = (how) => refuse(`the kept archive of ${release} ${how}, so its exact bytes cannot be promoted. Deploy its commit there again to keep them, then promote.`);
    if (facts.archive === 'not kept')
        return gone('was never kept (keep-days: 0)');
    if (facts.archive === 'gone')
        return gone('is gone');
    if (facts.archive === 'expired')
        return gone('has expired');
    if (facts.distrust !== undefined) {
        return refuse(`${release} is not trusted: ${facts.distrust}. Deploy its commit there again to make a ` +
            'release of it, then promote.');
    }
    return { promote: true };
}

;// CONCATENATED MODULE: ./src/promote/source.ts





/** The source's live release may not be promoted; the message says why and what to do. */
class PromotionRefusedError extends src_errors/* AmezmoDeployError */.n2 {
    errorCode = 'promotion-refused';
    constructor(message) {
        super(message);
        this.name = 'PromotionRefusedError';
    }
}
/**
 * The release live on `from`, recorded healthy, soaked, its bytes kept and trusted; throws
 * PromotionRefusedError naming why when it is not.
 */
async function findSource(from, ledger, { client, clock, logger, signal }) {
    const environment = await (0,pipeline_environment/* readEnvironment */.Qo)(client, from.instance, from.environment, signal, from.named);
    let entries;
    try {
        entries = await ledger.read(from, signal);
    }
    catch (error) {
        if (signal.aborted)
            throw error;
        throw new Error(`Could not read the ledger of '${from.environment}' to promote from it: ` +
            `${ledger.problem(error)}.`, { cause: error });
    }
    const entry = (0,releases/* liveEntry */.H$)(entries, environment.current_deployment_id);
    const outcome = entry && (await ledger.outcomeOf(entry, signal));
    const live = entry && outcome && { ...entry, health: outcome.health };
    const healthySince = outcome?.healthySince ?? '';
    const artifact = live?.artifact;
    const archive = artifact
        ? await ledger.archiveState({ ...live, artifact }, signal)
        : 'not kept';
    const distrust = live && artifact && archive === 'kept'
        ? await ledger.trust({ ...live, artifact }, signal)
        : undefined;
    const verdict = judgeSource({
        from,
        current: environment.current_deployment_id,
        live,
        healthySince,
        archive,
        distrust,
        now: clock.now(),
    });
    if (!verdict.promote)
        throw new PromotionRefusedError(verdict.refusal);
    const found = live;
    logger.info(`Promoting from '${from.environment}' (instance ${from.instance}): commit ` +
        `${(0,format/* shortSha */.Fu)(found.commit)}, Amezmo deployment ${found.deploymentId}, sha256 ` +
        `${found.sha256}, recorded healthy since ${healthySince || 'an unknown time'}.`);
    return found;
}

;// CONCATENATED MODULE: ./src/promote/promote.ts



/**
 * Finds the release to promote (refusing, naming why, when it may not be) and tells what it
 * changes on the target, whose live release the ledger recorded as `live`.
 */
async function preparePromotion(from, ledger, live, repository, deps) {
    if (!ledger) {
        throw new Error(`Cannot promote from '${from.environment}': its release is read from the ledger, which ` +
            `this run cannot reach (GITHUB_REPOSITORY is '${repository}', not owner/name).`);
    }
    const source = await deps.group(`Find the release live on '${from.environment}'`, () => findSource(from, ledger, deps));
    const changes = await deps.group('What the promotion changes', async () => {
        const found = await changesOf({
            live: live?.commit,
            promoted: source.commit,
            repository,
            github: deps.github,
            localLog: deps.localLog,
            signal: deps.signal,
        });
        logChanges(found, deps.logger);
        return found;
    });
    return { from, source, changes };
}
/** What the record and the outputs say a promotion came from. */
function promotedFrom({ from, source }) {
    return {
        instance: from.instance,
        environment: from.environment,
        deploymentId: source.deploymentId,
        id: source.id,
    };
}
/**
 * Deploys the source's kept bytes to the target as `request` asks (its archive source and ref
 * left aside: the bytes and the commit are the source release's), recorded as promoted.
 */
async function deployPromotion(request, promotion, deps) {
    const { redeploy } = await (0,pipeline/* loadRollback */.hU)();
    const { repo_owner, repo_name, pusher } = request.fields;
    return redeploy({
        ...request,
        fields: { repo_owner, repo_name, pusher },
        commitTime: promotion.source.commitTime,
        commitTimeFrom: undefined,
        release: promotion.source,
        ledger: request.ledger && { ...request.ledger, promotedFrom: promotedFrom(promotion) },
    }, deps);
}

;// CONCATENATED MODULE: ./src/deploy/behind.ts
// Whether the commit to deploy would put older code over what is live: a run approved (or queued)
// long ago must not deploy a commit that the live release's commit already descends from. Pure:
// where the two commits stand to each other is asked before, by whoever can (git, GitHub).


/** The same commit, however abbreviated: a re-run, which the identical-bytes check handles. */
function sameCommit(a, b) {
    const [x, y] = [a.toLowerCase(), b.toLowerCase()];
    return x !== '' && y !== '' && (x.startsWith(y) || y.startsWith(x));
}
/** Whether deploying `deploying` over `live` would go behind it, and what to say. */
function judgeBehind(question) {
    const { deploying, live, standing } = question;
    if (sameCommit(deploying.commit, live.commit))
        return { deploy: true };
    const mine = (0,format/* shortSha */.Fu)(deploying.commit);
    const theirs = `commit ${(0,format/* shortSha */.Fu)(live.commit)} (Amezmo deployment ${live.deploymentId})`;
    let why;
    if ('known' in standing) {
        if (standing.known !== 'behind')
            return { deploy: true };
        why = `commit ${mine} is an ancestor of the live ${theirs}, as ${standing.by} says`;
    }
    else if (deploying.time !== undefined && live.time !== undefined) {
        if (deploying.time >= live.time)
            return { deploy: true };
        why =
            `commit ${mine} is older than the live ${theirs}: its commit time is earlier, as the ` +
                `ledger records it (${standing.unknown})`;
    }
    else {
        return {
            deploy: true,
            notice: `Could not tell whether commit ${mine} is older than the live ${theirs}: ` +
                `${standing.unknown}. Deploying it.`,
        };
    }
    const how = question.howToAllowOlder;
    if (question.allowOlder) {
        return { deploy: true, notice: `Deploying older code over newer, as allowed: ${why}.` };
    }
    return {
        deploy: false,
        refusal: `Refusing to deploy: ${why}, so it would put older code over newer (a run approved or ` +
            `queued long ago). Deploy a newer commit, or ${how} to deploy it anyway, e.g. for a ` +
            'deliberate revert.',
    };
}
/** The commit to deploy is behind the live release's, and older code was not allowed. */
class BehindLiveError extends src_errors/* AmezmoDeployError */.n2 {
    errorCode = 'release-behind-live';
    constructor(message) {
        super(message);
        this.name = 'BehindLiveError';
    }
}

// EXTERNAL MODULE: ./src/github/rest.ts
var rest = __webpack_require__(66417);
;// CONCATENATED MODULE: ./src/deploy/standing.ts
// Where the commit to deploy stands to the live release's, asked of whoever can tell (the local
// clone, then GitHub's compare API), and the deploy refused when it is behind: the side effects
// around the pure `judgeBehind`.



/**
 * Throws BehindLiveError when the commit to deploy is behind the live release's (an ancestor of
 * it, or older where that cannot be asked) and older code is not allowed; notes when it is
 * allowed, or when it cannot be told.
 */
async function refuseBehind(check) {
    const { deploying, live } = check;
    const verdict = judgeBehind({
        deploying,
        live: { deploymentId: live.deploymentId, commit: live.commit, time: live.commitTime },
        standing: await standingOf(live.commit, deploying.commit, check).catch((error) => {
            // Older code is allowed: an answer that cannot be used does not stop the deploy.
            if (!check.allowOlder || check.signal.aborted)
                throw error;
            return { unknown: (0,errors/* clauseOf */.pQ)(error) };
        }),
        allowOlder: check.allowOlder,
        howToAllowOlder: check.howToAllowOlder,
    });
    if (!verdict.deploy)
        throw new BehindLiveError(verdict.refusal);
    if (verdict.notice)
        check.logger.notice(verdict.notice);
}
/** Where `head` stands to `base`: by the local clone, else GitHub's compare API, else unknown. */
async function standingOf(base, head, { localStanding, github, repository, signal }) {
    if (!(0,compare/* isCommitId */.jh)(base) || !(0,compare/* isCommitId */.jh)(head)) {
        return { unknown: 'the ledger or the run names a commit that is not a commit id' };
    }
    const local = await localStanding?.(base, head);
    if (local)
        return { known: local, by: 'git merge-base' };
    const target = (0,github_context/* splitRepository */.T8)(repository);
    if (!github || !target) {
        return {
            unknown: localStanding
                ? 'the clone does not hold both commits, and GitHub is not asked from here'
                : 'GitHub cannot be asked from this run',
        };
    }
    try {
        const where = { github, owner: target.owner, repo: target.name };
        return { known: await (0,compare/* compareCommits */.kC)(where, base, head, signal), by: "GitHub's compare API" };
    }
    catch (error) {
        // A malformed answer is GitHub's fault and fails the run, saying so; a refusal (no access,
        // a commit GitHub no longer has) only means that the question cannot be asked.
        if (signal.aborted || !(error instanceof rest/* GitHubApiError */.OS))
            throw error;
        return { unknown: `GitHub's compare API could not tell (${(0,errors/* clauseOf */.pQ)(error)})` };
    }
}

// EXTERNAL MODULE: ./src/deploy/patterns-warning.ts
var patterns_warning = __webpack_require__(48673);
// EXTERNAL MODULE: ./src/ledger/record.ts
var ledger_record = __webpack_require__(97016);
;// CONCATENATED MODULE: ./src/deploy/proof.ts
// A release already live whose health a run proved again: the ledger is told, so that what it
// says of the live release (read by the next skip, a promotion, a rollback, the figures) is what
// was last proven, not what an earlier run saw.


/** Adds the proof to the live release's record when it says otherwise; warns when it cannot. */
async function recordProof(ledger, entries, live, proof, { runId, logger, signal }) {
    const { health } = proof;
    if (health === 'unchecked' || health === live.health)
        return;
    const entry = entries.find((each) => each.deploymentId === live.deploymentId);
    if (!entry)
        return;
    try {
        await ledger.recordHealth(entry, health, `${ledger_record/* PROVEN_AGAIN */.US}${runId ? ` by run ${runId}` : ''}: ${proof.detail}`, signal);
        logger.info(`Recorded in the ledger (${ledger.idName} ${entry.id}): health ${health}, where it said ` +
            `${live.health}.`);
    }
    catch (error) {
        if (signal.aborted)
            throw error;
        logger.warning(`Could not record the health proven in the ledger (${ledger.idName} ${entry.id}): ` +
            `${(0,errors/* messageOf */.bD)(error)}. It still says ${live.health}.`);
    }
}

// EXTERNAL MODULE: ./src/deploy/run.ts
var deploy_run = __webpack_require__(60114);
;// CONCATENATED MODULE: ./src/deploy/deliver.ts











/**
 * Deploys `ref` to `environment`, which its patterns (or a promotion) let through, and answers
 * `run` with what it learnt; never throws.
 */
async function deliver(settings, context, deps, decided) {
    const { logger, group, signal } = deps;
    const { ref, environment } = decided;
    let run = decided.run;
    const skipped = (lead, reason) => (0,deploy_run/* skippedRun */.s)(run, logger, lead, reason);
    const { source } = settings;
    const folder = source.kind === 'build' ? source.build.path : undefined;
    // git is asked first (its own process), then the folder is walked while git, the ledger and
    // the checks answer: the listing waits, untold, until the archive is built.
    const heading = folder !== undefined ? deps.gitHead(folder) : givenHead(source);
    const walk = source.kind === 'build' && !settings.promote ? (0,archive/* startWalk */.eh)(source.build) : undefined;
    // A walk that could not start fails the build, where its error is told; not before.
    walk?.catch(() => { });
    try {
        const head = await heading;
        run = { ...run, commit: head?.sha ?? context.sha };
        const ledger = ledgerOf(settings, context, deps);
        const entries = ledger && !settings.dryRun ? await readReleases(ledger, settings, deps) : [];
        const current = ledger
            ? await ledger.live(entries, environment.current_deployment_id, deps)
            : undefined;
        const promotion = settings.promote &&
            (await preparePromotion(settings.promote, ledger, current, context.repository, deps));
        if (promotion)
            run = { ...run, promotion, commit: promotion.source.commit };
        // The checks of the commit deployed: a promotion's is the source release's, not the run's.
        const { checks } = settings;
        if (checks) {
            const where = { commit: run.commit, repository: context.repository, runId: context.runId };
            await group("Wait for the commit's checks", () => (0,wait/* requireChecks */.Nq)(checks, { ...deps, ...where }));
        }
        // A promotion of an older release is allowed: its changes said so.
        if (current && !promotion && !sameCommit(run.commit, current.commit)) {
            await refuseBehind({
                deploying: { commit: run.commit, time: head?.time },
                live: current,
                allowOlder: settings.allowOlder ?? false,
                howToAllowOlder: settings.howToAllowOlder ?? 'set allow-older: true',
                repository: context.repository,
                ...deps,
            });
        }
        const live = settings.force ? undefined : current;
        // Loaded once the ref deploys: a run that skips never pays for the pipeline.
        const { deployRelease } = await (0,pipeline/* loadRelease */.U)();
        const request = releaseRequest(settings, context, deps, {
            ref,
            commit: run.commit,
            head,
            url: run.environmentUrl,
            live,
            expectedCheck: (0,pipeline_environment/* healthCheckUrlOf */.xJ)(environment),
            before: environment.current_deployment_id,
            walk,
        });
        const release = promotion && ledger
            ? await deployPromotion(request, promotion, { ...deps, ledger, journal: deps.ledger })
            : await deployRelease(request, { ...deps, journal: deps.ledger });
        run = { ...run, release };
        if (release.failure !== undefined)
            throw release.failure;
        const same = release.alreadyLive;
        if (same && release.health && ledger) {
            await recordProof(ledger, entries, same, release.health, { ...deps, runId: context.runId });
        }
        if (same && !(0,health/* failedHealth */.yD)(release.health?.health)) {
            const proven = release.health
                ? ` Its health was proven again: ${release.health.health}.`
                : '';
            return skipped('Skipped', `the archive (sha256 ${release.archive?.sha256 ?? ''}) is already live: Amezmo ` +
                `deployment ${same.deploymentId} of commit ${(0,format/* shortSha */.Fu)(same.commit)} has the same ` +
                `bytes.${proven} ${(0,patterns_warning/* capitalized */.l2)(settings.howToForce ?? patterns_warning/* DEFAULT_HOW_TO_FORCE */.nb)} to deploy ` +
                'it again.');
        }
        if (settings.dryRun) {
            logger.notice(`Dry run: ${ref.kind} '${ref.name}' would deploy to '${settings.environment}' ` +
                `(${release.archive?.files === undefined ? '' : `${release.archive.files} entries, `}` +
                `${(0,format/* formatBytes */.z3)(release.archive?.size ?? 0)}); nothing was uploaded.`);
            return run;
        }
        if (release.health && (0,health/* failedHealth */.yD)(release.health.health)) {
            const { describeRelease, RolledBackError } = await (0,pipeline/* loadRollback */.hU)();
            const broken = same
                ? describeRelease(same.deploymentId, same.commit, same.sha256)
                : describeRelease(release.deploymentId, run.commit, release.archive?.sha256);
            // A later deployment took its place: a rollback would undo that one, not this.
            if (settings.onUnhealthy === 'fail' || !ledger || (0,health/* replacedLater */.xg)(release.health)) {
                throw new health/* UnhealthyError */.P4(broken, release.health, adviceFor(release.health, settings));
            }
            const rollback = await rollBack(settings, context, deps, {
                ledger,
                entries,
                broken: release,
                url: run.environmentUrl,
            });
            run = { ...run, rollback };
            throw new RolledBackError(broken, release.health, rollback);
        }
        if (settings.workers.length === 0)
            return run;
        if (!release.succeeded) {
            logger.warning("Restarting workers right after creating the deployment, because 'wait' is false: " +
                'the deployment may not be finished yet.');
        }
        const restarts = await group('Restart workers', () => restartWorkers(deps.client, settings.instance, settings.workers, logger, signal));
        run = {
            ...run,
            restartedWorkers: restarts.restarted,
            failedWorkers: restarts.failed.map((failure) => failure.id),
        };
        if (restarts.failed.length > 0) {
            const details = restarts.failed.map(({ id, message }) => `${id} (${message})`).join('; ');
            throw new Error(`Could not restart worker${restarts.failed.length > 1 ? 's' : ''} ${details}. The deployment ` +
                "succeeded. Check the ids in 'workers': the Amezmo dashboard lists the instance's workers.");
        }
        return run;
    }
    catch (error) {
        return { ...run, failure: error };
    }
    finally {
        // Ended by the archive once it was built; here, when the run ended before it.
        await (0,archive/* abandonWalk */.Nz)(walk);
    }
}
/**
 * The deployment the environment ran once the release's health was proven, as far as known:
 * the one it found current, else (none found, or none could be read) the release's own.
 */
function currentAfter(release) {
    const amezmo = release.health?.amezmo;
    const current = amezmo?.verdict === 'not-current' ? Number(amezmo.current) : Number.NaN;
    return Number.isSafeInteger(current) ? current : release.deploymentId;
}
/**
 * The commit of an archive given as it is, and its time, when this run built it (a rollout's
 * one archive). One built elsewhere has none: the working folder's checkout may be another
 * commit (or be named another with --commit), so its time would not be the archive's.
 */
function givenHead(source) {
    return source.kind === 'given' ? source.builtFrom : undefined;
}
function releaseRequest(settings, context, deps, found) {
    const { ref, commit, head, url } = found;
    const repository = (0,github_context/* splitRepository */.T8)(context.repository);
    return {
        instance: settings.instance,
        environment: settings.environment,
        source: settings.source,
        fields: {
            ...(repository ? { repo_owner: repository.owner, repo_name: repository.name } : {}),
            ...(ref.kind === 'tag' ? { tag: ref.name } : { branch: ref.name }),
            commit,
            pusher: resolvePusher(context, settings.pusher),
        },
        commitTime: head?.time,
        commitTimeFrom: head?.timeFrom,
        dryRun: settings.dryRun,
        wait: settings.wait,
        waitTimeoutSeconds: settings.waitTimeoutSeconds,
        cancelOnAbort: settings.cancelOnAbort,
        mirror: mirrorOf(githubTarget(settings, context, deps), settings, context, commit, url, settings.promote ? 'Promoting' : 'Deploying'),
        tempDir: context.tempDir,
        startedAt: deps.clock.now(),
        before: found.before,
        ledger: {
            keepDays: settings.keepDays,
            attempt: context.runAttempt,
            runId: context.runId,
            ref: { kind: ref.kind, name: ref.name },
        },
        live: found.live,
        // Given without `wait` too: the release live with the same bytes may need its health proven.
        health: { ...settings.health, environmentUrl: url, expectedCheck: found.expectedCheck },
        ...(found.walk ? { walk: found.walk } : {}),
    };
}
/** The GitHub deployment that mirrors a release of commit `commit` and records it. */
function mirrorOf(target, settings, context, commit, url, doing) {
    if (!target)
        return undefined;
    return {
        ...target,
        ref: commit,
        environment: settings.environment,
        ...(settings.retireEarlier === false ? { retireEarlier: false } : {}),
        environmentUrl: url,
        logUrl: context.runUrl,
        startedText: `${doing}: Amezmo ${settings.environment}`,
    };
}
/** The repository whose GitHub deployments mirror each release, when the run may use them. */
function githubTarget(settings, context, deps) {
    const repository = (0,github_context/* splitRepository */.T8)(context.repository);
    if (!settings.githubDeployment || !deps.github || !repository)
        return undefined;
    return {
        github: deps.github,
        owner: repository.owner,
        repo: repository.name,
        logger: deps.logger,
    };
}
/** Where the ledger is kept: a ledger folder, else the GitHub deployments that mirror releases. */
function ledgerOf(settings, context, deps) {
    if (deps.ledger)
        return deps.ledger;
    const target = githubTarget(settings, context, deps);
    return target && (0,github/* githubLedger */.VF)(target, deps.store);
}
/** The environment's releases in the ledger, newest first; none, after a warning, when unreadable. */
async function readReleases(ledger, settings, { logger, signal }) {
    try {
        const entries = await ledger.read(settings, signal);
        logger.info(`Ledger: ${entries.length} earlier release(s) of '${settings.environment}' in ${ledger.place}.`);
        return entries;
    }
    catch (error) {
        if (signal.aborted)
            throw error;
        logger.warning(`Could not read the ledger of releases (${ledger.place}): ${ledger.problem(error)}.`);
        return [];
    }
}
/** What a failure of the health proof says to do next. */
function adviceFor(found, settings) {
    const rollBack = settings.howToRollBack ?? DEFAULT_HOW_TO_ROLL_BACK;
    if (found.health !== 'not-live')
        return `It stays live: fix it and deploy again, or ${rollBack}.`;
    return (0,health/* replacedLater */.xg)(found)
        ? 'A later deployment has taken its place, so nothing is rolled back over it.'
        : `Look at the environment in the Amezmo dashboard, then deploy again, or ${rollBack}.`;
}
/**
 * Deploys the last release verified healthy again, when there is one: at most one rollback a
 * run, and never to the broken release's own bytes.
 */
async function rollBack(settings, context, deps, found) {
    const { logger, group } = deps;
    const { redeploy } = await (0,pipeline/* loadRollback */.hU)();
    const broken = found.broken.archive?.sha256 ?? '';
    const chosen = await group('Find the last healthy release', () => found.ledger.lastHealthy(found.entries, {
        not: broken,
        signal: deps.signal,
        warn: (message) => logger.warning(message),
    })).catch((error) => {
        if (deps.signal.aborted)
            throw error;
        return { problem: `the ledger could not be read (${found.ledger.problem(error)})` };
    });
    if ('problem' in chosen)
        return chosen;
    const to = chosen.candidate;
    if (!deps.ledger && !deps.store)
        return { problem: 'the run cannot reach the artifact service' };
    logger.warning(`Rolling back to commit ${(0,format/* shortSha */.Fu)(to.commit)} (Amezmo deployment ${to.deploymentId}, ` +
        `sha256 ${to.sha256}), the last release verified healthy.`);
    const repository = (0,github_context/* splitRepository */.T8)(context.repository);
    const release = await redeploy({
        release: to,
        instance: settings.instance,
        environment: settings.environment,
        fields: {
            ...(repository ? { repo_owner: repository.owner, repo_name: repository.name } : {}),
            pusher: resolvePusher(context, settings.pusher),
        },
        dryRun: false,
        wait: true,
        waitTimeoutSeconds: settings.waitTimeoutSeconds,
        cancelOnAbort: settings.cancelOnAbort,
        mirror: mirrorOf(githubTarget(settings, context, deps), settings, context, to.commit, found.url, 'Rolling back'),
        ledger: { keepDays: settings.keepDays, attempt: context.runAttempt, runId: context.runId },
        health: { ...settings.health, environmentUrl: found.url },
        tempDir: context.tempDir,
        startedAt: deps.clock.now(),
        // What the environment runs: the broken release, unless it never went live.
        before: currentAfter(found.broken),
    }, { ...deps, ledger: found.ledger, journal: deps.ledger });
    return { to, release };
}
/**
 * Puts the environment of a run that changed it back to its last healthy release before this
 * one, proven again (a rollout does so for every target it changed once one failed).
 */
async function rollBackRun(settings, context, deps, run) {
    const ledger = ledgerOf(settings, context, deps);
    if (!ledger || !run.release)
        return { problem: 'the run keeps no ledger of releases' };
    const entries = await readReleases(ledger, settings, deps);
    return rollBack(settings, context, deps, {
        ledger,
        entries,
        broken: run.release,
        url: run.environmentUrl,
    });
}
/** What a message says to roll back when the settings say nothing of their own words. */
const DEFAULT_HOW_TO_ROLL_BACK = 'deploy the last healthy release again with the rollback action (on-unhealthy: rollback does ' +
    'that at once)';


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
const loadArchiver = () => Promise.all(/* import() */[__webpack_require__.e(298), __webpack_require__.e(483)]).then(__webpack_require__.bind(__webpack_require__, 6483));

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
    const { sha256, files } = await (0,archive_given/* readGivenFacts */.V8)(given, signal);
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

/***/ 7826:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P4: () => (/* binding */ UnhealthyError),
/* harmony export */   g: () => (/* binding */ verifyHealth),
/* harmony export */   xg: () => (/* binding */ replacedLater),
/* harmony export */   yD: () => (/* binding */ failedHealth)
/* harmony export */ });
/* unused harmony exports LOOK_EVERY_MS, PROBE_TIMEOUT_MS, probeUrl, checkOfDeployment */
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71989);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
// Whether a release that Amezmo calls `succeeded` is healthy: first, that it is live (the
// environment's current deployment; before that, any answer is the previous release's), then
// Amezmo's own post-deploy health check, when the environment has one (its result is on the
// environment's current deployment), and a probe of the action's own, which asks a URL of the
// release until it answers as it should several times in a row. All within one deadline, on the
// injected clock.


/** Whether a release failed its health proof: found unhealthy, or never live. */
/** Whether the health proof found a later deployment in the release's place. */
function replacedLater(report) {
    return report?.amezmo.verdict === 'not-current' && report.amezmo.later;
}
function failedHealth(health) {
    return health === 'unhealthy' || health === 'not-live';
}
/** Pauses between two looks, and between two probes. */
const LOOK_EVERY_MS = 2_000;
/** How long one probe may take. */
const PROBE_TIMEOUT_MS = 10_000;
/** The least time a probe is given: one with less is not sent. */
const MIN_PROBE_MS = 1_000;
const EXCERPT_LENGTH = 120;
/** The probe's URL: `setting` itself when absolute, else a path on the environment's URL. */
function probeUrl(setting, environmentUrl) {
    if (setting === '')
        return undefined;
    if (/^https?:\/\//i.test(setting))
        return setting;
    if (environmentUrl === '')
        return undefined;
    return new URL(setting.startsWith('/') ? setting : `/${setting}`, environmentUrl).href;
}
/**
 * Verifies the health of deployment `deploymentId`, which has succeeded: that the environment
 * runs it, then Amezmo's check and the probe, at once, within the timeout. Not live when the
 * environment never ran it; unhealthy when either check says so; healthy when one says so and
 * none says otherwise; unchecked when neither could say.
 */
async function verifyHealth(target, settings, deps) {
    const deadline = deps.clock.now() + settings.timeoutSeconds * 1000;
    const url = probeUrl(settings.url, target.environmentUrl);
    if (settings.url !== '' && url === undefined) {
        deps.logger.warning(`health-url '${settings.url}' is a path, and environment '${target.environment}' has no ` +
            'address to put it on: no probe is made. Give an absolute URL.');
    }
    // Until the environment runs this deployment, the probe would hear the release before it.
    const live = await untilLive(target, deadline, deps);
    if ('verdict' in live) {
        return { ...verdictOf(live, undefined, settings, url), amezmo: live, probe: undefined };
    }
    // Amezmo's verdict of unhealthy is final, and so is another deployment taking this one's place:
    // probing on until the deadline would only wait.
    const stop = new AbortController();
    const [amezmo, probe] = await Promise.all([
        amezmoCheck(target, live.deployment, deadline, deps).then((check) => {
            if (check.verdict === 'unhealthy' || check.verdict === 'not-current')
                stop.abort();
            return check;
        }),
        url === undefined ? undefined : probeUntilHealthy(url, settings, deadline, deps, stop.signal),
    ]);
    return { ...verdictOf(amezmo, probe, settings, url), amezmo, probe };
}
function verdictOf(amezmo, probe, settings, url) {
    const parts = [];
    if (amezmo.verdict === 'healthy' || amezmo.verdict === 'unhealthy') {
        parts.push(`Amezmo's health check of ${amezmo.url} answered ${amezmo.status ?? 'nothing'}`);
    }
    else if (amezmo.verdict === 'not-sent') {
        parts.push(`Amezmo's health check of ${amezmo.url} had not run after ${settings.timeoutSeconds} s` +
            (amezmo.staleSentAt === undefined
                ? ''
                : amezmo.untimed
                    ? ` (the one shown, sent at ${amezmo.staleSentAt}, could not be told to be this ` +
                        "deployment's: its time, or the deployment's created_at, could not be read)"
                    : ` (the one shown, sent at ${amezmo.staleSentAt}, was of the release before)`));
    }
    else if (amezmo.verdict === 'not-current') {
        parts.push(amezmo.current === 'none'
            ? 'the environment showed no current deployment (or none that could be read) within ' +
                `${settings.timeoutSeconds} s`
            : amezmo.later
                ? `the environment runs deployment ${amezmo.current}, a later one`
                : `the environment runs deployment ${amezmo.current}, not this one, after ` +
                    `${settings.timeoutSeconds} s`);
        if (url !== undefined && probe === undefined) {
            parts.push(`${url} was not asked, as it would answer for another release`);
        }
    }
    if (probe?.verdict === 'healthy') {
        parts.push(`${probe.url} ${probe.last} ${settings.passes} times in a row`);
    }
    else if (probe?.verdict === 'unhealthy') {
        parts.push(`${probe.url} ${probe.last}${probe.excerpt ? ` (${probe.excerpt})` : ''}, ` +
            `${probe.inARow} of ${settings.passes} answers in a row as expected after ` +
            `${settings.timeoutSeconds} s`);
    }
    else if (probe?.verdict === 'stopped' && probe.last !== '') {
        parts.push(`${probe.url} ${probe.last}${probe.excerpt ? ` (${probe.excerpt})` : ''} when the probe ` +
            'stopped');
    }
    // A check that could not be placed in time says nothing either way: the probe decides.
    const unhealthy = amezmo.verdict === 'unhealthy' ||
        (amezmo.verdict === 'not-sent' && !amezmo.untimed) ||
        probe?.verdict === 'unhealthy';
    const healthy = amezmo.verdict === 'healthy' || probe?.verdict === 'healthy';
    const health = amezmo.verdict === 'not-current'
        ? 'not-live'
        : unhealthy
            ? 'unhealthy'
            : healthy
                ? 'healthy'
                : 'unchecked';
    const detail = parts.length > 0
        ? parts.join('; ')
        : "no health check: the environment has none in Amezmo, and 'health-url' is not set";
    return { health, detail };
}
/**
 * Follows the environment until its current deployment is this one: its record then; or, when
 * it is not by the deadline, or a later deployment is current already, why not.
 */
async function untilLive(target, deadline, { client, clock, logger, signal, lookMs }) {
    let current;
    let said = '';
    for (;;) {
        try {
            const deployment = await currentDeployment(target, { client, signal });
            current = idOf(deployment);
            if (current === String(target.deploymentId))
                return { deployment };
            if (isLater(current, target.deploymentId)) {
                logger.info(`Environment '${target.environment}' runs deployment ${current} already, a later one: ` +
                    'this one is not live.');
                return { verdict: 'not-current', current: current, later: true };
            }
            if ((current ?? 'none') !== said) {
                said = current ?? 'none';
                logger.info(`Environment '${target.environment}' runs deployment ${said}: waiting for it to run ` +
                    `${target.deploymentId}.`);
            }
        }
        catch (error) {
            if (signal.aborted)
                throw error;
            logger.debug(`Could not read environment '${target.environment}': ${(0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
        }
        const left = deadline - clock.now();
        if (left <= 0)
            return { verdict: 'not-current', current: current ?? 'none', later: false };
        await clock.sleep(Math.min(lookMs ?? LOOK_EVERY_MS, left), signal);
    }
}
/** A deployment record's id, when it is one (digits): an answer's other text is never shown. */
function idOf(deployment) {
    const id = deployment?.id;
    return (typeof id === 'number' || typeof id === 'string') && /^\d{1,15}$/.test(String(id))
        ? String(id)
        : undefined;
}
/** The environment's current deployment, as one look at the environment shows it. */
async function currentDeployment(target, { client, signal }) {
    const record = await client.getEnvironment(target.instance, target.environment, {
        signal,
        maxAttempts: 1,
    });
    return (0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .asRecord */ .qY)(record.current_deployment);
}
/**
 * Reads Amezmo's health check of this deployment, which is live (`first`, as last seen), until it
 * has run. An environment without a health check URL has none: said once, not waited for; unless
 * the deployment before this one had a check (`expected`), when this one's is awaited too.
 */
async function amezmoCheck(target, first, deadline, { client, clock, logger, signal, lookMs }) {
    let url = target.expectedCheck ?? '';
    let deployment = first;
    let staleSaid = '';
    for (;;) {
        const check = checkOfDeployment(deployment, url);
        if (check.verdict === 'not-configured') {
            logger.info(`Environment '${target.environment}' has no health check in Amezmo (set one in the ` +
                "dashboard, or 'health-url' for the action's own probe).");
            return check;
        }
        if (check.verdict !== 'not-sent') {
            logger.info(`Amezmo's health check of ${check.url} answered ${check.status ?? 'nothing'}.`);
            return check;
        }
        url = check.url;
        if (check.staleSentAt !== undefined && check.staleSentAt !== staleSaid) {
            logger.info(`Amezmo's health check of ${check.url} shows a result sent at ${check.staleSentAt}, ` +
                (check.untimed
                    ? `but that time, or deployment ${target.deploymentId}'s created_at, cannot be ` +
                        "read: it cannot be told to be this deployment's. Waiting for one that can."
                    : `before deployment ${target.deploymentId} was created: it is the release ` +
                        "before's. Waiting for a fresh one."));
            staleSaid = check.staleSentAt;
        }
        const left = deadline - clock.now();
        if (left <= 0)
            return check;
        await clock.sleep(Math.min(lookMs ?? LOOK_EVERY_MS, left), signal);
        try {
            const seen = await currentDeployment(target, { client, signal });
            const current = idOf(seen);
            if (current !== String(target.deploymentId)) {
                logger.info(`Environment '${target.environment}' runs deployment ${current ?? 'none'} now, not ` +
                    `${target.deploymentId}: this one is no longer live.`);
                return {
                    verdict: 'not-current',
                    current: current ?? 'none',
                    later: isLater(current, target.deploymentId),
                };
            }
            deployment = seen;
        }
        catch (error) {
            if (signal.aborted)
                throw error;
            logger.debug(`Could not read environment '${target.environment}': ${(0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
        }
    }
}
/**
 * What Amezmo's own health check of a deployment record says as it reads now: that there is none
 * (no URL, and none `expectedUrl` awaited), that it has not run yet, or its verdict (200 only is
 * healthy). A check sent before the deployment was created is the release before's: not yet run;
 * so is one whose time, or the deployment's, cannot be read.
 */
function checkOfDeployment(deployment, expectedUrl = '') {
    const check = (0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .asRecord */ .qY)(deployment?.healthcheck) ?? {};
    const checkUrl = typeof check.healthcheck_url === 'string' ? check.healthcheck_url : '';
    if (checkUrl === '' && expectedUrl === '')
        return { verdict: 'not-configured' };
    const url = checkUrl !== '' ? checkUrl : expectedUrl;
    const sentAt = check.healthcheck_sent_at;
    if (typeof sentAt === 'string' && sentAt !== '') {
        const sent = instantOf(sentAt);
        const created = instantOf(deployment?.created_at);
        // Either time unread, the check cannot be told to be this deployment's: not taken as it.
        if (sent === undefined || created === undefined) {
            // Shown as the answer gave it, but never at any length.
            const shown = sentAt.length > 40 ? `${sentAt.slice(0, 40)}…` : sentAt;
            return { verdict: 'not-sent', url, staleSentAt: shown, untimed: true };
        }
        if (sent < created)
            return { verdict: 'not-sent', url, staleSentAt: sentAt };
        const status = statusOf(check.healthcheck_status_code);
        return { verdict: status === 200 ? 'healthy' : 'unhealthy', url, status, sentAt };
    }
    return { verdict: 'not-sent', url };
}
/**
 * A timestamp as the service writes it (ISO 8601, `2026-06-01T00:00:04.000000Z`, or with a
 * space and no zone, taken as UTC), in milliseconds; undefined for anything else.
 */
function instantOf(value) {
    if (typeof value !== 'string')
        return undefined;
    const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2})(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/i.exec(value);
    if (!match)
        return undefined;
    const [, day, time, fraction = '', zone = 'Z'] = match;
    const offset = zone.toUpperCase() === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
    const ms = Date.parse(`${day}T${time}${fraction.slice(0, 4)}${offset}`);
    return Number.isNaN(ms) ? undefined : ms;
}
/** Whether deployment `id` (as an answer gives it) is a later one than `than`. */
function isLater(id, than) {
    return id !== undefined && /^\d{1,15}$/.test(id) && Number(id) > than;
}
/** A status code as the answer gives it: a whole number, or its digits; null for anything else. */
function statusOf(value) {
    const status = typeof value === 'string' && /^\d{3}$/.test(value) ? Number(value) : value;
    return typeof status === 'number' && Number.isInteger(status) && status >= 100 && status <= 599
        ? status
        : null;
}
/**
 * Probes `url` until `passes` answers in a row are as expected, or the deadline passes, or `stop`
 * is aborted (Amezmo's own check decided already).
 */
async function probeUntilHealthy(url, settings, deadline, { probe, clock, logger, signal, lookMs }, stop) {
    const either = AbortSignal.any([signal, stop]);
    let inARow = 0;
    let said = '';
    let last = '';
    let excerpt = '';
    try {
        for (;;) {
            const left = deadline - clock.now();
            const answer = await probe(url, Math.max(MIN_PROBE_MS, Math.min(PROBE_TIMEOUT_MS, left)), either);
            if (either.aborted)
                throw either.reason;
            excerpt = '';
            if ('problem' in answer) {
                last = answer.problem;
                inARow = 0;
            }
            else {
                excerpt = excerptOf(answer.text);
                const statusOk = settings.statuses.test(answer.status);
                const expected = statusOk && (settings.body === '' || answer.text.includes(settings.body));
                const moved = answer.redirectedTo ? ` after a redirect to ${answer.redirectedTo}` : '';
                last = `answered ${answer.status}${moved}${statusOk && !expected ? ` without '${settings.body}'` : ''}`;
                inARow = expected ? inARow + 1 : 0;
            }
            const now = `${url} ${last}${excerpt ? ` (${excerpt})` : ''}`;
            if (now !== said)
                logger.info(`Health probe: ${now}`);
            said = now;
            if (inARow >= settings.passes)
                return { verdict: 'healthy', url, last, excerpt, inARow };
            // A probe given less than a second would say only that it was cut short.
            const remaining = deadline - clock.now();
            if (remaining <= MIN_PROBE_MS)
                return { verdict: 'unhealthy', url, last, excerpt, inARow };
            await clock.sleep(Math.min(lookMs ?? LOOK_EVERY_MS, remaining - MIN_PROBE_MS), either);
        }
    }
    catch (error) {
        if (signal.aborted || !stop.aborted)
            throw error;
        return { verdict: 'stopped', url, last, excerpt, inARow };
    }
}
/** The start of a body, on one line, for the log and the summary. */
function excerptOf(text) {
    const line = text.replace(/\s+/g, ' ').trim();
    return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1)}…` : line;
}
/** A release that succeeded but was found unhealthy, and stays live; or that never went live. */
class UnhealthyError extends _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .AmezmoDeployError */ .n2 {
    errorCode = 'release-unhealthy';
    detail;
    constructor(release, found, advice) {
        super(found.health === 'not-live'
            ? `${release} succeeded but is not live: ${found.detail}. ${advice}`
            : `${release} is live but unhealthy: ${found.detail}. ${advice}`);
        this.name = 'UnhealthyError';
        this.detail = found.detail;
    }
}


/***/ }),

/***/ 77782:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ loadRelease),
/* harmony export */   hU: () => (/* binding */ loadRollback)
/* harmony export */ });
// src/pipeline/: what the other folders may use. Everything else here is this folder's own.
//
// A release itself (deployRelease, and the rollback's redeploy, with the archive's code behind
// them) is loaded on first use, through loadRelease and loadRollback, so that a run that skips
// never reads it.









/** deployRelease, the one way every job deploys: `const { deployRelease } = await loadRelease()`. */
const loadRelease = () => __webpack_require__.e(/* import() */ 721).then(__webpack_require__.bind(__webpack_require__, 54721));
/** The way back to the last healthy bytes: redeploy, describeRelease, RolledBackError. */
const loadRollback = () => Promise.all(/* import() */[__webpack_require__.e(721), __webpack_require__.e(776)]).then(__webpack_require__.bind(__webpack_require__, 29776));


/***/ })

};
