export const id = 811;
export const ids = [811];
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

/***/ 20811:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   listCommand: () => (/* binding */ listCommand)
/* harmony export */ });
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(28855);
/* harmony import */ var _connect_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2420);
/* harmony import */ var _flags_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(95377);
/* harmony import */ var _job_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(69592);




/** Each list: how it is asked for, and its columns by JSON name and heading. */
const LISTS = {
    instances: {
        fetch: async (client, signal) => (await client.listInstances({}, { signal })).map((instance) => ({
            id: instance.id,
            name: instance.name,
            instance_type: instance.instance_type,
            region: instance.region,
            state: instance.state,
            php: instance.runtime_config?.php?.version ?? '',
            environments: (instance.environments ?? []).map((environment) => environment.environment_name),
            created_at: instance.created_at,
        })),
        columns: [
            ['id', 'ID'],
            ['name', 'NAME'],
            ['instance_type', 'TYPE'],
            ['region', 'REGION'],
            ['state', 'STATE'],
            ['php', 'PHP'],
            ['created_at', 'CREATED'],
        ],
    },
    regions: {
        fetch: async (client, signal) => (await client.listRegions({ signal })).map((region) => ({
            id: region.id,
            name: region.name ?? '',
            iso_country_code: region.iso_country_code ?? '',
        })),
        columns: [
            ['id', 'ID'],
            ['name', 'NAME'],
            ['iso_country_code', 'COUNTRY'],
        ],
    },
    types: {
        fetch: async (client, signal) => (await client.listInstanceTypes({ signal })).map((type) => ({
            id: type.id,
            name: type.name,
            hourly_price: type.hourly_price,
            monthly_price: type.monthly_price,
        })),
        columns: [
            ['id', 'ID'],
            ['name', 'NAME'],
            ['hourly_price', 'HOURLY'],
            ['monthly_price', 'MONTHLY'],
        ],
    },
};
async function listCommand(list, invocation, terminal, signal) {
    const source = (0,_connect_js__WEBPACK_IMPORTED_MODULE_0__/* .sourceOf */ .vz)(invocation, terminal, _flags_js__WEBPACK_IMPORTED_MODULE_1__/* .LIST_FLAGS */ .h0, 'preview');
    const rows = await (0,_job_js__WEBPACK_IMPORTED_MODULE_2__/* .withClient */ .S)((0,_connect_js__WEBPACK_IMPORTED_MODULE_0__/* .connect */ .Ng)(source, invocation, terminal), (client) => LISTS[list].fetch(client, signal));
    if (invocation.json) {
        terminal.json(rows);
        return undefined;
    }
    const shown = LISTS[list].columns;
    const cell = (value) => terminal.guard(Array.isArray(value) ? value.join(',') : value === undefined ? '' : String(value));
    const lines = (0,_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .columns */ .YB)([
        shown.map(([, heading]) => heading),
        ...rows.map((row) => shown.map(([key]) => cell(row[key]))),
    ]);
    for (const line of lines)
        terminal.out(line);
    if (rows.length === 0)
        terminal.logger.info(`No ${list === 'types' ? 'instance types' : list}.`);
    return undefined;
}


/***/ })

};
