// What the tests of the command line's ledger folder share (test/e2e/cli-ledger.test.ts through
// the bundle, test/cli/ledger-runs.test.ts in-process): a simulator whose production Amezmo
// checks at /up, a project folder whose releases are the sample app with bytes of their own, the
// ledger folder inside it as a GitLab cache is, and the helpers that read what the runs left.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestContext } from 'vitest';
import { createSampleApp } from '../../simulator/sample-app.ts';
import { runCli } from '../../simulator/runner.ts';
import type { CliRunner } from './cli-world.ts';
import { ownSimulator } from './own-simulator.ts';

export const commitOf = (n: number) => String(n).repeat(40);
export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * A simulator (its production checked by Amezmo at /up) and a project folder of the test's own,
 * closed when it finishes, so that the tests run at once (docs/testing.md), and the helpers that
 * act on them; `cli` runs the command line with `run`: the bundle, or its `main` in-process.
 */
export async function ledgerWorld(
  onTestFinished: TestContext['onTestFinished'],
  run: CliRunner = runCli,
  healthcheckDelayMs = 300,
) {
  const { sim, root } = await ownSimulator(
    onTestFinished,
    'e2e-cli-ledger-',
    { finalStatus: 'succeeded', pollsToFinish: 1 },
    'sample',
    { healthcheckDelayMs },
  );
  const project = join(root, 'shop');
  const ledger = join(project, '.amezmo-ledger');
  mkdirSync(project);

  const instanceId = () => sim.seeded?.instanceId as number;
  const received = () => sim.account.deployments().map((d) => readFileSync(d.archivePath));
  const entriesOf = (bytes: Buffer) => {
    const file = join(root, `listed-${Math.random().toString(36).slice(2)}.zip`);
    writeFileSync(file, bytes);
    return execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n');
  };

  /** The project at release `n`: the sample app, healthy or broken, with bytes of its own. */
  function release(n: number, options: { broken?: boolean } = {}): void {
    for (const name of readdirSync(project)) {
      if (!name.includes('ledger')) rmSync(join(project, name), { recursive: true, force: true });
    }
    createSampleApp(project, options);
    writeFileSync(join(project, 'public', 'release.txt'), `release ${n}\n`);
  }

  /** The variables of a GitLab CI job of commit `n` on main, pointed at the simulator. */
  const gitlab = (n: number) => ({
    CI: 'true',
    GITLAB_CI: 'true',
    CI_COMMIT_BRANCH: 'main',
    CI_COMMIT_SHA: commitOf(n),
    CI_PROJECT_PATH: 'acme/shop',
    GITLAB_USER_EMAIL: 'dev@example.com',
    CI_JOB_URL: `https://gitlab.com/acme/shop/-/jobs/${n}`,
    AMEZMO_API_KEY: sim.apiKey,
    AMEZMO_BASE_URL: sim.baseUrl,
    AMEZMO_INSTANCE: String(instanceId()),
    AMEZMO_ENVIRONMENT: 'production',
  });

  function cli(n: number, args: string[], env: Record<string, string | undefined> = {}) {
    return run({ args, cwd: project, env: { ...gitlab(n), ...env }, timeoutMs: 60_000 });
  }

  /** The records of production in the ledger folder, oldest first, as written. */
  function records(): {
    id: number;
    payload: { archive: { file: { path: string } } };
    statuses: { state: string; description: string }[];
  }[] {
    const folder = join(ledger, 'releases', String(instanceId()), 'production');
    return readdirSync(folder)
      .sort()
      .map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')));
  }

  sim.account.setHealthcheck(instanceId(), 'production', '/up');
  return {
    sim,
    root,
    project,
    ledger,
    instanceId,
    received,
    entriesOf,
    release,
    gitlab,
    cli,
    records,
  };
}
