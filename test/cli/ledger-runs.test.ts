// The command line's ledger folder, whole runs in the test's process (`main` over what `runCli`
// gives its bundle): `deploy --ledger-dir` never deleting the user's files, --keep-days 0, the
// bytes live already skipped or proven again and the proof recorded, a folder that cannot be used
// refused or left out of the archive under any name, and `rollback --ledger-dir` listing and
// deploying a release again, never bytes that are not the ones recorded; an upload whose answer
// names no new deployment recorded as none, never as the bytes live; a run stopped after its
// deployment succeeded recorded live, its health unknown. The archives are
// compared by sha256 with what the server received. test/e2e/cli-ledger.test.ts runs the bundle.
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, it, type TestContext } from 'vitest';
import { skippingClock } from '../helpers/clock.ts';
import { runCliInProcess, signalAfterInProcess } from '../helpers/in-process.ts';
import { commitOf, ledgerWorld, sha256 } from '../helpers/ledger-world.ts';
import { QUICK_HEALTHCHECK_MS } from '../helpers/simulator.ts';

// Each test makes two to four runs, all in this one process: on two cores shared with other work,
// the unit project's 20 s is too short for five such tests at once.
const RUNS_TIMEOUT_MS = 60_000;

// On today's date, as the bundle's clock is (what keep-days prunes is by the files' times), and
// with Amezmo's health check 50 ms after a release is live: a clock that skips its pauses looks
// again at once, so a longer real delay is only more looks.
const world = (onTestFinished: TestContext['onTestFinished']) =>
  ledgerWorld(
    onTestFinished,
    (options) => runCliInProcess({ ...options, clock: skippingClock(Date.now()) }),
    QUICK_HEALTHCHECK_MS,
  );

