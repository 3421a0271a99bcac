// Whether a release of the ledger may be deployed again. Anyone whose token may write deployments
// can write a GitHub deployment of the ledger's task, with a payload naming any artifact and its
// digest: the digest check cannot tell a forged record, since the forger writes the digest too.
// So a record is trusted only for what GitHub itself answers: its kept artifact is an archive of
// the record's instance and environment with the record's digest (by the name the deploy job
// gives it), made by a workflow run of this repository, of the record's commit. A release a
// rollback deployed again was kept by the rollback's run, of another commit: it is trusted when
// the release it deployed again is, with the same bytes. A release promoted from another
// environment likewise, when the source release it names is, with the same commit and bytes.
import { asRecord, clauseOf } from '../api/index.js';
import { shortSha } from '../format.js';
import { ArtifactError, artifactProblem, isArtifactNameOf } from './artifacts.js';
import { LEDGER_TASK, recordOf, type KeptArtifact, type LedgerEntry } from './record.js';
import { GitHubApiError, repoPath, type RepositoryTarget } from '../github/index.js';

/** A release whose archive was kept as a workflow artifact. */
export type ArtifactEntry = LedgerEntry & { readonly artifact: KeptArtifact };

/**
 * Why the release may not be trusted, as a clause ("its artifact 12 was made by workflow run 3
 * for commit 1234567, not the record's commit abcdef1"); undefined when it may be.
 */
export async function trustProblem(
  target: RepositoryTarget,
  entry: ArtifactEntry,
  signal?: AbortSignal,
): Promise<string | undefined> {
  const made = await madeHere(target, entry, signal);
  if (made === undefined) return undefined;
  const from = entry.promotedFrom;
  const vouch =
    entry.redeployOf !== undefined
      ? { id: entry.redeployOf, where: entry, what: 'it says it deployed again' }
      : from && { id: from.id, where: from, what: 'it says it was promoted from' };
  if (!made.otherCommit || !vouch) return made.problem;
  const first = await redeployed(target, entry, vouch, signal);
  if (first === undefined) return undefined;
  return `${made.problem}, and ${first}`;
}

/** Why the artifact was not made here for this release, when it was not. */
async function madeHere(
  target: RepositoryTarget,
  entry: ArtifactEntry,
  signal?: AbortSignal,
): Promise<{ problem: string; otherCommit?: boolean } | undefined> {
  const kept = entry.artifact;
  const repository = `${target.owner}/${target.repo}`;
  let artifact: Record<string, unknown>;
  try {
    artifact =
      asRecord(
        await target.github.request('GET', repoPath(target, `/actions/artifacts/${kept.id}`), {
          signal,
        }),
      ) ?? {};
  } catch (error) {
    if (signal?.aborted) throw error;
    return {
      problem:
        error instanceof GitHubApiError && error.status === 404
          ? `GitHub has no artifact ${kept.id} in ${repository}`
          : `GitHub could not say which run made its artifact ${kept.id} (${artifactProblem(error)})`,
    };
  }
  const name = typeof artifact.name === 'string' ? artifact.name : '';
  if (name !== kept.name || !isArtifactNameOf(name, entry, entry.sha256)) {
    return {
      problem:
        `its artifact ${kept.id} ('${name}') is not named as the archive of environment ` +
        `'${entry.environment}' on instance ${entry.instance} with sha256 ${entry.sha256.slice(0, 16)}…`,
    };
  }
  const run = asRecord(artifact.workflow_run)?.id;
  const recorded = entry.runId ?? kept.runId;
  if (!Number.isSafeInteger(run) || String(run) !== kept.runId || String(run) !== recorded) {
    return {
      problem: `its artifact ${kept.id} was made by workflow run ${String(run)}, not run ${recorded} as recorded`,
    };
  }
  let answer: Record<string, unknown>;
  try {
    answer =
      asRecord(
        await target.github.request('GET', repoPath(target, `/actions/runs/${String(run)}`), {
          signal,
        }),
      ) ?? {};
  } catch (error) {
    if (signal?.aborted) throw error;
    return {
      problem: `GitHub could not say what workflow run ${String(run)} is (${
        error instanceof GitHubApiError && error.status === 404
          ? `it has no such run in ${repository}`
          : clauseOf(error)
      })`,
    };
  }
  const fullName = (value: unknown) => {
    const named = asRecord(value)?.full_name;
    return typeof named === 'string' ? named : '(none)';
  };
  const same = (name: string) => name.toLowerCase() === repository.toLowerCase();
  const of = fullName(answer.repository);
  const head = fullName(answer.head_repository);
  if (!same(of) || !same(head)) {
    return {
      problem:
        `its artifact ${kept.id} was made by workflow run ${String(run)} ` +
        (same(of) ? `of a commit of ${head}` : `of ${of}`) +
        `, not of ${repository}`,
    };
  }
  const headSha = typeof answer.head_sha === 'string' ? answer.head_sha : '';
  if (headSha.toLowerCase() !== entry.commit.toLowerCase()) {
    return {
      problem:
        `its artifact ${kept.id} was made by workflow run ${String(run)} for commit ` +
        `${shortSha(headSha) || '(none)'}, not for the record's commit ${shortSha(entry.commit)}`,
      otherCommit: true,
    };
  }
  return undefined;
}

/**
 * Why the release that `entry` says it deployed again does not vouch for it: it must be a record
 * of the ledger of the same instance, environment, commit and bytes, its artifact made here.
 */
async function redeployed(
  target: RepositoryTarget,
  entry: ArtifactEntry,
  vouch: {
    readonly id: number;
    readonly where: { readonly instance: string; readonly environment: string };
    readonly what: string;
  },
  signal?: AbortSignal,
): Promise<string | undefined> {
  const { id, where, what } = vouch;
  let deployment: Record<string, unknown>;
  try {
    deployment =
      asRecord(
        await target.github.request('GET', repoPath(target, `/deployments/${id}`), { signal }),
      ) ?? {};
  } catch (error) {
    if (signal?.aborted) throw error;
    return `the release ${what} (GitHub deployment ${id}) could not be read (${clauseOf(error)})`;
  }
  const first = deployment.task === LEDGER_TASK ? recordOf(deployment.payload) : undefined;
  if (
    !first ||
    first.instance !== where.instance ||
    first.environment !== where.environment ||
    first.commit !== entry.commit ||
    first.sha256 !== entry.sha256 ||
    !first.artifact ||
    'file' in first.artifact
  ) {
    return `GitHub deployment ${id}, which ${what}, is not a release of the same commit and bytes`;
  }
  const made = await madeHere(
    target,
    { ...first, artifact: first.artifact, id, createdAt: '' },
    signal,
  );
  return made && `GitHub deployment ${id}, which ${what}, is not trusted: ${made.problem}`;
}

/** The release is not trusted: its bytes are never deployed. */
export class UntrustedReleaseError extends ArtifactError {
  override readonly errorCode = 'release-untrusted';
  constructor(entry: Pick<LedgerEntry, 'commit' | 'id'>, problem: string) {
    super(
      `The release of commit ${shortSha(entry.commit)} (GitHub deployment ${entry.id}) is not ` +
        `trusted: ${problem}. It was not deployed. Its record may have been written by anyone ` +
        'whose token may write deployments: deploy its commit again to make a release of it.',
    );
    this.name = 'UntrustedReleaseError';
  }
}
