// Who is recorded as a deployment's pusher: the input, else the e-mail addresses the event
// carries, else the actor's no-reply address (none without an actor). Payloads are not trusted:
// only a plain address is taken from one.
import type { RunContext } from './context.js';

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

// A plain address of printable ASCII, as the service checks it; anything else in a payload is
// passed over rather than sent.
const EMAIL = /^[^\s@<>()[\],;:"\\]+@[^\s@<>()[\],;:"\\]+\.[^\s@<>()[\],;:"\\]+$/;

function isEmail(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= 254 &&
    EMAIL.test(value) &&
    !/[^\x21-\x7e]/.test(value)
  );
}

/**
 * Who gets recorded as the pusher: the input, else the event's e-mails, else the actor's no-reply
 * address. A run with no actor (the command line outside GitHub Actions) records none.
 */
export function resolvePusher(context: RunContext, input: string | undefined): string | undefined {
  if (input) return input;
  const { payload } = context;
  const pusherEmail = record(payload.pusher).email;
  if (isEmail(pusherEmail)) return pusherEmail;
  const authorEmail = record(record(payload.head_commit).author).email;
  if (isEmail(authorEmail)) return authorEmail;
  if (context.actor === '') return undefined;
  const login = /^[A-Za-z0-9-]{1,39}(\[bot\])?$/.test(context.actor)
    ? context.actor
    : 'github-actions';
  return context.actorId
    ? `${context.actorId}+${login}@users.noreply.github.com`
    : `${login}@users.noreply.github.com`;
}
