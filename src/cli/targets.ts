// The targets file of `amezmo-deploy deploy`: --targets FILE, else .amezmo/targets.yml when the
// working folder has one and no instance is named. Its text is the `targets` setting, checked as
// the action's input is; messages name the file.
import { existsSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { InputError } from '../settings/index.js';
import type { Invocation } from './invocation.js';
import { readSmallFile } from '../small-file.js';

/** Where a project keeps its targets, read when no --targets or instance is given. */
export const TARGETS_FILE = '.amezmo/targets.yml';

/** A list of a thousand targets is far below this. */
const MAX_TARGETS_BYTES = 1024 * 1024;

/** The targets file's text and how messages name it; undefined when there is none to read. */
export function readTargetsFile(
  invocation: Pick<Invocation, 'given' | 'env' | 'cwd'>,
): { text: string; label: string } | undefined {
  const { given, env, cwd } = invocation;
  const named = given.targets;
  if (named === undefined) {
    const instance = given.instance ?? env.AMEZMO_INSTANCE ?? '';
    const found = join(cwd, TARGETS_FILE);
    if (instance.trim() !== '' || !existsSync(found)) return undefined;
    return { text: readTargets(found, TARGETS_FILE), label: `The targets file ${TARGETS_FILE}` };
  }
  const path = isAbsolute(named) ? named : join(cwd, named);
  return { text: readTargets(path, named), label: `--targets '${named}'` };
}

function readTargets(path: string, shown: string): string {
  const refuse = (what: string) =>
    new InputError(
      `The targets file '${shown}' cannot be read: ${what}; give a YAML file that lists them, ` +
        'e.g. - { instance: 1001, environment: production }',
    );
  try {
    return readSmallFile(path, MAX_TARGETS_BYTES, 'a list of targets', refuse);
  } catch (error) {
    if (error instanceof InputError) throw error;
    const code = (error as { code?: unknown }).code;
    const said = typeof code === 'string' ? (READ_FAILURES[code] ?? code) : 'it is unreadable';
    throw refuse(said);
  }
}

/** What a failed read of the file says, in words, by its code. */
const READ_FAILURES: Readonly<Record<string, string>> = {
  ENOENT: 'there is no such file (ENOENT)',
  EACCES: 'permission denied (EACCES)',
  EISDIR: 'it is a folder (EISDIR)',
  ENOTDIR: 'a part of its path is not a folder (ENOTDIR)',
};
