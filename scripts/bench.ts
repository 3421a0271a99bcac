// `npm run bench`: the whole deploy action against `zip` + `curl`, on a matrix of seeded synthetic
// workspaces shaped like real applications (scripts/bench-shapes.ts), against the same local
// simulator, in alternating rounds. docs/benchmarks.md says what each side and shape is.
//
// Each thing measured, and each simulator it talks to, is a process of its own: this one only
// builds the workspaces (in a child), starts the others and times them, so that no server shares
// an event loop, a collector or a core's time slices with the bench. Options:
//   --shapes a,b     which shapes to run (all: vendor,media,opaque,tiny,large,laravel; laravel is a
//                    real tree, from Debian's packages, fetched once into node_modules/.cache);
//                    `targets`, asked for by name only, rolls the vendor workspace out to a fleet
//   --rounds N       rounds of each side per shape (5)
//   --scale F        multiplies every synthetic shape's size, for a quick look (1)
//   --link MBPS:MS   also measures each shape across a link, e.g. 200:30: a second simulator
//                    reads uploads no faster than 200 Mbit/s and sends each answer 30 ms late
//   --baseline DIR   also runs DIR/dist/index.js, an older checkout's bundle (A0), in each round
//   --unstreamed     also runs this bundle with the streamed upload off (A0), in each round: the
//                    archive written whole, then uploaded
//   --targets N,M    the sizes of the `targets` shape (50,200): one rollout in waves of the vendor
//                    workspace to N instances, then to M, each round; `--shapes targets` runs it
//                    `given`, asked for by name only, deploys the opaque workspace's zip as it is
//                    (`archive:`) against `curl -F` of the same file
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseLink, type LinkModel } from '../simulator/link.ts';
import { BUNDLE, ROOT, runAction } from '../simulator/runner.ts';
import { MB, SHAPES } from './bench-shapes.ts';

const { values } = parseArgs({
  options: {
    shapes: { type: 'string', default: SHAPES.map((shape) => shape.name).join(',') },
    rounds: { type: 'string', default: '5' },
    scale: { type: 'string', default: '1' },
    link: { type: 'string' },
    baseline: { type: 'string' },
    unstreamed: { type: 'boolean', default: false },
    targets: { type: 'string', default: '50,200' },
  },
});
const ROUNDS = Number(values.rounds);
/** How many skipped runs, each beside a `node -e 0`, at the least. */
const SKIP_PAIRS = 20;
const SCALE = Number(values.scale);
const WANTED = String(values.shapes).split(',');
const LINK =
  values.link === undefined ? undefined : readOption(() => parseLink(String(values.link)));
const UNSTREAMED = values.unstreamed === true;
if (UNSTREAMED && values.baseline !== undefined)
  stop('--baseline and --unstreamed both name the side A0: give one of them.');
/** The bundle of side A0: an older checkout's, or this one with the streamed upload off. */
const BASELINE = UNSTREAMED
  ? BUNDLE
  : values.baseline === undefined
    ? undefined
    : baselineBundle(values.baseline);
/** What side A0 is, in the table's words. */
const A0_LABEL = UNSTREAMED ? 'not streamed' : 'before';
/** Over any tree: the archive is written whole, then uploaded. */
const NOT_STREAMED = { AMEZMO_DEPLOY_STREAM_FROM_BYTES: '999999999999999' };
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
if (!Number.isInteger(ROUNDS) || ROUNDS < 1)
  stop(`--rounds has '${values.rounds}': give 1 or more.`);
if (!(SCALE > 0)) stop(`--scale has '${values.scale}': give a factor above 0, e.g. 0.1.`);
/** The shape that rolls one workspace out to a fleet, rather than deploying it to one instance. */
const TARGETS_SHAPE = 'targets';
/** The shape that deploys an archive given as it is, rather than a folder. */
const GIVEN_SHAPE = 'given';
const unknown = WANTED.filter(
  (name) =>
    name !== TARGETS_SHAPE && name !== GIVEN_SHAPE && !SHAPES.some((shape) => shape.name === name),
);
if (unknown.length > 0) {
  stop(
    `--shapes has '${unknown.join(',')}': the shapes are ${SHAPES.map((s) => s.name).join(',')}, ${TARGETS_SHAPE} and ${GIVEN_SHAPE}.`,
  );
}
const FLEETS = String(values.targets).split(',').map(Number);
if (!FLEETS.every((count) => Number.isInteger(count) && count >= 1 && count <= 1000)) {
  stop(`--targets has '${values.targets}': give the fleet sizes to compare, e.g. 50,200.`);
}

