// The API clients every action uses: built as every front end builds them
// (src/settings/clients.ts), their requests logged through the shell's guard, through the proxy
// the runner names.
import type { AmezmoClient } from '../api/index.js';
import type { GitHubClient } from '../github/index.js';
import type { HttpProbe } from '../pipeline/index.js';
import {
  createAmezmoClient,
  createGitHubApiClient,
  createHealthProbe,
  type ClientContext,
} from '../settings/index.js';
import type { ActionShell } from './shell.js';

const runner = (shell: ActionShell): ClientContext => ({
  logger: shell.logger,
  env: shell.env,
  clock: shell.clock,
});

export function createClient(shell: ActionShell, baseUrl: string, apiKey: string): AmezmoClient {
  return createAmezmoClient(baseUrl, apiKey, runner(shell));
}

/** GitHub's API for this run, with the same proxy and limits; none without a token. */
export function createGitHubClient(
  shell: ActionShell,
  token: string,
  apiUrl: string,
): GitHubClient | undefined {
  return createGitHubApiClient(token, apiUrl, runner(shell));
}

/** The health probe of this run, through the proxy the runner names, on the run's clock. */
export function createProbe(shell: ActionShell): HttpProbe {
  return createHealthProbe(shell.clock, runner(shell));
}
