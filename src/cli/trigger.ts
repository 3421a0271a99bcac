// What a run is of, for the commands that deploy: the CI's (or git's) word, with the flags that
// say otherwise (--branch, --tag, --commit, --repository), each checked.
import { isGitRefName } from '../github/context.js';
import { has, InputError } from '../settings/source.js';
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
    if (value !== undefined && !isGitRefName(value)) {
      throw has(`--${name}`, value, `it is not a ${name} name git allows.`);
    }
  }
  const commit = given.commit;
  if (commit !== undefined && !/^[0-9a-f]{7,64}$/i.test(commit)) {
    throw has('--commit', commit, 'a commit is 7 to 64 hex digits, e.g. $(git rev-parse HEAD).');
  }
  const repository = given.repository;
  if (repository !== undefined && !/^[\w.-]+(\/[\w.-]+)+$/.test(repository)) {
    throw has('--repository', repository, 'give it as owner/name, e.g. acme/shop.');
  }
  return { branch: given.branch, tag: given.tag, commit: commit?.toLowerCase(), repository };
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
  if (env.GITHUB_ACTIONS === 'true') return withFlags(detectTrigger(env, {}), flags);
  const inFolder = folder === undefined ? undefined : await readGitFacts(folder);
  const git = inFolder?.commit !== undefined ? inFolder : await readGitFacts(cwd);
  return withFlags(detectTrigger(env, git), flags);
}

/** The trigger, when it names a branch or tag; else an error saying which flag to pass. */
export function withRef(found: Trigger): RefTrigger {
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
  return `Run: ${parts.join(' ')}, as told by ${CI_NAMES[trigger.ci]}.`;
}
