// src/github/: what the other folders may use. Everything else here is this folder's own.
export {
  type CommitList,
  compareCommits,
  compareCommitTimes,
  CompareAnswerError,
  type CommitStanding,
  isCommitId,
  listCommitsBetween,
  type ListedCommit,
} from './compare.js';
export { type CommentTarget, react, type Reaction, reply, upsertComment } from './comments.js';
export { isGitRefName, readRunContext, type RunContext, splitRepository } from './context.js';
export {
  GitHubDeployment,
  type GitHubDeploymentOptions,
  type GitHubDeploymentState,
  retireDeployments,
} from './deployments.js';
export { gitHead, type GitHead } from './git.js';
export { isGitHubLogin, repositoryPermission, type RepositoryPermission } from './permissions.js';
export {
  findPullRequest,
  getPullRequest,
  pullNumber,
  type PullRequestFacts,
  type PullRequestHead,
  pullRequestStates,
  readPullRequest,
} from './pulls.js';
export { resolvePusher } from './pusher.js';
export {
  GitHubApiError,
  GitHubClient,
  isPermissionRefusal,
  repoPath,
  type RepositoryTarget,
} from './rest.js';
