import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { AmezmoClient } from '../api/client.js';
import { ApiError, messageOf } from '../api/errors.js';
import type { Environment } from '../api/types.js';
import type { BuiltArchive } from '../archive/zip.js';
import { formatBytes } from '../format.js';
import { GitHubDeployment } from '../github/deployments.js';
import type { Clock } from '../clock.js';
import type { RunContext } from '../github/context.js';
import { decide } from './decide.js';
import type { Inputs } from '../actions/inputs.js';
import type { Logger } from '../logger.js';
import { resolvePusher, resolveRef, splitRepository } from './ref.js';
import type { Report } from './report.js';
import { followDeployment, isSucceeded, WaitTimeoutError } from './wait.js';
import { restartWorkers } from './workers.js';

export interface DeployDependencies {
  client: AmezmoClient;
  clock: Clock;
  logger: Logger;
  /** Runs one phase, folded in the log under its title. */
  group: <T>(title: string, phase: () => Promise<T>) => Promise<T>;
  /** The commit checked out at `path`, when it is inside a git checkout. */
  gitCommit: (path: string) => Promise<string | undefined>;
  /** Aborted when the run is cancelled. */
  signal: AbortSignal;
}

/** How often upload progress is logged, at most. */
const PROGRESS_EVERY_MS = 5_000;

export class DeploymentFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeploymentFailedError';
  }
}

