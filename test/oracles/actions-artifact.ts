// What @actions/artifact sends the GitHub stand-in (simulator/github*.ts) and what it makes of the
// answers, case by case: the requests of each call in order, with the stand-in's answers, and
// the value (or error) the call returned, each with its random and time-dependent parts named
// (`<uuid 2>`, `<sig 1>`, `<time now+3d>`). actions-artifact.json keeps them; the unit test
// (test/simulator/artifacts.test.ts) replays the recorded requests against a fresh stand-in and
// holds its answers to the recorded ones; `npm run oracles` runs the library itself, a process a
// call, and fails when the recording is out of date (ORACLES_UPDATE=1 rewrites it).
import { execFile } from 'node:child_process';
import { createCipheriv } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ExpectStatic } from 'vitest';
import { startGitHubApi, type GitHubApi, type StoredArtifact } from '../../simulator/github.ts';
import type { ArtifactCall, ArtifactCallResult, FindBy } from '../helpers/artifact-client.ts';
import {
  caseNames,
  exchangesOf,
  hostsOf,
  recordedResult,
  runVariables,
  sha256,
  watch,
  replay,
  type Exchange,
  type Names,
} from './artifact-exchanges.ts';

export const ARTIFACT_RECORDING = join(import.meta.dirname, 'actions-artifact.json');
const CLIENT = join(import.meta.dirname, '..', 'helpers', 'artifact-client.ts');

export interface RecordedCall {
  /** The workflow run (GITHUB_RUN_ID) the call's job belongs to. */
  run: number;
  exchanges: Exchange[];
  result: ArtifactCallResult;
}

export type ArtifactRecording = Record<string, RecordedCall[]>;

/** Bytes the cases upload: 9 MiB that do not compress, the same on every machine. */
export const RELEASE_BYTES = createCipheriv('aes-256-ctr', Buffer.alloc(32), Buffer.alloc(16))
  .update(Buffer.alloc(9 * 1024 * 1024))
  .subarray();
export const RELEASE_NAME = 'release-838.zip';

/** What a case's checks are given: the stand-in, the case's folder, and each call's result. */
export interface Given {
  github: GitHubApi;
  workdir: string;
  /** Set up by the case, for its calls and checks. */
  stored: StoredArtifact[];
  /** Each call's result: live, as the library gave it; replayed, as recorded (`<workdir>`). */
  results: ArtifactCallResult[];
  /** The library ran (the oracle), rather than its requests replayed: files and time are real. */
  live: boolean;
  /** How long each call took, live. */
  millis: number[];
}

export interface CallSpec {
  call: ArtifactCall;
  run?: number;
  variables?: Record<string, string>;
}

export interface ArtifactCase {
  name: string;
  setup?: (github: GitHubApi) => StoredArtifact[];
  /** The calls, one after the other; each may read the results before it. */
  calls: ((given: Given) => CallSpec)[];
  check: (given: Given, expect: Expect) => void;
}

type Expect = ExpectStatic;

export const findBy = (workflowRunId = 1): FindBy => ({
  token: 'ghs_another_run',
  workflowRunId,
  repositoryOwner: 'acme',
  repositoryName: 'shop',
});

const releaseFile = (workdir: string) => join(workdir, RELEASE_NAME);
const corrupted = (() => {
  const bytes = Buffer.from(RELEASE_BYTES);
  const at = bytes.length - 30;
  bytes.writeUInt8(bytes.readUInt8(at) ^ 0xff, at);
  return bytes;
})();

