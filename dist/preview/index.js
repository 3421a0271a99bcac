import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 2999:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  UU: () => (/* binding */ createClient),
  LX: () => (/* binding */ createGitHubClient),
  fr: () => (/* binding */ createProbe)
});

// EXTERNAL MODULE: ./src/api/client.ts + 1 modules
var client = __nccwpck_require__(5309);
// EXTERNAL MODULE: ./src/github/rest.ts
var rest = __nccwpck_require__(6417);
;// CONCATENATED MODULE: ./src/pipeline/probe.ts
/** createHttpProbe's probe, made when first asked. */
function lazyHttpProbe(options) {
    let loaded;
    let loading;
    let closed = false;
    const open = () => (loading ??= __nccwpck_require__.e(/* import() */ 639).then(__nccwpck_require__.bind(__nccwpck_require__, 7639)).then((http) => {
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
var readers = __nccwpck_require__(7977);
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

/***/ 6669:
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

/***/ 4799:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ runJob)
/* harmony export */ });
/* harmony import */ var _shell_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6254);
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

/***/ 1943:
/***/ ((module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ run),
/* harmony export */   i: () => (/* binding */ main)
/* harmony export */ });
/* harmony import */ var _github_index_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9556);
/* harmony import */ var _github_index_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(6891);
/* harmony import */ var _preview_index_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(8744);
/* harmony import */ var _preview_index_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(5150);
/* harmony import */ var _preview_index_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(9654);
/* harmony import */ var _settings_index_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(8580);
/* harmony import */ var _settings_index_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(7977);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_10__ = __nccwpck_require__(8855);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(2999);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6669);
/* harmony import */ var _job_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4799);
/* harmony import */ var _shell_js__WEBPACK_IMPORTED_MODULE_11__ = __nccwpck_require__(6254);
// The preview action (preview/action.yml): inputs -> the preview life cycle -> outputs and summary.








/** Reads the inputs, runs the life cycle for the event, and reports; failures end in one line. */
async function run(shell) {
    const { env, clock } = shell;
    let context;
    await (0,_job_js__WEBPACK_IMPORTED_MODULE_0__/* .runJob */ .b)(shell, {
        start: { steps: [] },
        async work({ signal, use }) {
            const inputs = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .inputsOf */ .Vc)('preview', shell);
            // The key is masked before anything else is read, the event included.
            inputs.secret('api-key');
            context = (0,_github_index_js__WEBPACK_IMPORTED_MODULE_2__/* .readRunContext */ .$p)(env);
            // The folder is read as far as it can be: whether it is deployed is decided later (a
            // pull request without the label, or a fork's /preview, has no checkout).
            const settings = (0,_settings_index_js__WEBPACK_IMPORTED_MODULE_3__/* .readPreviewSettings */ .g)(inputs, env, (0,_preview_index_js__WEBPACK_IMPORTED_MODULE_4__/* .mayDeploy */ .BU)((0,_preview_index_js__WEBPACK_IMPORTED_MODULE_4__/* .previewEventOf */ .An)(context)) ? 'if-needed' : false);
            const client = use((0,_client_js__WEBPACK_IMPORTED_MODULE_5__/* .createClient */ .UU)(shell, settings.baseUrl, settings.apiKey));
            const github = use((0,_client_js__WEBPACK_IMPORTED_MODULE_5__/* .createGitHubClient */ .LX)(shell, settings.githubToken, context.apiUrl));
            const probe = use((0,_client_js__WEBPACK_IMPORTED_MODULE_5__/* .createProbe */ .fr)(shell));
            return (0,_preview_index_js__WEBPACK_IMPORTED_MODULE_6__/* .runPreview */ .U)(settings, context, {
                client,
                github,
                clock,
                logger: shell.logger,
                group: shell.group,
                signal,
                gitHead: _github_index_js__WEBPACK_IMPORTED_MODULE_7__/* .gitHead */ .T,
                probe: probe.probe,
                streamFromBytes: (0,_settings_index_js__WEBPACK_IMPORTED_MODULE_8__/* .readTuning */ .mW)(env).streamFromBytes,
                ...(0,_settings_index_js__WEBPACK_IMPORTED_MODULE_8__/* .readPace */ .iz)(env),
            });
        },
        async report(result, error) {
            shell.setOutputs((0,_preview_index_js__WEBPACK_IMPORTED_MODULE_9__/* .previewOutputs */ .HG)(result));
            const facts = (0,_preview_index_js__WEBPACK_IMPORTED_MODULE_9__/* .previewFacts */ .mH)(result, {
                error,
                runUrl: context?.runUrl ?? '',
                repositoryUrl: context?.repositoryUrl ?? '',
                now: clock.now(),
            });
            await shell.writeSummary((0,_summary_js__WEBPACK_IMPORTED_MODULE_10__/* .summaryHtml */ .QW)('Amezmo preview', [{ kind: 'facts', facts }], shell.guard));
        },
    });
}
/** The preview action over the I/O it is given; answers the step's exit code. */
const main = (0,_shell_js__WEBPACK_IMPORTED_MODULE_11__/* .actionEntry */ .rp)(run);
await (0,_shell_js__WEBPACK_IMPORTED_MODULE_11__/* .startWhenRun */ .cF)(import.meta.url, main);

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
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
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

/***/ 6254:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  rp: () => (/* binding */ actionEntry),
  E5: () => (/* binding */ runShell),
  cF: () => (/* binding */ startWhenRun)
});

// UNUSED EXPORTS: RunCancelledError, isEntryPoint, openShell, processIO

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
;// CONCATENATED MODULE: external "node:url"
const external_node_url_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");
// EXTERNAL MODULE: ./src/actions/runner.ts
var runner = __nccwpck_require__(3197);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __nccwpck_require__(3249);
// EXTERNAL MODULE: ./src/clock.ts
var clock = __nccwpck_require__(9373);
// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __nccwpck_require__(3916);
// EXTERNAL MODULE: ./src/pipeline/wait-timeout.ts
var wait_timeout = __nccwpck_require__(5631);
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
var src_logger = __nccwpck_require__(6999);
// EXTERNAL MODULE: ./src/secrets.ts
var src_secrets = __nccwpck_require__(7194);
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
        return (0,external_node_fs_.realpathSync)((0,external_node_url_namespaceObject.fileURLToPath)(moduleUrl)) === (0,external_node_fs_.realpathSync)(script);
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

/***/ 5309:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Z: () => (/* binding */ AmezmoClient),
  u: () => (/* binding */ UncertainOutcomeError)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(3916);
// EXTERNAL MODULE: ./src/http/retry.ts
var retry = __nccwpck_require__(8902);
// EXTERNAL MODULE: ./src/http/transport.ts
var transport = __nccwpck_require__(1517);
// EXTERNAL MODULE: ./src/http/errors.ts
var http_errors = __nccwpck_require__(8549);
// EXTERNAL MODULE: ./src/http/http.ts
var http = __nccwpck_require__(8694);
// EXTERNAL MODULE: ./src/clock.ts
var clock = __nccwpck_require__(9373);
// EXTERNAL MODULE: ./src/logger.ts
var logger = __nccwpck_require__(6999);
// EXTERNAL MODULE: ./src/version.ts
var version = __nccwpck_require__(311);
// EXTERNAL MODULE: ./src/api/errors.ts
var api_errors = __nccwpck_require__(3249);
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
var shape = __nccwpck_require__(1989);
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

/***/ 3249:
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
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3916);
/* harmony import */ var _http_index_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8549);



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

/***/ 1989:
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
/* harmony import */ var _http_index_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8549);

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

/***/ 5640:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
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

/***/ 9373:
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

/***/ 3916:
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

/***/ 6264:
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

/***/ 9556:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ readRunContext),
/* harmony export */   T4: () => (/* binding */ isGitRefName),
/* harmony export */   T8: () => (/* binding */ splitRepository)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
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

/***/ 6887:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ retireDeployments),
/* harmony export */   P: () => (/* binding */ GitHubDeployment)
/* harmony export */ });
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3249);
/* harmony import */ var _rest_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6417);


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
            const created = await options.github.request('POST', (0,_rest_js__WEBPACK_IMPORTED_MODULE_0__/* .repoPath */ .qN)(options, '/deployments'), {
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
            await this.options.github.request('POST', (0,_rest_js__WEBPACK_IMPORTED_MODULE_0__/* .repoPath */ .qN)(this.options, `/deployments/${this.id}/statuses`), {
                body: {
                    state,
                    description: description.slice(0, 140),
                    ...(environmentUrl ? { environment_url: environmentUrl } : {}),
                    ...(logUrl ? { log_url: logUrl } : {}),
                    // A successful deployment retires the earlier ones of the same environment, unless
                    // it is one target of a rollout among others.
                    auto_inactive: this.options.retireEarlier ?? true,
                },
            });
        }
        catch (error) {
            logger.warning(explain(`set GitHub deployment ${this.id} to ${state}`, error, this.options.withoutIt));
        }
    }
}
/**
 * Marks every deployment of `environment` inactive, as when the environment is gone, but those
 * whose last status says so already; answers how many it marked, and the commit of the newest
 * (the last one deployed there). Like the rest, it warns instead of failing the run.
 */
async function retireDeployments(options) {
    const { environment, logger } = options;
    let lastCommit;
    try {
        const listed = (await options.github.paginate((0,_rest_js__WEBPACK_IMPORTED_MODULE_0__/* .repoPath */ .qN)(options, '/deployments'), {
            query: { environment },
        }));
        const sha = listed[0]?.sha;
        lastCommit = typeof sha === 'string' && /^[0-9a-f]{40,64}$/.test(sha) ? sha : undefined;
        const ids = listed
            .map((deployment) => deployment?.id)
            .filter((id) => typeof id === 'number');
        let retired = 0;
        for (const id of ids) {
            if ((await lastState(options, id)) === 'inactive')
                continue;
            await options.github.request('POST', (0,_rest_js__WEBPACK_IMPORTED_MODULE_0__/* .repoPath */ .qN)(options, `/deployments/${id}/statuses`), {
                body: {
                    state: 'inactive',
                    description: options.description.slice(0, 140),
                    ...(options.logUrl ? { log_url: options.logUrl } : {}),
                },
            });
            retired++;
        }
        if (retired > 0)
            logger.info(`Marked ${retired} GitHub deployment(s) of ${environment} inactive.`);
        return { retired, lastCommit };
    }
    catch (error) {
        logger.warning(explain(`mark the GitHub deployments of ${environment} inactive`, error));
        return { retired: 0, lastCommit };
    }
}
/** The state of a deployment's newest status; undefined when it has none or it cannot be read. */
async function lastState(options, id) {
    try {
        const answer = await options.github.request('GET', (0,_rest_js__WEBPACK_IMPORTED_MODULE_0__/* .repoPath */ .qN)(options, `/deployments/${id}/statuses`), { query: { per_page: '1' } });
        const [newest] = Array.isArray(answer) ? answer : [];
        return typeof newest?.state === 'string' ? newest.state : undefined;
    }
    catch {
        // Unknown: marked inactive, as before.
        return undefined;
    }
}
function explain(what, error, withoutIt = 'The Amezmo deployment goes on without it.') {
    if ((0,_rest_js__WEBPACK_IMPORTED_MODULE_0__/* .isPermissionRefusal */ .MA)(error)) {
        return (`Could not ${what}: the token may not write deployments (GitHub answered ${error.status}). ` +
            `Give the job "permissions: deployments: write". ${withoutIt}`);
    }
    return `Could not ${what}: ${(0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .clauseOf */ .pQ)(error)}. ${withoutIt}`;
}


/***/ }),

/***/ 6891:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ gitHead)
/* harmony export */ });
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


/***/ }),

/***/ 5435:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ repositoryPermission),
/* harmony export */   Nf: () => (/* binding */ isGitHubLogin)
/* harmony export */ });
/* unused harmony export BASE_PERMISSIONS */
/* harmony import */ var _rest_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6417);
// Who may ask for a preview: a user's permission on the repository, as GitHub's
// collaborator-permission API tells it.

/** GitHub's base permissions: maintain is answered as write, triage as read. */
const BASE_PERMISSIONS = ['admin', 'write', 'read', 'none'];
/**
 * A GitHub login as GitHub allows one (letters, digits, single dashes, at most 39; an app's bot
 * ends in `[bot]`): what an event's payload names is checked against it before any use.
 */
function isGitHubLogin(login) {
    return /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}(?:\[bot\])?$/.test(login);
}
/**
 * `login`'s permission on the repository (`GET /repos/{o}/{r}/collaborators/{login}/permission`);
 * `none` for a login GitHub knows no user of (404). Throws when GitHub does not answer.
 */
async function repositoryPermission(target, login) {
    let answer;
    try {
        answer = await target.github.request('GET', (0,_rest_js__WEBPACK_IMPORTED_MODULE_0__/* .repoPath */ .qN)(target, `/collaborators/${encodeURIComponent(login)}/permission`));
    }
    catch (error) {
        if (error instanceof _rest_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubApiError */ .OS && error.status === 404) {
            return { permission: 'none', role: 'none' };
        }
        throw error;
    }
    const body = (typeof answer === 'object' && answer !== null ? answer : {});
    const permission = BASE_PERMISSIONS.includes(body.permission)
        ? body.permission
        : 'none';
    const role = typeof body.role_name === 'string' && /^[\w -]{1,40}$/.test(body.role_name)
        ? body.role_name
        : permission;
    return { permission, role };
}


/***/ }),

/***/ 4487:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DQ: () => (/* binding */ readPullRequest),
/* harmony export */   T9: () => (/* binding */ getPullRequest),
/* harmony export */   Xy: () => (/* binding */ pullNumber),
/* harmony export */   _f: () => (/* binding */ findPullRequest),
/* harmony export */   jH: () => (/* binding */ pullRequestStates)
/* harmony export */ });
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3249);
/* harmony import */ var _rest_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6417);
// What GitHub says of pull requests: whether one is closed, which one a fork's branch opened, and
// what one is (draft, labels, head): read from an event's payload or from the API alike, and
// never trusted beyond its types.


function record(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? value
        : {};
}
function text(value) {
    return typeof value === 'string' ? value : '';
}
/** A pull request number: a positive whole number, or undefined. */
function pullNumber(value) {
    return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}
/**
 * The facts of a pull request record, as GitHub gives it in an event's `pull_request` or from
 * `GET /pulls/{n}`; undefined without a number. `repository` (`owner/name`) tells a fork's head.
 */
function readPullRequest(value, repository) {
    const pull = record(value);
    const number = pullNumber(pull.number);
    if (number === undefined)
        return undefined;
    const head = record(pull.head);
    const headRepository = text(record(head.repo).full_name);
    const state = pull.state === 'open' || pull.state === 'closed' ? pull.state : undefined;
    return {
        number,
        state,
        draft: pull.draft === true,
        labels: (Array.isArray(pull.labels) ? pull.labels : [])
            .map((label) => text(record(label).name))
            .filter((name) => name !== ''),
        head: { sha: text(head.sha), ref: text(head.ref), label: text(head.label) },
        fork: headRepository === '' ? undefined : headRepository.toLowerCase() !== repository.toLowerCase(),
    };
}
/** The pull request as GitHub answers it now; throws when GitHub does not answer it. */
async function getPullRequest(target, number) {
    const answer = await target.github.request('GET', (0,_rest_js__WEBPACK_IMPORTED_MODULE_0__/* .repoPath */ .qN)(target, `/pulls/${number}`));
    const facts = readPullRequest(answer, `${target.owner}/${target.repo}`);
    if (!facts)
        throw new Error(`GitHub answered pull request #${number} without its number`);
    return facts;
}
function warnOnce(target, error) {
    target.logger.warning((0,_rest_js__WEBPACK_IMPORTED_MODULE_0__/* .isPermissionRefusal */ .MA)(error) && error.status === 403
        ? 'Could not read pull requests (GitHub answered 403): give the job "permissions: ' +
            'pull-requests: read" or write. Closed pull requests are not known; only max-age applies.'
        : `Could not read pull requests: ${(0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .clauseOf */ .pQ)(error)}. Closed pull requests are not known; ` +
            'only max-age applies.');
}
/** The state of each pull request GitHub could tell; one it could not is left out. */
async function pullRequestStates(target, numbers) {
    const states = new Map();
    try {
        for (const number of numbers) {
            try {
                const pull = await target.github.request('GET', (0,_rest_js__WEBPACK_IMPORTED_MODULE_0__/* .repoPath */ .qN)(target, `/pulls/${number}`));
                const state = pull?.state;
                if (state === 'open' || state === 'closed')
                    states.set(number, state);
            }
            catch (error) {
                // A preview whose pull request is gone (or was never one) is left to max-age.
                if (!(error instanceof _rest_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubApiError */ .OS && error.status === 404))
                    throw error;
                target.logger.info(`GitHub knows no pull request #${number}.`);
            }
        }
    }
    catch (error) {
        warnOnce(target, error);
    }
    return states;
}
/** The open pull request whose head is `owner:branch`, e.g. a fork's, or undefined. */
async function findPullRequest(target, headLabel) {
    try {
        const pulls = await target.github.request('GET', (0,_rest_js__WEBPACK_IMPORTED_MODULE_0__/* .repoPath */ .qN)(target, '/pulls'), {
            query: { state: 'open', head: headLabel },
        });
        return Array.isArray(pulls) ? pullNumber(record(pulls[0]).number) : undefined;
    }
    catch (error) {
        warnOnce(target, error);
        return undefined;
    }
}


/***/ }),

/***/ 6417:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   MA: () => (/* binding */ isPermissionRefusal),
/* harmony export */   OS: () => (/* binding */ GitHubApiError),
/* harmony export */   jh: () => (/* binding */ GitHubClient),
/* harmony export */   qN: () => (/* binding */ repoPath)
/* harmony export */ });
/* unused harmony export API_VERSION */
/* harmony import */ var _http_index_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8902);
/* harmony import */ var _http_index_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(1517);
/* harmony import */ var _http_index_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(8694);
/* harmony import */ var _http_index_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(8549);
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9373);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3916);
/* harmony import */ var _logger_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6999);
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

