import { clauseOf } from '../api/errors.js';
import type { Logger } from '../logger.js';

export type GitHubDeploymentState = 'in_progress' | 'success' | 'failure' | 'inactive';

export interface GitHubDeploymentOptions {
  token: string;
  /** GitHub's REST API address. */
  apiUrl: string;
  owner: string;
  repo: string;
  /** The commit deployed. */
  ref: string;
  environment: string;
  environmentUrl: string;
  /** Link to the workflow run. */
  logUrl: string;
  logger: Logger;
  /** An environment that goes away, such as a pull request's preview; never production. */
  transient?: boolean;
}

interface DeploymentsApi {
  createDeployment(parameters: Record<string, unknown>): Promise<{ status: number; data: unknown }>;
  listDeployments(parameters: Record<string, unknown>): Promise<{ data: unknown }>;
  createDeploymentStatus(parameters: Record<string, unknown>): Promise<unknown>;
}

/**
 * A deployment on the repository's Environments page, mirroring the Amezmo one. It never fails
 * the run: without the permission, or when GitHub is unreachable, it warns and steps aside.
 */
export class GitHubDeployment {
  private readonly api: DeploymentsApi;
  private readonly options: GitHubDeploymentOptions;
  readonly id: number;

  private constructor(api: DeploymentsApi, options: GitHubDeploymentOptions, id: number) {
    this.api = api;
    this.options = options;
    this.id = id;
  }

  /** Creates the deployment, or answers undefined after a warning saying why it could not. */
  static async create(options: GitHubDeploymentOptions): Promise<GitHubDeployment | undefined> {
    try {
      // Octokit is loaded only for runs that ask for GitHub deployments.
      const { getOctokit } = await import('@actions/github');
      const octokit = getOctokit(options.token, { baseUrl: options.apiUrl });
      const api = octokit.rest.repos as unknown as DeploymentsApi;
      const response = await api.createDeployment({
        owner: options.owner,
        repo: options.repo,
        ref: options.ref,
        environment: options.environment,
        description: `Amezmo deployment to ${options.environment}`,
        auto_merge: false,
        required_contexts: [],
        production_environment: !options.transient && options.environment === 'production',
        transient_environment: options.transient === true,
      });
      const id = (response.data as { id?: unknown }).id;
      if (typeof id !== 'number') {
        throw new Error(`GitHub answered ${response.status} without a deployment id`);
      }
      options.logger.info(`Created GitHub deployment ${id} for ${options.environment}.`);
      return new GitHubDeployment(api, options, id);
    } catch (error) {
      options.logger.warning(explain('create a GitHub deployment', error));
      return undefined;
    }
  }

  async setStatus(state: GitHubDeploymentState, description: string): Promise<void> {
    const { owner, repo, environmentUrl, logUrl, logger } = this.options;
    try {
      await this.api.createDeploymentStatus({
        owner,
        repo,
        deployment_id: this.id,
        state,
        description: description.slice(0, 140),
        ...(environmentUrl ? { environment_url: environmentUrl } : {}),
        ...(logUrl ? { log_url: logUrl } : {}),
        // A successful deployment retires the earlier ones of the same environment.
        auto_inactive: true,
      });
    } catch (error) {
      logger.warning(explain(`set GitHub deployment ${this.id} to ${state}`, error));
    }
  }
}

/**
 * Marks every deployment of `environment` inactive, as when the environment is gone; answers how
 * many. Like the rest, it warns instead of failing the run.
 */
export async function retireDeployments(
  options: Pick<
    GitHubDeploymentOptions,
    'token' | 'apiUrl' | 'owner' | 'repo' | 'logUrl' | 'logger'
  > & {
    environment: string;
    description: string;
  },
): Promise<number> {
  const { owner, repo, environment, logger } = options;
  try {
    const { getOctokit } = await import('@actions/github');
    const api = getOctokit(options.token, { baseUrl: options.apiUrl }).rest
      .repos as unknown as DeploymentsApi;
    const { data } = await api.listDeployments({ owner, repo, environment, per_page: 100 });
    const ids = (Array.isArray(data) ? data : [])
      .map((deployment) => (deployment as { id?: unknown }).id)
      .filter((id): id is number => typeof id === 'number');
    for (const id of ids) {
      await api.createDeploymentStatus({
        owner,
        repo,
        deployment_id: id,
        state: 'inactive',
        description: options.description.slice(0, 140),
        ...(options.logUrl ? { log_url: options.logUrl } : {}),
      });
    }
    if (ids.length > 0)
      logger.info(`Marked ${ids.length} GitHub deployment(s) of ${environment} inactive.`);
    return ids.length;
  } catch (error) {
    logger.warning(explain(`mark the GitHub deployments of ${environment} inactive`, error));
    return 0;
  }
}

function explain(what: string, error: unknown): string {
  const status = (error as { status?: unknown }).status;
  if (status === 403 || status === 404) {
    return (
      `Could not ${what}: the token may not write deployments (GitHub answered ${status}). ` +
      'Give the job "permissions: deployments: write"; the Amezmo deployment goes on without it.'
    );
  }
  return `Could not ${what}: ${clauseOf(error)}. The Amezmo deployment goes on without it.`;
}
