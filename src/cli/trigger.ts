// What a run is of, for the commands that deploy: the CI's (or git's) word, with the flags that
// say otherwise (--branch, --tag, --commit, --repository), each checked.
import { isGitRefName } from '../github/index.js';
import { has, InputError } from '../settings/index.js';
import { CI_NAMES, detectTrigger, withFlags, type Trigger, type TriggerFlags } from './ci.js';
import { readGitFacts } from './git.js';
import type { Invocation } from './invocation.js';
import { UsageError } from './shell.js';

/** A trigger that names the branch or tag to deploy. */
export type RefTrigger = Trigger & { readonly ref: NonNullable<Trigger['ref']> };

/** The flags that say what the run is of, checked. */
export function triggerFlags(given: Readonly<Record<string, string>>): TriggerFlags {
  if (given.branch !== undefined && given.tag !== undefined) {
    throw new UsageError(
      '--branch and --tag were both given: a deployment is of one or the other.',
    );
  }
  for (const name of ['branch', 'tag'] as const) {
    const value = given[name];
    if (value !== undefined) checkRefName(`--${name}`, name, value);
  }
  const commit = given.commit;
  if (commit !== undefined) checkCommit('--commit', commit);
  const repository = given.repository;
  if (repository !== undefined) checkRepository('--repository', repository);
  return { branch: given.branch, tag: given.tag, commit: commit?.toLowerCase(), repository };
}

function checkRefName(label: string, kind: 'branch' | 'tag', value: string): void {
  if (!isGitRefName(value)) throw has(label, value, `it is not a ${kind} name git allows.`);
}

function checkCommit(label: string, value: string): void {
  if (!/^[0-9a-f]{7,64}$/i.test(value)) {
    throw has(label, value, 'a commit is 7 to 64 hex digits, e.g. $(git rev-parse HEAD).');
  }
}

function checkRepository(label: string, value: string): void {
  if (!/^[\w.-]+(\/[\w.-]+)+$/.test(value)) {
    throw has(label, value, 'give it as owner/name, e.g. acme/shop.');
  }
}

/**
 * The trigger, its ref, commit and repository checked as the flags that give them are, whoever
 * gave them: a CI's variable is outside text too. A message names the variable (or git).
 */
export function checkTrigger(found: Trigger): Trigger {
  const { from } = found;
  if (found.ref) checkRefName(from.ref, found.ref.kind, found.ref.name);
  if (found.commit !== '') checkCommit(from.commit, found.commit);
  if (found.repository !== '') checkRepository(from.repository, found.repository);
  return found;
}

/**
 * What the CI (or git, where the CI says nothing) tells of the run, and the flags over it. Git is
 * asked in `folder`, the folder deployed, when it is in a repository; else in the working folder.
 */
export async function readTrigger(
  invocation: Invocation,
  flags: TriggerFlags,
  folder?: string,
): Promise<Trigger> {
  const { env, cwd } = invocation;
  // In GitHub Actions the run context says it all; elsewhere git fills what the CI leaves out.
  if (env.GITHUB_ACTIONS === 'true') return checkTrigger(withFlags(detectTrigger(env, {}), flags));
  const inFolder = folder === undefined ? undefined : await readGitFacts(folder);
  const git = inFolder?.commit !== undefined ? inFolder : await readGitFacts(cwd);
  return checkTrigger(withFlags(detectTrigger(env, git), flags));
}

/**
 * The trigger, when it names a branch or tag it may deploy; else an error saying which flag to
 * pass, or why the CI's run is not deployed.
 */
export function withRef(found: Trigger): RefTrigger {
  if (found.refused !== undefined) throw new Error(`Not deployed: ${found.refused}`);
  if (!found.ref) {
    throw new InputError(
      `No branch or tag to deploy: ${found.missing ?? 'none was found'}. Pass --branch NAME or --tag NAME.`,
    );
  }
  return { ...found, ref: found.ref };
}

/** One line of the log: what the run is of, and who said so. */
export function describeTrigger(trigger: Trigger): string {
  const parts = [
    trigger.ref ? `${trigger.ref.kind} '${trigger.ref.name}'` : '',
    trigger.commit ? `commit ${trigger.commit.slice(0, 12)}` : '',
    trigger.repository ? `of ${trigger.repository}` : '',
    trigger.request ? `(merge or pull request ${trigger.request})` : '',
    trigger.pusher ? `by ${trigger.pusher}` : '',
  ].filter((part) => part !== '');
  const what = parts.length > 0 ? parts.join(' ') : 'no branch, tag or commit named';
  return `Run: ${what}, as told by ${CI_NAMES[trigger.ci]}.`;
}
