// The environments action end to end: dist/environments/index.js run as a runner does, against
// the Amezmo simulator: an apply (one PATCH per environment that differs, then read back), and
// fail-on-drift failing the step. The rest is proven in-process by
// test/environments/action.test.ts.
import { describe, it } from 'vitest';
import { runAction } from '../../simulator/runner.ts';
import { FILE, world } from '../helpers/environments-world.ts';

describe.concurrent('plan', () => {
  it('with fail-on-drift, fails on a difference and passes without one', async ({
    expect,
    onTestFinished,
  }) => {
    const { instanceId, writeFile, runEnvironments, patches } = await world(
      onTestFinished,
      runAction,
    );
    writeFile([`instance: ${instanceId()}`, 'environments:', '  production:', '    ssh: true']);
    const drifted = await runEnvironments({ 'fail-on-drift': 'true' });

    expect(drifted.exitCode).toBe(1);
    expect(drifted.errors).toEqual([
      `The environments of instance ${instanceId()} have drifted from ${FILE}: production: ssh ` +
        'false -> true. Apply the file (mode: apply), or change it to match the service.',
    ]);
    expect(drifted.outputs.changed).toBe('true');
    expect(patches()).toEqual([]);

    writeFile([`instance: ${instanceId()}`, 'environments:', '  production:', '    ssh: false']);
    const clean = await runEnvironments({ 'fail-on-drift': 'true' });
    expect(clean.exitCode).toBe(0);
    expect(clean.outputs.changed).toBe('false');
  });
});

describe.concurrent('apply', () => {
  it('sends one PATCH per differing environment with only what differs, then reads back', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, instanceId, writeFile, runEnvironments, requests, patches } = await world(
      onTestFinished,
      runAction,
    );
    writeFile([
      `instance: ${instanceId()}`,
      'environments:',
      '  production:',
      "    branch-patterns: ['^main$', '^release/.+']",
      '    ssh: true',
      '    trusted-ssh-ips: [203.0.113.7, 198.51.100.20]',
      '  staging:',
      "    branch-patterns: ['^develop$', '^release/']",
      '    tag-patterns: []',
    ]);
    const result = await runEnvironments({ mode: 'apply' });

    expect(result.exitCode).toBe(0);
    expect(result.errors).toEqual([]);
    const base = `/v1/instances/${instanceId()}/environments`;
    expect(patches()).toEqual([
      {
        path: `${base}/production`,
        fields: { ssh_enabled: '1', 'trusted_ssh_ips[]': ['203.0.113.7', '198.51.100.20'] },
      },
      {
        path: `${base}/staging`,
        fields: {
          'auto_deploy_branch_patterns[]': ['^develop$', '^release/'],
          auto_deploy_tag_patterns: '',
        },
      },
    ]);
    // Read first, then changed, then read back.
    expect(requests()).toEqual([
      `GET ${base}/production`,
      `GET ${base}/staging`,
      `PATCH ${base}/production`,
      `PATCH ${base}/staging`,
      `GET ${base}/production`,
      `GET ${base}/staging`,
    ]);
    const production = sim.account.getEnvironment(String(instanceId()), 'production');
    expect(production.ssh_enabled).toBe(true);
    expect(production.trusted_ssh_ips).toEqual(['203.0.113.7', '198.51.100.20']);
    const staging = sim.account.getEnvironment(String(instanceId()), 'staging');
    expect(staging.auto_deploy_branch_patterns).toEqual(['^develop$', '^release/']);
    expect(staging.auto_deploy_tag_patterns).toEqual([]);
    expect(result.outputs.changed).toBe('true');
    expect(result.stdout).toContain(
      `Read back production, staging: the service holds ${FILE}'s values.`,
    );
    expect(result.summary).toContain('read back and verified');

    // A second apply finds nothing to do.
    const before = patches().length;
    const again = await runEnvironments({ mode: 'apply' });
    expect(again.exitCode).toBe(0);
    expect(again.outputs).toEqual({ changed: 'false', changes: '[]' });
    expect(patches()).toHaveLength(before);
  });
});
