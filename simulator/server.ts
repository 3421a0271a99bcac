// A local stand-in for the hosting API: a real HTTP (or HTTPS) server, on 127.0.0.1 unless told
// otherwise, with in-memory state. It implements the spec's tables strictly, so the client is
// tested against the service's rules rather than against its own assumptions.
//
// The parts: state.ts (the account and its rules), records.ts and types.ts (the records),
// routes.ts (the endpoints), upload.ts and form.ts (request bodies), faults.ts (failures on
// purpose), answers.ts (how answers are written), dispatch.ts (one request, start to end),
// listen.ts (http or https, and where), link.ts (a network link in front, when asked for), and
// app.ts with release.ts (the deployed apps, served on a port of their own, and what the
// platform's health check finds there).

import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RequestIds } from './answers.ts';
import { appListener } from './app.ts';
import { dispatcher, type RecordedRequest } from './dispatch.ts';
import { FaultSchedule, type Fault } from './faults.ts';
import { serve, type ListenOptions, type Listening, type TlsIdentity } from './listen.ts';
import { serviceRoutes, type RouteName, type ServiceRouteName } from './routes.ts';
import { SimulatedAccount, type DeploymentBehaviour, type SeededAccount } from './state.ts';
import { deploymentUploads, MAX_ARCHIVE_BYTES } from './upload.ts';

export { nestFields } from './form.ts';
export {
  MAX_ARCHIVE_BYTES,
  type Fault,
  type RecordedRequest,
  type RouteName,
  type ServiceRouteName,
  type TlsIdentity,
};

/**
 * `port`, `host`, `publicHost` and `tls` say where it listens and how `baseUrl` names it: by
 * default http://127.0.0.1 on any free port. `link` puts a network link in front of the API and
 * of the apps alike (link.ts), e.g. `{ uploadMbps: 200, answerDelayMs: 30 }`.
 */
export interface SimulatorOptions extends ListenOptions {
  apiKey?: string;
  /** Seed one instance with production, staging and two workers (default true). */
  seed?: boolean;
  /** Where uploaded archives are stored; a new temporary folder when left out. */
  storageDir?: string;
  deployment?: Partial<DeploymentBehaviour>;
  /** How long termination takes before the instance answers 404. */
  terminationMs?: number;
  /**
   * The time of the service's rules (a deployment that ends after `msToFinish`, a termination
   * that takes `terminationMs`, a fault injected for a time); `Date.now` unless a test moves its
   * own, so that it never waits for them.
   */
  now?: () => number;
  /** Looks at a new instance (get, list, its environments) before it leaves `Launching`; 2. */
  readsToLaunch?: number;
  /** The account's instance limit, as `GET /v1/me` gives it; 4. */
  instanceLimit?: number;
  /**
   * How long after a release becomes current the platform sends its health check (when the
   * environment has a URL for it: `account.setHealthcheck`); 2000.
   */
  healthcheckDelayMs?: number;
  /** Show the release before's health check until a new release's own is sent (see state.ts). */
  staleHealthchecks?: boolean;
  /** Called with one line per request. */
  log?: (line: string) => void;
}

export interface Simulator {
  /** E.g. `http://127.0.0.1:40123/v1`, or `https://api.amezmo.test:40123/v1`. */
  readonly baseUrl: string;
  readonly port: number;
  readonly apiKey: string;
  /** What was seeded; undefined when `seed` was false. */
  readonly seeded: SeededAccount | undefined;
  /** The account's state, to set up and inspect. */
  readonly account: SimulatedAccount;
  /** Every request the API received, in order. */
  readonly requests: readonly RecordedRequest[];
  /**
   * Where the deployed apps are served, on a port of their own, e.g. `http://127.0.0.1:40124`:
   * each environment's current release at `/app/<instance>/<environment>/<path>`.
   */
  readonly appOrigin: string;
  /** Every request the apps received, in order (route `app`). */
  readonly appRequests: readonly RecordedRequest[];
  /**
   * The full URL of `path` on an environment's app, e.g. `appUrl(1001, 'production', '/up')`.
   * It answers as the current release's archive says: 503 before any deployment; 500 `broken
   * release` on every path when the archive has a root file `broken`; `/up` 200 with the root
   * `health.txt`'s text, or `ok`; 404 elsewhere.
   */
  appUrl(instanceId: number | string, environment: string, path?: string): string;
  readonly storageDir: string;
  /**
   * Makes the next `times` requests on `route` fail this way, or, with `{ forMs }`, every
   * request on it from now until that many milliseconds have passed: an outage. `'*'` is every
   * route of the API; `'app'` the deployed apps.
   */
  inject(route: RouteName | '*', fault: Fault, times?: number | { forMs: number }): void;
  /**
   * Holds the next `times` requests on `route` before the service acts on them, until
   * `release()`: `held` settles once all of them are held, e.g. two runs' launches, so that both
   * runs have read the instance list before either instance exists.
   */
  hold(route: ServiceRouteName, times?: number): { held: Promise<void>; release: () => void };
  /** Makes a route answer 405, as if the service lacked it. */
  disable(route: ServiceRouteName): void;
  /**
   * Appends `suffix` to every string in every JSON answer from now on (undefined stops it), as a
   * hostile or compromised service would, e.g. a line break and a workflow command.
   */
  taint(suffix: string | undefined): void;
  /** How many connections the server has had opened to it. */
  connections(): number;
  close(): Promise<void>;
}

