// The ledger read back from GitHub, against the REST stand-in: the repository's deployments of
// the ledger's task, whose payloads are written here by hand as the format says (not by the code
// that writes them), among deployments of other tools, other instances and tampered payloads;
// and against a server of the test's own, answers in an order GitHub's are not taken on trust
// for: pages that shift while they are read, statuses oldest first.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, type TestContext } from 'vitest';
import { healthOfRelease, ledgerProblem, readLedger } from '../../src/ledger/github.ts';
import { LEDGER_TASK, MAX_RELEASES } from '../../src/ledger/record.ts';
import { GitHubClient, type RepositoryTarget } from '../../src/github/rest.ts';
import { silentLogger } from '../../src/logger.ts';
import { startGitHubApi, type GitHubApi } from '../github-api/server.ts';
import { recordDeployment, standInTarget } from '../helpers/releases.ts';

let github: GitHubApi;
let target: RepositoryTarget;
const where = { instance: '7', environment: 'production' };

/** A ledger payload as the format (version 1) has it, written out by hand. */
function payload(
  deploymentId: number,
  digit: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    amezmo_deploy: 1,
    amezmo: { instance: '7', environment: 'production', deployment_id: deploymentId },
    archive: {
      sha256: digit.repeat(64),
      size: 1000 + deploymentId,
      artifact: { id: 3_000_000_000 + deploymentId, name: `a-${deploymentId}.zip`, run_id: 555 },
    },
    commit: digit.repeat(40),
    ref: { kind: 'branch', name: 'main' },
    ...overrides,
  };
}

const ledgerPaths = () =>
  github.requests
    .filter((request) => request.method === 'GET')
    .map((request) => decodeURIComponent(request.path));

beforeAll(async () => {
  github = await startGitHubApi();
});
afterAll(() => github.close());
beforeEach(() => {
  github.reset();
  target = standInTarget(github);
});

describe('readLedger', () => {
  it("reads the environment's releases newest first, passing over everything that is not one", async () => {
    const oldest = await recordDeployment(github, { task: LEDGER_TASK, payload: payload(40, 'a') });
    // Another tool's deployment of the same environment, under its own task.
    await recordDeployment(github, { task: 'deploy', payload: payload(41, 'b') });
    // The ledger's task, but what is in it is not a release of this environment on this instance.
    await recordDeployment(github, { task: LEDGER_TASK, payload: { web_url: 'https://x.test' } });
    await recordDeployment(github, {
      task: LEDGER_TASK,
      payload: payload(42, 'c', {
        amezmo: { instance: '8', environment: 'production', deployment_id: 42 },
      }),
    });
    await recordDeployment(github, {
      task: LEDGER_TASK,
      payload: payload(43, 'd', {
        amezmo: { instance: '7', environment: 'staging', deployment_id: 43 },
      }),
    });
    await recordDeployment(github, {
      task: LEDGER_TASK,
      payload: payload(44, 'e', { amezmo_deploy: 3 }),
    });
    await recordDeployment(github, {
      task: LEDGER_TASK,
      payload: payload(45, 'f', { archive: { sha256: 'not a digest', size: 1 } }),
    });
    // Another environment of GitHub's, with a payload that would otherwise be read.
    await recordDeployment(github, {
      task: LEDGER_TASK,
      environment: 'staging',
      payload: payload(46, '1'),
    });
    // A payload given as a string of JSON is read as GitHub keeps it.
    const newest = await recordDeployment(github, {
      task: LEDGER_TASK,
      payload: JSON.stringify(payload(47, '2', { ref: undefined })),
    });

    const entries = await readLedger(target, where);
    expect(entries.map((entry) => entry.id)).toEqual([newest, oldest]);
    const record = github.deploymentRecords.find((entry) => entry.id === oldest);
    expect(entries[1]).toEqual({
      instance: '7',
      environment: 'production',
      deploymentId: 40,
      sha256: 'a'.repeat(64),
      size: 1040,
      commit: 'a'.repeat(40),
      ref: { kind: 'branch', name: 'main' },
      // A run id given as a number is kept as the text GITHUB_RUN_ID is.
      artifact: { id: 3_000_000_040, name: 'a-40.zip', runId: '555' },
      id: oldest,
      createdAt: record?.created_at,
    });
    expect(entries[0]).toMatchObject({ deploymentId: 47, ref: undefined });
    // GitHub is asked for this environment's deployments of the ledger's task, 100 a page.
    expect(ledgerPaths()).toEqual([
      `/repos/acme/shop/deployments?per_page=100&environment=production&task=${LEDGER_TASK}`,
    ]);
  });

  it('reads every page, and no more than its bound of releases', async () => {
    for (let id = 1; id <= MAX_RELEASES + 5; id++) {
      await recordDeployment(github, { task: LEDGER_TASK, payload: payload(id, 'a') });
    }
    github.requests.length = 0;
    const entries = await readLedger(target, where);
    expect(entries).toHaveLength(MAX_RELEASES);
    // Newest first: the last made comes first, and the five oldest are left out.
    expect(entries[0]?.deploymentId).toBe(MAX_RELEASES + 5);
    expect(entries.at(-1)?.deploymentId).toBe(6);
    expect(ledgerPaths()).toHaveLength(3);
    expect(ledgerPaths()[2]).toContain('page=3');
  });

  it('throws what GitHub answered, for the caller to explain', async () => {
    github.forbid(/deployments/);
    const error = await readLedger(target, where).catch((caught: unknown) => caught);
    expect(ledgerProblem(error)).toBe(
      'the token may not read or write deployments (GitHub answered 403): give the job ' +
        '"permissions: deployments: write"',
    );
  });
});

