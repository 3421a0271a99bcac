// Deploying a pull request's preview: what to deploy (the pull request still open; for a
// /preview command, a workspace that holds its head), the plan (launch or reuse) within the
// budget, the instance held and waited for, then the pull request's code deployed through the
// shared pipeline (deployRelease) with `launching` set, the verdict on its health, and the pull
// request's comment. `deployPreview` reads as the list of steps: each answers what it learnt, or
// a Stop (skipped, refused, gone, failed) that ends the run short of a deployment.
import { AmezmoDeployError } from '../errors.js';
import type { Instance, InstanceType } from '../api/index.js';
import { type GitHead, isGitRefName } from '../github/index.js';
import {
  type BuildSettings,
  failedHealth,
  loadRelease,
  type ReleaseRequest,
  type ReleaseResult,
  UnhealthyError,
} from '../pipeline/index.js';
import { BudgetError, budgetRefusal, recountBudget } from './budget.js';
import { waitUntilReady } from './instance.js';
import {
  describeInstances,
  instanceWait,
  isClosed,
  ownPreview,
  planContext,
  tellLookalikes,
  type Ending,
  type LaunchSettings,
  type PreviewRun,
  type Run,
  writeComment,
} from './job.js';
import { checkChoices, goneWhileLaunching, launchInstance, previewUrl } from './launch.js';
import { previewName } from './name.js';
import { planPreview, type Outcome, type PlanStep } from './plan.js';
import { goneCommentBody, liveCommentBody, refusedCommentBody } from './report.js';
import type { Decision } from './trigger.js';

type DeployDecision = Extract<Decision, { kind: 'deploy' }>;

/** A step's answer when the run ends there, short of a deployment. */
interface Stop {
  readonly stop: Ending;
}

function stops<T extends object>(answer: T | Stop): answer is Stop {
  return 'stop' in answer;
}

/** What is deployed: the workspace (none for a fork's pull request asked by comment). */
interface Code {
  readonly build: BuildSettings | undefined;
  /** The workspace's commit and its time, which makes the archive reproducible. */
  readonly head: GitHead | undefined;
}

/** The plan's step for the preview, and what it was chosen from. */
interface Chosen {
  readonly step: PlanStep;
  readonly outcome: Outcome;
  readonly launch: LaunchSettings;
  readonly instances: readonly Instance[];
  /** The instance types Amezmo offers, with their prices. */
  readonly types: readonly InstanceType[];
}

/** The preview's instance, ready, and until when a deployment may wait for it. */
interface Ready {
  readonly instance: Instance;
  readonly deadline: number;
  readonly previewUrl: string;
}

/** Deploys the preview of the pull request `decision` names, and comments; never throws. */
export async function deployPreview(run: Run, decision: DeployDecision): Promise<PreviewRun> {
  const name = previewName(run.settings.prefix, run.context.repository, decision.number);
  const result = await previewSteps(run, decision, name);
  await tellPullRequest(run, decision.number, name, result);
  return result;
}

/** The steps of a preview's deployment, each adding what it learnt to the run; never throws. */
async function previewSteps(run: Run, decision: DeployDecision, name: string): Promise<PreviewRun> {
  const { number } = decision;
  let result = pullRequestFacts(decision, name);
  run.deps.logger.info(`Pull request #${number}: preview ${name}`);
  try {
    const code = await codeToDeploy(run, decision, result.commit);
    if (stops(code)) return { ...result, ...code.stop };
    const chosen = await choosePreview(run, decision, name);
    if (stops(chosen)) return { ...result, ...chosen.stop };
    const held = await holdInstance(run, chosen, number, name);
    if (stops(held)) return { ...result, ...held.stop };
    result = { ...result, ...instanceFacts(held, chosen) };
    if (chosen.step.action === 'create') await tellLaunching(run, number, name, result);
    const ready = await waitReady(run, number, name, held);
    if (stops(ready)) return { ...result, ...ready.stop };
    result = { ...result, previewUrl: ready.previewUrl };
    if (!code.build) return { ...result, awaiting: awaitingFork(run, number, name) };
    const request = releaseRequest(run, number, code.build, code.head, ready, result);
    const { deployRelease } = await loadRelease();
    const release = await deployRelease(request, run.deps);
    result = { ...result, release };
    return { ...result, ...(await verdictOf(run, number, ready.instance, release)) };
  } catch (error) {
    return { ...result, failure: error };
  }
}

/** What the run knows of the pull request before any request: its number, head and preview. */
function pullRequestFacts(decision: DeployDecision, name: string): PreviewRun {
  const { number, head } = decision;
  return {
    steps: [],
    pullRequest: number,
    instanceName: name,
    commit: /^[0-9a-f]{40,64}$/.test(head.sha) ? head.sha : undefined,
    branch: isGitRefName(head.ref) ? head.ref : undefined,
  };
}

