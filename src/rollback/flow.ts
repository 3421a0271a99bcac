// One run of the rollback job: which release of the ledger to deploy again (the last healthy one
// before the live one, a commit, or a GitHub deployment), its kept bytes read back and checked,
// deployed through the shared pipeline, proven healthy, and the workers restarted. A dry run
// lists the releases that could be deployed again, and deploys nothing.
import type { AmezmoClient } from '../api/index.js';
import type { Clock, Pace } from '../clock.js';
import { shortSha } from '../format.js';
import {
  type GitHubClient,
  type RepositoryTarget,
  resolvePusher,
  type RunContext,
  splitRepository,
} from '../github/index.js';
import {
  type ArchiveStore,
  githubLedger,
  type HowToAsk,
  type Journal,
  type Ledger,
  type LedgerEntry,
  liveEntry,
  type RecordedHealth,
  type ReleaseAsked,
} from '../ledger/index.js';
import type { Logger } from '../logger.js';
import {
  environmentUrl,
  failedHealth,
  healthCheckUrlOf,
  type HealthSettings,
  loadRollback,
  type Probe,
  readEnvironment,
  type ReleaseProgress,
  type ReleaseResult,
  restartWorkers,
  UnhealthyError,
} from '../pipeline/index.js';

/** Which release to deploy again. */
export type RollbackTarget = { readonly kind: 'previous' } | ReleaseAsked;

export interface RollbackSettings {
  readonly instance: string;
  readonly environment: string;
  readonly to: RollbackTarget;
  readonly dryRun: boolean;
  readonly workers: readonly string[];
  readonly waitTimeoutSeconds: number;
  readonly cancelOnAbort: boolean;
  readonly health: HealthSettings;
  readonly keepDays: number;
  /**
   * How a message says to ask for a release, and to list them, in the front end's own words:
   * `to: <release>` and `set dry-run: true` when absent.
   */
  readonly howToAsk?: HowToAsk;
}

export interface RollbackDependencies extends Pace {
  client: AmezmoClient;
  /** GitHub's API: the ledger, unless `ledger` names another, and the new release's mirror. */
  github?: GitHubClient;
  /** The ledger, when it is not the repository's GitHub deployments: a ledger folder. */
  ledger?: Ledger & Journal;
  clock: Clock;
  logger: Logger;
  group: <T>(title: string, phase: () => Promise<T>) => Promise<T>;
  signal: AbortSignal;
  store?: ArchiveStore;
  probe?: Probe;
  /** A front end that draws the release's progress. */
  progress?: ReleaseProgress;
}

/** A release of the ledger as a dry run lists it. */
export interface Listed extends LedgerEntry {
  readonly health: RecordedHealth;
  /** Whether its archive can still be read back. */
  readonly archive: 'kept' | 'expired' | 'gone' | 'not kept' | 'unknown';
  /** It is the release live on the environment. */
  readonly live: boolean;
}

export interface RollbackRun {
  readonly instance: string;
  readonly environment: string;
  readonly dryRun: boolean;
  readonly environmentUrl: string;
  readonly skipped: boolean;
  readonly skipReason: string;
  /** What the ledger's ids are: a release is asked for by one. */
  readonly idName: Ledger['idName'];
  /** The ledger's record of the live release, when it has one. */
  readonly live: LedgerEntry | undefined;
  /** The release `to` named. */
  readonly chosen: (LedgerEntry & { readonly health: RecordedHealth }) | undefined;
  /** On a dry run, the releases that could be deployed again, newest first. */
  readonly candidates: readonly Listed[];
  readonly release: ReleaseResult | undefined;
  readonly restartedWorkers: readonly string[];
  readonly failure?: unknown;
}

export function newRollbackRun(
  settings: Pick<RollbackSettings, 'instance' | 'environment' | 'dryRun'> = {
    instance: '',
    environment: '',
    dryRun: false,
  },
): RollbackRun {
  return {
    instance: settings.instance,
    environment: settings.environment,
    dryRun: settings.dryRun,
    environmentUrl: '',
    skipped: false,
    skipReason: '',
    idName: 'GitHub deployment',
    live: undefined,
    chosen: undefined,
    candidates: [],
    release: undefined,
    restartedWorkers: [],
  };
}

