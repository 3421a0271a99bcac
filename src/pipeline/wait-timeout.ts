// The error of a wait that ran out, apart from the follower that throws it: how a failed run is
// told (failure.ts) asks for it by class in every run, and the follower itself is loaded only
// once a run deploys (src/deploy/flow.ts).
import { ACTION_WORDING, type Wording } from '../api/index.js';
import { AmezmoDeployError } from '../errors.js';

export class WaitTimeoutError extends AmezmoDeployError {
  readonly errorCode = 'wait-timed-out';
  readonly deploymentId: number;
  readonly seconds: number;
  readonly lastStatus: string;
  /** Set when the deadline passed while the status could not be read. */
  readonly outage: { seconds: number; lastError: string } | undefined;
  /** The deployment was not cancelled, as cancel-on-abort asked. */
  readonly wasLeftRunning: boolean;
  constructor(
    deploymentId: number,
    seconds: number,
    lastStatus: string,
    outage?: { seconds: number; lastError: string },
    leftRunning = false,
  ) {
    super('');
    this.name = 'WaitTimeoutError';
    this.deploymentId = deploymentId;
    this.seconds = seconds;
    this.lastStatus = lastStatus;
    this.outage = outage;
    this.wasLeftRunning = leftRunning;
    this.message = this.describe(ACTION_WORDING);
  }

  /** The message, in a front end's words. */
  describe(wording: Wording): string {
    const { deploymentId, seconds, lastStatus, outage } = this;
    return (
      `Deployment ${deploymentId} had not ended after ${seconds} s (last status: ${lastStatus}). ` +
      (this.wasLeftRunning
        ? `It was left running, as ${wording.says('cancel-on-abort', 'false')}: it may still ` +
          "succeed or fail; see the environment's deployments in the Amezmo dashboard. "
        : '') +
      (outage
        ? `Its status could not be read for the last ${outage.seconds} s ` +
          `(last error: ${withoutFinalStop(outage.lastError)}), so it may have ended since: ` +
          `see the environment's deployments in the Amezmo dashboard, and run ${wording.rerun} ` +
          'again once the Amezmo API answers.'
        : `Raise ${wording.setting('wait-timeout')}, or ${wording.instruct('wait', 'false')} to ` +
          'finish once the deployment is created.')
    );
  }

  /** The same timeout, saying that the deployment was not cancelled. */
  leftRunning(): WaitTimeoutError {
    return new WaitTimeoutError(
      this.deploymentId,
      this.seconds,
      this.lastStatus,
      this.outage,
      true,
    );
  }
}

/** A message without its closing full stop, to be set inside a sentence. */
export function withoutFinalStop(message: string): string {
  return message.replace(/\.$/, '');
}
