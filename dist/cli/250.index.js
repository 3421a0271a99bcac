export const id = 250;
export const ids = [250];
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

/***/ 95250:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  deployCommand: () => (/* binding */ deployCommand)
});

// EXTERNAL MODULE: ./src/pipeline/environment.ts
var pipeline_environment = __webpack_require__(36151);
// EXTERNAL MODULE: ./src/api/shape.ts
var shape = __webpack_require__(71989);
// EXTERNAL MODULE: ./src/patterns/patterns.ts
var patterns_patterns = __webpack_require__(9264);
// EXTERNAL MODULE: ./src/clock.ts
var clock = __webpack_require__(99373);
;// CONCATENATED MODULE: ./src/deploy/decide.ts



const TOTAL_MATCH_TIMEOUT_MS = 500;
const MIN_MATCH_TIMEOUT_MS = 50;
/** Lets a signal handler run between two matches, each of which holds the thread. */
function yieldToEvents() {
    return new Promise((resolve) => setImmediate(resolve));
}
/**
 * The first pattern, in order, that matches `name` anywhere as PHP's preg_match would; and those
 * that could not be used or ran out of time. A pattern that runs out of time counts as no match,
 * as PHP counts one that reaches its backtrack limit.
 */
async function matchPatterns(patterns, name, options = {}) {
    const { matchTimeoutMs = patterns_patterns/* MATCH_TIMEOUT_MS */.Nl, totalTimeoutMs = TOTAL_MATCH_TIMEOUT_MS, minTimeoutMs = MIN_MATCH_TIMEOUT_MS, signal, now = clock/* monotonicMs */.dR, } = options;
    const invalid = [];
    const subject = (0,patterns_patterns/* subjectOf */.et)(name);
    let spent = 0;
    for (const pattern of patterns) {
        signal?.throwIfAborted();
        const translation = (0,patterns_patterns/* translatePattern */.pQ)(pattern);
        if (!translation.ok) {
            invalid.push({ pattern, problem: translation.problem, kind: translation.kind });
            continue;
        }
        const left = Math.ceil(totalTimeoutMs - spent);
        const timeoutMs = Math.min(matchTimeoutMs, Math.max(minTimeoutMs, left));
        const started = now();
        let result;
        try {
            result = (0,patterns_patterns/* testWithin */.ux)(translation.regex, subject, timeoutMs);
        }
        catch (error) {
            // V8 compiles a RegExp when first used, and may find it too large only then.
            const reason = error instanceof Error ? (error.message.split(': ').at(-1) ?? '') : '';
            invalid.push({
                pattern,
                problem: `a size or shape JavaScript's RegExp refuses (${reason})`,
                kind: 'unsupported',
            });
            spent += now() - started;
            continue;
        }
        spent += now() - started;
        if (result === true)
            return { matched: pattern, invalid };
        if (result === 'too-slow') {
            invalid.push({
                pattern,
                problem: `it ran for more than ${timeoutMs} ms against '${name}'`,
                kind: 'too-slow',
            });
            await yieldToEvents();
        }
    }
    signal?.throwIfAborted();
    return { matched: undefined, invalid };
}
function quoteList(patterns) {
    return patterns.map((pattern) => `'${pattern}'`).join(', ');
}
/** Whether `ref` deploys to the environment, and why, as the platform's own rules say. */
async function decide(ref, rules, force, options = {}) {
    const environment = `environment '${rules.environment_name}'`;
    const patterns = ref.kind === 'tag' ? rules.auto_deploy_tag_patterns : rules.auto_deploy_branch_patterns;
    const { matched, invalid } = await matchPatterns(patterns, ref.name, options);
    const what = `${ref.kind} '${ref.name}'`;
    const doubleDeployWarning = (0,shape/* isFlagOn */.Ak)(rules.auto_deploy_enabled) && rules.repo_owner && rules.repo_name
        ? `Environment '${rules.environment_name}' also deploys itself from ${rules.repo_owner}/${rules.repo_name} ` +
            'through its own git integration (auto-deploy is on in Amezmo): this run makes a second deployment. ' +
            'Turn off auto-deploy in the Amezmo dashboard, or stop deploying from this workflow.'
        : undefined;
    const decision = (deploy, reason, matchedPattern = '') => ({
        deploy,
        reason,
        matchedPattern,
        invalidPatterns: invalid,
        ...(deploy && doubleDeployWarning ? { doubleDeployWarning } : {}),
    });
    if (matched !== undefined) {
        return decision(true, `${what} matches the auto-deploy ${ref.kind} pattern '${matched}' of ${environment}`, matched);
    }
    const isDeployBranch = ref.kind === 'branch' && rules.branch_name !== null && rules.branch_name === ref.name;
    if (isDeployBranch)
        return decision(true, `${what} is the deploy branch of ${environment}`);
    if (force)
        return decision(true, `force is true, so ${what} deploys although no auto-deploy pattern matches it`);
    const valid = patterns.filter((pattern) => !invalid.some((bad) => bad.pattern === pattern));
    let reason;
    if (patterns.length === 0) {
        reason = `${environment} has no auto-deploy ${ref.kind} patterns, so ${what} does not deploy`;
    }
    else if (valid.length === 0) {
        reason = `none of the auto-deploy ${ref.kind} patterns of ${environment} could be used (${quoteList(patterns)}), so ${what} does not deploy`;
    }
    else {
        reason = `${what} matches none of the auto-deploy ${ref.kind} patterns of ${environment} (${quoteList(valid)})`;
    }
    if (ref.kind === 'branch' && rules.branch_name)
        reason += ` and is not its deploy branch '${rules.branch_name}'`;
    return decision(false, `${reason}. Add a pattern in the Amezmo dashboard, or ${options.howToForce ?? 'set force: true'} to deploy anyway.`);
}

// EXTERNAL MODULE: ./src/deploy/patterns-warning.ts
var patterns_warning = __webpack_require__(48673);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/github/context.ts
var github_context = __webpack_require__(19556);
;// CONCATENATED MODULE: ./src/deploy/ref.ts


