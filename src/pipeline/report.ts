// What every front end shows of a deployment the pipeline made: its outputs and its facts in a
// summary, the same in the deploy and the preview actions.
import { formatBytes } from '../format.js';
import type { Cell } from '../summary.js';
import type { HealthReport } from './health.js';
import type { ReleaseResult } from './release.js';

/** The archive outputs of action.yml, set on every run ('' for what is not known). */
export function archiveOutputs(release: ReleaseResult | undefined): Record<string, string> {
  const archive = release?.archive;
  return {
    'archive-size': archive ? String(archive.size) : '',
    'archive-files': archive?.files === undefined ? '' : String(archive.files),
    'archive-sha256': archive?.sha256 ?? '',
    'archive-manifest': release?.manifestPath ?? '',
    'archive-path': archive?.keptPath ?? '',
  };
}

/** The archive's facts for a summary: its size, entries and digest, and where its bytes are. */
export function archiveFacts(release: ReleaseResult | undefined): [string, Cell | undefined][] {
  const archive = release?.archive;
  return [
    [
      'Archive',
      archive
        ? {
            text:
              `${formatBytes(archive.size)}, ` +
              (archive.files === undefined ? '' : `${archive.files} entries, `) +
              `sha256 ${archive.sha256}`,
          }
        : undefined,
    ],
    [
      // Folders end in a slash; a file at the root is named as itself.
      'Largest folders and files',
      release && release.largestFolders.length > 0
        ? {
            text: release.largestFolders
              .map(({ folder, bytes }) => `${folder} (${formatBytes(bytes)})`)
              .join(', '),
          }
        : undefined,
    ],
  ];
}

/** The health outputs of action.yml: `unchecked` until a health was verified. */
export function healthOutputs(release: ReleaseResult | undefined): Record<string, string> {
  return {
    health: release?.health?.health ?? 'unchecked',
    'health-detail': release?.health?.detail ?? '',
  };
}

const HEALTH_ICONS: Record<HealthReport['health'], string> = {
  healthy: '💚',
  unhealthy: '🩺❌',
  unchecked: '➖',
  'not-live': '🚫',
};

/** The health's facts: the verdict and what decided it, the probe's last answer among it. */
export function healthFacts(release: ReleaseResult | undefined): [string, Cell | undefined][] {
  const health = release?.health;
  return [
    [
      'Health',
      health
        ? { text: `${HEALTH_ICONS[health.health]} ${health.health}: ${health.detail}` }
        : undefined,
    ],
  ];
}

/** Where the archive's bytes are kept, or why they are not. */
export function keptFacts(release: ReleaseResult | undefined): [string, Cell | undefined][] {
  const kept = release?.kept;
  return [
    [
      'Kept',
      kept
        ? {
            text:
              'file' in kept
                ? `${kept.file} of the ledger folder, until ${kept.expiresAt.slice(0, 10)}`
                : `workflow artifact ${kept.id} (${kept.name})`,
          }
        : release?.keepProblem
          ? { text: `not kept: ${release.keepProblem}` }
          : undefined,
    ],
  ];
}
