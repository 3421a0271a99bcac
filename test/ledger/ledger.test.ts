// The ledger's interface, the same cases against both of its stores: releases recorded as the
// pipeline records them (the bytes kept, the record started, its outcome marked), then read back
// as the jobs read them (newest first, with their health; what is live; the last healthy release;
// one by the start of its commit; the kept bytes opened and checked). The folder store is a
// temporary folder; the GitHub store is the GitHub stand-in's deployments and artifacts.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DigestMismatchError, type ArchiveStore } from '../../src/ledger/artifacts.ts';
import { folderLedger } from '../../src/ledger/folder.ts';
import { githubLedger } from '../../src/ledger/github.ts';
import type { Journal, Ledger, LedgerScope } from '../../src/ledger/ledger.ts';
import type { MirrorSettings } from '../../src/ledger/mirror.ts';
import {
  healthDescription,
  type KeptArchive,
  type LedgerEntry,
  type RecordedHealth,
} from '../../src/ledger/record.ts';
import { keepArchive, startRecords } from '../../src/ledger/recording.ts';
import { startGitHubApi, type GitHubApi } from '../github-api/server.ts';
import { recordingLogger, sha256Hex, standInStore, standInTarget } from '../helpers/releases.ts';

const scope: LedgerScope = { instance: '7', environment: 'production' };

let github: GitHubApi;
let root: string;
let made = 0;

/** One store of the ledger, as a test writes to it and spoils it. */
interface Store {
  /** The ledger the jobs read. */
  ledger(): Ledger;
  /** Where a release of `commit`, made by workflow run `runId`, is kept and recorded. */
  writer(
    commit: string,
    runId: number,
  ): { store: ArchiveStore; journal?: Journal; mirror?: MirrorSettings };
  /** Replaces the kept bytes with others of the same size. */
  tamper(kept: KeptArchive, bytes: Buffer): void;
  /** Removes the kept bytes. */
  remove(kept: KeptArchive): void;
}

const folderStore = (): Store => {
  const dir = join(root, 'ledger');
  let now = new Date('2026-11-24T10:00:00.000Z');
  // Each record a second after the one before: a folder's records are named by their time.
  const clock = () => (now = new Date(now.getTime() + 1000));
  const file = (kept: KeptArchive) => join(dir, (kept as { file: string }).file);
  return {
    ledger: () => folderLedger(dir, clock),
    writer: () => {
      const ledger = folderLedger(dir, clock);
      return { store: ledger.store, journal: ledger };
    },
    tamper: (kept, bytes) => writeFileSync(file(kept), bytes),
    remove: (kept) => rmSync(file(kept)),
  };
};

const githubStore = (): Store => {
  const target = standInTarget(github);
  return {
    ledger: () => githubLedger(target, standInStore(github)),
    writer: (commit, runId) => ({
      // Kept by a run of the release's own commit, as the deploy job keeps it: trusted.
      store: standInStore(github, runId, commit),
      mirror: {
        ...target,
        ref: commit,
        environment: scope.environment,
        environmentUrl: '',
        logUrl: '',
        startedText: 'Deploying',
      },
    }),
    tamper: (kept, bytes) => github.setArtifactBytes((kept as { id: number }).id, bytes),
    remove: (kept) => github.deleteArtifact((kept as { id: number }).id),
  };
};

