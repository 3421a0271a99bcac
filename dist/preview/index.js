import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 5784:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  UU: () => (/* binding */ createClient),
  LX: () => (/* binding */ createGitHubClient),
  fr: () => (/* binding */ createProbe)
});

// EXTERNAL MODULE: ./src/api/client.ts
var client = __nccwpck_require__(7085);
// EXTERNAL MODULE: ./src/github/rest.ts
var rest = __nccwpck_require__(6417);
// EXTERNAL MODULE: ./src/pipeline/health.ts
var health = __nccwpck_require__(7826);
// EXTERNAL MODULE: ./src/settings/readers.ts
var readers = __nccwpck_require__(7977);
;// CONCATENATED MODULE: ./src/settings/clients.ts
// The API clients every front end builds the same way: through the proxy the environment names
// (HTTPS_PROXY, NO_PROXY), with the time limits of the AMEZMO_DEPLOY_* variables (for tests; see
// docs/reliability.md), their requests logged through the front end's own logger.




function createAmezmoClient(baseUrl, apiKey, { logger, env }) {
    const tuning = (0,readers/* readTuning */.mW)(env);
    return new client/* AmezmoClient */.Z({
        baseUrl,
        apiKey,
        logger,
        proxyEnv: env,
        connectTimeoutMs: tuning.connectTimeoutMs,
        answerTimeoutMs: tuning.requestTimeoutMs,
        uploadAnswerTimeoutMs: tuning.uploadAnswerTimeoutMs,
        stallTimeoutMs: tuning.stallTimeoutMs,
        retryPolicy: tuning.retryDelayMs === undefined ? undefined : { baseDelayMs: tuning.retryDelayMs },
    });
}
/** GitHub's API, with the same proxy and limits; none without a token. */
function createGitHubApiClient(token, apiUrl, { logger, env }) {
    if (token === '')
        return undefined;
    const tuning = (0,readers/* readTuning */.mW)(env);
    return new rest/* GitHubClient */.jh({
        token,
        apiUrl,
        logger,
        proxyEnv: env,
        connectTimeoutMs: tuning.connectTimeoutMs,
        answerTimeoutMs: tuning.requestTimeoutMs,
        retryDelayMs: tuning.retryDelayMs,
    });
}
/** The health probe of a run, through the same proxy. */
function createHealthProbe(clock, { env }) {
    const tuning = (0,readers/* readTuning */.mW)(env);
    return (0,health/* createHttpProbe */.Xx)({ proxyEnv: env, connectTimeoutMs: tuning.connectTimeoutMs, clock });
}

// EXTERNAL MODULE: ./src/actions/shell.ts + 2 modules
var shell = __nccwpck_require__(6254);
;// CONCATENATED MODULE: ./src/actions/client.ts


const runner = () => ({ logger: shell/* coreLogger */.Wj, env: process.env });
function createClient(baseUrl, apiKey) {
    return createAmezmoClient(baseUrl, apiKey, runner());
}
/** GitHub's API for this run, with the same proxy and limits; none without a token. */
function createGitHubClient(token, apiUrl) {
    return createGitHubApiClient(token, apiUrl, runner());
}
/** The health probe of this run, through the proxy the runner names. */
function createProbe(clock) {
    return createHealthProbe(clock, runner());
}


/***/ }),

/***/ 6669:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  V: () => (/* binding */ inputsOf)
});

// EXTERNAL MODULE: ./src/actions/runner.ts
var runner = __nccwpck_require__(3197);
;// CONCATENATED MODULE: ./src/settings/metadata.ts
// Generated from the action.yml files by `npm run docs`; `npm run lint` fails when it differs.
// Input names and defaults are written once, in action.yml: every front end reads them from here.
const ACTIONS = {
    deploy: {
        inputs: {
            'api-key': { required: true, default: '' },
            instance: { required: true, default: '' },
            environment: { required: true, default: '' },
            'base-url': { required: false, default: 'https://api.amezmo.com/v1' },
            path: { required: false, default: '.' },
            exclude: { required: false, default: '' },
            'ignore-file': { required: false, default: '.amezmoignore' },
            archive: { required: false, default: '' },
            'keep-archive': { required: false, default: 'false' },
            links: { required: false, default: 'keep' },
            workers: { required: false, default: '' },
            force: { required: false, default: 'false' },
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
            'archive-manifest',
            'archive-path',
            'restarted-workers',
            'health',
            'health-detail',
            'artifact-id',
            'rolled-back-to',
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

// EXTERNAL MODULE: ./src/actions/shell.ts + 2 modules
var shell = __nccwpck_require__(6254);
;// CONCATENATED MODULE: ./src/actions/inputs.ts
// An action's settings as a runner gives them: INPUT_* variables, trimmed, with the defaults of
// the action's action.yml (an empty input means its default, as on a runner); secrets masked
// the moment they are read.



/** The inputs of one action, by the names its action.yml gives them (checked when compiling). */
function inputsOf(action) {
    const spec = ACTIONS[action].inputs;
    const text = (name) => runner/* getInput */.V4(name) || (spec[name]?.default ?? '');
    return {
        text,
        given: (name) => runner/* getInput */.V4(name) !== '',
        secret(name) {
            const value = text(name);
            // The default of a token is an expression the runner fills in; outside a runner it is
            // left as written, and is no secret.
            if (!value.startsWith('${{'))
                (0,shell/* addSecret */.Ck)(value);
            return value;
        },
        label: (name) => `Input '${name}'`,
    };
}


/***/ }),

/***/ 1943:
/***/ ((module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(529);
/* harmony import */ var _github_context_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9556);
/* harmony import */ var _github_git_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(6891);
/* harmony import */ var _preview_event_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(8744);
/* harmony import */ var _preview_lifecycle_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1935);
/* harmony import */ var _preview_report_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(9654);
/* harmony import */ var _settings_preview_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(8580);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_10__ = __nccwpck_require__(8855);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(5784);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(6669);
/* harmony import */ var _shell_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(6254);











/** Reads the inputs, runs the life cycle for the event, and reports; failures end in one line. */
async function run() {
    let result = { steps: [] };
    let context;
    let client;
    let github;
    let probe;
    await (0,_shell_js__WEBPACK_IMPORTED_MODULE_7__/* .runShell */ .E5)(async (signal) => {
        const inputs = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .inputsOf */ .V)('preview');
        // The key is masked before anything else is read, the event included.
        inputs.secret('api-key');
        context = (0,_github_context_js__WEBPACK_IMPORTED_MODULE_1__/* .readRunContext */ .$p)();
        const settings = (0,_settings_preview_js__WEBPACK_IMPORTED_MODULE_4__/* .readPreviewSettings */ .g)(inputs, process.env, (0,_preview_event_js__WEBPACK_IMPORTED_MODULE_8__/* .previewEventOf */ .A)(context).kind === 'deploy');
        client = (0,_client_js__WEBPACK_IMPORTED_MODULE_5__/* .createClient */ .UU)(settings.baseUrl, settings.apiKey);
        github = (0,_client_js__WEBPACK_IMPORTED_MODULE_5__/* .createGitHubClient */ .LX)(settings.githubToken, context.apiUrl);
        probe = (0,_client_js__WEBPACK_IMPORTED_MODULE_5__/* .createProbe */ .fr)(_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .systemClock */ .m);
        result = await (0,_preview_lifecycle_js__WEBPACK_IMPORTED_MODULE_2__/* .runPreview */ .UE)(settings, context, {
            client,
            github,
            clock: _clock_js__WEBPACK_IMPORTED_MODULE_0__/* .systemClock */ .m,
            logger: _shell_js__WEBPACK_IMPORTED_MODULE_7__/* .coreLogger */ .Wj,
            group: _shell_js__WEBPACK_IMPORTED_MODULE_7__/* .group */ .Os,
            signal,
            gitHead: _github_git_js__WEBPACK_IMPORTED_MODULE_9__/* .gitHead */ .T,
            probe: probe.probe,
        });
        if (result.failure !== undefined)
            throw result.failure;
    }, async (error) => {
        (0,_shell_js__WEBPACK_IMPORTED_MODULE_7__/* .setOutputs */ .n0)((0,_preview_report_js__WEBPACK_IMPORTED_MODULE_3__/* .previewOutputs */ .HG)(result));
        const facts = (0,_preview_report_js__WEBPACK_IMPORTED_MODULE_3__/* .previewFacts */ .mH)(result, {
            error,
            runUrl: context?.runUrl ?? '',
            repositoryUrl: context?.repositoryUrl ?? '',
            now: Date.now(),
        });
        await (0,_shell_js__WEBPACK_IMPORTED_MODULE_7__/* .writeSummary */ .Sy)((0,_summary_js__WEBPACK_IMPORTED_MODULE_10__/* .summaryHtml */ .QW)('Amezmo preview', [{ kind: 'facts', facts }], _shell_js__WEBPACK_IMPORTED_MODULE_7__/* .guard */ .ah));
        client?.close();
        github?.close();
        probe?.close();
    });
}
await (0,_shell_js__WEBPACK_IMPORTED_MODULE_7__/* .startWhenRun */ .cF)(import.meta.url, run);

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 3197:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ warning),
/* harmony export */   C1: () => (/* binding */ setFailed),
/* harmony export */   Os: () => (/* binding */ group),
/* harmony export */   Pq: () => (/* binding */ setSecret),
/* harmony export */   V4: () => (/* binding */ getInput),
/* harmony export */   Yz: () => (/* binding */ debug),
/* harmony export */   fe: () => (/* binding */ appendSummary),
/* harmony export */   lm: () => (/* binding */ notice),
/* harmony export */   pq: () => (/* binding */ info),
/* harmony export */   uH: () => (/* binding */ setOutput)
/* harmony export */ });
/* unused harmony exports error, withoutCommands */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);
// The runner's side of an action, as the runner reads it: inputs from INPUT_* variables,
// workflow commands (`::warning file=…::message`) on standard output, outputs and the job
// summary appended to the files GITHUB_OUTPUT and GITHUB_STEP_SUMMARY name.
//
// This is what @actions/core does for these calls, written here because @actions/core loads an
// OIDC client, and with it a second HTTP stack, on every start: two thirds of a skipped run's
// time. Everything passed in here has been through the shell's guard first.




/** An input by its action.yml name, trimmed; '' when it is not set. */
function getInput(name) {
    return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}
/** `%`, CR and LF are what end a command's message early; the runner decodes them. */
function escapeData(text) {
    return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** A property value also ends at `:` or `,`. */
function escapeProperty(text) {
    return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
function command(name, message, properties) {
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
    process.stdout.write(`::${head}::${escapeData(message)}${node_os__WEBPACK_IMPORTED_MODULE_3__.EOL}`);
}
/** Asks the runner to mask `value` wherever it would show it. */
function setSecret(value) {
    command('add-mask', value);
}
function info(message) {
    process.stdout.write(`${message}${node_os__WEBPACK_IMPORTED_MODULE_3__.EOL}`);
}
function debug(message) {
    command('debug', message);
}
function notice(message, properties) {
    command('notice', message, properties);
}
function warning(message, properties) {
    command('warning', message, properties);
}
function error(message, properties) {
    command('error', message, properties);
}
/** Fails the step with one error line, on the place in a file it is about when there is one. */
function setFailed(message, properties) {
    process.exitCode = 1;
    error(message, properties);
}
/** Runs `phase` folded in the log under `title`. */
async function group(title, phase) {
    command('group', title);
    try {
        return await phase();
    }
    finally {
        command('endgroup', '');
    }
}
/**
 * Sets a step output, in the GITHUB_OUTPUT file as `name<<delimiter`, value, delimiter: a
 * random delimiter that the value cannot forge, since neither may hold it.
 */
function setOutput(name, value) {
    const file = process.env.GITHUB_OUTPUT;
    if (!file) {
        // Not run by a runner that reads outputs from a file: the older command still works.
        process.stdout.write(node_os__WEBPACK_IMPORTED_MODULE_3__.EOL);
        command(`set-output name=${escapeProperty(name)}`, value);
        return;
    }
    const delimiter = `ghadelimiter_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}`;
    if (name.includes(delimiter) || value.includes(delimiter)) {
        throw new Error(`The output '${name}' holds its own delimiter.`);
    }
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.appendFileSync)(file, `${name}<<${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_3__.EOL}${value}${node_os__WEBPACK_IMPORTED_MODULE_3__.EOL}${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_3__.EOL}`, 'utf8');
}
/** Adds HTML to the job summary; nothing when the runner keeps none. */
async function appendSummary(html) {
    const file = process.env.GITHUB_STEP_SUMMARY;
    if (!file)
        return;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.appendFile)(file, `${html}${node_os__WEBPACK_IMPORTED_MODULE_3__.EOL}`, 'utf8');
}
/**
 * Runs `work` with the runner reading no workflow command on standard output: what a library
 * writes there (@actions/core's own lines, with what a service answered in them) is shown, never
 * obeyed. The token that ends the stretch is random, so nothing written in it can end it early.
 */
async function withoutCommands(work) {
    const token = randomUUID();
    process.stdout.write(`::stop-commands::${token}${EOL}`);
    try {
        return await work();
    }
    finally {
        process.stdout.write(`::${token}::${EOL}`);
    }
}


/***/ }),

/***/ 6254:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Ck: () => (/* binding */ addSecret),
  Wj: () => (/* binding */ coreLogger),
  Os: () => (/* binding */ group),
  ah: () => (/* binding */ guard),
  E5: () => (/* binding */ runShell),
  n0: () => (/* binding */ setOutputs),
  cF: () => (/* binding */ startWhenRun),
  Sy: () => (/* binding */ writeSummary)
});

// UNUSED EXPORTS: RunCancelledError, isEntryPoint

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
;// CONCATENATED MODULE: external "node:url"
const external_node_url_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");
// EXTERNAL MODULE: ./src/actions/runner.ts
var runner = __nccwpck_require__(3197);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __nccwpck_require__(3249);
// EXTERNAL MODULE: ./src/api/client.ts
var client = __nccwpck_require__(7085);
;// CONCATENATED MODULE: ./src/pipeline/failure.ts
// How a run that failed is told, whichever front end ran it: one line, the cancellation when the
// run was cancelled (not the abort error it caused), else the error with the advice its cause
// always calls for.


