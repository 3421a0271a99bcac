// The environments action in the test's process (`runActionInProcess`): the plan, a read-back that
// does not hold, the service's rules, secrets, the file, the pull request comments and a hostile
// service, with the same assertions the bundle's runs had; test/e2e/environments.test.ts keeps
// the bundle's apply and its fail-on-drift.
import { describe, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RunOptions, RunResult } from '../../simulator/runner.ts';
import { runActionInProcess } from '../helpers/in-process.ts';
import { FILE, KEY, changesOf, world } from '../helpers/environments-world.ts';

describe.concurrent('plan', { timeout: 60_000 }, () => {
  it('reads the live environments and finds no difference with a file that matches them', async ({
    expect,
    onTestFinished,
  }) => {
    const { instanceId, writeFile, runEnvironments, requests, seededFile } = await world(
      onTestFinished,
      runActionInProcess,
    );
    writeFile(seededFile());
    const result = await runEnvironments();

    expect(result.exitCode).toBe(0);
    expect(result.errors).toEqual([]);
    expect(result.outputs).toEqual({ changed: 'false', changes: '[]' });
    expect(requests()).toEqual([
      `GET /v1/instances/${instanceId()}/environments/production`,
      `GET /v1/instances/${instanceId()}/environments/staging`,
    ]);
    expect(result.stdout).toContain(`The environments of instance ${instanceId()} match ${FILE}.`);
    expect(result.summary).toContain(`match ${FILE}`);
    expect(result.stdout).not.toContain('::warning');
  });

  it('shows the exact differences, setting by setting, and sends no PATCH', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, instanceId, writeFile, runEnvironments, requests, patches } = await world(
      onTestFinished,
      runActionInProcess,
    );
    writeFile([
      `instance: ${instanceId()}`,
      'environments:',
      '  production:',
      "    branch-patterns: ['^main$']",
      '    ssh: true',
      '    trusted-ssh-ips: [203.0.113.7, 198.51.100.20]',
      '  staging:',
      "    branch-patterns: ['^develop$', '^release/']",
      "    tag-patterns: ['-rc\\.\\d+$']",
    ]);
    const result = await runEnvironments({ mode: 'plan' });

    expect(result.exitCode).toBe(0);
    expect(changesOf(result)).toEqual([
      {
        environment: 'production',
        setting: 'branch-patterns',
        before: ['^main$', '^release/.+'],
        after: ['^main$'],
      },
      { environment: 'production', setting: 'ssh', before: false, after: true },
      {
        environment: 'production',
        setting: 'trusted-ssh-ips',
        before: [],
        after: ['203.0.113.7', '198.51.100.20'],
      },
      {
        environment: 'staging',
        setting: 'branch-patterns',
        before: ['^develop$', '^feature/'],
        after: ['^develop$', '^release/'],
      },
    ]);
    expect(result.outputs.changed).toBe('true');
    expect(patches()).toEqual([]);
    expect(requests().every((request) => request.startsWith('GET '))).toBe(true);
    expect(result.stdout).toContain('4 settings differ from .amezmo/environments.yml:');
    expect(result.stdout).toContain(
      "  staging: branch-patterns ['^develop$', '^feature/'] -> ['^develop$', '^release/']",
    );
    expect(result.summary).toContain('nothing was changed');
    expect(result.summary).toContain(
      '<td>staging</td><td>branch-patterns</td><td><code>^develop$</code> <code>^feature/</code></td><td><code>^develop$</code> <code>^release/</code></td>',
    );
    // Nothing changed on the service.
    const staging = sim.account.getEnvironment(String(instanceId()), 'staging');
    expect(staging.auto_deploy_branch_patterns).toEqual(['^develop$', '^feature/']);
  });
});

