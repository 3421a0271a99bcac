// `amezmo-deploy environments plan | apply`: the environments action's job. The file
// (.amezmo/environments.yml) is checked, the live environments read, and the difference shown;
// `apply` changes them to match and reads them back. Nothing is commented anywhere from here.
import {
  driftError,
  outputsOf,
  type PatternFinding,
  readEnvironmentsFile,
  reportParts,
  syncEnvironments,
} from '../environments/index.js';
import { createAmezmoClient, readEnvironmentsSettings } from '../settings/index.js';
import type { Invocation } from './invocation.js';
import { runJob } from './job.js';
import { commandLineSource, type FlagSpec } from './settings.js';
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
  return runJob(
    { invocation, terminal, signal },
    {
      work: async ({ use, clients }) =>
        syncEnvironments(
          {
            mode: settings.mode,
            file: readEnvironmentsFile(settings.file.text, settings.file.path),
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
            client: use(createAmezmoClient(settings.baseUrl, settings.apiKey, clients)),
            logger: terminal.logger,
            group: (title, phase) => terminal.group(title, phase),
            signal,
          },
        ),
      told: (run) => ({
        outputs: outputsOf(run),
        parts: (shown) => reportParts(run, { error: shown, runUrl: '' }).parts,
      }),
      failureOf: (run) =>
        run.failure ?? (settings.failOnDrift ? driftError(run, settings.file.path) : undefined),
    },
  );
}
