// What a preview run is asked and what it answers: its settings, its dependencies, its result,
// and the run every step of it takes (the settings, the event's context, the clients). Beside
// them, what every step reads of the run the same way: the one rule that keeps previews away from
// other instances (ownPreview), the launch wait, whether the pull request is closed, the plan's
// context, the preview's comment (one per name), and the notice of instances named like previews
// but not ours.
import { AmezmoDeployError } from '../errors.js';
import type { AmezmoClient, AppType, Instance, InstanceId } from '../api/index.js';
import type { Clock, Pace } from '../clock.js';
import {
  type GitHead,
  type GitHubClient,
  pullRequestStates,
  type RepositoryTarget,
  type RunContext,
  upsertComment,
} from '../github/index.js';
import type { Logger } from '../logger.js';
import type {
  BuildSettings,
  HealthSettings,
  Probe,
  ReleaseProgress,
  ReleaseResult,
} from '../pipeline/index.js';
import type { Budget, EndedCost } from './cost.js';
import type { InstanceWait } from './instance.js';
import { previewNumber } from './name.js';
import type { Outcome } from './plan.js';
import type { TriggerSettings } from './trigger.js';

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

/** How a run ended short of what it set out to do: skipped, refused, gone, or failed. */
export type Ending = Pick<PreviewRun, 'outcome' | 'skipReason' | 'gone' | 'failure'>;

/** One instance a run acted on or looked at, with what came of it. */
export interface ReportedStep {
  action: 'create' | 'reuse' | 'terminate' | 'keep';
  name: string;
  instanceId?: InstanceId;
  number: number;
  reason: string;
  /** Set once the step is carried out; a failure's message otherwise. */
  result?: string;
  /** What a terminated preview cost, e.g. `hobby at $0.026880 an hour for 3d 2h: about $1.97 …`. */
  cost?: string;
}

/** One preview run: what every step of it takes. */
export interface Run {
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

export function instanceWait(run: Run): InstanceWait {
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
export function ownPreview(run: Run, instance: Pick<Instance, 'name'>): number {
  const number = previewNumber(instance.name, run.settings.prefix, run.context.repository);
  if (number === undefined) throw new NotAPreviewError(instance.name, run.settings.prefix);
  return number;
}

/** Whether GitHub says the pull request is closed; not known (false) without a token. */
export async function isClosed(run: Run, number: number): Promise<boolean> {
  if (!run.github) return false;
  return (await pullRequestStates(run.github, [number])).get(number) === 'closed';
}

/** Names, in the log, the instances that look like previews but are not this repository's. */
export function tellLookalikes(run: Run, instances: readonly Instance[]): void {
  if (instances.length === 0) return;
  run.deps.logger.notice(
    `Left alone: ${describeInstances(instances)} ${instances.length === 1 ? 'is' : 'are'} named ` +
      `like ${run.settings.prefix}- previews, but not provably ${run.context.repository}'s (another ` +
      "repository's, or made by a version of this action before names carried the repository's " +
      "hash: see 'Previews of earlier versions' in the README to clean those up once).",
  );
}

export function describeInstances(instances: readonly Pick<Instance, 'id' | 'name'>[]): string {
  return instances.map((instance) => `${instance.name} (${instance.id})`).join(', ');
}

/**
 * Writes the preview's comment on pull request `number`, when the run comments and has a token:
 * one comment per preview name (its key), so two prefixes keep two comments.
 */
export async function writeComment(
  run: Run,
  number: number,
  name: string,
  body: () => string,
): Promise<void> {
  if (!run.settings.comment || !run.github) return;
  await upsertComment({ ...run.github, issueNumber: number }, `preview:${name}`, body());
}

export function planContext(run: Run, pullRequests: ReadonlyMap<number, 'open' | 'closed'>) {
  return {
    prefix: run.settings.prefix,
    repository: run.context.repository,
    now: run.deps.clock.now(),
    maxAgeMs: run.settings.maxAgeMs,
    pullRequests,
  };
}
