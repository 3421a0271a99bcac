// `npm run simulator -- --port N`: the simulator on its own, seeded, until Ctrl-C. `runSimulatorCli`
// reads the arguments and starts it over the streams and the time it is given; run as a script,
// it is given the process's, and the process stops it on Ctrl-C.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseLink, type LinkModel } from './link.ts';
import { startSimulator, type Simulator, type TlsIdentity } from './server.ts';

const USAGE =
  'Usage: npm run simulator -- [--port N] [--api-key KEY] [--quiet] [--healthcheck PATH]\n' +
  '                            [--host ADDRESS] [--public-host NAME] [--tls-cert FILE --tls-key FILE]\n' +
  '                            [--link MBPS:MS] [--storage-dir DIR] [--fleet N]\n' +
  '  --port N            the port (0, the default, for any free one)\n' +
  '  --api-key KEY       the API key it accepts (a new random one by default)\n' +
  '  --quiet             no line per request\n' +
  '  --healthcheck PATH  the health check URL of the seeded environments, a path of their app\n' +
  '                      such as /up: Amezmo checks each release there once it is current\n' +
  '  --host ADDRESS      the address to listen on (127.0.0.1 by default; 0.0.0.0 for all)\n' +
  '  --public-host NAME  the host name the printed base-url gives, e.g. one a proxy resolves\n' +
  '  --tls-cert FILE     serve https with this certificate (PEM) ...\n' +
  '  --tls-key FILE      ... and this key (PEM)\n' +
  '  --link MBPS:MS      a network link in front, e.g. 200:30: uploads read no faster than\n' +
  '                      200 Mbit/s, and every answer 30 ms late (loopback by default)\n' +
  '  --storage-dir DIR   where uploaded archives are kept (a temporary folder by default,\n' +
  '                      removed on exit; a folder given here is kept)\n' +
  '  --deployments HOW   how deployments end: succeed (the default), fail, pending (never),\n' +
  '                      or not-live (they succeed, but the environment keeps running the\n' +
  '                      release before)\n' +
  '  --deploy-seconds N  deployments end N seconds after they are created (2 polls by default)\n' +
  '  --stale-healthchecks\n' +
  "                      a new release shows the release before's health check result\n" +
  '                      until its own is sent\n' +
  '  --fleet N           N instances to roll one release out to (the seeded one first), each\n' +
  '                      its own app: production deploys main, and is health checked at /up\n' +
  "                      (or --healthcheck's path); their ids are printed as fleet=\n" +
  'Besides the seeded instance (a developer tier), an advanced one is seeded too, whose\n' +
  'environments take a New Relic key: its id is printed as advanced-instance=.\n';

/** Arguments that cannot be used: the line that says why, and the exit code. */
class Refusal extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode = 2) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** Where the command line writes, and the time of the service's rules (`Date.now` unless given). */
export interface SimulatorCliIO {
  readonly stdout: { write(text: string): unknown };
  readonly stderr: { write(text: string): unknown };
  readonly now?: () => number;
}

/**
 * Reads `args` and starts the simulator as they say, printing its line; answers the simulator
 * started, or the exit code when it was not (help, or arguments it refused, said in one line).
 */
export async function runSimulatorCli(
  args: readonly string[],
  io: SimulatorCliIO,
): Promise<{ simulator: Simulator } | { exitCode: number }> {
  try {
    return { simulator: await start(args, io) };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    if (error.message !== '') {
      (error.exitCode === 0 ? io.stdout : io.stderr).write(`${error.message}\n`);
    }
    return { exitCode: error.exitCode };
  }
}