/**
 * What to deploy, before anything is launched: nothing for a pull request that is closed (a run
 * queued behind the close, a late synchronize, must not launch a preview nobody sees), and for a
 * comment run, its workspace only when it holds the pull request's head, not the default branch
 * a comment's workflow starts on.
 */
async function codeToDeploy(
  run: Run,
  decision: DeployDecision,
  commit: string | undefined,
): Promise<Code | Stop> {
  const { settings, deps } = run;
  const { number } = decision;
  if (decision.code && !settings.build) {
    return { stop: { failure: settings.buildProblem ?? new Error('No folder.') } };
  }
  if (await isClosed(run, number)) {
    deps.logger.notice(`Nothing to deploy: pull request #${number} is closed.`);
    return { stop: { outcome: 'skipped', skipReason: `pull request #${number} is closed.` } };
  }
  const build = decision.code ? settings.build : undefined;
  const head = build ? await deps.gitHead?.(build.path) : undefined;
  const refusal = decision.checkHead ? workspaceRefusal(number, commit, head?.sha) : undefined;
  if (refusal) return { stop: { outcome: 'refused', failure: refusal } };
  return { build, head };
}

/**
 * The plan's step for the preview (launch or reuse), once region and instance type are checked;
 * a launch past the budget is refused here, before anything is launched.
 */
async function choosePreview(
  run: Run,
  decision: DeployDecision,
  name: string,
): Promise<Chosen | Stop> {
  const { settings, deps, context } = run;
  const { client, logger, group, signal } = deps;
  const { number } = decision;
  // A run that deploys is read with it (see readPreviewSettings).
  const launch = settings.launch as LaunchSettings;
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
    const hint = settings.trigger.trigger === 'comment' ? '; a /preview comment launches one' : '';
    logger.notice(`Nothing to deploy: ${plan.reason}${hint}.`);
    return { stop: { outcome: 'skipped', skipReason: `${plan.reason}${hint}.` } };
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
    if (refusal) {
      return {
        stop: { outcome: 'refused', failure: new BudgetError(refusal, context.repository) },
      };
    }
  }
  return { step, outcome: plan.outcome, launch, instances, types };
}

/**
 * The preview's instance: launched, then the budget recounted (a launch that went past a cap
 * beside another run's gives way, refused), or the one that exists, reused.
 */
async function holdInstance(
  run: Run,
  chosen: Chosen,
  number: number,
  name: string,
): Promise<Instance | Stop> {
  const { group, logger } = run.deps;
  const { step } = chosen;
  if (step.action === 'create') {
    const launched = await group(`Launch ${name}`, () =>
      launchInstance(run, chosen.launch, name, number, chosen.instances),
    );
    const refusal = await group('Recount the budget', () =>
      recountBudget(run, launched, chosen.types),
    );
    return refusal ? { stop: { outcome: 'refused', failure: refusal } } : launched;
  }
  ownPreview(run, step.instance);
  logger.info(`Reusing preview instance ${step.instance.id} (${step.instance.state}).`);
  return step.instance;
}

/** What the run tells of the preview's instance. */
function instanceFacts(instance: Instance, chosen: Chosen): Partial<PreviewRun> {
  return {
    outcome: chosen.outcome,
    instanceId: instance.id,
    createdAt: instance.created_at,
    instanceType: instance.instance_type,
    // A reused preview keeps the type it was launched with, whatever the input says now.
    hourlyPrice: chosen.types.find((known) => known.id === instance.instance_type)?.hourly_price,
  };
}

/** The launch takes minutes: the pull request's comment says so while it lasts. */
async function tellLaunching(
  run: Run,
  number: number,
  name: string,
  result: PreviewRun,
): Promise<void> {
  const { settings, context, deps } = run;
  await writeComment(run, number, name, () =>
    liveCommentBody(
      { ...result, launching: { timeoutSeconds: settings.launchTimeoutSeconds } },
      context,
      deps.clock.now(),
      settings.trigger,
    ),
  );
}

/** Waits until the instance is ready; a failure meanwhile is what goneWhileLaunching says. */
async function waitReady(
  run: Run,
  number: number,
  name: string,
  instance: Instance,
): Promise<Ready | Stop> {
  const { settings, deps } = run;
  const wait = instanceWait(run);
  let ready: Instance;
  try {
    ready = await deps.group(`Wait for ${name} to be ready`, () =>
      waitUntilReady(wait, instance.id, settings.environment),
    );
  } catch (error) {
    return { stop: await goneWhileLaunching(run, number, instance, error) };
  }
  const url = previewUrl(ready, settings.environment);
  if (url) deps.logger.info(`Preview URL: ${url}`);
  return { instance: ready, deadline: wait.deadline, previewUrl: url };
}

