// A kept archive found again and read back, against the GitHub stand-in's artifacts: whether it
// is still there as GitHub's REST API says (kept, expired, deleted, or why it cannot tell), and
// the bytes read back checked against the ledger's digest, computed here on the bytes made.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  artifactProblem,
  artifactState,
  ArtifactError,
  DigestMismatchError,
  fetchKeptArchive,
  type ArchiveStore,
} from '../../src/ledger/artifacts.ts';
import type { KeptArtifact } from '../../src/ledger/record.ts';
import type { RepositoryTarget } from '../../src/github/rest.ts';
import { startGitHubApi, type GitHubApi } from '../github-api/server.ts';
import {
  sha256Hex,
  standInStore,
  standInTarget,
  zipOf,
  type MadeArchive,
} from '../helpers/releases.ts';

let github: GitHubApi;
let target: RepositoryTarget;
let root: string;
let temp: string;
let archive: MadeArchive;

/** Keeps `archive` as an artifact of run 555, as the deploy job of that run did. */
function kept(bytes = archive.bytes): KeptArtifact {
  const stored = github.addArtifact({ name: 'amezmo-7-production-abc.zip', bytes, runId: 555 });
  return { id: stored.id, name: stored.name, runId: String(stored.runId) };
}

/** The release as the ledger recorded it: the digest and size of the bytes made here. */
const release = (artifact: KeptArtifact) => ({
  artifact,
  sha256: archive.sha256,
  size: archive.size,
});

beforeAll(async () => {
  github = await startGitHubApi();
  root = mkdtempSync(join(tmpdir(), 'artifacts-test-'));
  archive = await zipOf(root, 'app', { 'index.php': '<?php echo "one";\n', 'health.txt': 'ok' });
});
afterAll(async () => {
  await github.close();
  rmSync(root, { recursive: true, force: true });
});
beforeEach(() => {
  github.reset();
  target = standInTarget(github);
  temp = join(root, `temp-${Math.random().toString(36).slice(2)}`);
  mkdirSync(temp);
});
afterEach(() => {
  target.github.close();
});

describe('artifactState', () => {
  it('is kept, expired or gone as GitHub says', async () => {
    const one = kept();
    expect(await artifactState(target, one)).toBe('kept');
    github.expireArtifact(one.id);
    expect(await artifactState(target, one)).toBe('expired');
    github.deleteArtifact(one.id);
    expect(await artifactState(target, one)).toBe('gone');
    expect(github.requests.map((request) => request.path)).toEqual(
      Array(3).fill(`/repos/acme/shop/actions/artifacts/${one.id}`),
    );
  });

  it("is gone for another repository's artifact", async () => {
    const stored = github.addArtifact({
      name: 'x.zip',
      bytes: archive.bytes,
      repository: 'other/shop',
    });
    expect(
      await artifactState(target, { id: stored.id, name: 'x.zip', runId: String(stored.runId) }),
    ).toBe('gone');
  });

  it('names the permission when GitHub refuses, and the failure otherwise', async () => {
    const one = kept();
    github.forbid(/actions\/artifacts/);
    expect(await artifactState(target, one)).toEqual({
      problem:
        "the token may not read the workflow's artifacts (GitHub answered 403): give the job " +
        '"permissions: actions: read"',
    });
    github.reset();
    github.fail(/actions\/artifacts/, 503, Infinity);
    const failed = await artifactState(target, one);
    expect(failed).toEqual({ problem: expect.stringContaining('answered 503') as string });
    // A failure that may mend is asked three times.
    expect(github.requests).toHaveLength(3);
  });

  it('does not take a rate limit for a missing permission', async () => {
    const one = kept();
    github.rateLimit(/actions\/artifacts/, { kind: 'primary', resetInSeconds: 3600 });
    const state = await artifactState(target, one);
    expect(state).toEqual({ problem: expect.stringContaining("GitHub's rate limit") as string });
    expect(artifactProblem(new Error('boom.'))).toBe('boom');
  });

  it('throws when the run is cancelled', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    await expect(artifactState(target, kept(), controller.signal)).rejects.toThrow();
  });
});

