// The ledger read back from GitHub, against the REST stand-in: the repository's deployments of
// the ledger's task, whose payloads are written here by hand as the format says (not by the code
// that writes them), among deployments of other tools, other instances and tampered payloads.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { healthOfRelease, ledgerProblem, readLedger } from '../../src/ledger/github.ts';
import { LEDGER_TASK, MAX_RELEASES } from '../../src/ledger/record.ts';
import type { RepositoryTarget } from '../../src/github/rest.ts';
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
