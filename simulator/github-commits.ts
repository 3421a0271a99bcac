// The GitHub stand-in's commits: a graph a test sets up (each commit with its parents and time),
// and the compare API over it as GitHub documents it (`GET /repos/{owner}/{repo}/compare/
// {base}...{head}`): `status` (ahead, behind, diverged, identical), `ahead_by`, `behind_by`,
// `total_commits`, the merge base and the commits `head` has that `base` lacks, oldest first.
import {
  githubTime,
  notFound,
  type Reply,
  type RestContext,
  type RestRoute,
} from './github-rest.ts';

export interface CommitOptions {
  /** The parents' shas, first parent first; none for a root commit. */
  parents?: readonly string[];
  /** The committer date; now by default. */
  date?: Date;
  message?: string;
}

interface StoredCommit {
  sha: string;
  parents: readonly string[];
  date: Date;
  message: string;
}

export class CommitGraph {
  readonly #commits = new Map<string, StoredCommit>();
  #answer: unknown;
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
  }

  /** Adds a commit; its parents must be added first. */
  add(sha: string, options: CommitOptions = {}): void {
    const parents = options.parents ?? [];
    for (const parent of parents) {
      if (!this.#commits.has(parent)) throw new Error(`add parent ${parent} before ${sha}`);
    }
    this.#commits.set(sha.toLowerCase(), {
      sha: sha.toLowerCase(),
      parents,
      date: options.date ?? new Date(this.#now()),
      message: options.message ?? `Commit ${sha.slice(0, 7)}`,
    });
  }

  /** Answers every comparison with `body` (status 200) instead: a hostile or broken answer. */
  answerCompareWith(body: unknown): void {
    this.#answer = body;
  }

  reset(): void {
    this.#commits.clear();
    this.#answer = undefined;
  }

  routes(): RestRoute[] {
    return [
      {
        method: 'GET',
        pattern: /^\/compare\/([^/]+?)\.\.\.([^/]+)$/,
        handler: (context) => this.#compare(context),
      },
    ];
  }

  /** The commit a full sha or a unique prefix of 7 or more names, as GitHub resolves it. */
  #resolve(name: string): StoredCommit | undefined {
    const wanted = decodeURIComponent(name).toLowerCase();
    if (!/^[0-9a-f]{7,64}$/.test(wanted)) return undefined;
    const found = [...this.#commits.values()].filter((commit) => commit.sha.startsWith(wanted));
    return found.length === 1 ? found[0] : undefined;
  }

  /** Every commit reachable from `from`, itself included. */
  #reachable(from: StoredCommit): Set<string> {
    const seen = new Set<string>();
    const stack = [from.sha];
    while (stack.length > 0) {
      const sha = stack.pop() as string;
      if (seen.has(sha)) continue;
      seen.add(sha);
      stack.push(...(this.#commits.get(sha)?.parents ?? []));
    }
    return seen;
  }

  #compare(context: RestContext): Reply {
    const [baseName = '', headName = ''] = context.params;
    const base = this.#resolve(baseName);
    const head = this.#resolve(headName);
    if (!base || !head) return notFound();
    if (this.#answer !== undefined) return { status: 200, body: this.#answer };
    const fromBase = this.#reachable(base);
    const fromHead = this.#reachable(head);
    const ahead = [...fromHead].filter((sha) => !fromBase.has(sha));
    const behind = [...fromBase].filter((sha) => !fromHead.has(sha));
    const status =
      ahead.length === 0 && behind.length === 0
        ? 'identical'
        : behind.length === 0
          ? 'ahead'
          : ahead.length === 0
            ? 'behind'
            : 'diverged';
    // The newest common ancestor: the common commit with the latest date.
    const common = [...fromBase].filter((sha) => fromHead.has(sha)).map((sha) => this.#get(sha));
    const mergeBase = common.sort((a, b) => b.date.getTime() - a.date.getTime())[0];
    // GitHub lists up to 250 commits a page, oldest first.
    const perPage = Math.min(250, Math.max(1, Number(context.query.get('per_page')) || 250));
    const page = Math.max(1, Math.floor(Number(context.query.get('page')) || 1));
    const commits = ahead
      .map((sha) => this.#get(sha))
      .sort((a, b) => a.date.getTime() - b.date.getTime())
      .slice((page - 1) * perPage, page * perPage);
    const url = `${context.origin}/repos/${context.repository}/compare/${baseName}...${headName}`;
    return {
      status: 200,
      body: {
        url,
        html_url: url.replace('/repos/', '/'),
        base_commit: this.#record(base, context),
        merge_base_commit: mergeBase ? this.#record(mergeBase, context) : null,
        status,
        ahead_by: ahead.length,
        behind_by: behind.length,
        total_commits: ahead.length,
        commits: commits.map((commit) => this.#record(commit, context)),
        files: [],
      },
    };
  }

  #get(sha: string): StoredCommit {
    return this.#commits.get(sha) as StoredCommit;
  }

  /** A commit as GitHub's REST API gives one. */
  #record(commit: StoredCommit, context: RestContext): Record<string, unknown> {
    const who = { name: 'Octo Cat', email: 'octocat@example.com', date: githubTime(commit.date) };
    return {
      sha: commit.sha,
      url: `${context.origin}/repos/${context.repository}/commits/${commit.sha}`,
      commit: { author: who, committer: who, message: commit.message },
      parents: commit.parents.map((sha) => ({
        sha,
        url: `${context.origin}/repos/${context.repository}/commits/${sha}`,
      })),
    };
  }
}
