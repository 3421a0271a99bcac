// What the git repository of a folder says, for the command line outside a CI that tells it:
// each fact asked of git on its own, and undefined when git could not tell (no repository, no
// remote, no e-mail set, or no git at all).
import { execFile } from 'node:child_process';
import {
  type CommitList,
  type CommitStanding,
  gitHead,
  type GitHead,
  isCommitId,
  type ListedCommit,
} from '../github/index.js';
import { ciCommitTime, type GitFacts } from './ci.js';

/** Runs git in `cwd`: its exit code (undefined when it could not run or ran too long), its output. */
function runGit(
  cwd: string,
  args: string[],
): Promise<{ code: number | undefined; stdout: string }> {
  return new Promise((resolve) => {
    execFile(
      'git',
      args,
      { cwd, timeout: 10_000, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } },
      (error, stdout) => {
        const code = error ? (error as { code?: unknown }).code : 0;
        resolve({ code: typeof code === 'number' ? code : undefined, stdout: String(stdout) });
      },
    );
  });
}

/** What git prints, trimmed; undefined when it fails or prints nothing. */
async function git(cwd: string, args: string[]): Promise<string | undefined> {
  const { code, stdout } = await runGit(cwd, args);
  const text = stdout.trim();
  return code !== 0 || text === '' ? undefined : text;
}

export async function readGitFacts(cwd: string): Promise<GitFacts> {
  const [head, commit, tags, remoteUrl, userEmail, authorEmail] = await Promise.all([
    git(cwd, ['rev-parse', '--abbrev-ref', 'HEAD']),
    git(cwd, ['rev-parse', 'HEAD']),
    git(cwd, ['tag', '--points-at', 'HEAD', '--sort=-v:refname']),
    git(cwd, ['remote', 'get-url', 'origin']),
    git(cwd, ['config', 'user.email']),
    git(cwd, ['log', '-1', '--format=%ae']),
  ]);
  return {
    branch: head === 'HEAD' ? undefined : head,
    tag: tags?.split('\n')[0],
    commit,
    remoteUrl,
    userEmail,
    authorEmail,
  };
}

/** Whether `ancestor` is an ancestor of `commit` in the clone at `cwd`; undefined when git cannot tell. */
async function isAncestor(
  cwd: string,
  ancestor: string,
  commit: string,
): Promise<boolean | undefined> {
  const { code } = await runGit(cwd, ['merge-base', '--is-ancestor', ancestor, commit]);
  // 0: it is; 1: it is not; anything else (a commit not in the clone, no clone): unknown.
  return code === 0 ? true : code === 1 ? false : undefined;
}

/**
 * Where `head` stands to `base` in the clone at `cwd`, as GitHub's compare API words it;
 * undefined when the clone does not hold both commits (or there is no clone). Both are commit
 * ids (checked by the caller), never options.
 */
export async function localStanding(
  cwd: string,
  base: string,
  head: string,
): Promise<CommitStanding | undefined> {
  const behind = await isAncestor(cwd, head, base);
  const ahead = behind === undefined ? undefined : await isAncestor(cwd, base, head);
  if (behind === undefined || ahead === undefined) return undefined;
  // Each an ancestor of the other (git counts a commit as its own): the same commit.
  if (behind && ahead) return 'identical';
  return behind ? 'behind' : ahead ? 'ahead' : 'diverged';
}

/**
 * The commits `head` has that `base` lacks in the clone at `cwd` (newest first, `most` of them)
 * and where `head` stands, as GitHub's compare API would list them; undefined when the clone does
 * not hold both commits. Both are commit ids (checked by the caller), never options.
 */
export async function localLog(
  cwd: string,
  base: string,
  head: string,
  most: number,
): Promise<CommitList | undefined> {
  const status = await localStanding(cwd, base, head);
  if (status === undefined) return undefined;
  const range = `${base}..${head}`;
  const count = await git(cwd, ['rev-list', '--count', range]);
  // Fields apart by a unit separator, commits by a record separator: no message holds either.
  const { code, stdout } = await runGit(cwd, [
    'log',
    `--max-count=${most}`,
    '--format=%H%x1f%an%x1f%s%x1e',
    range,
  ]);
  if (code !== 0 || count === undefined) return undefined;
  const commits: ListedCommit[] = stdout
    .split('\x1e')
    .map((record) => record.replace(/^\n/, '').split('\x1f'))
    .filter((fields) => fields.length === 3)
    .map(([sha = '', author = '', subject = '']) => ({
      sha,
      author: author.slice(0, 100),
      subject: subject.slice(0, 200),
    }));
  return { status, total: Number(count), commits };
}

/**
 * The commit deployed from `path` and the time its files get: git's HEAD and committer time, with
 * a commit given on the command line recorded instead of HEAD's. Where git reads no commit (no
 * git in the CI's image), the run's commit with the commit time the CI tells, when it tells one.
 */
export async function headOf(
  path: string,
  run: { readonly commit: string; readonly given?: string },
  env: Readonly<Record<string, string | undefined>>,
): Promise<GitHead | undefined> {
  const head = await gitHead(path);
  if (head) return run.given ? { ...head, sha: run.given } : head;
  const told = ciCommitTime(env);
  return told && run.commit ? { sha: run.commit, ...told } : undefined;
}

/**
 * The committer times (seconds) of the commits after `base` up to `head` in the clone at `cwd`
 * (`git log base..head`); undefined when the clone does not hold both. Both are commit ids
 * (checked here), never options.
 */
export async function localCommitTimes(
  cwd: string,
  base: string,
  head: string,
): Promise<number[] | undefined> {
  if (!isCommitId(base) || !isCommitId(head)) return undefined;
  const { code, stdout } = await runGit(cwd, ['log', '--format=%ct', `${base}..${head}`, '--']);
  if (code !== 0) return undefined;
  return stdout
    .split('\n')
    .filter((line) => /^\d+$/.test(line))
    .map(Number);
}
