// Whether a pull request should have a preview after this event, and why: decided from the event,
// the trigger settings and what GitHub says (the commenter's permission, the pull request),
// before any request changes anything. When the decision needs a fact it does not have, it says
// which to ask for; the life cycle asks GitHub and decides again.
import type { PullRequestFacts, PullRequestHead, RepositoryPermission } from '../github/index.js';
import type { PreviewEvent } from './event.js';

export const TRIGGERS = ['always', 'label', 'comment'] as const;
export type Trigger = (typeof TRIGGERS)[number];

export interface TriggerSettings {
  trigger: Trigger;
  /** The label that asks for a preview with trigger `label`. */
  label: string;
  /** Whether draft pull requests have previews. */
  drafts: boolean;
  /**
   * Why a closed request's preview goes, in the front end's words (`preview down` on the
   * command line closes no pull request); `pull request #N was closed` when absent.
   */
  closedReason?: (number: number) => string;
}

/** What the run has learnt from GitHub so far. */
export interface Known {
  /** The commenter's permission on the repository. */
  permission?: RepositoryPermission;
  /** The pull request as GitHub answers it now; null when it could not be read (no token). */
  pull?: PullRequestFacts | null;
  /** A workflow run's pull request, found by its head when the run does not name it (a fork's). */
  number?: number;
}

export type Decision =
  /** Ask GitHub for this, then decide again. */
  | { kind: 'ask'; what: 'permission' | 'pull' }
  | {
      kind: 'deploy';
      number: number;
      head: PullRequestHead;
      /** Whether a preview may be launched; false: only one that exists is deployed again. */
      create: boolean;
      /**
       * Whether the workspace is deployed; false for a fork's pull request asked by comment: its
       * preview is launched, and its code comes only through the workflow_run path.
       */
      code: boolean;
      /** Whether the workspace must hold the head commit (a comment run checks out the head). */
      checkHead: boolean;
      reason: string;
    }
  /** `reply`: the comment that asked is answered with what came of it. */
  | { kind: 'teardown'; number: number; reason: string; reply?: boolean }
  | { kind: 'cleanup' }
  /** Nothing to do; `reply`: the comment that asked is answered with the reason. */
  | { kind: 'skip'; reason: string; reply?: boolean }
  /** A comment by someone who may not ask: answered with the reason, and nothing changes. */
  | { kind: 'refuse'; number: number; reason: string };

/** The actions of a pull request that may launch or deploy a preview. */
const LAUNCHING = ['opened', 'synchronize', 'reopened', 'labeled', 'ready_for_review'];
/** The base permissions that may ask for a preview: write covers maintain, admin is admin. */
const MAY_ASK = new Set(['admin', 'write']);

function sameLabel(a: string | undefined, b: string): boolean {
  // GitHub's label names are unique regardless of case.
  return a !== undefined && a.toLowerCase() === b.toLowerCase();
}

function draftSkip(number: number, reply?: boolean): Decision {
  return {
    kind: 'skip',
    reason: `pull request #${number} is a draft; drafts get no preview unless drafts: true`,
    ...(reply ? { reply } : {}),
  };
}

export function decide(
  event: PreviewEvent,
  settings: TriggerSettings,
  known: Known = {},
): Decision {
  switch (event.kind) {
    case 'cleanup':
    case 'skip':
      return event;
    case 'pull':
      return decidePull(event, settings);
    case 'comment':
      return decideComment(event, settings, known);
    case 'run':
      return decideRun(event, settings, known);
  }
}

function decidePull(
  event: Extract<PreviewEvent, { kind: 'pull' }>,
  settings: TriggerSettings,
): Decision {
  const { action, pull } = event;
  const { number } = pull;
  const label = `\`${settings.label}\``;
  if (action === 'closed') {
    return {
      kind: 'teardown',
      number,
      reason: settings.closedReason?.(number) ?? `pull request #${number} was closed`,
    };
  }
  if (action === 'converted_to_draft') {
    return settings.drafts
      ? {
          kind: 'skip',
          reason: `pull request #${number} became a draft, and drafts: true keeps its preview`,
        }
      : { kind: 'teardown', number, reason: `pull request #${number} was converted to a draft` };
  }
  if (action === 'unlabeled') {
    if (settings.trigger !== 'label') {
      return {
        kind: 'skip',
        reason: `a label was removed from pull request #${number}; labels matter only with trigger: label`,
      };
    }
    return sameLabel(event.label, settings.label)
      ? {
          kind: 'teardown',
          number,
          reason: `the label ${label} was removed from pull request #${number}`,
        }
      : {
          kind: 'skip',
          reason: `a label other than ${label} was removed from pull request #${number}`,
        };
  }
  if (!LAUNCHING.includes(action)) {
    return {
      kind: 'skip',
      reason:
        `pull request #${number} was ${action || 'changed'}; previews act on opened, synchronize, ` +
        'reopened, labeled, unlabeled, ready_for_review, converted_to_draft and closed',
    };
  }
  if (action === 'labeled' && settings.trigger !== 'label') {
    return {
      kind: 'skip',
      reason: `a label was added to pull request #${number}; labels matter only with trigger: label`,
    };
  }
  if (action === 'labeled' && !sameLabel(event.label, settings.label)) {
    return {
      kind: 'skip',
      reason: `a label other than ${label} was added to pull request #${number}`,
    };
  }
  if (pull.draft && !settings.drafts) return draftSkip(number);
  const deploy = (create: boolean, reason: string): Decision => ({
    kind: 'deploy',
    number,
    head: pull.head,
    create,
    code: true,
    checkHead: false,
    reason,
  });
  switch (settings.trigger) {
    case 'always':
      return deploy(true, `pull request #${number} was ${action}`);
    case 'label':
      if (action === 'labeled') {
        return deploy(true, `the label ${label} was added to pull request #${number}`);
      }
      return pull.labels.some((name) => sameLabel(name, settings.label))
        ? deploy(true, `pull request #${number} carries the label ${label}`)
        : {
            kind: 'skip',
            reason: `pull request #${number} does not carry the label ${label}`,
          };
    case 'comment':
      // A push updates the preview a /preview comment launched; it never launches one.
      return action === 'synchronize'
        ? deploy(false, `pull request #${number} was pushed to`)
        : {
            kind: 'skip',
            reason:
              `pull request #${number} was ${action}; with trigger: comment, a preview is ` +
              'launched by a /preview comment',
          };
  }
}

