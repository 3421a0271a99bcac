import type { RunContext } from './context.js';

/** The branch or tag a run is about. */
export interface GitRef {
  readonly kind: 'branch' | 'tag';
  readonly name: string;
}

/** The ref to deploy, or why there is none. */
export type RefResolution =
  | { readonly ref: GitRef; readonly skip?: undefined }
  | { readonly ref?: GitRef; readonly skip: string };

const RELEASE_ACTIONS = new Set(['published', 'created', 'prereleased', 'released']);

/** Parses `refs/heads/x` and `refs/tags/x`; anything else is neither. */
export function parseRef(ref: string): GitRef | undefined {
  if (ref.startsWith('refs/heads/'))
    return { kind: 'branch', name: ref.slice('refs/heads/'.length) };
  if (ref.startsWith('refs/tags/')) return { kind: 'tag', name: ref.slice('refs/tags/'.length) };
  return undefined;
}

function describeRef(ref: GitRef): string {
  return `${ref.kind} '${ref.name}'`;
}

/** Which branch or tag this run deploys, from the event that started it. */
export function resolveRef(context: RunContext): RefResolution {
  const { eventName, payload } = context;
  switch (eventName) {
    case 'push': {
      const ref = parseRef(typeof payload.ref === 'string' ? payload.ref : context.ref);
      if (!ref)
        return { skip: `the push is of '${context.ref}', which is neither a branch nor a tag` };
      if (payload.deleted === true) return { ref, skip: `the push deleted ${describeRef(ref)}` };
      return { ref };
    }
    case 'release': {
      const release = record(payload.release);
      const action = typeof payload.action === 'string' ? payload.action : '';
      const tag = typeof release.tag_name === 'string' ? release.tag_name : '';
      if (!RELEASE_ACTIONS.has(action)) {
        return {
          skip: `release events with action '${action}' do not deploy (only published, created, prereleased and released do)`,
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
      const ref = parseRef(context.ref);
      if (!ref)
        return { skip: `the ref '${context.ref || '(none)'}' is neither a branch nor a tag` };
      return { ref };
    }
  }
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** Who gets recorded as the pusher: the input, else the event's e-mails, else the actor's no-reply address. */
export function resolvePusher(context: RunContext, input: string | undefined): string {
  if (input) return input;
  const { payload } = context;
  const pusherEmail = record(payload.pusher).email;
  if (typeof pusherEmail === 'string' && pusherEmail.includes('@')) return pusherEmail;
  const authorEmail = record(record(payload.head_commit).author).email;
  if (typeof authorEmail === 'string' && authorEmail.includes('@')) return authorEmail;
  const login = context.actor || 'github-actions';
  return context.actorId
    ? `${context.actorId}+${login}@users.noreply.github.com`
    : `${login}@users.noreply.github.com`;
}

/** `owner/name` split in two; undefined when the repository is not known. */
export function splitRepository(repository: string): { owner: string; name: string } | undefined {
  const [owner, name, ...rest] = repository.split('/');
  if (!owner || !name || rest.length > 0) return undefined;
  return { owner, name };
}
