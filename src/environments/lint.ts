// Findings about the auto-deploy patterns of the file, made with the deploy action's own matcher,
// so that what the file is warned about is what the deploy action will do with it.
import { MATCH_TIMEOUT_MS, subjectOf, testWithin, translatePattern } from '../patterns/index.js';
import type { EnvironmentsFile } from './file.js';

export interface Finding {
  /**
   * `invalid`: PHP rejects it too, so it matches nothing; `unsupported`: PHP runs it, but the
   * deploy action cannot match it exactly as PHP does and skips it; `glob`: written as a glob.
   */
  readonly kind: 'invalid' | 'unsupported' | 'glob';
  readonly message: string;
}

/** A finding about one pattern of the file, at its line. */
export interface PatternFinding extends Finding {
  readonly environment: string;
  readonly setting: 'branch-patterns' | 'tag-patterns';
  readonly pattern: string;
  readonly line: number | undefined;
}

// A `*` at the start, after a slash or after another `*`, or ending a plain word (`v*`,
// `release-*`), is a glob's wildcard; after `.`, `)`, `]` or `}` it is a regular expression's.
const GLOB = /(^|\/)\*|\*\*|^[\w/.-]*[\w-]\*$/;
const REGEX_SPECIAL = /[.*+?^${}()|[\]\\]/g;

function escapeRegex(text: string): string {
  return text.replace(REGEX_SPECIAL, '\\$&');
}

/** The regular expression a glob's author most likely meant: a prefix, or the glob anchored. */
export function meantByGlob(glob: string): string {
  const first = glob.search(/[*?]/);
  const prefix = first < 0 ? glob : glob.slice(0, first);
  if (/^\*+$/.test(glob.slice(prefix.length)))
    return prefix === '' ? '.*' : `^${escapeRegex(prefix)}`;
  const body = glob
    .split(/(\*\*|\*|\?)/)
    .map((part) =>
      part === '**' ? '.*' : part === '*' ? '[^/]*' : part === '?' ? '.' : escapeRegex(part),
    )
    .join('');
  return `^${body}$`;
}

function quoted(names: readonly string[]): string {
  const shown = names.map((name) => `'${name}'`);
  return shown.length <= 1
    ? (shown[0] ?? '')
    : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

/**
 * What is wrong with one pattern, as the deploy action reads it: a pattern it cannot compile, or
 * one that looks like a glob, with what it matches as written and what was probably meant.
 */
export function lintPattern(pattern: string): Finding[] {
  const translation = translatePattern(pattern);
  const glob = GLOB.test(pattern);
  const meant = glob ? ` If it was meant as a glob, write '${meantByGlob(pattern)}'.` : '';
  if (!translation.ok) {
    return [
      {
        kind: translation.kind,
        message:
          translation.kind === 'invalid'
            ? `'${pattern}' is not a regular expression PHP can compile (${translation.problem}), so ` +
              `it matches nothing: patterns are regular expressions, as PHP's preg_match reads them.${meant}`
            : `'${pattern}' uses ${translation.problem}, which the deploy action cannot match exactly ` +
              `as PHP does: it skips the pattern with a warning. Rewrite it without that construct.${meant}`,
      },
    ];
  }
  if (!glob) return [];
  // Names a reader would not expect to match, tried with the matcher itself.
  const star = pattern.indexOf('*');
  const stem = pattern.slice(0, Math.max(0, star - 1)).replace(/[/^]+$/, '');
  const candidates = [...new Set([stem, `my-${stem}`, `${stem}-old`, 'main'])].filter(
    (name) => name !== '' && !name.startsWith('-') && !name.endsWith('-'),
  );
  const matched = candidates.filter(
    (name) => testWithin(translation.regex, subjectOf(name), MATCH_TIMEOUT_MS) === true,
  );
  const examples = matched.length > 0 ? `, e.g. ${quoted(matched)}` : '';
  return [
    {
      kind: 'glob',
      message:
        `'${pattern}' looks like a glob, but patterns are regular expressions matched anywhere in ` +
        `the name: '*' repeats the character before it (none included) and is no wildcard, so ` +
        `'${pattern}' matches more than it seems${examples}.${meant}`,
    },
  ];
}

/** Every finding about the file's patterns, each at its line. */
export function lintFile(file: EnvironmentsFile): PatternFinding[] {
  const findings: PatternFinding[] = [];
  for (const environment of file.environments) {
    for (const setting of ['branch-patterns', 'tag-patterns'] as const) {
      (environment.settings[setting] ?? []).forEach((pattern, index) => {
        for (const finding of lintPattern(pattern)) {
          findings.push({
            ...finding,
            environment: environment.name,
            setting,
            pattern,
            line: environment.patternLines[setting][index],
          });
        }
      });
    }
  }
  return findings;
}
