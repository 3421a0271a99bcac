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
const loadService = () => Promise.all(/* import() */[__nccwpck_require__.e(550), __nccwpck_require__.e(432)]).then(__nccwpck_require__.bind(__nccwpck_require__, 19432));
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

/***/ 83800:
/***/ ((module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ run),
/* harmony export */   i: () => (/* binding */ main)
/* harmony export */ });
/* harmony import */ var _deploy_index_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(60114);
/* harmony import */ var _deploy_index_js__WEBPACK_IMPORTED_MODULE_10__ = __nccwpck_require__(2259);
/* harmony import */ var _deploy_index_js__WEBPACK_IMPORTED_MODULE_12__ = __nccwpck_require__(55253);
/* harmony import */ var _github_index_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(19556);
/* harmony import */ var _github_index_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(16891);
/* harmony import */ var _settings_index_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(48883);
/* harmony import */ var _settings_index_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(18284);
/* harmony import */ var _settings_index_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(87977);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_11__ = __nccwpck_require__(28855);
/* harmony import */ var _archives_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(8885);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(72999);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(36982);
/* harmony import */ var _job_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(87180);
/* harmony import */ var _shell_js__WEBPACK_IMPORTED_MODULE_13__ = __nccwpck_require__(44149);
// The deploy action (the root action.yml): inputs -> the deploy job -> outputs and summary.









// What only some runs need is loaded when they need it, so that a run that skips reads neither.
/** A rollout in waves, its run and its report: only when `targets` is given. */
const loadWaves = () => Promise.all(/* import() */[__nccwpck_require__.e(550), __nccwpck_require__.e(147), __nccwpck_require__.e(984), __nccwpck_require__.e(625)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7625));
/** The delivery figures of the summary: only when `stats` asks for them. */
const loadFigures = () => Promise.all(/* import() */[__nccwpck_require__.e(550), __nccwpck_require__.e(147), __nccwpck_require__.e(474)]).then(__nccwpck_require__.bind(__nccwpck_require__, 18474));
/** Reads the inputs, deploys, and reports; every failure ends in one error line. */
async function run(shell) {
    const { env, clock } = shell;
    const startedAt = clock.now();
    let context;
    // Asked after the run, for its summary, only when `stats` says so.
    let figures;
    await (0,_job_js__WEBPACK_IMPORTED_MODULE_0__/* .runJob */ .b)(shell, {
        start: (0,_deploy_index_js__WEBPACK_IMPORTED_MODULE_1__/* .newDeployRun */ .J)(),
        async work({ signal, use }) {
            // Reading the inputs masks the key and the token at once.
            const settings = (0,_settings_index_js__WEBPACK_IMPORTED_MODULE_2__/* .readDeploySettings */ .l)((0,_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .inputsOf */ .Vc)('deploy', shell), env);
            // The targets' list is read, and refused when bad, before any client is opened.
            const rollout = settings.rollout && (await (0,_settings_index_js__WEBPACK_IMPORTED_MODULE_4__/* .readTargets */ .R0)(settings.rollout));
            context = (0,_github_index_js__WEBPACK_IMPORTED_MODULE_5__/* .readRunContext */ .$p)(env);
            const client = use((0,_client_js__WEBPACK_IMPORTED_MODULE_6__/* .createClient */ .UU)(shell, settings.baseUrl, settings.apiKey));
            const github = use(settings.githubDeployment || settings.checks
                ? (0,_client_js__WEBPACK_IMPORTED_MODULE_6__/* .createGitHubClient */ .LX)(shell, settings.githubToken, context.apiUrl)
                : undefined);
            const probe = use((0,_client_js__WEBPACK_IMPORTED_MODULE_6__/* .createProbe */ .fr)(shell));
            const stats = settings.stats;
            if (stats !== 'off' && rollout) {
                shell.logger.notice("Input 'stats' adds one environment's delivery figures to a deploy's summary; a " +
                    "rollout's summary is its targets' table, so none are added. Run amezmo-deploy " +
                    'stats --instance ID --environment NAME for a target.');
            }
            if (stats !== 'off' && !rollout) {
                const run = context;
                figures = async () => (await loadFigures()).summaryFigures({ ...settings, stats }, run, github, {
                    logger: shell.logger,
                    signal,
                    clock,
                });
            }
            const deps = {
                client,
                github,
                clock,
                logger: shell.logger,
                group: shell.group,
                gitHead: _github_index_js__WEBPACK_IMPORTED_MODULE_7__/* .gitHead */ .T,
                signal,
                store: (0,_archives_js__WEBPACK_IMPORTED_MODULE_8__/* .archiveStore */ .S)(shell, settings.githubToken, context),
                probe: probe.probe,
                streamFromBytes: (0,_settings_index_js__WEBPACK_IMPORTED_MODULE_9__/* .readTuning */ .mW)(env).streamFromBytes,
                ...(0,_settings_index_js__WEBPACK_IMPORTED_MODULE_9__/* .readPace */ .iz)(env),
            };
            // Many targets in waves, each a run of the deploy job; else the one instance's.
            return rollout
                ? (await loadWaves()).runRollout({ ...settings, rollout }, context, deps)
                : (0,_deploy_index_js__WEBPACK_IMPORTED_MODULE_10__/* .runDeploy */ .z)(settings, context, deps);
        },
        async report(result, error) {
            const durationMs = clock.now() - startedAt;
            if ('targets' in result) {
                const { rolloutOutputs, rolloutSummary } = await loadWaves();
                shell.setOutputs(rolloutOutputs(result));
                await shell.writeSummary((0,_summary_js__WEBPACK_IMPORTED_MODULE_11__/* .summaryHtml */ .QW)('Amezmo rollout', rolloutSummary(result, { error, durationMs }), shell.guard));
                return;
            }
            const links = { runUrl: context?.runUrl ?? '', repositoryUrl: context?.repositoryUrl ?? '' };
            shell.setOutputs((0,_deploy_index_js__WEBPACK_IMPORTED_MODULE_12__/* .deployOutputs */ .gf)(result));
            const facts = (0,_deploy_index_js__WEBPACK_IMPORTED_MODULE_12__/* .deployFacts */ .lo)(result, { error, durationMs, links });
            const parts = [
                { kind: 'facts', facts },
                ...(0,_deploy_index_js__WEBPACK_IMPORTED_MODULE_12__/* .deployParts */ .wn)(result, links),
                ...((await figures?.()) ?? []),
            ];
            await shell.writeSummary((0,_summary_js__WEBPACK_IMPORTED_MODULE_11__/* .summaryHtml */ .QW)('Amezmo deployment', parts, shell.guard));
        },
    });
}
/** The deploy action over the I/O it is given; answers the step's exit code. */
const main = (0,_shell_js__WEBPACK_IMPORTED_MODULE_13__/* .actionEntry */ .rp)(run);
await (0,_shell_js__WEBPACK_IMPORTED_MODULE_13__/* .startWhenRun */ .cF)(import.meta.url, main);

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 36982:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Vc: () => (/* binding */ inputsOf)
/* harmony export */ });
/* unused harmony exports misspeltInputs, misspeltWarning */
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3197);
/* harmony import */ var _settings_index_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(56276);
// An action's settings as a runner gives them: INPUT_* variables, trimmed, with the defaults of
// the action's action.yml (an empty input means its default, as on a runner); secrets masked
// the moment they are read.


