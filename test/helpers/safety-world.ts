// What must never reach the archive, and what a cancelled run leaves behind, the world of the
// end-to-end file (dist/index.js) and of the unit file (the same runs in the test's process): a
// simulator whose deployments stay pending, and a workspace below a checkout, of a test's own.
import { join } from 'node:path';
import type { TestContext } from 'vitest';
import type { ActionRunner } from './in-process.ts';
import { ownSimulator } from './own-simulator.ts';
import { simulatorInputs } from '../../simulator/runner.ts';

export const SECRET = 'TOP-SECRET-CONTENT-7f3a';

/**
 * A simulator and a workspace of the test's own, closed when it finishes, so that the tests run
 * at once; `run` runs the deploy action (its bundle, or its entry in this process).
 */
export async function world(
  { onTestFinished }: Pick<TestContext, 'onTestFinished'>,
  run: ActionRunner,
) {
  const { sim, root, workspace } = await ownSimulator(
    onTestFinished,
    'e2e-safety-',
    { finalStatus: 'succeeded', pollsToFinish: 1000 },
    join('checkout', 'workspace'),
  );
  const deployWith = (
    inputs: Record<string, string> = {},
    options: Omit<Parameters<ActionRunner>[0], 'inputs'> = {},
  ) =>
    run({
      workspace,
      eventName: 'push',
      event: { ref: 'refs/heads/main' },
      ...options,
      inputs: {
        ...simulatorInputs(sim),
        ...inputs,
      },
    });
  const uploads = () => sim.requests.filter((request) => request.route === 'createDeployment');
  return { sim, root, workspace, deployWith, uploads };
}
