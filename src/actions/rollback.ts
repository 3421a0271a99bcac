// The rollback action (rollback/action.yml): inputs -> the rollback job -> outputs and summary.
import { type GitHubClient, readRunContext, type RunContext } from '../github/index.js';
import {
  newRollbackRun,
  rollbackOutputs,
  rollbackSummary,
  runRollback,
} from '../rollback/index.js';
import { readPace, readRollbackSettings } from '../settings/index.js';
import { summaryHtml } from '../summary.js';
import { archiveStore } from './archives.js';
import { createClient, createGitHubClient, createProbe } from './client.js';
import { inputsOf } from './inputs.js';
import { runJob } from './job.js';
import { actionEntry, type ActionShell, startWhenRun } from './shell.js';

/** Reads the inputs, rolls back, and reports; every failure ends in one error line. */
export async function run(shell: ActionShell): Promise<void> {
  const { env, clock } = shell;
  let context: RunContext | undefined;
  await runJob(shell, {
    start: newRollbackRun(),
    async work({ signal, use, reached }) {
      const settings = readRollbackSettings(inputsOf('rollback', shell));
      reached(newRollbackRun(settings));
      context = readRunContext(env);
      const client = use(createClient(shell, settings.baseUrl, settings.apiKey));
      const github = use(
        createGitHubClient(shell, settings.githubToken, context.apiUrl) as GitHubClient,
      );
      const probe = use(createProbe(shell));
      return runRollback(settings, context, {
        client,
        github,
        clock,
        logger: shell.logger,
        group: shell.group,
        signal,
        store: archiveStore(shell, settings.githubToken, context),
        probe: probe.probe,
        ...readPace(env),
      });
    },
    async report(result, error) {
      const links = { runUrl: context?.runUrl ?? '', repositoryUrl: context?.repositoryUrl ?? '' };
      shell.setOutputs(rollbackOutputs(result));
      await shell.writeSummary(
        summaryHtml('Amezmo rollback', rollbackSummary(result, { error, links }), shell.guard),
      );
    },
  });
}

/** The rollback action over the I/O it is given; answers the step's exit code. */
export const main = actionEntry(run);

await startWhenRun(import.meta.url, main);
