// The archive step of the pipeline on real folders: what a user is told of what ships (secrets'
// shapes, links leading out, rules that matched nothing, a hook Amezmo does not run), the manifest
// written before anything can fail, the zip as Info-ZIP's unzip reads it, an archive given as it
// is with its digest computed here, and the one time every entry gets.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  archiveTime,
  listArchive,
  refuseEmpty,
  readGivenArchive,
  workFolder,
  writeZip,
  zipDestination,
  type BuildSettings,
} from '../../src/pipeline/archive.ts';
import { recordingLogger, tarOf, zipOf } from '../helpers/releases.ts';

let root: string;
let temp: string;
let logger: ReturnType<typeof recordingLogger>;
const signal = new AbortController().signal;
let tree = 0;

/** A folder holding `files` (path -> content). */
function folderOf(files: Record<string, string>): string {
  const folder = join(root, `tree-${++tree}`);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), content);
  }
  return folder;
}

function build(path: string, overrides: Partial<BuildSettings> = {}): BuildSettings {
  return {
    path,
    exclude: [],
    ignoreFile: '.amezmoignore',
    compressionLevel: 6,
    keepArchive: false,
    logEntries: false,
    links: 'keep',
    ...overrides,
  };
}

const notices = () => logger.lines.filter((line) => /^(notice|warning): /.test(line));

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'pipeline-archive-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));
beforeEach(() => {
  logger = recordingLogger();
  temp = join(root, `temp-${tree}`);
  mkdirSync(temp, { recursive: true });
});

describe('listArchive', () => {
  it('says what a user should know of what ships, and writes the manifest of every entry', async () => {
    const path = folderOf({
      'index.php': '<?php\n',
      '.env': 'APP_KEY=secret\n',
      '.env.local': 'DB_PASSWORD=dev\n',
      'config/.env.production': 'APP_ENV=production\n',
      '.env.example': 'APP_KEY=\n',
      '.amezmo/after.pull': '#!/bin/bash\n',
      '.amezmoignore': 'tests/\n',
      'tests/a.php': '<?php\n',
    });
    const listing = await listArchive(
      build(path, { exclude: ['build/'], logEntries: true }),
      temp,
      { logger, signal },
    );
    expect(notices()).toEqual([
      "notice: The root .env was left out of the archive: Amezmo replaces it with the environment's .env from the dashboard.",
      "notice: Left out local overrides, which hold a developer's secrets: .env.local. To ship one, re-include it with a rule such as '!.env.local' in 'exclude' or the ignore file.",
      "notice: The archive holds files shaped like secrets: config/.env.production. If they should not ship, leave them out with the 'exclude' input or a line in .amezmoignore, e.g. '.env.*' then '!.env.example'.",
      `notice: The exclusion rule 'build/' matched nothing below '${path}': check its spelling (rules are read as in a .gitignore, relative to path).`,
      'notice: The archive has a .amezmo/after.pull hook, which Amezmo does not run for deployments made through the API: move its steps to .amezmo/after.extract.',
    ]);
    expect(logger.lines).toContain('Exclusion rules read from .amezmoignore.');

    // The manifest names each file that ships, one a line, and nothing that was left out.
    const names = readFileSync(listing.manifestPath, 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => line.split(' ').slice(3).join(' '));
    expect(names.filter((name) => !name.endsWith('/')).sort()).toEqual(
      [
        '.amezmo/after.pull',
        '.amezmoignore',
        '.env.example',
        'config/.env.production',
        'index.php',
      ].sort(),
    );
    expect(logger.lines).toContain(
      `Manifest of the archive's ${listing.list.entries.length} entries: ${listing.manifestPath}`,
    );
    // With the runner's debug logging, every entry is logged, as the manifest has it.
    const manifestLines = readFileSync(listing.manifestPath, 'utf8').trimEnd().split('\n');
    for (const line of manifestLines) expect(logger.lines).toContain(line);
  });

  it('warns of links that lead outside the archive, naming ten and counting the rest', async () => {
    const path = folderOf({ 'index.php': '<?php\n' });
    for (let i = 1; i <= 12; i++)
      symlinkSync(`/etc/file-${i}`, join(path, `link-${String(i).padStart(2, '0')}`));
    await listArchive(build(path), temp, { logger, signal });
    const [warning] = notices();
    expect(warning).toMatch(
      /^warning: Links that point outside the archive ship as they are, and on the server they lead to whatever is there, not to files of this tree: link-01 -> \/etc\/file-1, .*link-10 -> \/etc\/file-10 and 2 more\. Point them at files inside 'path'/,
    );
  });

  it('refuses links that lead outside with links: refuse-outside, after writing the manifest', async () => {
    const path = folderOf({ 'index.php': '<?php\n' });
    symlinkSync('../../secret', join(path, 'up'));
    await expect(
      listArchive(build(path, { links: 'refuse-outside' }), temp, { logger, signal }),
    ).rejects.toThrow(
      "Links that point outside the archive were refused (links: refuse-outside): up -> ../../secret. Point them at files inside 'path', or leave them out with 'exclude' or .amezmoignore.",
    );
  });

  it('leaves out and warns of what a zip cannot hold', async () => {
    const path = folderOf({ 'index.php': '<?php\n' });
    execFileSync('mkfifo', [join(path, 'pipe')]);
    const listing = await listArchive(build(path), temp, { logger, signal });
    expect(notices()).toEqual([
      'warning: Left out what a zip cannot hold (sockets, pipes, devices): pipe.',
    ]);
    expect(listing.list.entries.map((entry) => entry.name)).toEqual(['index.php']);
  });
});

