// The archive the deploy action's bundle uploads, as readers nobody here wrote see it (Info-ZIP's
// unzip and zipinfo, Python's zipfile, PHP's ZipArchive, bsdtar): it keeps the archive past the
// 65,535 entries that need ZIP64 records, written by the bundle's own worker threads as a user's
// vendor/ folder would be. Archives with file times a zip cannot hold, and made with
// SOURCE_DATE_EPOCH=0, are read in test/archive/readers.test.ts, made in-process.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import {
  countsByReader,
  expectEveryReader,
  readersWorld as world,
} from '../helpers/zip-readers.ts';

describe.concurrent('readers nobody here wrote', () => {
  // 70,000 files written, archived and read by four tools: 20 s in a fresh clone's CI here, but
  // 36 to 78 s on the same machine two hours of test runs later (the time is the system's file
  // work), past the project's 60 s.
  it(
    'all open an archive of 70,000 entries (ZIP64) and count them alike',
    { timeout: 150_000 },
    async (context) => {
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
    },
  );
});
