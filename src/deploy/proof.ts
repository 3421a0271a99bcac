// A release already live whose health a run proved again: the ledger is told, so that what it
// says of the live release (read by the next skip, a promotion, a rollback, the figures) is what
// was last proven, not what an earlier run saw.
import { messageOf } from '../api/index.js';
import { type Ledger, type LedgerEntry, type LiveRelease, PROVEN_AGAIN } from '../ledger/index.js';
import type { Logger } from '../logger.js';
import type { HealthReport } from '../pipeline/index.js';

/** Adds the proof to the live release's record when it says otherwise; warns when it cannot. */
export async function recordProof(
  ledger: Ledger,
  entries: readonly LedgerEntry[],
  live: LiveRelease,
  proof: HealthReport,
  { runId, logger, signal }: { runId?: string; logger: Logger; signal: AbortSignal },
): Promise<void> {
  const { health } = proof;
  if (health === 'unchecked' || health === live.health) return;
  const entry = entries.find((each) => each.deploymentId === live.deploymentId);
  if (!entry) return;
  try {
    await ledger.recordHealth(
      entry,
      health,
      `${PROVEN_AGAIN}${runId ? ` by run ${runId}` : ''}: ${proof.detail}`,
      signal,
    );
    logger.info(
      `Recorded in the ledger (${ledger.idName} ${entry.id}): health ${health}, where it said ` +
        `${live.health}.`,
    );
  } catch (error) {
    if (signal.aborted) throw error;
    logger.warning(
      `Could not record the health proven in the ledger (${ledger.idName} ${entry.id}): ` +
        `${messageOf(error)}. It still says ${live.health}.`,
    );
  }
}
