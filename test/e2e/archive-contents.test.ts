// What goes into the archive, through the deploy action's bundle: it keeps the archive's worker
// threads, started from the compress-worker.js built beside each bundle (a large tree deployed
// and read back; a bundle without the file fails, naming it). The exclusion rules, files shaped
// like secrets, links, the manifest and an archive built once and deployed as it is run
// in-process in test/archive/contents.test.ts, through the same helpers.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'vitest';
import { ROOT, runAction, simulatorInputs } from '../../simulator/runner.ts';
import { bundles, WORKER_FILE } from '../../scripts/bundle.ts';
import { contentsWorld as world, exec, type World } from '../helpers/archive-contents.ts';

describe.concurrent("the archive's worker threads", () => {
  /** A tree past the size below which the archive is made on one thread, some of it in chunks. */
  function writeLargeTree(write: World['write']): Buffer {
    for (let index = 0; index < 400; index++) {
      write(`vendor/p${index % 20}/src/C${index}.php`, `<?php // ${index}\n`.repeat(200));
    }
    const export_ = Buffer.from('id,name,total\n'.repeat(200_000));
    write('storage/export.csv', export_.toString());
    return export_;
  }

  it('run the compress-worker.js built beside each bundle', async ({ expect, onTestFinished }) => {
    const { write, deployWith, stored } = await world(onTestFinished);
    for (const { out } of bundles()) expect(existsSync(join(ROOT, out, WORKER_FILE))).toBe(true);
    const export_ = writeLargeTree(write);
    const result = await deployWith();
    expect(result.errors).toEqual([]);
    expect(result.exitCode).toBe(0);
    const { stdout } = await exec('unzip', ['-t', stored()]);
    expect(stdout).toContain('No errors detected');
    const { stdout: csv } = await exec('unzip', ['-p', stored(), 'storage/export.csv'], {
      maxBuffer: 8 * 1024 * 1024,
      encoding: 'buffer',
    });
    expect(csv.equals(export_)).toBe(true);
  });

  it('are started from that file: a bundle without it fails, naming it, and uploads nothing', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, root, workspace, runnerTemp, write } = await world(onTestFinished);
    const copy = join(root, 'dist');
    cpSync(join(ROOT, 'dist'), copy, { recursive: true });
    rmSync(join(copy, WORKER_FILE));
    writeLargeTree(write);
    const result = await runAction({
      bundle: relative(ROOT, join(copy, 'index.js')),
      workspace,
      eventName: 'push',
      event: { ref: 'refs/heads/main' },
      env: { RUNNER_TEMP: runnerTemp },
      inputs: simulatorInputs(sim),
    });
    expect(result.exitCode).toBe(1);
    expect(result.errors.join('\n')).toContain(WORKER_FILE);
    expect(sim.account.deployments()).toEqual([]);
  });
});
