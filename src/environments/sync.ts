// The environments job: check the file against the service's rules, read the live environments,
// plan, and (in apply mode) send one PATCH per environment that differs, then read each back and
// verify it. The run answers what it found and did, as far as it went.
import { type AmezmoClient, ApiError, type Environment } from '../api/index.js';
import { AmezmoDeployError } from '../errors.js';
import type { Logger } from '../logger.js';
import { FileProblemsError, type EnvironmentsFile, type FileProblem } from './file.js';
import { lintFile, type PatternFinding } from './lint.js';
import {
  desiredStates,
  diffEnvironment,
  environmentsWithKey,
  fileRuleProblems,
  remainingDifferences,
  tierProblems,
  type DesiredState,
  type EnvironmentPlan,
} from './plan.js';
import { describeChange, showValue, type EnvironmentsRun, type Mode } from './report.js';

export interface SyncOptions {
  readonly mode: Mode;
  readonly file: EnvironmentsFile;
  /** The step's environment, where the secrets the file names are read. */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Masks a secret the moment it is read. */
  readonly mask: (secret: string) => void;
  /** Shows a finding about a pattern on its line of the file. */
  readonly annotate: (finding: PatternFinding) => void;
}

export interface SyncDependencies {
  client: AmezmoClient;
  logger: Logger;
  /** Runs one phase, folded in the log under its title. */
  group: <T>(title: string, phase: () => Promise<T>) => Promise<T>;
  /** Aborted when the run is cancelled. */
  signal: AbortSignal;
}

export class VerificationError extends AmezmoDeployError {
  readonly errorCode = 'environments-not-applied';
  constructor(message: string) {
    super(message);
    this.name = 'VerificationError';
  }
}

function problems(file: EnvironmentsFile, found: FileProblem[]): void {
  if (found.length > 0) throw new FileProblemsError(file.path, found);
}

/** Plans, and in apply mode changes, the environments of `options.file`; never throws. */
export async function syncEnvironments(
  options: SyncOptions,
  deps: SyncDependencies,
): Promise<EnvironmentsRun> {
  let run: EnvironmentsRun = {
    mode: options.mode,
    file: options.file.path,
    instance: options.file.instance,
    plans: undefined,
    applied: [],
    verified: false,
  };
  try {
    // The warnings are known first, so that a run that fails after shows them too.
    const { plans, states } = await plan(options, deps, (warnings) => {
      run = { ...run, warnings };
    });
    run = { ...run, plans };
    if (options.mode === 'plan') return run;
    await apply(options, deps, plans, states, (applied) => (run = { ...run, applied }));
    return { ...run, verified: true };
  } catch (error) {
    return { ...run, failure: error };
  }
}

/** Checks the file, reads the live environments, and answers how they differ. */
async function plan(
  options: SyncOptions,
  { client, logger, group, signal }: SyncDependencies,
  onWarnings: (warnings: PatternFinding[]) => void,
): Promise<{ plans: EnvironmentPlan[]; states: ReadonlyMap<string, DesiredState> }> {
  const { file } = options;

  // A pattern PHP cannot compile matches nothing: a plan warns of it, an apply writes none.
  const findings = lintFile(file);
  const refused =
    options.mode === 'apply' ? findings.filter((finding) => finding.kind === 'invalid') : [];
  const warnings = findings.filter((finding) => !refused.includes(finding));
  for (const finding of warnings) options.annotate(finding);
  // Known at once: a run that fails after this still shows them.
  onWarnings(warnings);
  const { states, problems: secretProblems } = desiredStates(file, options.env, options.mask);
  problems(file, [
    ...refused.map((finding) => ({
      line: finding.line,
      message:
        `environment '${finding.environment}', ${finding.setting}: ${finding.message} ` +
        'Nothing was changed: fix the pattern, then apply again.',
    })),
    ...fileRuleProblems(file),
    ...secretProblems,
  ]);

  const live = await group(`Read the environments of instance ${file.instance}`, async () => {
    if (environmentsWithKey(file).length > 0) {
      const instance = await notFoundAt(file, file.instanceLine, `instance ${file.instance}`, () =>
        client.getInstance(file.instance, { signal }),
      );
      logger.info(`Instance ${file.instance} is of type '${instance.instance_type}'.`);
      problems(file, tierProblems(file, instance.instance_type));
    }
    const records = new Map<string, Environment>();
    for (const environment of file.environments) {
      const record = await notFoundAt(
        file,
        environment.line,
        `environment '${environment.name}' of instance ${file.instance}`,
        () => client.getEnvironment(file.instance, environment.name, { signal }),
      );
      records.set(environment.name, record);
    }
    logger.info(
      `Read ${records.size === 1 ? 'environment' : 'environments'} ` +
        `${[...records.keys()].map((name) => `'${name}'`).join(', ')} of instance ${file.instance}.`,
    );
    return records;
  });

  const plans = file.environments.map((environment) =>
    diffEnvironment(
      environment.name,
      states.get(environment.name) as DesiredState,
      live.get(environment.name) as Environment,
    ),
  );
  const changes = plans.flatMap((plan) => plan.changes);
  logger.info(
    changes.length === 0
      ? `The environments of instance ${file.instance} match ${file.path}.`
      : `${changes.length === 1 ? '1 setting differs' : `${changes.length} settings differ`} from ${file.path}:`,
  );
  for (const change of changes) logger.info(`  ${describeChange(change)}`);
  return { plans, states };
}