class RunCancelledError extends Error {
    constructor(signal) {
        super(`The run was cancelled (${signal}).`);
        this.name = 'RunCancelledError';
    }
}
/**
 * The one line a failed run ends with. A cancellation after the whole archive was sent says the
 * deployment may exist: that message stays.
 */
function failureOf(error, cancellation) {
    const cancelled = cancellation.aborted && !(error instanceof client/* UncertainOutcomeError */.u);
    if (cancelled)
        return { message: (0,errors/* messageOf */.bD)(cancellation.reason), cancelled };
    const advice = (0,errors/* adviceOf */.wr)(error);
    return {
        message: advice
            ? `${(0,errors/* messageOf */.bD)(error).replace(/([^.!?])$/, '$1.')} ${advice}`
            : (0,errors/* messageOf */.bD)(error),
        cancelled,
    };
}

// EXTERNAL MODULE: ./src/logger.ts + 1 modules
var logger = __nccwpck_require__(2245);
// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __nccwpck_require__(7194);
;// CONCATENATED MODULE: ./src/actions/shell.ts
// What every action's shell shares: one guard between the outside world and the runner (the log,
// annotations, outputs, the summary), the secrets it redacts, cancellation on the runner's
// signals, and how a bundle starts.







/** The secrets of this run, once read: never written, in any spelling. */
const shell_secrets = [];
/** Masks a secret for the runner and redacts it, in every spelling, from all this shell writes. */
function addSecret(value) {
    if (value === '')
        return;
    runner/* setSecret */.Pq(value);
    if (!shell_secrets.includes(value))
        shell_secrets.push(value);
}
/** Makes any text fit for the log, an annotation, an output or the summary. */
function guard(text) {
    return (0,logger/* safeText */.H)((0,secrets/* redact */.E)(text, shell_secrets));
}
const coreLogger = {
    debug: (message) => runner/* debug */.Yz(guard(message)),
    info: (message) => runner/* info */.pq(guard(message)),
    warning: (message) => runner/* warning */.$e(guard(message)),
    notice: (message) => runner/* notice */.lm(guard(message)),
};
/** Runs one phase folded in the log under its title. */
function group(title, phase) {
    return runner/* group */.Os(guard(title), phase);
}
function setOutputs(outputs) {
    for (const [name, value] of Object.entries(outputs))
        runner/* setOutput */.uH(name, guard(value));
}
/** Writes the job summary's HTML; a summary that cannot be written is a warning, not a failure. */
async function writeSummary(html) {
    try {
        await runner/* appendSummary */.fe(html);
    }
    catch (error) {
        coreLogger.warning(`Could not write the job summary: ${(0,errors/* messageOf */.bD)(error)}`);
    }
}
/**
 * Where in the repository a failure is, when the error says (`location: { file, line }`, as a
 * problem in a file the action reads does), for the annotation.
 */
function placeOf(error) {
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
async function runShell(work, finish) {
    const cancellation = new AbortController();
    const onSignal = (signal) => {
        if (cancellation.signal.aborted)
            return;
        coreLogger.info(`Received ${signal}: stopping.`);
        cancellation.abort(new RunCancelledError(signal));
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    let failure;
    try {
        await work(cancellation.signal);
    }
    catch (error) {
        const told = failureOf(error, cancellation.signal);
        failure = told.message;
        const cancelled = told.cancelled;
        // One error line, shown on the line of the file it is about when the error says which.
        runner/* setFailed */.C1(guard(failure), cancelled ? undefined : placeOf(error));
    }
    finally {
        await finish(failure);
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
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
 * Runs the action when its bundle is started by a runner. Started by hand, the action would read
 * no inputs and write nowhere a runner reads: it says so and exits 1. Imported (by tests, or by
 * `npm run local`), it does nothing.
 */
async function startWhenRun(moduleUrl, run) {
    if (!isEntryPoint(moduleUrl))
        return;
    if (process.env.GITHUB_ACTIONS === 'true') {
        await run();
        return;
    }
    process.stderr.write('amezmo-deploy runs as a step of a GitHub Actions workflow, and GITHUB_ACTIONS is not "true" ' +
        'here. To try it on this machine, run `npm run demo` (against the bundled simulator) or ' +
        '`npm run local`.\n');
    process.exitCode = 1;
}


/***/ }),

/***/ 7085:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ AmezmoClient),
/* harmony export */   u: () => (/* binding */ UncertainOutcomeError)
/* harmony export */ });
/* harmony import */ var _transport_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3841);
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(529);
/* harmony import */ var _logger_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2245);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(311);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3249);
/* harmony import */ var _form_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(3296);
/* harmony import */ var _http_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(5613);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(7018);
/* harmony import */ var _shape_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(1989);









/**
 * Thrown when the whole archive was sent but no usable answer came: the deployment may exist.
 * A caller can look up the environment's deployments to name it; `cancelled` says the run's own
 * signal ended the wait, so that the caller can word its message.
 */
class UncertainOutcomeError extends Error {
    /** Always true: the server received the whole request and may have acted on it. */
    archiveSent = true;
    cancelled;
    instanceId;
    environment;
    /** The deployment the environment shows that is most likely the one the upload created. */
    likelyDeployment;
    constructor(message, cause, where) {
        super(message, { cause });
        this.name = 'UncertainOutcomeError';
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
        this.clock = options.clock ?? _clock_js__WEBPACK_IMPORTED_MODULE_1__/* .systemClock */ .m;
        this.random = options.random ?? Math.random;
        this.logger = options.logger ?? _logger_js__WEBPACK_IMPORTED_MODULE_2__/* .silentLogger */ .q;
        this.policy = { ..._retry_js__WEBPACK_IMPORTED_MODULE_5__/* .defaultRetryPolicy */ .ur, ...options.retryPolicy };
        const baseUrl = options.baseUrl.replace(/\/+$/, '');
        this.settings = {
            service: SERVICE,
            baseUrl,
            authorization: `Bearer ${options.apiKey}`,
            secret: options.apiKey,
            accept: 'application/json',
            userAgent: `amezmo-deploy/${_version_js__WEBPACK_IMPORTED_MODULE_7__/* .VERSION */ .x}`,
            transport: options.transport ?? (0,_transport_js__WEBPACK_IMPORTED_MODULE_0__/* .createTransport */ .o)(new URL(baseUrl).protocol, options.proxyEnv),
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
    /** The account the key belongs to, with its instance limit. */
    async getMe(options) {
        const call = { method: 'GET', path: '/me', ...options };
        return (await this.call(call, 'idempotent', _shape_js__WEBPACK_IMPORTED_MODULE_6__/* .expectRecord */ .to));
    }
    async listRegions(options) {
        const call = { method: 'GET', path: '/regions', ...options };
        const regions = await this.call(call, 'idempotent', (body, operation) => (0,_shape_js__WEBPACK_IMPORTED_MODULE_6__/* .expectArray */ .J6)(body, operation, _shape_js__WEBPACK_IMPORTED_MODULE_6__/* .expectRecord */ .to));
        return regions;
    }
    async listInstanceTypes(options) {
        const call = { method: 'GET', path: '/instance-types', ...options };
        const types = await this.call(call, 'idempotent', (body, operation) => (0,_shape_js__WEBPACK_IMPORTED_MODULE_6__/* .expectArray */ .J6)(body, operation, _shape_js__WEBPACK_IMPORTED_MODULE_6__/* .expectRecord */ .to));
        return types;
    }
    async listInstances(filter = {}, options) {
        const call = {
            method: 'GET',
            path: '/instances',
            query: { instance_type: filter.instanceType },
            ...options,
        };
        return this.call(call, 'idempotent', (body, operation) => (0,_shape_js__WEBPACK_IMPORTED_MODULE_6__/* .expectArray */ .J6)(body, operation, _shape_js__WEBPACK_IMPORTED_MODULE_6__/* .expectInstance */ .jq));
    }
    async getInstance(instanceId, options) {
        const call = { method: 'GET', path: instancePath(instanceId), ...options };
        return this.call(call, 'idempotent', _shape_js__WEBPACK_IMPORTED_MODULE_6__/* .expectInstance */ .jq);
    }
    async createInstance(params, options) {
        const call = {
            method: 'POST',
            path: '/instances',
            fields: (0,_form_js__WEBPACK_IMPORTED_MODULE_8__/* .formFields */ .U)({ ...params }),
            ...options,
        };
        return this.call(call, 'create', _shape_js__WEBPACK_IMPORTED_MODULE_6__/* .expectInstance */ .jq);
    }
    /**
     * Terminates an instance: the Instance `Deleting`, or undefined when the service answers 204.
     * Repeating it is safe, so it is retried like a read: an instance left running is billed.
     */
    async terminateInstance(instanceId, options) {
        const call = { method: 'DELETE', path: instancePath(instanceId), ...options };
        return this.call(call, 'idempotent', orNothing(_shape_js__WEBPACK_IMPORTED_MODULE_6__/* .expectInstance */ .jq));
    }
    async listEnvironments(instanceId, options) {
        const call = {
            method: 'GET',
            path: `${instancePath(instanceId)}/environments`,
            ...options,
        };
        return this.call(call, 'idempotent', (body, operation) => (0,_shape_js__WEBPACK_IMPORTED_MODULE_6__/* .expectArray */ .J6)(body, operation, _shape_js__WEBPACK_IMPORTED_MODULE_6__/* .expectEnvironment */ .Fs));
    }
    async getEnvironment(instanceId, name, options) {
        const call = { method: 'GET', path: environmentPath(instanceId, name), ...options };
        return this.call(call, 'idempotent', _shape_js__WEBPACK_IMPORTED_MODULE_6__/* .expectEnvironment */ .Fs);
    }
    /** Changes an environment: the record, or undefined when the service answers 204. */
    async updateEnvironment(instanceId, name, changes, options) {
        const call = {
            method: 'PATCH',
            path: environmentPath(instanceId, name),
            fields: (0,_form_js__WEBPACK_IMPORTED_MODULE_8__/* .formFields */ .U)({ ...changes }),
            ...options,
        };
        return this.call(call, 'idempotent', orNothing(_shape_js__WEBPACK_IMPORTED_MODULE_6__/* .expectEnvironment */ .Fs));
    }
    /**
     * Uploads an archive and creates a deployment. Repeated only when the server cannot have
     * accepted it; the archive is opened afresh for each attempt.
     */
    async createDeployment(instanceId, params, options = {}) {
        const { archivePath, ...fields } = params;
        const call = {
            method: 'POST',
            path: `${instancePath(instanceId)}/deployments`,
            fields: (0,_form_js__WEBPACK_IMPORTED_MODULE_8__/* .formFields */ .U)({ ...fields }),
            file: { field: 'archive', path: archivePath },
            ...options,
        };
        try {
            // Awaited here, so that a lost upload is caught below.
            return await this.call(call, 'create', _shape_js__WEBPACK_IMPORTED_MODULE_6__/* .expectDeploymentStatus */ .$b);
        }
        catch (error) {
            const what = whatWentWrongAfterSending(error);
            if (what === undefined)
                throw error;
            throw new UncertainOutcomeError(`${what} after the whole archive was sent. The deployment may have been ` +
                `created: check the deployments of environment '${params.environment}' on instance ` +
                `${instanceId} in the Amezmo dashboard before running this again.`, error, {
                instanceId,
                environment: params.environment,
                cancelled: error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .AbortedAfterSendError */ .E6,
            });
        }
    }
    async getDeployment(instanceId, deploymentId, options) {
        const call = {
            method: 'GET',
            path: `${instancePath(instanceId)}/deployments/${deploymentId}`,
            ...options,
        };
        return this.call(call, 'idempotent', _shape_js__WEBPACK_IMPORTED_MODULE_6__/* .expectDeploymentStatus */ .$b);
    }
    async cancelDeployment(instanceId, deploymentId, options) {
        const call = {
            method: 'POST',
            path: `${instancePath(instanceId)}/deployments/${deploymentId}/cancel`,
            ...options,
        };
        return this.call(call, 'idempotent', _shape_js__WEBPACK_IMPORTED_MODULE_6__/* .expectDeploymentStatus */ .$b);
    }
    async getWorker(instanceId, workerId, options) {
        const call = { method: 'GET', path: workerPath(instanceId, workerId), ...options };
        return this.call(call, 'idempotent', _shape_js__WEBPACK_IMPORTED_MODULE_6__/* .expectWorker */ .Wt);
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
        return this.call(call, 'idempotent', _shape_js__WEBPACK_IMPORTED_MODULE_6__/* .expectWorker */ .Wt);
    }
    /** Sends `call` under the retry policy of `kind`, and checks the answer's shape with `expect`. */
    async call(call, kind, expect) {
        return expect(await this.send(call, kind), (0,_http_js__WEBPACK_IMPORTED_MODULE_4__/* .operationOf */ .zI)(call));
    }
    async send(call, kind) {
        const settings = call.file
            ? { ...this.settings, answerTimeoutMs: this.uploadAnswerTimeoutMs }
            : this.settings;
        const maxAttempts = call.maxAttempts ?? this.policy.maxAttempts;
        for (let attempt = 1;; attempt++) {
            try {
                // A proxy that refuses the archive by its size (nginx's 413) answers at once and closes;
                // once closed, a write fails and that answer can be lost unread, so the first attempt
                // may end in a broken pipe. A retry holds the archive back for a moment, as a client
                // does for `Expect: 100-continue` (which not every server answers), so that the
                // refusal is read before the archive is sent again. The first attempt does not wait:
                // every deployment would pay for the rare refusal.
                const retrying = call.file && attempt > 1;
                return await sendOnce(retrying ? { ...settings, earlyAnswerHoldMs: EARLY_ANSWER_HOLD_MS } : settings, call);
            }
            catch (error) {
                if (attempt >= maxAttempts || !(0,_retry_js__WEBPACK_IMPORTED_MODULE_5__/* .isRetryable */ .r3)(kind, error))
                    throw error;
                const delay = (0,_retry_js__WEBPACK_IMPORTED_MODULE_5__/* .retryDelayMs */ .qO)(this.policy, attempt, error, this.random);
                this.logger.info(`${(0,_http_js__WEBPACK_IMPORTED_MODULE_4__/* .operationOf */ .zI)(call)} failed: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .clauseOf */ .pQ)(error)}. Trying again in ` +
                    `${(delay / 1000).toFixed(1)} s (attempt ${attempt + 1} of ${maxAttempts}).`);
                await this.clock.sleep(delay, call.signal);
            }
        }
    }
}
/**
 * Sends one request and answers its JSON body. Error statuses become ApiError, in whatever body
 * they came (the documented envelope, a Laravel body, a proxy's HTML page, nothing).
 */
async function sendOnce(settings, call) {
    const answer = await (0,_http_js__WEBPACK_IMPORTED_MODULE_4__/* .request */ .Em)(settings, call);
    const operation = (0,_http_js__WEBPACK_IMPORTED_MODULE_4__/* .operationOf */ .zI)(call);
    if (answer.status >= 400 || answer.status < 200) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .apiErrorFromBody */ .FN)(answer.status, operation, answer.text, answer.header('content-type'), (0,_retry_js__WEBPACK_IMPORTED_MODULE_5__/* .parseRetryAfter */ .mu)(answer.header('retry-after'), settings.now()));
    }
    // A PATCH or a DELETE may answer 204 with nothing: it was done, and says no more.
    if (answer.status === 204 && (call.method === 'PATCH' || call.method === 'DELETE')) {
        return NO_CONTENT;
    }
    return (0,_http_js__WEBPACK_IMPORTED_MODULE_4__/* .parseJsonAnswer */ .oV)(SERVICE, operation, answer);
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
    if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .NetworkError */ .Dr)
        return error.requestSent ? error.message : undefined;
    if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnexpectedResponseError */ .dk)
        return error.problem;
    if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .AbortedAfterSendError */ .E6)
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
/* harmony export */   $9: () => (/* binding */ TlsCertificateError),
/* harmony export */   Dr: () => (/* binding */ NetworkError),
/* harmony export */   E6: () => (/* binding */ AbortedAfterSendError),
/* harmony export */   FN: () => (/* binding */ apiErrorFromBody),
/* harmony export */   Lx: () => (/* binding */ RedirectError),
/* harmony export */   Ne: () => (/* binding */ ProxyRefusedError),
/* harmony export */   bD: () => (/* binding */ messageOf),
/* harmony export */   dk: () => (/* binding */ UnexpectedResponseError),
/* harmony export */   h6: () => (/* binding */ NEVER_CONNECTED),
/* harmony export */   hD: () => (/* binding */ ApiError),
/* harmony export */   pQ: () => (/* binding */ clauseOf),
/* harmony export */   rd: () => (/* binding */ InvalidHeaderError),
/* harmony export */   wr: () => (/* binding */ adviceOf)
/* harmony export */ });
/* unused harmony export oneLine */
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7194);


