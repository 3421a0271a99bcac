// A hostile or broken network between the runner and the API, run in the test's process
// (`runActionInProcess`): answers that trickle in for ever, an answer too large to hold, an upload
// answer lost, a success answered too early. Each row asserts that the run ends by itself, how
// often the server was asked, and the one error line; test/e2e/hostile-network.test.ts keeps what
// needs the bundle's process (a certificate and a proxy taken from its environment, SIGTERM).
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { startGitHubApi } from '../../simulator/github.ts';
import { simulatorInputs } from '../../simulator/runner.ts';
import { runActionInProcess } from '../helpers/in-process.ts';
import { standInStore } from '../helpers/releases.ts';
import { EARLY_RECORD, FAST, TRICKLE, world } from '../helpers/hostile-network-world.ts';

// Most of a row's time is a real deadline: as long as the bundle's runs were allowed.
describe.concurrent('a hostile network', { timeout: 60_000 }, () => {
  describe('an answer that trickles in ends at its deadline', () => {
    it('on the upload answer: not repeated, the deployment may exist', async (context) => {
      const { expect } = context;
      const { sim, deployWith, count, expectOneErrorLine } = await world(
        context,
        runActionInProcess,
      );
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
      const { sim, deployWith, count, expectOneErrorLine } = await world(
        context,
        runActionInProcess,
      );
      sim.inject('getDeployment', TRICKLE, 100);
      const result = await deployWith({ 'wait-timeout': '2' });
      expectOneErrorLine(result, 'Deployment 838 had not ended after 2 s (last status: pending).');
      expect(count('cancelDeployment')).toBe(1);
    });

    it('on the cancel: the run still ends, reporting the wait', async (context) => {
      const { expect } = context;
      const { sim, deployWith, count, expectOneErrorLine } = await world(
        context,
        runActionInProcess,
      );
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
      const { sim, deployWith, count, expectOneErrorLine } = await world(
        context,
        runActionInProcess,
      );
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
      const { sim, deployWith, count, expectOneErrorLine } = await world(
        context,
        runActionInProcess,
      );
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

  describe('an upload whose answer is lost after the whole archive was sent', () => {
    it('names the deployment the environment now shows, and never advises a blind retry', async (context) => {
      const { expect } = context;
      const { sim, deployWith, count, expectOneErrorLine } = await world(
        context,
        runActionInProcess,
      );
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
  });

  describe('a success answered before the whole archive was sent', () => {
    it('is no upload: the deployment is looked up, nothing is reported uploaded nor recorded', async (context) => {
      const { expect } = context;
      const { sim, workspace, count, expectOneErrorLine } = await world(
        context,
        runActionInProcess,
      );
      const github = await startGitHubApi();
      try {
        // Built first, then sent with its length: the upload from a finished file.
        const run = (runId: number) =>
          runActionInProcess({
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
            archives: standInStore(github, runId, 'c'.repeat(40)),
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
        // The look-up found the release this commit already had, current before the upload:
        // not named, since it cannot be this run's.
        expect(result.errors[0]).not.toContain(`deployment ${live?.id}`);
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
