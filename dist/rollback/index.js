import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 8885:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  S: () => (/* binding */ archiveStore)
});

// EXTERNAL MODULE: ./src/github/context.ts
var context = __nccwpck_require__(19556);
;// CONCATENATED MODULE: ./src/artifacts/runner.ts
// Whether a run keeps archives, and where: decided at the start of every run of the deploy and
// rollback actions, from the runner's variables alone. The store itself (service.ts, with
// @actions/artifact behind it) is loaded when an archive is first kept or read, so that a run
// that skips loads none of it.

/** The store of a runner, service.ts's: `const { actionsArtifactStore } = await loadService()`. */
const loadService = () => __nccwpck_require__.e(/* import() */ 432).then(__nccwpck_require__.bind(__nccwpck_require__, 19432));
/**
 * Where a run in a runner keeps archives: GitHub's artifact service through @actions/artifact,
 * which reads its runtime token from the runner's variables (`env`); `token` reads other runs'
 * artifacts back. None when the run has no artifact service (npm run local) or no repository.
 */
function runnerArchiveStore(options) {
    const repository = (0,context/* splitRepository */.T8)(options.context.repository);
    // A runner gives every job these; a run elsewhere (npm run local) has no artifact service.
    const service = options.env.ACTIONS_RUNTIME_TOKEN && options.env.ACTIONS_RESULTS_URL;
    if (!repository || !service)
        return undefined;
    let store;
    const loaded = () => (store ??= loadService().then(({ actionsArtifactStore }) => actionsArtifactStore({
        token: options.token,
        owner: repository.owner,
        repo: repository.name,
        runId: options.context.runId ?? '',
        quiet: options.quiet,
    })));
    return {
        keep: async (path, days, sha256) => (await loaded()).keep(path, days, sha256),
        fetch: async (kept, folder) => (await loaded()).fetch(kept, folder),
    };
}

;// CONCATENATED MODULE: ./src/actions/archives.ts
// Where the deploy and rollback actions keep archives and read them back: what the run's I/O
// gives (a test's stand-in), else the runner's artifact service. Apart from client.ts, which the
// preview and environments actions import too, so that their bundles carry no artifact store.

/** The run's archive store; none where the runner has no artifact service (npm run local). */
function archiveStore(shell, token, context) {
    return (shell.io.archives ??
        runnerArchiveStore({ token, context, env: shell.env, quiet: shell.core.withoutCommands }));
}


/***/ }),

/***/ 72999:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  UU: () => (/* binding */ createClient),
  LX: () => (/* binding */ createGitHubClient),
  fr: () => (/* binding */ createProbe)
});

// EXTERNAL MODULE: ./src/api/client.ts + 1 modules
var client = __nccwpck_require__(25309);
// EXTERNAL MODULE: ./src/github/rest.ts
var rest = __nccwpck_require__(66417);
;// CONCATENATED MODULE: ./src/pipeline/probe.ts
/** createHttpProbe's probe, made when first asked. */
function lazyHttpProbe(options) {
    let loaded;
    let loading;
    let closed = false;
    const open = () => (loading ??= __nccwpck_require__.e(/* import() */ 639).then(__nccwpck_require__.bind(__nccwpck_require__, 57639)).then((http) => {
        loaded = http.createHttpProbe(options);
        return loaded;
    }));
    const close = () => {
        closed = true;
        loaded?.close();
    };
    return {
        probe: async (url, timeoutMs, signal) => {
            const probe = await open();
            // Closed while its code loaded: no connection is opened that nothing would close. (Closed
            // later, its connections end under the probe, as the probe made at once had them end.)
            if (closed)
                return { problem: 'gave no answer: the run closed its probe' };
            return probe.probe(url, timeoutMs, signal);
        },
        close,
        [Symbol.asyncDispose]: async () => close(),
    };
}

// EXTERNAL MODULE: ./src/settings/readers.ts
var readers = __nccwpck_require__(87977);
;// CONCATENATED MODULE: ./src/settings/clients.ts
// The API clients every front end builds the same way: through the proxy the environment names
// (HTTPS_PROXY, NO_PROXY), with the time limits of the AMEZMO_DEPLOY_* variables (for tests; see
// docs/reliability.md), their requests logged through the front end's own logger.




function createAmezmoClient(baseUrl, apiKey, { logger, env, clock }) {
    const tuning = (0,readers/* readTuning */.mW)(env);
    return new client/* AmezmoClient */.Z({
        baseUrl,
        apiKey,
        logger,
        clock,
        proxyEnv: env,
        connectTimeoutMs: tuning.connectTimeoutMs,
        answerTimeoutMs: tuning.requestTimeoutMs,
        uploadAnswerTimeoutMs: tuning.uploadAnswerTimeoutMs,
        stallTimeoutMs: tuning.stallTimeoutMs,
        retryPolicy: tuning.retryDelayMs === undefined ? undefined : { baseDelayMs: tuning.retryDelayMs },
    });
}
/** GitHub's API, with the same proxy and limits; none without a token. */
function createGitHubApiClient(token, apiUrl, { logger, env, clock }) {
    if (token === '')
        return undefined;
    const tuning = (0,readers/* readTuning */.mW)(env);
    return new rest/* GitHubClient */.jh({
        token,
        apiUrl,
        logger,
        clock,
        proxyEnv: env,
        connectTimeoutMs: tuning.connectTimeoutMs,
        answerTimeoutMs: tuning.requestTimeoutMs,
        retryDelayMs: tuning.retryDelayMs,
    });
}
/**
 * The health probe of a run, through the same proxy; its code is loaded by the first probe
 * (src/pipeline/probe.ts).
 */
function createHealthProbe(clock, { env }) {
    const tuning = (0,readers/* readTuning */.mW)(env);
    return lazyHttpProbe({ proxyEnv: env, connectTimeoutMs: tuning.connectTimeoutMs, clock });
}

;// CONCATENATED MODULE: ./src/actions/client.ts

const runner = (shell) => ({
    logger: shell.logger,
    env: shell.env,
    clock: shell.clock,
});
function createClient(shell, baseUrl, apiKey) {
    return createAmezmoClient(baseUrl, apiKey, runner(shell));
}
/** GitHub's API for this run, with the same proxy and limits; none without a token. */
function createGitHubClient(shell, token, apiUrl) {
    return createGitHubApiClient(token, apiUrl, runner(shell));
}
/** The health probe of this run, through the proxy the runner names, on the run's clock. */
function createProbe(shell) {
    return createHealthProbe(shell.clock, runner(shell));
}


/***/ }),

/***/ 56669:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Vc: () => (/* binding */ inputsOf)
});

// UNUSED EXPORTS: misspeltInputs, misspeltWarning

// EXTERNAL MODULE: ./src/actions/runner.ts
var runner = __nccwpck_require__(3197);
;// CONCATENATED MODULE: ./src/settings/metadata.ts
// Generated from the action.yml files by `npm run docs`; `npm run lint` fails when it differs.
// Input names and defaults are written once, in action.yml: every front end reads them from here.
const ACTIONS = {
    deploy: {
        inputs: {
            'api-key': { required: true, default: '' },
            instance: { required: false, default: '' },
            environment: { required: false, default: '' },
            targets: { required: false, default: '' },
            waves: { required: false, default: '1, 25%, rest' },
            'max-parallel': { required: false, default: '4' },
            'wave-wait': { required: false, default: '0' },
            'on-failure': { required: false, default: 'rollback-all' },
            'base-url': { required: false, default: 'https://api.amezmo.com/v1' },
            path: { required: false, default: '.' },
            exclude: { required: false, default: '' },
            'ignore-file': { required: false, default: '.amezmoignore' },
            archive: { required: false, default: '' },
            'promote-from': { required: false, default: '' },
            'promote-from-instance': { required: false, default: '' },
            soak: { required: false, default: '0' },
            'keep-archive': { required: false, default: 'false' },
            links: { required: false, default: 'keep' },
            workers: { required: false, default: '' },
            force: { required: false, default: 'false' },
            'allow-older': { required: false, default: 'false' },
            'require-checks': { required: false, default: '' },
            'checks-timeout': { required: false, default: '15m' },
            'dry-run': { required: false, default: 'false' },
            wait: { required: false, default: 'true' },
            'wait-timeout': { required: false, default: '900' },
            'cancel-on-abort': { required: false, default: 'true' },
            pusher: { required: false, default: '' },
            'compression-level': { required: false, default: '6' },
            'health-url': { required: false, default: '' },
            'health-status': { required: false, default: '2xx' },
            'health-body': { required: false, default: '' },
            'health-passes': { required: false, default: '3' },
            'health-timeout': { required: false, default: '120' },
            'on-unhealthy': { required: false, default: 'fail' },
            'keep-days': { required: false, default: '30' },
            'github-deployment': { required: false, default: 'true' },
            'github-token': { required: false, default: '${{ github.token }}' },
            stats: { required: false, default: 'false' },
        },
        outputs: [
            'skipped',
            'skip-reason',
            'matched-pattern',
            'deployment-id',
            'deployment-status',
            'environment-url',
            'archive-size',
            'archive-files',
            'archive-sha256',
            'promoted-from',
            'archive-manifest',
            'archive-path',
            'restarted-workers',
            'health',
            'health-detail',
            'artifact-id',
            'rolled-back-to',
            'targets-result',
        ],
    },
    environments: {
        inputs: {
            'api-key': { required: true, default: '' },
            'base-url': { required: false, default: 'https://api.amezmo.com/v1' },
            file: { required: false, default: '.amezmo/environments.yml' },
            mode: { required: false, default: 'plan' },
            'fail-on-drift': { required: false, default: 'false' },
            comment: { required: false, default: 'true' },
            'github-token': { required: false, default: '${{ github.token }}' },
        },
        outputs: ['changed', 'changes'],
    },
    preview: {
        inputs: {
            'api-key': { required: true, default: '' },
            'base-url': { required: false, default: 'https://api.amezmo.com/v1' },
            region: { required: false, default: '' },
            'instance-type': { required: false, default: 'hobby' },
            'php-version': { required: false, default: '' },
            mysql: { required: false, default: 'true' },
            'mysql-version': { required: false, default: '' },
            'app-type': { required: false, default: '' },
            'name-prefix': { required: false, default: 'pr' },
            environment: { required: false, default: 'production' },
            path: { required: false, default: '.' },
            exclude: { required: false, default: '' },
            'ignore-file': { required: false, default: '.amezmoignore' },
            'keep-archive': { required: false, default: 'false' },
            links: { required: false, default: 'keep' },
            'compression-level': { required: false, default: '6' },
            'wait-timeout': { required: false, default: '900' },
            'launch-timeout': { required: false, default: '1200' },
            'max-age': { required: false, default: '72h' },
            trigger: { required: false, default: 'always' },
            'preview-label': { required: false, default: 'preview' },
            drafts: { required: false, default: 'false' },
            'max-previews': { required: false, default: '' },
            'max-hourly-cost': { required: false, default: '' },
            comment: { required: false, default: 'true' },
            'health-url': { required: false, default: '' },
            'health-status': { required: false, default: '2xx' },
            'health-body': { required: false, default: '' },
            'health-passes': { required: false, default: '3' },
            'health-timeout': { required: false, default: '120' },
            'github-deployment': { required: false, default: 'true' },
            'github-token': { required: false, default: '${{ github.token }}' },
        },
        outputs: [
            'instance-id',
            'preview-url',
            'deployment-id',
            'deployment-status',
            'archive-size',
            'archive-files',
            'archive-sha256',
            'archive-manifest',
            'archive-path',
            'hourly-price',
            'outcome',
            'health',
            'health-detail',
        ],
    },
    rollback: {
        inputs: {
            'api-key': { required: true, default: '' },
            instance: { required: true, default: '' },
            environment: { required: true, default: '' },
            to: { required: false, default: 'previous' },
            'dry-run': { required: false, default: 'false' },
            'base-url': { required: false, default: 'https://api.amezmo.com/v1' },
            workers: { required: false, default: '' },
            'wait-timeout': { required: false, default: '900' },
            'cancel-on-abort': { required: false, default: 'true' },
            'health-url': { required: false, default: '' },
            'health-status': { required: false, default: '2xx' },
            'health-body': { required: false, default: '' },
            'health-passes': { required: false, default: '3' },
            'health-timeout': { required: false, default: '120' },
            'keep-days': { required: false, default: '30' },
            'github-token': { required: false, default: '${{ github.token }}' },
        },
        outputs: [
            'skipped',
            'skip-reason',
            'commit',
            'deployment-id',
            'deployment-status',
            'archive-sha256',
            'environment-url',
            'health',
            'health-detail',
            'candidates',
        ],
    },
};

;// CONCATENATED MODULE: ./src/actions/inputs.ts
// An action's settings as a runner gives them: INPUT_* variables, trimmed, with the defaults of
// the action's action.yml (an empty input means its default, as on a runner); secrets masked
// the moment they are read.


/** The inputs of one action, by the names its action.yml gives them (checked when compiling). */
function inputsOf(action, shell) {
    const spec = ACTIONS[action].inputs;
    const misspelt = misspeltInputs(shell.env, Object.keys(spec));
    if (misspelt.length > 0)
        shell.logger.warning(misspeltWarning(misspelt));
    const core = shell.core;
    const text = (name) => core.getInput(name) || (spec[name]?.default ?? '');
    return {
        text,
        given: (name) => core.getInput(name) !== '',
        secret(name) {
            const value = text(name);
            // The default of a token is an expression the runner fills in; outside a runner it is
            // left as written, and is no secret.
            if (!value.startsWith('${{'))
                shell.addSecret(value);
            return value;
        },
        label: (name) => `Input '${name}'`,
    };
}
/**
 * INPUT_* variables that no input is read from, but one would be were their underscores hyphens
 * (INPUT_BASE_URL for `base-url`), as CI systems whose variable names cannot hold a hyphen spell
 * them; each with the input it was most likely meant for.
 */
function misspeltInputs(env, names) {
    const byVariable = new Map(names.map((name) => [(0,runner/* inputVariable */.LO)(name), name]));
    const found = [];
    for (const variable of Object.keys(env).sort()) {
        if (!/^INPUT_[A-Z0-9_-]+$/i.test(variable) || byVariable.has(variable))
            continue;
        const input = byVariable.get(`INPUT_${variable.slice(6).replace(/_/g, '-').toUpperCase()}`);
        if (input !== undefined)
            found.push({ variable, input });
    }
    return found;
}
/** One warning naming each misspelt variable and its input. */
function misspeltWarning(misspelt) {
    const named = misspelt
        .map(({ variable, input }) => `${variable} (meant for '${input}', read from ${(0,runner/* inputVariable */.LO)(input)})`)
        .join(', ');
    return (`Not read, as no input is spelt so: ${named}. A runner puts an input in INPUT_ and its name ` +
        'in capitals, hyphens kept. Where a variable cannot hold a hyphen (GitLab, Bitbucket), use ' +
        'the command-line tool, npx amezmo-deploy, with its flags or AMEZMO_* variables.');
}


/***/ }),

/***/ 87180:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ runJob)
/* harmony export */ });
/* harmony import */ var _shell_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(61281);
var __addDisposableResource = (undefined && undefined.__addDisposableResource) || function (env, value, async) {
    if (value !== null && value !== void 0) {
        if (typeof value !== "object" && typeof value !== "function") throw new TypeError("Object expected.");
        var dispose, inner;
        if (async) {
            if (!Symbol.asyncDispose) throw new TypeError("Symbol.asyncDispose is not defined.");
            dispose = value[Symbol.asyncDispose];
        }
        if (dispose === void 0) {
            if (!Symbol.dispose) throw new TypeError("Symbol.dispose is not defined.");
            dispose = value[Symbol.dispose];
            if (async) inner = dispose;
        }
        if (typeof dispose !== "function") throw new TypeError("Object not disposable.");
        if (inner) dispose = function() { try { inner.call(this); } catch (e) { return Promise.reject(e); } };
        env.stack.push({ value: value, dispose: dispose, async: async });
    }
    else if (async) {
        env.stack.push({ async: true });
    }
    return value;
};
var __disposeResources = (undefined && undefined.__disposeResources) || (function (SuppressedError) {
    return function (env) {
        function fail(e) {
            env.error = env.hasError ? new SuppressedError(e, env.error, "An error was suppressed during disposal.") : e;
            env.hasError = true;
        }
        var r, s = 0;
        function next() {
            while (r = env.stack.pop()) {
                try {
                    if (!r.async && s === 1) return s = 0, env.stack.push(r), Promise.resolve().then(next);
                    if (r.dispose) {
                        var result = r.dispose.call(r.value);
                        if (r.async) return s |= 2, Promise.resolve(result).then(next, function(e) { fail(e); return next(); });
                    }
                    else s |= 1;
                }
                catch (e) {
                    fail(e);
                }
            }
            if (s === 1) return env.hasError ? Promise.reject(env.error) : Promise.resolve();
            if (env.hasError) throw env.error;
        }
        return next();
    };
})(typeof SuppressedError === "function" ? SuppressedError : function (error, suppressed, message) {
    var e = new Error(message);
    return e.name = "SuppressedError", e.error = error, e.suppressed = suppressed, e;
});
// How every action runs its job, written once: the job opens its clients through `use`, which
// holds them until the run is reported (closed then, by `await using`, whatever happened); a run
// that answers a failure fails like one thrown; outputs and the summary are written from the run
// as far as it got; and the failure ends in the one error line `runShell` writes.

/** Runs an action's job, reports its run, closes its clients, and ends any failure in one line. */
async function runJob(shell, job) {
    const env_1 = { stack: [], error: void 0, hasError: false };
    try {
        const clients = __addDisposableResource(env_1, new AsyncDisposableStack(), true);
        let run = job.start;
        await (0,_shell_js__WEBPACK_IMPORTED_MODULE_0__/* .runShell */ .E5)(shell, async (signal) => {
            run = await job.work({
                signal,
                use: (client) => clients.use(client),
                reached: (known) => {
                    run = known;
                },
            });
            if (run.failure !== undefined)
                throw run.failure;
        }, (error) => job.report(run, error));
    }
    catch (e_1) {
        env_1.error = e_1;
        env_1.hasError = true;
    }
    finally {
        const result_1 = __disposeResources(env_1);
        if (result_1)
            await result_1;
    }
}


/***/ }),

/***/ 53491:
/***/ ((module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ run),
/* harmony export */   i: () => (/* binding */ main)
/* harmony export */ });
/* harmony import */ var _github_index_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(19556);
/* harmony import */ var _rollback_index_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(12060);
/* harmony import */ var _rollback_index_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(91290);
/* harmony import */ var _settings_index_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9416);
/* harmony import */ var _settings_index_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(87977);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(28855);
/* harmony import */ var _archives_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(8885);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(72999);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(56669);
/* harmony import */ var _job_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(87180);
/* harmony import */ var _shell_js__WEBPACK_IMPORTED_MODULE_10__ = __nccwpck_require__(61281);
// The rollback action (rollback/action.yml): inputs -> the rollback job -> outputs and summary.









/** Reads the inputs, rolls back, and reports; every failure ends in one error line. */
async function run(shell) {
    const { env, clock } = shell;
    let context;
    await (0,_job_js__WEBPACK_IMPORTED_MODULE_0__/* .runJob */ .b)(shell, {
        start: (0,_rollback_index_js__WEBPACK_IMPORTED_MODULE_1__/* .newRollbackRun */ .ok)(),
        async work({ signal, use, reached }) {
            const settings = (0,_settings_index_js__WEBPACK_IMPORTED_MODULE_2__/* .readRollbackSettings */ .C)((0,_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .inputsOf */ .Vc)('rollback', shell));
            reached((0,_rollback_index_js__WEBPACK_IMPORTED_MODULE_1__/* .newRollbackRun */ .ok)(settings));
            context = (0,_github_index_js__WEBPACK_IMPORTED_MODULE_4__/* .readRunContext */ .$p)(env);
            const client = use((0,_client_js__WEBPACK_IMPORTED_MODULE_5__/* .createClient */ .UU)(shell, settings.baseUrl, settings.apiKey));
            const github = use((0,_client_js__WEBPACK_IMPORTED_MODULE_5__/* .createGitHubClient */ .LX)(shell, settings.githubToken, context.apiUrl));
            const probe = use((0,_client_js__WEBPACK_IMPORTED_MODULE_5__/* .createProbe */ .fr)(shell));
            return (0,_rollback_index_js__WEBPACK_IMPORTED_MODULE_1__/* .runRollback */ .el)(settings, context, {
                client,
                github,
                clock,
                logger: shell.logger,
                group: shell.group,
                signal,
                store: (0,_archives_js__WEBPACK_IMPORTED_MODULE_6__/* .archiveStore */ .S)(shell, settings.githubToken, context),
                probe: probe.probe,
                ...(0,_settings_index_js__WEBPACK_IMPORTED_MODULE_7__/* .readPace */ .iz)(env),
            });
        },
        async report(result, error) {
            const links = { runUrl: context?.runUrl ?? '', repositoryUrl: context?.repositoryUrl ?? '' };
            shell.setOutputs((0,_rollback_index_js__WEBPACK_IMPORTED_MODULE_8__/* .rollbackOutputs */ .H)(result));
            await shell.writeSummary((0,_summary_js__WEBPACK_IMPORTED_MODULE_9__/* .summaryHtml */ .QW)('Amezmo rollback', (0,_rollback_index_js__WEBPACK_IMPORTED_MODULE_8__/* .rollbackSummary */ .j)(result, { error, links }), shell.guard));
        },
    });
}
/** The rollback action over the I/O it is given; answers the step's exit code. */
const main = (0,_shell_js__WEBPACK_IMPORTED_MODULE_10__/* .actionEntry */ .rp)(run);
await (0,_shell_js__WEBPACK_IMPORTED_MODULE_10__/* .startWhenRun */ .cF)(import.meta.url, main);

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 3197:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   LO: () => (/* binding */ inputVariable),
/* harmony export */   by: () => (/* binding */ Runner)
/* harmony export */ });
/* unused harmony export randomUuid */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
// The runner's side of an action, as the runner reads it: inputs from INPUT_* variables,
// workflow commands (`::warning file=\u2026::message`) on standard output, outputs and the job
// summary appended to the files GITHUB_OUTPUT and GITHUB_STEP_SUMMARY name.
//
// This is what @actions/core does for these calls, written here because @actions/core loads an
// OIDC client, and with it a second HTTP stack, on every start: two thirds of a skipped run's
// time. Everything passed in here has been through the shell's guard first. A `Runner` speaks
// through the variables and the standard output it is given: the bundle's are the process's, a
// test's its own, so that a whole action runs in the test's process.

/** node:os's EOL, without loading node:os (a module no skipped run otherwise needs). */
const EOL = process.platform === 'win32' ? '\r\n' : '\n';
/** The variable a runner puts an input in: `base-url` in INPUT_BASE-URL. */
function inputVariable(name) {
    return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}
/**
 * Random bytes read ahead from the kernel, 16 for each UUID: one read serves a deploy's outputs
 * (18 of them) and its stretches without commands.
 */
const RANDOM_POOL_BYTES = 16 * 32;
let randomPool = Buffer.alloc(0);
/** The next 16 random bytes of the pool, read again from /dev/urandom once it is used up. */
function randomBytes16() {
    if (randomPool.length < 16) {
        const bytes = Buffer.alloc(RANDOM_POOL_BYTES);
        const file = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)('/dev/urandom', 'r');
        try {
            if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(file, bytes) !== bytes.length)
                throw new Error('a short read');
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(file);
        }
        randomPool = bytes;
    }
    // A copy, so that a caller's changes cannot reach the bytes still to be given out.
    const taken = Buffer.from(randomPool.subarray(0, 16));
    randomPool = randomPool.subarray(16);
    return taken;
}
/**
 * A random UUID (version 4), from the kernel's generator where it has one (/dev/urandom, on the
 * Linux and macOS runners, read 512 bytes at a time), else from node:crypto's randomUUID
 * (Windows). node:crypto is not loaded for it because loading it costs a skipped run more than
 * all its own modules' code does (measured on 2026-11-27, docs/benchmarks.md), and nothing else a
 * skipped run against an http:// service needs it (an https:// one loads it with node:tls).
 */
