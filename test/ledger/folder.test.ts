// The ledger folder on its own: what it writes, what it reads back (and what it passes over), the
// health its statuses tell, the archives it keeps by digest and prunes once no record keeps them.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DigestMismatchError, ArtifactError } from '../../src/ledger/artifacts.ts';
import { healthDescription, type ReleaseRecord } from '../../src/ledger/record.ts';
import { folderLedger } from '../../src/ledger/folder.ts';

let root: string;
let dir: string;
let now: Date;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'ledger-folder-'));
  dir = join(root, 'ledger');
  now = new Date('2026-11-24T10:00:00.000Z');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const ledger = () => folderLedger(dir, () => now);
const scope = { instance: '1001', environment: 'production' };
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
const DAY = 86_400_000;

/** An archive file of `text`, and its digest. */
function archive(text: string): { path: string; sha256: string; size: number } {
  const path = join(root, `${text}.zip`);
  writeFileSync(path, text);
  return { path, sha256: sha256(Buffer.from(text)), size: text.length };
}

/** Keeps `text` for `days`, and records it as Amezmo deployment `id`, healthy. */
async function deployed(id: number, text: string, days = 30, health = 'healthy' as const) {
  const made = archive(text);
  const kept = await ledger().store.keep(made.path, days, made.sha256);
  const record: ReleaseRecord = {
    ...scope,
    deploymentId: id,
    sha256: made.sha256,
    size: made.size,
    commit: String(id % 10).repeat(40),
    ref: { kind: 'branch', name: 'main' },
    artifact: kept,
  };
  const mirror = await ledger().start(record);
  await mirror.settle('success', healthDescription(health, `Amezmo deployment ${id} succeeded`));
  later(1000);
  return { ...made, kept };
}

describe('the records', () => {
  it('are read back newest first, with their health and kept archive', async () => {
    await deployed(11, 'one');
    await deployed(12, 'two', 30, 'unhealthy' as never);
    const entries = await ledger().read(scope);
    expect(entries.map((entry) => entry.id)).toEqual([12, 11]);
    expect(entries[1]).toMatchObject({
      deploymentId: 11,
      sha256: sha256(Buffer.from('one')),
      artifact: {
        file: `archives/${sha256(Buffer.from('one'))}`,
        expiresAt: '2026-12-24T10:00:00.000Z',
      },
      ref: { kind: 'branch', name: 'main' },
    });
    expect(await ledger().healthOf(entries[0] as never)).toBe('unhealthy');
    expect(await ledger().healthOf(entries[1] as never)).toBe('healthy');
    expect(await ledger().read({ ...scope, environment: 'staging' })).toEqual([]);
    expect(await folderLedger(join(root, 'none')).read(scope)).toEqual([]);
  });

  it('read back where a promoted release was promoted from; an older record has none', async () => {
    await deployed(11, 'one');
    const made = archive('one');
    const promotedFrom = { instance: '1001', environment: 'staging', deploymentId: 7, id: 7 };
    await ledger().start({
      ...scope,
      deploymentId: 12,
      sha256: made.sha256,
      size: made.size,
      commit: 'b'.repeat(40),
      ref: undefined,
      artifact: undefined,
      promotedFrom,
    });
    const [promoted, older] = await ledger().read(scope);
    expect(promoted).toMatchObject({ deploymentId: 12, promotedFrom });
    expect(older).toMatchObject({ deploymentId: 11 });
    expect(older).not.toHaveProperty('promotedFrom');
  });

  it('are written whole: no file is left aside, and each status is kept newest first', async () => {
    const made = archive('one');
    const mirror = await ledger().start({
      ...scope,
      deploymentId: 5,
      sha256: made.sha256,
      size: made.size,
      commit: 'a'.repeat(40),
      ref: undefined,
      artifact: undefined,
    });
    await mirror.failed(new Error('Deployment 5 failed.'), false);
    const folder = join(dir, 'releases', '1001', 'production');
    expect(readdirSync(folder)).toEqual(['20261124T100000000Z-5.json']);
    const written = JSON.parse(readFileSync(join(folder, '20261124T100000000Z-5.json'), 'utf8'));
    expect(written.statuses.map((status: { state: string }) => status.state)).toEqual([
      'failure',
      'in_progress',
    ]);
    expect(
      await ledger().healthOf({ ...scope, id: 5, createdAt: '2026-11-24T10:00:00.000Z' } as never),
    ).toBe('unknown');
  });

  it("answer how a release's run ended: its health, its last state and when it was set", async () => {
    const made = archive('one');
    const mirror = await ledger().start({
      ...scope,
      deploymentId: 6,
      sha256: made.sha256,
      size: made.size,
      commit: 'a'.repeat(40),
      ref: undefined,
      artifact: undefined,
    });
    const [entry] = await ledger().read(scope);
    expect(await ledger().outcomeOf(entry as never)).toEqual({
      health: 'unknown',
      state: 'in_progress',
      at: '2026-11-24T10:00:00.000Z',
      healthySince: '',
      ran: { health: 'unknown', state: '', at: '' },
      wasLive: false,
    });
    later(90_000);
    await mirror.settle('failure', healthDescription('unhealthy', 'probe answered 500'));
    expect(await ledger().outcomeOf(entry as never)).toEqual({
      health: 'unhealthy',
      state: 'failure',
      at: '2026-11-24T10:01:30.000Z',
      healthySince: '',
      ran: { health: 'unhealthy', state: 'failure', at: '2026-11-24T10:01:30.000Z' },
      wasLive: true,
    });
  });

  it('passes over files that are not records of this environment', async () => {
    await deployed(11, 'one');
    const folder = join(dir, 'releases', '1001', 'production');
    const [name] = readdirSync(folder);
    const good = readFileSync(join(folder, name as string), 'utf8');
    const other = (text: string, file: string) => writeFileSync(join(folder, file), text);
    other('not json', '20261124T100001000Z-12.json');
    other(
      JSON.stringify({ ...JSON.parse(good), amezmo_deploy_ledger: 2 }),
      '20261124T100002000Z-11.json',
    );
    other(good.replace('"id": 11', '"id": 13'), '20261124T100003000Z-13.json');
    other(good, '20261124T100004000Z-11.json');
    other(
      good.replace('"environment": "production"', '"environment": "staging"'),
      '20261124T100000000Z-11.json.copy',
    );
    other(`${good}${' '.repeat(70_000)}`, '20261124T100005000Z-11.json');
    other(good, 'notes.txt');
    expect((await ledger().read(scope)).map((entry) => entry.id)).toEqual([11]);
  });
});

