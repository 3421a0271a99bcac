// `npm run local`: each action run on this machine against the simulator and the GitHub stand-in,
// as a user tries them. A proxy that counts connections stands where the internet would be: a
// call to api.github.com or api.amezmo.com would reach it.
// All of it stays end to end: its subject is the script, run as a process that takes its proxy
// from its environment, over the bundles.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, it, type TestContext } from 'vitest';

const exec = promisify(execFile);
const SCRIPT = join(import.meta.dirname, '..', '..', 'scripts', 'local.ts');

/**
 * A proxy that counts connections, standing where the internet would be, and a folder, of the
 * test's own and closed when it finishes, so that the tests run at once (docs/testing.md); `local`
 * runs the script through that proxy.
 */
async function world(onTestFinished: TestContext['onTestFinished']) {
  const folder = mkdtempSync(join(tmpdir(), 'e2e-local-'));
  let connections = 0;
  const proxy: Server = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  onTestFinished(async () => {
    rmSync(folder, { recursive: true, force: true });
    await new Promise<void>((done) => proxy.close(() => done()));
  });

  /** A --env file of these lines. */
  function envFile(name: string, lines: string[]): string {
    const path = join(folder, name);
    writeFileSync(path, `${lines.join('\n')}\n`);
    return path;
  }

  async function local(...args: string[]) {
    const address = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    return exec(process.execPath, [SCRIPT, ...args], {
      env: {
        PATH: process.env.PATH,
        HTTPS_PROXY: address,
        HTTP_PROXY: address,
        NO_PROXY: '127.0.0.1,localhost',
      },
      timeout: 120_000,
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        stdout: error.stdout,
        stderr: error.stderr,
      }),
    );
  }

  return { folder, connections: () => connections, envFile, local };
}

describe.concurrent('npm run local', () => {
  it('runs the preview action and shows the comment the pull request gets', async ({
    expect,
    onTestFinished,
  }) => {
    const { connections, local } = await world(onTestFinished);
    const result = await local('preview');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('The action exited 0.');
    expect(result.stdout).toMatch(/outcome +created/);
    expect(result.stdout).toContain('Comment on pull request #7, by github-actions[bot]:');
    expect(result.stdout).toContain('### Amezmo preview of #7');
    expect(result.stdout).toMatch(
      /GitHub deployment \d+ to pr-shop-[0-9a-f]+-7: in_progress → success/,
    );
    expect(connections()).toBe(0);
  });

  it('runs the environments action: the plan in the summary and the comment', async ({
    expect,
    onTestFinished,
  }) => {
    const { connections, local } = await world(onTestFinished);
    const result = await local('environments');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Job summary:\n  Amezmo environments: plan');
    expect(result.stdout).toContain('Comment on pull request #7, by github-actions[bot]:');
    expect(result.stdout).toContain('staging | ssh | false | true');
    expect(connections()).toBe(0);
  });

  it('keeps artifacts: a second run of the same bytes skips, and health-url /up reaches the app', async ({
    expect,
    onTestFinished,
  }) => {
    const { connections, envFile, local } = await world(onTestFinished);
    const env = envFile('health.env', ['INPUT_HEALTH-URL=/up', 'INPUT_HEALTH-TIMEOUT=30']);
    const result = await local('deploy', '--runs', '2', '--env', env);

    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /health-url \/up: asked of the simulator's app, http:\/\/127\.0\.0\.1:\d+\/app\/1001\/production\/up\n/,
    );
    const [first = '', second = ''] = result.stdout.split('(run 2 of 2)');
    expect(first).toContain('(run 1 of 2)');
    expect(first).toMatch(/ {2}health +healthy\n/);
    expect(first).toMatch(/ {2}skipped +false\n/);
    // The ledger, its archive kept in the stand-in's artifacts, says those bytes are live.
    expect(second).toMatch(/ {2}skipped +true\n/);
    expect(second).toMatch(/ {2}skip-reason +.*is already live/);
    expect(connections()).toBe(0);
  });

  it('never breaks a checkout of yours', async ({ expect, onTestFinished }) => {
    const { folder, local } = await world(onTestFinished);
    const result = await local('deploy', '--broken-last', '--workspace', folder);
    expect(result.code).toBe(2);
    expect(result.stderr.split('\n')[0]).toBe(
      'local: --broken-last breaks the sample app, never your checkout: leave out --workspace',
    );
  });

  it('names the API the run really uses when --env gives a base-url', async ({
    expect,
    onTestFinished,
  }) => {
    const { envFile, local } = await world(onTestFinished);
    const env = envFile('elsewhere.env', [
      'INPUT_BASE-URL=http://127.0.0.1:9/v1',
      'AMEZMO_DEPLOY_RETRY_DELAY_MS=1',
    ]);
    const result = await local('deploy', '--env', env);

    expect(result.code).toBe(1);
    expect(result.stdout.split('\n')[0]).toBe(
      'Amezmo API: http://127.0.0.1:9/v1 (INPUT_BASE-URL of --env)',
    );
    expect(result.stdout).not.toContain('Amezmo simulator');
  });

  it('says what it takes in one line on a mistake, without a stack trace', async ({
    expect,
    onTestFinished,
  }) => {
    const { local } = await world(onTestFinished);
    const result = await local('preveiw');
    expect(result.code).toBe(2);
    expect(result.stderr.split('\n')[0]).toBe(
      "local: 'preveiw' is not one action of deploy, preview, environments",
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});

// One at a time: the good release has 6 s (INPUT_HEALTH-TIMEOUT) to be proven healthy, which
// other runs keeping two cores busy could make it miss: the rollback would then have no healthy
// release to go back to.
describe('npm run local, against a health timeout', () => {
  it('rolls a broken last release back to the one the ledger kept', async ({
    expect,
    onTestFinished,
  }) => {
    const { connections, envFile, local } = await world(onTestFinished);
    const env = envFile('rollback.env', [
      'INPUT_HEALTH-URL=/up',
      'INPUT_HEALTH-TIMEOUT=6',
      'INPUT_ON-UNHEALTHY=rollback',
    ]);
    const result = await local('deploy', '--runs', '2', '--broken-last', '--env', env);

    expect(result.code).toBe(1);
    const [first = '', second = ''] = result.stdout.split('(run 2 of 2), broken');
    expect(first).toMatch(/ {2}health +healthy\n/);
    expect(second).toMatch(/ {2}health +unhealthy\n/);
    expect(second).toMatch(/ {2}rolled-back-to +[0-9a-f]{40}\n/);
    expect(second).toContain('is live now, health: healthy.');
    expect(connections()).toBe(0);
  });
});
