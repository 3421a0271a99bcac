export const id = 526;
export const ids = [526];
export const modules = {

/***/ 25309:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z: () => (/* binding */ AmezmoClient),
  u: () => (/* binding */ UncertainOutcomeError)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/http/retry.ts
var retry = __webpack_require__(28902);
// EXTERNAL MODULE: ./src/http/transport.ts
var transport = __webpack_require__(71517);
// EXTERNAL MODULE: ./src/http/errors.ts
var http_errors = __webpack_require__(58549);
// EXTERNAL MODULE: ./src/http/http.ts
var http = __webpack_require__(28694);
// EXTERNAL MODULE: ./src/clock.ts
var clock = __webpack_require__(99373);
// EXTERNAL MODULE: ./src/logger.ts
var logger = __webpack_require__(86999);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/api/errors.ts
var api_errors = __webpack_require__(53249);
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
var shape = __webpack_require__(71989);
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

/***/ 71989:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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
/* harmony import */ var _http_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58549);

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

/***/ 53099:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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

/***/ 36982:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q2: () => (/* binding */ DOTENV_MARKER),
/* harmony export */   Qp: () => (/* binding */ DOTENV_MARKED_UP_TO),
/* harmony export */   hp: () => (/* binding */ LEDGER_MARKER_TEXT),
/* harmony export */   pR: () => (/* binding */ LEDGER_MARKER)
/* harmony export */ });
// What amezmo-deploy writes into a project itself, marked so that the archive walk knows it and
// never ships it, whichever run deploys that folder next: a ledger folder (--ledger-dir) holds
// the file LEDGER_MARKER; a --dotenv file starts with the line DOTENV_MARKER.
/** The file that marks a ledger folder, written when the folder is first written to. */
const LEDGER_MARKER = '.amezmo-deploy-ledger';
/** What the marker file says, to whoever finds it. */
const LEDGER_MARKER_TEXT = 'amezmo-deploy keeps its ledger of releases in this folder (--ledger-dir). ' +
    'Deploys leave any folder holding this file out of the archive.\n';
/**
 * The first line of every --dotenv file. A variable, not a comment: GitLab's dotenv reports take
 * KEY=value lines only, and refuse a file with any other.
 */
const DOTENV_MARKER = 'AMEZMO_WRITTEN_BY=amezmo-deploy';
/** A file is read for the marker only up to this size: a dotenv file of outputs is far smaller. */
const DOTENV_MARKED_UP_TO = 64 * 1024;


/***/ }),

/***/ 69592:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b: () => (/* binding */ runJob),
  S: () => (/* binding */ withClient)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/archive/own.ts
var own = __webpack_require__(36982);
// EXTERNAL MODULE: ./src/summary.ts
var summary = __webpack_require__(28855);
// EXTERNAL MODULE: ./src/settings/source.ts
var source = __webpack_require__(80468);
// EXTERNAL MODULE: ./src/cli/json.ts
var json = __webpack_require__(57214);
;// CONCATENATED MODULE: ./src/cli/report.ts
// How a command's run is told: the facts on standard output (or one JSON object with --json),
// and with --dotenv a file of AMEZMO_* variables for GitLab's `artifacts:reports:dotenv`
// (`environment:url`, later jobs) that a POSIX shell may also source. GitLab reads a line as
// KEY=value, the value taken literally (quotes kept, nothing unescaped, only blanks trimmed),
// so no quoting reads the same there and in a shell: a value is written with only the characters
// a shell takes literally, every other byte percent-encoded (`%20` a space, `%27` a quote,
// `%24` a dollar), and GitLab and a shell then read the very same text, which runs nothing.






