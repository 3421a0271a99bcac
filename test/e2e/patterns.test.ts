import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSampleApp } from '../../simulator/sample-app.ts';
import { startSimulator, type Simulator } from '../helpers/simulator.ts';
import {
  runAction,
  signalAfter,
  simulatorInputs,
  type RunOptions,
} from '../../simulator/runner.ts';

let sim: Simulator;
let root: string;
let workspace: string;

beforeEach(async () => {
  sim = await startSimulator({ deployment: { finalStatus: 'succeeded', pollsToFinish: 1 } });
  root = mkdtempSync(join(tmpdir(), 'e2e-patterns-'));
  workspace = join(root, 'workspace');
  createSampleApp(workspace);
});
afterEach(async () => {
  await sim.close();
  rmSync(root, { recursive: true, force: true });
});

function pushBranch(branch: string, patterns: string[], options: RunOptions = {}) {
  sim.account.updateEnvironmentSettings(sim.seeded?.instanceId as number, 'production', {
    branch_name: null,
    auto_deploy_branch_patterns: patterns,
  });
  const ref = `refs/heads/${branch}`;
  return runAction({
    workspace,
    inputs: simulatorInputs(sim),
    eventName: 'push',
    event: { ref, pusher: { name: 'octocat', email: 'octocat@example.com' } },
    env: { GITHUB_REF: ref },
    ...options,
  });
}

const uploads = () => sim.requests.filter((request) => request.route === 'createDeployment');
const warnings = (stdout: string) =>
  stdout.split('\n').filter((line) => line.startsWith('::warning'));

// Nested repetition that a name ending in '!' sends into exponential backtracking: unbounded,
// one such match holds the process for hours.
const catastrophic = '^(feature|fix)/([a-z0-9]+-?)+$';
const longBranch = `feature/${'a'.repeat(39)}!`;

describe('patterns that backtrack without end', () => {
  it('gives up a catastrophic pattern, warns, and deploys by the next one', async () => {
    const started = Date.now();
    const result = await pushBranch(longBranch, [catastrophic, '^feature/']);
    const elapsed = Date.now() - started;

    expect(result.exitCode).toBe(0);
    expect(result.errors).toEqual([]);
    expect(result.outputs['matched-pattern']).toBe('^feature/');
    expect(uploads()).toHaveLength(1);
    expect(warnings(result.stdout)).toEqual([
      expect.stringContaining(
        `The auto-deploy pattern '${catastrophic}' of environment 'production' was given up ` +
          `(it ran for more than 150 ms against '${longBranch}') and counted as no match`,
      ),
    ]);
    // Start-up, one GET, the decision, an upload and one poll: seconds, not hours.
    expect(elapsed).toBeLessThan(5_000);
  });

  it('stops matching and deploys nothing when the run is cancelled meanwhile', async () => {
    // Each variant is its own pattern; together they hold the match phase for about half a
    // second, and the last one would match and deploy.
    const patterns = [
      ...Array.from({ length: 12 }, (_, index) => `${catastrophic}${'$'.repeat(index)}`),
      '^feature/',
    ];
    const result = await pushBranch(longBranch, patterns, {
      onSpawn: signalAfter('Deploy branch: (none)', 'SIGTERM', 20),
    });

    expect(result.exitCode).toBe(1);
    expect(result.errors).toEqual(['The run was cancelled (SIGTERM).']);
    expect(uploads()).toEqual([]);
    // The decision never finished: no pattern was reported, no archive built.
    expect(warnings(result.stdout)).toEqual([]);
    expect(result.stdout).not.toContain('Build the archive');
  });
});

describe('patterns written for PHP', () => {
  it('matches a POSIX class as PHP does, and skips a backreference with a warning', async () => {
    const posix = '^release/[[:digit:]]+\\.[[:digit:]]+$';
    const result = await pushBranch('release/2.1', ['^(re)\\1?lease/', posix]);

    expect(result.exitCode).toBe(0);
    expect(result.outputs['matched-pattern']).toBe(posix);
    expect(uploads()).toHaveLength(1);
    expect(warnings(result.stdout)).toEqual([
      expect.stringContaining(
        "The auto-deploy pattern '^(re)\\1?lease/' of environment 'production' uses a " +
          'backreference \\1 (JavaScript and PCRE disagree on groups that did not take part), ' +
          'which this action cannot match exactly as PHP does; it was skipped.',
      ),
    ]);
  });

  it('does not deploy a name PHP would not match, though JavaScript would', async () => {
    // PHP's \z is the very end; JavaScript has no \z and would read it as a plain 'z'.
    const result = await pushBranch('releasez', ['^release\\z']);

    expect(result.exitCode).toBe(0);
    expect(result.outputs.skipped).toBe('true');
    expect(uploads()).toEqual([]);
    expect(warnings(result.stdout)).toEqual([]);
  });
});
