// What one run of the deploy action did, filled in as it goes so that outputs and the summary
// tell even a failure; and how it is shown. Pure: the shell writes what these functions make,
// after passing each piece of text through its guard.
import type { BuiltArchive } from '../archive/zip.js';
import { formatBytes } from '../format.js';
import type { GitRef } from './ref.js';

export interface Report {
  environment: string;
  instance: string;
  ref: GitRef | undefined;
  commit: string;
  skipped: boolean;
  skipReason: string;
  decisionReason: string;
  matchedPattern: string;
  environmentUrl: string;
  /** The archive deployed: built, or given with `archive` (whose entry count may be unknown). */
  archive: (Omit<BuiltArchive, 'files'> & { files: number | undefined }) | undefined;
  /** The listing of the archive built, one entry a line; empty when none was built. */
  manifestPath: string;
  /** Where the archive built is kept, with `keep-archive`; empty otherwise. */
  keptArchivePath: string;
  /** The folders (or root files) holding the most bytes, biggest first, of the archive built. */
  largestFolders: { folder: string; bytes: number }[];
  dryRun: boolean;
  deploymentId: number | undefined;
  deploymentStatus: string;
  restartedWorkers: string[];
  failedWorkers: string[];
  /** Links to the commit and to the workflow run, when the run context gives them. */
  commitUrl: string;
  runUrl: string;
  startedAt: number;
  endedAt: number | undefined;
  error: string | undefined;
}

export function newReport(startedAt: number): Report {
  return {
    environment: '',
    instance: '',
    ref: undefined,
    commit: '',
    skipped: false,
    skipReason: '',
    decisionReason: '',
    matchedPattern: '',
    environmentUrl: '',
    archive: undefined,
    manifestPath: '',
    keptArchivePath: '',
    largestFolders: [],
    dryRun: false,
    deploymentId: undefined,
    deploymentStatus: '',
    restartedWorkers: [],
    failedWorkers: [],
    commitUrl: '',
    runUrl: '',
    startedAt,
    endedAt: undefined,
    error: undefined,
  };
}

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
    'archive-files': report.archive?.files === undefined ? '' : String(report.archive.files),
    'archive-sha256': report.archive?.sha256 ?? '',
    'archive-manifest': report.manifestPath,
    'archive-path': report.keptArchivePath,
    'restarted-workers': JSON.stringify(report.restartedWorkers.map(Number)),
  };
}

function outcome(report: Report): string {
  if (report.error) return `❌ Failed: ${report.error}`;
  if (report.skipped) return `⏭️ Skipped: ${report.skipReason}`;
  if (report.dryRun) return '🧪 Dry run: nothing was uploaded';
  if (report.deploymentStatus.toLowerCase() === 'succeeded') return '✅ Deployed';
  return `🚀 Created (${report.deploymentStatus || 'pending'})`;
}

/** A summary cell: text, or text that links somewhere. */
export interface Cell {
  readonly text: string;
  readonly href?: string;
}

/**
 * The job summary's rows, one fact each: what a user checks after a deploy. A skip's reason is
 * the outcome, so it is not repeated as the decision.
 */
export function summaryRows(report: Report): [string, Cell][] {
  const rows: [string, Cell | undefined][] = [
    ['Outcome', { text: outcome(report) }],
    [
      'Environment',
      report.environment
        ? { text: `${report.environment} (instance ${report.instance})` }
        : undefined,
    ],
    [
      'URL',
      report.environmentUrl
        ? { text: report.environmentUrl, href: report.environmentUrl }
        : undefined,
    ],
    ['Ref', report.ref ? { text: `${report.ref.kind} ${report.ref.name}` } : undefined],
    [
      'Commit',
      report.commit
        ? {
            text: report.commit.slice(0, 12),
            ...(report.commitUrl ? { href: report.commitUrl } : {}),
          }
        : undefined,
    ],
    [
      'Decision',
      report.skipped || !report.decisionReason ? undefined : { text: report.decisionReason },
    ],
    ['Matched pattern', report.matchedPattern ? { text: report.matchedPattern } : undefined],
    [
      'Archive',
      report.archive
        ? {
            text:
              `${formatBytes(report.archive.size)}, ` +
              (report.archive.files === undefined ? '' : `${report.archive.files} entries, `) +
              `sha256 ${report.archive.sha256}`,
          }
        : undefined,
    ],
    [
      'Largest folders',
      report.largestFolders.length > 0
        ? {
            text: report.largestFolders
              .map(({ folder, bytes }) => `${folder} (${formatBytes(bytes)})`)
              .join(', '),
          }
        : undefined,
    ],
    [
      'Deployment',
      report.deploymentId === undefined
        ? undefined
        : { text: `${report.deploymentId} (${report.deploymentStatus})` },
    ],
    [
      'Workers',
      report.restartedWorkers.length + report.failedWorkers.length === 0
        ? undefined
        : {
            text: [
              report.restartedWorkers.length > 0
                ? `restarted ${report.restartedWorkers.join(', ')}`
                : '',
              report.failedWorkers.length > 0 ? `failed ${report.failedWorkers.join(', ')}` : '',
            ]
              .filter((part) => part !== '')
              .join('; '),
          },
    ],
    [
      'Duration',
      report.endedAt === undefined
        ? undefined
        : { text: `${((report.endedAt - report.startedAt) / 1000).toFixed(1)} s` },
    ],
    ['Run', report.runUrl ? { text: 'workflow run log', href: report.runUrl } : undefined],
  ];
  return rows.filter((row): row is [string, Cell] => row[1] !== undefined);
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * The summary as HTML. `safe` makes each piece of text fit to show (the shell's guard); only
 * https links are made links, so that a hostile answer cannot link elsewhere.
 */
export function summaryHtml(
  title: string,
  rows: readonly [string, Cell][],
  safe: (text: string) => string = (text) => text,
): string {
  const cell = ({ text, href }: Cell): string => {
    const shown = escapeHtml(safe(text));
    return href && /^https:\/\/[^\s"<>]+$/.test(href)
      ? `<a href="${escapeHtml(safe(href))}">${shown}</a>`
      : shown;
  };
  const body = rows
    .map(([name, value]) => `<tr><td>${escapeHtml(name)}</td><td>${cell(value)}</td></tr>`)
    .join('');
  return `<h3>${escapeHtml(title)}</h3>\n<table><tr><th>Step</th><th>Result</th></tr>${body}</table>\n`;
}