/** The inputs of one action, by the names its action.yml gives them (checked when compiling). */
function inputsOf(action, shell) {
    const spec = _settings_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ACTIONS */ .k[action].inputs;
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
    const byVariable = new Map(names.map((name) => [(0,_runner_js__WEBPACK_IMPORTED_MODULE_1__/* .inputVariable */ .LO)(name), name]));
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
        .map(({ variable, input }) => `${variable} (meant for '${input}', read from ${(0,_runner_js__WEBPACK_IMPORTED_MODULE_1__/* .inputVariable */ .LO)(input)})`)
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
/* harmony import */ var _shell_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(44149);
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

/***/ 44149:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E5: () => (/* binding */ runShell),
/* harmony export */   cF: () => (/* binding */ startWhenRun),
/* harmony export */   rp: () => (/* binding */ actionEntry)
/* harmony export */ });
/* unused harmony exports processIO, openShell, isEntryPoint */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_url__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3197);
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(53249);
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(99373);
/* harmony import */ var _pipeline_index_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(22948);
/* harmony import */ var _logger_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(86999);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(27194);
// What every action's shell shares: one guard between the outside world and the runner (the log,
// annotations, outputs, the summary), the secrets it redacts, cancellation on the runner's
// signals, and how a bundle starts.








/** The bundle's I/O: the process's variables, standard output and error, signals, real time. */
function processIO() {
    return {
        env: process.env,
        stdout: process.stdout,
        stderr: process.stderr,
        clock: _clock_js__WEBPACK_IMPORTED_MODULE_2__/* .systemClock */ .ml,
        signals: process,
    };
}
/** Opens the shell of one run over `io`. */
function openShell(io) {
    const core = new _runner_js__WEBPACK_IMPORTED_MODULE_3__/* .Runner */ .by(io);
    /** The secrets of this run, once read: never written, in any spelling. */
    const secrets = [];
    const guard = (text) => (0,_logger_js__WEBPACK_IMPORTED_MODULE_4__/* .safeText */ .H)((0,_secrets_js__WEBPACK_IMPORTED_MODULE_5__/* .redact */ .E)(text, secrets));
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
                logger.warning(`Could not write the job summary: ${(0,_api_index_js__WEBPACK_IMPORTED_MODULE_6__/* .messageOf */ .bD)(error)}`);
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
        cancellation.abort(new _pipeline_index_js__WEBPACK_IMPORTED_MODULE_7__/* .RunCancelledError */ .B(signal));
    };
    const signals = shell.io.signals;
    signals?.on('SIGINT', onSignal);
    signals?.on('SIGTERM', onSignal);
    let failure;
    try {
        await work(cancellation.signal);
    }
    catch (error) {
        const told = (0,_pipeline_index_js__WEBPACK_IMPORTED_MODULE_7__/* .failureOf */ .g)(error, cancellation.signal);
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
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)((0,node_url__WEBPACK_IMPORTED_MODULE_1__.fileURLToPath)(moduleUrl)) === (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(script);
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
/* harmony export */   Ak: () => (/* binding */ isFlagOn),
/* harmony export */   Fs: () => (/* binding */ expectEnvironment),
/* harmony export */   J6: () => (/* binding */ expectArray),
/* harmony export */   Wt: () => (/* binding */ expectWorker),
/* harmony export */   jq: () => (/* binding */ expectInstance),
/* harmony export */   qY: () => (/* binding */ asRecord),
/* harmony export */   to: () => (/* binding */ expectRecord),
/* harmony export */   ym: () => (/* binding */ ShapeError)
/* harmony export */ });
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

/***/ 65640:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ak: () => (/* binding */ isSucceeded),
/* harmony export */   LT: () => (/* binding */ isInProgress)
/* harmony export */ });
/* unused harmony exports INSTANCE_LAUNCHING, INSTANCE_DELETING, isInstanceState */
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

/***/ 53099:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ archiveFormatOf)
/* harmony export */ });
// What an archive given as it is turns out to be, from its first bytes: read when the setting
// that names it is checked, at the start of a run, so apart from given.ts and its node:crypto.
/** A zip's or a tar's first bytes (at least 262 of them for a tar); undefined for anything else. */
function archiveFormatOf(head) {
    const start = head.subarray(0, 4).toString('latin1');
    if (start === 'PK\x03\x04' || start === 'PK\x05\x06')
        return 'zip';
    return head.length >= 262 && head.subarray(257, 262).toString('latin1') === 'ustar'
        ? 'tar'
        : undefined;
}


/***/ }),

/***/ 99373:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   dR: () => (/* binding */ monotonicMs),
/* harmony export */   fu: () => (/* binding */ backOff),
/* harmony export */   ml: () => (/* binding */ systemClock)
/* harmony export */ });
/* unused harmony export MAX_TIMER_MS */
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

/***/ 2259:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  z: () => (/* binding */ runDeploy)
});

// EXTERNAL MODULE: ./src/pipeline/environment.ts
var pipeline_environment = __nccwpck_require__(36151);
// EXTERNAL MODULE: ./src/api/shape.ts
var shape = __nccwpck_require__(71989);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(83916);
;// CONCATENATED MODULE: ./src/patterns/patterns.ts

/**
 * Auto-deploy patterns as Amezmo's PHP reads them: `preg_match` with no modifiers, so PCRE2 in
 * byte mode (no `u`), unanchored, default newline LF, the C locale's character tables.
 *
 * The pattern is taken as the whole regular expression: every character, `/` and `#` included,
 * means what it means to PCRE. The service must wrap it in delimiters it does not contain (a
 * `/`-wrapped `release/` would not even compile, yet that is the documented kind of pattern), so
 * guessing a delimiter and failing patterns that contain it would reject patterns that work.
 *
 * JavaScript cannot run PCRE, so each pattern is rewritten into a JavaScript RegExp that accepts
 * exactly the same names, or refused with the construct that prevents it. The rewrite works on
 * bytes: the name is matched as its UTF-8 bytes, one JavaScript character per byte, and every
 * character test becomes an explicit set of bytes. So `.`, `\s`, `[[:alpha:]]`, `(?i)` and
 * `\p{Lu}` mean what they mean to PCRE, not what JavaScript's own flags would make of them.
 */