describe('writeZip', () => {
  it('zips what was listed, as unzip reads it, and keeps it in a folder of its own when asked', async () => {
    const path = folderOf({ 'index.php': '<?php echo 1;\n', 'src/app.php': '<?php\n' });
    const settings = build(path, { keepArchive: true });
    const listing = await listArchive(settings, temp, { logger, signal });
    const work = await workFolder(temp);
    const destination = await zipDestination(settings, work.path, temp);
    const archive = await writeZip(settings, listing, destination, undefined, { logger, signal });
    expect(archive.keptPath).toBe(archive.path);
    expect(archive.path.startsWith(join(temp, 'amezmo-archive-'))).toBe(true);
    expect(logger.lines).toContain(`The archive is kept at ${archive.path}.`);
    const listed = execFileSync('unzip', ['-Z1', archive.path], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .sort();
    expect(listed).toEqual(['index.php', 'src/', 'src/app.php']);
    expect(archive.sha256).toBe(
      createHash('sha256').update(readFileSync(archive.path)).digest('hex'),
    );
    await work.dispose();
    expect(existsSync(work.path)).toBe(false);
    // Kept: it outlives the work folder.
    expect(existsSync(archive.path)).toBe(true);
  });

  it('writes into the work folder otherwise, and refuses a listing with no file', async () => {
    const path = folderOf({ 'index.php': '<?php\n', 'docs/readme.md': '# x\n' });
    const work = await workFolder(temp);
    const listing = await listArchive(build(path), temp, { logger, signal });
    const destination = await zipDestination(build(path), work.path, temp);
    const archive = await writeZip(build(path), listing, destination, undefined, {
      logger,
      signal,
    });
    expect(archive).toMatchObject({ path: join(work.path, 'app.zip'), keptPath: '', files: 3 });
    // The threads started while the tree was walked were the archive's, and are ended.
    expect(listing.compressors?.claim()).toBeUndefined();
    expect(listing.compressors?.liveThreads).toBe(0);

    // Refused once listed, before anything is written or a streamed upload begins.
    const everything = build(path, { exclude: ['*'] });
    const empty = await listArchive(everything, temp, { logger, signal });
    await expect(refuseEmpty(everything, empty)).rejects.toThrow(
      `Nothing to deploy: every file below '${path}' was left out by 'exclude' or .amezmoignore.`,
    );
    expect(empty.compressors?.liveThreads).toBe(0);
    await work.dispose();
  });
});

describe('readGivenArchive', () => {
  it('reads the digest and entry count of a given zip, naming the settings it makes moot', async () => {
    const zip = await zipOf(root, 'given', { 'index.php': '<?php\n', 'a/b.txt': 'b' });
    const entries = execFileSync('unzip', ['-Z1', zip.path], { encoding: 'utf8' })
      .trim()
      .split('\n').length;
    const facts = await readGivenArchive(
      { path: zip.path, size: zip.size, format: 'zip' },
      ['path', 'exclude'],
      { logger, signal },
    );
    expect(facts).toEqual({
      path: zip.path,
      size: zip.size,
      sha256: zip.sha256,
      files: entries,
      keptPath: '',
    });
    expect(logger.lines[0]).toBe(
      "notice: An archive was given, so 'path' and 'exclude' were ignored: it is deployed as it is.",
    );
  });

  it('counts no entries of a tar, and says one setting was ignored in the singular', async () => {
    const tar = await tarOf(root, 'given', { 'index.php': '<?php\n' });
    const facts = await readGivenArchive(
      { path: tar.path, size: tar.size, format: 'tar' },
      ['exclude'],
      { logger, signal },
    );
    expect(facts).toMatchObject({ sha256: tar.sha256, files: undefined });
    expect(logger.lines[0]).toBe(
      "notice: An archive was given, so 'exclude' was ignored: it is deployed as it is.",
    );
    // A tar is written in records of 10 KiB.
    expect(tar.size).toBe(10_240);
    expect(logger.lines[1]).toBe(
      `Archive given: ${tar.path}, a tar of 10 KiB, sha256 ${tar.sha256}`,
    );
  });
});

describe('archiveTime', () => {
  it('is SOURCE_DATE_EPOCH, else the commit time, else none', () => {
    expect(archiveTime(1_700_000_000, 1_600_000_000, logger)).toBe(1_700_000_000_000);
    expect(archiveTime(undefined, 1_600_000_000, logger)).toBe(1_600_000_000_000);
    expect(archiveTime(undefined, undefined, logger)).toBeUndefined();
    expect(archiveTime(undefined, 1_600_000_000, logger, 'CI_COMMIT_TIMESTAMP')).toBe(
      1_600_000_000_000,
    );
    expect(logger.lines).toEqual([
      'File times: all set to 2023-11-14T22:13:20.000Z (SOURCE_DATE_EPOCH).',
      "File times: all set to 2020-09-13T12:26:40.000Z (the commit's time).",
      'File times: as on disk, so a fresh clone of the same commit builds other bytes: no ' +
        'SOURCE_DATE_EPOCH, and git read no commit at path (git is not installed, or it is not ' +
        "a checkout). Set SOURCE_DATE_EPOCH to the commit's time (git log -1 --format=%ct) for " +
        'the same bytes from the same files.',
      "File times: all set to 2020-09-13T12:26:40.000Z (the commit's time, from CI_COMMIT_TIMESTAMP).",
    ]);
  });
});
