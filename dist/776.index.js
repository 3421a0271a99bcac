export const id = 776;
export const ids = [776,88];
export const modules = {

/***/ 71088:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E: () => (/* binding */ NO_RELEASE),
  deployRelease: () => (/* binding */ deployRelease)
});

// EXTERNAL MODULE: ./src/api/client.ts
var api_client = __webpack_require__(17085);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/github/artifacts.ts
var artifacts = __webpack_require__(4616);
// EXTERNAL MODULE: ./src/github/ledger.ts
var github_ledger = __webpack_require__(24762);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
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
 * of the checkout): SOURCE_DATE_EPOCH when it is set, else the commit's time. Outside a git
 * checkout, without SOURCE_DATE_EPOCH, each file keeps its own time.
 */
function archiveTime(sourceDateEpoch, commitTime, logger) {
    const seconds = sourceDateEpoch ?? commitTime;
    if (seconds === undefined) {
        logger.info('File times: as on disk (no SOURCE_DATE_EPOCH, and no git commit at path).');
        return undefined;
    }
    const source = sourceDateEpoch !== undefined ? 'SOURCE_DATE_EPOCH' : "the commit's time";
    logger.info(`File times: all set to ${new Date(seconds * 1000).toISOString()} (${source}).`);
    return seconds * 1000;
}
/**
 * Lists what goes into the archive and says what a user should know of it (what was left out,
 * what ships that looks like a secret, rules that matched nothing), then writes the manifest.
 * The manifest is written before the checks that may fail, so that a workflow can see what a
 * failed run would have shipped; it stays after the run, for an upload-artifact step.
 */
async function listArchive(build, tempDir, { logger }) {
    // Loaded here, so that a run that skips never pays for the archive code.
    const [{ listFiles }, { manifestParts, manifestLine, manifestName }, { largestFolders }, { capYoungGeneration },] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(298), __webpack_require__.e(804)]).then(__webpack_require__.bind(__webpack_require__, 72804)),
        __webpack_require__.e(/* import() */ 365).then(__webpack_require__.bind(__webpack_require__, 49365)),
        Promise.all(/* import() */[__webpack_require__.e(298), __webpack_require__.e(709)]).then(__webpack_require__.bind(__webpack_require__, 83709)),
        __webpack_require__.e(/* import() */ 820).then(__webpack_require__.bind(__webpack_require__, 28820)),
    ]);
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
 * Writes the zip of `listing` into `workDir` (or, to keep it, a folder of its own in `tempDir`).
 * A listing with no file at all is refused: there would be nothing to deploy.
 */
async function writeZip(build, listing, workDir, tempDir, mtime, { logger, signal, progress }) {
    const { list } = listing;
    if (!list.entries.some((entry) => entry.kind !== 'directory')) {
        throw new Error(`Nothing to deploy: every file below '${build.path}' was left out by 'exclude' or ${build.ignoreFile}.`);
    }
    const { writeArchive } = await Promise.all(/* import() */[__webpack_require__.e(298), __webpack_require__.e(976)]).then(__webpack_require__.bind(__webpack_require__, 14976));
    const destination = build.keepArchive
        ? (0,external_node_path_.join)(await (0,promises_.mkdtemp)((0,external_node_path_.join)(tempDir, 'amezmo-archive-')), 'app.zip')
        : (0,external_node_path_.join)(workDir, 'app.zip');
    const archive = await writeArchive(list, destination, {
        level: build.compressionLevel,
        signal,
        mtime,
        onProgress: progress?.archive?.bind(progress),
    });
    if (build.keepArchive)
        logger.info(`The archive is kept at ${archive.path}.`);
    logger.info(`Archive: ${archive.files} entries, ${(0,format/* formatBytes */.z)(archive.size)} ` +
        `(${(0,format/* formatBytes */.z)(list.totalBytes)} before compression), sha256 ${archive.sha256}`);
    return { ...archive, keptPath: build.keepArchive ? archive.path : '' };
}
/** An archive given as it is: its digest and, for a zip, its entry count. */
async function readGivenArchive(given, ignored, { logger, signal }) {
    const { sha256Of, zipEntryCount } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 1055));
    if (ignored.length > 0) {
        logger.notice(`An archive was given, so ${ignored.map((name) => `'${name}'`).join(' and ')} ` +
            `${ignored.length > 1 ? 'were' : 'was'} ignored: it is deployed as it is.`);
    }
    const sha256 = await sha256Of(given.path, signal);
    const files = given.format === 'zip' ? await zipEntryCount(given.path, given.size) : undefined;
    logger.info(`Archive given: ${given.path}, a ${given.format} of ${(0,format/* formatBytes */.z)(given.size)}` +
        `${files === undefined ? '' : `, ${files} entries`}, sha256 ${sha256}`);
    return { path: given.path, size: given.size, sha256, files, keptPath: '' };
}
/** A folder of its own for one run's archive, removed by `dispose`. */
async function workFolder(tempDir) {
    const path = await (0,promises_.mkdtemp)((0,external_node_path_.join)(tempDir, 'amezmo-deploy-'));
    return { path, dispose: () => (0,promises_.rm)(path, { recursive: true, force: true }) };
}

