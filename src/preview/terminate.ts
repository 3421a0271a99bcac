// Terminating a pull request's preview when it closes, is unlabelled or is stopped: every
// instance of its name (duplicates of a race included) terminated and followed until it is gone,
// then its GitHub deployments retired and its comment edited to say so, with what it cost. The
// clean-up (sweep.ts) terminates through the same `terminate`.
import { AmezmoDeployError } from '../errors.js';
import { ApiError, clauseOf, type Instance, type InstanceType, messageOf } from '../api/index.js';
import { retireDeployments } from '../github/index.js';
import { describeEndedCost, endedCost, priceList, type EndedCost } from './cost.js';
import { waitUntilGone } from './instance.js';
import {
  instanceWait,
  NotAPreviewError,
  ownPreview,
  planContext,
  tellLookalikes,
  type PreviewRun,
  type Run,
  writeComment,
} from './job.js';
import { previewName } from './name.js';
import { planPreview } from './plan.js';
import { goneCommentBody } from './report.js';

/**
 * A preview that could not be terminated: it is still running, and billed by the hour, so the
 * line says so with its name and id.
 */
export class TeardownError extends AmezmoDeployError {
  readonly errorCode = 'preview-teardown-failed';
  constructor(instance: Pick<Instance, 'id' | 'name'>, cause: unknown) {
    super(
      `Could not terminate preview instance ${instance.name} (${instance.id}): ${clauseOf(cause)}. ` +
        'It is still running, and billed by the hour: terminate it in the Amezmo dashboard, or ' +
        'run the clean-up (schedule or workflow_dispatch) again.',
      { cause },
    );
    this.name = 'TeardownError';
  }
}

/** Terminates one preview and follows it to 404; then retires its GitHub deployments and comment. */
export async function terminate(
  run: Run,
  instance: Instance,
  number: number,
  reason: string,
  cost: EndedCost | undefined,
): Promise<void> {
  const { deps, settings, context } = run;
  const { client, logger, signal } = deps;
  if (ownPreview(run, instance) !== number)
    throw new NotAPreviewError(instance.name, settings.prefix);
  let gone = false;
  try {
    // Safe to repeat: the client asks again after a 5xx or a lost connection.
    const terminated = await client.terminateInstance(instance.id, { signal });
    logger.info(
      `Terminating preview instance ${instance.id} (${instance.name})` +
        `${terminated ? `: ${terminated.state}` : ''}.`,
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      logger.info(`Preview instance ${instance.id} (${instance.name}) was gone already.`);
      gone = true;
    } else if (signal.aborted) throw error;
    else throw new TeardownError(instance, error);
  }
  if (!gone) gone = await waitUntilGone(instanceWait(run), instance.id);
  if (gone) logger.info(`Preview instance ${instance.id} is gone.`);
  else {
    logger.warning(
      `Preview instance ${instance.id} (${instance.name}) was still being deleted after ` +
        `${settings.launchTimeoutSeconds} s; Amezmo finishes it on its own.`,
    );
  }
  if (!run.github) return;
  let lastCommit: string | undefined;
  if (settings.githubDeployment) {
    ({ lastCommit } = await retireDeployments({
      ...run.github,
      environment: instance.name,
      description: `Preview terminated: ${reason}`,
      logUrl: context.runUrl,
    }));
  }
  await writeComment(run, number, instance.name, () =>
    goneCommentBody(instance.name, instance.id, reason, context.runUrl, cost, {
      commit: lastCommit,
      repositoryUrl: context.repositoryUrl,
    }),
  );
}

/** The instance types and their prices, to tell what ending a preview saves; none when not known. */
export async function listedTypes(run: Run): Promise<readonly InstanceType[]> {
  try {
    return await run.deps.client.listInstanceTypes({ signal: run.deps.signal });
  } catch (error) {
    if (run.deps.signal.aborted) throw error;
    run.deps.logger.info(`Instance types not known (${clauseOf(error)}): costs are not told.`);
    return [];
  }
}

/** Tears down the preview of pull request `number`, for `reason`; never throws. */
export async function tearDown(run: Run, number: number, reason: string): Promise<PreviewRun> {
  const { deps, context, settings } = run;
  const name = previewName(settings.prefix, context.repository, number);
  let result: PreviewRun = { steps: [], pullRequest: number, instanceName: name };
  try {
    const instances = await deps.client.listInstances({}, { signal: deps.signal });
    const plan = planPreview(
      { kind: 'close', number, reason },
      instances,
      planContext(run, new Map()),
    );
    result = { ...result, outcome: plan.outcome };
    tellLookalikes(run, plan.lookalikes);
    const first = plan.steps[0];
    if (!first || first.action !== 'terminate') {
      deps.logger.notice(`Nothing to tear down: ${plan.reason}.`);
      return { ...result, skipReason: `${plan.reason}.` };
    }
    const listed = await listedTypes(run);
    const priced = priceList(listed);
    const now = deps.clock.now();
    result = {
      ...result,
      instanceId: first.instance.id,
      createdAt: first.instance.created_at,
      instanceType: first.instance.instance_type,
      hourlyPrice: listed.find((type) => type.id === first.instance.instance_type)?.hourly_price,
    };
    // Every instance of the preview's name, duplicates from a race included; one that cannot be
    // terminated does not keep the others running.
    const failures: string[] = [];
    const ended: EndedCost[] = [];
    for (const step of plan.steps) {
      if (step.action !== 'terminate') continue;
      const cost = endedCost(step.instance, priced, now);
      try {
        await deps.group(`Terminate ${step.instance.name} (${step.instance.id})`, () =>
          terminate(run, step.instance, number, step.reason, cost),
        );
        ended.push(cost);
        deps.logger.notice(
          `Ended ${step.instance.name} (${step.instance.id}): ${describeEndedCost(cost)}.`,
        );
      } catch (error) {
        if (deps.signal.aborted) throw error;
        failures.push(messageOf(error));
      }
    }
    result = { ...result, ended };
    if (failures.length > 0) throw new Error(failures.join(' '));
    return result;
  } catch (error) {
    return { ...result, failure: error };
  }
}
