import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 5464:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ createClient)
/* harmony export */ });
/* harmony import */ var _api_client_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2783);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3460);
/* harmony import */ var _shell_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4149);



/**
 * The API client every action uses: its requests logged through the shell's guard, its time
 * limits tunable through the AMEZMO_DEPLOY_* variables (for tests; see docs/reliability.md).
 */
function createClient(baseUrl, apiKey) {
    const tuning = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .readTuning */ .mW)();
    return new _api_client_js__WEBPACK_IMPORTED_MODULE_0__/* .AmezmoClient */ .Z({
        baseUrl,
        apiKey,
        logger: _shell_js__WEBPACK_IMPORTED_MODULE_2__/* .coreLogger */ .Wj,
        proxyEnv: process.env,
        connectTimeoutMs: tuning.connectTimeoutMs,
        answerTimeoutMs: tuning.requestTimeoutMs,
        uploadAnswerTimeoutMs: tuning.uploadAnswerTimeoutMs,
        stallTimeoutMs: tuning.stallTimeoutMs,
        retryPolicy: tuning.retryDelayMs === undefined ? undefined : { baseDelayMs: tuning.retryDelayMs },
    });
}


/***/ }),

/***/ 3800:
/***/ ((module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5464);
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(529);
/* harmony import */ var _deploy_flow_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6526);
/* harmony import */ var _deploy_report_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(5505);
/* harmony import */ var _github_context_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(9556);
/* harmony import */ var _github_git_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(6891);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(3460);
/* harmony import */ var _shell_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(4149);








/** Reads the inputs, deploys, and reports; every failure ends in one error line. */
async function run() {
    const report = (0,_deploy_report_js__WEBPACK_IMPORTED_MODULE_6__/* .newReport */ .bQ)(Date.now());
    let client;
    await (0,_shell_js__WEBPACK_IMPORTED_MODULE_5__/* .runShell */ .E5)(async (signal) => {
        // Reading the inputs masks the key and the token at once.
        const inputs = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .readInputs */ .Ko)();
        client = (0,_client_js__WEBPACK_IMPORTED_MODULE_0__/* .createClient */ .U)(inputs.baseUrl, inputs.apiKey);
        await (0,_deploy_flow_js__WEBPACK_IMPORTED_MODULE_2__/* .deploy */ .gg)(inputs, (0,_github_context_js__WEBPACK_IMPORTED_MODULE_3__/* .readRunContext */ .$)(), { client, clock: _clock_js__WEBPACK_IMPORTED_MODULE_1__/* .systemClock */ .m, logger: _shell_js__WEBPACK_IMPORTED_MODULE_5__/* .coreLogger */ .Wj, group: _shell_js__WEBPACK_IMPORTED_MODULE_5__/* .group */ .Os, gitHead: _github_git_js__WEBPACK_IMPORTED_MODULE_7__/* .gitHead */ .T, signal }, report);
    }, async (error) => {
        report.error = error;
        report.endedAt = Date.now();
        (0,_shell_js__WEBPACK_IMPORTED_MODULE_5__/* .setOutputs */ .n0)((0,_deploy_report_js__WEBPACK_IMPORTED_MODULE_6__/* .outputsOf */ .Yz)(report));
        await (0,_shell_js__WEBPACK_IMPORTED_MODULE_5__/* .writeSummary */ .Sy)((0,_deploy_report_js__WEBPACK_IMPORTED_MODULE_6__/* .summaryHtml */ .QW)('Amezmo deployment', (0,_deploy_report_js__WEBPACK_IMPORTED_MODULE_6__/* .summaryRows */ .xz)(report), _shell_js__WEBPACK_IMPORTED_MODULE_5__/* .guard */ .ah));
        client?.close();
    });
}
await (0,_shell_js__WEBPACK_IMPORTED_MODULE_5__/* .startWhenRun */ .cF)(import.meta.url, run);

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 3460:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Ko: () => (/* binding */ readInputs),
  mW: () => (/* binding */ readTuning)
});

// UNUSED EXPORTS: InputError, MAX_WAIT_SECONDS, has, inputsOf, parseApiKey, parseArchive, parseBaseUrl, parseBoolean, parseCompressionLevel, parseEnvironment, parseExclude, parseGitHubToken, parseIgnoreFile, parseInstance, parsePath, parsePusher, parseSourceDateEpoch, parseWaitTimeout, parseWorkers, workspaceOf

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/actions/runner.ts
var runner = __nccwpck_require__(3197);
// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __nccwpck_require__(7194);
;// CONCATENATED MODULE: ./src/actions/metadata.ts
// Generated from the action.yml files by `npm run docs`; `npm run lint` fails when it differs.
// Input names and defaults are written once, in action.yml: the shells read them from here.
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
            workers: { required: false, default: '' },
            force: { required: false, default: 'false' },
            'dry-run': { required: false, default: 'false' },
            wait: { required: false, default: 'true' },
            'wait-timeout': { required: false, default: '900' },
            'cancel-on-abort': { required: false, default: 'true' },
            pusher: { required: false, default: '' },
            'compression-level': { required: false, default: '6' },
            'github-deployment': { required: false, default: 'false' },
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
            region: { required: true, default: '' },
            'instance-type': { required: false, default: 'hobby' },
            'php-version': { required: false, default: '' },
            mysql: { required: false, default: 'true' },
            'mysql-version': { required: false, default: '' },
            'app-type': { required: false, default: '' },
            'name-prefix': { required: false, default: 'pr' },
            environment: { required: false, default: 'production' },
            path: { required: false, default: '.' },
            exclude: { required: false, default: '' },
            'compression-level': { required: false, default: '6' },
            'wait-timeout': { required: false, default: '900' },
            'launch-timeout': { required: false, default: '1200' },
            'max-age': { required: false, default: '72h' },
            comment: { required: false, default: 'true' },
            'github-deployment': { required: false, default: 'true' },
            'github-token': { required: false, default: '${{ github.token }}' },
        },
        outputs: [
            'instance-id',
            'preview-url',
            'deployment-id',
            'deployment-status',
            'hourly-price',
            'outcome',
        ],
    },
};

// EXTERNAL MODULE: ./src/actions/shell.ts
var shell = __nccwpck_require__(4149);
;// CONCATENATED MODULE: ./src/actions/inputs.ts






/**
 * The inputs of one action, by the names its action.yml gives them (checked when compiling), with
 * its defaults: an empty input means its default, as on a runner.
 */
function inputsOf(action) {
    const spec = ACTIONS[action].inputs;
    const text = (name) => runner/* getInput */.V4(name) || (spec[name]?.default ?? '');
    return {
        text,
        /** The input, or an error saying it is required and how to set it. */
        required(name, hint) {
            const value = text(name);
            if (value === '')
                throw new InputError(`Input '${name}' is required: ${hint}`);
            return value;
        },
        boolean(name) {
            return parseBoolean(name, text(name));
        },
        lines(name) {
            return text(name)
                .split(/\r?\n/)
                .map((line) => line.trim())
                .filter((line) => line !== '');
        },
    };
}
const TUNING_VARIABLES = {
    connectTimeoutMs: 'AMEZMO_DEPLOY_CONNECT_TIMEOUT_MS',
    requestTimeoutMs: 'AMEZMO_DEPLOY_REQUEST_TIMEOUT_MS',
    uploadAnswerTimeoutMs: 'AMEZMO_DEPLOY_UPLOAD_TIMEOUT_MS',
    stallTimeoutMs: 'AMEZMO_DEPLOY_STALL_TIMEOUT_MS',
    retryDelayMs: 'AMEZMO_DEPLOY_RETRY_DELAY_MS',
};
function readTuning(env = process.env) {
    const tuning = {};
    for (const [key, variable] of Object.entries(TUNING_VARIABLES)) {
        const value = env[variable];
        if (value === undefined || value === '')
            continue;
        if (!/^\d+$/.test(value) || Number(value) < 1) {
            throw new InputError(`${variable} has '${value}': it must be a positive whole number of milliseconds.`);
        }
        tuning[key] = Number(value);
    }
    return tuning;
}
class InputError extends Error {
    constructor(message) {
        super(message);
        this.name = 'InputError';
    }
}
const LOOPBACK_HOSTS = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Reads and checks every input of the deploy action; `env` gives the workspace. */
function readInputs(env = process.env) {
    const input = inputsOf('deploy');
    const workspace = workspaceOf(env);
    return {
        apiKey: parseApiKey(input.text('api-key')),
        instance: parseInstance(input.required('instance', 'set it to the id of your Amezmo instance, e.g. instance: 1234.')),
        environment: parseEnvironment(input.required('environment', "set it to the environment's name, e.g. production or staging.")),
        baseUrl: parseBaseUrl(input.text('base-url')),
        workspace,
        ...parseSource(workspace, env.RUNNER_TEMP, input.text('archive'), input.text('path'), input.lines('exclude'), input.text('ignore-file'), runner/* getInput */.V4('ignore-file') !== ''),
        keepArchive: input.boolean('keep-archive'),
        // The runner sets RUNNER_DEBUG=1 when a run is re-run with debug logging.
        logEntries: env.RUNNER_DEBUG === '1',
        workers: parseWorkers(input.text('workers')),
        force: input.boolean('force'),
        dryRun: input.boolean('dry-run'),
        wait: input.boolean('wait'),
        waitTimeoutSeconds: parseWaitTimeout(input.text('wait-timeout')),
        cancelOnAbort: input.boolean('cancel-on-abort'),
        pusher: parsePusher(input.text('pusher')),
        compressionLevel: parseCompressionLevel(input.text('compression-level')),
        ...parseGitHubDeployment(input.boolean('github-deployment'), input.text('github-token')),
        sourceDateEpoch: parseSourceDateEpoch(env.SOURCE_DATE_EPOCH),
    };
}
/**
 * What is deployed: an archive given as it is, or the folder `path` less the exclusion rules. With
 * an archive, `path` is not read (a deploy job may have no checkout at all), so it is not checked.
 */
