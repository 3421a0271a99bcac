// src/settings/: what the other folders may use. Everything else here is this folder's own.
export {
  type ClientContext,
  createAmezmoClient,
  createGitHubApiClient,
  createHealthProbe,
} from './clients.js';
export { readDeploySettings } from './deploy.js';
export { readEnvironmentsSettings } from './environments.js';
export { ACTIONS } from './metadata.js';
export { readPreviewSettings } from './preview.js';
export {
  parseApiKey,
  parseBaseUrl,
  parseEnvironment,
  parseInstance,
  readPace,
  readTuning,
} from './readers.js';
export { readRollbackSettings, type RollbackInputs } from './rollback.js';
export { readTargets, type RolloutRequest } from './rollout.js';
export { has, InputError, requiredText, type SettingSource } from './source.js';
