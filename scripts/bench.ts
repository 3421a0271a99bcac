// `npm run bench`: the whole deploy action against `zip` + `curl`, on a matrix of seeded synthetic
// workspaces shaped like real applications, against the same local simulator, in alternating
// rounds. Each shape is documented in docs/benchmarks.md. Options:
//   --shapes a,b   which shapes to run (all: vendor,media,opaque,tiny,large)
//   --rounds N     rounds of A and B per shape (5)
//   --scale F      multiplies every shape's size, for a quick look (1)
import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { runAction } from '../simulator/runner.ts';
import { startSimulator, type Simulator } from '../simulator/server.ts';

const { values } = parseArgs({
  options: {
    shapes: { type: 'string', default: 'vendor,media,opaque,tiny,large' },
    rounds: { type: 'string', default: '5' },
    scale: { type: 'string', default: '1' },
  },
});
const ROUNDS = Number(values.rounds);
const SCALE = Number(values.scale);
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

/** A small, seeded generator, so that every run builds the same workspaces. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const int = (min: number, max: number) => {
    const low = Math.ceil(min);
    return low + Math.floor(next() * (Math.floor(max) - low + 1));
  };
  return { next, int };
}
type Random = ReturnType<typeof generator>;

const WORDS =
  'public function return array string int bool null self static class namespace use extends implements interface trait new this value key items config request response model query builder collection cache event listener handler service provider container'.split(
    ' ',
  );

function phpSource(random: Random, bytes: number): string {
  const lines = ['<?php', '', `namespace Vendor\\Package${random.int(1, 99)};`, ''];
  let size = 40;
  while (size < bytes) {
    const words = Array.from(
      { length: random.int(4, 12) },
      () => WORDS[random.int(0, WORDS.length - 1)],
    );
    const line = `    ${words.join(' ')}; // ${random.int(0, 1e6).toString(36)}`;
    lines.push(line);
    size += line.length + 1;
  }
  return lines.join('\n');
}

function jsonSource(random: Random, bytes: number): string {
  const entries: string[] = [];
  let size = 2;
  while (size < bytes) {
    const entry = `"${WORDS[random.int(0, WORDS.length - 1)]}-${random.int(0, 9999)}": "${random.int(0, 1e9).toString(36)}"`;
    entries.push(entry);
    size += entry.length + 2;
  }
  return `{${entries.join(',\n')}}`;
}

function noise(random: Random, bytes: number): Buffer {
  const words = new Uint32Array(Math.ceil(bytes / 4));
  for (let i = 0; i < words.length; i++) words[i] = (random.next() * 2 ** 32) >>> 0;
  return Buffer.from(words.buffer, 0, bytes);
}

function write(path: string, content: string | Buffer, mode?: number): number {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
  if (mode) chmodSync(path, mode);
  return content.length;
}

/** `composer install --no-dev`: many small PHP files and some JSON, a few links and executables. */
function vendorTree(root: string, random: Random, files: number, bytes: number): number {
  let total = 0;
  for (let i = 0; i < files; i++) {
    const json = i % 10 === 0;
    const size = random.int((bytes / files) * 0.3, (bytes / files) * 1.7);
    const path = join(
      root,
      'vendor',
      `package-${i % 400}`,
      'src',
      `Part${i % 9}`,
      `Class${i}.${json ? 'json' : 'php'}`,
    );
    total += write(path, json ? jsonSource(random, size) : phpSource(random, size));
  }
  write(join(root, 'artisan'), '#!/usr/bin/env php\n<?php\n', 0o755);
  for (let i = 0; i < 10; i++) {
    write(
      join(root, 'vendor', `package-${i}`, 'bin', `tool-${i}`),
      '#!/usr/bin/env php\n<?php\n',
      0o755,
    );
    symlinkSync(`../package-${i}/bin/tool-${i}`, join(root, 'vendor', `bin-link-${i}`));
  }
  mkdirSync(join(root, 'storage', 'logs'), { recursive: true });
  write(join(root, '.git', 'HEAD'), 'ref: refs/heads/main\n');
  return total;
}

