// The commit's checks asked of GitHub (its check runs and its combined status), and asked again
// at the poll pace while a required one is pending, within the time allowed: the side effects
// around the pure `judgeChecks`.
import { clauseOf } from '../api/index.js';
import { backOff, type Clock, type Pace } from '../clock.js';
import { shortSha } from '../format.js';
import {
  GitHubApiError,
  type GitHubClient,
  isPermissionRefusal,
  repoPath,
  type RepositoryTarget,
  splitRepository,
} from '../github/index.js';
import type { Logger } from '../logger.js';
import {
  type Check,
  ChecksRefusedError,
  type ChecksSettings,
  judgeChecks,
  readCheckRuns,
  readStatuses,
} from './checks.js';

/** The first pause between two reads of the checks, and the longest. */
export const FIRST_CHECKS_POLL_MS = 5_000;
export const LAST_CHECKS_POLL_MS = 30_000;

export interface ChecksDependencies extends Pace {
  readonly target: Pick<RepositoryTarget, 'github' | 'owner' | 'repo'>;
  /** This workflow run's id (GITHUB_RUN_ID): its own jobs' check runs are not waited for. */
  readonly runId?: string;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly signal: AbortSignal;
}

/** What the deploy job knows of where the commit's checks are: GitHub, when the run reaches it. */
export interface CommitChecks extends Omit<ChecksDependencies, 'target'> {
  readonly commit: string;
  /** `owner/name`. */
  readonly repository: string;
  readonly github?: GitHubClient;
}

/** Waits for the commit's required checks, in its repository; see awaitChecks. */
export async function requireChecks(
  settings: ChecksSettings,
  { commit, repository, github, ...deps }: CommitChecks,
): Promise<readonly Check[]> {
  const named = splitRepository(repository);
  // The settings make sure of both; a front end that forgot fails here, not silently.
  if (!github || !named) {
    throw new ChecksRefusedError(
      "The commit's checks cannot be asked: the run has no GitHub token or no repository " +
        `('${repository}'), so nothing is deployed. Give the job a GitHub token and its repository.`,
    );
  }
  deps.logger.info(
    `Requiring the checks of commit ${shortSha(commit)}: ` +
      (settings.required === 'all'
        ? "all of them, but this workflow run's own jobs"
        : settings.required.map((name) => `'${name}'`).join(', ')) +
      `, waiting at most ${settings.timeout}.`,
  );
  return awaitChecks(settings, commit, {
    ...deps,
    target: { github, owner: named.owner, repo: named.name },
  });
}

/**
 * Resolves once the required checks of `commit` passed; throws ChecksRefusedError when one
 * failed, or one is still pending (or, named, missing) when `timeoutMs` is up.
 */
export async function awaitChecks(
  settings: ChecksSettings,
  commit: string,
  deps: ChecksDependencies,
): Promise<readonly Check[]> {
  const { clock, logger, signal } = deps;
  const deadline = clock.now() + settings.timeoutMs;
  const pauses = backOff(deps.pollMs, FIRST_CHECKS_POLL_MS, LAST_CHECKS_POLL_MS);
  let pause = pauses.first;
  let said = '';
  for (;;) {
    const checks = await readChecks(commit, deps);
    const verdict = judgeChecks({
      ...settings,
      checks,
      commit,
      timedOut: clock.now() >= deadline,
    });
    if (verdict.deploy) {
      logger.info(
        verdict.passed.length === 0
          ? `Commit ${shortSha(commit)} has no checks to wait for.`
          : `Checks passed: ${verdict.passed.map(({ name, word }) => `'${name}' (${word})`).join(', ')}.`,
      );
      return verdict.passed;
    }
    if ('refusal' in verdict) throw new ChecksRefusedError(verdict.refusal);
    const waiting = `Waiting for ${verdict.waitFor.join(', ')}.`;
    if (waiting !== said) logger.info(waiting);
    said = waiting;
    await clock.sleep(Math.max(0, Math.min(pause, deadline - clock.now())), signal);
    pause = Math.min(pause * 2, pauses.last);
  }
}

/** Every check run and status of `commit`, as GitHub tells them now. */
async function readChecks(commit: string, deps: ChecksDependencies): Promise<Check[]> {
  const { target, signal } = deps;
  const runsPath = repoPath(target, `/commits/${encodeURIComponent(commit)}/check-runs`);
  const statusPath = repoPath(target, `/commits/${encodeURIComponent(commit)}/status`);
  const runs = await target.github
    .paginate(runsPath, { list: 'check_runs', signal })
    .catch((error: unknown) => refused(error, 'check runs', 'checks: read', signal));
  const statuses = await target.github
    .paginate(statusPath, { list: 'statuses', signal })
    .catch((error: unknown) => refused(error, 'statuses', 'statuses: read', signal));
  return [
    ...readCheckRuns(`GET ${runsPath}`, runs, deps.runId),
    ...readStatuses(`GET ${statusPath}`, statuses),
  ];
}

/** GitHub would not tell: the permission to give, when that is why. */
function refused(error: unknown, what: string, permission: string, signal: AbortSignal): never {
  if (signal.aborted || !(error instanceof GitHubApiError)) throw error;
  const advice = isPermissionRefusal(error)
    ? `give the job "permissions: ${permission}" (with the other permissions it has), or a ` +
      'token that may read them'
    : unknownCommit(error)
      ? 'GitHub does not know the commit: push it before deploying it'
      : 'run the job again';
  throw new ChecksRefusedError(
    `Could not read the commit's ${what} (${clauseOf(error)}), so whether its checks passed is ` +
      `unknown and nothing is deployed: ${advice}.`,
    { cause: error },
  );
}

/** GitHub's 422 for a ref it cannot resolve to a commit ("No commit found for SHA"). */
function unknownCommit(error: GitHubApiError): boolean {
  return error.status === 422;
}
