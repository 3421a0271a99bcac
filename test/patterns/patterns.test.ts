import { describe, expect, it } from 'vitest';
import {
  cannotBacktrack,
  subjectOf,
  testWithin,
  translatePattern,
} from '../../src/patterns/patterns.ts';

/** Whether the rewritten pattern matches `name`, as the decision asks it. */
function matches(pattern: string, name: string): boolean {
  const translation = translatePattern(pattern);
  if (!translation.ok) throw new Error(`${pattern}: ${translation.problem}`);
  return translation.regex.test(subjectOf(name));
}

// Every answer below is PHP's: preg_match with the pattern between delimiters it does not contain,
// run by PHP 8.2.36 with PCRE2 10.42 when the table was written.
describe('patterns PHP and the rewrite agree on', () => {
  it.each<[string, string[], string[]]>([
    ['^main$', ['main', 'main\n'], ['mainline', 'old-main']],
    ['release/', ['release/2.0', 'hotfix/release/1'], ['releases']],
    ['v\\d+\\.\\d+\\.\\d+$', ['v1.2.3', 'app-v1.2.3'], ['v1.2.3-rc.1']],
    ['(?i)^main$', ['main', 'MAIN'], ['mainline']],
    ['^v[[:digit:]]+\\.[[:digit:]]+$', ['v1.2'], ['v1.x', 'va.2']],
    ['^[[:alpha:]][[:alnum:]_-]*$', ['feature-1', 'a_b'], ['1feature']],
    ['^[[:upper:]]+$', ['ABC'], ['abc']],
    ['(?i)^[[:upper:]]+$', ['ABC', 'abc'], ['ab1']],
    ['(?i)[[:^lower:]]', ['1'], ['a', 'A']],
    ['^[[:punct:]]$', ['_', '-'], ['a']],
    ['^[[:space:]]|[[:blank:]]$', [' x', 'x\t'], ['x']],
    ['^[[:xdigit:]]{7}$', ['abc1234'], ['abg1234']],
    ['\\Arelease\\z', ['release'], ['release\n', 'prerelease']],
    ['^release\\Z', ['release', 'release\n'], ['release\n\n']],
    ['^release$', ['release\n'], ['release\n\n']],
    ['^\\Qv1.2+\\E$', ['v1.2+'], ['v1x2+', 'v1.22']],
    ['^\\Qa.b', ['a.b'], ['axb']],
    [
      '(?x) ^ feature / [a-z]+ $  # topic branches',
      ['feature/login'],
      ['feature/Login', 'feature / login'],
    ],
    ['(?x)^feature\\ x$', ['feature x'], ['featurex']],
    ['\\p{Lu}', ['Main', 'ümlaut'], ['main']],
    ['^\\p{Ll}+$', ['main'], ['Main']],
    ['^\\pL+$', ['main'], ['ma1n']],
    ['^\\P{Lu}+$', ['main'], ['Main']],
    ['^.{4}$', ['main', 'mäi'], ['mäin']],
    ['^[^/]+$', ['main', 'ünïcode'], ['feature/x']],
    ['é', ['café'], ['cafe']],
    ['^caf[é]$', [], ['café', 'cafe']],
    ['\\s', ['a b'], ['ab', 'a b']],
    ['^a\\hb$', ['a b', 'a\tb'], ['ab']],
    ['\\v', ['a\nb', 'a\u000bb'], ['avb']],
    ['^a\\Rb$', ['a\r\nb', 'a\nb'], ['ab']],
    ['\\R\\n', ['\n\n'], ['\r\n']],
    ['^fix-\\d++$', ['fix-12'], ['fix-x']],
    ['^(?>a+)b', ['aab'], ['b']],
    ['^(?>a|ab)c', ['ac'], ['abc']],
    ['^a++a', [], ['aaa', 'a']],
    ['^(?:a|b)*+b', [], ['aab', 'ab']],
    ['^feature/(?i)ABC$', ['feature/abc'], ['FEATURE/abc']],
    ['^(a(?i)b|c)$', ['ab', 'aB', 'C'], ['Ab']],
    ['^(?i:ma)in$', ['MAin'], ['MAIN']],
    ['(?i)^ma(?-i)in$', ['MAin'], ['MAIN']],
    ['(?s)^a.b$', ['a\nb', 'axb'], []],
    ['^a.b$', ['a\rb'], ['a\nb']],
    ['(?m)^b$', ['a\nb'], ['a\rb', 'ab']],
    ['(?m)a$', ['a\nb'], ['a\rb']],
    // PCRE2's multiline ^ matches after an inner newline, not after the one that ends the name.
    ['(?m)^$', ['', '\n\n'], ['a\n']],
    ['(?m)^1*\\z', ['', '1'], ['\n', 'a\n']],
    ['(?U)^a+b', ['aab'], []],
    ['^(?<kind>feature|fix)/', ['feature/x'], ['chore/x']],
    ['^(?P<kind>feature|fix)/', ['fix/x'], ['chore/x']],
    ['^(?|(a)|(b))$', ['a', 'b'], ['c']],
    ['(?<=release/)v\\d', ['release/v1'], ['v1']],
    ['(?<!hot)fix', ['bugfix'], ['hotfix']],
    ['(?=.*\\d)^[a-z0-9]+$', ['main2'], ['main']],
    ['^(?!wip/).+', ['feature/x'], ['wip/x']],
    ['\\x{41}\\x42\\101\\o{103}', ['ABAC'], ['ABC']],
    ['^\\e\\a\\cA', ['\u001b\u0007\u0001x'], ['x']],
    ['^a{2,3}$', ['aa'], ['aaaa']],
    ['^a{x}$', ['a{x}'], ['ax']],
    ['\\bfix\\b', ['a-fix-b'], ['prefix']],
    ['^\\w+$', ['main_2'], ['mäin']],
    ['\\d-z', ['1-z'], []],
    ['^[]a]+$', [']a'], ['b']],
    ['^[^]a]+$', ['bc'], [']']],
    ['(?<=ab|c)d', ['abd', 'cd'], ['xd']],
    ['(?i)\\p{Lu}', ['A'], ['a']],
    ['main\\K', ['main'], []],
    ['(?#comment)^main$', ['main'], []],
    ['', ['anything'], []],
    ['^\\d{2}\\.\\d{2}$', ['10.20'], ['1.20']],
    ['\\G main', [' main'], []],
    ['(?xx)^[a b]+$', ['ab'], ['a b']],
    ['(?x)^[a b]+$', ['a b'], []],
    ['^\\N+$', ['abc'], ['a\nb']],
    ['^\\C$', ['a'], ['é']],
    ['(?i)é', ['é'], ['É']],
    ['^\\101\\18$', ['A\u00018'], ['A18']],
    ['^[\\Q]\\E.]+$', [']', '].'], ['a']],
    ['(?i)^[^a]$', ['b'], ['A']],
    ['(?i)^[a-c]+$', ['ABC'], ['abd']],
    ['(?i)(?^)a', ['a'], ['A']],
    [
      '^\\d+\\.\\d+(?:\\.\\d+)?(?:-(?:alpha|beta|rc)\\.?\\d*)?$',
      ['1.2', '1.2.3-rc.1', '1.2.3-rc.'],
      ['1.2.3-gamma'],
    ],
    ['^(feature|fix)/([a-z0-9]+-?)+$', ['feature/ab-cd', 'fix/a1-'], ['chore/x']],
    ['^hotfix/\\d{4}-\\d{2}-\\d{2}$', ['hotfix/2024-01-31'], ['hotfix/24-01-31']],
    ['^(?!.*wip).*$', ['feature/x'], ['feature/wip-1']],
    ['[.]', ['a.b'], ['ab']],
    ['a(?#c)+', ['aa'], []],
    ['(?i:a|b)c', ['Bc'], ['bC']],
    ['^[\\w.-]+$', ['a.b-c_d'], ['a/b']],
    ['(?x)a b # c\n c', ['abc'], ['ab']],
    ['^\\/api\\/', ['/api/x'], []],
    ['^[^\\d\\s]+$', ['abc'], ['a1']],
    // Found by comparing thousands of generated patterns with PHP's answers.
    ['^[^\\E]]+$', ['ab'], [']]', 'a]']],
    ['^[[:a]+$', ['[:a'], ['[:b']],
    ['^[\\Qa\\E-c]+$', ['abc'], ['abd']],
    ['^\\N{2}$', ['ab'], ['a\nb']],
    ['^a+(?#note)+a', [], ['aaa']],
    ['^a+\\E?b', ['aab'], []],
  ])('%j matches %j and not %j', (pattern, matching, notMatching) => {
    expect(matching.filter((name) => !matches(pattern, name))).toEqual([]);
    expect(notMatching.filter((name) => matches(pattern, name))).toEqual([]);
  });
});

