// Which CI the command line runs in, and what it tells about the run: the branch or tag, the
// commit, the repository and who started it; on a laptop, what the git repository says. The
// decision is pure (`detectTrigger`, a function of the variables and of what git answered); the
// deploy job then hears it as the run context the action hears, so that the patterns decide
// exactly as they do in the action.
import type { GitRef } from '../deploy/index.js';
import type { RunContext } from '../github/index.js';

export type CiName = 'github' | 'gitlab' | 'bitbucket' | 'circleci' | 'local';

/** How each CI is named in messages. */
export const CI_NAMES: Record<CiName, string> = {
  github: 'GitHub Actions',
  gitlab: 'GitLab CI',
  bitbucket: 'Bitbucket Pipelines',
  circleci: 'CircleCI',
  local: 'the local git repository',
};

/** What the git repository of the working folder says; each fact undefined when git could not tell. */
export interface GitFacts {
  /** The branch checked out; undefined when HEAD is detached. */
  readonly branch?: string;
  /** The tag that points at HEAD (the highest version when several do). */
  readonly tag?: string;
  readonly commit?: string;
  /** The URL of the remote `origin`. */
  readonly remoteUrl?: string;
  /** `git config user.email`: who runs the command on a laptop. */
  readonly userEmail?: string;
  /** The e-mail of HEAD's author. */
  readonly authorEmail?: string;
}

/** What started this deployment, as the CI (or git) tells it. */
export interface Trigger {
  readonly ci: CiName;
  /** The branch or tag to deploy; undefined when none could be found (`missing` says why). */
  readonly ref: GitRef | undefined;
  readonly missing?: string;
  /** '' when not known. */
  readonly commit: string;
  /** `owner/name` (a GitLab project in a subgroup has more parts); '' when not known. */
  readonly repository: string;
  /** An e-mail address; '' when not known. */
  readonly pusher: string;
  /** The merge or pull request the run is for; '' when none. */
  readonly request: string;
  /** A link to the CI job; '' when none. */
  readonly jobUrl: string;
  /** Where the ref, commit and repository were read, e.g. `CI_COMMIT_SHA`, for messages. */
  readonly from: TriggerSources;
  /**
   * Why the CI's run must not deploy, when it must not: a GitLab merge request from a fork,
   * whose source branch may bear any name, `main` included.
   */
  readonly refused?: string;
}

/** Where each fact of a trigger was read: a variable, a flag or git. */
export interface TriggerSources {
  readonly ref: string;
  readonly commit: string;
  readonly repository: string;
}

type Env = Readonly<Record<string, string | undefined>>;

/** How messages name a commit read from git. */
const GIT_HEAD = "git (HEAD's commit)";

/** Which CI the variables are of; the first that says so wins. */
export function ciOf(env: Env): CiName {
  if (env.GITHUB_ACTIONS === 'true') return 'github';
  if (env.GITLAB_CI === 'true') return 'gitlab';
  if (set(env.BITBUCKET_BUILD_NUMBER) || set(env.BITBUCKET_COMMIT)) return 'bitbucket';
  if (env.CIRCLECI === 'true') return 'circleci';
  return 'local';
}

