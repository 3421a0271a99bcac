// The GitHub stand-in's checks of commits, as GitHub documents them: a commit's check runs
// (`GET /repos/{owner}/{repo}/commits/{ref}/check-runs`: `total_count` and a page of
// `check_runs`, newest first, paged by `per_page`, `page` and the Link header, `filter=latest` by
// default) and its statuses (`GET .../commits/{ref}/status`, the combined status: `state`,
// `statuses` one a context, `total_count`; `GET .../commits/{ref}/statuses`, every status, newest
// first). A test sets the checks up; one may stay pending for a number of reads, then complete.
import { githubTime, pageOf, type Reply, type RestContext, type RestRoute } from './github-rest.ts';

export interface CheckRunOptions {
  name: string;
  /** How it ends: `success` by default; `null` for one that never completes. */
  conclusion?: string | null;
  /** The reads of the commit's check runs that find it pending before it completes (0). */
  pendingReads?: number;
  /** Its status while pending: `in_progress` by default (`queued`, `waiting` ...). */
  pendingStatus?: string;
  /** The workflow run whose job it is: its `details_url` and `html_url` name it (run 7). */
  runId?: number;
  /** Its `details_url` and `html_url` instead of the run's job page. */
  url?: string;
  /** The app that made it: `github-actions` by default. */
  app?: string;
}

export interface StatusOptions {
  context: string;
  /** How it ends: `success` by default (`failure`, `error`, `pending`). */
  state?: string;
  /** The reads of the commit's statuses that find it pending before it takes `state` (0). */
  pendingReads?: number;
  target_url?: string | null;
  description?: string;
}

interface StoredRun extends Required<Omit<CheckRunOptions, 'url'>> {
  id: number;
  url: string | undefined;
  reads: number;
  startedAt: number;
}

interface StoredStatus extends StatusOptions {
  id: number;
  reads: number;
  createdAt: number;
}

export class CommitChecks {
  readonly #runs = new Map<string, StoredRun[]>();
  readonly #statuses = new Map<string, StoredStatus[]>();
  readonly #answers = new Map<'check-runs' | 'status', unknown>();
  readonly #now: () => number;
  #nextId = 4000;

  constructor(now: () => number) {
    this.#now = now;
  }

  /** Adds a check run to commit `sha`. */
  addRun(sha: string, options: CheckRunOptions): void {
    const runs = this.#runs.get(sha.toLowerCase()) ?? [];
    runs.push({
      id: this.#nextId++,
      name: options.name,
      conclusion: options.conclusion === undefined ? 'success' : options.conclusion,
      pendingReads: options.pendingReads ?? 0,
      pendingStatus: options.pendingStatus ?? 'in_progress',
      runId: options.runId ?? 7,
      url: options.url,
      app: options.app ?? 'github-actions',
      reads: 0,
      startedAt: this.#now(),
    });
    this.#runs.set(sha.toLowerCase(), runs);
  }