// EXTERNAL MODULE: ./src/api/shape.ts
var shape = __webpack_require__(71989);
// EXTERNAL MODULE: ./src/api/statuses.ts
var statuses = __webpack_require__(65640);
;// CONCATENATED MODULE: ./src/pipeline/follow.ts



const FIRST_POLL_MS = 2_000;
const LAST_POLL_MS = 10_000;
/**
 * Answers in a row of the wrong shape (a missing status, a status that is not a string, a list
 * where a record belongs) after which the wait ends: a service that answers so is not
 * about to say the deployment ended, and waiting out wait-timeout would only delay the news.
 */
const MALFORMED_IN_A_ROW = 3;
class WaitTimeoutError extends Error {
    lastStatus;
    /** Set when the deadline passed while the status could not be read. */
    outage;
    constructor(deploymentId, seconds, lastStatus, outage) {
        super(`Deployment ${deploymentId} had not ended after ${seconds} s (last status: ${lastStatus}). ` +
            (outage
                ? `Its status could not be read for the last ${outage.seconds} s ` +
                    `(last error: ${withoutFinalStop(outage.lastError)}), so it may have ended since: ` +
                    "see the environment's deployments in the Amezmo dashboard, and run the workflow " +
                    'again once the Amezmo API answers.'
                : "Raise 'wait-timeout', or set 'wait: false' to finish once the deployment is created."));
        this.name = 'WaitTimeoutError';
        this.lastStatus = lastStatus;
        this.outage = outage;
    }
}
/** The status endpoint refused this key; waiting longer cannot change that. */
class StatusRefusedError extends Error {
    constructor(deploymentId, cause) {
        super(`Could not read the status of deployment ${deploymentId}: ${withoutFinalStop(cause.message)}. ` +
            "The deployment may still be running: see the environment's deployments in the Amezmo " +
            'dashboard, and check that the API key is still valid and may read this instance.', { cause });
        this.name = 'StatusRefusedError';
    }
}
/**
 * The status cannot be followed: answers of the wrong shape, again and again, or a redirect that
 * is not followed. The deployment is left as it is, neither cancelled nor called failed.
 */
