// Workflow artifacts on the GitHub stand-in, proved with @actions/artifact itself: its upload
// (one raw file, skipArchive, with a retention) and its download (by id, found through another
// run's REST API, not decompressed) round-trip a zip's exact bytes, in a process of their own
// with the runner's variables, and talk to nothing but the stand-in.
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startGitHubApi, type GitHubApi } from '../../simulator/github.ts';
import type { ArtifactCall, ArtifactCallResult, FindBy } from '../helpers/artifact-client.ts';

const run = promisify(execFile);
const CLIENT = join(dirname(fileURLToPath(import.meta.url)), '..', 'helpers', 'artifact-client.ts');

let github: GitHubApi;
let workdir: string;
let release: string;
let releaseBytes: Buffer;
let calls = 0;

beforeAll(async () => {
  github = await startGitHubApi();
  workdir = mkdtempSync(join(tmpdir(), 'sim-artifacts-'));
  const app = join(workdir, 'app');
  mkdirSync(app);
  // Bytes that do not compress, more than the library's 8 MB blocks: the blob is made of two.
  writeFileSync(join(app, 'vendor.bin'), randomBytes(9 * 1024 * 1024));
  writeFileSync(join(app, 'index.php'), '<?php echo "release";\n');
  await run('zip', ['-q', '-r', join(workdir, 'release-838.zip'), '.'], { cwd: app });
  release = join(workdir, 'release-838.zip');
  releaseBytes = readFileSync(release);
});
afterAll(async () => {
  await github.close();
  rmSync(workdir, { recursive: true, force: true });
});
beforeEach(() => github.reset());

/** Runs one call of the library in a child with the variables of `run`'s job. */
async function artifactClient(
  call: ArtifactCall,
  runOptions: { runId?: number } = {},
  variables: Record<string, string> = {},
): Promise<ArtifactCallResult> {
  const folder = join(workdir, `call-${++calls}`);
  const workspace = join(folder, 'workspace');
  mkdirSync(workspace, { recursive: true });
  writeFileSync(join(folder, 'call.json'), JSON.stringify(call));
  await run(process.execPath, [CLIENT, join(folder, 'call.json'), join(folder, 'result.json')], {
    cwd: workspace,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: folder,
      GITHUB_ACTIONS: 'true',
      GITHUB_WORKSPACE: workspace,
      RUNNER_TEMP: folder,
      ...github.runnerVariables(runOptions),
      ...variables,
    },
  });
  return JSON.parse(readFileSync(join(folder, 'result.json'), 'utf8')) as ArtifactCallResult;
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

const findBy = (workflowRunId = 1): FindBy => ({
  token: 'ghs_another_run',
  workflowRunId,
  repositoryOwner: 'acme',
  repositoryName: 'shop',
});