/***/ 8549:
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
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3916);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6264);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7194);
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

/***/ 8694:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Em: () => (/* binding */ request),
/* harmony export */   NX: () => (/* binding */ MAX_REDIRECTS),
/* harmony export */   oV: () => (/* binding */ parseJsonAnswer),
/* harmony export */   zI: () => (/* binding */ operationOf)
/* harmony export */ });
/* unused harmony export urlEncoded */
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7075);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8549);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7194);



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
        const { uploadBody } = await __nccwpck_require__.e(/* import() */ 254).then(__nccwpck_require__.bind(__nccwpck_require__, 2254));
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

/***/ 8902:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   LH: () => (/* binding */ withRetries),
/* harmony export */   mu: () => (/* binding */ parseRetryAfter),
/* harmony export */   ur: () => (/* binding */ defaultRetryPolicy)
/* harmony export */ });
/* unused harmony exports isRetryable, retryDelayMs */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8549);

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

/***/ 1517:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ createTransport)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7067);
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

/***/ 6999:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ safeText),
/* harmony export */   q: () => (/* binding */ silentLogger)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7975);
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
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3249);
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1989);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3916);
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

/***/ 3169:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Hn: () => (/* binding */ LaunchTimeoutError),
/* harmony export */   WP: () => (/* binding */ LAST_LOOK_MS),
/* harmony export */   _F: () => (/* binding */ FIRST_LOOK_MS),
/* harmony export */   wG: () => (/* binding */ uploadArchive)
/* harmony export */ });
/* unused harmony export progressLogger */
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(5309);
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(3249);
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9373);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3916);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6264);
// Sending the archive: one deployment created, with its progress in the log. A new instance may
// still be launching (a preview's): its refusal is waited out. An answer lost after the whole
// archive went out is never sent again blindly: the environment is asked whether it now shows a
// deployment of this commit, and the error names it.




class LaunchTimeoutError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .AmezmoDeployError */ .n2 {
    errorCode = 'launch-timed-out';
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
        if (!Number.isFinite(total)) {
            // A body sent as the archive is written: its length is known only at its end.
            logger.info(`Uploaded ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z3)(sent)} as the archive is written (${rate.toFixed(1)} MiB/s)`);
            return;
        }
        logger.info(`Uploaded ${Math.floor((sent / total) * 100)}% (${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z3)(sent)} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z3)(total)}, ${rate.toFixed(1)} MiB/s)`);
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
        ...(options.growing ? { growing: options.growing } : {}),
        ...(options.exact ? { exact: options.exact } : {}),
        ...fields,
    };
    const onProgress = deps.progress?.upload?.bind(deps.progress) ?? progressLogger(deps);
    const pauses = (0,_clock_js__WEBPACK_IMPORTED_MODULE_2__/* .backOff */ .fu)(deps.pollMs, FIRST_LOOK_MS, LAST_LOOK_MS);
    let interval = pauses.first;
    for (;;) {
        try {
            const created = await client.createDeployment(target.instance, params, {
                signal,
                onProgress,
            });
            if (created.id === options.before)
                throw notCreated(target, created);
            return created;
        }
        catch (error) {
            if (error instanceof _api_index_js__WEBPACK_IMPORTED_MODULE_3__/* .UncertainOutcomeError */ .u) {
                throw await withLikelyDeployment(error, deps, fields, options);
            }
            const launching = options.launching;
            if (!launching || !isStillLaunching(error))
                throw error;
            logger.info(`Instance ${target.instance} is not ready for deployments yet: ${(0,_api_index_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .bD)(error)}`);
            const remaining = launching.deadline - clock.now();
            if (remaining <= 0) {
                throw new LaunchTimeoutError(`Instance ${target.instance} still refused deployments after ${launching.timeoutSeconds} s ` +
                    `(${(0,_api_index_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .bD)(error)}). Raise 'launch-timeout', or look at the instance in the Amezmo dashboard.`);
            }
            await clock.sleep(Math.min(interval, remaining), signal);
            interval = Math.min(pauses.last, Math.round(interval * 1.5));
        }
    }
}
/**
 * An upload answered with the deployment that was current before it: no new deployment can be
 * told from that answer, and none is taken as this run's (its bytes were never proven to be
 * these).
 */
function notCreated(target, created) {
    return new _api_index_js__WEBPACK_IMPORTED_MODULE_3__/* .UncertainOutcomeError */ .u(`The Amezmo API answered the upload with deployment ${created.id}, the one current on ` +
        `environment '${target.environment}' before it, not a new one. The deployment may have ` +
        `been created all the same: check the deployments of environment '${target.environment}' ` +
        `on instance ${target.instance} in the Amezmo dashboard before running this again.`, undefined, { instanceId: target.instance, environment: target.environment });
}
function isStillLaunching(error) {
    return (error instanceof _api_index_js__WEBPACK_IMPORTED_MODULE_4__/* .ApiError */ .hD && error.status === 409 && error.code === 'invalid_instance_state');
}
/**
 * After an upload whose answer was lost, or came before the whole archive was sent, the
 * deployment may exist. The API has no list of deployments, but the environment shows its
 * current one: when that is of this commit and ref, no older than this run, and not the one
 * current before the upload, it is named, so that nobody deploys again blindly.
 */
async function withLikelyDeployment(error, { client }, fields, { startedAt, before }) {
    try {
        // The run's signal may be aborted already: the look-up gets a few seconds of its own.
        const environment = await client.getEnvironment(error.instanceId, error.environment, {
            signal: AbortSignal.timeout(5_000),
            maxAttempts: 1,
        });
        const current = environment.current_deployment;
        const refName = fields.tag ?? fields.branch;
        const ours = current &&
            current.id !== before &&
            typeof current.commit === 'string' &&
            current.commit !== '' &&
            (fields.commit ?? '').startsWith(current.commit) &&
            refName !== undefined &&
            (current.branch === refName || current.tag === refName) &&
            Date.parse(current.created_at) >= startedAt - 60_000;
        if (ours) {
            const whose = error.archiveSent
                ? "it is most likely this run's"
                : "if it is this run's, it was made without the whole archive";
            return new _api_index_js__WEBPACK_IMPORTED_MODULE_3__/* .UncertainOutcomeError */ .u(`${error.message} Environment '${error.environment}' now shows deployment ${current.id} ` +
                `(${current.status}) of this commit: ${whose}.`, error.cause, { ...error, likelyDeployment: { id: current.id, status: current.status } });
        }
    }
    catch {
        // The look-up is a courtesy: the error already says where to check.
    }
    return error;
}


/***/ }),

/***/ 5631:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ WaitTimeoutError),
/* harmony export */   f: () => (/* binding */ withoutFinalStop)
/* harmony export */ });
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3249);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3916);
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

/***/ 9491:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Bx: () => (/* binding */ formatHourly),
/* harmony export */   Hk: () => (/* binding */ budgetHolders),
/* harmony export */   Ik: () => (/* binding */ checkBudget),
/* harmony export */   VQ: () => (/* binding */ checkLaunched),
/* harmony export */   WD: () => (/* binding */ totalEndedCost),
/* harmony export */   g6: () => (/* binding */ priceList),
/* harmony export */   g8: () => (/* binding */ refusalClause),
/* harmony export */   pJ: () => (/* binding */ parseDollars),
/* harmony export */   tm: () => (/* binding */ describeEndedCost),
/* harmony export */   tw: () => (/* binding */ refusalLine),
/* harmony export */   yD: () => (/* binding */ endedCost)
/* harmony export */ });
/* unused harmony exports formatDollarsUp, describeHolder */
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5640);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9597);
// What previews cost: the budget a launch must fit in (max-previews, max-hourly-cost), and what a
// preview that ends has cost. Pure: prices come from the instance types the API lists, ages from
// the instances' created_at and the clock. Money is counted in millionths of a dollar, the API's
// own precision (`hourly_price` has six fractional digits), so that sums are exact.


const HOUR = 3_600_000;
/** Millionths of a dollar in a dollar. */
const DOLLAR = 1_000_000;
/** `0.026880` (or `$0.10`) in millionths of a dollar; undefined for anything else. */
function parseDollars(text) {
    const match = /^\$?(\d{1,9})(?:\.(\d{1,6}))?$/.exec(text.trim());
    if (!match)
        return undefined;
    return Number(match[1]) * DOLLAR + Number((match[2] ?? '').padEnd(6, '0'));
}
/** `$0.026880`: millionths of a dollar as the API writes prices. */
function formatHourly(micros) {
    return `$${Math.floor(micros / DOLLAR)}.${String(micros % DOLLAR).padStart(6, '0')}`;
}
/** `$1.94`: to the cent, rounded up (a bill is never less than the sum of its hours). */
function formatDollarsUp(micros) {
    const cents = Math.ceil(micros / 10_000);
    return `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
/** Hourly prices by instance type id, in millionths of a dollar. */
function priceList(types) {
    const prices = new Map();
    for (const type of types) {
        const micros = parseDollars(String(type.hourly_price));
        if (micros !== undefined)
            prices.set(type.id, micros);
    }
    return prices;
}
/** This repository's live previews (not being deleted), oldest first, with their prices and ages. */
function budgetHolders(instances, context) {
    return (0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .repositoryPreviews */ .Mn)(instances, context.prefix, context.repository)
        .filter(({ instance }) => !(0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isInstanceState */ .Xg)(instance.state, _api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .INSTANCE_DELETING */ .fW))
        .map(({ instance, number }) => ({
        name: instance.name,
        id: instance.id,
        number,
        instanceType: instance.instance_type,
        hourlyMicros: context.prices.get(instance.instance_type),
        ageMs: (0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .ageMs */ .WO)(instance, context.now),
    }))
        .sort((a, b) => (b.ageMs ?? 0) - (a.ageMs ?? 0) || (0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .compareIds */ .q3)(a.id, b.id));
}
/**
 * Whether a new preview fits in the budget beside `holders`; the refusal when it does not. A
 * holder whose type the API does not list is counted at the dearest listed price: the cap is a
 * promise about the bill, so an unknown price is never taken as free.
 */
function checkBudget(budget, holders, launching, prices) {
    const dearest = Math.max(launching.hourlyMicros, ...prices.values());
    const previews = holders.length + 1;
    const hourlyMicros = launching.hourlyMicros +
        holders.reduce((sum, holder) => sum + (holder.hourlyMicros ?? dearest), 0);
    const refusal = {
        number: launching.number,
        launching: { instanceType: launching.instanceType, hourlyMicros: launching.hourlyMicros },
        previews,
        hourlyMicros,
        budget,
        holders: [...holders],
    };
    if (budget.maxPreviews !== undefined && previews > budget.maxPreviews) {
        return { cap: 'max-previews', ...refusal };
    }
    if (budget.maxHourlyMicros !== undefined && hourlyMicros > budget.maxHourlyMicros) {
        return { cap: 'max-hourly-cost', ...refusal };
    }
    return undefined;
}
/** When an instance was created, in ms; unreadable ones sort as the newest. */
function createdAt(instance) {
    const time = Date.parse(instance.created_at);
    return Number.isNaN(time) ? Infinity : time;
}
/**
 * After a launch, whether the preview `launched` passed a cap. Runs that read the instance list
 * before either launched both passed the check (`checkBudget`); each recounts once its instance
 * exists. The previews are taken in the order they were launched (created_at, then id), and one
 * passes a cap when it does with those launched before it: every run that recounts sees the same
 * order, so the newest launches past a cap give way, and only they.
 */
function checkLaunched(budget, instances, launched, context) {
    if (budget.maxPreviews === undefined && budget.maxHourlyMicros === undefined)
        return undefined;
    const same = (instance) => String(instance.id) === String(launched.id);
    // A list read just after the create may not show it yet.
    const listed = instances.some(same) ? instances : [...instances, launched];
    const order = new Map(listed.map((instance) => [String(instance.id), createdAt(instance)]));
    const key = (holder) => order.get(String(holder.id)) ?? Infinity;
    const holders = budgetHolders(listed, context);
    const mine = holders.find(same);
    if (!mine)
        return undefined;
    const before = holders.filter((holder) => holder !== mine && (key(holder) - key(mine) || (0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .compareIds */ .q3)(holder.id, mine.id)) < 0);
    const { prices } = context;
    return checkBudget(budget, before, {
        number: mine.number,
        instanceType: mine.instanceType,
        hourlyMicros: mine.hourlyMicros ?? Math.max(0, ...prices.values()),
    }, prices);
}
/** `pr-shop-d21b2cdf-3 (#3, hobby at $0.026880 an hour, 2h 5m old)`. */
function describeHolder(holder) {
    const price = holder.hourlyMicros === undefined
        ? 'price not listed'
        : `at ${formatHourly(holder.hourlyMicros)} an hour`;
    const age = holder.ageMs === undefined ? 'age unknown' : `${(0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .formatAge */ .nV)(holder.ageMs)} old`;
    return `${holder.name} (#${holder.number}, ${holder.instanceType} ${price}, ${age})`;
}
/** What the refusal passes, in one clause, e.g. `a 3rd preview would pass max-previews 2`. */
function refusalClause(refusal, repository) {
    return refusal.cap === 'max-previews'
        ? `it would be preview ${refusal.previews} of ${repository} at once, past max-previews ` +
            `${refusal.budget.maxPreviews ?? ''}`
        : `its ${refusal.launching.instanceType} instance at ` +
            `${formatHourly(refusal.launching.hourlyMicros)} an hour would bring the previews of ` +
            `${repository} to ${formatHourly(refusal.hourlyMicros)} an hour, past max-hourly-cost ` +
            `${formatHourly(refusal.budget.maxHourlyMicros ?? 0)}`;
}
/** The one line a refused launch is told in: what it would pass, and who holds the budget. */
function refusalLine(refusal, repository) {
    const holders = refusal.holders.map(describeHolder);
    const gaveWay = refusal.gaveWay
        ? `another run launched a preview at the same time, and ${refusalClause(refusal, repository)}: ` +
            `the newest launch gives way, so ${refusal.gaveWay.name} (${refusal.gaveWay.id}) was terminated`
        : undefined;
    return (`No preview for pull request #${refusal.number}: ${gaveWay ?? refusalClause(refusal, repository)}. ` +
        (holders.length > 0
            ? `The budget is held by ${holders.join(', ')}. End one of them, or raise ${refusal.cap}.`
            : `No preview holds it: raise ${refusal.cap}.`));
}
function endedCost(instance, prices, now) {
    const hourlyMicros = prices.get(instance.instance_type);
    const age = (0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .ageMs */ .WO)(instance, now);
    const billedHours = age === undefined ? undefined : Math.max(1, Math.ceil(age / HOUR));
    return {
        instanceType: instance.instance_type,
        hourlyMicros,
        ageMs: age,
        billedHours,
        totalMicros: hourlyMicros === undefined || billedHours === undefined
            ? undefined
            : hourlyMicros * billedHours,
    };
}
/** `hobby at $0.026880 an hour for 2h 5m: about $0.09 (3 hours billed)`. */
function describeEndedCost(cost) {
    const price = cost.hourlyMicros === undefined
        ? `${cost.instanceType} (price not listed)`
        : `${cost.instanceType} at ${formatHourly(cost.hourlyMicros)} an hour`;
    if (cost.ageMs === undefined)
        return price;
    const total = cost.totalMicros === undefined
        ? ''
        : `: about ${formatDollarsUp(cost.totalMicros)} (${cost.billedHours} hour${cost.billedHours === 1 ? '' : 's'} billed)`;
    return `${price} for ${(0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .formatAge */ .nV)(cost.ageMs)}${total}`;
}
/** What several ended previews cost together: an hourly rate and a total, where known. */
function totalEndedCost(costs) {
    const hourly = costs.reduce((sum, cost) => sum + (cost.hourlyMicros ?? 0), 0);
    const total = costs.reduce((sum, cost) => sum + (cost.totalMicros ?? 0), 0);
    const unknown = costs.some((cost) => cost.totalMicros === undefined);
    return (`${formatHourly(hourly)} an hour together, about ${formatDollarsUp(total)} over their lives` +
        (unknown ? ' (some prices or ages unknown)' : ''));
}


/***/ }),

/***/ 8744:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   An: () => (/* binding */ previewEventOf),
/* harmony export */   BU: () => (/* binding */ mayDeploy)
/* harmony export */ });
/* unused harmony export commandOf */
/* harmony import */ var _github_index_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4487);
/* harmony import */ var _github_index_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5435);
// What a run of the preview action is about, from the event that started it. The payload is
// hostile: only typed fields are kept (numbers, a known action, a checked login), and of a
// comment only the command it holds, never its text.

function record(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? value
        : {};
}
function text(value) {
    return typeof value === 'string' ? value : '';
}
/**
 * The command of a comment: its first non-blank line is `/preview` (launch), `/preview stop`, or
 * `/preview` and another word (unknown); undefined for any other comment.
 */
