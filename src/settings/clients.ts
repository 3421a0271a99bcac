// The API clients every front end builds the same way: through the proxy the environment names
// (HTTPS_PROXY, NO_PROXY), with the time limits of the AMEZMO_DEPLOY_* variables (for tests; see
// docs/reliability.md), their requests logged through the front end's own logger.
import { AmezmoClient } from '../api/index.js';
import type { Clock } from '../clock.js';
import { GitHubClient } from '../github/index.js';
import type { Logger } from '../logger.js';
import { type HttpProbe, lazyHttpProbe } from '../pipeline/index.js';
import { readTuning } from './readers.js';

type Env = Readonly<Record<string, string | undefined>>;

/** Where a front end's clients log, and the variables they read their proxy and limits from. */
export interface ClientContext {
  readonly logger: Logger;
  readonly env: Env;
  /** The clock of their retries and time limits; the system's unless a front end gives one. */
  readonly clock?: Clock;
}

export function createAmezmoClient(
  baseUrl: string,
  apiKey: string,
  { logger, env, clock }: ClientContext,
): AmezmoClient {
  const tuning = readTuning(env);
  return new AmezmoClient({
    baseUrl,
    apiKey,
    logger,
    clock,
    proxyEnv: env,
    connectTimeoutMs: tuning.connectTimeoutMs,
    answerTimeoutMs: tuning.requestTimeoutMs,
    uploadAnswerTimeoutMs: tuning.uploadAnswerTimeoutMs,
    stallTimeoutMs: tuning.stallTimeoutMs,
    retryPolicy:
      tuning.retryDelayMs === undefined ? undefined : { baseDelayMs: tuning.retryDelayMs },
  });
}

/** GitHub's API, with the same proxy and limits; none without a token. */
export function createGitHubApiClient(
  token: string,
  apiUrl: string,
  { logger, env, clock }: ClientContext,
): GitHubClient | undefined {
  if (token === '') return undefined;
  const tuning = readTuning(env);
  return new GitHubClient({
    token,
    apiUrl,
    logger,
    clock,
    proxyEnv: env,
    connectTimeoutMs: tuning.connectTimeoutMs,
    answerTimeoutMs: tuning.requestTimeoutMs,
    retryDelayMs: tuning.retryDelayMs,
  });
}

/**
 * The health probe of a run, through the same proxy; its code is loaded by the first probe
 * (src/pipeline/probe.ts).
 */
export function createHealthProbe(clock: Clock, { env }: Pick<ClientContext, 'env'>): HttpProbe {
  const tuning = readTuning(env);
  return lazyHttpProbe({ proxyEnv: env, connectTimeoutMs: tuning.connectTimeoutMs, clock });
}
