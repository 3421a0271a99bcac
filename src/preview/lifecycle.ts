// The life of a pull request's preview: find or create its instance, wait until it is ready,
// deploy the pull request's code through the shared pipeline, and report; terminate it when the
// pull request closes; and clean up previews of closed pull requests or past max-age. Every
// instance it changes carries the prefix and a pull request number in the name this repository
// gives it (see name.ts). Each step answers what it learnt; the run is the sum of the answers.
import type { AmezmoClient } from '../api/client.js';
import { ApiError, clauseOf, messageOf } from '../api/errors.js';
import { INSTANCE_DELETING, isInstanceState } from '../api/statuses.js';
import type {
  AppType,
  CreateInstanceParams,
  Instance,
  InstanceId,
  InstanceType,
  InstanceTypeId,
} from '../api/types.js';
import type { Clock, Pace } from '../clock.js';

import { AmezmoDeployError } from '../errors.js';
import { react, reply, upsertComment, type Reaction } from '../github/comments.js';
import { isGitRefName, splitRepository, type RunContext } from '../github/context.js';
import { retireDeployments } from '../github/deployments.js';
import { repositoryPermission } from '../github/permissions.js';
import { findPullRequest, getPullRequest, pullRequestStates } from '../github/pulls.js';
import type { GitHubClient, RepositoryTarget } from '../github/rest.js';
import type { Logger } from '../logger.js';
import type { BuildSettings } from '../pipeline/archive.js';
import { environmentUrl } from '../pipeline/environment.js';
import {
  failedHealth,
  UnhealthyError,
  type HealthSettings,
  type Probe,
} from '../pipeline/health.js';
import type { ReleaseProgress } from '../pipeline/progress.js';
import { deployRelease, type ReleaseResult } from '../pipeline/release.js';
import {
  budgetHolders,
  checkBudget,
  checkLaunched,
  describeEndedCost,
  endedCost,
  priceList,
  refusalLine,
  totalEndedCost,
  type Budget,
  type BudgetRefusal,
  type EndedCost,
} from './cost.js';
import { previewEventOf, type PreviewEvent } from './event.js';
import { waitUntilGone, waitUntilReady, type InstanceWait } from './instance.js';
import { carriesPrefix, previewName, previewNumber } from './name.js';
import { ageMs, formatAge, planPreview, repositoryPreviews, type Outcome } from './plan.js';
import {
  goneCommentBody,
  liveCommentBody,
  refusedCommentBody,
  replyBody,
  type ReportedStep,
} from './report.js';
import { decide, type Decision, type Known, type TriggerSettings } from './trigger.js';
import type { GitHead } from '../github/git.js';

/** What a new preview instance is made of. */
export interface LaunchSettings {
  region: string;
  instanceType: string;
  phpVersion: string | undefined;
  mysql: boolean;
  mysqlVersion: '5.7' | '8' | undefined;
  appType: AppType | undefined;
}

/** Everything a preview run was asked to do, checked by the front end. */
export interface PreviewSettings {
  prefix: string;
  /** What a new instance is made of; set for runs that deploy. */
  launch: LaunchSettings | undefined;
  environment: string;
  /** How the archive is built; set for runs that deploy. */
  build: BuildSettings | undefined;
  /**
   * Why `build` could not be read, for a run that may not need it (a /preview comment, whose
   * fork's pull request has no checkout): thrown when the workspace is to be deployed.
   */
  buildProblem?: Error;
  waitTimeoutSeconds: number;
  launchTimeoutSeconds: number;
  maxAgeMs: number | undefined;
  /** When a pull request has a preview. */
  trigger: TriggerSettings;
  /** The caps a launch must fit in. */
  budget: Budget;
  comment: boolean;
  githubDeployment: boolean;
  /** How the preview's health is proven once deployed; set for runs that deploy. */
  health?: HealthSettings;
}

export interface PreviewDependencies extends Pace {
  client: AmezmoClient;
  /** GitHub's API, when there is a token to reach it with; without it, no comment, no GitHub
   * deployment, and pull request states are not known. */
  github?: GitHubClient;
  clock: Clock;
  logger: Logger;
  /** Runs one phase, folded in the log under its title. */
  group: <T>(title: string, phase: () => Promise<T>) => Promise<T>;
  /** Aborted when the run is cancelled. */
  signal: AbortSignal;
  /** The commit checked out at `path` and its time; its time makes the archive reproducible. */
  gitHead?: (path: string) => Promise<GitHead | undefined>;
  /** Asks the preview's health URL once. */
  probe?: Probe;
  /** From this many bytes before compression, the archive streams as it is written. */
  streamFromBytes?: number;
  /** A front end that draws the release's progress. */
  progress?: ReleaseProgress;
}

/** What a preview run did and learnt, as far as it went; `failure` is set when it failed. */
export interface PreviewRun {
  outcome?: Outcome;
  skipReason?: string;
  pullRequest?: number;
  instanceName?: string;
  instanceId?: InstanceId;
  instanceType?: string;
  hourlyPrice?: string;
  /** The instance's `created_at`. */
  createdAt?: string;
  previewUrl?: string;
  branch?: string;
  commit?: string;
  /** The deployment, once the run got as far as the archive. */
  release?: ReleaseResult;
  /** What a clean-up did to each preview. */
  steps: readonly ReportedStep[];
  /** Set while the instance launches: its comment says so, with how long it may take. */
  readonly launching?: { readonly timeoutSeconds: number };
  /** Why the preview is gone, when this run found it so: its comment says so. */
  gone?: string;
  /** What the previews this run terminated cost. */
  ended?: readonly EndedCost[];
  /** Why the preview was launched but nothing deployed (a fork's, asked by comment). */
  awaiting?: string;
  failure?: unknown;
}