/** How many releases a dry run lists. */
export const LISTED = 20;

/** Finds the release, deploys its kept bytes again, and proves it healthy; never throws. */
export async function runRollback(
  settings: RollbackSettings,
  context: RunContext,
  deps: RollbackDependencies,
): Promise<RollbackRun> {
  const { logger, group, signal } = deps;
  let run = newRollbackRun(settings);
  try {
    const repository = splitRepository(context.repository);
    const target: RepositoryTarget | undefined =
      repository && deps.github
        ? { github: deps.github, owner: repository.owner, repo: repository.name, logger }
        : undefined;
    if (!deps.ledger && !target) {
      throw new Error(
        `GITHUB_REPOSITORY is '${context.repository}', not owner/name: the ledger of releases ` +
          "is kept in the repository's GitHub deployments.",
      );
    }
    const ledger = deps.ledger ?? githubLedger(target as RepositoryTarget, deps.store);
    run = { ...run, idName: ledger.idName };
    const environment = await readEnvironment(
      deps.client,
      settings.instance,
      settings.environment,
      signal,
    );
    run = { ...run, environmentUrl: environmentUrl(environment) };
    const entries = await group(`Read the ledger of '${settings.environment}'`, () =>
      readReleases(ledger, settings, logger, signal),
    );
    const live = liveEntry(entries, environment.current_deployment_id);
    run = { ...run, live };
    logger.info(
      live
        ? `Live: commit ${shortSha(live.commit)}, Amezmo deployment ${live.deploymentId}, ` +
            `sha256 ${live.sha256}.`
        : `The live deployment (${environment.current_deployment_id ?? 'none'}) is not in the ` +
            'ledger: it was not deployed with this ledger.',
    );

    if (settings.dryRun) {
      const candidates = await group('List the releases', () =>
        listReleases(ledger, entries, live, signal),
      );
      run = { ...run, candidates };
    }
    const chosen = await group('Choose the release', () =>
      choose(ledger, entries, live, settings.to, signal, settings.howToAsk, logger),
    );
    run = { ...run, chosen };
    logger.info(
      `Chosen: commit ${shortSha(chosen.commit)} (` +
        (ledger.idName === 'GitHub deployment' ? `GitHub deployment ${chosen.id}, ` : '') +
        `Amezmo deployment ${chosen.deploymentId}, sha256 ${chosen.sha256}, health ${chosen.health}).`,
    );
    if (settings.dryRun) {
      const reason = `dry run: commit ${shortSha(chosen.commit)} would be deployed again; nothing was deployed.`;
      logger.notice(`${reason.charAt(0).toUpperCase()}${reason.slice(1)}`);
      return { ...run, skipped: true, skipReason: reason };
    }
    if (live && chosen.sha256 === live.sha256) {
      const reason =
        `the release of commit ${shortSha(chosen.commit)} (sha256 ${chosen.sha256}) is the one ` +
        'live: nothing to deploy.';
      logger.notice(`Skipped: ${reason}`);
      return { ...run, skipped: true, skipReason: reason };
    }
    if (chosen.health !== 'healthy') {
      logger.warning(
        `The release of commit ${shortSha(chosen.commit)} was not verified healthy (its record ` +
          `says ${chosen.health}); deploying it again as asked.`,
      );
    }
    const { redeploy } = await loadRollback();
    const release = await redeploy(
      {
        release: chosen,
        instance: settings.instance,
        environment: settings.environment,
        fields: {
          ...(repository ? { repo_owner: repository.owner, repo_name: repository.name } : {}),
          pusher: resolvePusher(context, undefined),
        },
        dryRun: false,
        wait: true,
        waitTimeoutSeconds: settings.waitTimeoutSeconds,
        cancelOnAbort: settings.cancelOnAbort,
        mirror: target && {
          ...target,
          ref: chosen.commit,
          environment: settings.environment,
          environmentUrl: run.environmentUrl,
          logUrl: context.runUrl,
          startedText: `Rolling back: Amezmo ${settings.environment}`,
        },
        ledger: { keepDays: settings.keepDays, attempt: context.runAttempt, runId: context.runId },
        health: {
          ...settings.health,
          environmentUrl: run.environmentUrl,
          expectedCheck: healthCheckUrlOf(environment),
        },
        tempDir: context.tempDir,
        startedAt: deps.clock.now(),
        before: environment.current_deployment_id,
      },
      { ...deps, ledger, journal: deps.ledger },
    );
    run = { ...run, release };
    if (release.failure !== undefined) throw release.failure;
    if (release.health && failedHealth(release.health.health)) {
      throw new UnhealthyError(
        `The release of commit ${shortSha(chosen.commit)} (Amezmo deployment ${release.deploymentId ?? ''})`,
        release.health,
        release.health.health === 'not-live'
          ? 'Look at the environment in the Amezmo dashboard, then roll back again.'
          : 'It is live now: choose another release, or fix the application and deploy again.',
      );
    }
    if (settings.workers.length > 0) {
      const restarts = await group('Restart workers', () =>
        restartWorkers(deps.client, settings.instance, settings.workers, logger, signal),
      );
      run = { ...run, restartedWorkers: restarts.restarted };
      if (restarts.failed.length > 0) {
        const details = restarts.failed.map(({ id, message }) => `${id} (${message})`).join('; ');
        throw new Error(`Could not restart worker(s) ${details}. The rollback succeeded.`);
      }
    }
    return run;
  } catch (error) {
    return { ...run, failure: error };
  }
}