describe.concurrent('apply', { timeout: 60_000 }, () => {
  it('fails when the service does not hold the values when read back', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, instanceId, writeFile, runEnvironments, patches } = await world(
      onTestFinished,
      runActionInProcess,
    );
    writeFile([
      `instance: ${instanceId()}`,
      'environments:',
      '  staging:',
      "    tag-patterns: ['^v']",
    ]);
    // The read-back answers a record that still has the old patterns.
    sim.inject(
      'getEnvironment',
      {
        kind: 'body',
        body: JSON.stringify(sim.account.getEnvironment(String(instanceId()), 'staging')),
      },
      2,
    );
    const result = await runEnvironments({ mode: 'apply' });

    expect(result.exitCode).toBe(1);
    expect(patches()).toHaveLength(1);
    expect(result.errors).toEqual([
      "The service accepted the changes but does not hold the file's values when read back: " +
        "environment 'staging' holds tag-patterns ['-rc\\.\\d+$'], not ['^v']. Run the apply " +
        'again; if it persists, check the environment in the Amezmo dashboard.',
    ]);
    expect(result.outputs.changed).toBe('true');
  });
});

describe.concurrent("the service's rules, checked before any request", { timeout: 60_000 }, () => {
  it('refuses ssh: false with trusted addresses, on the line of the addresses', async ({
    expect,
    onTestFinished,
  }) => {
    const { instanceId, writeFile, runEnvironments, requests } = await world(
      onTestFinished,
      runActionInProcess,
    );
    writeFile([
      `instance: ${instanceId()}`,
      'environments:',
      '  staging:',
      '    ssh: false',
      '    trusted-ssh-ips: [203.0.113.7]',
    ]);
    const result = await runEnvironments({ mode: 'apply' });

    expect(result.exitCode).toBe(1);
    expect(requests()).toEqual([]);
    const errorLines = result.stdout.split('\n').filter((line) => line.startsWith('::error'));
    expect(errorLines).toEqual([
      `::error file=${FILE},line=5::${FILE} line 5: environment 'staging' has ssh: false and ` +
        'trusted-ssh-ips: the service empties the list when SSH is off. Set ssh: true to allow ' +
        'these addresses, or remove trusted-ssh-ips.',
    ]);
  });

  it('refuses an address that is not IPv4, on its line', async ({ expect, onTestFinished }) => {
    const { instanceId, writeFile, runEnvironments, requests } = await world(
      onTestFinished,
      runActionInProcess,
    );
    writeFile([
      `instance: ${instanceId()}`,
      'environments:',
      '  staging:',
      '    ssh: true',
      '    trusted-ssh-ips:',
      '      - 203.0.113.7',
      '      - 2001:db8::1',
    ]);
    const result = await runEnvironments({ mode: 'apply' });

    expect(result.exitCode).toBe(1);
    expect(requests()).toEqual([]);
    expect(result.stdout).toContain(
      `::error file=${FILE},line=7::${FILE} line 7: environments.staging.trusted-ssh-ips[1] has ` +
        "'2001:db8::1': it must be an IPv4 address, e.g. 203.0.113.7.",
    );
  });

  it('refuses a New Relic key on a listed instance type, before any change', async ({
    expect,
    onTestFinished,
  }) => {
    const { instanceId, writeFile, runEnvironments, requests } = await world(
      onTestFinished,
      runActionInProcess,
    );
    writeFile([
      `instance: ${instanceId()}`,
      'environments:',
      '  staging:',
      '    newrelic-license-key: { from-env: NEWRELIC_LICENSE_KEY }',
    ]);
    const result = await runEnvironments({ mode: 'apply' }, { env: { NEWRELIC_LICENSE_KEY: KEY } });

    expect(result.exitCode).toBe(1);
    expect(requests()).toEqual([`GET /v1/instances/${instanceId()}`]);
    expect(result.errors).toEqual([
      `${FILE} line 4: environment 'staging' sets newrelic-license-key, but instance ` +
        `${instanceId()} is of type 'developer', and the New Relic integration exists only on ` +
        'the advanced tier. Remove newrelic-license-key (or set it to null), or move the ' +
        'instance to the advanced tier.',
    ]);
    expect(result.stdout).toContain(`::error file=${FILE},line=4::`);
  });

  it("shows the service's own feature_not_supported plainly for another tier", async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, writeFile, runEnvironments, patches } = await world(
      onTestFinished,
      runActionInProcess,
    );
    const other = sim.account.addInstance({ name: 'enterprise-shop', instanceType: 'enterprise' });
    writeFile([
      `instance: ${other.seed.id}`,
      'environments:',
      '  staging:',
      '    newrelic-license-key: { from-env: NEWRELIC_LICENSE_KEY }',
    ]);
    const result = await runEnvironments({ mode: 'apply' }, { env: { NEWRELIC_LICENSE_KEY: KEY } });

    expect(result.exitCode).toBe(1);
    expect(patches()).toHaveLength(1);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(
      new RegExp(
        `^${FILE.replace(/\./g, '\\.')} line 4: Amezmo refused the settings of environment 'staging': ` +
          'Amezmo API: 422 feature_not_supported: The New Relic integration is available only on ' +
          'the advanced instance tier\\. \\(request req_\\w+\\)$',
      ),
    );
  });

  it('turns New Relic off with null, and says it applies from the next deployment', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, writeFile, runEnvironments, patches } = await world(
      onTestFinished,
      runActionInProcess,
    );
    const advanced = sim.account.addInstance({ name: 'apm-shop', instanceType: 'advanced' });
    sim.account.updateEnvironmentSettings(advanced.seed.id, 'staging', {
      newrelic_license_key: KEY,
    });
    writeFile([
      `instance: ${advanced.seed.id}`,
      'environments:',
      '  staging:',
      '    newrelic-license-key: null',
    ]);
    const result = await runEnvironments({ mode: 'apply' });

    expect(result.exitCode).toBe(0);
    expect(changesOf(result)).toEqual([
      { environment: 'staging', setting: 'newrelic-license-key', before: 'set', after: 'removed' },
    ]);
    expect(patches()).toEqual([
      {
        path: `/v1/instances/${advanced.seed.id}/environments/staging`,
        fields: { newrelic_license_key: '' },
      },
    ]);
    expect(sim.account.storedNewRelicKey(advanced.seed.id, 'staging')).toBeNull();
    expect(result.stdout).toContain(
      "::notice::New Relic is turned off for environment 'staging': it applies from the environment's next deployment.",
    );
  });
});

