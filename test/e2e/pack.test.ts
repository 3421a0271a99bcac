// The package as npm publishes and installs it: what `npm publish` would send, and the packed
// file installed as a user installs it (into a project, globally with a prefix, and run once
// with `npx --package`), each in an empty folder with nothing but the packed file (no registry:
// the bin is one self-contained bundle), then run against the simulator.
// All of it stays end to end: its subject is the package and its bin as npm installs and runs
// them; what the commands decide is proven in-process in test/cli/.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it, type TestContext } from 'vitest';
import { ROOT } from '../../simulator/runner.ts';
import { createSampleApp } from '../../simulator/sample-app.ts';
import { startSimulator, type Simulator } from '../helpers/simulator.ts';
import { exec, npmEnv, packPackage } from '../helpers/package.ts';

// As the user's shell finds them.
const npm = 'npm';
const npx = 'npx';

let root: string;
let project: string;
let tarball: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'e2e-pack-'));
  project = join(root, 'project');
  mkdirSync(project);
  tarball = await packPackage(root);
  await exec(npm, ['init', '-y'], { cwd: project, env: npmEnv(root) });
  await exec(npm, ['install', tarball], { cwd: project, env: npmEnv(root) });
  // One in the project that installed the package, one in a folder of its own.
  createSampleApp(join(project, 'app'));
  createSampleApp(join(root, 'app'));
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * A simulator of the test's own, closed when it finishes, so that the tests run at once
 * (docs/testing.md): the package is packed and installed once, for all of them.
 */
async function ownSim(onTestFinished: TestContext['onTestFinished']): Promise<Simulator> {
  const sim = await startSimulator({ deployment: { finalStatus: 'succeeded', pollsToFinish: 1 } });
  onTestFinished(() => sim.close());
  return sim;
}

/** A GitLab job's variables for a push of main, against the simulator. */
const gitlabPush = (sim: Simulator) => ({
  AMEZMO_API_KEY: sim.apiKey,
  AMEZMO_BASE_URL: sim.baseUrl,
  AMEZMO_INSTANCE: String(sim.seeded?.instanceId),
  AMEZMO_ENVIRONMENT: 'production',
  GITLAB_CI: 'true',
  CI: 'true',
  CI_COMMIT_BRANCH: 'main',
  CI_COMMIT_SHA: 'f'.repeat(40),
});

describe.concurrent('npm publish', () => {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Record<
    string,
    unknown
  >;

  it('would publish the command line and its papers, and no test, source or tool', async ({
    expect,
  }) => {
    const { stdout } = await exec(npm, ['publish', '--dry-run', '--json'], {
      cwd: ROOT,
      env: npmEnv(root),
    });
    const published = JSON.parse(stdout) as Record<string, { files: { path: string }[] }>;
    const files = (published['amezmo-deploy'] ?? Object.values(published)[0])?.files.map(
      (file) => file.path,
    );
    // The bin's bundle with every chunk, the compress worker it starts and the licences of what
    // it bundles: all of dist/cli/, nothing of the actions' bundles.
    const cli = readdirSync(join(ROOT, 'dist', 'cli')).map((name) => `dist/cli/${name}`);
    expect(cli).toEqual(
      expect.arrayContaining([
        'dist/cli/index.js',
        'dist/cli/compress-worker.js',
        'dist/cli/licenses.txt',
        'dist/cli/package.json',
      ]),
    );
    expect(files?.toSorted()).toEqual(
      ['CHANGELOG.md', 'LICENSE', 'README.md', 'package.json', ...cli].toSorted(),
    );
  });

  it('is publishable, with provenance, from this repository', ({ expect }) => {
    expect(manifest).not.toHaveProperty('private');
    expect(manifest).toMatchObject({
      name: 'amezmo-deploy',
      license: 'MIT',
      bin: { 'amezmo-deploy': 'dist/cli/index.js' },
      publishConfig: { access: 'public', provenance: true },
      repository: { type: 'git', url: 'git+https://github.com/amezmo/amezmo-deploy.git' },
    });
    expect(manifest).not.toHaveProperty('dependencies');
    expect(readFileSync(join(ROOT, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n/);
  });
});

describe.concurrent('npm pack, installed into an empty folder', () => {
  it('installs nothing but itself: the bin carries every library it needs', ({ expect }) => {
    expect(
      readdirSync(join(project, 'node_modules')).filter((name) => !name.startsWith('.')),
    ).toEqual(['amezmo-deploy']);
  });

  it('npx amezmo-deploy --help', async ({ expect }) => {
    const { stdout } = await exec(npx, ['amezmo-deploy', '--help'], {
      cwd: project,
      env: npmEnv(root),
    });
    expect(stdout).toContain('Usage: amezmo-deploy [options] [command]');
    expect(stdout).toContain('deploy [options]');
  });

  it('npx amezmo-deploy deploy --dry-run', async ({ expect, onTestFinished }) => {
    const sim = await ownSim(onTestFinished);
    const { stdout, stderr } = await exec(npx, ['amezmo-deploy', 'deploy', '--dry-run', '--json'], {
      cwd: join(project, 'app'),
      env: { ...npmEnv(root), ...gitlabPush(sim) },
    });
    expect(JSON.parse(stdout)).toMatchObject({ skipped: false, 'deployment-id': null });
    expect(stderr).toContain("notice: Dry run: branch 'main' would deploy to 'production'");
    expect(sim.requests.map((request) => request.route)).toEqual(['getEnvironment']);
  });
});

describe.concurrent('the packed file, as the README says to run it', () => {
  it('npm install --global --prefix DIR, then DIR/bin/amezmo-deploy deploys', async ({
    expect,
    onTestFinished,
  }) => {
    const sim = await ownSim(onTestFinished);
    const prefix = join(root, 'global');
    await exec(npm, ['install', '--global', '--prefix', prefix, tarball], {
      cwd: root,
      env: npmEnv(root),
    });
    const bin = join(prefix, 'bin', 'amezmo-deploy');
    const help = await exec(bin, ['--help'], { cwd: root, env: npmEnv(root) });
    expect(help.stdout).toContain('Usage: amezmo-deploy [options] [command]');

    const before = sim.account.deployments().length;
    const { stdout } = await exec(bin, ['deploy', '--json'], {
      cwd: join(root, 'app'),
      env: { ...npmEnv(root), ...gitlabPush(sim) },
    });
    expect(JSON.parse(stdout)).toMatchObject({ 'deployment-status': 'succeeded' });
    expect(sim.account.deployments()).toHaveLength(before + 1);
  });

  it('npx --package=<tarball> amezmo-deploy, in a folder with no package.json, deploys', async ({
    expect,
    onTestFinished,
  }) => {
    const sim = await ownSim(onTestFinished);
    const run = (args: string[]) =>
      exec(npx, ['--yes', `--package=${tarball}`, 'amezmo-deploy', ...args], {
        cwd: join(root, 'app'),
        // A cache of its own: npx installs the package there, as on a fresh CI runner.
        env: { ...npmEnv(join(root, 'npx')), ...gitlabPush(sim) },
      });
    expect((await run(['--help'])).stdout).toContain('Usage: amezmo-deploy [options] [command]');

    const before = sim.account.deployments().length;
    const { stdout, stderr } = await run(['deploy', '--json']);
    expect(JSON.parse(stdout)).toMatchObject({ 'deployment-status': 'succeeded' });
    expect(stderr).not.toMatch(/^error: /m);
    expect(sim.account.deployments()).toHaveLength(before + 1);
    expect(sim.account.deployments().at(-1)).toMatchObject({ commit: 'f'.repeat(40) });
  });
});
