import { describe, expect, it } from 'vitest';
import {
  readRolloutSettings,
  readTargets,
  type RolloutRequest,
} from '../../src/settings/rollout.ts';
import { parseTargets } from '../../src/settings/targets.ts';
import { InputError, type SettingSource } from '../../src/settings/source.ts';

const LABEL = "Input 'targets'";

/** A source of the given inputs over action.yml's defaults, labelled as the action labels them. */
function sourceOf(given: Record<string, string>): SettingSource {
  const defaults: Record<string, string> = {
    waves: '1, 25%, rest',
    'max-parallel': '4',
    'wave-wait': '0',
    'on-failure': 'rollback-all',
  };
  return {
    text: (name) => given[name] ?? defaults[name] ?? '',
    given: (name) => name in given,
    secret: (name) => given[name] ?? '',
    label: (name) => `Input '${name}'`,
  };
}

describe('parseTargets', () => {
  it('reads each entry, its values checked and its workers as ids', () => {
    const text = [
      '- { instance: 1001, environment: production, label: acme }',
      "- { instance: '1002', environment: production, label: globex, workers: [11, '12'] }",
      '- instance: 1003',
      '  environment: staging',
      '  health-url: /up',
    ].join('\n');
    expect(parseTargets(text, LABEL)).toEqual([
      { instance: '1001', environment: 'production', label: 'acme' },
      { instance: '1002', environment: 'production', label: 'globex', workers: ['11', '12'] },
      { instance: '1003', environment: 'staging', healthUrl: '/up' },
    ]);
  });

  it.each([
    [
      '- [1001',
      /^Input 'targets' is not valid YAML \(.+\): write a list, e\.g\. - \{ instance: 1001/,
    ],
    ['instance: 1001', /^Input 'targets' is not a YAML list of targets/],
    ['[]', /^Input 'targets' lists no target: write at least one/],
    [
      '- { instance: 1001, environment: production }\n- { instance: 1002, label: globex }',
      /^Input 'targets', entry 2 \(globex\) has no field 'environment': every target names/,
    ],
    [
      '- { instance: 1001, environment: production, lable: acme }',
      /^Input 'targets', entry 1 has a field 'lable' that a target does not take: use instance, environment, label, health-url, workers\.$/,
    ],
    [
      '- { instance: abc, environment: production, label: acme }',
      /^Input 'targets', entry 1 \(acme\), field 'instance' cannot be used: write an instance id/,
    ],
    [
      '- { instance: 1001, environment: production }\n- { instance: 1002, environment: "prod uction" }',
      /^Input 'targets', entry 2, field 'environment' cannot be used: write an environment name/,
    ],
    [
      '- { instance: 1001, environment: production, workers: [11, x] }',
      /^Input 'targets', entry 1, field 'workers', item 2 cannot be used: write a worker id/,
    ],
    [
      '- { instance: 1001, environment: production, health-url: "ftp://x" }',
      /^Input 'targets', entry 1, field 'health-url' has 'ftp:\/\/x'/,
    ],
    ['- 1001', /^Input 'targets', entry 1 is not a target: write an object/],
    [
      '- { instance: 1001, environment: production }\n- { instance: 1001, environment: production, label: again }',
      /^Input 'targets', entry 2 \(again\) deploys to instance 1001, environment 'production', as entry 1 does: list each environment once\.$/,
    ],
  ])('refuses %j, naming the entry and the field', (text, message) => {
    expect(() => parseTargets(text, LABEL)).toThrow(InputError);
    expect(() => parseTargets(text, LABEL)).toThrow(message);
  });
});

describe('readRolloutSettings', () => {
  const targets = '- { instance: 1001, environment: production }';

  it('is undefined without targets', () => {
    expect(readRolloutSettings(sourceOf({ instance: '1' }))).toBeUndefined();
  });

  it('reads the defaults of a rollout, and its targets once asked', async () => {
    const request = readRolloutSettings(sourceOf({ targets }));
    expect(request?.targets).toEqual({ text: targets, label: "Input 'targets'" });
    expect(await readTargets(request as RolloutRequest)).toEqual({
      targets: [{ instance: '1001', environment: 'production' }],
      waves: [{ kind: 'count', count: 1 }, { kind: 'percent', percent: 25 }, { kind: 'rest' }],
      maxParallel: 4,
      waveWaitMs: 0,
      onFailure: 'rollback-all',
    });
  });

  it('refuses a bad list when its targets are read', async () => {
    const request = readRolloutSettings(sourceOf({ targets: '- { instance: 1 }' }));
    await expect(readTargets(request as RolloutRequest)).rejects.toThrow(
      "Input 'targets', entry 1 has no field 'environment'",
    );
  });

  it.each([
    [{ targets, instance: '1' }, /^Input 'instance' and Input 'targets' are both given/],
    [{ targets, environment: 'production' }, /^Input 'environment' and Input 'targets' are both/],
    [{ targets, waves: '1, rest, 1' }, /^Input 'waves' has '1, rest, 1': 'rest' takes/],
    [
      { targets, 'wave-wait': '5' },
      /^Input 'wave-wait' has '5': write a wait as a number and a unit/,
    ],
    [
      { targets, 'max-parallel': '0' },
      /^Input 'max-parallel' has '0': write how many .* 1 to 50\.$/,
    ],
    [{ targets, 'max-parallel': '51' }, /^Input 'max-parallel' has '51'/],
    [{ targets, 'on-failure': 'rollback' }, /^Input 'on-failure' has 'rollback': use rollback-all/],
    [
      { instance: '1', waves: '2' },
      /^Input 'waves' paces a rollout to many targets, and Input 'targets' is not given/,
    ],
  ])('refuses %j', (given, message) => {
    expect(() => readRolloutSettings(sourceOf(given))).toThrow(message);
  });
});
