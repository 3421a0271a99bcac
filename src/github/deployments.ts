import { clauseOf } from '../api/index.js';
import { isPermissionRefusal, repoPath, type RepositoryTarget } from './rest.js';

export type GitHubDeploymentState = 'in_progress' | 'success' | 'failure' | 'inactive';

export interface GitHubDeploymentOptions extends RepositoryTarget {
  /** The commit deployed. */
  ref: string;
  environment: string;
  environmentUrl: string;
  /** Link to the workflow run. */
  logUrl: string;
  /** An environment that goes away, such as a pull request's preview; never production. */
  transient?: boolean;
  /** The deployment's task and payload: the ledger's record of a release (src/ledger/record.ts). */
  task?: string;
  payload?: Record<string, unknown>;
  /** What a warning says is lost when the deployment cannot be made. */
  withoutIt?: string;
  /**
   * Whether its success marks the environment's earlier deployments inactive (GitHub's
   * `auto_inactive`, the default): not for a rollout's targets, which share the environment
   * name, each instance's release live beside the others'.
   */
  retireEarlier?: boolean;
}

/**
 * A deployment on the repository's Environments page, mirroring the Amezmo one. It never fails
 * the run: without the permission, or when GitHub is unreachable, it warns and steps aside.
 */
export class GitHubDeployment {
  private readonly options: GitHubDeploymentOptions;
  readonly id: number;

  private constructor(options: GitHubDeploymentOptions, id: number) {
    this.options = options;
    this.id = id;
  }

  /** Creates the deployment, or answers undefined after a warning saying why it could not. */
  static async create(options: GitHubDeploymentOptions): Promise<GitHubDeployment | undefined> {
    try {
      const created = await options.github.request('POST', repoPath(options, '/deployments'), {
        body: {
          ref: options.ref,
          ...(options.task ? { task: options.task } : {}),
          ...(options.payload ? { payload: options.payload } : {}),
          environment: options.environment,
          description: `Amezmo deployment to ${options.environment}`,
          auto_merge: false,
          required_contexts: [],
          production_environment: !options.transient && options.environment === 'production',
          transient_environment: options.transient === true,
        },
      });
      const id = (created as { id?: unknown } | undefined)?.id;
      if (typeof id !== 'number') {
        const message = (created as { message?: unknown } | undefined)?.message;
        throw new Error(
          `GitHub answered without a deployment id${typeof message === 'string' ? ` (${message})` : ''}`,
        );
      }
      options.logger.info(`Created GitHub deployment ${id} for ${options.environment}.`);
      return new GitHubDeployment(options, id);
    } catch (error) {
      options.logger.warning(explain('create a GitHub deployment', error, options.withoutIt));
      return undefined;
    }
  }

  async setStatus(state: GitHubDeploymentState, description: string): Promise<void> {
    const { environmentUrl, logUrl, logger } = this.options;
    try {
      await this.options.github.request(
        'POST',
        repoPath(this.options, `/deployments/${this.id}/statuses`),
        {
          body: {
            state,
            description: description.slice(0, 140),
            ...(environmentUrl ? { environment_url: environmentUrl } : {}),
            ...(logUrl ? { log_url: logUrl } : {}),
            // A successful deployment retires the earlier ones of the same environment, unless
            // it is one target of a rollout among others.
            auto_inactive: this.options.retireEarlier ?? true,
          },
        },
      );
    } catch (error) {
      logger.warning(
        explain(`set GitHub deployment ${this.id} to ${state}`, error, this.options.withoutIt),
      );
    }
  }
}

/**
 * Marks every deployment of `environment` inactive, as when the environment is gone, but those
 * whose last status says so already; answers how many it marked, and the commit of the newest
 * (the last one deployed there). Like the rest, it warns instead of failing the run.
 */
export async function retireDeployments(
  options: RepositoryTarget & {
    environment: string;
    description: string;
    logUrl: string;
  },
): Promise<{ retired: number; lastCommit: string | undefined }> {
  const { environment, logger } = options;
  let lastCommit: string | undefined;
  try {
    const listed = (await options.github.paginate(repoPath(options, '/deployments'), {
      query: { environment },
    })) as ({ id?: unknown; sha?: unknown } | null)[];
    const sha = listed[0]?.sha;
    lastCommit = typeof sha === 'string' && /^[0-9a-f]{40,64}$/.test(sha) ? sha : undefined;
    const ids = listed
      .map((deployment) => deployment?.id)
      .filter((id): id is number => typeof id === 'number');
    let retired = 0;
    for (const id of ids) {
      if ((await lastState(options, id)) === 'inactive') continue;
      await options.github.request('POST', repoPath(options, `/deployments/${id}/statuses`), {
        body: {
          state: 'inactive',
          description: options.description.slice(0, 140),
          ...(options.logUrl ? { log_url: options.logUrl } : {}),
        },
      });
      retired++;
    }
    if (retired > 0)
      logger.info(`Marked ${retired} GitHub deployment(s) of ${environment} inactive.`);
    return { retired, lastCommit };
  } catch (error) {
    logger.warning(explain(`mark the GitHub deployments of ${environment} inactive`, error));
    return { retired: 0, lastCommit };
  }
}

/** The state of a deployment's newest status; undefined when it has none or it cannot be read. */
async function lastState(options: RepositoryTarget, id: number): Promise<string | undefined> {
  try {
    const answer = await options.github.request(
      'GET',
      repoPath(options, `/deployments/${id}/statuses`),
      { query: { per_page: '1' } },
    );
    const [newest] = Array.isArray(answer) ? (answer as { state?: unknown }[]) : [];
    return typeof newest?.state === 'string' ? newest.state : undefined;
  } catch {
    // Unknown: marked inactive, as before.
    return undefined;
  }
}

function explain(
  what: string,
  error: unknown,
  withoutIt = 'The Amezmo deployment goes on without it.',
): string {
  if (isPermissionRefusal(error)) {
    return (
      `Could not ${what}: the token may not write deployments (GitHub answered ${error.status}). ` +
      `Give the job "permissions: deployments: write". ${withoutIt}`
    );
  }
  return `Could not ${what}: ${clauseOf(error)}. ${withoutIt}`;
}
