// The archive as readers nobody here wrote see it: Info-ZIP's unzip and zipinfo, Python's
// zipfile, PHP's ZipArchive (libzip, which a PHP host may extract with) and bsdtar (libarchive).
// Each must open the archive the action uploaded and count the same entries, past the 65,535
// that need ZIP64 records, and with file times a zip cannot hold. .ci/run installs the readers;
// a missing one fails the test, it never passes it.
import { execFile } from 'node:child_process';
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, it, type ExpectStatic, type TestContext } from 'vitest';
import { runAction, simulatorInputs } from '../../simulator/runner.ts';
import { ownSimulatorAndFolder } from '../helpers/own-simulator.ts';

const run = promisify(execFile);
const BIG = { maxBuffer: 64 * 1024 * 1024 };

/**
 * A simulator and a folder of the test's own, closed when it finishes, so that the tests run at
 * once (docs/testing.md); `deployed` runs the action on `workspace` and answers the path of the
 * archive the simulator stored.
 */
async function world({ expect, onTestFinished }: Pick<TestContext, 'expect' | 'onTestFinished'>) {
  const { sim, root } = await ownSimulatorAndFolder(onTestFinished, 'e2e-readers-', {
    deployment: { finalStatus: 'succeeded', pollsToFinish: 1 },
  });

  async function deployed(workspace: string, env: Record<string, string> = {}): Promise<string> {
    const result = await runAction({
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
async function countsByReader(
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

function expectEveryReader(
  expect: ExpectStatic,
  counts: Record<string, number>,
  entries: number,
): void {
  expect(counts).toEqual({ zipinfo: entries, python: entries, php: entries, bsdtar: entries });
}

describe.concurrent('readers nobody here wrote', () => {
  it('all open an archive of 70,000 entries (ZIP64) and count them alike', async (context) => {
    const { expect } = context;
    const { root, deployed } = await world(context);
    const workspace = join(root, 'many');
    const folders = 70;
    for (let folder = 0; folder < folders; folder++) {
      const dir = join(workspace, 'vendor', `package-${folder}`);
      mkdirSync(dir, { recursive: true });
      for (let file = 0; file < 1000 - 2; file++) {
        writeFileSync(join(dir, `f${file}.php`), `<?php // ${folder}/${file}\n`);
      }
    }
    // 70 x 998 files, 70 package folders and vendor/ itself: 69,931 entries; a few more to pass 70,000.
    for (let extra = 0; extra < 69; extra++)
      writeFileSync(join(workspace, `root-${extra}.txt`), 'x');
    const entries = folders * 998 + folders + 1 + 69;
    expect(entries).toBe(70_000);

    const archive = await deployed(workspace);
    expectEveryReader(expect, await countsByReader(expect, archive), entries);
  });

  it('all open an archive whose files are dated 1970 and 2150, and keep what a zip can hold', async (context) => {
    const { expect } = context;
    const { root, deployed } = await world(context);
    const workspace = join(root, 'dates');
    mkdirSync(workspace);
    writeFileSync(join(workspace, 'epoch.php'), '<?php // 1970\n');
    writeFileSync(join(workspace, 'future.php'), '<?php // 2150\n');
    utimesSync(join(workspace, 'epoch.php'), 0, 0);
    const future = Date.UTC(2150, 5, 1) / 1000;
    utimesSync(join(workspace, 'future.php'), future, future);

    const archive = await deployed(workspace);
    expectEveryReader(expect, await countsByReader(expect, archive), 2);
    // Python reads the MS-DOS fields: clamped to what they hold, 1980 and 2107.
    const { stdout } = await run('python3', [
      '-c',
      'import sys, zipfile\nfor i in zipfile.ZipFile(sys.argv[1]).infolist(): print(i.filename, i.date_time[0])',
      archive,
    ]);
    expect(stdout.trim().split('\n').sort()).toEqual(['epoch.php 1980', 'future.php 2107']);
    // The exact 1970 time is kept in the extended timestamp, which unzip restores.
    const extracted = join(root, 'dates-out');
    await run('unzip', ['-q', archive, '-d', extracted]);
    const { stdout: stat } = await run('stat', ['-c', '%Y %n', join(extracted, 'epoch.php')]);
    expect(stat.split(' ')[0]).toBe('0');
  });

  it('all open an archive made with SOURCE_DATE_EPOCH=0', async (context) => {
    const { expect } = context;
    const { root, deployed } = await world(context);
    const workspace = join(root, 'epoch');
    mkdirSync(join(workspace, 'app'), { recursive: true });
    writeFileSync(join(workspace, 'app', 'index.php'), '<?php echo 1;\n');
    const archive = await deployed(workspace, { SOURCE_DATE_EPOCH: '0' });
    expectEveryReader(expect, await countsByReader(expect, archive), 2);
  });
});