/** Longest server message shown; a proxy can answer with pages of text. */
const MAX_MESSAGE_LENGTH = 300;
/** The service answered with an error status. Branch on `status` and `code`, show `message`. */
class ApiError extends Error {
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
/**
 * What to do about a failure whose cause is the same wherever it happens: a refused key, or an
 * address that cannot be reached. The action shells add it to the one error line; messages that
 * wrap the error give their own advice instead.
 */
function adviceOf(error) {
    if (error instanceof ApiError)
        return HINTS[error.status];
    if (error instanceof RedirectError && error.service === 'Amezmo API') {
        return ("A redirect from the API almost always means a wrong 'base-url': it must be the API's own " +
            'address, ending in its version prefix, e.g. https://api.amezmo.com/v1.');
    }
    if (error instanceof NetworkError && NEVER_CONNECTED.has(error.code)) {
        return "Check 'base-url' and the runner's network; HTTPS_PROXY and NO_PROXY are honoured.";
    }
    return undefined;
}
/** What to do about the statuses whose cause is the same wherever they come from. */
const HINTS = {
    401: "Check 'api-key': create a new key under Profile > API keys in the Amezmo dashboard and " +
        'store it in the repository secret.',
    403: 'The API key may not do this: check that it belongs to the account or team that owns the instance.',
};
/** The service could not be reached, or the connection failed before a whole answer came. */
class NetworkError extends Error {
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
class UnexpectedResponseError extends Error {
    operation;
    /** What was wrong, without advice: `Amezmo API: GET /x answered 200 with an empty body`. */
    problem;
    /** `problem` completes "answered …", e.g. `200 with an empty body`. */
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
class RedirectError extends Error {
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
    return text.length > length ? `${text.slice(0, length - 1)}…` : text;
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
class TlsCertificateError extends Error {
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
class ProxyRefusedError extends Error {
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
class InvalidHeaderError extends Error {
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
class AbortedAfterSendError extends Error {
    operation;
    constructor(operation, reason) {
        super(`${operation} was cancelled after the whole request was sent`, { cause: reason });
        this.name = 'AbortedAfterSendError';
        this.operation = operation;
    }
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
        ? `${folded.slice(0, MAX_MESSAGE_LENGTH - 1)}…`
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

/***/ 3296:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ urlEncoded),
/* harmony export */   U: () => (/* binding */ formFields)
/* harmony export */ });
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
function urlEncoded(fields) {
    return new URLSearchParams(fields).toString();
}


/***/ }),

/***/ 5613:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  NX: () => (/* binding */ MAX_REDIRECTS),
  zI: () => (/* binding */ operationOf),
  oV: () => (/* binding */ parseJsonAnswer),
  Em: () => (/* binding */ request)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
;// CONCATENATED MODULE: external "node:stream"
const external_node_stream_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __nccwpck_require__(3249);
// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __nccwpck_require__(7194);
// EXTERNAL MODULE: ./src/api/form.ts
var api_form = __nccwpck_require__(3296);
;// CONCATENATED MODULE: ./src/api/http.ts







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
    const fail = (reason, shown) => new errors/* RedirectError */.Lx(settings.service, operation, answer.status, shown, reason);
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
    const sameHost = settings.followSameHost === true &&
        settings.authorization === '' &&
        target.hostname === answer.url.hostname &&
        !downgrade;
    if (target.origin !== origin && !sameHost) {
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
    const upload = call.file ? await multipartBody(call, settings, startDeadline) : undefined;
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
        body = (0,api_form/* urlEncoded */.E)(call.fields);
    }
    const signals = [call.signal, upload?.stalled, deadline.signal].filter((s) => s !== undefined);
    try {
        const response = await exchange(settings, url, call.method, headers, body, signals);
        answered = true;
        const status = response.statusCode ?? 0;
        const success = status < 300;
        const limit = success
            ? (settings.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES)
            : MAX_ERROR_BODY_BYTES;
        const read = await readBody(response, limit);
        if (read.tooLarge && success && !settings.cutLargeAnswers) {
            throw new errors/* UnexpectedResponseError */.dk(operation, `${status} with a body larger than ${describeBytes(limit)}`, settings.service);
        }
        return {
            status,
            header: (name) => {
                const value = response.headers[name];
                return Array.isArray(value) ? value[0] : value;
            },
            text: (0,secrets/* redact */.E)(read.text, [settings.secret]),
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
function exchange({ transport, timeout, connectTimeoutMs }, url, method, headers, body, signals) {
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
                fail(codedError('no connection in time', 'CONNECT_TIMEOUT'));
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
        if (body instanceof external_node_stream_namespaceObject.Transform) {
            (0,external_node_stream_namespaceObject.pipeline)(body, request, (error) => {
                if (error)
                    fail(error);
            });
        }
        else
            request.end(body);
    });
}
function codedError(message, code) {
    return Object.assign(new Error(message), { code });
}
function clampTimer(ms) {
    return Math.max(1, Math.min(ms, MAX_TIMER_MS));
}
function deadlineError(answered) {
    return answered
        ? codedError('the whole answer did not arrive in time', 'ANSWER_TIMEOUT')
        : codedError('no answer in time', 'HEADERS_TIMEOUT');
}
/**
 * Reads a body chunk by chunk up to `limit` bytes, so that a huge answer costs no more memory
 * than the limit; past it the connection is given up.
 */
async function readBody(body, limit) {
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        if (size + chunk.length > limit) {
            chunks.push(chunk.subarray(0, limit - size));
            body.destroy();
            return { text: Buffer.concat(chunks).toString('utf8'), tooLarge: true };
        }
        chunks.push(chunk);
        size += chunk.length;
    }
    return { text: Buffer.concat(chunks).toString('utf8'), tooLarge: false };
}
function describeBytes(bytes) {
    return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MiB` : `${bytes / 1024} KiB`;
}
/** A success answer's JSON; an empty body or one that is not JSON cannot be used. */
function parseJsonAnswer(service, operation, answer) {
    if (answer.text.trim() === '') {
        throw new errors/* UnexpectedResponseError */.dk(operation, `${answer.status} with an empty body`, service);
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
        throw new errors/* UnexpectedResponseError */.dk(operation, `${answer.status} with a body that is not JSON`, service);
    }
}
async function multipartBody(call, { stallTimeoutMs, earlyAnswerHoldMs = 0 }, onSent) {
    const file = call.file;
    const size = (await (0,promises_.stat)(file.path)).size;
    // Loaded on the first upload only: form-data brings the whole MIME database with it.
    const { default: FormData } = await __nccwpck_require__.e(/* import() */ 454).then(__nccwpck_require__.t.bind(__nccwpck_require__, 6454, 23));
    const form = new FormData();
    for (const [name, value] of call.fields ?? [])
        form.append(name, value);
    form.append(file.field, (0,external_node_fs_.createReadStream)(file.path), {
        filename: (0,external_node_path_.basename)(file.path),
        contentType: contentTypeOf(file.path),
        knownLength: size,
    });
    const total = form.getLengthSync();
    const watchdog = new AbortController();
    const timer = setTimeout(() => watchdog.abort(stallError()), stallTimeoutMs);
    let sent = 0;
    let chunks = 0;
    let hold;
    const holdMs = Math.min(earlyAnswerHoldMs, stallTimeoutMs / 2);
    // Counting what the connection takes (with back-pressure, not what is read from disk) tells
    // both the progress and whether the server can have received the whole request.
    const stream = new external_node_stream_namespaceObject.Transform({
        transform(chunk, _encoding, done) {
            // The headers go out with the first chunk (the leading fields). A proxy that refuses the
            // body by its Content-Length (nginx's 413) answers at once and closes; once it has closed,
            // a write fails and the answer waiting can be lost unread. Holding the archive back
            // briefly, as a client does for `Expect: 100-continue` (which not every server answers),
            // lets that answer be read first.
            if (++chunks === 2 && holdMs > 0) {
                hold = setTimeout(() => {
                    if (!stream.destroyed)
                        take(chunk, done);
                }, holdMs);
                return;
            }
            take(chunk, done);
        },
    });
    const take = (chunk, done) => {
        sent += chunk.length;
        // Once the whole body is out, the wait for the answer has its own time limit.
        if (sent >= total) {
            clearTimeout(timer);
            onSent();
        }
        else
            timer.refresh();
        call.onProgress?.(sent, total);
        done(null, chunk);
    };
    form.on('error', (error) => stream.destroy(error));
    form.pipe(stream);
    return {
        stream,
        headers: { ...form.getHeaders(), 'content-length': String(total) },
        stalled: watchdog.signal,
        complete: () => sent >= total,
        dispose: () => {
            clearTimeout(timer);
            clearTimeout(hold);
            if (!stream.destroyed)
                stream.destroy();
            form.destroy();
        },
    };
}
function stallError() {
    return codedError('the upload made no progress', 'UPLOAD_STALLED');
}
function contentTypeOf(path) {
    if (/\.zip$/i.test(path))
        return 'application/zip';
    if (/\.(tgz|tar\.gz)$/i.test(path))
        return 'application/gzip';
    if (/\.tar$/i.test(path))
        return 'application/x-tar';
    return 'application/octet-stream';
}
function asNetworkError(error, { host, operation, upload, callerSignal, deadline, proxyVariable, }) {
    // The caller's own abort (the run being cancelled) is passed on as it is, unless a whole
    // upload was already out: then the caller must learn that the deployment may exist.
    if (callerSignal?.aborted) {
        const reason = callerSignal.reason ?? error;
        return upload?.complete() ? new errors/* AbortedAfterSendError */.E6(operation, reason) : reason;
    }
    if (upload?.stalled.aborted) {
        return new errors/* NetworkError */.Dr(host, operation, 'UPLOAD_STALLED', upload.complete(), error);
    }
    if (deadline.aborted) {
        const code = networkCodeOf(deadline.reason) ?? 'ANSWER_TIMEOUT';
        return new errors/* NetworkError */.Dr(host, operation, code, upload ? upload.complete() : true, error);
    }
    const refusal = proxyRefusalOf(error);
    if (refusal !== undefined) {
        return new errors/* ProxyRefusedError */.Ne(host, operation, refusal, proxyVariable, error);
    }
    const certificate = codeOf(error, CERTIFICATE_CODE);
    if (certificate !== undefined)
        return new errors/* TlsCertificateError */.$9(host, operation, certificate, error);
    if (codeOf(error, INVALID_REQUEST_CODE) !== undefined) {
        return new errors/* InvalidHeaderError */.rd(operation, error);
    }
    const code = networkCodeOf(error);
    if (code === undefined)
        return error;
    const requestSent = errors/* NEVER_CONNECTED */.h6.has(code) ? false : upload ? upload.complete() : true;
    return new errors/* NetworkError */.Dr(host, operation, code, requestSent, error);
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

/***/ 7018:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   mu: () => (/* binding */ parseRetryAfter),
/* harmony export */   qO: () => (/* binding */ retryDelayMs),
/* harmony export */   r3: () => (/* binding */ isRetryable),
/* harmony export */   ur: () => (/* binding */ defaultRetryPolicy)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3249);

const defaultRetryPolicy = {
    maxAttempts: 5,
    baseDelayMs: 1_000,
    maxDelayMs: 30_000,
    maxRetryAfterMs: 60_000,
};
const TRANSIENT_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
// 429 and 503 say the request was turned away before it was acted on.
const NOT_ACCEPTED_STATUSES = new Set([429, 503]);
function isRetryable(kind, error) {
    if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD) {
        return (kind === 'idempotent' ? TRANSIENT_STATUSES : NOT_ACCEPTED_STATUSES).has(error.status);
    }
    if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .NetworkError */ .Dr)
        return kind === 'idempotent' || !error.requestSent;
    return false;
}
/** Exponential backoff with jitter; the server's Retry-After wins when it sent one. */
function retryDelayMs(policy, failedAttempt, error, random) {
    if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD && error.retryAfterMs !== undefined) {
        return Math.min(error.retryAfterMs, policy.maxRetryAfterMs);
    }
    const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (failedAttempt - 1));
    return Math.round(ceiling / 2 + (random() * ceiling) / 2);
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

/***/ 1989:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $b: () => (/* binding */ expectDeploymentStatus),
/* harmony export */   Fs: () => (/* binding */ expectEnvironment),
/* harmony export */   J6: () => (/* binding */ expectArray),
/* harmony export */   Wt: () => (/* binding */ expectWorker),
/* harmony export */   jq: () => (/* binding */ expectInstance),
/* harmony export */   to: () => (/* binding */ expectRecord),
/* harmony export */   ym: () => (/* binding */ ShapeError)
/* harmony export */ });
/* unused harmony export isFlagOn */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3249);

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
class ShapeError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UnexpectedResponseError */ .dk {
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
function expectRecord(value, operation) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        fail(operation, `${describe(value)} where an object was expected`);
    }
    return value;
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

/***/ 3841:
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

/***/ 1055:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   sha256Of: () => (/* binding */ sha256Of),
/* harmony export */   zipEntryCount: () => (/* binding */ zipEntryCount)
/* harmony export */ });
/* unused harmony export archiveFormatOf */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
// An archive built elsewhere and deployed as it is: its digest, and its entry count when a zip's
// end record gives it without reading the whole file.



/** A zip's or a tar's first bytes (at least 262 of them for a tar); undefined for anything else. */
function archiveFormatOf(head) {
    const start = head.subarray(0, 4).toString('latin1');
    if (start === 'PK\x03\x04' || start === 'PK\x05\x06')
        return 'zip';
    return head.length >= 262 && head.subarray(257, 262).toString('latin1') === 'ustar'
        ? 'tar'
        : undefined;
}
async function sha256Of(path, signal) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    for await (const chunk of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(path, { signal }))
        hash.update(chunk);
    return hash.digest('hex');
}
/** The end record is 22 bytes, after which a comment of up to 65,535 bytes may follow. */
const END_RECORD_SEARCH = 22 + 0xffff;
/**
 * The entry count a zip's end of central directory record (or its ZIP64 record) states, or
 * undefined when the file has none that reads cleanly.
 */
async function zipEntryCount(path, size) {
    const length = Math.min(size, END_RECORD_SEARCH + 20);
    const tail = Buffer.alloc(length);
    const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(path, 'r');
    try {
        await file.read(tail, 0, length, size - length);
        for (let at = length - 22; at >= 0; at--) {
            if (tail.readUInt32LE(at) !== 0x06054b50)
                continue;
            if (at + 22 + tail.readUInt16LE(at + 20) !== length)
                continue;
            const count = tail.readUInt16LE(at + 10);
            if (count !== 0xffff)
                return count;
            // ZIP64: the locator sits just before the end record and points at the ZIP64 record.
            if (at < 20 || tail.readUInt32LE(at - 20) !== 0x07064b50)
                return undefined;
            const offset = Number(tail.readBigUInt64LE(at - 12));
            const record = Buffer.alloc(56);
            await file.read(record, 0, 56, offset);
            if (record.readUInt32LE(0) !== 0x06064b50)
                return undefined;
            return Number(record.readBigUInt64LE(32));
        }
        return undefined;
    }
    finally {
        await file.close();
    }
}


/***/ }),

/***/ 529:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  m: () => (/* binding */ systemClock)
});

// UNUSED EXPORTS: MAX_TIMER_MS

;// CONCATENATED MODULE: external "node:timers/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");
;// CONCATENATED MODULE: ./src/clock.ts

/**
 * The longest delay one Node timer holds (2^31 - 1 ms, about 24.8 days). A longer one fires at
 * once with a warning, and AbortSignal.timeout throws a RangeError past 2^32 - 1, so longer
 * waits are made of several timers in a row.
 */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** `ms` as a delay a timer can be asked for: a negative or NaN one is no delay at all. */
function delayOf(ms) {
    return Number.isNaN(ms) || ms < 0 ? 0 : ms;
}
async function sleep(ms, signal) {
    // Measured against the monotonic clock, so that a wall-clock change cannot end a wait early.
    const end = performance.now() + delayOf(ms);
    const options = signal ? { signal } : undefined;
    try {
        do {
            // Infinity stays Infinity here and is waited for in steps until the signal aborts.
            await (0,promises_namespaceObject.setTimeout)(Math.min(MAX_TIMER_MS, Math.max(0, end - performance.now())), undefined, options);
        } while (performance.now() < end);
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
    const end = performance.now() + wait;
    const arm = () => {
        const left = end - performance.now();
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

/***/ 6264:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ formatBytes)
/* harmony export */ });
/* unused harmony export shortSha */
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

/***/ 6417:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   MA: () => (/* binding */ isPermissionRefusal),
/* harmony export */   OS: () => (/* binding */ GitHubApiError),
/* harmony export */   jh: () => (/* binding */ GitHubClient),
/* harmony export */   qN: () => (/* binding */ repoPath)
/* harmony export */ });
/* unused harmony export API_VERSION */
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3249);
/* harmony import */ var _api_http_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5613);
/* harmony import */ var _api_retry_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7018);
/* harmony import */ var _api_transport_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3841);
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(529);
/* harmony import */ var _logger_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(2245);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(311);
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
class GitHubApiError extends Error {
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
        this.retryAfterMs = (0,_api_retry_js__WEBPACK_IMPORTED_MODULE_2__/* .parseRetryAfter */ .mu)(answer.header('retry-after'), now);
        this.rateLimit = rateLimit;
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
    const retryAfter = (0,_api_retry_js__WEBPACK_IMPORTED_MODULE_2__/* .parseRetryAfter */ .mu)(answer.header('retry-after'), now);
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
/** Statuses that asking again may mend; a create is asked again only for those not acted on. */
const TRANSIENT = new Set([408, 429, 500, 502, 503, 504]);
const NOT_ACCEPTED = new Set([429, 503]);
class GitHubClient {
    settings;
    clock;
    logger;
    random;
    maxAttempts;
    retryDelayMs;
    maxRateLimitWaitMs;
    graphqlUrl;
    identity;
    constructor(options) {
        const baseUrl = options.apiUrl.replace(/\/+$/, '');
        this.clock = options.clock ?? _clock_js__WEBPACK_IMPORTED_MODULE_4__/* .systemClock */ .m;
        this.logger = options.logger ?? _logger_js__WEBPACK_IMPORTED_MODULE_5__/* .silentLogger */ .q;
        this.random = options.random ?? Math.random;
        this.maxAttempts = options.maxAttempts ?? 3;
        this.retryDelayMs = options.retryDelayMs ?? 1_000;
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
            userAgent: `amezmo-deploy/${_version_js__WEBPACK_IMPORTED_MODULE_6__/* .VERSION */ .x}`,
            transport: options.transport ?? (0,_api_transport_js__WEBPACK_IMPORTED_MODULE_3__/* .createTransport */ .o)(new URL(baseUrl).protocol, options.proxyEnv),
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
            const answer = await (0,_api_http_js__WEBPACK_IMPORTED_MODULE_1__/* .request */ .Em)({
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
            : (0,_api_http_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJsonAnswer */ .oV)(SERVICE, (0,_api_http_js__WEBPACK_IMPORTED_MODULE_1__/* .operationOf */ .zI)({ method, path }), answer);
    }
    /**
     * Every item of a list, page by page as its Link header leads (on the same origin), 100 a
     * page, at most MAX_PAGES pages.
     */
    async paginate(path, options = {}) {
        const items = [];
        let next = withQuery(path, { per_page: 100, ...options.query });
        for (let page = 0; next !== undefined && page < MAX_PAGES; page++) {
            const answer = await this.send('GET', next, { signal: options.signal });
            const body = (0,_api_http_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJsonAnswer */ .oV)(SERVICE, (0,_api_http_js__WEBPACK_IMPORTED_MODULE_1__/* .operationOf */ .zI)({ method: 'GET', path: next }), answer);
            if (!Array.isArray(body)) {
                throw new _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UnexpectedResponseError */ .dk((0,_api_http_js__WEBPACK_IMPORTED_MODULE_1__/* .operationOf */ .zI)({ method: 'GET', path: next }), `${answer.status} with ${typeof body} where a list was expected`, SERVICE);
            }
            items.push(...body);
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
        const operation = (0,_api_http_js__WEBPACK_IMPORTED_MODULE_1__/* .operationOf */ .zI)(call);
        // A POST makes something (a deployment, a comment): it is repeated only when GitHub cannot
        // have acted on it. Reads, edits and statuses are safe to repeat.
        const creates = method === 'POST' && !/\/statuses$/.test(path);
        let rateLimited = false;
        for (let attempt = 1;; attempt++) {
            let error;
            try {
                const answer = await (0,_api_http_js__WEBPACK_IMPORTED_MODULE_1__/* .request */ .Em)(this.settings, call);
                if (answer.status < 300)
                    return answer;
                error = new GitHubApiError(answer.status, operation, answer, this.clock.now());
            }
            catch (caught) {
                error = caught;
            }
            if (error instanceof GitHubApiError && error.rateLimit) {
                // A rate limit is waited out once, when it resets within the cap (GitHub acted on
                // nothing meanwhile); one that resets later is reported at once, as a rate limit.
                const rateLimitWait = rateLimitWaitOf(error, this.maxRateLimitWaitMs);
                if (rateLimitWait === undefined || rateLimited)
                    throw error;
                rateLimited = true;
                this.logger.info(`${SERVICE}: ${operation} hit GitHub's rate limit; trying again in ` +
                    `${(rateLimitWait / 1000).toFixed(1)} s, when it resets.`);
                await this.clock.sleep(rateLimitWait, call.signal);
                attempt--;
                continue;
            }
            if (attempt >= this.maxAttempts || !retryable(error, creates))
                throw error;
            const delay = Math.round(this.retryDelayMs * 2 ** (attempt - 1) * (0.5 + this.random() / 2));
            this.logger.info(`${SERVICE}: ${operation} failed (${describe(error)}); trying again in ` +
                `${(delay / 1000).toFixed(1)} s (attempt ${attempt + 1} of ${this.maxAttempts}).`);
            await this.clock.sleep(delay, call.signal);
        }
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
function retryable(error, creates) {
    if (error instanceof GitHubApiError) {
        return (creates ? NOT_ACCEPTED : TRANSIENT).has(error.status);
    }
    if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .NetworkError */ .Dr)
        return !creates || !error.requestSent;
    return false;
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
    return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}