function parseSource(workspace, runnerTemp, archive, path, exclude, ignoreFile, ignoreFileNamed) {
    if (archive !== '') {
        return {
            path: workspace,
            exclude: [],
            ignoreFile,
            ...parseArchive(archive, workspace, runnerTemp, {
                path: runner/* getInput */.V4('path') !== '',
                exclude: exclude.length > 0,
            }),
        };
    }
    const folder = parsePath(workspace, path);
    return {
        path: folder,
        exclude: parseExclude(exclude),
        ignoreFile: parseIgnoreFile(folder, ignoreFile, ignoreFileNamed),
    };
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
/** The workspace folder (GITHUB_WORKSPACE, else the working folder), resolved through links. */
function workspaceOf(env = process.env) {
    return realFolder(env.GITHUB_WORKSPACE || process.cwd(), 'GITHUB_WORKSPACE');
}
/** The API key, masked at once; it must be something an HTTP header can carry. */
function parseApiKey(apiKey) {
    (0,shell/* addSecret */.Ck)(apiKey);
    if (apiKey === '') {
        throw new InputError("Input 'api-key' is required: pass your Amezmo API key from a secret, " +
            'e.g. api-key: ${{ secrets.AMEZMO_API_KEY }}.');
    }
    if (/\s/.test(apiKey)) {
        throw new InputError("Input 'api-key' contains white space: copy the key again from Profile > API keys in the Amezmo dashboard.");
    }
    const unfit = /[^\x21-\x7e]/.exec(apiKey);
    if (unfit) {
        const code = unfit[0].codePointAt(0).toString(16).toUpperCase().padStart(4, '0');
        throw new InputError(`Input 'api-key' holds the character U+${code} at position ${unfit.index + 1}, which an HTTP ` +
            'header cannot carry (often a zero-width space pasted from a web page): copy the key ' +
            'again from Profile > API keys in the Amezmo dashboard.');
    }
    return apiKey;
}
/** A GitHub token input, masked at once; '' when there is none. */
function parseGitHubToken(value) {
    // The default is an expression the runner fills in; outside a runner it stays as written.
    const token = value.startsWith('${{') ? '' : value;
    (0,shell/* addSecret */.Ck)(token);
    return token;
}
function parseGitHubDeployment(githubDeployment, given) {
    const githubToken = parseGitHubToken(given);
    if (githubDeployment && githubToken === '') {
        throw new InputError("Input 'github-token' is required when 'github-deployment' is true: leave it at its default, ${{ github.token }}.");
    }
    return { githubDeployment, githubToken };
}
function has(name, value, problem) {
    return new InputError(`Input '${name}' has '${value}': ${problem}`);
}
function parseInstance(value) {
    if (!/^\d+$/.test(value))
        throw has('instance', value, 'an instance id is a whole number, e.g. 1234.');
    return value;
}
function parseEnvironment(value) {
    if (!/^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(value)) {
        throw has('environment', value, 'an environment name is letters, digits, "-", "_" or ".", e.g. production or staging.');
    }
    return value;
}
function parseBaseUrl(given) {
    // A password written into the URL is never repeated in a message.
    const value = (0,secrets/* withoutCredentials */.r)(given);
    let url;
    try {
        url = new URL(given);
    }
    catch {
        throw has('base-url', value, 'it is not a URL; use e.g. https://api.amezmo.com/v1.');
    }
    if (url.protocol !== 'https:' &&
        !(url.protocol === 'http:' && LOOPBACK_HOSTS.test(url.hostname))) {
        throw has('base-url', value, 'it must use https:// (plain http:// is allowed only for localhost), so that the API key ' +
            'never crosses a network in clear text.');
    }
    if (url.username || url.password) {
        throw has('base-url', value, 'it must not carry a user name or password; the API key is the only credential, passed in api-key.');
    }
    if (url.search || url.hash) {
        throw has('base-url', value, 'it must not carry a query or a fragment.');
    }
    const base = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
    if (!/\/v\d+$/.test(base)) {
        throw has('base-url', value, 'it must end in the API version prefix, e.g. https://api.amezmo.com/v1.');
    }
    return base;
}
function realFolder(path, name) {
    try {
        const real = (0,external_node_fs_.realpathSync)(path);
        if ((0,external_node_fs_.statSync)(real).isDirectory())
            return real;
    }
    catch {
        // Reported below with the same message as a file.
    }
    throw new InputError(`${name} '${path}' is not a folder that exists.`);
}
function parsePath(workspace, value) {
    const wanted = (0,external_node_path_.resolve)(workspace, value);
    let real;
    try {
        real = (0,external_node_fs_.realpathSync)(wanted);
    }
    catch {
        throw has('path', value, `no such folder in the workspace (${workspace}).`);
    }
    const inside = (0,external_node_path_.relative)(workspace, real);
    if (inside === '..' || inside.startsWith(`..${external_node_path_.sep}`) || (0,external_node_path_.isAbsolute)(inside)) {
        throw has('path', value, `it leads outside the workspace (to ${real}); only folders inside ${workspace} can be deployed.`);
    }
    if (!(0,external_node_fs_.statSync)(real).isDirectory())
        throw has('path', value, 'it is a file; give the folder to deploy.');
    const dir = (0,external_node_fs_.opendirSync)(real);
    try {
        if (dir.readSync() === null)
            throw has('path', value, 'the folder is empty; there is nothing to deploy.');
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
function parseExclude(lines) {
    const patterns = [];
    for (const line of lines) {
        const pattern = line.trim();
        if (pattern === '' || pattern.startsWith('#'))
            continue;
        if (/(^|\/)\.\.(\/|$)/.test(pattern)) {
            throw has('exclude', pattern, "rules are relative to 'path', e.g. tests/** or *.log.");
        }
        if (/(^|[^\\]),/.test(pattern)) {
            throw has('exclude', pattern, 'put one rule per line, not a comma-separated list: write "exclude: |" and then ' +
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
function parseIgnoreFile(path, value, named) {
    const name = value.replace(/^\.\//, '');
    if ((0,external_node_path_.isAbsolute)(name) || /(^|\/)\.\.(\/|$)/.test(name)) {
        throw has('ignore-file', value, "it is a file at the root of 'path', e.g. .amezmoignore.");
    }
    if (named && !(0,external_node_fs_.existsSync)((0,external_node_path_.resolve)(path, name))) {
        throw has('ignore-file', value, `no such file in the folder to deploy (${path}); create it, or leave the input out to use .amezmoignore when present.`);
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
function parseArchive(value, workspace, runnerTemp, alsoSet = { path: false, exclude: false }) {
    if (value === '')
        return {};
    let real;
    try {
        real = (0,external_node_fs_.realpathSync)((0,external_node_path_.resolve)(workspace, value));
    }
    catch {
        throw has('archive', value, `no such file (looked in ${workspace}).`);
    }
    const roots = [workspace];
    if (runnerTemp) {
        try {
            roots.push((0,external_node_fs_.realpathSync)(runnerTemp));
        }
        catch {
            // A RUNNER_TEMP that does not exist holds nothing.
        }
    }
    const within = (root) => {
        const inside = (0,external_node_path_.relative)(root, real);
        return !(inside === '..' || inside.startsWith(`..${external_node_path_.sep}`) || (0,external_node_path_.isAbsolute)(inside));
    };
    if (!roots.some(within)) {
        throw has('archive', value, `it leads outside the workspace and RUNNER_TEMP (to ${real}); put the archive in one of them, e.g. with actions/download-artifact.`);
    }
    const stat = (0,external_node_fs_.statSync)(real);
    if (!stat.isFile())
        throw has('archive', value, 'it is not a file; give a zip or tar file.');
    if (stat.size > MAX_GIVEN_ARCHIVE_BYTES) {
        throw has('archive', value, `it is ${stat.size} bytes, over Amezmo's limit of 512 MiB; leave some files out when building it.`);
    }
    const head = Buffer.alloc(262);
    const fd = (0,external_node_fs_.openSync)(real, 'r');
    let read;
    try {
        read = (0,external_node_fs_.readSync)(fd, head, 0, head.length, 0);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
    const start = head.subarray(0, 4).toString('latin1');
    const format = start === 'PK\x03\x04' || start === 'PK\x05\x06'
        ? 'zip'
        : read >= 262 && head.subarray(257, 262).toString('latin1') === 'ustar'
            ? 'tar'
            : undefined;
    if (format === undefined) {
        throw has('archive', value, 'it is neither a zip nor a tar file (by its first bytes); give the archive itself, not a compressed copy of it.');
    }
    return { archive: { path: real, size: stat.size, format, ignored: ignoredInputs(alsoSet) } };
}
function ignoredInputs(alsoSet) {
    return ['path', 'exclude'].filter((name) => alsoSet[name]);
}
/** The largest worker list taken: more is surely a mistake, and each one is a request. */
const MAX_WORKERS = 50;
function parseWorkers(value) {
    const ids = value
        .split(/[,\n]/)
        .map((id) => id.trim())
        .filter((id) => id !== '');
    const unique = new Set();
    for (const id of ids) {
        if (!/^\d{1,15}$/.test(id) || Number(id) === 0) {
            throw has('workers', id, 'worker ids are positive whole numbers, e.g. "11, 12".');
        }
        // `011` and `11` are one worker: restarted once.
        unique.add(String(Number(id)));
    }
    if (unique.size > MAX_WORKERS) {
        throw has('workers', value, `it lists ${unique.size} workers; at most ${MAX_WORKERS} are taken.`);
    }
    return [...unique];
}
function parseBoolean(name, value) {
    if (/^true$/i.test(value))
        return true;
    if (/^false$/i.test(value))
        return false;
    throw has(name, value, 'use true or false.');
}
/** A job runs for 6 hours at the most on GitHub's runners; no wait can outlast it. */
const MAX_WAIT_SECONDS = 6 * 60 * 60;
/** A number of seconds to wait; `name` is the input it came from, for the message. */
function parseWaitTimeout(value, name = 'wait-timeout') {
    const seconds = Number(value);
    if (!/^\d+$/.test(value) || seconds < 1) {
        throw has(name, value, 'it must be a positive whole number of seconds, e.g. 600.');
    }
    if (seconds > MAX_WAIT_SECONDS) {
        throw has(name, value, `it is longer than a job may run (6 hours); use at most ${MAX_WAIT_SECONDS} seconds.`);
    }
    return seconds;
}
function parsePusher(value) {
    if (value === '')
        return undefined;
    if (!EMAIL.test(value))
        throw has('pusher', value, 'it must be an e-mail address, e.g. dev@example.com.');
    return value;
}
function parseCompressionLevel(value) {
    if (!/^\d$/.test(value))
        throw has('compression-level', value, 'it must be a whole number from 0 to 9.');
    return Number(value);
}


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
/* unused harmony export error */
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
    const head = pairs.length > 0 ? `${name} ${pairs.join(',')}` : name;
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


/***/ }),

/***/ 4149:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ck: () => (/* binding */ addSecret),
/* harmony export */   E5: () => (/* binding */ runShell),
/* harmony export */   Os: () => (/* binding */ group),
/* harmony export */   Sy: () => (/* binding */ writeSummary),
/* harmony export */   Wj: () => (/* binding */ coreLogger),
/* harmony export */   ah: () => (/* binding */ guard),
/* harmony export */   cF: () => (/* binding */ startWhenRun),
/* harmony export */   n0: () => (/* binding */ setOutputs)
/* harmony export */ });
/* unused harmony exports RunCancelledError, isEntryPoint */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_url__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3197);
/* harmony import */ var _api_client_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(2783);
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(3249);
/* harmony import */ var _logger_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(6999);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(7194);
// What every action's shell shares: one guard between the outside world and the runner (the log,
// annotations, outputs, the summary), the secrets it redacts, cancellation on the runner's
// signals, and how a bundle starts.







/** The secrets of this run, once read: never written, in any spelling. */
const secrets = [];
/** Masks a secret for the runner and redacts it, in every spelling, from all this shell writes. */
function addSecret(value) {
    if (value === '')
        return;
    _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .setSecret */ .Pq(value);
    if (!secrets.includes(value))
        secrets.push(value);
}
/** Makes any text fit for the log, an annotation, an output or the summary. */
function guard(text) {
    return (0,_logger_js__WEBPACK_IMPORTED_MODULE_5__/* .safeText */ .H)((0,_secrets_js__WEBPACK_IMPORTED_MODULE_6__/* .redact */ .E)(text, secrets));
}
const coreLogger = {
    debug: (message) => _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .debug */ .Yz(guard(message)),
    info: (message) => _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(guard(message)),
    warning: (message) => _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(guard(message)),
    notice: (message) => _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .notice */ .lm(guard(message)),
};
/** Runs one phase folded in the log under its title. */
function group(title, phase) {
    return _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .group */ .Os(guard(title), phase);
}
function setOutputs(outputs) {
    for (const [name, value] of Object.entries(outputs))
        _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH(name, guard(value));
}
/** Writes the job summary's HTML; a summary that cannot be written is a warning, not a failure. */
async function writeSummary(html) {
    try {
        await _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .appendSummary */ .fe(html);
    }
    catch (error) {
        coreLogger.warning(`Could not write the job summary: ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .bD)(error)}`);
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
class RunCancelledError extends Error {
    constructor(signal) {
        super(`The run was cancelled (${signal}).`);
        this.name = 'RunCancelledError';
    }
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
        // A cancellation after the whole archive was sent says the deployment may exist: that stays.
        const cancelled = cancellation.signal.aborted && !(error instanceof _api_client_js__WEBPACK_IMPORTED_MODULE_3__/* .UncertainOutcomeError */ .u);
        const advice = cancelled ? undefined : (0,_api_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .adviceOf */ .wr)(error);
        failure = cancelled
            ? (0,_api_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .bD)(cancellation.signal.reason)
            : advice
                ? `${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .bD)(error).replace(/([^.!?])$/, '$1.')} ${advice}`
                : (0,_api_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .bD)(error);
        // One error line, shown on the line of the file it is about when the error says which.
        _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .setFailed */ .C1(guard(failure), cancelled ? undefined : placeOf(error));
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
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)((0,node_url__WEBPACK_IMPORTED_MODULE_1__.fileURLToPath)(moduleUrl)) === (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(script);
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

/***/ 2783:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Z: () => (/* binding */ AmezmoClient),
  u: () => (/* binding */ UncertainOutcomeError)
});

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __nccwpck_require__(7067);
;// CONCATENATED MODULE: ./src/api/transport.ts
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
    const module = protocol === 'https:' ? process.getBuiltinModule('node:https') : external_node_http_;
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

// EXTERNAL MODULE: ./src/clock.ts + 1 modules
var clock = __nccwpck_require__(529);
// EXTERNAL MODULE: ./src/logger.ts
var logger = __nccwpck_require__(6999);
;// CONCATENATED MODULE: ./src/version.ts
/** Sent in the User-Agent; a test keeps it equal to package.json's version. */
const VERSION = '1.0.0';

// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __nccwpck_require__(3249);
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
function urlEncoded(fields) {
    return new URLSearchParams(fields).toString();
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __nccwpck_require__(7075);
// EXTERNAL MODULE: ./src/memory.ts + 1 modules
var memory = __nccwpck_require__(9328);
// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __nccwpck_require__(7194);
;// CONCATENATED MODULE: ./src/api/retry.ts

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
    if (error instanceof errors/* ApiError */.hD) {
        return (kind === 'idempotent' ? TRANSIENT_STATUSES : NOT_ACCEPTED_STATUSES).has(error.status);
    }
    if (error instanceof errors/* NetworkError */.Dr)
        return kind === 'idempotent' || !error.requestSent;
    return false;
}
/** Exponential backoff with jitter; the server's Retry-After wins when it sent one. */
function retryDelayMs(policy, failedAttempt, error, random) {
    if (error instanceof errors/* ApiError */.hD && error.retryAfterMs !== undefined) {
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

;// CONCATENATED MODULE: ./src/api/http.ts









/** How often, in bytes uploaded, the chunks already sent are given back. */
const RELEASE_EVERY_BYTES = 4 * 1024 * 1024;
/** An API record is a few kilobytes; a list of instances with their environments, more. */
const DEFAULT_MAX_ANSWER_BYTES = 8 * 1024 * 1024;
/** Enough of an error answer for its message; the rest of a long proxy page is not needed. */
const MAX_ERROR_BODY_BYTES = 64 * 1024;
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
 * Sends one request, once, and answers its parsed JSON body. Error statuses become ApiError,
 * connection failures NetworkError, and unusable success bodies UnexpectedResponseError.
 */
async function send(settings, call) {
    const url = new URL(settings.baseUrl + call.path);
    for (const [name, value] of Object.entries(call.query ?? {})) {
        if (value !== undefined)
            url.searchParams.set(name, value);
    }
    const operation = operationOf(call);
    const headers = {
        authorization: `Bearer ${settings.apiKey}`,
        accept: 'application/json',
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
    else if (call.fields) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = urlEncoded(call.fields);
    }
    const signals = [call.signal, upload?.stalled, deadline.signal].filter((s) => s !== undefined);
    try {
        const response = await exchange(settings, url, call.method, headers, body, signals);
        answered = true;
        const status = response.statusCode ?? 0;
        const failed = status >= 400;
        const limit = failed
            ? MAX_ERROR_BODY_BYTES
            : (settings.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES);
        const read = await readBody(response, limit);
        if (read.tooLarge && !failed) {
            throw new errors/* UnexpectedResponseError */.dk(operation, `${status} with a body larger than ${describeBytes(limit)}`);
        }
        const text = (0,secrets/* redact */.E)(read.text, [settings.apiKey]);
        const header = (name) => {
            const value = response.headers[name];
            return Array.isArray(value) ? value[0] : value;
        };
        if (failed) {
            throw (0,errors/* apiErrorFromBody */.FN)(status, operation, text, header('content-type'), parseRetryAfter(header('retry-after'), settings.now()));
        }
        return parseSuccessBody(operation, status, text);
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
        if (body instanceof external_node_stream_.Transform) {
            (0,external_node_stream_.pipeline)(body, request, (error) => {
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
function parseSuccessBody(operation, status, text) {
    if (text.trim() === '')
        throw new errors/* UnexpectedResponseError */.dk(operation, `${status} with an empty body`);
    try {
        return JSON.parse(text);
    }
    catch {
        throw new errors/* UnexpectedResponseError */.dk(operation, `${status} with a body that is not JSON`);
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
    const stream = new external_node_stream_.Transform({
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
        if (Math.floor(sent / RELEASE_EVERY_BYTES) >
            Math.floor((sent - chunk.length) / RELEASE_EVERY_BYTES)) {
            (0,memory.releaseGarbage)();
        }
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

;// CONCATENATED MODULE: ./src/api/shape.ts

const integer = { test: Number.isInteger, expected: 'an integer' };
const shape_text = { test: (v) => typeof v === 'string', expected: 'a string' };
const list = { test: Array.isArray, expected: 'a list' };
const textList = {
    test: (v) => Array.isArray(v) && v.every((item) => typeof item === 'string'),
    expected: 'a list of strings',
};
const optionalTextOrNull = {
    test: (v) => v === undefined || v === null || typeof v === 'string',
    expected: 'a string or null',
};
function fail(operation, problem) {
    throw new errors/* UnexpectedResponseError */.dk(operation, `with ${problem}`);
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
            fail(operation, `${what} whose '${field}' is ${describe(record[field])}, not ${rule.expected}`);
        }
    }
    return record;
}
function expectEnvironment(value, operation) {
    return expectFields(value, operation, 'an environment', {
        environment_name: shape_text,
        auto_deploy_branch_patterns: textList,
        auto_deploy_tag_patterns: textList,
        branch_name: optionalTextOrNull,
        app_domain: optionalTextOrNull,
    });
}
function expectInstance(value, operation) {
    return expectFields(value, operation, 'an instance', {
        id: integer,
        environments: list,
    });
}
function expectDeploymentStatus(value, operation) {
    return expectFields(value, operation, 'a deployment', {
        id: integer,
        status: shape_text,
    });
}
function expectWorker(value, operation) {
    return expectFields(value, operation, 'a worker', {
        id: integer,
        status: shape_text,
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

;// CONCATENATED MODULE: ./src/api/client.ts









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
    constructor(message, cause, where) {
        super(message, { cause });
        this.name = 'UncertainOutcomeError';
        this.instanceId = String(where.instanceId);
        this.environment = where.environment;
        this.cancelled = where.cancelled ?? false;
    }
}
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
        this.clock = options.clock ?? clock/* systemClock */.m;
        this.random = options.random ?? Math.random;
        this.logger = options.logger ?? logger/* silentLogger */.q;
        this.policy = { ...defaultRetryPolicy, ...options.retryPolicy };
        const baseUrl = options.baseUrl.replace(/\/+$/, '');
        this.settings = {
            baseUrl,
            apiKey: options.apiKey,
            userAgent: `amezmo-deploy/${VERSION}`,
            transport: options.transport ?? createTransport(new URL(baseUrl).protocol, options.proxyEnv),
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
        return (await this.call(call, 'idempotent', expectRecord));
    }
    async listRegions(options) {
        const call = { method: 'GET', path: '/regions', ...options };
        const regions = await this.call(call, 'idempotent', (body, operation) => expectArray(body, operation, expectRecord));
        return regions;
    }
    async listInstanceTypes(options) {
        const call = { method: 'GET', path: '/instance-types', ...options };
        const types = await this.call(call, 'idempotent', (body, operation) => expectArray(body, operation, expectRecord));
        return types;
    }
    async listInstances(filter = {}, options) {
        const call = {
            method: 'GET',
            path: '/instances',
            query: { instance_type: filter.instanceType },
            ...options,
        };
        return this.call(call, 'idempotent', (body, operation) => expectArray(body, operation, expectInstance));
    }
    async getInstance(instanceId, options) {
        const call = { method: 'GET', path: instancePath(instanceId), ...options };
        return this.call(call, 'idempotent', expectInstance);
    }
    async createInstance(params, options) {
        const call = {
            method: 'POST',
            path: '/instances',
            fields: formFields({ ...params }),
            ...options,
        };
        return this.call(call, 'create', expectInstance);
    }
    async terminateInstance(instanceId, options) {
        const call = { method: 'DELETE', path: instancePath(instanceId), ...options };
        return this.call(call, 'create', expectInstance);
    }
    async listEnvironments(instanceId, options) {
        const call = {
            method: 'GET',
            path: `${instancePath(instanceId)}/environments`,
            ...options,
        };
        return this.call(call, 'idempotent', (body, operation) => expectArray(body, operation, expectEnvironment));
    }
    async getEnvironment(instanceId, name, options) {
        const call = { method: 'GET', path: environmentPath(instanceId, name), ...options };
        return this.call(call, 'idempotent', expectEnvironment);
    }
    async updateEnvironment(instanceId, name, changes, options) {
        const call = {
            method: 'PATCH',
            path: environmentPath(instanceId, name),
            fields: formFields({ ...changes }),
            ...options,
        };
        return this.call(call, 'idempotent', expectEnvironment);
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
            fields: formFields({ ...fields }),
            file: { field: 'archive', path: archivePath },
            ...options,
        };
        try {
            // Awaited here, so that a lost upload is caught below.
            return await this.call(call, 'create', expectDeploymentStatus);
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
                cancelled: error instanceof errors/* AbortedAfterSendError */.E6,
            });
        }
    }
    async getDeployment(instanceId, deploymentId, options) {
        const call = {
            method: 'GET',
            path: `${instancePath(instanceId)}/deployments/${deploymentId}`,
            ...options,
        };
        return this.call(call, 'idempotent', expectDeploymentStatus);
    }
    async cancelDeployment(instanceId, deploymentId, options) {
        const call = {
            method: 'POST',
            path: `${instancePath(instanceId)}/deployments/${deploymentId}/cancel`,
            ...options,
        };
        return this.call(call, 'idempotent', expectDeploymentStatus);
    }
    async getWorker(instanceId, workerId, options) {
        const call = { method: 'GET', path: workerPath(instanceId, workerId), ...options };
        return this.call(call, 'idempotent', expectWorker);
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
        return this.call(call, 'idempotent', expectWorker);
    }
    /** Sends `call` under the retry policy of `kind`, and checks the answer's shape with `expect`. */
    async call(call, kind, expect) {
        return expect(await this.send(call, kind), operationOf(call));
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
                return await send(retrying ? { ...settings, earlyAnswerHoldMs: EARLY_ANSWER_HOLD_MS } : settings, call);
            }
            catch (error) {
                if (attempt >= maxAttempts || !isRetryable(kind, error))
                    throw error;
                const delay = retryDelayMs(this.policy, attempt, error, this.random);
                this.logger.info(`${operationOf(call)} failed: ${(0,errors/* clauseOf */.pQ)(error)}. Trying again in ` +
                    `${(delay / 1000).toFixed(1)} s (attempt ${attempt + 1} of ${maxAttempts}).`);
                await this.clock.sleep(delay, call.signal);
            }
        }
    }
}
/**
 * What went wrong, when it happened once the whole archive was out: a lost connection or an
 * answer past its deadline, a success answer that cannot be read (which only comes once the
 * request was read), or the run being cancelled. Undefined for anything else.
 */
function whatWentWrongAfterSending(error) {
    if (error instanceof errors/* NetworkError */.Dr)
        return error.requestSent ? error.message : undefined;
    if (error instanceof errors/* UnexpectedResponseError */.dk)
        return error.problem;
    if (error instanceof errors/* AbortedAfterSendError */.E6)
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
    constructor(operation, problem) {
        const what = `Amezmo API: ${operation} answered ${problem}`;
        super(`${what}. Try again; if it persists, contact Amezmo support.`);
        this.name = 'UnexpectedResponseError';
        this.operation = operation;
        this.problem = what;
    }
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

/***/ 6526:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  gg: () => (/* binding */ deploy)
});

// UNUSED EXPORTS: DeploymentFailedError, archiveTime, buildArchive, environmentUrl, follow, progressLogger

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/api/client.ts + 6 modules
var api_client = __nccwpck_require__(2783);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __nccwpck_require__(3249);
// EXTERNAL MODULE: ./src/format.ts
var format = __nccwpck_require__(6264);
;// CONCATENATED MODULE: ./src/github/deployments.ts

/**
 * A deployment on the repository's Environments page, mirroring the Amezmo one. It never fails
 * the run: without the permission, or when GitHub is unreachable, it warns and steps aside.
 */
class GitHubDeployment {
    api;
    options;
    id;
    constructor(api, options, id) {
        this.api = api;
        this.options = options;
        this.id = id;
    }
    /** Creates the deployment, or answers undefined after a warning saying why it could not. */
    static async create(options) {
        try {
            // Octokit is loaded only for runs that ask for GitHub deployments.
            const { getOctokit } = await __nccwpck_require__.e(/* import() */ 413).then(__nccwpck_require__.bind(__nccwpck_require__, 2413));
            const octokit = getOctokit(options.token, { baseUrl: options.apiUrl });
            const api = octokit.rest.repos;
            const response = await api.createDeployment({
                owner: options.owner,
                repo: options.repo,
                ref: options.ref,
                environment: options.environment,
                description: `Amezmo deployment to ${options.environment}`,
                auto_merge: false,
                required_contexts: [],
                production_environment: !options.transient && options.environment === 'production',
                transient_environment: options.transient === true,
            });
            const id = response.data.id;
            if (typeof id !== 'number') {
                throw new Error(`GitHub answered ${response.status} without a deployment id`);
            }
            options.logger.info(`Created GitHub deployment ${id} for ${options.environment}.`);
            return new GitHubDeployment(api, options, id);
        }
        catch (error) {
            options.logger.warning(explain('create a GitHub deployment', error));
            return undefined;
        }
    }
    async setStatus(state, description) {
        const { owner, repo, environmentUrl, logUrl, logger } = this.options;
        try {
            await this.api.createDeploymentStatus({
                owner,
                repo,
                deployment_id: this.id,
                state,
                description: description.slice(0, 140),
                ...(environmentUrl ? { environment_url: environmentUrl } : {}),
                ...(logUrl ? { log_url: logUrl } : {}),
                // A successful deployment retires the earlier ones of the same environment.
                auto_inactive: true,
            });
        }
        catch (error) {
            logger.warning(explain(`set GitHub deployment ${this.id} to ${state}`, error));
        }
    }
}
/**
 * Marks every deployment of `environment` inactive, as when the environment is gone; answers how
 * many. Like the rest, it warns instead of failing the run.
 */
async function retireDeployments(options) {
    const { owner, repo, environment, logger } = options;
    try {
        const { getOctokit } = await __nccwpck_require__.e(/* import() */ 413).then(__nccwpck_require__.bind(__nccwpck_require__, 2413));
        const api = getOctokit(options.token, { baseUrl: options.apiUrl }).rest
            .repos;
        const { data } = await api.listDeployments({ owner, repo, environment, per_page: 100 });
        const ids = (Array.isArray(data) ? data : [])
            .map((deployment) => deployment.id)
            .filter((id) => typeof id === 'number');
        for (const id of ids) {
            await api.createDeploymentStatus({
                owner,
                repo,
                deployment_id: id,
                state: 'inactive',
                description: options.description.slice(0, 140),
                ...(options.logUrl ? { log_url: options.logUrl } : {}),
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
function explain(what, error) {
    const status = error.status;
    if (status === 403 || status === 404) {
        return (`Could not ${what}: the token may not write deployments (GitHub answered ${status}). ` +
            'Give the job "permissions: deployments: write"; the Amezmo deployment goes on without it.');
    }
    return `Could not ${what}: ${(0,errors/* clauseOf */.pQ)(error)}. The Amezmo deployment goes on without it.`;
}

;// CONCATENATED MODULE: external "node:vm"
const external_node_vm_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:vm");
;// CONCATENATED MODULE: ./src/deploy/patterns.ts

class PatternError extends Error {
    kind;
    constructor(kind, message) {
        super(message);
        this.kind = kind;
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
    /** The bytes of `\Q…\E` (the `\Q` already read), up to `\E` or the end. */
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
                return { source: flags.m ? '(?<![^\\n])' : '^', length: 0, quantifiable: false };
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
                    ? 'a backreference (?P=…)'
                    : 'recursion or a subroutine call such as (?R), (?1) or (?&name)');
            }
            else if (rest.startsWith('(')) {
                throw unsupported('a conditional group (?(…)…)');
            }
            else if (rest.startsWith('C')) {
                throw unsupported('a callout (?C…)');
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
                    throw invalid('\\N{…}, which PCRE2 supports only in UTF mode');
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
                    return this.codePoint(parseInt(braced[1] ?? '', 16), '\\x{…}');
                }
                if (this.peek() === '{')
                    throw invalid('a malformed \\x{…}');
                const digits = /^[0-9a-fA-F]{0,2}/.exec(this.text.slice(this.at))?.[0] ?? '';
                this.at += digits.length;
                return byte(digits ? parseInt(digits, 16) : 0);
            }
            case 'o': {
                const braced = /^\{([0-7]+)\}/.exec(this.text.slice(this.at));
                if (!braced)
                    throw invalid('a malformed \\o{…}');
                this.at += braced[0].length;
                return this.codePoint(parseInt(braced[1] ?? '', 8), '\\o{…}');
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
                    throw unsupported('a subroutine call \\g<…>');
                }
                throw unsupported(`a backreference \\${char}…`);
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
    sandbox ??= (0,external_node_vm_namespaceObject.createContext)({});
    test ??= new external_node_vm_namespaceObject.Script('regex.test(subject)');
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

;// CONCATENATED MODULE: ./src/deploy/decide.ts

const MATCH_TIMEOUT_MS = 150;
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
    const { matchTimeoutMs = MATCH_TIMEOUT_MS, totalTimeoutMs = TOTAL_MATCH_TIMEOUT_MS, minTimeoutMs = MIN_MATCH_TIMEOUT_MS, signal, } = options;
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
        const started = performance.now();
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
            spent += performance.now() - started;
            continue;
        }
        spent += performance.now() - started;
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
    const doubleDeployWarning = rules.auto_deploy_enabled === 1 && rules.repo_owner && rules.repo_name
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
    return decision(false, `${reason}. Add a pattern in the Amezmo dashboard, or set force: true to deploy anyway.`);
}

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
class InvalidRefError extends Error {
    constructor(ref, eventName) {
        super(`The ${eventName || 'run'} event names the ${ref.kind} '${ref.name}', which is not a name ` +
            'git allows (control characters, spaces and ~^:?*[\\ cannot be in a ref); nothing was deployed.');
        this.name = 'InvalidRefError';
    }
}
function describeRef(ref) {
    return `${ref.kind} '${ref.name}'`;
}
/** Which branch or tag this run deploys, from the event that started it. */
function resolveRef(context) {
    const resolution = refOfEvent(context);
    if (resolution.ref && !isGitRefName(resolution.ref.name)) {
        throw new InvalidRefError(resolution.ref, context.eventName);
    }
    return resolution;
}
function refOfEvent(context) {
    const { eventName, payload } = context;
    switch (eventName) {
        case 'push': {
            const ref = parseRef(typeof payload.ref === 'string' ? payload.ref : context.ref);
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
            const ref = parseRef(context.ref);
            if (!ref)
                return { skip: `the ref '${context.ref || '(none)'}' is neither a branch nor a tag` };
            return { ref };
        }
    }
}
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
/** Who gets recorded as the pusher: the input, else the event's e-mails, else the actor's no-reply address. */
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
    const login = /^[A-Za-z0-9-]{1,39}(\[bot\])?$/.test(context.actor)
        ? context.actor
        : 'github-actions';
    return context.actorId
        ? `${context.actorId}+${login}@users.noreply.github.com`
        : `${login}@users.noreply.github.com`;
}
/** `owner/name` split in two; undefined when the repository is not known. */
function splitRepository(repository) {
    const [owner, name, ...rest] = repository.split('/');
    if (!owner || !name || rest.length > 0)
        return undefined;
    return { owner, name };
}

;// CONCATENATED MODULE: ./src/api/statuses.ts
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

;// CONCATENATED MODULE: ./src/deploy/wait.ts


const FIRST_POLL_MS = 2_000;
const LAST_POLL_MS = 10_000;
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
        error instanceof UnreadableStatusError) {
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
            return readableStatus(record.status);
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
        return id === deploymentId ? readableStatus(status) : 'pending';
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
            if (!isInProgress(status))
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
/** A status as read; an empty or missing one cannot say whether the deployment ended. */
function readableStatus(status) {
    if (typeof status !== 'string' || status.trim() === '') {
        throw new UnreadableStatusError(`the status endpoint answered without a status (${JSON.stringify(status) ?? 'nothing'})`);
    }
    return status;
}
/** `HH:MM:SS UTC`, the form a job log's own timestamps can be compared with. */
function timeOfDay(ms) {
    return `${new Date(ms).toISOString().slice(11, 19)} UTC`;
}
/** A message without its closing full stop, to be set inside a sentence. */
function withoutFinalStop(message) {
    return message.replace(/\.$/, '');
}

;// CONCATENATED MODULE: ./src/deploy/workers.ts

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

;// CONCATENATED MODULE: ./src/deploy/flow.ts











/** How often upload progress is logged, at most. */
const PROGRESS_EVERY_MS = 5_000;
class DeploymentFailedError extends Error {
    constructor(message) {
        super(message);
        this.name = 'DeploymentFailedError';
    }
}
/** Decides, builds, uploads, waits and restarts, recording each step in `report`. */
async function deploy(options, context, deps, report) {
    const { client, logger, group, signal } = deps;
    report.environment = options.environment;
    report.instance = options.instance;
    report.dryRun = options.dryRun;
    report.runUrl = context.runUrl;
    const resolution = resolveRef(context);
    report.ref = resolution.ref;
    if (resolution.ref) {
        logger.info(`Ref: ${resolution.ref.kind} '${resolution.ref.name}' (${context.eventName} event)`);
    }
    if (resolution.skip !== undefined) {
        skip(report, logger, 'Nothing to deploy', `${resolution.skip}.`);
        return;
    }
    const ref = resolution.ref;
    const environment = await group(`Fetch environment '${options.environment}'`, async () => {
        const record = await readEnvironment(deps, options.instance, options.environment);
        logger.info(`Environment '${record.environment_name}' of instance ${options.instance}`);
        logger.info(`Branch patterns: ${JSON.stringify(record.auto_deploy_branch_patterns)}`);
        logger.info(`Tag patterns: ${JSON.stringify(record.auto_deploy_tag_patterns)}`);
        logger.info(`Deploy branch: ${record.branch_name ?? '(none)'}`);
        return record;
    });
    report.environmentUrl = environmentUrl(environment);
    if (report.environmentUrl)
        logger.info(`Environment URL: ${report.environmentUrl}`);
    const decision = await decide(ref, environment, options.force, { signal });
    for (const { pattern, problem, kind } of decision.invalidPatterns) {
        const lead = `The auto-deploy pattern '${pattern}' of environment '${options.environment}'`;
        logger.warning(kind === 'invalid'
            ? `${lead} is not a valid PCRE regular expression (${problem}), so Amezmo cannot use it ` +
                'either; it was skipped. Fix it in the Amezmo dashboard.'
            : kind === 'unsupported'
                ? `${lead} uses ${problem}, which this action cannot match exactly as PHP does; it was ` +
                    'skipped. Rewrite it without that construct in the Amezmo dashboard, or set force: true.'
                : `${lead} was given up (${problem}) and counted as no match, as PHP counts a pattern ` +
                    'that reaches its backtrack limit. Rewrite it without nested repetition such as (a+)+.');
    }
    report.decisionReason = decision.reason;
    report.matchedPattern = decision.matchedPattern;
    if (!decision.deploy) {
        skip(report, logger, 'Skipped', decision.reason);
        return;
    }
    logger.info(`Deploying: ${decision.reason}.`);
    if (decision.doubleDeployWarning)
        logger.warning(decision.doubleDeployWarning);
    const head = await deps.gitHead(options.path);
    report.commit = head?.sha ?? context.sha;
    if (context.repositoryUrl && /^[0-9a-f]{40,64}$/.test(report.commit)) {
        report.commitUrl = `${context.repositoryUrl}/commit/${report.commit}`;
    }
    const repository = splitRepository(context.repository);
    const workDir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(context.tempDir, 'amezmo-deploy-'));
    const given = options.archive;
    let archive;
    try {
        archive = given
            ? await group('Read the archive given', () => readGivenArchive(given, deps))
            : await group('Build the archive', () => buildArchive(options, workDir, context.tempDir, deps, report, archiveTime(options, head?.time, deps.logger)));
    }
    catch (error) {
        await (0,promises_.rm)(workDir, { recursive: true, force: true });
        throw error;
    }
    report.archive = archive;
    if (options.dryRun) {
        await (0,promises_.rm)(workDir, { recursive: true, force: true });
        logger.notice(`Dry run: ${ref.kind} '${ref.name}' would deploy to '${options.environment}' ` +
            `(${archive.files === undefined ? '' : `${archive.files} entries, `}` +
            `${(0,format/* formatBytes */.z)(archive.size)}); nothing was uploaded.`);
        return;
    }
    const github = options.githubDeployment && repository
        ? {
            token: options.githubToken,
            apiUrl: context.apiUrl,
            owner: repository.owner,
            repo: repository.name,
            ref: report.commit,
            environment: options.environment,
            environmentUrl: report.environmentUrl,
            logUrl: context.runUrl,
            logger,
        }
        : undefined;
    const { succeeded } = await mirrorOnGitHub(github, deps, async () => {
        let created;
        try {
            created = await group('Upload', () => client.createDeployment(options.instance, {
                environment: options.environment,
                archivePath: archive.path,
                ...(repository ? { repo_owner: repository.owner, repo_name: repository.name } : {}),
                ...(ref.kind === 'tag' ? { tag: ref.name } : { branch: ref.name }),
                commit: report.commit,
                pusher: resolvePusher(context, options.pusher),
            }, { signal, onProgress: progressLogger(deps) }));
        }
        catch (error) {
            if (error instanceof api_client/* UncertainOutcomeError */.u)
                throw await withLikelyDeployment(error, deps, report);
            throw error;
        }
        finally {
            await (0,promises_.rm)(workDir, { recursive: true, force: true });
        }
        report.deploymentId = created.id;
        report.deploymentStatus = created.status;
        logger.info(`Created deployment ${created.id} (${created.status}).`);
        if (!options.wait)
            return { deploymentId: created.id, succeeded: false };
        await group(`Wait for deployment ${created.id}`, () => follow(options, deps, created.id, report));
        return { deploymentId: created.id, succeeded: true };
    });
    if (options.workers.length === 0)
        return;
    if (!succeeded) {
        logger.warning("Restarting workers right after creating the deployment, because 'wait' is false: " +
            'the deployment may not be finished yet.');
    }
    await group('Restart workers', () => restart(options, deps, report));
}
/**
 * The GitHub deployment's whole life, mirroring the Amezmo one that `work` makes: created and
 * `in_progress` before it, `success` once `work` answers that it followed the deployment to
 * success, `failure` when it fails, `inactive` when the run is cancelled. With `wait: false` it
 * stays `in_progress`, since the outcome is not followed.
 */
async function mirrorOnGitHub(options, { signal }, work) {
    const github = options ? await GitHubDeployment.create(options) : undefined;
    await github?.setStatus('in_progress', `Uploading to Amezmo ${options?.environment}`);
    let outcome;
    try {
        outcome = await work();
    }
    catch (error) {
        await github?.setStatus(signal.aborted ? 'inactive' : 'failure', (0,errors/* messageOf */.bD)(error));
        throw error;
    }
    if (outcome.succeeded) {
        await github?.setStatus('success', `Amezmo deployment ${outcome.deploymentId} succeeded`);
    }
    return outcome;
}
/**
 * After an upload whose answer was lost, the deployment may exist. The API has no list of
 * deployments, but the environment shows its current one: when that is of this commit and ref,
 * and no older than this run, it is named, so that nobody deploys again blindly.
 */
async function withLikelyDeployment(error, { client }, report) {
    try {
        // The run's signal may be aborted already: the look-up gets a few seconds of its own.
        const environment = await client.getEnvironment(error.instanceId, error.environment, {
            signal: AbortSignal.timeout(5_000),
            maxAttempts: 1,
        });
        const current = environment.current_deployment;
        const ours = current &&
            current.commit !== '' &&
            report.commit.startsWith(current.commit) &&
            (current.branch === report.ref?.name || current.tag === report.ref?.name) &&
            Date.parse(current.created_at) >= report.startedAt - 60_000;
        if (ours) {
            report.deploymentId = current.id;
            report.deploymentStatus = current.status;
            return new api_client/* UncertainOutcomeError */.u(`${error.message} Environment '${error.environment}' now shows deployment ${current.id} ` +
                `(${current.status}) of this commit: it is most likely this run's.`, error.cause, error);
        }
    }
    catch {
        // The look-up is a courtesy: the error already says where to check.
    }
    return error;
}
/**
 * Follows the deployment to its end, recording each status; cancels it on a timeout or a
 * cancelled run if asked to. Shared by the deploy and preview actions.
 */
async function follow(options, deps, deploymentId, report) {
    let final;
    try {
        final = await followDeployment({
            client: deps.client,
            instanceId: options.instance,
            environment: options.environment,
            deploymentId,
            timeoutMs: options.waitTimeoutSeconds * 1000,
            clock: deps.clock,
            logger: deps.logger,
            signal: deps.signal,
            onStatus: (status) => (report.deploymentStatus = status),
        });
    }
    catch (error) {
        if (options.cancelOnAbort && (error instanceof WaitTimeoutError || deps.signal.aborted)) {
            await cancel(deps, options.instance, deploymentId, report);
        }
        throw error;
    }
    if (!isSucceeded(final)) {
        throw new DeploymentFailedError(`Deployment ${deploymentId} ended with status '${final}'. ` +
            "Its log is in the Amezmo dashboard, under the environment's deployments.");
    }
}
/**
 * The environment's record. When the service does not know the environment, the error lists the
 * ones the instance has, since a wrong name (`Production`) is the usual cause.
 */
async function readEnvironment({ client, signal }, instance, name) {
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
/** Records a skip and says why in a notice; `lead` opens the notice only, not the output. */
function skip(report, logger, lead, reason) {
    report.skipped = true;
    report.skipReason = reason;
    logger.notice(`${lead}: ${reason}`);
}
// A host name of letters, digits, dots and dashes: the service's answer is not trusted to be one.
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
/** `https://` and the environment's app domain, when the answer holds a host name; else ''. */
function environmentUrl(environment) {
    return environment.app_domain && HOST_NAME.test(environment.app_domain)
        ? `https://${environment.app_domain.toLowerCase()}`
        : '';
}
/**
 * The one time every entry of the archive gets, so that the same tree gives the same bytes and
 * the same archive-sha256 whatever the files' times on disk (a fresh checkout sets them all to
 * the moment of the checkout): SOURCE_DATE_EPOCH when it is set, else the commit's time. Outside
 * a git checkout, without SOURCE_DATE_EPOCH, each file keeps its own time.
 */
function archiveTime(options, commitTime, logger) {
    const seconds = options.sourceDateEpoch ?? commitTime;
    if (seconds === undefined) {
        logger.info('File times: as on disk (no SOURCE_DATE_EPOCH, and no git commit at path).');
        return undefined;
    }
    const source = options.sourceDateEpoch !== undefined ? 'SOURCE_DATE_EPOCH' : "the commit's time";
    logger.info(`File times: all set to ${new Date(seconds * 1000).toISOString()} (${source}).`);
    return seconds * 1000;
}
async function readGivenArchive(given, { logger, signal }) {
    const { sha256Of, zipEntryCount } = await __nccwpck_require__.e(/* import() */ 55).then(__nccwpck_require__.bind(__nccwpck_require__, 1055));
    if (given.ignored.length > 0) {
        logger.notice(`An archive was given, so ${given.ignored.map((name) => `'${name}'`).join(' and ')} ` +
            `${given.ignored.length > 1 ? 'were' : 'was'} ignored: it is deployed as it is.`);
    }
    const sha256 = await sha256Of(given.path, signal);
    const files = given.format === 'zip' ? await zipEntryCount(given.path, given.size) : undefined;
    logger.info(`Archive given: ${given.path}, a ${given.format} of ${(0,format/* formatBytes */.z)(given.size)}` +
        `${files === undefined ? '' : `, ${files} entries`}, sha256 ${sha256}`);
    return { path: given.path, size: given.size, sha256, files };
}
/**
 * Lists, explains and writes the archive: the notices about what was left out or ships, the
 * manifest, then the zip. Shared by the deploy and preview actions.
 */
async function buildArchive(options, workDir, tempDir, { logger, signal }, report, mtime) {
    // Loaded here, so that a run that skips never pays for the archive code.
    const [{ listFiles }, { writeArchive }, { manifestParts, manifestLine, manifestName }, { largestFolders }, { capYoungGeneration },] = await Promise.all([
        Promise.all(/* import() */[__nccwpck_require__.e(298), __nccwpck_require__.e(804)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2804)),
        Promise.all(/* import() */[__nccwpck_require__.e(298), __nccwpck_require__.e(976)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4976)),
        __nccwpck_require__.e(/* import() */ 365).then(__nccwpck_require__.bind(__nccwpck_require__, 9365)),
        Promise.all(/* import() */[__nccwpck_require__.e(298), __nccwpck_require__.e(709)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3709)),
        Promise.resolve(/* import() */).then(__nccwpck_require__.bind(__nccwpck_require__, 9328)),
    ]);
    capYoungGeneration();
    const list = listFiles(options.path, options.exclude, { ignoreFile: options.ignoreFile });
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
            `If they should not ship, leave them out with the 'exclude' input or a line in ${options.ignoreFile}, ` +
            "e.g. '.env.*' then '!.env.example'.");
    }
    for (const pattern of list.unusedPatterns) {
        logger.notice(`The exclusion rule '${manifestName(pattern)}' matched nothing below '${options.path}': ` +
            'check its spelling (rules are read as in a .gitignore, relative to path).');
    }
    if (list.leftOutSpecial.length > 0) {
        logger.warning(`Left out what a zip cannot hold (sockets, pipes, devices): ${list.leftOutSpecial.join(', ')}.`);
    }
    if (list.entries.some((entry) => entry.name === '.amezmo/after.pull')) {
        logger.notice('The archive has a .amezmo/after.pull hook, which Amezmo does not run for deployments made ' +
            'through the API: move its steps to .amezmo/after.extract.');
    }
    // The listing is written before the checks below, so that a workflow can see what a failed
    // run would have shipped; it stays after the run, for an upload-artifact step.
    const manifestDir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(tempDir, 'amezmo-manifest-'));
    report.manifestPath = (0,external_node_path_.join)(manifestDir, 'archive-manifest.txt');
    await (0,promises_.writeFile)(report.manifestPath, manifestParts(list.entries));
    logger.info(`Manifest of the archive's ${list.entries.length} entries: ${report.manifestPath}`);
    if (options.logEntries)
        for (const entry of list.entries)
            logger.info(manifestLine(entry));
    report.largestFolders = largestFolders(list.entries);
    if (!list.entries.some((entry) => entry.kind !== 'directory')) {
        throw new Error(`Nothing to deploy: every file below '${options.path}' was left out by 'exclude' or ${options.ignoreFile}.`);
    }
    const destination = options.keepArchive
        ? (0,external_node_path_.join)(await (0,promises_.mkdtemp)((0,external_node_path_.join)(tempDir, 'amezmo-archive-')), 'app.zip')
        : (0,external_node_path_.join)(workDir, 'app.zip');
    const archive = await writeArchive(list, destination, {
        level: options.compressionLevel,
        signal,
        mtime,
    });
    if (options.keepArchive) {
        report.keptArchivePath = archive.path;
        logger.info(`The archive is kept at ${archive.path}.`);
    }
    logger.info(`Archive: ${archive.files} entries, ${(0,format/* formatBytes */.z)(archive.size)} ` +
        `(${(0,format/* formatBytes */.z)(list.totalBytes)} before compression), sha256 ${archive.sha256}`);
    return archive;
}
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
async function cancel({ client, logger }, instanceId, deploymentId, report) {
    try {
        // The run's own signal may be aborted already; the cancel gets a few seconds of its own.
        const cancelled = await client.cancelDeployment(instanceId, deploymentId, {
            signal: AbortSignal.timeout(5_000),
        });
        report.deploymentStatus = cancelled.status;
        logger.warning(`Cancelled deployment ${deploymentId} (${cancelled.status}).`);
    }
    catch (error) {
        logger.warning(`Could not cancel deployment ${deploymentId}: ${(0,errors/* messageOf */.bD)(error)}`);
    }
}
async function restart(options, deps, report) {
    const result = await restartWorkers(deps.client, options.instance, options.workers, deps.logger, deps.signal);
    report.restartedWorkers = [...result.restarted];
    report.failedWorkers = result.failed.map((failure) => failure.id);
    if (result.failed.length > 0) {
        const details = result.failed.map(({ id, message }) => `${id} (${message})`).join('; ');
        throw new Error(`Could not restart worker${result.failed.length > 1 ? 's' : ''} ${details}. The deployment ` +
            "succeeded. Check the ids in 'workers': the Amezmo dashboard lists the instance's workers.");
    }
}


/***/ }),

/***/ 5505:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   QW: () => (/* binding */ summaryHtml),
/* harmony export */   Yz: () => (/* binding */ outputsOf),
/* harmony export */   bQ: () => (/* binding */ newReport),
/* harmony export */   xz: () => (/* binding */ summaryRows)
/* harmony export */ });
/* unused harmony export escapeHtml */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6264);

function newReport(startedAt) {
    return {
        environment: '',
        instance: '',
        ref: undefined,
        commit: '',
        skipped: false,
        skipReason: '',
        decisionReason: '',
        matchedPattern: '',
        environmentUrl: '',
        archive: undefined,
        manifestPath: '',
        keptArchivePath: '',
        largestFolders: [],
        dryRun: false,
        deploymentId: undefined,
        deploymentStatus: '',
        restartedWorkers: [],
        failedWorkers: [],
        commitUrl: '',
        runUrl: '',
        startedAt,
        endedAt: undefined,
        error: undefined,
    };
}
/** Every output of action.yml, set on every run. */
function outputsOf(report) {
    return {
        skipped: String(report.skipped),
        'skip-reason': report.skipReason,
        'matched-pattern': report.matchedPattern,
        'deployment-id': report.deploymentId === undefined ? '' : String(report.deploymentId),
        'deployment-status': report.deploymentStatus,
        'environment-url': report.environmentUrl,
        'archive-size': report.archive ? String(report.archive.size) : '',
        'archive-files': report.archive?.files === undefined ? '' : String(report.archive.files),
        'archive-sha256': report.archive?.sha256 ?? '',
        'archive-manifest': report.manifestPath,
        'archive-path': report.keptArchivePath,
        'restarted-workers': JSON.stringify(report.restartedWorkers.map(Number)),
    };
}
function outcome(report) {
    if (report.error)
        return `❌ Failed: ${report.error}`;
    if (report.skipped)
        return `⏭️ Skipped: ${report.skipReason}`;
    if (report.dryRun)
        return '🧪 Dry run: nothing was uploaded';
    if (report.deploymentStatus.toLowerCase() === 'succeeded')
        return '✅ Deployed';
    return `🚀 Created (${report.deploymentStatus || 'pending'})`;
}
/**
 * The job summary's rows, one fact each: what a user checks after a deploy. A skip's reason is
 * the outcome, so it is not repeated as the decision.
 */
function summaryRows(report) {
    const rows = [
        ['Outcome', { text: outcome(report) }],
        [
            'Environment',
            report.environment
                ? { text: `${report.environment} (instance ${report.instance})` }
                : undefined,
        ],
        [
            'URL',
            report.environmentUrl
                ? { text: report.environmentUrl, href: report.environmentUrl }
                : undefined,
        ],
        ['Ref', report.ref ? { text: `${report.ref.kind} ${report.ref.name}` } : undefined],
        [
            'Commit',
            report.commit
                ? {
                    text: report.commit.slice(0, 12),
                    ...(report.commitUrl ? { href: report.commitUrl } : {}),
                }
                : undefined,
        ],
        [
            'Decision',
            report.skipped || !report.decisionReason ? undefined : { text: report.decisionReason },
        ],
        ['Matched pattern', report.matchedPattern ? { text: report.matchedPattern } : undefined],
        [
            'Archive',
            report.archive
                ? {
                    text: `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z)(report.archive.size)}, ` +
                        (report.archive.files === undefined ? '' : `${report.archive.files} entries, `) +
                        `sha256 ${report.archive.sha256}`,
                }
                : undefined,
        ],
        [
            'Largest folders',
            report.largestFolders.length > 0
                ? {
                    text: report.largestFolders
                        .map(({ folder, bytes }) => `${folder} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z)(bytes)})`)
                        .join(', '),
                }
                : undefined,
        ],
        [
            'Deployment',
            report.deploymentId === undefined
                ? undefined
                : { text: `${report.deploymentId} (${report.deploymentStatus})` },
        ],
        [
            'Workers',
            report.restartedWorkers.length + report.failedWorkers.length === 0
                ? undefined
                : {
                    text: [
                        report.restartedWorkers.length > 0
                            ? `restarted ${report.restartedWorkers.join(', ')}`
                            : '',
                        report.failedWorkers.length > 0 ? `failed ${report.failedWorkers.join(', ')}` : '',
                    ]
                        .filter((part) => part !== '')
                        .join('; '),
                },
        ],
        [
            'Duration',
            report.endedAt === undefined
                ? undefined
                : { text: `${((report.endedAt - report.startedAt) / 1000).toFixed(1)} s` },
        ],
        ['Run', report.runUrl ? { text: 'workflow run log', href: report.runUrl } : undefined],
    ];
    return rows.filter((row) => row[1] !== undefined);
}
function escapeHtml(text) {
    return text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;');
}
/**
 * The summary as HTML. `safe` makes each piece of text fit to show (the shell's guard); only
 * https links are made links, so that a hostile answer cannot link elsewhere.
 */
function summaryHtml(title, rows, safe = (text) => text) {
    const cell = ({ text, href }) => {
        const shown = escapeHtml(safe(text));
        return href && /^https:\/\/[^\s"<>]+$/.test(href)
            ? `<a href="${escapeHtml(safe(href))}">${shown}</a>`
            : shown;
    };
    const body = rows
        .map(([name, value]) => `<tr><td>${escapeHtml(name)}</td><td>${cell(value)}</td></tr>`)
        .join('');
    return `<h3>${escapeHtml(title)}</h3>\n<table><tr><th>Step</th><th>Result</th></tr>${body}</table>\n`;
}


/***/ }),

/***/ 6264:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ formatBytes)
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


/***/ }),