describe('the archives', () => {
  it('are kept once by digest, and read back only when their bytes are the ones recorded', async () => {
    const one = await deployed(11, 'one');
    await deployed(12, 'one');
    expect(readdirSync(join(dir, 'archives'))).toEqual([one.sha256]);
    const [entry] = await ledger().read(scope);
    const kept = { ...entry, artifact: entry?.artifact } as never;
    expect(await ledger().archiveState(kept)).toBe('kept');
    const read = await ledger().readArchive(kept, root);
    expect(readFileSync(read.path, 'utf8')).toBe('one');
    await read.dispose();
    expect(existsSync(read.path)).toBe(false);

    writeFileSync(join(dir, 'archives', one.sha256), 'onf');
    await expect(ledger().readArchive(kept, root)).rejects.toBeInstanceOf(DigestMismatchError);
    rmSync(join(dir, 'archives', one.sha256));
    expect(await ledger().archiveState(kept)).toBe('gone');
    await expect(ledger().readArchive(kept, root)).rejects.toThrow(/is gone from/);
    // Nothing is left in the temporary folder by a read that failed.
    expect(readdirSync(root).filter((name) => name.startsWith('amezmo-kept-'))).toEqual([]);
  });

  it('never reads a file a record names outside the archives', async () => {
    await deployed(11, 'one');
    const [entry] = await ledger().read(scope);
    const outside = { ...entry, artifact: { file: '../../etc/passwd', expiresAt: '' } } as never;
    expect(await ledger().archiveState(outside)).toEqual({
      problem: 'its record names "../../etc/passwd"',
    });
    await expect(ledger().readArchive(outside, root)).rejects.toBeInstanceOf(ArtifactError);
  });

  it('are removed once no record keeps them and they were not kept in the last day', async () => {
    const old = await deployed(11, 'old', 1);
    later(2 * DAY);
    utimesSync(
      join(dir, 'archives', old.sha256),
      now.getTime() / 1000 - 2 * 86_400,
      now.getTime() / 1000 - 2 * 86_400,
    );
    // A file left aside by a run that was killed, two days ago.
    const aside = join(dir, 'archives', `${'f'.repeat(64)}.1-abcd.partial`);
    writeFileSync(aside, 'half');
    utimesSync(aside, now.getTime() / 1000 - 2 * 86_400, now.getTime() / 1000 - 2 * 86_400);
    const fresh = await deployed(12, 'fresh', 30);
    expect(readdirSync(join(dir, 'archives'))).toEqual([fresh.sha256]);
  });

  it('never touches a file it did not write, and names such files once', async () => {
    const notices: string[] = [];
    const noticed = () =>
      folderLedger(
        dir,
        () => now,
        (message) => notices.push(message),
      );
    const old = await deployed(11, 'old', 1);
    const archives = join(dir, 'archives');
    const past = now.getTime() / 1000 + 1 - 2 * 86_400;
    // Its own archive, expired: removed, as before.
    utimesSync(join(archives, old.sha256), past, past);
    // The user's own files, older than any keep-days, and names that only look like the ledger's.
    const foreign = [
      'backup-2026-11-01.tar.gz',
      'notes.txt',
      `${'a'.repeat(64)}.zip`,
      `${'A'.repeat(64)}`,
      `${'b'.repeat(64)}.partial`,
    ];
    for (const name of foreign) {
      writeFileSync(join(archives, name), name);
      utimesSync(join(archives, name), past, past);
    }
    mkdirSync(join(archives, 'old-backups'));
    later(2 * DAY);
    const fresh = archive('fresh');
    await noticed().store.keep(fresh.path, 30, fresh.sha256);
    expect(readdirSync(archives).sort()).toEqual([...foreign, 'old-backups', fresh.sha256].sort());
    for (const name of foreign) expect(readFileSync(join(archives, name), 'utf8')).toBe(name);
    expect(notices).toEqual([
      `The ledger folder's archives (${archives}) hold files it did not write: ` +
        `${[...foreign, 'old-backups'].sort().join(', ')}. They were left as they are; keep ` +
        'other files elsewhere.',
    ]);
  });

  it('keeps an expired archive that is kept again, even before its new record is written', async () => {
    const old = await deployed(11, 'same', 1);
    later(2 * DAY);
    const past = now.getTime() / 1000 - 2 * 86_400;
    utimesSync(join(dir, 'archives', old.sha256), past, past);
    await deployed(12, 'same', 30);
    expect(readdirSync(join(dir, 'archives'))).toEqual([old.sha256]);
  });
});

