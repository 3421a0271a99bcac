import { type Environment, isFlagOn } from '../api/index.js';
import {
  MATCH_TIMEOUT_MS,
  subjectOf,
  testWithin,
  translatePattern,
  type PatternProblemKind,
} from '../patterns/index.js';
import type { GitRef } from './ref.js';
import { monotonicMs } from '../clock.js';

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
  /** What the warning says about it; see `kind` for how to read it. */
  readonly problem: string;
  /**
   * 'invalid': PHP cannot compile it either. 'unsupported': PHP can, but JavaScript cannot
   * match it the same way. 'too-slow': it ran past its time budget, which counts as no match.
   */
  readonly kind: PatternProblemKind;
}

export interface Decision {
  readonly deploy: boolean;
  /** One sentence a user can act on. */
  readonly reason: string;
  /** The pattern that matched the ref, or '' when none did. */
  readonly matchedPattern: string;
  /** Patterns that could not be used or gave up; matching went on without them. */
  readonly invalidPatterns: readonly InvalidPattern[];
  /** Set when the platform also deploys this environment from git by itself. */
  readonly doubleDeployWarning?: string;
}

/** How long matching may take, so that a pattern that backtracks for hours cannot hold the run. */
/** How a decision is asked for: how long patterns may run, and how a skip says to force. */
export interface DecideOptions extends MatchOptions {
  /** How a skip says to deploy anyway, e.g. `pass --force`; `set force: true` by default. */
  readonly howToForce?: string;
}

export interface MatchOptions {
  /** The most one pattern may run against the name. */
  readonly matchTimeoutMs?: number;
  /** The most all patterns together may run; past it, each pattern left gets `minTimeoutMs`. */
  readonly totalTimeoutMs?: number;
  /**
   * A sane pattern takes microseconds against a ref name, but the budget is wall time: on a
   * busy runner the thread may wait that long for a core, and must not lose a deploy for it.
   */
  readonly minTimeoutMs?: number;
  /** Checked between patterns: a cancelled run stops matching. */
  readonly signal?: AbortSignal;
  /** The clock the budget is counted on, in ms; tests give their own. */
  readonly now?: () => number;
}

export const TOTAL_MATCH_TIMEOUT_MS = 500;
export const MIN_MATCH_TIMEOUT_MS = 50;

/** Lets a signal handler run between two matches, each of which holds the thread. */
function yieldToEvents(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * The first pattern, in order, that matches `name` anywhere as PHP's preg_match would; and those
 * that could not be used or ran out of time. A pattern that runs out of time counts as no match,
 * as PHP counts one that reaches its backtrack limit.
 */
export async function matchPatterns(
  patterns: readonly string[],
  name: string,
  options: MatchOptions = {},
): Promise<{ matched: string | undefined; invalid: InvalidPattern[] }> {
  const {
    matchTimeoutMs = MATCH_TIMEOUT_MS,
    totalTimeoutMs = TOTAL_MATCH_TIMEOUT_MS,
    minTimeoutMs = MIN_MATCH_TIMEOUT_MS,
    signal,
    now = monotonicMs,
  } = options;
  const invalid: InvalidPattern[] = [];
  const subject = subjectOf(name);
  let spent = 0;
  for (const pattern of patterns) {
    signal?.throwIfAborted();
    const translation = translatePattern(pattern);
    if (!translation.ok) {
      invalid.push({ pattern, problem: translation.problem, kind: translation.kind });
      continue;
    }
    const left = Math.ceil(totalTimeoutMs - spent);
    const timeoutMs = Math.min(matchTimeoutMs, Math.max(minTimeoutMs, left));
    const started = now();
    let result: boolean | 'too-slow';
    try {
      result = testWithin(translation.regex, subject, timeoutMs);
    } catch (error) {
      // V8 compiles a RegExp when first used, and may find it too large only then.
      const reason = error instanceof Error ? (error.message.split(': ').at(-1) ?? '') : '';
      invalid.push({
        pattern,
        problem: `a size or shape JavaScript's RegExp refuses (${reason})`,
        kind: 'unsupported',
      });
      spent += now() - started;
      continue;
    }
    spent += now() - started;
    if (result === true) return { matched: pattern, invalid };
    if (result === 'too-slow') {
      invalid.push({
        pattern,
        problem: `it ran for more than ${timeoutMs} ms against '${name}'`,
        kind: 'too-slow',
      });
      await yieldToEvents();
    }
  }
  signal?.throwIfAborted();
  return { matched: undefined, invalid };
}

function quoteList(patterns: readonly string[]): string {
  return patterns.map((pattern) => `'${pattern}'`).join(', ');
}

/** Whether `ref` deploys to the environment, and why, as the platform's own rules say. */
export async function decide(
  ref: GitRef,
  rules: DeployRules,
  force: boolean,
  options: DecideOptions = {},
): Promise<Decision> {
  const environment = `environment '${rules.environment_name}'`;
  const patterns =
    ref.kind === 'tag' ? rules.auto_deploy_tag_patterns : rules.auto_deploy_branch_patterns;
  const { matched, invalid } = await matchPatterns(patterns, ref.name, options);
  const what = `${ref.kind} '${ref.name}'`;
  const doubleDeployWarning =
    isFlagOn(rules.auto_deploy_enabled) && rules.repo_owner && rules.repo_name
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
    `${reason}. Add a pattern in the Amezmo dashboard, or ${options.howToForce ?? 'set force: true'} to deploy anyway.`,
  );
}
