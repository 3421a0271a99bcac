// `require-checks` and `checks-timeout`: which of the commit's checks must pass before a deploy,
// and how long a pending one is waited for.
import type { ChecksSettings } from '../checks/index.js';
import { ACTIONS } from './metadata.js';
import { DURATION_HOW, durationSeconds, MAX_WAIT_SECONDS } from './readers.js';
import { has, instruction, InputError, type SettingSource } from './source.js';

type ChecksSettingName = 'require-checks' | 'checks-timeout' | 'github-token';

/**
 * The checks to require, or undefined when none are. `githubToken` is the token the run reads
 * GitHub with: without one the checks cannot be asked.
 */
export function readChecksSettings(
  source: SettingSource<ChecksSettingName>,
  githubToken: string,
): ChecksSettings | undefined {
  const label = source.label('require-checks');
  const required = parseRequiredChecks(source.text('require-checks'), label);
  if (required === undefined) {
    // A runner gives every input its default when the step leaves it out.
    const timeout = source.text('checks-timeout');
    if (
      source.given('checks-timeout') &&
      timeout !== ACTIONS.deploy.inputs['checks-timeout'].default
    ) {
      throw new InputError(
        `${source.label('checks-timeout')} is given without ${label}: name the checks to wait ` +
          'for, or leave it out.',
      );
    }
    return undefined;
  }
  if (githubToken === '') {
    throw new InputError(
      `${label} is set, and ${source.label('github-token')} is empty: the commit's checks are ` +
        'read from GitHub with a token that may read checks and statuses. Give one (in a ' +
        'workflow, leave github-token at its default, ${{ github.token }}).',
    );
  }
  const timeout = source.text('checks-timeout');
  return {
    required,
    timeout,
    timeoutMs: parseChecksTimeout(timeout, source.label('checks-timeout')),
    howToWaitLonger: instruction(source, 'checks-timeout', '30m'),
    namedIn: label.replace(/^Input '(.*)'$/, '$1'),
  };
}

/**
 * `all`, or the names: one a line, or separated by commas outside parentheses (a matrix job's
 * check run is named `test (ubuntu, 8.3)`); undefined when empty.
 */
export function parseRequiredChecks(value: string, label: string): 'all' | string[] | undefined {
  const names: string[] = [];
  for (const line of value.split(/\r?\n/)) {
    let depth = 0;
    let name = '';
    for (const char of `${line},`) {
      if (char === '(') depth++;
      if (char === ')') depth = Math.max(0, depth - 1);
      if (char !== ',' || depth > 0) {
        name += char;
        continue;
      }
      const trimmed = name.trim();
      name = '';
      if (trimmed !== '' && !names.includes(trimmed)) names.push(trimmed);
    }
  }
  if (names.length === 0) return undefined;
  if (names.some((name) => name.toLowerCase() === 'all')) {
    if (names.length === 1) return 'all';
    throw has(
      label,
      value,
      "'all' already takes every check of the commit: give either all, or the names of the checks.",
    );
  }
  for (const name of names) {
    // eslint-disable-next-line no-control-regex
    if (name.length > 200 || /[\x00-\x1f\x7f]/.test(name)) {
      throw has(
        label,
        value,
        'a check name is at most 200 characters, on one line: give the names as GitHub shows ' +
          "them under the commit's checks, e.g. test, lint.",
      );
    }
  }
  return names;
}

/** A time to wait, in milliseconds: a duration (`15m`, `1h`, `90s`), or 0 not to wait. */
export function parseChecksTimeout(value: string, label: string): number {
  const seconds = durationSeconds(value);
  if (seconds === undefined) {
    throw has(label, value, `write a time as ${DURATION_HOW}, or 0 to look once and not wait.`);
  }
  if (seconds > MAX_WAIT_SECONDS) {
    throw has(
      label,
      value,
      `it is longer than any job may run (5 days); use at most 6h on GitHub's own runners.`,
    );
  }
  return seconds * 1000;
}