/** Why a fork's preview, launched on a comment, is ready with nothing deployed. */
function awaitingFork(run: Run, number: number, name: string): string {
  const awaiting =
    `pull request #${number} comes from a fork, whose code is deployed only by the ` +
    'workflow_run workflow that builds it (see "Pull requests from forks" in the README): ' +
    'push to the pull request, or re-run its last build';
  run.deps.logger.notice(`Preview ${name} is ready, and nothing was deployed: ${awaiting}.`);
  return awaiting;
}

/** The pipeline's request for the pull request's code on the ready instance. */
function releaseRequest(
  run: Run,
  number: number,
  build: BuildSettings,
  head: GitHead | undefined,
  ready: Ready,
  result: PreviewRun,
): ReleaseRequest {
  const { settings, context, deps } = run;
  const { branch, commit } = result;
  const environment = ready.instance.environments.find(
    (entry) => entry.environment_name === settings.environment,
  );
  return {
    instance: String(ready.instance.id),
    environment: settings.environment,
    // The preview's release before this push: never the one its upload made.
    before: environment?.current_deployment_id ?? null,
    source: { kind: 'build', build },
    fields: {
      repo_owner: run.owner,
      repo_name: run.repo,
      ...(branch ? { branch } : {}),
      ...(commit ? { commit } : {}),
    },
    commitTime: head?.time,
    commitTimeFrom: head?.timeFrom,
    dryRun: false,
    wait: true,
    waitTimeoutSeconds: settings.waitTimeoutSeconds,
    cancelOnAbort: true,
    // The instance may still be launching; deployments are refused until it is done.
    launching: { deadline: ready.deadline, timeoutSeconds: settings.launchTimeoutSeconds },
    mirror:
      settings.githubDeployment && run.github && commit
        ? {
            ...run.github,
            ref: commit,
            environment: ready.instance.name,
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
  };
}

/**
 * What the release came to for the run: a failure (the pull request may have closed while the
 * instance launched), a health that failed, or nothing to add.
 */
async function verdictOf(
  run: Run,
  number: number,
  instance: Pick<Instance, 'id' | 'name'>,
  release: ReleaseResult,
): Promise<Ending> {
  if (release.failure !== undefined) {
    return goneWhileLaunching(run, number, instance, release.failure);
  }
  if (release.health && failedHealth(release.health.health)) {
    return {
      failure: new UnhealthyError(
        `The preview of #${number} (Amezmo deployment ${release.deploymentId ?? ''})`,
        release.health,
        release.health.health === 'not-live'
          ? "Push again, or look at the preview's environment in the Amezmo dashboard."
          : 'It stays up, so that you can look at it: push a fix to the pull request.',
      ),
    };
  }
  return {};
}

/**
 * The pull request's comment, once the run is over: the refusal of a launch past the budget, the
 * preview gone, or the live preview as the run left it. None when no instance was reached.
 */
async function tellPullRequest(
  run: Run,
  number: number,
  name: string,
  result: PreviewRun,
): Promise<void> {
  const { settings, context, deps } = run;
  const refused = result.failure instanceof BudgetError ? result.failure.refusal : undefined;
  if (result.instanceId === undefined && !refused) return;
  await writeComment(run, number, name, () =>
    refused
      ? refusedCommentBody(refused, context.repository, context.runUrl)
      : result.gone
        ? goneCommentBody(name, result.instanceId ?? '', result.gone, context.runUrl)
        : liveCommentBody(result, context, deps.clock.now(), settings.trigger),
  );
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
 * The refusal of a workspace that does not provably hold the pull request's head; undefined when
 * it does. A comment's workflow starts on the default branch, and deploying that as the pull
 * request's preview would show the wrong code. A head GitHub did not name, or a workspace whose
 * commit cannot be read, proves nothing.
 */
function workspaceRefusal(
  number: number,
  commit: string | undefined,
  workspace: string | undefined,
): CommandRefusal | undefined {
  const advice =
    'check out the pull request\'s head before the preview step (see "Previews on demand" in ' +
    'the README). Nothing was launched or deployed.';
  if (commit === undefined) {
    return new CommandRefusal(
      `GitHub's answer for pull request #${number} names no head commit (head.sha), so the ` +
        'workspace cannot be checked against it',
      'run the workflow again. Nothing was launched or deployed.',
    );
  }
  if (workspace === undefined) {
    return new CommandRefusal(
      `the workspace is not a git checkout whose commit can be read, so it cannot be proven to ` +
        `hold the head of pull request #${number} (${commit})`,
      advice,
    );
  }
  if (workspace !== commit) {
    return new CommandRefusal(
      `the workspace holds commit ${workspace}, not the head of pull request #${number} ` +
        `(${commit})`,
      advice,
    );
  }
  return undefined;
}
