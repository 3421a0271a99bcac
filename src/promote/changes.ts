// What a promotion changes on the target: the commits between the commit live there and the
// one promoted, as GitHub's compare API (or a local clone's git log) lists them, as Heroku's
// `pipelines:diff` shows them. Commit messages are outside text: the logger makes them safe.
import { clauseOf } from '../api/index.js';
import { shortSha } from '../format.js';
import {
  type CommitList,
  type GitHubClient,
  isCommitId,
  listCommitsBetween,
  splitRepository,
} from '../github/index.js';
import type { Logger } from '../logger.js';

/** How many commits are listed; the rest are counted. */
export const CHANGES_LISTED = 20;

/** The commits a promotion brings, or why they could not be told. */
export type Changes =
  | (CommitList & { readonly from: string; readonly to: string; readonly by: string })
  | { readonly unknown: string };

export interface ChangesQuestion {
  /** The commit live on the target; undefined when nothing recorded is live there. */
  readonly live: string | undefined;
  /** The commit promoted. */
  readonly promoted: string;
  /** The repository, `owner/name`, whose compare API is asked. */
  readonly repository: string;
  readonly github?: GitHubClient;
  /** The commits as a local clone lists them; undefined when it cannot (a commit not in it). */
  readonly localLog?: (base: string, head: string, most: number) => Promise<CommitList | undefined>;
  readonly signal: AbortSignal;
}

/** The commits between the target's live commit and the promoted one: git, else GitHub. */
export async function changesOf(question: ChangesQuestion): Promise<Changes> {
  const { live, promoted, signal } = question;
  if (live === undefined) return { unknown: 'nothing recorded in the ledger is live there' };
  if (!isCommitId(live) || !isCommitId(promoted)) {
    return { unknown: 'the ledger names a commit that is not a commit id' };
  }
  const range = { from: live, to: promoted };
  const local = await question.localLog?.(live, promoted, CHANGES_LISTED);
  if (local) return { ...local, ...range, by: 'git log' };
  const target = splitRepository(question.repository);
  if (!question.github || !target) {
    return {
      unknown: question.localLog
        ? 'the clone does not hold both commits, and GitHub is not asked from here'
        : 'GitHub cannot be asked from this run',
    };
  }
  try {
    const where = { github: question.github, owner: target.owner, repo: target.name };
    const list = await listCommitsBetween(where, live, promoted, CHANGES_LISTED, signal);
    return { ...list, ...range, by: "GitHub's compare API" };
  } catch (error) {
    if (signal.aborted) throw error;
    return { unknown: `GitHub's compare API could not tell (${clauseOf(error)})` };
  }
}

/** One commit as a line of the log: short sha, subject, author. */
function commitLine(commit: CommitList['commits'][number]): string {
  return `${shortSha(commit.sha)} ${commit.subject}${commit.author ? ` (${commit.author})` : ''}`;
}

/** Tells the changes in the log; a promotion of an older commit is allowed, and said so. */
export function logChanges(changes: Changes, logger: Logger): void {
  if ('unknown' in changes) {
    logger.info(`What the promotion changes could not be told: ${changes.unknown}.`);
    return;
  }
  const { from, to, status } = changes;
  if (status === 'identical') {
    logger.info(`The promotion changes no commit: ${shortSha(to)} is live already.`);
    return;
  }
  if (status === 'behind' || status === 'diverged') {
    logger.notice(
      `Promoting commit ${shortSha(to)}, which is ${status === 'behind' ? 'an ancestor of' : 'diverged from'} ` +
        `the live commit ${shortSha(from)} (as ${changes.by} says): a promotion may put older ` +
        'code live, so it is allowed.',
    );
  }
  logger.info(
    `The promotion brings ${changes.total} commit(s) not live yet (${shortSha(from)}..${shortSha(to)}, ${changes.by}):`,
  );
  for (const commit of changes.commits) logger.info(`  ${commitLine(commit)}`);
  const more = changes.total - changes.commits.length;
  if (more > 0) logger.info(`  and ${more} more`);
}
