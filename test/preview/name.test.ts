import { createHash } from 'node:crypto';
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

/** The hash a name must carry, computed here on its own: sha256 of the lower-case full name. */
const hashOf = (repository: string) =>
  createHash('sha256').update(repository.toLowerCase()).digest('hex').slice(0, 8);

describe('previewName', () => {
  it.each([
    ['pr', 'acme/hello-world', 42, 'pr-hello-world-11968d00-42'],
    ['pr', 'acme/shop', 5, 'pr-shop-d21b2cdf-5'],
    ['pr', 'globex/shop', 5, 'pr-shop-b28171f1-5'],
    ['preview', 'acme/shop', 1, 'preview-shop-d21b2cdf-1'],
  ])('%s + %s + #%i -> %s', (prefix, repository, number, name) => {
    expect(previewName(prefix, repository, number)).toBe(name);
  });

  it('carries the hash of the full name, in lower case, whatever the slug', () => {
    expect(previewName('pr', 'Acme/Hello_World.PHP', 7)).toBe(
      `pr-hello-world-php-${hashOf('acme/hello_world.php')}-7`,
    );
    expect(previewName('pr', 'ACME/Shop', 5)).toBe(previewName('pr', 'acme/shop', 5));
  });

  it('names a repository without letters or digits by its hash alone', () => {
    expect(previewName('pr', 'acme/--__--', 3)).toBe(`pr-${hashOf('acme/--__--')}-3`);
  });

  it.each([
    ['acme/shop', 'globex/shop'],
    ['acme/my_app', 'acme/my-app'],
    ['acme/My.App', 'acme/my-app'],
  ])('gives %s and %s, alike as slugs, different names', (one, other) => {
    expect(repositorySlug(one)).toBe(repositorySlug(other));
    expect(previewName('pr', one, 5)).not.toBe(previewName('pr', other, 5));
  });

  it('cuts a long repository part, keeps prefix, hash and number whole, and stays one DNS label', () => {
    const name = previewName('preview', LONG, 123456);
    expect(name.length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
    expect(name).toMatch(
      new RegExp(`^preview-very-long-repository-name-[a-z0-9-]*-${hashOf(LONG)}-123456$`),
    );
    expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(previewName('preview', LONG, 123456)).toBe(name);
    // The longest prefix and number still leave room for the hash.
    const longest = previewName('p'.repeat(20), LONG, 9_999_999_999);
    expect(longest.length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
    expect(longest).toContain(`-${hashOf(LONG)}-9999999999`);
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
    ['pr-shop-d21b2cdf-42', 42],
    ['pr-shop-d21b2cdf-0', undefined],
    // Another repository's preview of the same name and number.
    ['pr-shop-b28171f1-42', undefined],
    // A preview of an earlier version, without the hash: not provably this repository's.
    ['pr-shop-42', undefined],
    ['pr-shop', undefined],
    ['pr-shop-d21b2cdf-42x', undefined],
    ['pr-other-d21b2cdf-42', undefined],
    ['production-shop', undefined],
    ['xpr-shop-d21b2cdf-42', undefined],
    ['pr-shop-d21b2cdf-42-2', undefined],
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