function randomUuid() {
    let bytes;
    try {
        bytes = randomBytes16();
    }
    catch {
        return process.getBuiltinModule('node:crypto').randomUUID();
    }
    // The version (4) and the variant (10xx), as RFC 9562 sets them.
    bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
    bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
    const hex = bytes.toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
/** `%`, CR and LF are what end a command's message early; the runner decodes them. */
function escapeData(text) {
    return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** A property value also ends at `:` or `,`. */
function escapeProperty(text) {
    return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
/** The runner's protocol over one step's variables and standard output. */
class Runner {
    /** 1 once the step has failed, as `process.exitCode` is set by @actions/core. */
    exitCode = 0;
    io;
    constructor(io) {
        this.io = io;
    }
    /** An input by its action.yml name, trimmed; '' when it is not set. */
    getInput = (name) => (this.io.env[inputVariable(name)] ?? '').trim();
    /** Asks the runner to mask `value` wherever it would show it. */
    setSecret = (value) => {
        this.command('add-mask', value);
    };
    info = (message) => {
        this.io.stdout.write(`${message}${EOL}`);
    };
    debug = (message) => {
        this.command('debug', message);
    };
    notice = (message, properties) => {
        this.command('notice', message, properties);
    };
    warning = (message, properties) => {
        this.command('warning', message, properties);
    };
    error = (message, properties) => {
        this.command('error', message, properties);
    };
    /** Fails the step with one error line, on the place in a file it is about when there is one. */
    setFailed = (message, properties) => {
        this.exitCode = 1;
        this.error(message, properties);
    };
    /** Runs `phase` folded in the log under `title`. */
    group = async (title, phase) => {
        this.command('group', title);
        try {
            return await phase();
        }
        finally {
            this.command('endgroup', '');
        }
    };
    /**
     * Sets a step output, in the GITHUB_OUTPUT file as `name<<delimiter`, value, delimiter: a
     * random delimiter that the value cannot forge, since neither may hold it.
     */
    setOutput = (name, value) => {
        const file = this.io.env.GITHUB_OUTPUT;
        if (!file) {
            // Not run by a runner that reads outputs from a file: the older command still works.
            this.io.stdout.write(EOL);
            this.command(`set-output name=${escapeProperty(name)}`, value);
            return;
        }
        const delimiter = `ghadelimiter_${randomUuid()}`;
        if (name.includes(delimiter) || value.includes(delimiter)) {
            throw new Error(`The output '${name}' holds its own delimiter.`);
        }
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)(file, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, 'utf8');
    };
    /** Adds HTML to the job summary; nothing when the runner keeps none. */
    appendSummary = async (html) => {
        const file = this.io.env.GITHUB_STEP_SUMMARY;
        if (!file)
            return;
        // Written at once, as the outputs are: a summary is a few kilobytes, and an asynchronous
        // write would load node:fs/promises (3 ms) for it, and start libuv's thread pool (about
        // 1 ms) in a run that has not needed it yet.
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)(file, `${html}${EOL}`, 'utf8');
    };
    /**
     * Runs `work` with the runner reading no workflow command on standard output: what a library
     * writes there (@actions/core's own lines, with what a service answered in them) is shown,
     * never obeyed. The token that ends the stretch is random, so nothing written in it can end it
     * early.
     */
    withoutCommands = async (work) => {
        const token = randomUuid();
        this.io.stdout.write(`::stop-commands::${token}${EOL}`);
        try {
            return await work();
        }
        finally {
            this.io.stdout.write(`::${token}::${EOL}`);
        }
    };
    command(name, message, properties) {
        const pairs = Object.entries({
            title: properties?.title,
            file: properties?.file,
            line: properties?.startLine,
        })
            // As @actions/core does: a property that is empty, or a line 0, is left out.
            .filter(([, value]) => Boolean(value))
            .map(([key, value]) => `${key}=${escapeProperty(String(value))}`);
        // And as it does, the space before them is written once any were passed, even all left out.
        const head = Object.keys(properties ?? {}).length > 0 ? `${name} ${pairs.join(',')}` : name;
        this.io.stdout.write(`::${head}::${escapeData(message)}${EOL}`);
    }
}


/***/ }),

/***/ 61281:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  rp: () => (/* binding */ actionEntry),
  E5: () => (/* binding */ runShell),
  cF: () => (/* binding */ startWhenRun)
});

// UNUSED EXPORTS: RunCancelledError, isEntryPoint, openShell, processIO

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(73024);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __nccwpck_require__(73136);
// EXTERNAL MODULE: ./src/actions/runner.ts
var runner = __nccwpck_require__(3197);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __nccwpck_require__(53249);
// EXTERNAL MODULE: ./src/clock.ts
var clock = __nccwpck_require__(99373);
// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __nccwpck_require__(83916);
// EXTERNAL MODULE: ./src/pipeline/wait-timeout.ts
var wait_timeout = __nccwpck_require__(65631);
;// CONCATENATED MODULE: ./src/pipeline/failure.ts
// How a run that failed is told, whichever front end ran it: one line, the cancellation when the
// run was cancelled (not the abort error it caused), else the error with the advice its cause
// always calls for.



class RunCancelledError extends src_errors/* AmezmoDeployError */.n2 {
    errorCode = 'run-cancelled';
    constructor(signal) {
        super(`The run was cancelled (${signal}).`);
        this.name = 'RunCancelledError';
    }
}
/**
 * The one line a failed run ends with, in the front end's words. A cancellation after the whole archive was sent says the
 * deployment may exist: that message stays.
 */
function failureOf(error, cancellation, wording = errors/* ACTION_WORDING */.Ge) {
    const cancelled = cancellation.aborted && (0,src_errors/* errorCodeOf */.D9)(error) !== 'upload-uncertain';
    if (cancelled)
        return { message: (0,errors/* messageOf */.bD)(cancellation.reason), cancelled };
    const message = error instanceof wait_timeout/* WaitTimeoutError */.D ? error.describe(wording) : (0,errors/* messageOf */.bD)(error);
    const advice = (0,errors/* adviceOf */.wr)(error, wording);
    return {
        message: advice ? `${message.replace(/([^.!?])$/, '$1.')} ${advice}` : message,
        cancelled,
    };
}

// EXTERNAL MODULE: ./src/logger.ts
var src_logger = __nccwpck_require__(86999);
// EXTERNAL MODULE: ./src/secrets.ts
var src_secrets = __nccwpck_require__(27194);
;// CONCATENATED MODULE: ./src/actions/shell.ts
// What every action's shell shares: one guard between the outside world and the runner (the log,
// annotations, outputs, the summary), the secrets it redacts, cancellation on the runner's
// signals, and how a bundle starts.








/** The bundle's I/O: the process's variables, standard output and error, signals, real time. */
function processIO() {
    return {
        env: process.env,
        stdout: process.stdout,
        stderr: process.stderr,
        clock: clock/* systemClock */.ml,
        signals: process,
    };
}
/** Opens the shell of one run over `io`. */
function openShell(io) {
    const core = new runner/* Runner */.by(io);
    /** The secrets of this run, once read: never written, in any spelling. */
    const secrets = [];
    const guard = (text) => (0,src_logger/* safeText */.H)((0,src_secrets/* redact */.E)(text, secrets));
    const logger = {
        debug: (message) => core.debug(guard(message)),
        info: (message) => core.info(guard(message)),
        warning: (message) => core.warning(guard(message)),
        notice: (message) => core.notice(guard(message)),
    };
    return {
        io,
        env: io.env,
        clock: io.clock,
        core,
        logger,
        guard,
        addSecret(value) {
            // Masked once: a setting read twice is not announced to the runner twice.
            if (value === '' || secrets.includes(value))
                return;
            core.setSecret(value);
            secrets.push(value);
        },
        group: (title, phase) => core.group(guard(title), phase),
        setOutputs(outputs) {
            for (const [name, value] of Object.entries(outputs))
                core.setOutput(name, guard(value));
        },
        async writeSummary(html) {
            try {
                await core.appendSummary(html);
            }
            catch (error) {
                logger.warning(`Could not write the job summary: ${(0,errors/* messageOf */.bD)(error)}`);
            }
        },
    };
}
/**
 * Where in the repository a failure is, when the error says (`location: { file, line }`, as a
 * problem in a file the action reads does), for the annotation.
 */
function placeOf(error, guard) {
    const location = error?.location;
    if (typeof location?.file !== 'string')
        return undefined;
    return {
        file: guard(location.file),
        ...(typeof location.line === 'number' ? { startLine: location.line } : {}),
    };
}

/**
 * Runs an action's work with a signal that aborts when the runner cancels the run (SIGINT, then
 * SIGTERM), and reports any failure in one error line. `finish` always runs, failure or not, with
 * the message of the failure, to set outputs and write the summary. A cancelled run reports the
 * cancellation, not the abort error it caused.
 */
async function runShell(shell, work, finish) {
    const cancellation = new AbortController();
    const onSignal = (signal) => {
        if (cancellation.signal.aborted)
            return;
        shell.logger.info(`Received ${signal}: stopping.`);
        cancellation.abort(new RunCancelledError(signal));
    };
    const signals = shell.io.signals;
    signals?.on('SIGINT', onSignal);
    signals?.on('SIGTERM', onSignal);
    let failure;
    try {
        await work(cancellation.signal);
    }
    catch (error) {
        const told = failureOf(error, cancellation.signal);
        failure = told.message;
        const cancelled = told.cancelled;
        // One error line, shown on the line of the file it is about when the error says which.
        shell.core.setFailed(shell.guard(failure), cancelled ? undefined : placeOf(error, shell.guard));
    }
    finally {
        try {
            await finish(failure);
        }
        finally {
            // Even when the report fails: a later signal must not be heard by a run that has ended.
            signals?.off('SIGINT', onSignal);
            signals?.off('SIGTERM', onSignal);
        }
    }
}
/** Whether the module at `moduleUrl` is the script node was started with (the bundle). */
function isEntryPoint(moduleUrl) {
    const script = process.argv[1];
    if (!script)
        return false;
    try {
        return (0,external_node_fs_.realpathSync)((0,external_node_url_.fileURLToPath)(moduleUrl)) === (0,external_node_fs_.realpathSync)(script);
    }
    catch {
        return false;
    }
}
/**
 * The entry of an action that runs `run` in a shell of its own over the I/O it is given. Started
 * outside a runner (GITHUB_ACTIONS not "true"), the action would read no inputs and write nowhere
 * a runner reads: it says so and answers 1.
 */
function actionEntry(run) {
    return async (io) => {
        if (io.env.GITHUB_ACTIONS !== 'true') {
            io.stderr.write('amezmo-deploy runs as a step of a GitHub Actions workflow, and GITHUB_ACTIONS is not ' +
                '"true" here. To try it on this machine, run `npm run demo` (against the bundled ' +
                'simulator) or `npm run local`.\n');
            return 1;
        }
        const shell = openShell(io);
        await run(shell);
        return shell.core.exitCode;
    };
}
/**
 * Runs the action over the process's I/O when its bundle is started by a runner. Imported (by
 * tests, or by `npm run local`), it does nothing.
 */
async function startWhenRun(moduleUrl, entry) {
    if (!isEntryPoint(moduleUrl))
        return;
    process.exitCode = await entry(processIO());
}


/***/ }),

/***/ 25309:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Z: () => (/* binding */ AmezmoClient),
  u: () => (/* binding */ UncertainOutcomeError)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(83916);
// EXTERNAL MODULE: ./src/http/retry.ts
var retry = __nccwpck_require__(28902);
// EXTERNAL MODULE: ./src/http/transport.ts
var transport = __nccwpck_require__(71517);
// EXTERNAL MODULE: ./src/http/errors.ts
var http_errors = __nccwpck_require__(58549);
// EXTERNAL MODULE: ./src/http/http.ts
var http = __nccwpck_require__(28694);
// EXTERNAL MODULE: ./src/clock.ts
var clock = __nccwpck_require__(99373);
// EXTERNAL MODULE: ./src/logger.ts
var logger = __nccwpck_require__(86999);
// EXTERNAL MODULE: ./src/version.ts
var version = __nccwpck_require__(311);
// EXTERNAL MODULE: ./src/api/errors.ts
var api_errors = __nccwpck_require__(53249);
;// CONCATENATED MODULE: ./src/api/form.ts
/**
 * Flattens values into the field names a PHP (Laravel) server reads:
 * `php[version]=8.3`, `auto_deploy_tag_patterns[]=^v`. Booleans go as 1/0, which Laravel's
 * `boolean` rule accepts (it rejects "true"); null and an empty list go as an empty field,
 * which Laravel turns into null. Undefined fields are left out.
 */
function formFields(values) {
    const fields = [];
    const add = (name, value) => {
        if (value === undefined)
            return;
        if (value === null)
            fields.push([name, '']);
        else if (typeof value === 'boolean')
            fields.push([name, value ? '1' : '0']);
        else if (typeof value === 'string' || typeof value === 'number')
            fields.push([name, String(value)]);
        else if (Array.isArray(value)) {
            if (value.length === 0)
                fields.push([name, '']);
            for (const item of value)
                add(`${name}[]`, item);
        }
        else {
            for (const [key, item] of Object.entries(value))
                add(`${name}[${key}]`, item);
        }
    };
    for (const [key, value] of Object.entries(values))
        add(key, value);
    return fields;
}

// EXTERNAL MODULE: ./src/api/shape.ts
var shape = __nccwpck_require__(71989);
;// CONCATENATED MODULE: ./src/api/client.ts








/**
 * Thrown when the deployment may exist but the answer does not say which: the whole archive was
 * sent and no usable answer came, or a success came before the whole archive was sent. A caller
 * can look up the environment's deployments to name it; `cancelled` says the run's own signal
 * ended the wait, so that the caller can word its message.
 */
class UncertainOutcomeError extends errors/* AmezmoDeployError */.n2 {
    errorCode = 'upload-uncertain';
    /**
     * Whether the connection took the whole archive. False when the server answered before it
     * did: whatever the server made, it was not of these bytes, which are never reported uploaded.
     */
    archiveSent;
    cancelled;
    instanceId;
    environment;
    /** The deployment the environment shows that is most likely the one the upload created. */
    likelyDeployment;
    constructor(message, cause, where) {
        super(message, { cause });
        this.name = 'UncertainOutcomeError';
        this.archiveSent = where.archiveSent ?? true;
        this.instanceId = String(where.instanceId);
        this.environment = where.environment;
        this.cancelled = where.cancelled ?? false;
        this.likelyDeployment = where.likelyDeployment;
    }
}
/** How messages name the service. */
const SERVICE = 'Amezmo API';
/** How long a retried upload waits for an answer that refuses its body before sending it. */
const EARLY_ANSWER_HOLD_MS = 500;
/** The one place that talks to the hosting API. */
class AmezmoClient {
    settings;
    uploadAnswerTimeoutMs;
    clock;
    random;
    logger;
    policy;
    constructor(options) {
        this.clock = options.clock ?? clock/* systemClock */.ml;
        this.random = options.random ?? Math.random;
        this.logger = options.logger ?? logger/* silentLogger */.q;
        this.policy = { ...retry/* defaultRetryPolicy */.ur, ...options.retryPolicy };
        const baseUrl = options.baseUrl.replace(/\/+$/, '');
        this.settings = {
            service: SERVICE,
            baseUrl,
            authorization: `Bearer ${options.apiKey}`,
            secret: options.apiKey,
            accept: 'application/json',
            userAgent: `amezmo-deploy/${version/* VERSION */.x}`,
            transport: options.transport ?? (0,transport/* createTransport */.o)(new URL(baseUrl).protocol, options.proxyEnv),
            connectTimeoutMs: options.connectTimeoutMs ?? 10_000,
            answerTimeoutMs: options.answerTimeoutMs ?? 60_000,
            maxAnswerBytes: options.maxAnswerBytes,
            stallTimeoutMs: options.stallTimeoutMs ?? 60_000,
            now: () => this.clock.now(),
            timeout: (ms) => this.clock.timeout(ms),
        };
        this.uploadAnswerTimeoutMs = options.uploadAnswerTimeoutMs ?? 600_000;
    }
    /** Closes the connections this client opened. */
    close() {
        this.settings.transport.destroy();
    }
    /** Closes the client when held with `await using`, however the block ends. */
    async [Symbol.asyncDispose]() {
        this.close();
    }
    /** The account the key belongs to, with its instance limit. */
    async getMe(options) {
        const call = { method: 'GET', path: '/me', ...options };
        return (await this.call(call, 'idempotent', shape/* expectRecord */.to));
    }
    async listRegions(options) {
        const call = { method: 'GET', path: '/regions', ...options };
        const regions = await this.call(call, 'idempotent', (body, operation) => (0,shape/* expectArray */.J6)(body, operation, shape/* expectRecord */.to));
        return regions;
    }
    async listInstanceTypes(options) {
        const call = { method: 'GET', path: '/instance-types', ...options };
        const types = await this.call(call, 'idempotent', (body, operation) => (0,shape/* expectArray */.J6)(body, operation, shape/* expectRecord */.to));
        return types;
    }
    async listInstances(filter = {}, options) {
        const call = {
            method: 'GET',
            path: '/instances',
            query: { instance_type: filter.instanceType },
            ...options,
        };
        return this.call(call, 'idempotent', (body, operation) => (0,shape/* expectArray */.J6)(body, operation, shape/* expectInstance */.jq));
    }
    async getInstance(instanceId, options) {
        const call = { method: 'GET', path: instancePath(instanceId), ...options };
        return this.call(call, 'idempotent', shape/* expectInstance */.jq);
    }
    async createInstance(params, options) {
        const call = {
            method: 'POST',
            path: '/instances',
            fields: formFields({ ...params }),
            ...options,
        };
        return this.call(call, 'create', shape/* expectInstance */.jq);
    }
    /**
     * Terminates an instance: the Instance `Deleting`, or undefined when the service answers 204.
     * Repeating it is safe, so it is retried like a read: an instance left running is billed.
     */
    async terminateInstance(instanceId, options) {
        const call = { method: 'DELETE', path: instancePath(instanceId), ...options };
        return this.call(call, 'idempotent', orNothing(shape/* expectInstance */.jq));
    }
    async listEnvironments(instanceId, options) {
        const call = {
            method: 'GET',
            path: `${instancePath(instanceId)}/environments`,
            ...options,
        };
        return this.call(call, 'idempotent', (body, operation) => (0,shape/* expectArray */.J6)(body, operation, shape/* expectEnvironment */.Fs));
    }
    async getEnvironment(instanceId, name, options) {
        const call = { method: 'GET', path: environmentPath(instanceId, name), ...options };
        return this.call(call, 'idempotent', shape/* expectEnvironment */.Fs);
    }
    /** Changes an environment: the record, or undefined when the service answers 204. */
    async updateEnvironment(instanceId, name, changes, options) {
        const call = {
            method: 'PATCH',
            path: environmentPath(instanceId, name),
            fields: formFields({ ...changes }),
            ...options,
        };
        return this.call(call, 'idempotent', orNothing(shape/* expectEnvironment */.Fs));
    }
    /**
     * Uploads an archive and creates a deployment. Repeated only when the server cannot have
     * accepted it; the archive is opened afresh for each attempt.
     */
    async createDeployment(instanceId, params, options = {}) {
        const { archivePath, growing, exact, ...fields } = params;
        const call = {
            method: 'POST',
            path: `${instancePath(instanceId)}/deployments`,
            fields: formFields({ ...fields }),
            file: { field: 'archive', path: archivePath, growing, exact },
            ...options,
        };
        try {
            try {
                // Awaited here, so that a lost upload is caught below.
                return await this.call(call, 'create', shape/* expectDeploymentStatus */.$b);
            }
            catch (error) {
                // A server that takes no body without a length refused it before creating anything:
                // the same bytes go again, with their length, once the file is whole.
                if (!growing || !(error instanceof api_errors/* ApiError */.hD) || error.status !== 411)
                    throw error;
                await growing.whole(options.signal);
                const again = { ...call, file: { field: 'archive', path: archivePath } };
                return await this.call(again, 'create', shape/* expectDeploymentStatus */.$b);
            }
        }
        catch (error) {
            if (error instanceof http_errors/* AnsweredBeforeSentError */.Dk) {
                throw new UncertainOutcomeError(`${error.message}. The deployment may have been created all the same, from part of ` +
                    `the archive or none of it: check the deployments of environment ` +
                    `'${params.environment}' on instance ${instanceId} in the Amezmo dashboard before ` +
                    `running this again.`, error, { instanceId, environment: params.environment, archiveSent: false });
            }
            const what = whatWentWrongAfterSending(error);
            if (what === undefined)
                throw error;
            throw new UncertainOutcomeError(`${what} after the whole archive was sent. The deployment may have been ` +
                `created: check the deployments of environment '${params.environment}' on instance ` +
                `${instanceId} in the Amezmo dashboard before running this again.`, error, {
                instanceId,
                environment: params.environment,
                cancelled: error instanceof http_errors/* AbortedAfterSendError */.E6,
            });
        }
    }
    async getDeployment(instanceId, deploymentId, options) {
        const call = {
            method: 'GET',
            path: `${instancePath(instanceId)}/deployments/${deploymentId}`,
            ...options,
        };
        return this.call(call, 'idempotent', shape/* expectDeploymentStatus */.$b);
    }
    async cancelDeployment(instanceId, deploymentId, options) {
        const call = {
            method: 'POST',
            path: `${instancePath(instanceId)}/deployments/${deploymentId}/cancel`,
            ...options,
        };
        return this.call(call, 'idempotent', shape/* expectDeploymentStatus */.$b);
    }
    async getWorker(instanceId, workerId, options) {
        const call = { method: 'GET', path: workerPath(instanceId, workerId), ...options };
        return this.call(call, 'idempotent', shape/* expectWorker */.Wt);
    }
    startWorker(instanceId, workerId, options) {
        return this.workerAction('start', instanceId, workerId, options);
    }
    stopWorker(instanceId, workerId, options) {
        return this.workerAction('stop', instanceId, workerId, options);
    }
    restartWorker(instanceId, workerId, options) {
        return this.workerAction('restart', instanceId, workerId, options);
    }
    async workerAction(action, instanceId, workerId, options) {
        const call = {
            method: 'POST',
            path: `${workerPath(instanceId, workerId)}/${action}`,
            ...options,
        };
        return this.call(call, 'idempotent', shape/* expectWorker */.Wt);
    }
    /** Sends `call` under the retry policy of `kind`, and checks the answer's shape with `expect`. */
    async call(call, kind, expect) {
        return expect(await this.send(call, kind), (0,http/* operationOf */.zI)(call));
    }
    async send(call, kind) {
        const settings = call.file
            ? { ...this.settings, answerTimeoutMs: this.uploadAnswerTimeoutMs }
            : this.settings;
        const maxAttempts = call.maxAttempts ?? this.policy.maxAttempts;
        return (0,retry/* withRetries */.LH)(
        // A proxy that refuses the archive by its size (nginx's 413) answers at once and closes;
        // once closed, a write fails and that answer can be lost unread, so the first attempt
        // may end in a broken pipe. A retry holds the archive back for a moment, as a client
        // does for `Expect: 100-continue` (which not every server answers), so that the
        // refusal is read before the archive is sent again. The first attempt does not wait:
        // every deployment would pay for the rare refusal.
        (attempt) => sendOnce(call.file && attempt > 1
            ? { ...settings, earlyAnswerHoldMs: EARLY_ANSWER_HOLD_MS }
            : settings, call), {
            kind,
            policy: { ...this.policy, maxAttempts },
            clock: this.clock,
            random: this.random,
            signal: call.signal,
            statusOf: (error) => (error instanceof api_errors/* ApiError */.hD ? error.status : undefined),
            retryAfterOf: (error) => (error instanceof api_errors/* ApiError */.hD ? error.retryAfterMs : undefined),
            onRetry: (error, delay, next) => this.logger.info(`${(0,http/* operationOf */.zI)(call)} failed: ${(0,api_errors/* clauseOf */.pQ)(error)}. Trying again in ` +
                `${(delay / 1000).toFixed(1)} s (attempt ${next} of ${maxAttempts}).`),
        });
    }
}
/**
 * Sends one request and answers its JSON body. Error statuses become ApiError, in whatever body
 * they came (the documented envelope, a Laravel body, a proxy's HTML page, nothing).
 */
async function sendOnce(settings, call) {
    const answer = await (0,http/* request */.Em)(settings, call);
    const operation = (0,http/* operationOf */.zI)(call);
    if (answer.status >= 400 || answer.status < 200) {
        throw (0,api_errors/* apiErrorFromBody */.FN)(answer.status, operation, answer.text, answer.header('content-type'), (0,retry/* parseRetryAfter */.mu)(answer.header('retry-after'), settings.now()));
    }
    // A PATCH or a DELETE may answer 204 with nothing: it was done, and says no more.
    if (answer.status === 204 && (call.method === 'PATCH' || call.method === 'DELETE')) {
        return NO_CONTENT;
    }
    return (0,http/* parseJsonAnswer */.oV)(SERVICE, operation, answer);
}
/** What a 204 answers: no record. */
const NO_CONTENT = Symbol('no content');
/** `expect`, or undefined for an answer of no content (204). */
function orNothing(expect) {
    return (body, operation) => (body === NO_CONTENT ? undefined : expect(body, operation));
}
/**
 * What went wrong, when it happened once the whole archive was out: a lost connection or an
 * answer past its deadline, a success answer that cannot be read (which only comes once the
 * request was read), or the run being cancelled. Undefined for anything else.
 */
function whatWentWrongAfterSending(error) {
    if (error instanceof http_errors/* NetworkError */.Dr)
        return error.requestSent ? error.message : undefined;
    if (error instanceof http_errors/* UnexpectedResponseError */.dk)
        return error.problem;
    if (error instanceof http_errors/* AbortedAfterSendError */.E6)
        return 'The run was cancelled';
    return undefined;
}
function instancePath(instanceId) {
    return `/instances/${encodeURIComponent(String(instanceId))}`;
}
function environmentPath(instanceId, name) {
    return `${instancePath(instanceId)}/environments/${encodeURIComponent(name)}`;
}
function workerPath(instanceId, workerId) {
    return `${instancePath(instanceId)}/workers/${encodeURIComponent(String(workerId))}`;
}


