// The simulated account: instances, environments, deployments and workers, with the rules of
// hosting-api.md and service-notes.md. No HTTP here; server.ts turns requests into calls.

import {
  APP_TYPES,
  type Account,
  type AppType,
  type Deployment,
  type DeploymentStatus,
  type Environment,
  type EnvironmentDetail,
  type EnvironmentSummary,
  type Instance,
  type Region,
  type Worker,
} from './types.ts';
import {
  deploymentRecord,
  environmentRecord,
  environmentSummary,
  INSTANCE_TYPES,
  instanceRecord,
  isoTimestamp,
  REGIONS,
  workerRecord,
  type InstanceSeed,
} from './records.ts';
import { appAnswer, readRelease, type ReleaseContent } from './release.ts';

/** How a new deployment behaves; tests change it between requests. */
export interface DeploymentBehaviour {
  /** The status a deployment ends in. */
  finalStatus: string;
  /** Observations (polls of the deployment or of its environment) before it ends. */
  pollsToFinish: number;
  /** Or: milliseconds after creation before it ends, whichever comes first. */
  msToFinish?: number;
  /**
   * Whether a deployment that succeeds becomes the environment's current one (default true).
   * False: it says `succeeded`, but the environment keeps running the one before, as a platform
   * whose switch of releases failed does.
   */
  goesLive?: boolean;
}

/** A failure the simulated service reports, turned into an error response by the server. */
export class ServiceError extends Error {
  readonly status: number;
  readonly type: string;
  readonly code: string;
  readonly errors: Record<string, string> | null;

  constructor(
    status: number,
    code: string,
    message: string,
    errors: Record<string, string> | null = null,
    type = 'invalid_request_error',
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.type = type;
  }
}

function notFound(what: string, id: string | number): ServiceError {
  return new ServiceError(404, 'unknown_resource_error', `${what} ${id} was not found.`);
}

function invalid(errors: Record<string, string>): ServiceError {
  return new ServiceError(
    422,
    'validation_error',
    'The request you provided failed validation.',
    errors,
  );
}

/** What a deployment upload carried, as the server parsed it: the create fields, stored. */
export interface DeploymentUpload {
  environment: string;
  /** Where the server stored the archive. */
  archivePath: string;
  archiveSize: number;
  repo_owner?: string;
  repo_name?: string;
  branch?: string;
  pusher?: string;
  commit?: string;
  tag?: string;
}

export interface DeploymentState extends DeploymentUpload {
  id: number;
  instanceId: number;
  status: string;
  /** How many times it was looked at. */
  polls: number;
  createdAt: Date;
  finalStatus: string;
  pollsToFinish: number;
  msToFinish: number | undefined;
  goesLive: boolean;
}

/** The release an environment serves: the current deployment's archive, and its health check. */
interface CurrentRelease {
  archivePath: string;
  /** Read from the archive the first time the app or the health check needs it. */
  content: ReleaseContent | undefined;
  /** The health check path the environment had when the release became current. */
  healthcheckPath: string | null;
  /** When the platform sends its health check: a while after the release became current. */
  healthcheckDueAt: number;
  /** Whether this release's own health check was sent. */
  healthcheckSent: boolean;
}

interface EnvironmentState {
  record: Environment;
  current: Deployment | null;
  release: CurrentRelease | undefined;
  /** The health check path set in the dashboard, e.g. `/up`; null for none. */
  healthcheckPath: string | null;
}

interface WorkerState {
  record: Worker;
  /** What a settling status becomes on the next read. */
  settlesTo: string | undefined;
}

interface InstanceState {
  seed: InstanceSeed & { id: number };
  environments: Map<string, EnvironmentState>;
  workers: Map<number, WorkerState>;
  /** When termination finishes; from then on the instance answers 404. */
  deletedAt: number | undefined;
  /** How many times a launching instance was looked at; it is ready after `readsToLaunch`. */
  launchReads: number;
  phpVersion: string | undefined;
}

