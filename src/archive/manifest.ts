// The archive's listing as text, one entry a line, for people and for tools (grep, diff) to
// read what ships. Pure: the flow writes it where the workflow can keep it.
import type { ArchiveEntry } from './select.js';

/**
 * A name made one line: a backslash, a line break or any control character is written as a
 * backslash escape, so that a hostile name cannot forge a second entry.
 */
export function manifestName(name: string): string {
  // eslint-disable-next-line no-control-regex
  return name.replace(/[\\\x00-\x1f\x7f-\x9f\u2028\u2029]/g, (char) => {
    if (char === '\\') return '\\\\';
    if (char === '\n') return '\\n';
    if (char === '\r') return '\\r';
    if (char === '\t') return '\\t';
    return `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`.replace(
      /^\\x(.{3,})$/,
      (_whole, hex: string) => `\\u${hex.padStart(4, '0')}`,
    );
  });
}

/** One line an entry: kind, mode in octal, size in bytes, name (a link's target after `->`). */
export function manifestLine(entry: ArchiveEntry): string {
  const mode = entry.mode.toString(8).padStart(4, '0');
  const link = entry.target === undefined ? '' : ` -> ${manifestName(entry.target)}`;
  return `${entry.kind} ${mode} ${entry.size} ${manifestName(entry.name)}${link}`;
}

/**
 * The manifest in parts of a few thousand lines, to be written one after another: a tree of
 * 100,000 entries would otherwise make a string, and garbage, of tens of megabytes at once.
 */
export function* manifestParts(entries: readonly ArchiveEntry[], linesPerPart = 4096) {
  for (let start = 0; start < entries.length; start += linesPerPart) {
    let part = '';
    for (const entry of entries.slice(start, start + linesPerPart)) {
      part += `${manifestLine(entry)}\n`;
    }
    yield part;
  }
}
