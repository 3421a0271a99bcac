// The GitHub deployment that mirrors an Amezmo one, on the repository's Environments page and its
// pull requests: created and `in_progress` once Amezmo has the deployment (so that the ledger's
// record can name it), `success` once the deployment was followed to success and its health
// verified, `failure` when it fails or is unhealthy, `inactive` when the run is cancelled. With
// `wait: false` it stays `in_progress`, since the outcome is not followed. It never fails a run.
// With a payload of the ledger's task, it is the record of the ledger's GitHub store (./github.ts);
// a preview's is one without.
import { messageOf } from '../api/index.js';
import { GitHubDeployment, type GitHubDeploymentOptions } from '../github/index.js';
import type { Recording } from './ledger.js';

export type MirrorSettings = GitHubDeploymentOptions & {
  /** The status description while the upload runs. */
  readonly startedText: string;
  /** The status description once the deployment succeeded; by default its id. */
  readonly succeededText?: string;
};

/** Creates the GitHub deployment and sets it in progress; a mirror that does nothing without one. */
export async function startMirror(settings: MirrorSettings | undefined): Promise<Recording> {
  const github = settings ? await GitHubDeployment.create(settings) : undefined;
  await github?.setStatus('in_progress', settings?.startedText ?? '');
  return {
    id: github?.id,
    succeeded: async (text) => github?.setStatus('success', text),
    settle: async (state, text) => github?.setStatus(state, text),
    failed: async (error, cancelled) =>
      github?.setStatus(cancelled ? 'inactive' : 'failure', messageOf(error)),
  };
}
