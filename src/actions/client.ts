// The API clients every action uses: built as every front end builds them
// (src/settings/clients.ts), their requests logged through the shell's guard, through the proxy
// the runner names.
import type { AmezmoClient } from '../api/index.js';
import type { Clock } from '../clock.js';
import type { GitHubClient } from '../github/index.js';
import type { HttpProbe } from '../pipeline/index.js';
import {
  createAmezmoClient,
  createGitHubApiClient,
  createHealthProbe,
  type ClientContext,
} from '../settings/index.js';
import { coreLogger } from './shell.js';

const runner = (): ClientContext => ({ logger: coreLogger, env: process.env });

export function createClient(baseUrl: string, apiKey: string): AmezmoClient {
  return createAmezmoClient(baseUrl, apiKey, runner());
}

/** GitHub's API for this run, with the same proxy and limits; none without a token. */
export function createGitHubClient(token: string, apiUrl: string): GitHubClient | undefined {
  return createGitHubApiClient(token, apiUrl, runner());
}

/** The health probe of this run, through the proxy the runner names. */
export function createProbe(clock: Clock): HttpProbe {
  return createHealthProbe(clock, runner());
}