/** Files of incompressible bytes, `each` bytes, named with the given extensions in turn. */
function blobs(
  root: string,
  folder: string,
  random: Random,
  bytes: number,
  each: number,
  extensions: string[],
): number {
  let total = 0;
  for (let i = 0; total < bytes; i++) {
    const size = Math.min(each, bytes - total);
    total += write(
      join(root, folder, `blob-${i}.${extensions[i % extensions.length]}`),
      noise(random, size),
    );
  }
  return total;
}

const MB = 1e6;

interface Shape {
  readonly name: string;
  readonly description: string;
  build(root: string): { files: number; bytes: number };
}

const SHAPES: Shape[] = [
  {
    name: 'vendor',
    description:
      'about 15,000 small PHP and JSON files, about 35 MB: an app after composer install --no-dev',
    build: (root) => {
      const files = Math.round(15_000 * SCALE);
      return { files, bytes: vendorTree(root, generator(1), files, 35 * MB * SCALE) };
    },
  },
  {
    name: 'media',
    description:
      'about 40 MB of PHP in 6,000 files and as much in PNG, JPEG, WOFF2 and MP4 files under their usual extensions',
    build: (root) => {
      const random = generator(2);
      const files = Math.round(6_000 * SCALE);
      const text = vendorTree(root, random, files, 40 * MB * SCALE);
      const media = blobs(root, 'public/media', random, 40 * MB * SCALE, 400_000, [
        'png',
        'jpg',
        'woff2',
        'mp4',
      ]);
      return { files: files + Math.ceil((40 * MB * SCALE) / 400_000), bytes: text + media };
    },
  },
  {
    name: 'opaque',
    description:
      'the vendor shape plus about 60 MB of incompressible data under extensions that say nothing (.bin, .sqlite, .dat)',
    build: (root) => {
      const random = generator(3);
      const files = Math.round(15_000 * SCALE);
      const text = vendorTree(root, random, files, 35 * MB * SCALE);
      const opaque = blobs(root, 'storage/data', random, 60 * MB * SCALE, 12 * MB, [
        'bin',
        'sqlite',
        'dat',
      ]);
      return { files: files + 5, bytes: text + opaque };
    },
  },
  {
    name: 'tiny',
    description: 'about 100,000 files under 1 KB: a node_modules left in',
    build: (root) => {
      const random = generator(4);
      const files = Math.round(100_000 * SCALE);
      let bytes = 0;
      for (let i = 0; i < files; i++) {
        const path = join(root, 'node_modules', `pkg-${i % 2000}`, `lib-${i % 5}`, `m${i}.js`);
        bytes += write(path, `module.exports = ${jsonSource(random, random.int(100, 900))};\n`);
      }
      return { files, bytes };
    },
  },
  {
    name: 'large',
    description:
      'about 500 MB: the vendor shape plus 465 MB of media and data files, half of them compressible',
    build: (root) => {
      const random = generator(5);
      const files = Math.round(15_000 * SCALE);
      const text = vendorTree(root, random, files, 35 * MB * SCALE);
      const media = blobs(root, 'public/video', random, 235 * MB * SCALE, 10 * MB, ['mp4', 'bin']);
      let logs = 0;
      for (let i = 0; logs < 230 * MB * SCALE; i++) {
        logs += write(
          join(root, 'storage', 'exports', `export-${i}.csv`),
          phpSource(random, 10 * MB).replace(/ /g, ','),
        );
      }
      return { files: files + 47, bytes: text + media + logs };
    },
  },
];

interface Measure {
  seconds: number;
  rssMb?: number;
  archiveBytes?: number;
}

/**
 * The action on `workspace`. A deploying run is measured under GNU time for its peak RSS; a
 * skipped run is started bare, as `node -e 0` is, so that the two start-ups compare.
 */