async function start(args: readonly string[], io: SimulatorCliIO): Promise<Simulator> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      options: {
        port: { type: 'string', default: '0' },
        'api-key': { type: 'string' },
        quiet: { type: 'boolean', default: false },
        healthcheck: { type: 'string' },
        host: { type: 'string' },
        'public-host': { type: 'string' },
        'tls-cert': { type: 'string' },
        'tls-key': { type: 'string' },
        link: { type: 'string' },
        'storage-dir': { type: 'string' },
        deployments: { type: 'string', default: 'succeed' },
        'deploy-seconds': { type: 'string' },
        'stale-healthchecks': { type: 'boolean', default: false },
        fleet: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new Refusal(`simulator: ${(error as Error).message}\n${USAGE}`);
  }
  const { values } = parsed;
  if (values.help) throw new Refusal(USAGE, 0);

  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Refusal(
      `--port has '${values.port}': use a port number from 0 (any free one) to 65535.`,
    );
  }

  const healthcheck = values.healthcheck;
  if (healthcheck !== undefined && !/^\/\S*$/.test(healthcheck)) {
    throw new Refusal(`--healthcheck has '${healthcheck}': give a path of the app, e.g. /up.`);
  }

  const ENDINGS: Record<string, string> = {
    succeed: 'succeeded',
    fail: 'failed',
    pending: 'pending',
    'not-live': 'succeeded',
  };
  const finalStatus = ENDINGS[values.deployments];
  if (finalStatus === undefined) {
    throw new Refusal(
      `--deployments has '${values.deployments}': use succeed, fail, pending (never ends), or ` +
        'not-live (succeeds, but the environment keeps running the release before).',
    );
  }
  const seconds = values['deploy-seconds'];
  if (seconds !== undefined && !/^\d{1,5}$/.test(seconds)) {
    throw new Refusal(
      `--deploy-seconds has '${seconds}': give a whole number of seconds, e.g. 30.`,
    );
  }
  // Pending never ends; N seconds decide alone when given; else two polls, as the service's fast
  // path.
  const goesLive = values.deployments !== 'not-live';
  const deployment =
    values.deployments === 'pending'
      ? { finalStatus, pollsToFinish: Number.POSITIVE_INFINITY }
      : seconds !== undefined
        ? {
            finalStatus,
            goesLive,
            pollsToFinish: Number.POSITIVE_INFINITY,
            msToFinish: Number(seconds) * 1000,
          }
        : { finalStatus, goesLive, pollsToFinish: 2 };

  const fleetSize = values.fleet;
  if (fleetSize !== undefined && !(/^\d{1,4}$/.test(fleetSize) && Number(fleetSize) >= 1)) {
    throw new Refusal(
      `--fleet has '${fleetSize}': give how many instances to seed, from 1 to 9999, e.g. 200.`,
    );
  }

  const tls = readTls(values['tls-cert'], values['tls-key']);
  const link = readLink(values.link);

  const simulator = await startSimulator({
    port,
    host: values.host,
    publicHost: values['public-host'],
    tls,
    link,
    storageDir: values['storage-dir'],
    apiKey: values['api-key'],
    deployment,
    staleHealthchecks: values['stale-healthchecks'],
    now: io.now,
    log: values.quiet ? undefined : (line) => io.stderr.write(`${line}\n`),
  }).catch((error: NodeJS.ErrnoException) => {
    const reasons: Record<string, string> = {
      EADDRINUSE: `port ${port} is in use: pick another with --port, or --port 0 for any free one`,
      EACCES: `port ${port} needs privileges this user lacks: use a port above 1023`,
      EADDRNOTAVAIL: `--host ${values.host} is not an address of this machine`,
    };
    throw new Refusal(
      `simulator: ${reasons[error.code ?? ''] ?? `could not start: ${error.message}`}.`,
      1,
    );
  });
  const seeded = simulator.seeded as NonNullable<typeof simulator.seeded>;
  const fleet = fleetSize === undefined ? [] : simulator.account.seedFleet(Number(fleetSize));
  if (healthcheck !== undefined) {
    for (const environment of ['production', 'staging']) {
      simulator.account.setHealthcheck(seeded.instanceId, environment, healthcheck);
    }
    for (const id of fleet) simulator.account.setHealthcheck(id, 'production', healthcheck);
  }
  // An instance of the tier whose environments take a New Relic key (the README's example sets
  // one).
  const advanced = simulator.account.addInstance({
    name: 'demo-shop-pro',
    instanceType: 'advanced',
  });
  // Each environment's app is below it: <app>/production/up, for instance.
  const app = `${simulator.appOrigin}/app/${seeded.instanceId}`;
  io.stdout.write(
    `base-url=${simulator.baseUrl} api-key=${simulator.apiKey} instance=${seeded.instanceId} workers=${seeded.workerIds.join(',')} app=${app} advanced-instance=${advanced.seed.id}${fleet.length > 0 ? ` fleet=${fleet.join(',')}` : ''}\n`,
  );
  return simulator;
}

if (import.meta.main) {
  const started = await runSimulatorCli(process.argv.slice(2), {
    stdout: process.stdout,
    stderr: process.stderr,
  });
  if ('exitCode' in started) process.exit(started.exitCode);
  const { simulator } = started;
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      process.stderr.write('simulator: stopping\n');
      void simulator.close().then(() => process.exit(0));
    });
  }
}

/** The key and certificate of --tls-cert and --tls-key: both or neither, readable PEM files. */
function readTls(
  certFile: string | undefined,
  keyFile: string | undefined,
): TlsIdentity | undefined {
  if (certFile === undefined && keyFile === undefined) return undefined;
  if (certFile === undefined || keyFile === undefined) {
    throw new Refusal(
      'simulator: --tls-cert and --tls-key go together: give both, or neither for http.',
    );
  }
  try {
    return { cert: readFileSync(certFile), key: readFileSync(keyFile) };
  } catch (error) {
    const { path, code } = error as NodeJS.ErrnoException;
    throw new Refusal(`simulator: could not read ${path}: ${code}.`);
  }
}

/** The link of --link, e.g. 200:30; none when it is not given. */
function readLink(text: string | undefined): LinkModel | undefined {
  if (text === undefined) return undefined;
  try {
    return parseLink(text);
  } catch (error) {
    throw new Refusal(`simulator: ${(error as Error).message}`);
  }
}
