// What one run of the environments job found and did, and how it is told: the outputs, the job
// summary and the pull request comment, each of which tells even a failure. Pure: the shell
// writes what these functions make, each piece of text through its guard.
import type { PatternFinding } from './lint.js';
import { isShownLink, summaryHtml, type Cell, type Part } from '../summary.js';
import type { Change, EnvironmentPlan } from './plan.js';

export type Mode = 'plan' | 'apply';

/** What a run found and did, as far as it went; `failure` is set when it failed. */
export interface EnvironmentsRun {
  readonly mode: Mode;
  /** The file, as given (relative to the workspace). */
  readonly file: string;
  readonly instance: string;
  /** Set once the live environments were read and compared. */
  readonly plans: readonly EnvironmentPlan[] | undefined;
  /** Environments changed by a PATCH that the service accepted. */
  readonly applied: readonly string[];
  /** Whether every changed environment was read back and holds the file's values. */
  readonly verified: boolean;
  /** What the file's patterns would do that its author may not mean, shown with the plan. */
  readonly warnings?: readonly PatternFinding[];
  readonly failure?: unknown;
}

/** A run that has learnt nothing yet: what a run that fails before it starts reports. */
export function newEnvironmentsRun(mode: Mode, file: string): EnvironmentsRun {
  return { mode, file, instance: '', plans: undefined, applied: [], verified: false };
}

export function changesOf(run: Pick<EnvironmentsRun, 'plans'>): Change[] {
  return (run.plans ?? []).flatMap((plan) => plan.changes);
}

/** The outputs of environments/action.yml. */
export function outputsOf(report: EnvironmentsRun): Record<string, string> {
  const changes = changesOf(report);
  const changed = report.mode === 'apply' ? report.applied.length > 0 : changes.length > 0;
  return {
    changed: String(changed),
    changes: JSON.stringify(
      changes.map(({ environment, setting, before, after }) => ({
        environment,
        setting,
        before,
        after,
      })),
    ),
  };
}

/** A value as the log and the summary show it: a list in brackets, none as `(none)`. */
export function showValue(value: Change['before']): string {
  if (value === null) return '(none)';
  if (Array.isArray(value)) {
    return value.length === 0 ? '(none)' : `[${value.map((item) => `'${item}'`).join(', ')}]`;
  }
  return String(value);
}

/** One change as one line of the log. */
export function describeChange(change: Change): string {
  const note = change.note ? ` (${change.note})` : '';
  return `${change.environment}: ${change.setting} ${showValue(change.before)} -> ${showValue(change.after)}${note}`;
}

function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** One sentence: what the run found or did; `error` is the failure's message, if it failed. */
export function outcome(report: EnvironmentsRun, error?: string): string {
  const changes = changesOf(report);
  const environments = new Set(changes.map((change) => change.environment)).size;
  const where = `${count(changes.length, 'setting')} in ${count(environments, 'environment')}`;
  if (error) {
    const done =
      report.applied.length > 0
        ? ` Environments already changed: ${report.applied.join(', ')}.`
        : '';
    return `❌ Failed: ${error}${done}`;
  }
  if (report.plans === undefined) return '';
  if (changes.length === 0) {
    return `✅ The live environments of instance ${report.instance} match ${report.file}.`;
  }
  if (report.mode === 'plan') {
    const differ = changes.length === 1 ? 'differs' : 'differ';
    return `📝 ${where} of instance ${report.instance} ${differ} from ${report.file}; nothing was changed.`;
  }
  return `✅ Changed ${where} of instance ${report.instance}, read back and verified.`;
}

/**
 * The report as a title and parts: the outcome, the table of changes, and a link to the run.
 * The action makes them HTML (`reportHtml`), the command line lines of text.
 */
export function reportParts(
  report: EnvironmentsRun,
  { error, runUrl }: { error?: string; runUrl: string },
): { title: string; parts: Part[] } {
  const value = (shown: Change['before']): Cell | Cell[] =>
    shown === null || (Array.isArray(shown) && shown.length === 0)
      ? { text: 'none' }
      : Array.isArray(shown)
        ? shown.map((item) => ({ text: item, code: true }))
        : { text: String(shown), code: true };
  const title = report.mode === 'plan' ? 'Amezmo environments: plan' : 'Amezmo environments: apply';
  const parts: Part[] = [{ kind: 'text', cells: [{ text: outcome(report, error) }] }];
  const changes = changesOf(report);
  if (changes.length > 0) {
    parts.push({
      kind: 'table',
      head: [
        'Environment',
        'Setting',
        report.mode === 'plan' ? 'Now' : 'Before',
        report.mode === 'plan' ? report.file : 'After',
      ],
      rows: changes.map((change) => [
        { text: change.environment },
        { text: change.setting },
        value(change.before),
        [...[value(change.after)].flat(), ...(change.note ? [{ text: `(${change.note})` }] : [])],
      ]),
    });
  }
  const warnings = report.warnings ?? [];
  if (warnings.length > 0) {
    parts.push({
      kind: 'table',
      head: ['⚠️ Warning', 'Line'],
      rows: warnings.map((finding) => [
        { text: `Environment '${finding.environment}', ${finding.setting}: ${finding.message}` },
        { text: finding.line === undefined ? '' : `${report.file}:${finding.line}` },
      ]),
    });
  }
  if (isShownLink(runUrl))
    parts.push({ kind: 'text', cells: [{ text: 'workflow run log', href: runUrl }] });
  return { title, parts };
}

/**
 * The report as HTML, for the job summary and the pull request comment. `safe` makes each piece
 * of text fit to show (the shell's guard).
 */
export function reportHtml(
  report: EnvironmentsRun,
  told: { error?: string; runUrl: string },
  safe: (text: string) => string = (text) => text,
): string {
  const { title, parts } = reportParts(report, told);
  return summaryHtml(title, parts, safe);
}

/** A plan that found changes, when a drift check asked for none: the failure, saying what to do. */
export function driftError(report: EnvironmentsRun, file: string): Error | undefined {
  const changes = changesOf(report);
  if (report.mode !== 'plan' || changes.length === 0) return undefined;
  return new Error(
    `The environments of instance ${report.instance} have drifted from ${file}: ` +
      `${changes.map(describeChange).join('; ')}. Apply the file (mode: apply), or change ` +
      'it to match the service.',
  );
}
