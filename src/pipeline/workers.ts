import { type AmezmoClient, messageOf } from '../api/index.js';
import type { Logger } from '../logger.js';

export interface WorkerRestarts {
  readonly restarted: readonly string[];
  readonly failed: readonly { readonly id: string; readonly message: string }[];
}

/** Restarts every listed worker at once; one failing does not stop the others. */
export async function restartWorkers(
  client: Pick<AmezmoClient, 'restartWorker'>,
  instanceId: string,
  workerIds: readonly string[],
  logger: Logger,
  signal?: AbortSignal,
): Promise<WorkerRestarts> {
  const results = await Promise.allSettled(
    workerIds.map((id) => client.restartWorker(instanceId, id, { signal })),
  );
  const restarted: string[] = [];
  const failed: { id: string; message: string }[] = [];
  results.forEach((result, index) => {
    const id = workerIds[index] as string;
    if (result.status === 'fulfilled') {
      restarted.push(id);
      logger.info(`Worker ${id} (${result.value.name}): ${result.value.status}`);
    } else {
      failed.push({ id, message: messageOf(result.reason) });
      logger.info(`Worker ${id}: failed: ${messageOf(result.reason)}`);
    }
  });
  return { restarted, failed };
}