async function readReleases(
  ledger: Ledger,
  settings: RollbackSettings,
  logger: Logger,
  signal: AbortSignal,
): Promise<LedgerEntry[]> {
  let entries: LedgerEntry[];
  try {
    entries = await ledger.read(settings, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    throw new Error(`Could not read the ledger of releases: ${ledger.problem(error)}.`, {
      cause: error,
    });
  }
  if (entries.length === 0) {
    throw new Error(
      `The ledger (${ledger.place}) has no release of environment '${settings.environment}' ` +
        `on instance ${settings.instance}: ${ledger.howToRecord}, so deploy with it first.`,
    );
  }
  logger.info(
    `Ledger: ${entries.length} release(s) of '${settings.environment}' in ${ledger.place}.`,
  );
  return entries;
}

/** The release `to` names, with its health; an error naming what was looked for otherwise. */
async function choose(
  ledger: Ledger,
  entries: readonly LedgerEntry[],
  live: LedgerEntry | undefined,
  to: RollbackTarget,
  signal: AbortSignal,
  howToAsk: RollbackSettings['howToAsk'],
  logger: Logger,
): Promise<LedgerEntry & { health: RecordedHealth }> {
  if (to.kind === 'previous') {
    const from = live ? entries.indexOf(live) + 1 : 0;
    const found = await ledger.lastHealthy(entries, {
      not: live?.sha256 ?? '',
      from,
      signal,
      warn: (message) => logger.warning(message),
    });
    if ('problem' in found) throw new Error(`Nothing to roll back to: ${found.problem}.`);
    return found.candidate;
  }
  const entry = ledger.find(entries, to, howToAsk);
  if (!entry.artifact) {
    throw new Error(
      `The release of commit ${shortSha(entry.commit)} has no archive kept (it was deployed ` +
        'with keep-days: 0), so its bytes cannot be deployed again.',
    );
  }
  return { ...entry, health: await ledger.healthOf(entry, signal) };
}

/** The newest releases, with their health and whether their archives are still there. */
async function listReleases(
  ledger: Ledger,
  entries: readonly LedgerEntry[],
  live: LedgerEntry | undefined,
  signal: AbortSignal,
): Promise<Listed[]> {
  const listed: Listed[] = [];
  for (const entry of entries.slice(0, LISTED)) {
    const health = await ledger.healthOf(entry, signal);
    const artifact = entry.artifact;
    const state = artifact ? await ledger.archiveState({ ...entry, artifact }, signal) : 'not kept';
    listed.push({
      ...entry,
      health,
      archive: typeof state === 'string' ? state : 'unknown',
      live: entry === live,
    });
  }
  return listed;
}