// 'error': PHP refuses to compile the pattern too. 'runs': PHP matches with it, the action cannot.
describe('patterns the action refuses, naming the construct', () => {
  it.each<[string, 'invalid' | 'unsupported', 'error' | 'runs', string]>([
    [
      '\\p{Greek}',
      'unsupported',
      'runs',
      'the Unicode property \\p{Greek} (only general categories such as \\p{Lu} are translated)',
    ],
    [
      '^a{,3}$',
      'unsupported',
      'runs',
      "the quantifier {,n}, which PHP's PCRE2 versions read differently",
    ],
    ['[\\d-z]', 'invalid', 'error', 'an invalid range: a class escape such as \\d before -'],
    ['[a-', 'invalid', 'error', 'a missing terminating ] for a class'],
    ['(feature', 'invalid', 'error', 'a missing closing parenthesis )'],
    ['feature)', 'invalid', 'error', 'an unmatched closing parenthesis )'],
    ['*main', 'invalid', 'error', 'a quantifier * that follows nothing repeatable'],
    ['^*main', 'invalid', 'error', 'a quantifier * that follows nothing repeatable'],
    ['a\\y', 'invalid', 'error', 'an unrecognised escape \\y'],
    ['\\ubc', 'invalid', 'error', '\\u, which PCRE does not support'],
    [
      '[:digit:]',
      'invalid',
      'error',
      'a POSIX class such as [:digit:] or [.a.] outside brackets; write [[:digit:]]',
    ],
    [
      '(?<=a+)b',
      'unsupported',
      'error',
      "the lookbehind (?<=a+) of varying length (PHP's PCRE2 versions disagree on it)",
    ],
    [
      '(a)\\1',
      'unsupported',
      'runs',
      'a backreference \\1 (JavaScript and PCRE disagree on groups that did not take part)',
    ],
    ['(?<x>a)\\k<x>', 'unsupported', 'runs', 'a backreference \\k…'],
    [
      '(?R)?a',
      'unsupported',
      'runs',
      'recursion or a subroutine call such as (?R), (?1) or (?&name)',
    ],
    ['(?(1)a|b)', 'unsupported', 'error', 'a conditional group (?(…)…)'],
    ['(*UTF)^.$', 'unsupported', 'runs', 'the PCRE verb (*UTF)'],
    ['\\X', 'unsupported', 'runs', '\\X (an extended grapheme cluster)'],
    [
      '\\x{100}',
      'invalid',
      'error',
      'a character code above \\xff in \\x{…} (PHP matches bytes without /u)',
    ],
    [
      '(?a)x',
      'unsupported',
      'error',
      "the inline option (?a), which PHP's PCRE2 versions differ on",
    ],
    ['[[:<:]]main', 'unsupported', 'runs', 'the word boundary [[:<:]] or [[:>:]]'],
    ['^a{2}{3}$', 'invalid', 'error', 'a quantifier { that follows nothing repeatable'],
    ['(?=a)*a', 'unsupported', 'runs', 'a quantifier * on a lookaround'],
    ['\\b*a', 'invalid', 'error', 'a quantifier * that follows nothing repeatable'],
    ['[a-\\d]', 'invalid', 'error', 'an invalid range: a class escape after -'],
    ['[z-a]', 'invalid', 'error', 'a range out of order in a class'],
    [
      '\\777',
      'invalid',
      'error',
      'a character code above \\xff in an octal escape (PHP matches bytes without /u)',
    ],
    [
      '(?<=\\R)x',
      'unsupported',
      'error',
      "the lookbehind (?<=\\R) of varying length (PHP's PCRE2 versions disagree on it)",
    ],
    [
      'a[.\\]\\\\.]',
      'invalid',
      'error',
      'a POSIX class such as [:digit:] or [.a.] outside brackets; write [[:digit:]]',
    ],
    ['[a[:punct:]-z]', 'invalid', 'error', 'an invalid range: a POSIX class before -'],
    ['^a(?i)+', 'invalid', 'error', 'a quantifier + that follows nothing repeatable'],
    ['a\\K+', 'invalid', 'error', 'a quantifier + that follows nothing repeatable'],
    ['^a*+{2}', 'invalid', 'error', 'a quantifier { that follows nothing repeatable'],
    ['\\N{U+41}', 'invalid', 'error', '\\N{…}, which PCRE2 supports only in UTF mode'],
  ])('%j is %s', (pattern, kind, php, problem) => {
    expect(translatePattern(pattern)).toEqual({ ok: false, kind, problem });
    // Only a pattern PHP itself rejects may be called invalid.
    if (kind === 'invalid') expect(php).toBe('error');
  });
});