/***/ }),

/***/ 53249:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FN: () => (/* binding */ apiErrorFromBody),
/* harmony export */   Ge: () => (/* binding */ ACTION_WORDING),
/* harmony export */   bD: () => (/* binding */ messageOf),
/* harmony export */   hD: () => (/* binding */ ApiError),
/* harmony export */   pQ: () => (/* binding */ clauseOf),
/* harmony export */   wr: () => (/* binding */ adviceOf)
/* harmony export */ });
/* unused harmony export oneLine */
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(37067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(83916);
/* harmony import */ var _http_index_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(58549);



/** Longest server message shown; a proxy can answer with pages of text. */
const MAX_MESSAGE_LENGTH = 300;
/** The service answered with an error status. Branch on `status` and `code`, show `message`. */
class ApiError extends _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .AmezmoDeployError */ .n2 {
    status;
    operation;
    code;
    type;
    serverMessage;
    fieldErrors;
    requestId;
    retryAfterMs;
    constructor(details) {
        super(describeApiError(details));
        this.name = 'ApiError';
        this.status = details.status;
        this.operation = details.operation;
        this.code = details.code;
        this.type = details.type;
        this.serverMessage = details.serverMessage;
        this.fieldErrors = details.fieldErrors ?? {};
        this.requestId = details.requestId;
        this.retryAfterMs = details.retryAfterMs;
    }
    get errorCode() {
        if (this.status === 401)
            return 'api-unauthorized';
        return this.status === 403 ? 'api-forbidden' : 'api-error-status';
    }
}
function describeApiError(details) {
    const parts = [`Amezmo API: ${details.status}`];
    if (details.code)
        parts.push(` ${details.code}`);
    else
        parts.push(` ${node_http__WEBPACK_IMPORTED_MODULE_0__.STATUS_CODES[details.status] ?? 'error'}`);
    if (details.serverMessage)
        parts.push(`: ${details.serverMessage}`);
    else if (details.bodyKind === 'html')
        parts.push(': the server answered with an HTML page');
    else if (details.bodyKind === 'empty')
        parts.push(': the server answered with an empty body');
    const fields = Object.entries(details.fieldErrors ?? {});
    if (fields.length > 0) {
        const text = fields.map(([field, messages]) => `${field}: ${messages.join(' ')}`).join('; ');
        parts.push(details.serverMessage && !/[.!?]$/.test(details.serverMessage) ? `. ${text}` : ` ${text}`);
    }
    if (details.requestId)
        parts.push(` (request ${details.requestId})`);
    return parts.join('');
}
/** The actions' words: inputs of a workflow, secrets of a repository. */
const ACTION_WORDING = {
    setting: (name) => `'${name}'`,
    instruct: (name, value) => `set '${name}: ${value}'`,
    says: (name, value) => `${name} is ${value}`,
    keyStore: 'the repository secret',
    rerun: 'the workflow',
    network: "the runner's network",
};
/**
 * What to do about a failure whose cause is the same wherever it happens: a refused key, or an
 * address that cannot be reached, in the front end's words. The shells add it to the one error
 * line; messages that wrap the error give their own advice instead.
 */
function adviceOf(error, wording = ACTION_WORDING) {
    switch ((0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorCodeOf */ .D9)(error)) {
        case 'api-unauthorized':
            return (`Check ${wording.setting('api-key')}: create a new key under Profile > API keys in the ` +
                `Amezmo dashboard and store it in ${wording.keyStore}.`);
        case 'api-forbidden':
            return 'The API key may not do this: check that it belongs to the account or team that owns the instance.';
        case 'network-unreachable':
            return `Check ${wording.setting('base-url')} and ${wording.network}; HTTPS_PROXY and NO_PROXY are honoured.`;
    }
    // Which service redirected is the error's own field: only the API's redirect is advised on.
    if (error instanceof _http_index_js__WEBPACK_IMPORTED_MODULE_2__/* .RedirectError */ .Lx && error.service === 'Amezmo API') {
        return (`A redirect from the API almost always means a wrong ${wording.setting('base-url')}: it ` +
            "must be the API's own address, ending in its version prefix, e.g. https://api.amezmo.com/v1.");
    }
    return undefined;
}
/**
 * Builds an ApiError from whatever body came with an error status: the documented envelope,
 * a plain Laravel body, an HTML page from a proxy, or nothing at all.
 */
function apiErrorFromBody(status, operation, body, contentType, retryAfterMs) {
    const details = { status, operation, retryAfterMs };
    const text = body.trim();
    if (text === '')
        return new ApiError({ ...details, bodyKind: 'empty' });
    const json = parseJson(text);
    if (json !== undefined && typeof json === 'object' && json !== null && !Array.isArray(json)) {
        const envelope = json;
        return new ApiError({
            ...details,
            bodyKind: 'json',
            code: stringField(envelope, 'code'),
            type: stringField(envelope, 'type'),
            serverMessage: oneLine(stringField(envelope, 'message') ?? stringField(envelope, 'error')),
            fieldErrors: fieldErrorsOf(envelope.errors),
            requestId: stringField(envelope, 'request_id'),
        });
    }
    if (/^<(!doctype|html|head|body)/i.test(text) || contentType?.includes('html')) {
        return new ApiError({ ...details, bodyKind: 'html' });
    }
    return new ApiError({ ...details, bodyKind: 'text', serverMessage: oneLine(text) });
}
function parseJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
function stringField(record, name) {
    const value = record[name];
    return typeof value === 'string' && value !== '' ? value : undefined;
}
function fieldErrorsOf(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return {};
    const result = {};
    for (const [field, messages] of Object.entries(value)) {
        const list = (Array.isArray(messages) ? messages : [messages])
            .filter((message) => typeof message === 'string')
            .map((message) => oneLine(message) ?? '')
            .filter((message) => message !== '');
        if (list.length > 0)
            result[field] = list;
    }
    return result;
}
/** Folds white space, strips markup and cuts a long text, so a message stays one readable line. */
function oneLine(text) {
    if (text === undefined)
        return undefined;
    const folded = text
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    if (folded === '')
        return undefined;
    return folded.length > MAX_MESSAGE_LENGTH
        ? `${folded.slice(0, MAX_MESSAGE_LENGTH - 1)}\u2026`
        : folded;
}
/** The message of anything thrown, without its closing period, to go on in a sentence. */
function clauseOf(error) {
    return messageOf(error).replace(/[.\s]+$/, '');
}
/** The text to show for anything thrown, Error or not. */
function messageOf(error) {
    if (error instanceof Error)
        return error.message;
    if (typeof error === 'string')
        return error;
    return `Unexpected error: ${String(error)}`;
}


/***/ }),

/***/ 71989:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $b: () => (/* binding */ expectDeploymentStatus),
/* harmony export */   Fs: () => (/* binding */ expectEnvironment),
/* harmony export */   J6: () => (/* binding */ expectArray),
/* harmony export */   Wt: () => (/* binding */ expectWorker),
/* harmony export */   jq: () => (/* binding */ expectInstance),
/* harmony export */   qY: () => (/* binding */ asRecord),
/* harmony export */   to: () => (/* binding */ expectRecord),
/* harmony export */   ym: () => (/* binding */ ShapeError)
/* harmony export */ });
/* unused harmony export isFlagOn */
/* harmony import */ var _http_index_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(58549);

const integer = { test: Number.isSafeInteger, expected: 'an integer' };
/** An id past 2^53 comes as its exact digits (see parseJsonAnswer): kept, never rounded. */
const exactId = {
    test: (v) => Number.isSafeInteger(v) || (typeof v === 'string' && /^\d{16,}$/.test(v)),
    expected: 'an integer',
};
const text = { test: (v) => typeof v === 'string', expected: 'a string' };
const list = { test: Array.isArray, expected: 'a list' };
const textList = {
    test: (v) => Array.isArray(v) && v.every((item) => typeof item === 'string'),
    expected: 'a list of strings',
};
const optionalTextOrNull = {
    test: (v) => v === undefined || v === null || typeof v === 'string',
    expected: 'a string or null',
};
/**
 * A success answer that is JSON but not of the shape the operation answers: a field missing or of
 * the wrong type, a list where a record was expected. Unlike a body cut short, asking again is
 * unlikely to mend it.
 */
class ShapeError extends _http_index_js__WEBPACK_IMPORTED_MODULE_0__/* .UnexpectedResponseError */ .dk {
    errorCode = 'answer-malformed';
    /** The field that was wrong; '' when the answer as a whole was. */
    field;
    constructor(operation, problem, field) {
        super(operation, `with ${problem}`);
        this.name = 'ShapeError';
        this.field = field;
    }
}
function fail(operation, problem, field = '') {
    throw new ShapeError(operation, problem, field);
}
/** `value` when it is an object (not null, not a list); undefined for anything else. */
function asRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? value
        : undefined;
}
function expectRecord(value, operation) {
    return asRecord(value) ?? fail(operation, `${describe(value)} where an object was expected`);
}
function expectArray(value, operation, item) {
    if (!Array.isArray(value))
        fail(operation, `${describe(value)} where a list was expected`);
    return value.map((entry) => item(entry, operation));
}
function expectFields(value, operation, what, rules) {
    const record = expectRecord(value, operation);
    for (const [field, rule] of Object.entries(rules)) {
        if (!rule.test(record[field])) {
            fail(operation, `${what} whose '${field}' is ${describe(record[field])}, not ${rule.expected}`, field);
        }
    }
    return record;
}
function expectEnvironment(value, operation) {
    return expectFields(value, operation, 'an environment', {
        environment_name: text,
        auto_deploy_branch_patterns: textList,
        auto_deploy_tag_patterns: textList,
        branch_name: optionalTextOrNull,
        app_domain: optionalTextOrNull,
    });
}
function expectInstance(value, operation) {
    return expectFields(value, operation, 'an instance', {
        id: exactId,
        environments: list,
    });
}
function expectDeploymentStatus(value, operation) {
    return expectFields(value, operation, 'a deployment', {
        id: integer,
        status: text,
    });
}
function expectWorker(value, operation) {
    return expectFields(value, operation, 'a worker', {
        id: integer,
        status: text,
    });
}
function describe(value) {
    if (value === undefined)
        return 'missing';
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    if (typeof value === 'object')
        return 'an object';
    return `${typeof value} ${JSON.stringify(value).slice(0, 40)}`;
}
/**
 * Whether a 0/1 flag of a record is on. The service documents integers, but a PHP service may
 * send `"1"` or `true` for the same field: each is read for what it says, and anything else
 * (0, `"0"`, false, null, missing) is off.
 */
function isFlagOn(value) {
    return value === 1 || value === '1' || value === true;
}


/***/ }),

/***/ 67602:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ ChunkPool)
/* harmony export */ });
/** Whole-size buffers one reader gives out, and those given back, kept for its next reads. */
class ChunkPool {
    given = new WeakSet();
    spare = [];
    chunkBytes;
    spareMax;
    constructor(chunkBytes, spareMax) {
        this.chunkBytes = chunkBytes;
        this.spareMax = spareMax;
    }
    /** A buffer to read `length` bytes into: a spare one when whole-size, else a new one. */
    take(length) {
        if (length !== this.chunkBytes)
            return Buffer.allocUnsafe(length);
        return this.spare.pop() ?? Buffer.allocUnsafe(length);
    }
    /**
     * The chunk read into `buffer` (all of it, or the `bytesRead` it holds), to hand out; a whole
     * one may come back.
     */
    give(buffer, bytesRead) {
        if (bytesRead === this.chunkBytes) {
            this.given.add(buffer);
            return buffer;
        }
        return bytesRead === buffer.length ? buffer : buffer.subarray(0, bytesRead);
    }
    /** `reader` with `recycle`: a chunk is taken back once, only if given, never once it ended. */
    reusing(reader) {
        return Object.assign(reader, {
            recycle: (chunk) => {
                if (!this.given.delete(chunk) || reader.destroyed)
                    return;
                if (this.spare.length < this.spareMax)
                    this.spare.push(chunk);
            },
        });
    }
}


/***/ }),

/***/ 1640:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ ArchiveError)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(83916);
// The archive's one error, in a module of its own so that the size rules can name it without
// loading the walk (and its ignore rules) that select.ts is.

/** A file that cannot go into the archive, or an archive that cannot be made. */
class ArchiveError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .AmezmoDeployError */ .n2 {
    errorCode = 'archive-invalid';
    constructor(message, options) {
        super(message, options);
        this.name = 'ArchiveError';
    }
}


/***/ }),

/***/ 1055:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Bj: () => (/* binding */ sha256Of),
/* harmony export */   V8: () => (/* binding */ readGivenFacts),
/* harmony export */   X2: () => (/* binding */ exactBytes)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(57075);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__nccwpck_require__.n(node_util__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _chunk_pool_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(67602);
/* harmony import */ var _error_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(1640);
// An archive built elsewhere and deployed as it is: its digest and entry count, and its bytes for
// the upload and the ledger's copy. Something else may write the file while the run reads it (a
// step left running in the background, a process of the job's own), so every read opens it
// afresh as the settings found it (a regular file, of that size, no link in its place), and the
// bytes handed on are those the digest was taken of, or an error before their last chunk: the
// ledger names the bytes that were deployed, never others.






/**
 * The path was resolved through links when the settings were read: a link in its place now is a
 * change, not followed. Non-blocking, so that a FIFO put there is refused, not waited on.
 */
const GIVEN_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOFOLLOW ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK ?? 0);
/** How much of the file one read takes. */
const CHUNK_BYTES = 256 * 1024;
/** What an open's failure says of a file that was there, a regular file, when it was checked. */
const GONE = {
    ENOENT: 'it is gone',
    ELOOP: 'a link is in its place',
    EACCES: 'it can no longer be read (permission denied)',
    EPERM: 'it can no longer be read (operation not permitted)',
};
function changed(file, what, cause) {
    return new _error_js__WEBPACK_IMPORTED_MODULE_4__/* .ArchiveError */ .d(`The archive given, ${file.path}, changed while this step read it: ${what}. Let what ` +
        'writes it end before this step, or give a copy that nothing else writes.', cause === undefined ? undefined : { cause });
}
/** The file is shorter now than the settings found it: it ends at byte `at`. */
function endsEarly(file, at) {
    return changed(file, `it ends after ${at} of its ${file.size} bytes`);
}
function mismatch(file, sha256) {
    return changed(file, `its bytes are no longer those whose sha256 is ${sha256}`);
}
/** The file opened as the settings found it, or an ArchiveError that says what changed. */
function openGiven(file) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(file.path, GIVEN_FLAGS);
    }
    catch (error) {
        const code = error.code ?? '';
        const what = GONE[code];
        if (what)
            throw changed(file, `${what} (${code})`, error);
        // Not a change (too many open files, an input/output error): said as it is.
        throw new _error_js__WEBPACK_IMPORTED_MODULE_4__/* .ArchiveError */ .d(`Could not open the archive given, ${file.path}: ${error.message}.`, { cause: error });
    }
    try {
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fstatSync)(fd);
        if (!stat.isFile())
            throw changed(file, 'it is no longer a regular file');
        if (stat.size !== file.size) {
            throw changed(file, `it is now ${stat.size} bytes, not the ${file.size} it was`);
        }
        return fd;
    }
    catch (error) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
        throw error;
    }
}
const readAsync = (0,node_util__WEBPACK_IMPORTED_MODULE_3__.promisify)(node_fs__WEBPACK_IMPORTED_MODULE_1__.read);
const openAsync = (0,node_util__WEBPACK_IMPORTED_MODULE_3__.promisify)(node_fs__WEBPACK_IMPORTED_MODULE_1__.open);
/** How much of a zip's end is kept for its entry count: the end record, its comment, ZIP64's. */
const TAIL_BYTES = 128 * 1024;
/**
 * The archive's sha256 and, for a zip, the entry count its end record states, both of the same
 * bytes, read once. With the digest known already, only the end is read.
 */
async function readGivenFacts(file, signal) {
    const fd = openGiven(file);
    try {
        const start = Math.max(0, file.size - TAIL_BYTES);
        const tail = Buffer.alloc(file.size - start);
        if (file.sha256 !== undefined) {
            const { bytesRead } = await readAsync(fd, tail, 0, tail.length, start);
            if (bytesRead < tail.length) {
                throw endsEarly(file, start + bytesRead);
            }
            return { sha256: file.sha256, files: countOf(file, tail, start) };
        }
        const sha256 = await digestOf(fd, file.size, tail, (at) => endsEarly(file, at), signal);
        return { sha256, files: countOf(file, tail, start) };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}
/**
 * The sha256 of the first `size` bytes of the file open at `fd`, its last `tail.length` copied
 * into `tail`; `ended` is the error for a file that ends sooner. Two buffers take turns, one read
 * while the other is hashed: a fresh buffer for each chunk costs its pages' first touch (on this
 * project's machines, more than the hash), and one read after another leaves the hash waiting.
 */
async function digestOf(fd, size, tail, ended, signal) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    const buffers = [Buffer.allocUnsafe(CHUNK_BYTES), Buffer.allocUnsafe(CHUNK_BYTES)];
    const tailStart = size - tail.length;
    const readAt = (at, buffer) => readAsync(fd, buffer, 0, Math.min(CHUNK_BYTES, size - at), at);
    let at = 0;
    let turn = 0;
    let reading = size > 0 ? readAt(0, buffers[0]) : undefined;
    while (reading) {
        const { bytesRead, buffer } = await reading;
        if (bytesRead === 0)
            throw ended(at);
        signal?.throwIfAborted();
        const chunk = buffer.subarray(0, bytesRead);
        const chunkAt = at;
        at += bytesRead;
        turn = 1 - turn;
        reading = at < size ? readAt(at, buffers[turn]) : undefined;
        hash.update(chunk);
        if (at > tailStart) {
            chunk.copy(tail, Math.max(0, chunkAt - tailStart), Math.max(0, tailStart - chunkAt));
        }
    }
    return hash.digest('hex');
}
function countOf(file, tail, start) {
    return file.format === 'zip' ? zipEntryCount(tail, start) : undefined;
}
/** How many chunks the reader of a given archive keeps read ahead, and spare for reuse. */
const AHEAD_CHUNKS = 4;
const SPARE_CHUNKS = 8;
/**
 * The archive's bytes, exactly those whose digest is `sha256`: the stream fails with an
 * ArchiveError instead of giving its last chunk when they are not (an upload that stops there
 * has not sent the whole body, so nothing is deployed from it). A stream of whole chunks, which
 * a consumer that is done with one may give back (`recycle`) to be read into again: the upload
 * does, once the socket has written it (a fresh buffer for every chunk took four times as long
 * here). Read as the consumer asks, a chunk at a time, without waiting on the thread pool: the
 * digest was usually just taken and the bytes are in the page cache; when not (a digest known
 * already, an archive larger than the memory), a read from disk holds the event loop for a few
 * milliseconds (a 256 MiB file not cached: 57 ms at the longest here), far within the upload's
 * time limits.
 */
function exactBytes(file, sha256) {
    let fd;
    let at = 0;
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    const pool = new _chunk_pool_js__WEBPACK_IMPORTED_MODULE_5__/* .ChunkPool */ .E(CHUNK_BYTES, SPARE_CHUNKS);
    const reader = new node_stream__WEBPACK_IMPORTED_MODULE_2__.Readable({
        // Chunks as they were read: a byte stream's read() would join them into new buffers.
        objectMode: true,
        highWaterMark: AHEAD_CHUNKS,
        read() {
            try {
                fd ??= openGiven(file);
                if (at === file.size) {
                    // An empty file has no last chunk to hold back.
                    if (file.size === 0 && hash.digest('hex') !== sha256)
                        throw mismatch(file, sha256);
                    this.push(null);
                    return;
                }
                const buffer = pool.take(Math.min(CHUNK_BYTES, file.size - at));
                const bytesRead = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, buffer, 0, buffer.length, at);
                if (bytesRead === 0)
                    throw endsEarly(file, at);
                const chunk = buffer.subarray(0, bytesRead);
                hash.update(chunk);
                at += bytesRead;
                if (at === file.size && hash.digest('hex') !== sha256)
                    throw mismatch(file, sha256);
                this.push(pool.give(buffer, bytesRead));
            }
            catch (error) {
                this.destroy(error);
            }
        },
        destroy(error, done) {
            try {
                if (fd !== undefined)
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
                fd = undefined;
            }
            finally {
                done(error);
            }
        },
    });
    return pool.reusing(reader);
}
/**
 * A file's sha256, of its bytes up to the size it has when opened (a kept archive read back, a
 * file in the ledger's folder): read as the given archive's digest is.
 */
async function sha256Of(path, signal) {
    const fd = await openAsync(path, 'r');
    try {
        const { size } = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fstatSync)(fd);
        const ended = (at) => new Error(`${path} ended after ${at} of its ${size} bytes`);
        return await digestOf(fd, size, Buffer.alloc(0), ended, signal);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}
/** The end record is 22 bytes, after which a comment of up to 65,535 bytes may follow. */
const END_RECORD_SEARCH = 22 + 0xffff;
/**
 * The entry count a zip's end of central directory record (or its ZIP64 record) states, read
 * from `tail`, the file's bytes from offset `start` to its end; undefined when they hold none
 * that reads cleanly.
 */
function zipEntryCount(tail, start) {
    const from = Math.max(0, tail.length - END_RECORD_SEARCH);
    for (let at = tail.length - 22; at >= from; at--) {
        if (tail.readUInt32LE(at) !== 0x06054b50)
            continue;
        if (at + 22 + tail.readUInt16LE(at + 20) !== tail.length)
            continue;
        const count = tail.readUInt16LE(at + 10);
        if (count !== 0xffff)
            return count;
        // ZIP64: the locator sits just before the end record and points at the ZIP64 record.
        if (at < 20 || tail.readUInt32LE(at - 20) !== 0x07064b50)
            return undefined;
        const offset = Number(tail.readBigUInt64LE(at - 12)) - start;
        if (offset < 0 || offset + 56 > tail.length)
            return undefined;
        if (tail.readUInt32LE(offset) !== 0x06064b50)
            return undefined;
        return Number(tail.readBigUInt64LE(offset + 32));
    }
    return undefined;
}


/***/ }),

/***/ 99373:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   fu: () => (/* binding */ backOff),
/* harmony export */   ml: () => (/* binding */ systemClock)
/* harmony export */ });
/* unused harmony exports MAX_TIMER_MS, monotonicMs */
/** The pauses of a back-off from `first` (`defaultFirst` unless paced) to its longest. */
function backOff(first, defaultFirst, defaultLast) {
    if (first === undefined)
        return { first: defaultFirst, last: defaultLast };
    return { first, last: Math.max(first, Math.round((defaultLast * first) / defaultFirst)) };
}
/**
 * The longest delay one Node timer holds (2^31 - 1 ms, about 24.8 days). A longer one fires at
 * once with a warning, and AbortSignal.timeout throws a RangeError past 2^32 - 1, so longer
 * waits are made of several timers in a row.
 */
const MAX_TIMER_MS = 2 ** 31 - 1;
/**
 * Milliseconds on the monotonic clock, which no change of the wall clock moves: what
 * `performance.now()` counts, read from `process.hrtime` because the global `performance` loads
 * node:perf_hooks on first use, some 2 ms of a skipped run's start.
 */
function monotonicMs() {
    return Number(process.hrtime.bigint()) / 1e6;
}
/** node:timers/promises' setTimeout, loaded by the first wait: a skipped run never waits. */
const delay = () => process.getBuiltinModule('node:timers/promises').setTimeout;
/** `ms` as a delay a timer can be asked for: a negative or NaN one is no delay at all. */
function delayOf(ms) {
    return Number.isNaN(ms) || ms < 0 ? 0 : ms;
}
async function sleep(ms, signal) {
    // Measured against the monotonic clock, so that a wall-clock change cannot end a wait early.
    const end = monotonicMs() + delayOf(ms);
    const options = signal ? { signal } : undefined;
    try {
        do {
            // Infinity stays Infinity here and is waited for in steps until the signal aborts.
            await delay()(Math.min(MAX_TIMER_MS, Math.max(0, end - monotonicMs())), undefined, options);
        } while (monotonicMs() < end);
    }
    catch (error) {
        // Node rejects with its own AbortError; callers look at why the run was stopped.
        throw signal?.aborted ? signal.reason : error;
    }
}
function timeout(ms) {
    const wait = delayOf(ms);
    if (wait <= MAX_TIMER_MS)
        return AbortSignal.timeout(wait);
    const controller = new AbortController();
    const end = monotonicMs() + wait;
    const arm = () => {
        const left = end - monotonicMs();
        if (left <= 0) {
            controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
            return;
        }
        // Unreferenced, as AbortSignal.timeout's own timer is: a pending deadline alone does not
        // keep the process running.
        setTimeout(arm, Math.min(MAX_TIMER_MS, left)).unref();
    };
    arm();
    return controller.signal;
}
const systemClock = {
    now: () => Date.now(),
    sleep,
    timeout,
};


/***/ }),

