// Records of the hosting API, field for field as hosting-api.md and service-notes.md give them.
// Flags that the service sends as integers 0/1 stay numbers here (`Flag`), so that what the
// client hands on is what the service said.
import type { Readable } from 'node:stream';

/** An integer 0 or 1 used by the service as a flag. */
export type Flag = 0 | 1;

/** ISO 8601 UTC timestamp with six fractional digits, e.g. `2026-01-02T03:04:05.000000Z`. */
export type Timestamp = string;

export type InstanceTypeId = 'hobby' | 'developer' | 'business';

/** The app types the service takes when an instance is created. */
export const APP_TYPES = [
  'laravel',
  'octane',
  'other',
  'symfony',
  'craftcms',
  'drupal',
  'wordpress',
  'bedrock',
] as const;

export type AppType = (typeof APP_TYPES)[number];

/** `GET /v1/me`: who the API key belongs to. */
export interface Account {
  team_context: unknown;
  /** How many instances the account may hold; a launch past it is refused. */
  instance_limit?: number;
  email?: string;
  [field: string]: unknown;
}

export interface Region {
  id: string;
  iso_country_code?: string;
  name?: string;
  [field: string]: unknown;
}

export interface InstanceType {
  id: InstanceTypeId | string;
  name: string;
  /** Decimal with six fractional digits, e.g. `"0.026880"`. */
  hourly_price: string;
  monthly_price: number;
}

export interface RuntimeConfig {
  php: { max_upload_size_mb: number; fpm_worker_memory_limit_mb: number; version: string };
  mysql: { enabled: boolean; version: string };
  redis: { enabled: boolean };
  nginx: { enabled: boolean };
}

export interface Healthcheck {
  healthcheck_url: string | null;
  healthcheck_status_code: number | null;
  healthcheck_sent_at: Timestamp | null;
}

/** A deployment as embedded in an environment (`current_deployment`). */
export interface Deployment {
  id: number;
  repo_id: number;
  site_id: number;
  status: string;
  created_at: Timestamp;
  total_time: number;
  pusher: string;
  repo: string;
  branch: string;
  commit: string;
  tag: string | null;
  sequence_number: number;
  trigger: string;
  healthcheck: Healthcheck;
  current_release: boolean;
  directory: string;
}

/** What creating, getting or cancelling a deployment answers. */
export interface DeploymentStatus {
  id: number;
  status: string;
}

export interface Environment {
  id: number;
  /** Absent from the terminate response and from the staging entry of the create response. */
  name?: string;
  environment_name: string;
  state: string;
  storage_directory: string;
  ssh_enabled: boolean;
  /** Present in get and update responses. */
  trusted_ssh_ips?: string[];
  maintenance_mode_enabled_at: Timestamp | null;
  maintenance_mode_enabled: boolean;
  /** Present in get and update responses. */
  ssh_host?: string;
  ssh_port: number | null;
  app_domain: string;
  app_domain_enabled: Flag;
  current_deployment_id: number | null;
  /** Present in the get response only. */
  current_deployment?: Deployment | null;
  container_root_directory: string;
  app_type: AppType | string | null;
  auto_deploy_enabled: Flag;
  repo_owner: string | null;
  repo_name: string | null;
  branch_name: string | null;
  provider_name: string | null;
  auto_install_composer: Flag;
  webroot: string | null;
  app_root: string | null;
  nginx_basic_auth_enabled: Flag;
  nginx_basic_auth_users: unknown[];
  trusted_ips: unknown[];
  node_modules_symlink: Flag;
  vendor_symlink: Flag;
  static_file_cache: Flag;
  auto_artisan_migrations: Flag;
  default_composer_version: string;
  auto_deploy_tag_patterns: string[];
  auto_deploy_branch_patterns: string[];
  /** Present in get and update responses; null means the APM integration is off. */
  newrelic_license_key?: string | null;
  /** Present in get and update responses. */
  log_export_schedule?: unknown;
}

/**
 * An instance's id: an integer, or past 2^53 (where a JavaScript number would round it to a
 * neighbour's id) its exact decimal digits, so that no request ever names another instance.
 */
export type InstanceId = number | string;

export interface Instance {
  id: InstanceId;
  name: string;
  runtime_description: string;
  instance_type: InstanceTypeId | string;
  description: string | null;
  runtime_config: RuntimeConfig;
  state: string;
  trusted_ssh_ips: string[];
  created_at: Timestamp;
  region: string;
  environments: Environment[];
}

export interface Worker {
  id: number;
  status: string;
  name: string;
  command: string;
  stop_wait_seconds: number;
  auto_restart: Flag;
  start_retries: number;
  worker_processes: number;
  /** `YYYY-MM-DD HH:MM:SS`, not ISO 8601. */
  created_at: string;
  log_file_path: string;
}

export interface CreateInstanceParams {
  runtime: 'php';
  instance_type: InstanceTypeId;
  region: string;
  name?: string;
  domain?: string;
  php?: { version?: string; composer_version?: '1' | '2' };
  mysql?: {
    version?: '5.7' | '8';
    enabled?: boolean;
    database?: { name?: string; user?: string; password?: string };
  };
  app_type?: AppType;
}

export interface EnvironmentUpdate {
  auto_deploy_tag_patterns?: string[];
  auto_deploy_branch_patterns?: string[];
  /** `null` turns the APM integration off. */
  newrelic_license_key?: string | null;
  ssh_enabled?: boolean;
  trusted_ssh_ips?: string[];
}

export interface CreateDeploymentParams {
  environment: string;
  /** Path of a zip or tar file; it is streamed, never read into memory. */
  archivePath: string;
  /**
   * The file at `archivePath` is still being written: it is sent as it grows, with no length
   * (chunked). A server that wants a length (411) gets the same bytes again with one, once the
   * file is whole.
   */
  growing?: GrowingArchive;
  /**
   * The bytes to send in place of the file's, `size` of them: a stream that fails before its
   * last chunk when the file no longer holds the bytes its digest was taken of.
   */
  exact?: ExactArchive;
  repo_owner?: string;
  repo_name?: string;
  branch?: string;
  pusher?: string;
  commit?: string;
  tag?: string;
}

/** An archive given as it is, read as its digest was taken (src/archive/given.ts). */
export interface ExactArchive {
  readonly size: number;
  open(): Readable;
}

/** An archive read as it is written (src/archive/growing.ts). */
export interface GrowingArchive {
  /** Its bytes from the start, as they are written; the stream ends once it is whole. */
  open(): Readable;
  /** Resolves once it is whole; rejects when it never will be. */
  whole(signal?: AbortSignal): Promise<void>;
}
