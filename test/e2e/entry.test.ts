import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSimulator } from '../helpers/simulator.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction, simulatorInputs } from '../../simulator/runner.ts';
import { selfSignedCertificate } from '../helpers/certificate.ts';
import { startTunnelProxy } from '../helpers/tunnel.ts';

describe('node dist/index.js', () => {
  it('says it needs a runner and exits 1 when started outside GitHub Actions', async () => {
    const result = await runAction({ env: { GITHUB_ACTIONS: undefined } });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('runs as a step of a GitHub Actions workflow');
    expect(result.stderr).toContain('npm run demo');
  });

  it('exits 1 with one error line naming the missing input', async () => {
    const result = await runAction({ inputs: { instance: '1', environment: 'production' } });
    expect(result.exitCode).toBe(1);
    expect(result.errors).toEqual([
      "Input 'api-key' is required: pass your Amezmo API key from a secret, e.g. api-key: ${{ secrets.AMEZMO_API_KEY }}.",
    ]);
    expect(result.stdout + result.stderr).not.toMatch(/\n\s+at /);
  });

  it('fails, rather than skipping green, when no ref is known at all', async () => {
    const sim = await startSimulator();
    const workspace = mkdtempSync(join(tmpdir(), 'e2e-entry-'));
    writeFileSync(join(workspace, 'index.php'), '<?php\n');
    try {
      for (const eventName of ['push', 'workflow_dispatch']) {
        const result = await runAction({
          workspace,
          eventName,
          event: {},
          env: { GITHUB_REF: undefined },
          inputs: simulatorInputs(sim),
        });
        expect(result.exitCode).toBe(1);
        expect(result.errors).toEqual([
          `GITHUB_REF is not set, and the ${eventName} event names no ref, so whether to deploy ` +
            'cannot be decided. A GitHub runner sets it for every job; elsewhere set GITHUB_REF ' +
            '(e.g. refs/heads/main), or use the command-line tool (npx amezmo-deploy).',
        ]);
        expect(result.outputs.skipped).not.toBe('true');
      }
      expect(sim.requests.filter((r) => r.route === 'createDeployment')).toEqual([]);
    } finally {
      await sim.close();
      rmSync(workspace, { recursive: true, force: true });
    }
  });

  it('names inputs spelt with underscores, and the input each was meant for, in one warning', async () => {
    const sim = await startSimulator();
    try {
      const { 'base-url': baseUrl, ...inputs } = simulatorInputs(sim);
      const result = await runAction({
        inputs: { ...inputs, 'dry-run': 'true' },
        // As a GitLab or Bitbucket variable must be spelt: this base URL is not read.
        env: { INPUT_BASE_URL: baseUrl, INPUT_DRY_RUN: 'true', INPUT_UNRELATED_THING: 'x' },
      });
      const warnings = result.stdout.split('\n').filter((line) => line.startsWith('::warning'));
      expect(warnings).toEqual([
        "::warning::Not read, as no input is spelt so: INPUT_BASE_URL (meant for 'base-url', " +
          "read from INPUT_BASE-URL), INPUT_DRY_RUN (meant for 'dry-run', read from " +
          'INPUT_DRY-RUN). A runner puts an input in INPUT_ and its name in capitals, hyphens ' +
          'kept. Where a variable cannot hold a hyphen (GitLab, Bitbucket), use the command-line ' +
          'tool, npx amezmo-deploy, with its flags or AMEZMO_* variables.',
      ]);
    } finally {
      await sim.close();
    }
  });

  describe('with a plain http base URL to another host', () => {
    let proxy: Server;
    let connections = 0;
    beforeAll(async () => {
      // Every request the action made would go through this proxy; it must see none.
      proxy = createServer((socket) => {
        connections++;
        socket.destroy();
      });
      await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
    });
    afterAll(() => new Promise<void>((done) => proxy.close(() => done())));

    it('refuses before any connection', async () => {
      const address = proxy.address() as AddressInfo;
      const proxyUrl = `http://127.0.0.1:${address.port}`;
      const result = await runAction({
        inputs: {
          'api-key': 'key_secret_1',
          instance: '1',
          environment: 'production',
          'base-url': 'http://api.amezmo.com/v1',
        },
        env: { HTTP_PROXY: proxyUrl, HTTPS_PROXY: proxyUrl, http_proxy: proxyUrl },
      });
      expect(result.exitCode).toBe(1);
      expect(result.errors).toHaveLength(1);
      expect(result.errors[0]).toContain(
        "Input 'base-url' has 'http://api.amezmo.com/v1': it must use https://",
      );
      expect(connections).toBe(0);
      expect(result.stdout.replace('::add-mask::key_secret_1', '')).not.toContain('key_secret_1');
    });
  });
});