// Publishing one release sends `created`, `published` and `released` (or `prereleased`) at once;
// only `published` deploys, so that one release makes one deployment, prereleases included.
const DEPLOYING_RELEASE_ACTION = 'published';
/** Parses `refs/heads/x` and `refs/tags/x`; anything else is neither. */
function parseRef(ref) {
    if (ref.startsWith('refs/heads/'))
        return { kind: 'branch', name: ref.slice('refs/heads/'.length) };
    if (ref.startsWith('refs/tags/'))
        return { kind: 'tag', name: ref.slice('refs/tags/'.length) };
    return undefined;
}
class InvalidRefError extends errors/* AmezmoDeployError */.n2 {
    errorCode = 'ref-invalid';
    constructor(ref, eventName) {
        super(`The ${eventName || 'run'} event names the ${ref.kind} '${ref.name}', which is not a name ` +
            'git allows (control characters, spaces and ~^:?*[\\ cannot be in a ref); nothing was deployed.');
        this.name = 'InvalidRefError';
    }
}
/** No ref at all: a runner that did not set GITHUB_REF, or a run outside GitHub Actions. */
class MissingRefError extends errors/* AmezmoDeployError */.n2 {
    errorCode = 'ref-missing';
    constructor(eventName) {
        super(`GITHUB_REF is not set, and the ${eventName || 'run'} event names no ref, so whether to ` +
            'deploy cannot be decided. A GitHub runner sets it for every job; elsewhere set ' +
            'GITHUB_REF (e.g. refs/heads/main), or use the command-line tool (npx amezmo-deploy).');
        this.name = 'MissingRefError';
    }
}
function describeRef(ref) {
    return `${ref.kind} '${ref.name}'`;
}
/** Which branch or tag this run deploys, from the event that started it. */
function resolveRef(context) {
    const resolution = refOfEvent(context);
    if (resolution.ref && !(0,github_context/* isGitRefName */.T4)(resolution.ref.name)) {
        throw new InvalidRefError(resolution.ref, context.eventName);
    }
    return resolution;
}
function refOfEvent(context) {
    const { eventName, payload } = context;
    switch (eventName) {
        case 'push': {
            const named = typeof payload.ref === 'string' ? payload.ref : context.ref;
            if (named === '')
                throw new MissingRefError(eventName);
            const ref = parseRef(named);
            if (!ref)
                return { skip: `the push is of '${context.ref}', which is neither a branch nor a tag` };
            if (payload.deleted === true)
                return { ref, skip: `the push deleted ${describeRef(ref)}` };
            return { ref };
        }
        case 'release': {
            const release = record(payload.release);
            const action = typeof payload.action === 'string' ? payload.action : '';
            const tag = typeof release.tag_name === 'string' ? release.tag_name : '';
            if (action !== DEPLOYING_RELEASE_ACTION) {
                return {
                    skip: `release events with action '${action}' do not deploy: only 'published' does, so that ` +
                        'one release makes one deployment (use on: release: types: [published])',
                };
            }
            if (!tag)
                return { skip: 'the release event carries no tag' };
            return { ref: { kind: 'tag', name: tag } };
        }
        case 'pull_request':
        case 'pull_request_target': {
            const head = context.headRef || String(record(record(payload.pull_request).head).ref ?? '');
            if (!head)
                return { skip: 'the pull request event carries no head branch' };
            return { ref: { kind: 'branch', name: head } };
        }
        default: {
            if (context.ref === '')
                throw new MissingRefError(eventName);
            const ref = parseRef(context.ref);
            if (!ref)
                return { skip: `the ref '${context.ref}' is neither a branch nor a tag` };
            return { ref };
        }
    }
}
function record(value) {
    return typeof value === 'object' && value !== null ? value : {};
}

// EXTERNAL MODULE: ./src/deploy/run.ts
var deploy_run = __webpack_require__(60114);
;// CONCATENATED MODULE: ./src/deploy/flow.ts





/** What deploys once the ref does: `const { deliver } = await loadDelivery()`. */
const loadDelivery = () => Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 97559));
/** Decides, deploys through the pipeline, and restarts the workers; never throws. */
async function runDeploy(settings, context, deps) {
    const { logger, group, signal } = deps;
    let run = (0,deploy_run/* newDeployRun */.J)(settings);
    const skipped = (lead, reason) => (0,deploy_run/* skippedRun */.s)(run, logger, lead, reason);
    try {
        const resolution = resolveRef(context);
        if (resolution.ref) {
            run = { ...run, ref: resolution.ref };
            logger.info(`Ref: ${resolution.ref.kind} '${resolution.ref.name}' (${context.eventName} event)`);
        }
        if (resolution.skip !== undefined)
            return skipped('Nothing to deploy', `${resolution.skip}.`);
        const ref = resolution.ref;
        const environment = await group(`Fetch environment '${settings.environment}'`, () => fetchEnvironment(settings, deps));
        run = { ...run, environmentUrl: (0,pipeline_environment/* environmentUrl */.fw)(environment) };
        if (run.environmentUrl)
            logger.info(`Environment URL: ${run.environmentUrl}`);
        if (settings.promote) {
            logger.info(`The auto-deploy patterns of '${settings.environment}' are not applied: a promotion is ` +
                'a deliberate act.');
        }
        else {
            const decision = await decide(ref, environment, settings.force, {
                signal,
                howToForce: settings.howToForce,
            });
            run = { ...run, decision };
            (0,patterns_warning/* warnOfPatterns */.D4)(decision, settings, logger);
            if (!decision.deploy)
                return skipped('Skipped', decision.reason);
            logger.info(`Deploying: ${decision.reason}.`);
            if (decision.doubleDeployWarning)
                logger.warning(decision.doubleDeployWarning);
        }
        // Loaded once the ref deploys: a run that skips never pays for the release.
        const { deliver } = await loadDelivery();
        return await deliver(settings, context, deps, { run, ref, environment });
    }
    catch (error) {
        return { ...run, failure: error };
    }
}
async function fetchEnvironment(settings, { client, logger, signal }) {
    const record = await (0,pipeline_environment/* readEnvironment */.Qo)(client, settings.instance, settings.environment, signal);
    logger.info(`Environment '${record.environment_name}' of instance ${settings.instance}`);
    logger.info(`Branch patterns: ${JSON.stringify(record.auto_deploy_branch_patterns)}`);
    logger.info(`Tag patterns: ${JSON.stringify(record.auto_deploy_tag_patterns)}`);
    logger.info(`Deploy branch: ${record.branch_name ?? '(none)'}`);
    return record;
}

// EXTERNAL MODULE: ./src/api/statuses.ts
var statuses = __webpack_require__(65640);
// EXTERNAL MODULE: ./src/pipeline/report.ts
var report = __webpack_require__(62222);
// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(16264);
;// CONCATENATED MODULE: ./src/promote/report.ts
// How a promotion is told: its output, its facts in the deploy job's summary, and the table of
// the commits it brings. Pure: the deploy job's report adds these to its own.

