// Whether the commit to deploy would put older code over what is live: a run approved (or queued)
// long ago must not deploy a commit that the live release's commit already descends from. Pure:
// where the two commits stand to each other is asked before, by whoever can (git, GitHub).
import { AmezmoDeployError } from '../errors.js';
import { shortSha } from '../format.js';

/** Where the commit to deploy stands to the live one, or why that could not be asked. */
export type Standing =
  | { readonly known: 'behind' | 'ahead' | 'diverged' | 'identical'; readonly by: string }
  | { readonly unknown: string };

export interface BehindQuestion {
  /** The commit to deploy, and its commit time in seconds when known. */
  readonly deploying: { readonly commit: string; readonly time?: number };
  /** The live release: its Amezmo deployment, commit, and commit time when the ledger has it. */
  readonly live: { readonly deploymentId: number; readonly commit: string; readonly time?: number };
  readonly standing: Standing;
  readonly allowOlder: boolean;
  /** How a message says to allow it, e.g. `set allow-older: true`. */
  readonly howToAllowOlder: string;
}

/** Deploy (with a notice to show, when there is one), or refuse with the message to show. */
export type BehindVerdict =
  | { readonly deploy: true; readonly notice?: string }
  | { readonly deploy: false; readonly refusal: string };

/** The same commit, however abbreviated: a re-run, which the identical-bytes check handles. */
export function sameCommit(a: string, b: string): boolean {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x !== '' && y !== '' && (x.startsWith(y) || y.startsWith(x));
}

/** Whether deploying `deploying` over `live` would go behind it, and what to say. */
export function judgeBehind(question: BehindQuestion): BehindVerdict {
  const { deploying, live, standing } = question;
  if (sameCommit(deploying.commit, live.commit)) return { deploy: true };
  const mine = shortSha(deploying.commit);
  const theirs = `commit ${shortSha(live.commit)} (Amezmo deployment ${live.deploymentId})`;
  let why: string;
  if ('known' in standing) {
    if (standing.known !== 'behind') return { deploy: true };
    why = `commit ${mine} is an ancestor of the live ${theirs}, as ${standing.by} says`;
  } else if (deploying.time !== undefined && live.time !== undefined) {
    if (deploying.time >= live.time) return { deploy: true };
    why =
      `commit ${mine} is older than the live ${theirs}: its commit time is earlier, as the ` +
      `ledger records it (${standing.unknown})`;
  } else {
    return {
      deploy: true,
      notice:
        `Could not tell whether commit ${mine} is older than the live ${theirs}: ` +
        `${standing.unknown}. Deploying it.`,
    };
  }
  const how = question.howToAllowOlder;
  if (question.allowOlder) {
    return { deploy: true, notice: `Deploying older code over newer, as allowed: ${why}.` };
  }
  return {
    deploy: false,
    refusal:
      `Refusing to deploy: ${why}, so it would put older code over newer (a run approved or ` +
      `queued long ago). Deploy a newer commit, or ${how} to deploy it anyway, e.g. for a ` +
      'deliberate revert.',
  };
}

/** The commit to deploy is behind the live release's, and older code was not allowed. */
export class BehindLiveError extends AmezmoDeployError {
  readonly errorCode = 'release-behind-live';
  constructor(message: string) {
    super(message);
    this.name = 'BehindLiveError';
  }
}
