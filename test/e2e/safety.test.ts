// What must never reach the archive, and what a cancelled run leaves behind: nothing.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, it, type TestContext } from 'vitest';
import { ownSimulator } from '../helpers/own-simulator.ts';
import {
  runAction,
  signalAfter,
  simulatorInputs,
  type RunOptions,
} from '../../simulator/runner.ts';

const exec = promisify(execFile);
const SECRET = 'TOP-SECRET-CONTENT-7f3a';

/**
 * A simulator and a workspace of the test's own, closed when it finishes, so that the tests run
 * at once.
 */
async function world({ onTestFinished }: Pick<TestContext, 'onTestFinished'>) {
  const { sim, root, workspace } = await ownSimulator(
    onTestFinished,
    'e2e-safety-',
    { finalStatus: 'succeeded', pollsToFinish: 1000 },
    join('checkout', 'workspace'),
  );
  const deployWith = (inputs: Record<string, string> = {}, options: RunOptions = {}) =>
    runAction({
      workspace,
      eventName: 'push',
      event: { ref: 'refs/heads/main' },
      ...options,
      inputs: {
        ...simulatorInputs(sim),
        ...inputs,
      },
    });
  const uploads = () => sim.requests.filter((request) => request.route === 'createDeployment');
  return { sim, root, workspace, deployWith, uploads };
}

describe.concurrent('a run that must leave nothing behind', () => {
  describe('what never reaches the archive', () => {
    it('stores links that lead outside the workspace as links, never reading their targets', async (context) => {
      const { expect } = context;
      const { sim, root, workspace, deployWith } = await world(context);
      writeFileSync(join(root, 'secret'), SECRET);
      symlinkSync('/etc/hostname', join(workspace, 'hostname'));
      symlinkSync('../../secret', join(workspace, 'secret-link'));
      symlinkSync(root, join(workspace, 'outside-folder'));

      const result = await deployWith({ wait: 'false' });

      expect(result.exitCode).toBe(0);
      const archive = readFileSync(sim.account.deployments()[0]?.archivePath as string);
      expect(archive.includes(SECRET)).toBe(false);
      expect(archive.includes(readFileSync('/etc/hostname'))).toBe(false);
      const extracted = join(root, 'extracted');
      mkdirSync(extracted);
      await exec('unzip', [
        '-q',
        sim.account.deployments()[0]?.archivePath as string,
        '-d',
        extracted,
      ]);
      expect(readlinkSync(join(extracted, 'hostname'))).toBe('/etc/hostname');
      expect(readlinkSync(join(extracted, 'secret-link'))).toBe('../../secret');
      expect(readlinkSync(join(extracted, 'outside-folder'))).toBe(root);
    });

    it('fails on a file it cannot read, naming it, and uploads nothing', async (context) => {
      const { expect } = context;
      const { workspace, deployWith, uploads } = await world(context);
      mkdirSync(join(workspace, 'config'), { recursive: true });
      writeFileSync(join(workspace, 'config', 'secret.key'), SECRET);
      chmodSync(join(workspace, 'config', 'secret.key'), 0o000);

      const result = await deployWith({}, { unprivileged: true });

      expect(result.exitCode).toBe(1);
      expect(result.errors).toEqual([
        "Could not read 'config/secret.key' for the archive: permission denied (EACCES). Fix its permissions, or leave it out with the 'exclude' input.",
      ]);
      expect(uploads()).toEqual([]);
      expect(result.tempLeftovers).toEqual([]);
    });
  });

  describe('a cancelled run cleans up and exits non-zero', () => {
    // An archive built whole before its upload; test/e2e/stream.test.ts cancels one streamed.
    const whole = { AMEZMO_DEPLOY_STREAM_FROM_BYTES: String(2 ** 40) };

    it('during the archive', async (context) => {
      const { expect } = context;
      const { workspace, deployWith, uploads } = await world(context);
      writeFileSync(join(workspace, 'big.bin'), randomBytes(96 * 1024 * 1024));
      const result = await deployWith(
        { 'compression-level': '9' },
        { onSpawn: signalAfter('::group::Build the archive', 'SIGTERM'), env: whole },
      );

      expect(result.exitCode).toBe(1);
      expect(result.errors).toEqual(['The run was cancelled (SIGTERM).']);
      expect(uploads()).toEqual([]);
      expect(result.tempLeftovers).toEqual([]);
    });

    it('during the upload', async (context) => {
      const { expect } = context;
      const { sim, workspace, deployWith } = await world(context);
      writeFileSync(join(workspace, 'big.bin'), randomBytes(48 * 1024 * 1024));
      sim.inject('createDeployment', { kind: 'stall-reading' });
      const result = await deployWith(
        { 'compression-level': '0' },
        { onSpawn: signalAfter('::group::Upload', 'SIGINT', 300), env: whole },
      );

      expect(result.exitCode).toBe(1);
      expect(result.errors).toEqual(['The run was cancelled (SIGINT).']);
      expect(sim.account.deployments()).toEqual([]);
      expect(result.tempLeftovers).toEqual([]);
    });

    it('during the wait, cancelling the deployment', async (context) => {
      const { expect } = context;
      const { sim, deployWith } = await world(context);
      const result = await deployWith(
        {},
        { onSpawn: signalAfter('::group::Wait for deployment', 'SIGINT') },
      );

      expect(result.exitCode).toBe(1);
      expect(result.errors).toEqual(['The run was cancelled (SIGINT).']);
      expect(sim.requests.at(-1)?.route).toBe('cancelDeployment');
      expect(sim.account.deployments()[0]?.status).toBe('cancelling');
      expect(result.stdout).toContain('::warning::Cancelled deployment 838 (cancelling).');
      expect(result.outputs['deployment-status']).toBe('cancelling');
    });

    it('during the wait, leaving the deployment alone when cancel-on-abort is false', async (context) => {
      const { expect } = context;
      const { sim, deployWith } = await world(context);
      const result = await deployWith(
        { 'cancel-on-abort': 'false' },
        { onSpawn: signalAfter('::group::Wait for deployment', 'SIGTERM') },
      );

      expect(result.exitCode).toBe(1);
      expect(result.errors).toEqual(['The run was cancelled (SIGTERM).']);
      expect(sim.requests.map((request) => request.route)).not.toContain('cancelDeployment');
      expect(sim.account.deployments()[0]?.status).toBe('pending');
    });
  });
});