/** The `promoted-from` output: JSON naming the source's release; '' for no promotion. */
function promotedFromOutput(promotion) {
    if (!promotion)
        return '';
    const { from, source } = promotion;
    return JSON.stringify({
        environment: from.environment,
        instance: from.instance,
        deployment_id: source.deploymentId,
        commit: source.commit,
        sha256: source.sha256,
    });
}
/** The summary's facts of a promotion: where from, and how many commits it brings. */
function promotionFacts(promotion) {
    if (!promotion)
        return [];
    const { from, source, changes } = promotion;
    return [
        [
            'Promoted from',
            {
                text: `${from.environment} (instance ${from.instance}): Amezmo deployment ` +
                    `${source.deploymentId} of commit ${(0,format/* shortSha */.Fu)(source.commit)}, sha256 ` +
                    `${source.sha256.slice(0, 12)}…`,
            },
        ],
        [
            'Changes',
            {
                text: 'unknown' in changes
                    ? `could not be told: ${changes.unknown}`
                    : `${changes.total} commit(s), ${changes.by}` +
                        (changes.status === 'behind' ? ': an older commit, promoted as allowed' : ''),
            },
        ],
    ];
}
/** The commits a promotion brings, newest first, as a table; none when they are unknown. */
function changesParts(promotion, repositoryUrl) {
    const changes = promotion?.changes;
    if (!changes || 'unknown' in changes || changes.commits.length === 0)
        return [];
    const rows = changes.commits.map((commit) => [
        {
            text: (0,format/* shortSha */.Fu)(commit.sha),
            code: true,
            ...(repositoryUrl ? { href: `${repositoryUrl}/commit/${commit.sha}` } : {}),
        },
        { text: commit.subject },
        { text: commit.author },
    ]);
    const more = changes.total - changes.commits.length;
    return [
        { kind: 'table', head: ['Commit', 'Message', 'Author'], rows },
        ...(more > 0 ? [{ kind: 'text', cells: [{ text: `and ${more} more` }] }] : []),
    ];
}

// EXTERNAL MODULE: ./src/summary.ts
var summary = __webpack_require__(28855);
;// CONCATENATED MODULE: ./src/deploy/report.ts
// How one run of the deploy job is told: the outputs of action.yml and the facts of its job
// summary, made from what the run answered. Pure: the shell writes what these make.





/** Every output of action.yml, set on every run. */
function deployOutputs(run) {
    const release = run.release;
    return {
        skipped: String(run.skipped),
        'skip-reason': run.skipReason,
        'matched-pattern': run.decision?.matchedPattern ?? '',
        'deployment-id': release?.deploymentId === undefined ? '' : String(release.deploymentId),
        'deployment-status': release?.deploymentStatus ?? '',
        'environment-url': run.environmentUrl,
        ...(0,report/* archiveOutputs */.py)(release),
        // Empty when nothing was deployed: skipped (the bytes live already), refused, or failed
        // before a deployment was made.
        'promoted-from': release?.deploymentId === undefined || release.alreadyLive
            ? ''
            : promotedFromOutput(run.promotion),
        'restarted-workers': JSON.stringify(run.restartedWorkers.map(Number)),
        ...(0,report/* healthOutputs */.Bv)(release),
        'artifact-id': release?.kept && 'id' in release.kept ? String(release.kept.id) : '',
        'rolled-back-to': run.rollback && 'to' in run.rollback && run.rollback.release.deploymentId !== undefined
            ? run.rollback.to.commit
            : '',
        // A rollout's (src/waves/) alone.
        'targets-result': '',
    };
}
/** What the run came to, in a few words and an icon. */
function outcome(run, error) {
    if (error)
        return `❌ Failed: ${error}`;
    if (run.skipped)
        return `⏭️ Skipped: ${run.skipReason}`;
    if (run.dryRun)
        return '🧪 Dry run: nothing was uploaded';
    const status = run.release?.deploymentStatus ?? '';
    if ((0,statuses/* isSucceeded */.Ak)(status))
        return '✅ Deployed';
    return `🚀 Created (${status || 'pending'})`;
}
/**
 * The job summary's facts, one each: what a user checks after a deploy. A skip's reason is the
 * outcome, so it is not repeated as the decision.
 */
function deployFacts(run, { error, durationMs, links }) {
    const release = run.release;
    const decision = run.decision;
    return (0,summary/* presentFacts */.x$)([
        ['Outcome', { text: outcome(run, error) }],
        [
            'Environment',
            run.environment ? { text: `${run.environment} (instance ${run.instance})` } : undefined,
        ],
        [
            'URL',
            run.environmentUrl ? { text: run.environmentUrl, href: run.environmentUrl } : undefined,
        ],
        ['Ref', run.ref ? { text: `${run.ref.kind} ${run.ref.name}` } : undefined],
        [
            'Commit',
            run.commit
                ? {
                    text: run.commit.slice(0, 12),
                    ...(links.repositoryUrl && /^[0-9a-f]{40,64}$/.test(run.commit)
                        ? { href: `${links.repositoryUrl}/commit/${run.commit}` }
                        : {}),
                }
                : undefined,
        ],
        ...promotionFacts(run.promotion),
        ['Decision', run.skipped || !decision?.reason ? undefined : { text: decision.reason }],
        [
            'Matched pattern',
            decision?.matchedPattern ? { text: decision.matchedPattern, code: true } : undefined,
        ],
        ...(0,report/* archiveFacts */.i_)(release),
        ...(0,report/* keptFacts */.UB)(release),
        [
            'Deployment',
            release?.deploymentId === undefined
                ? undefined
                : { text: `${release.deploymentId} (${release.deploymentStatus})` },
        ],
        ...(0,report/* healthFacts */.mv)(release),
        ['Rollback', rollbackCell(run)],
        [
            'Workers',
            run.restartedWorkers.length + run.failedWorkers.length === 0
                ? undefined
                : {
                    text: [
                        run.restartedWorkers.length > 0 ? `restarted ${run.restartedWorkers.join(', ')}` : '',
                        run.failedWorkers.length > 0 ? `failed ${run.failedWorkers.join(', ')}` : '',
                    ]
                        .filter((part) => part !== '')
                        .join('; '),
                },
        ],
        [
            'Duration',
            durationMs === undefined ? undefined : { text: `${(durationMs / 1000).toFixed(1)} s` },
        ],
        ['Run', links.runUrl ? { text: 'workflow run log', href: links.runUrl } : undefined],
    ]);
}
/** What the rollback came to, when the run tried one. */
function rollbackCell(run) {
    const rollback = run.rollback;
    if (!rollback)
        return undefined;
    if ('problem' in rollback)
        return { text: `none: ${rollback.problem}` };
    const { to, release } = rollback;
    const what = `to commit ${(0,format/* shortSha */.Fu)(to.commit)} (sha256 ${to.sha256.slice(0, 12)}…)`;
    if (release.failure !== undefined)
        return { text: `${what} failed` };
    return {
        text: `${what}: Amezmo deployment ${release.deploymentId ?? ''} ` +
            `(${release.deploymentStatus}), health ${release.health?.health ?? 'unchecked'}`,
    };
}
/** The parts of the job summary after its facts: a promotion's commits. */
function deployParts(run, links) {
    return changesParts(run.promotion, links.repositoryUrl);
}

