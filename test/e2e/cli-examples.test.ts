// The examples for other CIs, run with npx as the CI's shell runs them: the job's
// `npx --package=<the release's tarball> amezmo-deploy ...` line, with npx and this checkout's
// packed tarball in place of the release's, the job's own variables and those the CI would set,
// against the simulator. It keeps the runs that prove the package's bin: the README's GitLab job
// copied as it is, and gitlab-ci.yml's deploy in an image with no git. Every other example's
// lines run in-process in test/cli/examples.test.ts, through the same helpers.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { symlinkSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, it, type ExpectStatic, type TestContext } from 'vitest';
import { ROOT, runCli } from '../../simulator/runner.ts';
import { examplesWorld, gitlabCiJob, gitlabPush, SHA, type Job } from '../helpers/cli-examples.ts';
import { npmEnv, packPackage } from '../helpers/package.ts';

// The package packed once, and npm's cache shared by every run, as a runner's cache would be.
let packed: string;
let tarball: string;
beforeAll(async () => {
  packed = mkdtempSync(join(tmpdir(), 'e2e-cli-examples-pack-'));
  tarball = await packPackage(packed);
}, 120_000);
afterAll(() => rmSync(packed, { recursive: true, force: true }));
/** npm's settings and PATH; the run's home and temporary folder stay its own. */
function npmSettings(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(npmEnv(packed)).filter(([name]) => name !== 'HOME' && name !== 'TMPDIR'),
  );
}

/**
 * The examples' world, each line run with npx and the packed tarball. The tests run one at a
 * time: npx's start is the work of a core, and five at once took as long as one after another
 * (39 s against 38.6 s). npx takes a lock before it installs into its cache.
 */
const world = (context: { expect: ExpectStatic; onTestFinished: TestContext['onTestFinished'] }) =>
  examplesWorld(context, (options) =>
    runCli({
      ...options,
      launcher: ['npx', '--yes', `--package=${tarball}`, 'amezmo-deploy'],
      env: { ...npmSettings(), ...options.env },
    }),
  );

describe('docs/examples/gitlab-ci.yml', () => {
  const job = gitlabCiJob;
  const gitlab = gitlabPush;

  it('in node:24-slim, with no git, builds the same bytes from every fresh clone of a commit', async ({
    expect,
    onTestFinished,
  }) => {
    const { root, workspace, runScript, uploads } = await world({ expect, onTestFinished });
    // GitLab's runner clones the project (a .git folder is there), and the job's image has no
    // git: a shell, node, npm and npx. Each clone's files get the time of the clone.
    const bin = join(root, 'bin');
    mkdirSync(bin);
    for (const name of ['sh', 'npm', 'npx']) {
      const found = (process.env.PATH ?? '')
        .split(':')
        .map((folder) => join(folder, name))
        .find((path) => existsSync(path));
      symlinkSync(realpathSync(found as string), join(bin, name));
    }
    symlinkSync(process.execPath, join(bin, 'node'));
    const production = job('deploy-production');
    const push = gitlab({ CI_COMMIT_BRANCH: 'main', CI_COMMIT_TIMESTAMP: '2026-11-20T10:00:00Z' });
    const clone = async (at: Date) => {
      // A fresh clone: what the last job wrote is gone, but the ledger's cache is restored.
      rmSync(join(workspace, 'amezmo.env'), { force: true });
      for (const file of ['composer.json', 'public/index.php', 'routes/web.php']) {
        utimesSync(join(workspace, file), at, at);
      }
      return runScript(production.script ?? [], {
        ...(production.variables ?? {}),
        ...push,
        PATH: bin,
      });
    };

    const first = await clone(new Date('2026-11-25T08:00:00Z'));
    expect(first.errors).toEqual([]);
    expect(first.stderr).toContain(
      "File times: all set to 2026-11-20T10:00:00.000Z (the commit's time, from CI_COMMIT_TIMESTAMP).",
    );
    const second = await clone(new Date('2026-11-26T09:30:00Z'));
    expect(second.errors).toEqual([]);
    expect(second.exitCode).toBe(0);
    // The same bytes: the ledger knows them live, and nothing is uploaded again.
    expect(second.stderr).toMatch(/already live/);
    expect(uploads()).toHaveLength(1);
  });
});

describe("the README's GitLab job, copied as it is", () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const snippet = /\n```yaml\n(deploy-production:\n[\s\S]*?)```/.exec(readme)?.[1];

  it('deploys the default branch from the packed tarball, and keeps its dotenv file always', async ({
    expect,
    onTestFinished,
  }) => {
    const { workspace, runScript, uploads } = await world({ expect, onTestFinished });
    expect(snippet).toBeDefined();
    const production = (parse(snippet as string) as Record<string, Job>)['deploy-production'];
    expect(production).toMatchObject({
      artifacts: { when: 'always', reports: { dotenv: 'amezmo.env' } },
    });
    const result = await runScript(production?.script ?? [], {
      ...(production?.variables ?? {}),
      CI: 'true',
      GITLAB_CI: 'true',
      CI_COMMIT_BRANCH: 'main',
      CI_COMMIT_SHA: SHA,
      CI_COMMIT_TIMESTAMP: '2026-11-20T10:00:00+00:00',
      CI_PROJECT_PATH: 'acme/shop',
    });
    expect(result.errors).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(uploads()[0]?.fields).toMatchObject({ environment: 'production', branch: 'main' });
    expect(readFileSync(join(workspace, 'amezmo.env'), 'utf8')).toMatch(
      /^AMEZMO_DEPLOYMENT_STATUS=succeeded$/m,
    );
  });
});
