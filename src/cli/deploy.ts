// `amezmo-deploy deploy`: the deploy job, as the deploy action runs it, from any CI or a laptop.
// The settings are read by the action's own reader; the branch or tag, commit, repository and
// pusher come from the CI (or git), and the deploy job hears them as the action's run context,
// so that the environment's patterns decide exactly as they do in the action. With --ledger-dir,
// each release is recorded in that folder and its archive kept there, so that a later run
// skips the same bytes and rolls back to the last healthy ones, as the action does with GitHub.
import {
  type DeployDependencies,
  type DeployRun,
  deployFacts,
  deployOutputs,
  deployParts,
  runDeploy,
} from '../deploy/index.js';
import { readRunContext, type RunContext, splitRepository } from '../github/index.js';
import {
  createAmezmoClient,
  createGitHubApiClient,
  createHealthProbe,
  has,
  InputError,
  readDeploySettings,
  readPace,
  readTargets,
} from '../settings/index.js';
import { runContextOf, type TriggerFlags } from './ci.js';
import { DEPLOY_FLAGS } from './flags.js';
import { ledgerDirOf, openLedger, withoutLedger } from './ledger.js';
import { commandLineSource, type FlagSpec } from './settings.js';
import { runJob } from './job.js';
import { describeTrigger, readTrigger, triggerFlags, withRef, type RefTrigger } from './trigger.js';
import type { Terminal } from './terminal.js';
import type { Invocation } from './invocation.js';
import { headOf, localLog, localStanding } from './git.js';
import { rolloutOutputs, type RolloutRun, rolloutSummary, runRollout } from '../waves/index.js';
import { readTargetsFile } from './targets.js';

