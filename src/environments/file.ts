// The environments file (.amezmo/environments.yml): read as YAML with the line of every node, so
// that each problem and each pattern finding can be annotated on its line; checked against the
// JSON Schema the repository publishes for editors, with messages written for people.
import { Ajv, type ErrorObject } from 'ajv';
import {
  isMap,
  isPair,
  isScalar,
  LineCounter,
  parseDocument,
  type Document,
  type Node,
} from 'yaml';
import { AmezmoDeployError } from '../errors.js';
import schema from '../../schemas/environments.schema.json' with { type: 'json' };

/** The settings of an environment the file can hold, by the names the file gives them. */
export const SETTINGS = [
  'branch-patterns',
  'tag-patterns',
  'ssh',
  'trusted-ssh-ips',
  'newrelic-license-key',
] as const;

export type SettingName = (typeof SETTINGS)[number];

/** A secret named in the file: the variable of the step's environment that holds it. */
export interface SecretReference {
  readonly fromEnv: string;
}

/** What the file asks of one environment; a setting left out is left alone on the service. */
export interface DesiredSettings {
  readonly 'branch-patterns'?: readonly string[];
  readonly 'tag-patterns'?: readonly string[];
  readonly ssh?: boolean;
  readonly 'trusted-ssh-ips'?: readonly string[];
  /** null turns the New Relic integration off. */
  readonly 'newrelic-license-key'?: SecretReference | null;
}

export interface EnvironmentSpec {
  readonly name: string;
  /** Line of the environment's name in the file. */
  readonly line: number | undefined;
  readonly settings: DesiredSettings;
  /** Line of each setting given. */
  readonly lines: Partial<Record<SettingName, number>>;
  /** Line of each pattern, in order. */
  readonly patternLines: Readonly<
    Record<'branch-patterns' | 'tag-patterns', (number | undefined)[]>
  >;
}

export interface EnvironmentsFile {
  /** The path shown to people and used for annotations, relative to the workspace. */
  readonly path: string;
  readonly instance: string;
  readonly instanceLine: number | undefined;
  readonly environments: readonly EnvironmentSpec[];
}

/** Something wrong with the file, at a line of it when known. */
export interface FileProblem {
  readonly line: number | undefined;
  readonly message: string;
}

/**
 * The file cannot be used as it is. Carries the first problem's place, so that the failure is
 * annotated on that line of the file.
 */
export class FileProblemsError extends AmezmoDeployError {
  readonly errorCode = 'environments-file-invalid';
  readonly problems: readonly FileProblem[];
  readonly location: { readonly file: string; readonly line: number | undefined };

  constructor(path: string, problems: readonly FileProblem[]) {
    const at = (problem: FileProblem) =>
      problem.line === undefined ? problem.message : `line ${problem.line}: ${problem.message}`;
    // Numbered, each ending in a full stop: a parser's messages end in none, and ran together.
    const numbered = problems.map(
      (problem, index) => `(${index + 1}) ${at(problem).replace(/([^.!?])$/, '$1.')}`,
    );
    super(
      problems.length === 1
        ? `${path} ${at(problems[0] as FileProblem)}`
        : `${problems.length} problems in ${path}: ${numbered.join(' ')}`,
    );
    this.name = 'FileProblemsError';
    this.problems = problems;
    this.location = { file: path, line: problems[0]?.line };
  }
}

type Path = readonly (string | number)[];

const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, verbose: true });
const validate = ajv.compile(schema);