function commandOf(body) {
    const first = body.trimStart().split(/\r?\n/, 1)[0]?.trim() ?? '';
    const match = /^\/preview(?:[ \t]+(.*))?$/i.exec(first);
    if (!match)
        return undefined;
    const rest = (match[1] ?? '').trim().toLowerCase();
    return rest === '' ? 'launch' : rest === 'stop' ? 'stop' : 'unknown';
}
/** The actions of a pull request after which a preview may deploy: a run of these reads `region`. */
const DEPLOYING_ACTIONS = ['opened', 'synchronize', 'reopened', 'labeled', 'ready_for_review'];
/** Whether the run may deploy, so that it needs `region` and the folder to deploy. */
function mayDeploy(event) {
    switch (event.kind) {
        case 'pull':
            return DEPLOYING_ACTIONS.includes(event.action);
        case 'comment':
            return event.command === 'launch';
        case 'run':
            return true;
        default:
            return false;
    }
}
/** Reads the event: which pull request, and what happened to it. */
function previewEventOf(context) {
    const payload = context.payload;
    switch (context.eventName) {
        case 'pull_request':
        case 'pull_request_target': {
            const pull = (0,_github_index_js__WEBPACK_IMPORTED_MODULE_0__/* .readPullRequest */ .DQ)({
                ...record(payload.pull_request),
                number: record(payload.pull_request).number ?? payload.number,
            }, context.repository);
            if (!pull) {
                return {
                    kind: 'skip',
                    reason: `the ${context.eventName} event carries no pull request number`,
                };
            }
            const action = /^[a-z_]{1,40}$/.test(text(payload.action)) ? text(payload.action) : '';
            return {
                kind: 'pull',
                action,
                pull: {
                    ...pull,
                    head: {
                        ...pull.head,
                        sha: pull.head.sha || context.sha,
                        ref: pull.head.ref || context.headRef,
                    },
                },
                label: action === 'labeled' || action === 'unlabeled'
                    ? text(record(payload.label).name)
                    : undefined,
            };
        }
        case 'issue_comment': {
            const issue = record(payload.issue);
            const number = (0,_github_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pullNumber */ .Xy)(issue.number);
            // An issue's comment has no `pull_request` in its issue; a pull request's has.
            if (number === undefined || typeof issue.pull_request !== 'object' || !issue.pull_request) {
                return { kind: 'skip', reason: 'the comment is on an issue, not on a pull request' };
            }
            if (text(payload.action) !== 'created') {
                return {
                    kind: 'skip',
                    reason: `a comment on pull request #${number} was edited or deleted; only a new comment is read`,
                };
            }
            const comment = record(payload.comment);
            const command = commandOf(text(comment.body));
            if (command === undefined) {
                return {
                    kind: 'skip',
                    reason: `the comment on pull request #${number} is not a /preview command`,
                };
            }
            const login = text(record(comment.user).login);
            return {
                kind: 'comment',
                number,
                command,
                commentId: (0,_github_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pullNumber */ .Xy)(comment.id),
                author: (0,_github_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isGitHubLogin */ .Nf)(login) ? login : undefined,
            };
        }
        case 'workflow_run': {
            const run = record(payload.workflow_run);
            const conclusion = text(run.conclusion);
            if (conclusion !== 'success') {
                return {
                    kind: 'skip',
                    reason: `the workflow run that built the pull request ended '${/^[a-z_]{1,40}$/.test(conclusion) ? conclusion : 'without a conclusion'}'; only a successful one is deployed`,
                };
            }
            const pulls = Array.isArray(run.pull_requests) ? run.pull_requests : [];
            const owner = text(record(record(run.head_repository).owner).login);
            const branch = text(run.head_branch);
            return {
                kind: 'run',
                number: (0,_github_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pullNumber */ .Xy)(record(pulls[0]).number),
                head: {
                    sha: text(run.head_sha),
                    ref: branch,
                    label: owner && branch ? `${owner}:${branch}` : '',
                },
            };
        }
        case 'schedule':
        case 'workflow_dispatch':
            return { kind: 'cleanup' };
        default:
            return {
                kind: 'skip',
                reason: `the ${/^[a-z_]{1,40}$/.test(context.eventName) ? context.eventName : 'unknown'} event is not one previews act on; use pull_request, issue_comment, workflow_run, schedule or workflow_dispatch`,
            };
    }
}


/***/ }),

/***/ 5465:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AX: () => (/* binding */ carriesPrefix),
/* harmony export */   IP: () => (/* binding */ prefixProblem),
/* harmony export */   KL: () => (/* binding */ previewNumber),
/* harmony export */   gz: () => (/* binding */ previewName)
/* harmony export */ });
/* unused harmony exports MAX_NAME_LENGTH, MAX_PREFIX_LENGTH, repositorySlug, OWNER_HASH_LENGTH, ownerHash */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// The name of a pull request's preview instance, and the rule that keeps the action away from
// every other instance of the account: it touches only names it would have given itself. A name
// proves whose preview it is: it carries the pull request's number and a hash of the repository's
// full name, so that acme/shop's #5 and globex/shop's #5, or acme/my_app's and acme/my-app's,
// never share a name; the repository's name beside it is for people to read.

/** One DNS label: the service puts instance names into host names. */
const MAX_NAME_LENGTH = 63;
/** Leaves room in the 63 characters for the repository and the number. */
const MAX_PREFIX_LENGTH = 20;
const PREFIX = /^[a-z](?:[a-z0-9]|-(?=[a-z0-9]))*$/;
/** Why `prefix` cannot start preview names, or undefined when it can. */
function prefixProblem(prefix) {
    if (prefix.length > MAX_PREFIX_LENGTH) {
        return `it is longer than ${MAX_PREFIX_LENGTH} characters; a preview name must fit in one host name label.`;
    }
    if (!PREFIX.test(prefix)) {
        return 'use lower-case letters, digits and single dashes, starting with a letter, e.g. pr or preview.';
    }
    return undefined;
}
/** The repository's name as a name part: lower-case letters, digits and single dashes. */
function repositorySlug(repository) {
    const name = repository.slice(repository.indexOf('/') + 1);
    return name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '');
}
/** Hex digits of the repository's hash in a name: 32 bits, unique among an account's few. */
const OWNER_HASH_LENGTH = 8;
/** The hash that proves a name is this repository's: of its full name, in lower case. */
function ownerHash(repository) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
        .update(repository.toLowerCase())
        .digest('hex')
        .slice(0, OWNER_HASH_LENGTH);
}
/**
 * `<prefix>-<repository>-<hash>-<number>`, e.g. `pr-hello-world-1f2e3d4c-42`. When it would pass
 * 63 characters the repository part is cut (or left out); the prefix, the hash and the number are
 * always whole, so that the name is the same on every run and proves whose it is.
 */
function previewName(prefix, repository, number) {
    const hash = ownerHash(repository);
    const digits = String(number);
    const room = MAX_NAME_LENGTH - prefix.length - hash.length - digits.length - 3;
    const kept = repositorySlug(repository).slice(0, Math.max(0, room)).replace(/-+$/, '');
    return `${prefix}-${kept === '' ? '' : `${kept}-`}${hash}-${digits}`;
}
/**
 * The pull request number of one of this repository's previews, or undefined for any other name.
 * A name counts only when it is exactly the one `previewName` gives for its number.
 */
function previewNumber(name, prefix, repository) {
    const match = /-([1-9]\d{0,9})$/.exec(name);
    if (!match)
        return undefined;
    const number = Number(match[1]);
    return previewName(prefix, repository, number) === name ? number : undefined;
}
/**
 * Whether `name` looks like a preview (the prefix, then a pull request number at the end),
 * whichever repository or version of this action made it: what is named in the log and left
 * alone when it is not provably this repository's.
 */
function carriesPrefix(name, prefix) {
    return name.startsWith(`${prefix}-`) && /^[a-z0-9-]+-[1-9]\d{0,9}$/.test(name);
}


/***/ }),

/***/ 9597:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Aq: () => (/* binding */ planPreview),
/* harmony export */   Mn: () => (/* binding */ repositoryPreviews),
/* harmony export */   WO: () => (/* binding */ ageMs),
/* harmony export */   nV: () => (/* binding */ formatAge),
/* harmony export */   pq: () => (/* binding */ parseMaxAge),
/* harmony export */   q3: () => (/* binding */ compareIds)
/* harmony export */ });
/* unused harmony export lookalikes */
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5640);
/* harmony import */ var _name_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5465);
// What a run will do to which instance, and why, decided from data before any request changes
// anything. Only names this repository's previews carry are ever planned for.


/** This repository's previews among `instances`, with their pull request numbers. */
function repositoryPreviews(instances, prefix, repository) {
    return instances.flatMap((instance) => {
        const number = (0,_name_js__WEBPACK_IMPORTED_MODULE_0__/* .previewNumber */ .KL)(instance.name, prefix, repository);
        return number === undefined ? [] : [{ instance, number }];
    });
}
/**
 * Instances that look like previews (the prefix and a pull request number, `number` when given)
 * but are not provably this repository's.
 */
function lookalikes(instances, prefix, repository, number) {
    return instances.filter((instance) => (0,_name_js__WEBPACK_IMPORTED_MODULE_0__/* .carriesPrefix */ .AX)(instance.name, prefix) &&
        (0,_name_js__WEBPACK_IMPORTED_MODULE_0__/* .previewNumber */ .KL)(instance.name, prefix, repository) === undefined &&
        (number === undefined || instance.name.endsWith(`-${number}`)));
}
/** An instance being terminated is as good as gone: never reused nor terminated again. */
function alive(instance) {
    return !(0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isInstanceState */ .Xg)(instance.state, _api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .INSTANCE_DELETING */ .fW);
}
/** The age of an instance in ms, or undefined when its `created_at` cannot be read. */
function ageMs(instance, now) {
    const created = Date.parse(instance.created_at);
    return Number.isNaN(created) ? undefined : Math.max(0, now - created);
}
/** `72h`, `3d 4h`, `45m`: an age as people read it. */
function formatAge(ms) {
    const minutes = Math.floor(ms / 60_000);
    if (minutes < 60)
        return `${minutes}m`;
    const hours = Math.floor(minutes / 60);
    if (hours < 48)
        return `${hours}h ${minutes % 60}m`;
    return `${Math.floor(hours / 24)}d ${hours % 24}h`;
}
function planPreview(event, instances, context) {
    const { prefix, repository } = context;
    if (event.kind === 'cleanup')
        return planCleanup(instances, context);
    const name = (0,_name_js__WEBPACK_IMPORTED_MODULE_0__/* .previewName */ .gz)(prefix, repository, event.number);
    // The service does not keep names unique: two runs that raced may have made two instances.
    const mine = instances
        .filter((instance) => instance.name === name && alive(instance))
        .sort((a, b) => compareIds(a.id, b.id));
    const others = lookalikes(instances, prefix, repository, event.number);
    if (event.kind === 'deploy') {
        const [oldest, ...duplicates] = mine;
        if (!oldest && event.create === false) {
            return {
                outcome: 'skipped',
                steps: [],
                reason: `pull request #${event.number} has no preview, and this run launches none`,
                lookalikes: others,
                duplicates: [],
            };
        }
        return oldest
            ? {
                outcome: 'updated',
                steps: [
                    {
                        action: 'reuse',
                        instance: oldest,
                        number: event.number,
                        reason: `pull request #${event.number} has its preview already`,
                    },
                ],
                lookalikes: others,
                duplicates,
            }
            : {
                outcome: 'created',
                steps: [
                    {
                        action: 'create',
                        name,
                        number: event.number,
                        reason: `pull request #${event.number} has no preview yet`,
                    },
                ],
                lookalikes: others,
                duplicates: [],
            };
    }
    if (mine.length === 0) {
        return {
            outcome: 'skipped',
            steps: [],
            reason: `pull request #${event.number} has no preview instance named ${name} to terminate`,
            lookalikes: others,
            duplicates: [],
        };
    }
    // Every instance of the preview's name goes: one left would be billed with nobody to see it.
    const because = event.reason ?? `pull request #${event.number} was closed`;
    return {
        outcome: 'terminated',
        steps: mine.map((instance) => ({
            action: 'terminate',
            instance,
            number: event.number,
            reason: mine.length === 1 ? because : `${because} (one of ${mine.length} instances named ${name})`,
        })),
        lookalikes: others,
        duplicates: mine.slice(1),
    };
}
/** Instance ids in order: numbers, or exact decimal strings where they pass 2^53. */
function compareIds(a, b) {
    const x = BigInt(a);
    const y = BigInt(b);
    return x < y ? -1 : x > y ? 1 : 0;
}
function planCleanup(instances, context) {
    const steps = repositoryPreviews(instances, context.prefix, context.repository)
        .filter(({ instance }) => alive(instance))
        .sort((a, b) => a.number - b.number || compareIds(a.instance.id, b.instance.id))
        .map(({ instance, number }) => {
        if (context.pullRequests.get(number) === 'closed') {
            return {
                action: 'terminate',
                instance,
                number,
                reason: `pull request #${number} is closed`,
            };
        }
        const age = ageMs(instance, context.now);
        if (context.maxAgeMs !== undefined && age !== undefined && age > context.maxAgeMs) {
            return {
                action: 'terminate',
                instance,
                number,
                reason: `it is ${formatAge(age)} old, past max-age ${formatAge(context.maxAgeMs)}`,
            };
        }
        const state = context.pullRequests.get(number);
        return {
            action: 'keep',
            instance,
            number,
            reason: `pull request #${number} is ${state ?? 'of unknown state'}` +
                (age === undefined ? '' : ` and the preview is ${formatAge(age)} old`),
        };
    });
    return {
        outcome: 'cleaned',
        steps,
        lookalikes: lookalikes(instances, context.prefix, context.repository),
        duplicates: [],
    };
}
/** Parses `max-age`: `90m`, `72h`, `3d`; `0` for none. Answers ms, or a problem to report. */
function parseMaxAge(value) {
    // An empty input means its default on a runner, so "no age limit" is written as 0.
    if (value.trim() === '' || value.trim() === '0')
        return { ms: undefined };
    const match = /^\s*(\d{1,6})\s*(m|h|d)\s*$/i.exec(value);
    if (!match || Number(match[1]) === 0) {
        return {
            problem: 'write an age in minutes, hours or days, e.g. 90m, 72h or 3d, or 0 for no age limit.',
        };
    }
    const unit = { m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2].toLowerCase()];
    return { ms: Number(match[1]) * unit };
}


/***/ }),

/***/ 9654:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  xF: () => (/* binding */ goneCommentBody),
  YV: () => (/* binding */ liveCommentBody),
  mH: () => (/* binding */ previewFacts),
  HG: () => (/* binding */ previewOutputs),
  gV: () => (/* binding */ refusedCommentBody),
  Rl: () => (/* binding */ replyBody)
});

// UNUSED EXPORTS: costOf, endsWhen

// EXTERNAL MODULE: ./src/api/statuses.ts
var statuses = __nccwpck_require__(5640);
// EXTERNAL MODULE: ./src/format.ts
var format = __nccwpck_require__(6264);
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
                    text: `${(0,format/* formatBytes */.z3)(archive.size)}, ` +
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
                        .map(({ folder, bytes }) => `${folder} (${(0,format/* formatBytes */.z3)(bytes)})`)
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
var summary = __nccwpck_require__(8855);
// EXTERNAL MODULE: ./src/preview/cost.ts
var preview_cost = __nccwpck_require__(9491);
// EXTERNAL MODULE: ./src/preview/plan.ts
var plan = __nccwpck_require__(9597);
;// CONCATENATED MODULE: ./src/preview/report.ts
// How a preview run is told: the outputs, the job summary's facts, and the pull request's
// comment, made from what the run answered. Pure: the shell writes them.





