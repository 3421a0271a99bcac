// What one run of the environments action found and did, filled in as it goes so that the
// outputs, the summary and the pull request comment tell even a failure; and how it is shown.
// Pure: the shell writes what these functions make, each piece of text through its guard.
import { escapeHtml } from '../deploy/report.js';
import type { Change, EnvironmentPlan } from './plan.js';

export type Mode = 'plan' | 'apply';

export interface EnvironmentsReport {
  mode: Mode;
  /** The file, as given (relative to the workspace). */
  file: string;
  instance: string;
  /** Set once the live environments were read and compared. */
  plans: EnvironmentPlan[] | undefined;
  /** Environments changed by a PATCH that the service accepted. */
  applied: string[];
  /** Whether every changed environment was read back and holds the file's values. */
  verified: boolean;
  runUrl: string;
  error: string | undefined;
}

export function newReport(mode: Mode, file: string, runUrl = ''): EnvironmentsReport {
  return {
    mode,
    file,
    instance: '',
    plans: undefined,
    applied: [],
    verified: false,
    runUrl,
    error: undefined,
  };
}

export function changesOf(report: EnvironmentsReport): Change[] {
  return (report.plans ?? []).flatMap((plan) => plan.changes);
}

/** The outputs of environments/action.yml. */
export function outputsOf(report: EnvironmentsReport): Record<string, string> {
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

/** One sentence: what the run found or did. */
export function outcome(report: EnvironmentsReport): string {
  const changes = changesOf(report);
  const environments = new Set(changes.map((change) => change.environment)).size;
  const where = `${count(changes.length, 'setting')} in ${count(environments, 'environment')}`;
  if (report.error) {
    const done =
      report.applied.length > 0
        ? ` Environments already changed: ${report.applied.join(', ')}.`
        : '';
    return `❌ Failed: ${report.error}${done}`;
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
 * The report as HTML, for the job summary and the pull request comment. `safe` makes each piece
 * of text fit to show (the shell's guard).
 */
export function reportHtml(
  report: EnvironmentsReport,
  safe: (text: string) => string = (text) => text,
): string {
  const text = (value: string) => escapeHtml(safe(value));
  const code = (value: Change['before']) =>
    value === null || (Array.isArray(value) && value.length === 0)
      ? '<i>none</i>'
      : Array.isArray(value)
        ? value.map((item) => `<code>${text(item)}</code>`).join(' ')
        : `<code>${text(String(value))}</code>`;
  const title = report.mode === 'plan' ? 'Amezmo environments: plan' : 'Amezmo environments: apply';
  const parts = [`<h3>${title}</h3>`, `<p>${text(outcome(report))}</p>`];
  const changes = changesOf(report);
  if (changes.length > 0) {
    const rows = changes
      .map(
        (change) =>
          `<tr><td>${text(change.environment)}</td><td>${text(change.setting)}</td>` +
          `<td>${code(change.before)}</td><td>${code(change.after)}${change.note ? ` (${text(change.note)})` : ''}</td></tr>`,
      )
      .join('');
    parts.push(
      `<table><tr><th>Environment</th><th>Setting</th><th>${report.mode === 'plan' ? 'Now' : 'Before'}</th>` +
        `<th>${report.mode === 'plan' ? text(report.file) : 'After'}</th></tr>${rows}</table>`,
    );
  }
  if (report.runUrl && /^https:\/\/[^\s"<>]+$/.test(report.runUrl)) {
    parts.push(`<p><a href="${text(report.runUrl)}">workflow run log</a></p>`);
  }
  return `${parts.join('\n')}\n`;
}
