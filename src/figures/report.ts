// The figures and the history as a report's parts (src/summary.ts makes them HTML for the job
// summary and lines for the terminal): one line of figures, and the releases as a table.
import { shortSha } from '../format.js';
import type { Part } from '../summary.js';
import type { DeliveryFigures } from './figures.js';
import type { HistoryRow } from './history.js';
import type { ReadFigures } from './read.js';

/**
 * A duration as a figure reads it, to the minute (to the hour past two days): `45s`, `12m`,
 * `3h 5m`, `2d 4h`; ../format.ts's formatDuration gives every unit, for a wait left.
 */
export function roughDuration(seconds: number): string {
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 === 0 ? `${hours}h` : `${hours}h ${minutes % 60}m`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days}d` : `${days}d ${hours % 24}h`;
}

const orNone = (value: number | null, shown: (value: number) => string) =>
  value === null ? 'none' : shown(value);

/** The figures in one line, over a window of `windowSeconds`, and what they were counted from. */
export function figuresLine(figures: DeliveryFigures, windowSeconds: number): string {
  const perDay = Math.round(figures.deploymentsPerDay * 100) / 100;
  const days = windowSeconds / 86_400;
  // A window shorter than two days is said as it is (`12h`), not rounded to 0 or 1 day.
  const window =
    days >= 2 ? `${Math.round(days)} day(s)` : roughDuration(Math.round(windowSeconds));
  return (
    `${figures.deployments} deployment(s) in ${window} (${perDay} a day); ` +
    `change failure rate ${orNone(figures.changeFailureRate, (rate) => `${Math.round(rate * 100)}%`)}; ` +
    `lead time median ${orNone(figures.leadTimeMedianS, roughDuration)}, ` +
    `p90 ${orNone(figures.leadTimeP90S, roughDuration)}; ` +
    `time to restore median ${orNone(figures.timeToRestoreMedianS, roughDuration)}; ` +
    `rework ${figures.rework}`
  );
}

/** What the figures were counted from, as a sentence: the commits' times, and skew left out. */
export function figuresNote(
  figures: DeliveryFigures,
  commitsFrom: readonly ('git' | 'github' | 'records')[],
): string {
  const told = commitsFrom.filter((source) => source !== 'records');
  const from =
    told.length === 0
      ? "only each release's own commit time"
      : `the commits' times from ${told.map((source) => (source === 'git' ? 'git log' : "GitHub's compare API")).join(' and ')}` +
        (commitsFrom.includes('records') ? " (else each release's own commit time)" : '');
  return (
    `Lead time from ${from}: ${figures.commitsMeasured} commit(s) measured; ` +
    `${figures.restored} incident(s) restored.` +
    (figures.skewed > 0
      ? ` ${figures.skewed} negative duration(s) left out (clocks that disagree).`
      : '')
  );
}

/** How a release ended, in words. */
function endingOf(row: HistoryRow): string {
  if (row.ended === 'rolled-back') {
    return row.rolledBackTo ? `rolled back to ${shortSha(row.rolledBackTo)}` : 'rolled back';
  }
  return row.ended === 'never-live' ? 'never live' : row.ended;
}

/** The history as a table, newest first: `limit` rows at most. */
export function historyTable(rows: readonly HistoryRow[], limit = rows.length): Part {
  return {
    kind: 'table',
    head: ['Commit', 'Digest', 'Start', 'End', 'Health', 'Ended'],
    rows: rows.slice(0, limit).map((row) => [
      {
        text:
          shortSha(row.commit) +
          (row.rollbackOf ? ` (rollback to ${shortSha(row.rollbackOf)})` : ''),
        code: true,
      },
      { text: row.sha256.slice(0, 12), code: true },
      { text: row.start || '-' },
      { text: row.end || 'running' },
      { text: row.health },
      { text: endingOf(row) },
    ]),
  };
}

/** A history row as `history --json` gives it. */
export function historyJson(row: HistoryRow): Record<string, unknown> {
  return {
    id: row.id,
    'deployment-id': row.deploymentId,
    commit: row.commit,
    sha256: row.sha256,
    start: row.start,
    end: row.end || null,
    health: row.health,
    ended: row.ended,
    'rolled-back-to': row.rolledBackTo ?? null,
    'rollback-of': row.rollbackOf ?? null,
  };
}

/** How many releases the job summary's history shows. */
export const SUMMARY_RELEASES = 5;

/**
 * The figures as a job summary shows them: their line and what they were counted from, and, when
 * asked, the last releases as a table.
 */
export function figuresParts(
  read: Pick<ReadFigures, 'figures' | 'history' | 'commitsFrom'>,
  options: { readonly days: number; readonly history: boolean },
): Part[] {
  return [
    {
      kind: 'text',
      cells: [
        { text: `Delivery figures: ${figuresLine(read.figures, options.days * 86_400)}.` },
        { text: figuresNote(read.figures, read.commitsFrom) },
      ],
    },
    ...(options.history && read.history.length > 0
      ? [historyTable(read.history, SUMMARY_RELEASES)]
      : []),
  ];
}
