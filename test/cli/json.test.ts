import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JSON_KINDS, jsonResult, jsonValue } from '../../src/cli/json.ts';
import { ACTIONS } from '../../src/settings/metadata.ts';

interface Definition {
  readonly properties: Record<string, { type: string | string[] }>;
  readonly required: string[];
}
const schema = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'schemas', 'cli-output.schema.json'), 'utf8'),
) as { definitions: Record<string, Definition> };

describe('jsonValue', () => {
  it.each<[string, string, unknown]>([
    ['skipped', 'false', false],
    ['skipped', 'true', true],
    ['deployment-id', '838', 838],
    ['deployment-id', '', null],
    ['archive-size', '1048576', 1048576],
    ['hourly-price', '0.026880', 0.02688],
    ['restarted-workers', '[11,12]', [11, 12]],
    ['restarted-workers', '', []],
    ['changes', '[{"environment":"production"}]', [{ environment: 'production' }]],
    ['commit', '0123abc', '0123abc'],
    ['branch', '838', '838'],
  ])('types %s %j as %j', (name, text, value) => {
    expect(jsonValue(name, text)).toEqual(value);
  });

  it('adds the error of a failed run', () => {
    expect(jsonResult({ skipped: 'false' }, 'it broke')).toEqual({
      skipped: false,
      error: 'it broke',
    });
  });
});

describe('schemas/cli-output.schema.json', () => {
  const kindOf = (type: string | string[]) =>
    [type].flat().find((name) => name !== 'null') as string;

  it.each([
    ['deploy', 'deploy'],
    ['rollback', 'rollback'],
    ['preview', 'preview'],
    ['environments', 'environments'],
  ] as const)(
    'describes every output of the %s action, and each as json.ts types it',
    (definition, action) => {
      const described = schema.definitions[definition] as Definition;
      expect(Object.keys(described.properties).filter((name) => name !== 'error')).toEqual([
        ...ACTIONS[action].outputs,
      ]);
      expect(described.required).toEqual([...ACTIONS[action].outputs]);
      for (const [name, { type }] of Object.entries(described.properties)) {
        const kind = JSON_KINDS[name];
        const expected = kind === undefined ? 'string' : kind === 'json' ? 'array' : kind;
        expect([name, kindOf(type)]).toEqual([name, expected]);
      }
    },
  );
});
