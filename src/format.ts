/** A size as people read it: `512 B`, `2.0 KiB`, `600 MiB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KiB', 'MiB', 'GiB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** A commit as people read it: its first 7 characters (the whole of anything that is no sha). */
export function shortSha(commit: string): string {
  return /^[0-9a-f]{40,64}$/.test(commit) ? commit.slice(0, 7) : commit;
}

/** The units a duration is written in (`30m`, `2h`, `1h30m`), largest first, in seconds. */
export const DURATION_UNITS = { d: 86_400, h: 3_600, m: 60, s: 1 } as const;

/** Seconds as a duration is written: `1h 30m`, `45s`, `0s`. */
export function formatDuration(seconds: number): string {
  let left = Math.max(0, Math.round(seconds));
  const parts: string[] = [];
  for (const [unit, size] of Object.entries(DURATION_UNITS)) {
    if (left >= size) {
      parts.push(`${Math.floor(left / size)}${unit}`);
      left %= size;
    }
  }
  return parts.length > 0 ? parts.join(' ') : '0s';
}