interface Run {
  settings: PreviewSettings;
  context: RunContext;
  deps: PreviewDependencies;
  owner: string;
  repo: string;
  /** Set when there is a client to reach GitHub with. */
  github: RepositoryTarget | undefined;
}

/** Refused before any request: the one rule that keeps previews away from other instances. */
export class NotAPreviewError extends AmezmoDeployError {
  readonly errorCode = 'preview-not-ours';
  constructor(name: string, prefix: string) {
    super(
      `Refusing to change instance '${name}': its name is not <${prefix}>-<repository>-<pull ` +
        'request number> for this repository, so it is not a preview this action made.',
    );
    this.name = 'NotAPreviewError';
  }
}

export class InstanceLimitError extends AmezmoDeployError {
  readonly errorCode = 'instance-limit-reached';
  constructor(message: string) {
    super(message);
    this.name = 'InstanceLimitError';
  }
}

/** Runs the preview life cycle for the event of `context`; never throws. */
export async function runPreview(
  settings: PreviewSettings,
  context: RunContext,
  deps: PreviewDependencies,
): Promise<PreviewRun> {
  const none: PreviewRun = { steps: [] };
  const repository = splitRepository(context.repository);
  if (!repository) {
    return {
      ...none,
      failure: new Error(
        `GITHUB_REPOSITORY is '${context.repository}', not owner/name: previews are named after the repository.`,
      ),
    };
  }
  const run: Run = {
    settings,
    context,
    deps,
    owner: repository.owner,
    repo: repository.name,
    github: deps.github
      ? { github: deps.github, owner: repository.owner, repo: repository.name, logger: deps.logger }
      : undefined,
  };
  const event = previewEventOf(context);
  let known: Known = {};
  let decision = decide(event, settings.trigger, known);
  // A command this run acts on is answered: 👀 now, 🚀 or 😕 at the end, and a reply when
  // nothing came of it.
  const command =
    event.kind === 'comment' && decision.kind !== 'skip' && run.github ? event : undefined;
  if (command?.commentId !== undefined) await reactTo(run, command.commentId, 'eyes');
  let result: PreviewRun;
  let decided: Exclude<Decision, { kind: 'ask' }> | undefined;
  try {
    while (decision.kind === 'ask') {
      known = { ...known, ...(await learn(run, event, decision.what)) };
      decision = decide(event, settings.trigger, known);
    }
    decided = decision;
    result = await act(run, decision);
  } catch (error) {
    result = { ...none, failure: error };
  }
  if (command) {
    const answer = answerOf(decided, result);
    if (answer !== undefined && run.github) {
      await reply(
        { ...run.github, issueNumber: command.number },
        replyBody(command.command, answer.text, context.runUrl, answer.carriedOut),
      );
    }
    const done =
      result.failure === undefined &&
      (result.outcome === 'created' ||
        result.outcome === 'updated' ||
        result.outcome === 'terminated');
    if (command.commentId !== undefined) {
      await reactTo(run, command.commentId, done ? 'rocket' : 'confused');
    }
  }
  return result;
}

/** What the reply to a command says, when its comment is answered with one; else undefined. */
function answerOf(
  decided: Exclude<Decision, { kind: 'ask' }> | undefined,
  result: PreviewRun,
): { text: string; carriedOut: boolean } | undefined {
  if (result.failure instanceof CommandRefusal) {
    return { text: result.failure.reason, carriedOut: false };
  }
  if (decided?.kind === 'refuse') return { text: decided.reason, carriedOut: false };
  if (decided?.kind === 'skip' && decided.reply === true) {
    return { text: decided.reason, carriedOut: false };
  }
  if (decided?.kind === 'teardown' && decided.reply === true) return stopAnswer(decided, result);
  return undefined;
}

/** What a /preview stop on a closed pull request came to: its preview is gone either way. */
function stopAnswer(
  decided: Extract<Decision, { kind: 'teardown' }>,
  result: PreviewRun,
): { text: string; carriedOut: boolean } {
  const closed = `pull request #${decided.number} is closed`;
  const name = result.instanceName ?? 'its preview';
  if (result.failure !== undefined) {
    return {
      text: `${closed}, and its preview ${name} could not be terminated: it may still be running (the run says why)`,
      carriedOut: false,
    };
  }
  if (result.outcome === 'terminated') {
    return {
      text: `${closed}, but its preview ${name} was still running: it is terminated now`,
      carriedOut: true,
    };
  }
  return { text: `${closed}, and no preview of it (${name}) is running`, carriedOut: false };
}

async function reactTo(run: Run, commentId: number, content: Reaction): Promise<void> {
  if (run.github) await react(run.github, commentId, content);
}

