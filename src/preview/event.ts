// What a run of the preview action is about, from the event that started it. The payload is
// hostile: only typed fields are kept (numbers, a known action, a checked login), and of a
// comment only the command it holds, never its text.
import {
  isGitHubLogin,
  pullNumber,
  type PullRequestFacts,
  type PullRequestHead,
  readPullRequest,
  type RunContext,
} from '../github/index.js';

/** What a `/preview` comment asks: launch (or update), stop, or a word the action does not know. */
export type Command = 'launch' | 'stop' | 'unknown';

export type PreviewEvent =
  /** A pull_request (or pull_request_target) event: its action, and the pull request it carries. */
  | {
      kind: 'pull';
      action: string;
      pull: PullRequestFacts;
      /** The label labeled or unlabeled names: compared with `preview-label`, never written. */
      label: string | undefined;
    }
  /** A `/preview` comment on a pull request. */
  | {
      kind: 'comment';
      number: number;
      command: Command;
      commentId: number | undefined;
      /** The commenter's login; undefined when the payload's is not a GitHub login. */
      author: string | undefined;
    }
  /** A successful workflow_run: the pull request it built, unknown for a fork's. */
  | { kind: 'run'; number: number | undefined; head: PullRequestHead }
  | { kind: 'cleanup' }
  | { kind: 'skip'; reason: string };

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The command of a comment: its first non-blank line is `/preview` (launch), `/preview stop`, or
 * `/preview` and another word (unknown); undefined for any other comment.
 */
export function commandOf(body: string): Command | undefined {
  const first = body.trimStart().split(/\r?\n/, 1)[0]?.trim() ?? '';
  const match = /^\/preview(?:[ \t]+(.*))?$/i.exec(first);
  if (!match) return undefined;
  const rest = (match[1] ?? '').trim().toLowerCase();
  return rest === '' ? 'launch' : rest === 'stop' ? 'stop' : 'unknown';
}

/** The actions of a pull request after which a preview may deploy: a run of these reads `region`. */
const DEPLOYING_ACTIONS = ['opened', 'synchronize', 'reopened', 'labeled', 'ready_for_review'];

/** Whether the run may deploy, so that it needs `region` and the folder to deploy. */
export function mayDeploy(event: PreviewEvent): boolean {
  switch (event.kind) {
    case 'pull':
      return DEPLOYING_ACTIONS.includes(event.action);
    case 'comment':
      return event.command === 'launch';
    case 'run':
      return true;
    default:
      return false;
  }
}

/** Reads the event: which pull request, and what happened to it. */
export function previewEventOf(context: RunContext): PreviewEvent {
  const payload = context.payload;
  switch (context.eventName) {
    case 'pull_request':
    case 'pull_request_target': {
      const pull = readPullRequest(
        {
          ...record(payload.pull_request),
          number: record(payload.pull_request).number ?? payload.number,
        },
        context.repository,
      );
      if (!pull) {
        return {
          kind: 'skip',
          reason: `the ${context.eventName} event carries no pull request number`,
        };
      }
      const action = /^[a-z_]{1,40}$/.test(text(payload.action)) ? text(payload.action) : '';
      return {
        kind: 'pull',
        action,
        pull: {
          ...pull,
          head: {
            ...pull.head,
            sha: pull.head.sha || context.sha,
            ref: pull.head.ref || context.headRef,
          },
        },
        label:
          action === 'labeled' || action === 'unlabeled'
            ? text(record(payload.label).name)
            : undefined,
      };
    }
    case 'issue_comment': {
      const issue = record(payload.issue);
      const number = pullNumber(issue.number);
      // An issue's comment has no `pull_request` in its issue; a pull request's has.
      if (number === undefined || typeof issue.pull_request !== 'object' || !issue.pull_request) {
        return { kind: 'skip', reason: 'the comment is on an issue, not on a pull request' };
      }
      if (text(payload.action) !== 'created') {
        return {
          kind: 'skip',
          reason: `a comment on pull request #${number} was edited or deleted; only a new comment is read`,
        };
      }
      const comment = record(payload.comment);
      const command = commandOf(text(comment.body));
      if (command === undefined) {
        return {
          kind: 'skip',
          reason: `the comment on pull request #${number} is not a /preview command`,
        };
      }
      const login = text(record(comment.user).login);
      return {
        kind: 'comment',
        number,
        command,
        commentId: pullNumber(comment.id),
        author: isGitHubLogin(login) ? login : undefined,
      };
    }
    case 'workflow_run': {
      const run = record(payload.workflow_run);
      const conclusion = text(run.conclusion);
      if (conclusion !== 'success') {
        return {
          kind: 'skip',
          reason: `the workflow run that built the pull request ended '${/^[a-z_]{1,40}$/.test(conclusion) ? conclusion : 'without a conclusion'}'; only a successful one is deployed`,
        };
      }
      const pulls = Array.isArray(run.pull_requests) ? run.pull_requests : [];
      const owner = text(record(record(run.head_repository).owner).login);
      const branch = text(run.head_branch);
      return {
        kind: 'run',
        number: pullNumber(record(pulls[0]).number),
        head: {
          sha: text(run.head_sha),
          ref: branch,
          label: owner && branch ? `${owner}:${branch}` : '',
        },
      };
    }
    case 'schedule':
    case 'workflow_dispatch':
      return { kind: 'cleanup' };
    default:
      return {
        kind: 'skip',
        reason: `the ${/^[a-z_]{1,40}$/.test(context.eventName) ? context.eventName : 'unknown'} event is not one previews act on; use pull_request, issue_comment, workflow_run, schedule or workflow_dispatch`,
      };
  }
}
