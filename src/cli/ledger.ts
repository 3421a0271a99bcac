// The ledger folder of the command line (--ledger-dir, or AMEZMO_LEDGER_DIR): named, checked
// before anything is deployed, and left out of the archive when it is inside the folder deployed.
import { realpath } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { DeploySettings } from '../deploy/index.js';
import { folderLedger, LedgerFolderError, type FolderLedger } from '../ledger/index.js';
import { splitRepository } from '../github/index.js';
import { has, InputError } from '../settings/index.js';
import type { Invocation } from './invocation.js';

/** The ledger folder as given, and where from; undefined when neither flag nor variable names one. */
export interface NamedLedger {
  readonly path: string;
  /** `--ledger-dir` or `AMEZMO_LEDGER_DIR`, for messages. */
  readonly label: string;
  readonly value: string;
}

/** The ledger folder --ledger-dir or AMEZMO_LEDGER_DIR names, resolved from the working folder. */
export function ledgerDirOf(invocation: Invocation): NamedLedger | undefined {
  const flag = invocation.given['ledger-dir'];
  if (flag !== undefined && flag.trim() === '') {
    throw new InputError(
      '--ledger-dir is empty: give the folder the ledger is kept in, e.g. --ledger-dir .amezmo-ledger.',
    );
  }
  const value = (flag ?? invocation.env.AMEZMO_LEDGER_DIR ?? '').trim();
  if (value === '') return undefined;
  return {
    path: resolve(invocation.cwd, value),
    label: flag === undefined ? 'AMEZMO_LEDGER_DIR' : '--ledger-dir',
    value,
  };
}

/**
 * The ledger kept in the folder named, checked before anything is deployed: for `write` made
 * when missing and written to, for `read` there. A folder that cannot be used is a usage error.
 */
export async function openLedger(
  named: NamedLedger,
  use: 'read' | 'write',
  notice?: (message: string) => void,
): Promise<FolderLedger> {
  const ledger = folderLedger(named.path);
  try {
    await ledger.check(use);
  } catch (error) {
    if (!(error instanceof LedgerFolderError)) throw error;
    throw new InputError(
      `${named.label} has '${named.value}', and ${error.message.replace(/\.$/, '')}` +
        (use === 'write'
          ? ': give a folder this user may write, kept between runs (a CI cache, a shared volume).'
          : '.'),
    );
  }
  return folderLedger(await realpath(named.path), undefined, notice);
}

/**
 * The settings with the ledger folder left out of the archive, when it is inside the folder
 * deployed (a CI cache must be inside the project): its records and archives are never uploaded
 * from this run. The folder deployed itself cannot be the ledger.
 */
export async function withoutLedger<T extends DeploySettings>(
  settings: T,
  ledger: FolderLedger,
): Promise<T> {
  if (settings.source.kind !== 'build') return settings;
  const build = settings.source.build;
  const inside = relative(await realpath(build.path), ledger.dir);
  if (inside === '') {
    throw new InputError(
      `The ledger folder ${ledger.dir} is the folder deployed: give a folder of its own, e.g. ` +
        '--ledger-dir .amezmo-ledger.',
    );
  }
  if (inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return settings;
  const pattern = anchoredFolderRule(inside.split(sep));
  return {
    ...settings,
    source: { kind: 'build', build: { ...build, exclude: [...build.exclude, pattern] } },
  };
}

/** A gitignore rule that leaves out exactly the folder at `names` from the root, whatever they hold. */
export function anchoredFolderRule(names: readonly string[]): string {
  return `/${names.map(literalPattern).join('/')}/`;
}

/** A file name as a gitignore pattern that matches only that name. */
function literalPattern(name: string): string {
  return name.replace(/[\\*?[\]!# ]/g, (character) => `\\${character}`);
}

/**
 * Why a command that reads the ledger cannot run here, and what to do: no folder is named, and
 * no token reads the deploy action's ledger in GitHub (one that `may` do what it needs).
 */
export function noLedger(command: string, may: string): string {
  return (
    `${command} reads a ledger of releases, and none is named: pass --ledger-dir DIR (or set ` +
    'AMEZMO_LEDGER_DIR), the folder that amezmo-deploy deploy --ledger-dir DIR recorded releases ' +
    `in; or, for the deploy action's ledger in a GitHub repository, set GITHUB_TOKEN to a token ` +
    `that ${may} of it, and name it with GITHUB_REPOSITORY or --repository OWNER/NAME.`
  );
}

/** The GitHub repository whose deployments keep the ledger: --repository, else GITHUB_REPOSITORY. */
export function ledgerRepositoryOf(invocation: Invocation): {
  repository: string;
  named: { owner: string; name: string };
} {
  const { given, env } = invocation;
  const repository = given.repository ?? env.GITHUB_REPOSITORY ?? '';
  const named = splitRepository(repository);
  if (!named) {
    throw repository === ''
      ? new InputError(
          'GITHUB_REPOSITORY is not set, and --repository is not given: name the GitHub ' +
            'repository whose deployments keep the ledger, e.g. --repository acme/shop.',
        )
      : has(
          given.repository === undefined ? 'GITHUB_REPOSITORY' : '--repository',
          repository,
          'give it as owner/name, e.g. acme/shop.',
        );
  }
  return { repository, named };
}
