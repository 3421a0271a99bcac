// The flow against the simulator through the real client: what is read, what is sent, and what a
// failure says.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AmezmoClient } from '../../src/api/client.ts';
import { FileProblemsError, readEnvironmentsFile } from '../../src/environments/file.ts';
import type { PatternFinding } from '../../src/environments/lint.ts';
import { outputsOf, type Mode } from '../../src/environments/report.ts';
import { syncEnvironments, VerificationError } from '../../src/environments/sync.ts';
import type { Logger } from '../../src/logger.ts';
import { startSimulator, type Simulator } from '../../simulator/server.ts';

let sim: Simulator;
let client: AmezmoClient;
let log: string[];
let findings: PatternFinding[];
let masked: string[];

const logger: Logger = {
  debug: () => {},
  info: (message) => log.push(message),
  warning: (message) => log.push(`warning: ${message}`),
  notice: (message) => log.push(`notice: ${message}`),
};

beforeEach(async () => {
  sim = await startSimulator();
  client = new AmezmoClient({
    baseUrl: sim.baseUrl,
    apiKey: sim.apiKey,
    retryPolicy: { maxAttempts: 1 },
  });
  log = [];
  findings = [];
  masked = [];
});
afterEach(async () => {
  await client.close();
  await sim.close();
});

const instanceId = () => sim.seeded?.instanceId as number;

async function sync(lines: string[], mode: Mode, env: Record<string, string> = {}) {
  const file = readEnvironmentsFile(`${lines.join('\n')}\n`, 'envs.yml');
  const report = await syncEnvironments(
    {
      mode,
      file,
      env,
      mask: (secret) => masked.push(secret),
      annotate: (finding) => findings.push(finding),
    },
    { client, logger, group: (_, phase) => phase(), signal: new AbortController().signal },
  );
  return { report, error: report.failure };
}

const methods = () => sim.requests.map((request) => `${request.method} ${request.path}`);

describe('syncEnvironments', () => {
  it('plans without a change, and logs each difference', async () => {
    const { report, error } = await sync(
      [`instance: ${instanceId()}`, 'environments:', '  staging:', "    branch-patterns: ['v*']"],
      'plan',
    );
    expect(error).toBeUndefined();
    expect(methods()).toEqual([`GET /v1/instances/${instanceId()}/environments/staging`]);
    expect(outputsOf(report).changed).toBe('true');
    expect(log).toEqual([
      `Read environment 'staging' of instance ${instanceId()}.`,
      '1 setting differs from envs.yml:',
      "  staging: branch-patterns ['^develop$', '^feature/'] -> ['v*']",
    ]);
    expect(findings.map(({ pattern, line }) => [pattern, line])).toEqual([['v*', 4]]);
  });

  it('applies, tells that a new key applies from the next deployment, and verifies', async () => {
    const advanced = sim.account.addInstance({ name: 'apm', instanceType: 'advanced' });
    const { report, error } = await sync(
      [
        `instance: ${advanced.seed.id}`,
        'environments:',
        '  production:',
        '    ssh: false',
        '  staging:',
        '    newrelic-license-key: { from-env: NR }',
      ],
      'apply',
      { NR: 'nr-0123456789abcdef' },
    );
    expect(error).toBeUndefined();
    expect(masked).toEqual(['nr-0123456789abcdef']);
    expect(report.applied).toEqual(['staging']);
    expect(report.verified).toBe(true);
    expect(methods()).toEqual([
      `GET /v1/instances/${advanced.seed.id}`,
      `GET /v1/instances/${advanced.seed.id}/environments/production`,
      `GET /v1/instances/${advanced.seed.id}/environments/staging`,
      `PATCH /v1/instances/${advanced.seed.id}/environments/staging`,
      `GET /v1/instances/${advanced.seed.id}/environments/staging`,
    ]);
    expect(log).toContain(
      "notice: The New Relic key of environment 'staging' was changed: it applies from the environment's next deployment.",
    );
    expect(log.join('\n')).not.toContain('nr-0123456789abcdef');
  });

  it('refuses to apply a pattern PHP cannot compile, before any request, on its line', async () => {
    const lines = [
      `instance: ${instanceId()}`,
      'environments:',
      '  staging:',
      "    branch-patterns: ['^main$', '^release/(']",
    ];
    const applied = await sync(lines, 'apply');
    expect(applied.error).toBeInstanceOf(FileProblemsError);
    expect((applied.error as Error).message).toMatch(
      /^envs\.yml line 4: environment 'staging', branch-patterns: '\^release\/\(' is not a regular expression PHP can compile \(.*\), so it matches nothing: .* Nothing was changed: fix the pattern, then apply again\.$/,
    );
    expect((applied.error as FileProblemsError).location).toEqual({ file: 'envs.yml', line: 4 });
    expect(methods()).toEqual([]);
    // A plan shows it as a finding on its line, and goes on.
    const planned = await sync(lines, 'plan');
    expect(planned.error).toBeUndefined();
    expect(findings.map(({ kind, line }) => [kind, line])).toEqual([['invalid', 4]]);
  });

  it('has nothing to apply when nothing differs', async () => {
    const { report, error } = await sync(
      [`instance: ${instanceId()}`, 'environments:', '  production:', '    ssh: false'],
      'apply',
    );
    expect(error).toBeUndefined();
    expect(report.verified).toBe(true);
    expect(outputsOf(report)).toEqual({ changed: 'false', changes: '[]' });
  });

  it('places an instance the key cannot see on the line of the instance', async () => {
    const { error } = await sync(
      [
        'instance: 999',
        'environments:',
        '  staging:',
        '    newrelic-license-key: { from-env: NR }',
      ],
      'plan',
      { NR: 'nr-0123456789abcdef' },
    );
    expect(error).toBeInstanceOf(FileProblemsError);
    expect((error as FileProblemsError).location).toEqual({ file: 'envs.yml', line: 1 });
    expect((error as Error).message).toMatch(
      /^envs\.yml line 1: names instance 999, which the API key cannot see \(Amezmo API: 404 unknown_resource_error: Instance 999 was not found\./,
    );
  });

  it('passes on any other failure of the service as it is', async () => {
    sim.inject('getEnvironment', { kind: 'status', status: 500 });
    const { error } = await sync(
      [`instance: ${instanceId()}`, 'environments:', '  production:', '    ssh: false'],
      'plan',
    );
    expect((error as Error).message).toMatch(
      /^Amezmo API: 500 internal_error: Simulated failure 500\./,
    );
  });

  it('passes on a refused PATCH that is not about the tier as it is', async () => {
    sim.inject('updateEnvironment', { kind: 'status', status: 422, message: 'Nope.' });
    const { report, error } = await sync(
      [`instance: ${instanceId()}`, 'environments:', '  production:', '    ssh: true'],
      'apply',
    );
    expect((error as Error).message).toMatch(/^Amezmo API: 422 validation_error: Nope\./);
    expect(report.applied).toEqual([]);
  });

  it('fails when the read-back differs, naming what the service holds', async () => {
    const production = sim.account.getEnvironment(String(instanceId()), 'production');
    sim.inject('getEnvironment', { kind: 'body', body: JSON.stringify(production) }, 2);
    const { report, error } = await sync(
      [`instance: ${instanceId()}`, 'environments:', '  production:', '    ssh: true'],
      'apply',
    );
    expect(error).toBeInstanceOf(VerificationError);
    expect((error as Error).message).toContain(
      "environment 'production' holds ssh false, not true.",
    );
    expect(report.applied).toEqual(['production']);
    expect(report.verified).toBe(false);
  });
});
