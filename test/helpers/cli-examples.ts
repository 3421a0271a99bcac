// What the tests of the examples for other CIs share (test/e2e/cli-examples.test.ts, which runs
// their lines with npx and the packed tarball, and test/cli/examples.test.ts, which runs them
// in-process): the examples read as each CI reads them, the `npx amezmo-deploy` line of a script
// and the variables it exports, and a simulator and a sample app of the test's own.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { ExpectStatic, TestContext } from 'vitest';
import { ROOT } from '../../simulator/runner.ts';
import type { CliRunner } from './cli-world.ts';
import { ownSimulator } from './own-simulator.ts';

/** The address of this version's tarball on its GitHub release, which the examples name. */
const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  version: string;
};
export const RELEASE_TARBALL = `https://github.com/amezmo/amezmo-deploy/releases/download/v${version}/amezmo-deploy-${version}.tgz`;

export const read = (name: string) =>
  parse(readFileSync(join(ROOT, 'docs', 'examples', name), 'utf8'), { merge: true }) as Record<
    string,
    unknown
  >;

export interface Job {
  variables?: Record<string, string>;
  script?: string[];
  extends?: string | string[];
  cache?: { key?: string; paths?: string[]; when?: string };
}

/** docs/examples/gitlab-ci.yml, as GitLab reads it. */
export const gitlabPipeline = read('gitlab-ci.yml');

/** A job of gitlab-ci.yml as GitLab reads it: its `extends` merged in order, its own keys last. */
export function gitlabCiJob(name: string): Job {
  const own = gitlabPipeline[name] as Job;
  const bases = [own.extends ?? []].flat().map((base) => gitlabPipeline[base] as Job);
  return {
    ...Object.assign({}, ...bases),
    ...own,
    variables: Object.assign(
      {},
      gitlabPipeline.variables,
      ...bases.map((base) => base.variables),
      own.variables,
    ),
  };
}

export const SHA = 'c'.repeat(40);

/** The variables GitLab CI sets for a pipeline of SHA, with `extra`. */
export const gitlabPush = (extra: Record<string, string>) => ({
  CI: 'true',
  GITLAB_CI: 'true',
  CI_COMMIT_SHA: SHA,
  CI_PROJECT_PATH: 'acme/shop',
  GITLAB_USER_EMAIL: 'dev@example.com',
  ...extra,
});

/**
 * The `npx amezmo-deploy` line of a script: its arguments, with "$NAME" read from `env` as the
 * shell reads it, and where stdout goes.
 */
function commandOf(
  expect: ExpectStatic,
  script: readonly string[],
  env: Record<string, string>,
): { launcher: string[]; args: string[]; stdoutFile?: string } {
  const line = script.find((text) => /\bnpx\b.*\bamezmo-deploy\b/.test(text));
  expect(line, 'a script line runs npx amezmo-deploy').toBeDefined();
  const [command, stdoutFile] = (line as string).split(/\s*>\s*/);
  const words = (command as string)
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/^"\$(\w+)"$/, (_all, name: string) => env[name] ?? ''));
  const bin = words.findIndex((word) => /^amezmo-deploy(@|$)/.test(word));
  return { launcher: words.slice(0, bin + 1), args: words.slice(bin + 1), stdoutFile };
}

/** The variables a script sets with `export A=1 B=2`. */
function exportsOf(script: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    script
      .filter((text) => text.startsWith('export '))
      .flatMap((text) => text.slice('export '.length).trim().split(/\s+/))
      .map((pair) => pair.split('=') as [string, string]),
  );
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * A simulator and a sample app of the test's own, closed when it finishes, and the helpers that
 * act on them. `runScript` runs a script's command line with `run`: npx and the packed tarball
 * in place of the release's that the line names, or the command line's `main` in-process.
 */
export async function examplesWorld(
  { expect, onTestFinished }: Pick<TestContext, 'expect' | 'onTestFinished'>,
  run: CliRunner,
  healthcheckDelayMs = 300,
) {
  const { sim, root, workspace } = await ownSimulator(
    onTestFinished,
    'e2e-cli-examples-',
    { finalStatus: 'succeeded', pollsToFinish: 1 },
    'app',
    { healthcheckDelayMs },
  );

  /** Runs a script's command with `env`, in the workspace, as the CI would. */
  async function runScript(
    script: readonly string[],
    env: Record<string, string>,
    cwd = workspace,
  ) {
    const { launcher, args, stdoutFile } = commandOf(expect, script, env);
    expect(launcher).toEqual(['npx', '--yes', `--package=${RELEASE_TARBALL}`, 'amezmo-deploy']);
    const result = await run({
      args,
      cwd,
      env: {
        AMEZMO_API_KEY: sim.apiKey,
        AMEZMO_BASE_URL: sim.baseUrl,
        ...exportsOf(script),
        ...env,
        // The examples name instance 1234; the simulator's is its own.
        AMEZMO_INSTANCE: String(sim.seeded?.instanceId),
      },
    });
    return { ...result, args, stdoutFile };
  }

  const uploads = () => sim.requests.filter((request) => request.route === 'createDeployment');

  return { sim, root, workspace, runScript, uploads };
}
