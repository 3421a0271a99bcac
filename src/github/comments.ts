// One comment per subject on a pull request, created once and then edited in place, so that a
// pull request pushed to twenty times shows one comment, not twenty; and the answers to a
// command: a reaction to it, and a reply.
import { clauseOf } from '../api/index.js';
import { isPermissionRefusal, repoPath, type RepositoryTarget } from './rest.js';

export interface CommentTarget extends RepositoryTarget {
  issueNumber: number;
}

interface IssueComment {
  id?: unknown;
  body?: unknown;
  user?: { login?: unknown } | null;
}

/** Who writes as the job's own token (`${{ github.token }}`), when GitHub will not say. */
const ACTIONS_BOT = 'github-actions[bot]';

/** The hidden first line that tells this comment from every other one of the pull request. */
export function commentMarker(key: string): string {
  return `<!-- amezmo-deploy:${key} -->`;
}

/**
 * Edits the comment on the pull request that carries `<!-- amezmo-deploy:${key} -->` and was
 * written by the token's own user, or creates it; never throws: warns (naming
 * `pull-requests: write` on 403, or GitHub's rate limit) and answers undefined. A comment of
 * anybody else is never edited, whatever it says: one that quotes or copies the marker is not
 * this action's.
 */
export async function upsertComment(
  target: CommentTarget,
  key: string,
  body: string,
): Promise<number | undefined> {
  const { issueNumber, logger } = target;
  const marker = commentMarker(key);
  const text = `${marker}\n${body}`;
  try {
    const author = (await target.github.whoAmI())?.login ?? ACTIONS_BOT;
    const comments = (await target.github.paginate(
      repoPath(target, `/issues/${issueNumber}/comments`),
    )) as (IssueComment | null)[];
    // Only a comment of the token's own user that begins with the marker.
    const existing = comments.find(
      (comment): comment is { id: number; body: string } =>
        typeof comment?.id === 'number' &&
        typeof comment.body === 'string' &&
        comment.body.startsWith(marker) &&
        comment.user?.login === author,
    );
    if (existing) {
      if (existing.body !== text) {
        await target.github.request('PATCH', repoPath(target, `/issues/comments/${existing.id}`), {
          body: { body: text },
        });
      }
      logger.info(`Edited comment ${existing.id} on pull request #${issueNumber}.`);
      return existing.id;
    }
    const created = await target.github.request(
      'POST',
      repoPath(target, `/issues/${issueNumber}/comments`),
      { body: { body: text } },
    );
    const id = (created as { id?: unknown } | undefined)?.id;
    if (typeof id !== 'number') throw new Error('GitHub answered without a comment id');
    logger.info(`Commented on pull request #${issueNumber} (comment ${id}).`);
    return id;
  } catch (error) {
    logger.warning(
      isPermissionRefusal(error)
        ? `Could not comment on pull request #${issueNumber}: the token may not write pull ` +
            `request comments (GitHub answered ${error.status}). Give the job "permissions: ` +
            'pull-requests: write"; the run goes on without the comment.'
        : `Could not comment on pull request #${issueNumber}: ${clauseOf(error)}. The run goes ` +
            'on without the comment.',
    );
    return undefined;
  }
}

/** The reactions the action leaves on a command: 👀 when it starts, 🚀 or 😕 when it ends. */
export type Reaction = 'eyes' | 'rocket' | 'confused';

/** Reacts to an issue comment; never throws: warns and goes on without the reaction. */
export async function react(
  target: RepositoryTarget,
  commentId: number,
  content: Reaction,
): Promise<void> {
  try {
    await target.github.request(
      'POST',
      repoPath(target, `/issues/comments/${commentId}/reactions`),
      { body: { content } },
    );
  } catch (error) {
    target.logger.warning(
      isPermissionRefusal(error)
        ? `Could not react to comment ${commentId} (GitHub answered ${error.status}): give the ` +
            'job "permissions: pull-requests: write". The run goes on without the reaction.'
        : `Could not react to comment ${commentId}: ${clauseOf(error)}. The run goes on without ` +
            'the reaction.',
    );
  }
}

/** Writes a new comment on the pull request, e.g. the answer to a command; never throws. */
export async function reply(target: CommentTarget, body: string): Promise<number | undefined> {
  try {
    const created = await target.github.request(
      'POST',
      repoPath(target, `/issues/${target.issueNumber}/comments`),
      { body: { body } },
    );
    const id = (created as { id?: unknown } | undefined)?.id;
    target.logger.info(
      `Replied on pull request #${target.issueNumber}${typeof id === 'number' ? ` (comment ${id})` : ''}.`,
    );
    return typeof id === 'number' ? id : undefined;
  } catch (error) {
    target.logger.warning(
      `Could not reply on pull request #${target.issueNumber}: ${clauseOf(error)}. The run goes ` +
        'on without the reply.',
    );
    return undefined;
  }
}