/***/ 9556:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ readRunContext)
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

/***/ 6999:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ safeText),
/* harmony export */   q: () => (/* binding */ silentLogger)
/* harmony export */ });
const silentLogger = {
    debug: () => { },
    info: () => { },
    warning: () => { },
    notice: () => { },
};
// Terminal escape sequences (CSI, OSC and two-character ones), which can rewrite what a log shows.
const ANSI = 
// eslint-disable-next-line no-control-regex
/\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[ -/]*[0-~]|\x9b[0-?]*[ -/]*[@-~]/g;
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
    return text
        .replace(ANSI, '')
        .replace(BIDI, '')
        .replace(CONTROL, (char) => ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
        .replace(COMMAND_START, '$1\u200b$2');
}


/***/ }),

/***/ 9328:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

// ESM COMPAT FLAG
__nccwpck_require__.r(__webpack_exports__);

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  capYoungGeneration: () => (/* binding */ capYoungGeneration),
  releaseGarbage: () => (/* binding */ releaseGarbage)
});

;// CONCATENATED MODULE: external "node:v8"
const external_node_v8_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");
;// CONCATENATED MODULE: ./src/memory.ts

/**
 * Does nothing. It made V8 collect this thread's garbage every few megabytes, through its own
 * `gc`, exposed by setting `--expose-gc` at run time; the peaks measured without it stay under
 * the 160 MB goal (docs/benchmarks.md), uploads of 300 MB included.
 *
 * @deprecated Kept only until src/api/http.ts drops its call.
 */