/***/ 83916:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D9: () => (/* binding */ errorCodeOf),
/* harmony export */   n2: () => (/* binding */ AmezmoDeployError)
/* harmony export */ });
/* unused harmony export ERROR_CODES */
// What the project's errors are, in one table: each error's stable code, what it means, and the
// command line's exit code it ends a run with. The failure line, the reports and the exit code
// read `errorCode` instead of asking which class an error is. A code names what the failure is,
// never how it is worded: once shipped it is never changed nor given to another failure. It is
// not `code`: `ApiError.code` is the service's own code and `NetworkError.code` the system's.
/** Every error code, by area; a new error class adds its codes here. */
const ERROR_CODES = {
    // Settings and the command line
    'input-invalid': { means: 'a setting (input, flag or variable) cannot be used', exit: 'usage' },
    'usage-invalid': { means: 'the command line cannot be run as given', exit: 'usage' },
    'ref-invalid': { means: 'the event names a ref that is not a name git allows', exit: 'failed' },
    'ref-missing': {
        means: 'no ref is known, so whether to deploy cannot be decided',
        exit: 'failed',
    },
    'pattern-invalid': {
        means: 'a branch or tag pattern is not a valid PCRE pattern',
        exit: 'failed',
    },
    'pattern-unsupported': {
        means: 'a branch or tag pattern uses PCRE that cannot be matched as PHP does',
        exit: 'failed',
    },
    'run-cancelled': {
        means: 'the run was cancelled (a signal, a cancelled workflow)',
        exit: 'failed',
    },
    // The archive
    'archive-invalid': {
        means: 'the archive cannot be built: a file unreadable or unfit, or the archive too large',
        exit: 'failed',
    },
    // The HTTP core, for every service
    'network-unreachable': { means: 'no connection could be made to the service', exit: 'failed' },
    'network-interrupted': {
        means: 'the connection failed before a whole answer came',
        exit: 'failed',
    },
    'tls-untrusted': { means: "the server's TLS certificate is not trusted", exit: 'failed' },
    'proxy-refused': { means: 'the proxy would not open a tunnel to the service', exit: 'failed' },
    'header-invalid': {
        means: 'the key holds a character an HTTP header cannot carry',
        exit: 'failed',
    },
    'redirect-refused': {
        means: 'the service answered with a redirect that is not followed',
        exit: 'failed',
    },
    'answer-unexpected': {
        means: 'the service answered success with a body that cannot be used',
        exit: 'failed',
    },
    'answer-malformed': {
        means: 'an answer lacks a field, or holds one of the wrong kind',
        exit: 'failed',
    },
    'cancelled-after-send': {
        means: 'a request was cancelled after it was sent whole: the server may act on it',
        exit: 'failed',
    },
    'answered-before-sent': {
        means: 'the server answered an upload before it was sent whole',
        exit: 'failed',
    },
    // The Amezmo API
    'api-unauthorized': { means: 'the Amezmo API refused the key (401)', exit: 'failed' },
    'api-forbidden': { means: 'the Amezmo API key may not do this (403)', exit: 'failed' },
    'api-error-status': {
        means: 'the Amezmo API answered with another error status',
        exit: 'failed',
    },
    // One deployment
    'upload-uncertain': {
        means: 'no answer came for the archive, or one came before it was sent whole: the deployment may exist',
        exit: 'uncertain',
    },
    'launch-timed-out': { means: 'the instance had not launched in time', exit: 'failed' },
    'status-refused': { means: "the API refused to tell a deployment's status", exit: 'failed' },
    'status-not-followed': { means: 'a deployment could not be followed to its end', exit: 'failed' },
    'status-malformed': { means: "a deployment's status answer cannot be used", exit: 'failed' },
    'status-unreadable': {
        means: "a deployment's status could not be read this time",
        exit: 'failed',
    },
    'wait-timed-out': {
        means: 'the deployment had not ended within the wait timeout',
        exit: 'timedOut',
    },
    'deployment-failed': {
        means: 'the deployment ended with a status other than success',
        exit: 'failed',
    },
    'release-unhealthy': {
        means: 'the release was not proven healthy (unhealthy, or never live), and no rollback was asked for',
        exit: 'unhealthyLive',
    },
    'release-rolled-back': {
        means: 'the release was unhealthy and the last healthy release was deployed again',
        exit: 'rolledBack',
    },
    'rollback-failed': {
        means: 'the release was unhealthy and no rollback could be made',
        exit: 'unhealthyLive',
    },
    'promotion-refused': {
        means: "the source environment's live release may not be promoted: not recorded, not healthy, not soaked, or its bytes not kept",
        exit: 'failed',
    },
    'rollout-stopped': {
        means: 'a target of a rollout in waves was not proven healthy, so the rollout stopped there',
        exit: 'failed',
    },
    'release-behind-live': {
        means: 'the commit to deploy is behind (an ancestor of) the live release, and allow-older is off',
        exit: 'failed',
    },
    'checks-not-passed': {
        means: "the commit's required checks failed, were still pending or missing at checks-timeout, or could not be read",
        exit: 'failed',
    },
    'checks-malformed': {
        means: "GitHub answered a commit's check runs or statuses with a body that cannot be used",
        exit: 'failed',
    },
    // The ledger and the kept bytes
    'ledger-folder-unusable': {
        means: 'the ledger folder cannot be read, made or written',
        exit: 'failed',
    },
    'artifact-unavailable': {
        means: "a release's kept bytes cannot be kept or read back",
        exit: 'failed',
    },
    'digest-mismatch': {
        means: 'the kept bytes read back are not those the ledger recorded',
        exit: 'failed',
    },
    'release-untrusted': {
        means: "a release's record or artifact is not one this repository's runs made",
        exit: 'failed',
    },
    // GitHub
    'github-rate-limited': { means: "GitHub's rate limit refused a request", exit: 'failed' },
    'github-error-status': { means: 'the GitHub API answered with an error status', exit: 'failed' },
    'compare-malformed': {
        means: "GitHub's compare API answered without a status that can be used",
        exit: 'failed',
    },
    // The environments job
    'environments-file-invalid': { means: 'the environments file has problems', exit: 'failed' },
    'environments-not-applied': {
        means: 'the settings read back after applying are not those applied',
        exit: 'failed',
    },
    // The preview job
    'preview-not-ours': { means: 'the instance is not a preview this action made', exit: 'failed' },
    'instance-limit-reached': {
        means: "the account's instance limit leaves no room",
        exit: 'failed',
    },
    'preview-command-refused': { means: 'a /preview command was refused', exit: 'failed' },
    'preview-over-budget': { means: 'the preview would go over its budget', exit: 'failed' },
    'preview-teardown-failed': {
        means: 'a preview instance could not be terminated',
        exit: 'failed',
    },
};
/** The base of every error the project throws: a message for the user, a code for the code. */
class AmezmoDeployError extends Error {
    /** How the command line ends a run that fails with this error. */
    get exit() {
        return ERROR_CODES[this.errorCode].exit;
    }
}
/** The code of anything thrown, or undefined when it is not one of the project's errors. */
function errorCodeOf(error) {
    return error instanceof AmezmoDeployError ? error.errorCode : undefined;
}


/***/ }),

/***/ 16264:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Fu: () => (/* binding */ shortSha),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
/* unused harmony exports DURATION_UNITS, formatDuration */
/** A size as people read it: `512 B`, `2.0 KiB`, `600 MiB`. */
function formatBytes(bytes) {
    if (bytes < 1024)
        return `${bytes} B`;
    const units = ['KiB', 'MiB', 'GiB'];
    let value = bytes / 1024;
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
        value /= 1024;
        unit++;
    }
    return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
/** A commit as people read it: its first 7 characters (the whole of anything that is no sha). */
function shortSha(commit) {
    return /^[0-9a-f]{40,64}$/.test(commit) ? commit.slice(0, 7) : commit;
}
/** The units a duration is written in (`30m`, `2h`, `1h30m`), largest first, in seconds. */
const DURATION_UNITS = { d: 86_400, h: 3_600, m: 60, s: 1 };
/** Seconds as a duration is written: `1h 30m`, `45s`, `0s`. */
function formatDuration(seconds) {
    let left = Math.max(0, Math.round(seconds));
    const parts = [];
    for (const [unit, size] of Object.entries(DURATION_UNITS)) {
        if (left >= size) {
            parts.push(`${Math.floor(left / size)}${unit}`);
            left %= size;
        }
    }
    return parts.length > 0 ? parts.join(' ') : '0s';
}


/***/ }),

/***/ 19556:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ readRunContext),
/* harmony export */   T8: () => (/* binding */ splitRepository)
/* harmony export */ });
/* unused harmony export isGitRefName */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

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

/***/ 66417:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   MA: () => (/* binding */ isPermissionRefusal),
/* harmony export */   OS: () => (/* binding */ GitHubApiError),
/* harmony export */   jh: () => (/* binding */ GitHubClient),
/* harmony export */   qN: () => (/* binding */ repoPath)
/* harmony export */ });
/* unused harmony export API_VERSION */
/* harmony import */ var _http_index_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(28902);
/* harmony import */ var _http_index_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(71517);
/* harmony import */ var _http_index_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(28694);
/* harmony import */ var _http_index_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(58549);
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(99373);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(83916);
/* harmony import */ var _logger_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(86999);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(311);
// GitHub's REST API, through the same HTTP core and transport as the Amezmo client: one proxy
// behaviour (HTTPS_PROXY, NO_PROXY, checked once), one set of time limits and one redirect rule
// for every call a job makes. The few endpoints the actions use need JSON in and out, the token,
// paging by the Link header, and retries of what is safe to repeat; not the whole of Octokit,
// whose HTTP stack (undici) would read the proxy variables its own way.





const SERVICE = 'GitHub API';
/** The REST API's version this client is written for. */
const API_VERSION = '2022-11-28';
/** The most pages read of one list: 100 items each. */
const MAX_PAGES = 50;
/** `/repos/{owner}/{repo}` and `rest`, each segment encoded. */
function repoPath({ owner, repo }, rest = '') {
    return `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}${rest}`;
}
/** GitHub answered with an error status. */
class GitHubApiError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .AmezmoDeployError */ .n2 {
    status;
    operation;
    /** GitHub's own message, one line. */
    githubMessage;
    documentationUrl;
    /** The server's Retry-After, when it sent one. */
    retryAfterMs;
    /**
     * Set when the answer is a rate limit (429, or 403 with no requests left or a secondary
     * limit), not a refusal: how long until GitHub takes requests again, when it says.
     */
    rateLimit;
    constructor(status, operation, answer, now) {
        const body = parseObject(answer.text);
        const message = typeof body?.message === 'string' ? oneLine(body.message) : undefined;
        const rateLimit = rateLimitOf(status, answer, message, now);
        super(rateLimit
            ? `GitHub API: ${operation} was refused by GitHub's rate limit (${status})` +
                (rateLimit.resetInMs === undefined
                    ? ''
                    : `, until ${new Date(now + rateLimit.resetInMs).toISOString().slice(11, 19)} UTC`) +
                (message ? `: ${message}` : '')
            : `GitHub API: ${operation} answered ${status}${message ? `: ${message}` : ''}`);
        this.name = 'GitHubApiError';
        this.status = status;
        this.operation = operation;
        this.githubMessage = message;
        this.documentationUrl =
            typeof body?.documentation_url === 'string' ? body.documentation_url : undefined;
        this.retryAfterMs = (0,_http_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseRetryAfter */ .mu)(answer.header('retry-after'), now);
        this.rateLimit = rateLimit;
    }
    get errorCode() {
        return this.rateLimit ? 'github-rate-limited' : 'github-error-status';
    }
}
/**
 * Whether an answer is GitHub's rate limit, and when it resets: a 429, or a 403 that says no
 * requests are left (`x-ratelimit-remaining: 0`) or names a secondary limit. `retry-after` (in
 * seconds) wins over `x-ratelimit-reset` (the epoch second it resets at).
 */
function rateLimitOf(status, answer, message, now) {
    const limited = status === 429 ||
        (status === 403 &&
            (answer.header('x-ratelimit-remaining') === '0' || /rate limit/i.test(message ?? '')));
    if (!limited)
        return undefined;
    const retryAfter = (0,_http_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseRetryAfter */ .mu)(answer.header('retry-after'), now);
    if (retryAfter !== undefined)
        return { resetInMs: retryAfter };
    const reset = Number(answer.header('x-ratelimit-reset'));
    return {
        resetInMs: Number.isFinite(reset) && reset > 0 ? Math.max(0, reset * 1000 - now) : undefined,
    };
}
/**
 * Whether GitHub refused for want of a permission (403 or 404), as opposed to a rate limit or a
 * failure: the advice is then to give the job the permission.
 */
function isPermissionRefusal(error) {
    return (error instanceof GitHubApiError &&
        error.rateLimit === undefined &&
        (error.status === 403 || error.status === 404));
}
class GitHubClient {
    settings;
    clock;
    logger;
    random;
    policy;
    maxRateLimitWaitMs;
    graphqlUrl;
    identity;
    constructor(options) {
        const baseUrl = options.apiUrl.replace(/\/+$/, '');
        this.clock = options.clock ?? _clock_js__WEBPACK_IMPORTED_MODULE_2__/* .systemClock */ .ml;
        this.logger = options.logger ?? _logger_js__WEBPACK_IMPORTED_MODULE_3__/* .silentLogger */ .q;
        this.random = options.random ?? Math.random;
        this.policy = {
            maxAttempts: options.maxAttempts ?? 3,
            baseDelayMs: options.retryDelayMs ?? 1_000,
            // The pause doubles without a ceiling, and an answer's Retry-After is not waited for:
            // only a rate limit's reset is.
            maxDelayMs: Infinity,
            maxRetryAfterMs: 0,
        };
        this.maxRateLimitWaitMs = options.maxRateLimitWaitMs ?? 60_000;
        this.graphqlUrl = options.graphqlUrl ?? defaultGraphqlUrl(baseUrl);
        this.settings = {
            service: SERVICE,
            baseUrl,
            // As Octokit sends an installation or personal token.
            authorization: `token ${options.token}`,
            secret: options.token,
            // As Octokit sends it (test/github/rest.test.ts holds the two side by side).
            accept: 'application/vnd.github.v3+json',
            userAgent: `amezmo-deploy/${_version_js__WEBPACK_IMPORTED_MODULE_4__/* .VERSION */ .x}`,
            transport: options.transport ?? (0,_http_index_js__WEBPACK_IMPORTED_MODULE_5__/* .createTransport */ .o)(new URL(baseUrl).protocol, options.proxyEnv),
            connectTimeoutMs: options.connectTimeoutMs ?? 10_000,
            answerTimeoutMs: options.answerTimeoutMs ?? 30_000,
            stallTimeoutMs: 60_000,
            now: () => this.clock.now(),
            timeout: (ms) => this.clock.timeout(ms),
            // A renamed repository's API answers 307 or 308 to its new address on the same host.
            followSameOriginBodies: true,
        };
    }
    /** Closes the connections this client opened. */
    close() {
        this.settings.transport.destroy();
    }
    /** Closes the client when held with `await using`, however the block ends. */
    async [Symbol.asyncDispose]() {
        this.close();
    }
    /**
     * Who the token acts as, asked once of GitHub's GraphQL `viewer` (which answers for an
     * installation token, the job's own among them, where REST's GET /user does not); undefined
     * when GitHub will not say.
     */
    whoAmI() {
        this.identity ??= this.askIdentity();
        return this.identity;
    }
    async askIdentity() {
        const url = new URL(this.graphqlUrl);
        // The token goes to GitHub's own address only, whatever GITHUB_GRAPHQL_URL says.
        if (url.origin !== new URL(this.settings.baseUrl).origin)
            return undefined;
        try {
            const answer = await (0,_http_index_js__WEBPACK_IMPORTED_MODULE_6__/* .request */ .Em)({
                ...this.settings,
                baseUrl: `${url.origin}${url.pathname}`,
                followSameOriginBodies: false,
            }, { method: 'POST', path: '', json: { query: 'query { viewer { login } }' } });
            if (answer.status >= 300)
                return undefined;
            const login = parseObject(answer.text)?.data
                ?.viewer?.login;
            return typeof login === 'string' && login !== '' ? { login } : undefined;
        }
        catch {
            return undefined;
        }
    }
    /** Sends one call and answers its JSON body, or undefined for an empty one (204). */
    async request(method, path, options = {}) {
        const answer = await this.send(method, path, options);
        return answer.status === 204 || answer.text.trim() === ''
            ? undefined
            : (0,_http_index_js__WEBPACK_IMPORTED_MODULE_6__/* .parseJsonAnswer */ .oV)(SERVICE, (0,_http_index_js__WEBPACK_IMPORTED_MODULE_6__/* .operationOf */ .zI)({ method, path }), answer);
    }
    /**
     * Every item of a list, page by page as its Link header leads (on the same origin), 100 a
     * page, at most MAX_PAGES pages. With `list`, each page is an object holding the list under
     * that key (`check_runs`, `statuses`), as some of GitHub's endpoints answer.
     */
    async paginate(path, options = {}) {
        const items = [];
        let next = withQuery(path, { per_page: 100, ...options.query });
        for (let page = 0; next !== undefined && page < MAX_PAGES; page++) {
            const answer = await this.send('GET', next, { signal: options.signal });
            const operation = (0,_http_index_js__WEBPACK_IMPORTED_MODULE_6__/* .operationOf */ .zI)({ method: 'GET', path: next });
            const body = (0,_http_index_js__WEBPACK_IMPORTED_MODULE_6__/* .parseJsonAnswer */ .oV)(SERVICE, operation, answer);
            const list = options.list === undefined ? body : listIn(body, options.list);
            if (!Array.isArray(list)) {
                throw new _http_index_js__WEBPACK_IMPORTED_MODULE_7__/* .UnexpectedResponseError */ .dk(operation, options.list === undefined
                    ? `${answer.status} with ${typeof body} where a list was expected`
                    : `${answer.status} without a list '${options.list}'`, SERVICE);
            }
            items.push(...list);
            next = nextPage(answer, this.settings.baseUrl);
        }
        return items;
    }
    async send(method, path, options) {
        const call = {
            method,
            path: options.query ? withQuery(path, options.query) : path,
            ...(options.body === undefined ? {} : { json: options.body }),
            signal: options.signal,
        };
        const operation = (0,_http_index_js__WEBPACK_IMPORTED_MODULE_6__/* .operationOf */ .zI)(call);
        // A POST makes something (a deployment, a comment): it is repeated only when GitHub cannot
        // have acted on it. Reads, edits and statuses are safe to repeat.
        const creates = method === 'POST' && !/\/statuses$/.test(path);
        return (0,_http_index_js__WEBPACK_IMPORTED_MODULE_1__/* .withRetries */ .LH)(async () => {
            const answer = await (0,_http_index_js__WEBPACK_IMPORTED_MODULE_6__/* .request */ .Em)(this.settings, call);
            if (answer.status < 300)
                return answer;
            throw new GitHubApiError(answer.status, operation, answer, this.clock.now());
        }, {
            kind: creates ? 'create' : 'idempotent',
            policy: this.policy,
            clock: this.clock,
            random: this.random,
            signal: call.signal,
            statusOf: (error) => (error instanceof GitHubApiError ? error.status : undefined),
            // A rate limit is waited out once, when it resets within the cap (GitHub acted on
            // nothing meanwhile); one that resets later is reported at once, as a rate limit.
            limitOf: (error) => error instanceof GitHubApiError && error.rateLimit
                ? { waitMs: rateLimitWaitOf(error, this.maxRateLimitWaitMs) }
                : undefined,
            onLimit: (_error, wait) => this.logger.info(`${SERVICE}: ${operation} hit GitHub's rate limit; trying again in ` +
                `${(wait / 1000).toFixed(1)} s, when it resets.`),
            onRetry: (error, delay, next) => this.logger.info(`${SERVICE}: ${operation} failed (${describe(error)}); trying again in ` +
                `${(delay / 1000).toFixed(1)} s (attempt ${next} of ${this.policy.maxAttempts}).`),
        });
    }
}
/** How long to wait for a rate limit to reset, when it resets within `cap`; else undefined. */
function rateLimitWaitOf(error, cap) {
    // A secondary limit that names no time is asked again after a minute, as GitHub advises.
    const wait = error.rateLimit?.resetInMs ?? 60_000;
    return wait <= cap ? Math.max(wait, 1_000) : undefined;
}
/** The GraphQL endpoint beside a REST address: /graphql on github.com, /api/graphql on GHES. */
function defaultGraphqlUrl(baseUrl) {
    const url = new URL(baseUrl);
    url.pathname = url.pathname.replace(/\/v3\/?$/, '').replace(/\/$/, '') + '/graphql';
    return url.href;
}
function describe(error) {
    if (error instanceof GitHubApiError)
        return `${error.status}`;
    if (error instanceof Error)
        return error.message.replace(/\.$/, '');
    return String(error);
}
function withQuery(path, query) {
    const url = new URL(path, 'http://placeholder');
    for (const [name, value] of Object.entries(query)) {
        if (value !== undefined)
            url.searchParams.set(name, String(value));
    }
    return `${url.pathname}${url.search}`;
}
/**
 * The next page's path below the base URL, from the Link header; none when there is no next
 * page, or when it would leave the API's own address (the token goes nowhere else).
 */
function nextPage(answer, baseUrl) {
    const link = answer.header('link');
    const next = link
        ?.split(',')
        .map((part) => /<([^>]+)>\s*;\s*rel="?next"?/.exec(part)?.[1])
        .find((href) => href !== undefined);
    if (next === undefined)
        return undefined;
    let url;
    try {
        url = new URL(next, answer.url);
    }
    catch {
        return undefined;
    }
    const base = new URL(baseUrl);
    const prefix = base.pathname.replace(/\/$/, '');
    if (url.origin !== base.origin || !url.pathname.startsWith(`${prefix}/`))
        return undefined;
    return `${url.pathname.slice(prefix.length)}${url.search}`;
}
/** The value under `key` of an answer that is an object; undefined for any other answer. */
function listIn(body, key) {
    return typeof body === 'object' && body !== null && !Array.isArray(body)
        ? body[key]
        : undefined;
}
function parseObject(text) {
    try {
        const value = JSON.parse(text);
        return typeof value === 'object' && value !== null && !Array.isArray(value)
            ? value
            : undefined;
    }
    catch {
        return undefined;
    }
}
function oneLine(text) {
    const line = text.replace(/\s+/g, ' ').trim();
    return line.length > 300 ? `${line.slice(0, 299)}\u2026` : line;
}


/***/ }),

/***/ 58549:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $9: () => (/* binding */ TlsCertificateError),
/* harmony export */   Au: () => (/* binding */ codedError),
/* harmony export */   Dk: () => (/* binding */ AnsweredBeforeSentError),
/* harmony export */   Dr: () => (/* binding */ NetworkError),
/* harmony export */   E6: () => (/* binding */ AbortedAfterSendError),
/* harmony export */   Lx: () => (/* binding */ RedirectError),
/* harmony export */   Ne: () => (/* binding */ ProxyRefusedError),
/* harmony export */   dk: () => (/* binding */ UnexpectedResponseError),
/* harmony export */   h6: () => (/* binding */ NEVER_CONNECTED),
/* harmony export */   rd: () => (/* binding */ InvalidHeaderError)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(83916);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(16264);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(27194);
// The errors of the HTTP core, whichever service it talks to: a connection that failed, an answer
// that cannot be used, a redirect not followed, a certificate or a proxy that refused, an upload
// whose outcome is uncertain. The Amezmo API's own error answers are src/api/errors.ts's.



/**
 * A low-level failure of the exchange (a time limit, a stalled upload), coded as Node codes its
 * own, for `NetworkError` to name: `CONNECT_TIMEOUT`, `UPLOAD_STALLED`.
 */
function codedError(message, code) {
    return Object.assign(new Error(message), { code });
}
/** The service could not be reached, or the connection failed before a whole answer came. */
class NetworkError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .AmezmoDeployError */ .n2 {
    host;
    operation;
    /** The system, Node or own error code, e.g. `ECONNREFUSED`. */
    code;
    /** Whether the whole request body had been handed to the connection when it failed. */
    requestSent;
    constructor(host, operation, code, requestSent, cause) {
        super(`Could not reach ${host}: ${describeNetworkCode(code)} (${code})`, { cause });
        this.name = 'NetworkError';
        this.host = host;
        this.operation = operation;
        this.code = code;
        this.requestSent = requestSent;
    }
    get errorCode() {
        return NEVER_CONNECTED.has(this.code) ? 'network-unreachable' : 'network-interrupted';
    }
}
const NETWORK_CAUSES = {
    ECONNREFUSED: 'connection refused',
    ECONNRESET: 'connection reset',
    EPIPE: 'connection closed while sending',
    ETIMEDOUT: 'timed out',
    CONNECT_TIMEOUT: 'timed out while connecting',
    HEADERS_TIMEOUT: 'timed out waiting for an answer',
    ANSWER_TIMEOUT: 'the whole answer did not arrive in time',
    ERR_PROXY_TUNNEL: 'the proxy would not open a connection to it',
    UPLOAD_STALLED: 'the upload made no progress',
    ENOTFOUND: 'host not found',
    EAI_AGAIN: 'host name lookup failed',
    EHOSTUNREACH: 'host unreachable',
    ENETUNREACH: 'network unreachable',
};
/**
 * Failures before any connection exists: nothing of the request can have arrived, and the
 * address or the network is wrong rather than the service.
 */
