import { formatBytes } from '../format.js';
import type { Report } from './flow.js';

/** Every output of action.yml, set on every run. */
export function outputsOf(report: Report): Record<string, string> {
  return {
    skipped: String(report.skipped),
    'skip-reason': report.skipReason,
    'matched-pattern': report.matchedPattern,
    'deployment-id': report.deploymentId === undefined ? '' : String(report.deploymentId),
    'deployment-status': report.deploymentStatus,
    'environment-url': report.environmentUrl,
    'archive-size': report.archive ? String(report.archive.size) : '',
    'archive-files': report.archive ? String(report.archive.files) : '',
    'archive-sha256': report.archive?.sha256 ?? '',
    'restarted-workers': JSON.stringify(report.restartedWorkers.map(Number)),
  };
}

function outcome(report: Report): string {
  if (report.error) return `❌ Failed: ${report.error}`;
  if (report.skipped) return `⏭️ Skipped: ${report.skipReason}`;
  if (report.dryRun) return '🧪 Dry run: nothing was uploaded';
  if (report.deploymentStatus === 'succeeded') return '✅ Deployed';
  return `🚀 Created (${report.deploymentStatus || 'pending'})`;
}

/** The job summary's rows: what a user checks after a deploy. */
export function summaryRows(report: Report): [string, string][] {
  const rows: [string, string][] = [
    ['Outcome', outcome(report)],
    [
      'Environment',
      report.environment ? `${report.environment} (instance ${report.instance})` : '',
    ],
    ['Ref', report.ref ? `${report.ref.kind} ${report.ref.name}` : ''],
    ['Commit', report.commit],
    ['Decision', report.decisionReason],
    ['Matched pattern', report.matchedPattern],
    [
      'Archive',
      report.archive
        ? `${formatBytes(report.archive.size)}, ${report.archive.files} entries, sha256 ${report.archive.sha256}`
        : '',
    ],
    [
      'Deployment',
      report.deploymentId === undefined
        ? ''
        : `${report.deploymentId} (${report.deploymentStatus})`,
    ],
    [
      'Duration',
      report.endedAt === undefined
        ? ''
        : `${((report.endedAt - report.startedAt) / 1000).toFixed(1)} s`,
    ],
    [
      'Workers',
      [
        report.restartedWorkers.length > 0 ? `restarted ${report.restartedWorkers.join(', ')}` : '',
        report.failedWorkers.length > 0 ? `failed ${report.failedWorkers.join(', ')}` : '',
      ]
        .filter((part) => part !== '')
        .join('; '),
    ],
    ['Environment URL', report.environmentUrl],
  ];
  return rows.filter(([, value]) => value !== '');
}
