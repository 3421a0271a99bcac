// `amezmo-deploy promote --from staging --to production`: the deploy job with `promote-from`, as
// the deploy action runs it, over a ledger folder that holds both environments' releases.
import { InputError } from '../settings/index.js';
import { deployCommand } from './deploy.js';
import { PROMOTE_FLAGS } from './flags.js';
import type { Invocation } from './invocation.js';
import { ledgerDirOf } from './ledger.js';
import type { Terminal } from './terminal.js';

/** Promotes, and tells the run; answers the run's failure, when it failed. */
export async function promoteCommand(
  invocation: Invocation,
  terminal: Terminal,
  signal: AbortSignal,
): Promise<unknown> {
  if (ledgerDirOf(invocation) === undefined) {
    throw new InputError(
      'No ledger folder: a promotion deploys the release the ledger recorded live and healthy on ' +
        '--from, with its kept bytes. Pass --ledger-dir DIR (or set AMEZMO_LEDGER_DIR), the ' +
        'folder amezmo-deploy deploy --ledger-dir recorded both environments in.',
    );
  }
  if (invocation.given['promote-from'] === undefined) {
    throw new InputError(
      '--from is required: name the environment to promote from, e.g. --from staging.',
    );
  }
  return deployCommand(invocation, terminal, signal, PROMOTE_FLAGS);
}
