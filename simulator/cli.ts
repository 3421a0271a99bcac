// `npm run simulator -- --port N`: the simulator on its own, seeded, until Ctrl-C.
import { parseArgs } from 'node:util';
import { startSimulator } from './server.ts';

const USAGE =
  'Usage: npm run simulator -- [--port N] [--api-key KEY] [--quiet]\n' +
  '  --port N       the port on 127.0.0.1 (0, the default, for any free one)\n' +
  '  --api-key KEY  the API key it accepts (a new random one by default)\n' +
  '  --quiet        no line per request\n';

let parsed;
try {
  parsed = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      'api-key': { type: 'string' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
} catch (error) {
  console.error(`simulator: ${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
const { values } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port has '${values.port}': use a port number from 0 (any free one) to 65535.`);
  process.exit(2);
}

const simulator = await startSimulator({
  port,
  apiKey: values['api-key'],
  log: values.quiet ? undefined : (line) => console.error(line),
}).catch((error: NodeJS.ErrnoException) => {
  const reasons: Record<string, string> = {
    EADDRINUSE: `port ${port} is in use: pick another with --port, or --port 0 for any free one`,
    EACCES: `port ${port} needs privileges this user lacks: use a port above 1023`,
  };
  console.error(`simulator: ${reasons[error.code ?? ''] ?? `could not start: ${error.message}`}.`);
  process.exit(1);
});
const seeded = simulator.seeded as NonNullable<typeof simulator.seeded>;
console.log(
  `base-url=${simulator.baseUrl} api-key=${simulator.apiKey} instance=${seeded.instanceId} workers=${seeded.workerIds.join(',')}`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.error('simulator: stopping');
    void simulator.close().then(() => process.exit(0));
  });
}