export interface SeededAccount {
  instanceId: number;
  workerIds: number[];
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const EMAIL = /^[^\s@]+@[^\s@]+$/;
const SETTLED_WORKER_STATUS: Record<string, string> = {
  Restarting: 'Running',
  Starting: 'Running',
  Stopping: 'Stopped',
};

export class SimulatedAccount {
  private readonly instances = new Map<number, InstanceState>();
  private readonly deploymentsById = new Map<number, DeploymentState>();
  private nextInstanceId = 1001;
  private nextEnvironmentId = 2001;
  private nextWorkerId = 11;
  private nextDeploymentId = 838;
  private readonly now: () => number;
  behaviour: DeploymentBehaviour;
  terminationMs: number;
  /** Looks at a launching instance (get, list, its environments) before it is ready. */
  readsToLaunch = 2;
  /** How many instances the account may hold, as `GET /v1/me` tells. */
  instanceLimit = 4;
  /** How long after a release becomes current the platform sends its health check. */
  healthcheckDelayMs = 2000;
  /**
   * Whether a release that becomes current shows the health check of the one before it (its
   * status and `healthcheck_sent_at`) until its own is sent, as a platform that keeps the last
   * result on the environment does. False (the default): it shows none until then.
   */
  staleHealthchecks = false;
  /** Where the deployed apps are served (server.ts sets it once it listens). */
  appOrigin = 'http://127.0.0.1';
  readonly email = 'demo@amezmo.test';

  constructor(now: () => number, behaviour: DeploymentBehaviour, terminationMs = 0) {
    this.now = now;
    this.behaviour = behaviour;
    this.terminationMs = terminationMs;
  }

  /** One running instance with production and staging, auto-deploy patterns, and two workers. */
  seed(): SeededAccount {
    const instance = this.addInstance({ name: 'demo-shop', instanceType: 'developer' }, 'laravel');
    this.updateEnvironmentSettings(instance.seed.id, 'production', {
      branch_name: 'main',
      auto_deploy_branch_patterns: ['^main$', '^release/.+'],
      auto_deploy_tag_patterns: ['^v\\d+\\.\\d+\\.\\d+$'],
    });
    this.updateEnvironmentSettings(instance.seed.id, 'staging', {
      branch_name: 'develop',
      auto_deploy_branch_patterns: ['^develop$', '^feature/'],
      auto_deploy_tag_patterns: ['-rc\\.\\d+$'],
    });
    const queue = this.addWorker(instance.seed.id, 'queue', 'php artisan queue:work --tries=3');
    const scheduler = this.addWorker(instance.seed.id, 'scheduler', 'php artisan schedule:work');
    return { instanceId: instance.seed.id, workerIds: [queue.id, scheduler.id] };
  }

  // ---- set-up and inspection for tests -------------------------------------------------------

  /**
   * `count` running instances to roll one release out to (the seeded one first, when there is
   * one), each its own app: production deploys main, and Amezmo's health check asks its `/up`.
   */
  seedFleet(count: number): number[] {
    const ids = this.instanceIds().slice(0, 1);
    while (ids.length < count) {
      ids.push(
        this.addInstance({ name: `customer-${ids.length + 1}`, instanceType: 'developer' }).seed.id,
      );
    }
    for (const id of ids) {
      this.updateEnvironmentSettings(id, 'production', {
        branch_name: 'main',
        auto_deploy_branch_patterns: ['^main$'],
      });
      this.setHealthcheck(id, 'production', '/up');
    }
    return ids;
  }

  addInstance(seed: Omit<InstanceSeed, 'id'>, appType: AppType | null = 'laravel'): InstanceState {
    const id = this.nextInstanceId++;
    const state: InstanceState = {
      seed: { ...seed, id, createdAt: seed.createdAt ?? new Date(this.now()) },
      environments: new Map(),
      workers: new Map(),
      deletedAt: undefined,
      launchReads: 0,
      phpVersion: undefined,
    };
    for (const name of ['production', 'staging']) {
      this.addEnvironmentTo(state, name, appType);
    }
    this.instances.set(id, state);
    return state;
  }

  /** Adds an environment such as `qa`, which advanced plans offer. */
  addEnvironment(
    instanceId: number,
    name: string,
    appType: AppType | null = 'laravel',
  ): Environment {
    return this.addEnvironmentTo(this.instanceState(instanceId), name, appType).record;
  }