const NEVER_CONNECTED = new Set([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'EHOSTUNREACH',
    'ENETUNREACH',
    'CONNECT_TIMEOUT',
    'ERR_PROXY_TUNNEL',
]);
function describeNetworkCode(code) {
    if (NETWORK_CAUSES[code])
        return NETWORK_CAUSES[code];
    if (code.startsWith('ERR_TLS') || code.includes('CERT'))
        return 'TLS certificate problem';
    if (code.startsWith('HPE_'))
        return 'the answer was not HTTP';
    return 'network error';
}
/** The service answered success with a body this client cannot use. */
class UnexpectedResponseError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .AmezmoDeployError */ .n2 {
    errorCode = 'answer-unexpected';
    operation;
    /** What was wrong, without advice: `Amezmo API: GET /x answered 200 with an empty body`. */
    problem;
    /** `problem` completes "answered \u2026", e.g. `200 with an empty body`. */
    constructor(operation, problem, service = 'Amezmo API') {
        const what = `${service}: ${operation} answered ${problem}`;
        super(`${what}. Try again; if it persists, contact ${service.replace(/ API$/, '')} support.`);
        this.name = 'UnexpectedResponseError';
        this.operation = operation;
        this.problem = what;
    }
}
/** The longest Location shown: it comes from the server, and a message is one line. */
const MAX_LOCATION_LENGTH = 200;
/**
 * The service answered with a redirect that is not followed: to another host, from https to
 * http, or to a request that is not a GET (an upload among them: nothing was deployed). Asking
 * again gets the same answer, so it is never retried, and a wait that meets it ends at once.
 */
class RedirectError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .AmezmoDeployError */ .n2 {
    errorCode = 'redirect-refused';
    service;
    operation;
    status;
    /** Where the redirect pointed, as shown: without a user name or password, cut short. */
    location;
    reason;
    constructor(service, operation, status, location, reason) {
        const shown = location === undefined
            ? undefined
            : shorten((0,_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .withoutCredentials */ .r)(location), MAX_LOCATION_LENGTH);
        const to = shown === undefined ? '' : ` to ${shown}`;
        const credential = service === 'GitHub API' ? 'token' : 'API key';
        const why = {
            'other-origin': `${to}, another host: the ${credential} is sent to the base address's own host only, so it was not followed`,
            downgrade: `${to}, plain http: the ${credential} is never sent unencrypted, so it was not followed`,
            'not-followed': /^GET /.test(operation)
                ? `${to}, which is not followed`
                : `${to}: a request that changes something is never sent on elsewhere, so nothing was done`,
            'too-many': `${to}, one too many after a run of redirects`,
            'no-location': ' without saying where (no Location header)',
            'not-a-url': `${to}, which is not an address`,
        };
        super(`${service}: ${operation} was answered ${status}, a redirect${why[reason]}.`);
        this.name = 'RedirectError';
        this.service = service;
        this.operation = operation;
        this.status = status;
        this.location = shown;
        this.reason = reason;
    }
}
function shorten(text, length) {
    return text.length > length ? `${text.slice(0, length - 1)}\u2026` : text;
}
const CERTIFICATE_PROBLEMS = {
    DEPTH_ZERO_SELF_SIGNED_CERT: 'its certificate is self-signed',
    SELF_SIGNED_CERT_IN_CHAIN: 'its certificate chain ends in a self-signed certificate',
    UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'its certificate is signed by an authority the runner does not know',
    UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'its certificate is signed by an authority the runner does not know',
    CERT_HAS_EXPIRED: 'its certificate has expired',
    CERT_NOT_YET_VALID: 'its certificate is not valid yet',
    ERR_TLS_CERT_ALTNAME_INVALID: 'its certificate is for another host name',
    HOSTNAME_MISMATCH: 'its certificate is for another host name',
};
/**
 * The server's TLS certificate is not trusted. Asking again gives the same answer, so this is
 * never retried.
 */
class TlsCertificateError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .AmezmoDeployError */ .n2 {
    errorCode = 'tls-untrusted';
    host;
    operation;
    code;
    constructor(host, operation, code, cause) {
        const problem = CERTIFICATE_PROBLEMS[code] ?? 'its certificate is not trusted';
        super(`Could not trust ${host}: ${problem} (${code}). Check that 'base-url' names the Amezmo API; ` +
            `for a server of your own, give the runner its authority with NODE_EXTRA_CA_CERTS.`, { cause });
        this.name = 'TlsCertificateError';
        this.host = host;
        this.operation = operation;
        this.code = code;
    }
}
/**
 * The proxy would not open a tunnel to the API: its login failed (407) or its rules forbid the
 * host (403). Asking again gives the same answer, and a proxy may lock an account after a few
 * failed logins, so this is never retried.
 */
class ProxyRefusedError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .AmezmoDeployError */ .n2 {
    errorCode = 'proxy-refused';
    host;
    operation;
    status;
    /** `proxyVariable` is the variable that names the proxy, e.g. `https_proxy`. */
    constructor(host, operation, status, proxyVariable = 'HTTPS_PROXY', cause) {
        const [reason, advice] = status === 407
            ? [
                'Proxy Authentication Required',
                `Check the user and password in the proxy URL (${proxyVariable}); an @, : or % in ` +
                    'them is written percent-encoded, e.g. %40.',
            ]
            : [
                'Forbidden',
                `Ask for ${host} to be allowed through the proxy, or list it in NO_PROXY if the ` +
                    'runner can reach it directly.',
            ];
        super(`Could not reach ${host}: the proxy refused to open a tunnel (${status} ${reason}). ${advice}`, { cause });
        this.name = 'ProxyRefusedError';
        this.host = host;
        this.operation = operation;
        this.status = status;
    }
}
/** A request that could not be written at all: the key holds a character a header cannot carry. */
class InvalidHeaderError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .AmezmoDeployError */ .n2 {
    errorCode = 'header-invalid';
    operation;
    constructor(operation, cause) {
        super(`Could not send ${operation}: the API key holds a character an HTTP header cannot carry ` +
            `(a line break, a control character or a letter outside ASCII). Copy the key again from ` +
            `the Amezmo dashboard into the secret.`, { cause });
        this.name = 'InvalidHeaderError';
        this.operation = operation;
    }
}
/**
 * The caller's signal aborted an upload after its whole body was sent: the server may act on it.
 * `cause` is the caller's own reason.
 */
class AbortedAfterSendError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .AmezmoDeployError */ .n2 {
    errorCode = 'cancelled-after-send';
    operation;
    constructor(operation, reason) {
        super(`${operation} was cancelled after the whole request was sent`, { cause: reason });
        this.name = 'AbortedAfterSendError';
        this.operation = operation;
    }
}
/**
 * The server answered an upload with a success before the connection had taken the whole body:
 * it cannot have received the archive, so its answer is not the archive's deployment, whatever
 * it says. It may still have made one (of part of the archive, or of nothing).
 */
class AnsweredBeforeSentError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .AmezmoDeployError */ .n2 {
    errorCode = 'answered-before-sent';
    operation;
    status;
    sentBytes;
    /** The body's length; Infinity for a body streamed as its file was written. */
    totalBytes;
    /** `service` as messages name it, e.g. `Amezmo API`. */
    constructor(service, operation, status, sentBytes, totalBytes) {
        const of = Number.isFinite(totalBytes) ? ` of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatBytes */ .z3)(totalBytes)}` : '';
        super(`The ${service} answered ${status} to ${operation} before the whole archive was sent ` +
            `(${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatBytes */ .z3)(sentBytes)}${of} sent): the server cannot have received all of it`);
        this.name = 'AnsweredBeforeSentError';
        this.operation = operation;
        this.status = status;
        this.sentBytes = sentBytes;
        this.totalBytes = totalBytes;
    }
}


/***/ }),

/***/ 28694:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Em: () => (/* binding */ request),
/* harmony export */   NX: () => (/* binding */ MAX_REDIRECTS),
/* harmony export */   oV: () => (/* binding */ parseJsonAnswer),
/* harmony export */   zI: () => (/* binding */ operationOf)
/* harmony export */ });
/* unused harmony export urlEncoded */
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(57075);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(58549);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(27194);



/** An API record is a few kilobytes; a list of instances with their environments, more. */
const DEFAULT_MAX_ANSWER_BYTES = 8 * 1024 * 1024;
/** Enough of an error answer for its message; the rest of a long proxy page is not needed. */
const MAX_ERROR_BODY_BYTES = 64 * 1024;
/** A GET follows this many redirects on the same origin at most. */
const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Node's timers fire at once for a delay above this (about 24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;
const NETWORK_CODE = /^(ECONN[A-Z]+|EPIPE|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|EHOST[A-Z]+|ENET[A-Z]+|HPE_[A-Z_]+|ERR_PROXY_TUNNEL|ERR_TLS_[A-Z_]+|ERR_SSL_[A-Z_]+|[A-Z_]*CERT[A-Z_]*|UPLOAD_STALLED|CONNECT_TIMEOUT|HEADERS_TIMEOUT|ANSWER_TIMEOUT)$/;
// A certificate the runner does not trust stays untrusted however often it is asked again.
const CERTIFICATE_CODE = /^(DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_[A-Z_]+|CERT_[A-Z_]+|[A-Z_]*_CERT_[A-Z_]*|ERR_TLS_CERT_ALTNAME_INVALID|HOSTNAME_MISMATCH)$/;
// Node refuses a request it cannot write; the only value of ours it checks is the key's header.
const INVALID_REQUEST_CODE = /^(ERR_INVALID_CHAR|ERR_INVALID_HTTP_TOKEN)$/;
function operationOf(call) {
    return `${call.method} ${call.path}`;
}
function urlEncoded(fields) {
    return new URLSearchParams(fields).toString();
}
/**
 * Sends one request and answers what the server said, whatever the status: a caller reads its
 * own errors from an error status. A redirect is followed only to the same origin (scheme, host
 * and port), so that the credential never goes to another host nor from https to http, and only
 * by a GET (or, with `followSameOriginBodies`, a 307 or 308 whose body can be sent again), at
 * most MAX_REDIRECTS times. Any other redirect is a RedirectError naming where it pointed: an
 * upload's redirect means nothing was deployed, never that something may have been.
 */
async function request(settings, call) {
    const origin = new URL(settings.baseUrl).origin;
    let url = new URL(settings.baseUrl + call.path);
    for (const [name, value] of Object.entries(call.query ?? {})) {
        if (value !== undefined)
            url.searchParams.set(name, value);
    }
    for (let hops = 0;; hops++) {
        const answer = await requestOnce(settings, call, url);
        if (!REDIRECT_STATUSES.has(answer.status))
            return answer;
        url = redirectTarget(settings, call, answer, origin, hops);
    }
}
/** Where a redirect leads, when it may be followed; else the RedirectError that says why not. */
function redirectTarget(settings, call, answer, origin, hops) {
    const operation = operationOf(call);
    const location = answer.header('location');
    const fail = (reason, shown) => new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RedirectError */ .Lx(settings.service, operation, answer.status, shown, reason);
    if (location === undefined || location.trim() === '')
        throw fail('no-location');
    let target;
    try {
        target = new URL(location.trim(), answer.url);
    }
    catch {
        throw fail('not-a-url', location);
    }
    const downgrade = answer.url.protocol === 'https:' && target.protocol === 'http:';
    if (target.origin !== origin) {
        throw fail(downgrade ? 'downgrade' : 'other-origin', target.href);
    }
    const replayable = settings.followSameOriginBodies === true &&
        !call.file &&
        (answer.status === 307 || answer.status === 308);
    if (call.method !== 'GET' && !replayable)
        throw fail('not-followed', target.href);
    if (hops >= MAX_REDIRECTS)
        throw fail('too-many', target.href);
    return target;
}
/** One request to `url`, with its deadlines; the answer's body read up to its limit. */
async function requestOnce(settings, call, url) {
    const operation = operationOf(call);
    // The credential is the base URL's; `request` follows no redirect to another origin.
    const headers = {
        ...(settings.authorization ? { authorization: settings.authorization } : {}),
        accept: settings.accept,
        'user-agent': settings.userAgent,
    };
    const answerMs = clampTimer(settings.answerTimeoutMs);
    // One deadline covers the headers and the whole body, so that an answer that trickles in ends.
    const deadline = new AbortController();
    let answered = false;
    let started = false;
    const startDeadline = () => {
        if (started)
            return;
        started = true;
        settings
            .timeout(answerMs)
            .addEventListener('abort', () => deadline.abort(deadlineError(answered)), { once: true });
    };
    // An upload's answer is waited for once the whole body is out; sending has the stall limit.
    // The body's code loads on the first upload, and node:crypto (for its boundary) with it: a run
    // that only asks never pays for them (test/e2e/startup.test.ts), though an https:// service
    // brings node:crypto in with node:tls.
    let upload;
    if (call.file) {
        const { uploadBody } = await __nccwpck_require__.e(/* import() */ 254).then(__nccwpck_require__.bind(__nccwpck_require__, 92254));
        upload = await uploadBody({ fields: call.fields ?? [], file: call.file, onProgress: call.onProgress }, settings, startDeadline);
    }
    if (!upload)
        startDeadline();
    let body;
    if (upload) {
        Object.assign(headers, upload.headers);
        body = upload.stream;
    }
    else if (call.json !== undefined) {
        headers['content-type'] = 'application/json; charset=utf-8';
        body = JSON.stringify(call.json);
    }
    else if (call.fields) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = urlEncoded(call.fields);
    }
    const signals = [call.signal, upload?.stalled, deadline.signal].filter((s) => s !== undefined);
    try {
        const response = await exchange(settings, url, call.method, headers, body, signals, upload?.recycle);
        answered = true;
        const status = response.statusCode ?? 0;
        // A server cannot have read an upload whose bytes were not all taken by the connection: a
        // success then is not the archive's (an error or a redirect still says nothing was done).
        if (upload && !upload.complete() && status >= 200 && status < 300) {
            response.destroy();
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .AnsweredBeforeSentError */ .Dk(settings.service, operation, status, upload.sentBytes(), upload.totalBytes);
        }
        const success = status < 300;
        const limit = success
            ? (settings.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES)
            : MAX_ERROR_BODY_BYTES;
        const read = await readBody(response, limit);
        if (read.tooLarge && success && !settings.cutLargeAnswers) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UnexpectedResponseError */ .dk(operation, `${status} with a body larger than ${describeBytes(limit)}`, settings.service);
        }
        return {
            status,
            header: (name) => {
                const value = response.headers[name];
                return Array.isArray(value) ? value[0] : value;
            },
            text: (0,_secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .redact */ .E)(read.text, [settings.secret]),
            url,
        };
    }
    catch (error) {
        throw asNetworkError(error, {
            host: url.host,
            operation,
            upload,
            callerSignal: call.signal,
            deadline: deadline.signal,
            proxyVariable: settings.transport.proxyVariable,
        });
    }
    finally {
        upload?.dispose();
    }
}
/**
 * Sends the request and answers the response once its headers are in; the body is the caller's
 * to read. A failure before the headers rejects; one after them (the body could not all be
 * written because the server already answered and closed) is left to the response. An abort
 * ends the request, and the response if there is one, at once: a request still waiting for a
 * socket (a proxy's tunnel) never reports an error of its own.
 */
function exchange({ transport, timeout, connectTimeoutMs }, url, method, headers, body, signals, recycle) {
    const signal = AbortSignal.any(signals);
    if (signal.aborted)
        return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
        // `timeout` is how long Node lets a proxy take to open its tunnel; past it, Node closes the
        // socket it was opening, which this request, given up by then, never saw. Once the request
        // has its socket, `timeout` only makes idle events nothing here listens to.
        const request = transport.request(url, { method, headers, timeout: connectTimeoutMs });
        let settled = false;
        const fail = (error) => {
            if (settled)
                return;
            settled = true;
            request.destroy(error);
            reject(error);
        };
        // An abort ends the request, and the response being read if there is one.
        const abort = () => {
            request.destroy(signal.reason);
            fail(signal.reason);
        };
        signal.addEventListener('abort', abort, { once: true });
        request.once('close', () => signal.removeEventListener('abort', abort));
        request.once('response', (response) => {
            settled = true;
            resolve(response);
        });
        request.on('error', fail);
        // A host behind a firewall that drops packets, a name that never resolves, a server that
        // never finishes TLS, a proxy that never answers CONNECT: each would hold the request until
        // its whole deadline. The connection gets less, counted until its socket is ready.
        let ready = false;
        timeout(connectTimeoutMs).addEventListener('abort', () => {
            if (!ready)
                fail((0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .codedError */ .Au)('no connection in time', 'CONNECT_TIMEOUT'));
        }, { once: true });
        request.once('socket', (socket) => {
            // A kept-alive socket is ready at once; a TLS one has sent its Finished message (whether
            // or not its certificate was trusted: NODE_TLS_REJECT_UNAUTHORIZED=0 takes any).
            const secure = url.protocol === 'https:';
            if (secure ? socket.getFinished() !== undefined : !socket.connecting) {
                ready = true;
            }
            else
                socket.once(secure ? 'secureConnect' : 'connect', () => (ready = true));
        });
        if (body instanceof node_stream__WEBPACK_IMPORTED_MODULE_0__.Transform) {
            send(body, request, recycle).catch(fail);
        }
        else
            request.end(body);
    });
}
/**
 * Writes a streamed body to the request as the connection takes it, and gives each chunk back
 * (`recycle`) once the socket has written it. The body flows chunk by chunk ('data'): reading it
 * with read() would join buffered chunks into new buffers. A request that ends first ends the
 * body.
 */
function send(body, request, recycle) {
    return new Promise((resolve, reject) => {
        const resume = () => body.resume();
        body.on('data', (chunk) => {
            const taken = request.write(chunk, (error) => {
                if (!error)
                    recycle?.(chunk);
            });
            if (!taken) {
                body.pause();
                request.once('drain', resume);
            }
        });
        body.once('end', () => {
            if (!request.destroyed)
                request.end();
            resolve();
        });
        body.once('error', reject);
        request.once('close', () => {
            request.off('drain', resume);
            if (!body.destroyed)
                body.destroy();
            resolve();
        });
    });
}
function clampTimer(ms) {
    return Math.max(1, Math.min(ms, MAX_TIMER_MS));
}
function deadlineError(answered) {
    return answered
        ? (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .codedError */ .Au)('the whole answer did not arrive in time', 'ANSWER_TIMEOUT')
        : (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .codedError */ .Au)('no answer in time', 'HEADERS_TIMEOUT');
}
/**
 * Reads a body chunk by chunk up to `limit` bytes, so that a huge answer costs no more memory
 * than the limit; past it the connection is given up. Its events are listened to, not iterated
 * with `for await`: the stream's async iterator costs a skipped run some 2 ms on first use.
 */
function readBody(body, limit) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        let size = 0;
        const stop = () => {
            body.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
        };
        const done = (tooLarge) => {
            stop();
            resolve({ text: Buffer.concat(chunks).toString('utf8'), tooLarge });
        };
        const onData = (chunk) => {
            if (size + chunk.length > limit) {
                chunks.push(chunk.subarray(0, limit - size));
                done(true);
                body.destroy();
                return;
            }
            chunks.push(chunk);
            size += chunk.length;
        };
        const onEnd = () => done(false);
        const onError = (error) => {
            stop();
            reject(error);
        };
        // Closed before its end, with no error of its own: the answer was cut short.
        const onClose = () => onError((0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .codedError */ .Au)('the answer ended before its end', PREMATURE_CLOSE));
        if (body.errored)
            return onError(body.errored);
        if (body.destroyed)
            return onClose();
        body.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
    });
}
/** The code Node gives a stream closed before its end, which `for await` over it throws. */
const PREMATURE_CLOSE = 'ERR_STREAM_PREMATURE_CLOSE';
function describeBytes(bytes) {
    return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MiB` : `${bytes / 1024} KiB`;
}
/** A success answer's JSON; an empty body or one that is not JSON cannot be used. */
function parseJsonAnswer(service, operation, answer) {
    if (answer.text.trim() === '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UnexpectedResponseError */ .dk(operation, `${answer.status} with an empty body`, service);
    }
    try {
        // An integer past 2^53 would be rounded, maybe to another record's id: it is kept as its exact
        // digits instead, for the shape checks to take (an instance's id) or refuse (any other).
        return JSON.parse(answer.text, (_key, value, context) => typeof value === 'number' &&
            !Number.isSafeInteger(value) &&
            context?.source !== undefined &&
            /^-?\d+$/.test(context.source)
            ? context.source
            : value);
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UnexpectedResponseError */ .dk(operation, `${answer.status} with a body that is not JSON`, service);
    }
}
function asNetworkError(error, { host, operation, upload, callerSignal, deadline, proxyVariable, }) {
    // The caller's own abort (the run being cancelled) is passed on as it is, unless a whole
    // upload was already out: then the caller must learn that the deployment may exist.
    if (callerSignal?.aborted) {
        const reason = callerSignal.reason ?? error;
        return upload?.complete() ? new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .AbortedAfterSendError */ .E6(operation, reason) : reason;
    }
    if (upload?.stalled.aborted) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .NetworkError */ .Dr(host, operation, 'UPLOAD_STALLED', upload.complete(), error);
    }
    if (deadline.aborted) {
        const code = networkCodeOf(deadline.reason) ?? 'ANSWER_TIMEOUT';
        return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .NetworkError */ .Dr(host, operation, code, upload ? upload.complete() : true, error);
    }
    const refusal = proxyRefusalOf(error);
    if (refusal !== undefined) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ProxyRefusedError */ .Ne(host, operation, refusal, proxyVariable, error);
    }
    const certificate = codeOf(error, CERTIFICATE_CODE);
    if (certificate !== undefined)
        return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .TlsCertificateError */ .$9(host, operation, certificate, error);
    if (codeOf(error, INVALID_REQUEST_CODE) !== undefined) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidHeaderError */ .rd(operation, error);
    }
    const code = networkCodeOf(error);
    if (code === undefined)
        return error;
    const requestSent = _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .NEVER_CONNECTED */ .h6.has(code) ? false : upload ? upload.complete() : true;
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .NetworkError */ .Dr(host, operation, code, requestSent, error);
}
function networkCodeOf(error) {
    return codeOf(error, NETWORK_CODE);
}
/** The error and the causes under it, a few deep. */
function* causesOf(error) {
    let current = error;
    for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
        yield current;
        current = current.cause;
    }
}
/** The first code matching `pattern` on the error or its causes. */
function codeOf(error, pattern) {
    for (const { code } of causesOf(error)) {
        if (typeof code === 'string' && pattern.test(code))
            return code;
    }
    return undefined;
}
/** The status of a proxy's refusal to open a tunnel, by its rules (403) or its login (407). */
function proxyRefusalOf(error) {
    for (const { code, statusCode } of causesOf(error)) {
        if (code === 'ERR_PROXY_TUNNEL' && (statusCode === 403 || statusCode === 407))
            return statusCode;
    }
    return undefined;
}


/***/ }),

/***/ 28902:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   LH: () => (/* binding */ withRetries),
/* harmony export */   mu: () => (/* binding */ parseRetryAfter),
/* harmony export */   ur: () => (/* binding */ defaultRetryPolicy)
/* harmony export */ });
/* unused harmony exports isRetryable, retryDelayMs */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(58549);

const defaultRetryPolicy = {
    maxAttempts: 5,
    baseDelayMs: 1_000,
    maxDelayMs: 30_000,
    maxRetryAfterMs: 60_000,
};
const TRANSIENT_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
// 429 and 503 say the request was turned away before it was acted on.
const NOT_ACCEPTED_STATUSES = new Set([429, 503]);
/** Whether asking again may mend `error`, for a request of `kind`. */
function isRetryable(kind, error, statusOf) {
    const status = statusOf(error);
    if (status !== undefined) {
        return (kind === 'idempotent' ? TRANSIENT_STATUSES : NOT_ACCEPTED_STATUSES).has(status);
    }
    if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .NetworkError */ .Dr)
        return kind === 'idempotent' || !error.requestSent;
    return false;
}
/** Exponential backoff with jitter; the server's Retry-After wins when it sent one. */
function retryDelayMs(policy, failedAttempt, retryAfterMs, random) {
    if (retryAfterMs !== undefined)
        return Math.min(retryAfterMs, policy.maxRetryAfterMs);
    const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (failedAttempt - 1));
    return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
/**
 * Runs `attempt` (given its number, from 1) until it answers, asking again under `options`: a
 * failure that cannot be mended, or the last attempt's, is thrown as it is.
 */
async function withRetries(attempt, options) {
    let limitWaited = false;
    for (let attemptNumber = 1;; attemptNumber++) {
        try {
            return await attempt(attemptNumber);
        }
        catch (error) {
            const limit = options.limitOf?.(error);
            if (limit) {
                if (limit.waitMs === undefined || limitWaited)
                    throw error;
                limitWaited = true;
                options.onLimit?.(error, limit.waitMs);
                await options.clock.sleep(limit.waitMs, options.signal);
                attemptNumber--;
                continue;
            }
            if (attemptNumber >= options.policy.maxAttempts)
                throw error;
            if (!isRetryable(options.kind, error, options.statusOf))
                throw error;
            const delay = retryDelayMs(options.policy, attemptNumber, options.retryAfterOf?.(error), options.random);
            options.onRetry(error, delay, attemptNumber + 1);
            await options.clock.sleep(delay, options.signal);
        }
    }
}
/** `Retry-After` as seconds or an HTTP date, in milliseconds from `nowMs`. */
function parseRetryAfter(value, nowMs) {
    if (value === undefined)
        return undefined;
    const text = value.trim();
    if (/^\d+$/.test(text))
        return Number(text) * 1000;
    const date = Date.parse(text);
    if (Number.isNaN(date))
        return undefined;
    return Math.max(0, date - nowMs);
}


/***/ }),

/***/ 71517:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ createTransport)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(37067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
// How requests reach the API: Node's own client, over one keep-alive agent for the base URL's
// protocol, through the proxy the runner names. Node's agents read HTTPS_PROXY or HTTP_PROXY and
// NO_PROXY (lower case first) from `proxyEnv`, and pass over, without a word, a proxy that does not
// start with http:// or https://; such a proxy is refused here instead, by name.

/** The first Node release whose agents take `proxyEnv`. */
const PROXY_SUPPORT = [24, 5];
/**
 * The transport for requests to `protocol` ('https:' or 'http:'); throws, naming the variable,
 * when a proxy is set that requests could not go through.
 */
function createTransport(protocol, proxyEnv = {}, nodeVersion = process.versions.node) {
    const names = protocol === 'https:' ? ['https_proxy', 'HTTPS_PROXY'] : ['http_proxy', 'HTTP_PROXY'];
    const proxied = names.find((name) => proxyEnv[name]);
    if (proxied !== undefined)
        checkProxy(proxied, proxyEnv[proxied], nodeVersion);
    // node:https brings TLS with it; a run against a local http:// server does without.
    const module = protocol === 'https:' ? process.getBuiltinModule('node:https') : node_http__WEBPACK_IMPORTED_MODULE_0__;
    const agent = new module.Agent({ keepAlive: true, proxyEnv: withNoProxyList(proxyEnv) });
    // The agent forgets a socket still opening a proxy's tunnel; destroy() must not.
    const sockets = new Set();
    const createConnection = agent.createConnection.bind(agent);
    agent.createConnection = (...args) => {
        const socket = createConnection(...args);
        if (socket) {
            sockets.add(socket);
            socket.once('close', () => sockets.delete(socket));
        }
        return socket;
    };
    return {
        proxyVariable: proxied,
        request: (url, options) => module.request(url, { ...options, agent }),
        destroy: () => {
            agent.destroy();
            for (const socket of sockets)
                socket.destroy();
        },
    };
}
/**
 * NO_PROXY as Node reads it: a list split at commas only. Spaces between the hosts, which curl
 * and most tools also take, are made commas; spaces around a range's dash are dropped.
 */
function withNoProxyList(env) {
    const copy = { ...env };
    for (const name of ['no_proxy', 'NO_PROXY']) {
        const value = copy[name];
        if (value) {
            copy[name] = value
                .replace(/\s*-\s*/g, '-')
                .split(/[\s,]+/)
                .filter(Boolean)
                .join(',');
        }
    }
    return copy;
}
/** The value is never repeated: a proxy's URL may hold a password. */
function checkProxy(name, value, nodeVersion) {
    const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(value)?.[1];
    if (scheme !== undefined && !/^https?$/i.test(scheme)) {
        throw new Error(`${name} names a ${scheme} proxy: requests go through an http:// or https:// proxy only. ` +
            `Set it to one, or unset it.`);
    }
    if (!/^https?:\/\//.test(value) || /[\r\n]/.test(value) || !URL.canParse(value)) {
        throw new Error(`${name} is not a proxy URL: it must start with http:// or https:// in lower case, e.g. ` +
            `http://proxy.internal:3128. Set it so, or unset it.`);
    }
    const { username, password } = new URL(value);
    try {
        decodeURIComponent(username);
        decodeURIComponent(password);
    }
    catch {
        throw new Error(`${name} is not a proxy URL: a % in its user or password must begin an escape of two hex ` +
            `digits, e.g. %40 for @. Set it so, or unset it.`);
    }
    if (!atLeast(nodeVersion, PROXY_SUPPORT)) {
        throw new Error(`${name} is set, but this runner's Node ${nodeVersion} cannot send requests through a ` +
            `proxy (Node ${PROXY_SUPPORT.join('.')} can): update the runner, or unset ${name}.`);
    }
}
function atLeast(version, [major, minor]) {
    const [have = 0, haveMinor = 0] = version.split('.').map(Number);
    return have > major || (have === major && haveMinor >= minor);
}


