// What the tests of the archive as other readers see it share (test/e2e/zip-readers.test.ts
// through the bundle, test/archive/readers.test.ts in-process): Info-ZIP's unzip and zipinfo,
// Python's zipfile, PHP's ZipArchive (libzip) and bsdtar (libarchive), asked to open an archive
// the deploy action uploaded and count its entries. .ci/run installs the readers; a missing one
// fails the test, it never passes it.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { ExpectStatic, TestContext } from 'vitest';
import {
  runAction,
  simulatorInputs,
  type RunOptions,
  type RunResult,
} from '../../simulator/runner.ts';
import { ownSimulatorAndFolder } from './own-simulator.ts';

export const run = promisify(execFile);
export const BIG = { maxBuffer: 64 * 1024 * 1024 };

/**
 * A simulator and a folder of the test's own, closed when it finishes, so that the tests run at
 * once (docs/testing.md); `deployed` runs the deploy action on `workspace` with `runDeploy` (its
 * bundle, or `runInProcess`) and answers the path of the archive the simulator stored.
 */
export async function readersWorld(
  { expect, onTestFinished }: Pick<TestContext, 'expect' | 'onTestFinished'>,
  runDeploy: (options: RunOptions) => Promise<RunResult> = runAction,
) {
  const { sim, root } = await ownSimulatorAndFolder(onTestFinished, 'e2e-readers-', {
    deployment: { finalStatus: 'succeeded', pollsToFinish: 1 },
  });

  async function deployed(workspace: string, env: Record<string, string> = {}): Promise<string> {
    const result = await runDeploy({
      workspace,
      inputs: { ...simulatorInputs(sim), wait: 'false', force: 'true' },
      env,
      timeoutMs: 120_000,
    });
    expect(result.errors).toEqual([]);
    expect(result.exitCode).toBe(0);
    const upload = sim.requests.filter((request) => request.route === 'createDeployment').at(-1);
    return upload?.archive?.path as string;
  }

  return { root, deployed };
}

/** How many entries each reader finds in the archive. */
export async function countsByReader(
  expect: ExpectStatic,
  archive: string,
): Promise<Record<string, number>> {
  const unzipTest = await run('unzip', ['-tq', archive], BIG);
  expect(unzipTest.stdout).toContain('No errors detected');
  const zipinfo = await run('zipinfo', ['-1', archive], BIG);
  const python = await run(
    'python3',
    [
      '-c',
      'import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); z.testzip(); print(len(z.infolist()))',
      archive,
    ],
    BIG,
  );
  const php = await run(
    'php',
    [
      '-r',
      '$z = new ZipArchive(); $r = $z->open($argv[1], ZipArchive::CHECKCONS); if ($r !== true) { fwrite(STDERR, "open failed: $r"); exit(1); } echo $z->numFiles;',
      archive,
    ],
    BIG,
  );
  const bsdtar = await run('bsdtar', ['-tf', archive], BIG);
  const lines = (text: string) => text.split('\n').filter((line) => line !== '').length;
  return {
    zipinfo: lines(zipinfo.stdout),
    python: Number(python.stdout.trim()),
    php: Number(php.stdout.trim()),
    bsdtar: lines(bsdtar.stdout),
  };
}

export function expectEveryReader(
  expect: ExpectStatic,
  counts: Record<string, number>,
  entries: number,
): void {
  expect(counts).toEqual({ zipinfo: entries, python: entries, php: entries, bsdtar: entries });
}