function releaseGarbage() { }
/**
 * Keeps the young generation at the size it starts with. While it lists and archives a large
 * tree, V8 sees much allocation that survives (the listing itself, and what each call to zlib
 * leaves for a while) and grows the young generation to tens of megabytes, which stay committed
 * until the process ends, for a gain in speed too small to measure here. V8 reads its growth
 * factor each time it would grow, so the flag takes effect even now; where it cannot be set,
 * this does nothing.
 *
 * This is the one V8 flag the action sets at run time: Node offers no other way to bound the main
 * thread's young generation (worker threads have `resourceLimits`), and without it memory passes
 * the goal of 160 MB. Peak RSS on the bench's shapes (vendor, media, opaque, tiny, large; 2 cores,
 * Node 24.21, 2026-11-24) with it: 129, 132, 137, 148, 143 MB; without: 155, 140, 194, 248,
 * 201 MB (docs/benchmarks.md).
 */
function capYoungGeneration() {
    try {
        (0,external_node_v8_namespaceObject.setFlagsFromString)('--semi-space-growth-factor=1');
    }
    catch {
        // Only memory is at stake.
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

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 6982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

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

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

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

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 99:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:sqlite");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 7830:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/web");

/***/ }),

/***/ 7997:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

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
/******/ var __webpack_exports__ = __nccwpck_require__(3800);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ var __webpack_exports__run = __webpack_exports__.e;
/******/ export { __webpack_exports__run as run };
/******/ 