describe('healthOfRelease', () => {
  it("is the newest status that records a health, after GitHub's own inactive ones", async () => {
    const id = await recordDeployment(github, {
      task: LEDGER_TASK,
      payload: payload(1, 'a'),
      statuses: [
        { state: 'in_progress', description: 'Deploying: Amezmo production' },
        { state: 'failure', description: 'health: unhealthy; answered 500' },
        { state: 'success', description: 'health: healthy; Amezmo deployment 1 succeeded' },
        { state: 'inactive', description: '' },
      ],
    });
    expect(await healthOfRelease(target, { id: id })).toBe('healthy');
  });

  it('is unknown for a release whose statuses never said, and unchecked when they said so', async () => {
    const silent = await recordDeployment(github, {
      task: LEDGER_TASK,
      statuses: [{ state: 'success', description: 'Amezmo deployment 1 succeeded' }],
    });
    const unchecked = await recordDeployment(github, {
      task: LEDGER_TASK,
      statuses: [{ state: 'success', description: 'health: unchecked; no check' }],
    });
    expect(await healthOfRelease(target, { id: silent })).toBe('unknown');
    expect(await healthOfRelease(target, { id: unchecked })).toBe('unchecked');
  });

  it('throws when GitHub does not know the deployment', async () => {
    await expect(healthOfRelease(target, { id: 999 })).rejects.toThrow(/answered 404/);
  });
});

describe('why the ledger could not be read', () => {
  it('names the permission for a refusal, and not for a rate limit or a failure', async () => {
    const failed = () =>
      readLedger(target, where).then(
        () => expect.fail('read'),
        (error: unknown) => ledgerProblem(error),
      );
    github.forbid(/deployments/);
    expect(await failed()).toMatch(
      /GitHub answered 403\): give the job "permissions: deployments: write"$/,
    );
    github.reset();
    github.fail(/deployments/, 404);
    expect(await failed()).toMatch(/GitHub answered 404\): give the job/);
    github.reset();
    github.rateLimit(/deployments/, { kind: 'primary', resetInSeconds: 3600 });
    const limited = await failed();
    expect(limited).toContain("refused by GitHub's rate limit (403)");
    expect(limited).not.toContain('permissions');
    github.reset();
    github.fail(/deployments/, 502, Infinity);
    const failure = await failed();
    expect(failure).toContain('answered 502');
    expect(failure).not.toContain('permissions');
  });
});

describe('answers not taken on trust for their order', () => {
  /** A GitHub of the test's own: `answer` gives each GET's list and its next page, if any. */
  async function oddGitHub(
    onTestFinished: TestContext['onTestFinished'],
    answer: (url: URL) => { list: unknown[]; next?: string },
  ): Promise<RepositoryTarget> {
    const server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const { list, next } = answer(url);
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      response.writeHead(200, {
        'content-type': 'application/json',
        ...(next === undefined ? {} : { link: `<${origin}${next}>; rel="next"` }),
      });
      response.end(JSON.stringify(list));
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const github = new GitHubClient({ token: 'ghs_test', apiUrl });
    onTestFinished(() => new Promise<void>((closed) => server.close(() => closed())));
    return { github, owner: 'acme', repo: 'shop', logger: silentLogger };
  }

  const deployment = (id: number) => ({
    id,
    task: LEDGER_TASK,
    created_at: new Date(Date.UTC(2026, 10, 1, 0, id)).toISOString(),
    payload: payload(id, String(id % 10)),
  });

  it('reads a release once when the pages shift under the read', async ({ onTestFinished }) => {
    // 150 releases, newest first; another run records one more once the first page was given.
    let ids = Array.from({ length: 150 }, (_, index) => 150 - index);
    const target = await oddGitHub(onTestFinished, (url) => {
      const page = Number(url.searchParams.get('page') ?? '1');
      const list = ids.slice((page - 1) * 100, page * 100).map(deployment);
      if (page === 1) ids = [151, ...ids];
      const query = `${url.pathname}?per_page=100&page=${page + 1}`;
      return { list, ...(page * 100 < ids.length ? { next: query } : {}) };
    });
    const entries = await readLedger(target, where);
    // Release 51 came at the end of the first page and again at the start of the second.
    expect(entries.map((entry) => entry.id)).toEqual(
      Array.from({ length: 150 }, (_, index) => 150 - index),
    );
  });

  it('reads the newest health when statuses come oldest first', async ({ onTestFinished }) => {
    const status = (id: number, state: string, description: string) => ({
      id,
      state,
      description,
      created_at: new Date(Date.UTC(2026, 10, id)).toISOString(),
    });
    const target = await oddGitHub(onTestFinished, () => ({
      list: [
        status(1, 'in_progress', 'Deploying'),
        status(2, 'success', 'health: healthy; deployed'),
        status(3, 'failure', 'health: unhealthy; proven again: answered 500'),
      ],
    }));
    expect(await healthOfRelease(target, { id: 40 })).toBe('unhealthy');
  });
});