/** How long one match may hold the thread, in ms, before the pattern counts as too slow. */
const MATCH_TIMEOUT_MS = 150;
class PatternError extends errors/* AmezmoDeployError */.n2 {
    kind;
    constructor(kind, message) {
        super(message);
        this.kind = kind;
    }
    get errorCode() {
        return this.kind === 'unsupported' ? 'pattern-unsupported' : 'pattern-invalid';
    }
}
const unsupported = (what) => new PatternError('unsupported', what);
const invalid = (what) => new PatternError('invalid', what);
const emptySet = () => new Array(256).fill(false);
function setOf(test) {
    return Array.from({ length: 256 }, (_, byte) => test(byte));
}
const inRange = (low, high) => (byte) => byte >= low.charCodeAt(0) && byte <= high.charCodeAt(0);
const oneOf = (chars) => (byte) => chars.includes(String.fromCharCode(byte));
const isDigit = inRange('0', '9');
const isUpper = inRange('A', 'Z');
const isLower = inRange('a', 'z');
const isAlpha = (byte) => isUpper(byte) || isLower(byte);
const isWord = (byte) => isAlpha(byte) || isDigit(byte) || byte === 0x5f;
// The C locale's space: tab, LF, VT, FF, CR, space. Not 0x85 or 0xA0, unlike JavaScript's \s.
const isSpace = oneOf('\t\n\v\f\r ');
const isGraph = (byte) => byte >= 0x21 && byte <= 0x7e;
const POSIX_CLASSES = {
    alnum: (byte) => isAlpha(byte) || isDigit(byte),
    alpha: isAlpha,
    ascii: (byte) => byte < 0x80,
    blank: oneOf(' \t'),
    cntrl: (byte) => byte < 0x20 || byte === 0x7f,
    digit: isDigit,
    graph: isGraph,
    lower: isLower,
    print: (byte) => byte >= 0x20 && byte <= 0x7e,
    punct: (byte) => isGraph(byte) && !isAlpha(byte) && !isDigit(byte),
    space: isSpace,
    upper: isUpper,
    word: isWord,
    xdigit: (byte) => isDigit(byte) || inRange('a', 'f')(byte) || inRange('A', 'F')(byte),
};
// PCRE tests \p on a byte as the code point of the same number; JavaScript knows the same
// general categories, so their byte sets are computed rather than copied.
const CATEGORIES = new Set([
    ...['C', 'Cc', 'Cf', 'Cn', 'Co', 'Cs', 'L', 'Ll', 'Lm', 'Lo', 'Lt', 'Lu', 'M', 'Mc', 'Me', 'Mn'],
    ...['N', 'Nd', 'Nl', 'No', 'P', 'Pc', 'Pd', 'Pe', 'Pf', 'Pi', 'Po', 'Ps', 'S', 'Sc', 'Sk'],
    ...['Sm', 'So', 'Z', 'Zl', 'Zp', 'Zs'],
]);
function propertySet(name) {
    if (name === 'Any')
        return setOf(() => true);
    const category = name === 'L&' || name === 'Lc' ? 'LC' : name;
    if (!CATEGORIES.has(name) && category !== 'LC') {
        throw unsupported(`the Unicode property \\p{${name}} (only general categories such as \\p{Lu} are translated)`);
    }
    const regex = new RegExp(`\\p{General_Category=${category}}`, 'u');
    return setOf((byte) => regex.test(String.fromCharCode(byte)));
}
function caseFolded(set) {
    const folded = [...set];
    for (let byte = 0; byte < 256; byte++) {
        if (!set[byte])
            continue;
        if (isUpper(byte))
            folded[byte + 0x20] = true;
        if (isLower(byte))
            folded[byte - 0x20] = true;
    }
    return folded;
}
function literal(byte) {
    return isWord(byte) ? String.fromCharCode(byte) : `\\x${byte.toString(16).padStart(2, '0')}`;
}
function setSource(set) {
    const ranges = [];
    let count = 0;
    for (let low = 0; low < 256; low++) {
        if (!set[low])
            continue;
        let high = low;
        while (high + 1 < 256 && set[high + 1])
            high++;
        count += high - low + 1;
        ranges.push(high === low
            ? literal(low)
            : high === low + 1
                ? literal(low) + literal(high)
                : `${literal(low)}-${literal(high)}`);
        low = high;
    }
    if (count === 1)
        return ranges[0] ?? '';
    return `[${ranges.join('')}]`;
}
const KNOWN_FLAGS = new Set(['i', 'm', 'n', 's', 'x', 'U', 'J']);
class Translator {
    at = 0;
    atomicGroups = 0;
    lookbehinds = 0;
    lookarounds = 0;
    depth = 0;
    text;
    constructor(text) {
        this.text = text;
    }
    translate() {
        const flags = { i: false, m: false, s: false, x: false, xx: false, U: false };
        const { source } = this.alternation(flags);
        if (this.at < this.text.length)
            throw invalid('an unmatched closing parenthesis )');
        return source;
    }
    peek(offset = 0) {
        return this.text[this.at + offset] ?? '';
    }
    startsWith(prefix) {
        return this.text.startsWith(prefix, this.at);
    }
    /** Alternatives up to a `)` or the end; flag changes carry into later alternatives, as in PCRE. */
    alternation(flags) {
        const branches = [];
        const lengths = [];
        for (;;) {
            const items = this.sequence(flags);
            branches.push(items.map((item) => item.source).join(''));
            lengths.push(items.reduce((sum, item) => (sum === null || item.length === null ? null : sum + item.length), 0));
            if (this.peek() !== '|')
                break;
            this.at++;
        }
        return { source: branches.join('|'), lengths };
    }
    sequence(flags) {
        const items = [];
        while (this.at < this.text.length) {
            const char = this.peek();
            if (char === '|' || char === ')')
                break;
            if (this.skipExtendedSpace(flags))
                continue;
            if ('*+?'.includes(char) || this.quantifierAhead()) {
                const last = items.at(-1);
                if (!last)
                    throw invalid(`a quantifier ${char} that follows nothing repeatable`);
                if (!last.quantifiable) {
                    throw last.lookaround
                        ? unsupported(`a quantifier ${char} on a lookaround`)
                        : invalid(`a quantifier ${char} that follows nothing repeatable`);
                }
                items[items.length - 1] = this.quantified(last, flags);
                continue;
            }
            if (char === '\\' && this.peek(1) === 'Q') {
                this.at += 2;
                for (const byte of this.quoted())
                    items.push(this.byteItem(byte, flags));
                continue;
            }
            const item = this.atom(flags);
            if (item)
                items.push(item);
        }
        return items;
    }
    /** Skips white space and `#` comments in extended mode; true when it skipped something. */
    skipExtendedSpace(flags) {
        if (!flags.x)
            return false;
        const char = this.peek();
        if (isSpace(char.charCodeAt(0))) {
            this.at++;
            return true;
        }
        if (char === '#') {
            const end = this.text.indexOf('\n', this.at);
            this.at = end === -1 ? this.text.length : end + 1;
            return true;
        }
        return false;
    }
    /** The bytes of `\Q\u2026\E` (the `\Q` already read), up to `\E` or the end. */
    quoted() {
        const end = this.text.indexOf('\\E', this.at);
        const stop = end === -1 ? this.text.length : end;
        const bytes = [...this.text.slice(this.at, stop)].map((char) => char.charCodeAt(0));
        this.at = end === -1 ? stop : stop + 2;
        return bytes;
    }
    /**
     * Where `[:name:]` (or `[.x.]`, `[=x=]`) that starts at `at` ends, or -1 when PCRE would not
     * read it as one: it skips \] and \\, and gives up at a ] or a nested [: first.
     */
    posixEnd(at) {
        const terminator = this.text[at + 1] ?? '';
        if (!':.='.includes(terminator) || terminator === '')
            return -1;
        for (let index = at + 2; index < this.text.length; index++) {
            const char = this.text[index];
            const next = this.text[index + 1];
            if (char === '\\' && (next === ']' || next === '\\'))
                index++;
            else if ((char === '[' && next === terminator) || char === ']')
                return -1;
            else if (char === terminator && next === ']')
                return index;
        }
        return -1;
    }
    skipEmptyQuote() {
        const empty = this.startsWith('\\E') ? 2 : this.startsWith('\\Q\\E') ? 4 : 0;
        this.at += empty;
        return empty > 0;
    }
    /** Skips what PCRE reads as nothing at all, so that `a+(?#note)?` is `a+?`. */
    skipNothing() {
        for (;;) {
            if (this.skipEmptyQuote())
                continue;
            if (!this.startsWith('(?#'))
                return;
            const end = this.text.indexOf(')', this.at);
            if (end === -1)
                return;
            this.at = end + 1;
        }
    }
    quantifierAhead() {
        return this.peek() === '{' && /^\{(\d+)(,(\d*))?\}/.test(this.text.slice(this.at));
    }
    quantified(item, flags) {
        let min;
        let max;
        const char = this.peek();
        if (char === '{') {
            const match = /^\{(\d+)(,(\d*))?\}/.exec(this.text.slice(this.at));
            if (!match)
                throw invalid('a malformed {} quantifier');
            min = Number(match[1]);
            max = match[2] === undefined ? min : match[3] === '' ? undefined : Number(match[3]);
            if (min > 65535 || (max ?? 0) > 65535)
                throw invalid('a number too big in a {} quantifier');
            if (max !== undefined && max < min)
                throw invalid('numbers out of order in a {} quantifier');
            this.at += match[0].length;
        }
        else {
            min = char === '+' ? 1 : 0;
            max = char === '?' ? 1 : undefined;
            this.at++;
        }
        this.skipNothing();
        let lazy = flags.U;
        let possessive = false;
        if (this.peek() === '?') {
            lazy = !lazy;
            this.at++;
        }
        else if (this.peek() === '+') {
            possessive = true;
            lazy = false;
            this.at++;
        }
        const bounds = max === undefined
            ? min === 0
                ? '*'
                : min === 1
                    ? '+'
                    : `{${min},}`
            : min === max
                ? `{${min}}`
                : min === 0 && max === 1
                    ? '?'
                    : `{${min},${max}}`;
        const source = `${item.source}${bounds}${lazy && min !== max ? '?' : ''}`;
        const length = max === min && item.length !== null ? item.length * min : null;
        if (possessive)
            return { ...this.atomic(source, length), quantifiable: false };
        return { source, length, quantifiable: false };
    }
    /**
     * An atomic group as JavaScript can have one: a lookahead never backtracks into itself, and a
     * backreference to what it captured consumes exactly that text. Named, so that the numbering
     * of groups does not depend on the order the rewrite makes them in.
     */
    atomic(source, length) {
        if (this.lookbehinds > 0) {
            throw unsupported('an atomic group or possessive quantifier inside a lookbehind');
        }
        const name = `atomic${++this.atomicGroups}`;
        return {
            source: `(?:(?=(?<${name}>${source}))\\k<${name}>)`,
            length,
            quantifiable: true,
        };
    }
    byteItem(byte, flags) {
        const set = emptySet();
        set[byte] = true;
        return { source: setSource(flags.i ? caseFolded(set) : set), length: 1, quantifiable: true };
    }
    setItem(set) {
        return { source: setSource(set), length: 1, quantifiable: true };
    }
    atom(flags) {
        const char = this.peek();
        switch (char) {
            case '(':
                return this.group(flags);
            case '[':
                return this.setItem(this.characterClass(flags));
            case '.':
                this.at++;
                return this.setItem(setOf((byte) => flags.s || byte !== 0x0a));
            case '^':
                this.at++;
                // Multiline: after an inner newline, but not after the one that ends the subject (PCRE2).
                return { source: flags.m ? '(?:^|(?<=\\n)(?!$))' : '^', length: 0, quantifiable: false };
            case '$':
                this.at++;
                return { source: flags.m ? '(?=\\n|$)' : '(?=\\n?$)', length: 0, quantifiable: false };
            case '\\': {
                const escape = this.escape(false);
                if (escape.type === 'byte')
                    return this.byteItem(escape.byte, flags);
                if (escape.type === 'set')
                    return this.setItem(escape.set);
                if (escape.type === 'item')
                    return escape.item;
                return undefined;
            }
            case '{':
                // PCRE2 10.43 reads {,3} as a quantifier; older versions, as PHP 8.2 has, as text.
                if (/^\{\s*,\s*\d+\s*\}/.test(this.text.slice(this.at))) {
                    throw unsupported("the quantifier {,n}, which PHP's PCRE2 versions read differently");
                }
                this.at++;
                return this.byteItem(0x7b, flags);
            default:
                this.at++;
                return this.byteItem(char.charCodeAt(0), flags);
        }
    }
    group(outer) {
        const start = this.at;
        this.at++;
        const flags = { ...outer };
        if (this.peek() === '*') {
            const verb = /^\(\*[^)]*\)?/.exec(this.text.slice(start))?.[0] ?? '(*';
            throw unsupported(`the PCRE verb ${verb}`);
        }
        let kind = 'group';
        let prefix = '(?:';
        if (this.peek() === '?') {
            const rest = this.text.slice(this.at + 1);
            const name = /^(?:P?<([^>=!]*)>|'([^']*)')/.exec(rest);
            if (rest.startsWith('#')) {
                const end = this.text.indexOf(')', this.at);
                if (end === -1)
                    throw invalid('a comment (?# without its closing parenthesis');
                this.at = end + 1;
                return undefined;
            }
            else if (rest.startsWith(':') || rest.startsWith('|')) {
                this.at += 2;
            }
            else if (rest.startsWith('>')) {
                kind = 'atomic';
                this.at += 2;
            }
            else if (/^<?[=!]/.test(rest)) {
                const behind = rest.startsWith('<');
                kind = behind ? 'lookbehind' : 'lookahead';
                prefix = `(?${behind ? '<' : ''}${behind ? rest[1] : rest[0]}`;
                this.at += behind ? 3 : 2;
            }
            else if (name) {
                const groupName = name[1] ?? name[2] ?? '';
                if (!/^[A-Za-z_]\w{0,31}$/.test(groupName)) {
                    throw invalid(`the group name '${groupName}' (letters, digits and _, not first a digit)`);
                }
                this.at += 1 + name[0].length;
            }
            else if (/^(P=|P>|&|R\)|[+-]?\d)/.test(rest)) {
                throw unsupported(rest.startsWith('P=')
                    ? 'a backreference (?P=\u2026)'
                    : 'recursion or a subroutine call such as (?R), (?1) or (?&name)');
            }
            else if (rest.startsWith('(')) {
                throw unsupported('a conditional group (?(\u2026)\u2026)');
            }
            else if (rest.startsWith('C')) {
                throw unsupported('a callout (?C\u2026)');
            }
            else {
                const setting = /^(\^)?([a-zA-Z]*)(?:-([a-zA-Z]*))?([:)])/.exec(rest);
                if (!setting) {
                    throw invalid(`an unrecognised group (?${rest.slice(0, 1)}`);
                }
                const [whole, caret, on = '', off = '', end] = setting;
                for (const letter of on + off) {
                    if (!KNOWN_FLAGS.has(letter)) {
                        throw unsupported(`the inline option (?${letter}), which PHP's PCRE2 versions differ on`);
                    }
                }
                const target = end === ')' ? outer : flags;
                if (caret)
                    Object.assign(target, { i: false, m: false, s: false, x: false, xx: false });
                this.applyFlags(target, on, true);
                this.applyFlags(target, off, false);
                this.at += 1 + whole.length;
                // `(?i)` changes the rest of the enclosing group; the caller goes on with `outer`.
                // It stays in the sequence as nothing that a quantifier may follow, as in PCRE.
                if (end === ')')
                    return { source: '', length: 0, quantifiable: false };
            }
        }
        // PCRE2's own limit; it also keeps this recursion far from the end of the stack.
        if (++this.depth > 250)
            throw invalid('parentheses nested more than 250 deep');
        if (kind === 'lookbehind')
            this.lookbehinds++;
        if (kind !== 'group' && kind !== 'atomic')
            this.lookarounds++;
        const inner = this.alternation(flags);
        this.depth--;
        if (kind === 'lookbehind')
            this.lookbehinds--;
        if (kind !== 'group' && kind !== 'atomic')
            this.lookarounds--;
        if (this.peek() !== ')')
            throw invalid('a missing closing parenthesis )');
        this.at++;
        if (kind === 'lookbehind' && inner.lengths.some((length) => length === null)) {
            throw unsupported(`the lookbehind ${this.text.slice(start, this.at)} of varying length (PHP's PCRE2 versions disagree on it)`);
        }
        const lengths = new Set(inner.lengths);
        const length = lengths.size === 1 ? [...lengths][0] : null;
        if (kind === 'atomic')
            return this.atomic(inner.source, length);
        if (kind === 'group')
            return { source: `(?:${inner.source})`, length, quantifiable: true };
        return {
            source: `${prefix}${inner.source})`,
            length: 0,
            quantifiable: false,
            lookaround: true,
        };
    }
    applyFlags(flags, letters, on) {
        for (const letter of letters) {
            if (letter === 'i' || letter === 'm' || letter === 's' || letter === 'U')
                flags[letter] = on;
            if (letter === 'x') {
                // `xx` also ignores spaces in classes; `-x` turns off both.
                flags.xx = on && flags.x && letters.split('x').length > 2;
                flags.x = on;
            }
        }
    }
    characterClass(flags) {
        const start = this.at;
        this.at++;
        if (/^[:.=]/.test(this.peek()) && this.posixEnd(start) !== -1) {
            throw invalid('a POSIX class such as [:digit:] or [.a.] outside brackets; write [[:digit:]]');
        }
        const negated = this.peek() === '^';
        if (negated)
            this.at++;
        const foldable = emptySet();
        const fixed = emptySet();
        let first = true;
        for (;;) {
            if (this.at >= this.text.length)
                throw invalid('a missing terminating ] for a class');
            // PCRE ignores \E and an empty \Q\E, even where a ] would still be a member.
            if (this.skipEmptyQuote())
                continue;
            const char = this.peek();
            if (char === ']' && !first) {
                this.at++;
                break;
            }
            first = false;
            if (flags.xx && (char === ' ' || char === '\t')) {
                this.at++;
                continue;
            }
            const posixEnd = char === '[' ? this.posixEnd(this.at) : -1;
            if (posixEnd !== -1) {
                if (this.startsWith('[:<:]]') || this.startsWith('[:>:]]')) {
                    throw unsupported('the word boundary [[:<:]] or [[:>:]]');
                }
                if (this.peek(1) !== ':')
                    throw invalid('a POSIX collating element such as [.a.] or [=a=]');
                const body = this.text.slice(this.at + 2, posixEnd);
                const negatedPosix = body.startsWith('^');
                const name = negatedPosix ? body.slice(1) : body;
                const test = Object.hasOwn(POSIX_CLASSES, name) ? POSIX_CLASSES[name] : undefined;
                if (!test)
                    throw invalid(`an unknown POSIX class [:${body}:]`);
                this.at = posixEnd + 2;
                if (this.peek() === '-' && this.peek(1) !== ']' && this.peek(1) !== '') {
                    throw invalid('an invalid range: a POSIX class before -');
                }
                // Under (?i) PCRE folds the class before negating it: [[:^lower:]] then excludes A-Z too.
                const positive = setOf(test);
                const members = flags.i ? caseFolded(positive) : positive;
                members.forEach((member, byte) => {
                    if (member !== negatedPosix)
                        fixed[byte] = true;
                });
                continue;
            }
            let low;
            if (char === '\\') {
                const escape = this.escape(true);
                if (escape.type === 'none')
                    continue;
                let last;
                if (escape.type === 'quote') {
                    // The last quoted byte may start a range, as in [\Qa\E-z].
                    const bytes = this.quoted();
                    last = bytes.pop();
                    for (const byte of bytes)
                        foldable[byte] = true;
                    if (last === undefined)
                        continue;
                }
                if (escape.type === 'set') {
                    if (this.peek() === '-' && this.peek(1) !== ']' && this.peek(1) !== '') {
                        throw invalid('an invalid range: a class escape such as \\d before -');
                    }
                    escape.set.forEach((member, byte) => {
                        // \d, \w, \p{Lu} and the like are not folded under (?i), as in PCRE.
                        if (member)
                            fixed[byte] = true;
                    });
                    continue;
                }
                if (escape.type === 'item')
                    throw invalid('an escape that is not allowed in a class');
                low = escape.type === 'byte' ? escape.byte : (last ?? 0);
            }
            else {
                low = char.charCodeAt(0);
                this.at++;
            }
            let high = low;
            if (this.peek() === '-' && this.peek(1) !== ']' && this.peek(1) !== '') {
                this.at++;
                if (this.peek() === '\\') {
                    const escape = this.escape(true);
                    if (escape.type !== 'byte')
                        throw invalid('an invalid range: a class escape after -');
                    high = escape.byte;
                }
                else if (this.peek() === '[' && this.peek(1) === ':') {
                    throw invalid('an invalid range: a POSIX class after -');
                }
                else {
                    high = this.peek().charCodeAt(0);
                    this.at++;
                }
                if (high < low)
                    throw invalid('a range out of order in a class');
            }
            for (let byte = low; byte <= high; byte++)
                foldable[byte] = true;
        }
        const members = flags.i ? caseFolded(foldable) : foldable;
        return setOf((byte) => (members[byte] || fixed[byte]) !== negated);
    }
    /** Reads one escape at `\`; `inClass` is where PCRE's rules for escapes differ. */
    escape(inClass) {
        this.at++;
        const char = this.peek();
        if (char === '')
            throw invalid('a \\ at the end of the pattern');
        this.at++;
        const byte = (value) => ({ type: 'byte', byte: value });
        const set = (test, negate) => ({
            type: 'set',
            set: setOf((value) => test(value) !== negate),
        });
        const item = (source, length = 0, quantifiable = false) => {
            if (inClass)
                throw invalid(`the escape \\${char}, which is not allowed in a class`);
            return { type: 'item', item: { source, length, quantifiable } };
        };
        switch (char) {
            case 'a':
                return byte(0x07);
            case 'e':
                return byte(0x1b);
            case 'f':
                return byte(0x0c);
            case 'n':
                return byte(0x0a);
            case 'r':
                return byte(0x0d);
            case 't':
                return byte(0x09);
            case 'b':
                return inClass ? byte(0x08) : item('\\b');
            case 'B':
                return item('\\B');
            case 'A':
            case 'G':
                // preg_match starts at offset 0, so \G holds where \A does.
                return item('^');
            case 'z':
                return item('$');
            case 'Z':
                return item('(?=\\n?$)');
            case 'd':
            case 'D':
                return set(isDigit, char === 'D');
            case 'w':
            case 'W':
                return set(isWord, char === 'W');
            case 's':
            case 'S':
                return set(isSpace, char === 'S');
            case 'h':
            case 'H':
                return set(oneOf('\t \xa0'), char === 'H');
            case 'v':
            case 'V':
                return set(oneOf('\n\v\f\r\x85'), char === 'V');
            case 'N':
                // \N{2} is \N repeated; \N{U+41} and \N{name} PCRE2 refuses without UTF mode.
                if (this.peek() === '{' && !this.quantifierAhead()) {
                    throw invalid('\\N{\u2026}, which PCRE2 supports only in UTF mode');
                }
                if (inClass)
                    throw invalid('\\N, which is not allowed in a class');
                return { type: 'item', item: this.setItem(setOf((value) => value !== 0x0a)) };
            case 'C':
                if (inClass)
                    throw invalid('\\C, which is not allowed in a class');
                return { type: 'item', item: this.setItem(setOf(() => true)) };
            case 'R':
                // \R is atomic in PCRE: CR LF is never split into CR then LF.
                return item('(?:\\r\\n|(?!\\r\\n)[\\n\\x0b\\f\\r\\x85])', null, true);
            case 'K':
                if (inClass)
                    throw invalid('\\K, which is not allowed in a class');
                // \K moves where the reported match starts; whether there is a match stays the same.
                if (this.lookarounds > 0)
                    throw unsupported('\\K inside a lookaround');
                return { type: 'item', item: { source: '', length: 0, quantifiable: false } };
            case 'X':
                throw unsupported('\\X (an extended grapheme cluster)');
            case 'Q':
                // Outside a class the sequence reads \Q itself, since each quoted byte is an item.
                return { type: 'quote' };
            case 'E':
                return { type: 'none' };
            case 'p':
            case 'P': {
                const braced = /^\{(\^?)([^}]*)\}/.exec(this.text.slice(this.at));
                const name = braced ? braced[2] : this.peek();
                if (!name)
                    throw invalid(`a malformed \\${char} property`);
                this.at += braced ? braced[0].length : 1;
                const negate = (char === 'P') !== (braced?.[1] === '^');
                const members = propertySet(name ?? '');
                return { type: 'set', set: setOf((value) => members[value] !== negate) };
            }
            case 'x': {
                const braced = /^\{([0-9a-fA-F]+)\}/.exec(this.text.slice(this.at));
                if (braced) {
                    this.at += braced[0].length;
                    return this.codePoint(parseInt(braced[1] ?? '', 16), '\\x{\u2026}');
                }
                if (this.peek() === '{')
                    throw invalid('a malformed \\x{\u2026}');
                const digits = /^[0-9a-fA-F]{0,2}/.exec(this.text.slice(this.at))?.[0] ?? '';
                this.at += digits.length;
                return byte(digits ? parseInt(digits, 16) : 0);
            }
            case 'o': {
                const braced = /^\{([0-7]+)\}/.exec(this.text.slice(this.at));
                if (!braced)
                    throw invalid('a malformed \\o{\u2026}');
                this.at += braced[0].length;
                return this.codePoint(parseInt(braced[1] ?? '', 8), '\\o{\u2026}');
            }
            case '0': {
                const digits = /^[0-7]{0,2}/.exec(this.text.slice(this.at))?.[0] ?? '';
                this.at += digits.length;
                return byte(parseInt(`0${digits}`, 8));
            }
            case 'c': {
                const control = this.peek();
                const code = control.toUpperCase().charCodeAt(0);
                if (!control || code < 0x20 || code > 0x7e) {
                    throw invalid('\\c followed by something other than a printable ASCII character');
                }
                this.at++;
                return byte(code ^ 0x40);
            }
            case 'g':
            case 'k':
                if (/^[<']/.test(this.peek()) && char === 'g') {
                    throw unsupported('a subroutine call \\g<\u2026>');
                }
                throw unsupported(`a backreference \\${char}\u2026`);
            default:
                if (/[1-9]/.test(char)) {
                    // PCRE reads \101 as octal when there are not that many groups; fewer opening
                    // parentheses than the number is proof enough.
                    const number = /^[1-9]\d*/.exec(this.text.slice(this.at - 1))?.[0] ?? char;
                    const parentheses = this.text.split('(').length - 1;
                    if (Number(number) >= 10 && parentheses < Number(number) && /^[0-7]/.test(char)) {
                        const octal = /^[0-7]{1,3}/.exec(this.text.slice(this.at - 1))?.[0] ?? char;
                        this.at += octal.length - 1;
                        return this.codePoint(parseInt(octal, 8), 'an octal escape');
                    }
                    throw unsupported(`a backreference \\${char} (JavaScript and PCRE disagree on groups that did not take part)`);
                }
                if (/[A-Za-z0-9]/.test(char)) {
                    throw invalid(/[FLlUu]/.test(char)
                        ? `\\${char}, which PCRE does not support`
                        : `an unrecognised escape \\${char}`);
                }
                // Any other escaped character stands for itself.
                return byte(char.charCodeAt(0));
        }
    }
    codePoint(value, written) {
        if (value > 0xff) {
            throw invalid(`a character code above \\xff in ${written} (PHP matches bytes without /u)`);
        }
        return { type: 'byte', byte: value };
    }
}
/** The pattern as PHP's PCRE2 reads it, rewritten for JavaScript, or why that cannot be done. */
function translatePattern(pattern) {
    try {
        const source = new Translator(subjectOf(pattern)).translate();
        return { ok: true, regex: new RegExp(source) };
    }
    catch (error) {
        if (error instanceof PatternError)
            return { ok: false, kind: error.kind, problem: error.message };
        throw error;
    }
}
/** A name as PHP hands it to PCRE2: its UTF-8 bytes, one JavaScript character per byte. */
function subjectOf(name) {
    return Buffer.from(name, 'utf8').toString('latin1');
}
/** What the translation writes for `$`: a lookahead of fixed width. */
const END = String.raw `(?=\n?$)`;
/**
 * Whether a translated regex runs in time at most quadratic in its subject, whatever the
 * subject: no group, alternation or backreference, and at most one quantifier, outside
 * character classes and escapes (the translation's `$` aside). A name of a few hundred
 * characters then takes microseconds; anything else runs in the sandbox, with its timeout.
 */