describe.concurrent('secrets', { timeout: 60_000 }, () => {
  it('never shows the New Relic key in the log, outputs, summary or comment', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, github, writeFile, runEnvironments, patches } = await world(
      onTestFinished,
      runActionInProcess,
    );
    const advanced = sim.account.addInstance({ name: 'apm-shop', instanceType: 'advanced' });
    writeFile([
      `instance: ${advanced.seed.id}`,
      'environments:',
      '  staging:',
      '    newrelic-license-key: { from-env: NEWRELIC_LICENSE_KEY }',
    ]);
    const onPullRequest: RunOptions = {
      eventName: 'pull_request',
      event: { pull_request: { number: 7 } },
      env: { NEWRELIC_LICENSE_KEY: KEY, GITHUB_API_URL: github.url },
    };
    const run = (inputs: Record<string, string>) =>
      runEnvironments({ 'github-token': 'ghs_test_token', ...inputs }, onPullRequest);
    const shown = (result: RunResult) =>
      [
        // The runner consumes ::add-mask::; it never shows.
        result.stdout
          .split('\n')
          .filter((line) => !line.startsWith('::add-mask::'))
          .join('\n'),
        result.stderr,
        JSON.stringify(result.outputs),
        result.summary,
        ...github.comments.map((comment) => comment.body),
      ].join('\n');

    const plan = await run({ mode: 'plan' });
    expect(plan.exitCode).toBe(0);
    expect(plan.stdout).toContain(`::add-mask::${KEY}`);
    expect(changesOf(plan)).toEqual([
      { environment: 'staging', setting: 'newrelic-license-key', before: null, after: 'set' },
    ]);

    const apply = await run({ mode: 'apply' });
    expect(apply.exitCode).toBe(0);
    // The service got the key; nobody else sees it.
    expect(patches()).toEqual([
      {
        path: `/v1/instances/${advanced.seed.id}/environments/staging`,
        fields: { newrelic_license_key: KEY },
      },
    ]);
    expect(sim.account.storedNewRelicKey(advanced.seed.id, 'staging')).toBe(KEY);
    expect(apply.stdout).toContain(
      "::notice::The New Relic key of environment 'staging' was changed: it applies from the environment's next deployment.",
    );

    // The service shows it masked: the same key is no difference, another one is `changed`.
    const same = await run({ mode: 'plan', 'fail-on-drift': 'true' });
    expect(same.exitCode).toBe(0);
    expect(same.outputs.changes).toBe('[]');
    const rotated = await runEnvironments(
      { mode: 'plan' },
      {
        ...onPullRequest,
        env: { ...onPullRequest.env, NEWRELIC_LICENSE_KEY: `${KEY.slice(0, -4)}ROT8` },
      },
    );
    expect(changesOf(rotated)).toEqual([
      { environment: 'staging', setting: 'newrelic-license-key', before: 'set', after: 'changed' },
    ]);

    expect(github.comments).toHaveLength(1);
    for (const result of [plan, apply, same, rotated]) {
      expect(shown(result)).not.toContain(KEY);
      expect(shown(result)).not.toContain(KEY.slice(0, 16));
    }
  });

  it('fails, naming the variable, when the secret is not in the environment', async ({
    expect,
    onTestFinished,
  }) => {
    const { instanceId, writeFile, runEnvironments, requests } = await world(
      onTestFinished,
      runActionInProcess,
    );
    writeFile([
      `instance: ${instanceId()}`,
      'environments:',
      '  production:',
      '    ssh: false',
      '  staging:',
      '    newrelic-license-key: { from-env: NEWRELIC_LICENSE_KEY }',
    ]);
    const result = await runEnvironments();

    expect(result.exitCode).toBe(1);
    expect(requests()).toEqual([]);
    expect(result.errors).toEqual([
      `${FILE} line 6: newrelic-license-key of environment 'staging' reads ` +
        "NEWRELIC_LICENSE_KEY, which is empty or not set in the step's environment: pass it " +
        'from a secret, env: NEWRELIC_LICENSE_KEY: ${{ secrets.NEWRELIC_LICENSE_KEY }} ' +
        '(secrets are not given to workflows run from forks).',
    ]);
  });

  it('never repeats a key written into the file itself', async ({ expect, onTestFinished }) => {
    const { instanceId, writeFile, runEnvironments, requests } = await world(
      onTestFinished,
      runActionInProcess,
    );
    writeFile([
      `instance: ${instanceId()}`,
      'environments:',
      '  staging:',
      `    newrelic-license-key: ${KEY}`,
    ]);
    const result = await runEnvironments();

    expect(result.exitCode).toBe(1);
    expect(requests()).toEqual([]);
    expect(result.stdout).not.toContain(KEY);
    expect(result.errors[0]).toContain(
      'line 4: environments.staging.newrelic-license-key must not hold the key itself',
    );
  });
});