beforeAll(async () => {
  github = await startGitHubApi();
});
afterAll(() => github.close());
beforeEach(() => {
  github.reset();
  root = mkdtempSync(join(tmpdir(), 'ledger-interface-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** What a test knows of a release it recorded. */
interface Recorded {
  readonly commit: string;
  readonly text: string;
  readonly sha256: string;
  readonly deploymentId: number;
  readonly kept: KeptArchive;
}

/**
 * Records a release of commit `digit`×40 holding `text`, as the pipeline does: its bytes kept,
 * its record started, then its outcome marked: the health proven, or the deployment failed.
 */
async function record(
  store: Store,
  digit: string,
  text: string,
  outcome: Exclude<RecordedHealth, 'unknown'> | 'failed',
): Promise<Recorded> {
  const commit = digit.repeat(40);
  const runId = 500 + ++made;
  const archive = join(root, `release-${made}.zip`);
  writeFileSync(archive, text);
  const sha256 = sha256Hex(Buffer.from(text));
  const work = join(root, `work-${made}`);
  mkdirSync(work);
  const { store: keeper, journal, mirror } = store.writer(commit, runId);
  const ledger = {
    keepDays: 30,
    attempt: '1',
    runId: String(runId),
    ref: { kind: 'branch', name: 'main' },
  } as const;
  const logger = recordingLogger();
  const { kept } = await keepArchive(
    scope,
    ledger,
    { path: archive, sha256 },
    { path: work },
    { store: keeper, group: (_title, phase) => phase(), logger },
  );
  expect(kept, logger.lines.join('\n')).toBeDefined();
  const deploymentId = 9000 + made;
  const recording = await startRecords(
    {
      ...scope,
      deploymentId,
      commit,
      archive: { sha256, size: text.length },
      kept,
      ledger,
      mirror,
    },
    { journal, logger },
  );
  if (outcome === 'failed') {
    await recording.failed(new Error(`Amezmo deployment ${deploymentId} failed`), false);
  } else {
    await recording.settle(
      outcome === 'healthy' ? 'success' : 'failure',
      healthDescription(outcome, `Amezmo deployment ${deploymentId} succeeded`),
    );
  }
  return { commit, text, sha256, deploymentId, kept: kept as KeptArchive };
}

const signal = new AbortController().signal;

/** The entry of `release` among `entries`, as one whose bytes were kept. */
function entryOf(entries: readonly LedgerEntry[], release: Recorded) {
  const entry = entries.find((each) => each.deploymentId === release.deploymentId);
  if (!entry?.artifact) throw new Error(`no kept entry of ${release.deploymentId}`);
  return { ...entry, artifact: entry.artifact };
}

describe.each([
  ['a ledger folder', folderStore],
  ["the repository's GitHub deployments", githubStore],
])('the ledger kept in %s', (_name, storeOf) => {
  let store: Store;
  let first: Recorded;
  let second: Recorded;
  let third: Recorded;
  beforeEach(async () => {
    store = storeOf();
    first = await record(store, 'a', 'first release', 'healthy');
    second = await record(store, 'b', 'second release', 'unhealthy');
    third = await record(store, 'c', 'third release', 'failed');
  });

  it('reads each release back, newest first, with its record and the health it recorded', async () => {
    const ledger = store.ledger();
    const entries = await ledger.read(scope, signal);
    expect(entries.map((entry) => entry.deploymentId)).toEqual([
      third.deploymentId,
      second.deploymentId,
      first.deploymentId,
    ]);
    expect(entries[2]).toMatchObject({
      ...scope,
      commit: first.commit,
      sha256: first.sha256,
      size: first.text.length,
      ref: { kind: 'branch', name: 'main' },
      artifact: first.kept,
    });
    const health = await Promise.all(entries.map((entry) => ledger.healthOf(entry, signal)));
    // A failed deployment proved no health.
    expect(health).toEqual(['unknown', 'unhealthy', 'healthy']);
    expect(await ledger.read({ ...scope, environment: 'staging' }, signal)).toEqual([]);
  });

  it('answers how each release ended alike: its health, its last state and when it was set', async () => {
    const ledger = store.ledger();
    const entries = await ledger.read(scope, signal);
    const outcomes = await Promise.all(entries.map((entry) => ledger.outcomeOf(entry, signal)));
    expect(outcomes.map(({ health, state }) => [health, state])).toEqual([
      ['unknown', 'failure'],
      ['unhealthy', 'failure'],
      ['healthy', 'success'],
    ]);
    for (const { at } of outcomes) expect(at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
  });

  it('says which release is live, with the health its record says', async () => {
    const ledger = store.ledger();
    const entries = await ledger.read(scope, signal);
    const options = { logger: recordingLogger(), signal };
    expect(await ledger.live(entries, second.deploymentId, options)).toEqual({
      ...entries[1],
      health: 'unhealthy',
    });
    // Given as the Amezmo API may give it, a string.
    expect(await ledger.live(entries, String(first.deploymentId), options)).toMatchObject({
      deploymentId: first.deploymentId,
      health: 'healthy',
    });
    expect(await ledger.live(entries, 1, options)).toBeUndefined();
    expect(await ledger.live(entries, null, options)).toBeUndefined();
  });

  it('records the health a later run proved, which live and lastHealthy then read', async () => {
    const ledger = store.ledger();
    const entries = await ledger.read(scope, signal);
    const proven = entries[1] as LedgerEntry;
    await ledger.recordHealth(proven, 'healthy', 'proven again by run 9: /up answered 200', signal);
    const again = await store.ledger().read(scope, signal);
    expect(again.map((entry) => entry.deploymentId)).toEqual(entries.map((e) => e.deploymentId));
    expect(await ledger.healthOf(again[1] as LedgerEntry, signal)).toBe('healthy');
    const options = { logger: recordingLogger(), signal };
    expect(await ledger.live(again, second.deploymentId, options)).toMatchObject({
      health: 'healthy',
    });
    expect(await ledger.outcomeOf(again[1] as LedgerEntry, signal)).toMatchObject({
      health: 'healthy',
      state: 'success',
    });
    // The other releases' records are as they were.
    expect(await ledger.healthOf(again[2] as LedgerEntry, signal)).toBe('healthy');
    expect(await ledger.healthOf(again[0] as LedgerEntry, signal)).toBe('unknown');
  });

  it('finds the last healthy release whose bytes are kept and trusted, or says why none', async () => {
    const ledger = store.ledger();
    const entries = await ledger.read(scope, signal);
    const found = await ledger.lastHealthy(entries, { not: third.sha256, signal });
    expect(found).toEqual({ candidate: { ...entries[2], health: 'healthy' } });
    expect(await ledger.trust(entryOf(entries, first), signal)).toBeUndefined();

    expect(await ledger.archiveState(entryOf(entries, first), signal)).toBe('kept');
    store.remove(first.kept);
    expect(await ledger.archiveState(entryOf(entries, first), signal)).toBe('gone');
    expect(await ledger.lastHealthy(entries, { not: third.sha256, signal })).toEqual({
      problem:
        'none of the 3 earlier release(s) in the ledger was verified healthy with its archive ' +
        'kept (the archives of 1 healthy one(s) have expired or are gone)',
    });
  });

  it('finds one release by the start of its commit, naming its ids as the store does', async () => {
    const ledger = store.ledger();
    const entries = await ledger.read(scope, signal);
    const text = second.commit.slice(0, 7);
    expect(ledger.find(entries, { kind: 'sha', text })).toBe(entries[1]);
    const id = String(entries[2]?.id);
    expect(ledger.find(entries, { kind: 'id-or-sha', text: id })).toBe(entries[2]);
    expect(() => ledger.find(entries, { kind: 'sha', text: 'ddddddd' })).toThrow(
      "No release in the ledger (3 read) is of a commit starting with ddddddd, as 'to: ddddddd' " +
        'asks: check it, or set dry-run: true to list the releases.',
    );
  });

  it('opens the kept bytes checked against the digest recorded, and never others', async () => {
    const ledger = store.ledger();
    const entries = await ledger.read(scope, signal);
    const temp = join(root, 'temp');
    mkdirSync(temp);
    const opened = await ledger.readArchive(entryOf(entries, first), temp, signal);
    expect(readFileSync(opened.path, 'utf8')).toBe(first.text);
    await opened.dispose();
    expect(existsSync(opened.path)).toBe(false);

    store.tamper(second.kept, Buffer.from(second.text.toUpperCase()));
    await expect(ledger.readArchive(entryOf(entries, second), temp, signal)).rejects.toThrow(
      DigestMismatchError,
    );
    // Nothing read back is left behind.
    expect(readdirSync(temp)).toEqual([]);
  });
});
