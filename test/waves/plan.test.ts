import { describe, expect, it } from 'vitest';
import { parseWaves, parseWaveWait } from '../../src/settings/rollout.ts';
import { targetName, waveSizes, wavesOf } from '../../src/waves/plan.ts';

describe('parseWaves', () => {
  it.each([
    [
      '1, 25%, rest',
      [{ kind: 'count', count: 1 }, { kind: 'percent', percent: 25 }, { kind: 'rest' }],
    ],
    ['rest', [{ kind: 'rest' }]],
    [
      '2,2',
      [
        { kind: 'count', count: 2 },
        { kind: 'count', count: 2 },
      ],
    ],
    [' 10 % , REST ', [{ kind: 'percent', percent: 10 }, { kind: 'rest' }]],
    ['12.5%', [{ kind: 'percent', percent: 12.5 }]],
  ])('reads %j', (value, steps) => {
    expect(parseWaves(value)).toEqual({ steps });
  });

  it.each([
    ['', /it is empty: write wave sizes/],
    ['1, rest, 2', /'rest' takes every target left, so it comes last/],
    ['0', /wave 1, '0', is not a size/],
    ['1, 0%', /wave 2, '0%', is not a size/],
    ['150%', /wave 1, '150%', is not a size/],
    ['1,,2', /wave 2, '', is not a size/],
    ['half', /wave 1, 'half', is not a size.*e\.g\. "1, 25%, rest"/],
  ])('refuses %j, saying what to write', (value, problem) => {
    const answer = parseWaves(value);
    expect(answer).toHaveProperty('problem');
    expect((answer as { problem: string }).problem).toMatch(problem);
  });
});

describe('waveSizes', () => {
  const steps = (value: string) => (parseWaves(value) as { steps: never[] }).steps;
  it.each([
    ['1, 25%, rest', 6, [1, 2, 3]],
    ['1, 25%, rest', 1, [1]],
    ['1, 25%, rest', 2, [1, 1]],
    ['1, 25%, rest', 200, [1, 50, 149]],
    // A share is of all targets, rounded up: 10% of 6 is 0.6, so 1.
    ['10%, rest', 6, [1, 5]],
    ['33%, 33%', 3, [1, 1, 1]],
    // Targets left once the steps are done make one last wave.
    ['1, 2', 6, [1, 2, 3]],
    ['5, rest', 3, [3]],
    ['rest', 4, [4]],
    ['100%', 7, [7]],
    ['1, 25%, rest', 0, []],
  ])('splits %j of %i targets into %j', (value, total, sizes) => {
    expect(waveSizes(steps(value), total)).toEqual(sizes);
    expect(wavesOf(steps(value), total)).toHaveLength(total);
  });

  it('numbers each target with its wave, in the order of the list', () => {
    expect(wavesOf(steps('1, 25%, rest'), 6)).toEqual([1, 2, 2, 3, 3, 3]);
  });
});

describe('parseWaveWait', () => {
  it.each([
    ['0', 0],
    ['30s', 30_000],
    ['5m', 300_000],
    [' 1H ', 3_600_000],
    ['6h', 21_600_000],
    ['1h30m', 5_400_000],
  ])('reads %j as %i ms', (value, ms) => {
    expect(parseWaveWait(value)).toEqual({ ms });
  });

  it.each(['', '5', '-1s', '7h', '1d', '1.5m', 'soon'])('refuses %j', (value) => {
    expect(parseWaveWait(value)).toEqual({
      problem: expect.stringMatching(/e\.g\. 30s, 5m or 1h \(at most 6h\), or 0 for none/),
    });
  });
});

describe('targetName', () => {
  it.each([
    [{ instance: '1001', environment: 'production', label: 'acme' }, 'acme (1001/production)'],
    [{ instance: '1002', environment: 'staging' }, '1002/staging'],
  ])('names %j as %j', (target, name) => {
    expect(targetName(target)).toBe(name);
  });
});
