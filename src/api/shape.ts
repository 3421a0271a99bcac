import { UnexpectedResponseError } from '../http/index.js';
import type { DeploymentStatus, Environment, Instance, Worker } from './types.js';

// Light checks of the fields this project relies on, so that a body of the wrong shape fails
// here with a message that names the field, not later with "cannot read properties of undefined".

type Fields = Record<string, unknown>;

/** A test of one field's value, and how to say what it should have been. */
interface FieldRule {
  test: (value: unknown) => boolean;
  expected: string;
}

const integer: FieldRule = { test: Number.isSafeInteger, expected: 'an integer' };
/** An id past 2^53 comes as its exact digits (see parseJsonAnswer): kept, never rounded. */
const exactId: FieldRule = {
  test: (v) => Number.isSafeInteger(v) || (typeof v === 'string' && /^\d{16,}$/.test(v)),
  expected: 'an integer',
};
const text: FieldRule = { test: (v) => typeof v === 'string', expected: 'a string' };
const list: FieldRule = { test: Array.isArray, expected: 'a list' };
const textList: FieldRule = {
  test: (v) => Array.isArray(v) && v.every((item) => typeof item === 'string'),
  expected: 'a list of strings',
};
const optionalTextOrNull: FieldRule = {
  test: (v) => v === undefined || v === null || typeof v === 'string',
  expected: 'a string or null',
};

/**
 * A success answer that is JSON but not of the shape the operation answers: a field missing or of
 * the wrong type, a list where a record was expected. Unlike a body cut short, asking again is
 * unlikely to mend it.
 */
export class ShapeError extends UnexpectedResponseError {
  override readonly errorCode = 'answer-malformed';
  /** The field that was wrong; '' when the answer as a whole was. */
  readonly field: string;
  constructor(operation: string, problem: string, field: string) {
    super(operation, `with ${problem}`);
    this.name = 'ShapeError';
    this.field = field;
  }
}

function fail(operation: string, problem: string, field = ''): never {
  throw new ShapeError(operation, problem, field);
}

/** `value` when it is an object (not null, not a list); undefined for anything else. */
export function asRecord(value: unknown): Fields | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Fields)
    : undefined;
}

export function expectRecord(value: unknown, operation: string): Fields {
  return asRecord(value) ?? fail(operation, `${describe(value)} where an object was expected`);
}

export function expectArray<T>(
  value: unknown,
  operation: string,
  item: (value: unknown, operation: string) => T,
): T[] {
  if (!Array.isArray(value)) fail(operation, `${describe(value)} where a list was expected`);
  return value.map((entry) => item(entry, operation));
}

function expectFields(
  value: unknown,
  operation: string,
  what: string,
  rules: Record<string, FieldRule>,
): Fields {
  const record = expectRecord(value, operation);
  for (const [field, rule] of Object.entries(rules)) {
    if (!rule.test(record[field])) {
      fail(
        operation,
        `${what} whose '${field}' is ${describe(record[field])}, not ${rule.expected}`,
        field,
      );
    }
  }
  return record;
}

export function expectEnvironment(value: unknown, operation: string): Environment {
  return expectFields(value, operation, 'an environment', {
    environment_name: text,
    auto_deploy_branch_patterns: textList,
    auto_deploy_tag_patterns: textList,
    branch_name: optionalTextOrNull,
    app_domain: optionalTextOrNull,
  }) as unknown as Environment;
}

export function expectInstance(value: unknown, operation: string): Instance {
  return expectFields(value, operation, 'an instance', {
    id: exactId,
    environments: list,
  }) as unknown as Instance;
}

export function expectDeploymentStatus(value: unknown, operation: string): DeploymentStatus {
  return expectFields(value, operation, 'a deployment', {
    id: integer,
    status: text,
  }) as unknown as DeploymentStatus;
}

export function expectWorker(value: unknown, operation: string): Worker {
  return expectFields(value, operation, 'a worker', {
    id: integer,
    status: text,
  }) as unknown as Worker;
}

function describe(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${JSON.stringify(value).slice(0, 40)}`;
}

/**
 * Whether a 0/1 flag of a record is on. The service documents integers, but a PHP service may
 * send `"1"` or `true` for the same field: each is read for what it says, and anything else
 * (0, `"0"`, false, null, missing) is off.
 */
export function isFlagOn(value: unknown): boolean {
  return value === 1 || value === '1' || value === true;
}
