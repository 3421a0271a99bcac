export const id = 826;
export const ids = [826];
export const modules = {

/***/ 7826:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LOOK_EVERY_MS: () => (/* binding */ LOOK_EVERY_MS),
/* harmony export */   PROBE_TIMEOUT_MS: () => (/* binding */ PROBE_TIMEOUT_MS),
/* harmony export */   UnhealthyError: () => (/* binding */ UnhealthyError),
/* harmony export */   checkOfDeployment: () => (/* binding */ checkOfDeployment),
/* harmony export */   createHttpProbe: () => (/* binding */ createHttpProbe),
/* harmony export */   failedHealth: () => (/* binding */ failedHealth),
/* harmony export */   probeUrl: () => (/* binding */ probeUrl),
/* harmony export */   verifyHealth: () => (/* binding */ verifyHealth)
/* harmony export */ });
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71989);
/* harmony import */ var _http_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(28694);
/* harmony import */ var _http_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(71517);
/* harmony import */ var _http_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(58549);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(83916);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(311);
// Whether a release that Amezmo calls `succeeded` is healthy: first, that it is live (the
// environment's current deployment; before that, any answer is the previous release's), then
// Amezmo's own post-deploy health check, when the environment has one (its result is on the
// environment's current deployment), and a probe of the action's own, which asks a URL of the
// release until it answers as it should several times in a row. All within one deadline, on the
// injected clock.




/** Whether a release failed its health proof: found unhealthy, or never live. */
function failedHealth(health) {
    return health === 'unhealthy' || health === 'not-live';
}
/** Pauses between two looks, and between two probes. */
const LOOK_EVERY_MS = 2_000;
/** How long one probe may take. */
const PROBE_TIMEOUT_MS = 10_000;
/** The least time a probe is given: one with less is not sent. */
const MIN_PROBE_MS = 1_000;
/** The most of a body read, and of it shown. */
const PROBE_BODY_BYTES = 64 * 1024;
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
    const unhealthy = amezmo.verdict === 'unhealthy' ||
        amezmo.verdict === 'not-sent' ||
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
            return { verdict: 'not-sent', url, staleSentAt: sentAt, untimed: true };
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
                last = `answered ${answer.status}${statusOk && !expected ? ` without '${settings.body}'` : ''}`;
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
/**
 * Why a probe's redirect was not followed, in a few words: to another origin, what differs from
 * `url`'s (which every redirect followed shares).
 */
function redirectProblem({ status, location, reason }, url) {
    const to = location === undefined ? '' : ` to ${location}`;
    const why = {
        'other-origin': `${otherPart(url, location)}, not followed`,
        downgrade: 'plain http, not followed',
        'not-followed': 'not followed',
        'too-many': `not followed after ${_http_index_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_REDIRECTS */ .NX} redirects`,
        'no-location': 'without a Location',
        'not-a-url': 'not an address',
    };
    return `answered a redirect (${status})${to}: ${why[reason]}`;
}
/** What makes `location` another origin than `url`'s: its host, its scheme or its port. */
function otherPart(url, location) {
    let from;
    let to;
    try {
        from = new URL(url);
        to = new URL(location ?? '', url);
    }
    catch {
        return 'another origin';
    }
    if (to.hostname !== from.hostname)
        return 'another host';
    if (to.protocol !== from.protocol)
        return 'another scheme';
    return to.port !== from.port ? 'another port of the same host' : 'another origin';
}
/** The start of a body, on one line, for the log and the summary. */
function excerptOf(text) {
    const line = text.replace(/\s+/g, ' ').trim();
    return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1)}…` : line;
}
/**
 * The probe of a real URL: Node's client through the proxy the runner names, no credential, at
 * most 64 KiB of the body read, redirects followed on the same origin (scheme, host and port)
 * only: another port or scheme of the host may be another service, which must not decide.
 */
function createHttpProbe(options) {
    const transports = new Map();
    const transportFor = (protocol) => {
        let transport = transports.get(protocol);
        if (!transport) {
            transport = (0,_http_index_js__WEBPACK_IMPORTED_MODULE_3__/* .createTransport */ .o)(protocol, options.proxyEnv);
            transports.set(protocol, transport);
        }
        return transport;
    };
    const probe = async (url, timeoutMs, signal) => {
        let transport;
        try {
            transport = transportFor(new URL(url).protocol);
        }
        catch (error) {
            return { problem: `could not be asked: ${(0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}` };
        }
        const settings = {
            service: 'Health probe',
            baseUrl: url,
            authorization: '',
            secret: '',
            accept: '*/*',
            userAgent: `amezmo-deploy/${_version_js__WEBPACK_IMPORTED_MODULE_4__/* .VERSION */ .x} (health probe)`,
            transport,
            connectTimeoutMs: Math.min(options.connectTimeoutMs ?? 10_000, timeoutMs),
            answerTimeoutMs: timeoutMs,
            stallTimeoutMs: timeoutMs,
            now: () => options.clock.now(),
            timeout: (ms) => options.clock.timeout(ms),
            maxAnswerBytes: PROBE_BODY_BYTES,
            cutLargeAnswers: true,
        };
        try {
            const answer = await (0,_http_index_js__WEBPACK_IMPORTED_MODULE_2__/* .request */ .Em)(settings, { method: 'GET', path: '', signal });
            return { status: answer.status, text: answer.text };
        }
        catch (error) {
            if (signal.aborted)
                throw error;
            if (error instanceof _http_index_js__WEBPACK_IMPORTED_MODULE_5__/* .RedirectError */ .Lx)
                return { problem: redirectProblem(error, url) };
            return { problem: `gave no answer: ${(0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error).replace(/\.$/, '')}` };
        }
    };
    const close = () => {
        for (const transport of transports.values())
            transport.destroy();
    };
    return { probe, close, [Symbol.asyncDispose]: async () => close() };
}
/** A release that succeeded but was found unhealthy, and stays live; or that never went live. */
class UnhealthyError extends _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .AmezmoDeployError */ .n2 {
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


/***/ })

};
