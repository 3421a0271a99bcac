// A promotion: the bytes live and proven on one environment deployed to another as they are,
// through the rollback's own read-back (checked against the ledger's digest) and the same
// pipeline as any release; recorded as promoted from the source.
import type { GitHubClient } from '../github/index.js';
import type { Candidate, Ledger, LiveRelease, PromotedFrom } from '../ledger/index.js';
import { loadRollback, type ReleaseRequest, type ReleaseResult } from '../pipeline/index.js';
import { changesOf, type Changes, logChanges, type ChangesQuestion } from './changes.js';
import type { PromoteFrom } from './judge.js';
import { findSource, type SourceDependencies } from './source.js';

/** What a promotion found before deploying: the source's release and what it changes. */
export interface Promotion {
  readonly from: PromoteFrom;
  readonly source: Candidate;
  readonly changes: Changes;
}

export interface PromotionDependencies extends SourceDependencies {
  readonly group: <T>(title: string, phase: () => Promise<T>) => Promise<T>;
  readonly github?: GitHubClient;
  readonly localLog?: ChangesQuestion['localLog'];
}

/**
 * Finds the release to promote (refusing, naming why, when it may not be) and tells what it
 * changes on the target, whose live release the ledger recorded as `live`.
 */
export async function preparePromotion(
  from: PromoteFrom,
  ledger: Ledger | undefined,
  live: Pick<LiveRelease, 'commit'> | undefined,
  repository: string,
  deps: PromotionDependencies,
): Promise<Promotion> {
  if (!ledger) {
    throw new Error(
      `Cannot promote from '${from.environment}': its release is read from the ledger, which ` +
        `this run cannot reach (GITHUB_REPOSITORY is '${repository}', not owner/name).`,
    );
  }
  const source = await deps.group(`Find the release live on '${from.environment}'`, () =>
    findSource(from, ledger, deps),
  );
  const changes = await deps.group('What the promotion changes', async () => {
    const found = await changesOf({
      live: live?.commit,
      promoted: source.commit,
      repository,
      github: deps.github,
      localLog: deps.localLog,
      signal: deps.signal,
    });
    logChanges(found, deps.logger);
    return found;
  });
  return { from, source, changes };
}

/** What the record and the outputs say a promotion came from. */
export function promotedFrom({ from, source }: Pick<Promotion, 'from' | 'source'>): PromotedFrom {
  return {
    instance: from.instance,
    environment: from.environment,
    deploymentId: source.deploymentId,
    id: source.id,
  };
}

/**
 * Deploys the source's kept bytes to the target as `request` asks (its archive source and ref
 * left aside: the bytes and the commit are the source release's), recorded as promoted.
 */
export async function deployPromotion(
  request: ReleaseRequest,
  promotion: Promotion,
  deps: Parameters<Awaited<ReturnType<typeof loadRollback>>['redeploy']>[1],
): Promise<ReleaseResult> {
  const { redeploy } = await loadRollback();
  const { repo_owner, repo_name, pusher } = request.fields;
  return redeploy(
    {
      ...request,
      fields: { repo_owner, repo_name, pusher },
      commitTime: promotion.source.commitTime,
      commitTimeFrom: undefined,
      release: promotion.source,
      ledger: request.ledger && { ...request.ledger, promotedFrom: promotedFrom(promotion) },
    },
    deps,
  );
}