describe.concurrent('deploy --ledger-dir', { timeout: RUNS_TIMEOUT_MS }, () => {
  it("never deletes the user's own files in the folder, and names them once", async ({
    expect,
    onTestFinished,
  }) => {
    const { ledger, release, cli } = await world(onTestFinished);
    // The user's own files in the ledger's archives, older than any keep-days.
    const archives = join(ledger, 'archives');
    mkdirSync(archives, { recursive: true });
    const theirs = ['backup-2026-11-01.tar.gz', 'notes.txt'];
    const old = Date.now() / 1000 - 400 * 86_400;
    for (const name of theirs) {
      writeFileSync(join(archives, name), `${name} of the user\n`);
      utimesSync(join(archives, name), old, old);
    }
    writeFileSync(join(ledger, 'notes.txt'), 'the user kept this here\n');
    release(1);
    const result = await cli(1, ['deploy', '--ledger-dir', '.amezmo-ledger', '--keep-days', '1']);
    expect(result.errors).toEqual([]);
    expect(result.exitCode).toBe(0);
    for (const name of theirs) {
      expect(readFileSync(join(archives, name), 'utf8')).toBe(`${name} of the user\n`);
    }
    expect(readFileSync(join(ledger, 'notes.txt'), 'utf8')).toBe('the user kept this here\n');
    const noticed = result.stderr.split('\n').filter((line) => line.includes('did not write'));
    expect(noticed).toEqual([
      `notice: The ledger folder's archives (${realpathSync(archives)}) hold files it did not ` +
        'write: backup-2026-11-01.tar.gz, notes.txt. They were left as they are; keep other ' +
        'files elsewhere.',
    ]);
  });

  it('records a release with --keep-days 0, and says its archive is not kept', async ({
    expect,
    onTestFinished,
  }) => {
    const { ledger, release, cli, records } = await world(onTestFinished);
    release(1);
    const result = await cli(1, ['deploy', '--ledger-dir', ledger, '--keep-days', '0']);
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toContain(
      'The archive is not kept (keep-days is 0): this release cannot be rolled back to later.',
    );
    expect(records()).toHaveLength(1);
    expect(records()[0]?.payload.archive).not.toHaveProperty('file');
    expect(readdirSync(ledger).toSorted()).toEqual(['.amezmo-deploy-ledger', 'releases']);
  });

  it('skips the bytes live already, and deploys them with --force', async ({
    expect,
    onTestFinished,
  }) => {
    const { ledger, received, release, cli } = await world(onTestFinished);
    release(1);
    expect((await cli(1, ['deploy', '--ledger-dir', ledger])).exitCode).toBe(0);
    const again = await cli(1, ['deploy', '--ledger-dir', ledger, '--json']);
    expect(again.exitCode).toBe(0);
    expect(received()).toHaveLength(1);
    expect(JSON.parse(again.stdout)).toMatchObject({ skipped: true });
    expect(JSON.parse(again.stdout)['skip-reason']).toMatch(/is already live: Amezmo deployment/);
    const forced = await cli(1, ['deploy', '--ledger-dir', ledger, '--force']);
    expect(forced.exitCode).toBe(0);
    expect(received()).toHaveLength(2);
    // One archive kept for both releases of the same bytes.
    expect(readdirSync(join(ledger, 'archives'))).toHaveLength(1);
  });

  it('never skips the bytes live already when they were recorded unhealthy: proves them again', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, ledger, received, release, cli } = await world(onTestFinished);
    release(1, { broken: true });
    const first = await cli(1, ['deploy', '--ledger-dir', ledger]);
    // 4: unhealthy, left live.
    expect(first.exitCode).toBe(4);
    const again = await cli(1, ['deploy', '--ledger-dir', ledger, '--json']);

    expect(again.exitCode).toBe(4);
    // Nothing uploaded again: the live release's health was proven again, and still fails.
    expect(received()).toHaveLength(1);
    const id = sim.account.deployments()[0]?.id;
    expect(again.stderr).toContain(
      `The same bytes are live already (Amezmo deployment ${id} of commit 1111111), but the ` +
        'ledger records them unhealthy: their health is proven again, and nothing is uploaded.',
    );
    expect(again.errors).toHaveLength(1);
    expect(again.errors[0]).toMatch(
      new RegExp(
        `Amezmo deployment ${id} of commit 1111111 .* is live but unhealthy: .*answered 500`,
      ),
    );
    expect(JSON.parse(again.stdout)).toMatchObject({ skipped: false, health: 'unhealthy' });
  });

  it('records the health proven again, so that the ledger says what was last proven', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, ledger, received, release, cli, records } = await world(onTestFinished);
    release(1);
    // A probe of a port nothing listens on: the release is recorded unhealthy.
    const nowhere = ['--health-url', 'http://127.0.0.1:9/up', '--health-timeout', '1'];
    const first = await cli(1, ['deploy', '--ledger-dir', ledger, ...nowhere]);
    expect(first.exitCode).toBe(4);
    expect(records()[0]?.statuses[0]?.description).toMatch(/^health: unhealthy; /);

    // The same bytes, Amezmo's own check alone: proven healthy, recorded so, nothing uploaded.
    const again = await cli(1, ['deploy', '--ledger-dir', ledger, '--json']);
    expect(again.exitCode).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ skipped: true, health: 'healthy' });
    expect(received()).toHaveLength(1);
    const id = sim.account.deployments()[0]?.id;
    expect(again.stderr).toContain(
      `Recorded in the ledger (Amezmo deployment ${id}): health healthy, where it said unhealthy.`,
    );
    expect(records()).toHaveLength(1);
    expect(records()[0]?.statuses[0]).toMatchObject({
      state: 'success',
      description: expect.stringMatching(/^health: healthy; proven again: /),
    });

    // The next run reads it healthy: it skips without proving it again, and writes nothing.
    const statuses = records()[0]?.statuses.length;
    const third = await cli(1, ['deploy', '--ledger-dir', ledger, '--json']);
    expect(third.exitCode).toBe(0);
    expect(third.stderr).not.toContain('proven again');
    expect(records()[0]?.statuses).toHaveLength(statuses as number);
  });
});

