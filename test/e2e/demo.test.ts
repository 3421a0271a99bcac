// `npm run demo` and its variants, run as the README tells a new user to: each starts the
// simulator and runs the bundles, and must end in "Demo finished as expected." with exit 0.
// All of it stays end to end: its subject is the script a new user runs, over the bundles.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { ROOT } from '../../simulator/runner.ts';

interface Ran {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

function demo(...args: string[]): Promise<Ran> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(ROOT, 'scripts/demo.ts'), ...args],
      { cwd: ROOT, timeout: 90_000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe.concurrent('npm run demo', () => {
  it('deploys the sample app to the simulator', async ({ expect }) => {
    const ran = await demo();
    expect(ran.stderr).toBe('');
    expect(ran.code).toBe(0);
    expect(ran.stdout).toContain('Demo finished as expected.');
  });

  it('--promote: production runs the digest proven on staging', async ({ expect }) => {
    const ran = await demo('--promote');
    expect(ran.code).toBe(0);
    const digests = [
      ...ran.stdout.matchAll(/^ {2}(staging|production) .* sha256 ([0-9a-f]{64})$/gm),
    ];
    expect(digests.map((found) => found[1])).toEqual(['staging', 'production']);
    expect(digests[0]?.[2]).toBe(digests[1]?.[2]);
    expect(ran.stdout).toContain('Demo finished as expected.');
  });

  it('--waves: six instances in three waves, then a broken release stopped at the first', async ({
    expect,
  }) => {
    const ran = await demo('--waves');
    expect(ran.code).toBe(0);
    for (const wave of [1, 2, 3]) expect(ran.stdout).toContain(`Wave ${wave} of 3 started`);
    expect(ran.stdout).toContain('The broken release stopped at the first wave');
    expect(ran.stdout).toContain('Demo finished as expected.');
  });

  it('--broken: the healthy bytes deployed again', async ({ expect }) => {
    const ran = await demo('--broken');
    expect(ran.code).toBe(0);
    expect(ran.stdout).toContain('Demo finished as expected.');
  });

  it('refuses two demos at once, with its usage', async ({ expect }) => {
    const ran = await demo('--promote', '--waves');
    expect(ran.code).toBe(2);
    expect(ran.stderr).toContain('Usage: npm run demo [-- --broken | --promote | --waves]');
  });
});
