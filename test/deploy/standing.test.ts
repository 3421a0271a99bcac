// The deploy refused behind the live release, through its seams: the local clone's answer first,
// then GitHub's compare API (the stand-in), then the commit times the ledger records, else a
// notice; allow-older deploys whatever the answers.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refuseBehind, type BehindCheck } from '../../src/deploy/standing.ts';
import { GitHubClient } from '../../src/github/rest.ts';
import type { LiveRelease } from '../../src/ledger/ledger.ts';
import { recordingLogger } from '../helpers/releases.ts';
import { startGitHubApi, type GitHubApi } from '../github-api/server.ts';

const OLD = '1'.repeat(40);
const NEW = '2'.repeat(40);
const T = 1_780_000_000;

let github: GitHubApi;
let logger: ReturnType<typeof recordingLogger>;

beforeAll(async () => {
  github = await startGitHubApi();
});
afterAll(() => github.close());
beforeEach(() => {
  github.reset();
  github.commits.add(OLD);
  github.commits.add(NEW, { parents: [OLD] });
  logger = recordingLogger();
});

const live = (commitTime?: number): LiveRelease => ({
  deploymentId: 42,
  sha256: 'a'.repeat(64),
  commit: NEW,
  health: 'healthy',
  ...(commitTime === undefined ? {} : { commitTime }),
});

function check(overrides: Partial<BehindCheck> = {}): Promise<void> {
  return refuseBehind({
    deploying: { commit: OLD, time: T - 60 },
    live: live(),
    allowOlder: false,
    howToAllowOlder: 'set allow-older: true',
    repository: 'acme/shop',
    github: new GitHubClient({ token: 'ghs_x', apiUrl: github.url, retryDelayMs: 1 }),
    signal: new AbortController().signal,
    logger,
    ...overrides,
  });
}

describe('refuseBehind', () => {
  it('asks the local clone first, and GitHub not at all when it answers', async () => {
    await expect(check({ localStanding: async () => 'behind' })).rejects.toThrow(
      /is an ancestor of the live commit 2222222 \(Amezmo deployment 42\), as git merge-base says/,
    );
    await expect(check({ localStanding: async () => 'ahead' })).resolves.toBeUndefined();
    expect(github.requests).toEqual([]);
  });

  it("asks GitHub's compare API when the clone cannot tell", async () => {
    await expect(check({ localStanding: async () => undefined })).rejects.toMatchObject({
      errorCode: 'release-behind-live',
      message: expect.stringContaining("as GitHub's compare API says"),
    });
    expect(github.requests).toHaveLength(1);
  });

  it('falls back to the commit times the ledger records when GitHub refuses', async () => {
    github.forbid(/\/compare\//);
    await expect(check({ live: live(T) })).rejects.toThrow(
      /is older than the live commit 2222222 \(Amezmo deployment 42\): its commit time is earlier, as the ledger records it \(GitHub's compare API could not tell \(/,
    );
  });

  it('deploys with a notice when neither ancestry nor times tell', async () => {
    await check({ github: undefined, localStanding: async () => undefined });
    expect(logger.lines).toEqual([
      'notice: Could not tell whether commit 1111111 is older than the live commit 2222222 ' +
        '(Amezmo deployment 42): the clone does not hold both commits, and GitHub is not asked ' +
        'from here. Deploying it.',
    ]);
  });

  it('asks nothing of a live commit that is not a commit id, and says it could not tell', async () => {
    await check({
      live: { ...live(), commit: '--upload-pack=x' },
      localStanding: async () => 'behind',
    });
    expect(github.requests).toEqual([]);
    expect(logger.lines).toEqual([
      expect.stringMatching(/^notice: Could not tell .*not a commit id\. Deploying it\.$/),
    ]);
  });

  it('fails on a malformed answer, unless older code is allowed', async () => {
    github.commits.answerCompareWith({ status: 42 });
    await expect(check()).rejects.toMatchObject({ errorCode: 'compare-malformed' });
    await expect(check({ allowOlder: true })).resolves.toBeUndefined();
    expect(logger.lines).toEqual([
      expect.stringMatching(/^notice: Could not tell .*answered 200 without a status/),
    ]);
  });
});
