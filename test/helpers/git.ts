// git in a folder of a test, as a developer with a name and an e-mail runs it: for tests that
// make a real repository of a few commits.
import { execFileSync } from 'node:child_process';

/**
 * Runs git with `args` in `cwd` and answers its output, trimmed; throws when git fails. `env`
 * adds variables, e.g. GIT_COMMITTER_DATE for a commit of a time of the test's choosing.
 */
export function gitIn(
  cwd: string,
  env: Record<string, string> = {},
): (...args: string[]) => string {
  return (...args) =>
    execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Dev',
        GIT_AUTHOR_EMAIL: 'dev@example.com',
        GIT_COMMITTER_NAME: 'Dev',
        GIT_COMMITTER_EMAIL: 'dev@example.com',
        ...env,
      },
    }).trim();
}
