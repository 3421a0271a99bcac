import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UncertainOutcomeError, type AmezmoClient } from '../api/client.js';
import { ApiError, messageOf } from '../api/errors.js';
import type { DeploymentStatus, Environment } from '../api/types.js';
import type { BuiltArchive } from '../archive/zip.js';
import { formatBytes } from '../format.js';
import { GitHubDeployment, type GitHubDeploymentOptions } from '../github/deployments.js';
import type { Clock } from '../clock.js';
import type { RunContext } from '../github/context.js';
import { decide } from './decide.js';
import type { Logger } from '../logger.js';
import { resolvePusher, resolveRef, splitRepository } from './ref.js';
import type { Report } from './report.js';
import { isSucceeded } from '../api/statuses.js';
import { followDeployment, WaitTimeoutError } from './wait.js';
import { restartWorkers } from './workers.js';

/** What one deployment is asked to do, checked (the deploy action reads it from its inputs). */
export interface DeployOptions {
  readonly apiKey: string;
  readonly instance: string;
  readonly environment: string;
  /** Without a trailing slash, ending in the version prefix. */
  readonly baseUrl: string;
  /** The workspace folder, resolved through links. */
  readonly workspace: string;
  /** The folder to deploy, resolved through links, inside `workspace`. */
  readonly path: string;
  readonly exclude: readonly string[];
  /** The ignore file's name at the root of `path`; read when it exists. */
  readonly ignoreFile: string;
  /** An archive built elsewhere, deployed as it is: then none is built. */
  readonly archive?: GivenArchive;
  /** Keep the archive built in the runner's temporary folder, and report where. */
  readonly keepArchive: boolean;
  /** Log every entry of the archive built (the runner's debug logging is on). */
  readonly logEntries: boolean;
  readonly workers: readonly string[];
  readonly force: boolean;
  readonly dryRun: boolean;
  readonly wait: boolean;
  readonly waitTimeoutSeconds: number;
  readonly cancelOnAbort: boolean;
  readonly pusher: string | undefined;
  readonly compressionLevel: number;
  readonly githubDeployment: boolean;
  /** Set when `githubDeployment` is. */
  readonly githubToken: string;
  /** SOURCE_DATE_EPOCH, in seconds: the time every entry of the archive gets. */
  readonly sourceDateEpoch?: number;
}

/** A zip or tar given with the `archive` input, checked: inside the workspace or RUNNER_TEMP. */
export interface GivenArchive {
  /** Resolved through links. */
  readonly path: string;
  readonly size: number;
  readonly format: 'zip' | 'tar';
  /** Inputs that were set but mean nothing when an archive is given. */
  readonly ignored: readonly string[];
}

