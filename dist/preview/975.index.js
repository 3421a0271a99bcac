export const id = 975;
export const ids = [975];
export const modules = {

/***/ 5975:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  parseTargets: () => (/* binding */ parseTargets)
});

// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var ajv = __webpack_require__(2463);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./schemas/targets.schema.json
const targets_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://raw.githubusercontent.com/amezmo/amezmo-deploy/v1/schemas/targets.schema.json","title":"Amezmo rollout targets","description":"The instances and environments one archive is deployed to, in waves, by amezmo/amezmo-deploy\'s `targets` input or `amezmo-deploy deploy --targets FILE` (.amezmo/targets.yml).","type":"array","minItems":1,"maxItems":1000,"items":{"$ref":"#/definitions/target"},"definitions":{"target":{"description":"One instance\'s environment to deploy to.","type":"object","required":["instance","environment"],"additionalProperties":false,"properties":{"instance":{"description":"Id of the Amezmo instance, the number the dashboard shows for it.","type":["integer","string"],"minimum":1,"pattern":"^[1-9][0-9]*$"},"environment":{"description":"The environment\'s name: production, staging, or another one your plan offers.","type":"string","pattern":"^[A-Za-z0-9][A-Za-z0-9_.-]*$"},"label":{"description":"A name for the target in the log, the summary and `targets-result`, e.g. the customer\'s.","type":"string","minLength":1,"maxLength":100},"health-url":{"description":"The URL this target\'s release is probed at, absolute or a path such as /up on the environment\'s address; the `health-url` input when left out.","type":"string"},"workers":{"description":"Ids of this target\'s workers to restart once its release succeeded.","type":"array","items":{"type":["integer","string"],"pattern":"^[1-9][0-9]*$","minimum":1}}}}}}');
// EXTERNAL MODULE: ./src/settings/health.ts
var health = __webpack_require__(4471);
// EXTERNAL MODULE: ./src/settings/readers.ts
var readers = __webpack_require__(7977);
// EXTERNAL MODULE: ./src/settings/source.ts
var source = __webpack_require__(468);
;// CONCATENATED MODULE: ./src/settings/targets.ts
// The rollout's targets (the `targets` input, `--targets FILE`, .amezmo/targets.yml): a YAML list
// checked against the JSON Schema the repository publishes (schemas/targets.schema.json), then
// each value by the same reader as the setting of that name, so that an entry's `instance` is
// refused exactly as the `instance` input is. A bad list is refused before anything is built,
// naming the entry (its number and label) and the field.






const targets_ajv = new ajv.Ajv({ allErrors: true, allowUnionTypes: true });
const validate = targets_ajv.compile(targets_schema_namespaceObject);
const FIELDS = Object.keys(targets_schema_namespaceObject.definitions.target.properties);
const EXAMPLE = '- { instance: 1001, environment: production, label: acme }';
/** Reads the targets' YAML; `label` names where it came from, e.g. `Input 'targets'`. */
function parseTargets(text, label) {
    const document = (0,dist/* parseDocument */.Tp)(text, { prettyErrors: false, uniqueKeys: true });
    if (document.errors.length > 0) {
        const first = document.errors[0]?.message.split('\n')[0] ?? '';
        throw new source/* InputError */.dz(`${label} is not valid YAML (${first}): write a list, e.g. ${EXAMPLE}`);
    }
    const data = document.toJS();
    if (!Array.isArray(data)) {
        throw new source/* InputError */.dz(`${label} is not a YAML list of targets: write one line a target, e.g. ${EXAMPLE}`);
    }
    if (!validate(data)) {
        const error = firstError(validate.errors ?? []);
        throw new source/* InputError */.dz(problemOf(error, data, label));
    }
    const targets = data.map((entry, index) => {
        const where = (field) => `${entryName(label, index, entry)}, field '${field}'`;
        const given = {
            instance: (0,readers/* parseInstance */.LW)(String(entry.instance), where('instance')),
            environment: (0,readers/* parseEnvironment */.Nq)(String(entry.environment), where('environment')),
        };
        return {
            ...given,
            ...(typeof entry.label === 'string' ? { label: entry.label } : {}),
            ...(typeof entry['health-url'] === 'string'
                ? { healthUrl: (0,health/* parseHealthUrl */.Dk)(entry['health-url'], where('health-url')) }
                : {}),
            ...(Array.isArray(entry.workers)
                ? { workers: (0,readers/* parseWorkers */.jO)(entry.workers.map(String).join(','), where('workers')) }
                : {}),
        };
    });
    const seen = new Map();
    targets.forEach((target, index) => {
        const key = `${target.instance}/${target.environment}`;
        const before = seen.get(key);
        if (before !== undefined) {
            throw new source/* InputError */.dz(`${entryName(label, index, data[index])} deploys to instance ` +
                `${target.instance}, environment '${target.environment}', as entry ${before + 1} does: ` +
                'list each environment once.');
        }
        seen.set(key, index);
    });
    return targets;
}
/** `Input 'targets', entry 2 (acme)`: entries are counted from 1, as people count lines. */
function entryName(label, index, entry) {
    const named = entry && typeof entry === 'object' && typeof entry.label === 'string'
        ? ` (${entry.label.slice(0, 100)})`
        : '';
    return `${label}, entry ${index + 1}${named}`;
}
/** The first entry's problem: the one a user fixes first. */
function firstError(errors) {
    const entryOf = (error) => Number(error.instancePath.split('/')[1] ?? -1);
    return [...errors].sort((a, b) => entryOf(a) - entryOf(b))[0];
}
function problemOf(error, data, label) {
    const [, index, field, item] = error.instancePath.split('/');
    if (index === undefined) {
        return error.keyword === 'minItems'
            ? `${label} lists no target: write at least one, e.g. ${EXAMPLE}`
            : `${label} lists more targets than the 1000 one run takes: split them between jobs.`;
    }
    const entry = entryName(label, Number(index), data[Number(index)]);
    if (field === undefined) {
        if (error.keyword === 'required') {
            const missing = error.params.missingProperty;
            return `${entry} has no field '${missing}': every target names its instance and environment, e.g. ${EXAMPLE}`;
        }
        if (error.keyword === 'additionalProperties') {
            const extra = error.params.additionalProperty;
            return `${entry} has a field '${extra.slice(0, 100)}' that a target does not take: use ${FIELDS.join(', ')}.`;
        }
        return `${entry} is not a target: write an object, e.g. ${EXAMPLE}`;
    }
    const what = item === undefined ? `field '${field}'` : `field '${field}', item ${Number(item) + 1}`;
    const words = {
        instance: 'an instance id, a whole number such as 1001',
        environment: 'an environment name: letters, digits, "-", "_" or ".", e.g. production',
        label: 'a name of 1 to 100 characters, e.g. acme',
        'health-url': 'a URL or a path such as /up',
        workers: item === undefined
            ? 'a list of worker ids, e.g. [11, 12]'
            : 'a worker id, a whole number such as 11',
    };
    return `${entry}, ${what} cannot be used: write ${words[field] ?? 'one of its values'}.`;
}


/***/ })

};