/**
 * Sends one PATCH per environment that differs, telling `onApplied` which were accepted so far,
 * then reads each back; a difference left is a VerificationError.
 */
async function apply(
  options: SyncOptions,
  { client, logger, group, signal }: SyncDependencies,
  plans: readonly EnvironmentPlan[],
  states: ReadonlyMap<string, DesiredState>,
  onApplied: (applied: string[]) => void,
): Promise<void> {
  const { file } = options;
  const toChange = plans.filter((plan) => Object.keys(plan.update).length > 0);
  if (toChange.length === 0) return;
  const applied: string[] = [];
  await group('Apply', async () => {
    for (const plan of toChange) {
      const spec = file.environments.find((environment) => environment.name === plan.name);
      try {
        await client.updateEnvironment(file.instance, plan.name, plan.update, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'feature_not_supported') {
          throw new FileProblemsError(file.path, [
            {
              line: spec?.lines['newrelic-license-key'] ?? spec?.line,
              message: `Amezmo refused the settings of environment '${plan.name}': ${error.message}`,
            },
          ]);
        }
        throw error;
      }
      applied.push(plan.name);
      onApplied([...applied]);
      const settings = plan.changes
        .filter((change) => !change.note)
        .map((change) => change.setting);
      logger.info(`Changed environment '${plan.name}': ${settings.join(', ')}.`);
      const key = plan.update.newrelic_license_key;
      if (key === null) {
        logger.notice(
          `New Relic is turned off for environment '${plan.name}': it applies from the environment's next deployment.`,
        );
      } else if (key !== undefined) {
        logger.notice(
          `The New Relic key of environment '${plan.name}' was changed: it applies from the environment's next deployment.`,
        );
      }
    }
  });

  await group('Read back and verify', async () => {
    const differences: string[] = [];
    for (const plan of toChange) {
      const record = await client.getEnvironment(file.instance, plan.name, { signal });
      const left = remainingDifferences(plan.name, states.get(plan.name) as DesiredState, record);
      for (const change of left) {
        differences.push(
          `environment '${change.environment}' holds ${change.setting} ${showValue(change.before)}, not ${showValue(change.after)}`,
        );
      }
    }
    if (differences.length > 0) {
      throw new VerificationError(
        `The service accepted the changes but does not hold the file's values when read back: ` +
          `${differences.join('; ')}. Run the apply again; if it persists, check the environment ` +
          'in the Amezmo dashboard.',
      );
    }
    logger.info(
      `Read back ${toChange.map((plan) => plan.name).join(', ')}: the service holds ${file.path}'s values.`,
    );
  });
}

/** Runs `request`; a 404 becomes a problem at `line` of the file, naming `what`. */
async function notFoundAt<T>(
  file: EnvironmentsFile,
  line: number | undefined,
  what: string,
  request: () => Promise<T>,
): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw new FileProblemsError(file.path, [
        {
          line,
          message:
            `names ${what}, which the API key cannot see (${error.message}). Check the ` +
            "instance id (the number the dashboard shows) and the environment's name.",
        },
      ]);
    }
    throw error;
  }
}
