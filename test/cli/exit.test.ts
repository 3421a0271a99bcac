import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UncertainOutcomeError } from '../../src/api/client.ts';
import { EXIT, EXIT_MEANINGS, exitCodeOf, exitCodesHelp, UsageError } from '../../src/cli/exit.ts';
import { WaitTimeoutError } from '../../src/pipeline/follow.ts';
import { UnhealthyError } from '../../src/pipeline/health.ts';
import { NO_RELEASE } from '../../src/pipeline/release.ts';
import { RolledBackError } from '../../src/pipeline/rollback.ts';
import { InputError } from '../../src/settings/source.ts';

const to = { commit: 'a'.repeat(40), sha256: 'b'.repeat(64) } as never;
const down = { health: 'unhealthy', detail: 'down' } as const;
const rolledBack = { to, release: { ...NO_RELEASE, deploymentId: 839, succeeded: true } };

describe('exitCodeOf', () => {
  it.each<[string, unknown, number]>([
    ['a failure', new Error('broken'), 1],
    ['a setting that cannot be used', new InputError('--instance has x'), 2],
    ['a command line that cannot be run', new UsageError('--api-key is not taken'), 2],
    ['a release rolled back', new RolledBackError('838', down, rolledBack), 3],
    [
      'a release whose rollback failed',
      new RolledBackError('838', down, {
        to,
        release: { ...NO_RELEASE, failure: new Error('x') },
      }),
      4,
    ],
    [
      'a release with nothing to roll back to',
      new RolledBackError('838', down, { problem: 'none' }),
      4,
    ],
    ['a release left live unhealthy', new UnhealthyError('838', down, 'fix it'), 4],
    [
      'a release that never went live, left so',
      new UnhealthyError('838', { health: 'not-live', detail: 'runs 800' }, 'fix it'),
      4,
    ],
    ['a wait that timed out', new WaitTimeoutError(838, 60, 'running'), 5],
    [
      'a wait that timed out, left running',
      new WaitTimeoutError(838, 60, 'running').leftRunning(),
      5,
    ],
    [
      'an upload with no answer',
      new UncertainOutcomeError('no answer', undefined, {
        instanceId: 1,
        environment: 'production',
      }),
      6,
    ],
    [
      'a cause further down',
      new Error('wrapped', { cause: new WaitTimeoutError(838, 60, 'running') }),
      5,
    ],
    [
      'a setting that cannot be used, under another failure',
      new Error('wrapped', { cause: new InputError('--instance has x') }),
      1,
    ],
    ['something not an error', 'text', 1],
  ])('answers %s with its code', (_case, error, code) => {
    expect(exitCodeOf(error)).toBe(code);
  });

  it('answers 1 for a cancelled run, whatever its error', () => {
    expect(exitCodeOf(new WaitTimeoutError(838, 60, 'running'), true)).toBe(1);
  });
});

describe('the table of exit codes', () => {
  it('gives each code once', () => {
    const codes = Object.values(EXIT);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('is the README table, row for row', () => {
    const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
    const table = /<!-- cli\/exit-codes:start -->\n([\s\S]*?)<!-- cli\/exit-codes:end -->/.exec(
      readme,
    )?.[1];
    const rows = (table ?? '')
      .trim()
      .split('\n')
      .slice(2)
      .map((row) => /^\| (\d+) \| (.*) \|$/.exec(row)?.slice(1, 3));
    expect(rows).toEqual(
      (Object.keys(EXIT) as (keyof typeof EXIT)[]).map((name) => [
        String(EXIT[name]),
        EXIT_MEANINGS[name],
      ]),
    );
  });

  it('is what --help ends with', () => {
    const help = exitCodesHelp();
    for (const name of Object.keys(EXIT) as (keyof typeof EXIT)[]) {
      expect(help).toContain(`  ${EXIT[name]}  ${EXIT_MEANINGS[name].replace(/`/g, '')}\n`);
    }
  });
});