function stop(message: string): never {
  console.error(`bench: ${message}`);
  process.exit(2);
}

function readOption<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    stop((error as Error).message);
  }
}

/** The deploy bundle of an older checkout, e.g. one made by `git worktree add DIR 72f9dab`. */
function baselineBundle(folder: string): string {
  const bundle = resolve(folder, 'dist', 'index.js');
  if (!existsSync(bundle)) {
    stop(
      `--baseline has '${folder}', which holds no dist/index.js: give an older checkout, e.g. one made by git worktree add /tmp/amezmo-old 72f9dab.`,
    );
  }
  return bundle;
}

/** One simulator, in a process of its own, as the service is; the bench deploys to its instance. */
interface Service {
  /** `loopback`, or `link`. */
  readonly name: string;
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly instance: string;
  /** The instances of its fleet (`--fleet`), the seeded one first; none unless asked for. */
  readonly fleet: readonly string[];
  /** The size of each archive it has stored since the last `clearUploads`. */
  uploadSizes(): number[];
  /** Deletes the archives it has stored, between rounds. */
  clearUploads(): void;
  stop(): Promise<void>;
}

async function startService(
  name: string,
  storage: string,
  link?: LinkModel,
  fleet?: number,
): Promise<Service> {
  const apiKey = `bench_${randomBytes(12).toString('hex')}`;
  const args = ['cli.ts', '--port', '0', '--api-key', apiKey, '--quiet', '--storage-dir', storage];
  if (link) args.push('--link', `${link.uploadMbps}:${link.answerDelayMs}`);
  if (fleet !== undefined) args.push('--fleet', String(fleet));
  // Started from its own folder, so that a test suite run meanwhile on the machine does not take
  // `node cli.ts` for a simulator of its own left behind (test/global-setup.ts).
  const child = spawn(process.execPath, args, {
    cwd: join(ROOT, 'simulator'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  const line = await new Promise<string>((done, fail) => {
    let text = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      text += chunk;
      if (text.includes('\n')) done(text.slice(0, text.indexOf('\n')));
    });
    child.on('exit', (code) => fail(new Error(`the ${name} simulator exited ${code}: ${stderr}`)));
  });
  const [, baseUrl, instance] = /^base-url=(\S+) api-key=\S+ instance=(\d+) /.exec(line) ?? [];
  if (!baseUrl || !instance) throw new Error(`the ${name} simulator printed '${line}'`);
  return {
    name,
    baseUrl,
    apiKey,
    instance,
    fleet: / fleet=(\S+)/.exec(line)?.[1]?.split(',') ?? [],
    uploadSizes: () => readdirSync(storage).map((file) => statSync(join(storage, file)).size),
    clearUploads: () => {
      for (const file of readdirSync(storage)) rmSync(join(storage, file), { force: true });
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

interface Measure {
  seconds: number;
  rssMb?: number;
  archiveBytes?: number;
}

/**
 * The action's bundle `bundle` on `workspace`. A deploying run is measured under GNU time for its
 * peak RSS; a skipped run is started bare, as `node -e 0` is, so that the two start-ups compare.
 */
async function runA(
  service: Service,
  workspace: string,
  bundle = BUNDLE,
  ref = 'refs/heads/main',
  env?: Record<string, string>,
  more: Record<string, string> = {},
): Promise<Measure> {
  const skipped = ref !== 'refs/heads/main';
  const result = await runAction({
    bundle: relative(ROOT, bundle),
    workspace,
    eventName: 'push',
    event: { ref },
    inputs: {
      'api-key': service.apiKey,
      instance: service.instance,
      environment: 'production',
      'base-url': service.baseUrl,
      wait: 'false',
      ...more,
    },
    wrapper: TIME && !skipped ? [TIME, '-f', 'BENCH_RSS_KB=%M'] : undefined,
    env,
    timeoutMs: 600_000,
  });
  // The process's own time, as for zip and curl: not the harness's files around it.
  const seconds = result.durationMs / 1000;
  if (result.exitCode !== 0)
    throw new Error(`the action failed:\n${result.stdout}\n${result.stderr}`);
  const rss = /BENCH_RSS_KB=(\d+)/.exec(result.stderr);
  return {
    seconds,
    rssMb: rss ? Number(rss[1]) / 1024 : undefined,
    archiveBytes: result.outputs['archive-size']
      ? Number(result.outputs['archive-size'])
      : undefined,
  };
}

/**
 * The waits of a rollout, shortened as the tests shorten them: the simulator's deployments end
 * after two reads of their status, and its health check comes 2 s after a release is live, so
 * the action's own cost is not hidden behind its default pauses of 2 s and more.
 */
const ROLLOUT_PACE = { AMEZMO_DEPLOY_POLL_MS: '200', AMEZMO_DEPLOY_LOOK_MS: '200' };

/**
 * One rollout of `workspace` to the first `count` instances of the service's fleet, as a runner
 * starts the action, under GNU time for its peak RSS; fails unless every target is `deployed`.
 * `run` is written into the workspace, so that no target skips bytes it already runs.
 */
async function runTargets(
  service: Service,
  workspace: string,
  count: number,
  run: number,
): Promise<Measure> {
  writeFileSync(join(workspace, 'bench-run.txt'), `${run}\n`);
  const targets = service.fleet
    .slice(0, count)
    .map((id, i) => `- { instance: ${id}, environment: production, label: c${i + 1} }`)
    .join('\n');
  const result = await runAction({
    workspace,
    eventName: 'push',
    event: { ref: 'refs/heads/main' },
    inputs: {
      'api-key': service.apiKey,
      'base-url': service.baseUrl,
      targets,
      waves: '1, 25%, rest',
      'max-parallel': '4',
      'wave-wait': '0',
      // The bench has no GitHub stand-in, and rollback-all needs the ledger GitHub keeps.
      'github-deployment': 'false',
      'on-failure': 'stop',
    },
    env: ROLLOUT_PACE,
    wrapper: TIME ? [TIME, '-f', 'BENCH_RSS_KB=%M'] : undefined,
    timeoutMs: 1_800_000,
  });
  const outcomes = (
    JSON.parse(result.outputs['targets-result'] || '[]') as { outcome: string }[]
  ).map((target) => target.outcome);
  const deployed = outcomes.filter((outcome) => outcome === 'deployed').length;
  if (result.exitCode !== 0 || deployed !== count) {
    throw new Error(
      `the rollout to ${count} targets exited ${result.exitCode} with ${deployed} deployed:\n${result.errors.join('\n')}`,
    );
  }
  // One archive, uploaded to each target: the same bytes every time.
  const uploads = service.uploadSizes();
  if (uploads.length !== count || new Set(uploads).size !== 1) {
    throw new Error(
      `the rollout to ${count} targets stored archives of ${uploads.join(', ')} bytes`,
    );
  }
  const rss = /BENCH_RSS_KB=(\d+)/.exec(result.stderr);
  return {
    seconds: result.durationMs / 1000,
    rssMb: rss ? Number(rss[1]) / 1024 : undefined,
    archiveBytes: uploads[0],
  };
}

function run(command: string, args: string[], cwd?: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) =>
      code === 0 ? done() : fail(new Error(`${command} exited ${code}: ${stderr}`)),
    );
  });
}

