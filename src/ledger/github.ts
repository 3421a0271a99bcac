// The ledger's GitHub store, the actions' own: each release is a GitHub deployment of the ledger's
// task (LEDGER_TASK) in the repository, whose payload is the release's record and whose statuses
// say how its run ended and the health it was proven to have; its archive is a workflow artifact
// (./artifacts.ts), deployed again only when GitHub's answers about it may be trusted
// (./trust.ts). The records are written by the GitHub deployment that mirrors each Amezmo one
// (./mirror.ts, started by ./recording.ts).
import { asRecord, clauseOf } from '../api/index.js';
import { isPermissionRefusal, repoPath, type RepositoryTarget } from '../github/index.js';
import { artifactState, ArtifactError, fetchKeptArchive, type ArchiveStore } from './artifacts.js';
import type { Ledger, LedgerScope } from './ledger.js';
import {
  healthDescription,
  healthOf,
  LEDGER_TASK,
  MAX_RELEASES,
  outcomeOf,
  recordOf,
  type LedgerEntry,
  type RecordedHealth,
} from './record.js';
import { withQueries } from './releases.js';
import { trustProblem, UntrustedReleaseError } from './trust.js';

/**
 * The ledger of the actions: the repository's GitHub deployments, with the archives kept as
 * workflow artifacts in `store` (none when the run cannot reach the artifact service).
 */
export function githubLedger(target: RepositoryTarget, store: ArchiveStore | undefined): Ledger {
  return withQueries({
    place: `the GitHub deployments of ${target.owner}/${target.repo}`,
    idName: 'GitHub deployment',
    howToRecord:
      'the deploy action records each release it makes (with github-deployment: true, its ' +
      'default)',
    read: (scope, signal) => readLedger(target, scope, signal),
    healthOf: (entry, signal) => healthOfRelease(target, entry, signal),
    outcomeOf: async (entry, signal) => outcomeOf(await statusesOf(target, entry, signal)),
    recordHealth: async (entry, health, text, signal) => {
      await target.github.request('POST', repoPath(target, `/deployments/${entry.id}/statuses`), {
        body: {
          state: health === 'healthy' ? 'success' : 'failure',
          description: healthDescription(health, text),
          // Nothing new went live: the environment's other deployments stay as they are.
          auto_inactive: false,
        },
        signal,
      });
    },
    archiveState: async (entry, signal) =>
      'file' in entry.artifact
        ? { problem: 'it was kept in a ledger folder, not as a workflow artifact' }
        : artifactState(target, entry.artifact, signal),
    trust: async (entry, signal) =>
      'file' in entry.artifact
        ? 'its archive was kept in a ledger folder, which a GitHub deployment cannot name'
        : trustProblem(target, { ...entry, artifact: entry.artifact }, signal),
    readArchive: async (entry, tempDir, signal) => {
      const artifact = entry.artifact;
      if ('file' in artifact) {
        throw new ArtifactError(
          `The archive of this release was kept in a ledger folder (${artifact.file}), which ` +
            'the GitHub ledger cannot read: roll back with the command line and --ledger-dir.',
        );
      }
      if (!store) throw new ArtifactError('This run cannot reach the artifact service.');
      const kept = { ...entry, artifact };
      return fetchKeptArchive(store, target, kept, tempDir, signal, async () => {
        const problem = await trustProblem(target, kept, signal);
        if (problem !== undefined) throw new UntrustedReleaseError(entry, problem);
      });
    },
    problem: ledgerProblem,
  });
}

/**
 * The releases of `environment` on `instance`, newest first (by id, as GitHub lists
 * deployments: a list whose pages shifted while it was read, another run recording a release,
 * gives a deployment twice, read once here). Deployments of other tasks, instances or payloads
 * are passed over. Throws what GitHub answered: the caller says which permission is missing.
 */
export async function readLedger(
  target: RepositoryTarget,
  where: LedgerScope,
  signal?: AbortSignal,
): Promise<LedgerEntry[]> {
  const deployments = await target.github.paginate(repoPath(target, '/deployments'), {
    query: { environment: where.environment, task: LEDGER_TASK },
    signal,
  });
  const entries: LedgerEntry[] = [];
  const seen = new Set<number>();
  for (const each of newestFirst(deployments)) {
    const deployment = asRecord(each);
    if (!deployment || !Number.isSafeInteger(deployment.id)) continue;
    if (seen.has(deployment.id as number)) continue;
    seen.add(deployment.id as number);
    const record = recordOf(deployment.payload);
    if (!record || record.instance !== where.instance || record.environment !== where.environment) {
      continue;
    }
    entries.push({
      ...record,
      id: deployment.id as number,
      createdAt: typeof deployment.created_at === 'string' ? deployment.created_at : '',
    });
    if (entries.length >= MAX_RELEASES) break;
  }
  return entries;
}

/** The health a release's statuses recorded: one request to GitHub. */
export async function healthOfRelease(
  target: RepositoryTarget,
  entry: Pick<LedgerEntry, 'id'>,
  signal?: AbortSignal,
): Promise<RecordedHealth> {
  return healthOf(await statusesOf(target, entry, signal));
}

/** A release's statuses, newest first. */
async function statusesOf(
  target: RepositoryTarget,
  entry: Pick<LedgerEntry, 'id'>,
  signal?: AbortSignal,
): Promise<unknown[]> {
  const path = repoPath(target, `/deployments/${entry.id}/statuses`);
  return newestFirst(await target.github.paginate(path, { signal }));
}

/**
 * GitHub's records (deployments, statuses) by id, the newest first, as GitHub lists them, but
 * not taken on trust: what the ledger says is read from the newest. Those without an id go last,
 * in the order they came.
 */
function newestFirst(records: readonly unknown[]): unknown[] {
  const idOf = (record: unknown) => {
    const id = asRecord(record)?.id;
    return Number.isSafeInteger(id) ? (id as number) : -1;
  };
  return records
    .map((record, index) => ({ record, index, id: idOf(record) }))
    .sort((a, b) => b.id - a.id || a.index - b.index)
    .map(({ record }) => record);
}

/** Why the ledger could not be read or written, as one clause a warning or an error ends with. */
export function ledgerProblem(error: unknown): string {
  return isPermissionRefusal(error)
    ? `the token may not read or write deployments (GitHub answered ${error.status}): give the ` +
        'job "permissions: deployments: write"'
    : clauseOf(error);
}
