// What one run of the deploy job is asked to do, what it is given to do it with, and what it
// answers: the shapes both halves of the job share (flow.ts, which decides, and deliver.ts,
// loaded once the ref deploys), and the front ends and the rollout read.
import type { AmezmoClient } from '../api/index.js';
import type { ChecksSettings } from '../checks/index.js';
import type { Clock, Pace } from '../clock.js';
import type { CommitStanding, GitHead, GitHubClient } from '../github/index.js';
import type { ArchiveStore, Journal, Ledger } from '../ledger/index.js';
import type { Logger } from '../logger.js';
import type {
  ArchiveSource,
  HealthSettings,
  Probe,
  ReleaseProgress,
  ReleaseResult,
  RollbackAttempt,
} from '../pipeline/index.js';
import type { PromoteFrom, Promotion, PromotionDependencies } from '../promote/index.js';
import type { Decision } from './decide.js';
import type { GitRef } from './ref.js';

/** What one deploy run is asked to do, checked (the front end reads it from its settings). */
export interface DeploySettings {
  readonly instance: string;
  readonly environment: string;
  /** What is deployed; a built archive's folder is where the commit is read. */
  readonly source: ArchiveSource;
  readonly workers: readonly string[];
  readonly force: boolean;
  /** How a message says to force a deploy, e.g. `set force: true`; that when absent. */
  readonly howToForce?: string;
  /** How a message says to go back to the last healthy release; the rollback action when absent. */
  readonly howToRollBack?: string;
  /** Deploy a commit the live release's commit descends from (a deliberate revert). */
  readonly allowOlder?: boolean;
  /** How a message says to allow an older commit, e.g. `set allow-older: true`; that when absent. */
  readonly howToAllowOlder?: string;
  readonly dryRun: boolean;
  readonly wait: boolean;
  readonly waitTimeoutSeconds: number;
  readonly cancelOnAbort: boolean;
  readonly pusher: string | undefined;
  /** Mirror the deployment as a GitHub deployment (through `github`). */
  readonly githubDeployment: boolean;
  /**
   * Whether a release's success marks the earlier GitHub deployments of its environment inactive
   * (true when absent): a rollout's targets share one environment name, with its protection
   * rules and its one ledger, and one target's success must retire no other's.
   */
  readonly retireEarlier?: boolean;
  /**
   * The environments file of the repository (`.amezmo/environments.yml`), when there is one: the
   * patterns are kept there, so a warning about one says to fix it there.
   */
  readonly patternsFile?: string;
  /** How the release's health is proven once it succeeded. */
  readonly health: HealthSettings;
  /** What is done with a release found unhealthy. */
  readonly onUnhealthy: 'fail' | 'rollback';
  /** Days the archive is kept as a workflow artifact; 0 for none. */
  readonly keepDays: number;
  /** The commit's checks that must pass before anything is built; none when absent. */
  readonly checks?: ChecksSettings;
  /** Deploy the release live and proven on this environment, its bytes as they are. */
  readonly promote?: PromoteFrom;
}

export interface DeployDependencies extends Pace {
  client: AmezmoClient;
  /** GitHub's API, when the run may reach it. */
  github?: GitHubClient;
  clock: Clock;
  logger: Logger;
  /** Runs one phase, folded in the log under its title. */
  group: <T>(title: string, phase: () => Promise<T>) => Promise<T>;
  /** The commit checked out at `path` and its time in seconds, when it is a git checkout. */
  gitHead: (path: string) => Promise<GitHead | undefined>;
  /** Aborted when the run is cancelled. */
  signal: AbortSignal;
  /** Where archives are kept, when the run can keep them. */
  store?: ArchiveStore;
  /**
   * The ledger, when it is not the repository's GitHub deployments: a ledger folder, which
   * records each release too (its archives are kept in `store`).
   */
  ledger?: Ledger & Journal;
  /** Asks a health URL once. */
  probe?: Probe;
  /** From this many bytes before compression, the archive streams as it is written. */
  streamFromBytes?: number;
  /** A front end that draws the release's progress. */
  progress?: ReleaseProgress;
  /**
   * Where `head` stands to `base` as a local clone tells it (git merge-base), or undefined when
   * it cannot (a commit not in it); asked before GitHub's compare API.
   */
  localStanding?: (base: string, head: string) => Promise<CommitStanding | undefined>;
  /** The commits between two, as a local clone lists them, for a promotion's changes. */
  localLog?: PromotionDependencies['localLog'];
}

/** What a deploy run did and learnt, as far as it went; `failure` is set when it failed. */
export interface DeployRun {
  readonly instance: string;
  readonly environment: string;
  readonly dryRun: boolean;
  readonly ref: GitRef | undefined;
  readonly skipped: boolean;
  /** Why it was skipped; '' when it was not. */
  readonly skipReason: string;
  readonly decision: Decision | undefined;
  readonly environmentUrl: string;
  readonly commit: string;
  /** The deployment, once the run got as far as the archive. */
  readonly release: ReleaseResult | undefined;
  readonly restartedWorkers: readonly string[];
  readonly failedWorkers: readonly string[];
  /** Made when the release was found unhealthy and `on-unhealthy` is `rollback`. */
  readonly rollback: RollbackAttempt | undefined;
  /** What a promotion deployed, and what it changed. */
  readonly promotion?: Promotion;
  readonly failure?: unknown;
}

/** A run that has learnt nothing yet: what a run that fails before it starts reports. */
export function newDeployRun(
  settings: Pick<DeploySettings, 'instance' | 'environment' | 'dryRun'> = {
    instance: '',
    environment: '',
    dryRun: false,
  },
): DeployRun {
  return {
    instance: settings.instance,
    environment: settings.environment,
    dryRun: settings.dryRun,
    ref: undefined,
    skipped: false,
    skipReason: '',
    decision: undefined,
    environmentUrl: '',
    commit: '',
    release: undefined,
    restartedWorkers: [],
    failedWorkers: [],
    rollback: undefined,
  };
}

/** `run` skipped for `reason`, said in a notice that starts with `lead`. */
export function skippedRun(
  run: DeployRun,
  logger: Logger,
  lead: string,
  reason: string,
): DeployRun {
  logger.notice(`${lead}: ${reason}`);
  return { ...run, skipped: true, skipReason: reason };
}