/** The branch or tag, commit, repository and pusher, from the CI's variables or from git. */
export function detectTrigger(env: Env, git: GitFacts): Trigger {
  const ci = ciOf(env);
  switch (ci) {
    case 'github': {
      const ref = env.GITHUB_REF ?? '';
      const head = env.GITHUB_HEAD_REF ?? '';
      return trigger(ci, {
        ref: head
          ? branch(head)
          : ref.startsWith('refs/tags/')
            ? tag(ref.slice('refs/tags/'.length))
            : ref.startsWith('refs/heads/')
              ? branch(ref.slice('refs/heads/'.length))
              : undefined,
        missing: `GITHUB_REF is '${ref}', neither a branch nor a tag`,
        commit: env.GITHUB_SHA || git.commit,
        repository: env.GITHUB_REPOSITORY,
        request: /^refs\/pull\/(\d+)\//.exec(ref)?.[1],
        from: {
          ref: head ? 'GITHUB_HEAD_REF' : 'GITHUB_REF',
          commit: env.GITHUB_SHA ? 'GITHUB_SHA' : GIT_HEAD,
          repository: 'GITHUB_REPOSITORY',
        },
        jobUrl:
          env.GITHUB_RUN_ID && env.GITHUB_REPOSITORY
            ? `${env.GITHUB_SERVER_URL || 'https://github.com'}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
            : '',
      });
    }
    case 'gitlab': {
      // A merge request pipeline sets no CI_COMMIT_BRANCH: its branch is the request's source.
      const source = env.CI_MERGE_REQUEST_SOURCE_BRANCH_NAME;
      const sourceProject = env.CI_MERGE_REQUEST_SOURCE_PROJECT_PATH;
      const fork =
        set(source) &&
        set(sourceProject) &&
        sourceProject !== (env.CI_PROJECT_PATH ?? '') &&
        !set(env.CI_COMMIT_TAG);
      return trigger(ci, {
        ref: set(env.CI_COMMIT_TAG)
          ? tag(env.CI_COMMIT_TAG)
          : set(source)
            ? branch(source)
            : set(env.CI_COMMIT_BRANCH)
              ? branch(env.CI_COMMIT_BRANCH)
              : undefined,
        missing:
          'GitLab set none of CI_COMMIT_TAG, CI_COMMIT_BRANCH and CI_MERGE_REQUEST_SOURCE_BRANCH_NAME',
        commit: env.CI_COMMIT_SHA || git.commit,
        repository: env.CI_PROJECT_PATH,
        pusher: env.GITLAB_USER_EMAIL || git.authorEmail,
        request: env.CI_MERGE_REQUEST_IID,
        jobUrl: env.CI_JOB_URL,
        from: {
          ref: set(env.CI_COMMIT_TAG)
            ? 'CI_COMMIT_TAG'
            : set(source)
              ? 'CI_MERGE_REQUEST_SOURCE_BRANCH_NAME'
              : 'CI_COMMIT_BRANCH',
          commit: env.CI_COMMIT_SHA ? 'CI_COMMIT_SHA' : GIT_HEAD,
          repository: 'CI_PROJECT_PATH',
        },
        ...(fork
          ? {
              refused:
                `merge request !${env.CI_MERGE_REQUEST_IID ?? '?'} comes from the fork ` +
                `${sourceProject}, not from ${env.CI_PROJECT_PATH || 'this project'}: its branch ` +
                `'${source}' is the fork's, whatever its name, and is not deployed as this ` +
                "project's branch. Deploy it from a branch of this project once it is merged " +
                '(or reviewed and pushed here), or use amezmo-deploy preview up for a preview.',
            }
          : {}),
      });
    }
    case 'bitbucket':
      return trigger(ci, {
        ref: set(env.BITBUCKET_TAG)
          ? tag(env.BITBUCKET_TAG)
          : set(env.BITBUCKET_BRANCH)
            ? branch(env.BITBUCKET_BRANCH)
            : undefined,
        missing: 'Bitbucket set neither BITBUCKET_TAG nor BITBUCKET_BRANCH',
        commit: env.BITBUCKET_COMMIT || git.commit,
        repository: env.BITBUCKET_REPO_FULL_NAME,
        // Bitbucket tells no e-mail of who started the pipeline: the commit's author is taken.
        pusher: git.authorEmail,
        request: env.BITBUCKET_PR_ID,
        from: {
          ref: set(env.BITBUCKET_TAG) ? 'BITBUCKET_TAG' : 'BITBUCKET_BRANCH',
          commit: env.BITBUCKET_COMMIT ? 'BITBUCKET_COMMIT' : GIT_HEAD,
          repository: 'BITBUCKET_REPO_FULL_NAME',
        },
        jobUrl:
          env.BITBUCKET_GIT_HTTP_ORIGIN && env.BITBUCKET_BUILD_NUMBER
            ? `${env.BITBUCKET_GIT_HTTP_ORIGIN.replace(/^http:/, 'https:')}/pipelines/results/${env.BITBUCKET_BUILD_NUMBER}`
            : '',
      });
    case 'circleci':
      return trigger(ci, {
        ref: set(env.CIRCLE_TAG)
          ? tag(env.CIRCLE_TAG)
          : set(env.CIRCLE_BRANCH)
            ? branch(env.CIRCLE_BRANCH)
            : undefined,
        missing: 'CircleCI set neither CIRCLE_TAG nor CIRCLE_BRANCH',
        commit: env.CIRCLE_SHA1 || git.commit,
        repository:
          env.CIRCLE_PROJECT_USERNAME && env.CIRCLE_PROJECT_REPONAME
            ? `${env.CIRCLE_PROJECT_USERNAME}/${env.CIRCLE_PROJECT_REPONAME}`
            : '',
        // CIRCLE_USERNAME is a login, not an address: the commit's author is taken.
        pusher: git.authorEmail,
        request: env.CIRCLE_PR_NUMBER || /\/pull\/(\d+)$/.exec(env.CIRCLE_PULL_REQUEST ?? '')?.[1],
        jobUrl: env.CIRCLE_BUILD_URL,
        from: {
          ref: set(env.CIRCLE_TAG) ? 'CIRCLE_TAG' : 'CIRCLE_BRANCH',
          commit: env.CIRCLE_SHA1 ? 'CIRCLE_SHA1' : GIT_HEAD,
          repository: 'CIRCLE_PROJECT_USERNAME/CIRCLE_PROJECT_REPONAME',
        },
      });
    case 'local':
      return trigger(ci, {
        ref: git.branch ? branch(git.branch) : git.tag ? tag(git.tag) : undefined,
        missing:
          git.commit === undefined
            ? 'this folder is not in a git repository'
            : `HEAD is detached at ${git.commit.slice(0, 7)} and no tag points at it`,
        commit: git.commit,
        repository: repositoryOfRemote(git.remoteUrl ?? ''),
        pusher: git.userEmail || git.authorEmail,
        from: { ref: 'git (HEAD)', commit: GIT_HEAD, repository: "git (the remote 'origin')" },
      });
  }
}