function previewOutputs(run) {
    const release = run.release;
    return {
        'instance-id': run.instanceId === undefined ? '' : String(run.instanceId),
        'preview-url': run.previewUrl ?? '',
        'deployment-id': release?.deploymentId === undefined ? '' : String(release.deploymentId),
        'deployment-status': release?.deploymentStatus ?? '',
        ...archiveOutputs(release),
        'hourly-price': run.hourlyPrice ?? '',
        outcome: run.outcome ?? '',
        ...healthOutputs(release),
    };
}
/** The instance type and what it costs, e.g. `hobby, $0.026880 an hour`. */
function costOf(run) {
    if (!run.instanceType)
        return '';
    return run.hourlyPrice ? `${run.instanceType}, $${run.hourlyPrice} an hour` : run.instanceType;
}
function ageOf(run, now) {
    const created = run.createdAt ? Date.parse(run.createdAt) : NaN;
    return Number.isNaN(created) ? '' : (0,plan/* formatAge */.nV)(Math.max(0, now - created));
}
const STEP_VERB = {
    create: 'Created',
    reuse: 'Reused',
    terminate: 'Terminated',
    keep: 'Kept',
};
/** The job summary's facts, one each. */
function previewFacts(run, { error, runUrl, repositoryUrl, now, }) {
    const release = run.release;
    const commitUrl = run.commit && repositoryUrl ? `${repositoryUrl}/commit/${run.commit}` : undefined;
    return (0,summary/* presentFacts */.x$)([
        ['Outcome', { text: error ? `\u274c failed: ${error}` : outcomeText(run.outcome) }],
        ['Skipped because', run.skipReason ? { text: run.skipReason } : undefined],
        ['Pull request', run.pullRequest ? { text: `#${run.pullRequest}` } : undefined],
        [
            'Instance',
            run.instanceName
                ? { text: `${run.instanceName} (${run.instanceId ?? 'not created'})` }
                : undefined,
        ],
        ['Preview', run.previewUrl ? { text: run.previewUrl, href: run.previewUrl } : undefined],
        ['Cost', costOf(run) ? { text: costOf(run) } : undefined],
        // Twelve digits, as every summary and comment of this project shows a commit.
        ['Commit', run.commit ? { text: run.commit.slice(0, 12), href: commitUrl } : undefined],
        ...archiveFacts(release),
        [
            'Deployment',
            release?.deploymentId === undefined
                ? undefined
                : { text: `${release.deploymentId}: ${release.deploymentStatus || 'unknown'}` },
        ],
        ...healthFacts(release),
        ['Age', ageOf(run, now) ? { text: ageOf(run, now) } : undefined],
        [
            'Ended',
            run.ended?.length === 1 && run.outcome === 'terminated'
                ? { text: (0,preview_cost/* describeEndedCost */.tm)(run.ended[0]) }
                : run.ended && run.ended.length > 1
                    ? { text: (0,preview_cost/* totalEndedCost */.WD)(run.ended) }
                    : undefined,
        ],
        ['Not deployed', run.awaiting ? { text: run.awaiting } : undefined],
        ...run.steps
            .filter((step) => run.outcome === 'cleaned' || step.result?.startsWith('failed'))
            .map((step) => [
            `${step.name} (#${step.number})`,
            {
                text: `${step.result ?? STEP_VERB[step.action].toLowerCase()}: ${step.reason}` +
                    (step.cost ? `; ${step.cost}` : ''),
            },
        ]),
        ['Run', runUrl ? { text: 'workflow run', href: runUrl } : undefined],
    ]);
}
/** Text from the service, cut down to what a table cell of a comment can show as is. */
function word(text) {
    const kept = (text ?? '').replace(/[^\w.-]/g, '').slice(0, 40);
    return kept === '' ? 'unknown' : kept;
}
function report_link(text, href) {
    return href && /^https:\/\/[^\s()<>\]]+$/.test(href) ? `[${text}](${href})` : text;
}
/** When the preview ends, as its comment says: on close, and what else the trigger makes end it. */
function endsWhen(trigger) {
    const draft = trigger && !trigger.drafts ? ', when it becomes a draft,' : '';
    switch (trigger?.trigger) {
        case 'label':
            return `It is terminated when the label \`${trigger.label}\` is removed${draft || ','} or when the pull request closes`;
        case 'comment':
            return `It is terminated by a \`/preview stop\` comment${draft || ','} or when the pull request closes`;
        default:
            return draft
                ? 'It is terminated when the pull request becomes a draft or closes'
                : 'It is terminated when the pull request closes';
    }
}
/** The pull request comment while the preview lives: where it is, what runs there, what it costs. */
function liveCommentBody(run, { runUrl, repositoryUrl }, now, trigger) {
    const failed = run.failure !== undefined;
    const status = word(run.release?.deploymentStatus);
    const icon = (0,statuses/* isSucceeded */.Ak)(status) ? '\u2705' : failed || !(0,statuses/* isInProgress */.LT)(status) ? '\u274c' : '\u23f3';
    const launching = run.launching && !failed;
    const commitUrl = run.commit && repositoryUrl ? `${repositoryUrl}/commit/${run.commit}` : undefined;
    const commit = run.commit ? report_link(`\`${run.commit.slice(0, 12)}\``, commitUrl) : '';
    const deploymentId = run.release?.deploymentId;
    const rows = [
        [
            'Preview',
            run.previewUrl
                ? report_link(run.previewUrl, run.previewUrl)
                : launching
                    ? 'known once the instance has launched'
                    : 'not yet known',
        ],
        // A fork's preview, launched by comment, holds none of its commits until its build deploys.
        [
            'Commit',
            run.awaiting ? '' : commit + (run.branch ? ` on \`${run.branch.replace(/[`|]/g, '')}\`` : ''),
        ],
        [
            'Deployment',
            run.awaiting
                ? '\u23f3 waiting for the build'
                : launching
                    ? `\u23f3 once the instance has launched (up to ${Math.ceil((run.launching?.timeoutSeconds ?? 0) / 60)} minutes)`
                    : `${icon} ${deploymentId === undefined ? '' : `${deploymentId}: `}${status}`,
        ],
        ['Instance', `${run.instanceName ?? ''} (${run.instanceId ?? 'not created'})`],
        ['Cost', costOf(run) ? `${word(run.instanceType)}, $${word(run.hourlyPrice)} an hour` : ''],
        ['Age', ageOf(run, now)],
    ].filter(([, value]) => value !== '');
    const lines = [
        `### Amezmo preview of #${run.pullRequest ?? ''}`,
        '',
        // What failed leads: the address below it is of a preview that may not work.
        ...(failed ? [`\u274c **${failureHeadline(run)}** See ${report_link('the run log', runUrl)}.`, ''] : []),
        ...(launching
            ? [`\u23f3 **Launching the preview instance.** This comment changes once it is deployed.`, '']
            : []),
        // The first row is the table's header: a Markdown table has one, and an empty one shows.
        ...rows.flatMap(([name, value], index) => index === 0 ? [`| ${name} | ${value} |`, '|---|---|'] : [`| ${name} | ${value} |`]),
        '',
        `${endsWhen(trigger)}${runUrl ? `. ${report_link('Last run', runUrl)}` : ''}.`,
    ];
    if (run.awaiting && !failed) {
        lines.splice(lines.length - 1, 0, `Nothing is deployed yet: pull request #${run.pullRequest ?? ''} comes from a fork, whose ` +
            'code is deployed only by the workflow that builds it, on `workflow_run`. Push to the ' +
            'pull request, or re-run its last build.', '');
    }
    return lines.join('\n');
}
const OUTCOME_ICONS = {
    created: '\ud83d\ude80',
    updated: '\u2705',
    terminated: '\ud83d\uddd1\ufe0f',
    cleaned: '\ud83e\uddf9',
    skipped: '\u23ed\ufe0f',
    refused: '\ud83d\udeab',
};
/** The outcome with its icon, as the deploy action's summary shows its own. */
function outcomeText(outcome) {
    return outcome ? `${OUTCOME_ICONS[outcome]} ${outcome}` : '\u274c failed';
}
/** What failed, in a few words built from what the run learnt (never an answer's own text). */
function failureHeadline(run) {
    const release = run.release;
    const id = release?.deploymentId;
    if (release?.health?.health === 'unhealthy') {
        return `The preview is unhealthy: its health check failed after deployment ${id ?? ''}.`;
    }
    if (release?.health?.health === 'not-live') {
        return `The preview is not live: deployment ${id ?? ''} succeeded, but another is running.`;
    }
    if (id !== undefined) {
        const status = word(release?.deploymentStatus);
        return (0,statuses/* isSucceeded */.Ak)(status)
            ? `The last run failed after deployment ${id} succeeded.`
            : `Deployment ${id} ended ${status}.`;
    }
    if (release?.archive)
        return 'The upload of the archive failed.';
    if (run.instanceId !== undefined && !run.previewUrl) {
        return 'The preview instance did not become ready.';
    }
    return 'The last run failed.';
}
/** `hobby at $0.026880 an hour for 2h 5m: \u2026`, with the service's words cut to plain ones. */
function endedCostText(cost) {
    return (0,preview_cost/* describeEndedCost */.tm)({ ...cost, instanceType: word(cost.instanceType) });
}
/** The pull request comment when a launch would pass the budget: the same facts as the log line. */
function refusedCommentBody(refusal, repository, runUrl) {
    const plain = {
        ...refusal,
        launching: { ...refusal.launching, instanceType: word(refusal.launching.instanceType) },
    };
    const rows = refusal.holders.map((holder) => `| ${holder.name} | #${holder.number} | ${word(holder.instanceType)} | ` +
        `${holder.hourlyMicros === undefined ? 'not listed' : `${(0,preview_cost/* formatHourly */.Bx)(holder.hourlyMicros)} an hour`} | ` +
        `${holder.ageMs === undefined ? 'unknown' : (0,plan/* formatAge */.nV)(holder.ageMs)} |`);
    const clause = (0,preview_cost/* refusalClause */.g8)(plain, repository.replace(/[^\w./-]/g, ''));
    return [
        `### Amezmo preview of #${refusal.number}: ${refusal.gaveWay ? 'terminated, past the budget' : 'not launched'}`,
        '',
        (refusal.gaveWay
            ? `The preview launched, ${word(refusal.gaveWay.name)}, was terminated at once: another ` +
                `run launched a preview at the same time, and ${clause}. The newest launch gives way.`
            : `No preview was launched: ${clause}.`) + (rows.length > 0 ? ' The budget is held by:' : ''),
        ...(rows.length > 0
            ? ['', '| Preview | Pull request | Type | Price | Age |', '|---|---|---|---|---|', ...rows]
            : []),
        '',
        `End one of them, or raise \`${refusal.cap}\`, and run the preview again` +
            (runUrl ? `. ${report_link('Run', runUrl)}.` : '.'),
    ].join('\n');
}
const COMMAND_TEXT = {
    launch: '`/preview`',
    stop: '`/preview stop`',
    unknown: 'The comment',
};
/**
 * The reply to a command: what was asked, and why nothing came of it, or (`carriedOut`) what was
 * done where the preview's own comment would not tell it.
 */
function replyBody(command, reason, runUrl, carriedOut = false) {
    const asked = COMMAND_TEXT[command];
    const came = carriedOut
        ? 'was carried out'
        : command === 'unknown'
            ? 'changed nothing'
            : 'was not carried out';
    return [
        '### Amezmo preview',
        '',
        `${asked} ${came}: ${reason}.` + (runUrl ? ` ${report_link('Run', runUrl)}.` : ''),
    ].join('\n');
}
/** The pull request comment once the preview is gone. */
function goneCommentBody(name, instanceId, reason, runUrl, cost, last = {}) {
    const commit = last.commit
        ? report_link(`\`${last.commit.slice(0, 12)}\``, last.repositoryUrl ? `${last.repositoryUrl}/commit/${last.commit}` : undefined)
        : '';
    return [
        `### Amezmo preview: gone`,
        '',
        `The preview instance ${name} (${instanceId}) was terminated because ${reason}.` +
            (commit ? ` The last commit it ran was ${commit}.` : '') +
            (cost ? ` It ran as ${endedCostText(cost)}.` : '') +
            (runUrl ? ` ${report_link('Run', runUrl)}.` : ''),
    ].join('\n');
}


/***/ }),

/***/ 5150:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  U: () => (/* binding */ runPreview)
});

// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __nccwpck_require__(3249);
// EXTERNAL MODULE: ./src/github/context.ts
var github_context = __nccwpck_require__(9556);
// EXTERNAL MODULE: ./src/github/rest.ts
var rest = __nccwpck_require__(6417);
;// CONCATENATED MODULE: ./src/github/comments.ts
// One comment per subject on a pull request, created once and then edited in place, so that a
// pull request pushed to twenty times shows one comment, not twenty; and the answers to a
// command: a reaction to it, and a reply.


/** Who writes as the job's own token (`${{ github.token }}`), when GitHub will not say. */
const ACTIONS_BOT = 'github-actions[bot]';
/** The hidden first line that tells this comment from every other one of the pull request. */
function commentMarker(key) {
    return `<!-- amezmo-deploy:${key} -->`;
}
/**
 * Edits the comment on the pull request that carries `<!-- amezmo-deploy:${key} -->` and was
 * written by the token's own user, or creates it; never throws: warns (naming
 * `pull-requests: write` on 403, or GitHub's rate limit) and answers undefined. A comment of
 * anybody else is never edited, whatever it says: one that quotes or copies the marker is not
 * this action's.
 */
