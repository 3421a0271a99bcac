// What the deploy job tells of the environment's auto-deploy patterns, and how a message says to
// deploy anyway.
import type { Logger } from '../logger.js';
import type { Decision } from './decide.js';

/** What a message says to force a deploy when the settings say nothing of their own words. */
export const DEFAULT_HOW_TO_FORCE = 'set force: true';

export function capitalized(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/** Warns of each pattern that was skipped or given up, saying where to fix it. */
export function warnOfPatterns(
  decision: Decision,
  {
    environment,
    patternsFile,
    howToForce = DEFAULT_HOW_TO_FORCE,
  }: { readonly environment: string; readonly patternsFile?: string; readonly howToForce?: string },
  logger: Logger,
): void {
  // Where the patterns are kept: the repository's environments file, when it has one.
  const where = patternsFile
    ? `in ${patternsFile} (then apply it with the environments action)`
    : 'in the Amezmo dashboard';
  for (const { pattern, problem, kind } of decision.invalidPatterns) {
    const lead = `The auto-deploy pattern '${pattern}' of environment '${environment}'`;
    logger.warning(
      kind === 'invalid'
        ? `${lead} is not a valid PCRE regular expression (${problem}), so Amezmo cannot use it ` +
            `either; it was skipped. Fix it ${where}.`
        : kind === 'unsupported'
          ? `${lead} uses ${problem}, which this action cannot match exactly as PHP does; it was ` +
            `skipped. Rewrite it without that construct ${where}, or ${howToForce}.`
          : `${lead} was given up (${problem}) and counted as no match, as PHP counts a pattern ` +
            'that reaches its backtrack limit. Rewrite it without nested repetition such as (a+)+.',
    );
  }
}
