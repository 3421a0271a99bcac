// `amezmo-deploy environments plan | apply`: the environments action's job. The file
// (.amezmo/environments.yml) is checked, the live environments read, and the difference shown;
// `apply` changes them to match and reads them back. Nothing is commented anywhere from here.
import { readEnvironmentsFile } from '../environments/file.js';
import type { PatternFinding } from '../environments/lint.js';
import {
  driftError,
  outputsOf,
  reportParts,
  type EnvironmentsRun,
} from '../environments/report.js';
import { syncEnvironments } from '../environments/sync.js';
import { createAmezmoClient } from '../settings/clients.js';
import { readEnvironmentsSettings } from '../settings/environments.js';
import { summaryText } from '../summary.js';
import type { Invocation } from './invocation.js';
import { jsonResult } from './json.js';
import { commandLineSource, type FlagSpec } from './settings.js';
import { failureLine } from './shell.js';
import type { Terminal } from './terminal.js';

export type EnvironmentsStep = 'plan' | 'apply';

export async function environmentsCommand(
  step: EnvironmentsStep,
  specs: readonly FlagSpec[],
  invocation: Invocation,
  terminal: Terminal,
  signal: AbortSignal,
): Promise<unknown> {
  const { given, env, cwd } = invocation;
  const settings = readEnvironmentsSettings(
    commandLineSource({
      specs,
      given,
      env,
      action: 'environments',
      fixed: { mode: step, comment: 'false', 'github-token': '' },
      addSecret: (value) => terminal.addSecret(value),
    }),
    { GITHUB_WORKSPACE: cwd },
  );
  let run: EnvironmentsRun;
  const client = createAmezmoClient(settings.baseUrl, settings.apiKey, {
    logger: terminal.logger,
    env,
  });
  try {
    const file = readEnvironmentsFile(settings.file.text, settings.file.path);
    run = await syncEnvironments(
      {
        mode: settings.mode,
        file,
        // The secrets the file names (NEWRELIC_LICENSE_KEY ...) are read from the environment.
        env,
        mask: (secret) => terminal.addSecret(secret),
        annotate: (finding: PatternFinding) =>
          terminal.logger.warning(
            `${settings.file.path}${finding.line === undefined ? '' : `:${finding.line}`}: ` +
              `environment '${finding.environment}', ${finding.setting}: ${finding.message}`,
          ),
      },
      {
        client,
        logger: terminal.logger,
        group: (title, phase) => terminal.group(title, phase),
        signal,
      },
    );
  } finally {
    client.close();
  }
  const failure =
    run.failure ?? (settings.failOnDrift ? driftError(run, settings.file.path) : undefined);
  const error = failure === undefined ? undefined : failureLine(failure, signal);
  const outputs = outputsOf(run);
  if (invocation.json) {
    terminal.json(jsonResult(outputs, error));
  } else {
    const { parts } = reportParts(run, {
      error: error === undefined ? undefined : 'see the error below',
      runUrl: '',
    });
    for (const line of summaryText(parts, (text) => terminal.guard(text))) terminal.out(line);
  }
  return failure;
}