describe.concurrent('the file', { timeout: 60_000 }, () => {
  it('annotates a glob-like pattern on its line with what it matches', async ({
    expect,
    onTestFinished,
  }) => {
    const { writeFile, runEnvironments, seededFile } = await world(
      onTestFinished,
      runActionInProcess,
    );
    writeFile([...seededFile(), "    tag-patterns: ['v*', '-rc\\.\\d+$']"]);
    const result = await runEnvironments();

    expect(result.exitCode).toBe(0);
    const warnings = result.stdout.split('\n').filter((line) => line.startsWith('::warning'));
    expect(warnings).toEqual([
      `::warning file=${FILE},line=9::Environment 'staging', tag-patterns: 'v*' looks like a ` +
        "glob, but patterns are regular expressions matched anywhere in the name: '*' repeats " +
        "the character before it (none included) and is no wildcard, so 'v*' matches more than " +
        "it seems, e.g. 'main'. If it was meant as a glob, write '^v'.",
    ]);
    // And with the plan, where it is read: the summary (and so the pull request's comment).
    expect(result.summary).toContain('<th>⚠️ Warning</th><th>Line</th>');
    expect(result.summary).toContain(
      "<td>Environment 'staging', tag-patterns: 'v*' looks like a glob",
    );
    expect(result.summary).toContain(`<td>${FILE}:9</td>`);
  });

  it('annotates each pattern of a block list on its own line', async ({
    expect,
    onTestFinished,
  }) => {
    const { instanceId, writeFile, runEnvironments } = await world(
      onTestFinished,
      runActionInProcess,
    );
    writeFile([
      `instance: ${instanceId()}`,
      'environments:',
      '  staging:',
      '    branch-patterns:',
      "      - '^develop$'",
      '      - feature/*',
      "      - '^(feat)/\\1$'",
    ]);
    const result = await runEnvironments();

    expect(result.exitCode).toBe(0);
    const warnings = result.stdout.split('\n').filter((line) => line.startsWith('::warning'));
    expect(
      warnings.map((line) => /^::warning file=([^,]+),line=(\d+)::/.exec(line)?.slice(1)),
    ).toEqual([
      [FILE, '6'],
      [FILE, '7'],
    ]);
    expect(warnings[0]).toContain("e.g. 'feature', 'my-feature' and 'feature-old'");
    expect(warnings[0]).toContain("write '^feature/'");
    expect(warnings[1]).toContain(
      "'^(feat)/\\1$' uses a backreference \\1 (JavaScript and PCRE disagree on groups that did not take part), which the deploy action cannot match exactly as PHP does",
    );
  });

  it('names every problem of the schema with its line, and sends nothing', async ({
    expect,
    onTestFinished,
  }) => {
    const { instanceId, writeFile, runEnvironments, requests } = await world(
      onTestFinished,
      runActionInProcess,
    );
    writeFile([
      `instance: ${instanceId()}`,
      'environments:',
      '  staging:',
      '    ssh: yes',
      '    auto-deploy: true',
    ]);
    const result = await runEnvironments();

    expect(result.exitCode).toBe(1);
    expect(requests()).toEqual([]);
    expect(result.errors).toEqual([
      `2 problems in ${FILE}: (1) line 4: environments.staging.ssh has 'yes': it must be true or ` +
        "false. (2) line 5: environment 'staging' has the unknown setting 'auto-deploy': the " +
        'settings are branch-patterns, tag-patterns, ssh, trusted-ssh-ips, ' +
        'newrelic-license-key; any left out are left alone.',
    ]);
    expect(result.stdout).toContain(`::error file=${FILE},line=4::`);
  });

  it('names an environment the instance lacks, on its line', async ({ expect, onTestFinished }) => {
    const { instanceId, writeFile, runEnvironments, seededFile } = await world(
      onTestFinished,
      runActionInProcess,
    );
    writeFile([...seededFile(), '  qa:', '    ssh: false']);
    const result = await runEnvironments();

    expect(result.exitCode).toBe(1);
    expect(result.errors[0]).toMatch(
      new RegExp(
        `^\\.amezmo/environments\\.yml line 9: names environment 'qa' of instance ${instanceId()}, ` +
          'which the API key cannot see \\(Amezmo API: 404 unknown_resource_error',
      ),
    );
  });

  it('fails on a mode it does not know, before any request', async ({ expect, onTestFinished }) => {
    const { writeFile, runEnvironments, requests, seededFile } = await world(
      onTestFinished,
      runActionInProcess,
    );
    writeFile(seededFile());
    const result = await runEnvironments({ mode: 'destroy' });

    expect(result.exitCode).toBe(1);
    expect(requests()).toEqual([]);
    expect(result.errors).toEqual([
      "Input 'mode' has 'destroy': use plan (show how the environments differ, change nothing) " +
        'or apply (change them to match the file).',
    ]);
  });

  it('fails with the input when the file is missing', async ({ expect, onTestFinished }) => {
    const { workspace, runEnvironments } = await world(onTestFinished, runActionInProcess);
    const result = await runEnvironments({ file: 'config/environments.yml' });

    expect(result.exitCode).toBe(1);
    expect(result.errors).toEqual([
      `Input 'file' has 'config/environments.yml': no such file in the workspace (${workspace}). ` +
        'Check out the repository first (actions/checkout), or set file to where the ' +
        'environments are kept.',
    ]);
  });
});

