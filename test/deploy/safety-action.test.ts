// What must never reach the archive, and what a signal during the wait does to the deployment, in
// the test's process (`runActionInProcess`, signals from an emitter), with the same assertions the
// bundle's runs had; test/e2e/safety.test.ts keeps dist/index.js refusing a file it may not read
// and cleaning up when a signal stops it during the archive or the upload.
import { mkdirSync, readFileSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { exec } from '../helpers/deploy-world.ts';
import { runActionInProcess, signalAfterInProcess } from '../helpers/in-process.ts';
import { SECRET, world } from '../helpers/safety-world.ts';

describe.concurrent('what never reaches the archive', () => {
  it('stores links that lead outside the workspace as links, never reading their targets', async (context) => {
    const { expect } = context;
    const { sim, root, workspace, deployWith } = await world(context, runActionInProcess);
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
});

describe.concurrent('a run cancelled during the wait', () => {
  it('during the wait, cancelling the deployment', async (context) => {
    const { expect } = context;
    const { sim, deployWith } = await world(context, runActionInProcess);
    const result = await deployWith(
      {},
      signalAfterInProcess('::group::Wait for deployment', 'SIGINT'),
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
    const { sim, deployWith } = await world(context, runActionInProcess);
    const result = await deployWith(
      { 'cancel-on-abort': 'false' },
      signalAfterInProcess('::group::Wait for deployment', 'SIGTERM'),
    );

    expect(result.exitCode).toBe(1);
    expect(result.errors).toEqual(['The run was cancelled (SIGTERM).']);
    expect(sim.requests.map((request) => request.route)).not.toContain('cancelDeployment');
    expect(sim.account.deployments()[0]?.status).toBe('pending');
  });
});
