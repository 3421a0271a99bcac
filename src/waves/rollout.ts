// A rollout: one archive, built once, deployed to many targets in waves. Each target is a run of
// the deploy job (its decision, its ledger, the same-bytes skip, its health and its own GitHub
// environment), at most `maxParallel` at once; each wave is proven before the next starts,
// after `waveWaitMs`. At the first target not proven healthy nothing more starts, those in
// flight are followed to their end, and with `rollback-all` every target the rollout changed is
// put back to its own last healthy release, in parallel, each proven again.
import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { requireChecks } from '../checks/index.js';
import { AmezmoDeployError } from '../errors.js';
import { shortSha } from '../format.js';
import type { RunContext } from '../github/index.js';
import type { Logger } from '../logger.js';
import {
  type ArchiveSource,
  failureOf,
  loadRelease,
  readGivenArchive,
  type ReleaseResult,
  replacedLater,
} from '../pipeline/index.js';
import {
  type DeployDependencies,
  type DeployRun,
  type DeploySettings,
  rollBackRun,
  runDeploy,
} from '../deploy/index.js';
import { type RolloutSettings, type Target, targetName, wavesOf } from './plan.js';

/** What became of one target. */
export type TargetOutcome = 'deployed' | 'skipped' | 'failed' | 'not-started' | 'rolled-back';

/** One target's result: small, so that a rollout's memory does not grow with what each learnt. */
export interface TargetResult {
  readonly target: Target;
  readonly wave: number;
  readonly outcome: TargetOutcome;
  readonly deploymentId: number | undefined;
  /** `healthy`, `unhealthy`, `not-live`, `unchecked`; '' when it was not deployed. */
  readonly health: string;
  /** The commit of the release it was put back to; '' when none. */
  readonly rolledBackTo: string;
  /** Why it failed or was skipped, in one line; '' when it did neither. */
  readonly detail: string;
  readonly durationMs: number;
}

/** What a rollout did, as far as it went; `failure` is set when it stopped. */
export interface RolloutRun {
  readonly targets: readonly TargetResult[];
  readonly waves: number;
  /** The archive's sha256, once built or read. */
  readonly sha256: string;
  readonly failure?: unknown;
}

/**
 * A target failed: the rollout stopped there, and says what became of the others. The failed
 * target's own rollback, if any, is in its detail; the counts are of the other targets only.
 */
export class RolloutStoppedError extends AmezmoDeployError {
  readonly errorCode = 'rollout-stopped';
  constructor(failed: TargetResult, results: readonly TargetResult[]) {
    const count = (outcome: TargetOutcome) =>
      results.filter((r) => r.target !== failed.target && r.outcome === outcome).length;
    const others = count('failed');
    // As it stands once rollback-all tried to put it back too.
    const self = results.find((r) => r.target === failed.target) ?? failed;
    super(
      `Target ${targetName(failed.target)} in wave ${failed.wave} failed: ${self.detail} ` +
        `The rollout stopped there. Of the other targets: ${count('not-started')} not started, ` +
        `${count('rolled-back')} rolled back to their last healthy release, ` +
        `${count('deployed')} left on the new release` +
        (others > 0 ? `, ${others} failed too.` : '.'),
    );
    this.name = 'RolloutStoppedError';
  }
}

type Settings = DeploySettings & { readonly rollout: RolloutSettings };

