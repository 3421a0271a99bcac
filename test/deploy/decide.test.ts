import { describe, expect, it } from 'vitest';
import { decide, matchPatterns, type DeployRules } from '../../src/deploy/decide.ts';
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
      'a pattern after one JavaScript cannot match as PHP does',
      branch('main'),
      rules({ auto_deploy_branch_patterns: ['(a)\\1', 'main'] }),
      'main',
    ],
    [
      'a possessive quantifier, as PHP reads it',
      branch('fix-12'),
      rules({ auto_deploy_branch_patterns: ['^fix-\\d++$'] }),
      '^fix-\\d++$',
    ],
    [
      'a POSIX class',
      tag('v2'),
      rules({ auto_deploy_tag_patterns: ['^v[[:digit:]]+$'] }),
      '^v[[:digit:]]+$',
    ],
    [
      'a leading (?i) as a flag',
      branch('MAIN'),
      rules({ auto_deploy_branch_patterns: ['(?i)^main$'] }),
      '(?i)^main$',
    ],
  ])('deploys %s', async (_case, ref, environment, pattern) => {
    const decision = await decide(ref, environment, false);
    expect(decision).toMatchObject({ deploy: true, matchedPattern: pattern });
    expect(decision.reason).toContain(`matches the auto-deploy ${ref.kind} pattern '${pattern}'`);
  });

  it("deploys the environment's own branch with no pattern", async () => {
    expect(
      await decide(branch('trunk'), rules({ auto_deploy_branch_patterns: [] }), false),
    ).toMatchObject({
      deploy: true,
      matchedPattern: '',
      reason: "branch 'trunk' is the deploy branch of environment 'production'",
    });
  });

  it('does not deploy a tag named like the deploy branch', async () => {
    expect((await decide(tag('trunk'), rules(), false)).deploy).toBe(false);
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
      rules({ auto_deploy_branch_patterns: ['(?R)|main', '[main'], branch_name: null }),
      "none of the auto-deploy branch patterns of environment 'production' could be used ('(?R)|main', '[main')",
    ],
    [
      'prefix matches that are anchored',
      branch('mainline'),
      rules(),
      "branch 'mainline' matches none",
    ],
    [
      'a name that only JavaScript would match, \\z read as the very end',
      branch('main\n'),
      rules({ auto_deploy_branch_patterns: ['^main\\z'] }),
      "branch 'main\n' matches none of the auto-deploy branch patterns of environment 'production' ('^main\\z')",
    ],
  ])('skips %s', async (_case, ref, environment, reason) => {
    const decision = await decide(ref, environment, false);
    expect(decision.deploy).toBe(false);
    expect(decision.matchedPattern).toBe('');
    expect(decision.reason).toContain(reason);
  });

  it('deploys anything with force, saying so', async () => {
    expect(await decide(branch('feature/x'), rules(), true)).toMatchObject({
      deploy: true,
      matchedPattern: '',
      reason:
        "force is true, so branch 'feature/x' deploys although no auto-deploy pattern matches it",
    });
  });

  it('lists only the patterns it could use when none matched', async () => {
    const decision = await decide(
      branch('dev'),
      rules({ auto_deploy_branch_patterns: ['[a-', '^main$'], branch_name: null }),
      false,
    );
    expect(decision.reason).toBe(
      "branch 'dev' matches none of the auto-deploy branch patterns of environment 'production' ('^main$'). Add a pattern in the Amezmo dashboard, or set force: true to deploy anyway.",
    );
  });

  it("says how to force a deploy in the front end's own words", async () => {
    const decision = await decide(
      branch('dev'),
      rules({ auto_deploy_branch_patterns: ['^main$'], branch_name: null }),
      false,
      { howToForce: 'pass --force' },
    );
    expect(decision.reason).toMatch(/, or pass --force to deploy anyway\.$/);
  });

  it('names the patterns it could not use, and why', async () => {
    const decision = await decide(
      branch('x'),
      rules({ auto_deploy_branch_patterns: ['(a)\\1', '[a-', 'x'] }),
      false,
    );
    expect(decision.invalidPatterns).toEqual([
      {
        pattern: '(a)\\1',
        kind: 'unsupported',
        problem: expect.stringContaining('a backreference \\1'),
      },
      { pattern: '[a-', kind: 'invalid', problem: 'a missing terminating ] for a class' },
    ]);
  });

  it('skips a pattern too large for JavaScript, and goes on', async () => {
    const huge = 'a'.repeat(200_000);
    const decision = await decide(
      branch('main'),
      rules({ auto_deploy_branch_patterns: [huge, 'main'] }),
      false,
    );
    expect(decision.matchedPattern).toBe('main');
    expect(decision.invalidPatterns).toEqual([
      {
        pattern: huge,
        kind: 'unsupported',
        problem: "a size or shape JavaScript's RegExp refuses (Regular expression too large)",
      },
    ]);
  });

  // The platform itself deploys on push only when auto-deploy is on and a repository is linked.
  it.each<[string, Record<string, unknown>, boolean]>([
    ['on and linked', { auto_deploy_enabled: 1, repo_owner: 'acme', repo_name: 'shop' }, true],
    [
      'on as "1" and linked',
      { auto_deploy_enabled: '1', repo_owner: 'acme', repo_name: 'shop' },
      true,
    ],
    ['off and linked', { auto_deploy_enabled: 0, repo_owner: 'acme', repo_name: 'shop' }, false],
    [
      'off as "0" and linked',
      { auto_deploy_enabled: '0', repo_owner: 'acme', repo_name: 'shop' },
      false,
    ],
    ['on, no repository', { auto_deploy_enabled: 1 }, false],
    ['on, an owner only', { auto_deploy_enabled: 1, repo_owner: 'acme' }, false],
  ])('warns of a second deployment when auto-deploy is %s: %s', async (_case, fields, warns) => {
    const environment = rules(fields as Partial<DeployRules>);
    const warning = (await decide(branch('main'), environment, false)).doubleDeployWarning;
    if (warns) {
      expect(warning).toBe(
        "Environment 'production' also deploys itself from acme/shop through its own git integration (auto-deploy is on in Amezmo): this run makes a second deployment. Turn off auto-deploy in the Amezmo dashboard, or stop deploying from this workflow.",
      );
    } else expect(warning).toBeUndefined();
    // A ref that does not deploy is never warned about.
    expect((await decide(branch('nope'), environment, false)).doubleDeployWarning).toBeUndefined();
  });
});

