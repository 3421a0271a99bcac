import { describe, expect, it } from 'vitest';
import { manifestLine, manifestName, manifestParts } from '../../src/archive/manifest.ts';

describe('manifestName', () => {
  it.each([
    ['app.php', 'app.php'],
    ['Space Name.txt', 'Space Name.txt'],
    ['a\nfile 0644 1 forged', 'a\\nfile 0644 1 forged'],
    ['cr\r', 'cr\\r'],
    ['tab\there', 'tab\\there'],
    ['back\\slash', 'back\\\\slash'],
    ['bell\x07', 'bell\\x07'],
    ['del\x7f', 'del\\x7f'],
    ['sep\u2028', 'sep\\u2028'],
    ['héllo', 'héllo'],
  ])('%j is written %j', (name, shown) => {
    expect(manifestName(name)).toBe(shown);
  });
});

describe('manifestParts', () => {
  it('writes kind, octal mode, size and name, one entry a line', () => {
    const parts = [
      ...manifestParts(
        [
          { name: 'bin/', kind: 'directory', mode: 0o755, size: 0, mtime: 0 },
          { name: 'bin/run', kind: 'file', mode: 0o755, size: 12, mtime: 0 },
          { name: 'current', kind: 'symlink', mode: 0o777, size: 0, mtime: 0, target: 'bin' },
          { name: 'two\nlines', kind: 'file', mode: 0o644, size: 3, mtime: 0 },
        ],
        3,
      ),
    ];
    // Parts of whole lines, three at most.
    expect(parts).toHaveLength(2);
    expect(parts[1]).toBe('file 0644 3 two\\nlines\n');
    const text = parts.join('');
    expect(text).toBe(
      'directory 0755 0 bin/\n' +
        'file 0755 12 bin/run\n' +
        'symlink 0777 0 current -> bin\n' +
        'file 0644 3 two\\nlines\n',
    );
    expect(text.split('\n')).toHaveLength(5);
  });

  it('keeps a setuid bit visible', () => {
    expect(manifestLine({ name: 's', kind: 'file', mode: 0o4755, size: 1, mtime: 0 })).toBe(
      'file 4755 1 s',
    );
  });
});
