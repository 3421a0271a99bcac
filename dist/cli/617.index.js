export const id = 617;
export const ids = [617];
export const modules = {

/***/ 24617:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  environmentsCommand: () => (/* binding */ environmentsCommand)
});

// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var ajv = __webpack_require__(42463);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./schemas/environments.schema.json
const environments_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://raw.githubusercontent.com/amezmo/amezmo-deploy/v1/schemas/environments.schema.json","title":"Amezmo environments","description":"The auto-deploy patterns and access settings of an Amezmo instance\'s environments, applied by amezmo/amezmo-deploy/environments. A setting left out is left alone on the service.","type":"object","required":["instance","environments"],"additionalProperties":false,"properties":{"$schema":{"description":"Address of this schema, for editors.","type":"string"},"instance":{"description":"Id of the Amezmo instance, the number the dashboard shows for it.","type":["integer","string"],"minimum":1,"pattern":"^[1-9][0-9]*$"},"environments":{"description":"The environments to keep, by name: production, staging, or another one your plan offers.","type":"object","minProperties":1,"propertyNames":{"pattern":"^[A-Za-z0-9][A-Za-z0-9_.-]*$"},"additionalProperties":{"$ref":"#/definitions/environment"}}},"definitions":{"environment":{"description":"One environment\'s settings; any left out are left alone.","type":"object","additionalProperties":false,"properties":{"branch-patterns":{"description":"Regular expressions (PHP\'s preg_match, no delimiters, matched anywhere in the name) of the branches that deploy here, tried in order. Anchor them: ^main$, ^release/.","$ref":"#/definitions/patterns"},"tag-patterns":{"description":"Regular expressions (PHP\'s preg_match, no delimiters, matched anywhere in the name) of the tags that deploy here, tried in order, e.g. ^v\\\\d+\\\\.\\\\d+\\\\.\\\\d+$.","$ref":"#/definitions/patterns"},"ssh":{"description":"true to allow SSH access to the environment, false to turn it off (the service then empties trusted-ssh-ips).","type":"boolean"},"trusted-ssh-ips":{"description":"IPv4 addresses allowed over SSH, e.g. [203.0.113.7]. Needs ssh: true.","type":"array","uniqueItems":true,"items":{"description":"an IPv4 address, e.g. 203.0.113.7","type":"string","pattern":"^(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])(\\\\.(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])){3}$"}},"newrelic-license-key":{"description":"The New Relic license key, read from the step\'s environment, never written here: { from-env: NEWRELIC_LICENSE_KEY }. null turns the integration off. Only the advanced tier has it.","type":["object","null"],"required":["from-env"],"additionalProperties":false,"properties":{"from-env":{"description":"Name of the environment variable of the step that holds the key, e.g. NEWRELIC_LICENSE_KEY, set from a secret.","type":"string","pattern":"^[A-Za-z_][A-Za-z0-9_]*$"}}}}},"patterns":{"type":"array","items":{"description":"a regular expression, not empty","type":"string","minLength":1}}}}');
;// CONCATENATED MODULE: ./src/environments/file.ts
// The environments file (.amezmo/environments.yml): read as YAML with the line of every node, so
// that each problem and each pattern finding can be annotated on its line; checked against the
// JSON Schema the repository publishes for editors, with messages written for people.




/** The settings of an environment the file can hold, by the names the file gives them. */
const SETTINGS = [
    'branch-patterns',
    'tag-patterns',
    'ssh',
    'trusted-ssh-ips',
    'newrelic-license-key',
];
/**
 * The file cannot be used as it is. Carries the first problem's place, so that the failure is
 * annotated on that line of the file.
 */
