// A simulator and a sample app's workspace of one test's own, closed when the test finishes: what
// lets an end-to-end file run its tests at once (`describe.concurrent`, docs/testing.md).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestContext } from 'vitest';
import { createSampleApp } from '../../simulator/sample-app.ts';
import { startSimulator, type SimulatorOptions } from './simulator.ts';

/**
 * Starts a simulator as `options` say and makes an empty folder named `prefix…`; both are gone
 * once the test has finished.
 */
export async function ownSimulatorAndFolder(
  onTestFinished: TestContext['onTestFinished'],
  prefix: string,
  options: SimulatorOptions = {},
) {
  const sim = await startSimulator(options);
  const root = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(async () => {
    await sim.close();
    rmSync(root, { recursive: true, force: true });
  });
  return { sim, root };
}

/**
 * Starts a simulator deploying as `deployment` says (and as `more` says otherwise), and makes a
 * folder named `prefix…` holding the sample app at `workspace` below it; both are gone once the
 * test has finished.
 */
export async function ownSimulator(
  onTestFinished: TestContext['onTestFinished'],
  prefix: string,
  deployment: SimulatorOptions['deployment'],
  workspace = 'workspace',
  more: Omit<SimulatorOptions, 'deployment'> = {},
) {
  const { sim, root } = await ownSimulatorAndFolder(onTestFinished, prefix, {
    ...more,
    deployment,
  });
  createSampleApp(join(root, workspace));
  return { sim, root, workspace: join(root, workspace) };
}
