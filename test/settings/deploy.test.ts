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
import { readDeploySettings } from '../../src/settings/deploy.ts';
import { readPace, readTuning } from '../../src/settings/readers.ts';
import { InputError } from '../../src/settings/source.ts';
import { ROOT } from '../../simulator/runner.ts';
import { BAD_INPUTS, createInputsWorkspace } from '../fixtures/bad-inputs.ts';

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
  workspace = createInputsWorkspace(root);
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

/** The deploy action's settings, from the INPUT_* variables stubbed, in a run of `shell`. */
function readInputs(shell = openShell(processIO())) {
  return readDeploySettings(inputsOf('deploy', shell), process.env);
}

describe('readDeploySettings through the action inputs', () => {
  it('applies the defaults of action.yml to a minimal step', () => {
    // Read from action.yml itself, not from the generated module the code uses.
    const { inputs } = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as {
      inputs: Record<string, { default?: string }>;
    };
    const fallback = (name: string) => inputs[name]?.default ?? '';
    setInputs(valid);
    expect(readInputs()).toEqual({
      apiKey: 'key_abc',
      instance: '1234',
      environment: 'production',
      baseUrl: fallback('base-url'),
      source: {
        kind: 'build',
        build: {
          path: join(workspace, fallback('path')).replace(/\/\.$/, ''),
          exclude: [],
          ignoreFile: fallback('ignore-file'),
          compressionLevel: Number(fallback('compression-level')),
          keepArchive: fallback('keep-archive') === 'true',
          logEntries: false,
          links: fallback('links'),
          sourceDateEpoch: undefined,
        },
      },
      workers: [],
      force: fallback('force') === 'true',
      howToForce: 'set force: true',
      allowOlder: fallback('allow-older') === 'true',
      howToAllowOlder: 'set allow-older: true',
      dryRun: fallback('dry-run') === 'true',
      wait: fallback('wait') === 'true',
      waitTimeoutSeconds: Number(fallback('wait-timeout')),
      cancelOnAbort: fallback('cancel-on-abort') === 'true',
      pusher: undefined,
      // On by default, but the default token is an expression only a runner fills in: with no
      // token there is no GitHub to record in.
      githubDeployment: false,
      githubToken: '',
      patternsFile: undefined,
      health: {
        url: fallback('health-url'),
        statuses: { text: fallback('health-status'), test: expect.any(Function) },
        body: fallback('health-body'),
        passes: Number(fallback('health-passes')),
        timeoutSeconds: Number(fallback('health-timeout')),
      },
      onUnhealthy: fallback('on-unhealthy'),
      keepDays: Number(fallback('keep-days')),
      stats: 'off',
    });
    expect(fallback('stats')).toBe('false');
    expect(fallback('wait-timeout')).toBe('900');
    expect(fallback('github-deployment')).toBe('true');
    expect(fallback('keep-days')).toBe('30');
    setInputs({ ...valid, 'github-token': 'ghs_secret' });
    expect(readInputs()).toMatchObject({ githubDeployment: true });
  });

  // Each secret is masked once per process: these use values no other test reads.
  it('reads a rollout from targets, with no instance or environment of its own', () => {
    setInputs({
      'api-key': 'key_abc',
      'github-token': 'ghs_x',
      targets: '- { instance: 1001, environment: production, label: acme }',
      waves: '1, rest',
      'wave-wait': '30s',
    });
    const settings = readInputs();
    expect(settings).toMatchObject({ instance: '', environment: '' });
    expect(settings.rollout).toEqual({
      targets: {
        text: '- { instance: 1001, environment: production, label: acme }',
        label: "Input 'targets'",
      },
      waves: [{ kind: 'count', count: 1 }, { kind: 'rest' }],
      maxParallel: 4,
      waveWaitMs: 30_000,
      onFailure: 'rollback-all',
    });
  });

  it.each([
    [
      { 'github-deployment': 'false' },
      "'github-deployment' is false: set it to true (its default), or set on-failure: stop.",
    ],
    [
      { 'keep-days': '0' },
      "Input 'keep-days' is 0, which keeps none: keep them for some days, or set on-failure: stop.",
    ],
  ])('refuses rollback-all without a ledger to roll back from: %j', (given, message) => {
    setInputs({
      'api-key': 'key_abc',
      'github-token': 'ghs_x',
      targets: '- { instance: 1001, environment: production }',
      ...given,
    });
    expect(readInputs).toThrow(
      "Input 'on-failure' is 'rollback-all', which deploys each target's last healthy release again, from the ledger and the bytes it keeps, and ",
    );
    expect(readInputs).toThrow(message);
  });

  it('refuses targets with wait: false: no wave could be proven healthy', () => {
    setInputs({
      'api-key': 'key_abc',
      targets: '- { instance: 1001, environment: production }',
      wait: 'false',
    });
    expect(readInputs).toThrow(
      "Input 'targets' rolls out in waves, each proven healthy before the next starts, which " +
        "follows every deployment to its end, and Input 'wait' asks not to: leave it out, or " +
        'deploy each target in a step of its own.',
    );
  });

  it('asks for instance when neither it nor targets is given', () => {
    setInputs({ 'api-key': 'key_abc', environment: 'production' });
    expect(readInputs).toThrow(
      "Input 'instance' is required: set it to the id of your Amezmo instance, e.g. instance: 1234.",
    );
  });

  it('reads the GitHub deployment inputs and masks the token', () => {
    setInputs({ ...valid, 'github-deployment': 'true', 'github-token': 'ghs_masked_once' });
    expect(readInputs()).toMatchObject({ githubDeployment: true, githubToken: 'ghs_masked_once' });
    expect(vi.mocked(process.stdout.write).mock.calls.map(([text]) => text)).toContain(
      '::add-mask::ghs_masked_once\n',
    );
  });

  it('masks the API key as soon as it is read, and once', () => {
    setInputs({ ...valid, 'api-key': 'key_masked_once' });
    const write = vi.mocked(process.stdout.write);
    // Twice in one run: the key is announced to the runner once.
    const run = openShell(processIO());
    readInputs(run);
    readInputs(run);
    const masks = write.mock.calls.map(([text]) => text).filter((t) => /add-mask/.test(String(t)));
    expect(write.mock.calls[0]?.[0]).toBe('::add-mask::key_masked_once\n');
    expect(masks).toEqual(['::add-mask::key_masked_once\n']);
  });

  it('reads every input as written', () => {
    setInputs({
      ...valid,
      'base-url': 'http://127.0.0.1:8080/v1/',
      path: 'app-link',
      exclude:
        'tests/**\n# a comment\n\n./storage/*.log\nnode_modules/\n/build\n!/build/keep\nweird\\,name',
      workers: '11, 12\n13,11, 011',
      force: 'TRUE',
      'dry-run': 'True',
      'keep-archive': 'False',
      wait: 'false',
      'wait-timeout': '60',
      'cancel-on-abort': 'false',
      pusher: 'dev@example.com',
      'compression-level': '0',
    });
    expect(readInputs()).toMatchObject({
      baseUrl: 'http://127.0.0.1:8080/v1',
      source: {
        build: {
          path: join(workspace, 'app'),
          exclude: [
            'tests/**',
            'storage/*.log',
            'node_modules/',
            '/build',
            '!/build/keep',
            'weird\\,name',
          ],
          compressionLevel: 0,
        },
      },
      workers: ['11', '12', '13'],
      force: true,
      dryRun: true,
      wait: false,
      waitTimeoutSeconds: 60,
      cancelOnAbort: false,
      pusher: 'dev@example.com',
    });
  });

  it.each([
    ['false', 'off'],
    ['true', 'line'],
    ['History', 'history'],
  ])('reads stats %s as %s', (value, stats) => {
    setInputs({ ...valid, stats: value });
    expect(readInputs().stats).toBe(stats);
  });

  it('refuses a stats that is none of its words, naming the input', () => {
    setInputs({ ...valid, stats: 'yes' });
    expect(() => readInputs()).toThrow(
      "Input 'stats' has 'yes': use true, history (the figures and the last releases) or false.",
    );
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

  it.each(BAD_INPUTS)('rejects %s = %j', (name, value, message) => {
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
    expect((error as Error).message).not.toContain('hunter2');
  });

  it('takes an archive from the workspace or RUNNER_TEMP, naming the inputs it makes moot', () => {
    const temp = mkdtempSync(join(root, 'runner-temp-'));
    const tar = Buffer.alloc(1024);
    tar.write('ustar', 257, 'latin1');
    writeFileSync(join(temp, 'app.tar'), tar);
    writeFileSync(join(workspace, 'built.zip'), 'PK\x03\x04rest');
    vi.stubEnv('RUNNER_TEMP', temp);
    // A deploy job may have no checkout: an empty path is not read, so not refused.
    setInputs({ ...valid, archive: join(temp, 'app.tar'), exclude: 'tests/**', path: 'empty' });
    expect(readInputs().source).toEqual({
      kind: 'given',
      archive: { path: join(realpathSync(temp), 'app.tar'), size: 1024, format: 'tar' },
      ignored: ['path', 'exclude'],
    });
    setInputs({ ...valid, archive: 'built.zip', exclude: '', path: '' });
    expect(readInputs().source).toMatchObject({
      archive: { format: 'zip', size: 8 },
      ignored: [],
    });
  });

  it('reads a promotion: the source environment, its instance (the same by default) and the soak', () => {
    const withToken = { ...valid, 'github-token': 'ghs_promote_token' };
    setInputs({ ...withToken, 'promote-from': 'staging', soak: '1h30m' });
    expect(readInputs().promote).toMatchObject({
      environment: 'staging',
      instance: '1234',
      soakSeconds: 5400,
      named: { instance: "Input 'instance'", environment: "Input 'promote-from'" },
    });
    expect(readInputs().promote?.named?.howToName('qa')).toBe('set promote-from: qa');
    // A runner gives every input its default: those are no conflict.
    setInputs({ 'promote-from': '', path: '.', archive: '', soak: '0' });
    expect(readInputs().promote).toBeUndefined();
    setInputs({ 'promote-from': 'staging', 'promote-from-instance': '77', soak: '2h' });
    expect(readInputs().promote).toMatchObject({
      environment: 'staging',
      instance: '77',
      soakSeconds: 7200,
      named: { instance: "Input 'promote-from-instance'" },
    });
    setInputs({ soak: '0' });
    expect(readInputs().promote).toMatchObject({ soakSeconds: 0 });
  });

  it.each([
    [
      { 'promote-from': 'staging', path: 'app' },
      "Input 'path' is given with Input 'promote-from': a promotion deploys the exact bytes live on 'staging', and builds or reads nothing. Leave Input 'path' out to promote, or Input 'promote-from' out to deploy it.",
    ],
    [
      { 'promote-from': 'staging', archive: 'built.zip' },
      "Input 'archive' is given with Input 'promote-from'",
    ],
    [
      { soak: '30m' },
      "Input 'soak' is given without Input 'promote-from': name the environment to promote from, or leave it out.",
    ],
    [
      { 'promote-from-instance': '77' },
      "Input 'promote-from-instance' is given without Input 'promote-from'",
    ],
    [
      { 'promote-from': 'production' },
      "Input 'promote-from' has 'production': it is the environment deployed to",
    ],
    [
      { 'promote-from': 'stag ing' },
      "Input 'promote-from' has 'stag ing': an environment name is letters",
    ],
    [
      { 'promote-from': 'staging', soak: '30' },
      "Input 'soak' has '30': a duration is a number and a unit (d, h, m, s), e.g. 30m, 2h or 1h30m; 0 for none.",
    ],
    [
      { 'promote-from': 'staging', soak: '1h 30m' },
      "Input 'soak' has '1h 30m': a duration is a number and a unit",
    ],
    [
      { 'promote-from': 'staging', soak: '91d' },
      "Input 'soak' has '91d': it is longer than 90 days",
    ],
    [
      { 'promote-from': 'staging', 'promote-from-instance': 'x1' },
      "Input 'promote-from-instance' has 'x1': an instance id is a whole number",
    ],
    [
      { 'promote-from': 'staging', 'github-deployment': 'false' },
      "Input 'promote-from' is 'staging', whose release is read from the ledger that GitHub deployments keep, and 'github-deployment' is false",
    ],
  ])('refuses a promotion given %j', (inputs, message) => {
    setInputs({ ...valid, 'github-token': 'ghs_promote_token', ...inputs });
    expect(readInputs).toThrow(InputError);
    expect(readInputs).toThrow(message);
  });

  it('takes a named ignore file that exists, and logs entries under RUNNER_DEBUG', () => {
    writeFileSync(join(workspace, '.deployignore'), 'tests/\n');
    vi.stubEnv('RUNNER_DEBUG', '1');
    setInputs({ ...valid, 'ignore-file': '.deployignore', 'keep-archive': 'true' });
    expect(readInputs().source).toMatchObject({
      build: { ignoreFile: '.deployignore', keepArchive: true, logEntries: true },
    });
    rmSync(join(workspace, '.deployignore'));
  });

  it('reads the default ignore file through a link inside the workspace, not one leading out', () => {
    // A monorepo's app/.amezmoignore, a link to the repository's own .gitignore above it.
    const link = join(workspace, 'app', '.amezmoignore');
    writeFileSync(join(workspace, '.gitignore'), 'tests/\n');
    symlinkSync('../.gitignore', link);
    setInputs({ ...valid, path: 'app' });
    expect(readInputs().source).toMatchObject({ build: { ignoreFile: '.amezmoignore' } });
    rmSync(link);
    symlinkSync(join(root, 'outside', 'secret'), link);
    expect(readInputs).toThrow(
      `Input 'ignore-file' has '.amezmoignore': it leads outside the workspace (to ${realpathSync(join(root, 'outside', 'secret'))})`,
    );
    rmSync(link);
    rmSync(join(workspace, '.gitignore'));
  });

  it.each([['21600'], ['432000']])(
    'takes a wait-timeout of %s s: six hours on GitHub, five days on a self-hosted runner',
    (seconds) => {
      setInputs({ ...valid, 'wait-timeout': seconds });
      expect(readInputs().waitTimeoutSeconds).toBe(Number(seconds));
    },
  );

  it.each([
    ['AMEZMO_DEPLOY_REQUEST_TIMEOUT_MS', '0'],
    ['AMEZMO_DEPLOY_STALL_TIMEOUT_MS', '1.5'],
    ['AMEZMO_DEPLOY_RETRY_DELAY_MS', 'soon'],
    ['AMEZMO_DEPLOY_POLL_MS', '0'],
    ['AMEZMO_DEPLOY_LOOK_MS', '-5'],
  ])('rejects the tuning variable %s = %j', (name, value) => {
    expect(() => readTuning({ [name]: value })).toThrow(
      `${name} has '${value}': it must be a positive whole number of milliseconds.`,
    );
  });

  it('reads the tuning variables', () => {
    expect(
      readTuning({ AMEZMO_DEPLOY_REQUEST_TIMEOUT_MS: '1500', AMEZMO_DEPLOY_UPLOAD_TIMEOUT_MS: '' }),
    ).toEqual({ requestTimeoutMs: 1500 });
  });

  it('reads the pauses of the waits from the tuning variables', () => {
    expect(
      readPace({
        AMEZMO_DEPLOY_POLL_MS: '20',
        AMEZMO_DEPLOY_LOOK_MS: '30',
        AMEZMO_DEPLOY_WAVE_WAIT_MS: '40',
      }),
    ).toEqual({ pollMs: 20, lookMs: 30, waveWaitMs: 40 });
    expect(readPace({})).toEqual({ pollMs: undefined, lookMs: undefined });
  });

  it('knows the environments file keeps the patterns when the workspace has one', () => {
    setInputs(valid);
    expect(readInputs().patternsFile).toBeUndefined();
    mkdirSync(join(workspace, '.amezmo'));
    writeFileSync(join(workspace, '.amezmo', 'environments.yml'), 'instance: 1\n');
    expect(readInputs().patternsFile).toBe('.amezmo/environments.yml');
    rmSync(join(workspace, '.amezmo'), { recursive: true });
  });

  it('fails when the workspace itself is missing', () => {
    setInputs(valid);
    vi.stubEnv('GITHUB_WORKSPACE', join(root, 'nowhere'));
    expect(() => readInputs()).toThrow(
      `GITHUB_WORKSPACE '${join(root, 'nowhere')}' is not a folder that exists.`,
    );
  });
});