export const cases: ArtifactCase[] = [
  {
    name: 'uploads one raw file, named by it, kept for the days asked, with its digest',
    calls: [
      ({ workdir }) => ({
        call: {
          op: 'upload',
          file: releaseFile(workdir),
          rootDirectory: workdir,
          retentionDays: 3,
        },
      }),
    ],
    check: ({ github, results: [uploaded], live }, expect) => {
      expect(uploaded?.error).toBeUndefined();
      const [stored] = github.artifacts;
      expect(uploaded?.value).toEqual({
        id: stored?.id,
        size: RELEASE_BYTES.length,
        digest: sha256(RELEASE_BYTES),
      });
      expect(stored).toMatchObject({
        name: RELEASE_NAME,
        repository: 'acme/shop',
        runId: 1,
        size: RELEASE_BYTES.length,
        digest: `sha256:${sha256(RELEASE_BYTES)}`,
        contentType: 'application/zip',
        expired: false,
      });
      expect(stored?.bytes.equals(RELEASE_BYTES)).toBe(true);
      expect(stored?.id).toBeGreaterThan(2 ** 31);
      const days =
        ((stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0)) / 864e5;
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
      expect(uploaded?.refused).toEqual([]);
      expect(new Set(uploaded?.connections)).toEqual(
        new Set(live ? hostsOf(github, 'results', 'blobs') : ['<results host>', '<blobs host>']),
      );
    },
  },
  {
    name: "downloads another run's artifact by id, through the REST API's redirect, byte for byte",
    calls: [
      ({ workdir }) => ({
        call: { op: 'upload', file: releaseFile(workdir), rootDirectory: workdir },
      }),
      ({ workdir, results: [uploaded] }) => ({
        call: {
          op: 'download',
          id: (uploaded?.value as { id: number }).id,
          path: join(workdir, 'downloaded'),
          findBy: findBy(1),
          expectedHash: `sha256:${sha256(RELEASE_BYTES)}`,
        },
        run: 2,
      }),
    ],
    check: ({ github, results: [uploaded, downloaded], live, workdir }, expect) => {
      const id = (uploaded?.value as { id: number }).id;
      expect(downloaded?.error).toBeUndefined();
      expect(downloaded?.value).toEqual({
        downloadPath: live ? join(workdir, 'downloaded') : '<workdir>/downloaded',
        digestMismatch: false,
      });
      if (live) expectDownloaded(expect, join(workdir, 'downloaded'), RELEASE_NAME, RELEASE_BYTES);
      // The REST API with the token given, answered 302; then the blob, on another port, without it.
      expect(github.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
        `GET /repos/acme/shop/actions/artifacts/${id}/zip`,
      ]);
      expect(github.requests[0]?.authorization).toBe('token ghs_another_run');
      const blob = github.artifactRequests.at(-1);
      expect(blob).toMatchObject({ service: 'blobs', method: 'GET', status: 200 });
      expect(blob?.authorization).toBeUndefined();
      expect(downloaded?.refused).toEqual([]);
      expect(new Set(downloaded?.connections)).toEqual(
        new Set(live ? hostsOf(github, 'rest', 'blobs') : ['<rest host>', '<blobs host>']),
      );
    },
  },
  {
    name: 'reports a digest mismatch for an artifact whose stored bytes changed',
    setup: (github) => {
      const stored = github.addArtifact({
        name: 'release-839.zip',
        bytes: RELEASE_BYTES,
        runId: 5,
      });
      github.setArtifactBytes(stored.id, corrupted);
      return [stored];
    },
    calls: [
      ({ workdir, stored: [stored] }) => ({
        call: {
          op: 'download',
          id: stored?.id ?? 0,
          path: join(workdir, 'corrupted'),
          findBy: findBy(5),
          expectedHash: stored?.digest,
        },
        run: 6,
      }),
    ],
    check: ({ github, results: [downloaded], live, workdir, stored: [stored] }, expect) => {
      expect(github.artifacts[0]).toMatchObject({
        digest: stored?.digest,
        size: RELEASE_BYTES.length,
      });
      expect(downloaded?.value).toEqual({
        downloadPath: live ? join(workdir, 'corrupted') : '<workdir>/corrupted',
        digestMismatch: true,
      });
      if (live) expectDownloaded(expect, join(workdir, 'corrupted'), 'release-839.zip', corrupted);
    },
  },
  {
    name: 'refuses an expired artifact with 410 and a deleted one with 404, at once',
    setup: (github) => {
      const expired = github.addArtifact({ name: 'old.zip', bytes: RELEASE_BYTES });
      github.expireArtifact(expired.id);
      const gone = github.addArtifact({ name: 'gone.zip', bytes: RELEASE_BYTES });
      github.deleteArtifact(gone.id);
      return [expired, gone];
    },
    calls: [0, 1].map((index) => ({ workdir, stored }: Given): CallSpec => ({
      call: {
        op: 'download',
        id: stored[index]?.id ?? 0,
        path: join(workdir, `missing-${index}`),
        findBy: findBy(),
      },
      run: 7,
    })),
    check: ({ github, results: [first, second], live, millis }, expect) => {
      expect(first?.error).toMatch(/Artifact has expired/);
      expect(second?.error).toMatch(/Not Found/);
      // At once: one request each, never asked again.
      expect(github.requests.map(({ path }) => path.replace(/\d+/g, 'N'))).toEqual([
        '/repos/acme/shop/actions/artifacts/N/zip',
        '/repos/acme/shop/actions/artifacts/N/zip',
      ]);
      if (live) for (const time of millis) expect(time).toBeLessThan(15_000);
      expect(github.artifacts.map(({ name, expired: isExpired }) => [name, isExpired])).toEqual([
        ['old.zip', true],
      ]);
    },
  },
  {
    name: "finds an artifact by name in a run, and downloads its own run's through the results service",
    setup: (github) => [
      github.addArtifact({ name: 'release-1.zip', bytes: Buffer.from('first'), runId: 3 }),
      github.addArtifact({ name: 'release-1.zip', bytes: RELEASE_BYTES, runId: 4 }),
    ],
    calls: [
      () => ({ call: { op: 'get', name: 'release-1.zip', findBy: findBy(4) }, run: 9 }),
      ({ workdir, stored: [, newer] }) => ({
        call: { op: 'download', id: newer?.id ?? 0, path: join(workdir, 'same-run') },
        run: 4,
      }),
    ],
    check: ({ github, results: [found, downloaded], live, workdir, stored: [, newer] }, expect) => {
      expect(found?.value).toMatchObject({
        artifact: {
          id: newer?.id,
          name: 'release-1.zip',
          size: RELEASE_BYTES.length,
          digest: newer?.digest,
        },
      });
      expect(downloaded?.error).toBeUndefined();
      if (live) expectDownloaded(expect, join(workdir, 'same-run'), 'release-1.zip', RELEASE_BYTES);
      expect(
        github.artifactRequests
          .filter(({ service }) => service === 'results')
          .map(({ path }) => path.replace(/.*\//, '')),
      ).toEqual(['ListArtifacts', 'GetSignedArtifactURL']);
    },
  },
  {
    name: 'fails an upload at once on a refusal of the results service, as asked',
    setup: (github) => {
      github.fail(/CreateArtifact$/, 403);
      return [];
    },
    calls: [
      ({ workdir }) => ({
        call: { op: 'upload', file: releaseFile(workdir), rootDirectory: workdir },
      }),
    ],
    check: ({ github, results: [refused] }, expect) => {
      expect(refused?.error).toMatch(
        /non-retryable error: Failed request: \(403\).*Simulated failure 403/,
      );
      expect(github.artifacts).toEqual([]);
    },
  },
  {
    name: 'would be refused anything beyond this machine: the check above proves something',
    calls: [
      ({ workdir }) => ({
        call: { op: 'download', id: 1, path: join(workdir, 'nowhere'), findBy: findBy() },
        variables: { GITHUB_API_URL: 'https://api.github.com' },
      }),
    ],
    check: ({ github, results: [escaped] }, expect) => {
      expect(escaped?.refused).toEqual(['api.github.com:443']);
      expect(escaped?.error).toMatch(/refused to leave the machine/);
      expect(github.requests).toEqual([]);
      expect(github.artifactRequests).toEqual([]);
    },
  },
];

function expectDownloaded(expect: Expect, folder: string, name: string, bytes: Buffer): void {
  const path = join(folder, name);
  expect(readFileSync(path).equals(bytes), path).toBe(true);
}

// ---- asking the library ----------------------------------------------------------------------

const run = promisify(execFile);

/** Runs one call of the library in a child, with the variables a runner gives a job of `run`. */
export async function callLibrary(
  github: GitHubApi,
  names: Names,
  workdir: string,
  index: number,
  spec: CallSpec,
): Promise<ArtifactCallResult> {
  const folder = join(workdir, `call-${index}`);
  const workspace = join(folder, 'workspace');
  mkdirSync(workspace, { recursive: true });
  writeFileSync(join(folder, 'call.json'), JSON.stringify(spec.call));
  await run(process.execPath, [CLIENT, join(folder, 'call.json'), join(folder, 'result.json')], {
    cwd: workspace,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: folder,
      GITHUB_ACTIONS: 'true',
      GITHUB_WORKSPACE: workspace,
      RUNNER_TEMP: folder,
      ...runVariables(github, names, spec.run ?? 1),
      ...spec.variables,
    },
  });
  return JSON.parse(readFileSync(join(folder, 'result.json'), 'utf8')) as ArtifactCallResult;
}