describe.concurrent('the pull request comment', { timeout: 60_000 }, () => {
  it('shows the plan in one comment, edited in place on the next run', async ({
    expect,
    onTestFinished,
  }) => {
    const { github, instanceId, writeFile, runEnvironments } = await world(
      onTestFinished,
      runActionInProcess,
    );
    writeFile([`instance: ${instanceId()}`, 'environments:', '  production:', '    ssh: true']);
    const options: RunOptions = {
      eventName: 'pull_request',
      event: { pull_request: { number: 12 } },
      env: { GITHUB_API_URL: github.url },
    };
    const first = await runEnvironments({ 'github-token': 'ghs_test_token' }, options);
    expect(first.exitCode).toBe(0);
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]?.issueNumber).toBe(12);
    expect(github.comments[0]?.body).toContain(
      '<!-- amezmo-deploy:environments:.amezmo/environments.yml -->',
    );
    expect(github.comments[0]?.body).toContain(
      '<td>production</td><td>ssh</td><td><code>false</code></td><td><code>true</code></td>',
    );

    writeFile([`instance: ${instanceId()}`, 'environments:', '  production:', '    ssh: false']);
    const second = await runEnvironments({ 'github-token': 'ghs_test_token' }, options);
    expect(second.exitCode).toBe(0);
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]?.body).toContain('match .amezmo/environments.yml');
    expect(github.requests.filter((request) => request.method === 'PATCH')).toHaveLength(1);

    // comment: false leaves the pull request alone.
    github.reset();
    await runEnvironments({ 'github-token': 'ghs_test_token', comment: 'false' }, options);
    expect(github.requests).toEqual([]);
  });
});