/** Asks GitHub what the decision needs to know. */
async function learn(run: Run, event: PreviewEvent, what: 'permission' | 'pull'): Promise<Known> {
  const { github } = run;
  if (event.kind === 'comment') {
    if (!github) {
      throw new Error(
        "A /preview comment needs 'github-token', to check who asked and to read the pull request.",
      );
    }
    if (what === 'permission') {
      const author = event.author as string;
      try {
        return { permission: await repositoryPermission(github, author) };
      } catch (error) {
        throw new Error(
          `Could not check ${author}'s permission on ${run.context.repository}: ` +
            `${clauseOf(error)}. Nothing was launched or stopped; run the workflow again.`,
          { cause: error },
        );
      }
    }
    return { pull: await getPullRequest(github, event.number) };
  }
  if (event.kind === 'run') {
    let number = event.number;
    if (number === undefined && github && event.head.label) {
      number = await findPullRequest(github, event.head.label);
    }
    if (number === undefined) {
      throw new Error(
        `The ${run.context.eventName} event names no pull request` +
          (event.head.label ? `, and no open pull request has the head ${event.head.label}` : '') +
          ': run previews on pull_request events, or on workflow_run of a pull request workflow.',
      );
    }
    if (!github) return { pull: null, number };
    try {
      return { pull: await getPullRequest(github, number), number };
    } catch (error) {
      run.deps.logger.warning(
        `Could not read pull request #${number}: ${clauseOf(error)}. Its draft state and labels ` +
          'are not known.',
      );
      return { pull: null, number };
    }
  }
  throw new Error(`Nothing to ask GitHub for a ${event.kind} event.`);
}

/** Carries out what was decided. */
async function act(run: Run, decision: Exclude<Decision, { kind: 'ask' }>): Promise<PreviewRun> {
  const { logger } = run.deps;
  switch (decision.kind) {
    case 'skip':
      logger.notice(`Nothing to do: ${decision.reason}.`);
      return { steps: [], outcome: 'skipped', skipReason: `${decision.reason}.` };
    case 'refuse':
      logger.notice(`Refused: ${decision.reason}.`);
      return {
        steps: [],
        outcome: 'refused',
        skipReason: `${decision.reason}.`,
        pullRequest: decision.number,
      };
    case 'cleanup':
      return cleanUp(run);
    case 'teardown':
      logger.info(`Tearing down the preview of #${decision.number}: ${decision.reason}.`);
      return tearDown(run, decision.number, decision.reason);
    case 'deploy':
      logger.info(`Deploying the preview of #${decision.number}: ${decision.reason}.`);
      return deployPreview(run, decision);
  }
}

/** Checks region and instance type against the service's lists; answers the types offered. */
async function checkChoices(run: Run, launch: LaunchSettings): Promise<InstanceType[]> {
  const { client, signal, logger } = run.deps;
  const { region, instanceType } = launch;
  const [regions, types] = await Promise.all([
    client.listRegions({ signal }),
    client.listInstanceTypes({ signal }),
  ]);
  if (!regions.some((known) => known.id === region)) {
    const list = regions.map(
      (known) => `${known.id} (${known.name ?? known.iso_country_code ?? ''})`,
    );
    throw new Error(
      `Input 'region' has '${region}', which Amezmo does not offer. Regions: ${list.join(', ')}.`,
    );
  }
  const type = types.find((known) => known.id === instanceType);
  if (!type) {
    const list = types.map((known) => `${known.id} ($${known.hourly_price} an hour)`);
    throw new Error(
      `Input 'instance-type' has '${instanceType}', which Amezmo does not offer. Types: ${list.join(', ')}.`,
    );
  }
  logger.info(`Region ${region}; instance type ${type.id} at $${type.hourly_price} an hour.`);
  return types;
}

function instanceWait(run: Run): InstanceWait {
  const { client, clock, logger, signal } = run.deps;
  return {
    client,
    clock,
    logger,
    signal,
    deadline: clock.now() + run.settings.launchTimeoutSeconds * 1000,
    timeoutSeconds: run.settings.launchTimeoutSeconds,
    pollMs: run.deps.pollMs,
  };
}

/** Throws unless `instance` is one of this repository's previews: checked before every change. */
function ownPreview(run: Run, instance: Pick<Instance, 'name'>): number {
  const number = previewNumber(instance.name, run.settings.prefix, run.context.repository);
  if (number === undefined) throw new NotAPreviewError(instance.name, run.settings.prefix);
  return number;
}

