// The preview action's inputs, read and checked with the readers the deploy action uses.
import { APP_TYPES, type AppType } from '../api/types.js';
import { prefixProblem } from '../preview/name.js';
import { parseMaxAge } from '../preview/plan.js';
import type { PreviewSettings } from '../preview/lifecycle.js';
import {
  has,
  InputError,
  inputsOf,
  parseApiKey,
  parseBaseUrl,
  parseCompressionLevel,
  parseEnvironment,
  parseExclude,
  parseGitHubToken,
  parsePath,
  parseWaitTimeout,
  workspaceOf,
} from './inputs.js';

export interface PreviewInputs extends PreviewSettings {
  readonly apiKey: string;
  readonly baseUrl: string;
}

/**
 * Reads and checks every input of the preview action; `env` gives the workspace. `path` is checked
 * only for a run that `deploys`: a teardown or a clean-up needs no checkout.
 */
export function readPreviewInputs(
  deploys = true,
  env: NodeJS.ProcessEnv = process.env,
): PreviewInputs {
  const input = inputsOf('preview');
  const workspace = workspaceOf(env);
  const apiKey = parseApiKey(input.text('api-key'));
  const githubToken = parseGitHubToken(input.text('github-token'));
  const prefix = input.text('name-prefix');
  const problem = prefixProblem(prefix);
  if (problem) throw has('name-prefix', prefix, problem);
  const maxAge = parseMaxAge(input.text('max-age'));
  if ('problem' in maxAge) throw has('max-age', input.text('max-age'), maxAge.problem);
  const region = input.required('region', 'set it to an Amezmo region id, e.g. region: lb2-us.');
  if (!/^[a-z0-9-]{1,40}$/.test(region)) {
    throw has(
      'region',
      region,
      'a region id is lower-case letters, digits and dashes, e.g. lb2-us.',
    );
  }
  const instanceType = input.text('instance-type');
  if (!/^[a-z0-9-]{1,40}$/.test(instanceType)) {
    throw has(
      'instance-type',
      instanceType,
      'an instance type is e.g. hobby, developer or business.',
    );
  }
  const phpVersion = input.text('php-version');
  if (phpVersion !== '' && !/^\d+\.\d+$/.test(phpVersion)) {
    throw has('php-version', phpVersion, 'write a PHP version as major.minor, e.g. 8.3.');
  }
  const mysqlVersion = input.text('mysql-version');
  if (mysqlVersion !== '' && mysqlVersion !== '5.7' && mysqlVersion !== '8') {
    throw has('mysql-version', mysqlVersion, 'Amezmo offers 5.7 and 8.');
  }
  const appType = input.text('app-type');
  if (appType !== '' && !(APP_TYPES as readonly string[]).includes(appType as string)) {
    throw has('app-type', appType, `use one of ${APP_TYPES.join(', ')}.`);
  }
  return {
    apiKey,
    baseUrl: parseBaseUrl(input.text('base-url')),
    prefix,
    region,
    instanceType,
    phpVersion: phpVersion || undefined,
    mysql: input.boolean('mysql'),
    mysqlVersion: (mysqlVersion || undefined) as PreviewSettings['mysqlVersion'],
    appType: (appType || undefined) as AppType | undefined,
    environment: parsePreviewEnvironment(input.text('environment')),
    path: deploys ? parsePath(workspace, input.text('path')) : workspace,
    exclude: parseExclude(input.lines('exclude')),
    compressionLevel: parseCompressionLevel(input.text('compression-level')),
    waitTimeoutSeconds: parseWaitTimeout(input.text('wait-timeout')),
    launchTimeoutSeconds: parseWaitTimeout(input.text('launch-timeout'), 'launch-timeout'),
    maxAgeMs: maxAge.ms,
    comment: input.boolean('comment'),
    githubDeployment: input.boolean('github-deployment'),
    githubToken,
  };
}

/**
 * A new instance has two environments, production and staging, and a preview is always a new
 * instance: any other name would launch an instance (billed from its first hour) that the
 * deployment then cannot reach. So it is refused before anything is launched.
 */
function parsePreviewEnvironment(value: string): string {
  const environment = parseEnvironment(value);
  if (environment !== 'production' && environment !== 'staging') {
    throw new InputError(
      `Input 'environment' has '${environment}': a preview instance has the environments ` +
        "'production' and 'staging' only; use one of them.",
    );
  }
  return environment;
}
