// Where the deploy and rollback actions keep archives: GitHub's artifact service, through
// @actions/artifact. A module of its own, so that the bundles of actions that keep nothing
// (preview, environments) carry none of that library.
import { actionsArtifactStore } from '../github/artifact-service.js';
import type { ArchiveStore } from '../github/artifacts.js';
import { splitRepository, type RunContext } from '../github/context.js';
import { withoutCommands } from './runner.js';

/**
 * Where this run keeps archives: GitHub's artifact service through @actions/artifact, which
 * reads its runtime token from the runner; `token` reads other runs' artifacts back.
 */
export function createArchiveStore(token: string, context: RunContext): ArchiveStore | undefined {
  const repository = splitRepository(context.repository);
  // A runner gives every job these; a run elsewhere (npm run local) has no artifact service.
  const service = process.env.ACTIONS_RUNTIME_TOKEN && process.env.ACTIONS_RESULTS_URL;
  if (!repository || !service) return undefined;
  return actionsArtifactStore({
    token,
    owner: repository.owner,
    repo: repository.name,
    runId: context.runId ?? '',
    quiet: withoutCommands,
  });
}