async function deployPreview(
  run: Run,
  decision: Extract<Decision, { kind: 'deploy' }>,
): Promise<PreviewRun> {
  const { settings, deps, context } = run;
  const { client, logger, group, signal } = deps;
  const { number, head: pullHead } = decision;
  const name = previewName(settings.prefix, context.repository, number);
  const commit = /^[0-9a-f]{40,64}$/.test(pullHead.sha) ? pullHead.sha : undefined;
  let result: PreviewRun = {
    steps: [],
    pullRequest: number,
    instanceName: name,
    commit,
    branch: isGitRefName(pullHead.ref) ? pullHead.ref : undefined,
  };
  logger.info(`Pull request #${number}: preview ${name}`);
  try {
    // A run that deploys is read with both (see readPreviewSettings).
    const launch = settings.launch as LaunchSettings;
    if (decision.code && !settings.build) throw settings.buildProblem ?? new Error('No folder.');
    const build = settings.build as BuildSettings;
    // A run queued behind the close (a late synchronize) must not launch a preview nobody sees.
    if (await isClosed(run, number)) {
      logger.notice(`Nothing to deploy: pull request #${number} is closed.`);
      return { ...result, outcome: 'skipped', skipReason: `pull request #${number} is closed.` };
    }
    // Before anything is launched: a comment run deploys its workspace only when it holds the
    // pull request's head, not the default branch a comment's workflow starts on.
    const head = decision.code ? await deps.gitHead?.(build.path) : undefined;
    if (decision.checkHead) checkWorkspaceHead(number, commit, head?.sha);
    const types = await group('Check region and instance type', () => checkChoices(run, launch));
    const instances = await client.listInstances({}, { signal });
    const plan = planPreview(
      { kind: 'deploy', number, create: decision.create },
      instances,
      planContext(run, new Map()),
    );
    tellLookalikes(run, plan.lookalikes);
    const step = plan.steps[0];
    if (!step) {
      const hint =
        settings.trigger.trigger === 'comment' ? '; a /preview comment launches one' : '';
      logger.notice(`Nothing to deploy: ${plan.reason}${hint}.`);
      return { ...result, outcome: 'skipped', skipReason: `${plan.reason}${hint}.` };
    }
    logger.info(`Plan: ${step.action} ${name}, because ${step.reason}.`);
    if (plan.duplicates.length > 0) {
      logger.warning(
        `Pull request #${number} has ${plan.duplicates.length + 1} instances named ${name} (two ` +
          `runs raced): the oldest is deployed, and ${describeInstances(plan.duplicates)} ` +
          `${plan.duplicates.length === 1 ? 'is' : 'are'} terminated when the pull request ` +
          'closes. A concurrency group per pull request keeps runs from racing (see the README).',
      );
    }
    if (step.action === 'create') {
      const refusal = budgetRefusal(run, number, launch, instances, types);
      if (refusal) throw new BudgetError(refusal, context.repository);
    }

    let instance: Instance;
    if (step.action === 'create') {
      instance = await group(`Launch ${name}`, () =>
        launchInstance(run, launch, name, number, instances),
      );
      const launched = instance;
      await group('Recount the budget', () => recountBudget(run, launched, types));
    } else {
      instance = step.instance;
      ownPreview(run, instance);
      logger.info(`Reusing preview instance ${instance.id} (${instance.state}).`);
    }
    result = {
      ...result,
      outcome: plan.outcome,
      instanceId: instance.id,
      createdAt: instance.created_at,
      instanceType: instance.instance_type,
      // A reused preview keeps the type it was launched with, whatever the input says now.
      hourlyPrice: types.find((known) => known.id === instance.instance_type)?.hourly_price,
    };
    // The launch takes minutes: the pull request says so while it lasts.
    if (step.action === 'create' && settings.comment && run.github) {
      await upsertComment(
        { ...run.github, issueNumber: number },
        commentKey(name),
        liveCommentBody(
          { ...result, launching: { timeoutSeconds: settings.launchTimeoutSeconds } },
          context,
          deps.clock.now(),
          settings.trigger,
        ),
      );
    }
    const wait = instanceWait(run);
    const ready = await group(`Wait for ${name} to be ready`, () =>
      waitUntilReady(wait, instance.id, settings.environment),
    ).catch((error: unknown) => goneWhileLaunching(run, number, instance, error));
    result = { ...result, previewUrl: previewUrl(ready, settings.environment) };
    if (result.previewUrl) logger.info(`Preview URL: ${result.previewUrl}`);

    if (!decision.code) {
      const awaiting =
        `pull request #${number} comes from a fork, whose code is deployed only by the ` +
        'workflow_run workflow that builds it (see "Pull requests from forks" in the README): ' +
        'push to the pull request, or re-run its last build';
      logger.notice(`Preview ${name} is ready, and nothing was deployed: ${awaiting}.`);
      result = { ...result, awaiting };
      return result;
    }
    const release = await deployRelease(
      {
        instance: String(ready.id),
        environment: settings.environment,
        source: { kind: 'build', build },
        fields: {
          repo_owner: run.owner,
          repo_name: run.repo,
          ...(result.branch ? { branch: result.branch } : {}),
          ...(commit ? { commit } : {}),
        },
        commitTime: head?.time,
        commitTimeFrom: head?.timeFrom,
        dryRun: false,
        wait: true,
        waitTimeoutSeconds: settings.waitTimeoutSeconds,
        cancelOnAbort: true,
        // The instance may still be launching; deployments are refused until it is done.
        launching: { deadline: wait.deadline, timeoutSeconds: settings.launchTimeoutSeconds },
        mirror:
          settings.githubDeployment && run.github && commit
            ? {
                ...run.github,
                ref: commit,
                environment: ready.name,
                environmentUrl: result.previewUrl ?? '',
                logUrl: context.runUrl,
                transient: true,
                startedText: `Deploying the preview of #${number}`,
                succeededText: `Preview of #${number} deployed`,
              }
            : undefined,
        tempDir: context.tempDir,
        startedAt: deps.clock.now(),
        health: settings.health
          ? { ...settings.health, environmentUrl: result.previewUrl ?? '' }
          : undefined,
      },
      deps,
    );
    result = { ...result, release };
    if (release.failure !== undefined) {
      await goneWhileLaunching(run, number, ready, release.failure);
    }
    if (release.health && failedHealth(release.health.health)) {
      throw new UnhealthyError(
        `The preview of #${number} (Amezmo deployment ${release.deploymentId ?? ''})`,
        release.health,
        release.health.health === 'not-live'
          ? "Push again, or look at the preview's environment in the Amezmo dashboard."
          : 'It stays up, so that you can look at it: push a fix to the pull request.',
      );
    }
    return result;
  } catch (error) {
    if (error instanceof BudgetError || error instanceof CommandRefusal) {
      result = { ...result, outcome: 'refused', failure: error };
      return result;
    }
    if (error instanceof ClosedWhileLaunching) {
      logger.notice(error.message);
      result = {
        ...result,
        outcome: 'skipped',
        skipReason: error.message,
        gone: error.reason,
      };
      return result;
    }
    result = { ...result, failure: error };
    return result;
  } finally {
    const refused = result.failure instanceof BudgetError ? result.failure.refusal : undefined;
    if (settings.comment && run.github && (result.instanceId !== undefined || refused)) {
      await upsertComment(
        { ...run.github, issueNumber: number },
        commentKey(name),
        refused
          ? refusedCommentBody(refused, context.repository, context.runUrl)
          : result.gone
            ? goneCommentBody(name, result.instanceId ?? '', result.gone, context.runUrl)
            : liveCommentBody(result, context, deps.clock.now(), settings.trigger),
      );
    }
  }
}

