// `amezmo-deploy deploy`: the deploy job, as the deploy action runs it, from any CI or a laptop.
// The settings are read by the action's own reader; the branch or tag, commit, repository and
// pusher come from the CI (or git), and the deploy job hears them as the action's run context,
// so that the environment's patterns decide exactly as they do in the action.
import { readFileSync } from 'node:fs';
import { systemClock } from '../clock.js';
import { newDeployRun, runDeploy, type DeployRun } from '../deploy/flow.js';
import { deployFacts, deployOutputs } from '../deploy/report.js';
import { isGitRefName, readRunContext, type RunContext } from '../github/context.js';
import { gitHead } from '../github/git.js';
import { createAmezmoClient, createHealthProbe } from '../settings/clients.js';
import { readDeploySettings } from '../settings/deploy.js';
import { has, InputError } from '../settings/source.js';
import {
  CI_NAMES,
  detectTrigger,
  runContextOf,
  withFlags,
  type Trigger,
  type TriggerFlags,
} from './ci.js';
import { DEPLOY_FLAGS } from './flags.js';
import { readGitFacts } from './git.js';
import { tellRun } from './report.js';
import { commandLineSource } from './settings.js';
import { failureLine, UsageError } from './shell.js';
import type { Terminal } from './terminal.js';
import type { Invocation } from './invocation.js';

/** Deploys, and tells the run; answers the run's failure, when it failed. */
export async function deployCommand(
  invocation: Invocation,
  terminal: Terminal,
  signal: AbortSignal,
): Promise<unknown> {
  const { given, env, cwd, tempDir } = invocation;
  const source = commandLineSource({
    specs: DEPLOY_FLAGS,
    given,
    env,
    action: 'deploy',
    // Nothing is recorded in GitHub from here: no GitHub deployment, no artifact kept.
    fixed: { 'github-deployment': 'false', 'github-token': '', 'keep-days': '0' },
    readFile: (path) => readFileSync(path, 'utf8'),
    addSecret: (value) => terminal.addSecret(value),
  });
  if (source.text('on-unhealthy') === 'rollback') {
    throw has(
      source.label('on-unhealthy'),
      'rollback',
      'the command line keeps no ledger of releases and no archives to go back to; use fail, ' +
        "and roll back with the deploy action's ledger (amezmo-deploy rollback) if you use it.",
    );
  }
  const settings = readDeploySettings(source, {
    GITHUB_WORKSPACE: cwd,
    RUNNER_TEMP: tempDir,
    SOURCE_DATE_EPOCH: env.SOURCE_DATE_EPOCH,
    RUNNER_DEBUG: invocation.verbose ? '1' : undefined,
  });
  const flags = triggerFlags(given);
  const trigger = await findTrigger(env, cwd, flags);
  const context = contextOf(trigger, flags, invocation);
  terminal.logger.info(describeTrigger(trigger));

  let run: DeployRun = newDeployRun(settings);
  const client = createAmezmoClient(settings.baseUrl, settings.apiKey, {
    logger: terminal.logger,
    env,
  });
  const probe = createHealthProbe(systemClock, { env });
  try {
    run = await runDeploy(settings, context, {
      client,
      clock: systemClock,
      logger: terminal.logger,
      group: (title, phase) => terminal.group(title, phase),
      // A commit given on the command line is recorded, whatever the folder's HEAD.
      gitHead: async (path) => {
        const head = await gitHead(path);
        return head && flags.commit ? { ...head, sha: flags.commit } : head;
      },
      signal,
      probe: probe.probe,
      progress: terminal.progress(settings.waitTimeoutSeconds),
    });
  } finally {
    client.close();
    probe.close();
  }
  const error = run.failure === undefined ? undefined : failureLine(run.failure, signal);
  tellRun(
    terminal,
    { json: invocation.json, dotenv: given.dotenv },
    {
      outputs: deployOutputs(run),
      parts: (shown) => [
        {
          kind: 'facts',
          facts: deployFacts(run, {
            error: shown,
            links: { runUrl: context.runUrl, repositoryUrl: context.repositoryUrl },
          }),
        },
      ],
      error,
    },
  );
  return run.failure;
}

/** The flags that say what the run is of, checked. */
function triggerFlags(given: Readonly<Record<string, string>>): TriggerFlags {
  if (given.branch !== undefined && given.tag !== undefined) {
    throw new UsageError(
      '--branch and --tag were both given: a deployment is of one or the other.',
    );
  }
  for (const name of ['branch', 'tag'] as const) {
    const value = given[name];
    if (value !== undefined && !isGitRefName(value)) {
      throw has(`--${name}`, value, `it is not a ${name} name git allows.`);
    }
  }
  const commit = given.commit;
  if (commit !== undefined && !/^[0-9a-f]{7,64}$/i.test(commit)) {
    throw has('--commit', commit, 'a commit is 7 to 64 hex digits, e.g. $(git rev-parse HEAD).');
  }
  const repository = given.repository;
  if (repository !== undefined && !/^[\w.-]+(\/[\w.-]+)+$/.test(repository)) {
    throw has('--repository', repository, 'give it as owner/name, e.g. acme/shop.');
  }
  return {
    branch: given.branch,
    tag: given.tag,
    commit: commit?.toLowerCase(),
    repository,
  };
}

async function findTrigger(
  env: Invocation['env'],
  cwd: string,
  flags: TriggerFlags,
): Promise<Trigger & { ref: NonNullable<Trigger['ref']> }> {
  // In GitHub Actions the run context says it all; elsewhere git fills what the CI leaves out.
  const git = env.GITHUB_ACTIONS === 'true' ? {} : await readGitFacts(cwd);
  const found = withFlags(detectTrigger(env, git), flags);
  if (!found.ref) {
    throw new InputError(
      `No branch or tag to deploy: ${found.missing ?? 'none was found'}. Pass --branch NAME or --tag NAME.`,
    );
  }
  return { ...found, ref: found.ref };
}

/**
 * The run as the deploy job hears it. In GitHub Actions, given no flag that says otherwise, it
 * is the action's own run context (the event's payload included), so that every event decides
 * exactly as in the action.
 */
function contextOf(
  trigger: Trigger & { ref: NonNullable<Trigger['ref']> },
  flags: TriggerFlags,
  invocation: Invocation,
): RunContext {
  const { env, tempDir } = invocation;
  const overridden = Object.values(flags).some((value) => value !== undefined);
  if (trigger.ci === 'github' && !overridden) return { ...readRunContext(env), tempDir };
  return runContextOf(trigger, { tempDir, apiUrl: env.GITHUB_API_URL || 'https://api.github.com' });
}

function describeTrigger(trigger: Trigger & { ref: NonNullable<Trigger['ref']> }): string {
  const parts = [
    `${trigger.ref.kind} '${trigger.ref.name}'`,
    trigger.commit ? `commit ${trigger.commit.slice(0, 12)}` : '',
    trigger.repository ? `of ${trigger.repository}` : '',
    trigger.request ? `(merge or pull request ${trigger.request})` : '',
    trigger.pusher ? `by ${trigger.pusher}` : '',
  ].filter((part) => part !== '');
  return `Run: ${parts.join(' ')}, as told by ${CI_NAMES[trigger.ci]}.`;
}