/** Decides, builds, uploads, waits and restarts, recording each step in `report`. */
export async function deploy(
  inputs: Inputs,
  context: RunContext,
  deps: DeployDependencies,
  report: Report,
): Promise<void> {
  const { client, logger, group, signal } = deps;
  report.environment = inputs.environment;
  report.instance = inputs.instance;
  report.dryRun = inputs.dryRun;
  report.runUrl = context.runUrl;

  const resolution = resolveRef(context);
  report.ref = resolution.ref;
  if (resolution.ref) {
    logger.info(
      `Ref: ${resolution.ref.kind} '${resolution.ref.name}' (${context.eventName} event)`,
    );
  }
  if (resolution.skip !== undefined) {
    skip(report, logger, 'Nothing to deploy', `${resolution.skip}.`);
    return;
  }
  const ref = resolution.ref;

  const environment = await group(`Fetch environment '${inputs.environment}'`, async () => {
    const record = await readEnvironment(deps, inputs.instance, inputs.environment);
    logger.info(`Environment '${record.environment_name}' of instance ${inputs.instance}`);
    logger.info(`Branch patterns: ${JSON.stringify(record.auto_deploy_branch_patterns)}`);
    logger.info(`Tag patterns: ${JSON.stringify(record.auto_deploy_tag_patterns)}`);
    logger.info(`Deploy branch: ${record.branch_name ?? '(none)'}`);
    return record;
  });
  report.environmentUrl = environmentUrl(environment);
  if (report.environmentUrl) logger.info(`Environment URL: ${report.environmentUrl}`);

  const decision = decide(ref, environment, inputs.force);
  for (const { pattern, problem } of decision.invalidPatterns) {
    logger.warning(
      `The auto-deploy pattern '${pattern}' of environment '${inputs.environment}' is not a ` +
        `regular expression JavaScript can use (${problem}); it was skipped. Rewrite it without ` +
        'PCRE-only constructs such as possessive quantifiers or atomic groups.',
    );
  }
  report.decisionReason = decision.reason;
  report.matchedPattern = decision.matchedPattern;
  if (!decision.deploy) {
    skip(report, logger, 'Skipped', decision.reason);
    return;
  }
  logger.info(`Deploying: ${decision.reason}.`);
  if (decision.doubleDeployWarning) logger.warning(decision.doubleDeployWarning);

  report.commit = (await deps.gitCommit(inputs.path)) ?? context.sha;
  if (context.repositoryUrl && /^[0-9a-f]{40,64}$/.test(report.commit)) {
    report.commitUrl = `${context.repositoryUrl}/commit/${report.commit}`;
  }
  const repository = splitRepository(context.repository);
  const pusher = resolvePusher(context, inputs.pusher);

  const workDir = await mkdtemp(join(context.tempDir, 'amezmo-deploy-'));
  let github: GitHubDeployment | undefined;
  // The GitHub deployment follows the Amezmo one: a cancelled run retires it, a failure fails it.
  const markFailed = (error: unknown) =>
    github?.setStatus(signal.aborted ? 'inactive' : 'failure', messageOf(error));
  try {
    const archive = await group('Build the archive', () => buildArchive(inputs, workDir, deps));
    report.archive = archive;
    if (inputs.dryRun) {
      logger.notice(
        `Dry run: ${ref.kind} '${ref.name}' would deploy to '${inputs.environment}' ` +
          `(${archive.files} entries, ${formatBytes(archive.size)}); nothing was uploaded.`,
      );
      return;
    }
    if (inputs.githubDeployment && repository) {
      github = await GitHubDeployment.create({
        token: inputs.githubToken,
        apiUrl: context.apiUrl,
        owner: repository.owner,
        repo: repository.name,
        ref: report.commit,
        environment: inputs.environment,
        environmentUrl: report.environmentUrl,
        logUrl: context.runUrl,
        logger,
      });
      await github?.setStatus('in_progress', `Uploading to Amezmo ${inputs.environment}`);
    }
    const created = await group('Upload', () =>
      client.createDeployment(
        inputs.instance,
        {
          environment: inputs.environment,
          archivePath: archive.path,
          ...(repository ? { repo_owner: repository.owner, repo_name: repository.name } : {}),
          ...(ref.kind === 'tag' ? { tag: ref.name } : { branch: ref.name }),
          commit: report.commit,
          pusher,
        },
        { signal, onProgress: progressLogger(deps) },
      ),
    );
    report.deploymentId = created.id;
    report.deploymentStatus = created.status;
    logger.info(`Created deployment ${created.id} (${created.status}).`);
  } catch (error) {
    await markFailed(error);
    throw error;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }

  const deploymentId = report.deploymentId;
  if (!inputs.wait) {
    if (inputs.workers.length > 0) {
      logger.warning(
        "Restarting workers right after creating the deployment, because 'wait' is false: " +
          'the deployment may not be finished yet.',
      );
      await group('Restart workers', () => restart(inputs, deps, report));
    }
    return;
  }

  try {
    const final = await group(`Wait for deployment ${deploymentId}`, async () => {
      try {
        return await followDeployment({
          client,
          instanceId: inputs.instance,
          environment: inputs.environment,
          deploymentId,
          timeoutMs: inputs.waitTimeoutSeconds * 1000,
          clock: deps.clock,
          logger,
          signal,
          onStatus: (status) => (report.deploymentStatus = status),
        });
      } catch (error) {
        if (inputs.cancelOnAbort && (error instanceof WaitTimeoutError || signal.aborted)) {
          await cancel(deps, inputs.instance, deploymentId, report);
        }
        throw error;
      }
    });
    if (!isSucceeded(final)) {
      throw new DeploymentFailedError(
        `Deployment ${deploymentId} ended with status '${final}'. ` +
          "Its log is in the Amezmo dashboard, under the environment's deployments.",
      );
    }
  } catch (error) {
    await markFailed(error);
    throw error;
  }
  await github?.setStatus('success', `Amezmo deployment ${deploymentId} succeeded`);
  if (inputs.workers.length > 0) {
    await group('Restart workers', () => restart(inputs, deps, report));
  }
}

/**
 * The environment's record. When the service does not know the environment, the error lists the
 * ones the instance has, since a wrong name (`Production`) is the usual cause.
 */
async function readEnvironment(
  { client, signal }: DeployDependencies,
  instance: string,
  name: string,
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
          `${error.message}. Instance ${instance} was not found either: check 'instance' ` +
            '(the number Amezmo shows for your instance) and that the API key belongs to its account.',
          { cause: listError },
        );
      }
      throw error;
    }
    const close = names.find((known) => known.toLowerCase() === name.toLowerCase());
    throw new Error(
      `${error.message}. Instance ${instance} has ${names.length === 0 ? 'no environments' : `the environments ${names.map((known) => `'${known}'`).join(', ')}`}` +
        (close
          ? `; names are case-sensitive: use environment: ${close}.`
          : ": set 'environment' to one of them."),
      { cause: error },
    );
  }
}

