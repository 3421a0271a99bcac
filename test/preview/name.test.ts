import { describe, expect, it } from 'vitest';
import {
  carriesPrefix,
  MAX_NAME_LENGTH,
  prefixProblem,
  previewName,
  previewNumber,
  repositorySlug,
} from '../../src/preview/name.ts';

const LONG = `acme/${'very-long-repository-name-'.repeat(4)}x`;

describe('previewName', () => {
  it.each([
    ['pr', 'acme/hello-world', 42, 'pr-hello-world-42'],
    ['pr', 'Acme/Hello_World.PHP', 7, 'pr-hello-world-php-7'],
    ['preview', 'acme/shop', 1, 'preview-shop-1'],
  ])('%s + %s + #%i -> %s', (prefix, repository, number, name) => {
    expect(previewName(prefix, repository, number)).toBe(name);
  });

  it('names a repository without letters or digits by a hash of it', () => {
    expect(previewName('pr', 'acme/--__--', 3)).toMatch(/^pr-[0-9a-f]{6}-3$/);
  });

  it('cuts a long repository part, keeps prefix and number whole, and stays one DNS label', () => {
    const name = previewName('preview', LONG, 123456);
    expect(name.length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
    expect(name).toMatch(/^preview-very-long-repository-name-[a-z0-9-]*-[0-9a-f]{6}-123456$/);
    expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(previewName('preview', LONG, 123456)).toBe(name);
  });

  it('gives two long repositories that share their first characters different names', () => {
    expect(previewName('pr', `${LONG}-a`, 9)).not.toBe(previewName('pr', `${LONG}-b`, 9));
  });

  it('gives each pull request its own name, however long the repository', () => {
    const names = new Set([1, 2, 10, 11, 99999].map((n) => previewName('pr', LONG, n)));
    expect(names.size).toBe(5);
  });

  it('slugs only the name after the owner', () => {
    expect(repositorySlug('Owner/My.Repo')).toBe('my-repo');
  });
});

describe('previewNumber: only names this repository would give', () => {
  it.each([
    ['pr-shop-42', 42],
    ['pr-shop-0', undefined],
    ['pr-shop', undefined],
    ['pr-shop-42x', undefined],
    ['pr-other-42', undefined],
    ['production-shop', undefined],
    ['xpr-shop-42', undefined],
    ['pr-shop-42-2', undefined],
    ['demo-shop', undefined],
  ])('%s -> %s', (name, number) => {
    expect(previewNumber(name, 'pr', 'acme/shop')).toBe(number);
  });

  it('reads back a cut name', () => {
    expect(previewNumber(previewName('pr', LONG, 77), 'pr', LONG)).toBe(77);
  });
});

describe('carriesPrefix', () => {
  it.each([
    ['pr-shop-42', true],
    ['pr-other-repo-3', true],
    ['pr-shop', false],
    ['prod-shop-4', false],
    ['demo-shop', false],
  ])('%s -> %s', (name, carries) => {
    expect(carriesPrefix(name, 'pr')).toBe(carries);
  });
});

describe('prefixProblem', () => {
  it.each([
    ['pr', undefined],
    ['team-a-pr', undefined],
    ['PR', 'lower-case'],
    ['pr-', 'lower-case'],
    ['1pr', 'lower-case'],
    ['p--r', 'lower-case'],
    ['', 'lower-case'],
    ['a'.repeat(21), 'longer than 20'],
  ])('%j -> %s', (prefix, problem) => {
    const found = prefixProblem(prefix);
    if (problem === undefined) expect(found).toBeUndefined();
    else expect(found).toContain(problem);
  });
});