/***/ }),

/***/ 39550:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Cs: () => (/* binding */ artifactName),
/* harmony export */   QY: () => (/* binding */ artifactProblem),
/* harmony export */   iw: () => (/* binding */ artifactState),
/* harmony export */   l4: () => (/* binding */ isArtifactNameOf),
/* harmony export */   nE: () => (/* binding */ ArtifactError),
/* harmony export */   pR: () => (/* binding */ fetchKeptArchive)
/* harmony export */ });
/* unused harmony exports DigestMismatchError, readBackChecked */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _archive_index_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(1055);
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(53249);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(83916);
/* harmony import */ var _record_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(97016);
/* harmony import */ var _github_index_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(66417);
// A release's bytes, kept as a workflow artifact so that they outlive the run that built them,
// and found again by a later run that rolls back to them. GitHub's own @actions/artifact moves
// the bytes (it speaks the artifact service's protocol, and its blob storage's); this module
// names the artifact, asks GitHub first whether it is still there, and checks the bytes read
// back against the digest the ledger recorded: bytes that do not match are never deployed.







/** The artifact could not be kept or read back; the message says why and what to do. */
class ArtifactError extends _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .AmezmoDeployError */ .n2 {
    errorCode = 'artifact-unavailable';
    constructor(message) {
        super(message);
        this.name = 'ArtifactError';
    }
}
/** The bytes read back are not the ones the ledger recorded: they are never deployed. */
class DigestMismatchError extends _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .AmezmoDeployError */ .n2 {
    errorCode = 'digest-mismatch';
    constructor(kept, recorded, actual) {
        super(`The archive kept as ${(0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .describeKept */ .gt)(kept)} reads back as ` +
            (actual.sha256 === undefined
                ? `${actual.size} bytes, not the ${recorded.size} the ledger recorded`
                : `${actual.size} bytes with sha256 ${actual.sha256}, not the ${recorded.sha256} the ` +
                    'ledger recorded') +
            ': it was not deployed. Deploy a commit again to make a new release.');
        this.name = 'DigestMismatchError';
    }
}
/**
 * The artifact's name: what, where, and the first bytes of the digest, which a run re-run keeps
 * apart with its attempt. Artifact names are unique in a run, and forbid `\ / : * ? " < > |`.
 */
function artifactName(where, sha256, attempt) {
    const again = attempt && attempt !== '1' ? `-attempt${safeName(attempt)}` : '';
    return `${artifactStem(where, sha256)}${again}.zip`;
}
/** Whether `name` is what artifactName names an archive of `where` with digest `sha256`. */
function isArtifactNameOf(name, where, sha256) {
    const stem = artifactStem(where, sha256);
    return name.startsWith(stem) && /^(-attempt[A-Za-z0-9._-]+)?\.zip$/.test(name.slice(stem.length));
}
function artifactStem(where, sha256) {
    return `amezmo-${safeName(where.instance)}-${safeName(where.environment)}-${sha256.slice(0, 16)}`;
}
const safeName = (text) => text.replace(/[^A-Za-z0-9._-]/g, '_');
/**
 * Whether an artifact is still there, as GitHub's API says: `kept`, `expired`, `gone` (deleted,
 * or never there), or why it could not tell.
 */
async function artifactState(target, kept, signal) {
    try {
        const answer = await target.github.request('GET', (0,_github_index_js__WEBPACK_IMPORTED_MODULE_4__/* .repoPath */ .qN)(target, `/actions/artifacts/${kept.id}`), { signal });
        const expired = answer?.expired;
        return expired === true ? 'expired' : 'kept';
    }
    catch (error) {
        if (signal?.aborted)
            throw error;
        if (error instanceof _github_index_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubApiError */ .OS && error.status === 404)
            return 'gone';
        return { problem: artifactProblem(error) };
    }
}
/** Why an artifact request failed, as a clause naming the permission when one is missing. */
function artifactProblem(error) {
    if (error instanceof _github_index_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubApiError */ .OS &&
        error.rateLimit === undefined &&
        (error.status === 401 || error.status === 403)) {
        return (`the token may not read the workflow's artifacts (GitHub answered ${error.status}): give ` +
            'the job "permissions: actions: read"');
    }
    return (0,_api_index_js__WEBPACK_IMPORTED_MODULE_5__/* .clauseOf */ .pQ)(error);
}
/**
 * Reads a kept archive back into a folder of its own under `tempDir`, and checks it: its size and
 * sha256 must be the ledger's. Throws ArtifactError when it is gone or cannot be read, and
 * DigestMismatchError when its bytes are not the recorded ones; `trust` throws when the release
 * may not be trusted, once the artifact is known to be there.
 */
async function fetchKeptArchive(store, target, release, tempDir, signal, trust) {
    const kept = release.artifact;
    const state = await artifactState(target, kept, signal);
    if (state !== 'kept') {
        const why = state === 'expired'
            ? 'it has expired (see keep-days)'
            : state === 'gone'
                ? 'GitHub has no such artifact: it was deleted, or the token may not read it ' +
                    '("permissions: actions: read")'
                : state.problem;
        throw new ArtifactError(`Could not read the archive kept as ${(0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .describeKept */ .gt)(kept)}: ${why}.`);
    }
    await trust?.();
    return readBackChecked(tempDir, release, async (folder) => {
        try {
            return await store.fetch(kept, folder);
        }
        catch (error) {
            if (signal?.aborted)
                throw error;
            throw new ArtifactError(`Could not download artifact ${kept.id} ('${kept.name}', run ${kept.runId}): ${(0,_api_index_js__WEBPACK_IMPORTED_MODULE_5__/* .clauseOf */ .pQ)(error)}.`);
        }
    }, signal);
}
/**
 * A kept archive read back into a folder of its own under `tempDir` (`place` puts the file there
 * and answers its path), and checked against the ledger; the folder is removed when either fails.
 * Every ledger reads its archives back through this.
 */
async function readBackChecked(tempDir, release, place, signal) {
    const folder = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(tempDir, 'amezmo-kept-'));
    const dispose = () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(folder, { recursive: true, force: true });
    try {
        const path = await place(folder);
        await checkKeptBytes(path, release, signal);
        return { path, dispose };
    }
    catch (error) {
        await dispose();
        throw error;
    }
}
/**
 * Checks the bytes read back of a kept archive: their size and sha256 must be the ledger's, else
 * DigestMismatchError. A file of another size is not read.
 */
async function checkKeptBytes(path, release, signal) {
    const { size } = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path);
    const actual = size === release.size ? await (0,_archive_index_js__WEBPACK_IMPORTED_MODULE_6__/* .sha256Of */ .Bj)(path, signal) : undefined;
    if (actual !== release.sha256) {
        throw new DigestMismatchError(release.artifact, release, { sha256: actual, size });
    }
}


/***/ }),

/***/ 97016:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DI: () => (/* binding */ healthDescription),
/* harmony export */   Md: () => (/* binding */ payloadOf),
/* harmony export */   Wr: () => (/* binding */ healthOf),
/* harmony export */   c1: () => (/* binding */ MAX_RELEASES),
/* harmony export */   gt: () => (/* binding */ describeKept),
/* harmony export */   sG: () => (/* binding */ outcomeOf),
/* harmony export */   wB: () => (/* binding */ LEDGER_TASK),
/* harmony export */   zv: () => (/* binding */ recordOf)
/* harmony export */ });
/* unused harmony exports PAYLOAD_VERSION, ENDED_STATES, PROVEN_AGAIN */
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(71989);
// The ledger's record of a release, in every store: the payload, versioned, that names the Amezmo
// deployment, the archive's sha256, the commit and where the archive's bytes are kept (a workflow
// artifact, or a file of a ledger folder), and the statuses whose descriptions say whether it was
// proven healthy. A GitHub deployment of the ledger's task carries the payload and its statuses
// (./github.ts); a ledger folder's record file carries the same (./folder.ts).

/** The task of the ledger's GitHub deployments, so that other deployments are never mistaken. */
const LEDGER_TASK = 'deploy:amezmo';
/** How a message names a kept archive: `artifact 12 ('name', run 3)` or `file archives/\u2026.zip`. */
function describeKept(kept) {
    return 'file' in kept
        ? `file ${kept.file}`
        : `artifact ${kept.id} ('${kept.name}', run ${kept.runId})`;
}
/**
 * The payload's version: 2 added the workflow run that made the release (`run`) and the release
 * a rollback deployed again (`redeploy_of`). Version 1 is still read.
 */
const PAYLOAD_VERSION = 2;
/** The payload as written: plain JSON, versioned, so that later releases of the action read it. */
function payloadOf(record) {
    return {
        amezmo_deploy: PAYLOAD_VERSION,
        amezmo: {
            instance: record.instance,
            environment: record.environment,
            deployment_id: record.deploymentId,
        },
        archive: {
            sha256: record.sha256,
            size: record.size,
            ...(record.artifact && 'file' in record.artifact
                ? { file: { path: record.artifact.file, expires_at: record.artifact.expiresAt } }
                : record.artifact
                    ? {
                        artifact: {
                            id: record.artifact.id,
                            name: record.artifact.name,
                            run_id: record.artifact.runId,
                        },
                    }
                    : {}),
        },
        commit: record.commit,
        ...(record.commitTime === undefined ? {} : { commit_time: record.commitTime }),
        ...(record.ref ? { ref: { kind: record.ref.kind, name: record.ref.name } } : {}),
        ...(record.runId ? { run: { id: record.runId } } : {}),
        ...(record.redeployOf === undefined ? {} : { redeploy_of: record.redeployOf }),
        ...(record.promotedFrom
            ? {
                promoted_from: {
                    instance: record.promotedFrom.instance,
                    environment: record.promotedFrom.environment,
                    deployment_id: record.promotedFrom.deploymentId,
                    id: record.promotedFrom.id,
                },
            }
            : {}),
    };
}
const SHA256 = /^[0-9a-f]{64}$/;
/** A payload read back, when it is one of the ledger's; undefined for anything else. */
function recordOf(payload) {
    const value = typeof payload === 'string' ? parseJson(payload) : payload;
    if (!isObject(value) || (value.amezmo_deploy !== 1 && value.amezmo_deploy !== 2)) {
        return undefined;
    }
    const amezmo = value.amezmo;
    const archive = value.archive;
    if (!isObject(amezmo) || !isObject(archive))
        return undefined;
    const { instance, environment, deployment_id: deploymentId } = amezmo;
    const { sha256, size, artifact, file } = archive;
    if (typeof instance !== 'string' ||
        typeof environment !== 'string' ||
        !Number.isSafeInteger(deploymentId) ||
        typeof sha256 !== 'string' ||
        !SHA256.test(sha256) ||
        !Number.isSafeInteger(size) ||
        typeof value.commit !== 'string') {
        return undefined;
    }
    const { ref, run, redeploy_of: redeployOf, commit_time: commitTime } = value;
    const promotedFrom = promotedFromOf(value.promoted_from);
    const runId = isObject(run) ? run.id : undefined;
    const kept = isObject(artifact) &&
        Number.isSafeInteger(artifact.id) &&
        typeof artifact.name === 'string' &&
        (typeof artifact.run_id === 'string' || Number.isSafeInteger(artifact.run_id))
        ? { id: artifact.id, name: artifact.name, runId: String(artifact.run_id) }
        : isObject(file) && typeof file.path === 'string' && typeof file.expires_at === 'string'
            ? { file: file.path, expiresAt: file.expires_at }
            : undefined;
    return {
        instance,
        environment,
        deploymentId: deploymentId,
        sha256,
        size: size,
        commit: value.commit,
        ...(Number.isSafeInteger(commitTime) && commitTime > 0
            ? { commitTime: commitTime }
            : {}),
        ref: isObject(ref) && (ref.kind === 'branch' || ref.kind === 'tag') && typeof ref.name === 'string'
            ? { kind: ref.kind, name: ref.name }
            : undefined,
        artifact: kept,
        ...(typeof runId === 'string' || Number.isSafeInteger(runId) ? { runId: String(runId) } : {}),
        ...(Number.isSafeInteger(redeployOf) ? { redeployOf: redeployOf } : {}),
        ...(promotedFrom ? { promotedFrom } : {}),
    };
}
/** A record's `promoted_from`, when it is whole; anything else is read as no promotion. */
function promotedFromOf(value) {
    if (!isObject(value))
        return undefined;
    const { instance, environment, deployment_id: deploymentId, id } = value;
    if (typeof instance !== 'string' ||
        typeof environment !== 'string' ||
        !Number.isSafeInteger(deploymentId) ||
        !Number.isSafeInteger(id)) {
        return undefined;
    }
    return { instance, environment, deploymentId: deploymentId, id: id };
}
/** A status description that records health starts with these words. */
const HEALTH_MARK = /^health: (healthy|unhealthy|unchecked|not-live)(?![\w-])/;
/** The description of a release's final status: its health first, for the ledger to read. */
function healthDescription(health, rest) {
    return `health: ${health}; ${rest}`.slice(0, 140);
}
/** The health a status records, when it records one. */
function markOf(status) {
    const description = isObject(status) ? status.description : undefined;
    const match = typeof description === 'string' ? HEALTH_MARK.exec(description) : null;
    return match ? match[1] : undefined;
}
/** The health a release's statuses recorded, the newest that says; unknown when none did. */
function healthOf(statuses) {
    for (const status of statuses) {
        const health = markOf(status);
        if (health)
            return health;
    }
    return 'unknown';
}
/**
 * Since when a release's statuses (newest first) have said it is healthy, without a break: the
 * time of the oldest healthy mark after the newest that said otherwise. '' when the newest mark
 * is not healthy, or a mark of that run has no time.
 */
function healthySinceOf(statuses) {
    let since = '';
    for (const status of statuses) {
        const health = markOf(status);
        if (health === undefined)
            continue;
        if (health !== 'healthy')
            break;
        const at = (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .asRecord */ .qY)(status)?.created_at;
        if (typeof at !== 'string' || !Number.isFinite(Date.parse(at)))
            return '';
        since = at;
    }
    return since;
}
/** The states a release's run ends in; any other (`in_progress`, none) is a run not ended. */
const ENDED_STATES = ['success', 'failure', 'error', 'inactive'];
/** What the description of a health a later run proved starts with, after its health mark. */
const PROVEN_AGAIN = 'proven again';
const PROOF_MARK = new RegExp(`^health: [\\w-]+; ${PROVEN_AGAIN}\\b`);
/** A status a later run added, proving the health of a release live already. */
function isProof(status) {
    const description = (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .asRecord */ .qY)(status)?.description;
    return typeof description === 'string' && PROOF_MARK.test(description);
}
/**
 * How the release's own run ended: its oldest status of an end (statuses newest first), not one
 * a later run added with a proof of its health.
 */
function ranOf(statuses) {
    for (const status of [...statuses].reverse()) {
        const record = (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .asRecord */ .qY)(status);
        const state = record?.state;
        if (typeof state !== 'string' || !ENDED_STATES.includes(state) || isProof(status))
            continue;
        const at = record?.created_at;
        return { state, health: markOf(status) ?? 'unknown', at: typeof at === 'string' ? at : '' };
    }
    return { state: '', health: 'unknown', at: '' };
}
/**
 * How a release ended, from its statuses, newest first (as GitHub lists them). GitHub marks a
 * successful deployment `inactive` once a later one succeeds (`auto_inactive`): that status is
 * GitHub's, not the run's, whose outcome is the success before it. A run that was cancelled
 * writes `inactive` over `in_progress`, and that one is its own.
 */
function outcomeOf(statuses) {
    const stateOf = (status) => (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .asRecord */ .qY)(status)?.state;
    const newest = (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .asRecord */ .qY)(statuses.find((status, index) => stateOf(status) !== 'inactive' ||
        !statuses.slice(index + 1).some((older) => stateOf(older) === 'success')));
    const state = newest?.state;
    const at = newest?.created_at;
    return {
        health: healthOf(statuses),
        state: typeof state === 'string' ? state : '',
        at: typeof at === 'string' ? at : '',
        healthySince: healthySinceOf(statuses),
        ran: ranOf(statuses),
        wasLive: statuses.some((status) => {
            const health = markOf(status);
            return ((0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .asRecord */ .qY)(status)?.state === 'success' || health === 'healthy' || health === 'unhealthy');
        }),
    };
}
/** The most releases read back: enough for any rollback, bounded for a long-lived repository. */
const MAX_RELEASES = 200;
/** asRecord's check, as a guard that narrows. */
function isObject(value) {
    return (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .asRecord */ .qY)(value) !== undefined;
}
function parseJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 86999:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ safeText),
/* harmony export */   q: () => (/* binding */ silentLogger)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);

const silentLogger = {
    debug: () => { },
    info: () => { },
    warning: () => { },
    notice: () => { },
};
// Bidirectional controls, which can make a log line read differently from what it holds.
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// Line breaks of every kind and the other control characters; tab is kept.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x08\x0a-\x1f\x7f-\x9f\u2028\u2029]/g;
const ESCAPES = { '\n': '\\n', '\r': '\\r' };
// The runner reads a line that begins (after white space) with `::` or `##[` as a command.
const COMMAND_START = /^(\s*)(::|##\[)/;
/**
 * Text made safe to write as one line of a job log: line breaks and control characters escaped
 * (`\n`, `\u001b`), terminal escape sequences and bidirectional controls removed, and a line that
 * would start a workflow command defused with a zero-width space. Every message the actions
 * write goes through here, so that text from a server, an event or a file name cannot start a
 * workflow command (`::add-mask::`, `::stop-commands::`) or disguise what the log says.
 */
function safeText(text) {
    // Node's own list of terminal escape sequences (CSI, OSC and the short ones); an escape left
    // over is then escaped below, like any control character.
    return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.stripVTControlCharacters)(text)
        .replace(BIDI, '')
        .replace(CONTROL, (char) => ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
        .replace(COMMAND_START, '$1\u200b$2');
}


/***/ }),

/***/ 7826:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   P4: () => (/* binding */ UnhealthyError),
/* harmony export */   g: () => (/* binding */ verifyHealth),
/* harmony export */   yD: () => (/* binding */ failedHealth)
/* harmony export */ });
/* unused harmony exports replacedLater, LOOK_EVERY_MS, PROBE_TIMEOUT_MS, probeUrl, checkOfDeployment */
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(53249);
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(71989);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(83916);
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
            const shown = sentAt.length > 40 ? `${sentAt.slice(0, 40)}\u2026` : sentAt;
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
    return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1)}\u2026` : line;
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

/***/ 65631:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ WaitTimeoutError),
/* harmony export */   f: () => (/* binding */ withoutFinalStop)
/* harmony export */ });
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(53249);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(83916);
// The error of a wait that ran out, apart from the follower that throws it: how a failed run is
// told (failure.ts) asks for it by class in every run, and the follower itself is loaded only
// once a run deploys (src/deploy/flow.ts).


class WaitTimeoutError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .AmezmoDeployError */ .n2 {
    errorCode = 'wait-timed-out';
    deploymentId;
    seconds;
    lastStatus;
    /** Set when the deadline passed while the status could not be read. */
    outage;
    /** The deployment was not cancelled, as cancel-on-abort asked. */
    wasLeftRunning;
    constructor(deploymentId, seconds, lastStatus, outage, leftRunning = false) {
        super('');
        this.name = 'WaitTimeoutError';
        this.deploymentId = deploymentId;
        this.seconds = seconds;
        this.lastStatus = lastStatus;
        this.outage = outage;
        this.wasLeftRunning = leftRunning;
        this.message = this.describe(_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .ACTION_WORDING */ .Ge);
    }
    /** The message, in a front end's words. */
    describe(wording) {
        const { deploymentId, seconds, lastStatus, outage } = this;
        return (`Deployment ${deploymentId} had not ended after ${seconds} s (last status: ${lastStatus}). ` +
            (this.wasLeftRunning
                ? `It was left running, as ${wording.says('cancel-on-abort', 'false')}: it may still ` +
                    "succeed or fail; see the environment's deployments in the Amezmo dashboard. "
                : '') +
            (outage
                ? `Its status could not be read for the last ${outage.seconds} s ` +
                    `(last error: ${withoutFinalStop(outage.lastError)}), so it may have ended since: ` +
                    `see the environment's deployments in the Amezmo dashboard, and run ${wording.rerun} ` +
                    'again once the Amezmo API answers.'
                : `Raise ${wording.setting('wait-timeout')}, or ${wording.instruct('wait', 'false')} to ` +
                    'finish once the deployment is created.'));
    }
    /** The same timeout, saying that the deployment was not cancelled. */
    leftRunning() {
        return new WaitTimeoutError(this.deploymentId, this.seconds, this.lastStatus, this.outage, true);
    }
}
/** A message without its closing full stop, to be set inside a sentence. */
function withoutFinalStop(message) {
    return message.replace(/\.$/, '');
}


