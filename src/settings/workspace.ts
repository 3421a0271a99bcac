// The one check of "inside the workspace": a path a setting names is resolved through links and
// must lie within one of the folders allowed, so that a link in the repository cannot send a file
// from elsewhere on the runner (a key, another job's workspace) to the service.
import { realpathSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { InputError } from './source.js';

/** Where a path led, resolved through links, or why it could not be used. */
export type Resolved =
  | { readonly real: string }
  | { readonly problem: 'missing' }
  | { readonly problem: 'outside'; readonly real: string };

/** Whether `path` (resolved) is `root` itself or below it. */
export function isWithin(root: string, path: string): boolean {
  const inside = relative(root, path);
  return !(inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside));
}

/**
 * `value`, taken relative to the first of `roots`, resolved through links, when it exists and
 * lies inside one of `roots` (each resolved already).
 */
export function resolveInside(value: string, roots: readonly string[]): Resolved {
  let real: string;
  try {
    real = realpathSync(resolve(roots[0] as string, value));
  } catch {
    return { problem: 'missing' };
  }
  return roots.some((root) => isWithin(root, real)) ? { real } : { problem: 'outside', real };
}

/** A folder that exists, resolved through links; `label` names it in the error. */
export function realFolder(path: string, label: string): string {
  try {
    const real = realpathSync(path);
    if (statSync(real).isDirectory()) return real;
  } catch {
    // Reported below with the same message as a file.
  }
  throw new InputError(`${label} '${path}' is not a folder that exists.`);
}

/** The workspace folder (GITHUB_WORKSPACE, else the working folder), resolved through links. */
export function workspaceOf(env: Readonly<Record<string, string | undefined>>): string {
  return realFolder(env.GITHUB_WORKSPACE || process.cwd(), 'GITHUB_WORKSPACE');
}
