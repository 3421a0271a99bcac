// The rollback action (rollback/action.yml): inputs -> the rollback job -> outputs and summary.
import type { AmezmoClient } from '../api/client.js';
import { systemClock } from '../clock.js';
import { readRunContext, type RunContext } from '../github/context.js';
import type { GitHubClient } from '../github/rest.js';
import { runnerArchiveStore } from '../ledger/artifact-service.js';
import { newRollbackRun, runRollback, type RollbackRun } from '../rollback/flow.js';
import { rollbackOutputs, rollbackSummary } from '../rollback/report.js';
import { readPace } from '../settings/readers.js';
import { readRollbackSettings } from '../settings/rollback.js';
import { summaryHtml } from '../summary.js';
import { createClient, createGitHubClient, createProbe } from './client.js';
import { inputsOf } from './inputs.js';
import { withoutCommands } from './runner.js';
import {
  coreLogger,
  group,
  guard,
  runShell,
  setOutputs,
  startWhenRun,
  writeSummary,
} from './shell.js';

/** Reads the inputs, rolls back, and reports; every failure ends in one error line. */
export async function run(): Promise<void> {
  let result: RollbackRun = newRollbackRun();
  let context: RunContext | undefined;
  let client: AmezmoClient | undefined;
  let github: GitHubClient | undefined;
  let probe: ReturnType<typeof createProbe> | undefined;
  await runShell(
    async (signal) => {
      const settings = readRollbackSettings(inputsOf('rollback'));
      result = newRollbackRun(settings);
      context = readRunContext();
      client = createClient(settings.baseUrl, settings.apiKey);
      github = createGitHubClient(settings.githubToken, context.apiUrl) as GitHubClient;
      probe = createProbe(systemClock);
      result = await runRollback(settings, context, {
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
      if (result.failure !== undefined) throw result.failure;
    },
    async (error) => {
      const links = { runUrl: context?.runUrl ?? '', repositoryUrl: context?.repositoryUrl ?? '' };
      setOutputs(rollbackOutputs(result));
      await writeSummary(
        summaryHtml('Amezmo rollback', rollbackSummary(result, { error, links }), guard),
      );
      client?.close();
      github?.close();
      probe?.close();
    },
  );
}

await startWhenRun(import.meta.url, run);
