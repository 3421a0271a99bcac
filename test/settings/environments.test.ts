// The environments action's settings, read from the INPUT_* variables a runner sets, with the
// defaults of environments/action.yml read from the file itself; and the environments file, which
// must be a file inside the workspace.
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { inputsOf } from '../../src/actions/inputs.ts';
import { openShell, processIO } from '../../src/actions/shell.ts';
import {
  parseMode,
  readEnvironmentsSettings,
  readWorkspaceFile,
} from '../../src/settings/environments.ts';
import { InputError } from '../../src/settings/source.ts';
import { ROOT } from '../../simulator/runner.ts';

let root: string;
let workspace: string;
let outside: string;
const text = 'environments:\n  production:\n    branch-patterns: ["^main$"]\n';

function setInputs(inputs: Record<string, string>): void {
  for (const [name, value] of Object.entries(inputs)) {
    vi.stubEnv(`INPUT_${name.replace(/ /g, '_').toUpperCase()}`, value);
  }
}

const readInputs = () =>
  readEnvironmentsSettings(inputsOf('environments', openShell(processIO())), process.env);

beforeAll(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'environments-inputs-')));
  workspace = join(root, 'workspace');
  outside = join(root, 'outside');
  mkdirSync(join(workspace, '.amezmo'), { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(workspace, '.amezmo', 'environments.yml'), text);
  writeFileSync(join(workspace, 'other.yml'), 'environments: {}\n');
  writeFileSync(join(outside, 'secret.yml'), 'environments: {}\n');
  symlinkSync(join(outside, 'secret.yml'), join(workspace, 'leak.yml'));
  symlinkSync(join(workspace, 'other.yml'), join(workspace, 'alias.yml'));
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

describe('readEnvironmentsSettings through the action inputs', () => {
  it("applies environments/action.yml's defaults, and reads the file", () => {
    const { inputs } = parse(readFileSync(join(ROOT, 'environments', 'action.yml'), 'utf8')) as {
      inputs: Record<string, { default?: string }>;
    };
    const fallback = (name: string) => inputs[name]?.default ?? '';
    setInputs({ 'api-key': 'key_abc' });
    expect(readInputs()).toEqual({
      apiKey: 'key_abc',
      // The default token is an expression only a runner fills in: outside one there is none.
      githubToken: '',
      baseUrl: fallback('base-url'),
      mode: fallback('mode'),
      failOnDrift: fallback('fail-on-drift') === 'true',
      comment: fallback('comment') === 'true',
      file: { path: fallback('file'), text },
    });
  });

  it('reads every input as written, and masks the token', () => {
    setInputs({
      'api-key': 'key_abc',
      'github-token': 'ghs_secret',
      mode: 'apply',
      'fail-on-drift': 'true',
      comment: 'false',
      file: './other.yml',
    });
    expect(readInputs()).toMatchObject({
      githubToken: 'ghs_secret',
      mode: 'apply',
      failOnDrift: true,
      comment: false,
      file: { path: 'other.yml', text: 'environments: {}\n' },
    });
    expect(vi.mocked(process.stdout.write).mock.calls.map(([line]) => line)).toContain(
      '::add-mask::ghs_secret\n',
    );
  });

  it('refuses a mode it does not know, saying what each does', () => {
    setInputs({ 'api-key': 'key_abc', mode: 'Apply' });
    expect(readInputs).toThrow(
      new InputError(
        "Input 'mode' has 'Apply': use plan (show how the environments differ, change nothing) " +
          'or apply (change them to match the file).',
      ),
    );
    expect(parseMode('plan')).toBe('plan');
  });
});

describe('readWorkspaceFile', () => {
  it('shows the path as given relative to the workspace, and follows a link inside it', () => {
    expect(readWorkspaceFile(workspace, 'alias.yml')).toEqual({
      path: 'alias.yml',
      text: 'environments: {}\n',
    });
    expect(readWorkspaceFile(workspace, join(workspace, '.amezmo', 'environments.yml'))).toEqual({
      path: '.amezmo/environments.yml',
      text,
    });
  });

  it('says to check out the repository when the file is missing', () => {
    expect(() => readWorkspaceFile(workspace, 'none.yml')).toThrow(
      new InputError(
        `Input 'file' has 'none.yml': no such file in the workspace (${workspace}). Check out the ` +
          'repository first (actions/checkout), or set file to where the environments are kept.',
      ),
    );
  });

  it('refuses a file outside the workspace, by a path or through a link', () => {
    expect(() => readWorkspaceFile(workspace, 'leak.yml')).toThrow(
      new InputError(
        `Input 'file' has 'leak.yml': it leads outside the workspace (to ${join(outside, 'secret.yml')}); keep the file in the repository.`,
      ),
    );
    expect(() => readWorkspaceFile(workspace, '../outside/secret.yml', 'file')).toThrow(
      /^file has '\.\.\/outside\/secret\.yml': it leads outside the workspace/,
    );
  });

  it('refuses a folder', () => {
    expect(() => readWorkspaceFile(workspace, '.amezmo')).toThrow(
      new InputError("Input 'file' has '.amezmo': it is not a file; give the environments file."),
    );
  });
});
