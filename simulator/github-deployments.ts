// Deployments and their statuses as GitHub keeps them: the records its REST API answers with,
// lists filtered and paged newest first, and `auto_inactive`, which retires the earlier successful
// deployments of an environment when a new one succeeds.

import {
  githubTime,
  invalidField,
  notFound,
  pageOf,
  userRecord,
  type Reply,
  type RestContext,
  type RestRoute,
} from './github-rest.ts';

/** A deployment as `GET /repos/{o}/{r}/deployments/{id}` answers it. */
export interface GitHubDeploymentRecord {
  url: string;
  id: number;
  node_id: string;
  sha: string;
  ref: string;
  task: string;
  /** What the creator gave: an object (a JSON string is parsed, as GitHub does). */
  payload: unknown;
  original_environment: string;
  environment: string;
  description: string | null;
  creator: ReturnType<typeof userRecord>;
  created_at: string;
  updated_at: string;
  statuses_url: string;
  repository_url: string;
  transient_environment: boolean;
  production_environment: boolean;
}

/** A deployment status as `GET .../deployments/{id}/statuses` answers it. */
export interface GitHubDeploymentStatusRecord {
  url: string;
  id: number;
  node_id: string;
  state: string;
  creator: ReturnType<typeof userRecord>;
  description: string;
  environment: string;
  target_url: string;
  created_at: string;
  updated_at: string;
  deployment_url: string;
  repository_url: string;
  environment_url: string;
  log_url: string;
}

/** A deployment as the stand-in keeps it: the record, its statuses oldest first, its repository. */
export interface GitHubDeploymentEntry extends GitHubDeploymentRecord {
  /** `owner/name`. */
  repository: string;
  statuses: GitHubDeploymentStatusRecord[];
}

/** The short view tests have always read: what was deployed, and the states it went through. */
export interface StoredDeployment {
  id: number;
  ref: string;
  environment: string;
  transientEnvironment: boolean;
  /** The states of its statuses, oldest first. */
  states: string[];
  /** The last `environment_url` a status gave. */
  environmentUrl: string | undefined;
}

const STATES = ['error', 'failure', 'inactive', 'in_progress', 'queued', 'pending', 'success'];

export class DeploymentStore {
  readonly entries: GitHubDeploymentEntry[] = [];
  private nextId = 4000;
  private nextStatusId = 7000;
  private readonly now: () => number;
  private readonly viewer: () => string;

  constructor(now: () => number, viewer: () => string) {
    this.now = now;
    this.viewer = viewer;
  }

  /** The short views, in the order the deployments were made. */
  shortViews(): StoredDeployment[] {
    return this.entries.map((entry) => ({
      id: entry.id,
      ref: entry.ref,
      environment: entry.environment,
      transientEnvironment: entry.transient_environment,
      states: entry.statuses.map((status) => status.state),
      environmentUrl: entry.statuses.findLast((status) => status.environment_url !== '')
        ?.environment_url,
    }));
  }

  reset(): void {
    this.entries.length = 0;
  }

  routes(): RestRoute[] {
    return [
      { method: 'POST', pattern: /^\/deployments$/, handler: (context) => this.create(context) },
      { method: 'GET', pattern: /^\/deployments$/, handler: (context) => this.list(context) },
      {
        method: 'GET',
        pattern: /^\/deployments\/(\d+)$/,
        handler: (context) => {
          const entry = this.find(context);
          return entry ? { status: 200, body: recordOf(entry) } : notFound();
        },
      },
      {
        method: 'POST',
        pattern: /^\/deployments\/(\d+)\/statuses$/,
        handler: (context) => this.addStatus(context),
      },
      {
        method: 'GET',
        pattern: /^\/deployments\/(\d+)\/statuses$/,
        handler: (context) => {
          const entry = this.find(context);
          if (!entry) return notFound();
          const path = `/repos/${context.repository}/deployments/${entry.id}/statuses`;
          const page = pageOf([...entry.statuses].reverse(), context, path);
          return { status: 200, body: page.items, headers: page.headers };
        },
      },
    ];
  }

  private find({ params, repository }: RestContext): GitHubDeploymentEntry | undefined {
    return this.entries.find(
      (entry) => entry.id === Number(params[0]) && entry.repository === repository,
    );
  }

