// The name of a pull request's preview instance, and the rule that keeps the action away from
// every other instance of the account: it touches only names it would have given itself. A name
// proves whose preview it is: it carries the pull request's number and a hash of the repository's
// full name, so that acme/shop's #5 and globex/shop's #5, or acme/my_app's and acme/my-app's,
// never share a name; the repository's name beside it is for people to read.
import { createHash } from 'node:crypto';

/** One DNS label: the service puts instance names into host names. */
export const MAX_NAME_LENGTH = 63;
/** Leaves room in the 63 characters for the repository and the number. */
export const MAX_PREFIX_LENGTH = 20;

const PREFIX = /^[a-z](?:[a-z0-9]|-(?=[a-z0-9]))*$/;

/** Why `prefix` cannot start preview names, or undefined when it can. */
export function prefixProblem(prefix: string): string | undefined {
  if (prefix.length > MAX_PREFIX_LENGTH) {
    return `it is longer than ${MAX_PREFIX_LENGTH} characters; a preview name must fit in one host name label.`;
  }
  if (!PREFIX.test(prefix)) {
    return 'use lower-case letters, digits and single dashes, starting with a letter, e.g. pr or preview.';
  }
  return undefined;
}

/** The repository's name as a name part: lower-case letters, digits and single dashes. */
export function repositorySlug(repository: string): string {
  const name = repository.slice(repository.indexOf('/') + 1);
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Hex digits of the repository's hash in a name: 32 bits, unique among an account's few. */
export const OWNER_HASH_LENGTH = 8;

/** The hash that proves a name is this repository's: of its full name, in lower case. */
export function ownerHash(repository: string): string {
  return createHash('sha256')
    .update(repository.toLowerCase())
    .digest('hex')
    .slice(0, OWNER_HASH_LENGTH);
}

/**
 * `<prefix>-<repository>-<hash>-<number>`, e.g. `pr-hello-world-1f2e3d4c-42`. When it would pass
 * 63 characters the repository part is cut (or left out); the prefix, the hash and the number are
 * always whole, so that the name is the same on every run and proves whose it is.
 */
export function previewName(prefix: string, repository: string, number: number): string {
  const hash = ownerHash(repository);
  const digits = String(number);
  const room = MAX_NAME_LENGTH - prefix.length - hash.length - digits.length - 3;
  const kept = repositorySlug(repository).slice(0, Math.max(0, room)).replace(/-+$/, '');
  return `${prefix}-${kept === '' ? '' : `${kept}-`}${hash}-${digits}`;
}

/**
 * The pull request number of one of this repository's previews, or undefined for any other name.
 * A name counts only when it is exactly the one `previewName` gives for its number.
 */
export function previewNumber(
  name: string,
  prefix: string,
  repository: string,
): number | undefined {
  const match = /-([1-9]\d{0,9})$/.exec(name);
  if (!match) return undefined;
  const number = Number(match[1]);
  return previewName(prefix, repository, number) === name ? number : undefined;
}

/**
 * Whether `name` looks like a preview (the prefix, then a pull request number at the end),
 * whichever repository or version of this action made it: what is named in the log and left
 * alone when it is not provably this repository's.
 */
export function carriesPrefix(name: string, prefix: string): boolean {
  return name.startsWith(`${prefix}-`) && /^[a-z0-9-]+-[1-9]\d{0,9}$/.test(name);
}
