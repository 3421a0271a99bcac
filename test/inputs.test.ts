import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { InputError, readInputs } from '../src/inputs.ts';

let root: string;
let workspace: string;

const valid: Record<string, string> = {
  'api-key': 'key_abc',
  instance: '1234',
  environment: 'production',
};

function setInputs(inputs: Record<string, string>): void {
  for (const [name, value] of Object.entries(inputs)) {
    vi.stubEnv(`INPUT_${name.replace(/ /g, '_').toUpperCase()}`, value);
  }
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'inputs-test-'));
  workspace = join(root, 'workspace');
  mkdirSync(join(workspace, 'app'), { recursive: true });
  writeFileSync(join(workspace, 'index.php'), '<?php');
  writeFileSync(join(workspace, 'app', 'index.php'), '<?php');
  writeFileSync(join(workspace, 'file.txt'), 'x');
  mkdirSync(join(workspace, 'empty'));
  mkdirSync(join(root, 'outside'));
  writeFileSync(join(root, 'outside', 'secret'), 'x');
  symlinkSync(join(root, 'outside'), join(workspace, 'escape'));
  symlinkSync('app', join(workspace, 'app-link'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));
beforeEach(() => {
  vi.stubEnv('GITHUB_WORKSPACE', workspace);
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('readInputs', () => {
  it('applies the defaults of action.yml to a minimal step', () => {
    setInputs(valid);
    expect(readInputs()).toEqual({
      apiKey: 'key_abc',
      instance: '1234',
      environment: 'production',
      baseUrl: 'https://api.amezmo.com/v1',
      workspace,
      path: workspace,
      exclude: [],
      workers: [],
      force: false,
      dryRun: false,
      wait: true,
      waitTimeoutSeconds: 900,
      cancelOnAbort: true,
      pusher: undefined,
      compressionLevel: 6,
    });
  });

  it('masks the API key as soon as it is read', () => {
    setInputs(valid);
    const write = vi.mocked(process.stdout.write);
    readInputs();
    expect(write.mock.calls[0]?.[0]).toBe('::add-mask::key_abc\n');
  });

  it('reads every input as written', () => {
    setInputs({
      ...valid,
      'base-url': 'http://127.0.0.1:8080/v1/',
      path: 'app-link',
      exclude: 'tests/**\n# a comment\n\n./storage/*.log\nnode_modules/',
      workers: '11, 12\n13,11',
      force: 'TRUE',
      'dry-run': 'True',
      wait: 'false',
      'wait-timeout': '60',
      'cancel-on-abort': 'false',
      pusher: 'dev@example.com',
      'compression-level': '0',
    });
    expect(readInputs()).toMatchObject({
      baseUrl: 'http://127.0.0.1:8080/v1',
      path: join(workspace, 'app'),
      exclude: ['tests/**', 'storage/*.log', 'node_modules'],
      workers: ['11', '12', '13'],
      force: true,
      dryRun: true,
      wait: false,
      waitTimeoutSeconds: 60,
      cancelOnAbort: false,
      pusher: 'dev@example.com',
      compressionLevel: 0,
    });
  });

  it.each([
    ['http://localhost:3000/v1'],
    ['http://[::1]:3000/v2'],
    ['http://127.1.2.3/api/v1'],
    ['https://api.amezmo.com/v1'],
  ])('accepts base-url %s', (url) => {
    setInputs({ ...valid, 'base-url': url });
    expect(readInputs().baseUrl).toBe(url);
  });

  it.each([
    ['api-key', '', "Input 'api-key' is required"],
    ['api-key', 'key with space', "Input 'api-key' contains white space"],
    ['instance', '', "Input 'instance' is required"],
    ['instance', 'my-app', "Input 'instance' has 'my-app': an instance id is a whole number"],
    ['instance', '-1', "Input 'instance' has '-1'"],
    ['environment', '', "Input 'environment' is required"],
    ['environment', 'prod/../x', "Input 'environment' has 'prod/../x'"],
    ['base-url', 'not a url', "Input 'base-url' has 'not a url': it is not a URL"],
    ['base-url', 'http://api.amezmo.com/v1', 'it must use https://'],
    ['base-url', 'http://10.0.0.5/v1', 'it must use https://'],
    ['base-url', 'http://localhost.evil.com/v1', 'it must use https://'],
    ['base-url', 'ftp://api.amezmo.com/v1', 'it must use https://'],
    ['base-url', 'https://api.amezmo.com', 'it must end in the API version prefix'],
    ['base-url', 'https://api.amezmo.com/v1?x=1', 'must not carry credentials, a query'],
    ['base-url', 'https://user:pw@api.amezmo.com/v1', 'must not carry credentials'],
    ['path', 'missing', "Input 'path' has 'missing': no such folder in the workspace"],
    ['path', '..', "Input 'path' has '..': it leads outside the workspace"],
    ['path', '/etc', "Input 'path' has '/etc': it leads outside the workspace"],
    ['path', 'escape', "Input 'path' has 'escape': it leads outside the workspace"],
    ['path', 'file.txt', "Input 'path' has 'file.txt': it is a file"],
    ['path', 'empty', "Input 'path' has 'empty': the folder is empty"],
    [
      'exclude',
      '/etc/passwd',
      "Input 'exclude' has '/etc/passwd': patterns are relative to 'path'",
    ],
    ['exclude', '../secret', "Input 'exclude' has '../secret'"],
    ['workers', '11, abc', "Input 'workers' has 'abc': worker ids are whole numbers"],
    ['workers', '1.5', "Input 'workers' has '1.5'"],
    ['force', 'yes', "Input 'force' has 'yes': use true or false."],
    ['dry-run', '1', "Input 'dry-run' has '1': use true or false."],
    ['wait', 'no', "Input 'wait' has 'no'"],
    ['cancel-on-abort', 'maybe', "Input 'cancel-on-abort' has 'maybe'"],
    [
      'wait-timeout',
      '0',
      "Input 'wait-timeout' has '0': it must be a positive whole number of seconds",
    ],
    ['wait-timeout', '-5', "Input 'wait-timeout' has '-5'"],
    ['wait-timeout', '1.5', "Input 'wait-timeout' has '1.5'"],
    ['wait-timeout', '15m', "Input 'wait-timeout' has '15m'"],
    ['pusher', 'not-an-email', "Input 'pusher' has 'not-an-email': it must be an e-mail address"],
    [
      'compression-level',
      '10',
      "Input 'compression-level' has '10': it must be a whole number from 0 to 9.",
    ],
    ['compression-level', 'best', "Input 'compression-level' has 'best'"],
  ])('rejects %s = %j', (name, value, message) => {
    setInputs({ ...valid, [name]: value });
    let error: unknown;
    try {
      readInputs();
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message).toContain(message);
    expect((error as Error).message).not.toContain('key with space');
  });

  it('fails when the workspace itself is missing', () => {
    setInputs(valid);
    vi.stubEnv('GITHUB_WORKSPACE', join(root, 'nowhere'));
    expect(() => readInputs()).toThrow(
      `GITHUB_WORKSPACE '${join(root, 'nowhere')}' is not a folder that exists.`,
    );
  });
});