/** The bytes a case's files hold, by name: what a recorded upload's blocks are slices of. */
export const CASE_FILES: Record<string, Buffer> = { [RELEASE_NAME]: RELEASE_BYTES };

export function readArtifactRecording(): ArtifactRecording {
  return JSON.parse(readFileSync(ARTIFACT_RECORDING, 'utf8')) as ArtifactRecording;
}

// ---- a case, asked of the library or replayed ---------------------------------------------------

async function withStandIn<T>(
  work: (github: GitHubApi, workdir: string) => Promise<T>,
): Promise<T> {
  const github = await startGitHubApi();
  const workdir = mkdtempSync(join(tmpdir(), 'artifact-case-'));
  try {
    return await work(github, workdir);
  } finally {
    await github.close();
    rmSync(workdir, { recursive: true, force: true });
  }
}

/** Runs a case's calls through the library, checks them, and answers them as recorded. */
export function askLibrary(testCase: ArtifactCase, expect: Expect): Promise<RecordedCall[]> {
  return withStandIn(async (github, workdir) => {
    writeFileSync(join(workdir, RELEASE_NAME), RELEASE_BYTES);
    const names = caseNames(github, workdir);
    const given: Given = {
      github,
      workdir,
      stored: testCase.setup?.(github) ?? [],
      results: [],
      live: true,
      millis: [],
    };
    const recorded: RecordedCall[] = [];
    for (const [index, callOf] of testCase.calls.entries()) {
      const spec = callOf(given);
      const watching = watch(github);
      const started = Date.now();
      const result = await callLibrary(github, names, workdir, index, spec);
      given.millis.push(Date.now() - started);
      const exchanges = exchangesOf(await watching.stop(), names, CASE_FILES);
      given.results.push(result);
      recorded.push({
        run: spec.run ?? 1,
        exchanges,
        result: recordedResult(result, names, Date.now()),
      });
    }
    testCase.check(given, expect);
    return recorded;
  });
}