/***/ }),

/***/ 12060:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  ok: () => (/* binding */ newRollbackRun),
  el: () => (/* binding */ runRollback)
});

// UNUSED EXPORTS: LISTED

// EXTERNAL MODULE: ./src/format.ts
var format = __nccwpck_require__(16264);
// EXTERNAL MODULE: ./src/github/context.ts
var github_context = __nccwpck_require__(19556);
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

// EXTERNAL MODULE: ./src/api/shape.ts
var shape = __nccwpck_require__(71989);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __nccwpck_require__(53249);
// EXTERNAL MODULE: ./src/github/rest.ts
var rest = __nccwpck_require__(66417);
// EXTERNAL MODULE: ./src/ledger/artifacts.ts
var artifacts = __nccwpck_require__(39550);
// EXTERNAL MODULE: ./src/ledger/record.ts
var ledger_record = __nccwpck_require__(97016);
;// CONCATENATED MODULE: ./src/ledger/releases.ts

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
            options.warn?.(`Passed over ${ledger.idName} ${entry.id} (commit ${(0,format/* shortSha */.Fu)(entry.commit)}, sha256 ` +
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
                `'${entry.environment}' on instance ${entry.instance} with sha256 ${entry.sha256.slice(0, 16)}\u2026`,
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
    return withQueries({
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

;// CONCATENATED MODULE: ./src/pipeline/environment.ts
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
        if (!(error instanceof errors/* ApiError */.hD) || error.status !== 404)
            throw error;
        let names;
        try {
            names = (await client.listEnvironments(instance, { signal })).map((environment) => environment.environment_name);
        }
        catch (listError) {
            if (listError instanceof errors/* ApiError */.hD && listError.status === 404) {
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

;// CONCATENATED MODULE: ./src/pipeline/index.ts
// src/pipeline/: what the other folders may use. Everything else here is this folder's own.
//
// A release itself (deployRelease, and the rollback's redeploy, with the archive's code behind
// them) is loaded on first use, through loadRelease and loadRollback, so that a run that skips
// never reads it.









/** deployRelease, the one way every job deploys: `const { deployRelease } = await loadRelease()`. */
const loadRelease = () => __nccwpck_require__.e(/* import() */ 638).then(__nccwpck_require__.bind(__nccwpck_require__, 50638));
/** The way back to the last healthy bytes: redeploy, describeRelease, RolledBackError. */
const loadRollback = () => Promise.all(/* import() */[__nccwpck_require__.e(638), __nccwpck_require__.e(104)]).then(__nccwpck_require__.bind(__nccwpck_require__, 94104));

// EXTERNAL MODULE: ./src/pipeline/health.ts
var health = __nccwpck_require__(7826);
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

;// CONCATENATED MODULE: ./src/rollback/flow.ts




function newRollbackRun(settings = {
    instance: '',
    environment: '',
    dryRun: false,
}) {
    return {
        instance: settings.instance,
        environment: settings.environment,
        dryRun: settings.dryRun,
        environmentUrl: '',
        skipped: false,
        skipReason: '',
        idName: 'GitHub deployment',
        live: undefined,
        chosen: undefined,
        candidates: [],
        release: undefined,
        restartedWorkers: [],
    };
}
/** How many releases a dry run lists. */
const LISTED = 20;
/** Finds the release, deploys its kept bytes again, and proves it healthy; never throws. */
async function runRollback(settings, context, deps) {
    const { logger, group, signal } = deps;
    let run = newRollbackRun(settings);
    try {
        const repository = (0,github_context/* splitRepository */.T8)(context.repository);
        const target = repository && deps.github
            ? { github: deps.github, owner: repository.owner, repo: repository.name, logger }
            : undefined;
        if (!deps.ledger && !target) {
            throw new Error(`GITHUB_REPOSITORY is '${context.repository}', not owner/name: the ledger of releases ` +
                "is kept in the repository's GitHub deployments.");
        }
        const ledger = deps.ledger ?? githubLedger(target, deps.store);
        run = { ...run, idName: ledger.idName };
        const environment = await readEnvironment(deps.client, settings.instance, settings.environment, signal);
        run = { ...run, environmentUrl: environmentUrl(environment) };
        const entries = await group(`Read the ledger of '${settings.environment}'`, () => readReleases(ledger, settings, logger, signal));
        const live = liveEntry(entries, environment.current_deployment_id);
        run = { ...run, live };
        logger.info(live
            ? `Live: commit ${(0,format/* shortSha */.Fu)(live.commit)}, Amezmo deployment ${live.deploymentId}, ` +
                `sha256 ${live.sha256}.`
            : `The live deployment (${environment.current_deployment_id ?? 'none'}) is not in the ` +
                'ledger: it was not deployed with this ledger.');
        if (settings.dryRun) {
            const candidates = await group('List the releases', () => listReleases(ledger, entries, live, signal));
            run = { ...run, candidates };
        }
        const chosen = await group('Choose the release', () => choose(ledger, entries, live, settings.to, signal, settings.howToAsk, logger));
        run = { ...run, chosen };
        logger.info(`Chosen: commit ${(0,format/* shortSha */.Fu)(chosen.commit)} (` +
            (ledger.idName === 'GitHub deployment' ? `GitHub deployment ${chosen.id}, ` : '') +
            `Amezmo deployment ${chosen.deploymentId}, sha256 ${chosen.sha256}, health ${chosen.health}).`);
        if (settings.dryRun) {
            const reason = `dry run: commit ${(0,format/* shortSha */.Fu)(chosen.commit)} would be deployed again; nothing was deployed.`;
            logger.notice(`${reason.charAt(0).toUpperCase()}${reason.slice(1)}`);
            return { ...run, skipped: true, skipReason: reason };
        }
        if (live && chosen.sha256 === live.sha256) {
            const reason = `the release of commit ${(0,format/* shortSha */.Fu)(chosen.commit)} (sha256 ${chosen.sha256}) is the one ` +
                'live: nothing to deploy.';
            logger.notice(`Skipped: ${reason}`);
            return { ...run, skipped: true, skipReason: reason };
        }
        if (chosen.health !== 'healthy') {
            logger.warning(`The release of commit ${(0,format/* shortSha */.Fu)(chosen.commit)} was not verified healthy (its record ` +
                `says ${chosen.health}); deploying it again as asked.`);
        }
        const { redeploy } = await loadRollback();
        const release = await redeploy({
            release: chosen,
            instance: settings.instance,
            environment: settings.environment,
            fields: {
                ...(repository ? { repo_owner: repository.owner, repo_name: repository.name } : {}),
                pusher: resolvePusher(context, undefined),
            },
            dryRun: false,
            wait: true,
            waitTimeoutSeconds: settings.waitTimeoutSeconds,
            cancelOnAbort: settings.cancelOnAbort,
            mirror: target && {
                ...target,
                ref: chosen.commit,
                environment: settings.environment,
                environmentUrl: run.environmentUrl,
                logUrl: context.runUrl,
                startedText: `Rolling back: Amezmo ${settings.environment}`,
            },
            ledger: { keepDays: settings.keepDays, attempt: context.runAttempt, runId: context.runId },
            health: {
                ...settings.health,
                environmentUrl: run.environmentUrl,
                expectedCheck: healthCheckUrlOf(environment),
            },
            tempDir: context.tempDir,
            startedAt: deps.clock.now(),
            before: environment.current_deployment_id,
        }, { ...deps, ledger, journal: deps.ledger });
        run = { ...run, release };
        if (release.failure !== undefined)
            throw release.failure;
        if (release.health && (0,health/* failedHealth */.yD)(release.health.health)) {
            throw new health/* UnhealthyError */.P4(`The release of commit ${(0,format/* shortSha */.Fu)(chosen.commit)} (Amezmo deployment ${release.deploymentId ?? ''})`, release.health, release.health.health === 'not-live'
                ? 'Look at the environment in the Amezmo dashboard, then roll back again.'
                : 'It is live now: choose another release, or fix the application and deploy again.');
        }
        if (settings.workers.length > 0) {
            const restarts = await group('Restart workers', () => restartWorkers(deps.client, settings.instance, settings.workers, logger, signal));
            run = { ...run, restartedWorkers: restarts.restarted };
            if (restarts.failed.length > 0) {
                const details = restarts.failed.map(({ id, message }) => `${id} (${message})`).join('; ');
                throw new Error(`Could not restart worker(s) ${details}. The rollback succeeded.`);
            }
        }
        return run;
    }
    catch (error) {
        return { ...run, failure: error };
    }
}
async function readReleases(ledger, settings, logger, signal) {
    let entries;
    try {
        entries = await ledger.read(settings, signal);
    }
    catch (error) {
        if (signal.aborted)
            throw error;
        throw new Error(`Could not read the ledger of releases: ${ledger.problem(error)}.`, {
            cause: error,
        });
    }
    if (entries.length === 0) {
        throw new Error(`The ledger (${ledger.place}) has no release of environment '${settings.environment}' ` +
            `on instance ${settings.instance}: ${ledger.howToRecord}, so deploy with it first.`);
    }
    logger.info(`Ledger: ${entries.length} release(s) of '${settings.environment}' in ${ledger.place}.`);
    return entries;
}
/** The release `to` names, with its health; an error naming what was looked for otherwise. */
async function choose(ledger, entries, live, to, signal, howToAsk, logger) {
    if (to.kind === 'previous') {
        const from = live ? entries.indexOf(live) + 1 : 0;
        const found = await ledger.lastHealthy(entries, {
            not: live?.sha256 ?? '',
            from,
            signal,
            warn: (message) => logger.warning(message),
        });
        if ('problem' in found)
            throw new Error(`Nothing to roll back to: ${found.problem}.`);
        return found.candidate;
    }
    const entry = ledger.find(entries, to, howToAsk);
    if (!entry.artifact) {
        throw new Error(`The release of commit ${(0,format/* shortSha */.Fu)(entry.commit)} has no archive kept (it was deployed ` +
            'with keep-days: 0), so its bytes cannot be deployed again.');
    }
    return { ...entry, health: await ledger.healthOf(entry, signal) };
}
/** The newest releases, with their health and whether their archives are still there. */
async function listReleases(ledger, entries, live, signal) {
    const listed = [];
    for (const entry of entries.slice(0, LISTED)) {
        const health = await ledger.healthOf(entry, signal);
        const artifact = entry.artifact;
        const state = artifact ? await ledger.archiveState({ ...entry, artifact }, signal) : 'not kept';
        listed.push({
            ...entry,
            health,
            archive: typeof state === 'string' ? state : 'unknown',
            live: entry === live,
        });
    }
    return listed;
}


/***/ }),

/***/ 91290:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  H: () => (/* binding */ rollbackOutputs),
  j: () => (/* binding */ rollbackSummary)
});

// EXTERNAL MODULE: ./src/format.ts
var format = __nccwpck_require__(16264);
;// CONCATENATED MODULE: ./src/pipeline/report.ts
// What every front end shows of a deployment the pipeline made: its outputs and its facts in a
// summary, the same in the deploy and the preview actions.

/** The archive outputs of action.yml, set on every run ('' for what is not known). */
function archiveOutputs(release) {
    const archive = release?.archive;
    return {
        'archive-size': archive ? String(archive.size) : '',
        'archive-files': archive?.files === undefined ? '' : String(archive.files),
        'archive-sha256': archive?.sha256 ?? '',
        'archive-manifest': release?.manifestPath ?? '',
        'archive-path': archive?.keptPath ?? '',
    };
}
/** The archive's facts for a summary: its size, entries and digest, and where its bytes are. */
function archiveFacts(release) {
    const archive = release?.archive;
    return [
        [
            'Archive',
            archive
                ? {
                    text: `${formatBytes(archive.size)}, ` +
                        (archive.files === undefined ? '' : `${archive.files} entries, `) +
                        `sha256 ${archive.sha256}`,
                }
                : undefined,
        ],
        [
            // Folders end in a slash; a file at the root is named as itself.
            'Largest folders and files',
            release && release.largestFolders.length > 0
                ? {
                    text: release.largestFolders
                        .map(({ folder, bytes }) => `${folder} (${formatBytes(bytes)})`)
                        .join(', '),
                }
                : undefined,
        ],
    ];
}
/** The health outputs of action.yml: `unchecked` until a health was verified. */
function healthOutputs(release) {
    return {
        health: release?.health?.health ?? 'unchecked',
        'health-detail': release?.health?.detail ?? '',
    };
}
const HEALTH_ICONS = {
    healthy: '\ud83d\udc9a',
    unhealthy: '\ud83e\ude7a\u274c',
    unchecked: '\u2796',
    'not-live': '\ud83d\udeab',
};
/** The health's facts: the verdict and what decided it, the probe's last answer among it. */
function healthFacts(release) {
    const health = release?.health;
    return [
        [
            'Health',
            health
                ? { text: `${HEALTH_ICONS[health.health]} ${health.health}: ${health.detail}` }
                : undefined,
        ],
    ];
}
/** Where the archive's bytes are kept, or why they are not. */
function keptFacts(release) {
    const kept = release?.kept;
    return [
        [
            'Kept',
            kept
                ? {
                    text: 'file' in kept
                        ? `${kept.file} of the ledger folder, until ${kept.expiresAt.slice(0, 10)}`
                        : `workflow artifact ${kept.id} (${kept.name})`,
                }
                : release?.keepProblem
                    ? { text: `not kept: ${release.keepProblem}` }
                    : undefined,
        ],
    ];
}

// EXTERNAL MODULE: ./src/summary.ts
var summary = __nccwpck_require__(28855);
;// CONCATENATED MODULE: ./src/rollback/report.ts
// How one run of the rollback job is told: the outputs of rollback/action.yml, the facts of its
// job summary, and on a dry run the table of releases that could be deployed again. Pure.



/** Every output of rollback/action.yml, set on every run. */
function rollbackOutputs(run) {
    const release = run.release;
    return {
        skipped: String(run.skipped),
        'skip-reason': run.skipReason,
        commit: run.chosen?.commit ?? '',
        'deployment-id': release?.deploymentId === undefined ? '' : String(release.deploymentId),
        'deployment-status': release?.deploymentStatus ?? '',
        'archive-sha256': release?.archive?.sha256 ?? '',
        'environment-url': run.environmentUrl,
        ...healthOutputs(release),
        candidates: JSON.stringify(run.candidates.map((listed) => ({
            ...(run.idName === 'GitHub deployment' ? { github_deployment_id: listed.id } : {}),
            created_at: listed.createdAt,
            commit: listed.commit,
            sha256: listed.sha256,
            amezmo_deployment_id: listed.deploymentId,
            health: listed.health,
            archive: listed.archive,
            live: listed.live,
        }))),
    };
}
function outcome(run, error) {
    if (error)
        return `\u274c Failed: ${error}`;
    if (run.skipped)
        return `\u23ed\ufe0f ${run.skipReason}`;
    return `\u23ea Rolled back to ${(0,format/* shortSha */.Fu)(run.chosen?.commit ?? '')}`;
}
/** The summary: the facts of the run, and on a dry run the releases that could be deployed. */
function rollbackSummary(run, { error, links }) {
    const commitCell = (commit) => ({
        text: (0,format/* shortSha */.Fu)(commit),
        code: true,
        ...(links.repositoryUrl && /^[0-9a-f]{40}$/.test(commit)
            ? { href: `${links.repositoryUrl}/commit/${commit}` }
            : {}),
    });
    const facts = (0,summary/* presentFacts */.x$)([
        ['Outcome', { text: outcome(run, error) }],
        [
            'Environment',
            run.environment ? { text: `${run.environment} (instance ${run.instance})` } : undefined,
        ],
        [
            'URL',
            run.environmentUrl ? { text: run.environmentUrl, href: run.environmentUrl } : undefined,
        ],
        [
            'Live before',
            run.live
                ? {
                    text: `commit ${(0,format/* shortSha */.Fu)(run.live.commit)}, Amezmo deployment ${run.live.deploymentId}`,
                }
                : undefined,
        ],
        [
            // Deployed only once a deployment was made of it; else the release that was chosen.
            run.dryRun ? 'Would deploy' : run.release?.deploymentId !== undefined ? 'Deployed' : 'Chosen',
            run.chosen
                ? {
                    text: `commit ${(0,format/* shortSha */.Fu)(run.chosen.commit)}, sha256 ${run.chosen.sha256} ` +
                        `(${run.idName} ${run.chosen.id}, recorded ${run.chosen.health})`,
                }
                : undefined,
        ],
        [
            'Deployment',
            run.release?.deploymentId === undefined
                ? undefined
                : { text: `${run.release.deploymentId} (${run.release.deploymentStatus})` },
        ],
        ...healthFacts(run.release),
        ['Run', links.runUrl ? { text: 'workflow run log', href: links.runUrl } : undefined],
    ]);
    const parts = [{ kind: 'facts', facts }];
    if (run.candidates.length > 0) {
        parts.push({ kind: 'text', cells: [{ text: 'Releases in the ledger, newest first:' }] });
        parts.push({
            kind: 'table',
            head: ['Date', 'Commit', 'sha256', 'Health', 'Archive', run.idName, ''],
            rows: run.candidates.map((listed) => [
                { text: listed.createdAt },
                commitCell(listed.commit),
                { text: `${listed.sha256.slice(0, 16)}\u2026`, code: true },
                { text: listed.health },
                { text: listed.archive },
                { text: String(listed.id) },
                { text: listed.live ? 'live' : '' },
            ]),
        });
    }
    return parts;
}


/***/ }),

/***/ 27194:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ redact),
/* harmony export */   r: () => (/* binding */ withoutCredentials)
/* harmony export */ });
// A server or a library may echo a secret in another spelling than the one it was given: escaped
// for JSON (`\/`, `\u0073`), percent-encoded in a URL, or in base64 inside a header it quotes.
// Each spelling is redacted, so that no copy reaches the log, an annotation or the summary.
const MASK = '***';
/** JSON's escapes (`\/`, `\"`, `\\`, `\uXXXX`) read back to the characters they stand for. */
function unescapeJson(text) {
    return text.replace(/\\(u[0-9a-fA-F]{4}|[/"\\])/g, (_, escape) => escape.length === 5 ? String.fromCharCode(parseInt(escape.slice(1), 16)) : escape);
}
/** Percent-encoded octets read back as UTF-8, leaving anything that does not decode as it is. */
function unescapePercent(text) {
    return text.replace(/(%[0-9a-fA-F]{2})+/g, (run) => {
        try {
            return decodeURIComponent(run);
        }
        catch {
            return run;
        }
    });
}
function replaceAll(text, secret) {
    return text.split(secret).join(MASK);
}
/**
 * `text` without any of `secrets`, in whatever spelling a server may have echoed them. Escapes are
 * read back only where a secret hides behind them, so that other text keeps its spelling.
 */
function redact(text, secrets) {
    const present = secrets.filter((secret) => secret.length >= 4);
    if (present.length === 0 || text === '')
        return text;
    let result = text;
    for (const secret of present) {
        result = replaceAll(result, secret);
        result = replaceAll(result, Buffer.from(secret).toString('base64').replace(/=+$/, ''));
        result = replaceAll(result, encodeURIComponent(secret));
    }
    // Mixed or partial escapes (`\u0073k_\/x`) are found by reading the escapes back.
    if (/\\u[0-9a-fA-F]{4}|\\\/|%[0-9a-fA-F]{2}/.test(result)) {
        for (const decode of [
            unescapeJson,
            unescapePercent,
            (t) => unescapePercent(unescapeJson(t)),
        ]) {
            const decoded = decode(result);
            if (present.some((secret) => decoded.includes(secret))) {
                result = decoded;
                for (const secret of present)
                    result = replaceAll(result, secret);
            }
        }
    }
    return result;
}
/** A URL as it may be shown: without a user name or password. */
function withoutCredentials(url) {
    return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#@]*@/i, '$1');
}


/***/ }),

/***/ 87977:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   LW: () => (/* binding */ parseInstance),
/* harmony export */   Mh: () => (/* binding */ parseWaitTimeout),
/* harmony export */   Nq: () => (/* binding */ parseEnvironment),
/* harmony export */   Q2: () => (/* binding */ parseBaseUrl),
/* harmony export */   Xu: () => (/* binding */ parseApiKey),
/* harmony export */   YD: () => (/* binding */ parseGitHubToken),
/* harmony export */   iz: () => (/* binding */ readPace),
/* harmony export */   jO: () => (/* binding */ parseWorkers),
/* harmony export */   mW: () => (/* binding */ readTuning)
/* harmony export */ });
/* unused harmony exports DURATION_HOW, durationSeconds, parseDuration, parsePath, parseExclude, parseIgnoreFile, parseArchive, parseLinks, HOSTED_JOB_SECONDS, MAX_WAIT_SECONDS, parsePusher, parseCompressionLevel, parseSourceDateEpoch */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(27194);
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(80468);
// The readers every front end shares: each takes a value as given and the label that names its
// setting in messages, and answers the value checked, or throws one InputError that says what was
// wrong, the value (never a secret) and what to do.







