// `amezmo-deploy history` and `amezmo-deploy stats`: an environment's releases and its delivery
// figures (src/figures/), read from either ledger as rollback reads it: the folder --ledger-dir
// names, or the deploy action's GitHub deployments with GITHUB_TOKEN. The commits' times come
// from git in the working folder's clone when it holds them, else from GitHub's compare API when
// a token and a repository are given, else from each release's own record.
import { compareCommitTimes, type GitHubClient, type RepositoryTarget } from '../github/index.js';
import {
  figuresJson,
  figuresLine,
  figuresNote,
  historyJson,
  historyTable,
  parseSince,
  readFigures,
  type CommitSource,
} from '../figures/index.js';
import { githubLedger, type Ledger } from '../ledger/index.js';
import { createGitHubApiClient, has } from '../settings/index.js';
import { summaryText } from '../summary.js';
import { sourceOf, targetOf } from './connect.js';
import { HISTORY_FLAGS, STATS_FLAGS } from './flags.js';
import { localCommitTimes } from './git.js';
import type { Invocation } from './invocation.js';
import { withClient } from './job.js';
import { ledgerDirOf, ledgerRepositoryOf, noLedger, openLedger } from './ledger.js';
import { InputError } from '../settings/index.js';
import type { Terminal } from './terminal.js';

export type FiguresCommand = 'history' | 'stats';

const DAY_MS = 86_400_000;

export async function figuresCommand(
  command: FiguresCommand,
  invocation: Invocation,
  terminal: Terminal,
  signal: AbortSignal,
): Promise<unknown> {
  const { env, given } = invocation;
  const source = sourceOf(
    invocation,
    terminal,
    command === 'stats' ? STATS_FLAGS : HISTORY_FLAGS,
    'rollback',
  );
  const where = targetOf(source);
  const now = new Date(invocation.clock.now());
  const sinceText = given.since ?? '30d';
  const since = command === 'stats' ? parseSince(sinceText, now) : new Date(0);
  if (!since) {
    throw has(
      '--since',
      sinceText,
      'give a span back from now, e.g. 30d, 12h or 8w, or a date before now, e.g. 2026-11-01.',
    );
  }
  const ledgerDir = ledgerDirOf(invocation);
  const token = source.secret('github-token');
  if (ledgerDir === undefined && token === '') {
    throw new InputError(noLedger(command, 'may read deployments'));
  }
  // GitHub is asked only when the ledger is kept there, or a repository is named to compare in.
  const repository =
    ledgerDir === undefined || (token !== '' && (given.repository ?? env.GITHUB_REPOSITORY))
      ? ledgerRepositoryOf(invocation).named
      : undefined;
  const github =
    repository &&
    (createGitHubApiClient(token, env.GITHUB_API_URL || 'https://api.github.com', {
      logger: terminal.logger,
      env,
    }) as GitHubClient | undefined);
  const read = async (): Promise<unknown> => {
    const target: RepositoryTarget | undefined =
      github && repository
        ? { github, owner: repository.owner, repo: repository.name, logger: terminal.logger }
        : undefined;
    const ledger: Ledger = ledgerDir
      ? await openLedger(ledgerDir, 'read')
      : githubLedger(target as RepositoryTarget, undefined);
    const sources: CommitSource[] = [
      { name: 'git', read: (base, head) => localCommitTimes(invocation.cwd, base, head) },
      ...(target
        ? [
            {
              name: 'github' as const,
              read: (base: string, head: string, aborted?: AbortSignal) =>
                compareCommitTimes(target, base, head, aborted).catch((error: unknown) => {
                  terminal.logger.debug(`GitHub's compare API could not tell: ${String(error)}`);
                  return undefined;
                }),
            },
          ]
        : []),
    ];
    const read = await readFigures(ledger, where, { since, now }, sources, signal).catch(
      (error: unknown) => {
        if (signal.aborted) throw error;
        throw new Error(`Could not read ${ledger.place}: ${ledger.problem(error)}.`, {
          cause: error,
        });
      },
    );
    tell(command, read, {
      terminal,
      json: invocation.json,
      days: (now.getTime() - since.getTime()) / DAY_MS,
      where,
      place: ledger.place,
    });
    return undefined;
  };
  return github ? withClient(github, read) : read();
}

function tell(
  command: FiguresCommand,
  read: Awaited<ReturnType<typeof readFigures>>,
  how: {
    terminal: Terminal;
    json: boolean;
    days: number;
    where: { instance: string; environment: string };
    place: string;
  },
): void {
  const { terminal } = how;
  if (command === 'history') {
    if (how.json) {
      terminal.json({ releases: read.history.map(historyJson) });
      return;
    }
    if (read.history.length === 0) {
      terminal.out(
        `No release of ${how.where.environment} (instance ${how.where.instance}) is in ${how.place}.`,
      );
      return;
    }
    for (const line of summaryText([historyTable(read.history)], (text) => terminal.guard(text))) {
      terminal.out(line);
    }
    return;
  }
  const note = figuresNote(read.figures, read.commitsFrom);
  if (how.json) {
    terminal.logger.info(note);
    terminal.json(figuresJson(read.figures));
    return;
  }
  terminal.out(
    `${how.where.environment} (instance ${how.where.instance}): ${figuresLine(read.figures, how.days * 86_400)}`,
  );
  terminal.out(note);
}
