// `npm run bundle`: one ncc bundle per action, what runners execute, each built from the action's
// shell in src/actions/. The deploy action (the root action.yml) is dist/index.js, from
// src/actions/deploy.ts; an action in a folder of its own, e.g. preview/action.yml, is
// dist/preview/index.js, from src/actions/preview.ts. The command line is dist/cli/index.js, from
// src/cli/bin.ts (its first line, #!/usr/bin/env node, kept by ncc). dist/ is emptied first, so that no chunk of
// an earlier build lingers.
//
// Beside each bundle goes compress-worker.js, what the archive's worker threads run, built on its
// own from src/archive/compress-worker.ts: the pool starts it by a URL relative to the chunk it
// is in (src/archive/compress.ts), not from the bundle's code.
//
// With --if-changed (as `npm test` runs it), nothing is built when the inputs and dist/ are what
// they were after the last build here: a stamp in node_modules/.cache keeps a hash of each.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { actionFolders } from './metadata.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ncc = join(root, 'node_modules', '.bin', 'ncc');

/** The command line's bundle: the package's `bin`, amezmo-deploy. */
export const CLI_BUNDLE = { entry: 'src/cli/bin.ts', out: 'dist/cli' };

/** The entry point and output folder of each action, and of the command line. */
export function bundles(): { entry: string; out: string }[] {
  return [
    ...actionFolders(root).map((folder) =>
      folder === ''
        ? { entry: 'src/actions/deploy.ts', out: 'dist' }
        : { entry: `src/actions/${folder}.ts`, out: `dist/${folder}` },
    ),
    CLI_BUNDLE,
  ];
}

/** The worker's entry, and the name it has beside each bundle. */
export const WORKER_ENTRY = 'src/archive/compress-worker.ts';
export const WORKER_FILE = 'compress-worker.js';

/** The files of the bundle in `out`, less those of the bundles in folders inside it. */
function filesOf(out: string): string[] {
  const nested = bundles()
    .map((bundle) => relative(out, bundle.out))
    .filter((folder) => folder !== '' && !folder.startsWith('..'));
  return readdirSync(join(root, out), { recursive: true, encoding: 'utf8' }).filter(
    (name) => !nested.some((folder) => name === folder || name.startsWith(`${folder}/`)),
  );
}

/**
 * Checks that the worker is where the bundle in `out` looks for it: the chunk that starts it
 * (src/archive/compress.ts) resolves `./compress-worker.js` against its own URL, so it must sit
 * at the top of the folder, beside the worker; and that no source file was copied as an asset,
 * which would be started in its place.
 */
function checkWorker(out: string): void {
  const stem = WORKER_FILE.replace(/\.js$/, '');
  const files = filesOf(out);
  const starters = files.filter(
    (name) =>
      name.endsWith('.js') &&
      name !== WORKER_FILE &&
      readFileSync(join(root, out, name), 'utf8').includes(`./${stem}\${`),
  );
  const astray = starters.filter((name) => dirname(name) !== '.');
  if (astray.length > 0) {
    throw new Error(
      `${astray.map((name) => `${out}/${name}`).join(', ')} start the archive's workers from a folder without ${WORKER_FILE}: keep the chunk of src/archive/compress.ts at the top of ${out}/.`,
    );
  }
  const sources = files.filter((name) => name.endsWith('.ts'));
  if (sources.length > 0) {
    throw new Error(`ncc copied source files into ${out}/: ${sources.join(', ')}`);
  }
}

/**
 * `text`, a bundle's main file, with every character past ASCII written as a `\\u` escape. V8
 * keeps a source that is ASCII as one byte a character; one emoji in a summary string made the
 * whole 330 KB main file two bytes a character, to decode and to scan (a skipped run, which
 * loads little else, took some 7 ms longer). Our code holds such characters in strings,
 * template strings and comments, where the escape means the same character. Refused, as an
 * escape would change them: one after a backslash (an escape of its own), one in a String.raw
 * template (which shows the escape), and a space past ASCII (a library's no-break space between
 * two tokens, which an escape turns into a syntax error). Chunks, loaded only once a run
 * deploys, are left as the libraries wrote them.
 */
