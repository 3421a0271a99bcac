// What the tests of the ledger and of rollback share: archives made with the system's own zip
// and tar, their digests computed here, an archive store over the GitHub stand-in's artifacts,
// and GitHub deployments written by hand (as another tool, or a tampered payload, would).
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { ArchiveStore } from '../../src/ledger/artifacts.ts';
import type { KeptArtifact } from '../../src/ledger/record.ts';
import { GitHubClient, type RepositoryTarget } from '../../src/github/rest.ts';
import type { Logger } from '../../src/logger.ts';
import type { GitHubApi } from '../github-api/server.ts';

const run = promisify(execFile);

export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** An archive on disk, with what the tests check it by. */
export interface MadeArchive {
  readonly path: string;
  readonly bytes: Buffer;
  readonly size: number;
  readonly sha256: string;
}

function writeTree(folder: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), content);
  }
}

function made(path: string): MadeArchive {
  const bytes = readFileSync(path);
  return { path, bytes, size: bytes.length, sha256: sha256Hex(bytes) };
}

/** Zips `files` (path -> content) into `<dir>/<name>.zip` with Info-ZIP. */
export async function zipOf(
  dir: string,
  name: string,
  files: Record<string, string>,
): Promise<MadeArchive> {
  const folder = join(dir, `${name}-tree`);
  writeTree(folder, files);
  const archive = join(dir, `${name}.zip`);
  await run('zip', ['-q', '-X', '-r', archive, '.'], { cwd: folder });
  return made(archive);
}

/** Writes `files` into `<dir>/<name>.tar` with tar (ustar). */
export async function tarOf(
  dir: string,
  name: string,
  files: Record<string, string>,
): Promise<MadeArchive> {
  const folder = join(dir, `${name}-tree`);
  writeTree(folder, files);
  const archive = join(dir, `${name}.tar`);
  await run('tar', ['--format=ustar', '-cf', archive, '-C', folder, '.']);
  return made(archive);
}

/**
 * An archive store over the stand-in's artifacts: `keep` stores the file as an artifact of run
 * `runId` of acme/shop, as @actions/artifact's upload would; `fetch` downloads one as another run
 * does, through the REST API's `/zip` redirect to the blob store. `fetched` lists the ids read.
 */
export function standInStore(
  github: GitHubApi,
  runId = 1,
  /** The commit the run is of, as GitHub answers for it; the stand-in's default when not given. */
  headSha?: string,
): ArchiveStore & { fetched: number[]; runId: number } {
  const store = {
    runId,
    fetched: [] as number[],
    keep: async (path: string, days: number): Promise<KeptArtifact> => {
      const stored = github.addArtifact({
        name: basename(path),
        bytes: readFileSync(path),
        runId: store.runId,
        ...(headSha === undefined ? {} : { headSha }),
        retentionDays: days,
      });
      return { id: stored.id, name: stored.name, runId: String(stored.runId) };
    },
    fetch: async (kept: KeptArtifact, folder: string): Promise<string> => {
      store.fetched.push(kept.id);
      const response = await fetch(
        `${github.url}/repos/acme/shop/actions/artifacts/${kept.id}/zip`,
      );
      if (!response.ok) throw new Error(`the download answered ${response.status}`);
      const path = join(folder, kept.name);
      writeFileSync(path, Buffer.from(await response.arrayBuffer()));
      return path;
    },
  };
  return store;
}

/**
 * Creates a GitHub deployment on the stand-in as any client could, with statuses (oldest first);
 * answers its id. `payload` is sent as given: an object, or a string.
 */
export async function recordDeployment(
  github: GitHubApi,
  deployment: {
    readonly ref?: string;
    readonly environment?: string;
    readonly task?: string;
    readonly payload?: unknown;
    readonly statuses?: readonly { state: string; description: string }[];
    readonly repository?: string;
  },
): Promise<number> {
  const repository = deployment.repository ?? 'acme/shop';
  const post = async (path: string, body: Record<string, unknown>) => {
    const response = await fetch(`${github.url}/repos/${repository}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status !== 201) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as { id: number };
  };
  const { id } = await post('/deployments', {
    ref: deployment.ref ?? 'main',
    environment: deployment.environment ?? 'production',
    ...(deployment.task === undefined ? {} : { task: deployment.task }),
    ...(deployment.payload === undefined ? {} : { payload: deployment.payload }),
  });
  for (const status of deployment.statuses ?? []) {
    await post(`/deployments/${id}/statuses`, { ...status, auto_inactive: false });
  }
  return id;
}

/** A logger that keeps every line, prefixed by its level when it is not info. */
export function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    debug: () => {},
    info: (message) => lines.push(message),
    warning: (message) => lines.push(`warning: ${message}`),
    notice: (message) => lines.push(`notice: ${message}`),
  };
}

/** acme/shop on the stand-in, as a run's token reaches it: a fresh client each time. */
export function standInTarget(github: GitHubApi): RepositoryTarget {
  return {
    github: new GitHubClient({ token: 'ghs_x', apiUrl: github.url, retryDelayMs: 1 }),
    owner: 'acme',
    repo: 'shop',
    logger: recordingLogger(),
  };
}
