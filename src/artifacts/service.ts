// The archive store of a runner: GitHub's artifact service, through GitHub's own
// @actions/artifact, which speaks its protocol and its blob storage's. Loaded only by the shells
// that keep or read archives (the deploy and rollback actions, the command line's rollback): it
// is most of their bundles' size, so that the bundles of actions that keep nothing (preview,
// environments) carry none of that library.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { messageOf } from '../api/index.js';
import { ArtifactError, type ArchiveStore } from '../ledger/index.js';

/**
 * The store of a runner: @actions/artifact, with the job's runtime token to keep, and `token`
 * (which needs `actions: read`) to read an artifact of any run of the repository. Its log lines
 * are @actions/core's own, fenced by `quiet` so that the runner takes none as a command.
 */
export function actionsArtifactStore(options: {
  token: string;
  owner: string;
  repo: string;
  runId: string;
  quiet: <T>(work: () => Promise<T>) => Promise<T>;
}): ArchiveStore {
  const client = async () => new (await import('@actions/artifact')).DefaultArtifactClient();
  return {
    keep: (path, days) =>
      options.quiet(async () => {
        const folder = join(path, '..');
        const name = path.slice(folder.length + 1);
        try {
          const answer = await (
            await client()
          ).uploadArtifact(name, [path], folder, {
            retentionDays: days,
            skipArchive: true,
          });
          if (answer.id === undefined) throw new Error('the artifact service gave no id');
          return { id: answer.id, name, runId: options.runId };
        } catch (error) {
          throw new ArtifactError(keepProblem(error));
        }
      }),
    fetch: (kept, folder) =>
      options.quiet(async () => {
        await (
          await client()
        ).downloadArtifact(kept.id, {
          path: folder,
          skipDecompress: true,
          findBy: {
            token: options.token,
            workflowRunId: Number(kept.runId),
            repositoryOwner: options.owner,
            repositoryName: options.repo,
          },
        });
        const files = await readdir(folder);
        if (files.length !== 1) {
          throw new Error(`the download left ${files.length} files where one was expected`);
        }
        return join(folder, files[0] as string);
      }),
  };
}

/** Why the archive could not be kept, and what to do: in a runner, the service is always there. */
function keepProblem(error: unknown): string {
  const message = messageOf(error);
  if (/ACTIONS_RUNTIME_TOKEN|ACTIONS_RESULTS_URL/.test(message)) {
    return (
      'the step does not run in a GitHub Actions job that can keep artifacts (ACTIONS_RUNTIME_TOKEN ' +
      "or ACTIONS_RESULTS_URL is not set); set 'keep-days: 0' to keep none"
    );
  }
  if (/GHES|Enterprise Server/i.test(message)) {
    return "GitHub Enterprise Server does not keep artifacts this way; set 'keep-days: 0' to keep none";
  }
  return message.replace(/\.$/, '');
}
