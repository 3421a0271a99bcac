// The environment a deployment goes to: its record, read with an error that helps when the name
// is wrong, and its address.
import { type AmezmoClient, ApiError, type Environment } from '../api/index.js';

/**
 * The environment's record. When the service does not know the environment, the error lists the
 * ones the instance has, since a wrong name (`Production`) is the usual cause.
 */
/** How a message names the settings that chose an instance and its environment. */
export interface EnvironmentNames {
  readonly instance: string;
  readonly environment: string;
  /** What to do to name the environment `name` instead. */
  readonly howToName: (name: string) => string;
}

/** The deploy action's own inputs. */
const INPUT_NAMES: EnvironmentNames = {
  instance: "'instance'",
  environment: "'environment'",
  howToName: (name) => `use environment: ${name}`,
};

export async function readEnvironment(
  client: Pick<AmezmoClient, 'getEnvironment' | 'listEnvironments'>,
  instance: string,
  name: string,
  signal: AbortSignal,
  named: EnvironmentNames = INPUT_NAMES,
): Promise<Environment> {
  try {
    return await client.getEnvironment(instance, name, { signal });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    let names: string[];
    try {
      names = (await client.listEnvironments(instance, { signal })).map(
        (environment) => environment.environment_name,
      );
    } catch (listError) {
      if (listError instanceof ApiError && listError.status === 404) {
        throw new Error(
          `${error.message}. Check ${named.instance} (the number Amezmo shows for your instance) and ` +
            'that the API key belongs to its account.',
          { cause: listError },
        );
      }
      throw error;
    }
    const close = names.find((known) => known.toLowerCase() === name.toLowerCase());
    throw new Error(
      `${error.message}. Instance ${instance} has ${names.length === 0 ? 'no environments' : `the environments ${names.map((known) => `'${known}'`).join(', ')}`}` +
        (close
          ? `; names are case-sensitive: ${named.howToName(close)}.`
          : `: set ${named.environment} to one of them.`),
      { cause: error },
    );
  }
}

// A host name of letters, digits, dots and dashes: the service's answer is not trusted to be one.
const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** `https://` and the environment's app domain, when the answer holds a host name; else ''. */
export function environmentUrl(environment: Pick<Environment, 'app_domain'>): string {
  return environment.app_domain && HOST_NAME.test(environment.app_domain)
    ? `https://${environment.app_domain.toLowerCase()}`
    : '';
}

/** The URL of Amezmo's health check of the environment's current deployment, when it has one. */
export function healthCheckUrlOf(environment: Environment): string | undefined {
  const current = environment.current_deployment as
    { healthcheck?: { healthcheck_url?: unknown } | null } | null | undefined;
  const url = current?.healthcheck?.healthcheck_url;
  return typeof url === 'string' && url !== '' ? url : undefined;
}