async function upsertComment(target, key, body) {
    const { issueNumber, logger } = target;
    const marker = commentMarker(key);
    const text = `${marker}\n${body}`;
    try {
        const author = (await target.github.whoAmI())?.login ?? ACTIONS_BOT;
        const comments = (await target.github.paginate((0,rest/* repoPath */.qN)(target, `/issues/${issueNumber}/comments`)));
        // Only a comment of the token's own user that begins with the marker.
        const existing = comments.find((comment) => typeof comment?.id === 'number' &&
            typeof comment.body === 'string' &&
            comment.body.startsWith(marker) &&
            comment.user?.login === author);
        if (existing) {
            if (existing.body !== text) {
                await target.github.request('PATCH', (0,rest/* repoPath */.qN)(target, `/issues/comments/${existing.id}`), {
                    body: { body: text },
                });
            }
            logger.info(`Edited comment ${existing.id} on pull request #${issueNumber}.`);
            return existing.id;
        }
        const created = await target.github.request('POST', (0,rest/* repoPath */.qN)(target, `/issues/${issueNumber}/comments`), { body: { body: text } });
        const id = created?.id;
        if (typeof id !== 'number')
            throw new Error('GitHub answered without a comment id');
        logger.info(`Commented on pull request #${issueNumber} (comment ${id}).`);
        return id;
    }
    catch (error) {
        logger.warning((0,rest/* isPermissionRefusal */.MA)(error)
            ? `Could not comment on pull request #${issueNumber}: the token may not write pull ` +
                `request comments (GitHub answered ${error.status}). Give the job "permissions: ` +
                'pull-requests: write"; the run goes on without the comment.'
            : `Could not comment on pull request #${issueNumber}: ${(0,errors/* clauseOf */.pQ)(error)}. The run goes ` +
                'on without the comment.');
        return undefined;
    }
}
/** Reacts to an issue comment; never throws: warns and goes on without the reaction. */
async function react(target, commentId, content) {
    try {
        await target.github.request('POST', (0,rest/* repoPath */.qN)(target, `/issues/comments/${commentId}/reactions`), { body: { content } });
    }
    catch (error) {
        target.logger.warning((0,rest/* isPermissionRefusal */.MA)(error)
            ? `Could not react to comment ${commentId} (GitHub answered ${error.status}): give the ` +
                'job "permissions: pull-requests: write". The run goes on without the reaction.'
            : `Could not react to comment ${commentId}: ${(0,errors/* clauseOf */.pQ)(error)}. The run goes on without ` +
                'the reaction.');
    }
}
/** Writes a new comment on the pull request, e.g. the answer to a command; never throws. */
async function reply(target, body) {
    try {
        const created = await target.github.request('POST', (0,rest/* repoPath */.qN)(target, `/issues/${target.issueNumber}/comments`), { body: { body } });
        const id = created?.id;
        target.logger.info(`Replied on pull request #${target.issueNumber}${typeof id === 'number' ? ` (comment ${id})` : ''}.`);
        return typeof id === 'number' ? id : undefined;
    }
    catch (error) {
        target.logger.warning(`Could not reply on pull request #${target.issueNumber}: ${(0,errors/* clauseOf */.pQ)(error)}. The run goes ` +
            'on without the reply.');
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/github/permissions.ts
var permissions = __nccwpck_require__(5435);
// EXTERNAL MODULE: ./src/github/pulls.ts
var pulls = __nccwpck_require__(4487);
// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __nccwpck_require__(3916);
;// CONCATENATED MODULE: ./src/pipeline/index.ts
// src/pipeline/: what the other folders may use. Everything else here is this folder's own.
//
// A release itself (deployRelease, and the rollback's redeploy, with the archive's code behind
// them) is loaded on first use, through loadRelease and loadRollback, so that a run that skips
// never reads it.









/** deployRelease, the one way every job deploys: `const { deployRelease } = await loadRelease()`. */
const loadRelease = () => __nccwpck_require__.e(/* import() */ 730).then(__nccwpck_require__.bind(__nccwpck_require__, 1730));
/** The way back to the last healthy bytes: redeploy, describeRelease, RolledBackError. */
const loadRollback = () => Promise.all(/* import() */[__nccwpck_require__.e(730), __nccwpck_require__.e(104)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4104));

// EXTERNAL MODULE: ./src/pipeline/health.ts
var health = __nccwpck_require__(7826);
// EXTERNAL MODULE: ./src/preview/cost.ts
var preview_cost = __nccwpck_require__(9491);
// EXTERNAL MODULE: ./src/preview/name.ts
var preview_name = __nccwpck_require__(5465);
;// CONCATENATED MODULE: ./src/preview/job.ts
// What a preview run is asked and what it answers: its settings, its dependencies, its result,
// and the run every step of it takes (the settings, the event's context, the clients). Beside
// them, what every step reads of the run the same way: the one rule that keeps previews away from
// other instances (ownPreview), the launch wait, whether the pull request is closed, the plan's
// context, the preview's comment (one per name), and the notice of instances named like previews
// but not ours.



/** Refused before any request: the one rule that keeps previews away from other instances. */
class NotAPreviewError extends src_errors/* AmezmoDeployError */.n2 {
    errorCode = 'preview-not-ours';
    constructor(name, prefix) {
        super(`Refusing to change instance '${name}': its name is not <${prefix}>-<repository>-<pull ` +
            'request number> for this repository, so it is not a preview this action made.');
        this.name = 'NotAPreviewError';
    }
}
function instanceWait(run) {
    const { client, clock, logger, signal } = run.deps;
    return {
        client,
        clock,
        logger,
        signal,
        deadline: clock.now() + run.settings.launchTimeoutSeconds * 1000,
        timeoutSeconds: run.settings.launchTimeoutSeconds,
        pollMs: run.deps.pollMs,
    };
}
/** Throws unless `instance` is one of this repository's previews: checked before every change. */
function ownPreview(run, instance) {
    const number = (0,preview_name/* previewNumber */.KL)(instance.name, run.settings.prefix, run.context.repository);
    if (number === undefined)
        throw new NotAPreviewError(instance.name, run.settings.prefix);
    return number;
}
/** Whether GitHub says the pull request is closed; not known (false) without a token. */
async function isClosed(run, number) {
    if (!run.github)
        return false;
    return (await (0,pulls/* pullRequestStates */.jH)(run.github, [number])).get(number) === 'closed';
}
/** Names, in the log, the instances that look like previews but are not this repository's. */
function tellLookalikes(run, instances) {
    if (instances.length === 0)
        return;
    run.deps.logger.notice(`Left alone: ${describeInstances(instances)} ${instances.length === 1 ? 'is' : 'are'} named ` +
        `like ${run.settings.prefix}- previews, but not provably ${run.context.repository}'s (another ` +
        "repository's, or made by a version of this action before names carried the repository's " +
        "hash: see 'Previews of earlier versions' in the README to clean those up once).");
}
function describeInstances(instances) {
    return instances.map((instance) => `${instance.name} (${instance.id})`).join(', ');
}
/**
 * Writes the preview's comment on pull request `number`, when the run comments and has a token:
 * one comment per preview name (its key), so two prefixes keep two comments.
 */
async function writeComment(run, number, name, body) {
    if (!run.settings.comment || !run.github)
        return;
    await upsertComment({ ...run.github, issueNumber: number }, `preview:${name}`, body());
}
function planContext(run, pullRequests) {
    return {
        prefix: run.settings.prefix,
        repository: run.context.repository,
        now: run.deps.clock.now(),
        maxAgeMs: run.settings.maxAgeMs,
        pullRequests,
    };
}

// EXTERNAL MODULE: ./src/github/deployments.ts
var deployments = __nccwpck_require__(6887);
// EXTERNAL MODULE: ./src/api/statuses.ts
var statuses = __nccwpck_require__(5640);
// EXTERNAL MODULE: ./src/pipeline/upload.ts
var upload = __nccwpck_require__(3169);
// EXTERNAL MODULE: ./src/clock.ts
var clock = __nccwpck_require__(9373);
;// CONCATENATED MODULE: ./src/preview/instance.ts
// Waiting on an instance: until a new one is ready for deployments, and until a terminated one is
// gone. Every wait runs on the injected clock, so tests never sleep.



function pauses(wait) {
    return (0,clock/* backOff */.fu)(wait.pollMs, upload/* FIRST_LOOK_MS */._F, upload/* LAST_LOOK_MS */.WP);
}
/** Sleeps the next back-off interval, or throws `timedOut()` when the deadline has passed. */
async function pause(wait, interval, timedOut) {
    const remaining = wait.deadline - wait.clock.now();
    if (remaining <= 0)
        throw timedOut();
    await wait.clock.sleep(Math.min(interval, remaining), wait.signal);
    return Math.min(pauses(wait).last, Math.round(interval * 1.5));
}
/**
 * Follows a launching instance until it is ready: no longer `Launching`, and `environment` is
 * `succeeded` (the service does not document the ready word itself).
 */
async function waitUntilReady(wait, instanceId, environment) {
    let interval = pauses(wait).first;
    let last = '';
    for (;;) {
        const instance = await wait.client.getInstance(instanceId, { signal: wait.signal });
        const record = instance.environments.find((entry) => entry.environment_name === environment);
        if (!record) {
            const names = instance.environments.map((entry) => `'${entry.environment_name}'`).join(', ');
            throw new Error(`Preview instance ${instanceId} has no environment '${environment}' (it has ${names || 'none'}): ` +
                "set 'environment' to one of them.");
        }
        if ((0,statuses/* isInstanceState */.Xg)(instance.state, statuses/* INSTANCE_DELETING */.fW)) {
            throw new Error(`Preview instance ${instanceId} is being deleted; run the workflow again to create a new one.`);
        }
        if (/^fail/i.test(record.state) || /^fail/i.test(instance.state)) {
            throw new Error(`Preview instance ${instanceId} failed to launch (instance ${instance.state}, environment ` +
                `${record.state}). Look at it in the Amezmo dashboard; terminate it there or close and ` +
                'reopen the pull request to start again.');
        }
        if (!(0,statuses/* isInstanceState */.Xg)(instance.state, statuses/* INSTANCE_LAUNCHING */.Ks) && (0,statuses/* isSucceeded */.Ak)(record.state)) {
            return instance;
        }
        const now = `instance ${instance.state}, environment ${record.state}`;
        if (now !== last)
            wait.logger.info(`Preview instance ${instanceId}: ${now}`);
        last = now;
        interval = await pause(wait, interval, () => new upload/* LaunchTimeoutError */.Hn(`Preview instance ${instanceId} was not ready after ${wait.timeoutSeconds} s (${now}). ` +
            "Raise 'launch-timeout'; the instance goes on launching and the next run reuses it."));
    }
}
/** Follows a terminated instance until it answers 404; answers whether it is gone in time. */
async function waitUntilGone(wait, instanceId) {
    let interval = pauses(wait).first;
    for (;;) {
        try {
            const instance = await wait.client.getInstance(instanceId, { signal: wait.signal });
            wait.logger.info(`Preview instance ${instanceId}: ${instance.state}`);
        }
        catch (error) {
            if (error instanceof errors/* ApiError */.hD && error.status === 404)
                return true;
            throw error;
        }
        if (wait.deadline - wait.clock.now() <= 0)
            return false;
        interval = await pause(wait, interval, () => new Error('unreachable'));
    }
}

// EXTERNAL MODULE: ./src/preview/plan.ts
var preview_plan = __nccwpck_require__(9597);
// EXTERNAL MODULE: ./src/preview/report.ts + 1 modules
var report = __nccwpck_require__(9654);
;// CONCATENATED MODULE: ./src/preview/terminate.ts
// Terminating a pull request's preview when it closes, is unlabelled or is stopped: every
// instance of its name (duplicates of a race included) terminated and followed until it is gone,
// then its GitHub deployments retired and its comment edited to say so, with what it cost. The
// clean-up (sweep.ts) terminates through the same `terminate`.









/**
 * A preview that could not be terminated: it is still running, and billed by the hour, so the
 * line says so with its name and id.
 */
class TeardownError extends src_errors/* AmezmoDeployError */.n2 {
    errorCode = 'preview-teardown-failed';
    constructor(instance, cause) {
        super(`Could not terminate preview instance ${instance.name} (${instance.id}): ${(0,errors/* clauseOf */.pQ)(cause)}. ` +
            'It is still running, and billed by the hour: terminate it in the Amezmo dashboard, or ' +
            'run the clean-up (schedule or workflow_dispatch) again.', { cause });
        this.name = 'TeardownError';
    }
}
/** Terminates one preview and follows it to 404; then retires its GitHub deployments and comment. */
async function terminate(run, instance, number, reason, cost) {
    const { deps, settings, context } = run;
    const { client, logger, signal } = deps;
    if (ownPreview(run, instance) !== number)
        throw new NotAPreviewError(instance.name, settings.prefix);
    let gone = false;
    try {
        // Safe to repeat: the client asks again after a 5xx or a lost connection.
        const terminated = await client.terminateInstance(instance.id, { signal });
        logger.info(`Terminating preview instance ${instance.id} (${instance.name})` +
            `${terminated ? `: ${terminated.state}` : ''}.`);
    }
    catch (error) {
        if (error instanceof errors/* ApiError */.hD && error.status === 404) {
            logger.info(`Preview instance ${instance.id} (${instance.name}) was gone already.`);
            gone = true;
        }
        else if (signal.aborted)
            throw error;
        else
            throw new TeardownError(instance, error);
    }
    if (!gone)
        gone = await waitUntilGone(instanceWait(run), instance.id);
    if (gone)
        logger.info(`Preview instance ${instance.id} is gone.`);
    else {
        logger.warning(`Preview instance ${instance.id} (${instance.name}) was still being deleted after ` +
            `${settings.launchTimeoutSeconds} s; Amezmo finishes it on its own.`);
    }
    if (!run.github)
        return;
    let lastCommit;
    if (settings.githubDeployment) {
        ({ lastCommit } = await (0,deployments/* retireDeployments */.E)({
            ...run.github,
            environment: instance.name,
            description: `Preview terminated: ${reason}`,
            logUrl: context.runUrl,
        }));
    }
    await writeComment(run, number, instance.name, () => (0,report/* goneCommentBody */.xF)(instance.name, instance.id, reason, context.runUrl, cost, {
        commit: lastCommit,
        repositoryUrl: context.repositoryUrl,
    }));
}
/** The instance types and their prices, to tell what ending a preview saves; none when not known. */
async function listedTypes(run) {
    try {
        return await run.deps.client.listInstanceTypes({ signal: run.deps.signal });
    }
    catch (error) {
        if (run.deps.signal.aborted)
            throw error;
        run.deps.logger.info(`Instance types not known (${(0,errors/* clauseOf */.pQ)(error)}): costs are not told.`);
        return [];
    }
}
/** Tears down the preview of pull request `number`, for `reason`; never throws. */
async function tearDown(run, number, reason) {
    const { deps, context, settings } = run;
    const name = (0,preview_name/* previewName */.gz)(settings.prefix, context.repository, number);
    let result = { steps: [], pullRequest: number, instanceName: name };
    try {
        const instances = await deps.client.listInstances({}, { signal: deps.signal });
        const plan = (0,preview_plan/* planPreview */.Aq)({ kind: 'close', number, reason }, instances, planContext(run, new Map()));
        result = { ...result, outcome: plan.outcome };
        tellLookalikes(run, plan.lookalikes);
        const first = plan.steps[0];
        if (!first || first.action !== 'terminate') {
            deps.logger.notice(`Nothing to tear down: ${plan.reason}.`);
            return { ...result, skipReason: `${plan.reason}.` };
        }
        const listed = await listedTypes(run);
        const priced = (0,preview_cost/* priceList */.g6)(listed);
        const now = deps.clock.now();
        result = {
            ...result,
            instanceId: first.instance.id,
            createdAt: first.instance.created_at,
            instanceType: first.instance.instance_type,
            hourlyPrice: listed.find((type) => type.id === first.instance.instance_type)?.hourly_price,
        };
        // Every instance of the preview's name, duplicates from a race included; one that cannot be
        // terminated does not keep the others running.
        const failures = [];
        const ended = [];
        for (const step of plan.steps) {
            if (step.action !== 'terminate')
                continue;
            const cost = (0,preview_cost/* endedCost */.yD)(step.instance, priced, now);
            try {
                await deps.group(`Terminate ${step.instance.name} (${step.instance.id})`, () => terminate(run, step.instance, number, step.reason, cost));
                ended.push(cost);
                deps.logger.notice(`Ended ${step.instance.name} (${step.instance.id}): ${(0,preview_cost/* describeEndedCost */.tm)(cost)}.`);
            }
            catch (error) {
                if (deps.signal.aborted)
                    throw error;
                failures.push((0,errors/* messageOf */.bD)(error));
            }
        }
        result = { ...result, ended };
        if (failures.length > 0)
            throw new Error(failures.join(' '));
        return result;
    }
    catch (error) {
        return { ...result, failure: error };
    }
}

;// CONCATENATED MODULE: ./src/preview/budget.ts
// The budget a launch must fit in: a new preview is refused before it is launched when it would
// pass max-previews or max-hourly-cost beside this repository's other previews, and recounted
// once launched, so that of two runs that launched at once the newer gives way. The caps and the
// prices are cost.ts's; this module asks for what they need and answers the refusal.





/** A launch past max-previews or max-hourly-cost: the line names who holds the budget. */
class BudgetError extends src_errors/* AmezmoDeployError */.n2 {
    errorCode = 'preview-over-budget';
    refusal;
    constructor(refusal, repository) {
        super((0,preview_cost/* refusalLine */.tw)(refusal, repository));
        this.name = 'BudgetError';
        this.refusal = refusal;
    }
}
/** Whether a new preview of `launch`'s type would pass a cap, beside this repository's others. */
function budgetRefusal(run, number, launch, instances, types) {
    const { budget, prefix } = run.settings;
    if (budget.maxPreviews === undefined && budget.maxHourlyMicros === undefined)
        return undefined;
    const prices = (0,preview_cost/* priceList */.g6)(types);
    const holders = (0,preview_cost/* budgetHolders */.Hk)(instances, {
        prefix,
        repository: run.context.repository,
        now: run.deps.clock.now(),
        prices,
    });
    const refusal = (0,preview_cost/* checkBudget */.Ik)(budget, holders, {
        number,
        instanceType: launch.instanceType,
        // checkChoices found the type; a price the API writes unreadably counts as the dearest.
        hourlyMicros: prices.get(launch.instanceType) ?? Math.max(0, ...prices.values()),
    }, prices);
    if (!refusal) {
        run.deps.logger.info(`Budget: ${holders.length + 1} preview(s) with this one` +
            (budget.maxPreviews === undefined ? '' : ` (max-previews ${budget.maxPreviews})`) +
            '.');
    }
    return refusal;
}
/**
 * Recounts the budget once `launched` exists: two runs that read the instance list before either
 * launched both passed `budgetRefusal`. When this launch went past a cap, it gives way: its
 * instance is terminated at once, and the answer is the refusal the run fails with, as a refused
 * launch does; undefined when it fits.
 */
async function recountBudget(run, launched, types) {
    const { settings, context, deps } = run;
    const { client, signal, logger, clock } = deps;
    const { budget, prefix } = settings;
    if (budget.maxPreviews === undefined && budget.maxHourlyMicros === undefined)
        return undefined;
    let instances;
    try {
        instances = await client.listInstances({}, { signal });
    }
    catch (error) {
        if (signal.aborted)
            throw error;
        throw new Error(`Launched preview instance ${launched.name} (${launched.id}), but could not recount the ` +
            `budget: ${(0,errors/* clauseOf */.pQ)(error)}. It is running: run the workflow again to deploy it, or end it.`, { cause: error });
    }
    const refusal = (0,preview_cost/* checkLaunched */.VQ)(budget, instances, launched, {
        prefix,
        repository: context.repository,
        now: clock.now(),
        prices: (0,preview_cost/* priceList */.g6)(types),
    });
    if (!refusal)
        return undefined;
    ownPreview(run, launched);
    logger.info(`Another run launched a preview at the same time, past ${refusal.cap}: terminating ` +
        `${launched.name} (${launched.id}), the newest launch.`);
    try {
        await client.terminateInstance(launched.id, { signal });
    }
    catch (error) {
        if (signal.aborted)
            throw error;
        if (!(error instanceof errors/* ApiError */.hD && error.status === 404)) {
            throw new TeardownError(launched, error);
        }
    }
    return new BudgetError({ ...refusal, gaveWay: { name: launched.name, id: launched.id } }, context.repository);
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
        if (!(error instanceof ApiError) || error.status !== 404)
            throw error;
        let names;
        try {
            names = (await client.listEnvironments(instance, { signal })).map((environment) => environment.environment_name);
        }
        catch (listError) {
            if (listError instanceof ApiError && listError.status === 404) {
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

;// CONCATENATED MODULE: ./src/preview/launch.ts
// Launching a preview's instance: the region and instance type checked against what Amezmo
// offers, the account's instance limit (asked early, and named with the previews that hold it
// when the create is refused), the create itself, and what it means when the instance is gone
// while it launches. Waiting until it is ready is instance.ts's.






/** The account has no room for another instance: the line names the previews that hold it. */
class InstanceLimitError extends src_errors/* AmezmoDeployError */.n2 {
    errorCode = 'instance-limit-reached';
    constructor(message) {
        super(message);
        this.name = 'InstanceLimitError';
    }
}
/** Checks region and instance type against the service's lists; answers the types offered. */
async function checkChoices(run, launch) {
    const { client, signal, logger } = run.deps;
    const { region, instanceType } = launch;
    const [regions, types] = await Promise.all([
        client.listRegions({ signal }),
        client.listInstanceTypes({ signal }),
    ]);
    if (!regions.some((known) => known.id === region)) {
        const list = regions.map((known) => `${known.id} (${known.name ?? known.iso_country_code ?? ''})`);
        throw new Error(`Input 'region' has '${region}', which Amezmo does not offer. Regions: ${list.join(', ')}.`);
    }
    const type = types.find((known) => known.id === instanceType);
    if (!type) {
        const list = types.map((known) => `${known.id} ($${known.hourly_price} an hour)`);
        throw new Error(`Input 'instance-type' has '${instanceType}', which Amezmo does not offer. Types: ${list.join(', ')}.`);
    }
    logger.info(`Region ${region}; instance type ${type.id} at $${type.hourly_price} an hour.`);
    return types;
}
/**
 * What a failure of a preview that was launching comes to. When the instance was terminated
 * meanwhile: the pull request closed while it launched (said as a notice, and the run is
 * skipped), else a line saying the instance is gone. Any other failure is the run's as it is.
 */
async function goneWhileLaunching(run, number, instance, error) {
    if (!(error instanceof errors/* ApiError */.hD && error.status === 404) || run.deps.signal.aborted) {
        return { failure: error };
    }
    try {
        await run.deps.client.getInstance(instance.id, { signal: run.deps.signal, maxAttempts: 1 });
        return { failure: error };
    }
    catch (lookup) {
        if (!(lookup instanceof errors/* ApiError */.hD && lookup.status === 404))
            return { failure: error };
    }
    if (run.github === undefined || (await isClosed(run, number))) {
        const message = `Pull request #${number} was closed while its preview launched: ${instance.name} was ` +
            'terminated by the close, and nothing was deployed.';
        run.deps.logger.notice(message);
        return {
            outcome: 'skipped',
            skipReason: message,
            gone: `pull request #${number} was closed while it launched`,
        };
    }
    return {
        failure: new Error(`Preview instance ${instance.name} (${instance.id}) is gone: it was terminated while this ` +
            'run launched it (in the Amezmo dashboard, or by a clean-up). Run the workflow again to ' +
            'launch a new one.', { cause: error }),
    };
}
async function launchInstance(run, launch, name, number, instances) {
    const { client, signal, logger } = run.deps;
    ownPreview(run, { name });
    const limit = await instanceLimit(run);
    const held = instances.filter((instance) => !(0,statuses/* isInstanceState */.Xg)(instance.state, statuses/* INSTANCE_DELETING */.fW));
    if (limit !== undefined && held.length >= limit) {
        throw limitError(run, number, limit, instances);
    }
    const params = {
        runtime: 'php',
        instance_type: launch.instanceType,
        region: launch.region,
        name,
        ...(launch.phpVersion ? { php: { version: launch.phpVersion } } : {}),
        mysql: {
            enabled: launch.mysql,
            ...(launch.mysqlVersion ? { version: launch.mysqlVersion } : {}),
        },
        ...(launch.appType ? { app_type: launch.appType } : {}),
    };
    let created;
    try {
        created = await client.createInstance(params, { signal });
    }
    catch (error) {
        if (error instanceof errors/* ApiError */.hD && error.code === 'instance_limit_reached') {
            throw limitError(run, number, limit, instances, error);
        }
        throw error;
    }
    logger.info(`Created preview instance ${created.id} (${created.name}, ${created.state}).`);
    return created;
}
/** The account's instance limit, or undefined where the service does not tell it. */
async function instanceLimit({ deps }) {
    try {
        const limit = (await deps.client.getMe({ signal: deps.signal })).instance_limit;
        return typeof limit === 'number' ? limit : undefined;
    }
    catch (error) {
        // The create answers 422 instance_limit_reached anyway; /me is only the early warning.
        if (error instanceof errors/* ApiError */.hD && (error.status === 404 || error.status === 405))
            return undefined;
        throw error;
    }
}
function limitError(run, number, limit, instances, cause) {
    const now = run.deps.clock.now();
    const previews = instances
        .filter((instance) => (0,preview_name/* carriesPrefix */.AX)(instance.name, run.settings.prefix) &&
        !(0,statuses/* isInstanceState */.Xg)(instance.state, statuses/* INSTANCE_DELETING */.fW))
        .map((instance) => {
        const age = (0,preview_plan/* ageMs */.WO)(instance, now);
        return `${instance.name} (${instance.id}${age === undefined ? '' : `, ${(0,preview_plan/* formatAge */.nV)(age)} old`})`;
    });
    return new InstanceLimitError(`The Amezmo account has reached its instance limit${limit === undefined ? '' : ` of ${limit}`}, ` +
        `so no preview can be created for pull request #${number}` +
        (cause?.serverMessage ? ` (${cause.serverMessage})` : '') +
        `. Previews holding instances: ${previews.length > 0 ? previews.join(', ') : 'none; other instances fill the limit'}. ` +
        'Close their pull requests, run the clean-up (schedule or workflow_dispatch) with a shorter ' +
        "'max-age', or ask Amezmo support to raise the limit.");
}
function previewUrl(instance, environment) {
    const record = instance.environments.find((entry) => entry.environment_name === environment);
    return record ? environmentUrl(record) : '';
}

;// CONCATENATED MODULE: ./src/preview/deploy.ts
// Deploying a pull request's preview: what to deploy (the pull request still open; for a
// /preview command, a workspace that holds its head), the plan (launch or reuse) within the
// budget, the instance held and waited for, then the pull request's code deployed through the
// shared pipeline (deployRelease) with `launching` set, the verdict on its health, and the pull
// request's comment. `deployPreview` reads as the list of steps: each answers what it learnt, or
// a Stop (skipped, refused, gone, failed) that ends the run short of a deployment.










function stops(answer) {
    return 'stop' in answer;
}
/** Deploys the preview of the pull request `decision` names, and comments; never throws. */
async function deployPreview(run, decision) {
    const name = (0,preview_name/* previewName */.gz)(run.settings.prefix, run.context.repository, decision.number);
    const result = await previewSteps(run, decision, name);
    await tellPullRequest(run, decision.number, name, result);
    return result;
}
/** The steps of a preview's deployment, each adding what it learnt to the run; never throws. */
async function previewSteps(run, decision, name) {
    const { number } = decision;
    let result = pullRequestFacts(decision, name);
    run.deps.logger.info(`Pull request #${number}: preview ${name}`);
    try {
        const code = await codeToDeploy(run, decision, result.commit);
        if (stops(code))
            return { ...result, ...code.stop };
        const chosen = await choosePreview(run, decision, name);
        if (stops(chosen))
            return { ...result, ...chosen.stop };
        const held = await holdInstance(run, chosen, number, name);
        if (stops(held))
            return { ...result, ...held.stop };
        result = { ...result, ...instanceFacts(held, chosen) };
        if (chosen.step.action === 'create')
            await tellLaunching(run, number, name, result);
        const ready = await waitReady(run, number, name, held);
        if (stops(ready))
            return { ...result, ...ready.stop };
        result = { ...result, previewUrl: ready.previewUrl };
        if (!code.build)
            return { ...result, awaiting: awaitingFork(run, number, name) };
        const request = releaseRequest(run, number, code.build, code.head, ready, result);
        const { deployRelease } = await loadRelease();
        const release = await deployRelease(request, run.deps);
        result = { ...result, release };
        return { ...result, ...(await verdictOf(run, number, ready.instance, release)) };
    }
    catch (error) {
        return { ...result, failure: error };
    }
}
/** What the run knows of the pull request before any request: its number, head and preview. */
function pullRequestFacts(decision, name) {
    const { number, head } = decision;
    return {
        steps: [],
        pullRequest: number,
        instanceName: name,
        commit: /^[0-9a-f]{40,64}$/.test(head.sha) ? head.sha : undefined,
        branch: (0,github_context/* isGitRefName */.T4)(head.ref) ? head.ref : undefined,
    };
}
/**
 * What to deploy, before anything is launched: nothing for a pull request that is closed (a run
 * queued behind the close, a late synchronize, must not launch a preview nobody sees), and for a
 * comment run, its workspace only when it holds the pull request's head, not the default branch
 * a comment's workflow starts on.
 */
async function codeToDeploy(run, decision, commit) {
    const { settings, deps } = run;
    const { number } = decision;
    if (decision.code && !settings.build) {
        return { stop: { failure: settings.buildProblem ?? new Error('No folder.') } };
    }
    if (await isClosed(run, number)) {
        deps.logger.notice(`Nothing to deploy: pull request #${number} is closed.`);
        return { stop: { outcome: 'skipped', skipReason: `pull request #${number} is closed.` } };
    }
    const build = decision.code ? settings.build : undefined;
    const head = build ? await deps.gitHead?.(build.path) : undefined;
    const refusal = decision.checkHead ? workspaceRefusal(number, commit, head?.sha) : undefined;
    if (refusal)
        return { stop: { outcome: 'refused', failure: refusal } };
    return { build, head };
}
/**
 * The plan's step for the preview (launch or reuse), once region and instance type are checked;
 * a launch past the budget is refused here, before anything is launched.
 */
async function choosePreview(run, decision, name) {
    const { settings, deps, context } = run;
    const { client, logger, group, signal } = deps;
    const { number } = decision;
    // A run that deploys is read with it (see readPreviewSettings).
    const launch = settings.launch;
    const types = await group('Check region and instance type', () => checkChoices(run, launch));
    const instances = await client.listInstances({}, { signal });
    const plan = (0,preview_plan/* planPreview */.Aq)({ kind: 'deploy', number, create: decision.create }, instances, planContext(run, new Map()));
    tellLookalikes(run, plan.lookalikes);
    const step = plan.steps[0];
    if (!step) {
        const hint = settings.trigger.trigger === 'comment' ? '; a /preview comment launches one' : '';
        logger.notice(`Nothing to deploy: ${plan.reason}${hint}.`);
        return { stop: { outcome: 'skipped', skipReason: `${plan.reason}${hint}.` } };
    }
    logger.info(`Plan: ${step.action} ${name}, because ${step.reason}.`);
    if (plan.duplicates.length > 0) {
        logger.warning(`Pull request #${number} has ${plan.duplicates.length + 1} instances named ${name} (two ` +
            `runs raced): the oldest is deployed, and ${describeInstances(plan.duplicates)} ` +
            `${plan.duplicates.length === 1 ? 'is' : 'are'} terminated when the pull request ` +
            'closes. A concurrency group per pull request keeps runs from racing (see the README).');
    }
    if (step.action === 'create') {
        const refusal = budgetRefusal(run, number, launch, instances, types);
        if (refusal) {
            return {
                stop: { outcome: 'refused', failure: new BudgetError(refusal, context.repository) },
            };
        }
    }
    return { step, outcome: plan.outcome, launch, instances, types };
}
/**
 * The preview's instance: launched, then the budget recounted (a launch that went past a cap
 * beside another run's gives way, refused), or the one that exists, reused.
 */
async function holdInstance(run, chosen, number, name) {
    const { group, logger } = run.deps;
    const { step } = chosen;
    if (step.action === 'create') {
        const launched = await group(`Launch ${name}`, () => launchInstance(run, chosen.launch, name, number, chosen.instances));
        const refusal = await group('Recount the budget', () => recountBudget(run, launched, chosen.types));
        return refusal ? { stop: { outcome: 'refused', failure: refusal } } : launched;
    }
    ownPreview(run, step.instance);
    logger.info(`Reusing preview instance ${step.instance.id} (${step.instance.state}).`);
    return step.instance;
}
/** What the run tells of the preview's instance. */
function instanceFacts(instance, chosen) {
    return {
        outcome: chosen.outcome,
        instanceId: instance.id,
        createdAt: instance.created_at,
        instanceType: instance.instance_type,
        // A reused preview keeps the type it was launched with, whatever the input says now.
        hourlyPrice: chosen.types.find((known) => known.id === instance.instance_type)?.hourly_price,
    };
}
/** The launch takes minutes: the pull request's comment says so while it lasts. */
async function tellLaunching(run, number, name, result) {
    const { settings, context, deps } = run;
    await writeComment(run, number, name, () => (0,report/* liveCommentBody */.YV)({ ...result, launching: { timeoutSeconds: settings.launchTimeoutSeconds } }, context, deps.clock.now(), settings.trigger));
}
/** Waits until the instance is ready; a failure meanwhile is what goneWhileLaunching says. */
async function waitReady(run, number, name, instance) {
    const { settings, deps } = run;
    const wait = instanceWait(run);
    let ready;
    try {
        ready = await deps.group(`Wait for ${name} to be ready`, () => waitUntilReady(wait, instance.id, settings.environment));
    }
    catch (error) {
        return { stop: await goneWhileLaunching(run, number, instance, error) };
    }
    const url = previewUrl(ready, settings.environment);
    if (url)
        deps.logger.info(`Preview URL: ${url}`);
    return { instance: ready, deadline: wait.deadline, previewUrl: url };
}
/** Why a fork's preview, launched on a comment, is ready with nothing deployed. */
function awaitingFork(run, number, name) {
    const awaiting = `pull request #${number} comes from a fork, whose code is deployed only by the ` +
        'workflow_run workflow that builds it (see "Pull requests from forks" in the README): ' +
        'push to the pull request, or re-run its last build';
    run.deps.logger.notice(`Preview ${name} is ready, and nothing was deployed: ${awaiting}.`);
    return awaiting;
}
/** The pipeline's request for the pull request's code on the ready instance. */
function releaseRequest(run, number, build, head, ready, result) {
    const { settings, context, deps } = run;
    const { branch, commit } = result;
    const environment = ready.instance.environments.find((entry) => entry.environment_name === settings.environment);
    return {
        instance: String(ready.instance.id),
        environment: settings.environment,
        // The preview's release before this push: never the one its upload made.
        before: environment?.current_deployment_id ?? null,
        source: { kind: 'build', build },
        fields: {
            repo_owner: run.owner,
            repo_name: run.repo,
            ...(branch ? { branch } : {}),
            ...(commit ? { commit } : {}),
        },
        commitTime: head?.time,
        commitTimeFrom: head?.timeFrom,
        dryRun: false,
        wait: true,
        waitTimeoutSeconds: settings.waitTimeoutSeconds,
        cancelOnAbort: true,
        // The instance may still be launching; deployments are refused until it is done.
        launching: { deadline: ready.deadline, timeoutSeconds: settings.launchTimeoutSeconds },
        mirror: settings.githubDeployment && run.github && commit
            ? {
                ...run.github,
                ref: commit,
                environment: ready.instance.name,
                environmentUrl: result.previewUrl ?? '',
                logUrl: context.runUrl,
                transient: true,
                startedText: `Deploying the preview of #${number}`,
                succeededText: `Preview of #${number} deployed`,
            }
            : undefined,
        tempDir: context.tempDir,
        startedAt: deps.clock.now(),
        health: settings.health
            ? { ...settings.health, environmentUrl: result.previewUrl ?? '' }
            : undefined,
    };
}
/**
 * What the release came to for the run: a failure (the pull request may have closed while the
 * instance launched), a health that failed, or nothing to add.
 */
async function verdictOf(run, number, instance, release) {
    if (release.failure !== undefined) {
        return goneWhileLaunching(run, number, instance, release.failure);
    }
    if (release.health && (0,health/* failedHealth */.yD)(release.health.health)) {
        return {
            failure: new health/* UnhealthyError */.P4(`The preview of #${number} (Amezmo deployment ${release.deploymentId ?? ''})`, release.health, release.health.health === 'not-live'
                ? "Push again, or look at the preview's environment in the Amezmo dashboard."
                : 'It stays up, so that you can look at it: push a fix to the pull request.'),
        };
    }
    return {};
}
/**
 * The pull request's comment, once the run is over: the refusal of a launch past the budget, the
 * preview gone, or the live preview as the run left it. None when no instance was reached.
 */
async function tellPullRequest(run, number, name, result) {
    const { settings, context, deps } = run;
    const refused = result.failure instanceof BudgetError ? result.failure.refusal : undefined;
    if (result.instanceId === undefined && !refused)
        return;
    await writeComment(run, number, name, () => refused
        ? (0,report/* refusedCommentBody */.gV)(refused, context.repository, context.runUrl)
        : result.gone
            ? (0,report/* goneCommentBody */.xF)(name, result.instanceId ?? '', result.gone, context.runUrl)
            : (0,report/* liveCommentBody */.YV)(result, context, deps.clock.now(), settings.trigger));
}
/**
 * A command refused before anything was launched, because the run cannot prove what it would
 * deploy: the run fails, and the comment that asked is answered with `reason`.
 */
class CommandRefusal extends src_errors/* AmezmoDeployError */.n2 {
    errorCode = 'preview-command-refused';
    /** Why, as a clause for the reply: `the workspace holds commit \u2026`. */
    reason;
    constructor(reason, advice) {
        super(`${reason.charAt(0).toUpperCase()}${reason.slice(1)}: ${advice}`);
        this.name = 'CommandRefusal';
        this.reason = reason;
    }
}
/**
 * The refusal of a workspace that does not provably hold the pull request's head; undefined when
 * it does. A comment's workflow starts on the default branch, and deploying that as the pull
 * request's preview would show the wrong code. A head GitHub did not name, or a workspace whose
 * commit cannot be read, proves nothing.
 */
function workspaceRefusal(number, commit, workspace) {
    const advice = 'check out the pull request\'s head before the preview step (see "Previews on demand" in ' +
        'the README). Nothing was launched or deployed.';
    if (commit === undefined) {
        return new CommandRefusal(`GitHub's answer for pull request #${number} names no head commit (head.sha), so the ` +
            'workspace cannot be checked against it', 'run the workflow again. Nothing was launched or deployed.');
    }
    if (workspace === undefined) {
        return new CommandRefusal(`the workspace is not a git checkout whose commit can be read, so it cannot be proven to ` +
            `hold the head of pull request #${number} (${commit})`, advice);
    }
    if (workspace !== commit) {
        return new CommandRefusal(`the workspace holds commit ${workspace}, not the head of pull request #${number} ` +
            `(${commit})`, advice);
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/preview/event.ts
var preview_event = __nccwpck_require__(8744);
;// CONCATENATED MODULE: ./src/preview/sweep.ts
// The sweep of old previews, run on a schedule or by hand: every preview of this repository whose
// pull request is closed, or that is older than max-age, is terminated (through terminate.ts), the
// others kept; each is a row of the summary, and a preview that cannot be terminated does not
// keep the sweep from the others.






/** Cleans up this repository's previews of closed pull requests or past max-age; never throws. */
async function cleanUp(run) {
    const { deps, settings, context } = run;
    const { client, logger, signal } = deps;
    const steps = [];
    let result = { steps };
    try {
        const instances = await client.listInstances({}, { signal });
        const previews = (0,preview_plan/* repositoryPreviews */.Mn)(instances, settings.prefix, context.repository);
        let states = new Map();
        if (run.github) {
            states = await (0,pulls/* pullRequestStates */.jH)(run.github, [
                ...new Set(previews.map(({ number }) => number)),
            ]);
        }
        else if (previews.length > 0) {
            logger.warning("Without 'github-token', closed pull requests are not known; only max-age applies.");
        }
        const plan = (0,preview_plan/* planPreview */.Aq)({ kind: 'cleanup' }, instances, planContext(run, states));
        result = { ...result, outcome: plan.outcome };
        tellLookalikes(run, plan.lookalikes);
        const priced = plan.steps.some((step) => step.action === 'terminate')
            ? (0,preview_cost/* priceList */.g6)(await listedTypes(run))
            : new Map();
        const ended = [];
        logger.info(`Clean-up: ${previews.length} preview(s) of ${context.repository} among ${instances.length} instance(s).`);
        const failures = [];
        for (const step of plan.steps) {
            if (step.action === 'create')
                continue;
            const reported = {
                action: step.action,
                name: step.instance.name,
                instanceId: step.instance.id,
                number: step.number,
                reason: step.reason,
            };
            if (step.action !== 'terminate') {
                steps.push({ ...reported, result: 'kept' });
                logger.info(`Keeping ${step.instance.name} (${step.instance.id}): ${step.reason}.`);
                continue;
            }
            logger.info(`Terminating ${step.instance.name} (${step.instance.id}): ${step.reason}.`);
            const cost = (0,preview_cost/* endedCost */.yD)(step.instance, priced, deps.clock.now());
            try {
                await deps.group(`Terminate ${step.instance.name}`, () => terminate(run, step.instance, step.number, step.reason, cost));
                steps.push({ ...reported, result: 'terminated', cost: (0,preview_cost/* describeEndedCost */.tm)(cost) });
                ended.push(cost);
                logger.info(`Ended ${step.instance.name} (${step.instance.id}): ${(0,preview_cost/* describeEndedCost */.tm)(cost)}.`);
            }
            catch (error) {
                if (signal.aborted)
                    throw error;
                steps.push({ ...reported, result: `failed: ${(0,errors/* messageOf */.bD)(error)}` });
                failures.push((0,errors/* messageOf */.bD)(error));
            }
        }
        const done = steps.filter((step) => step.result === 'terminated').length;
        result = { ...result, ended };
        logger.notice(`Clean-up terminated ${done} preview(s) and kept ${steps.length - done - failures.length}` +
            (ended.length > 0 ? `; those terminated cost ${(0,preview_cost/* totalEndedCost */.WD)(ended)}.` : '.'));
        // Each failure says which preview is still running and billed, and what to do.
        if (failures.length > 0)
            throw new Error(failures.join(' '));
        return result;
    }
    catch (error) {
        return { ...result, failure: error };
    }
}

// EXTERNAL MODULE: ./src/preview/trigger.ts
var trigger = __nccwpck_require__(2068);
;// CONCATENATED MODULE: ./src/preview/run.ts
// A preview run from its event: what the trigger decides (asking GitHub first for the
// commenter's permission or the pull request, where the decision needs it), carrying it out
// (deploy.ts, terminate.ts, sweep.ts), and the answer to a /preview command: \ud83d\udc40 at once, \ud83d\ude80 or \ud83d\ude15
// at the end, and a reply when nothing came of it. Every instance a run changes carries the
// prefix and a pull request number in the name this repository gives it (see name.ts). Each step
// answers what it learnt; the run is the sum of the answers.








/** Runs the preview life cycle for the event of `context`; never throws. */
async function runPreview(settings, context, deps) {
    const none = { steps: [] };
    const repository = (0,github_context/* splitRepository */.T8)(context.repository);
    if (!repository) {
        return {
            ...none,
            failure: new Error(`GITHUB_REPOSITORY is '${context.repository}', not owner/name: previews are named after the repository.`),
        };
    }
    const run = {
        settings,
        context,
        deps,
        owner: repository.owner,
        repo: repository.name,
        github: deps.github
            ? { github: deps.github, owner: repository.owner, repo: repository.name, logger: deps.logger }
            : undefined,
    };
    const event = (0,preview_event/* previewEventOf */.An)(context);
    let known = {};
    let decision = (0,trigger/* decide */.L)(event, settings.trigger, known);
    // A command this run acts on is answered: \ud83d\udc40 now, \ud83d\ude80 or \ud83d\ude15 at the end, and a reply when
    // nothing came of it.
    const command = event.kind === 'comment' && decision.kind !== 'skip' && run.github ? event : undefined;
    if (command?.commentId !== undefined)
        await reactTo(run, command.commentId, 'eyes');
    let result;
    let decided;
    try {
        while (decision.kind === 'ask') {
            known = { ...known, ...(await learn(run, event, decision.what)) };
            decision = (0,trigger/* decide */.L)(event, settings.trigger, known);
        }
        decided = decision;
        result = await act(run, decision);
    }
    catch (error) {
        result = { ...none, failure: error };
    }
    if (command) {
        const answer = answerOf(decided, result);
        if (answer !== undefined && run.github) {
            await reply({ ...run.github, issueNumber: command.number }, (0,report/* replyBody */.Rl)(command.command, answer.text, context.runUrl, answer.carriedOut));
        }
        const done = result.failure === undefined &&
            (result.outcome === 'created' ||
                result.outcome === 'updated' ||
                result.outcome === 'terminated');
        if (command.commentId !== undefined) {
            await reactTo(run, command.commentId, done ? 'rocket' : 'confused');
        }
    }
    return result;
}
/** What the reply to a command says, when its comment is answered with one; else undefined. */
function answerOf(decided, result) {
    if (result.failure instanceof CommandRefusal) {
        return { text: result.failure.reason, carriedOut: false };
    }
    if (decided?.kind === 'refuse')
        return { text: decided.reason, carriedOut: false };
    if (decided?.kind === 'skip' && decided.reply === true) {
        return { text: decided.reason, carriedOut: false };
    }
    if (decided?.kind === 'teardown' && decided.reply === true)
        return stopAnswer(decided, result);
    return undefined;
}
/** What a /preview stop on a closed pull request came to: its preview is gone either way. */
function stopAnswer(decided, result) {
    const closed = `pull request #${decided.number} is closed`;
    const name = result.instanceName ?? 'its preview';
    if (result.failure !== undefined) {
        return {
            text: `${closed}, and its preview ${name} could not be terminated: it may still be running (the run says why)`,
            carriedOut: false,
        };
    }
    if (result.outcome === 'terminated') {
        return {
            text: `${closed}, but its preview ${name} was still running: it is terminated now`,
            carriedOut: true,
        };
    }
    return { text: `${closed}, and no preview of it (${name}) is running`, carriedOut: false };
}
async function reactTo(run, commentId, content) {
    if (run.github)
        await react(run.github, commentId, content);
}
/** Asks GitHub what the decision needs to know. */
async function learn(run, event, what) {
    const { github } = run;
    if (event.kind === 'comment') {
        if (!github) {
            throw new Error("A /preview comment needs 'github-token', to check who asked and to read the pull request.");
        }
        if (what === 'permission') {
            const author = event.author;
            try {
                return { permission: await (0,permissions/* repositoryPermission */.M)(github, author) };
            }
            catch (error) {
                throw new Error(`Could not check ${author}'s permission on ${run.context.repository}: ` +
                    `${(0,errors/* clauseOf */.pQ)(error)}. Nothing was launched or stopped; run the workflow again.`, { cause: error });
            }
        }
        return { pull: await (0,pulls/* getPullRequest */.T9)(github, event.number) };
    }
    if (event.kind === 'run') {
        let number = event.number;
        if (number === undefined && github && event.head.label) {
            number = await (0,pulls/* findPullRequest */._f)(github, event.head.label);
        }
        if (number === undefined) {
            throw new Error(`The ${run.context.eventName} event names no pull request` +
                (event.head.label ? `, and no open pull request has the head ${event.head.label}` : '') +
                ': run previews on pull_request events, or on workflow_run of a pull request workflow.');
        }
        if (!github)
            return { pull: null, number };
        try {
            return { pull: await (0,pulls/* getPullRequest */.T9)(github, number), number };
        }
        catch (error) {
            run.deps.logger.warning(`Could not read pull request #${number}: ${(0,errors/* clauseOf */.pQ)(error)}. Its draft state and labels ` +
                'are not known.');
            return { pull: null, number };
        }
    }
    throw new Error(`Nothing to ask GitHub for a ${event.kind} event.`);
}
/** Carries out what was decided. */
async function act(run, decision) {
    const { logger } = run.deps;
    switch (decision.kind) {
        case 'skip':
            logger.notice(`Nothing to do: ${decision.reason}.`);
            return { steps: [], outcome: 'skipped', skipReason: `${decision.reason}.` };
        case 'refuse':
            logger.notice(`Refused: ${decision.reason}.`);
            return {
                steps: [],
                outcome: 'refused',
                skipReason: `${decision.reason}.`,
                pullRequest: decision.number,
            };
        case 'cleanup':
            return cleanUp(run);
        case 'teardown':
            logger.info(`Tearing down the preview of #${decision.number}: ${decision.reason}.`);
            return tearDown(run, decision.number, decision.reason);
        case 'deploy':
            logger.info(`Deploying the preview of #${decision.number}: ${decision.reason}.`);
            return deployPreview(run, decision);
    }
}


/***/ }),

/***/ 2068:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ decide),
/* harmony export */   Q: () => (/* binding */ TRIGGERS)
/* harmony export */ });
const TRIGGERS = ['always', 'label', 'comment'];
/** The actions of a pull request that may launch or deploy a preview. */
const LAUNCHING = ['opened', 'synchronize', 'reopened', 'labeled', 'ready_for_review'];
/** The base permissions that may ask for a preview: write covers maintain, admin is admin. */
const MAY_ASK = new Set(['admin', 'write']);
function sameLabel(a, b) {
    // GitHub's label names are unique regardless of case.
    return a !== undefined && a.toLowerCase() === b.toLowerCase();
}
function draftSkip(number, reply) {
    return {
        kind: 'skip',
        reason: `pull request #${number} is a draft; drafts get no preview unless drafts: true`,
        ...(reply ? { reply } : {}),
    };
}
function decide(event, settings, known = {}) {
    switch (event.kind) {
        case 'cleanup':
        case 'skip':
            return event;
        case 'pull':
            return decidePull(event, settings);
        case 'comment':
            return decideComment(event, settings, known);
        case 'run':
            return decideRun(event, settings, known);
    }
}
function decidePull(event, settings) {
    const { action, pull } = event;
    const { number } = pull;
    const label = `\`${settings.label}\``;
    if (action === 'closed') {
        return {
            kind: 'teardown',
            number,
            reason: settings.closedReason?.(number) ?? `pull request #${number} was closed`,
        };
    }
    if (action === 'converted_to_draft') {
        return settings.drafts
            ? {
                kind: 'skip',
                reason: `pull request #${number} became a draft, and drafts: true keeps its preview`,
            }
            : { kind: 'teardown', number, reason: `pull request #${number} was converted to a draft` };
    }
    if (action === 'unlabeled') {
        if (settings.trigger !== 'label') {
            return {
                kind: 'skip',
                reason: `a label was removed from pull request #${number}; labels matter only with trigger: label`,
            };
        }
        return sameLabel(event.label, settings.label)
            ? {
                kind: 'teardown',
                number,
                reason: `the label ${label} was removed from pull request #${number}`,
            }
            : {
                kind: 'skip',
                reason: `a label other than ${label} was removed from pull request #${number}`,
            };
    }
    if (!LAUNCHING.includes(action)) {
        return {
            kind: 'skip',
            reason: `pull request #${number} was ${action || 'changed'}; previews act on opened, synchronize, ` +
                'reopened, labeled, unlabeled, ready_for_review, converted_to_draft and closed',
        };
    }
    if (action === 'labeled' && settings.trigger !== 'label') {
        return {
            kind: 'skip',
            reason: `a label was added to pull request #${number}; labels matter only with trigger: label`,
        };
    }
    if (action === 'labeled' && !sameLabel(event.label, settings.label)) {
        return {
            kind: 'skip',
            reason: `a label other than ${label} was added to pull request #${number}`,
        };
    }
    if (pull.draft && !settings.drafts)
        return draftSkip(number);
    const deploy = (create, reason) => ({
        kind: 'deploy',
        number,
        head: pull.head,
        create,
        code: true,
        checkHead: false,
        reason,
    });
    switch (settings.trigger) {
        case 'always':
            return deploy(true, `pull request #${number} was ${action}`);
        case 'label':
            if (action === 'labeled') {
                return deploy(true, `the label ${label} was added to pull request #${number}`);
            }
            return pull.labels.some((name) => sameLabel(name, settings.label))
                ? deploy(true, `pull request #${number} carries the label ${label}`)
                : {
                    kind: 'skip',
                    reason: `pull request #${number} does not carry the label ${label}`,
                };
        case 'comment':
            // A push updates the preview a /preview comment launched; it never launches one.
            return action === 'synchronize'
                ? deploy(false, `pull request #${number} was pushed to`)
                : {
                    kind: 'skip',
                    reason: `pull request #${number} was ${action}; with trigger: comment, a preview is ` +
                        'launched by a /preview comment',
                };
    }
}
function decideComment(event, settings, known) {
    const { number, author } = event;
    if (settings.trigger !== 'comment') {
        return {
            kind: 'skip',
            reason: `/preview comments are read only with trigger: comment, and trigger is ${settings.trigger}`,
        };
    }
    if (author === undefined) {
        return {
            kind: 'refuse',
            number,
            reason: "the comment's author is not a GitHub login whose permission can be checked",
        };
    }
    if (known.permission === undefined)
        return { kind: 'ask', what: 'permission' };
    if (!MAY_ASK.has(known.permission.permission)) {
        return {
            kind: 'refuse',
            number,
            reason: `${author} has ${known.permission.permission === 'none' ? 'no' : known.permission.role} ` +
                'access to this repository; only people with ' +
                'write, maintain or admin access may launch or stop a preview',
        };
    }
    if (!known.pull)
        return { kind: 'ask', what: 'pull' };
    const pull = known.pull;
    if (pull.state === 'closed') {
        // The close tore its preview down, unless that run failed or never ran: a stop still stops.
        return event.command === 'stop'
            ? {
                kind: 'teardown',
                number,
                reason: `${author} asked /preview stop on closed pull request #${number}`,
                reply: true,
            }
            : { kind: 'skip', reason: `pull request #${number} is closed`, reply: true };
    }
    switch (event.command) {
        case 'unknown':
            return {
                kind: 'skip',
                reason: 'the comment is not a command the preview knows: comment /preview to launch or update ' +
                    'the preview, or /preview stop to end it',
                reply: true,
            };
        case 'stop':
            return { kind: 'teardown', number, reason: `${author} asked /preview stop` };
        case 'launch':
            if (pull.draft && !settings.drafts)
                return draftSkip(number, true);
            return {
                kind: 'deploy',
                number,
                head: pull.head,
                create: true,
                // A fork's code never runs in a job with secrets: only the workflow_run path deploys it.
                // A pull request not known to be from this repository is taken as a fork's.
                code: pull.fork === false,
                checkHead: pull.fork === false,
                reason: `${author} asked /preview`,
            };
    }
}
function decideRun(event, settings, known) {
    if (known.pull === undefined)
        return { kind: 'ask', what: 'pull' };
    const pull = known.pull;
    const number = pull?.number ?? known.number ?? event.number;
    if (number === undefined) {
        return { kind: 'skip', reason: 'the workflow run names no pull request' };
    }
    if (pull?.state === 'closed') {
        return { kind: 'skip', reason: `pull request #${number} is closed` };
    }
    if (pull?.draft && !settings.drafts)
        return draftSkip(number);
    // The run's own commit, the one it built, is deployed: the pull request may have moved on.
    const deploy = (create, reason) => ({
        kind: 'deploy',
        number,
        head: event.head,
        create,
        code: true,
        checkHead: false,
        reason,
    });
    switch (settings.trigger) {
        case 'always':
            return deploy(true, `a workflow run built pull request #${number}`);
        case 'label':
            if (!pull) {
                return {
                    kind: 'skip',
                    reason: `pull request #${number}'s labels could not be read; trigger: label needs 'github-token'`,
                };
            }
            return pull.labels.some((name) => sameLabel(name, settings.label))
                ? deploy(true, `pull request #${number} carries the label \`${settings.label}\``)
                : {
                    kind: 'skip',
                    reason: `pull request #${number} does not carry the label \`${settings.label}\``,
                };
        case 'comment':
            return deploy(false, `a workflow run built pull request #${number}`);
    }
}


/***/ }),

