// A hostile or broken network between the runner and the API: answers that trickle in for ever,
// answers too large to hold, a certificate the runner does not trust, answers lost or given too
// early. Each row runs dist/index.js against the simulator and asserts that the run ends by
// itself, how often the server was asked, and the one error line. What the client alone decides
// (a read cut at its deadline and retried, a 413 answered before the upload was read) is proven
// once, on the fake clock, in test/api/hostile-network.test.ts.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, it, type TestContext } from 'vitest';
import { ownSimulator } from '../helpers/own-simulator.ts';
import { startGitHubApi } from '../../simulator/github.ts';
import type { RouteName } from '../../simulator/server.ts';
import { runAction, signalAfter, simulatorInputs, type RunResult } from '../../simulator/runner.ts';
import { selfSignedCertificate } from '../helpers/certificate.ts';

/** Short time limits, so that each deadline is reached in about a second. */
const FAST = {
  AMEZMO_DEPLOY_REQUEST_TIMEOUT_MS: '1000',
  AMEZMO_DEPLOY_UPLOAD_TIMEOUT_MS: '1500',
  AMEZMO_DEPLOY_STALL_TIMEOUT_MS: '700',
  AMEZMO_DEPLOY_RETRY_DELAY_MS: '20',
};
/** Far below every time limit of a single read: only the deadline for the whole answer can end it. */
const TRICKLE = { kind: 'trickle', everyMs: 100 } as const;

type Context = Pick<TestContext, 'expect' | 'onTestFinished'>;

/**
 * A simulator and a workspace of the test's own, closed when it finishes, so that the tests run
 * at once: most of their time is waiting for a deadline.
 */