  private addEnvironmentTo(
    instance: InstanceState,
    name: string,
    appType: AppType | null,
  ): EnvironmentState {
    const record = environmentRecord({
      id: this.nextEnvironmentId++,
      instanceId: instance.seed.id,
      name,
      appType,
      state: instance.seed.state === 'Launching' ? 'pending' : 'succeeded',
    });
    const environment: EnvironmentState = {
      record,
      current: null,
      release: undefined,
      healthcheckPath: null,
    };
    instance.environments.set(name, environment);
    return environment;
  }

  addWorker(instanceId: number, name: string, command: string): Worker {
    const record = workerRecord({
      id: this.nextWorkerId++,
      name,
      command,
      createdAt: new Date(this.now()),
    });
    this.instanceState(instanceId).workers.set(record.id, { record, settlesTo: undefined });
    return record;
  }

  /**
   * Sets the environment's health check URL, as the dashboard does: a path of its app such as
   * `/up`, or null for none. A release that becomes current from then on is checked there.
   */
  setHealthcheck(instanceId: number, environment: string, path: string | null): void {
    if (path !== null && !/^\/[^\s]*$/.test(path)) {
      throw new Error(
        `A health check path starts with / and has no spaces, e.g. /up; got '${path}'.`,
      );
    }
    this.environmentState(instanceId, environment).healthcheckPath = path;
  }

  /** The full URL of `path` (e.g. `/up`) on an environment's app. */
  appUrl(instanceId: number | string, environment: string, path = '/'): string {
    const suffix = path.startsWith('/') ? path : `/${path}`;
    return `${this.appOrigin}/app/${instanceId}/${encodeURIComponent(environment)}${suffix}`;
  }

  /**
   * What the environment's app serves: its current release's content, undefined before any
   * deployment; the service's 404 for an unknown instance or environment. A deployment whose time
   * has come is finished first, as the platform would without anyone polling.
   */
  currentRelease(instanceId: string, name: string): ReleaseContent | undefined {
    const environment = this.environmentState(instanceId, name);
    for (const deployment of this.deploymentsById.values()) {
      if (deployment.instanceId === Number(instanceId) && deployment.environment === name) {
        this.advance(deployment);
      }
    }
    return environment.release ? contentOf(environment.release) : undefined;
  }

  /** Changes any environment field directly, as the dashboard would. */
  updateEnvironmentSettings(instanceId: number, name: string, changes: Partial<Environment>): void {
    Object.assign(this.environmentState(instanceId, name).record, changes);
  }

  deployments(): DeploymentState[] {
    return [...this.deploymentsById.values()].map((deployment) => ({ ...deployment }));
  }

  instanceIds(): number[] {
    return [...this.instances.keys()].filter((id) => this.findInstance(id) !== undefined);
  }

  // ---- the service's operations --------------------------------------------------------------

  me(): Account {
    return { team_context: null, instance_limit: this.instanceLimit, email: this.email };
  }

  getRegion(regionId: string): Region {
    const region = REGIONS.find((known) => known.id === regionId);
    if (!region) throw notFound('Region', regionId);
    return region;
  }

  listInstances(instanceType?: string): Instance[] {
    return this.instanceIds()
      .map((id) => this.instanceView(this.launchingLook(this.instanceState(id))))
      .filter((instance) => instanceType === undefined || instance.instance_type === instanceType);
  }

  /** Throws the service's 404 for an unknown instance; unlike a get, it does not count as a look. */
  checkInstance(instanceId: string): void {
    this.instanceState(instanceId);
  }

  getInstance(instanceId: string): Instance {
    return this.instanceView(this.launchingLook(this.instanceState(instanceId)));
  }

