// The deployed app and the platform's health check: what each environment's current release
// answers over HTTP, by the archive deployed, and what Amezmo records of its own check in
// current_deployment.healthcheck, a while after the release became current.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator, type SimulatorOptions } from '../../simulator/server.ts';
import { readRelease } from '../../simulator/release.ts';
import { createSampleApp } from '../../simulator/sample-app.ts';
import { selfSignedCertificate } from '../helpers/certificate.ts';

const run = promisify(execFile);
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;

let workdir: string;
let sim: Simulator;

/** Zips `files` (path -> content) into `<name>.zip` with Info-ZIP, with its `flags`. */
async function zipOf(
  name: string,
  files: Record<string, string>,
  flags: string[] = [],
): Promise<string> {
  const folder = join(workdir, name);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), content);
  }
  const archive = join(workdir, `${name}.zip`);
  await run('zip', ['-q', '-r', ...flags, archive, '.'], { cwd: folder });
  return archive;
}

beforeAll(async () => {
  workdir = mkdtempSync(join(tmpdir(), 'sim-health-'));
});
afterAll(() => rmSync(workdir, { recursive: true, force: true }));
afterEach(async () => {
  await sim?.close();
});

async function start(options: SimulatorOptions = {}): Promise<number> {
  sim = await startSimulator({ deployment: { pollsToFinish: 1 }, ...options });
  return sim.seeded?.instanceId as number;
}

async function api(path: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const response = await fetch(`${sim.baseUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${sim.apiKey}` },
  });
  return (await response.json()) as Record<string, unknown>;
}

/** Uploads `archive` to the environment, as the documented curl example does. */
async function upload(instanceId: number, archive: string, environment = 'production') {
  const form = new FormData();
  form.set('environment', environment);
  form.set('archive', new Blob([readFileSync(archive)]), 'app.zip');
  return api(`/instances/${instanceId}/deployments`, { method: 'POST', body: form });
}

type Healthcheck = Record<
  'healthcheck_url' | 'healthcheck_status_code' | 'healthcheck_sent_at',
  unknown
>;

/** The environment's current deployment, looked at through the API (which moves it on). */
async function currentDeployment(instanceId: number, environment = 'production') {
  const found = await api(`/instances/${instanceId}/environments/${environment}`);
  return found.current_deployment as { id: number; healthcheck: Healthcheck } | null;
}