function cannotBacktrack(regex) {
    const source = regex.source.split(END).join('');
    let quantifiers = 0;
    for (let index = 0; index < source.length; index++) {
        const char = source[index];
        if (char === '\\') {
            // A backreference (\1, \k<name>) can make matching exponential.
            if (/[1-9k]/.test(source[index + 1] ?? ''))
                return false;
            index++;
        }
        else if (char === '[') {
            for (index++; index < source.length && source[index] !== ']'; index++) {
                if (source[index] === '\\')
                    index++;
            }
        }
        else if (char === '(' || char === '|') {
            return false;
        }
        else if ('*+?{'.includes(char) && ++quantifiers > 1) {
            return false;
        }
    }
    return true;
}
let sandbox;
let test;
/**
 * Whether `regex` matches `subject`, or 'too-slow' when it ran past `timeoutMs`. A RegExp
 * that backtracks without end cannot be stopped from outside, but V8 interrupts a script run
 * with a timeout, and the regex inside it. The sandbox is made on the first call only.
 */
function testWithin(regex, subject, timeoutMs) {
    // Most patterns (`^main$`, `^release/.+`) cannot backtrack far: those need no sandbox.
    if (cannotBacktrack(regex))
        return regex.test(subject);
    // node:vm is loaded by the first pattern that needs the sandbox: most runs have none.
    const vm = process.getBuiltinModule('node:vm');
    sandbox ??= vm.createContext({});
    test ??= new vm.Script('regex.test(subject)');
    sandbox.regex = regex;
    sandbox.subject = subject;
    try {
        return test.runInContext(sandbox, { timeout: Math.max(1, Math.ceil(timeoutMs)) }) === true;
    }
    catch (error) {
        if (error.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT')
            return 'too-slow';
        throw error;
    }
    finally {
        sandbox.regex = undefined;
        sandbox.subject = undefined;
    }
}

// EXTERNAL MODULE: ./src/clock.ts
var clock = __nccwpck_require__(99373);
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
    const { matchTimeoutMs = MATCH_TIMEOUT_MS, totalTimeoutMs = TOTAL_MATCH_TIMEOUT_MS, minTimeoutMs = MIN_MATCH_TIMEOUT_MS, signal, now = clock/* monotonicMs */.dR, } = options;
    const invalid = [];
    const subject = subjectOf(name);
    let spent = 0;
    for (const pattern of patterns) {
        signal?.throwIfAborted();
        const translation = translatePattern(pattern);
        if (!translation.ok) {
            invalid.push({ pattern, problem: translation.problem, kind: translation.kind });
            continue;
        }
        const left = Math.ceil(totalTimeoutMs - spent);
        const timeoutMs = Math.min(matchTimeoutMs, Math.max(minTimeoutMs, left));
        const started = now();
        let result;
        try {
            result = testWithin(translation.regex, subject, timeoutMs);
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
var patterns_warning = __nccwpck_require__(48673);
// EXTERNAL MODULE: ./src/github/context.ts
var github_context = __nccwpck_require__(19556);
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
var deploy_run = __nccwpck_require__(60114);
;// CONCATENATED MODULE: ./src/deploy/flow.ts





/** What deploys once the ref does: `const { deliver } = await loadDelivery()`. */
const loadDelivery = () => Promise.all(/* import() */[__nccwpck_require__.e(550), __nccwpck_require__.e(147), __nccwpck_require__.e(984)]).then(__nccwpck_require__.bind(__nccwpck_require__, 56984));
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


/***/ }),

/***/ 48673:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
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

/***/ 55253:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  lo: () => (/* binding */ deployFacts),
  gf: () => (/* binding */ deployOutputs),
  wn: () => (/* binding */ deployParts)
});