async function world({ expect, onTestFinished }: Context) {
  const { sim, root, workspace } = await ownSimulator(onTestFinished, 'e2e-hostile-network-', {
    finalStatus: 'succeeded',
    pollsToFinish: 1,
  });

  const deployWith = (inputs: Record<string, string> = {}, env: Record<string, string> = {}) =>
    runAction({
      workspace,
      eventName: 'push',
      event: { ref: 'refs/heads/main', pusher: { email: 'dev@example.com' } },
      env: { ...FAST, ...env },
      timeoutMs: 60_000,
      inputs: {
        ...simulatorInputs(sim),
        workers: String(sim.seeded?.workerIds[0]),
        ...inputs,
      },
    });

  const count = (route: RouteName) =>
    sim.requests.filter((request) => request.route === route).length;

  const expectOneErrorLine = (result: RunResult, fragment: string | RegExp): void => {
    expect(result.signal, 'the run ended by itself').toBeNull();
    expect(result.exitCode).toBe(1);
    expect(result.errors).toHaveLength(1);
    if (typeof fragment === 'string') expect(result.errors[0]).toContain(fragment);
    else expect(result.errors[0]).toMatch(fragment);
    const everything = [result.stdout, result.stderr, result.summary].join('\n');
    expect(everything).not.toMatch(/\n\s+at \S+ \(|node:internal/);
    expect(everything.replaceAll(`::add-mask::${sim.apiKey}`, '')).not.toContain(sim.apiKey);
    expect(result.tempLeftovers).toEqual([]);
  };

  return { sim, root, workspace, deployWith, count, expectOneErrorLine };
}

describe.concurrent('a hostile network', () => {
  describe('an answer that trickles in ends at its deadline', () => {
    it('on the upload answer: not repeated, the deployment may exist', async (context) => {
      const { expect } = context;
      const { sim, deployWith, count, expectOneErrorLine } = await world(context);
      sim.inject('createDeployment', { ...TRICKLE, status: 201 });
      const result = await deployWith();
      expectOneErrorLine(
        result,
        /^Could not reach 127\.0\.0\.1:\d+: the whole answer did not arrive in time \(ANSWER_TIMEOUT\) after the whole archive was sent\. The deployment may have been created: check the deployments of environment 'production' on instance 1001/,
      );
      expect(result.errors[0]).not.toMatch(/try again/i);
      expect(count('createDeployment')).toBe(1);
    });

    it('on the status polls: ends at wait-timeout and cancels the deployment', async (context) => {
      const { expect } = context;
      const { sim, deployWith, count, expectOneErrorLine } = await world(context);
      sim.inject('getDeployment', TRICKLE, 100);
      const result = await deployWith({ 'wait-timeout': '2' });
      expectOneErrorLine(result, 'Deployment 838 had not ended after 2 s (last status: pending).');
      expect(count('cancelDeployment')).toBe(1);
    });

    it('on the cancel: the run still ends, reporting the wait', async (context) => {
      const { expect } = context;
      const { sim, deployWith, count, expectOneErrorLine } = await world(context);
      sim.inject('getDeployment', { kind: 'stall' }, 100);
      sim.inject('cancelDeployment', TRICKLE, 100);
      const started = Date.now();
      const result = await deployWith({ 'wait-timeout': '2' });
      expectOneErrorLine(result, 'Deployment 838 had not ended after 2 s');
      expect(count('cancelDeployment')).toBeGreaterThanOrEqual(1);
      // The cancel has a few seconds of its own; a trickle does not stretch them.
      expect(Date.now() - started).toBeLessThan(20_000);
    });

    it('on the worker restart: fails naming the worker', async (context) => {
      const { expect } = context;
      const { sim, deployWith, count, expectOneErrorLine } = await world(context);
      sim.inject('restartWorker', TRICKLE, 10);
      const result = await deployWith();
      expectOneErrorLine(
        result,
        `Could not restart worker ${sim.seeded?.workerIds[0]} (Could not reach 127.0.0.1:${sim.port}: the whole answer did not arrive in time (ANSWER_TIMEOUT))`,
      );
      expect(count('restartWorker')).toBe(5);
    });
  });

  describe('an answer too large to hold', () => {
    it('on the environment read: gives up past 8 MiB, naming the operation', async (context) => {
      const { expect } = context;
      const { sim, deployWith, count, expectOneErrorLine } = await world(context);
      sim.inject('getEnvironment', { kind: 'huge-body', bytes: 64 * 1024 * 1024 }, 10);
      // A whole answer may take 30 s here, not FAST's 1 s: on a loaded machine, reading 8 MiB
      // took longer than a second, and the deadline, retried, was what ended the read (two or
      // three reads). The size limit alone must stop it, at once and for good.
      const result = await deployWith({}, { AMEZMO_DEPLOY_REQUEST_TIMEOUT_MS: '30000' });
      expectOneErrorLine(
        result,
        'Amezmo API: GET /instances/1001/environments/production answered 200 with a body larger than 8 MiB.',
      );
      expect(count('getEnvironment')).toBe(1);
    });
  });

  describe('a certificate the runner does not trust', () => {
    it('a self-signed certificate: one connection, no retry, names the host and what to do', async (context) => {
      const { expect, onTestFinished } = context;
      const { root, deployWith, expectOneErrorLine } = await world(context);
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
      const { sim, workspace, expectOneErrorLine } = await world(context);
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
    it('names the deployment the environment now shows, and never advises a blind retry', async (context) => {
      const { expect } = context;
      const { sim, deployWith, count, expectOneErrorLine } = await world(context);
      // The service creates the deployment, which succeeds at once, then the answer is lost.
      sim.account.behaviour = { finalStatus: 'succeeded', pollsToFinish: 1, msToFinish: 0 };
      sim.inject('createDeployment', { kind: 'lose-answer' });
      const result = await deployWith();

      const [deployment] = sim.account.deployments();
      expectOneErrorLine(
        result,
        new RegExp(
          `after the whole archive was sent\\. The deployment may have been created: .* Environment 'production' now shows deployment ${deployment?.id} \\(succeeded\\) of this commit: it is most likely this run's\\.$`,
        ),
      );
      expect(result.errors[0]).not.toMatch(/try again/i);
      expect(count('createDeployment')).toBe(1);
      expect(sim.account.deployments()).toHaveLength(1);
      expect(result.outputs['deployment-id']).toBe(String(deployment?.id));
    });

    it('says the deployment may exist when the run is cancelled while waiting for the answer', async (context) => {
      const { expect } = context;
      const { sim, workspace, count } = await world(context);
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

  describe('a success answered before the whole archive was sent', () => {
    it('is no upload: the deployment is looked up, nothing is reported uploaded nor recorded', async (context) => {
      const { expect } = context;
      const { sim, workspace, count, expectOneErrorLine } = await world(context);
      const github = await startGitHubApi();
      try {
        // Built first, then sent with its length: the upload from a finished file.
        const run = (runId: number) =>
          runAction({
            workspace,
            eventName: 'push',
            event: { ref: 'refs/heads/main' },
            env: {
              ...FAST,
              ...github.runnerVariables({ runId }),
              GITHUB_SHA: 'c'.repeat(40),
              AMEZMO_DEPLOY_STREAM_FROM_BYTES: String(1024 * 1024 * 1024),
            },
            timeoutMs: 60_000,
            inputs: {
              ...simulatorInputs(sim),
              'github-token': 'ghs_test_token',
              'compression-level': '0',
              'wait-timeout': '10',
            },
          });
        const first = await run(1);
        expect(first.exitCode).toBe(0);
        const [live] = sim.account.deployments();

        // 25 MB that does not compress; the server answers 201 after reading 1 MB of it.
        writeFileSync(join(workspace, 'assets.bin'), randomBytes(25 * 1024 * 1024));
        sim.inject(
          'createDeployment',
          { kind: 'answer-early', status: 201, afterBytes: 1024 * 1024, body: EARLY_RECORD },
          10,
        );
        const uploadsBefore = count('createDeployment');
        const result = await run(2);

        expectOneErrorLine(
          result,
          /^The Amezmo API answered 201 to POST \/instances\/1001\/deployments before the whole archive was sent \([\d.]+ [KM]iB of [\d.]+ MiB sent\): the server cannot have received all of it\. The deployment may have been created all the same, from part of the archive or none of it: check the deployments of environment 'production' on instance 1001 in the Amezmo dashboard before running this again\./,
        );
        // The look-up found the release this commit already had, and names it without a claim.
        expect(result.errors[0]).toContain(
          `Environment 'production' now shows deployment ${live?.id} (succeeded) of this commit: if it is this run's, it was made without the whole archive.`,
        );
        expect(result.stdout).not.toContain('Created deployment');
        expect(count('createDeployment') - uploadsBefore).toBe(1);
        const upload = sim.requests.findLastIndex(
          (request) => request.route === 'createDeployment',
        );
        expect(
          sim.requests.slice(upload).some((request) => request.route === 'getEnvironment'),
        ).toBe(true);
        // The deployment the early answer named is not followed as this run's.
        expect(sim.requests.some((request) => request.path.endsWith('/deployments/9838'))).toBe(
          false,
        );
        expect(result.outputs['archive-size']).toBe('');
        expect(result.outputs['archive-sha256']).toBe('');
        expect(result.outputs['deployment-id']).toBe('');
        // The ledger holds the first run's release only: nothing recorded for bytes never received,
        // nor a deployment this run cannot say it made.
        expect(github.deploymentRecords).toHaveLength(1);
        expect(JSON.stringify(github.deploymentRecords[0]?.payload)).toContain(
          first.outputs['archive-sha256'],
        );
      } finally {
        await github.close();
      }
    });
  });
});

/** What a server that did not wait for the archive answers: a deployment that is not of it. */
const EARLY_RECORD = JSON.stringify({
  id: 9838,
  status: 'pending',
  created_at: '2026-11-26T10:00:00Z',
});
