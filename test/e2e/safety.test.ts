// What must never reach the archive, and what a cancelled run leaves behind: nothing. End to end,
// dist/index.js refusing a file it may not read (as another user), deploying none of an archive
// given that something else writes during its upload, and cleaning up when a signal stops it
// during the archive or the upload. Links kept as links, and what a signal during the
// wait does to the deployment, are proven in-process by test/deploy/safety-action.test.ts.
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  realpathSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { SECRET, world } from '../helpers/safety-world.ts';
import { runAction, signalAfter } from '../../simulator/runner.ts';

describe.concurrent('a run that must leave nothing behind', () => {
  describe('what never reaches the archive', () => {
    it('fails on a file it cannot read, naming it, and uploads nothing', async (context) => {
      const { expect } = context;
      const { workspace, deployWith, uploads } = await world(context, runAction);
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

  describe('an archive given that something else writes while it is deployed', () => {
    it('deploys nothing of the changed bytes, records nothing, and says what changed', async (context) => {
      const { expect } = context;
      const { sim, workspace, deployWith } = await world(context, runAction);
      // Far more than the action can send ahead to a server that reads nothing yet (its
      // sockets' buffers: 4 to 8 MiB here, tcp_wmem's 4 MiB and the receiver's window).
      writeFileSync(join(workspace, 'big.bin'), randomBytes(64 * 1024 * 1024));
      execFileSync('tar', ['--format=ustar', '-cf', 'app.tar', 'big.bin'], { cwd: workspace });
      const archive = join(workspace, 'app.tar');
      const sha256 = createHash('sha256').update(readFileSync(archive)).digest('hex');
      // The upload is held at the server; meanwhile its last bytes, which it cannot have read
      // yet, change.
      let release!: () => void;
      sim.inject('createDeployment', {
        kind: 'hold',
        until: new Promise<void>((resolve) => (release = resolve)),
        arrived: () => {
          const file = openSync(archive, 'r+');
          writeSync(file, Buffer.from('changed'), 0, 7, statSync(archive).size - 600);
          closeSync(file);
          release();
        },
      });
      const result = await deployWith({ archive: 'app.tar' });

      expect(result.exitCode).toBe(1);
      expect(result.errors).toEqual([
        `The archive given, ${realpathSync(archive)}, changed while this step read it: its bytes ` +
          `are no longer those whose sha256 is ${sha256}. Let what writes it end before this ` +
          'step, or give a copy that nothing else writes.',
      ]);
      expect(sim.account.deployments()).toEqual([]);
      expect(result.tempLeftovers).toEqual([]);
    });
  });

  describe('a cancelled run cleans up and exits non-zero', () => {
    // An archive built whole before its upload; test/e2e/stream.test.ts cancels one streamed.
    const whole = { AMEZMO_DEPLOY_STREAM_FROM_BYTES: String(2 ** 40) };

    it('during the archive', async (context) => {
      const { expect } = context;
      const { workspace, deployWith, uploads } = await world(context, runAction);
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
      const { sim, workspace, deployWith } = await world(context, runAction);
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
  });
});