/** What the command line's own flags say instead: each one given wins over the CI. */
export interface TriggerFlags {
  readonly branch?: string;
  readonly tag?: string;
  readonly commit?: string;
  readonly repository?: string;
}

export function withFlags(found: Trigger, flags: TriggerFlags): Trigger {
  return {
    ...found,
    from: {
      ref: flags.branch ? '--branch' : flags.tag ? '--tag' : found.from.ref,
      commit: flags.commit ? '--commit' : found.from.commit,
      repository: flags.repository ? '--repository' : found.from.repository,
    },
    ...(flags.branch ? { ref: branch(flags.branch) } : {}),
    ...(flags.tag ? { ref: tag(flags.tag) } : {}),
    ...(flags.commit ? { commit: flags.commit } : {}),
    ...(flags.repository ? { repository: flags.repository } : {}),
  };
}

/**
 * The trigger as the deploy job hears a run: a push of the branch or tag, or a pull request of
 * its branch, with the pusher's address in the payload where GitHub's push events carry it.
 */
export function runContextOf(
  found: Trigger & { readonly ref: GitRef },
  place: { readonly tempDir: string; readonly apiUrl: string },
): RunContext {
  const ref = `refs/${found.ref.kind === 'tag' ? 'tags' : 'heads'}/${found.ref.name}`;
  const request = found.request !== '' && found.ref.kind === 'branch';
  return {
    eventName: request ? 'pull_request' : 'push',
    ref,
    headRef: request ? found.ref.name : '',
    sha: found.commit,
    repository: found.repository,
    actor: '',
    actorId: '',
    payload: { ref, ...(found.pusher ? { pusher: { email: found.pusher } } : {}) },
    runUrl: found.jobUrl,
    repositoryUrl: '',
    apiUrl: place.apiUrl,
    tempDir: place.tempDir,
  };
}

/**
 * `owner/name` from a remote's URL: `git@host:owner/name.git`, `https://host/owner/name.git`,
 * `ssh://git@host:22/owner/name`. '' for anything else.
 */
export function repositoryOfRemote(url: string): string {
  const scp = /^[\w.-]+@[\w.-]+:(?!\/)(.+)$/.exec(url);
  let path: string;
  if (scp) {
    path = scp[1] as string;
  } else {
    try {
      path = new URL(url).pathname;
    } catch {
      return '';
    }
  }
  const parts = path
    .replace(/\.git\/?$/, '')
    .split('/')
    .filter((part) => part !== '');
  return parts.length >= 2 && parts.every((part) => /^[\w.-]+$/.test(part)) ? parts.join('/') : '';
}

function trigger(
  ci: CiName,
  found: {
    ref: GitRef | undefined;
    missing: string;
    commit?: string;
    repository?: string;
    pusher?: string;
    request?: string;
    jobUrl?: string;
    from: TriggerSources;
    refused?: string;
  },
): Trigger {
  return {
    ci,
    ref: found.ref,
    from: found.from,
    ...(found.refused === undefined ? {} : { refused: found.refused }),
    ...(found.ref ? {} : { missing: found.missing }),
    commit: found.commit ?? '',
    repository: found.repository ?? '',
    pusher: found.pusher ?? '',
    request: found.request ?? '',
    jobUrl: found.jobUrl ?? '',
  };
}

function set(value: string | undefined): value is string {
  return value !== undefined && value !== '';
}

function branch(name: string): GitRef {
  return { kind: 'branch', name };
}

function tag(name: string): GitRef {
  return { kind: 'tag', name };
}

/**
 * The commit's time as the CI tells it, for a job whose image has no git (GitLab's node:24-slim):
 * GitLab's CI_COMMIT_TIMESTAMP (ISO 8601), in whole seconds. Bitbucket and CircleCI tell none;
 * a value that is not a time is passed over, and the files keep their times on disk.
 */
export function ciCommitTime(env: Env): { time: number; timeFrom: string } | undefined {
  const text = env.GITLAB_CI === 'true' ? env.CI_COMMIT_TIMESTAMP?.trim() : undefined;
  if (!text || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:?\d\d)$/.test(text))
    return undefined;
  const milliseconds = Date.parse(text);
  if (!Number.isFinite(milliseconds) || milliseconds < 0) return undefined;
  return { time: Math.floor(milliseconds / 1000), timeFrom: 'CI_COMMIT_TIMESTAMP' };
}