class StatusNotFollowedError extends Error {
    constructor(deploymentId, problem, cause) {
        super(`Could not follow deployment ${deploymentId}: ${withoutFinalStop(problem)}. It is left as ` +
            "it is, running or not: see the environment's deployments in the Amezmo dashboard.", { cause });
        this.name = 'StatusNotFollowedError';
    }
}
/** A record of the right kind whose status is missing, empty or not a string. */
class MalformedStatusError extends Error {
    constructor(message) {
        super(message);
        this.name = 'MalformedStatusError';
    }
}
/** An answer that cannot be this deployment's status; polled again like a failed request. */
class UnreadableStatusError extends Error {
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
    if (error instanceof errors/* NetworkError */.Dr ||
        error instanceof errors/* UnexpectedResponseError */.dk ||
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
    let interval = FIRST_POLL_MS;
    let last = 'pending';
    let outage;
    let malformedInARow = 0;
    const timedOut = () => new WaitTimeoutError(deploymentId, Math.round(options.timeoutMs / 1000), last, outage && {
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
            if (error instanceof errors/* RedirectError */.Lx) {
                throw new StatusNotFollowedError(deploymentId, error.message, error);
            }
            const malformed = malformedProblem(error);
            malformedInARow = malformed === undefined ? 0 : malformedInARow + 1;
            if (malformed !== undefined && malformedInARow >= MALFORMED_IN_A_ROW) {
                throw new StatusNotFollowedError(deploymentId, `${withoutFinalStop(malformed)}, ${MALFORMED_IN_A_ROW} times in a row`, error);
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
                logger.info(`Could not read the status of deployment ${deploymentId}: ${withoutFinalStop(message)}. ` +
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
                    `${withoutFinalStop(outage.lastError)}.`);
                outage = undefined;
            }
            if (status !== last)
                logger.info(`Deployment ${deploymentId}: ${status}`);
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
        interval = Math.min(LAST_POLL_MS, Math.round(interval * 1.5));
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
/** A message without its closing full stop, to be set inside a sentence. */
function withoutFinalStop(message) {
    return message.replace(/\.$/, '');
}
class DeploymentFailedError extends Error {
    status;
    constructor(deploymentId, status) {
        super(`Deployment ${deploymentId} ended with status '${status}'. ` +
            "Its log is in the Amezmo dashboard, under the environment's deployments.");
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
        });
    }
    catch (error) {
        if (target.cancelOnAbort && (error instanceof WaitTimeoutError || deps.signal.aborted)) {
            const status = await cancel(deps, target.instance, deploymentId);
            if (status !== undefined)
                onStatus(status);
        }
        throw error;
    }
    if (!(0,statuses/* isSucceeded */.Ak)(final))
        throw new DeploymentFailedError(deploymentId, final);
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
// EXTERNAL MODULE: ./src/github/rest.ts
var rest = __webpack_require__(66417);
;// CONCATENATED MODULE: ./src/github/deployments.ts


/**
 * A deployment on the repository's Environments page, mirroring the Amezmo one. It never fails
 * the run: without the permission, or when GitHub is unreachable, it warns and steps aside.
 */
class GitHubDeployment {
    options;
    id;
    constructor(options, id) {
        this.options = options;
        this.id = id;
    }
    /** Creates the deployment, or answers undefined after a warning saying why it could not. */
    static async create(options) {
        try {
            const created = await options.github.request('POST', (0,rest/* repoPath */.qN)(options, '/deployments'), {
                body: {
                    ref: options.ref,
                    ...(options.task ? { task: options.task } : {}),
                    ...(options.payload ? { payload: options.payload } : {}),
                    environment: options.environment,
                    description: `Amezmo deployment to ${options.environment}`,
                    auto_merge: false,
                    required_contexts: [],
                    production_environment: !options.transient && options.environment === 'production',
                    transient_environment: options.transient === true,
                },
            });
            const id = created?.id;
            if (typeof id !== 'number') {
                const message = created?.message;
                throw new Error(`GitHub answered without a deployment id${typeof message === 'string' ? ` (${message})` : ''}`);
            }
            options.logger.info(`Created GitHub deployment ${id} for ${options.environment}.`);
            return new GitHubDeployment(options, id);
        }
        catch (error) {
            options.logger.warning(explain('create a GitHub deployment', error, options.withoutIt));
            return undefined;
        }
    }
    async setStatus(state, description) {
        const { environmentUrl, logUrl, logger } = this.options;
        try {
            await this.options.github.request('POST', (0,rest/* repoPath */.qN)(this.options, `/deployments/${this.id}/statuses`), {
                body: {
                    state,
                    description: description.slice(0, 140),
                    ...(environmentUrl ? { environment_url: environmentUrl } : {}),
                    ...(logUrl ? { log_url: logUrl } : {}),
                    // A successful deployment retires the earlier ones of the same environment.
                    auto_inactive: true,
                },
            });
        }
        catch (error) {
            logger.warning(explain(`set GitHub deployment ${this.id} to ${state}`, error, this.options.withoutIt));
        }
    }
}
/**
 * Marks every deployment of `environment` inactive, as when the environment is gone; answers how
 * many. Like the rest, it warns instead of failing the run.
 */
async function retireDeployments(options) {
    const { environment, logger } = options;
    try {
        const listed = await options.github.paginate(repoPath(options, '/deployments'), {
            query: { environment },
        });
        const ids = listed
            .map((deployment) => deployment?.id)
            .filter((id) => typeof id === 'number');
        for (const id of ids) {
            await options.github.request('POST', repoPath(options, `/deployments/${id}/statuses`), {
                body: {
                    state: 'inactive',
                    description: options.description.slice(0, 140),
                    ...(options.logUrl ? { log_url: options.logUrl } : {}),
                },
            });
        }
        if (ids.length > 0)
            logger.info(`Marked ${ids.length} GitHub deployment(s) of ${environment} inactive.`);
        return ids.length;
    }
    catch (error) {
        logger.warning(explain(`mark the GitHub deployments of ${environment} inactive`, error));
        return 0;
    }
}
function explain(what, error, withoutIt = 'The Amezmo deployment goes on without it.') {
    if ((0,rest/* isPermissionRefusal */.MA)(error)) {
        return (`Could not ${what}: the token may not write deployments (GitHub answered ${error.status}). ` +
            `Give the job "permissions: deployments: write". ${withoutIt}`);
    }
    return `Could not ${what}: ${(0,errors/* clauseOf */.pQ)(error)}. ${withoutIt}`;
}

;// CONCATENATED MODULE: ./src/pipeline/mirror.ts
// The GitHub deployment that mirrors an Amezmo one, on the repository's Environments page and its
// pull requests: created and `in_progress` once Amezmo has the deployment (so that the ledger's
// record can name it), `success` once the deployment was followed to success and its health
// verified, `failure` when it fails or is unhealthy, `inactive` when the run is cancelled. With
// `wait: false` it stays `in_progress`, since the outcome is not followed. It never fails a run.


/** Creates the GitHub deployment and sets it in progress; a mirror that does nothing without one. */
async function startMirror(settings) {
    const github = settings ? await GitHubDeployment.create(settings) : undefined;
    await github?.setStatus('in_progress', settings?.startedText ?? '');
    return {
        id: github?.id,
        succeeded: async (text) => github?.setStatus('success', text),
        settle: async (state, text) => github?.setStatus(state, text),
        failed: async (error, cancelled) => github?.setStatus(cancelled ? 'inactive' : 'failure', (0,errors/* messageOf */.bD)(error)),
    };
}

;// CONCATENATED MODULE: ./src/pipeline/upload.ts
// Sending the archive: one deployment created, with its progress in the log. A new instance may
// still be launching (a preview's): its refusal is waited out. An answer lost after the whole
// archive went out is never sent again blindly: the environment is asked whether it now shows a
// deployment of this commit, and the error names it.



class LaunchTimeoutError extends Error {
    constructor(message) {
        super(message);
        this.name = 'LaunchTimeoutError';
    }
}
/** How often upload progress is logged, at most. */
const PROGRESS_EVERY_MS = 5_000;
const FIRST_LOOK_MS = 2_000;
const LAST_LOOK_MS = 15_000;
/** Logs an upload's progress every few seconds, and when it is done. */
function progressLogger({ clock, logger }) {
    const started = clock.now();
    let lastLog = started;
    return (sent, total) => {
        const now = clock.now();
        if (sent < total && now - lastLog < PROGRESS_EVERY_MS)
            return;
        lastLog = now;
        const seconds = Math.max((now - started) / 1000, 0.001);
        const rate = sent / 1024 / 1024 / seconds;
        logger.info(`Uploaded ${Math.floor((sent / total) * 100)}% (${(0,format/* formatBytes */.z)(sent)} of ${(0,format/* formatBytes */.z)(total)}, ${rate.toFixed(1)} MiB/s)`);
    };
}
/**
 * Creates the deployment of `archivePath` on `environment` of `instance`. With `launching`, a
 * 409 `invalid_instance_state` (the instance is still launching) is "not yet", tried again on
 * the clock until the deadline. An UncertainOutcomeError names the deployment the environment
 * shows when it is most likely this one (`startedAt` is when the run began).
 */
async function uploadArchive(target, archivePath, fields, deps, options) {
    const { client, clock, logger, signal } = deps;
    const params = {
        environment: target.environment,
        archivePath,
        ...fields,
    };
    const onProgress = deps.progress?.upload?.bind(deps.progress) ?? progressLogger(deps);
    let interval = FIRST_LOOK_MS;
    for (;;) {
        try {
            return await client.createDeployment(target.instance, params, { signal, onProgress });
        }
        catch (error) {
            if (error instanceof api_client/* UncertainOutcomeError */.u) {
                throw await withLikelyDeployment(error, deps, fields, options.startedAt);
            }
            const launching = options.launching;
            if (!launching || !isStillLaunching(error))
                throw error;
            logger.info(`Instance ${target.instance} is not ready for deployments yet: ${(0,errors/* messageOf */.bD)(error)}`);
            const remaining = launching.deadline - clock.now();
            if (remaining <= 0) {
                throw new LaunchTimeoutError(`Instance ${target.instance} still refused deployments after ${launching.timeoutSeconds} s ` +
                    `(${(0,errors/* messageOf */.bD)(error)}). Raise 'launch-timeout', or look at the instance in the Amezmo dashboard.`);
            }
            await clock.sleep(Math.min(interval, remaining), signal);
            interval = Math.min(LAST_LOOK_MS, Math.round(interval * 1.5));
        }
    }
}
function isStillLaunching(error) {
    return (error instanceof errors/* ApiError */.hD && error.status === 409 && error.code === 'invalid_instance_state');
}
/**
 * After an upload whose answer was lost, the deployment may exist. The API has no list of
 * deployments, but the environment shows its current one: when that is of this commit and ref,
 * and no older than this run, it is named, so that nobody deploys again blindly.
 */
async function withLikelyDeployment(error, { client }, fields, startedAt) {
    try {
        // The run's signal may be aborted already: the look-up gets a few seconds of its own.
        const environment = await client.getEnvironment(error.instanceId, error.environment, {
            signal: AbortSignal.timeout(5_000),
            maxAttempts: 1,
        });
        const current = environment.current_deployment;
        const refName = fields.tag ?? fields.branch;
        const ours = current &&
            typeof current.commit === 'string' &&
            current.commit !== '' &&
            (fields.commit ?? '').startsWith(current.commit) &&
            refName !== undefined &&
            (current.branch === refName || current.tag === refName) &&
            Date.parse(current.created_at) >= startedAt - 60_000;
        if (ours) {
            return new api_client/* UncertainOutcomeError */.u(`${error.message} Environment '${error.environment}' now shows deployment ${current.id} ` +
                `(${current.status}) of this commit: it is most likely this run's.`, error.cause, { ...error, likelyDeployment: { id: current.id, status: current.status } });
        }
    }
    catch {
        // The look-up is a courtesy: the error already says where to check.
    }
    return error;
}

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
                const mtime = archiveTime(source.build.sourceDateEpoch, request.commitTime, logger);
                return writeZip(source.build, listing, work.path, request.tempDir, mtime, deps);
            });
            result = { ...result, archive };
        }
        if (request.dryRun)
            return result;
        const archive = result.archive;
        if (request.live && request.live.sha256 === archive.sha256) {
            return { ...result, alreadyLive: request.live };
        }
        if (request.ledger && request.ledger.keepDays > 0) {
            result = { ...result, ...(await keepArchive(request, request.ledger, archive, work, deps)) };
        }
        let mirror = await startMirror(undefined);
        try {
            const created = await group('Upload', async () => {
                try {
                    return await uploadArchive(request, archive.path, request.fields, deps, {
                        launching: request.launching,
                        startedAt: request.startedAt,
                    });
                }
                finally {
                    await work.dispose();
                }
            });
            result = { ...result, deploymentId: created.id, deploymentStatus: created.status };
            logger.info(`Created deployment ${created.id} (${created.status}).`);
            mirror = await startMirror(mirrorOf(request, created.id, result));
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
            const succeeded = request.mirror?.succeededText ?? `Amezmo deployment ${created.id} succeeded`;
            if (!request.health) {
                await mirror.succeeded(succeeded);
                return result;
            }
            const health = await group('Verify health', () => (0,pipeline_health/* verifyHealth */.g)({
                instance: request.instance,
                environment: request.environment,
                deploymentId: created.id,
                environmentUrl: request.health?.environmentUrl ?? '',
                expectedCheck: request.health?.expectedCheck,
            }, request.health, { ...deps, probe: deps.probe ?? noProbe }));
            result = { ...result, health };
            logger.info(`Health: ${health.health} (${health.detail}).`);
            if (health.health === 'unhealthy') {
                await mirror.settle('failure', (0,github_ledger/* healthDescription */.DI)('unhealthy', health.detail));
            }
            else {
                await mirror.settle('success', (0,github_ledger/* healthDescription */.DI)(health.health, succeeded));
            }
            return result;
        }
        catch (error) {
            // An upload whose answer was lost, but whose deployment was found: recorded, as failed.
            const likely = error instanceof api_client/* UncertainOutcomeError */.u ? error.likelyDeployment : undefined;
            if (mirror.id === undefined && likely) {
                mirror = await startMirror(mirrorOf(request, likely.id, result));
            }
            await mirror.failed(error, signal.aborted);
            throw error;
        }
    }
    catch (error) {
        const likely = error instanceof api_client/* UncertainOutcomeError */.u ? error.likelyDeployment : undefined;
        if (likely)
            result = { ...result, deploymentId: likely.id, deploymentStatus: likely.status };
        return { ...result, failure: error };
    }
    finally {
        await work.dispose();
    }
}
/** A probe for a run that has none: every answer is that there is no way to ask. */
const noProbe = async () => ({ problem: 'could not be asked: this run has no probe' });
/** The mirror's settings for deployment `id`, with its ledger record when one is kept. */
function mirrorOf(request, id, result) {
    const { mirror, ledger } = request;
    const archive = result.archive;
    if (!mirror || !ledger || !archive)
        return mirror;
    const record = {
        instance: request.instance,
        environment: request.environment,
        deploymentId: id,
        sha256: archive.sha256,
        size: archive.size,
        commit: request.fields.commit ?? '',
        ref: ledger.ref,
        artifact: result.kept,
    };
    return {
        ...mirror,
        task: github_ledger/* LEDGER_TASK */.wB,
        payload: (0,github_ledger/* payloadOf */.Md)(record),
        withoutIt: 'The Amezmo deployment goes on, but no later run can find this release to roll back to it.',
    };
}
/**
 * Keeps the archive as a workflow artifact, named for what it is: a copy made by a hard link in
 * the run's work folder, so that the artifact's name is the file's. A failure is a warning that
 * says what is lost: the deployment goes on.
 */
