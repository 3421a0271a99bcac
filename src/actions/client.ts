// The API clients every action uses: their requests logged through the shell's guard, through the
// proxy the runner names, and their time limits tunable through the AMEZMO_DEPLOY_* variables
// (for tests; see docs/reliability.md).
import { AmezmoClient } from '../api/client.js';
import type { Clock } from '../clock.js';
import { actionsArtifactStore, type ArchiveStore } from '../github/artifacts.js';
import { splitRepository, type RunContext } from '../github/context.js';
import { GitHubClient } from '../github/rest.js';
import { createHttpProbe, type Probe } from '../pipeline/health.js';
import { readTuning } from '../settings/readers.js';
import { withoutCommands } from './runner.js';
import { coreLogger } from './shell.js';

export function createClient(baseUrl: string, apiKey: string): AmezmoClient {
  const tuning = readTuning(process.env);
  return new AmezmoClient({
    baseUrl,
    apiKey,
    logger: coreLogger,
    proxyEnv: process.env,
    connectTimeoutMs: tuning.connectTimeoutMs,
    answerTimeoutMs: tuning.requestTimeoutMs,
    uploadAnswerTimeoutMs: tuning.uploadAnswerTimeoutMs,
    stallTimeoutMs: tuning.stallTimeoutMs,
    retryPolicy:
      tuning.retryDelayMs === undefined ? undefined : { baseDelayMs: tuning.retryDelayMs },
  });
}

/** GitHub's API for this run, with the same proxy and limits; none without a token. */
export function createGitHubClient(token: string, apiUrl: string): GitHubClient | undefined {
  if (token === '') return undefined;
  const tuning = readTuning(process.env);
  return new GitHubClient({
    token,
    apiUrl,
    logger: coreLogger,
    proxyEnv: process.env,
    connectTimeoutMs: tuning.connectTimeoutMs,
    answerTimeoutMs: tuning.requestTimeoutMs,
    retryDelayMs: tuning.retryDelayMs,
  });
}

/**
 * Where this run keeps archives: GitHub's artifact service through @actions/artifact, which
 * reads its runtime token from the runner; `token` reads other runs' artifacts back.
 */
export function createArchiveStore(token: string, context: RunContext): ArchiveStore | undefined {
  const repository = splitRepository(context.repository);
  // A runner gives every job these; a run elsewhere (npm run local) has no artifact service.
  const service = process.env.ACTIONS_RUNTIME_TOKEN && process.env.ACTIONS_RESULTS_URL;
  if (!repository || !service) return undefined;
  return actionsArtifactStore({
    token,
    owner: repository.owner,
    repo: repository.name,
    runId: context.runId ?? '',
    quiet: withoutCommands,
  });
}

/** The health probe of this run, through the proxy the runner names. */
export function createProbe(clock: Clock): { probe: Probe; close(): void } {
  const tuning = readTuning(process.env);
  return createHttpProbe({
    proxyEnv: process.env,
    connectTimeoutMs: tuning.connectTimeoutMs,
    clock,
  });
}
