// The rollout's targets (the `targets` input, `--targets FILE`, .amezmo/targets.yml): a YAML list
// checked against the JSON Schema the repository publishes (schemas/targets.schema.json), then
// each value by the same reader as the setting of that name, so that an entry's `instance` is
// refused exactly as the `instance` input is. A bad list is refused before anything is built,
// naming the entry (its number and label) and the field.
import { Ajv, type ErrorObject } from 'ajv';
import { parseDocument } from 'yaml';
import type { Target } from '../waves/index.js';
import schema from '../../schemas/targets.schema.json' with { type: 'json' };
import { parseHealthUrl } from './health.js';
import { parseEnvironment, parseInstance, parseWorkers } from './readers.js';
import { InputError } from './source.js';

const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });
const validate = ajv.compile(schema);

const FIELDS = Object.keys(schema.definitions.target.properties);

const EXAMPLE = '- { instance: 1001, environment: production, label: acme }';

/** Reads the targets' YAML; `label` names where it came from, e.g. `Input 'targets'`. */
export function parseTargets(text: string, label: string): Target[] {
  const document = parseDocument(text, { prettyErrors: false, uniqueKeys: true });
  if (document.errors.length > 0) {
    const first = document.errors[0]?.message.split('\n')[0] ?? '';
    throw new InputError(`${label} is not valid YAML (${first}): write a list, e.g. ${EXAMPLE}`);
  }
  const data: unknown = document.toJS();
  if (!Array.isArray(data)) {
    throw new InputError(
      `${label} is not a YAML list of targets: write one line a target, e.g. ${EXAMPLE}`,
    );
  }
  if (!validate(data)) {
    const error = firstError(validate.errors ?? []);
    throw new InputError(problemOf(error, data, label));
  }
  const targets = (data as Record<string, unknown>[]).map((entry, index) => {
    const where = (field: string) => `${entryName(label, index, entry)}, field '${field}'`;
    const given = {
      instance: parseInstance(String(entry.instance), where('instance')),
      environment: parseEnvironment(String(entry.environment), where('environment')),
    };
    return {
      ...given,
      ...(typeof entry.label === 'string' ? { label: entry.label } : {}),
      ...(typeof entry['health-url'] === 'string'
        ? { healthUrl: parseHealthUrl(entry['health-url'], where('health-url')) }
        : {}),
      ...(Array.isArray(entry.workers)
        ? { workers: parseWorkers(entry.workers.map(String).join(','), where('workers')) }
        : {}),
    };
  });
  const seen = new Map<string, number>();
  targets.forEach((target, index) => {
    const key = `${target.instance}/${target.environment}`;
    const before = seen.get(key);
    if (before !== undefined) {
      throw new InputError(
        `${entryName(label, index, data[index] as Record<string, unknown>)} deploys to instance ` +
          `${target.instance}, environment '${target.environment}', as entry ${before + 1} does: ` +
          'list each environment once.',
      );
    }
    seen.set(key, index);
  });
  return targets;
}

/** `Input 'targets', entry 2 (acme)`: entries are counted from 1, as people count lines. */
function entryName(label: string, index: number, entry: unknown): string {
  const named =
    entry && typeof entry === 'object' && typeof (entry as { label?: unknown }).label === 'string'
      ? ` (${(entry as { label: string }).label.slice(0, 100)})`
      : '';
  return `${label}, entry ${index + 1}${named}`;
}

/** The first entry's problem: the one a user fixes first. */
function firstError(errors: readonly ErrorObject[]): ErrorObject {
  const entryOf = (error: ErrorObject) => Number(error.instancePath.split('/')[1] ?? -1);
  return [...errors].sort((a, b) => entryOf(a) - entryOf(b))[0] as ErrorObject;
}

function problemOf(error: ErrorObject, data: readonly unknown[], label: string): string {
  const [, index, field, item] = error.instancePath.split('/');
  if (index === undefined) {
    return error.keyword === 'minItems'
      ? `${label} lists no target: write at least one, e.g. ${EXAMPLE}`
      : `${label} lists more targets than the 1000 one run takes: split them between jobs.`;
  }
  const entry = entryName(label, Number(index), data[Number(index)]);
  if (field === undefined) {
    if (error.keyword === 'required') {
      const missing = (error.params as { missingProperty: string }).missingProperty;
      return `${entry} has no field '${missing}': every target names its instance and environment, e.g. ${EXAMPLE}`;
    }
    if (error.keyword === 'additionalProperties') {
      const extra = (error.params as { additionalProperty: string }).additionalProperty;
      return `${entry} has a field '${extra.slice(0, 100)}' that a target does not take: use ${FIELDS.join(', ')}.`;
    }
    return `${entry} is not a target: write an object, e.g. ${EXAMPLE}`;
  }
  const what =
    item === undefined ? `field '${field}'` : `field '${field}', item ${Number(item) + 1}`;
  const words: Record<string, string> = {
    instance: 'an instance id, a whole number such as 1001',
    environment: 'an environment name: letters, digits, "-", "_" or ".", e.g. production',
    label: 'a name of 1 to 100 characters, e.g. acme',
    'health-url': 'a URL or a path such as /up',
    workers:
      item === undefined
        ? 'a list of worker ids, e.g. [11, 12]'
        : 'a worker id, a whole number such as 11',
  };
  return `${entry}, ${what} cannot be used: write ${words[field] ?? 'one of its values'}.`;
}