// EXTERNAL MODULE: ./src/settings/source.ts
var settings_source = __webpack_require__(80468);
// EXTERNAL MODULE: ./src/settings/deploy.ts + 1 modules
var deploy = __webpack_require__(48883);
// EXTERNAL MODULE: ./src/settings/rollout.ts
var settings_rollout = __webpack_require__(18284);
// EXTERNAL MODULE: ./src/settings/clients.ts + 1 modules
var settings_clients = __webpack_require__(52839);
// EXTERNAL MODULE: ./src/settings/readers.ts
var readers = __webpack_require__(87977);
// EXTERNAL MODULE: ./src/cli/ci.ts
var ci = __webpack_require__(64348);
// EXTERNAL MODULE: ./src/cli/flags.ts
var cli_flags = __webpack_require__(95377);
// EXTERNAL MODULE: ./src/cli/ledger.ts + 1 modules
var cli_ledger = __webpack_require__(35987);
// EXTERNAL MODULE: ./src/cli/settings.ts
var cli_settings = __webpack_require__(81957);
// EXTERNAL MODULE: ./src/cli/job.ts + 1 modules
var job = __webpack_require__(69592);
// EXTERNAL MODULE: ./src/cli/trigger.ts
var cli_trigger = __webpack_require__(33158);
// EXTERNAL MODULE: ./src/cli/git.ts + 1 modules
var git = __webpack_require__(99405);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/checks/wait.ts + 1 modules
var wait = __webpack_require__(86883);
// EXTERNAL MODULE: ./src/pipeline/failure.ts
var failure = __webpack_require__(22948);
// EXTERNAL MODULE: ./src/pipeline/archive.ts + 1 modules
var archive = __webpack_require__(47748);
// EXTERNAL MODULE: ./src/pipeline/index.ts
var pipeline = __webpack_require__(77782);
// EXTERNAL MODULE: ./src/pipeline/health.ts
var health = __webpack_require__(7826);
// EXTERNAL MODULE: ./src/deploy/deliver.ts + 7 modules
var deliver = __webpack_require__(97559);
;// CONCATENATED MODULE: ./src/waves/plan.ts
// A rollout's plan, pure: the targets a list names, and how the `waves` setting splits them
// (the settings themselves are read in src/settings/rollout.ts). Data before any request, tested
// with tables.
/**
 * How many targets each wave takes, out of `total`. A share is of all the targets, rounded up
 * (25% of 6 is 2), so that no wave is empty; a wave takes no more than are left, and waves that
 * would find none left are dropped. Targets left once the steps are done make one last wave, as
 * if the steps ended in `rest`.
 */
function waveSizes(steps, total) {
    const sizes = [];
    let left = total;
    for (const step of steps) {
        if (left === 0)
            break;
        const wanted = step.kind === 'rest'
            ? left
            : step.kind === 'count'
                ? step.count
                : Math.max(1, Math.ceil((step.percent * total) / 100 - 1e-9));
        const size = Math.min(wanted, left);
        sizes.push(size);
        left -= size;
    }
    if (left > 0)
        sizes.push(left);
    return sizes;
}
/** The wave of each target (1, 2, …), in the list's order. */
function wavesOf(steps, total) {
    return waveSizes(steps, total).flatMap((size, index) => Array(size).fill(index + 1));
}
/** How a target is named in the log and the report: its label, or where it is. */
function targetName(target) {
    const where = `${target.instance}/${target.environment}`;
    return target.label ? `${target.label} (${where})` : where;
}

;// CONCATENATED MODULE: ./src/waves/rollout.ts
// A rollout: one archive, built once, deployed to many targets in waves. Each target is a run of
// the deploy job (its decision, its ledger, the same-bytes skip, its health and its own GitHub
// environment), at most `maxParallel` at once; each wave is proven before the next starts,
// after `waveWaitMs`. At the first target not proven healthy nothing more starts, those in
// flight are followed to their end, and with `rollback-all` every target the rollout changed is
// put back to its own last healthy release, in parallel, each proven again.








/**
 * A target failed: the rollout stopped there, and says what became of the others. The failed
 * target's own rollback, if any, is in its detail; the counts are of the other targets only.
 */
