// The service's status words, beside its records. service-notes.md: deployments are seen as
// `pending`, `cancelling`, `cancelled` and `succeeded`, and a failed state exists whose word is
// never printed; instances as `Launching` and `Deleting`; workers as `Restarting`, `Starting`,
// `Stopping`. Words are compared without regard to case: the service's spelling is not an
// interface to rely on.

/** The deployment words seen in the service's answers. */
export type KnownDeploymentStatus = 'pending' | 'cancelling' | 'cancelled' | 'succeeded';

/**
 * Deployment statuses that mean it has not ended: the documented ones, and words that clearly
 * say work is under way. Any other word is final; only `succeeded` is success.
 */
const DEPLOYMENT_IN_PROGRESS = new Set([
  'pending',
  'cancelling',
  'queued',
  'waiting',
  'running',
  'started',
  'starting',
  'deploying',
  'building',
  'extracting',
  'installing',
  'processing',
  'in_progress',
  'in-progress',
]);

const normal = (status: string) => status.trim().toLowerCase();

/** Whether a deployment status means it has not ended yet. */
export function isInProgress(status: string): boolean {
  return DEPLOYMENT_IN_PROGRESS.has(normal(status));
}

/** Whether a final deployment status means success. */
export function isSucceeded(status: string): boolean {
  return normal(status) === 'succeeded';
}

/** The instance state of a launch under way; once it has left it, the instance is up. */
export const INSTANCE_LAUNCHING = 'Launching';
/** The instance state of a termination under way; once done, the instance answers 404. */
export const INSTANCE_DELETING = 'Deleting';

export function isInstanceState(state: string, word: string): boolean {
  return normal(state) === normal(word);
}
