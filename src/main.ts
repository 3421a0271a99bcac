import * as core from '@actions/core';
import { AmezmoClient } from './api/client.js';
import { messageOf } from './api/errors.js';
import { readInputs } from './inputs.js';
import type { Logger } from './logger.js';

export const coreLogger: Logger = {
  debug: (message) => core.debug(message),
  info: (message) => core.info(message),
  warning: (message) => core.warning(message),
  notice: (message) => core.notice(message),
};

/** Reads the inputs, does the work, and reports; every failure ends in one error line. */
export async function run(): Promise<void> {
  try {
    const inputs = readInputs();
    const client = new AmezmoClient({
      baseUrl: inputs.baseUrl,
      apiKey: inputs.apiKey,
      logger: coreLogger,
    });
    try {
      const environment = await client.getEnvironment(inputs.instance, inputs.environment);
      core.info(JSON.stringify(environment, null, 2));
    } finally {
      await client.close();
    }
  } catch (error) {
    core.setFailed(messageOf(error));
  }
}
