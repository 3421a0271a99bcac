// The command line's exit codes through its bundle: that the code `main` answers is the process's
// (0 deployed, 1 failed, 2 a flag that cannot be used), each JSON object printed checked against
// schemas/cli-output.schema.json. Every other code of src/cli/exit.ts (a skip, 3 to 6) and status
// and rollback --json run in-process in test/cli/exit-codes.test.ts, through the same helpers.
import { describe, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.ts';
import { exitWorld as world, valid } from '../helpers/exit-world.ts';

describe.concurrent('exit codes', () => {
  it('0: deployed, with the JSON of its types', async ({ expect, onTestFinished }) => {
    const { sim, cli } = await world(onTestFinished);
    const workers = sim.seeded?.workerIds ?? [];
    const result = await cli(['deploy', '--json', '--workers', workers.join(', ')]);

    expect(result.exitCode).toBe(EXIT.ok);
    const json = valid(expect, 'deploy', result.stdout);
    expect(json).toMatchObject({
      skipped: false,
      'deployment-id': 838,
      'deployment-status': 'succeeded',
      'restarted-workers': workers.map(Number),
      'rolled-back-to': '',
    });
    expect(json['archive-size']).toEqual(expect.any(Number));
    expect(json['archive-files']).toEqual(expect.any(Number));
    expect(json).not.toHaveProperty('error');
  });

  it('1: the deployment failed', async ({ expect, onTestFinished }) => {
    const { sim, cli } = await world(onTestFinished);
    sim.account.behaviour = { finalStatus: 'failed', pollsToFinish: 1 };
    const result = await cli(['deploy', '--json']);

    expect(result.exitCode).toBe(EXIT.failed);
    const json = valid(expect, 'deploy', result.stdout);
    expect(json.error).toEqual(result.errors[0]);
  });

  it('2: a flag that cannot be used, told as JSON too', async ({ expect, onTestFinished }) => {
    const { cli } = await world(onTestFinished);
    const result = await cli(['deploy', '--json', '--wait-timeout', 'soon']);

    expect(result.exitCode).toBe(EXIT.usage);
    expect(valid(expect, 'failure', result.stdout)).toEqual({ error: result.errors[0] });
    expect(result.errors[0]).toMatch(/^--wait-timeout has 'soon'/);
  });
});

// One at a time: the upload's answer is lost and waited for 2 s, and a request of the same run
// has 2 s too; with other runs keeping the machine busy, a read before the upload could be cut
// as well, and the run would end for that instead (docs/testing.md).
