// The rollback action (rollback/action.yml): inputs -> the rollback job -> outputs and summary.
import { systemClock } from '../clock.js';
import { type GitHubClient, readRunContext, type RunContext } from '../github/index.js';
import { runnerArchiveStore } from '../artifacts/index.js';
import {
  newRollbackRun,
  rollbackOutputs,
  rollbackSummary,
  runRollback,
} from '../rollback/index.js';
import { readPace, readRollbackSettings } from '../settings/index.js';
import { summaryHtml } from '../summary.js';
import { createClient, createGitHubClient, createProbe } from './client.js';
import { inputsOf } from './inputs.js';
import { runJob } from './job.js';
import { withoutCommands } from './runner.js';
import { coreLogger, group, guard, setOutputs, startWhenRun, writeSummary } from './shell.js';

/** Reads the inputs, rolls back, and reports; every failure ends in one error line. */
export async function run(): Promise<void> {
  let context: RunContext | undefined;
  await runJob({
    start: newRollbackRun(),
    async work({ signal, use, reached }) {
      const settings = readRollbackSettings(inputsOf('rollback'));
      reached(newRollbackRun(settings));
      context = readRunContext();
      const client = use(createClient(settings.baseUrl, settings.apiKey));
      const github = use(createGitHubClient(settings.githubToken, context.apiUrl) as GitHubClient);
      const probe = use(createProbe(systemClock));
      return runRollback(settings, context, {
        client,
        github,
        clock: systemClock,
        logger: coreLogger,
        group,
        signal,
        store: runnerArchiveStore({
          token: settings.githubToken,
          context,
          env: process.env,
          quiet: withoutCommands,
        }),
        probe: probe.probe,
        ...readPace(process.env),
      });
    },
    async report(result, error) {
      const links = { runUrl: context?.runUrl ?? '', repositoryUrl: context?.repositoryUrl ?? '' };
      setOutputs(rollbackOutputs(result));
      await writeSummary(
        summaryHtml('Amezmo rollback', rollbackSummary(result, { error, links }), guard),
      );
    },
  });
}

await startWhenRun(import.meta.url, run);