/**
 * Sends a case's recorded requests to a fresh stand-in, holds its answers to the recorded ones,
 * and checks the case with the recorded results.
 */
export function replayCase(
  testCase: ArtifactCase,
  recorded: RecordedCall[],
  expect: Expect,
): Promise<void> {
  expect(recorded, 'a call without its recording: ORACLES_UPDATE=1 npm run oracles').toHaveLength(
    testCase.calls.length,
  );
  return withStandIn(async (github, workdir) => {
    const names = caseNames(github, workdir);
    const given: Given = {
      github,
      workdir,
      stored: testCase.setup?.(github) ?? [],
      results: recorded.map(({ result }) => result),
      live: false,
      millis: [],
    };
    for (const [index, call] of recorded.entries()) {
      runVariables(github, names, call.run);
      // One at a time, each answer named before the next request needs what it gave.
      const answered: Exchange[] = [];
      for (const exchange of call.exchanges) {
        const watching = watch(github);
        await replay(github, names, exchange, CASE_FILES);
        answered.push(...exchangesOf(await watching.stop(), names, CASE_FILES));
      }
      expect(
        answered,
        `call ${index + 1}: the stand-in answers as @actions/artifact was answered`,
      ).toEqual(call.exchanges);
    }
    testCase.check(given, expect);
  });
}
