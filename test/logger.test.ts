import { describe, expect, it } from 'vitest';
import { safeText } from '../src/logger.ts';

describe('safeText', () => {
  it.each([
    ['a line break', 'main\n::error::pwned', 'main\\n::error::pwned'],
    ['a carriage return', 'main\r::add-mask::x', 'main\\r::add-mask::x'],
    ['a Unicode line separator', 'a\u2028b\u2029c\u0085d', 'a\\u2028b\\u2029c\\u0085d'],
    ['a NUL and a bell', 'a\u0000b\u0007', 'a\\u0000b\\u0007'],
    ['an ANSI colour', '\u001b[31mred\u001b[0m', 'red'],
    ['an OSC title', '\u001b]0;title\u0007text', 'text'],
    ['a bare escape', 'a\u001bcb', 'ab'],
    ['an OSC title with spaces', '\u001b]0;my title\u0007x', 'x'],
    ['an OSC never ended', 'a\u001b]0;title', 'aitle'],
    // An escape that begins no sequence Node knows is escaped like any control character.
    ['an escape before a space', 'a\u001b b', 'a\\u001b b'],
    ['an 8-bit CSI', 'a\u009b31mb', 'ab'],
    ['bidirectional controls', 'admin\u202e\u2066txt.php', 'admintxt.php'],
    ['a command at the start', '::stop-commands::token', '\u200b::stop-commands::token'],
    ['a command after spaces', '  ::error::x', '  \u200b::error::x'],
    ['a legacy command', '##[error]x', '\u200b##[error]x'],
    ['a tab', 'a\tb', 'a\tb'],
    ['plain text', 'Deploying main: ok', 'Deploying main: ok'],
    ['a command in the middle', 'status ::error::x', 'status ::error::x'],
  ])('escapes %s', (_, text, safe) => {
    expect(safeText(text)).toBe(safe);
  });

  it('never leaves a line that the runner would read as a command', () => {
    const hostile =
      '\n::error::a\r\n##[warning]b\u2028::add-mask::c\u001b[2K::set-output name=x::y';
    const lines = safeText(hostile).split(/\r?\n/);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.trimStart().startsWith('::')).toBe(false);
  });
});
