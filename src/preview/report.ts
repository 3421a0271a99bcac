// What a preview run did, as data (the report), and the three ways it is told: the outputs, the
// job summary's rows, and the pull request's comment. Pure: the shell writes them.
import type { Cell } from '../deploy/report.js';
import { isInProgress, isSucceeded } from '../api/statuses.js';
import { formatAge, type Outcome } from './plan.js';

/** One instance a run acted on or looked at, with what came of it. */
export interface ReportedStep {
  action: 'create' | 'reuse' | 'terminate' | 'keep';
  name: string;
  instanceId?: number;
  number: number;
  reason: string;
  /** Set once the step is carried out; a failure's message otherwise. */
  result?: string;
}

export interface PreviewReport {
  startedAt: number;
  runUrl: string;
  outcome?: Outcome;
  skipReason?: string;
  pullRequest?: number;
  instanceName?: string;
  instanceId?: number;
  instanceType?: string;
  hourlyPrice?: string;
  /** The instance's `created_at`. */
  createdAt?: string;
  previewUrl?: string;
  branch?: string;
  commit?: string;
  commitUrl?: string;
  deploymentId?: number;
  deploymentStatus?: string;
  steps: ReportedStep[];
  error?: string;
}

export function newPreviewReport(startedAt: number, runUrl = ''): PreviewReport {
  return { startedAt, runUrl, steps: [] };
}

export function previewOutputs(report: PreviewReport): Record<string, string> {
  return {
    'instance-id': report.instanceId === undefined ? '' : String(report.instanceId),
    'preview-url': report.previewUrl ?? '',
    'deployment-id': report.deploymentId === undefined ? '' : String(report.deploymentId),
    'deployment-status': report.deploymentStatus ?? '',
    'hourly-price': report.hourlyPrice ?? '',
    outcome: report.outcome ?? '',
  };
}

/** The instance type and what it costs, e.g. `hobby, $0.026880 an hour`. */
export function costOf(report: PreviewReport): string {
  if (!report.instanceType) return '';
  return report.hourlyPrice
    ? `${report.instanceType}, $${report.hourlyPrice} an hour`
    : report.instanceType;
}

function ageOf(report: PreviewReport, now: number): string {
  const created = report.createdAt ? Date.parse(report.createdAt) : NaN;
  return Number.isNaN(created) ? '' : formatAge(Math.max(0, now - created));
}

const STEP_VERB: Record<ReportedStep['action'], string> = {
  create: 'Created',
  reuse: 'Reused',
  terminate: 'Terminated',
  keep: 'Kept',
};

/** The job summary's rows, one fact each. */
export function previewSummaryRows(report: PreviewReport, now: number): [string, Cell][] {
  const rows: [string, Cell | undefined][] = [
    ['Outcome', { text: report.error ? `failed: ${report.error}` : (report.outcome ?? 'failed') }],
    ['Skipped because', report.skipReason ? { text: report.skipReason } : undefined],
    ['Pull request', report.pullRequest ? { text: `#${report.pullRequest}` } : undefined],
    [
      'Instance',
      report.instanceName
        ? { text: `${report.instanceName} (${report.instanceId ?? 'not created'})` }
        : undefined,
    ],
    [
      'Preview',
      report.previewUrl ? { text: report.previewUrl, href: report.previewUrl } : undefined,
    ],
    ['Cost', costOf(report) ? { text: costOf(report) } : undefined],
    ['Commit', report.commit ? { text: report.commit, href: report.commitUrl } : undefined],
    [
      'Deployment',
      report.deploymentId === undefined
        ? undefined
        : { text: `${report.deploymentId}: ${report.deploymentStatus ?? 'unknown'}` },
    ],
    ['Age', ageOf(report, now) ? { text: ageOf(report, now) } : undefined],
    ...report.steps
      .filter((step) => report.outcome === 'cleaned' || step.result?.startsWith('failed'))
      .map((step): [string, Cell] => [
        `${step.name} (#${step.number})`,
        { text: `${step.result ?? STEP_VERB[step.action].toLowerCase()}: ${step.reason}` },
      ]),
    ['Run', report.runUrl ? { text: 'workflow run', href: report.runUrl } : undefined],
  ];
  return rows.filter((row): row is [string, Cell] => row[1] !== undefined);
}

/** Text from the service, cut down to what a table cell of a comment can show as is. */
function word(text: string | undefined): string {
  const kept = (text ?? '').replace(/[^\w.-]/g, '').slice(0, 40);
  return kept === '' ? 'unknown' : kept;
}

function link(text: string, href: string | undefined): string {
  return href && /^https:\/\/[^\s()<>\]]+$/.test(href) ? `[${text}](${href})` : text;
}

/** The pull request comment while the preview lives: where it is, what runs there, what it costs. */
export function liveCommentBody(report: PreviewReport, now: number): string {
  const status = word(report.deploymentStatus);
  const icon = isSucceeded(status) ? '✅' : report.error || !isInProgress(status) ? '❌' : '⏳';
  const commit = report.commit ? link(`\`${report.commit.slice(0, 12)}\``, report.commitUrl) : '';
  const rows = [
    ['Preview', report.previewUrl ? link(report.previewUrl, report.previewUrl) : 'not yet known'],
    ['Commit', commit + (report.branch ? ` on \`${report.branch.replace(/[`|]/g, '')}\`` : '')],
    [
      'Deployment',
      `${icon} ${report.deploymentId === undefined ? '' : `${report.deploymentId}: `}${status}`,
    ],
    ['Instance', `${report.instanceName ?? ''} (${report.instanceId ?? 'not created'})`],
    [
      'Cost',
      costOf(report) ? `${word(report.instanceType)}, $${word(report.hourlyPrice)} an hour` : '',
    ],
    ['Age', ageOf(report, now)],
  ].filter(([, value]) => value !== '');
  const lines = [
    `### Amezmo preview of #${report.pullRequest ?? ''}`,
    '',
    '| | |',
    '|---|---|',
    ...rows.map(([name, value]) => `| ${name} | ${value} |`),
    '',
    `It is terminated when the pull request closes${report.runUrl ? `. ${link('Last run', report.runUrl)}` : ''}.`,
  ];
  if (report.error)
    lines.splice(
      lines.length - 1,
      0,
      `The last run failed: see ${link('its log', report.runUrl)}.`,
      '',
    );
  return lines.join('\n');
}

/** The pull request comment once the preview is gone. */
export function goneCommentBody(
  name: string,
  instanceId: number,
  reason: string,
  runUrl: string,
): string {
  return [
    `### Amezmo preview: gone`,
    '',
    `The preview instance ${name} (${instanceId}) was terminated because ${reason}.` +
      (runUrl ? ` ${link('Run', runUrl)}.` : ''),
  ].join('\n');
}
