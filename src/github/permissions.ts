// Who may ask for a preview: a user's permission on the repository, as GitHub's
// collaborator-permission API tells it.
import { GitHubApiError, repoPath, type RepositoryTarget } from './rest.js';

/** GitHub's base permissions: maintain is answered as write, triage as read. */
export const BASE_PERMISSIONS = ['admin', 'write', 'read', 'none'] as const;
export type BasePermission = (typeof BASE_PERMISSIONS)[number];

export interface RepositoryPermission {
  permission: BasePermission;
  /** The role as GitHub names it, e.g. `maintain`, `triage` or a custom role; for messages. */
  role: string;
}

/**
 * A GitHub login as GitHub allows one (letters, digits, single dashes, at most 39; an app's bot
 * ends in `[bot]`): what an event's payload names is checked against it before any use.
 */
export function isGitHubLogin(login: string): boolean {
  return /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}(?:\[bot\])?$/.test(login);
}

/**
 * `login`'s permission on the repository (`GET /repos/{o}/{r}/collaborators/{login}/permission`);
 * `none` for a login GitHub knows no user of (404). Throws when GitHub does not answer.
 */
export async function repositoryPermission(
  target: RepositoryTarget,
  login: string,
): Promise<RepositoryPermission> {
  let answer: unknown;
  try {
    answer = await target.github.request(
      'GET',
      repoPath(target, `/collaborators/${encodeURIComponent(login)}/permission`),
    );
  } catch (error) {
    if (error instanceof GitHubApiError && error.status === 404) {
      return { permission: 'none', role: 'none' };
    }
    throw error;
  }
  const body = (typeof answer === 'object' && answer !== null ? answer : {}) as {
    permission?: unknown;
    role_name?: unknown;
  };
  const permission = (BASE_PERMISSIONS as readonly unknown[]).includes(body.permission)
    ? (body.permission as BasePermission)
    : 'none';
  const role =
    typeof body.role_name === 'string' && /^[\w -]{1,40}$/.test(body.role_name)
      ? body.role_name
      : permission;
  return { permission, role };
}
