// Explaining an archive that is too large: where the bytes are.
import { formatBytes } from '../format.js';
import { ArchiveError } from './error.js';
import type { ArchiveEntry } from './select.js';

/** The largest archive the service takes: 512 MiB. */
export const MAX_ARCHIVE_BYTES = 512 * 1024 * 1024;

/**
 * The folders holding the most bytes, biggest first, to show what makes an archive too large. A
 * file at the root counts as itself, so that one large file there is named rather than nothing.
 */
export function largestFolders(
  entries: readonly ArchiveEntry[],
  count = 5,
): { folder: string; bytes: number }[] {
  const totals = new Map<string, number>();
  const add = (folder: string, bytes: number) =>
    totals.set(folder, (totals.get(folder) ?? 0) + bytes);
  for (const entry of entries) {
    if (entry.kind !== 'file') continue;
    // Count each file in its first two levels of folders, so `vendor/` and `vendor/aws/` both
    // show. Names are cut where their slashes are: a tree of 100,000 files makes little garbage.
    const first = entry.name.indexOf('/');
    if (first < 0) {
      add(entry.name, entry.size);
      continue;
    }
    add(entry.name.slice(0, first + 1), entry.size);
    const second = entry.name.indexOf('/', first + 1);
    if (second >= 0) add(entry.name.slice(0, second + 1), entry.size);
  }
  return (
    [...totals]
      .map(([folder, bytes]) => ({ folder, bytes }))
      // Ties in name order by code unit, as the listing is: a locale's order would load ICU's
      // collation data (megabytes of memory) for a tie-break.
      .sort((a, b) => b.bytes - a.bytes || (a.folder < b.folder ? -1 : a.folder > b.folder ? 1 : 0))
      .slice(0, count)
  );
}

/** Below this many bytes before compression, streaming an archive as it is written saves nothing. */
export const STREAM_FROM_BYTES = 4 * 1024 * 1024;

/**
 * Whether the archive of `entries` is sure to be within `limit` whatever deflate makes of them,
 * before it is written: each file at its size with deflate's worst growth (stored blocks, well
 * under 0.1%), and each entry's records at their largest (a name of up to three bytes a UTF-16
 * unit, twice; ZIP64 and time fields; a data descriptor), and the end records.
 */
export function surelyFits(entries: readonly ArchiveEntry[], limit = MAX_ARCHIVE_BYTES): boolean {
  let bound = 1024;
  for (const entry of entries) {
    bound += entry.size + Math.ceil(entry.size / 1024) + 64 + 6 * entry.name.length + 200;
    bound += 3 * (entry.target?.length ?? 0);
    if (bound > limit) return false;
  }
  return true;
}

export function tooLarge(limit: number, entries: readonly ArchiveEntry[]): ArchiveError {
  const folders = largestFolders(entries)
    .map(({ folder, bytes }) => `${folder} (${formatBytes(bytes)})`)
    .join(', ');
  return new ArchiveError(
    `The archive is over Amezmo's limit of ${formatBytes(limit)}. The largest folders and root files, before ` +
      `compression, are: ${folders}. Leave some out with the 'exclude' input.`,
  );
}