// EXTERNAL MODULE: ./src/api/statuses.ts
var statuses = __nccwpck_require__(65640);
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
                    `${source.sha256.slice(0, 12)}\u2026`,
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
var summary = __nccwpck_require__(28855);
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
        ...archiveOutputs(release),
        // Empty when nothing was deployed: skipped (the bytes live already), refused, or failed
        // before a deployment was made.
        'promoted-from': release?.deploymentId === undefined || release.alreadyLive
            ? ''
            : promotedFromOutput(run.promotion),
        'restarted-workers': JSON.stringify(run.restartedWorkers.map(Number)),
        ...healthOutputs(release),
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
        return `\u274c Failed: ${error}`;
    if (run.skipped)
        return `\u23ed\ufe0f Skipped: ${run.skipReason}`;
    if (run.dryRun)
        return '\ud83e\uddea Dry run: nothing was uploaded';
    const status = run.release?.deploymentStatus ?? '';
    if ((0,statuses/* isSucceeded */.Ak)(status))
        return '\u2705 Deployed';
    return `\ud83d\ude80 Created (${status || 'pending'})`;
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
        ...archiveFacts(release),
        ...keptFacts(release),
        [
            'Deployment',
            release?.deploymentId === undefined
                ? undefined
                : { text: `${release.deploymentId} (${release.deploymentStatus})` },
        ],
        ...healthFacts(release),
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
    const what = `to commit ${(0,format/* shortSha */.Fu)(to.commit)} (sha256 ${to.sha256.slice(0, 12)}\u2026)`;
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


