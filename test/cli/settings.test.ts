import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEPLOY_FLAGS, STATUS_FLAGS } from '../../src/cli/flags.ts';
import {
  commandLineSource,
  KEY_FILE_MAX_BYTES,
  readKeyFile,
  type CommandLine,
} from '../../src/cli/settings.ts';
import { InputError } from '../../src/settings/source.ts';
import { readDeploySettings } from '../../src/settings/deploy.ts';

const workspace = mkdtempSync(join(tmpdir(), 'cli-settings-'));
writeFileSync(join(workspace, 'index.php'), '<?php\n');
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

function line(
  given: Record<string, string>,
  env: Record<string, string | undefined>,
  files: Record<string, string> = {},
): CommandLine & { secrets: string[] } {
  const secrets: string[] = [];
  return {
    specs: DEPLOY_FLAGS,
    given,
    env,
    action: 'deploy',
    fixed: { 'github-deployment': 'false', 'github-token': '', 'keep-days': '0' },
    readFile: (path) => {
      const text = files[path];
      if (text === undefined) throw Object.assign(new Error('no file'), { code: 'ENOENT' });
      return text;
    },
    addSecret: (value) => secrets.push(value),
    secrets,
  };
}

const deploySettings = (given: Record<string, string>, env: Record<string, string | undefined>) =>
  readDeploySettings(commandLineSource(line(given, env)), { GITHUB_WORKSPACE: workspace });

const KEY = { AMEZMO_API_KEY: 'key_0123456789' };

describe('precedence: the flag, then the variable, then the default', () => {
  it.each([
    ['instance', { instance: '7' }, { AMEZMO_INSTANCE: '8' }, '7'],
    ['instance', {}, { AMEZMO_INSTANCE: '8' }, '8'],
    ['environment', { environment: 'staging' }, { AMEZMO_ENVIRONMENT: 'production' }, 'staging'],
    ['environment', {}, { AMEZMO_ENVIRONMENT: 'production' }, 'production'],
    [
      'base-url',
      { 'base-url': 'http://127.0.0.1:1/v1' },
      { AMEZMO_BASE_URL: 'http://localhost:2/v1' },
      'http://127.0.0.1:1/v1',
    ],
    ['base-url', {}, { AMEZMO_BASE_URL: 'http://localhost:2/v1' }, 'http://localhost:2/v1'],
    ['base-url', {}, { AMEZMO_BASE_URL: '' }, 'https://api.amezmo.com/v1'],
    ['wait-timeout', {}, {}, '900'],
    ['wait-timeout', { 'wait-timeout': '60' }, {}, '60'],
    ['wait', { wait: 'false' }, {}, 'false'],
    ['wait', {}, {}, 'true'],
    ['ignore-file', {}, {}, '.amezmoignore'],
    // Fixed by the command line, whatever is given: it records nothing in GitHub.
    ['github-deployment', { 'github-deployment': 'true' }, {}, 'false'],
    ['keep-days', {}, {}, '0'],
  ] as const)('%s from %j and %j is %j', (name, given, env, value) => {
    expect(commandLineSource(line(given, env)).text(name)).toBe(value);
  });

  it.each([
    ['force', 'true', 'pass --force'],
    ['wait', 'false', 'pass --no-wait'],
    ['wait-timeout', '60', 'pass --wait-timeout 60'],
    ['keep-days', '30', 'pass --keep-days 30'],
    ['github-deployment', 'true', 'set github-deployment=true'],
    ['base-url', 'https://x.test/v1', 'pass --base-url https://x.test/v1'],
  ])('tells how to set %s to %s: %s', (name, value, said) => {
    expect(commandLineSource(line({}, {})).instruct?.(name, value)).toBe(said);
  });

  it('reads a secret the command line fixes as fixed, whatever the variable says', () => {
    const source = commandLineSource(line({}, { GITHUB_TOKEN: 'ghs_from_the_shell' }));
    expect(source.secret('github-token')).toBe('');
  });

  it('gives the checked settings of the deploy job, as the action reads them', () => {
    const settings = deploySettings(
      {
        environment: 'staging',
        'wait-timeout': '60',
        wait: 'false',
        force: 'true',
        exclude: 'tests/**\n*.log',
      },
      { ...KEY, AMEZMO_INSTANCE: '1234', AMEZMO_ENVIRONMENT: 'production' },
    );
    expect(settings).toMatchObject({
      apiKey: KEY.AMEZMO_API_KEY,
      instance: '1234',
      environment: 'staging',
      baseUrl: 'https://api.amezmo.com/v1',
      waitTimeoutSeconds: 60,
      wait: false,
      force: true,
      githubDeployment: false,
      keepDays: 0,
      howToForce: 'pass --force',
    });
    expect(settings.source).toMatchObject({
      kind: 'build',
      build: { exclude: ['tests/**', '*.log'] },
    });
  });
});

