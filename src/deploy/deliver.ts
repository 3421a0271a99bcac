// The deploy job once the ref deploys: the commit, the ledger and what is live, a promotion's
// source, the commit's checks, whether it is behind the live release, then the release through
// the shared pipeline, its health (and the way back when it is unhealthy), and the workers.
// flow.ts loads it only then, so that a run that skips never reads it nor what it imports.
import type { Environment } from '../api/index.js';
import { requireChecks } from '../checks/index.js';
import { formatBytes, shortSha } from '../format.js';
import {
  type GitHead,
  type RepositoryTarget,
  resolvePusher,
  type RunContext,
  splitRepository,
} from '../github/index.js';
import {
  githubLedger,
  type Ledger,
  type LedgerEntry,
  type LiveRelease,
  type MirrorSettings,
} from '../ledger/index.js';
import {
  abandonWalk,
  failedHealth,
  healthCheckUrlOf,
  type HealthReport,
  loadRelease,
  loadRollback,
  type ReleaseRequest,
  type ReleaseResult,
  replacedLater,
  restartWorkers,
  type RollbackAttempt,
  startWalk,
  type StartedWalk,
  UnhealthyError,
} from '../pipeline/index.js';
import { deployPromotion, preparePromotion } from '../promote/index.js';
import { sameCommit } from './behind.js';
import { refuseBehind } from './standing.js';
import { capitalized, DEFAULT_HOW_TO_FORCE } from './patterns-warning.js';
import { recordProof } from './proof.js';
import type { GitRef } from './ref.js';
import { type DeployDependencies, type DeployRun, type DeploySettings, skippedRun } from './run.js';

/**
 * Deploys `ref` to `environment`, which its patterns (or a promotion) let through, and answers
 * `run` with what it learnt; never throws.
 */