export interface DeployDependencies {
  client: AmezmoClient;
  clock: Clock;
  logger: Logger;
  /** Runs one phase, folded in the log under its title. */
  group: <T>(title: string, phase: () => Promise<T>) => Promise<T>;
  /** The commit checked out at `path` and its time in seconds, when it is a git checkout. */
  gitHead: (path: string) => Promise<{ sha: string; time: number } | undefined>;
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
  options: DeployOptions,
  context: RunContext,
  deps: DeployDependencies,
  report: Report,
): Promise<void> {
  const { client, logger, group, signal } = deps;
  report.environment = options.environment;
  report.instance = options.instance;
  report.dryRun = options.dryRun;
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

  const environment = await group(`Fetch environment '${options.environment}'`, async () => {
    const record = await readEnvironment(deps, options.instance, options.environment);
    logger.info(`Environment '${record.environment_name}' of instance ${options.instance}`);
    logger.info(`Branch patterns: ${JSON.stringify(record.auto_deploy_branch_patterns)}`);
    logger.info(`Tag patterns: ${JSON.stringify(record.auto_deploy_tag_patterns)}`);
    logger.info(`Deploy branch: ${record.branch_name ?? '(none)'}`);
    return record;
  });
  report.environmentUrl = environmentUrl(environment);
  if (report.environmentUrl) logger.info(`Environment URL: ${report.environmentUrl}`);

  const decision = await decide(ref, environment, options.force, { signal });
  for (const { pattern, problem, kind } of decision.invalidPatterns) {
    const lead = `The auto-deploy pattern '${pattern}' of environment '${options.environment}'`;
    logger.warning(
      kind === 'invalid'
        ? `${lead} is not a valid PCRE regular expression (${problem}), so Amezmo cannot use it ` +
            'either; it was skipped. Fix it in the Amezmo dashboard.'
        : kind === 'unsupported'
          ? `${lead} uses ${problem}, which this action cannot match exactly as PHP does; it was ` +
            'skipped. Rewrite it without that construct in the Amezmo dashboard, or set force: true.'
          : `${lead} was given up (${problem}) and counted as no match, as PHP counts a pattern ` +
            'that reaches its backtrack limit. Rewrite it without nested repetition such as (a+)+.',
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

  const head = await deps.gitHead(options.path);
  report.commit = head?.sha ?? context.sha;
  if (context.repositoryUrl && /^[0-9a-f]{40,64}$/.test(report.commit)) {
    report.commitUrl = `${context.repositoryUrl}/commit/${report.commit}`;
  }
  const repository = splitRepository(context.repository);

  const workDir = await mkdtemp(join(context.tempDir, 'amezmo-deploy-'));
  const given = options.archive;
  let archive: Report['archive'] & { path: string };
  try {
    archive = given
      ? await group('Read the archive given', () => readGivenArchive(given, deps))
      : await group('Build the archive', () =>
          buildArchive(
            options,
            workDir,
            context.tempDir,
            deps,
            report,
            archiveTime(options, head?.time, deps.logger),
          ),
        );
  } catch (error) {
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
  report.archive = archive;
  if (options.dryRun) {
    await rm(workDir, { recursive: true, force: true });
    logger.notice(
      `Dry run: ${ref.kind} '${ref.name}' would deploy to '${options.environment}' ` +
        `(${archive.files === undefined ? '' : `${archive.files} entries, `}` +
        `${formatBytes(archive.size)}); nothing was uploaded.`,
    );
    return;
  }

  const github =
    options.githubDeployment && repository
      ? {
          token: options.githubToken,
          apiUrl: context.apiUrl,
          owner: repository.owner,
          repo: repository.name,
          ref: report.commit,
          environment: options.environment,
          environmentUrl: report.environmentUrl,
          logUrl: context.runUrl,
          logger,
        }
      : undefined;
  const { succeeded } = await mirrorOnGitHub(github, deps, async () => {
    let created: DeploymentStatus;
    try {
      created = await group('Upload', () =>
        client.createDeployment(
          options.instance,
          {
            environment: options.environment,
            archivePath: archive.path,
            ...(repository ? { repo_owner: repository.owner, repo_name: repository.name } : {}),
            ...(ref.kind === 'tag' ? { tag: ref.name } : { branch: ref.name }),
            commit: report.commit,
            pusher: resolvePusher(context, options.pusher),
          },
          { signal, onProgress: progressLogger(deps) },
        ),
      );
    } catch (error) {
      if (error instanceof UncertainOutcomeError)
        throw await withLikelyDeployment(error, deps, report);
      throw error;
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
    report.deploymentId = created.id;
    report.deploymentStatus = created.status;
    logger.info(`Created deployment ${created.id} (${created.status}).`);
    if (!options.wait) return { deploymentId: created.id, succeeded: false };
    await group(`Wait for deployment ${created.id}`, () =>
      follow(options, deps, created.id, report),
    );
    return { deploymentId: created.id, succeeded: true };
  });

  if (options.workers.length === 0) return;
  if (!succeeded) {
    logger.warning(
      "Restarting workers right after creating the deployment, because 'wait' is false: " +
        'the deployment may not be finished yet.',
    );
  }
  await group('Restart workers', () => restart(options, deps, report));
}

/**
 * The GitHub deployment's whole life, mirroring the Amezmo one that `work` makes: created and
 * `in_progress` before it, `success` once `work` answers that it followed the deployment to
 * success, `failure` when it fails, `inactive` when the run is cancelled. With `wait: false` it
 * stays `in_progress`, since the outcome is not followed.
 */
async function mirrorOnGitHub(
  options: GitHubDeploymentOptions | undefined,
  { signal }: DeployDependencies,
  work: () => Promise<{ deploymentId: number; succeeded: boolean }>,
): Promise<{ deploymentId: number; succeeded: boolean }> {
  const github = options ? await GitHubDeployment.create(options) : undefined;
  await github?.setStatus('in_progress', `Uploading to Amezmo ${options?.environment}`);
  let outcome: { deploymentId: number; succeeded: boolean };
  try {
    outcome = await work();
  } catch (error) {
    await github?.setStatus(signal.aborted ? 'inactive' : 'failure', messageOf(error));
    throw error;
  }
  if (outcome.succeeded) {
    await github?.setStatus('success', `Amezmo deployment ${outcome.deploymentId} succeeded`);
  }
  return outcome;
}

/**
 * After an upload whose answer was lost, the deployment may exist. The API has no list of
 * deployments, but the environment shows its current one: when that is of this commit and ref,
 * and no older than this run, it is named, so that nobody deploys again blindly.
 */
async function withLikelyDeployment(
  error: UncertainOutcomeError,
  { client }: DeployDependencies,
  report: Report,
): Promise<Error> {
  try {
    // The run's signal may be aborted already: the look-up gets a few seconds of its own.
    const environment = await client.getEnvironment(error.instanceId, error.environment, {
      signal: AbortSignal.timeout(5_000),
      maxAttempts: 1,
    });
    const current = environment.current_deployment;
    const ours =
      current &&
      current.commit !== '' &&
      report.commit.startsWith(current.commit) &&
      (current.branch === report.ref?.name || current.tag === report.ref?.name) &&
      Date.parse(current.created_at) >= report.startedAt - 60_000;
    if (ours) {
      report.deploymentId = current.id;
      report.deploymentStatus = current.status;
      return new UncertainOutcomeError(
        `${error.message} Environment '${error.environment}' now shows deployment ${current.id} ` +
          `(${current.status}) of this commit: it is most likely this run's.`,
        error.cause,
        error,
      );
    }
  } catch {
    // The look-up is a courtesy: the error already says where to check.
  }
  return error;
}

/** Where a deployment runs and how it is followed: what `follow` needs of the options. */
export type FollowTarget = Pick<
  DeployOptions,
  'instance' | 'environment' | 'waitTimeoutSeconds' | 'cancelOnAbort'
>;

/** What the steps shared by the actions need of their dependencies. */
export type StepDependencies = Pick<DeployDependencies, 'client' | 'clock' | 'logger' | 'signal'>;

/**
 * Follows the deployment to its end, recording each status; cancels it on a timeout or a
 * cancelled run if asked to. Shared by the deploy and preview actions.
 */
export async function follow(
  options: FollowTarget,
  deps: StepDependencies,
  deploymentId: number,
  report: { deploymentStatus: string },
): Promise<void> {
  let final: string;
  try {
    final = await followDeployment({
      client: deps.client,
      instanceId: options.instance,
      environment: options.environment,
      deploymentId,
      timeoutMs: options.waitTimeoutSeconds * 1000,
      clock: deps.clock,
      logger: deps.logger,
      signal: deps.signal,
      onStatus: (status) => (report.deploymentStatus = status),
    });
  } catch (error) {
    if (options.cancelOnAbort && (error instanceof WaitTimeoutError || deps.signal.aborted)) {
      await cancel(deps, options.instance, deploymentId, report);
    }
    throw error;
  }
  if (!isSucceeded(final)) {
    throw new DeploymentFailedError(
      `Deployment ${deploymentId} ended with status '${final}'. ` +
        "Its log is in the Amezmo dashboard, under the environment's deployments.",
    );
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
          `${error.message}. Check 'instance' (the number Amezmo shows for your instance) and ` +
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

/** `https://` and the environment's app domain, when the answer holds a host name; else ''. */
export function environmentUrl(environment: Pick<Environment, 'app_domain'>): string {
  return environment.app_domain && HOST_NAME.test(environment.app_domain)
    ? `https://${environment.app_domain.toLowerCase()}`
    : '';
}

/**
 * The one time every entry of the archive gets, so that the same tree gives the same bytes and
 * the same archive-sha256 whatever the files' times on disk (a fresh checkout sets them all to
 * the moment of the checkout): SOURCE_DATE_EPOCH when it is set, else the commit's time. Outside
 * a git checkout, without SOURCE_DATE_EPOCH, each file keeps its own time.
 */
export function archiveTime(
  options: Pick<DeployOptions, 'sourceDateEpoch'>,
  commitTime: number | undefined,
  logger: Logger,
): number | undefined {
  const seconds = options.sourceDateEpoch ?? commitTime;
  if (seconds === undefined) {
    logger.info('File times: as on disk (no SOURCE_DATE_EPOCH, and no git commit at path).');
    return undefined;
  }
  const source = options.sourceDateEpoch !== undefined ? 'SOURCE_DATE_EPOCH' : "the commit's time";
  logger.info(`File times: all set to ${new Date(seconds * 1000).toISOString()} (${source}).`);
  return seconds * 1000;
}

async function readGivenArchive(
  given: GivenArchive,
  { logger, signal }: DeployDependencies,
): Promise<NonNullable<Report['archive']>> {
  const { sha256Of, zipEntryCount } = await import('../archive/given.js');
  if (given.ignored.length > 0) {
    logger.notice(
      `An archive was given, so ${given.ignored.map((name) => `'${name}'`).join(' and ')} ` +
        `${given.ignored.length > 1 ? 'were' : 'was'} ignored: it is deployed as it is.`,
    );
  }
  const sha256 = await sha256Of(given.path, signal);
  const files = given.format === 'zip' ? await zipEntryCount(given.path, given.size) : undefined;
  logger.info(
    `Archive given: ${given.path}, a ${given.format} of ${formatBytes(given.size)}` +
      `${files === undefined ? '' : `, ${files} entries`}, sha256 ${sha256}`,
  );
  return { path: given.path, size: given.size, sha256, files };
}

/** What the archive is built from and how: what `buildArchive` needs of the options. */
export type ArchiveSource = Pick<
  DeployOptions,
  'path' | 'exclude' | 'ignoreFile' | 'compressionLevel' | 'keepArchive' | 'logEntries'
>;

/**
 * Lists, explains and writes the archive: the notices about what was left out or ships, the
 * manifest, then the zip. Shared by the deploy and preview actions.
 */
export async function buildArchive(
  options: ArchiveSource,
  workDir: string,
  tempDir: string,
  { logger, signal }: Pick<DeployDependencies, 'logger' | 'signal'>,
  report: Pick<Report, 'manifestPath' | 'largestFolders' | 'keptArchivePath'>,
  mtime: number | undefined,
): Promise<BuiltArchive> {
  // Loaded here, so that a run that skips never pays for the archive code.
  const [
    { listFiles },
    { writeArchive },
    { manifestParts, manifestLine, manifestName },
    { largestFolders },
    { capYoungGeneration },
  ] = await Promise.all([
    import('../archive/select.js'),
    import('../archive/zip.js'),
    import('../archive/manifest.js'),
    import('../archive/size.js'),
    import('../memory.js'),
  ]);
  capYoungGeneration();
  const list = listFiles(options.path, options.exclude, { ignoreFile: options.ignoreFile });
  if (list.ignoreFile !== undefined) logger.info(`Exclusion rules read from ${list.ignoreFile}.`);
  if (list.leftOutEnv) {
    logger.notice(
      "The root .env was left out of the archive: Amezmo replaces it with the environment's .env from the dashboard.",
    );
  }
  if (list.leftOutLocalEnv.length > 0) {
    logger.notice(
      `Left out local overrides, which hold a developer's secrets: ${list.leftOutLocalEnv.map(manifestName).join(', ')}. ` +
        "To ship one, re-include it with a rule such as '!.env.local' in 'exclude' or the ignore file.",
    );
  }
  if (list.shippedEnv.length > 0) {
    logger.notice(
      `The archive holds files shaped like secrets: ${list.shippedEnv.map(manifestName).join(', ')}. ` +
        `If they should not ship, leave them out with the 'exclude' input or a line in ${options.ignoreFile}, ` +
        "e.g. '.env.*' then '!.env.example'.",
    );
  }
  for (const pattern of list.unusedPatterns) {
    logger.notice(
      `The exclusion rule '${manifestName(pattern)}' matched nothing below '${options.path}': ` +
        'check its spelling (rules are read as in a .gitignore, relative to path).',
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
  // The listing is written before the checks below, so that a workflow can see what a failed
  // run would have shipped; it stays after the run, for an upload-artifact step.
  const manifestDir = await mkdtemp(join(tempDir, 'amezmo-manifest-'));
  report.manifestPath = join(manifestDir, 'archive-manifest.txt');
  await writeFile(report.manifestPath, manifestParts(list.entries));
  logger.info(`Manifest of the archive's ${list.entries.length} entries: ${report.manifestPath}`);
  if (options.logEntries) for (const entry of list.entries) logger.info(manifestLine(entry));
  report.largestFolders = largestFolders(list.entries);
  if (!list.entries.some((entry) => entry.kind !== 'directory')) {
    throw new Error(
      `Nothing to deploy: every file below '${options.path}' was left out by 'exclude' or ${options.ignoreFile}.`,
    );
  }
  const destination = options.keepArchive
    ? join(await mkdtemp(join(tempDir, 'amezmo-archive-')), 'app.zip')
    : join(workDir, 'app.zip');
  const archive = await writeArchive(list, destination, {
    level: options.compressionLevel,
    signal,
    mtime,
  });
  if (options.keepArchive) {
    report.keptArchivePath = archive.path;
    logger.info(`The archive is kept at ${archive.path}.`);
  }
  logger.info(
    `Archive: ${archive.files} entries, ${formatBytes(archive.size)} ` +
      `(${formatBytes(list.totalBytes)} before compression), sha256 ${archive.sha256}`,
  );
  return archive;
}

/** Logs an upload's progress every few seconds, and when it is done. */
export function progressLogger({ clock, logger }: Pick<DeployDependencies, 'clock' | 'logger'>) {
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
  { client, logger }: StepDependencies,
  instanceId: string,
  deploymentId: number,
  report: { deploymentStatus: string },
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

async function restart(
  options: DeployOptions,
  deps: DeployDependencies,
  report: Report,
): Promise<void> {
  const result = await restartWorkers(
    deps.client,
    options.instance,
    options.workers,
    deps.logger,
    deps.signal,
  );
  report.restartedWorkers = [...result.restarted];
  report.failedWorkers = result.failed.map((failure) => failure.id);
  if (result.failed.length > 0) {
    const details = result.failed.map(({ id, message }) => `${id} (${message})`).join('; ');
    throw new Error(
      `Could not restart worker${result.failed.length > 1 ? 's' : ''} ${details}. The deployment ` +
        "succeeded. Check the ids in 'workers': the Amezmo dashboard lists the instance's workers.",
    );
  }
}
