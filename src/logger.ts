import { stripVTControlCharacters } from 'node:util';

/** Where the lower modules report; each action's shell hands in one that writes to the runner. */
export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warning(message: string): void;
  notice(message: string): void;
}

export const silentLogger: Logger = {
  debug: () => {},
  info: () => {},
  warning: () => {},
  notice: () => {},
};

// Bidirectional controls, which can make a log line read differently from what it holds.
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// Line breaks of every kind and the other control characters; tab is kept.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x08\x0a-\x1f\x7f-\x9f\u2028\u2029]/g;
const ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r' };
// The runner reads a line that begins (after white space) with `::` or `##[` as a command.
const COMMAND_START = /^(\s*)(::|##\[)/;

/**
 * Text made safe to write as one line of a job log: line breaks and control characters escaped
 * (`\n`, `\u001b`), terminal escape sequences and bidirectional controls removed, and a line that
 * would start a workflow command defused with a zero-width space. Every message the actions
 * write goes through here, so that text from a server, an event or a file name cannot start a
 * workflow command (`::add-mask::`, `::stop-commands::`) or disguise what the log says.
 */
export function safeText(text: string): string {
  // Node's own list of terminal escape sequences (CSI, OSC and the short ones); an escape left
  // over is then escaped below, like any control character.
  return stripVTControlCharacters(text)
    .replace(BIDI, '')
    .replace(
      CONTROL,
      (char) => ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
    )
    .replace(COMMAND_START, '$1\u200b$2');
}
