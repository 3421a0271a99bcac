import { execFile } from 'node:child_process';

/** The commit checked out at `path` and its committer time in seconds; undefined outside a checkout. */
export function gitHead(path: string): Promise<{ sha: string; time: number } | undefined> {
  return new Promise((resolve) => {
    execFile(
      'git',
      ['log', '-1', '--format=%H %ct'],
      { cwd: path, timeout: 10_000 },
      (error, stdout) => {
        const match = /^([0-9a-f]{40,64}) (\d+)$/.exec(String(stdout).trim());
        resolve(!error && match ? { sha: match[1] as string, time: Number(match[2]) } : undefined);
      },
    );
  });
}