describe('labels: a message names where the value came from', () => {
  it.each([
    [{ instance: 'abc' }, {}, "--instance has 'abc': an instance id is a whole number, e.g. 1234."],
    [
      {},
      { AMEZMO_INSTANCE: 'abc' },
      "AMEZMO_INSTANCE has 'abc': an instance id is a whole number, e.g. 1234.",
    ],
    [
      {},
      {},
      '--instance (or AMEZMO_INSTANCE) is required: set it to the id of your Amezmo instance, e.g. instance: 1234.',
    ],
    [
      { instance: '1' },
      { AMEZMO_ENVIRONMENT: 'Prod uction' },
      "AMEZMO_ENVIRONMENT has 'Prod uction': an environment name",
    ],
    [
      { instance: '1', environment: 'production', 'wait-timeout': '-1' },
      {},
      "--wait-timeout has '-1'",
    ],
    [{ instance: '1', environment: 'production', links: 'follow' }, {}, "--links has 'follow'"],
  ] as const)('%j with %j', (given, env, message) => {
    expect(() => deploySettings(given, { ...KEY, ...env })).toThrow(message);
  });
});

describe('the API key', () => {
  const status = (
    given: Record<string, string>,
    env: Record<string, string | undefined>,
    files: Record<string, string> = {},
  ) => {
    const cli = { ...line(given, env, files), specs: STATUS_FLAGS };
    const source = commandLineSource(cli);
    return {
      value: () => source.secret('api-key'),
      label: source.label('api-key'),
      secrets: cli.secrets,
    };
  };

  it('is read from AMEZMO_API_KEY, and hidden at once', () => {
    const key = status({}, KEY);
    expect(key.value()).toBe(KEY.AMEZMO_API_KEY);
    expect(key.label).toBe('AMEZMO_API_KEY');
    expect(key.secrets).toEqual([KEY.AMEZMO_API_KEY]);
  });

  it('is read from --api-key-file over the variable, its last line break left out', () => {
    const key = status({ 'api-key-file': '/run/key' }, KEY, { '/run/key': 'key_from_file\n' });
    expect(key.value()).toBe('key_from_file');
    expect(key.label).toBe('--api-key-file');
    expect(key.secrets).toEqual(['key_from_file']);
  });

  it('says where to put it when it is nowhere', () => {
    expect(() => status({}, {}).value()).toThrow(
      /^AMEZMO_API_KEY is not set, and --api-key-file is not given: set the variable from a masked secret/,
    );
  });

  it('names a file that cannot be read, and nothing of a key', () => {
    expect(() => status({ 'api-key-file': '/nowhere' }, KEY).value()).toThrow(
      "--api-key-file has '/nowhere': the file cannot be read (ENOENT)",
    );
  });

  it('is checked by the shared reader, which names the variable', () => {
    expect(() =>
      deploySettings(
        { instance: '1', environment: 'production' },
        { AMEZMO_API_KEY: 'key with space' },
      ),
    ).toThrow(/^AMEZMO_API_KEY contains white space/);
  });
});

describe('readKeyFile', () => {
  const at = (name: string) => join(workspace, name);

  it('reads a regular file, or a symbolic link to one', () => {
    writeFileSync(at('key'), 'key_0123456789\n');
    symlinkSync(at('key'), at('key-link'));
    expect(readKeyFile(at('key'))).toBe('key_0123456789\n');
    expect(readKeyFile(at('key-link'))).toBe('key_0123456789\n');
  });

  it('refuses a named pipe at once, without waiting for a writer', () => {
    execFileSync('mkfifo', [at('fifo')]);
    expect(() => readKeyFile(at('fifo'))).toThrow(InputError);
    expect(() => readKeyFile(at('fifo'))).toThrow(
      `--api-key-file has '${at('fifo')}': it is a named pipe (FIFO), not a regular file; give a regular file that holds only the key`,
    );
  });

  it('refuses a folder, a device and a file bigger than a key', () => {
    mkdirSync(at('folder'));
    expect(() => readKeyFile(at('folder'))).toThrow('it is a folder, not a regular file');
    expect(() => readKeyFile('/dev/zero')).toThrow('it is a device, not a regular file');
    writeFileSync(at('big'), 'k'.repeat(KEY_FILE_MAX_BYTES + 1));
    expect(() => readKeyFile(at('big'))).toThrow(
      `it holds ${KEY_FILE_MAX_BYTES + 1} bytes, more than a key (at most ${KEY_FILE_MAX_BYTES})`,
    );
  });
});
