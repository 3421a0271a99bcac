// Where the deploy and rollback actions keep archives and read them back: what the run's I/O
// gives (a test's stand-in), else the runner's artifact service. Apart from client.ts, which the
// preview and environments actions import too, so that their bundles carry no artifact store.
import { runnerArchiveStore } from '../artifacts/index.js';
import type { RunContext } from '../github/index.js';
import type { ArchiveStore } from '../ledger/index.js';
import type { ActionShell } from './shell.js';

/** The run's archive store; none where the runner has no artifact service (npm run local). */
export function archiveStore(
  shell: ActionShell,
  token: string,
  context: RunContext,
): ArchiveStore | undefined {
  return (
    shell.io.archives ??
    runnerArchiveStore({ token, context, env: shell.env, quiet: shell.core.withoutCommands })
  );
}
