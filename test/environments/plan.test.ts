import { describe, expect, it } from 'vitest';
import { formFields } from '../../src/api/form.ts';
import { urlEncoded } from '../../src/http/http.ts';
import type { Environment, EnvironmentUpdate } from '../../src/api/types.ts';
import { readEnvironmentsFile } from '../../src/environments/file.ts';
import {
  desiredStates,
  diffEnvironment,
  fileRuleProblems,
  keyMayBe,
  remainingDifferences,
  secretChange,
  tierProblems,
  type Change,
  type DesiredState,
} from '../../src/environments/plan.ts';
import { environmentRecord } from '../../simulator/records.ts';

function live(changes: Partial<Environment> = {}): Environment {
  return {
    ...environmentRecord({ id: 1, instanceId: 1001, name: 'staging', appType: 'laravel' }),
    auto_deploy_branch_patterns: ['^develop$', '^feature/'],
    auto_deploy_tag_patterns: ['-rc\\.\\d+$'],
    ssh_enabled: true,
    trusted_ssh_ips: ['203.0.113.7'],
    newrelic_license_key: null,
    ...changes,
  };
}

const file = (text: string) => readEnvironmentsFile(`instance: 1001\n${text}`, 'envs.yml');

describe('diffEnvironment', () => {
  it.each<
    [string, DesiredState, Partial<Environment>, Omit<Change, 'environment'>[], EnvironmentUpdate]
  >([
    ['nothing asked', {}, {}, [], {}],
    [
      'the same values',
      {
        'branch-patterns': ['^develop$', '^feature/'],
        'tag-patterns': ['-rc\\.\\d+$'],
        ssh: true,
        'trusted-ssh-ips': ['203.0.113.7'],
        'newrelic-license-key': null,
      },
      {},
      [],
      {},
    ],
    [
      'patterns in another order (the first match wins)',
      { 'branch-patterns': ['^feature/', '^develop$'] },
      {},
      [
        {
          setting: 'branch-patterns',
          before: ['^develop$', '^feature/'],
          after: ['^feature/', '^develop$'],
        },
      ],
      { auto_deploy_branch_patterns: ['^feature/', '^develop$'] },
    ],
    [
      'no tag patterns any more',
      { 'tag-patterns': [] },
      {},
      [{ setting: 'tag-patterns', before: ['-rc\\.\\d+$'], after: [] }],
      { auto_deploy_tag_patterns: [] },
    ],
    [
      'the same addresses in another order',
      { 'trusted-ssh-ips': ['198.51.100.1', '203.0.113.7'] },
      { trusted_ssh_ips: ['203.0.113.7', '198.51.100.1'] },
      [],
      {},
    ],
    [
      'another address',
      { 'trusted-ssh-ips': ['198.51.100.1'] },
      {},
      [{ setting: 'trusted-ssh-ips', before: ['203.0.113.7'], after: ['198.51.100.1'] }],
      { trusted_ssh_ips: ['198.51.100.1'] },
    ],
    [
      'SSH turned off, which empties the addresses the file leaves out',
      { ssh: false },
      {},
      [
        { setting: 'ssh', before: true, after: false },
        {
          setting: 'trusted-ssh-ips',
          before: ['203.0.113.7'],
          after: [],
          note: 'emptied by the service when SSH is turned off',
        },
      ],
      { ssh_enabled: false },
    ],
    [
      'SSH on, with addresses',
      { ssh: true, 'trusted-ssh-ips': ['203.0.113.9'] },
      { ssh_enabled: false, trusted_ssh_ips: [] },
      [
        { setting: 'ssh', before: false, after: true },
        { setting: 'trusted-ssh-ips', before: [], after: ['203.0.113.9'] },
      ],
      { ssh_enabled: true, trusted_ssh_ips: ['203.0.113.9'] },
    ],
    [
      'a key where there was none',
      { 'newrelic-license-key': 'nr-key-0123456789' },
      {},
      [{ setting: 'newrelic-license-key', before: null, after: 'set' }],
      { newrelic_license_key: 'nr-key-0123456789' },
    ],
    [
      'the key the mask shows',
      { 'newrelic-license-key': 'nr-key-0123456789' },
      { newrelic_license_key: '****6789' },
      [],
      {},
    ],
    [
      'another key than the mask shows',
      { 'newrelic-license-key': 'nr-key-0123456789' },
      { newrelic_license_key: '****0000' },
      [{ setting: 'newrelic-license-key', before: 'set', after: 'changed' }],
      { newrelic_license_key: 'nr-key-0123456789' },
    ],
    [
      'the key removed',
      { 'newrelic-license-key': null },
      { newrelic_license_key: '****6789' },
      [{ setting: 'newrelic-license-key', before: 'set', after: 'removed' }],
      { newrelic_license_key: null },
    ],
  ])('%s', (_, desired, record, changes, update) => {
    const plan = diffEnvironment('staging', desired, live(record));
    expect(plan.changes).toEqual(changes.map((change) => ({ environment: 'staging', ...change })));
    expect(plan.update).toEqual(update);
    // A change's before and after never carry a secret.
    expect(JSON.stringify(plan.changes)).not.toContain('nr-key');
  });

  it('finds nothing left once the service holds the values, but what the service does itself', () => {
    const desired: DesiredState = { ssh: false, 'branch-patterns': ['^main$'] };
    expect(
      remainingDifferences(
        'staging',
        desired,
        live({ ssh_enabled: false, trusted_ssh_ips: [], auto_deploy_branch_patterns: ['^main$'] }),
      ),
    ).toEqual([]);
    expect(
      remainingDifferences('staging', desired, live({ auto_deploy_branch_patterns: ['^main$'] })),
    ).toEqual([{ environment: 'staging', setting: 'ssh', before: true, after: false }]);
  });
});

