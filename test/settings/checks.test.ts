// require-checks and checks-timeout, as the deploy action's inputs and the command line's flags
// give them: the names (commas inside a matrix job's parentheses kept), all, the timeout, and a
// clear error for what cannot be used.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inputsOf } from '../../src/actions/inputs.ts';
import { openShell, processIO } from '../../src/actions/shell.ts';
import { commandLineSource } from '../../src/cli/settings.ts';
import { DEPLOY_FLAGS } from '../../src/cli/flags.ts';
import {
  parseChecksTimeout,
  parseRequiredChecks,
  readChecksSettings,
} from '../../src/settings/checks.ts';

const LABEL = "Input 'require-checks'";

describe('parseRequiredChecks', () => {
  it.each<[string, 'all' | string[] | undefined]>([
    ['', undefined],
    [' \n ', undefined],
    ['all', 'all'],
    ['ALL', 'all'],
    ['test', ['test']],
    ['test, lint,test', ['test', 'lint']],
    ['test\nci/jenkins\n', ['test', 'ci/jenkins']],
    ['test (ubuntu, 8.3), lint', ['test (ubuntu, 8.3)', 'lint']],
    ['build / test (8.3, mysql)\nlint', ['build / test (8.3, mysql)', 'lint']],
  ])('%j is %j', (value, names) => {
    expect(parseRequiredChecks(value, LABEL)).toEqual(names);
  });

  it('refuses all among names', () => {
    expect(() => parseRequiredChecks('test, all', LABEL)).toThrow(
      "Input 'require-checks' has 'test, all': 'all' already takes every check of the commit: give either all, or the names of the checks.",
    );
  });

  it('refuses a name longer than GitHub shows', () => {
    expect(() => parseRequiredChecks('x'.repeat(201), LABEL)).toThrow(
      /a check name is at most 200 characters/,
    );
  });
});

describe('parseChecksTimeout', () => {
  it.each([
    ['15m', 900_000],
    ['1h', 3_600_000],
    ['90M', 5_400_000],
    ['0', 0],
    ['45s', 45_000],
    ['1h30m', 5_400_000],
  ])('%s is %i ms', (value, ms) => {
    expect(parseChecksTimeout(value, "Input 'checks-timeout'")).toBe(ms);
  });

  it.each(['', '15', '1.5h', 'soon', '-1m', '6d', '1h 30m'])('refuses %j', (value) => {
    expect(() => parseChecksTimeout(value, "Input 'checks-timeout'")).toThrow(
      new RegExp(`^Input 'checks-timeout' has '${value}': `),
    );
  });
});

describe('readChecksSettings', () => {
  beforeEach(() => vi.spyOn(process.stdout, 'write').mockImplementation(() => true));
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('is off by default (action.yml: require-checks empty)', () => {
    expect(readChecksSettings(inputsOf('deploy', openShell(processIO())), 'ghs_x')).toBeUndefined();
  });

  it('reads the inputs, with the words the action uses', () => {
    vi.stubEnv('INPUT_REQUIRE-CHECKS', 'test\nlint');
    expect(readChecksSettings(inputsOf('deploy', openShell(processIO())), 'ghs_x')).toEqual({
      required: ['test', 'lint'],
      timeout: '15m',
      timeoutMs: 900_000,
      howToWaitLonger: 'set checks-timeout: 30m',
      namedIn: 'require-checks',
    });
  });

  it('refuses checks-timeout without require-checks, as soak without promote-from', () => {
    vi.stubEnv('INPUT_CHECKS-TIMEOUT', '10m');
    expect(() => readChecksSettings(inputsOf('deploy', openShell(processIO())), 'ghs_x')).toThrow(
      "Input 'checks-timeout' is given without Input 'require-checks': name the checks to wait for, or leave it out.",
    );
    vi.stubEnv('INPUT_CHECKS-TIMEOUT', '15m');
    expect(readChecksSettings(inputsOf('deploy', openShell(processIO())), 'ghs_x')).toBeUndefined();
  });

  it('needs a GitHub token', () => {
    vi.stubEnv('INPUT_REQUIRE-CHECKS', 'all');
    expect(() => readChecksSettings(inputsOf('deploy', openShell(processIO())), '')).toThrow(
      /^Input 'require-checks' is set, and Input 'github-token' is empty: the commit's checks are read from GitHub/,
    );
  });

  it("reads the command line's flags, naming them as flags", () => {
    const source = commandLineSource({
      specs: DEPLOY_FLAGS,
      given: { 'require-checks': 'all', 'checks-timeout': '2h' },
      env: {},
      action: 'deploy',
      addSecret: () => {},
    });
    expect(readChecksSettings(source, 'ghs_x')).toEqual({
      required: 'all',
      timeout: '2h',
      timeoutMs: 7_200_000,
      howToWaitLonger: 'pass --checks-timeout 30m',
      namedIn: '--require-checks',
    });
    expect(() => readChecksSettings(source, '')).toThrow(
      /^--require-checks is set, and GITHUB_TOKEN is empty/,
    );
  });
});
