// The name of a pull request's preview instance, and the rule that keeps the action away from
// every other instance of the account: it touches only names it would have given itself.
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

/**
 * `<prefix>-<repository>-<number>`, e.g. `pr-hello-world-42`. When it would pass 63 characters
 * the repository part is cut and followed by a short hash of the whole `owner/name`, so that the
 * name stays the same on every run and two long repositories sharing an account still differ.
 * The prefix and the number are always whole.
 */
export function previewName(prefix: string, repository: string, number: number): string {
  const slug = repositorySlug(repository);
  const digits = String(number);
  const room = MAX_NAME_LENGTH - prefix.length - digits.length - 2;
  if (slug !== '' && slug.length <= room) return `${prefix}-${slug}-${digits}`;
  const hash = createHash('sha256').update(repository.toLowerCase()).digest('hex').slice(0, 6);
  const kept = slug.slice(0, Math.max(0, room - hash.length - 1)).replace(/-+$/, '');
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

/** Whether `name` carries the prefix and a pull request number, whichever repository made it. */
export function carriesPrefix(name: string, prefix: string): boolean {
  return name.startsWith(`${prefix}-`) && /^[a-z0-9-]+-[1-9]\d{0,9}$/.test(name);
}
