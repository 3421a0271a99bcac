// What the command line writes into the project it deploys (a --dotenv file, a --ledger-dir
// folder) is never shipped by a later deploy of that folder, with those flags or without: the
// archive the simulator received is read back with unzip.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { runCli } from '../../simulator/runner.ts';
import { createSampleApp } from '../../simulator/sample-app.ts';
import { startSimulator, type Simulator } from '../helpers/simulator.ts';

let sim: Simulator;
let root: string;
let workspace: string;

beforeEach(async () => {
  sim = await startSimulator({ deployment: { finalStatus: 'succeeded', pollsToFinish: 1 } });
  root = mkdtempSync(join(tmpdir(), 'e2e-cli-own-files-'));
  workspace = join(root, 'app');
  createSampleApp(workspace);
});
afterEach(async () => {
  await sim.close();
  rmSync(root, { recursive: true, force: true });
});

const deploy = (args: string[]) =>
  runCli({
    args: ['deploy', ...args],
    cwd: workspace,
    env: {
      AMEZMO_API_KEY: sim.apiKey,
      AMEZMO_BASE_URL: sim.baseUrl,
      AMEZMO_INSTANCE: String(sim.seeded?.instanceId),
      AMEZMO_ENVIRONMENT: 'production',
      CI: 'true',
      GITLAB_CI: 'true',
      CI_COMMIT_BRANCH: 'main',
      CI_COMMIT_SHA: 'c'.repeat(40),
    },
  });

/** The names in the zip the simulator received for the `index`th deployment, as unzip lists them. */
const uploaded = (index: number) =>
  execFileSync('unzip', ['-Z1', sim.account.deployments()[index]?.archivePath as string], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);

it('ships neither the --dotenv file nor the ledger folder, in a run given neither', async () => {
  const first = await deploy(['--ledger-dir', '.amezmo-ledger', '--dotenv', 'amezmo.env']);
  expect(first.errors).toEqual([]);
  expect(first.exitCode).toBe(0);
  expect(readFileSync(join(workspace, 'amezmo.env'), 'utf8')).toMatch(
    /^AMEZMO_WRITTEN_BY=amezmo-deploy\nAMEZMO_/,
  );

  const second = await deploy([]);
  expect(second.errors).toEqual([]);
  expect(second.exitCode).toBe(0);
  const names = uploaded(1);
  expect(names).toContain('public/index.php');
  expect(names.filter((name) => /amezmo\.env|amezmo-ledger/.test(name))).toEqual([]);
  // Said once, naming each.
  expect(second.stderr.match(/wrote itself/g)).toHaveLength(1);
  expect(second.stderr).toContain(
    'Left out what amezmo-deploy wrote itself: .amezmo-ledger/ (a ledger folder), amezmo.env (a --dotenv file).',
  );

  // With the flags again, the same: the file written by the last run is not shipped either.
  const third = await deploy([
    '--ledger-dir',
    '.amezmo-ledger',
    '--dotenv',
    'amezmo.env',
    '--force',
  ]);
  expect(third.errors).toEqual([]);
  expect(uploaded(2).filter((name) => /amezmo\.env|amezmo-ledger/.test(name))).toEqual([]);
});