const LOOPBACK_HOSTS = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The API key; it must be something an HTTP header can carry. */
function parseApiKey(apiKey, label = "Input 'api-key'") {
    if (apiKey === '') {
        throw new _source_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${label} is required: pass your Amezmo API key from a secret, ` +
            'e.g. api-key: ${{ secrets.AMEZMO_API_KEY }}.');
    }
    if (/\s/.test(apiKey)) {
        throw new _source_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${label} contains white space: copy the key again from Profile > API keys in the Amezmo dashboard.`);
    }
    const unfit = /[^\x21-\x7e]/.exec(apiKey);
    if (unfit) {
        const code = unfit[0].codePointAt(0).toString(16).toUpperCase().padStart(4, '0');
        throw new _source_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${label} holds the character U+${code} at position ${unfit.index + 1}, which an HTTP ` +
            'header cannot carry (often a zero-width space pasted from a web page): copy the key ' +
            'again from Profile > API keys in the Amezmo dashboard.');
    }
    return apiKey;
}
/** A GitHub token; '' when there is none (the default expression outside a runner is none). */
function parseGitHubToken(value) {
    return value.startsWith('${{') ? '' : value;
}
function parseInstance(value, label = "Input 'instance'") {
    if (!/^\d+$/.test(value))
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .has */ .zy)(label, value, 'an instance id is a whole number, e.g. 1234.');
    return value;
}
function parseEnvironment(value, label = "Input 'environment'") {
    if (!/^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(value)) {
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .has */ .zy)(label, value, 'an environment name is letters, digits, "-", "_" or ".", e.g. production or staging.');
    }
    return value;
}
/** How a duration is written, for a message. */
const DURATION_HOW = 'a number and a unit (d, h, m, s), e.g. 30m, 2h or 1h30m';
/**
 * The seconds of a duration written `30m`, `2h`, `1h30m`, `45s`, `7d` (in either case) or `0`,
 * as every setting that takes one (`soak`, `wave-wait`, `checks-timeout`) reads it; undefined
 * when it is not one.
 */
function durationSeconds(value) {
    const text = value.trim().toLowerCase();
    if (text === '0')
        return 0;
    const parts = [...text.matchAll(/(\d{1,9})([dhms])/g)];
    if (parts.length === 0 || parts.map((part) => part[0]).join('') !== text)
        return undefined;
    return parts.reduce((sum, [, amount, unit]) => sum + Number(amount) * DURATION_UNITS[unit], 0);
}
/** The longest soak: a promotion waits at most this long after its release went live. */
const MAX_SOAK_SECONDS = (/* unused pure expression or super */ null && (90 * 86_400));
/** `soak`: a duration (`30m`, `2h`, `1h30m`, `45s`, `7d`), or `0`; its seconds. */
function parseDuration(value, label) {
    const seconds = durationSeconds(value);
    if (seconds === undefined)
        throw has(label, value, `a duration is ${DURATION_HOW}; 0 for none.`);
    if (seconds > MAX_SOAK_SECONDS) {
        throw has(label, value, 'it is longer than 90 days, the longest a kept archive is kept.');
    }
    return seconds;
}
function parseBaseUrl(given, label = "Input 'base-url'") {
    // A password written into the URL is never repeated in a message.
    const value = (0,_secrets_js__WEBPACK_IMPORTED_MODULE_3__/* .withoutCredentials */ .r)(given);
    let url;
    try {
        url = new URL(given);
    }
    catch {
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .has */ .zy)(label, value, 'it is not a URL; use e.g. https://api.amezmo.com/v1.');
    }
    if (url.protocol !== 'https:' &&
        !(url.protocol === 'http:' && LOOPBACK_HOSTS.test(url.hostname))) {
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .has */ .zy)(label, value, 'it must use https:// (plain http:// is allowed only for localhost), so that the API key ' +
            'never crosses a network in clear text.');
    }
    if (url.username || url.password) {
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .has */ .zy)(label, value, 'it must not carry a user name or password; the API key is the only credential, passed in api-key.');
    }
    if (url.search || url.hash)
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .has */ .zy)(label, value, 'it must not carry a query or a fragment.');
    const base = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
    if (!/\/v\d+$/.test(base)) {
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .has */ .zy)(label, value, 'it must end in the API version prefix, e.g. https://api.amezmo.com/v1.');
    }
    return base;
}
/** A folder to deploy: inside the workspace (links resolved), a folder, and not empty. */
function parsePath(workspace, value, label = "Input 'path'") {
    const resolved = resolveInside(value, [workspace]);
    if ('problem' in resolved) {
        throw has(label, value, resolved.problem === 'missing'
            ? `no such folder in the workspace (${workspace}).`
            : `it leads outside the workspace (to ${resolved.real}); only folders inside ${workspace} can be deployed.`);
    }
    const { real } = resolved;
    if (!statSync(real).isDirectory())
        throw has(label, value, 'it is a file; give the folder to deploy.');
    // Its names read whole, not through opendirSync, whose module (internal/fs/dir) a skipped run
    // would load for this alone: a folder to deploy holds tens of names at its root, not millions.
    if (readdirSync(real).length === 0)
        throw has(label, value, 'the folder is empty; there is nothing to deploy.');
    return real;
}
/**
 * The exclusion rules, one per line, kept as written: git reads them (a leading `/` anchors, a
 * trailing `/` means folders only). A comma-separated list on one line would be one rule that
 * matches nothing, so it is refused.
 */
function parseExclude(lines, label = "Input 'exclude'") {
    const patterns = [];
    for (const line of lines) {
        const pattern = line.trim();
        if (pattern === '' || pattern.startsWith('#'))
            continue;
        if (/(^|\/)\.\.(\/|$)/.test(pattern)) {
            throw has(label, pattern, "rules are relative to 'path', e.g. tests/** or *.log.");
        }
        if (/(^|[^\\]),/.test(pattern)) {
            throw has(label, pattern, 'put one rule per line, not a comma-separated list: write "exclude: |" and then ' +
                'each rule on its own line below it (write \\, for a comma in a name).');
        }
        patterns.push(pattern.replace(/^\.\//, ''));
    }
    return patterns;
}
/**
 * The ignore file's name, relative to the folder to deploy. The default may be absent; a file the
 * workflow names must exist, or its rules would silently not apply. It may be a link to a file
 * elsewhere in the workspace (a monorepo's app/.amezmoignore to its root .gitignore).
 */
function parseIgnoreFile(path, workspace, value, named, label = "Input 'ignore-file'") {
    const name = value.replace(/^\.\//, '');
    if (isAbsolute(name) || /(^|\/)\.\.(\/|$)/.test(name)) {
        throw has(label, value, "it is a file at the root of 'path', e.g. .amezmoignore.");
    }
    // Named or not, a file present is read as rules (and the rules that match nothing are logged):
    // a link in the repository may not lead it out of the workspace, nor to a FIFO or a device.
    const resolved = resolveInside(name, [path, workspace]);
    if ('problem' in resolved) {
        if (resolved.problem === 'missing' && !named)
            return name;
        throw has(label, value, resolved.problem === 'missing'
            ? `no such file in the folder to deploy (${path}); create it, or leave the input out to use .amezmoignore when present.`
            : `it leads outside the workspace (to ${resolved.real}); keep the rules in a file inside it.`);
    }
    if (!statSync(resolved.real).isFile()) {
        throw has(label, value, 'it is not a file; give a file of rules, one per line, as .gitignore holds.');
    }
    return name;
}
/** The largest archive the service takes, and so the largest one given with `archive`. */
const MAX_GIVEN_ARCHIVE_BYTES = (/* unused pure expression or super */ null && (512 * 1024 * 1024));
/**
 * A zip or tar file to deploy as it is: inside the workspace or RUNNER_TEMP (links resolved, so a
 * link cannot send a file from elsewhere on the runner), at most 512 MiB, and a zip or a tar by
 * its first bytes. Checked before any request.
 */
function parseArchive(value, roots, label = "Input 'archive'") {
    const resolved = resolveInside(value, roots);
    if ('problem' in resolved) {
        throw has(label, value, resolved.problem === 'missing'
            ? `no such file (looked in ${roots[0]}).`
            : `it leads outside the workspace and RUNNER_TEMP (to ${resolved.real}); put the archive in one of them, e.g. with actions/download-artifact.`);
    }
    const { real } = resolved;
    const head = Buffer.alloc(262);
    let size;
    let read;
    // One open, that waits on nothing: what is checked is what is read.
    let fd;
    try {
        fd = openSync(real, constants.O_RDONLY | constants.O_NONBLOCK);
    }
    catch (error) {
        const code = error.code ?? 'an error';
        throw has(label, value, `it cannot be opened (${code}); give a zip or tar file the runner can read.`);
    }
    try {
        const stat = fstatSync(fd);
        if (!stat.isFile())
            throw has(label, value, 'it is not a file; give a zip or tar file.');
        if (stat.size > MAX_GIVEN_ARCHIVE_BYTES) {
            throw has(label, value, `it is ${stat.size} bytes, over Amezmo's limit of 512 MiB; leave some files out when building it.`);
        }
        size = stat.size;
        read = readSync(fd, head, 0, head.length, 0);
    }
    finally {
        closeSync(fd);
    }
    const format = archiveFormatOf(head.subarray(0, read));
    if (format === undefined) {
        throw has(label, value, 'it is neither a zip nor a tar file (by its first bytes); give the archive itself, not a compressed copy of it.');
    }
    return { path: real, size, format };
}
function parseLinks(value, label = "Input 'links'") {
    if (value === 'keep' || value === 'refuse-outside')
        return value;
    throw has(label, value, 'use keep (ship links, warning of those that point outside the archive) or refuse-outside.');
}
/** The largest worker list taken: more is surely a mistake, and each one is a request. */
const MAX_WORKERS = 50;
function parseWorkers(value, label = "Input 'workers'") {
    const ids = value
        .split(/[,\n]/)
        .map((id) => id.trim())
        .filter((id) => id !== '');
    const unique = new Set();
    for (const id of ids) {
        if (!/^\d{1,15}$/.test(id) || Number(id) === 0) {
            throw (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .has */ .zy)(label, id, 'worker ids are positive whole numbers, e.g. "11, 12".');
        }
        // `011` and `11` are one worker: restarted once.
        unique.add(String(Number(id)));
    }
    if (unique.size > MAX_WORKERS) {
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .has */ .zy)(label, value, `it lists ${unique.size} workers; at most ${MAX_WORKERS} are taken.`);
    }
    return [...unique];
}
/** A job runs for 6 hours at most on GitHub's own runners. */
const HOSTED_JOB_SECONDS = 6 * 60 * 60;
/** A job on a self-hosted runner runs for 5 days at most: no wait can outlast that. */
const MAX_WAIT_SECONDS = 5 * 24 * 60 * 60;
/** A number of seconds to wait. */
function parseWaitTimeout(value, label = "Input 'wait-timeout'") {
    const seconds = Number(value);
    if (!/^\d+$/.test(value) || seconds < 1) {
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .has */ .zy)(label, value, 'it must be a positive whole number of seconds, e.g. 600.');
    }
    if (seconds > MAX_WAIT_SECONDS) {
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .has */ .zy)(label, value, `it is longer than any job may run: ${MAX_WAIT_SECONDS} seconds (5 days) on a self-hosted ` +
            `runner, ${HOSTED_JOB_SECONDS} (6 hours) on GitHub's own runners; use at most that.`);
    }
    return seconds;
}
function parsePusher(value, label = "Input 'pusher'") {
    if (value === '')
        return undefined;
    if (!EMAIL.test(value))
        throw has(label, value, 'it must be an e-mail address, e.g. dev@example.com.');
    return value;
}
function parseCompressionLevel(value, label = "Input 'compression-level'") {
    if (!/^\d$/.test(value))
        throw has(label, value, 'it must be a whole number from 0 to 9.');
    return Number(value);
}
/** SOURCE_DATE_EPOCH (reproducible-builds.org): whole seconds since 1970, when it is set. */
function parseSourceDateEpoch(value) {
    if (value === undefined || value === '')
        return undefined;
    if (!/^\d{1,12}$/.test(value)) {
        throw new InputError(`SOURCE_DATE_EPOCH has '${value}': it must be a whole number of seconds since 1970, e.g. $(git log -1 --format=%ct).`);
    }
    return Number(value);
}
const TUNING_VARIABLES = {
    connectTimeoutMs: ['AMEZMO_DEPLOY_CONNECT_TIMEOUT_MS', 'milliseconds'],
    requestTimeoutMs: ['AMEZMO_DEPLOY_REQUEST_TIMEOUT_MS', 'milliseconds'],
    uploadAnswerTimeoutMs: ['AMEZMO_DEPLOY_UPLOAD_TIMEOUT_MS', 'milliseconds'],
    stallTimeoutMs: ['AMEZMO_DEPLOY_STALL_TIMEOUT_MS', 'milliseconds'],
    retryDelayMs: ['AMEZMO_DEPLOY_RETRY_DELAY_MS', 'milliseconds'],
    streamFromBytes: ['AMEZMO_DEPLOY_STREAM_FROM_BYTES', 'bytes'],
    pollMs: ['AMEZMO_DEPLOY_POLL_MS', 'milliseconds'],
    lookMs: ['AMEZMO_DEPLOY_LOOK_MS', 'milliseconds'],
    waveWaitMs: ['AMEZMO_DEPLOY_WAVE_WAIT_MS', 'milliseconds'],
};
function readTuning(env) {
    const tuning = {};
    for (const [key, [variable, unit]] of Object.entries(TUNING_VARIABLES)) {
        const value = env[variable];
        if (value === undefined || value === '')
            continue;
        if (!/^\d{1,15}$/.test(value) || Number(value) < 1) {
            throw new _source_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${variable} has '${value}': it must be a positive whole number of ${unit}.`);
        }
        tuning[key] = Number(value);
    }
    return tuning;
}
/** How soon a run's waits look again, from the tuning variables; empty unless they are set. */
function readPace(env) {
    const { pollMs, lookMs, waveWaitMs } = readTuning(env);
    return { pollMs, lookMs, waveWaitMs };
}


/***/ }),

/***/ 9416:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  C: () => (/* binding */ readRollbackSettings)
});

// UNUSED EXPORTS: parseTo

// EXTERNAL MODULE: ./src/settings/source.ts
var settings_source = __nccwpck_require__(80468);
;// CONCATENATED MODULE: ./src/settings/health.ts

/** Every health setting of a job, checked. */
function readHealthSettings(source) {
    const label = source.label.bind(source);
    const body = source.text('health-body');
    if (body.length > MAX_BODY_TEXT) {
        throw (0,settings_source/* has */.zy)(label('health-body'), `${body.slice(0, 40)}\u2026`, `it is ${body.length} characters long; give at most ${MAX_BODY_TEXT}, a word or a line the healthy page holds.`);
    }
    return {
        url: parseHealthUrl(source.text('health-url'), label('health-url')),
        statuses: parseHealthStatus(source.text('health-status'), label('health-status')),
        body,
        passes: parseWhole(source.text('health-passes'), label('health-passes'), 1, MAX_PASSES, 3),
        timeoutSeconds: parseWhole(source.text('health-timeout'), label('health-timeout'), 1, MAX_HEALTH_SECONDS, 120),
    };
}
function parseOnUnhealthy(value, label = "Input 'on-unhealthy'") {
    if (value === 'fail' || value === 'rollback')
        return value;
    throw has(label, value, 'use fail (fail the step, the release stays live) or rollback (deploy the last healthy ' +
        "release's bytes again, then fail the step).");
}
/** GitHub keeps a workflow artifact 1 to 90 days (a repository may allow fewer). */
const MAX_KEEP_DAYS = 90;
/** How many days the archive is kept as a workflow artifact; 0 for not at all. */
function parseKeepDays(value, label = "Input 'keep-days'") {
    return parseWhole(value, label, 0, MAX_KEEP_DAYS, 30, '0 to keep nothing');
}
/** The longest health verification: the check runs once the deployment is over. */
const MAX_HEALTH_SECONDS = 3600;
const MAX_PASSES = 100;
const MAX_BODY_TEXT = 1000;
function parseWhole(value, label, min, max, example, zero = '') {
    const number = Number(value);
    if (!/^\d{1,9}$/.test(value) || number < min || number > max) {
        throw (0,settings_source/* has */.zy)(label, value, `it must be a whole number from ${min} to ${max}, e.g. ${example}${zero ? ` (${zero})` : ''}.`);
    }
    return number;
}
/** An absolute http(s) URL, or a path such as `/up` on the environment's address; '' for none. */
function parseHealthUrl(value, label = "Input 'health-url'") {
    if (value === '')
        return '';
    if (/\s/.test(value))
        throw (0,settings_source/* has */.zy)(label, value, 'it holds white space; give a URL or a path, e.g. /up.');
    if (value.startsWith('/')) {
        if (value.startsWith('//')) {
            throw (0,settings_source/* has */.zy)(label, value, 'a path starts with one "/", e.g. /up; give a host as https://\u2026');
        }
        return value;
    }
    let url;
    try {
        url = new URL(value);
    }
    catch {
        throw (0,settings_source/* has */.zy)(label, value, 'give an absolute URL, e.g. https://example.com/up, or a path, e.g. /up.');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw (0,settings_source/* has */.zy)(label, value, `it is a ${url.protocol} address; the probe asks http or https only.`);
    }
    if (url.username !== '' || url.password !== '') {
        throw (0,settings_source/* has */.zy)(label, `${url.protocol}//\u2026@${url.host}${url.pathname}`, 'it holds a user name or password, which would show in the log; the probe sends no credential.');
    }
    return url.href;
}
/**
 * The statuses that count as healthy: a status (`200`), a range (`200-299`), a class (`2xx`), or
 * a list of them separated by commas.
 */
function parseHealthStatus(value, label = "Input 'health-status'") {
    const parts = value.split(',').map((part) => part.trim());
    const tests = [];
    for (const part of parts) {
        const single = /^([1-5]\d\d)$/.exec(part);
        const range = /^([1-5]\d\d)-([1-5]\d\d)$/.exec(part);
        const klass = /^([1-5])xx$/i.exec(part);
        if (single) {
            const status = Number(single[1]);
            tests.push((given) => given === status);
        }
        else if (range && Number(range[1]) <= Number(range[2])) {
            const [low, high] = [Number(range[1]), Number(range[2])];
            tests.push((given) => given >= low && given <= high);
        }
        else if (klass) {
            const hundreds = Number(klass[1]) * 100;
            tests.push((given) => given >= hundreds && given < hundreds + 100);
        }
        else {
            throw (0,settings_source/* has */.zy)(label, value, 'give statuses as 200, a range as 200-299, a class as 2xx, or several separated by commas.');
        }
    }
    const text = parts.join(', ');
    return { text, test: (status) => tests.some((test) => test(status)) };
}

// EXTERNAL MODULE: ./src/settings/readers.ts
var readers = __nccwpck_require__(87977);
;// CONCATENATED MODULE: ./src/settings/rollback.ts



/**
 * Reads and checks the rollback job's settings. `ledgerFolder` is the folder the command line
 * keeps the ledger in, when it keeps one: then no GitHub token is needed.
 */
function readRollbackSettings(source, { ledgerFolder } = {}) {
    const label = source.label.bind(source);
    const apiKey = (0,readers/* parseApiKey */.Xu)(source.secret('api-key'), label('api-key'));
    const githubToken = (0,readers/* parseGitHubToken */.YD)(source.secret('github-token'));
    if (githubToken === '' && !ledgerFolder) {
        throw new settings_source/* InputError */.dz(`${label('github-token')} is required: the ledger of releases is kept in the repository's ` +
            'GitHub deployments. Leave it at its default, ${{ github.token }}.');
    }
    return {
        apiKey,
        githubToken,
        instance: (0,readers/* parseInstance */.LW)((0,settings_source/* requiredText */.$4)(source, 'instance', 'set it to the id of your Amezmo instance, e.g. 1234.'), label('instance')),
        environment: (0,readers/* parseEnvironment */.Nq)((0,settings_source/* requiredText */.$4)(source, 'environment', "set it to the environment's name, e.g. production."), label('environment')),
        baseUrl: (0,readers/* parseBaseUrl */.Q2)(source.text('base-url'), label('base-url')),
        to: parseTo(source.text('to'), label('to'), ledgerFolder ? 'the Amezmo deployment id of a release in the ledger' : undefined),
        dryRun: (0,settings_source/* booleanOf */.SF)(source, 'dry-run'),
        workers: (0,readers/* parseWorkers */.jO)(source.text('workers'), label('workers')),
        waitTimeoutSeconds: (0,readers/* parseWaitTimeout */.Mh)(source.text('wait-timeout'), label('wait-timeout')),
        cancelOnAbort: (0,settings_source/* booleanOf */.SF)(source, 'cancel-on-abort'),
        health: readHealthSettings(source),
        keepDays: parseKeepDays(source.text('keep-days'), label('keep-days')),
        howToAsk: {
            to: (release) => (0,settings_source/* instruction */.xP)(source, 'to', release).replace(/^(set|pass) /, ''),
            list: (0,settings_source/* instruction */.xP)(source, 'dry-run', 'true'),
        },
    };
}
/**
 * `previous`, a commit sha (7 to 40 hex digits), or the id of a release in the ledger (digits: a
 * GitHub deployment's, or in a ledger folder the Amezmo deployment's).
 */
function parseTo(value, label = "Input 'to'", idName = 'a GitHub deployment id') {
    if (value === 'previous')
        return { kind: 'previous' };
    // All digits: a GitHub deployment id, or (7 digits or more) a commit abbreviated; both are tried.
    if (/^\d{1,19}$/.test(value))
        return { kind: 'id-or-sha', text: value };
    if (/^[0-9a-f]{7,40}$/i.test(value))
        return { kind: 'sha', text: value.toLowerCase() };
    throw (0,settings_source/* has */.zy)(label, value, `use previous, a commit sha (at least 7 hex digits), or ${idName}.`);
}


/***/ }),

/***/ 80468:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $4: () => (/* binding */ requiredText),
/* harmony export */   SF: () => (/* binding */ booleanOf),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   xP: () => (/* binding */ instruction),
/* harmony export */   zy: () => (/* binding */ has)
/* harmony export */ });
/* unused harmony exports linesOf, parseBoolean */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(83916);
// Where a front end's settings come from, and the one way each kind of value is read from it. A
// runner gives an action its inputs as INPUT_* variables (src/actions/inputs.ts); the settings
// of each job are read through this interface, so that every front end reads them alike and
// names them as its users write them in its messages.

/** How a message tells the user to give `name` the value `value`, in the source's own words. */
function instruction(source, name, value) {
    return source.instruct?.(name, value) ?? `set ${name}: ${value}`;
}
/** A setting with a value that cannot be used; the message says which, why, and what to do. */
class InputError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .AmezmoDeployError */ .n2 {
    errorCode = 'input-invalid';
    constructor(message) {
        super(message);
        this.name = 'InputError';
    }
}
/** `<label> has '<value>': <problem>`. */
function has(label, value, problem) {
    return new InputError(`${label} has '${value}': ${problem}`);
}
/** The setting, or an error saying it is required and how to set it. */
function requiredText(source, name, hint) {
    const value = source.text(name);
    if (value === '')
        throw new InputError(`${source.label(name)} is required: ${hint}`);
    return value;
}
/** The setting's non-empty lines, each trimmed. */
function linesOf(source, name) {
    return source
        .text(name)
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '');
}
/**
 * YAML 1.2's words for true and false, exactly as @actions/core's getBooleanInput takes them;
 * anything else is refused, so that `yes`, `1` or `ture` are never read as a choice.
 */
function parseBoolean(label, value) {
    if (value === 'true' || value === 'True' || value === 'TRUE')
        return true;
    if (value === 'false' || value === 'False' || value === 'FALSE')
        return false;
    throw has(label, value, 'use true or false.');
}
function booleanOf(source, name) {
    return parseBoolean(source.label(name), source.text(name));
}


/***/ }),

/***/ 28855:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   QW: () => (/* binding */ summaryHtml),
/* harmony export */   x$: () => (/* binding */ presentFacts)
/* harmony export */ });
/* unused harmony exports escapeHtml, isShownLink, summaryText, columns */
// The HTML of every report: the job summaries of the actions and the environments plan's pull
// request comment. Each report module says what to show, as cells of text; this is the one place
// that makes them HTML, so that each piece of text is made safe and escaped exactly once; and the
// one place that makes them lines of text, for the command line.
/**
 * Text as HTML that shows it as it is. `@` is written as an entity too: in a pull request comment,
 * `@team` from a file or an answer would otherwise notify a team.
 */
function escapeHtml(text) {
    return text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/@/g, '&#64;');
}
/** A link the summary may show as one: https, and nothing that could end the attribute. */
function isShownLink(href) {
    return href !== undefined && /^https:\/\/[^\s"<>]+$/.test(href);
}
/**
 * The summary as HTML: a title, then each part. `safe` makes each piece of text fit to show
 * (the shell's guard, which redacts secrets and defuses workflow commands) before it is escaped.
 */
function summaryHtml(title, parts, safe = (text) => text) {
    const one = ({ text, href, code }) => {
        const shown = code ? `<code>${escapeHtml(safe(text))}</code>` : escapeHtml(safe(text));
        return isShownLink(href) ? `<a href="${escapeHtml(safe(href))}">${shown}</a>` : shown;
    };
    const cells = (value) => isCellList(value) ? value.map(one).join(' ') : one(value);
    const html = [`<h3>${escapeHtml(safe(title))}</h3>`];
    for (const part of parts) {
        if (part.kind === 'text') {
            html.push(`<p>${part.cells.map(one).join(' ')}</p>`);
        }
        else if (part.kind === 'facts') {
            if (part.facts.length === 0)
                continue;
            const rows = part.facts
                .map(([name, value]) => `<tr><td>${escapeHtml(safe(name))}</td><td>${cells(value)}</td></tr>`)
                .join('');
            html.push(`<table>${rows}</table>`);
        }
        else {
            const head = part.head.map((name) => `<th>${escapeHtml(safe(name))}</th>`).join('');
            const rows = part.rows
                .map((row) => `<tr>${row.map((value) => `<td>${cells(value)}</td>`).join('')}</tr>`)
                .join('');
            html.push(`<table><tr>${head}</tr>${rows}</table>`);
        }
    }
    return `${html.join('\n')}\n`;
}
function isCellList(value) {
    return Array.isArray(value);
}
/**
 * The same parts as lines of text for a terminal: facts as `Name: value`, names aligned; a table
 * as columns under its header; each cell made safe by `safe`.
 */
function summaryText(parts, safe = (text) => text) {
    const cells = (value) => (isCellList(value) ? value : [value])
        .map(({ text, href }) => href && href !== text ? `${safe(text)} (${safe(href)})` : safe(text))
        .join(' ');
    const lines = [];
    for (const part of parts) {
        if (part.kind === 'text') {
            lines.push(part.cells.map((cell) => cells(cell)).join(' '));
        }
        else if (part.kind === 'facts') {
            const width = Math.max(0, ...part.facts.map(([name]) => safe(name).length));
            for (const [name, value] of part.facts) {
                lines.push(`${`${safe(name)}:`.padEnd(width + 2)}${cells(value)}`);
            }
        }
        else {
            lines.push(...columns([part.head.map(safe), ...part.rows.map((row) => row.map(cells))]));
        }
    }
    return lines;
}
/** Rows as columns, each as wide as its widest cell, two spaces apart. */
function columns(rows) {
    const widths = [];
    for (const row of rows) {
        row.forEach((cell, index) => {
            widths[index] = Math.max(widths[index] ?? 0, cell.length);
        });
    }
    return rows.map((row) => row
        .map((cell, index) => (index === row.length - 1 ? cell : cell.padEnd(widths[index] ?? 0)))
        .join('  ')
        .trimEnd());
}
/** Facts that have a value: the rows of a report whose value is undefined are left out. */
function presentFacts(rows) {
    return rows.filter((row) => row[1] !== undefined);
}


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** Sent in the User-Agent; a test keeps it equal to package.json's version. */
const VERSION = '1.0.0';


/***/ }),

/***/ 42613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 20181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 35317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 49140:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("constants");

/***/ }),

/***/ 76982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 24434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 79896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 91943:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs/promises");

/***/ }),

/***/ 58611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 65692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 69278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 34589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 16698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 37540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 77598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 53053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 40610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 78474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 73024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 51455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 37067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 32467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 44708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 77030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 48161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 76760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 41792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 57075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 46466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

/***/ }),

/***/ 46193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 41692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 73136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 57975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 73429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 78877:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");

/***/ }),

/***/ 75919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 38522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 70857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 16928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 13193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 53557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 64756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 52018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 87016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 39023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 43106:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		id: moduleId,
/******/ 		loaded: false,
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Flag the module as loaded
/******/ 	module.loaded = true;
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/node module decorator */
/******/ (() => {
/******/ 	__nccwpck_require__.nmd = (module) => {
/******/ 		module.paths = [];
/******/ 		if (!module.children) module.children = [];
/******/ 		return module;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(53491);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ var __webpack_exports__main = __webpack_exports__.i;
/******/ var __webpack_exports__run = __webpack_exports__.e;
/******/ export { __webpack_exports__main as main, __webpack_exports__run as run };
/******/ 
