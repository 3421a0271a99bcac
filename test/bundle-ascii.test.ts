// The bundles are written in ASCII (scripts/bundle.ts `asciiOnly`): each character past it
// becomes an escape that means the same character where bundles hold such characters, in
// strings, template strings, regular expressions and comments.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { asciiOnly, bundles } from '../scripts/bundle.ts';

/** What `source`, a JavaScript expression, evaluates to. */
const evaluate = (source: string): unknown => new Function(`return (${source}\n);`)() as unknown;

describe('asciiOnly', () => {
  it.each([
    ["'✅ Deployed'"],
    ['`🚀 Created (${1 + 1})…`'],
    ["'a 🩺❌ b'.length"],
    ["/^🚀+$/u.test('🚀🚀')"],
    ["/^é…$/.test('é…')"],
    ["'x' // a comment with …"],
  ])('keeps what %s means, in ASCII', (source) => {
    const escaped = asciiOnly(source, 'index.js');
    expect(escaped).not.toMatch(/[\u0080-\uffff]/);
    expect(evaluate(escaped)).toEqual(evaluate(source));
  });

  it('leaves a line that is ASCII as it is', () => {
    const source = "const a = '\\u00e9';\nconst b = 1;";
    expect(asciiOnly(source, 'index.js')).toBe(source);
  });

  it('refuses what an escape would change, naming the line', () => {
    expect(() => asciiOnly('const a = 1;\nString.raw`…`', '1.index.js')).toThrow(
      '1.index.js:2: a String.raw template beside a character past ASCII',
    );
    expect(() => asciiOnly("'\\é'", 'index.js')).toThrow(
      'index.js:1: a backslash before a character past ASCII',
    );
    // A no-break space between two tokens, as a library in a chunk has one.
    expect(() => asciiOnly('f(options ||\u00a0{});', 'index.js')).toThrow(
      'index.js:1: a space past ASCII, which an escape would make a syntax error',
    );
  });

  it("has been applied to every bundle's main file", () => {
    const dist = join(import.meta.dirname, '..', 'dist');
    const scripts = bundles().map(({ out }) => join(relative('dist', out), 'index.js'));
    expect(scripts).toContain('index.js');
    expect(scripts).toContain('cli/index.js');
    const past = scripts.filter((name) =>
      /[\u0080-\uffff]/.test(readFileSync(join(dist, name), 'utf8')),
    );
    expect(past).toEqual([]);
  });
});
