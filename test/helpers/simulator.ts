// The simulator as the tests start it: the platform's health check comes QUICK_HEALTHCHECK_MS
// after a release becomes current, not the 2 s that `npm run simulator` keeps, as QUICK_PACE
// (simulator/runner.ts) shortens the action's own pauses. docs/testing.md.
import {
  startSimulator as startServer,
  type Simulator,
  type SimulatorOptions,
} from '../../simulator/server.ts';

/** How long after a release becomes current the tests' simulator sends its health check. */
export const QUICK_HEALTHCHECK_MS = 50;

/**
 * `startSimulator` of simulator/server.ts, with the health check QUICK_HEALTHCHECK_MS late unless
 * `healthcheckDelayMs` says otherwise (`undefined` for the platform's 2 s).
 */
export function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  return startServer({ healthcheckDelayMs: QUICK_HEALTHCHECK_MS, ...options });
}

export type { RouteName, Simulator, SimulatorOptions } from '../../simulator/server.ts';