describe.concurrent(
  'comments that are not its own, and plans of other files',
  { timeout: 60_000 },
  () => {
    it('keeps a plan comment per file: a matrix over two instances shows two plans', async ({
      expect,
      onTestFinished,
    }) => {
      const { sim, github, workspace, instanceId, writeFile, runEnvironments, options } =
        await world(onTestFinished, runActionInProcess);
      const second = sim.account.addInstance({ name: 'eu' }).seed.id;
      writeFile([`instance: ${instanceId()}`, 'environments:', '  production:', '    ssh: true']);
      writeFileSync(
        join(workspace, '.amezmo', 'eu.yml'),
        [`instance: ${second}`, 'environments:', '  staging:', '    ssh: true', ''].join('\n'),
      );
      const us = await runEnvironments({ 'github-token': 'ghs_test_token' }, options());
      const eu = await runEnvironments(
        { 'github-token': 'ghs_test_token', file: '.amezmo/eu.yml' },
        options(),
      );
      expect([us.exitCode, eu.exitCode]).toEqual([0, 0]);
      expect(github.comments.map((comment) => comment.body.split('\n')[0])).toEqual([
        '<!-- amezmo-deploy:environments:.amezmo/environments.yml -->',
        '<!-- amezmo-deploy:environments:.amezmo/eu.yml -->',
      ]);
      // Each run edits its own file's comment, and only it.
      await runEnvironments({ 'github-token': 'ghs_test_token' }, options());
      expect(github.comments).toHaveLength(2);
      expect(github.requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
    });

    it("leaves another user's comment alone, even one that begins with the marker", async ({
      expect,
      onTestFinished,
    }) => {
      const { github, instanceId, writeFile, runEnvironments, options } = await world(
        onTestFinished,
        runActionInProcess,
      );
      github.comments.push({
        id: 1,
        issueNumber: 12,
        body: '<!-- amezmo-deploy:environments:.amezmo/environments.yml -->\nplanted',
        author: 'mallory',
      });
      writeFile([`instance: ${instanceId()}`, 'environments:', '  production:', '    ssh: true']);
      const result = await runEnvironments({ 'github-token': 'ghs_test_token' }, options());
      expect(result.exitCode).toBe(0);
      expect(github.comments[0]).toEqual({
        id: 1,
        issueNumber: 12,
        body: '<!-- amezmo-deploy:environments:.amezmo/environments.yml -->\nplanted',
        author: 'mallory',
      });
      expect(github.comments).toHaveLength(2);
      expect(github.comments[1]?.author).toBe('github-actions[bot]');
    });
  },
);

describe.concurrent('a hostile service', { timeout: 60_000 }, () => {
  it('cannot start a workflow command through the values it answers', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, writeFile, runEnvironments, seededFile } = await world(
      onTestFinished,
      runActionInProcess,
    );
    writeFile(seededFile());
    sim.taint('\n::error::pwned\n<script>');
    const result = await runEnvironments({ 'fail-on-drift': 'true' });

    expect(result.exitCode).toBe(1);
    const lines = result.stdout.split('\n');
    // The answers reached the log, defused: never at the start of a line.
    expect(result.stdout).toContain('\\n::error::pwned');
    expect(lines.filter((line) => /^\s*::error::pwned/.test(line))).toEqual([]);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(/^The environments of instance \d+ have drifted from /);
    expect(result.summary).not.toContain('<script>');
    expect(result.summary).toContain('&lt;script&gt;');
  });
});
