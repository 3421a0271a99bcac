// The oracles' answers as recorded in this folder, for the unit tests to read instead of asking
// a slow oracle each run. `npm run oracles` checks every recording against the oracle itself.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The recording `file` of this folder, parsed; `what` names the answer looked up, so that a
 * missing one says how to record it.
 */
export function recording<T>(file: string): T {
  return JSON.parse(readFileSync(join(import.meta.dirname, file), 'utf8')) as T;
}

/** `table[key]`, or an error saying the recording lacks it and how to make it. */
export function recorded<T>(table: Record<string, T>, key: string, file: string): T {
  if (!Object.hasOwn(table, key)) {
    throw new Error(
      `test/oracles/${file} has no answer for ${JSON.stringify(key)}: record it with ` +
        '`ORACLES_UPDATE=1 npm run oracles`, and commit the recording.',
    );
  }
  return table[key] as T;
}
