// Whether a record of the ledger may be trusted, for what the GitHub stand-in answers about its
// artifact and the workflow run that made it: records are written here as a forger could write
// them, with artifacts of runs of other commits, other environments and other repositories.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { artifactName } from '../../src/ledger/artifacts.ts';
import { LEDGER_TASK, payloadOf, type LedgerEntry } from '../../src/ledger/record.ts';
import type { RepositoryTarget } from '../../src/github/rest.ts';
import { trustProblem, type ArtifactEntry } from '../../src/ledger/trust.ts';
import { startGitHubApi, type GitHubApi } from '../github-api/server.ts';
import { recordDeployment, standInTarget } from '../helpers/releases.ts';

let github: GitHubApi;
let target: RepositoryTarget;
const where = { instance: '7', environment: 'production' };
const COMMIT = 'c'.repeat(40);
const SHA256 = 'a'.repeat(64);
let runs = 1000;

beforeAll(async () => {
  github = await startGitHubApi();
});
afterAll(() => github.close());
beforeEach(() => {
  github.reset();
  target = standInTarget(github);
});

/** An artifact on the stand-in, made by run `runId` of `headSha`, and a record naming it. */
function kept(
  options: {
    name?: string;
    runId?: number;
    headSha?: string;
    repository?: string;
    headRepository?: string;
  } = {},
  record: Partial<Omit<LedgerEntry, 'artifact'>> = {},
): ArtifactEntry {
  // Runs outlive the stand-in's reset: each test's own, by default.
  const runId = options.runId ?? ++runs;
  const stored = github.addArtifact({
    name: options.name ?? artifactName(where, SHA256, '1'),
    bytes: Buffer.from('zip'),
    runId,
    headSha: options.headSha ?? COMMIT,
    ...(options.repository === undefined ? {} : { repository: options.repository }),
    ...(options.headRepository === undefined ? {} : { headRepository: options.headRepository }),
  });
  return {
    ...where,
    deploymentId: 838,
    sha256: SHA256,
    size: 3,
    commit: COMMIT,
    ref: { kind: 'branch', name: 'main' },
    artifact: { id: stored.id, name: stored.name, runId: String(runId) },
    id: 4000,
    createdAt: '',
    ...record,
  };
}

