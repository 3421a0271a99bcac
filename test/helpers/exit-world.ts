// What the tests of the command line's exit codes and --json share (test/e2e/cli-exit.test.ts
// through the bundle, test/cli/exit-codes.test.ts in-process): each JSON object printed checked
// against schemas/cli-output.schema.json, and a simulator and a sample app of the test's own.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import type { ExpectStatic, TestContext } from 'vitest';
import { runCli } from '../../simulator/runner.ts';
import type { CliRunner } from './cli-world.ts';
import { gitlabJob } from './gitlab-job.ts';
import { ownSimulator } from './own-simulator.ts';

const schema = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'schemas', 'cli-output.schema.json'), 'utf8'),
) as object;
const ajv = new Ajv({ allErrors: true, strict: false });
ajv.addSchema(schema, 'cli');

/** Checks `json` against the command's object in the schema, and answers it. */
export function valid(
  expect: ExpectStatic,
  definition: string,
  stdout: string,
): Record<string, unknown> {
  const json = JSON.parse(stdout) as Record<string, unknown>;
  const validate = ajv.getSchema(`cli#/definitions/${definition}`);
  expect(validate?.(json), JSON.stringify(validate?.errors)).toBe(true);
  expect(ajv.validate('cli', json), JSON.stringify(ajv.errors)).toBe(true);
  return json;
}

export const commitOf = (n: number) => String(n).repeat(40);

/**
 * A simulator and a sample app of the test's own, closed when it finishes, so that the tests run
 * at once (docs/testing.md); `cli` runs the command line in it as GitLab CI's job of commit `n`,
 * with `run`: the bundle, or its `main` in-process.
 */
export async function exitWorld(
  onTestFinished: TestContext['onTestFinished'],
  run: CliRunner = runCli,
  healthcheckDelayMs = 300,
) {
  const { sim, root, workspace } = await ownSimulator(
    onTestFinished,
    'e2e-cli-exit-',
    { finalStatus: 'succeeded', pollsToFinish: 1 },
    'app',
    { healthcheckDelayMs },
  );

  function cli(args: string[], env: Record<string, string> = {}, n = 1) {
    return run({
      args,
      cwd: workspace,
      env: {
        ...gitlabJob(sim, commitOf(n)),
        CI_COMMIT_BRANCH: 'main',
        AMEZMO_DEPLOY_RETRY_DELAY_MS: '1',
        ...env,
      },
    });
  }

  return { sim, root, workspace, cli };
}