  createInstance(form: Record<string, unknown>): Instance {
    const errors: Record<string, string> = {};
    const runtime = form.runtime;
    if (runtime === undefined || runtime === '') errors.runtime = 'The runtime field is required.';
    else if (runtime !== 'php') errors.runtime = 'The selected runtime is invalid.';
    const instanceType = form.instance_type;
    if (instanceType === undefined || instanceType === '') {
      errors.instance_type = 'The instance type field is required.';
    } else if (!INSTANCE_TYPES.some((type) => type.id === instanceType)) {
      errors.instance_type = 'The selected instance type is invalid.';
    }
    const region = form.region;
    if (region === undefined || region === '') errors.region = 'The region field is required.';
    else if (!REGIONS.some((known) => known.id === region))
      errors.region = 'The selected region is invalid.';
    const appType = form.app_type;
    if (appType !== undefined && !(APP_TYPES as readonly string[]).includes(appType as string)) {
      errors.app_type = 'The selected app type is invalid.';
    }
    const php = asDictionary(form.php);
    if (php && runtime !== 'php')
      errors.php = 'The php field is only valid when the runtime is php.';
    if (php?.composer_version !== undefined && !['1', '2'].includes(String(php.composer_version))) {
      errors['php.composer_version'] = 'The selected php.composer version is invalid.';
    }
    const mysql = asDictionary(form.mysql);
    if (mysql?.version !== undefined && !['5.7', '8'].includes(String(mysql.version))) {
      errors['mysql.version'] = 'The selected mysql.version is invalid.';
    }
    if (Object.keys(errors).length > 0) throw invalid(errors);
    if (this.instanceIds().length >= this.instanceLimit) {
      throw new ServiceError(
        422,
        'instance_limit_reached',
        `You have reached your limit of ${this.instanceLimit} instances. Please contact support ` +
          'to get your account limit increased.',
      );
    }

    const instance = this.addInstance(
      {
        name: typeof form.name === 'string' && form.name !== '' ? form.name : undefined,
        instanceType: String(instanceType),
        region: String(region),
        state: 'Launching',
      },
      appType === undefined ? null : (appType as AppType),
    );
    if (typeof form.domain === 'string' && form.domain !== '') {
      this.updateEnvironmentSettings(instance.seed.id, 'production', { app_domain: form.domain });
    }
    if (typeof php?.version === 'string' && php.version !== '') instance.phpVersion = php.version;
    const view = this.instanceView(instance);
    // The create response leaves `name` out of the staging entry.
    for (const environment of view.environments) {
      if (environment.environment_name === 'staging') delete environment.name;
    }
    return view;
  }

  terminateInstance(instanceId: string): Instance {
    const instance = this.instanceState(instanceId);
    instance.seed = { ...instance.seed, state: 'Deleting' };
    instance.deletedAt = this.now() + this.terminationMs;
    const view = this.instanceView(instance);
    for (const environment of view.environments) delete environment.name;
    return view;
  }

  listEnvironments(instanceId: string): EnvironmentSummary[] {
    const instance = this.launchingLook(this.instanceState(instanceId));
    return [...instance.environments.values()].map(({ record }) => environmentSummary(record));
  }

  getEnvironment(instanceId: string, name: string): EnvironmentDetail {
    this.launchingLook(this.instanceState(instanceId));
    const environment = this.environmentState(instanceId, name);
    for (const deployment of this.deploymentsById.values()) {
      if (deployment.instanceId === Number(instanceId) && deployment.environment === name) {
        this.observe(deployment);
      }
    }
    this.sendHealthcheckIfDue(instanceId, name, environment);
    return {
      ...shownRecord(environment.record),
      current_deployment: structuredClone(environment.current),
    };
  }