describe('flags as the service writes them', () => {
  it.each<[unknown, boolean]>([
    [true, true],
    [1, true],
    ['1', true],
    [false, false],
    [0, false],
    ['0', false],
    [null, false],
  ])('reads ssh_enabled %j as %s', (flag, on) => {
    const plan = diffEnvironment(
      'staging',
      { ssh: !on },
      live({ ssh_enabled: flag as boolean, trusted_ssh_ips: [] }),
    );
    // The file asks for the opposite of what the service holds: one change, from what it holds.
    expect(plan.changes).toEqual([
      { environment: 'staging', setting: 'ssh', before: on, after: !on },
    ]);
    expect(
      diffEnvironment('staging', { ssh: on }, live({ ssh_enabled: flag as boolean })).changes,
    ).toEqual([]);
  });
});

describe('the PATCH in the form encoding the service reads', () => {
  it.each<[EnvironmentUpdate, string]>([
    [
      { auto_deploy_branch_patterns: ['^main$', '^release/'] },
      'auto_deploy_branch_patterns%5B%5D=%5Emain%24&auto_deploy_branch_patterns%5B%5D=%5Erelease%2F',
    ],
    [{ auto_deploy_tag_patterns: [] }, 'auto_deploy_tag_patterns='],
    [{ ssh_enabled: true }, 'ssh_enabled=1'],
    [{ ssh_enabled: false }, 'ssh_enabled=0'],
    [{ trusted_ssh_ips: ['203.0.113.7'] }, 'trusted_ssh_ips%5B%5D=203.0.113.7'],
    [{ newrelic_license_key: null }, 'newrelic_license_key='],
    [{ newrelic_license_key: 'nr/key+1' }, 'newrelic_license_key=nr%2Fkey%2B1'],
  ])('%j goes as %s', (update, body) => {
    expect(urlEncoded(formFields({ ...update }))).toBe(body);
  });
});