/** Deploys the archive to every target in waves; never throws. */
export async function runRollout(
  settings: Settings,
  context: RunContext,
  deps: DeployDependencies,
): Promise<RolloutRun> {
  const { targets } = settings.rollout;
  const waveOf = wavesOf(settings.rollout.waves, targets.length);
  const waves = Math.max(0, ...waveOf);
  const started = deps.clock.now();
  const results: TargetResult[] = targets.map((target, index) => ({
    target,
    wave: waveOf[index] ?? waves,
    outcome: 'not-started',
    deploymentId: undefined,
    health: '',
    rolledBackTo: '',
    detail: '',
    durationMs: 0,
  }));
  let run: RolloutRun = { targets: results, waves, sha256: '' };
  let archive: OneArchive | undefined;
  try {
    // The commit's checks are asked once, before anything is built: never once a target.
    const { checks } = settings;
    if (checks) {
      const folder = settings.source.kind === 'build' ? settings.source.build.path : undefined;
      const head = folder === undefined ? undefined : await deps.gitHead(folder);
      const where = {
        commit: head?.sha ?? context.sha,
        repository: context.repository,
        runId: context.runId,
      };
      await deps.group("Wait for the commit's checks", () =>
        requireChecks(checks, { ...deps, ...where }),
      );
    }
    archive = await archiveOnce(settings, context, deps);
    // Kept only for the targets changed, until the rollout ends: what a rollback starts from.
    const changed = new Map<number, DeployRun>();
    let failed: TargetResult | undefined;
    for (let wave = 1; wave <= waves && !failed; wave++) {
      const members = results.flatMap((result, index) => (result.wave === wave ? [index] : []));
      deps.logger.info(
        `Wave ${wave} of ${waves} started: ${members.map((i) => targetName(targets[i] as Target)).join(', ')}.`,
      );
      const source = archive.source;
      await inParallel(members, settings.rollout.maxParallel, async (index) => {
        if (failed || deps.signal.aborted) return;
        const target = targets[index] as Target;
        const at = deps.clock.now();
        const deployed = await runDeploy(
          targetSettings(settings, target, source),
          context,
          targetDeps(deps, target),
        );
        const result = resultOf(results[index] as TargetResult, deployed, deps.signal);
        results[index] = { ...result, durationMs: deps.clock.now() - at };
        if (changedBy(result, deployed)) changed.set(index, deployed);
        if (result.outcome === 'failed') failed ??= results[index];
      });
      const tally = (['deployed', 'skipped', 'failed'] as const)
        .map(
          (outcome) =>
            `${members.filter((i) => results[i]?.outcome === outcome).length} ${outcome}`,
        )
        .join(', ');
      deps.logger.info(`Wave ${wave} of ${waves} ended: ${tally}.`);
      if (!failed && wave < waves && settings.rollout.waveWaitMs > 0) {
        const waitMs = deps.waveWaitMs ?? settings.rollout.waveWaitMs;
        deps.logger.info(`Waiting ${formatWait(waitMs)} before wave ${wave + 1}.`);
        await deps.clock.sleep(waitMs, deps.signal);
      }
    }
    run = { ...run, sha256: archive.sha256 };
    if (!failed) return run;
    const source = archive.source;
    // A cancelled run deploys nothing more, not even a rollback: it was asked to stop.
    if (settings.rollout.onFailure === 'rollback-all' && changed.size > 0 && !deps.signal.aborted) {
      deps.logger.warning(
        `Rolling back the ${changed.size} target(s) this rollout changed, each to its last healthy release.`,
      );
      await inParallel([...changed.keys()], settings.rollout.maxParallel, async (index) => {
        const target = targets[index] as Target;
        const attempt = await rollBackRun(
          targetSettings(settings, target, source),
          context,
          targetDeps(deps, target),
          changed.get(index) as DeployRun,
        ).catch((error: unknown) => ({ problem: failureOf(error, deps.signal).message }));
        const before = results[index] as TargetResult;
        const after = rolledBack(before, attempt);
        // The target that stopped the rollout stays failed, and says what its rollback came to.
        results[index] = before.outcome === 'failed' ? stillFailed(before, after) : after;
      });
    }
    return { ...run, failure: new RolloutStoppedError(failed, results) };
  } catch (error) {
    return { ...run, failure: error };
  } finally {
    await archive?.dispose();
    deps.logger.debug(`Rollout took ${deps.clock.now() - started} ms.`);
  }
}

/** The archive every target is sent: built once (the pipeline's own archive step), or given. */
interface OneArchive {
  readonly source: ArchiveSource & { readonly kind: 'given' };
  /** Read once, given or built: every target's upload sends only bytes that have it. */
  readonly sha256: string;
  dispose(): Promise<void>;
}

async function archiveOnce(
  settings: Settings,
  context: RunContext,
  deps: DeployDependencies,
): Promise<OneArchive> {
  const source = settings.source;
  if (source.kind === 'given') {
    // Read once, so that a file written between waves is refused, not sent to the later ones.
    const { sha256 } = await readGivenArchive(source.archive, source.ignored, deps);
    deps.logger.info(
      `One archive for ${settings.rollout.targets.length} target(s): sha256 ${sha256}.`,
    );
    return {
      source: { ...source, archive: { ...source.archive, sha256 }, ignored: [] },
      sha256,
      dispose: async () => {},
    };
  }
  const first = settings.rollout.targets[0] as Target;
  const head = await deps.gitHead(source.build.path);
  const { deployRelease } = await loadRelease();
  // A dry run of the pipeline builds the archive and uploads nothing; kept, to be read by each
  // target's upload in turn, so that one archive is on disk however many targets there are.
  const built: ReleaseResult = await deployRelease(
    {
      instance: first.instance,
      environment: first.environment,
      source: { kind: 'build', build: { ...source.build, keepArchive: true } },
      fields: { commit: head?.sha ?? context.sha },
      commitTime: head?.time,
      commitTimeFrom: head?.timeFrom,
      dryRun: true,
      wait: false,
      waitTimeoutSeconds: settings.waitTimeoutSeconds,
      cancelOnAbort: settings.cancelOnAbort,
      tempDir: context.tempDir,
      startedAt: deps.clock.now(),
    },
    deps,
  );
  if (built.failure !== undefined) throw built.failure;
  const facts = built.archive;
  if (!facts) throw new Error('The archive was not built.');
  deps.logger.info(
    `One archive for ${settings.rollout.targets.length} target(s): sha256 ${facts.sha256}.`,
  );
  return {
    source: {
      kind: 'given',
      archive: { path: facts.path, size: facts.size, format: 'zip', sha256: facts.sha256 },
      ignored: [],
      ...(head ? { builtFrom: head } : {}),
    },
    sha256: facts.sha256,
    dispose: async () => {
      if (!source.build.keepArchive)
        await rm(dirname(facts.path), { recursive: true, force: true });
    },
  };
}