async function keepArchive(request, ledger, archive, work, { store, group, logger }) {
    const lost = 'this release cannot be rolled back to later';
    if (!store) {
        // Only a run outside GitHub Actions has none: said, not warned of.
        const problem = 'this run has no artifact service (it does not run in GitHub Actions)';
        logger.info(`The archive is not kept: ${problem}; ${lost}.`);
        return { kept: undefined, keepProblem: problem };
    }
    return group('Keep the archive', async () => {
        const name = (0,artifacts/* artifactName */.Cs)(request, archive.sha256, ledger.attempt);
        try {
            const { copyFile, link, mkdir } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 51455, 23));
            const { join } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 76760, 23));
            const folder = join(work.path, 'kept');
            await mkdir(folder, { recursive: true });
            const copy = join(folder, name);
            // A given archive may be on another file system than the work folder.
            await link(archive.path, copy).catch(() => copyFile(archive.path, copy));
            const kept = await store.keep(copy, ledger.keepDays);
            logger.info(`Kept the archive as artifact ${kept.id} ('${kept.name}') for ${ledger.keepDays} days.`);
            return { kept, keepProblem: '' };
        }
        catch (error) {
            const problem = (0,errors/* clauseOf */.pQ)(error);
            logger.warning(`Could not keep the archive as a workflow artifact: ${problem}; ${lost}.`);
            return { kept: undefined, keepProblem: problem };
        }
    });
}