/***/ }),

/***/ 60114:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
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
/* harmony export */   Z8: () => (/* binding */ DURATION_UNITS),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
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
/* harmony export */   T4: () => (/* binding */ isGitRefName),
/* harmony export */   T8: () => (/* binding */ splitRepository)
/* harmony export */ });
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

/***/ 16891:
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

/***/ 36151:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Qo: () => (/* binding */ readEnvironment),
/* harmony export */   fw: () => (/* binding */ environmentUrl),
/* harmony export */   xJ: () => (/* binding */ healthCheckUrlOf)
/* harmony export */ });
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(53249);
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

/***/ 22948:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ RunCancelledError),
/* harmony export */   g: () => (/* binding */ failureOf)
/* harmony export */ });
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(53249);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(83916);
/* harmony import */ var _wait_timeout_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(65631);
// How a run that failed is told, whichever front end ran it: one line, the cancellation when the
// run was cancelled (not the abort error it caused), else the error with the advice its cause
// always calls for.



class RunCancelledError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .AmezmoDeployError */ .n2 {
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
function failureOf(error, cancellation, wording = _api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .ACTION_WORDING */ .Ge) {
    const cancelled = cancellation.aborted && (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorCodeOf */ .D9)(error) !== 'upload-uncertain';
    if (cancelled)
        return { message: (0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(cancellation.reason), cancelled };
    const message = error instanceof _wait_timeout_js__WEBPACK_IMPORTED_MODULE_2__/* .WaitTimeoutError */ .D ? error.describe(wording) : (0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error);
    const advice = (0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .adviceOf */ .wr)(error, wording);
    return {
        message: advice ? `${message.replace(/([^.!?])$/, '$1.')} ${advice}` : message,
        cancelled,
    };
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

/***/ 48883:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  l: () => (/* binding */ readDeploySettings)
});

// UNUSED EXPORTS: buildSettings

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(76760);
// EXTERNAL MODULE: ./src/settings/metadata.ts
var metadata = __nccwpck_require__(56276);
// EXTERNAL MODULE: ./src/settings/readers.ts
var readers = __nccwpck_require__(87977);
// EXTERNAL MODULE: ./src/settings/health.ts
var health = __nccwpck_require__(64471);
// EXTERNAL MODULE: ./src/settings/source.ts
var settings_source = __nccwpck_require__(80468);
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
var settings_workspace = __nccwpck_require__(77180);
// EXTERNAL MODULE: ./src/settings/rollout.ts
var settings_rollout = __nccwpck_require__(18284);
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

/***/ 64471:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ch: () => (/* binding */ readHealthSettings),
/* harmony export */   Dk: () => (/* binding */ parseHealthUrl),
/* harmony export */   OD: () => (/* binding */ parseKeepDays),
/* harmony export */   ze: () => (/* binding */ parseOnUnhealthy)
/* harmony export */ });
/* unused harmony exports MAX_KEEP_DAYS, parseHealthStatus */
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(80468);