  updateEnvironment(instanceId: string, name: string, form: Record<string, unknown>): Environment {
    const instance = this.instanceState(instanceId);
    const environment = this.environmentState(instanceId, name);
    const errors: Record<string, string> = {};
    const changes: Partial<Environment> = {};

    for (const field of ['auto_deploy_tag_patterns', 'auto_deploy_branch_patterns'] as const) {
      if (!(field in form)) continue;
      const list = asList(form[field]);
      if (list === undefined || !list.every((item) => typeof item === 'string')) {
        errors[field] = `The ${field.replace(/_/g, ' ')} must be an array.`;
      } else {
        changes[field] = list as string[];
      }
    }
    if ('ssh_enabled' in form) {
      const enabled = asBoolean(form.ssh_enabled);
      if (enabled === undefined)
        errors.ssh_enabled = 'The ssh enabled field must be true or false.';
      else changes.ssh_enabled = enabled;
    }
    if ('trusted_ssh_ips' in form) {
      const list = asList(form.trusted_ssh_ips);
      if (list === undefined) errors.trusted_ssh_ips = 'The trusted ssh ips must be an array.';
      else {
        list.forEach((address, index) => {
          if (typeof address !== 'string' || !IPV4.test(address)) {
            errors[`trusted_ssh_ips.${index}`] =
              `The trusted_ssh_ips.${index} must be a valid IPv4 address.`;
          }
        });
        changes.trusted_ssh_ips = list as string[];
      }
    }
    if ('newrelic_license_key' in form) {
      const key = form.newrelic_license_key;
      if (key === null || key === '') changes.newrelic_license_key = null;
      else if (typeof key !== 'string')
        errors.newrelic_license_key = 'The newrelic license key must be a string.';
      else if (instance.seed.instanceType !== 'advanced') {
        throw new ServiceError(
          422,
          'feature_not_supported',
          'The New Relic integration is available only on the advanced instance tier.',
        );
      } else changes.newrelic_license_key = key;
    }
    if (Object.keys(errors).length > 0) throw invalid(errors);

    // Turning SSH off forgets the addresses that were allowed.
    if (changes.ssh_enabled === false) changes.trusted_ssh_ips = [];
    Object.assign(environment.record, changes);
    return shownRecord(environment.record);
  }

  /** The New Relic key an environment stores, in clear, which no answer shows. */
  storedNewRelicKey(instanceId: number, name: string): string | null | undefined {
    return this.environmentState(instanceId, name).record.newrelic_license_key;
  }

  createDeployment(instanceId: string, upload: DeploymentUpload): DeploymentStatus {
    const instance = this.instanceState(instanceId);
    if (!instance.environments.has(upload.environment)) {
      throw invalid({ environment: 'The selected environment is invalid.' });
    }
    if (instance.seed.state === 'Launching' || instance.seed.state === 'Deleting') {
      throw new ServiceError(
        409,
        'invalid_instance_state',
        `The instance is ${instance.seed.state.toLowerCase()}; try again when it is running.`,
      );
    }
    const { behaviour } = this;
    const deployment: DeploymentState = {
      ...upload,
      id: this.nextDeploymentId++,
      instanceId: instance.seed.id,
      status: 'pending',
      polls: 0,
      createdAt: new Date(this.now()),
      finalStatus: behaviour.finalStatus,
      pollsToFinish: behaviour.pollsToFinish,
      msToFinish: behaviour.msToFinish,
      goesLive: behaviour.goesLive ?? true,
    };
    this.deploymentsById.set(deployment.id, deployment);
    return { id: deployment.id, status: deployment.status };
  }

  getDeployment(instanceId: string, deploymentId: string): DeploymentStatus {
    const deployment = this.deploymentState(instanceId, deploymentId);
    this.observe(deployment);
    return { id: deployment.id, status: deployment.status };
  }

  cancelDeployment(instanceId: string, deploymentId: string): DeploymentStatus {
    const deployment = this.deploymentState(instanceId, deploymentId);
    if (deployment.status !== 'pending' && deployment.status !== 'cancelling') {
      throw new ServiceError(
        409,
        'conflict',
        `The deployment has already ended with status ${deployment.status}.`,
      );
    }
    deployment.status = 'cancelling';
    return { id: deployment.id, status: deployment.status };
  }

  getWorker(instanceId: string, workerId: string): Worker {
    const worker = this.workerState(instanceId, workerId);
    if (worker.settlesTo !== undefined) {
      const shown = structuredClone(worker.record);
      worker.record.status = worker.settlesTo;
      worker.settlesTo = undefined;
      return shown;
    }
    return structuredClone(worker.record);
  }

