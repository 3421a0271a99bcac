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
    const check = (0,_pipeline_index_js__WEBPACK_IMPORTED_MODULE_1__.checkOfDeployment)(deployment);
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

/**
 * The environment's record. When the service does not know the environment, the error lists the
 * ones the instance has, since a wrong name (`Production`) is the usual cause.
 */
async function readEnvironment(client, instance, name, signal) {
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
                throw new Error(`${error.message}. Check 'instance' (the number Amezmo shows for your instance) and ` +
                    'that the API key belongs to its account.', { cause: listError });
            }
            throw error;
        }
        const close = names.find((known) => known.toLowerCase() === name.toLowerCase());
        throw new Error(`${error.message}. Instance ${instance} has ${names.length === 0 ? 'no environments' : `the environments ${names.map((known) => `'${known}'`).join(', ')}`}` +
            (close
                ? `; names are case-sensitive: use environment: ${close}.`
                : ": set 'environment' to one of them."), { cause: error });
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


/***/ })

};
