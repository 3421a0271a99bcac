// Whether a run keeps archives, and where: decided at the start of every run of the deploy and
// rollback actions, from the runner's variables alone. The store itself (service.ts, with
// @actions/artifact behind it) is loaded when an archive is first kept or read, so that a run
// that skips loads none of it.
import { splitRepository, type RunContext } from '../github/index.js';
import type { ArchiveStore } from '../ledger/index.js';

/** The store of a runner, service.ts's: `const { actionsArtifactStore } = await loadService()`. */
const loadService = () => import('./service.js');

/**
 * Where a run in a runner keeps archives: GitHub's artifact service through @actions/artifact,
 * which reads its runtime token from the runner's variables (`env`); `token` reads other runs'
 * artifacts back. None when the run has no artifact service (npm run local) or no repository.
 */
export function runnerArchiveStore(options: {
  token: string;
  context: RunContext;
  env: Readonly<Record<string, string | undefined>>;
  quiet: <T>(work: () => Promise<T>) => Promise<T>;
}): ArchiveStore | undefined {
  const repository = splitRepository(options.context.repository);
  // A runner gives every job these; a run elsewhere (npm run local) has no artifact service.
  const service = options.env.ACTIONS_RUNTIME_TOKEN && options.env.ACTIONS_RESULTS_URL;
  if (!repository || !service) return undefined;
  let store: Promise<ArchiveStore> | undefined;
  const loaded = () =>
    (store ??= loadService().then(({ actionsArtifactStore }) =>
      actionsArtifactStore({
        token: options.token,
        owner: repository.owner,
        repo: repository.name,
        runId: options.context.runId ?? '',
        quiet: options.quiet,
      }),
    ));
  return {
    keep: async (path, days, sha256) => (await loaded()).keep(path, days, sha256),
    fetch: async (kept, folder) => (await loaded()).fetch(kept, folder),
  };
}