/** Records a skip and says why in a notice; `lead` opens the notice only, not the output. */
function skip(report: Report, logger: Logger, lead: string, reason: string): void {
  report.skipped = true;
  report.skipReason = reason;
  logger.notice(`${lead}: ${reason}`);
}

// A host name of letters, digits, dots and dashes: the service's answer is not trusted to be one.
const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

function environmentUrl(environment: Environment): string {
  return environment.app_domain && HOST_NAME.test(environment.app_domain)
    ? `https://${environment.app_domain.toLowerCase()}`
    : '';
}

async function buildArchive(
  inputs: Inputs,
  workDir: string,
  { logger, signal }: DeployDependencies,
): Promise<BuiltArchive> {
  // Loaded here, so that a run that skips never pays for the archive code.
  const { listFiles, writeArchive } = await import('../archive/zip.js');
  const list = listFiles(inputs.path, inputs.exclude);
  if (list.leftOutEnv) {
    logger.notice(
      "The root .env was left out of the archive: Amezmo replaces it with the environment's .env from the dashboard.",
    );
  }
  if (list.leftOutSpecial.length > 0) {
    logger.warning(
      `Left out what a zip cannot hold (sockets, pipes, devices): ${list.leftOutSpecial.join(', ')}.`,
    );
  }
  if (list.entries.some((entry) => entry.name === '.amezmo/after.pull')) {
    logger.notice(
      'The archive has a .amezmo/after.pull hook, which Amezmo does not run for deployments made ' +
        'through the API: move its steps to .amezmo/after.extract.',
    );
  }
  if (!list.entries.some((entry) => entry.kind !== 'directory')) {
    throw new Error(
      `Nothing to deploy: every file below '${inputs.path}' was left out by 'exclude'.`,
    );
  }
  const archive = await writeArchive(list, join(workDir, 'app.zip'), {
    level: inputs.compressionLevel,
    signal,
  });
  logger.info(
    `Archive: ${archive.files} entries, ${formatBytes(archive.size)} ` +
      `(${formatBytes(list.totalBytes)} before compression), sha256 ${archive.sha256}`,
  );
  return archive;
}

function progressLogger({ clock, logger }: DeployDependencies) {
  const started = clock.now();
  let lastLog = started;
  return (sent: number, total: number): void => {
    const now = clock.now();
    if (sent < total && now - lastLog < PROGRESS_EVERY_MS) return;
    lastLog = now;
    const seconds = Math.max((now - started) / 1000, 0.001);
    const rate = sent / 1024 / 1024 / seconds;
    logger.info(
      `Uploaded ${Math.floor((sent / total) * 100)}% (${formatBytes(sent)} of ${formatBytes(total)}, ${rate.toFixed(1)} MiB/s)`,
    );
  };
}

async function cancel(
  { client, logger }: DeployDependencies,
  instanceId: string,
  deploymentId: number,
  report: Report,
): Promise<void> {
  try {
    // The run's own signal may be aborted already; the cancel gets a few seconds of its own.
    const cancelled = await client.cancelDeployment(instanceId, deploymentId, {
      signal: AbortSignal.timeout(5_000),
    });
    report.deploymentStatus = cancelled.status;
    logger.warning(`Cancelled deployment ${deploymentId} (${cancelled.status}).`);
  } catch (error) {
    logger.warning(`Could not cancel deployment ${deploymentId}: ${messageOf(error)}`);
  }
}

async function restart(inputs: Inputs, deps: DeployDependencies, report: Report): Promise<void> {
  const result = await restartWorkers(
    deps.client,
    inputs.instance,
    inputs.workers,
    deps.logger,
    deps.signal,
  );
  report.restartedWorkers = [...result.restarted];
  report.failedWorkers = result.failed.map((failure) => failure.id);
  if (result.failed.length > 0) {
    const details = result.failed.map(({ id, message }) => `${id} (${message})`).join('; ');
    throw new Error(`Could not restart worker${result.failed.length > 1 ? 's' : ''} ${details}.`);
  }
}