  workerAction(instanceId: string, workerId: string, action: 'start' | 'stop' | 'restart'): Worker {
    const worker = this.workerState(instanceId, workerId);
    const status = { start: 'Starting', stop: 'Stopping', restart: 'Restarting' }[action];
    worker.record.status = status;
    worker.settlesTo = SETTLED_WORKER_STATUS[status];
    return structuredClone(worker.record);
  }

  /** Checks the fields of an upload that do not depend on the archive's bytes. */
  validateUploadFields(fields: Record<string, string>, hasArchive: boolean): void {
    const errors: Record<string, string> = {};
    if (!fields.environment) errors.environment = 'The environment field is required.';
    if (!hasArchive) errors.archive = 'The archive field is required.';
    if (fields.repo_owner && !fields.repo_name) {
      errors.repo_name = 'The repo name field is required when repo owner is present.';
    }
    if (fields.repo_name && !fields.repo_owner) {
      errors.repo_owner = 'The repo owner field is required when repo name is present.';
    }
    if (fields.pusher && !EMAIL.test(fields.pusher)) {
      errors.pusher = 'The pusher must be a valid email address.';
    }
    if (Object.keys(errors).length > 0) throw invalid(errors);
  }

  // ---- internals ------------------------------------------------------------------------------

  /**
   * A look at a launching instance moves its launch on: after `readsToLaunch` looks it is
   * `Running` and its environments `succeeded`, as minutes passing would on the real service.
   */
  private launchingLook(instance: InstanceState): InstanceState {
    if (instance.seed.state !== 'Launching') return instance;
    instance.launchReads++;
    if (instance.launchReads < this.readsToLaunch) return instance;
    instance.seed = { ...instance.seed, state: 'Running' };
    for (const { record } of instance.environments.values()) record.state = 'succeeded';
    return instance;
  }

  /** A look at a deployment moves it on, as time passing would on the real service. */
  private observe(deployment: DeploymentState): void {
    deployment.polls++;
    if (deployment.status === 'cancelling') {
      deployment.status = 'cancelled';
      return;
    }
    this.advance(deployment);
  }

  /** Ends a pending deployment whose looks or time are up. */
  private advance(deployment: DeploymentState): void {
    if (deployment.status !== 'pending') return;
    const byPolls = deployment.polls >= deployment.pollsToFinish;
    const byTime =
      deployment.msToFinish !== undefined &&
      this.now() - deployment.createdAt.getTime() >= deployment.msToFinish;
    if (!byPolls && !byTime) return;
    deployment.status = deployment.finalStatus;
    // A status written in another case (a fault some tests set) is still a success.
    if (deployment.status.toLowerCase() === 'succeeded' && deployment.goesLive) {
      this.makeCurrent(deployment);
    }
  }

  private makeCurrent(deployment: DeploymentState): void {
    const environment = this.environmentState(deployment.instanceId, deployment.environment);
    const before = environment.current?.healthcheck;
    const sequence = [...this.deploymentsById.values()].filter(
      (other) =>
        other.instanceId === deployment.instanceId &&
        other.environment === deployment.environment &&
        other.id <= deployment.id,
    ).length;
    environment.record.current_deployment_id = deployment.id;
    environment.current = deploymentRecord({
      id: deployment.id,
      siteId: environment.record.id,
      status: deployment.status,
      createdAt: deployment.createdAt,
      totalTime: Math.round((this.now() - deployment.createdAt.getTime()) / 100) / 10,
      sequenceNumber: sequence,
      pusher: deployment.pusher,
      repo: deployment.repo_owner ? `${deployment.repo_owner}/${deployment.repo_name}` : '',
      branch: deployment.branch,
      commit: deployment.commit,
      tag: deployment.tag ?? null,
    });
    environment.release = {
      archivePath: deployment.archivePath,
      content: undefined,
      healthcheckPath: environment.healthcheckPath,
      healthcheckDueAt: this.now() + this.healthcheckDelayMs,
      healthcheckSent: false,
    };
    // The URL is the environment's setting, shown from the start; the result comes later (or,
    // with stale health checks, the release before's shows until then).
    if (environment.healthcheckPath !== null) {
      const stale = this.staleHealthchecks && before?.healthcheck_sent_at ? before : undefined;
      environment.current.healthcheck = {
        healthcheck_url: this.appUrl(
          deployment.instanceId,
          deployment.environment,
          environment.healthcheckPath,
        ),
        healthcheck_status_code: stale?.healthcheck_status_code ?? null,
        healthcheck_sent_at: stale?.healthcheck_sent_at ?? null,
      };
    }
  }

