// Promotion in the test's process (`runActionInProcess`): docs/examples/promote.yml and its soak,
// require-checks of the commit promoted, a skip, and a refused input, with the same assertions
// the bundle's runs had; test/e2e/promote.test.ts keeps the deploy bundle's promotion, its
// refusals, and the command line's promote from a ledger folder.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from '../../simulator/runner.ts';
import { runActionInProcess } from '../helpers/in-process.ts';
import { DISPATCHED_SHA, world, errors, short } from '../helpers/promote-world.ts';

// As long as the bundle's runs were allowed: a test makes a release, then promotes it twice.
describe.concurrent('promote-from', { timeout: 60_000 }, () => {
  it('runs docs/examples/promote.yml as a user would: its soak, then promoted', async ({
    expect,
    onTestFinished,
  }) => {
    const w = await world(onTestFinished, runActionInProcess);
    const workflow = parse(readFileSync(join(ROOT, 'docs', 'examples', 'promote.yml'), 'utf8')) as {
      on: { workflow_dispatch: { inputs: { soak: { default: string } } } };
      jobs: { promote: { steps: { uses?: string; with?: Record<string, string> }[] } };
    };
    const step = workflow.jobs.promote.steps.find((each) => each.uses?.startsWith('amezmo/'));
    /** The step's inputs as the runner gives them, for a dispatch asking `soak`. */
    const stepInputs = (soak: string) => {
      const given = { ...step?.with };
      expect(given['api-key']).toBe('${{ secrets.AMEZMO_API_KEY }}');
      expect(given.instance).toBe('${{ vars.AMEZMO_INSTANCE }}');
      expect(given.soak).toBe('${{ inputs.soak }}');
      // The probe of /up on production's app as the simulator serves it (the example's path is
      // on the environment's own address, which only Amezmo serves).
      expect(given['health-url']).toBe('/up');
      return {
        ...given,
        'api-key': w.sim.apiKey,
        instance: w.instance,
        soak,
        'health-url': w.sim.appUrl(w.instance, 'production', '/up'),
      };
    };
    const staged = await w.deploy('staging', 'new');

    // The dispatch's default soak: the release was recorded a moment ago.
    const early = await w.promote(stepInputs(workflow.on.workflow_dispatch.inputs.soak.default));
    expect(early.exitCode).toBe(1);
    expect(errors(early)).toEqual([expect.stringMatching(/less than the soak of 30m/)]);
    expect(w.uploads()).toBe(1);

    const result = await w.promote(stepInputs('0'));
    expect(errors(result)).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(w.received().at(-1)?.equals(staged.bytes)).toBe(true);
    expect(JSON.parse(result.outputs['promoted-from'] ?? '')).toMatchObject({
      environment: 'staging',
      sha256: staged.sha256,
    });
  });

  it("asks require-checks of the commit promoted, not of the run's own", async ({
    expect,
    onTestFinished,
  }) => {
    const w = await world(onTestFinished, runActionInProcess);
    const staged = await w.deploy('staging', 'new');
    w.github.checks.addRun(staged.commit, { name: 'test' });
    // The commit the promotion's own workflow runs on failed: not the one promoted.
    w.github.checks.addRun(DISPATCHED_SHA, { name: 'test', conclusion: 'failure' });
    const passed = await w.promote({ 'require-checks': 'test' });
    expect(errors(passed)).toEqual([]);
    expect(passed.exitCode).toBe(0);
    expect(w.received().at(-1)?.equals(staged.bytes)).toBe(true);

    const other = await world(onTestFinished, runActionInProcess);
    const refused = await other.deploy('staging', 'new');
    other.github.checks.addRun(refused.commit, { name: 'test', conclusion: 'failure' });
    const result = await other.promote({ 'require-checks': 'test' });
    expect(result.exitCode).toBe(1);
    expect(errors(result)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^::error::Refusing to deploy commit ${short(refused.commit)}: check 'test' failed`,
        ),
      ),
    ]);
    expect(other.uploads()).toBe(1);
  });

  it('skips when production already runs those bytes', async ({ expect, onTestFinished }) => {
    const w = await world(onTestFinished, runActionInProcess);
    await w.deploy('production', 'old');
    const staged = await w.deploy('staging', 'new');
    expect((await w.promote()).exitCode).toBe(0);
    const records = w.ledger().length;

    const again = await w.promote();

    expect(errors(again)).toEqual([]);
    expect(again.exitCode).toBe(0);
    expect(again.outputs.skipped).toBe('true');
    expect(again.outputs['skip-reason']).toMatch(
      new RegExp(
        `^the archive \\(sha256 ${staged.sha256}\\) is already live: Amezmo deployment \\d+ of commit ${short(staged.commit)} has the same bytes\\.`,
      ),
    );
    // Nothing was promoted by this run.
    expect(again.outputs['promoted-from']).toBe('');
    expect(w.uploads()).toBe(3);
    expect(w.ledger()).toHaveLength(records);
  });

  it('names promote-from when the environment it names is not there', async ({
    expect,
    onTestFinished,
  }) => {
    const w = await world(onTestFinished, runActionInProcess);
    const result = await w.promote({ 'promote-from': 'Staging' });
    expect(result.exitCode).toBe(1);
    expect(errors(result)).toEqual([
      expect.stringMatching(/names are case-sensitive: set promote-from: staging\.$/),
    ]);
    const other = await w.promote({ 'promote-from': 'qa' });
    expect(errors(other)).toEqual([
      expect.stringMatching(/: set Input 'promote-from' to one of them\.$/),
    ]);
    expect(w.uploads()).toBe(0);
  });

  it('refuses path together with promote-from, naming both', async ({ expect, onTestFinished }) => {
    const w = await world(onTestFinished, runActionInProcess);
    const result = await w.promote({ path: 'app' });
    expect(result.exitCode).toBe(1);
    expect(errors(result)).toEqual([
      "::error::Input 'path' is given with Input 'promote-from': a promotion deploys the exact bytes live on 'staging', and builds or reads nothing. Leave Input 'path' out to promote, or Input 'promote-from' out to deploy it.",
    ]);
    expect(w.uploads()).toBe(0);
  });
});