describe.concurrent('a ledger folder that cannot be used', { timeout: RUNS_TIMEOUT_MS }, () => {
  it('is refused before anything is uploaded: a file, the folder deployed, a path under /proc', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, project, release, cli } = await world(onTestFinished);
    release(1);
    writeFileSync(join(project, 'ledger-file'), 'not a folder');
    const cases: [string, string][] = [
      ['ledger-file', `${join(project, 'ledger-file')} is not a folder`],
      ['.', `The ledger folder ${project} is the folder deployed`],
      ['/proc/amezmo-ledger', '/proc/amezmo-ledger cannot be made (ENOENT)'],
    ];
    for (const [dir, said] of cases) {
      const result = await cli(1, ['deploy', '--ledger-dir', dir]);
      expect(result.exitCode, dir).toBe(2);
      expect(result.errors, dir).toHaveLength(1);
      expect(result.errors[0], dir).toContain(said);
    }
    expect(sim.requests.filter((request) => request.route === 'createDeployment')).toEqual([]);
  });

  it('is left out of the archive under any name that leads into the project', async ({
    expect,
    onTestFinished,
  }) => {
    const { project, received, entriesOf, release, cli } = await world(onTestFinished);
    release(1);
    // A name that starts with two dots, and a link to the folder, are inside the project too.
    expect((await cli(1, ['deploy', '--ledger-dir', '..ledger'])).exitCode).toBe(0);
    release(2);
    symlinkSync('..ledger', join(project, 'ledger-link'));
    expect((await cli(2, ['deploy', '--ledger-dir', '..ledger'])).exitCode).toBe(0);
    release(3);
    expect((await cli(3, ['deploy', '--ledger-dir', 'ledger-link'])).exitCode).toBe(0);
    const [, second, third] = received();
    expect(received()).toHaveLength(3);
    expect(entriesOf(second as Buffer).filter((name) => name.startsWith('..ledger'))).toEqual([]);
    // The link is shipped as the link it is; the folder it leads to is not.
    expect(entriesOf(third as Buffer).filter((name) => name.startsWith('..ledger'))).toEqual([]);
    expect(readdirSync(join(project, '..ledger', 'archives'))).toHaveLength(3);
  });
});

