import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { inputsOf } from '../../src/actions/inputs.ts';
import { openShell, processIO } from '../../src/actions/shell.ts';
import { readPreviewSettings } from '../../src/settings/preview.ts';

/** The preview action's settings, from the INPUT_* variables stubbed, for a run that deploys. */
function readPreviewInputs(deploys: boolean | 'if-needed' = true) {
  return readPreviewSettings(inputsOf('preview', openShell(processIO())), process.env, deploys);
}

let workspace: string;

function setInputs(inputs: Record<string, string>): void {
  for (const [name, value] of Object.entries(inputs)) {
    vi.stubEnv(`INPUT_${name.replace(/ /g, '_').toUpperCase()}`, value);
  }
}

beforeAll(() => {
  workspace = mkdtempSync(join(tmpdir(), 'preview-inputs-'));
  writeFileSync(join(workspace, 'index.php'), '<?php\n');
});
afterAll(() => rmSync(workspace, { recursive: true, force: true }));
beforeEach(() => {
  vi.stubEnv('GITHUB_WORKSPACE', workspace);
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('readPreviewSettings through the action inputs', () => {
  it("applies preview/action.yml's defaults", () => {
    setInputs({ 'api-key': 'key_abc', region: 'lb2-us', 'github-token': 'ghs_x' });
    expect(readPreviewInputs()).toEqual({
      apiKey: 'key_abc',
      baseUrl: 'https://api.amezmo.com/v1',
      prefix: 'pr',
      launch: {
        region: 'lb2-us',
        instanceType: 'hobby',
        phpVersion: undefined,
        mysql: true,
        mysqlVersion: undefined,
        appType: undefined,
      },
      environment: 'production',
      build: {
        path: workspace,
        exclude: [],
        ignoreFile: '.amezmoignore',
        compressionLevel: 6,
        keepArchive: false,
        logEntries: false,
        links: 'keep',
        sourceDateEpoch: undefined,
      },
      waitTimeoutSeconds: 900,
      launchTimeoutSeconds: 1200,
      maxAgeMs: 72 * 3_600_000,
      trigger: { trigger: 'always', label: 'preview', drafts: false },
      budget: { maxPreviews: undefined, maxHourlyMicros: undefined },
      comment: true,
      githubDeployment: true,
      githubToken: 'ghs_x',
      health: {
        url: '',
        statuses: { text: '2xx', test: expect.any(Function) },
        body: '',
        passes: 3,
        timeoutSeconds: 120,
      },
    });
  });

  it('takes every choice', () => {
    setInputs({
      'api-key': 'key_abc',
      region: 'fra1-de',
      'instance-type': 'developer',
      'php-version': '8.4',
      mysql: 'false',
      'mysql-version': '5.7',
      'app-type': 'symfony',
      'name-prefix': 'preview',
      'max-age': '0',
      'launch-timeout': '60',
      trigger: 'label',
      'preview-label': 'needs preview',
      drafts: 'true',
      'max-previews': '3',
      'max-hourly-cost': '$0.5',
    });
    expect(readPreviewInputs()).toMatchObject({
      launch: {
        region: 'fra1-de',
        instanceType: 'developer',
        phpVersion: '8.4',
        mysql: false,
        mysqlVersion: '5.7',
        appType: 'symfony',
      },
      prefix: 'preview',
      maxAgeMs: undefined,
      launchTimeoutSeconds: 60,
      githubToken: '',
      trigger: { trigger: 'label', label: 'needs preview', drafts: true },
      budget: { maxPreviews: 3, maxHourlyMicros: 500_000 },
    });
  });

  it('keeps a problem with the folder for a /preview comment, which may not deploy it', () => {
    setInputs({ 'api-key': 'key_abc', region: 'lb2-us', path: 'nowhere' });
    const settings = readPreviewInputs('if-needed');
    expect(settings.build).toBeUndefined();
    expect(settings.buildProblem?.message).toContain("Input 'path' has 'nowhere'");
    expect(settings.launch).toMatchObject({ region: 'lb2-us' });
    expect(() => readPreviewInputs(true)).toThrow("Input 'path' has 'nowhere'");
  });

  it('reads the ignore file, keep-archive and SOURCE_DATE_EPOCH as the deploy action does', () => {
    writeFileSync(join(workspace, '.previewignore'), 'tests/\n');
    vi.stubEnv('SOURCE_DATE_EPOCH', '1700000000');
    setInputs({
      'api-key': 'key_abc',
      region: 'lb2-us',
      'ignore-file': '.previewignore',
      'keep-archive': 'true',
    });
    expect(readPreviewInputs().build).toMatchObject({
      ignoreFile: '.previewignore',
      keepArchive: true,
      sourceDateEpoch: 1_700_000_000,
    });
    setInputs({ 'ignore-file': '.missing' });
    expect(() => readPreviewInputs()).toThrow("Input 'ignore-file' has '.missing': no such file");
  });

  it('needs no region, folder or instance settings for a teardown or a clean-up', () => {
    setInputs({ 'api-key': 'key_abc', path: 'nowhere', 'instance-type': 'Big One' });
    expect(readPreviewInputs(false)).toMatchObject({ launch: undefined, build: undefined });
    expect(() => readPreviewInputs(true)).toThrow("Input 'region' is required");
  });

  it.each([
    [
      { region: '' },
      "Input 'region' is required: set it to an Amezmo region id, e.g. region: lb2-us (a run that deploys may launch an instance).",
    ],
    [{ region: 'LB2 US' }, "Input 'region' has 'LB2 US': a region id is lower-case"],
    [{ 'instance-type': 'Big One' }, "Input 'instance-type' has 'Big One'"],
    [{ 'name-prefix': 'PR' }, "Input 'name-prefix' has 'PR': use lower-case letters"],
    [{ 'name-prefix': 'p'.repeat(21) }, 'longer than 20 characters'],
    [{ 'max-age': '3 weeks' }, "Input 'max-age' has '3 weeks': write an age"],
    [{ 'php-version': '8' }, "Input 'php-version' has '8': write a PHP version as major.minor"],
    [{ 'mysql-version': '9' }, "Input 'mysql-version' has '9': Amezmo offers 5.7 and 8."],
    [{ 'app-type': 'rails' }, "Input 'app-type' has 'rails': use one of laravel"],
    [
      { 'launch-timeout': '0' },
      "Input 'launch-timeout' has '0': it must be a positive whole number",
    ],
    [{ comment: 'yes' }, "Input 'comment' has 'yes': use true or false."],
    [{ trigger: 'labels' }, "Input 'trigger' has 'labels': use one of always, label, comment."],
    [{ 'preview-label': '`x`' }, "Input 'preview-label' has '`x`': a label name"],
    [{ 'preview-label': 'l'.repeat(51) }, "Input 'preview-label' has 'lll"],
    [{ drafts: 'yes' }, "Input 'drafts' has 'yes': use true or false."],
    [{ 'max-previews': '0' }, "Input 'max-previews' has '0': write the most previews"],
    [{ 'max-previews': '2.5' }, "Input 'max-previews' has '2.5'"],
    [{ 'max-hourly-cost': '0' }, "Input 'max-hourly-cost' has '0': write dollars an hour"],
    [{ 'max-hourly-cost': '1,50' }, "Input 'max-hourly-cost' has '1,50'"],
    [{ 'max-hourly-cost': '0.1234567' }, "Input 'max-hourly-cost' has '0.1234567'"],
    [
      { environment: 'qa' },
      "Input 'environment' has 'qa': a preview instance has the environments 'production' and 'staging' only",
    ],
  ])('refuses %j', (inputs, message) => {
    setInputs({ 'api-key': 'key_abc', region: 'lb2-us', ...inputs });
    expect(() => readPreviewInputs()).toThrow(message);
  });
});