  /** Sets a status of commit `sha`. */
  addStatus(sha: string, options: StatusOptions): void {
    const statuses = this.#statuses.get(sha.toLowerCase()) ?? [];
    statuses.push({ ...options, id: this.#nextId++, reads: 0, createdAt: this.#now() });
    this.#statuses.set(sha.toLowerCase(), statuses);
  }

  /** Answers every read of the check runs (or the combined status) with `body`, status 200. */
  answerWith(endpoint: 'check-runs' | 'status', body: unknown): void {
    this.#answers.set(endpoint, body);
  }

  reset(): void {
    this.#runs.clear();
    this.#statuses.clear();
    this.#answers.clear();
  }

  routes(): RestRoute[] {
    return [
      {
        method: 'GET',
        pattern: /^\/commits\/([^/]+)\/check-runs$/,
        handler: (context) => this.#checkRuns(context),
      },
      {
        method: 'GET',
        pattern: /^\/commits\/([^/]+)\/status$/,
        handler: (context) => this.#combined(context),
      },
      {
        method: 'GET',
        pattern: /^\/commits\/([^/]+)\/statuses$/,
        handler: (context) => {
          const listed = this.#read(context).map((status) => this.#statusRecord(status, context));
          const page = pageOf(listed, context, this.#path(context, 'statuses'));
          return { status: 200, body: page.items, headers: page.headers };
        },
      },
    ];
  }

  #ref(context: RestContext): string {
    return decodeURIComponent(context.params[0] ?? '').toLowerCase();
  }

  #path(context: RestContext, rest: string): string {
    return `/repos/${context.repository}/commits/${context.params[0] ?? ''}/${rest}`;
  }

  #checkRuns(context: RestContext): Reply {
    const answer = this.#answers.get('check-runs');
    if (answer !== undefined) return { status: 200, body: answer };
    const runs = [...(this.#runs.get(this.#ref(context)) ?? [])];
    // Each read of the list is a read of every run it holds, on its first page or not.
    for (const run of runs) run.reads++;
    const named = context.query.get('check_name');
    let listed = runs.filter((run) => named === null || run.name === named);
    if (context.query.get('filter') !== 'all') {
      // `latest`: the newest run of each name (and app).
      listed = listed.filter(
        (run) =>
          !listed.some(
            (other) => other.name === run.name && other.app === run.app && other.id > run.id,
          ),
      );
    }
    const records = listed.sort((a, b) => b.id - a.id).map((run) => this.#runRecord(run, context));
    const page = pageOf(records, context, this.#path(context, 'check-runs'));
    return {
      status: 200,
      body: { total_count: records.length, check_runs: page.items },
      headers: page.headers,
    };
  }

  #runRecord(run: StoredRun, context: RestContext): Record<string, unknown> {
    const done = run.reads > run.pendingReads && run.conclusion !== null;
    const [owner = ''] = context.repository.split('/');
    const page =
      run.url ??
      `https://github.com/${context.repository}/actions/runs/${run.runId}/job/${run.id + 50_000}`;
    return {
      id: run.id,
      head_sha: this.#ref(context),
      node_id: `CR_${run.id}`,
      external_id: '',
      url: `${context.origin}/repos/${context.repository}/check-runs/${run.id}`,
      html_url: page,
      details_url: page,
      status: done ? 'completed' : run.pendingStatus,
      conclusion: done ? run.conclusion : null,
      started_at: githubTime(run.startedAt),
      completed_at: done ? githubTime(this.#now()) : null,
      output: { title: null, summary: null, text: null, annotations_count: 0 },
      name: run.name,
      check_suite: { id: run.id + 100_000 },
      app: { id: 15368, slug: run.app, name: run.app, owner: { login: owner } },
      pull_requests: [],
    };
  }

  /** The statuses of the commit, newest first, each read once more. */
  #read(context: RestContext): StoredStatus[] {
    const statuses = [...(this.#statuses.get(this.#ref(context)) ?? [])];
    for (const status of statuses) status.reads++;
    return statuses.sort((a, b) => b.id - a.id);
  }

  #stateOf(status: StoredStatus): string {
    return status.reads > (status.pendingReads ?? 0) ? (status.state ?? 'success') : 'pending';
  }

  #statusRecord(status: StoredStatus, context: RestContext): Record<string, unknown> {
    return {
      url: `${context.origin}/repos/${context.repository}/statuses/${this.#ref(context)}`,
      id: status.id,
      node_id: `SC_${status.id}`,
      state: this.#stateOf(status),
      description: status.description ?? null,
      target_url: status.target_url === undefined ? null : status.target_url,
      context: status.context,
      created_at: githubTime(status.createdAt),
      updated_at: githubTime(this.#now()),
    };
  }

  #combined(context: RestContext): Reply {
    const answer = this.#answers.get('status');
    if (answer !== undefined) return { status: 200, body: answer };
    const all = this.#read(context);
    // One a context: the newest.
    const latest = all.filter(
      (status) => !all.some((other) => other.context === status.context && other.id > status.id),
    );
    const states = latest.map((status) => this.#stateOf(status));
    // GitHub's rule: failure if any failed or errored, pending if none or any pending.
    const state = states.some((word) => word === 'failure' || word === 'error')
      ? 'failure'
      : states.length === 0 || states.includes('pending')
        ? 'pending'
        : 'success';
    const page = pageOf(
      latest.map((status) => this.#statusRecord(status, context)),
      context,
      this.#path(context, 'status'),
    );
    return {
      status: 200,
      body: {
        state,
        statuses: page.items,
        sha: this.#ref(context),
        total_count: latest.length,
        repository: { full_name: context.repository },
        commit_url: `${context.origin}/repos/${context.repository}/commits/${this.#ref(context)}`,
        url: `${context.origin}/repos/${context.repository}/commits/${this.#ref(context)}/status`,
      },
      headers: page.headers,
    };
  }
}
