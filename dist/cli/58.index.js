export const id = 58;
export const ids = [58];
export const modules = {

/***/ 2420:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $r: () => (/* binding */ targetOf),
/* harmony export */   Ng: () => (/* binding */ connect),
/* harmony export */   vz: () => (/* binding */ sourceOf)
/* harmony export */ });
/* harmony import */ var _settings_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(87977);
/* harmony import */ var _settings_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52839);
/* harmony import */ var _settings_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(80468);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81957);


/** The settings of a command, read from its flags and the variables, with `action`'s defaults. */
function sourceOf(invocation, terminal, specs, action, fixed) {
    return (0,_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .commandLineSource */ .PP)({
        specs,
        given: invocation.given,
        env: invocation.env,
        action,
        fixed,
        addSecret: (value) => terminal.addSecret(value),
    });
}
/** A client of the API the settings name, with the key they give. */
function connect(source, invocation, terminal) {
    const apiKey = (0,_settings_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseApiKey */ .Xu)(source.secret('api-key'), source.label('api-key'));
    const baseUrl = (0,_settings_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseBaseUrl */ .Q2)(source.text('base-url'), source.label('base-url'));
    return (0,_settings_index_js__WEBPACK_IMPORTED_MODULE_2__/* .createAmezmoClient */ .td)(baseUrl, apiKey, { logger: terminal.logger, env: invocation.env });
}
/** The instance and environment the settings name, checked. */
function targetOf(source) {
    return {
        instance: (0,_settings_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseInstance */ .LW)((0,_settings_index_js__WEBPACK_IMPORTED_MODULE_3__/* .requiredText */ .$4)(source, 'instance', 'set it to the id of your Amezmo instance, e.g. 1234.'), source.label('instance')),
        environment: (0,_settings_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseEnvironment */ .Nq)((0,_settings_index_js__WEBPACK_IMPORTED_MODULE_3__/* .requiredText */ .$4)(source, 'environment', "set it to the environment's name, e.g. production."), source.label('environment')),
    };
}


/***/ }),

/***/ 83058:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   statusCommand: () => (/* binding */ statusCommand),
/* harmony export */   statusOutputs: () => (/* binding */ statusOutputs)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(16264);
/* harmony import */ var _pipeline_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7826);
/* harmony import */ var _pipeline_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36151);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(28855);
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(71989);
/* harmony import */ var _connect_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2420);
/* harmony import */ var _flags_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(95377);
/* harmony import */ var _job_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(69592);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(57214);
// `amezmo-deploy status`: the environment, its live deployment and what Amezmo's own health
// check of it said.








/** The status as JSON: named as the deploy action's outputs are, where they are the same. */
function statusOutputs(where, record) {
    const deployment = (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .asRecord */ .qY)(record.current_deployment);
    const check = (0,_pipeline_index_js__WEBPACK_IMPORTED_MODULE_1__/* .checkOfDeployment */ .PN)(deployment);
    const text = (value) => typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    return {
        instance: where.instance,
        environment: where.environment,
        'environment-url': (0,_pipeline_index_js__WEBPACK_IMPORTED_MODULE_2__/* .environmentUrl */ .fw)(record),
        state: text(record.state),
        'deployment-id': text(deployment?.id ?? record.current_deployment_id),
        'deployment-status': text(deployment?.status),
        branch: text(deployment?.branch),
        tag: text(deployment?.tag),
        commit: text(deployment?.commit),
        pusher: text(deployment?.pusher),
        'deployed-at': text(deployment?.created_at),
        health: deployment === undefined ? '' : healthWord(check),
        'health-detail': deployment === undefined ? '' : healthDetail(check),
    };
}
function healthWord(check) {
    return check.verdict === 'healthy' || check.verdict === 'unhealthy' ? check.verdict : 'unchecked';
}
function healthDetail(check) {
    switch (check.verdict) {
        case 'healthy':
        case 'unhealthy':
            return `Amezmo's health check of ${check.url} answered ${check.status ?? 'nothing'} at ${check.sentAt}`;
        case 'not-sent':
            return check.staleSentAt === undefined
                ? `Amezmo's health check of ${check.url} has not run yet`
                : `Amezmo's health check of ${check.url} has not run yet (the one shown, sent at ` +
                    `${check.staleSentAt}, was of the release before)`;
        case 'not-configured':
            return 'the environment has no health check in Amezmo';
        default:
            return '';
    }
}
async function statusCommand(invocation, terminal, signal) {
    const source = (0,_connect_js__WEBPACK_IMPORTED_MODULE_3__/* .sourceOf */ .vz)(invocation, terminal, _flags_js__WEBPACK_IMPORTED_MODULE_4__/* .STATUS_FLAGS */ .tH, 'rollback');
    const where = (0,_connect_js__WEBPACK_IMPORTED_MODULE_3__/* .targetOf */ .$r)(source);
    const record = await (0,_job_js__WEBPACK_IMPORTED_MODULE_5__/* .withClient */ .S)((0,_connect_js__WEBPACK_IMPORTED_MODULE_3__/* .connect */ .Ng)(source, invocation, terminal), (client) => (0,_pipeline_index_js__WEBPACK_IMPORTED_MODULE_2__/* .readEnvironment */ .Qo)(client, where.instance, where.environment, signal));
    const outputs = statusOutputs(where, record);
    if (invocation.json) {
        terminal.json((0,_json_js__WEBPACK_IMPORTED_MODULE_6__/* .jsonResult */ .Ao)(outputs));
        return undefined;
    }
    const ref = outputs.tag ? `tag ${outputs.tag}` : outputs.branch ? `branch ${outputs.branch}` : '';
    const facts = (0,_summary_js__WEBPACK_IMPORTED_MODULE_7__/* .presentFacts */ .x$)([
        [
            'Environment',
            {
                text: `${where.environment} (instance ${where.instance}), state ${outputs.state || 'unknown'}`,
            },
        ],
        ['URL', outputs['environment-url'] ? { text: outputs['environment-url'] } : undefined],
        [
            'Live',
            outputs['deployment-id']
                ? {
                    text: `deployment ${outputs['deployment-id']} (${outputs['deployment-status'] || 'status unknown'})`,
                }
                : { text: 'no deployment yet' },
        ],
        ['Ref', ref ? { text: ref } : undefined],
        ['Commit', outputs.commit ? { text: (0,_format_js__WEBPACK_IMPORTED_MODULE_8__/* .shortSha */ .Fu)(outputs.commit) } : undefined],
        ['Pusher', outputs.pusher ? { text: outputs.pusher } : undefined],
        ['Deployed at', outputs['deployed-at'] ? { text: outputs['deployed-at'] } : undefined],
        [
            'Health',
            outputs.health ? { text: `${outputs.health}: ${outputs['health-detail']}` } : undefined,
        ],
    ]);
    for (const line of (0,_summary_js__WEBPACK_IMPORTED_MODULE_7__/* .summaryText */ .g5)([{ kind: 'facts', facts }], (text) => terminal.guard(text))) {
        terminal.out(line);
    }
    return undefined;
}


