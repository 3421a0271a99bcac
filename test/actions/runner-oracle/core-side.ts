// The side of the runner-oracle test that speaks through @actions/core, each call where
// src/actions/runner.ts has its own.
import * as core from '@actions/core';
import { play } from './play.ts';

await play({
  getInput: (name) => core.getInput(name),
  info: (message) => core.info(message),
  debug: (message) => core.debug(message),
  setSecret: (value) => core.setSecret(value),
  notice: (message, properties) => core.notice(message, properties),
  warning: (message, properties) => core.warning(message, properties),
  error: (message, properties) => core.error(message, properties),
  setFailed: (message, properties) => {
    if (properties === undefined) return core.setFailed(message);
    // core.setFailed takes no place: it sets the exit code and writes core.error's line, which does.
    process.exitCode = core.ExitCode.Failure;
    core.error(message, properties);
  },
  group: (title, phase) => core.group(title, phase),
  setOutput: (name, value) => core.setOutput(name, value),
  // Ours writes nothing where the runner keeps no summary; core.summary would throw.
  appendSummary: async (html) => {
    if (process.env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(html, true).write();
  },
});
