// A listing refused after the threads began to deflate it (a link leading out with links:
// refuse-outside; nothing to deploy) uploads nothing, leaves no archive, and leaves no thread
// running: the bytes deflated ahead were held, never written, and are dropped with the threads.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AmezmoClient } from '../../src/api/client.ts';
import type { BuildSettings } from '../../src/pipeline/archive.ts';
import { deployRelease, type ReleaseRequest } from '../../src/pipeline/release.ts';
import { startSimulator, type Simulator } from '../../simulator/server.ts';
import { fakeClock } from '../helpers/clock.ts';
import { recordingLogger } from '../helpers/releases.ts';
import { deflateThreads, deflateThreadsSettled } from '../helpers/threads.ts';

let sim: Simulator;
let client: AmezmoClient;
let root: string;
let temp: string;
let app: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'pipeline-refused-'));
  // 600 files of about 6 KB: past 2 MiB, so the threads deflate while the tree is walked.
  app = join(root, 'app');
  for (let index = 0; index < 600; index++) {
    const folder = join(app, 'vendor', `p${Math.floor(index / 8)}`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      join(folder, `C${index}.php`),
      `<?php // ${index}\nfunction f${index}() { return ${index}; }\n`.repeat(120),
    );
  }
  // Last in the walk's order: the refusal comes after the threads have begun.
  symlinkSync('/etc/hostname', join(app, 'zz-outside'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));
beforeEach(async () => {
  sim = await startSimulator();
  client = new AmezmoClient({ baseUrl: sim.baseUrl, apiKey: sim.apiKey, clock: fakeClock() });
  temp = mkdtempSync(join(root, 'temp-'));
});
afterEach(async () => {
  client.close();
  await sim.close();
});

function request(build: Partial<BuildSettings>): ReleaseRequest {
  return {
    instance: String(sim.seeded?.instanceId),
    environment: 'production',
    source: {
      kind: 'build',
      build: {
        path: app,
        exclude: [],
        ignoreFile: '.amezmoignore',
        compressionLevel: 6,
        keepArchive: true,
        logEntries: false,
        links: 'keep',
        ...build,
      },
    },
    fields: { repo_owner: 'acme', repo_name: 'shop', branch: 'main', commit: 'c'.repeat(40) },
    dryRun: false,
    wait: false,
    waitTimeoutSeconds: 60,
    cancelOnAbort: true,
    tempDir: temp,
    startedAt: 0,
  };
}

/** The most of the archive's threads alive when the run logged a line. */
let threadsSeen = 0;

async function release(build: Partial<BuildSettings>) {
  const logger = recordingLogger();
  const info = logger.info;
  threadsSeen = 0;
  logger.info = (message) => {
    threadsSeen = Math.max(threadsSeen, deflateThreads());
    info(message);
  };
  return deployRelease(request(build), {
    client,
    clock: fakeClock(),
    logger,
    group: (_title, phase) => phase(),
    signal: new AbortController().signal,
    // Streamed from the first byte, were anything written.
    streamFromBytes: 0,
  });
}

/** The zip files left below the run's temporary folder. */
const zipsLeft = () =>
  readdirSync(temp, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.zip'));

describe('a listing refused after the deflate began', () => {
  it('uploads nothing for a link leading out with links: refuse-outside', async () => {
    const result = await release({ links: 'refuse-outside' });
    expect(String(result.failure)).toContain(
      'Links that point outside the archive were refused (links: refuse-outside): zz-outside -> /etc/hostname.',
    );
    expect(sim.requests.map((one) => one.route)).not.toContain('createDeployment');
    expect(result.archive).toBeUndefined();
    expect(zipsLeft()).toEqual([]);
    expect(await deflateThreadsSettled(0)).toBe(0);
  });

  it('uploads nothing when every file is left out', async () => {
    const result = await release({ exclude: ['vendor/', 'zz-outside'] });
    expect(String(result.failure)).toContain(`Nothing to deploy: every file below '${app}'`);
    expect(sim.requests.map((one) => one.route)).not.toContain('createDeployment');
    expect(zipsLeft()).toEqual([]);
    expect(await deflateThreadsSettled(0)).toBe(0);
  });

  it('uploads the archive when the same tree is accepted, and ends the threads', async () => {
    const result = await release({ links: 'keep' });
    expect(result.failure).toBeUndefined();
    expect(sim.requests.map((one) => one.route)).toContain('createDeployment');
    // 600 files, 76 folders and the link.
    expect(result.archive?.files).toBe(677);
    // The threads ran, and the count above sees them: none is left.
    expect(threadsSeen).toBeGreaterThan(0);
    expect(await deflateThreadsSettled(0)).toBe(0);
  });
});
