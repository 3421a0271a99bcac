// Checks, once the whole suite has run, that it left nothing behind: no temporary files and no
// processes of the action or the simulator. Each run gets a temporary folder of its own (through
// TMPDIR, which the test workers inherit), so that other work on the machine does not count.
// The workers inherit a UTF-8 locale from here too.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

function strayProcesses(): string[] {
  const lines = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' }).split('\n');
  const ours = [
    join(ROOT, 'dist', 'index.js'),
    join(ROOT, 'dist', 'environments', 'index.js'),
    join(ROOT, 'dist', 'preview', 'index.js'),
    join(ROOT, 'dist', 'cli', 'index.js'),
    join(ROOT, 'simulator', 'cli.ts'),
    'simulator/cli.ts',
  ];
  return lines.filter(
    (line) => ours.some((marker) => line.includes(marker)) && !line.includes('ps -eo'),
  );
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
  const processesBefore = new Set(strayProcesses());
  return () => {
    const leftovers = readdirSync(runTemp);
    const processes = strayProcesses().filter((line) => !processesBefore.has(line));
    rmSync(runTemp, { recursive: true, force: true });
    const problems = [
      ...leftovers.map((name) => `temporary file left behind: ${name}`),
      ...processes.map((line) => `process left running: ${line.trim()}`),
    ];
    if (problems.length > 0)
      throw new Error(`The test suite left things behind:\n${problems.join('\n')}`);
  };
}
