// The preview action's world, shared by the end-to-end file (dist/preview/index.js) and the unit
// file (the same runs in the test's process): an Amezmo simulator, the local stand-in for
// GitHub's REST API and a workspace of a test's own, and the events GitHub sends.
import type { TestContext } from 'vitest';
import { previewName } from '../../src/preview/name.ts';
import type { ActionRunner } from './in-process.ts';
import { ownSimulator } from './own-simulator.ts';
import type { Simulator, SimulatorOptions } from './simulator.ts';
import { startGitHubApi, type GitHubApi } from '../github-api/server.ts';

export const FIRST = '1111111111111111111111111111111111111111';
/** acme/shop's preview of pull request `n`: the prefix, the name, its hash, the number. */
export const shop = (n: number) => previewName('pr', 'acme/shop', n);
export const SECOND = '2222222222222222222222222222222222222222';
export const HOUR = 3_600_000;
/** Short client retries, so that a retried request takes milliseconds. */
export const FAST_RETRIES = { AMEZMO_DEPLOY_RETRY_DELAY_MS: '10' };
export function pullRequest(action: string, sha = FIRST, number = 7) {
  return {
    action,
    number,
    pull_request: {
      number,
      head: { sha, ref: 'feature/login', label: 'acme:feature/login' },
    },
  };
}

/**
 * Runs the preview action for `event` against `sim` and `github`, in `workspace` (an empty one
 * when left out: a run that launches nothing needs no checkout), as run 77 of acme/shop.
 */
export function previewRun(
  run: ActionRunner,
  { sim, github }: { sim: Simulator; github: GitHubApi },
  workspace: string | undefined,
  eventName: string,
  event: unknown,
  more: { inputs?: Record<string, string>; env?: Record<string, string> } = {},
) {
  return run({
    bundle: 'dist/preview/index.js',
    workspace,
    eventName,
    event,
    env: { GITHUB_API_URL: github.url, GITHUB_RUN_ID: '77', ...more.env },
    inputs: {
      'api-key': sim.apiKey,
      'base-url': sim.baseUrl,
      region: 'lb2-us',
      'github-token': 'ghs_test_token',
      ...more.inputs,
    },
  });
}

/**
 * A simulator (as `options` say), a GitHub stand-in and a workspace of the test's own, closed
 * when it finishes, so that the tests run at once (docs/testing.md), and the helpers that act on
 * them; `run` runs the preview action (its bundle, or its entry in this process).
 */
export async function world(
  onTestFinished: TestContext['onTestFinished'],
  run: ActionRunner,
  options: Omit<SimulatorOptions, 'deployment'> = {},
) {
  const { sim, root, workspace } = await ownSimulator(
    onTestFinished,
    'e2e-preview-',
    { finalStatus: 'succeeded', pollsToFinish: 1 },
    'workspace',
    { readsToLaunch: 2, ...options },
  );
  const github = await startGitHubApi();
  onTestFinished(() => github.close());

  function preview(
    eventName: string,
    event: unknown,
    inputs: Record<string, string> = {},
    env: Record<string, string> = {},
  ) {
    const deploys =
      eventName === 'pull_request' && (event as { action?: string }).action !== 'closed';
    // A teardown or a clean-up runs without a checkout: an empty workspace.
    return previewRun(run, { sim, github }, deploys ? workspace : undefined, eventName, event, {
      inputs,
      env,
    });
  }

  const requests = (route: string) => sim.requests.filter((request) => request.route === route);

  return { sim, github, root, workspace, preview, requests };
}

export type World = Awaited<ReturnType<typeof world>>;
