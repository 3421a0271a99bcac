// Launching a preview's instance: the region and instance type checked against what Amezmo
// offers, the account's instance limit (asked early, and named with the previews that hold it
// when the create is refused), the create itself, and what it means when the instance is gone
// while it launches. Waiting until it is ready is instance.ts's.
import { AmezmoDeployError } from '../errors.js';
import {
  ApiError,
  type CreateInstanceParams,
  type Instance,
  INSTANCE_DELETING,
  type InstanceType,
  type InstanceTypeId,
  isInstanceState,
} from '../api/index.js';
import { environmentUrl } from '../pipeline/index.js';
import { isClosed, ownPreview, type Ending, type LaunchSettings, type Run } from './job.js';
import { carriesPrefix } from './name.js';
import { ageMs, formatAge } from './plan.js';

/** The account has no room for another instance: the line names the previews that hold it. */
export class InstanceLimitError extends AmezmoDeployError {
  readonly errorCode = 'instance-limit-reached';
  constructor(message: string) {
    super(message);
    this.name = 'InstanceLimitError';
  }
}

/** Checks region and instance type against the service's lists; answers the types offered. */
export async function checkChoices(run: Run, launch: LaunchSettings): Promise<InstanceType[]> {
  const { client, signal, logger } = run.deps;
  const { region, instanceType } = launch;
  const [regions, types] = await Promise.all([
    client.listRegions({ signal }),
    client.listInstanceTypes({ signal }),
  ]);
  if (!regions.some((known) => known.id === region)) {
    const list = regions.map(
      (known) => `${known.id} (${known.name ?? known.iso_country_code ?? ''})`,
    );
    throw new Error(
      `Input 'region' has '${region}', which Amezmo does not offer. Regions: ${list.join(', ')}.`,
    );
  }
  const type = types.find((known) => known.id === instanceType);
  if (!type) {
    const list = types.map((known) => `${known.id} ($${known.hourly_price} an hour)`);
    throw new Error(
      `Input 'instance-type' has '${instanceType}', which Amezmo does not offer. Types: ${list.join(', ')}.`,
    );
  }
  logger.info(`Region ${region}; instance type ${type.id} at $${type.hourly_price} an hour.`);
  return types;
}

/**
 * What a failure of a preview that was launching comes to. When the instance was terminated
 * meanwhile: the pull request closed while it launched (said as a notice, and the run is
 * skipped), else a line saying the instance is gone. Any other failure is the run's as it is.
 */
export async function goneWhileLaunching(
  run: Run,
  number: number,
  instance: Pick<Instance, 'id' | 'name'>,
  error: unknown,
): Promise<Ending> {
  if (!(error instanceof ApiError && error.status === 404) || run.deps.signal.aborted) {
    return { failure: error };
  }
  try {
    await run.deps.client.getInstance(instance.id, { signal: run.deps.signal, maxAttempts: 1 });
    return { failure: error };
  } catch (lookup) {
    if (!(lookup instanceof ApiError && lookup.status === 404)) return { failure: error };
  }
  if (run.github === undefined || (await isClosed(run, number))) {
    const message =
      `Pull request #${number} was closed while its preview launched: ${instance.name} was ` +
      'terminated by the close, and nothing was deployed.';
    run.deps.logger.notice(message);
    return {
      outcome: 'skipped',
      skipReason: message,
      gone: `pull request #${number} was closed while it launched`,
    };
  }
  return {
    failure: new Error(
      `Preview instance ${instance.name} (${instance.id}) is gone: it was terminated while this ` +
        'run launched it (in the Amezmo dashboard, or by a clean-up). Run the workflow again to ' +
        'launch a new one.',
      { cause: error },
    ),
  };
}

export async function launchInstance(
  run: Run,
  launch: LaunchSettings,
  name: string,
  number: number,
  instances: readonly Instance[],
): Promise<Instance> {
  const { client, signal, logger } = run.deps;
  ownPreview(run, { name });
  const limit = await instanceLimit(run);
  const held = instances.filter((instance) => !isInstanceState(instance.state, INSTANCE_DELETING));
  if (limit !== undefined && held.length >= limit) {
    throw limitError(run, number, limit, instances);
  }
  const params: CreateInstanceParams = {
    runtime: 'php',
    instance_type: launch.instanceType as InstanceTypeId,
    region: launch.region,
    name,
    ...(launch.phpVersion ? { php: { version: launch.phpVersion } } : {}),
    mysql: {
      enabled: launch.mysql,
      ...(launch.mysqlVersion ? { version: launch.mysqlVersion } : {}),
    },
    ...(launch.appType ? { app_type: launch.appType } : {}),
  };
  let created: Instance;
  try {
    created = await client.createInstance(params, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'instance_limit_reached') {
      throw limitError(run, number, limit, instances, error);
    }
    throw error;
  }
  logger.info(`Created preview instance ${created.id} (${created.name}, ${created.state}).`);
  return created;
}

/** The account's instance limit, or undefined where the service does not tell it. */
async function instanceLimit({ deps }: Run): Promise<number | undefined> {
  try {
    const limit = (await deps.client.getMe({ signal: deps.signal })).instance_limit;
    return typeof limit === 'number' ? limit : undefined;
  } catch (error) {
    // The create answers 422 instance_limit_reached anyway; /me is only the early warning.
    if (error instanceof ApiError && (error.status === 404 || error.status === 405))
      return undefined;
    throw error;
  }
}

function limitError(
  run: Run,
  number: number,
  limit: number | undefined,
  instances: readonly Instance[],
  cause?: ApiError,
): InstanceLimitError {
  const now = run.deps.clock.now();
  const previews = instances
    .filter(
      (instance) =>
        carriesPrefix(instance.name, run.settings.prefix) &&
        !isInstanceState(instance.state, INSTANCE_DELETING),
    )
    .map((instance) => {
      const age = ageMs(instance, now);
      return `${instance.name} (${instance.id}${age === undefined ? '' : `, ${formatAge(age)} old`})`;
    });
  return new InstanceLimitError(
    `The Amezmo account has reached its instance limit${limit === undefined ? '' : ` of ${limit}`}, ` +
      `so no preview can be created for pull request #${number}` +
      (cause?.serverMessage ? ` (${cause.serverMessage})` : '') +
      `. Previews holding instances: ${previews.length > 0 ? previews.join(', ') : 'none; other instances fill the limit'}. ` +
      'Close their pull requests, run the clean-up (schedule or workflow_dispatch) with a shorter ' +
      "'max-age', or ask Amezmo support to raise the limit.",
  );
}

export function previewUrl(instance: Instance, environment: string): string {
  const record = instance.environments.find((entry) => entry.environment_name === environment);
  return record ? environmentUrl(record) : '';
}
