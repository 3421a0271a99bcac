// The API settings every command reads (the key and the base URL), and the client built from
// them, as every front end builds it.
import type { AmezmoClient } from '../api/index.js';
import {
  type ACTIONS,
  createAmezmoClient,
  parseApiKey,
  parseBaseUrl,
  parseEnvironment,
  parseInstance,
  requiredText,
  type SettingSource,
} from '../settings/index.js';
import type { Invocation } from './invocation.js';
import { commandLineSource, type FlagSpec } from './settings.js';
import type { Terminal } from './terminal.js';

/** The settings of a command, read from its flags and the variables, with `action`'s defaults. */
export function sourceOf(
  invocation: Invocation,
  terminal: Terminal,
  specs: readonly FlagSpec[],
  action: keyof typeof ACTIONS,
  fixed?: Readonly<Record<string, string>>,
): SettingSource<string> {
  return commandLineSource({
    specs,
    given: invocation.given,
    env: invocation.env,
    action,
    fixed,
    addSecret: (value) => terminal.addSecret(value),
  });
}

/** A client of the API the settings name, with the key they give. */
export function connect(
  source: SettingSource<string>,
  invocation: Invocation,
  terminal: Terminal,
): AmezmoClient {
  const apiKey = parseApiKey(source.secret('api-key'), source.label('api-key'));
  const baseUrl = parseBaseUrl(source.text('base-url'), source.label('base-url'));
  return createAmezmoClient(baseUrl, apiKey, { logger: terminal.logger, env: invocation.env });
}

/** The instance and environment the settings name, checked. */
export function targetOf(source: SettingSource<string>): { instance: string; environment: string } {
  return {
    instance: parseInstance(
      requiredText(source, 'instance', 'set it to the id of your Amezmo instance, e.g. 1234.'),
      source.label('instance'),
    ),
    environment: parseEnvironment(
      requiredText(source, 'environment', "set it to the environment's name, e.g. production."),
      source.label('environment'),
    ),
  };
}