export async function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const apiKey = options.apiKey ?? `sim_${randomBytes(12).toString('hex')}`;
  const ownsStorage = options.storageDir === undefined;
  const storageDir = options.storageDir ?? mkdtempSync(join(tmpdir(), 'amezmo-sim-'));
  mkdirSync(storageDir, { recursive: true });
  const now = options.now ?? (() => Date.now());
  const account = new SimulatedAccount(
    now,
    { finalStatus: 'succeeded', pollsToFinish: 2, ...options.deployment },
    options.terminationMs ?? 0,
  );
  if (options.readsToLaunch !== undefined) account.readsToLaunch = options.readsToLaunch;
  if (options.instanceLimit !== undefined) account.instanceLimit = options.instanceLimit;
  if (options.healthcheckDelayMs !== undefined) {
    account.healthcheckDelayMs = options.healthcheckDelayMs;
  }
  if (options.staleHealthchecks !== undefined)
    account.staleHealthchecks = options.staleHealthchecks;
  const seeded = options.seed === false ? undefined : account.seed();

  const requests: RecordedRequest[] = [];
  const appRequests: RecordedRequest[] = [];
  const faults = new FaultSchedule<ServiceRouteName>(now);
  const appFaults = new FaultSchedule<'app'>(now);
  const disabled = new Set<ServiceRouteName>();
  const requestIds = new RequestIds();
  let taint: string | undefined;
  const listener = dispatcher({
    apiKey,
    routes: serviceRoutes(account, deploymentUploads(account, storageDir)),
    faults,
    disabled,
    taint: () => taint,
    requests,
    requestIds,
    log: options.log,
  });
  const apps = appListener({
    account,
    faults: appFaults,
    requests: appRequests,
    requestIds,
    log: options.log,
  });

  let listening: Listening;
  let appListening: Listening;
  try {
    listening = await serve(listener, options);
    // The apps are another server than the API, on whatever port is free.
    appListening = await serve(apps, { ...options, port: 0 }).catch(async (error: unknown) => {
      await listening.close();
      throw error;
    });
  } catch (error) {
    // A port in use: nothing was served, so the storage made for it goes.
    if (ownsStorage) rmSync(storageDir, { recursive: true, force: true });
    throw error;
  }
  account.appOrigin = appListening.origin;

  return {
    baseUrl: `${listening.origin}/v1`,
    port: listening.port,
    apiKey,
    seeded,
    account,
    requests,
    appOrigin: appListening.origin,
    appRequests,
    appUrl: (instanceId, environment, path) => account.appUrl(instanceId, environment, path),
    storageDir,
    inject: (route, fault, times = 1) => {
      if (route === 'app') appFaults.add(route, fault, times);
      else faults.add(route, fault, times);
    },
    hold: (route, times = 1) => {
      let release = () => {};
      const until = new Promise<void>((done) => (release = done));
      let allHeld = () => {};
      const held = new Promise<void>((done) => (allHeld = done));
      let arrived = 0;
      const arrive = () => {
        if (++arrived === times) allHeld();
      };
      faults.add(route, { kind: 'hold', until, arrived: arrive }, times);
      return { held, release };
    },
    disable: (route) => disabled.add(route),
    taint: (suffix) => {
      taint = suffix;
    },
    connections: () => listening.connections(),
    close: async () => {
      await Promise.all([listening.close(), appListening.close()]);
      if (ownsStorage) rmSync(storageDir, { recursive: true, force: true });
    },
  };
}
