// The records the simulated service answers with, written from the field tables of
// hosting-api.md (and service-notes.md for what the tables leave out). They are the simulator's
// own reading of the API, kept apart from the client's (src/api/types.ts), so that a misreading on
// one side is not copied to the other; test/contract checks both against the service's docs.

/** An integer 0 or 1: how environment and worker records give many flags (not booleans). */
export type IntFlag = 0 | 1;

/** ISO 8601 UTC with six fractional digits and a `Z`, e.g. `2026-01-02T03:04:05.678000Z`. */
export type IsoTimestamp = string;

/** The instance types the service lists (`GET /v1/instance-types`). */
export const INSTANCE_TYPE_IDS = ['hobby', 'developer', 'business'] as const;

/** The app types an instance may be created with. */
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

/** `GET /v1/me` (service-notes.md). */
export interface Account {
  team_context: null;
  instance_limit: number;
  email: string;
}

/** A region: its fields are "not shown" in hosting-api.md; service-notes.md gives these. */
export interface Region {
  id: string;
  iso_country_code: string;
  name: string;
}

export interface InstanceType {
  id: string;
  name: string;
  /** Decimal with six fractional digits, as a string: `"0.026880"`. */
  hourly_price: string;
  monthly_price: number;
}

export interface RuntimeConfig {
  php: { max_upload_size_mb: number; fpm_worker_memory_limit_mb: number; version: string };
  /** `version` is `5.7` or `8`. */
  mysql: { enabled: boolean; version: string };
  redis: { enabled: boolean };
  nginx: { enabled: boolean };
}

/**
 * An environment as the get and update responses show it, less `current_deployment` (which only
 * get adds: see `EnvironmentDetail`).
 */
export interface Environment {
  id: number;
  name: string;
  environment_name: string;
  state: string;
  storage_directory: string;
  ssh_enabled: boolean;
  trusted_ssh_ips: string[];
  maintenance_mode_enabled_at: IsoTimestamp | null;
  maintenance_mode_enabled: boolean;
  ssh_host: string;
  ssh_port: number | null;
  app_domain: string;
  app_domain_enabled: IntFlag;
  current_deployment_id: number | null;
  container_root_directory: string;
  app_type: string | null;
  auto_deploy_enabled: IntFlag;
  repo_owner: string | null;
  repo_name: string | null;
  branch_name: string | null;
  provider_name: string | null;
  auto_install_composer: IntFlag;
  webroot: string | null;
  app_root: string | null;
  nginx_basic_auth_enabled: IntFlag;
  nginx_basic_auth_users: unknown[];
  trusted_ips: unknown[];
  node_modules_symlink: IntFlag;
  vendor_symlink: IntFlag;
  static_file_cache: IntFlag;
  auto_artisan_migrations: IntFlag;
  /** `1` or `2`. */
  default_composer_version: string;
  auto_deploy_tag_patterns: string[];
  auto_deploy_branch_patterns: string[];
  /** Null means the APM integration is off. */
  newrelic_license_key: string | null;
  /** Null in every shown response; its type beyond null is not shown. */
  log_export_schedule: null;
}

/** The fields only the get and update responses carry. */
export const DETAIL_ONLY_FIELDS = [
  'trusted_ssh_ips',
  'ssh_host',
  'newrelic_license_key',
  'log_export_schedule',
] as const;

/**
 * An environment as lists and instance records show it: without the detail-only fields, and
 * without `name` in the terminate response and in the staging entry of the create response.
 */
export type EnvironmentSummary = Omit<Environment, (typeof DETAIL_ONLY_FIELDS)[number] | 'name'> & {
  name?: string;
};

/** The get-environment response: the record and the deployment that is current, if any. */
export interface EnvironmentDetail extends Environment {
  current_deployment: Deployment | null;
}

export interface Instance {
  id: number;
  name: string;
  runtime_description: string;
  instance_type: string;
  description: string | null;
  runtime_config: RuntimeConfig;
  state: string;
  trusted_ssh_ips: string[];
  created_at: IsoTimestamp;
  region: string;
  environments: EnvironmentSummary[];
}

export interface Healthcheck {
  healthcheck_url: string | null;
  healthcheck_status_code: number | null;
  healthcheck_sent_at: IsoTimestamp | null;
}

/** A deployment as get-environment embeds it in `current_deployment`. */
export interface Deployment {
  id: number;
  repo_id: number;
  site_id: number;
  status: string;
  created_at: IsoTimestamp;
  total_time: number;
  pusher: string;
  /** `<repo_owner>/<repo_name>`. */
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

/** What creating, getting and cancelling a deployment answer. */
export interface DeploymentStatus {
  id: number;
  status: string;
}

export interface Worker {
  id: number;
  status: string;
  name: string;
  command: string;
  stop_wait_seconds: number;
  auto_restart: IntFlag;
  start_retries: number;
  worker_processes: number;
  /** `YYYY-MM-DD HH:MM:SS`, not ISO 8601. */
  created_at: string;
  log_file_path: string;
}

/** The error body service-notes.md documents, for every error. */
export interface ErrorEnvelope {
  http_status: number;
  type: string;
  code: string;
  message: string;
  errors: Record<string, string | string[]> | null;
  doc_url: string;
  request_id: string;
  error: null;
}
