#!/usr/bin/env node
// The command line's bundle, dist/cli/index.js (the package's `bin`): main.ts over the process's
// own variables, streams, folders, signals and clock. Everything else is main's, so that a test
// runs the same command in its own process.
import { tmpdir } from 'node:os';
import { systemClock } from '../clock.js';
import { main } from './main.js';

// A reader that stops early (`amezmo-deploy instances | head -1`) closes the pipe. From then on
// what is written there is dropped, and the command runs on to its end: a deployment being
// followed is still followed (or cancelled), and the exit code is the command's own, so that
// `amezmo-deploy deploy 2>&1 | head` still fails when the deployment failed. Any other failure
// to write ends it with 1: there is nowhere left to say why.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') process.exit(1);
    dropWrites(stream);
  });
}

/** Makes every later write to a closed stream a no-op that reports success. */
function dropWrites(stream: NodeJS.WriteStream): void {
  stream.write = ((_chunk: unknown, ...rest: unknown[]) => {
    const done = rest.find((argument) => typeof argument === 'function') as
      (() => void) | undefined;
    done?.();
    return true;
  }) as typeof stream.write;
}

process.exitCode = await main(process.argv, {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
  clock: systemClock,
  cwd: process.cwd(),
  tempDir: tmpdir(),
  signals: process,
});
