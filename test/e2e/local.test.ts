// `npm run local`: each action run on this machine against the simulator and the GitHub stand-in,
// as a user tries them. A proxy that counts connections stands where the internet would be: a
// call to api.github.com or api.amezmo.com would reach it.
import { execFile } from 'node:child_process';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const exec = promisify(execFile);
const SCRIPT = join(import.meta.dirname, '..', '..', 'scripts', 'local.ts');

let proxy: Server;
let connections = 0;
beforeAll(async () => {
  proxy = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
});
afterAll(() => new Promise<void>((done) => proxy.close(() => done())));

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

describe('npm run local', () => {
  it('runs the preview action and shows the comment the pull request gets', async () => {
    const result = await local('preview');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('The action exited 0.');
    expect(result.stdout).toMatch(/outcome +created/);
    expect(result.stdout).toContain('Comment on pull request #7, by github-actions[bot]:');
    expect(result.stdout).toContain('### Amezmo preview of #7');
    expect(result.stdout).toMatch(
      /GitHub deployment \d+ to pr-shop-[0-9a-f]+-7: in_progress → success/,
    );
    expect(connections).toBe(0);
  });

  it('runs the environments action: the plan in the summary and the comment', async () => {
    const result = await local('environments');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Job summary:\n  Amezmo environments: plan');
    expect(result.stdout).toContain('Comment on pull request #7, by github-actions[bot]:');
    expect(result.stdout).toContain('staging | ssh | false | true');
    expect(connections).toBe(0);
  });

  it('says what it takes in one line on a mistake, without a stack trace', async () => {
    const result = await local('preveiw');
    expect(result.code).toBe(2);
    expect(result.stderr.split('\n')[0]).toBe(
      "local: 'preveiw' is not one action of deploy, preview, environments",
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
