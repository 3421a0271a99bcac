// The deploy action's figures for its summary where they cannot be read: no GitHub ledger
// (github-deployment: false), and a GitHub that does not answer, which is warned of and said in
// the summary, never thrown.
import { systemClock } from '../../src/clock.ts';
import { describe, expect, it } from 'vitest';
import { summaryFigures } from '../../src/actions/figures.ts';
import { GitHubClient } from '../../src/github/rest.ts';
import { recordingLogger } from '../helpers/releases.ts';

const settings = { instance: '7', environment: 'production', stats: 'line' } as const;

describe('summaryFigures', () => {
  it('says there are none without the GitHub ledger, and asks nothing', async () => {
    const logger = recordingLogger();
    expect(
      await summaryFigures(settings, { repository: 'acme/shop' }, undefined, {
        logger,
        clock: systemClock,
      }),
    ).toEqual([
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
    ]);
  });

  it('says why the ledger could not be read, and warns, without failing', async () => {
    const logger = recordingLogger();
    await using github = new GitHubClient({
      token: 'ghs_x',
      apiUrl: 'http://127.0.0.1:9',
      retryDelayMs: 1,
    });
    const parts = await summaryFigures(settings, { repository: 'acme/shop' }, github, {
      logger,
      clock: systemClock,
    });
    expect(parts).toHaveLength(1);
    const said = parts[0]?.kind === 'text' ? parts[0].cells[0]?.text : '';
    expect(said).toMatch(
      /^Delivery figures could not be read from the GitHub deployments of acme\/shop: .+\.$/,
    );
    expect(logger.lines.filter((line) => line.startsWith('warning'))).toEqual([`warning: ${said}`]);
  });
});