export async function deliver(
  settings: DeploySettings,
  context: RunContext,
  deps: DeployDependencies,
  decided: { run: DeployRun; ref: GitRef; environment: Environment },
): Promise<DeployRun> {
  const { logger, group, signal } = deps;
  const { ref, environment } = decided;
  let run = decided.run;
  const skipped = (lead: string, reason: string) => skippedRun(run, logger, lead, reason);
  const { source } = settings;
  const folder = source.kind === 'build' ? source.build.path : undefined;
  // git is asked first (its own process), then the folder is walked while git, the ledger and
  // the checks answer: the listing waits, untold, until the archive is built.
  const heading = folder !== undefined ? deps.gitHead(folder) : givenHead(source);
  const walk = source.kind === 'build' && !settings.promote ? startWalk(source.build) : undefined;
  // A walk that could not start fails the build, where its error is told; not before.
  walk?.catch(() => {});
  try {
    const head = await heading;
    run = { ...run, commit: head?.sha ?? context.sha };

    const ledger = ledgerOf(settings, context, deps);
    const entries = ledger && !settings.dryRun ? await readReleases(ledger, settings, deps) : [];
    const current = ledger
      ? await ledger.live(entries, environment.current_deployment_id, deps)
      : undefined;
    const promotion =
      settings.promote &&
      (await preparePromotion(settings.promote, ledger, current, context.repository, deps));
    if (promotion) run = { ...run, promotion, commit: promotion.source.commit };
    // The checks of the commit deployed: a promotion's is the source release's, not the run's.
    const { checks } = settings;
    if (checks) {
      const where = { commit: run.commit, repository: context.repository, runId: context.runId };
      await group("Wait for the commit's checks", () =>
        requireChecks(checks, { ...deps, ...where }),
      );
    }
    // A promotion of an older release is allowed: its changes said so.
    if (current && !promotion && !sameCommit(run.commit, current.commit)) {
      await refuseBehind({
        deploying: { commit: run.commit, time: head?.time },
        live: current,
        allowOlder: settings.allowOlder ?? false,
        howToAllowOlder: settings.howToAllowOlder ?? 'set allow-older: true',
        repository: context.repository,
        ...deps,
      });
    }
    const live = settings.force ? undefined : current;

    // Loaded once the ref deploys: a run that skips never pays for the pipeline.
    const { deployRelease } = await loadRelease();
    const request = releaseRequest(settings, context, deps, {
      ref,
      commit: run.commit,
      head,
      url: run.environmentUrl,
      live,
      expectedCheck: healthCheckUrlOf(environment),
      before: environment.current_deployment_id,
      walk,
    });
    const release =
      promotion && ledger
        ? await deployPromotion(request, promotion, { ...deps, ledger, journal: deps.ledger })
        : await deployRelease(request, { ...deps, journal: deps.ledger });
    run = { ...run, release };
    if (release.failure !== undefined) throw release.failure;
    const same = release.alreadyLive;
    if (same && release.health && ledger) {
      await recordProof(ledger, entries, same, release.health, { ...deps, runId: context.runId });
    }
    if (same && !failedHealth(release.health?.health)) {
      const proven = release.health
        ? ` Its health was proven again: ${release.health.health}.`
        : '';
      return skipped(
        'Skipped',
        `the archive (sha256 ${release.archive?.sha256 ?? ''}) is already live: Amezmo ` +
          `deployment ${same.deploymentId} of commit ${shortSha(same.commit)} has the same ` +
          `bytes.${proven} ${capitalized(settings.howToForce ?? DEFAULT_HOW_TO_FORCE)} to deploy ` +
          'it again.',
      );
    }
    if (settings.dryRun) {
      logger.notice(
        `Dry run: ${ref.kind} '${ref.name}' would deploy to '${settings.environment}' ` +
          `(${release.archive?.files === undefined ? '' : `${release.archive.files} entries, `}` +
          `${formatBytes(release.archive?.size ?? 0)}); nothing was uploaded.`,
      );
      return run;
    }
    if (release.health && failedHealth(release.health.health)) {
      const { describeRelease, RolledBackError } = await loadRollback();
      const broken = same
        ? describeRelease(same.deploymentId, same.commit, same.sha256)
        : describeRelease(release.deploymentId, run.commit, release.archive?.sha256);
      // A later deployment took its place: a rollback would undo that one, not this.
      if (settings.onUnhealthy === 'fail' || !ledger || replacedLater(release.health)) {
        throw new UnhealthyError(broken, release.health, adviceFor(release.health, settings));
      }
      const rollback = await rollBack(settings, context, deps, {
        ledger,
        entries,
        broken: release,
        url: run.environmentUrl,
      });
      run = { ...run, rollback };
      throw new RolledBackError(broken, release.health, rollback);
    }
    if (settings.workers.length === 0) return run;

    if (!release.succeeded) {
      logger.warning(
        "Restarting workers right after creating the deployment, because 'wait' is false: " +
          'the deployment may not be finished yet.',
      );
    }
    const restarts = await group('Restart workers', () =>
      restartWorkers(deps.client, settings.instance, settings.workers, logger, signal),
    );
    run = {
      ...run,
      restartedWorkers: restarts.restarted,
      failedWorkers: restarts.failed.map((failure) => failure.id),
    };
    if (restarts.failed.length > 0) {
      const details = restarts.failed.map(({ id, message }) => `${id} (${message})`).join('; ');
      throw new Error(
        `Could not restart worker${restarts.failed.length > 1 ? 's' : ''} ${details}. The deployment ` +
          "succeeded. Check the ids in 'workers': the Amezmo dashboard lists the instance's workers.",
      );
    }
    return run;
  } catch (error) {
    return { ...run, failure: error };
  } finally {
    // Ended by the archive once it was built; here, when the run ended before it.
    await abandonWalk(walk);
  }
}

/**
 * The deployment the environment ran once the release's health was proven, as far as known:
 * the one it found current, else (none found, or none could be read) the release's own.
 */
function currentAfter(release: ReleaseResult): number | undefined {
  const amezmo = release.health?.amezmo;
  const current = amezmo?.verdict === 'not-current' ? Number(amezmo.current) : Number.NaN;
  return Number.isSafeInteger(current) ? current : release.deploymentId;
}

