import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { drawsBars, Terminal } from '../../src/cli/terminal.ts';

/** A stream that keeps what is written; a terminal of 80 columns when `tty`. */
function sink(tty: boolean): Writable & { text: () => string; isTTY?: boolean; columns?: number } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  }) as Writable & { text: () => string; isTTY?: boolean; columns?: number };
  stream.text = () => chunks.join('');
  if (tty) {
    stream.isTTY = true;
    stream.columns = 80;
    Object.assign(stream, {
      cursorTo: () => true,
      clearLine: () => true,
      moveCursor: () => true,
      clearScreenDown: () => true,
    });
  }
  return stream;
}

describe('drawsBars', () => {
  it.each([
    [true, {}, true],
    [false, {}, false],
    [true, { CI: 'true' }, false],
    [true, { CI: '1' }, false],
    [true, { CI: 'false' }, true],
    [true, { TERM: 'dumb' }, false],
  ] as const)('a terminal %s with %j: %s', (tty, env, bars) => {
    expect(drawsBars({ isTTY: tty }, env)).toBe(bars);
  });
});

describe('Terminal', () => {
  it('draws the archive and upload as bars on a terminal, and keeps the lines logged meanwhile', async () => {
    const stderr = sink(true);
    const terminal = new Terminal({ stdout: sink(false), stderr, env: {}, verbose: false });
    const progress = terminal.progress(900);
    expect(progress).toBeDefined();
    await terminal.group('Build the archive', async () => {
      progress?.archive?.(512, 2048);
      terminal.logger.info('Archive: 3 entries');
      progress?.archive?.(2048, 2048);
    });
    const text = stderr.text();
    expect(text).toContain('==> Build the archive');
    expect(text).toMatch(/Archive .* 100% \| 2\.0 KiB of 2\.0 KiB/);
    expect(text).toContain('Archive: 3 entries');
    expect(text).toContain('\u001b[');
  });

  it('writes plain lines, and no bar, when standard error is no terminal', async () => {
    const stdout = sink(false);
    const stderr = sink(false);
    const terminal = new Terminal({ stdout, stderr, env: {}, verbose: false });
    expect(terminal.progress(900)).toBeUndefined();
    await terminal.group('Upload', async () => terminal.logger.warning('slow'));
    terminal.out('Outcome: done');
    terminal.fail('it broke');
    expect(stderr.text()).toBe('==> Upload\nwarning: slow\nerror: it broke\n');
    expect(stdout.text()).toBe('Outcome: done\n');
  });

  it('writes no secret and no escape sequence from outside, on either stream', () => {
    const stdout = sink(false);
    const stderr = sink(false);
    const terminal = new Terminal({ stdout, stderr, env: {}, verbose: true });
    terminal.addSecret('sk_live_secret');
    terminal.logger.debug('header: Bearer sk_live_secret');
    terminal.logger.info('server says \u001b[31mred\u001b[0m\nand more');
    terminal.json({ echoed: 'sk_live_secret', text: '\u001b]0;title\u0007' });
    expect(stderr.text()).toBe('debug: header: Bearer ***\nserver says red\\nand more\n');
    expect(stdout.text()).not.toContain('sk_live_secret');
    expect(stdout.text()).not.toContain('\u001b');
    expect(JSON.parse(stdout.text())).toEqual({ echoed: '***', text: '\u001b]0;title\u0007' });
  });
});