describe('fetchKeptArchive', () => {
  it('reads the bytes back into a folder of its own, and removes it on dispose', async () => {
    const store = standInStore(github);
    const one = kept();
    const fetched = await fetchKeptArchive(store, target, release(one), temp);
    expect(sha256Hex(readFileSync(fetched.path))).toBe(archive.sha256);
    expect(fetched.path.startsWith(join(temp, 'amezmo-kept-'))).toBe(true);
    await fetched.dispose();
    expect(readdirSync(temp)).toEqual([]);
  });

  it.each([
    ['expired', (id: number) => github.expireArtifact(id), 'it has expired (see keep-days)'],
    [
      'deleted',
      (id: number) => github.deleteArtifact(id),
      'GitHub has no such artifact: it was deleted, or the token may not read it ' +
        '("permissions: actions: read")',
    ],
  ])('says so when the artifact was %s, and downloads nothing', async (_what, make, why) => {
    const store = standInStore(github);
    const one = kept();
    make(one.id);
    const error = await fetchKeptArchive(store, target, release(one), temp).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ArtifactError);
    expect((error as Error).message).toBe(
      `Could not read the archive kept as artifact ${one.id} ('amezmo-7-production-abc.zip', ` +
        `run 555): ${why}.`,
    );
    expect(store.fetched).toEqual([]);
    expect(readdirSync(temp)).toEqual([]);
  });

  it('refuses bytes whose digest is not the ledger’s, and leaves nothing behind', async () => {
    const store = standInStore(github);
    const one = kept();
    // Corrupted in storage: as many bytes, one of them changed.
    const corrupted = Buffer.from(archive.bytes);
    corrupted[10] = (corrupted[10] as number) ^ 0xff;
    github.setArtifactBytes(one.id, corrupted);
    const error = await fetchKeptArchive(store, target, release(one), temp).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DigestMismatchError);
    expect((error as Error).message).toBe(
      `The archive kept as artifact ${one.id} ('amezmo-7-production-abc.zip', run 555) reads back ` +
        `as ${archive.size} bytes with sha256 ${sha256Hex(corrupted)}, not the ${archive.sha256} ` +
        'the ledger recorded: it was not deployed. Deploy a commit again to make a new release.',
    );
    expect(readdirSync(temp)).toEqual([]);
  });

  it('does not even read the digest of bytes of another size', async () => {
    const store = standInStore(github);
    const one = kept(Buffer.concat([archive.bytes, Buffer.from('tail')]));
    const error = await fetchKeptArchive(store, target, release(one), temp).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DigestMismatchError);
    expect((error as Error).message).toContain(`reads back as ${archive.size + 4} bytes`);
  });

  it('says why a download failed', async () => {
    const failing: ArchiveStore = {
      keep: () => Promise.reject(new Error('unused')),
      fetch: () => Promise.reject(new Error('Artifact download failed after 5 retries.')),
    };
    const one = kept();
    await expect(fetchKeptArchive(failing, target, release(one), temp)).rejects.toThrow(
      new ArtifactError(
        `Could not download artifact ${one.id} ('amezmo-7-production-abc.zip', run 555): ` +
          'Artifact download failed after 5 retries.',
      ),
    );
    expect(readdirSync(temp)).toEqual([]);
  });

  it('says why GitHub could not tell whether the artifact is there', async () => {
    const store = standInStore(github);
    const one = kept();
    github.forbid(/actions\/artifacts/);
    await expect(fetchKeptArchive(store, target, release(one), temp)).rejects.toThrow(
      /: the token may not read the workflow's artifacts \(GitHub answered 403\): give the job "permissions: actions: read"\.$/,
    );
  });

  it('passes a cancellation through as it is', async () => {
    const controller = new AbortController();
    const cancelled = new Error('The run was cancelled.');
    const store: ArchiveStore = {
      keep: () => Promise.reject(new Error('unused')),
      fetch: async () => {
        controller.abort(cancelled);
        throw new Error('aborted');
      },
    };
    await expect(
      fetchKeptArchive(store, target, release(kept()), temp, controller.signal),
    ).rejects.toThrow('aborted');
    expect(readdirSync(temp)).toEqual([]);
  });
});
