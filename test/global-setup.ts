// Checks, once the whole suite has run, that it left nothing behind: no temporary folders of
// its own and no processes of the action or the simulator.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';

/** Prefixes of every temporary folder the tests, the simulator and the action make. */
const PREFIXES = [
  'amezmo-',
  'e2e-',
  'sim-test-',
  'client-test-',
  'inputs-test-',
  'archive-test-',
  'archive-out-',
  'deploy-test-',
];

function ours(): Set<string> {
  return new Set(
    readdirSync(tmpdir()).filter((name) => PREFIXES.some((prefix) => name.startsWith(prefix))),
  );
}

function strayProcesses(): string[] {
  const lines = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' }).split('\n');
  return lines.filter(
    (line) => /dist\/index\.js|simulator\/cli\.ts/.test(line) && !line.includes('ps -eo'),
  );
}

export default function setup(): () => void {
  const before = ours();
  const processesBefore = new Set(strayProcesses());
  return () => {
    const leftovers = [...ours()].filter((name) => !before.has(name));
    const processes = strayProcesses().filter((line) => !processesBefore.has(line));
    const problems = [
      ...leftovers.map((name) => `temporary folder left behind: ${tmpdir()}/${name}`),
      ...processes.map((line) => `process left running: ${line.trim()}`),
    ];
    if (problems.length > 0)
      throw new Error(`The test suite left things behind:\n${problems.join('\n')}`);
  };
}
