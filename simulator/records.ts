// Records shaped as hosting-api.md's field tables give them (types.ts). The simulator answers with
// these, and the client's tests use them as the service's replies.

import {
  DETAIL_ONLY_FIELDS,
  type AppType,
  type Deployment,
  type Environment,
  type EnvironmentSummary,
  type ErrorEnvelope,
  type Instance,
  type InstanceType,
  type Region,
  type Worker,
} from './types.ts';

export { DETAIL_ONLY_FIELDS, type ErrorEnvelope };

/** `2026-01-02T03:04:05.678000Z`: ISO 8601 with six fractional digits. */
export function isoTimestamp(date: Date): string {
  return date.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}

/** `2026-01-02 03:04:05`: how worker records give `created_at`. */
export function workerTimestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

export const REGIONS: Region[] = [
  { id: 'lb2-us', iso_country_code: 'US', name: 'United States' },
  { id: 'fra1-de', iso_country_code: 'DE', name: 'Germany' },
];

export const INSTANCE_TYPES: InstanceType[] = [
  { id: 'hobby', name: 'Hobby', hourly_price: '0.026880', monthly_price: 19 },
  { id: 'developer', name: 'Developer', hourly_price: '0.053760', monthly_price: 39 },
  { id: 'business', name: 'Business', hourly_price: '0.134400', monthly_price: 99 },
];

export interface EnvironmentSeed {
  id: number;
  instanceId: number;
  name: string;
  appType?: AppType | null;
  state?: string;
  branchName?: string | null;
  branchPatterns?: string[];
  tagPatterns?: string[];
  autoDeploy?: boolean;
  repoOwner?: string | null;
  repoName?: string | null;
  appDomain?: string;
}

/** The full record, as get-environment shows it (less `current_deployment`). */
export function environmentRecord(seed: EnvironmentSeed): Environment {
  const slug = `${seed.name}-${seed.instanceId}`;
  // Production has the container's root; the service gives every other environment a folder in it.
  const root = seed.name === 'production' ? '/webroot' : `/webroot/${slug}`;
  return {
    id: seed.id,
    name: seed.name,
    environment_name: seed.name,
    state: seed.state ?? 'succeeded',
    storage_directory: `${root}/storage`,
    ssh_enabled: false,
    trusted_ssh_ips: [],
    maintenance_mode_enabled_at: null,
    maintenance_mode_enabled: false,
    ssh_host: `ssh-${slug}.amezmo.test`,
    ssh_port: null,
    app_domain: seed.appDomain ?? `${slug}.amezmo.test`,
    app_domain_enabled: 1,
    current_deployment_id: null,
    container_root_directory: root,
    app_type: seed.appType === undefined ? 'laravel' : seed.appType,
    auto_deploy_enabled: seed.autoDeploy ? 1 : 0,
    repo_owner: seed.repoOwner ?? null,
    repo_name: seed.repoName ?? null,
    branch_name: seed.branchName ?? null,
    provider_name: seed.repoOwner ? 'GitHub' : null,
    auto_install_composer: 1,
    webroot: '/public',
    app_root: null,
    nginx_basic_auth_enabled: 0,
    nginx_basic_auth_users: [],
    trusted_ips: [],
    node_modules_symlink: 0,
    vendor_symlink: 0,
    static_file_cache: 1,
    auto_artisan_migrations: 0,
    default_composer_version: '2',
    auto_deploy_tag_patterns: seed.tagPatterns ?? [],
    auto_deploy_branch_patterns: seed.branchPatterns ?? [],
    newrelic_license_key: null,
    log_export_schedule: null,
  };
}

/** The environment as lists and instance records show it. */
export function environmentSummary(environment: Environment): EnvironmentSummary {
  const summary: Partial<Environment> & { current_deployment?: unknown } = { ...environment };
  for (const field of DETAIL_ONLY_FIELDS) delete summary[field];
  delete summary.current_deployment;
  return summary as EnvironmentSummary;
}

export interface InstanceSeed {
  id: number;
  name?: string;
  instanceType?: string;
  region?: string;
  state?: string;
  createdAt?: Date;
}

export function instanceRecord(seed: InstanceSeed, environments: Environment[]): Instance {
  return {
    id: seed.id,
    name: seed.name ?? `instance-${seed.id}`,
    runtime_description: 'PHP',
    instance_type: seed.instanceType ?? 'developer',
    description: null,
    runtime_config: {
      php: { max_upload_size_mb: 64, fpm_worker_memory_limit_mb: 256, version: '8.3' },
      mysql: { enabled: true, version: '8' },
      redis: { enabled: false },
      nginx: { enabled: true },
    },
    state: seed.state ?? 'Running',
    trusted_ssh_ips: [],
    created_at: isoTimestamp(seed.createdAt ?? new Date('2026-01-01T00:00:00Z')),
    region: seed.region ?? 'lb2-us',
    environments: environments.map(environmentSummary),
  };
}

export interface WorkerSeed {
  id: number;
  name: string;
  command: string;
  status?: string;
  createdAt?: Date;
}

export function workerRecord(seed: WorkerSeed): Worker {
  return {
    id: seed.id,
    status: seed.status ?? 'Running',
    name: seed.name,
    command: seed.command,
    stop_wait_seconds: 10,
    auto_restart: 1,
    start_retries: 3,
    worker_processes: 1,
    created_at: workerTimestamp(seed.createdAt ?? new Date('2026-01-01T00:00:00Z')),
    log_file_path: `/var/log/workers/${seed.name}.log`,
  };
}

export interface DeploymentSeed {
  id: number;
  siteId: number;
  status: string;
  createdAt: Date;
  totalTime?: number;
  sequenceNumber: number;
  pusher?: string;
  repo?: string;
  branch?: string;
  commit?: string;
  tag?: string | null;
  currentRelease?: boolean;
}

/** A deployment as get-environment embeds it in `current_deployment`. */
export function deploymentRecord(seed: DeploymentSeed): Deployment {
  return {
    id: seed.id,
    repo_id: 1,
    site_id: seed.siteId,
    status: seed.status,
    created_at: isoTimestamp(seed.createdAt),
    total_time: seed.totalTime ?? 0,
    pusher: seed.pusher ?? '',
    repo: seed.repo ?? '',
    branch: seed.branch ?? '',
    commit: seed.commit ?? '',
    tag: seed.tag ?? null,
    sequence_number: seed.sequenceNumber,
    trigger: 'api',
    healthcheck: {
      healthcheck_url: null,
      healthcheck_status_code: null,
      healthcheck_sent_at: null,
    },
    current_release: seed.currentRelease ?? true,
    directory: `/webroot/release/deployment_${seed.sequenceNumber}_${seed.commit || 'archive'}`,
  };
}

export function errorEnvelope(
  status: number,
  type: string,
  code: string,
  message: string,
  requestId: string,
  errors: Record<string, string | string[]> | null = null,
): ErrorEnvelope {
  return {
    http_status: status,
    type,
    code,
    message,
    errors,
    doc_url: `https://docs.amezmo.test/errors#${code}`,
    request_id: requestId,
    error: null,
  };
}
