// A hostile or broken network between the runner and the API, through dist/index.js: what needs
// the bundle's own process (a certificate the runner does not trust, and NODE_EXTRA_CA_CERTS; a
// proxy taken from HTTPS_PROXY; SIGTERM while a tunnel opens or an upload's answer is awaited).
// Each row asserts that the run ends by itself, how often the server was asked, and the one
// error line. Trickling, too large, lost and early answers are proven in-process by
// test/pipeline/hostile-network-action.test.ts; what the client alone decides, on the fake clock,
// by test/api/hostile-network.test.ts.
import type { ChildProcess } from 'node:child_process';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { describe, it } from 'vitest';
import { runAction, signalAfter, simulatorInputs } from '../../simulator/runner.ts';
import { selfSignedCertificate } from '../helpers/certificate.ts';
import { FAST, world, type Context } from '../helpers/hostile-network-world.ts';

describe.concurrent('a hostile network', () => {
  describe('a certificate the runner does not trust', () => {
    it('a self-signed certificate: one connection, no retry, names the host and what to do', async (context) => {
      const { expect, onTestFinished } = context;
      const { root, deployWith, expectOneErrorLine } = await world(context, runAction);
      const { key, cert } = selfSignedCertificate(root);
      let connections = 0;
      const server = createHttpsServer({ key, cert }, (_request, response) => response.end('{}'));
      server.on('connection', () => connections++);
      const port = await new Promise<number>((done) =>
        server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port)),
      );
      onTestFinished(() => new Promise<void>((done) => server.close(() => done())));

      const result = await deployWith({ 'base-url': `https://127.0.0.1:${port}/v1` });
      expectOneErrorLine(
        result,
        `Could not trust 127.0.0.1:${port}: its certificate is self-signed (DEPTH_ZERO_SELF_SIGNED_CERT).`,
      );
      expect(result.errors[0]).toContain('NODE_EXTRA_CA_CERTS');
      expect(result.stdout).not.toContain('Trying again');
      expect(connections).toBe(1);
    });
  });

  describe('a proxy that never answers CONNECT', () => {
    /** A proxy of the test's own that takes the connection, reads the CONNECT, and never answers. */
    async function silentProxy(context: Context) {
      const { sim, workspace, expectOneErrorLine } = await world(context, runAction);
      const proxy = { tunnels: 0 };
      const server = createTcpServer((socket) => {
        proxy.tunnels++;
        socket.resume();
      });
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      context.onTestFinished(() => new Promise<void>((done) => server.close(() => done())));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const throughProxy = (env: Record<string, string>, onSpawn?: (child: ChildProcess) => void) =>
        runAction({
          workspace,
          event: { ref: 'refs/heads/main' },
          env: { ...FAST, HTTPS_PROXY: url, https_proxy: url, NO_PROXY: '', no_proxy: '', ...env },
          timeoutMs: 30_000,
          inputs: { ...simulatorInputs(sim), 'base-url': 'https://127.0.0.1:9/v1' },
          onSpawn,
        });
      return { proxy, throughProxy, expectOneErrorLine };
    }

    it('each attempt is cut at the connect limit, then one line; the run ends by itself', async (context) => {
      const { expect } = context;
      const { proxy, throughProxy, expectOneErrorLine } = await silentProxy(context);
      const result = await throughProxy({ AMEZMO_DEPLOY_CONNECT_TIMEOUT_MS: '300' });
      expectOneErrorLine(
        result,
        "Could not reach 127.0.0.1:9: timed out while connecting (CONNECT_TIMEOUT). Check 'base-url'",
      );
      expect(proxy.tunnels).toBe(5);
    });

    it('SIGTERM while the tunnel opens: the run ends at once, saying it was cancelled', async (context) => {
      const { expect } = context;
      const { proxy, throughProxy, expectOneErrorLine } = await silentProxy(context);
      // The connect limit is longer than the harness waits: only the cancellation can end this.
      const result = await throughProxy(
        { AMEZMO_DEPLOY_CONNECT_TIMEOUT_MS: '600000' },
        signalAfter("::group::Fetch environment 'production'", 'SIGTERM'),
      );
      expectOneErrorLine(result, 'The run was cancelled (SIGTERM).');
      expect(proxy.tunnels).toBe(1);
    });
  });

  describe('an upload whose answer is lost after the whole archive was sent', () => {
    it('says the deployment may exist when the run is cancelled while waiting for the answer', async (context) => {
      const { expect } = context;
      const { sim, workspace, count } = await world(context, runAction);
      sim.inject('createDeployment', { kind: 'stall' });
      const result = await runAction({
        workspace,
        eventName: 'push',
        event: { ref: 'refs/heads/main' },
        env: { ...FAST, AMEZMO_DEPLOY_UPLOAD_TIMEOUT_MS: '20000' },
        inputs: simulatorInputs(sim),
        onSpawn: signalAfter('Uploaded 100%', 'SIGTERM', 300),
      });

      expect(result.exitCode).toBe(1);
      expect(result.errors).toHaveLength(1);
      expect(result.errors[0]).toMatch(
        /^The run was cancelled after the whole archive was sent\. The deployment may have been created/,
      );
      expect(count('createDeployment')).toBe(1);
    });
  });
});