/** What users do without the action: the service's own example, `zip -r` then `curl -F`. */
async function runB(service: Service, workspace: string, scratch: string): Promise<Measure> {
  const zip = join(scratch, 'b.zip');
  rmSync(zip, { force: true });
  const started = performance.now();
  await run('zip', ['-q', '-r', '-y', '-6', zip, '.', '-x', '.git/*', '.env'], workspace);
  await curlUpload(service, zip);
  return { seconds: (performance.now() - started) / 1000, archiveBytes: statSync(zip).size };
}

/** `curl -F` of the archive `zip`, as the service's example sends it. */
async function curlUpload(service: Service, zip: string): Promise<void> {
  await run('curl', [
    '-sf',
    '-o',
    '/dev/null',
    '-H',
    `Authorization: Bearer ${service.apiKey}`,
    '-F',
    'environment=production',
    '-F',
    `archive=@${zip}`,
    `${service.baseUrl}/instances/${service.instance}/deployments`,
  ]);
}

async function nodeStartup(): Promise<number> {
  const started = performance.now();
  await run(process.execPath, ['-e', '0']);
  return (performance.now() - started) / 1000;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const say = (text = '') => process.stdout.write(`${text}\n`);

/** A: the action's bundle; A0: the baseline's; B: zip + curl. */
type Side = 'A' | 'A0' | 'B';
const SIDES: Side[] = BASELINE ? ['A', 'A0', 'B'] : ['A', 'B'];

/** One shape's measures across one service: each side's, round by round. */
interface Rounds {
  shape: string;
  workspace: string;
  measures: Record<Side, Measure[]>;
}

/** The median over rounds of `x`'s time over `y`'s in the same round. */
function ratio(rounds: Rounds, x: Side, y: Side): number {
  const over = rounds.measures[y];
  return median(rounds.measures[x].map((m, i) => m.seconds / (over[i] as Measure).seconds));
}

const seconds = (measures: Measure[]) => `${median(measures.map((m) => m.seconds)).toFixed(2)} s`;
const peakRss = (measures: Measure[]) =>
  TIME ? `${Math.max(...measures.map((m) => m.rssMb ?? 0)).toFixed(0)} MB` : 'n/a';

function tableHeader(b: string): string[] {
  return BASELINE
    ? [
        `| Shape | Workspace | A0: ${A0_LABEL} | A: the action | B: ${b} | A0/B | A/B | A/A0 | Peak RSS A0 / A | Archive A / B |`,
        '|---|---|---|---|---|---|---|---|---|---|',
      ]
    : [
        `| Shape | Workspace | A: the action | B: ${b} | A/B | A: peak RSS | Archive A / B |`,
        '|---|---|---|---|---|---|---|',
      ];
}

function tableRow(rounds: Rounds): string {
  const { A: a, A0: a0, B: b } = rounds.measures;
  const archiveA = a[0]?.archiveBytes ?? 0;
  const archiveB = b[0]?.archiveBytes ?? 1;
  const archives = `${(archiveA / MB).toFixed(1)} / ${(archiveB / MB).toFixed(1)} MB (${((archiveA / archiveB - 1) * 100).toFixed(1)}%)`;
  const cells = BASELINE
    ? [
        seconds(a0),
        seconds(a),
        seconds(b),
        ratio(rounds, 'A0', 'B').toFixed(2),
        `**${ratio(rounds, 'A', 'B').toFixed(2)}**`,
        ratio(rounds, 'A', 'A0').toFixed(2),
        `${peakRss(a0)} / ${peakRss(a)}`,
        archives,
      ]
    : [seconds(a), seconds(b), `**${ratio(rounds, 'A', 'B').toFixed(2)}**`, peakRss(a), archives];
  return `| ${rounds.shape} | ${rounds.workspace} | ${cells.join(' | ')} |`;
}

/** The shape whose `x` over `y` is the highest, and that ratio. */
function highest(all: Rounds[], x: Side, y: Side): { shape: string; value: number } {
  const ratios = all.map((rounds) => ({ shape: rounds.shape, value: ratio(rounds, x, y) }));
  return ratios.reduce((top, next) => (next.value > top.value ? next : top));
}

/** The table of one service, and its weakest shape: the highest A/B; `b` says what B is. */
function report(title: string, all: Rounds[], b = 'zip + curl'): void {
  say(`\n### ${title}\n`);
  for (const line of tableHeader(b)) say(line);
  for (const rounds of all) say(tableRow(rounds));
  const weakest = highest(all, 'A', 'B');
  const middle = median(all.map((rounds) => ratio(rounds, 'A', 'B')));
  say(
    `\nWeakest shape: **${weakest.shape}** (A/B ${weakest.value.toFixed(2)}); the shapes' median A/B: ${middle.toFixed(2)}.`,
  );
  if (BASELINE) {
    const before = highest(all, 'A0', 'B');
    const slowest = highest(all, 'A', 'A0');
    say(
      `A0 (${A0_LABEL}): weakest shape ${before.shape} (A0/B ${before.value.toFixed(2)}). A over A0, the highest: ${slowest.shape} (A/A0 ${slowest.value.toFixed(2)}).`,
    );
  }
}

/**
 * Each side of each round, against each service in turn, on `workspace`: one `Rounds` a service.
 * Each round starts with another side, so that none always follows the same one.
 */
async function measureShape(
  shape: string,
  workspace: string,
  described: string,
  services: Service[],
  runSide: (side: Side, service: Service) => Promise<Measure> = (side, service) =>
    side === 'B'
      ? runB(service, workspace, scratch)
      : side === 'A'
        ? runA(service, workspace)
        : runA(service, workspace, BASELINE, undefined, UNSTREAMED ? NOT_STREAMED : undefined),
): Promise<Rounds[]> {
  const all = services.map(() => ({
    shape,
    workspace: described,
    measures: { A: [], A0: [], B: [] } as Record<Side, Measure[]>,
  }));
  for (let round = 0; round < ROUNDS; round++) {
    const order = SIDES.map((_, i) => SIDES[(i + round) % SIDES.length] as Side);
    const line: string[] = [];
    for (const [index, service] of services.entries()) {
      const { measures } = all[index] as Rounds;
      for (const side of order) measures[side].push(await runSide(side, service));
      service.clearUploads();
      const times = order.map((side) => `${side} ${measures[side].at(-1)?.seconds.toFixed(2)} s`);
      line.push(`${service.name} ${times.join(', ')}`);
    }
    say(`  round ${round + 1}: ${line.join('; ')}`);
  }
  return all;
}

/**
 * The targets shape: the vendor workspace rolled out in waves to each size of fleet in turn, the
 * first size changing from round to round, against a simulator of its own that seeds the
 * largest fleet. Prints each size's median time and peak RSS, and whether memory stayed flat.
 */
async function measureTargets(services: Service[]): Promise<void> {
  const largest = Math.max(...FLEETS);
  const service = await startService(
    TARGETS_SHAPE,
    join(scratch, 'uploads-targets'),
    undefined,
    largest,
  );
  services.push(service);
  const workspace = join(scratch, TARGETS_SHAPE);
  const made = buildShape('vendor', workspace);
  say(
    `\n${TARGETS_SHAPE}: the vendor workspace (${made.files.toLocaleString('en')} files, ${(made.bytes / MB).toFixed(0)} MB) rolled out to ${FLEETS.join(' and ')} instances of one simulator, waves 1, 25%, rest, max-parallel 4, wave-wait 0, on-failure stop, no GitHub deployments`,
  );
  // Warms the file cache and the bundle's code, and gives the archive's size: a rollout too, as
  // a deployment left unfollowed would still be running on the first target when one follows.
  let runs = 0;
  const warm = await runTargets(service, workspace, 1, ++runs);
  service.clearUploads();
  const measures = new Map<number, Measure[]>(FLEETS.map((count) => [count, []]));
  for (let round = 0; round < ROUNDS; round++) {
    const order = FLEETS.map((_, i) => FLEETS[(i + round) % FLEETS.length] as number);
    const line: string[] = [];
    for (const count of order) {
      const measure = await runTargets(service, workspace, count, ++runs);
      measures.get(count)?.push(measure);
      service.clearUploads();
      line.push(`${count} targets ${measure.seconds.toFixed(2)} s`);
    }
    say(`  round ${round + 1}: ${line.join(', ')}`);
  }
  rmSync(workspace, { recursive: true, force: true });

  say(
    `\n### Targets: one archive of ${((warm.archiveBytes ?? 0) / MB).toFixed(1)} MB, rolled out in waves\n`,
  );
  say('| Targets | Wall time | Per target | A: peak RSS |');
  say('|---|---|---|---|');
  for (const [count, runsOf] of measures) {
    const time = median(runsOf.map((m) => m.seconds));
    say(
      `| ${count} | ${time.toFixed(2)} s | ${((time / count) * 1000).toFixed(0)} ms | ${peakRss(runsOf)} |`,
    );
  }
  if (TIME && FLEETS.length > 1) {
    const peakOf = (count: number) =>
      Math.max(...(measures.get(count) ?? []).map((m) => m.rssMb ?? 0));
    const smallest = Math.min(...FLEETS);
    const growth = peakOf(largest) - peakOf(smallest);
    say(
      `\nPeak RSS at ${largest} targets against ${smallest}: ${growth >= 0 ? '+' : ''}${growth.toFixed(0)} MB (${(peakOf(largest) / peakOf(smallest)).toFixed(2)}×).`,
    );
  }
}

/**
 * The given shape: the opaque workspace zipped once by `zip -6`, then deployed as it is (A and A0:
 * the action with `archive:`) and sent by `curl -F` (B), against each service in turn. What is
 * measured is reading the archive (its digest, its bytes checked as they are sent) and the
 * upload: no archive is built.
 */
async function measureGiven(services: Service[]): Promise<Rounds[]> {
  const tree = join(scratch, `${GIVEN_SHAPE}-tree`);
  const workspace = join(scratch, GIVEN_SHAPE);
  const made = buildShape('opaque', tree);
  mkdirSync(workspace);
  const zip = join(workspace, 'app.zip');
  await run('zip', ['-q', '-r', '-y', '-6', zip, '.'], tree);
  rmSync(tree, { recursive: true, force: true });
  const size = statSync(zip).size;
  const described = `a zip of ${(size / MB).toFixed(0)} MB (the opaque workspace, ${made.files.toLocaleString('en')} files)`;
  say(`\n${GIVEN_SHAPE}: ${described}, deployed as it is against curl -F of the same file`);
  const archive = { archive: 'app.zip' };
  const loopback = services[0] as Service;
  await runA(loopback, workspace, BUNDLE, undefined, undefined, archive);
  loopback.clearUploads();
  const measured = await measureShape(
    GIVEN_SHAPE,
    workspace,
    described,
    services,
    async (side, service) => {
      if (side !== 'B') {
        const bundle = side === 'A' ? BUNDLE : BASELINE;
        return runA(service, workspace, bundle, undefined, undefined, archive);
      }
      const started = performance.now();
      await curlUpload(service, zip);
      return { seconds: (performance.now() - started) / 1000, archiveBytes: size };
    },
  );
  rmSync(workspace, { recursive: true, force: true });
  return measured;
}

const began = performance.now();
const scratch = mkdtempSync(join(tmpdir(), 'amezmo-bench-'));
const services: Service[] = [];
try {
  const linkLabel = LINK
    ? `${LINK.uploadMbps} Mbit/s towards the service, each answer ${LINK.answerDelayMs} ms late`
    : undefined;
  const zip = execFileSync('zip', ['-v']).toString().split('\n')[1]?.trim();
  say(
    `Machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; node ${process.version}; ${zip}; ${new Date().toISOString().slice(0, 10)}; load average ${loadavg()[0]?.toFixed(2)}`,
  );
  say(
    `Rounds per shape: ${ROUNDS}, each side in turn (${SIDES.join(', ')}), the first side changing each round; scale ${SCALE}`,
  );
  if (UNSTREAMED)
    say('A0, not streamed: this bundle, AMEZMO_DEPLOY_STREAM_FROM_BYTES above any tree');
  else if (BASELINE) say(`A0, before: ${BASELINE}${baselineCommit()}`);
  services.push(await startService('loopback', join(scratch, 'uploads-loopback')));
  if (LINK) services.push(await startService('link', join(scratch, 'uploads-link'), LINK));
  say(
    `Simulators, each a process of its own: loopback${linkLabel ? `; a link, ${linkLabel}` : ''}`,
  );
  const loopback = services[0] as Service;

  const results: Rounds[][] = services.map(() => []);
  const wantedShapes = SHAPES.filter((candidate) => WANTED.includes(candidate.name));
  let skipped: string | undefined;
  for (const shape of wantedShapes) {
    const workspace = join(scratch, shape.name);
    const made = buildShape(shape.name, workspace);
    const described = `${made.files.toLocaleString('en')} files, ${(made.bytes / MB).toFixed(0)} MB`;
    const whole = shape.real && SCALE !== 1 ? '; a real tree, which --scale leaves whole' : '';
    say(`\n${shape.name}: ${shape.description} (${described}${whole})`);
    // Warms the file cache for every side, and each bundle's code.
    await runA(loopback, workspace);
    if (BASELINE && !UNSTREAMED) await runA(loopback, workspace, BASELINE);
    loopback.clearUploads();
    const measured = await measureShape(shape.name, workspace, described, services);
    measured.forEach((rounds, index) => results[index]?.push(rounds));
    if (shape.name === WANTED[0]) skipped = await skippedRun(loopback, workspace);
    rmSync(workspace, { recursive: true, force: true });
  }

  if (WANTED.includes(TARGETS_SHAPE)) await measureTargets(services);
  const given = WANTED.includes(GIVEN_SHAPE) ? await measureGiven(services) : undefined;

  say('');
  if (skipped) say(skipped);
  if (wantedShapes.length > 0) {
    report('Loopback', results[0] ?? []);
    if (linkLabel) report(`Link: ${linkLabel}`, results[1] ?? []);
  }
  if (given) {
    report('An archive given: loopback', [given[0] as Rounds], 'curl -F');
    if (linkLabel) report(`An archive given: link, ${linkLabel}`, [given[1] as Rounds], 'curl -F');
  }
  say(
    `\nTook ${((performance.now() - began) / 60_000).toFixed(1)} min; load average at the end ${loadavg()[0]?.toFixed(2)}.`,
  );
} finally {
  await Promise.all(services.map((service) => service.stop()));
  rmSync(scratch, { recursive: true, force: true });
}

/** Builds a shape's workspace in a child process; answers its files and bytes. */
function buildShape(name: string, workspace: string): { files: number; bytes: number } {
  const script = join(ROOT, 'scripts', 'bench-shapes.ts');
  let printed: string;
  try {
    // Its stderr is the bench's: what apt-get says, and a failure's one line.
    printed = execFileSync(process.execPath, [script, name, workspace, String(SCALE)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
  } catch {
    stop(`could not build the ${name} workspace (above).`);
  }
  return JSON.parse(printed) as { files: number; bytes: number };
}

/**
 * A skipped run (a branch no pattern matches: one GET, then exit) against `node -e 0`, in turn
 * (which goes first changing from pair to pair), at least SKIP_PAIRS times whatever --rounds
 * says: a start-up takes a tenth of a second, and the median of two says little on a busy machine.
 * Tells what the bundle adds to Node's own start too, the figure that moves least from one
 * machine to another.
 */
async function skippedRun(service: Service, workspace: string): Promise<string> {
  const skips: number[] = [];
  const bare: number[] = [];
  const skip = async () =>
    skips.push((await runA(service, workspace, BUNDLE, 'refs/heads/feature/not-deployed')).seconds);
  for (let pair = 0; pair < Math.max(SKIP_PAIRS, ROUNDS * 2); pair++) {
    if (pair % 2 === 0) await skip();
    bare.push(await nodeStartup());
    if (pair % 2 === 1) await skip();
  }
  const [skipMs, bareMs] = [median(skips) * 1000, median(bare) * 1000];
  return (
    `Skipped run / node -e 0, medians of ${skips.length}: **${(skipMs / bareMs).toFixed(2)}** ` +
    `(${skipMs.toFixed(0)} ms / ${bareMs.toFixed(0)} ms; the bundle adds ${(skipMs - bareMs).toFixed(0)} ms)`
  );
}

/** ` (abc1234, its subject)` when the baseline is a git checkout. */
function baselineCommit(): string {
  try {
    const folder = resolve(BASELINE as string, '..', '..');
    const commit = execFileSync('git', ['-C', folder, 'log', '-1', '--format=%h %s'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return ` (${commit.trim()})`;
  } catch {
    return '';
  }
}
