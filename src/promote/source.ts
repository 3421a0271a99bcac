// The release a promotion deploys: the one live on the source environment, as its ledger
// recorded it, judged (./judge.ts) before anything is uploaded. Its bytes are read back and
// checked against the ledger's digest by the rollback's own code, as the release is deployed.
import type { AmezmoClient } from '../api/index.js';
import type { Clock } from '../clock.js';
import { AmezmoDeployError } from '../errors.js';
import { shortSha } from '../format.js';
import { type Candidate, type Ledger, liveEntry } from '../ledger/index.js';
import type { Logger } from '../logger.js';
import { readEnvironment } from '../pipeline/index.js';
import { judgeSource, type PromoteFrom } from './judge.js';

/** The source's live release may not be promoted; the message says why and what to do. */
export class PromotionRefusedError extends AmezmoDeployError {
  readonly errorCode = 'promotion-refused';
  constructor(message: string) {
    super(message);
    this.name = 'PromotionRefusedError';
  }
}

export interface SourceDependencies {
  readonly client: Pick<AmezmoClient, 'getEnvironment' | 'listEnvironments'>;
  readonly clock: Pick<Clock, 'now'>;
  readonly logger: Logger;
  readonly signal: AbortSignal;
}

/**
 * The release live on `from`, recorded healthy, soaked, its bytes kept and trusted; throws
 * PromotionRefusedError naming why when it is not.
 */
export async function findSource(
  from: PromoteFrom,
  ledger: Ledger,
  { client, clock, logger, signal }: SourceDependencies,
): Promise<Candidate> {
  const environment = await readEnvironment(
    client,
    from.instance,
    from.environment,
    signal,
    from.named,
  );
  let entries;
  try {
    entries = await ledger.read(from, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    throw new Error(
      `Could not read the ledger of '${from.environment}' to promote from it: ` +
        `${ledger.problem(error)}.`,
      { cause: error },
    );
  }
  const entry = liveEntry(entries, environment.current_deployment_id);
  const outcome = entry && (await ledger.outcomeOf(entry, signal));
  const live: Candidate | undefined = entry && outcome && { ...entry, health: outcome.health };
  const healthySince = outcome?.healthySince ?? '';
  const artifact = live?.artifact;
  const archive = artifact
    ? await ledger.archiveState({ ...live, artifact }, signal)
    : ('not kept' as const);
  const distrust =
    live && artifact && archive === 'kept'
      ? await ledger.trust({ ...live, artifact }, signal)
      : undefined;
  const verdict = judgeSource({
    from,
    current: environment.current_deployment_id,
    live,
    healthySince,
    archive,
    distrust,
    now: clock.now(),
  });
  if (!verdict.promote) throw new PromotionRefusedError(verdict.refusal);
  const found = live as Candidate;
  logger.info(
    `Promoting from '${from.environment}' (instance ${from.instance}): commit ` +
      `${shortSha(found.commit)}, Amezmo deployment ${found.deploymentId}, sha256 ` +
      `${found.sha256}, recorded healthy since ${healthySince || 'an unknown time'}.`,
  );
  return found;
}
