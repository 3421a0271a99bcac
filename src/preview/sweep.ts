// The sweep of old previews, run on a schedule or by hand: every preview of this repository whose
// pull request is closed, or that is older than max-age, is terminated (through terminate.ts), the
// others kept; each is a row of the summary, and a preview that cannot be terminated does not
// keep the sweep from the others.
import { messageOf } from '../api/index.js';
import { pullRequestStates } from '../github/index.js';
import { describeEndedCost, endedCost, priceList, totalEndedCost, type EndedCost } from './cost.js';
import {
  planContext,
  tellLookalikes,
  type PreviewRun,
  type ReportedStep,
  type Run,
} from './job.js';
import { planPreview, repositoryPreviews } from './plan.js';
import { listedTypes, terminate } from './terminate.js';

/** Cleans up this repository's previews of closed pull requests or past max-age; never throws. */
export async function cleanUp(run: Run): Promise<PreviewRun> {
  const { deps, settings, context } = run;
  const { client, logger, signal } = deps;
  const steps: ReportedStep[] = [];
  let result: PreviewRun = { steps };
  try {
    const instances = await client.listInstances({}, { signal });
    const previews = repositoryPreviews(instances, settings.prefix, context.repository);
    let states = new Map<number, 'open' | 'closed'>();
    if (run.github) {
      states = await pullRequestStates(run.github, [
        ...new Set(previews.map(({ number }) => number)),
      ]);
    } else if (previews.length > 0) {
      logger.warning(
        "Without 'github-token', closed pull requests are not known; only max-age applies.",
      );
    }
    const plan = planPreview({ kind: 'cleanup' }, instances, planContext(run, states));
    result = { ...result, outcome: plan.outcome };
    tellLookalikes(run, plan.lookalikes);
    const priced = plan.steps.some((step) => step.action === 'terminate')
      ? priceList(await listedTypes(run))
      : new Map<string, number>();
    const ended: EndedCost[] = [];
    logger.info(
      `Clean-up: ${previews.length} preview(s) of ${context.repository} among ${instances.length} instance(s).`,
    );
    const failures: string[] = [];
    for (const step of plan.steps) {
      if (step.action === 'create') continue;
      const reported = {
        action: step.action,
        name: step.instance.name,
        instanceId: step.instance.id,
        number: step.number,
        reason: step.reason,
      };
      if (step.action !== 'terminate') {
        steps.push({ ...reported, result: 'kept' });
        logger.info(`Keeping ${step.instance.name} (${step.instance.id}): ${step.reason}.`);
        continue;
      }
      logger.info(`Terminating ${step.instance.name} (${step.instance.id}): ${step.reason}.`);
      const cost = endedCost(step.instance, priced, deps.clock.now());
      try {
        await deps.group(`Terminate ${step.instance.name}`, () =>
          terminate(run, step.instance, step.number, step.reason, cost),
        );
        steps.push({ ...reported, result: 'terminated', cost: describeEndedCost(cost) });
        ended.push(cost);
        logger.info(
          `Ended ${step.instance.name} (${step.instance.id}): ${describeEndedCost(cost)}.`,
        );
      } catch (error) {
        if (signal.aborted) throw error;
        steps.push({ ...reported, result: `failed: ${messageOf(error)}` });
        failures.push(messageOf(error));
      }
    }
    const done = steps.filter((step) => step.result === 'terminated').length;
    result = { ...result, ended };
    logger.notice(
      `Clean-up terminated ${done} preview(s) and kept ${steps.length - done - failures.length}` +
        (ended.length > 0 ? `; those terminated cost ${totalEndedCost(ended)}.` : '.'),
    );
    // Each failure says which preview is still running and billed, and what to do.
    if (failures.length > 0) throw new Error(failures.join(' '));
    return result;
  } catch (error) {
    return { ...result, failure: error };
  }
}