async function runA(sim: Simulator, workspace: string, ref = 'refs/heads/main'): Promise<Measure> {
  const skipped = ref !== 'refs/heads/main';
  const result = await runAction({
    workspace,
    eventName: 'push',
    event: { ref },
    inputs: {
      'api-key': sim.apiKey,
      instance: String(sim.seeded?.instanceId),
      environment: 'production',
      'base-url': sim.baseUrl,
      wait: 'false',
    },
    wrapper: TIME && !skipped ? [TIME, '-f', 'BENCH_RSS_KB=%M'] : undefined,
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

async function runB(sim: Simulator, workspace: string, scratch: string): Promise<Measure> {
  const zip = join(scratch, 'b.zip');
  rmSync(zip, { force: true });
  const started = performance.now();
  await run('zip', ['-q', '-r', '-y', '-6', zip, '.', '-x', '.git/*', '.env'], workspace);
  await run('curl', [
    '-sf',
    '-o',
    '/dev/null',
    '-H',
    `Authorization: Bearer ${sim.apiKey}`,
    '-F',
    'environment=production',
    '-F',
    `archive=@${zip}`,
    `${sim.baseUrl}/instances/${sim.seeded?.instanceId}/deployments`,
  ]);
  return { seconds: (performance.now() - started) / 1000, archiveBytes: statSync(zip).size };
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

const scratch = mkdtempSync(join(tmpdir(), 'amezmo-bench-'));
const sim = await startSimulator({ storageDir: join(scratch, 'uploads') });
const clearUploads = () => {
  rmSync(join(scratch, 'uploads'), { recursive: true, force: true });
  mkdirSync(join(scratch, 'uploads'));
};
try {
  say(
    `Machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; node ${process.version}; ${execFileSync('zip', ['-v']).toString().split('\n')[1]?.trim()}; ${new Date().toISOString().slice(0, 10)}`,
  );
  say(`Rounds per shape: ${ROUNDS}, alternating A (the action) and B (zip + curl); scale ${SCALE}`);
  const rows: string[] = [];
  const wanted = String(values.shapes).split(',');
  for (const shape of SHAPES.filter((candidate) => wanted.includes(candidate.name))) {
    const workspace = join(scratch, shape.name);
    const made = shape.build(workspace);
    say(
      `\n${shape.name}: ${shape.description} (${made.files} files, ${(made.bytes / MB).toFixed(0)} MB)`,
    );
    await runA(sim, workspace); // warms the file cache for both sides
    clearUploads();
    const a: Measure[] = [];
    const b: Measure[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      a.push(await runA(sim, workspace));
      b.push(await runB(sim, workspace, scratch));
      clearUploads();
      say(
        `  round ${round}: A ${a.at(-1)?.seconds.toFixed(2)} s, B ${b.at(-1)?.seconds.toFixed(2)} s`,
      );
    }
    const ratio = median(
      a.map((measure, index) => measure.seconds / (b[index] as Measure).seconds),
    );
    const rss = TIME ? `${Math.max(...a.map((m) => m.rssMb ?? 0)).toFixed(0)} MB` : 'n/a';
    const sizes = (a[0]?.archiveBytes ?? 0) / (b[0]?.archiveBytes ?? 1);
    rows.push(
      `| ${shape.name} | ${made.files.toLocaleString('en')} files, ${(made.bytes / MB).toFixed(0)} MB | ${median(a.map((m) => m.seconds)).toFixed(2)} s | ${median(b.map((m) => m.seconds)).toFixed(2)} s | **${ratio.toFixed(2)}** | ${rss} | ${((a[0]?.archiveBytes ?? 0) / MB).toFixed(1)} / ${((b[0]?.archiveBytes ?? 0) / MB).toFixed(1)} MB (${((sizes - 1) * 100).toFixed(1)}%) |`,
    );
    if (shape.name === wanted[0]) {
      const skips: number[] = [];
      const bare: number[] = [];
      for (let round = 0; round < ROUNDS * 2; round++) {
        skips.push((await runA(sim, workspace, 'refs/heads/feature/not-deployed')).seconds);
        bare.push(await nodeStartup());
      }
      rows.unshift(
        `Skipped run / node -e 0, medians: **${(median(skips) / median(bare)).toFixed(2)}** (${(median(skips) * 1000).toFixed(0)} ms / ${(median(bare) * 1000).toFixed(0)} ms)\n`,
      );
    }
    rmSync(workspace, { recursive: true, force: true });
  }
  say('');
  say(rows[0]?.startsWith('Skipped') ? (rows.shift() as string) : '');
  say('| Shape | Workspace | A: the action | B: zip + curl | A/B | A: peak RSS | Archive A / B |');
  say('|---|---|---|---|---|---|---|');
  for (const row of rows) say(row);
} finally {
  await sim.close();
  rmSync(scratch, { recursive: true, force: true });
}
