// Where the commit to deploy stands to the live release's, asked of whoever can tell (the local
// clone, then GitHub's compare API), and the deploy refused when it is behind: the side effects
// around the pure `judgeBehind`.
import { clauseOf } from '../api/index.js';
import {
  compareCommits,
  type CommitStanding,
  GitHubApiError,
  type GitHubClient,
  isCommitId,
  splitRepository,
} from '../github/index.js';
import type { LiveRelease } from '../ledger/index.js';
import type { Logger } from '../logger.js';
import { BehindLiveError, judgeBehind, type Standing } from './behind.js';

export interface BehindCheck {
  /** The commit to deploy, and its commit time in seconds when known. */
  readonly deploying: { readonly commit: string; readonly time?: number };
  readonly live: LiveRelease;
  readonly allowOlder: boolean;
  readonly howToAllowOlder: string;
  /** The repository, `owner/name`, whose compare API is asked. */
  readonly repository: string;
  /** Where `head` stands to `base` in a local clone; undefined when it cannot tell. */
  readonly localStanding?: (base: string, head: string) => Promise<CommitStanding | undefined>;
  readonly github?: GitHubClient;
  readonly signal: AbortSignal;
  readonly logger: Logger;
}

/**
 * Throws BehindLiveError when the commit to deploy is behind the live release's (an ancestor of
 * it, or older where that cannot be asked) and older code is not allowed; notes when it is
 * allowed, or when it cannot be told.
 */
export async function refuseBehind(check: BehindCheck): Promise<void> {
  const { deploying, live } = check;
  const verdict = judgeBehind({
    deploying,
    live: { deploymentId: live.deploymentId, commit: live.commit, time: live.commitTime },
    standing: await standingOf(live.commit, deploying.commit, check).catch(
      (error: unknown): Standing => {
        // Older code is allowed: an answer that cannot be used does not stop the deploy.
        if (!check.allowOlder || check.signal.aborted) throw error;
        return { unknown: clauseOf(error) };
      },
    ),
    allowOlder: check.allowOlder,
    howToAllowOlder: check.howToAllowOlder,
  });
  if (!verdict.deploy) throw new BehindLiveError(verdict.refusal);
  if (verdict.notice) check.logger.notice(verdict.notice);
}

/** Where `head` stands to `base`: by the local clone, else GitHub's compare API, else unknown. */
async function standingOf(
  base: string,
  head: string,
  { localStanding, github, repository, signal }: BehindCheck,
): Promise<Standing> {
  if (!isCommitId(base) || !isCommitId(head)) {
    return { unknown: 'the ledger or the run names a commit that is not a commit id' };
  }
  const local = await localStanding?.(base, head);
  if (local) return { known: local, by: 'git merge-base' };
  const target = splitRepository(repository);
  if (!github || !target) {
    return {
      unknown: localStanding
        ? 'the clone does not hold both commits, and GitHub is not asked from here'
        : 'GitHub cannot be asked from this run',
    };
  }
  try {
    const where = { github, owner: target.owner, repo: target.name };
    return { known: await compareCommits(where, base, head, signal), by: "GitHub's compare API" };
  } catch (error) {
    // A malformed answer is GitHub's fault and fails the run, saying so; a refusal (no access,
    // a commit GitHub no longer has) only means that the question cannot be asked.
    if (signal.aborted || !(error instanceof GitHubApiError)) throw error;
    return { unknown: `GitHub's compare API could not tell (${clauseOf(error)})` };
  }
}
