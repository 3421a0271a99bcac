import { describe, expect, it } from 'vitest';
import { readEnvironmentsFile } from '../../src/environments/file.ts';
import { lintFile, lintPattern, meantByGlob } from '../../src/environments/lint.ts';

describe('lintPattern', () => {
  it.each([
    '^main$',
    '^release/',
    'release/',
    '^v\\d+\\.\\d+\\.\\d+$',
    '^feature/.*',
    '(?i)^main$',
    '-rc\\.\\d+$',
    'a*b',
    '^(main|develop)$',
    'ab+',
    '[a-z]*',
  ])('has nothing to say about %s', (pattern) => {
    expect(lintPattern(pattern)).toEqual([]);
  });

  it.each<[string, string]>([
    [
      'feature/*',
      "'feature/*' looks like a glob, but patterns are regular expressions matched anywhere in the name: '*' repeats the character before it (none included) and is no wildcard, so 'feature/*' matches more than it seems, e.g. 'feature', 'my-feature' and 'feature-old'. If it was meant as a glob, write '^feature/'.",
    ],
    [
      'v*',
      "'v*' looks like a glob, but patterns are regular expressions matched anywhere in the name: '*' repeats the character before it (none included) and is no wildcard, so 'v*' matches more than it seems, e.g. 'main'. If it was meant as a glob, write '^v'.",
    ],
    [
      'release-*',
      "'release-*' looks like a glob, but patterns are regular expressions matched anywhere in the name: '*' repeats the character before it (none included) and is no wildcard, so 'release-*' matches more than it seems, e.g. 'release', 'my-release' and 'release-old'. If it was meant as a glob, write '^release-'.",
    ],
    [
      'hotfix/*/db',
      "'hotfix/*/db' looks like a glob, but patterns are regular expressions matched anywhere in the name: '*' repeats the character before it (none included) and is no wildcard, so 'hotfix/*/db' matches more than it seems. If it was meant as a glob, write '^hotfix/[^/]*/db$'.",
    ],
  ])('explains the glob-like %s with what it matches', (pattern, message) => {
    expect(lintPattern(pattern)).toEqual([{ kind: 'glob', message }]);
  });

  it.each<[string, 'invalid' | 'unsupported', RegExp]>([
    [
      '*',
      'invalid',
      /^'\*' is not a regular expression PHP can compile \(.*\), so it matches nothing: .* If it was meant as a glob, write '\.\*'\.$/,
    ],
    [
      'release/**',
      'invalid',
      /^'release\/\*\*' is not .* If it was meant as a glob, write '\^release\/'\.$/,
    ],
    [
      '^feature/(',
      'invalid',
      /^'\^feature\/\(' is not a regular expression PHP can compile \(.*\)/,
    ],
    [
      '^(feat)/\\1$',
      'unsupported',
      /^'\^\(feat\)\/\\1\$' uses .*backreference.*, which the deploy action cannot match exactly as PHP does: it skips the pattern with a warning\./,
    ],
  ])('says that %s cannot be used (%s)', (pattern, kind, message) => {
    const findings = lintPattern(pattern);
    expect(findings).toHaveLength(1);
    expect(findings[0]?.kind).toBe(kind);
    expect(findings[0]?.message).toMatch(message);
  });

  it.each(['a++', '(?>ab)c', '[[:digit:]]+'])(
    'takes %s, which PHP reads and the action now matches as PHP does',
    (pattern) => {
      expect(lintPattern(pattern)).toEqual([]);
    },
  );
});

describe('meantByGlob', () => {
  it.each([
    ['feature/*', '^feature/'],
    ['feature/**', '^feature/'],
    ['v*', '^v'],
    ['*', '.*'],
    ['**', '.*'],
    ['v1.*', '^v1\\.'],
    ['hotfix/*/db', '^hotfix/[^/]*/db$'],
    ['*-rc', '^[^/]*-rc$'],
    ['release/?.x', '^release/.\\.x$'],
  ])('reads %s as %s', (glob, regex) => {
    expect(meantByGlob(glob)).toBe(regex);
  });
});

describe('lintFile', () => {
  it('gives each finding its environment, setting, pattern and line', () => {
    const file = readEnvironmentsFile(
      [
        'instance: 1',
        'environments:',
        '  production:',
        "    tag-patterns: ['^v\\d+$', 'v*']",
        '  staging:',
        '    branch-patterns:',
        "      - '^develop$'",
        '      - feature/*',
      ].join('\n'),
      'envs.yml',
    );
    expect(
      lintFile(file).map(({ environment, setting, pattern, line, kind }) => ({
        environment,
        setting,
        pattern,
        line,
        kind,
      })),
    ).toEqual([
      { environment: 'production', setting: 'tag-patterns', pattern: 'v*', line: 4, kind: 'glob' },
      {
        environment: 'staging',
        setting: 'branch-patterns',
        pattern: 'feature/*',
        line: 8,
        kind: 'glob',
      },
    ]);
  });
});