/***/ }),

/***/ 36151:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qo: () => (/* binding */ readEnvironment),
/* harmony export */   fw: () => (/* binding */ environmentUrl),
/* harmony export */   xJ: () => (/* binding */ healthCheckUrlOf)
/* harmony export */ });
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
// The environment a deployment goes to: its record, read with an error that helps when the name
// is wrong, and its address.

/** The deploy action's own inputs. */
const INPUT_NAMES = {
    instance: "'instance'",
    environment: "'environment'",
    howToName: (name) => `use environment: ${name}`,
};
async function readEnvironment(client, instance, name, signal, named = INPUT_NAMES) {
    try {
        return await client.getEnvironment(instance, name, { signal });
    }
    catch (error) {
        if (!(error instanceof _api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD) || error.status !== 404)
            throw error;
        let names;
        try {
            names = (await client.listEnvironments(instance, { signal })).map((environment) => environment.environment_name);
        }
        catch (listError) {
            if (listError instanceof _api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD && listError.status === 404) {
                throw new Error(`${error.message}. Check ${named.instance} (the number Amezmo shows for your instance) and ` +
                    'that the API key belongs to its account.', { cause: listError });
            }
            throw error;
        }
        const close = names.find((known) => known.toLowerCase() === name.toLowerCase());
        throw new Error(`${error.message}. Instance ${instance} has ${names.length === 0 ? 'no environments' : `the environments ${names.map((known) => `'${known}'`).join(', ')}`}` +
            (close
                ? `; names are case-sensitive: ${named.howToName(close)}.`
                : `: set ${named.environment} to one of them.`), { cause: error });
    }
}
// A host name of letters, digits, dots and dashes: the service's answer is not trusted to be one.
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
/** `https://` and the environment's app domain, when the answer holds a host name; else ''. */
function environmentUrl(environment) {
    return environment.app_domain && HOST_NAME.test(environment.app_domain)
        ? `https://${environment.app_domain.toLowerCase()}`
        : '';
}
/** The URL of Amezmo's health check of the environment's current deployment, when it has one. */
function healthCheckUrlOf(environment) {
    const current = environment.current_deployment;
    const url = current?.healthcheck?.healthcheck_url;
    return typeof url === 'string' && url !== '' ? url : undefined;
}


/***/ }),

/***/ 7826:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P4: () => (/* binding */ UnhealthyError),
/* harmony export */   PN: () => (/* binding */ checkOfDeployment),
/* harmony export */   g: () => (/* binding */ verifyHealth),
/* harmony export */   xg: () => (/* binding */ replacedLater),
/* harmony export */   yD: () => (/* binding */ failedHealth)
/* harmony export */ });
/* unused harmony exports LOOK_EVERY_MS, PROBE_TIMEOUT_MS, probeUrl */
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


/***/ })

};
