import { describe, expect, it } from 'vitest';
import { jsonType, shapeDifferences, type ShapeRules } from './shape.ts';

describe('jsonType', () => {
  it.each([
    [null, 'null'],
    [true, 'boolean'],
    [0, 'integer'],
    [11.61, 'number'],
    ['0.026880', 'string'],
    [[], 'array'],
    [{}, 'object'],
  ])('%j is %s', (value, type) => {
    expect(jsonType(value)).toBe(type);
  });
});

describe('shapeDifferences', () => {
  const rules: ShapeRules = { nullable: { tag: 'string', ssh_port: 'integer' }, maps: ['errors'] };

  it.each<[string, unknown, unknown, string[]]>([
    ['other values, same shape', { id: 1, name: 'a' }, { id: 2, name: 'b' }, []],
    ['a missing key', { id: 1, name: 'a' }, { id: 1 }, ['$.name: missing']],
    ['an extra key', { id: 1 }, { id: 1, extra: true }, ['$.extra: not in the docs']],
    [
      'a boolean for an int 0/1 flag',
      { flag: 1 },
      { flag: true },
      ['$.flag: boolean where the docs show integer'],
    ],
    [
      'a number for a price string',
      { price: '0.1' },
      { price: 0.1 },
      ['$.price: number where the docs show string'],
    ],
    ['an integer where the docs show a fraction', { total_time: 11.61 }, { total_time: 0 }, []],
    [
      'a fraction where the docs show an integer',
      { id: 1 },
      { id: 1.5 },
      ['$.id: number where the docs show integer'],
    ],
    ['a value for a nullable null', { tag: null }, { tag: 'v1.0.0' }, []],
    ['null for a nullable value', { ssh_port: 22841 }, { ssh_port: null }, []],
    [
      'another type for a nullable null',
      { tag: null },
      { tag: 7 },
      ['$.tag: integer where the docs show null'],
    ],
    [
      'null for a field that is not nullable',
      { status: 'x' },
      { status: null },
      ['$.status: null where the docs show string'],
    ],
    [
      'nested keys, and list entries by place',
      { items: [{ id: 1, name: 'a' }, { id: 2 }] },
      {
        items: [
          { id: 3, name: 'b' },
          { id: 4, name: 'c' },
        ],
      },
      ['$.items[1].name: not in the docs'],
    ],
    [
      'entries past the documented ones, against the last',
      { list: ['a'] },
      { list: ['b', 3] },
      ['$.list[1]: integer where the docs show string'],
    ],
    ['an empty documented list says nothing', { list: [] }, { list: [1, 'x'] }, []],
    [
      'a map: any keys, each entry of the documented shape',
      { errors: { environment: 'Required.' } },
      { errors: { archive: 'Required.', pusher: ['Not an email.'] } },
      ['$.errors.pusher: array where the docs show string'],
    ],
  ])('%s', (_, documented, actual, differences) => {
    expect(shapeDifferences(documented, actual, rules)).toEqual(differences);
  });
});