/***/ }),

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
/* harmony import */ var _github_artifacts_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4616);
/* harmony import */ var _github_ledger_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(24762);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(16264);
/* harmony import */ var _release_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(71088);
// Getting back to the last good bytes: which release of the ledger to go back to, and deploying
// its kept archive again, exactly, through the same pipeline as any release. The deploy job does
// it when a release is found unhealthy (`on-unhealthy: rollback`); the rollback action does it
// on demand. Bytes whose digest is not the ledger's are never deployed.







/** How many releases' statuses are read, at most, looking for a healthy one. */
const MAX_LOOKED_AT = 50;
/**
 * The newest release, in `entries` (newest first) from `from` on, that was verified healthy,
 * whose bytes differ from `not` and were kept; or why there is none.
 */
async function lastHealthy(target, entries, options) {
    let looked = 0;
    let unkept = 0;
    for (const entry of entries.slice(options.from ?? 0)) {
        if (entry.sha256 === options.not)
            continue;
        if (!entry.artifact) {
            unkept++;
            continue;
        }
        if (looked++ >= MAX_LOOKED_AT)
            break;
        const health = await (0,_github_ledger_js__WEBPACK_IMPORTED_MODULE_4__/* .healthOfRelease */ .rC)(target, entry, options.signal);
        if (health === 'healthy')
            return { candidate: { ...entry, health } };
    }
    const earlier = entries.length - (options.from ?? 0);
    return {
        problem: earlier <= 0
            ? 'the ledger has no earlier release of this environment'
            : `none of the ${earlier} earlier release(s) in the ledger was verified healthy with its ` +
                `archive kept${unkept > 0 ? ` (${unkept} had no archive kept)` : ''}`,
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
            ..._release_js__WEBPACK_IMPORTED_MODULE_5__/* .NO_RELEASE */ .E,
            failure: new Error(`Release ${(0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .shortSha */ .F)(release.commit)} has no archive kept.`),
        };
    }
    let fetched;
    try {
        fetched = await deps.group(`Read back the archive of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .shortSha */ .F)(release.commit)}`, () => (0,_github_artifacts_js__WEBPACK_IMPORTED_MODULE_3__/* .fetchKeptArchive */ .pR)(deps.store, deps.ledger, { ...release, artifact }, request.tempDir, deps.signal));
    }
    catch (error) {
        return { ..._release_js__WEBPACK_IMPORTED_MODULE_5__/* .NO_RELEASE */ .E, failure: error };
    }
    try {
        deps.logger.info(`The archive of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .shortSha */ .F)(release.commit)} reads back with the sha256 the ledger ` +
            `recorded: ${release.sha256}.`);
        const format = await formatOf(fetched.path);
        return await (0,_release_js__WEBPACK_IMPORTED_MODULE_5__.deployRelease)({
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
            ledger: request.ledger ? { ...request.ledger, ref: release.ref } : undefined,
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
    return (`Amezmo deployment ${deploymentId ?? '(none)'} of commit ${(0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .shortSha */ .F)(commit)}` +
        (sha256 ? ` (sha256 ${sha256.slice(0, 12)}…)` : ''));
}
/**
 * The release was unhealthy, and a rollback was tried: the step fails, naming what was broken
 * and what is live now.
 */
class RolledBackError extends Error {
    constructor(broken, detail, attempt) {
        super(`${broken} was unhealthy: ${detail}. ${rollbackOutcome(broken, attempt)}`);
        this.name = 'RolledBackError';
    }
}
/** What came of a rollback, and what is live now, in a sentence or two. */
function rollbackOutcome(broken, attempt) {
    if ('problem' in attempt) {
        return `Nothing to roll back to: ${attempt.problem}. ${broken} stays live.`;
    }
    const { to, release } = attempt;
    if (release.failure !== undefined) {
        return (`The rollback to commit ${(0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .shortSha */ .F)(to.commit)} failed: ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .clauseOf */ .pQ)(release.failure)}. ` +
            `${release.deploymentId === undefined ? 'Nothing was deployed, and ' : ''}${broken} is ` +
            'still live.');
    }
    const target = describeRelease(release.deploymentId, to.commit, to.sha256);
    const health = release.health;
    if (health?.health === 'unhealthy') {
        return (`Rolled back to ${target}, but it is unhealthy too: ${health.detail}. It is live now; ` +
            'fix the application and deploy again.');
    }
    return `Rolled back: ${target} is live now, health: ${health?.health ?? 'unchecked'}.`;
}


/***/ })

};
