// `amezmo-deploy rollback` outside GitHub Actions, end to end: two releases deployed by the deploy
// action (which records them in the ledger, GitHub deployments, and keeps their archives as
// artifacts), then the command line, with GITHUB_TOKEN and GITHUB_REPOSITORY, deploys the first
// one's exact bytes again, against the simulator and the GitHub stand-in.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSampleApp } from '../../simulator/sample-app.ts';
import { startSimulator, type Simulator } from '../helpers/simulator.ts';
import { runAction, runCli, simulatorInputs } from '../../simulator/runner.ts';
import { startGitHubApi, type GitHubApi } from '../github-api/server.ts';

let sim: Simulator;
let github: GitHubApi;
let root: string;

beforeEach(async () => {
  sim = await startSimulator({
    deployment: { finalStatus: 'succeeded', pollsToFinish: 1 },
    healthcheckDelayMs: 300,
  });
  github = await startGitHubApi();
  root = mkdtempSync(join(tmpdir(), 'e2e-cli-rollback-'));
});
afterEach(async () => {
  await sim.close();
  await github.close();
  rmSync(root, { recursive: true, force: true });
});

const commitOf = (n: number) => String(n).repeat(40);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const received = () => sim.account.deployments().map((d) => readFileSync(d.archivePath));

/** Release `n` deployed by the deploy action, as run `n` of the workflow. */
async function deployWithAction(n: number, commit = commitOf(n)) {
  const workspace = join(root, `release-${n}`);
  createSampleApp(workspace);
  writeFileSync(join(workspace, 'public', 'release.txt'), `release ${n}\n`);
  const result = await runAction({
    workspace,
    eventName: 'push',
    event: { ref: 'refs/heads/main' },
    env: {
      ...github.runnerVariables({ runId: n, headSha: commit }),
      GITHUB_RUN_ATTEMPT: '1',
    },
    inputs: { ...simulatorInputs(sim), 'github-token': 'ghs_test_token' },
    timeoutMs: 60_000,
  });
  expect(result.exitCode).toBe(0);
  expect(result.outputs.health).toBe('healthy');
}

/** The command line, with GITHUB_TOKEN and GITHUB_REPOSITORY, reading the stand-in's ledger. */
const rollbackCli = (args: string[]) =>
  runCli({
    args: ['rollback', ...args],
    cwd: root,
    env: {
      CI: 'true',
      AMEZMO_API_KEY: sim.apiKey,
      AMEZMO_BASE_URL: sim.baseUrl,
      AMEZMO_INSTANCE: String(sim.seeded?.instanceId),
      AMEZMO_ENVIRONMENT: 'production',
      GITHUB_TOKEN: 'ghs_cli_token',
      GITHUB_REPOSITORY: 'acme/shop',
      GITHUB_API_URL: github.runnerVariables().GITHUB_API_URL,
    },
    timeoutMs: 60_000,
  });

describe("amezmo-deploy rollback on the deploy action's ledger", () => {
  it('refuses --to with a prefix that starts two releases’ commits, naming both', async () => {
    sim.account.setHealthcheck(sim.seeded?.instanceId as number, 'production', '/up');
    const [first, second] = [`abcdef1${'1'.repeat(33)}`, `abcdef1${'2'.repeat(33)}`];
    await deployWithAction(1, first);
    await deployWithAction(2, second);
    await deployWithAction(3);
    const [one, two] = github.deploymentRecords.filter((record) => record.task === 'deploy:amezmo');

    const result = await rollbackCli(['--to', 'abcdef1']);
    expect(result.exitCode).not.toBe(0);
    expect(result.errors).toEqual([
      "'--to abcdef1' is ambiguous: it names 2 releases in the ledger: " +
        `commit ${second} (GitHub deployment ${two?.id}, ${two?.created_at}); ` +
        `commit ${first} (GitHub deployment ${one?.id}, ${one?.created_at}). Name one by more ` +
        'of its commit or by its GitHub deployment id, or pass --dry-run to list the releases.',
    ]);
    expect(received()).toHaveLength(3);
  });

  it("deploys the last healthy release's exact bytes again, read back with GITHUB_TOKEN", async () => {
    sim.account.setHealthcheck(sim.seeded?.instanceId as number, 'production', '/up');
    await deployWithAction(1);
    await deployWithAction(2);

    const result = await rollbackCli(['--json']);

    expect(result.errors).toEqual([]);
    expect(result.exitCode).toBe(0);
    const [first, , third] = received();
    expect(received()).toHaveLength(3);
    expect(sha256(third as Buffer)).toBe(sha256(first as Buffer));
    expect(sim.account.deployments()[2]).toMatchObject({ commit: commitOf(1), branch: 'main' });
    // stdout is the one JSON object: @actions/artifact's own lines went to the log.
    expect(JSON.parse(result.stdout)).toMatchObject({
      commit: commitOf(1),
      'deployment-status': 'succeeded',
      health: 'healthy',
      'archive-sha256': sha256(first as Buffer),
    });
    expect(result.stdout + result.stderr).not.toContain('ghs_cli_token');
    expect(result.stdout + result.stderr).not.toContain(sim.apiKey);
  });
});
