// Checks, once the whole suite has run, that it left nothing behind: no temporary files and no
// processes of the action or the simulator. Each run gets a temporary folder of its own (through
// TMPDIR, which the test workers inherit), so that other work on the machine does not count.
// The workers inherit a UTF-8 locale from here too.
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What every process this run starts inherits, so that its leftovers can be told from others'. */
export const RUN_MARKER = 'AMEZMO_TEST_RUN';

const OURS = [
  'dist/index.js',
  'dist/environments/index.js',
  'dist/preview/index.js',
  'dist/cli/index.js',
  'simulator/cli.ts',
];

/**
 * The processes of the action or the simulator that carry `RUN_MARKER=run` in their environment:
 * this run's own, never a user's `npm run local` or another checkout's suite running beside it.
 */
export function strayProcesses(run: string): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    if (Number(pid) === process.pid) continue;
    let environ: string;
    let args: string;
    try {
      environ = readFileSync(`/proc/${pid}/environ`, 'latin1');
      args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    } catch {
      continue; // gone already, or not ours to read
    }
    if (!environ.split('\0').includes(`${RUN_MARKER}=${run}`)) continue;
    if (OURS.some((marker) => args.includes(marker))) found.push(`${pid} ${args}`);
  }
  return found;
}

export default function setup(): () => void {
  const runTemp = mkdtempSync(join(tmpdir(), 'amezmo-test-run-'));
  // Tests that run the action as an unprivileged user need to pass through it.
  chmodSync(runTemp, 0o755);
  process.env.TMPDIR = runTemp;
  // The archive readers the tests use (unzip above all) decode entry names by the locale: with
  // none set, as under `env -i` or a bare CI image, `été` comes out as `#U00e9t#U00e9`. The
  // archive's names are UTF-8 and flagged so; the readers are told to read them as such.
  process.env.LC_ALL = 'C.UTF-8';
  process.env[RUN_MARKER] = runTemp;
  return () => {
    const leftovers = readdirSync(runTemp);
    const processes = strayProcesses(runTemp);
    rmSync(runTemp, { recursive: true, force: true });
    const problems = [
      ...leftovers.map((name) => `temporary file left behind: ${name}`),
      ...processes.map((line) => `process left running: ${line.trim()}`),
    ];
    if (problems.length > 0)
      throw new Error(`The test suite left things behind:\n${problems.join('\n')}`);
  };
}
