// What every start of a bundle pays before it does anything: its main file (index.js) is read,
// compiled and run whole, each time; the chunks beside it only when a run asks for them. So what
// only some runs need (the release, the ledger, a rollout, the figures, the artifact library, each
// command of the command line) sits behind a loader, and two things are held here: a skipped
// deploy and the command line's help run from the main file alone, and no main file grows back
// to carrying what its runs seldom need (docs/benchmarks.md, the start-up of issue 38).
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { describe, it, type TestContext } from 'vitest';
import { ownSimulator } from '../helpers/own-simulator.ts';
import { ROOT, runAction, runCli, simulatorInputs } from '../../simulator/runner.ts';

/**
 * The most each bundle's main file may weigh, in KiB: what it was once the seldom needed went
 * behind loaders (2026-11-27: 325, 322, 375, 290 and 828 KiB), and some room. Against 601, 1,463,
 * 393, 468 and 1,016 KiB before: a main file over its budget has taken in something heavy that
 * most runs never use; load that on first use, as src/pipeline/index.ts loads the release.
 */
const BUDGET_KIB: Readonly<Record<string, number>> = {
  'dist/index.js': 400,
  'dist/cli/index.js': 400,
  'dist/preview/index.js': 450,
  'dist/rollback/index.js': 360,
  'dist/environments/index.js': 950,
};

/** A folder holding `bundle`'s main file alone (and the package.json that makes it a module). */
function mainFileAlone(bundle: string, onTestFinished: TestContext['onTestFinished']): string {
  const folder = mkdtempSync(join(tmpdir(), 'e2e-startup-'));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  const alone = join(folder, 'dist');
  mkdirSync(alone);
  for (const file of ['index.js', 'package.json']) {
    copyFileSync(join(ROOT, bundle, file), join(alone, file));
  }
  return join(alone, 'index.js');
}

describe.concurrent('what a bundle pays to start', () => {
  it.for(Object.entries(BUDGET_KIB))('%s stays within %i KiB', ([file, budget], { expect }) => {
    const kib = Math.round(statSync(join(ROOT, file)).size / 1024);
    expect(kib, `${file} is ${kib} KiB`).toBeLessThanOrEqual(budget);
  });

  it('a skipped deploy runs from the main file alone: one GET, skipped, exit 0', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, workspace } = await ownSimulator(onTestFinished, 'e2e-startup-', {
      finalStatus: 'succeeded',
      pollsToFinish: 1,
    });
    const main = mainFileAlone('dist', onTestFinished);
    // Node's own modules the run loaded, as Node lists them, written when it exits.
    const loaded = join(dirname(main), 'loaded.txt');
    const preload = join(dirname(main), 'list-loaded.cjs');
    writeFileSync(
      preload,
      `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(loaded)}, ` +
        `process.moduleLoadList.join('\\n')));\n`,
    );
    const ref = 'refs/heads/feature/search';
    const result = await runAction({
      bundle: relative(ROOT, main),
      workspace,
      eventName: 'push',
      event: { ref },
      env: { GITHUB_REF: ref, NODE_OPTIONS: `--require ${preload}` },
      inputs: simulatorInputs(sim),
    });

    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    expect(result.outputs.skipped).toBe('true');
    expect(sim.requests.map((request) => request.route)).toEqual(['getEnvironment']);
    // What each costs a start is in docs/benchmarks.md; a skipped run against an http:// service
    // needs none of them (an https:// one loads node:tls, and node:crypto with it). Node's fetch
    // (undici) comes with any ES import of node:http, whose namespace reads http.WebSocket: 60 ms.
    const modules = readFileSync(loaded, 'utf8').split('\n');
    for (const costly of [
      'crypto',
      'fs/promises',
      'perf_hooks',
      'https',
      'zlib',
      'worker_threads',
      'internal/deps/undici/undici',
      // Under a millisecond each, but every push pays them: the sandbox of a pattern that can
      // backtrack, a wait's timer, os.EOL, and opendirSync's reader.
      'vm',
      'timers/promises',
      'os',
      'internal/fs/dir',
    ]) {
      expect(modules, `a skipped run loads node:${costly}`).not.toContain(`NativeModule ${costly}`);
    }
    expect(modules).toContain('NativeModule http');
  });

  it.for(['--help', 'deploy --help', 'status --help'])(
    'amezmo-deploy %s runs from the main file alone',
    async (command, { expect, onTestFinished }) => {
      const main = mainFileAlone('dist/cli', onTestFinished);
      const result = await runCli({
        args: command.split(' '),
        cwd: tmpdir(),
        launcher: [process.execPath, main],
      });

      expect(result.stderr).toBe('');
      expect(result.exitCode).toBe(0);
      expect(result.stdout).toContain('Usage: amezmo-deploy');
    },
  );
});