/** GitLab refuses a dotenv file of this many bytes or more (its default `dotenv_size`). */
const DOTENV_LIMIT_BYTES = 5120;
/** `environment-url` is AMEZMO_ENVIRONMENT_URL. */
function dotenvName(output) {
    return `AMEZMO_${output.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}
/**
 * A value as a shell word that means itself: letters, digits and `_@+=:,./-` as they are, every
 * other byte of its UTF-8 as `%XX` (the `%` itself included, so that it decodes back).
 */
function dotenvValue(value) {
    return Array.from(Buffer.from(value, 'utf8'))
        .map((byte) => {
        const char = String.fromCharCode(byte);
        return /^[A-Za-z0-9_@+=:,./-]$/.test(char)
            ? char
            : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
        .join('');
}
/**
 * The outputs as dotenv lines, each value one line (as `guard` makes it) written as
 * `dotenvValue` makes it; the longest values are cut (ending in `...`) until the file is under
 * `limit` bytes, and each cut is answered.
 */
function dotenvText(outputs, guard, limit = DOTENV_LIMIT_BYTES) {
    const lines = Object.entries(outputs).map(([name, value]) => ({
        name: dotenvName(name),
        value: dotenvValue(guard(value).trim()),
    }));
    const size = () => lines.reduce((sum, line) => sum + line.name.length + line.value.length + 2, 0);
    const cuts = new Map();
    // Every character written is ASCII: a length is a size in bytes.
    for (let excess = size() - (limit - 1); excess > 0; excess = size() - (limit - 1)) {
        const longest = lines.reduce((best, line) => line.value.length > best.value.length ? line : best);
        if (longest.value.length <= 3)
            break;
        const kept = Math.max(0, longest.value.length - excess - 3);
        // Never half of a %XX.
        const value = `${longest.value.slice(0, kept).replace(/%[0-9A-F]?$/, '')}...`;
        cuts.set(longest.name, {
            name: longest.name,
            fromBytes: cuts.get(longest.name)?.fromBytes ?? longest.value.length,
            toBytes: value.length,
        });
        longest.value = value;
    }
    return {
        text: lines.map((line) => `${line.name}=${line.value}\n`).join(''),
        cuts: [...cuts.values()],
    };
}
function writeDotenv(file, outputs, terminal, cwd) {
    // The marker's line counts towards GitLab's limit too.
    const { text, cuts } = dotenvText(outputs, (value) => terminal.guard(value), DOTENV_LIMIT_BYTES - own/* DOTENV_MARKER */.Q2.length - 1);
    try {
        // Its first line marks the file as the tool's own, so that no later deploy ships it.
        (0,external_node_fs_.writeFileSync)((0,external_node_path_.resolve)(cwd, file), `${own/* DOTENV_MARKER */.Q2}
${text}`);
    }
    catch (error) {
        const code = error.code;
        throw (0,source/* has */.zy)('--dotenv', file, `the file cannot be written (${typeof code === 'string' ? code : 'unwritable'}); give a path in a folder that exists.`);
    }
    for (const cut of cuts) {
        terminal.logger.notice(`--dotenv: ${cut.name} was cut from ${cut.fromBytes} to ${cut.toBytes} bytes (it ends in ...), ` +
            `as GitLab refuses a dotenv file of ${DOTENV_LIMIT_BYTES} bytes or more; --json tells the whole value.`);
    }
}
/**
 * Tells a run: its JSON (the outputs the action would set, and `error` when it failed), or its
 * facts as lines; then the dotenv file. A failed run's message is not repeated in its facts:
 * the one error line at the end tells it.
 */
function tellRun(terminal, options, run) {
    if (options.json) {
        terminal.json((0,json/* jsonResult */.Ao)(run.outputs, run.error));
    }
    else {
        const parts = run.parts(run.error === undefined ? undefined : 'see the error below');
        for (const line of (0,summary/* summaryText */.g5)(parts, (text) => terminal.guard(text)))
            terminal.out(line);
    }
    if (options.dotenv !== undefined) {
        writeDotenv(options.dotenv, run.outputs, terminal, options.cwd);
    }
}

// EXTERNAL MODULE: ./src/cli/shell.ts
var shell = __webpack_require__(72476);
;// CONCATENATED MODULE: ./src/cli/job.ts
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


/** Runs a command's job, closes its clients, tells its run, and answers its failure, if any. */
async function runJob(command, job) {
    const { invocation, terminal, signal } = command;
    const run = await withClients({ logger: terminal.logger, env: invocation.env, clock: invocation.clock }, job.work);
    const failure = job.failureOf ? job.failureOf(run) : run.failure;
    const { outputs, parts } = job.told(run);
    tellRun(terminal, { json: invocation.json, dotenv: invocation.given.dotenv, cwd: invocation.cwd }, { outputs, parts, error: failure === undefined ? undefined : (0,shell/* failureLine */.Pu)(failure, signal) });
    return failure;
}
/** The answer of `work`, the clients it opened closed before it is told, as they always were. */
function withClients(clients, work) {
    return withClient(new AsyncDisposableStack(), (held) => work({ use: (client) => held.use(client), clients }));
}
/** The answer of `work` with `client`, which is closed when the work ends, however it ends. */
async function withClient(client, work) {
    const env_1 = { stack: [], error: void 0, hasError: false };
    try {
        const held = __addDisposableResource(env_1, client, true);
        // Awaited here, so that the client is closed after the work ends, not as it starts.
        return await work(held);
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

/***/ 57214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ao: () => (/* binding */ jsonResult)
/* harmony export */ });
/* unused harmony exports JSON_KINDS, jsonValue */
// The result of a command as --json prints it: the outputs the action would set, each with its
// JSON type (a runner's outputs are all text, a script's JSON need not be): `"skipped": false`,
// `"deployment-id": 838`, `"restarted-workers": [11, 12]`, and `null` where an action's output
// would be '' (and for `promoted-from`, an object). schemas/cli-output.schema.json describes every command's object; a test holds this
// table and the schema to each other, and real outputs to the schema.
const JSON_KINDS = {
    skipped: 'boolean',
    changed: 'boolean',
    'deployment-id': 'integer',
    'instance-id': 'integer',
    'archive-size': 'integer',
    'archive-files': 'integer',
    'hourly-price': 'number',
    'restarted-workers': 'json',
    candidates: 'json',
    changes: 'json',
    'promoted-from': 'object',
    'targets-result': 'json',
};
/** One output's value in JSON: its type's, `null` for an empty number, the text otherwise. */
function jsonValue(name, text) {
    const kind = JSON_KINDS[name];
    if (kind === undefined)
        return text;
    if (kind === 'boolean')
        return text === 'true';
    if (kind === 'json')
        return text === '' ? [] : JSON.parse(text);
    if (kind === 'object')
        return text === '' ? null : JSON.parse(text);
    if (text === '')
        return null;
    const value = Number(text);
    return Number.isFinite(value) ? value : text;
}
/** The outputs as one JSON object, and the failure's line as `error` when the run failed. */
function jsonResult(outputs, error) {
    const typed = {};
    for (const [name, text] of Object.entries(outputs))
        typed[name] = jsonValue(name, text);
    return error === undefined ? typed : { ...typed, error };
}


/***/ }),

/***/ 66417:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MA: () => (/* binding */ isPermissionRefusal),
/* harmony export */   OS: () => (/* binding */ GitHubApiError),
/* harmony export */   jh: () => (/* binding */ GitHubClient),
/* harmony export */   qN: () => (/* binding */ repoPath)
/* harmony export */ });
/* unused harmony export API_VERSION */
/* harmony import */ var _http_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28902);
/* harmony import */ var _http_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(71517);
/* harmony import */ var _http_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(28694);
/* harmony import */ var _http_index_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(58549);
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(99373);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _logger_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(86999);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(311);
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
    return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}


/***/ }),

/***/ 28694:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Em: () => (/* binding */ request),
/* harmony export */   NX: () => (/* binding */ MAX_REDIRECTS),
/* harmony export */   oV: () => (/* binding */ parseJsonAnswer),
/* harmony export */   zI: () => (/* binding */ operationOf)
/* harmony export */ });
/* unused harmony export urlEncoded */
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57075);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58549);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(27194);



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
        const { uploadBody } = await __webpack_require__.e(/* import() */ 254).then(__webpack_require__.bind(__webpack_require__, 92254));
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
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LH: () => (/* binding */ withRetries),
/* harmony export */   mu: () => (/* binding */ parseRetryAfter),
/* harmony export */   ur: () => (/* binding */ defaultRetryPolicy)
/* harmony export */ });
/* unused harmony exports isRetryable, retryDelayMs */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58549);

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
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ createTransport)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
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

/***/ 52839:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  td: () => (/* binding */ createAmezmoClient),
  fZ: () => (/* binding */ createGitHubApiClient),
  LU: () => (/* binding */ createHealthProbe)
});

// EXTERNAL MODULE: ./src/api/client.ts + 1 modules
var client = __webpack_require__(25309);
// EXTERNAL MODULE: ./src/github/rest.ts
var rest = __webpack_require__(66417);
;// CONCATENATED MODULE: ./src/pipeline/probe.ts
/** createHttpProbe's probe, made when first asked. */
function lazyHttpProbe(options) {
    let loaded;
    let loading;
    let closed = false;
    const open = () => (loading ??= __webpack_require__.e(/* import() */ 639).then(__webpack_require__.bind(__webpack_require__, 57639)).then((http) => {
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
var readers = __webpack_require__(87977);
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


/***/ }),

/***/ 87977:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _archive_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(53099);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(16264);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(27194);
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(80468);
/* harmony import */ var _workspace_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(77180);
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

/***/ 77180:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B3: () => (/* binding */ workspaceOf),
/* harmony export */   LI: () => (/* binding */ resolveInside),
/* harmony export */   PX: () => (/* binding */ realFolder)
/* harmony export */ });
/* unused harmony export isWithin */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(80468);
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
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YB: () => (/* binding */ columns),
/* harmony export */   g5: () => (/* binding */ summaryText),
/* harmony export */   it: () => (/* binding */ isShownLink),
/* harmony export */   x$: () => (/* binding */ presentFacts)
/* harmony export */ });
/* unused harmony exports escapeHtml, summaryHtml */
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


/***/ })

};
