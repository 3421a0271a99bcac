// `amezmo-deploy rollback`: the rollback job, as the rollback action runs it. Its ledger is the
// one the deploy action keeps: GitHub deployments of the repository, with each release's archive
// kept as a workflow artifact. So it needs GITHUB_TOKEN and the repository, wherever it runs;
// releases deployed by this command line are not in that ledger (it keeps none of its own).
import { systemClock } from '../clock.js';
import { splitRepository, type RunContext } from '../github/context.js';
import { actionsArtifactStore } from '../github/artifact-service.js';
import type { GitHubClient } from '../github/rest.js';
import { newRollbackRun, runRollback, type RollbackRun } from '../rollback/flow.js';
import { rollbackOutputs, rollbackSummary } from '../rollback/report.js';
import {
  createAmezmoClient,
  createGitHubApiClient,
  createHealthProbe,
} from '../settings/clients.js';
import { readRollbackSettings } from '../settings/rollback.js';
import { has, InputError } from '../settings/source.js';
import { detectTrigger } from './ci.js';
import { sourceOf } from './connect.js';
import { ROLLBACK_FLAGS } from './flags.js';
import type { Invocation } from './invocation.js';
import { tellRun } from './report.js';
import { failureLine } from './shell.js';
import type { Terminal } from './terminal.js';

/** Why a rollback cannot run here, and what to do. */
export const NO_LEDGER =
  'rollback reads the ledger of releases that the deploy action keeps in a GitHub repository ' +
  "(its deployments, and each release's archive as a workflow artifact), and GITHUB_TOKEN is not " +
  'set: set GITHUB_TOKEN to a token that may read actions and write deployments of that ' +
  'repository, and name it with GITHUB_REPOSITORY or --repository OWNER/NAME. Releases deployed ' +
  'with this command line are not recorded in any ledger, so they cannot be rolled back to.';

export async function rollbackCommand(
  invocation: Invocation,
  terminal: Terminal,
  signal: AbortSignal,
): Promise<unknown> {
  const { env, given } = invocation;
  // The archive read back is deployed as it is: none is kept again from here.
  const source = sourceOf(invocation, terminal, ROLLBACK_FLAGS, 'rollback', { 'keep-days': '0' });
  if ((env.GITHUB_TOKEN ?? '') === '') throw new InputError(NO_LEDGER);
  const settings = readRollbackSettings(source);
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
  const apiUrl = env.GITHUB_API_URL || 'https://api.github.com';
  const context: RunContext = {
    eventName: '',
    ref: '',
    headRef: '',
    sha: '',
    repository,
    actor: '',
    actorId: '',
    payload: {},
    runUrl: detectTrigger(env, {}).jobUrl,
    repositoryUrl: '',
    apiUrl,
    tempDir: invocation.tempDir,
  };

  let run: RollbackRun = newRollbackRun(settings);
  const client = createAmezmoClient(settings.baseUrl, settings.apiKey, {
    logger: terminal.logger,
    env,
  });
  const github = createGitHubApiClient(settings.githubToken, apiUrl, {
    logger: terminal.logger,
    env,
  }) as GitHubClient;
  const probe = createHealthProbe(systemClock, { env });
  try {
    run = await runRollback(settings, context, {
      client,
      github,
      clock: systemClock,
      logger: terminal.logger,
      group: (title, phase) => terminal.group(title, phase),
      signal,
      // Reading an artifact of another run needs only the token; nothing is kept from here.
      store: actionsArtifactStore({
        token: settings.githubToken,
        owner: named.owner,
        repo: named.name,
        runId: '',
        quiet: (work) => terminal.quiet(work),
      }),
      probe: probe.probe,
      progress: terminal.progress(settings.waitTimeoutSeconds),
    });
  } finally {
    client.close();
    github.close();
    probe.close();
  }
  const error = run.failure === undefined ? undefined : failureLine(run.failure, signal);
  tellRun(
    terminal,
    { json: invocation.json, dotenv: given.dotenv },
    {
      outputs: rollbackOutputs(run),
      parts: (shown) =>
        rollbackSummary(run, {
          error: shown,
          links: {
            runUrl: context.runUrl,
            repositoryUrl: `${env.GITHUB_SERVER_URL || 'https://github.com'}/${repository}`,
          },
        }),
      error,
    },
  );
  return run.failure;
}
