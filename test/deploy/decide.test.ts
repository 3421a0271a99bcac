import { describe, expect, it } from 'vitest';
import { compilePattern, decide, type DeployRules } from '../../src/deploy/decide.ts';
import type { GitRef } from '../../src/deploy/ref.ts';

const rules = (overrides: Partial<DeployRules> = {}): DeployRules => ({
  environment_name: 'production',
  auto_deploy_branch_patterns: ['^main$', 'release/'],
  auto_deploy_tag_patterns: ['v\\d+\\.\\d+\\.\\d+$'],
  branch_name: 'trunk',
  auto_deploy_enabled: 0,
  repo_owner: null,
  repo_name: null,
  ...overrides,
});
const branch = (name: string): GitRef => ({ kind: 'branch', name });
const tag = (name: string): GitRef => ({ kind: 'tag', name });

describe('decide', () => {
  it.each([
    ['branch main by ^main$', branch('main'), rules(), '^main$'],
    ['an unanchored pattern anywhere in the name', branch('hotfix/release/2'), rules(), 'release/'],
    ['a tag anchored only at the end', tag('prefix-v1.2.3'), rules(), 'v\\d+\\.\\d+\\.\\d+$'],
    [
      'the first of several matching patterns',
      branch('main'),
      rules({ auto_deploy_branch_patterns: ['ma', '^main$'] }),
      'ma',
    ],
    [
      'a pattern after one JavaScript cannot compile',
      branch('main'),
      rules({ auto_deploy_branch_patterns: ['a++', 'main'] }),
      'main',
    ],
    [
      'a leading (?i) as a flag',
      branch('MAIN'),
      rules({ auto_deploy_branch_patterns: ['(?i)^main$'] }),
      '(?i)^main$',
    ],
  ])('deploys %s', (_case, ref, environment, pattern) => {
    const decision = decide(ref, environment, false);
    expect(decision).toMatchObject({ deploy: true, matchedPattern: pattern });
    expect(decision.reason).toContain(`matches the auto-deploy ${ref.kind} pattern '${pattern}'`);
  });

  it("deploys the environment's own branch with no pattern", () => {
    expect(
      decide(branch('trunk'), rules({ auto_deploy_branch_patterns: [] }), false),
    ).toMatchObject({
      deploy: true,
      matchedPattern: '',
      reason: "branch 'trunk' is the deploy branch of environment 'production'",
    });
  });

  it('does not deploy a tag named like the deploy branch', () => {
    expect(decide(tag('trunk'), rules(), false).deploy).toBe(false);
  });

  it.each([
    [
      'a branch no pattern matches',
      branch('feature/x'),
      rules(),
      "branch 'feature/x' matches none of the auto-deploy branch patterns of environment 'production' ('^main$', 'release/') and is not its deploy branch 'trunk'. Add a pattern in the Amezmo dashboard, or set force: true to deploy anyway.",
    ],
    [
      'a tag with no tag patterns',
      tag('v1.0.0'),
      rules({ auto_deploy_tag_patterns: [] }),
      "environment 'production' has no auto-deploy tag patterns, so tag 'v1.0.0' does not deploy. Add a pattern",
    ],
    [
      'a branch whose patterns all fail to compile',
      branch('main'),
      rules({ auto_deploy_branch_patterns: ['(?>main)'], branch_name: null }),
      "none of the auto-deploy branch patterns of environment 'production' could be used ('(?>main)')",
    ],
    [
      'prefix matches that are anchored',
      branch('mainline'),
      rules(),
      "branch 'mainline' matches none",
    ],
  ])('skips %s', (_case, ref, environment, reason) => {
    const decision = decide(ref, environment, false);
    expect(decision.deploy).toBe(false);
    expect(decision.matchedPattern).toBe('');
    expect(decision.reason).toContain(reason);
  });

  it('deploys anything with force, saying so', () => {
    expect(decide(branch('feature/x'), rules(), true)).toMatchObject({
      deploy: true,
      matchedPattern: '',
      reason:
        "force is true, so branch 'feature/x' deploys although no auto-deploy pattern matches it",
    });
  });

  it('names the patterns JavaScript cannot compile', () => {
    const decision = decide(
      branch('x'),
      rules({ auto_deploy_branch_patterns: ['a++', '(?>b)', 'x'] }),
      false,
    );
    expect(decision.invalidPatterns.map((p) => p.pattern)).toEqual(['a++', '(?>b)']);
    expect(decision.invalidPatterns[0]?.problem).toMatch(/Nothing to repeat/);
  });

  it('warns of a second deployment when the platform deploys from git itself', () => {
    const environment = rules({ auto_deploy_enabled: 1, repo_owner: 'acme', repo_name: 'shop' });
    expect(decide(branch('main'), environment, false).doubleDeployWarning).toContain(
      "Environment 'production' also deploys itself from acme/shop",
    );
    expect(decide(branch('nope'), environment, false).doubleDeployWarning).toBeUndefined();
    expect(
      decide(branch('main'), rules({ auto_deploy_enabled: 1 }), false).doubleDeployWarning,
    ).toBeUndefined();
  });
});

describe('compilePattern', () => {
  it('turns leading inline flags into RegExp flags', () => {
    expect(compilePattern('(?i)abc').flags).toBe('i');
    expect(compilePattern('(?ix)abc').flags).toBe('i');
    expect(compilePattern('abc').flags).toBe('');
  });
});
