// A comparison of two JSON values by shape alone: the same keys at every level, and the same JSON
// type for each value, whatever the values are.

export type JsonType = 'null' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object';

export function jsonType(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'object') return 'object';
  throw new Error(`not a JSON value: ${String(value)}`);
}

/**
 * Fields that may be null or of one type, whichever the documented example shows: a value where
 * the docs show null (or null where they show a value) is then of the same shape.
 */
export type Nullable = Readonly<Record<string, JsonType>>;

export interface ShapeRules {
  nullable?: Nullable;
  /**
   * Fields whose object is a map, whose keys are data (an error's `errors`, by field name): each
   * entry must have the shape of the documented entries, whatever its key.
   */
  maps?: readonly string[];
}

/**
 * Where `actual` differs in shape from `documented`, one line each (none when they agree): a key
 * missing or extra at any level, or a value of another JSON type. A fraction in the docs allows
 * any number, an integer only an integer. A list's entries are compared with the documented
 * entry at the same place (or the last one), and an empty list on either side says nothing.
 */
export function shapeDifferences(
  documented: unknown,
  actual: unknown,
  rules: ShapeRules = {},
  path = '$',
): string[] {
  const key = path.slice(path.lastIndexOf('.') + 1);
  const expected = jsonType(documented);
  const got = jsonType(actual);
  const allowed = rules.nullable?.[key];
  const either = (type: JsonType) => type === 'null' || type === allowed;
  if (allowed !== undefined && expected !== got && either(expected) && either(got)) return [];
  if (expected !== got && !(expected === 'number' && got === 'integer')) {
    return [`${path}: ${got} where the docs show ${expected}`];
  }
  if (Array.isArray(documented) && Array.isArray(actual)) {
    if (documented.length === 0) return [];
    return actual.flatMap((entry, index) =>
      shapeDifferences(
        documented[Math.min(index, documented.length - 1)],
        entry,
        rules,
        `${path}[${index}]`,
      ),
    );
  }
  if (expected !== 'object') return [];
  const want = documented as Record<string, unknown>;
  const have = actual as Record<string, unknown>;
  if (rules.maps?.includes(key)) {
    const entries = Object.values(want);
    if (entries.length === 0) return [];
    return Object.entries(have).flatMap(([name, value]) =>
      shapeDifferences(want[name] ?? entries[0], value, rules, `${path}.${name}`),
    );
  }
  return [
    ...Object.keys(want)
      .filter((name) => !(name in have))
      .map((name) => `${path}.${name}: missing`),
    ...Object.keys(have)
      .filter((name) => !(name in want))
      .map((name) => `${path}.${name}: not in the docs`),
    ...Object.keys(want)
      .filter((name) => name in have)
      .flatMap((name) => shapeDifferences(want[name], have[name], rules, `${path}.${name}`)),
  ];
}