describe('testWithin', () => {
  /** Far more than a quick match needs, so that a busy machine never turns one 'too-slow'. */
  const SPARE_MS = 5_000;

  it('gives up a catastrophic pattern where PHP hits its backtrack limit', () => {
    const translation = translatePattern('^(a+)+$');
    if (!translation.ok) throw new Error(translation.problem);
    expect(testWithin(translation.regex, `${'a'.repeat(40)}!`, 5)).toBe('too-slow');
    // A match that takes microseconds answers within any budget a loaded machine leaves it: the
    // budget here is what the sandbox allows, not a measure of how fast the machine is.
    expect(testWithin(translation.regex, 'aaaa', SPARE_MS)).toBe(true);
    expect(testWithin(translation.regex, 'aab', SPARE_MS)).toBe(false);
  });

  it.each([
    // Matched directly: no group, alternation or backreference, one quantifier at most.
    ['^main$', true],
    ['^release/.+', true],
    ['^hotfix-[0-9]{2}', true],
    ['^[(|*+]x$', true],
    ['^\\(a\\)$', true],
    // In the sandbox, with its timeout.
    ['^v\\d+\\.\\d+\\.\\d+$', false],
    ['^(a+)+$', false],
    ['^(?:main|master)$', false],
    ['^a*a*b$', false],
  ])('%s cannot backtrack far: %s', (pattern, direct) => {
    const translation = translatePattern(pattern);
    if (!translation.ok) throw new Error(translation.problem);
    expect(cannotBacktrack(translation.regex)).toBe(direct);
    // Backreferences are never translated, but would not be matched directly either.
    expect(cannotBacktrack(new RegExp(String.raw`^(a)\1$`))).toBe(false);
  });

  it('matches a pattern that cannot backtrack far as the sandbox does', () => {
    for (const [pattern, subject, expected] of [
      ['^main$', 'main', true],
      ['^main$', 'main\n', true],
      ['^main$', 'mainline', false],
      ['^release/.+', 'release/1.2', true],
      ['^release/.+', 'release/', false],
    ] as const) {
      const translation = translatePattern(pattern);
      if (!translation.ok) throw new Error(translation.problem);
      expect(testWithin(translation.regex, subjectOf(subject), SPARE_MS)).toBe(expected);
    }
  });
});

describe('limits PCRE2 has', () => {
  it.each([
    [250, true],
    [251, false],
  ])('nests %i parentheses: compiles %s, as in PHP', (depth, compiles) => {
    const translation = translatePattern(`${'('.repeat(depth)}a${')'.repeat(depth)}`);
    expect(translation.ok).toBe(compiles);
    if (!translation.ok) expect(translation.problem).toBe('parentheses nested more than 250 deep');
  });
});
