// How one run of the deploy job is told: the outputs of action.yml and the facts of its job
// summary, made from what the run answered. Pure: the shell writes what these make.
import { isSucceeded } from '../api/index.js';
import {
  archiveFacts,
  archiveOutputs,
  healthFacts,
  healthOutputs,
  keptFacts,
} from '../pipeline/index.js';
import { shortSha } from '../format.js';
import { changesParts, promotedFromOutput, promotionFacts } from '../promote/index.js';
import { presentFacts, type Fact, type Part } from '../summary.js';
import type { DeployRun } from './run.js';

/** Every output of action.yml, set on every run. */
export function deployOutputs(run: DeployRun): Record<string, string> {
  const release = run.release;
  return {
    skipped: String(run.skipped),
    'skip-reason': run.skipReason,
    'matched-pattern': run.decision?.matchedPattern ?? '',
    'deployment-id': release?.deploymentId === undefined ? '' : String(release.deploymentId),
    'deployment-status': release?.deploymentStatus ?? '',
    'environment-url': run.environmentUrl,
    ...archiveOutputs(release),
    // Empty when nothing was deployed: skipped (the bytes live already), refused, or failed
    // before a deployment was made.
    'promoted-from':
      release?.deploymentId === undefined || release.alreadyLive
        ? ''
        : promotedFromOutput(run.promotion),
    'restarted-workers': JSON.stringify(run.restartedWorkers.map(Number)),
    ...healthOutputs(release),
    'artifact-id': release?.kept && 'id' in release.kept ? String(release.kept.id) : '',
    'rolled-back-to':
      run.rollback && 'to' in run.rollback && run.rollback.release.deploymentId !== undefined
        ? run.rollback.to.commit
        : '',
    // A rollout's (src/waves/) alone.
    'targets-result': '',
  };
}

/** What the run came to, in a few words and an icon. */
function outcome(run: DeployRun, error: string | undefined): string {
  if (error) return `❌ Failed: ${error}`;
  if (run.skipped) return `⏭️ Skipped: ${run.skipReason}`;
  if (run.dryRun) return '🧪 Dry run: nothing was uploaded';
  const status = run.release?.deploymentStatus ?? '';
  if (isSucceeded(status)) return '✅ Deployed';
  return `🚀 Created (${status || 'pending'})`;
}

/** Links the run's context gives: to the repository and to the run. */
export interface RunLinks {
  readonly repositoryUrl: string;
  readonly runUrl: string;
}

/**
 * The job summary's facts, one each: what a user checks after a deploy. A skip's reason is the
 * outcome, so it is not repeated as the decision.
 */
export function deployFacts(
  run: DeployRun,
  { error, durationMs, links }: { error?: string; durationMs?: number; links: RunLinks },
): Fact[] {
  const release = run.release;
  const decision = run.decision;
  return presentFacts([
    ['Outcome', { text: outcome(run, error) }],
    [
      'Environment',
      run.environment ? { text: `${run.environment} (instance ${run.instance})` } : undefined,
    ],
    [
      'URL',
      run.environmentUrl ? { text: run.environmentUrl, href: run.environmentUrl } : undefined,
    ],
    ['Ref', run.ref ? { text: `${run.ref.kind} ${run.ref.name}` } : undefined],
    [
      'Commit',
      run.commit
        ? {
            text: run.commit.slice(0, 12),
            ...(links.repositoryUrl && /^[0-9a-f]{40,64}$/.test(run.commit)
              ? { href: `${links.repositoryUrl}/commit/${run.commit}` }
              : {}),
          }
        : undefined,
    ],
    ...promotionFacts(run.promotion),
    ['Decision', run.skipped || !decision?.reason ? undefined : { text: decision.reason }],
    [
      'Matched pattern',
      decision?.matchedPattern ? { text: decision.matchedPattern, code: true } : undefined,
    ],
    ...archiveFacts(release),
    ...keptFacts(release),
    [
      'Deployment',
      release?.deploymentId === undefined
        ? undefined
        : { text: `${release.deploymentId} (${release.deploymentStatus})` },
    ],
    ...healthFacts(release),
    ['Rollback', rollbackCell(run)],
    [
      'Workers',
      run.restartedWorkers.length + run.failedWorkers.length === 0
        ? undefined
        : {
            text: [
              run.restartedWorkers.length > 0 ? `restarted ${run.restartedWorkers.join(', ')}` : '',
              run.failedWorkers.length > 0 ? `failed ${run.failedWorkers.join(', ')}` : '',
            ]
              .filter((part) => part !== '')
              .join('; '),
          },
    ],
    [
      'Duration',
      durationMs === undefined ? undefined : { text: `${(durationMs / 1000).toFixed(1)} s` },
    ],
    ['Run', links.runUrl ? { text: 'workflow run log', href: links.runUrl } : undefined],
  ]);
}

/** What the rollback came to, when the run tried one. */
function rollbackCell(run: DeployRun): { text: string } | undefined {
  const rollback = run.rollback;
  if (!rollback) return undefined;
  if ('problem' in rollback) return { text: `none: ${rollback.problem}` };
  const { to, release } = rollback;
  const what = `to commit ${shortSha(to.commit)} (sha256 ${to.sha256.slice(0, 12)}…)`;
  if (release.failure !== undefined) return { text: `${what} failed` };
  return {
    text:
      `${what}: Amezmo deployment ${release.deploymentId ?? ''} ` +
      `(${release.deploymentStatus}), health ${release.health?.health ?? 'unchecked'}`,
  };
}

/** The parts of the job summary after its facts: a promotion's commits. */
export function deployParts(run: DeployRun, links: RunLinks): Part[] {
  return changesParts(run.promotion, links.repositoryUrl);
}