describe.concurrent('rollback --ledger-dir', { timeout: RUNS_TIMEOUT_MS }, () => {
  it('lists the releases, then deploys the one asked for again, exactly', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, ledger, received, release, cli, records } = await world(onTestFinished);
    release(1);
    expect((await cli(1, ['deploy', '--ledger-dir', ledger])).exitCode).toBe(0);
    release(2);
    expect((await cli(2, ['deploy', '--ledger-dir', ledger])).exitCode).toBe(0);
    const [firstId, secondId] = sim.account.deployments().map((d) => d.id);

    const listed = await cli(3, ['rollback', '--ledger-dir', ledger, '--dry-run', '--json']);
    expect(listed.errors).toEqual([]);
    expect(listed.exitCode).toBe(0);
    const outputs = JSON.parse(listed.stdout);
    expect(outputs).toMatchObject({ skipped: true, commit: commitOf(1) });
    expect(outputs.candidates).toMatchObject([
      {
        amezmo_deployment_id: secondId,
        commit: commitOf(2),
        health: 'healthy',
        archive: 'kept',
        live: true,
      },
      {
        amezmo_deployment_id: firstId,
        commit: commitOf(1),
        health: 'healthy',
        archive: 'kept',
        live: false,
      },
    ]);
    expect(received()).toHaveLength(2);

    // A release the ledger does not hold is named in the command line's own words.
    const unknown = await cli(3, ['rollback', '--ledger-dir', ledger, '--to', '9999999']);
    expect(unknown.exitCode).toBe(1);
    expect(unknown.errors).toEqual([
      'No release in the ledger (2 read) is Amezmo deployment 9999999 or of a commit starting ' +
        "with 9999999, as '--to 9999999' asks: check it, or pass --dry-run to list the releases.",
    ]);
    expect(received()).toHaveLength(2);

    // No GitHub anywhere: no token, no repository.
    const back = await cli(3, [
      'rollback',
      '--ledger-dir',
      ledger,
      '--to',
      String(firstId),
      '--json',
    ]);
    expect(back.errors).toEqual([]);
    expect(back.exitCode).toBe(0);
    const [first, , third] = received();
    expect(sha256(third as Buffer)).toBe(sha256(first as Buffer));
    expect(JSON.parse(back.stdout)).toMatchObject({
      commit: commitOf(1),
      'archive-sha256': sha256(first as Buffer),
      health: 'healthy',
    });
    expect(sim.account.deployments()[2]).toMatchObject({
      commit: commitOf(1),
      branch: 'main',
      pusher: 'dev@example.com',
    });
    expect(records()).toHaveLength(3);
  });

  it('never deploys bytes that are not the ones recorded', async ({ expect, onTestFinished }) => {
    const { ledger, received, release, cli, records } = await world(onTestFinished);
    release(1);
    expect((await cli(1, ['deploy', '--ledger-dir', ledger])).exitCode).toBe(0);
    release(2);
    expect((await cli(2, ['deploy', '--ledger-dir', ledger])).exitCode).toBe(0);
    const kept = join(ledger, records()[0]?.payload.archive.file.path as string);
    const bytes = readFileSync(kept);
    bytes[40] = (bytes[40] as number) ^ 0xff;
    writeFileSync(kept, bytes);

    const back = await cli(3, ['rollback', '--ledger-dir', ledger]);
    expect(back.exitCode).toBe(1);
    expect(received()).toHaveLength(2);
    expect(back.errors).toHaveLength(1);
    expect(back.errors[0]).toMatch(
      new RegExp(
        `reads back as ${bytes.length} bytes with sha256 [0-9a-f]{64}, not the [0-9a-f]{64} the ledger recorded: it was not deployed`,
      ),
    );

    rmSync(kept);
    const gone = await cli(3, ['rollback', '--ledger-dir', ledger, '--to', commitOf(1)]);
    expect(gone.exitCode).toBe(1);
    expect(gone.errors[0]).toMatch(
      /The archive of this release is gone from .*: its keep-days ran out/,
    );
    // The last healthy release whose archive is there is what `previous` means: none is left.
    const previous = await cli(3, ['rollback', '--ledger-dir', ledger]);
    expect(previous.exitCode).toBe(1);
    expect(previous.errors[0]).toMatch(
      /^Nothing to roll back to: .*\(the archives of 1 healthy one\(s\) have expired or are gone\)\.$/,
    );
    expect(received()).toHaveLength(2);
  });

  it('says what to do when no ledger is named, or the folder holds none of this environment', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, root, project, received, cli } = await world(onTestFinished);
    const none = await cli(1, ['rollback']);
    expect(none.exitCode).toBe(2);
    expect(sim.requests).toEqual([]);
    expect(none.errors).toEqual([
      expect.stringMatching(
        /^rollback reads a ledger of releases, and none is named: pass --ledger-dir DIR/,
      ),
    ]);
    const missing = await cli(1, ['rollback', '--ledger-dir', 'not-restored']);
    expect(missing.exitCode).toBe(2);
    expect(missing.errors).toEqual([
      `--ledger-dir has 'not-restored', and ${join(project, 'not-restored')} does not exist: ` +
        'name the folder that deploy --ledger-dir recorded releases in (restore the CI cache ' +
        'that holds it first).',
    ]);
    mkdirSync(join(root, 'empty'));
    const empty = await cli(1, ['rollback', '--ledger-dir', join(root, 'empty')]);
    expect(empty.exitCode).toBe(1);
    expect(empty.errors[0]).toMatch(
      /has no release of environment 'production' on instance \d+: amezmo-deploy deploy --ledger-dir .* records each release it makes, so deploy with it first\./,
    );
    expect(received()).toHaveLength(0);
  });
});

