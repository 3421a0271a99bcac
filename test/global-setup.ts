// Checks, once the whole suite has run, that it left nothing behind: no temporary files and no
// processes of the action or the simulator. Each run gets a temporary folder of its own (through
// TMPDIR, which the test workers inherit), so that other work on the machine does not count.
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
