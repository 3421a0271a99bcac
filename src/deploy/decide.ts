import type { Environment } from '../api/types.js';
import type { GitRef } from './ref.js';

/** The part of an environment record that decides whether a ref deploys. */
export type DeployRules = Pick<
  Environment,
  | 'environment_name'
  | 'auto_deploy_branch_patterns'
  | 'auto_deploy_tag_patterns'
  | 'branch_name'
  | 'auto_deploy_enabled'
  | 'repo_owner'
  | 'repo_name'
>;

export interface InvalidPattern {
  readonly pattern: string;
  readonly problem: string;
}

export interface Decision {
  readonly deploy: boolean;
  /** One sentence a user can act on. */
  readonly reason: string;
  /** The pattern that matched the ref, or '' when none did. */
  readonly matchedPattern: string;
  /** Patterns that JavaScript cannot compile; matching went on without them. */
  readonly invalidPatterns: readonly InvalidPattern[];
  /** Set when the platform also deploys this environment from git by itself. */
  readonly doubleDeployWarning?: string;
}

/**
 * Compiles a PCRE pattern as written for PHP's preg_match (no delimiters, unanchored) into a
 * JavaScript RegExp. A leading inline flag group such as `(?i)` becomes a RegExp flag.
 */
export function compilePattern(pattern: string): RegExp {
  const inline = /^\(\?([imsx]+)\)/.exec(pattern);
  let source = pattern;
  let flags = '';
  if (inline) {
    source = pattern.slice(inline[0].length);
    flags = [...new Set(inline[1])].filter((flag) => flag !== 'x').join('');
  }
  return new RegExp(source, flags);
}

/** The first pattern, in order, that matches `name` anywhere; and those that did not compile. */
export function matchPatterns(
  patterns: readonly string[],
  name: string,
): { matched: string | undefined; invalid: InvalidPattern[] } {
  const invalid: InvalidPattern[] = [];
  for (const pattern of patterns) {
    let regex: RegExp;
    try {
      regex = compilePattern(pattern);
    } catch (error) {
      const problem =
        error instanceof Error
          ? error.message.replace(/^Invalid regular expression: /, '')
          : String(error);
      invalid.push({ pattern, problem });
      continue;
    }
    if (regex.test(name)) return { matched: pattern, invalid };
  }
  return { matched: undefined, invalid };
}

function quoteList(patterns: readonly string[]): string {
  return patterns.map((pattern) => `'${pattern}'`).join(', ');
}

/** Whether `ref` deploys to the environment, and why, as the platform's own rules say. */
export function decide(ref: GitRef, rules: DeployRules, force: boolean): Decision {
  const environment = `environment '${rules.environment_name}'`;
  const patterns =
    ref.kind === 'tag' ? rules.auto_deploy_tag_patterns : rules.auto_deploy_branch_patterns;
  const { matched, invalid } = matchPatterns(patterns, ref.name);
  const what = `${ref.kind} '${ref.name}'`;
  const doubleDeployWarning =
    rules.auto_deploy_enabled === 1 && rules.repo_owner && rules.repo_name
      ? `Environment '${rules.environment_name}' also deploys itself from ${rules.repo_owner}/${rules.repo_name} ` +
        'through its own git integration (auto-deploy is on in Amezmo): this run makes a second deployment. ' +
        'Turn off auto-deploy in the Amezmo dashboard, or stop deploying from this workflow.'
      : undefined;
  const decision = (deploy: boolean, reason: string, matchedPattern = ''): Decision => ({
    deploy,
    reason,
    matchedPattern,
    invalidPatterns: invalid,
    ...(deploy && doubleDeployWarning ? { doubleDeployWarning } : {}),
  });

  if (matched !== undefined) {
    return decision(
      true,
      `${what} matches the auto-deploy ${ref.kind} pattern '${matched}' of ${environment}`,
      matched,
    );
  }
  const isDeployBranch =
    ref.kind === 'branch' && rules.branch_name !== null && rules.branch_name === ref.name;
  if (isDeployBranch) return decision(true, `${what} is the deploy branch of ${environment}`);
  if (force)
    return decision(
      true,
      `force is true, so ${what} deploys although no auto-deploy pattern matches it`,
    );

  const valid = patterns.filter((pattern) => !invalid.some((bad) => bad.pattern === pattern));
  let reason: string;
  if (patterns.length === 0) {
    reason = `${environment} has no auto-deploy ${ref.kind} patterns, so ${what} does not deploy`;
  } else if (valid.length === 0) {
    reason = `none of the auto-deploy ${ref.kind} patterns of ${environment} could be used (${quoteList(patterns)}), so ${what} does not deploy`;
  } else {
    reason = `${what} matches none of the auto-deploy ${ref.kind} patterns of ${environment} (${quoteList(valid)})`;
  }
  if (ref.kind === 'branch' && rules.branch_name)
    reason += ` and is not its deploy branch '${rules.branch_name}'`;
  return decision(
    false,
    `${reason}. Add a pattern in the Amezmo dashboard, or set force: true to deploy anyway.`,
  );
}
