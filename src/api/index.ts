// src/api/: what the other folders may use. Everything else here is this folder's own.
export { AmezmoClient, UncertainOutcomeError } from './client.js';
export { ACTION_WORDING, adviceOf, ApiError, clauseOf, messageOf, type Wording } from './errors.js';
export { asRecord, isFlagOn, ShapeError } from './shape.js';
export {
  INSTANCE_DELETING,
  INSTANCE_LAUNCHING,
  isInProgress,
  isInstanceState,
  isSucceeded,
} from './statuses.js';
export {
  APP_TYPES,
  type AppType,
  type CreateDeploymentParams,
  type CreateInstanceParams,
  type DeploymentStatus,
  type Environment,
  type EnvironmentUpdate,
  type ExactArchive,
  type GrowingArchive,
  type Instance,
  type InstanceId,
  type InstanceType,
  type InstanceTypeId,
} from './types.js';