/***/ }),

/***/ 2245:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  H: () => (/* binding */ safeText),
  q: () => (/* binding */ silentLogger)
});

;// CONCATENATED MODULE: external "node:util"
const external_node_util_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");
;// CONCATENATED MODULE: ./src/logger.ts

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
    return (0,external_node_util_namespaceObject.stripVTControlCharacters)(text)
        .replace(BIDI, '')
        .replace(CONTROL, (char) => ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
        .replace(COMMAND_START, '$1\u200b$2');
}


/***/ }),

/***/ 7826:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   P4: () => (/* binding */ UnhealthyError),
/* harmony export */   Xx: () => (/* binding */ createHttpProbe),
/* harmony export */   g: () => (/* binding */ verifyHealth)
/* harmony export */ });
/* unused harmony exports LOOK_EVERY_MS, PROBE_TIMEOUT_MS, probeUrl, checkOfDeployment */
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3249);
/* harmony import */ var _api_http_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5613);
/* harmony import */ var _api_transport_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3841);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(311);




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
 * Verifies the health of deployment `deploymentId`, which has succeeded: Amezmo's check and the
 * probe, at once, within the timeout. Unhealthy when either says so; healthy when one says so and
 * none says otherwise; unchecked when neither could say.
 */
async function verifyHealth(target, settings, deps) {
    const deadline = deps.clock.now() + settings.timeoutSeconds * 1000;
    const url = probeUrl(settings.url, target.environmentUrl);
    if (settings.url !== '' && url === undefined) {
        deps.logger.warning(`health-url '${settings.url}' is a path, and environment '${target.environment}' has no ` +
            'address to put it on: no probe is made. Give an absolute URL.');
    }
    // Amezmo's verdict of unhealthy is final: probing on until the deadline would only wait.
    const stop = new AbortController();
    const [amezmo, probe] = await Promise.all([
        amezmoCheck(target, deadline, deps).then((check) => {
            if (check.verdict === 'unhealthy')
                stop.abort();
            return check;
        }),
        url === undefined ? undefined : probeUntilHealthy(url, settings, deadline, deps, stop.signal),
    ]);
    return { ...verdictOf(amezmo, probe, settings), amezmo, probe };
}
function verdictOf(amezmo, probe, settings) {
    const parts = [];
    if (amezmo.verdict === 'healthy' || amezmo.verdict === 'unhealthy') {
        parts.push(`Amezmo's health check of ${amezmo.url} answered ${amezmo.status ?? 'nothing'}`);
    }
    else if (amezmo.verdict === 'not-sent') {
        parts.push(`Amezmo's health check of ${amezmo.url} had not run after ${settings.timeoutSeconds} s`);
    }
    else if (amezmo.verdict === 'not-current') {
        parts.push(`Amezmo's health check was not read: the environment runs deployment ${amezmo.current}, ` +
            'not this one');
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
    const health = unhealthy ? 'unhealthy' : healthy ? 'healthy' : 'unchecked';
    const detail = parts.length > 0
        ? parts.join('; ')
        : "no health check: the environment has none in Amezmo, and 'health-url' is not set";
    return { health, detail };
}
/**
 * Follows the environment until its current deployment is this one and Amezmo's health check of
 * it has run. An environment without a health check URL has none: said once, not waited for;
 * unless the deployment before this one had a check (`expected`), when this one's is awaited too.
 */
async function amezmoCheck(target, deadline, { client, clock, logger, signal }) {
    let url = target.expectedCheck ?? '';
    let current;
    for (;;) {
        try {
            const record = await client.getEnvironment(target.instance, target.environment, {
                signal,
                maxAttempts: 1,
            });
            const deployment = objectOf(record.current_deployment);
            current = deployment?.id === undefined ? undefined : String(deployment.id);
            if (isLater(current, target.deploymentId)) {
                // A later deployment is live: this one's check will never be read.
                logger.info(`Environment '${target.environment}' runs deployment ${current} already, a later one: ` +
                    "Amezmo's health check of this one is not read.");
                return { verdict: 'not-current', current: current };
            }
            if (current === String(target.deploymentId)) {
                const check = checkOfDeployment(deployment, url);
                if (check.verdict === 'not-configured') {
                    logger.info(`Environment '${target.environment}' has no health check in Amezmo (set one in the ` +
                        "dashboard, or 'health-url' for the action's own probe).");
                    return check;
                }
                if (check.verdict === 'healthy' || check.verdict === 'unhealthy') {
                    logger.info(`Amezmo's health check of ${check.url} answered ${check.status ?? 'nothing'}.`);
                    return check;
                }
                url = check.url;
            }
        }
        catch (error) {
            if (signal.aborted)
                throw error;
            logger.debug(`Could not read environment '${target.environment}': ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
        }
        const left = deadline - clock.now();
        if (left <= 0) {
            if (current !== String(target.deploymentId)) {
                return { verdict: 'not-current', current: current ?? 'none' };
            }
            return { verdict: 'not-sent', url };
        }
        await clock.sleep(Math.min(LOOK_EVERY_MS, left), signal);
    }
}
/**
 * What Amezmo's own health check of a deployment record says as it reads now: that there is none
 * (no URL, and none `expectedUrl` awaited), that it has not run yet, or its verdict (200 only is
 * healthy).
 */
function checkOfDeployment(deployment, expectedUrl = '') {
    const check = objectOf(deployment?.healthcheck) ?? {};
    const checkUrl = typeof check.healthcheck_url === 'string' ? check.healthcheck_url : '';
    if (checkUrl === '' && expectedUrl === '')
        return { verdict: 'not-configured' };
    const url = checkUrl !== '' ? checkUrl : expectedUrl;
    const sentAt = check.healthcheck_sent_at;
    if (typeof sentAt === 'string' && sentAt !== '') {
        const status = statusOf(check.healthcheck_status_code);
        return { verdict: status === 200 ? 'healthy' : 'unhealthy', url, status, sentAt };
    }
    return { verdict: 'not-sent', url };
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
function objectOf(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? value
        : undefined;
}
/**
 * Probes `url` until `passes` answers in a row are as expected, or the deadline passes, or `stop`
 * is aborted (Amezmo's own check decided already).
 */
async function probeUntilHealthy(url, settings, deadline, { probe, clock, logger, signal }, stop) {
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
            await clock.sleep(Math.min(LOOK_EVERY_MS, remaining - MIN_PROBE_MS), either);
        }
    }
    catch (error) {
        if (signal.aborted || !stop.aborted)
            throw error;
        return { verdict: 'stopped', url, last, excerpt, inARow };
    }
}
/** Why a probe's redirect was not followed, in a few words. */
function redirectProblem({ status, location, reason }) {
    const to = location === undefined ? '' : ` to ${location}`;
    const why = {
        'other-origin': 'another host, not followed',
        downgrade: 'plain http, not followed',
        'not-followed': 'not followed',
        'too-many': `not followed after ${_api_http_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_REDIRECTS */ .NX} redirects`,
        'no-location': 'without a Location',
        'not-a-url': 'not an address',
    };
    return `answered a redirect (${status})${to}: ${why[reason]}`;
}
/** The start of a body, on one line, for the log and the summary. */
function excerptOf(text) {
    const line = text.replace(/\s+/g, ' ').trim();
    return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1)}…` : line;
}
/**
 * The probe of a real URL: Node's client through the proxy the runner names, no credential, at
 * most 64 KiB of the body read, redirects followed on the same origin only.
 */
function createHttpProbe(options) {
    const transports = new Map();
    const transportFor = (protocol) => {
        let transport = transports.get(protocol);
        if (!transport) {
            transport = (0,_api_transport_js__WEBPACK_IMPORTED_MODULE_2__/* .createTransport */ .o)(protocol, options.proxyEnv);
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
            return { problem: `could not be asked: ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}` };
        }
        const settings = {
            service: 'Health probe',
            baseUrl: url,
            authorization: '',
            secret: '',
            accept: '*/*',
            userAgent: `amezmo-deploy/${_version_js__WEBPACK_IMPORTED_MODULE_3__/* .VERSION */ .x} (health probe)`,
            transport,
            connectTimeoutMs: Math.min(options.connectTimeoutMs ?? 10_000, timeoutMs),
            answerTimeoutMs: timeoutMs,
            stallTimeoutMs: timeoutMs,
            now: () => options.clock.now(),
            timeout: (ms) => options.clock.timeout(ms),
            maxAnswerBytes: PROBE_BODY_BYTES,
            cutLargeAnswers: true,
            followSameHost: true,
        };
        try {
            const answer = await (0,_api_http_js__WEBPACK_IMPORTED_MODULE_1__/* .request */ .Em)(settings, { method: 'GET', path: '', signal });
            return { status: answer.status, text: answer.text };
        }
        catch (error) {
            if (signal.aborted)
                throw error;
            if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RedirectError */ .Lx)
                return { problem: redirectProblem(error) };
            return { problem: `gave no answer: ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error).replace(/\.$/, '')}` };
        }
    };
    return {
        probe,
        close: () => {
            for (const transport of transports.values())
                transport.destroy();
        },
    };
}
/** A release that succeeded but was found unhealthy, and stays live. */
class UnhealthyError extends Error {
    detail;
    constructor(release, detail, advice) {
        super(`${release} is live but unhealthy: ${detail}. ${advice}`);
        this.name = 'UnhealthyError';
        this.detail = detail;
    }
}


/***/ }),

/***/ 8744:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ previewEventOf)
/* harmony export */ });
const DEPLOYING_ACTIONS = ['opened', 'synchronize', 'reopened'];
function record(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? value
        : {};
}
function text(value) {
    return typeof value === 'string' ? value : '';
}
function pullNumber(value) {
    return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}
