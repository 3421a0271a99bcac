import { AmezmoDeployError } from '../errors.js';
import { isGitRefName, type RunContext } from '../github/index.js';

/** The branch or tag a run is about. */
export interface GitRef {
  readonly kind: 'branch' | 'tag';
  readonly name: string;
}

/** The ref to deploy, or why there is none. */
export type RefResolution =
  | { readonly ref: GitRef; readonly skip?: undefined }
  | { readonly ref?: GitRef; readonly skip: string };

// Publishing one release sends `created`, `published` and `released` (or `prereleased`) at once;
// only `published` deploys, so that one release makes one deployment, prereleases included.
const DEPLOYING_RELEASE_ACTION = 'published';

/** Parses `refs/heads/x` and `refs/tags/x`; anything else is neither. */
export function parseRef(ref: string): GitRef | undefined {
  if (ref.startsWith('refs/heads/'))
    return { kind: 'branch', name: ref.slice('refs/heads/'.length) };
  if (ref.startsWith('refs/tags/')) return { kind: 'tag', name: ref.slice('refs/tags/'.length) };
  return undefined;
}

export class InvalidRefError extends AmezmoDeployError {
  readonly errorCode = 'ref-invalid';
  constructor(ref: GitRef, eventName: string) {
    super(
      `The ${eventName || 'run'} event names the ${ref.kind} '${ref.name}', which is not a name ` +
        'git allows (control characters, spaces and ~^:?*[\\ cannot be in a ref); nothing was deployed.',
    );
    this.name = 'InvalidRefError';
  }
}

/** No ref at all: a runner that did not set GITHUB_REF, or a run outside GitHub Actions. */
export class MissingRefError extends AmezmoDeployError {
  readonly errorCode = 'ref-missing';
  constructor(eventName: string) {
    super(
      `GITHUB_REF is not set, and the ${eventName || 'run'} event names no ref, so whether to ` +
        'deploy cannot be decided. A GitHub runner sets it for every job; elsewhere set ' +
        'GITHUB_REF (e.g. refs/heads/main), or use the command-line tool (npx amezmo-deploy).',
    );
    this.name = 'MissingRefError';
  }
}

function describeRef(ref: GitRef): string {
  return `${ref.kind} '${ref.name}'`;
}

/** Which branch or tag this run deploys, from the event that started it. */
export function resolveRef(context: RunContext): RefResolution {
  const resolution = refOfEvent(context);
  if (resolution.ref && !isGitRefName(resolution.ref.name)) {
    throw new InvalidRefError(resolution.ref, context.eventName);
  }
  return resolution;
}

function refOfEvent(context: RunContext): RefResolution {
  const { eventName, payload } = context;
  switch (eventName) {
    case 'push': {
      const named = typeof payload.ref === 'string' ? payload.ref : context.ref;
      if (named === '') throw new MissingRefError(eventName);
      const ref = parseRef(named);
      if (!ref)
        return { skip: `the push is of '${context.ref}', which is neither a branch nor a tag` };
      if (payload.deleted === true) return { ref, skip: `the push deleted ${describeRef(ref)}` };
      return { ref };
    }
    case 'release': {
      const release = record(payload.release);
      const action = typeof payload.action === 'string' ? payload.action : '';
      const tag = typeof release.tag_name === 'string' ? release.tag_name : '';
      if (action !== DEPLOYING_RELEASE_ACTION) {
        return {
          skip:
            `release events with action '${action}' do not deploy: only 'published' does, so that ` +
            'one release makes one deployment (use on: release: types: [published])',
        };
      }
      if (!tag) return { skip: 'the release event carries no tag' };
      return { ref: { kind: 'tag', name: tag } };
    }
    case 'pull_request':
    case 'pull_request_target': {
      const head = context.headRef || String(record(record(payload.pull_request).head).ref ?? '');
      if (!head) return { skip: 'the pull request event carries no head branch' };
      return { ref: { kind: 'branch', name: head } };
    }
    default: {
      if (context.ref === '') throw new MissingRefError(eventName);
      const ref = parseRef(context.ref);
      if (!ref) return { skip: `the ref '${context.ref}' is neither a branch nor a tag` };
      return { ref };
    }
  }
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}