/** Deploys, and tells the run; answers the run's failure, when it failed. */
export async function deployCommand(
  invocation: Invocation,
  terminal: Terminal,
  signal: AbortSignal,
  specs: readonly FlagSpec[] = DEPLOY_FLAGS,
): Promise<unknown> {
  const { env, cwd, tempDir } = invocation;
  const ledgerDir = ledgerDirOf(invocation);
  // The targets file's text is the setting, as the action's `targets` input is (for the
  // commands that take one: `promote` deploys to one environment).
  const targets = specs.some((spec) => spec.name === 'targets')
    ? readTargetsFile(invocation)
    : undefined;
  const given = targets ? { ...invocation.given, targets: targets.text } : invocation.given;
  const flagSource = commandLineSource({
    specs,
    given,
    env,
    action: 'deploy',
    // Nothing is recorded in GitHub from here: no GitHub deployment, no artifact; archives are
    // kept only in a ledger folder.
    fixed: {
      'github-deployment': 'false',
      ...(ledgerDir === undefined ? { 'keep-days': '0' } : {}),
      // Each target names its instance and environment: a CI's AMEZMO_INSTANCE and
      // AMEZMO_ENVIRONMENT, defaults for a single deploy, give way (a flag is still refused).
      ...(targets && given.instance === undefined ? { instance: '' } : {}),
      ...(targets && given.environment === undefined ? { environment: '' } : {}),
    },
    addSecret: (value) => terminal.addSecret(value),
  });
  const source = targets
    ? {
        ...flagSource,
        label: (name: string) => (name === 'targets' ? targets.label : flagSource.label(name)),
      }
    : flagSource;
  if (targets && source.text('on-failure') === 'rollback-all' && ledgerDir === undefined) {
    throw has(
      source.label('on-failure'),
      'rollback-all',
      "a rollback deploys the kept bytes of each target's last healthy release, and no ledger " +
        'is kept: pass --ledger-dir DIR (or set AMEZMO_LEDGER_DIR), a folder your CI keeps ' +
        'between runs, or pass --on-failure stop.',
    );
  }
  if (source.text('on-unhealthy') === 'rollback' && ledgerDir === undefined) {
    throw has(
      source.label('on-unhealthy'),
      'rollback',
      'a rollback deploys the kept bytes of the last healthy release, and no ledger is kept: ' +
        'pass --ledger-dir DIR (or set AMEZMO_LEDGER_DIR), a folder your CI keeps between runs.',
    );
  }
  const read = readDeploySettings(
    source,
    {
      GITHUB_WORKSPACE: cwd,
      RUNNER_TEMP: tempDir,
      SOURCE_DATE_EPOCH: env.SOURCE_DATE_EPOCH,
      RUNNER_DEBUG: invocation.verbose ? '1' : undefined,
    },
    { ledgerFolder: ledgerDir?.path },
  );
  const ledger =
    ledgerDir === undefined
      ? undefined
      : await openLedger(ledgerDir, 'write', (message) => terminal.logger.notice(message));
  const settings = {
    ...(ledger ? await withoutLedger(read, ledger) : read),
    howToRollBack: ledger
      ? `deploy the last healthy release again with amezmo-deploy rollback ${ledgerDir?.label === '--ledger-dir' ? `--ledger-dir ${ledgerDir.value} ` : ''}(--on-unhealthy rollback does that at once)`
      : 'keep a ledger with --ledger-dir to deploy the last healthy release again with ' +
        'amezmo-deploy rollback (--on-unhealthy rollback does that at once)',
  };
  // The targets' list is read, and refused when bad, before anything is built.
  const rollout = settings.rollout && (await readTargets(settings.rollout));
  const flags = triggerFlags(given);
  const folder = settings.source.kind === 'build' ? settings.source.build.path : undefined;
  const trigger = withRef(await readTrigger(invocation, flags, folder));
  const context = contextOf(trigger, flags, invocation);
  terminal.logger.info(describeTrigger(trigger));
  if (settings.checks && !splitRepository(context.repository)) {
    const problem =
      "--require-checks reads the commit's checks from its GitHub repository: name it as " +
      'owner/name, e.g. --repository acme/shop.';
    throw context.repository === ''
      ? new InputError(`No repository is known (no --repository, and none from the CI): ${problem}`)
      : has('--repository', context.repository, problem);
  }

  return runJob<DeployRun | RolloutRun>(
    { invocation, terminal, signal },
    {
      work: async ({ use, clients }) => {
        const deps: DeployDependencies = {
          client: use(createAmezmoClient(settings.baseUrl, settings.apiKey, clients)),
          github: use(createGitHubApiClient(settings.githubToken, context.apiUrl, clients)),
          clock: invocation.clock,
          logger: terminal.logger,
          group: (title, phase) => terminal.group(title, phase),
          // A commit given on the command line is recorded, whatever the folder's HEAD.
          gitHead: (path) => headOf(path, { commit: context.sha, given: flags.commit }, env),
          localStanding: (base, head) => localStanding(folder ?? cwd, base, head),
          localLog: (base, head, most) => localLog(folder ?? cwd, base, head, most),
          signal,
          ...(ledger ? { ledger, store: ledger.store } : {}),
          probe: use(createHealthProbe(invocation.clock, clients)).probe,
          ...readPace(env),
          progress: terminal.progress(settings.waitTimeoutSeconds),
        };
        return rollout
          ? runRollout({ ...settings, rollout }, context, deps)
          : runDeploy(settings, context, deps);
      },
      told: (run) => {
        if ('targets' in run) {
          return {
            outputs: rolloutOutputs(run),
            parts: (shown) => rolloutSummary(run, { error: shown }),
          };
        }
        const links = { runUrl: context.runUrl, repositoryUrl: context.repositoryUrl };
        return {
          outputs: deployOutputs(run),
          parts: (shown) => [
            { kind: 'facts', facts: deployFacts(run, { error: shown, links }) },
            ...deployParts(run, links),
          ],
        };
      },
    },
  );
}

/**
 * The run as the deploy job hears it. In GitHub Actions, given no flag that says otherwise, it
 * is the action's own run context (the event's payload included), so that every event decides
 * exactly as in the action.
 */
function contextOf(trigger: RefTrigger, flags: TriggerFlags, invocation: Invocation): RunContext {
  const { env, tempDir } = invocation;
  const overridden = Object.values(flags).some((value) => value !== undefined);
  if (trigger.ci === 'github' && !overridden) return { ...readRunContext(env), tempDir };
  return runContextOf(trigger, { tempDir, apiUrl: env.GITHUB_API_URL || 'https://api.github.com' });
}
