import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { RUN_MARKER, strayProcesses } from './global-setup.ts';

const started: ChildProcess[] = [];

/** A process that looks like the simulator's, started with `env` beside the PATH. */
async function idle(env: Record<string, string>): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', 'simulator/cli.ts'], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: 'ignore',
  });
  started.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child.pid ?? 0;
}

afterEach(() => {
  for (const child of started.splice(0)) child.kill();
});

describe('the suite counts only its own leftovers', () => {
  it("finds this run's simulator, not a user's own nor another checkout's", async () => {
    const ours = await idle({ [RUN_MARKER]: '/tmp/amezmo-test-run-ours' });
    const users = await idle({});
    const others = await idle({ [RUN_MARKER]: '/tmp/amezmo-test-run-other' });
    const found = strayProcesses('/tmp/amezmo-test-run-ours').map((line) =>
      Number(line.split(' ')[0]),
    );
    expect(found).toContain(ours);
    expect(found).not.toContain(users);
    expect(found).not.toContain(others);
  });
});
