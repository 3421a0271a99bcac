// How a promotion is told: its output, its facts in the deploy job's summary, and the table of
// the commits it brings. Pure: the deploy job's report adds these to its own.
import { shortSha } from '../format.js';
import type { Cell, Part } from '../summary.js';
import type { Promotion } from './promote.js';

/** The `promoted-from` output: JSON naming the source's release; '' for no promotion. */
export function promotedFromOutput(promotion: Promotion | undefined): string {
  if (!promotion) return '';
  const { from, source } = promotion;
  return JSON.stringify({
    environment: from.environment,
    instance: from.instance,
    deployment_id: source.deploymentId,
    commit: source.commit,
    sha256: source.sha256,
  });
}

/** The summary's facts of a promotion: where from, and how many commits it brings. */
export function promotionFacts(promotion: Promotion | undefined): (readonly [string, Cell])[] {
  if (!promotion) return [];
  const { from, source, changes } = promotion;
  return [
    [
      'Promoted from',
      {
        text:
          `${from.environment} (instance ${from.instance}): Amezmo deployment ` +
          `${source.deploymentId} of commit ${shortSha(source.commit)}, sha256 ` +
          `${source.sha256.slice(0, 12)}…`,
      },
    ],
    [
      'Changes',
      {
        text:
          'unknown' in changes
            ? `could not be told: ${changes.unknown}`
            : `${changes.total} commit(s), ${changes.by}` +
              (changes.status === 'behind' ? ': an older commit, promoted as allowed' : ''),
      },
    ],
  ];
}

/** The commits a promotion brings, newest first, as a table; none when they are unknown. */
export function changesParts(promotion: Promotion | undefined, repositoryUrl: string): Part[] {
  const changes = promotion?.changes;
  if (!changes || 'unknown' in changes || changes.commits.length === 0) return [];
  const rows: (readonly Cell[])[] = changes.commits.map((commit) => [
    {
      text: shortSha(commit.sha),
      code: true,
      ...(repositoryUrl ? { href: `${repositoryUrl}/commit/${commit.sha}` } : {}),
    },
    { text: commit.subject },
    { text: commit.author },
  ]);
  const more = changes.total - changes.commits.length;
  return [
    { kind: 'table', head: ['Commit', 'Message', 'Author'], rows },
    ...(more > 0 ? [{ kind: 'text' as const, cells: [{ text: `and ${more} more` }] }] : []),
  ];
}
