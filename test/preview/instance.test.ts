// Waiting for an instance on the clock: what fails at once, and a refused deployment's deadline.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { uploadArchive } from '../../src/pipeline/upload.ts';
import { waitUntilReady } from '../../src/preview/instance.ts';
import { client, clock, logger, root, shop, sim, usePreviewRuns } from './fixture.ts';

usePreviewRuns();

describe('waiting for an instance', () => {
  const wait = () => ({
    client,
    clock,
    logger,
    deadline: clock.now() + 10_000,
    timeoutSeconds: 10,
  });

  it.each([
    [
      'has no such environment',
      'qa',
      undefined,
      "has no environment 'qa' (it has 'production', 'staging')",
    ],
    ['is being deleted', 'production', 'Deleting', 'is being deleted'],
    ['failed', 'production', 'Failed', 'failed to launch (instance Failed'],
  ])('fails at once when the instance %s', async (_, environment, state, message) => {
    const id = sim.account.addInstance({ name: shop(7), state }).seed.id;
    await expect(waitUntilReady(wait(), id, environment)).rejects.toThrow(message);
    expect(clock.sleeps).toEqual([]);
  });

  it('stops trying a refused deployment at the deadline', async () => {
    const id = sim.account.addInstance({ name: shop(7), state: 'Launching' }).seed.id;
    // An empty zip: its end record alone.
    const archivePath = join(root, 'empty.zip');
    writeFileSync(
      archivePath,
      Buffer.concat([Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]),
    );
    const launching = { deadline: clock.now() + 10_000, timeoutSeconds: 10 };
    await expect(
      uploadArchive(
        { instance: String(id), environment: 'production' },
        archivePath,
        {},
        { client, clock, logger, signal: new AbortController().signal },
        { launching, startedAt: clock.now() },
      ),
    ).rejects.toThrow(
      /still refused deployments after 10 s \(Amezmo API: 409 invalid_instance_state/,
    );
    expect(clock.sleeps.reduce((sum, ms) => sum + ms, 0)).toBe(10_000);
  });
});
