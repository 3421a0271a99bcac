// The deploy action's delivery figures (`stats`): read from the ledger its GitHub deployments
// keep, after the run, with the commits' times from GitHub's compare API (a runner's checkout is
// usually shallow), for the job summary. Nothing is asked when `stats` is false; a ledger that
// cannot be read is said in the summary and warned of, and never fails the run.
import type { Clock } from '../clock.js';
import { clauseOf } from '../api/index.js';
import { figuresParts, readFigures } from '../figures/index.js';
import { compareCommitTimes, type GitHubClient, type RunContext } from '../github/index.js';
import { githubLedger } from '../ledger/index.js';
import type { Logger } from '../logger.js';
import type { Part } from '../summary.js';

/** The window the action counts over. */
const DAYS = 30;

export async function summaryFigures(
  settings: {
    readonly instance: string;
    readonly environment: string;
    readonly stats: 'line' | 'history';
  },
  context: Pick<RunContext, 'repository'>,
  github: GitHubClient | undefined,
  {
    logger,
    signal,
    clock,
  }: {
    readonly logger: Logger;
    readonly signal?: AbortSignal;
    readonly clock: Pick<Clock, 'now'>;
  },
): Promise<Part[]> {
  const [owner = '', repo = ''] = context.repository.split('/');
  if (!github || owner === '' || repo === '') {
    return [
      {
        kind: 'text',
        cells: [
          {
            text:
              "Delivery figures: none, since the ledger is the repository's GitHub deployments " +
              "and 'github-deployment' is false.",
          },
        ],
      },
    ];
  }
  const target = { github, owner, repo, logger };
  const ledger = githubLedger(target, undefined);
  const now = new Date(clock.now());
  try {
    const read = await readFigures(
      ledger,
      settings,
      { since: new Date(now.getTime() - DAYS * 86_400_000), now },
      [
        {
          name: 'github',
          read: (base, head, aborted) =>
            compareCommitTimes(target, base, head, aborted).catch((error: unknown) => {
              logger.debug(`GitHub's compare API could not tell: ${clauseOf(error)}`);
              return undefined;
            }),
        },
      ],
      signal,
    );
    return figuresParts(read, { days: DAYS, history: settings.stats === 'history' });
  } catch (error) {
    const problem = `Delivery figures could not be read from ${ledger.place}: ${ledger.problem(error)}.`;
    logger.warning(problem);
    return [{ kind: 'text', cells: [{ text: problem }] }];
  }
}
