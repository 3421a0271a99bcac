import { AmezmoClient } from '../api/client.js';
import { readTuning } from './inputs.js';
import { coreLogger } from './shell.js';

/**
 * The API client every action uses: its requests logged through the shell's guard, its time
 * limits tunable through the AMEZMO_DEPLOY_* variables (for tests; see docs/reliability.md).
 */
export function createClient(baseUrl: string, apiKey: string): AmezmoClient {
  const tuning = readTuning();
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
