// The questions a job asks of the ledger, whichever store keeps it: which release is live, the
// last release verified healthy whose bytes are still kept and may be trusted (what a rollback
// goes back to), and the one release a commit or an id names (as git resolves an abbreviated
// commit).
import type { Logger } from '../logger.js';
import { shortSha } from '../format.js';
import type {
  Candidate,
  HealthySearch,
  HowToAsk,
  LedgerQueries,
  LedgerStore,
  LiveRelease,
  ReleaseAsked,
} from './ledger.js';
import type { LedgerEntry } from './record.js';

/** A store's ledger: what it answers, and the questions every store answers alike. */
export function withQueries<T extends LedgerStore>(store: T): T & LedgerQueries {
  return {
    ...store,
    live: (entries, current, options) => liveRelease(store, entries, current, options),
    lastHealthy: (entries, options) => lastHealthy(store, entries, options),
    find: (entries, asked, howToAsk) => pickRelease(entries, asked, store.idName, howToAsk),
  };
}

/**
 * The ledger's record of the release live on the environment: the one whose Amezmo deployment is
 * `current` (the environment's current_deployment_id); none when it was not deployed with it.
 */
export function liveEntry(
  entries: readonly LedgerEntry[],
  current: number | string | null | undefined,
): LedgerEntry | undefined {
  if (current === null || current === undefined) return undefined;
  return entries.find((entry) => String(entry.deploymentId) === String(current));
}

/**
 * The release live on the environment, as the ledger recorded it, with the health it recorded
 * (unknown when that cannot be read: the health is then proven again).
 */
export async function liveRelease(
  ledger: Pick<LedgerStore, 'healthOf' | 'problem'>,
  entries: readonly LedgerEntry[],
  current: number | string | null | undefined,
  { logger, signal }: { readonly logger: Pick<Logger, 'debug'>; readonly signal: AbortSignal },
): Promise<LiveRelease | undefined> {
  const entry = liveEntry(entries, current);
  if (!entry) return undefined;
  const health = await ledger.healthOf(entry, signal).catch((error: unknown) => {
    if (signal.aborted) throw error;
    logger.debug(
      `Could not read the health recorded of the live release: ${ledger.problem(error)}`,
    );
    return 'unknown' as const;
  });
  return { ...entry, health };
}

/** How many releases' statuses are read, at most, looking for a healthy one. */
export const MAX_LOOKED_AT = 50;

/**
 * The newest release, in `entries` (newest first) from `from` on, that was verified healthy,
 * whose bytes differ from `not` and were kept, and are still there, and that may be trusted; or
 * why there is none. A release that may not be trusted is passed over, and `warn` names it.
 */
export async function lastHealthy(
  ledger: Pick<LedgerStore, 'healthOf' | 'archiveState' | 'trust' | 'idName'>,
  entries: readonly LedgerEntry[],
  options: HealthySearch,
): Promise<{ candidate: Candidate } | { problem: string }> {
  let looked = 0;
  let unkept = 0;
  let lost = 0;
  let untrusted = 0;
  for (const entry of entries.slice(options.from ?? 0)) {
    const artifact = entry.artifact;
    if (entry.sha256 === options.not) continue;
    if (!artifact) {
      unkept++;
      continue;
    }
    if (looked++ >= MAX_LOOKED_AT) break;
    const health = await ledger.healthOf(entry, options.signal);
    if (health !== 'healthy') continue;
    // An archive that has expired or was removed is passed over for an older one; one whose
    // state cannot be told is tried, and its bytes checked as they are read back.
    const state = await ledger.archiveState({ ...entry, artifact }, options.signal);
    if (state === 'gone' || state === 'expired') {
      lost++;
      continue;
    }
    // One whose state cannot be told is tried: reading it back asks again, and checks its trust.
    const distrust =
      state === 'kept' ? await ledger.trust({ ...entry, artifact }, options.signal) : undefined;
    if (distrust !== undefined) {
      untrusted++;
      options.warn?.(
        `Passed over ${ledger.idName} ${entry.id} (commit ${shortSha(entry.commit)}, sha256 ` +
          `${entry.sha256}): it is not trusted: ${distrust}. It was not deployed.`,
      );
      continue;
    }
    return { candidate: { ...entry, health } };
  }
  const earlier = entries.length - (options.from ?? 0);
  return {
    problem:
      earlier <= 0
        ? 'the ledger has no earlier release of this environment'
        : `none of the ${earlier} earlier release(s) in the ledger was verified healthy with its ` +
          `archive kept${unkept > 0 ? ` (${unkept} had no archive kept)` : ''}` +
          (lost > 0 ? ` (the archives of ${lost} healthy one(s) have expired or are gone)` : '') +
          (untrusted > 0 ? ` (${untrusted} healthy one(s) could not be trusted)` : ''),
  };
}

/**
 * The one release `to` names (a commit or an id, not `previous`), as git resolves an abbreviated
 * commit: one that starts more than one release's commit, or names a release by its id and
 * another by its commit, is refused, naming every candidate. Throws an error that says what was
 * looked for when none matches.
 */
export function pickRelease(
  entries: readonly LedgerEntry[],
  to: ReleaseAsked,
  idName: LedgerStore['idName'],
  howToAsk?: HowToAsk,
): LedgerEntry {
  const byId =
    to.kind === 'id-or-sha' ? entries.find((entry) => String(entry.id) === to.text) : undefined;
  // Digits are a commit too only when there are as many as a commit is shortened to: fewer are
  // an id, never the start of whichever commit they happen to begin.
  const asCommit = to.kind === 'sha' || to.text.length >= 7;
  const prefix = to.text.toLowerCase();
  const byCommit = asCommit
    ? entries.filter((candidate) => candidate.commit.toLowerCase().startsWith(prefix))
    : [];
  // A commit deployed more than once is one commit: its newest release (or the one the id
  // names) is meant.
  const matches = [...(byId ? [byId] : []), ...byCommit].filter(
    (candidate, index, all) =>
      all.findIndex((other) => other.commit.toLowerCase() === candidate.commit.toLowerCase()) ===
      index,
  );
  const asked = howToAsk?.to(to.text) ?? `to: ${to.text}`;
  const list = howToAsk?.list ?? 'set dry-run: true';
  if (matches.length > 1) {
    const named = matches
      .map(
        (candidate) =>
          `commit ${candidate.commit} (${idName} ${candidate.id}, ` +
          `${candidate.createdAt || 'time unknown'})`,
      )
      .join('; ');
    throw new Error(
      `'${asked}' is ambiguous: it names ${matches.length} releases in the ledger: ${named}. ` +
        `Name one by more of its commit or by its ${idName} id, or ${list} to list the releases.`,
    );
  }
  const entry = matches[0];
  if (!entry) {
    const sought = [
      ...(to.kind === 'id-or-sha' ? [`${idName} ${to.text}`] : []),
      ...(asCommit ? [`of a commit starting with ${to.text}`] : []),
    ];
    throw new Error(
      `No release in the ledger (${entries.length} read) is ${sought.join(' or ')}, as ` +
        `'${asked}' asks: check it, or ${list} to list the releases.`,
    );
  }
  return entry;
}