class FileProblemsError extends src_errors/* AmezmoDeployError */.n2 {
    errorCode = 'environments-file-invalid';
    problems;
    location;
    constructor(path, problems) {
        const at = (problem) => problem.line === undefined ? problem.message : `line ${problem.line}: ${problem.message}`;
        // Numbered, each ending in a full stop: a parser's messages end in none, and ran together.
        const numbered = problems.map((problem, index) => `(${index + 1}) ${at(problem).replace(/([^.!?])$/, '$1.')}`);
        super(problems.length === 1
            ? `${path} ${at(problems[0])}`
            : `${problems.length} problems in ${path}: ${numbered.join(' ')}`);
        this.name = 'FileProblemsError';
        this.problems = problems;
        this.location = { file: path, line: problems[0]?.line };
    }
}
const file_ajv = new ajv.Ajv({ allErrors: true, allowUnionTypes: true, verbose: true });
const validate = file_ajv.compile(environments_schema_namespaceObject);
/** Reads the environments file's text; throws FileProblemsError naming every problem found. */
function readEnvironmentsFile(text, path) {
    const lineCounter = new dist/* LineCounter */.HN();
    const document = (0,dist/* parseDocument */.Tp)(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
    const lineAt = (offset) => offset === undefined ? undefined : lineCounter.linePos(offset).line;
    if (document.errors.length > 0) {
        throw new FileProblemsError(path, document.errors.map((error) => ({
            line: lineAt(error.pos[0]),
            message: `is not valid YAML: ${error.message.split('\n')[0]}`,
        })));
    }
    const data = document.toJS();
    const lineOf = (at, key) => lineAt(nodeAt(document, at, key)?.range?.[0]);
    if (!validate(data)) {
        const problems = (validate.errors ?? [])
            .map((error) => problemOf(error, data, lineOf))
            .filter((problem) => problem !== undefined);
        throw new FileProblemsError(path, sortedUnique(problems));
    }
    const file = data;
    return {
        path,
        instance: String(file.instance),
        instanceLine: lineOf(['instance']),
        environments: Object.entries(file.environments).map(([name, given]) => {
            const settings = {};
            const lines = {};
            for (const setting of SETTINGS) {
                if (!(setting in (given ?? {})))
                    continue;
                const value = given[setting];
                settings[setting] =
                    setting === 'newrelic-license-key' && value !== null
                        ? { fromEnv: value['from-env'] }
                        : value;
                const line = lineOf(['environments', name], setting);
                if (line !== undefined)
                    lines[setting] = line;
            }
            const patternLines = (setting) => (settings[setting] ?? []).map((_, index) => lineOf(['environments', name, setting, index]));
            return {
                name,
                line: lineOf(['environments'], name),
                settings: settings,
                lines,
                patternLines: {
                    'branch-patterns': patternLines('branch-patterns'),
                    'tag-patterns': patternLines('tag-patterns'),
                },
            };
        }),
    };
}
/** The node at `at`, or with `key` the key node of that entry of the mapping at `at`. */
function nodeAt(document, at, key) {
    const node = at.length === 0 ? document.contents : document.getIn(at, true);
    if (key === undefined)
        return (node ?? undefined);
    if (!(0,dist/* isMap */.jh)(node))
        return undefined;
    const pair = node.items.find((item) => (0,dist/* isPair */.tO)(item) && (0,dist/* isScalar */.jn)(item.key) && String(item.key.value) === key);
    return (pair?.key ?? undefined);
}
function pathOf(instancePath) {
    if (instancePath === '')
        return [];
    return instancePath
        .slice(1)
        .split('/')
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
        .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}
/** `environments.staging.trusted-ssh-ips[1]`, as a person reads a place in the file. */
function placeOf(path) {
    return path
        .map((part, index) => typeof part === 'number' ? `[${part}]` : index === 0 ? part : `.${part}`)
        .join('');
}
function show(value) {
    if (typeof value === 'string')
        return `'${value}'`;
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    if (typeof value === 'object')
        return 'a mapping';
    return String(value);
}
const TYPE_WORDS = {
    boolean: 'true or false',
    array: "a list, e.g. ['^main$']",
    string: 'text',
    object: 'a mapping of names to values',
};
/** What a value at this place of the file must be, in a person's words. */
function expectation(path) {
    const last = path[path.length - 1];
    const parent = path[path.length - 2];
    if (path.length === 1 && last === 'instance') {
        return 'a whole number, the id of your Amezmo instance, e.g. 1234';
    }
    if (typeof last === 'number' && parent === 'trusted-ssh-ips') {
        return 'an IPv4 address, e.g. 203.0.113.7';
    }
    if (typeof last === 'number' && (parent === 'branch-patterns' || parent === 'tag-patterns')) {
        return "a regular expression, e.g. '^main$'";
    }
    if (last === 'from-env')
        return 'the name of a variable of the step, e.g. NEWRELIC_LICENSE_KEY';
    if (last === 'ssh')
        return 'true or false';
    return undefined;
}
const SECRET_HINT = 'write newrelic-license-key: { from-env: NEWRELIC_LICENSE_KEY } and pass the key to the step ' +
    'from a secret (env: NEWRELIC_LICENSE_KEY: ${{ secrets.NEWRELIC_LICENSE_KEY }}), or null to ' +
    'turn the integration off';
function problemOf(error, data, lineOf) {
    const path = pathOf(error.instancePath);
    const place = placeOf(path);
    const line = lineOf(path);
    const params = error.params;
    const inSecret = path.includes('newrelic-license-key');
    // A secret written into the file is never repeated, not even in an error.
    const value = inSecret ? undefined : error.data;
    switch (error.keyword) {
        case 'required': {
            const missing = String(params.missingProperty);
            const hints = {
                instance: 'add instance: with the id of your Amezmo instance, e.g. instance: 1234',
                environments: 'add environments: with at least one environment and its settings, e.g. production',
                'from-env': SECRET_HINT,
            };
            return {
                line: line ?? 1,
                message: `${place === '' ? 'lacks' : `${place} lacks`} '${missing}': ${hints[missing] ?? `add it`}.`,
            };
        }
        case 'additionalProperties': {
            const extra = String(params.additionalProperty);
            const keyLine = lineOf(path, extra);
            if (path.length === 0) {
                return {
                    line: keyLine,
                    message: `has the unknown key '${extra}': the file holds instance and environments.`,
                };
            }
            if (inSecret) {
                return {
                    line: keyLine,
                    message: `${place} has the unknown key '${extra}': ${SECRET_HINT}.`,
                };
            }
            return {
                line: keyLine,
                message: `environment '${String(path[1])}' has the unknown setting '${extra}': the settings are ` +
                    `${SETTINGS.join(', ')}; any left out are left alone.`,
            };
        }
        case 'type': {
            if (inSecret && path[path.length - 1] === 'newrelic-license-key') {
                return {
                    line,
                    message: `${place} must not hold the key itself, which would then be in the repository for anyone who can read it: ${SECRET_HINT}.`,
                };
            }
            const wanted = expectation(path) ??
                String(params.type)
                    .split(',')
                    .map((type) => TYPE_WORDS[type] ?? type)
                    .join(' or ');
            if (path.length === 0) {
                return { line: 1, message: `must be a mapping with instance and environments.` };
            }
            if (path.length === 2 && path[0] === 'environments') {
                return {
                    line,
                    message: `environment '${String(path[1])}' must be a mapping of its settings (${SETTINGS.join(', ')}).`,
                };
            }
            return { line, message: `${place} has ${show(value)}: it must be ${wanted}.` };
        }
        case 'pattern':
        case 'minimum':
            if (error.propertyName !== undefined)
                return undefined;
            return {
                line,
                message: `${place} has ${inSecret ? 'a value' : show(value)}: it must be ${expectation(path) ?? `as ${error.message}`}.`,
            };
        case 'propertyNames':
            return {
                line: lineOf(path, String(params.propertyName)),
                message: `the environment name '${String(params.propertyName)}' is not one the service has: names are letters, digits, '-', '_' or '.', e.g. production or staging.`,
            };
        case 'minLength':
            return {
                line,
                message: `${place} is empty: an empty pattern matches every name. Remove it, or write '.' to match every name on purpose.`,
            };
        case 'minProperties':
            return {
                line,
                message: `${place} names no environment: add one, e.g. production, with the settings to keep.`,
            };
        case 'uniqueItems':
            return {
                line: lineOf([...path, Number(params.i)]),
                message: `${place} lists ${show(valueAt(data, [...path, Number(params.i)]))} twice: list each address once.`,
            };
        default:
            return {
                line,
                message: `${place === '' ? 'the file' : place} ${error.message ?? 'is not valid'}.`,
            };
    }
}
function valueAt(data, path) {
    let node = data;
    for (const part of path)
        node = node?.[part];
    return node;
}
function sortedUnique(problems) {
    const seen = new Set();
    return problems
        .filter((problem) => {
        const key = `${problem.line}:${problem.message}`;
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    })
        .sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

// EXTERNAL MODULE: ./src/patterns/patterns.ts
var patterns = __webpack_require__(9264);
;// CONCATENATED MODULE: ./src/environments/lint.ts
// Findings about the auto-deploy patterns of the file, made with the deploy action's own matcher,
// so that what the file is warned about is what the deploy action will do with it.

// A `*` at the start, after a slash or after another `*`, or ending a plain word (`v*`,
// `release-*`), is a glob's wildcard; after `.`, `)`, `]` or `}` it is a regular expression's.
const GLOB = /(^|\/)\*|\*\*|^[\w/.-]*[\w-]\*$/;
const REGEX_SPECIAL = /[.*+?^${}()|[\]\\]/g;
function escapeRegex(text) {
    return text.replace(REGEX_SPECIAL, '\\$&');
}
/** The regular expression a glob's author most likely meant: a prefix, or the glob anchored. */
function meantByGlob(glob) {
    const first = glob.search(/[*?]/);
    const prefix = first < 0 ? glob : glob.slice(0, first);
    if (/^\*+$/.test(glob.slice(prefix.length)))
        return prefix === '' ? '.*' : `^${escapeRegex(prefix)}`;
    const body = glob
        .split(/(\*\*|\*|\?)/)
        .map((part) => part === '**' ? '.*' : part === '*' ? '[^/]*' : part === '?' ? '.' : escapeRegex(part))
        .join('');
    return `^${body}$`;
}
function quoted(names) {
    const shown = names.map((name) => `'${name}'`);
    return shown.length <= 1
        ? (shown[0] ?? '')
        : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}
/**
 * What is wrong with one pattern, as the deploy action reads it: a pattern it cannot compile, or
 * one that looks like a glob, with what it matches as written and what was probably meant.
 */
function lintPattern(pattern) {
    const translation = (0,patterns/* translatePattern */.pQ)(pattern);
    const glob = GLOB.test(pattern);
    const meant = glob ? ` If it was meant as a glob, write '${meantByGlob(pattern)}'.` : '';
    if (!translation.ok) {
        return [
            {
                kind: translation.kind,
                message: translation.kind === 'invalid'
                    ? `'${pattern}' is not a regular expression PHP can compile (${translation.problem}), so ` +
                        `it matches nothing: patterns are regular expressions, as PHP's preg_match reads them.${meant}`
                    : `'${pattern}' uses ${translation.problem}, which the deploy action cannot match exactly ` +
                        `as PHP does: it skips the pattern with a warning. Rewrite it without that construct.${meant}`,
            },
        ];
    }
    if (!glob)
        return [];
    // Names a reader would not expect to match, tried with the matcher itself.
    const star = pattern.indexOf('*');
    const stem = pattern.slice(0, Math.max(0, star - 1)).replace(/[/^]+$/, '');
    const candidates = [...new Set([stem, `my-${stem}`, `${stem}-old`, 'main'])].filter((name) => name !== '' && !name.startsWith('-') && !name.endsWith('-'));
    const matched = candidates.filter((name) => (0,patterns/* testWithin */.ux)(translation.regex, (0,patterns/* subjectOf */.et)(name), patterns/* MATCH_TIMEOUT_MS */.Nl) === true);
    const examples = matched.length > 0 ? `, e.g. ${quoted(matched)}` : '';
    return [
        {
            kind: 'glob',
            message: `'${pattern}' looks like a glob, but patterns are regular expressions matched anywhere in ` +
                `the name: '*' repeats the character before it (none included) and is no wildcard, so ` +
                `'${pattern}' matches more than it seems${examples}.${meant}`,
        },
    ];
}
/** Every finding about the file's patterns, each at its line. */
function lintFile(file) {
    const findings = [];
    for (const environment of file.environments) {
        for (const setting of ['branch-patterns', 'tag-patterns']) {
            (environment.settings[setting] ?? []).forEach((pattern, index) => {
                for (const finding of lintPattern(pattern)) {
                    findings.push({
                        ...finding,
                        environment: environment.name,
                        setting,
                        pattern,
                        line: environment.patternLines[setting][index],
                    });
                }
            });
        }
    }
    return findings;
}

// EXTERNAL MODULE: ./src/api/shape.ts
var shape = __webpack_require__(71989);
;// CONCATENATED MODULE: ./src/environments/plan.ts
// From the file to a plan, as data before any request: the secrets read from the step's
// environment, the service's rules checked, the difference with the live environments setting by
// setting, and the one PATCH per environment that carries only what differs.

/** The instance types the service lists; the New Relic integration exists only above them. */
const TIERS_WITHOUT_NEWRELIC = ['hobby', 'developer', 'business'];
/** The API's field for each setting of the file. */
const API_FIELDS = {
    'branch-patterns': 'auto_deploy_branch_patterns',
    'tag-patterns': 'auto_deploy_tag_patterns',
    ssh: 'ssh_enabled',
    'trusted-ssh-ips': 'trusted_ssh_ips',
    'newrelic-license-key': 'newrelic_license_key',
};
/**
 * Reads the secrets the file names from the step's environment (`env`), handing each to `mask`
 * the moment it is read; the desired state of every environment, or the problems found.
 */
function desiredStates(file, env, mask) {
    const states = new Map();
    const problems = [];
    for (const environment of file.environments) {
        const { 'newrelic-license-key': key, ...plain } = environment.settings;
        const state = { ...plain };
        if (key === null)
            state['newrelic-license-key'] = null;
        else if (key !== undefined) {
            const value = env[key.fromEnv] ?? '';
            mask(value);
            if (value.trim() !== value)
                mask(value.trim());
            if (value.trim() === '') {
                problems.push({
                    line: environment.lines['newrelic-license-key'],
                    message: `newrelic-license-key of environment '${environment.name}' reads ${key.fromEnv}, ` +
                        `which is empty or not set in the step's environment: pass it from a secret, ` +
                        `env: ${key.fromEnv}: \${{ secrets.${key.fromEnv} }} (secrets are not given to ` +
                        'workflows run from forks).',
                });
            }
            else {
                state['newrelic-license-key'] = value.trim();
            }
        }
        states.set(environment.name, state);
    }
    return { states, problems };
}
/** The service's rules that the file alone can break, checked before any request. */
function fileRuleProblems(file) {
    const problems = [];
    for (const environment of file.environments) {
        const { ssh } = environment.settings;
        const addresses = environment.settings['trusted-ssh-ips'] ?? [];
        if (ssh === false && addresses.length > 0) {
            problems.push({
                line: environment.lines['trusted-ssh-ips'],
                message: `environment '${environment.name}' has ssh: false and trusted-ssh-ips: the service ` +
                    'empties the list when SSH is off. Set ssh: true to allow these addresses, or remove ' +
                    'trusted-ssh-ips.',
            });
        }
    }
    return problems;
}
/** Environments whose file sets a New Relic key (not null): they need the advanced tier. */
function environmentsWithKey(file) {
    return file.environments.filter((environment) => {
        const key = environment.settings['newrelic-license-key'];
        return key !== undefined && key !== null;
    });
}
/** The tier rule: a New Relic key on an instance type the service lists is refused. */
function tierProblems(file, instanceType) {
    if (!TIERS_WITHOUT_NEWRELIC.includes(instanceType))
        return [];
    return environmentsWithKey(file).map((environment) => ({
        line: environment.lines['newrelic-license-key'],
        message: `environment '${environment.name}' sets newrelic-license-key, but instance ${file.instance} ` +
            `is of type '${instanceType}', and the New Relic integration exists only on the advanced ` +
            'tier. Remove newrelic-license-key (or set it to null), or move the instance to the ' +
            'advanced tier.',
    }));
}
// Characters a service uses to hide part of a secret it shows, e.g. `****a1b2`.
const MASK_RUN = /[*\u2022\u25cf]+/;
/**
 * Whether the key the service shows (`shown`) can be `key`. The service stores the key and never
 * shows it in clear: a masked form matches any key it could hide (`****a1b2` matches any key
 * ending in `a1b2`; `********` matches every key). A key shown in clear must equal `key`.
 */
function keyMayBe(shown, key) {
    if (shown === key)
        return true;
    const pattern = shown
        .split(MASK_RUN)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[\\s\\S]*');
    return MASK_RUN.test(shown) && new RegExp(`^${pattern}$`).test(key);
}
function secretChange(shown, wanted) {
    const live = shown === undefined || shown === '' ? null : shown;
    if (wanted === null)
        return live === null ? undefined : 'removed';
    if (live === null)
        return 'set';
    return keyMayBe(live, wanted) ? undefined : 'changed';
}
function sameList(a, b) {
    return a.length === b.length && a.every((item, index) => item === b[index]);
}
function sameSet(a, b) {
    return a.length === b.length && a.every((item) => b.includes(item));
}
/** The settings of `live` that differ from `desired`, in the order of the file's settings. */
function diffEnvironment(name, desired, live) {
    const changes = [];
    const update = {};
    const add = (setting, before, after) => {
        changes.push({ environment: name, setting, before, after });
    };
    for (const setting of ['branch-patterns', 'tag-patterns']) {
        const wanted = desired[setting];
        const field = API_FIELDS[setting];
        // Order matters: the first pattern that matches wins.
        if (wanted !== undefined && !sameList(live[field] ?? [], wanted)) {
            add(setting, live[field] ?? [], wanted);
            update[field] = [...wanted];
        }
    }
    // A boolean in the spec, an 0/1 flag elsewhere: "0" is off, whatever Boolean() would say.
    const liveSsh = (0,shape/* isFlagOn */.Ak)(live.ssh_enabled);
    if (desired.ssh !== undefined && desired.ssh !== liveSsh) {
        add('ssh', liveSsh, desired.ssh);
        update.ssh_enabled = desired.ssh;
    }
    const liveAddresses = live.trusted_ssh_ips ?? [];
    const addresses = desired['trusted-ssh-ips'];
    // The addresses are a set: the service may keep them in another order.
    if (addresses !== undefined && !sameSet(liveAddresses, addresses)) {
        add('trusted-ssh-ips', liveAddresses, addresses);
        update.trusted_ssh_ips = [...addresses];
    }
    else if (addresses === undefined &&
        desired.ssh === false &&
        liveSsh &&
        liveAddresses.length > 0) {
        changes.push({
            environment: name,
            setting: 'trusted-ssh-ips',
            before: liveAddresses,
            after: [],
            note: 'emptied by the service when SSH is turned off',
        });
    }
    const key = desired['newrelic-license-key'];
    if (key !== undefined) {
        const change = secretChange(live.newrelic_license_key, key);
        if (change !== undefined) {
            add('newrelic-license-key', change === 'set' ? null : 'set', change);
            update.newrelic_license_key = key;
        }
    }
    return { name, changes, update: update };
}
/**
 * What still differs once the service was changed: the changes of a second diff, less those the
 * service makes itself. Empty when the service holds the file's values.
 */
function remainingDifferences(name, desired, live) {
    return diffEnvironment(name, desired, live).changes.filter((change) => !change.note);
}

// EXTERNAL MODULE: ./src/summary.ts
var summary = __webpack_require__(28855);
;// CONCATENATED MODULE: ./src/environments/report.ts

/** A run that has learnt nothing yet: what a run that fails before it starts reports. */
function newEnvironmentsRun(mode, file) {
    return { mode, file, instance: '', plans: undefined, applied: [], verified: false };
}
function changesOf(run) {
    return (run.plans ?? []).flatMap((plan) => plan.changes);
}
/** The outputs of environments/action.yml. */
function outputsOf(report) {
    const changes = changesOf(report);
    const changed = report.mode === 'apply' ? report.applied.length > 0 : changes.length > 0;
    return {
        changed: String(changed),
        changes: JSON.stringify(changes.map(({ environment, setting, before, after }) => ({
            environment,
            setting,
            before,
            after,
        }))),
    };
}
/** A value as the log and the summary show it: a list in brackets, none as `(none)`. */
function showValue(value) {
    if (value === null)
        return '(none)';
    if (Array.isArray(value)) {
        return value.length === 0 ? '(none)' : `[${value.map((item) => `'${item}'`).join(', ')}]`;
    }
    return String(value);
}
/** One change as one line of the log. */
function describeChange(change) {
    const note = change.note ? ` (${change.note})` : '';
    return `${change.environment}: ${change.setting} ${showValue(change.before)} -> ${showValue(change.after)}${note}`;
}
function count(n, one, many = `${one}s`) {
    return `${n} ${n === 1 ? one : many}`;
}
/** One sentence: what the run found or did; `error` is the failure's message, if it failed. */
function outcome(report, error) {
    const changes = changesOf(report);
    const environments = new Set(changes.map((change) => change.environment)).size;
    const where = `${count(changes.length, 'setting')} in ${count(environments, 'environment')}`;
    if (error) {
        const done = report.applied.length > 0
            ? ` Environments already changed: ${report.applied.join(', ')}.`
            : '';
        return `❌ Failed: ${error}${done}`;
    }
    if (report.plans === undefined)
        return '';
    if (changes.length === 0) {
        return `✅ The live environments of instance ${report.instance} match ${report.file}.`;
    }
    if (report.mode === 'plan') {
        const differ = changes.length === 1 ? 'differs' : 'differ';
        return `📝 ${where} of instance ${report.instance} ${differ} from ${report.file}; nothing was changed.`;
    }
    return `✅ Changed ${where} of instance ${report.instance}, read back and verified.`;
}
/**
 * The report as a title and parts: the outcome, the table of changes, and a link to the run.
 * The action makes them HTML (`reportHtml`), the command line lines of text.
 */
function reportParts(report, { error, runUrl }) {
    const value = (shown) => shown === null || (Array.isArray(shown) && shown.length === 0)
        ? { text: 'none' }
        : Array.isArray(shown)
            ? shown.map((item) => ({ text: item, code: true }))
            : { text: String(shown), code: true };
    const title = report.mode === 'plan' ? 'Amezmo environments: plan' : 'Amezmo environments: apply';
    const parts = [{ kind: 'text', cells: [{ text: outcome(report, error) }] }];
    const changes = changesOf(report);
    if (changes.length > 0) {
        parts.push({
            kind: 'table',
            head: [
                'Environment',
                'Setting',
                report.mode === 'plan' ? 'Now' : 'Before',
                report.mode === 'plan' ? report.file : 'After',
            ],
            rows: changes.map((change) => [
                { text: change.environment },
                { text: change.setting },
                value(change.before),
                [...[value(change.after)].flat(), ...(change.note ? [{ text: `(${change.note})` }] : [])],
            ]),
        });
    }
    const warnings = report.warnings ?? [];
    if (warnings.length > 0) {
        parts.push({
            kind: 'table',
            head: ['⚠️ Warning', 'Line'],
            rows: warnings.map((finding) => [
                { text: `Environment '${finding.environment}', ${finding.setting}: ${finding.message}` },
                { text: finding.line === undefined ? '' : `${report.file}:${finding.line}` },
            ]),
        });
    }
    if ((0,summary/* isShownLink */.it)(runUrl))
        parts.push({ kind: 'text', cells: [{ text: 'workflow run log', href: runUrl }] });
    return { title, parts };
}
/**
 * The report as HTML, for the job summary and the pull request comment. `safe` makes each piece
 * of text fit to show (the shell's guard).
 */
function reportHtml(report, told, safe = (text) => text) {
    const { title, parts } = reportParts(report, told);
    return summaryHtml(title, parts, safe);
}
/** A plan that found changes, when a drift check asked for none: the failure, saying what to do. */
function driftError(report, file) {
    const changes = changesOf(report);
    if (report.mode !== 'plan' || changes.length === 0)
        return undefined;
    return new Error(`The environments of instance ${report.instance} have drifted from ${file}: ` +
        `${changes.map(describeChange).join('; ')}. Apply the file (mode: apply), or change ` +
        'it to match the service.');
}

;// CONCATENATED MODULE: ./src/environments/sync.ts
// The environments job: check the file against the service's rules, read the live environments,
// plan, and (in apply mode) send one PATCH per environment that differs, then read each back and
// verify it. The run answers what it found and did, as far as it went.






class VerificationError extends src_errors/* AmezmoDeployError */.n2 {
    errorCode = 'environments-not-applied';
    constructor(message) {
        super(message);
        this.name = 'VerificationError';
    }
}
function problems(file, found) {
    if (found.length > 0)
        throw new FileProblemsError(file.path, found);
}
/** Plans, and in apply mode changes, the environments of `options.file`; never throws. */
async function syncEnvironments(options, deps) {
    let run = {
        mode: options.mode,
        file: options.file.path,
        instance: options.file.instance,
        plans: undefined,
        applied: [],
        verified: false,
    };
    try {
        // The warnings are known first, so that a run that fails after shows them too.
        const { plans, states } = await plan(options, deps, (warnings) => {
            run = { ...run, warnings };
        });
        run = { ...run, plans };
        if (options.mode === 'plan')
            return run;
        await apply(options, deps, plans, states, (applied) => (run = { ...run, applied }));
        return { ...run, verified: true };
    }
    catch (error) {
        return { ...run, failure: error };
    }
}
/** Checks the file, reads the live environments, and answers how they differ. */
async function plan(options, { client, logger, group, signal }, onWarnings) {
    const { file } = options;
    // A pattern PHP cannot compile matches nothing: a plan warns of it, an apply writes none.
    const findings = lintFile(file);
    const refused = options.mode === 'apply' ? findings.filter((finding) => finding.kind === 'invalid') : [];
    const warnings = findings.filter((finding) => !refused.includes(finding));
    for (const finding of warnings)
        options.annotate(finding);
    // Known at once: a run that fails after this still shows them.
    onWarnings(warnings);
    const { states, problems: secretProblems } = desiredStates(file, options.env, options.mask);
    problems(file, [
        ...refused.map((finding) => ({
            line: finding.line,
            message: `environment '${finding.environment}', ${finding.setting}: ${finding.message} ` +
                'Nothing was changed: fix the pattern, then apply again.',
        })),
        ...fileRuleProblems(file),
        ...secretProblems,
    ]);
    const live = await group(`Read the environments of instance ${file.instance}`, async () => {
        if (environmentsWithKey(file).length > 0) {
            const instance = await notFoundAt(file, file.instanceLine, `instance ${file.instance}`, () => client.getInstance(file.instance, { signal }));
            logger.info(`Instance ${file.instance} is of type '${instance.instance_type}'.`);
            problems(file, tierProblems(file, instance.instance_type));
        }
        const records = new Map();
        for (const environment of file.environments) {
            const record = await notFoundAt(file, environment.line, `environment '${environment.name}' of instance ${file.instance}`, () => client.getEnvironment(file.instance, environment.name, { signal }));
            records.set(environment.name, record);
        }
        logger.info(`Read ${records.size === 1 ? 'environment' : 'environments'} ` +
            `${[...records.keys()].map((name) => `'${name}'`).join(', ')} of instance ${file.instance}.`);
        return records;
    });
    const plans = file.environments.map((environment) => diffEnvironment(environment.name, states.get(environment.name), live.get(environment.name)));
    const changes = plans.flatMap((plan) => plan.changes);
    logger.info(changes.length === 0
        ? `The environments of instance ${file.instance} match ${file.path}.`
        : `${changes.length === 1 ? '1 setting differs' : `${changes.length} settings differ`} from ${file.path}:`);
    for (const change of changes)
        logger.info(`  ${describeChange(change)}`);
    return { plans, states };
}
/**
 * Sends one PATCH per environment that differs, telling `onApplied` which were accepted so far,
 * then reads each back; a difference left is a VerificationError.
 */
async function apply(options, { client, logger, group, signal }, plans, states, onApplied) {
    const { file } = options;
    const toChange = plans.filter((plan) => Object.keys(plan.update).length > 0);
    if (toChange.length === 0)
        return;
    const applied = [];
    await group('Apply', async () => {
        for (const plan of toChange) {
            const spec = file.environments.find((environment) => environment.name === plan.name);
            try {
                await client.updateEnvironment(file.instance, plan.name, plan.update, { signal });
            }
            catch (error) {
                if (error instanceof errors/* ApiError */.hD && error.code === 'feature_not_supported') {
                    throw new FileProblemsError(file.path, [
                        {
                            line: spec?.lines['newrelic-license-key'] ?? spec?.line,
                            message: `Amezmo refused the settings of environment '${plan.name}': ${error.message}`,
                        },
                    ]);
                }
                throw error;
            }
            applied.push(plan.name);
            onApplied([...applied]);
            const settings = plan.changes
                .filter((change) => !change.note)
                .map((change) => change.setting);
            logger.info(`Changed environment '${plan.name}': ${settings.join(', ')}.`);
            const key = plan.update.newrelic_license_key;
            if (key === null) {
                logger.notice(`New Relic is turned off for environment '${plan.name}': it applies from the environment's next deployment.`);
            }
            else if (key !== undefined) {
                logger.notice(`The New Relic key of environment '${plan.name}' was changed: it applies from the environment's next deployment.`);
            }
        }
    });
    await group('Read back and verify', async () => {
        const differences = [];
        for (const plan of toChange) {
            const record = await client.getEnvironment(file.instance, plan.name, { signal });
            const left = remainingDifferences(plan.name, states.get(plan.name), record);
            for (const change of left) {
                differences.push(`environment '${change.environment}' holds ${change.setting} ${showValue(change.before)}, not ${showValue(change.after)}`);
            }
        }
        if (differences.length > 0) {
            throw new VerificationError(`The service accepted the changes but does not hold the file's values when read back: ` +
                `${differences.join('; ')}. Run the apply again; if it persists, check the environment ` +
                'in the Amezmo dashboard.');
        }
        logger.info(`Read back ${toChange.map((plan) => plan.name).join(', ')}: the service holds ${file.path}'s values.`);
    });
}
/** Runs `request`; a 404 becomes a problem at `line` of the file, naming `what`. */
async function notFoundAt(file, line, what, request) {
    try {
        return await request();
    }
    catch (error) {
        if (error instanceof errors/* ApiError */.hD && error.status === 404) {
            throw new FileProblemsError(file.path, [
                {
                    line,
                    message: `names ${what}, which the API key cannot see (${error.message}). Check the ` +
                        "instance id (the number the dashboard shows) and the environment's name.",
                },
            ]);
        }
        throw error;
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/small-file.ts
var small_file = __webpack_require__(43979);
// EXTERNAL MODULE: ./src/settings/readers.ts
var readers = __webpack_require__(87977);
// EXTERNAL MODULE: ./src/settings/source.ts
var settings_source = __webpack_require__(80468);
// EXTERNAL MODULE: ./src/settings/workspace.ts
var settings_workspace = __webpack_require__(77180);
;// CONCATENATED MODULE: ./src/settings/environments.ts
// The environments job's settings, read and checked from any front end's source.






/** Reads and checks every setting of the environments job; `env` gives the workspace. */
function readEnvironmentsSettings(source, env) {
    const label = source.label.bind(source);
    const apiKey = (0,readers/* parseApiKey */.Xu)(source.secret('api-key'), label('api-key'));
    const githubToken = (0,readers/* parseGitHubToken */.YD)(source.secret('github-token'));
    return {
        apiKey,
        githubToken,
        baseUrl: (0,readers/* parseBaseUrl */.Q2)(source.text('base-url'), label('base-url')),
        mode: parseMode(source.text('mode'), label('mode')),
        failOnDrift: (0,settings_source/* booleanOf */.SF)(source, 'fail-on-drift'),
        comment: (0,settings_source/* booleanOf */.SF)(source, 'comment'),
        file: readWorkspaceFile((0,settings_workspace/* workspaceOf */.B3)(env), source.text('file'), label('file')),
    };
}
function parseMode(value, label = "Input 'mode'") {
    if (value === 'plan' || value === 'apply')
        return value;
    throw new settings_source/* InputError */.dz(`${label} has '${value}': use plan (show how the environments differ, change nothing) ` +
        'or apply (change them to match the file).');
}
/** The largest environments file read: some thousands of environments. */
const MAX_ENVIRONMENTS_BYTES = 4 * 1024 * 1024;
/** The environments file: its path as shown (relative to the workspace) and its text. */
function readWorkspaceFile(workspace, value, label = "Input 'file'") {
    const shown = (0,external_node_path_.relative)(workspace, (0,external_node_path_.resolve)(workspace, value)).split(external_node_path_.sep).join('/');
    const resolved = (0,settings_workspace/* resolveInside */.LI)(value, [workspace]);
    if ('problem' in resolved) {
        throw new settings_source/* InputError */.dz(resolved.problem === 'missing'
            ? `${label} has '${value}': no such file in the workspace (${workspace}). Check out the ` +
                'repository first (actions/checkout), or set file to where the environments are kept.'
            : `${label} has '${value}': it leads outside the workspace (to ${resolved.real}); keep the file in the repository.`);
    }
    if (!(0,external_node_fs_.statSync)(resolved.real).isFile()) {
        throw new settings_source/* InputError */.dz(`${label} has '${value}': it is not a file; give the environments file.`);
    }
    // Read as a regular file still: not a FIFO put in its place since, which would hold the run.
    const text = (0,small_file/* readSmallFile */.E)(resolved.real, MAX_ENVIRONMENTS_BYTES, 'an environments file', (what) => new settings_source/* InputError */.dz(`${label} has '${value}': ${what}; give the environments file.`));
    return { path: shown, text };
}

// EXTERNAL MODULE: ./src/settings/clients.ts + 1 modules
var settings_clients = __webpack_require__(52839);
// EXTERNAL MODULE: ./src/cli/job.ts + 1 modules
var job = __webpack_require__(69592);
// EXTERNAL MODULE: ./src/cli/settings.ts
var cli_settings = __webpack_require__(81957);
;// CONCATENATED MODULE: ./src/cli/environments.ts
// `amezmo-deploy environments plan | apply`: the environments action's job. The file
// (.amezmo/environments.yml) is checked, the live environments read, and the difference shown;
// `apply` changes them to match and reads them back. Nothing is commented anywhere from here.




async function environmentsCommand(step, specs, invocation, terminal, signal) {
    const { given, env, cwd } = invocation;
    const settings = readEnvironmentsSettings((0,cli_settings/* commandLineSource */.PP)({
        specs,
        given,
        env,
        action: 'environments',
        fixed: { mode: step, comment: 'false', 'github-token': '' },
        addSecret: (value) => terminal.addSecret(value),
    }), { GITHUB_WORKSPACE: cwd });
    return (0,job/* runJob */.b)({ invocation, terminal, signal }, {
        work: async ({ use, clients }) => syncEnvironments({
            mode: settings.mode,
            file: readEnvironmentsFile(settings.file.text, settings.file.path),
            // The secrets the file names (NEWRELIC_LICENSE_KEY ...) are read from the environment.
            env,
            mask: (secret) => terminal.addSecret(secret),
            annotate: (finding) => terminal.logger.warning(`${settings.file.path}${finding.line === undefined ? '' : `:${finding.line}`}: ` +
                `environment '${finding.environment}', ${finding.setting}: ${finding.message}`),
        }, {
            client: use((0,settings_clients/* createAmezmoClient */.td)(settings.baseUrl, settings.apiKey, clients)),
            logger: terminal.logger,
            group: (title, phase) => terminal.group(title, phase),
            signal,
        }),
        told: (run) => ({
            outputs: outputsOf(run),
            parts: (shown) => reportParts(run, { error: shown, runUrl: '' }).parts,
        }),
        failureOf: (run) => run.failure ?? (settings.failOnDrift ? driftError(run, settings.file.path) : undefined),
    });
}


/***/ })

};