/** Every health setting of a job, checked. */
function readHealthSettings(source) {
    const label = source.label.bind(source);
    const body = source.text('health-body');
    if (body.length > MAX_BODY_TEXT) {
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_0__/* .has */ .zy)(label('health-body'), `${body.slice(0, 40)}\u2026`, `it is ${body.length} characters long; give at most ${MAX_BODY_TEXT}, a word or a line the healthy page holds.`);
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
    throw (0,_source_js__WEBPACK_IMPORTED_MODULE_0__/* .has */ .zy)(label, value, 'use fail (fail the step, the release stays live) or rollback (deploy the last healthy ' +
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
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_0__/* .has */ .zy)(label, value, `it must be a whole number from ${min} to ${max}, e.g. ${example}${zero ? ` (${zero})` : ''}.`);
    }
    return number;
}
/** An absolute http(s) URL, or a path such as `/up` on the environment's address; '' for none. */
function parseHealthUrl(value, label = "Input 'health-url'") {
    if (value === '')
        return '';
    if (/\s/.test(value))
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_0__/* .has */ .zy)(label, value, 'it holds white space; give a URL or a path, e.g. /up.');
    if (value.startsWith('/')) {
        if (value.startsWith('//')) {
            throw (0,_source_js__WEBPACK_IMPORTED_MODULE_0__/* .has */ .zy)(label, value, 'a path starts with one "/", e.g. /up; give a host as https://\u2026');
        }
        return value;
    }
    let url;
    try {
        url = new URL(value);
    }
    catch {
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_0__/* .has */ .zy)(label, value, 'give an absolute URL, e.g. https://example.com/up, or a path, e.g. /up.');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_0__/* .has */ .zy)(label, value, `it is a ${url.protocol} address; the probe asks http or https only.`);
    }
    if (url.username !== '' || url.password !== '') {
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_0__/* .has */ .zy)(label, `${url.protocol}//\u2026@${url.host}${url.pathname}`, 'it holds a user name or password, which would show in the log; the probe sends no credential.');
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
            throw (0,_source_js__WEBPACK_IMPORTED_MODULE_0__/* .has */ .zy)(label, value, 'give statuses as 200, a range as 200-299, a class as 2xx, or several separated by commas.');
        }
    }
    const text = parts.join(', ');
    return { text, test: (status) => tests.some((test) => test(status)) };
}