describe.concurrent(
  'an upload whose answer names no new deployment',
  { timeout: RUNS_TIMEOUT_MS },
  () => {
    it('is not recorded when the answer is the deployment current before it: the next run deploys', async ({
      expect,
      onTestFinished,
    }) => {
      const { sim, ledger, received, release, cli, records } = await world(onTestFinished);
      release(1);
      expect((await cli(1, ['deploy', '--ledger-dir', ledger])).exitCode).toBe(0);
      const live = sim.account.deployments()[0]?.id as number;
      // The upload of release 2 is answered with the id of the deployment live before it.
      release(2);
      sim.inject('createDeployment', {
        kind: 'body',
        status: 201,
        body: JSON.stringify({ id: live, status: 'pending' }),
      });
      const second = await cli(2, ['deploy', '--ledger-dir', ledger]);

      // 6: the outcome is uncertain; nothing is taken as made by this run.
      expect(second.exitCode).toBe(6);
      expect(second.errors).toEqual([
        `The Amezmo API answered the upload with deployment ${live}, the one current on ` +
          "environment 'production' before it, not a new one. The deployment may have been " +
          "created all the same: check the deployments of environment 'production' on instance " +
          `${sim.seeded?.instanceId} in the Amezmo dashboard before running this again.`,
      ]);
      // The ledger holds release 1 alone: no record names deployment `live` with other bytes.
      expect(records().map((record) => record.id)).toEqual([live]);
      expect(received()).toHaveLength(1);

      // Release 2 again: never skipped as live, since it never was.
      const third = await cli(2, ['deploy', '--ledger-dir', ledger, '--json']);
      expect(third.exitCode).toBe(0);
      expect(JSON.parse(third.stdout)).toMatchObject({ skipped: false });
      expect(received()).toHaveLength(2);
    });

    it('never takes the deployment current before the upload as the one a lost answer made', async ({
      expect,
      onTestFinished,
    }) => {
      const { sim, ledger, received, release, cli, records } = await world(onTestFinished);
      release(1);
      expect((await cli(1, ['deploy', '--ledger-dir', ledger])).exitCode).toBe(0);
      const live = sim.account.deployments()[0]?.id as number;
      // The same commit rebuilt with other bytes, moments later; the upload's answer is lost and
      // nothing is made.
      release(2);
      sim.inject('createDeployment', { kind: 'reset-after-body' });
      const second = await cli(1, ['deploy', '--ledger-dir', ledger, '--json']);

      expect(second.exitCode).toBe(6);
      expect(second.errors).toHaveLength(1);
      expect(second.errors[0]).toMatch(/after the whole archive was sent/);
      expect(second.errors[0]).not.toContain(`shows deployment ${live}`);
      expect(JSON.parse(second.stdout)).toMatchObject({ 'deployment-id': null });
      expect(records().map((record) => record.id)).toEqual([live]);
      expect(received()).toHaveLength(1);

      // The rebuilt bytes are deployed by the next run, not skipped as live.
      const third = await cli(1, ['deploy', '--ledger-dir', ledger, '--json']);
      expect(third.exitCode).toBe(0);
      expect(JSON.parse(third.stdout)).toMatchObject({ skipped: false });
      expect(received()).toHaveLength(2);
    });
  },
);

describe(
  'a run stopped once Amezmo said its deployment succeeded',
  { timeout: RUNS_TIMEOUT_MS },
  () => {
    it('records the release live, its health unknown: history says live, the next run proves it', async ({
      expect,
      onTestFinished,
    }) => {
      let signals: ReturnType<typeof signalAfterInProcess> | undefined;
      const { sim, ledger, release, cli, records } = await ledgerWorld(
        onTestFinished,
        (options) => runCliInProcess({ ...options, clock: skippingClock(Date.now()), ...signals }),
        QUICK_HEALTHCHECK_MS,
      );
      release(1);
      expect((await cli(1, ['deploy', '--ledger-dir', ledger])).exitCode).toBe(0);
      // Release 2: cancelled (SIGTERM) as soon as its deployment is said to have succeeded,
      // while its health is being proven.
      release(2);
      signals = signalAfterInProcess(': succeeded', 'SIGTERM');
      const stopped = await cli(2, ['deploy', '--ledger-dir', ledger]);
      signals = undefined;
      expect(stopped.errors).toEqual(['The run was cancelled (SIGTERM).']);
      const [, second] = sim.account.deployments();
      const id = second?.id as number;
      const instance = String(sim.seeded?.instanceId);
      expect(sim.account.getEnvironment(instance, 'production').current_deployment_id).toBe(id);
      // Its record ends in success, with no health said: live, not proven.
      const record = records().find((one) => one.id === id);
      expect(record?.statuses[0]).toMatchObject({
        state: 'success',
        description: `Amezmo deployment ${id} succeeded; health not proven: the run was cancelled`,
      });
      const history = await cli(3, ['history', '--ledger-dir', ledger, '--json']);
      expect(JSON.parse(history.stdout).releases).toMatchObject([
        { 'deployment-id': id, health: 'unknown', ended: 'live' },
        { ended: 'replaced' },
      ]);
      // The same bytes again: not skipped unproven, nor uploaded: their health is proven now.
      const again = await cli(2, ['deploy', '--ledger-dir', ledger, '--json']);
      expect(again.exitCode).toBe(0);
      expect(sim.account.deployments()).toHaveLength(2);
      expect(again.stderr).toContain('but the ledger records them with no health proven');
      expect(again.stderr).toContain(
        `Recorded in the ledger (Amezmo deployment ${id}): health healthy, where it said unknown.`,
      );
      expect(JSON.parse(again.stdout)).toMatchObject({ health: 'healthy' });
    });
  },
);