class RolloutStoppedError extends errors/* AmezmoDeployError */.n2 {
    errorCode = 'rollout-stopped';
    constructor(failed, results) {
        const count = (outcome) => results.filter((r) => r.target !== failed.target && r.outcome === outcome).length;
        const others = count('failed');
        // As it stands once rollback-all tried to put it back too.
        const self = results.find((r) => r.target === failed.target) ?? failed;
        super(`Target ${targetName(failed.target)} in wave ${failed.wave} failed: ${self.detail} ` +
            `The rollout stopped there. Of the other targets: ${count('not-started')} not started, ` +
            `${count('rolled-back')} rolled back to their last healthy release, ` +
            `${count('deployed')} left on the new release` +
            (others > 0 ? `, ${others} failed too.` : '.'));
        this.name = 'RolloutStoppedError';
    }
}
/** Deploys the archive to every target in waves; never throws. */
async function runRollout(settings, context, deps) {
    const { targets } = settings.rollout;
    const waveOf = wavesOf(settings.rollout.waves, targets.length);
    const waves = Math.max(0, ...waveOf);
    const started = deps.clock.now();
    const results = targets.map((target, index) => ({
        target,
        wave: waveOf[index] ?? waves,
        outcome: 'not-started',
        deploymentId: undefined,
        health: '',
        rolledBackTo: '',
        detail: '',
        durationMs: 0,
    }));
    let run = { targets: results, waves, sha256: '' };
    let archive;
    try {
        // The commit's checks are asked once, before anything is built: never once a target.
        const { checks } = settings;
        if (checks) {
            const folder = settings.source.kind === 'build' ? settings.source.build.path : undefined;
            const head = folder === undefined ? undefined : await deps.gitHead(folder);
            const where = {
                commit: head?.sha ?? context.sha,
                repository: context.repository,
                runId: context.runId,
            };
            await deps.group("Wait for the commit's checks", () => (0,wait/* requireChecks */.Nq)(checks, { ...deps, ...where }));
        }
        archive = await archiveOnce(settings, context, deps);
        // Kept only for the targets changed, until the rollout ends: what a rollback starts from.
        const changed = new Map();
        let failed;
        for (let wave = 1; wave <= waves && !failed; wave++) {
            const members = results.flatMap((result, index) => (result.wave === wave ? [index] : []));
            deps.logger.info(`Wave ${wave} of ${waves} started: ${members.map((i) => targetName(targets[i])).join(', ')}.`);
            const source = archive.source;
            await inParallel(members, settings.rollout.maxParallel, async (index) => {
                if (failed || deps.signal.aborted)
                    return;
                const target = targets[index];
                const at = deps.clock.now();
                const deployed = await runDeploy(targetSettings(settings, target, source), context, targetDeps(deps, target));
                const result = resultOf(results[index], deployed, deps.signal);
                results[index] = { ...result, durationMs: deps.clock.now() - at };
                if (changedBy(result, deployed))
                    changed.set(index, deployed);
                if (result.outcome === 'failed')
                    failed ??= results[index];
            });
            const tally = ['deployed', 'skipped', 'failed']
                .map((outcome) => `${members.filter((i) => results[i]?.outcome === outcome).length} ${outcome}`)
                .join(', ');
            deps.logger.info(`Wave ${wave} of ${waves} ended: ${tally}.`);
            if (!failed && wave < waves && settings.rollout.waveWaitMs > 0) {
                const waitMs = deps.waveWaitMs ?? settings.rollout.waveWaitMs;
                deps.logger.info(`Waiting ${formatWait(waitMs)} before wave ${wave + 1}.`);
                await deps.clock.sleep(waitMs, deps.signal);
            }
        }
        run = { ...run, sha256: archive.sha256 };
        if (!failed)
            return run;
        const source = archive.source;
        // A cancelled run deploys nothing more, not even a rollback: it was asked to stop.
        if (settings.rollout.onFailure === 'rollback-all' && changed.size > 0 && !deps.signal.aborted) {
            deps.logger.warning(`Rolling back the ${changed.size} target(s) this rollout changed, each to its last healthy release.`);
            await inParallel([...changed.keys()], settings.rollout.maxParallel, async (index) => {
                const target = targets[index];
                const attempt = await (0,deliver.rollBackRun)(targetSettings(settings, target, source), context, targetDeps(deps, target), changed.get(index)).catch((error) => ({ problem: (0,failure/* failureOf */.g)(error, deps.signal).message }));
                const before = results[index];
                const after = rolledBack(before, attempt);
                // The target that stopped the rollout stays failed, and says what its rollback came to.
                results[index] = before.outcome === 'failed' ? stillFailed(before, after) : after;
            });
        }
        return { ...run, failure: new RolloutStoppedError(failed, results) };
    }
    catch (error) {
        return { ...run, failure: error };
    }
    finally {
        await archive?.dispose();
        deps.logger.debug(`Rollout took ${deps.clock.now() - started} ms.`);
    }
}
async function archiveOnce(settings, context, deps) {
    const source = settings.source;
    if (source.kind === 'given') {
        // Read once, so that a file written between waves is refused, not sent to the later ones.
        const { sha256 } = await (0,archive/* readGivenArchive */.aA)(source.archive, source.ignored, deps);
        deps.logger.info(`One archive for ${settings.rollout.targets.length} target(s): sha256 ${sha256}.`);
        return {
            source: { ...source, archive: { ...source.archive, sha256 }, ignored: [] },
            sha256,
            dispose: async () => { },
        };
    }
    const first = settings.rollout.targets[0];
    const head = await deps.gitHead(source.build.path);
    const { deployRelease } = await (0,pipeline/* loadRelease */.U)();
    // A dry run of the pipeline builds the archive and uploads nothing; kept, to be read by each
    // target's upload in turn, so that one archive is on disk however many targets there are.
    const built = await deployRelease({
        instance: first.instance,
        environment: first.environment,
        source: { kind: 'build', build: { ...source.build, keepArchive: true } },
        fields: { commit: head?.sha ?? context.sha },
        commitTime: head?.time,
        commitTimeFrom: head?.timeFrom,
        dryRun: true,
        wait: false,
        waitTimeoutSeconds: settings.waitTimeoutSeconds,
        cancelOnAbort: settings.cancelOnAbort,
        tempDir: context.tempDir,
        startedAt: deps.clock.now(),
    }, deps);
    if (built.failure !== undefined)
        throw built.failure;
    const facts = built.archive;
    if (!facts)
        throw new Error('The archive was not built.');
    deps.logger.info(`One archive for ${settings.rollout.targets.length} target(s): sha256 ${facts.sha256}.`);
    return {
        source: {
            kind: 'given',
            archive: { path: facts.path, size: facts.size, format: 'zip', sha256: facts.sha256 },
            ignored: [],
            ...(head ? { builtFrom: head } : {}),
        },
        sha256: facts.sha256,
        dispose: async () => {
            if (!source.build.keepArchive)
                await (0,promises_.rm)((0,external_node_path_.dirname)(facts.path), { recursive: true, force: true });
        },
    };
}
/** The deploy job's settings for one target: its place, the archive; its success retires no other's. */
function targetSettings(settings, target, source) {
    return {
        ...settings,
        // Asked once for the whole rollout.
        checks: undefined,
        instance: target.instance,
        environment: target.environment,
        retireEarlier: false,
        source,
        workers: target.workers ?? [],
        health: target.healthUrl ? { ...settings.health, url: target.healthUrl } : settings.health,
        // With rollback-all, the target that fails is put back as every other one is.
        onUnhealthy: settings.rollout.onFailure === 'rollback-all' ? 'rollback' : settings.onUnhealthy,
    };
}
/** A target's run logs under its name; its phases are lines, as targets run side by side. */
function targetDeps(deps, target) {
    const name = targetName(target);
    const logger = {
        debug: (message) => deps.logger.debug(`[${name}] ${message}`),
        info: (message) => deps.logger.info(`[${name}] ${message}`),
        warning: (message) => deps.logger.warning(`[${name}] ${message}`),
        notice: (message) => deps.logger.notice(`[${name}] ${message}`),
    };
    return {
        ...deps,
        logger,
        group: (title, phase) => {
            logger.info(title);
            return phase();
        },
        progress: undefined,
    };
}
/** What a target's run came to. */
function resultOf(base, deployed, signal) {
    const release = deployed.release;
    const health = release?.health?.health ?? (release?.succeeded ? 'unchecked' : '');
    const deploymentId = release?.deploymentId ?? release?.alreadyLive?.deploymentId;
    if (deployed.failure !== undefined) {
        const rollback = deployed.rollback;
        const back = rollback && 'to' in rollback && rollback.release.succeeded;
        return {
            ...base,
            outcome: 'failed',
            deploymentId,
            health,
            rolledBackTo: back ? rollback.to.commit : '',
            detail: (0,failure/* failureOf */.g)(deployed.failure, signal).message,
        };
    }
    if (deployed.skipped || deployed.dryRun) {
        const why = deployed.skipped ? deployed.skipReason : 'a dry run uploads nothing.';
        return { ...base, outcome: 'skipped', deploymentId, health, detail: why };
    }
    return { ...base, outcome: 'deployed', deploymentId, health };
}
/**
 * Whether the target runs this rollout's release now: deployed, or failed after its deployment
 * succeeded (its workers could not be restarted, say) without a rollback of its own, and was not
 * replaced since by a later deployment (which a rollback would undo).
 */
