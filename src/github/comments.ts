// One comment per subject on a pull request, created once and then edited in place, so that a
// pull request pushed to twenty times shows one comment, not twenty.
import { clauseOf } from '../api/errors.js';
import type { Logger } from '../logger.js';

export interface CommentTarget {
  token: string;
  /** GitHub's REST API address. */
  apiUrl: string;
  owner: string;
  repo: string;
  issueNumber: number;
  logger: Logger;
}

interface IssueComment {
  id: number;
  body?: string | null;
}

interface CommentsApi {
  listComments(parameters: Record<string, unknown>): Promise<{ data: unknown }>;
  createComment(parameters: Record<string, unknown>): Promise<{ data: unknown }>;
  updateComment(parameters: Record<string, unknown>): Promise<{ data: unknown }>;
}

/** The hidden first line that tells this comment from every other one of the pull request. */
export function commentMarker(key: string): string {
  return `<!-- amezmo-deploy:${key} -->`;
}

/**
 * Edits the comment on the pull request that carries `<!-- amezmo-deploy:${key} -->`, or creates it;
 * never throws: warns (naming `pull-requests: write` on 403) and answers undefined.
 */
export async function upsertComment(
  target: CommentTarget,
  key: string,
  body: string,
): Promise<number | undefined> {
  const { owner, repo, issueNumber, logger } = target;
  const marker = commentMarker(key);
  const text = `${marker}\n${body}`;
  try {
    // Octokit is loaded only for runs that comment.
    const { getOctokit } = await import('@actions/github');
    const octokit = getOctokit(target.token, { baseUrl: target.apiUrl });
    const api = octokit.rest.issues as unknown as CommentsApi;
    const comments = (await octokit.paginate(
      octokit.rest.issues.listComments as never,
      { owner, repo, issue_number: issueNumber, per_page: 100 } as never,
    )) as IssueComment[];
    // Only a comment that begins with the marker: one quoting it is somebody else's.
    const existing = comments.find((comment) => comment.body?.startsWith(marker) === true);
    if (existing) {
      if (existing.body !== text) {
        await api.updateComment({ owner, repo, comment_id: existing.id, body: text });
      }
      logger.info(`Edited comment ${existing.id} on pull request #${issueNumber}.`);
      return existing.id;
    }
    const created = await api.createComment({ owner, repo, issue_number: issueNumber, body: text });
    const id = (created.data as { id?: unknown }).id;
    if (typeof id !== 'number') throw new Error('GitHub answered without a comment id');
    logger.info(`Commented on pull request #${issueNumber} (comment ${id}).`);
    return id;
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    logger.warning(
      status === 403 || status === 404
        ? `Could not comment on pull request #${issueNumber}: the token may not write pull ` +
            `request comments (GitHub answered ${status}). Give the job "permissions: ` +
            'pull-requests: write"; the run goes on without the comment.'
        : `Could not comment on pull request #${issueNumber}: ${clauseOf(error)}. The run goes ` +
            'on without the comment.',
    );
    return undefined;
  }
}
