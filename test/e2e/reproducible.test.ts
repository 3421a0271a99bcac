// The same tree gives the same archive, byte for byte, whatever the files' times on disk: a
// fresh checkout sets every time to the moment of the checkout, so without this the digest could
// not show that staging and production received the same code.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction, simulatorInputs } from '../../simulator/runner.ts';
import { createSampleApp } from '../../simulator/sample-app.ts';
import { startSimulator, type Simulator } from '../helpers/simulator.ts';

let sim: Simulator;
let root: string;

beforeAll(async () => {
  sim = await startSimulator();
  root = mkdtempSync(join(tmpdir(), 'e2e-reproducible-'));
});
afterAll(async () => {
  await sim.close();
  rmSync(root, { recursive: true, force: true });
});

/** Sets every file's time below `folder` to `seconds`. */
function touchAll(folder: string, seconds: number): void {
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isSymbolicLink()) continue;
    utimesSync(join(entry.parentPath, entry.name), seconds, seconds);
  }
}

/** A git checkout of the sample app, committed at a fixed time, its files touched at `seconds`. */
function checkout(name: string, seconds: number): string {
  const workspace = join(root, name);
  createSampleApp(workspace);
  rmSync(join(workspace, '.git'), { recursive: true, force: true });
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: workspace,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'a',
        GIT_AUTHOR_EMAIL: 'a@example.com',
        GIT_COMMITTER_NAME: 'a',
        GIT_COMMITTER_EMAIL: 'a@example.com',
        GIT_AUTHOR_DATE: '2026-01-02T03:04:05Z',
        GIT_COMMITTER_DATE: '2026-01-02T03:04:05Z',
      },
    });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'app');
  touchAll(workspace, seconds);
  return workspace;
}

async function digest(workspace: string, env: Record<string, string> = {}): Promise<string> {
  const result = await runAction({
    workspace,
    inputs: { ...simulatorInputs(sim), 'dry-run': 'true', force: 'true' },
    env,
  });
  expect(result.errors).toEqual([]);
  return result.outputs['archive-sha256'] as string;
}

describe('reproducible archives', () => {
  it('two checkouts of one commit, touched at different times, give one archive-sha256', async () => {
    const first = await digest(checkout('first', 1_700_000_000));
    const second = await digest(checkout('second', 1_800_000_000));
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).toBe(first);
  });

  it('SOURCE_DATE_EPOCH sets the times outside a git checkout', async () => {
    const a = join(root, 'plain-a');
    createSampleApp(a);
    const b = join(root, 'plain-b');
    cpSync(a, b, { recursive: true, verbatimSymlinks: true });
    touchAll(a, 1_600_000_000);
    touchAll(b, 1_650_000_000);
    // Without it, each file keeps its own time: the digests differ.
    expect(await digest(a)).not.toBe(await digest(b));
    const epoch = { SOURCE_DATE_EPOCH: '1700000000' };
    expect(await digest(a, epoch)).toBe(await digest(b, epoch));
  });
});
