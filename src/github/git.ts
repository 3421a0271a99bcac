/** A commit, and the time its files get in the archive. */
export interface GitHead {
  readonly sha: string;
  /** Seconds since 1970: the committer time. */
  readonly time: number;
  /** Where the time was read, for the log, when not from git (e.g. `CI_COMMIT_TIMESTAMP`). */
  readonly timeFrom?: string;
}

/** The commit checked out at `path` and its committer time in seconds; undefined outside a checkout. */
export function gitHead(path: string): Promise<GitHead | undefined> {
  // Loaded here, not at the top: a run that is skipped never asks, and child_process costs the
  // start of every run about 4 ms.
  const { execFile } = process.getBuiltinModule('node:child_process');
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