export function asciiOnly(text: string, file: string): string {
  const lines = text.split('\n');
  return lines
    .map((line, index) => {
      if (!/[\u0080-\uffff]/.test(line)) return line;
      const where = `${file}:${index + 1}`;
      if (line.includes('String.raw')) {
        throw new Error(`${where}: a String.raw template beside a character past ASCII`);
      }
      if (/\\[\u0080-\uffff]/.test(line)) {
        throw new Error(`${where}: a backslash before a character past ASCII`);
      }
      // \s holds every space JavaScript takes between tokens: U+00A0, U+FEFF, U+2028 and the rest.
      if (/[\s\u200b-\u200d]/.test(line.replace(/[^\u0080-\uffff]/g, ''))) {
        throw new Error(`${where}: a space past ASCII, which an escape would make a syntax error`);
      }
      // Code units, not code points: a character past U+FFFF becomes its two surrogates, which
      // a string joins again, and a regular expression with the u flag reads as one.
      return line.replace(
        /[\u0080-\uffff]/g,
        (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`,
      );
    })
    .join('\n');
}

/** Builds `entry` into `out` (a folder of its own), as its own ncc process. */
async function build(entry: string, out: string, extra: string[] = []): Promise<void> {
  const child = spawn(ncc, ['build', entry, '-o', out, '--quiet', ...extra], {
    cwd: root,
    stdio: 'inherit',
  });
  const [code, signal] = (await once(child, 'exit')) as [number | null, string | null];
  if (code !== 0) throw new Error(`ncc build ${entry} ended with ${signal ?? `exit code ${code}`}`);
}

/**
 * Runs `jobs` at most as many at once as the machine has cores: each ncc build is one process
 * that uses one core, and six of them one after another took twice the time of two at once.
 */
async function inTurns(jobs: readonly (() => Promise<void>)[]): Promise<void> {
  const queue = [...jobs];
  const lane = async (): Promise<void> => {
    for (let job = queue.shift(); job; job = queue.shift()) await job();
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), queue.length) }, lane));
}

/** What a build reads besides node_modules, which package-lock.json stands for. */
const INPUTS = [
  'src',
  'scripts/bundle.ts',
  'scripts/metadata.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

/** The files at `path`: itself when a file, those under it when a folder, none when absent. */
function filesAt(path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** One hash of the files at `paths`, their names and bytes, in name order. */
function treeHash(paths: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of paths.flatMap(filesAt).sort()) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

const STAMP = join(root, 'node_modules', '.cache', 'amezmo-deploy', 'bundle-stamp.json');

/** The inputs' hash and dist/'s, as they are now. */
function stampNow(): { inputs: string; dist: string } {
  const actions = actionFolders(root).map((folder) => join(folder, 'action.yml'));
  return { inputs: treeHash([...INPUTS, ...actions]), dist: treeHash(['dist']) };
}

function upToDate(): boolean {
  if (!existsSync(STAMP)) return false;
  const stamp = JSON.parse(readFileSync(STAMP, 'utf8')) as { inputs?: string; dist?: string };
  const now = stampNow();
  return stamp.inputs === now.inputs && stamp.dist === now.dist;
}

// Built only when run: the end-to-end tests import the names above.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-changed') && upToDate()) {
    console.log('dist/ is the bundle of the sources as they are: not built again.');
    process.exit(0);
  }
  rmSync(STAMP, { force: true });
  rmSync(join(root, 'dist'), { recursive: true, force: true });
  // Each bundle is built in a folder of its own, then moved into dist/ in turn: the deploy
  // action's folder, dist/, holds the others' folders.
  const builds = mkdtempSync(join(tmpdir(), 'amezmo-bundles-'));
  try {
    const worker = join(builds, 'worker');
    const all = bundles().map((bundle, index) => ({ ...bundle, at: join(builds, String(index)) }));
    await inTurns([
      () => build(WORKER_ENTRY, worker),
      ...all.map(
        ({ entry, at }) =>
          () =>
            build(entry, at, ['--license', 'licenses.txt']),
      ),
    ]);
    for (const { out, at } of all) {
      cpSync(at, join(root, out), { recursive: true });
      copyFileSync(join(worker, 'index.js'), join(root, out, WORKER_FILE));
    }
  } finally {
    rmSync(builds, { recursive: true, force: true });
  }
  for (const { out } of bundles()) {
    const file = join(out, 'index.js');
    const path = join(root, file);
    writeFileSync(path, asciiOnly(readFileSync(path, 'utf8'), file));
  }
  for (const { out } of bundles()) checkWorker(out);
  mkdirSync(dirname(STAMP), { recursive: true });
  writeFileSync(STAMP, JSON.stringify(stampNow()));
}