describe('trustProblem', () => {
  it('trusts an artifact named for the record, made by a run of this repository for its commit', async () => {
    expect(await trustProblem(target, kept())).toBeUndefined();
    expect(await trustProblem(target, kept({ runId: 41 }, { runId: '41' }))).toBeUndefined();
    // A re-run's attempt is part of the name.
    const again = kept({ name: artifactName(where, SHA256, '2'), runId: 42 });
    expect(await trustProblem(target, again)).toBeUndefined();
  });

  it.each([
    [
      'another environment’s artifact',
      () => kept({ name: artifactName({ ...where, environment: 'staging' }, SHA256, '1') }),
      /^its artifact \d+ \('amezmo-7-staging-aaaaaaaaaaaaaaaa\.zip'\) is not named as the archive of environment 'production' on instance 7 with sha256 aaaaaaaaaaaaaaaa…$/,
    ],
    [
      'another instance’s artifact',
      () => kept({ name: artifactName({ ...where, instance: '8' }, SHA256, '1') }),
      /is not named as the archive of environment 'production' on instance 7/,
    ],
    [
      'an artifact of other bytes',
      () => kept({ name: artifactName(where, 'b'.repeat(64), '1') }),
      /is not named as the archive/,
    ],
    [
      'an artifact made by a run of another commit',
      () => kept({ runId: 40, headSha: 'd'.repeat(40) }),
      /^its artifact \d+ was made by workflow run 40 for commit ddddddd, not for the record's commit ccccccc$/,
    ],
    [
      'an artifact made by another run than the record names',
      () => kept({ runId: 44 }, { runId: '39' }),
      /^its artifact \d+ was made by workflow run 44, not run 39 as recorded$/,
    ],
    [
      'an artifact whose recorded run is not its own',
      () => {
        const entry = kept({ runId: 45 });
        return { ...entry, artifact: { ...entry.artifact, runId: '43' } };
      },
      /was made by workflow run 45, not run 43 as recorded$/,
    ],
    [
      'an artifact of a fork’s pull request run',
      () => kept({ runId: 46, headRepository: 'mallory/shop' }),
      /^its artifact \d+ was made by workflow run 46 of a commit of mallory\/shop, not of acme\/shop$/,
    ],
    [
      'an artifact GitHub does not have',
      () => {
        const entry = kept();
        return { ...entry, artifact: { ...entry.artifact, id: 1 } };
      },
      /^GitHub has no artifact 1 in acme\/shop$/,
    ],
  ])('refuses %s', async (_what, entry, problem) => {
    expect(await trustProblem(target, entry())).toMatch(problem);
  });

  it('trusts a rollback’s record, kept by a run of another commit, through the release it deployed again', async () => {
    const first = kept();
    const firstId = await recordDeployment(github, {
      task: LEDGER_TASK,
      payload: payloadOf(first),
    });
    // The rollback's run is of the commit the rollback was started on.
    const rollback = kept(
      { name: artifactName(where, SHA256, '1'), runId: 60, headSha: 'e'.repeat(40) },
      { redeployOf: firstId },
    );
    expect(await trustProblem(target, rollback)).toBeUndefined();

    // The release it names must be of the same bytes and commit, and trusted itself.
    const otherBytes = await recordDeployment(github, {
      task: LEDGER_TASK,
      payload: payloadOf({ ...first, sha256: 'b'.repeat(64) }),
    });
    expect(await trustProblem(target, { ...rollback, redeployOf: otherBytes })).toBe(
      'its artifact ' +
        `${rollback.artifact.id} was made by workflow run 60 for commit eeeeeee, not for the ` +
        `record's commit ccccccc, and GitHub deployment ${otherBytes}, which it says it deployed ` +
        'again, is not a release of the same commit and bytes',
    );
    const forged = kept({ runId: 61, headSha: 'd'.repeat(40) });
    const untrusted = await recordDeployment(github, {
      task: LEDGER_TASK,
      payload: payloadOf(forged),
    });
    expect(await trustProblem(target, { ...rollback, redeployOf: untrusted })).toMatch(
      new RegExp(
        `GitHub deployment ${untrusted}, which it says it deployed again, is not trusted: its ` +
          'artifact \\d+ was made by workflow run 61 for commit ddddddd',
      ),
    );
    const notLedger = await recordDeployment(github, { task: 'deploy', payload: payloadOf(first) });
    expect(await trustProblem(target, { ...rollback, redeployOf: notLedger })).toMatch(
      /is not a release of the same commit and bytes$/,
    );
  });

  it('trusts a promoted record, kept by a run of another commit, through the staging release it names', async () => {
    const staging = { instance: '7', environment: 'staging' };
    const stagingRun = ++runs;
    const stored = github.addArtifact({
      name: artifactName(staging, SHA256, '1'),
      bytes: Buffer.from('zip'),
      runId: stagingRun,
      headSha: COMMIT,
    });
    const source = {
      ...staging,
      deploymentId: 700,
      sha256: SHA256,
      size: 3,
      commit: COMMIT,
      ref: { kind: 'branch' as const, name: 'main' },
      artifact: { id: stored.id, name: stored.name, runId: String(stagingRun) },
      runId: String(stagingRun),
    };
    const sourceId = await recordDeployment(github, {
      task: LEDGER_TASK,
      environment: 'staging',
      payload: payloadOf(source),
    });
    // The promotion's run is of the commit the workflow was started on, not the one promoted.
    const promotedFrom = { ...staging, deploymentId: 700, id: sourceId };
    const promoted = kept({ runId: 70, headSha: 'e'.repeat(40) }, { promotedFrom });
    expect(await trustProblem(target, promoted)).toBeUndefined();
    // Without the source it names, it is a record of another commit's run: not trusted.
    expect(await trustProblem(target, { ...promoted, promotedFrom: undefined })).toMatch(
      /made by workflow run 70 for commit eeeeeee/,
    );
    // A source of another environment than the one it names does not vouch for it.
    expect(
      await trustProblem(target, {
        ...promoted,
        promotedFrom: { ...promotedFrom, environment: 'qa' },
      }),
    ).toMatch(/which it says it was promoted from, is not a release of the same commit and bytes$/);
  });
});
