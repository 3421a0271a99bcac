// The rollback action's settings, read from the INPUT_* variables a runner sets, with the
// defaults of rollback/action.yml read from the file itself; and `to`, which names the release.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inputsOf } from '../../src/actions/inputs.ts';
import { openShell, processIO } from '../../src/actions/shell.ts';
import { parseTo, readRollbackSettings } from '../../src/settings/rollback.ts';
import { InputError } from '../../src/settings/source.ts';
import { ROOT } from '../../simulator/runner.ts';

const valid: Record<string, string> = {
  'api-key': 'key_abc',
  instance: '1234',
  environment: 'production',
  'github-token': 'ghs_secret',
};

function setInputs(inputs: Record<string, string>): void {
  for (const [name, value] of Object.entries(inputs)) {
    vi.stubEnv(`INPUT_${name.replace(/ /g, '_').toUpperCase()}`, value);
  }
}

const readInputs = () => readRollbackSettings(inputsOf('rollback', openShell(processIO())));

/** The error reading the inputs throws; fails when none is thrown. */
function refusal(): InputError {
  try {
    readInputs();
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return error as InputError;
  }
  return expect.fail('the inputs were taken');
}

beforeEach(() => {
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('readRollbackSettings through the action inputs', () => {
  it("applies rollback/action.yml's defaults, and masks the key and the token", () => {
    const { inputs } = parse(readFileSync(join(ROOT, 'rollback', 'action.yml'), 'utf8')) as {
      inputs: Record<string, { default?: string }>;
    };
    const fallback = (name: string) => inputs[name]?.default ?? '';
    setInputs(valid);
    expect(readInputs()).toEqual({
      apiKey: 'key_abc',
      githubToken: 'ghs_secret',
      instance: '1234',
      environment: 'production',
      baseUrl: fallback('base-url'),
      to: { kind: 'previous' },
      dryRun: fallback('dry-run') === 'true',
      workers: [],
      waitTimeoutSeconds: Number(fallback('wait-timeout')),
      cancelOnAbort: fallback('cancel-on-abort') === 'true',
      health: {
        url: fallback('health-url'),
        statuses: { text: fallback('health-status'), test: expect.any(Function) },
        body: fallback('health-body'),
        passes: Number(fallback('health-passes')),
        timeoutSeconds: Number(fallback('health-timeout')),
      },
      keepDays: Number(fallback('keep-days')),
      howToAsk: { to: expect.any(Function), list: 'set dry-run: true' },
    });
    expect(readInputs().howToAsk?.to('abc1234')).toBe('to: abc1234');
    expect(fallback('to')).toBe('previous');
    const written = vi.mocked(process.stdout.write).mock.calls.map(([text]) => text);
    expect(written).toContain('::add-mask::key_abc\n');
    expect(written).toContain('::add-mask::ghs_secret\n');
  });

  it('reads every input as written', () => {
    setInputs({
      ...valid,
      to: 'ABCDEF0',
      'dry-run': 'true',
      workers: '11\n12',
      'wait-timeout': '60',
      'cancel-on-abort': 'false',
      'health-url': '/up',
      'health-passes': '2',
      'keep-days': '0',
    });
    expect(readInputs()).toMatchObject({
      to: { kind: 'sha', text: 'abcdef0' },
      dryRun: true,
      workers: ['11', '12'],
      waitTimeoutSeconds: 60,
      cancelOnAbort: false,
      health: { url: '/up', passes: 2 },
      keepDays: 0,
    });
  });

  it('needs a token: the ledger is in GitHub', () => {
    // Left to its default outside a runner, the token is the expression as written.
    setInputs({ ...valid, 'github-token': '' });
    expect(refusal().message).toBe(
      "Input 'github-token' is required: the ledger of releases is kept in the repository's " +
        'GitHub deployments. Leave it at its default, ${{ github.token }}.',
    );
  });

  it.each([
    ['instance', '', "Input 'instance' is required: set it to the id of your Amezmo instance"],
    ['instance', 'abc', "Input 'instance' has 'abc': an instance id is a whole number"],
    ['environment', '', "Input 'environment' is required: set it to the environment's name"],
    ['to', 'HEAD~1', "Input 'to' has 'HEAD~1': use previous, a commit sha"],
    ['dry-run', 'yes', "Input 'dry-run' has 'yes': use true or false."],
    ['keep-days', '91', "Input 'keep-days' has '91': it must be a whole number from 0 to 90"],
    ['wait-timeout', '0', "Input 'wait-timeout' has '0'"],
  ])('refuses %s = %j', (name, value, message) => {
    setInputs({ ...valid, [name]: value });
    expect(refusal().message).toContain(message);
  });

  it('refuses a missing API key before anything else', () => {
    setInputs({ ...valid, 'api-key': '', instance: 'abc' });
    expect(refusal().message).toMatch(/^Input 'api-key'/);
  });
});

describe('parseTo', () => {
  it.each([
    ['previous', { kind: 'previous' }],
    // Digits alone may be a GitHub deployment id or a commit: both are tried.
    ['4001', { kind: 'id-or-sha', text: '4001' }],
    ['1234567', { kind: 'id-or-sha', text: '1234567' }],
    ['9'.repeat(19), { kind: 'id-or-sha', text: '9'.repeat(19) }],
    // Too long for an id: a commit of digits.
    ['9'.repeat(20), { kind: 'sha', text: '9'.repeat(20) }],
    ['abcdef1', { kind: 'sha', text: 'abcdef1' }],
    ['ABCDEF1234', { kind: 'sha', text: 'abcdef1234' }],
    ['a'.repeat(40), { kind: 'sha', text: 'a'.repeat(40) }],
  ])('takes %j', (value, target) => {
    expect(parseTo(value)).toEqual(target);
  });

  it.each(['', 'Previous', 'abcdef', 'a'.repeat(41), 'abcdefg', 'main', 'refs/heads/main', '-1'])(
    'refuses %j, saying what it takes',
    (value) => {
      expect(() => parseTo(value, "Input 'to'")).toThrow(
        new InputError(
          `Input 'to' has '${value}': use previous, a commit sha (at least 7 hex digits), or a ` +
            'GitHub deployment id.',
        ),
      );
    },
  );
});
