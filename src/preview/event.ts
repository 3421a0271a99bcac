// What a run of the preview action is about, from the event that started it.
import type { RunContext } from '../github/context.js';

export type PreviewEvent =
  /** Deploy the pull request's code to its preview. `number` is unknown for a fork's workflow_run. */
  | {
      kind: 'deploy';
      number: number | undefined;
      /** `owner:branch`, to find the pull request by when `number` is unknown. */
      headLabel: string;
      headSha: string;
      headRef: string;
    }
  | { kind: 'close'; number: number }
  | { kind: 'cleanup' }
  | { kind: 'skip'; reason: string };

const DEPLOYING_ACTIONS = ['opened', 'synchronize', 'reopened'];

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function pullNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** Reads the event: which pull request, and whether to deploy, tear down or clean up. */
export function previewEventOf(context: RunContext): PreviewEvent {
  const payload = context.payload;
  switch (context.eventName) {
    case 'pull_request':
    case 'pull_request_target': {
      const pull = record(payload.pull_request);
      const number = pullNumber(pull.number) ?? pullNumber(payload.number);
      if (number === undefined) {
        return {
          kind: 'skip',
          reason: `the ${context.eventName} event carries no pull request number`,
        };
      }
      const action = text(payload.action);
      if (action === 'closed') return { kind: 'close', number };
      if (!DEPLOYING_ACTIONS.includes(action)) {
        return {
          kind: 'skip',
          reason: `pull request #${number} was ${action || 'changed'}; previews deploy on opened, synchronize and reopened, and go on closed`,
        };
      }
      const head = record(pull.head);
      return {
        kind: 'deploy',
        number,
        headLabel: text(head.label),
        headSha: text(head.sha) || context.sha,
        headRef: text(head.ref) || context.headRef,
      };
    }
    case 'workflow_run': {
      const run = record(payload.workflow_run);
      const conclusion = text(run.conclusion);
      if (conclusion !== 'success') {
        return {
          kind: 'skip',
          reason: `the workflow run that built the pull request ended '${conclusion || 'without a conclusion'}'; only a successful one is deployed`,
        };
      }
      const pulls = Array.isArray(run.pull_requests) ? run.pull_requests : [];
      const owner = text(record(record(run.head_repository).owner).login);
      const branch = text(run.head_branch);
      return {
        kind: 'deploy',
        number: pullNumber(record(pulls[0]).number),
        headLabel: owner && branch ? `${owner}:${branch}` : '',
        headSha: text(run.head_sha),
        headRef: branch,
      };
    }
    case 'schedule':
    case 'workflow_dispatch':
      return { kind: 'cleanup' };
    default:
      return {
        kind: 'skip',
        reason: `the ${context.eventName || 'unknown'} event is not one previews act on; use pull_request (opened, synchronize, reopened, closed), workflow_run, schedule or workflow_dispatch`,
      };
  }
}
