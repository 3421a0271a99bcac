// The package as npm installs it: `npm pack`, installed into an empty folder with nothing but the
// packed file (no registry: the bin is one self-contained bundle), then `npx amezmo-deploy` run
// there as a user runs it, against the simulator.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../simulator/runner.ts';
import { createSampleApp } from '../../simulator/sample-app.ts';
import { startSimulator, type Simulator } from '../../simulator/server.ts';

const exec = promisify(execFile);
// As the user's shell finds them.
const npm = 'npm';
const npx = 'npx';

let root: string;
let project: string;
let sim: Simulator;

/** npm as a user runs it, with a cache and a home of the test's own, and no registry reached. */
function npmEnv(): Record<string, string> {
  return {
    PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
    HOME: join(root, 'home'),
    TMPDIR: join(root, 'tmp'),
    npm_config_cache: join(root, 'cache'),
    npm_config_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
  };
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'e2e-pack-'));
  for (const folder of ['home', 'tmp', 'packed', 'project']) mkdirSync(join(root, folder));
  project = join(root, 'project');
  await exec(npm, ['pack', '--pack-destination', join(root, 'packed')], {
    cwd: ROOT,
    env: npmEnv(),
  });
  const [tarball] = readdirSync(join(root, 'packed'));
  await exec(npm, ['init', '-y'], { cwd: project, env: npmEnv() });
  await exec(npm, ['install', join(root, 'packed', tarball as string)], {
    cwd: project,
    env: npmEnv(),
  });
  sim = await startSimulator({ deployment: { finalStatus: 'succeeded', pollsToFinish: 1 } });
  createSampleApp(join(project, 'app'));
}, 120_000);
afterAll(async () => {
  await sim?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('npm pack, installed into an empty folder', () => {
  it('installs nothing but itself: the bin carries every library it needs', () => {
    expect(
      readdirSync(join(project, 'node_modules')).filter((name) => !name.startsWith('.')),
    ).toEqual(['amezmo-deploy']);
  });

  it('npx amezmo-deploy --help', async () => {
    const { stdout } = await exec(npx, ['amezmo-deploy', '--help'], {
      cwd: project,
      env: npmEnv(),
    });
    expect(stdout).toContain('Usage: amezmo-deploy [options] [command]');
    expect(stdout).toContain('deploy [options]');
  });

  it('npx amezmo-deploy deploy --dry-run', async () => {
    const { stdout, stderr } = await exec(npx, ['amezmo-deploy', 'deploy', '--dry-run', '--json'], {
      cwd: join(project, 'app'),
      env: {
        ...npmEnv(),
        AMEZMO_API_KEY: sim.apiKey,
        AMEZMO_BASE_URL: sim.baseUrl,
        AMEZMO_INSTANCE: String(sim.seeded?.instanceId),
        AMEZMO_ENVIRONMENT: 'production',
        GITLAB_CI: 'true',
        CI: 'true',
        CI_COMMIT_BRANCH: 'main',
        CI_COMMIT_SHA: 'f'.repeat(40),
      },
    });
    expect(JSON.parse(stdout)).toMatchObject({ skipped: false, 'deployment-id': null });
    expect(stderr).toContain("notice: Dry run: branch 'main' would deploy to 'production'");
    expect(sim.requests.map((request) => request.route)).toEqual(['getEnvironment']);
  });
});
