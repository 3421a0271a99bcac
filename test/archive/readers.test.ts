// The archive as readers nobody here wrote see it (Info-ZIP's unzip and zipinfo, Python's
// zipfile, PHP's ZipArchive, bsdtar), made by a whole run of the deploy action in the test's
// process: each must open it and count the same entries, with file times a zip cannot hold, and
// made with SOURCE_DATE_EPOCH=0. test/e2e/zip-readers.test.ts reads the bundle's ZIP64 archive.
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it, type TestContext } from 'vitest';
import { runInProcess } from '../helpers/in-process.ts';
import { countsByReader, expectEveryReader, readersWorld, run } from '../helpers/zip-readers.ts';

const world = (context: Pick<TestContext, 'expect' | 'onTestFinished'>) =>
  readersWorld(context, runInProcess);

describe.concurrent('readers nobody here wrote', () => {
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