/***/ }),

/***/ 56276:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ ACTIONS)
/* harmony export */ });
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


/***/ }),

/***/ 87977:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E9: () => (/* binding */ parseDuration),
/* harmony export */   Eg: () => (/* binding */ parseExclude),
/* harmony export */   LW: () => (/* binding */ parseInstance),
/* harmony export */   Mh: () => (/* binding */ parseWaitTimeout),
/* harmony export */   Nq: () => (/* binding */ parseEnvironment),
/* harmony export */   Q2: () => (/* binding */ parseBaseUrl),
/* harmony export */   QS: () => (/* binding */ parseSourceDateEpoch),
/* harmony export */   Rr: () => (/* binding */ parsePath),
/* harmony export */   Xu: () => (/* binding */ parseApiKey),
/* harmony export */   YD: () => (/* binding */ parseGitHubToken),
/* harmony export */   ZI: () => (/* binding */ MAX_WAIT_SECONDS),
/* harmony export */   a0: () => (/* binding */ parseIgnoreFile),
/* harmony export */   cM: () => (/* binding */ parseArchive),
/* harmony export */   cz: () => (/* binding */ DURATION_HOW),
/* harmony export */   hO: () => (/* binding */ parseLinks),
/* harmony export */   iz: () => (/* binding */ readPace),
/* harmony export */   jO: () => (/* binding */ parseWorkers),
/* harmony export */   m: () => (/* binding */ parseCompressionLevel),
/* harmony export */   mW: () => (/* binding */ readTuning),
/* harmony export */   o8: () => (/* binding */ durationSeconds),
/* harmony export */   xb: () => (/* binding */ parsePusher)
/* harmony export */ });
/* unused harmony export HOSTED_JOB_SECONDS */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _archive_index_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(53099);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(16264);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(27194);
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(80468);
/* harmony import */ var _workspace_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(77180);
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
    return parts.reduce((sum, [, amount, unit]) => sum + Number(amount) * _format_js__WEBPACK_IMPORTED_MODULE_3__/* .DURATION_UNITS */ .Z8[unit], 0);
}
/** The longest soak: a promotion waits at most this long after its release went live. */
const MAX_SOAK_SECONDS = 90 * 86_400;
/** `soak`: a duration (`30m`, `2h`, `1h30m`, `45s`, `7d`), or `0`; its seconds. */
function parseDuration(value, label) {
    const seconds = durationSeconds(value);
    if (seconds === undefined)
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .has */ .zy)(label, value, `a duration is ${DURATION_HOW}; 0 for none.`);
    if (seconds > MAX_SOAK_SECONDS) {
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .has */ .zy)(label, value, 'it is longer than 90 days, the longest a kept archive is kept.');
    }
    return seconds;
}
function parseBaseUrl(given, label = "Input 'base-url'") {
    // A password written into the URL is never repeated in a message.
    const value = (0,_secrets_js__WEBPACK_IMPORTED_MODULE_4__/* .withoutCredentials */ .r)(given);
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
    const resolved = (0,_workspace_js__WEBPACK_IMPORTED_MODULE_5__/* .resolveInside */ .LI)(value, [workspace]);
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
    const resolved = (0,_workspace_js__WEBPACK_IMPORTED_MODULE_5__/* .resolveInside */ .LI)(name, [path, workspace]);
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
const MAX_GIVEN_ARCHIVE_BYTES = 512 * 1024 * 1024;
/**
 * A zip or tar file to deploy as it is: inside the workspace or RUNNER_TEMP (links resolved, so a
 * link cannot send a file from elsewhere on the runner), at most 512 MiB, and a zip or a tar by
 * its first bytes. Checked before any request.
 */
function parseArchive(value, roots, label = "Input 'archive'") {
    const resolved = (0,_workspace_js__WEBPACK_IMPORTED_MODULE_5__/* .resolveInside */ .LI)(value, roots);
    if ('problem' in resolved) {
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .has */ .zy)(label, value, resolved.problem === 'missing'
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
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(real, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
    }
    catch (error) {
        const code = error.code ?? 'an error';
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .has */ .zy)(label, value, `it cannot be opened (${code}); give a zip or tar file the runner can read.`);
    }
    try {
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (!stat.isFile())
            throw (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .has */ .zy)(label, value, 'it is not a file; give a zip or tar file.');
        if (stat.size > MAX_GIVEN_ARCHIVE_BYTES) {
            throw (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .has */ .zy)(label, value, `it is ${stat.size} bytes, over Amezmo's limit of 512 MiB; leave some files out when building it.`);
        }
        size = stat.size;
        read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, head, 0, head.length, 0);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
    const format = (0,_archive_index_js__WEBPACK_IMPORTED_MODULE_6__/* .archiveFormatOf */ .j)(head.subarray(0, read));
    if (format === undefined) {
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .has */ .zy)(label, value, 'it is neither a zip nor a tar file (by its first bytes); give the archive itself, not a compressed copy of it.');
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
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .has */ .zy)(label, value, 'it must be an e-mail address, e.g. dev@example.com.');
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

/***/ 18284:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   R0: () => (/* binding */ readTargets),
/* harmony export */   nm: () => (/* binding */ readRolloutSettings)
/* harmony export */ });
/* unused harmony exports parseMaxParallel, parseOnFailure, parseWaves, parseWaveWait */
/* harmony import */ var _readers_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(87977);
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(80468);


/** The rollout with its targets read and checked: throws InputError naming entry and field. */
async function readTargets(request) {
    const { parseTargets } = await Promise.all(/* import() */[__nccwpck_require__.e(225), __nccwpck_require__.e(975)]).then(__nccwpck_require__.bind(__nccwpck_require__, 25975));
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


/***/ }),

/***/ 80468:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $4: () => (/* binding */ requiredText),
/* harmony export */   Dx: () => (/* binding */ linesOf),
/* harmony export */   SF: () => (/* binding */ booleanOf),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   xP: () => (/* binding */ instruction),
/* harmony export */   zy: () => (/* binding */ has)
/* harmony export */ });
/* unused harmony export parseBoolean */
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

/***/ 77180:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B3: () => (/* binding */ workspaceOf),
/* harmony export */   LI: () => (/* binding */ resolveInside),
/* harmony export */   PX: () => (/* binding */ realFolder)
/* harmony export */ });
/* unused harmony export isWithin */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(80468);
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

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

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
/******/ var __webpack_exports__ = __nccwpck_require__(83800);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ var __webpack_exports__main = __webpack_exports__.i;
/******/ var __webpack_exports__run = __webpack_exports__.e;
/******/ export { __webpack_exports__main as main, __webpack_exports__run as run };
/******/ 
