// What the tests that deploy archives given as they are share, with the ledger on the GitHub
// stand-in: the deploy job's settings for a given archive, and a push to main of one commit.
import type { DeploySettings } from '../../src/deploy/index.ts';
import type { RunContext } from '../../src/github/context.ts';
import { parseHealthStatus } from '../../src/settings/health.ts';
import type { MadeArchive } from './releases.ts';

/** Deploys `archive` as it is to production, recorded in GitHub, its health read once. */
export function givenSettings(
  instance: string,
  archive: MadeArchive,
  overrides: Partial<DeploySettings> = {},
): DeploySettings {
  return {
    instance,
    environment: 'production',
    source: {
      kind: 'given',
      archive: { path: archive.path, size: archive.size, format: 'zip' },
      ignored: [],
    },
    workers: [],
    force: false,
    dryRun: false,
    wait: true,
    waitTimeoutSeconds: 60,
    cancelOnAbort: true,
    pusher: undefined,
    githubDeployment: true,
    health: {
      url: '',
      statuses: parseHealthStatus('2xx'),
      body: '',
      passes: 1,
      timeoutSeconds: 30,
    },
    onUnhealthy: 'rollback',
    keepDays: 30,
    ...overrides,
  };
}

/** A push of commit `sha` to main of acme/shop, run `runId`, its GitHub at `apiUrl`. */
export function pushContext(
  sha: string,
  { apiUrl, tempDir, runId }: { apiUrl: string; tempDir: string; runId: string },
): RunContext {
  return {
    eventName: 'push',
    ref: 'refs/heads/main',
    headRef: '',
    sha,
    repository: 'acme/shop',
    actor: 'octocat',
    actorId: '1',
    payload: { ref: 'refs/heads/main', pusher: { email: 'dev@example.com' } },
    runUrl: '',
    repositoryUrl: 'https://github.com/acme/shop',
    apiUrl,
    tempDir,
    runId,
    runAttempt: '1',
  };
}