/** The deploy job's settings for one target: its place, the archive; its success retires no other's. */
function targetSettings(settings: Settings, target: Target, source: ArchiveSource): DeploySettings {
  return {
    ...settings,
    // Asked once for the whole rollout.
    checks: undefined,
    instance: target.instance,
    environment: target.environment,
    retireEarlier: false,
    source,
    workers: target.workers ?? [],
    health: target.healthUrl ? { ...settings.health, url: target.healthUrl } : settings.health,
    // With rollback-all, the target that fails is put back as every other one is.
    onUnhealthy: settings.rollout.onFailure === 'rollback-all' ? 'rollback' : settings.onUnhealthy,
  };
}

/** A target's run logs under its name; its phases are lines, as targets run side by side. */
function targetDeps(deps: DeployDependencies, target: Target): DeployDependencies {
  const name = targetName(target);
  const logger: Logger = {
    debug: (message) => deps.logger.debug(`[${name}] ${message}`),
    info: (message) => deps.logger.info(`[${name}] ${message}`),
    warning: (message) => deps.logger.warning(`[${name}] ${message}`),
    notice: (message) => deps.logger.notice(`[${name}] ${message}`),
  };
  return {
    ...deps,
    logger,
    group: (title, phase) => {
      logger.info(title);
      return phase();
    },
    progress: undefined,
  };
}

/** What a target's run came to. */
function resultOf(base: TargetResult, deployed: DeployRun, signal: AbortSignal): TargetResult {
  const release = deployed.release;
  const health = release?.health?.health ?? (release?.succeeded ? 'unchecked' : '');
  const deploymentId = release?.deploymentId ?? release?.alreadyLive?.deploymentId;
  if (deployed.failure !== undefined) {
    const rollback = deployed.rollback;
    const back = rollback && 'to' in rollback && rollback.release.succeeded;
    return {
      ...base,
      outcome: 'failed',
      deploymentId,
      health,
      rolledBackTo: back ? rollback.to.commit : '',
      detail: failureOf(deployed.failure, signal).message,
    };
  }
  if (deployed.skipped || deployed.dryRun) {
    const why = deployed.skipped ? deployed.skipReason : 'a dry run uploads nothing.';
    return { ...base, outcome: 'skipped', deploymentId, health, detail: why };
  }
  return { ...base, outcome: 'deployed', deploymentId, health };
}

/**
 * Whether the target runs this rollout's release now: deployed, or failed after its deployment
 * succeeded (its workers could not be restarted, say) without a rollback of its own, and was not
 * replaced since by a later deployment (which a rollback would undo).
 */
function changedBy(result: TargetResult, deployed: DeployRun): boolean {
  if (result.outcome === 'deployed') return true;
  const release = deployed.release;
  return (
    result.outcome === 'failed' &&
    release?.succeeded === true &&
    !deployed.rollback &&
    !replacedLater(release.health)
  );
}

/** The target that stopped the rollout, once rollback-all tried to put it back: still failed. */
function stillFailed(before: TargetResult, after: TargetResult): TargetResult {
  const back = after.rolledBackTo
    ? `It was rolled back to commit ${shortSha(after.rolledBackTo)}.`
    : '';
  const said = after.detail === before.detail ? back : after.detail;
  return { ...after, outcome: 'failed', detail: [before.detail, said].filter(Boolean).join(' ') };
}

/** What a target the rollout changed came to once it was put back, or could not be. */
function rolledBack(
  base: TargetResult,
  attempt: Awaited<ReturnType<typeof rollBackRun>>,
): TargetResult {
  if ('problem' in attempt) {
    return { ...base, detail: `It could not be rolled back: ${attempt.problem}.` };
  }
  const health = attempt.release.health?.health ?? 'unchecked';
  const to = `commit ${shortSha(attempt.to.commit)} (Amezmo deployment ${attempt.to.deploymentId})`;
  if (attempt.release.failure !== undefined || health === 'unhealthy' || health === 'not-live') {
    return {
      ...base,
      outcome: 'failed',
      health,
      detail: `Its rollback to ${to} was not proven healthy (${health}).`,
    };
  }
  return { ...base, outcome: 'rolled-back', health, rolledBackTo: attempt.to.commit };
}

/** `30 s`, `5 min`, `250 ms`. */
function formatWait(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000 || ms % 60_000 !== 0) return `${Math.round(ms / 1000)} s`;
  return `${ms / 60_000} min`;
}

/** Runs `work` on each item, at most `limit` at once, in the items' order. */
async function inParallel<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
