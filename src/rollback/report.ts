// How one run of the rollback job is told: the outputs of rollback/action.yml, the facts of its
// job summary, and on a dry run the table of releases that could be deployed again. Pure.
import { shortSha } from '../format.js';
import { healthFacts, healthOutputs } from '../pipeline/index.js';
import { presentFacts, type Cell, type Part } from '../summary.js';
import type { Listed, RollbackRun } from './flow.js';

/** Every output of rollback/action.yml, set on every run. */
export function rollbackOutputs(run: RollbackRun): Record<string, string> {
  const release = run.release;
  return {
    skipped: String(run.skipped),
    'skip-reason': run.skipReason,
    commit: run.chosen?.commit ?? '',
    'deployment-id': release?.deploymentId === undefined ? '' : String(release.deploymentId),
    'deployment-status': release?.deploymentStatus ?? '',
    'archive-sha256': release?.archive?.sha256 ?? '',
    'environment-url': run.environmentUrl,
    ...healthOutputs(release),
    candidates: JSON.stringify(
      run.candidates.map((listed) => ({
        ...(run.idName === 'GitHub deployment' ? { github_deployment_id: listed.id } : {}),
        created_at: listed.createdAt,
        commit: listed.commit,
        sha256: listed.sha256,
        amezmo_deployment_id: listed.deploymentId,
        health: listed.health,
        archive: listed.archive,
        live: listed.live,
      })),
    ),
  };
}

function outcome(run: RollbackRun, error: string | undefined): string {
  if (error) return `❌ Failed: ${error}`;
  if (run.skipped) return `⏭️ ${run.skipReason}`;
  return `⏪ Rolled back to ${shortSha(run.chosen?.commit ?? '')}`;
}

/** The summary: the facts of the run, and on a dry run the releases that could be deployed. */
export function rollbackSummary(
  run: RollbackRun,
  { error, links }: { error?: string; links: { repositoryUrl: string; runUrl: string } },
): Part[] {
  const commitCell = (commit: string): Cell => ({
    text: shortSha(commit),
    code: true,
    ...(links.repositoryUrl && /^[0-9a-f]{40}$/.test(commit)
      ? { href: `${links.repositoryUrl}/commit/${commit}` }
      : {}),
  });
  const facts = presentFacts([
    ['Outcome', { text: outcome(run, error) }],
    [
      'Environment',
      run.environment ? { text: `${run.environment} (instance ${run.instance})` } : undefined,
    ],
    [
      'URL',
      run.environmentUrl ? { text: run.environmentUrl, href: run.environmentUrl } : undefined,
    ],
    [
      'Live before',
      run.live
        ? {
            text: `commit ${shortSha(run.live.commit)}, Amezmo deployment ${run.live.deploymentId}`,
          }
        : undefined,
    ],
    [
      // Deployed only once a deployment was made of it; else the release that was chosen.
      run.dryRun ? 'Would deploy' : run.release?.deploymentId !== undefined ? 'Deployed' : 'Chosen',
      run.chosen
        ? {
            text:
              `commit ${shortSha(run.chosen.commit)}, sha256 ${run.chosen.sha256} ` +
              `(${run.idName} ${run.chosen.id}, recorded ${run.chosen.health})`,
          }
        : undefined,
    ],
    [
      'Deployment',
      run.release?.deploymentId === undefined
        ? undefined
        : { text: `${run.release.deploymentId} (${run.release.deploymentStatus})` },
    ],
    ...healthFacts(run.release),
    ['Run', links.runUrl ? { text: 'workflow run log', href: links.runUrl } : undefined],
  ]);
  const parts: Part[] = [{ kind: 'facts', facts }];
  if (run.candidates.length > 0) {
    parts.push({ kind: 'text', cells: [{ text: 'Releases in the ledger, newest first:' }] });
    parts.push({
      kind: 'table',
      head: ['Date', 'Commit', 'sha256', 'Health', 'Archive', run.idName, ''],
      rows: run.candidates.map((listed: Listed) => [
        { text: listed.createdAt },
        commitCell(listed.commit),
        { text: `${listed.sha256.slice(0, 16)}…`, code: true },
        { text: listed.health },
        { text: listed.archive },
        { text: String(listed.id) },
        { text: listed.live ? 'live' : '' },
      ]),
    });
  }
  return parts;
}
