// What an archive given as it is turns out to be, from its first bytes: read when the setting
// that names it is checked, at the start of a run, so apart from given.ts and its node:crypto.
/** A zip's or a tar's first bytes (at least 262 of them for a tar); undefined for anything else. */
export function archiveFormatOf(head: Buffer): 'zip' | 'tar' | undefined {
  const start = head.subarray(0, 4).toString('latin1');
  if (start === 'PK\x03\x04' || start === 'PK\x05\x06') return 'zip';
  return head.length >= 262 && head.subarray(257, 262).toString('latin1') === 'ustar'
    ? 'tar'
    : undefined;
}