/** Reads the environments file's text; throws FileProblemsError naming every problem found. */
export function readEnvironmentsFile(text: string, path: string): EnvironmentsFile {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const lineAt = (offset: number | undefined) =>
    offset === undefined ? undefined : lineCounter.linePos(offset).line;
  if (document.errors.length > 0) {
    throw new FileProblemsError(
      path,
      document.errors.map((error) => ({
        line: lineAt(error.pos[0]),
        message: `is not valid YAML: ${error.message.split('\n')[0]}`,
      })),
    );
  }
  const data: unknown = document.toJS();
  const lineOf = (at: Path, key?: string) => lineAt(nodeAt(document, at, key)?.range?.[0]);
  if (!validate(data)) {
    const problems = (validate.errors ?? [])
      .map((error) => problemOf(error, data, lineOf))
      .filter((problem): problem is FileProblem => problem !== undefined);
    throw new FileProblemsError(path, sortedUnique(problems));
  }
  const file = data as {
    instance: number | string;
    environments: Record<string, Record<string, unknown>>;
  };
  return {
    path,
    instance: String(file.instance),
    instanceLine: lineOf(['instance']),
    environments: Object.entries(file.environments).map(([name, given]) => {
      const settings: Record<string, unknown> = {};
      const lines: Partial<Record<SettingName, number>> = {};
      for (const setting of SETTINGS) {
        if (!(setting in (given ?? {}))) continue;
        const value = given[setting];
        settings[setting] =
          setting === 'newrelic-license-key' && value !== null
            ? { fromEnv: (value as { 'from-env': string })['from-env'] }
            : value;
        const line = lineOf(['environments', name], setting);
        if (line !== undefined) lines[setting] = line;
      }
      const patternLines = (setting: 'branch-patterns' | 'tag-patterns') =>
        ((settings[setting] as string[] | undefined) ?? []).map((_, index) =>
          lineOf(['environments', name, setting, index]),
        );
      return {
        name,
        line: lineOf(['environments'], name),
        settings: settings as DesiredSettings,
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
function nodeAt(document: Document, at: Path, key?: string): Node | undefined {
  const node = at.length === 0 ? document.contents : document.getIn(at, true);
  if (key === undefined) return (node ?? undefined) as Node | undefined;
  if (!isMap(node)) return undefined;
  const pair = node.items.find(
    (item) => isPair(item) && isScalar(item.key) && String(item.key.value) === key,
  );
  return (pair?.key ?? undefined) as Node | undefined;
}

function pathOf(instancePath: string): (string | number)[] {
  if (instancePath === '') return [];
  return instancePath
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** `environments.staging.trusted-ssh-ips[1]`, as a person reads a place in the file. */
function placeOf(path: Path): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : index === 0 ? part : `.${part}`,
    )
    .join('');
}

function show(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return String(value);
}

const TYPE_WORDS: Record<string, string> = {
  boolean: 'true or false',
  array: "a list, e.g. ['^main$']",
  string: 'text',
  object: 'a mapping of names to values',
};

/** What a value at this place of the file must be, in a person's words. */
function expectation(path: Path): string | undefined {
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
  if (last === 'from-env') return 'the name of a variable of the step, e.g. NEWRELIC_LICENSE_KEY';
  if (last === 'ssh') return 'true or false';
  return undefined;
}

const SECRET_HINT =
  'write newrelic-license-key: { from-env: NEWRELIC_LICENSE_KEY } and pass the key to the step ' +
  'from a secret (env: NEWRELIC_LICENSE_KEY: ${{ secrets.NEWRELIC_LICENSE_KEY }}), or null to ' +
  'turn the integration off';

function problemOf(
  error: ErrorObject,
  data: unknown,
  lineOf: (at: Path, key?: string) => number | undefined,
): FileProblem | undefined {
  const path = pathOf(error.instancePath);
  const place = placeOf(path);
  const line = lineOf(path);
  const params = error.params as Record<string, unknown>;
  const inSecret = path.includes('newrelic-license-key');
  // A secret written into the file is never repeated, not even in an error.
  const value = inSecret ? undefined : error.data;
  switch (error.keyword) {
    case 'required': {
      const missing = String(params.missingProperty);
      const hints: Record<string, string> = {
        instance: 'add instance: with the id of your Amezmo instance, e.g. instance: 1234',
        environments:
          'add environments: with at least one environment and its settings, e.g. production',
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
        message:
          `environment '${String(path[1])}' has the unknown setting '${extra}': the settings are ` +
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
      const wanted =
        expectation(path) ??
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
      if (error.propertyName !== undefined) return undefined;
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

function valueAt(data: unknown, path: Path): unknown {
  let node = data;
  for (const part of path) node = (node as Record<string | number, unknown> | undefined)?.[part];
  return node;
}

function sortedUnique(problems: FileProblem[]): FileProblem[] {
  const seen = new Set<string>();
  return problems
    .filter((problem) => {
      const key = `${problem.line}:${problem.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}