/**
 * The commit of an archive given as it is, and its time, when this run built it (a rollout's
 * one archive). One built elsewhere has none: the working folder's checkout may be another
 * commit (or be named another with --commit), so its time would not be the archive's.
 */
function givenHead(source: DeploySettings['source']): GitHead | undefined {
  return source.kind === 'given' ? source.builtFrom : undefined;
}

function releaseRequest(
  settings: DeploySettings,
  context: RunContext,
  deps: DeployDependencies,
  found: {
    ref: GitRef;
    commit: string;
    head: Pick<GitHead, 'time' | 'timeFrom'> | undefined;
    url: string;
    live: LiveRelease | undefined;
    expectedCheck: string | null | undefined;
    before: number | null;
    walk: Promise<StartedWalk> | undefined;
  },
): ReleaseRequest {
  const { ref, commit, head, url } = found;
  const repository = splitRepository(context.repository);
  return {
    instance: settings.instance,
    environment: settings.environment,
    source: settings.source,
    fields: {
      ...(repository ? { repo_owner: repository.owner, repo_name: repository.name } : {}),
      ...(ref.kind === 'tag' ? { tag: ref.name } : { branch: ref.name }),
      commit,
      pusher: resolvePusher(context, settings.pusher),
    },
    commitTime: head?.time,
    commitTimeFrom: head?.timeFrom,
    dryRun: settings.dryRun,
    wait: settings.wait,
    waitTimeoutSeconds: settings.waitTimeoutSeconds,
    cancelOnAbort: settings.cancelOnAbort,
    mirror: mirrorOf(
      githubTarget(settings, context, deps),
      settings,
      context,
      commit,
      url,
      settings.promote ? 'Promoting' : 'Deploying',
    ),
    tempDir: context.tempDir,
    startedAt: deps.clock.now(),
    before: found.before,
    ledger: {
      keepDays: settings.keepDays,
      attempt: context.runAttempt,
      runId: context.runId,
      ref: { kind: ref.kind, name: ref.name },
    },
    live: found.live,
    // Given without `wait` too: the release live with the same bytes may need its health proven.
    health: { ...settings.health, environmentUrl: url, expectedCheck: found.expectedCheck },
    ...(found.walk ? { walk: found.walk } : {}),
  };
}

/** The GitHub deployment that mirrors a release of commit `commit` and records it. */
function mirrorOf(
  target: RepositoryTarget | undefined,
  settings: DeploySettings,
  context: RunContext,
  commit: string,
  url: string,
  doing: string,
): MirrorSettings | undefined {
  if (!target) return undefined;
  return {
    ...target,
    ref: commit,
    environment: settings.environment,
    ...(settings.retireEarlier === false ? { retireEarlier: false } : {}),
    environmentUrl: url,
    logUrl: context.runUrl,
    startedText: `${doing}: Amezmo ${settings.environment}`,
  };
}

/** The repository whose GitHub deployments mirror each release, when the run may use them. */
function githubTarget(
  settings: DeploySettings,
  context: RunContext,
  deps: DeployDependencies,
): RepositoryTarget | undefined {
  const repository = splitRepository(context.repository);
  if (!settings.githubDeployment || !deps.github || !repository) return undefined;
  return {
    github: deps.github,
    owner: repository.owner,
    repo: repository.name,
    logger: deps.logger,
  };
}

/** Where the ledger is kept: a ledger folder, else the GitHub deployments that mirror releases. */
function ledgerOf(
  settings: DeploySettings,
  context: RunContext,
  deps: DeployDependencies,
): Ledger | undefined {
  if (deps.ledger) return deps.ledger;
  const target = githubTarget(settings, context, deps);
  return target && githubLedger(target, deps.store);
}

/** The environment's releases in the ledger, newest first; none, after a warning, when unreadable. */
async function readReleases(
  ledger: Ledger,
  settings: DeploySettings,
  { logger, signal }: DeployDependencies,
): Promise<LedgerEntry[]> {
  try {
    const entries = await ledger.read(settings, signal);
    logger.info(
      `Ledger: ${entries.length} earlier release(s) of '${settings.environment}' in ${ledger.place}.`,
    );
    return entries;
  } catch (error) {
    if (signal.aborted) throw error;
    logger.warning(
      `Could not read the ledger of releases (${ledger.place}): ${ledger.problem(error)}.`,
    );
    return [];
  }
}