function changedBy(result, deployed) {
    if (result.outcome === 'deployed')
        return true;
    const release = deployed.release;
    return (result.outcome === 'failed' &&
        release?.succeeded === true &&
        !deployed.rollback &&
        !(0,health/* replacedLater */.xg)(release.health));
}
/** The target that stopped the rollout, once rollback-all tried to put it back: still failed. */
function stillFailed(before, after) {
    const back = after.rolledBackTo
        ? `It was rolled back to commit ${(0,format/* shortSha */.Fu)(after.rolledBackTo)}.`
        : '';
    const said = after.detail === before.detail ? back : after.detail;
    return { ...after, outcome: 'failed', detail: [before.detail, said].filter(Boolean).join(' ') };
}
/** What a target the rollout changed came to once it was put back, or could not be. */
function rolledBack(base, attempt) {
    if ('problem' in attempt) {
        return { ...base, detail: `It could not be rolled back: ${attempt.problem}.` };
    }
    const health = attempt.release.health?.health ?? 'unchecked';
    const to = `commit ${(0,format/* shortSha */.Fu)(attempt.to.commit)} (Amezmo deployment ${attempt.to.deploymentId})`;
    if (attempt.release.failure !== undefined || health === 'unhealthy' || health === 'not-live') {
        return {
            ...base,
            outcome: 'failed',
            health,
            detail: `Its rollback to ${to} was not proven healthy (${health}).`,
        };
    }
    return { ...base, outcome: 'rolled-back', health, rolledBackTo: attempt.to.commit };
}
/** `30 s`, `5 min`, `250 ms`. */
function formatWait(ms) {
    if (ms < 1000)
        return `${ms} ms`;
    if (ms < 60_000 || ms % 60_000 !== 0)
        return `${Math.round(ms / 1000)} s`;
    return `${ms / 60_000} min`;
}
/** Runs `work` on each item, at most `limit` at once, in the items' order. */
async function inParallel(items, limit, work) {
    let next = 0;
    const worker = async () => {
        while (next < items.length)
            await work(items[next++]);
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

;// CONCATENATED MODULE: ./src/waves/report.ts
// How a rollout is told: the `targets-result` output (and the command line's --json), and the
// job summary's one table, a row a target. Pure: the shell writes what these make.




/** Each target's result, in the list's order. */
function targetsResult(run) {
    return run.targets.map((result) => ({
        instance: result.target.instance,
        environment: result.target.environment,
        label: result.target.label ?? '',
        wave: result.wave,
        outcome: result.outcome,
        'deployment-id': result.deploymentId ?? null,
        health: result.health,
        'rolled-back-to': result.rolledBackTo,
    }));
}
/** The deploy action's outputs for a rollout: `targets-result`, and whether it deployed nothing. */
function rolloutOutputs(run) {
    return {
        ...deployOutputs((0,deploy_run/* newDeployRun */.J)()),
        skipped: String(run.targets.length > 0 && run.targets.every((result) => result.outcome === 'skipped')),
        'targets-result': JSON.stringify(targetsResult(run)),
    };
}
const OUTCOME = {
    deployed: '✅ deployed',
    skipped: '⏭️ skipped',
    failed: '❌ failed',
    'not-started': '⏸️ not started',
    'rolled-back': '↩️ rolled back',
};
/** The summary's parts: what the rollout came to, then one row a target. */
function rolloutSummary(run, { error, durationMs }) {
    const count = (outcome) => run.targets.filter((result) => result.outcome === outcome).length;
    const outcome = error
        ? `❌ Failed: ${error}`
        : `✅ ${count('deployed')} deployed, ${count('skipped')} skipped, in ${run.waves} wave(s)`;
    const facts = (0,summary/* presentFacts */.x$)([
        ['Outcome', { text: outcome }],
        ['Archive', run.sha256 ? { text: `sha256 ${run.sha256}`, code: true } : undefined],
        [
            'Duration',
            durationMs === undefined ? undefined : { text: `${(durationMs / 1000).toFixed(1)} s` },
        ],
    ]);
    return [
        { kind: 'facts', facts },
        {
            kind: 'table',
            head: ['Target', 'Wave', 'Outcome', 'Deployment', 'Health', 'Time', 'Rolled back to'],
            rows: run.targets.map((result) => [
                { text: targetName(result.target) },
                { text: String(result.wave) },
                { text: OUTCOME[result.outcome] },
                { text: result.deploymentId === undefined ? '' : String(result.deploymentId) },
                { text: result.health },
                { text: result.durationMs > 0 ? `${(result.durationMs / 1000).toFixed(1)} s` : '' },
                { text: result.rolledBackTo ? `commit ${(0,format/* shortSha */.Fu)(result.rolledBackTo)}` : '' },
            ]),
        },
    ];
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/small-file.ts
var small_file = __webpack_require__(43979);
;// CONCATENATED MODULE: ./src/cli/targets.ts
// The targets file of `amezmo-deploy deploy`: --targets FILE, else .amezmo/targets.yml when the
// working folder has one and no instance is named. Its text is the `targets` setting, checked as
// the action's input is; messages name the file.




/** Where a project keeps its targets, read when no --targets or instance is given. */
const TARGETS_FILE = '.amezmo/targets.yml';
/** A list of a thousand targets is far below this. */
const MAX_TARGETS_BYTES = 1024 * 1024;
/** The targets file's text and how messages name it; undefined when there is none to read. */
function readTargetsFile(invocation) {
    const { given, env, cwd } = invocation;
    const named = given.targets;
    if (named === undefined) {
        const instance = given.instance ?? env.AMEZMO_INSTANCE ?? '';
        const found = (0,external_node_path_.join)(cwd, TARGETS_FILE);
        if (instance.trim() !== '' || !(0,external_node_fs_.existsSync)(found))
            return undefined;
        return { text: readTargets(found, TARGETS_FILE), label: `The targets file ${TARGETS_FILE}` };
    }
    const path = (0,external_node_path_.isAbsolute)(named) ? named : (0,external_node_path_.join)(cwd, named);
    return { text: readTargets(path, named), label: `--targets '${named}'` };
}
function readTargets(path, shown) {
    const refuse = (what) => new settings_source/* InputError */.dz(`The targets file '${shown}' cannot be read: ${what}; give a YAML file that lists them, ` +
        'e.g. - { instance: 1001, environment: production }');
    try {
        return (0,small_file/* readSmallFile */.E)(path, MAX_TARGETS_BYTES, 'a list of targets', refuse);
    }
    catch (error) {
        if (error instanceof settings_source/* InputError */.dz)
            throw error;
        const code = error.code;
        const said = typeof code === 'string' ? (READ_FAILURES[code] ?? code) : 'it is unreadable';
        throw refuse(said);
    }
}
/** What a failed read of the file says, in words, by its code. */
const READ_FAILURES = {
    ENOENT: 'there is no such file (ENOENT)',
    EACCES: 'permission denied (EACCES)',
    EISDIR: 'it is a folder (EISDIR)',
    ENOTDIR: 'a part of its path is not a folder (ENOTDIR)',
};

;// CONCATENATED MODULE: ./src/cli/deploy.ts
// `amezmo-deploy deploy`: the deploy job, as the deploy action runs it, from any CI or a laptop.
// The settings are read by the action's own reader; the branch or tag, commit, repository and
// pusher come from the CI (or git), and the deploy job hears them as the action's run context,
// so that the environment's patterns decide exactly as they do in the action. With --ledger-dir,
// each release is recorded in that folder and its archive kept there, so that a later run
// skips the same bytes and rolls back to the last healthy ones, as the action does with GitHub.












/** Deploys, and tells the run; answers the run's failure, when it failed. */
async function deployCommand(invocation, terminal, signal, specs = cli_flags/* DEPLOY_FLAGS */.yH) {
    const { env, cwd, tempDir } = invocation;
    const ledgerDir = (0,cli_ledger/* ledgerDirOf */.s4)(invocation);
    // The targets file's text is the setting, as the action's `targets` input is (for the
    // commands that take one: `promote` deploys to one environment).
    const targets = specs.some((spec) => spec.name === 'targets')
        ? readTargetsFile(invocation)
        : undefined;
    const given = targets ? { ...invocation.given, targets: targets.text } : invocation.given;
    const flagSource = (0,cli_settings/* commandLineSource */.PP)({
        specs,
        given,
        env,
        action: 'deploy',
        // Nothing is recorded in GitHub from here: no GitHub deployment, no artifact; archives are
        // kept only in a ledger folder.
        fixed: {
            'github-deployment': 'false',
            ...(ledgerDir === undefined ? { 'keep-days': '0' } : {}),
            // Each target names its instance and environment: a CI's AMEZMO_INSTANCE and
            // AMEZMO_ENVIRONMENT, defaults for a single deploy, give way (a flag is still refused).
            ...(targets && given.instance === undefined ? { instance: '' } : {}),
            ...(targets && given.environment === undefined ? { environment: '' } : {}),
        },
        addSecret: (value) => terminal.addSecret(value),
    });
    const source = targets
        ? {
            ...flagSource,
            label: (name) => (name === 'targets' ? targets.label : flagSource.label(name)),
        }
        : flagSource;
    if (targets && source.text('on-failure') === 'rollback-all' && ledgerDir === undefined) {
        throw (0,settings_source/* has */.zy)(source.label('on-failure'), 'rollback-all', "a rollback deploys the kept bytes of each target's last healthy release, and no ledger " +
            'is kept: pass --ledger-dir DIR (or set AMEZMO_LEDGER_DIR), a folder your CI keeps ' +
            'between runs, or pass --on-failure stop.');
    }
    if (source.text('on-unhealthy') === 'rollback' && ledgerDir === undefined) {
        throw (0,settings_source/* has */.zy)(source.label('on-unhealthy'), 'rollback', 'a rollback deploys the kept bytes of the last healthy release, and no ledger is kept: ' +
            'pass --ledger-dir DIR (or set AMEZMO_LEDGER_DIR), a folder your CI keeps between runs.');
    }
    const read = (0,deploy/* readDeploySettings */.l)(source, {
        GITHUB_WORKSPACE: cwd,
        RUNNER_TEMP: tempDir,
        SOURCE_DATE_EPOCH: env.SOURCE_DATE_EPOCH,
        RUNNER_DEBUG: invocation.verbose ? '1' : undefined,
    }, { ledgerFolder: ledgerDir?.path });
    const ledger = ledgerDir === undefined
        ? undefined
        : await (0,cli_ledger/* openLedger */.au)(ledgerDir, 'write', (message) => terminal.logger.notice(message));
    const settings = {
        ...(ledger ? await (0,cli_ledger/* withoutLedger */.OT)(read, ledger) : read),
        howToRollBack: ledger
            ? `deploy the last healthy release again with amezmo-deploy rollback ${ledgerDir?.label === '--ledger-dir' ? `--ledger-dir ${ledgerDir.value} ` : ''}(--on-unhealthy rollback does that at once)`
            : 'keep a ledger with --ledger-dir to deploy the last healthy release again with ' +
                'amezmo-deploy rollback (--on-unhealthy rollback does that at once)',
    };
    // The targets' list is read, and refused when bad, before anything is built.
    const rollout = settings.rollout && (await (0,settings_rollout/* readTargets */.R0)(settings.rollout));
    const flags = (0,cli_trigger/* triggerFlags */.o4)(given);
    const folder = settings.source.kind === 'build' ? settings.source.build.path : undefined;
    const trigger = (0,cli_trigger/* withRef */.IS)(await (0,cli_trigger/* readTrigger */.vE)(invocation, flags, folder));
    const context = contextOf(trigger, flags, invocation);
    terminal.logger.info((0,cli_trigger/* describeTrigger */.gb)(trigger));
    if (settings.checks && !(0,github_context/* splitRepository */.T8)(context.repository)) {
        const problem = "--require-checks reads the commit's checks from its GitHub repository: name it as " +
            'owner/name, e.g. --repository acme/shop.';
        throw context.repository === ''
            ? new settings_source/* InputError */.dz(`No repository is known (no --repository, and none from the CI): ${problem}`)
            : (0,settings_source/* has */.zy)('--repository', context.repository, problem);
    }
    return (0,job/* runJob */.b)({ invocation, terminal, signal }, {
        work: async ({ use, clients }) => {
            const deps = {
                client: use((0,settings_clients/* createAmezmoClient */.td)(settings.baseUrl, settings.apiKey, clients)),
                github: use((0,settings_clients/* createGitHubApiClient */.fZ)(settings.githubToken, context.apiUrl, clients)),
                clock: invocation.clock,
                logger: terminal.logger,
                group: (title, phase) => terminal.group(title, phase),
                // A commit given on the command line is recorded, whatever the folder's HEAD.
                gitHead: (path) => (0,git/* headOf */.Uo)(path, { commit: context.sha, given: flags.commit }, env),
                localStanding: (base, head) => (0,git/* localStanding */.o7)(folder ?? cwd, base, head),
                localLog: (base, head, most) => (0,git/* localLog */.gK)(folder ?? cwd, base, head, most),
                signal,
                ...(ledger ? { ledger, store: ledger.store } : {}),
                probe: use((0,settings_clients/* createHealthProbe */.LU)(invocation.clock, clients)).probe,
                ...(0,readers/* readPace */.iz)(env),
                progress: terminal.progress(settings.waitTimeoutSeconds),
            };
            return rollout
                ? runRollout({ ...settings, rollout }, context, deps)
                : runDeploy(settings, context, deps);
        },
        told: (run) => {
            if ('targets' in run) {
                return {
                    outputs: rolloutOutputs(run),
                    parts: (shown) => rolloutSummary(run, { error: shown }),
                };
            }
            const links = { runUrl: context.runUrl, repositoryUrl: context.repositoryUrl };
            return {
                outputs: deployOutputs(run),
                parts: (shown) => [
                    { kind: 'facts', facts: deployFacts(run, { error: shown, links }) },
                    ...deployParts(run, links),
                ],
            };
        },
    });
}
/**
 * The run as the deploy job hears it. In GitHub Actions, given no flag that says otherwise, it
 * is the action's own run context (the event's payload included), so that every event decides
 * exactly as in the action.
 */
function contextOf(trigger, flags, invocation) {
    const { env, tempDir } = invocation;
    const overridden = Object.values(flags).some((value) => value !== undefined);
    if (trigger.ci === 'github' && !overridden)
        return { ...(0,github_context/* readRunContext */.$p)(env), tempDir };
    return (0,ci/* runContextOf */.kv)(trigger, { tempDir, apiUrl: env.GITHUB_API_URL || 'https://api.github.com' });
}


/***/ }),

/***/ 97559:
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
// EXTERNAL MODULE: ./src/github/pusher.ts
var pusher = __webpack_require__(24124);
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
// EXTERNAL MODULE: ./src/pipeline/workers.ts
var workers = __webpack_require__(51217);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
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
var record = __webpack_require__(97016);
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
        await ledger.recordHealth(entry, health, `${record/* PROVEN_AGAIN */.US}${runId ? ` by run ${runId}` : ''}: ${proof.detail}`, signal);
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
        const restarts = await group('Restart workers', () => (0,workers/* restartWorkers */.L)(deps.client, settings.instance, settings.workers, logger, signal));
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
            pusher: (0,pusher/* resolvePusher */.i)(context, settings.pusher),
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
            pusher: (0,pusher/* resolvePusher */.i)(context, settings.pusher),
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

/***/ 48673:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D4: () => (/* binding */ warnOfPatterns),
/* harmony export */   l2: () => (/* binding */ capitalized),
/* harmony export */   nb: () => (/* binding */ DEFAULT_HOW_TO_FORCE)
/* harmony export */ });
/** What a message says to force a deploy when the settings say nothing of their own words. */
const DEFAULT_HOW_TO_FORCE = 'set force: true';
function capitalized(text) {
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
/** Warns of each pattern that was skipped or given up, saying where to fix it. */
function warnOfPatterns(decision, { environment, patternsFile, howToForce = DEFAULT_HOW_TO_FORCE, }, logger) {
    // Where the patterns are kept: the repository's environments file, when it has one.
    const where = patternsFile
        ? `in ${patternsFile} (then apply it with the environments action)`
        : 'in the Amezmo dashboard';
    for (const { pattern, problem, kind } of decision.invalidPatterns) {
        const lead = `The auto-deploy pattern '${pattern}' of environment '${environment}'`;
        logger.warning(kind === 'invalid'
            ? `${lead} is not a valid PCRE regular expression (${problem}), so Amezmo cannot use it ` +
                `either; it was skipped. Fix it ${where}.`
            : kind === 'unsupported'
                ? `${lead} uses ${problem}, which this action cannot match exactly as PHP does; it was ` +
                    `skipped. Rewrite it without that construct ${where}, or ${howToForce}.`
                : `${lead} was given up (${problem}) and counted as no match, as PHP counts a pattern ` +
                    'that reaches its backtrack limit. Rewrite it without nested repetition such as (a+)+.');
    }
}


/***/ }),

/***/ 60114:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ newDeployRun),
/* harmony export */   s: () => (/* binding */ skippedRun)
/* harmony export */ });
/** A run that has learnt nothing yet: what a run that fails before it starts reports. */
function newDeployRun(settings = {
    instance: '',
    environment: '',
    dryRun: false,
}) {
    return {
        instance: settings.instance,
        environment: settings.environment,
        dryRun: settings.dryRun,
        ref: undefined,
        skipped: false,
        skipReason: '',
        decision: undefined,
        environmentUrl: '',
        commit: '',
        release: undefined,
        restartedWorkers: [],
        failedWorkers: [],
        rollback: undefined,
    };
}
/** `run` skipped for `reason`, said in a notice that starts with `lead`. */
function skippedRun(run, logger, lead, reason) {
    logger.notice(`${lead}: ${reason}`);
    return { ...run, skipped: true, skipReason: reason };
}


/***/ }),

/***/ 24124:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ resolvePusher)
/* harmony export */ });
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
