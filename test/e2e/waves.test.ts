// Rollouts in waves, end to end: the deploy bundle runs as a runner runs it, with `targets`,
// against the Amezmo simulator (six instances, each its own app and health check) and the GitHub
// stand-in: six targets in three waves with the soak between them in real time, and a list
// refused before anything is built. What else a rollout decides is proven in-process by
// test/waves/action.test.ts.
import { describe, it } from 'vitest';
import { runAction } from '../../simulator/runner.ts';
import { fleet, outcomes, WAIT_MS } from '../helpers/waves-world.ts';

describe.concurrent('a rollout in waves', () => {
  it('deploys 6 targets in 3 waves, in order, soaking between waves, each its own release', async ({
    expect,
    onTestFinished,
  }) => {
    const f = await fleet(onTestFinished, runAction);
    const result = await f.rollOut('a', {
      inputs: { 'wave-wait': '5m', 'max-parallel': '2', stats: 'true' },
    });
    expect(result.errors).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(outcomes(result.targets)).toEqual(Array(6).fill('deployed'));
    expect(result.targets.map((target) => target.wave)).toEqual([1, 2, 2, 3, 3, 3]);
    expect(result.targets.map((target) => target.health)).toEqual(Array(6).fill('healthy'));
    expect(result.targets[0]).toMatchObject({
      instance: String(f.instances[0]),
      environment: 'production',
      label: 'c1',
      'rolled-back-to': '',
    });
    // Wave 1 alone, then wave 2's two, then wave 3's three, as Amezmo received them.
    const waves = f.uploads().map((id) => result.targets[f.label(id) - 1]?.wave);
    expect(waves).toEqual([1, 2, 2, 3, 3, 3]);
    // The soak: no request for wave 2's instances reached Amezmo until WAIT_MS after wave 1's
    // last one.
    const ofWave2 = new RegExp(` /v1/instances/(${f.instances[1]}|${f.instances[2]})/`);
    const wave2 = f.log.find(([, line]) => ofWave2.test(line))?.[0] as number;
    const before = f.log.filter(([at]) => at < wave2).at(-1)?.[0] as number;
    expect(wave2 - before).toBeGreaterThanOrEqual(WAIT_MS - 20);
    for (const wave of [1, 2, 3]) {
      expect(result.stdout).toMatch(new RegExp(`^Wave ${wave} of 3 started: `, 'm'));
      expect(result.stdout).toMatch(new RegExp(`^Wave ${wave} of 3 ended: `, 'm'));
    }
    expect(result.stdout).toContain(`Waiting ${WAIT_MS} ms before wave 2.`);
    // The figures are one environment's: a rollout says so rather than drop them unsaid.
    expect(result.stdout).toMatch(
      /^::notice::Input 'stats' adds one environment's delivery figures/m,
    );
    // All under production, its rules and its one ledger: no target's success retires another's.
    const ledger = f.github.deploymentRecords;
    expect(ledger.map((record) => record.environment)).toEqual(Array(6).fill('production'));
    expect(ledger.map((record) => record.statuses.at(-1)?.state)).toEqual(Array(6).fill('success'));
    expect(result.summary).toContain('<th>Target</th><th>Wave</th>');
    expect(result.summary).toContain(`c1 (${f.instances[0]}/production)`);
  });

  it('refuses a bad list before anything is built, naming the entry and the field', async ({
    expect,
    onTestFinished,
  }) => {
    const f = await fleet(onTestFinished, runAction);
    const result = await f.rollOut('a', {
      inputs: {
        targets: '- { instance: 1, environment: production }\n- { instance: 2, label: x }',
      },
    });
    expect(result.exitCode).toBe(1);
    expect(result.errors).toEqual([
      "Input 'targets', entry 2 (x) has no field 'environment': every target names its instance and environment, e.g. - { instance: 1001, environment: production, label: acme }",
    ]);
    expect(f.sim.requests).toEqual([]);
  });
});