/**
 * A command refused before anything was launched, because the run cannot prove what it would
 * deploy: the run fails, and the comment that asked is answered with `reason`.
 */
export class CommandRefusal extends AmezmoDeployError {
  readonly errorCode = 'preview-command-refused';
  /** Why, as a clause for the reply: `the workspace holds commit …`. */
  readonly reason: string;
  constructor(reason: string, advice: string) {
    super(`${reason.charAt(0).toUpperCase()}${reason.slice(1)}: ${advice}`);
    this.name = 'CommandRefusal';
    this.reason = reason;
  }
}

/**
 * Throws unless the workspace provably holds the pull request's head: a comment's workflow starts
 * on the default branch, and deploying that as the pull request's preview would show the wrong
 * code. A head GitHub did not name, or a workspace whose commit cannot be read, proves nothing.
 */
function checkWorkspaceHead(
  number: number,
  commit: string | undefined,
  workspace: string | undefined,
): void {
  const advice =
    'check out the pull request\'s head before the preview step (see "Previews on demand" in ' +
    'the README). Nothing was launched or deployed.';
  if (commit === undefined) {
    throw new CommandRefusal(
      `GitHub's answer for pull request #${number} names no head commit (head.sha), so the ` +
        'workspace cannot be checked against it',
      'run the workflow again. Nothing was launched or deployed.',
    );
  }
  if (workspace === undefined) {
    throw new CommandRefusal(
      `the workspace is not a git checkout whose commit can be read, so it cannot be proven to ` +
        `hold the head of pull request #${number} (${commit})`,
      advice,
    );
  }
  if (workspace !== commit) {
    throw new CommandRefusal(
      `the workspace holds commit ${workspace}, not the head of pull request #${number} ` +
        `(${commit})`,
      advice,
    );
  }
}

/** A launch past max-previews or max-hourly-cost: the line names who holds the budget. */
export class BudgetError extends AmezmoDeployError {
  readonly errorCode = 'preview-over-budget';
  readonly refusal: BudgetRefusal;
  constructor(refusal: BudgetRefusal, repository: string) {
    super(refusalLine(refusal, repository));
    this.name = 'BudgetError';
    this.refusal = refusal;
  }
}

/** Whether a new preview of `launch`'s type would pass a cap, beside this repository's others. */
function budgetRefusal(
  run: Run,
  number: number,
  launch: LaunchSettings,
  instances: readonly Instance[],
  types: readonly InstanceType[],
): BudgetRefusal | undefined {
  const { budget, prefix } = run.settings;
  if (budget.maxPreviews === undefined && budget.maxHourlyMicros === undefined) return undefined;
  const prices = priceList(types);
  const holders = budgetHolders(instances, {
    prefix,
    repository: run.context.repository,
    now: run.deps.clock.now(),
    prices,
  });
  const refusal = checkBudget(
    budget,
    holders,
    {
      number,
      instanceType: launch.instanceType,
      // checkChoices found the type; a price the API writes unreadably counts as the dearest.
      hourlyMicros: prices.get(launch.instanceType) ?? Math.max(0, ...prices.values()),
    },
    prices,
  );
  if (!refusal) {
    run.deps.logger.info(
      `Budget: ${holders.length + 1} preview(s) with this one` +
        (budget.maxPreviews === undefined ? '' : ` (max-previews ${budget.maxPreviews})`) +
        '.',
    );
  }
  return refusal;
}

/**
 * Recounts the budget once `launched` exists: two runs that read the instance list before either
 * launched both passed `budgetRefusal`. When this launch went past a cap, it gives way: its
 * instance is terminated at once, and the run fails as a refused launch does.
 */
