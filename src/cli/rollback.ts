// `amezmo-deploy rollback`: the rollback job, as the rollback action runs it. Its ledger is the
// folder --ledger-dir names, where `amezmo-deploy deploy --ledger-dir` records releases and keeps
// their archives; or else the one the deploy action keeps: GitHub deployments of the repository,
// with each release's archive kept as a workflow artifact, read with GITHUB_TOKEN.
import type { GitHubClient, RunContext } from '../github/index.js';
import { actionsArtifactStore } from '../artifacts/index.js';
import {
  type RollbackDependencies,
  rollbackOutputs,
  rollbackSummary,
  runRollback,
} from '../rollback/index.js';
import {
  createAmezmoClient,
  createGitHubApiClient,
  createHealthProbe,
  InputError,
  readPace,
  readRollbackSettings,
  type RollbackInputs,
} from '../settings/index.js';
import { ledgerDirOf, ledgerRepositoryOf, noLedger, openLedger } from './ledger.js';
import { detectTrigger } from './ci.js';
import { sourceOf } from './connect.js';
import { ROLLBACK_FLAGS } from './flags.js';
import type { Invocation } from './invocation.js';
import { runJob, type Command, type JobScope } from './job.js';
import type { Terminal } from './terminal.js';

export async function rollbackCommand(
  invocation: Invocation,
  terminal: Terminal,
  signal: AbortSignal,
): Promise<unknown> {
  const { env, given } = invocation;
  const ledgerDir = ledgerDirOf(invocation);
  // With GitHub's ledger the archive read back is deployed as it is: none is kept again from
  // here. A ledger folder keeps it again (it is the same file) for --keep-days.
  const source = sourceOf(
    invocation,
    terminal,
    ROLLBACK_FLAGS,
    'rollback',
    ledgerDir === undefined ? { 'keep-days': '0' } : { 'github-token': '' },
  );
  if (ledgerDir === undefined && (env.GITHUB_TOKEN ?? '') === '') {
    throw new InputError(noLedger('rollback', 'may read actions and write deployments'));
  }
  const settings = readRollbackSettings(source, { ledgerFolder: ledgerDir?.path });
  const trigger = detectTrigger(env, {});
  const context = (repository: string, pusher: string): RunContext => ({
    eventName: '',
    ref: '',
    headRef: '',
    sha: '',
    repository,
    actor: '',
    actorId: '',
    payload: pusher ? { pusher: { email: pusher } } : {},
    runUrl: trigger.jobUrl,
    repositoryUrl: '',
    apiUrl: env.GITHUB_API_URL || 'https://api.github.com',
    tempDir: invocation.tempDir,
  });
  if (ledgerDir !== undefined) {
    // No GitHub at all: the release deployed again is recorded in the folder too, with the
    // CI's repository and pusher.
    const ledger = await openLedger(ledgerDir, 'read');
    return rollBack({ invocation, terminal, signal }, settings, {
      context: context(given.repository ?? trigger.repository, trigger.pusher),
      deps: () => ({ ledger, store: ledger.store }),
      repositoryUrl: '',
    });
  }
  const { repository, named } = ledgerRepositoryOf(invocation);
  return rollBack({ invocation, terminal, signal }, settings, {
    context: context(repository, ''),
    deps: ({ use, clients }) => ({
      github: use(
        createGitHubApiClient(
          settings.githubToken,
          context('', '').apiUrl,
          clients,
        ) as GitHubClient,
      ),
      // Reading an artifact of another run needs only the token; nothing is kept from here.
      store: actionsArtifactStore({
        token: settings.githubToken,
        owner: named.owner,
        repo: named.name,
        runId: '',
        quiet: (work) => terminal.quiet(work),
      }),
    }),
    repositoryUrl: `${env.GITHUB_SERVER_URL || 'https://github.com'}/${repository}`,
  });
}

/** Runs the rollback job on the ledger `where` gives, and tells the run. */
async function rollBack(
  command: Command,
  settings: RollbackInputs,
  where: {
    context: RunContext;
    /** The ledger and where its archives are kept, with the clients they need. */
    deps: (scope: JobScope) => Pick<RollbackDependencies, 'github' | 'ledger' | 'store'>;
    repositoryUrl: string;
  },
): Promise<unknown> {
  const { invocation, terminal, signal } = command;
  return runJob(command, {
    work: async (scope) =>
      runRollback(settings, where.context, {
        ...where.deps(scope),
        client: scope.use(createAmezmoClient(settings.baseUrl, settings.apiKey, scope.clients)),
        clock: invocation.clock,
        logger: terminal.logger,
        group: (title, phase) => terminal.group(title, phase),
        signal,
        probe: scope.use(createHealthProbe(invocation.clock, scope.clients)).probe,
        ...readPace(invocation.env),
        progress: terminal.progress(settings.waitTimeoutSeconds),
      }),
    told: (run) => ({
      outputs: rollbackOutputs(run),
      parts: (shown) =>
        rollbackSummary(run, {
          error: shown,
          links: { runUrl: where.context.runUrl, repositoryUrl: where.repositoryUrl },
        }),
    }),
  });
}