describe('@actions/artifact against the stand-in', () => {
  it('uploads one raw file, named by it, kept for the days asked, with its digest', async () => {
    const before = Date.now();
    const uploaded = await artifactClient({
      op: 'upload',
      file: release,
      rootDirectory: workdir,
      retentionDays: 3,
    });
    expect(uploaded.error).toBeUndefined();
    const [stored] = github.artifacts;
    expect(uploaded.value).toEqual({
      id: stored?.id,
      size: releaseBytes.length,
      digest: sha256(releaseBytes),
    });
    expect(stored).toMatchObject({
      name: 'release-838.zip',
      repository: 'acme/shop',
      runId: 1,
      size: releaseBytes.length,
      digest: `sha256:${sha256(releaseBytes)}`,
      contentType: 'application/zip',
      expired: false,
    });
    expect(stored?.bytes.equals(releaseBytes)).toBe(true);
    expect(stored?.id).toBeGreaterThan(2 ** 31);
    const days = ((stored?.expiresAt.getTime() ?? 0) - before) / 86_400_000;
    expect(days).toBeGreaterThan(2.99);
    expect(days).toBeLessThan(3.01);

    // Twirp, then the blob's blocks and their list, then the finalize: nothing anywhere else.
    expect(
      github.artifactRequests.map(({ service, method, path }) =>
        service === 'results'
          ? `${method} ${path.replace(/.*ArtifactService\//, '')}`
          : `${method} ${new URL(path, 'http://x').searchParams.get('comp')}`,
      ),
    ).toEqual([
      'POST CreateArtifact',
      'PUT block',
      'PUT block',
      'PUT blocklist',
      'POST FinalizeArtifact',
    ]);
    expect(github.artifactRequests.every(({ status }) => status < 300)).toBe(true);
    // The token goes to the results service only; the blob store has its URL's signature.
    const blobRequests = github.artifactRequests.filter(({ service }) => service === 'blobs');
    expect(blobRequests.map(({ authorization }) => authorization)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(github.requests).toEqual([]);
    expect(uploaded.refused).toEqual([]);
    expect(new Set(uploaded.connections)).toEqual(
      new Set([new URL(github.resultsUrl).host, new URL(github.blobsOrigin).host]),
    );
  });

  it("downloads another run's artifact by id, through the REST API's redirect, byte for byte", async () => {
    const uploaded = await artifactClient({ op: 'upload', file: release, rootDirectory: workdir });
    const id = (uploaded.value as { id: number }).id;
    const target = join(workdir, 'downloaded');
    const downloaded = await artifactClient(
      {
        op: 'download',
        id,
        path: target,
        findBy: findBy(1),
        expectedHash: `sha256:${sha256(releaseBytes)}`,
      },
      { runId: 2 },
    );
    expect(downloaded.error).toBeUndefined();
    expect(downloaded.value).toEqual({ downloadPath: target, digestMismatch: false });
    expect(readdirSync(target)).toEqual(['release-838.zip']);
    expect(readFileSync(join(target, 'release-838.zip')).equals(releaseBytes)).toBe(true);

    // The REST API with the token given, answered 302; then the blob, on another port, without it.
    expect(github.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `GET /repos/acme/shop/actions/artifacts/${id}/zip`,
    ]);
    expect(github.requests[0]?.authorization).toBe('token ghs_another_run');
    const blob = github.artifactRequests.at(-1);
    expect(blob).toMatchObject({ service: 'blobs', method: 'GET', status: 200 });
    expect(blob?.authorization).toBeUndefined();
    expect(downloaded.refused).toEqual([]);
    expect(new Set(downloaded.connections)).toEqual(
      new Set([new URL(github.url).host, new URL(github.blobsOrigin).host]),
    );
  });

  it('reports a digest mismatch for an artifact whose stored bytes changed', async () => {
    const stored = github.addArtifact({ name: 'release-839.zip', bytes: releaseBytes, runId: 5 });
    const corrupted = Buffer.from(releaseBytes);
    const at = corrupted.length - 30;
    corrupted.writeUInt8(corrupted.readUInt8(at) ^ 0xff, at);
    github.setArtifactBytes(stored.id, corrupted);
    expect(github.artifacts[0]).toMatchObject({ digest: stored.digest, size: releaseBytes.length });
    const target = join(workdir, 'corrupted');
    const downloaded = await artifactClient(
      {
        op: 'download',
        id: stored.id,
        path: target,
        findBy: findBy(5),
        expectedHash: stored.digest,
      },
      { runId: 6 },
    );
    expect(downloaded.value).toEqual({ downloadPath: target, digestMismatch: true });
    expect(readFileSync(join(target, 'release-839.zip')).equals(corrupted)).toBe(true);
  });

  it('refuses an expired artifact with 410 and a deleted one with 404, at once', async () => {
    const expired = github.addArtifact({ name: 'old.zip', bytes: releaseBytes });
    github.expireArtifact(expired.id);
    const gone = github.addArtifact({ name: 'gone.zip', bytes: releaseBytes });
    github.deleteArtifact(gone.id);
    const started = Date.now();
    const [first, second] = await Promise.all(
      [expired.id, gone.id].map((id) =>
        artifactClient(
          { op: 'download', id, path: join(workdir, `missing-${id}`), findBy: findBy() },
          { runId: 7 },
        ),
      ),
    );
    expect(first?.error).toMatch(/Artifact has expired/);
    expect(second?.error).toMatch(/Not Found/);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(github.artifacts.map(({ name, expired: isExpired }) => [name, isExpired])).toEqual([
      ['old.zip', true],
    ]);
  });

  it("finds an artifact by name in a run, and downloads its own run's through the results service", async () => {
    github.addArtifact({ name: 'release-1.zip', bytes: Buffer.from('first'), runId: 3 });
    const newer = github.addArtifact({ name: 'release-1.zip', bytes: releaseBytes, runId: 4 });
    const found = await artifactClient(
      { op: 'get', name: 'release-1.zip', findBy: findBy(4) },
      { runId: 9 },
    );
    expect(found.value).toMatchObject({
      artifact: {
        id: newer.id,
        name: 'release-1.zip',
        size: releaseBytes.length,
        digest: newer.digest,
      },
    });

    const target = join(workdir, 'same-run');
    const downloaded = await artifactClient(
      { op: 'download', id: newer.id, path: target },
      { runId: 4 },
    );
    expect(downloaded.error).toBeUndefined();
    expect(readFileSync(join(target, 'release-1.zip')).equals(releaseBytes)).toBe(true);
    expect(
      github.artifactRequests
        .filter(({ service }) => service === 'results')
        .map(({ path }) => path.replace(/.*\//, '')),
    ).toEqual(['ListArtifacts', 'GetSignedArtifactURL']);
  });

  it('fails an upload at once on a refusal of the results service, as asked', async () => {
    github.fail(/CreateArtifact$/, 403);
    const refused = await artifactClient({ op: 'upload', file: release, rootDirectory: workdir });
    expect(refused.error).toMatch(
      /non-retryable error: Failed request: \(403\).*Simulated failure 403/,
    );
    expect(github.artifacts).toEqual([]);
  });

  it('would be refused anything beyond this machine: the check above proves something', async () => {
    const escaped = await artifactClient(
      { op: 'download', id: 1, path: join(workdir, 'nowhere'), findBy: findBy() },
      {},
      { GITHUB_API_URL: 'https://api.github.com' },
    );
    expect(escaped.refused).toEqual(['api.github.com:443']);
    expect(escaped.error).toMatch(/refused to leave the machine/);
  });
});