// These run real catastrophic backtracking, so their budgets are a few milliseconds: a RegExp
// cannot be interrupted by a fake clock, only by V8's own watchdog.
describe('matchPatterns in bounded time', () => {
  const catastrophic = '^(a+)+$';
  const name = `${'a'.repeat(40)}!`;

  it('gives up a pattern past its budget, counts it as no match, and goes on', async () => {
    const result = await matchPatterns([catastrophic, 'a!$'], name, { matchTimeoutMs: 50 });
    expect(result.matched).toBe('a!$');
    expect(result.invalid).toEqual([
      {
        pattern: catastrophic,
        kind: 'too-slow',
        problem: `it ran for more than 50 ms against '${name}'`,
      },
    ]);
  });

  it('keeps all patterns together within the total budget', async () => {
    const patterns = Array.from({ length: 8 }, (_, index) => `^(a+)+${'$'.repeat(index + 1)}`);
    const result = await matchPatterns(patterns, name, {
      matchTimeoutMs: 100,
      totalTimeoutMs: 120,
      minTimeoutMs: 2,
    });
    expect(result.invalid.map((problem) => problem.kind)).toEqual(Array(8).fill('too-slow'));
    expect(result.invalid[0]?.problem).toBe(`it ran for more than 100 ms against '${name}'`);
    // Once the total is spent, each later pattern gets the floor: about 100 + 20 + 6 × 2 ms in
    // all, where 8 × 100 ms would be spent without the total budget. The budgets show it.
    expect(result.invalid.at(-1)?.problem).toBe(`it ran for more than 2 ms against '${name}'`);
  });

  // The budget is counted on the clock given: 40 ms a pattern here, whatever the machine does.
  it.each<[string, string[], string[]]>([
    ['patterns that match nothing', ['x', 'y'], ['too-slow']],
    [
      'a pattern too large for JavaScript, then one that matches nothing',
      ['a'.repeat(200_000), 'y'],
      ['unsupported', 'too-slow'],
    ],
  ])(
    'gives the next pattern what the total budget has left after %s',
    async (_case, before, kinds) => {
      let time = 1_000_000;
      // Each reading is 40 ms after the one before: every pattern tried counts 40 ms.
      const now = () => (time += 40);
      const result = await matchPatterns([...before, catastrophic], name, {
        matchTimeoutMs: 150,
        totalTimeoutMs: 160,
        minTimeoutMs: 20,
        now,
      });
      // 160 - 2 × 40 = 80 ms left for the last one.
      expect(result.invalid.map((problem) => problem.kind)).toEqual(kinds);
      expect(result.invalid.at(-1)).toEqual({
        pattern: catastrophic,
        kind: 'too-slow',
        problem: `it ran for more than 80 ms against '${name}'`,
      });
    },
  );

  it('stops between two patterns when the run is cancelled', async () => {
    const controller = new AbortController();
    const cancelled = new Error('The run was cancelled (SIGTERM).');
    // Runs only once the first match lets go of the thread, as a signal handler would.
    setImmediate(() => controller.abort(cancelled));
    await expect(
      matchPatterns([catastrophic, catastrophic, 'a'], name, {
        matchTimeoutMs: 5,
        signal: controller.signal,
      }),
    ).rejects.toBe(cancelled);
  });
});