/** The current deployment once its health check has been sent (with `code`, when given), however slow the machine. */
async function checkedDeployment(instanceId: number, code?: number) {
  for (let look = 0; ; look++) {
    const current = await currentDeployment(instanceId);
    const sent = current?.healthcheck.healthcheck_status_code;
    if (code === undefined ? sent != null : sent === code) return current;
    if (look === 100)
      throw new Error(`no health check result (${String(code)}) after ${look} looks`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

async function get(url: string, init: RequestInit = {}) {
  const response = await fetch(url, { redirect: 'manual', ...init });
  return { status: response.status, body: await response.text(), headers: response.headers };
}

const NOTHING = { healthcheck_url: null, healthcheck_status_code: null, healthcheck_sent_at: null };

describe("the platform's health check, in current_deployment.healthcheck", () => {
  it('shows the URL at once, and its result once the delay has passed: the status and when', async () => {
    const id = await start({ healthcheckDelayMs: 150 });
    sim.account.setHealthcheck(id, 'production', '/up');
    const healthy = await zipOf('healthy', { 'index.php': '<?php echo 1;' });
    const created = await upload(id, healthy);
    const becameCurrent = Date.now();
    const first = await currentDeployment(id);
    // The URL is the environment's setting; only the result waits for the check to be sent.
    expect(first).toMatchObject({
      id: created.id,
      healthcheck: {
        healthcheck_url: sim.appUrl(id, 'production', '/up'),
        healthcheck_status_code: null,
        healthcheck_sent_at: null,
      },
    });

    const later = await checkedDeployment(id);
    expect(later?.healthcheck).toEqual({
      healthcheck_url: sim.appUrl(id, 'production', '/up'),
      healthcheck_status_code: 200,
      healthcheck_sent_at: expect.stringMatching(ISO),
    });
    const sentAt = Date.parse(String(later?.healthcheck.healthcheck_sent_at));
    expect(sentAt - becameCurrent).toBeGreaterThanOrEqual(140);
    // Under ten times the delay: room for a loaded machine between the upload's answer and the
    // look that makes the release current, not for a check sent ten times too late.
    expect(sentAt - becameCurrent).toBeLessThan(1_500);
    // Sent once: it does not move on later looks.
    expect((await currentDeployment(id))?.healthcheck).toEqual(later?.healthcheck);
  });

  it('records 500 for a release whose archive has a root file named broken', async () => {
    const id = await start({ healthcheckDelayMs: 0 });
    sim.account.setHealthcheck(id, 'staging', '/up');
    const broken = await zipOf('broken', { 'index.php': '<?php', broken: '' });
    await upload(id, broken, 'staging');
    expect((await currentDeployment(id, 'staging'))?.healthcheck).toMatchObject({
      healthcheck_url: sim.appUrl(id, 'staging', '/up'),
      healthcheck_status_code: 500,
    });
  });

  it('records what the app answers the path set, 404 for one it does not serve', async () => {
    const id = await start({ healthcheckDelayMs: 0 });
    sim.account.setHealthcheck(id, 'production', '/health');
    const plain = await zipOf('plain', { 'index.php': '<?php' });
    await upload(id, plain);
    expect((await currentDeployment(id))?.healthcheck).toMatchObject({
      healthcheck_url: `${sim.appOrigin}/app/${id}/production/health`,
      healthcheck_status_code: 404,
    });
    sim.account.setHealthcheck(id, 'production', '/up?from=amezmo');
    await upload(id, plain);
    expect((await currentDeployment(id))?.healthcheck).toMatchObject({
      healthcheck_url: `${sim.appOrigin}/app/${id}/production/up?from=amezmo`,
      healthcheck_status_code: 200,
    });
  });

  it('stays null without a URL, and checks only releases that became current after one was set', async () => {
    const id = await start({ healthcheckDelayMs: 0 });
    const archive = await zipOf('unchecked', { 'index.php': '<?php' });
    await upload(id, archive);
    expect((await currentDeployment(id))?.healthcheck).toEqual(NOTHING);
    sim.account.setHealthcheck(id, 'production', '/up');
    expect((await currentDeployment(id))?.healthcheck).toEqual(NOTHING);
    await upload(id, archive);
    expect((await currentDeployment(id))?.healthcheck).toMatchObject({
      healthcheck_status_code: 200,
    });
    sim.account.setHealthcheck(id, 'production', null);
    await upload(id, archive);
    expect((await currentDeployment(id))?.healthcheck).toEqual(NOTHING);
  });

  it("with stale health checks, shows the release before's result until its own is sent", async () => {
    const id = await start({ healthcheckDelayMs: 150, staleHealthchecks: true });
    sim.account.setHealthcheck(id, 'production', '/up');
    await upload(id, await zipOf('good', { 'index.php': '<?php' }));
    await currentDeployment(id);
    const good = await checkedDeployment(id);
    expect(good?.healthcheck).toMatchObject({ healthcheck_status_code: 200 });

    const created = await upload(id, await zipOf('bad', { 'index.php': '<?php', broken: '' }));
    const shown = (await api(`/instances/${id}/environments/production`)).current_deployment as {
      id: number;
      created_at: string;
      healthcheck: Healthcheck;
    };
    // The new release is current, and shows the old result, sent before it was created.
    expect(shown.id).toBe(created.id);
    expect(shown.healthcheck).toEqual(good?.healthcheck);
    expect(Date.parse(String(shown.healthcheck.healthcheck_sent_at))).toBeLessThan(
      Date.parse(shown.created_at),
    );
    expect((await checkedDeployment(id, 500))?.healthcheck).toMatchObject({
      healthcheck_status_code: 500,
    });
  });

  it('keeps the release before live when deployments do not go live, though they succeed', async () => {
    const id = await start({ healthcheckDelayMs: 0 });
    const first = await upload(id, await zipOf('first', { 'index.php': '<?php' }));
    expect((await currentDeployment(id))?.id).toBe(first.id);
    sim.account.behaviour = { ...sim.account.behaviour, goesLive: false };
    const second = await upload(id, await zipOf('second', { 'index.php': '<?php', broken: '' }));
    expect(await api(`/instances/${id}/deployments/${String(second.id)}`)).toMatchObject({
      status: 'succeeded',
    });
    expect((await currentDeployment(id))?.id).toBe(first.id);
    // The app still serves the release before.
    expect((await get(sim.appUrl(id, 'production', '/up'))).status).toBe(200);
  });

  it('refuses a path that is not one', async () => {
    const id = await start();
    expect(() => sim.account.setHealthcheck(id, 'production', 'up')).toThrow(/starts with \//);
    expect(() => sim.account.setHealthcheck(id, 'nowhere', '/up')).toThrow(/nowhere/);
  });
});

describe('the deployed app', () => {
  it('answers 503 before any deployment, then as the release says', async () => {
    const id = await start();
    expect(sim.appUrl(id, 'production', '/up')).toBe(`${sim.appOrigin}/app/${id}/production/up`);
    expect(sim.appOrigin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(sim.appOrigin).not.toBe(sim.baseUrl.replace(/\/v1$/, ''));
    expect(await get(sim.appUrl(id, 'production', '/up'))).toMatchObject({ status: 503 });

    await upload(id, await zipOf('app', { 'index.php': '<?php' }));
    // Not current until the deployment is looked at and has finished.
    expect((await get(sim.appUrl(id, 'production', '/up'))).status).toBe(503);
    await currentDeployment(id);
    expect(await get(sim.appUrl(id, 'production', '/up'))).toMatchObject({
      status: 200,
      body: 'ok',
    });
    expect((await get(sim.appUrl(id, 'production', '/'))).status).toBe(404);
    expect((await get(sim.appUrl(id, 'production', '/up/more'))).status).toBe(404);
    expect((await get(sim.appUrl(id, 'staging', '/up'))).status).toBe(503);
    expect((await get(sim.appUrl(id, 'qa', '/up'))).status).toBe(404);
    expect((await get(sim.appUrl(9999, 'production', '/up'))).status).toBe(404);
    expect((await get(`${sim.appOrigin}/elsewhere`)).status).toBe(404);
    expect(sim.appRequests.map((request) => [request.route, request.status])).toContainEqual([
      'app',
      200,
    ]);
    // The API's own record holds only the API's requests.
    expect(sim.requests.every((request) => request.route !== 'app')).toBe(true);
  });

  it('answers /up with health.txt, and 500 everywhere for a broken release, by the current archive', async () => {
    const id = await start();
    await upload(id, await zipOf('told', { 'health.txt': 'release 42 ready', 'a.php': '<?php' }));
    await currentDeployment(id);
    expect(await get(sim.appUrl(id, 'production', '/up'))).toMatchObject({
      status: 200,
      body: 'release 42 ready',
    });
    await upload(id, await zipOf('fails', { broken: 'yes', 'health.txt': 'fine' }));
    await currentDeployment(id);
    for (const path of ['/up', '/', '/anything']) {
      expect(await get(sim.appUrl(id, 'production', path))).toMatchObject({
        status: 500,
        body: 'broken release',
      });
    }
    // Only a root file counts.
    await upload(id, await zipOf('nested', { 'sub/broken': '', 'sub/health.txt': 'no' }));
    await currentDeployment(id);
    expect(await get(sim.appUrl(id, 'production', '/up'))).toMatchObject({
      status: 200,
      body: 'ok',
    });
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const id = await start();
    await upload(id, await zipOf('head', { 'index.php': '<?php' }));
    await currentDeployment(id);
    const head = await get(sim.appUrl(id, 'production', '/up'), { method: 'HEAD' });
    expect(head).toMatchObject({ status: 200, body: '' });
    const post = await get(sim.appUrl(id, 'production', '/up'), { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('serves a tar release as a healthy one', async () => {
    const id = await start();
    const folder = join(workdir, 'tarred');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'broken'), '');
    await run('tar', ['cf', join(workdir, 'app.tar'), 'broken'], { cwd: folder });
    await upload(id, join(workdir, 'app.tar'));
    await currentDeployment(id);
    expect((await get(sim.appUrl(id, 'production', '/up'))).status).toBe(200);
  });

  it('serves over https with the API, under the same public host name', async () => {
    const { key, cert } = selfSignedCertificate(workdir, ['api.amezmo.test']);
    await start({ tls: { key, cert }, publicHost: 'api.amezmo.test' });
    expect(sim.appOrigin).toMatch(/^https:\/\/api\.amezmo\.test:\d+$/);
  });
});

describe('the sample app', () => {
  it.each([
    [{}, 200, 'ok'],
    [{ healthText: 'sample ready' }, 200, 'sample ready'],
    [{ broken: true }, 500, 'broken release'],
  ])('%j answers /up %i once deployed', async (options, status, body) => {
    const id = await start();
    const folder = mkdtempSync(join(workdir, 'sample-'));
    createSampleApp(folder, options);
    await run('zip', ['-q', '-r', '-y', 'app.zip', '.'], { cwd: folder });
    await upload(id, join(folder, 'app.zip'));
    await currentDeployment(id);
    expect(await get(sim.appUrl(id, 'production', '/up'))).toMatchObject({ status, body });
  });
});

describe('faults on the app', () => {
  let id: number;
  const up = () => sim.appUrl(id, 'production', '/up');

  beforeAll(async () => {
    // Each test starts its own simulator; this one zip serves them all.
    await zipOf('faulty', { 'index.php': '<?php' });
  });

  async function deployed(): Promise<void> {
    id = await start();
    await upload(id, join(workdir, 'faulty.zip'));
    await currentDeployment(id);
  }

  it('answers a redirect to another host when asked, then as usual', async () => {
    await deployed();
    sim.inject('app', {
      kind: 'body',
      status: 302,
      body: '',
      contentType: 'text/html',
      headers: { location: 'https://elsewhere.example/up' },
    });
    const moved = await get(up());
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('https://elsewhere.example/up');
    expect((await get(up())).status).toBe(200);
    expect(sim.appRequests.map((request) => request.fault)).toEqual(['body', undefined]);
  });

  it('delays, trickles and sends a huge body when asked', async () => {
    await deployed();
    sim.inject('app', { kind: 'delay', ms: 120 });
    const started = Date.now();
    expect((await get(up())).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);

    sim.inject('app', { kind: 'huge-body', bytes: 3 * 1024 * 1024 });
    expect((await get(up())).body.length).toBe(3 * 1024 * 1024);

    sim.inject('app', { kind: 'trickle', everyMs: 20 });
    const trickled = await new Promise<{ status: number; bytes: number }>((done, fail) => {
      const sent = httpRequest(up(), (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes >= 3) {
            response.destroy();
            done({ status: response.statusCode ?? 0, bytes });
          }
        });
      });
      sent.on('error', fail);
      sent.end();
    });
    expect(trickled.status).toBe(200);
  });

  it('is not hit by an outage of the API: * is every route of the API', async () => {
    await deployed();
    sim.inject('*', { kind: 'status', status: 503 }, { forMs: 60_000 });
    expect((await get(up())).status).toBe(200);
    const response = await fetch(`${sim.baseUrl}/me`, {
      headers: { authorization: `Bearer ${sim.apiKey}` },
    });
    expect(response.status).toBe(503);
  });
});

describe('reading the archive', () => {
  it('finds deflated and stored root files, in ZIP64 archives too', async () => {
    const text = 'healthy '.repeat(2_000);
    const deflated = await zipOf('deflated', { 'health.txt': text });
    expect(readRelease(deflated)).toEqual({ broken: false, healthText: text });
    const stored = await zipOf('stored', { 'health.txt': 'stored', broken: '' }, ['-0']);
    expect(readRelease(stored)).toEqual({ broken: true, healthText: 'stored' });
    const zip64 = await zipOf('zip64', { 'health.txt': text, broken: '' }, ['-fz']);
    expect(readRelease(zip64)).toEqual({ broken: true, healthText: text });
  });

  it('takes what it cannot read as an app with none of the files', () => {
    const junk = join(workdir, 'junk.zip');
    writeFileSync(junk, Buffer.from('PK\u0003\u0004 not really a zip'));
    expect(readRelease(junk)).toEqual({ broken: false, healthText: undefined });
    expect(readRelease(join(workdir, 'absent.zip'))).toEqual({
      broken: false,
      healthText: undefined,
    });
  });
});