function decideComment(
  event: Extract<PreviewEvent, { kind: 'comment' }>,
  settings: TriggerSettings,
  known: Known,
): Decision {
  const { number, author } = event;
  if (settings.trigger !== 'comment') {
    return {
      kind: 'skip',
      reason: `/preview comments are read only with trigger: comment, and trigger is ${settings.trigger}`,
    };
  }
  if (author === undefined) {
    return {
      kind: 'refuse',
      number,
      reason: "the comment's author is not a GitHub login whose permission can be checked",
    };
  }
  if (known.permission === undefined) return { kind: 'ask', what: 'permission' };
  if (!MAY_ASK.has(known.permission.permission)) {
    return {
      kind: 'refuse',
      number,
      reason:
        `${author} has ${known.permission.permission === 'none' ? 'no' : known.permission.role} ` +
        'access to this repository; only people with ' +
        'write, maintain or admin access may launch or stop a preview',
    };
  }
  if (!known.pull) return { kind: 'ask', what: 'pull' };
  const pull = known.pull;
  if (pull.state === 'closed') {
    // The close tore its preview down, unless that run failed or never ran: a stop still stops.
    return event.command === 'stop'
      ? {
          kind: 'teardown',
          number,
          reason: `${author} asked /preview stop on closed pull request #${number}`,
          reply: true,
        }
      : { kind: 'skip', reason: `pull request #${number} is closed`, reply: true };
  }
  switch (event.command) {
    case 'unknown':
      return {
        kind: 'skip',
        reason:
          'the comment is not a command the preview knows: comment /preview to launch or update ' +
          'the preview, or /preview stop to end it',
        reply: true,
      };
    case 'stop':
      return { kind: 'teardown', number, reason: `${author} asked /preview stop` };
    case 'launch':
      if (pull.draft && !settings.drafts) return draftSkip(number, true);
      return {
        kind: 'deploy',
        number,
        head: pull.head,
        create: true,
        // A fork's code never runs in a job with secrets: only the workflow_run path deploys it.
        // A pull request not known to be from this repository is taken as a fork's.
        code: pull.fork === false,
        checkHead: pull.fork === false,
        reason: `${author} asked /preview`,
      };
  }
}

function decideRun(
  event: Extract<PreviewEvent, { kind: 'run' }>,
  settings: TriggerSettings,
  known: Known,
): Decision {
  if (known.pull === undefined) return { kind: 'ask', what: 'pull' };
  const pull = known.pull;
  const number = pull?.number ?? known.number ?? event.number;
  if (number === undefined) {
    return { kind: 'skip', reason: 'the workflow run names no pull request' };
  }
  if (pull?.state === 'closed') {
    return { kind: 'skip', reason: `pull request #${number} is closed` };
  }
  if (pull?.draft && !settings.drafts) return draftSkip(number);
  // The run's own commit, the one it built, is deployed: the pull request may have moved on.
  const deploy = (create: boolean, reason: string): Decision => ({
    kind: 'deploy',
    number,
    head: event.head,
    create,
    code: true,
    checkHead: false,
    reason,
  });
  switch (settings.trigger) {
    case 'always':
      return deploy(true, `a workflow run built pull request #${number}`);
    case 'label':
      if (!pull) {
        return {
          kind: 'skip',
          reason: `pull request #${number}'s labels could not be read; trigger: label needs 'github-token'`,
        };
      }
      return pull.labels.some((name) => sameLabel(name, settings.label))
        ? deploy(true, `pull request #${number} carries the label \`${settings.label}\``)
        : {
            kind: 'skip',
            reason: `pull request #${number} does not carry the label \`${settings.label}\``,
          };
    case 'comment':
      return deploy(false, `a workflow run built pull request #${number}`);
  }
}
