// One run of the deploy job: which ref, whether the environment's patterns deploy it, then, once
// they do, the deployment itself through the shared pipeline and the workers (deliver.ts, loaded
// only then: a run that skips reads none of it). Each step answers what it learnt; the run is the
// sum of those answers, which the front end reports.
import type { Environment } from '../api/index.js';
import type { RunContext } from '../github/index.js';
import { environmentUrl, readEnvironment } from '../pipeline/index.js';
import { decide } from './decide.js';
import { warnOfPatterns } from './patterns-warning.js';
import { resolveRef } from './ref.js';
import {
  type DeployDependencies,
  type DeployRun,
  type DeploySettings,
  newDeployRun,
  skippedRun,
} from './run.js';

/** What deploys once the ref does: `const { deliver } = await loadDelivery()`. */
const loadDelivery = () => import('./deliver.js');

/** Decides, deploys through the pipeline, and restarts the workers; never throws. */
export async function runDeploy(
  settings: DeploySettings,
  context: RunContext,
  deps: DeployDependencies,
): Promise<DeployRun> {
  const { logger, group, signal } = deps;
  let run = newDeployRun(settings);
  const skipped = (lead: string, reason: string) => skippedRun(run, logger, lead, reason);
  try {
    const resolution = resolveRef(context);
    if (resolution.ref) {
      run = { ...run, ref: resolution.ref };
      logger.info(
        `Ref: ${resolution.ref.kind} '${resolution.ref.name}' (${context.eventName} event)`,
      );
    }
    if (resolution.skip !== undefined) return skipped('Nothing to deploy', `${resolution.skip}.`);
    const ref = resolution.ref;

    const environment = await group(`Fetch environment '${settings.environment}'`, () =>
      fetchEnvironment(settings, deps),
    );
    run = { ...run, environmentUrl: environmentUrl(environment) };
    if (run.environmentUrl) logger.info(`Environment URL: ${run.environmentUrl}`);

    if (settings.promote) {
      logger.info(
        `The auto-deploy patterns of '${settings.environment}' are not applied: a promotion is ` +
          'a deliberate act.',
      );
    } else {
      const decision = await decide(ref, environment, settings.force, {
        signal,
        howToForce: settings.howToForce,
      });
      run = { ...run, decision };
      warnOfPatterns(decision, settings, logger);
      if (!decision.deploy) return skipped('Skipped', decision.reason);
      logger.info(`Deploying: ${decision.reason}.`);
      if (decision.doubleDeployWarning) logger.warning(decision.doubleDeployWarning);
    }

    // Loaded once the ref deploys: a run that skips never pays for the release.
    const { deliver } = await loadDelivery();
    return await deliver(settings, context, deps, { run, ref, environment });
  } catch (error) {
    return { ...run, failure: error };
  }
}

async function fetchEnvironment(
  settings: DeploySettings,
  { client, logger, signal }: DeployDependencies,
): Promise<Environment> {
  const record = await readEnvironment(client, settings.instance, settings.environment, signal);
  logger.info(`Environment '${record.environment_name}' of instance ${settings.instance}`);
  logger.info(`Branch patterns: ${JSON.stringify(record.auto_deploy_branch_patterns)}`);
  logger.info(`Tag patterns: ${JSON.stringify(record.auto_deploy_tag_patterns)}`);
  logger.info(`Deploy branch: ${record.branch_name ?? '(none)'}`);
  return record;
}