/** What a failure of the health proof says to do next. */
function adviceFor(found: HealthReport, settings: Pick<DeploySettings, 'howToRollBack'>): string {
  const rollBack = settings.howToRollBack ?? DEFAULT_HOW_TO_ROLL_BACK;
  if (found.health !== 'not-live') return `It stays live: fix it and deploy again, or ${rollBack}.`;
  return replacedLater(found)
    ? 'A later deployment has taken its place, so nothing is rolled back over it.'
    : `Look at the environment in the Amezmo dashboard, then deploy again, or ${rollBack}.`;
}

/**
 * Deploys the last release verified healthy again, when there is one: at most one rollback a
 * run, and never to the broken release's own bytes.
 */
async function rollBack(
  settings: DeploySettings,
  context: RunContext,
  deps: DeployDependencies,
  found: {
    ledger: Ledger;
    entries: readonly LedgerEntry[];
    broken: ReleaseResult;
    url: string;
  },
): Promise<RollbackAttempt> {
  const { logger, group } = deps;
  const { redeploy } = await loadRollback();
  const broken = found.broken.archive?.sha256 ?? '';
  const chosen = await group('Find the last healthy release', () =>
    found.ledger.lastHealthy(found.entries, {
      not: broken,
      signal: deps.signal,
      warn: (message) => logger.warning(message),
    }),
  ).catch((error: unknown): { problem: string } => {
    if (deps.signal.aborted) throw error;
    return { problem: `the ledger could not be read (${found.ledger.problem(error)})` };
  });
  if ('problem' in chosen) return chosen;
  const to = chosen.candidate;
  if (!deps.ledger && !deps.store) return { problem: 'the run cannot reach the artifact service' };
  logger.warning(
    `Rolling back to commit ${shortSha(to.commit)} (Amezmo deployment ${to.deploymentId}, ` +
      `sha256 ${to.sha256}), the last release verified healthy.`,
  );
  const repository = splitRepository(context.repository);
  const release = await redeploy(
    {
      release: to,
      instance: settings.instance,
      environment: settings.environment,
      fields: {
        ...(repository ? { repo_owner: repository.owner, repo_name: repository.name } : {}),
        pusher: resolvePusher(context, settings.pusher),
      },
      dryRun: false,
      wait: true,
      waitTimeoutSeconds: settings.waitTimeoutSeconds,
      cancelOnAbort: settings.cancelOnAbort,
      mirror: mirrorOf(
        githubTarget(settings, context, deps),
        settings,
        context,
        to.commit,
        found.url,
        'Rolling back',
      ),
      ledger: { keepDays: settings.keepDays, attempt: context.runAttempt, runId: context.runId },
      health: { ...settings.health, environmentUrl: found.url },
      tempDir: context.tempDir,
      startedAt: deps.clock.now(),
      // What the environment runs: the broken release, unless it never went live.
      before: currentAfter(found.broken),
    },
    { ...deps, ledger: found.ledger, journal: deps.ledger },
  );
  return { to, release };
}

/**
 * Puts the environment of a run that changed it back to its last healthy release before this
 * one, proven again (a rollout does so for every target it changed once one failed).
 */
export async function rollBackRun(
  settings: DeploySettings,
  context: RunContext,
  deps: DeployDependencies,
  run: DeployRun,
): Promise<RollbackAttempt> {
  const ledger = ledgerOf(settings, context, deps);
  if (!ledger || !run.release) return { problem: 'the run keeps no ledger of releases' };
  const entries = await readReleases(ledger, settings, deps);
  return rollBack(settings, context, deps, {
    ledger,
    entries,
    broken: run.release,
    url: run.environmentUrl,
  });
}

/** What a message says to roll back when the settings say nothing of their own words. */
const DEFAULT_HOW_TO_ROLL_BACK =
  'deploy the last healthy release again with the rollback action (on-unhealthy: rollback does ' +
  'that at once)';
