// Previews on demand, the world of the end-to-end file (the preview bundle) and of the unit file
// (the same runs in the test's process): an Amezmo simulator, a GitHub stand-in and a workspace of
// a test's own, the events GitHub sends, and the helpers that act on them.
import { execFileSync } from 'node:child_process';
import type { ExpectStatic, TestContext } from 'vitest';
import type { ActionRunner } from './in-process.ts';
import { ownSimulator } from './own-simulator.ts';
import { previewRun } from './preview-world.ts';
import { previewName } from '../../src/preview/name.ts';
import { startGitHubApi } from '../github-api/server.ts';

export const FIRST = '1111111111111111111111111111111111111111';
export const HOUR = 3_600_000;
export const RUN_URL = 'https://github.com/acme/shop/actions/runs/77';
/** acme/shop's preview of pull request `n`. */
export const shop = (n: number) => previewName('pr', 'acme/shop', n);

interface PullOptions {
  number?: number;
  sha?: string;
  draft?: boolean;
  labels?: string[];
  /** The label labeled or unlabeled names. */
  label?: string;
}

/** A pull_request event's payload, as GitHub sends it, of acme/shop's own branch. */
export function pullEvent(action: string, options: PullOptions = {}) {
  const number = options.number ?? 7;
  return {
    action,
    number,
    pull_request: {
      number,
      state: action === 'closed' ? 'closed' : 'open',
      draft: options.draft ?? false,
      labels: (options.labels ?? []).map((name) => ({ name })),
      head: {
        sha: options.sha ?? FIRST,
        ref: 'feature/login',
        label: 'acme:feature/login',
        repo: { full_name: 'acme/shop' },
      },
      base: { repo: { full_name: 'acme/shop' } },
    },
    ...(options.label === undefined ? {} : { label: { name: options.label } }),
  };
}

/**
 * A simulator, a GitHub stand-in and a workspace of the test's own, closed when it finishes, so
 * that the tests run at once (docs/testing.md), and the helpers that act on them; `run` runs the
 * preview action (its bundle, or its entry in this process).
 */
export async function world(onTestFinished: TestContext['onTestFinished'], run: ActionRunner) {
  const { sim, workspace } = await ownSimulator(
    onTestFinished,
    'e2e-preview-triggers-',
    { finalStatus: 'succeeded', pollsToFinish: 1 },
    'workspace',
    { readsToLaunch: 2, instanceLimit: 20 },
  );
  const github = await startGitHubApi();
  onTestFinished(() => github.close());

  let nextCommentId = 500;

  /** A new comment on pull request `number`, kept by the stand-in (reactions need it there). */
  function commentEvent(body: string, login: string, number = 7) {
    const id = nextCommentId++;
    github.comments.push({ id, issueNumber: number, body, author: login });
    return {
      id,
      event: {
        action: 'created',
        issue: {
          number,
          pull_request: { url: `${github.url}/repos/acme/shop/pulls/${number}` },
        },
        comment: { id, body, user: { login } },
      },
    };
  }

  /** The workspace as a git checkout of one commit: what a comment's workflow checks out. */
  function commitWorkspace(): string {
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: workspace,
        encoding: 'utf8',
        env: {
          ...process.env,
          GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z',
          GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z',
        },
      }).trim();
    git('init', '-q');
    git('add', '-A');
    git('-c', 'user.name=Octo Cat', '-c', 'user.email=octo@example.test', 'commit', '-qm', 'app');
    return git('rev-parse', 'HEAD');
  }

  function preview(
    eventName: string,
    event: unknown,
    inputs: Record<string, string> = {},
    options: { deploys?: boolean } = {},
  ) {
    // A run that launches nothing needs no checkout: an empty workspace.
    const checkout = options.deploys === false ? undefined : workspace;
    return previewRun(run, { sim, github }, checkout, eventName, event, { inputs });
  }

  const requests = (route: string) => sim.requests.filter((request) => request.route === route);
  /** The reactions on comment `id`, in order. */
  const reactionsOn = (id: number) =>
    github.reactions.filter((reaction) => reaction.commentId === id).map(({ content }) => content);
  /** The comments the action wrote (as the token's user), in order. */
  const written = () =>
    github.comments.filter((comment) => comment.author === github.viewer).map(({ body }) => body);

  /** Asserts the instance was terminated and followed until it answered 404. */
  function expectFollowedTo404(expect: ExpectStatic, id: number): void {
    const terminate = requests('terminateInstance').find(
      (request) => request.path === `/v1/instances/${id}`,
    );
    expect(terminate).toBeDefined();
    const looks = sim.requests.filter(
      (request) =>
        request.route === 'getInstance' &&
        request.path === `/v1/instances/${id}` &&
        sim.requests.indexOf(request) > sim.requests.indexOf(terminate!),
    );
    expect(looks.at(-1)?.status).toBe(404);
    expect(sim.account.instanceIds()).not.toContain(id);
  }

  return {
    sim,
    github,
    workspace,
    commentEvent,
    commitWorkspace,
    preview,
    requests,
    reactionsOn,
    written,
    expectFollowedTo404,
  };
}

export type World = Awaited<ReturnType<typeof world>>;