  /**
   * The platform's health check, once its time has come: it requests the URL set when the
   * release became current and records the status code and when it was sent (it only e-mails).
   */
  private sendHealthcheckIfDue(instanceId: string, name: string, environment: EnvironmentState) {
    const { current, release } = environment;
    if (!current || !release || release.healthcheckPath === null) return;
    if (release.healthcheckSent) return;
    if (this.now() < release.healthcheckDueAt) return;
    release.healthcheckSent = true;
    current.healthcheck = {
      healthcheck_url: this.appUrl(instanceId, name, release.healthcheckPath),
      // The app answers by the path; a query the URL may carry does not change its answer.
      healthcheck_status_code: appAnswer(
        contentOf(release),
        release.healthcheckPath.replace(/[?#].*$/, ''),
      ).status,
      healthcheck_sent_at: isoTimestamp(new Date(release.healthcheckDueAt)),
    };
  }

  private findInstance(instanceId: string | number): InstanceState | undefined {
    const id = Number(instanceId);
    const instance = /^\d+$/.test(String(instanceId)) ? this.instances.get(id) : undefined;
    if (instance?.deletedAt !== undefined && this.now() >= instance.deletedAt) {
      this.instances.delete(id);
      return undefined;
    }
    return instance;
  }

  private instanceState(instanceId: string | number): InstanceState {
    const instance = this.findInstance(instanceId);
    if (!instance) throw notFound('Instance', instanceId);
    return instance;
  }

  private environmentState(instanceId: string | number, name: string): EnvironmentState {
    const environment = this.instanceState(instanceId).environments.get(name);
    if (!environment) throw notFound('Environment', name);
    return environment;
  }

  private deploymentState(instanceId: string, deploymentId: string): DeploymentState {
    const instance = this.instanceState(instanceId);
    const deployment = this.deploymentsById.get(Number(deploymentId));
    if (!deployment || deployment.instanceId !== instance.seed.id || !/^\d+$/.test(deploymentId)) {
      throw notFound('Deployment', deploymentId);
    }
    return deployment;
  }

  private workerState(instanceId: string, workerId: string): WorkerState {
    const worker = this.instanceState(instanceId).workers.get(Number(workerId));
    if (!worker || !/^\d+$/.test(workerId)) throw notFound('Worker', workerId);
    return worker;
  }

  private instanceView(instance: InstanceState): Instance {
    const record = instanceRecord(
      instance.seed,
      [...instance.environments.values()].map(({ record }) => record),
    );
    if (instance.phpVersion) record.runtime_config.php.version = instance.phpVersion;
    return record;
  }
}

/**
 * The New Relic key as the service shows it: stored encrypted and never echoed in clear, only its
 * last four characters after a mask (`****a1b2`), all masked when it is short.
 */
export function maskedKey(key: string): string {
  return key.length > 8 ? `****${key.slice(-4)}` : '********';
}

/** A release's content, read from its archive once. */
function contentOf(release: CurrentRelease): ReleaseContent {
  release.content ??= readRelease(release.archivePath);
  return release.content;
}

/** An environment record as answers show it: the New Relic key masked. */
function shownRecord(record: Environment): Environment {
  const shown = structuredClone(record);
  if (typeof shown.newrelic_license_key === 'string') {
    shown.newrelic_license_key = maskedKey(shown.newrelic_license_key);
  }
  return shown;
}

function asDictionary(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** A list field: `x[]=a&x[]=b`, or `x=` for an empty one. */
function asList(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (value === '' || value === null) return [];
  return undefined;
}

function asBoolean(value: unknown): boolean | undefined {
  if (value === '1' || value === 'true' || value === true) return true;
  if (value === '0' || value === 'false' || value === false) return false;
  return undefined;
}
