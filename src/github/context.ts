import { readFileSync } from 'node:fs';

/** What the runner tells about the run: the event, the ref, the repository, the actor. */
export interface RunContext {
  readonly eventName: string;
  /** GITHUB_REF, e.g. `refs/heads/main`. */
  readonly ref: string;
  /** GITHUB_HEAD_REF: the head branch of a pull request. */
  readonly headRef: string;
  readonly sha: string;
  /** `owner/name`. */
  readonly repository: string;
  readonly actor: string;
  readonly actorId: string;
  readonly payload: Readonly<Record<string, unknown>>;
  /** Link to this run, for the summary. */
  readonly runUrl: string;
  /** Link to the repository on GitHub, e.g. `https://github.com/acme/shop`; '' when unknown. */
  readonly repositoryUrl: string;
  /** GitHub's REST API, e.g. `https://api.github.com` (or a GHES address). */
  readonly apiUrl: string;
  readonly tempDir: string;
  /** GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT: where an artifact this run keeps is found. */
  readonly runId?: string;
  readonly runAttempt?: string;
}

// Read by hand rather than through @actions/github, whose import loads Octokit: the skip path
// should not pay for that.
export function readRunContext(env: NodeJS.ProcessEnv = process.env): RunContext {
  const server = env.GITHUB_SERVER_URL || 'https://github.com';
  const repository = env.GITHUB_REPOSITORY ?? '';
  return {
    eventName: env.GITHUB_EVENT_NAME ?? '',
    ref: env.GITHUB_REF ?? '',
    headRef: env.GITHUB_HEAD_REF ?? '',
    sha: env.GITHUB_SHA ?? '',
    repository,
    actor: env.GITHUB_ACTOR ?? '',
    actorId: env.GITHUB_ACTOR_ID ?? '',
    payload: readPayload(env.GITHUB_EVENT_PATH),
    runUrl:
      env.GITHUB_RUN_ID && repository
        ? `${server}/${repository}/actions/runs/${encodeURIComponent(env.GITHUB_RUN_ID)}`
        : '',
    repositoryUrl: /^[\w.-]+\/[\w.-]+$/.test(repository) ? `${server}/${repository}` : '',
    apiUrl: env.GITHUB_API_URL || 'https://api.github.com',
    tempDir: env.RUNNER_TEMP || (env.TMPDIR ?? '/tmp'),
    runId: env.GITHUB_RUN_ID ?? '',
    runAttempt: env.GITHUB_RUN_ATTEMPT ?? '',
  };
}

function readPayload(path: string | undefined): Record<string, unknown> {
  if (!path) return {};
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return {};
  }
  try {
    const payload: unknown = JSON.parse(text);
    return typeof payload === 'object' && payload !== null
      ? (payload as Record<string, unknown>)
      : {};
  } catch {
    throw new Error(`The event payload at GITHUB_EVENT_PATH (${path}) is not valid JSON.`);
  }
}

/**
 * Whether `name` is a branch or tag name git can hold (git check-ref-format): event payloads are
 * not trusted, and a name with a line break or a control character exists in no repository.
 */
export function isGitRefName(name: string): boolean {
  return (
    name !== '' &&
    name !== '@' &&
    name.length <= 255 &&
    // eslint-disable-next-line no-control-regex
    !/[\x00-\x20\x7f~^:?*[\\]|\.\.|@\{|\/\/|^\/|\/$|\.$|\.lock(\/|$)|(^|\/)\./.test(name)
  );
}

/** `owner/name` split in two; undefined when the repository is not known. */
export function splitRepository(repository: string): { owner: string; name: string } | undefined {
  const [owner, name, ...rest] = repository.split('/');
  if (!owner || !name || rest.length > 0) return undefined;
  return { owner, name };
}
