// `npm run bench`: the whole action against `zip` + `curl`, on the same synthetic PHP application
// and the same local simulator, in alternating rounds. Options:
//   --files N    files in the default workspace (13000)
//   --mb N       its size in MB (75)
//   --rounds N   rounds of A and B (5)
//   --big-mb N   size of the large workspace for the memory run (500; 0 to skip)
import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
  chmodSync,
} from 'node:fs';
import { availableParallelism, cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { runAction } from '../simulator/runner.ts';
import { startSimulator, type Simulator } from '../simulator/server.ts';

const { values } = parseArgs({
  options: {
    files: { type: 'string', default: '13000' },
    mb: { type: 'string', default: '75' },
    rounds: { type: 'string', default: '5' },
    'big-mb': { type: 'string', default: '500' },
  },
});
const FILES = Number(values.files);
const MEGABYTES = Number(values.mb);
const ROUNDS = Number(values.rounds);
const BIG_MEGABYTES = Number(values['big-mb']);
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

/** A small, seeded generator, so that every run builds the same workspace. */
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

const WORDS =
  'public function return array string int bool null self static class namespace use extends implements interface trait new this value key items config request response model query builder collection cache event listener handler service provider container'.split(
    ' ',
  );

function phpSource(random: ReturnType<typeof generator>, bytes: number): string {
  const lines = ['<?php', '', `namespace App\\Module${random.int(1, 99)};`, ''];
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

function noise(random: ReturnType<typeof generator>, bytes: number): Buffer {
  const words = new Uint32Array(Math.ceil(bytes / 4));
  for (let i = 0; i < words.length; i++) words[i] = (random.next() * 2 ** 32) >>> 0;
  return Buffer.from(words.buffer, 0, bytes);
}

function write(path: string, content: string | Buffer, mode?: number): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
  if (mode) chmodSync(path, mode);
}

/**
 * A Laravel-shaped application: sources, a large vendor/, incompressible assets (about half the
 * bytes), links, executables, empty folders and a .git folder that both sides leave out.
 */
function buildWorkspace(
  root: string,
  files: number,
  megabytes: number,
  extraMegabytes = 0,
): { files: number; bytes: number } {
  const random = generator(42);
  const assetCount = Math.max(10, Math.round(files * 0.03));
  const textCount = files - assetCount;
  const assetBytes = Math.round((megabytes * 1e6 * 0.5) / assetCount);
  const textBytes = Math.round((megabytes * 1e6 * 0.5) / textCount);
  let total = 0;
  for (let i = 0; i < textCount; i++) {
    const inVendor = i >= textCount * 0.12;
    const path = inVendor
      ? join(root, 'vendor', `package-${i % 180}`, 'src', `Part${i % 7}`, `Class${i}.php`)
      : join(root, 'app', `Module${i % 40}`, `Class${i}.php`);
    const content = phpSource(random, random.int(textBytes / 2, textBytes * 1.5));
    write(path, content);
    total += content.length;
  }
  const kinds = ['png', 'jpg', 'woff2', 'gif', 'webp'];
  for (let i = 0; i < assetCount; i++) {
    const content = noise(random, random.int(assetBytes / 2, assetBytes * 1.5));
    write(join(root, 'public', 'assets', `asset-${i}.${kinds[i % kinds.length]}`), content);
    total += content.length;
  }
  for (let i = 0; i < Math.ceil((extraMegabytes * 1e6) / 10e6); i++) {
    const content = noise(random, 10e6);
    write(join(root, 'storage', 'media', `video-${i}.mp4`), content);
    total += content.length;
  }
  write(join(root, 'artisan'), '#!/usr/bin/env php\n<?php\n', 0o755);
  for (let i = 0; i < 20; i++) {
    write(
      join(root, 'vendor', `package-${i}`, 'bin', `tool-${i}`),
      '#!/usr/bin/env php\n<?php\n',
      0o755,
    );
    symlinkSync(`../package-${i}/bin/tool-${i}`, join(root, 'vendor', 'bin-link-' + i));
  }
  mkdirSync(join(root, 'storage', 'logs'), { recursive: true });
  mkdirSync(join(root, 'bootstrap', 'cache'), { recursive: true });
  symlinkSync('../storage/app/public', join(root, 'public', 'storage'));
  write(join(root, '.git', 'HEAD'), 'ref: refs/heads/main\n');
  write(join(root, '.git', 'objects', 'pack', 'pack-1.pack'), noise(random, 2e6));
  return { files: textCount + assetCount + 21, bytes: total };
}

interface Measure {
  seconds: number;
  rssMb?: number;
  archiveBytes?: number;
}

async function runA(sim: Simulator, workspace: string, ref = 'refs/heads/main'): Promise<Measure> {
  const started = performance.now();
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
    wrapper: TIME ? [TIME, '-f', 'BENCH_RSS_KB=%M'] : undefined,
    timeoutMs: 600_000,
  });
  const seconds = (performance.now() - started) / 1000;
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
  const seconds = (performance.now() - started) / 1000;
  return { seconds, archiveBytes: statSync(zip).size };
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

