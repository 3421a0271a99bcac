// The result of a command as --json prints it: the outputs the action would set, each with its
// JSON type (a runner's outputs are all text, a script's JSON need not be): `"skipped": false`,
// `"deployment-id": 838`, `"restarted-workers": [11, 12]`, and `null` where an action's output
// would be '' (and for `promoted-from`, an object). schemas/cli-output.schema.json describes every command's object; a test holds this
// table and the schema to each other, and real outputs to the schema.

/** How an output is typed in JSON; an output not named here is a string. */
type JsonKind = 'boolean' | 'integer' | 'number' | 'json' | 'object';

export const JSON_KINDS: Readonly<Record<string, JsonKind>> = {
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
export function jsonValue(name: string, text: string): unknown {
  const kind = JSON_KINDS[name];
  if (kind === undefined) return text;
  if (kind === 'boolean') return text === 'true';
  if (kind === 'json') return text === '' ? [] : (JSON.parse(text) as unknown);
  if (kind === 'object') return text === '' ? null : (JSON.parse(text) as unknown);
  if (text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : text;
}

/** The outputs as one JSON object, and the failure's line as `error` when the run failed. */
export function jsonResult(
  outputs: Readonly<Record<string, string>>,
  error?: string,
): Record<string, unknown> {
  const typed: Record<string, unknown> = {};
  for (const [name, text] of Object.entries(outputs)) typed[name] = jsonValue(name, text);
  return error === undefined ? typed : { ...typed, error };
}