it('is made as it is first written', async () => {
  mkdirSync(root, { recursive: true });
  expect(existsSync(dir)).toBe(false);
  await deployed(1, 'x');
  expect(readdirSync(dir).sort()).toEqual(['archives', 'releases']);
});

it('replaces a kept archive whose bytes are not the ones of its digest', async () => {
  const one = await deployed(11, 'one');
  const kept = join(dir, 'archives', one.sha256);
  writeFileSync(kept, 'onf');
  await deployed(12, 'one');
  expect(readFileSync(kept, 'utf8')).toBe('one');
});

it('checks the folder before anything is deployed', async () => {
  await ledger().check('write');
  // The probe written is gone; the marker that keeps the folder out of every archive stays.
  expect(readdirSync(dir)).toEqual(['.amezmo-deploy-ledger']);
  expect(readFileSync(join(dir, '.amezmo-deploy-ledger'), 'utf8')).toContain('amezmo-deploy');
  writeFileSync(join(root, 'file'), '');
  await expect(folderLedger(join(root, 'file')).check('read')).rejects.toThrow(
    /is not a folder\.$/,
  );
  await expect(folderLedger(join(root, 'missing')).check('read')).rejects.toThrow(
    /does not exist: name the folder/,
  );
  await expect(folderLedger(join(root, 'file', 'below')).check('write')).rejects.toThrow(
    /cannot be read \(ENOTDIR\)\.$/,
  );
  await expect(folderLedger('/proc/amezmo-ledger/a/b').check('write')).rejects.toThrow(
    /cannot be made \(ENOENT\)\.$/,
  );
});