const mb = (bytes?: number) => (bytes === undefined ? 'n/a' : `${(bytes / 1e6).toFixed(1)} MB`);
const say = (text = '') => process.stdout.write(`${text}\n`);

const scratch = mkdtempSync(join(tmpdir(), 'amezmo-bench-'));
const sim = await startSimulator({ storageDir: join(scratch, 'uploads') });
try {
  say(
    `Machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; node ${process.version}; ${execFileSync('zip', ['-v']).toString().split('\n')[1]?.trim()}`,
  );
  const workspace = join(scratch, 'workspace');
  const made = buildWorkspace(workspace, FILES, MEGABYTES);
  say(`Workspace: ${made.files} files, ${mb(made.bytes)}`);

  const a: Measure[] = [];
  const b: Measure[] = [];
  await runA(sim, workspace); // warm the file cache for both sides
  for (let round = 1; round <= ROUNDS; round++) {
    a.push(await runA(sim, workspace));
    b.push(await runB(sim, workspace, scratch));
    rmSync(join(scratch, 'uploads'), { recursive: true, force: true });
    mkdirSync(join(scratch, 'uploads'));
    say(
      `  round ${round}: A ${a.at(-1)?.seconds.toFixed(2)} s, B ${b.at(-1)?.seconds.toFixed(2)} s`,
    );
  }
  const ratios = a.map((measure, index) => measure.seconds / (b[index] as Measure).seconds);

  const skips: number[] = [];
  const bare: number[] = [];
  for (let round = 0; round < ROUNDS * 2; round++) {
    skips.push((await runA(sim, workspace, 'refs/heads/feature/not-deployed')).seconds);
    bare.push(await nodeStartup());
  }

  say('');
  say('| Measure | Value |');
  say('|---|---|');
  say(`| A/B, median of ${ROUNDS} rounds | ${median(ratios).toFixed(2)} |`);
  say(`| A: the action, median wall time | ${median(a.map((m) => m.seconds)).toFixed(2)} s |`);
  say(
    `| B: zip -q -r -y -6 + curl -F, median wall time | ${median(b.map((m) => m.seconds)).toFixed(2)} s |`,
  );
  say(
    `| A: peak RSS (max of rounds) | ${TIME ? `${Math.max(...a.map((m) => m.rssMb ?? 0)).toFixed(0)} MB` : 'n/a (no /usr/bin/time)'} |`,
  );
  say(`| Archive size, A / B | ${mb(a[0]?.archiveBytes)} / ${mb(b[0]?.archiveBytes)} |`);
  say(
    `| Skipped run / node -e 0, medians | ${(median(skips) / median(bare)).toFixed(2)} (${(median(skips) * 1000).toFixed(0)} ms / ${(median(bare) * 1000).toFixed(0)} ms) |`,
  );

  if (BIG_MEGABYTES > 0) {
    rmSync(join(scratch, 'uploads'), { recursive: true, force: true });
    mkdirSync(join(scratch, 'uploads'));
    const big = join(scratch, 'big');
    const bigMade = buildWorkspace(big, FILES, MEGABYTES, BIG_MEGABYTES - MEGABYTES);
    const measure = await runA(sim, big);
    say(
      `| Large workspace (${bigMade.files} files, ${mb(bigMade.bytes)}): A wall time, peak RSS | ${measure.seconds.toFixed(2)} s, ${measure.rssMb?.toFixed(0) ?? 'n/a'} MB |`,
    );
  }
} finally {
  await sim.close();
  rmSync(scratch, { recursive: true, force: true });
}