/** Reads the event: which pull request, and whether to deploy, tear down or clean up. */
function previewEventOf(context) {
    const payload = context.payload;
    switch (context.eventName) {
        case 'pull_request':
        case 'pull_request_target': {
            const pull = record(payload.pull_request);
            const number = pullNumber(pull.number) ?? pullNumber(payload.number);
            if (number === undefined) {
                return {
                    kind: 'skip',
                    reason: `the ${context.eventName} event carries no pull request number`,
                };
            }
            const action = text(payload.action);
            if (action === 'closed')
                return { kind: 'close', number };
            if (!DEPLOYING_ACTIONS.includes(action)) {
                return {
                    kind: 'skip',
                    reason: `pull request #${number} was ${action || 'changed'}; previews deploy on opened, synchronize and reopened, and go on closed`,
                };
            }
            const head = record(pull.head);
            return {
                kind: 'deploy',
                number,
                headLabel: text(head.label),
                headSha: text(head.sha) || context.sha,
                headRef: text(head.ref) || context.headRef,
            };
        }
        case 'workflow_run': {
            const run = record(payload.workflow_run);
            const conclusion = text(run.conclusion);
            if (conclusion !== 'success') {
                return {
                    kind: 'skip',
                    reason: `the workflow run that built the pull request ended '${conclusion || 'without a conclusion'}'; only a successful one is deployed`,
                };
            }
            const pulls = Array.isArray(run.pull_requests) ? run.pull_requests : [];
            const owner = text(record(record(run.head_repository).owner).login);
            const branch = text(run.head_branch);
            return {
                kind: 'deploy',
                number: pullNumber(record(pulls[0]).number),
                headLabel: owner && branch ? `${owner}:${branch}` : '',
                headSha: text(run.head_sha),
                headRef: branch,
            };
        }
        case 'schedule':
        case 'workflow_dispatch':
            return { kind: 'cleanup' };
        default:
            return {
                kind: 'skip',
                reason: `the ${context.eventName || 'unknown'} event is not one previews act on; use pull_request (opened, synchronize, reopened, closed), workflow_run, schedule or workflow_dispatch`,
            };
    }
}


/***/ }),

/***/ 1935:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  UE: () => (/* binding */ runPreview)
});

// UNUSED EXPORTS: InstanceLimitError, NotAPreviewError, TeardownError

// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __nccwpck_require__(3249);
// EXTERNAL MODULE: ./src/api/statuses.ts
var statuses = __nccwpck_require__(5640);
// EXTERNAL MODULE: ./src/github/rest.ts
var rest = __nccwpck_require__(6417);
;// CONCATENATED MODULE: ./src/github/comments.ts
// One comment per subject on a pull request, created once and then edited in place, so that a
// pull request pushed to twenty times shows one comment, not twenty.


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