/***/ 7194:
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

/***/ 8580:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  g: () => (/* binding */ readPreviewSettings)
});

;// CONCATENATED MODULE: ./src/api/types.ts
/** The app types the service takes when an instance is created. */
const APP_TYPES = [
    'laravel',
    'octane',
    'other',
    'symfony',
    'craftcms',
    'drupal',
    'wordpress',
    'bedrock',
];

// EXTERNAL MODULE: ./src/preview/name.ts
var preview_name = __nccwpck_require__(5465);
// EXTERNAL MODULE: ./src/preview/plan.ts
var plan = __nccwpck_require__(9597);
// EXTERNAL MODULE: ./src/preview/trigger.ts
var preview_trigger = __nccwpck_require__(2068);
// EXTERNAL MODULE: ./src/preview/cost.ts
var preview_cost = __nccwpck_require__(9491);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/settings/readers.ts
var readers = __nccwpck_require__(7977);
// EXTERNAL MODULE: ./src/settings/source.ts
var settings_source = __nccwpck_require__(468);
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
    throw has(label, value, 'use true, history (the figures and the last releases) or false.');
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
    const apiKey = parseApiKey(source.secret('api-key'), label('api-key'));
    const githubToken = parseGitHubToken(source.secret('github-token'));
    const workspace = workspaceOf(env);
    // On by default; a run with no token at all (outside a runner) has no GitHub to record in.
    const githubDeployment = booleanOf(source, 'github-deployment') &&
        (githubToken !== '' || source.given('github-deployment'));
    if (githubDeployment && githubToken === '') {
        throw new InputError(`${label('github-token')} is required when 'github-deployment' is true: leave it at its default, \${{ github.token }}.`);
    }
    const onUnhealthy = parseOnUnhealthy(source.text('on-unhealthy'), label('on-unhealthy'));
    if (onUnhealthy === 'rollback' && !githubDeployment && !ledgerFolder) {
        throw new InputError(`${label('on-unhealthy')} is 'rollback', which finds the last healthy release in the ledger ` +
            "that GitHub deployments keep, and 'github-deployment' is false: set it to true (its default).");
    }
    const keepDays = parseKeepDays(source.text('keep-days'), label('keep-days'));
    const rollout = readRolloutSettings(source);
    // A rollout's targets each name their instance and environment; a single deploy names one.
    const { instance, environment } = rollout ? { instance: '', environment: '' } : where(source);
    const promote = promoteFrom(source, { instance, target: environment }, { githubDeployment, ledgerFolder });
    const wait = booleanOf(source, 'wait');
    if (rollout && !wait) {
        throw new InputError(`${label('targets')} rolls out in waves, each proven healthy before the next starts, ` +
            `which follows every deployment to its end, and ${label('wait')} asks not to: leave ` +
            'it out, or deploy each target in a step of its own.');
    }
    if (rollout && promote) {
        throw new InputError(`${label('promote-from')} promotes to one environment, and ${label('targets')} names ` +
            'many: promote to each in a step of its own, or leave promote-from out.');
    }
    if (onUnhealthy === 'rollback' && keepDays === 0) {
        throw new InputError(`${label('on-unhealthy')} is 'rollback', which deploys the kept bytes of an earlier release, ` +
            `and ${label('keep-days')} is 0, which keeps none: keep them for some days ` +
            `(${instruction(source, 'keep-days', '30')}).`);
    }
    const checks = readChecksSettings(source, githubToken);
    if (rollout?.onFailure === 'rollback-all' &&
        ((!githubDeployment && !ledgerFolder) || keepDays === 0)) {
        throw new InputError(`${label('on-failure')} is 'rollback-all', which deploys each target's last healthy ` +
            'release again, from the ledger and the bytes it keeps, and ' +
            (keepDays === 0
                ? `${label('keep-days')} is 0, which keeps none: keep them for some days`
                : "'github-deployment' is false: set it to true (its default)") +
            `, or ${instruction(source, 'on-failure', 'stop')}.`);
    }
    return {
        apiKey,
        ...(rollout ? { rollout } : {}),
        instance,
        environment,
        baseUrl: parseBaseUrl(source.text('base-url'), label('base-url')),
        // A promotion deploys the source's kept bytes: no folder or archive is read.
        source: promote
            ? { kind: 'given', archive: { path: '', size: 0, format: 'zip' }, ignored: [] }
            : archiveSource(source, workspace, env),
        ...(promote ? { promote } : {}),
        workers: parseWorkers(source.text('workers'), label('workers')),
        force: booleanOf(source, 'force'),
        howToForce: instruction(source, 'force', 'true'),
        allowOlder: booleanOf(source, 'allow-older'),
        howToAllowOlder: instruction(source, 'allow-older', 'true'),
        dryRun: booleanOf(source, 'dry-run'),
        wait,
        waitTimeoutSeconds: parseWaitTimeout(source.text('wait-timeout'), label('wait-timeout')),
        cancelOnAbort: booleanOf(source, 'cancel-on-abort'),
        pusher: parsePusher(source.text('pusher'), label('pusher')),
        githubDeployment,
        githubToken,
        patternsFile: existsSync(join(workspace, ENVIRONMENTS_FILE)) ? ENVIRONMENTS_FILE : undefined,
        health: readHealthSettings(source),
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
    const changed = (name) => source.given(name) && source.text(name) !== ACTIONS.deploy.inputs[name].default;
    const text = source.text('promote-from');
    if (text === '') {
        for (const name of ['promote-from-instance', 'soak']) {
            if (changed(name)) {
                throw new InputError(`${label(name)} is given without ${label('promote-from')}: name the environment to ` +
                    'promote from, or leave it out.');
            }
        }
        return undefined;
    }
    const environment = parseEnvironment(text, label('promote-from'));
    const other = source.text('promote-from-instance');
    const from = other === '' ? instance : parseInstance(other, label('promote-from-instance'));
    if (environment === target && from === instance) {
        throw has(label('promote-from'), text, `it is the environment deployed to: name the one to promote from, e.g. staging.`);
    }
    for (const name of ['path', 'archive']) {
        if (changed(name)) {
            throw new InputError(`${label(name)} is given with ${label('promote-from')}: a promotion deploys the exact ` +
                `bytes live on '${environment}', and builds or reads nothing. Leave ${label(name)} out ` +
                `to promote, or ${label('promote-from')} out to deploy it.`);
        }
    }
    if (!ledger.githubDeployment && !ledger.ledgerFolder) {
        throw new InputError(`${label('promote-from')} is '${environment}', whose release is read from the ledger that ` +
            "GitHub deployments keep, and 'github-deployment' is false: set it to true (its default).");
    }
    return {
        environment,
        instance: from,
        soakSeconds: parseDuration(source.text('soak'), label('soak')),
        named: {
            instance: label(other === '' ? 'instance' : 'promote-from-instance'),
            environment: label('promote-from'),
            howToName: (name) => instruction(source, 'promote-from', name),
        },
    };
}
/** The one instance and environment deployed to, when `targets` does not list many. */
function where(source) {
    return {
        instance: parseInstance(requiredText(source, 'instance', 'set it to the id of your Amezmo instance, e.g. instance: 1234.'), source.label('instance')),
        environment: parseEnvironment(requiredText(source, 'environment', "set it to the environment's name, e.g. production or staging."), source.label('environment')),
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
            roots.push(realFolder(env.RUNNER_TEMP, 'RUNNER_TEMP'));
        }
        catch {
            // A RUNNER_TEMP that does not exist holds nothing.
        }
    }
    return {
        kind: 'given',
        archive: parseArchive(archive, roots, source.label('archive')),
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

;// CONCATENATED MODULE: ./src/settings/health.ts

/** Every health setting of a job, checked. */
function health_readHealthSettings(source) {
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
function health_parseOnUnhealthy(value, label = "Input 'on-unhealthy'") {
    if (value === 'fail' || value === 'rollback')
        return value;
    throw has(label, value, 'use fail (fail the step, the release stays live) or rollback (deploy the last healthy ' +
        "release's bytes again, then fail the step).");
}
/** GitHub keeps a workflow artifact 1 to 90 days (a repository may allow fewer). */
const MAX_KEEP_DAYS = 90;
/** How many days the archive is kept as a workflow artifact; 0 for not at all. */
function health_parseKeepDays(value, label = "Input 'keep-days'") {
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

// EXTERNAL MODULE: ./src/settings/workspace.ts
var workspace = __nccwpck_require__(7180);
;// CONCATENATED MODULE: ./src/settings/preview.ts
// The preview job's settings, read and checked from any front end's source with the readers the
// deploy job uses.







/**
 * Reads and checks every setting of the preview job; `env` gives the workspace. What only a run
 * that `deploys` needs (the folder, the region, what a new instance is made of) is read only
 * then: a teardown or a clean-up needs no checkout and no region. `if-needed` is a run that may
 * deploy its workspace or not, as the trigger decides (a pull request without the label, or a
 * fork's /preview, has no checkout): a problem with the folder is kept, for the deploy to throw.
 */
function readPreviewSettings(source, env, deploys) {
    const label = source.label.bind(source);
    const apiKey = (0,readers/* parseApiKey */.Xu)(source.secret('api-key'), label('api-key'));
    const githubToken = (0,readers/* parseGitHubToken */.YD)(source.secret('github-token'));
    const prefix = source.text('name-prefix');
    const problem = (0,preview_name/* prefixProblem */.IP)(prefix);
    if (problem)
        throw (0,settings_source/* has */.zy)(label('name-prefix'), prefix, problem);
    const maxAge = (0,plan/* parseMaxAge */.pq)(source.text('max-age'));
    if ('problem' in maxAge)
        throw (0,settings_source/* has */.zy)(label('max-age'), source.text('max-age'), maxAge.problem);
    return {
        apiKey,
        baseUrl: (0,readers/* parseBaseUrl */.Q2)(source.text('base-url'), label('base-url')),
        prefix,
        launch: deploys ? launchSettings(source) : undefined,
        environment: parsePreviewEnvironment(source.text('environment'), label('environment')),
        ...buildOf(source, env, deploys),
        waitTimeoutSeconds: (0,readers/* parseWaitTimeout */.Mh)(source.text('wait-timeout'), label('wait-timeout')),
        launchTimeoutSeconds: (0,readers/* parseWaitTimeout */.Mh)(source.text('launch-timeout'), label('launch-timeout')),
        maxAgeMs: maxAge.ms,
        trigger: triggerSettings(source),
        budget: budgetSettings(source),
        comment: (0,settings_source/* booleanOf */.SF)(source, 'comment'),
        githubDeployment: (0,settings_source/* booleanOf */.SF)(source, 'github-deployment'),
        githubToken,
        health: deploys ? health_readHealthSettings(source) : undefined,
    };
}
/** The folder to deploy and how to archive it, or (`if-needed`) why it cannot be. */
function buildOf(source, env, deploys) {
    if (deploys === false)
        return { build: undefined };
    if (deploys === true)
        return { build: buildSettings(source, (0,workspace/* workspaceOf */.B3)(env), env) };
    try {
        return { build: buildSettings(source, (0,workspace/* workspaceOf */.B3)(env), env) };
    }
    catch (error) {
        if (!(error instanceof settings_source/* InputError */.dz))
            throw error;
        return { build: undefined, buildProblem: error };
    }
}
/** When a pull request has a preview: `trigger`, `preview-label`, `drafts`. */
function triggerSettings(source) {
    const label = source.label.bind(source);
    const trigger = source.text('trigger');
    if (!preview_trigger/* TRIGGERS */.Q.includes(trigger)) {
        throw (0,settings_source/* has */.zy)(label('trigger'), trigger, `use one of ${preview_trigger/* TRIGGERS */.Q.join(', ')}.`);
    }
    const previewLabel = source.text('preview-label');
    // It is written into comments in a code span, where only a backquote would end it.
    // eslint-disable-next-line no-control-regex
    if (previewLabel === '' || previewLabel.length > 50 || /[\x00-\x1f\x7f`]/.test(previewLabel)) {
        throw (0,settings_source/* has */.zy)(label('preview-label'), previewLabel, 'a label name of 1 to 50 characters, without a backquote, e.g. preview.');
    }
    return { trigger: trigger, label: previewLabel, drafts: (0,settings_source/* booleanOf */.SF)(source, 'drafts') };
}
/** The caps a launch must fit in: `max-previews`, `max-hourly-cost`; empty for none. */
function budgetSettings(source) {
    const label = source.label.bind(source);
    const count = source.text('max-previews');
    if (count !== '' && !/^[1-9]\d{0,5}$/.test(count)) {
        throw (0,settings_source/* has */.zy)(label('max-previews'), count, 'write the most previews at once as a whole number, e.g. 3, or leave it empty for no cap.');
    }
    const cost = source.text('max-hourly-cost');
    const micros = cost === '' ? undefined : (0,preview_cost/* parseDollars */.pJ)(cost);
    if (cost !== '' && (micros === undefined || micros === 0)) {
        throw (0,settings_source/* has */.zy)(label('max-hourly-cost'), cost, 'write dollars an hour with up to six decimals, e.g. 0.10, or leave it empty for no cap.');
    }
    return { maxPreviews: count === '' ? undefined : Number(count), maxHourlyMicros: micros };
}
/** What a new preview instance is made of. */
function launchSettings(source) {
    const label = source.label.bind(source);
    const region = (0,settings_source/* requiredText */.$4)(source, 'region', 'set it to an Amezmo region id, e.g. region: lb2-us (a run that deploys may launch an instance).');
    if (!/^[a-z0-9-]{1,40}$/.test(region)) {
        throw (0,settings_source/* has */.zy)(label('region'), region, 'a region id is lower-case letters, digits and dashes, e.g. lb2-us.');
    }
    const instanceType = source.text('instance-type');
    if (!/^[a-z0-9-]{1,40}$/.test(instanceType)) {
        throw (0,settings_source/* has */.zy)(label('instance-type'), instanceType, 'an instance type is e.g. hobby, developer or business.');
    }
    const phpVersion = source.text('php-version');
    if (phpVersion !== '' && !/^\d+\.\d+$/.test(phpVersion)) {
        throw (0,settings_source/* has */.zy)(label('php-version'), phpVersion, 'write a PHP version as major.minor, e.g. 8.3.');
    }
    const mysqlVersion = source.text('mysql-version');
    if (mysqlVersion !== '' && mysqlVersion !== '5.7' && mysqlVersion !== '8') {
        throw (0,settings_source/* has */.zy)(label('mysql-version'), mysqlVersion, 'Amezmo offers 5.7 and 8.');
    }
    const appType = source.text('app-type');
    if (appType !== '' && !APP_TYPES.includes(appType)) {
        throw (0,settings_source/* has */.zy)(label('app-type'), appType, `use one of ${APP_TYPES.join(', ')}.`);
    }
    return {
        region,
        instanceType,
        phpVersion: phpVersion || undefined,
        mysql: (0,settings_source/* booleanOf */.SF)(source, 'mysql'),
        mysqlVersion: (mysqlVersion || undefined),
        appType: (appType || undefined),
    };
}
/**
 * A new instance has two environments, production and staging, and a preview is always a new
 * instance: any other name would launch an instance (billed from its first hour) that the
 * deployment then cannot reach. So it is refused before anything is launched.
 */
function parsePreviewEnvironment(value, label) {
    const environment = (0,readers/* parseEnvironment */.Nq)(value, label);
    if (environment !== 'production' && environment !== 'staging') {
        throw new settings_source/* InputError */.dz(`${label} has '${environment}': a preview instance has the environments ` +
            "'production' and 'staging' only; use one of them.");
    }
    return environment;
}


/***/ }),

/***/ 7977:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Eg: () => (/* binding */ parseExclude),
/* harmony export */   Mh: () => (/* binding */ parseWaitTimeout),
/* harmony export */   Nq: () => (/* binding */ parseEnvironment),
/* harmony export */   Q2: () => (/* binding */ parseBaseUrl),
/* harmony export */   QS: () => (/* binding */ parseSourceDateEpoch),
/* harmony export */   Rr: () => (/* binding */ parsePath),
/* harmony export */   Xu: () => (/* binding */ parseApiKey),
/* harmony export */   YD: () => (/* binding */ parseGitHubToken),
/* harmony export */   a0: () => (/* binding */ parseIgnoreFile),
/* harmony export */   hO: () => (/* binding */ parseLinks),
/* harmony export */   iz: () => (/* binding */ readPace),
/* harmony export */   m: () => (/* binding */ parseCompressionLevel),
/* harmony export */   mW: () => (/* binding */ readTuning)
/* harmony export */ });
/* unused harmony exports parseInstance, DURATION_HOW, durationSeconds, parseDuration, parseArchive, parseWorkers, HOSTED_JOB_SECONDS, MAX_WAIT_SECONDS, parsePusher */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(7194);
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(468);
/* harmony import */ var _workspace_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(7180);
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
        throw has(label, value, 'an instance id is a whole number, e.g. 1234.');
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
    const resolved = (0,_workspace_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveInside */ .LI)(value, [workspace]);
    if ('problem' in resolved) {
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .has */ .zy)(label, value, resolved.problem === 'missing'
            ? `no such folder in the workspace (${workspace}).`
            : `it leads outside the workspace (to ${resolved.real}); only folders inside ${workspace} can be deployed.`);
    }
    const { real } = resolved;
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(real).isDirectory())
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .has */ .zy)(label, value, 'it is a file; give the folder to deploy.');
    // Its names read whole, not through opendirSync, whose module (internal/fs/dir) a skipped run
    // would load for this alone: a folder to deploy holds tens of names at its root, not millions.
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(real).length === 0)
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .has */ .zy)(label, value, 'the folder is empty; there is nothing to deploy.');
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
            throw (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .has */ .zy)(label, pattern, "rules are relative to 'path', e.g. tests/** or *.log.");
        }
        if (/(^|[^\\]),/.test(pattern)) {
            throw (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .has */ .zy)(label, pattern, 'put one rule per line, not a comma-separated list: write "exclude: |" and then ' +
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
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(name) || /(^|\/)\.\.(\/|$)/.test(name)) {
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .has */ .zy)(label, value, "it is a file at the root of 'path', e.g. .amezmoignore.");
    }
    // Named or not, a file present is read as rules (and the rules that match nothing are logged):
    // a link in the repository may not lead it out of the workspace, nor to a FIFO or a device.
    const resolved = (0,_workspace_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveInside */ .LI)(name, [path, workspace]);
    if ('problem' in resolved) {
        if (resolved.problem === 'missing' && !named)
            return name;
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .has */ .zy)(label, value, resolved.problem === 'missing'
            ? `no such file in the folder to deploy (${path}); create it, or leave the input out to use .amezmoignore when present.`
            : `it leads outside the workspace (to ${resolved.real}); keep the rules in a file inside it.`);
    }
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(resolved.real).isFile()) {
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .has */ .zy)(label, value, 'it is not a file; give a file of rules, one per line, as .gitignore holds.');
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
    throw (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .has */ .zy)(label, value, 'use keep (ship links, warning of those that point outside the archive) or refuse-outside.');
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
            throw has(label, id, 'worker ids are positive whole numbers, e.g. "11, 12".');
        }
        // `011` and `11` are one worker: restarted once.
        unique.add(String(Number(id)));
    }
    if (unique.size > MAX_WORKERS) {
        throw has(label, value, `it lists ${unique.size} workers; at most ${MAX_WORKERS} are taken.`);
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
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .has */ .zy)(label, value, 'it must be a whole number from 0 to 9.');
    return Number(value);
}
/** SOURCE_DATE_EPOCH (reproducible-builds.org): whole seconds since 1970, when it is set. */
function parseSourceDateEpoch(value) {
    if (value === undefined || value === '')
        return undefined;
    if (!/^\d{1,12}$/.test(value)) {
        throw new _source_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`SOURCE_DATE_EPOCH has '${value}': it must be a whole number of seconds since 1970, e.g. $(git log -1 --format=%ct).`);
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

/***/ 468:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $4: () => (/* binding */ requiredText),
/* harmony export */   Dx: () => (/* binding */ linesOf),
/* harmony export */   SF: () => (/* binding */ booleanOf),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   zy: () => (/* binding */ has)
/* harmony export */ });
/* unused harmony exports instruction, parseBoolean */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3916);
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

/***/ 7180:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B3: () => (/* binding */ workspaceOf),
/* harmony export */   LI: () => (/* binding */ resolveInside)
/* harmony export */ });
/* unused harmony exports isWithin, realFolder */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(468);
// The one check of "inside the workspace": a path a setting names is resolved through links and
// must lie within one of the folders allowed, so that a link in the repository cannot send a file
// from elsewhere on the runner (a key, another job's workspace) to the service.



/** Whether `path` (resolved) is `root` itself or below it. */
function isWithin(root, path) {
    const inside = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, path);
    return !(inside === '..' || inside.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(inside));
}
/**
 * `value`, taken relative to the first of `roots`, resolved through links, when it exists and
 * lies inside one of `roots` (each resolved already).
 */
function resolveInside(value, roots) {
    let real;
    try {
        real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(roots[0], value));
    }
    catch {
        return { problem: 'missing' };
    }
    return roots.some((root) => isWithin(root, real)) ? { real } : { problem: 'outside', real };
}
/** A folder that exists, resolved through links; `label` names it in the error. */
function realFolder(path, label) {
    try {
        const real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(path);
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(real).isDirectory())
            return real;
    }
    catch {
        // Reported below with the same message as a file.
    }
    throw new _source_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${label} '${path}' is not a folder that exists.`);
}
/** The workspace folder (GITHUB_WORKSPACE, else the working folder), resolved through links. */
function workspaceOf(env) {
    return realFolder(env.GITHUB_WORKSPACE || process.cwd(), 'GITHUB_WORKSPACE');
}


/***/ }),

/***/ 8855:
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

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 6466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 8877:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

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
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
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
/******/ var __webpack_exports__ = __nccwpck_require__(1943);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ var __webpack_exports__main = __webpack_exports__.i;
/******/ var __webpack_exports__run = __webpack_exports__.e;
/******/ export { __webpack_exports__main as main, __webpack_exports__run as run };
/******/ 