describe('behind a proxy', () => {
  it('sends its requests through HTTP_PROXY', async () => {
    const sim = await startSimulator();
    const seen: string[] = [];
    // A forward proxy: it gets absolute URLs and passes them on.
    const proxy = createHttpServer((request, response) => {
      seen.push(`${request.method} ${request.url}`);
      const upstream = httpRequest(
        request.url ?? '',
        { method: request.method, headers: request.headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      request.pipe(upstream);
    });
    await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
    const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    const workspace = mkdtempSync(join(tmpdir(), 'e2e-proxy-'));
    writeFileSync(join(workspace, 'index.php'), '<?php');
    try {
      const result = await runAction({
        workspace,
        event: { ref: 'refs/heads/feature/not-deployed' },
        inputs: simulatorInputs(sim),
        env: { HTTP_PROXY: proxyUrl, http_proxy: proxyUrl, NO_PROXY: '', no_proxy: '' },
      });
      expect(result.exitCode).toBe(0);
      expect(result.outputs.skipped).toBe('true');
      expect(seen).toEqual([
        `GET ${sim.baseUrl}/instances/${sim.seeded?.instanceId}/environments/production`,
      ]);
      expect(sim.requests).toHaveLength(1);
    } finally {
      rmSync(workspace, { recursive: true, force: true });
      proxy.closeAllConnections();
      await new Promise((done) => proxy.close(done));
      await sim.close();
    }
  });

  it('tunnels its https requests through HTTPS_PROXY', async () => {
    const sim = await startSimulator();
    const folder = mkdtempSync(join(tmpdir(), 'e2e-tunnel-'));
    const { key, cert, certPath } = selfSignedCertificate(folder);
    writeFileSync(join(folder, 'index.php'), '<?php');
    // The API over TLS: the simulator behind a server that ends TLS, as the service's edge does.
    const api = createHttpsServer({ key, cert }, (request, response) => {
      const upstream = httpRequest(
        `${new URL(sim.baseUrl).origin}${request.url}`,
        { method: request.method, headers: request.headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      request.pipe(upstream);
    });
    const proxy = await startTunnelProxy();
    const listening = (server: Server) =>
      new Promise<number>((done) =>
        server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port)),
      );
    const apiPort = await listening(api);
    try {
      const result = await runAction({
        workspace: folder,
        event: { ref: 'refs/heads/feature/not-deployed' },
        inputs: { ...simulatorInputs(sim), 'base-url': `https://127.0.0.1:${apiPort}/v1` },
        env: {
          HTTPS_PROXY: proxy.url,
          https_proxy: proxy.url,
          NO_PROXY: '',
          no_proxy: '',
          NODE_EXTRA_CA_CERTS: certPath,
        },
      });
      expect(result.errors).toEqual([]);
      expect(result.exitCode).toBe(0);
      expect(result.outputs.skipped).toBe('true');
      expect(proxy.tunnels).toEqual([`127.0.0.1:${apiPort}`]);
      expect(sim.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        `GET /v1/instances/${sim.seeded?.instanceId}/environments/production`,
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
      await proxy.close();
      api.closeAllConnections();
      await new Promise((done) => api.close(done));
      await sim.close();
    }
  });

  it('refuses a proxy it cannot use in one line, without repeating its value', async () => {
    const workspace = mkdtempSync(join(tmpdir(), 'e2e-socks-'));
    writeFileSync(join(workspace, 'index.php'), '<?php');
    try {
      const result = await runAction({
        workspace,
        inputs: { 'api-key': 'key_secret_1', instance: '1', environment: 'production' },
        env: { HTTPS_PROXY: 'socks5://builder:hunter2@127.0.0.1:1080', https_proxy: undefined },
      });
      expect(result.exitCode).toBe(1);
      expect(result.errors).toEqual([
        'HTTPS_PROXY names a socks5 proxy: requests go through an http:// or https:// proxy only. Set it to one, or unset it.',
      ]);
      expect(result.stdout + result.stderr).not.toContain('hunter2');
    } finally {
      rmSync(workspace, { recursive: true, force: true });
    }
  });
});