// EXTERNAL MODULE: ./src/github/context.ts
var github_context = __nccwpck_require__(9556);
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
        const listed = await options.github.paginate((0,rest/* repoPath */.qN)(options, '/deployments'), {
            query: { environment },
        });
        const ids = listed
            .map((deployment) => deployment?.id)
            .filter((id) => typeof id === 'number');
        for (const id of ids) {
            await options.github.request('POST', (0,rest/* repoPath */.qN)(options, `/deployments/${id}/statuses`), {
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

;// CONCATENATED MODULE: ./src/github/pulls.ts
// What GitHub says of pull requests: whether one is closed, and which one a fork's branch opened.


function warnOnce(target, error) {
    target.logger.warning((0,rest/* isPermissionRefusal */.MA)(error) && error.status === 403
        ? 'Could not read pull requests (GitHub answered 403): give the job "permissions: ' +
            'pull-requests: read" or write. Closed pull requests are not known; only max-age applies.'
        : `Could not read pull requests: ${(0,errors/* clauseOf */.pQ)(error)}. Closed pull requests are not known; ` +
            'only max-age applies.');
}
/** The state of each pull request GitHub could tell; one it could not is left out. */
async function pullRequestStates(target, numbers) {
    const states = new Map();
    try {
        for (const number of numbers) {
            try {
                const pull = await target.github.request('GET', (0,rest/* repoPath */.qN)(target, `/pulls/${number}`));
                const state = pull?.state;
                if (state === 'open' || state === 'closed')
                    states.set(number, state);
            }
            catch (error) {
                // A preview whose pull request is gone (or was never one) is left to max-age.
                if (!(error instanceof rest/* GitHubApiError */.OS && error.status === 404))
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
        const pulls = await target.github.request('GET', (0,rest/* repoPath */.qN)(target, '/pulls'), {
            query: { state: 'open', head: headLabel },
        });
        const number = Array.isArray(pulls)
            ? pulls[0]?.number
            : undefined;
        return typeof number === 'number' ? number : undefined;
    }
    catch (error) {
        warnOnce(target, error);
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/pipeline/environment.ts

/**
 * The environment's record. When the service does not know the environment, the error lists the
 * ones the instance has, since a wrong name (`Production`) is the usual cause.
 */
async function readEnvironment(client, instance, name, signal) {
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

// EXTERNAL MODULE: ./src/pipeline/health.ts
var pipeline_health = __nccwpck_require__(7826);
// EXTERNAL MODULE: ./src/api/client.ts
var api_client = __nccwpck_require__(7085);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
;// CONCATENATED MODULE: ./src/github/artifacts.ts
// A release's bytes, kept as a workflow artifact so that they outlive the run that built them,
// and found again by a later run that rolls back to them. GitHub's own @actions/artifact moves
// the bytes (it speaks the artifact service's protocol, and its blob storage's); this module
// names the artifact, asks GitHub first whether it is still there, and checks the bytes read
// back against the digest the ledger recorded: bytes that do not match are never deployed.




/** The artifact could not be kept or read back; the message says why and what to do. */
class ArtifactError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ArtifactError';
    }
}
/** The bytes read back are not the ones the ledger recorded: they are never deployed. */
class DigestMismatchError extends Error {
    constructor(kept, expected, actual, size) {
        super(`The archive kept as artifact ${kept.id} ('${kept.name}', run ${kept.runId}) reads back as ` +
            `${size} bytes with sha256 ${actual}, not the ${expected} the ledger recorded: it was ` +
            'not deployed. Deploy a commit again to make a new release.');
        this.name = 'DigestMismatchError';
    }
}
/**
 * The artifact's name: what, where, and the first bytes of the digest, which a run re-run keeps
 * apart with its attempt. Artifact names are unique in a run, and forbid `\ / : * ? " < > |`.
 */
function artifactName(where, sha256, attempt) {
    const safe = (text) => text.replace(/[^A-Za-z0-9._-]/g, '_');
    const again = attempt && attempt !== '1' ? `-attempt${safe(attempt)}` : '';
    return `amezmo-${safe(where.instance)}-${safe(where.environment)}-${sha256.slice(0, 16)}${again}.zip`;
}
/**
 * Whether an artifact is still there, as GitHub's API says: `kept`, `expired`, `gone` (deleted,
 * or never there), or why it could not tell.
 */
async function artifactState(target, kept, signal) {
    try {
        const answer = await target.github.request('GET', repoPath(target, `/actions/artifacts/${kept.id}`), { signal });
        const expired = answer?.expired;
        return expired === true ? 'expired' : 'kept';
    }
    catch (error) {
        if (signal?.aborted)
            throw error;
        if (error instanceof GitHubApiError && error.status === 404)
            return 'gone';
        return { problem: artifactProblem(error) };
    }
}
/** Why an artifact request failed, as a clause naming the permission when one is missing. */
function artifactProblem(error) {
    if (error instanceof GitHubApiError &&
        error.rateLimit === undefined &&
        (error.status === 401 || error.status === 403)) {
        return (`the token may not read the workflow's artifacts (GitHub answered ${error.status}): give ` +
            'the job "permissions: actions: read"');
    }
    return clauseOf(error);
}
/**
 * Reads a kept archive back into a folder of its own under `tempDir`, and checks it: its size and
 * sha256 must be the ledger's. Throws ArtifactError when it is gone or cannot be read, and
 * DigestMismatchError when its bytes are not the recorded ones.
 */
async function fetchKeptArchive(store, target, release, tempDir, signal) {
    const kept = release.artifact;
    const state = await artifactState(target, kept, signal);
    if (state !== 'kept') {
        const why = state === 'expired'
            ? 'it has expired (see keep-days)'
            : state === 'gone'
                ? 'GitHub has no such artifact: it was deleted, or the token may not read it ' +
                    '("permissions: actions: read")'
                : state.problem;
        throw new ArtifactError(`Could not read the archive kept as artifact ${kept.id} ('${kept.name}', run ${kept.runId}): ${why}.`);
    }
    const folder = await mkdtemp(join(tempDir, 'amezmo-kept-'));
    const dispose = () => rm(folder, { recursive: true, force: true });
    try {
        let path;
        try {
            path = await store.fetch(kept, folder);
        }
        catch (error) {
            if (signal?.aborted)
                throw error;
            throw new ArtifactError(`Could not download artifact ${kept.id} ('${kept.name}', run ${kept.runId}): ${clauseOf(error)}.`);
        }
        const { sha256Of } = await Promise.resolve(/* import() */).then(__nccwpck_require__.bind(__nccwpck_require__, 1055));
        const { size } = await stat(path);
        const actual = size === release.size ? await sha256Of(path, signal) : 'not read';
        if (actual !== release.sha256)
            throw new DigestMismatchError(kept, release.sha256, actual, size);
        return { path, dispose };
    }
    catch (error) {
        await dispose();
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/github/ledger.ts
// The ledger of what was deployed where: each release the action makes is a GitHub deployment of
// its own task, whose payload names the Amezmo deployment, the archive's sha256, the commit and
// where the archive's bytes are kept (a workflow artifact), and whose statuses say whether it was
// proven healthy. A later run reads it to find what is live, and the last healthy release.


/** The task of the ledger's GitHub deployments, so that other deployments are never mistaken. */
const LEDGER_TASK = 'deploy:amezmo';
/** The payload as written: plain JSON, versioned, so that later releases of the action read it. */
function payloadOf(record) {
    return {
        amezmo_deploy: 1,
        amezmo: {
            instance: record.instance,
            environment: record.environment,
            deployment_id: record.deploymentId,
        },
        archive: {
            sha256: record.sha256,
            size: record.size,
            ...(record.artifact
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
        ...(record.ref ? { ref: { kind: record.ref.kind, name: record.ref.name } } : {}),
    };
}
const SHA256 = /^[0-9a-f]{64}$/;
/** A payload read back, when it is one of the ledger's; undefined for anything else. */
function recordOf(payload) {
    const value = typeof payload === 'string' ? parseJson(payload) : payload;
    if (!isObject(value) || value.amezmo_deploy !== 1)
        return undefined;
    const amezmo = value.amezmo;
    const archive = value.archive;
    if (!isObject(amezmo) || !isObject(archive))
        return undefined;
    const { instance, environment, deployment_id: deploymentId } = amezmo;
    const { sha256, size, artifact } = archive;
    if (typeof instance !== 'string' ||
        typeof environment !== 'string' ||
        !Number.isSafeInteger(deploymentId) ||
        typeof sha256 !== 'string' ||
        !SHA256.test(sha256) ||
        !Number.isSafeInteger(size) ||
        typeof value.commit !== 'string') {
        return undefined;
    }
    const ref = value.ref;
    const kept = isObject(artifact) &&
        Number.isSafeInteger(artifact.id) &&
        typeof artifact.name === 'string' &&
        (typeof artifact.run_id === 'string' || Number.isSafeInteger(artifact.run_id))
        ? { id: artifact.id, name: artifact.name, runId: String(artifact.run_id) }
        : undefined;
    return {
        instance,
        environment,
        deploymentId: deploymentId,
        sha256,
        size: size,
        commit: value.commit,
        ref: isObject(ref) && (ref.kind === 'branch' || ref.kind === 'tag') && typeof ref.name === 'string'
            ? { kind: ref.kind, name: ref.name }
            : undefined,
        artifact: kept,
    };
}
/** A status description that records health starts with these words. */
const HEALTH_MARK = /^health: (healthy|unhealthy|unchecked)\b/;
/** The description of a release's final status: its health first, for the ledger to read. */
function healthDescription(health, rest) {
    return `health: ${health}; ${rest}`.slice(0, 140);
}
/** The health a release's statuses recorded, the newest that says; unknown when none did. */
function healthOf(statuses) {
    for (const status of statuses) {
        const description = isObject(status) ? status.description : undefined;
        const match = typeof description === 'string' ? HEALTH_MARK.exec(description) : null;
        if (match)
            return match[1];
    }
    return 'unknown';
}
/** The most releases read back: enough for any rollback, bounded for a long-lived repository. */
const MAX_RELEASES = 200;
/**
 * The releases of `environment` on `instance`, newest first (as GitHub lists deployments).
 * Deployments of other tasks, instances or payloads are passed over. Throws what GitHub
 * answered: the caller says which permission is missing.
 */
async function readLedger(target, where, signal) {
    const deployments = await target.github.paginate(repoPath(target, '/deployments'), {
        query: { environment: where.environment, task: LEDGER_TASK },
        signal,
    });
    const entries = [];
    for (const deployment of deployments) {
        if (!isObject(deployment) || !Number.isSafeInteger(deployment.id))
            continue;
        const record = recordOf(deployment.payload);
        if (!record || record.instance !== where.instance || record.environment !== where.environment) {
            continue;
        }
        entries.push({
            ...record,
            githubDeploymentId: deployment.id,
            createdAt: typeof deployment.created_at === 'string' ? deployment.created_at : '',
        });
        if (entries.length >= MAX_RELEASES)
            break;
    }
    return entries;
}
/** The health a release's statuses recorded: one request to GitHub. */
async function healthOfRelease(target, entry, signal) {
    const statuses = await target.github.paginate(repoPath(target, `/deployments/${entry.githubDeploymentId}/statuses`), { signal });
    return healthOf(statuses);
}
/** Why the ledger could not be read or written, as one clause a warning or an error ends with. */
function ledgerProblem(error) {
    return isPermissionRefusal(error)
        ? `the token may not read or write deployments (GitHub answered ${error.status}): give the ` +
            'job "permissions: deployments: write"'
        : clauseOf(error);
}
/** Logs, once, that the ledger could not be read, and why. */
function warnLedger(logger, what, error) {
    logger.warning(`Could not ${what}: ${ledgerProblem(error)}.`);
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function parseJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/format.ts
var format = __nccwpck_require__(6264);
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
        Promise.all(/* import() */[__nccwpck_require__.e(298), __nccwpck_require__.e(804)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2804)),
        __nccwpck_require__.e(/* import() */ 365).then(__nccwpck_require__.bind(__nccwpck_require__, 9365)),
        Promise.all(/* import() */[__nccwpck_require__.e(298), __nccwpck_require__.e(709)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3709)),
        __nccwpck_require__.e(/* import() */ 820).then(__nccwpck_require__.bind(__nccwpck_require__, 8820)),
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
    const { writeArchive } = await Promise.all(/* import() */[__nccwpck_require__.e(298), __nccwpck_require__.e(976)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4976));
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
    const { sha256Of, zipEntryCount } = await Promise.resolve(/* import() */).then(__nccwpck_require__.bind(__nccwpck_require__, 1055));
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
var shape = __nccwpck_require__(1989);
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
                await mirror.settle('failure', healthDescription('unhealthy', health.detail));
            }
            else {
                await mirror.settle('success', healthDescription(health.health, succeeded));
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
        task: LEDGER_TASK,
        payload: payloadOf(record),
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
        const name = artifactName(request, archive.sha256, ledger.attempt);
        try {
            const { copyFile, link, mkdir } = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 1455, 23));
            const { join } = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 6760, 23));
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

// EXTERNAL MODULE: ./src/preview/event.ts
var preview_event = __nccwpck_require__(8744);
;// CONCATENATED MODULE: ./src/preview/instance.ts



/** Sleeps the next back-off interval, or throws `timedOut()` when the deadline has passed. */
async function pause(wait, interval, timedOut) {
    const remaining = wait.deadline - wait.clock.now();
    if (remaining <= 0)
        throw timedOut();
    await wait.clock.sleep(Math.min(interval, remaining), wait.signal);
    return Math.min(LAST_LOOK_MS, Math.round(interval * 1.5));
}
/**
 * Follows a launching instance until it is ready: no longer `Launching`, and `environment` is
 * `succeeded` (the service does not document the ready word itself).
 */
async function waitUntilReady(wait, instanceId, environment) {
    let interval = FIRST_LOOK_MS;
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
        interval = await pause(wait, interval, () => new LaunchTimeoutError(`Preview instance ${instanceId} was not ready after ${wait.timeoutSeconds} s (${now}). ` +
            "Raise 'launch-timeout'; the instance goes on launching and the next run reuses it."));
    }
}
/** Follows a terminated instance until it answers 404; answers whether it is gone in time. */
async function waitUntilGone(wait, instanceId) {
    let interval = FIRST_LOOK_MS;
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

// EXTERNAL MODULE: ./src/preview/name.ts
var preview_name = __nccwpck_require__(5465);
// EXTERNAL MODULE: ./src/preview/plan.ts
var preview_plan = __nccwpck_require__(9597);
// EXTERNAL MODULE: ./src/preview/report.ts + 1 modules
var report = __nccwpck_require__(9654);
;// CONCATENATED MODULE: ./src/preview/lifecycle.ts














/** Refused before any request: the one rule that keeps previews away from other instances. */
class NotAPreviewError extends Error {
    constructor(name, prefix) {
        super(`Refusing to change instance '${name}': its name is not <${prefix}>-<repository>-<pull ` +
            'request number> for this repository, so it is not a preview this action made.');
        this.name = 'NotAPreviewError';
    }
}
class InstanceLimitError extends Error {
    constructor(message) {
        super(message);
        this.name = 'InstanceLimitError';
    }
}
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
    const event = (0,preview_event/* previewEventOf */.A)(context);
    switch (event.kind) {
        case 'skip':
            deps.logger.notice(`Nothing to do: ${event.reason}.`);
            return { ...none, outcome: 'skipped', skipReason: `${event.reason}.` };
        case 'cleanup':
            return cleanUp(run);
        case 'close':
            return tearDown(run, event.number);
        case 'deploy': {
            let number = event.number;
            if (number === undefined && run.github && event.headLabel) {
                number = await findPullRequest(run.github, event.headLabel);
            }
            if (number === undefined) {
                return {
                    ...none,
                    failure: new Error(`The ${context.eventName} event names no pull request` +
                        (event.headLabel
                            ? `, and no open pull request has the head ${event.headLabel}`
                            : '') +
                        ': run previews on pull_request events, or on workflow_run of a pull request workflow.'),
                };
            }
            return deployPreview(run, number, event.headSha, event.headRef);
        }
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
function instanceWait(run) {
    const { client, clock, logger, signal } = run.deps;
    return {
        client,
        clock,
        logger,
        signal,
        deadline: clock.now() + run.settings.launchTimeoutSeconds * 1000,
        timeoutSeconds: run.settings.launchTimeoutSeconds,
    };
}
/** Throws unless `instance` is one of this repository's previews: checked before every change. */
function ownPreview(run, instance) {
    const number = (0,preview_name/* previewNumber */.KL)(instance.name, run.settings.prefix, run.context.repository);
    if (number === undefined)
        throw new NotAPreviewError(instance.name, run.settings.prefix);
    return number;
}
async function deployPreview(run, number, headSha, headRef) {
    const { settings, deps, context } = run;
    const { client, logger, group, signal } = deps;
    const name = (0,preview_name/* previewName */.gz)(settings.prefix, context.repository, number);
    const commit = /^[0-9a-f]{40,64}$/.test(headSha) ? headSha : undefined;
    let result = {
        steps: [],
        pullRequest: number,
        instanceName: name,
        commit,
        branch: (0,github_context/* isGitRefName */.T4)(headRef) ? headRef : undefined,
    };
    logger.info(`Pull request #${number}: preview ${name}`);
    try {
        // A run that deploys is read with both (see readPreviewSettings).
        const launch = settings.launch;
        const build = settings.build;
        // A run queued behind the close (a late synchronize) must not launch a preview nobody sees.
        if (await isClosed(run, number)) {
            logger.notice(`Nothing to deploy: pull request #${number} is closed.`);
            return { ...result, outcome: 'skipped', skipReason: `pull request #${number} is closed.` };
        }
        const types = await group('Check region and instance type', () => checkChoices(run, launch));
        const instances = await client.listInstances({}, { signal });
        const plan = (0,preview_plan/* planPreview */.Aq)({ kind: 'deploy', number }, instances, planContext(run, new Map()));
        const step = plan.steps[0];
        logger.info(`Plan: ${step.action} ${name}, because ${step.reason}.`);
        tellLookalikes(run, plan.lookalikes);
        if (plan.duplicates.length > 0) {
            logger.warning(`Pull request #${number} has ${plan.duplicates.length + 1} instances named ${name} (two ` +
                `runs raced): the oldest is deployed, and ${describeInstances(plan.duplicates)} ` +
                `${plan.duplicates.length === 1 ? 'is' : 'are'} terminated when the pull request ` +
                'closes. A concurrency group per pull request keeps runs from racing (see the README).');
        }
        let instance;
        if (step.action === 'create') {
            instance = await group(`Launch ${name}`, () => launchInstance(run, launch, name, number, instances));
        }
        else {
            instance = step.instance;
            ownPreview(run, instance);
            logger.info(`Reusing preview instance ${instance.id} (${instance.state}).`);
        }
        result = {
            ...result,
            outcome: plan.outcome,
            instanceId: instance.id,
            createdAt: instance.created_at,
            instanceType: instance.instance_type,
            // A reused preview keeps the type it was launched with, whatever the input says now.
            hourlyPrice: types.find((known) => known.id === instance.instance_type)?.hourly_price,
        };
        const wait = instanceWait(run);
        const ready = await group(`Wait for ${name} to be ready`, () => waitUntilReady(wait, instance.id, settings.environment)).catch((error) => goneWhileLaunching(run, number, instance, error));
        result = { ...result, previewUrl: previewUrl(ready, settings.environment) };
        if (result.previewUrl)
            logger.info(`Preview URL: ${result.previewUrl}`);
        const head = await deps.gitHead?.(build.path);
        const release = await deployRelease({
            instance: String(ready.id),
            environment: settings.environment,
            source: { kind: 'build', build },
            fields: {
                repo_owner: run.owner,
                repo_name: run.repo,
                ...(result.branch ? { branch: result.branch } : {}),
                ...(commit ? { commit } : {}),
            },
            commitTime: head?.time,
            dryRun: false,
            wait: true,
            waitTimeoutSeconds: settings.waitTimeoutSeconds,
            cancelOnAbort: true,
            // The instance may still be launching; deployments are refused until it is done.
            launching: { deadline: wait.deadline, timeoutSeconds: settings.launchTimeoutSeconds },
            mirror: settings.githubDeployment && run.github && commit
                ? {
                    ...run.github,
                    ref: commit,
                    environment: ready.name,
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
        }, deps);
        result = { ...result, release };
        if (release.failure !== undefined) {
            await goneWhileLaunching(run, number, ready, release.failure);
        }
        if (release.health?.health === 'unhealthy') {
            throw new pipeline_health/* UnhealthyError */.P4(`The preview of #${number} (Amezmo deployment ${release.deploymentId ?? ''})`, release.health.detail, 'It stays up, so that you can look at it: push a fix to the pull request.');
        }
        return result;
    }
    catch (error) {
        if (error instanceof ClosedWhileLaunching) {
            logger.notice(error.message);
            result = {
                ...result,
                outcome: 'skipped',
                skipReason: error.message,
                gone: error.reason,
            };
            return result;
        }
        result = { ...result, failure: error };
        return result;
    }
    finally {
        if (settings.comment && run.github && result.instanceId !== undefined) {
            await upsertComment({ ...run.github, issueNumber: number }, commentKey(name), result.gone
                ? (0,report/* goneCommentBody */.xF)(name, result.instanceId, result.gone, context.runUrl)
                : (0,report/* liveCommentBody */.YV)(result, context, deps.clock.now()));
        }
    }
}
/** The pull request closed while its preview launched: the close run terminated the instance. */
class ClosedWhileLaunching extends Error {
    /** Why the preview is gone, for its comment. */
    reason;
    constructor(number, name) {
        super(`Pull request #${number} was closed while its preview launched: ${name} was terminated ` +
            'by the close, and nothing was deployed.');
        this.name = 'ClosedWhileLaunching';
        this.reason = `pull request #${number} was closed while it launched`;
    }
}
/**
 * Rethrows `error`, as what it means when the instance was terminated meanwhile: a
 * ClosedWhileLaunching when the pull request closed, else a line saying the instance is gone.
 * Any other error is rethrown as it is.
 */
async function goneWhileLaunching(run, number, instance, error) {
    if (!(error instanceof errors/* ApiError */.hD && error.status === 404) || run.deps.signal.aborted)
        throw error;
    try {
        await run.deps.client.getInstance(instance.id, { signal: run.deps.signal, maxAttempts: 1 });
        throw error;
    }
    catch (lookup) {
        if (lookup === error || !(lookup instanceof errors/* ApiError */.hD && lookup.status === 404))
            throw error;
    }
    if (run.github === undefined || (await isClosed(run, number))) {
        throw new ClosedWhileLaunching(number, instance.name);
    }
    throw new Error(`Preview instance ${instance.name} (${instance.id}) is gone: it was terminated while this run ` +
        'launched it (in the Amezmo dashboard, or by a clean-up). Run the workflow again to launch ' +
        'a new one.', { cause: error });
}
/** Whether GitHub says the pull request is closed; not known (false) without a token. */
async function isClosed(run, number) {
    if (!run.github)
        return false;
    return (await pullRequestStates(run.github, [number])).get(number) === 'closed';
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
/** The comment's key: one comment per preview name, so two prefixes keep two comments. */
function commentKey(name) {
    return `preview:${name}`;
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
/**
 * A preview that could not be terminated: it is still running, and billed by the hour, so the
 * line says so with its name and id.
 */
class TeardownError extends Error {
    constructor(instance, cause) {
        super(`Could not terminate preview instance ${instance.name} (${instance.id}): ${(0,errors/* clauseOf */.pQ)(cause)}. ` +
            'It is still running, and billed by the hour: terminate it in the Amezmo dashboard, or ' +
            'run the clean-up (schedule or workflow_dispatch) again.', { cause });
        this.name = 'TeardownError';
    }
}
/** Terminates one preview and follows it to 404; then retires its GitHub deployments and comment. */
async function terminate(run, instance, number, reason) {
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
    if (settings.githubDeployment) {
        await retireDeployments({
            ...run.github,
            environment: instance.name,
            description: `Preview terminated: ${reason}`,
            logUrl: context.runUrl,
        });
    }
    if (settings.comment) {
        await upsertComment({ ...run.github, issueNumber: number }, commentKey(instance.name), (0,report/* goneCommentBody */.xF)(instance.name, instance.id, reason, context.runUrl));
    }
}
async function tearDown(run, number) {
    const { deps, context, settings } = run;
    const name = (0,preview_name/* previewName */.gz)(settings.prefix, context.repository, number);
    let result = { steps: [], pullRequest: number, instanceName: name };
    try {
        const instances = await deps.client.listInstances({}, { signal: deps.signal });
        const plan = (0,preview_plan/* planPreview */.Aq)({ kind: 'close', number }, instances, planContext(run, new Map()));
        result = { ...result, outcome: plan.outcome };
        tellLookalikes(run, plan.lookalikes);
        const first = plan.steps[0];
        if (!first || first.action !== 'terminate') {
            deps.logger.notice(`Nothing to tear down: ${plan.reason}.`);
            return { ...result, skipReason: `${plan.reason}.` };
        }
        result = {
            ...result,
            instanceId: first.instance.id,
            createdAt: first.instance.created_at,
            instanceType: first.instance.instance_type,
        };
        // Every instance of the preview's name, duplicates from a race included; one that cannot be
        // terminated does not keep the others running.
        const failures = [];
        for (const step of plan.steps) {
            if (step.action !== 'terminate')
                continue;
            try {
                await deps.group(`Terminate ${step.instance.name} (${step.instance.id})`, () => terminate(run, step.instance, number, step.reason));
            }
            catch (error) {
                if (deps.signal.aborted)
                    throw error;
                failures.push((0,errors/* messageOf */.bD)(error));
            }
        }
        if (failures.length > 0)
            throw new Error(failures.join(' '));
        return result;
    }
    catch (error) {
        return { ...result, failure: error };
    }
}
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
            states = await pullRequestStates(run.github, [
                ...new Set(previews.map(({ number }) => number)),
            ]);
        }
        else if (previews.length > 0) {
            logger.warning("Without 'github-token', closed pull requests are not known; only max-age applies.");
        }
        const plan = (0,preview_plan/* planPreview */.Aq)({ kind: 'cleanup' }, instances, planContext(run, states));
        result = { ...result, outcome: plan.outcome };
        tellLookalikes(run, plan.lookalikes);
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
            try {
                await deps.group(`Terminate ${step.instance.name}`, () => terminate(run, step.instance, step.number, step.reason));
                steps.push({ ...reported, result: 'terminated' });
            }
            catch (error) {
                if (signal.aborted)
                    throw error;
                steps.push({ ...reported, result: `failed: ${(0,errors/* messageOf */.bD)(error)}` });
                failures.push((0,errors/* messageOf */.bD)(error));
            }
        }
        const done = steps.filter((step) => step.result === 'terminated').length;
        logger.notice(`Clean-up terminated ${done} preview(s) and kept ${steps.length - done - failures.length}.`);
        // Each failure says which preview is still running and billed, and what to do.
        if (failures.length > 0)
            throw new Error(failures.join(' '));
        return result;
    }
    catch (error) {
        return { ...result, failure: error };
    }
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
/* harmony export */   pq: () => (/* binding */ parseMaxAge)
/* harmony export */ });
/* unused harmony exports lookalikes, compareIds */
/* harmony import */ var _api_statuses_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5640);
/* harmony import */ var _name_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5465);
// What a run will do to which instance, and why, decided from data before any request changes
// anything. Only names this repository's previews carry are ever planned for.


/** This repository's previews among `instances`, with their pull request numbers. */
function repositoryPreviews(instances, prefix, repository) {
    return instances.flatMap((instance) => {
        const number = (0,_name_js__WEBPACK_IMPORTED_MODULE_1__/* .previewNumber */ .KL)(instance.name, prefix, repository);
        return number === undefined ? [] : [{ instance, number }];
    });
}
/**
 * Instances that look like previews (the prefix and a pull request number, `number` when given)
 * but are not provably this repository's.
 */
function lookalikes(instances, prefix, repository, number) {
    return instances.filter((instance) => (0,_name_js__WEBPACK_IMPORTED_MODULE_1__/* .carriesPrefix */ .AX)(instance.name, prefix) &&
        (0,_name_js__WEBPACK_IMPORTED_MODULE_1__/* .previewNumber */ .KL)(instance.name, prefix, repository) === undefined &&
        (number === undefined || instance.name.endsWith(`-${number}`)));
}
/** An instance being terminated is as good as gone: never reused nor terminated again. */
function alive(instance) {
    return !(0,_api_statuses_js__WEBPACK_IMPORTED_MODULE_0__/* .isInstanceState */ .Xg)(instance.state, _api_statuses_js__WEBPACK_IMPORTED_MODULE_0__/* .INSTANCE_DELETING */ .fW);
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
    const name = (0,_name_js__WEBPACK_IMPORTED_MODULE_1__/* .previewName */ .gz)(prefix, repository, event.number);
    // The service does not keep names unique: two runs that raced may have made two instances.
    const mine = instances
        .filter((instance) => instance.name === name && alive(instance))
        .sort((a, b) => compareIds(a.id, b.id));
    const others = lookalikes(instances, prefix, repository, event.number);
    if (event.kind === 'deploy') {
        const [oldest, ...duplicates] = mine;
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
    return {
        outcome: 'terminated',
        steps: mine.map((instance) => ({
            action: 'terminate',
            instance,
            number: event.number,
            reason: mine.length === 1
                ? `pull request #${event.number} was closed`
                : `pull request #${event.number} was closed (one of ${mine.length} instances named ${name})`,
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
  HG: () => (/* binding */ previewOutputs)
});

// UNUSED EXPORTS: costOf

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
                    text: `${(0,format/* formatBytes */.z)(archive.size)}, ` +
                        (archive.files === undefined ? '' : `${archive.files} entries, `) +
                        `sha256 ${archive.sha256}`,
                }
                : undefined,
        ],
        [
            'Largest folders',
            release && release.largestFolders.length > 0
                ? {
                    text: release.largestFolders
                        .map(({ folder, bytes }) => `${folder} (${(0,format/* formatBytes */.z)(bytes)})`)
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
    healthy: '💚',
    unhealthy: '🩺❌',
    unchecked: '➖',
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
                ? { text: `workflow artifact ${kept.id} (${kept.name})` }
                : release?.keepProblem
                    ? { text: `not kept: ${release.keepProblem}` }
                    : undefined,
        ],
    ];
}

// EXTERNAL MODULE: ./src/summary.ts
var summary = __nccwpck_require__(8855);
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
        ['Outcome', { text: error ? `failed: ${error}` : (run.outcome ?? 'failed') }],
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
        ['Commit', run.commit ? { text: run.commit, href: commitUrl } : undefined],
        ...archiveFacts(release),
        [
            'Deployment',
            release?.deploymentId === undefined
                ? undefined
                : { text: `${release.deploymentId}: ${release.deploymentStatus || 'unknown'}` },
        ],
        ...healthFacts(release),
        ['Age', ageOf(run, now) ? { text: ageOf(run, now) } : undefined],
        ...run.steps
            .filter((step) => run.outcome === 'cleaned' || step.result?.startsWith('failed'))
            .map((step) => [
            `${step.name} (#${step.number})`,
            { text: `${step.result ?? STEP_VERB[step.action].toLowerCase()}: ${step.reason}` },
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
/** The pull request comment while the preview lives: where it is, what runs there, what it costs. */
function liveCommentBody(run, { runUrl, repositoryUrl }, now) {
    const failed = run.failure !== undefined;
    const status = word(run.release?.deploymentStatus);
    const icon = (0,statuses/* isSucceeded */.Ak)(status) ? '✅' : failed || !(0,statuses/* isInProgress */.LT)(status) ? '❌' : '⏳';
    const commitUrl = run.commit && repositoryUrl ? `${repositoryUrl}/commit/${run.commit}` : undefined;
    const commit = run.commit ? report_link(`\`${run.commit.slice(0, 12)}\``, commitUrl) : '';
    const deploymentId = run.release?.deploymentId;
    const rows = [
        ['Preview', run.previewUrl ? report_link(run.previewUrl, run.previewUrl) : 'not yet known'],
        ['Commit', commit + (run.branch ? ` on \`${run.branch.replace(/[`|]/g, '')}\`` : '')],
        ['Deployment', `${icon} ${deploymentId === undefined ? '' : `${deploymentId}: `}${status}`],
        ['Instance', `${run.instanceName ?? ''} (${run.instanceId ?? 'not created'})`],
        ['Cost', costOf(run) ? `${word(run.instanceType)}, $${word(run.hourlyPrice)} an hour` : ''],
        ['Age', ageOf(run, now)],
    ].filter(([, value]) => value !== '');
    const lines = [
        `### Amezmo preview of #${run.pullRequest ?? ''}`,
        '',
        '| | |',
        '|---|---|',
        ...rows.map(([name, value]) => `| ${name} | ${value} |`),
        '',
        `It is terminated when the pull request closes${runUrl ? `. ${report_link('Last run', runUrl)}` : ''}.`,
    ];
    if (failed)
        lines.splice(lines.length - 1, 0, `The last run failed: see ${report_link('its log', runUrl)}.`, '');
    return lines.join('\n');
}
/** The pull request comment once the preview is gone. */
function goneCommentBody(name, instanceId, reason, runUrl) {
    return [
        `### Amezmo preview: gone`,
        '',
        `The preview instance ${name} (${instanceId}) was terminated because ${reason}.` +
            (runUrl ? ` ${report_link('Run', runUrl)}.` : ''),
    ].join('\n');
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
// Records of the hosting API, field for field as hosting-api.md and service-notes.md give them.
// Flags that the service sends as integers 0/1 stay numbers here (`Flag`), so that what the
// client hands on is what the service said.
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
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/settings/readers.ts
var readers = __nccwpck_require__(7977);
// EXTERNAL MODULE: ./src/settings/source.ts
var settings_source = __nccwpck_require__(468);
;// CONCATENATED MODULE: ./src/settings/health.ts

/** Every health setting of a job, checked. */
function health_readHealthSettings(source) {
    const label = source.label.bind(source);
    const body = source.text('health-body');
    if (body.length > MAX_BODY_TEXT) {
        throw (0,settings_source/* has */.zy)(label('health-body'), `${body.slice(0, 40)}…`, `it is ${body.length} characters long; give at most ${MAX_BODY_TEXT}, a word or a line the healthy page holds.`);
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
            throw (0,settings_source/* has */.zy)(label, value, 'a path starts with one "/", e.g. /up; give a host as https://…');
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
        throw (0,settings_source/* has */.zy)(label, `${url.protocol}//…@${url.host}${url.pathname}`, 'it holds a user name or password, which would show in the log; the probe sends no credential.');
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
;// CONCATENATED MODULE: ./src/settings/deploy.ts
// The deploy job's settings, read and checked from any front end's source.






/** Where the environments action keeps the environments' settings, patterns among them. */
const ENVIRONMENTS_FILE = '.amezmo/environments.yml';
/** Reads and checks every setting of the deploy job; `env` gives the workspace and RUNNER_TEMP. */
function readDeploySettings(source, env) {
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
    if (onUnhealthy === 'rollback' && !githubDeployment) {
        throw new InputError(`${label('on-unhealthy')} is 'rollback', which finds the last healthy release in the ledger ` +
            "that GitHub deployments keep, and 'github-deployment' is false: set it to true (its default).");
    }
    const keepDays = parseKeepDays(source.text('keep-days'), label('keep-days'));
    if (onUnhealthy === 'rollback' && keepDays === 0) {
        throw new InputError(`${label('on-unhealthy')} is 'rollback', which deploys the kept bytes of an earlier release, ` +
            "and 'keep-days' is 0, which keeps none: keep them for some days, e.g. keep-days: 30.");
    }
    return {
        apiKey,
        instance: parseInstance(requiredText(source, 'instance', 'set it to the id of your Amezmo instance, e.g. instance: 1234.'), label('instance')),
        environment: parseEnvironment(requiredText(source, 'environment', "set it to the environment's name, e.g. production or staging."), label('environment')),
        baseUrl: parseBaseUrl(source.text('base-url'), label('base-url')),
        source: archiveSource(source, workspace, env),
        workers: parseWorkers(source.text('workers'), label('workers')),
        force: booleanOf(source, 'force'),
        howToForce: instruction(source, 'force', 'true'),
        dryRun: booleanOf(source, 'dry-run'),
        wait: booleanOf(source, 'wait'),
        waitTimeoutSeconds: parseWaitTimeout(source.text('wait-timeout'), label('wait-timeout')),
        cancelOnAbort: booleanOf(source, 'cancel-on-abort'),
        pusher: parsePusher(source.text('pusher'), label('pusher')),
        githubDeployment,
        githubToken,
        patternsFile: existsSync(join(workspace, ENVIRONMENTS_FILE)) ? ENVIRONMENTS_FILE : undefined,
        health: readHealthSettings(source),
        onUnhealthy,
        keepDays,
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
        ignoreFile: (0,readers/* parseIgnoreFile */.a0)(path, source.text('ignore-file'), source.given('ignore-file'), label('ignore-file')),
        compressionLevel: (0,readers/* parseCompressionLevel */.m)(source.text('compression-level'), label('compression-level')),
        keepArchive: (0,settings_source/* booleanOf */.SF)(source, 'keep-archive'),
        links: (0,readers/* parseLinks */.hO)(source.text('links'), label('links')),
        // The runner sets RUNNER_DEBUG=1 when a run is re-run with debug logging.
        logEntries: env.RUNNER_DEBUG === '1',
        sourceDateEpoch: (0,readers/* parseSourceDateEpoch */.QS)(env.SOURCE_DATE_EPOCH),
    };
}

;// CONCATENATED MODULE: ./src/settings/preview.ts
// The preview job's settings, read and checked from any front end's source with the readers the
// deploy job uses.








/**
 * Reads and checks every setting of the preview job; `env` gives the workspace. What only a run
 * that `deploys` needs (the folder, the region, what a new instance is made of) is read only
 * then: a teardown or a clean-up needs no checkout and no region.
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
        build: deploys ? buildSettings(source, (0,workspace/* workspaceOf */.B3)(env), env) : undefined,
        waitTimeoutSeconds: (0,readers/* parseWaitTimeout */.Mh)(source.text('wait-timeout'), label('wait-timeout')),
        launchTimeoutSeconds: (0,readers/* parseWaitTimeout */.Mh)(source.text('launch-timeout'), label('launch-timeout')),
        maxAgeMs: maxAge.ms,
        comment: (0,settings_source/* booleanOf */.SF)(source, 'comment'),
        githubDeployment: (0,settings_source/* booleanOf */.SF)(source, 'github-deployment'),
        githubToken,
        health: deploys ? health_readHealthSettings(source) : undefined,
    };
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
/* harmony export */   m: () => (/* binding */ parseCompressionLevel),
/* harmony export */   mW: () => (/* binding */ readTuning)
/* harmony export */ });
/* unused harmony exports parseInstance, parseArchive, parseWorkers, HOSTED_JOB_SECONDS, MAX_WAIT_SECONDS, parsePusher */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _archive_given_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1055);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(7194);
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(468);
/* harmony import */ var _workspace_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(7180);
// The readers every front end shares: each takes a value as given and the label that names its
// setting in messages, and answers the value checked, or throws one InputError that says what was
// wrong, the value (never a secret) and what to do.






const LOOPBACK_HOSTS = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The API key; it must be something an HTTP header can carry. */
function parseApiKey(apiKey, label = "Input 'api-key'") {
    if (apiKey === '') {
        throw new _source_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${label} is required: pass your Amezmo API key from a secret, ` +
            'e.g. api-key: ${{ secrets.AMEZMO_API_KEY }}.');
    }
    if (/\s/.test(apiKey)) {
        throw new _source_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${label} contains white space: copy the key again from Profile > API keys in the Amezmo dashboard.`);
    }
    const unfit = /[^\x21-\x7e]/.exec(apiKey);
    if (unfit) {
        const code = unfit[0].codePointAt(0).toString(16).toUpperCase().padStart(4, '0');
        throw new _source_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${label} holds the character U+${code} at position ${unfit.index + 1}, which an HTTP ` +
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
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_3__/* .has */ .zy)(label, value, 'an environment name is letters, digits, "-", "_" or ".", e.g. production or staging.');
    }
    return value;
}
function parseBaseUrl(given, label = "Input 'base-url'") {
    // A password written into the URL is never repeated in a message.
    const value = (0,_secrets_js__WEBPACK_IMPORTED_MODULE_5__/* .withoutCredentials */ .r)(given);
    let url;
    try {
        url = new URL(given);
    }
    catch {
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_3__/* .has */ .zy)(label, value, 'it is not a URL; use e.g. https://api.amezmo.com/v1.');
    }
    if (url.protocol !== 'https:' &&
        !(url.protocol === 'http:' && LOOPBACK_HOSTS.test(url.hostname))) {
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_3__/* .has */ .zy)(label, value, 'it must use https:// (plain http:// is allowed only for localhost), so that the API key ' +
            'never crosses a network in clear text.');
    }
    if (url.username || url.password) {
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_3__/* .has */ .zy)(label, value, 'it must not carry a user name or password; the API key is the only credential, passed in api-key.');
    }
    if (url.search || url.hash)
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_3__/* .has */ .zy)(label, value, 'it must not carry a query or a fragment.');
    const base = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
    if (!/\/v\d+$/.test(base)) {
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_3__/* .has */ .zy)(label, value, 'it must end in the API version prefix, e.g. https://api.amezmo.com/v1.');
    }
    return base;
}
/** A folder to deploy: inside the workspace (links resolved), a folder, and not empty. */
function parsePath(workspace, value, label = "Input 'path'") {
    const resolved = (0,_workspace_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveInside */ .LI)(value, [workspace]);
    if ('problem' in resolved) {
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_3__/* .has */ .zy)(label, value, resolved.problem === 'missing'
            ? `no such folder in the workspace (${workspace}).`
            : `it leads outside the workspace (to ${resolved.real}); only folders inside ${workspace} can be deployed.`);
    }
    const { real } = resolved;
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(real).isDirectory())
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_3__/* .has */ .zy)(label, value, 'it is a file; give the folder to deploy.');
    const dir = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.opendirSync)(real);
    try {
        if (dir.readSync() === null)
            throw (0,_source_js__WEBPACK_IMPORTED_MODULE_3__/* .has */ .zy)(label, value, 'the folder is empty; there is nothing to deploy.');
    }
    finally {
        dir.closeSync();
    }
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
            throw (0,_source_js__WEBPACK_IMPORTED_MODULE_3__/* .has */ .zy)(label, pattern, "rules are relative to 'path', e.g. tests/** or *.log.");
        }
        if (/(^|[^\\]),/.test(pattern)) {
            throw (0,_source_js__WEBPACK_IMPORTED_MODULE_3__/* .has */ .zy)(label, pattern, 'put one rule per line, not a comma-separated list: write "exclude: |" and then ' +
                'each rule on its own line below it (write \\, for a comma in a name).');
        }
        patterns.push(pattern.replace(/^\.\//, ''));
    }
    return patterns;
}
/**
 * The ignore file's name, relative to the folder to deploy. The default may be absent; a file the
 * workflow names must exist, or its rules would silently not apply.
 */
function parseIgnoreFile(path, value, named, label = "Input 'ignore-file'") {
    const name = value.replace(/^\.\//, '');
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(name) || /(^|\/)\.\.(\/|$)/.test(name)) {
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_3__/* .has */ .zy)(label, value, "it is a file at the root of 'path', e.g. .amezmoignore.");
    }
    if (named && !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path, name))) {
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_3__/* .has */ .zy)(label, value, `no such file in the folder to deploy (${path}); create it, or leave the input out to use .amezmoignore when present.`);
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
    const stat = statSync(real);
    if (!stat.isFile())
        throw has(label, value, 'it is not a file; give a zip or tar file.');
    if (stat.size > MAX_GIVEN_ARCHIVE_BYTES) {
        throw has(label, value, `it is ${stat.size} bytes, over Amezmo's limit of 512 MiB; leave some files out when building it.`);
    }
    const head = Buffer.alloc(262);
    const fd = openSync(real, 'r');
    let read;
    try {
        read = readSync(fd, head, 0, head.length, 0);
    }
    finally {
        closeSync(fd);
    }
    const format = archiveFormatOf(head.subarray(0, read));
    if (format === undefined) {
        throw has(label, value, 'it is neither a zip nor a tar file (by its first bytes); give the archive itself, not a compressed copy of it.');
    }
    return { path: real, size: stat.size, format };
}
function parseLinks(value, label = "Input 'links'") {
    if (value === 'keep' || value === 'refuse-outside')
        return value;
    throw (0,_source_js__WEBPACK_IMPORTED_MODULE_3__/* .has */ .zy)(label, value, 'use keep (ship links, warning of those that point outside the archive) or refuse-outside.');
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
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_3__/* .has */ .zy)(label, value, 'it must be a positive whole number of seconds, e.g. 600.');
    }
    if (seconds > MAX_WAIT_SECONDS) {
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_3__/* .has */ .zy)(label, value, `it is longer than any job may run: ${MAX_WAIT_SECONDS} seconds (5 days) on a self-hosted ` +
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
        throw (0,_source_js__WEBPACK_IMPORTED_MODULE_3__/* .has */ .zy)(label, value, 'it must be a whole number from 0 to 9.');
    return Number(value);
}
/** SOURCE_DATE_EPOCH (reproducible-builds.org): whole seconds since 1970, when it is set. */
function parseSourceDateEpoch(value) {
    if (value === undefined || value === '')
        return undefined;
    if (!/^\d{1,12}$/.test(value)) {
        throw new _source_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`SOURCE_DATE_EPOCH has '${value}': it must be a whole number of seconds since 1970, e.g. $(git log -1 --format=%ct).`);
    }
    return Number(value);
}
const TUNING_VARIABLES = {
    connectTimeoutMs: 'AMEZMO_DEPLOY_CONNECT_TIMEOUT_MS',
    requestTimeoutMs: 'AMEZMO_DEPLOY_REQUEST_TIMEOUT_MS',
    uploadAnswerTimeoutMs: 'AMEZMO_DEPLOY_UPLOAD_TIMEOUT_MS',
    stallTimeoutMs: 'AMEZMO_DEPLOY_STALL_TIMEOUT_MS',
    retryDelayMs: 'AMEZMO_DEPLOY_RETRY_DELAY_MS',
};
function readTuning(env) {
    const tuning = {};
    for (const [key, variable] of Object.entries(TUNING_VARIABLES)) {
        const value = env[variable];
        if (value === undefined || value === '')
            continue;
        if (!/^\d+$/.test(value) || Number(value) < 1) {
            throw new _source_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${variable} has '${value}': it must be a positive whole number of milliseconds.`);
        }
        tuning[key] = Number(value);
    }
    return tuning;
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
// Where a front end's settings come from, and the one way each kind of value is read from it. A
// runner gives an action its inputs as INPUT_* variables (src/actions/inputs.ts); the settings
// of each job are read through this interface, so that every front end reads them alike and
// names them as its users write them in its messages.
/** How a message tells the user to give `name` the value `value`, in the source's own words. */
function instruction(source, name, value) {
    return source.instruct?.(name, value) ?? `set ${name}: ${value}`;
}
/** A setting with a value that cannot be used; the message says which, why, and what to do. */
class InputError extends Error {
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

/***/ 6982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

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

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 7016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

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
/******/ var __webpack_exports__run = __webpack_exports__.e;
/******/ export { __webpack_exports__run as run };
/******/ 