  private create({ body, repository, origin }: RestContext): Reply {
    if (typeof body.ref !== 'string' || body.ref === '') {
      return invalidField('Deployment', 'ref', '"ref" wasn\'t supplied.');
    }
    const environment = typeof body.environment === 'string' ? body.environment : 'production';
    const id = this.nextId++;
    const created = githubTime(this.now());
    const url = `${origin}/repos/${repository}/deployments/${id}`;
    const entry: GitHubDeploymentEntry = {
      url,
      id,
      node_id: nodeId('DE', id),
      // Without a repository to resolve it in, the ref stands for its commit.
      sha: body.ref,
      ref: body.ref,
      task: typeof body.task === 'string' ? body.task : 'deploy',
      payload: parsedPayload(body.payload),
      original_environment: environment,
      environment,
      description: typeof body.description === 'string' ? body.description : null,
      creator: userRecord(this.viewer()),
      created_at: created,
      updated_at: created,
      statuses_url: `${url}/statuses`,
      repository_url: `${origin}/repos/${repository}`,
      transient_environment: body.transient_environment === true,
      production_environment:
        typeof body.production_environment === 'boolean'
          ? body.production_environment
          : environment === 'production',
      repository,
      statuses: [],
    };
    this.entries.push(entry);
    return { status: 201, body: recordOf(entry) };
  }

  private list(context: RestContext): Reply {
    const { query, repository } = context;
    const filters = (['sha', 'ref', 'task', 'environment'] as const).flatMap((field) => {
      const wanted = query.get(field);
      return wanted === null ? [] : [(entry: GitHubDeploymentEntry) => entry[field] === wanted];
    });
    const matching = this.entries
      .filter((entry) => entry.repository === repository && filters.every((test) => test(entry)))
      .reverse();
    const page = pageOf(matching, context, `/repos/${repository}/deployments`);
    return { status: 200, body: page.items.map(recordOf), headers: page.headers };
  }

  private addStatus(context: RestContext): Reply {
    const entry = this.find(context);
    if (!entry) return notFound();
    const { body } = context;
    const state = body.state;
    if (typeof state !== 'string' || !STATES.includes(state)) {
      return invalidField(
        'DeploymentStatus',
        'state',
        `"state" must be one of ${STATES.join(', ')}.`,
      );
    }
    if (typeof body.environment === 'string' && body.environment !== '') {
      entry.environment = body.environment;
    }
    const status = this.statusOf(entry, state, body);
    entry.statuses.push(status);
    entry.updated_at = status.created_at;
    // GitHub's default: a success retires the earlier successful deployments of the environment.
    if (state === 'success' && body.auto_inactive !== false) {
      for (const earlier of this.entries) {
        if (
          earlier.id < entry.id &&
          earlier.repository === entry.repository &&
          earlier.environment === entry.environment &&
          earlier.statuses.at(-1)?.state === 'success'
        ) {
          earlier.statuses.push(this.statusOf(earlier, 'inactive', {}));
        }
      }
    }
    return { status: 201, body: status };
  }

  private statusOf(
    entry: GitHubDeploymentEntry,
    state: string,
    body: Record<string, unknown>,
  ): GitHubDeploymentStatusRecord {
    const id = this.nextStatusId++;
    const created = githubTime(this.now());
    const text = (field: string) => (typeof body[field] === 'string' ? body[field] : '');
    return {
      url: `${entry.url}/statuses/${id}`,
      id,
      node_id: nodeId('DES', id),
      state,
      creator: userRecord(this.viewer()),
      description: text('description'),
      environment: entry.environment,
      target_url: text('log_url') || text('target_url'),
      created_at: created,
      updated_at: created,
      deployment_url: entry.url,
      repository_url: entry.repository_url,
      environment_url: text('environment_url'),
      log_url: text('log_url') || text('target_url'),
    };
  }
}

/** The record GitHub answers with: the entry less what only the stand-in keeps. */
function recordOf(entry: GitHubDeploymentEntry): GitHubDeploymentRecord {
  const record: Partial<GitHubDeploymentEntry> = structuredClone(entry);
  delete record.repository;
  delete record.statuses;
  return record as GitHubDeploymentRecord;
}

/** GitHub takes a payload as an object or as a string of JSON, which it parses. */
function parsedPayload(payload: unknown): unknown {
  if (payload === undefined || payload === null || payload === '') return {};
  if (typeof payload !== 'string') return payload;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return payload;
  }
}

function nodeId(prefix: string, id: number): string {
  return `${prefix}_kwDO${Buffer.from(String(id)).toString('base64url')}`;
}
