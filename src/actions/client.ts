// The API clients every action uses: their requests logged through the shell's guard, through the
// proxy the runner names, and their time limits tunable through the AMEZMO_DEPLOY_* variables
// (for tests; see docs/reliability.md).
import { AmezmoClient } from '../api/client.js';
import type { Clock } from '../clock.js';
import { GitHubClient } from '../github/rest.js';
import { createHttpProbe, type Probe } from '../pipeline/health.js';
import { readTuning } from '../settings/readers.js';
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

/** The health probe of this run, through the proxy the runner names. */
export function createProbe(clock: Clock): { probe: Probe; close(): void } {
  const tuning = readTuning(process.env);
  return createHttpProbe({
    proxyEnv: process.env,
    connectTimeoutMs: tuning.connectTimeoutMs,
    clock,
  });
}