describe('secrets', () => {
  it.each<[string, string, boolean]>([
    ['nr-0123456789', 'nr-0123456789', true],
    ['nr-0123456789', 'nr-0123456780', false],
    ['********', 'anything at all', true],
    ['****6789', 'nr-0123456789', true],
    ['****6789', 'nr-0123456780', false],
    ['nr-0****789', 'nr-0123456789', true],
    ['\u2022\u2022\u2022\u20226789', 'nr-0123456789', true],
    ['****.*89', 'nr-0123456789', false],
  ])('a key shown as %s may be %s: %s', (shown, key, expected) => {
    expect(keyMayBe(shown, key)).toBe(expected);
  });

  it.each<[string | null | undefined, string | null, string | undefined]>([
    [null, null, undefined],
    [undefined, null, undefined],
    ['', null, undefined],
    ['****6789', null, 'removed'],
    [null, 'nr-0123456789', 'set'],
    ['****6789', 'nr-0123456789', undefined],
    ['****0000', 'nr-0123456789', 'changed'],
  ])('shown %j, wanted %j: %s', (shown, wanted, expected) => {
    expect(secretChange(shown, wanted)).toBe(expected);
  });

  it('reads the key from the environment and masks it before anything else', () => {
    const masked: string[] = [];
    const { states, problems } = desiredStates(
      file(
        'environments:\n  staging:\n    ssh: true\n    newrelic-license-key: { from-env: NR }\n  production:\n    newrelic-license-key: null\n',
      ),
      { NR: ' nr-0123456789\n' },
      (secret) => masked.push(secret),
    );
    expect(problems).toEqual([]);
    expect(masked).toEqual([' nr-0123456789\n', 'nr-0123456789']);
    expect(states.get('staging')).toEqual({ ssh: true, 'newrelic-license-key': 'nr-0123456789' });
    expect(states.get('production')).toEqual({ 'newrelic-license-key': null });
  });

  it('names the variable that is missing, on the line of the key', () => {
    const { problems } = desiredStates(
      file('environments:\n  staging:\n    newrelic-license-key: { from-env: NR }\n'),
      {},
      () => {},
    );
    expect(problems).toEqual([
      {
        line: 4,
        message:
          "newrelic-license-key of environment 'staging' reads NR, which is empty or not set in " +
          "the step's environment: pass it from a secret, env: NR: ${{ secrets.NR }} (secrets " +
          'are not given to workflows run from forks).',
      },
    ]);
  });
});

describe("the service's rules", () => {
  it.each<[string, number[]]>([
    ['    ssh: false\n    trusted-ssh-ips: [203.0.113.7]\n', [5]],
    ['    ssh: false\n    trusted-ssh-ips: []\n', []],
    ['    ssh: true\n    trusted-ssh-ips: [203.0.113.7]\n', []],
    ['    trusted-ssh-ips: [203.0.113.7]\n', []],
    ['    ssh: false\n', []],
  ])('ssh and trusted addresses: %j', (settings, lines) => {
    const problems = fileRuleProblems(file(`environments:\n  staging:\n${settings}`));
    expect(problems.map((problem) => problem.line)).toEqual(lines);
    for (const problem of problems)
      expect(problem.message).toContain('ssh: false and trusted-ssh-ips');
  });

  it.each<[string, boolean]>([
    ['hobby', true],
    ['developer', true],
    ['business', true],
    ['advanced', false],
    ['enterprise', false],
  ])('a New Relic key on an instance of type %s is refused: %s', (type, refused) => {
    const envs = file(
      'environments:\n  production:\n    newrelic-license-key: null\n  staging:\n    newrelic-license-key: { from-env: NR }\n',
    );
    const problems = tierProblems(envs, type);
    expect(problems.map((problem) => problem.line)).toEqual(refused ? [6] : []);
    if (refused) {
      expect(problems[0]?.message).toBe(
        `environment 'staging' sets newrelic-license-key, but instance 1001 is of type '${type}', ` +
          'and the New Relic integration exists only on the advanced tier. Remove ' +
          'newrelic-license-key (or set it to null), or move the instance to the advanced tier.',
      );
    }
  });
});