async function recountBudget(
  run: Run,
  launched: Instance,
  types: readonly InstanceType[],
): Promise<void> {
  const { settings, context, deps } = run;
  const { client, signal, logger, clock } = deps;
  const { budget, prefix } = settings;
  if (budget.maxPreviews === undefined && budget.maxHourlyMicros === undefined) return;
  let instances: Instance[];
  try {
    instances = await client.listInstances({}, { signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new Error(
      `Launched preview instance ${launched.name} (${launched.id}), but could not recount the ` +
        `budget: ${clauseOf(error)}. It is running: run the workflow again to deploy it, or end it.`,
      { cause: error },
    );
  }
  const refusal = checkLaunched(budget, instances, launched, {
    prefix,
    repository: context.repository,
    now: clock.now(),
    prices: priceList(types),
  });
  if (!refusal) return;
  ownPreview(run, launched);
  logger.info(
    `Another run launched a preview at the same time, past ${refusal.cap}: terminating ` +
      `${launched.name} (${launched.id}), the newest launch.`,
  );
  try {
    await client.terminateInstance(launched.id, { signal });
  } catch (error) {
    if (signal.aborted) throw error;
    if (!(error instanceof ApiError && error.status === 404)) {
      throw new TeardownError(launched, error);
    }
  }
  throw new BudgetError(
    { ...refusal, gaveWay: { name: launched.name, id: launched.id } },
    context.repository,
  );
}

/** The pull request closed while its preview launched: the close run terminated the instance. */
class ClosedWhileLaunching extends AmezmoDeployError {
  readonly errorCode = 'preview-closed-while-launching';
  /** Why the preview is gone, for its comment. */
  readonly reason: string;
  constructor(number: number, name: string) {
    super(
      `Pull request #${number} was closed while its preview launched: ${name} was terminated ` +
        'by the close, and nothing was deployed.',
    );
    this.name = 'ClosedWhileLaunching';
    this.reason = `pull request #${number} was closed while it launched`;
  }
}

/**
 * Rethrows `error`, as what it means when the instance was terminated meanwhile: a
 * ClosedWhileLaunching when the pull request closed, else a line saying the instance is gone.
 * Any other error is rethrown as it is.
 */
async function goneWhileLaunching(
  run: Run,
  number: number,
  instance: Pick<Instance, 'id' | 'name'>,
  error: unknown,
): Promise<never> {
  if (!(error instanceof ApiError && error.status === 404) || run.deps.signal.aborted) throw error;
  try {
    await run.deps.client.getInstance(instance.id, { signal: run.deps.signal, maxAttempts: 1 });
    throw error;
  } catch (lookup) {
    if (lookup === error || !(lookup instanceof ApiError && lookup.status === 404)) throw error;
  }
  if (run.github === undefined || (await isClosed(run, number))) {
    throw new ClosedWhileLaunching(number, instance.name);
  }
  throw new Error(
    `Preview instance ${instance.name} (${instance.id}) is gone: it was terminated while this run ` +
      'launched it (in the Amezmo dashboard, or by a clean-up). Run the workflow again to launch ' +
      'a new one.',
    { cause: error },
  );
}

/** Whether GitHub says the pull request is closed; not known (false) without a token. */
async function isClosed(run: Run, number: number): Promise<boolean> {
  if (!run.github) return false;
  return (await pullRequestStates(run.github, [number])).get(number) === 'closed';
}

/** Names, in the log, the instances that look like previews but are not this repository's. */
function tellLookalikes(run: Run, instances: readonly Instance[]): void {
  if (instances.length === 0) return;
  run.deps.logger.notice(
    `Left alone: ${describeInstances(instances)} ${instances.length === 1 ? 'is' : 'are'} named ` +
      `like ${run.settings.prefix}- previews, but not provably ${run.context.repository}'s (another ` +
      "repository's, or made by a version of this action before names carried the repository's " +
      "hash: see 'Previews of earlier versions' in the README to clean those up once).",
  );
}

function describeInstances(instances: readonly Pick<Instance, 'id' | 'name'>[]): string {
  return instances.map((instance) => `${instance.name} (${instance.id})`).join(', ');
}

/** The comment's key: one comment per preview name, so two prefixes keep two comments. */
function commentKey(name: string): string {
  return `preview:${name}`;
}

async function launchInstance(
  run: Run,
  launch: LaunchSettings,
  name: string,
  number: number,
  instances: readonly Instance[],
): Promise<Instance> {
  const { client, signal, logger } = run.deps;
  ownPreview(run, { name });
  const limit = await instanceLimit(run);
  const held = instances.filter((instance) => !isInstanceState(instance.state, INSTANCE_DELETING));
  if (limit !== undefined && held.length >= limit) {
    throw limitError(run, number, limit, instances);
  }
  const params: CreateInstanceParams = {
    runtime: 'php',
    instance_type: launch.instanceType as InstanceTypeId,
    region: launch.region,
    name,
    ...(launch.phpVersion ? { php: { version: launch.phpVersion } } : {}),
    mysql: {
      enabled: launch.mysql,
      ...(launch.mysqlVersion ? { version: launch.mysqlVersion } : {}),
    },
    ...(launch.appType ? { app_type: launch.appType } : {}),
  };
  let created: Instance;
  try {
    created = await client.createInstance(params, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'instance_limit_reached') {
      throw limitError(run, number, limit, instances, error);
    }
    throw error;
  }
  logger.info(`Created preview instance ${created.id} (${created.name}, ${created.state}).`);
  return created;
}

/** The account's instance limit, or undefined where the service does not tell it. */
async function instanceLimit({ deps }: Run): Promise<number | undefined> {
  try {
    const limit = (await deps.client.getMe({ signal: deps.signal })).instance_limit;
    return typeof limit === 'number' ? limit : undefined;
  } catch (error) {
    // The create answers 422 instance_limit_reached anyway; /me is only the early warning.
    if (error instanceof ApiError && (error.status === 404 || error.status === 405))
      return undefined;
    throw error;
  }
}

function limitError(
  run: Run,
  number: number,
  limit: number | undefined,
  instances: readonly Instance[],
  cause?: ApiError,
): InstanceLimitError {
  const now = run.deps.clock.now();
  const previews = instances
    .filter(
      (instance) =>
        carriesPrefix(instance.name, run.settings.prefix) &&
        !isInstanceState(instance.state, INSTANCE_DELETING),
    )
    .map((instance) => {
      const age = ageMs(instance, now);
      return `${instance.name} (${instance.id}${age === undefined ? '' : `, ${formatAge(age)} old`})`;
    });
  return new InstanceLimitError(
    `The Amezmo account has reached its instance limit${limit === undefined ? '' : ` of ${limit}`}, ` +
      `so no preview can be created for pull request #${number}` +
      (cause?.serverMessage ? ` (${cause.serverMessage})` : '') +
      `. Previews holding instances: ${previews.length > 0 ? previews.join(', ') : 'none; other instances fill the limit'}. ` +
      'Close their pull requests, run the clean-up (schedule or workflow_dispatch) with a shorter ' +
      "'max-age', or ask Amezmo support to raise the limit.",
  );
}

function previewUrl(instance: Instance, environment: string): string {
  const record = instance.environments.find((entry) => entry.environment_name === environment);
  return record ? environmentUrl(record) : '';
}

/**
 * A preview that could not be terminated: it is still running, and billed by the hour, so the
 * line says so with its name and id.
 */
export class TeardownError extends AmezmoDeployError {
  readonly errorCode = 'preview-teardown-failed';
  constructor(instance: Pick<Instance, 'id' | 'name'>, cause: unknown) {
    super(
      `Could not terminate preview instance ${instance.name} (${instance.id}): ${clauseOf(cause)}. ` +
        'It is still running, and billed by the hour: terminate it in the Amezmo dashboard, or ' +
        'run the clean-up (schedule or workflow_dispatch) again.',
      { cause },
    );
    this.name = 'TeardownError';
  }
}

/** Terminates one preview and follows it to 404; then retires its GitHub deployments and comment. */
async function terminate(
  run: Run,
  instance: Instance,
  number: number,
  reason: string,
  cost: EndedCost | undefined,
): Promise<void> {
  const { deps, settings, context } = run;
  const { client, logger, signal } = deps;
  if (ownPreview(run, instance) !== number)
    throw new NotAPreviewError(instance.name, settings.prefix);
  let gone = false;
  try {
    // Safe to repeat: the client asks again after a 5xx or a lost connection.
    const terminated = await client.terminateInstance(instance.id, { signal });
    logger.info(
      `Terminating preview instance ${instance.id} (${instance.name})` +
        `${terminated ? `: ${terminated.state}` : ''}.`,
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      logger.info(`Preview instance ${instance.id} (${instance.name}) was gone already.`);
      gone = true;
    } else if (signal.aborted) throw error;
    else throw new TeardownError(instance, error);
  }
  if (!gone) gone = await waitUntilGone(instanceWait(run), instance.id);
  if (gone) logger.info(`Preview instance ${instance.id} is gone.`);
  else {
    logger.warning(
      `Preview instance ${instance.id} (${instance.name}) was still being deleted after ` +
        `${settings.launchTimeoutSeconds} s; Amezmo finishes it on its own.`,
    );
  }
  if (!run.github) return;
  let lastCommit: string | undefined;
  if (settings.githubDeployment) {
    ({ lastCommit } = await retireDeployments({
      ...run.github,
      environment: instance.name,
      description: `Preview terminated: ${reason}`,
      logUrl: context.runUrl,
    }));
  }
  if (settings.comment) {
    await upsertComment(
      { ...run.github, issueNumber: number },
      commentKey(instance.name),
      goneCommentBody(instance.name, instance.id, reason, context.runUrl, cost, {
        commit: lastCommit,
        repositoryUrl: context.repositoryUrl,
      }),
    );
  }
}

/** The instance types and their prices, to tell what ending a preview saves; none when not known. */
async function listedTypes(run: Run): Promise<readonly InstanceType[]> {
  try {
    return await run.deps.client.listInstanceTypes({ signal: run.deps.signal });
  } catch (error) {
    if (run.deps.signal.aborted) throw error;
    run.deps.logger.info(`Instance types not known (${clauseOf(error)}): costs are not told.`);
    return [];
  }
}

async function tearDown(run: Run, number: number, reason: string): Promise<PreviewRun> {
  const { deps, context, settings } = run;
  const name = previewName(settings.prefix, context.repository, number);
  let result: PreviewRun = { steps: [], pullRequest: number, instanceName: name };
  try {
    const instances = await deps.client.listInstances({}, { signal: deps.signal });
    const plan = planPreview(
      { kind: 'close', number, reason },
      instances,
      planContext(run, new Map()),
    );
    result = { ...result, outcome: plan.outcome };
    tellLookalikes(run, plan.lookalikes);
    const first = plan.steps[0];
    if (!first || first.action !== 'terminate') {
      deps.logger.notice(`Nothing to tear down: ${plan.reason}.`);
      return { ...result, skipReason: `${plan.reason}.` };
    }
    const listed = await listedTypes(run);
    const priced = priceList(listed);
    const now = deps.clock.now();
    result = {
      ...result,
      instanceId: first.instance.id,
      createdAt: first.instance.created_at,
      instanceType: first.instance.instance_type,
      hourlyPrice: listed.find((type) => type.id === first.instance.instance_type)?.hourly_price,
    };
    // Every instance of the preview's name, duplicates from a race included; one that cannot be
    // terminated does not keep the others running.
    const failures: string[] = [];
    const ended: EndedCost[] = [];
    for (const step of plan.steps) {
      if (step.action !== 'terminate') continue;
      const cost = endedCost(step.instance, priced, now);
      try {
        await deps.group(`Terminate ${step.instance.name} (${step.instance.id})`, () =>
          terminate(run, step.instance, number, step.reason, cost),
        );
        ended.push(cost);
        deps.logger.notice(
          `Ended ${step.instance.name} (${step.instance.id}): ${describeEndedCost(cost)}.`,
        );
      } catch (error) {
        if (deps.signal.aborted) throw error;
        failures.push(messageOf(error));
      }
    }
    result = { ...result, ended };
    if (failures.length > 0) throw new Error(failures.join(' '));
    return result;
  } catch (error) {
    return { ...result, failure: error };
  }
}

async function cleanUp(run: Run): Promise<PreviewRun> {
  const { deps, settings, context } = run;
  const { client, logger, signal } = deps;
  const steps: ReportedStep[] = [];
  let result: PreviewRun = { steps };
  try {
    const instances = await client.listInstances({}, { signal });
    const previews = repositoryPreviews(instances, settings.prefix, context.repository);
    let states = new Map<number, 'open' | 'closed'>();
    if (run.github) {
      states = await pullRequestStates(run.github, [
        ...new Set(previews.map(({ number }) => number)),
      ]);
    } else if (previews.length > 0) {
      logger.warning(
        "Without 'github-token', closed pull requests are not known; only max-age applies.",
      );
    }
    const plan = planPreview({ kind: 'cleanup' }, instances, planContext(run, states));
    result = { ...result, outcome: plan.outcome };
    tellLookalikes(run, plan.lookalikes);
    const priced = plan.steps.some((step) => step.action === 'terminate')
      ? priceList(await listedTypes(run))
      : new Map<string, number>();
    const ended: EndedCost[] = [];
    logger.info(
      `Clean-up: ${previews.length} preview(s) of ${context.repository} among ${instances.length} instance(s).`,
    );
    const failures: string[] = [];
    for (const step of plan.steps) {
      if (step.action === 'create') continue;
      const reported = {
        action: step.action,
        name: step.instance.name,
        instanceId: step.instance.id,
        number: step.number,
        reason: step.reason,
      };
      if (step.action !== 'terminate') {
        steps.push({ ...reported, result: 'kept' });
        logger.info(`Keeping ${step.instance.name} (${step.instance.id}): ${step.reason}.`);
        continue;
      }
      logger.info(`Terminating ${step.instance.name} (${step.instance.id}): ${step.reason}.`);
      const cost = endedCost(step.instance, priced, deps.clock.now());
      try {
        await deps.group(`Terminate ${step.instance.name}`, () =>
          terminate(run, step.instance, step.number, step.reason, cost),
        );
        steps.push({ ...reported, result: 'terminated', cost: describeEndedCost(cost) });
        ended.push(cost);
        logger.info(
          `Ended ${step.instance.name} (${step.instance.id}): ${describeEndedCost(cost)}.`,
        );
      } catch (error) {
        if (signal.aborted) throw error;
        steps.push({ ...reported, result: `failed: ${messageOf(error)}` });
        failures.push(messageOf(error));
      }
    }
    const done = steps.filter((step) => step.result === 'terminated').length;
    result = { ...result, ended };
    logger.notice(
      `Clean-up terminated ${done} preview(s) and kept ${steps.length - done - failures.length}` +
        (ended.length > 0 ? `; those terminated cost ${totalEndedCost(ended)}.` : '.'),
    );
    // Each failure says which preview is still running and billed, and what to do.
    if (failures.length > 0) throw new Error(failures.join(' '));
    return result;
  } catch (error) {
    return { ...result, failure: error };
  }
}

function planContext(run: Run, pullRequests: ReadonlyMap<number, 'open' | 'closed'>) {
  return {
    prefix: run.settings.prefix,
    repository: run.context.repository,
    now: run.deps.clock.now(),
    maxAgeMs: run.settings.maxAgeMs,
    pullRequests,
  };
}
